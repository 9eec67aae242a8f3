//! The game tree of ticket positions (docs/RULES.md, "The game tree"): every node's value
//! against the exhaustive search, every node's children are exactly its legal moves, each
//! value follows from its children (backward induction), and the labelling order labels
//! children before parents.

use proptest::prelude::*;
use verdict_reason::tree::tree;
use verdict_testkit::trees::check_shape;
use verdict_ticket::exhaustive::Search;
use verdict_ticket::position::TicketPosition;

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
        assert!(node.rule.english().ends_with(&format!("{winner} wins.")), "{text}: {}", node.rule);
        check_rule_line(cells, monocarp, winner, &node.rule.english());
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

/// Issue 33: the rule line beside a node is an equivalence, and a true one: the condition it
/// states, worked out here from the ticket's own digits, holds exactly when Bicarp (whom it
/// names) is the winner the search finds, and the line says whether it holds. "Only when" (a
/// necessary condition) read as a reason is the converse error the tree is there to avoid.
fn check_rule_line(cells: &str, monocarp: bool, winner: &str, rule: &str) {
    let half = cells.len() / 2;
    let (left, right) = (&cells.as_bytes()[..half], &cells.as_bytes()[half..]);
    let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count() as i64;
    let digits = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum::<i64>();
    let q = open(left) + open(right);
    // Twice B: each '?' counted as 4.5.
    let twice_b = 2 * (digits(left) - digits(right)) + 9 * (open(left) - open(right));
    let (stated, holds) = if monocarp {
        (
            "with Monocarp to move, Bicarp wins exactly when an even number of '?' is left and B = 0.",
            q % 2 == 0 && twice_b == 0,
        )
    } else {
        (
            "with Bicarp to move, Bicarp wins exactly when an odd number of '?' is left and B is within 4.5 of 0.",
            q % 2 == 1 && twice_b.abs() <= 9,
        )
    };
    assert!(rule.contains(stated) && !rule.contains("only when"), "{cells}: {rule}");
    assert_eq!(holds, winner == "Bicarp", "{cells}: the stated condition is not the winner's: {rule}");
    assert!(rule.contains(if holds { ": it holds, so" } else { ": it fails, so" }), "{cells}: {rule}");
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
/// Past the limits the tree is refused with a sentence that says where trees are drawn, and a
/// tree at the documented limits fits.
#[test]
fn a_tree_too_large_is_refused_and_the_documented_limits_fit() {
    let big = TicketPosition::parse("???000 Monocarp").unwrap();
    let refused = tree(&big).unwrap_err();
    assert!(refused.contains("more than 2000 positions") && refused.contains("step further"), "{refused}");
    let two = tree(&TicketPosition::parse("?00? Monocarp").unwrap()).unwrap();
    assert_eq!(two.nodes.len(), 1 + 20 + 20 * 10);
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
    // Just under the limit: 1 990 `?`, a game 1 990 moves deep, refused by counting nodes.
    let deep = TicketPosition::parse(&format!("{} Monocarp", "?".repeat(1_990))).unwrap();
    assert!(tree(&deep).unwrap_err().contains("more than 2000 positions"));
}

/// The rule line over every ticket of 4 characters from `?`, 0, 4, 5 and 9, both movers (the
/// trees above reach only those with few `?`): the condition it states holds exactly when the
/// search's winner is the one it names.
#[test]
fn the_rule_line_is_a_true_equivalence_on_every_small_ticket() {
    use verdict_model::position::Playable;
    let alphabet = ['?', '0', '4', '5', '9'];
    let mut search = Search::default();
    for code in 0..alphabet.len().pow(4) {
        let cells: String = (0..4).map(|i| alphabet[code / alphabet.len().pow(i) % alphabet.len()]).collect();
        if !cells.contains('?') {
            continue;
        }
        for monocarp in [true, false] {
            let text = format!("{cells} {}", if monocarp { "Monocarp" } else { "Bicarp" });
            let position = TicketPosition::parse(&text).unwrap();
            let Searched { mover_wins } = searched(&mut search, cells.as_bytes(), monocarp);
            let winner = if mover_wins == monocarp { "Monocarp" } else { "Bicarp" };
            let rule = position.rule_says();
            assert!(rule.english().ends_with(&format!("{winner} wins.")), "{text}: {rule}");
            check_rule_line(&cells, monocarp, winner, &rule.english());
        }
    }
}
