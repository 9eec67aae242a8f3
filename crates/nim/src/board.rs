//! The board of a position: one cell per heap, a bar as tall as the heap, its size written in
//! it and its number under it (a move's `H` in `H-T`); beside it who is to move and the
//! nim-sum, whose working (each heap's Grundy value in binary, and their sum column by column)
//! opens under a switch.

use crate::position::Heaps;
use crate::Player;
use verdict_model::line::{Board, Cell, CellGroup, Fact, Role, Working, BOARD_WINDOW};
use verdict_model::position::Playable;
use verdict_model::words::grouped;
use verdict_model::{Arg, Message};

/// "1 counter", "5 counters".
pub fn counters(n: u64) -> String {
    if n == 1 {
        "1 counter".to_string()
    } else {
        format!("{} counters", grouped(n as usize))
    }
}

/// "1 heap", "3 heaps".
pub fn heaps_word(n: usize) -> String {
    if n == 1 {
        "1 heap".to_string()
    } else {
        format!("{} heaps", grouped(n))
    }
}

/// `x` in binary, at least `width` digits.
pub fn binary(x: u32, width: usize) -> String {
    format!("{x:0width$b}")
}

/// How many binary digits the working needs for values up to `largest`.
pub fn width(largest: u32) -> usize {
    (32 - largest.leading_zeros()).max(1) as usize
}

/// What the board draws: the position, the heap just taken from, the heaps where play started
/// (a heap taken from since is said so), whether to mark each heap's moves as winning or
/// losing, and the size of the tallest heap (the bars' scale: the start's, so that heaps are
/// seen to shrink).
pub struct Drawn<'a> {
    pub caption: String,
    pub last: Option<usize>,
    pub origin: Option<&'a [u32]>,
    pub hints: bool,
    pub tallest: u32,
}

pub fn board(position: &Heaps, drawn: Drawn) -> Board {
    let heaps = position.heaps();
    let n = heaps.len();
    let window = CellGroup::window(n, drawn.last.unwrap_or(0));
    let live = position.take().smallest_live();
    let cells: Vec<Cell> = window
        .clone()
        .map(|i| {
            let h = heaps[i];
            let mut roles = Vec::new();
            if drawn.last == Some(i) {
                roles.push(Role::Now);
            }
            if drawn.hints && h >= live {
                roles.push(if position.winning_takes(i).is_empty() { Role::Loses } else { Role::Wins });
            }
            let mut title = format!("heap {}: {}", i + 1, counters(u64::from(h)));
            if drawn.last == Some(i) {
                title.push_str(", taken from just now");
            } else if let Some(&was) = drawn.origin.and_then(|o| o.get(i)).filter(|&&was| was != h) {
                title.push_str(&format!(", {was} when play started"));
            }
            if h < live {
                title.push_str(if h == 0 { ", empty" } else { ", too small for any move" });
            }
            Cell {
                text: h.to_string(),
                label: (i + 1).to_string(),
                roles,
                level: (h > 0).then(|| (h as f32 / drawn.tallest.max(1) as f32).min(1.0)),
                title: title.into(),
            }
        })
        .collect();
    let total = position.total();
    let note = match position.take().largest() {
        None => format!("{} in {}", counters(total), heaps_word(n)),
        Some(_) => format!("{} in {}; a move takes {}", counters(total), heaps_word(n), position.take().words()),
    };
    let group = CellGroup::line("Heaps".to_string(), note, cells, window.start, n);
    let over = position.is_over();
    let mover = position.mover();
    let turn = if over {
        Fact::new("Result", format!("{} wins: {} cannot move", mover.other().name(), mover.name()))
    } else {
        Fact::new("To move", mover.name())
    };
    Board {
        caption: drawn.caption.into(),
        groups: vec![group],
        facts: vec![turn, nim_sum_fact(position, window)],
        layout: "",
    }
}

/// The nim-sum, what it means, and its working for the heaps in `window` (all of them when
/// they fit; the board's window otherwise, the sum being the whole position's).
pub fn nim_sum_fact(position: &Heaps, window: std::ops::Range<usize>) -> Fact {
    let x = position.nim_sum();
    let nim = position.take().is_any();
    let meaning = if nim {
        "the heaps' sizes added in binary without carrying: 0 means the player to move loses"
    } else {
        "the heaps' Grundy values added in binary without carrying: 0 means the player to move loses"
    };
    let heaps = position.heaps();
    let largest = heaps.iter().map(|&h| position.value_of(h)).max().unwrap_or(0).max(x);
    let digits = width(largest);
    let mut columns = vec!["Heap".to_string(), "Counters".to_string()];
    if !nim {
        columns.push("Grundy value".to_string());
    }
    columns.extend((0..digits).rev().map(|bit| (1u64 << bit).to_string()));
    let row = |label: String, counters: String, value: u32| {
        let mut row = vec![label, counters];
        if !nim {
            row.push(value.to_string());
        }
        row.extend(binary(value, digits).chars().map(|c| c.to_string()));
        row
    };
    let mut rows: Vec<Vec<String>> =
        window.clone().map(|i| row(format!("{}", i + 1), heaps[i].to_string(), position.grundy(i))).collect();
    rows.push(row("Nim-sum".to_string(), if nim { x.to_string() } else { String::new() }, x));
    let shown = if window.len() < heaps.len() {
        format!(
            " Heaps {} to {} of {} are shown; the nim-sum is all of theirs.",
            window.start + 1,
            window.end,
            heaps.len()
        )
    } else {
        String::new()
    };
    let value_words = if nim {
        "In Nim a heap's Grundy value is its size, written here in binary, one column per power of 2."
    } else {
        "Each heap's Grundy value (the mex of the values its moves leave) is written in binary, one column per power of 2."
    };
    let caption = format!(
        "{value_words} The nim-sum has a 1 in a column exactly when the column holds an odd number of 1s.{shown}"
    );
    let switch = if nim {
        "Show the heaps and the nim-sum in binary".to_string()
    } else {
        "Show each heap's Grundy value and the nim-sum in binary".to_string()
    };
    Fact::explained("Nim-sum", x.to_string(), meaning).worked(Working {
        switch: switch.into(),
        caption: caption.into(),
        columns: columns.into_iter().map(Message::from).collect(),
        rows,
        totals: 1,
    })
}

/// The tallest heap of a position, the bars' scale.
pub fn tallest(position: &Heaps) -> u32 {
    position.heaps().iter().copied().max().unwrap_or(0)
}

/// A board window's heaps, at most [`BOARD_WINDOW`], listed in words: "3, 5 and 7".
pub fn listed(values: &[u32]) -> String {
    let shown: Vec<String> = values.iter().take(BOARD_WINDOW.min(8)).map(u32::to_string).collect();
    match shown.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        _ if values.len() > shown.len() => format!("{}, … ({} in all)", shown.join(", "), values.len()),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// [`listed`] as a message's argument, in the reader's language: the shared `list-and` ("3, 5
/// and 7") and `list-more` ("1, 2, … (12 in all)"); one number is text.
pub fn listed_said(values: &[u32]) -> Arg {
    let shown: Vec<String> = values.iter().take(BOARD_WINDOW.min(8)).map(u32::to_string).collect();
    match shown.as_slice() {
        [] => Arg::from(String::new()),
        [one] => Arg::from(one.clone()),
        _ if values.len() > shown.len() => {
            Message::new("list-more").arg("shown", shown.join(", ")).arg("total", Arg::digits(values.len())).into()
        }
        [init @ .., last] => Message::new("list-and").arg("init", init.join(", ")).arg("last", last.clone()).into(),
    }
}

/// [`counters`] as a message (`nim-counters`): "1 counter", "1,234 counters", "5 фишек".
pub fn counters_said(n: u64) -> Message {
    // As `counters` writes it (a `usize`: the module writes no `u64`).
    Message::new("nim-counters").arg("n", Arg::digits(n as usize))
}

/// The player who wins from `position` with best play.
pub fn winner(position: &Heaps) -> Player {
    if position.mover_wins() {
        position.mover()
    } else {
        position.mover().other()
    }
}

/// How the board draws the heaps, said for one heap or several: "bars as tall as their heaps,
/// each heap's number under it" ("a bar as tall as its heap" for one).
pub fn bars_caption(heaps: usize) -> &'static str {
    if heaps == 1 {
        "a bar as tall as the heap, its number under it"
    } else {
        "bars as tall as their heaps, each heap's number under it"
    }
}
