//! "Test a rule" (docs/RULES.md, "Test a rule"): a student's conjecture about who wins at the
//! start of a game ("Bicarp wins when L == R"), tested against the game on every start position
//! up to a size, smallest first, until the smallest position where the rule and the game
//! disagree. Game-neutral: a game offers a [`RuleSpace`] (its named numbers and its start
//! positions, size by size), and the rule is read by [`crate::expr`].

use crate::expr::Rule;
use serde::Serialize;
use verdict_model::conjecture::RuleSpace;
use verdict_model::game::Configured;
use verdict_model::input::InputError;

/// What a test found (docs/RULES.md's `data-rule`: `holds`, `counterexample` or `error`).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RuleReport {
    /// The game tested, with its settings: `Nim with take 1,2,3`.
    pub game: String,
    #[cfg_attr(feature = "ts", ts(type = "\"holds\" | \"counterexample\" | \"error\""))]
    pub outcome: &'static str,
    /// Positions searched (those in the scope, when there is one).
    pub checked: u64,
    /// The sizes searched, with the positions checked at each.
    pub sizes: Vec<SizeChecked>,
    /// One or two sentences for the page.
    pub summary: String,
    /// What does not read in the rule (or the scope), and where.
    pub error: Option<RuleError>,
    pub counterexample: Option<Counterexample>,
}

#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SizeChecked {
    pub size: usize,
    pub words: String,
    pub checked: u64,
}

/// An error in the rule or in the scope field.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RuleError {
    /// `rule` or `scope`: which field it is in (an outcome table's names: `x` or `y`).
    #[cfg_attr(feature = "ts", ts(type = "\"rule\" | \"scope\" | \"x\" | \"y\""))]
    pub field: &'static str,
    #[serde(flatten)]
    pub error: InputError,
}

/// A start position where the rule and the game disagree, of the smallest size that has one.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Counterexample {
    /// In the game's notation (with the player to move, for the ticket).
    pub position: String,
    /// As the page's input: what "open it" puts in the box.
    pub input: String,
    pub size: usize,
    /// What the rule says there, and what the game says.
    pub rule_says: bool,
    pub game_says: bool,
    /// The named numbers of the position, `L = 0`, …
    pub values: Vec<(String, i64)>,
}

/// The rule space of `game` under its settings, or why it has none.
pub fn space_of(game: &Configured) -> Result<&dyn RuleSpace, InputError> {
    game.rules().ok_or_else(|| InputError::whole(format!("{} has no rules to test", game.words())))
}

/// Tests `rule` (and, when not blank, only on positions where `scope` holds) on every start
/// position of `game` under its settings, smallest first. `progress` hears the positions
/// checked, every size. An error: the game offers no rules.
pub fn test(
    game: &Configured,
    rule: &str,
    scope: &str,
    progress: &mut dyn FnMut(u64),
) -> Result<RuleReport, InputError> {
    let space = space_of(game)?;
    Ok(test_space(space, &game.words(), rule, scope, progress))
}

fn test_space(space: &dyn RuleSpace, game: &str, rule: &str, scope: &str, progress: &mut dyn FnMut(u64)) -> RuleReport {
    let game = game.to_string();
    let names = space.names();
    let keys: Vec<&str> = names.iter().map(|n| n.name).collect();
    let read = |text: &str, field: &'static str| {
        let noun = if field == "scope" { "condition" } else { "rule" };
        Rule::parse_field(text, &keys, noun).map_err(|error| RuleError { field, error })
    };
    let parsed = read(rule, "rule").and_then(|r| {
        let scope = if scope.trim().is_empty() { None } else { Some(read(scope, "scope")?) };
        Ok((r, scope))
    });
    let (rule_expr, scope_expr) = match parsed {
        Ok(parsed) => parsed,
        Err(error) => {
            let summary = format!("The {} does not read: {}", error.field, error.error.message.as_text());
            return RuleReport {
                game,
                outcome: "error",
                checked: 0,
                sizes: Vec::new(),
                summary,
                error: Some(error),
                counterexample: None,
            };
        }
    };
    let mut checked = 0u64;
    let mut sizes = Vec::new();
    let mut found: Option<Counterexample> = None;
    let mut failure: Option<RuleError> = None;
    for size in space.sizes() {
        let mut at_size = 0u64;
        space.each(size, &mut |case| {
            let in_scope = match &scope_expr {
                None => Ok(true),
                Some(scope) => scope.holds(case.values).map_err(|e| ("scope", e)),
            };
            let verdict = in_scope.and_then(|in_scope| {
                if !in_scope {
                    return Ok(None);
                }
                rule_expr.holds(case.values).map(Some).map_err(|e| ("rule", e))
            });
            match verdict {
                Ok(None) => true,
                Ok(Some(says)) => {
                    at_size += case.count;
                    if says == case.claim_holds {
                        return true;
                    }
                    let (position, input) = (case.position)();
                    let values = keys.iter().zip(case.values).map(|(k, v)| (k.to_string(), *v)).collect();
                    found = Some(Counterexample {
                        position,
                        input,
                        size,
                        rule_says: says,
                        game_says: case.claim_holds,
                        values,
                    });
                    false
                }
                Err((field, e)) => {
                    let (position, _) = (case.position)();
                    let text = if field == "rule" { rule } else { scope };
                    let mut error = InputError::at(text, e.span.0, e.span.1, "");
                    error.message = format!("{} at {position}", e.message).into();
                    failure = Some(RuleError { field, error });
                    false
                }
            }
        });
        checked += at_size;
        sizes.push(SizeChecked { size, words: space.size_words(size), checked: at_size });
        progress(checked);
        if found.is_some() || failure.is_some() {
            break;
        }
    }
    let say = |holds: bool| if holds { space.claim() } else { space.denial() };
    if let Some(error) = failure {
        let summary = format!("The {} cannot be evaluated: {}.", error.field, error.error.message.as_text());
        return RuleReport {
            game,
            outcome: "error",
            checked,
            sizes,
            summary,
            error: Some(error),
            counterexample: None,
        };
    }
    match found {
        Some(example) => {
            let summary = format!(
                "Counterexample: {} ({}). The rule predicts “{}”, but with best play {}.",
                example.position,
                space.size_words(example.size),
                say(example.rule_says),
                say(example.game_says)
            );
            RuleReport {
                game,
                outcome: "counterexample",
                checked,
                sizes,
                summary,
                error: None,
                counterexample: Some(example),
            }
        }
        None => {
            let largest = sizes.last().map(|s| s.words.clone()).unwrap_or_default();
            let summary = format!(
                "In {game}, the rule holds on all {} start positions searched, up to {largest}: no counterexample.",
                verdict_model::words::grouped(checked as usize)
            );
            RuleReport { game, outcome: "holds", checked, sizes, summary, error: None, counterexample: None }
        }
    }
}
