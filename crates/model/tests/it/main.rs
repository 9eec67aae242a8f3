//! The model's integration tests, one binary (each file a module).
#![cfg(not(target_arch = "wasm32"))]

mod order;
