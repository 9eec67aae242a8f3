//! Exhaustive game search that knows nothing of the closed form: minimax over every choice of
//! half and digit, memoized on (`?` left in each half, current difference, who moves).
//! Positions within a half are interchangeable, so this covers every
//! move of the real game. Exponential in nothing, but meant for small tickets.

use super::{Counts, Player};
use std::collections::HashMap;

#[derive(Default)]
pub struct Search {
    memo: HashMap<(i64, i64, i64), bool>,
}

impl Search {
    /// The winner from `counts`, Monocarp moving first.
    pub fn winner(&mut self, counts: &Counts) -> Player {
        let monocarp_to_move = true;
        if self.bicarp_wins(counts.left_q, counts.right_q, counts.d(), monocarp_to_move) {
            Player::Bicarp
        } else {
            Player::Monocarp
        }
    }

    /// Whether Bicarp wins with `left_q` and `right_q` '?' left, the left half's digits `d`
    /// ahead of the right half's, and Monocarp to move when `monocarp`.
    pub fn bicarp_wins(&mut self, left_q: i64, right_q: i64, d: i64, monocarp: bool) -> bool {
        if left_q == 0 && right_q == 0 {
            return d == 0;
        }
        let key = (left_q, right_q, d * 2 + i64::from(monocarp));
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut outcomes = Vec::with_capacity(20);
        for digit in 0..=9 {
            if left_q > 0 {
                outcomes.push(self.bicarp_wins(left_q - 1, right_q, d + digit, !monocarp));
            }
            if right_q > 0 {
                outcomes.push(self.bicarp_wins(left_q, right_q - 1, d - digit, !monocarp));
            }
        }
        let result = if monocarp { outcomes.iter().all(|&b| b) } else { outcomes.iter().any(|&b| b) };
        self.memo.insert(key, result);
        result
    }
}
