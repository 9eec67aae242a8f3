//! Exhaustive game search that knows nothing of the closed form: minimax over every choice of
//! half and digit, memoized on (`?` left in each half, current difference, who moves).
//! Positions within a half are interchangeable, so this covers every
//! move of the real game. Exponential in nothing, but meant for small tickets.
//!
//! It reads the ticket's text itself (shares nothing with `Ticket::counts`, which the closed
//! form decides from), so a mistake in the counting cannot hide by being made on both sides.

use super::Player;
use std::collections::HashMap;

#[derive(Default)]
pub struct Search {
    memo: HashMap<(i64, i64, i64), bool>,
}

impl Search {
    /// The winner of the ticket `text` (digits and `?`, the first half of the characters being
    /// the left half), Monocarp moving first; `None` for a text that is no ticket.
    pub fn winner(&mut self, text: &str) -> Option<Player> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || bytes.len() % 2 == 1 || !bytes.iter().all(|&b| b == b'?' || b.is_ascii_digit()) {
            return None;
        }
        let (left, right) = bytes.split_at(bytes.len() / 2);
        let marks = |half: &[u8]| half.iter().filter(|&&b| b == b'?').count() as i64;
        let digits =
            |half: &[u8]| half.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum::<i64>();
        let monocarp_to_move = true;
        Some(if self.bicarp_wins(marks(left), marks(right), digits(left) - digits(right), monocarp_to_move) {
            Player::Bicarp
        } else {
            Player::Monocarp
        })
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
