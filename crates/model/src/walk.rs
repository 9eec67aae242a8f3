//! Tables whose rows are the steps of a deterministic walk (reading a ticket character by
//! character, playing a game turn by turn), served by window without keeping every row.
//!
//! The walk is run once up front and its state is saved every [`CHECKPOINT_EVERY`] steps; a
//! window of rows is then rebuilt from the nearest checkpoint before it. Memory is
//! O(steps / CHECKPOINT_EVERY) states and a window costs at most CHECKPOINT_EVERY extra steps.

use crate::report::{Row, RowSource};
use std::ops::{ControlFlow, Range};

pub const CHECKPOINT_EVERY: usize = 1024;

/// A deterministic sequence of steps, each of which becomes one table row.
pub trait Walk {
    type State: Clone;
    /// What one step did, enough to describe it as a row.
    type Step: Clone;

    fn start(&self) -> Self::State;
    /// How many steps the walk has, or an upper bound when it can end early (see `ends_after`).
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Advances `state` by one step and says what happened.
    fn step(&self, state: &mut Self::State) -> Self::Step;
    /// The row for step `index` (0-based), given what it did and the state after it.
    fn row(&self, index: usize, step: &Self::Step, after: &Self::State) -> Row;
    /// Whether the walk ends with this step. A walk whose length is only known by walking it
    /// (a game played out) says so here, so that it is walked once, not once to count it and
    /// again to record it.
    fn ends_after(&self, _step: &Self::Step) -> bool {
        false
    }
}

pub struct WalkTable<W: Walk> {
    walk: W,
    checkpoints: Vec<W::State>,
    /// The number of steps actually walked.
    len: usize,
}

impl<W: Walk> WalkTable<W> {
    pub fn new(walk: W) -> WalkTable<W> {
        let bound = walk.len();
        // No capacity from `bound`: it may be a loose upper bound.
        let mut checkpoints = Vec::new();
        let mut state = walk.start();
        let mut len = 0;
        while len < bound {
            if len % CHECKPOINT_EVERY == 0 {
                checkpoints.push(state.clone());
            }
            let step = walk.step(&mut state);
            len += 1;
            if walk.ends_after(&step) {
                break;
            }
        }
        WalkTable { walk, checkpoints, len }
    }

    pub fn walk(&self) -> &W {
        &self.walk
    }

    /// The number of steps walked.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Calls `visit` with every step in `range`, replaying from the nearest checkpoint.
    pub fn for_each_in(&self, range: Range<usize>, mut visit: impl FnMut(usize, &W::Step, &W::State)) {
        let end = range.end.min(self.len);
        self.replay_from(range.start, |i, step, state| {
            if i < end {
                visit(i, step, state);
            }
            if i + 1 < end {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        });
    }

    /// Calls `visit` with step `first` and each one after it, until it breaks or the walk ends.
    pub fn replay_from(&self, first: usize, mut visit: impl FnMut(usize, &W::Step, &W::State) -> ControlFlow<()>) {
        if first >= self.len {
            return;
        }
        let checkpoint = first / CHECKPOINT_EVERY;
        let mut state = self.checkpoints[checkpoint].clone();
        for i in checkpoint * CHECKPOINT_EVERY..self.len {
            let step = self.walk.step(&mut state);
            if i >= first && visit(i, &step, &state).is_break() {
                return;
            }
        }
    }

    /// The state after the first `count` steps (`count` clamped to the walk's length) and the
    /// last of those steps, if any.
    pub fn after(&self, count: usize) -> (W::State, Option<W::Step>) {
        let count = count.min(self.len);
        let Some(last) = count.checked_sub(1) else {
            return (self.walk.start(), None);
        };
        let mut found = None;
        self.replay_from(last, |_, step, state| {
            found = Some((state.clone(), step.clone()));
            ControlFlow::Break(())
        });
        match found {
            Some((state, step)) => (state, Some(step)),
            None => (self.walk.start(), None),
        }
    }

    /// The first step of the last checkpoint whose state still satisfies `before`, a condition
    /// that holds for every state up to some step and for none after it (a count that only
    /// grows, compared with a bound): replaying from there reaches the first state that does
    /// not satisfy it within [`CHECKPOINT_EVERY`] steps.
    pub fn last_checkpoint_where(&self, before: impl Fn(&W::State) -> bool) -> usize {
        let passing = self.checkpoints.partition_point(before);
        passing.saturating_sub(1) * CHECKPOINT_EVERY
    }
}

impl<W: Walk> RowSource for WalkTable<W> {
    fn row_count(&self) -> usize {
        self.len
    }

    fn rows(&self, range: Range<usize>) -> Vec<Row> {
        let mut rows = Vec::with_capacity(range.len());
        self.for_each_in(range, |i, step, after| rows.push(self.walk.row(i, step, after)));
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Running sums of 0, 1, 2, ...: row i holds the sum of 0..=i.
    struct Sums(usize);

    impl Walk for Sums {
        type State = (usize, u64);
        type Step = usize;
        fn start(&self) -> (usize, u64) {
            (0, 0)
        }
        fn len(&self) -> usize {
            self.0
        }
        fn step(&self, state: &mut (usize, u64)) -> usize {
            state.1 += state.0 as u64;
            state.0 += 1;
            state.0 - 1
        }
        fn row(&self, index: usize, step: &usize, after: &(usize, u64)) -> Row {
            assert_eq!(index, *step);
            vec![after.1.to_string().into()]
        }
    }

    /// The same sums, but the walk itself says when it is over: after the step adding 2500.
    struct SumsUntil2500;

    impl Walk for SumsUntil2500 {
        type State = (usize, u64);
        type Step = usize;
        fn start(&self) -> (usize, u64) {
            (0, 0)
        }
        fn len(&self) -> usize {
            usize::MAX
        }
        fn step(&self, state: &mut (usize, u64)) -> usize {
            Sums(0).step(state)
        }
        fn row(&self, index: usize, step: &usize, after: &(usize, u64)) -> Row {
            Sums(0).row(index, step, after)
        }
        fn ends_after(&self, step: &usize) -> bool {
            *step == 2500
        }
    }

    #[test]
    fn a_walk_that_ends_itself_is_walked_to_its_end() {
        let table = WalkTable::new(SumsUntil2500);
        assert_eq!(table.row_count(), 2501);
        assert_eq!(
            table.rows(2499..9999),
            vec![vec![(2499 * 2500 / 2).to_string()], vec![(2500 * 2501 / 2).to_string()]]
        );
    }

    #[test]
    fn the_state_after_any_count_of_steps_is_a_full_replay() {
        let n = 2 * CHECKPOINT_EVERY + 3;
        let table = WalkTable::new(Sums(n));
        assert_eq!(table.after(0), ((0, 0), None));
        for count in [1, 2, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, n - 1, n] {
            let k = count as u64 - 1;
            assert_eq!(table.after(count), ((count, k * (k + 1) / 2), Some(count - 1)), "{count}");
        }
        assert_eq!(table.after(n + 10), table.after(n), "counts past the end are clamped");
    }

    #[test]
    fn the_last_checkpoint_before_a_bound_is_found() {
        let table = WalkTable::new(Sums(3 * CHECKPOINT_EVERY));
        // State (steps done, sum): the checkpoints are at 0, 1024 and 2048 steps done.
        assert_eq!(table.last_checkpoint_where(|s| s.0 <= 5), 0);
        assert_eq!(table.last_checkpoint_where(|s| s.0 <= CHECKPOINT_EVERY), CHECKPOINT_EVERY);
        assert_eq!(table.last_checkpoint_where(|s| s.0 < 3 * CHECKPOINT_EVERY), 2 * CHECKPOINT_EVERY);
        assert_eq!(table.last_checkpoint_where(|_| false), 0);
    }

    #[test]
    fn windows_match_a_full_replay_across_checkpoints() {
        let n = 3 * CHECKPOINT_EVERY + 17;
        let table = WalkTable::new(Sums(n));
        let all = table.rows(0..n);
        assert_eq!(all.len(), n);
        for (i, row) in all.iter().enumerate() {
            assert_eq!(row[0], (i * (i + 1) / 2).to_string());
        }
        for start in [0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY + 5, n - 3] {
            assert_eq!(table.rows(start..(start + 40).min(n)), all[start..(start + 40).min(n)].to_vec());
        }
        assert!(table.rows(n..n).is_empty());
    }
}
