//! The seam every game implements and the report model every front end renders: values in,
//! values out, no I/O, no wasm, no browser. A game is a crate that depends on this one alone
//! (ARCHITECTURE.md, "Adding a game").

/// The catalogues formatted in Rust: the command line's languages and the tests' English.
// The formatter reads the catalogues at compile time: not in a wasm module a page loads (the page
// formats), so that a catalogue edit does not rebuild the modules.
#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
pub mod catalogue;
pub mod conjecture;
pub mod described;
pub mod exercises;
pub mod game;
pub mod hints;
pub mod input;
pub mod judge;
pub mod line;
pub mod message;
/// Sorts that share one copy of the standard library's sort in the wasm module.
pub mod order;
pub mod players;
pub mod position;
pub mod random;
pub mod report;
pub mod typed_position;
pub mod values;
pub mod walk;
pub mod words;

pub use game::{Game, Judged, Settings};
pub use input::InputError;
pub use message::{Arg, Message};
pub use report::{Analysis, Report};
