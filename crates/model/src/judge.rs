//! What the command line adds to a game: its judge format (competitive programming's stdin,
//! docs/RULES.md per game), the stricter lines of `verdict moves`, the verdict alone. A game
//! implements [`Judge`] beside [`Rules`]; only the CLI's registry of judges reaches these
//! methods, so the wasm module, whose registry holds `Rules` alone, carries none of them (a trait
//! object keeps every method of its vtable, called or not: the three judges were 11 KB of the
//! module while they were `Rules` methods).

use crate::game::{check_size, positions_of, Game, Judged, Rules, Settings};
use crate::input::InputError;
use crate::position::Playable;
use crate::report::Headline;

/// What a judge hands each case to as soon as it is judged; it returns `false` to stop.
pub type Visit<'a> = dyn FnMut(Judged) -> bool + 'a;

pub trait Judge: Rules + AsGame {
    /// A judge-format input, one case at a time: `visit` gets each case as soon as it is judged
    /// and returns `false` to stop. Memory holds one case, not all of them.
    fn judge(&self, stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError>;

    /// Whether the judge format holds one case only (the CLI then does not number cases).
    fn single_case(&self) -> bool {
        false
    }

    /// Every answer a case can get (`YES`, `NO`): what the judge prints, one a case. By default
    /// the players' names (the game's `About::players`): a game of two players answers with the
    /// winner's.
    fn answers(&self) -> Vec<&'static str> {
        self.about().players
    }

    /// A judge-format input whose cases are these page inputs, in order (a format of one case
    /// takes the first): what the fuzzers are seeded with, and what the tests judge to compare
    /// the judge with the page's analysis. Each input must be one the judge format can hold
    /// (the page also reads records and spellings a judge format does not). By default the
    /// format of [`counted_lines`]: `T`, then per case the count of its words and its line.
    fn judge_input(&self, inputs: &[&str]) -> String {
        counted_lines(inputs)
    }

    /// The verdict and its reason alone. A game whose tables cost more than its verdict says it
    /// without building them.
    fn headline(&self, text: &str, options: &Settings) -> Result<Headline, InputError> {
        Ok(Headline::of(self.analyze(text, options, &mut |_| {})?.report()))
    }

    /// A line of `verdict moves`: the notation, where the CLI's contract may be stricter than
    /// the page's (the ticket's mover, which the page leaves out once no `?` is left, is always
    /// named there).
    fn parse_line(&self, line: &str) -> Result<Box<dyn Playable>, InputError> {
        match self.positions() {
            Some(positions) => positions.parse(line),
            None => Err(InputError::whole(format!(
                "the {} is not played between two sides: it has no positions to play",
                self.name()
            ))),
        }
    }

    /// The settings (of the game's `About`) its judge format and `verdict moves` lines read:
    /// the command line takes each as `--NAME VALUE`. None by default.
    fn cli_settings(&self) -> &'static [&'static str] {
        &[]
    }

    /// A line the usage text adds for this game's input beside its judge format, if any.
    fn cli_usage(&self) -> Option<&'static str> {
        None
    }

    /// [`Judge::judge`] under the settings given on the command line (`--NAME VALUE`, each a
    /// menu of the game's `About`). A game whose judge format reads a setting overrides this;
    /// the others refuse any setting given, since their formats would not use it.
    fn judge_with(&self, stdin: &str, settings: &Settings, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
        refuse_settings(self, settings)?;
        self.judge(stdin, explain, visit)
    }

    /// [`Judge::parse_line`] under the command line's settings: a game whose rules a setting
    /// changes reads the line under it; the others refuse any setting given.
    fn parse_line_with(&self, line: &str, settings: &Settings) -> Result<Box<dyn Playable>, InputError> {
        refuse_settings(self, settings)?;
        self.parse_line(line)
    }
}

/// Refuses settings the game does not take, and those its judge does not read
/// ([`Judge::cli_settings`]), naming the first.
pub fn refuse_settings(game: &(impl Judge + ?Sized), settings: &Settings) -> Result<(), InputError> {
    if settings.iter().next().is_none() {
        return Ok(());
    }
    settings.check_against(game.name(), &game.about())?;
    let read = game.cli_settings();
    match settings.iter().find(|(name, value)| !value.trim().is_empty() && !read.contains(name)) {
        Some((name, _)) => Err(InputError::whole(format!(
            "the {}'s judge format and positions take no `{name}`: the page reads it, the command line does not",
            game.name()
        ))),
        None => Ok(()),
    }
}

/// A judge, as the CLI's registry holds it.
pub type JudgeRef = &'static dyn Judge;

/// The game a judge judges, as every other driver holds it.
pub fn game_of(judge: JudgeRef) -> Game {
    judge.as_game()
}

/// A judge's game as a [`Game`]: every game's, through its [`Rules`] (a `Game` is made from the
/// game's own type, which a `dyn Judge` no longer names).
pub trait AsGame {
    fn as_game(&'static self) -> Game;
}

impl<G: Rules> AsGame for G {
    fn as_game(&'static self) -> Game {
        Game::new(self)
    }
}

/// The verdict and its reason for the page's input, without the tables, within the game's
/// input limit.
pub fn headline(judge: JudgeRef, text: &str, options: &Settings) -> Result<Headline, InputError> {
    check_size(game_of(judge), text)?;
    judge.headline(text, options)
}

/// Judges a whole judge-format input, every case kept (for tests and small inputs; the CLI
/// streams with [`Judge::judge`]). An error in a later case comes after the earlier cases.
pub fn judge_all(judge: JudgeRef, stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    let mut cases = Vec::new();
    judge.judge(stdin, explain, &mut |case| {
        cases.push(case);
        true
    })?;
    Ok(cases)
}

/// The positions a `verdict moves` line of `judge`'s game is read by, or why it has none.
pub fn has_positions(judge: JudgeRef) -> Result<(), InputError> {
    positions_of(game_of(judge)).map(|_| ())
}

/// A judge-format input of cases written as one line each after their count (`T`, then per
/// case `k` and the `k` heaps, `n` and the row): [`Judge::judge_input`] of such a format.
pub fn counted_lines(inputs: &[&str]) -> String {
    let mut text = format!("{}\n", inputs.len());
    for line in inputs {
        text.push_str(&format!("{}\n{line}\n", line.split_whitespace().count()));
    }
    text
}
