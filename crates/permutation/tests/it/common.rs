//! Checks the permutation's tests share.

use verdict_model::judge::judge_all;
use verdict_model::{InputError, Judged};

/// The permutation's judge format on a whole input, every case kept.
pub fn judge(stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    judge_all(&verdict_permutation::PermutationGame, stdin, explain)
}

/// The permutation game with its clock, by plain minimax over the sets of removed places: no
/// segments, arms, classes or parity, only docs/RULES.md's rule for a move and its definition
/// of remoteness (a winner wins as fast as possible, a loser makes the game last as long as
/// possible). `removed` marks the walls of the row; values are (mover wins, moves to the end).
pub struct PlainClock {
    values: Vec<u32>,
    one: usize,
    memo: std::collections::HashMap<u64, (bool, u32)>,
}

impl PlainClock {
    /// The game on `row` (numbers, `None` for removed ones); its 1 must be present.
    pub fn new(row: &[Option<u32>]) -> PlainClock {
        let values: Vec<u32> = row.iter().map(|v| v.unwrap_or(u32::MAX)).collect();
        let one = values.iter().position(|&v| v == 1).expect("1 is present");
        PlainClock { values, one, memo: std::collections::HashMap::new() }
    }

    /// The walls of `row` as a set of removed places.
    pub fn mask(row: &[Option<u32>]) -> u64 {
        (0..row.len()).filter(|&i| row[i].is_none()).fold(0, |m, i| m | 1 << i)
    }

    pub fn removable(&self, removed: u64, i: usize) -> bool {
        let present = |j: usize| j < self.values.len() && removed >> j & 1 == 0;
        present(i)
            && (i == 0 || !present(i - 1) || self.values[i] > self.values[i - 1])
            && (!present(i + 1) || self.values[i] > self.values[i + 1])
    }

    /// What removing place `i` gives the player who removes it: (wins, moves until the end,
    /// this one included).
    pub fn move_value(&mut self, removed: u64, i: usize) -> (bool, u32) {
        if i == self.one {
            return (true, 1);
        }
        let (wins, moves) = self.value(removed | 1 << i);
        (!wins, moves + 1)
    }

    /// The position's value for the player to move: the fastest win, else the longest loss.
    pub fn value(&mut self, removed: u64) -> (bool, u32) {
        if let Some(&known) = self.memo.get(&removed) {
            return known;
        }
        let moves: Vec<usize> = (0..self.values.len()).filter(|&i| self.removable(removed, i)).collect();
        let values: Vec<(bool, u32)> = moves.into_iter().map(|i| self.move_value(removed, i)).collect();
        let fastest_win = values.iter().filter(|v| v.0).map(|v| v.1).min();
        let longest_loss = values.iter().map(|v| v.1).max().unwrap_or(0);
        let value = match fastest_win {
            Some(moves) => (true, moves),
            None => (false, longest_loss),
        };
        self.memo.insert(removed, value);
        value
    }
}

/// Whether the line times a row position (docs/RULES.md, "Move values and remoteness"): when
/// its states, (l + 1)(r + 1)(k + l + r + 1) for the l and r numbers attached on each side of 1
/// and k outside, are at most the clock's limit.
pub fn timed(row: &[Option<u32>]) -> bool {
    let Some(one) = row.iter().position(|&v| v == Some(1)) else { return false };
    let l = row[..one].iter().rev().take_while(|v| v.is_some()).count();
    let r = row[one + 1..].iter().take_while(|v| v.is_some()).count();
    let k = row.iter().flatten().count() - 1 - l - r;
    (l + 1) * (r + 1) * (k + l + r + 1) <= verdict_permutation::clock::MAX_STATES
}

/// The product's clock of a row position (its `Playable::value`), for lines too long for the
/// plain search; that value is itself checked against [`PlainClock`] on every small row.
pub fn clock_of(row: &[Option<u32>]) -> Option<u32> {
    let text: Vec<String> = row.iter().map(|v| v.map_or("_".to_string(), |v| v.to_string())).collect();
    let position = verdict_permutation::position::RowPosition::parse(&text.join(" ")).ok()?;
    verdict_model::position::Playable::value(&position).moves
}

pub use verdict_testkit::for_each_permutation;

/// Calls `visit` with every position of the row `values` (each set of removed places that keeps
/// 1, as a mask) and its text, `_` for each removed number.
pub fn for_each_row_position(values: &[u32], mut visit: impl FnMut(u32, &str)) {
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).expect("a row holds 1");
    for mask in 0u32..1 << n {
        if mask >> one & 1 == 1 {
            continue;
        }
        let text: Vec<String> =
            (0..n).map(|i| if mask >> i & 1 == 1 { "_".to_string() } else { values[i].to_string() }).collect();
        visit(mask, &text.join(" "));
    }
}
