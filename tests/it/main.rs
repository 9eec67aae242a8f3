//! The native integration tests, one binary: each file is a module, so the crate is linked once
//! for all of them instead of once per file (most of `make test`'s build time on 2 cores).
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod auction;
mod exercises;
mod layout;
mod lines;
mod messages;
mod order;
mod outcomes;
mod permutation;
mod positions;
mod records;
mod registry;
mod rules;
mod seam;
mod spans;
mod tables;
mod teaching;
mod ticket;
mod trees;
mod typed;
mod values;
