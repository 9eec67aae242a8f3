//! The exports of the panels a reader opens: a position's view (Play, lessons), its moves, move
//! values, the tree, "Test a rule", the outcome tables, the exhaustive checks, practice and Random. Only the page's module has
//! them (the cargo feature `panels`, on by default). An embed's own module, built with its game
//! alone (scripts/wasm.mjs), answers what an embed shows before any click (the verdict, the
//! report, the line and its steps' boards) and is a third smaller without them (docs/PERFORMANCE.md);
//! www/core/worker.js sends these requests to the game's module with the panels (`pkg/panels/NAME/`)
//! when a reader opens one.

use super::boundary::{self, input_error, number32, optional_text, optional_whole, short_text, text, to_js, whole};
use super::progress::Progress;
use super::MAX_WINDOW;
use crate::InputError;
use wasm_bindgen::prelude::*;

/// A position of `game` under `settings` (the page's settings of the game shown, as `analyze`
/// takes them; undefined for none), or the `InputError` its text or a setting makes. What the
/// position writes wins (a step, a node or a counterexample is written in full, Nim's
/// `take 1,2,3` with it); what it does not write is the settings' (a typed `4` under take 1,2,3
/// is a heap of the subtraction game, not of Nim).
fn read_position(
    game: &JsValue,
    position: &JsValue,
    settings: &JsValue,
) -> Result<Box<dyn crate::position::Playable>, JsValue> {
    let game = configured(game, settings)?;
    let position = position_text(&game, position)?;
    game.position(&position).map_err(|error| input_error(&position, error))
}

/// A position's text, refused before it is copied in when it is longer than any position of
/// `game`: no position the page shows is longer than the game's largest input and the few words
/// a position adds (the mover, a take set), and a longer one (a link's, a script's) could take
/// gigabytes to read and draw.
fn position_text(game: &crate::games::Configured, position: &JsValue) -> Result<String, JsValue> {
    let most = game.game().max_input() + POSITION_WORDS;
    if let Some(length) = boundary::string_length(position).filter(|&length| length > most) {
        let message = format!(
            "the position is {} characters long; the playground reads positions of up to {} for the {}",
            crate::words::grouped(length),
            crate::words::grouped(most),
            game.game().about().label.to_ascii_lowercase()
        );
        return Err(input_error("", InputError::whole(message)));
    }
    text(position, "position")
}

/// What a position may write beyond its game's largest input: the mover, a take set.
const POSITION_WORDS: usize = 64 << 10;

/// `game` under `settings` (the page's settings of the game shown, as `analyze` takes them),
/// or the `InputError` a setting makes.
fn configured(game: &JsValue, settings: &JsValue) -> Result<crate::games::Configured, JsValue> {
    let game = boundary::game(game)?;
    let settings = boundary::settings(settings)?;
    game.configure(&settings).map_err(|error| input_error("", error))
}

/// The view of a position: who moves, who wins and why, the solver's move, the board. `last` is
/// the cell of the move that led here, `origin` the position play started from, and `hints`
/// marks each cell with a legal move as winning or losing and gives the hint ladder. `settings`
/// (here and in every position export below: moves, no move, play, values, the tree) are the
/// game's on screen, as `analyze` takes them: what the position does not write is theirs.
#[wasm_bindgen(unchecked_return_type = "PositionView")]
pub fn position_view(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] last: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] origin: JsValue,
    hints: bool,
    #[wasm_bindgen(unchecked_optional_param_type = "Settings")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let position = read_position(&game, &position, &settings)?;
    let last = optional_whole(&last, "last", usize::MAX)?;
    let origin = optional_text(&origin, "origin")?;
    to_js(&view(&*position, last, origin.as_deref(), hints))
}

/// A position's view; with `hints`, its board marked and its hint ladder (`verdict_model::hints`).
fn view(
    position: &dyn verdict_model::position::Playable,
    last: Option<usize>,
    origin: Option<&str>,
    hints: bool,
) -> verdict_model::position::PositionView {
    if hints {
        verdict_model::hints::hinted_view(position, last, origin)
    } else {
        position.view(last, origin, false)
    }
}

/// The legal moves on one cell of a position, each with whether it keeps a win.
#[wasm_bindgen(unchecked_return_type = "MoveView[]")]
pub fn position_moves(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cell: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Settings")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let position = read_position(&game, &position, &settings)?;
    to_js(&position.moves_at(whole(&cell, "cell", usize::MAX)?))
}

/// Why nothing can be played on one cell of a position, the rule it meets in one sentence (a
/// student clicked there), a message; null where there is a move.
#[wasm_bindgen(unchecked_return_type = "Message | null")]
pub fn position_no_move(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cell: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Settings")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let position = read_position(&game, &position, &settings)?;
    to_js(&position.no_move_at(whole(&cell, "cell", usize::MAX)?))
}

/// The view of the position after a move (`choice` is the ticket's digit), or null when the
/// move is not legal there.
#[wasm_bindgen(unchecked_return_type = "PositionView | null")]
pub fn position_play(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cell: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] choice: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] origin: JsValue,
    hints: bool,
    #[wasm_bindgen(unchecked_optional_param_type = "Settings")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let position = read_position(&game, &position, &settings)?;
    let cell = whole(&cell, "cell", usize::MAX)?;
    let choice = optional_whole(&choice, "choice", u32::MAX as usize)?.map(|choice| choice as u32);
    let origin = optional_text(&origin, "origin")?;
    to_js(&position.play(cell, choice).map(|next| view(&*next, Some(cell), origin.as_deref(), hints)))
}

/// The value of a position and of the moves on the cells `first..first + count` of its board
/// (the window it shows), for the "Show move values" marks.
#[wasm_bindgen(unchecked_return_type = "ValuesView")]
pub fn position_values(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] first: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Settings")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let position = read_position(&game, &position, &settings)?;
    let first = whole(&first, "first", usize::MAX)?;
    let count = whole(&count, "count", MAX_WINDOW)?;
    to_js(&crate::values::values_view(position.as_ref(), first..first.saturating_add(count)))
}

/// The game tree from a small position, labelled by backward induction; throws an
/// `InputError` (a message alone) for a position whose tree is too large to read.
#[wasm_bindgen(unchecked_return_type = "Tree")]
pub fn position_tree(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Settings")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    // A long position is refused before it is copied in and read (a UTF-16 length past the
    // limit is a longer UTF-8 one).
    if let Some(length) = boundary::string_length(&position) {
        crate::tree::refuse_long(length).map_err(|message| input_error("", InputError::whole(message)))?;
    }
    let position = read_position(&game, &position, &settings)?;
    let tree = crate::tree::tree(position.as_ref()).map_err(|message| input_error("", InputError::whole(message)))?;
    to_js(&tree)
}

/// What "Test a rule" offers for `game` under `settings` (the game's name with them, its names,
/// suggestions and sizes), or null for a game without one.
#[wasm_bindgen(unchecked_return_type = "RuleSpace | null")]
pub fn rule_space(
    #[wasm_bindgen(unchecked_param_type = "GameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let game = configured(&game, &settings)?;
    to_js(&game.rules().map(|space| crate::wire::RuleSpaceView::of(&game, space)))
}

/// Tests a rule (and, unless blank, only where `scope` holds) on every start position of
/// `game` under `settings` up to its largest size, smallest first. An error's `span` is a
/// UTF-16 range of the field it names. Progress as for `check` (the positions checked so far).
#[wasm_bindgen(unchecked_return_type = "Timed<RuleReport>")]
pub fn test_rule(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] rule: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] scope: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = configured(&game, &settings)?;
    let rule = short_text(&rule, "rule")?;
    let scope = if scope.is_undefined() || scope.is_null() { String::new() } else { short_text(&scope, "scope")? };
    let mut progress = Progress::new(number32(&request, "request")?);
    let mut report = crate::conjecture::test(&game, &rule, &scope, &mut |done| progress.report(done))
        .map_err(|error| input_error("", error))?;
    if let Some(error) = report.error.as_mut() {
        let field = if error.field == "rule" { &rule } else { &scope };
        error.error.span = error.error.span.and_then(|span| boundary::utf16_span(field, span));
    }
    to_js(&crate::wire::Timed { report, millis: progress.millis() })
}

/// The outcome table of `game` under `settings` by its names `x` and `y` (empty: a sequence by
/// `x`), every start position the rule tester searches, with `rule` drawn over it unless it is
/// empty; the table names the game it counts. An error (a name or the rule) is in the table's
/// `error`, its `span` a UTF-16 range of the rule. Progress as for `check` (the positions
/// tabulated so far).
#[wasm_bindgen(unchecked_return_type = "Timed<OutcomeTable>")]
pub fn outcome_table(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] x: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] y: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] rule: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = configured(&game, &settings)?;
    let (x, y, rule) = (short_text(&x, "x")?, short_text(&y, "y")?, short_text(&rule, "rule")?);
    let mut progress = Progress::new(number32(&request, "request")?);
    let mut report = verdict_reason::outcomes::table(&game, &x, &y, &rule, &mut |done| progress.report(done))
        .map_err(|error| input_error("", error))?;
    if let Some(error) = report.error.as_mut() {
        error.error.span = error.error.span.and_then(|span| boundary::utf16_span(&rule, span));
    }
    to_js(&crate::wire::Timed { report, millis: progress.millis() })
}

/// Checks a position of `game` under `settings` (what the position does not write is theirs)
/// by exhaustive search against the fast solver: the value and the winning moves. While it
/// runs, `{ id: request, progress }` is posted (a `ProgressMessage`).
#[wasm_bindgen(unchecked_return_type = "Timed<CheckReport>")]
pub fn check(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = configured(&game, &settings)?;
    let position = position_text(&game, &position)?;
    let mut progress = Progress::new(number32(&request, "request")?);
    let report = crate::games::check::check(&game, &position, &mut |done| progress.report(done))
        .map_err(|error| input_error(&position, error))?;
    to_js(&crate::wire::Timed { report, millis: progress.millis() })
}

/// Checks `count` random positions of `game` under `settings` of about `size` by exhaustive
/// search, stopping at the first disagreement; progress as for `check` (the count checked so far).
#[wasm_bindgen(unchecked_return_type = "Timed<StressReport>")]
pub fn stress(
    #[wasm_bindgen(unchecked_param_type = "PlayableGame")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let game = configured(&game, &settings)?;
    // Sizes past the searches' limits are refused by the check itself, as too large.
    let size = whole(&size, "size", 1_000)?;
    let count = whole(&count, "count", 10_000_000)? as u64;
    let seed = number32(&seed, "seed")? as u64;
    let mut progress = Progress::new(number32(&request, "request")?);
    let report = crate::games::check::stress(&game, size, count, seed, &mut |done| progress.report(done))
        .map_err(|error| input_error("", error))?;
    to_js(&crate::wire::Timed { report, millis: progress.millis() })
}

/// The set of exercises for `game` from `seed` (a teacher's link carries the seed).
#[wasm_bindgen(unchecked_return_type = "Exercise[]")]
pub fn exercise_set(
    #[wasm_bindgen(unchecked_param_type = "GameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue, JsValue> {
    to_js(&crate::games::exercise_set(boundary::game(&game)?, number32(&seed, "seed")? as u64))
}

/// Grades an answer to exercise `number` (from 1) of the set for `game` from `seed`.
#[wasm_bindgen(unchecked_return_type = "Graded")]
pub fn grade_answer(
    #[wasm_bindgen(unchecked_param_type = "GameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] number: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] answer: JsValue,
) -> Result<JsValue, JsValue> {
    let (game, seed) = (boundary::game(&game)?, number32(&seed, "seed")? as u64);
    let number = boundary::ordinal(&number, "number", crate::games::exercises::SET_SIZE)?;
    to_js(&crate::games::grade(game, seed, number, &short_text(&answer, "answer")?))
}

/// A random input of `game` of about `size` (the page's Random button), the same for the same
/// `seed`; null for a game that offers none.
#[wasm_bindgen(unchecked_return_type = "string | null")]
pub fn random_input(
    #[wasm_bindgen(unchecked_param_type = "GameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue, JsValue> {
    // The game clamps the size to its own Random field's largest.
    let (game, size) = (boundary::game(&game)?, whole(&size, "size", usize::MAX)?);
    to_js(&game.random_input(size, number32(&seed, "seed")? as u64))
}

/// The exports of the report of `input` (a string, or a file's bytes) for `game`: what a
/// report made without them lists in `exports_left_out` (an embed's module), asked of this
/// module when the reader opens one. Bad input throws the `InputError` `analyze` would.
#[wasm_bindgen(unchecked_return_type = "Export[]")]
pub fn record_exports(
    #[wasm_bindgen(unchecked_param_type = "GameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Settings | undefined")] settings: JsValue,
) -> Result<JsValue, JsValue> {
    let game = boundary::game(&game)?;
    let input = boundary::input(&input)?;
    let options = boundary::settings(&settings)?;
    let analysis = crate::games::analyze(game, &input, &options).map_err(|error| input_error(&input, error))?;
    to_js(&analysis.report().exports)
}
