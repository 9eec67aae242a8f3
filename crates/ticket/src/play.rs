//! The ticket played out: the winning strategy of docs/RULES.md for whoever wins, the best resistance for the
//! other, as a [`Walk`] (one table row per move) and as the line of positions the page steps
//! through, each with its board.
//!
//! Each half's `?` are filled left to right, so the position after k moves is the ticket with the
//! first few `?` of each half filled; which digits went there is found by replaying the moves
//! from the nearest checkpoint (see [`crate::walk`]).

use super::board;
use super::position::line_move;
pub use super::words::Why;
use super::{half_value, winner, words, Counts, Half, Player, Ticket};
use std::ops::{ControlFlow, Range};
use std::rc::Rc;
use verdict_model::line::{Board, CellGroup, LineSource, Played, Step, StepValue, TableMark, POSITION_TEXT_MAX};
use verdict_model::report::{verbatim_row, Row};
use verdict_model::walk::{Walk, WalkTable};
use verdict_model::{Arg, Message};

/// One move of a game: who wrote which digit where, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub player: Player,
    /// 0-based index into the ticket.
    pub position: usize,
    pub digit: u8,
    pub half: Half,
    pub why: Why,
}

impl Move {
    /// How much the move changed `2B`: a digit counts as 4.5 while it is a `?`.
    pub fn twice_balance_change(&self) -> i64 {
        let change = 2 * i64::from(self.digit) - 9;
        match self.half {
            Half::Left => change,
            Half::Right => -change,
        }
    }
}

/// The state between moves of [`OptimalPlay`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayState {
    pub counts: Counts,
    /// Next unfilled `?` at or after this index in each half (fills go left to right).
    next_left: usize,
    next_right: usize,
    /// The last move's half and digit: Monocarp's, when Bicarp is to answer it.
    last: Option<(Half, u8)>,
    pub turn: usize,
}

impl PlayState {
    /// The next `?` to fill in `half` (the half's end when none is left).
    pub fn next_in(&self, half: Half) -> usize {
        match half {
            Half::Left => self.next_left,
            Half::Right => self.next_right,
        }
    }
}

pub struct OptimalPlay {
    ticket: Ticket,
    winner: Player,
    counts: Counts,
}

impl OptimalPlay {
    /// A game in which the winner follows the strategy of docs/RULES.md and the loser resists as well as
    /// possible, one move per `?`.
    pub fn new(ticket: &Ticket) -> OptimalPlay {
        let counts = ticket.counts();
        OptimalPlay { ticket: ticket.clone(), winner: winner(&counts), counts }
    }

    pub fn winner(&self) -> Player {
        self.winner
    }

    pub fn ticket(&self) -> &Ticket {
        &self.ticket
    }

    fn next_q(&self, from: usize, end: usize) -> usize {
        let chars = &self.ticket.chars[from..end];
        from + chars.iter().position(|&b| b == b'?').unwrap_or(chars.len())
    }

    /// The move to make in `state`: the line's move from the position, answering the move
    /// before it (see [`position::line_move`]), and why.
    fn choose(&self, state: &PlayState) -> (Half, u8, Why) {
        let counts = &state.counts;
        let mover = Player::on_turn(state.turn);
        line_move(counts.twice_balance(), counts.left_q, counts.right_q, mover, state.last)
    }
}

impl Walk for OptimalPlay {
    type State = PlayState;
    type Step = Move;

    fn start(&self) -> PlayState {
        let half = self.ticket.half_len();
        PlayState {
            counts: self.counts,
            next_left: self.next_q(0, half),
            next_right: self.next_q(half, self.ticket.len()),
            last: None,
            turn: 0,
        }
    }

    fn len(&self) -> usize {
        self.counts.q_total() as usize
    }

    fn step(&self, state: &mut PlayState) -> Move {
        let (half, digit, why) = self.choose(state);
        let half_len = self.ticket.half_len();
        let position = match half {
            Half::Left => {
                let p = state.next_left;
                state.next_left = self.next_q(p + 1, half_len);
                p
            }
            Half::Right => {
                let p = state.next_right;
                state.next_right = self.next_q(p + 1, self.ticket.len());
                p
            }
        };
        let player = Player::on_turn(state.turn);
        state.counts.write(half, digit);
        state.last = Some((half, digit));
        state.turn += 1;
        Move { player, position, digit, half, why }
    }

    fn row(&self, index: usize, m: &Move, after: &PlayState) -> Row {
        let digit = || words::count_arg(i64::from(m.digit));
        let why = match m.why {
            Why::Push => Message::new("ticket-table-push"),
            Why::HopelessPush => Message::new("ticket-table-hopeless"),
            Why::Copy => Message::new("ticket-table-copy").arg("digit", digit()).arg("half", m.half.name().to_string()),
            Why::Complete => Message::new("ticket-table-complete")
                .arg("answered", words::count_arg(i64::from(9 - m.digit)))
                .arg("digit", digit()),
            Why::Balance => Message::new("ticket-table-balance"),
            Why::Resist => Message::new("ticket-table-resist"),
        };
        let mut row = verbatim_row(vec![
            (index + 1).to_string(),
            String::new(),
            (m.position + 1).to_string(),
            m.digit.to_string(),
            after.counts.left_sum.to_string(),
            after.counts.right_sum.to_string(),
            after.counts.left_q.to_string(),
            after.counts.right_q.to_string(),
            half_value(after.counts.twice_balance()),
        ]);
        row[1] = Message::named(m.player.name());
        row.push(why);
        row
    }
}

/// The positions of the optimal play, one per move, served from the same walk as its table.
pub struct TicketLine {
    play: Rc<WalkTable<OptimalPlay>>,
    /// The index of the optimal-play table in the report.
    table: usize,
}

/// A `?` filled during the line: where, what, by whom and at which 0-based move.
#[derive(Clone, Copy, Debug)]
struct Fill {
    position: usize,
    digit: u8,
    player: Player,
    turn: usize,
}

impl TicketLine {
    pub fn new(play: Rc<WalkTable<OptimalPlay>>, table: usize) -> TicketLine {
        TicketLine { play, table }
    }

    fn game(&self) -> &OptimalPlay {
        self.play.walk()
    }

    /// The fills of the first `moves` moves that land in `range` of half `half`, replaying only
    /// from the checkpoint before the first of them: fills go left to right within a half, so
    /// they are the half's `?` number `j0..` in order.
    fn fills_in(&self, half: Half, range: Range<usize>, moves: usize) -> Vec<Fill> {
        let game = self.game();
        let ticket = game.ticket();
        let half_start = ticket.range(half).start;
        let j0 = ticket.chars[half_start..range.start].iter().filter(|&&b| b == b'?').count() as i64;
        let initial_q = game.counts.q(half);
        let filled = |state: &PlayState| initial_q - state.counts.q(half);
        let from = self.play.last_checkpoint_where(|state| filled(state) <= j0);
        let mut fills = Vec::new();
        self.play.replay_from(from, |turn, m, _| {
            if turn >= moves {
                return ControlFlow::Break(());
            }
            if m.half == half {
                if range.contains(&m.position) {
                    fills.push(Fill { position: m.position, digit: m.digit, player: m.player, turn });
                }
                // The fills after this one land further right, past the window.
                if m.position + 1 >= range.end {
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        });
        fills
    }

    /// The whole ticket after `moves` moves with its mover, when the two together are short
    /// enough to write out (at most [`POSITION_TEXT_MAX`] characters).
    fn position_text(&self, moves: usize, state: &PlayState) -> String {
        let ticket = self.game().ticket();
        let mover = (state.counts.q_total() > 0).then(|| Player::on_turn(moves).name());
        if ticket.len() + mover.map_or(0, |name| 1 + name.len()) > POSITION_TEXT_MAX {
            return String::new();
        }
        let mut chars = ticket.chars.to_vec();
        self.play.for_each_in(0..moves, |_, m, _| chars[m.position] = b'0' + m.digit);
        let mut text = String::from_utf8(chars).unwrap_or_default();
        if let Some(name) = mover {
            text.push(' ');
            text.push_str(name);
        }
        text
    }

    fn group(&self, half: Half, moves: usize, state: &PlayState, last: Option<&Move>) -> CellGroup {
        let ticket = self.game().ticket();
        let focus = match last {
            Some(m) if m.half == half => m.position,
            _ => state.next_in(half),
        };
        let window = board::half_window(ticket, half, focus);
        let fills = self.fills_in(half, window.clone(), moves);
        let mut fills = fills.iter().peekable();
        let cells = window
            .clone()
            .map(|i| match (ticket.chars[i], fills.next_if(|f| f.position == i)) {
                (b'?', Some(fill)) => {
                    board::filled(i, b'0' + fill.digit, Some((fill.player, fill.turn)), fill.turn + 1 == moves)
                }
                (b'?', None) => board::open(i),
                (digit, _) => board::given(i, digit),
            })
            .collect();
        board::half_group(ticket, half, &state.counts, window, cells)
    }

    /// The step told in one sentence or two (`ticket-step-…`): the ticket as given, or the
    /// move's reason ([`words::move_reason`]) and what is left.
    fn narration(&self, moves: usize, state: &PlayState, last: Option<&Move>) -> Message {
        let counts = &state.counts;
        let q = counts.q_total();
        let Some(m) = last else {
            let start = if q == 0 {
                Message::new("ticket-step-start-over").arg("ending", ending(counts))
            } else {
                Message::new("ticket-step-start").arg("standing", words::standing_said(counts, true))
            };
            return start
                .arg("left_sum", words::count_arg(counts.left_sum))
                .arg("left_q", words::count_arg(counts.left_q))
                .arg("right_sum", words::count_arg(counts.right_sum))
                .arg("right_q", words::count_arg(counts.right_q));
        };
        let mut before = *counts;
        match m.half {
            Half::Left => {
                before.left_sum -= i64::from(m.digit);
                before.left_q += 1;
            }
            Half::Right => {
                before.right_sum -= i64::from(m.digit);
                before.right_q += 1;
            }
        }
        // The move Bicarp answers is the one before his; the walk keeps only the last move.
        let answered = (m.player == Player::Bicarp && moves >= 2)
            .then(|| self.play.after(moves - 1).1.map(|mv| (mv.half, mv.digit)))
            .flatten();
        let reason = words::move_reason(m.player, m.position, m.half, m.digit, m.why, &before, answered);
        if q == 0 {
            Message::new("ticket-step-over").arg("reason", reason).arg("ending", ending(counts))
        } else {
            Message::new("ticket-step-move")
                .arg("reason", reason)
                .arg("q", words::count_arg(q))
                .name("mover", Player::on_turn(moves).name())
        }
    }
}

/// How a finished ticket ends, "9 = 9, Bicarp wins" (`ticket-step-ending-…`).
fn ending(counts: &Counts) -> Message {
    let id =
        if counts.left_sum == counts.right_sum { "ticket-step-ending-equal" } else { "ticket-step-ending-unequal" };
    Message::new(id).arg("left", words::count_arg(counts.left_sum)).arg("right", words::count_arg(counts.right_sum))
}

impl LineSource for TicketLine {
    fn steps(&self) -> usize {
        self.play.len()
    }

    /// The winner never changes along the line, and the clock is the count of `?` left.
    fn values(&self, range: Range<usize>) -> Vec<StepValue> {
        let winner = self.game().winner().name();
        range
            .map(|index| {
                let (state, _) = self.play.after(index);
                let q = state.counts.q_total();
                let to_move = (q > 0).then(|| Player::on_turn(index).name());
                StepValue { index, to_move, winner, moves: u32::try_from(q).ok() }
            })
            .collect()
    }

    fn step(&self, index: usize) -> Step {
        let (state, last) = self.play.after(index);
        let moves = state.turn;
        let counts = &state.counts;
        let over = counts.q_total() == 0;
        let to_move = (!over).then(|| Player::on_turn(moves).name().to_string());
        let facts = board::facts(counts, (!over).then(|| Player::on_turn(moves)));
        let ticket = self.game().ticket();
        let board = Board {
            caption: board::caption(Message::new("ticket-board-caption-step").arg("moves", Arg::digits(moves)), ticket),
            groups: vec![
                self.group(Half::Left, moves, &state, last.as_ref()),
                self.group(Half::Right, moves, &state, last.as_ref()),
            ],
            facts,
            layout: "",
        };
        Step {
            index: moves,
            position: self.position_text(moves, &state),
            to_move,
            played: last
                .map(|m| Played { by: m.player.name().to_string(), what: words::move_words(m.position, m.digit) }),
            narration: self.narration(moves, &state, last.as_ref()),
            board,
            marks: moves
                .checked_sub(1)
                .map(|row| TableMark { table: self.table, row, column: None })
                .into_iter()
                .collect(),
        }
    }
}
