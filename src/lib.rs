//! verdict-playground: the registry of games and the wasm-bindgen layer over them.
//!
//! The core is the workspace's crates (ARCHITECTURE.md): `verdict-model` (the seam and the
//! report model), one crate per game, `verdict-reason` (trees, checks, rules over any game).
//! This crate chooses the games by dependency ([`REGISTRY`], one line a game) and adapts them
//! for the browser (`wasm_api`); the CLI (`crates/cli`) and the tests drive the same registry.

pub use verdict_model::{
    conjecture as rule_space, exercises, input, judge, line, order, position, random, report, values, walk, words,
};
pub use verdict_model::{Analysis, InputError, Judged, Report, Settings};
pub use verdict_reason::{check, tree};

/// "Test a rule": what a game offers ([`verdict_model::conjecture`]) and the test itself.
pub mod conjecture {
    pub use verdict_model::conjecture::*;
    pub use verdict_reason::expr;
    pub use verdict_reason::rules::*;
}

pub use verdict_model::game::{analyze, Game};
pub use verdict_model::judge::{Judge, JudgeRef};

/// The registry: one line a game, its cargo feature, the type that implements the seam and the
/// name its crate has under [`games`]. It makes the two lists every driver reads, in the same order: [`REGISTRY`] (the games'
/// `Rules`, what the page and the wasm API see) and [`judges`] (the same games' `Judge`, which
/// only the CLI and the tests call, so that the wasm module carries no judge). Adding a game:
/// its crate, its line here and its feature in Cargo.toml (ARCHITECTURE.md, "Adding a game").
macro_rules! registry {
    ($($feature:literal => $krate:ident :: $game:ident as $name:ident,)*) => {
        /// The games, as the seam has them, and each game's crate under its name.
        pub mod games {
            pub use verdict_model::exercises;
            pub use verdict_model::game::*;
            pub use verdict_reason::check;
            $(#[cfg(feature = $feature)] pub use $krate as $name;)*
        }

        /// Every game the product knows, in the order the page shows them: those whose crate is
        /// a dependency (each game is a cargo feature, all on by default; an embed's module is
        /// built with its one game, so a blog reader downloads that game's code and no other's).
        #[cfg(feature = "panels")]
        pub static REGISTRY: &[Game] = &[$(#[cfg(feature = $feature)] Game::new(&$krate::$game),)*];
        /// Without the panels, each game's analysis alone ([`Game::analysis_only`]: its vtable
        /// leaves the panels' methods, and what they reach, out of the module).
        #[cfg(not(feature = "panels"))]
        pub static REGISTRY: &[Game] = &[$(#[cfg(feature = $feature)] Game::analysis_only(&$krate::$game),)*];

        /// The judge formats of the games of [`REGISTRY`], in its order.
        pub fn judges() -> &'static [JudgeRef] {
            &[$(#[cfg(feature = $feature)] &$krate::$game,)*]
        }
    };
}

registry! {
    "ticket" => verdict_ticket::TicketGame as ticket,
    "auction" => verdict_auction::AuctionGame as auction,
    "permutation" => verdict_permutation::PermutationGame as permutation,
    "nim" => verdict_nim::NimGame as nim,
    "wythoff" => verdict_wythoff::WythoffGame as wythoff,
}

/// The game of the registry named `name`, or why there is none.
pub fn game(name: &str) -> Result<Game, String> {
    Game::named(REGISTRY, name)
}

/// The judge of the registry's `game` (a game of the registry has one).
pub fn judge_for(game: Game) -> JudgeRef {
    judges()
        .iter()
        .copied()
        .find(|judge| judge.name() == game.name())
        .expect("every game of the registry has its judge")
}

/// Judges a whole judge-format input for `game`, every case kept (tests and small inputs; the
/// CLI streams with [`Judge::judge`]).
pub fn judge(game: Game, stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    verdict_model::judge::judge_all(judge_for(game), stdin, explain)
}

/// The verdict and its reason for the page's input of `game`, without the tables.
pub fn headline(game: Game, text: &str, options: &Settings) -> Result<report::Headline, InputError> {
    verdict_model::judge::headline(judge_for(game), text, options)
}

/// The judge of the game named `name`, or why there is none.
pub fn judge_of(name: &str) -> Result<JudgeRef, String> {
    let game = game(name)?;
    judges().iter().copied().find(|judge| judge.name() == game.name()).ok_or_else(|| format!("the {name} has no judge"))
}

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
