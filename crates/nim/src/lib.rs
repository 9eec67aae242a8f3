//! Nim and subtraction games (docs/RULES.md, "Nim"): heaps of counters; a move takes from one
//! heap any number of counters (Nim) or one of the numbers of a take set (`take 1,2,3`);
//! whoever cannot move loses.
//!
//! The solver is Bouton's rule, extended by Sprague and Grundy: the player to move loses
//! exactly when the heaps' Grundy values ([`grundy`]: a heap's size in Nim, the mex of its
//! options' values with a take set, periodic and computed to its period) have nim-sum 0.
//! Beside it, [`exhaustive`] is a minimax over every vector of smaller heaps that knows none
//! of that, and [`clock`] times positions by a search over the multisets of live heaps; the
//! tests compare all three, and Grundy values with a mex search of their own.
//!
//! The rest, leaves first: [`take`] (what a move may take, the setting `take`), [`position`]
//! (the heaps, the mover and the take set, as written), [`policy`] (the solver's move: the
//! timed one where [`clock`] affords it), `playable` (a position as every driver plays it),
//! [`board`], [`line`] (the policy's play, told move by move), `explain` (the report),
//! `exercises` (the common kinds of `verdict-model`'s exercises, graded by the nim-sum),
//! [`conjecture`] (what "Test a rule" names), `judge` (the judge format) and `game` (the seam:
//! `Rules`, `Judge`, `Positions`).

pub mod board;
pub mod clock;
pub mod conjecture;
mod exercises;
pub mod exhaustive;
mod explain;
mod game;
pub mod grundy;
mod judge;
pub mod line;
mod playable;
pub mod policy;
pub mod position;
pub mod take;

pub use exercises::read_move;
pub use game::{position as page_position, take_setting, NimGame, GAME, MAX_NIM_INPUT};
pub use playable::{PAD_ALL, PAD_FIRST};

verdict_model::players!(Alice "she", Bob "he");

/// The game's name in links, the CLI and the wasm API.
pub const GAME_NAME: &str = "nim";

/// The setting of what a move may take (`take=1,2,3`; `--take` on the command line).
pub const TAKE: &str = "take";
