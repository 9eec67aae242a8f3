//! Every panel answers the game on screen (issue 46): under a take set, "Test a rule", the
//! outcome tables, the check, the stress run, a position and its tree are the subtraction
//! game's, as the game configured by its settings (`take`) hands them on. The oracle is the
//! plain minimax of `common` (every move tried, no Grundy value, no period), and the starts are
//! enumerated here, smallest total first, then fewer heaps, each count in lexicographic order.

use crate::common::*;
use std::collections::{BTreeMap, HashMap};
use verdict_model::game::{Configured, Settings};
use verdict_model::random::Random;
use verdict_reason::outcomes::{table, OutcomeTable};
use verdict_reason::rules::test;

/// The sets the issue names, then a few drawn at random (seeded: the same every run).
fn take_sets() -> Vec<Vec<u32>> {
    let mut sets = vec![vec![1, 2, 3], vec![1, 2, 5], vec![2, 3], vec![1, 3, 4]];
    let mut random = Random::new(46);
    while sets.len() < 9 {
        let size = random.between(1, 3);
        let mut set: Vec<u32> = (0..size).map(|_| random.between(1, 7) as u32).collect();
        set.sort_unstable();
        set.dedup();
        if !sets.contains(&set) {
            sets.push(set);
        }
    }
    sets
}

fn text(set: &[u32]) -> String {
    set.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// Nim under `take` (a set as the menu writes it), as a panel takes it.
fn configured(set: &[u32]) -> Configured {
    GAME.configure(&Settings::new().with("take", &text(set))).unwrap()
}

/// Every start of 1 to 16 counters in 1 to 4 non-empty heaps, in the rule tester's order.
fn starts() -> Vec<Vec<u32>> {
    fn compose(n: u32, parts: usize, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if parts == 0 {
            if n == 0 {
                out.push(prefix.clone());
            }
            return;
        }
        for first in 1..=n {
            prefix.push(first);
            compose(n - first, parts - 1, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    for n in 1..=16 {
        for parts in 1..=4 {
            compose(n, parts, &mut Vec::new(), &mut out);
        }
    }
    out
}

/// The names a rule may use, from the heaps alone (`g` by the definition of a Grundy value).
fn named(set: &[u32], heaps: &[u32], name: &str) -> i64 {
    let at = |i: usize| i64::from(heaps.get(i).copied().unwrap_or(0));
    match name {
        "h1" => at(0),
        "h2" => at(1),
        "x" => i64::from(heaps.iter().fold(0, |x, &h| x ^ h)),
        "k" => heaps.len() as i64,
        "n" => heaps.iter().map(|&h| i64::from(h)).sum(),
        "g" => {
            let g = mex_values(Some(set), 17);
            i64::from(heaps.iter().fold(0, |x, &h| x ^ g[h as usize]))
        }
        _ => unreachable!("{name}"),
    }
}

/// (total, Alice's wins) by cell of `x` and `y` (0 for a sequence), by the minimax.
fn counted(set: &[u32], x: &str, y: &str) -> BTreeMap<(i64, i64), (u64, u64)> {
    let mut memo = HashMap::new();
    let mut cells: BTreeMap<(i64, i64), (u64, u64)> = BTreeMap::new();
    for heaps in starts() {
        let key = (named(set, &heaps, x), if y.is_empty() { 0 } else { named(set, &heaps, y) });
        let cell = cells.entry(key).or_default();
        cell.0 += 1;
        cell.1 += u64::from(minimax(Some(set), &heaps, &mut memo));
    }
    cells
}

fn cells(table: &OutcomeTable) -> BTreeMap<(i64, i64), (u64, u64)> {
    table.cells.iter().map(|c| ((c.x, c.y), (c.total, c.first_wins))).collect()
}

/// The first start, in the tester's order, in `scope` where `rule` names the wrong winner.
fn first_wrong(set: &[u32], rule: &dyn Fn(&[u32]) -> bool, scope: &dyn Fn(&[u32]) -> bool) -> Option<String> {
    let mut memo = HashMap::new();
    starts().into_iter().find(|heaps| scope(heaps) && rule(heaps) != minimax(Some(set), heaps, &mut memo)).map(
        |heaps| {
            let written: Vec<String> = heaps.iter().map(u32::to_string).collect();
            format!("{} Alice take {}", written.join(" "), text(set))
        },
    )
}

#[test]
fn the_issues_figures_are_the_subtraction_games() {
    let game = configured(&[1, 2, 3]);
    assert_eq!(game.words(), "Nim with take 1,2,3");
    let by_first = table(&game, "h1", "", "", &mut |_| {}).unwrap();
    let wins: Vec<u64> = by_first.cells.iter().take(4).map(|c| c.first_wins).collect();
    assert_eq!(wins, [432, 354, 284, 225], "{}", by_first.summary);
    assert_eq!(by_first.game, "Nim with take 1,2,3");
    assert!(by_first.summary.contains("Nim with take 1,2,3"), "{}", by_first.summary);
    // Bouton's rule is Nim's: a heap of 4 is lost under take 1,2,3.
    let bouton = test(&game, "x != 0", "", &mut |_| {}).unwrap();
    assert_eq!(bouton.outcome, "counterexample");
    let example = bouton.counterexample.unwrap();
    assert_eq!((example.position.as_str(), example.input.as_str()), ("4 Alice take 1,2,3", "4 take 1,2,3"));
    assert!(example.rule_says && !example.game_says);
    // Bob wins the one heap of 4: a rule that says Bob there holds.
    let only_four = test(&game, "1 == 0", "k == 1 && h1 == 4", &mut |_| {}).unwrap();
    assert_eq!((only_four.outcome, only_four.checked), ("holds", 1), "{}", only_four.summary);
    assert!(only_four.summary.contains("Nim with take 1,2,3"), "{}", only_four.summary);
    // Plain Nim, through the same entry points, is still Nim.
    let nim = GAME.unconfigured().unwrap();
    let plain: Vec<u64> =
        table(&nim, "h1", "", "", &mut |_| {}).unwrap().cells.iter().take(4).map(|c| c.first_wins).collect();
    assert_eq!(plain, [526, 429, 340, 264], "what the panel showed under take 1,2,3 before");
    assert_eq!(test(&nim, "x != 0", "", &mut |_| {}).unwrap().outcome, "holds");
    assert_eq!(test(&nim, "1 == 0", "k == 1 && h1 == 4", &mut |_| {}).unwrap().outcome, "counterexample");
}

#[test]
fn every_table_under_a_take_set_counts_the_minimax() {
    for set in take_sets() {
        let game = configured(&set);
        for (x, y) in [("h1", ""), ("h1", "h2"), ("n", ""), ("x", "k"), ("n", "k"), ("g", "k")] {
            let made = table(&game, x, y, "", &mut |_| {}).unwrap();
            assert_eq!(cells(&made), counted(&set, x, y), "take {}: {x} × {y}", text(&set));
            assert_eq!(made.checked, 2_516, "take {}", text(&set));
            // Each cell's examples are of the game, and say who wins them.
            let mut memo = HashMap::new();
            for cell in &made.cells {
                for example in &cell.examples {
                    assert!(example.position.ends_with(&format!("Alice take {}", text(&set))), "{}", example.position);
                    let (written, set_written) = example.input.split_once(" take ").unwrap();
                    assert_eq!(set_written, text(&set), "{}", example.input);
                    let heaps: Vec<u32> = written.split(' ').map(|h| h.parse().unwrap()).collect();
                    assert_eq!(example.first_wins, minimax(Some(&set), &heaps, &mut memo), "{}", example.position);
                }
            }
        }
    }
}

/// A rule or a scope, written as a closure over the heaps.
type Says<'a> = dyn Fn(&[u32]) -> bool + 'a;

#[test]
fn every_rule_under_a_take_set_is_tested_on_the_subtraction_game() {
    let all = |_: &[u32]| true;
    for set in take_sets() {
        let game = configured(&set);
        let g = mex_values(Some(&set), 17);
        let grundy = |h: &[u32]| h.iter().fold(0, |x, &v| x ^ g[v as usize]) != 0;
        let cases: [(&str, &str, &Says, &Says); 6] = [
            ("x != 0", "", &|h| h.iter().fold(0, |x, &v| x ^ v) != 0, &all),
            ("n % 2 == 1", "", &|h| h.iter().sum::<u32>() % 2 == 1, &all),
            ("h1 != h2", "k == 2", &|h| h[0] != h[1], &|h| h.len() == 2),
            ("h1 % 4 != 0", "k == 1", &|h| h[0] % 4 != 0, &|h| h.len() == 1),
            ("g != 0", "", &grundy, &all),
            ("1 == 0", "k == 1 && h1 == 4", &|_| false, &|h| h == [4]),
        ];
        for (rule, scope, says, within) in cases {
            let report = test(&game, rule, scope, &mut |_| {}).unwrap();
            let expected = first_wrong(&set, says, within);
            let found = report.counterexample.as_ref().map(|c| c.position.clone());
            assert_eq!(found, expected, "take {}: {rule} where {scope}", text(&set));
            assert_eq!(report.outcome, if expected.is_some() { "counterexample" } else { "holds" });
        }
        // The suggestions speak of this game, and the right one (the Grundy values') holds.
        let space = game.rules().unwrap();
        let suggestions = space.suggestions();
        let last = suggestions.last().unwrap();
        assert_eq!(last.rule, "g != 0");
        assert!(suggestions.iter().all(|s| s.note.contains(&game.words())), "take {}", text(&set));
        for suggestion in &suggestions {
            let report = test(&game, &suggestion.rule, &suggestion.scope, &mut |_| {}).unwrap();
            assert_ne!(report.outcome, "error", "{}", report.summary);
        }
        assert_eq!(test(&game, &last.rule, "", &mut |_| {}).unwrap().outcome, "holds");
    }
}

/// Small positions of one to three heaps of up to 6, either player to move, written without a
/// take set: the configured game reads them as its own.
fn small_positions(seed: u64) -> Vec<(Vec<u32>, &'static str)> {
    let mut random = Random::new(seed);
    (0..40)
        .map(|_| {
            let heaps = (0..random.between(1, 3)).map(|_| random.between(0, 6) as u32).collect();
            (heaps, ["Alice", "Bob"][random.below(2) as usize])
        })
        .collect()
}

#[test]
fn every_panel_answers_as_a_plain_search_of_the_configured_game() {
    for (i, set) in take_sets().into_iter().enumerate() {
        let game = configured(&set);
        let mut memo = HashMap::new();
        for (heaps, mover) in small_positions(i as u64) {
            let written: Vec<String> = heaps.iter().map(u32::to_string).collect();
            let text = format!("{} {mover}", written.join(" "));
            let wins = minimax(Some(&set), &heaps, &mut memo);
            let winning = winning_moves(Some(&set), &heaps, &mut memo);
            // The position a panel reads (view, moves, play): the set's game.
            let position = game.position(&text).unwrap();
            assert_eq!(position.mover_wins(), wins, "take {}: {text}", text_of(&set));
            let fast: Vec<String> = position.winning_moves().map(|m| m.to_string()).collect();
            assert_eq!(fast, winning, "take {}: {text}", text_of(&set));
            // The tree's root, labelled by backward induction (a tree small enough to draw).
            if heaps.iter().sum::<u32>() <= 7 {
                let tree = verdict_reason::tree::tree(position.as_ref()).unwrap();
                assert_eq!(tree.nodes[0].value, if wins { "win" } else { "lose" }, "take {}: {text}", text_of(&set));
            }
            // The check: both solvers, and the exhaustive one is the minimax.
            let check = verdict_reason::check::check(&game, &text, &mut |_| {}).unwrap();
            assert_eq!(check.outcome, "agree", "{}", check.summary);
            let expected = format!("{}\t{}", if wins { "win" } else { "lose" }, winning.join(" "));
            assert_eq!(check.exhaustive, expected, "take {}: {text}", text_of(&set));
        }
        // A stress run's random positions are of the set's game.
        let position = verdict_reason::check::random_position(&game, 8, 3).unwrap();
        assert!(position.ends_with(&format!("take {}", text_of(&set))), "{position}");
        let stress = verdict_reason::check::stress(&game, 8, 20, 5, &mut |_| {}).unwrap();
        assert_eq!((stress.checked, stress.disagreement), (20, None));
    }
}

fn text_of(set: &[u32]) -> String {
    text(set)
}

#[test]
fn the_rule_space_names_the_game_and_a_setting_it_cannot_read_is_refused() {
    let game = configured(&[2, 3]);
    assert_eq!(game.words(), "Nim with take 2,3");
    let names: Vec<&str> = game.rules().unwrap().names().iter().map(|n| n.name).collect();
    assert_eq!(names, ["h1", "h2", "h3", "h4", "x", "k", "n", "g"]);
    assert!(game.rules().unwrap().tables().iter().all(|t| t.note.contains("Nim with take 2,3")));
    // Under take 2,3 the counters' sequence is not plain Nim's "Alice, both".
    let by_n = table(&game, "n", "", "", &mut |_| {}).unwrap();
    assert_ne!(by_n.period.as_ref().map(|p| p.pattern.as_str()), Some("Alice, both"), "{}", by_n.summary);
    let refused = GAME.configure(&Settings::new().with("take", "1,x")).unwrap_err();
    assert!(refused.message.english().contains("the setting take"), "{}", refused.message);
    let unknown = GAME.configure(&Settings::new().with("dealer", "N")).unwrap_err();
    assert!(unknown.message.english().contains("unknown setting `dealer`"), "{}", unknown.message);
}
