//! A position to play from, as every driver sees it ([`Playable`]: play, hints, the CLI's
//! `verdict moves` and `verdict values`, the checks, the trees and the exercises go through it
//! alone, whatever the game), with the views a front end draws and the names `verdict moves`
//! writes.

use crate::line::Board;
use crate::message::Message;
use serde::Serialize;
use std::ops::Range;

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
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub reason: Message,
    pub legal_moves: usize,
    pub winning_moves: usize,
    /// The move the solver makes here: a winning one when there is one.
    pub line_move: Option<MoveView>,
    /// Why the solver makes that move, in one sentence in the game's own terms: the strategy
    /// it follows when it wins ("Bicarp writes 4 in position 1 (left half), a copy of
    /// Monocarp's 4 on the other half: …"), what it tries when it loses. Empty once the game
    /// is over.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub line_reason: Message,
    pub board: Board,
    /// Play's hint ladder (the `hints` module), in a view that asks for hints (its
    /// `hinted_view`) of a position that is not over; `None` otherwise.
    pub hints: Option<Hints>,
}

/// One rung of Play's hint ladder: the button's question and the answer, messages of the
/// catalogues (`hint-…`) that front ends format in their reader's language.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Rung {
    /// What the button that shows this rung asks: "Is my position won?".
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub ask: Message,
    /// The answer, one or two sentences with the position's numbers.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub says: Message,
}

/// The ladder of a position that is not over, with the move its last rung names (outlined on
/// the board); the `hints` module builds it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Hints {
    pub rungs: Vec<Rung>,
    /// The move the last rung names: the best one where the mover wins, the one that lasts
    /// longest (or the solver's, where every move lasts as long) where the mover loses.
    pub named: Option<MoveView>,
}

/// A move in a position: on which board cell, with which choice (the digit written), and
/// whether it keeps a win for the player making it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MoveView {
    /// The cell's 0-based index in the position (a ticket's character, a row's place): with
    /// `choice`, what [`Playable::play`] is given to make the move. A move on several cells
    /// (Wythoff's, from both heaps) has an index past the board's cells here, and lists the
    /// cells it touches in `cells`.
    pub cell: usize,
    /// Every board cell the move changes, in order (`[cell]` for a move on one cell): a board
    /// marks each of them (the move just played, the best move, a hint).
    pub cells: Vec<usize>,
    /// What is chosen on that cell, for games with a choice (the ticket's digit, a take).
    pub choice: Option<u32>,
    /// As `verdict moves` writes a move (docs/RULES.md): `3=9`, `6`.
    pub label: String,
    /// In words: "writes 9 in position 3", "removes 6".
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub what: Message,
    /// The same as a noun phrase: "writing 9 in position 3", "removing 6" (as in "The only
    /// move, writing 9 in position 3, loses"). A message of the catalogues is worded for the
    /// middle of a sentence; a front end capitalizes it where it starts one ("Writing 9 in
    /// position 3 would have kept the win"). A verbatim one may still start with a capital.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub doing: Message,
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

/// The Grundy values of a position that is a sum of games played side by side, a move being a
/// move in one of them (normal play: whoever cannot move loses): the value of the whole, which is
/// 0 exactly when the player to move loses, and each component's value, in the order the
/// position writes its components. The whole is the components' values added in binary
/// without carrying (the Sprague–Grundy theorem); `verdict grundy` prints both.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Grundy {
    pub value: u64,
    pub components: Vec<u64>,
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
    /// Why the position is won or lost for the player to move, in the game's own terms with its
    /// numbers, naming no move: the first rung of hints, which must not give the answer away
    /// (the winning move is a later rung's). Once the game is over, who has won.
    fn hint_reason(&self) -> Message;
    /// Whether every legal move leaves a game of the same length (the ticket: one move per
    /// `?`), so that no move lasts longer than another: the hints say so without looking at
    /// each move's clock.
    fn every_move_lasts_as_long(&self) -> bool {
        false
    }
    /// What the game's fast rule says of this position, in one line with its numbers (the
    /// tree shows it beside each node, so that the rule can be seen to hold).
    fn rule_says(&self) -> Message;
    /// How many legal moves the position has and how many of them keep a win, as its view counts
    /// them ([`PositionView::legal_moves`], [`PositionView::winning_moves`]), without drawing
    /// the view (its board, the solver's move): what the move values' summary needs.
    /// By default they are counted off [`Playable::move_values`], one move at a time; a game
    /// whose positions have too many moves to list (a heap of 10^9) counts them by arithmetic.
    fn move_counts(&self) -> (usize, usize) {
        self.move_values().fold((0, 0), |(legal, winning), mv| (legal + 1, winning + usize::from(mv.wins)))
    }
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
    /// The legal moves a click on `cell` offers, with their values: those that touch it (a move
    /// on several cells is offered on each of them, and on its own `cell`).
    fn moves_at(&self, cell: usize) -> Vec<MoveView>;
    /// Why nothing can be played on `cell`, in one sentence that states the rule it meets (a
    /// student clicked there); `None` exactly when [`Playable::moves_at`] has a move there.
    fn no_move_at(&self, cell: usize) -> Option<Message>;
    /// The position after a move, if it is legal.
    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>>;
    /// The position in the notation of docs/RULES.md.
    fn text(&self) -> String;
    /// The position's Grundy values, for a game whose positions are sums of games
    /// ([`crate::game::Positions::sums_of_games`]); `None` for any other game.
    fn grundy(&self) -> Option<Grundy> {
        None
    }
}
