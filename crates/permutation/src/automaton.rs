//! The arm automaton (docs/RULES.md, "Permutation"): scanning an arm outward from 1, one state per prefix.
//!
//! The state is what the option set of the current prefix, and of every longer one, depends
//! on: which classes the interior peaks leave behind (split by the parity of the peak's
//! position, because that decides the parity of what removing it sends outside), the class of
//! the previous prefix (what removing the last number leaves), whether the last step went up
//! (whether the last number is removable) and the length's parity. Its class is a function of
//! the option set, read from the shipped tables in [`super::classes`].

use super::classes::{NEXT, STATES, WINS};
pub use super::scan::ScanState;
use super::scan::{option_pairs, OptionSet};

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
    let pairs: Vec<String> =
        option_pairs(set).map(|(class, parity)| format!("{class} {}", parity_name(usize::from(parity)))).collect();
    format!("{{{}}}", pairs.join(", "))
}

pub fn parity_name(count: usize) -> &'static str {
    if count.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    }
}
