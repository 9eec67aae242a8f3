//! The auction's exercises: build a legal auction that ends in a given contract, and find the
//! first illegal call of one. Graded by the laws.

use super::{evaluate, Auction, Bid, Call, Outcome, Seat, Verdict};
use verdict_model::exercises::{random_for, Exercise, Graded, Verdicted, SET_SIZE};
use verdict_model::game::Settings;
use verdict_model::random::Random;
use verdict_model::Message;

/// What an exercise is, with everything needed to grade it.
enum Task {
    /// `example` is the auction the target was read from: one right answer.
    Build {
        dealer: Seat,
        target: String,
        example: String,
    },
    FirstIllegal {
        dealer: Seat,
        calls: Vec<Call>,
    },
}

fn task(seed: u64, number: usize) -> Task {
    let mut random = random_for(seed, number);
    match number {
        2 | 4 => first_illegal(&mut random),
        _ => build_auction(&mut random),
    }
}

pub fn exercises(seed: u64) -> Vec<Exercise> {
    (1..=SET_SIZE).map(|number| describe(number, &task(seed, number))).collect()
}

pub fn grade(seed: u64, number: usize, answer: &str) -> Graded {
    let task = task(seed, number);
    let verdicted = match &task {
        Task::Build { dealer, target, .. } => grade_auction(*dealer, target, answer),
        Task::FirstIllegal { dealer, calls } => grade_first_illegal(*dealer, calls, answer),
    };
    verdicted.with_solution(solution(&task))
}

/// One right answer to the task.
fn solution(task: &Task) -> String {
    match task {
        Task::Build { example, .. } => example.clone(),
        Task::FirstIllegal { dealer, calls } => match evaluate(*dealer, calls) {
            Verdict::Illegal { index, .. } => (index + 1).to_string(),
            _ => String::new(),
        },
    }
}

fn describe(number: usize, task: &Task) -> Exercise {
    let (kind, prompt, given, answer_help) = match task {
        Task::Build { dealer, target, .. } => (
            "build-auction",
            format!("Build a legal, complete auction that ends in {target}, {} dealing.", dealer.name()),
            format!("Dealer: {}", dealer.name()),
            "Write the calls separated by spaces: P, X, XX, 1C … 7NT.".to_string(),
        ),
        Task::FirstIllegal { dealer, calls } => (
            "first-illegal",
            format!("Which call is the first illegal one? {} deals.", dealer.name()),
            calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "),
            "Write its number: 1 for the first call, 2 for the second, and so on.".to_string(),
        ),
    };
    Exercise { number, kind, prompt, given, answer_help, choices: Vec::new(), board: None, pick: "" }
}

fn grade_auction(dealer: Seat, target: &str, answer: &str) -> Verdicted {
    if answer.trim().is_empty() {
        return Verdicted::illegal("Write the calls of the auction, separated by spaces.".to_string());
    }
    match super::analyze(answer, &Settings::new().with(super::explain::DEALER, dealer.letter())) {
        Err(e) => Verdicted::illegal(Message::new("auction-grade-not-auction").arg("error", e.message)),
        Ok(analysis) => {
            let report = analysis.report();
            // The report's sentences are messages the page formats (the module carries no
            // catalogue); the feedback, English still, reads the line's last board, whose last
            // fact is the contract (`4♥ by South`), who is to call, or the status.
            let last = analysis.step(report.line.steps).and_then(|s| s.board.facts.into_iter().last());
            let (label, value) = last.map_or_else(Default::default, |f| (f.label, f.value));
            let complete = report.verdict == "complete";
            let correct = complete && label == "Contract" && value == target;
            let message = if correct {
                // The page says right or wrong itself.
                format!("It ends in {target}.")
            } else if complete && label == "Contract" {
                format!("That auction is legal but ends in {value}, not {target}.")
            } else if complete {
                format!("That auction is legal but passes the deal out, not {target}.")
            } else if label == "To call" {
                format!("Not yet: the auction is not over, {value} to call.")
            } else {
                "Not yet: that auction holds an illegal call.".to_string()
            };
            Verdicted::new(correct, message)
        }
    }
}

fn grade_first_illegal(dealer: Seat, calls: &[Call], answer: &str) -> Verdicted {
    let Verdict::Illegal { index, seat, call, breach } = evaluate(dealer, calls) else {
        return Verdicted::new(false, "This auction has no illegal call.".to_string());
    };
    let written = answer.trim().trim_start_matches('#').trim();
    let n = calls.len();
    let Some(number) = written.parse::<usize>().ok().filter(|k| (1..=n).contains(k)) else {
        let form = format!("Write the number of a call, from 1 to {n}.");
        return Verdicted::illegal(match written.parse::<usize>() {
            Ok(_) => format!("The auction has calls 1 to {n} only. {form}"),
            Err(_) if written.is_empty() => form,
            Err(_) => format!("{written} is not a number. {form}"),
        });
    };
    let correct = number == index + 1;
    let why = format!("Call {} ({call} by {}) is illegal: {}.", index + 1, seat.name(), breach.describe(seat));
    Verdicted::new(correct, why)
}

/// A random legal auction: random calls, passes more and more likely, played to the end.
fn random_auction(random: &mut Random, dealer: Seat) -> Vec<Call> {
    let mut state = Auction::new(dealer);
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
        let mut state = Auction::new(dealer);
        for &call in &calls {
            let _ = state.make(call);
        }
        if let Some(Outcome::Contract(contract)) = state.outcome() {
            let example = calls.iter().map(|c| c.pbn()).collect::<Vec<_>>().join(" ");
            return Task::Build { dealer, target: contract.describe(), example };
        }
    }
}

fn first_illegal(random: &mut Random) -> Task {
    let dealer = random_seat(random);
    let mut calls = random_auction(random, dealer);
    // An illegal call somewhere in it: one from the calls that are not legal at that point.
    let at = random.below(calls.len() as u64 + 1) as usize;
    let mut state = Auction::new(dealer);
    for &call in &calls[..at] {
        let _ = state.make(call);
    }
    let illegal: Vec<Call> = [Call::Double, Call::Redouble]
        .into_iter()
        .chain(Bid::all().map(Call::Bid))
        .filter(|&c| state.check(c).is_err())
        .collect();
    let bad = illegal.get(random.below(illegal.len() as u64) as usize).copied().unwrap_or(Call::Redouble);
    calls.insert(at, bad);
    calls.truncate(at + 3);
    Task::FirstIllegal { dealer, calls }
}
