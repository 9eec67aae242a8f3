//! The auction's integration tests, one binary: each file is a module, so the crate is linked
//! once for all of them. They see the auction, the seam and the shared checks
//! (`verdict-testkit`), and no other game.
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod auction;
mod exercises;
mod lines;
mod messages;
mod positions;
mod records;
mod spans;
mod words;
