//! What the game says: its About, why a position is cold or hot, the board with its facts, the
//! report with the table of cold positions, and what "Test a rule" suggests.

use crate::golden::{lower, upper};
use crate::{Heaps, Wythoff, LARGEST, MAX_HEAP};
use verdict_model::conjecture::{Suggestion, TableSuggestion};
use verdict_model::described::{Descriptor, Move};
use verdict_model::game::{About, Origin};
use verdict_model::line::{Board, Cell, CellGroup, Fact, Role};
use verdict_model::report::{Row, RowSource, Table};
use verdict_model::{Arg, Message};

pub fn about() -> About {
    let origin = Origin {
        name: "W. A. Wythoff, “A modification of the game of Nim”, Nieuw Archief voor Wiskunde 7 (1907), 199–202",
        url: "https://en.wikipedia.org/wiki/Wythoff%27s_game",
    };
    let examples = ["4 6", "3 5", "1 1", "6 10 Bob", "1000000 1618034"];
    About::new(Wythoff::NAME, "Wythoff", origin, 4, &examples).with_random(1_000_000).played_by(&Wythoff::PLAYERS)
}

/// The cold position of difference `d`, as `(⌊dφ⌋, ⌊dφ²⌋) = (x, y)`.
fn pair(d: u64) -> String {
    format!("(⌊{d}φ⌋, ⌊{d}φ²⌋) = ({}, {})", lower(d), upper(d))
}

pub fn reason(position: &Heaps) -> Message {
    reason_said(position)
}

pub fn rule_says(&(a, b): &Heaps) -> Message {
    let (d, m) = (a.abs_diff(b), a.min(b));
    let cold = if lower(d) == m { "yes" } else { "no" };
    // Numbers up to 10^18: written as the core writes them, the same in every language.
    Message::new("wythoff-position-rule")
        .arg("d", d.to_string())
        .arg("lower", lower(d).to_string())
        .arg("m", m.to_string())
        .arg("cold", cold.to_string())
}

pub fn board(&(a, b): &Heaps, touched: &[usize], winning: Option<Vec<Move>>) -> Board {
    let tallest = a.max(b).max(1) as f32;
    let cells = [a, b]
        .iter()
        .enumerate()
        .map(|(i, &h)| {
            let mut roles = Vec::new();
            if touched.contains(&i) {
                roles.push(Role::Now);
            }
            if let Some(winning) = &winning {
                roles.push(if winning.iter().any(|mv| mv.cells.contains(&i)) { Role::Wins } else { Role::Loses });
            }

            Cell {
                text: h.to_string(),
                label: (i + 1).to_string(),
                roles,
                level: (h > 0).then(|| h as f32 / tallest),
                title: Message::new("wythoff-board-heap")
                    .arg("heap", Arg::digits(i + 1))
                    .arg("counters", h.to_string())
                    .arg("now", if touched.contains(&i) { "yes" } else { "no" }.to_string()),
            }
        })
        .collect();
    let group = CellGroup::line(Message::new("wythoff-board-heaps"), Message::new("wythoff-board-note"), cells, 0, 2);
    let d = a.abs_diff(b);
    Board {
        caption: Message::new("wythoff-board-caption").arg("a", a.to_string()).arg("b", b.to_string()),
        groups: vec![group],
        facts: vec![
            Fact::explained("d", d.to_string(), Message::new("wythoff-board-difference")),
            Fact::explained("m", a.min(b).to_string(), Message::new("wythoff-board-smaller")),
            Fact::explained(format!("⌊{d}φ⌋"), lower(d).to_string(), Message::new("wythoff-board-cold-smaller")),
        ],
        layout: "",
    }
}

/// The cold positions by k, up to the first past the position's larger heap (for the page's
/// heaps, billions of rows, built by window).
struct ColdRows(u64);

impl RowSource for ColdRows {
    fn row_count(&self) -> usize {
        self.0 as usize + 1
    }

    fn rows(&self, range: std::ops::Range<usize>) -> Vec<Row> {
        range.map(|k| [k as u64, lower(k as u64), upper(k as u64)].map(|v| v.to_string().into()).to_vec()).collect()
    }
}

/// Why the position is cold or hot, in its numbers (`wythoff-position-…`, with the game's module
/// since the verdict says it first): the view's reason, the hints', the Why's last line.
fn reason_said(&(a, b): &Heaps) -> Message {
    let (d, m) = (a.abs_diff(b), a.min(b));
    if a == 0 && b == 0 {
        return Message::new("wythoff-position-empty");
    }
    let said = Message::new(if lower(d) == m { "wythoff-position-cold" } else { "wythoff-position-hot" });
    // Numbers up to 10^18: written as the core writes them, the same in every language.
    said.arg("a", a.to_string()).arg("b", b.to_string()).arg("d", d.to_string()).arg("pair", pair(d))
}

pub fn report(position: &Heaps) -> (Vec<Message>, Vec<Message>, Vec<Table>) {
    let (a, b) = *position;
    let d = a.abs_diff(b);
    let explanation = vec![
        Message::new("wythoff-why-cold-hot"),
        Message::new("wythoff-why-cold-positions"),
        Message::new("wythoff-why-golden"),
        reason_said(position),
    ];
    let expert = vec![
        Message::new("wythoff-why-expert-exact"),
        Message::new("wythoff-why-expert-table").arg("d", d.to_string()),
    ];
    let rows = crate::golden::last_at_most(a.max(b), lower).saturating_add(1).min(MAX_HEAP);
    let table = Table::worded(
        Message::new("wythoff-table-cold"),
        Message::new("wythoff-table-cold-caption"),
        ["k", "⌊kφ⌋", "⌊kφ²⌋"].map(Message::verbatim).to_vec(),
        Box::new(ColdRows(rows)),
    )
    .marked((d <= rows).then_some(d as usize));
    (explanation, expert, vec![table])
}

pub fn suggestions() -> Vec<Suggestion> {
    Suggestion::everywhere(&[
        ("a != b", "Nim's rule for two heaps: equal heaps lose. But here a move may take from both: 1 1 is Alice's, who takes both counters."),
        ("m != d", "(0, 0) and (1, 2) are cold and have m = d: is every cold position so? The next, (3, 5), has m = 3 and d = 2."),
        (
            "(2*m - d)*(2*m - d) > 5*d*d || 5*d*d >= (2*m - d + 2)*(2*m - d + 2)",
            "Wythoff's rule in whole numbers: m = ⌊dφ⌋ exactly when 2m − d ≤ √5·d < 2m − d + 2, as 2φ − 1 = √5. Alice wins exactly when it fails.",
        ),
    ])
}

pub fn tables() -> Vec<TableSuggestion> {
    vec![
        TableSuggestion::new("d", "", "The difference alone does not decide: 0 0 is Bob's and 1 1 Alice's. But each value of d has few of Bob's positions: which?"),
        TableSuggestion::new("a", "b", format!("Heaps up to {LARGEST}: Bob's cells, the cold positions, lie on two lines, one in each row, each column and each diagonal. Their slopes are φ and 1/φ.")),
        TableSuggestion::new("d", "m", "Each column d holds exactly one cold cell, at m = ⌊dφ⌋: it climbs by 1 or 2 a column, 1.618… on average, the golden ratio."),
    ]
}
