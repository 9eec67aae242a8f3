//! "Test a rule" (docs/RULES.md, "Test a rule"): rules true and false, whose smallest
//! counterexamples are found here independently, by trying every start position with the
//! exhaustive searches and the rule written as a Rust closure, never through the product's
//! classes of tickets, its features or its solvers.

use crate::common::for_each_permutation as permutations;
use verdict_playground::conjecture::{test, RuleReport, RuleSpace};
use verdict_playground::games::permutation::conjecture::PermutationRules;
use verdict_playground::games::permutation::exhaustive;
use verdict_playground::games::ticket::conjecture::TicketRules;
use verdict_playground::games::ticket::exhaustive::Search;
use verdict_playground::games::ticket::Player;

/// A ticket's numbers as a rule names them.
#[derive(Clone, Copy, Debug)]
struct T {
    l: i64,
    r: i64,
    ql: i64,
    qr: i64,
}

fn ticket_numbers(text: &str) -> T {
    let (left, right) = text.split_at(text.len() / 2);
    let sum = |s: &str| s.bytes().filter(u8::is_ascii_digit).map(|b| i64::from(b - b'0')).sum();
    let holes = |s: &str| s.bytes().filter(|&b| b == b'?').count() as i64;
    T { l: sum(left), r: sum(right), ql: holes(left), qr: holes(right) }
}

/// Every ticket of `length` (digits and `?`), in no particular order.
fn tickets(length: usize, visit: &mut impl FnMut(&str)) {
    let alphabet = b"?0123456789";
    let mut digits = vec![0usize; length];
    let mut text = vec![b'?'; length];
    loop {
        for i in 0..length {
            text[i] = alphabet[digits[i]];
        }
        visit(std::str::from_utf8(&text).unwrap());
        let Some(i) = (0..length).rev().find(|&i| digits[i] < 10) else { return };
        digits[i] += 1;
        for d in &mut digits[i + 1..] {
            *d = 0;
        }
    }
}

/// The smallest ticket length (up to 6) with a ticket where `rule` and the minimax disagree.
fn smallest_ticket_counterexample(rule: impl Fn(T) -> bool) -> Option<usize> {
    let mut search = Search::default();
    (2..=6).step_by(2).find(|&length| {
        let mut found = false;
        tickets(length, &mut |text| {
            if !found {
                let bicarp = search.winner(text) == Some(Player::Bicarp);
                found = rule(ticket_numbers(text)) != bicarp;
            }
        });
        found
    })
}

fn run(space: &dyn RuleSpace, rule: &str, scope: &str) -> RuleReport {
    test(space, rule, scope, &mut |_| {})
}

#[test]
fn ticket_rules_get_the_smallest_genuine_counterexample() {
    type Claim = fn(T) -> bool;
    let rules: [(&str, Claim); 6] = [
        ("L == R", |t| t.l == t.r),
        ("L == R && (qL + qR) % 2 == 0", |t| t.l == t.r && (t.ql + t.qr) % 2 == 0),
        ("L == R && qL == qR", |t| t.l == t.r && t.ql == t.qr),
        ("L >= R", |t| t.l >= t.r),
        ("qL + qR == 0 && L == R", |t| t.ql + t.qr == 0 && t.l == t.r),
        ("abs(L - R) <= 9 && (qL + qR) % 2 == 0", |t| (t.l - t.r).abs() <= 9 && (t.ql + t.qr) % 2 == 0),
    ];
    let mut search = Search::default();
    for (text, claim) in rules {
        let smallest = smallest_ticket_counterexample(claim).expect("each of these rules is false");
        let report = run(&TicketRules, text, "");
        assert_eq!(report.outcome, "counterexample", "{text}: {report:?}");
        let example = report.counterexample.unwrap();
        assert_eq!(example.size, smallest, "{text}: not the smallest size");
        let cells = example.input.as_str();
        assert_eq!(example.position, format!("{cells} Monocarp"));
        let bicarp = search.winner(cells) == Some(Player::Bicarp);
        assert_ne!(claim(ticket_numbers(cells)), bicarp, "{text}: {cells} is no counterexample");
        assert_eq!((example.rule_says, example.game_says), (claim(ticket_numbers(cells)), bicarp), "{text}");
    }
}

#[test]
fn the_ticket_rule_holds_on_every_ticket_up_to_length_8() {
    let rule = |t: T| 2 * (t.l - t.r) == 9 * (t.qr - t.ql);
    assert_eq!(smallest_ticket_counterexample(rule), None, "no counterexample up to 6 by the minimax");
    let report = run(&TicketRules, "2 * (L - R) == 9 * (qR - qL)", "");
    assert_eq!(report.outcome, "holds", "{report:?}");
    // Every ticket of every even length up to 8: 11^2 + 11^4 + 11^6 + 11^8.
    assert_eq!(report.checked, 121 + 14_641 + 1_771_561 + 214_358_881);
    assert_eq!(report.sizes.iter().map(|s| s.size).collect::<Vec<_>>(), [2, 4, 6, 8]);
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
        let report = run(&PermutationRules, rule, scope);
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

/// The suggested rules make a lesson: the wrong ones fail, the last of each game holds.
#[test]
fn suggested_rules_go_from_wrong_to_right() {
    for (space, expected) in [
        (&TicketRules as &dyn RuleSpace, &["counterexample", "counterexample", "counterexample", "holds"][..]),
        (&PermutationRules, &["counterexample", "holds", "holds"][..]),
    ] {
        let outcomes: Vec<&str> = space.suggestions().iter().map(|s| run(space, s.rule, s.scope).outcome).collect();
        assert_eq!(outcomes, expected, "{}", space.claim());
    }
}

#[test]
fn a_rule_that_does_not_read_is_an_error_that_points_at_its_place() {
    let report = run(&TicketRules, "zz == 1", "");
    assert_eq!(report.outcome, "error");
    let error = report.error.unwrap();
    assert_eq!((error.field, error.error.span), ("rule", Some((0, 2))));
    assert!(error.error.message.contains("unknown name zz"), "{}", error.error.message);
    let report = run(&PermutationRules, "n == 1", "a ==");
    let error = report.error.unwrap();
    assert_eq!((error.field, error.error.span), ("scope", Some((4, 4))));
    assert!(error.error.message.contains("expected a number or a name after =="), "{}", error.error.message);
    // A division by zero is named at the first position where it happens.
    let report = run(&TicketRules, "L / R == 0", "");
    assert_eq!(report.outcome, "error");
    let error = report.error.unwrap();
    assert!(error.error.message.contains("division by zero at 00 Monocarp"), "{}", error.error.message);
    assert_eq!(error.error.span, Some((2, 3)));
}
