//! Exercises: generated from a seed (so a teacher's link hands out the same set), answered in
//! words, and graded by the exact engine, which accepts any correct answer. After a wrong
//! answer the grade explains the right one with the engine's own reason.
//!
//! Each game makes its own set of [`SET_SIZE`] in its folder ([`super::Rules::exercises`]);
//! what an exercise is, and the ways of comparing an answer that several games share, are here.

use crate::line::Board;
use crate::message::{Arg, Message};
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
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub prompt: Message,
    /// The position, template or auction the exercise is about.
    pub given: String,
    /// How to write the answer.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub answer_help: Message,
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

/// How an answer stands: the page scores and shows each differently.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// A right answer.
    Right,
    /// A legal answer that is wrong: it counts, and the right one is shown.
    Wrong,
    /// Some of the winning moves of a "find every" exercise and nothing else: it counts as an
    /// answer that is not right yet, says how many were found, and gives away none.
    Partial,
    /// No answer to grade: it does not parse, has the wrong length or form, or makes a move that
    /// cannot be made here. It is not counted and gives nothing away; the student writes it
    /// again.
    Malformed,
}

/// How many of the winning moves a partial answer found.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Found {
    pub found: usize,
    pub of: usize,
}

/// A grade: right or not, and why.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Graded {
    pub correct: bool,
    /// The answer is [`Mark::Malformed`]: it breaks a rule of the answer's form (a move that
    /// cannot be made, a form that is not an answer), as opposed to a legal answer that is wrong.
    /// The message says which rule, and nothing of the right answer.
    pub illegal: bool,
    pub mark: Mark,
    /// For a [`Mark::Partial`] answer, how many winning moves it found of how many.
    pub found: Option<Found>,
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub message: Message,
    /// A right answer (one of them, where several are right), to show after a wrong one (never
    /// after a malformed or partial one).
    pub solution: String,
}

/// The generator of exercise `number` of the set from `seed`: the same every time.
pub fn random_for(seed: u64, number: usize) -> Random {
    Random::new(seed.wrapping_mul(31).wrapping_add(number as u64 * 0x9e37_79b9))
}

/// An exercise of one of the common kinds on a position, with the position to grade it by.
pub enum Task<P> {
    Winner(P),
    Move(P),
    Moves(P),
}

impl<P> Task<P> {
    /// `who-wins`, `winning-move`, `winning-moves`.
    pub fn kind(&self) -> &'static str {
        match self {
            Task::Winner(_) => "who-wins",
            Task::Move(_) => "winning-move",
            Task::Moves(_) => "winning-moves",
        }
    }

    pub fn position(&self) -> &P {
        let (Task::Winner(position) | Task::Move(position) | Task::Moves(position)) = self;
        position
    }
}

/// A grade before its solution is attached.
pub struct Verdicted {
    pub mark: Mark,
    pub message: Message,
    pub found: Option<Found>,
}

impl Verdicted {
    /// A legal answer, right or wrong.
    pub fn new(correct: bool, message: impl Into<Message>) -> Verdicted {
        Verdicted { mark: if correct { Mark::Right } else { Mark::Wrong }, message: message.into(), found: None }
    }

    /// An answer that is no answer to grade ([`Mark::Malformed`]): `message` names what is wrong
    /// with it, and must not give the right answer away.
    pub fn illegal(message: impl Into<Message>) -> Verdicted {
        Verdicted { mark: Mark::Malformed, message: message.into(), found: None }
    }

    /// Some winning moves and no other ([`Mark::Partial`]).
    pub fn partial(found: Found, message: impl Into<Message>) -> Verdicted {
        Verdicted { mark: Mark::Partial, message: message.into(), found: Some(found) }
    }

    pub fn with_solution(self, solution: String) -> Graded {
        Graded {
            correct: self.mark == Mark::Right,
            illegal: self.mark == Mark::Malformed,
            mark: self.mark,
            found: self.found,
            message: self.message,
            solution,
        }
    }
}

/// "Who wins?": the winner's name, any case, one of `players`. The page says right or wrong
/// itself, so the message gives the answer and its reason only; anything but a player's name
/// (nothing, a typo) is malformed.
pub fn grade_winner(answer: &str, players: [&'static str; 2], winner: &'static str, reason: Message) -> Verdicted {
    let written = answer.trim();
    if !players.iter().any(|p| written.eq_ignore_ascii_case(p)) {
        let choose = Message::new("grade-choose").name("first", players[0]).name("second", players[1]);
        return Verdicted::illegal(if written.is_empty() {
            choose
        } else {
            Message::new("grade-not-player").arg("written", written.to_string()).arg("choose", choose)
        });
    }
    Verdicted::new(
        written.eq_ignore_ascii_case(winner),
        Message::new("grade-wins").name("winner", winner).arg("reason", reason),
    )
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
/// says what rule a written move breaks, if it breaks one: such an answer is malformed, told
/// the rule and nothing else, as is an empty one (`none` says there is no winning move). Some
/// of the winning moves and no other is partial: how many are found, not which are missing.
pub fn grade_set(
    answer: &str,
    right: Vec<String>,
    reason: Message,
    illegal: &dyn Fn(&str) -> Option<Message>,
) -> Verdicted {
    let mut given = answer_moves(answer);
    let none = answer.split(|c: char| c.is_whitespace() || c == ',').any(|w| w.eq_ignore_ascii_case("none"));
    if given.is_empty() && !none {
        return Verdicted::illegal(Message::new("grade-write-moves"));
    }
    crate::order::sort(&mut given);
    given.dedup();
    let mut expected = right.clone();
    crate::order::sort(&mut expected);
    // Said as the count needs: no "The winning moves are none." (issue 33).
    let listed = match right.as_slice() {
        [] => Message::new("grade-no-move-wins"),
        [one] => Message::new("grade-winning-move").arg("move", one.clone()),
        many => Message::new("grade-winning-moves").arg("moves", many.join(" ")),
    };
    // Every rule the written moves break, one sentence each (`list-sentences`, nested from the right).
    let broken: Vec<Message> = given.iter().filter_map(|mv| illegal(mv)).collect();
    if let Some(rest) = broken
        .into_iter()
        .rev()
        .reduce(|rest, first| Message::new("list-sentences").arg("first", first).arg("rest", rest))
    {
        return Verdicted::illegal(rest);
    }
    let said = || Message::new("grade-listed").arg("listed", listed.clone()).arg("reason", reason.clone());
    if given == expected {
        return Verdicted::new(true, said());
    }
    let found = given.iter().filter(|mv| expected.contains(mv)).count();
    if found == given.len() && found > 0 {
        let partial = Message::new("grade-partial")
            .arg("found", Arg::digits(found))
            .arg("of", Arg::digits(expected.len()))
            .arg("left", Arg::digits(expected.len() - found));
        return Verdicted::partial(Found { found, of: expected.len() }, partial);
    }
    Verdicted::new(false, said())
}
