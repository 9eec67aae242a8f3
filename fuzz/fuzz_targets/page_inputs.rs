//! The page's input of each game of the registry (the first byte picks the game; one byte a
//! setting picks among its menu's values, or a value no menu has), and everything the page then
//! asks of the analysis: the report, windows of every table, steps of the line. Nothing may
//! panic, and the line's promises hold.
#![no_main]
use libfuzzer_sys::fuzz_target;
use verdict_playground::{analyze, Settings, REGISTRY};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, mut rest)) = data.split_first() else { return };
    let game = REGISTRY[usize::from(pick) % REGISTRY.len()];
    let mut settings = Settings::default();
    for menu in game.about().settings {
        let Some((&byte, after)) = rest.split_first() else { break };
        rest = after;
        let values: Vec<&str> = menu.options.iter().map(|(value, _)| *value).chain(["Q"]).collect();
        settings.set(menu.name, values[usize::from(byte) % values.len()]);
    }
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let Ok(analysis) = analyze(game, text, &settings) else { return };
    let report = analysis.report();
    for (index, table) in report.tables.iter().enumerate() {
        let last = table.row_count.saturating_sub(3);
        assert!(analysis.rows(index, last, 10).len() <= 3);
        assert_eq!(analysis.rows(index, 0, 5).len(), table.row_count.min(5));
    }
    let steps = report.line.steps;
    for k in [0, 1.min(steps), steps / 2, steps.saturating_sub(1), steps] {
        let step = analysis.step(k).expect("every step up to the last exists");
        assert_eq!(step.index, k);
        assert_eq!(step.played.is_some(), k > 0);
    }
    assert!(analysis.step(steps + 1).is_none());
});
