//! What a game offers "Test a rule" (docs/RULES.md, "Test a rule"): the numbers a student's
//! rule may name and every start position to test it on, size by size ([`RuleSpace`]). The test
//! itself, and the rule's language, are `verdict-reason`'s.

use serde::Serialize;

/// What a game offers rules: the numbers a rule may name and every start position to test.
pub trait RuleSpace: Sync {
    /// The names a rule may use, each with what it means, in the order [`Case::values`] gives
    /// their values.
    fn names(&self) -> Vec<Name>;
    /// The two outcomes, the first player's win first (`Monocarp wins`, `Bicarp wins`), and the
    /// index of the one a rule claims (the ticket's 1, `Bicarp wins`; the permutation's 0).
    fn claimed(&self) -> ([&'static str; 2], usize);
    /// What a rule claims when it is true (`Bicarp wins`), and when it is false (`Monocarp wins`).
    fn claim(&self) -> &'static str {
        let (wins, claimed) = self.claimed();
        wins[claimed & 1]
    }
    fn denial(&self) -> &'static str {
        let (wins, claimed) = self.claimed();
        wins[1 - (claimed & 1)]
    }
    /// Whether the claim is the first player's win: an outcome table counts the first player's
    /// wins.
    fn claim_is_first(&self) -> bool {
        self.claimed().1 == 0
    }
    /// The sizes searched, smallest first (every ticket length, every count of numbers).
    fn sizes(&self) -> Vec<usize>;
    /// A size in words: `length 4`, `4 numbers`.
    fn size_words(&self, size: usize) -> String;
    /// Every start position of `size`, in a fixed order; `visit` returns `false` to stop.
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool);
    /// Rules to try, wrong ones first, each with what its test teaches.
    fn suggestions(&self) -> Vec<Suggestion>;
    /// Outcome tables to open, in the order a lesson takes them: first two names that do not
    /// decide the game, then two that do.
    fn tables(&self) -> Vec<TableSuggestion> {
        Vec::new()
    }
}

/// An outcome table to open: the names of its columns and rows (`y` empty: one name, a
/// sequence), and what it shows.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableSuggestion {
    pub x: String,
    pub y: String,
    pub note: String,
}

impl TableSuggestion {
    pub fn new(x: &str, y: &str, note: impl Into<String>) -> TableSuggestion {
        TableSuggestion { x: x.into(), y: y.into(), note: note.into() }
    }
}

/// A name a rule may use.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Name {
    pub name: &'static str,
    pub meaning: &'static str,
}

impl Name {
    /// Names written as data, (name, meaning) pairs in [`Case::values`]' order.
    pub fn list(pairs: &[(&'static str, &'static str)]) -> Vec<Name> {
        pairs.iter().map(|&(name, meaning)| Name { name, meaning }).collect()
    }
}

/// A suggested rule: its text, the scope it is meant for (empty: every position), and what
/// testing it shows (words of the game with its settings: a take set makes other rules true).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Suggestion {
    pub rule: String,
    pub scope: String,
    pub note: String,
}

impl Suggestion {
    /// Rules meant for every position (no scope), written as data: (rule, note) pairs, wrong
    /// ones first.
    pub fn everywhere(pairs: &[(&str, &str)]) -> Vec<Suggestion> {
        pairs
            .iter()
            .map(|&(rule, note)| Suggestion { rule: rule.into(), scope: String::new(), note: note.into() })
            .collect()
    }
}

/// A start position, or a class of start positions that every rule sees alike (tickets with
/// the same sums and counts of `?`).
pub struct Case<'a> {
    /// The named numbers, in [`RuleSpace::names`]' order.
    pub values: &'a [i64],
    /// How many positions the case stands for.
    pub count: u64,
    /// Whether the claim is true there (by the game's solver).
    pub claim_holds: bool,
    /// A position of the case, in the game's notation, and as the page's input.
    pub position: &'a dyn Fn() -> (String, String),
}
