//! The auction's exercises: the same seed gives the same set; any right auction is accepted,
//! wrong ones refused; nothing right or wrong is said twice; an auction has no board.

use verdict_auction as auction;
use verdict_model::game::{exercise_set as exercises, grade};
use verdict_testkit::exercises::{
    check_a_seed_gives_the_same_set_and_seeds_differ, check_exercises_carry_their_board_and_how_a_click_answers, SEEDS,
};

#[test]
fn a_seed_gives_the_same_set_and_seeds_differ() {
    check_a_seed_gives_the_same_set_and_seeds_differ(auction::GAME);
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

/// An auction exercise has no board, and says no click answers it; nothing right or wrong is
/// said twice: the page says it ("✓ Right.").
#[test]
fn exercises_carry_their_board_and_how_a_click_answers() {
    check_exercises_carry_their_board_and_how_a_click_answers(auction::GAME);
    for seed in SEEDS {
        for exercise in exercises(auction::GAME, seed) {
            let right = grade(auction::GAME, seed, exercise.number, "").solution;
            let graded = grade(auction::GAME, seed, exercise.number, &right);
            assert!(graded.correct, "{exercise:?}");
            assert!(!graded.message.english().starts_with("Right"), "{}", graded.message);
        }
    }
}

/// The dealer an exercise names ("…, South dealing." or "South deals.").
fn dealer_of(prompt: &str) -> auction::Seat {
    auction::Seat::ALL.into_iter().find(|seat| prompt.contains(&format!("{} deal", seat.name()))).unwrap()
}

/// Every auction an exercise is about is one a table can reach, call by legal call from the
/// dealer's first (the laws' state, not the generator): the example built to a target is a
/// complete legal auction ending in it, and the calls before the first illegal one of a
/// first-illegal exercise are a legal auction still open, for 200 seeds.
#[test]
fn every_exercise_auction_is_reached_by_legal_calls_from_the_dealer() {
    for seed in 0..200 {
        for exercise in exercises(auction::GAME, seed) {
            let dealer = dealer_of(&exercise.prompt.english());
            let mut state = auction::Auction::new(dealer);
            let solution = grade(auction::GAME, seed, exercise.number, "").solution;
            match exercise.kind {
                "build-auction" => {
                    for word in solution.split(' ') {
                        let call = auction::Call::parse(word).unwrap();
                        assert!(state.make(call).is_ok(), "{exercise:?}: {solution}");
                    }
                    let Some(auction::Outcome::Contract(contract)) = state.outcome() else {
                        panic!("{exercise:?}: {solution} ends in no contract")
                    };
                    assert!(
                        exercise.prompt.english().contains(&format!("ends in {},", contract.describe())),
                        "{exercise:?}"
                    );
                }
                "first-illegal" => {
                    let calls: Vec<auction::Call> =
                        exercise.given.split(' ').map(|w| auction::Call::parse(w).unwrap()).collect();
                    let first: usize = solution.parse().unwrap();
                    for call in &calls[..first - 1] {
                        assert!(state.make(*call).is_ok(), "{exercise:?}");
                    }
                    assert!(state.check(calls[first - 1]).is_err(), "{exercise:?}: call {first} is illegal");
                }
                other => panic!("unexpected kind {other}"),
            }
        }
    }
}

/// A slip (nothing, `2.`, a character short, a place the position lacks) is malformed, never
/// wrong, and gives nothing away; a right answer is right; a "find every" answer short of some
/// moves is partial, with the count found.
#[test]
fn slips_are_malformed_never_wrong_and_partial_answers_are_counted() {
    verdict_testkit::exercises::check_slips_are_malformed_and_partial_answers_counted(auction::GAME, "");
}

/// Every grade, right, wrong or malformed, of every kind (the contract reached or another, passed
/// out, not over, an illegal call, a call number out of range or not a number), is said in every
/// language with every argument placed.
#[test]
fn every_grade_is_said_in_every_language() {
    let mut ids = std::collections::BTreeSet::new();
    for seed in SEEDS {
        for exercise in exercises(auction::GAME, seed) {
            let n = exercise.number;
            let solution = grade(auction::GAME, seed, n, "").solution;
            for answer in [
                solution.as_str(),
                "",
                "P P P P",
                "1C",
                "1C P P P",
                "1C X XX P P P",
                "1H P 2H P P P",
                "1D 1C",
                "x",
                "1",
                "3",
                "99",
            ] {
                let graded = grade(auction::GAME, seed, n, answer);
                verdict_testkit::words::every_language_says(&graded.message);
                ids.insert(graded.message.id);
            }
        }
    }
    for id in [
        "auction-grade-empty",
        "auction-grade-ends",
        "auction-grade-ends-other",
        "auction-grade-passed-out",
        "auction-grade-not-over",
        "auction-grade-illegal-call",
        "auction-grade-number",
        "auction-grade-illegal",
        "auction-grade-not-auction",
    ] {
        assert!(ids.contains(id), "no grade says {id}: {ids:?}");
    }
}
