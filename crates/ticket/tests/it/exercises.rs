//! The ticket's exercises: the same seed gives the same set; every exercise has a right answer,
//! which the grader accepts, and wrong ones it refuses. Who wins and which moves win are checked
//! against the exhaustive search, not against the engine that grades; every way to fill a
//! template is judged from the start.

use verdict_model::game::{exercise_set as exercises, grade};
use verdict_testkit::exercises::{
    check_a_seed_gives_the_same_set_and_seeds_differ, check_exercises_carry_their_board_and_how_a_click_answers,
    check_graded_against_the_searches, searched, SEEDS,
};
use verdict_ticket as ticket;

#[test]
fn a_seed_gives_the_same_set_and_seeds_differ() {
    check_a_seed_gives_the_same_set_and_seeds_differ(ticket::GAME);
}

#[test]
fn exercises_are_graded_against_the_searches() {
    check_graded_against_the_searches(
        ticket::GAME,
        ["Monocarp", "Bicarp"],
        "1=0",
        &mut |seed, exercise| match exercise.kind {
            "fill" => check_fill(seed, exercise.number, &exercise.given),
            other => panic!("unexpected kind {other}"),
        },
    );
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
        .english()
        .contains("with a digit"));
}

/// A format slip is not a wrong answer: `2 = 9`, `2 =9`, commas and spaces are all `2=9`; a
/// ticket typed with spaces is the ticket.
#[test]
fn answers_are_read_with_any_spacing() {
    use verdict_model::exercises::answer_moves;
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
    for seed in SEEDS {
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
                graded.message.english().starts_with(&format!("{written}: position {} holds a", digit + 1)),
                "{}",
                graded.message
            );
            // Every other rule of a written move, each said in every language.
            let open = exercise.given.bytes().position(|b| b == b'?').unwrap() + 1;
            let n = exercise.given.split_whitespace().next().unwrap().len();
            for (written, says) in [
                ("29".to_string(), "29 is not a move: write position=digit, such as 2=9.".to_string()),
                ("x=9".to_string(), "x=9: x is not a position.".to_string()),
                (format!("{}=1", n + 1), format!("{}=1: the ticket has positions 1 to {n} only.", n + 1)),
                (format!("{open}=12"), format!("{open}=12: 12 is not a digit from 0 to 9.")),
            ] {
                let graded = grade(ticket::GAME, seed, exercise.number, &written);
                assert!(graded.illegal && !graded.correct, "{written}");
                assert!(graded.message.english().contains(&says), "{written}: {}", graded.message);
                verdict_testkit::words::every_language_says(&graded.message);
            }
        }
    }
}

#[test]
fn exercises_carry_their_board_and_how_a_click_answers() {
    check_exercises_carry_their_board_and_how_a_click_answers(ticket::GAME);
}

/// Whether a game reaches the ticket position `ticket`, `mover` to move: a backward search that
/// takes moves back (a digit made a `?` again, the turn passing back) until it stands at a start
/// (Monocarp to move, an even count of `?`, as the origin problem's tickets have), written from
/// the rules alone, not the generator.
fn reached_by_a_game(ticket: &str, mover: &str, seen: &mut std::collections::HashSet<(String, bool)>) -> bool {
    let monocarp = mover == "Monocarp";
    if !seen.insert((ticket.to_string(), monocarp)) {
        return false;
    }
    let q = ticket.bytes().filter(|&b| b == b'?').count();
    if monocarp && q % 2 == 0 {
        return true;
    }
    let before = if monocarp { "Bicarp" } else { "Monocarp" };
    (0..ticket.len()).filter(|&i| ticket.as_bytes()[i].is_ascii_digit()).any(|i| {
        let mut undone = ticket.as_bytes().to_vec();
        undone[i] = b'?';
        reached_by_a_game(std::str::from_utf8(&undone).unwrap(), before, seen)
    })
}

#[test]
fn the_search_tells_a_position_a_game_reaches_from_one_it_cannot() {
    let reached = |ticket: &str, mover: &str| reached_by_a_game(ticket, mover, &mut Default::default());
    assert!(reached("?054??0?", "Monocarp") && reached("9054??0?", "Bicarp") && reached("90??", "Monocarp"));
    // Bicarp never moves first; an odd count of `?` on Monocarp's turn comes from an odd start.
    assert!(!reached("????", "Bicarp") && !reached("?1", "Monocarp") && !reached("???1", "Monocarp"));
}

/// Every position an exercise shows is reached by a game from a start, and still has a move to
/// make, for 200 seeds.
#[test]
fn every_exercise_position_is_reached_by_a_game_from_a_start() {
    let mut positions = 0;
    for seed in 0..200 {
        for exercise in exercises(ticket::GAME, seed) {
            if exercise.kind == "fill" {
                // A template to fill is a start: Monocarp moves first.
                assert!(exercise.prompt.english().contains("Monocarp moves first"), "{}", exercise.prompt);
                continue;
            }
            let (ticket, mover) = exercise.given.split_once(' ').unwrap();
            assert!(ticket.contains('?'), "{}: a move is left", exercise.given);
            assert!(
                reached_by_a_game(ticket, mover, &mut Default::default()),
                "set {seed}, exercise {}: no game reaches {}",
                exercise.number,
                exercise.given
            );
            positions += 1;
        }
    }
    assert_eq!(positions, 200 * 3);
}

/// A slip (nothing, `2.`, a character short, a place the position lacks) is malformed, never
/// wrong, and gives nothing away; a right answer is right; a "find every" answer short of some
/// moves is partial, with the count found.
#[test]
fn slips_are_malformed_never_wrong_and_partial_answers_are_counted() {
    verdict_testkit::exercises::check_slips_are_malformed_and_partial_answers_counted(ticket::GAME, "99=1");
}
