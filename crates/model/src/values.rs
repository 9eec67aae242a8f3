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
    // The counts of the whole position, without listing every move nor drawing its view.
    let (legal, winning) = position.move_counts();
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
        format!("{} has won.", position.view(None, None, false).winner)
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

/// Ascending `choices` written as runs: `0–8` for 0, 1, …, 8, and a run of two as its two
/// numbers (`0,1`), so that a badge under a cell stays a few characters wide (issue 33: the
/// whole list, `✓0,1,2,3,4,5,6,7,8`, overflowed its box and read as fewer winning digits).
fn runs(choices: &[u32]) -> Vec<String> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &choice in choices {
        match runs.last_mut() {
            Some((_, last)) if choice == *last + 1 => *last = choice,
            _ => runs.push((choice, choice)),
        }
    }
    runs.iter()
        .flat_map(|&(first, last)| match last - first {
            0 => vec![first.to_string()],
            1 => vec![first.to_string(), last.to_string()],
            _ => vec![format!("{first}–{last}")],
        })
        .collect()
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
    let choices: Vec<u32> = moves.iter().filter(|mv| mv.wins).filter_map(|mv| mv.choice).collect();
    let (text, title) = if choices.is_empty() {
        ("✗".to_string(), "every choice here loses".to_string())
    } else if choices.len() == moves.len() {
        ("✓ all".to_string(), "every choice here wins".to_string())
    } else {
        let runs = runs(&choices);
        (format!("✓{}", runs.join(",")), format!("wins with {}; the others lose", runs.join(", ")))
    };
    CellValue { cell, wins, text, title }
}

#[cfg(test)]
mod tests {
    use super::runs;

    /// Expands a badge's runs back into the numbers they stand for.
    fn expand(runs: &[String]) -> Vec<u32> {
        runs.iter()
            .flat_map(|run| match run.split_once('–') {
                Some((a, b)) => (a.parse().unwrap()..=b.parse().unwrap()).collect::<Vec<u32>>(),
                None => vec![run.parse().unwrap()],
            })
            .collect()
    }

    #[test]
    fn runs_stand_for_exactly_the_choices_and_stay_short() {
        // Every set of digits 0-9: the runs expand to the same digits, and no badge is longer
        // than the plain list (a run of three or more is one item).
        for mask in 1u32..1024 {
            let choices: Vec<u32> = (0..10).filter(|d| mask & (1 << d) != 0).collect();
            let written = runs(&choices);
            assert_eq!(expand(&written), choices, "{choices:?}");
            assert!(written.join(",").chars().count() <= choices.len() * 2, "{choices:?}: {written:?}");
        }
        assert_eq!(runs(&[0, 1, 2, 3, 4, 5, 6, 7, 8]).join(","), "0–8");
    }
}
