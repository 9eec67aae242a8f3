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
