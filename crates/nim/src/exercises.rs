//! Nim's exercises: who wins, a move to a position of nim-sum 0, every winning move, and the
//! same in a subtraction game (where the nim-sum is of the heaps' Grundy values). Graded by
//! the nim-sum; a move is written `H-T` (from heap H take T), as `verdict moves` writes it.

use crate::line::{move_name, move_said};
use crate::position::Heaps;
use crate::take::takes_said;
use crate::take::Take;
use crate::Player;
use verdict_model::described::{grade_position, position_exercise, read_named, MoveForm};
use verdict_model::exercises::{random_for, Exercise, Graded, Task, SET_SIZE};
use verdict_model::position::Playable;
use verdict_model::random::Random;
use verdict_model::{Arg, Message};

fn task(seed: u64, number: usize) -> Task<Heaps> {
    let mut random = random_for(seed, number);
    let three = Take::Set(vec![1, 2, 3]);
    match number {
        1 => Task::Winner(random_position(&mut random, 3, 7, &Take::Any)),
        2 => Task::Move(winning_position(&mut random, 3, 9, &Take::Any)),
        3 => Task::Moves(random_position(&mut random, 4, 7, &Take::Any)),
        4 => Task::Winner(random_position(&mut random, 3, 12, &three)),
        _ => Task::Move(winning_position(&mut random, 2, 12, &three)),
    }
}

pub fn exercises(seed: u64) -> Vec<Exercise> {
    (1..=SET_SIZE).map(|number| describe(number, &task(seed, number))).collect()
}

/// A position reached by a game, Alice to move: a start of `heaps` heaps of 1 to `largest`
/// counters, and none or two random legal moves from it (a take the rules allow, from a heap
/// that holds it), with a move still left to make.
fn random_position(random: &mut Random, heaps: usize, largest: usize, take: &Take) -> Heaps {
    loop {
        let sizes = (0..heaps).map(|_| random.between(1, largest) as u32).collect();
        let mut position = Heaps::new(sizes, Player::Alice, take).expect("small heaps");
        for _ in 0..2 * random.below(2) {
            let moves: Vec<(usize, u32)> = (0..heaps)
                .flat_map(|i| (1..=position.heaps()[i]).map(move |t| (i, t)))
                .filter(|&(i, t)| position.take().allows(position.heaps()[i], t))
                .collect();
            let Some(&(i, t)) = moves.get(random.below(moves.len() as u64) as usize) else { break };
            if let Some(next) = position.after(i, t) {
                position = next;
            }
        }
        if position.mover() == Player::Alice && !position.is_over() {
            return position;
        }
    }
}

/// A position Alice wins from, with more than one heap to choose from.
fn winning_position(random: &mut Random, heaps: usize, largest: usize, take: &Take) -> Heaps {
    loop {
        let position = random_position(random, heaps, largest, take);
        if position.mover_wins() {
            return position;
        }
    }
}

fn winning(position: &Heaps) -> Vec<String> {
    (0..position.heaps().len())
        .flat_map(|i| position.winning_takes(i).into_iter().map(move |t| move_name(i, t)))
        .collect()
}

/// How a move is written: `H-T`.
pub const MOVE_FORM: MoveForm = MoveForm {
    joiner: '-',
    shape: "H-T",
    meaning: "nim-exercise-form-meaning",
    example: "nim-exercise-form-example",
    click: "nim-exercise-form-click",
};

/// A written move, `H-T` with any spacing, as (0-based heap, take); or the rule it breaks
/// (`nim-grade-…`; how a move is written, and a heap with no move, are the shared sentences').
pub fn read_move(position: &Heaps, written: &str) -> Result<(usize, u32), Message> {
    let (heap, take) = read_named(written, &MOVE_FORM)?;
    let heap = usize::try_from(heap).unwrap_or(usize::MAX);
    let heaps = position.heaps();
    if heap == 0 || heap > heaps.len() {
        let said = Message::new("nim-grade-no-heap").arg("heap", Arg::digits(heap));
        return Err(said.arg("heaps", Arg::digits(heaps.len())));
    }
    let h = heaps[heap - 1];
    if let Some(rule) = position.no_move_at(heap - 1) {
        return Err(rule);
    }
    if take == 0 {
        return Err(Message::new("nim-grade-take-zero"));
    }
    if take > h {
        let said =
            Message::new("nim-grade-too-many").arg("heap", Arg::digits(heap)).arg("size", Arg::digits(h as usize));
        return Err(said.arg("take", Arg::digits(take as usize)));
    }
    if !position.take().allows(h, take) {
        let said = Message::new("nim-grade-not-allowed").arg("takes", takes_said(position.take()));
        return Err(said.arg("take", Arg::digits(take as usize)));
    }
    Ok((heap - 1, take))
}

pub fn grade(seed: u64, number: usize, answer: &str) -> Graded {
    let task = task(seed, number);
    let position = task.position();
    let read = |written: &str| {
        let (heap, take) = read_move(position, written)?;
        let doing = move_said("nim-grade-taking", heap, take, position.heaps()[heap]);
        Ok(if position.wins_by(heap, take) {
            (true, Message::new("nim-grade-wins").arg("doing", doing).arg("reason", position.reason()))
        } else {
            let after = position.after(heap, take).map_or(0, |a| a.nim_sum());
            let said = Message::new("nim-grade-loses").arg("doing", doing).arg("after", Arg::digits(after as usize));
            (false, said.arg("reason", position.reason()))
        })
    };
    let winner = crate::board::winner(position).name();
    grade_position(task.kind(), answer, Player::NAMES, winner, winning(position), position.reason(), &read)
}

fn describe(number: usize, task: &Task<Heaps>) -> Exercise {
    let position = task.position();
    let nim = position.take().is_any();
    let prompt = Message::new(match task {
        Task::Winner(_) if nim => "nim-exercise-who-wins",
        Task::Winner(_) => "nim-exercise-who-wins-takes",
        Task::Move(_) if nim => "nim-exercise-move",
        Task::Move(_) => "nim-exercise-move-grundy",
        Task::Moves(_) => "nim-exercise-moves",
    })
    .name("mover", position.mover().name())
    .arg("takes", crate::take::takes_said(position.take()));
    position_exercise(number, task.kind(), prompt, position, Player::NAMES, &MOVE_FORM)
}
