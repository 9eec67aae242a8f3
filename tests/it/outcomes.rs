//! Outcome tables (docs/RULES.md, "Outcome tables") against plain searches written here: every
//! cell's count of positions and of first-player wins is what enumerating the positions and
//! solving each by exhaustive search gives; the names that decide say so, those that do not
//! count their mixed cells; a rule drawn over a table is wrong exactly where it names the wrong
//! winner; a sequence says its period.

use crate::for_each_permutation;
use std::collections::BTreeMap;
use verdict_model::conjecture::{Case, Name, RuleSpace, Suggestion};
use verdict_playground::games::permutation::exhaustive::Search as RowSearch;
use verdict_playground::games::ticket::exhaustive::Search as TicketSearch;
use verdict_playground::games::{permutation, ticket};
use verdict_reason::outcomes::{table, table_of_sizes, table_of_space, OutcomeTable};

/// (total, first player's wins) by cell, from the table.
fn cells(table: &OutcomeTable) -> BTreeMap<(i64, i64), (u64, u64)> {
    table.cells.iter().map(|c| ((c.x, c.y), (c.total, c.first_wins))).collect()
}

/// The game with no setting given, as the outcome tables take it.
fn space(game: verdict_playground::Game) -> verdict_playground::games::Configured {
    game.unconfigured().expect("a game with its default settings")
}

#[test]
fn the_permutations_tables_are_the_exhaustive_searchs() {
    // Every row of up to 8 numbers, by its arms' lengths, solved by minimax over the sets of
    // numbers left.
    let mut by_arms: BTreeMap<(i64, i64), (u64, u64)> = BTreeMap::new();
    for n in 1..=8 {
        for_each_permutation(n, |values| {
            let one = values.iter().position(|&v| v == 1).unwrap();
            let alice = RowSearch::new(values).unwrap().mover_wins(0);
            let cell = by_arms.entry((one as i64, (n - 1 - one) as i64)).or_default();
            cell.0 += 1;
            cell.1 += u64::from(alice);
        });
    }
    let arms = table(&space(permutation::GAME), "a", "b", "", &mut |_| {}).unwrap();
    assert_eq!(cells(&arms), by_arms);
    assert_eq!(arms.checked, 46_233);
    assert!(!arms.decides && arms.mixed > 0, "{}", arms.summary);
    assert!(arms.summary.contains("do not decide"), "{}", arms.summary);
    assert_eq!((arms.first.as_str(), arms.second.as_str()), ("Alice", "Bob"));
    // The classes decide every row.
    let classes = table(&space(permutation::GAME), "ca", "cb", "", &mut |_| {}).unwrap();
    assert!(classes.decides, "{}", classes.summary);
    assert_eq!(classes.checked, 46_233);
    assert!(classes.cells.iter().all(|c| c.first_wins == 0 || c.first_wins == c.total));
    // Each cell's examples are of the cell and say who wins there, the smallest first.
    for cell in &arms.cells {
        for example in &cell.examples {
            let values: Vec<u32> = example.input.split(' ').map(|v| v.parse().unwrap()).collect();
            let one = values.iter().position(|&v| v == 1).unwrap() as i64;
            assert_eq!((one, values.len() as i64 - 1 - one), (cell.x, cell.y), "{}", example.input);
            assert_eq!(RowSearch::new(&values).unwrap().mover_wins(0), example.first_wins, "{}", example.input);
        }
    }
}

#[test]
fn the_tickets_tables_are_the_exhaustive_searchs() {
    // Every ticket of length 2, 4 and 6 over 0-9 and '?', Monocarp to move, by minimax.
    let mut search = TicketSearch::default();
    let mut by_sums: BTreeMap<(i64, i64), (u64, u64)> = BTreeMap::new();
    let mut by_d_e: BTreeMap<(i64, i64), (u64, u64)> = BTreeMap::new();
    for len in [2usize, 4, 6] {
        let h = len / 2;
        let mut cells = vec![0u8; len];
        let total = 11u64.pow(len as u32);
        for mut code in 0..total {
            for cell in cells.iter_mut() {
                *cell = (code % 11) as u8;
                code /= 11;
            }
            let (mut l, mut r, mut ql, mut qr) = (0i64, 0i64, 0i64, 0i64);
            for (i, &c) in cells.iter().enumerate() {
                match (c, i < h) {
                    (10, true) => ql += 1,
                    (10, false) => qr += 1,
                    (digit, true) => l += i64::from(digit),
                    (digit, false) => r += i64::from(digit),
                }
            }
            let monocarp = !search.bicarp_wins(ql, qr, l - r, true);
            for (map, key) in [(&mut by_sums, (l, r)), (&mut by_d_e, (l - r, qr - ql))] {
                let cell = map.entry(key).or_default();
                cell.0 += 1;
                cell.1 += u64::from(monocarp);
            }
        }
    }
    let sums = table_of_sizes(&space(ticket::GAME), &[2, 4, 6], "L", "R", "", &mut |_| {}).unwrap();
    assert_eq!(cells(&sums), by_sums);
    // What the first suggested table's note says, over every size: off the lines L − R = 0, ±9,
    // ±18 every cell is Monocarp's; on them some cells hold both players' tickets.
    let all_sums = table(&space(ticket::GAME), "L", "R", "", &mut |_| {}).unwrap();
    for cell in &all_sums.cells {
        if ![0, 9, 18].contains(&(cell.x - cell.y).abs()) {
            assert_eq!(cell.first_wins, cell.total, "L = {}, R = {}", cell.x, cell.y);
        }
    }
    assert!(all_sums.cells.iter().any(|c| (c.x - c.y).abs() == 18 && c.first_wins > 0 && c.first_wins < c.total));
    assert!(all_sums.cells.iter().any(|c| c.x == c.y && c.first_wins > 0 && c.first_wins < c.total));
    assert!(!sums.decides);
    assert_eq!((sums.first.as_str(), sums.second.as_str()), ("Monocarp", "Bicarp"));
    let balance = table_of_sizes(&space(ticket::GAME), &[2, 4, 6], "d", "e", "", &mut |_| {}).unwrap();
    assert_eq!(cells(&balance), by_d_e);
    assert!(balance.decides, "{}", balance.summary);
    // The closed form drawn over it is never wrong; equal sums are, in cells it counts.
    let right = table_of_sizes(&space(ticket::GAME), &[2, 4, 6], "d", "e", "2 * d == 9 * e", &mut |_| {}).unwrap();
    assert_eq!(right.rule.as_ref().map(|r| (r.wrong, r.wrong_cells)), Some((0, 0)));
    let wrong = table_of_sizes(&space(ticket::GAME), &[2, 4, 6], "d", "e", "L == R", &mut |_| {}).unwrap();
    let drawn = wrong.rule.as_ref().unwrap();
    assert!(drawn.wrong > 0 && drawn.wrong_cells == wrong.cells.iter().filter(|c| c.rule_wrong > 0).count());
    // Where the rule says Bicarp and Monocarp wins, or the other way, the cell counts it: the
    // rule "L == R" is wrong in a cell exactly when its positions' winner is not "d == 0".
    for cell in &wrong.cells {
        let rule_says_bicarp = cell.x == 0;
        let wrong_here = if rule_says_bicarp { cell.first_wins } else { cell.total - cell.first_wins };
        assert_eq!(cell.rule_wrong, wrong_here, "d = {}, e = {}", cell.x, cell.y);
    }
}

/// A heap of `n` counters, take 1 to 3, whoever takes the last wins: the first player wins
/// exactly when 4 does not divide `n` (a rule space written here, with its own search).
struct Heaps;

impl RuleSpace for Heaps {
    fn names(&self) -> Vec<Name> {
        vec![Name { name: "n", meaning: "counters" }]
    }
    fn claimed(&self) -> ([&'static str; 2], usize) {
        (["Alice wins", "Bob wins"], 0)
    }
    fn sizes(&self) -> Vec<usize> {
        (0..=20).collect()
    }
    fn size_words(&self, size: usize) -> String {
        format!("{size} counters")
    }
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        // Minimax: a heap is won when some take leaves a lost one.
        fn wins(n: usize) -> bool {
            (1..=3.min(n)).any(|take| !wins(n - take))
        }
        let values = [size as i64];
        let position = || (size.to_string(), size.to_string());
        visit(&Case { values: &values, count: 1, claim_holds: wins(size), position: &position });
    }
    fn suggestions(&self) -> Vec<Suggestion> {
        Vec::new()
    }
}

#[test]
fn a_sequence_says_its_period_and_errors_name_their_place() {
    let by_n = table_of_space(&Heaps, "a heap", &Heaps.sizes(), "n", "", "", &mut |_| {});
    let period = by_n.period.as_ref().expect("a period");
    assert_eq!((period.start, period.length), (0, 4), "{}", by_n.summary);
    assert_eq!(period.pattern, "Bob, Alice, Alice, Alice");
    assert!(by_n.summary.contains("From n = 0 on the outcomes repeat every 4 values"), "{}", by_n.summary);
    // Two names on no sequence: no period.
    assert!(table(&space(ticket::GAME), "L", "R", "", &mut |_| {}).unwrap().period.is_none());
    // An unknown name, and a rule that does not read.
    let unknown = table(&space(ticket::GAME), "zz", "R", "", &mut |_| {}).unwrap();
    assert_eq!(unknown.error.as_ref().map(|e| e.field), Some("x"));
    assert!(unknown.summary.contains("unknown name zz"), "{}", unknown.summary);
    let unread = table(&space(ticket::GAME), "L", "R", "L ==", &mut |_| {}).unwrap();
    let error = unread.error.as_ref().unwrap();
    assert_eq!((error.field, error.error.span), ("rule", Some((4, 4))));
    // A rule that cannot be evaluated somewhere says where.
    let division = table(&space(ticket::GAME), "L", "R", "L / R == 1", &mut |_| {}).unwrap();
    let error = division.error.as_ref().unwrap();
    assert!(error.error.message.english().starts_with("a division by zero at "), "{}", error.error.message);
    assert_eq!(error.error.span, Some((2, 3)));
}

/// The tables a game suggests come in a lesson's order (docs/RULES.md, "Outcome tables"): the
/// first does not decide the game, the last does, and each table is one the core can draw;
/// under every value of every setting its menu offers (each of Nim's take sets), the tables are
/// of the game those settings make, and say so.
#[test]
fn every_games_suggested_tables_go_from_undecided_to_decided() {
    for &game in verdict_playground::REGISTRY {
        let mut configurations = vec![verdict_playground::Settings::new()];
        for menu in game.about().settings {
            configurations.extend(
                menu.options.iter().map(|(value, _)| verdict_playground::Settings::new().with(menu.name, value)),
            );
        }
        for settings in configurations {
            let configured = game.configure(&settings).unwrap();
            let Some(space) = configured.rules() else {
                continue;
            };
            let suggested = space.tables();
            if suggested.is_empty() {
                continue;
            }
            let words = configured.words();
            let drawn: Vec<OutcomeTable> =
                suggested.iter().map(|s| table(&configured, &s.x, &s.y, "", &mut |_| {}).unwrap()).collect();
            assert!(!drawn[0].decides, "{words}: {} × {} should not decide", suggested[0].x, suggested[0].y);
            let last = drawn.len() - 1;
            assert!(drawn[last].decides, "{words}: {} × {} should decide", suggested[last].x, suggested[last].y);
            assert!(drawn.iter().all(|t| t.checked > 0), "{words}: every table holds starts");
            assert!(
                drawn.iter().all(|t| t.game == words && t.summary.contains(&words)),
                "{words}: each table names its game"
            );
        }
    }
}
