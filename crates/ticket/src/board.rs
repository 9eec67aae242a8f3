//! The ticket drawn as a board: its two halves as groups of digit cells (a window of each
//! half around the place of the action), with `B`, the `?` left and who moves beside them.
//! Shared by the line's steps and by positions played in the page.

use super::{half_value, signed, Counts, Half, Player, Ticket};
use std::ops::Range;
use verdict_model::line::{Cell, CellGroup, Fact, Role};

/// The ticket indices of `half` that its group shows: at most a board window, around `focus`.
pub fn half_window(ticket: &Ticket, half: Half, focus: usize) -> Range<usize> {
    let all = ticket.range(half);
    let window = CellGroup::window(all.len(), focus.clamp(all.start, all.end - 1) - all.start);
    all.start + window.start..all.start + window.end
}

/// The group of one half: `cells` are the cells of `window` (from [`half_window`]).
pub fn half_group(ticket: &Ticket, half: Half, counts: &Counts, window: Range<usize>, cells: Vec<Cell>) -> CellGroup {
    let all = ticket.range(half);
    let (sum, q) = match half {
        Half::Left => (counts.left_sum, counts.left_q),
        Half::Right => (counts.right_sum, counts.right_q),
    };
    let label = format!("{} half", if half == Half::Left { "Left" } else { "Right" });
    CellGroup::line(label, format!("sum {sum}, {q} '?' left"), cells, window.start - all.start, all.len())
}

/// A digit of the input.
pub fn given(index: usize, digit: u8) -> Cell {
    let text = char::from(digit).to_string();
    let title = format!("position {}: {text}, given", index + 1);
    Cell { text, label: (index + 1).to_string(), roles: vec![Role::Given], level: None, title: title.into() }
}

/// A digit a player wrote; `by` says who and when, if known.
pub fn filled(index: usize, digit: u8, by: &str, now: bool) -> Cell {
    let text = char::from(digit).to_string();
    let title = format!("position {}: {text}, {by}{}", index + 1, if now { ", just now" } else { "" });
    let roles = if now { vec![Role::Filled, Role::Now] } else { vec![Role::Filled] };
    Cell { text, label: (index + 1).to_string(), roles, level: None, title: title.into() }
}

/// A `?` still to fill.
pub fn open(index: usize) -> Cell {
    let title = format!("position {}: ?, still to fill", index + 1);
    Cell { text: "?".into(), label: (index + 1).to_string(), roles: vec![Role::Open], level: None, title: title.into() }
}

/// How a finished ticket ends: `9 = 9, Bicarp wins`.
pub fn ending(counts: &Counts) -> String {
    if counts.left_sum == counts.right_sum {
        format!("{} = {}, Bicarp wins", counts.left_sum, counts.right_sum)
    } else {
        format!("{} ≠ {}, Monocarp wins", counts.left_sum, counts.right_sum)
    }
}

/// What `B` means, beside its value on the board.
pub const B_MEANING: &str = "how far the left half is ahead if every ? were worth 4.5; Bicarp needs 0";

/// What `d` means, beside its value on the board.
pub const D_MEANING: &str = "how far the left half's digits are ahead of the right half's, without the ?";

/// `B` and `d` with what they mean, the `?` left, and who moves (or how it ended).
pub fn facts(counts: &Counts, to_move: Option<Player>) -> Vec<Fact> {
    vec![
        Fact::explained("B", half_value(counts.twice_balance()), B_MEANING),
        Fact::explained("d", signed(counts.d()), D_MEANING),
        Fact::new("'?' left", counts.q_total().to_string()),
        match to_move {
            Some(player) => Fact::new("To move", player.name()),
            None => Fact::new("Result", ending(counts)),
        },
    ]
}
