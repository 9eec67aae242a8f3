//! The permutation's exercises: the same seed gives the same set; every exercise has a right
//! answer, which the grader accepts, and wrong ones it refuses. Who wins and which moves win are
//! checked against the exhaustive search, not against the engine that grades; an illegal
//! answer is told the rule it breaks.

use verdict_model::game::{exercise_set as exercises, grade};
use verdict_permutation as permutation;
use verdict_testkit::exercises::{
    check_a_seed_gives_the_same_set_and_seeds_differ, check_exercises_carry_their_board_and_how_a_click_answers,
    check_graded_against_the_searches, SEEDS,
};

#[test]
fn a_seed_gives_the_same_set_and_seeds_differ() {
    check_a_seed_gives_the_same_set_and_seeds_differ(permutation::GAME);
}

#[test]
fn exercises_are_graded_against_the_searches() {
    check_graded_against_the_searches(permutation::GAME, ["Alice", "Bob"], "1", &mut |_, exercise| {
        panic!("unexpected kind {}", exercise.kind)
    });
}

#[test]
fn a_wrong_answer_comes_with_a_right_one_and_why() {
    let set = exercises(permutation::GAME, 3);
    let who = set.iter().find(|e| e.kind == "who-wins").unwrap();
    let right = grade(permutation::GAME, 3, who.number, "").solution;
    let wrong = if right == "Alice" { "Bob" } else { "Alice" };
    let graded = grade(permutation::GAME, 3, who.number, wrong);
    assert!(!graded.correct);
    // The page says "✗ Not right." itself: the message gives the answer and why.
    assert!(graded.message.starts_with(&format!("{right} wins.")), "{}", graded.message);
    assert!(grade(permutation::GAME, 3, who.number, &right).message.starts_with(&format!("{right} wins.")));
    assert!(
        graded.message.contains("Attached to 1") || graded.message.contains("Nothing is attached"),
        "{}",
        graded.message
    );
}

/// An illegal answer is told the rule it breaks, apart from a legal one that loses.
#[test]
fn illegal_answers_name_the_rule_they_break() {
    let mut told = 0;
    for seed in SEEDS {
        for exercise in exercises(permutation::GAME, seed) {
            if exercise.kind != "winning-move" {
                continue;
            }
            let words: Vec<&str> = exercise.given.split(' ').collect();
            let position = verdict_permutation::position::RowPosition::parse(&exercise.given).unwrap();
            for (index, word) in words.iter().enumerate() {
                if *word == "_" || position.removable(index) {
                    continue;
                }
                let graded = grade(permutation::GAME, seed, exercise.number, word);
                assert!(!graded.correct);
                assert!(graded.illegal, "{}", graded.message);
                assert!(
                    graded.message.starts_with(&format!("{word} cannot be removed: "))
                        && graded.message.contains("larger. A number may be removed only"),
                    "{}",
                    graded.message
                );
                told += 1;
            }
            if let Some(gone) = (1..=words.len()).find(|v| !words.contains(&v.to_string().as_str())) {
                let graded = grade(permutation::GAME, seed, exercise.number, &gone.to_string());
                assert!(graded.message.starts_with(&format!("{gone} has been removed already.")), "{}", graded.message);
            }
            let graded = grade(permutation::GAME, seed, exercise.number, "99");
            assert!(graded.message.starts_with("99 is not in the row"), "{}", graded.message);
            // A legal number that loses is only wrong, not illegal: the page tells them apart.
            for (index, word) in words.iter().enumerate() {
                if *word != "_" && position.removable(index) {
                    let graded = grade(permutation::GAME, seed, exercise.number, word);
                    assert!(!graded.illegal, "{word}: {}", graded.message);
                }
            }
        }
    }
    assert!(told > 10, "{told}");
    // The case: 2 in exercise 2 of the set from 42 is told which neighbour is larger.
    let set = exercises(permutation::GAME, 42);
    let graded = grade(permutation::GAME, 42, 2, "2");
    assert!(!graded.correct);
    assert!(
        graded.message.starts_with("2 cannot be removed: both its neighbours"),
        "{}: {}",
        set[1].given,
        graded.message
    );
}

#[test]
fn exercises_carry_their_board_and_how_a_click_answers() {
    check_exercises_carry_their_board_and_how_a_click_answers(permutation::GAME);
}
