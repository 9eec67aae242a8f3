//! The ticket as the drivers see it: its [`Rules`] and [`Positions`], and what the page shows
//! about it.

use super::exhaustive;
use super::position::TicketPosition;
use verdict_model::game::{About, Example, Game, Judged, Origin, Positions, Rules, Search, Settings};
use verdict_model::input::InputError;
use verdict_model::judge::Judge;
use verdict_model::position::Playable;
use verdict_model::random::Random;
use verdict_model::report::{Analysis, Headline};

pub struct TicketGame;

pub const GAME: Game = Game::new(&TicketGame);

impl Rules for TicketGame {
    fn name(&self) -> &'static str {
        "ticket"
    }

    fn about(&self) -> About {
        About {
            name: self.name(),
            label: "Ticket",
            rules: vec!["ticket-rule-1", "ticket-rule-2", "ticket-rule-3", "ticket-rule-4", "ticket-rule-5"],
            origin: Origin {
                name: "Codeforces 1215D, “Ticket Game”",
                url: "https://codeforces.com/problemset/problem/1215/D",
            },
            prompt: "ticket-prompt",
            placeholder: "?054??0?",
            start: "?054??0?",
            examples: vec![
                Example::new("?054??0?", "ticket-example-1"),
                Example::new("??", "ticket-example-2"),
                Example::new("0523", "ticket-example-3"),
                Example::new("12", "ticket-example-4"),
                Example::new("??09", "ticket-example-5"),
                Example::new("???00?", "ticket-example-6"),
                Example::new("9??0??", "ticket-example-7"),
                Example::new("8??0??", "ticket-example-8"),
                Example::new("?123", "ticket-example-9"),
                Example::new("0?9?", "ticket-example-10"),
                Example::new("9???", "ticket-example-11"),
                Example::new("??????", "ticket-example-12"),
            ],
            random: None,
            settings: Vec::new(),
            players: super::Player::BOTH.map(super::Player::name).to_vec(),
            verdicts: super::Player::BOTH.map(super::Player::name).to_vec(),
        }
    }

    fn analyze(&self, text: &str, _: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        super::analyze_with_headline(text, first)
    }

    fn exercises(&self, seed: u64) -> Vec<verdict_model::exercises::Exercise> {
        super::exercises::exercises(seed)
    }

    fn grade(&self, seed: u64, number: usize, answer: &str) -> verdict_model::exercises::Graded {
        super::exercises::grade(seed, number, answer)
    }

    fn positions(&self) -> Option<&dyn Positions> {
        Some(self)
    }

    /// The game takes no settings: its rule space is the one there is.
    fn configure(&self, _settings: &Settings) -> Result<verdict_model::game::Variant, InputError> {
        Ok(verdict_model::game::Variant { rules: Some(Box::new(super::conjecture::TicketRules)), ..Default::default() })
    }
}

/// The judge format of docs/RULES.md, "Ticket": `n`, then the ticket.
impl Judge for TicketGame {
    fn judge(&self, stdin: &str, explain: bool, visit: &mut dyn FnMut(Judged) -> bool) -> Result<(), InputError> {
        super::judge(stdin, explain, visit)
    }

    fn single_case(&self) -> bool {
        true
    }

    fn answers(&self) -> &'static [&'static str] {
        &["Monocarp", "Bicarp"]
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
