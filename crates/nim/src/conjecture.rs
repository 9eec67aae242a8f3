//! What Nim offers "Test a rule": each of up to four heaps (`h1` … `h4`, 0 for a heap that is
//! not there), the nim-sum of the sizes `x`, the count of heaps `k` and of counters `n`, and
//! under a take set `g`, the nim-sum of the heaps' Grundy values; and every start of up to four
//! non-empty heaps and [`LARGEST`] counters, smallest total first, judged in the game the
//! settings make (Nim, or the subtraction game of the take set), which the suggestions speak of.

use crate::position::Heaps;
use crate::take::Take;
use crate::Player;
use verdict_model::conjecture::{Case, Name, RuleSpace, Suggestion, TableSuggestion};
use verdict_model::input::InputError;
use verdict_model::position::Playable;

/// The most counters searched.
pub const LARGEST: usize = 16;
/// The most heaps searched.
pub const MOST_HEAPS: usize = 4;

/// The rule space of Nim under one take set (`Take::Any`: Nim itself).
pub struct NimRules {
    take: Take,
}

impl NimRules {
    /// The rule space of the game `take` makes; an error when its Grundy values cannot answer
    /// the heaps searched.
    pub fn new(take: Take) -> Result<NimRules, InputError> {
        Heaps::new(vec![LARGEST as u32], Player::Alice, &take)?;
        Ok(NimRules { take })
    }

    /// The game in words: `Nim`, `Nim with take 1,2,3`.
    pub fn game(&self) -> String {
        words(&self.take)
    }
}

/// The game a take set makes, in words: `Nim`, `Nim with take 1,2,3`.
pub fn words(take: &Take) -> String {
    match take {
        Take::Any => "Nim".to_string(),
        Take::Set(_) => format!("Nim with take {}", take.text()),
    }
}

/// The named numbers of a start, in [`NimRules::names`]' order; the last, `g`, is named only
/// under a take set (in Nim it is `x`).
pub fn features(start: &Heaps) -> [i64; MOST_HEAPS + 4] {
    let heaps = start.heaps();
    let mut values = [0i64; MOST_HEAPS + 4];
    for (slot, &h) in values.iter_mut().zip(heaps) {
        *slot = i64::from(h);
    }
    values[MOST_HEAPS] = i64::from(heaps.iter().fold(0, |x, &h| x ^ h));
    values[MOST_HEAPS + 1] = heaps.len() as i64;
    values[MOST_HEAPS + 2] = heaps.iter().map(|&h| i64::from(h)).sum();
    values[MOST_HEAPS + 3] = i64::from(start.nim_sum());
    values
}

/// Every way to write `n` as `parts` positive heaps, in lexicographic order; `visit` returns
/// `false` to stop (and then so does this).
fn compositions(n: u32, parts: usize, prefix: &mut Vec<u32>, visit: &mut dyn FnMut(&[u32]) -> bool) -> bool {
    if parts == 1 {
        prefix.push(n);
        let go_on = visit(prefix);
        prefix.pop();
        return go_on;
    }
    for first in 1..=n.saturating_sub(parts as u32 - 1) {
        prefix.push(first);
        let go_on = compositions(n - first, parts - 1, prefix, visit);
        prefix.pop();
        if !go_on {
            return false;
        }
    }
    true
}

impl RuleSpace for NimRules {
    fn names(&self) -> Vec<Name> {
        let mut names = Name::list(&[
            ("h1", "the first heap's size"),
            ("h2", "the second heap's size (0 when there is one heap)"),
            ("h3", "the third heap's size (0 when there are fewer)"),
            ("h4", "the fourth heap's size (0 when there are fewer)"),
            ("x", "the nim-sum: the sizes added in binary without carrying"),
            ("k", "how many heaps there are"),
            ("n", "how many counters there are in all"),
        ]);
        if !self.take.is_any() {
            names[4].meaning = "the nim-sum of the sizes: the sizes added in binary without carrying (Nim's rule)";
            names.push(Name {
                name: "g",
                meaning: "the nim-sum of the heaps' Grundy values: each heap's value is the least number that no heap one move leaves has",
            });
        }
        names
    }

    fn claimed(&self) -> ([&'static str; 2], usize) {
        (["Alice wins", "Bob wins"], 0)
    }

    fn tables(&self) -> Vec<TableSuggestion> {
        if !self.take.is_any() {
            let game = self.game();
            return vec![
                TableSuggestion::new(
                    "h1",
                    "h2",
                    format!("In {game} too, the first two heaps alone do not decide: a third or fourth heap can turn a cell either way."),
                ),
                TableSuggestion::new(
                    "x",
                    "k",
                    format!("Bouton's rule is Nim's: in {game} a move takes {}. Where a column of this table holds both outcomes, or x = 0 is not all Bob's, the nim-sum of the sizes is not the rule.", self.take.words()),
                ),
                TableSuggestion::new(
                    "g",
                    "k",
                    format!("The nim-sum of the Grundy values decides every start of {game}: the column g = 0 is all Bob's, every other column all Alice's (the Sprague–Grundy theorem)."),
                ),
            ];
        }
        vec![
            TableSuggestion::new(
                "h1",
                "h2",
                "The first two heaps alone do not decide: a third or fourth heap can turn any cell either way (only the column of one heap, h2 = 0, is all Alice's).",
            ),
            TableSuggestion::new(
                "n",
                "k",
                "Neither do the counters and the heaps counted together: 1 3 and 2 2 both have 4 counters in 2 heaps, and 1 3 is Alice's (she makes it 1 1) while 2 2 is Bob's (he copies her every move).",
            ),
            TableSuggestion::new(
                "x",
                "k",
                "The nim-sum decides every start: the column x = 0 is all Bob's, every other column all Alice's (Bouton's rule).",
            ),
        ]
    }

    fn sizes(&self) -> Vec<usize> {
        (1..=LARGEST).collect()
    }

    fn size_words(&self, size: usize) -> String {
        verdict_model::words::counted(size, "counter", "counters")
    }

    /// Every start of `size` counters in one to four heaps: one heap first, then two, and so
    /// on, each count in lexicographic order.
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        // One position of the game whose heaps are as large as any searched: every start is
        // another of its positions, sharing its Grundy values (checked by `NimRules::new`).
        let Ok(game) = Heaps::new(vec![LARGEST as u32], Player::Alice, &self.take) else {
            return;
        };
        for parts in 1..=MOST_HEAPS.min(size) {
            let go_on = compositions(size as u32, parts, &mut Vec::new(), &mut |heaps| {
                let start = game.with(heaps.to_vec(), Player::Alice);
                let all = features(&start);
                let values = if self.take.is_any() { &all[..MOST_HEAPS + 3] } else { &all[..] };
                let claim_holds = start.mover_wins();
                // The page's input writes the take set too: opened in a playground whose menu
                // says another, or followed as a link, it is still this game's start.
                let position = || {
                    let mut input = heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
                    if !self.take.is_any() {
                        input.push_str(" take ");
                        input.push_str(&self.take.text());
                    }
                    (start.text(), input)
                };
                visit(&Case { values, count: 1, claim_holds, position: &position })
            });
            if !go_on {
                return;
            }
        }
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        let rule = |rule: &str, scope: &str, note: String| Suggestion { rule: rule.into(), scope: scope.into(), note };
        if let Take::Set(set) = &self.take {
            let game = self.game();
            let mut rules = vec![
                rule(
                    "n % 2 == 1",
                    "",
                    format!("If every move took one counter, an odd total would be Alice's. In {game} a move takes {}: does the parity of the counters decide?", self.take.words()),
                ),
                rule(
                    "x != 0",
                    "",
                    format!("Bouton's rule, right for Nim, where a move takes any number. In {game} it does not take any number: does the nim-sum of the sizes still decide?"),
                ),
            ];
            // A move takes 1 to m: on one heap, Bob answers t with m + 1 − t.
            let most = set.last().copied().unwrap_or(1);
            if set.iter().copied().eq(1..=most) {
                let step = most + 1;
                rules.push(rule(
                    &format!("h1 % {step} != 0"),
                    "k == 1",
                    format!("One heap in {game}: Bob answers Alice's every take t with {step} − t, so from a multiple of {step} he keeps it a multiple of {step} and takes the last counter."),
                ));
            }
            rules.push(rule(
                "g != 0",
                "",
                format!("The Sprague–Grundy theorem: each heap of {game} plays like a Nim heap of its Grundy value, so Alice wins exactly when the nim-sum of the Grundy values is not 0."),
            ));
            return rules;
        }
        vec![
            rule(
                "n % 2 == 1",
                "",
                "If every move took one counter, an odd total would be Alice's. But a move may take many: the smallest counterexample is one heap of 2, which Alice takes whole.".into(),
            ),
            rule(
                "k % 2 == 1",
                "",
                "One heap is Alice's (she takes it all) and two equal heaps are Bob's (he copies her every move on the other heap). But the count of heaps is not enough: with heaps 1 and 2 Alice evens them.".into(),
            ),
            rule(
                "h1 != h2",
                "k == 2",
                "With two heaps the copying is the whole story: Alice wins exactly when they differ, by evening them and then copying Bob on the other heap.".into(),
            ),
            rule(
                "x != 0",
                "",
                "Bouton's rule (1901): the first player wins exactly when the nim-sum is not 0. It holds on every start searched, and the Play board shows why: a move from nim-sum 0 always spoils it, and from any other nim-sum one move restores it.".into(),
            ),
        ]
    }
}
