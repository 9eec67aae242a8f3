//! Outcome tables (docs/RULES.md, "Outcome tables"): the data a rule is found from. Every start
//! position a game offers "Test a rule" (its [`RuleSpace`], every size the rule tester searches)
//! is put in the cell of its values of two of the game's names (or of one: a sequence), each
//! cell counting its positions and how many of them the first player wins. A cell that holds
//! both outcomes says the two names do not decide the game there. A student's rule can be drawn
//! over the table: each cell counts the positions where it says the wrong winner. A one-name
//! table whose outcomes repeat says its period.
//!
//! Game-neutral: it reads the game's names, cases and claim through the [`RuleSpace`] alone.

use crate::expr::Rule;
use crate::rules::RuleError;
use serde::Serialize;
use std::collections::BTreeMap;
use verdict_model::conjecture::RuleSpace;
use verdict_model::game::Configured;
use verdict_model::input::InputError;
use verdict_model::words::{counted, grouped};

/// How many positions of each outcome a cell keeps to show (the smallest first).
pub const EXAMPLES: usize = 4;

/// A table of outcomes, by the values of `x` (columns) and `y` (rows; empty for a sequence).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OutcomeTable {
    /// The game counted, with its settings: `Nim with take 1,2,3`.
    pub game: String,
    pub x: String,
    pub y: String,
    /// The values met, ascending: the columns, and the rows (`[0]` for a sequence).
    pub xs: Vec<i64>,
    pub ys: Vec<i64>,
    /// The cells that hold a position, row by row (by `y`, then `x`).
    pub cells: Vec<OutcomeCell>,
    /// Start positions tabulated in all, and the largest size among them in words.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub checked: u64,
    pub largest: String,
    /// Who moves first and who second, as the outcomes are said: `Monocarp`, `Bicarp`.
    pub first: String,
    pub second: String,
    /// Cells that hold both outcomes: where the names do not decide the game.
    pub mixed: usize,
    /// Whether the names decide every position (no cell holds both outcomes).
    pub decides: bool,
    /// One or two sentences for the page.
    pub summary: String,
    /// For a sequence whose outcomes repeat: from which value on, and every how many.
    pub period: Option<Period>,
    /// The rule drawn over the table, when one was given and reads.
    pub rule: Option<RuleDrawn>,
    /// What does not read (an unknown name, the rule), and where.
    pub error: Option<RuleError>,
}

/// One cell: the positions whose `x` and `y` are these values.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OutcomeCell {
    pub x: i64,
    pub y: i64,
    /// Positions in the cell (`data-total`), and how many of them the first player wins
    /// (`data-first-wins`).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: u64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub first_wins: u64,
    /// The first positions of the cell met (the smallest first), up to [`EXAMPLES`] of each
    /// outcome.
    pub examples: Vec<CellExample>,
    /// Positions of the cell where the rule drawn over the table names the wrong winner.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub rule_wrong: u64,
}

/// A position of a cell, in the game's notation and as the page's input, and who wins it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellExample {
    pub position: String,
    pub input: String,
    pub first_wins: bool,
}

/// A sequence's period: from `start` on, the outcome at `v` is the outcome at `v + length`.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Period {
    pub start: i64,
    pub length: usize,
    /// The repeating outcomes in words: "first, second, second".
    pub pattern: String,
}

/// The rule drawn over a table.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RuleDrawn {
    pub rule: String,
    /// Cells with a position where the rule names the wrong winner, and those positions.
    pub wrong_cells: usize,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub wrong: u64,
}

/// A cell while it is filled.
#[derive(Default)]
struct Filling {
    total: u64,
    first_wins: u64,
    examples: Vec<CellExample>,
    rule_wrong: u64,
}

/// The outcome table of `game` under its settings by `x` and `y` (blank: a sequence by `x`),
/// with `rule` drawn over it when it is not blank, over every size the rule tester searches.
/// `progress` hears the positions tabulated, every size. An error: the game offers no rules.
pub fn table(
    game: &Configured,
    x: &str,
    y: &str,
    rule: &str,
    progress: &mut dyn FnMut(u64),
) -> Result<OutcomeTable, InputError> {
    let sizes = crate::rules::space_of(game)?.sizes();
    table_of_sizes(game, &sizes, x, y, rule, progress)
}

/// [`table`] over the sizes in `sizes` alone (a test's plain search covers the small ones).
pub fn table_of_sizes(
    game: &Configured,
    sizes: &[usize],
    x: &str,
    y: &str,
    rule: &str,
    progress: &mut dyn FnMut(u64),
) -> Result<OutcomeTable, InputError> {
    let space = crate::rules::space_of(game)?;
    Ok(table_of_space(space, &game.words(), sizes, x, y, rule, progress))
}

/// [`table_of_sizes`] of a rule space on its own (one a test writes), `game` its name in words.
/// A rule space is made for one configuration of its game (Nim's `NimRules::new(take)`): a
/// panel's table is of the game on screen, through [`table`].
pub fn table_of_space(
    space: &dyn RuleSpace,
    game: &str,
    sizes: &[usize],
    x: &str,
    y: &str,
    rule: &str,
    progress: &mut dyn FnMut(u64),
) -> OutcomeTable {
    let names = space.names();
    let keys: Vec<&str> = names.iter().map(|n| n.name).collect();
    let (first, second) =
        if space.claim_is_first() { (space.claim(), space.denial()) } else { (space.denial(), space.claim()) };
    let player = |sentence: &str| sentence.trim_end_matches(" wins").to_string();
    let mut out = OutcomeTable {
        game: game.to_string(),
        x: x.trim().to_string(),
        y: y.trim().to_string(),
        xs: Vec::new(),
        ys: Vec::new(),
        cells: Vec::new(),
        checked: 0,
        largest: sizes.last().map_or(String::new(), |&size| space.size_words(size)),
        first: player(first),
        second: player(second),
        mixed: 0,
        decides: false,
        summary: String::new(),
        period: None,
        rule: None,
        error: None,
    };
    let position_of = |name: &str, field: &'static str| {
        keys.iter().position(|k| *k == name).ok_or_else(|| RuleError {
            field,
            error: InputError::whole(format!("unknown name {}; the names are {}", name, keys.join(", "))),
        })
    };
    let at_x = match position_of(&out.x, "x") {
        Ok(at) => at,
        Err(error) => return with_error(out, error),
    };
    let at_y = match out.y.as_str() {
        "" => None,
        name => match position_of(name, "y") {
            Ok(at) => Some(at),
            Err(error) => return with_error(out, error),
        },
    };
    let drawn = match rule.trim() {
        "" => None,
        text => match Rule::parse(text, &keys) {
            Ok(parsed) => Some(parsed),
            Err(error) => return with_error(out, RuleError { field: "rule", error }),
        },
    };
    let mut cells: BTreeMap<(i64, i64), Filling> = BTreeMap::new();
    let mut failure = None;
    for &size in sizes {
        space.each(size, &mut |case| {
            let key = (case.values[at_x], at_y.map_or(0, |at| case.values[at]));
            let first_wins = case.claim_holds == space.claim_is_first();
            let cell = cells.entry(key).or_default();
            cell.total += case.count;
            if first_wins {
                cell.first_wins += case.count;
            }
            if cell.examples.iter().filter(|e| e.first_wins == first_wins).count() < EXAMPLES {
                let (position, input) = (case.position)();
                cell.examples.push(CellExample { position, input, first_wins });
            }
            if let Some(parsed) = &drawn {
                match parsed.holds(case.values) {
                    Ok(says) if says != case.claim_holds => cell.rule_wrong += case.count,
                    Ok(_) => {}
                    Err(e) => {
                        let (position, _) = (case.position)();
                        let mut error = InputError::at(rule, e.span.0, e.span.1, "");
                        error.message = format!("{} at {position}", e.message).into();
                        failure = Some(RuleError { field: "rule", error });
                        return false;
                    }
                }
            }
            true
        });
        out.checked = cells.values().map(|c| c.total).sum();
        progress(out.checked);
        if failure.is_some() {
            break;
        }
    }
    if let Some(error) = failure {
        return with_error(out, error);
    }
    let mut xs: Vec<i64> = cells.keys().map(|&(x, _)| x).collect();
    let mut ys: Vec<i64> = cells.keys().map(|&(_, y)| y).collect();
    // verdict_model::order's sorts, not the standard library's: each new element type would
    // add a copy of its sort to every wasm module.
    verdict_model::order::sort(&mut xs);
    xs.dedup();
    verdict_model::order::sort(&mut ys);
    ys.dedup();
    // Row by row: by y, then x.
    let mut ordered: Vec<((i64, i64), Filling)> = cells.into_iter().collect();
    verdict_model::order::by(&mut ordered, |((ax, ay), _), ((bx, by), _)| (ay, ax).cmp(&(by, bx)));
    out.cells = ordered
        .into_iter()
        .map(|((x, y), filling)| OutcomeCell {
            x,
            y,
            total: filling.total,
            first_wins: filling.first_wins,
            examples: filling.examples,
            rule_wrong: filling.rule_wrong,
        })
        .collect();
    out.mixed = out.cells.iter().filter(|c| c.first_wins > 0 && c.first_wins < c.total).count();
    out.decides = out.mixed == 0;
    out.xs = xs;
    out.ys = ys;
    if at_y.is_none() {
        out.period = period(&out);
    }
    if drawn.is_some() {
        let wrong_cells = out.cells.iter().filter(|c| c.rule_wrong > 0).count();
        let wrong = out.cells.iter().map(|c| c.rule_wrong).sum();
        out.rule = Some(RuleDrawn { rule: rule.trim().to_string(), wrong_cells, wrong });
    }
    out.summary = summary(&out);
    out
}

fn with_error(mut out: OutcomeTable, error: RuleError) -> OutcomeTable {
    out.summary = format!("The outcome table cannot be made: {}.", error.error.message.as_text());
    out.error = Some(error);
    out
}

/// A cell's outcome: the first player's, the second's, or both.
fn outcome(cell: &OutcomeCell) -> u8 {
    match cell.first_wins {
        0 => 2,
        wins if wins == cell.total => 1,
        _ => 3,
    }
}

/// The smallest period of a sequence's outcomes (then the earliest start), seen at least twice
/// over consecutive values; `None` when it has gaps or repeats nothing.
fn period(table: &OutcomeTable) -> Option<Period> {
    let cells = &table.cells;
    let consecutive = cells.windows(2).all(|pair| pair[1].x == pair[0].x + 1);
    if !consecutive || cells.len() < 4 {
        return None;
    }
    let seq: Vec<u8> = cells.iter().map(outcome).collect();
    let len = seq.len();
    for length in 1..=len / 2 {
        for start in 0..=len - 2 * length {
            if (start..len - length).all(|i| seq[i] == seq[i + length]) {
                let word = |o: u8| match o {
                    1 => table.first.as_str(),
                    2 => table.second.as_str(),
                    _ => "both",
                };
                let pattern = seq[start..start + length].iter().map(|&o| word(o)).collect::<Vec<_>>().join(", ");
                return Some(Period { start: cells[start].x, length, pattern });
            }
        }
    }
    None
}

fn summary(table: &OutcomeTable) -> String {
    let names = if table.y.is_empty() { table.x.clone() } else { format!("{} and {}", table.x, table.y) };
    let cells = counted(table.cells.len(), "cell", "cells");
    let positions = grouped(table.checked as usize);
    let game = &table.game;
    let mut text = if table.decides {
        format!(
            "In {game}, {names} decide every start position: each of the {cells} holds one outcome ({positions} positions, up to {}).",
            table.largest
        )
    } else {
        format!(
            "In {game}, {names} do not decide the game: {} of the {cells} hold positions that {} wins and positions that {} wins ({positions} positions in all).",
            table.mixed, table.first, table.second
        )
    };
    if let Some(period) = &table.period {
        text.push_str(&format!(
            " From {} = {} on the outcomes repeat every {}: {}.",
            table.x,
            period.start,
            counted(period.length, "value", "values"),
            period.pattern
        ));
    }
    if let Some(rule) = &table.rule {
        text.push_str(&match rule.wrong {
            0 => format!(" The rule {} names the right winner in every cell.", rule.rule),
            wrong => format!(
                " The rule {} names the wrong winner for {} in {}.",
                rule.rule,
                counted(wrong as usize, "position", "positions"),
                counted(rule.wrong_cells, "cell", "cells")
            ),
        });
    }
    text
}
