//! "Test a rule" on Nim: every start searched is what the names say (recomputed from its text)
//! and its claim is the minimax's; the suggested rules teach what their notes say, wrong ones
//! with the smallest counterexample found here by trying every start in order.

use crate::common::*;
use std::collections::HashMap;
use verdict_reason::rules::test;

/// Nim with no take set, as the page's panels take it.
fn nim() -> verdict_model::game::Configured {
    GAME.unconfigured().unwrap()
}

#[test]
fn every_start_is_named_right_and_judged_by_the_minimax() {
    let nim = nim();
    let space = nim.rules().unwrap();
    let names: Vec<&str> = space.names().iter().map(|n| n.name).collect();
    assert_eq!(names, ["h1", "h2", "h3", "h4", "x", "k", "n"]);
    let mut memo = HashMap::new();
    let mut seen = std::collections::BTreeSet::new();
    for size in space.sizes() {
        let mut count = 0;
        space.each(size, &mut |case| {
            let (text, input) = (case.position)();
            let heaps: Vec<u32> = input.split(' ').map(|w| w.parse().unwrap()).collect();
            assert_eq!(text, format!("{input} Alice"));
            assert!(seen.insert(heaps.clone()), "{input} twice");
            assert_eq!(heaps.iter().sum::<u32>() as usize, size);
            let mut values = [0i64; 7];
            for (i, &h) in heaps.iter().enumerate() {
                values[i] = i64::from(h);
            }
            values[4] = i64::from(heaps.iter().fold(0, |x, &h| x ^ h));
            values[5] = heaps.len() as i64;
            values[6] = size as i64;
            assert_eq!(case.values, values, "{input}");
            assert_eq!(case.claim_holds, minimax(None, &heaps, &mut memo), "{input}");
            count += 1;
            true
        });
        // Every way to write `size` as one to four positive heaps.
        let expected: usize = (1..=4.min(size)).map(|k| binomial(size - 1, k - 1)).sum();
        assert_eq!(count, expected, "size {size}");
    }
}

fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// The first start, smallest total first and in the search's order, where `rule` is wrong.
fn first_wrong(rule: &dyn Fn(&[u32]) -> bool, scope: &dyn Fn(&[u32]) -> bool) -> Option<String> {
    let nim = nim();
    let space = nim.rules().unwrap();
    let mut memo = HashMap::new();
    for size in space.sizes() {
        let mut found = None;
        space.each(size, &mut |case| {
            let (text, input) = (case.position)();
            let heaps: Vec<u32> = input.split(' ').map(|w| w.parse().unwrap()).collect();
            if scope(&heaps) && rule(&heaps) != minimax(None, &heaps, &mut memo) {
                found = Some(text);
                return false;
            }
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

#[test]
fn the_suggestions_go_from_wrong_to_right() {
    let nim = nim();
    let space = nim.rules().unwrap();
    let suggestions = space.suggestions();
    let rules: Vec<&str> = suggestions.iter().map(|s| s.rule.as_str()).collect();
    assert_eq!(rules, ["n % 2 == 1", "k % 2 == 1", "h1 != h2", "x != 0"]);
    let all = |_: &[u32]| true;
    let outcomes: Vec<(String, Option<String>)> = suggestions
        .iter()
        .map(|s| {
            let report = test(&nim, &s.rule, &s.scope, &mut |_| {}).unwrap();
            (report.outcome.to_string(), report.counterexample.map(|c| c.position))
        })
        .collect();
    let odd_total = first_wrong(&|h| h.iter().sum::<u32>() % 2 == 1, &all);
    let odd_heaps = first_wrong(&|h| h.len() % 2 == 1, &all);
    assert_eq!(odd_total.as_deref(), Some("2 Alice"));
    assert_eq!(odd_heaps.as_deref(), Some("1 2 Alice"));
    assert_eq!(first_wrong(&|h| h[0] != h[1], &|h| h.len() == 2), None);
    assert_eq!(first_wrong(&|h| h.iter().fold(0, |x, &v| x ^ v) != 0, &all), None);
    assert_eq!(
        outcomes,
        [
            ("counterexample".to_string(), odd_total),
            ("counterexample".to_string(), odd_heaps),
            ("holds".to_string(), None),
            ("holds".to_string(), None)
        ]
    );
    assert!(suggestions[0].note.contains("one heap of 2"));
    assert!(suggestions[1].note.contains("heaps 1 and 2"));
}
