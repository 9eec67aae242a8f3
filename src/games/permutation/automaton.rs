//! The arm automaton (docs/RULES.md, "Permutation"): scanning an arm outward from 1, one state per prefix.
//!
//! The state is what the option set of the current prefix, and of every longer one, depends
//! on: which classes the interior peaks leave behind (split by the parity of the peak's
//! position, because that decides the parity of what removing it sends outside), the class of
//! the previous prefix (what removing the last number leaves), whether the last step went up
//! (whether the last number is removable) and the length's parity. Its class is a function of
//! the option set, read from the shipped tables in [`super::classes`].

use super::classes::{NEXT, STATES, WINS};
use super::derive::{option_bit, OptionSet};

/// What the scan of an arm remembers after `l` numbers, enough to know the option set of the
/// prefix of length `l` and of every longer one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScanState {
    /// Bit `c` set when some interior peak at an even position t (0-based from 1) leaves a
    /// prefix of class `c` when removed. Interior: it has a smaller number on both sides.
    pub peaks_even: u8,
    /// The same for interior peaks at odd positions.
    pub peaks_odd: u8,
    /// Class of the prefix of length `l - 1`, what removing the last number leaves.
    pub previous: u8,
    /// Class of this prefix.
    pub current: u8,
    /// Whether the step into the last number went up (the first step always does: 1 is the
    /// smallest number), so the last number is removable.
    pub last_up: bool,
    pub odd_length: bool,
}

impl ScanState {
    /// The empty arm, before its class is known.
    pub const EMPTY: ScanState =
        ScanState { peaks_even: 0, peaks_odd: 0, previous: 0, current: 0, last_up: false, odd_length: false };

    pub fn with_current(mut self, class: u8) -> ScanState {
        self.current = class;
        self
    }

    /// The option set of this prefix: removing the interior peak at t sends the `l - 1 - t`
    /// numbers beyond it outside, removing the last number sends none.
    pub fn options(&self) -> OptionSet {
        // l odd: even t send an even count; l even: even t send an odd count.
        let even_sends = u8::from(!self.odd_length);
        let mut set = 0;
        for class in 0..8u8 {
            if self.peaks_even >> class & 1 == 1 {
                set |= option_bit(class, even_sends);
            }
            if self.peaks_odd >> class & 1 == 1 {
                set |= option_bit(class, 1 - even_sends);
            }
        }
        if self.last_up {
            set |= option_bit(self.previous, 0);
        }
        set
    }

    /// One more number, the step into it going `up` or down; `current` is left for the caller
    /// to classify from [`ScanState::options`].
    pub fn grow(self, up: bool) -> ScanState {
        let mut grown = self;
        if self.last_up && !up {
            // The last number, at t = l - 1, now has smaller numbers on both sides.
            if self.odd_length {
                grown.peaks_even |= 1 << self.previous;
            } else {
                grown.peaks_odd |= 1 << self.previous;
            }
        }
        grown.previous = self.current;
        grown.last_up = up;
        grown.odd_length = !self.odd_length;
        grown
    }
}

/// The state of the empty arm, where every scan starts.
pub const START: u8 = 0;

/// The state after one more number, the step into it going `up` or down.
#[inline]
pub fn step(state: u8, up: bool) -> u8 {
    NEXT[usize::from(state)][usize::from(up)]
}

/// The class of the prefix that led to `state`.
#[inline]
pub fn class_of(state: u8) -> u8 {
    STATES[usize::from(state)].current
}

/// The automaton state of an arm given as its numbers read outward from 1; `center` is the
/// number in the middle (1 itself), smaller than every arm number of a permutation.
pub fn arm_state(center: u32, arm: impl IntoIterator<Item = u32>) -> u8 {
    let mut state = START;
    let mut before = center;
    for value in arm {
        state = step(state, value > before);
        before = value;
    }
    state
}

/// Whether the player to move wins with arms of classes `left`, `right` and outside moves of
/// parity `parity`.
#[inline]
pub fn mover_wins(left: u8, right: u8, parity: usize) -> bool {
    WINS[usize::from(left)][usize::from(right)][parity & 1]
}

/// An option set as text, such as `{2 even, 5 odd}`: the class each move leaves and the parity
/// of the count it sends outside.
pub fn options_text(set: OptionSet) -> String {
    let pairs: Vec<String> = super::derive::option_pairs(set)
        .map(|(class, parity)| format!("{class} {}", parity_name(usize::from(parity))))
        .collect();
    format!("{{{}}}", pairs.join(", "))
}

pub fn parity_name(count: usize) -> &'static str {
    if count.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    }
}
