//! Play's hint ladder on the row (issue 33), over every position reached from every
//! permutation of up to 6 numbers: the shared checks of `verdict_testkit::hints` against a
//! plain search of every move's remoteness.

use crate::common::for_each_permutation;
use std::collections::HashMap;
use verdict_model::hints::hinted_view;
use verdict_permutation::position::RowPosition;
use verdict_testkit::hints::{check_hints_from, Seen};

#[test]
fn hints_know_won_from_lost_on_every_small_row() {
    let (mut seen, mut memo) = (Seen::default(), HashMap::new());
    for n in 1..=6 {
        for_each_permutation(n, |values| {
            let text: Vec<String> = values.iter().map(u32::to_string).collect();
            let position = RowPosition::parse(&text.join(" ")).unwrap();
            check_hints_from(&position, &mut seen, &mut memo);
        });
    }
    assert!(seen.won > 100 && seen.lost > 100 && seen.lost_evenly > 10 && seen.lost_unevenly > 10, "{seen:?}");
}

/// The issue's positions, lost for the mover: rung 2 said "The only move throws the win away"
/// right after rung 1 said the mover loses, and rung 1 of a won row named the winning move.
#[test]
fn the_issues_lost_rows_say_every_move_loses() {
    for text in ["_ _ 1 5 2 _", "_ 1 3 _ _", "_ _ _ 3 1"] {
        let position = RowPosition::parse(text).unwrap();
        let hints = hinted_view(&position, None, None).hints.unwrap();
        let said: Vec<String> = hints.rungs.iter().map(|r| r.says.english()).collect();
        let says: Vec<&str> = said.iter().map(String::as_str).collect();
        assert!(says[0].starts_with("No: "), "{text}: {says:?}");
        assert!(says[1].starts_with("No: "), "{text}: {says:?}");
        assert!(says.iter().all(|s| !s.contains("win away") && !s.contains("keeps the win")), "{text}: {says:?}");
    }
    let won = RowPosition::parse("3 _ 5 1 4 2").unwrap();
    let hints = hinted_view(&won, None, None).hints.unwrap();
    let (first, last) = (hints.rungs[0].says.english(), hints.rungs[2].says.english());
    assert!(!first.contains("removing 4"), "{first}");
    assert!(last.starts_with("The best move (outlined on the board): Bob removes 4"), "{last}");
}
