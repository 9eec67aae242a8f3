//! "Show move values": a position's moves as a board shows them, one mark a cell (`W3`, `L6`, the
//! winning digits of a cell with a choice), and the sentence that sums them up.

use crate::position::{MoveValue, Playable, Value};
use crate::words::in_moves;
use serde::Serialize;
use std::ops::Range;

/// The values of a position's moves as a board shows them: one mark a cell with a legal move.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ValuesView {
    pub value: Value,
    /// One sentence: who wins from here, how soon, and how many moves keep the win.
    pub summary: String,
    /// The marks of the cells in the window asked for.
    pub cells: Vec<CellValue>,
}

/// A cell's mark: whether a move there wins, and a short text (`W3`, `L6`; the winning digits
/// of a cell with a choice) with its words.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellValue {
    pub cell: usize,
    pub wins: bool,
    pub text: String,
    pub title: String,
}

/// The values view of `position` for the cells in `cells` (a board's window).
pub fn values_view(position: &dyn Playable, cells: Range<usize>) -> ValuesView {
    let value = position.value();
    let mover = position.mover_name();
    // The counts of the whole position (its view has them without listing every move).
    let view = position.view(None, None, false);
    let (legal, winning) = (view.legal_moves, view.winning_moves);
    let mut marks: Vec<CellValue> = Vec::new();
    // Moves come in cell order; a cell with a choice (a ticket's `?`) has several.
    let mut current: Option<(usize, Vec<MoveValue>)> = None;
    let flush = |group: Option<(usize, Vec<MoveValue>)>, marks: &mut Vec<CellValue>| {
        if let Some((cell, moves)) = group {
            marks.push(cell_mark(cell, &moves));
        }
    };
    // Whether the loser has any say in how long the game lasts: not when every move leaves
    // the same count (every ticket game lasts as many moves as it has '?').
    let mut clock_chosen = false;
    for mv in position.move_values_in(cells) {
        clock_chosen |= mv.moves.is_some_and(|moves| Some(moves) != value.moves);
        match &mut current {
            Some((cell, moves)) if *cell == mv.cell => moves.push(mv),
            _ => {
                flush(current.take(), &mut marks);
                current = Some((mv.cell, vec![mv]));
            }
        }
    }
    flush(current, &mut marks);
    let summary = if position.is_over() {
        // Who won; the clock's note says that the game is over, and why (issue 33: "The game
        // is over. The game is over: no '?' is left.").
        format!("{} has won.", view.winner)
    } else {
        let verdict = match (value.mover_wins, value.moves) {
            (true, Some(moves)) => format!("{mover} to move wins in {}", in_moves(moves)),
            (true, None) => format!("{mover} to move wins"),
            (false, Some(moves)) if clock_chosen => {
                format!("{mover} to move loses, and can make the game last {}", in_moves(moves))
            }
            (false, _) => format!("{mover} to move loses"),
        };
        let of = match (winning, legal) {
            (0, 1) => "the only move loses".to_string(),
            (0, _) => format!("none of the {legal} moves wins"),
            (1, 1) => "the only move wins".to_string(),
            (w, l) if w == l => format!("all {l} moves win"),
            (1, l) => format!("1 of the {l} moves wins"),
            (w, l) => format!("{w} of the {l} moves win"),
        };
        format!("{verdict}: {of}.{}", legend(&marks))
    };
    ValuesView { value, summary, cells: marks }
}

/// What the marks shown mean, after the summary: what the number of `W3` counts, what a ✓
/// lists (issue 33: `W3`/`L4` were shown without saying what the number counts).
fn legend(marks: &[CellValue]) -> String {
    let mut out = String::new();
    if let Some(timed) = marks.iter().find(|m| m.text.len() > 1 && m.text.starts_with(['W', 'L'])) {
        let (letter, moves) = timed.text.split_at(1);
        let does = if letter == "W" { "wins" } else { "loses" };
        out.push_str(&format!(
            " On the board, W marks a move that wins and L one that loses, with how many moves the game then lasts, that move included: {} {does} and the game ends in {}.",
            timed.text,
            in_moves(moves.parse().unwrap_or(0))
        ));
    }
    if marks.iter().any(|m| m.text.starts_with('✓') || m.text == "✗") {
        out.push_str(
            " On the board, ✓ lists the choices that win at that place; ✗ marks a place where every choice loses.",
        );
    }
    out
}

/// The mark of one cell from its moves' values.
fn cell_mark(cell: usize, moves: &[MoveValue]) -> CellValue {
    let wins = moves.iter().any(|mv| mv.wins);
    if let [mv] = moves {
        if mv.choice.is_none() {
            let letter = if mv.wins { 'W' } else { 'L' };
            let (text, when) = match mv.moves {
                Some(moves) => (format!("{letter}{moves}"), format!(": the game ends in {}", in_moves(moves))),
                None => (letter.to_string(), String::new()),
            };
            let what = if mv.wins { "wins" } else { "loses" };
            return CellValue { cell, wins, text, title: format!("a move here {what}{when}") };
        }
    }
    let choices: Vec<String> =
        moves.iter().filter(|mv| mv.wins).filter_map(|mv| mv.choice.map(|c| c.to_string())).collect();
    let (text, title) = if choices.is_empty() {
        ("✗".to_string(), "every choice here loses".to_string())
    } else if choices.len() == moves.len() {
        ("✓ all".to_string(), "every choice here wins".to_string())
    } else {
        (format!("✓{}", choices.join(",")), format!("wins with {}; the others lose", choices.join(", ")))
    };
    CellValue { cell, wins, text, title }
}
