//! Positions played through the seam as the page plays them: every small start played out, what
//! a click offers (the move from both heaps on both heaps' cells), the hints and the clock
//! against a remoteness search, the line, the tree, the exercises, large heaps within a time
//! bound, and bad text refused with its place.

use crate::GAME;
use std::collections::HashMap;
use std::time::Duration;
use verdict_model::game::{analyze, position, Settings};
use verdict_testkit::{exercises, hints, lines, positions, trees};

#[test]
fn every_small_start_plays_out_to_the_predicted_winner() {
    for a in 0..=7 {
        for b in 0..=7 {
            positions::play_out(GAME, &format!("{a} {b}"));
            positions::play_out(GAME, &format!("{a} {b} Bob"));
        }
    }
    positions::play_out(GAME, "1000 1618");
}

#[test]
fn the_move_from_both_heaps_names_both_cells() {
    let at = position(GAME, "4 6").unwrap();
    let view = at.view(None, None, false);
    let best = view.line_move.unwrap();
    assert_eq!((best.label.as_str(), best.cells.as_slice()), ("12-1", &[0, 1][..]));
    assert!(at.moves_at(0).contains(&best) && at.moves_at(1).contains(&best) && at.moves_at(2).contains(&best));
    let after = at.play(best.cell, best.choice).unwrap();
    assert_eq!(after.text(), "3 5 Bob");
    let marked = after.view(Some(best.cell), None, false);
    let now: Vec<bool> =
        marked.board.groups[0].cells.iter().map(|c| c.roles.contains(&verdict_model::line::Role::Now)).collect();
    assert_eq!(now, [true, true], "both heaps are marked as just taken from");
    let said = positions::no_move_sentences("0 5", GAME, 3);
    assert_eq!(said.iter().map(|(cell, _)| *cell).collect::<Vec<_>>(), [0, 2, 3]);
}

#[test]
fn hints_and_clocks_agree_with_a_remoteness_search() {
    let (mut seen, mut memo) = (hints::Seen::default(), HashMap::new());
    for start in ["4 6", "3 5", "5 5", "2 7 Bob"] {
        hints::check_hints_from(position(GAME, start).unwrap().as_ref(), &mut seen, &mut memo);
    }
    assert!(seen.done.len() > 40);
}

#[test]
fn lines_end_with_the_predicted_winner() {
    for input in ["4 6", "3 5", "0 0", "9 9 Bob", "1000000 1618034", "4294967295 1"] {
        let analysis = lines::analysis(GAME, input);
        let steps = lines::steps(&analysis);
        lines::check_common(&analysis, &steps);
        lines::check_headline_matches_the_report(&verdict_wythoff::WythoffGame, input);
        assert!(steps.len() <= 40, "{input}: {} steps", steps.len());
        assert!(analysis.step_values(steps.len() + 3, 5).is_empty(), "{input}: no values past the end");
    }
    let report = analyze(GAME, "1000000 1618034", &Settings::new()).unwrap();
    assert_eq!(report.report().verdict, "Bob");
    assert_eq!(report.report().tables[0].marked_row, Some(618_034));
    assert_eq!(report.rows(0, 618_034, 1), [["618034", "1000000", "1618034"]]);
}

#[test]
fn the_tree_is_labelled_by_backward_induction() {
    let tree = verdict_reason::tree::tree(position(GAME, "3 4").unwrap().as_ref()).unwrap();
    trees::check_shape(&tree, "3 4");
    assert_eq!(tree.nodes[0].value, "win");
}

#[test]
fn exercises_are_graded_against_the_search() {
    exercises::check_a_seed_gives_the_same_set_and_seeds_differ(GAME);
    exercises::check_graded_against_the_searches(GAME, ["Alice", "Bob"], "1-1", &mut |_, e| panic!("{e:?}"));
    exercises::check_exercises_carry_their_board_and_how_a_click_answers(GAME);
    exercises::check_slips_are_malformed_and_partial_answers_counted(GAME, "3-1");
}

#[test]
fn large_heaps_answer_within_a_bound() {
    verdict_testkit::bounded::every_driver_answers_within(GAME, "4294967295 4294967294", 2, Duration::from_secs(5));
}

#[test]
fn bad_text_is_refused_at_its_place() {
    for (text, column, message) in [
        ("3 x", Some(3), "'x' should be the second heap's size"),
        ("3", Some(2), "the second heap's size was expected"),
        ("3 5 7", Some(5), "unexpected '7'"),
        ("4294967296 1", Some(1), "too large"),
        ("", None, "two heap sizes"),
    ] {
        let e = position(GAME, text).err().unwrap_or_else(|| panic!("{text} is refused"));
        assert_eq!(e.column, column, "{text}: {}", e.message);
        assert!(e.message.english().contains(message), "{text}: {}", e.message);
    }
}

proptest::proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}", start in 0usize..50) {
        if let Ok(analysis) = analyze(GAME, &text, &Settings::new()) {
            analysis.step_values(start, 10);
            analysis.step(start);
        }
        let _ = verdict_model::judge::judge_all(&verdict_wythoff::WythoffGame, &text, true);
    }
}
