//! Exercises: generated from a seed (so a teacher's link hands out the same set), answered in
//! words, and graded by the exact engine, which accepts any correct answer. After a wrong
//! answer the grade explains the right one with the engine's own reason.
//!
//! Each game has a set of [`SET_SIZE`]: the ticket and the permutation ask who wins, for every
//! winning move, or for one (the ticket: fill the blanks so that Bicarp wins); the auction asks
//! for an auction that ends in a given contract, and for the first illegal call of one.

use super::auction::{self, Call, Outcome, Seat, Verdict};
use super::permutation::position::RowPosition;
use super::permutation::Permutation;
use super::ticket::position::TicketPosition;
use super::ticket::{self, Player};
use super::{Game, Options};
use crate::random::Random;
use crate::report::Playable;
use serde::Serialize;

pub const SET_SIZE: usize = 5;

/// One exercise, as the page shows it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// 1-based, within the set.
    pub number: usize,
    /// `who-wins`, `winning-moves`, `winning-move`, `fill`, `build-auction`, `first-illegal`.
    pub kind: &'static str,
    /// What to do, in one sentence.
    pub prompt: String,
    /// The position, template or auction the exercise is about.
    pub given: String,
    /// How to write the answer.
    pub answer_help: String,
    /// The possible answers, when there are only a few (who wins): the page shows buttons.
    pub choices: Vec<String>,
}

/// A grade: right or not, and why.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    pub correct: bool,
    pub message: String,
    /// A right answer (one of them, where several are right), to show after a wrong one.
    pub solution: String,
}

/// What an exercise is, with everything needed to grade it.
enum Task {
    TicketWinner(TicketPosition),
    TicketMoves(TicketPosition),
    /// The template, and the ticket it was made from (one right answer).
    TicketFill(String, String),
    RowWinner(RowPosition),
    RowMove(RowPosition),
    RowMoves(RowPosition),
    /// `example` is the auction the target was read from: one right answer.
    BuildAuction {
        dealer: Seat,
        target: String,
        example: String,
    },
    FirstIllegal {
        dealer: Seat,
        calls: Vec<Call>,
    },
}

/// The set of exercises for `game` from `seed`.
pub fn exercises(game: Game, seed: u64) -> Vec<Exercise> {
    (1..=SET_SIZE).map(|number| describe(number, &task(game, seed, number))).collect()
}

/// Grades `answer` to exercise `number` of the set for `game` from `seed`.
pub fn grade(game: Game, seed: u64, number: usize, answer: &str) -> Graded {
    let task = task(game, seed, number.clamp(1, SET_SIZE));
    let (correct, message) = grade_task(&task, answer);
    Graded { correct, message, solution: solution(&task) }
}

/// One right answer to the task.
fn solution(task: &Task) -> String {
    let listed = |moves: Vec<String>| if moves.is_empty() { "none".to_string() } else { moves.join(" ") };
    match task {
        Task::TicketWinner(position) => position.winner().name().to_string(),
        Task::RowWinner(position) => {
            if position.mover_wins() { position.mover() } else { position.mover().other() }.name().to_string()
        }
        Task::TicketMoves(position) => listed(position.winning_moves().map(|mv| mv.to_string()).collect()),
        Task::RowMoves(position) => listed(position.winning_numbers().iter().map(u32::to_string).collect()),
        Task::RowMove(position) => position.winning_numbers().first().map_or(String::new(), u32::to_string),
        Task::TicketFill(_, filled) => filled.clone(),
        Task::BuildAuction { example, .. } => example.clone(),
        Task::FirstIllegal { dealer, calls } => match auction::evaluate(*dealer, calls) {
            Verdict::Illegal { index, .. } => (index + 1).to_string(),
            _ => String::new(),
        },
    }
}

fn grade_task(task: &Task, answer: &str) -> (bool, String) {
    let graded = match task {
        Task::TicketWinner(position) => grade_winner(answer, position.winner().name(), &position.reason()),
        Task::RowWinner(position) => {
            let winner = if position.mover_wins() { position.mover() } else { position.mover().other() };
            grade_winner(answer, winner.name(), &position.reason())
        }
        Task::TicketMoves(position) => {
            let right: Vec<String> = position.winning_moves().map(|mv| mv.to_string()).collect();
            grade_set(answer, right, &position.reason())
        }
        Task::RowMoves(position) => {
            let right: Vec<String> = position.winning_numbers().iter().map(u32::to_string).collect();
            grade_set(answer, right, &position.reason())
        }
        Task::RowMove(position) => {
            let winning = position.winning_numbers();
            let chosen = answer.trim().parse::<u32>().ok();
            match chosen {
                Some(number) if winning.contains(&number) => Verdicted {
                    correct: true,
                    message: format!("Right: removing {number} wins. {}", position.reason()),
                },
                _ => Verdicted { correct: false, message: format!("Not a winning move. {}", position.reason()) },
            }
        }
        Task::TicketFill(template, _) => grade_fill(template, answer),
        Task::BuildAuction { dealer, target, .. } => grade_auction(*dealer, target, answer),
        Task::FirstIllegal { dealer, calls } => grade_first_illegal(*dealer, calls, answer),
    };
    (graded.correct, graded.message)
}

/// The task of exercise `number` of the set for `game` from `seed`: the same every time.
fn task(game: Game, seed: u64, number: usize) -> Task {
    let mut random = Random::new(seed.wrapping_mul(31).wrapping_add(number as u64 * 0x9e37_79b9));
    match (game, number) {
        (Game::Ticket, 1) => Task::TicketWinner(random_ticket(&mut random, 6, None)),
        (Game::Ticket, 2 | 5) => {
            let (template, filled) = fill_template(&mut random, if number == 2 { 6 } else { 8 });
            Task::TicketFill(template, filled)
        }
        (Game::Ticket, 3) => Task::TicketMoves(random_ticket(&mut random, 4, Some(Player::Bicarp))),
        (Game::Ticket, _) => Task::TicketWinner(random_ticket(&mut random, 8, Some(Player::Bicarp))),
        (Game::Permutation, 1) => Task::RowWinner(RowPosition::start(&permutation(&mut random, 5, 7))),
        (Game::Permutation, 2 | 5) => Task::RowMove(winning_row(&mut random)),
        (Game::Permutation, 3) => Task::RowMoves(RowPosition::start(&permutation(&mut random, 5, 7))),
        (Game::Permutation, _) => Task::RowWinner(random_row(&mut random, 8)),
        (Game::Auction, 2 | 4) => first_illegal(&mut random),
        (Game::Auction, _) => build_auction(&mut random),
    }
}

fn describe(number: usize, task: &Task) -> Exercise {
    let who = |players: [&str; 2]| players.iter().map(|p| p.to_string()).collect();
    let (kind, prompt, given, answer_help, choices) = match task {
        Task::TicketWinner(position) => (
            "who-wins",
            format!("Who wins this ticket with best play, {} to move?", position.mover().name()),
            position.text(),
            "Choose the winner.".to_string(),
            who(["Monocarp", "Bicarp"]),
        ),
        Task::TicketMoves(position) => (
            "winning-moves",
            format!("Find every move that wins for {}, who is to move.", position.mover().name()),
            position.text(),
            "Write each move as position=digit (positions from 1), separated by spaces, e.g. 2=9 3=9; or none."
                .to_string(),
            Vec::new(),
        ),
        Task::TicketFill(template, _) => (
            "fill",
            "Replace each _ with a digit so that Bicarp wins (Monocarp moves first, as at the start).".to_string(),
            template.clone(),
            "Write the whole ticket, with digits where the _ were and the ? left as they are.".to_string(),
            Vec::new(),
        ),
        Task::RowWinner(position) => (
            "who-wins",
            format!("Who wins this row with best play, {} to move?", position.mover().name()),
            position.text(),
            "Choose the winner.".to_string(),
            who(["Alice", "Bob"]),
        ),
        Task::RowMove(position) => (
            "winning-move",
            format!("{} is to move: remove a number that wins.", position.mover().name()),
            position.text(),
            "Write the number to remove.".to_string(),
            Vec::new(),
        ),
        Task::RowMoves(position) => (
            "winning-moves",
            format!("Find every number whose removal wins for {}, who is to move.", position.mover().name()),
            position.text(),
            "Write the numbers separated by spaces, or none.".to_string(),
            Vec::new(),
        ),
        Task::BuildAuction { dealer, target, .. } => (
            "build-auction",
            format!("Build a legal, complete auction that ends in {target}, {} dealing.", dealer.name()),
            format!("Dealer: {}", dealer.name()),
            "Write the calls separated by spaces: P, X, XX, 1C … 7NT.".to_string(),
            Vec::new(),
        ),
        Task::FirstIllegal { dealer, calls } => (
            "first-illegal",
            format!("Which call is the first illegal one? {} deals.", dealer.name()),
            calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "),
            "Write its number: 1 for the first call, 2 for the second, and so on.".to_string(),
            Vec::new(),
        ),
    };
    Exercise { number, kind, prompt, given, answer_help, choices }
}

/// A grade before its solution is attached.
struct Verdicted {
    correct: bool,
    message: String,
}

fn grade_winner(answer: &str, winner: &str, reason: &str) -> Verdicted {
    let correct = answer.trim().eq_ignore_ascii_case(winner);
    let message =
        if correct { format!("Right: {winner} wins. {reason}") } else { format!("No: {winner} wins. {reason}") };
    Verdicted { correct, message }
}

/// Moves written any way (spaces or commas, any order, `none` or nothing for no move) against
/// the engine's list.
fn grade_set(answer: &str, right: Vec<String>, reason: &str) -> Verdicted {
    let mut given: Vec<String> = answer
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty() && !w.eq_ignore_ascii_case("none"))
        .map(|w| w.replace(' ', ""))
        .collect();
    given.sort();
    given.dedup();
    let mut expected = right.clone();
    expected.sort();
    let listed = if right.is_empty() { "none".to_string() } else { right.join(" ") };
    if given == expected {
        Verdicted { correct: true, message: format!("Right: {listed}. {reason}") }
    } else {
        Verdicted { correct: false, message: format!("Not quite: the winning moves are {listed}. {reason}") }
    }
}

fn grade_fill(template: &str, answer: &str) -> Verdicted {
    let answer = answer.trim();
    let fits = answer.len() == template.len()
        && template.bytes().zip(answer.bytes()).all(|(t, a)| if t == b'_' { a.is_ascii_digit() } else { a == t });
    if !fits {
        return Verdicted {
            correct: false,
            message: format!("Write the ticket {template} with a digit in place of each _, and nothing else changed."),
        };
    }
    match ticket::Ticket::parse(answer) {
        Ok(filled) => {
            let counts = filled.counts();
            let correct = ticket::winner(&counts) == Player::Bicarp;
            let position = TicketPosition::new(filled, Player::Monocarp);
            let message = if correct {
                format!("Right: {}", position.reason())
            } else {
                format!("Not this way: {} Bicarp needs B = 0 with an even count of '?'.", position.reason())
            };
            Verdicted { correct, message }
        }
        Err(e) => Verdicted { correct: false, message: e.message },
    }
}

fn grade_auction(dealer: Seat, target: &str, answer: &str) -> Verdicted {
    match auction::analyze(answer, &Options { dealer: Some(dealer.letter().to_string()), ..Options::default() }) {
        Err(e) => Verdicted { correct: false, message: format!("That is not an auction: {}", e.message) },
        Ok(analysis) => {
            let report = analysis.report();
            let correct = report.verdict == "complete" && report.headline == target;
            let message = if correct {
                format!("Right: {}", report.reason)
            } else if report.verdict == "complete" {
                format!("That auction is legal but ends in {}, not {target}. {}", report.headline, report.reason)
            } else {
                format!("Not yet: {}", report.reason)
            };
            Verdicted { correct, message }
        }
    }
}

fn grade_first_illegal(dealer: Seat, calls: &[Call], answer: &str) -> Verdicted {
    let Verdict::Illegal { index, seat, call, breach } = auction::evaluate(dealer, calls) else {
        return Verdicted { correct: false, message: "This auction has no illegal call.".to_string() };
    };
    let correct = answer.trim().trim_start_matches('#').parse::<usize>().ok() == Some(index + 1);
    let why = format!("Call {} ({call} by {}) is illegal: {}.", index + 1, seat.name(), breach.describe(seat));
    Verdicted { correct, message: if correct { format!("Right. {why}") } else { format!("No. {why}") } }
}

/// A random ticket position of `cells` cells; `mover` Bicarp makes it a position in the
/// middle of a game (an odd count of `?`, so that his move matters).
fn random_ticket(random: &mut Random, cells: usize, mover: Option<Player>) -> TicketPosition {
    loop {
        let text: String = (0..cells)
            .map(|_| if random.below(2) == 0 { '?' } else { char::from(b'0' + random.below(10) as u8) })
            .collect();
        let q = text.bytes().filter(|&b| b == b'?').count();
        let mover = mover.unwrap_or(Player::Monocarp);
        let wanted_parity = if mover == Player::Bicarp { 1 } else { 0 };
        if q == 0 || q % 2 != wanted_parity {
            continue;
        }
        if let Ok(position) = TicketPosition::parse(&format!("{text} {}", mover.name())) {
            // Half of the time, keep only a win for Bicarp: rarer at random, and the lesson.
            if random.below(2) == 0 || position.winner() == Player::Bicarp {
                return position;
            }
        }
    }
}

/// A ticket Bicarp wins with some of its digits blanked out as `_`, and the ticket itself.
fn fill_template(random: &mut Random, cells: usize) -> (String, String) {
    loop {
        let text: String = (0..cells)
            .map(|_| if random.below(3) == 0 { '?' } else { char::from(b'0' + random.below(10) as u8) })
            .collect();
        let Ok(ticket) = ticket::Ticket::parse(&text) else { continue };
        let digits: Vec<usize> = (0..cells).filter(|&i| text.as_bytes()[i] != b'?').collect();
        if ticket::winner(&ticket.counts()) != Player::Bicarp || digits.len() < 2 || ticket.counts().q_total() == 0 {
            continue;
        }
        let mut cells = text.clone().into_bytes();
        for _ in 0..2 {
            let i = digits[random.below(digits.len() as u64) as usize];
            cells[i] = b'_';
        }
        return (String::from_utf8(cells).unwrap_or_default(), text);
    }
}

fn permutation(random: &mut Random, low: usize, high: usize) -> Permutation {
    let n = random.between(low, high);
    Permutation::new(random.permutation(n)).unwrap_or_else(|| Permutation::new(vec![1]).unwrap())
}

/// A row of `n` with a few numbers removed (never 1).
fn random_row(random: &mut Random, n: usize) -> RowPosition {
    loop {
        let words: Vec<String> = random
            .permutation(n)
            .into_iter()
            .map(|v| if v != 1 && random.below(4) == 0 { "_".to_string() } else { v.to_string() })
            .collect();
        if let Ok(position) = RowPosition::parse(&words.join(" ")) {
            return position;
        }
    }
}

/// A row where the player to move wins (but not simply by removing 1).
fn winning_row(random: &mut Random) -> RowPosition {
    loop {
        let n = random.between(6, 9);
        let position = random_row(random, n);
        if position.mover_wins() && !position.winning_numbers().contains(&1) {
            return position;
        }
    }
}

/// A random legal auction: random calls, passes more and more likely, played to the end.
fn random_auction(random: &mut Random, dealer: Seat) -> Vec<Call> {
    let mut state = auction::Auction::new(dealer);
    let mut calls = Vec::new();
    while !state.is_over() {
        let legal = state.legal_calls();
        let call = if random.below(10) < 6 || calls.len() > 12 {
            Call::Pass
        } else {
            // Low bids are likelier: auctions end between one and four.
            let choices: Vec<Call> = legal.iter().copied().filter(|c| *c != Call::Pass).take(8).collect();
            choices.get(random.below(choices.len() as u64) as usize).copied().unwrap_or(Call::Pass)
        };
        if state.make(call).is_ok() {
            calls.push(call);
        }
    }
    calls
}

fn random_seat(random: &mut Random) -> Seat {
    Seat::ALL[random.below(4) as usize]
}

fn build_auction(random: &mut Random) -> Task {
    loop {
        let dealer = random_seat(random);
        let calls = random_auction(random, dealer);
        let mut state = auction::Auction::new(dealer);
        for &call in &calls {
            let _ = state.make(call);
        }
        if let Some(Outcome::Contract(contract)) = state.outcome() {
            let example = calls.iter().map(|c| c.pbn()).collect::<Vec<_>>().join(" ");
            return Task::BuildAuction { dealer, target: contract.describe(), example };
        }
    }
}

fn first_illegal(random: &mut Random) -> Task {
    let dealer = random_seat(random);
    let mut calls = random_auction(random, dealer);
    // An illegal call somewhere in it: one from the calls that are not legal at that point.
    let at = random.below(calls.len() as u64 + 1) as usize;
    let mut state = auction::Auction::new(dealer);
    for &call in &calls[..at] {
        let _ = state.make(call);
    }
    let illegal: Vec<Call> = [Call::Double, Call::Redouble]
        .into_iter()
        .chain(auction::Bid::all().map(Call::Bid))
        .filter(|&c| state.check(c).is_err())
        .collect();
    let bad = illegal.get(random.below(illegal.len() as u64) as usize).copied().unwrap_or(Call::Redouble);
    calls.insert(at, bad);
    calls.truncate(at + 3);
    Task::FirstIllegal { dealer, calls }
}

/// The position an exercise is about, to draw on the board, when it has one.
pub fn board_position(game: Game, seed: u64, number: usize) -> Option<Box<dyn Playable>> {
    match task(game, seed, number.clamp(1, SET_SIZE)) {
        Task::TicketWinner(p) | Task::TicketMoves(p) => Some(Box::new(p)),
        Task::RowWinner(p) | Task::RowMove(p) | Task::RowMoves(p) => Some(Box::new(p)),
        _ => None,
    }
}
