//! The seam for games: a game is a crate that implements [`Rules`] (and, for a game of two
//! players who alternate, [`Positions`]), plus one line in the registry of the root crate.
//! Everything else (the CLI, the wasm API, the exhaustive checks, the exercises, the page)
//! reaches the games through these two traits and the [`Playable`] positions they hand out,
//! never by name.

use crate::exercises::{self, Exercise, Graded};
use crate::input::InputError;
use crate::position::Playable;
use crate::report::{Analysis, Headline};
use serde::Serialize;
use std::fmt;

/// What the drivers need of a game. Implemented once per game, in the game's folder.
///
/// The methods only the CLI and the native tests call (the judge format, `verdict moves`'
/// lines, the headline alone) are not built for wasm32: a trait object keeps every method of
/// its vtable in the module, called or not (the three judges were 11 KB of it).
pub trait Rules: Sync {
    /// The game's name in links, the CLI and the wasm API: `ticket`.
    fn name(&self) -> &'static str;

    /// What the page shows about the game beside its reports: its label, rules in plain words,
    /// how to type it, examples, its settings.
    fn about(&self) -> About;

    /// The page's input (the ticket, the calls, the numbers) to a report. `first` hears the
    /// verdict and its reason as soon as they are known, before the tables and the line are
    /// built (the page shows them at once).
    fn analyze(&self, text: &str, options: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError>;

    /// The most text, in bytes, the page's input takes for this game: [`MAX_INPUT`] unless the
    /// game's analysis of it would not fit a page (see the auction's).
    fn max_input(&self) -> usize {
        MAX_INPUT
    }

    /// A random page input of about `size` (the page's Random button), for games that offer one.
    fn random_input(&self, _size: usize, _seed: u64) -> Option<String> {
        None
    }

    /// The set of exercises from `seed`: the same set every time (a teacher's link carries it).
    fn exercises(&self, seed: u64) -> Vec<Exercise>;

    /// Grades `answer` to exercise `number` (from 1) of the set from `seed`.
    fn grade(&self, seed: u64, number: usize, answer: &str) -> Graded;

    /// The game's positions, for a game of two players who alternate; `None` for a game that
    /// is judged, not played (the auction). These are its positions with no setting given, as
    /// their notation writes them: a driver of the game on screen asks its [`Configured`] game.
    fn positions(&self) -> Option<&dyn Positions> {
        None
    }

    /// What `settings` make of the game (each a setting its [`About`] declares:
    /// [`Game::configure`] checks the names first): its positions under them, the rule space
    /// "Test a rule" and the outcome tables search, and its name with them. The default: the
    /// settings change nothing a position says (or the game has none), and no rule space.
    fn configure(&self, _settings: &Settings) -> Result<Variant, InputError> {
        Ok(Variant::default())
    }
}

/// The [`Rules`] methods a game with an engine of its own (not a
/// [`Descriptor`](crate::described::Descriptor)) would otherwise write alike, written once, in its
/// `impl Rules`: `engine_rules!(exercises: super::exercises)`, its set made and graded by that
/// module's `exercises(seed)` and `grade(seed, number, answer)`; with `, rules: SPACE`, for a game
/// of two players that takes no settings, also its positions (the game is its own [`Positions`])
/// and its rule space, `SPACE`.
#[macro_export]
macro_rules! engine_rules {
    (exercises: $($module:ident)::+) => {
        fn exercises(&self, seed: u64) -> ::std::vec::Vec<$crate::exercises::Exercise> {
            $($module)::+::exercises(seed)
        }

        fn grade(&self, seed: u64, number: usize, answer: &str) -> $crate::exercises::Graded {
            $($module)::+::grade(seed, number, answer)
        }
    };
    (exercises: $($module:ident)::+, rules: $rules:expr) => {
        $crate::engine_rules!(exercises: $($module)::+);

        fn positions(&self) -> ::core::option::Option<&dyn $crate::game::Positions> {
            ::core::option::Option::Some(self)
        }

        /// The game takes no settings: its rule space is the one there is.
        fn configure(
            &self,
            _settings: &$crate::game::Settings,
        ) -> ::core::result::Result<$crate::game::Variant, $crate::input::InputError> {
            ::core::result::Result::Ok($crate::game::Variant::with_rules($rules))
        }
    };
}

/// What a game is under its settings ([`Rules::configure`]); what it leaves `None` is the
/// game's own.
#[derive(Default)]
pub struct Variant {
    /// The positions under the settings (a position that writes no take set is of the take
    /// set the settings give); `None`: [`Rules::positions`].
    pub positions: Option<Box<dyn Positions>>,
    /// The start positions "Test a rule" and the outcome tables search under the settings.
    pub rules: Option<Box<dyn crate::conjecture::RuleSpace>>,
    /// The game's name with its settings, as a sentence says it: `Nim with take 1,2,3`;
    /// `None`: its label.
    pub words: Option<String>,
}

impl Variant {
    /// A game that takes no settings and offers "Test a rule": its positions and name are its
    /// own, `rules` its rule space.
    pub fn with_rules(rules: impl crate::conjecture::RuleSpace + 'static) -> Variant {
        Variant { rules: Some(Box::new(rules)), ..Variant::default() }
    }
}

/// A game and its settings (docs/RULES.md, "Settings"): what every panel and every reasoning
/// entry point (rule space, rule test, outcome tables, checks, stress) takes, so that none of
/// them can answer a game other than the one on screen. Made by [`Game::configure`], which
/// refuses a setting the game does not take or a value it cannot read.
pub struct Configured {
    game: Game,
    settings: Settings,
    variant: Variant,
}

impl Configured {
    pub fn game(&self) -> Game {
        self.game
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game with its settings in words: `Nim with take 1,2,3`, `Nim`, `Ticket`.
    pub fn words(&self) -> String {
        self.variant.words.clone().unwrap_or_else(|| self.game.about().label.to_string())
    }

    /// The positions of the game under its settings, or why it has none.
    pub fn positions(&self) -> Result<&dyn Positions, InputError> {
        match &self.variant.positions {
            Some(positions) => Ok(positions.as_ref()),
            None => positions_of(self.game),
        }
    }

    /// A position to play from, in the game's notation, under the settings (what the text
    /// does not write, such as Nim's take set, is theirs).
    pub fn position(&self, text: &str) -> Result<Box<dyn Playable>, InputError> {
        self.positions()?.parse(text)
    }

    /// The rule space under the settings, for a game that offers "Test a rule".
    pub fn rules(&self) -> Option<&dyn crate::conjecture::RuleSpace> {
        self.variant.rules.as_deref()
    }
}

impl fmt::Debug for Configured {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Configured").field("game", &self.game).field("settings", &self.settings).finish()
    }
}

/// What a game of two players who alternate adds: positions in the middle of a game (in the
/// game's own notation, docs/RULES.md "Positions in the middle of a game"), an exhaustive search
/// to check the fast solver with, and random positions for stress runs.
pub trait Positions: Sync {
    /// A position in the game's notation.
    fn parse(&self, text: &str) -> Result<Box<dyn Playable>, InputError>;

    /// The position's value and winning moves by a search that uses none of the fast solver's
    /// insight (minimax over the moves themselves), or why it would take too long. `progress`
    /// hears how many positions the search has solved, every few thousand.
    fn search(&self, position: &str, progress: &mut dyn FnMut(u64)) -> Result<Search, InputError>;

    /// A random position of about `size`, the same for the same seed.
    fn random_position(&self, size: usize, seed: u64) -> String;

    /// Whether every position is a sum of games whose Grundy values it gives
    /// ([`Playable::grundy`]): `verdict grundy` answers for such a game.
    fn sums_of_games(&self) -> bool {
        false
    }
}

/// What an exhaustive search found, or why it did not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Search {
    Done { mover_wins: bool, winning: Vec<crate::position::MoveName>, searched: u64 },
    TooLarge(String),
}

/// What a module without the panels (a compact embed's) reaches of a game: its analysis, the
/// same game's [`Rules`] seen through a narrower vtable. A trait object keeps every method of its
/// vtable in the module, called or not, so a compact module holds this one and the game's
/// exercises, searches and rule space stay out (5 KB of the permutation's compact module,
/// gzipped). It has no defaults and no implementation but the one below, which calls the game's
/// own methods: a compact module cannot answer otherwise than the module with the panels, and a
/// method added to [`Rules`] is out of its reach until it is named here (a compile error in the
/// compact build, `make test-wasm`, not a default that silently differs).
pub trait Analyze: Sync {
    /// [`Rules::name`].
    fn name(&self) -> &'static str;
    /// [`Rules::about`].
    fn about(&self) -> About;
    /// [`Rules::analyze`].
    fn analyze(&self, text: &str, options: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError>;
    /// [`Rules::max_input`].
    fn max_input(&self) -> usize;
    /// [`Rules::random_input`].
    fn random_input(&self, size: usize, seed: u64) -> Option<String>;
}

impl<G: Rules> Analyze for G {
    fn name(&self) -> &'static str {
        Rules::name(self)
    }
    fn about(&self) -> About {
        Rules::about(self)
    }
    fn analyze(&self, text: &str, options: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        Rules::analyze(self, text, options, first)
    }
    fn max_input(&self) -> usize {
        Rules::max_input(self)
    }
    fn random_input(&self, size: usize, seed: u64) -> Option<String> {
        Rules::random_input(self, size, seed)
    }
}

/// A game, as the registry and every driver hold it: a handle on its analysis ([`Analyze`],
/// through which it derefs) and, in a module with the panels, on its whole [`Rules`].
#[derive(Clone, Copy)]
pub struct Game {
    analysis: &'static dyn Analyze,
    rules: Option<&'static dyn Rules>,
}

impl Game {
    pub const fn new<G: Rules>(game: &'static G) -> Game {
        Game { analysis: game, rules: Some(game) }
    }

    /// The game as a module without the panels holds it: its analysis alone ([`Analyze`]); what
    /// only the panels ask (exercises, positions, settings) answers that this module has none.
    pub const fn analysis_only<G: Rules>(game: &'static G) -> Game {
        Game { analysis: game, rules: None }
    }

    /// The game's whole [`Rules`], or why this module has only its analysis.
    fn rules(self) -> Result<&'static dyn Rules, InputError> {
        self.rules.ok_or_else(|| {
            let name = self.name();
            InputError::whole(format!("this module has no panels: the {name}'s module with the panels answers that"))
        })
    }

    /// [`Rules::exercises`]; none in a module without the panels.
    pub fn exercises(self, seed: u64) -> Vec<Exercise> {
        self.rules.map_or_else(Vec::new, |rules| rules.exercises(seed))
    }

    /// [`Rules::grade`]; refused in a module without the panels.
    pub fn grade(self, seed: u64, number: usize, answer: &str) -> Graded {
        match self.rules() {
            Ok(rules) => rules.grade(seed, number, answer),
            Err(error) => exercises::Verdicted::illegal(error.message).with_solution(String::new()),
        }
    }

    /// [`Rules::positions`]; none in a module without the panels.
    pub fn positions(self) -> Option<&'static dyn Positions> {
        self.rules?.positions()
    }

    /// The game under `settings`: refuses a setting it does not take, or a value it cannot read.
    pub fn configure(self, settings: &Settings) -> Result<Configured, InputError> {
        settings.check_for(self.analysis)?;
        let variant = self.rules()?.configure(settings)?;
        Ok(Configured { game: self, settings: settings.clone(), variant })
    }

    /// The game under no settings (each its default): the command line's, and the tests'.
    pub fn unconfigured(self) -> Result<Configured, InputError> {
        self.configure(&Settings::new())
    }

    /// The game named `name` among `games` (the registry's), or why there is none.
    pub fn named(games: &[Game], name: &str) -> Result<Game, String> {
        games.iter().copied().find(|g| g.name() == name).ok_or_else(|| {
            let known: Vec<_> = games.iter().map(|g| g.name()).collect();
            format!("unknown game '{name}' (known: {})", known.join(", "))
        })
    }
}

impl std::ops::Deref for Game {
    type Target = dyn Analyze;
    fn deref(&self) -> &(dyn Analyze + 'static) {
        self.analysis
    }
}

/// Games are told apart by name: the registry never holds two of one name.
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.name() == other.name()
    }
}

impl Eq for Game {}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the page shows about a game beside its reports (served to it by the core, so that the
/// page has no per-game code).
///
/// Its sentences are not in it: each is a message of the catalogues (www/lang/en-games.js,
/// ko.ftl, ru.ftl), so that no module carries them, named from the game's name by the one
/// convention of docs/LANGUAGES.md ("A game's About"): rule `k` is `NAME-rule-k`, the input's
/// label `NAME-prompt`, example `k`'s note `NAME-example-k`, the Random field's `NAME-random`.
/// The page names them once, where the list of games arrives (www/core/games.js `withIds`);
/// `tests/it/registry.rs` holds that every one is in every catalogue, and no more rules.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct About {
    /// The game's name ([`Rules::name`]).
    pub name: &'static str,
    /// Its tab's label: `Ticket`.
    pub label: &'static str,
    /// How many rules the game's About lists, one sentence each.
    pub rule_count: usize,
    /// Where the problem comes from.
    pub origin: Origin,
    pub placeholder: &'static str,
    /// What the input holds when the user switches to the game.
    pub start: &'static str,
    /// One-click examples' texts, each with a note on what it teaches.
    pub examples: Vec<&'static str>,
    /// The page's Random button, for games with a random input ([`Rules::random_input`]): the
    /// largest size it makes.
    pub random: Option<usize>,
    /// The settings the game takes beside its text ([`Settings`]): each a menu, a fragment
    /// parameter and an embed attribute of the same name.
    pub settings: Vec<SettingMenu>,
    /// The two players, the first to move first; empty for a game that is not played.
    pub players: Vec<&'static str>,
    /// Every verdict the game's reports give, as `data-verdict` spells them (docs/RULES.md): for a
    /// game of two players, their names.
    pub verdicts: Vec<&'static str>,
}

#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Origin {
    pub name: &'static str,
    pub url: &'static str,
}

impl About {
    /// A game's About from what is its own: its name, tab label, origin, how many rules it has
    /// and its examples. The input starts with the first example and shows it as its placeholder.
    pub fn new(
        name: &'static str,
        label: &'static str,
        origin: Origin,
        rule_count: usize,
        examples: &[&'static str],
    ) -> About {
        let start = examples.first().copied().unwrap_or_default();
        About {
            name,
            label,
            rule_count,
            origin,
            placeholder: start,
            start,
            examples: examples.to_vec(),
            random: None,
            settings: Vec::new(),
            players: Vec::new(),
            verdicts: Vec::new(),
        }
    }

    /// A game of two players, named first to move first: its verdicts are their names.
    pub fn played_by(self, players: &[&'static str]) -> About {
        About { players: players.to_vec(), verdicts: players.to_vec(), ..self }
    }

    /// With the page's Random button, making inputs up to `max` in size.
    pub fn with_random(self, max: usize) -> About {
        About { random: Some(max), ..self }
    }

    /// With the menus of the settings the game takes beside its text.
    pub fn with_settings(self, settings: Vec<SettingMenu>) -> About {
        About { settings, ..self }
    }
}

/// A setting's menu: its name (the [`Settings`] field), label, options as (value, name) and
/// the default value; `upper` when a link's value is read in upper case (`e` is East). The label
/// and the options' names are catalogue ids (`nim-setting-take`, `name-North`), which the page
/// and the command line word in their reader's language (docs/LANGUAGES.md).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SettingMenu {
    pub name: &'static str,
    pub label: &'static str,
    pub default: &'static str,
    pub upper: bool,
    pub options: Vec<(&'static str, &'static str)>,
}

/// The settings a game takes beside its text, by name: each is a menu of its [`About`]'s
/// `settings`, a fragment parameter and an embed attribute of that name (`dealer=E`). Nothing
/// here knows any game's settings: a game reads the names it declares, and [`analyze`] refuses a
/// name the game does not declare. An empty value is a setting not given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    values: Vec<(String, String)>,
}

impl Settings {
    /// No setting given.
    pub fn new() -> Settings {
        Settings::default()
    }

    /// These settings and `name` set to `value` (replacing a value it had).
    pub fn with(mut self, name: &str, value: &str) -> Settings {
        self.set(name, value);
        self
    }

    /// Sets `name` to `value` (an empty or blank value: named, but not given).
    pub fn set(&mut self, name: &str, value: &str) {
        self.values.retain(|(given, _)| given != name);
        self.values.push((name.to_string(), value.to_string()));
    }

    /// The value given for `name`, trimmed; `None` when it was not given (or given blank).
    pub fn get(&self, name: &str) -> Option<&str> {
        let value = self.values.iter().find(|(given, _)| given == name)?.1.trim();
        (!value.is_empty()).then_some(value)
    }

    /// The settings given, by name, in the order they were set.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.values.iter().map(|(name, value)| (name.as_str(), value.as_str()))
    }

    /// Refuses a setting `game` does not take, naming it and those it takes.
    pub fn check_for(&self, game: &dyn Analyze) -> Result<(), InputError> {
        if self.values.is_empty() {
            return Ok(());
        }
        self.check_against(game.name(), &game.about())
    }

    /// [`Settings::check_for`] the game named `game`, whose `About` is `about`.
    pub fn check_against(&self, game: &str, about: &About) -> Result<(), InputError> {
        let known: Vec<&str> = about.settings.iter().map(|menu| menu.name).collect();
        for (name, _) in self.iter() {
            if !known.contains(&name) {
                let takes = match known.as_slice() {
                    [] => "takes no settings".to_string(),
                    names => {
                        format!("takes {}", names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(" and "))
                    }
                };
                return Err(InputError::whole(format!("unknown setting `{name}`: the {game} {takes}")));
            }
        }
        Ok(())
    }
}

/// One case of a judge input: the line to print, and the full analysis when asked for.
#[derive(Debug)]
pub struct Judged {
    pub answer: String,
    pub analysis: Option<Analysis>,
}

/// The most text the page's input takes, in bytes: a browser tab holds an analysis of it
/// (docs/PAGE.md, "Huge inputs"); longer text is refused before anything is built from it. A game may take
/// less ([`Rules::max_input`]).
pub const MAX_INPUT: usize = 64 << 20;

/// Refuses a text longer than `game` takes, before anything is built from it.
pub(crate) fn check_size(game: Game, text: &str) -> Result<(), InputError> {
    let most = game.max_input();
    if text.len() > most {
        return Err(InputError::whole(format!(
            "the input is {} bytes long; the playground takes up to {} ({} MiB) for the {}: the command line judge, verdict, has no such limit",
            crate::words::grouped(text.len()),
            crate::words::grouped(most),
            most >> 20,
            game.about().label.to_ascii_lowercase()
        )));
    }
    Ok(())
}

/// Analyzes the page's input for `game`.
pub fn analyze(game: Game, text: &str, options: &Settings) -> Result<Analysis, InputError> {
    analyze_with_headline(game, text, options, &mut |_| {})
}

/// [`analyze`], telling `first` the verdict and its reason as soon as they are known.
pub fn analyze_with_headline(
    game: Game,
    text: &str,
    options: &Settings,
    first: &mut dyn FnMut(Headline),
) -> Result<Analysis, InputError> {
    check_size(game, text)?;
    options.check_for(game.analysis)?;
    game.analyze(text, options, first)
}

/// The positions of `game` with no setting given, or why it has none (the game on screen is a
/// [`Configured`] one: [`Configured::positions`]).
pub fn positions_of(game: Game) -> Result<&'static dyn Positions, InputError> {
    game.positions().ok_or_else(|| {
        InputError::whole(format!("the {} is not played between two sides: it has no positions to play", game.name()))
    })
}

/// A position of `game` to play from, in the game's notation, with no setting given (a position
/// written in full, as every step and node is: [`Configured::position`] reads one under the
/// settings on screen).
pub fn position(game: Game, text: &str) -> Result<Box<dyn Playable>, InputError> {
    positions_of(game)?.parse(text)
}

/// Exercise set of `game` from `seed`.
pub fn exercise_set(game: Game, seed: u64) -> Vec<Exercise> {
    game.exercises(seed)
}

/// Grades an answer to exercise `number` (clamped to the set) of `game`'s set from `seed`.
pub fn grade(game: Game, seed: u64, number: usize, answer: &str) -> Graded {
    game.grade(seed, number.clamp(1, exercises::SET_SIZE), answer)
}
