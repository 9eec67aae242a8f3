//! The line: the policy's play ([`crate::policy`]) from the input to the end of the game, one
//! position a step, each told in one sentence in the game's terms (the winner restores nim-sum
//! 0 and says so), with its board. The moves are found once, up front: a game from a position
//! too large to time lasts at most twice as many moves as it has heaps in Nim (the loser takes
//! a heap a move), and at most as many as its live heaps (those with a move) have counters with
//! a take set, which the page plays out up to [`LINE_MAX`] such counters. A position is rebuilt
//! from the start for each step asked (one pass over the moves before it); a move's row needs no
//! position.

use crate::board::{self, counters_said, listed_said, Drawn};
use crate::clock;
use crate::policy::{self, top_bit, Choice, Why};
use crate::position::Heaps;
use crate::take::Take;
use crate::Player;
use std::rc::Rc;
use verdict_model::line::{LineSource, Played, Step, StepValue, TableMark, POSITION_TEXT_MAX};
use verdict_model::position::Playable;
use verdict_model::report::{Row, RowSource};
use verdict_model::{Arg, Message};

/// The most counters a subtraction game's line is played out from, when it cannot be timed.
pub const LINE_MAX: u64 = 1 << 20;

/// One move of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineMove {
    pub heap: u32,
    /// The heap's size before the move.
    pub before: u32,
    pub take: u32,
    /// The nim-sum after it.
    pub sum_after: u32,
    pub why: Why,
}

/// The line's moves, from the start.
pub struct Moves {
    pub start: Heaps,
    pub moves: Vec<LineMove>,
    /// The first step whose position the clock times (the clock's policy from there on).
    pub timed_from: Option<usize>,
    /// Why the game is not played out, when it is too long to.
    pub refused: Option<Message>,
}

impl Moves {
    /// The position after the first `count` moves.
    pub fn position(&self, count: usize) -> Heaps {
        replay(&self.start, &self.moves[..count.min(self.moves.len())])
    }

    /// The policy's line from `start`.
    pub fn new(start: &Heaps) -> Moves {
        if clock::affordable(start.take(), start.heaps()) {
            let moves = play_on(start.clone(), Vec::new());
            return Moves { start: start.clone(), moves, timed_from: Some(0), refused: None };
        }
        let live_total = start.live_total();
        if !start.take().is_any() && live_total > LINE_MAX {
            return Moves {
                start: start.clone(),
                moves: Vec::new(),
                timed_from: None,
                refused: Some(refused(start, live_total)),
            };
        }
        let mut moves = untimed_line(start);
        // Being timed is kept by every later position (each has fewer positions below it and
        // fewer moves), so the first timed step is found by halving.
        let timed = |count: usize, moves: &[LineMove]| {
            let position = replay(start, &moves[..count]);
            clock::affordable(position.take(), position.heaps())
        };
        let (mut lo, mut hi) = (0usize, moves.len());
        if !timed(hi, &moves) {
            return Moves { start: start.clone(), moves, timed_from: None, refused: None };
        }
        while lo < hi {
            let mid = (lo + hi) / 2;
            if timed(mid, &moves) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        moves.truncate(lo);
        let from = replay(start, &moves);
        let moves = play_on(from, moves);
        Moves { start: start.clone(), moves, timed_from: Some(lo), refused: None }
    }
}

/// The position after `moves` from `start`.
fn replay(start: &Heaps, moves: &[LineMove]) -> Heaps {
    let mut heaps = start.heaps().to_vec();
    for mv in moves {
        heaps[mv.heap as usize] -= mv.take;
    }
    let mover = if moves.len().is_multiple_of(2) { start.mover() } else { start.mover().other() };
    start.with(heaps, mover)
}

/// `moves` followed by the policy's moves from `position` to the end.
fn play_on(mut position: Heaps, mut moves: Vec<LineMove>) -> Vec<LineMove> {
    while let Some(Choice { heap, take, why }) = policy::choose(&position) {
        let before = position.heaps()[heap];
        position = position.after(heap, take).expect("the policy plays legal moves");
        moves.push(LineMove { heap: heap as u32, before, take, sum_after: position.nim_sum(), why });
    }
    moves
}

/// A segment tree over the heaps: the OR of their Grundy values (the first heap with a given
/// binary digit), and the smallest and largest live heap (the first of equals).
struct Tree {
    size: usize,
    or: Vec<u32>,
    /// (size, index) of the smallest live heap below a node; (u32::MAX, _) when none.
    min: Vec<(u32, u32)>,
    /// (size, u32::MAX - index) of the largest live heap; (0, 0) when none.
    max: Vec<(u32, u32)>,
}

impl Tree {
    fn new(n: usize) -> Tree {
        let size = n.next_power_of_two().max(1);
        Tree { size, or: vec![0; 2 * size], min: vec![(u32::MAX, 0); 2 * size], max: vec![(0, 0); 2 * size] }
    }

    fn set(&mut self, i: usize, value: u32, heap: u32, live: bool) {
        let mut at = self.size + i;
        self.or[at] = value;
        self.min[at] = if live { (heap, i as u32) } else { (u32::MAX, 0) };
        self.max[at] = if live { (heap, u32::MAX - i as u32) } else { (0, 0) };
        while at > 1 {
            at /= 2;
            self.or[at] = self.or[2 * at] | self.or[2 * at + 1];
            self.min[at] = self.min[2 * at].min(self.min[2 * at + 1]);
            self.max[at] = self.max[2 * at].max(self.max[2 * at + 1]);
        }
    }

    /// The first heap whose value has binary digit `bit`.
    fn first_with(&self, bit: u32) -> Option<usize> {
        if self.or[1] >> bit & 1 == 0 {
            return None;
        }
        let mut at = 1;
        while at < self.size {
            at = if self.or[2 * at] >> bit & 1 == 1 { 2 * at } else { 2 * at + 1 };
        }
        Some(at - self.size)
    }
}

/// The untimed policy to the end, kept up to date heap by heap (a line of a million moves over
/// half a million heaps takes a second, not hours). The same moves as [`policy::untimed`]
/// (a test holds them to it).
fn untimed_line(start: &Heaps) -> Vec<LineMove> {
    let mut heaps = start.heaps().to_vec();
    let take = start.take().clone();
    let live = take.smallest_live();
    let value = |h: u32| start.value_of(h);
    let mut tree = Tree::new(heaps.len());
    let mut x = 0;
    let mut legal: u64 = 0;
    for (i, &h) in heaps.iter().enumerate() {
        tree.set(i, value(h), h, h >= live);
        x ^= value(h);
        legal += take.count(h);
    }
    let mut moves = Vec::new();
    loop {
        let (heap, amount, why) = if x != 0 {
            let Some(heap) = tree.first_with(top_bit(x)) else { break };
            let h = heaps[heap];
            let target = value(h) ^ x;
            let amount = match &take {
                Take::Any => h - target,
                Take::Set(_) => match take.takes(h).find(|&t| value(h - t) == target) {
                    Some(t) => t,
                    None => break,
                },
            };
            (heap, amount, Why::Restores)
        } else {
            match &take {
                Take::Any => {
                    let (h, heap) = tree.min[1];
                    if h == u32::MAX {
                        break;
                    }
                    (heap as usize, h, Why::SmallestHeap)
                }
                Take::Set(_) => {
                    let (h, reversed) = tree.max[1];
                    if h == 0 {
                        break;
                    }
                    let heap = (u32::MAX - reversed) as usize;
                    let Some(t) = take.takes(h).last() else { break };
                    (heap, t, Why::LargestHeap)
                }
            }
        };
        let why = if legal == 1 { Why::Forced } else { why };
        let before = heaps[heap];
        let after = before - amount;
        heaps[heap] = after;
        x ^= value(before) ^ value(after);
        legal = legal - take.count(before) + take.count(after);
        tree.set(heap, value(after), after, after >= live);
        moves.push(LineMove { heap: heap as u32, before, take: amount, sum_after: x, why });
    }
    moves
}

/// The line as the report serves it.
pub struct NimLine {
    moves: Rc<Moves>,
    /// The optimal-play table's index in the report.
    table: usize,
}

impl NimLine {
    pub fn new(moves: Rc<Moves>, table: usize) -> NimLine {
        NimLine { moves, table }
    }
}

/// `H-T`.
pub fn move_name(heap: usize, take: u32) -> String {
    format!("{}-{take}", heap + 1)
}

/// A move's words (`nim-step-takes`): "takes 3 from heap 2", "takes all 4 of heap 2", "takes
/// both counters of heap 2" (not "all 2": issue 33), "takes the last counter of heap 2". The
/// board's `what`, the line's `Played.what`, and the argument the solver's reasons pass, so that
/// Play's hint finds the move named there (`Message::says`).
pub fn move_words(heap: usize, take: u32, before: u32) -> Message {
    move_said("nim-step-takes", heap, take, before)
}

/// What kind of take a move is, the key its words select on: `both` counters of a heap of 2,
/// `all` of a larger heap, the `last` counter, or `some` of the heap.
fn take_kind(take: u32, before: u32) -> &'static str {
    match (take == before, take) {
        (true, 2) => "both",
        (true, 1) => "last",
        (true, _) => "all",
        _ => "some",
    }
}

/// A move in words as the message `id` says it ([`move_words`]' cases: `nim-step-takes`, "takes 3
/// from heap 2"; `nim-position-taking`, "taking 3 from heap 2"; `nim-grade-taking`).
pub fn move_said(id: &'static str, heap: usize, take: u32, before: u32) -> Message {
    Message::new(id)
        .arg("kind", take_kind(take, before).to_string())
        .arg("heap", Arg::digits(heap + 1))
        .arg("take", Arg::digits(take as usize))
}

/// The sentence of a nim-sum of 0, left for the other player: what it means
/// (`nim-position-zero`, with the sum said for one heap or several, of sizes or of values).
pub fn zero_said(position: &Heaps, other: Player, mover: Player) -> Message {
    let heaps = position.heaps();
    let of = match (position.take().is_any(), heaps.len()) {
        (true, 1) => Message::new("nim-position-zero-single"),
        (true, _) => Message::new("nim-position-zero-heaps").arg("heaps", listed_said(heaps)),
        (false, 1) => Message::new("nim-position-zero-value"),
        (false, _) => {
            let values: Vec<u32> = heaps.iter().map(|&h| position.value_of(h)).collect();
            Message::new("nim-position-zero-values").arg("values", listed_said(&values))
        }
    };
    Message::new("nim-position-zero").arg("of", of).name("other", other.name()).name("mover", mover.name())
}

/// A step's sentence (`nim-step-…`): the move, then what it does, as the winner or the loser.
fn narration(before: &Heaps, after: &Heaps, mv: &LineMove) -> Message {
    let player = before.mover();
    let other = player.other();
    let (heap, take) = (mv.heap as usize, mv.take);
    let moved = Message::new("nim-step-move")
        .name("who", player.name())
        .arg("takes", move_words(heap, take, mv.before))
        .arg("before", Arg::digits(mv.before as usize))
        .arg("after", Arg::digits((mv.before - take) as usize));
    let said = if after.is_over() {
        Message::new(if after.take().is_any() { "nim-step-over" } else { "nim-step-over-small" })
    } else if before.mover_wins() {
        // The winner's move is forced, restores 0 or, timed, wins fastest.
        let said = match mv.why {
            Why::Fastest(k) => Message::new("nim-step-fastest").arg("k", Arg::digits(k as usize)),
            _ => Message::new("nim-step-restores"),
        };
        said.arg("zero", zero_said(after, other, player))
    } else {
        // The loser's is forced, delays, or (untimed) shortens the game.
        let said = match mv.why {
            Why::Delays(k) => Message::new("nim-step-delays").arg("k", Arg::digits(k as usize)),
            Why::SmallestHeap => Message::new("nim-step-smallest"),
            Why::LargestHeap => Message::new("nim-step-largest"),
            _ => Message::new("nim-step-forced"),
        };
        said.arg("pronoun", player.pronoun().to_string()).arg("x", Arg::digits(after.nim_sum() as usize))
    };
    said.arg("move", moved).name("who", player.name()).name("other", other.name())
}

/// Why the line is not played out, when the game from `start` is too long to (`live_total`
/// counters in its heaps with a move).
fn refused(start: &Heaps, live_total: u64) -> Message {
    // A live heap of h, with moves of at most `most`, takes at least h / (2 most) moves:
    // at least one below 2 most, and (h - most + 1) / most from there, as the game ends
    // with every heap dead (smaller than the smallest take, so than `most`).
    let most = start.take().largest().unwrap_or(1);
    let at_least = live_total / (2 * u64::from(most));
    let heaps = if live_total == start.total() { "all" } else { "live" };
    Message::new("nim-step-refused")
        .arg("moves", Arg::digits(at_least as usize))
        .arg("most", Arg::digits(most as usize))
        .arg("heaps", heaps.to_string())
        .arg("counters", counters_said(live_total))
}

/// The narration of step 0.
fn opening(start: &Heaps, refused: Option<&Message>) -> Message {
    let mover = start.mover();
    let given = Message::new("nim-step-given")
        .arg("heaps", listed_said(start.heaps()))
        .arg("counters", counters_said(start.total()))
        .name("mover", mover.name());
    let x = start.nim_sum();
    let id = match (start.is_over(), x == 0, start.take().is_any()) {
        (true, _, _) => "nim-step-start-over",
        (_, true, true) => "nim-step-start-lost",
        (_, true, false) => "nim-step-start-lost-values",
        (_, false, true) => "nim-step-start-won",
        (_, false, false) => "nim-step-start-won-values",
    };
    let said = Message::new(id).arg("given", given).name("mover", mover.name()).arg("x", Arg::digits(x as usize));
    match refused {
        Some(why) => Message::new("list-sentences").arg("first", said).arg("rest", why.clone()),
        None => said,
    }
}

impl LineSource for NimLine {
    fn steps(&self) -> usize {
        self.moves.moves.len()
    }

    fn step(&self, index: usize) -> Step {
        let moves = &self.moves;
        let position = moves.position(index);
        let played = index.checked_sub(1).map(|k| moves.moves[k]);
        let tallest = board::tallest(&moves.start);
        let n = position.heaps().len();
        let caption = match index {
            0 => Message::new("nim-board-given"),
            _ => Message::new("nim-board-after").arg("index", Arg::digits(index)),
        };
        let caption = caption.arg("n", Arg::digits(n)).arg("bars", board::bars_said(n));
        let last = played.map(|mv| mv.heap as usize);
        let board = board::board(&position, Drawn { caption, last, origin: None, hints: false, tallest });
        let narration = match played {
            None => opening(&moves.start, moves.refused.as_ref()),
            Some(mv) => {
                let before = moves.position(index - 1);
                narration(&before, &position, &mv)
            }
        };
        let text = position.text();
        Step {
            index,
            position: if text.len() > POSITION_TEXT_MAX { String::new() } else { text },
            to_move: (!position.is_over()).then(|| position.mover().name().to_string()),
            played: played.map(|mv| Played {
                by: if index % 2 == 1 { moves.start.mover() } else { moves.start.mover().other() }.name().to_string(),
                what: move_words(mv.heap as usize, mv.take, mv.before),
            }),
            narration,
            board,
            marks: index
                .checked_sub(1)
                .map(|row| TableMark { table: self.table, row, column: None })
                .into_iter()
                .collect(),
        }
    }

    fn values(&self, range: std::ops::Range<usize>) -> Vec<StepValue> {
        let moves = &self.moves;
        let steps = moves.moves.len();
        let winner = board::winner(&moves.start);
        range
            .map(|index| {
                let mover = if index % 2 == 0 { moves.start.mover() } else { moves.start.mover().other() };
                let over = index == steps && moves.refused.is_none();
                StepValue {
                    index,
                    to_move: (!over).then(|| mover.name()),
                    winner: winner.name(),
                    // Every move of a timed line keeps its clock: one move less each step.
                    moves: moves.timed_from.filter(|&from| index >= from).map(|_| (steps - index) as u32),
                }
            })
            .collect()
    }
}

/// The line's moves as a table: one row a move.
pub struct PlayTable(pub Rc<Moves>);

impl RowSource for PlayTable {
    fn row_count(&self) -> usize {
        self.0.moves.len()
    }

    fn rows(&self, range: std::ops::Range<usize>) -> Vec<Row> {
        let start = self.0.start.mover();
        range
            .map(|k| {
                let mv = self.0.moves[k];
                let player = if k % 2 == 0 { start } else { start.other() };
                let why = match mv.why {
                    Why::Forced => "forced",
                    Why::Restores | Why::Fastest(_) => "restores",
                    Why::Delays(_) => "delays",
                    Why::SmallestHeap => "smallest",
                    Why::LargestHeap => "largest",
                };
                vec![
                    Message::verbatim((k + 1).to_string()),
                    Message::named(player.name()),
                    Message::verbatim(move_name(mv.heap as usize, mv.take)),
                    Message::verbatim(format!("{} → {}", mv.before, mv.before - mv.take)),
                    Message::verbatim(mv.sum_after.to_string()),
                    Message::new("nim-table-why-cell").arg("why", why.to_string()),
                ]
            })
            .collect()
    }
}
