//! Exhaustive game search that knows nothing of the closed form: minimax over every choice of
//! half and digit, memoized on (`?` left in each half, current difference, who moves).
//! Positions within a half are interchangeable, so this covers every
//! move of the real game. Exponential in nothing, but meant for small tickets.
//!
//! It reads the ticket's text itself (shares nothing with `Ticket::counts`, which the closed
//! form decides from), so a mistake in the counting cannot hide by being made on both sides.

use super::position::TicketMove;
use super::Player;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use verdict_model::game::Search as Searched;
use verdict_model::position::MoveName;

/// The most `?` the page's check takes: its search solves at most a few hundred thousand
/// positions there, well under a second in the page.
pub const CHECK_MAX_Q: usize = 60;

/// A multiply-and-rotate hash (FxHash's) for the memo's three small integers: faster than the
/// standard SipHash, which guards against keys chosen to collide, and none are chosen here.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&byte| self.write_u64(u64::from(byte)));
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_i64(&mut self, word: i64) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[derive(Default)]
pub struct Search<'a> {
    memo: HashMap<(i64, i64, i64), bool, BuildHasherDefault<Mix>>,
    /// Hears how many positions are solved, every 4 096.
    progress: Option<&'a mut dyn FnMut(u64)>,
}

impl<'a> Search<'a> {
    pub fn with_progress(progress: &'a mut dyn FnMut(u64)) -> Search<'a> {
        Search { memo: HashMap::default(), progress: Some(progress) }
    }

    /// Positions solved so far (a finished ticket counts as one, solved by reading it).
    pub fn solved(&self) -> u64 {
        (self.memo.len() as u64).max(1)
    }

    /// The value of position `cells` (digits and `?`, even length) with Monocarp to move when
    /// `monocarp`, and every move that keeps a win for the player to move, found by trying
    /// each `?` with each digit; or why the search would take too long.
    pub fn position(&mut self, cells: &[u8], monocarp: bool) -> Searched {
        let q = cells.iter().filter(|&&b| b == b'?').count();
        if q > CHECK_MAX_Q {
            return Searched::TooLarge(format!(
                "This position has {q} '?'; the exhaustive search takes up to {CHECK_MAX_Q} (it would solve too many positions)."
            ));
        }
        let half = cells.len() / 2;
        let digits = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| i64::from(b - b'0')).sum::<i64>();
        let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count() as i64;
        let (left, right) = (open(&cells[..half]), open(&cells[half..]));
        let d = digits(&cells[..half]) - digits(&cells[half..]);
        let mover_wins = self.bicarp_wins(left, right, d, monocarp) != monocarp;
        // A move wins when the search gives the position after it to the mover.
        let mut winning = Vec::new();
        for (i, &cell) in cells.iter().enumerate() {
            if cell != b'?' {
                continue;
            }
            for x in 0..=9u8 {
                let (l, r, after) =
                    if i < half { (left - 1, right, d + i64::from(x)) } else { (left, right - 1, d - i64::from(x)) };
                if self.bicarp_wins(l, r, after, !monocarp) != monocarp {
                    winning.push(MoveName::from(TicketMove { position: i, digit: x }));
                }
            }
        }
        Searched::Done { mover_wins, winning, searched: self.solved() }
    }

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
        if let Some(progress) = self.progress.as_mut() {
            if self.memo.len().is_multiple_of(4096) {
                progress(self.memo.len() as u64);
            }
        }
        result
    }
}
