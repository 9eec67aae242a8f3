//! Issue 47: the sentences a student meets while playing, watching, labelling a tree or asking
//! for a hint use the words the rules teach (a row, neighbours, a peak, a gap, numbers joined to
//! 1 or cut off from it, won and lost positions), never the solver's own terms ("arm",
//! "class table", "outside (even)") that the page introduces nowhere. A term may appear only
//! in a sentence that introduces it first. The long explanation and the expert layer teach
//! those terms step by step and are not checked here.

use crate::common::{for_each_permutation, for_each_row_position};
use verdict_model::hints::hinted_view;
use verdict_model::position::Playable;
use verdict_permutation as permutation;
use verdict_permutation::position::RowPosition;
use verdict_reason::tree::tree;
use verdict_testkit::lines::{analysis, steps};

/// The solver's terms, never taught by the page's rules; each with the phrase that introduces
/// it, when the page may use it at all once introduced (`None`: never).
const UNTAUGHT: [(&str, Option<&str>); 11] = [
    ("arm", None),
    ("arms", None),
    ("class", Some("into 7 classes")),
    ("classes", Some("into 7 classes")),
    ("class table", None),
    ("outside", None),
    ("attached", None),
    ("parity", None),
    ("segment", None),
    ("prefix", None),
    ("automaton", None),
];

/// The byte offsets where `term` stands as a whole word in `text` (any case).
fn word_at(text: &str, term: &str) -> Vec<usize> {
    let lower = text.to_lowercase();
    let letter = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    lower
        .match_indices(term)
        .filter(|&(at, _)| !letter(lower[..at].chars().next_back()) && !letter(lower[at + term.len()..].chars().next()))
        .map(|(at, _)| at)
        .collect()
}

/// Fails, naming the sentence, when `text` uses an untaught term before (or without) its
/// introduction, or a bare "(even)"/"(odd)" that says nothing of what is even.
fn check(text: &str, whence: &str) {
    for (term, introduced) in UNTAUGHT {
        let Some(&first) = word_at(text, term).first() else { continue };
        let introduction = introduced.and_then(|phrase| text.find(phrase));
        // Used no earlier than its introduction (which may hold the word itself).
        let taught = introduction.is_some_and(|at| first >= at);
        assert!(taught, "{whence}: {term:?} is never taught to the student: {text}");
    }
    for bare in ["(even)", "(odd)"] {
        assert!(!text.contains(bare), "{whence}: {bare} of what? {text}");
    }
}

/// Every sentence of a position a student can reach: the Why and the hint's reason, the
/// solver's reason for its move, the tree's rule line, the hint ladder, the board's facts,
/// note and cell titles.
fn check_position(text: &str) {
    let position = RowPosition::parse(text).unwrap();
    check(&position.reason().english(), &format!("{text} reason"));
    check(&position.hint_reason().english(), &format!("{text} hint reason"));
    check(&position.line_reason().english(), &format!("{text} the solver's reason"));
    check(&Playable::rule_says(&position).english(), &format!("{text} rule line"));
    check(&Playable::value(&position).clock_note, &format!("{text} clock note"));
    let view = hinted_view(&position, None, None);
    for rung in view.hints.iter().flat_map(|hints| &hints.rungs) {
        check(&format!("{} {}", rung.ask, rung.says), &format!("{text} hint"));
    }
    for fact in &view.board.facts {
        check(&format!("{}: {} {}", fact.label, fact.value, fact.meaning), &format!("{text} fact"));
    }
    for group in &view.board.groups {
        check(&group.note.english(), &format!("{text} note"));
        for cell in &group.cells {
            check(&cell.title.english(), &format!("{text} cell"));
        }
    }
}

#[test]
fn every_sentence_of_a_small_row_uses_taught_words() {
    let mut rule_lines = 0;
    for n in 1..=5 {
        for_each_permutation(n, |values| {
            for_each_row_position(values, |_, text| check_position(text));
            let text: Vec<String> = values.iter().map(u32::to_string).collect();
            let text = text.join(" ");
            // The tree: every node's rule line and sentence (what a student labelling it reads).
            for node in tree(&RowPosition::parse(&text).unwrap()).unwrap().nodes {
                check(&node.rule.english(), &format!("{text} tree node {}", node.position));
                check(&node.because.english(), &format!("{text} tree node {}", node.position));
                rule_lines += usize::from(node.rule.english().contains("into 7 classes"));
            }
            // Watch: the narration and the board of every step, and the Why line.
            let a = analysis(permutation::GAME, &text);
            for entry in &a.report().line.legend {
                check(&entry.meaning.english(), &format!("{text} legend"));
            }
            check(&a.report().reason.english(), &format!("{text} Why"));
            for step in steps(&a) {
                check(&step.narration.english(), &format!("{text} step {}", step.index));
                for fact in &step.board.facts {
                    check(&format!("{}: {}", fact.label, fact.value), &format!("{text} step {} fact", step.index));
                }
                for group in &step.board.groups {
                    check(&group.note.english(), &format!("{text} step {} note", step.index));
                }
            }
        });
    }
    // The tree's rule line does use "class", introduced: the check above saw it (not vacuous).
    assert!(rule_lines > 100, "{rule_lines}");
}

/// The detector itself: the sentences the page used to show fail it.
#[test]
fn the_old_wording_is_caught() {
    for old in [
        "Attached to 1: the left arm 3, the right arm empty; 0 numbers outside (even).",
        "Alice removes 4: that leaves Bob arms of classes 1 and 3 with 2 numbers outside (even), a loss for the player to move by the class table.",
        "Rule: the player to move wins exactly when the table marks the arms' classes, with the parity of the count outside, as a win. Here arm classes 1 · 3 with 0 numbers outside (even).",
        "Here the left side is class 1, before the sorting into 7 classes.",
    ] {
        assert!(std::panic::catch_unwind(|| check(old, "old")).is_err(), "{old}");
    }
}
