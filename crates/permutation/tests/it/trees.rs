//! The game tree of row positions (docs/RULES.md, "The game tree"): every node's value and
//! clock against the plain search, every node's children are exactly its legal moves, each
//! value follows from its children (backward induction), and the labelling order labels
//! children before parents.

use crate::common::for_each_permutation;
use crate::common::PlainClock;
use proptest::prelude::*;
use verdict_model::position::Playable;
use verdict_permutation::automaton;
use verdict_permutation::position::RowPosition;
use verdict_reason::tree::{tree, MAX_NODES};
use verdict_testkit::trees::check_shape;

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
        assert!(node.rule.english().ends_with(&says), "{text}: {}", node.rule);
        check_rule_line(&node.rule.english(), wins);
    }
}

/// Issue 33: the rule line is an equivalence, and a true one: the table's mark for the classes
/// and count the line states (looked up here; issue 47: in words that introduce the classes) is a win exactly when the plain search says the
/// player to move wins, and the line says which mark it is.
fn check_rule_line(rule: &str, wins: bool) {
    assert!(rule.contains("wins exactly when the table marks") && !rule.contains("only when"), "{rule}");
    let here =
        rule.split_once("Here the left side is class ").map(|(_, here)| here).unwrap_or_else(|| panic!("{rule}"));
    let (l, rest) = here.split_once(", the right side class ").unwrap();
    let (r, rest) = rest.split_once(", with ").unwrap();
    let outside: usize = rest.split(' ').next().unwrap().parse().unwrap();
    let marked = automaton::mover_wins(l.parse().unwrap(), r.parse().unwrap(), outside);
    assert_eq!(marked, wins, "the stated condition is not the winner's: {rule}");
    assert!(rule.contains(if marked { "the table marks a win, so" } else { "the table marks a loss, so" }), "{rule}");
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

/// A tree at the documented limits always fits: every row of 6 numbers, and six numbers left
/// each alone between walls, where every order of removal is a path.
#[test]
fn a_tree_at_the_documented_limits_fits() {
    let mut largest = 0;
    for_each_permutation(6, |values| {
        let text: Vec<String> = values.iter().map(u32::to_string).collect();
        largest = largest.max(tree(&RowPosition::parse(&text.join(" ")).unwrap()).unwrap().nodes.len());
    });
    assert!(largest <= MAX_NODES, "{largest}");
    let spread = RowPosition::parse("2 _ 3 _ 4 _ 1 _ 5 _ 6").unwrap();
    assert!(tree(&spread).is_ok());
    assert!(Playable::text(&spread).contains('_'));
}

/// Issue 30: a long row is refused before anything is built, and one under the length limit
/// by the node count.
#[test]
fn huge_positions_are_refused_before_their_tree_is_grown() {
    let row: Vec<String> = (1..=100_000u32).map(|v| v.to_string()).collect();
    let refused = tree(&RowPosition::parse(&row.join(" ")).unwrap()).unwrap_err();
    assert!(refused.contains("up to 2,000 characters"), "{refused}");
    // 1 3 2 5 4 … 479 478 480: a peak every other number.
    let mut row = vec!["1".to_string()];
    row.extend((1..240u32).flat_map(|k| [2 * k + 1, 2 * k]).map(|v| v.to_string()));
    row.push("480".to_string());
    assert!(tree(&RowPosition::parse(&row.join(" ")).unwrap()).unwrap_err().contains("more than 2000 positions"));
}
