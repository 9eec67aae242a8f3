//! The game tree (docs/RULES.md, "The game tree"), whatever the game.

use verdict_reason::tree::Tree;

/// The invariants every tree keeps, whatever the game.
pub fn check_shape(tree: &Tree, what: &str) {
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
                    assert!(node.because.english().starts_with("Won:"), "{}", node.because);
                }
                None => {
                    assert_eq!(node.value, "lose", "{what}: {}", node.position);
                    assert!(node.because.english().starts_with("Lost:"), "{}", node.because);
                }
            }
        } else {
            assert!(node.children.is_empty(), "{what}: a finished game has no moves");
            assert!(!node.because.english().is_empty());
        }
        assert!(node.rule.english().starts_with("Rule: ") || node.to_move.is_none(), "{what}: {}", node.rule);
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
