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
    assert!(graded.message.english().starts_with(&format!("{right} wins.")), "{}", graded.message);
    assert!(grade(permutation::GAME, 3, who.number, &right).message.english().starts_with(&format!("{right} wins.")));
    assert!(
        graded.message.english().contains("Joined to 1 (no gap between them and 1)")
            || graded.message.english().contains("Nothing is joined"),
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
                    graded.message.english().starts_with(&format!("{word} cannot be removed: "))
                        && graded.message.english().contains("larger. A number may be removed only"),
                    "{}",
                    graded.message
                );
                told += 1;
            }
            if let Some(gone) = (1..=words.len()).find(|v| !words.contains(&v.to_string().as_str())) {
                let graded = grade(permutation::GAME, seed, exercise.number, &gone.to_string());
                assert!(
                    graded.message.english().starts_with(&format!("{gone} has been removed already.")),
                    "{}",
                    graded.message
                );
            }
            let graded = grade(permutation::GAME, seed, exercise.number, "99");
            assert!(graded.message.english().starts_with("99 is not in the row"), "{}", graded.message);
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
    // A number between two larger ones is told that both its neighbours are larger (the case
    // of 2 in the e2e test's exercise 2).
    let mut both = 0;
    for seed in SEEDS {
        let set = exercises(permutation::GAME, seed);
        let words: Vec<&str> = set[1].given.split(' ').collect();
        for (i, word) in words.iter().enumerate().skip(1).take(words.len().saturating_sub(2)) {
            let (Ok(v), Ok(l), Ok(r)) = (word.parse::<u32>(), words[i - 1].parse::<u32>(), words[i + 1].parse::<u32>())
            else {
                continue;
            };
            if v < l && v < r {
                let graded = grade(permutation::GAME, seed, 2, word);
                assert!(!graded.correct);
                assert!(
                    graded.message.english().starts_with(&format!("{word} cannot be removed: both its neighbours")),
                    "{}: {}",
                    set[1].given,
                    graded.message
                );
                both += 1;
            }
        }
    }
    assert!(both > 10, "{both}");
}

#[test]
fn exercises_carry_their_board_and_how_a_click_answers() {
    check_exercises_carry_their_board_and_how_a_click_answers(permutation::GAME);
}

/// Whether removing exactly the places `holes` of `row` (a start) can be done in some order,
/// each number removed larger than every neighbour it still has: a forward search over the
/// sets of places removed so far, from the rules alone (not the generator, not the solver).
fn removable_in_some_order(row: &[u32], holes: &[usize]) -> bool {
    let full = (1usize << holes.len()) - 1;
    let mut seen = vec![false; full + 1];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(done) = stack.pop() {
        if done == full {
            return true;
        }
        let present = |place: usize| !holes.iter().enumerate().any(|(k, &h)| h == place && done & (1 << k) != 0);
        for (k, &place) in holes.iter().enumerate() {
            if done & (1 << k) != 0 {
                continue;
            }
            let beats = |neighbour: Option<usize>| {
                neighbour.is_none_or(|p| p >= row.len() || !present(p) || row[place] > row[p])
            };
            let next = done | 1 << k;
            if beats(place.checked_sub(1)) && beats(Some(place + 1)) && !seen[next] {
                seen[next] = true;
                stack.push(next);
            }
        }
    }
    false
}

/// Every order of `values` from `at` on, each passed to `f` until it says yes.
fn any_order(values: &mut Vec<u32>, at: usize, f: &mut dyn FnMut(&[u32]) -> bool) -> bool {
    if at == values.len() {
        return f(values);
    }
    for i in at..values.len() {
        values.swap(at, i);
        if any_order(values, at + 1, f) {
            return true;
        }
        values.swap(at, i);
    }
    false
}

/// Whether a game reaches the row `given` (numbers and `_`): some start (the missing numbers put
/// back in the `_` places, in any order) from which they can all be removed.
fn reached_by_a_game(given: &str) -> bool {
    let words: Vec<&str> = given.split(' ').collect();
    let holes: Vec<usize> = (0..words.len()).filter(|&i| words[i] == "_").collect();
    let present: Vec<u32> = words.iter().filter_map(|w| w.parse().ok()).collect();
    let mut missing: Vec<u32> = (1..=words.len() as u32).filter(|v| !present.contains(v)).collect();
    if present.len() + holes.len() != words.len() || missing.len() != holes.len() || !present.contains(&1) {
        return false;
    }
    any_order(&mut missing, 0, &mut |order| {
        let mut row: Vec<u32> = words.iter().map(|w| w.parse().unwrap_or(0)).collect();
        for (&place, &value) in holes.iter().zip(order) {
            row[place] = value;
        }
        removable_in_some_order(&row, &holes)
    })
}

/// The search itself: the rows (set 11 from `3 6 5 1 4 2` showed `4 5 2 1 _ 6`, where 3
/// could never have been taken beside 6) are reached by no game; rows of real games are.
#[test]
fn the_search_tells_a_row_a_game_reaches_from_one_it_cannot() {
    for row in ["4 5 2 1 _ 6", "1 4 8 _ _ _ 5 _", "1 5 4 6 7 _ 2", "3 _ 1 4"] {
        assert!(!reached_by_a_game(row), "{row}");
    }
    // 6 removed from 3 6 5 1 4 2, then 5 and 4; a run of holes removed largest first.
    for row in ["3 _ 5 1 4 2", "3 _ _ 1 _ 2", "1 _ _ _", "2 1 3", "_ 1 _"] {
        assert!(reached_by_a_game(row), "{row}");
    }
}

/// Every row an exercise shows is one a game can reach, with the player to move the one whose
/// turn it is after that many removals, for 200 seeds.
#[test]
fn every_exercise_row_is_reached_by_a_game_from_a_start() {
    let mut with_holes = 0;
    for seed in 0..200 {
        for exercise in exercises(permutation::GAME, seed) {
            assert!(
                reached_by_a_game(&exercise.given),
                "set {seed}, exercise {}: no game reaches {}",
                exercise.number,
                exercise.given
            );
            let holes = exercise.given.split(' ').filter(|w| *w == "_").count();
            let mover = if holes % 2 == 0 { "Alice" } else { "Bob" };
            assert!(exercise.prompt.english().contains(mover), "{}: {}", exercise.given, exercise.prompt);
            with_holes += usize::from(holes > 0);
        }
    }
    assert!(with_holes >= 400, "{with_holes} rows in the middle of a game");
}

/// A slip (nothing, `2.`, a character short, a place the position lacks) is malformed, never
/// wrong, and gives nothing away; a right answer is right; a "find every" answer short of some
/// moves is partial, with the count found.
#[test]
fn slips_are_malformed_never_wrong_and_partial_answers_are_counted() {
    verdict_testkit::exercises::check_slips_are_malformed_and_partial_answers_counted(permutation::GAME, "99");
}
