//! The root package's integration tests: what the registry promises, over every game it holds
//! (registry, layout), and the features that reach the games through it (outcome tables, typed
//! positions). Each game's own tests are in its crate (`crates/<game>/tests/it/`), the seam's in
//! `crates/reason/tests/it/`, the model's in `crates/model/tests/it/`.
#![cfg(not(target_arch = "wasm32"))]

mod layout;
mod outcomes;
mod registry;
mod take_positions;
mod typed;

pub use verdict_testkit::for_each_permutation;
