//! What every game's line promises, whatever the game; and the headline the page shows first.

use verdict_model::game::analyze;
use verdict_model::judge::{game_of, headline, JudgeRef};
use verdict_model::line::{Role, Step, BOARD_WINDOW};
use verdict_model::{Analysis, Game, Settings};

/// The page's analysis of `text`, which must read.
pub fn analysis(game: Game, text: &str) -> Analysis {
    analyze(game, text, &Settings::default()).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// Every step of the line, from the start to the end.
pub fn steps(analysis: &Analysis) -> Vec<Step> {
    (0..=analysis.report().line.steps).map(|k| analysis.step(k).unwrap()).collect()
}

/// What every game's line promises, whatever the game.
pub fn check_common(analysis: &Analysis, steps: &[Step]) {
    let line = &analysis.report().line;
    assert_eq!(steps.len(), line.steps + 1);
    assert_eq!(analysis.step(line.steps + 1), None);
    assert_eq!(line.open_step, steps[line.open_at]);
    for (k, step) in steps.iter().enumerate() {
        assert_eq!(step.index, k);
        assert_eq!(step.played.is_some(), k > 0, "step {k}: a move led here iff k > 0");
        if let (Some(table), Some(row)) = (line.table, k.checked_sub(1)) {
            assert!(
                step.marks.iter().any(|m| m.table == table && m.row == row && m.column.is_none()),
                "step {k}: {:?}",
                step.marks
            );
        }
        assert!(!step.narration.english().is_empty());
        let now: usize =
            step.board.groups.iter().map(|g| g.cells.iter().filter(|c| c.roles.contains(&Role::Now)).count()).sum();
        // Each cell the move changed, once: one, or every cell of a move on several (Wythoff's
        // from both heaps), which `Step::played` does not count, so at least one.
        assert_eq!(now == 0, k == 0, "step {k}: the cells the move changed are marked");
        for group in &step.board.groups {
            assert!(group.cells.len() <= BOARD_WINDOW && group.first + group.cells.len() <= group.total);
        }
    }
}

/// The verdict the page shows first (the judge's headline) is the full report's: verdict,
/// headline, reason and input summary.
pub fn check_headline_matches_the_report(judge: JudgeRef, text: &str) {
    let first = headline(judge, text, &Settings::default()).unwrap();
    let a = analysis(game_of(judge), text);
    let report = a.report();
    assert_eq!(
        (first.verdict.as_str(), &first.headline, &first.reason, first.input_summary.as_str()),
        (report.verdict.as_str(), &report.headline, &report.reason, report.input_summary.as_str()),
        "{text}"
    );
}
