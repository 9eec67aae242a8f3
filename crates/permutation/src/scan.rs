//! The state of an arm's scan, and the option sets it gives: the shared vocabulary of the
//! runtime automaton ([`super::automaton`], with its shipped tables in [`super::classes`]) and of
//! the derivation that proves those tables ([`super::derive`]). A leaf: it imports neither, so
//! the solver the page runs does not depend on the proof.

/// The longest arm the search solves exhaustively. Every option set the automaton can reach
/// already occurs at this length (the derivation fails otherwise), and the induction step does
/// not depend on it.
pub const SEARCH_ARM_LEN: usize = 9;

/// A set of (class left behind, parity sent outside) pairs: bit `2 * class + parity`.
pub type OptionSet = u16;

pub fn option_bit(class: u8, parity: u8) -> OptionSet {
    1 << (2 * class + parity)
}

/// The pairs of an option set, in bit order.
pub fn option_pairs(set: OptionSet) -> impl Iterator<Item = (u8, u8)> {
    (0..16u8).filter(move |bit| set >> bit & 1 == 1).map(|bit| (bit / 2, bit % 2))
}

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
