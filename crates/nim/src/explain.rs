//! The report of one position: the verdict by Bouton's rule, the argument in two layers (what
//! a student can follow: the heaps in binary, the nim-sum column by column, why a nim-sum of 0
//! is lost; then the theory: Sprague–Grundy, the mex, the period of a take set's values, how
//! the clock is found), the tables (the heaps, a take set's Grundy values, the line's moves)
//! and the line.

use crate::board::{binary, counters, heaps_word, width, winner};
use crate::clock;
use crate::line::{move_name, Moves, NimLine, PlayTable};
use crate::policy::top_bit;
use crate::position::Heaps;
use crate::take::Take;
use std::rc::Rc;
use verdict_model::line::{LegendEntry, Line, Role};
use verdict_model::report::{Analysis, Headline, Row, RowSource, Setting, Summary, Table};
use verdict_model::words::grouped;
use verdict_model::Message;

/// The headline: the verdict and its reason.
pub fn headline(position: &Heaps) -> Headline {
    let winner = winner(position);
    Headline {
        game: crate::GAME_NAME,
        verdict: winner.verdict(),
        headline: Message::new("verdict-wins").name("winner", winner.name()),
        // Shared with the position's view, the hints and the exercises, still English
        // (docs/LANGUAGES.md, "The core's sentences as messages").
        reason: Message::verbatim(position.reason()),
        input_summary: input_summary(position),
    }
}

fn input_summary(position: &Heaps) -> String {
    let heaps = format!("{}, {}", heaps_word(position.heaps().len()), counters(position.total()));
    match position.take() {
        Take::Any => heaps,
        take => format!("{heaps}; a move takes {}", take.words()),
    }
}

/// The heaps, one row each.
struct HeapRows(Rc<Heaps>);

impl RowSource for HeapRows {
    fn row_count(&self) -> usize {
        self.0.heaps().len()
    }

    fn rows(&self, range: std::ops::Range<usize>) -> Vec<Row> {
        let p = &self.0;
        let nim = p.take().is_any();
        let digits = width(p.heaps().iter().map(|&h| p.value_of(h)).max().unwrap_or(0));
        range
            .map(|i| {
                let h = p.heaps()[i];
                let g = p.grundy(i);
                let wins: Vec<String> = p.winning_takes(i).into_iter().map(|t| move_name(i, t)).collect();
                let mut row = vec![(i + 1).to_string(), h.to_string()];
                if !nim {
                    row.push(g.to_string());
                }
                row.push(binary(g, digits));
                row.push(if wins.is_empty() { "—".to_string() } else { wins.join(" ") });
                row
            })
            .collect()
    }
}

/// A take set's Grundy values, heap size by heap size.
struct SequenceRows(Rc<Heaps>, usize);

impl RowSource for SequenceRows {
    fn row_count(&self) -> usize {
        self.1
    }

    fn rows(&self, range: std::ops::Range<usize>) -> Vec<Row> {
        let p = &self.0;
        let period = p.sequence().period();
        range
            .map(|h| {
                let h = h as u32;
                let options: Vec<u32> = p.take().takes(h).map(|t| h - t).collect();
                let values: Vec<String> = options.iter().map(|&o| p.value_of(o).to_string()).collect();
                let repeats = match period {
                    Some((pre, period)) if h as usize >= pre + period => format!("= g({})", h as usize - period),
                    _ => String::new(),
                };
                vec![
                    h.to_string(),
                    if options.is_empty() {
                        "none".to_string()
                    } else {
                        options.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
                    },
                    if values.is_empty() { "—".to_string() } else { values.join(" ") },
                    p.value_of(h).to_string(),
                    repeats,
                ]
            })
            .collect()
    }
}

/// The student's layer.
fn student(position: &Heaps) -> Vec<String> {
    let heaps = position.heaps();
    let nim = position.take().is_any();
    let x = position.nim_sum();
    let mover = position.mover();
    let other = mover.other();
    let values: Vec<u32> = (0..heaps.len()).map(|i| position.grundy(i)).collect();
    let digits = width(values.iter().copied().max().unwrap_or(0).max(x));
    let shown = 8;
    let in_binary: Vec<String> = values.iter().take(shown).map(|&g| format!("{g} = {}", binary(g, digits))).collect();
    let more = if values.len() > shown { format!(", … ({} heaps in all)", values.len()) } else { String::new() };
    let mut lines = Vec::new();
    if !nim {
        let (table, period) = match position.sequence().period() {
            Some((0, period)) => (
                "the table of one heap's values below".to_string(),
                format!(" They repeat every {period} heap sizes, so any heap is answered at once."),
            ),
            Some((pre, period)) => (
                "the table of one heap's values below".to_string(),
                format!(
                    " From heap size {pre} on they repeat every {period} heap sizes, so any heap is answered at once."
                ),
            ),
            None => (
                "the table below".to_string(),
                " No period shows among the heap sizes computed; the values are found one by one.".to_string(),
            ),
        };
        lines.push(format!(
            "A move takes {} from one heap. Each heap alone is a small game, and its Grundy value says how it behaves in a sum: the mex (the least number missing) of the values of the heaps one move leaves. A heap with no move is worth 0; see {table}.{period}",
            position.take().words()
        ));
        lines.push(format!(
            "The Sprague–Grundy theorem: a sum of games, where a move is a move in one of them and whoever cannot move loses, plays exactly like Nim with a heap of each component's Grundy value. So replace each heap by its value: {}{more}.",
            heaps.iter().zip(&values).take(shown).map(|(h, g)| format!("{h} → {g}")).collect::<Vec<_>>().join(", ")
        ));
    }
    let what = if nim { "The heaps in binary" } else { "Those values in binary" };
    lines.push(format!("{what}: {}{more}.", in_binary.join(", ")));
    lines.push(format!(
        "Their nim-sum adds them column by column without carrying: a column with an odd number of 1s gives 1, an even number 0. Here it is {} in binary, {x}.",
        binary(x, digits)
    ));
    lines.push(
        "From a nim-sum of 0 every move spoils it: a move changes one heap, so at least one of its binary digits, and that column's count of 1s turns odd."
            .to_string(),
    );
    let restore = if x == 0 {
        "From any other nim-sum one move restores 0: take the nim-sum's highest 1; a heap with a 1 in that column gets smaller when each column where the nim-sum has a 1 is flipped, so the move exists.".to_string()
    } else {
        let bit = top_bit(x);
        let heap = (0..heaps.len()).find(|&i| values[i] >> bit & 1 == 1).unwrap_or(0);
        let target = values[heap] ^ x;
        let take = crate::policy::restoring_take(position, heap).unwrap_or(0);
        let and_heap = if nim {
            format!(
                "heap {} goes from {} to {target}: take {take} from it ({}).",
                heap + 1,
                heaps[heap],
                move_name(heap, take)
            )
        } else {
            format!(
                "heap {}'s value must go from {} to {target}, and taking {take} leaves a heap of {} whose value is {target} ({}).",
                heap + 1,
                values[heap],
                heaps[heap] - take,
                move_name(heap, take)
            )
        };
        format!(
            "From any other nim-sum one move restores 0: take its highest 1 (here the column of {}); a heap with a 1 in that column gets smaller when each column where the nim-sum has a 1 is flipped. Here {and_heap}",
            1u64 << bit
        )
    };
    lines.push(restore);
    let end = if nim { "every heap empty" } else { "every heap too small to take from, each worth 0" };
    lines.push(if x == 0 {
        format!(
            "The game ends with {end}: a nim-sum of 0, and the player to move cannot move and loses. {} starts at nim-sum 0, so {} spoils it at every turn, {} restores it, and {} faces the end: {} wins.",
            mover.name(),
            mover.name(),
            other.name(),
            mover.name(),
            other.name()
        )
    } else {
        format!(
            "The game ends with {end}: a nim-sum of 0, and the player to move cannot move and loses. {} can hand {} a nim-sum of 0 at every turn, so {} faces the end: {} wins.",
            mover.name(),
            other.name(),
            other.name(),
            mover.name()
        )
    });
    lines
}

/// The expert's layer.
fn expert(position: &Heaps) -> Vec<String> {
    let mut lines = vec![
        "Bouton's theorem (1901): the positions lost for the player to move are exactly those of nim-sum 0. Proof by induction on the counters: the end (no counter) has nim-sum 0; every move from nim-sum 0 leaves a non-zero nim-sum (it changes one term of the sum); from a non-zero nim-sum x, a heap h with a 1 in x's highest column has h XOR x < h, and taking h − (h XOR x) from it leaves 0.".to_string(),
        "Sprague and Grundy (1935, 1939) extend it to any sum of games played side by side, a move in one component at a time, whoever cannot move losing (normal play): each component is equivalent to a Nim heap of its Grundy value g = mex of its options' values, and the sum's value is the nim-sum of the components'. A heap of Nim is worth its size.".to_string(),
    ];
    if let Take::Set(set) = position.take() {
        let largest = set.last().copied().unwrap_or(1);
        let period = match position.sequence().period() {
            Some((0, period)) => format!(
                "Here the first window repeats {period} sizes later: g(h) = g(h mod {period}) for every heap."
            ),
            Some((pre, period)) => format!(
                "Here the window first repeats at heap size {pre}, {period} sizes later: g(h) = g({pre} + (h − {pre}) mod {period}) for every h ≥ {pre}."
            ),
            None => format!(
                "Here no window repeated within the values computed (at most {} of them, the values below a take too large to reach being those of the set without it); heaps of up to {} counters are answered.",
                grouped(crate::grundy::MAX_COMPUTED),
                grouped(position.sequence().known_up_to().min(crate::take::MAX_HEAP) as usize)
            ),
        };
        lines.push(format!(
            "A subtraction game's values are eventually periodic: g(h) depends only on the {largest} values before it (the largest take), a window of finitely many possible contents, so some window repeats and the sequence repeats from there. The solver finds the first repeat by Brent's cycle finding over the windows. {period}"
        ));
    }
    lines.push(format!(
        "The solver is the nim-sum alone: O(k) for k heaps. The page's check compares it with a minimax over every vector of heap sizes below the position (no nim-sum, no Grundy value), up to {} positions. Move values are timed by a search over the multisets of live heaps below the position, when there are at most {} of them.",
        grouped(crate::exhaustive::MAX_POSITIONS as usize),
        grouped(clock::MAX_STATES)
    ));
    lines.push("The permutation game's outside segments are such a sum: a segment of s numbers cut off from 1 gives exactly s moves whatever the order, a heap of the game where a move takes 1 counter, whose Grundy values are s mod 2. That is why only the parity of the outside moves counts there.".to_string());
    lines
}

/// The report of `position`, the page's input (`set_by`: what in the input set the take set,
/// empty when the setting did).
pub fn report(position: &Heaps, set_by: &str) -> Analysis {
    let position = Rc::new(position.clone());
    let head = headline(&position);
    let summary = Summary {
        headline: head.headline,
        reason: head.reason,
        explanation: Message::verbatim_lines(student(&position)),
        expert: Message::verbatim_lines(expert(&position)),
        input_summary: head.input_summary,
        settings: vec![Setting { name: crate::TAKE, value: position.take().text(), set_by: set_by.to_string() }],
        ..Summary::new(crate::GAME_NAME, head.verdict)
    };
    let nim = position.take().is_any();
    let mut columns = vec!["Heap", "Counters"];
    if !nim {
        columns.push("Grundy value");
    }
    columns.extend(["In binary", "Winning moves"]);
    let mut tables = vec![Table::new(
        "Heap by heap",
        if nim {
            "One row per heap: its size (in Nim, its Grundy value) in binary, and the moves from it that make the nim-sum 0."
        } else {
            "One row per heap: its size, its Grundy value (in binary too), and the moves from it that make the nim-sum of the values 0."
        },
        &columns,
        Box::new(HeapRows(position.clone())),
    )];
    if let Some(largest) = position.take().largest() {
        let shown = match position.sequence().period() {
            Some((pre, period)) => pre + 2 * period,
            None => 64,
        };
        let tallest = position.heaps().iter().copied().max().unwrap_or(0) as usize;
        let rows = shown.max(tallest + 1).max(2 * largest as usize).min(10_000);
        tables.push(Table::new(
            "Grundy values of one heap",
            "Each heap size, the heaps one move leaves, their values, and the mex of those: the size's Grundy value. Once the values repeat, each row says which earlier one it copies.",
            &["Heap size", "One move leaves", "Their values", "Grundy value (mex)", "Repeats"],
            Box::new(SequenceRows(position.clone(), rows)),
        ));
    }
    let play_table = tables.len();
    let moves = Rc::new(Moves::new(&position));
    tables.push(Table::new(
        "The line",
        "The line's moves: who moves, the move as H-T (from heap H take T), the heap before and after, the nim-sum after, and why.",
        &["Move", "Player", "H-T", "Heap", "Nim-sum after", "Why"],
        Box::new(PlayTable(moves.clone())),
    ));
    let caption = match (&moves.refused, moves.timed_from) {
        (Some(why), _) => why.clone(),
        (None, Some(0)) => "The winner makes the nim-sum 0 at every move and wins as fast as possible; the loser makes the game last as long as possible.".to_string(),
        (None, Some(from)) => format!("The winner makes the nim-sum 0 at every move. The position is too large to time until move {from}: until then the loser takes {}; from there both mind the clock.", loser_words(position.take())),
        (None, None) => format!("The winner makes the nim-sum 0 at every move; the position is too large to time, so the loser takes {}.", loser_words(position.take())),
    };
    let line = Line {
        title: "Optimal play".to_string(),
        caption,
        table: Some(play_table),
        open_at_end: false,
        playable: true,
        legend: vec![
            LegendEntry::new(Role::Now, "the heap just taken from"),
            LegendEntry::new(Role::Wins, "a move on this heap keeps the win"),
            LegendEntry::new(Role::Loses, "every move on this heap loses"),
        ],
        source: Box::new(NimLine::new(moves, play_table)),
    };
    Analysis::new(summary, tables, line)
}

fn loser_words(take: &Take) -> &'static str {
    match take {
        Take::Any => "the smallest heap whole",
        Take::Set(_) => "the most it can from the largest heap",
    }
}
