//! The line of every game, checked step by step against references written here from docs/RULES.md
//! alone: each position (in the notation of docs/RULES.md) follows from the one before by one legal move, the
//! line ends where the game ends, the predicted winner keeps a won position at every step (by
//! exhaustive minimax for small inputs), the board shows the position, and a step served from a
//! checkpoint of a long line equals the position a full replay of the play table reaches.

use verdict_auction as auction;
use verdict_model::game::analyze;
use verdict_model::line::{Role, BOARD_WINDOW};
use verdict_model::Settings;
use verdict_testkit::lines::{analysis, check_common, check_headline_matches_the_report, steps};

#[test]
fn auction_lines_show_the_calls_given_one_by_one() {
    for (input, dealer, calls, stops_illegal) in [
        ("1C P 1NT P 3NT P P P", "E", vec!["1C", "Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"], false),
        ("P P P P", "N", vec!["Pass"; 4], false),
        ("1♥ x xx p", "S", vec!["1H", "X", "XX", "Pass"], false),
        ("1C X P XX P P", "N", vec!["1C", "X", "Pass", "XX"], true),
        ("1C P P P 1D", "W", vec!["1C", "Pass", "Pass", "Pass", "1D"], true),
        ("", "N", vec![], false),
    ] {
        let a = analyze(auction::GAME, input, &Settings::new().with("dealer", dealer)).unwrap();
        let steps = steps(&a);
        check_common(&a, &steps);
        let line = &a.report().line;
        assert_eq!(line.steps, calls.len(), "{input}: up to and including the first illegal call");
        assert_eq!(line.open_at, line.steps, "an auction opens at its last call");
        for (k, step) in steps.iter().enumerate() {
            assert_eq!(step.position, calls[..k].join(" "), "{input} step {k}");
            let placed = step.board.groups[0]
                .cells
                .iter()
                .filter(|c| c.roles.contains(&Role::Call) || c.roles.contains(&Role::Illegal))
                .count();
            // Once the auction is over, its closing passes are one "All Pass", as books print it.
            let all_pass = step.board.groups[0].cells.iter().filter(|c| c.text == "All Pass").count();
            let over = step.to_move.is_none() && !(stops_illegal && k == calls.len());
            assert_eq!(all_pass, usize::from(over), "{input} step {k}: All Pass once over");
            let closing = if !over {
                0
            } else if calls.iter().all(|&c| c == "Pass") {
                4
            } else {
                3
            };
            assert_eq!(placed + closing - usize::from(over), k, "{input} step {k}: one call per step on the diagram");
            let illegal = stops_illegal && k == calls.len();
            let next = step.board.groups[0].cells.iter().filter(|c| c.roles.contains(&Role::Next)).count();
            assert_eq!(next, usize::from(step.to_move.is_some()), "{input} step {k}: a '?' for the seat to call");
            assert_eq!(step.board.groups[0].cells.iter().any(|c| c.roles.contains(&Role::Illegal)), illegal);
            assert_eq!(step.board.groups[0].columns, ["West", "North", "East", "South"]);
        }
        // The seats before the dealer are blank in a diagram that starts with West.
        let blanks = steps[0].board.groups[0].cells.iter().take_while(|c| c.roles.contains(&Role::Blank)).count();
        assert_eq!(blanks, ["W", "N", "E", "S"].iter().position(|&s| s == dealer).unwrap());
    }
}

#[test]
fn a_long_auction_shows_the_rows_up_to_the_call_in_play() {
    let mut calls = vec!["P", "P", "P"];
    for level in 1..=7 {
        for strain in ["C", "D", "H", "S", "N"] {
            calls.push(Box::leak(format!("{level}{strain}").into_boxed_str()));
            calls.extend(["P", "P", "X", "P", "P", "XX", "P", "P"]);
        }
    }
    calls.push("P");
    let a = analysis(auction::GAME, &calls.join(" "));
    assert_eq!(a.report().line.steps, 319);
    for k in [0, 1, 40, 200, 319] {
        let step = a.step(k).unwrap();
        let group = &step.board.groups[0];
        assert!(group.cells.len() <= BOARD_WINDOW && group.first.is_multiple_of(4), "step {k}: whole rows");
        if k > 0 {
            assert!(group.cells.iter().any(|c| c.roles.contains(&Role::Now)), "step {k}: the call in play is shown");
        }
    }
}

/// The verdict the page shows first is the full report's; the auction's input limit is 1 MiB
/// (issue 30: its analysis keeps every call).
#[test]
fn headlines_match_the_full_reports() {
    for text in ["1C P 1NT P 3NT P P P", "1C X P XX", ""] {
        check_headline_matches_the_report(&auction::AuctionGame, text);
    }
    assert_eq!(auction::GAME.max_input(), 1 << 20);
}
