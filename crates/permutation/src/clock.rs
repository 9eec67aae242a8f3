//! Remoteness: how many moves a game lasts when both players mind the clock (docs/RULES.md,
//! "Move values and remoteness"): a player who can win wins in as few moves as possible, one
//! who cannot makes the game last as long as possible.
//!
//! Only the segment around 1 matters in detail, and here even the exact count outside does:
//! every outside number is one move whatever the order, available while any is left, so the
//! game's state is (left prefix `l`, right prefix `r`, numbers outside `k`). An arm move at
//! distance `t` leaves prefix `t` and sends `l - t - 1` numbers outside, an outside move takes
//! one away: each move lowers `l + r + k` by exactly one, so the states are solved in order of
//! that sum, no recursion. The table covers every state reachable from an anchor position; its
//! size is `(l + 1)(r + 1)(k + l + r + 1)` at most, refused above [`MAX_STATES`].

use super::state::{Move, Position};
use super::Permutation;
use super::Side;

/// The most states a clock solves: a row of 16 numbers needs at most a few hundred; one of 100
/// numbers with 1 in the middle about 270 000.
pub const MAX_STATES: usize = 1 << 19;

/// A solved state: whether the player to move wins, and in how many moves the game ends from
/// there (this move included) with both players minding the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timed {
    pub mover_wins: bool,
    pub moves: u32,
}

pub struct Clock {
    anchor: Position,
    /// `k` of a state runs up to this (the anchor's outside count plus all it can send outside).
    k_max: usize,
    /// Per side, the interior peaks' distances from 1 (removable from any longer prefix).
    peaks: [Vec<usize>; 2],
    /// Per side, whether the step into the number at distance `t` goes up.
    up: [Vec<bool>; 2],
    table: Vec<Option<Timed>>,
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Left => 0,
        Side::Right => 1,
    }
}

impl Clock {
    /// The clock of every state reachable from `anchor` in `permutation`, or `None` when there
    /// are more than [`MAX_STATES`].
    pub fn new(permutation: &Permutation, anchor: Position) -> Option<Clock> {
        let k_max = anchor.outside.checked_add(anchor.left)?.checked_add(anchor.right)?;
        let size = (anchor.left + 1).checked_mul(anchor.right + 1)?.checked_mul(k_max + 1)?;
        if size > MAX_STATES {
            return None;
        }
        let arm = |side: Side, len: usize| -> (Vec<usize>, Vec<bool>) {
            let up: Vec<bool> = (0..len).map(|t| permutation.steps_up(side, t)).collect();
            let peaks = (0..len.saturating_sub(1)).filter(|&t| up[t] && !up[t + 1]).collect();
            (peaks, up)
        };
        let (left_peaks, left_up) = arm(Side::Left, anchor.left);
        let (right_peaks, right_up) = arm(Side::Right, anchor.right);
        let mut clock =
            Clock { anchor, k_max, peaks: [left_peaks, right_peaks], up: [left_up, right_up], table: vec![None; size] };
        // By the sum l + r + k, smallest first: a move lowers it by one, so the successors of a
        // state are solved before it. The states reachable from the anchor are those with
        // k <= outside + (left - l) + (right - r), that is with a sum up to k_max: each sum's
        // states are made in turn, with no list to sort.
        for sum in 0..=k_max {
            for l in 0..=anchor.left.min(sum) {
                for r in 0..=anchor.right.min(sum - l) {
                    let position = Position { left: l, right: r, outside: sum - l - r };
                    let timed = clock.solve(&position);
                    let at = clock.index(&position)?;
                    clock.table[at] = Some(timed);
                }
            }
        }
        Some(clock)
    }

    fn index(&self, position: &Position) -> Option<usize> {
        let Position { left: l, right: r, outside: k } = *position;
        if l > self.anchor.left || r > self.anchor.right || k > self.k_max {
            return None;
        }
        Some((l * (self.anchor.right + 1) + r) * (self.k_max + 1) + k)
    }

    /// The state's value, when the clock covers it.
    pub fn get(&self, position: &Position) -> Option<Timed> {
        self.table.get(self.index(position)?).copied().flatten()
    }

    /// Every legal move of a covered state: 1 when nothing is attached, each removable arm
    /// number (interior peaks and the prefix's end when it is a rise), one outside move.
    pub fn moves(&self, position: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        if position.left == 0 && position.right == 0 {
            moves.push(Move::RemoveOne);
        }
        for side in [Side::Left, Side::Right] {
            let s = side_index(side);
            let prefix = match side {
                Side::Left => position.left,
                Side::Right => position.right,
            };
            let interior = self.peaks[s].iter().copied().filter(|&t| t + 1 < prefix);
            let end = prefix.checked_sub(1).filter(|&t| self.up[s][t]);
            moves.extend(interior.chain(end).map(|t| Move::Arm { side, t }));
        }
        if position.outside > 0 {
            moves.push(Move::Outside);
        }
        moves
    }

    /// What `mv` gives the player who makes it: whether it wins, and the moves until the end,
    /// this one included.
    pub fn move_value(&self, position: &Position, mv: Move) -> Option<Timed> {
        if mv == Move::RemoveOne {
            return Some(Timed { mover_wins: true, moves: 1 });
        }
        let after = self.get(&apply(position, mv))?;
        Some(Timed { mover_wins: !after.mover_wins, moves: after.moves + 1 })
    }

    fn solve(&self, position: &Position) -> Timed {
        let values = self.moves(position).into_iter().filter_map(|mv| self.move_value(position, mv));
        best(values).unwrap_or(Timed { mover_wins: false, moves: 0 })
    }

    /// The moves that keep the state's value and its clock: the fastest wins, or the longest
    /// losses.
    pub fn best_moves(&self, position: &Position) -> Vec<Move> {
        let Some(target) = self.get(position) else { return Vec::new() };
        self.moves(position).into_iter().filter(|&mv| self.move_value(position, mv) == Some(target)).collect()
    }
}

/// The state a move leads to (as `RowArms::apply`, which needs the row; the clock has the
/// shape of the arms alone).
fn apply(position: &Position, mv: Move) -> Position {
    let mut after = *position;
    match mv {
        Move::RemoveOne => {}
        Move::Outside => after.outside = after.outside.saturating_sub(1),
        Move::Arm { side, t } => {
            let prefix = match side {
                Side::Left => &mut after.left,
                Side::Right => &mut after.right,
            };
            after.outside += prefix.saturating_sub(t + 1);
            *prefix = t.min(*prefix);
        }
    }
    after
}

/// A position's value from its moves' values: won when some move wins, in the fewest moves of
/// those; otherwise lost, in the most moves any move gives.
pub fn best(values: impl IntoIterator<Item = Timed>) -> Option<Timed> {
    let mut fastest_win: Option<u32> = None;
    let mut longest_loss: Option<u32> = None;
    for value in values {
        if value.mover_wins {
            fastest_win = Some(fastest_win.map_or(value.moves, |m| m.min(value.moves)));
        } else {
            longest_loss = Some(longest_loss.map_or(value.moves, |m| m.max(value.moves)));
        }
    }
    match (fastest_win, longest_loss) {
        (Some(moves), _) => Some(Timed { mover_wins: true, moves }),
        (None, Some(moves)) => Some(Timed { mover_wins: false, moves }),
        (None, None) => None,
    }
}
