//! The native integration tests, one binary: each file is a module, so the crate is linked once
//! for all of them instead of once per file (most of `make test`'s build time on 2 cores).
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod exercises;
mod messages;
mod registry;
mod spans;
mod teaching;
