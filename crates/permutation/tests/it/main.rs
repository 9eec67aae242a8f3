//! The permutation's integration tests, one binary: each file is a module, so the crate is
//! linked once for all of them. They see the permutation, the seam and the shared checks
//! (`verdict-testkit`), and no other game.
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod exercises;
mod families;
mod hints;
mod lines;
mod messages;
mod permutation;
mod positions;
mod rules;
mod spans;
mod teaching;
mod trees;
mod values;
mod vocabulary;
