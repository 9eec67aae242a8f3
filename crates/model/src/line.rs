//! The line of a game: the positions from the input to its end, one a step, each with the move
//! that led to it, a narrated sentence and a [`Board`], the position described game-neutrally
//! (groups of cells with roles, facts beside them), so a front end draws any game's board
//! without knowing the game. Steps are served one at a time by a [`LineSource`].

use crate::message::Message;
use serde::Serialize;
use std::ops::Range;

/// A note printed under a table or a group of cells, as books print one under a diagram: the
/// cells it explains end in its `mark` (a superscript number, `1♣¹`).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Footnote {
    /// The number, as the cells write it after their text (`1`, shown `¹`).
    pub mark: String,
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub text: Message,
}

/// Positions longer than this many characters are not written out in a step (a ticket of
/// 10 000 000 characters); the board shows a window of them instead, and a report stays small.
pub const POSITION_TEXT_MAX: usize = 100_000;

/// The line's header in the report: what it is, how long, and its first position.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LineHead {
    /// "Optimal play", "The calls given": a message of the catalogues (`line-optimal`).
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub title: Message,
    /// One sentence: how the moves of the line are chosen, a message as the title is.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub caption: Message,
    /// The number of moves; positions are numbered 0 (the input) to `steps`.
    pub steps: usize,
    /// What one step of the line is, in this game's word, and its plural: "move" and "moves",
    /// "call" and "calls" (a front end writes "Call 5 of 11" from them).
    pub step_name: String,
    pub step_names: String,
    /// The table whose row `r` is the move of step `r + 1`, if any.
    pub table: Option<usize>,
    /// Whether a step's position can be played from (`games::position` reads it).
    pub playable: bool,
    /// What each role on this game's boards means, in its own words.
    pub legend: Vec<LegendEntry>,
    /// The step a front end shows first: 0 (the input) for a game played out, the last for a
    /// record read as given (the auction).
    pub open_at: usize,
    /// That step, so a front end can draw it without asking.
    pub open_step: Step,
}

/// A role and what it means in this game ("attached to 1"), with the text of the sample cell
/// the legend draws in that role.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LegendEntry {
    pub role: Role,
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub meaning: Message,
    /// What the legend's sample cell reads: a mark the role is drawn with (`▼`, `?`, `✓`), or
    /// a cell such as the game shows (a digit, a bridge call); empty for the board's own first
    /// cell in that role, which a front end draws so that the legend shows the step shown.
    pub sample: String,
}

impl LegendEntry {
    /// An entry whose sample is the role's own mark, or a digit for roles drawn on digits.
    pub fn new(role: Role, meaning: impl Into<Message>) -> LegendEntry {
        let sample = match role {
            Role::Now => "▼",
            Role::Open | Role::Next => "?",
            Role::Wins => "✓",
            Role::Loses => "✗",
            _ => "5",
        };
        LegendEntry { role, meaning: meaning.into(), sample: sample.to_string() }
    }

    /// The same entry with another sample: a cell of this game (`7NT` for an illegal call).
    pub fn with_sample(self, sample: &str) -> LegendEntry {
        LegendEntry { sample: sample.to_string(), ..self }
    }
}

/// One position of the line and the move that led to it.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Step {
    /// 0 for the input, k after k moves.
    pub index: usize,
    /// The position in the game's own notation (docs/RULES.md, "Positions in the middle of a game"):
    /// `TICKET MOVER` (no mover once no `?` is left), the row with `_` for removed numbers,
    /// the calls so far.
    pub position: String,
    /// Who is to move in this position; `None` once the game is over.
    pub to_move: Option<String>,
    /// The move that led here; `None` at step 0.
    pub played: Option<Played>,
    /// The step told in one sentence, with the numbers in it.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub narration: Message,
    pub board: Board,
    /// The table rows and cells that stand for this step, to highlight.
    pub marks: Vec<TableMark>,
}

/// A move: who made it, and what it was in a few words ("writes 9 in position 1").
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Played {
    pub by: String,
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub what: Message,
}

/// A row of a table (`column: None`) or one cell of it.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableMark {
    pub table: usize,
    pub row: usize,
    pub column: Option<usize>,
}

/// A position drawn game-neutrally: groups of cells, each cell with its text and roles, and a
/// few facts beside them. A front end draws any game from this alone.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Board {
    /// What the board shows, in one sentence (its accessible description).
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub caption: Message,
    pub groups: Vec<CellGroup>,
    pub facts: Vec<Fact>,
    /// How the groups are arranged: `""`, one after another, or `"compass"`, each at its
    /// group's `place` (`north`, `west`, `centre`, `east`, `south`), as a bridge deal is laid
    /// out around its bidding.
    #[cfg_attr(feature = "ts", ts(type = "\"\" | \"compass\""))]
    pub layout: &'static str,
}

/// A run of cells drawn together: a half of a ticket, a row of numbers, a bidding diagram.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellGroup {
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub label: Message,
    /// A short remark beside the label ("sum 9, 1 '?' left").
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub note: Message,
    /// Column headings when the cells are laid out as a grid, filled row by row (the auction's
    /// seats); empty when the cells form one line.
    #[cfg_attr(feature = "ts", ts(type = "Array<Message>"))]
    pub columns: Vec<Message>,
    /// The cells shown: a window of at most [`BOARD_WINDOW`] of the group's `total` cells,
    /// starting at cell `first`.
    pub cells: Vec<Cell>,
    pub first: usize,
    pub total: usize,
    /// Where the group goes in a `compass` layout; empty otherwise.
    #[cfg_attr(feature = "ts", ts(type = "\"\" | \"north\" | \"west\" | \"centre\" | \"east\" | \"south\""))]
    pub place: &'static str,
    /// Notes printed under the group for the cells shown whose text carries their mark (the
    /// alerts and explanations under a bidding diagram).
    pub footnotes: Vec<Footnote>,
}

/// How many cells of a group a board shows at most; longer groups are shown by window around
/// the place of the action.
pub const BOARD_WINDOW: usize = 40;

impl CellGroup {
    /// A group of cells in one line, `cells` the window from `first` of its `total`.
    pub fn line(
        label: impl Into<Message>,
        note: impl Into<Message>,
        cells: Vec<Cell>,
        first: usize,
        total: usize,
    ) -> CellGroup {
        CellGroup {
            label: label.into(),
            note: note.into(),
            columns: Vec::new(),
            cells,
            first,
            total,
            place: "",
            footnotes: Vec::new(),
        }
    }

    /// The window of at most [`BOARD_WINDOW`] cells of `0..total` that keeps `focus` in view,
    /// a little past the middle so that what comes next shows too.
    pub fn window(total: usize, focus: usize) -> std::ops::Range<usize> {
        if total <= BOARD_WINDOW {
            return 0..total;
        }
        let first = focus.saturating_sub(BOARD_WINDOW / 2 - 1).min(total - BOARD_WINDOW);
        first..first + BOARD_WINDOW
    }
}

#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Cell {
    pub text: String,
    /// A small label under the cell: its 1-based position, which is also how play names the
    /// cell (a move's `cell` is this minus one); empty for cells that are not places.
    pub label: String,
    pub roles: Vec<Role>,
    /// Drawn as a bar this high, from 0 to 1 (the permutation's numbers), if set.
    pub level: Option<f32>,
    /// The cell in words, for screen readers and tooltips.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub title: Message,
}

/// What a cell is in the position. Front ends mark each role by shape or text as well as colour.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Role {
    /// Changed by the move that led to this position.
    Now,
    /// A digit of the input.
    Given,
    /// A digit a player wrote.
    Filled,
    /// A `?` still to fill.
    Open,
    /// The number whose removal wins (the permutation's 1).
    Goal,
    /// Still attached to the goal (the segment around 1).
    Attached,
    /// Cut off from the goal: a spare move.
    Outside,
    /// Removed: a wall between its neighbours.
    Removed,
    /// A legal call.
    Call,
    /// An illegal call.
    Illegal,
    /// The place of the next move (the seat to call).
    Next,
    /// An empty place that only keeps the layout (the seats before the dealer).
    Blank,
    /// A move here keeps the win for the player to move (shown when hints are asked for).
    Wins,
    /// Every move here loses (shown when hints are asked for).
    Loses,
    /// A line of a player's hand (a suit of a bridge deal): read, not played.
    Hand,
}

/// A fact beside the board: `B` = `4.5`, with what it means in words where the label alone
/// would not say (a legend a student can read beside the number).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Fact {
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub label: Message,
    /// The value: a number or a position as verbatim text, or words (a player's name,
    /// `Message::named`).
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub value: Message,
    /// What the label means, in one phrase ("how far the left half is ahead if every ? were
    /// worth 4.5"); empty when the label says it.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub meaning: Message,
    /// How the value is worked out, as a small table; a front end shows the fact and its
    /// working together under a switch of the working's own name, closed until the reader opens
    /// it (such a fact tends to be an answer: the nim-sum says who wins). `None` for most facts.
    pub working: Option<Working>,
}

impl Fact {
    pub fn new(label: impl Into<Message>, value: impl Into<Message>) -> Fact {
        Fact { label: label.into(), value: value.into(), meaning: Message::none(), working: None }
    }

    /// A fact with its meaning spelled out beside it.
    pub fn explained(label: impl Into<Message>, value: impl Into<Message>, meaning: impl Into<Message>) -> Fact {
        Fact { label: label.into(), value: value.into(), meaning: meaning.into(), working: None }
    }

    /// The same fact with the table that works it out (see [`Working`]).
    pub fn worked(self, working: Working) -> Fact {
        Fact { working: Some(working), ..self }
    }
}

/// The working behind a fact: a small table (a header row, then rows, the last `totals` of them
/// the result the others add up to, drawn under a rule), shown under a switch named `switch`
/// ("Show the binary columns"). A front end keeps the switch as the reader set it from one
/// position to the next, so the table can be followed move by move.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Working {
    /// The switch's words, which also name the table.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub switch: Message,
    /// One sentence under the table: how to read it.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub caption: Message,
    #[cfg_attr(feature = "ts", ts(type = "Array<Message>"))]
    pub columns: Vec<Message>,
    /// Each row's cells, one a column; at most [`BOARD_WINDOW`] rows besides the totals (a
    /// window of a long position, as its board shows).
    pub rows: Vec<Vec<String>>,
    /// How many of the last rows are totals.
    pub totals: usize,
}

/// Builds the steps of a line on demand.
pub trait LineSource {
    /// The number of moves in the line.
    fn steps(&self) -> usize;
    /// Step `index`, which the caller has checked is at most `steps()`.
    fn step(&self, index: usize) -> Step;
    /// What one step is called, singular and plural: a move, unless the game says otherwise
    /// (the auction's steps are calls).
    fn step_name(&self) -> (&'static str, &'static str) {
        ("move", "moves")
    }
    /// The value of each step in `range` (clamped by the caller to `0..=steps()`), for the value
    /// strip along the stepper: who is to move, whether they win, and the clock where the game
    /// is timed. Empty for a line of a game that is not played (the auction's calls).
    fn values(&self, _range: Range<usize>) -> Vec<StepValue> {
        Vec::new()
    }
}

/// A step's value: the value history of a line (GamesmanUni's), one entry a step.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StepValue {
    pub index: usize,
    /// Who is to move; `None` once the game is over.
    pub to_move: Option<&'static str>,
    /// Who wins from here with best play (who has won, once over).
    pub winner: &'static str,
    /// Moves until the end with both minding the clock, where known (0 once over).
    pub moves: Option<u32>,
}

/// A line as a game describes it: header text plus where its steps come from.
pub struct Line {
    pub title: Message,
    pub caption: Message,
    pub table: Option<usize>,
    /// Whether front ends open the line at its last step rather than at the input.
    pub open_at_end: bool,
    /// Whether a step's position can be played from.
    pub playable: bool,
    pub legend: Vec<LegendEntry>,
    pub source: Box<dyn LineSource>,
}
