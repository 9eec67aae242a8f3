//! Any ticket position (docs/RULES.md, "Positions in the middle of a game"): the ticket with some `?`
//! filled and who moves next. Its value, its winning moves and the line's move from it.
//!
//! The exact rule. With `q` the `?` left and `B = d + 9(qL − qR)/2`, every move changes `B`
//! by one of −4.5, −3.5, …, 4.5, whichever half it is played in, so the value depends only on
//! (B, q, who moves), and whoever makes the last move decides:
//! - no `?` left: Bicarp wins exactly when B = 0 (the halves are equal);
//! - Monocarp to move: Bicarp wins exactly when q is even and B = 0. With q odd, Monocarp
//!   writes the last digit and one digit out of ten could equalize, so he avoids it. With q
//!   even and B ≠ 0 he moves B 4.5 further from 0 each turn and no answer brings it back
//!   more than 4.5. With B = 0 Bicarp answers every move so that B is 0 again.
//! - Bicarp to move: Bicarp wins exactly when q is odd and |B| ≤ 4.5. With q even Monocarp
//!   writes the last digit. With q odd Bicarp needs to bring B to 0 now (then it is Monocarp's
//!   turn with q even and B = 0), and one digit changes B by at most 4.5.
//!
//! (`B` and `q` have the same parity of halves: `2B` is odd exactly when `q` is odd.) The tests
//! prove the rule against a minimax over every small position.

use super::words::Why;
use super::{board, half_value, words, Counts, Half, Player, Ticket};
use std::fmt;
use verdict_model::input::{quote, InputError};
use verdict_model::line::{Board, Role};
use verdict_model::position::{MoveName, MoveValue, MoveView, Playable, PositionView, Value};
use verdict_model::typed_position::LinePosition;
use verdict_model::{Arg, Message};

/// Whether Bicarp wins with `2B = twice_balance`, `q` `?` left and `mover` to move.
pub fn bicarp_wins(twice_balance: i64, q: i64, mover: Player) -> bool {
    if q == 0 {
        return twice_balance == 0;
    }
    match mover {
        Player::Monocarp => q % 2 == 0 && twice_balance == 0,
        Player::Bicarp => q % 2 == 1 && twice_balance.abs() <= 9,
    }
}

/// How a digit in a half changes `2B`: a `?` counts as 4.5 until it is filled.
pub fn twice_change(half: Half, digit: u8) -> i64 {
    let change = 2 * i64::from(digit) - 9;
    match half {
        Half::Left => change,
        Half::Right => -change,
    }
}

/// The digit that changes `2B` by `change` in `half`, or the closest one when no digit does:
/// beyond ±9 the digit at that end, and an even `change` missed by 1 (the halving rounds down).
fn digit_for(half: Half, change: i64) -> u8 {
    let toward_left = match half {
        Half::Left => change,
        Half::Right => -change,
    };
    ((toward_left + 9) / 2).clamp(0, 9) as u8
}

/// The line's move with `2B = twice_balance`, the `?` of each half and `mover` to move, and
/// `last`, the half and digit of the move that led here when it is known: the winner plays the
/// strategy the page teaches, the loser resists. Returns the half, the digit and why.
///
/// - Monocarp pushes: 9 on the half that is ahead (the left when B = 0), or 0 on the other
///   half when the one ahead has no `?`. It moves B 4.5 away from 0, which wins whenever
///   anything wins.
/// - Bicarp, winning, answering Monocarp's `x` from B = 0 (docs/RULES.md, "How the winner
///   wins"): the same `x` on the other half while that half has a `?` ([`Why::Copy`]),
///   otherwise `9 − x` on the half Monocarp wrote in ([`Why::Complete`]). Either brings B back
///   to 0. When there is no such move to answer (the previous move is not known, or it left a
///   position Bicarp wins only because Monocarp slipped), he brings B to 0 in the half with
///   more `?` left, the right on a tie ([`Why::Balance`]).
/// - Bicarp, losing, brings B as close to 0 as one digit can, on the half that is behind
///   when it has a `?`.
pub fn line_move(
    twice_balance: i64,
    left_q: i64,
    right_q: i64,
    mover: Player,
    last: Option<(Half, u8)>,
) -> (Half, u8, Why) {
    let has = |half: Half| match half {
        Half::Left => left_q > 0,
        Half::Right => right_q > 0,
    };
    let ahead = if twice_balance >= 0 { Half::Left } else { Half::Right };
    let q = left_q + right_q;
    match mover {
        Player::Monocarp => {
            let why = if bicarp_wins(twice_balance, q, mover) { Why::HopelessPush } else { Why::Push };
            if has(ahead) {
                (ahead, 9, why)
            } else {
                (ahead.other(), 0, why)
            }
        }
        Player::Bicarp if bicarp_wins(twice_balance, q, mover) => {
            let levels = |half: Half, digit: u8| has(half) && twice_balance + twice_change(half, digit) == 0;
            if let Some((half, x)) = last.filter(|&(_, x)| x <= 9) {
                if levels(half.other(), x) {
                    return (half.other(), x, Why::Copy);
                }
                if levels(half, 9 - x) {
                    return (half, 9 - x, Why::Complete);
                }
            }
            let half = if left_q > right_q { Half::Left } else { Half::Right };
            (half, digit_for(half, -twice_balance), Why::Balance)
        }
        // As close to 0 as one move gets: `digit_for` stops at what one digit can do (9 toward
        // 0 when |2B| > 9), and an even 2B, which no digit brings to 0, stops at +1 or −1 (the
        // halving rounds the digit down).
        Player::Bicarp => {
            let behind = ahead.other();
            let half = if has(behind) { behind } else { ahead };
            (half, digit_for(half, -twice_balance), Why::Resist)
        }
    }
}

/// A move: the digit written at a 0-based position. Displayed as `verdict moves` writes it (docs/RULES.md),
/// `P=D` with a 1-based position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TicketMove {
    pub position: usize,
    pub digit: u8,
}

impl From<TicketMove> for MoveName {
    fn from(mv: TicketMove) -> MoveName {
        MoveName::chosen(mv.position as u64 + 1, '=', u32::from(mv.digit))
    }
}

impl fmt::Display for TicketMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.position + 1, self.digit)
    }
}

/// A ticket position: the cells (digits and `?`) and who moves next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicketPosition {
    ticket: Ticket,
    mover: Player,
}

impl TicketPosition {
    pub fn new(ticket: Ticket, mover: Player) -> TicketPosition {
        TicketPosition { ticket, mover }
    }

    /// `TICKET MOVER` (docs/RULES.md; the mover in any case, white space around and between). The mover
    /// may be left out once no `?` is left, as the page's `data-position` writes it.
    pub fn parse(text: &str) -> Result<TicketPosition, InputError> {
        TicketPosition::read(text, false)
    }

    /// [`TicketPosition::parse`] with the mover always named, as `verdict moves ticket` reads
    /// a line.
    pub fn parse_named(text: &str) -> Result<TicketPosition, InputError> {
        TicketPosition::read(text, true)
    }

    fn read(text: &str, mover_needed: bool) -> Result<TicketPosition, InputError> {
        let mut words = verdict_model::input::Tokens::new(text);
        let Some(cells) = words.next() else {
            return Err(InputError::whole(Message::new("ticket-error-position-empty")));
        };
        let ticket = Ticket::parse(cells.text).map_err(|e| super::shift(e, text, cells.start))?;
        let mover = match words.next() {
            None if !mover_needed && !ticket.chars().contains(&b'?') => Player::Monocarp,
            None => return Err(InputError::at(text, text.len(), text.len(), Message::new("ticket-error-no-mover"))),
            Some(word) => Player::parse(word.text).ok_or_else(|| {
                InputError::at(
                    text,
                    word.start,
                    word.end(),
                    Message::new("ticket-error-not-player").arg("word", quote(word.text)),
                )
            })?,
        };
        if let Some(extra) = words.next() {
            return Err(InputError::at(
                text,
                extra.start,
                extra.end(),
                Message::new("ticket-error-after-player").arg("word", quote(extra.text)),
            ));
        }
        Ok(TicketPosition { ticket, mover })
    }

    pub fn ticket(&self) -> &Ticket {
        &self.ticket
    }

    pub fn mover(&self) -> Player {
        self.mover
    }

    /// `?` left.
    pub fn q(&self) -> i64 {
        self.ticket.counts().q_total()
    }

    pub fn winner(&self) -> Player {
        let counts = self.ticket.counts();
        if bicarp_wins(counts.twice_balance(), counts.q_total(), self.mover) {
            Player::Bicarp
        } else {
            Player::Monocarp
        }
    }

    /// Whether writing `digit` in `half` keeps a win for the player to move.
    pub fn move_wins(&self, half: Half, digit: u8) -> bool {
        self.wins_after(&self.ticket.counts(), half, digit)
    }

    /// [`TicketPosition::move_wins`] given the ticket's counts, which cost a pass over it.
    fn wins_after(&self, counts: &Counts, half: Half, digit: u8) -> bool {
        let after = counts.twice_balance() + twice_change(half, digit);
        let bicarp = bicarp_wins(after, counts.q_total() - 1, self.mover.other());
        bicarp == (self.mover == Player::Bicarp)
    }

    /// The winning digits of each half: `[left, right]`, bit `d` set when writing `d` there
    /// keeps a win (none in a half with no `?`).
    pub fn winning_digits(&self) -> [u16; 2] {
        let counts = self.ticket.counts();
        [Half::Left, Half::Right].map(|half| {
            if counts.q(half) == 0 {
                return 0;
            }
            // The counts once, not once a digit: twenty passes over the ticket were 10 KB of
            // the wasm module, each inlined and unrolled.
            (0..=9).filter(|&d| self.wins_after(&counts, half, d)).fold(0u16, |set, d| set | 1 << d)
        })
    }

    /// The moves that keep a win for the player to move, by position then digit.
    pub fn winning_moves(&self) -> impl Iterator<Item = TicketMove> + '_ {
        let digits = self.winning_digits();
        let cells = self.ticket.chars();
        (0..cells.len()).filter(move |&i| cells[i] == b'?').flat_map(move |position| {
            let set = digits[usize::from(self.ticket.half_of(position) == Half::Right)];
            (0..=9u8).filter(move |d| set >> d & 1 == 1).map(move |digit| TicketMove { position, digit })
        })
    }

    /// The line's move (see [`line_move`]) when the move that led here is not known: the
    /// leftmost `?` of the chosen half.
    pub fn line_move(&self) -> Option<TicketMove> {
        self.line_move_after(None).map(|(mv, _)| mv)
    }

    /// The line's move and why, answering the move that led here when `last` (its cell) is
    /// given: a winning Bicarp copies Monocarp's digit on the other half, or answers it with
    /// `9 − x` on the same half, as the page teaches. The leftmost `?` of the chosen half.
    pub fn line_move_after(&self, last: Option<usize>) -> Option<(TicketMove, Why)> {
        let counts = self.ticket.counts();
        if counts.q_total() == 0 {
            return None;
        }
        let (half, digit, why) =
            line_move(counts.twice_balance(), counts.left_q, counts.right_q, self.mover, self.last_move(last));
        let range = self.ticket.range(half);
        let position = range.start + self.ticket.chars()[range].iter().position(|&b| b == b'?')?;
        Some((TicketMove { position, digit }, why))
    }

    /// The half and digit written at `cell`, the move that led here, if it holds a digit.
    fn last_move(&self, cell: Option<usize>) -> Option<(Half, u8)> {
        let cell = cell?;
        let digit = self.ticket.chars().get(cell).filter(|b| b.is_ascii_digit())?;
        Some((self.ticket.half_of(cell), digit - b'0'))
    }

    /// Why the solver plays its move here, in one sentence (see [`words::move_reason`]);
    /// none once the game is over.
    pub fn line_reason(&self, last: Option<usize>) -> Message {
        let Some((mv, why)) = self.line_move_after(last) else { return Message::none() };
        let counts = self.ticket.counts();
        let half = self.ticket.half_of(mv.position);
        words::move_reason(self.mover, mv.position, half, mv.digit, why, &counts, self.last_move(last))
    }

    /// The position after `mv`, if it is legal (a `?` there, a digit 0-9).
    pub fn after(&self, mv: TicketMove) -> Option<TicketPosition> {
        if self.ticket.chars().get(mv.position) != Some(&b'?') || mv.digit > 9 {
            return None;
        }
        let mut cells = self.ticket.chars().to_vec();
        cells[mv.position] = b'0' + mv.digit;
        Some(TicketPosition { ticket: Ticket::from_cells(cells), mover: self.mover.other() })
    }

    /// Why the position is won or lost, in half sums (each `?` counted as 4.5), with its
    /// numbers: what a student reads in a hint, a mistake note and an exercise's feedback.
    pub fn reason(&self) -> Message {
        words::position_reason(&self.ticket.counts(), self.mover, self.winner() == Player::Bicarp)
    }

    /// The position as docs/RULES.md writes it: `TICKET MOVER`, the mover left out once no `?` is left.
    pub fn text(&self) -> String {
        let cells = String::from_utf8_lossy(self.ticket.chars()).into_owned();
        if self.is_over() {
            cells
        } else {
            format!("{cells} {}", self.mover.name())
        }
    }
}

impl TicketPosition {
    /// Every move on the cells in `cells`, by position then digit, each with its value; the
    /// clock is the count of `?` for all of them.
    fn move_values_from(&self, cells: std::ops::Range<usize>) -> impl Iterator<Item = MoveValue> + '_ {
        let digits = self.winning_digits();
        let moves = u32::try_from(self.q()).ok();
        let chars = self.ticket.chars();
        cells.filter(move |&i| chars[i] == b'?').flat_map(move |position| {
            let set = digits[usize::from(self.ticket.half_of(position) == Half::Right)];
            (0..=9u8).map(move |digit| MoveValue {
                name: MoveName::from(TicketMove { position, digit }),
                cell: position,
                choice: Some(u32::from(digit)),
                wins: set >> digit & 1 == 1,
                moves,
            })
        })
    }

    fn move_view(&self, mv: TicketMove, wins: bool) -> MoveView {
        MoveView {
            cell: mv.position,
            cells: vec![mv.position],
            choice: Some(u32::from(mv.digit)),
            label: mv.to_string(),
            what: words::move_words(mv.position, mv.digit),
            doing: words::move_doing(mv.position, mv.digit),
            wins,
        }
    }
}

impl LinePosition for TicketPosition {
    fn after_move(&self, cell: usize, choice: Option<u32>) -> Option<TicketPosition> {
        // A choice past 9 is no digit: no move (`after` refuses a digit past 9 too).
        let digit = u8::try_from(choice?).ok()?;
        self.after(TicketMove { position: cell, digit })
    }
}

impl Playable for TicketPosition {
    /// For a finished ticket: whether the player named to move has won.
    fn mover_wins(&self) -> bool {
        self.winner() == self.mover
    }

    fn is_over(&self) -> bool {
        self.q() == 0
    }

    fn mover_name(&self) -> &'static str {
        self.mover.name()
    }

    fn winning_moves(&self) -> Box<dyn Iterator<Item = MoveName> + '_> {
        Box::new(TicketPosition::winning_moves(self).map(MoveName::from))
    }

    /// Every game from a ticket position lasts exactly as many moves as there are `?`: the
    /// clock is the count, the same whatever anyone plays.
    fn value(&self) -> Value {
        let q = self.q();
        let clock_note = match q {
            0 => "The game is over: no '?' is left.".to_string(),
            1 => "1 move is left, whatever anyone plays: one per '?'. The moves differ only in whether they win."
                .to_string(),
            q => format!(
                "{q} moves are left, whatever anyone plays: one per '?'. The moves differ only in whether they win."
            ),
        };
        Value { mover_wins: TicketPosition::mover_wins(self), moves: u32::try_from(q).ok(), clock_note }
    }

    fn move_values(&self) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        Box::new(self.move_values_from(0..self.ticket.chars().len()))
    }

    /// Ten digits a `?`; the winning ones are the same on every `?` of a half.
    fn move_counts(&self) -> (usize, usize) {
        let counts = self.ticket.counts();
        let digits = self.winning_digits();
        let winning = [Half::Left, Half::Right]
            .iter()
            .map(|&h| digits[usize::from(h == Half::Right)].count_ones() as usize * counts.q(h) as usize)
            .sum();
        (10 * counts.q_total() as usize, winning)
    }

    fn move_values_in(&self, cells: std::ops::Range<usize>) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        let len = self.ticket.chars().len();
        let cells = cells.start.min(len)..cells.end.min(len);
        Box::new(self.move_values_from(cells))
    }

    fn hint_reason(&self) -> Message {
        words::hint_reason(&self.ticket.counts(), self.mover, self.winner() == Player::Bicarp)
    }

    /// One move per `?`, whatever is written: every game from here lasts as long.
    fn every_move_lasts_as_long(&self) -> bool {
        true
    }

    fn rule_says(&self) -> Message {
        let counts = self.ticket.counts();
        let (b2, q) = (counts.twice_balance(), counts.q_total());
        let b = half_value(b2);
        let winner = self.winner().name();
        if q == 0 {
            return Message::new("ticket-position-rule-over").arg("b", b).name("winner", winner);
        }
        // An equivalence, so that the line can be read both ways: the condition holds exactly
        // when the winner it names wins.
        let holds = match self.mover {
            Player::Monocarp => q % 2 == 0 && b2 == 0,
            Player::Bicarp => q % 2 == 1 && b2.abs() <= 9,
        };
        // The condition is the first player's when Monocarp moves, the second's otherwise.
        Message::new("ticket-position-rule")
            .arg("first", if self.mover == Player::Monocarp { "yes" } else { "no" }.to_string())
            .name("mover", self.mover.name())
            .arg("parity", if q % 2 == 0 { "even" } else { "odd" }.to_string())
            .name("bicarp", Player::Bicarp.name())
            .arg("q", Arg::digits(q as usize))
            .arg("b", b)
            .arg("holds", if holds { "yes" } else { "no" }.to_string())
            .name("winner", winner)
    }

    fn view(&self, last: Option<usize>, origin: Option<&str>, hints: bool) -> PositionView {
        let counts = self.ticket.counts();
        let over = self.is_over();
        let cells = self.ticket.chars();
        let digits = self.winning_digits();
        // Cells that were '?' where play started are the digits written since.
        let origin = origin.and_then(|text| TicketPosition::parse(text).ok()).filter(|o| o.ticket.len() == cells.len());
        let written = |i: usize| origin.as_ref().is_some_and(|o| o.ticket.chars()[i] == b'?');
        let groups = [Half::Left, Half::Right]
            .map(|half| {
                let range = self.ticket.range(half);
                let focus = match last {
                    Some(i) if range.contains(&i) => i,
                    _ => range.start + cells[range.clone()].iter().position(|&b| b == b'?').unwrap_or(0),
                };
                let window = board::half_window(&self.ticket, half, focus);
                let hint = if digits[usize::from(half == Half::Right)] != 0 { Role::Wins } else { Role::Loses };
                let shown = window
                    .clone()
                    .map(|i| match cells[i] {
                        b'?' => {
                            let mut cell = board::open(i);
                            if hints {
                                cell.roles.push(hint);
                            }
                            cell
                        }
                        digit if written(i) => board::filled(i, digit, None, last == Some(i)),
                        digit => board::given(i, digit),
                    })
                    .collect();
                board::half_group(&self.ticket, half, &counts, window, shown)
            })
            .into();
        let (legal_moves, winning_moves) = Playable::move_counts(self);
        PositionView {
            position: self.text(),
            to_move: (!over).then(|| self.mover.name().to_string()),
            players: [Player::Monocarp.name(), Player::Bicarp.name()],
            winner: self.winner().name().to_string(),
            mover_wins: !over && self.mover_wins(),
            reason: self.reason(),
            legal_moves,
            winning_moves,
            line_move: self
                .line_move_after(last)
                .map(|(mv, _)| self.move_view(mv, self.move_wins(self.ticket.half_of(mv.position), mv.digit))),
            line_reason: self.line_reason(last),
            board: Board {
                caption: board::caption(Message::new("ticket-board-caption"), &self.ticket),
                groups,
                facts: board::facts(&counts, (!over).then_some(self.mover)),
                layout: "",
            },
            hints: None,
        }
    }

    /// The ticket's halves, the `?` left and who moves: no `B` or `d`, which say who wins.
    fn exercise_board(&self) -> Board {
        let mut board = self.view(None, None, false).board;
        board.facts.retain(|fact| !matches!(fact.label.verbatim_text(), Some("B" | "d")));
        board
    }

    fn moves_at(&self, cell: usize) -> Vec<MoveView> {
        if self.ticket.chars().get(cell) != Some(&b'?') {
            return Vec::new();
        }
        let (half, counts) = (self.ticket.half_of(cell), self.ticket.counts());
        (0..=9)
            .map(|digit| self.move_view(TicketMove { position: cell, digit }, self.wins_after(&counts, half, digit)))
            .collect()
    }

    fn no_move_at(&self, cell: usize) -> Option<Message> {
        let chars = self.ticket.chars();
        match chars.get(cell) {
            Some(b'?') => None,
            None => {
                Some(format!("The ticket has no position {}: it has {}.", cell.saturating_add(1), chars.len()).into())
            }
            Some(_) if self.is_over() => Some("The game is over: every ? has been written.".to_string().into()),
            Some(&digit) => Some(
                format!(
                    "Position {} already holds {}: a player writes a digit only where a ? is.",
                    cell + 1,
                    char::from(digit)
                )
                .into(),
            ),
        }
    }

    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>> {
        Some(Box::new(self.after_move(cell, choice)?))
    }

    fn text(&self) -> String {
        TicketPosition::text(self)
    }
}
