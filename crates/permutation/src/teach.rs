//! The permutation taught by hand: what a student needs to decide a new row without the
//! program, and the input's own arms worked that way.
//!
//! - the class table: each of the 7 arm classes with its first example (as steps and as
//!   numbers), the moves that example offers (checkable by hand), and every move list of the
//!   class (the shipped [`OPTION_SETS`], grouped by class), so that a move list worked out by
//!   hand can be looked up;
//! - the table of who wins by the two arms' classes and the parity of the numbers outside
//!   ([`WINS`]);
//! - the input's arms classified prefix by prefix, each prefix's moves named by the number
//!   taken ([`BY_HAND_MAX`] numbers of each arm at most);
//! - the winner's strategy for short rows: each first move and each answer to it.
//!
//! The procedure in words is [`procedure`]; the tests check every table against the automaton,
//! the class function and the exhaustive search.

use super::automaton::{self, class_of, parity_name};
use super::classes::{CLASS_COUNT, CLASS_EXAMPLES, OPTION_SETS, WINS};
use super::position::{RowMove, RowPosition};
use super::scan::{option_bit, option_pairs, OptionSet};
use super::{Permutation, Side};
use verdict_model::position::Playable;
use verdict_model::report::{verbatim_row, Row, RowSource, Table};
use verdict_model::{Arg, Message};

/// Arms are classified by hand, prefix by prefix, up to this many numbers (beyond, the arm
/// scan does the same with the automaton).
pub const BY_HAND_MAX: usize = 8;

/// The student's layer works an arm out in words up to this many numbers.
pub const IN_WORDS_MAX: usize = 6;

/// Rows up to this length get the strategy table (every first move, every answer).
pub const STRATEGY_MAX: usize = 40;

fn arrows(up: impl IntoIterator<Item = bool>) -> String {
    up.into_iter().map(|up| if up { '↑' } else { '↓' }).collect()
}

/// The steps of an arm read outward from 1: whether each number is larger than the one before
/// it (the first always is: 1 is the smallest).
fn steps(arm: &[u32]) -> Vec<bool> {
    (0..arm.len()).map(|t| t == 0 || arm[t] > arm[t - 1]).collect()
}

/// The smallest numbers from 2 up, in the lexicographic order of the arm, that follow an
/// up/down pattern (`u`/`d` per step into each number, outward from 1): `uddu` is 4 3 2 5.
pub fn realize(pattern: &str) -> Vec<u32> {
    let up: Vec<bool> = pattern.chars().map(|c| c == 'u').collect();
    let len = up.len();
    let mut arm: Vec<u32> = (2..2 + len as u32).collect();
    // Permutations in lexicographic order (next permutation), the first that fits.
    loop {
        if steps(&arm) == up {
            return arm;
        }
        let Some(i) = (1..len).rev().find(|&i| arm[i - 1] < arm[i]) else { return arm };
        let j = (i..len).rev().find(|&j| arm[j] > arm[i - 1]).unwrap_or(i);
        arm.swap(i - 1, j);
        arm[i..].reverse();
    }
}

/// One move of a prefix: the distance from 1 of the number taken, the prefix it leaves, and
/// how many numbers it sends outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandMove {
    pub t: usize,
    pub sent: usize,
}

/// The moves of the first `len` numbers of `arm`, by hand: a number can be taken when the step
/// into it goes up and either the step out of it goes down or it is the last of the prefix.
pub fn hand_moves(arm: &[u32], len: usize) -> Vec<HandMove> {
    let up = steps(&arm[..len]);
    (0..len).filter(|&t| up[t] && (t + 1 == len || !up[t + 1])).map(|t| HandMove { t, sent: len - t - 1 }).collect()
}

/// The class of every prefix of `arm`: `classes[l]` for `l` in `0..=arm.len()`.
fn prefix_classes(arm: &[u32]) -> Vec<u8> {
    let mut state = automaton::START;
    let mut classes = vec![class_of(state)];
    for up in steps(arm) {
        state = automaton::step(state, up);
        classes.push(class_of(state));
    }
    classes
}

/// The move list of a prefix worked out by hand: (class left behind, parity sent outside).
fn move_list(moves: &[HandMove], classes: &[u8]) -> OptionSet {
    moves.iter().fold(0, |set, mv| set | option_bit(classes[mv.t], (mv.sent % 2) as u8))
}

/// The ids a move's words and a move list are said with: the Why's (`permutation-why-…`, which a
/// compact embed loads with the Why) or the tables' (`permutation-table-…`, formatted as the
/// report arrives, before the Why's English may have come).
pub struct Said {
    take: &'static str,
    stays_none: &'static str,
    stays: &'static str,
    out: &'static str,
    options: &'static str,
    option: &'static str,
    join: &'static str,
}

pub const WHY: Said = Said {
    take: "permutation-why-take",
    stays_none: "permutation-why-stays-none",
    stays: "permutation-why-stays",
    out: "permutation-why-out",
    options: "permutation-why-options",
    option: "permutation-why-option",
    join: "permutation-why-join",
};

pub const TABLE: Said = Said {
    take: "permutation-table-take",
    stays_none: "permutation-table-stays-none",
    stays: "permutation-table-stays",
    out: "permutation-table-out",
    options: "permutation-table-options",
    option: "permutation-table-option",
    join: "permutation-table-join",
};

/// `{0 even, 1 odd}`, or `none` for the empty list, as a table's cell.
fn list_cell(set: OptionSet) -> Message {
    if set == 0 {
        Message::new("permutation-table-none")
    } else {
        options_said(set, &TABLE)
    }
}

/// Messages joined by "; " into one table cell.
fn cell_list(items: Vec<Message>) -> Message {
    match joined(items, "; ", &TABLE) {
        Arg::Message(message) => *message,
        Arg::Text(text) => Message::verbatim(text),
        Arg::Name(name) => Message::named(name),
    }
}

/// A table's header of the catalogues: its title, caption and columns by id.
pub fn worded(
    title: &'static str,
    caption: &'static str,
    columns: &[&'static str],
    source: Box<dyn RowSource>,
) -> Table {
    Table::worded(
        Message::new(title),
        Message::new(caption),
        columns.iter().map(|&c| Message::new(c)).collect(),
        source,
    )
}

/// The class table: one row per class.
pub fn class_table() -> Table {
    let rows: Vec<Row> = (0..CLASS_COUNT)
        .map(|class| {
            let pattern = CLASS_EXAMPLES[class];
            let arm = realize(pattern);
            let classes = prefix_classes(&arm);
            let example = if arm.is_empty() {
                Message::new("permutation-table-empty-arm")
            } else {
                let numbers: Vec<String> = arm.iter().map(u32::to_string).collect();
                Message::new("permutation-table-example-cell")
                    .arg("steps", arrows(pattern.chars().map(|c| c == 'u')))
                    .arg("numbers", numbers.join(" "))
            };
            let moves = hand_moves(&arm, arm.len());
            let checked = if moves.is_empty() {
                Message::new("permutation-table-no-move")
            } else {
                cell_list(moves.iter().map(|&mv| move_said(&arm, mv, &classes, &TABLE)).collect())
            };
            let lists =
                OPTION_SETS.iter().filter(|&&(_, c)| usize::from(c) == class).map(|&(set, _)| list_cell(set)).collect();
            vec![Message::verbatim(class.to_string()), example, checked, cell_list(lists)]
        })
        .collect();
    worded(
        "permutation-table-arm-classes",
        "permutation-table-arm-classes-caption",
        &[
            "permutation-table-class",
            "permutation-table-example",
            "permutation-table-by-hand",
            "permutation-table-move-lists",
        ],
        Box::new(rows),
    )
}

/// Who wins by the classes of the two arms and the parity outside.
pub fn wins_table() -> Table {
    let rows: Vec<Row> = (0..CLASS_COUNT)
        .map(|left| {
            let mut row = vec![left.to_string()];
            row.extend((0..CLASS_COUNT).map(|right| {
                let cell = |p: usize| if WINS[left][right][p] { 'W' } else { 'L' };
                format!("{}/{}", cell(0), cell(1))
            }));
            row
        })
        .map(verbatim_row)
        .collect();
    let mut columns = vec![Message::new("permutation-table-left-class")];
    columns
        .extend((0..CLASS_COUNT).map(|c| Message::new("permutation-table-right-class").arg("class", Arg::digits(c))));
    Table::worded(
        Message::new("permutation-table-wins"),
        Message::new("permutation-table-wins-caption"),
        columns,
        Box::new(rows),
    )
}

/// A side's name as a table's cell (`left`, `right`: the key each catalogue selects its word on).
pub fn side_cell(side: Side) -> Message {
    Message::new("permutation-table-side").arg("side", side.name().to_string())
}

/// The numbers of one arm read outward from 1, from the row (the whole arm).
fn arm_of(permutation: &Permutation, side: Side) -> Vec<u32> {
    (0..permutation.arm_len(side)).map(|t| permutation.arm(side, t)).collect()
}

/// The input's arms classified by hand: one row per prefix of up to [`BY_HAND_MAX`] numbers.
pub fn by_hand_table(permutation: &Permutation) -> Table {
    let mut rows: Vec<Row> = Vec::new();
    for side in [Side::Left, Side::Right] {
        let arm = arm_of(permutation, side);
        let classes = prefix_classes(&arm);
        for len in 1..=arm.len().min(BY_HAND_MAX) {
            let moves = hand_moves(&arm, len);
            let prefix: Vec<String> = arm[..len].iter().map(u32::to_string).collect();
            rows.push(vec![
                side_cell(side),
                Message::verbatim(prefix.join(" ")),
                Message::verbatim(arrows(steps(&arm[..len]))),
                cell_list(moves.iter().map(|&mv| move_said(&arm, mv, &classes, &TABLE)).collect()),
                list_cell(move_list(&moves, &classes)),
                Message::verbatim(classes[len].to_string()),
            ]);
        }
    }
    worded(
        "permutation-table-hand",
        "permutation-table-hand-caption",
        &[
            "permutation-table-arm",
            "permutation-table-prefix",
            "permutation-table-steps",
            "permutation-table-moves",
            "permutation-table-move-list",
            "permutation-table-class",
        ],
        Box::new(rows),
    )
}

/// The procedure, in words, for the student's layer (`permutation-why-procedure`).
pub fn procedure() -> Message {
    Message::new("permutation-why-procedure")
}

/// A move of a prefix in words (`permutation-why-take`, `permutation-table-take`): the number
/// taken, what stays, what goes outside and whether that count is even or odd.
fn move_said(arm: &[u32], mv: HandMove, classes: &[u8], ids: &Said) -> Message {
    let stays = if mv.t == 0 {
        Message::new(ids.stays_none)
    } else {
        let kept: Vec<String> = arm[..mv.t].iter().map(u32::to_string).collect();
        Message::new(ids.stays).arg("kept", kept.join(" ")).arg("count", Arg::digits(mv.t))
    };
    Message::new(ids.take)
        .arg("number", arm[mv.t].to_string())
        .arg("stays", stays)
        .arg("class", Arg::digits(usize::from(classes[mv.t])))
        .arg("out", Message::new(ids.out).arg("count", Arg::digits(mv.sent)))
        .arg("parity", parity_name(mv.sent).to_string())
}

/// A move list as a message: `{0 even, 1 odd}` (`permutation-why-options`,
/// `permutation-table-options`). A prefix of one number or more always has a move, so its list
/// is never empty (`none` in the tables).
pub fn options_said(set: OptionSet, ids: &Said) -> Message {
    let pairs = option_pairs(set)
        .map(|(class, parity)| {
            Message::new(ids.option)
                .arg("class", Arg::digits(usize::from(class)))
                .arg("parity", parity_name(usize::from(parity)).to_string())
        })
        .collect();
    // The braces are the set's notation, alike in every language (and no catalogue's text).
    Message::new(ids.options)
        .arg("open", "{".to_string())
        .arg("pairs", joined(pairs, ", ", ids))
        .arg("close", "}".to_string())
}

/// The worked example in words: each prefix of an arm of up to [`IN_WORDS_MAX`] numbers with
/// its class and moves; a longer arm is left to the table (`permutation-why-arm-…`).
pub fn arm_in_words(permutation: &Permutation, side: Side) -> Message {
    let arm = arm_of(permutation, side);
    // The side's name selects its word in each catalogue (`[left]`, `[right]`).
    let name = side.name().to_string();
    if arm.is_empty() {
        return Message::new("permutation-why-arm-empty").arg("side", name);
    }
    let classes = prefix_classes(&arm);
    if arm.len() > IN_WORDS_MAX {
        return Message::new("permutation-why-arm-long")
            .arg("side", name)
            .arg("len", Arg::digits(arm.len()))
            .arg("shown", Arg::digits(BY_HAND_MAX.min(arm.len())))
            .arg("class", Arg::digits(usize::from(classes[arm.len()])));
    }
    // Each prefix starts with a number, so the sentences need no capital.
    let prefixes: Vec<Message> = (1..=arm.len())
        .map(|len| {
            let moves = hand_moves(&arm, len);
            let prefix: Vec<String> = arm[..len].iter().map(u32::to_string).collect();
            let words: Vec<Message> = moves.iter().map(|&mv| move_said(&arm, mv, &classes, &WHY)).collect();
            Message::new("permutation-why-prefix")
                .arg("prefix", prefix.join(" "))
                .arg("steps", arrows(steps(&arm[..len])))
                .arg("moves", joined(words, "; ", &WHY))
                .arg("list", options_said(move_list(&moves, &classes), &WHY))
                .arg("class", Arg::digits(usize::from(classes[len])))
        })
        .collect();
    Message::new("permutation-why-arm-hand").arg("side", name).arg("prefixes", joined(prefixes, ". ", &WHY))
}

/// The lookup for the whole row, in words, from the classes of its two arms.
pub fn lookup_in_words((left, right): (u8, u8), alice_wins: bool) -> Message {
    let said = if alice_wins {
        Message::new("permutation-why-lookup-alice")
    } else {
        Message::new("permutation-why-lookup-bob")
    };
    said.arg("left", Arg::digits(usize::from(left))).arg("right", Arg::digits(usize::from(right)))
}

/// The winning moves of a position, line's order aside: ascending numbers.
fn winning(position: &RowPosition) -> Vec<RowMove> {
    let mut moves: Vec<(u32, RowMove)> = position
        .moves()
        .into_iter()
        .filter(|&(_, wins)| wins)
        .map(|(mv, _)| (position.cells()[mv.index].unwrap_or(0), mv))
        .collect();
    verdict_model::order::by_key32(&mut moves, |&(value, _)| value);
    moves.into_iter().map(|(_, mv)| mv).collect()
}

fn number(position: &RowPosition, mv: RowMove) -> String {
    position.cells()[mv.index].map_or_else(String::new, |v| v.to_string())
}

/// "4 or 6 or 2": each number after the first joined by the language's "or" (`list-or`).
fn or_list(position: &RowPosition, moves: &[RowMove]) -> Message {
    let mut names = moves.iter().map(|&mv| number(position, mv));
    let first = Message::verbatim(names.next().unwrap_or_default());
    names.fold(first, |init, last| Message::new("list-or").arg("init", init).arg("last", last))
}

/// What is left after a move, as a row with `_`: "3 _ 5 1 _ 2", or that the game is over.
fn faces(after: Option<RowPosition>) -> Message {
    match after {
        None => Message::verbatim(""),
        Some(after) if after.is_over() => Message::new("permutation-board-note-over"),
        Some(after) => Message::verbatim(after.text()),
    }
}

/// The winner's strategy for rows of up to [`STRATEGY_MAX`] numbers: when Alice wins, each of
/// her winning first moves, each answer of Bob's, and her winning answers to it; when Bob
/// wins, each first move of Alice's and his winning answers. `None` for longer rows.
pub fn strategy_table(permutation: &Permutation) -> Option<Table> {
    if permutation.len() > STRATEGY_MAX || permutation.len() < 2 {
        return None;
    }
    let start = RowPosition::start(permutation);
    let mut rows: Vec<Row> = Vec::new();
    let said = |position: &RowPosition, mv: RowMove| Message::verbatim(number(position, mv));
    if start.mover_wins() {
        for first in winning(&start) {
            let after = start.after(first)?;
            for (reply, _) in after.moves() {
                let Some(then) = after.after(reply) else { continue };
                let answers = winning(&then);
                let left = answers.first().and_then(|&mv| then.after(mv));
                rows.push(vec![said(&start, first), said(&after, reply), or_list(&then, &answers), faces(left)]);
            }
        }
        return Some(worded(
            "permutation-table-strategy",
            "permutation-table-strategy-alice",
            &[
                "permutation-table-alice-removes",
                "permutation-table-bob-answers",
                "permutation-table-alice-then",
                "permutation-table-bob-faces",
            ],
            Box::new(rows),
        ));
    }
    for (first, _) in start.moves() {
        let Some(after) = start.after(first) else { continue };
        let answers = winning(&after);
        let left = answers.first().and_then(|&mv| after.after(mv));
        rows.push(vec![said(&start, first), or_list(&after, &answers), faces(left)]);
    }
    Some(worded(
        "permutation-table-strategy",
        "permutation-table-strategy-bob",
        &["permutation-table-alice-removes", "permutation-table-bob-then", "permutation-table-alice-faces"],
        Box::new(rows),
    ))
}

/// "the strategy table" sentence for the student's layer, or why there is none.
pub fn strategy_in_words(permutation: &Permutation, alice_wins: bool) -> Message {
    if permutation.len() > STRATEGY_MAX {
        return Message::new("permutation-why-strategy-long")
            .arg("n", Arg::digits(permutation.len()))
            .arg("max", Arg::digits(STRATEGY_MAX));
    }
    if alice_wins {
        Message::new("permutation-why-strategy-alice")
    } else {
        Message::new("permutation-why-strategy-bob")
    }
}

/// Messages joined by `separator` into one (`permutation-why-join`, `permutation-table-join`,
/// nested from the right): a list of sentences or of moves, written alike in every language but
/// for its items.
pub(crate) fn joined(items: Vec<Message>, separator: &str, ids: &Said) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else { return Arg::Text(String::new()) };
    items.fold(Arg::from(last), |rest, first| {
        Message::new(ids.join).arg("first", first).arg("separator", separator.to_string()).arg("rest", rest).into()
    })
}
