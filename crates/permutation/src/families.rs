//! Rules a student can apply by eye (docs/RULES.md, "Rules by family"): families of rows
//! recognised at a glance, each with a rule over what a student counts, found with the engine
//! and checked by the tests against the exhaustive search on every row of the family (to 9
//! numbers there, to 10 through the solver in `make test-long`). They come first in the Why,
//! as steps towards the full rule of the seven classes, which decides every row.

use super::{Permutation, Player, Side};

/// A family of rows with a rule of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Read outward from 1, both arms only rise (an empty arm counts as rising).
    RisingArms,
    /// Each number next to 1 is smaller than the number beyond it, or is alone on its side.
    GuardedNeighbours,
    /// 1 stands at an end, and the numbers fall away from it (at least two of them).
    FallingFromAnEnd,
}

impl Family {
    /// The family a row belongs to, the most particular first; `None` for the other rows.
    pub fn of(permutation: &Permutation) -> Option<Family> {
        let rises = |side: Side| (1..permutation.arm_len(side)).all(|t| permutation.steps_up(side, t));
        let guarded = |side: Side| permutation.arm_len(side) < 2 || permutation.steps_up(side, 1);
        let falls = |side: Side| {
            permutation.arm_len(side) >= 2 && (1..permutation.arm_len(side)).all(|t| !permutation.steps_up(side, t))
        };
        if rises(Side::Left) && rises(Side::Right) {
            Some(Family::RisingArms)
        } else if guarded(Side::Left) && guarded(Side::Right) {
            Some(Family::GuardedNeighbours)
        } else if (permutation.arm_len(Side::Left) == 0 && falls(Side::Right))
            || (permutation.arm_len(Side::Right) == 0 && falls(Side::Left))
        {
            Some(Family::FallingFromAnEnd)
        } else {
            None
        }
    }

    /// Who wins a row of the family with `n` numbers, by the family's rule.
    pub fn winner(self, n: usize) -> Player {
        match self {
            Family::RisingArms | Family::GuardedNeighbours if n % 2 == 1 => Player::Alice,
            Family::RisingArms | Family::GuardedNeighbours => Player::Bob,
            Family::FallingFromAnEnd => Player::Bob,
        }
    }

    /// The family in words, as a student recognises it.
    pub fn description(self) -> &'static str {
        match self {
            Family::RisingArms => "read outward from 1, the numbers only rise on both sides",
            Family::GuardedNeighbours => {
                "each number next to 1 is smaller than the number beyond it (or is the only one on its side)"
            }
            Family::FallingFromAnEnd => "1 stands at an end, and the numbers fall away from it",
        }
    }

    /// The family's rule, in one sentence.
    pub fn rule(self) -> &'static str {
        match self {
            Family::RisingArms | Family::GuardedNeighbours => {
                "Alice wins exactly when the row has an odd number of numbers"
            }
            Family::FallingFromAnEnd => "Bob wins, however long the row",
        }
    }

    /// Why the rule holds, in words a student can follow.
    pub fn argument(self) -> &'static str {
        match self {
            Family::RisingArms => "Only the two outer ends can ever be removed (every other number has a larger one beyond it), one number a move, and 1 goes last: the n − 1 other numbers are removed first, taking turns from Alice. When n − 1 is even Bob removes the last of them and Alice removes 1; when it is odd, Alice removes the last and Bob removes 1.",
            Family::GuardedNeighbours => "A number next to 1 cannot go while the larger number beyond it is there, so no move can cut 1 off early, and nobody removes the last number still joined to 1 while another move is left, since that frees 1 for the other player (another move is always there: the largest number left can be removed). So all n − 1 other numbers are removed, one a move, before 1 is free: when n − 1 is even Bob removes the last of them and Alice removes 1.",
            Family::FallingFromAnEnd => "Only the number next to 1 can be removed at the start (each number is smaller than the one before it), so Alice must remove it; that leaves 1 with nothing next to it, and Bob removes it.",
        }
    }
}
