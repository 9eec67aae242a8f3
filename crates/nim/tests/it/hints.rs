//! Play's hint ladder in Nim and the subtraction games (issue 33), over every position reached
//! from every start of up to 3 heaps of up to 4 counters under every take set the tests play:
//! the shared checks of `verdict_testkit::hints` against a plain search of every move's
//! remoteness.

use crate::common::*;
use std::collections::HashMap;
use verdict_testkit::hints::{check_hints_from, Seen};

#[test]
fn hints_know_won_from_lost_on_every_small_position() {
    let mut seen = Seen::default();
    for set in take_sets() {
        let mut memo = HashMap::new();
        for count in 1..=3 {
            for heaps in every(count, 4) {
                if heaps.iter().all(|&h| takes(set.as_deref(), h).is_empty()) {
                    continue;
                }
                check_hints_from(&*position(&text(&heaps, "Alice", &set)), &mut seen, &mut memo);
            }
        }
    }
    assert!(seen.won > 100 && seen.lost > 100 && seen.lost_unevenly > 10, "{seen:?}");
}
