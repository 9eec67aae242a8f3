//! The bidding diagram as books and BBO print it: columns West North East South, blanks before
//! the dealer, the closing passes as one "All Pass", a `?` for the seat to call, and each
//! alerted or explained call numbered (`1♣!¹`; a PBN note keeps its own number) with its
//! footnote printed under the diagram.
//! The line's boards and the report's diagram table are both drawn from [`diagram`].

use super::calls::key_arg;
use super::calls::Seat;
use super::evaluation::{Evaluation, Step};
use super::laws::Auction;
use super::record::Vulnerability;
use super::wording::call_text;
use verdict_model::line::Footnote;
use verdict_model::line::Role;
use verdict_model::report::Row;
use verdict_model::words::superscript;
use verdict_model::{Arg, Message};

/// The diagram's columns, as books and BBO print them.
pub const DIAGRAM_SEATS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// The column of `seat` in the diagram.
pub fn diagram_column(seat: Seat) -> usize {
    DIAGRAM_SEATS.iter().position(|&s| s == seat).unwrap_or(0)
}

/// One place of the diagram: its text and roles, and the calls whose footnotes it marks.
pub struct DiagramCell {
    pub text: String,
    pub roles: Vec<Role>,
    /// What the place holds, in words (the board's cell's title); none for a blank.
    pub title: Message,
    /// Indices into the evaluation's steps of the calls footnoted in this place.
    pub footnoted: Vec<usize>,
}

/// The footnote marks of calls `range` of `evaluation`, run together: `¹`, `²³`.
fn marks(evaluation: &Evaluation, range: std::ops::Range<usize>) -> (String, Vec<usize>) {
    let footnoted: Vec<usize> = range.filter(|&i| evaluation.steps[i].footnote.is_some()).collect();
    let text = footnoted.iter().filter_map(|&i| evaluation.steps[i].footnote).map(superscript).collect();
    (text, footnoted)
}

/// The footnote of a call, as printed under the diagram: "1♣ by South — alerted: 16+ any shape".
pub fn footnote(step: &Step) -> Option<Footnote> {
    let number = step.footnote?;
    Some(Footnote {
        mark: number.to_string(),
        text: explained(Message::new("auction-board-footnote"), step)
            .arg("call", step.call.to_string())
            .name("seat", step.seat.name()),
    })
}

/// The footnotes of the places `cells`, in order.
pub fn footnotes<'a>(evaluation: &Evaluation, cells: impl IntoIterator<Item = &'a DiagramCell>) -> Vec<Footnote> {
    cells.into_iter().flat_map(|cell| &cell.footnoted).filter_map(|&i| footnote(&evaluation.steps[i])).collect()
}

/// Where the closing passes of the first `calls` calls start, when those calls end the
/// auction legally: the diagram writes them as one "All Pass".
pub fn all_pass_from(evaluation: &Evaluation, calls: usize) -> Option<usize> {
    let shown = &evaluation.steps[..calls.min(evaluation.steps.len())];
    let last = shown.last()?;
    (last.result.is_ok() && last.after.is_over()).then(|| shown.len() - last.after.passes_in_a_row())
}

/// The diagram of the first `calls` calls of `evaluation`, row by row: blanks before the
/// dealer, the calls (an alerted one with `!`, a footnoted one with its number, its
/// explanation in the title), the closing passes of a finished auction as one "All Pass"
/// (with the marks of any footnoted pass among them), and a `?` for the seat to call while
/// the auction is open and legal.
pub fn diagram(evaluation: &Evaluation, calls: usize) -> Vec<DiagramCell> {
    let dealer = evaluation.auction.dealer();
    let mut cells: Vec<DiagramCell> = (0..diagram_column(dealer))
        .map(|_| DiagramCell {
            text: String::new(),
            roles: vec![Role::Blank],
            title: Message::none(),
            footnoted: Vec::new(),
        })
        .collect();
    let shown = &evaluation.steps[..calls.min(evaluation.steps.len())];
    let all_pass = all_pass_from(evaluation, calls);
    for (index, step) in shown.iter().enumerate() {
        if all_pass.is_some_and(|from| index >= from) {
            let passes = shown.len() - index;
            let (marks, footnoted) = marks(evaluation, index..shown.len());
            cells.push(DiagramCell {
                text: format!("All Pass{marks}"),
                roles: vec![Role::Call, Role::Now],
                title: Message::new("auction-board-all-pass")
                    .arg("first", Arg::digits(index + 1))
                    .arg("last", Arg::digits(shown.len()))
                    .arg("passes", Arg::digits(passes)),
                footnoted,
            });
            break;
        }
        let illegal = step.result.is_err();
        let mut roles = vec![if illegal { Role::Illegal } else { Role::Call }];
        if index + 1 == calls {
            roles.push(Role::Now);
        }
        let (marks, footnoted) = marks(evaluation, index..index + 1);
        let text = if illegal { format!("{}{marks}", step.call) } else { format!("{}{marks}", call_text(step)) };
        let title = Message::new("auction-board-call")
            .arg("index", Arg::digits(index + 1))
            .arg("call", step.call.to_string())
            .name("seat", step.seat.name())
            .arg("illegal", key_arg(if illegal { "yes" } else { "no" }))
            .arg("alert", key_arg(if step.alert { "yes" } else { "no" }))
            .arg("explained", key_arg(if step.explanation.is_some() { "yes" } else { "no" }))
            .arg(
                "text",
                step.explanation.as_deref().map(|text| verdict_model::input::shortened(text, 200)).unwrap_or_default(),
            );
        cells.push(DiagramCell { text, roles, title, footnoted });
    }
    let after = shown.last().map_or_else(|| Auction::new(dealer), |step| step.after.clone());
    let stopped = shown.last().is_some_and(|step| step.result.is_err());
    if !stopped && !after.is_over() {
        let seat = after.next_seat();
        cells.push(DiagramCell {
            text: "?".into(),
            roles: vec![Role::Next],
            title: Message::new("auction-board-to-call").name("seat", seat.name()),
            footnoted: Vec::new(),
        });
    }
    cells
}

/// The classic diagram of all the calls given: columns W N E S, the first row starting under
/// the dealer, the closing passes as "All Pass", a `?` for the seat to call; the row of the
/// illegal call is marked; the footnotes of every call shown.
pub fn diagram_table(evaluation: &Evaluation) -> (Vec<Row>, Option<usize>, Vec<Footnote>) {
    let cells = diagram(evaluation, evaluation.steps.len());
    let start = diagram_column(evaluation.auction.dealer());
    let marked = evaluation.illegal.map(|index| (start + index) / 4);
    let rows = cells
        .chunks(4)
        .map(|chunk| {
            // The report's table says an illegal call in its text (its cells are text alone); a
            // board does not, its role draws it (a board's cell stays as narrow as a call).
            let mut row: Row = chunk
                .iter()
                .map(|cell| match cell.roles.contains(&Role::Illegal) {
                    true => Message::new("auction-table-illegal-call").arg("call", cell.text.clone()),
                    false => Message::verbatim(cell.text.clone()),
                })
                .collect();
            row.resize(4, String::new().into());
            row
        })
        .collect();
    (rows, marked, footnotes(evaluation, &cells))
}

/// The diagram's column headings, one seat each: the vulnerability is said once, beside the
/// diagram ([`dealt`]), so that no heading wraps on a phone.
pub fn diagram_columns(name: fn(Seat) -> Message) -> Vec<Message> {
    DIAGRAM_SEATS.iter().map(|&seat| name(seat)).collect()
}

/// A seat by its name, as the board's diagram heads its columns.
pub fn seat_named(seat: Seat) -> Message {
    Message::named(seat.name())
}

/// `said` with what a footnoted call's bidder said of it, as the catalogues select it: alerted
/// with an explanation (`alerted: 16+ any shape`), alerted alone, or the explanation alone (a
/// note without `!` is explained, not alerted).
pub fn explained(said: Message, step: &Step) -> Message {
    let explanation = step.explanation.as_deref().map(|text| verdict_model::input::shortened(text, 200));
    let kind = match (step.alert, &explanation) {
        (true, Some(_)) => "alerted",
        (true, None) => "alert",
        (false, _) => "text",
    };
    said.arg("kind", key_arg(kind)).arg("text", explanation.unwrap_or_default())
}

/// Who dealt and who is vulnerable, as a book's caption over the diagram: "South dealt, N–S
/// vul" (the vulnerability by its PBN name, `NS`, or `unknown` when not given).
pub fn dealt(dealer: Seat, vulnerability: Option<Vulnerability>) -> Message {
    Message::new("auction-board-dealt")
        .name("dealer", dealer.name())
        .arg("vul", key_arg(vulnerability.map_or("unknown", Vulnerability::pbn)))
}
