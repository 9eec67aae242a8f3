//! The Grundy value of one heap (docs/RULES.md, "Nim"): in Nim, the heap's size; in a
//! subtraction game, the mex (the least number not among them) of the values of the heaps one
//! move leaves, `g(h) = mex { g(h − s) : s in the set, s ≤ h }`. With a finite set the
//! sequence is eventually periodic (each value depends only on the previous `max s` values, a
//! finite window), so it is computed until its window repeats (Brent's cycle finding over the
//! windows, compared by a rolling hash and then cell by cell) and any heap up to 10^9 is then
//! answered at once.

use crate::take::{Take, MAX_HEAP};
use std::cell::RefCell;
use std::rc::Rc;

/// The most values computed while looking for the period.
pub const MAX_COMPUTED: usize = 1 << 22;
/// The most work (values times the set's size) spent looking for it.
const MAX_WORK: usize = 1 << 26;

/// The Grundy values of a heap under one take set.
#[derive(Debug, PartialEq, Eq)]
pub struct Sequence {
    take: Take,
    /// `g(start + i)` at `i`, for every `i` below its length (none for Nim, where `g(h) = h`).
    values: Vec<u8>,
    /// The first heap `values` holds: 0, or for a set whose largest take is past what can be
    /// computed from 0, that take (see [`Sequence::new`]).
    start: usize,
    /// The values below `start`: those of the set without its largest take, since no heap
    /// smaller than a take can make it (`None`, with `start` 0, or for the empty set: all 0).
    below: Option<Rc<Sequence>>,
    /// `(pre, period)`: from heap `pre` on, `g(h + period) = g(h)`; the least of each.
    period: Option<(usize, usize)>,
}

thread_local! {
    /// The last sequence made: the page asks about many positions of one game in a row.
    static LAST: RefCell<Option<Rc<Sequence>>> = const { RefCell::new(None) };
}

impl Sequence {
    /// The sequence of `take`, made once and kept for the next call with the same set.
    pub fn of(take: &Take) -> Rc<Sequence> {
        if let Some(last) = LAST.with(|last| last.borrow().clone()).filter(|s| &s.take == take) {
            return last;
        }
        let made = Rc::new(Sequence::new(take));
        LAST.with(|last| *last.borrow_mut() = Some(made.clone()));
        made
    }

    /// Computes the sequence of `take` up to its period, or as far as the budget goes.
    ///
    /// A set whose largest take `w` is past the budget (any take up to 10^9 may be written)
    /// cannot be computed from heap 0 to its first window. Below `w` that take is never
    /// legal, so the values there are the set's without it, computed the same way (its own
    /// period, or its own largest take set aside in turn); from `w` on they are computed one
    /// by one within the budget, up to the largest heap (issue 46: `take 1000000000` answered
    /// no heap, not even 100, where no move is possible).
    pub fn new(take: &Take) -> Sequence {
        Sequence::up_to(take, MAX_HEAP as usize)
    }

    /// [`Sequence::new`], needed for heaps up to `need` alone (the values below a larger take
    /// are needed up to that take).
    fn up_to(take: &Take, need: usize) -> Sequence {
        let Take::Set(set) = take else {
            return Sequence { take: take.clone(), values: Vec::new(), start: 0, below: None, period: None };
        };
        let limit = MAX_COMPUTED.min(MAX_WORK / set.len().max(1));
        let width = set.last().copied().unwrap_or(1) as usize;
        if width < limit {
            return Sequence::from_zero(take, set, width, limit);
        }
        let (&largest, rest) = set.split_last().unwrap_or((&1, &[]));
        let start = largest as usize;
        let below = match rest {
            [] => None,
            rest => Some(Rc::new(Sequence::up_to(&Take::Set(rest.to_vec()), start - 1))),
        };
        let mut sequence = Sequence { take: take.clone(), values: Vec::new(), start, below, period: None };
        if sequence.below.as_ref().is_some_and(|below| (below.known_up_to() as usize) < start - 1) {
            // The values below the largest take are not all known: neither are those after.
            return sequence;
        }
        // Each value reads those below `start` through `below`, a chain of at most one level a
        // take; each level spends at most its share of the work, so that the whole chain
        // spends a few times `MAX_WORK` at most.
        let cost = set.len() * sequence.depth();
        let most = (MAX_WORK / set.len() / cost).min(MAX_COMPUTED).min(need.saturating_add(1).saturating_sub(start));
        let mut values: Vec<u8> = Vec::with_capacity(most);
        for h in start..start + most {
            let mut seen: u128 = 0;
            for &s in set.iter().take_while(|&&s| s as usize <= h) {
                let at = h - s as usize;
                let g = if at >= start { u32::from(values[at - start]) } else { sequence.below_value(at) };
                seen |= 1u128 << g;
            }
            values.push((!seen).trailing_zeros() as u8);
        }
        sequence.values = values;
        sequence
    }

    /// How many sequences a value below `start` may go through: 1 for one computed from 0.
    fn depth(&self) -> usize {
        1 + self.below.as_ref().map_or(0, |below| below.depth())
    }

    /// The value of a heap below `start`: the set without its largest take, or 0 when that set
    /// is empty.
    fn below_value(&self, h: usize) -> u32 {
        match &self.below {
            Some(below) => below.value(h as u32).unwrap_or(0),
            None => 0,
        }
    }

    /// The sequence computed from heap 0, with the period found by Brent's cycle finding when
    /// it is in reach.
    fn from_zero(take: &Take, set: &[u32], width: usize, limit: usize) -> Sequence {
        let mut values: Vec<u8> = Vec::new();
        let extend = |values: &mut Vec<u8>, to: usize| -> bool {
            if to > limit {
                return false;
            }
            while values.len() < to {
                let h = values.len();
                let mut seen: u128 = 0;
                for &s in set.iter().take_while(|&&s| s as usize <= h) {
                    seen |= 1u128 << values[h - s as usize];
                }
                values.push((!seen).trailing_zeros() as u8);
            }
            true
        };
        let period = find_period(&mut values, width, &extend);
        if let Some((pre, period)) = period {
            values.truncate(pre + period);
        }
        Sequence { take: take.clone(), values, start: 0, below: None, period }
    }

    pub fn take(&self) -> &Take {
        &self.take
    }

    /// `g(h)`, or `None` for a heap past the values computed when no period was found.
    pub fn value(&self, h: u32) -> Option<u32> {
        if self.take.is_any() {
            return Some(h);
        }
        let h = h as usize;
        if h < self.start {
            return match &self.below {
                Some(below) => below.value(h as u32),
                None => Some(0),
            };
        }
        if let Some(&g) = self.values.get(h - self.start) {
            return Some(u32::from(g));
        }
        let (pre, period) = self.period?;
        Some(u32::from(self.values[pre + (h - pre) % period]))
    }

    /// `(pre, period)` for a subtraction game whose period was found.
    pub fn period(&self) -> Option<(usize, usize)> {
        self.period
    }

    /// The largest heap `value` answers, for a subtraction game without a period found (every
    /// heap otherwise).
    pub fn known_up_to(&self) -> u32 {
        match (&self.take, self.period) {
            (Take::Set(_), None) if self.values.is_empty() && self.start > 0 => {
                // Nothing from the largest take on: what is known below it.
                self.below.as_ref().map_or(u32::MAX, |below| below.known_up_to()).min(self.start as u32 - 1)
            }
            (Take::Set(_), None) if self.start > 0 && self.start + self.values.len() > MAX_HEAP as usize => u32::MAX,
            (Take::Set(_), None) => (self.start + self.values.len()).saturating_sub(1) as u32,
            _ => u32::MAX,
        }
    }
}

/// Brent's cycle finding over the windows of `width` values (`extend` computes values up to a
/// length, or says the budget is spent): the least `(pre, period)` with the window at `pre`
/// equal to the one at `pre + period`, from which the sequence repeats for ever.
fn find_period(
    values: &mut Vec<u8>,
    width: usize,
    extend: &dyn Fn(&mut Vec<u8>, usize) -> bool,
) -> Option<(usize, usize)> {
    const BASE: u64 = 0x100_0000_01b3;
    let top = (0..width - 1).fold(1u64, |p, _| p.wrapping_mul(BASE));
    let hash_at = |values: &[u8], start: usize| {
        values[start..start + width].iter().fold(0u64, |h, &g| h.wrapping_mul(BASE).wrapping_add(u64::from(g)))
    };
    if !extend(values, 1 + width) {
        return None;
    }
    let (mut tortoise, mut hare) = (0usize, 1usize);
    let (mut tortoise_hash, mut hare_hash) = (hash_at(values, 0), hash_at(values, 1));
    let (mut power, mut lambda) = (1usize, 1usize);
    while !(tortoise_hash == hare_hash && values[tortoise..tortoise + width] == values[hare..hare + width]) {
        if power == lambda {
            tortoise = hare;
            tortoise_hash = hare_hash;
            power *= 2;
            lambda = 0;
        }
        if !extend(values, hare + 1 + width) {
            return None;
        }
        hare_hash = hare_hash
            .wrapping_sub(u64::from(values[hare]).wrapping_mul(top))
            .wrapping_mul(BASE)
            .wrapping_add(u64::from(values[hare + width]));
        hare += 1;
        lambda += 1;
    }
    // The first window that repeats `lambda` later: `width` equal values in a row.
    let mut run = 0;
    for i in 0..values.len() - lambda {
        if values[i] == values[i + lambda] {
            run += 1;
            if run == width {
                return Some((i + 1 - width, lambda));
            }
        } else {
            run = 0;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(take: &str, n: u32) -> Vec<u32> {
        let sequence = Sequence::new(&Take::parse(take).unwrap());
        (0..n).map(|h| sequence.value(h).unwrap()).collect()
    }

    #[test]
    fn known_sequences() {
        assert_eq!(first("1,2,3", 9), [0, 1, 2, 3, 0, 1, 2, 3, 0]);
        assert_eq!(first("1", 5), [0, 1, 0, 1, 0]);
        // Berlekamp, Conway and Guy's {1, 3, 4}: 0 1 0 1 2 3 2, period 7.
        assert_eq!(first("1,3,4", 14), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        assert_eq!(Sequence::new(&Take::parse("1,3,4").unwrap()).period(), Some((0, 7)));
        assert_eq!(Sequence::new(&Take::parse("1,2,3").unwrap()).period(), Some((0, 4)));
        assert_eq!(first("any", 4), [0, 1, 2, 3]);
    }

    #[test]
    fn a_pre_period_is_found() {
        // {2, 5, 7}: values 0 0 1 1 0 2 1 3 0 2 1 0 ... (checked against the definition in the tests).
        let sequence = Sequence::new(&Take::parse("2,5,7").unwrap());
        let (pre, period) = sequence.period().unwrap();
        for h in 0..200u32 {
            let g = sequence.value(h).unwrap();
            if h as usize >= pre + period {
                assert_eq!(g, sequence.value(h - period as u32).unwrap());
            }
        }
        assert!(sequence.value(1_000_000_000).is_some());
    }
}
