//! The rule (cold exactly at (⌊kφ⌋, ⌊kφ²⌋)) against references that do not use it: the table of
//! `cold_table` (every verdict up to 3 000, the winning moves of every pair up to 60 and of random
//! pairs up to 3 000), the generic minimax the check runs, and up to 10^18 the Zeckendorf form of
//! the cold positions (a ⌊kφ⌋ ends in an even number of zeros, and ⌊kφ²⌋ is it shifted by one
//! place), which needs no square root.

use crate::{cold_table, GAME};
use proptest::prelude::*;
use std::sync::OnceLock;
use verdict_model::game::position;
use verdict_wythoff::golden::{cold, lower, partner, upper};
use verdict_wythoff::JUDGE_MAX;

fn table() -> &'static Vec<Vec<bool>> {
    static TABLE: OnceLock<Vec<Vec<bool>>> = OnceLock::new();
    TABLE.get_or_init(|| cold_table(3000))
}

/// The winning moves by the table: each move to a cold position, as `verdict moves` names it.
fn winning_by_table(a: usize, b: usize) -> Vec<String> {
    let t = table();
    let mut moves = Vec::new();
    moves.extend((1..=a).filter(|&x| t[a - x][b]).map(|x| format!("1-{x}")));
    moves.extend((1..=b).filter(|&x| t[a][b - x]).map(|x| format!("2-{x}")));
    moves.extend((1..=a.min(b)).filter(|&x| t[a - x][b - x]).map(|x| format!("12-{x}")));
    moves
}

fn compare(a: usize, b: usize) {
    assert_eq!(cold(a as u64, b as u64), table()[a][b], "{a} {b}");
    let at = position(GAME, &format!("{a} {b}")).unwrap();
    let fast: Vec<String> = at.winning_moves().map(|m| m.to_string()).collect();
    assert_eq!(fast, winning_by_table(a, b), "{a} {b}");
}

#[test]
fn every_pair_up_to_60_against_the_table() {
    for a in 0..=60 {
        for b in 0..=60 {
            compare(a, b);
        }
    }
}

#[test]
fn every_verdict_up_to_3000_is_the_tables() {
    let t = table();
    let wrong = (0..=3000usize)
        .flat_map(|a| (0..=3000usize).map(move |b| (a, b)))
        .filter(|&(a, b)| cold(a as u64, b as u64) != t[a][b]);
    assert_eq!(wrong.take(3).collect::<Vec<_>>(), [], "of 3001² pairs");
}

#[test]
fn the_check_agrees_on_every_small_pair_and_says_its_limit() {
    let game = GAME.unconfigured().unwrap();
    for a in 0..=12 {
        for b in 0..=12 {
            for mover in ["", " Bob"] {
                let report = verdict_reason::check::check(&game, &format!("{a} {b}{mover}"), &mut |_| {}).unwrap();
                assert_eq!(report.outcome, "agree", "{a} {b}: {report:?}");
            }
        }
    }
    let far = verdict_reason::check::check(&game, "100000 200000", &mut |_| {}).unwrap();
    assert_eq!(far.outcome, "too-large");
    let stress = verdict_reason::check::stress(&game, 30, 40, 7, &mut |_| {}).unwrap();
    assert_eq!((stress.checked, stress.disagreement), (40, None));
}

/// Zeckendorf's digits of `n` over 1, 2, 3, 5, 8…: the places of its terms, smallest first.
fn zeckendorf(mut n: u64) -> Vec<usize> {
    let mut fib = vec![1u64, 2];
    while let Some(next) = fib[fib.len() - 2].checked_add(fib[fib.len() - 1]).filter(|&f| f <= n) {
        fib.push(next);
    }
    let mut places = Vec::new();
    for (i, &f) in fib.iter().enumerate().rev() {
        if f <= n {
            n -= f;
            places.push(i);
        }
    }
    places.reverse();
    places
}

fn value(places: &[usize]) -> u64 {
    let mut fib = vec![1u64, 2];
    while fib.len() <= places.last().copied().unwrap_or(0) {
        fib.push(fib[fib.len() - 2] + fib[fib.len() - 1]);
    }
    places.iter().map(|&i| fib[i]).sum()
}

#[test]
fn the_first_cold_positions_are_the_tables() {
    let t = table();
    let from_table: Vec<(u64, u64)> =
        (0..=3000).filter_map(|a| (a..=3000).find(|&b| t[a][b]).map(|b| (a as u64, b as u64))).collect();
    let by_k: Vec<(u64, u64)> = (0..).map(|k| (lower(k), upper(k))).take_while(|&(_, b)| b <= 3000).collect();
    let lower_half: Vec<(u64, u64)> = from_table.into_iter().filter(|&(a, b)| b <= 3000 && a <= b).collect();
    assert_eq!(by_k, lower_half);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_pairs_up_to_3000_against_the_table(a in 0usize..=3000, b in 0usize..=3000) {
        compare(a, b);
    }

    #[test]
    fn cold_positions_up_to_the_judges_bound_are_zeckendorfs(k in 1u64..=(JUDGE_MAX / 2)) {
        let (a, b) = (lower(k), upper(k));
        prop_assert_eq!(b - a, k);
        let places = zeckendorf(a);
        prop_assert!(places[0].is_multiple_of(2), "{} = {:?}", a, places);
        let shifted: Vec<usize> = places.iter().map(|p| p + 1).collect();
        prop_assert_eq!(value(&shifted), b);
        prop_assert!(cold(a, b) && cold(b, a) && !cold(a, b + 1) && !cold(a + 1, b));
        prop_assert_eq!((partner(a), partner(b)), (b, a));
    }

    #[test]
    fn a_hot_pair_up_to_the_bound_has_a_move_to_a_cold_one(a in 0u64..JUDGE_MAX, b in 0u64..JUDGE_MAX) {
        let p = partner(a);
        // A heap's partner is unique, and cold with it; a hot pair moves to one.
        prop_assert!(cold(a, p));
        let d = a.abs_diff(b);
        let moves = (p < b) as u8 + (partner(b) < a) as u8 + (lower(d) < a.min(b)) as u8;
        prop_assert_eq!(moves > 0, !cold(a, b), "{} {}", a, b);
    }
}
