//! Nim's exercises: who wins, a move to a position of nim-sum 0, every winning move, and the
//! same in a subtraction game (where the nim-sum is of the heaps' Grundy values). Graded by
//! the nim-sum; a move is written `H-T` (from heap H take T), as `verdict moves` writes it.

use crate::line::{move_name, move_words};
use crate::position::Heaps;
use crate::take::Take;
use crate::Player;
use verdict_model::described::{read_named, MoveForm};
use verdict_model::exercises::{grade_set, grade_winner, random_for, Exercise, Graded, Verdicted, SET_SIZE};
use verdict_model::position::Playable;
use verdict_model::random::Random;

enum Task {
    Winner(Heaps),
    Move(Heaps),
    Moves(Heaps),
}

fn task(seed: u64, number: usize) -> Task {
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
pub const MOVE_FORM: MoveForm =
    MoveForm { joiner: '-', shape: "H-T", meaning: "from heap H take T", example: "2-3 takes 3 from heap 2" };

/// A written move, `H-T` with any spacing, as (0-based heap, take); or the rule it breaks.
pub fn read_move(position: &Heaps, written: &str) -> Result<(usize, u32), String> {
    let (heap, take) = read_named(written, &MOVE_FORM)?;
    let heap = usize::try_from(heap).unwrap_or(usize::MAX);
    let heaps = position.heaps();
    if heap == 0 || heap > heaps.len() {
        return Err(format!("There is no heap {heap}: the heaps are numbered 1 to {}.", heaps.len()));
    }
    let h = heaps[heap - 1];
    if let Some(rule) = position.no_move_at(heap - 1) {
        return Err(rule);
    }
    if take == 0 {
        return Err("A move takes at least 1 counter.".to_string());
    }
    if take > h {
        return Err(format!("Heap {heap} has only {h}: no move can take {take} from it."));
    }
    if !position.take().allows(h, take) {
        return Err(format!("A move takes {}, not {take}.", position.take().words()));
    }
    Ok((heap - 1, take))
}

pub fn grade(seed: u64, number: usize, answer: &str) -> Graded {
    let task = task(seed, number);
    let verdicted = match &task {
        Task::Winner(position) => grade_winner(
            answer,
            [Player::Alice.name(), Player::Bob.name()],
            crate::board::winner(position).name(),
            &position.reason(),
        ),
        Task::Moves(position) => {
            grade_set(answer, winning(position), &position.reason(), &|mv| read_move(position, mv).err())
        }
        Task::Move(position) => match read_move(position, answer) {
            Err(rule) => Verdicted::illegal(rule),
            Ok((heap, take)) => {
                let words = move_words(heap, take, position.heaps()[heap]);
                let doing = words.strip_prefix("takes").map_or(words.clone(), |rest| format!("Taking{rest}"));
                if position.wins_by(heap, take) {
                    Verdicted::new(true, format!("{doing} makes the nim-sum 0, and wins. {}", position.reason()))
                } else {
                    let after = position.after(heap, take).map_or(0, |a| a.nim_sum());
                    Verdicted::new(
                        false,
                        format!("{doing} leaves a nim-sum of {after}, not 0: it loses. {}", position.reason()),
                    )
                }
            }
        },
    };
    verdicted.with_solution(solution(&task))
}

fn solution(task: &Task) -> String {
    match task {
        Task::Winner(position) => crate::board::winner(position).name().to_string(),
        Task::Moves(position) => {
            let moves = winning(position);
            if moves.is_empty() {
                "none".to_string()
            } else {
                moves.join(" ")
            }
        }
        Task::Move(position) => winning(position).into_iter().next().unwrap_or_default(),
    }
}

fn rules_words(position: &Heaps) -> String {
    match position.take() {
        Take::Any => String::new(),
        take => format!(" (a move takes {})", take.words()),
    }
}

fn describe(number: usize, task: &Task) -> Exercise {
    let (kind, prompt, given, answer_help, choices, position, pick) = match task {
        Task::Winner(position) => (
            "who-wins",
            format!(
                "Who wins these heaps with best play, {} to move{}?",
                position.mover().name(),
                rules_words(position)
            ),
            position.text(),
            "Choose the winner.".to_string(),
            Player::BOTH.iter().map(|p| p.name().to_string()).collect(),
            position,
            "",
        ),
        Task::Move(position) => (
            "winning-move",
            if position.take().is_any() {
                format!("{} is to move: take from one heap so that the nim-sum becomes 0.", position.mover().name())
            } else {
                format!(
                    "{} is to move{}: take from one heap so that the nim-sum of the Grundy values becomes 0.",
                    position.mover().name(),
                    rules_words(position)
                )
            },
            position.text(),
            "Click a heap and choose how many to take, or write the move as H-T (from heap H take T).".to_string(),
            Vec::new(),
            position,
            "one",
        ),
        Task::Moves(position) => (
            "winning-moves",
            format!("Find every winning move for {}, who is to move.", position.mover().name()),
            position.text(),
            "Write the moves as H-T separated by spaces (from heap H take T), or none.".to_string(),
            Vec::new(),
            position,
            "several",
        ),
    };
    Exercise { number, kind, prompt, given, answer_help, choices, board: Some(position.exercise_board()), pick }
}
