//! The auction as the drivers see it: its [`Rules`] (it is judged, not played: it has no
//! [`verdict_model::game::Positions`]), and what the page shows about it.

use verdict_model::game::{About, Game, Origin, Rules, SettingMenu, Settings};
use verdict_model::input::InputError;
use verdict_model::judge::{Judge, Visit};
use verdict_model::report::{Analysis, Headline};

pub struct AuctionGame;

pub const GAME: Game = Game::new(&AuctionGame);

/// The longest legal auction: every bid doubled and redoubled, 319 calls (an example).
#[cfg(feature = "exports")]
fn longest_auction() -> &'static str {
    static LONGEST: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    LONGEST.get_or_init(write_longest_auction)
}

#[cfg(feature = "exports")]
fn write_longest_auction() -> String {
    let mut calls = vec!["P".to_string(); 3];
    for level in 1..=7 {
        for strain in ["C", "D", "H", "S", "N"] {
            calls.push(format!("{level}{strain}"));
            calls.extend(["P", "P", "X", "P", "P", "XX", "P", "P"].map(String::from));
        }
    }
    calls.push("P".to_string());
    calls.join(" ")
}

/// The examples menu's auctions, in order (their notes are `auction-example-k`). A compact
/// embed's module (the root's feature `panels` off, so no `exports`) shows no examples menu and
/// leaves them out, with the longest auction's making: the auction's module is the largest
/// (e2e/modules.test.mjs).
#[cfg(feature = "exports")]
fn examples() -> Vec<&'static str> {
    let mut examples = vec![
        "P P P P",
        "1C P 1NT P 3NT P P P",
        "P 2H P 4H X P P XX P P P",
        "1C P X",
        "1C X P XX",
        "1D 1C",
        "1C P P P P",
        "P P",
        "md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|",
        "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"EW\"]\n[Auction \"E\"]\n1H 2H =1= 3H P\n4H P P P\n[Note \"1:Michaels: spades and a minor\"]",
    ];
    // Last, the one example made rather than written out (once: it is kept for the next About).
    examples.push(longest_auction());
    examples
}

#[cfg(not(feature = "exports"))]
fn examples() -> Vec<&'static str> {
    Vec::new()
}

/// The most text the page takes for an auction: 1 MiB, half a million calls, over 1 600 times
/// the longest legal auction (so every call past the 320th is illegal and unjudged). An
/// auction's analysis keeps every call written, with its place and annotations, for the
/// lossless exports, at up to about 60 times the text's bytes: 64 MiB of calls took the module
/// past its 4 GiB; 1 MiB peaks under 70 MiB.
pub const MAX_AUCTION_INPUT: usize = 1 << 20;

impl Rules for AuctionGame {
    fn name(&self) -> &'static str {
        "auction"
    }

    fn max_input(&self) -> usize {
        MAX_AUCTION_INPUT
    }

    fn about(&self) -> About {
        let origin = Origin {
            name: "Codeforces Gym 105920J, “Bridge III”, after the Laws of Duplicate Bridge 2017 (Laws 18–22)",
            url: "https://codeforces.com/gym/105920",
        };
        // The menus of the settings beside the text (`Settings`): a record in the input that
        // sets one wins over the menu (the report's `settings` say so).
        let dealer = SettingMenu {
            name: super::explain::DEALER,
            label: "auction-setting-dealer",
            default: "N",
            upper: true,
            options: vec![("N", "name-North"), ("E", "name-East"), ("S", "name-South"), ("W", "name-West")],
        };
        // Not given: nobody is marked vulnerable. Otherwise as PBN's [Vulnerable] writes it.
        let vulnerable = SettingMenu {
            name: super::explain::VULNERABLE,
            label: "auction-setting-vulnerable",
            default: "",
            upper: false,
            options: vec![
                ("", "auction-setting-vulnerable-unknown"),
                ("None", "auction-setting-vulnerable-none"),
                ("NS", "auction-setting-vulnerable-ns"),
                ("EW", "auction-setting-vulnerable-ew"),
                ("All", "auction-setting-vulnerable-all"),
            ],
        };
        let verdicts = [super::explain::COMPLETE, super::explain::INCOMPLETE, super::explain::ILLEGAL];
        About {
            placeholder: "1H P 2H P 4H P P P",
            // Empty: the legal calls are offered as buttons, to build an auction by clicking.
            start: "",
            verdicts: verdicts.map(|verdict| verdict.as_str()).to_vec(),
            ..About::new(self.name(), "Auction", origin, 7, &examples()).with_settings(vec![dealer, vulnerable])
        }
    }

    fn analyze(&self, text: &str, options: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        // The auction's whole report is cheap: its calls stop at the first illegal one.
        let analysis = super::analyze(text, options)?;
        first(Headline::of(analysis.report()));
        Ok(analysis)
    }

    verdict_model::engine_rules!(exercises: super::exercises);
}

/// The judge format of docs/RULES.md, "Bridge auction": `t`, then per case `n` and `n` calls.
impl Judge for AuctionGame {
    fn judge(&self, stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
        super::judge(stdin, explain, visit)
    }

    /// `--dealer` and `--vulnerable`, as the page's menus: the seats of `--explain`'s report
    /// (whether an auction is legal and over does not depend on who deals), and what a record
    /// on standard input does not say itself.
    fn cli_settings(&self) -> &'static [&'static str] {
        &[super::explain::DEALER, super::explain::VULNERABLE]
    }

    fn cli_usage(&self) -> Option<&'static str> {
        Some("a PBN or LIN record, or a handviewer link, on standard input is judged as one case")
    }

    fn judge_with(&self, stdin: &str, settings: &Settings, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
        verdict_model::judge::refuse_settings(self, settings)?;
        super::judge::judge_with(stdin, settings, explain, visit)
    }

    fn answers(&self) -> Vec<&'static str> {
        vec!["YES", "NO"]
    }

    /// `t`, then per case `n` and the calls (commas as spaces: a case's calls are its words).
    fn judge_input(&self, inputs: &[&str]) -> String {
        let mut text = format!("{}\n", inputs.len());
        for calls in inputs {
            let words: Vec<&str> =
                calls.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).collect();
            text.push_str(&format!("{} {}\n", words.len(), words.join(" ")));
        }
        text
    }
}
