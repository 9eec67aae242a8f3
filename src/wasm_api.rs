//! The wasm-bindgen layer: a thin adapter from JavaScript values to the core and back.
//!
//! JavaScript strings index by UTF-16 code units while the core speaks in byte offsets, so
//! spans crossing this boundary are converted here and nowhere else.

use crate::games::check::{self, CheckReport, StressReport};
use crate::games::exercises::{self, Exercise, Graded};
use crate::games::About;
use crate::report::{Analysis, Playable, Report};
use crate::{Game, InputError, Options};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::js_sys;
use web_sys::{DedicatedWorkerGlobalScope, Performance};

// The report's shape for TypeScript users of `pkg/` (checked by `tsc` in the tests). Keep it in
// step with `src/report.rs` and `src/input.rs`.
#[wasm_bindgen(typescript_custom_section)]
const REPORT_TYPES: &str = r#"
/** The machine-readable verdict, as `data-verdict` spells it (docs/RULES.md). */
export type Verdict = "Monocarp" | "Bicarp" | "complete" | "incomplete" | "illegal" | "Alice" | "Bob";
/** A game's verdict and its explanation. */
export interface Report {
  game: "ticket" | "auction" | "permutation";
  /** Monocarp | Bicarp | complete | incomplete | illegal | Alice | Bob */
  verdict: Verdict;
  headline: string;
  reason: string;
  /** The argument a student can follow, with this input's numbers. */
  explanation: string[];
  /** The expert layer: closed forms, invariants, proofs (shown folded). */
  expert: string[];
  tables: TableHead[];
  /** A remark about the tables (one that is not shown, and why); empty when none. */
  tables_note: string;
  /** What the input holds, in a few words ("5,000,312 '?'", "1,000,000 numbers"). */
  input_summary: string;
  /** The game played from the input to its end; steps come from Session.step. */
  line: LineHead;
  /** UTF-16 range of the input to highlight (the first illegal call). */
  input_mark: [number, number] | null;
  /** What the marked part is ("The first illegal call"); empty when nothing is marked. */
  input_mark_note: string;
  offers: Offer[];
  exports: Export[];
  /** The settings used (dealer, vulnerable), and what in the input set each, if anything. */
  settings: Setting[];
  /** Where the input contradicts itself and which side the analysis took. */
  warnings: string[];
}
export interface TableHead {
  title: string;
  caption: string;
  columns: string[];
  row_count: number;
  /** The first rows (at most 100); more through Session.rows. */
  preview: string[][];
  marked_row: number | null;
  /** null: rows (the line's table: a row is a step). A number `skip`: a grid whose cell at
   *  place p = row * columns + column is step p - skip + 1; its last filled cell, when it
   *  closes the line ("All Pass"), is the line's last step. */
  step_grid: number | null;
}
/** A setting as the analysis used it; `set_by` names what in the input fixed it, or is empty. */
export interface Setting { name: "dealer" | "vulnerable"; value: string; set_by: string; }
/** The settings analyze takes: the auction's dealer (N, E, S, W) and vulnerability (None, NS, EW, All). */
export interface Settings { dealer?: string; vulnerable?: string; }
export interface LineHead {
  title: string;
  caption: string;
  /** Moves in the line; positions are numbered 0 (the input) to steps. */
  steps: number;
  /** The table whose row r is the move of step r + 1. */
  table: number | null;
  /** Whether a step's position can be played from (position_view reads it). */
  playable: boolean;
  /** What each role on this game's boards means. */
  legend: { role: Role; meaning: string }[];
  /** The step to show first (0, or the last step for the auction), and that step. */
  open_at: number;
  open_step: Step;
}
/** One position of the line and the move that led to it. */
export interface Step {
  index: number;
  /** Notation of docs/RULES.md: `TICKET MOVER`, the row with `_`, the calls so far. Empty when too long to write out. */
  position: string;
  /** Who is to move; null once the game is over. */
  to_move: string | null;
  played: { by: string; what: string } | null;
  narration: string;
  board: Board;
  /** Table rows (column null) and cells that stand for this step. */
  marks: { table: number; row: number; column: number | null }[];
}
/** A position drawn game-neutrally. */
export interface Board {
  caption: string;
  groups: CellGroup[];
  facts: { label: string; value: string }[];
  /** "" (groups one after another) or "compass" (each group at its place, a bridge deal around the bidding). */
  layout: "" | "compass";
}
export interface CellGroup {
  label: string;
  note: string;
  /** Column headings when the cells form a grid; empty for one line. */
  columns: string[];
  /** A window of the group: cells[0] is cell `first` of `total`. */
  cells: Cell[];
  first: number;
  total: number;
  /** In a compass layout: north, west, centre, east or south; else "". */
  place: "" | "north" | "west" | "centre" | "east" | "south";
}
export type Role = "now" | "given" | "filled" | "open" | "goal" | "attached" | "outside" | "removed" | "call" | "illegal" | "next" | "blank" | "wins" | "loses" | "hand";
export interface Cell {
  text: string;
  label: string;
  roles: Role[];
  /** Bar height from 0 to 1, if the cell is drawn as a bar. */
  level: number | null;
  title: string;
}
/** A button: clicking it replaces the UTF-16 range `replace` of the input with `insert`. */
export interface Offer { label: string; replace: [number, number]; insert: string; }
/** The verdict and its reason, known before the tables. */
export interface Headline {
  game: "ticket" | "auction" | "permutation";
  verdict: Verdict;
  headline: string;
  reason: string;
  /** What the input holds, in a few words ("5 000 312 '?'"). */
  input_summary: string;
}
/** The input in another notation, to copy. */
export interface Export { label: string; text: string; }
/** A position to play from (the ticket's and the permutation's). */
export interface PositionView {
  /** Notation of docs/RULES.md: `TICKET MOVER`, the row with `_`. */
  position: string;
  /** null once the game is over. */
  to_move: string | null;
  /** The two players, the first to move first. */
  players: [string, string];
  /** Who wins from here with best play (who has won, once over). */
  winner: string;
  mover_wins: boolean;
  /** Why, in the game's terms (B and the '?' left; the arms and the outside parity). */
  reason: string;
  legal_moves: number;
  winning_moves: number;
  /** The solver's move here. */
  line_move: MoveView | null;
  board: Board;
}
/** A move on one cell of the board (and the digit written, for the ticket). */
export interface MoveView {
  cell: number;
  choice: number | null;
  /** As `verdict moves` writes a move (docs/RULES.md): `3=9`, `6`. */
  label: string;
  what: string;
  /** Whether it keeps a win for the player making it. */
  wins: boolean;
}
/** What an exhaustive check found (`outcome` is a `data-check` value of docs/RULES.md). */
export interface CheckReport {
  outcome: "agree" | "disagree" | "too-large";
  searched: number;
  /** Each solver's answer as `verdict moves` writes it. */
  fast: string;
  exhaustive: string;
  summary: string;
}
/** A stress run: random positions checked, and the first disagreement. */
export interface StressReport {
  checked: number;
  searched: number;
  disagreement: [string, CheckReport] | null;
}
/** An exercise of a set (the same set for the same seed). */
export interface Exercise {
  number: number;
  kind: "who-wins" | "winning-moves" | "winning-move" | "fill" | "build-auction" | "first-illegal";
  prompt: string;
  /** The position (notation of docs/RULES.md), template or auction it is about. */
  given: string;
  answer_help: string;
  /** The possible answers when there are only a few (who wins). */
  choices: string[];
}
/** A graded answer, with a right answer to show after a wrong one. */
export interface Graded { correct: boolean; message: string; solution: string; }
/** What the page shows about a game beside its reports (`games()`). */
export interface About {
  name: string;
  label: string;
  rules: string[];
  origin: { name: string; url: string };
  prompt: string;
  placeholder: string;
  start: string;
  examples: { text: string; note: string }[];
  random: { label: string; max: number } | null;
  settings: { name: string; label: string; default: string; upper: boolean; options: [string, string][] }[];
  players: string[];
}
/** A step's value along the line: who moves, who wins, the clock where known. */
export interface StepValue { index: number; to_move: string | null; winner: string; moves: number | null; }
/** A position's value for the player to move, with its clock where known. */
export interface Value { mover_wins: boolean; moves: number | null; clock_note: string; }
/** The marks of "Show move values": the position's value and each cell's. */
export interface ValuesView {
  value: Value;
  summary: string;
  cells: { cell: number; wins: boolean; text: string; title: string }[];
}
/** A game tree labelled by backward induction (nodes in preorder, nodes[0] the root). */
export interface Tree { nodes: TreeNode[]; order: number[]; }
export interface TreeNode {
  position: string;
  to_move: string | null;
  value: "win" | "lose";
  moves: number | null;
  via: string | null;
  via_words: string | null;
  via_cell: number | null;
  via_choice: number | null;
  parent: number | null;
  children: number[];
  depth: number;
  because: string;
  witness: number | null;
  rule: string;
}
/** What "Test a rule" offers for a game. */
export interface RuleSpace {
  claim: string;
  denial: string;
  names: { name: string; meaning: string }[];
  suggestions: { rule: string; scope: string; note: string }[];
  sizes: string[];
}
/** What a rule test found (`outcome` is docs/RULES.md's `data-rule` value). */
export interface RuleReport {
  outcome: "holds" | "counterexample" | "error";
  checked: number;
  sizes: { size: number; words: string; checked: number }[];
  summary: string;
  error: ({ field: "rule" | "scope" } & InputError) | null;
  counterexample: {
    position: string;
    input: string;
    size: number;
    rule_says: boolean;
    game_says: boolean;
    values: [string, number][];
  } | null;
}
/** A result and the time it took, by the worker's clock. */
export interface Timed<T> { report: T; millis: number; }
/** What `analyze` throws for bad input. */
export interface InputError {
  message: string;
  line: number | null;
  column: number | null;
  /** UTF-16 range of the offending text. */
  span: [number, number] | null;
  case: number | null;
}
"#;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// A solved input kept on the wasm side, so the page can page through huge tables.
#[wasm_bindgen]
pub struct Session {
    analysis: Analysis,
    /// The report's `input_mark` and its offers' ranges converted to UTF-16 once, so the input
    /// need not be kept.
    input_mark: Option<(usize, usize)>,
    /// `None` for a range that did not convert: that offer is left out, not offered to edit
    /// the wrong place.
    offer_ranges: Vec<Option<(usize, usize)>>,
}

#[wasm_bindgen]
impl Session {
    /// The report, with `input_mark` as a UTF-16 range of the input.
    #[wasm_bindgen(unchecked_return_type = "Report")]
    pub fn report(&self) -> Result<JsValue, JsError> {
        let report: &Report = self.analysis.report();
        let mut report = report.clone();
        report.input_mark = self.input_mark;
        report.offers = std::mem::take(&mut report.offers)
            .into_iter()
            .zip(&self.offer_ranges)
            .filter_map(|(offer, &range)| Some(crate::report::Offer { replace: range?, ..offer }))
            .collect();
        to_js(&report)
    }

    /// Rows `start..start + count` of table `table` (fewer at the end; none past it); at most
    /// [`MAX_WINDOW`] rows a call.
    #[wasm_bindgen(unchecked_return_type = "string[][]")]
    pub fn rows(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] table: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    ) -> Result<JsValue, JsValue> {
        let table = whole(&table, "table", u32::MAX as usize)?;
        let start = whole(&start, "start", usize::MAX)?;
        let count = whole(&count, "count", MAX_WINDOW)?;
        Ok(to_js(&self.analysis.rows(table, start, count))?)
    }

    /// The values of steps `start..start + count` of the line (at most [`MAX_WINDOW`]): the value
    /// strip along the stepper.
    #[wasm_bindgen(unchecked_return_type = "StepValue[]")]
    pub fn values(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    ) -> Result<JsValue, JsValue> {
        let start = whole(&start, "start", usize::MAX)?;
        let count = whole(&count, "count", MAX_WINDOW)?;
        Ok(to_js(&self.analysis.step_values(start, count))?)
    }

    /// Step `index` of the line (0 is the input), or null past its end.
    #[wasm_bindgen(unchecked_return_type = "Step | null")]
    pub fn step(&self, #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue) -> Result<JsValue, JsValue> {
        let index = whole(&index, "index", usize::MAX)?;
        Ok(to_js(&self.analysis.step(index))?)
    }
}

/// The most rows one call of `Session.rows` returns: a window of a table, never a whole
/// 10 000 000-row one (which would run the module's memory out and kill it).
pub const MAX_WINDOW: usize = 10_000;

// Every argument from JavaScript is checked before use, so that nothing a caller passes can
// trap the module (a trap kills it for the whole page): strings must be strings, counts whole
// numbers in range. A bad argument throws a TypeError or RangeError naming it.

fn type_error(message: String) -> JsValue {
    js_sys::TypeError::new(&message).into()
}

/// A string argument.
fn text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| type_error(format!("{what} must be a string, not {}", kind(value))))
}

/// An optional string argument (`undefined` or `null` for none).
fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text(value, what).map(Some)
    }
}

/// A whole number from 0 to `max`.
fn whole(value: &JsValue, what: &str, max: usize) -> Result<usize, JsValue> {
    let Some(number) = value.as_f64() else {
        return Err(type_error(format!("{what} must be a number, not {}", kind(value))));
    };
    if number.is_finite() && number >= 0.0 && number.fract() == 0.0 && number <= max as f64 {
        Ok(number as usize)
    } else {
        Err(js_sys::RangeError::new(&format!("{what} must be a whole number from 0 to {max}, not {number}")).into())
    }
}

/// An optional whole number (`undefined` or `null` for none).
fn optional_whole(value: &JsValue, what: &str, max: usize) -> Result<Option<usize>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        whole(value, what, max).map(Some)
    }
}

fn kind(value: &JsValue) -> String {
    value.js_typeof().as_string().unwrap_or_else(|| "something else".to_string())
}

/// The game an argument names.
fn game_named(value: &JsValue) -> Result<Game, JsValue> {
    text(value, "game")?.parse().map_err(|e: String| type_error(e))
}

/// Analyzes `input` for `game` (`ticket`, `auction`, `permutation`). Bad input throws an
/// `InputError` object whose `span` is a UTF-16 range of `input`. In a worker, given a
/// `request` number, it posts `{ id: request, headline }` (a `Headline`) as soon as the
/// verdict is known, before the tables and the line are built.
#[wasm_bindgen]
pub fn analyze(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"auction\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | string | undefined")] settings: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] request: JsValue,
) -> Result<Session, JsValue> {
    let game = game_named(&game)?;
    let input = input_text(&input)?;
    let options = settings_of(&settings)?;
    let request = optional_whole(&request, "request", u32::MAX as usize)?;
    let mut first = |headline: crate::report::Headline| {
        if let Some(id) = request {
            Progress::new(id as u32).post(&HeadlineMessage { id: id as u32, headline });
        }
    };
    match crate::games::analyze_with_headline(game, &input, &options, &mut first) {
        Ok(analysis) => {
            let report = analysis.report();
            let input_mark = report.input_mark.and_then(|span| utf16_span(&input, span));
            let offer_ranges = report.offers.iter().map(|offer| utf16_span(&input, offer.replace)).collect();
            Ok(Session { analysis, input_mark, offer_ranges })
        }
        Err(error) => Err(error_to_js(&input, error)),
    }
}

/// The settings argument: `{ dealer?, vulnerable? }` (each a string), or a dealer alone as a
/// string (the older form); checked field by field, an unknown field refused.
fn settings_of(value: &JsValue) -> Result<Options, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Options::default());
    }
    if value.is_string() {
        return Ok(Options { dealer: value.as_string(), ..Options::default() });
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(type_error(format!("settings must be an object such as {{ dealer: \"E\" }}, not {}", kind(value))));
    }
    serde_wasm_bindgen::from_value(value.clone()).map_err(|e| type_error(format!("settings: {e}")))
}

/// The input: a string, or the bytes of a file (UTF-8), which the page hands over without
/// ever making a string of them on its own thread.
fn input_text(value: &JsValue) -> Result<String, JsValue> {
    use wasm_bindgen::JsCast;
    let Some(bytes) = value.dyn_ref::<js_sys::Uint8Array>() else {
        return text(value, "input");
    };
    if bytes.length() as usize > crate::games::MAX_INPUT {
        // Refused before it is copied in.
        return Err(error_to_js(
            "",
            InputError::whole(format!(
                "the file is {} bytes long; the playground takes up to {} MiB",
                crate::report::grouped(bytes.length() as usize),
                crate::games::MAX_INPUT >> 20
            )),
        ));
    }
    String::from_utf8(bytes.to_vec()).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let valid = std::str::from_utf8(&e.as_bytes()[..at]).unwrap_or_default().to_string();
        error_to_js(&valid, InputError::at(&valid, at, at, format!("byte {} of the file is not UTF-8 text", at + 1)))
    })
}

/// Parses a position of `game` (`ticket`, `permutation`), throwing an `InputError` for bad text.
fn playable(game: &JsValue, position: &JsValue) -> Result<(Box<dyn Playable>, String), JsValue> {
    let game = game_named(game)?;
    let text = text(position, "position")?;
    let playable = crate::games::position(game, &text).map_err(|error| error_to_js(&text, error))?;
    Ok((playable, text))
}

/// The view of a position (notation of docs/RULES.md): who moves, who wins and why, the solver's move,
/// the board. `last` is the cell of the move that led here, `origin` the position play started
/// from, and `hints` marks each cell with a legal move as winning or losing.
#[wasm_bindgen(unchecked_return_type = "PositionView")]
pub fn position_view(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] last: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] origin: JsValue,
    hints: bool,
) -> Result<JsValue, JsValue> {
    let (position, _) = playable(&game, &position)?;
    let last = optional_whole(&last, "last", usize::MAX)?;
    let origin = optional_text(&origin, "origin")?;
    Ok(to_js(&position.view(last, origin.as_deref(), hints))?)
}

/// The legal moves on one cell of a position, each with whether it keeps a win.
#[wasm_bindgen(unchecked_return_type = "MoveView[]")]
pub fn position_moves(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cell: JsValue,
) -> Result<JsValue, JsValue> {
    let (position, _) = playable(&game, &position)?;
    let cell = whole(&cell, "cell", usize::MAX)?;
    Ok(to_js(&position.moves_at(cell))?)
}

/// The view of the position after a move (`choice` is the ticket's digit), or null when the
/// move is not legal there.
#[wasm_bindgen(unchecked_return_type = "PositionView | null")]
pub fn position_play(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cell: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] choice: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] origin: JsValue,
    hints: bool,
) -> Result<JsValue, JsValue> {
    let (position, _) = playable(&game, &position)?;
    let cell = whole(&cell, "cell", usize::MAX)?;
    let choice = optional_whole(&choice, "choice", 9)?.map(|d| d as u8);
    let origin = optional_text(&origin, "origin")?;
    let after = position.play(cell, choice).map(|next| next.view(Some(cell), origin.as_deref(), hints));
    Ok(to_js(&after)?)
}

/// The value of a position and of the moves on the cells `first..first + count` of its board
/// (the window it shows), for the "Show move values" marks.
#[wasm_bindgen(unchecked_return_type = "ValuesView")]
pub fn position_values(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] first: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
) -> Result<JsValue, JsValue> {
    let (position, _) = playable(&game, &position)?;
    let first = whole(&first, "first", usize::MAX)?;
    let count = whole(&count, "count", MAX_WINDOW)?;
    Ok(to_js(&crate::report::values_view(position.as_ref(), first..first.saturating_add(count)))?)
}

/// The game tree from a small position, labelled by backward induction; throws an error
/// `{ message }` for a position whose tree is too large to read.
#[wasm_bindgen(unchecked_return_type = "Tree")]
pub fn position_tree(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
) -> Result<JsValue, JsValue> {
    let (position, _) = playable(&game, &position)?;
    let tree = crate::tree::tree(position.as_ref())
        .map_err(|message| to_js(&InputError::whole(message)).unwrap_or_else(JsValue::from))?;
    Ok(to_js(&tree)?)
}

/// What "Test a rule" offers for `game`: what a true rule claims, the names it may use with
/// their meanings, the suggested rules, the sizes searched; null for a game without one.
#[wasm_bindgen(unchecked_return_type = "RuleSpace | null")]
pub fn rule_space(#[wasm_bindgen(unchecked_param_type = "string")] game: JsValue) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    let Some(space) = game.positions().and_then(|p| p.rules()) else { return Ok(JsValue::NULL) };
    #[derive(Serialize)]
    struct Offered {
        claim: &'static str,
        denial: &'static str,
        names: Vec<crate::conjecture::Name>,
        suggestions: Vec<crate::conjecture::Suggestion>,
        sizes: Vec<String>,
    }
    Ok(to_js(&Offered {
        claim: space.claim(),
        denial: space.denial(),
        names: space.names(),
        suggestions: space.suggestions(),
        sizes: space.sizes().into_iter().map(|size| space.size_words(size)).collect(),
    })?)
}

/// Tests a rule (and, unless blank, only where `scope` holds) on every start position of
/// `game` up to its largest size, smallest first. An error's `span` is a UTF-16 range of the
/// field it names. Progress as for `check` (the positions checked so far).
#[wasm_bindgen(unchecked_return_type = "Timed<RuleReport>")]
pub fn test_rule(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] rule: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] scope: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    let rule = text(&rule, "rule")?;
    let scope = optional_text(&scope, "scope")?.unwrap_or_default();
    let request = whole(&request, "request", u32::MAX as usize)? as u32;
    let space = crate::games::positions_of(game)
        .ok()
        .and_then(|p| p.rules())
        .ok_or_else(|| type_error(format!("the {} has no rules to test", game.name())))?;
    let mut progress = Progress::new(request);
    let mut report = crate::conjecture::test(space, &rule, &scope, &mut |done| progress.report(done));
    if let Some(error) = report.error.as_mut() {
        let field = if error.field == "rule" { &rule } else { &scope };
        error.error.span = error.error.span.and_then(|span| utf16_span(field, span));
    }
    Ok(to_js(&Timed { report, millis: progress.millis() })?)
}

/// Progress from inside a long search, posted to the page as
/// `{ id, progress: { done, millis } }` through the worker's own `postMessage`: no JavaScript
/// runs while the search does, so the search itself must speak. At most every 100 ms; silent
/// outside a worker (the browser tests call the functions directly).
struct Progress {
    scope: Option<DedicatedWorkerGlobalScope>,
    clock: Option<Performance>,
    started: f64,
    last: f64,
    request: u32,
}

#[derive(Serialize)]
struct ProgressMessage {
    id: u32,
    progress: ProgressFigures,
}

#[derive(Serialize)]
struct HeadlineMessage {
    id: u32,
    headline: crate::report::Headline,
}

#[derive(Serialize)]
struct ProgressFigures {
    done: u64,
    millis: f64,
}

#[derive(Serialize)]
struct Timed<T> {
    report: T,
    millis: f64,
}

impl Progress {
    fn new(request: u32) -> Progress {
        use wasm_bindgen::JsCast;
        let scope = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>().ok();
        let clock = scope.as_ref().and_then(|scope| scope.performance());
        let started = clock.as_ref().map_or(0.0, Performance::now);
        // The first report goes out at once; later ones at most every 100 ms.
        Progress { scope, clock, started, last: started - 100.0, request }
    }

    fn millis(&self) -> f64 {
        self.clock.as_ref().map_or(0.0, |clock| clock.now() - self.started)
    }

    fn report(&mut self, done: u64) {
        let Some(clock) = &self.clock else { return };
        let now = clock.now();
        if now - self.last < 100.0 {
            return;
        }
        self.last = now;
        self.post(&ProgressMessage {
            id: self.request,
            progress: ProgressFigures { done, millis: now - self.started },
        });
    }

    /// Posts `message` to the page through the worker's own postMessage (nothing outside one).
    fn post<T: Serialize>(&self, message: &T) {
        if let (Some(scope), Ok(value)) = (&self.scope, to_js(message)) {
            let _ = scope.post_message(&value);
        }
    }
}

/// Checks a position (notation of docs/RULES.md) by exhaustive search against the fast solver: the
/// value and the winning moves. While it runs, progress is posted as `{ id: request,
/// progress }` (see `Progress`).
#[wasm_bindgen(unchecked_return_type = "Timed<CheckReport>")]
pub fn check(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    let position = text(&position, "position")?;
    let request = whole(&request, "request", u32::MAX as usize)? as u32;
    let mut progress = Progress::new(request);
    let report: CheckReport =
        check::check(game, &position, &mut |done| progress.report(done)).map_err(|e| error_to_js(&position, e))?;
    Ok(to_js(&Timed { report, millis: progress.millis() })?)
}

/// The set of exercises for `game` from `seed` (a teacher's link carries the seed).
#[wasm_bindgen(unchecked_return_type = "Exercise[]")]
pub fn exercise_set(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"auction\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    let seed = whole(&seed, "seed", u32::MAX as usize)? as u64;
    let set: Vec<Exercise> = crate::games::exercise_set(game, seed);
    Ok(to_js(&set)?)
}

/// Grades an answer to exercise `number` (from 1) of the set for `game` from `seed`.
#[wasm_bindgen(unchecked_return_type = "Graded")]
pub fn grade_answer(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"auction\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] number: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] answer: JsValue,
) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    let seed = whole(&seed, "seed", u32::MAX as usize)? as u64;
    let number = whole(&number, "number", exercises::SET_SIZE)?;
    let answer = text(&answer, "answer")?;
    let graded: Graded = crate::games::grade(game, seed, number, &answer);
    Ok(to_js(&graded)?)
}

/// Checks `count` random positions of about `size` by exhaustive search, stopping at the
/// first disagreement; progress as for `check` (the count checked so far).
#[wasm_bindgen(unchecked_return_type = "Timed<StressReport>")]
pub fn stress(
    #[wasm_bindgen(unchecked_param_type = "\"ticket\" | \"permutation\"")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    // Sizes past the searches' limits are refused by the check itself, as too large.
    let size = whole(&size, "size", 1_000)?;
    let count = whole(&count, "count", 10_000_000)? as u64;
    let seed = whole(&seed, "seed", u32::MAX as usize)? as u64;
    let request = whole(&request, "request", u32::MAX as usize)? as u32;
    let mut progress = Progress::new(request);
    let report: StressReport =
        check::stress(game, size, count, seed, &mut |done| progress.report(done)).map_err(|e| error_to_js("", e))?;
    Ok(to_js(&Timed { report, millis: progress.millis() })?)
}

/// What the page shows about every game (labels, rules, examples, settings), in the
/// registry's order: the page has no per-game code of its own.
#[wasm_bindgen(unchecked_return_type = "About[]")]
pub fn games() -> Result<JsValue, JsValue> {
    let all: Vec<About> = Game::all().iter().map(|game| game.about()).collect();
    Ok(to_js(&all)?)
}

/// A random input of `game` of about `size` (the page's Random button), the same for the same
/// `seed`; null for a game that offers none.
#[wasm_bindgen(unchecked_return_type = "string | null")]
pub fn random_input(
    #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue, JsValue> {
    let game = game_named(&game)?;
    let size = whole(&size, "size", usize::MAX)?;
    let seed = whole(&seed, "seed", u32::MAX as usize)? as u64;
    Ok(to_js(&game.random_input(size, seed))?)
}

fn error_to_js(input: &str, mut error: InputError) -> JsValue {
    error.span = error.span.and_then(|span| utf16_span(input, span));
    to_js(&error).unwrap_or_else(JsValue::from)
}

/// `span` (bytes of `text`) as a UTF-16 range; `None` for a span that is not on character
/// boundaries of `text`. The core never makes one (`tests/it/spans.rs`); should it, the page shows
/// no mark rather than a wrong one, and a debug build stops here.
fn utf16_span(text: &str, span: (usize, usize)) -> Option<(usize, usize)> {
    let converted = crate::utf16::span(text, span);
    debug_assert!(converted.is_ok(), "{converted:?}: a span off the input's character boundaries");
    converted.ok()
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    // JSON-compatible: `None` becomes null and structs become plain objects.
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}
