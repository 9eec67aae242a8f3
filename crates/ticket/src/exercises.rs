//! The ticket's exercises: who wins a position, every winning move of one, and filling the
//! blanks of a template so that Bicarp wins. Graded by the exact rule.

use super::position::{TicketMove, TicketPosition};
use super::{winner, Player, Ticket};
use verdict_model::described::{exercise_on, grade_position};
use verdict_model::exercises::{random_for, Exercise, Graded, Task, Verdicted, SET_SIZE};
use verdict_model::position::Playable;
use verdict_model::random::Random;
use verdict_model::{Arg, Message};

/// What an exercise is, with everything needed to grade it: a position of a common kind, or
/// a template to fill.
enum Ask {
    Position(Task<TicketPosition>),
    /// The template, and the ticket it was made from (one right answer).
    Fill(String, String),
}

fn task(seed: u64, number: usize) -> Ask {
    let mut random = random_for(seed, number);
    match number {
        1 => Ask::Position(Task::Winner(random_ticket(&mut random, 6, None))),
        2 | 5 => {
            let (template, filled) = fill_template(&mut random, if number == 2 { 6 } else { 8 });
            Ask::Fill(template, filled)
        }
        3 => Ask::Position(Task::Moves(random_ticket(&mut random, 4, Some(Player::Bicarp)))),
        _ => Ask::Position(Task::Winner(random_ticket(&mut random, 8, Some(Player::Bicarp)))),
    }
}

pub fn exercises(seed: u64) -> Vec<Exercise> {
    (1..=SET_SIZE).map(|number| describe(number, &task(seed, number))).collect()
}

pub fn grade(seed: u64, number: usize, answer: &str) -> Graded {
    match task(seed, number) {
        Ask::Position(task) => {
            let position = task.position();
            // Only the legality of a written move is asked: no exercise asks for one move.
            let read = |mv: &str| illegal_move(position, mv).map_or(Ok((false, Message::none())), Err);
            let winning = Playable::winning_moves(position).map(|mv| mv.to_string()).collect();
            let winner = position.winner().name();
            grade_position(task.kind(), answer, Player::NAMES, winner, winning, position.reason(), &read)
        }
        Ask::Fill(template, filled) => grade_fill(&template, answer).with_solution(filled),
    }
}

/// The rule a written move `P=D` breaks in `position`, if it breaks one (`ticket-error-move-…`,
/// the move as written a text argument).
fn illegal_move(position: &TicketPosition, written: &str) -> Option<Message> {
    let cells = position.ticket().chars();
    let said = |id: &'static str| Message::new(id).arg("written", written.to_string());
    let Some((place, digit)) = written.split_once('=') else {
        return Some(said("ticket-error-move-form"));
    };
    let Ok(place) = place.parse::<usize>() else {
        return Some(said("ticket-error-move-place").arg("place", place.to_string()));
    };
    if place == 0 || place > cells.len() {
        return Some(said("ticket-error-move-range").arg("length", Arg::digits(cells.len())));
    }
    if cells[place - 1] != b'?' {
        return Some(
            said("ticket-error-move-taken")
                .arg("place", Arg::digits(place))
                .arg("digit", char::from(cells[place - 1]).to_string()),
        );
    }
    match digit.parse::<u8>() {
        Ok(d) if d <= 9 => None,
        _ => Some(said("ticket-error-move-digit").arg("digit", digit.to_string())),
    }
}

fn describe(number: usize, ask: &Ask) -> Exercise {
    let task = match ask {
        Ask::Position(task) => task,
        // A template is no position: no board.
        Ask::Fill(template, _) => {
            return Exercise {
                number,
                kind: "fill",
                prompt: Message::new("ticket-exercise-fill")
                    .name("winner", Player::Bicarp.name())
                    .name("first", Player::Monocarp.name()),
                given: template.clone(),
                answer_help: Message::new("ticket-exercise-fill-help"),
                choices: Vec::new(),
                board: None,
                pick: "",
            }
        }
    };
    let position = task.position();
    let (prompt, help) = match task {
        Task::Moves(_) => ("ticket-exercise-moves", Message::new("ticket-exercise-moves-help")),
        _ => ("ticket-exercise-who-wins", Message::none()),
    };
    let prompt = Message::new(prompt).name("mover", position.mover().name());
    // A position is drawn as in the game, without B and d.
    exercise_on(number, task.kind(), prompt, position, Player::NAMES, help)
}

fn grade_fill(template: &str, answer: &str) -> Verdicted {
    // Spacing is a slip of typing, not of the idea: "90 54" is the ticket 9054.
    let answer: String = answer.chars().filter(|c| !c.is_whitespace()).collect();
    let answer = answer.as_str();
    let asked = Message::new("ticket-grade-fill-asked").arg("template", template.to_string());
    let malformed = |problem: Message| {
        Verdicted::illegal(Message::new("ticket-grade-fill-form").arg("problem", problem).arg("asked", asked.clone()))
    };
    let (t, a) = (template.chars().count(), answer.chars().count());
    if a != t {
        return malformed(if a == 0 {
            Message::new("ticket-grade-fill-nothing")
        } else {
            Message::new("ticket-grade-fill-length")
                .arg("answer", answer.to_string())
                .arg("length", Arg::digits(a))
                .arg("expected", Arg::digits(t))
        });
    }
    for (place, (t, a)) in template.chars().zip(answer.chars()).enumerate() {
        let at = Arg::digits(place + 1);
        let problem = match (t, a) {
            ('_', a) if a.is_ascii_digit() => continue,
            ('_', '_') => Message::new("ticket-grade-fill-blank").arg("place", at),
            ('_', a) => Message::new("ticket-grade-fill-not-digit").arg("place", at).arg("written", String::from(a)),
            (t, a) if t == a => continue,
            (t, a) => Message::new("ticket-grade-fill-changed")
                .arg("place", at)
                .arg("written", String::from(a))
                .arg("given", String::from(t)),
        };
        return malformed(problem);
    }
    match Ticket::parse(answer) {
        Ok(filled) => {
            let counts = filled.counts();
            let correct = winner(&counts) == Player::Bicarp;
            let position = TicketPosition::new(filled, Player::Monocarp);
            let message = if correct {
                position.reason()
            } else {
                Message::new("ticket-grade-fill-wrong").arg("reason", position.reason())
            };
            Verdicted::new(correct, message)
        }
        Err(e) => Verdicted::illegal(e.message),
    }
}

/// A ticket position of `cells` cells reached by a game: a random start (an even count of
/// `?`, Monocarp first) and random moves from it, an odd count of them when `mover` is Bicarp
/// (a position in the middle of a game, an odd count of `?` left, so that his move matters),
/// an even count (none, or two) for Monocarp, with some `?` still open.
fn random_ticket(random: &mut Random, cells: usize, mover: Option<Player>) -> TicketPosition {
    let moves_parity = usize::from(mover == Some(Player::Bicarp));
    loop {
        let text: String = (0..cells)
            .map(|_| if random.below(3) < 2 { '?' } else { char::from(b'0' + random.below(10) as u8) })
            .collect();
        let q = text.bytes().filter(|&b| b == b'?').count();
        let moves = moves_parity + 2 * random.below(2) as usize;
        if q % 2 != 0 || q <= moves {
            continue;
        }
        let Ok(mut position) = TicketPosition::parse(&format!("{text} {}", Player::Monocarp.name())) else { continue };
        for _ in 0..moves {
            let open: Vec<usize> = (0..cells).filter(|&i| position.ticket().chars()[i] == b'?').collect();
            let place = open[random.below(open.len() as u64) as usize];
            let digit = random.below(10) as u8;
            match position.after(TicketMove { position: place, digit }) {
                Some(next) => position = next,
                None => break,
            }
        }
        // Half of the time, keep only a win for Bicarp: rarer at random, and the lesson.
        if random.below(2) == 0 || position.winner() == Player::Bicarp {
            return position;
        }
    }
}

/// A ticket Bicarp wins with some of its digits blanked out as `_`, and the ticket itself.
fn fill_template(random: &mut Random, cells: usize) -> (String, String) {
    loop {
        let text: String = (0..cells)
            .map(|_| if random.below(3) == 0 { '?' } else { char::from(b'0' + random.below(10) as u8) })
            .collect();
        let Ok(ticket) = Ticket::parse(&text) else { continue };
        let digits: Vec<usize> = (0..cells).filter(|&i| text.as_bytes()[i] != b'?').collect();
        if winner(&ticket.counts()) != Player::Bicarp || digits.len() < 2 || ticket.counts().q_total() == 0 {
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
