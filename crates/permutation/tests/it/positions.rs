//! Row positions in the middle of a game (docs/RULES.md): the value for the player to move and
//! the winning moves, checked against the plain minimax over sets of removed places
//! (`exhaustive`) on every position of every small row and on random larger ones; the line's
//! move keeps the clock or the win, or else resists; the board a position is shown on ("Play
//! from here") is told again from its row. The exhaustive check counts the numbers left.

use crate::common;
use crate::common::for_each_permutation;
use crate::common::for_each_row_position;
use proptest::prelude::*;
use std::collections::BTreeSet;
use verdict_model::game::position;
use verdict_model::position::Playable;
use verdict_permutation as permutation;
use verdict_permutation::exhaustive;
use verdict_permutation::exhaustive::MAX_LEN as ROW_MAX;
use verdict_permutation::position::{RowMove, RowPosition};
use verdict_reason::check::{check, random_position, stress};
use verdict_testkit::board::window_first;
use verdict_testkit::positions::{
    check_agrees_up_to_its_limit, check_stress_counts_the_searches, errors_point, no_move_sentences, plays_and_refuses,
};

/// The numbers attached to 1 on either side, counted.
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
    (count, if outside.is_multiple_of(2) { "an even count" } else { "an odd count" })
}

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
        return format!("Nothing is joined to 1 any more: {mover} removes it and wins.");
    }
    // Each side as it stands in the row: the left arm is read outward, so reversed.
    let side = |numbers: &[u32], reversed: bool| {
        let mut words: Vec<String> = numbers.iter().map(u32::to_string).collect();
        if reversed {
            words.reverse();
        }
        if words.is_empty() {
            "nothing".to_string()
        } else {
            words.join(" ")
        }
    };
    let (count, parity) = outside_words(outside_count(values, mask));
    let facts = format!(
        "Joined to 1 (no gap between them and 1): {} on its left, {} on its right; {count} cut off from 1 by gaps ({parity}).",
        side(&left, true),
        side(&right, false)
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
    use verdict_model::line::{Role, BOARD_WINDOW};
    use verdict_model::position::Playable;
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
    let facts: Vec<(String, String)> =
        view.board.facts.iter().map(|f| (f.label.english(), f.value.english())).collect();
    // Words are the label's: a fact's value is written alike in every language.
    assert_eq!(
        facts,
        [
            (format!("Cut off from 1: {outside} ({parity})"), String::new()),
            (format!("To move: {mover}"), String::new())
        ],
        "{text}"
    );
    for message in view.board.facts.iter().map(|f| &f.label).chain([&view.board.caption, &view.board.groups[0].note]) {
        verdict_testkit::words::every_language_says(message);
    }
    for cell in &view.board.groups[0].cells {
        verdict_testkit::words::every_language_says(&cell.title);
    }
    for mv in view.line_move.iter() {
        verdict_testkit::words::every_language_says(&mv.what);
        verdict_testkit::words::every_language_says(&mv.doing);
    }
    let group = &view.board.groups[0];
    let places = if segment.len() == 1 {
        format!("position {}", segment.end)
    } else {
        format!("positions {}–{}", segment.start + 1, segment.end)
    };
    assert_eq!(group.note, format!("joined to 1: {places}; cut off from 1 by a gap: {count} ({parity})"), "{text}");
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
    use verdict_model::line::BOARD_WINDOW;
    use verdict_model::position::Playable;
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
    // Every permutation of up to 6 numbers and every set of removed places that keeps 1 (1 s
    // here); the 5 040 rows of 7, with their 64 sets each, in `make test-long` (8 s more).
    for n in 1..=6 {
        for_each_permutation(n, check_row_positions);
    }
}

#[test]
#[ignore = "long: make test-long"]
fn row_positions_on_every_row_of_7() {
    for_each_permutation(7, check_row_positions);
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
    assert_eq!((p.removed(), p.mover(), p.outside()), (1, verdict_permutation::Player::Bob, 1));
    assert_eq!(RowPosition::parse("3,_,2,1").unwrap().text(), "3 _ 2 1");
    errors_point(RowPosition::parse, include_str!("../data/position-errors.tsv"));
}

// ---------------------------------------------------------------------------------------------
// Playing through the game-neutral interface the page uses.

#[test]
fn the_solver_plays_through_the_page_interface() {
    let starts = ["3 6 5 1 4 2", "3 _ 5 1 4 2", "7 2 9 4 1 8 3 6 5 10", "1", "2 1", "4 _ 1 3 2"];
    let illegal = [(2, None, "5 is smaller than 6"), (3, None, "1 is not free yet")];
    plays_and_refuses(permutation::GAME, &starts, "3 6 5 1 4 2", &illegal);
}

// ---------------------------------------------------------------------------------------------
// "Check by exhaustive search", as the page runs it.

#[test]
fn the_exhaustive_check_agrees_and_reports_its_work() {
    // At the limit the search solves every set of numbers left; past it, too large.
    let row: Vec<String> = (1..=ROW_MAX as u32).rev().map(|v| v.to_string()).collect();
    let long: Vec<String> = (1..=ROW_MAX as u32 + 1).map(|v| v.to_string()).collect();
    let positions = ["3 6 5 1 4 2", "3 _ 5 1 4 2", "_ _ _ 1 _ _"];
    let (report, progress) =
        check_agrees_up_to_its_limit(permutation::GAME, &positions, &row.join(" "), &long.join(" "));
    assert_eq!(report.searched, 1 << (ROW_MAX - 1));
    assert!(progress >= 16, "{progress}");
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
    assert_eq!(
        check(&permutation::GAME.unconfigured().unwrap(), &text(&[]), &mut |_| {}).unwrap().outcome,
        "too-large"
    );
    let report = check(&permutation::GAME.unconfigured().unwrap(), &text(&[]), &mut |_| {}).unwrap();
    assert!(report.summary.contains("21 numbers left") && report.summary.contains("up to 20"), "{}", report.summary);
    // Play six moves of the line from the start, through the page's interface.
    let mut position = verdict_model::game::position(permutation::GAME, &text(&[])).unwrap();
    for _ in 0..6 {
        let mv = position.view(None, None, false).line_move.unwrap();
        position = position.play(mv.cell, mv.choice).unwrap();
    }
    let at_step_6 = position.text();
    assert_eq!(at_step_6.matches('_').count(), 6, "{at_step_6}");
    let report = check(&permutation::GAME.unconfigured().unwrap(), &at_step_6, &mut |_| {}).unwrap();
    assert_eq!((report.outcome, report.searched), ("agree", 1 << 14), "{at_step_6}: {report:?}");
    // 40 places, every other one a wall: 20 numbers left, each alone between walls.
    let sparse: Vec<String> =
        (1..=40u32).map(|v| if v % 2 == 0 && v != 2 { "_".to_string() } else { v.to_string() }).collect();
    let mut sparse = sparse;
    sparse[1] = "2".to_string();
    let left = sparse.iter().filter(|w| *w != "_").count();
    let report = check(&permutation::GAME.unconfigured().unwrap(), &sparse.join(" "), &mut |_| {}).unwrap();
    assert_eq!((left, report.outcome), (21, "too-large"), "{report:?}");
    sparse[38] = "_".to_string();
    let report = check(&permutation::GAME.unconfigured().unwrap(), &sparse.join(" "), &mut |_| {}).unwrap();
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
    fn the_exhaustive_check_agrees_on_random_positions(
        values in (1usize..=12).prop_flat_map(|n| Just((1..=n as u32).collect::<Vec<_>>()).prop_shuffle()), walls in any::<u16>()) {
        let row: Vec<String> = values.iter().enumerate()
            .map(|(i, &v)| if v != 1 && walls >> i & 1 == 1 { "_".to_string() } else { v.to_string() }).collect();
        let report = check(&permutation::GAME.unconfigured().unwrap(), &row.join(" "), &mut |_| {}).unwrap();
        prop_assert_eq!(report.outcome, "agree", "{:?}", report);
    }
}

#[test]
fn a_stress_run_checks_random_positions_until_a_disagreement() {
    let report = stress(&permutation::GAME.unconfigured().unwrap(), 12, 200, 7, &mut |_| {}).unwrap();
    assert_eq!((report.checked, report.disagreement), (200, None));
    // The positions are real positions, and the same for the same seed.
    assert_eq!(
        random_position(&permutation::GAME.unconfigured().unwrap(), 9, 3).unwrap(),
        random_position(&permutation::GAME.unconfigured().unwrap(), 9, 3).unwrap()
    );
    for seed in 0..40 {
        let row = random_position(&permutation::GAME.unconfigured().unwrap(), 10, seed).unwrap();
        assert!(RowPosition::parse(&row).is_ok(), "{row}");
    }
    check_stress_counts_the_searches(permutation::GAME);
    // A row keeps most of its numbers: about a quarter of those other than 1 are removed.
    let (mut removed, mut places) = (0, 0);
    for seed in 0..200 {
        let row = random_position(&permutation::GAME.unconfigured().unwrap(), 12, seed).unwrap();
        removed += row.split(' ').filter(|&w| w == "_").count();
        places += 11;
    }
    assert!((places / 6..places / 3).contains(&removed), "{removed} of {places} removed");
    // Too large a size stops at once, saying why: an error, not a "disagreement" (issue 30:
    // nothing was compared).
    let refused = stress(&permutation::GAME.unconfigured().unwrap(), 30, 5, 1, &mut |_| {}).unwrap_err();
    assert!(
        refused.message.english().starts_with("positions of size 30 are too large to search: "),
        "{}",
        refused.message
    );
}

// ---------------------------------------------------------------------------------------------
// A click where nothing can be played: the rule it meets, in words.

/// On every position of every row up to 6: the sentence names the number clicked and a
/// neighbour of it that is larger, which is what the rule forbids (or says the place is empty,
/// or the game over).
#[test]
fn a_cell_without_a_move_says_which_rule_it_meets() {
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
    assert!(rows > 1000, "{rows} row positions");
    // The words, as a student reads them.
    let said = |text: &str, cell| position(permutation::GAME, text).unwrap().no_move_at(cell).unwrap();
    assert_eq!(
        said("3 6 5 1 4 2", 2),
        "5 cannot be removed: its neighbour 6 is larger. A number may be removed only when it is larger than every neighbour it still has."
    );
    assert_eq!(
        said("3 6 5 1 4 2", 3),
        "1 cannot be removed: both its neighbours, 5 and 4, are larger. A number may be removed only when it is larger than every neighbour it still has."
    );
    assert_eq!(said("3 _ 5 1 4 2", 1), "Place 2 is empty: its number was removed.");
    // The page's cell numbers come from the wasm API, which takes any whole number up to the
    // largest: counted from 1, the last one is still itself, not 0.
    let last = usize::MAX;
    assert!(said("2 1", last).english().contains(&last.to_string()));
}

/// Long rows (10^6 numbers, as many moves as peaks): every driver (the view, hints, move
/// values, a click, the winning moves, the tree, the check) answers or refuses within its
/// bound (issue 46).
#[test]
fn every_driver_is_bounded_on_long_rows() {
    let n = 1_000_000u32;
    let rising: Vec<String> = (1..=n).map(|v| v.to_string()).collect();
    // Peaks everywhere: 2 1 4 3 6 5 … has n/2 legal moves.
    let zigzag: Vec<String> = (1..=n).map(|v| if v % 2 == 1 { v + 1 } else { v - 1 }.to_string()).collect();
    for text in [rising.join(" "), zigzag.join(" ")] {
        let took = verdict_testkit::bounded::every_driver_answers_within(
            permutation::GAME,
            &text,
            3,
            std::time::Duration::from_secs(10),
        );
        eprintln!("{} bytes: {took:?}", text.len());
    }
}

/// A position has at most `MAX_PLACES` places, counted before anything is kept: every start
/// (the largest, a 64 MiB row, has 8 527 496 numbers) is a position, and a row of `_` past it
/// (two characters a place: four times the places of any start in 64 MiB) is refused in words
/// rather than read into most of a request's memory (docs/HARDENING.md).
#[test]
fn a_position_has_at_most_max_places() {
    use verdict_permutation::position::MAX_PLACES;
    let at = format!("{}2 1", "_ ".repeat(MAX_PLACES - 2));
    let position = RowPosition::parse(&at).expect("a position of MAX_PLACES places is read");
    assert_eq!(position.cells().len(), MAX_PLACES);
    let past = format!("_ {at}");
    let error = RowPosition::parse(&past).expect_err("one place more is refused");
    assert_eq!(
        error.message,
        "the position has 9,000,001 places; a position is read with up to 9,000,000 (the most a 64 MiB row of numbers holds is 8,527,496)"
    );
}
