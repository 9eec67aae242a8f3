//! Positions in the middle of a game of each played game of the registry (notation of
//! docs/RULES.md), as `verdict moves` and the page's play
//! read them: nothing may panic, the solver's move is legal and keeps a win when there is one,
//! and small positions agree with the exhaustive search, value and winning moves alike.
#![no_main]
use libfuzzer_sys::fuzz_target;
use verdict_playground::games::check::check;
use verdict_playground::games::position;
use verdict_playground::REGISTRY;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let played: Vec<_> = REGISTRY.iter().copied().filter(|game| game.positions().is_some()).collect();
    let game = played[usize::from(pick) % played.len()];
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let Ok(playable) = position(game, text) else { return };
    let view = playable.view(None, Some(text), true);
    if let Some(mv) = &view.line_move {
        assert!(playable.moves_at(mv.cell).contains(mv), "the solver's move is a legal move");
        assert_eq!(mv.wins, view.mover_wins, "the solver keeps a win when it has one");
        assert!(playable.play(mv.cell, mv.choice).is_some());
    }
    let cells: usize = view.board.groups.iter().map(|g| g.total).sum();
    if cells <= 24 {
        let legal: usize = (0..cells).map(|c| playable.moves_at(c).len()).sum();
        assert_eq!(legal, view.legal_moves);
        let report = check(&game.unconfigured().expect("no settings"), text, &mut |_| {})
            .expect("a position that parses can be checked");
        assert_ne!(report.outcome, "disagree", "{text}: {report:?}");
    }
});
