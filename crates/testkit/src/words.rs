//! What a student reads, whatever the game: the grammar of counts of 0, 1 and 2, over a corpus
//! of every sentence the page shows for an input, a position and the exercises.

use verdict_model::catalogue::{format, ids, Lang};
use verdict_model::game::{analyze, exercise_set, grade};
use verdict_model::line::Board;
use verdict_model::position::Playable;
use verdict_model::values::values_view;
use verdict_model::Message;
use verdict_model::{Game, Settings};

/// What is wrong with the grammar of counts in `text`: a count of 1 with a plural noun or
/// verb ("1 moves", "1 '?' are", "There are 1"), another count with a singular one ("2 '?' is",
/// "3 move"), or a player called "it".
pub fn count_faults(text: &str) -> Vec<String> {
    const PLURAL: [&str; 14] = [
        "moves",
        "numbers",
        "pairs",
        "answers",
        "digits",
        "places",
        "positions",
        "steps",
        "classes",
        "states",
        "cells",
        "prefixes",
        "lists",
        "halves",
    ];
    const SINGULAR: [&str; 8] = ["move", "number", "pair", "answer", "digit", "place", "prefix", "list"];
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut faults = Vec::new();
    for (i, pair) in words.windows(3).enumerate() {
        let (count, noun, verb) =
            (pair[0].trim_start_matches('('), pair[1].trim_end_matches([',', '.', ';', ':', ')']), pair[2]);
        let Ok(count) = count.parse::<u64>() else { continue };
        // "position 1 numbers" never occurs; "removes 1" before a noun would be a count.
        let before = if i > 0 { words[i - 1] } else { "" };
        if ["position", "positions", "class", "classes", "move", "of", "removes", "take"].contains(&before)
            && count == 1
            && !PLURAL.contains(&noun)
        {
            continue;
        }
        if count == 1 && PLURAL.contains(&noun) {
            faults.push(format!("'{} {}'", pair[0], pair[1]));
        }
        if count != 1 && SINGULAR.contains(&noun) && !["of"].contains(&before) {
            faults.push(format!("'{} {}'", pair[0], pair[1]));
        }
        if noun == "'?'" && ((count == 1 && verb == "are") || (count != 1 && verb == "is")) {
            faults.push(format!("'{} {} {}'", pair[0], pair[1], pair[2]));
        }
    }
    for wrong in [
        "There are 1 ",
        "there are 1 ",
        "There is 2",
        "There is 0",
        "1 number go ",
        "numbers goes",
        " it can",
        "1 of her 1 ",
        "numbers is ",
        "1 '?' make",
        "  ",
    ] {
        if text.contains(wrong) {
            faults.push(format!("{wrong:?}"));
        }
    }
    faults
}

/// What else a student would stumble on in `text` (issue 33): an article that does not fit the
/// number after it ("a 8", "an 9"), a sentence said twice in a row ("The game is over. The game
/// is over: …"), a list that is "none" ("The winning moves are none."), and a list of several
/// followed by "After it" ("… first moves: 5, 4 or 6. After it, …").
pub fn sentence_faults(text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    let words: Vec<&str> = text.split_whitespace().collect();
    for pair in words.windows(2) {
        let (article, next) = (pair[0].trim_start_matches(['(', '"']), pair[1]);
        if !matches!(article, "a" | "an" | "A" | "An") || !next.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let fits = verdict_model::words::article(next);
        if !article.eq_ignore_ascii_case(fits) {
            faults.push(format!("'{article} {next}'"));
        }
    }
    let sentences: Vec<&str> = text.split_inclusive(". ").map(str::trim).collect();
    for pair in sentences.windows(2) {
        let first = pair[0].trim_end_matches('.');
        if first.len() > 8 && pair[1].starts_with(first) {
            faults.push(format!("said twice: {first:?}"));
        }
        let listed = pair[0].contains(" or ") || pair[0].contains(", ") || pair[0].contains(" and ");
        if pair[0].contains("moves: ") && listed && pair[1].starts_with("After it") {
            faults.push(format!("'After it' after a list: {:?}", pair[0]));
        }
    }
    // "removing 5, 4 or 6 first: after it" (several moves, one "it").
    if let Some(at) = text.find(" first: after it") {
        let before = &text[..at];
        let clause = before.rsplit(['.', ':']).next().unwrap_or(before);
        if clause.contains(" or ") {
            faults.push(format!("'after it' after a list: {clause:?}"));
        }
    }
    // "2 of her 2 legal moves" (say "both"), "after no move" (say "at the start").
    for four in words.windows(4) {
        let part = four[0].trim_start_matches('(');
        let same = four[1] == "of" && ["her", "his", "the"].contains(&four[2]) && part == four[3];
        if same && part.parse::<u32>().is_ok_and(|n| n > 1) {
            faults.push(format!("'{} of {} {}'", four[0], four[2], four[3]));
        }
    }
    for wrong in [" are none.", " is none.", ": none.", "after no move"] {
        if text.contains(wrong) {
            faults.push(format!("{wrong:?}"));
        }
    }
    faults
}

/// Every sentence of the page's analysis of `text`: the report's reason, headline, both layers,
/// the tables' captions and first 200 rows' cells, every step's narration, board caption and
/// group notes.
pub fn add_analysis(game: Game, text: &str, corpus: &mut Vec<String>) {
    let a = analyze(game, text, &Settings::default()).unwrap();
    let r = a.report();
    corpus.extend([r.reason.english(), r.headline.english(), r.tables_note.clone(), r.line.caption.english()]);
    for message in [&r.headline, &r.reason, &r.line.title, &r.line.caption] {
        every_language_says(message);
    }
    for message in r.explanation.iter().chain(&r.expert) {
        every_language_says(message);
        corpus.push(message.english());
    }
    for (i, table) in r.tables.iter().enumerate() {
        for message in [&table.title, &table.caption].into_iter().chain(&table.columns) {
            add_said(message, corpus);
        }
        for cell in a.rows(i, 0, 200).iter().flatten() {
            add_said(cell, corpus);
        }
    }
    for k in 0..=r.line.steps {
        let step = a.step(k).unwrap();
        every_language_says(&step.narration);
        corpus.push(step.narration.english());
        if let Some(played) = &step.played {
            add_said(&played.what, corpus);
        }
        add_board(&step.board, corpus);
    }
}

/// Every word of a board: its caption, its groups' labels, notes, column heads and cells' titles,
/// its facts' labels and meanings and their workings' words.
pub fn add_board(board: &Board, corpus: &mut Vec<String>) {
    add_said(&board.caption, corpus);
    for group in &board.groups {
        for message in [&group.label, &group.note].into_iter().chain(&group.columns) {
            add_said(message, corpus);
        }
        for cell in &group.cells {
            add_said(&cell.title, corpus);
        }
        for footnote in &group.footnotes {
            add_said(&footnote.text, corpus);
        }
    }
    for fact in &board.facts {
        add_said(&fact.label, corpus);
        add_said(&fact.value, corpus);
        add_said(&fact.meaning, corpus);
        if let Some(working) = &fact.working {
            for message in [&working.switch, &working.caption].into_iter().chain(&working.columns) {
                add_said(message, corpus);
            }
        }
    }
}

/// `message`'s English into the corpus, and, for a message of the catalogues, a check that
/// every language says it. Verbatim text (a number, a position) and no sentence are the same
/// in every language.
fn add_said(message: &Message, corpus: &mut Vec<String>) {
    if message.verbatim_text().is_none() && !message.id.is_empty() {
        every_language_says(message);
    }
    corpus.push(message.english());
}

/// `message` in every catalogue's language: each has it (no id shown for want of a message, no
/// English fallen back to where a translation is due), with every argument placed.
pub fn every_language_says(message: &Message) {
    let english = message.english();
    assert!(!english.is_empty() && english != message.id, "{message:?}: no English");
    for lang in Lang::ALL {
        let said = format(lang, message);
        assert!(!said.contains("{$") && !said.contains("name-"), "{message:?} in {lang:?}: {said}");
        let translated = message.id == "text" || lang == Lang::En || ids(lang).contains(&message.id);
        assert!(translated, "{message:?}: no {lang:?} message {}", message.id);
    }
}

/// Every sentence of a position's view (`last` the cell just played): its reason, the solver's
/// reason, the board's caption and notes, the rule, the clock and the values' summary.
pub fn add_position(position: &dyn Playable, last: Option<usize>, corpus: &mut Vec<String>) {
    let view = verdict_model::hints::hinted_view(position, last, None);
    // Play's hint ladder, every rung and its button.
    for rung in view.hints.iter().flat_map(|hints| &hints.rungs) {
        every_language_says(&rung.ask);
        every_language_says(&rung.says);
        corpus.extend([rung.ask.english(), rung.says.english()]);
    }
    every_language_says(&view.reason);
    // Empty once the game is over: no move to give a reason for.
    if view.to_move.is_some() {
        every_language_says(&view.line_reason);
    }
    corpus.extend([view.reason.english(), view.line_reason.english(), position.value().clock_note]);
    add_said(&position.rule_says(), corpus);
    corpus.push(values_view(position, 0..64).summary);
    add_board(&view.board, corpus);
    // The move words of every move on the board's cells, and of a move on several past them.
    let cells: usize = view.board.groups.iter().map(|g| g.total).sum();
    for cell in 0..=cells {
        for mv in position.moves_at(cell) {
            add_said(&mv.what, corpus);
            add_said(&mv.doing, corpus);
        }
    }
}

/// The exercises of the first 30 seeds and their grades, right and wrong.
pub fn add_exercises(game: Game, corpus: &mut Vec<String>) {
    for seed in 0..30 {
        for exercise in exercise_set(game, seed) {
            add_said(&exercise.prompt, corpus);
            add_said(&exercise.answer_help, corpus);
            let right = grade(game, seed, exercise.number, "").solution;
            for answer in [right.as_str(), "none", "1", "Bicarp", "Alice"] {
                let graded = grade(game, seed, exercise.number, answer);
                every_language_says(&graded.message);
                corpus.push(graded.message.english());
            }
        }
    }
}

/// The corpus holds each of `needles` (the counts it is about), no sentence of it has a count
/// whose noun or verb disagrees with it, and none has a fault of [`sentence_faults`].
pub fn check_counts_agree(corpus: &[String], needles: &[&str]) {
    let all = corpus.join("\n");
    for needle in needles {
        assert!(all.contains(needle), "no {needle:?} in the corpus");
    }
    let faults: std::collections::BTreeSet<String> = corpus
        .iter()
        .flat_map(|text| {
            let mut faults = count_faults(text);
            faults.extend(sentence_faults(text));
            faults.into_iter().map(move |fault| format!("{fault} in {text:?}"))
        })
        .collect();
    let faults: Vec<String> = faults.into_iter().collect();
    assert!(faults.is_empty(), "{} faults, the first: {:#?}", faults.len(), &faults[..faults.len().min(12)]);
}

#[cfg(test)]
mod tests {
    use super::count_faults;

    #[test]
    fn sentence_faults_finds_the_issues_examples() {
        use super::sentence_faults;
        for bad in [
            "The game is over. The game is over: no '?' is left.",
            "Bicarp levels them with one digit (a 8 on the left half).",
            "The winning moves are none. Alice to move loses.",
            "Alice's winning first moves: 5, 4 or 6. After it, whatever Bob does, Alice wins.",
            "Alice wins by removing 5 or 6 first: after it, every answer of Bob's loses.",
            "position 2 holds a 11, not a '?'.",
            "an 9 on the right half",
            "Alice's winning first moves (2 of her 2 legal moves): 3, 2.",
            "The row of 1 after no move: bars",
        ] {
            assert!(!sentence_faults(bad).is_empty(), "{bad}");
        }
        for good in [
            "Bicarp has won. The game is over: no '?' is left.",
            "an 8 on the left half or a 9 on the right half; an 18, a 1",
            "No move wins here. Alice to move loses.",
            "Alice's winning first moves: 5, 4 or 6. After any of them, whatever Bob does, Alice wins.",
            "Alice's winning first move: 5. After it, Bob loses.",
        ] {
            assert_eq!(sentence_faults(good), Vec::<String>::new(), "{good}");
        }
    }

    #[test]
    fn count_faults_finds_the_issues_examples() {
        for bad in [
            "There are 1 '?', an odd number.",
            "0 of 1 moves keep the win",
            "1 '?' are left",
            "2 '?' is left",
            "Monocarp resists as well as it can.",
            "with 3 move left",
        ] {
            assert!(!count_faults(bad).is_empty(), "{bad}");
        }
        for good in [
            "1 '?' is left; 2 '?' are left; no '?' is left.",
            "1 number goes outside; 2 numbers go outside",
            "removes 1 and wins",
            "class 1 (e.g. 2)",
            "1 move, 0 moves, 2 moves",
        ] {
            assert_eq!(count_faults(good), Vec::<String>::new(), "{good}");
        }
    }
}
