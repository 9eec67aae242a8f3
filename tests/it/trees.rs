//! The game tree (docs/RULES.md, "The game tree"): every node's value against the exhaustive
//! searches, every node's children are exactly its legal moves, each value follows from its
//! children (backward induction), and the labelling order labels children before parents.

use crate::common::for_each_permutation;
use crate::common::PlainClock;
use proptest::prelude::*;
use verdict_playground::games::permutation::position::RowPosition;
use verdict_playground::games::ticket::exhaustive::Search;
use verdict_playground::games::ticket::position::TicketPosition;
use verdict_playground::position::Playable;
use verdict_playground::tree::{tree, Tree, MAX_NODES};

/// The invariants every tree keeps, whatever the game.
fn check_shape(tree: &Tree, what: &str) {
    let nodes = &tree.nodes;
    assert!(!nodes.is_empty() && nodes[0].parent.is_none(), "{what}");
    for (at, node) in nodes.iter().enumerate() {
        for &child in &node.children {
            assert_eq!(nodes[child].parent, Some(at), "{what}: node {at}");
            assert_eq!(nodes[child].depth, node.depth + 1, "{what}: node {at}");
            assert!(child > at, "{what}: preorder");
        }
        // Backward induction: won exactly when some move reaches a position lost for the
        // opponent; a finished game has no children and says who won.
        if node.to_move.is_some() {
            assert!(!node.children.is_empty(), "{what}: {} has moves", node.position);
            let some_child_lost = node.children.iter().any(|&c| nodes[c].value == "lose");
            assert_eq!(node.value == "win", some_child_lost, "{what}: {}", node.position);
            match node.witness {
                Some(w) => {
                    assert_eq!(node.value, "win");
                    assert!(node.children.contains(&w) && nodes[w].value == "lose", "{what}: {}", node.position);
                    assert!(node.because.starts_with("Won:"), "{}", node.because);
                }
                None => {
                    assert_eq!(node.value, "lose", "{what}: {}", node.position);
                    assert!(node.because.starts_with("Lost:"), "{}", node.because);
                }
            }
        } else {
            assert!(node.children.is_empty(), "{what}: a finished game has no moves");
            assert!(!node.because.is_empty());
        }
        assert!(node.rule.starts_with("Rule: ") || node.to_move.is_none(), "{what}: {}", node.rule);
    }
    // The labelling order: every node once, each after all of its children.
    let mut seen = vec![false; nodes.len()];
    for &at in &tree.order {
        assert!(!seen[at], "{what}: node {at} twice");
        assert!(nodes[at].children.iter().all(|&c| seen[c]), "{what}: node {at} before its children");
        seen[at] = true;
    }
    assert!(seen.iter().all(|&s| s), "{what}: every node is labelled");
}

/// A ticket position's tree against the minimax: each node's value, each node's children
/// are its legal moves (10 digits on each `?`), each child is its parent with that move made.
fn check_ticket(text: &str) {
    let position = TicketPosition::parse(text).unwrap();
    let tree = tree(&position).unwrap();
    check_shape(&tree, text);
    let mut search = Search::default();
    for node in &tree.nodes {
        let (cells, mover) = node.position.split_once(' ').unwrap_or((node.position.as_str(), ""));
        let q = cells.bytes().filter(|&b| b == b'?').count();
        assert_eq!(node.children.len(), 10 * q, "{text}: {}", node.position);
        if q == 0 {
            // A finished ticket: the player who would move has won exactly when the halves
            // favour them (Bicarp with equal halves).
            let half = cells.len() / 2;
            let sum = |s: &str| s.bytes().map(|b| u32::from(b - b'0')).sum::<u32>();
            let equal = sum(&cells[..half]) == sum(&cells[half..]);
            let would_move = match node.parent {
                Some(parent) => tree.nodes[parent].to_move.map(|m| if m == "Monocarp" { "Bicarp" } else { "Monocarp" }),
                None => text.split(' ').nth(1),
            };
            assert_eq!(node.value == "win", equal == (would_move == Some("Bicarp")), "{text}: {}", node.position);
            continue;
        }
        let monocarp = mover == "Monocarp";
        let Searched { mover_wins } = searched(&mut search, cells.as_bytes(), monocarp);
        assert_eq!(node.value == "win", mover_wins, "{text}: {}", node.position);
        // What the rule says beside the node is the search's winner too.
        let winner = if mover_wins == monocarp { "Monocarp" } else { "Bicarp" };
        assert!(node.rule.ends_with(&format!("{winner} wins.")), "{text}: {}", node.rule);
        for &child in &node.children {
            let c = &tree.nodes[child];
            let after = c.position.split(' ').next().unwrap();
            let changed: Vec<usize> =
                (0..cells.len()).filter(|&i| cells.as_bytes()[i] != after.as_bytes()[i]).collect();
            assert_eq!(changed.len(), 1, "{}", c.position);
            assert_eq!(c.via_cell, Some(changed[0]));
            assert_eq!(
                c.via.as_deref(),
                Some(format!("{}={}", changed[0] + 1, &after[changed[0]..=changed[0]]).as_str())
            );
        }
    }
}

struct Searched {
    mover_wins: bool,
}

fn searched(search: &mut Search, cells: &[u8], monocarp: bool) -> Searched {
    let half = cells.len() / 2;
    let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count() as i64;
    let digits = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum::<i64>();
    let bicarp = search.bicarp_wins(
        open(&cells[..half]),
        open(&cells[half..]),
        digits(&cells[..half]) - digits(&cells[half..]),
        monocarp,
    );
    Searched { mover_wins: bicarp != monocarp }
}

/// A row position's tree against the plain search: each node's value and clock, each node's
/// children are its legal moves.
fn check_row(row: &[Option<u32>]) {
    let text: String = row.iter().map(|v| v.map_or("_".to_string(), |v| v.to_string())).collect::<Vec<_>>().join(" ");
    let position = RowPosition::parse(&text).unwrap();
    let tree = tree(&position).unwrap();
    check_shape(&tree, &text);
    let mut plain = PlainClock::new(row);
    for node in &tree.nodes {
        let now: Vec<Option<u32>> = node.position.split(' ').map(|w| w.parse().ok()).collect();
        if node.to_move.is_none() {
            assert!(!now.contains(&Some(1)), "{text}: {} is over only once 1 is gone", node.position);
            assert_eq!(node.value, "lose", "the player who would move after 1 is removed has lost");
            continue;
        }
        let mask = PlainClock::mask(&now);
        let legal = (0..now.len()).filter(|&i| plain.removable(mask, i)).count();
        assert_eq!(node.children.len(), legal, "{text}: {}", node.position);
        let (wins, moves) = plain.value(mask);
        assert_eq!((node.value == "win", node.moves), (wins, Some(moves)), "{text}: {}", node.position);
        let says = format!("{}, {}.", node.to_move.unwrap(), if wins { "wins" } else { "loses" });
        assert!(node.rule.ends_with(&says), "{text}: {}", node.rule);
    }
}

#[test]
fn every_ticket_of_length_2_and_some_of_4_with_both_movers() {
    let cells = ['?', '0', '4', '5', '9'];
    for a in cells {
        for b in cells {
            for mover in ["Monocarp", "Bicarp"] {
                check_ticket(&format!("{a}{b} {mover}"));
            }
        }
    }
    for text in ["??00 Monocarp", "?0?9 Bicarp", "9?0? Monocarp", "12?4 Bicarp", "??99 Bicarp", "0??0 Monocarp"] {
        check_ticket(text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn random_tickets_with_at_most_two_question_marks(
        digits in proptest::collection::vec(0u8..10, 6),
        holes in proptest::sample::subsequence((0..6usize).collect::<Vec<_>>(), 0..=2),
        bicarp in any::<bool>(),
    ) {
        let mut cells: Vec<u8> = digits.iter().map(|d| b'0' + d).collect();
        for &i in &holes {
            cells[i] = b'?';
        }
        let mover = if bicarp { "Bicarp" } else { "Monocarp" };
        check_ticket(&format!("{} {mover}", String::from_utf8(cells).unwrap()));
    }
}

#[test]
fn every_row_up_to_6_numbers() {
    for n in 1..=6 {
        for_each_permutation(n, |values| check_row(&values.iter().map(|&v| Some(v)).collect::<Vec<_>>()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Rows of up to 12 places with walls, down to 6 numbers left.
    #[test]
    fn rows_with_walls_and_at_most_6_numbers_left(
        values in (6usize..=12).prop_flat_map(|n| Just((1..=n as u32).collect::<Vec<_>>()).prop_shuffle()),
        keep in proptest::sample::subsequence((0..12usize).collect::<Vec<_>>(), 0..=5),
    ) {
        let row: Vec<Option<u32>> = values.iter().enumerate()
            .map(|(i, &v)| (v == 1 || keep.contains(&i)).then_some(v)).collect();
        check_row(&row);
    }
}

/// Past the limits the tree is refused with a sentence that says where trees are drawn, and a
/// tree at the documented limits always fits.
#[test]
fn a_tree_too_large_is_refused_and_the_documented_limits_fit() {
    let big = TicketPosition::parse("???000 Monocarp").unwrap();
    let refused = tree(&big).unwrap_err();
    assert!(refused.contains("more than 2000 positions") && refused.contains("step further"), "{refused}");
    let two = tree(&TicketPosition::parse("?00? Monocarp").unwrap()).unwrap();
    assert_eq!(two.nodes.len(), 1 + 20 + 20 * 10);
    let mut largest = 0;
    for_each_permutation(6, |values| {
        let text: Vec<String> = values.iter().map(u32::to_string).collect();
        largest = largest.max(tree(&RowPosition::parse(&text.join(" ")).unwrap()).unwrap().nodes.len());
    });
    assert!(largest <= MAX_NODES, "{largest}");
    // Six numbers left, each alone between walls: every order of removal is a path.
    let spread = RowPosition::parse("2 _ 3 _ 4 _ 1 _ 5 _ 6").unwrap();
    assert!(tree(&spread).is_ok());
    assert!(Playable::text(&spread).contains('_'));
}

/// Issue 30: the tree of a huge position was refused only after growing 2 000 nodes of it, one
/// level of recursion a move (3 000 `?` overflowed the wasm stack and killed the module). Now a
/// long position is refused before anything is built, and one just under the length limit is
/// refused by the node count, with the game's whole depth below it.
#[test]
fn huge_positions_are_refused_before_their_tree_is_grown() {
    let huge = TicketPosition::parse(&format!("{} Monocarp", "?".repeat(3_000))).unwrap();
    let refused = tree(&huge).unwrap_err();
    assert!(refused.contains("up to 2,000 characters") && refused.contains("this one has 3,009"), "{refused}");
    let row: Vec<String> = (1..=100_000u32).map(|v| v.to_string()).collect();
    let refused = tree(&RowPosition::parse(&row.join(" ")).unwrap()).unwrap_err();
    assert!(refused.contains("up to 2,000 characters"), "{refused}");
    // Just under the limit: 1 990 `?`, a game 1 990 moves deep, refused by counting nodes.
    let deep = TicketPosition::parse(&format!("{} Monocarp", "?".repeat(1_990))).unwrap();
    assert!(tree(&deep).unwrap_err().contains("more than 2000 positions"));
    // 1 3 2 5 4 … 479 478 480: a peak every other number.
    let mut row = vec!["1".to_string()];
    row.extend((1..240u32).flat_map(|k| [2 * k + 1, 2 * k]).map(|v| v.to_string()));
    row.push("480".to_string());
    assert!(tree(&RowPosition::parse(&row.join(" ")).unwrap()).unwrap_err().contains("more than 2000 positions"));
}
