//! Checks shared by the games' integration tests (`crates/<game>/tests/it/`), over the seam of
//! `verdict-model` and the reasoning of `verdict-reason` alone: none names a game, so each
//! game's tests depend on that game and this crate, and on no other game. What only one game's
//! tests need stays in that game's `tests/it/common.rs`.

pub mod board;
pub mod exercises;
pub mod hints;
pub mod lines;
pub mod positions;
pub mod spans;
pub mod tables;
pub mod trees;
pub mod words;
