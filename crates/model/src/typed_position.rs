//! A position typed into the input in the middle of a game (docs/RULES.md, "Positions in the
//! middle of a game": a ticket with its mover, a row with `_` walls), analysed from there as
//! "Play from here" plays from it: the verdict for the player to move and why, and the line of
//! best play from it with its table, told through the game's own [`Playable`] views. A game's
//! `analyze` hands such a position here; nothing in this module knows a game.

use crate::input::InputError;
use crate::line::{LegendEntry, Line, LineSource, Played, Step, StepValue, TableMark};
use crate::message::{Arg, Message};
use crate::position::{MoveView, Playable, PositionView};
use crate::report::{Analysis, Headline, Row, RowSource, Summary, Table, VerdictName};
use crate::words::grouped;
use std::ops::Range;
use std::rc::Rc;

/// The longest position analysed as typed: its every step is kept (a line of best play from a
/// position of up to 2 000 characters), where a start is analysed by window at any length.
pub const MAX_TYPED_POSITION: usize = 2_000;

/// A game's position as the line from a typed position walks it: its own type, where the panels
/// hold a `Box<dyn Playable>`. A trait object keeps every method of its vtable in the module,
/// and most of them (move values, hints, exercise boards, the tree's moves) only the panels call:
/// through the type, a compact embed's module carries none of them.
pub trait LinePosition: Playable + Sized + 'static {
    /// The position after the move at `cell` (with `choice`), or `None` where there is none: what
    /// [`Playable::play`] answers, unboxed.
    fn after_move(&self, cell: usize, choice: Option<u32>) -> Option<Self>;
}

/// The line of best play from a typed position: every position of it, with the move that left
/// each (the solver's, as Play and Watch make it).
struct PositionLine<P> {
    positions: Vec<P>,
    /// `views[k]` is step k's view; `moves[k]` the move from step k to k + 1.
    views: Vec<PositionView>,
    moves: Vec<MoveView>,
}

impl<P: LinePosition> PositionLine<P> {
    fn new(start: P) -> PositionLine<P> {
        let mut positions = vec![start];
        let mut views = Vec::new();
        let mut moves = Vec::new();
        loop {
            let last = positions.last().expect("the line starts with its position");
            let previous = moves.last().map(|mv: &MoveView| mv.cell);
            let view = last.view(previous, None, false);
            let next = view.line_move.clone().filter(|_| !last.is_over());
            let after = next.as_ref().and_then(|mv| last.after_move(mv.cell, mv.choice));
            views.push(view);
            match (next, after) {
                (Some(mv), Some(after)) => {
                    moves.push(mv);
                    positions.push(after);
                }
                _ => break,
            }
        }
        PositionLine { positions, views, moves }
    }

    fn steps(&self) -> usize {
        self.moves.len()
    }
}

impl<P: LinePosition> LineSource for Rc<PositionLine<P>> {
    fn steps(&self) -> usize {
        PositionLine::steps(self)
    }

    fn step(&self, index: usize) -> Step {
        let view = &self.views[index];
        let before = index.checked_sub(1).map(|k| (&self.views[k], &self.moves[k]));
        Step {
            index,
            position: view.position.clone(),
            to_move: view.to_move.clone(),
            played: before
                .map(|(view, mv)| Played { by: view.to_move.clone().unwrap_or_default(), what: mv.what.clone() }),
            narration: match before {
                Some((view, _)) => view.line_reason.clone().capitalized(),
                None => view.reason.clone(),
            },
            board: view.board.clone(),
            marks: index.checked_sub(1).map(|row| TableMark { table: 0, row, column: None }).into_iter().collect(),
        }
    }

    fn values(&self, range: Range<usize>) -> Vec<StepValue> {
        range
            .map(|index| {
                let position = &self.positions[index];
                let value = position.value();
                let view = &self.views[index];
                let winner = view.players.into_iter().find(|p| *p == view.winner).unwrap_or(view.players[0]);
                let mover = view.players.into_iter().find(|p| Some(*p) == view.to_move.as_deref());
                StepValue { index, to_move: mover, winner, moves: value.moves }
            })
            .collect()
    }
}

impl<P: LinePosition> RowSource for Rc<PositionLine<P>> {
    fn row_count(&self) -> usize {
        self.steps()
    }

    fn rows(&self, range: Range<usize>) -> Vec<Row> {
        range
            .map(|row| {
                let (view, mv) = (&self.views[row], &self.moves[row]);
                vec![
                    (row + 1).to_string().into(),
                    view.to_move.clone().unwrap_or_default().into(),
                    mv.label.clone().into(),
                    mv.what.clone(),
                    self.views[row + 1].position.clone().into(),
                ]
            })
            .collect()
    }
}

/// Refuses a typed position longer than [`MAX_TYPED_POSITION`]; `instead` says how to have the
/// input analysed from its start (`type the row without _`).
pub fn check_length(text: &str, instead: &str) -> Result<(), InputError> {
    let length = text.trim().len();
    if length <= MAX_TYPED_POSITION {
        return Ok(());
    }
    Err(InputError::whole(format!(
        "a position in the middle of a game is analysed up to {} characters, and this one has {}: {instead} to analyse it from its start",
        grouped(MAX_TYPED_POSITION),
        grouped(length)
    )))
}

/// What a start of a game is said as: its headline alone, and its whole report.
pub type StartSaid<S> = (fn(&S) -> Headline, fn(&S) -> Analysis);

/// The page's analysis of an input of `game` that is a position in the middle of a game
/// (`typed`, analysed here with its boards' `legend`) or else a start, which `start` reads and
/// `said` says: `first` hears the headline before the tables and the line are built.
pub fn analyze_input<P: LinePosition, S>(
    game: &'static str,
    typed: Option<P>,
    legend: fn() -> Vec<LegendEntry>,
    start: impl FnOnce() -> Result<S, InputError>,
    said: StartSaid<S>,
    first: &mut dyn FnMut(Headline),
) -> Result<Analysis, InputError> {
    let Some(position) = typed else {
        let start = start()?;
        first(said.0(&start));
        return Ok(said.1(&start));
    };
    let analysis = analysis(game, position, legend());
    first(Headline::of(analysis.report()));
    Ok(analysis)
}

/// [`analyze_input`]'s headline alone: a start's is said without its tables; a typed position
/// has no cheaper headline than its analysis.
pub fn headline_of_input<P: LinePosition, S>(
    game: &'static str,
    typed: Option<P>,
    legend: fn() -> Vec<LegendEntry>,
    start: impl FnOnce() -> Result<S, InputError>,
    headline: fn(&S) -> Headline,
) -> Result<Headline, InputError> {
    match typed {
        Some(position) => Ok(Headline::of(analysis(game, position, legend()).report())),
        None => Ok(headline(&start()?)),
    }
}

/// The analysis of `position` (parsed from the page's input by the game `game`), its boards'
/// legend `legend`. The caller has checked the text is at most [`MAX_TYPED_POSITION`] long.
pub fn analysis<P: LinePosition>(game: &'static str, position: P, legend: Vec<LegendEntry>) -> Analysis {
    let line = Rc::new(PositionLine::new(position));
    let view = &line.views[0];
    let winner = view.players.into_iter().find(|p| *p == view.winner).unwrap_or(view.players[0]);
    let mut summary = Summary::new(game, VerdictName::new(winner));
    let steps = line.steps();
    summary.headline = Message::new("verdict-wins-from-here").name("winner", winner);
    // The position's reason, shared with its view and the hints.
    summary.reason = view.reason.clone();
    // Messages of the catalogues (`typed-why-…`, with the Why's panel: www/lang/en-panels.js).
    let mover = view.to_move.as_deref().map(|m| view.players.into_iter().find(|p| *p == m).unwrap_or(view.players[0]));
    let mut explanation = vec![match mover {
        Some(mover) => Message::new("typed-why-middle").name("mover", mover),
        None => Message::new("typed-why-finished"),
    }];
    if mover.is_some() {
        explanation.push(match (view.winning_moves, view.legal_moves) {
            (_, 0) => Message::new("typed-why-no-move"),
            (0, 1) => Message::new("typed-why-only-loses"),
            (0, legal) => Message::new("typed-why-each-loses").arg("legal", Arg::digits(legal)),
            (1, 1) => Message::new("typed-why-only-keeps"),
            (winning, legal) => Message::new("typed-why-some-keep")
                .arg("winning", Arg::digits(winning))
                .arg("legal", Arg::digits(legal)),
        });
        explanation.push(Message::new("typed-why-lasts").arg("moves", Arg::digits(steps)));
    }
    summary.explanation = explanation;
    summary.input_summary = match &view.to_move {
        Some(mover) => format!("a position, {mover} to move"),
        None => "a finished game".to_string(),
    };
    let table = Table::new(
        "Best play from here",
        "One row per move of the line: who moves, the move and what it does, and the position it leaves.",
        &["Move", "Who moves", "Written", "The move", "The position after it"],
        Box::new(Rc::clone(&line)),
    );
    let caption = Message::new("line-from-here-caption").name("winner", winner);
    let line = Line {
        title: Message::new("line-from-here"),
        caption,
        table: Some(0),
        open_at_end: false,
        playable: true,
        legend,
        source: Box::new(line),
    };
    Analysis::new(summary, vec![table], line)
}
