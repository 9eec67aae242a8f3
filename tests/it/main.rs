//! The root package's integration tests: what the registry promises, over every game it holds
//! and without naming one. Each game's own tests are in its crate (`crates/<game>/tests/it/`),
//! the seam's in `crates/reason/tests/it/`, the model's in `crates/model/tests/it/`.
#![cfg(not(target_arch = "wasm32"))]

mod registry;
