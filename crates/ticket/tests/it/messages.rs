//! The words of input errors: a number too large is "too large", not "not a number".

use crate::common::judge;

const HUGE: &str = "99999999999999999999";

#[test]
fn a_number_too_large_is_named_as_such() {
    // The count says how large it may be.
    let message = judge(&format!("{HUGE}\n??\n"), false).unwrap_err().message;
    assert!(message.english().contains(&format!("'{HUGE}' is too large")), "{message}");
    assert!(message.english().contains("(at most 18446744073709551615)"), "{message}");
    // Not a number stays "not a number".
    assert!(judge("4x\n????\n", false).unwrap_err().message.english().contains("should be a positive even number"));
}
