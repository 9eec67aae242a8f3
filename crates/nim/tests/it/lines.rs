//! The line, re-derived from its positions: each step one legal move from the one before (the
//! heaps read back from the step's text), the mover alternating, the winner's positions won
//! (by the minimax where it can run), every step of a timed line one move nearer the end, the
//! winner saying it restores nim-sum 0, the table's rows the moves, the line the policy's move
//! at every step, and long inputs played out in bounded time and moves.

use crate::common::*;
use std::collections::HashMap;
use verdict_model::game::{analyze, Settings};
use verdict_model::line::Step;
use verdict_model::position::Playable;
use verdict_model::words::in_moves;
use verdict_nim::policy::{self, Why};
use verdict_nim::position::Heaps;
use verdict_nim::take::Take;

fn heaps_of(step: &Step) -> Heaps {
    Heaps::parse(&step.position, &Take::Any).unwrap_or_else(|e| panic!("step {}: {}: {e}", step.index, step.position))
}

/// Walks the whole line of `input`, checking every step; returns the number of moves.
fn walk(input: &str, settings: &Settings, minimax_too: bool) -> usize {
    let analysis = analyze(GAME, input, settings).unwrap_or_else(|e| panic!("{input}: {e}"));
    let report = analysis.report();
    let steps = report.line.steps;
    let first = analysis.step(0).unwrap();
    let start = heaps_of(&first);
    let winner = verdict_nim::board::winner(&start);
    assert_eq!(report.verdict.as_str(), winner.name(), "{input}");
    let values = analysis.step_values(0, steps + 1);
    assert_eq!(values.len(), steps + 1);
    let set = match start.take() {
        Take::Any => None,
        Take::Set(set) => Some(set.clone()),
    };
    // Step 0 states the position and its verdict, in nim-sums.
    let (opening, mover, x) = (&first.narration, start.mover().name(), start.nim_sum());
    assert!(
        opening.english().starts_with("The heaps as given: ")
            && opening.english().contains(&format!("{mover} moves first.")),
        "{opening}"
    );
    let verdict = if start.is_over() {
        format!(" No move can be made: {mover} loses at once.")
    } else if x == 0 {
        format!(" is 0: {mover} loses against best play.")
    } else {
        format!(" is {x}, not 0: {mover} can win.")
    };
    assert!(opening.english().contains(&verdict), "{input}: {opening}");
    let mut memo = HashMap::new();
    let mut before = start.clone();
    for (k, value) in values.iter().enumerate().take(steps + 1) {
        let step = analysis.step(k).unwrap();
        let here = heaps_of(&step);
        let caption = &step.board.caption;
        let the = if here.heaps().len() == 1 { "The heap " } else { "The heaps " };
        let when = if k == 0 { "as given".to_string() } else { format!("after move {k}:") };
        assert!(
            caption.english().starts_with(the) && caption.english().contains(&when),
            "{input}: step {k}: {caption}"
        );
        assert_eq!(value.winner, winner.name(), "{input}: step {k}");
        if k > 0 {
            // One heap, lowered by a legal take; the other player to move.
            let changed: Vec<usize> =
                (0..here.heaps().len()).filter(|&i| here.heaps()[i] != before.heaps()[i]).collect();
            assert_eq!(changed.len(), 1, "{input}: step {k} changes one heap");
            let i = changed[0];
            let taken = before.heaps()[i] - here.heaps()[i];
            assert!(before.take().allows(before.heaps()[i], taken), "{input}: step {k}");
            assert_eq!(here.mover(), before.mover().other());
            // The line's move is the policy's move from the position before.
            let choice = policy::choose(&before).expect("a move");
            assert_eq!((choice.heap, choice.take), (i, taken), "{input}: step {k}");
            let played = step.played.as_ref().unwrap_or_else(|| panic!("{input}: step {k} has no move"));
            assert_eq!(played.by, before.mover().name(), "{input}: step {k}");
            assert_eq!(played.what, verdict_nim::line::move_words(i, taken, before.heaps()[i]), "{input}: step {k}");
            let row = &analysis.rows(report.line.table.unwrap(), k - 1, 1)[0];
            assert_eq!(row[1], before.mover().name());
            assert_eq!(row[2], format!("{}-{taken}", i + 1));
            assert_eq!(row[4], here.nim_sum().to_string());
            // The narration gives the move's reason: the clock's where it timed the move, the
            // only move where there was one, the untimed loser's plan where it is untimed.
            if here.is_over() {
                let end = format!("{} cannot move and loses; {} wins.", here.mover().name(), before.mover().name());
                assert!(step.narration.english().contains(&end), "{input}: step {k}: {}", step.narration);
            } else {
                let said = |words: &str| step.narration.english().contains(words);
                let (must, must_not) = match choice.why {
                    Why::Fastest(n) => (
                        format!("It wins as fast as any move can: {} with this one.", in_moves(n)),
                        "the only legal move",
                    ),
                    Why::Delays(n) => (
                        format!("It makes the game last as long as any move can: {} with this one.", in_moves(n)),
                        "the only legal move",
                    ),
                    Why::Forced if before.mover() != winner => {
                        ("It was the only legal move.".to_string(), "as any move can")
                    }
                    Why::Forced | Why::Restores => ("can always make it 0 again".to_string(), "as any move can"),
                    Why::SmallestHeap => ("takes the smallest heap whole".to_string(), "as any move can"),
                    Why::LargestHeap => ("takes the most".to_string(), "as any move can"),
                };
                assert!(said(&must) && !said(must_not), "{input}: step {k} ({:?}): {}", choice.why, step.narration);
            }
            if before.mover() == winner {
                assert_eq!(here.nim_sum(), 0, "{input}: step {k}: the winner restores nim-sum 0");
                assert!(
                    step.narration.english().contains("nim-sum") && step.narration.english().contains(" 0"),
                    "{}",
                    step.narration
                );
            }
        }
        if here.mover() == winner && !here.is_over() {
            assert!(here.mover_wins(), "{input}: step {k}: the winner's position stays won");
            if minimax_too {
                assert!(minimax(set.as_deref(), here.heaps(), &mut memo), "{input}: step {k}");
            }
        }
        // Where the position is timed, the line keeps its clock: one move less each step.
        if let Some(moves) = value.moves {
            assert_eq!(moves as usize, steps - k, "{input}: step {k}");
            let timed = verdict_nim::clock::timed(here.take(), here.heaps()).unwrap();
            assert_eq!(timed.moves, moves, "{input}: step {k}");
        }
        assert_eq!(value.to_move.is_none(), k == steps && here.is_over());
        // Who is to move, in the step and in its value, is the position's mover.
        let to_move = (!here.is_over()).then(|| here.mover().name());
        assert_eq!(step.to_move.as_deref(), to_move, "{input}: step {k}");
        assert_eq!(value.to_move, to_move, "{input}: step {k}");
        before = here;
    }
    assert!(before.is_over(), "{input}: the line ends the game");
    steps
}

#[test]
fn small_lines_are_optimal_play_to_the_end() {
    for input in [
        "3 5 7",
        "1 2 3",
        "4 4",
        "1",
        "0",
        "2 5 7 Bob",
        "3 4 5 take 1",
        "10 take 1,2,3",
        "7 7 3 take 1,3,4",
        "6 2 9 take 2,5,7",
        "1 1 1 1 1",
    ] {
        walk(input, &Settings::new(), true);
    }
    // The setting gives the take set when the input does not.
    assert_eq!(walk("9", &Settings::new().with("take", "1,2,3"), true), 5, "the winner takes 1, then 4 a round");
    // Timed lines are exact: 3 5 7 lasts 15 moves (the clock's search and the plain one agree).
    let mut memo = HashMap::new();
    assert_eq!(walk("3 5 7", &Settings::new(), true), remoteness(None, &[3, 5, 7], &mut memo).1 as usize);
}

#[test]
fn large_lines_are_played_out_in_few_moves() {
    // Too large to time: the loser takes a heap a move, so at most twice the heaps, plus one.
    let steps = walk("100 200 300 400 500 600 700", &Settings::new(), false);
    assert!(steps <= 15, "{steps}");
    let many: Vec<String> = (1..=400).map(|i| (i * 7919 % 1000 + 1).to_string()).collect();
    let steps = walk(&many.join(" "), &Settings::new(), false);
    assert!(steps <= 801, "{steps}");
    // A take set's line is as long as its counters allow, and played out up to the page's
    // limit; past it the report says why there is no line.
    walk("400 301 250 take 1,2,3", &Settings::new(), false);
    let analysis = analyze(GAME, "2000000 take 1,2,3", &Settings::new()).unwrap();
    assert_eq!(analysis.report().line.steps, 0);
    let caption = analysis.report().line.caption.english();
    assert!(caption.contains("too long to play out"), "{caption}");
    assert_eq!(analysis.report().verdict.as_str(), "Bob", "2 000 000 is a multiple of 4");
    assert_eq!(stated_minimum(&caption), 2_000_000 / 3 / 2);
    assert!(caption.contains("a move takes at most 3 counters, and the heaps hold 2,000,000 counters"));
}

#[test]
fn a_line_beside_many_dead_heaps_keeps_the_clock() {
    // 5 000 heaps of 1 have no move under 2,3 (more than the clock's live heaps): the line of
    // 5 7 9 beside them is timed, exactly as long as the plain search says.
    let input = format!("{} 5 7 9 take 2,3", vec!["1"; 5_000].join(" "));
    let (_, moves) = remoteness(Some(&[2, 3]), &[5, 7, 9], &mut HashMap::new());
    assert_eq!(walk(&input, &Settings::new(), false), moves as usize);
}

/// The "lasts at least N moves" of a refused line's caption.
fn stated_minimum(caption: &str) -> u64 {
    let after = caption.split("lasts at least ").nth(1).unwrap_or_else(|| panic!("no minimum: {caption}"));
    after.split(' ').next().unwrap().replace(',', "").parse().unwrap()
}

#[test]
fn dead_heaps_neither_lengthen_the_game_nor_refuse_its_line() {
    // 300 000 heaps of 4 have no move under 5,7. Beside 3 000 heaps of 5 (one move each) the
    // counters pass the line's limit, but the game lasts 3 000 moves, and is played out.
    let dead = vec!["4"; 300_000].join(" ");
    let input = format!("{dead} {} take 5,7", vec!["5"; 3_000].join(" "));
    let analysis = analyze(GAME, &input, &Settings::new()).unwrap();
    let caption = analysis.report().line.caption.english();
    assert!(!caption.contains("too long"), "{caption}");
    assert_eq!(analysis.report().line.steps, 3_000);
    let last = &analysis.step_values(3_000, 1)[0];
    assert!(last.to_move.is_none(), "the game is over after 3 000 moves");
    // Live heaps of 400 past the limit: refused, and the minimum it states is one the game
    // cannot go under: a heap of 400 takes at least ceil((400 - 4) / 7) = 57 moves.
    let input = format!("{dead} {} take 5,7", vec!["400"; 3_000].join(" "));
    let analysis = analyze(GAME, &input, &Settings::new()).unwrap();
    let caption = &analysis.report().line.caption.english();
    assert_eq!(analysis.report().line.steps, 0);
    assert!(
        caption.contains("a move takes at most 7 counters")
            && caption.contains("the heaps with a move hold 1,200,000 counters"),
        "{caption}"
    );
    let stated = stated_minimum(caption);
    assert!(stated > 0 && stated <= 3_000 * 57, "{stated}");
}

#[test]
fn a_line_of_half_a_million_heaps_is_served() {
    let heaps: Vec<String> = (0..500_000u32).map(|i| (i % 9 + 1).to_string()).collect();
    let input = heaps.join(" ");
    assert!(input.len() < verdict_nim::MAX_NIM_INPUT);
    let analysis = analyze(GAME, &input, &Settings::new()).unwrap();
    let steps = analysis.report().line.steps;
    assert!(steps <= 1_000_001, "{steps}");
    let last = analysis.step(steps).unwrap();
    assert!(last.position.is_empty(), "a position of over 100 000 characters is not written out");
    assert!(last.board.groups[0].cells.len() <= verdict_model::line::BOARD_WINDOW);
    assert_eq!(analysis.step_values(steps.saturating_sub(5), 10).len(), 6);
}

#[test]
fn the_timed_policy_takes_the_first_of_equally_good_moves_and_gives_its_reason() {
    // By the plain search alone: the winner's fastest win, the loser's longest loss, and of
    // equals the first in `verdict moves`' order (by heap, then take).
    for set in take_sets() {
        let mut memo = HashMap::new();
        for heaps in (0..216u32).map(|n| vec![n % 6, n / 6 % 6, n / 36]) {
            let position = Heaps::parse(&text(&heaps, "Alice", &set), &Take::Any).unwrap();
            let Some(choice) = policy::choose(&position) else {
                assert!(position.is_over());
                continue;
            };
            let (wins, _) = remoteness(set.as_deref(), &heaps, &mut memo);
            let mut best: Option<(u32, usize, u32)> = None;
            let mut legal = 0;
            for (i, &h) in heaps.iter().enumerate() {
                for t in takes(set.as_deref(), h) {
                    legal += 1;
                    let mut after = heaps.clone();
                    after[i] -= t;
                    let (they_win, moves) = remoteness(set.as_deref(), &after, &mut memo);
                    let k = moves + 1;
                    let better = they_win != wins
                        && best.is_none_or(|(best_k, _, _)| if wins { k < best_k } else { k > best_k });
                    if better {
                        best = Some((k, i, t));
                    }
                }
            }
            let (k, heap, take) = best.unwrap();
            assert_eq!((choice.heap, choice.take), (heap, take), "{heaps:?} under {set:?}");
            // The reason the line gives: forced, or how many moves the game lasts from here.
            match choice.why {
                policy::Why::Forced => assert_eq!(legal, 1, "{heaps:?} under {set:?}"),
                policy::Why::Fastest(moves) | policy::Why::Delays(moves) => {
                    assert!(legal > 1, "{heaps:?} under {set:?}: a forced move is named so");
                    assert_eq!(
                        (moves, wins),
                        (k, matches!(choice.why, policy::Why::Fastest(_))),
                        "{heaps:?} under {set:?}"
                    );
                }
                other => panic!("{heaps:?} under {set:?}: untimed reason {other:?} on a timed position"),
            }
        }
    }
}

#[test]
fn a_forced_move_is_called_forced_before_the_clock_can_time_the_game() {
    // One heap of 200 000 under `take 1` has 200 001 positions below it, more than the clock
    // times, so its line starts untimed; every move is still the only legal one, and says so,
    // on both sides of the step where the clock takes over.
    let analysis = analyze(GAME, "200000 take 1", &Settings::new()).unwrap();
    let report = analysis.report();
    assert_eq!(report.line.steps, 200_000);
    let table = report.line.table.unwrap();
    for first in [0, 1, 50_000, 199_990] {
        for row in analysis.rows(table, first, 3) {
            assert_eq!(row[5], "the only move", "move {}", row[0]);
        }
    }
    let loser = analysis.step(1).unwrap();
    assert!(loser.narration.english().contains("It was the only legal move."), "{}", loser.narration);
}
