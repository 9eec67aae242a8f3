//! The words of input errors: a number too large is "too large" (in a row, out of range), not
//! "not a number".

use crate::common::judge;
use verdict_model::game::{analyze, position};
use verdict_model::Settings;
use verdict_permutation as permutation;

const HUGE: &str = "99999999999999999999";

fn page_error(text: &str) -> String {
    analyze(permutation::GAME, text, &Settings::default()).unwrap_err().message.english()
}

#[test]
fn a_number_too_large_is_named_as_such() {
    // In a row it is out of range, as 7 is in a row of 6.
    let message = page_error(&format!("3 {HUGE} 1"));
    assert!(message.starts_with(&format!("'{HUGE}' is out of range: a row of 3 numbers")), "{message}");
    let message = position(permutation::GAME, &format!("3 {HUGE} 1")).err().unwrap().message;
    assert!(message.english().contains("out of range"), "{message}");
    // Counts say how large they may be.
    for stdin in [format!("{HUGE}\n"), format!("1\n{HUGE}\n1\n")] {
        let message = judge(&stdin, false).unwrap_err().message;
        assert!(message.english().contains(&format!("'{HUGE}' is too large")), "{stdin:?}: {message}");
        assert!(message.english().contains("(at most 18446744073709551615)"), "{message}");
    }
    // Not a number stays "not a number".
    let message = page_error("3 x 1");
    assert!(message.contains("'x' is not a number"), "{message}");
}
