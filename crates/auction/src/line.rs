//! The auction as a line: step k shows the first k calls given (up to and including the first
//! illegal one), drawn as the bidding diagram books print (columns W N E S, blanks before the
//! dealer, the closing passes as "All Pass"), with the state the laws keep and, when the input
//! gives the deal, the four hands around the diagram.

use super::calls::{key_arg, Call, Seat};
use super::diagram::{
    all_pass_from, dealt, diagram, diagram_column, diagram_columns, footnotes, seat_named, DIAGRAM_SEATS,
};
use super::evaluation::{Evaluation, Step as Evaluated};
use super::laws::{Auction, Change, Doubling, Outcome};
use super::record::{Deal, Vulnerability, SUITS};
use super::wording::{breach_message, label, pass_message, status};
use std::rc::Rc;
use verdict_model::line::{Board, Cell, CellGroup, Fact, LineSource, Played, Role, Step, TableMark, BOARD_WINDOW};
use verdict_model::words::superscript;
use verdict_model::{Arg, Message};

pub struct AuctionLine {
    evaluation: Rc<Evaluation>,
    /// The calls table's index in the report, and the bidding diagram's.
    table: usize,
    diagram_table: usize,
    vulnerability: Option<Vulnerability>,
    deal: Option<Deal>,
}

impl AuctionLine {
    pub fn new(
        evaluation: Rc<Evaluation>,
        table: usize,
        diagram_table: usize,
        vulnerability: Option<Vulnerability>,
        deal: Option<Deal>,
    ) -> AuctionLine {
        AuctionLine { evaluation, table, diagram_table, vulnerability, deal }
    }

    /// The cell of the bidding diagram table that stands for call `index` (0-based): the
    /// closing passes all stand on the one "All Pass".
    fn diagram_mark(&self, index: usize) -> TableMark {
        let evaluation = &self.evaluation;
        let index = all_pass_from(evaluation, evaluation.steps.len()).map_or(index, |from| index.min(from));
        let place = diagram_column(evaluation.auction.dealer()) + index;
        TableMark { table: self.diagram_table, row: place / 4, column: Some(place % 4) }
    }

    /// One hand of the deal as a group: a line per suit, the high-card points in the note.
    fn hand(&self, deal: &Deal, seat: Seat) -> CellGroup {
        let vulnerable = self.vulnerability.is_some_and(|v| v.includes(seat));
        let cells: Vec<Cell> = (0..4u8)
            .map(|suit| {
                let ranks = deal.suit_text(seat, suit);
                Cell {
                    text: format!("{} {ranks}", SUITS[usize::from(suit)]),
                    label: String::new(),
                    roles: vec![Role::Hand],
                    level: None,
                    title: Message::new("auction-board-suit")
                        .name("seat", seat.name())
                        .arg("suit", key_arg(super::record::SUIT_NAMES[usize::from(suit)]))
                        .arg(
                            "ranks",
                            if ranks == "—" { Message::new("auction-board-void").into() } else { Arg::Text(ranks) },
                        ),
                }
            })
            .collect();
        CellGroup {
            label: Message::named(seat.name()),
            note: Message::new("auction-board-hcp")
                .arg("points", Arg::digits(deal.points(seat) as usize))
                .arg("vulnerable", key_arg(if vulnerable { "yes" } else { "no" })),
            columns: Vec::new(),
            cells,
            first: 0,
            total: 4,
            footnotes: Vec::new(),
            place: match seat {
                Seat::North => "north",
                Seat::East => "east",
                Seat::South => "south",
                Seat::West => "west",
            },
        }
    }

    /// A call as the step's move: "bids 1♦", "passes" (`auction-move-call`, selected on the
    /// kind of call as the illegal call's narration is).
    fn verb(call: Call) -> Message {
        Message::new("auction-move-call").arg("kind", key_arg(kind(call))).arg("call", call.to_string())
    }
}

/// A legal call as a sentence: "East opens the bidding with 1♣." `mark` follows the call (its
/// footnote's number, or nothing).
fn narrate(seat: Seat, change: Change, after: &Auction, mark: &str) -> Message {
    let said = match change {
        Change::Opening { bid } => Message::new("auction-step-opening").arg("bid", bid.to_string()),
        Change::Overcall { bid, over, cancels } => {
            let lapse = match cancels {
                Doubling::Undoubled => "none",
                Doubling::Doubled { .. } => "double",
                Doubling::Redoubled { .. } => "redouble",
            };
            Message::new("auction-step-overcall")
                .arg("bid", bid.to_string())
                .arg("over", over.what.to_string())
                .name("by", over.by.name())
                .arg("lapse", key_arg(lapse))
        }
        Change::Double { of } => {
            Message::new("auction-step-double").arg("bid", of.what.to_string()).name("by", of.by.name())
        }
        Change::Redouble { of, doubled_by } => {
            Message::new("auction-step-redouble").arg("bid", of.what.to_string()).name("doubler", doubled_by.name())
        }
        Change::Pass { .. } | Change::PassWithoutBid { .. } => {
            Message::new("auction-step-pass").arg("change", pass_message(change, after))
        }
    };
    said.name("seat", seat.name()).arg("mark", key_arg(mark))
}

/// `said` with a footnoted call's note after it, as the narration ends with it: " ¹ Alerted:
/// 16+ any shape." (the bidder's words, as they wrote them, a capital first and a stop last).
fn noted(said: Message, step: &Evaluated) -> Message {
    let Some(number) = step.footnote else { return said };
    let stopped = |text: String| {
        let stop = if text.ends_with(['.', '!', '?']) { "" } else { "." };
        format!("{text}{stop}")
    };
    let explanation = step.explanation.as_deref().map(|text| verdict_model::input::shortened(text, 200));
    let (kind, text) = match (step.alert, explanation) {
        (true, Some(text)) => ("alerted", stopped(text)),
        (true, None) => ("alert", String::new()),
        (false, text) => ("text", stopped(verdict_model::words::capitalized(&text.unwrap_or_default()))),
    };
    Message::new("auction-step-noted")
        .arg("said", said)
        .arg("mark", superscript(number))
        .arg("kind", key_arg(kind))
        .arg("text", text)
}

/// A call as the illegal call's narration selects its verb on: "West doubles, which is
/// illegal", not "West calls X".
fn kind(call: Call) -> &'static str {
    match call {
        Call::Pass => "pass",
        Call::Double => "double",
        Call::Redouble => "redouble",
        Call::Bid(_) => "bid",
    }
}

impl LineSource for AuctionLine {
    fn steps(&self) -> usize {
        self.evaluation.steps.len()
    }

    /// The auction's steps are calls: "Call 5 of 11", not "Move 5 of 11".
    fn step_name(&self) -> (&'static str, &'static str) {
        ("call", "calls")
    }

    fn step(&self, index: usize) -> Step {
        let evaluation = &self.evaluation;
        let dealer = evaluation.auction.dealer();
        let shown = &evaluation.steps[..index.min(evaluation.steps.len())];
        let last = shown.last();
        let after = last.map_or_else(|| Auction::new(dealer), |step| step.after.clone());
        let stopped = last.is_some_and(|step| step.result.is_err());
        let open = !stopped && !after.is_over();

        let narration = match last {
            None => Message::new("auction-step-start").name("seat", dealer.name()),
            Some(step) => {
                let mark = step.footnote.map(superscript).unwrap_or_default();
                let said = match step.result {
                    Ok(change) if open => Message::new("auction-step-to-call")
                        .arg("said", narrate(step.seat, change, &step.after, &mark))
                        .name("seat", after.next_seat().name()),
                    Ok(change) => narrate(step.seat, change, &step.after, &mark),
                    Err(breach) => Message::new("auction-step-illegal")
                        .name("seat", step.seat.name())
                        .arg("kind", kind(step.call).to_string())
                        .arg("call", step.call.to_string())
                        .arg("mark", mark)
                        .arg("breach", breach_message(breach, step.seat)),
                };
                noted(said, step)
            }
        };

        let places = diagram(evaluation, index);
        // A long auction shows its last whole rows, at most BOARD_WINDOW places: the diagram
        // stops at the call in play (and the '?' after it), so those rows hold it.
        let total = places.len();
        let first = total.saturating_sub(BOARD_WINDOW).div_ceil(4) * 4;
        let notes = footnotes(evaluation, &places[first..]);
        let cells: Vec<Cell> = places
            .into_iter()
            .enumerate()
            .skip(first)
            .map(|(i, cell)| Cell {
                text: cell.text,
                label: String::new(),
                roles: cell.roles,
                level: None,
                title: if cell.title.id.is_empty() {
                    Message::new("auction-board-no-call").name("seat", DIAGRAM_SEATS[i % 4].name())
                } else {
                    cell.title
                },
            })
            .collect();
        let mut facts = vec![Fact::new(label("dealer"), Message::named(dealer.name()))];
        if let Some(vulnerability) = self.vulnerability {
            facts.push(Fact::new(label("vulnerable"), vulnerability.sides()));
        }
        facts.extend([
            Fact::new(
                label("highest"),
                after.highest().map_or("—".to_string(), |h| format!("{} by {}", h.what, h.by.name())),
            ),
            // "Doubling: redoubled", not "Doubled: doubled" (nor "Doubled: redoubled").
            Fact::new(label("doubling"), after.doubling().label()),
            Fact::new(label("passes"), after.passes_in_a_row().to_string()),
        ]);
        facts.push(if stopped {
            Fact::new(label("status"), "illegal call")
        } else if open {
            Fact::new(label("to-call"), Message::named(after.next_seat().name()))
        } else {
            match after.outcome() {
                Some(Outcome::Contract(contract)) => Fact::new(label("contract"), contract.describe()),
                _ => Fact::new(label("status"), status(&after)),
            }
        });
        let bidding = CellGroup {
            label: Message::new("auction-board-bidding"),
            note: dealt(dealer, self.vulnerability),
            columns: diagram_columns(seat_named),
            cells,
            first,
            total,
            place: "centre",
            footnotes: notes,
        };
        // With the deal, the hands sit around the bidding as a bridge diagram lays them out.
        let groups = match &self.deal {
            Some(deal) => {
                let mut groups = vec![self.hand(deal, Seat::North), self.hand(deal, Seat::West), bidding];
                groups.extend([self.hand(deal, Seat::East), self.hand(deal, Seat::South)]);
                groups
            }
            None => vec![CellGroup { place: "", ..bidding }],
        };
        Step {
            index,
            position: shown.iter().map(|step| step.call.pbn()).collect::<Vec<_>>().join(" "),
            to_move: open.then(|| after.next_seat().name().to_string()),
            played: last.map(|step| Played { by: step.seat.name().to_string(), what: AuctionLine::verb(step.call) }),
            narration,
            board: Board {
                caption: Message::new("auction-board-caption")
                    .arg("calls", Arg::digits(index))
                    .name("dealer", dealer.name()),
                groups,
                facts,
                layout: if self.deal.is_some() { "compass" } else { "" },
            },
            marks: index
                .checked_sub(1)
                .map(|row| [TableMark { table: self.table, row, column: None }, self.diagram_mark(row)])
                .into_iter()
                .flatten()
                .collect(),
        }
    }
}
