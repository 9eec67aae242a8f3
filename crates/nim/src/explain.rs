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
use crate::take::{takes_said, Take};
use std::rc::Rc;
use verdict_model::line::{LegendEntry, Line, Role};
use verdict_model::report::{verbatim_row, Analysis, Headline, Row, RowSource, Setting, Summary, Table};
use verdict_model::{Arg, Message};

/// The headline: the verdict and its reason.
pub fn headline(position: &Heaps) -> Headline {
    let winner = winner(position);
    Headline {
        game: crate::GAME_NAME,
        verdict: winner.verdict(),
        headline: Message::new("verdict-wins").name("winner", winner.name()),
        // Shared with the position's view, the hints and the exercises.
        reason: position.reason(),
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
            .map(verbatim_row)
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
                    Message::verbatim(h.to_string()),
                    if options.is_empty() {
                        Message::new("nim-table-none")
                    } else {
                        Message::verbatim(options.iter().map(u32::to_string).collect::<Vec<_>>().join(" "))
                    },
                    Message::verbatim(if values.is_empty() { "—".to_string() } else { values.join(" ") }),
                    Message::verbatim(p.value_of(h).to_string()),
                    Message::verbatim(repeats),
                ]
            })
            .collect()
    }
}

/// The first `SHOWN` items of a list joined by ", ", and how many there are in all when there
/// are more (`nim-why-more`).
fn listed(items: impl ExactSizeIterator<Item = String>) -> Arg {
    const SHOWN: usize = 8;
    let total = items.len();
    let shown = items.take(SHOWN).collect::<Vec<_>>().join(", ");
    if total > SHOWN {
        Message::new("nim-why-more").arg("shown", shown).arg("total", Arg::digits(total)).into()
    } else {
        shown.into()
    }
}

/// The student's layer, messages of the catalogues (`nim-why-…`).
fn student(position: &Heaps) -> Vec<Message> {
    let heaps = position.heaps();
    let nim = position.take().is_any();
    let x = position.nim_sum();
    let mover = position.mover();
    let other = mover.other();
    let values: Vec<u32> = (0..heaps.len()).map(|i| position.grundy(i)).collect();
    let digits = width(values.iter().copied().max().unwrap_or(0).max(x));
    let mut lines = Vec::new();
    if !nim {
        let said = match position.sequence().period() {
            Some((0, period)) => Message::new("nim-why-values-period").arg("period", Arg::digits(period)),
            Some((pre, period)) => {
                Message::new("nim-why-values-from").arg("pre", Arg::digits(pre)).arg("period", Arg::digits(period))
            }
            None => Message::new("nim-why-values-none"),
        };
        lines.push(said.arg("takes", takes_said(position.take())));
        let replaced = heaps.iter().zip(&values).map(|(h, g)| format!("{h} → {g}"));
        lines.push(Message::new("nim-why-sprague").arg("values", listed(replaced)));
    }
    let in_binary = values.iter().map(|&g| format!("{g} = {}", binary(g, digits)));
    let what = if nim { "nim-why-binary-heaps" } else { "nim-why-binary-values" };
    lines.push(Message::new(what).arg("values", listed(in_binary)));
    lines.push(Message::new("nim-why-nim-sum").arg("binary", binary(x, digits)).arg("x", Arg::digits(x as usize)));
    lines.push(Message::new("nim-why-spoils"));
    lines.push(if x == 0 {
        Message::new("nim-why-restore-any")
    } else {
        let bit = top_bit(x);
        let heap = (0..heaps.len()).find(|&i| values[i] >> bit & 1 == 1).unwrap_or(0);
        let target = values[heap] ^ x;
        let take = crate::policy::restoring_take(position, heap).unwrap_or(0);
        let and_heap = if nim {
            Message::new("nim-why-restore-nim").arg("from", Arg::digits(heaps[heap] as usize))
        } else {
            Message::new("nim-why-restore-values")
                .arg("from", Arg::digits(values[heap] as usize))
                .arg("left", Arg::digits((heaps[heap] - take) as usize))
        };
        let and_heap = and_heap
            .arg("heap", Arg::digits(heap + 1))
            .arg("to", Arg::digits(target as usize))
            .arg("take", Arg::digits(take as usize))
            .arg("move", move_name(heap, take));
        Message::new("nim-why-restore").arg("column", Arg::digits(1 << bit)).arg("heap", and_heap)
    });
    let end = Message::new(if nim { "nim-why-end-empty" } else { "nim-why-end-small" });
    let ending = Message::new(if x == 0 { "nim-why-lost" } else { "nim-why-won" });
    lines.push(ending.arg("end", end).name("mover", mover.name()).name("other", other.name()));
    lines
}

/// The expert's layer, messages of the catalogues (`nim-why-expert-…`).
fn expert(position: &Heaps) -> Vec<Message> {
    let mut lines = vec![Message::new("nim-why-expert-bouton"), Message::new("nim-why-expert-grundy")];
    if let Take::Set(set) = position.take() {
        let largest = set.last().copied().unwrap_or(1);
        let period = match position.sequence().period() {
            Some((0, period)) => Message::new("nim-why-expert-period").arg("period", Arg::digits(period)),
            Some((pre, period)) => Message::new("nim-why-expert-period-from")
                .arg("pre", Arg::digits(pre))
                .arg("period", Arg::digits(period)),
            None => Message::new("nim-why-expert-period-none")
                .arg("computed", Arg::digits(crate::grundy::MAX_COMPUTED))
                .arg("known", Arg::digits(position.sequence().known_up_to().min(crate::take::MAX_HEAP) as usize)),
        };
        lines.push(
            Message::new("nim-why-expert-periodic").arg("largest", Arg::digits(largest as usize)).arg("period", period),
        );
    }
    lines.push(
        Message::new("nim-why-expert-solver")
            .arg("positions", Arg::digits(crate::exhaustive::MAX_POSITIONS as usize))
            .arg("states", Arg::digits(clock::MAX_STATES)),
    );
    lines.push(Message::new("nim-why-expert-permutation"));
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
        explanation: student(&position),
        expert: expert(&position),
        input_summary: head.input_summary,
        settings: vec![Setting { name: crate::TAKE, value: position.take().text(), set_by: set_by.to_string() }],
        ..Summary::new(crate::GAME_NAME, head.verdict)
    };
    let nim = position.take().is_any();
    let said = |ids: &[&'static str]| ids.iter().map(|&id| Message::new(id)).collect::<Vec<_>>();
    let mut columns = said(&["nim-board-column-heap", "nim-board-column-counters"]);
    if !nim {
        columns.push(Message::new("nim-board-column-value"));
    }
    columns.extend(said(&["nim-table-binary", "nim-table-winning"]));
    let mut tables = vec![Table::worded(
        Message::new("nim-table-heaps"),
        Message::new("nim-table-heaps-caption").arg("take", if nim { "any" } else { "set" }.to_string()),
        columns,
        Box::new(HeapRows(position.clone())),
    )];
    if let Some(largest) = position.take().largest() {
        let shown = match position.sequence().period() {
            Some((pre, period)) => pre + 2 * period,
            None => 64,
        };
        let tallest = position.heaps().iter().copied().max().unwrap_or(0) as usize;
        let rows = shown.max(tallest + 1).max(2 * largest as usize).min(10_000);
        tables.push(Table::worded(
            Message::new("nim-table-values"),
            Message::new("nim-table-values-caption"),
            said(&["nim-table-size", "nim-table-leaves", "nim-table-their", "nim-table-mex", "nim-table-repeats"]),
            Box::new(SequenceRows(position.clone(), rows)),
        ));
    }
    let play_table = tables.len();
    let moves = Rc::new(Moves::new(&position));
    let mut columns = said(&["nim-table-move", "nim-table-player"]);
    columns.push(Message::verbatim("H-T"));
    columns.extend(said(&["nim-board-column-heap", "nim-table-sum-after", "nim-table-why"]));
    tables.push(Table::worded(
        Message::new("nim-table-line"),
        Message::new("nim-table-line-caption"),
        columns,
        Box::new(PlayTable(moves.clone())),
    ));
    // What the loser takes where the clock is not kept, a key each catalogue words.
    let loser_takes = || match position.take() {
        Take::Any => "any",
        Take::Set(_) => "set",
    };
    let caption = match (&moves.refused, moves.timed_from) {
        (Some(why), _) => why.clone(),
        (None, Some(0)) => Message::new("nim-line-caption"),
        (None, Some(from)) => Message::new("nim-line-caption-timed-from")
            .arg("from", Arg::digits(from))
            .arg("loser_takes", loser_takes().to_string()),
        (None, None) => Message::new("nim-line-caption-untimed").arg("loser_takes", loser_takes().to_string()),
    };
    let line = Line {
        title: Message::new("line-optimal"),
        caption,
        table: Some(play_table),
        open_at_end: false,
        playable: true,
        legend: vec![
            LegendEntry::new(Role::Now, Message::new("nim-board-legend-now")),
            LegendEntry::new(Role::Wins, Message::new("nim-board-legend-wins")),
            LegendEntry::new(Role::Loses, Message::new("nim-board-legend-loses")),
        ],
        source: Box::new(NimLine::new(moves, play_table)),
    };
    Analysis::new(summary, tables, line)
}
