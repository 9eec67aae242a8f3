//! "Test a rule" (docs/RULES.md, "Test a rule") on rows: rules true and false, whose smallest
//! counterexamples are found here independently, by trying every start position with the
//! exhaustive searches and the rule written as a Rust closure, never through the product's
//! classes of tickets, its features or its solvers.

use crate::common::for_each_permutation as permutations;
use verdict_permutation::exhaustive;
use verdict_reason::rules::{test, RuleReport};

/// The rule tested on the game, through the entry point the page's panel takes (the game with its settings).
fn run(rule: &str, scope: &str) -> RuleReport {
    test(&verdict_permutation::GAME.unconfigured().unwrap(), rule, scope, &mut |_| {}).unwrap()
}

/// A row's numbers as a rule names them, read here from the row itself.
#[derive(Clone, Copy, Debug)]
struct P {
    n: i64,
    p: i64,
    a: i64,
    b: i64,
    downs: i64,
    peaks: i64,
}

fn row_numbers(values: &[u32]) -> P {
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).unwrap();
    // A number is removable when larger than its present neighbours; an arm's steps down are
    // the places where reading outward from 1 goes to a smaller number.
    let removable = (0..n)
        .filter(|&i| i != one)
        .filter(|&i| (i == 0 || values[i] > values[i - 1]) && (i + 1 == n || values[i] > values[i + 1]))
        .count();
    let downs_left = (1..one).filter(|&i| values[i - 1] < values[i]).count();
    let downs_right = (one + 2..n).filter(|&i| values[i] < values[i - 1]).count();
    P {
        n: n as i64,
        p: one as i64 + 1,
        a: one as i64,
        b: (n - one - 1) as i64,
        downs: (downs_left + downs_right) as i64,
        peaks: removable as i64,
    }
}

/// The smallest count of numbers (up to 8) with a row in `scope` where `rule` and the
/// exhaustive search disagree, and how many rows of up to 8 are in scope.
fn smallest_row_counterexample(rule: impl Fn(P) -> bool, scope: impl Fn(P) -> bool) -> (Option<usize>, u64) {
    let mut smallest = None;
    let mut in_scope = 0;
    for n in 1..=8 {
        permutations(n, |values| {
            let numbers = row_numbers(values);
            if !scope(numbers) {
                return;
            }
            in_scope += 1;
            let alice = exhaustive::Search::new(values).unwrap().mover_wins(0);
            if smallest.is_none() && rule(numbers) != alice {
                smallest = Some(n);
            }
        });
    }
    (smallest, in_scope)
}

#[test]
fn permutation_rules_get_the_smallest_genuine_counterexample_or_hold() {
    type Claim = fn(P) -> bool;
    let every: Claim = |_| true;
    let cases: [(&str, &str, Claim, Claim); 7] = [
        ("n % 2 == 1", "", |r| r.n % 2 == 1, every),
        ("n % 2 == 1", "da + db == 0", |r| r.n % 2 == 1, |r| r.downs == 0),
        ("a == b", "", |r| r.a == r.b, every),
        ("p == 1 || p == n", "", |r| r.p == 1 || r.p == r.n, every),
        ("pa + pb >= 2", "n > 1", |r| r.peaks >= 2, |r| r.n > 1),
        ("(a + b) % 2 == 0", "pa + pb == 1 && n > 1", |r| (r.a + r.b) % 2 == 0, |r| r.peaks == 1 && r.n > 1),
        ("n % 2 == 0", "da + db == 1", |r| r.n % 2 == 0, |r| r.downs == 1),
    ];
    for (rule, scope, claim, within) in cases {
        let (smallest, in_scope) = smallest_row_counterexample(claim, within);
        let report = run(rule, scope);
        match smallest {
            None => {
                assert_eq!(report.outcome, "holds", "{rule} / {scope}: {report:?}");
                assert_eq!(report.checked, in_scope, "{rule} / {scope}");
            }
            Some(size) => {
                assert_eq!(report.outcome, "counterexample", "{rule} / {scope}: {report:?}");
                let example = report.counterexample.unwrap();
                assert_eq!(example.size, size, "{rule} / {scope}: not the smallest size");
                let values: Vec<u32> = example.input.split(' ').map(|w| w.parse().unwrap()).collect();
                let numbers = row_numbers(&values);
                assert!(within(numbers), "{rule} / {scope}: {:?} is out of scope", example.input);
                let alice = exhaustive::Search::new(&values).unwrap().mover_wins(0);
                assert_ne!(claim(numbers), alice, "{rule} / {scope}: {} is no counterexample", example.input);
                assert_eq!(example.position, example.input);
            }
        }
    }
}

/// The suggested rules make a lesson: the wrong one fails, then rules by family (rising arms,
/// guarded neighbours of 1) and the class rule of one arm hold.
#[test]
fn suggested_rules_go_from_wrong_to_right() {
    let game = verdict_permutation::GAME.unconfigured().unwrap();
    assert_eq!(verdict_testkit::rules::suggestion_outcomes(&game), ["counterexample", "holds", "holds", "holds"]);
}

#[test]
fn a_rule_that_does_not_read_is_an_error_that_points_at_its_place() {
    let report = run("n == 1", "a ==");
    let error = report.error.unwrap();
    assert_eq!((error.field, error.error.span), ("scope", Some((4, 4))));
    assert!(error.error.message.english().contains("expected a number or a name after =="), "{}", error.error.message);
}
