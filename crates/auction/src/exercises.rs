//! The auction's exercises: build a legal auction that ends in a given contract, and find the
//! first illegal call of one. Graded by the laws.

use super::calls::key_arg;
use super::laws::Contract;
use super::wording::{breach_message, with_contract};
use super::{evaluate, Auction, Bid, Call, Outcome, Seat, Verdict};
use verdict_model::exercises::{random_for, Exercise, Graded, Verdicted, SET_SIZE};
use verdict_model::game::Settings;
use verdict_model::random::Random;
use verdict_model::{Arg, Message};

/// What an exercise is, with everything needed to grade it.
enum Task {
    /// `example` is the auction the target was read from: one right answer.
    Build {
        dealer: Seat,
        target: Contract,
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
        Task::Build { dealer, target, .. } => grade_auction(*dealer, *target, answer),
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
            Message::new("auction-exercise-build")
                .arg("contract", with_contract(Message::new("auction-contract"), target))
                .name("dealer", dealer.name()),
            format!("Dealer: {}", dealer.name()),
            Message::new("auction-exercise-build-help"),
        ),
        Task::FirstIllegal { dealer, calls } => (
            "first-illegal",
            Message::new("auction-exercise-first-illegal").name("dealer", dealer.name()),
            calls.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "),
            Message::new("auction-exercise-first-illegal-help"),
        ),
    };
    Exercise { number, kind, prompt, given, answer_help, choices: Vec::new(), board: None, pick: "" }
}

fn grade_auction(dealer: Seat, target: Contract, answer: &str) -> Verdicted {
    if answer.trim().is_empty() {
        return Verdicted::illegal(Message::new("auction-grade-empty"));
    }
    let target_said = with_contract(Message::new("auction-contract"), &target);
    match super::analyze(answer, &Settings::new().with(super::explain::DEALER, dealer.letter())) {
        Err(e) => Verdicted::illegal(Message::new("auction-grade-not-auction").arg("error", e.message)),
        Ok(analysis) => {
            let report = analysis.report();
            // The report's headline says the contract (`auction-contract`, as the target is
            // said), or who is to call (`auction-incomplete`), or that the auction is illegal.
            let headline = &report.headline;
            let complete = report.verdict == "complete";
            let contract = complete && headline.id == "auction-contract";
            let correct = contract && *headline == target_said;
            let message = if correct {
                // The page says right or wrong itself.
                Message::new("auction-grade-ends").arg("target", target_said)
            } else if contract {
                Message::new("auction-grade-ends-other").arg("value", headline.clone()).arg("target", target_said)
            } else if complete {
                Message::new("auction-grade-passed-out").arg("target", target_said)
            } else if let Some(Arg::Name(seat)) = headline.get("seat").filter(|_| report.verdict == "incomplete") {
                Message::new("auction-grade-not-over").name("seat", seat)
            } else {
                Message::new("auction-grade-illegal-call")
            };
            Verdicted::new(correct, message)
        }
    }
}

fn grade_first_illegal(dealer: Seat, calls: &[Call], answer: &str) -> Verdicted {
    let Verdict::Illegal { index, seat, call, breach } = evaluate(dealer, calls) else {
        return Verdicted::new(false, Message::new("auction-grade-no-illegal"));
    };
    let written = answer.trim().trim_start_matches('#').trim();
    let n = calls.len();
    let Some(number) = written.parse::<usize>().ok().filter(|k| (1..=n).contains(k)) else {
        let problem = match written.parse::<usize>() {
            Ok(_) => "range",
            Err(_) if written.is_empty() => "none",
            Err(_) => "nan",
        };
        return Verdicted::illegal(
            Message::new("auction-grade-number")
                .arg("problem", key_arg(problem))
                .arg("written", written.to_string())
                .arg("n", Arg::digits(n)),
        );
    };
    let correct = number == index + 1;
    let why = Message::new("auction-grade-illegal")
        .arg("index", Arg::digits(index + 1))
        .arg("call", call.to_string())
        .name("seat", seat.name())
        .arg("breach", breach_message(breach, seat));
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
            return Task::Build { dealer, target: contract, example };
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
