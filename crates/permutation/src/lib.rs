//! The permutation game (docs/RULES.md, "Permutation"): Alice and Bob take turns removing a number larger
//! than its current neighbours; whoever removes 1 wins.
//!
//! Three solvers, each checked against the next by the tests:
//! - [`exhaustive`]: minimax over sets of removed positions, no insight (up to 20 numbers);
//! - [`dp`]: the interval DP over (segment around 1, outside parity), O(n^2) time, O(n) memory;
//! - [`winner`]: the O(n) arm scan: each arm, read outward from 1, drives a finite automaton
//!   ([`automaton`]) whose state gives the arm's class; a 7 x 7 x 2 table gives the winner.
//!   This is what the CLI and the page use.
//!
//! The automaton and the table are generated source ([`classes`]), derived from the rules by
//! [`derive`], which also proves them for arms of every length (an induction step checked on
//! every pair of reachable option sets). The test `shipped_tables_are_the_derivation` in
//! `tests/it/permutation.rs` fails when the shipped file differs from what the derivation writes;
//! to regenerate it after changing the derivation, run
//! `VERDICT_REGENERATE=1 cargo test --release --test it shipped_tables`.
//!
//! Terms used throughout: an *arm* is the numbers on one side of 1, read outward; the
//! *prefix* of length `l` is the first `l` of them, what is still attached to 1; a move on an
//! arm removes the number at distance `t` (0-based) and leaves prefix `t`, sending the
//! `l - t - 1` numbers beyond it *outside*, where only their count's parity matters.

pub mod automaton;
pub mod clock;
pub mod conjecture;
#[rustfmt::skip]
pub mod classes;
pub mod derive;
pub mod dp;
mod exercises;
pub mod exhaustive;
mod explain;
pub mod families;
mod game;
mod line;
mod parse;
pub mod play;
pub mod position;
pub mod scan;
pub mod state;
pub mod teach;

use std::rc::Rc;
use verdict_model::game::Judged;
use verdict_model::input::InputError;
use verdict_model::judge::Visit;
use verdict_model::report::{Analysis, Headline};
use verdict_model::typed_position::{analyze_input, headline_of_input, StartSaid};
use verdict_model::Message;

pub use game::{PermutationGame, GAME};
pub use parse::parse;

verdict_model::players!(Alice "she", Bob "he");

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
        }
    }
}

/// A permutation of 1..n, n >= 1, and where its 1 stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Permutation {
    values: Rc<[u32]>,
    one: usize,
}

impl Permutation {
    /// `None` unless `values` holds each of 1..n exactly once, n >= 1.
    pub fn new(values: Vec<u32>) -> Option<Permutation> {
        let n = values.len();
        let mut seen = vec![false; n + 1];
        for &v in &values {
            let slot = seen.get_mut(v as usize).filter(|_| v >= 1)?;
            if std::mem::replace(slot, true) {
                return None;
            }
        }
        (n > 0).then(|| Permutation::from_checked(values))
    }

    /// For values already known to be a permutation of 1..n, n >= 1.
    fn from_checked(values: Vec<u32>) -> Permutation {
        let one = values.iter().position(|&v| v == 1).unwrap_or(0);
        Permutation { values: values.into(), one }
    }

    pub fn values(&self) -> &[u32] {
        &self.values
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// 0-based index of 1 in the row.
    pub fn one(&self) -> usize {
        self.one
    }

    pub fn arm_len(&self, side: Side) -> usize {
        match side {
            Side::Left => self.one,
            Side::Right => self.values.len() - self.one - 1,
        }
    }

    /// 0-based index in the row of the arm number at distance `t` (0-based) from 1.
    pub fn index(&self, side: Side, t: usize) -> usize {
        match side {
            Side::Left => self.one - 1 - t,
            Side::Right => self.one + 1 + t,
        }
    }

    /// The arm number at distance `t` (0-based) from 1.
    pub fn arm(&self, side: Side, t: usize) -> u32 {
        self.values[self.index(side, t)]
    }

    /// Whether the step into arm number `t` goes up (always for `t == 0`: 1 is the smallest).
    pub fn steps_up(&self, side: Side, t: usize) -> bool {
        t == 0 || self.arm(side, t) > self.arm(side, t - 1)
    }

    pub fn winner(&self) -> Player {
        winner(&self.values)
    }
}

/// The automaton states of both full arms of a row (any slice; the smallest number plays 1).
pub fn arm_states(values: &[u32]) -> (u8, u8) {
    let Some(one) = values.iter().position(|&v| v == 1).or_else(|| (0..values.len()).min_by_key(|&i| values[i])) else {
        return (automaton::START, automaton::START);
    };
    let center = values[one];
    let left = automaton::arm_state(center, values[..one].iter().rev().copied());
    let right = automaton::arm_state(center, values[one + 1..].iter().copied());
    (left, right)
}

/// The O(n) solver: one automaton scan per arm and a table lookup, no allocation. Meant for a
/// permutation of 1..n; any other slice gets an answer without a panic (the smallest number
/// plays 1), and an empty one gets Bob (Alice has no move).
pub fn winner(values: &[u32]) -> Player {
    if values.is_empty() {
        return Player::Bob;
    }
    let (left, right) = arm_states(values);
    if automaton::mover_wins(automaton::class_of(left), automaton::class_of(right), 0) {
        Player::Alice
    } else {
        Player::Bob
    }
}

/// The page's entry point: the numbers of a row separated by spaces or commas.
pub fn analyze(text: &str) -> Result<Analysis, InputError> {
    Ok(explain::report(&parse(text)?))
}

/// The verdict and its reason for the page's input (a row, or a position with `_`), before the
/// tables.
pub fn headline(text: &str) -> Result<Headline, InputError> {
    let typed = typed_position(text)?;
    headline_of_input(GAME.name(), typed, explain::legend, || parse(text), explain::headline)
}

/// [`analyze`] of a row or of a position with `_`, telling `first` the headline before the
/// tables and the line are built.
pub fn analyze_with_headline(text: &str, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
    let said: StartSaid<Permutation> = (explain::headline, explain::report);
    analyze_input(GAME.name(), typed_position(text)?, explain::legend, || parse(text), said, first)
}

/// The page's input as a position in the middle of a game, when it is one: a row with a `_`
/// (docs/RULES.md). `None` for a row without one, a start.
pub fn typed_position(text: &str) -> Result<Option<position::RowPosition>, InputError> {
    if !text.contains('_') {
        return Ok(None);
    }
    verdict_model::typed_position::check_length(text, "type the row without _")?;
    position::RowPosition::parse(text).map(Some).map_err(|mut e| {
        e.message = Message::new("permutation-error-typed").arg("error", e.message);
        e
    })
}

/// The judge format: `T`, then per case a line with `n` and a line with the permutation;
/// answers `Alice` or `Bob` per case.
pub fn judge(stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
    parse::judge_cases(stdin, |permutation| {
        visit(Judged {
            answer: permutation.winner().name().to_string(),
            analysis: explain.then(|| explain::report(permutation)),
        })
    })
}
