//! Every range the core hands the page for the ticket's input falls on character boundaries of the
//! text it is about (`verdict_testkit::spans`): inputs built from the pieces every game's
//! readers care about, with astral characters around and inside them, and arbitrary text.

use proptest::prelude::*;
use verdict_model::Settings;
use verdict_testkit::spans::{check_spans, PIECES};

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
        check_spans(&verdict_ticket::TicketGame, &text, &options).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn spans_of_arbitrary_text_fall_on_character_boundaries(text in "\\PC{0,30}") {
        check_spans(&verdict_ticket::TicketGame, &text, &Settings::default()).map_err(TestCaseError::fail)?;
    }
}
