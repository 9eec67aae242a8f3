//! What Nim offers "Test a rule": each of up to four heaps (`h1` … `h4`, 0 for a heap that is
//! not there), the nim-sum `x`, the count of heaps `k` and of counters `n`; and every start of
//! up to four non-empty heaps and [`LARGEST`] counters, smallest total first. The rules are
//! Nim's (a move takes any number); a take set changes the game, not these names.

use crate::position::Heaps;
use crate::take::Take;
use crate::Player;
use verdict_model::conjecture::{Case, Name, RuleSpace, Suggestion, TableSuggestion};

pub struct NimRules;

/// The most counters searched.
pub const LARGEST: usize = 16;
/// The most heaps searched.
pub const MOST_HEAPS: usize = 4;

/// The named numbers of a start, in [`NimRules::names`]' order.
pub fn features(heaps: &[u32]) -> [i64; MOST_HEAPS + 3] {
    let mut values = [0i64; MOST_HEAPS + 3];
    for (slot, &h) in values.iter_mut().zip(heaps) {
        *slot = i64::from(h);
    }
    values[MOST_HEAPS] = i64::from(heaps.iter().fold(0, |x, &h| x ^ h));
    values[MOST_HEAPS + 1] = heaps.len() as i64;
    values[MOST_HEAPS + 2] = heaps.iter().map(|&h| i64::from(h)).sum();
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
        vec![
            Name { name: "h1", meaning: "the first heap's size" },
            Name { name: "h2", meaning: "the second heap's size (0 when there is one heap)" },
            Name { name: "h3", meaning: "the third heap's size (0 when there are fewer)" },
            Name { name: "h4", meaning: "the fourth heap's size (0 when there are fewer)" },
            Name { name: "x", meaning: "the nim-sum: the sizes added in binary without carrying" },
            Name { name: "k", meaning: "how many heaps there are" },
            Name { name: "n", meaning: "how many counters there are in all" },
        ]
    }

    fn claim(&self) -> &'static str {
        "Alice wins"
    }

    fn denial(&self) -> &'static str {
        "Bob wins"
    }

    fn claim_is_first(&self) -> bool {
        true
    }

    fn tables(&self) -> Vec<TableSuggestion> {
        vec![
            TableSuggestion {
                x: "h1",
                y: "h2",
                note: "The first two heaps alone do not decide: a third or fourth heap can turn any cell either way (only the column of one heap, h2 = 0, is all Alice's).",
            },
            TableSuggestion {
                x: "n",
                y: "k",
                note: "Neither do the counters and the heaps counted together: 1 3 and 2 2 both have 4 counters in 2 heaps, and 1 3 is Alice's (she makes it 1 1) while 2 2 is Bob's (he copies her every move).",
            },
            TableSuggestion {
                x: "x",
                y: "k",
                note: "The nim-sum decides every start: the column x = 0 is all Bob's, every other column all Alice's (Bouton's rule).",
            },
        ]
    }

    fn sizes(&self) -> Vec<usize> {
        (1..=LARGEST).collect()
    }

    fn size_words(&self, size: usize) -> String {
        if size == 1 {
            "1 counter".to_string()
        } else {
            format!("{size} counters")
        }
    }

    /// Every start of `size` counters in one to four heaps: one heap first, then two, and so
    /// on, each count in lexicographic order.
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        for parts in 1..=MOST_HEAPS.min(size) {
            let go_on = compositions(size as u32, parts, &mut Vec::new(), &mut |heaps| {
                let values = features(heaps);
                let start = Heaps::new(heaps.to_vec(), Player::Alice, &Take::Any).expect("a small start");
                let claim_holds = start.mover_wins();
                let position = || {
                    let input = heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
                    (start.text(), input)
                };
                visit(&Case { values: &values, count: 1, claim_holds, position: &position })
            });
            if !go_on {
                return;
            }
        }
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        vec![
            Suggestion {
                rule: "n % 2 == 1",
                scope: "",
                note: "If every move took one counter, an odd total would be Alice's. But a move may take many: the smallest counterexample is one heap of 2, which Alice takes whole.",
            },
            Suggestion {
                rule: "k % 2 == 1",
                scope: "",
                note: "One heap is Alice's (she takes it all) and two equal heaps are Bob's (he copies her every move on the other heap). But the count of heaps is not enough: with heaps 1 and 2 Alice evens them.",
            },
            Suggestion {
                rule: "h1 != h2",
                scope: "k == 2",
                note: "With two heaps the copying is the whole story: Alice wins exactly when they differ, by evening them and then copying Bob on the other heap.",
            },
            Suggestion {
                rule: "x != 0",
                scope: "",
                note: "Bouton's rule (1901): the first player wins exactly when the nim-sum is not 0. It holds on every start searched, and the Play board shows why: a move from nim-sum 0 always spoils it, and from any other nim-sum one move restores it.",
            },
        ]
    }
}
