//! Exercises: generated from a seed (so a teacher's link hands out the same set), answered in
//! words, and graded by the exact engine, which accepts any correct answer. After a wrong
//! answer the grade explains the right one with the engine's own reason.
//!
//! Each game makes its own set of [`SET_SIZE`] in its folder ([`super::Rules::exercises`]);
//! what an exercise is, and the ways of comparing an answer that several games share, are here.

use crate::line::Board;
use crate::random::Random;
use serde::Serialize;

pub const SET_SIZE: usize = 5;

/// One exercise, as the page shows it.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Exercise {
    /// 1-based, within the set.
    pub number: usize,
    /// `who-wins`, `winning-moves`, `winning-move`, `fill`, `build-auction`, `first-illegal`.
    pub kind: &'static str,
    /// What to do, in one sentence.
    pub prompt: String,
    /// The position, template or auction the exercise is about.
    pub given: String,
    /// How to write the answer.
    pub answer_help: String,
    /// The possible answers, when there are only a few (who wins): the page shows buttons.
    pub choices: Vec<String>,
    /// The position drawn as the game draws it, without what would give the answer away
    /// ([`crate::position::Playable::exercise_board`]); `None` when `given` is no position (a
    /// template to fill, an auction's dealer).
    pub board: Option<Board>,
    /// How a click on the board's places answers: `one` (the move clicked is the answer),
    /// `several` (each move clicked is added to, or taken out of, the answer), or empty (the
    /// board is there to be read).
    pub pick: &'static str,
}

/// A grade: right or not, and why.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Graded {
    pub correct: bool,
    /// The answer breaks a rule (a move that cannot be made, a form that is not an answer),
    /// as opposed to a legal answer that is wrong: the message says which rule first.
    pub illegal: bool,
    pub message: String,
    /// A right answer (one of them, where several are right), to show after a wrong one.
    pub solution: String,
}

/// The generator of exercise `number` of the set from `seed`: the same every time.
pub fn random_for(seed: u64, number: usize) -> Random {
    Random::new(seed.wrapping_mul(31).wrapping_add(number as u64 * 0x9e37_79b9))
}

/// A grade before its solution is attached.
pub struct Verdicted {
    pub correct: bool,
    pub message: String,
    /// See [`Graded::illegal`].
    pub illegal: bool,
}

impl Verdicted {
    /// A legal answer, right or wrong.
    pub fn new(correct: bool, message: String) -> Verdicted {
        Verdicted { correct, message, illegal: false }
    }

    /// An answer that breaks `rule` (the message's first sentence), with why the answer is
    /// what it is after it.
    pub fn illegal(message: String) -> Verdicted {
        Verdicted { correct: false, message, illegal: true }
    }

    pub fn with_solution(self, solution: String) -> Graded {
        Graded { correct: self.correct, illegal: self.illegal, message: self.message, solution }
    }
}

/// "Who wins?": the winner's name, any case. The page says right or wrong itself, so the
/// message gives the answer and its reason only.
pub fn grade_winner(answer: &str, winner: &str, reason: &str) -> Verdicted {
    let correct = answer.trim().eq_ignore_ascii_case(winner);
    Verdicted::new(correct, format!("{winner} wins. {reason}"))
}

/// The moves of an answer, as written: separated by white space or commas, with any spacing
/// around `=` (`2 = 9` is `2=9`), `none` or nothing for no move.
pub fn answer_moves(answer: &str) -> Vec<String> {
    let mut joined = String::with_capacity(answer.len());
    for c in answer.chars() {
        if c == '=' {
            while joined.ends_with(char::is_whitespace) {
                joined.pop();
            }
            joined.push('=');
        } else if !(c.is_whitespace() && joined.ends_with('=')) {
            joined.push(c);
        }
    }
    joined
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty() && !w.eq_ignore_ascii_case("none"))
        .map(String::from)
        .collect()
}

/// Moves written any way ([`answer_moves`], any order) against the engine's list. `illegal`
/// says what rule a written move breaks, if it breaks one: such an answer is told so, apart
/// from a legal one that loses.
pub fn grade_set(
    answer: &str,
    right: Vec<String>,
    reason: &str,
    illegal: &dyn Fn(&str) -> Option<String>,
) -> Verdicted {
    let mut given = answer_moves(answer);
    crate::order::sort(&mut given);
    given.dedup();
    let mut expected = right.clone();
    crate::order::sort(&mut expected);
    // Said as the count needs: no "The winning moves are none." (issue 33).
    let listed = match right.as_slice() {
        [] => "No move wins here".to_string(),
        [one] => format!("The winning move is {one}"),
        many => format!("The winning moves are {}", many.join(" ")),
    };
    let broken: Vec<String> = given.iter().filter_map(|mv| illegal(mv)).collect();
    if given == expected {
        Verdicted::new(true, format!("{listed}. {reason}"))
    } else if !broken.is_empty() {
        Verdicted::illegal(format!("{} {listed}. {reason}", broken.join(" ")))
    } else {
        Verdicted::new(false, format!("{listed}. {reason}"))
    }
}
