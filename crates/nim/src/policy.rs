//! The line's policy (docs/RULES.md, "Nim"): the move the solver makes from a position, the
//! same in the line, in Play and in the position's view.
//!
//! - When the position can be timed ([`crate::clock`]), both mind the clock: the winner takes
//!   the winning move that ends the game soonest, the loser the move that makes it last
//!   longest; of equally good moves, the first in `verdict moves`' order (by heap, then take).
//! - Otherwise the winner restores nim-sum 0 on the first heap whose Grundy value has a 1 in
//!   the nim-sum's highest column (that heap can always be brought down so: its value loses
//!   that 1, and a heap reaches every smaller value), taking as little as does it; the loser,
//!   whose every move loses, shortens the game: in Nim it takes the whole of the smallest
//!   heap (first of equals), so a game lasts at most twice as many moves as it has heaps; in
//!   a subtraction game it takes the most it can from the largest heap (first of equals).

use crate::clock;
use crate::position::Heaps;
use crate::take::Take;
use verdict_model::position::Playable;

/// Why the policy makes its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    Forced,
    /// The winner brings the nim-sum to 0 (untimed).
    Restores,
    /// The winner brings the nim-sum to 0 and wins as fast as possible, in this many moves.
    Fastest(u32),
    /// The loser makes the game last as long as possible, this many moves.
    Delays(u32),
    /// The loser, untimed, takes the smallest heap whole (Nim).
    SmallestHeap,
    /// The loser, untimed, takes the most it can from the largest heap (a take set).
    LargestHeap,
}

/// A move: from heap `heap` (0-based), `take` counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub heap: usize,
    pub take: u32,
    pub why: Why,
}

/// The highest 1 of `x`'s binary digits, as a bit number.
pub fn top_bit(x: u32) -> u32 {
    31 - x.leading_zeros()
}

/// The winner's untimed move on heap `heap` (whose value has the nim-sum's top bit): the
/// least take that leaves the value that makes the nim-sum 0.
pub fn restoring_take(position: &Heaps, heap: usize) -> Option<u32> {
    let h = position.heaps()[heap];
    let target = position.grundy(heap) ^ position.nim_sum();
    match position.take() {
        Take::Any => (target < h).then(|| h - target),
        Take::Set(_) => position.take().takes(h).find(|&t| position.value_of(h - t) == target),
    }
}

/// The untimed choice (see the module doc); `None` once the game is over.
pub fn untimed(position: &Heaps) -> Option<Choice> {
    if position.is_over() {
        return None;
    }
    let x = position.nim_sum();
    let heaps = position.heaps();
    if x != 0 {
        let bit = top_bit(x);
        let heap = (0..heaps.len()).find(|&i| position.grundy(i) >> bit & 1 == 1)?;
        let take = restoring_take(position, heap)?;
        return Some(Choice { heap, take, why: Why::Restores });
    }
    let live = position.take().smallest_live();
    match position.take() {
        Take::Any => {
            let heap = (0..heaps.len()).filter(|&i| heaps[i] >= 1).min_by_key(|&i| (heaps[i], i))?;
            Some(Choice { heap, take: heaps[heap], why: Why::SmallestHeap })
        }
        Take::Set(_) => {
            let heap = (0..heaps.len()).filter(|&i| heaps[i] >= live).max_by_key(|&i| (heaps[i], usize::MAX - i))?;
            let take = position.take().takes(heaps[heap]).last()?;
            Some(Choice { heap, take, why: Why::LargestHeap })
        }
    }
}

/// The clock's choice, when the position is timed: `None` when it is not (or is over).
pub fn timed(position: &Heaps) -> Option<Choice> {
    let here = clock::timed(position.take(), position.heaps())?;
    let (mv, k) = verdict_model::described::timed_move(position)?;
    let why = if here.wins { Why::Fastest(k) } else { Why::Delays(k) };
    Some(Choice { heap: mv.cell, take: mv.choice?, why })
}

/// The policy's move from `position`, or `None` once the game is over.
pub fn choose(position: &Heaps) -> Option<Choice> {
    if position.is_over() {
        return None;
    }
    let mut choice = match timed(position) {
        Some(choice) => choice,
        None => untimed(position)?,
    };
    if position.legal_count() == 1 {
        choice.why = Why::Forced;
    }
    Some(choice)
}
