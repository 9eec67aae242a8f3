//! The report of one ticket: the verdict, the argument in two layers (what a student can follow:
//! Bicarp's pairing answers with this ticket's numbers; then the closed form and the
//! strategies in terms of `B`), the tables, and the line of the optimal play.

use super::play::{OptimalPlay, TicketLine};
use super::words::count_arg;
use super::{half_value, signed, winner, words, Counts, Half, Player, Ticket};
use std::rc::Rc;
use verdict_model::line::{LegendEntry, Line, Role};
use verdict_model::report::{verbatim_row, Analysis, Headline, Row, Summary, Table};
use verdict_model::walk::{Walk, WalkTable};
use verdict_model::words::grouped;
use verdict_model::{Arg, Message};

/// The tables, in the order the report lists them.
const READING: usize = 0;
const PLAY: usize = 2;

/// A signed integer as a factor: negative ones in parentheses, `(−2)`.
fn factor(x: i64) -> String {
    if x < 0 {
        format!("({})", signed(x))
    } else {
        x.to_string()
    }
}

/// "sum of the digits in position 1" or "… in positions 1–4" (`ticket-table-sum-…`).
fn sum_in(first: usize, last: usize) -> Message {
    if first == last {
        Message::new("ticket-table-sum-at").arg("at", Arg::digits(first))
    } else {
        Message::new("ticket-table-sum-in").arg("first", Arg::digits(first)).arg("last", Arg::digits(last))
    }
}

/// A half's name in a table's cell, "left" (`ticket-table-half-name`).
fn half_said(half: Half) -> Message {
    Message::new("ticket-table-half-name").arg("half", half.name().to_string())
}

/// Reading the ticket character by character: running sums and `?` counts per half.
struct Reading {
    ticket: Ticket,
}

impl Walk for Reading {
    type State = (usize, Counts);
    type Step = ();

    fn start(&self) -> (usize, Counts) {
        (0, Counts::default())
    }

    fn len(&self) -> usize {
        self.ticket.len()
    }

    fn step(&self, (index, counts): &mut (usize, Counts)) {
        let half = self.ticket.half_of(*index);
        match (self.ticket.chars()[*index], half) {
            (b'?', Half::Left) => counts.left_q += 1,
            (b'?', Half::Right) => counts.right_q += 1,
            (digit, Half::Left) => counts.left_sum += i64::from(digit - b'0'),
            (digit, Half::Right) => counts.right_sum += i64::from(digit - b'0'),
        }
        *index += 1;
    }

    fn row(&self, index: usize, _: &(), (_, counts): &(usize, Counts)) -> Row {
        let mut row = verbatim_row(vec![
            (index + 1).to_string(),
            char::from(self.ticket.chars()[index]).to_string(),
            counts.left_sum.to_string(),
            counts.left_q.to_string(),
            counts.right_sum.to_string(),
            counts.right_q.to_string(),
        ]);
        row.insert(2, half_said(self.ticket.half_of(index)));
        row
    }
}

/// The one-line reason for the verdict, in half sums: the parity of the `?` when it is odd
/// (Monocarp writes the last digit), else the halves with each `?` counted as 4.5. A message of
/// the catalogues (`ticket-reason-…` in www/lang/).
fn reason(c: &Counts) -> Message {
    let q = c.q_total();
    if q == 0 {
        let (l, r) = (c.left_sum, c.right_sum);
        let said = if l == r {
            Message::new("ticket-reason-filled-equal")
        } else {
            Message::new("ticket-reason-filled-unequal")
        };
        return said
            .arg("left", Arg::digits(l.unsigned_abs() as usize))
            .arg("right", Arg::digits(r.unsigned_abs() as usize));
    }
    if q == 1 {
        return Message::new("ticket-reason-one-q");
    }
    if q % 2 == 1 {
        return Message::new("ticket-reason-odd").arg("q", Arg::digits(q.unsigned_abs() as usize));
    }
    let standing = words::standing_said(c, true);
    let said = if winner(c) == Player::Bicarp {
        Message::new("ticket-reason-keeps-level")
    } else {
        Message::new("ticket-reason-keeps-gap")
    };
    said.arg("standing", standing)
}

/// "position 1" or "positions 1–4", a message (`ticket-why-position`, `ticket-why-positions`).
fn positions_said(first: usize, last: usize) -> Message {
    if first == last {
        Message::new("ticket-why-position").arg("at", Arg::digits(first))
    } else {
        Message::new("ticket-why-positions").arg("first", Arg::digits(first)).arg("last", Arg::digits(last))
    }
}

/// `1 '?'`, `no '?'`, a message (`ticket-why-marks`, `ticket-why-no-marks`).
fn marks_said(count: i64) -> Message {
    if count == 0 {
        Message::new("ticket-why-no-marks")
    } else {
        Message::new("ticket-why-marks").arg("count", count_arg(count))
    }
}

/// The argument a student can follow: the halves, Bicarp's two answers, and what they make of
/// this ticket. Messages of the catalogues (`ticket-why-…`, `ticket-why-outcome-…`).
fn student_layer(ticket: &Ticket, c: &Counts) -> Vec<Message> {
    let (n, h) = (ticket.len(), ticket.half_len());
    let q = c.q_total();
    // The fixed sums are digits' sums: never negative.
    let mut lines = vec![Message::new("ticket-why-halves")
        .arg("left_at", positions_said(1, h))
        .arg("left_sum", count_arg(c.left_sum))
        .arg("left_marks", marks_said(c.left_q))
        .arg("right_at", positions_said(h + 1, n))
        .arg("right_sum", count_arg(c.right_sum))
        .arg("right_marks", marks_said(c.right_q))];
    if q == 0 {
        // With nothing to fill, Bicarp wins exactly when the sums are equal.
        let said = if c.left_sum == c.right_sum { "ticket-why-filled-equal" } else { "ticket-why-filled-unequal" };
        lines.push(Message::new(said).arg("left", count_arg(c.left_sum)).arg("right", count_arg(c.right_sum)));
        return lines;
    }
    if q == 1 {
        lines.push(Message::new("ticket-why-one-q"));
        return lines;
    }
    if q % 2 == 1 {
        lines.push(Message::new("ticket-why-odd").arg("q", count_arg(q)));
        return lines;
    }
    lines.push(Message::new("ticket-why-answers"));
    let (more, fewer) = if c.right_q >= c.left_q { (Half::Right, Half::Left) } else { (Half::Left, Half::Right) };
    let extra = (c.q(more) - c.q(fewer)).abs();
    let pairs = extra / 2;
    let copied = c.q(fewer);
    let lead = c.d().abs();
    let leader = if c.d() > 0 { Half::Left } else { Half::Right };
    let gain = 9 * pairs;
    let balanced = winner(c) == Player::Bicarp;
    // The halves' names select their words in each catalogue (`[left]`, `[right]`).
    let half = |h: Half| h.name().to_string();
    // Without pairs the outcome goes on the sentence after a colon; with them it is one of its own.
    let rest = if pairs == 0 {
        if lead == 0 {
            Message::new("ticket-why-decide-equal")
        } else {
            Message::new("ticket-why-decide-lead").arg("leader", half(leader)).arg("lead", count_arg(lead))
        }
    } else {
        let outcome = if lead == 0 {
            Message::new("ticket-why-outcome-ahead").arg("more", half(more))
        } else if balanced {
            Message::new("ticket-why-outcome-balanced")
        } else if leader == more {
            Message::new("ticket-why-outcome-same")
        } else {
            Message::new("ticket-why-outcome-other")
        };
        Message::new("ticket-why-pairs")
            .arg("extra", count_arg(extra))
            .arg("more", half(more))
            .arg("pairs", count_arg(pairs))
            .arg("gain", count_arg(gain))
            .arg(
                "outcome",
                outcome.arg("leader", half(leader)).arg("lead", count_arg(lead)).arg("gain", count_arg(gain)),
            )
    };
    // Copying, when there is any, comes first and the rest follows in its message.
    lines.push(match copied {
        0 => rest,
        1 => Message::new("ticket-why-copy-one").arg("fewer", half(fewer)).arg("more", half(more)).arg("rest", rest),
        _ => Message::new("ticket-why-copy")
            .arg("copied", count_arg(copied))
            .arg("fewer", half(fewer))
            .arg("more", half(more))
            .arg("rest", rest),
    });
    lines.push(Message::new(if balanced { "ticket-why-balanced" } else { "ticket-why-apart" }));
    let (left, right) = words::worths(c);
    lines.push(
        Message::new("ticket-why-b").arg("left", left).arg("right", right).arg("b", half_value(c.twice_balance())),
    );
    lines
}

/// The expert layer: the closed form and the strategies in terms of `B`, messages of the
/// catalogues (`ticket-why-expert-…`).
fn expert_layer(c: &Counts) -> Vec<Message> {
    let (lhs, rhs) = (2 * c.d(), 9 * (c.right_q - c.left_q));
    let b2 = c.twice_balance();
    let q = c.q_total();
    let mut lines = vec![
        Message::new("ticket-why-expert-d")
            .arg("left", count_arg(c.left_sum))
            .arg("right", count_arg(c.right_sum))
            .arg("d", signed(c.d())),
        Message::new("ticket-why-expert-rule"),
        Message::new("ticket-why-expert-here")
            .arg("lhs", signed(lhs))
            .arg("factor", factor(c.right_q - c.left_q))
            .arg("rhs", signed(rhs)),
        Message::new("ticket-why-expert-b")
            .arg("d", signed(c.d()))
            .arg("ql", count_arg(c.left_q))
            .arg("qr", count_arg(c.right_q))
            .arg("b", half_value(b2)),
        Message::new("ticket-why-expert-move"),
    ];
    if q % 2 == 1 {
        lines.push(Message::new("ticket-why-expert-odd").arg("q", count_arg(q)).arg("lhs", signed(lhs)));
    }
    lines.push(Message::new("ticket-why-expert-middle"));
    if q > 0 {
        lines.push(match winner(c) {
            Player::Bicarp => Message::new("ticket-why-expert-bicarp"),
            // B's sign says which half is ahead, and so where Monocarp writes his 9s.
            Player::Monocarp => Message::new(if b2 > 0 {
                "ticket-why-expert-monocarp-left"
            } else {
                "ticket-why-expert-monocarp-right"
            })
            .arg("b", half_value(b2)),
        });
    }
    lines
}

fn deciding_rows(ticket: &Ticket, c: &Counts) -> Vec<Row> {
    let (n, h) = (ticket.len(), ticket.half_len());
    let (lhs, rhs) = (2 * c.d(), 9 * (c.right_q - c.left_q));
    let b2 = c.twice_balance();
    let said = |id: &'static str| Message::new(id);
    let marks_in = |half: Half| said("ticket-table-marks-in").arg("half", half.name().to_string());
    let text = |t: String| Message::verbatim(t);
    vec![
        vec![said("ticket-table-left-fixed"), sum_in(1, h), text(c.left_sum.to_string())],
        vec![said("ticket-table-right-fixed"), sum_in(h + 1, n), text(c.right_sum.to_string())],
        vec![text("qL".into()), marks_in(Half::Left), text(c.left_q.to_string())],
        vec![text("qR".into()), marks_in(Half::Right), text(c.right_q.to_string())],
        verbatim_row(vec!["d".into(), format!("{} − {}", c.left_sum, c.right_sum), signed(c.d())]),
        verbatim_row(vec!["2d".into(), format!("2 × {}", factor(c.d())), signed(lhs)]),
        verbatim_row(vec!["9(qR − qL)".into(), format!("9 × ({} − {})", c.right_q, c.left_q), signed(rhs)]),
        verbatim_row(vec![
            "B".into(),
            format!("{} + 9 × ({} − {}) / 2", signed(c.d()), c.left_q, c.right_q),
            half_value(b2),
        ]),
        vec![
            said("ticket-table-verdict"),
            text(format!("2d {} 9(qR − qL)", if lhs == rhs { "=" } else { "≠" })),
            said("verdict-wins").name("winner", winner(c).name()),
        ],
    ]
}

/// "10,000,000 characters, 5,000,312 '?'".
fn input_summary(ticket: &Ticket, c: &Counts) -> String {
    format!("{} characters, {} '?'", grouped(ticket.len()), grouped(c.q_total() as usize))
}

/// The verdict and its reason, without the tables.
pub fn headline(ticket: &Ticket) -> Headline {
    let c = ticket.counts();
    let win = winner(&c);
    Headline {
        game: "ticket",
        verdict: win.verdict(),
        headline: Message::new("verdict-wins").name("winner", win.name()),
        reason: reason(&c),
        input_summary: input_summary(ticket, &c),
    }
}

/// The full report for a parsed ticket: the summary's layers, the tables, and the optimal play
/// as a line whose steps mark rows of the optimal-play table.
pub fn report(ticket: &Ticket) -> Analysis {
    let c = ticket.counts();
    let win = winner(&c);
    let play = Rc::new(WalkTable::new(OptimalPlay::new(ticket)));
    let summary = Summary {
        headline: Message::new("verdict-wins").name("winner", win.name()),
        reason: reason(&c),
        explanation: student_layer(ticket, &c),
        expert: expert_layer(&c),
        input_summary: input_summary(ticket, &c),
        ..Summary::new("ticket", win.verdict())
    };
    Analysis::new(summary, tables(ticket, &c, play.clone()), optimal_play_line(win, play))
}

/// Reading, Deciding and Optimal play, in the order [`READING`] and [`PLAY`] name.
fn tables(ticket: &Ticket, c: &Counts, play: Rc<WalkTable<OptimalPlay>>) -> Vec<Table> {
    let said = |ids: &[&'static str]| ids.iter().map(|&id| Message::new(id)).collect::<Vec<_>>();
    let (left_sum, right_sum, left_q, right_q) =
        ("ticket-table-left-sum", "ticket-table-right-sum", "ticket-table-left-q", "ticket-table-right-q");
    let mut play_columns = said(&[
        "ticket-table-turn",
        "ticket-table-player",
        "ticket-table-position",
        "ticket-table-digit",
        left_sum,
        right_sum,
        left_q,
        right_q,
    ]);
    play_columns.extend([Message::verbatim("B"), Message::new("ticket-table-why")]);
    let tables = vec![
        Table::worded(
            Message::new("ticket-table-reading"),
            Message::new("ticket-table-reading-caption"),
            said(&[
                "ticket-table-position",
                "ticket-table-character",
                "ticket-table-half",
                left_sum,
                left_q,
                right_sum,
                right_q,
            ]),
            Box::new(WalkTable::new(Reading { ticket: ticket.clone() })),
        ),
        Table::worded(
            Message::new("ticket-table-deciding"),
            Message::new("ticket-table-deciding-caption"),
            said(&["ticket-table-step", "ticket-table-how", "ticket-table-value"]),
            Box::new(deciding_rows(ticket, c)),
        ),
        Table::worded(
            Message::new("line-optimal"),
            Message::new("ticket-table-play-caption"),
            play_columns,
            Box::new(play),
        ),
    ];
    debug_assert_eq!((tables[READING].title.id, tables[PLAY].title.id), ("ticket-table-reading", "line-optimal"));
    tables
}

/// The optimal play as the line the stepper walks, each step marking its row of [`PLAY`].
fn optimal_play_line(win: Player, play: Rc<WalkTable<OptimalPlay>>) -> Line {
    Line {
        title: Message::new("line-optimal"),
        caption: Message::new("ticket-line-caption")
            .name("winner", win.name())
            .name("loser", if win == Player::Bicarp { "Monocarp" } else { "Bicarp" }),
        table: Some(PLAY),
        open_at_end: false,
        playable: true,
        legend: legend(),
        source: Box::new(TicketLine::new(play, PLAY)),
    }
}

/// What each role on the ticket's boards means.
pub fn legend() -> Vec<LegendEntry> {
    [
        (Role::Now, "ticket-board-legend-now"),
        (Role::Given, "ticket-board-legend-given"),
        (Role::Filled, "ticket-board-legend-filled"),
        (Role::Open, "ticket-board-legend-open"),
        (Role::Wins, "ticket-board-legend-wins"),
        (Role::Loses, "ticket-board-legend-loses"),
    ]
    .into_iter()
    .map(|(role, id)| LegendEntry::new(role, Message::new(id)))
    .collect()
}
