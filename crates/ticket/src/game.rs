//! The ticket as the drivers see it: its [`Rules`] and [`Positions`], and what the page shows
//! about it.

use super::exhaustive;
use super::position::TicketPosition;
use verdict_model::game::{About, Game, Origin, Positions, Rules, Search, Settings};
use verdict_model::input::InputError;
use verdict_model::judge::{Judge, Visit};
use verdict_model::position::Playable;
use verdict_model::random::Random;
use verdict_model::report::{Analysis, Headline};

pub struct TicketGame;

pub const GAME: Game = Game::new(&TicketGame);

/// Where the problem comes from.
const ORIGIN: Origin =
    Origin { name: "Codeforces 1215D, “Ticket Game”", url: "https://codeforces.com/problemset/problem/1215/D" };

impl Rules for TicketGame {
    fn name(&self) -> &'static str {
        "ticket"
    }

    fn about(&self) -> About {
        let examples =
            ["?054??0?", "??", "0523", "12", "??09", "???00?", "9??0??", "8??0??", "?123", "0?9?", "9???", "??????"];
        About::new(self.name(), "Ticket", ORIGIN, 5, &examples).played_by(&super::Player::NAMES)
    }

    fn analyze(&self, text: &str, _: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        super::analyze_with_headline(text, first)
    }

    verdict_model::engine_rules!(exercises: super::exercises, rules: super::conjecture::TicketRules);
}

/// The judge format of docs/RULES.md, "Ticket": `n`, then the ticket.
impl Judge for TicketGame {
    fn judge(&self, stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
        super::judge(stdin, explain, visit)
    }

    fn single_case(&self) -> bool {
        true
    }

    /// `n`, then the ticket: the first input.
    fn judge_input(&self, inputs: &[&str]) -> String {
        let ticket = inputs.first().copied().unwrap_or_default();
        format!("{}\n{ticket}\n", ticket.len())
    }

    fn headline(&self, text: &str, _: &Settings) -> Result<Headline, InputError> {
        super::headline(text)
    }

    /// `TICKET MOVER`, the mover named even once no `?` is left: a finished ticket's value is
    /// for "the player named" (docs/RULES.md, "verdict moves").
    fn parse_line(&self, line: &str) -> Result<Box<dyn Playable>, InputError> {
        Ok(Box::new(TicketPosition::parse_named(line)?))
    }
}

impl Positions for TicketGame {
    fn parse(&self, text: &str) -> Result<Box<dyn Playable>, InputError> {
        Ok(Box::new(TicketPosition::parse(text)?))
    }

    /// Minimax over every `?` and every digit, memoized on the position up to the order of
    /// cells within a half (the `?` left in each half, the difference of the halves' digit
    /// sums, who moves), nothing about `B`.
    fn search(&self, position: &str, progress: &mut dyn FnMut(u64)) -> Result<Search, InputError> {
        let position = TicketPosition::parse(position)?;
        let monocarp = position.mover() == super::Player::Monocarp;
        Ok(exhaustive::Search::with_progress(progress).position(position.ticket().chars(), monocarp))
    }

    /// A ticket of `size` cells (rounded up to even), each a `?` or a digit, either player to move.
    fn random_position(&self, size: usize, seed: u64) -> String {
        let mut random = Random::new(seed);
        let cells = size.max(2).div_ceil(2) * 2;
        let ticket: String = (0..cells)
            .map(|_| if random.below(2) == 0 { '?' } else { char::from(b'0' + random.below(10) as u8) })
            .collect();
        let mover = if random.below(2) == 0 { "Monocarp" } else { "Bicarp" };
        format!("{ticket} {mover}")
    }
}
