//! The permutation game as the drivers see it: its [`Rules`] and [`Positions`], and what the
//! page shows about it.

use super::exhaustive;
use super::position::RowPosition;
use verdict_model::game::{About, Game, Origin, Positions, Rules, Search, Settings};
use verdict_model::input::InputError;
use verdict_model::judge::{Judge, Visit};
use verdict_model::position::{MoveName, Playable};
use verdict_model::random::Random;
use verdict_model::report::{Analysis, Headline};

pub struct PermutationGame;

pub const GAME: Game = Game::new(&PermutationGame);

/// Where the problem comes from.
const ORIGIN: Origin = Origin {
    name: "Baekjoon 10563, “정수 게임” (the integer game)",
    url: "https://www.acmicpc.net/problem/10563",
};

/// The largest random permutation the page makes (6.9 MB of text).
pub const RANDOM_MAX: usize = 1_000_000;

impl Rules for PermutationGame {
    fn name(&self) -> &'static str {
        "permutation"
    }

    fn about(&self) -> About {
        let examples = ["3 6 5 1 4 2", "1", "2 1", "4 1 3 2", "2 3 1", "4 3 2 1", "1 3 2 4"];
        About::new(self.name(), "Permutation", ORIGIN, 5, &examples)
            .with_random(RANDOM_MAX)
            .played_by(&super::Player::NAMES)
    }

    fn analyze(&self, text: &str, _: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        super::analyze_with_headline(text, first)
    }

    /// A uniformly random permutation of 1..`size` (at most [`RANDOM_MAX`]).
    fn random_input(&self, size: usize, seed: u64) -> Option<String> {
        let values = Random::new(seed).shuffled(size.clamp(1, RANDOM_MAX));
        let mut text = String::with_capacity(values.len() * 8);
        for (i, value) in values.iter().enumerate() {
            if i > 0 {
                text.push(' ');
            }
            text.push_str(&value.to_string());
        }
        Some(text)
    }

    verdict_model::engine_rules!(exercises: super::exercises, rules: super::conjecture::PermutationRules);
}

/// The judge format of docs/RULES.md, "Permutation": `T`, then per case `n` and the row.
impl Judge for PermutationGame {
    fn judge(&self, stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
        super::judge(stdin, explain, visit)
    }

    fn headline(&self, text: &str, _: &Settings) -> Result<Headline, InputError> {
        super::headline(text)
    }
}

impl Positions for PermutationGame {
    fn parse(&self, text: &str) -> Result<Box<dyn Playable>, InputError> {
        Ok(Box::new(RowPosition::parse(text)?))
    }

    /// The plain minimax over every set of removed numbers ([`exhaustive`]), nothing about
    /// arms, classes or parity. The walls stay where they are, so its size is the numbers left,
    /// not the row's places.
    fn search(&self, position: &str, progress: &mut dyn FnMut(u64)) -> Result<Search, InputError> {
        let position = RowPosition::parse(position)?;
        let left = position.cells().iter().flatten().count();
        if left > exhaustive::MAX_LEN {
            return Ok(Search::TooLarge(format!(
                "This position has {left} numbers left; the exhaustive search takes up to {} (it solves every set of them that could still be removed: 2^{} sets).",
                exhaustive::MAX_LEN,
                left - 1
            )));
        }
        let Some(search) = exhaustive::Search::of_row(position.cells(), progress) else {
            return Ok(Search::TooLarge("This row cannot be searched.".to_string()));
        };
        let winning = search
            .moves(0)
            .filter(|&k| k == search.one() || !search.mover_wins(1 << k))
            .map(|k| MoveName::plain(u64::from(search.value(k))))
            .collect();
        Ok(Search::Done { mover_wins: search.mover_wins(0), winning, searched: search.solved() })
    }

    /// A row of `size` numbers with about a quarter of those other than 1 removed.
    fn random_position(&self, size: usize, seed: u64) -> String {
        let mut random = Random::new(seed);
        let values = random.shuffled(size.max(1));
        let words: Vec<String> = values
            .iter()
            .map(|&v| if v != 1 && random.below(4) == 0 { "_".to_string() } else { v.to_string() })
            .collect();
        words.join(" ")
    }
}
