//! Remoteness (docs/RULES.md, "Move values and remoteness"): how many moves the game lasts
//! when the winner wins as fast as possible and the loser makes it last as long as possible,
//! solved by a search over the positions themselves. A position is the multiset of its live
//! heaps (those a move can still take from; the order of heaps and the dead ones change
//! nothing), so the search keeps each sorted once. It is bounded before it starts: the
//! multisets below the position are counted first, and a position with more than
//! [`MAX_STATES`] of them, or more than [`MAX_WORK`] moves to try in all, is not timed.
//! Solved positions are kept for the next call (the page asks about one game position after
//! position).

use crate::take::Take;
use std::cell::RefCell;
use std::collections::HashMap;

/// The most positions the clock solves for one question.
pub const MAX_STATES: usize = 1 << 17;
/// The most moves it tries for one question (positions times moves from each).
pub const MAX_WORK: u64 = 1 << 23;

/// A position's value with its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timed {
    pub wins: bool,
    pub moves: u32,
}

struct Memo {
    take: Take,
    solved: HashMap<Box<[u32]>, Timed>,
}

thread_local! {
    static MEMO: RefCell<Option<Memo>> = const { RefCell::new(None) };
}

/// The live heaps of `heaps`, sorted: the position as the clock sees it.
pub fn canonical(take: &Take, heaps: &[u32]) -> Box<[u32]> {
    let live = take.smallest_live();
    let mut state: Vec<u32> = heaps.iter().copied().filter(|&h| h >= live).collect();
    state.sort_unstable();
    state.into_boxed_slice()
}

/// An upper bound on the positions below `state` (sorted): the sorted sequences
/// `a_1 ≤ … ≤ a_k` with `a_i ≤ h_i`, counted by a running sum; `None` past `most`.
pub fn positions_below(state: &[u32], most: usize) -> Option<usize> {
    let mut counts: Vec<usize> = Vec::new();
    for &h in state {
        let h = h as usize;
        if h >= most {
            return None;
        }
        // counts[v]: sequences so far ending at v; the next may be any v' ≥ v up to h.
        let mut next = vec![0usize; h + 1];
        if counts.is_empty() {
            next.iter_mut().for_each(|c| *c = 1);
        } else {
            let mut running = 0usize;
            for (v, slot) in next.iter_mut().enumerate() {
                running = running.saturating_add(counts.get(v).copied().unwrap_or(0));
                *slot = running;
            }
        }
        let total = next.iter().fold(0usize, |a, &c| a.saturating_add(c));
        if total > most {
            return None;
        }
        counts = next;
    }
    Some(counts.iter().sum::<usize>().max(1))
}

/// The moves from `state` tried at most, per position below it.
fn branching(take: &Take, state: &[u32]) -> u64 {
    match take {
        Take::Any => state.iter().map(|&h| u64::from(h)).sum(),
        Take::Set(set) => state.len() as u64 * set.len() as u64,
    }
}

/// The most live heaps a timed position can have: each position below has at least as many
/// moves as live heaps and there are more positions than live heaps, so the work is at least
/// their square.
const MAX_LIVE: usize = 2_896;

/// The most work a timed line may take: it plays at most a move per live counter, and at each
/// step the clock's policy tries every move, each a copy of the position's heaps, the dead ones
/// too. Without it, 3 000 heaps of 1 (within the search's bound) took 36 s to play out, and
/// 40 000 heaps of 1, timed once 645 were left, 8.6 s.
pub const MAX_LINE_WORK: u64 = 1 << 28;

/// Whether the clock times the line from `heaps` (the bounds, before any search): its search
/// and the line it plays.
pub fn affordable(take: &Take, heaps: &[u32]) -> bool {
    let live = take.smallest_live();
    if heaps.iter().filter(|&&h| h >= live).count() > MAX_LIVE {
        return false;
    }
    let state = canonical(take, heaps);
    let moves = branching(take, &state).max(1);
    let counters: u64 = state.iter().map(|&h| u64::from(h)).sum();
    let line = counters.saturating_mul(moves).saturating_mul(heaps.len().max(1) as u64);
    match positions_below(&state, MAX_STATES) {
        Some(count) => (count as u64).saturating_mul(moves) <= MAX_WORK && line <= MAX_LINE_WORK,
        None => false,
    }
}

/// The value and clock of `heaps` under `take`, or `None` when the position is too large to
/// time.
pub fn timed(take: &Take, heaps: &[u32]) -> Option<Timed> {
    let live = take.smallest_live();
    if heaps.iter().filter(|&&h| h >= live).count() > MAX_LIVE {
        return None;
    }
    let state = canonical(take, heaps);
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.as_ref().is_none_or(|m| &m.take != take) {
            *memo = Some(Memo { take: take.clone(), solved: HashMap::new() });
        }
        let memo = memo.as_mut()?;
        if let Some(&known) = memo.solved.get(&state) {
            return Some(known);
        }
        let count = positions_below(&state, MAX_STATES)?;
        if (count as u64).saturating_mul(branching(take, &state).max(1)) > MAX_WORK {
            return None;
        }
        if memo.solved.len() + count > 2 * MAX_STATES {
            memo.solved.clear();
        }
        Some(solve(take, state, &mut memo.solved))
    })
}

/// The positions one move leaves from `state` (sorted, live heaps only), each once per move
/// on a distinct heap size.
fn children(take: &Take, state: &[u32]) -> Vec<Box<[u32]>> {
    let live = take.smallest_live();
    let mut out = Vec::new();
    for (i, &h) in state.iter().enumerate() {
        if i > 0 && state[i - 1] == h {
            continue;
        }
        for t in take.takes(h) {
            let left = h - t;
            let mut next: Vec<u32> = Vec::with_capacity(state.len());
            next.extend_from_slice(&state[..i]);
            next.extend_from_slice(&state[i + 1..]);
            if left >= live {
                let at = next.partition_point(|&x| x < left);
                next.insert(at, left);
            }
            out.push(next.into_boxed_slice());
        }
    }
    out
}

/// Post-order search with a stack of its own (a game's depth is the user's).
fn solve(take: &Take, root: Box<[u32]>, solved: &mut HashMap<Box<[u32]>, Timed>) -> Timed {
    struct Frame {
        state: Box<[u32]>,
        children: Vec<Box<[u32]>>,
        next: usize,
    }
    let frame = |state: Box<[u32]>| Frame { children: children(take, &state), state, next: 0 };
    let mut stack = vec![frame(root.clone())];
    while let Some(top) = stack.last_mut() {
        if let Some(child) = top.children.get(top.next) {
            top.next += 1;
            if !solved.contains_key(child) {
                let child = child.clone();
                stack.push(frame(child));
            }
            continue;
        }
        let top = stack.pop().expect("a frame");
        let values: Vec<Timed> = top.children.iter().map(|c| solved[c]).collect();
        let lost: Option<u32> = values.iter().filter(|v| !v.wins).map(|v| v.moves).min();
        let timed = match lost {
            Some(fastest) => Timed { wins: true, moves: fastest + 1 },
            None => Timed { wins: false, moves: values.iter().map(|v| v.moves + 1).max().unwrap_or(0) },
        };
        solved.insert(top.state, timed);
    }
    solved[&root]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_clocks() {
        let any = Take::Any;
        assert_eq!(timed(&any, &[]), Some(Timed { wins: false, moves: 0 }));
        assert_eq!(timed(&any, &[5]), Some(Timed { wins: true, moves: 1 }));
        // 1 1: one move each, the second player takes the last.
        assert_eq!(timed(&any, &[1, 1]), Some(Timed { wins: false, moves: 2 }));
        // 2 2: the loser takes 1, the winner answers on the other heap: 4 moves.
        assert_eq!(timed(&any, &[2, 2]), Some(Timed { wins: false, moves: 4 }));
        let three = Take::parse("1,2,3").unwrap();
        // A heap of 4 under {1,2,3}: lost, and lasts 2 moves whatever the loser takes.
        assert_eq!(timed(&three, &[4]), Some(Timed { wins: false, moves: 2 }));
        assert_eq!(timed(&three, &[9]), Some(Timed { wins: true, moves: 5 }));
    }

    #[test]
    fn the_bound_counts_sorted_positions() {
        assert_eq!(positions_below(&[], 10), Some(1));
        assert_eq!(positions_below(&[3], 10), Some(4));
        // a ≤ b with a ≤ 1, b ≤ 2: (0,0) (0,1) (0,2) (1,1) (1,2).
        assert_eq!(positions_below(&[1, 2], 10), Some(5));
        assert_eq!(positions_below(&[1_000_000], 10), None);
        assert!(!affordable(&Take::Any, &[1_000_000_000]));
        assert!(affordable(&Take::Any, &[3, 5, 7]));
        assert!(affordable(&Take::Any, &[1; 16]));
        // The line's work (counters × moves × heaps): 600 heaps of 1 are timed, 1 000 are not,
        // though their search alone (1 001 positions of 1 000 moves) is within MAX_WORK.
        assert!(affordable(&Take::Any, &[1; 600]));
        assert!(!affordable(&Take::Any, &[1; 1000]));
        assert!(positions_below(&[1; 1000], MAX_STATES).is_some_and(|n| n as u64 * 1000 <= MAX_WORK));
        // Each move's position is a copy of every heap, the dead ones too: 100 live heaps among
        // 40 000 are not timed.
        let mut many = vec![0; 40_000];
        many[..100].fill(1);
        assert!(affordable(&Take::Any, &many[..100]));
        assert!(!affordable(&Take::Any, &many));
    }
}
