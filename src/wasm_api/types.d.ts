// Derived from the Rust types by src/typescript.rs (ts-rs); do not edit: run
// `VERDICT_REGENERATE=1 cargo test --lib typescript` after changing a type.

/** A game of the registry. */
export type GameName = "ticket" | "auction" | "permutation" | "nim" | "wythoff";
/** A game played between two sides: it has positions to view, play and check. */
export type PlayableGame = "ticket" | "permutation" | "nim" | "wythoff";

/** The machine-readable verdict, as `data-verdict` spells it (docs/RULES.md): every game's `About.verdicts`. */
export type Verdict = "Monocarp" | "Bicarp" | "complete" | "incomplete" | "illegal" | "Alice" | "Bob";

/**
 * A sentence as data: a catalogue message's id and its arguments by name (docs/LANGUAGES.md),
 * formatted by the page in its reader's language (www/shared/i18n.js, `message`).
 */
export type Message = { id: string, args: Record<string, MessageArg> };

/** A message's argument: text (a move, a call, a number as the core writes it), a name the catalogue translates, a sentence. */
export type MessageArg = string | { name: string } | Message;

/**
 * The settings the games take beside their text, by name (`About.settings`): each game
 * reads its own, and refuses another game's.
 */
export type Settings = { 
/** auction-setting-dealer ({@link SettingMenu}). */
dealer?: string, 
/** auction-setting-vulnerable ({@link SettingMenu}). */
vulnerable?: string, 
/** nim-setting-take ({@link SettingMenu}). */
take?: string, };

/**
 * The verdict and its reason, which a game can say before its tables are built: a front end
 * shows them first.
 */
export type Headline = { game: GameName, verdict: Verdict, headline: Message, reason: Message, 
/**
 * What the input holds, in a few words ("5,000,312 '?'", "1,000,000 numbers").
 */
input_summary: string, };

/**
 * What a game concluded, and why, in words and numbers a student can follow.
 */
export type Report = { 
/**
 * Which game: its name in the registry.
 */
game: GameName, 
/**
 * The machine-readable verdict; the page puts it in `data-verdict`.
 */
verdict: Verdict, 
/**
 * The verdict as a short sentence ("Bicarp wins"), a message of the catalogues
 * (`verdict-wins`): front ends format it in their reader's language.
 */
headline: Message, 
/**
 * One line: the deciding fact, a message as the headline is.
 */
reason: Message, 
/**
 * The argument a student can follow, with this input's numbers plugged in: messages,
 * which front ends format in their reader's language (the page when it draws the
 * Why, www/panels/explanation.js); every game's are of the catalogues.
 */
explanation: Array<Message>, 
/**
 * The expert layer (closed forms, invariants, proofs), which front ends show folded:
 * messages, as `explanation`.
 */
expert: Array<Message>, 
/**
 * A remark about the tables: one that is not shown, and why.
 */
tables_note: string, 
/**
 * What the input holds, in a few words (see [`Headline::input_summary`]).
 */
input_summary: string, 
/**
 * Byte range of the input to highlight (the illegal call), if any.
 */
input_mark: [number, number] | null, 
/**
 * What the highlighted part is, as a front end titles it ("The first illegal call").
 */
input_mark_note: string, 
/**
 * Next inputs to offer as one-click buttons (the legal calls of an unfinished auction).
 */
offers: Array<Offer>, 
/**
 * The input written in another notation, to copy (the auction as a PBN section).
 */
exports: Array<Export>, 
/**
 * The labels of the exports a build left out of `exports` to be smaller (an embed's module:
 * the auction without its `exports` feature), in their order: a front end asks a build with
 * them (the wasm layer's `record_exports`) when its reader opens one. Empty in a full build.
 */
exports_left_out: Array<string>, 
/**
 * The settings the analysis used (the auction's dealer and vulnerability), so that a
 * front end's menus show what the input set.
 */
settings: Array<Setting>, 
/**
 * Where the input contradicts itself and the analysis chose one side (a record whose
 * dealer is not its board number's): a front end shows them beside the verdict.
 */
warnings: Array<string>, tables: Array<TableHead>, 
/**
 * The game played from the input to its end, served step by step by [`Analysis::step`].
 */
line: LineHead, };

/**
 * A setting as the analysis used it: a front end's menu shows `value`, and when the input
 * itself fixed it (`set_by`), says so and lets the input decide.
 */
export type Setting = { 
/**
 * `dealer` or `vulnerable`.
 */
name: keyof Settings, 
/**
 * The value as the menu spells it (`E`, `NS`), empty when not given.
 */
value: string, 
/**
 * What in the input set it ("the [Auction] tag", "board 5"), or empty when the menu did.
 */
set_by: string, };

/**
 * A text the page offers to copy, such as the auction in PBN.
 */
export type Export = { label: string, text: string, 
/**
 * What the input held that this format cannot, and was left out of `text` (a front end
 * shows it beside the text); empty when nothing was.
 */
note: string, };

/**
 * A button the page offers: clicking it edits the input, replacing the byte range `replace`
 * of it with `insert` (the legal calls of an unfinished auction: each appends itself). An
 * offer never carries a copy of the input, so a report stays small whatever the input.
 */
export type Offer = { label: string, replace: [number, number], insert: string, };

/**
 * A table's header and the first rows; the rest come from [`Analysis::rows`].
 */
export type TableHead = { title: Message, 
/**
 * One sentence saying what a row is.
 */
caption: Message, columns: Array<Message>, row_count: number, 
/**
 * The first `min(row_count, PREVIEW_ROWS)` rows.
 */
preview: Array<Array<Message>>, 
/**
 * A row to draw attention to (the illegal call), if any.
 */
marked_row: number | null, 
/**
 * `None` for a table of rows, where a row stands for a step when it is the line's table.
 * `Some(skip)` for a grid whose cells are the steps, read row by row (the bidding
 * diagram): the cell at place `p = row * columns + column` is step `p - skip + 1`, and the
 * `skip` places before the first are blank. A front end links each such cell to its step.
 */
step_grid: number | null, 
/**
 * Notes printed under the table, each for the cells whose text carries its mark (the
 * alerts and explanations under a bidding diagram), shown in full: never only on hover.
 */
footnotes: Array<Footnote>, };

/**
 * A note printed under a table or a group of cells, as books print one under a diagram: the
 * cells it explains end in its `mark` (a superscript number, `1♣¹`).
 */
export type Footnote = { 
/**
 * The number, as the cells write it after their text (`1`, shown `¹`).
 */
mark: string, text: Message, };

/**
 * The line's header in the report: what it is, how long, and its first position.
 */
export type LineHead = { 
/**
 * "Optimal play", "The calls given": a message of the catalogues (`line-optimal`).
 */
title: Message, 
/**
 * One sentence: how the moves of the line are chosen, a message as the title is.
 */
caption: Message, 
/**
 * The number of moves; positions are numbered 0 (the input) to `steps`.
 */
steps: number, 
/**
 * What one step of the line is, in this game's word, and its plural: "move" and "moves",
 * "call" and "calls" (a front end writes "Call 5 of 11" from them).
 */
step_name: string, step_names: string, 
/**
 * The table whose row `r` is the move of step `r + 1`, if any.
 */
table: number | null, 
/**
 * Whether a step's position can be played from (`games::position` reads it).
 */
playable: boolean, 
/**
 * What each role on this game's boards means, in its own words.
 */
legend: Array<LegendEntry>, 
/**
 * The step a front end shows first: 0 (the input) for a game played out, the last for a
 * record read as given (the auction).
 */
open_at: number, 
/**
 * That step, so a front end can draw it without asking.
 */
open_step: Step, };

/**
 * A role and what it means in this game ("attached to 1"), with the text of the sample cell
 * the legend draws in that role.
 */
export type LegendEntry = { role: Role, meaning: Message, 
/**
 * What the legend's sample cell reads: a mark the role is drawn with (`▼`, `?`, `✓`), or
 * a cell such as the game shows (a digit, a bridge call); empty for the board's own first
 * cell in that role, which a front end draws so that the legend shows the step shown.
 */
sample: string, };

/**
 * One position of the line and the move that led to it.
 */
export type Step = { 
/**
 * 0 for the input, k after k moves.
 */
index: number, 
/**
 * The position in the game's own notation (docs/RULES.md, "Positions in the middle of a game"):
 * `TICKET MOVER` (no mover once no `?` is left), the row with `_` for removed numbers,
 * the calls so far.
 */
position: string, 
/**
 * Who is to move in this position; `None` once the game is over.
 */
to_move: string | null, 
/**
 * The move that led here; `None` at step 0.
 */
played: Played | null, 
/**
 * The step told in one sentence, with the numbers in it.
 */
narration: Message, board: Board, 
/**
 * The table rows and cells that stand for this step, to highlight.
 */
marks: Array<TableMark>, };

/**
 * A move: who made it, and what it was in a few words ("writes 9 in position 1").
 */
export type Played = { by: string, what: Message, };

/**
 * A row of a table (`column: None`) or one cell of it.
 */
export type TableMark = { table: number, row: number, column: number | null, };

/**
 * A position drawn game-neutrally: groups of cells, each cell with its text and roles, and a
 * few facts beside them. A front end draws any game from this alone.
 */
export type Board = { 
/**
 * What the board shows, in one sentence (its accessible description).
 */
caption: Message, groups: Array<CellGroup>, facts: Array<Fact>, 
/**
 * How the groups are arranged: `""`, one after another, or `"compass"`, each at its
 * group's `place` (`north`, `west`, `centre`, `east`, `south`), as a bridge deal is laid
 * out around its bidding.
 */
layout: "" | "compass", };

/**
 * A run of cells drawn together: a half of a ticket, a row of numbers, a bidding diagram.
 */
export type CellGroup = { label: Message, 
/**
 * A short remark beside the label ("sum 9, 1 '?' left").
 */
note: Message, 
/**
 * Column headings when the cells are laid out as a grid, filled row by row (the auction's
 * seats); empty when the cells form one line.
 */
columns: Array<Message>, 
/**
 * The cells shown: a window of at most [`BOARD_WINDOW`] of the group's `total` cells,
 * starting at cell `first`.
 */
cells: Array<Cell>, first: number, total: number, 
/**
 * Where the group goes in a `compass` layout; empty otherwise.
 */
place: "" | "north" | "west" | "centre" | "east" | "south", 
/**
 * Notes printed under the group for the cells shown whose text carries their mark (the
 * alerts and explanations under a bidding diagram).
 */
footnotes: Array<Footnote>, };

export type Cell = { text: string, 
/**
 * A small label under the cell: its 1-based position, which is also how play names the
 * cell (a move's `cell` is this minus one); empty for cells that are not places.
 */
label: string, roles: Array<Role>, 
/**
 * Drawn as a bar this high, from 0 to 1 (the permutation's numbers), if set.
 */
level: number | null, 
/**
 * The cell in words, for screen readers and tooltips.
 */
title: Message, };

/**
 * What a cell is in the position. Front ends mark each role by shape or text as well as colour.
 */
export type Role = "now" | "given" | "filled" | "open" | "goal" | "attached" | "outside" | "removed" | "call" | "illegal" | "next" | "blank" | "wins" | "loses" | "hand";

/**
 * A fact beside the board: `B` = `4.5`, with what it means in words where the label alone
 * would not say (a legend a student can read beside the number).
 */
export type Fact = { label: Message, 
/**
 * The value: a number or a position as verbatim text, or words (a player's name,
 * `Message::named`).
 */
value: Message, 
/**
 * What the label means, in one phrase ("how far the left half is ahead if every ? were
 * worth 4.5"); empty when the label says it.
 */
meaning: Message, 
/**
 * How the value is worked out, as a small table; a front end shows the fact and its
 * working together under a switch of the working's own name, closed until the reader opens
 * it (such a fact tends to be an answer: the nim-sum says who wins). `None` for most facts.
 */
working: Working | null, };

/**
 * The working behind a fact: a small table (a header row, then rows, the last `totals` of them
 * the result the others add up to, drawn under a rule), shown under a switch named `switch`
 * ("Show the binary columns"). A front end keeps the switch as the reader set it from one
 * position to the next, so the table can be followed move by move.
 */
export type Working = { 
/**
 * The switch's words, which also name the table.
 */
switch: Message, 
/**
 * One sentence under the table: how to read it.
 */
caption: Message, columns: Array<Message>, 
/**
 * Each row's cells, one a column; at most [`BOARD_WINDOW`] rows besides the totals (a
 * window of a long position, as its board shows).
 */
rows: Array<Array<string>>, 
/**
 * How many of the last rows are totals.
 */
totals: number, };

/**
 * A position to play from, as front ends show it: who is to move, who wins with best play
 * and why, the line's move from here, and the board.
 */
export type PositionView = { 
/**
 * The position in the notation of docs/RULES.md.
 */
position: string, 
/**
 * Who is to move; `None` once the game is over.
 */
to_move: string | null, 
/**
 * The two players, the first to move first.
 */
players: [string, string], 
/**
 * Who wins from here with best play (who has won, once it is over).
 */
winner: string, 
/**
 * Whether the player to move wins.
 */
mover_wins: boolean, 
/**
 * Why, in the game's own terms, with the position's numbers.
 */
reason: Message, legal_moves: number, winning_moves: number, 
/**
 * The move the solver makes here: a winning one when there is one.
 */
line_move: MoveView | null, 
/**
 * Why the solver makes that move, in one sentence in the game's own terms: the strategy
 * it follows when it wins ("Bicarp writes 4 in position 1 (left half), a copy of
 * Monocarp's 4 on the other half: …"), what it tries when it loses. Empty once the game
 * is over.
 */
line_reason: Message, board: Board, 
/**
 * Play's hint ladder (the `hints` module), in a view that asks for hints (its
 * `hinted_view`) of a position that is not over; `None` otherwise.
 */
hints: Hints | null, };

/**
 * A move in a position: on which board cell, with which choice (the digit written), and
 * whether it keeps a win for the player making it.
 */
export type MoveView = { 
/**
 * The cell's 0-based index in the position (a ticket's character, a row's place): with
 * `choice`, what [`Playable::play`] is given to make the move. A move on several cells
 * (Wythoff's, from both heaps) has an index past the board's cells here, and lists the
 * cells it touches in `cells`.
 */
cell: number, 
/**
 * Every board cell the move changes, in order (`[cell]` for a move on one cell): a board
 * marks each of them (the move just played, the best move, a hint).
 */
cells: Array<number>, 
/**
 * What is chosen on that cell, for games with a choice (the ticket's digit, a take).
 */
choice: number | null, 
/**
 * As `verdict moves` writes a move (docs/RULES.md): `3=9`, `6`.
 */
label: string, 
/**
 * In words: "writes 9 in position 3", "removes 6".
 */
what: Message, 
/**
 * The same as a noun phrase: "writing 9 in position 3", "removing 6" (as in "The only
 * move, writing 9 in position 3, loses"). A message of the catalogues is worded for the
 * middle of a sentence; a front end capitalizes it where it starts one ("Writing 9 in
 * position 3 would have kept the win"). A verbatim one may still start with a capital.
 */
doing: Message, wins: boolean, };

/**
 * The ladder of a position that is not over, with the move its last rung names (outlined on
 * the board); the `hints` module builds it.
 */
export type Hints = { rungs: Array<Rung>, 
/**
 * The move the last rung names: the best one where the mover wins, the one that lasts
 * longest (or the solver's, where every move lasts as long) where the mover loses.
 */
named: MoveView | null, };

/**
 * One rung of Play's hint ladder: the button's question and the answer, messages of the
 * catalogues (`hint-…`) that front ends format in their reader's language.
 */
export type Rung = { 
/**
 * What the button that shows this rung asks: "Is my position won?".
 */
ask: Message, 
/**
 * The answer, one or two sentences with the position's numbers.
 */
says: Message, };

/**
 * Bad input: what is wrong and where. Positions are computed from the text the error is about,
 * so the same error type serves the page (one field of text) and the judge (all of stdin).
 */
export type InputError = { 
/**
 * What is wrong, a sentence of the catalogues (`Message::verbatim` for one the core still
 * writes in English).
 */
message: Message, 
/**
 * 1-based line of the offending place, if the input has a place to point at.
 */
line: number | null, 
/**
 * 1-based column (in characters) on that line.
 */
column: number | null, 
/**
 * Byte range of the offending text within the input.
 */
span: [number, number] | null, 
/**
 * 1-based case number in a judge input with several cases.
 */
case: number | null, };

/**
 * What a check found.
 */
export type CheckReport = { 
/**
 * `agree`, `disagree` or `too-large` (docs/RULES.md "The exhaustive check": `data-check`).
 */
outcome: "agree" | "disagree" | "too-large", 
/**
 * Positions the exhaustive search solved.
 */
searched: number, 
/**
 * The fast solver's answer, as `verdict moves` writes it (`win`, a tab, the moves).
 */
fast: string, 
/**
 * The exhaustive search's answer, in the same form.
 */
exhaustive: string, 
/**
 * One sentence for the page.
 */
summary: string, };

/**
 * What a stress run found: how many random positions agreed, and the first that did not.
 */
export type StressReport = { checked: number, 
/**
 * Positions the exhaustive searches solved in all.
 */
searched: number, 
/**
 * The first position where the fast solver and the search disagree, with the check.
 */
disagreement: [string, CheckReport] | null, };

/**
 * One exercise, as the page shows it.
 */
export type Exercise = { 
/**
 * 1-based, within the set.
 */
number: number, 
/**
 * `who-wins`, `winning-moves`, `winning-move`, `fill`, `build-auction`, `first-illegal`.
 */
kind: string, 
/**
 * What to do, in one sentence.
 */
prompt: Message, 
/**
 * The position, template or auction the exercise is about.
 */
given: string, 
/**
 * How to write the answer.
 */
answer_help: Message, 
/**
 * The possible answers, when there are only a few (who wins): the page shows buttons.
 */
choices: Array<string>, 
/**
 * The position drawn as the game draws it, without what would give the answer away
 * ([`crate::position::Playable::exercise_board`]); `None` when `given` is no position (a
 * template to fill, an auction's dealer).
 */
board: Board | null, 
/**
 * How a click on the board's places answers: `one` (the move clicked is the answer),
 * `several` (each move clicked is added to, or taken out of, the answer), or empty (the
 * board is there to be read).
 */
pick: string, };

/**
 * A grade: right or not, and why.
 */
export type Graded = { correct: boolean, 
/**
 * The answer is [`Mark::Malformed`]: it breaks a rule of the answer's form (a move that
 * cannot be made, a form that is not an answer), as opposed to a legal answer that is wrong.
 * The message says which rule, and nothing of the right answer.
 */
illegal: boolean, mark: Mark, 
/**
 * For a [`Mark::Partial`] answer, how many winning moves it found of how many.
 */
found: Found | null, message: Message, 
/**
 * A right answer (one of them, where several are right), to show after a wrong one (never
 * after a malformed or partial one).
 */
solution: string, };

/**
 * How an answer stands: the page scores and shows each differently.
 */
export type Mark = "right" | "wrong" | "partial" | "malformed";

/**
 * How many of the winning moves a partial answer found.
 */
export type Found = { found: number, of: number, };

/**
 * What the page shows about a game beside its reports (served to it by the core, so that the
 * page has no per-game code).
 *
 * Its sentences are not in it: each is a message of the catalogues (www/lang/en-games.js,
 * ko.ftl, ru.ftl), so that no module carries them, named from the game's name by the one
 * convention of docs/LANGUAGES.md ("A game's About"): rule `k` is `NAME-rule-k`, the input's
 * label `NAME-prompt`, example `k`'s note `NAME-example-k`, the Random field's `NAME-random`.
 * The page names them once, where the list of games arrives (www/core/games.js `withIds`);
 * `tests/it/registry.rs` holds that every one is in every catalogue, and no more rules.
 */
export type About = { 
/**
 * The game's name ([`Rules::name`]).
 */
name: string, 
/**
 * Its tab's label: `Ticket`.
 */
label: string, 
/**
 * How many rules the game's About lists, one sentence each.
 */
rule_count: number, 
/**
 * Where the problem comes from.
 */
origin: Origin, placeholder: string, 
/**
 * What the input holds when the user switches to the game.
 */
start: string, 
/**
 * One-click examples' texts, each with a note on what it teaches.
 */
examples: Array<string>, 
/**
 * The page's Random button, for games with a random input ([`Rules::random_input`]): the
 * largest size it makes.
 */
random: number | null, 
/**
 * The settings the game takes beside its text ([`Settings`]): each a menu, a fragment
 * parameter and an embed attribute of the same name.
 */
settings: Array<SettingMenu>, 
/**
 * The two players, the first to move first; empty for a game that is not played.
 */
players: Array<string>, 
/**
 * Every verdict the game's reports give, as `data-verdict` spells them (docs/RULES.md): for a
 * game of two players, their names.
 */
verdicts: Array<string>, };

export type Origin = { name: string, url: string, };

/**
 * A setting's menu: its name (the [`Settings`] field), label, options as (value, name) and
 * the default value; `upper` when a link's value is read in upper case (`e` is East). The label
 * and the options' names are catalogue ids (`nim-setting-take`, `name-North`), which the page
 * and the command line word in their reader's language (docs/LANGUAGES.md).
 */
export type SettingMenu = { name: string, label: string, default: string, upper: boolean, options: Array<[string, string]>, };

/**
 * A result and the time it took, by the worker's clock.
 */
export type Timed<T> = { report: T, millis: number, };

/**
 * Posted from inside a long search (`check`, `stress`): `{ id, progress: { done, millis } }`.
 */
export type ProgressMessage = { 
/**
 * The request number the call was given.
 */
id: number, progress: Progress, };

export type Progress = { 
/**
 * Positions searched (`check`) or positions checked (`stress`) so far.
 */
done: number, millis: number, };

/**
 * Posted by `analyze` given a request number, as soon as the verdict is known.
 */
export type HeadlineMessage = { id: number, headline: Headline, };

/**
 * A step's value: the value history of a line (GamesmanUni's), one entry a step.
 */
export type StepValue = { index: number, 
/**
 * Who is to move; `None` once the game is over.
 */
to_move: string | null, 
/**
 * Who wins from here with best play (who has won, once over).
 */
winner: string, 
/**
 * Moves until the end with both minding the clock, where known (0 once over).
 */
moves: number | null, };

/**
 * A position's value for the player to move, with its clock where known.
 */
export type Value = { mover_wins: boolean, 
/**
 * Moves until the game ends with both players minding the clock; `None` where the game
 * is too large to time.
 */
moves: number | null, 
/**
 * What the clock means here, or why there is none, in one sentence.
 */
clock_note: string, };

/**
 * The values of a position's moves as a board shows them: one mark a cell with a legal move.
 */
export type ValuesView = { value: Value, 
/**
 * One sentence: who wins from here, how soon, and how many moves keep the win.
 */
summary: string, 
/**
 * The marks of the cells in the window asked for.
 */
cells: Array<CellValue>, };

/**
 * A cell's mark: whether a move there wins, and a short text (`W3`, `L6`; the winning digits
 * of a cell with a choice) with its words.
 */
export type CellValue = { cell: number, wins: boolean, text: string, title: string, };

export type Tree = { 
/**
 * The positions in preorder; `nodes[0]` is the root.
 */
nodes: Array<TreeNode>, 
/**
 * Backward induction, one node a step: the finished games first, then each node once its
 * children are all labelled (the nearest to the end first).
 */
order: Array<number>, };

export type TreeNode = { 
/**
 * The position in the game's notation (docs/RULES.md, "Positions in the middle of a game").
 */
position: string, 
/**
 * Who is to move there; `None` once the game is over.
 */
to_move: string | null, 
/**
 * `win` or `lose`, for the player to move there (docs/RULES.md, "The game tree").
 */
value: "win" | "lose", 
/**
 * Moves until the end with both minding the clock, where the game is timed.
 */
moves: number | null, 
/**
 * The move that led here from the parent, in notation (`3=9`, `6`) and in words.
 */
via: string | null, via_words: Message | null, 
/**
 * The board cell and choice of that move, so a front end can show it.
 */
via_cell: number | null, via_choice: number | null, parent: number | null, children: Array<number>, depth: number, 
/**
 * Why the value follows: at a finished game, who won; elsewhere, from the children.
 */
because: Message, 
/**
 * The child that proves a won position (a move to a position lost for the opponent).
 */
witness: number | null, 
/**
 * What the game's fast rule says here (so the tree shows why the rule holds).
 */
rule: Message, };

/**
 * What "Test a rule" offers for a game (`rule_space`): what a true rule claims, the names a
 * rule may use with their meanings, the suggested rules, the sizes searched.
 */
export type RuleSpace = { 
/**
 * The game searched, with its settings: `Nim with take 1,2,3`.
 */
game: string, claim: string, denial: string, names: Array<Name>, suggestions: Array<Suggestion>, sizes: Array<string>, 
/**
 * The outcome tables to open, in a lesson's order (docs/RULES.md, "Outcome tables").
 */
tables: Array<TableSuggestion>, };

/**
 * A name a rule may use.
 */
export type Name = { name: string, meaning: string, };

/**
 * A suggested rule: its text, the scope it is meant for (empty: every position), and what
 * testing it shows (words of the game with its settings: a take set makes other rules true).
 */
export type Suggestion = { rule: string, scope: string, note: string, };

/**
 * What a test found (docs/RULES.md's `data-rule`: `holds`, `counterexample` or `error`).
 */
export type RuleReport = { 
/**
 * The game tested, with its settings: `Nim with take 1,2,3`.
 */
game: string, outcome: "holds" | "counterexample" | "error", 
/**
 * Positions searched (those in the scope, when there is one).
 */
checked: number, 
/**
 * The sizes searched, with the positions checked at each.
 */
sizes: Array<SizeChecked>, 
/**
 * One or two sentences for the page.
 */
summary: string, 
/**
 * What does not read in the rule (or the scope), and where.
 */
error: RuleError | null, counterexample: Counterexample | null, };

export type SizeChecked = { size: number, words: string, checked: number, };

/**
 * An error in the rule or in the scope field.
 */
export type RuleError = { 
/**
 * `rule` or `scope`: which field it is in (an outcome table's names: `x` or `y`).
 */
field: "rule" | "scope" | "x" | "y", 
/**
 * What is wrong, a sentence of the catalogues (`Message::verbatim` for one the core still
 * writes in English).
 */
message: Message, 
/**
 * 1-based line of the offending place, if the input has a place to point at.
 */
line: number | null, 
/**
 * 1-based column (in characters) on that line.
 */
column: number | null, 
/**
 * Byte range of the offending text within the input.
 */
span: [number, number] | null, 
/**
 * 1-based case number in a judge input with several cases.
 */
case: number | null, };

/**
 * A start position where the rule and the game disagree, of the smallest size that has one.
 */
export type Counterexample = { 
/**
 * In the game's notation (with the player to move, for the ticket).
 */
position: string, 
/**
 * As the page's input: what "open it" puts in the box.
 */
input: string, size: number, 
/**
 * What the rule says there, and what the game says.
 */
rule_says: boolean, game_says: boolean, 
/**
 * The named numbers of the position, `L = 0`, …
 */
values: Array<[string, number]>, };

/**
 * An outcome table to open: the names of its columns and rows (`y` empty: one name, a
 * sequence), and what it shows.
 */
export type TableSuggestion = { x: string, y: string, note: string, };

/**
 * A table of outcomes, by the values of `x` (columns) and `y` (rows; empty for a sequence).
 */
export type OutcomeTable = { 
/**
 * The game counted, with its settings: `Nim with take 1,2,3`.
 */
game: string, x: string, y: string, 
/**
 * The values met, ascending: the columns, and the rows (`[0]` for a sequence).
 */
xs: Array<number>, ys: Array<number>, 
/**
 * The cells that hold a position, row by row (by `y`, then `x`).
 */
cells: Array<OutcomeCell>, 
/**
 * Start positions tabulated in all, and the largest size among them in words.
 */
checked: number, largest: string, 
/**
 * Who moves first and who second, as the outcomes are said: `Monocarp`, `Bicarp`.
 */
first: string, second: string, 
/**
 * Cells that hold both outcomes: where the names do not decide the game.
 */
mixed: number, 
/**
 * Whether the names decide every position (no cell holds both outcomes).
 */
decides: boolean, 
/**
 * One or two sentences for the page.
 */
summary: string, 
/**
 * For a sequence whose outcomes repeat: from which value on, and every how many.
 */
period: Period | null, 
/**
 * The rule drawn over the table, when one was given and reads.
 */
rule: RuleDrawn | null, 
/**
 * What does not read (an unknown name, the rule), and where.
 */
error: RuleError | null, };

/**
 * One cell: the positions whose `x` and `y` are these values.
 */
export type OutcomeCell = { x: number, y: number, 
/**
 * Positions in the cell (`data-total`), and how many of them the first player wins
 * (`data-first-wins`).
 */
total: number, first_wins: number, 
/**
 * The first positions of the cell met (the smallest first), up to [`EXAMPLES`] of each
 * outcome.
 */
examples: Array<CellExample>, 
/**
 * Positions of the cell where the rule drawn over the table names the wrong winner.
 */
rule_wrong: number, };

/**
 * A position of a cell, in the game's notation and as the page's input, and who wins it.
 */
export type CellExample = { position: string, input: string, first_wins: boolean, };

/**
 * A sequence's period: from `start` on, the outcome at `v` is the outcome at `v + length`.
 */
export type Period = { start: number, length: number, 
/**
 * The repeating outcomes in words: "first, second, second".
 */
pattern: string, };

/**
 * The rule drawn over a table.
 */
export type RuleDrawn = { rule: string, 
/**
 * Cells with a position where the rule names the wrong winner, and those positions.
 */
wrong_cells: number, wrong: number, };
