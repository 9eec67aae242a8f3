//! What the permutation offers "Test a rule": the names of a row's numbers (where 1 stands,
//! and what its two arms look like read outward from 1) and every permutation of 1 to 8
//! numbers, 46 233 of them. With only `n` and `p` no rule can be right past 2 numbers, so the
//! arms are described too: their lengths, their steps down, their removable numbers and their
//! classes (the seven kinds of arm the page's class table teaches).

use super::automaton::{self, class_of};
use super::{winner, Player};
use verdict_model::conjecture::{Case, Name, RuleSpace, Suggestion, TableSuggestion};

pub struct PermutationRules;

/// The most numbers searched: 8! = 40 320 rows of 8.
pub const LARGEST: usize = 8;

/// An arm read outward from 1: its steps down, its removable numbers and its class.
fn arm_facts(arm: &[u32]) -> (i64, i64, i64) {
    let up = |t: usize| t == 0 || arm[t] > arm[t - 1];
    let downs = (1..arm.len()).filter(|&t| !up(t)).count();
    let removable = (0..arm.len()).filter(|&t| up(t) && (t + 1 == arm.len() || !up(t + 1))).count();
    let class = class_of(automaton::arm_state(1, arm.iter().copied()));
    (downs as i64, removable as i64, i64::from(class))
}

/// 1 when an arm's number next to 1 is guarded: smaller than the number beyond it, or with
/// nothing beyond it (an empty arm too); 0 when it is a peak whose removal cuts 1 off.
fn guarded(arm: &[u32]) -> i64 {
    i64::from(arm.len() < 2 || arm[1] > arm[0])
}

/// The named numbers of a row, in [`PermutationRules::names`]' order.
pub fn features(values: &[u32]) -> [i64; 13] {
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).unwrap_or(0);
    let left: Vec<u32> = values[..one].iter().rev().copied().collect();
    let right: Vec<u32> = values[one + 1..].to_vec();
    let (da, pa, ca) = arm_facts(&left);
    let (db, pb, cb) = arm_facts(&right);
    let moves = pa + pb + i64::from(n == 1);
    [
        n as i64,
        one as i64 + 1,
        left.len() as i64,
        right.len() as i64,
        da,
        db,
        pa,
        pb,
        ca,
        cb,
        moves,
        guarded(&left),
        guarded(&right),
    ]
}

/// The next permutation in lexicographic order, in place; `false` after the last.
fn next_permutation(values: &mut [u32]) -> bool {
    let Some(i) = (1..values.len()).rev().find(|&i| values[i - 1] < values[i]) else { return false };
    let j = (i..values.len()).rev().find(|&j| values[j] > values[i - 1]).unwrap_or(i);
    values.swap(i - 1, j);
    values[i..].reverse();
    true
}

impl RuleSpace for PermutationRules {
    fn names(&self) -> Vec<Name> {
        Name::list(&[
            ("n", "how many numbers the row has"),
            ("p", "the place of 1, counting from 1 at the left"),
            ("a", "how many numbers stand left of 1 (p − 1): the left arm's length"),
            ("b", "how many numbers stand right of 1 (n − p): the right arm's length"),
            ("da", "the left arm's steps down, read outward from 1"),
            ("db", "the right arm's steps down, read outward from 1"),
            ("pa", "the left arm's removable numbers at the start (its peaks)"),
            ("pb", "the right arm's removable numbers at the start"),
            ("ca", "the left arm's class, 0 to 6 (the class table)"),
            ("cb", "the right arm's class, 0 to 6"),
            ("m", "Alice's legal first moves"),
            (
                "ga",
                "1 when the number next to 1 on the left is smaller than the one beyond it (or has none beyond it), 0 when it is larger",
                ),
            ("gb", "the same on the right: 1 when the number next to 1 is guarded by a larger one beyond it"),
        ])
    }

    fn claimed(&self) -> ([&'static str; 2], usize) {
        (["Alice wins", "Bob wins"], 0)
    }

    fn sizes(&self) -> Vec<usize> {
        (1..=LARGEST).collect()
    }

    fn size_words(&self, size: usize) -> String {
        verdict_model::words::counted(size, "number", "numbers")
    }

    /// Every permutation of 1..`size`, in lexicographic order.
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        let mut values: Vec<u32> = (1..=size as u32).collect();
        loop {
            let features = features(&values);
            let claim_holds = winner(&values) == Player::Alice;
            let position = || {
                let text = values.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
                (text.clone(), text)
            };
            if !visit(&Case { values: &features, count: 1, claim_holds, position: &position }) {
                return;
            }
            if !next_permutation(&mut values) {
                return;
            }
        }
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        vec![
            Suggestion {
                rule: "n % 2 == 1".into(),
                scope: "".into(),
                note: "If every move removed one number next to 1, an odd row would be Alice's. But a move can cut numbers off: the smallest counterexample shows one.".into(),
            },
            Suggestion {
                rule: "n % 2 == 1".into(),
                scope: "da + db == 0".into(),
                note: "When both arms only rise outward, only the two ends can go, one number a move: then the parity is the whole story.".into(),
            },
            Suggestion {
                rule: "n % 2 == 1".into(),
                scope: "ga == 1 && gb == 1".into(),
                note: "A rule by eye for a larger family: when each number next to 1 is smaller than the one beyond it, no move can cut 1 off early, so all the other numbers go, one a move, before anyone frees 1. It holds on every such row (checked to 10 numbers).".into(),
            },
            Suggestion {
                rule: "ca == 0 || ca == 3 || ca == 5 || ca == 6".into(),
                scope: "b == 0".into(),
                note: "With 1 at the right end only one arm is left, and its class alone decides: classes 0, 3, 5 and 6 win for the player to move.".into(),
            },
        ]
    }

    fn tables(&self) -> Vec<TableSuggestion> {
        vec![
            TableSuggestion::new("a", "b", "The arms' lengths alone do not decide: rows with the same lengths go either way, by how their numbers rise and fall."),
            TableSuggestion::new("ca", "cb", "The two arms' classes decide every row: each cell is one player's, the class table of the rule taught by hand."),
        ]
    }
}
