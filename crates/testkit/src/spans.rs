//! Every range the core hands the page (an input error's `span`, a report's `input_mark`, an
//! offer's `replace`) is a byte range that starts and ends on character boundaries of the text
//! it is about. The wasm layer converts these to UTF-16 and refuses an offset inside a
//! character (`src/utf16.rs`) rather than guess one: these checks are what keep that refusal
//! from ever reaching the page.

use verdict_model::game::{analyze, position};
use verdict_model::judge::{game_of, headline, JudgeRef};
use verdict_model::Settings;

/// Pieces every game's readers care about (a ticket's, an auction's and a row's tokens), and
/// astral and other multi-byte characters (4 bytes in Rust, 2 units in JavaScript) to put
/// around and inside them.
pub const PIECES: &[&str] = &[
    "🂡",
    "🃁",
    "😀",
    "♥",
    "é",
    "\u{200b}",
    " ",
    "  ",
    "\n",
    "\t",
    ",",
    "-",
    "?",
    "0",
    "9",
    "_",
    "1",
    "2",
    "3",
    "10",
    "1C",
    "1♥",
    "2NT",
    "P",
    "X",
    "XX",
    "AP",
    "*",
    "!",
    "=1=",
    "$1",
    "{",
    "}",
    "{🂡 hand}",
    ";",
    "%",
    "[",
    "]",
    "[Auction \"E\"]",
    "[Note \"1:🂡\"]",
    "[Deal \"N:AKQJ.T98.765.432 - - -\"]",
    "\"",
    "8C",
    "Monocarp",
    "Bicarp",
    "md|",
    "mb|",
    "|",
    "lin=",
];

fn on_boundaries(text: &str, (start, end): (usize, usize), what: &str) -> Result<(), String> {
    if start > end {
        return Err(format!("{what} {start}..{end} of {text:?} runs backwards"));
    }
    for at in [start, end] {
        if !text.is_char_boundary(at) {
            return Err(format!("{what} {start}..{end}: {at} is not a character boundary of {text:?}"));
        }
    }
    Ok(())
}

/// Every span of the page's analysis of `text` (or of its error), of the headline's error and
/// of the position's error, for a game played from positions, falls on character boundaries.
pub fn check_spans(judge: JudgeRef, text: &str, options: &Settings) -> Result<(), String> {
    let game = game_of(judge);
    match analyze(game, text, options) {
        Ok(analysis) => {
            let report = analysis.report();
            if let Some(mark) = report.input_mark {
                on_boundaries(text, mark, "input_mark")?;
            }
            for offer in &report.offers {
                on_boundaries(text, offer.replace, "an offer's replace")?;
            }
        }
        Err(e) => {
            if let Some(span) = e.span {
                on_boundaries(text, span, "the error's span")?;
            }
        }
    }
    if let Err(e) = headline(judge, text, options) {
        if let Some(span) = e.span {
            on_boundaries(text, span, "the headline error's span")?;
        }
    }
    if game.positions().is_some() {
        if let Err(e) = position(game, text) {
            if let Some(span) = e.span {
                on_boundaries(text, span, "the position error's span")?;
            }
        }
    }
    Ok(())
}

/// The two span properties of a game's input, as proptest tests in the calling crate (which
/// depends on proptest): inputs built from [`PIECES`] with settings that include astral
/// characters, 200 cases a game, and arbitrary text. One definition for every game's
/// `tests/it/spans.rs`.
#[macro_export]
macro_rules! span_properties {
    ($judge:expr) => {
        use proptest::prelude::*;
        use verdict_model::Settings;
        use $crate::spans::{check_spans, PIECES};

        fn piece() -> impl Strategy<Value = &'static str> {
            prop::sample::select(PIECES.to_vec())
        }

        proptest! {
            // 200 cases a game: the 600 of the test that drew one of the three games for each case.
            #![proptest_config(ProptestConfig::with_cases(200))]

            #[test]
            fn every_span_falls_on_character_boundaries(
                pieces in prop::collection::vec(piece(), 0..24),
                dealer in prop::sample::select(vec![None, Some("E"), Some("🂡"), Some("s")]),
                vulnerable in prop::sample::select(vec![None, Some("NS"), Some("🂡")]),
            ) {
                let text: String = pieces.concat();
                let options = Settings::new().with("dealer", dealer.unwrap_or_default()).with("vulnerable", vulnerable.unwrap_or_default());
                check_spans($judge, &text, &options).map_err(TestCaseError::fail)?;
            }

            #[test]
            fn spans_of_arbitrary_text_fall_on_character_boundaries(text in "\\PC{0,30}") {
                check_spans($judge, &text, &Settings::default()).map_err(TestCaseError::fail)?;
            }
        }
    };
}
