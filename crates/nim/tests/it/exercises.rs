//! The exercises, graded: for many seeds, each exercise's solution is graded right and its
//! answers are judged by the minimax (who wins, a move to nim-sum 0, every winning move); a
//! move that breaks a rule is told so, apart from one that loses.

use crate::common::*;
use std::collections::HashMap;
use verdict_model::exercises::SET_SIZE;
use verdict_model::game::{exercise_set, grade};

fn set_of(given: &str) -> Option<Vec<u32>> {
    given.split_once(" take ").map(|(_, set)| set.split(',').map(|n| n.parse().unwrap()).collect())
}

#[test]
fn every_exercise_is_graded_by_the_minimax() {
    for seed in 0..40 {
        let set = exercise_set(GAME, seed);
        assert_eq!(set.len(), SET_SIZE);
        for exercise in &set {
            let written = verdict_nim::position::read(&exercise.given).unwrap();
            let take = set_of(&exercise.given);
            let mut memo = HashMap::new();
            let wins = minimax(take.as_deref(), &written.heaps, &mut memo);
            assert!(exercise.board.as_ref().is_some_and(|b| b.facts.is_empty()), "no nim-sum on an exercise's board");
            let graded = grade(GAME, seed, exercise.number, "");
            match exercise.kind {
                "who-wins" => {
                    let winner = if wins { "Alice" } else { "Bob" };
                    assert!(grade(GAME, seed, exercise.number, winner).correct);
                    assert!(!grade(GAME, seed, exercise.number, if wins { "bob" } else { "alice" }).correct);
                }
                "winning-move" => {
                    assert!(wins, "a winning-move exercise is won");
                    assert!(graded.illegal && !graded.correct);
                    for (i, &h) in written.heaps.iter().enumerate() {
                        for t in takes(take.as_deref(), h) {
                            let mut next = written.heaps.clone();
                            next[i] -= t;
                            let right = !minimax(take.as_deref(), &next, &mut memo);
                            let answer = format!("{} - {t}", i + 1);
                            let g = grade(GAME, seed, exercise.number, &answer);
                            assert_eq!((g.correct, g.illegal), (right, false), "{}: {answer}", exercise.given);
                        }
                    }
                    let too_many = format!("1-{}", written.heaps[0] + 1);
                    assert!(grade(GAME, seed, exercise.number, &too_many).illegal);
                    assert!(grade(GAME, seed, exercise.number, "9-1").illegal);
                    assert!(grade(GAME, seed, exercise.number, "x").illegal);
                }
                "winning-moves" => {
                    let right = winning_moves(take.as_deref(), &written.heaps, &mut memo);
                    let answer = if right.is_empty() { "none".to_string() } else { right.join(" ") };
                    assert!(grade(GAME, seed, exercise.number, &answer).correct, "{}: {answer}", exercise.given);
                    assert!(!grade(GAME, seed, exercise.number, "1-1 2-1 3-1 4-1").correct || right.len() == 4);
                }
                other => panic!("unexpected kind {other}"),
            }
            let solution = grade(GAME, seed, exercise.number, "").solution;
            assert!(grade(GAME, seed, exercise.number, &solution).correct, "{}: {solution}", exercise.given);
        }
    }
}

#[test]
fn a_move_against_a_rule_says_which() {
    for seed in 0..20 {
        let set = exercise_set(GAME, seed);
        let exercise = set.iter().find(|e| e.kind == "winning-move" && e.given.contains("take")).unwrap();
        let heaps = verdict_nim::position::read(&exercise.given).unwrap().heaps;
        let g = grade(GAME, seed, exercise.number, "1-4");
        assert!(g.illegal, "{}", g.message);
        let rule = if heaps[0] == 0 {
            "Heap 1 is empty: there is nothing to take from it.".to_string()
        } else if heaps[0] >= 4 {
            "A move takes 1, 2 or 3 counters, not 4.".to_string()
        } else {
            format!("Heap 1 has only {}: no move can take 4 from it.", heaps[0])
        };
        assert!(g.message.english().starts_with(&rule), "{}: {}", exercise.given, g.message);
        let g = grade(GAME, seed, exercise.number, "7-1");
        assert!(
            g.illegal
                && g.message
                    .english()
                    .starts_with(&format!("There is no heap 7: the heaps are numbered 1 to {}.", heaps.len()))
        );
    }
}

/// Whether a game reaches `heaps`, `mover` to move, under `take` (None: Nim): a backward
/// search that puts counters back (a take the rules allow, the turn passing back) until it
/// stands at a start (Alice to move), written from the rules alone, not the generator.
fn reached_by_a_game(take: Option<&[u32]>, heaps: &[u32], alice: bool, depth: usize) -> bool {
    if alice {
        return true;
    }
    depth > 0
        && heaps.iter().enumerate().any(|(i, _)| {
            let back: Vec<u32> = take.map_or((1..=3).collect(), |set| set.to_vec());
            back.iter().any(|&t| {
                let mut before = heaps.to_vec();
                before[i] += t;
                reached_by_a_game(take, &before, true, depth - 1)
            })
        })
}

/// Every exercise's heaps are reached by a game from a start, with a move still to make, for
/// 200 seeds.
#[test]
fn every_exercise_position_is_reached_by_a_game_from_a_start() {
    for seed in 0..200 {
        for exercise in exercise_set(GAME, seed) {
            let written = verdict_nim::position::read(&exercise.given).unwrap();
            let take = set_of(&exercise.given);
            let alice = !exercise.given.contains("Bob");
            assert!(reached_by_a_game(take.as_deref(), &written.heaps, alice, 1), "{}", exercise.given);
            let smallest = take.as_ref().map_or(1, |set| set[0]);
            assert!(written.heaps.iter().any(|&h| h >= smallest), "{}: a move is left", exercise.given);
            assert!(!takes(take.as_deref(), *written.heaps.iter().max().unwrap()).is_empty(), "{}", exercise.given);
        }
    }
}

/// A slip (nothing, `2.`, a character short, a place the position lacks) is malformed, never
/// wrong, and gives nothing away; a right answer is right; a "find every" answer short of some
/// moves is partial, with the count found.
#[test]
fn slips_are_malformed_never_wrong_and_partial_answers_are_counted() {
    verdict_testkit::exercises::check_slips_are_malformed_and_partial_answers_counted(GAME, "99-1");
}
