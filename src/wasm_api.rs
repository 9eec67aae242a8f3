//! The wasm-bindgen layer: a thin adapter from JavaScript values to the core and back.
//!
//! JavaScript strings index by UTF-16 code units while the core speaks in byte offsets, so
//! spans crossing this boundary are converted here and nowhere else.

use crate::report::{Analysis, Report};
use crate::{Game, InputError, Options};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// A solved input kept on the wasm side, so the page can page through huge tables.
#[wasm_bindgen]
pub struct Session {
    analysis: Analysis,
    input: String,
}

#[wasm_bindgen]
impl Session {
    /// The report, with `input_mark` as a UTF-16 range of the input.
    pub fn report(&self) -> Result<JsValue, JsError> {
        let report: &Report = self.analysis.report();
        let mut report = report.clone();
        report.input_mark = report.input_mark.map(|span| utf16_span(&self.input, span));
        to_js(&report)
    }

    /// Rows `start..start + count` of table `table` (fewer at the end; none past it).
    pub fn rows(&self, table: usize, start: usize, count: usize) -> Result<JsValue, JsError> {
        to_js(&self.analysis.rows(table, start, count))
    }
}

/// Analyzes `input` for `game` (`ticket`, `auction`, `permutation`). Bad input throws an object
/// `{ message, line, column, span, case }` whose `span` is a UTF-16 range of `input`.
#[wasm_bindgen]
pub fn analyze(game: &str, input: String, dealer: Option<String>) -> Result<Session, JsValue> {
    let game: Game = game.parse().map_err(|e: String| JsValue::from(JsError::new(&e)))?;
    match crate::analyze(game, &input, &Options { dealer }) {
        Ok(analysis) => Ok(Session { analysis, input }),
        Err(error) => Err(error_to_js(&input, error)),
    }
}

fn error_to_js(input: &str, mut error: InputError) -> JsValue {
    error.span = error.span.map(|span| utf16_span(input, span));
    to_js(&error).unwrap_or_else(JsValue::from)
}

fn utf16_span(text: &str, (start, end): (usize, usize)) -> (usize, usize) {
    let units = |byte: usize| text.get(..byte.min(text.len())).map_or(0, |s| s.encode_utf16().count());
    (units(start), units(end))
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    // JSON-compatible: `None` becomes null and structs become plain objects.
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}
