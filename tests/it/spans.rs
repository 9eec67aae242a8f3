//! Every range the core hands the page (an input error's `span`, a report's `input_mark`, an
//! offer's `replace`) is a byte range that starts and ends on character boundaries of the text
//! it is about. The wasm layer converts these to UTF-16 and refuses an offset inside a
//! character (`src/utf16.rs`) rather than guess one: these tests are what keep that refusal
//! from ever reaching the page. Inputs are built with astral characters (4 bytes in Rust, 2
//! units in JavaScript) around and inside the tokens each game reads.

use proptest::prelude::*;
use verdict_playground::games::position;
use verdict_playground::games::{auction, permutation, ticket};
use verdict_playground::headline;
use verdict_playground::{analyze, Game, Settings};

fn on_boundaries(text: &str, (start, end): (usize, usize), what: &str) -> Result<(), TestCaseError> {
    prop_assert!(start <= end, "{what} {start}..{end} of {text:?} runs backwards");
    for at in [start, end] {
        prop_assert!(text.is_char_boundary(at), "{what} {start}..{end}: {at} is not a character boundary of {text:?}");
    }
    Ok(())
}

fn check_spans(game: Game, text: &str, options: &Settings) -> Result<(), TestCaseError> {
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
    if let Err(e) = headline(game, text, options) {
        if let Some(span) = e.span {
            on_boundaries(text, span, "the headline error's span")?;
        }
    }
    if game != auction::GAME {
        if let Err(e) = position(game, text) {
            if let Some(span) = e.span {
                on_boundaries(text, span, "the position error's span")?;
            }
        }
    }
    Ok(())
}

/// Pieces each game's readers care about, and astral and other multi-byte characters.
fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
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
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn every_span_falls_on_character_boundaries(
        pieces in prop::collection::vec(piece(), 0..24),
        game in 0usize..3,
        dealer in prop::sample::select(vec![None, Some("E"), Some("🂡"), Some("s")]),
        vulnerable in prop::sample::select(vec![None, Some("NS"), Some("🂡")]),
    ) {
        let text: String = pieces.concat();
        let game = [ticket::GAME, auction::GAME, permutation::GAME][game];
        let options = Settings::new().with("dealer", dealer.unwrap_or_default()).with("vulnerable", vulnerable.unwrap_or_default());
        check_spans(game, &text, &options)?;
    }

    #[test]
    fn spans_of_arbitrary_text_fall_on_character_boundaries(text in "\\PC{0,30}", game in 0usize..3) {
        let game = [ticket::GAME, auction::GAME, permutation::GAME][game];
        check_spans(game, &text, &Settings::default())?;
    }
}
