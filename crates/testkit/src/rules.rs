//! "Test a rule" over a game's own suggestions.

use verdict_model::game::Configured;
use verdict_reason::rules::test;

/// The outcome of testing each rule the game's rule space suggests (`counterexample`, `holds`),
/// in the order a lesson offers them: they should go from wrong to right.
pub fn suggestion_outcomes(game: &Configured) -> Vec<&'static str> {
    let space = game.rules().expect("the game offers Test a rule");
    let outcome = |rule: &str, scope: &str| test(game, rule, scope, &mut |_| {}).map_or("error", |r| r.outcome);
    space.suggestions().iter().map(|s| outcome(&s.rule, &s.scope)).collect()
}
