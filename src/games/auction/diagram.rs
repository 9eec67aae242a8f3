//! The bidding diagram as books and BBO print it: columns West North East South, blanks before
//! the dealer, the closing passes as one "All Pass", a `?` for the seat to call. The line's
//! boards and the report's diagram table are both drawn from [`diagram`].

use super::calls::Seat;
use super::evaluation::Evaluation;
use super::laws::Auction;
use super::record::Vulnerability;
use super::wording::call_text;
use crate::report::{Role, Row};

/// The diagram's columns, as books and BBO print them.
pub const DIAGRAM_SEATS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// The column of `seat` in the diagram.
pub fn diagram_column(seat: Seat) -> usize {
    DIAGRAM_SEATS.iter().position(|&s| s == seat).unwrap_or(0)
}

/// One place of the diagram: its text and roles.
pub struct DiagramCell {
    pub text: String,
    pub roles: Vec<Role>,
    pub title: String,
}

/// Where the closing passes of the first `calls` calls start, when those calls end the
/// auction legally: the diagram writes them as one "All Pass".
pub fn all_pass_from(evaluation: &Evaluation, calls: usize) -> Option<usize> {
    let shown = &evaluation.steps[..calls.min(evaluation.steps.len())];
    let last = shown.last()?;
    (last.result.is_ok() && last.after.is_over()).then(|| shown.len() - last.after.passes_in_a_row())
}

/// The diagram of the first `calls` calls of `evaluation`, row by row: blanks before the
/// dealer, the calls (an alerted one with `!`, its explanation in the title), the closing
/// passes of a finished auction as one "All Pass", and a `?` for the seat to call while the
/// auction is open and legal.
pub fn diagram(evaluation: &Evaluation, calls: usize) -> Vec<DiagramCell> {
    let dealer = evaluation.auction.dealer();
    let mut cells: Vec<DiagramCell> = (0..diagram_column(dealer))
        .map(|_| DiagramCell { text: String::new(), roles: vec![Role::Blank], title: String::new() })
        .collect();
    let shown = &evaluation.steps[..calls.min(evaluation.steps.len())];
    let all_pass = all_pass_from(evaluation, calls);
    for (index, step) in shown.iter().enumerate() {
        if all_pass.is_some_and(|from| index >= from) {
            let passes = shown.len() - index;
            cells.push(DiagramCell {
                text: "All Pass".to_string(),
                roles: vec![Role::Call, Role::Now],
                title: format!(
                    "calls {}–{}: all pass, {passes} passes in a row that end the auction",
                    index + 1,
                    shown.len()
                ),
            });
            break;
        }
        let illegal = step.result.is_err();
        let mut roles = vec![if illegal { Role::Illegal } else { Role::Call }];
        if index + 1 == calls {
            roles.push(Role::Now);
        }
        let text = if illegal { format!("{} (illegal)", step.call) } else { call_text(step) };
        let mut title = format!(
            "call {}: {} by {}{}",
            index + 1,
            step.call,
            step.seat.name(),
            if illegal { ", illegal" } else { "" }
        );
        if step.alert {
            title.push_str(", alerted");
        }
        if let Some(explanation) = &step.explanation {
            title.push_str(&format!(": {}", crate::input::shortened(explanation, 200)));
        }
        cells.push(DiagramCell { text, roles, title });
    }
    let after = shown.last().map_or_else(|| Auction::new(dealer), |step| step.after.clone());
    let stopped = shown.last().is_some_and(|step| step.result.is_err());
    if !stopped && !after.is_over() {
        let seat = after.next_seat();
        cells.push(DiagramCell {
            text: "?".into(),
            roles: vec![Role::Next],
            title: format!("{} to call", seat.name()),
        });
    }
    cells
}

/// The classic diagram of all the calls given: columns W N E S, the first row starting under
/// the dealer, the closing passes as "All Pass", a `?` for the seat to call; the row of the
/// illegal call is marked.
pub fn diagram_table(evaluation: &Evaluation) -> (Vec<Row>, Option<usize>) {
    let cells = diagram(evaluation, evaluation.steps.len());
    let start = diagram_column(evaluation.auction.dealer());
    let marked = evaluation.illegal.map(|index| (start + index) / 4);
    let rows = cells
        .chunks(4)
        .map(|chunk| {
            let mut row: Row = chunk.iter().map(|cell| cell.text.clone()).collect();
            row.resize(4, String::new());
            row
        })
        .collect();
    (rows, marked)
}

/// The diagram's column headings: a vulnerable seat says so (`N vul`), as books print it.
pub fn diagram_columns(vulnerability: Option<Vulnerability>, name: fn(Seat) -> &'static str) -> Vec<String> {
    DIAGRAM_SEATS
        .iter()
        .map(|&seat| match vulnerability {
            Some(v) if v.includes(seat) => format!("{} vul", name(seat)),
            _ => name(seat).to_string(),
        })
        .collect()
}
