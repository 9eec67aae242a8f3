//! The ticket's integration tests, one binary: each file is a module, so the crate is linked
//! once for all of them. They see the ticket, the seam and the shared checks
//! (`verdict-testkit`), and no other game.
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod exercises;
mod hints;
mod lines;
mod messages;
mod positions;
mod rules;
mod spans;
mod tables;
mod teaching;
mod ticket;
mod trees;
mod values;
