//! Every sentence a reader meets about Wythoff's positions, in each language: the report, the
//! line's narration, the board's words (its heaps, facts and caption), the move words and the
//! cold positions' table, each formatted in every catalogue (`verdict_testkit::words`).

use crate::GAME;
use verdict_model::game::position;
use verdict_testkit::words::{add_analysis, add_exercises, add_position};

#[test]
fn every_sentence_is_said_in_every_language() {
    let mut corpus = Vec::new();
    for input in ["0 0", "1 1", "1 2", "3 5", "4 4 Bob", "6 10", "12 7", "1000000 1618034"] {
        add_analysis(GAME, input, &mut corpus);
        let position = position(GAME, input).unwrap_or_else(|e| panic!("{input}: {e:?}"));
        add_position(&*position, None, &mut corpus);
    }
    add_exercises(GAME, &mut corpus);
    // The heaps' words as the board and the moves say them.
    assert!(corpus.iter().any(|s| s == "heap 1: 3 counters"), "{corpus:?}");
    assert!(corpus.iter().any(|s| s.ends_with("counters, taken from just now")), "no heap marked as just taken from");
    for sentence in &corpus {
        assert!(!sentence.contains("{$") && !sentence.contains("wythoff-"), "{sentence}");
    }
}
