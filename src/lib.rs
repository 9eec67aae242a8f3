//! verdict-playground: the registry of games and the wasm-bindgen layer over them.
//!
//! The core is the workspace's crates (ARCHITECTURE.md): `verdict-model` (the seam and the
//! report model), one crate per game, `verdict-reason` (trees, checks, rules over any game).
//! This crate chooses the games by dependency ([`REGISTRY`], one line a game) and adapts them
//! for the browser (`wasm_api`); the CLI (`crates/cli`) and the tests drive the same registry.

pub use verdict_model::{conjecture as rule_space, exercises, input, order, random, report, walk};
pub use verdict_model::{Analysis, InputError, Judged, Options, Report};
pub use verdict_reason::{check, tree};

/// The games, as the seam has them, and each game's crate under its name.
pub mod games {
    #[cfg(feature = "auction")]
    pub use verdict_auction as auction;
    pub use verdict_model::exercises;
    pub use verdict_model::game::*;
    #[cfg(feature = "permutation")]
    pub use verdict_permutation as permutation;
    pub use verdict_reason::check;
    #[cfg(feature = "ticket")]
    pub use verdict_ticket as ticket;
}

/// "Test a rule": what a game offers ([`verdict_model::conjecture`]) and the test itself.
pub mod conjecture {
    pub use verdict_model::conjecture::*;
    pub use verdict_reason::expr;
    pub use verdict_reason::rules::*;
}

pub use verdict_model::game::{analyze, Game};

/// Every game the product knows, in the order the page shows them: those whose crate is a
/// dependency (each game is a cargo feature, all on by default; an embed's module is built with
/// its one game, so a blog reader downloads that game's code and no other's). Adding a game:
/// its crate, its line here and its feature in Cargo.toml (ARCHITECTURE.md, "Adding a game").
pub static REGISTRY: &[Game] = &[
    #[cfg(feature = "ticket")]
    verdict_ticket::GAME,
    #[cfg(feature = "auction")]
    verdict_auction::GAME,
    #[cfg(feature = "permutation")]
    verdict_permutation::GAME,
];

/// The game of the registry named `name`, or why there is none.
pub fn game(name: &str) -> Result<Game, String> {
    Game::named(REGISTRY, name)
}

#[cfg(not(target_arch = "wasm32"))]
pub use verdict_model::game::judge;

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
