//! Any permutation position (docs/RULES.md, "Positions in the middle of a game"): the row with `_` for
//! each removed number. A `_` is a wall. The value is for the player to move, from the classes
//! of the two arms still attached to 1 and the parity of the numbers outside, and so is each
//! move's: O(n) for the whole list.

use std::cmp::Ordering;

use super::automaton::{self, class_of, mover_wins, parity_name};
use super::line::{cut_fact, removes, removing, row_cell, row_group, row_note, turn_fact};
use super::parse::RowTokens;
use super::play::{Move, RowArms, Why};
use super::{Permutation, Player, Side};
use verdict_model::input::{parse_count, quote, too_large, InputError};
use verdict_model::line::{Board, CellGroup, Role};
use verdict_model::position::{MoveName, MoveValue, MoveView, Playable, PositionView, Value};
use verdict_model::typed_position::LinePosition;
use verdict_model::{Arg, Message};

/// The most places a position may have: a little more than the 8 527 496 numbers of the
/// largest start (a 64 MiB row), so that every start is a position. Without a bound, a row of
/// `_` (two characters a place) had four times as many places as any start: Play's view of
/// 33 554 430 of them with hints took 992 MiB of the 1 GiB one request may allocate
/// (bench/memory.mjs); at this bound the costliest request, the view of the largest start with
/// hints, takes about 560 MiB.
pub const MAX_PLACES: usize = 9_000_000;

/// The most numbers a 64 MiB row holds, the largest start (the input's limit), which the error
/// for a position past [`MAX_PLACES`] quotes.
const LARGEST_START: usize = 8_527_496;

/// A row position: each cell a number still there or a wall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowPosition {
    cells: Vec<Option<u32>>,
    one: usize,
}

/// A removal: the 0-based index of the number removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowMove {
    pub index: usize,
}

impl RowPosition {
    /// Numbers and `_`, separated by white space or commas. The numbers are distinct, from 1 to
    /// n (the row's length), and include 1.
    /// At most [`MAX_PLACES`] places, counted before anything is kept.
    pub fn parse(text: &str) -> Result<RowPosition, InputError> {
        // Counted, not collected: the tokens of a 64 MiB row of `_` took 800 MiB.
        let n = RowTokens::new(text, true).count();
        if n == 0 {
            return Err(InputError::whole(Message::new("permutation-error-position-empty")));
        }
        if n > MAX_PLACES {
            return Err(InputError::whole(
                Message::new("permutation-error-position-long")
                    .arg("places", Arg::digits(n))
                    .arg("max", Arg::digits(MAX_PLACES))
                    .arg("largest", Arg::digits(LARGEST_START)),
            ));
        }
        let mut cells = Vec::with_capacity(n);
        let mut seen = vec![usize::MAX; n + 1];
        for (place, token) in RowTokens::new(text, true).enumerate() {
            if token.text == "_" {
                cells.push(None);
                continue;
            }
            // A number too large for 64 bits is out of range like any other over n.
            let value = match parse_count(token.text) {
                Some(value) => value,
                None if too_large(token.text) => u64::MAX,
                None => {
                    return Err(InputError::at(
                        text,
                        token.start,
                        token.end(),
                        Message::new("permutation-error-position-not-number").arg("token", quote(token.text)),
                    ))
                }
            };
            if !(1..=n as u64).contains(&value) {
                return Err(InputError::at(
                    text,
                    token.start,
                    token.end(),
                    Message::new("permutation-error-position-range")
                        .arg("token", quote(token.text))
                        .arg("n", Arg::digits(n)),
                ));
            }
            let first = std::mem::replace(&mut seen[value as usize], place);
            if first != usize::MAX {
                return Err(InputError::at(
                    text,
                    token.start,
                    token.end(),
                    Message::new("permutation-error-position-twice")
                        .arg("value", Arg::digits(value as usize))
                        .arg("first", Arg::digits(first + 1))
                        .arg("second", Arg::digits(place + 1)),
                ));
            }
            cells.push(Some(value as u32));
        }
        let one = seen[1];
        if one == usize::MAX {
            return Err(InputError::whole(Message::new("permutation-error-position-over")));
        }
        Ok(RowPosition { cells, one })
    }

    /// The start of a game: the whole permutation.
    pub fn start(permutation: &Permutation) -> RowPosition {
        RowPosition { cells: permutation.values().iter().map(|&v| Some(v)).collect(), one: permutation.one() }
    }

    pub fn cells(&self) -> &[Option<u32>] {
        &self.cells
    }

    pub fn one(&self) -> usize {
        self.one
    }

    /// How many numbers have been removed.
    pub fn removed(&self) -> usize {
        self.cells.iter().filter(|c| c.is_none()).count()
    }

    /// Who moves, counting from Alice at the start: Alice when an even count is removed.
    pub fn mover(&self) -> Player {
        Player::on_turn(self.removed())
    }

    /// The positions still attached to 1: from it outward up to the walls.
    pub fn segment(&self) -> std::ops::RangeInclusive<usize> {
        let mut lo = self.one;
        while lo > 0 && self.cells[lo - 1].is_some() {
            lo -= 1;
        }
        let mut hi = self.one;
        while hi + 1 < self.cells.len() && self.cells[hi + 1].is_some() {
            hi += 1;
        }
        lo..=hi
    }

    /// Present numbers outside the segment: each is one move, whatever the order.
    pub fn outside(&self) -> usize {
        let segment = self.segment();
        self.cells.iter().enumerate().filter(|&(i, c)| c.is_some() && !segment.contains(&i)).count()
    }

    /// Whether the number at `index` can be removed: present and larger than each present
    /// neighbour.
    pub fn removable(&self, index: usize) -> bool {
        let Some(Some(value)) = self.cells.get(index).copied() else { return false };
        let left = index.checked_sub(1).and_then(|i| self.cells[i]);
        let right = self.cells.get(index + 1).copied().flatten();
        left.is_none_or(|l| value > l) && right.is_none_or(|r| value > r)
    }

    /// The arm on `side`, read outward from 1 up to the wall.
    fn arm(&self, side: Side) -> Vec<u32> {
        let segment = self.segment();
        match side {
            Side::Left => (*segment.start()..self.one).rev().filter_map(|i| self.cells[i]).collect(),
            Side::Right => (self.one + 1..=*segment.end()).filter_map(|i| self.cells[i]).collect(),
        }
    }

    /// The class of every prefix of the arm on `side`: `classes[l]` for `l` in `0..=len`.
    fn prefix_classes(&self, side: Side) -> Vec<u8> {
        let mut state = automaton::START;
        let mut before = 1;
        let mut classes = vec![class_of(state)];
        for value in self.arm(side) {
            state = automaton::step(state, value > before);
            before = value;
            classes.push(class_of(state));
        }
        classes
    }

    /// Every legal move with whether it keeps a win for the player to move, in row order.
    pub fn moves(&self) -> Vec<(RowMove, bool)> {
        if self.is_over() {
            return Vec::new();
        }
        let (left, right) = (self.prefix_classes(Side::Left), self.prefix_classes(Side::Right));
        let (l, r) = (left.len() - 1, right.len() - 1);
        let outside = self.outside();
        let segment = self.segment();
        (0..self.cells.len())
            .filter(|&i| self.removable(i))
            .map(|index| {
                let wins = if !segment.contains(&index) {
                    !mover_wins(left[l], right[r], outside + 1)
                } else {
                    match index.cmp(&self.one) {
                        Ordering::Equal => true,
                        // Distance t from 1 leaves prefix t and sends l - t - 1 outside.
                        Ordering::Less => {
                            let t = self.one - 1 - index;
                            !mover_wins(left[t], right[r], outside + l - t - 1)
                        }
                        Ordering::Greater => {
                            let t = index - self.one - 1;
                            !mover_wins(left[l], right[t], outside + r - t - 1)
                        }
                    }
                };
                (RowMove { index }, wins)
            })
            .collect()
    }

    /// The numbers whose removal wins, ascending (the order of `verdict moves`, docs/RULES.md).
    pub fn winning_numbers(&self) -> Vec<u32> {
        let mut numbers: Vec<u32> =
            self.moves().into_iter().filter(|&(_, wins)| wins).filter_map(|(mv, _)| self.cells[mv.index]).collect();
        verdict_model::order::by_key32(&mut numbers, |&number| number);
        numbers
    }

    /// The line's move from here (see [`super::play`]): the same choice as the optimal-play
    /// line makes, played on the segment alone, relabelled 1..m; an outside move takes the
    /// number the line's queue would (see [`RowPosition::outside_move`]).
    pub fn line_move(&self) -> RowMove {
        self.line_choice().0
    }

    /// The outside number the line removes (as [`crate::play::OutsideQueue`] orders them): right
    /// of 1 before left of it; on that side, the run of present numbers nearest 1, climbed from
    /// its end nearest 1 while the numbers rise; the top of that climb (larger than both its
    /// neighbours, so always removable). `None` when nothing is outside.
    fn outside_move(&self) -> Option<usize> {
        let segment = self.segment();
        let present = |i: usize| self.cells[i].is_some();
        if let Some(near) = (segment.end() + 1..self.cells.len()).find(|&i| present(i)) {
            let mut top = near;
            while top + 1 < self.cells.len() && present(top + 1) && self.cells[top + 1] > self.cells[top] {
                top += 1;
            }
            return Some(top);
        }
        let near = (0..*segment.start()).rev().find(|&i| present(i))?;
        let mut top = near;
        while top > 0 && present(top - 1) && self.cells[top - 1] > self.cells[top] {
            top -= 1;
        }
        Some(top)
    }

    /// The line's move and the sentence that says why (see [`RowPosition::line_reason`]),
    /// found once.
    fn line_choice(&self) -> (RowMove, Message) {
        let Some((game, position)) = self.arms() else {
            return (RowMove { index: self.one }, Message::none());
        };
        let (mv, why) = game.choose(&position);
        let chosen = match mv {
            Move::RemoveOne => RowMove { index: self.one },
            Move::Arm { side: Side::Left, t } => RowMove { index: self.one - 1 - t },
            Move::Arm { side: Side::Right, t } => RowMove { index: self.one + 1 + t },
            Move::Outside => RowMove { index: self.outside_move().unwrap_or(self.one) },
        };
        let value = self.cells[chosen.index].unwrap_or(0);
        (chosen, self.move_reason(&game, &position, mv, why, value))
    }

    /// Why the solver plays its move here, in one sentence in words the rules teach (gaps,
    /// neighbours, won and lost positions; issue 47: no "arm classes" or "class table"): what a
    /// winning move leaves the other player (a lost position, with how many numbers stay joined
    /// to 1 and how many are cut off from it), what a losing one tries. Empty once the game is
    /// over.
    pub fn line_reason(&self) -> Message {
        self.line_choice().1
    }

    /// A `permutation-position-…` message (docs/LANGUAGES.md). A sentence that names the move
    /// passes the move's words (`what`, as [`RowPosition::move_view`] writes them) as well as its
    /// number: Play's third hint quotes the reason alone when it names the move
    /// (`Message::says`: the same message, [`removes`]), and says the move before it otherwise.
    fn move_reason(&self, game: &RowArms, position: &super::play::Position, mv: Move, why: Why, value: u32) -> Message {
        let (mover, other) = (self.mover(), self.mover().other());
        let after = game.apply(position, mv);
        let said = |id: &'static str| Message::new(id).name("mover", mover.name());
        let naming = |id: &'static str| {
            said(id).arg("what", Arg::from(removes(value))).arg("value", Arg::digits(value as usize))
        };
        let leaves = || {
            Message::new("permutation-position-leaves")
                .name("other", other.name())
                .arg("joined", Arg::digits(after.left + after.right))
                .arg("cut", Arg::digits(after.outside))
                .arg("parity", parity_name(after.outside).to_string())
        };
        // Whoever loses hopes the other slips (`mover_is` picks English's pronoun, she or he).
        let hopes = |id: &'static str| {
            naming(id).name("other", other.name()).arg("mover_is", mover.name().to_ascii_lowercase())
        };
        let moves = |n: u32| Arg::digits(n as usize);
        match why {
            Why::RemovesOne => said("permutation-position-removes-one").arg("what", Arg::from(removes(1))),
            Why::Winning | Why::WinningOutside => naming("permutation-position-winning").arg("leaves", leaves()),
            Why::Fastest(n) => naming("permutation-position-fastest").arg("leaves", leaves()).arg("moves", moves(n)),
            Why::Forced => said("permutation-position-forced").arg("value", Arg::digits(value as usize)),
            Why::Outside => hopes("permutation-position-outside"),
            Why::Resists => hopes("permutation-position-resists"),
            Why::Delays(n) => hopes("permutation-position-delays").arg("moves", moves(n)),
        }
    }

    /// The segment around 1 as a row of its own (its numbers relabelled 1..m, which keeps
    /// every comparison) and the position in it: what the play and the clock read. `None`
    /// once the game is over.
    fn arms(&self) -> Option<(RowArms, super::play::Position)> {
        if self.is_over() {
            return None;
        }
        let segment = self.segment();
        let lo = *segment.start();
        // The places by their numbers (stable: removed places, 0, in the row's order).
        let mut ranked: Vec<usize> = segment.clone().collect();
        verdict_model::order::by_key32(&mut ranked, |&i| self.cells[i].unwrap_or(0));
        let mut relabelled = vec![0u32; ranked.len()];
        for (rank, &i) in ranked.iter().enumerate() {
            relabelled[i - lo] = rank as u32 + 1;
        }
        let permutation = Permutation::new(relabelled)?;
        let position =
            super::play::Position { left: self.one - lo, right: segment.end() - self.one, outside: self.outside() };
        Some((RowArms::new(&permutation), position))
    }

    /// The arm move (or outside move) that removing the number at `index` is.
    fn move_at(&self, index: usize) -> Move {
        let segment = self.segment();
        if !segment.contains(&index) {
            return Move::Outside;
        }
        match index.cmp(&self.one) {
            Ordering::Equal => Move::RemoveOne,
            Ordering::Less => Move::Arm { side: Side::Left, t: self.one - 1 - index },
            Ordering::Greater => Move::Arm { side: Side::Right, t: index - self.one - 1 },
        }
    }

    /// The position's clock, when the game from here is small enough to time.
    fn clock(&self) -> Option<(std::rc::Rc<super::clock::Clock>, super::play::Position)> {
        let (arms, position) = self.arms()?;
        Some((arms.clock(&position)?, position))
    }

    /// The position after removing the number at `mv.index`, if that is legal. After removing
    /// 1 the game is over (such a position is not one `parse` accepts).
    pub fn after(&self, mv: RowMove) -> Option<RowPosition> {
        if self.is_over() || !self.removable(mv.index) {
            return None;
        }
        let mut cells = self.cells.clone();
        cells[mv.index] = None;
        Some(RowPosition { cells, one: self.one })
    }

    /// Why the position is won or lost for the player to move, with its numbers.
    pub fn reason(&self) -> Message {
        self.reason_in_words(true)
    }

    /// [`RowPosition::reason`] naming no number to remove: the first hint, which says why the
    /// position is won without giving the winning move away.
    pub fn hint_reason(&self) -> Message {
        self.reason_in_words(false)
    }

    fn reason_in_words(&self, name_moves: bool) -> Message {
        let (mover, other) = (self.mover().name(), self.mover().other().name());
        if self.is_over() {
            return Message::new("permutation-position-over").name("winner", other);
        }
        let (left, right) = (self.arm(Side::Left), self.arm(Side::Right));
        if left.is_empty() && right.is_empty() {
            let id = if name_moves { "permutation-position-alone" } else { "permutation-position-alone-hint" };
            return Message::new(id).name("mover", mover);
        }
        // Each side as it stands in the row (the left one read right to left would puzzle).
        let side = |numbers: &[u32], reversed: bool| -> Arg {
            if numbers.is_empty() {
                return Message::new("permutation-position-nothing").into();
            }
            let mut words: Vec<String> = numbers.iter().map(u32::to_string).collect();
            if reversed {
                words.reverse();
            }
            Arg::Text(words.join(" "))
        };
        let outside = self.outside();
        let facts = Message::new("permutation-position-facts")
            .arg("left", side(&left, true))
            .arg("right", side(&right, false))
            .arg("cut", Arg::digits(outside))
            .arg("parity", parity_name(outside).to_string());
        let winning: Vec<String> = self.winning_numbers().iter().take(8).map(u32::to_string).collect();
        let id = match (winning.is_empty(), name_moves) {
            (true, _) => "permutation-position-loses",
            (false, false) => "permutation-position-wins-hint",
            (false, true) => "permutation-position-wins",
        };
        let reason = Message::new(id).arg("facts", facts).name("mover", mover).name("other", other);
        if !name_moves || winning.is_empty() {
            return reason;
        }
        // "4 or 6 or 2": each number after the first joined by the language's "or".
        let mut numbers = winning.into_iter();
        let first = Arg::Text(numbers.next().unwrap_or_default());
        let moves =
            numbers.fold(first, |init, last| Message::new("list-or").arg("init", init).arg("last", last).into());
        reason.arg("moves", moves)
    }

    /// The row as docs/RULES.md writes it, `_` for each removed number.
    pub fn text(&self) -> String {
        let words: Vec<String> = self.cells.iter().map(|c| c.map_or("_".to_string(), |v| v.to_string())).collect();
        words.join(" ")
    }
}

impl RowPosition {
    fn move_view(&self, index: usize, wins: bool) -> MoveView {
        let value = self.cells[index].unwrap_or(0);
        MoveView {
            cell: index,
            cells: vec![index],
            choice: None,
            label: value.to_string(),
            what: removes(value),
            doing: removing(value),
            wins,
        }
    }
}

impl LinePosition for RowPosition {
    fn after_move(&self, cell: usize, _choice: Option<u32>) -> Option<RowPosition> {
        self.after(RowMove { index: cell })
    }
}

impl Playable for RowPosition {
    /// Once 1 is removed, the player to move has lost.
    fn mover_wins(&self) -> bool {
        if self.is_over() {
            return false;
        }
        let (left, right) = (self.prefix_classes(Side::Left), self.prefix_classes(Side::Right));
        mover_wins(left[left.len() - 1], right[right.len() - 1], self.outside())
    }

    /// Whether 1 has been removed: the player who removed it has won.
    fn is_over(&self) -> bool {
        self.cells[self.one].is_none()
    }

    fn mover_name(&self) -> &'static str {
        self.mover().name()
    }

    fn winning_moves(&self) -> Box<dyn Iterator<Item = MoveName> + '_> {
        Box::new(self.winning_numbers().into_iter().map(|number| MoveName::plain(u64::from(number))))
    }

    fn value(&self) -> Value {
        let mover_wins = RowPosition::mover_wins(self);
        if self.is_over() {
            return Value {
                mover_wins,
                moves: Some(0),
                clock_note: "The game is over: 1 has been removed.".to_string(),
            };
        }
        match self.clock() {
            Some((clock, position)) => Value {
                mover_wins,
                moves: clock.get(&position).map(|timed| timed.moves),
                clock_note: "Timed exactly: the winner wins as fast as possible, the loser makes the game last as long as possible.".to_string(),
            },
            None => Value {
                mover_wins,
                moves: None,
                clock_note: format!(
                    "Too many numbers are left to time the game exactly (more than {} states of the numbers joined to 1 and the count cut off from it); win or lose is still exact.",
                    verdict_model::words::grouped(super::clock::MAX_STATES)
                ),
            },
        }
    }

    fn move_counts(&self) -> (usize, usize) {
        let moves = self.moves();
        (moves.len(), moves.iter().filter(|m| m.1).count())
    }

    fn move_values(&self) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        let clock = self.clock();
        let mut values: Vec<MoveValue> = self
            .moves()
            .into_iter()
            .map(|(mv, wins)| MoveValue {
                name: MoveName::plain(u64::from(self.cells[mv.index].unwrap_or(0))),
                cell: mv.index,
                choice: None,
                wins,
                moves: clock.as_ref().and_then(|(clock, position)| {
                    clock.move_value(position, self.move_at(mv.index)).map(|timed| timed.moves)
                }),
            })
            .collect();
        // A row's move is named by the number it removes, a u32 of the row.
        verdict_model::order::by_key32(&mut values, |value| value.name.number as u32);
        Box::new(values.into_iter())
    }

    fn hint_reason(&self) -> Message {
        RowPosition::hint_reason(self)
    }

    fn rule_says(&self) -> Message {
        if self.is_over() {
            return Message::new("permutation-position-rule-over").name("winner", self.mover().other().name());
        }
        let (left, right) = (self.prefix_classes(Side::Left), self.prefix_classes(Side::Right));
        let outside = self.outside();
        let (l, r) = (left[left.len() - 1], right[right.len() - 1]);
        // An equivalence, read both ways: the table marks a win exactly when the mover wins.
        // The word "class" is introduced where it is first used (issue 47): the tree's rule line
        // is read by a student who has met gaps and neighbours, not arms or the class table.
        Message::new("permutation-position-rule")
            .arg("left", Arg::digits(l as usize))
            .arg("right", Arg::digits(r as usize))
            .arg("outside", Arg::digits(outside))
            .arg("parity", if outside.is_multiple_of(2) { "even" } else { "odd" }.to_string())
            .arg("wins", if mover_wins(l, r, outside) { "yes" } else { "no" }.to_string())
            .name("mover", self.mover().name())
    }

    fn view(&self, last: Option<usize>, origin: Option<&str>, hints: bool) -> PositionView {
        let n = self.cells.len();
        let over = self.is_over();
        let moves = self.moves();
        // A removed number is shown as it was where play started, struck through.
        let origin = origin.and_then(|text| RowPosition::parse(text).ok()).filter(|o| o.cells.len() == n);
        let segment = if over { self.one..self.one } else { *self.segment().start()..self.segment().end() + 1 };
        let window = CellGroup::window(n, last.unwrap_or(self.one));
        let cells = window
            .clone()
            .map(|i| {
                let value = self.cells[i].or_else(|| origin.as_ref().and_then(|o| o.cells[i]));
                let mut roles = Vec::new();
                if last == Some(i) {
                    roles.push(Role::Now);
                }
                if value == Some(1) {
                    roles.push(Role::Goal);
                }
                let place = match self.cells[i] {
                    None => (Role::Removed, "removed"),
                    Some(_) if segment.contains(&i) => (Role::Attached, "joined"),
                    Some(_) => (Role::Outside, "cut"),
                };
                roles.push(place.0);
                if hints {
                    if let Some(&(_, wins)) = moves.iter().find(|(mv, _)| mv.index == i) {
                        roles.push(if wins { Role::Wins } else { Role::Loses });
                    }
                }
                row_cell(i, value, n, roles, place.1, "")
            })
            .collect();
        let outside = if over { 0 } else { self.outside() };
        let mover = self.mover();
        let facts =
            vec![cut_fact(outside), if over { turn_fact(true, mover.other()) } else { turn_fact(false, mover) }];
        let (line_move, line_reason) = if over {
            (None, Message::none())
        } else {
            let (mv, reason) = self.line_choice();
            let wins = moves.iter().any(|&(m, w)| m == mv && w);
            (Some(self.move_view(mv.index, wins)), reason)
        };
        PositionView {
            position: self.text(),
            to_move: (!over).then(|| mover.name().to_string()),
            players: [Player::Alice.name(), Player::Bob.name()],
            winner: if self.mover_wins() { mover.name() } else { mover.other().name() }.to_string(),
            mover_wins: self.mover_wins(),
            reason: self.reason(),
            legal_moves: moves.len(),
            winning_moves: moves.iter().filter(|m| m.1).count(),
            line_move,
            line_reason,
            board: Board {
                caption: Message::new("permutation-board-caption").arg("n", Arg::digits(n)),
                groups: vec![row_group(cells, window, n, row_note(segment, outside, over))],
                facts,
                layout: "",
            },
            hints: None,
        }
    }

    fn moves_at(&self, cell: usize) -> Vec<MoveView> {
        self.moves()
            .into_iter()
            .filter(|(mv, _)| mv.index == cell)
            .map(|(mv, wins)| self.move_view(mv.index, wins))
            .collect()
    }

    fn no_move_at(&self, cell: usize) -> Option<Message> {
        let n = self.cells.len();
        let Some(&place) = self.cells.get(cell) else {
            return Some(format!("The row has no place {}: it has {n}.", cell.saturating_add(1)).into());
        };
        if self.is_over() {
            return Some("The game is over: 1 has been removed.".to_string().into());
        }
        let Some(value) = place else {
            return Some(format!("Place {} is empty: its number was removed.", cell + 1).into());
        };
        // Its neighbours still there that are larger: what stops it.
        let larger: Vec<u32> = [cell.checked_sub(1), Some(cell + 1)]
            .into_iter()
            .flatten()
            .filter_map(|i| self.cells.get(i).copied().flatten())
            .filter(|&neighbour| neighbour > value)
            .collect();
        const RULE: &str = "A number may be removed only when it is larger than every neighbour it still has.";
        match larger.as_slice() {
            [] => None,
            [one] => Some(format!("{value} cannot be removed: its neighbour {one} is larger. {RULE}").into()),
            [a, b, ..] => {
                Some(format!("{value} cannot be removed: both its neighbours, {a} and {b}, are larger. {RULE}").into())
            }
        }
    }

    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>> {
        Some(Box::new(self.after_move(cell, choice)?))
    }

    fn text(&self) -> String {
        RowPosition::text(self)
    }
}
