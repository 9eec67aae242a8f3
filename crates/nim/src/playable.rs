//! A Nim position as every driver plays it ([`Playable`]): its value and winning moves by the
//! nim-sum, each move's clock where the position can be timed, the board, the solver's move
//! with its sentence, and what a click on a heap offers.

use crate::board::{self, counters, listed_said, Drawn};
use crate::clock::{self, Timed};
use crate::line::{move_name, move_said, move_words, zero_said};
use crate::policy::{self, Why};
use crate::position::Heaps;
use crate::take::takes_said;
use verdict_model::line::Board;
use verdict_model::position::{Grundy, MoveName, MoveValue, MoveView, Playable, PositionView, Value};
use verdict_model::{Arg, Message};

/// A heap with at most this many moves offers each of them when clicked; a larger one offers
/// the first [`PAD_FIRST`] takes, the whole heap and every winning take.
pub const PAD_ALL: u32 = 30;
pub const PAD_FIRST: u32 = 20;

impl Heaps {
    fn timed_here(&self) -> Option<Timed> {
        clock::timed(self.take(), self.heaps())
    }

    fn move_view(&self, heap: usize, take: u32) -> MoveView {
        let before = self.heaps()[heap];
        MoveView {
            cell: heap,
            cells: vec![heap],
            choice: Some(take),
            label: move_name(heap, take),
            what: move_words(heap, take, before),
            // Worded for the middle of a sentence ("taking 3 from heap 1"), as the hints put it.
            doing: move_said("nim-move-doing", heap, take, before),
            wins: self.wins_by(heap, take),
        }
    }

    /// The takes a click on heap `heap` offers (see [`PAD_ALL`]).
    fn pad(&self, heap: usize) -> Vec<u32> {
        let h = self.heaps()[heap];
        let take = self.take();
        if take.count(h) <= u64::from(PAD_ALL) {
            return take.takes(h).collect();
        }
        let mut takes: Vec<u32> = take.takes(h).take(PAD_FIRST as usize).collect();
        takes.extend(self.winning_takes(heap));
        if take.allows(h, h) {
            takes.push(h);
        }
        takes.sort_unstable();
        takes.dedup();
        takes
    }

    /// Why the position is won or lost, with its numbers (`nim-position-…`).
    pub fn reason(&self) -> Message {
        self.reason_in_words(true)
    }

    /// [`Heaps::reason`] naming no take: the first hint, which says why the position is won
    /// without giving the winning move away.
    pub fn hint_reason(&self) -> Message {
        self.reason_in_words(false)
    }

    fn reason_in_words(&self, name_moves: bool) -> Message {
        let mover = self.mover();
        let other = mover.other();
        if self.is_over() {
            return Message::new("nim-position-over").name("mover", mover.name()).name("other", other.name());
        }
        let heaps = self.heaps();
        let x = self.nim_sum();
        // One heap is said as one (issue 33: "the heaps' Grundy values are 2").
        let sum = match (self.take().is_any(), heaps.len()) {
            (true, 1) => Message::new("nim-position-sum-single"),
            (true, _) => Message::new("nim-position-sum").arg("heaps", listed_said(heaps)),
            (false, 1) => Message::new("nim-position-sum-value").arg("takes", takes_said(self.take())),
            (false, _) => {
                let values: Vec<u32> = (0..heaps.len()).map(|i| self.grundy(i)).collect();
                Message::new("nim-position-sum-values")
                    .arg("takes", takes_said(self.take()))
                    .arg("values", listed_said(&values))
            }
        };
        let sum = sum.arg("x", Arg::digits(x as usize));
        let said = if x == 0 {
            Message::new("nim-position-lost")
        } else if !name_moves {
            Message::new("nim-position-won-hint")
        } else {
            let mut winning = (0..heaps.len()).flat_map(|i| self.winning_takes(i).into_iter().map(move |t| (i, t)));
            match winning.next() {
                Some((i, t)) => Message::new("nim-position-won")
                    .arg("taking", move_said("nim-position-taking", i, t, heaps[i]))
                    .arg("move", move_name(i, t))
                    .arg("count", Arg::digits(winning.count() + 1)),
                _ => Message::new("nim-position-won-hint"),
            }
        };
        said.arg("sum", sum).name("mover", mover.name()).name("other", other.name())
    }

    /// The solver's move from here and the sentence that says why (`nim-position-…`, naming the
    /// move by its words, `what`, which Play's hint then quotes as they are).
    fn line_choice(&self) -> Option<(MoveView, Message)> {
        let choice = policy::choose(self)?;
        let view = self.move_view(choice.heap, choice.take);
        let mover = self.mover();
        let other = mover.other();
        let after = self.after(choice.heap, choice.take)?;
        let zero = || zero_said(&after, other, mover);
        let k = |k: u32| Arg::digits(k as usize);
        let reason = match choice.why {
            Why::Forced => Message::new("nim-position-forced"),
            _ if after.is_over() => Message::new("nim-position-last"),
            Why::Restores => Message::new("nim-position-restores").arg("zero", zero()),
            Why::Fastest(n) => Message::new("nim-position-fastest").arg("zero", zero()).arg("k", k(n)),
            Why::Delays(n) => Message::new("nim-position-delays").arg("k", k(n)),
            Why::SmallestHeap => Message::new("nim-position-smallest"),
            Why::LargestHeap => Message::new("nim-position-largest"),
        };
        let reason = reason
            .name("mover", mover.name())
            .name("other", other.name())
            // The move's own words, the same message: Play's hint finds the move named here.
            .arg("what", view.what.clone())
            .arg("pronoun", mover.pronoun().to_string());
        Some((view, reason))
    }

    fn clock_note(timed: bool) -> String {
        if timed {
            "Timed exactly: the winner wins as fast as possible, the loser makes the game last as long as possible."
                .to_string()
        } else {
            format!(
                "Too many positions lie below this one to time the game exactly (more than {} of them, or {} moves to try); win or lose is still exact, by the nim-sum.",
                verdict_model::words::grouped(clock::MAX_STATES),
                verdict_model::words::grouped(clock::MAX_WORK as usize)
            )
        }
    }

    fn value_of_move(&self, heap: usize, take: u32, timed: bool) -> MoveValue {
        let moves =
            if timed { self.after(heap, take).and_then(|after| after.timed_here()).map(|t| t.moves + 1) } else { None };
        MoveValue {
            name: MoveName::chosen(heap as u64 + 1, '-', take),
            cell: heap,
            choice: Some(take),
            wins: self.wins_by(heap, take),
            moves,
        }
    }
}

impl Playable for Heaps {
    /// The nim-sum is not 0 (Bouton; Sprague and Grundy for a take set).
    fn mover_wins(&self) -> bool {
        self.nim_sum() != 0
    }

    /// Every heap is smaller than the smallest take.
    fn is_over(&self) -> bool {
        let live = self.take().smallest_live();
        self.heaps().iter().all(|&h| h < live)
    }

    fn mover_name(&self) -> &'static str {
        self.mover().name()
    }

    fn winning_moves(&self) -> Box<dyn Iterator<Item = MoveName> + '_> {
        Box::new(
            (0..self.heaps().len()).flat_map(move |i| {
                self.winning_takes(i).into_iter().map(move |t| MoveName::chosen(i as u64 + 1, '-', t))
            }),
        )
    }

    fn value(&self) -> Value {
        let mover_wins = Heaps::mover_wins(self);
        if Heaps::is_over(self) {
            return Value { mover_wins, moves: Some(0), clock_note: "The game is over: no move is left.".to_string() };
        }
        let timed = self.timed_here();
        Value { mover_wins, moves: timed.map(|t| t.moves), clock_note: Heaps::clock_note(timed.is_some()) }
    }

    fn move_values(&self) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        let timed = self.timed_here().is_some();
        Box::new((0..self.heaps().len()).flat_map(move |i| {
            let h = self.heaps()[i];
            self.take().takes(h).map(move |t| self.value_of_move(i, t, timed))
        }))
    }

    /// The moves a board window shows: each heap's pad (every take of a small heap; of a large
    /// one the first takes, the whole heap and the winning takes), so a heap of 10^9 is marked
    /// without listing 10^9 moves.
    fn move_values_in(&self, cells: std::ops::Range<usize>) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        let timed = self.timed_here().is_some();
        let end = cells.end.min(self.heaps().len());
        Box::new(
            (cells.start.min(end)..end)
                .flat_map(move |i| self.pad(i).into_iter().map(move |t| self.value_of_move(i, t, timed))),
        )
    }

    fn hint_reason(&self) -> Message {
        Heaps::hint_reason(self)
    }

    fn rule_says(&self) -> Message {
        if Heaps::is_over(self) {
            return Message::new("nim-position-rule-over").name("winner", self.mover().other().name());
        }
        let x = self.nim_sum();
        let values: Vec<u32> = (0..self.heaps().len()).map(|i| self.grundy(i)).collect();
        // An equivalence, read both ways: the nim-sum is not 0 exactly when the mover wins.
        let (id, these) = match self.take().is_any() {
            true => ("nim-position-rule", crate::board::listed_said(self.heaps())),
            false => ("nim-position-rule-grundy", crate::board::listed_said(&values)),
        };
        Message::new(id)
            .arg("count", Arg::digits(self.heaps().len()))
            .arg("these", these)
            .arg("x", x.to_string())
            .name("mover", self.mover().name())
    }

    fn view(&self, last: Option<usize>, origin: Option<&str>, hints: bool) -> PositionView {
        let origin = origin
            .and_then(|text| Heaps::parse(text, self.take()).ok())
            .filter(|o| o.heaps().len() == self.heaps().len());
        let tallest = origin.as_ref().map_or(board::tallest(self), board::tallest).max(board::tallest(self));
        let caption = Message::new("nim-board-caption")
            .arg("counters", board::counters_said(self.total()))
            .arg("heaps", board::heaps_said(self.heaps().len()))
            .arg("bars", board::bars_said(self.heaps().len()));
        let board =
            board::board(self, Drawn { caption, last, origin: origin.as_ref().map(|o| o.heaps()), hints, tallest });
        let (line_move, line_reason) = match self.line_choice() {
            Some((view, reason)) => (Some(view), reason),
            None => (None, Message::none()),
        };
        let (_, winning) = Playable::move_counts(self);
        PositionView {
            position: self.text(),
            to_move: (!Heaps::is_over(self)).then(|| self.mover().name().to_string()),
            players: crate::Player::BOTH.map(crate::Player::name),
            winner: board::winner(self).name().to_string(),
            mover_wins: Heaps::mover_wins(self),
            reason: self.reason(),
            legal_moves: usize::try_from(self.legal_count()).unwrap_or(usize::MAX),
            winning_moves: winning,
            line_move,
            line_reason,
            board,
            hints: None,
        }
    }

    fn move_counts(&self) -> (usize, usize) {
        let winning = (0..self.heaps().len()).map(|i| self.winning_takes(i).len()).sum();
        (usize::try_from(self.legal_count()).unwrap_or(usize::MAX), winning)
    }

    fn exercise_board(&self) -> Board {
        let mut board = self.view(None, None, false).board;
        board.facts.clear();
        board
    }

    fn moves_at(&self, cell: usize) -> Vec<MoveView> {
        if cell >= self.heaps().len() {
            return Vec::new();
        }
        self.pad(cell).into_iter().map(|t| self.move_view(cell, t)).collect()
    }

    fn no_move_at(&self, cell: usize) -> Option<Message> {
        let n = self.heaps().len();
        let Some(&h) = self.heaps().get(cell) else {
            return Some(
                format!("There is no heap {}: the position has {}.", cell.saturating_add(1), board::heaps_word(n))
                    .into(),
            );
        };
        if self.take().count(h) > 0 {
            return None;
        }
        // Only an empty heap has no move in Nim; with a take set, a heap smaller than every take.
        Some(if h == 0 {
            format!("Heap {} is empty: there is nothing to take from it.", cell + 1).into()
        } else {
            format!(
                "Heap {} has {}, and a move takes {}: nothing can be taken from it.",
                cell + 1,
                counters(u64::from(h)),
                self.take().words()
            )
            .into()
        })
    }

    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>> {
        let take = match choice {
            Some(take) => take,
            None => {
                // A click with no choice plays a heap's only move.
                let mut takes = self.take().takes(*self.heaps().get(cell)?);
                let only = takes.next()?;
                if takes.next().is_some() {
                    return None;
                }
                only
            }
        };
        Some(Box::new(self.after(cell, take)?))
    }

    fn text(&self) -> String {
        Heaps::text(self)
    }

    fn grundy(&self) -> Option<Grundy> {
        let components = (0..self.heaps().len()).map(|i| u64::from(Heaps::grundy(self, i))).collect();
        Some(Grundy { value: u64::from(self.nim_sum()), components })
    }
}
