//! Exercises: the same seed gives the same set; every exercise has a right answer, which the
//! grader accepts, and wrong ones it refuses. Who wins and which moves win are checked against
//! the exhaustive searches, not against the engine that grades.

use verdict_playground::games::check::check;
use verdict_playground::games::exercises::SET_SIZE;
use verdict_playground::games::{auction, permutation, ticket};
use verdict_playground::games::{exercise_set as exercises, grade};
use verdict_playground::Game;

const SEEDS: std::ops::Range<u64> = 0..60;

#[test]
fn a_seed_gives_the_same_set_and_seeds_differ() {
    for game in [ticket::GAME, permutation::GAME, auction::GAME] {
        assert_eq!(exercises(game, 42), exercises(game, 42));
        assert_eq!(exercises(game, 42).len(), SET_SIZE);
        let sets: std::collections::BTreeSet<String> = SEEDS
            .map(|seed| exercises(game, seed).iter().map(|e| e.given.clone()).collect::<Vec<_>>().join("|"))
            .collect();
        assert!(sets.len() > 50, "{game:?}: only {} different sets of 60", sets.len());
    }
}

/// The exhaustive search's answer for a position: `win` or `lose`, and the winning moves.
fn searched(game: Game, position: &str) -> (bool, Vec<String>) {
    let report = check(game, position, &mut |_| {}).unwrap();
    let (value, moves) = report.exhaustive.split_once('\t').unwrap();
    (value == "win", moves.split(' ').filter(|m| !m.is_empty()).map(String::from).collect())
}

#[test]
fn ticket_and_permutation_exercises_are_graded_against_the_searches() {
    for game in [ticket::GAME, permutation::GAME] {
        let players = if game == ticket::GAME { ["Monocarp", "Bicarp"] } else { ["Alice", "Bob"] };
        for seed in SEEDS {
            for exercise in exercises(game, seed) {
                let n = exercise.number;
                let grade = |answer: &str| grade(game, seed, n, answer);
                match exercise.kind {
                    "who-wins" => {
                        let (mover_wins, _) = searched(game, &exercise.given);
                        let mover = exercise.prompt.split(", ").nth(1).and_then(|s| s.split(' ').next()).unwrap();
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
                            assert!(!grade(if game == ticket::GAME { "1=0" } else { "1" }).correct, "{exercise:?}");
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
                    "fill" => check_fill(seed, n, &exercise.given),
                    other => panic!("unexpected kind {other}"),
                }
            }
        }
    }
}

/// Every way to fill the blanks, judged by the exhaustive search from the start: the grader
/// accepts exactly the ones Bicarp wins.
fn check_fill(seed: u64, number: usize, template: &str) {
    let blanks: Vec<usize> = template.bytes().enumerate().filter(|(_, b)| *b == b'_').map(|(i, _)| i).collect();
    let mut accepted = 0;
    for code in 0..10usize.pow(blanks.len() as u32) {
        let mut cells = template.as_bytes().to_vec();
        for (k, &i) in blanks.iter().enumerate() {
            cells[i] = b'0' + (code / 10usize.pow(k as u32) % 10) as u8;
        }
        let ticket = String::from_utf8(cells).unwrap();
        let (monocarp_wins, _) = searched(ticket::GAME, &format!("{ticket} Monocarp"));
        let graded = grade(ticket::GAME, seed, number, &ticket);
        assert_eq!(graded.correct, !monocarp_wins, "{template} → {ticket}: {}", graded.message);
        accepted += usize::from(graded.correct);
    }
    assert!(accepted > 0, "{template}: no way to fill it");
    assert!(grade(ticket::GAME, seed, number, &template.replace('_', "1").replace('?', "0"))
        .message
        .contains("with a digit"));
}

#[test]
fn auction_exercises_accept_any_right_auction() {
    for seed in SEEDS {
        for exercise in exercises(auction::GAME, seed) {
            let n = exercise.number;
            let solution = grade(auction::GAME, seed, n, "").solution;
            assert!(grade(auction::GAME, seed, n, &solution).correct, "{exercise:?}: {solution}");
            match exercise.kind {
                "build-auction" => {
                    // The same auction with an extra pass round before any bid still ends the
                    // same way only if no one bid yet; a passed-out auction never does.
                    assert!(!grade(auction::GAME, seed, n, "P P P P").correct);
                    assert!(!grade(auction::GAME, seed, n, "1C").correct, "an unfinished auction");
                }
                "first-illegal" => {
                    let right: usize = solution.parse().unwrap();
                    assert!(!grade(auction::GAME, seed, n, &(right + 1).to_string()).correct);
                    assert!(grade(auction::GAME, seed, n, &format!("#{right}")).correct);
                    let calls: Vec<&str> = exercise.given.split(' ').collect();
                    assert!(right <= calls.len(), "{exercise:?}");
                }
                other => panic!("unexpected kind {other}"),
            }
        }
    }
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

/// A format slip is not a wrong answer: `2 = 9`, `2 =9`, commas and spaces are all `2=9`; a
/// ticket typed with spaces is the ticket.
#[test]
fn answers_are_read_with_any_spacing() {
    use verdict_playground::games::exercises::answer_moves;
    assert_eq!(answer_moves(" 2 = 9, 3= 0 4 =1,none"), ["2=9", "3=0", "4=1"]);
    assert_eq!(answer_moves("none"), Vec::<String>::new());
    for seed in SEEDS {
        for exercise in exercises(ticket::GAME, seed) {
            let right = grade(ticket::GAME, seed, exercise.number, "").solution;
            let spaced = match exercise.kind {
                "winning-moves" => right.replace('=', " = ").replace(' ', "  "),
                "fill" => right.chars().map(|c| format!("{c} ")).collect(),
                _ => continue,
            };
            assert!(grade(ticket::GAME, seed, exercise.number, &spaced).correct, "{exercise:?}: {spaced:?}");
        }
    }
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
            let position =
                verdict_playground::games::permutation::position::RowPosition::parse(&exercise.given).unwrap();
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
        for exercise in exercises(ticket::GAME, seed) {
            if exercise.kind != "winning-moves" {
                continue;
            }
            let Some(digit) = exercise.given.bytes().position(|b| b.is_ascii_digit()) else { continue };
            let written = format!("{}=5", digit + 1);
            let graded = grade(ticket::GAME, seed, exercise.number, &written);
            assert!(!graded.correct);
            assert!(graded.illegal);
            assert!(!grade(ticket::GAME, seed, exercise.number, "none").illegal);
            assert!(
                graded.message.starts_with(&format!("{written}: position {} holds a", digit + 1)),
                "{}",
                graded.message
            );
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

/// An exercise on a position carries the board the game draws for it without what gives the
/// answer away, and says how a click answers; a template or an auction has no board.
#[test]
fn exercises_carry_their_board_and_how_a_click_answers() {
    use verdict_playground::games::position;
    for seed in SEEDS {
        for game in [ticket::GAME, permutation::GAME, auction::GAME] {
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
    // Nothing right or wrong is said twice: the page says it ("✓ Right.").
    for seed in SEEDS {
        for exercise in exercises(auction::GAME, seed) {
            let right = grade(auction::GAME, seed, exercise.number, "").solution;
            let graded = grade(auction::GAME, seed, exercise.number, &right);
            assert!(graded.correct, "{exercise:?}");
            assert!(!graded.message.starts_with("Right"), "{}", graded.message);
        }
    }
}
