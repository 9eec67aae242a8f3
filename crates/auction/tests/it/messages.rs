//! The words of input errors: a number too large is "too large", not "not a number"; the dash
//! message suggests separators that cannot be read as a range; a call where the judge expects
//! n blames the previous case's count.

use crate::common::judge;
use verdict_auction as auction;
use verdict_model::game::analyze;
use verdict_model::Settings;

fn page_error(text: &str) -> String {
    analyze(auction::GAME, text, &Settings::default()).unwrap_err().message.english()
}

fn judge_error(stdin: &str) -> String {
    judge(stdin, false).unwrap_err().message.english()
}

const HUGE: &str = "99999999999999999999";

#[test]
fn a_number_too_large_is_named_as_such() {
    // Counts say how large they may be.
    for stdin in [format!("{HUGE}\n"), format!("1\n{HUGE} P\n")] {
        let message = judge_error(&stdin);
        assert!(message.contains(&format!("'{HUGE}' is too large")), "{stdin:?}: {message}");
        assert!(message.contains("(at most 18446744073709551615)"), "{message}");
    }
}

#[test]
fn the_dash_message_suggests_unambiguous_separators() {
    let message = page_error("1C-P-2H");
    assert!(message.contains("1C P 2H or 1C,P,2H"), "{message}");
    assert!(!message.contains("1C - 2H"), "a dash between calls reads as a range: {message}");
}

#[test]
fn a_call_where_n_should_be_suggests_the_previous_case_is_too_long() {
    const HINT: &str = "(it is a call: does the previous case have more calls than its n says?)";
    // Case 1 says 1 call and has 2: its second call is read as case 2's n.
    let message = judge_error("2\n1 P P\n1 P\n");
    assert!(message.contains("n = 'P' should be the number of calls") && message.contains(HINT), "{message}");
    // In the first case there is no previous case to blame; a word that is not a call gets no
    // hint (`x` would: it is a double).
    for stdin in ["1\nP\n", "2\n1 P\ny P\n"] {
        let message = judge_error(stdin);
        assert!(message.contains("should be the number of calls, a whole number"), "{stdin:?}: {message}");
        assert!(!message.contains(HINT), "{stdin:?}: {message}");
    }
}
