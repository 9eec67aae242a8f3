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

use super::automaton::{self, class_of, options_text, parity_name};
use super::classes::{CLASS_COUNT, CLASS_EXAMPLES, OPTION_SETS, WINS};
use super::position::{RowMove, RowPosition};
use super::scan::{option_bit, option_pairs, OptionSet};
use super::{Permutation, Side};
use verdict_model::position::Playable;
use verdict_model::report::{verbatim_row, Row, Table};
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

/// `{0 even, 1 odd}`, or `none` for the empty list.
fn list_text(set: OptionSet) -> String {
    if set == 0 {
        "none".to_string()
    } else {
        options_text(set)
    }
}

/// "take 6, 5 stays (class 1), 1 number goes outside (odd)".
fn move_words(arm: &[u32], mv: HandMove, classes: &[u8]) -> String {
    let stays = if mv.t == 0 {
        "nothing stays".to_string()
    } else {
        let kept: Vec<String> = arm[..mv.t].iter().map(u32::to_string).collect();
        format!("{} {}", kept.join(" "), if mv.t == 1 { "stays" } else { "stay" })
    };
    let out = match mv.sent {
        0 => "none goes outside".to_string(),
        1 => "1 number goes outside".to_string(),
        k => format!("{k} numbers go outside"),
    };
    format!("take {}, {stays} (class {}), {out} ({})", arm[mv.t], classes[mv.t], parity_name(mv.sent))
}

/// The class table: one row per class.
pub fn class_table() -> Table {
    let rows: Vec<Row> = (0..CLASS_COUNT)
        .map(|class| {
            let pattern = CLASS_EXAMPLES[class];
            let arm = realize(pattern);
            let classes = prefix_classes(&arm);
            let example = if arm.is_empty() {
                "the empty arm".to_string()
            } else {
                let numbers: Vec<String> = arm.iter().map(u32::to_string).collect();
                format!("{} (e.g. {})", arrows(pattern.chars().map(|c| c == 'u')), numbers.join(" "))
            };
            let moves = hand_moves(&arm, arm.len());
            let checked = if moves.is_empty() {
                "no move: nothing is attached on this side".to_string()
            } else {
                moves.iter().map(|&mv| move_words(&arm, mv, &classes)).collect::<Vec<_>>().join("; ")
            };
            let lists: Vec<String> =
                OPTION_SETS.iter().filter(|&&(_, c)| usize::from(c) == class).map(|&(set, _)| list_text(set)).collect();
            vec![class.to_string(), example, checked, lists.join("; ")]
        })
        .map(verbatim_row)
        .collect();
    Table::new(
        "Arm classes",
        "The 7 classes an arm can be in. Work out an arm's move list by hand (what each move leaves: the class of the shorter arm, and whether the count it sends outside is even or odd), find the list in the last column, and read the class. The example's moves can be checked by hand.",
        &["Class", "First example (steps outward from 1)", "Its moves, by hand", "Every move list of this class"],
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
    let mut columns = vec!["Left arm's class".to_string()];
    columns.extend((0..CLASS_COUNT).map(|c| format!("right {c}")));
    let columns: Vec<&str> = columns.iter().map(String::as_str).collect();
    Table::new(
        "Who wins, by class",
        "The player to move, with the left arm's class (row) and the right arm's (column): W wins, L loses, first with an even count of numbers outside, then with an odd one.",
        &columns,
        Box::new(rows),
    )
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
                side.name().to_string().into(),
                prefix.join(" ").into(),
                arrows(steps(&arm[..len])).into(),
                moves.iter().map(|&mv| move_words(&arm, mv, &classes)).collect::<Vec<_>>().join("; ").into(),
                list_text(move_list(&moves, &classes)).into(),
                classes[len].to_string().into(),
            ]);
        }
    }
    Table::new(
        "Classifying the arms by hand",
        "Each arm's prefixes from the shortest (up to 8 numbers), read outward from 1: the steps, the numbers that can be taken and what each leaves, the move list, and the class the class table gives it.",
        &["Arm", "Prefix", "Steps", "Moves", "Move list", "Class"],
        Box::new(rows),
    )
}

/// The procedure, in words, for the student's layer (`permutation-why-procedure`).
pub fn procedure() -> Message {
    Message::new("permutation-why-procedure")
}

/// [`move_words`] as a message (`permutation-why-take`): the number taken, what stays, what
/// goes outside and whether that count is even or odd.
fn move_said(arm: &[u32], mv: HandMove, classes: &[u8]) -> Message {
    let stays = if mv.t == 0 {
        Message::new("permutation-why-stays-none")
    } else {
        let kept: Vec<String> = arm[..mv.t].iter().map(u32::to_string).collect();
        Message::new("permutation-why-stays").arg("kept", kept.join(" ")).arg("count", Arg::digits(mv.t))
    };
    Message::new("permutation-why-take")
        .arg("number", arm[mv.t].to_string())
        .arg("stays", stays)
        .arg("class", Arg::digits(usize::from(classes[mv.t])))
        .arg("out", Message::new("permutation-why-out").arg("count", Arg::digits(mv.sent)))
        .arg("parity", parity_name(mv.sent).to_string())
}

/// [`options_text`] as a message: `{0 even, 1 odd}` (`permutation-why-options`). A prefix of
/// one number or more always has a move, so its list is never empty (`none` in the tables).
pub fn options_said(set: OptionSet) -> Message {
    let pairs = option_pairs(set)
        .map(|(class, parity)| {
            Message::new("permutation-why-option")
                .arg("class", Arg::digits(usize::from(class)))
                .arg("parity", parity_name(usize::from(parity)).to_string())
        })
        .collect();
    // The braces are the set's notation, alike in every language (and no catalogue's text).
    Message::new("permutation-why-options")
        .arg("open", "{".to_string())
        .arg("pairs", joined(pairs, ", "))
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
            let words: Vec<Message> = moves.iter().map(|&mv| move_said(&arm, mv, &classes)).collect();
            Message::new("permutation-why-prefix")
                .arg("prefix", prefix.join(" "))
                .arg("steps", arrows(steps(&arm[..len])))
                .arg("moves", joined(words, "; "))
                .arg("list", options_said(move_list(&moves, &classes)))
                .arg("class", Arg::digits(usize::from(classes[len])))
        })
        .collect();
    Message::new("permutation-why-arm-hand").arg("side", name).arg("prefixes", joined(prefixes, ". "))
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

fn or_list(position: &RowPosition, moves: &[RowMove]) -> String {
    let names: Vec<String> = moves.iter().map(|&mv| number(position, mv)).collect();
    names.join(" or ")
}

/// What is left after a move, as a row with `_`: "3 _ 5 1 _ 2", or that the game is over.
fn faces(after: &RowPosition) -> String {
    if after.is_over() {
        "1 is removed: the game is over".to_string()
    } else {
        after.text()
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
    if start.mover_wins() {
        for first in winning(&start) {
            let after = start.after(first)?;
            for (reply, _) in after.moves() {
                let Some(then) = after.after(reply) else { continue };
                let answers = winning(&then);
                let left = answers.first().and_then(|&mv| then.after(mv));
                rows.push(vec![
                    number(&start, first).into(),
                    number(&after, reply).into(),
                    or_list(&then, &answers).into(),
                    left.map_or_else(String::new, |p| faces(&p)).into(),
                ]);
            }
        }
        return Some(Table::new(
            "Strategy",
            "Alice's winning first moves, each answer Bob can make, and Alice's winning answers to it (every one of them); the last column is the row Bob then faces, after the first of them.",
            &["Alice removes", "Bob answers", "Alice then removes", "Bob then faces"],
            Box::new(rows),
        ));
    }
    for (first, _) in start.moves() {
        let Some(after) = start.after(first) else { continue };
        let answers = winning(&after);
        let left = answers.first().and_then(|&mv| after.after(mv));
        rows.push(vec![
            number(&start, first).into(),
            or_list(&after, &answers).into(),
            left.map_or_else(String::new, |p| faces(&p)).into(),
        ]);
    }
    Some(Table::new(
        "Strategy",
        "Each first move Alice can make, and Bob's winning answers to it (every one of them); the last column is the row Alice then faces, after the first of them.",
        &["Alice removes", "Bob then removes", "Alice then faces"],
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

/// Messages joined by `separator` into one (`permutation-why-join`, nested from the right): a
/// list of sentences or of moves, written alike in every language but for its items.
pub(crate) fn joined(items: Vec<Message>, separator: &str) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else { return Arg::Text(String::new()) };
    items.fold(Arg::from(last), |rest, first| {
        Message::new("permutation-why-join")
            .arg("first", first)
            .arg("separator", separator.to_string())
            .arg("rest", rest)
            .into()
    })
}
