//! "Check it yourself": the fast solver's answer for a position (its value and its winning
//! moves) against the game's exhaustive search ([`super::Positions::search`]), which knows none
//! of its insight, as the page's "Check by exhaustive search" and stress panel run it. Pure:
//! progress is reported through a callback (the wasm layer posts it to the page from inside
//! the search's loop). Game-neutral: a position is parsed, played and searched through the
//! game's [`super::Positions`].

use serde::Serialize;
use verdict_model::game::{Configured, Search};
use verdict_model::input::InputError;
use verdict_model::position::MoveName;

/// What a check found.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CheckReport {
    /// `agree`, `disagree` or `too-large` (docs/RULES.md "The exhaustive check": `data-check`).
    #[cfg_attr(feature = "ts", ts(type = "\"agree\" | \"disagree\" | \"too-large\""))]
    pub outcome: &'static str,
    /// Positions the exhaustive search solved.
    pub searched: u64,
    /// The fast solver's answer, as `verdict moves` writes it (`win`, a tab, the moves).
    pub fast: String,
    /// The exhaustive search's answer, in the same form.
    pub exhaustive: String,
    /// One sentence for the page.
    pub summary: String,
}

/// `win` or `lose`, a tab, the moves: `verdict moves`' line.
pub fn answer(wins: bool, moves: impl IntoIterator<Item = MoveName>) -> String {
    let moves: Vec<String> = moves.into_iter().map(|mv| mv.to_string()).collect();
    format!("{}\t{}", if wins { "win" } else { "lose" }, moves.join(" "))
}

fn too_large(message: String) -> CheckReport {
    CheckReport { outcome: "too-large", searched: 0, fast: String::new(), exhaustive: String::new(), summary: message }
}

fn report(fast: String, exhaustive: String, searched: u64) -> CheckReport {
    let agree = fast == exhaustive;
    let summary = if agree {
        format!("The exhaustive search agrees: it solved {searched} positions and found the same value and the same winning moves.")
    } else {
        // Each answer as its line reads, the tab shown as a colon (not `{:?}`: escaping a str
        // brings the Unicode tables of `char::escape_debug` into the wasm module, 12 KB).
        let said = |answer: &str| answer.replace('\t', ": ").trim_end().to_string();
        format!(
            "The exhaustive search disagrees after solving {searched} positions: the fast solver says '{}', the search '{}'.",
            said(&fast),
            said(&exhaustive)
        )
    };
    CheckReport { outcome: if agree { "agree" } else { "disagree" }, searched, fast, exhaustive, summary }
}

/// Checks a position of `game` under its settings (in its notation). `progress` hears how many
/// positions the search has solved, every few thousand.
pub fn check(game: &Configured, position: &str, progress: &mut dyn FnMut(u64)) -> Result<CheckReport, InputError> {
    let positions = game.positions()?;
    let playable = positions.parse(position)?;
    match positions.search(position, progress)? {
        Search::TooLarge(message) => Ok(too_large(message)),
        Search::Done { mover_wins, mut winning, searched } => {
            verdict_model::order::sort(&mut winning);
            let fast = answer(playable.mover_wins(), playable.winning_moves());
            Ok(report(fast, answer(mover_wins, winning), searched))
        }
    }
}

/// What a stress run found: how many random positions agreed, and the first that did not.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StressReport {
    pub checked: u64,
    /// Positions the exhaustive searches solved in all.
    pub searched: u64,
    /// The first position where the fast solver and the search disagree, with the check.
    pub disagreement: Option<(String, CheckReport)>,
}

/// A random position of `game` of about `size` ([`super::Positions::random_position`]).
pub fn random_position(game: &Configured, size: usize, seed: u64) -> Result<String, InputError> {
    Ok(game.positions()?.random_position(size, seed))
}

/// Checks `count` random positions of `game` of about `size`, stopping at the first
/// disagreement. `progress` hears the count checked after each one. A random position the
/// search cannot take (a size past its limits) is an error, not a disagreement: nothing was
/// compared there.
pub fn stress(
    game: &Configured,
    size: usize,
    count: u64,
    seed: u64,
    progress: &mut dyn FnMut(u64),
) -> Result<StressReport, InputError> {
    let positions = game.positions()?;
    let mut searched = 0;
    for checked in 0..count {
        let position = positions.random_position(size, seed.wrapping_add(checked.wrapping_mul(0x9e37_79b9_7f4a_7c15)));
        let after = match checked {
            0 => String::new(),
            1 => " (after 1 position that agreed)".to_string(),
            n => format!(" (after {} positions that agreed)", verdict_model::words::grouped(n as usize)),
        };
        let report = match check(game, &position, &mut |_| {}) {
            Ok(report) if report.outcome == "too-large" => {
                return Err(InputError::whole(format!(
                    "positions of size {size} are too large to search{after}: {}",
                    report.summary
                )));
            }
            Ok(report) => report,
            Err(e) => {
                return Err(InputError::whole(format!(
                    "the random position {position} could not be read{after}: {}",
                    e.message.as_text()
                )));
            }
        };
        searched += report.searched;
        if report.outcome == "disagree" {
            return Ok(StressReport { checked: checked + 1, searched, disagreement: Some((position, report)) });
        }
        progress(checked + 1);
    }
    Ok(StressReport { checked: count, searched, disagreement: None })
}
