//! The ticket drawn as a board: its two halves as groups of digit cells (a window of each
//! half around the place of the action), with `B`, the `?` left and who moves beside them.
//! Shared by the line's steps and by positions played in the page.

use super::words::count_arg;
use super::{half_value, signed, Counts, Half, Player, Ticket};
use std::ops::Range;
use verdict_model::line::{Cell, CellGroup, Fact, Role};
use verdict_model::{Arg, Message};

/// The ticket indices of `half` that its group shows: at most a board window, around `focus`.
pub fn half_window(ticket: &Ticket, half: Half, focus: usize) -> Range<usize> {
    let all = ticket.range(half);
    let window = CellGroup::window(all.len(), focus.clamp(all.start, all.end - 1) - all.start);
    all.start + window.start..all.start + window.end
}

/// The board's caption, `said` with where each half is: "The ticket: the left half is positions
/// 1–4, the right half 5–8." (`ticket-board-caption`, `-caption-step`).
pub fn caption(said: Message, ticket: &Ticket) -> Message {
    let half = ticket.half_len();
    said.arg("half", Arg::digits(half)).arg("next", Arg::digits(half + 1)).arg("length", Arg::digits(ticket.len()))
}

/// The group of one half: `cells` are the cells of `window` (from [`half_window`]).
pub fn half_group(ticket: &Ticket, half: Half, counts: &Counts, window: Range<usize>, cells: Vec<Cell>) -> CellGroup {
    let all = ticket.range(half);
    let (sum, q) = match half {
        Half::Left => (counts.left_sum, counts.left_q),
        Half::Right => (counts.right_sum, counts.right_q),
    };
    let label = Message::new("ticket-board-half").arg("half", half.name().to_string());
    let note = Message::new("ticket-board-half-note").arg("sum", count_arg(sum)).arg("q", count_arg(q));
    CellGroup::line(label, note, cells, window.start - all.start, all.len())
}

/// A cell's words (`ticket-board-…`): its 1-based position and its digit.
fn titled(id: &'static str, index: usize, text: &str) -> Message {
    Message::new(id).arg("position", Arg::digits(index + 1)).arg("digit", text.to_string())
}

/// A digit of the input.
pub fn given(index: usize, digit: u8) -> Cell {
    let text = char::from(digit).to_string();
    let title = titled("ticket-board-given", index, &text);
    Cell { text, label: (index + 1).to_string(), roles: vec![Role::Given], level: None, title }
}

/// A digit a player wrote; `by` the player and the 0-based move, if known; `now` whether it
/// was the move just made.
pub fn filled(index: usize, digit: u8, by: Option<(Player, usize)>, now: bool) -> Cell {
    let text = char::from(digit).to_string();
    let title = match by {
        Some((player, turn)) => titled("ticket-board-written-by", index, &text)
            .name("player", player.name())
            .arg("move", Arg::digits(turn + 1)),
        None => titled("ticket-board-written", index, &text),
    };
    let title = title.arg("now", (if now { "yes" } else { "no" }).to_string());
    let roles = if now { vec![Role::Filled, Role::Now] } else { vec![Role::Filled] };
    Cell { text, label: (index + 1).to_string(), roles, level: None, title }
}

/// A `?` still to fill.
pub fn open(index: usize) -> Cell {
    let title = Message::new("ticket-board-open").arg("position", Arg::digits(index + 1));
    Cell { text: "?".into(), label: (index + 1).to_string(), roles: vec![Role::Open], level: None, title }
}

/// `B` and `d` with what they mean (`ticket-board-b-means`, `-d-means`: the symbols are the
/// same in every language), the `?` left, and who moves: the name, as a position writes it;
/// or how it ended, `9 = 9` with who won beside it.
pub fn facts(counts: &Counts, to_move: Option<Player>) -> Vec<Fact> {
    vec![
        Fact::explained("B", half_value(counts.twice_balance()), Message::new("ticket-board-b-means")),
        Fact::explained("d", signed(counts.d()), Message::new("ticket-board-d-means")),
        Fact::new(Message::new("ticket-board-marks-left"), counts.q_total().to_string()),
        match to_move {
            Some(player) => Fact::new(Message::new("ticket-board-to-move"), Message::named(player.name())),
            None => {
                let (l, r) = (counts.left_sum, counts.right_sum);
                let (sign, winner) = if l == r { ("=", Player::Bicarp) } else { ("≠", Player::Monocarp) };
                Fact::explained(
                    Message::new("ticket-board-result"),
                    format!("{l} {sign} {r}"),
                    Message::new("verdict-wins").name("winner", winner.name()),
                )
            }
        },
    ]
}
