//! Positions read under a take set, as the page's position exports read them (Play, the tree,
//! move values: `src/wasm_api/panels.rs`, `Configured::position`), against a plain minimax of
//! the subtraction game written here: a typed position that writes no take set is of the take
//! set the settings give, not Nim's.

use std::collections::HashMap;
use verdict_playground::games::nim;
use verdict_playground::Settings;

/// Whether the player to move wins from `heaps` when a move takes one of `take` from one heap
/// and whoever cannot move loses: minimax over sorted heap vectors, knowing no Grundy value.
fn wins(heaps: &[u32], take: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut result = false;
    'search: for (i, &h) in key.iter().enumerate() {
        for &t in take.iter().filter(|&&t| t <= h) {
            let mut next = key.clone();
            next[i] = h - t;
            if !wins(&next, take, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(key, result);
    result
}

/// Every vector of one to three heaps of up to `most` counters.
fn positions(most: u32) -> Vec<Vec<u32>> {
    let mut all = Vec::new();
    for a in 0..=most {
        all.push(vec![a]);
        for b in 0..=most {
            all.push(vec![a, b]);
            for c in 0..=most {
                all.push(vec![a, b, c]);
            }
        }
    }
    all
}

fn heaps_of(text: &str) -> Vec<u32> {
    text.split_whitespace().map_while(|word| word.parse().ok()).collect()
}

#[test]
fn play_moves_values_and_the_tree_under_a_take_set_are_the_subtraction_games() {
    for set in ["1,2,3", "1,2,5", "2,3", "1,3,4"] {
        let take: Vec<u32> = set.split(',').map(|t| t.parse().unwrap()).collect();
        let game = nim::GAME.configure(&Settings::new().with("take", set)).expect("a take set the game takes");
        let mut memo = HashMap::new();
        for heaps in positions(6) {
            let typed = heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
            let position = game.position(&typed).unwrap_or_else(|e| panic!("{typed} under take {set}: {e:?}"));
            let context = format!("{typed} under take {set}");
            // The position is the subtraction game's, and says so.
            assert_eq!(position.text(), format!("{typed} Alice take {set}"), "{context}");
            let won = wins(&heaps, &take, &mut memo);
            assert_eq!(position.mover_wins(), won, "{context}");
            // Move values (the page's "Show move values"): the position's and each cell's.
            let values = verdict_playground::values::values_view(position.as_ref(), 0..heaps.len());
            assert_eq!(values.value.mover_wins, won, "{context}");
            for (cell, &h) in heaps.iter().enumerate() {
                // Play's moves on a heap: exactly the takes the set allows, each marked as the
                // search says, and played to the position the search expects.
                let moves = position.moves_at(cell);
                let choices: Vec<u32> = moves.iter().map(|m| m.choice.expect("a take")).collect();
                let allowed: Vec<u32> = take.iter().copied().filter(|&t| t <= h).collect();
                assert_eq!(choices, allowed, "{context}, heap {}", cell + 1);
                for m in &moves {
                    let mut after = heaps.clone();
                    after[cell] -= m.choice.unwrap();
                    let keeps = !wins(&after, &take, &mut memo);
                    assert_eq!(m.wins, keeps, "{context}, {}", m.label);
                    let next = position.play(cell, m.choice).expect("a listed move is legal");
                    assert_eq!(heaps_of(&next.text()), after, "{context}, {}", m.label);
                    assert_eq!(next.mover_wins(), !keeps, "{context}, {}", m.label);
                }
                let cell_won = values.cells.iter().filter(|c| c.cell == cell).any(|c| c.wins);
                assert_eq!(cell_won, moves.iter().any(|m| m.wins), "{context}, heap {}'s mark", cell + 1);
                for t in 1..=7 {
                    if !take.contains(&t) {
                        assert!(position.play(cell, Some(t)).is_none(), "{context}: taking {t} is no move");
                    }
                }
            }
            // The tree (small positions): every node labelled as the search labels it.
            if heaps.iter().sum::<u32>() <= 5 {
                let tree = verdict_playground::tree::tree(position.as_ref()).expect("a small tree");
                for node in &tree.nodes {
                    let node_heaps = heaps_of(&node.position);
                    assert!(node.position.ends_with(&format!("take {set}")), "{context}: node {}", node.position);
                    assert_eq!(
                        node.value == "win",
                        wins(&node_heaps, &take, &mut memo),
                        "{context}: node {}",
                        node.position
                    );
                }
            }
        }
    }
}

#[test]
fn a_position_that_writes_its_take_set_keeps_it_whatever_the_settings() {
    let game = nim::GAME.configure(&Settings::new().with("take", "1,2,3")).unwrap();
    // Written in full (a step, a node, a counterexample): its own take set wins.
    let position = game.position("4 Alice take 1,2").unwrap();
    assert_eq!(position.text(), "4 Alice take 1,2");
    assert!(position.mover_wins(), "4 is no multiple of 3");
    // Plain Nim, as the settings' absence reads a typed heap of 4: the mover wins by taking it all.
    let plain = nim::GAME.unconfigured().unwrap().position("4").unwrap();
    assert!(plain.mover_wins());
    assert!(!game.position("4").unwrap().mover_wins(), "4 is lost under take 1,2,3");
}
