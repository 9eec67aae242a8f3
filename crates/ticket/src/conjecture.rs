//! What the ticket offers "Test a rule": the names of a start position's numbers and every
//! ticket of length 2 to 8, class by class. A rule can only see the digit sums and the counts of
//! `?` of each half, and so does the game (Monocarp to move at the start decides it from them):
//! every ticket of a class (the same `L`, `R`, `qL`, `qR`) gets the same answer from both, and
//! one ticket stands for the class. 11^8 = 214 358 881 tickets of length 8 are 9 025 classes.

use super::{winner, Player, Ticket};
use verdict_model::conjecture::{Case, Name, RuleSpace, Suggestion, TableSuggestion};

pub struct TicketRules;

/// The longest ticket searched.
pub const LONGEST: usize = 8;

/// `ways[m][s]`: how many strings of `m` digits have digit sum `s`.
fn digit_strings(longest_half: usize) -> Vec<Vec<u64>> {
    let mut ways = vec![vec![1u64]];
    for m in 1..=longest_half {
        let previous = &ways[m - 1];
        let mut row = vec![0u64; 9 * m + 1];
        for (s, &count) in previous.iter().enumerate() {
            for digit in 0..=9 {
                row[s + digit] += count;
            }
        }
        ways.push(row);
    }
    ways
}

fn choose(n: usize, k: usize) -> u64 {
    (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i + 1) as u64)
}

/// A half of `len` cells with digit sum `sum` over its `len - q` digits (largest first), then
/// `q` `?`.
fn half(len: usize, q: usize, sum: usize) -> String {
    let mut left = sum;
    let mut text = String::with_capacity(len);
    for _ in 0..len - q {
        let digit = left.min(9);
        left -= digit;
        text.push(char::from(b'0' + digit as u8));
    }
    text.extend(std::iter::repeat_n('?', q));
    text
}

impl RuleSpace for TicketRules {
    fn names(&self) -> Vec<Name> {
        Name::list(&[
            ("L", "the digit sum of the left half (its ? count as 0)"),
            ("R", "the digit sum of the right half"),
            ("qL", "how many ? the left half has"),
            ("qR", "how many ? the right half has"),
            ("n", "the ticket's length"),
            ("d", "L − R"),
            ("q", "qL + qR, every ? of the ticket"),
            ("e", "qR − qL, how many more ? the right half has"),
        ])
    }

    /// Bicarp moves second: a rule claims the second player's win.
    fn claimed(&self) -> ([&'static str; 2], usize) {
        (["Monocarp wins", "Bicarp wins"], 1)
    }

    fn sizes(&self) -> Vec<usize> {
        (2..=LONGEST).step_by(2).collect()
    }

    fn size_words(&self, size: usize) -> String {
        format!("length {size}")
    }

    /// By the count of `?`, then the left half's, then the sums: a counterexample with few `?`
    /// comes first.
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        let h = size / 2;
        let ways = digit_strings(h);
        for q in 0..=2 * h {
            for q_left in q.saturating_sub(h)..=q.min(h) {
                let q_right = q - q_left;
                for left in 0..=9 * (h - q_left) {
                    for right in 0..=9 * (h - q_right) {
                        let count =
                            choose(h, q_left) * ways[h - q_left][left] * choose(h, q_right) * ways[h - q_right][right];
                        let text = format!("{}{}", half(h, q_left, left), half(h, q_right, right));
                        let claim_holds = Ticket::parse(&text).is_ok_and(|t| winner(&t.counts()) == Player::Bicarp);
                        let (l, r) = (left as i64, right as i64);
                        let (ql, qr) = (q_left as i64, q_right as i64);
                        let values = [l, r, ql, qr, size as i64, l - r, q as i64, qr - ql];
                        let position = || (format!("{text} Monocarp"), text.clone());
                        if !visit(&Case { values: &values, count, claim_holds, position: &position }) {
                            return;
                        }
                    }
                }
            }
        }
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        Suggestion::everywhere(&[
            (
                "L == R",
                "Equal sums look fair, but the ? are not filled yet: the counterexample has an odd number of ?, so Monocarp writes the last digit.",
            ),
            (
                "L == R && q % 2 == 0",
                "Equal sums and an even count of ?: still wrong when the ? are on one side (00??: Monocarp writes a 9 there, and one digit cannot answer it).",
            ),
            (
                "L == R && qL == qR",
                "Bicarp can copy every digit on the other half, so this one never says Bicarp wrongly; but it misses tickets where two ? balance a 9 (??09).",
            ),
            (
                "2 * (L - R) == 9 * (qR - qL)",
                "Each ? is worth 4.5 to Bicarp: a pair of ? on one side balances exactly 9. This is the whole rule: it holds on every ticket.",
            ),
        ])
    }

    fn tables(&self) -> Vec<TableSuggestion> {
        vec![
            TableSuggestion::new("L", "R", "The two sums alone do not decide: every cell off the lines where L − R is 0, 9 or 18 (either way) is Monocarp's, but on those lines a cell can hold tickets of both players, by how the ? stand."),
            TableSuggestion::new("d", "q", "The difference and the count of ? together still do not decide: where the ? stand matters."),
            TableSuggestion::new("d", "e", "The difference of the sums and how many more ? the right half has decide every ticket: Bicarp wins exactly on the line 2d = 9e."),
        ]
    }
}
