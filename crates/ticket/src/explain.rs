//! The report of one ticket: the verdict, the argument in two layers (what a student can follow:
//! Bicarp's pairing answers with this ticket's numbers; then the closed form and the
//! strategies in terms of `B`), the tables, and the line of the optimal play.

use super::play::{OptimalPlay, TicketLine};
use super::{half_value, signed, winner, words, Counts, Half, Player, Ticket};
use std::rc::Rc;
use verdict_model::line::{LegendEntry, Line, Role};
use verdict_model::report::{Analysis, Headline, Row, Summary, Table};
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

/// "position 1" or "positions 1–4".
fn positions(first: usize, last: usize) -> String {
    if first == last {
        format!("position {first}")
    } else {
        format!("positions {first}–{last}")
    }
}

/// `1 '?'`, `no '?'`.
fn marks(count: i64) -> String {
    if count == 0 {
        "no '?'".to_string()
    } else {
        format!("{count} '?'")
    }
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
        vec![
            (index + 1).to_string(),
            char::from(self.ticket.chars()[index]).to_string(),
            self.ticket.half_of(index).name().to_string(),
            counts.left_sum.to_string(),
            counts.left_q.to_string(),
            counts.right_sum.to_string(),
            counts.right_q.to_string(),
        ]
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
    let (left, right) = words::worths(c);
    let b2 = c.twice_balance();
    let standing = if b2 == 0 {
        Message::new("ticket-standing-level").arg("left", left)
    } else {
        // The half's name selects its word in each catalogue (`[left]`, `[right]`).
        let behind = words::ahead(c).other().name();
        Message::new("ticket-standing-gap")
            .arg("left", left)
            .arg("right", right)
            .arg("half", behind.to_string())
            .arg("more", half_value(b2.abs()))
    };
    let said = if winner(c) == Player::Bicarp {
        Message::new("ticket-reason-keeps-level")
    } else {
        Message::new("ticket-reason-keeps-gap")
    };
    said.arg("standing", standing)
}

/// The argument a student can follow: the halves, Bicarp's two answers, and what they make of
/// this ticket.
fn student_layer(ticket: &Ticket, c: &Counts) -> Vec<String> {
    let (n, h) = (ticket.len(), ticket.half_len());
    let q = c.q_total();
    let mut lines = vec![format!(
        "The left half ({}) has digits summing to {} and {}; the right half ({}) sums to {} with {}.",
        positions(1, h),
        c.left_sum,
        marks(c.left_q),
        positions(h + 1, n),
        c.right_sum,
        marks(c.right_q)
    )];
    if q == 0 {
        lines.push(format!(
            "Nothing is left to fill, so nobody moves: {} {} {}, and {} wins.",
            c.left_sum,
            if c.left_sum == c.right_sum { "=" } else { "≠" },
            c.right_sum,
            winner(c).name()
        ));
        return lines;
    }
    if q == 1 {
        lines.push(
            "There is only 1 '?', and Monocarp moves first, so he writes it himself. Whatever the sums are, at most one digit could make them equal, and he has ten to choose from: Monocarp wins."
                .to_string(),
        );
        return lines;
    }
    if q % 2 == 1 {
        lines.push(format!(
            "There are {q} '?', an odd number, and Monocarp moves first, so he also writes the last digit. Whatever the sums are before it, at most one digit could make them equal, and he has ten to choose from: Monocarp wins."
        ));
        return lines;
    }
    lines.push(
        "Bicarp answers each of Monocarp's digits x in one of two ways: the same x on the other half (the difference between the halves stays as it was), or, once only one half has '?', 9 − x on that same half (the pair then adds exactly 9)."
            .to_string(),
    );
    let (more, fewer) = if c.right_q >= c.left_q { (Half::Right, Half::Left) } else { (Half::Left, Half::Right) };
    let extra = (c.q(more) - c.q(fewer)).abs();
    let pairs = extra / 2;
    let copied = c.q(fewer);
    let lead = c.d().abs();
    let leader = if c.d() > 0 { "left" } else { "right" };
    let mut pairing = if copied == 1 {
        format!("Copying uses up the only '?' of the {} half against one of the {} half. ", fewer.name(), more.name())
    } else if copied > 1 {
        format!(
            "Copying uses up the {copied} '?' of the {} half against {copied} of the {} half. ",
            fewer.name(),
            more.name()
        )
    } else {
        String::new()
    };
    pairing.push_str(&if pairs == 0 {
        "No '?' is left over after that, so the fixed digits alone decide: ".to_string()
    } else {
        format!(
            "The {extra} '?' left over in the {} half make {pairs} pair{}, and each pair adds 9 to that half: {} in all. ",
            more.name(),
            if pairs == 1 { "" } else { "s" },
            9 * pairs
        )
    });
    let gain = 9 * pairs;
    let balanced = winner(c) == Player::Bicarp;
    let outcome = match (lead, pairs) {
        (0, 0) => "the fixed digits are equal, so the halves end equal.".to_string(),
        (_, 0) => format!("the {leader} half leads by {lead}, and nothing can make that up."),
        (0, _) => format!("the fixed digits are equal, so the {} half ends {gain} ahead.", more.name()),
        _ if balanced => format!(
            "the {leader} half's fixed digits lead by {lead}, exactly what the pairs add to the other half, so the halves end equal."
        ),
        _ if leader == more.name() => {
            format!("the {leader} half already leads by {lead}, and the pairs add to the same half.")
        }
        _ => format!("the {leader} half leads by {lead}, but the pairs add {gain} to the other half: {lead} ≠ {gain}."),
    };
    // After a colon the outcome goes on the sentence; after a full stop it starts one.
    pairing.push_str(&if pairs == 0 { outcome } else { words::capitalized(&outcome) });
    lines.push(pairing);
    lines.push(if balanced {
        "So whatever Monocarp writes, Bicarp's answers keep the halves on course to end equal: Bicarp wins.".to_string()
    } else {
        "So Bicarp cannot balance the halves, and Monocarp keeps them apart: every move of his writes 9 on the half that is ahead (or 0 on the other, when the half ahead has no '?' left), and no answer undoes more than he adds. Monocarp wins.".to_string()
    });
    let (left, right) = words::worths(c);
    lines.push(format!(
        "The same in one number, as the board shows it: B is how far the left half is ahead if every '?' were worth 4.5 (Bicarp makes each pair of '?' worth 9). Here the left half comes to {left} and the right half to {right}, so B = {}; with an even number of '?' and Monocarp to move, Bicarp wins exactly when B = 0.",
        half_value(c.twice_balance())
    ));
    lines
}

/// The expert layer: the closed form and the strategies in terms of `B`.
fn expert_layer(c: &Counts) -> Vec<String> {
    let (lhs, rhs) = (2 * c.d(), 9 * (c.right_q - c.left_q));
    let b2 = c.twice_balance();
    let q = c.q_total();
    let mut lines = vec![
        format!("d = {} − {} = {}: how far the left half's fixed digits are ahead.", c.left_sum, c.right_sum, signed(c.d())),
        "Bicarp wins exactly when 2d = 9(qR − qL): every pair of moves can add 9 to one half (x, then 9 − x) or the same digit to both, and nothing else is forced.".to_string(),
        format!("Here 2d = {} and 9(qR − qL) = 9 × {} = {}.", signed(lhs), factor(c.right_q - c.left_q), signed(rhs)),
        format!(
            "B = d + 9(qL − qR)/2 = {} + 9 × ({} − {})/2 = {}: the left half's lead if every '?' became 4.5. Bicarp needs B = 0.",
            signed(c.d()),
            c.left_q,
            c.right_q,
            half_value(b2)
        ),
        "A move changes B by −4.5, −3.5, …, 4.5, whichever half it is played in: a digit x on the left adds x − 4.5, on the right subtracts it.".to_string(),
    ];
    if q % 2 == 1 {
        lines.push(format!(
            "{} in all is an odd number: Monocarp moves first and last. That is also why 2d = 9(qR − qL) fails: 2d = {} is even, while qR − qL is odd and 9 times an odd number is odd. For the same reason B = d + 9(qL − qR)/2 ends in .5 and is never 0.",
            words::marks(q),
            signed(lhs)
        ));
    }
    lines.push(
        "In the middle of a game the value depends only on B, the count q of '?' left and who moves, and whoever makes the last move decides: with Monocarp to move, Bicarp wins exactly when q is even and B = 0; with Bicarp to move, exactly when q is odd and |B| ≤ 4.5 (one digit brings B to 0, and from there he answers every move); with no '?' left, when B = 0. The tests prove this against a minimax over every small position."
            .to_string(),
    );
    if q > 0 {
        lines.push(match winner(c) {
            Player::Bicarp => "Bicarp's strategy: while both halves have '?', answer Monocarp's digit with the same digit on the other half; once only one half has '?', answer x with 9 − x on that half. Either way the pair changes B by 0.".to_string(),
            Player::Monocarp => format!(
                "Monocarp's strategy: B = {} is {}, so he writes 9 in the {} half (or 0 in the {} half when that one has no '?'); each of his moves moves B 4.5 further from 0 and no reply pulls it back by more than 4.5, so B never reaches 0.",
                half_value(b2),
                if b2 > 0 { "positive" } else { "negative" },
                if b2 > 0 { "left" } else { "right" },
                if b2 > 0 { "right" } else { "left" },
            ),
        });
    }
    lines
}

fn deciding_rows(ticket: &Ticket, c: &Counts) -> Vec<Row> {
    let (n, h) = (ticket.len(), ticket.half_len());
    let (lhs, rhs) = (2 * c.d(), 9 * (c.right_q - c.left_q));
    let b2 = c.twice_balance();
    [
        ("Left fixed sum", format!("sum of the digits in {}", positions(1, h)), c.left_sum.to_string()),
        ("Right fixed sum", format!("sum of the digits in {}", positions(h + 1, n)), c.right_sum.to_string()),
        ("qL", "'?' in the left half".to_string(), c.left_q.to_string()),
        ("qR", "'?' in the right half".to_string(), c.right_q.to_string()),
        ("d", format!("{} − {}", c.left_sum, c.right_sum), signed(c.d())),
        ("2d", format!("2 × {}", factor(c.d())), signed(lhs)),
        ("9(qR − qL)", format!("9 × ({} − {})", c.right_q, c.left_q), signed(rhs)),
        ("B", format!("{} + 9 × ({} − {}) / 2", signed(c.d()), c.left_q, c.right_q), half_value(b2)),
        (
            "Verdict",
            format!("2d {} 9(qR − qL)", if lhs == rhs { "=" } else { "≠" }),
            format!("{} wins", winner(c).name()),
        ),
    ]
    .into_iter()
    .map(|(step, how, value)| vec![step.to_string(), how, value])
    .collect()
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
    let tables = vec![
        Table::new(
            "Reading the ticket",
            "One row per character: the running digit sum and '?' count of each half.",
            &["Position", "Character", "Half", "Left sum", "Left ?", "Right sum", "Right ?"],
            Box::new(WalkTable::new(Reading { ticket: ticket.clone() })),
        ),
        Table::new(
            "Deciding",
            "The steps of the rule, with this ticket's numbers.",
            &["Step", "How", "Value"],
            Box::new(deciding_rows(ticket, c)),
        ),
        Table::new(
            "Optimal play",
            "One row per move: the winner follows the winning strategy, the loser resists as well as he can; each '?' is filled left to right within its half.",
            &["Turn", "Player", "Position", "Digit", "Left sum", "Right sum", "Left ?", "Right ?", "B", "Why"],
            Box::new(play),
        ),
    ];
    debug_assert_eq!(
        (tables[READING].title.as_str(), tables[PLAY].title.as_str()),
        ("Reading the ticket", "Optimal play")
    );
    tables
}

/// The optimal play as the line the stepper walks, each step marking its row of [`PLAY`].
fn optimal_play_line(win: Player, play: Rc<WalkTable<OptimalPlay>>) -> Line {
    Line {
        title: "Optimal play".to_string(),
        caption: format!(
            "{} wins: at every move {} keeps a won position, and {} resists as well as he can.",
            win.name(),
            win.name(),
            if win == Player::Bicarp { "Monocarp" } else { "Bicarp" }
        ),
        table: Some(PLAY),
        open_at_end: false,
        playable: true,
        legend: legend(),
        source: Box::new(TicketLine::new(play, PLAY)),
    }
}

/// What each role on the ticket's boards means.
pub fn legend() -> Vec<LegendEntry> {
    vec![
        LegendEntry::new(Role::Now, "just written"),
        LegendEntry::new(Role::Given, "a digit of the input"),
        LegendEntry::new(Role::Filled, "written by a player"),
        LegendEntry::new(Role::Open, "a '?' still to fill"),
        LegendEntry::new(Role::Wins, "a move here keeps the win (hint)"),
        LegendEntry::new(Role::Loses, "every move here loses (hint)"),
    ]
}
