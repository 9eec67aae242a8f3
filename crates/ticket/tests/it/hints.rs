//! Play's hint ladder on the ticket (issue 33), over every position reached from every ticket
//! of 2 and 4 characters from `?`, 0, 4, 5 and 9 with up to 3 `?`, either player to move: the
//! shared checks of `verdict_testkit::hints` against a plain search, and the ticket's own way
//! of giving a move away, "(a 9 on the right half)", kept out of the first rung.

use std::collections::HashMap;
use verdict_model::hints::hinted_view;
use verdict_testkit::hints::{check_hints_from, Seen};
use verdict_ticket::position::TicketPosition;

#[test]
fn hints_know_won_from_lost_on_every_small_ticket() {
    let alphabet = ['?', '0', '4', '5', '9'];
    let (mut seen, mut memo) = (Seen::default(), HashMap::new());
    for len in [2u32, 4] {
        for code in 0..alphabet.len().pow(len) {
            let cells: String = (0..len).map(|i| alphabet[code / alphabet.len().pow(i) % alphabet.len()]).collect();
            let q = cells.matches('?').count();
            if q == 0 || q > 3 {
                continue;
            }
            for mover in ["Monocarp", "Bicarp"] {
                let position = TicketPosition::parse(&format!("{cells} {mover}")).unwrap();
                check_hints_from(&position, &mut seen, &mut memo);
            }
        }
    }
    for text in &seen.done {
        let position = TicketPosition::parse(text).unwrap();
        let first = hinted_view(&position, None, None).hints.unwrap().rungs[0].says.english();
        for digit in 0..=9 {
            assert!(!first.contains(&format!("a {digit} on the")), "{text}: rung 1 names a digit to write: {first}");
        }
    }
    // Both kinds of position were met; every lost ticket's moves last as long (one per '?').
    assert!(seen.won > 100 && seen.lost > 100, "{seen:?}");
    assert_eq!(seen.lost_unevenly, 0, "{seen:?}");
    assert!(seen.lost_evenly > 100, "{seen:?}");
}

/// The sentences, by meaning: on the lost side of a ticket no rung counts the moves
/// that keep a win, and the last says every move lasts as long instead of naming a best one.
#[test]
fn a_lost_ticket_says_every_move_lasts_as_long() {
    let position = TicketPosition::parse("?054??0? Monocarp").unwrap();
    let hints = hinted_view(&position, None, None).hints.unwrap();
    let said: Vec<String> = hints.rungs.iter().map(|r| r.says.english()).collect();
    let says: Vec<&str> = said.iter().map(String::as_str).collect();
    assert!(says[0].starts_with("No: whatever Monocarp plays, Bicarp wins"), "{says:?}");
    assert!(says[1].starts_with("No: each of the 40 moves loses"), "{says:?}");
    assert!(
        says[2].starts_with("Every move loses, and every one lasts as long: Bicarp wins in 4 more moves"),
        "{says:?}"
    );
    let won = TicketPosition::parse("9054??0? Bicarp").unwrap();
    let first = hinted_view(&won, None, None).hints.unwrap().rungs[0].says.english();
    assert!(first.starts_with("Yes: Bicarp can win.") && !first.contains("a 9"), "{first}");
}
