//! A game described once: a game of two players who alternate, whoever cannot move loses, given
//! by its positions, its moves, its fast rule and its words ([`Descriptor`]). [`Described`]
//! derives the rest: its `Rules`, `Positions`, `Judge` and `RuleSpace`; every position as a
//! [`Playable`] with the timed policy over its clock; the line with its narration; the report
//! around the game's own tables; the exercises of the common kinds with their move reader; and
//! the exhaustive search, a minimax over the game's moves that knows none of its rule, which the
//! check and the tests compare the rule with (ARCHITECTURE.md, "Adding a game").
//!
//! The pieces a game with its own engine shares are public: [`read_named`] (the `H-T` reader and
//! its wording) and [`timed_pick`] (fastest win, longest loss, first in order).

use crate::conjecture::{Case, Name, RuleSpace, Suggestion, TableSuggestion};
use crate::exercises::{grade_set, grade_winner, random_for, Exercise, Graded, Verdicted, SET_SIZE};
use crate::game::{About, Judged, Positions, Rules, Search, Settings, Variant};
use crate::input::{InputError, Tokens};
use crate::judge::{Judge, Visit};
use crate::line::{Board, LegendEntry, Line, LineSource, Played, Role, Step, StepValue};
use crate::message::{Arg, Message};
use crate::position::{MoveName, MoveValue, MoveView, Playable, PositionView, Value};
use crate::random::Random;
use crate::report::{Analysis, Headline, Summary, Table, VerdictName};
use crate::words::grouped;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::hash::Hash;
use std::rc::Rc;

/// How a game writes a move for `verdict moves` and the exercises: `H-T`, from heap H take T.
pub struct MoveForm {
    pub joiner: char,
    /// The form's letters: `H-T`.
    pub shape: &'static str,
    /// The catalogue's id of what they mean: `from heap H take T`.
    pub meaning: &'static str,
    /// The catalogue's id of a move written so, and what it does: `2-3 takes 3 from heap 2`.
    pub example: &'static str,
    /// The catalogue's id of how a click on the board makes one: `Click a heap and choose how
    /// many to take`.
    pub click: &'static str,
}

/// An exercise of one of the common kinds on a position (`who-wins`, `winning-move`,
/// `winning-moves`): how to answer and how a click on its board answers follow from the kind
/// and the game's move form.
pub fn position_exercise(
    number: usize,
    kind: &'static str,
    prompt: Message,
    at: &dyn Playable,
    players: [&str; 2],
    form: &MoveForm,
) -> Exercise {
    let written = |id| Message::new(id).arg("shape", form.shape.to_string()).arg("meaning", Message::new(form.meaning));
    let answer_help = match kind {
        "who-wins" => Message::none(),
        "winning-moves" => written("exercise-help-moves"),
        _ => written("exercise-help-move").arg("click", Message::new(form.click)),
    };
    exercise_on(number, kind, prompt, at, players, answer_help)
}

/// [`position_exercise`] for a game whose moves are no `H-T`: `answer_help` says how to write
/// one (for `who-wins`, choosing the winner is said here).
pub fn exercise_on(
    number: usize,
    kind: &'static str,
    prompt: Message,
    at: &dyn Playable,
    players: [&str; 2],
    answer_help: Message,
) -> Exercise {
    let (answer_help, pick) = match kind {
        "who-wins" => (Message::new("exercise-help-winner"), ""),
        "winning-moves" => (answer_help, "several"),
        _ => (answer_help, "one"),
    };
    let choices = if pick.is_empty() { players.map(String::from).to_vec() } else { Vec::new() };
    Exercise { number, kind, prompt, given: at.text(), answer_help, choices, board: Some(at.exercise_board()), pick }
}

/// What a written move does: whether it wins and the sentence that says why, or the rule it
/// breaks.
pub type ReadMove<'a> = dyn Fn(&str) -> Result<(bool, Message), Message> + 'a;

/// Grades `answer` to an exercise of a common kind: against `winner` (who wins), the `winning`
/// moves (every winning move), or a move `read` says wins or loses, and why (a winning move); a
/// move `read` refuses is malformed. `reason` is why the position is won or lost.
pub fn grade_position(
    kind: &str,
    answer: &str,
    players: [&'static str; 2],
    winner: &'static str,
    winning: Vec<String>,
    reason: Message,
    read: &ReadMove,
) -> Graded {
    match kind {
        "who-wins" => grade_winner(answer, players, winner, reason).with_solution(winner.to_string()),
        "winning-moves" => {
            let solution = if winning.is_empty() { "none".to_string() } else { winning.join(" ") };
            grade_set(answer, winning, reason, &|mv| read(mv).err()).with_solution(solution)
        }
        _ => {
            let verdicted = match read(answer) {
                Err(rule) => Verdicted::illegal(rule),
                Ok((wins, message)) => Verdicted::new(wins, message),
            };
            verdicted.with_solution(winning.into_iter().next().unwrap_or_default())
        }
    }
}

/// A written move, `N-T` in `form` with any spacing, as its number and choice; or how to write
/// it. The game then says whether that move can be made.
pub fn read_named(written: &str, form: &MoveForm) -> Result<(u64, u32), Message> {
    let compact: String = written.chars().filter(|c| !c.is_whitespace()).collect();
    let how = |id| Message::new(id).arg("shape", form.shape.to_string()).arg("meaning", Message::new(form.meaning));
    if compact.is_empty() {
        return Err(how("exercise-move-how"));
    }
    let parsed = compact.split_once(form.joiner).and_then(|(n, t)| Some((n.parse().ok()?, t.parse().ok()?)));
    parsed.ok_or_else(|| how("exercise-move-not").arg("written", compact).arg("example", Message::new(form.example)))
}

/// The timed policy: of `moves` (each with whether it keeps a win for its player and how many
/// moves the game lasts after it, this one included), the fastest win when the mover wins, else
/// the longest loss; of equals, the first. `None` when there is no move.
pub fn timed_pick<T>(mover_wins: bool, moves: impl Iterator<Item = (T, bool, u32)>) -> Option<(T, u32)> {
    let mut best: Option<(T, u32)> = None;
    for (mv, wins, k) in moves {
        let better = match &best {
            _ if wins != mover_wins => false,
            None => true,
            Some((_, best_k)) => (mover_wins && k < *best_k) || (!mover_wins && k > *best_k),
        };
        if better {
            best = Some((mv, k));
        }
    }
    best
}

/// [`timed_pick`] over a position's move values; `None` when a move has no clock.
pub fn timed_move(position: &dyn Playable) -> Option<(MoveValue, u32)> {
    let values: Option<Vec<_>> = position.move_values().map(|v| v.moves.map(|k| (v, v.wins, k))).collect();
    timed_pick(position.mover_wins(), values?.into_iter())
}

/// A move of a described game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// What [`Playable::play`] is given: the cell (past the board's cells for a move on
    /// several) and the choice.
    pub cell: usize,
    pub choice: u32,
    /// The board cells it changes.
    pub cells: Vec<usize>,
    /// As `verdict moves` writes it.
    pub name: MoveName,
    /// "takes 3 from heap 1", and "Taking 3 from heap 1".
    pub what: Message,
    pub doing: Message,
}

/// What a game of two players who alternate, whoever cannot move loses, says of itself; the rest
/// is derived ([`Described`]). Positions are written without the mover; the derived notation
/// adds the second player's name when it is theirs to move (`3 5 Bob`).
pub trait Descriptor: Clone + Sync + Send + 'static {
    type Position: Clone + Eq + Hash + 'static;
    const NAME: &'static str;
    /// The two players, the first to move first, and "X wins" for each (the rule space's claim).
    const PLAYERS: [&'static str; 2];
    const WINS: [&'static str; 2];
    const FORM: MoveForm;
    fn about(&self) -> About;
    /// A position as written (the page's input without the mover), within the page's bounds.
    fn read(&self, text: &str) -> Result<Self::Position, InputError>;
    fn write(&self, position: &Self::Position) -> String;
    /// Every legal move, in `verdict moves`' order.
    fn moves<'a>(&'a self, position: &'a Self::Position) -> Box<dyn Iterator<Item = Move> + 'a>;
    fn legal_count(&self, position: &Self::Position) -> u64;
    fn after(&self, position: &Self::Position, mv: &Move) -> Self::Position;
    /// The legal move of this name (`verdict moves`' number and choice), or the rule it breaks.
    fn named(&self, position: &Self::Position, number: u64, choice: u32) -> Result<Move, Message>;
    /// The legal move [`Playable::play`] is given, if any.
    fn find(&self, position: &Self::Position, cell: usize, choice: u32) -> Option<Move>;
    /// What a click on `cell` offers: every move touching it, or of a large cell a pad that
    /// holds every winning one.
    fn offered(&self, position: &Self::Position, cell: usize) -> Vec<Move>;
    /// The cells a move played at `cell` touches (the last move's, marked on the board).
    fn touches(&self, cell: usize) -> Vec<usize> {
        vec![cell]
    }
    fn no_move_at(&self, position: &Self::Position, cell: usize) -> Option<Message>;
    /// The fast rule: whether the player to move loses.
    fn cold(&self, position: &Self::Position) -> bool;
    /// The winning moves, by the fast rule, in `verdict moves`' order.
    fn winning(&self, position: &Self::Position) -> Vec<Move>;
    /// The loser's move where the game is too large to time: one that shortens it.
    fn shortening(&self, position: &Self::Position) -> Option<Move>;
    /// How much work the exhaustive search and the clock would do below `position`.
    fn below(&self, position: &Self::Position) -> u64;
    /// Why the position is cold or hot, naming no move, from nobody's side: a message of the
    /// game's (`GAME-position-…`, English in the game's section of www/lang/en-games.js).
    fn reason(&self, position: &Self::Position) -> Message;
    /// The fast rule applied, in one line with the position's numbers.
    fn rule_says(&self, position: &Self::Position) -> Message;
    /// The board, `touched` marked as just played; `hints` marks the cells a move wins from.
    fn board(&self, position: &Self::Position, touched: &[usize], hints: bool) -> Board;
    /// The report's explanation, its expert layer (messages of the catalogues, the game's own
    /// `GAME-why-…`) and its tables.
    fn report(&self, position: &Self::Position) -> (Vec<Message>, Vec<Message>, Vec<Table>);
    /// A random position of about `size`, for stress runs, Random and the exercises.
    fn random(&self, random: &mut Random, size: usize) -> Self::Position;
    /// The judge format in a phrase, for an empty input: `T, then per case a line with a and b`.
    fn judge_format(&self) -> &'static str;
    /// One case of the judge format (positions past the page's bounds too).
    fn judge_case(&self, stdin: &str, tokens: &mut Tokens) -> Result<Self::Position, InputError>;
    /// The rule space: its names, each start's values, the sizes and starts searched.
    fn names(&self) -> Vec<Name>;
    fn features(&self, position: &Self::Position) -> Vec<i64>;
    fn sizes(&self) -> Vec<usize>;
    fn size_words(&self, size: usize) -> String;
    fn starts(&self, size: usize) -> Vec<Self::Position>;
    fn suggestions(&self) -> Vec<Suggestion>;
    fn tables(&self) -> Vec<TableSuggestion>;
}

/// The most work the clock does to time a position (the winner fastest, the loser slowest).
pub const CLOCK_WORK: u64 = 2_000_000;
/// The most work the exhaustive search does.
pub const SEARCH_WORK: u64 = 40_000_000;
/// The most moves a line plays out.
pub const LINE_MAX: usize = 100_000;

/// A described game, with every seam derived.
#[derive(Clone, Copy)]
pub struct Described<D>(pub D);

/// Minimax over the game's moves alone, memoized: for each position below, whether the player
/// to move wins and in how many moves with both minding the clock.
fn solve<D: Descriptor>(game: &D, position: &D::Position, memo: &mut Memo<D::Position>) -> (bool, u32) {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let (mut win, mut loss) = (None::<u32>, 0u32);
    for mv in game.moves(position) {
        let (wins, k) = solve(game, &game.after(position, &mv), memo);
        if wins {
            loss = loss.max(k + 1);
        } else {
            win = Some(win.map_or(k + 1, |w| w.min(k + 1)));
        }
    }
    let value = match win {
        Some(k) => (true, k),
        None => (false, loss),
    };
    memo.insert(position.clone(), value);
    value
}

/// Each position below one solved: whether its mover wins, and in how many moves.
type Memo<P> = HashMap<P, (bool, u32)>;

/// Why the policy plays its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    Forced,
    Wins,
    Fastest(u32),
    Delays(u32),
    Loses,
}

/// A position of a described game, with its mover (0 or 1) and its clock, once asked for.
pub struct At<D: Descriptor> {
    game: D,
    at: D::Position,
    mover: usize,
    clock: OnceCell<Option<Rc<Memo<D::Position>>>>,
}

impl<D: Descriptor> Clone for At<D> {
    fn clone(&self) -> Self {
        At { game: self.game.clone(), at: self.at.clone(), mover: self.mover, clock: self.clock.clone() }
    }
}

impl<D: Descriptor> At<D> {
    pub fn new(game: D, at: D::Position, mover: usize) -> At<D> {
        At { game, at, mover: mover & 1, clock: OnceCell::new() }
    }

    pub fn position(&self) -> &D::Position {
        &self.at
    }

    fn after(&self, mv: &Move) -> At<D> {
        let next = At::new(self.game.clone(), self.game.after(&self.at, mv), 1 - self.mover);
        if let Some(Some(clock)) = self.clock.get() {
            let _ = next.clock.set(Some(clock.clone()));
        }
        next
    }

    /// The memo of every position below, when the game can afford it.
    fn clock(&self) -> Option<&Memo<D::Position>> {
        let memo = self.clock.get_or_init(|| {
            (self.game.below(&self.at) <= CLOCK_WORK).then(|| {
                let mut memo = HashMap::new();
                solve(&self.game, &self.at, &mut memo);
                Rc::new(memo)
            })
        });
        memo.as_deref()
    }

    fn timed(&self, position: &D::Position) -> Option<u32> {
        self.clock().and_then(|memo| memo.get(position)).map(|&(_, k)| k)
    }

    fn winner(&self) -> usize {
        if self.game.cold(&self.at) {
            1 - self.mover
        } else {
            self.mover
        }
    }

    fn is_over(&self) -> bool {
        self.game.legal_count(&self.at) == 0
    }

    fn view_of(&self, mv: &Move) -> MoveView {
        MoveView {
            cell: mv.cell,
            cells: mv.cells.clone(),
            choice: Some(mv.choice),
            label: mv.name.to_string(),
            what: mv.what.clone(),
            doing: mv.doing.clone(),
            wins: self.game.cold(&self.game.after(&self.at, mv)),
        }
    }

    fn value_of(&self, mv: &Move) -> MoveValue {
        let after = self.game.after(&self.at, mv);
        MoveValue {
            name: mv.name,
            cell: mv.cell,
            choice: Some(mv.choice),
            wins: self.game.cold(&after),
            moves: self.timed(&after).map(|k| k + 1),
        }
    }

    /// The policy's move: timed where the clock affords it, else the first winning move, or the
    /// loser's shortening one.
    fn choose(&self) -> Option<(Move, Why)> {
        if self.is_over() {
            return None;
        }
        let (mv, why) = match self.clock() {
            Some(memo) => {
                let moves = self.game.moves(&self.at).filter_map(|mv| {
                    let &(wins, k) = memo.get(&self.game.after(&self.at, &mv))?;
                    Some((mv, !wins, k + 1))
                });
                let (mv, k) = timed_pick(!self.game.cold(&self.at), moves)?;
                (mv, if self.game.cold(&self.at) { Why::Delays(k) } else { Why::Fastest(k) })
            }
            None if self.game.cold(&self.at) => (self.game.shortening(&self.at)?, Why::Loses),
            None => (self.game.winning(&self.at).into_iter().next()?, Why::Wins),
        };
        Some((mv, if self.game.legal_count(&self.at) == 1 { Why::Forced } else { why }))
    }

    /// The sentence that says why the policy plays `mv` (`described-step-…`, www/lang/en.js: every
    /// described game's). It passes the move's words (a message) as `what`, so Play's hint quotes it as it
    /// is (hints.rs, `sentence_naming`).
    fn narrate(&self, mv: &Move, why: Why) -> Message {
        let (who, other) = (D::PLAYERS[self.mover], D::PLAYERS[1 - self.mover]);
        let after = self.game.after(&self.at, mv);
        let said = |id: &'static str| Message::new(id).name("who", who).arg("what", mv.what.clone());
        match why {
            Why::Forced => said("described-step-forced"),
            _ if self.game.legal_count(&after) == 0 => said("described-step-last").name("other", other),
            Why::Wins => said("described-step-wins").arg("reason", self.game.reason(&after)),
            Why::Fastest(k) => {
                said("described-step-fastest").arg("reason", self.game.reason(&after)).arg("k", Arg::digits(k as usize))
            }
            Why::Delays(k) => said("described-step-delays")
                .arg("reason", self.game.reason(&self.at))
                .arg("k", Arg::digits(k as usize))
                .name("other", other),
            Why::Loses => said("described-step-loses").arg("reason", self.game.reason(&self.at)).name("other", other),
        }
    }
}

impl<D: Descriptor> Playable for At<D> {
    fn mover_wins(&self) -> bool {
        !self.game.cold(&self.at)
    }

    fn is_over(&self) -> bool {
        At::is_over(self)
    }

    fn mover_name(&self) -> &'static str {
        D::PLAYERS[self.mover]
    }

    fn winning_moves(&self) -> Box<dyn Iterator<Item = MoveName> + '_> {
        Box::new(self.game.winning(&self.at).into_iter().map(|mv| mv.name))
    }

    fn value(&self) -> Value {
        let mover_wins = !self.game.cold(&self.at);
        let moves = self.timed(&self.at);
        let clock_note = if At::is_over(self) {
            "The game is over: no move is left.".to_string()
        } else if moves.is_some() {
            "Timed exactly: the winner wins as fast as possible, the loser makes the game last as long as possible."
                .to_string()
        } else {
            format!(
                "Too many positions lie below this one to time the game exactly (more than {} moves to try); win or lose is still exact, by the rule.",
                grouped(CLOCK_WORK as usize)
            )
        };
        Value { mover_wins, moves, clock_note }
    }

    fn move_values(&self) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        Box::new(self.game.moves(&self.at).map(|mv| self.value_of(&mv)))
    }

    fn move_values_in(&self, cells: std::ops::Range<usize>) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        Box::new(cells.flat_map(move |cell| {
            let pad = self.game.offered(&self.at, cell).into_iter().filter(move |mv| mv.cell == cell);
            pad.map(|mv| self.value_of(&mv))
        }))
    }

    fn hint_reason(&self) -> Message {
        match At::is_over(self) {
            true => Message::new("described-step-over").name("winner", D::PLAYERS[1 - self.mover]),
            false => self.game.reason(&self.at),
        }
    }

    fn rule_says(&self) -> Message {
        match At::is_over(self) {
            true => Message::new("described-rule-over").name("winner", D::PLAYERS[1 - self.mover]),
            false => self.game.rule_says(&self.at),
        }
    }

    fn move_counts(&self) -> (usize, usize) {
        let legal = usize::try_from(self.game.legal_count(&self.at)).unwrap_or(usize::MAX);
        (legal, self.game.winning(&self.at).len())
    }

    fn view(&self, last: Option<usize>, _origin: Option<&str>, hints: bool) -> PositionView {
        let touched = last.map(|cell| self.game.touches(cell)).unwrap_or_default();
        let (line_move, line_reason) = match self.choose() {
            Some((mv, why)) => (Some(self.view_of(&mv)), self.narrate(&mv, why)),
            None => (None, Message::none()),
        };
        let (legal_moves, winning_moves) = self.move_counts();
        PositionView {
            position: self.text(),
            to_move: (!At::is_over(self)).then(|| D::PLAYERS[self.mover].to_string()),
            players: D::PLAYERS,
            winner: D::PLAYERS[self.winner()].to_string(),
            mover_wins: !self.game.cold(&self.at),
            reason: self.hint_reason(),
            legal_moves,
            winning_moves,
            line_move,
            line_reason,
            board: self.game.board(&self.at, &touched, hints),
            hints: None,
        }
    }

    fn exercise_board(&self) -> Board {
        let mut board = self.game.board(&self.at, &[], false);
        board.facts.clear();
        board
    }

    fn moves_at(&self, cell: usize) -> Vec<MoveView> {
        self.game.offered(&self.at, cell).iter().map(|mv| self.view_of(mv)).collect()
    }

    fn no_move_at(&self, cell: usize) -> Option<Message> {
        self.game.no_move_at(&self.at, cell)
    }

    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>> {
        let mv = match choice {
            Some(choice) => self.game.find(&self.at, cell, choice)?,
            None => match self.game.offered(&self.at, cell).as_slice() {
                [only] => only.clone(),
                _ => return None,
            },
        };
        Some(Box::new(self.after(&mv)))
    }

    fn text(&self) -> String {
        let written = self.game.write(&self.at);
        if self.mover == 0 {
            written
        } else {
            format!("{written} {}", D::PLAYERS[1])
        }
    }
}

/// The line: the policy's moves from the start, found up front.
struct GameLine<D: Descriptor> {
    start: At<D>,
    moves: Vec<(Move, Why)>,
}

impl<D: Descriptor> GameLine<D> {
    fn new(start: &At<D>) -> GameLine<D> {
        let mut moves = Vec::new();
        start.clock();
        let mut at = start.clone();
        while let Some((mv, why)) = at.choose().filter(|_| moves.len() < LINE_MAX) {
            at = at.after(&mv);
            moves.push((mv, why));
        }
        GameLine { start: start.clone(), moves }
    }

    fn at(&self, index: usize) -> At<D> {
        // Clamped: a window of values may start past the end (and be empty).
        self.moves[..index.min(self.moves.len())].iter().fold(self.start.clone(), |at, (mv, _)| at.after(mv))
    }
}

impl<D: Descriptor> LineSource for GameLine<D> {
    fn steps(&self) -> usize {
        self.moves.len()
    }

    fn step(&self, index: usize) -> Step {
        let at = self.at(index);
        let last = index.checked_sub(1).map(|i| &self.moves[i]);
        let (played, narration) = match last {
            // The stepper already says it is the start: the position's reason alone.
            None => (None, at.hint_reason()),
            Some((mv, why)) => {
                let before = self.at(index - 1);
                let by = D::PLAYERS[before.mover].to_string();
                (Some(Played { by, what: mv.what.clone() }), before.narrate(mv, *why))
            }
        };
        let touched = last.map(|(mv, _)| mv.cells.clone()).unwrap_or_default();
        Step {
            index,
            position: at.text(),
            to_move: (!at.is_over()).then(|| D::PLAYERS[at.mover].to_string()),
            played,
            narration,
            board: at.game.board(&at.at, &touched, false),
            marks: Vec::new(),
        }
    }

    fn values(&self, range: std::ops::Range<usize>) -> Vec<StepValue> {
        let mut at = self.at(range.start);
        range
            .map(|index| {
                let value = StepValue {
                    index,
                    to_move: (!at.is_over()).then(|| D::PLAYERS[at.mover]),
                    winner: D::PLAYERS[at.winner()],
                    moves: at.timed(&at.at),
                };
                if let Some((mv, _)) = self.moves.get(index) {
                    at = at.after(mv);
                }
                value
            })
            .collect()
    }
}

impl<D: Descriptor> Described<D> {
    /// A position with its mover: the position's text, then the second player's name if it is
    /// theirs to move.
    pub fn at(&self, text: &str) -> Result<At<D>, InputError> {
        let trimmed = text.trim_end();
        let last = trimmed.rsplit(char::is_whitespace).next().unwrap_or("");
        let mover = D::PLAYERS.iter().position(|p| last.eq_ignore_ascii_case(p));
        let body = match mover {
            Some(_) => &trimmed[..trimmed.len() - last.len()],
            None => text,
        };
        Ok(At::new(self.0.clone(), self.0.read(body)?, mover.unwrap_or(0)))
    }

    /// The report of `start`.
    pub fn analysis(&self, start: &At<D>) -> Analysis {
        let winner = D::PLAYERS[start.winner()];
        let (explanation, expert, tables) = self.0.report(&start.at);
        let summary = Summary {
            headline: Message::new("verdict-wins").name("winner", winner),
            // Shared with the position's view and the hints, still English (docs/LANGUAGES.md).
            reason: start.hint_reason(),
            explanation,
            expert,
            input_summary: start.text(),
            ..Summary::new(D::NAME, VerdictName::new(winner))
        };
        let line = Line {
            title: Message::new("line-optimal"),
            caption: Message::new("line-cold-caption"),
            table: None,
            open_at_end: false,
            playable: true,
            legend: vec![LegendEntry::new(Role::Now, "just taken from")],
            source: Box::new(GameLine::new(start)),
        };
        Analysis::new(summary, tables, line)
    }

    /// A written move in the game's form, as a legal move; or the rule it breaks.
    pub fn read_move(&self, at: &At<D>, written: &str) -> Result<Move, Message> {
        let (number, choice) = read_named(written, &D::FORM)?;
        self.0.named(&at.at, number, choice)
    }

    fn task(&self, seed: u64, number: usize) -> At<D> {
        let mut random = random_for(seed, number);
        let size = [6, 8, 8, 14, 14][(number - 1).min(4)];
        loop {
            let at = At::new(self.0.clone(), self.0.random(&mut random, size), 0);
            let wins = !self.0.cold(&at.at);
            if !at.is_over() && (wins || number == 1 || number == 3 || number == 4) {
                return at;
            }
        }
    }

    fn winning_names(&self, at: &At<D>) -> Vec<String> {
        self.0.winning(&at.at).iter().map(|mv| mv.name.to_string()).collect()
    }
}

/// The exercises' kinds by number: who wins (1, 4), a winning move (2, 5), every winning move (3).
fn kind(number: usize) -> &'static str {
    match number {
        1 | 4 => "who-wins",
        3 => "winning-moves",
        _ => "winning-move",
    }
}

impl<D: Descriptor> Rules for Described<D> {
    fn name(&self) -> &'static str {
        D::NAME
    }

    fn about(&self) -> About {
        self.0.about()
    }

    fn analyze(&self, text: &str, _: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        let analysis = self.analysis(&self.at(text)?);
        first(Headline::of(analysis.report()));
        Ok(analysis)
    }

    fn random_input(&self, size: usize, seed: u64) -> Option<String> {
        Some(self.0.write(&self.0.random(&mut Random::new(seed), size)))
    }

    fn exercises(&self, seed: u64) -> Vec<Exercise> {
        let who = D::PLAYERS[0];
        (1..=SET_SIZE)
            .map(|number| {
                let prompt = Message::new(match kind(number) {
                    "who-wins" => "described-exercise-who-wins",
                    "winning-moves" => "described-exercise-winning-moves",
                    _ => "described-exercise-winning-move",
                })
                .name("who", who);
                position_exercise(number, kind(number), prompt, &self.task(seed, number), D::PLAYERS, &D::FORM)
            })
            .collect()
    }

    fn grade(&self, seed: u64, number: usize, answer: &str) -> Graded {
        let at = self.task(seed, number);
        let read = |written: &str| {
            let mv = self.read_move(&at, written)?;
            let after = self.0.after(&at.at, &mv);
            let wins = self.0.cold(&after);
            let said = Message::new(if wins { "grade-move-wins" } else { "grade-move-loses" })
                .arg("doing", mv.doing.clone())
                .arg("after", self.0.reason(&after))
                .arg("before", at.hint_reason());
            Ok((wins, said))
        };
        let (winner, winning) = (D::PLAYERS[at.winner()], self.winning_names(&at));
        grade_position(kind(number), answer, D::PLAYERS, winner, winning, at.hint_reason(), &read)
    }

    fn positions(&self) -> Option<&dyn Positions> {
        Some(self)
    }

    fn configure(&self, _settings: &Settings) -> Result<Variant, InputError> {
        Ok(Variant::with_rules(self.clone()))
    }
}

impl<D: Descriptor> Positions for Described<D> {
    fn parse(&self, text: &str) -> Result<Box<dyn Playable>, InputError> {
        Ok(Box::new(self.at(text)?))
    }

    fn search(&self, position: &str, _progress: &mut dyn FnMut(u64)) -> Result<Search, InputError> {
        let at = self.at(position)?;
        let work = self.0.below(&at.at);
        if work > SEARCH_WORK {
            return Ok(Search::TooLarge(format!(
                "The exhaustive search would try about {} moves below this position; it tries up to {}.",
                grouped(work as usize),
                grouped(SEARCH_WORK as usize)
            )));
        }
        let mut memo = HashMap::new();
        let (mover_wins, _) = solve(&self.0, &at.at, &mut memo);
        let winning = self
            .0
            .moves(&at.at)
            .filter(|mv| !solve(&self.0, &self.0.after(&at.at, mv), &mut memo).0)
            .map(|mv| mv.name)
            .collect();
        Ok(Search::Done { mover_wins, winning, searched: memo.len() as u64 })
    }

    fn random_position(&self, size: usize, seed: u64) -> String {
        let mut random = Random::new(seed);
        let position = self.0.random(&mut random, size);
        At::new(self.0.clone(), position, random.below(2) as usize).text()
    }
}

impl<D: Descriptor> Judge for Described<D> {
    /// `T`, then the cases; one answer a case, the winner's name.
    fn judge(&self, stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
        let mut tokens = Tokens::new(stdin);
        if tokens.rest_start() == stdin.len() {
            return Err(InputError::whole(format!("the input is empty: expected {}", self.0.judge_format())));
        }
        let (count, _) = tokens.number(Message::new("input-what-cases"))?;
        for case in 1..=count {
            let position = self.0.judge_case(stdin, &mut tokens).map_err(|e| e.in_case(case as usize))?;
            let answer = D::PLAYERS[usize::from(self.0.cold(&position))].to_string();
            let analysis = match explain {
                // The report plays from the position, within the page's bounds.
                true => Some(self.analysis(&self.at(&self.0.write(&position)).map_err(|e| e.in_case(case as usize))?)),
                false => None,
            };
            if !visit(Judged { answer, analysis }) {
                return Ok(());
            }
        }
        tokens.expect_end(Message::new("input-after-cases").arg("count", Arg::digits(count as usize)))
    }

    fn judge_input(&self, inputs: &[&str]) -> String {
        format!("{}\n{}\n", inputs.len(), inputs.join("\n"))
    }
}

impl<D: Descriptor> RuleSpace for Described<D> {
    fn names(&self) -> Vec<Name> {
        self.0.names()
    }

    fn claimed(&self) -> ([&'static str; 2], usize) {
        (D::WINS, 0)
    }

    fn sizes(&self) -> Vec<usize> {
        self.0.sizes()
    }

    fn size_words(&self, size: usize) -> String {
        self.0.size_words(size)
    }

    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        for start in self.0.starts(size) {
            let values = self.0.features(&start);
            let written = self.0.write(&start);
            let position = || (written.clone(), written.clone());
            if !visit(&Case { values: &values, count: 1, claim_holds: !self.0.cold(&start), position: &position }) {
                return;
            }
        }
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        self.0.suggestions()
    }

    fn tables(&self) -> Vec<TableSuggestion> {
        self.0.tables()
    }
}
