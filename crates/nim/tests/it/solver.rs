//! The solver (the nim-sum of Grundy values) against the minimax of `common` on every small
//! position and random larger ones, for Nim and several take sets: the value for the player to
//! move and the exact list of winning moves; the crate's own exhaustive search and the page's
//! check agree too.

use crate::common::*;
use proptest::prelude::*;
use std::collections::HashMap;
use verdict_reason::check;

fn compare(set: &Option<Vec<u32>>, heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) {
    let mover = if heaps.iter().sum::<u32>() % 2 == 0 { "Alice" } else { "Bob" };
    let text = text(heaps, mover, set);
    let position = position(&text);
    let wins = minimax(set.as_deref(), heaps, memo);
    assert_eq!(position.mover_wins(), wins, "{text}");
    let moves: Vec<String> = position.winning_moves().map(|m| m.to_string()).collect();
    assert_eq!(moves, winning_moves(set.as_deref(), heaps, memo), "{text}");
    assert_eq!(position.is_over(), heaps.iter().all(|&h| takes(set.as_deref(), h).is_empty()), "{text}");
}

#[test]
fn every_small_position_against_the_minimax() {
    for set in take_sets() {
        let mut memo = HashMap::new();
        for count in 1..=3 {
            for heaps in every(count, 7) {
                compare(&set, &heaps, &mut memo);
            }
        }
        for heaps in every(4, 4) {
            compare(&set, &heaps, &mut memo);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]
    #[test]
    fn random_larger_positions_against_the_minimax(
        heaps in proptest::collection::vec(0u32..14, 1..5),
        which in 0usize..7,
    ) {
        let set = take_sets()[which].clone();
        let mut memo = HashMap::new();
        compare(&set, &heaps, &mut memo);
    }
}

#[test]
fn the_page_check_agrees_and_says_its_limits() {
    for text in ["3 5 7", "1 2 3 Bob", "9 4 3 take 1,2,3", "6 6 Bob take 1,3,4", "0 0", "12 take 2,5,7"] {
        let report = check::check(&GAME.unconfigured().unwrap(), text, &mut |_| {}).unwrap();
        assert_eq!(report.outcome, "agree", "{text}: {}", report.summary);
    }
    let report = check::check(&GAME.unconfigured().unwrap(), "1000 1000 1000", &mut |_| {}).unwrap();
    assert_eq!(report.outcome, "too-large");
    assert!(report.summary.contains("1,003,003,001 positions"), "{}", report.summary);
    // The stress panel: random positions of each size, Nim and take sets, none disagrees.
    for size in [1, 5, 12, 30] {
        let stress = check::stress(&GAME.unconfigured().unwrap(), size, 40, 7, &mut |_| {}).unwrap();
        assert_eq!((stress.checked, stress.disagreement.clone()), (40, None), "size {size}");
    }
}
