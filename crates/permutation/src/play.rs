//! Playing the game with the class tables: the value of every move in O(1), and an
//! optimal-play line served by window (see [`crate::walk`]).
//!
//! A position is (prefix of each arm still attached to 1, numbers outside). Its value is the
//! table entry for the two prefixes' classes and the outside count's parity, so one scan per
//! arm that records every prefix's class (one byte per number) makes each move's value a
//! lookup. Finding a good move fast needs two more facts per arm: the first interior peak of
//! each (class it leaves, parity of its position), which is where a winning interior move is
//! cheapest to find, and for every distance the last interior peak at or before it, which is
//! the outermost removable number when the arm's end is not.
//!
//! The line's policy: the side that can win removes 1 when it can, else plays the winning
//! move that leaves the fewest numbers attached to 1 (an outside move only when no arm move
//! wins). The losing side resists: it plays outside while numbers remain there (that keeps
//! the segment whole), else the arm move that keeps the most numbers attached. "Longest
//! resistance" here means this rule, which keeps the segment as large as possible; it is not
//! a search for the longest possible game.
//!
//! Which outside number an outside move takes does not change the game, but the line names it:
//! [`OutsideQueue`] keeps the blocks that arm moves cut off and clears them in an order that is
//! always legal, so every step removes a real number of the row, and that a position alone
//! determines, so that Play from any step makes the line's move.

use super::automaton::{self, class_of, mover_wins, parity_name};
use super::classes::CLASS_COUNT;
use super::clock::Clock;
pub use super::state::{Move, Position};
use super::{Permutation, Player, Side};
use std::cell::RefCell;
use std::rc::Rc;
use verdict_model::report::Row;
use verdict_model::walk::Walk;
use verdict_model::{Arg, Message};

const NONE: u32 = u32::MAX;

/// What the play needs to know about one arm, computed by one scan.
struct ArmFacts {
    /// `classes[l]`: the class of the prefix of length `l`, for `l` in `0..=len`.
    classes: Vec<u8>,
    /// The smallest interior peak leaving each class, by the parity of its distance from 1;
    /// `usize::MAX` when there is none. An interior peak at distance `t` has a smaller number on
    /// each side, so it is removable from every prefix longer than `t + 1`.
    first_peak: [[usize; 2]; CLASS_COUNT],
    /// The smallest interior peak of any class.
    first_peak_any: usize,
    /// `last_peak[x]`: the largest interior peak at distance `<= x`, or [`NONE`].
    last_peak: Vec<u32>,
}

impl ArmFacts {
    fn new(permutation: &Permutation, side: Side) -> ArmFacts {
        let len = permutation.arm_len(side);
        let mut classes = Vec::with_capacity(len + 1);
        let mut state = automaton::START;
        classes.push(class_of(state));
        let mut first_peak = [[usize::MAX; 2]; CLASS_COUNT];
        let mut first_peak_any = usize::MAX;
        let mut last_peak = Vec::with_capacity(len);
        let mut latest = NONE;
        for t in 0..len {
            state = automaton::step(state, permutation.steps_up(side, t));
            classes.push(class_of(state));
            let peak = t + 1 < len && permutation.steps_up(side, t) && !permutation.steps_up(side, t + 1);
            if peak {
                // Removing the peak at t leaves prefix t.
                let slot = &mut first_peak[usize::from(classes[t])][t % 2];
                *slot = (*slot).min(t);
                first_peak_any = first_peak_any.min(t);
                latest = t as u32;
            }
            last_peak.push(latest);
        }
        ArmFacts { classes, first_peak, first_peak_any, last_peak }
    }

    /// The largest interior peak removable from prefix `prefix` (distance `<= prefix - 2`).
    fn last_interior_peak(&self, prefix: usize) -> Option<usize> {
        let x = prefix.checked_sub(2)?;
        self.last_peak.get(x).filter(|&&p| p != NONE).map(|&p| p as usize)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    RemovesOne,
    /// An arm move that leaves the opponent a lost position.
    Winning,
    /// An outside move that leaves the opponent a lost position.
    WinningOutside,
    /// The losing side's only legal move.
    Forced,
    /// The losing side plays outside, keeping the segment whole.
    Outside,
    /// The losing side keeps the most numbers attached to 1.
    Resists,
    /// Where the game is small enough to time ([`Clock`]): the winning side wins in this many
    /// moves, the fewest any winning move gives.
    Fastest(u32),
    /// Where the game is small enough to time: every move loses, and this one makes the game
    /// last this many moves, the most any move can.
    Delays(u32),
}

/// One row's two arms (the numbers left and right of 1), every prefix classified: what the
/// optimal play and any position's moves are read from. (Not `games::Game`, the game's name.)
pub struct RowArms {
    permutation: Permutation,
    left: ArmFacts,
    right: ArmFacts,
    /// The last clock solved, kept for the positions after it: a line asks about each of its
    /// positions in turn, and one clock covers every position reachable from its anchor.
    clock: RefCell<Option<Rc<Clock>>>,
}

impl RowArms {
    pub fn new(permutation: &Permutation) -> RowArms {
        RowArms {
            permutation: permutation.clone(),
            left: ArmFacts::new(permutation, Side::Left),
            right: ArmFacts::new(permutation, Side::Right),
            clock: RefCell::new(None),
        }
    }

    /// The clock of `position` (the remoteness of it and of everything after it), when the
    /// game from there is small enough to time exactly ([`super::clock::MAX_STATES`]).
    pub fn clock(&self, position: &Position) -> Option<Rc<Clock>> {
        if let Some(clock) = self.clock.borrow().as_ref().filter(|c| c.get(position).is_some()) {
            return Some(Rc::clone(clock));
        }
        let clock = Rc::new(Clock::new(&self.permutation, *position)?);
        *self.clock.borrow_mut() = Some(Rc::clone(&clock));
        Some(clock)
    }

    pub fn permutation(&self) -> &Permutation {
        &self.permutation
    }

    pub fn start(&self) -> Position {
        Position {
            left: self.permutation.arm_len(Side::Left),
            right: self.permutation.arm_len(Side::Right),
            outside: 0,
        }
    }

    fn facts(&self, side: Side) -> &ArmFacts {
        match side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        }
    }

    fn prefix(position: &Position, side: Side) -> usize {
        match side {
            Side::Left => position.left,
            Side::Right => position.right,
        }
    }

    /// The class of the prefix of length `len` of an arm (0 past its end, which no position
    /// reaches).
    pub fn class(&self, side: Side, len: usize) -> u8 {
        self.facts(side).classes.get(len).copied().unwrap_or(0)
    }

    /// The classes of the two prefixes of `position`.
    pub fn classes(&self, position: &Position) -> (u8, u8) {
        (self.class(Side::Left, position.left), self.class(Side::Right, position.right))
    }

    /// Whether the player to move in `position` wins: one table lookup.
    pub fn mover_wins(&self, position: &Position) -> bool {
        let (left, right) = self.classes(position);
        mover_wins(left, right, position.outside)
    }

    /// Whether the arm number at distance `t` can be removed from a prefix of length `prefix`.
    pub fn removable(&self, side: Side, prefix: usize, t: usize) -> bool {
        t < prefix && self.permutation.steps_up(side, t) && (t + 1 == prefix || !self.permutation.steps_up(side, t + 1))
    }

    /// The position after `mv`, which the caller knows to be legal.
    pub fn apply(&self, position: &Position, mv: Move) -> Position {
        let mut after = *position;
        match mv {
            Move::RemoveOne => {}
            Move::Outside => after.outside = after.outside.saturating_sub(1),
            Move::Arm { side, t } => {
                let prefix = RowArms::prefix(position, side);
                after.outside += prefix.saturating_sub(t + 1);
                match side {
                    Side::Left => after.left = t.min(prefix),
                    Side::Right => after.right = t.min(prefix),
                }
            }
        }
        after
    }

    /// Whether `mv` wins: it removes 1, or leaves the opponent a lost position.
    pub fn wins_by(&self, position: &Position, mv: Move) -> bool {
        mv == Move::RemoveOne || !self.mover_wins(&self.apply(position, mv))
    }

    /// Every legal move, arms first (left then right, inward to outward), then outside.
    /// O(length of the arms): for listing, not for the line.
    pub fn legal_moves<'a>(&'a self, position: &'a Position) -> impl Iterator<Item = Move> + 'a {
        let one = (position.left == 0 && position.right == 0).then_some(Move::RemoveOne);
        let arm = move |side: Side| {
            let prefix = RowArms::prefix(position, side);
            (0..prefix).filter(move |&t| self.removable(side, prefix, t)).map(move |t| Move::Arm { side, t })
        };
        let outside = (position.outside > 0).then_some(Move::Outside);
        one.into_iter().chain(arm(Side::Left)).chain(arm(Side::Right)).chain(outside)
    }

    /// The winning arm move on `side` leaving the fewest numbers attached, if any.
    fn closest_winning_move(&self, position: &Position, side: Side) -> Option<usize> {
        let facts = self.facts(side);
        let prefix = RowArms::prefix(position, side);
        let (left, right) = self.classes(position);
        let loses_for_opponent = |left_behind: u8, sent: usize| {
            let parity = position.outside ^ sent;
            match side {
                Side::Left => !mover_wins(left_behind, right, parity),
                Side::Right => !mover_wins(left, left_behind, parity),
            }
        };
        let interior = (0..CLASS_COUNT)
            .flat_map(|class| (0..2).map(move |parity| (class, parity)))
            .filter_map(|(class, parity)| {
                let t = facts.first_peak[class][parity];
                (t < prefix.saturating_sub(1) && loses_for_opponent(class as u8, prefix - 1 - t)).then_some(t)
            })
            .min();
        // The end, when removable, is the farthest move out: only if no interior one wins.
        interior.or_else(|| {
            let t = prefix.checked_sub(1)?;
            (self.removable(side, prefix, t) && loses_for_opponent(facts.classes[t], 0)).then_some(t)
        })
    }

    /// The removable arm number farthest from 1 on `side`.
    fn outermost_move(&self, position: &Position, side: Side) -> Option<usize> {
        let prefix = RowArms::prefix(position, side);
        let last = prefix.checked_sub(1)?;
        if self.permutation.steps_up(side, last) {
            Some(last)
        } else {
            self.facts(side).last_interior_peak(prefix)
        }
    }

    /// How many numbers of an arm's prefix are removable, capped at 2.
    fn removable_count(&self, side: Side, prefix: usize) -> usize {
        let Some(last) = prefix.checked_sub(1) else {
            return 0;
        };
        let facts = self.facts(side);
        let end = usize::from(self.permutation.steps_up(side, last));
        let peaks = match facts.last_interior_peak(prefix) {
            None => 0,
            Some(p) if p == facts.first_peak_any => 1,
            Some(_) => 2,
        };
        (end + peaks).min(2)
    }

    /// The line's move in `position` and why. Where the game can be timed ([`Clock`]), the
    /// winner wins as fast as possible and the loser makes it last as long as possible (of
    /// equally fast moves, the one the untimed policy would make, else the first); beyond, the
    /// untimed policy of the module doc, O(1).
    pub fn choose(&self, position: &Position) -> (Move, Why) {
        if position.left == 0 && position.right == 0 {
            return (Move::RemoveOne, Why::RemovesOne);
        }
        let untimed = self.choose_untimed(position);
        let Some(clock) = self.clock(position) else { return untimed };
        let best = clock.best_moves(position);
        let Some(&first) = best.first() else { return untimed };
        let mv = if best.contains(&untimed.0) { untimed.0 } else { first };
        let Some(timed) = clock.move_value(position, mv) else { return untimed };
        // As untimed: "forced" is the losing side's only move (the winner's is still a win).
        if !timed.mover_wins && clock.moves(position).len() == 1 {
            return (mv, Why::Forced);
        }
        (mv, if timed.mover_wins { Why::Fastest(timed.moves) } else { Why::Delays(timed.moves) })
    }

    /// The line's move without the clock (see the module doc for the policy). O(1).
    fn choose_untimed(&self, position: &Position) -> (Move, Why) {
        let attached = |mv: Move| {
            let after = self.apply(position, mv);
            after.left + after.right
        };
        if self.mover_wins(position) {
            let best = [Side::Left, Side::Right]
                .into_iter()
                .filter_map(|side| self.closest_winning_move(position, side).map(|t| Move::Arm { side, t }))
                .min_by_key(|&mv| attached(mv));
            if let Some(mv) = best {
                return (mv, Why::Winning);
            }
            if position.outside > 0 && self.wins_by(position, Move::Outside) {
                return (Move::Outside, Why::WinningOutside);
            }
            // Unreachable while the tables are right (the tests prove they are); resisting
            // below still gives a legal move.
        }
        if position.outside > 0 {
            return (Move::Outside, Why::Outside);
        }
        let mv = [Side::Left, Side::Right]
            .into_iter()
            .filter_map(|side| self.outermost_move(position, side).map(|t| Move::Arm { side, t }))
            .max_by_key(|&mv| (attached(mv), matches!(mv, Move::Arm { side: Side::Left, .. })))
            .unwrap_or(Move::RemoveOne);
        let legal = self.removable_count(Side::Left, position.left) + self.removable_count(Side::Right, position.right);
        (mv, if legal == 1 { Why::Forced } else { Why::Resists })
    }

    /// The whole line, one move at a time: it ends with the move that removes 1.
    pub fn optimal_play(self) -> OptimalPlay {
        // Every move removes a number, so the line is at most n moves long; the bound only
        // guards against a broken table looping.
        let moves_at_most = self.permutation.len();
        OptimalPlay { game: self, moves_at_most }
    }
}

/// One move of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub player: Player,
    pub mv: Move,
    pub why: Why,
    /// The 0-based index in the row of the number removed.
    pub index: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayState {
    pub position: Position,
    pub turn: usize,
    /// The numbers outside, in the order the line removes them.
    pub outside: OutsideQueue,
}

/// A block of the row cut off from 1, being cleared from its end nearest 1: a block is a run of
/// present numbers with removed numbers (or the row's ends) on both sides. It is cleared rise by
/// rise from that end: a rise climbs away from it to `top` (a number larger than the next one
/// further out, or the block's far end), and is removed from its top back toward the near end,
/// each number then larger than both its neighbours (the one above is gone, the one below is
/// smaller). `next` is the number the next outside move removes.
///
/// Right of 1 the near end is `start`: `start..=next` and `top + 1..=end` are still present.
/// Left of 1 it is `end` (`near_end`): `start..top` and `next..=end` are. Either way the present
/// run nearest 1 holds `next` as the top of its rise from the near end, so a position alone says
/// which number the line takes outside ([`crate::position::RowPosition::line_move`] reads it
/// there): Watch and Play make the same moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Clearing {
    start: usize,
    next: usize,
    top: usize,
    end: usize,
    near_end: bool,
}

impl Clearing {
    fn new(values: &[u32], start: usize, end: usize, near_end: bool) -> Clearing {
        let top = if near_end {
            // Leftward from the end, while the numbers rise.
            let mut top = end;
            while top > start && values[top - 1] > values[top] {
                top -= 1;
            }
            top
        } else {
            (start..end).find(|&i| values[i] > values[i + 1]).unwrap_or(end)
        };
        Clearing { start, next: top, top, end, near_end }
    }

    /// Removes the next number: its index, and what is left of the block, if anything.
    fn take(self, values: &[u32]) -> (usize, Option<Clearing>) {
        let taken = self.next;
        let rest = if self.near_end {
            if taken < self.end {
                Some(Clearing { next: taken + 1, ..self })
            } else if self.top > self.start {
                Some(Clearing::new(values, self.start, self.top - 1, true))
            } else {
                None
            }
        } else if taken > self.start {
            Some(Clearing { next: taken - 1, ..self })
        } else if self.top < self.end {
            Some(Clearing::new(values, self.top + 1, self.end, false))
        } else {
            None
        };
        (taken, rest)
    }

    /// The present parts of the block, as index ranges.
    fn present(&self) -> [std::ops::Range<usize>; 2] {
        if self.near_end {
            [self.start..self.top, self.next..self.end + 1]
        } else {
            [self.start..self.next + 1, self.top + 1..self.end + 1]
        }
    }

    fn contains(&self, index: usize) -> bool {
        self.present().iter().any(|range| range.contains(&index))
    }

    /// The present numbers next to `index` (which is present) within the block.
    fn neighbours(&self, index: usize) -> (Option<usize>, Option<usize>) {
        let left = index.checked_sub(1).filter(|&i| self.contains(i));
        let right = Some(index + 1).filter(|&i| self.contains(i));
        (left, right)
    }
}

/// Blocks waiting below the one being cleared: a persistent stack, so that saving the line's
/// state at a checkpoint costs a pointer, not a copy.
#[derive(Debug, PartialEq, Eq)]
struct Waiting {
    block: Clearing,
    below: Option<Rc<Waiting>>,
}

/// The blocks cut off on one side of 1, the newest (the nearest 1) being cleared.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Blocks {
    current: Option<Clearing>,
    waiting: Option<Rc<Waiting>>,
}

impl Blocks {
    fn push(&mut self, block: Clearing) {
        if let Some(current) = self.current.take() {
            self.waiting = Some(Rc::new(Waiting { block: current, below: self.waiting.take() }));
        }
        self.current = Some(block);
    }

    fn take(&mut self, values: &[u32]) -> Option<usize> {
        let (taken, rest) = self.current?.take(values);
        self.current = rest;
        if self.current.is_none() {
            if let Some(waiting) = self.waiting.take() {
                self.current = Some(waiting.block);
                self.waiting = waiting.below.clone();
            }
        }
        Some(taken)
    }

    fn iter(&self) -> impl Iterator<Item = &Clearing> {
        let waiting = std::iter::successors(self.waiting.as_deref(), |w| w.below.as_deref()).map(|w| &w.block);
        self.current.iter().chain(waiting)
    }
}

/// The numbers outside the segment holding 1, as the line will remove them: right of 1 first,
/// then left; on each side the block nearest 1 first (any order would do for the game: outside
/// numbers only count by their parity; this one is the order a position alone determines).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutsideQueue {
    left: Blocks,
    right: Blocks,
}

impl OutsideQueue {
    /// Cuts off the block `start..=end` of the row on `side` of 1: its side clears it next.
    fn push(&mut self, values: &[u32], side: Side, start: usize, end: usize) {
        match side {
            Side::Left => self.left.push(Clearing::new(values, start, end, true)),
            Side::Right => self.right.push(Clearing::new(values, start, end, false)),
        }
    }

    /// Removes the next outside number and says which; `None` when nothing is outside.
    fn take(&mut self, values: &[u32]) -> Option<usize> {
        self.right.take(values).or_else(|| self.left.take(values))
    }

    fn blocks(&self) -> impl Iterator<Item = &Clearing> {
        self.left.iter().chain(self.right.iter())
    }

    /// Whether the number at `index` is outside and still present.
    pub fn contains(&self, index: usize) -> bool {
        self.blocks().any(|block| block.contains(index))
    }

    /// The present neighbours of the outside number at `index`.
    pub fn neighbours(&self, index: usize) -> (Option<usize>, Option<usize>) {
        self.blocks().find(|b| b.contains(index)).map_or((None, None), |b| b.neighbours(index))
    }

    /// Marks every present outside number in `present`.
    pub fn mark_present(&self, present: &mut [bool]) {
        for block in self.blocks() {
            for range in block.present() {
                for i in range {
                    if let Some(slot) = present.get_mut(i) {
                        *slot = true;
                    }
                }
            }
        }
    }
}

/// The optimal-play line as a [`Walk`]: one row per move.
pub struct OptimalPlay {
    game: RowArms,
    moves_at_most: usize,
}

impl OptimalPlay {
    pub fn arms(&self) -> &RowArms {
        &self.game
    }

    fn segment(&self, position: &Position) -> String {
        let one = self.game.permutation.one();
        // 1-based positions in the row.
        format!("{}–{}", one - position.left.min(one) + 1, one + position.right + 1)
    }
}

impl Walk for OptimalPlay {
    type State = PlayState;
    type Step = Played;

    fn start(&self) -> PlayState {
        PlayState { position: self.game.start(), turn: 0, outside: OutsideQueue::default() }
    }

    fn len(&self) -> usize {
        self.moves_at_most
    }

    fn ends_after(&self, played: &Played) -> bool {
        played.mv == Move::RemoveOne
    }

    fn step(&self, state: &mut PlayState) -> Played {
        let (mv, why) = self.game.choose(&state.position);
        let player = Player::on_turn(state.turn);
        let permutation = &self.game.permutation;
        let values = permutation.values();
        let one = permutation.one();
        let index = match mv {
            Move::RemoveOne => one,
            // The queue holds exactly the position's outside numbers, so it has one to give.
            Move::Outside => state.outside.take(values).unwrap_or(one),
            Move::Arm { side, t } => {
                let prefix = RowArms::prefix(&state.position, side);
                // The numbers beyond t, up to the end of the prefix, are cut off.
                if t + 1 < prefix {
                    let (start, end) = match side {
                        Side::Left => (one - prefix, one - t - 2),
                        Side::Right => (one + t + 2, one + prefix),
                    };
                    state.outside.push(values, side, start, end);
                }
                permutation.index(side, t)
            }
        };
        state.position = self.game.apply(&state.position, mv);
        state.turn += 1;
        Played { player, mv, why, index }
    }

    fn row(&self, index: usize, played: &Played, after: &PlayState) -> Row {
        let position = &after.position;
        let (left, right) = self.game.classes(position);
        let other = played.player.other().name();
        let parity = || parity_name(position.outside).to_string();
        let removes = self.game.permutation.values()[played.index].to_string();
        let segment = if played.mv == Move::RemoveOne { "—".to_string() } else { self.segment(position) };
        let classes = if played.mv == Move::RemoveOne { "—".to_string() } else { format!("{left} · {right}") };
        // What the move leaves: the two arms' classes, the parity outside and who loses there.
        let leaves = |id: &'static str| {
            Message::new(id)
                .arg("left", Arg::digits(usize::from(left)))
                .arg("right", Arg::digits(usize::from(right)))
                .arg("parity", parity())
                .name("other", other)
        };
        let moves = |n: u32| Arg::digits(n as usize);
        let why = match played.why {
            Why::RemovesOne => Message::new("permutation-table-why-removes-one"),
            Why::Winning => leaves("permutation-table-why-winning"),
            Why::WinningOutside => {
                Message::new("permutation-table-why-winning-outside").arg("parity", parity()).name("other", other)
            }
            Why::Forced => Message::new("permutation-table-why-forced"),
            Why::Outside => Message::new("permutation-table-why-outside"),
            Why::Resists => Message::new("permutation-table-why-resists"),
            Why::Fastest(n) => leaves("permutation-table-why-fastest").arg("moves", moves(n)),
            Why::Delays(n) => Message::new("permutation-table-why-delays").arg("moves", moves(n)),
        };
        vec![
            Message::verbatim((index + 1).to_string()),
            Message::named(played.player.name()),
            Message::verbatim(removes),
            Message::verbatim(segment),
            Message::new("permutation-table-outside")
                .arg("count", Arg::digits(position.outside))
                .arg("parity", parity()),
            Message::verbatim(classes),
            why,
        ]
    }
}
