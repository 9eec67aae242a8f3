//! The page's input of each game (the first byte picks the game; the auction's dealer from the
//! second), and everything the page then asks of the analysis: the report, windows of every
//! table, steps of the line. Nothing may panic, and the line's promises hold.
#![no_main]
use verdict_playground::games::auction;
use libfuzzer_sys::fuzz_target;
use verdict_playground::{analyze, Game, Options};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let game = Game::all()[usize::from(pick) % Game::all().len()];
    let (dealer, rest) = match rest.split_first() {
        Some((&d, rest)) if game == auction::GAME => (["N", "E", "S", "W", "Q", ""][usize::from(d) % 6], rest),
        _ => ("", rest),
    };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let options = Options { dealer: (!dealer.is_empty()).then(|| dealer.to_string()), ..Options::default() };
    let Ok(analysis) = analyze(game, text, &options) else { return };
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
