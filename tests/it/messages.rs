//! The words of input errors: a number too large is "too large", not "not a number"; the dash
//! message suggests separators that cannot be read as a range; a call where the judge expects
//! n blames the previous case's count.

use verdict_playground::games::position;
use verdict_playground::games::{auction, permutation, ticket};
use verdict_playground::{analyze, judge, Game, Settings};

fn page_error(game: Game, text: &str) -> String {
    analyze(game, text, &Settings::default()).unwrap_err().message
}

fn judge_error(game: Game, stdin: &str) -> String {
    judge(game, stdin, false).unwrap_err().message
}

const HUGE: &str = "99999999999999999999";

#[test]
fn a_number_too_large_is_named_as_such() {
    // In a row it is out of range, as 7 is in a row of 6.
    let message = page_error(permutation::GAME, &format!("3 {HUGE} 1"));
    assert!(message.starts_with(&format!("'{HUGE}' is out of range: a row of 3 numbers")), "{message}");
    let message = position(permutation::GAME, &format!("3 {HUGE} 1")).err().unwrap().message;
    assert!(message.contains("out of range"), "{message}");
    // Counts say how large they may be.
    for (game, stdin) in [
        (permutation::GAME, format!("{HUGE}\n")),
        (permutation::GAME, format!("1\n{HUGE}\n1\n")),
        (auction::GAME, format!("{HUGE}\n")),
        (auction::GAME, format!("1\n{HUGE} P\n")),
        (ticket::GAME, format!("{HUGE}\n??\n")),
    ] {
        let message = judge_error(game, &stdin);
        assert!(message.contains(&format!("'{HUGE}' is too large")), "{game:?} {stdin:?}: {message}");
        assert!(message.contains("(at most 18446744073709551615)"), "{game:?}: {message}");
    }
    // Not a number stays "not a number".
    let message = page_error(permutation::GAME, "3 x 1");
    assert!(message.contains("'x' is not a number"), "{message}");
    assert!(judge_error(ticket::GAME, "4x\n????\n").contains("should be a positive even number"));
}

#[test]
fn the_dash_message_suggests_unambiguous_separators() {
    let message = page_error(auction::GAME, "1C-P-2H");
    assert!(message.contains("1C P 2H or 1C,P,2H"), "{message}");
    assert!(!message.contains("1C - 2H"), "a dash between calls reads as a range: {message}");
}

#[test]
fn a_call_where_n_should_be_suggests_the_previous_case_is_too_long() {
    const HINT: &str = "(it is a call: does the previous case have more calls than its n says?)";
    // Case 1 says 1 call and has 2: its second call is read as case 2's n.
    let message = judge_error(auction::GAME, "2\n1 P P\n1 P\n");
    assert!(message.contains("n = 'P' should be the number of calls") && message.contains(HINT), "{message}");
    // In the first case there is no previous case to blame; a word that is not a call gets no
    // hint (`x` would: it is a double).
    for stdin in ["1\nP\n", "2\n1 P\ny P\n"] {
        let message = judge_error(auction::GAME, stdin);
        assert!(message.contains("should be the number of calls, a whole number"), "{stdin:?}: {message}");
        assert!(!message.contains(HINT), "{stdin:?}: {message}");
    }
}
