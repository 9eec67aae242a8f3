//! Positions typed into the input (issue 32, docs/RULES.md "Positions in the middle of a game"):
//! a game's input that is a position in its notation is analysed from there, and the analysis
//! is what Play from here shows of it: the same winner and reason, and a line whose every step
//! is the solver's move from the step before. Checked for every played game of the registry on
//! random positions; and a text that looks like a position but is not one says how to write one.

use verdict_playground::games::{position, positions_of};
use verdict_playground::{analyze, Settings, REGISTRY};

#[test]
fn a_typed_position_is_analysed_as_play_from_here_plays_it() {
    let mut typed = 0;
    for &game in REGISTRY.iter().filter(|g| g.positions().is_some()) {
        let positions = positions_of(game).unwrap();
        for seed in 0..60 {
            let text = positions.random_position(4 + (seed as usize % 7), seed);
            let analysis = analyze(game, &text, &Settings::default()).unwrap_or_else(|e| panic!("{text}: {e}"));
            let playable = position(game, &text).unwrap();
            let view = playable.view(None, None, false);
            let report = analysis.report();
            assert_eq!(report.verdict.as_str(), view.winner, "{text}");
            if !report.headline.english().ends_with("from this position") {
                continue; // a start (a row with no `_`): analysed as starts are
            }
            typed += 1;
            assert_eq!(report.reason, view.reason, "{text}");
            assert_eq!(report.line.open_step.position, view.position, "{text}");
            // Each step is the solver's move from the one before (answering the move that led
            // there, as Play's does), to the end of the game.
            let mut here = playable;
            let mut last = None;
            for k in 1..=report.line.steps {
                let mv = here.view(last, None, false).line_move.expect("a move before the end");
                last = Some(mv.cell);
                here = here.play(mv.cell, mv.choice).expect("the solver's move is legal");
                let step = analysis.step(k).unwrap();
                assert_eq!(step.position, here.text(), "{text} step {k}");
                assert_eq!(step.played.as_ref().map(|p| &p.what), Some(&mv.what), "{text} step {k}");
                assert_eq!(analysis.rows(0, k - 1, 1)[0][2], mv.label, "{text}: the table's row {k}");
            }
            assert!(here.is_over(), "{text}: the line ends with the game");
        }
    }
    assert!(typed >= 60, "only {typed} typed positions checked");
}

#[test]
fn a_text_that_looks_like_a_position_says_how_to_write_one() {
    for (game, text, says) in [
        ("ticket", "90?9 Alice", "90?9 Bicarp"),
        ("ticket", "?054 ??0?", "who moves next"),
        ("permutation", "3 _ 5 x 4 2", "3 _ 5 1 4 2"),
        ("permutation", "3 _ 5 _ 4 2", "_ for each removed number"),
    ] {
        let game = verdict_playground::game(game).unwrap();
        let error = analyze(game, text, &Settings::default()).unwrap_err();
        assert!(error.message.english().contains(says), "{text}: {}", error.message);
    }
    // The two inputs are analysed now.
    for (game, text, verdict) in [("permutation", "3 _ 5 1 4 2", "Bob"), ("ticket", "90?9 Bicarp", "Bicarp")] {
        let analysis = analyze(verdict_playground::game(game).unwrap(), text, &Settings::default()).unwrap();
        assert_eq!(analysis.report().verdict.as_str(), verdict, "{text}");
    }
}

/// One line policy (issue 33: Watch and "Watch the solver play" chose different optimal moves at
/// step 3 of `3 6 5 1 4 2`): from every step of a start's line, Play's solver move is the move
/// the line makes next, for every played game, on random starts of several sizes.
#[test]
fn watch_and_play_make_the_same_moves_from_a_start() {
    let mut steps = 0;
    for &game in REGISTRY.iter().filter(|g| g.positions().is_some()) {
        for seed in 0..30u64 {
            let Some(input) = game.random_input(3 + (seed as usize % 8), seed) else { continue };
            let analysis = analyze(game, &input, &Settings::default()).unwrap_or_else(|e| panic!("{input}: {e}"));
            let mut last = None;
            for k in 0..analysis.report().line.steps {
                let step = analysis.step(k).unwrap();
                let here = position(game, &step.position).unwrap_or_else(|e| panic!("{input} step {k}: {e}"));
                let mv = here.view(last, None, false).line_move.expect("a move before the end");
                last = Some(mv.cell);
                let next = here.play(mv.cell, mv.choice).expect("the solver's move is legal");
                let name = game.name();
                assert_eq!(analysis.step(k + 1).unwrap().position, next.text(), "{name}: {input}, from step {k}");
                steps += 1;
            }
        }
    }
    assert!(steps > 250, "only {steps} steps checked");
}
