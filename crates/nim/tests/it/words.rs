//! Every sentence a student reads about Nim positions whose counts are 0, 1 and 2 (heaps,
//! counters, moves left, winning moves), won and lost, under Nim and a take set: the report,
//! the line, each position's reason, rule, clock, values and hint ladder, the exercises and
//! their grades. None has a count whose noun or verb disagrees with it, an article that does
//! not fit its number, a sentence said twice or a list that is "none".

use crate::common::*;
use verdict_testkit::words::{add_analysis, add_exercises, add_position, check_counts_agree};

#[test]
fn every_sentence_reads_right_at_counts_of_0_1_and_2() {
    let mut corpus: Vec<String> = Vec::new();
    for set in [None, Some(vec![1, 2]), Some(vec![1, 3, 4])] {
        for count in 1..=3 {
            for heaps in every(count, 3) {
                for mover in ["Alice", "Bob"] {
                    let text = text(&heaps, mover, &set);
                    add_position(&*position(&text), None, &mut corpus);
                }
            }
        }
    }
    for input in ["1 2 3", "3 5 7", "1", "2 2", "0 1", "8 11 18"] {
        add_analysis(GAME, input, &mut corpus);
    }
    add_exercises(GAME, &mut corpus);
    check_counts_agree(&corpus, &["1 move", "2 moves", "1 counter", "2 counters"]);
}

/// The counters a move's words say it takes, and whether they say it empties the heap.
fn said(words: &str) -> (u32, bool) {
    if words.starts_with("takes both counters of heap ") {
        (2, true)
    } else if words.starts_with("takes the last counter of heap ") {
        (1, true)
    } else if let Some(rest) = words.strip_prefix("takes all ") {
        (rest.split(' ').next().unwrap().parse().unwrap(), true)
    } else {
        let rest = words.strip_prefix("takes ").unwrap_or_else(|| panic!("{words}"));
        (rest.split(' ').next().unwrap().parse().unwrap(), false)
    }
}

#[test]
fn a_moves_words_say_how_many_it_takes_and_whether_it_empties_the_heap() {
    for before in 1..=6 {
        for take in 1..=before {
            for heap in [0, 4] {
                let words = verdict_nim::line::move_words(heap, take, before).english();
                assert_eq!(said(&words), (take, take == before), "{take} of {before}: {words}");
                assert!(words.ends_with(&format!("heap {}", heap + 1)), "{words}");
                // "all" for three counters or more: one is "the last", two are "both" (issue 33).
                assert_eq!(words.starts_with("takes all "), take == before && take >= 3, "{words}");
            }
        }
    }
}
