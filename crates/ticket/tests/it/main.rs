//! The ticket's integration tests, one binary: each file is a module, so the crate is linked
//! once for all of them. They see the ticket, the seam and the shared checks
//! (`verdict-testkit`), and no other game.
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod lines;
mod positions;
mod rules;
mod tables;
mod ticket;
mod trees;
mod values;
