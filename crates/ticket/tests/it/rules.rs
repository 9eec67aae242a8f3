//! "Test a rule" (docs/RULES.md, "Test a rule") on tickets: rules true and false, whose smallest
//! counterexamples are found here independently, by trying every start position with the
//! exhaustive searches and the rule written as a Rust closure, never through the product's
//! classes of tickets, its features or its solvers.

use verdict_reason::rules::{test, RuleReport};
use verdict_ticket::exhaustive::Search;
use verdict_ticket::Player;

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

/// The rule tested on the game, through the entry point the page's panel takes (the game with its settings).
fn run(rule: &str, scope: &str) -> RuleReport {
    test(&verdict_ticket::GAME.unconfigured().unwrap(), rule, scope, &mut |_| {}).unwrap()
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
        let report = run(text, "");
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
    let report = run("2 * (L - R) == 9 * (qR - qL)", "");
    assert_eq!(report.outcome, "holds", "{report:?}");
    // Every ticket of every even length up to 8: 11^2 + 11^4 + 11^6 + 11^8.
    assert_eq!(report.checked, 121 + 14_641 + 1_771_561 + 214_358_881);
    assert_eq!(report.sizes.iter().map(|s| s.size).collect::<Vec<_>>(), [2, 4, 6, 8]);
}

/// The suggested rules make a lesson: the wrong ones fail, the last holds.
#[test]
fn suggested_rules_go_from_wrong_to_right() {
    let game = verdict_ticket::GAME.unconfigured().unwrap();
    assert_eq!(
        verdict_testkit::rules::suggestion_outcomes(&game),
        ["counterexample", "counterexample", "counterexample", "holds"]
    );
}

#[test]
fn a_rule_that_does_not_read_is_an_error_that_points_at_its_place() {
    let report = run("zz == 1", "");
    assert_eq!(report.outcome, "error");
    let error = report.error.unwrap();
    assert_eq!((error.field, error.error.span), ("rule", Some((0, 2))));
    assert!(error.error.message.english().contains("unknown name zz"), "{}", error.error.message);
    // A division by zero is named at the first position where it happens.
    let report = run("L / R == 0", "");
    assert_eq!(report.outcome, "error");
    let error = report.error.unwrap();
    assert!(error.error.message.english().contains("division by zero at 00 Monocarp"), "{}", error.error.message);
    assert_eq!(error.error.span, Some((2, 3)));
}
