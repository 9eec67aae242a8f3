//! Every generic driver over [`Playable`] on a position with very many legal moves (a Nim heap
//! of 10^9 offers 10^9 of them, a ticket of 10^7 `?` 10^8): each answers or refuses, within a
//! time bound, without a panic and without holding its moves (issue 46: the tree collected a
//! heap of 100 000's moves before counting its nodes, and trapped the module).

use std::time::{Duration, Instant};
use verdict_model::game::{position, Game};
use verdict_model::hints::hinted_view;
use verdict_model::values::values_view;
use verdict_reason::check::check;
use verdict_reason::tree::{self, MAX_NODES};

/// What each driver took on `text`, by name, after checking that each answered or refused
/// within `bound`. `cells` is how many of its board cells are clicked (the first ones).
pub fn every_driver_answers_within(
    game: Game,
    text: &str,
    cells: usize,
    bound: Duration,
) -> Vec<(&'static str, Duration)> {
    let short: String = text.chars().take(60).collect();
    let mut took = Vec::new();
    let mut timed = |name: &'static str, run: &mut dyn FnMut()| {
        let start = Instant::now();
        run();
        let elapsed = start.elapsed();
        assert!(elapsed <= bound, "{short}: {name} took {elapsed:?}, past {bound:?}");
        took.push((name, elapsed));
    };
    let position = position(game, text).unwrap_or_else(|e| panic!("{short}: {}", e.message));
    let mut legal = 0;
    timed("view", &mut || {
        let view = position.view(None, None, false);
        legal = view.legal_moves;
        assert_eq!(position.move_counts(), (view.legal_moves, view.winning_moves), "{short}");
    });
    timed("hints", &mut || {
        let view = hinted_view(position.as_ref(), None, None);
        assert_eq!(view.hints.is_some(), !position.is_over(), "{short}");
    });
    timed("values", &mut || {
        let values = values_view(position.as_ref(), 0..64);
        assert!(values.cells.len() <= 64, "{short}");
    });
    timed("moves", &mut || {
        for cell in 0..=cells {
            let offered = position.moves_at(cell);
            assert_eq!(position.no_move_at(cell).is_none(), !offered.is_empty(), "{short}: cell {cell}");
            for mv in offered {
                assert!(position.play(mv.cell, mv.choice).is_some(), "{short}: {} is offered, not legal", mv.label);
            }
        }
    });
    timed("winning moves", &mut || {
        assert_eq!(position.winning_moves().next().is_some(), position.mover_wins() && !position.is_over(), "{short}");
        let _ = position.winning_moves().take(1_000).count();
    });
    timed("move values", &mut || {
        let first = position.move_values().take(1_000).count();
        assert_eq!(first, legal.min(1_000), "{short}: the view counts {legal} moves");
    });
    timed("tree", &mut || match tree::tree(position.as_ref()) {
        Ok(tree) => assert!(tree.nodes.len() <= MAX_NODES, "{short}"),
        Err(message) => assert!(message.contains("more than") || message.contains("characters"), "{short}: {message}"),
    });
    timed("check", &mut || {
        // The exhaustive search refuses a large position, or answers a small one; either way
        // in its bound.
        let _ = check(&game.unconfigured().unwrap(), text, &mut |_| {});
    });
    took
}
