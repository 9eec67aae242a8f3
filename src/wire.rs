//! What the wasm layer sends to JavaScript beside the core's own values: a result with the time
//! it took, and the messages a long call posts while it runs. Built for the wasm layer and for
//! the unit test that derives the package's TypeScript from these types (`typescript.rs`).

use crate::report::Headline;
use serde::Serialize;

/// A result and the time it took, by the worker's clock.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Timed<T> {
    pub report: T,
    pub millis: f64,
}

/// Posted from inside a long search (`check`, `stress`): `{ id, progress: { done, millis } }`.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ProgressMessage {
    /// The request number the call was given.
    pub id: u32,
    pub progress: Progress,
}

#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Progress {
    /// Positions searched (`check`) or positions checked (`stress`) so far.
    #[cfg_attr(test, ts(type = "number"))]
    pub done: u64,
    pub millis: f64,
}

/// Posted by `analyze` given a request number, as soon as the verdict is known.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HeadlineMessage {
    pub id: u32,
    pub headline: Headline,
}

/// What "Test a rule" offers for a game (`rule_space`): what a true rule claims, the names a
/// rule may use with their meanings, the suggested rules, the sizes searched.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "RuleSpace"))]
pub struct RuleSpaceView {
    /// The game searched, with its settings: `Nim with take 1,2,3`.
    pub game: String,
    pub claim: &'static str,
    pub denial: &'static str,
    pub names: Vec<crate::conjecture::Name>,
    pub suggestions: Vec<crate::conjecture::Suggestion>,
    pub sizes: Vec<String>,
    /// The outcome tables to open, in a lesson's order (docs/RULES.md, "Outcome tables").
    pub tables: Vec<crate::conjecture::TableSuggestion>,
}

impl RuleSpaceView {
    pub fn of(game: &crate::games::Configured, space: &dyn crate::conjecture::RuleSpace) -> RuleSpaceView {
        RuleSpaceView {
            game: game.words(),
            claim: space.claim(),
            denial: space.denial(),
            names: space.names(),
            suggestions: space.suggestions(),
            sizes: space.sizes().into_iter().map(|size| space.size_words(size)).collect(),
            tables: space.tables(),
        }
    }
}
