//! Wythoff's game (docs/RULES.md, "Wythoff"): two heaps; a move takes any number of counters
//! from one heap, or the same number from both; whoever cannot move loses.
//!
//! The game is a [`Descriptor`]: its positions, moves, rule and words, from which
//! `verdict-model`'s [`Described`] derives the seams, the line, the exercises and the exhaustive
//! search the rule is checked with. The rule is Wythoff's (1907): the player to move loses
//! exactly at the cold positions (⌊kφ⌋, ⌊kφ²⌋) and their mirror images, computed in exact
//! integers by [`golden`]; [`words`] says it, the board and the report.

pub mod golden;
mod words;

use golden::{cold, lower, partner};
use verdict_model::conjecture::{Name, Suggestion, TableSuggestion};
use verdict_model::described::{Described, Descriptor, Move, MoveForm};
use verdict_model::game::About;
use verdict_model::input::{parse_count, quote, InputError, Tokens};
use verdict_model::line::Board;
use verdict_model::position::MoveName;
use verdict_model::random::Random;
use verdict_model::report::Table;
use verdict_model::{Arg, Message};

/// The game, as the registry holds it.
#[allow(non_upper_case_globals)]
pub const WythoffGame: Described<Wythoff> = Described(Wythoff);

/// The largest heap the page and positions take: a move's take is a 32-bit number on the board.
pub const MAX_HEAP: u64 = u32::MAX as u64;
/// The largest heap the judge format takes: ⌊kφ²⌋ of every cold position up to it fits 64 bits.
pub const JUDGE_MAX: u64 = 1_000_000_000_000_000_000;
/// A heap with at most this many takes offers each of them when clicked; a larger one offers
/// the first [`PAD_FIRST`], the whole heap and the winning take.
pub const PAD_ALL: u64 = 30;
pub const PAD_FIRST: u64 = 20;
/// The cell of a move from both heaps (past the board's two cells), written `12-T`.
pub const BOTH: usize = 2;
/// The largest heap "Test a rule" and the outcome tables search.
pub const LARGEST: usize = 20;

/// Wythoff's game: two heaps (the first, the second).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

pub type Heaps = (u64, u64);

fn heap(position: &Heaps, cell: usize) -> u64 {
    if cell == 0 {
        position.0
    } else {
        position.1
    }
}

/// How many a move at `cell` can take: from one heap, or from both at once.
fn most(position: &Heaps, cell: usize) -> u64 {
    if cell == BOTH {
        position.0.min(position.1)
    } else {
        heap(position, cell)
    }
}

fn make(cell: usize, take: u64) -> Move {
    let (cells, number, heap) = match cell {
        BOTH => (vec![0, 1], 12, "both".to_string()),
        _ => (vec![cell], cell as u64 + 1, (cell + 1).to_string()),
    };
    let take = take as u32;
    // `heap` selects "both heaps" or "heap 2" in the catalogues (`wythoff-move-…`).
    let said = |id| Message::new(id).arg("take", Arg::digits(take as usize)).arg("heap", heap.clone());
    let (what, doing) = (said("wythoff-move-takes"), said("wythoff-move-taking"));
    Move { cell, choice: take, cells, name: MoveName::chosen(number, '-', take), what, doing }
}

/// The winning move at `cell`, if there is one: to the cold position of the other heap's
/// partner, or of the same difference.
fn winning_take(position: &Heaps, cell: usize) -> Option<u64> {
    let (a, b) = *position;
    let target = match cell {
        0 => partner(b),
        1 => partner(a),
        _ => lower(a.abs_diff(b)),
    };
    let here = if cell == BOTH { a.min(b) } else { heap(position, cell) };
    (target < here).then(|| here - target)
}

impl Descriptor for Wythoff {
    type Position = Heaps;
    const NAME: &'static str = "wythoff";
    const PLAYERS: [&'static str; 2] = ["Alice", "Bob"];
    const WINS: [&'static str; 2] = ["Alice wins", "Bob wins"];
    const FORM: MoveForm = MoveForm {
        joiner: '-',
        shape: "H-T",
        meaning: "wythoff-exercise-form-meaning",
        example: "wythoff-exercise-form-example",
        click: "wythoff-exercise-form-click",
    };

    fn about(&self) -> About {
        words::about()
    }

    fn read(&self, text: &str) -> Result<Heaps, InputError> {
        let mut tokens = Tokens::new(text);
        if tokens.rest_start() == text.len() {
            return Err(InputError::whole(Message::new("wythoff-error-empty")));
        }
        let a = size(text, &mut tokens, "wythoff-error-first-heap", MAX_HEAP)?;
        let b = size(text, &mut tokens, "wythoff-error-second-heap", MAX_HEAP)?;
        tokens.expect_end(Message::new("wythoff-error-after"))?;
        Ok((a, b))
    }

    fn write(&self, position: &Heaps) -> String {
        format!("{} {}", position.0, position.1)
    }

    fn moves<'a>(&'a self, position: &'a Heaps) -> Box<dyn Iterator<Item = Move> + 'a> {
        Box::new([0, 1, BOTH].into_iter().flat_map(move |cell| (1..=most(position, cell)).map(move |t| make(cell, t))))
    }

    fn legal_count(&self, position: &Heaps) -> u64 {
        position.0 + position.1 + position.0.min(position.1)
    }

    fn after(&self, position: &Heaps, mv: &Move) -> Heaps {
        let take = u64::from(mv.choice);
        let (a, b) = *position;
        match mv.cell {
            0 => (a - take, b),
            1 => (a, b - take),
            _ => (a - take, b - take),
        }
    }

    fn named(&self, position: &Heaps, number: u64, choice: u32) -> Result<Move, Message> {
        let cell = match number {
            1 | 2 => number as usize - 1,
            12 => BOTH,
            _ => return Err(Message::new("wythoff-error-no-heap").arg("number", number.to_string())),
        };
        if choice == 0 {
            return Err(Message::new("wythoff-error-take-none"));
        }
        let most = most(position, cell);
        if u64::from(choice) > most {
            let said = Message::new(if cell == BOTH { "wythoff-error-both-most" } else { "wythoff-error-heap-most" });
            let said = said.arg("number", number.to_string()).arg("most", most.to_string());
            return Err(said.arg("choice", Arg::digits(choice as usize)));
        }
        Ok(make(cell, u64::from(choice)))
    }

    fn find(&self, position: &Heaps, cell: usize, choice: u32) -> Option<Move> {
        (cell <= BOTH && choice >= 1 && u64::from(choice) <= most(position, cell)).then(|| make(cell, choice.into()))
    }

    /// A click on a heap offers its own takes and those from both heaps.
    fn offered(&self, position: &Heaps, cell: usize) -> Vec<Move> {
        let pad = |cell: usize| {
            let most = most(position, cell);
            let mut takes: Vec<u64> = if most <= PAD_ALL { (1..=most).collect() } else { (1..=PAD_FIRST).collect() };
            takes.extend(winning_take(position, cell));
            if most > PAD_ALL && cell != BOTH {
                takes.push(most);
            }
            takes.sort_unstable();
            takes.dedup();
            takes.into_iter().map(move |t| make(cell, t))
        };
        match cell {
            0 | 1 => pad(cell).chain(pad(BOTH)).collect(),
            BOTH => pad(BOTH).collect(),
            _ => Vec::new(),
        }
    }

    fn touches(&self, cell: usize) -> Vec<usize> {
        if cell == BOTH {
            vec![0, 1]
        } else {
            vec![cell]
        }
    }

    fn no_move_at(&self, position: &Heaps, cell: usize) -> Option<Message> {
        let heap_said = |id| Message::new(id).arg("heap", Arg::digits(cell.saturating_add(1)));
        match cell {
            0 | 1 if heap(position, cell) == 0 => Some(heap_said("wythoff-error-heap-empty")),
            BOTH if most(position, BOTH) == 0 => Some(Message::new("wythoff-error-both-empty")),
            0..=BOTH => None,
            _ => Some(heap_said("wythoff-error-no-such-heap")),
        }
    }

    fn cold(&self, position: &Heaps) -> bool {
        cold(position.0, position.1)
    }

    fn winning(&self, position: &Heaps) -> Vec<Move> {
        [0, 1, BOTH].into_iter().filter_map(|cell| Some(make(cell, winning_take(position, cell)?))).collect()
    }

    /// The loser takes the smaller heap whole (the first of equals): the winner then takes the
    /// other, so a game too large to time lasts at most three moves more.
    fn shortening(&self, position: &Heaps) -> Option<Move> {
        let (a, b) = *position;
        let cell = if (a <= b && a > 0) || b == 0 { 0 } else { 1 };
        let take = heap(position, cell);
        (take > 0).then(|| make(cell, take))
    }

    fn below(&self, position: &Heaps) -> u64 {
        let (a, b) = *position;
        (a + 1).saturating_mul(b + 1).saturating_mul(a + b + a.min(b) + 1)
    }

    fn reason(&self, position: &Heaps) -> Message {
        words::reason(position)
    }

    fn rule_says(&self, position: &Heaps) -> Message {
        words::rule_says(position)
    }

    fn board(&self, position: &Heaps, touched: &[usize], hints: bool) -> Board {
        words::board(position, touched, hints.then(|| self.winning(position)))
    }

    fn report(&self, position: &Heaps) -> (Vec<Message>, Vec<Message>, Vec<Table>) {
        words::report(position)
    }

    /// Two heaps of 0 to `size`.
    fn random(&self, random: &mut Random, size: usize) -> Heaps {
        let size = size.clamp(1, MAX_HEAP as usize);
        (random.between(0, size) as u64, random.between(0, size) as u64)
    }

    fn judge_format(&self) -> &'static str {
        "T, then per case a line with the two heap sizes a and b"
    }

    fn judge_case(&self, stdin: &str, tokens: &mut Tokens) -> Result<Heaps, InputError> {
        Ok((
            size(stdin, tokens, "a, the first heap", JUDGE_MAX)?,
            size(stdin, tokens, "b, the second heap", JUDGE_MAX)?,
        ))
    }

    fn names(&self) -> Vec<Name> {
        Name::list(&[
            ("a", "the first heap's size"),
            ("b", "the second heap's size"),
            ("d", "the difference of the heaps, |a − b|: no move from both heaps changes it"),
            ("m", "the smaller heap, min(a, b)"),
        ])
    }

    fn features(&self, position: &Heaps) -> Vec<i64> {
        let (a, b) = *position;
        [a, b, a.abs_diff(b), a.min(b)].map(|v| v as i64).to_vec()
    }

    fn sizes(&self) -> Vec<usize> {
        (0..=LARGEST).collect()
    }

    fn size_words(&self, size: usize) -> String {
        format!("a larger heap of {size}")
    }

    /// Every pair of heaps whose larger is `size`, by the first heap, then the second.
    fn starts(&self, size: usize) -> Vec<Heaps> {
        let n = size as u64;
        (0..=n).flat_map(|a| (0..=n).map(move |b| (a, b))).filter(|&(a, b)| a.max(b) == n).collect()
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        words::suggestions()
    }

    fn tables(&self) -> Vec<TableSuggestion> {
        words::tables()
    }
}

/// A heap size of the text at the next token, at most `max`.
fn size(text: &str, tokens: &mut Tokens, what: &'static str, max: u64) -> Result<u64, InputError> {
    let token = tokens.expect(Message::new(what))?;
    match parse_count(token.text) {
        Some(n) if n <= max => Ok(n),
        parsed => {
            let said = if parsed.is_some() || verdict_model::input::too_large(token.text) {
                Message::new("wythoff-error-too-large")
            } else {
                Message::new("wythoff-error-not-size").arg("what", Message::new(what))
            };
            let said = said.arg("token", quote(token.text)).arg("max", max.to_string());
            Err(InputError::at(text, token.start, token.end(), said))
        }
    }
}
