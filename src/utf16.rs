//! The wasm layer's one conversion: a byte range of the core as a range of UTF-16 code units,
//! the units JavaScript strings index by (`"🂡".length` is 2; the core's `"🂡".len()` is 4).
//!
//! Only `wasm_api` converts (ARCHITECTURE.md: the wasm layer is the only place that knows
//! about UTF-16). The conversion lives in this plain module, compiled for the wasm build and
//! for the native unit tests, so that it is tested without a browser.

/// A span the core should never make: an offset inside a character, or past the text's end.
/// Converting it would point the page at the wrong place, so it is refused, not guessed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotABoundary {
    pub byte: usize,
    pub len: usize,
}

/// The UTF-16 offset of byte offset `byte` of `text`.
pub fn offset(text: &str, byte: usize) -> Result<usize, NotABoundary> {
    let before = text.get(..byte).ok_or(NotABoundary { byte, len: text.len() })?;
    Ok(before.encode_utf16().count())
}

/// The byte range `start..end` of `text` as a UTF-16 range.
pub fn span(text: &str, (start, end): (usize, usize)) -> Result<(usize, usize), NotABoundary> {
    Ok((offset(text, start)?, offset(text, end)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{auction, permutation, ticket};
    use crate::{analyze, Settings};

    /// What JavaScript's `text.slice(start, end)` gives for a UTF-16 range: the test's own
    /// reading of the range, by code units, not by the conversion above.
    fn js_slice(text: &str, (start, end): (usize, usize)) -> String {
        let units: Vec<u16> = text.encode_utf16().collect();
        String::from_utf16(&units[start..end]).expect("the range cuts no surrogate pair")
    }

    #[test]
    fn astral_characters_count_two_units() {
        let text = "a🂡é♥b";
        // Bytes: a 0, 🂡 1..5, é 5..7, ♥ 7..10, b 10..11. Units: a 0, 🂡 1..3, é 3, ♥ 4, b 5.
        assert_eq!([0, 1, 5, 7, 10, 11].map(|b| offset(text, b)), [0, 1, 3, 4, 5, 6].map(Ok));
        assert_eq!(js_slice(text, span(text, (1, 5)).unwrap()), "🂡");
        assert_eq!(js_slice(text, span(text, (10, 11)).unwrap()), "b");
    }

    #[test]
    fn an_offset_inside_a_character_or_past_the_end_is_refused() {
        let text = "1🂡2";
        for byte in [2, 3, 4] {
            assert_eq!(offset(text, byte), Err(NotABoundary { byte, len: 6 }), "byte {byte} is inside 🂡");
        }
        assert_eq!(offset(text, 7), Err(NotABoundary { byte: 7, len: 6 }));
        assert_eq!(span(text, (0, 3)), Err(NotABoundary { byte: 3, len: 6 }), "a bad end spoils the span");
        assert_eq!(span(text, (5, 6)), Ok((3, 4)));
    }

    /// The mark of an illegal call after a PBN comment holding an astral card symbol: the range
    /// the page gets must select the call itself, not text shifted by the symbol's extra unit.
    #[test]
    fn the_illegal_call_after_an_emoji_comment_is_marked_exactly() {
        for (input, call) in [
            ("{🂡 hand} 1C X P XX P P", "XX"),
            ("1♥ {🂡🂮 two} P P P {🃁} 2C", "2C"),
            ("[Auction \"N\"]\n1S ; 🂡 lead\nP 1H", "1H"),
        ] {
            let analysis = analyze(auction::GAME, input, &Settings::default()).unwrap();
            let report = analysis.report();
            assert_eq!(report.verdict, "illegal", "{input}");
            let mark = span(input, report.input_mark.expect("a mark")).unwrap();
            assert_eq!(js_slice(input, mark), call, "{input}: {mark:?}");
        }
    }

    /// An input error after (or on) an astral character: its span selects the offending text.
    #[test]
    fn an_error_after_an_emoji_selects_the_offending_text() {
        for (game, input, bad) in [
            (auction::GAME, "{🂡 hand} 1C 8C P", "8C"),
            (auction::GAME, "1C 🂡 P", "🂡"),
            (ticket::GAME, "🂡12?", "🂡"),
            (ticket::GAME, "  12🂡?", "🂡"),
            (permutation::GAME, "2 🂡 1", "🂡"),
            (permutation::GAME, "3 1 🂡🂡 2", "🂡🂡"),
        ] {
            let error = analyze(game, input, &Settings::default()).err().unwrap_or_else(|| panic!("{input}: no error"));
            let range = span(input, error.span.expect("a span")).unwrap();
            assert_eq!(js_slice(input, range), bad, "{input}: {range:?} ({})", error.message);
        }
    }
}
