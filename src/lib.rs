//! verdict-playground's core: three games judged exactly, as values in and values out.
//!
//! Nothing here does I/O or knows about the browser. The CLI (`src/bin/verdict.rs`), the wasm
//! bindings (`src/wasm_api.rs`) and the tests are thin drivers around [`analyze`] and [`judge`].

pub mod conjecture;
pub mod games;
pub mod input;
/// Sorts that share one copy of the standard library's sort in the wasm module.
pub mod order;
pub mod random;
pub mod report;
pub mod tree;
pub mod walk;

/// The wasm package's TypeScript declarations, derived from the types (a unit test).
#[cfg(test)]
mod typescript;
/// The adapter's byte-to-UTF-16 span conversion, also built for the native unit tests.
#[cfg(any(target_arch = "wasm32", test))]
mod utf16;
/// The wasm-bindgen adapter (public so the browser tests can drive it).
#[cfg(target_arch = "wasm32")]
pub mod wasm_api;
/// What the wasm layer sends beside the core's values (also built for the TypeScript derivation).
#[cfg(any(target_arch = "wasm32", test))]
pub mod wire;

#[cfg(not(target_arch = "wasm32"))]
pub use games::judge;
pub use games::{analyze, Game, Judged, Options};
pub use input::InputError;
pub use report::{Analysis, Report};
