//! Move values and remoteness of row positions (docs/RULES.md, "Move values and remoteness"),
//! checked against the plain memoised search of `common::PlainClock`, which knows nothing of
//! arms, classes or parity: every row of up to 8 numbers, every row of up to 6 with every set
//! of walls, random rows of up to 16 numbers with walls.

use crate::common::for_each_permutation;
use crate::common::{self, PlainClock};
use proptest::prelude::*;
use verdict_model::position::Playable;
use verdict_model::values::values_view;
use verdict_permutation::position::RowPosition;

fn text(row: &[Option<u32>]) -> String {
    row.iter().map(|v| v.map_or("_".to_string(), |v| v.to_string())).collect::<Vec<_>>().join(" ")
}

/// The position's value and every move's, against the plain search.
fn check_row(row: &[Option<u32>]) {
    let text = text(row);
    let position = RowPosition::parse(&text).unwrap();
    let mut plain = PlainClock::new(row);
    let mask = PlainClock::mask(row);
    let (wins, moves) = plain.value(mask);
    let value = position.value();
    assert_eq!((value.mover_wins, value.moves), (wins, Some(moves)), "{text}");
    let listed: Vec<(u64, bool, Option<u32>)> =
        position.move_values().map(|mv| (mv.name.number, mv.wins, mv.moves)).collect();
    let legal: Vec<usize> = (0..row.len()).filter(|&i| plain.removable(mask, i)).collect();
    let mut expected: Vec<(u64, bool, Option<u32>)> = legal
        .into_iter()
        .map(|i| {
            let (wins, moves) = plain.move_value(mask, i);
            (u64::from(row[i].unwrap()), wins, Some(moves))
        })
        .collect();
    expected.sort_unstable();
    assert_eq!(listed, expected, "{text}: every legal move, ascending, with its value and clock");
    // The position's clock follows from its moves': the fastest win, else the longest loss.
    let best = if wins {
        listed.iter().filter(|m| m.1).filter_map(|m| m.2).min()
    } else {
        listed.iter().filter_map(|m| m.2).max()
    };
    assert_eq!(best, Some(moves), "{text}");
}

#[test]
fn every_row_up_to_8_numbers_has_the_plain_searchs_values() {
    let mut rows = 0;
    for n in 1..=8 {
        for_each_permutation(n, |values| {
            let row: Vec<Option<u32>> = values.iter().map(|&v| Some(v)).collect();
            check_row(&row);
            rows += 1;
        });
    }
    assert_eq!(rows, 46_233);
}

#[test]
fn every_row_up_to_6_numbers_with_every_set_of_walls() {
    let mut rows = 0;
    for n in 1..=6 {
        for_each_permutation(n, |values| {
            for walls in 0..1u32 << n {
                let row: Vec<Option<u32>> =
                    values.iter().enumerate().map(|(i, &v)| (v == 1 || walls >> i & 1 == 0).then_some(v)).collect();
                if walls >> values.iter().position(|&v| v == 1).unwrap() & 1 == 0 {
                    check_row(&row);
                    rows += 1;
                }
            }
        });
    }
    assert!(rows > 20_000, "{rows}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn random_rows_up_to_16_numbers_with_walls(
        values in (9usize..=16).prop_flat_map(|n| Just((1..=n as u32).collect::<Vec<_>>()).prop_shuffle()),
        walls in any::<u16>(),
    ) {
        let row: Vec<Option<u32>> =
            values.iter().enumerate().map(|(i, &v)| (v == 1 || walls >> i & 1 == 0).then_some(v)).collect();
        check_row(&row);
    }
}

/// The contract's example, and the rule that removing 1 is `1:W1`.
#[test]
fn the_documented_example() {
    let position = RowPosition::parse("3 _ 5 1 4 2").unwrap();
    let moves: Vec<String> = position.move_values().map(|mv| mv.spec()).collect();
    assert_eq!((position.value().mover_wins, position.value().moves), (true, Some(5)));
    assert_eq!(moves, ["3:L4", "4:W5", "5:L4"]);
    let alone = RowPosition::parse("_ 1 _").unwrap();
    assert_eq!(alone.move_values().map(|mv| mv.spec()).collect::<Vec<_>>(), ["1:W1"]);
}

/// Rows too large to time keep exact values, without a clock, and say why.
#[test]
fn a_row_too_large_to_time_has_values_without_a_clock() {
    // 1 in the middle of 400: 2 … 200, 1, 201 … 400.
    let values: Vec<String> = (2..=200u32).chain([1]).chain(201..=400).map(|v| v.to_string()).collect();
    let position = RowPosition::parse(&values.join(" ")).unwrap();
    assert!(!common::timed(&values.iter().map(|v| v.parse().ok()).collect::<Vec<_>>()));
    let value = position.value();
    assert_eq!(value.moves, None);
    assert!(value.clock_note.contains("Too many numbers"), "{}", value.clock_note);
    assert!(position.move_values().all(|mv| mv.moves.is_none()));
    let legal: Vec<u64> = position.move_values().map(|mv| mv.name.number).collect();
    assert_eq!(legal, [200, 400], "each arm's largest number");
}

/// The board's summary sentence: the clock is a choice of the loser's only where moves give
/// different counts.
#[test]
fn the_summary_says_the_loser_can_stretch_the_game_only_where_it_can() {
    // 3 6 5 1 4 2: Alice's moves 6 and 4 both lose, one lasting longer than the other.
    let row = RowPosition::parse("3 6 5 1 4 2").unwrap();
    let lengths: Vec<Option<u32>> = row.move_values().map(|mv| mv.moves).collect();
    let summary = values_view(&row, 0..6).summary;
    if lengths.windows(2).any(|w| w[0] != w[1]) {
        assert!(summary.starts_with("Alice to move loses, and can make the game last"), "{summary}");
    } else {
        assert!(summary.starts_with("Alice to move loses:"), "{summary}");
    }
    // One number removed: Bob is to move.
    let won = RowPosition::parse("3 _ 5 1 4 2").unwrap();
    // The marks' legend says what the number of `L4` counts (issue 33).
    assert_eq!(
        values_view(&won, 0..6).summary,
        "Bob to move wins in 5 moves: 1 of the 3 moves wins. On the board, W marks a move that wins and L one that loses, with how many moves the game then lasts, that move included: L4 loses and the game ends in 4 moves."
    );
}
