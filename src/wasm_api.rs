//! The wasm-bindgen layer: each export checks its arguments (`boundary`), calls the core, and
//! returns the core's value as a plain JavaScript value. Nothing else lives here.
//!
//! Adding an export: a function with `#[wasm_bindgen]`, its parameters `JsValue` (typed for
//! TypeScript with `unchecked_param_type`), read with `boundary::text`, `whole`, `game`, …,
//! returning `Result<JsValue, JsValue>` through `boundary::to_js`, and its value's type named
//! in `unchecked_return_type`; a new type of the core it returns gets
//! `#[cfg_attr(test, derive(ts_rs::TS))]` and a line in `src/typescript.rs`. Never throw from
//! Rust and never touch a caller's value other than through `boundary` (see its doc: an
//! exception through the module's frames leaks its stack).

// Without the panels, some of the arguments' readers and the progress clock go unused.
#[cfg_attr(not(feature = "panels"), allow(dead_code))]
mod boundary;
#[cfg(feature = "panels")]
mod panels;
#[cfg_attr(not(feature = "panels"), allow(dead_code))]
mod progress;
mod sessions;

use boundary::{input_error, optional_whole, to_js};
use progress::Progress;
use wasm_bindgen::prelude::*;

pub use sessions::{in_use, live, HELD_LIMIT, MAX_WINDOW, REQUEST_LIMIT};
// The panels' exports under the same path as the others (the browser tests call them so).
#[cfg(feature = "panels")]
pub use panels::*;

/// The types of the values the exports return, derived from the core's types
/// (`cargo test --lib typescript` checks the file is the derivation).
#[wasm_bindgen(typescript_custom_section)]
const DERIVED_TYPES: &str = include_str!("wasm_api/types.d.ts");

/// The session object `analyze` returns (made in `sessions.rs`, not a Rust type).
#[wasm_bindgen(typescript_custom_section)]
const SESSION_TYPE: &str = r#"
/** A solved input held by the module. Calls after `free()` throw an Error; they never trap. */
export interface Session {
  /** The report, with `input_mark` and the offers' ranges in UTF-16 units of the input. */
  report(): Report;
  /** Rows `start..start + count` of table `table` (fewer at the end); at most 10 000 a call. */
  rows(table: number, start: number, count: number): Message[][];
  /** Step `index` of the line (0 is the input), or null past its end. */
  step(index: number): Step | null;
  /** The values of steps `start..start + count` of the line (at most 10 000): the value strip. */
  values(start: number, count: number): StepValue[];
  /** Gives the session's memory back; later calls throw. */
  free(): void;
  [Symbol.dispose](): void;
}
"#;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// Analyzes `input` (a string, or a file's bytes) for `game`. Bad input throws an `InputError`
/// whose `span` is a UTF-16 range of `input`. In a worker, given a `request` number, it posts
/// `{ id: request, headline }` (a `HeadlineMessage`) as soon as the verdict is known.
#[wasm_bindgen(unchecked_return_type = "Session")]
pub fn analyze(
    #[wasm_bindgen(unchecked_param_type = "GameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] request: JsValue,
) -> Result<JsValue, JsValue> {
    // First, before the input is copied in.
    sessions::room_for_another()?;
    let game = boundary::game(&game)?;
    let input = boundary::input(&input)?;
    let options = boundary::settings(&settings)?;
    let request = optional_whole(&request, "request", u32::MAX as usize)?.map(|id| Progress::new(id as u32));
    let analysis = crate::games::analyze_with_headline(game, &input, &options, &mut |headline| {
        request.as_ref().inspect(|progress| progress.headline(headline));
    })
    .map_err(|error| input_error(&input, error))?;
    sessions::open(sessions::Held::new(analysis, &input))
}

/// A request begins (the page's worker calls this before each, in every module it has loaded,
/// a game's own module as well as one with the panels): until the next, the module may allocate
/// at most `limit` bytes (1 GiB when undefined) beyond what it holds now; the allocation past
/// them is refused, which traps, and `request_refused` says so. Before any call, the ceiling is
/// the sessions' limit and one request's, 2 GiB.
#[wasm_bindgen]
pub fn request_begins(#[wasm_bindgen(unchecked_optional_param_type = "number")] limit: JsValue) -> Result<(), JsValue> {
    let limit = optional_whole(&limit, "limit", usize::MAX)?;
    sessions::begin_request(limit);
    Ok(())
}

/// The size in bytes of the allocation refused since the last `request_begins` (0: none), read
/// from a module that trapped to tell a request that needed too much memory from any other trap.
#[wasm_bindgen]
pub fn request_refused() -> f64 {
    sessions::refused() as f64
}

/// The most bytes the module has held since the last `request_begins` beyond what it held then:
/// the current (or last) request's peak (bench/memory.mjs prints it for every export).
#[wasm_bindgen]
pub fn request_peak() -> f64 {
    sessions::peak() as f64
}

/// What the page shows about every game (labels, rules, examples, settings), in the registry's
/// order: the page has no per-game code of its own.
#[wasm_bindgen(unchecked_return_type = "About[]")]
pub fn games() -> Result<JsValue, JsValue> {
    to_js(&crate::REGISTRY.iter().map(|game| game.about()).collect::<Vec<_>>())
}
