//! A position of the game as the solvers hold it, and a move in it: the leaf the play, the clock
//! and the line share.

use super::Side;

/// A position: how many numbers of each arm are still attached to 1, and how many are outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub left: usize,
    pub right: usize,
    pub outside: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Remove 1 (legal once both arms are gone): wins.
    RemoveOne,
    /// Remove the arm number at distance `t` from 1.
    Arm { side: Side, t: usize },
    /// Remove some number outside the segment holding 1.
    Outside,
}
