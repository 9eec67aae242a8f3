//! The board of a position: one cell per heap, a bar as tall as the heap, its size written in
//! it and its number under it (a move's `H` in `H-T`); beside it who is to move and the
//! nim-sum, whose working (each heap's Grundy value in binary, and their sum column by column)
//! opens under a switch.

use crate::position::Heaps;
use crate::take::takes_said;
use crate::take::Take;
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

/// [`heaps_word`] as a message (`nim-heaps`): "1 heap", "1,234 heaps", "5 кучек".
pub fn heaps_said(n: usize) -> Message {
    Message::new("nim-heaps").arg("n", Arg::digits(n))
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
    pub caption: Message,
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
            // heap 2: 5 counters, taken from just now / 7 when play started, empty / too small.
            let mut title =
                Message::new("nim-board-heap").arg("heap", Arg::digits(i + 1)).arg("counters", counters_said(h.into()));
            title = if drawn.last == Some(i) {
                title.arg("since", "now".to_string())
            } else if let Some(&was) = drawn.origin.and_then(|o| o.get(i)).filter(|&&was| was != h) {
                title.arg("since", "was".to_string()).arg("was", Arg::digits(was as usize))
            } else {
                title.arg("since", "same".to_string())
            };
            let left = match h {
                0 => "empty",
                _ if h < live => "small",
                _ => "live",
            };
            let title = title.arg("left", left.to_string());
            Cell {
                text: h.to_string(),
                label: (i + 1).to_string(),
                roles,
                level: (h > 0).then(|| (h as f32 / drawn.tallest.max(1) as f32).min(1.0)),
                title,
            }
        })
        .collect();
    let total = position.total();
    let note = match position.take() {
        Take::Any => Message::new("nim-board-note"),
        take => Message::new("nim-board-note-take").arg("takes", takes_said(take)),
    };
    let note = note.arg("counters", counters_said(total)).arg("heaps", heaps_said(n));
    let group = CellGroup::line(Message::new("nim-board-heaps"), note, cells, window.start, n);
    let over = position.is_over();
    let mover = position.mover();
    // A fact's value is text, and a player is a name each language writes its own way (밥,
    // Боб): the label says the whole fact, names and all, and the value is left empty.
    let turn = if over {
        Message::new("nim-board-over").name("winner", mover.other().name()).name("loser", mover.name())
    } else {
        Message::new("nim-board-to-move").name("mover", mover.name())
    };
    let turn = Fact::new(turn, "");
    Board { caption: drawn.caption, groups: vec![group], facts: vec![turn, nim_sum_fact(position, window)], layout: "" }
}

/// The nim-sum, what it means, and its working for the heaps in `window` (all of them when
/// they fit; the board's window otherwise, the sum being the whole position's).
pub fn nim_sum_fact(position: &Heaps, window: std::ops::Range<usize>) -> Fact {
    let x = position.nim_sum();
    let nim = position.take().is_any();
    // The catalogues' key for Nim or a take set: sizes or Grundy values.
    let take = || if nim { "any" } else { "set" }.to_string();
    let heaps = position.heaps();
    let largest = heaps.iter().map(|&h| position.value_of(h)).max().unwrap_or(0).max(x);
    let digits = width(largest);
    let mut columns = vec![Message::new("nim-board-column-heap"), Message::new("nim-board-column-counters")];
    if !nim {
        columns.push(Message::new("nim-board-column-value"));
    }
    columns.extend((0..digits).rev().map(|bit| Message::verbatim((1u64 << bit).to_string())));
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
    let caption = Message::new("nim-board-working").arg("take", take());
    let caption = if window.len() < heaps.len() {
        caption
            .arg("window", "part".to_string())
            .arg("from", Arg::digits(window.start + 1))
            .arg("to", Arg::digits(window.end))
            .arg("total", Arg::digits(heaps.len()))
    } else {
        caption.arg("window", "all".to_string())
    };
    let meaning = Message::new("nim-board-nim-sum-means").arg("take", take());
    Fact::explained(Message::new("nim-board-nim-sum"), x.to_string(), meaning).worked(Working {
        switch: Message::new("nim-board-switch").arg("take", take()),
        caption,
        columns,
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

/// How the board draws the heaps, said for one heap or several (`nim-board-bars`): "bars as
/// tall as their heaps, each heap's number under it" ("a bar as tall as the heap" for one).
pub fn bars_said(heaps: usize) -> Message {
    Message::new("nim-board-bars").arg("n", Arg::digits(heaps))
}
