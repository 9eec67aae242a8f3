//! Move values and remoteness of ticket positions (docs/RULES.md, "Move values and
//! remoteness"): the ticket's clock is its count of `?`.

use verdict_model::position::Playable;
use verdict_model::values::values_view;
use verdict_ticket::position::TicketPosition;

/// A ticket game lasts exactly as many moves as it has `?`: every move has that clock, and its
/// win or loss is `verdict moves`' answer.
#[test]
fn a_ticket_clock_is_its_count_of_question_marks() {
    for (text, q) in [("?054??0? Monocarp", 4), ("9054??0? Bicarp", 3), ("?1 Monocarp", 1), ("1234 Bicarp", 0)] {
        let position = TicketPosition::parse(text).unwrap();
        assert_eq!(position.value().moves, Some(q), "{text}");
        let values: Vec<_> = position.move_values().collect();
        assert_eq!(values.len(), 10 * q as usize, "{text}");
        assert!(values.iter().all(|mv| mv.moves == Some(q)), "{text}");
        let winning: Vec<String> = values.iter().filter(|mv| mv.wins).map(|mv| mv.name.to_string()).collect();
        let expected: Vec<String> = Playable::winning_moves(&position).map(|mv| mv.to_string()).collect();
        assert_eq!(winning, expected, "{text}");
    }
}

/// The board's summary sentence: the clock is never a choice of the loser's in the ticket,
/// whose games all last as many moves as it has `?`.
#[test]
fn the_summary_says_the_loser_can_stretch_the_game_only_where_it_can() {
    let ticket = TicketPosition::parse("?054??0? Monocarp").unwrap();
    let summary = values_view(&ticket, 0..8).summary;
    assert_eq!(
        summary,
        "Monocarp to move loses: none of the 40 moves wins. On the board, ✓ lists the choices that win at that place; ✗ marks a place where every choice loses."
    );
    // Over: who won, and the clock's note says why, each once (issue 33: "The game is over.
    // The game is over: no '?' is left.").
    for (text, winner) in [("1221", "Bicarp"), ("1220", "Monocarp")] {
        let over = TicketPosition::parse(text).unwrap();
        let values = values_view(&over, 0..4);
        assert_eq!(values.summary, format!("{winner} has won."));
        let shown = format!("{} {}", values.summary, values.value.clock_note);
        assert_eq!(verdict_testkit::words::sentence_faults(&shown), Vec::<String>::new(), "{shown}");
    }
}
