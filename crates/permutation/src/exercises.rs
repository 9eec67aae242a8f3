//! The permutation's exercises: who wins a row, one winning move, every winning move. Graded
//! by the O(n) solver.

use super::position::{RowMove, RowPosition};
use super::{Permutation, Player};
use verdict_model::described::{exercise_on, grade_position};
use verdict_model::exercises::{random_for, Exercise, Graded, Task, SET_SIZE};
use verdict_model::position::Playable;
use verdict_model::random::Random;
use verdict_model::{Arg, Message};

fn task(seed: u64, number: usize) -> Task<RowPosition> {
    let mut random = random_for(seed, number);
    match number {
        1 => Task::Winner(RowPosition::start(&permutation(&mut random, 5, 7))),
        2 | 5 => Task::Move(winning_row(&mut random)),
        3 => Task::Moves(RowPosition::start(&permutation(&mut random, 5, 7))),
        _ => Task::Winner(random_row(&mut random, 8, 4)),
    }
}

pub fn exercises(seed: u64) -> Vec<Exercise> {
    (1..=SET_SIZE).map(|number| describe(number, &task(seed, number))).collect()
}

pub fn grade(seed: u64, number: usize, answer: &str) -> Graded {
    let task = task(seed, number);
    let position = task.position();
    let read = |written: &str| {
        let written = written.trim();
        if let Some(rule) = illegal_move(position, written) {
            return Err(rule);
        }
        Ok(match written.parse::<u32>() {
            Ok(number) if position.winning_numbers().contains(&number) => (
                true,
                Message::new("permutation-grade-wins")
                    .arg("number", Arg::digits(number as usize))
                    .arg("reason", position.reason()),
            ),
            _ => (
                false,
                Message::new("permutation-grade-loses")
                    .arg("number", written.to_string())
                    .arg("reason", position.reason()),
            ),
        })
    };
    let winner = if position.mover_wins() { position.mover() } else { position.mover().other() };
    let winning = position.winning_numbers().iter().map(u32::to_string).collect();
    grade_position(task.kind(), answer, Player::NAMES, winner.name(), winning, position.reason(), &read)
}

/// The rule removing the written number breaks in `position`, if it breaks one.
fn illegal_move(position: &RowPosition, written: &str) -> Option<Message> {
    let Ok(number) = written.parse::<u32>() else {
        return Some(if written.is_empty() {
            "Write the number to remove.".to_string().into()
        } else {
            format!("{written} is not a number.").into()
        });
    };
    let cells = position.cells();
    let Some(index) = cells.iter().position(|&c| c == Some(number)) else {
        let n = cells.len();
        return Some(if (1..=n as u32).contains(&number) {
            format!("{number} has been removed already.").into()
        } else {
            format!("{number} is not in the row: it holds numbers from 1 to {n}.").into()
        });
    };
    // The same sentence as a click on it in Play or on the exercise's board.
    position.no_move_at(index)
}

fn describe(number: usize, task: &Task<RowPosition>) -> Exercise {
    let position = task.position();
    let (prompt, help) = match task {
        Task::Winner(_) => ("permutation-exercise-who-wins", Message::none()),
        Task::Move(_) => ("permutation-exercise-move", Message::new("permutation-exercise-move-help")),
        Task::Moves(_) => ("permutation-exercise-moves", Message::new("permutation-exercise-moves-help")),
    };
    let prompt = Message::new(prompt).name("mover", position.mover().name());
    exercise_on(number, task.kind(), prompt, position, Player::NAMES, help)
}

fn permutation(random: &mut Random, low: usize, high: usize) -> Permutation {
    let n = random.between(low, high);
    Permutation::new(random.shuffled(n)).unwrap_or_else(|| Permutation::new(vec![1]).unwrap())
}

/// A row of `n` reached by a game: from a random start, `1..=most` random legal moves, none of
/// them removing 1 (that would end the game). Every `_` is a number some player removed when it
/// beat every neighbour it still had, so a student can replay how the row came about.
fn random_row(random: &mut Random, n: usize, most: usize) -> RowPosition {
    let mut position = RowPosition::start(&permutation(random, n, n));
    for _ in 0..random.between(1, most) {
        let moves: Vec<RowMove> =
            position.moves().into_iter().map(|(mv, _)| mv).filter(|mv| position.cells()[mv.index] != Some(1)).collect();
        let Some(&mv) = moves.get(random.below(moves.len() as u64) as usize) else { break };
        match position.after(mv) {
            Some(next) => position = next,
            None => break,
        }
    }
    position
}

/// A row reached by a game where the player to move wins (but not simply by removing 1).
fn winning_row(random: &mut Random) -> RowPosition {
    loop {
        let n = random.between(6, 9);
        let position = random_row(random, n, n / 2);
        if position.mover_wins() && !position.winning_numbers().contains(&1) {
            return position;
        }
    }
}
