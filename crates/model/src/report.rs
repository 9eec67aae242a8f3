//! The one report model every game fills and every front end renders.
//!
//! A game turns its input into an [`Analysis`]: a [`Report`] (verdict, reason, explanation lines,
//! table headers with a preview of their rows) plus one [`RowSource`] per table. Tables of a huge
//! input (a ticket of 10 000 000 characters has 10 000 000 reading rows) are never materialized:
//! front ends ask for a window of rows at a time, and each source builds those rows on demand.
//!
//! Every report also carries a *line*: the positions of a game from the input to its end, one
//! per step, each with the move that led to it, a narrated sentence and a [`Board`]: the
//! position described game-neutrally (cells with roles), so a front end draws any game's board
//! without knowing the game. Steps are served one at a time by a [`LineSource`], like rows.

use serde::Serialize;
use std::ops::Range;

/// Positions longer than this many characters are not written out in a step (a ticket of
/// 10 000 000 characters); the board shows a window of them instead, and a report stays small.
pub const POSITION_TEXT_MAX: usize = 100_000;

/// The machine-readable verdict, spelled as the `data-verdict` values of docs/RULES.md: one of
/// the verdicts the game's `About` declares (`About::verdicts`; a test holds every report to
/// it), for a game of two players the winner's name.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[serde(transparent)]
pub struct VerdictName(&'static str);

impl VerdictName {
    pub const fn new(verdict: &'static str) -> VerdictName {
        VerdictName(verdict)
    }

    pub fn as_str(self) -> &'static str {
        self.0
    }
}

impl std::fmt::Display for VerdictName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Tests and front ends compare with the spelling of docs/RULES.md.
impl PartialEq<str> for VerdictName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for VerdictName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<VerdictName> for &str {
    fn eq(&self, other: &VerdictName) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<VerdictName> for String {
    fn eq(&self, other: &VerdictName) -> bool {
        self == other.as_str()
    }
}

/// The verdict and its reason, which a game can say before its tables are built: a front end
/// shows them first.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Headline {
    #[cfg_attr(feature = "ts", ts(type = "GameName"))]
    pub game: &'static str,
    #[cfg_attr(feature = "ts", ts(type = "Verdict"))]
    pub verdict: VerdictName,
    pub headline: String,
    pub reason: String,
    /// What the input holds, in a few words ("5,000,312 '?'", "1,000,000 numbers").
    pub input_summary: String,
}

/// `text` with a capital first letter when that letter is ASCII, as every sentence of the core's
/// begins; any other first character is left as written (a note's author capitalizes their own
/// words). `char::to_uppercase` would bring Unicode's case tables, 12 KB, into the wasm module.
pub fn capitalized(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// A count and its noun, singular for 1: `1 call`, `2 calls`, `1,000 characters`.
pub fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// A count with its thousands separated as the page writes them: `1,000,000`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl Headline {
    /// A report's headline.
    pub fn of(report: &Report) -> Headline {
        Headline {
            game: report.game,
            verdict: report.verdict,
            headline: report.headline.clone(),
            reason: report.reason.clone(),
            input_summary: report.input_summary.clone(),
        }
    }
}

/// How many rows of each table travel with the report itself. The page shows this many at once
/// and fetches further windows through [`Analysis::rows`].
pub const PREVIEW_ROWS: usize = 100;

/// A row is a list of cells, already formatted for display.
pub type Row = Vec<String>;

/// What a game concluded, and why, in words and numbers a student can follow.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Report {
    /// Which game: `ticket`, `auction` or `permutation`.
    #[cfg_attr(feature = "ts", ts(type = "GameName"))]
    pub game: &'static str,
    /// The machine-readable verdict; the page puts it in `data-verdict`.
    #[cfg_attr(feature = "ts", ts(type = "Verdict"))]
    pub verdict: VerdictName,
    /// The verdict as a short sentence ("Bicarp wins").
    pub headline: String,
    /// One line: the deciding fact.
    pub reason: String,
    /// The argument a student can follow, with this input's numbers plugged in.
    pub explanation: Vec<String>,
    /// The expert layer (closed forms, invariants, proofs), which front ends show folded.
    pub expert: Vec<String>,
    pub tables: Vec<TableHead>,
    /// A remark about the tables: one that is not shown, and why.
    pub tables_note: String,
    /// What the input holds, in a few words (see [`Headline::input_summary`]).
    pub input_summary: String,
    /// The game played from the input to its end, served step by step by [`Analysis::step`].
    pub line: LineHead,
    /// Byte range of the input to highlight (the illegal call), if any.
    pub input_mark: Option<(usize, usize)>,
    /// What the highlighted part is, as a front end titles it ("The first illegal call").
    pub input_mark_note: String,
    /// Next inputs to offer as one-click buttons (the legal calls of an unfinished auction).
    pub offers: Vec<Offer>,
    /// The input written in another notation, to copy (the auction as a PBN section).
    pub exports: Vec<Export>,
    /// The settings the analysis used (the auction's dealer and vulnerability), so that a
    /// front end's menus show what the input set.
    pub settings: Vec<Setting>,
    /// Where the input contradicts itself and the analysis chose one side (a record whose
    /// dealer is not its board number's): a front end shows them beside the verdict.
    pub warnings: Vec<String>,
}

/// A setting as the analysis used it: a front end's menu shows `value`, and when the input
/// itself fixed it (`set_by`), says so and lets the input decide.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Setting {
    /// `dealer` or `vulnerable`.
    #[cfg_attr(feature = "ts", ts(type = "keyof Settings"))]
    pub name: &'static str,
    /// The value as the menu spells it (`E`, `NS`), empty when not given.
    pub value: String,
    /// What in the input set it ("the [Auction] tag", "board 5"), or empty when the menu did.
    pub set_by: String,
}

/// A text the page offers to copy, such as the auction in PBN.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Export {
    pub label: String,
    pub text: String,
}

/// A button the page offers: clicking it edits the input, replacing the byte range `replace`
/// of it with `insert` (the legal calls of an unfinished auction: each appends itself). An
/// offer never carries a copy of the input, so a report stays small whatever the input.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Offer {
    pub label: String,
    pub replace: (usize, usize),
    pub insert: String,
}

impl Offer {
    /// The input after clicking the offer.
    pub fn apply(&self, input: &str) -> String {
        let (start, end) = self.replace;
        let start = start.min(input.len());
        let end = end.clamp(start, input.len());
        format!("{}{}{}", &input[..start], self.insert, &input[end..])
    }
}

/// A table's header and the first rows; the rest come from [`Analysis::rows`].
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableHead {
    pub title: String,
    /// One sentence saying what a row is.
    pub caption: String,
    pub columns: Vec<String>,
    pub row_count: usize,
    /// The first `min(row_count, PREVIEW_ROWS)` rows.
    pub preview: Vec<Row>,
    /// A row to draw attention to (the illegal call), if any.
    pub marked_row: Option<usize>,
    /// `None` for a table of rows, where a row stands for a step when it is the line's table.
    /// `Some(skip)` for a grid whose cells are the steps, read row by row (the bidding
    /// diagram): the cell at place `p = row * columns + column` is step `p - skip + 1`, and the
    /// `skip` places before the first are blank. A front end links each such cell to its step.
    pub step_grid: Option<usize>,
    /// Notes printed under the table, each for the cells whose text carries its mark (the
    /// alerts and explanations under a bidding diagram), shown in full: never only on hover.
    pub footnotes: Vec<Footnote>,
}

/// A note printed under a table or a group of cells, as books print one under a diagram: the
/// cells it explains end in its `mark` (a superscript number, `1♣¹`).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Footnote {
    /// The number, as the cells write it after their text (`1`, shown `¹`).
    pub mark: String,
    pub text: String,
}

/// `n` in superscript digits, as a footnote's mark follows a cell's text: `¹`, `¹²`.
pub fn superscript(n: usize) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string().bytes().map(|d| DIGITS[usize::from(d - b'0')]).collect()
}

/// The line's header in the report: what it is, how long, and its first position.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LineHead {
    /// "Optimal play", "The calls given".
    pub title: String,
    /// One sentence: how the moves of the line are chosen.
    pub caption: String,
    /// The number of moves; positions are numbered 0 (the input) to `steps`.
    pub steps: usize,
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
    pub meaning: String,
    /// What the legend's sample cell reads: a mark the role is drawn with (`▼`, `?`, `✓`), or
    /// a cell such as the game shows (a digit, a bridge call).
    pub sample: String,
}

impl LegendEntry {
    /// An entry whose sample is the role's own mark, or a digit for roles drawn on digits.
    pub fn new(role: Role, meaning: &str) -> LegendEntry {
        let sample = match role {
            Role::Now => "▼",
            Role::Open | Role::Next => "?",
            Role::Wins => "✓",
            Role::Loses => "✗",
            _ => "5",
        };
        LegendEntry { role, meaning: meaning.to_string(), sample: sample.to_string() }
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
    pub narration: String,
    pub board: Board,
    /// The table rows and cells that stand for this step, to highlight.
    pub marks: Vec<TableMark>,
}

/// A move: who made it, and what it was in a few words ("writes 9 in position 1").
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Played {
    pub by: String,
    pub what: String,
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
    pub caption: String,
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
    pub label: String,
    /// A short remark beside the label ("sum 9, 1 '?' left").
    pub note: String,
    /// Column headings when the cells are laid out as a grid, filled row by row (the auction's
    /// seats); empty when the cells form one line.
    pub columns: Vec<String>,
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
    pub title: String,
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
    /// Every move here throws the win away (shown when hints are asked for).
    Loses,
    /// A line of a player's hand (a suit of a bridge deal): read, not played.
    Hand,
}

/// A fact beside the board: `B` = `4.5`, with what it means in words where the label alone
/// would not say (a legend a student can read beside the number).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Fact {
    pub label: String,
    pub value: String,
    /// What the label means, in one phrase ("how far the left half is ahead if every ? were
    /// worth 4.5"); empty when the label says it.
    pub meaning: String,
}

impl Fact {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Fact {
        Fact { label: label.into(), value: value.into(), meaning: String::new() }
    }

    /// A fact with its meaning spelled out beside it.
    pub fn explained(label: impl Into<String>, value: impl Into<String>, meaning: impl Into<String>) -> Fact {
        Fact { label: label.into(), value: value.into(), meaning: meaning.into() }
    }
}

/// Builds the steps of a line on demand.
pub trait LineSource {
    /// The number of moves in the line.
    fn steps(&self) -> usize;
    /// Step `index`, which the caller has checked is at most `steps()`.
    fn step(&self, index: usize) -> Step;
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

/// The values of a position's moves as a board shows them: one mark a cell with a legal move.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ValuesView {
    pub value: Value,
    /// One sentence: who wins from here, how soon, and how many moves keep the win.
    pub summary: String,
    /// The marks of the cells in the window asked for.
    pub cells: Vec<CellValue>,
}

/// A cell's mark: whether a move there wins, and a short text (`W3`, `L6`; the winning digits
/// of a cell with a choice) with its words.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellValue {
    pub cell: usize,
    pub wins: bool,
    pub text: String,
    pub title: String,
}

/// "in 1 move", "in 4 moves".
fn in_moves(moves: u32) -> String {
    if moves == 1 {
        "1 move".to_string()
    } else {
        format!("{moves} moves")
    }
}

/// The values view of `position` for the cells in `cells` (a board's window).
pub fn values_view(position: &dyn Playable, cells: Range<usize>) -> ValuesView {
    let value = position.value();
    let mover = position.mover_name();
    // The counts of the whole position (its view has them without listing every move).
    let view = position.view(None, None, false);
    let (legal, winning) = (view.legal_moves, view.winning_moves);
    let mut marks: Vec<CellValue> = Vec::new();
    // Moves come in cell order; a cell with a choice (a ticket's `?`) has several.
    let mut current: Option<(usize, Vec<MoveValue>)> = None;
    let flush = |group: Option<(usize, Vec<MoveValue>)>, marks: &mut Vec<CellValue>| {
        if let Some((cell, moves)) = group {
            marks.push(cell_mark(cell, &moves));
        }
    };
    // Whether the loser has any say in how long the game lasts: not when every move leaves
    // the same count (every ticket game lasts as many moves as it has '?').
    let mut clock_chosen = false;
    for mv in position.move_values_in(cells) {
        clock_chosen |= mv.moves.is_some_and(|moves| Some(moves) != value.moves);
        match &mut current {
            Some((cell, moves)) if *cell == mv.cell => moves.push(mv),
            _ => {
                flush(current.take(), &mut marks);
                current = Some((mv.cell, vec![mv]));
            }
        }
    }
    flush(current, &mut marks);
    let summary = if position.is_over() {
        "The game is over.".to_string()
    } else {
        let verdict = match (value.mover_wins, value.moves) {
            (true, Some(moves)) => format!("{mover} to move wins in {}", in_moves(moves)),
            (true, None) => format!("{mover} to move wins"),
            (false, Some(moves)) if clock_chosen => {
                format!("{mover} to move loses, and can make the game last {}", in_moves(moves))
            }
            (false, _) => format!("{mover} to move loses"),
        };
        let of = match (winning, legal) {
            (0, 1) => "the only move loses".to_string(),
            (0, _) => format!("none of the {legal} moves wins"),
            (1, 1) => "the only move wins".to_string(),
            (w, l) if w == l => format!("all {l} moves win"),
            (1, l) => format!("1 of the {l} moves wins"),
            (w, l) => format!("{w} of the {l} moves win"),
        };
        format!("{verdict}: {of}.")
    };
    ValuesView { value, summary, cells: marks }
}

/// The mark of one cell from its moves' values.
fn cell_mark(cell: usize, moves: &[MoveValue]) -> CellValue {
    let wins = moves.iter().any(|mv| mv.wins);
    if let [mv] = moves {
        if mv.choice.is_none() {
            let letter = if mv.wins { 'W' } else { 'L' };
            let (text, when) = match mv.moves {
                Some(moves) => (format!("{letter}{moves}"), format!(": the game ends in {}", in_moves(moves))),
                None => (letter.to_string(), String::new()),
            };
            let what = if mv.wins { "wins" } else { "loses" };
            return CellValue { cell, wins, text, title: format!("a move here {what}{when}") };
        }
    }
    let choices: Vec<String> =
        moves.iter().filter(|mv| mv.wins).filter_map(|mv| mv.choice.map(|c| c.to_string())).collect();
    let (text, title) = if choices.is_empty() {
        ("✗".to_string(), "every choice here loses".to_string())
    } else if choices.len() == moves.len() {
        ("✓ all".to_string(), "every choice here wins".to_string())
    } else {
        (format!("✓{}", choices.join(",")), format!("wins with {}; the others lose", choices.join(", ")))
    };
    CellValue { cell, wins, text, title }
}

/// A line as a game describes it: header text plus where its steps come from.
pub struct Line {
    pub title: String,
    pub caption: String,
    pub table: Option<usize>,
    /// Whether front ends open the line at its last step rather than at the input.
    pub open_at_end: bool,
    /// Whether a step's position can be played from.
    pub playable: bool,
    pub legend: Vec<LegendEntry>,
    pub source: Box<dyn LineSource>,
}

/// Builds the rows of one table on demand.
pub trait RowSource {
    fn row_count(&self) -> usize;
    /// The rows in `range`, which the caller has already clamped to `0..row_count()`.
    fn rows(&self, range: Range<usize>) -> Vec<Row>;
}

/// A small table whose rows are all in memory.
impl RowSource for Vec<Row> {
    fn row_count(&self) -> usize {
        self.len()
    }
    fn rows(&self, range: Range<usize>) -> Vec<Row> {
        self[range].to_vec()
    }
}

/// A table shared with a line (the optimal-play walk serves both).
impl<T: RowSource + ?Sized> RowSource for std::rc::Rc<T> {
    fn row_count(&self) -> usize {
        (**self).row_count()
    }
    fn rows(&self, range: Range<usize>) -> Vec<Row> {
        (**self).rows(range)
    }
}

/// A position to play from, as front ends show it: who is to move, who wins with best play
/// and why, the line's move from here, and the board.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PositionView {
    /// The position in the notation of docs/RULES.md.
    pub position: String,
    /// Who is to move; `None` once the game is over.
    pub to_move: Option<String>,
    /// The two players, the first to move first.
    pub players: [&'static str; 2],
    /// Who wins from here with best play (who has won, once it is over).
    pub winner: String,
    /// Whether the player to move wins.
    pub mover_wins: bool,
    /// Why, in the game's own terms, with the position's numbers.
    pub reason: String,
    pub legal_moves: usize,
    pub winning_moves: usize,
    /// The move the solver makes here: a winning one when there is one.
    pub line_move: Option<MoveView>,
    /// Why the solver makes that move, in one sentence in the game's own terms: the strategy
    /// it follows when it wins ("Bicarp writes 4 in position 1 (left half), a copy of
    /// Monocarp's 4 on the other half: …"), what it tries when it loses. Empty once the game
    /// is over.
    pub line_reason: String,
    pub board: Board,
}

/// A move in a position: on which board cell, with which choice (the digit written), and
/// whether it keeps a win for the player making it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MoveView {
    /// The cell's 0-based index in the position (a ticket's character, a row's place).
    pub cell: usize,
    /// What is chosen on that cell, for games with a choice (the ticket's digit, a take).
    pub choice: Option<u32>,
    /// As `verdict moves` writes a move (docs/RULES.md): `3=9`, `6`.
    pub label: String,
    /// In words: "writes 9 in position 3", "removes 6".
    pub what: String,
    /// The same as the subject of a sentence: "Writing 9 in position 3", "Removing 6" (as in
    /// "Writing 9 in position 3 would have kept the win").
    pub doing: String,
    pub wins: bool,
}

/// A move as `verdict moves` writes it: a number (the ticket's 1-based position, the number a
/// row's move removes, a heap) and, for a game with a choice, what is chosen there after the
/// game's sign: `3=9` (the ticket writes 9 in position 3), `2-3` (from heap 2 take 3), `6`.
/// Ordered as that list is: by number, then choice.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MoveName {
    pub number: u64,
    pub choice: Option<u32>,
    /// The sign between the number and the choice (`=`, `-`).
    pub joiner: char,
}

impl MoveName {
    /// A move named by its number alone (`6`).
    pub const fn plain(number: u64) -> MoveName {
        MoveName { number, choice: None, joiner: ' ' }
    }

    /// A move named by its number, `joiner` and choice (`3=9`).
    pub const fn chosen(number: u64, joiner: char, choice: u32) -> MoveName {
        MoveName { number, choice: Some(choice), joiner }
    }
}

impl std::fmt::Display for MoveName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.choice {
            Some(choice) => write!(f, "{}{}{choice}", self.number, self.joiner),
            None => write!(f, "{}", self.number),
        }
    }
}

/// A position's value for the player to move, with its clock where known.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Value {
    pub mover_wins: bool,
    /// Moves until the game ends with both players minding the clock; `None` where the game
    /// is too large to time.
    pub moves: Option<u32>,
    /// What the clock means here, or why there is none, in one sentence.
    pub clock_note: String,
}

/// A legal move and what it gives the player who makes it.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub name: MoveName,
    /// The board cell it is played on (0-based), and the choice made there (a digit).
    pub cell: usize,
    pub choice: Option<u32>,
    /// Whether it keeps (or brings) a win for the player who makes it.
    pub wins: bool,
    /// Moves until the game ends after it, this move included, where the game is timed.
    pub moves: Option<u32>,
}

impl MoveValue {
    /// `verdict values`' form: `M:Wk` or `M:Lk` (the clock, when known).
    pub fn spec(&self) -> String {
        let value = if self.wins { 'W' } else { 'L' };
        match self.moves {
            Some(moves) => format!("{}:{value}{moves}", self.name),
            None => format!("{}:{value}", self.name),
        }
    }
}

/// A position a game can be played from (the ticket's and the permutation's). Every driver
/// (play, hints, the CLI's `moves`, the checks, the exercises) goes through this alone,
/// whatever the game.
pub trait Playable {
    /// Whether the player to move wins with best play (for a finished game: whether the player
    /// who would move has won, which never happens in a game whose last mover wins).
    fn mover_wins(&self) -> bool;
    /// Whether the game is over (nobody is to move).
    fn is_over(&self) -> bool;
    /// The player to move (the one who would, once the game is over).
    fn mover_name(&self) -> &'static str;
    /// The moves that keep a win for the player to move, in `verdict moves`' order, one at a
    /// time: a ticket of 10 000 000 `?` has 100 000 000 of them, listed without being stored.
    fn winning_moves(&self) -> Box<dyn Iterator<Item = MoveName> + '_>;
    /// The position's value with its clock, when the game can afford to time it: how many
    /// moves the game lasts when the winner wins as fast as possible and the loser delays
    /// as long as possible (docs/RULES.md, "Move values and remoteness").
    fn value(&self) -> Value;
    /// Every legal move with its value for the player who makes it, in `verdict moves`' order,
    /// one at a time; each with its clock when [`Playable::value`] has one.
    fn move_values(&self) -> Box<dyn Iterator<Item = MoveValue> + '_>;
    /// [`Playable::move_values`] on the cells in `cells` alone (a board's window), in cell order.
    fn move_values_in(&self, cells: Range<usize>) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        let mut values: Vec<MoveValue> = self.move_values().filter(|mv| cells.contains(&mv.cell)).collect();
        crate::order::by(&mut values, |a, b| (a.cell, a.choice).cmp(&(b.cell, b.choice)));
        Box::new(values.into_iter())
    }
    /// What the game's fast rule says of this position, in one line with its numbers (the
    /// tree shows it beside each node, so that the rule can be seen to hold).
    fn rule_says(&self) -> String;
    /// The view of the position. `last` is the cell of the move that led here (marked `now`;
    /// the solver's reply may answer it, as the ticket's Bicarp copies Monocarp's digit),
    /// `origin` the position play started from (cells changed since are marked as played),
    /// and `hints` marks each cell with a legal move as winning or losing.
    fn view(&self, last: Option<usize>, origin: Option<&str>, hints: bool) -> PositionView;
    /// The board of an exercise on this position: the position as [`Playable::view`] draws
    /// it, without the facts that would give the answer away (the ticket's `B` and `d`).
    fn exercise_board(&self) -> Board {
        self.view(None, None, false).board
    }
    /// The legal moves on one cell, with their values.
    fn moves_at(&self, cell: usize) -> Vec<MoveView>;
    /// Why nothing can be played on `cell`, in one sentence that states the rule it meets (a
    /// student clicked there); `None` exactly when [`Playable::moves_at`] has a move there.
    fn no_move_at(&self, cell: usize) -> Option<String>;
    /// The position after a move, if it is legal.
    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>>;
    /// The position in the notation of docs/RULES.md.
    fn text(&self) -> String;
}

/// A table as a game describes it: header text plus where its rows come from.
pub struct Table {
    pub title: String,
    pub caption: String,
    pub columns: Vec<String>,
    pub marked_row: Option<usize>,
    pub step_grid: Option<usize>,
    pub footnotes: Vec<Footnote>,
    pub source: Box<dyn RowSource>,
}

impl Table {
    pub fn new(title: &str, caption: &str, columns: &[&str], source: Box<dyn RowSource>) -> Table {
        Table {
            title: title.to_string(),
            caption: caption.to_string(),
            columns: columns.iter().map(|c| c.to_string()).collect(),
            marked_row: None,
            step_grid: None,
            footnotes: Vec::new(),
            source,
        }
    }

    pub fn marked(mut self, row: Option<usize>) -> Table {
        self.marked_row = row;
        self
    }

    /// Makes the table a grid of steps (see [`TableHead::step_grid`]).
    pub fn step_grid(mut self, skip: usize) -> Table {
        self.step_grid = Some(skip);
        self
    }

    /// Notes printed under the table (see [`TableHead::footnotes`]).
    pub fn footnotes(mut self, footnotes: Vec<Footnote>) -> Table {
        self.footnotes = footnotes;
        self
    }
}

/// The headline part of a report, before its tables are attached.
pub struct Summary {
    pub game: &'static str,
    pub verdict: VerdictName,
    pub headline: String,
    pub reason: String,
    pub explanation: Vec<String>,
    pub expert: Vec<String>,
    pub tables_note: String,
    pub input_summary: String,
    pub input_mark: Option<(usize, usize)>,
    pub input_mark_note: String,
    pub offers: Vec<Offer>,
    pub exports: Vec<Export>,
    pub settings: Vec<Setting>,
    pub warnings: Vec<String>,
}

impl Summary {
    /// A game's verdict with nothing else said yet: the rest is filled in by the game.
    pub fn new(game: &'static str, verdict: VerdictName) -> Summary {
        Summary {
            game,
            verdict,
            headline: String::new(),
            reason: String::new(),
            explanation: Vec::new(),
            expert: Vec::new(),
            tables_note: String::new(),
            input_summary: String::new(),
            input_mark: None,
            input_mark_note: String::new(),
            offers: Vec::new(),
            exports: Vec::new(),
            settings: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

/// A solved input: the report plus the means to page through every table.
pub struct Analysis {
    report: Report,
    sources: Vec<Box<dyn RowSource>>,
    line: Box<dyn LineSource>,
}

impl std::fmt::Debug for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analysis").field("report", &self.report).finish_non_exhaustive()
    }
}

impl Analysis {
    pub fn new(summary: Summary, tables: Vec<Table>, line: Line) -> Analysis {
        let mut heads = Vec::with_capacity(tables.len());
        let mut sources = Vec::with_capacity(tables.len());
        for table in tables {
            let row_count = table.source.row_count();
            heads.push(TableHead {
                title: table.title,
                caption: table.caption,
                columns: table.columns,
                row_count,
                preview: table.source.rows(0..row_count.min(PREVIEW_ROWS)),
                marked_row: table.marked_row,
                step_grid: table.step_grid,
                footnotes: table.footnotes,
            });
            sources.push(table.source);
        }
        Analysis {
            report: Report {
                game: summary.game,
                verdict: summary.verdict,
                headline: summary.headline,
                reason: summary.reason,
                explanation: summary.explanation,
                expert: summary.expert,
                tables: heads,
                tables_note: summary.tables_note,
                input_summary: summary.input_summary,
                line: {
                    let steps = line.source.steps();
                    let open_at = if line.open_at_end { steps } else { 0 };
                    LineHead {
                        title: line.title,
                        caption: line.caption,
                        steps,
                        table: line.table,
                        playable: line.playable,
                        legend: line.legend,
                        open_at,
                        open_step: line.source.step(open_at),
                    }
                },
                input_mark: summary.input_mark,
                input_mark_note: summary.input_mark_note,
                offers: summary.offers,
                exports: summary.exports,
                settings: summary.settings,
                warnings: summary.warnings,
            },
            sources,
            line: line.source,
        }
    }

    pub fn report(&self) -> &Report {
        &self.report
    }

    /// Rows `start..start + count` of table `table`, clamped to the rows that exist (an unknown
    /// table or a window past the end gives no rows rather than a panic).
    pub fn rows(&self, table: usize, start: usize, count: usize) -> Vec<Row> {
        let Some(source) = self.sources.get(table) else {
            return Vec::new();
        };
        let len = source.row_count();
        let start = start.min(len);
        let end = start.saturating_add(count).min(len);
        source.rows(start..end)
    }

    /// Step `index` of the line (0 is the input), or `None` past its end.
    pub fn step(&self, index: usize) -> Option<Step> {
        (index <= self.line.steps()).then(|| self.line.step(index))
    }

    /// The values of steps `start..start + count` of the line, clamped to its steps.
    pub fn step_values(&self, start: usize, count: usize) -> Vec<StepValue> {
        let end = start.saturating_add(count).min(self.line.steps() + 1);
        let start = start.min(end);
        self.line.values(start..end)
    }
}

/// Formats a table as aligned plain text, for the CLI's `--explain` and for tests.
pub fn render_text_table(head: &TableHead, rows: &[Row], out: &mut String) {
    let mut widths: Vec<usize> = head.columns.iter().map(|c| c.chars().count()).collect();
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let line = |cells: &[String], out: &mut String| {
        let mut text = String::new();
        for (i, (cell, width)) in cells.iter().zip(&widths).enumerate() {
            if i > 0 {
                text.push_str("  ");
            }
            text.push_str(cell);
            text.extend(std::iter::repeat_n(' ', width - cell.chars().count()));
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(&head.columns, out);
    let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    line(&rule, out);
    for row in rows {
        line(row, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbered(n: usize) -> Box<dyn RowSource> {
        Box::new((0..n).map(|i| vec![i.to_string()]).collect::<Vec<Row>>())
    }

    /// A line of `steps` moves whose position k is "k".
    struct Counting(usize);

    impl LineSource for Counting {
        fn steps(&self) -> usize {
            self.0
        }
        fn step(&self, index: usize) -> Step {
            Step {
                index,
                position: index.to_string(),
                to_move: None,
                played: None,
                narration: String::new(),
                board: Board { caption: String::new(), groups: Vec::new(), facts: Vec::new(), layout: "" },
                marks: Vec::new(),
            }
        }
    }

    fn analysis(rows: usize) -> Analysis {
        let summary =
            Summary { headline: "h".into(), reason: "r".into(), ..Summary::new("test", VerdictName::new("complete")) };
        let line = Line {
            title: "l".into(),
            caption: "c".into(),
            table: None,
            open_at_end: false,
            playable: false,
            legend: Vec::new(),
            source: Box::new(Counting(3)),
        };
        Analysis::new(summary, vec![Table::new("t", "c", &["i"], numbered(rows))], line)
    }

    #[test]
    fn the_line_starts_in_the_report_and_ends_at_its_last_step() {
        let a = analysis(0);
        assert_eq!(a.report().line.steps, 3);
        assert_eq!(a.report().line.open_step.position, "0");
        assert_eq!(a.step(3).map(|s| s.position), Some("3".to_string()));
        assert_eq!(a.step(4), None);
        assert_eq!(a.step(usize::MAX), None);
    }

    #[test]
    fn board_windows_keep_the_focus_in_view() {
        assert_eq!(CellGroup::window(5, 4), 0..5);
        assert_eq!(CellGroup::window(1000, 0), 0..BOARD_WINDOW);
        assert_eq!(CellGroup::window(1000, 999), 1000 - BOARD_WINDOW..1000);
        for focus in [0, 17, 500, 978, 999] {
            let w = CellGroup::window(1000, focus);
            assert!(w.contains(&focus) && w.len() == BOARD_WINDOW, "{focus}: {w:?}");
        }
    }

    #[test]
    fn preview_is_capped_and_windows_clamp() {
        let a = analysis(250);
        let head = &a.report().tables[0];
        assert_eq!(head.row_count, 250);
        assert_eq!(head.preview.len(), PREVIEW_ROWS);
        assert_eq!(a.rows(0, 240, 50).len(), 10);
        assert_eq!(a.rows(0, 240, 50)[0], vec!["240".to_string()]);
        assert!(a.rows(0, 999, 5).is_empty());
        assert!(a.rows(7, 0, 5).is_empty());
        assert!(a.rows(0, usize::MAX, usize::MAX).is_empty());
    }

    #[test]
    fn text_table_aligns_columns() {
        let a = analysis(2);
        let mut out = String::new();
        render_text_table(&a.report().tables[0], &a.rows(0, 0, 2), &mut out);
        assert_eq!(out, "i\n-\n0\n1\n");
    }
}
