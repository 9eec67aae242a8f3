//! One module per game. Each exposes the same three entry points:
//! - `analyze(text, ..)`: the page's input (just the ticket, the calls, the numbers) to an
//!   [`Analysis`];
//! - `judge(stdin, explain)`: the competitive-programming judge format to one answer per case;
//! - a plain solver API that the tests check against an exhaustive search.

pub mod auction;
pub mod check;
pub mod exercises;
pub mod permutation;
pub mod ticket;

use crate::input::InputError;
use crate::report::{Analysis, Headline, Playable};
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Ticket,
    Auction,
    Permutation,
}

impl Game {
    pub const ALL: [Game; 3] = [Game::Ticket, Game::Auction, Game::Permutation];

    pub fn name(self) -> &'static str {
        match self {
            Game::Ticket => "ticket",
            Game::Auction => "auction",
            Game::Permutation => "permutation",
        }
    }
}

impl FromStr for Game {
    type Err = String;
    fn from_str(name: &str) -> Result<Game, String> {
        Game::ALL.into_iter().find(|g| g.name() == name).ok_or_else(|| {
            let known: Vec<_> = Game::ALL.iter().map(|g| g.name()).collect();
            format!("unknown game '{name}' (known: {})", known.join(", "))
        })
    }
}

/// Settings beyond the input text; each game reads the ones it needs. The page sends them as
/// an object (`{ dealer: "E", vulnerable: "NS" }`), read field by field.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The auction's dealer seat (`N`, `E`, `S` or `W`); North when absent.
    pub dealer: Option<String>,
    /// Who is vulnerable at the auction (`None`, `NS`, `EW`, `All`); not given when absent.
    pub vulnerable: Option<String>,
}

/// One case of a judge input: the line to print, and the full analysis when asked for.
#[derive(Debug)]
pub struct Judged {
    pub answer: String,
    pub analysis: Option<Analysis>,
}

/// The most text the page's input takes, in bytes: a browser tab holds an analysis of it
/// (see README); longer text is refused before anything is built from it.
pub const MAX_INPUT: usize = 64 << 20;

fn check_size(text: &str) -> Result<(), InputError> {
    if text.len() > MAX_INPUT {
        return Err(InputError::whole(format!(
            "the input is {} bytes long; the playground takes up to {} ({} MiB): the command line judge, verdict, has no such limit",
            crate::report::grouped(text.len()),
            crate::report::grouped(MAX_INPUT),
            MAX_INPUT >> 20
        )));
    }
    Ok(())
}

/// The verdict and its reason for the page's input, without the tables (the page shows them
/// first); the same as the full report's.
pub fn headline(game: Game, text: &str, options: &Options) -> Result<Headline, InputError> {
    check_size(text)?;
    match game {
        Game::Ticket => ticket::headline(text),
        Game::Permutation => permutation::headline(text),
        // The auction's whole report is cheap: its calls stop at the first illegal one.
        Game::Auction => Ok(Headline::of(auction::analyze(text, options)?.report())),
    }
}

/// Analyzes the page's input for `game`.
pub fn analyze(game: Game, text: &str, options: &Options) -> Result<Analysis, InputError> {
    analyze_with_headline(game, text, options, &mut |_| {})
}

/// [`analyze`], telling `first` the verdict and its reason as soon as they are known, before
/// the tables and the line are built (the page shows them at once). The input is read once.
pub fn analyze_with_headline(
    game: Game,
    text: &str,
    options: &Options,
    first: &mut dyn FnMut(Headline),
) -> Result<Analysis, InputError> {
    check_size(text)?;
    match game {
        Game::Ticket => ticket::analyze_with_headline(text, first),
        Game::Permutation => permutation::analyze_with_headline(text, first),
        Game::Auction => {
            let analysis = auction::analyze(text, options)?;
            first(Headline::of(analysis.report()));
            Ok(analysis)
        }
    }
}

/// A position to play from, in SPEC's notation ("Positions in the middle of a game"). The
/// auction is not played against anyone: it has no positions to play.
pub fn position(game: Game, text: &str) -> Result<Box<dyn Playable>, InputError> {
    match game {
        Game::Ticket => Ok(Box::new(ticket::position::TicketPosition::parse(text)?)),
        Game::Permutation => Ok(Box::new(permutation::position::RowPosition::parse(text)?)),
        Game::Auction => {
            Err(InputError::whole("the auction is not played between two sides: it has no positions to play"))
        }
    }
}

/// Judges a judge-format input for `game` one case at a time: `visit` gets each case as soon
/// as it is judged (and returns `false` to stop), so memory holds one case, not all of them.
/// An error in a later case comes after the earlier cases were visited.
pub fn judge_each(
    game: Game,
    stdin: &str,
    explain: bool,
    visit: &mut dyn FnMut(Judged) -> bool,
) -> Result<(), InputError> {
    match game {
        Game::Ticket => ticket::judge(stdin, explain, visit),
        Game::Auction => auction::judge(stdin, explain, visit),
        Game::Permutation => permutation::judge(stdin, explain, visit),
    }
}

/// Judges a whole judge-format input for `game`, every case kept (for tests and small inputs;
/// the CLI streams with [`judge_each`]).
pub fn judge(game: Game, stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    let mut cases = Vec::new();
    judge_each(game, stdin, explain, &mut |case| {
        cases.push(case);
        true
    })?;
    Ok(cases)
}
