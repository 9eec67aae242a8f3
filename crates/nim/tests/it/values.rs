//! Move values and remoteness against the plain search of `common`: a position's clock and
//! every move's `W`/`L` and clock, on every small position for Nim and several take sets; what
//! `verdict values` must answer (every position of up to 16 counters) is timed; and the marks
//! a board shows for a heap of 10^9 are a few, not 10^9.

use crate::common::*;
use std::collections::HashMap;
use verdict_model::values::values_view;

fn compare(set: &Option<Vec<u32>>, heaps: &[u32], memo: &mut HashMap<Vec<u32>, (bool, u32)>) {
    let text = text(heaps, "Alice", set);
    let position = position(&text);
    let (wins, moves) = remoteness(set.as_deref(), heaps, memo);
    let value = position.value();
    assert_eq!((value.mover_wins, value.moves), (wins, Some(moves)), "{text}");
    let mut expected = Vec::new();
    for i in 0..heaps.len() {
        for t in takes(set.as_deref(), heaps[i]) {
            let mut next = heaps.to_vec();
            next[i] -= t;
            let (after_wins, k) = remoteness(set.as_deref(), &next, memo);
            expected.push(format!("{}-{t}:{}{}", i + 1, if after_wins { 'L' } else { 'W' }, k + 1));
        }
    }
    let got: Vec<String> = position.move_values().map(|mv| mv.spec()).collect();
    assert_eq!(got, expected, "{text}");
}

#[test]
fn clocks_match_the_plain_search() {
    for set in take_sets() {
        let mut memo = HashMap::new();
        for count in 1..=3 {
            for heaps in every(count, 6) {
                compare(&set, &heaps, &mut memo);
            }
        }
        for heaps in [vec![3, 5, 7], vec![1, 1, 1, 1, 1, 1], vec![8, 8], vec![2, 3, 4, 5], vec![16], vec![9, 1, 4]] {
            compare(&set, &heaps, &mut memo);
        }
    }
}

#[test]
fn every_position_of_up_to_16_counters_is_timed() {
    // The hardest for the clock's bound: many small heaps, one large one, and mixtures.
    for heaps in [vec![1; 16], vec![16], vec![2; 8], vec![4, 4, 4, 4], vec![1, 2, 3, 4, 6], vec![5, 5, 6], vec![3; 5]] {
        for set in take_sets() {
            let text = text(&heaps, "Bob", &set);
            assert!(position(&text).value().moves.is_some(), "{text}");
        }
    }
    // Far larger positions are timed too, where the bound allows.
    assert!(position("10 20 30").value().moves.is_some(), "{}", position("10 20 30").value().clock_note);
    let big = position("1000 2000 3000");
    let value = big.value();
    assert_eq!((value.mover_wins, value.moves), (true, None));
    assert!(value.clock_note.starts_with("Too many positions"), "{}", value.clock_note);
}

#[test]
fn dead_heaps_do_not_count_against_the_clock() {
    // Heaps smaller than every take have no move: 5 000 of them (more live heaps than the clock
    // takes) beside 5 7 9 leave the position the plain search times.
    let set = Some(vec![2, 3]);
    let mut heaps = vec![1; 5_000];
    heaps.extend([5, 7, 9]);
    let value = position(&text(&heaps, "Alice", &set)).value();
    let (wins, moves) = remoteness(set.as_deref(), &[5, 7, 9], &mut HashMap::new());
    assert_eq!((value.mover_wins, value.moves), (wins, Some(moves)), "{}", value.clock_note);
}

#[test]
fn a_board_marks_a_huge_heap_with_a_few_moves() {
    let position = position("1000000000 999999999 7");
    let view = values_view(position.as_ref(), 0..3);
    assert_eq!(view.cells.len(), 3);
    // Heap 1's winning take leaves 999999999 XOR 7.
    let take = 1_000_000_000u32 - (999_999_999 ^ 7);
    assert!(view.cells[0].wins && view.cells[0].text.contains(&take.to_string()), "{:?}", view.cells[0]);
    assert!(position.moves_at(0).len() <= verdict_nim::PAD_FIRST as usize + 2);
    assert!(position.moves_at(0).iter().any(|mv| mv.wins && mv.choice == Some(take)));
    assert!(position.moves_at(0).iter().any(|mv| mv.choice == Some(1_000_000_000)), "the whole heap is offered");
    assert_eq!(position.moves_at(2).len(), 7, "a small heap offers every take");
}
