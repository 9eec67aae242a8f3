//! Positions in the middle of a game (docs/RULES.md): the value for the player to move and the winning
//! moves, checked against searches written here that know nothing of the rules' insight: a
//! minimax over the ticket's actual cells and digits, and the permutation game's plain
//! minimax over sets of removed places (`exhaustive`), on every small position and random
//! larger ones. The ticket's line move from any position keeps a win, or else resists (B as
//! close to 0 as Bicarp can, as far as Monocarp can), in the half its documentation names. The
//! board a position is shown on ("Play from here") is told again from its cells or row.

use crate::common;
use crate::common::for_each_permutation;
use crate::common::for_each_row_position;
use verdict_playground::games::{auction, permutation, ticket};

use common::{bicarp_writes_left, halves, twice_b, window_first};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};
use verdict_playground::games::permutation::exhaustive;
use verdict_playground::games::permutation::position::{RowMove, RowPosition};
use verdict_playground::games::ticket::position::{TicketMove, TicketPosition};
use verdict_playground::games::ticket::Player;

/// Minimax on a ticket position, move by move: every `?` and every digit. Memoized on the
/// multiset of what is left, which is the position itself up to the order of cells within a
/// half: (digit sums of the halves, `?` in each half, who moves).
struct Minimax(HashMap<(i64, i64, usize, usize, bool), bool>);

impl Minimax {
    fn new() -> Minimax {
        Minimax(HashMap::new())
    }

    /// Whether Bicarp wins from `cells` with Monocarp to move when `monocarp`.
    fn bicarp_wins(&mut self, cells: &[u8], monocarp: bool) -> bool {
        let half = cells.len() / 2;
        let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| i64::from(b - b'0')).sum::<i64>();
        let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count();
        let key = (sum(&cells[..half]), sum(&cells[half..]), open(&cells[..half]), open(&cells[half..]), monocarp);
        if let Some(&v) = self.0.get(&key) {
            return v;
        }
        let value = if key.2 + key.3 == 0 {
            key.0 == key.1
        } else {
            let mut next = cells.to_vec();
            let mut outcomes = Vec::new();
            for i in 0..cells.len() {
                if cells[i] != b'?' {
                    continue;
                }
                for d in 0..=9u8 {
                    next[i] = b'0' + d;
                    outcomes.push(self.bicarp_wins(&next, !monocarp));
                }
                next[i] = b'?';
            }
            if monocarp {
                outcomes.iter().all(|&b| b)
            } else {
                outcomes.iter().any(|&b| b)
            }
        };
        self.0.insert(key, value);
        value
    }
}

fn attached_count(values: &[u32], mask: u32) -> usize {
    let (left, right) = attached(values, mask);
    left.len() + right.len()
}

/// The present numbers not attached to 1.
fn outside_count(values: &[u32], mask: u32) -> usize {
    (0..values.len()).filter(|&i| mask >> i & 1 == 0).count() - 1 - attached_count(values, mask)
}

/// How the page words a count of numbers outside: "1 number" or "N numbers", and its parity.
fn outside_words(outside: usize) -> (String, &'static str) {
    let count = if outside == 1 { "1 number".to_string() } else { format!("{outside} numbers") };
    (count, if outside.is_multiple_of(2) { "even" } else { "odd" })
}

/// "counting each '?' as 4.5, the left half comes to 22.5 and the right half to 13.5: the right
/// half needs 9 more", or "…both halves come to 13.5: they are level".
fn standing(bytes: &[u8]) -> String {
    let half = bytes.len() / 2;
    let worth = |s: &[u8]| s.iter().map(|&b| if b == b'?' { 9 } else { 2 * i64::from(b - b'0') }).sum::<i64>();
    let (l, r) = (worth(&bytes[..half]), worth(&bytes[half..]));
    if l == r {
        format!("Counting each '?' as 4.5, both halves come to {}: they are level", halves(l))
    } else {
        format!(
            "Counting each '?' as 4.5, the left half comes to {} and the right half to {}: the {} half needs {} more",
            halves(l),
            halves(r),
            if l > r { "right" } else { "left" },
            halves((l - r).abs())
        )
    }
}

/// The position's reason, in half sums, told again from its cells and the minimax's winner.
fn ticket_reason(cells: &str, monocarp: bool, bicarp_wins: bool) -> String {
    let bytes = cells.as_bytes();
    let half = bytes.len() / 2;
    let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| u32::from(b - b'0')).sum::<u32>();
    let q = cells.matches('?').count();
    let left = if q == 1 { "1 '?' is left".to_string() } else { format!("{q} '?' are left") };
    let (l, r) = (sum(&bytes[..half]), sum(&bytes[half..]));
    let last_digit = "and of the ten digits he can write there at most one makes the halves equal";
    let standing = standing(bytes);
    // The digits that level the halves in one move: the half behind first, then the one ahead.
    let b2 = twice_b(bytes);
    let behind_first = if b2 > 0 { ["right", "left"] } else { ["left", "right"] };
    let levelling: Vec<String> = behind_first
        .into_iter()
        .filter(|name| bytes[if *name == "left" { 0..half } else { half..bytes.len() }].contains(&b'?'))
        .filter_map(|name| {
            let twice_digit = if name == "left" { 9 - b2 } else { 9 + b2 };
            (twice_digit % 2 == 0 && (0..=18).contains(&twice_digit))
                .then(|| format!("a {} on the {name} half", twice_digit / 2))
        })
        .collect();
    match (q, monocarp, bicarp_wins) {
        (0, _, true) => format!("No '?' is left and the halves are equal ({l} = {r}): Bicarp has won."),
        (0, _, false) => format!("No '?' is left and the halves differ ({l} ≠ {r}): Monocarp has won."),
        (_, true, false) if q % 2 == 1 => format!("Monocarp is to move and {left}, an odd number, so he writes the last digit himself, {last_digit}: Monocarp wins."),
        (_, true, false) => format!("{standing}. Monocarp is to move and {left}, an even number: each of his moves widens the gap by 4.5 (a 9 on the half that is ahead, or a 0 on the other), and no answer narrows it by more than 4.5, so Monocarp wins."),
        (_, true, true) => format!("{standing}, and Monocarp is to move with an even number of '?' ({q}): whatever he writes, Bicarp answers so that the halves are level again (the same digit on the other half, or 9 − x on the same half), so Bicarp wins."),
        (_, false, true) => format!("{standing}. Bicarp levels them with one digit ({}), and from then on he answers every move of Monocarp's, so Bicarp wins.", levelling.join(" or ")),
        (_, false, false) if q.is_multiple_of(2) => format!("Bicarp is to move and {left}, an even number, so Monocarp writes the last digit, {last_digit}: Monocarp wins."),
        (_, false, false) => format!("{standing}. One digit makes up at most 4.5, so Bicarp cannot level the halves now, and afterwards Monocarp keeps widening the gap: Monocarp wins."),
    }
}

fn check_ticket_position(cells: &str, mover: Player, minimax: &mut Minimax) {
    let text = format!("{cells} {}", mover.name());
    let position = TicketPosition::parse(&text).unwrap();
    let monocarp = mover == Player::Monocarp;
    let bicarp = minimax.bicarp_wins(cells.as_bytes(), monocarp);
    let mover_wins = bicarp != monocarp;
    assert_eq!(position.mover_wins(), mover_wins, "{text}");
    assert_eq!(position.reason(), ticket_reason(cells, monocarp, bicarp), "{text}");
    // The winning moves: every '?' and digit whose position the mover still wins.
    let mut expected = Vec::new();
    let mut next = cells.as_bytes().to_vec();
    for i in 0..next.len() {
        if next[i] != b'?' {
            continue;
        }
        for d in 0..=9u8 {
            next[i] = b'0' + d;
            if minimax.bicarp_wins(&next, !monocarp) != monocarp {
                expected.push(TicketMove { position: i, digit: d });
            }
        }
        next[i] = b'?';
    }
    assert_eq!(position.winning_moves().collect::<Vec<_>>(), expected, "{text}");
    // The line's move is legal, and keeps a win whenever there is one; a mover who loses
    // resists: Bicarp leaves B as close to 0 as any move can, Monocarp as far from it.
    if let Some(mv) = position.line_move() {
        assert_eq!(cells.as_bytes()[mv.position], b'?', "{text}: {mv}");
        assert!(!mover_wins || expected.contains(&mv), "{text}: the line's move {mv} throws the win away");
        if !monocarp {
            let half = cells.len() / 2;
            assert_eq!(
                mv.position < half,
                bicarp_writes_left(cells.as_bytes(), mover_wins),
                "{text}: Bicarp plays {mv}"
            );
        }
        if !mover_wins {
            let after = |i: usize, d: u8| {
                let mut next = cells.as_bytes().to_vec();
                next[i] = b'0' + d;
                twice_b(&next).abs()
            };
            let reachable: Vec<i64> = (0..cells.len())
                .filter(|&i| cells.as_bytes()[i] == b'?')
                .flat_map(|i| (0..=9).map(move |d| (i, d)))
                .map(|(i, d)| after(i, d))
                .collect();
            let best = if monocarp { reachable.iter().max() } else { reachable.iter().min() };
            assert_eq!(after(mv.position, mv.digit), *best.unwrap(), "{text}: the losing {} plays {mv}", mover.name());
        }
    } else {
        assert!(!cells.contains('?'));
    }
}

#[test]
fn the_ticket_rule_on_every_small_position() {
    // Every ticket of up to 6 cells over digits chosen to reach every kind of balance, with
    // either player to move: 2 × (5² + 5⁴ + 5⁶) positions.
    let alphabet = [b'?', b'0', b'4', b'5', b'9'];
    let mut minimax = Minimax::new();
    let mut count = 0;
    for len in [2usize, 4, 6] {
        for code in 0..alphabet.len().pow(len as u32) {
            let cells: String =
                (0..len).map(|k| char::from(alphabet[code / alphabet.len().pow(k as u32) % alphabet.len()])).collect();
            for mover in [Player::Monocarp, Player::Bicarp] {
                check_ticket_position(&cells, mover, &mut minimax);
                count += 1;
            }
        }
    }
    assert_eq!(count, 2 * (25 + 625 + 15625));
}

fn ticket_cells(max_half: usize) -> impl Strategy<Value = String> {
    (1..=max_half).prop_flat_map(|half| {
        proptest::collection::vec(prop_oneof![2 => Just(b'?'), 1 => (0u8..=9).prop_map(|d| b'0' + d)], 2 * half)
            .prop_map(|c| String::from_utf8(c).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_ticket_rule_on_random_positions(cells in ticket_cells(6), bicarp in any::<bool>()) {
        let mover = if bicarp { Player::Bicarp } else { Player::Monocarp };
        check_ticket_position(&cells, mover, &mut Minimax::new());
    }
}

#[test]
fn ticket_positions_parse_with_errors_that_point() {
    assert_eq!(TicketPosition::parse("?1 bicarp").unwrap().mover(), Player::Bicarp);
    assert_eq!(TicketPosition::parse("  90  MONOCARP ").unwrap().text(), "90");
    assert!(TicketPosition::parse("0909").is_ok(), "no '?' left: the mover may be left out");
    for (text, needle, column) in [
        ("", "empty", None),
        ("??", "who moves next", Some(3)),
        ("?? Alice", "'Alice' is not a player", Some(4)),
        ("?x Monocarp", "'x'", Some(2)),
        ("??? Bicarp", "odd", Some(4)),
        ("?? Bicarp now", "unexpected 'now'", Some(11)),
    ] {
        let e = TicketPosition::parse(text).err().unwrap_or_else(|| panic!("{text:?} should fail"));
        assert!(e.message.contains(needle), "{text:?}: {}", e.message);
        assert_eq!(e.column, column, "{text:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Permutation.

/// The numbers attached to 1 with the places in `mask` removed: its arms read outward, left
/// then right.
fn attached(values: &[u32], mask: u32) -> (Vec<u32>, Vec<u32>) {
    let one = values.iter().position(|&v| v == 1).unwrap();
    let present = |i: &usize| mask >> i & 1 == 0;
    let left = (0..one).rev().take_while(present).map(|i| values[i]).collect();
    let right = (one + 1..values.len()).take_while(present).map(|i| values[i]).collect();
    (left, right)
}

/// Who moves and who waits once the places in `mask` are removed: Alice when an even count is.
fn row_players(mask: u32) -> (&'static str, &'static str) {
    if mask.count_ones().is_multiple_of(2) {
        ("Alice", "Bob")
    } else {
        ("Bob", "Alice")
    }
}

/// The position's reason, told again from the row, the removed places and its winning numbers.
fn row_reason(values: &[u32], mask: u32, winning: &[u32]) -> String {
    let (mover, other) = row_players(mask);
    let (left, right) = attached(values, mask);
    if left.is_empty() && right.is_empty() {
        return format!("Nothing is attached to 1 any more: {mover} removes it and wins.");
    }
    let arm = |numbers: &[u32]| {
        if numbers.is_empty() {
            "empty".to_string()
        } else {
            numbers.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
        }
    };
    let (count, parity) = outside_words(outside_count(values, mask));
    let facts = format!(
        "Attached to 1: the left arm {}, the right arm {}; {count} outside ({parity}).",
        arm(&left),
        arm(&right)
    );
    if winning.is_empty() {
        format!("{facts} {mover} to move loses: every move leaves {other} an answer that wins.")
    } else {
        let shown: Vec<String> = winning.iter().take(8).map(u32::to_string).collect();
        format!(
            "{facts} {mover} to move wins, by removing {}: then every answer of {other}'s loses.",
            shown.join(" or ")
        )
    }
}

/// Checks every position of the row `values`: each set of removed places that keeps 1.
fn check_row_positions(values: &[u32]) {
    let n = values.len();
    let search = exhaustive::Search::new(values).unwrap();
    let one = values.iter().position(|&v| v == 1).unwrap();
    for_each_row_position(values, |mask, text| {
        let position = RowPosition::parse(text).unwrap();
        assert_eq!(position.text(), text);
        assert_eq!(position.mover_wins(), search.mover_wins(mask), "{text}");
        let legal: BTreeSet<usize> = (0..n).filter(|&k| search.removable(mask, k)).collect();
        let moves = position.moves();
        assert_eq!(moves.iter().map(|(mv, _)| mv.index).collect::<BTreeSet<_>>(), legal, "{text}: legal moves");
        for (mv, wins) in &moves {
            let expected = mv.index == one || !search.mover_wins(mask | 1 << mv.index);
            assert_eq!(*wins, expected, "{text}: removing {}", values[mv.index]);
        }
        let mut winning: Vec<u32> = moves.iter().filter(|m| m.1).map(|m| values[m.0.index]).collect();
        winning.sort_unstable();
        assert_eq!(position.winning_numbers(), winning, "{text}");
        assert_eq!(position.reason(), row_reason(values, mask, &winning), "{text}");
        let line = position.line_move();
        assert!(legal.contains(&line.index), "{text}: the line's move {} is not legal", values[line.index]);
        let row: Vec<Option<u32>> = (0..values.len()).map(|i| (mask >> i & 1 == 0).then_some(values[i])).collect();
        if common::timed(&row) {
            // Timed: the fastest win, or the longest loss, by the plain search.
            let mut plain = common::PlainClock::new(&row);
            let mask = u64::from(mask);
            assert_eq!(
                plain.move_value(mask, line.index),
                plain.value(mask),
                "{text}: the line's move {} does not keep the clock",
                values[line.index]
            );
        } else if position.mover_wins() {
            assert!(moves.contains(&(line, true)), "{text}: the line's move {} loses", values[line.index]);
        } else if line.index != one {
            // The loser resists: a number outside while there is one, else the move that
            // leaves the most numbers attached to 1.
            let outside = outside_count(values, mask);
            let after = attached_count(values, mask | 1 << line.index);
            if outside > 0 {
                assert_eq!(
                    after,
                    attached_count(values, mask),
                    "{text}: the losing line move {} is not outside",
                    values[line.index]
                );
            } else {
                let most = legal.iter().filter(|&&k| k != one).map(|&k| attached_count(values, mask | 1 << k)).max();
                assert_eq!(
                    Some(after),
                    most,
                    "{text}: the losing line move {} keeps fewer attached",
                    values[line.index]
                );
            }
        }
        if line.index != one {
            let after = position.after(RowMove { index: line.index }).unwrap();
            assert_eq!(after.removed(), position.removed() + 1);
        }
        // The board, played here from the full row, with the last removal just made.
        let last = (0..n).rev().find(|&i| mask >> i & 1 == 1);
        check_row_view(values, mask, last, mask.count_ones() % 2 == 1, &search);
    });
}

/// The board of a row position told again: `mask` the places removed since the full row,
/// `last` the one just removed. Checks each cell's roles, the facts, the note, the caption,
/// the counts and the window (around `last`, else 1).
fn check_row_view(values: &[u32], mask: u32, last: Option<usize>, hints: bool, search: &exhaustive::Search) {
    use verdict_playground::line::{Role, BOARD_WINDOW};
    use verdict_playground::position::Playable;
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).unwrap();
    let full: Vec<String> = values.iter().map(u32::to_string).collect();
    let text: Vec<String> =
        (0..n).map(|i| if mask >> i & 1 == 1 { "_".to_string() } else { full[i].clone() }).collect();
    let text = text.join(" ");
    let position = RowPosition::parse(&text).unwrap();
    let view = position.view(last, Some(&full.join(" ")), hints);
    let (mover, other) = row_players(mask);
    let mover_wins = search.mover_wins(mask);
    let (left, right) = attached(values, mask);
    let segment = one - left.len()..one + right.len() + 1;
    let outside = outside_count(values, mask);
    let (count, parity) = outside_words(outside);
    let legal: Vec<usize> = (0..n).filter(|&k| search.removable(mask, k)).collect();
    let wins = |k: usize| k == one || !search.mover_wins(mask | 1 << k);
    assert_eq!(view.to_move.as_deref(), Some(mover), "{text}");
    assert_eq!(view.winner, if mover_wins { mover } else { other }, "{text}");
    assert_eq!(view.mover_wins, mover_wins, "{text}");
    assert_eq!(
        (view.legal_moves, view.winning_moves),
        (legal.len(), legal.iter().filter(|&&k| wins(k)).count()),
        "{text}"
    );
    let line = view.line_move.as_ref().unwrap();
    assert_eq!(line.wins, wins(line.cell), "{text}: the line's move {}", line.label);
    assert_eq!(
        view.board.caption,
        format!("The row of {n}: bars as tall as their numbers; 1 marked; removed numbers are walls."),
        "{text}"
    );
    let facts: Vec<(String, String)> = view.board.facts.iter().map(|f| (f.label.clone(), f.value.clone())).collect();
    assert_eq!(
        facts,
        [("Outside".to_string(), format!("{outside} ({parity})")), ("To move".to_string(), mover.to_string())],
        "{text}"
    );
    let group = &view.board.groups[0];
    let places = if segment.len() == 1 {
        format!("position {}", segment.end)
    } else {
        format!("positions {}–{}", segment.start + 1, segment.end)
    };
    assert_eq!(group.note, format!("attached to 1: {places}; outside: {count} ({parity})"), "{text}");
    let focus = last.unwrap_or(one);
    let first = window_first(n, focus);
    assert_eq!((group.first, group.total, group.cells.len()), (first, n, n.min(BOARD_WINDOW)), "{text}");
    for (offset, cell) in group.cells.iter().enumerate() {
        let i = first + offset;
        let mut roles = Vec::new();
        if last == Some(i) {
            roles.push(Role::Now);
        }
        if i == one {
            roles.push(Role::Goal);
        }
        roles.push(if mask >> i & 1 == 1 {
            Role::Removed
        } else if segment.contains(&i) {
            Role::Attached
        } else {
            Role::Outside
        });
        if hints && legal.contains(&i) {
            roles.push(if wins(i) { Role::Wins } else { Role::Loses });
        }
        assert_eq!(cell.roles, roles, "{text}: place {}", i + 1);
        assert_eq!(cell.text, values[i].to_string(), "{text}: place {} shows its number, removed or not", i + 1);
    }
}

#[test]
fn a_long_row_view_follows_the_last_removal_else_1() {
    use verdict_playground::line::BOARD_WINDOW;
    use verdict_playground::position::Playable;
    // 60 numbers, 1 at place 31, place 56 removed: the window follows the removal when it is
    // the last move, else shows 1. A `last` past the row (the page's `positionView` takes any
    // number) shows the row's end, as the last place would.
    let values: Vec<u32> = (0..60).map(|i| ((i + 30) * 7 % 60) + 1).collect();
    assert_eq!(values[30], 1);
    let text: Vec<String> = (0..60).map(|i| if i == 55 { "_".to_string() } else { values[i].to_string() }).collect();
    let position = RowPosition::parse(&text.join(" ")).unwrap();
    let full: Vec<String> = values.iter().map(u32::to_string).collect();
    let end = 60 - BOARD_WINDOW;
    for (last, first) in
        [(Some(55), end), (None, 30 - (BOARD_WINDOW / 2 - 1)), (Some(60), end), (Some(usize::MAX), end)]
    {
        let view = position.view(last, Some(&full.join(" ")), false);
        let group = &view.board.groups[0];
        assert_eq!((group.first, group.cells.len()), (first, BOARD_WINDOW), "last {last:?}");
    }
}

#[test]
fn row_positions_on_every_small_row() {
    // Every permutation of up to 7 numbers and every set of removed places that keeps 1.
    for n in 1..=7 {
        for_each_permutation(n, check_row_positions);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn row_positions_on_random_rows(values in (8usize..=11).prop_flat_map(|n| Just((1..=n as u32).collect::<Vec<_>>()).prop_shuffle())) {
        check_row_positions(&values);
    }
}

#[test]
fn row_positions_parse_with_errors_that_point() {
    let p = RowPosition::parse("3 _ 5 1 4 2").unwrap();
    assert_eq!((p.removed(), p.mover(), p.outside()), (1, verdict_playground::games::permutation::Player::Bob, 1));
    assert_eq!(RowPosition::parse("3,_,2,1").unwrap().text(), "3 _ 2 1");
    for (text, needle, column) in [
        ("", "empty", None),
        ("3 _ 5 _ 4 2", "1 has been removed", None),
        ("3 x 1", "'x' is neither a number nor _", Some(3)),
        ("3 1 7", "'7' is out of range", Some(5)),
        // Too large for 64 bits is out of range too, not "neither a number nor _".
        ("3 1 99999999999999999999999", "'99999999999999999999999' is out of range", Some(5)),
        ("2 1 2", "2 appears twice, in places 1 and 3", Some(5)),
    ] {
        let e = RowPosition::parse(text).err().unwrap_or_else(|| panic!("{text:?} should fail"));
        assert!(e.message.contains(needle), "{text:?}: {}", e.message);
        assert_eq!(e.column, column, "{text:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Playing through the game-neutral interface the page uses.

/// Plays the solver against itself from `start` through `Playable`: the predicted winner
/// never changes, the line's move always keeps a win when there is one, each cell's moves
/// agree with the view's counts, and the game ends with the predicted winner.
fn play_out(game: Game, start: &str) {
    let mut position = verdict_playground::games::position(game, start).unwrap();
    let first = position.view(None, None, false);
    let winner = first.winner.clone();
    let mut last = None;
    for _ in 0..1000 {
        let view = position.view(last, Some(start), true);
        assert_eq!(view.winner, winner, "{start}: at {}", view.position);
        assert_eq!(view.position, position.text());
        let Some(mv) = view.line_move.clone() else {
            assert_eq!(view.to_move, None, "{start}: no move, yet not over: {}", view.position);
            return;
        };
        assert_eq!(mv.wins, view.mover_wins, "{start}: at {}: the solver's {} ", view.position, mv.label);
        // Every cell's moves, summed, are the view's counts.
        let cells: usize = view.board.groups.iter().map(|g| g.total).sum();
        let all: Vec<_> = (0..cells).flat_map(|c| position.moves_at(c)).collect();
        assert_eq!(all.len(), view.legal_moves, "{}", view.position);
        assert_eq!(all.iter().filter(|m| m.wins).count(), view.winning_moves, "{}", view.position);
        assert!(all.contains(&mv), "{}: the solver's move is one of the legal moves", view.position);
        position =
            position.play(mv.cell, mv.choice).unwrap_or_else(|| panic!("{}: {} is illegal", view.position, mv.label));
        last = Some(mv.cell);
        let after = position.view(last, Some(start), false);
        if after.to_move.is_none() {
            assert_eq!(after.winner, winner, "{start}: the game ends with the predicted winner");
            return;
        }
    }
    panic!("{start}: the game does not end");
}

use verdict_playground::Game;

#[test]
fn the_solver_plays_both_games_through_the_page_interface() {
    for start in ["?054??0? Monocarp", "9??0?? Monocarp", "?1 Bicarp", "???? Bicarp", "9?0? Bicarp", "12?0?? Monocarp"]
    {
        play_out(ticket::GAME, start);
    }
    for start in ["3 6 5 1 4 2", "3 _ 5 1 4 2", "7 2 9 4 1 8 3 6 5 10", "1", "2 1", "4 _ 1 3 2"] {
        play_out(permutation::GAME, start);
    }
    // Illegal moves are refused, not played.
    let ticket = verdict_playground::games::position(ticket::GAME, "?0 Monocarp").unwrap();
    assert!(ticket.play(1, Some(3)).is_none(), "a digit on a digit");
    assert!(ticket.play(0, None).is_none(), "a '?' needs a digit");
    let row = verdict_playground::games::position(permutation::GAME, "3 6 5 1 4 2").unwrap();
    assert!(row.play(2, None).is_none(), "5 is smaller than 6");
    assert!(row.play(3, None).is_none(), "1 is not free yet");
    assert!(verdict_playground::games::position(auction::GAME, "1C").is_err());
}

// ---------------------------------------------------------------------------------------------
// "Check by exhaustive search", as the page runs it.

use verdict_playground::games::check::check;
use verdict_playground::games::permutation::exhaustive::MAX_LEN as ROW_MAX;
use verdict_playground::games::ticket::exhaustive::CHECK_MAX_Q as TICKET_MAX_Q;

#[test]
fn the_exhaustive_check_agrees_and_reports_its_work() {
    let mut heard = Vec::new();
    for (game, position) in [
        (ticket::GAME, "?054??0? Monocarp"),
        (ticket::GAME, "9054??0? Bicarp"),
        (ticket::GAME, "1234"),
        (permutation::GAME, "3 6 5 1 4 2"),
        (permutation::GAME, "3 _ 5 1 4 2"),
        (permutation::GAME, "_ _ _ 1 _ _"),
    ] {
        let report = check(game, position, &mut |n| heard.push(n)).unwrap();
        assert_eq!(report.outcome, "agree", "{position}: {report:?}");
        assert!(report.searched > 0 && report.fast == report.exhaustive, "{position}: {report:?}");
    }
    assert_eq!(check(ticket::GAME, "9054??0? Bicarp", &mut |_| {}).unwrap().fast, "win\t5=9 6=9 8=9");
    // At the limits the searches are long enough to report progress, and still agree.
    let big_ticket = format!("{} Monocarp", "?".repeat(TICKET_MAX_Q));
    let mut progress = 0;
    let report = check(ticket::GAME, &big_ticket, &mut |_| progress += 1).unwrap();
    assert_eq!((report.outcome, report.fast.as_str()), ("agree", "lose\t"), "B = 0, an even count: {report:?}");
    assert!(progress > 0 && report.searched > 10_000, "{progress} reports, {} positions", report.searched);
    let row: Vec<String> = (1..=ROW_MAX as u32).rev().map(|v| v.to_string()).collect();
    let mut progress = 0;
    let report = check(permutation::GAME, &row.join(" "), &mut |_| progress += 1).unwrap();
    assert_eq!(report.outcome, "agree");
    assert_eq!(report.searched, 1 << (ROW_MAX - 1));
    assert!(progress >= 16, "{progress}");
    // Past the limits it says so instead of running for ever.
    let too_many = format!("{} Monocarp", "?".repeat(TICKET_MAX_Q + 2));
    assert_eq!(check(ticket::GAME, &too_many, &mut |_| {}).unwrap().outcome, "too-large");
    let long: Vec<String> = (1..=ROW_MAX as u32 + 1).map(|v| v.to_string()).collect();
    assert_eq!(check(permutation::GAME, &long.join(" "), &mut |_| {}).unwrap().outcome, "too-large");
    assert!(check(auction::GAME, "1C", &mut |_| {}).is_err());
}

/// The check counts the numbers left, not the row's places: a row of 21 numbers is too large
/// at the start but can be checked once 6 are gone (the case), and a row of 40 places
/// with 20 numbers left is searched over 2^19 sets.
#[test]
fn the_exhaustive_check_counts_the_numbers_left() {
    let row: Vec<u32> = (1..=21).map(|i| (i * 8) % 21 + 1).collect();
    let text = |removed: &[usize]| -> String {
        let words: Vec<String> =
            (0..row.len()).map(|i| if removed.contains(&i) { "_".to_string() } else { row[i].to_string() }).collect();
        words.join(" ")
    };
    assert_eq!(check(permutation::GAME, &text(&[]), &mut |_| {}).unwrap().outcome, "too-large");
    let report = check(permutation::GAME, &text(&[]), &mut |_| {}).unwrap();
    assert!(report.summary.contains("21 numbers left") && report.summary.contains("up to 20"), "{}", report.summary);
    // Play six moves of the line from the start, through the page's interface.
    let mut position = verdict_playground::games::position(permutation::GAME, &text(&[])).unwrap();
    for _ in 0..6 {
        let mv = position.view(None, None, false).line_move.unwrap();
        position = position.play(mv.cell, mv.choice).unwrap();
    }
    let at_step_6 = position.text();
    assert_eq!(at_step_6.matches('_').count(), 6, "{at_step_6}");
    let report = check(permutation::GAME, &at_step_6, &mut |_| {}).unwrap();
    assert_eq!((report.outcome, report.searched), ("agree", 1 << 14), "{at_step_6}: {report:?}");
    // 40 places, every other one a wall: 20 numbers left, each alone between walls.
    let sparse: Vec<String> =
        (1..=40u32).map(|v| if v % 2 == 0 && v != 2 { "_".to_string() } else { v.to_string() }).collect();
    let mut sparse = sparse;
    sparse[1] = "2".to_string();
    let left = sparse.iter().filter(|w| *w != "_").count();
    let report = check(permutation::GAME, &sparse.join(" "), &mut |_| {}).unwrap();
    assert_eq!((left, report.outcome), (21, "too-large"), "{report:?}");
    sparse[38] = "_".to_string();
    let report = check(permutation::GAME, &sparse.join(" "), &mut |_| {}).unwrap();
    assert_eq!((report.outcome, report.searched), ("agree", 1 << (ROW_MAX - 1)), "{report:?}");
}

/// The search over the numbers left, walls fixed, gives every position the value the search
/// over the whole row's places gives it: the same game, told with fewer bits.
#[test]
fn the_search_over_numbers_left_is_the_search_over_places() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for n in (1..=8usize).flat_map(|n| [n, n, n]) {
        let mut values: Vec<u32> = (1..=n as u32).collect();
        for i in (1..n).rev() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            values.swap(i, (seed % (i as u64 + 1)) as usize);
        }
        let whole = exhaustive::Search::new(&values).unwrap();
        let one = values.iter().position(|&v| v == 1).unwrap();
        for walls in 0u32..1 << n {
            if walls >> one & 1 == 1 {
                continue;
            }
            let cells: Vec<Option<u32>> = (0..n).map(|i| (walls >> i & 1 == 0).then_some(values[i])).collect();
            let left = exhaustive::Search::of_row(&cells, &mut |_| {}).unwrap();
            let places: Vec<usize> = (0..n).filter(|&i| cells[i].is_some()).collect();
            assert_eq!(left.len(), places.len());
            for removed in 0u32..1 << places.len() {
                let mask = places
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| removed >> k & 1 == 1)
                    .fold(walls, |m, (_, &p)| m | 1 << p);
                assert_eq!(
                    left.mover_wins(removed),
                    whole.mover_wins(mask),
                    "{values:?}, walls {walls:b}, removed {removed:b}"
                );
                for (k, &place) in places.iter().enumerate() {
                    assert_eq!(
                        left.removable(removed, k),
                        whole.removable(mask, place),
                        "{values:?} {walls:b} {removed:b} {k}"
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn the_exhaustive_check_agrees_on_random_positions(cells in ticket_cells(8), bicarp in any::<bool>(),
        values in (1usize..=12).prop_flat_map(|n| Just((1..=n as u32).collect::<Vec<_>>()).prop_shuffle()), walls in any::<u16>()) {
        let mover = if bicarp { "Bicarp" } else { "Monocarp" };
        let report = check(ticket::GAME, &format!("{cells} {mover}"), &mut |_| {}).unwrap();
        prop_assert_eq!(report.outcome, "agree", "{:?}", report);
        let row: Vec<String> = values.iter().enumerate()
            .map(|(i, &v)| if v != 1 && walls >> i & 1 == 1 { "_".to_string() } else { v.to_string() }).collect();
        let report = check(permutation::GAME, &row.join(" "), &mut |_| {}).unwrap();
        prop_assert_eq!(report.outcome, "agree", "{:?}", report);
    }
}

#[test]
fn a_stress_run_checks_random_positions_until_a_disagreement() {
    use verdict_playground::games::check::{random_position, stress};
    let mut heard = 0;
    let report = stress(ticket::GAME, 12, 200, 7, &mut |n| heard = n).unwrap();
    assert_eq!((report.checked, heard, report.disagreement), (200, 200, None));
    let report = stress(permutation::GAME, 12, 200, 7, &mut |_| {}).unwrap();
    assert_eq!((report.checked, report.disagreement), (200, None));
    // The positions are real positions of every kind, and the same for the same seed.
    assert_eq!(random_position(ticket::GAME, 9, 3).unwrap(), random_position(ticket::GAME, 9, 3).unwrap());
    let movers: std::collections::BTreeSet<String> =
        (0..40).map(|s| random_position(ticket::GAME, 8, s).unwrap().split(' ').nth(1).unwrap().to_string()).collect();
    assert_eq!(movers.len(), 2);
    for seed in 0..40 {
        let row = random_position(permutation::GAME, 10, seed).unwrap();
        assert!(RowPosition::parse(&row).is_ok(), "{row}");
        assert!(TicketPosition::parse(&random_position(ticket::GAME, 10, seed).unwrap()).is_ok());
    }
    // What the page reports as searched is the searches' own count: one position's alone.
    for game in [ticket::GAME, permutation::GAME] {
        let one = check(game, &random_position(game, 10, 5).unwrap(), &mut |_| {}).unwrap().searched;
        assert!(one > 0);
        assert_eq!(stress(game, 10, 1, 5, &mut |_| {}).unwrap().searched, one, "{game:?}");
        assert!(stress(game, 10, 2, 5, &mut |_| {}).unwrap().searched > one, "{game:?}");
    }
    // A row keeps most of its numbers: about a quarter of those other than 1 are removed.
    let (mut removed, mut places) = (0, 0);
    for seed in 0..200 {
        let row = random_position(permutation::GAME, 12, seed).unwrap();
        removed += row.split(' ').filter(|&w| w == "_").count();
        places += 11;
    }
    assert!((places / 6..places / 3).contains(&removed), "{removed} of {places} removed");
    // Too large a size stops at once, saying why: an error, not a "disagreement" (issue 30:
    // nothing was compared).
    let refused = stress(permutation::GAME, 30, 5, 1, &mut |_| {}).unwrap_err();
    assert!(refused.message.starts_with("positions of size 30 are too large to search: "), "{}", refused.message);
}

// ---------------------------------------------------------------------------------------------
// The board a position is shown on ("Play from here").

/// The ticket's position view told again from the cells: `origin` is where play started,
/// `moves` the (position, digit) written since, the last of them just now.
fn check_ticket_view(origin: &str, mover: Player, moves: &[(usize, u8)], hints: bool) {
    use verdict_playground::line::{Role, BOARD_WINDOW};
    use verdict_playground::position::Playable;
    let origin_text = format!("{origin} {}", mover.name());
    let mut position = TicketPosition::parse(&origin_text).unwrap();
    for &(at, digit) in moves {
        position = position.after(TicketMove { position: at, digit }).unwrap();
    }
    let last = moves.last().map(|&(at, _)| at);
    let view = position.view(last, Some(&origin_text), hints);
    let context = format!("{origin_text} then {moves:?}");
    let cells = position.ticket().chars().to_vec();
    let (n, h) = (cells.len(), cells.len() / 2);
    let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum::<i64>();
    let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count();
    let (left_sum, right_sum) = (sum(&cells[..h]), sum(&cells[h..]));
    let q = open(&cells);
    let over = q == 0;
    let winning: Vec<TicketMove> = position.winning_moves().collect();

    assert_eq!(view.position, position.text(), "{context}");
    assert_eq!(view.to_move, (!over).then(|| position.mover().name().to_string()), "{context}");
    assert_eq!(view.mover_wins, !over && position.mover_wins(), "{context}");
    assert_eq!((view.legal_moves, view.winning_moves), (10 * q, winning.len()), "{context}");
    assert_eq!(
        view.board.caption,
        format!("The ticket: the left half is positions 1–{h}, the right half {}–{n}.", h + 1),
        "{context}"
    );
    let ending = if left_sum == right_sum {
        format!("{left_sum} = {right_sum}, Bicarp wins")
    } else {
        format!("{left_sum} ≠ {right_sum}, Monocarp wins")
    };
    let facts: Vec<(String, String)> = view.board.facts.iter().map(|f| (f.label.clone(), f.value.clone())).collect();
    let last_fact = if over { ("Result", ending) } else { ("To move", position.mover().name().to_string()) };
    let expected = [
        ("B", halves(twice_b(&cells))),
        ("d", halves(2 * (left_sum - right_sum))),
        ("'?' left", q.to_string()),
        (last_fact.0, last_fact.1),
    ]
    .map(|(label, value)| (label.to_string(), value));
    assert_eq!(facts, expected, "{context}");

    // The solver's move answers the move that led here, keeps a win when there is one, and
    // comes with one sentence that says what it does: the strategy, or what a loser tries.
    match &view.line_move {
        None => assert!(over && view.line_reason.is_empty(), "{context}"),
        Some(mv) => {
            assert_eq!(mv.wins, position.mover_wins(), "{context}: the solver's {}", mv.label);
            let b2_before = last.map(|at| {
                let mut before = cells.clone();
                before[at] = b'?';
                twice_b(&before)
            });
            let opening = match (position.mover(), position.mover_wins()) {
                (Player::Monocarp, true) => "Monocarp writes ",
                (Player::Monocarp, false) => "Every move loses for Monocarp, ",
                (Player::Bicarp, true) => "Bicarp writes ",
                (Player::Bicarp, false) => "Bicarp cannot win (",
            };
            assert!(view.line_reason.starts_with(opening), "{context}: {}", view.line_reason);
            // Answering Monocarp from level halves: the copy or the 9 − x of the strategy.
            if let (Player::Bicarp, Some(0), Some(at)) = (position.mover(), b2_before, last) {
                let x = cells[at] - b'0';
                let (same, other) = if at < h { (0..h, h..n) } else { (h..n, 0..h) };
                let copy = other.clone().find(|&i| cells[i] == b'?');
                let expected =
                    copy.map(|i| (i, x)).or_else(|| same.clone().find(|&i| cells[i] == b'?').map(|i| (i, 9 - x)));
                assert_eq!(
                    Some((mv.cell, mv.choice.unwrap())),
                    expected.map(|(i, d)| (i, u32::from(d))),
                    "{context}: the taught answer"
                );
            }
        }
    }

    for (g, (half, range)) in [("Left", 0..h), ("Right", h..n)].into_iter().enumerate() {
        let group = &view.board.groups[g];
        let half_cells = &cells[range.clone()];
        assert_eq!(
            (group.label.clone(), group.note.clone()),
            (format!("{half} half"), format!("sum {}, {} '?' left", sum(half_cells), open(half_cells))),
            "{context}"
        );
        // Around the move just made in this half, else its first '?', else its start.
        let focus = match last {
            Some(at) if range.contains(&at) => at - range.start,
            _ => half_cells.iter().position(|&b| b == b'?').unwrap_or(0),
        };
        let first = window_first(h, focus);
        assert_eq!((group.first, group.total, group.cells.len()), (first, h, h.min(BOARD_WINDOW)), "{context}");
        let half_wins = winning.iter().any(|mv| range.contains(&mv.position));
        for (offset, cell) in group.cells.iter().enumerate() {
            let i = range.start + first + offset;
            let c = char::from(cells[i]);
            let (roles, title) = match (origin.as_bytes()[i], cells[i]) {
                (_, b'?') => {
                    let mut roles = vec![Role::Open];
                    if hints {
                        roles.push(if half_wins { Role::Wins } else { Role::Loses });
                    }
                    (roles, format!("position {}: ?, still to fill", i + 1))
                }
                (b'?', _) if last == Some(i) => {
                    (vec![Role::Filled, Role::Now], format!("position {}: {c}, written during play, just now", i + 1))
                }
                (b'?', _) => (vec![Role::Filled], format!("position {}: {c}, written during play", i + 1)),
                _ => (vec![Role::Given], format!("position {}: {c}, given", i + 1)),
            };
            assert_eq!((cell.text.clone(), cell.label.clone()), (c.to_string(), (i + 1).to_string()), "{context}");
            assert_eq!((&cell.roles, &cell.title), (&roles, &title), "{context}: position {}", i + 1);
        }
    }
}

#[test]
fn ticket_views_on_the_examples() {
    check_ticket_view("?054??0?", Player::Monocarp, &[], true);
    check_ticket_view("?054??0?", Player::Monocarp, &[(0, 9), (4, 9)], true);
    check_ticket_view("?054??0?", Player::Bicarp, &[(7, 3)], false);
    // One half without '?': the other half's hint is its own (each digit wins for Monocarp).
    check_ticket_view("?900", Player::Monocarp, &[], true);
    check_ticket_view("00?9", Player::Monocarp, &[], true);
    // Every '?' filled: the result instead of the mover.
    check_ticket_view("??", Player::Monocarp, &[(0, 4), (1, 4)], true);
    // Halves longer than the window: it follows the move, else the first '?'.
    let long = format!("{}?{}{}", "1".repeat(60), "?".repeat(19), "?".repeat(80));
    check_ticket_view(&long, Player::Monocarp, &[(70, 9), (150, 0)], true);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random tickets up to 100 cells a half, some moves played from them in random places.
    #[test]
    fn ticket_views_on_random_positions(
        origin in (1usize..=50).prop_flat_map(|half| proptest::collection::vec(prop_oneof![2 => Just(b'?'), 1 => (0u8..=9).prop_map(|d| b'0' + d)], 2 * half)),
        picks in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..=9), 0..12),
        bicarp_first in any::<bool>(),
        hints in any::<bool>(),
    ) {
        let mut cells = origin.clone();
        let mut moves = Vec::new();
        for (pick, digit) in picks {
            let open: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] == b'?').collect();
            if open.is_empty() {
                break;
            }
            let at = open[pick.index(open.len())];
            cells[at] = b'0' + digit;
            moves.push((at, digit));
        }
        let mover = if bicarp_first { Player::Bicarp } else { Player::Monocarp };
        check_ticket_view(&String::from_utf8(origin).unwrap(), mover, &moves, hints);
    }
}

// ---------------------------------------------------------------------------------------------
// A click where nothing can be played: the rule it meets, in words.

/// Every cell of `position` (and one past its end): `no_move_at` speaks exactly where
/// `moves_at` has nothing, in a sentence. Returns the sentences, by cell.
fn no_move_sentences(text: &str, game: verdict_playground::games::Game, cells: usize) -> Vec<(usize, String)> {
    let position = verdict_playground::games::position(game, text).unwrap();
    let mut said = Vec::new();
    for cell in 0..=cells {
        let none = position.no_move_at(cell);
        assert_eq!(none.is_none(), !position.moves_at(cell).is_empty(), "{text}, cell {cell}: {none:?}");
        if let Some(sentence) = none {
            assert!(sentence.ends_with('.') && sentence.len() > 15, "{text}, cell {cell}: {sentence}");
            said.push((cell, sentence));
        }
    }
    said
}

/// On every small position of both games. A ticket's sentence names the digit already there;
/// a row's names the number clicked and a neighbour of it that is larger, which is what the
/// rule forbids (or says the place is empty, or the game over).
#[test]
fn a_cell_without_a_move_says_which_rule_it_meets() {
    for ticket in ["??", "?0", "5?", "12", "?0?5", "9??1", "0000", "?9?0??"] {
        let cells = ticket.len();
        let said = no_move_sentences(&format!("{ticket} Monocarp"), ticket::GAME, cells);
        for (cell, sentence) in said {
            match ticket.as_bytes().get(cell) {
                Some(&digit) if ticket.contains('?') => {
                    assert!(sentence.contains(&format!("holds {}", char::from(digit))), "{ticket}, {cell}: {sentence}")
                }
                Some(_) => assert!(sentence.contains("over"), "{ticket}: {sentence}"),
                None => assert!(sentence.contains("no position"), "{ticket}: {sentence}"),
            }
        }
    }
    let mut rows = 0;
    for n in 1..=6 {
        for_each_permutation(n, |values| {
            for_each_row_position(values, |mask, text| {
                rows += 1;
                let over = text.split(' ').all(|word| word != "1");
                for (cell, sentence) in no_move_sentences(text, permutation::GAME, n) {
                    if cell >= n {
                        assert!(sentence.contains("no place"), "{text}: {sentence}");
                    } else if over {
                        assert!(sentence.contains("over"), "{text}: {sentence}");
                    } else if mask >> cell & 1 == 1 {
                        assert!(sentence.contains("empty"), "{text}: {sentence}");
                    } else {
                        let value = values[cell];
                        let larger = [cell.checked_sub(1), Some(cell + 1)]
                            .into_iter()
                            .flatten()
                            .filter(|&i| i < n && mask >> i & 1 == 0 && values[i] > value)
                            .map(|i| values[i].to_string())
                            .collect::<Vec<_>>();
                        assert!(!larger.is_empty(), "{text}: {value} at {cell} has no larger neighbour yet no move");
                        assert!(sentence.starts_with(&format!("{value} cannot be removed")), "{text}: {sentence}");
                        assert!(
                            larger.iter().all(|x| sentence.contains(x.as_str())),
                            "{text}: {sentence} (larger: {larger:?})"
                        );
                    }
                }
            });
        });
    }
    assert!(rows > 1000, "{rows} row positions");
    // The words, as a student reads them.
    let said =
        |game, text: &str, cell| verdict_playground::games::position(game, text).unwrap().no_move_at(cell).unwrap();
    assert_eq!(
        said(ticket::GAME, "?0 Monocarp", 1),
        "Position 2 already holds 0: a player writes a digit only where a ? is."
    );
    assert_eq!(
        said(permutation::GAME, "3 6 5 1 4 2", 2),
        "5 cannot be removed: its neighbour 6 is larger. A number may be removed only when it is larger than every neighbour it still has."
    );
    assert_eq!(
        said(permutation::GAME, "3 6 5 1 4 2", 3),
        "1 cannot be removed: both its neighbours, 5 and 4, are larger. A number may be removed only when it is larger than every neighbour it still has."
    );
    assert_eq!(said(permutation::GAME, "3 _ 5 1 4 2", 1), "Place 2 is empty: its number was removed.");
    // The page's cell numbers come from the wasm API, which takes any whole number up to the
    // largest: counted from 1, the last one is still itself, not 0.
    let last = usize::MAX;
    assert!(said(permutation::GAME, "2 1", last).contains(&last.to_string()));
    assert!(said(ticket::GAME, "?0 Monocarp", last).contains(&last.to_string()));
}
