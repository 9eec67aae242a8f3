//! What a student reads and plays against (issue 25): the solver plays the strategy the page
//! teaches, in the line and in play, and says why in one sentence; the sentences a student
//! reads are in the board's own terms (the halves with each '?' counted as 4.5, not B); an
//! exercise's board does not give its answer away; and every sentence holds its grammar for
//! counts of 0, 1 and 2.

use verdict_model::game::{analyze, exercise_set, position};
use verdict_model::Settings;
use verdict_testkit::words::{add_analysis, add_exercises, add_position, check_counts_agree};
use verdict_ticket as ticket;

/// Every ticket of `len` characters over `?` and the ten digits.
fn every_ticket(len: usize, visit: &mut impl FnMut(&[u8])) {
    let alphabet = b"?0123456789";
    let mut cells = vec![0u8; len];
    for code in 0..alphabet.len().pow(len as u32) {
        let mut rest = code;
        for cell in cells.iter_mut() {
            *cell = alphabet[rest % alphabet.len()];
            rest /= alphabet.len();
        }
        visit(&cells);
    }
}

/// Twice the left half's lead with each '?' counted as 4.5, from the cells alone.
fn twice_lead(cells: &[u8]) -> i64 {
    let half = cells.len() / 2;
    let worth = |s: &[u8]| s.iter().map(|&b| if b == b'?' { 9 } else { 2 * i64::from(b - b'0') }).sum::<i64>();
    worth(&cells[..half]) - worth(&cells[half..])
}

/// Bicarp's answer to Monocarp's `x` in `cell`, as the page teaches it ("How the winner wins"):
/// the same `x` on the other half while that half has a '?', else `9 − x` on the same half;
/// in the leftmost '?' of that half. `cells` are the ticket after Monocarp's move.
fn taught_answer(cells: &[u8], cell: usize, x: u8) -> (usize, u8) {
    let half = cells.len() / 2;
    let (same, other) = if cell < half { (0..half, half..cells.len()) } else { (half..cells.len(), 0..half) };
    let first_q = |range: std::ops::Range<usize>| range.clone().find(|&i| cells[i] == b'?');
    match first_q(other) {
        Some(i) => (i, x),
        None => (first_q(same).expect("an even count: a '?' is left"), 9 - x),
    }
}

fn half_name(cells: &[u8], i: usize) -> &'static str {
    if i < cells.len() / 2 {
        "left"
    } else {
        "right"
    }
}

/// The sentence the solver says with its answer, told again from the cells.
fn taught_sentence(cells: &[u8], cell: usize, x: u8, answer: (usize, u8)) -> String {
    let (at, digit) = answer;
    let written = format!("Bicarp writes {digit} in position {} ({} half)", at + 1, half_name(cells, at));
    if half_name(cells, at) != half_name(cells, cell) {
        format!("{written}, a copy of Monocarp's {x} on the other half: the same digit on both halves keeps them level, counting each '?' as 4.5.")
    } else {
        let other = if half_name(cells, cell) == "left" { "right" } else { "left" };
        format!("{written}: the {other} half has no '?' left to copy Monocarp's {x} onto, so he answers it on the same half, and {x} + {digit} = 9, what two '?' are worth at 4.5 each: the halves stay level.")
    }
}

/// In play: every reply of Bicarp's to every move of Monocarp's, from every ticket of up to 6
/// characters that Bicarp wins with Monocarp to move, is the answer the page teaches, and the
/// solver says so in one sentence.
#[test]
fn in_play_bicarp_answers_as_the_page_teaches_on_every_ticket_up_to_6_characters() {
    let (mut tickets, mut replies, mut copies) = (0, 0, 0);
    for len in [2, 4, 6] {
        every_ticket(len, &mut |cells| {
            let q = cells.iter().filter(|&&b| b == b'?').count();
            if q == 0 || q % 2 == 1 || twice_lead(cells) != 0 {
                return;
            }
            tickets += 1;
            let text = format!("{} Monocarp", String::from_utf8_lossy(cells));
            let position = position(ticket::GAME, &text).unwrap();
            assert!(
                position.view(None, None, false).line_reason.english().starts_with("Every move loses for Monocarp"),
                "{text}"
            );
            for cell in (0..len).filter(|&i| cells[i] == b'?') {
                for x in 0..=9u8 {
                    let after = position.play(cell, Some(u32::from(x))).unwrap();
                    let view = after.view(Some(cell), Some(&text), false);
                    let mut now = cells.to_vec();
                    now[cell] = b'0' + x;
                    let answer = taught_answer(&now, cell, x);
                    let got = view.line_move.as_ref().unwrap();
                    let context = format!("{text}, Monocarp writes {x} in position {}", cell + 1);
                    assert_eq!((got.cell, got.choice), (answer.0, Some(u32::from(answer.1))), "{context}");
                    assert!(got.wins, "{context}: the taught answer keeps the win");
                    assert_eq!(view.line_reason, taught_sentence(&now, cell, x, answer), "{context}");
                    replies += 1;
                    copies += usize::from(half_name(&now, answer.0) != half_name(&now, cell));
                }
            }
        });
    }
    assert_eq!((tickets, replies), (10_263, 208_320));
    assert!(copies > 0 && copies < replies, "both answers are exercised: {copies} copies of {replies}");
}

/// In the line: on every ticket of up to 6 characters that Bicarp wins, each of Bicarp's moves
/// answers Monocarp's move before it as the page teaches.
#[test]
fn in_the_line_bicarp_answers_as_the_page_teaches_on_every_ticket_up_to_6_characters() {
    let mut answers = 0;
    for len in [2, 4, 6] {
        every_ticket(len, &mut |cells| {
            let q = cells.iter().filter(|&&b| b == b'?').count();
            if q == 0 || q % 2 == 1 || twice_lead(cells) != 0 {
                return;
            }
            let text = String::from_utf8_lossy(cells).into_owned();
            let a = analyze(ticket::GAME, &text, &Settings::default()).unwrap();
            assert_eq!(a.report().verdict, "Bicarp", "{text}");
            let cells_of = |k: usize| a.step(k).unwrap().position.split(' ').next().unwrap().as_bytes().to_vec();
            for k in (2..=q).step_by(2) {
                let (earlier, before, after) = (cells_of(k - 2), cells_of(k - 1), cells_of(k));
                let cell = (0..len).find(|&i| earlier[i] != before[i]).unwrap();
                let x = before[cell] - b'0';
                let (at, digit) = taught_answer(&before, cell, x);
                let mut expected = before.clone();
                expected[at] = b'0' + digit;
                assert_eq!(after, expected, "{text} step {k}: Bicarp's answer to {x} in position {}", cell + 1);
                let narration = a.step(k).unwrap().narration;
                assert!(
                    narration.english().starts_with(&taught_sentence(&before, cell, x, (at, digit))),
                    "{text} step {k}: {narration}"
                );
                answers += 1;
            }
        });
    }
    assert!(answers > 10_000, "{answers}");
}

/// The issue's example: in `?054??0?` Monocarp writes 4 in position 6, and Bicarp copies it on
/// the left half (he answered 5 in position 5 before), saying why.
#[test]
fn the_issues_example_is_answered_with_a_copy() {
    let position = position(ticket::GAME, "?054??0? Monocarp").unwrap();
    let after = position.play(5, Some(4)).unwrap();
    let view = after.view(Some(5), Some("?054??0? Monocarp"), false);
    assert_eq!(view.line_move.as_ref().map(|m| m.label.as_str()), Some("1=4"));
    assert_eq!(
        view.line_reason,
        "Bicarp writes 4 in position 1 (left half), a copy of Monocarp's 4 on the other half: the same digit on both halves keeps them level, counting each '?' as 4.5."
    );
    // Without the move before it, there is nothing to copy: he levels the halves in one digit.
    let alone = after.view(None, None, false);
    assert_eq!(
        alone.line_reason,
        "Bicarp writes 5 in position 5 (right half): counting each '?' as 4.5, the left half comes to 13.5 and the right half to 13: the right half needs 0.5 more, and a 5 is worth 0.5 more than a '?', so the halves are level."
    );
    assert_eq!(alone.line_move.map(|m| m.doing.english()), Some("writing 5 in position 5".to_string()));
}

/// When the solver loses it says what it is trying, and the last digit is said as such.
#[test]
fn a_losing_solver_says_what_it_tries() {
    let view = |text: &str| position(ticket::GAME, text).unwrap().view(None, None, false);
    assert_eq!(
        view("99?? Bicarp").line_reason,
        "Bicarp cannot win (Monocarp writes the last digit); he writes 9 in position 3 (right half), which keeps the halves as close as one digit can, the left half 4.5 ahead instead of 9, and hopes Monocarp slips."
    );
    assert_eq!(
        view("9?9? Bicarp").line_reason,
        "Bicarp cannot win (Monocarp writes the last digit); he writes 4 in position 4 (right half), which keeps the halves as close as one digit can, the left half 0.5 ahead instead of level, and hopes Monocarp slips."
    );
    assert_eq!(
        view("???? Monocarp").line_reason,
        "Every move loses for Monocarp, since counting each '?' as 4.5 the halves are level and Bicarp can answer anything; he writes 9 in position 1 (left half), which leaves the left half 4.5 ahead, and hopes Bicarp answers wrong."
    );
    assert_eq!(
        view("?0 Monocarp").line_reason,
        "Monocarp writes the last digit, 9 in position 1 (left half): of the ten digits, at most one would have made the halves equal, and this is not it."
    );
    assert_eq!(view("90").line_reason, "", "nothing to say once the game is over");
}

/// The issue's wrong sentences, said right: `?0` is lost by parity, and `??00` is "ahead" only
/// with each '?' counted as 4.5.
#[test]
fn the_issues_wrong_sentences_are_right_now() {
    let a = analyze(ticket::GAME, "?0", &Settings::default()).unwrap();
    assert_eq!(
        a.report().reason,
        "The ticket has 1 '?', an odd number: Monocarp moves first, so he writes it himself, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins."
    );
    let expert = a.report().expert_english().join("\n");
    assert!(expert.contains("2d = 0 is even, while qR − qL is odd and 9 times an odd number is odd"), "{expert}");
    assert!(!a.report().reason.english().contains("so 2d"));
    let a = analyze(ticket::GAME, "??00", &Settings::default()).unwrap();
    assert_eq!(
        a.step(1).unwrap().narration,
        "Monocarp writes 9 in position 1 (left half), the half that is ahead counting each '?' as 4.5: the left half's lead grows from 9 to 13.5, and no answer can take back more than 4.5. 1 '?' is left; Bicarp to move."
    );
    assert_eq!(
        a.step(0).unwrap().narration,
        "The ticket as given: the left half's digits sum to 0 with 2 '?', the right half's to 0 with no '?'. Counting each '?' as 4.5, the left half comes to 9 and the right half to 0: the right half needs 9 more. Monocarp moves first."
    );
}

/// B is explained where it is shown, and hints and mistake notes (the position's reason) speak
/// of the halves, not of B.
#[test]
fn b_is_explained_on_the_board_and_reasons_speak_of_the_halves() {
    let position = position(ticket::GAME, "9054??0? Bicarp").unwrap();
    let view = position.view(None, None, false);
    let b = view.board.facts.iter().find(|f| f.label.verbatim_text() == Some("B")).unwrap();
    assert_eq!(
        (b.value.english().as_str(), b.meaning.english().as_str()),
        ("4.5", "how far the left half is ahead if every ? were worth 4.5; Bicarp needs 0")
    );
    assert_eq!(
        view.reason,
        "Counting each '?' as 4.5, the left half comes to 18 and the right half to 13.5: the right half needs 4.5 more. Bicarp levels them with one digit (a 9 on the right half), and from then on he answers every move of Monocarp's, so Bicarp wins."
    );
    for text in ["?054??0? Monocarp", "9??0?? Monocarp", "?1 Bicarp", "9054??0? Bicarp", "99?? Bicarp", "1234"] {
        let reason = verdict_model::game::position(ticket::GAME, text).unwrap().view(None, None, false).reason;
        assert!(!reason.english().contains("B =") && !reason.english().contains(" d "), "{text}: {reason}");
    }
}

/// An exercise's board shows the position without the facts that give its answer away.
#[test]
fn exercise_boards_do_not_give_the_answer_away() {
    for set_seed in 0..20 {
        for exercise in exercise_set(ticket::GAME, set_seed) {
            let Ok(position) = position(ticket::GAME, &exercise.given) else { continue };
            let board = position.exercise_board();
            let labels: Vec<String> = board.facts.iter().map(|f| f.label.english()).collect();
            let has = |label: &str| labels.iter().any(|l| l == label);
            assert!(!has("B") && !has("d"), "{}: {labels:?}", exercise.given);
            assert!(has("'?' left"), "{labels:?}");
            assert_eq!(board.groups, position.view(None, None, false).board.groups);
        }
    }
}

/// Every sentence a student reads about tickets whose counts are 0, 1 and 2 ('?' in all and in
/// each half, moves left, winning moves): the report's reason, both layers, the table captions
/// and cells, every step's narration, every position's reason, solver's reason, rule and clock,
/// the values' summary, the exercises and their grades. None has a count whose noun or verb
/// disagrees with it.
#[test]
fn every_sentence_agrees_with_its_counts_of_0_1_and_2() {
    let mut corpus: Vec<String> = Vec::new();
    // Tickets of 2 and 4 cells: 0, 1 and 2 '?' in all and in each half, both players to move.
    for len in [2, 4] {
        every_ticket(len, &mut |cells| {
            if cells.iter().any(|&b| !b"?0459".contains(&b)) {
                return;
            }
            let text = String::from_utf8_lossy(cells).into_owned();
            add_analysis(ticket::GAME, &text, &mut corpus);
            for mover in ["Monocarp", "Bicarp"] {
                let position = position(ticket::GAME, &format!("{text} {mover}")).unwrap();
                let last = (0..len).find(|&i| cells[i] != b'?');
                add_position(position.as_ref(), last, &mut corpus);
            }
        });
    }
    // Digits read with "an" (8, and 18 in sums), where a sentence names a digit to write.
    for text in ["?8", "8?", "?1", "1?", "??18", "8??0", "1??8", "?0?8", "8?8?", "?3?9"] {
        add_analysis(ticket::GAME, text, &mut corpus);
        for mover in ["Monocarp", "Bicarp"] {
            let position = position(ticket::GAME, &format!("{text} {mover}")).unwrap();
            add_position(position.as_ref(), None, &mut corpus);
        }
    }
    add_exercises(ticket::GAME, &mut corpus);
    check_counts_agree(&corpus, &["no '?' is left", "1 '?' is left", "2 '?' are left", "1 move", "2 moves"]);
    let all = corpus.join("\n");
    assert!(all.contains("an 8 on the"), "the corpus names a digit 8 to write");
}
