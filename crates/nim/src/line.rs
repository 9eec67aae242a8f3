//! The line: the policy's play ([`crate::policy`]) from the input to the end of the game, one
//! position a step, each told in one sentence in the game's terms (the winner restores nim-sum
//! 0 and says so), with its board. The moves are found once, up front: a game from a position
//! too large to time lasts at most twice as many moves as it has heaps in Nim (the loser takes
//! a heap a move), and at most as many as its live heaps (those with a move) have counters with
//! a take set, which the page plays out up to [`LINE_MAX`] such counters. A position is rebuilt
//! from the start for each step asked (one pass over the moves before it); a move's row needs no
//! position.

use crate::board::{self, counters, listed, Drawn};
use crate::clock;
use crate::policy::{self, top_bit, Choice, Why};
use crate::position::Heaps;
use crate::take::Take;
use crate::Player;
use std::rc::Rc;
use verdict_model::line::{LineSource, Played, Step, StepValue, TableMark, POSITION_TEXT_MAX};
use verdict_model::position::Playable;
use verdict_model::report::{Row, RowSource};
use verdict_model::words::{grouped, in_moves};

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
    pub refused: Option<String>,
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
            // A live heap of h, with moves of at most `most`, takes at least h / (2 most) moves:
            // at least one below 2 most, and (h - most + 1) / most from there, as the game ends
            // with every heap dead (smaller than the smallest take, so than `most`).
            let most = start.take().largest().unwrap_or(1);
            let at_least = live_total / (2 * u64::from(most));
            let heaps = if live_total == start.total() { "the heaps" } else { "the heaps with a move" };
            return Moves {
                start: start.clone(),
                moves: Vec::new(),
                timed_from: None,
                refused: Some(format!(
                    "The game from here lasts at least {} moves (a move takes at most {most} counters, and {heaps} hold {}): too long to play out here. Play from here works, and every position's value is exact.",
                    grouped(at_least as usize),
                    counters(live_total)
                )),
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

/// "takes 3 from heap 2", "takes all 4 of heap 2".
pub fn move_words(heap: usize, take: u32, before: u32) -> String {
    if take == before && take == 2 {
        // Not "all 2" (issue 33).
        format!("takes both counters of heap {}", heap + 1)
    } else if take == before && take > 1 {
        format!("takes all {take} of heap {}", heap + 1)
    } else if take == before {
        format!("takes the last counter of heap {}", heap + 1)
    } else {
        format!("takes {take} from heap {}", heap + 1)
    }
}

/// The sentence of a nim-sum of 0, left for the other player: what it means.
pub fn zero_sentence(position: &Heaps, other: Player, mover: Player) -> String {
    let heaps = position.heaps();
    let values: Vec<u32> = heaps.iter().map(|&h| position.value_of(h)).collect();
    let of = match (position.take().is_any(), heaps.len()) {
        (true, 1) => "the nim-sum of the single heap, its size, is 0".to_string(),
        (true, _) => format!("the nim-sum of {} is 0", listed(heaps)),
        (false, 1) => "the heap's Grundy value is 0".to_string(),
        (false, _) => format!("the Grundy values {} have nim-sum 0", listed(&values)),
    };
    format!(
        "Now {of}: whatever {other} takes, the nim-sum will not be 0, and {mover} can always make it 0 again.",
        other = other.name(),
        mover = mover.name()
    )
}

fn narration(before: &Heaps, after: &Heaps, mv: &LineMove) -> String {
    let player = before.mover();
    let other = player.other();
    let (heap, take) = (mv.heap as usize, mv.take);
    let mut sentence =
        format!("{} {} ({} → {}).", player.name(), move_words(heap, take, mv.before), mv.before, mv.before - take);
    let clock = match mv.why {
        Why::Fastest(k) => format!(" It wins as fast as any move can: {} with this one.", in_moves(k)),
        Why::Delays(k) => format!(" It makes the game last as long as any move can: {} with this one.", in_moves(k)),
        _ => String::new(),
    };
    if after.is_over() {
        let left = if after.take().is_any() {
            "every heap is empty, a nim-sum of 0"
        } else {
            "every heap is too small to take from, each worth 0: a nim-sum of 0"
        };
        sentence.push_str(&format!(
            " No move is left ({left}): {} cannot move and loses; {} wins.",
            other.name(),
            player.name()
        ));
        return sentence;
    }
    let forced = mv.why == Why::Forced;
    if before.mover_wins() {
        sentence.push(' ');
        sentence.push_str(&zero_sentence(after, other, player));
        sentence.push_str(&clock);
    } else {
        let pronoun = player.pronoun();
        let reason = match mv.why {
            Why::Forced => "It was the only legal move.".to_string(),
            Why::Delays(_) => format!("The nim-sum was 0, so every move loses for {}; {pronoun} hopes {} slips.", player.name(), other.name()),
            Why::SmallestHeap => format!(
                "The nim-sum was 0, so every move loses for {}; {pronoun} takes the smallest heap whole (the game is too large to time: any move loses against best play).",
                player.name()
            ),
            Why::LargestHeap => format!(
                "The nim-sum was 0, so every move loses for {}; {pronoun} takes the most {pronoun} can from the largest heap (the game is too large to time: any move loses against best play).",
                player.name()
            ),
            _ => String::new(),
        };
        sentence.push(' ');
        sentence.push_str(&reason);
        if !forced {
            sentence.push_str(&clock);
        }
        sentence.push_str(&format!(" The nim-sum is now {}.", after.nim_sum()));
    }
    sentence
}

/// The narration of step 0.
fn opening(start: &Heaps, refused: Option<&str>) -> String {
    let mover = start.mover();
    let heaps = start.heaps();
    let given =
        format!("The heaps as given: {} ({}); {} moves first.", listed(heaps), counters(start.total()), mover.name());
    if start.is_over() {
        return format!("{given} No move can be made: {} loses at once.", mover.name());
    }
    let x = start.nim_sum();
    let of = if start.take().is_any() { "Their nim-sum" } else { "The nim-sum of their Grundy values" };
    let verdict = if x == 0 {
        format!("{of} is 0: {} loses against best play.", mover.name())
    } else {
        format!("{of} is {x}, not 0: {} can win.", mover.name())
    };
    match refused {
        Some(why) => format!("{given} {verdict} {why}"),
        None => format!("{given} {verdict}"),
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
        let bars = board::bars_caption(position.heaps().len());
        let the = if position.heaps().len() == 1 { "The heap" } else { "The heaps" };
        let caption =
            if index == 0 { format!("{the} as given: {bars}.") } else { format!("{the} after move {index}: {bars}.") };
        let last = played.map(|mv| mv.heap as usize);
        let board = board::board(&position, Drawn { caption, last, origin: None, hints: false, tallest });
        let narration = match played {
            None => opening(&moves.start, moves.refused.as_deref()),
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
            narration: narration.into(),
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
                vec![
                    (k + 1).to_string(),
                    player.name().to_string(),
                    move_name(mv.heap as usize, mv.take),
                    format!("{} → {}", mv.before, mv.before - mv.take),
                    mv.sum_after.to_string(),
                    match mv.why {
                        Why::Forced => "the only move",
                        Why::Restores | Why::Fastest(_) => "makes the nim-sum 0",
                        Why::Delays(_) => "lasts longest",
                        Why::SmallestHeap => "the smallest heap, whole",
                        Why::LargestHeap => "the most from the largest heap",
                    }
                    .to_string(),
                ]
            })
            .collect()
    }
}
