//! The built-in lesson www/lessons/nim.lesson.json, read step by step: each step's input opens
//! in its game, each number or move its text (or the next step's, where a question's answer is
//! told) states is the engine's, written as the lesson writes it; and no question's own text
//! tells its answer before the student gives it.

use crate::common::*;
use std::collections::HashMap;
use verdict_model::game::{analyze, Settings};
use verdict_model::position::Playable;

struct Step {
    number: usize,
    game: String,
    input: String,
    rule: Option<String>,
    /// The step's text and the next step's: a question's answer is told after it is asked
    /// (the page shows a predict or rule step's text before the student answers).
    text: String,
}

fn steps() -> Vec<Step> {
    let path = format!("{}/../../www/lessons/nim.lesson.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lesson: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let steps = lesson["steps"].as_array().expect("steps");
    let field = |i: usize, name: &str| steps.get(i).and_then(|s| s[name].as_str()).map(str::to_string);
    (0..steps.len())
        .map(|i| Step {
            number: i + 1,
            game: field(i, "game").unwrap(),
            input: field(i, "input").unwrap(),
            rule: field(i, "rule"),
            text: format!("{} {}", field(i, "text").unwrap(), field(i + 1, "text").unwrap_or_default())
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        })
        .collect()
}

/// The text of a question step alone, before its answer is told.
fn asked(step: &Step) -> String {
    let path = format!("{}/../../www/lessons/nim.lesson.json", env!("CARGO_MANIFEST_DIR"));
    let lesson: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    lesson["steps"][step.number - 1]["text"].as_str().unwrap().to_string()
}

/// "1-1, 2-1 and 3-1"; "1, 0 and 3".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn says(step: &Step, claim: &str) {
    assert!(step.text.contains(claim), "step {}: the text does not say {claim:?}:\n{}", step.number, step.text);
}

fn nim(step: &Step) -> Box<dyn Playable> {
    position(&step.input)
}

fn winning(p: &dyn Playable) -> Vec<String> {
    p.winning_moves().map(|m| m.to_string()).collect()
}

fn values(p: &dyn Playable) -> Vec<String> {
    p.grundy().unwrap().components.iter().map(u64::to_string).collect()
}

#[test]
fn every_claim_of_the_lesson_is_the_engines() {
    let steps = steps();
    assert_eq!(steps.iter().map(|s| s.number).collect::<Vec<_>>(), (1..=10).collect::<Vec<_>>());
    for step in &steps {
        let game = verdict_model::game::Game::named(&[GAME, verdict_permutation::GAME], &step.game).unwrap();
        let analysis =
            analyze(game, &step.input, &Settings::new()).unwrap_or_else(|e| panic!("step {}: {e}", step.number));
        let verdict = analysis.report().verdict.as_str();
        match step.number {
            1 => {
                assert_eq!((verdict, analysis.report().line.steps), ("Alice", 1));
                says(step, "here Alice, at once");
            }
            2 => {
                assert_eq!((verdict, nim(step).grundy().unwrap().value), ("Bob", 0));
                says(step, "Bob wins: copying");
            }
            3 => {
                let p = nim(step);
                let view = p.view(None, None, false);
                assert_eq!((verdict, view.legal_moves, view.winning_moves), ("Bob", 6, 0));
                says(step, "every one of Alice's 6 moves loses");
            }
            4 => {
                let p = nim(step);
                let fact = p.view(None, None, false).board.facts.into_iter().find(|f| f.working.is_some()).unwrap();
                let working = fact.working.unwrap();
                says(step, &format!("Open \"{}\"", working.switch));
                let binary: Vec<String> = working.rows.iter().map(|r| r[2..].concat()).collect();
                assert_eq!(binary, ["011", "101", "111", "001"]);
                says(step, "3 = 011, 5 = 101, 7 = 111");
                says(step, &format!("here 001, that is {}", fact.value));
                for other in ["1 2 3", "4 4"] {
                    assert_eq!(position(other).grundy().unwrap().value, 0);
                }
                says(step, "For 1 2 3 the nim-sum is 0, and for 4 4 too");
            }
            5 => {
                let p = nim(step);
                let moves = winning(p.as_ref());
                says(step, &format!("there are {} of them, {}", moves.len(), and_list(&moves)));
                for mv in p.move_values().filter(|mv| mv.wins) {
                    assert_eq!(p.play(mv.cell, mv.choice).unwrap().grundy().unwrap().value, 0);
                }
            }
            6 => {
                let nim = GAME.unconfigured().unwrap();
                let rule = step.rule.as_deref().unwrap();
                let report = verdict_reason::rules::test(&nim, rule, "", &mut |_| {}).unwrap();
                assert_eq!(report.outcome, "holds");
                says(
                    step,
                    &format!(
                        "holds on every one of the {} starts",
                        verdict_model::words::grouped(report.checked as usize).replace(',', " ")
                    ),
                );
                let wrong = verdict_reason::rules::test(&nim, "n % 2 == 1", "", &mut |_| {}).unwrap();
                assert_eq!(wrong.counterexample.unwrap().position, "2 Alice");
                says(step, "would fail at once: a single heap of 2 is Alice's");
            }
            7 => {
                let g = mex_values(Some(&[1, 2, 3]), 41);
                assert!(g.iter().enumerate().all(|(h, &v)| v == h as u32 % 4));
                says(step, "0 1 2 3 0 1 2 3");
                let p = nim(step);
                assert_eq!(
                    (verdict, values(p.as_ref()), winning(p.as_ref())),
                    ("Alice", vec!["2".to_string()], vec!["1-2".to_string()])
                );
                says(step, "A heap of 10 is worth 2, not 0, so Alice wins: she takes 2 and leaves 8");
            }
            8 => {
                let p = nim(step);
                let grundy = p.grundy().unwrap();
                says(
                    step,
                    &format!(
                        "are worth {}; their nim-sum is {}, not 0, so {verdict} wins",
                        and_list(&values(p.as_ref())),
                        grundy.value
                    ),
                );
                let moves = winning(p.as_ref());
                says(step, &format!("Her winning moves are {}", and_list(&moves)));
                let after = p.play(1, Some(2)).unwrap();
                assert_eq!(after.grundy().unwrap().components[1], 2);
                says(step, "2-2, turns the heap of 4 (worth 0) into a heap of 2 (worth 2)");
            }
            9 => {
                let p = nim(step);
                assert_eq!(p.grundy().unwrap().value, 0);
                says(
                    step,
                    &format!("are worth {}. Who wins? Their nim-sum is 0, so Bob wins", and_list(&values(p.as_ref()))),
                );
                assert_eq!((verdict, analysis.report().line.steps, p.value().moves), ("Bob", 12, Some(12)));
                // Every game from it lasts 12 moves: the clock's fastest win and longest loss agree.
                let mut memo = HashMap::new();
                assert_eq!(remoteness(Some(&[1]), &[3, 4, 5], &mut memo), (false, 12));
                says(step, "12 counters, 12 moves, and Bob makes the last");
            }
            10 => {
                // A note on the permutation's row, which the text names: its step 1.
                says(step, "3 6 5 1 4 2");
                let game = verdict_permutation::GAME;
                let analysis = analyze(game, "3 6 5 1 4 2", &Settings::new()).unwrap();
                let at = analysis.step(1).unwrap();
                assert_eq!(at.position, "3 _ 5 1 4 2");
                let row = verdict_model::game::position(game, &at.position).unwrap();
                assert!(row
                    .view(None, None, false)
                    .reason
                    .english()
                    .contains("1 number cut off from 1 by gaps (an odd count)"));
                says(step, "the 3 is cut off from 1: it is outside");
                // A segment of s outside numbers is a heap of the game of step 9: worth s mod 2.
                let take_one = mex_values(Some(&[1]), 30);
                assert!(take_one.iter().enumerate().all(|(s, &g)| g == s as u32 % 2));
                says(step, "worth s mod 2");
                // Two more outside numbers never change who wins: every row of up to 6 numbers
                // against the same row with a segment of two larger numbers walled off in front.
                for n in 1..=6u32 {
                    let mut row: Vec<u32> = (1..=n).collect();
                    loop {
                        let text: Vec<String> = row.iter().map(u32::to_string).collect();
                        let plain = verdict_model::game::position(game, &text.join(" ")).unwrap();
                        let more = format!("{} {} _ {}", n + 2, n + 3, text.join(" "));
                        let wider = verdict_model::game::position(game, &more).unwrap();
                        assert_eq!(plain.mover_wins(), wider.mover_wins(), "{more}");
                        if !next_permutation(&mut row) {
                            break;
                        }
                    }
                }
                says(step, "two more outside numbers never change who wins");
            }
            other => panic!("no claims known for step {other}"),
        }
    }
}

fn next_permutation(values: &mut [u32]) -> bool {
    let Some(i) = (1..values.len()).rev().find(|&i| values[i - 1] < values[i]) else { return false };
    let j = (i..values.len()).rev().find(|&j| values[j] > values[i - 1]).unwrap();
    values.swap(i - 1, j);
    values[i..].reverse();
    true
}

/// Students guess before they are told: a question's own text never gives its answer away.
#[test]
fn no_question_tells_its_answer_before_it_is_asked() {
    let steps = steps();
    for (number, answer) in [(2, "Bob wins"), (5, "1-1"), (6, "holds on"), (9, "Bob")] {
        let step = &steps[number - 1];
        assert!(!asked(step).contains(answer), "step {number} tells {answer:?} before it asks");
        assert!(step.text.contains(answer), "step {number}: the answer {answer:?} is told after it");
    }
}
