//! Exercises, whatever the game: the same seed gives the same set; who wins and which moves win
//! are checked against the exhaustive search (`verdict_reason::check`), not against the engine
//! that grades; an exercise on a position carries its board.

use verdict_model::exercises::{Exercise, SET_SIZE};
use verdict_model::game::{exercise_set as exercises, grade, position};
use verdict_model::Game;
use verdict_reason::check::check;

/// The seeds the exercise tests try.
pub const SEEDS: std::ops::Range<u64> = 0..60;

/// The same seed gives the same set, of `SET_SIZE` exercises, and seeds differ.
pub fn check_a_seed_gives_the_same_set_and_seeds_differ(game: Game) {
    assert_eq!(exercises(game, 42), exercises(game, 42));
    assert_eq!(exercises(game, 42).len(), SET_SIZE);
    let sets: std::collections::BTreeSet<String> =
        SEEDS.map(|seed| exercises(game, seed).iter().map(|e| e.given.clone()).collect::<Vec<_>>().join("|")).collect();
    assert!(sets.len() > 50, "{game:?}: only {} different sets of 60", sets.len());
}

/// The exhaustive search's answer for a position: `win` or `lose`, and the winning moves.
pub fn searched(game: Game, position: &str) -> (bool, Vec<String>) {
    let report = check(&game.unconfigured().unwrap(), position, &mut |_| {}).unwrap();
    let (value, moves) = report.exhaustive.split_once('\t').unwrap();
    (value == "win", moves.split(' ').filter(|m| !m.is_empty()).map(String::from).collect())
}

/// Every exercise of a game played from positions, graded against the exhaustive search: who
/// wins (`players`, the game's two), which moves win (all of them, in any order; one short is
/// wrong; with none, `a_move` is wrong), a winning move (each is right, a number of the
/// position that is not one is wrong). An exercise of any other kind goes to `other(seed,
/// exercise)`.
pub fn check_graded_against_the_searches(
    game: Game,
    players: [&str; 2],
    a_move: &str,
    other: &mut dyn FnMut(u64, &Exercise),
) {
    for seed in SEEDS {
        for exercise in exercises(game, seed) {
            let n = exercise.number;
            let grade = |answer: &str| grade(game, seed, n, answer);
            match exercise.kind {
                "who-wins" => {
                    let (mover_wins, _) = searched(game, &exercise.given);
                    // The player to move, as the prompt names them.
                    let mover = match exercise.prompt.get("mover").or_else(|| exercise.prompt.get("who")) {
                        Some(verdict_model::Arg::Name(name)) => *name,
                        _ => panic!("{exercise:?}: the prompt names no mover"),
                    };
                    let other = players.iter().find(|&&p| p != mover).unwrap();
                    let winner = if mover_wins { mover } else { other };
                    assert!(grade(winner).correct, "{exercise:?}: {winner}");
                    assert!(!grade(if mover_wins { other } else { mover }).correct, "{exercise:?}");
                    assert_eq!(exercise.choices, players);
                }
                "winning-moves" => {
                    let (_, moves) = searched(game, &exercise.given);
                    let written = if moves.is_empty() { "none".to_string() } else { moves.join(", ") };
                    assert!(grade(&written).correct, "{exercise:?}: {written}");
                    let mut reversed = moves.clone();
                    reversed.reverse();
                    assert!(grade(&reversed.join(" ")).correct || moves.is_empty(), "any order");
                    if let Some((_, fewer)) = moves.split_last() {
                        assert!(!grade(&fewer.join(" ")).correct, "{exercise:?}: one short");
                    } else {
                        assert!(!grade(a_move).correct, "{exercise:?}");
                    }
                }
                "winning-move" => {
                    let (mover_wins, moves) = searched(game, &exercise.given);
                    assert!(mover_wins && !moves.is_empty(), "{exercise:?}: there is a win");
                    for mv in &moves {
                        assert!(grade(mv).correct, "{exercise:?}: {mv}");
                    }
                    let losing = exercise.given.split(' ').find(|w| *w != "_" && !moves.contains(&w.to_string()));
                    if let Some(losing) = losing {
                        assert!(!grade(losing).correct, "{exercise:?}: {losing}");
                    }
                }
                _ => other(seed, &exercise),
            }
        }
    }
}

/// An exercise on a position carries the board the game draws for it without what gives the
/// answer away (the facts `B` and `d`), and says how a click answers; a template or an auction
/// has no board.
pub fn check_exercises_carry_their_board_and_how_a_click_answers(game: Game) {
    for seed in SEEDS {
        for exercise in exercises(game, seed) {
            let expected_pick = match exercise.kind {
                "winning-move" => "one",
                "winning-moves" => "several",
                _ => "",
            };
            assert_eq!(exercise.pick, expected_pick, "{exercise:?}");
            match exercise.kind {
                "who-wins" | "winning-move" | "winning-moves" => {
                    let board = position(game, &exercise.given).unwrap().exercise_board();
                    assert_eq!(exercise.board.as_ref(), Some(&board), "{}", exercise.given);
                    assert!(board.facts.iter().all(|fact| fact.label != "B" && fact.label != "d"));
                }
                _ => assert!(exercise.board.is_none(), "{exercise:?}"),
            }
        }
    }
}

/// Slips of typing made from an exercise's right answer `solution`: nothing, white space, the
/// answer with a stray `.` (`2.`), a character too few or too many (`9?0??` for `9?0??0`),
/// a place the position does not have (`outside`, a move of the game's notation), and, for a
/// template to fill, the template itself (its `_` left). None of them is an answer to grade.
pub fn slips(exercise: &Exercise, solution: &str, outside: &str) -> Vec<String> {
    let mut slips = vec![String::new(), "   ".to_string(), format!("{solution}."), format!(".{solution}")];
    if exercise.kind == "winning-moves" {
        slips.push(" , ".to_string());
    }
    match exercise.kind {
        "who-wins" => slips.extend(["x".to_string(), "2.".to_string(), format!("{solution}x")]),
        "winning-move" | "winning-moves" => {
            slips.push(outside.to_string());
            if let Some(first) = solution.split(' ').next() {
                slips.push(solution.replacen(first, &format!("{first}."), 1));
                slips.push(format!("{solution} {outside}"));
            }
        }
        "fill" => {
            slips.push(exercise.given.clone());
            let chars: Vec<char> = solution.chars().collect();
            for i in 0..chars.len() {
                let mut fewer = chars.clone();
                fewer.remove(i);
                slips.push(fewer.into_iter().collect());
                let mut more = chars.clone();
                more.insert(i, '?');
                slips.push(more.into_iter().collect());
                // A character the template gives, changed.
                if exercise.given.chars().nth(i) != Some('_') {
                    let mut changed = chars.clone();
                    changed[i] = if chars[i] == '0' { '1' } else { '0' };
                    slips.push(changed.into_iter().collect());
                }
            }
        }
        "first-illegal" => {
            let calls = exercise.given.split(' ').count();
            slips.extend(["0".to_string(), (calls + 1).to_string(), "x".to_string()]);
        }
        _ => {}
    }
    slips.retain(|slip| slip != solution);
    slips
}

/// Every slip ([`slips`]) of every exercise of many sets is malformed, never wrong: not counted,
/// its message naming what is wrong and giving nothing of the answer away (no "wins", no right
/// answer to show). The right answer is right. A "find every" answer with some winning moves
/// left out, and no other, is partial and says how many it found, of how many.
pub fn check_slips_are_malformed_and_partial_answers_counted(game: Game, outside: &str) {
    use verdict_model::exercises::{Found, Mark};
    let (mut slipped, mut partial) = (0, 0);
    for seed in SEEDS {
        for exercise in exercises(game, seed) {
            let n = exercise.number;
            let solution = grade(game, seed, n, "").solution;
            let right = grade(game, seed, n, &solution);
            assert_eq!(
                (right.mark, right.correct, right.illegal),
                (Mark::Right, true, false),
                "{exercise:?}: {solution}"
            );
            for slip in slips(&exercise, &solution, outside) {
                let graded = grade(game, seed, n, &slip);
                assert_eq!(graded.mark, Mark::Malformed, "{exercise:?}: {slip:?} is a slip: {}", graded.message);
                assert!(graded.illegal && !graded.correct && graded.found.is_none(), "{slip:?}");
                assert!(
                    !graded.message.english().is_empty() && !graded.message.english().contains(" wins"),
                    "{slip:?}: {}",
                    graded.message
                );
                slipped += 1;
            }
            if exercise.kind == "winning-moves" {
                let moves: Vec<&str> = solution.split(' ').filter(|m| *m != "none").collect();
                for keep in 1..moves.len() {
                    let graded = grade(game, seed, n, &moves[..keep].join(" "));
                    assert_eq!(graded.mark, Mark::Partial, "{exercise:?}: {keep} of {solution}");
                    assert_eq!(graded.found, Some(Found { found: keep, of: moves.len() }));
                    assert!(!graded.correct && !graded.illegal);
                    assert!(
                        graded.message.english().starts_with(&format!("{keep} of {} found", moves.len())),
                        "{}",
                        graded.message
                    );
                    // Nothing is given away: no move left out is named.
                    assert!(
                        moves[keep..].iter().filter(|m| m.len() > 2).all(|m| !graded.message.english().contains(*m)),
                        "{}",
                        graded.message
                    );
                    partial += 1;
                }
                // "none" where a move wins is a legal answer, and wrong.
                if !moves.is_empty() {
                    assert_eq!(grade(game, seed, n, "none").mark, Mark::Wrong, "{exercise:?}");
                }
            }
        }
    }
    assert!(slipped > 100, "{game:?}: {slipped} slips tried");
    let finds = exercises(game, 0).iter().any(|e| e.kind == "winning-moves");
    assert!(!finds || partial > 10, "{game:?}: {partial} partial answers tried");
}
