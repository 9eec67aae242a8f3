//! Table cells read back against what their columns claim, re-derived here from the input by
//! plain code that shares nothing with the report's builders. A table compared with itself (or
//! with a value copied from the program's output) cannot catch a wrong cell; these can: each
//! row is recomputed from the ticket's characters alone, and the last row of the reading is
//! held against the counts the verdict is decided from; the Deciding table's steps and the
//! explanation's first sentence are written out again here from the same counts.

use crate::common;
use verdict_ticket as ticket;

use common::{halves, twice_b};
use proptest::prelude::*;
use verdict_model::game::analyze;
use verdict_model::{Analysis, Settings};
use verdict_ticket::{winner, Ticket};

fn analysis(text: &str) -> Analysis {
    analyze(ticket::GAME, text, &Settings::default()).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn table(analysis: &Analysis, title: &str) -> usize {
    let tables = &analysis.report().tables;
    tables.iter().position(|t| t.title == title).unwrap_or_else(|| panic!("no table {title:?}"))
}

/// The "Reading the ticket" table as its columns describe it: one row per character, 1-based
/// position, the character, its half (the first n/2 positions are the left half, the rest the
/// right), then each half's digit sum and '?' count over the characters read so far.
fn reading_by_hand(text: &str) -> Vec<Vec<String>> {
    let n = text.len();
    let (mut left_sum, mut left_q, mut right_sum, mut right_q) = (0u64, 0u64, 0u64, 0u64);
    let mut rows = Vec::with_capacity(n);
    for (i, c) in text.chars().enumerate() {
        let position = i + 1;
        let left = 2 * position <= n;
        match (c, left) {
            ('?', true) => left_q += 1,
            ('?', false) => right_q += 1,
            (digit, true) => left_sum += u64::from(digit.to_digit(10).unwrap()),
            (digit, false) => right_sum += u64::from(digit.to_digit(10).unwrap()),
        }
        rows.push(vec![
            position.to_string(),
            c.to_string(),
            (if left { "left" } else { "right" }).to_string(),
            left_sum.to_string(),
            left_q.to_string(),
            right_sum.to_string(),
            right_q.to_string(),
        ]);
    }
    rows
}

/// Checks the reading table of `text`, whole and in the window `start..start + len` (a window
/// is rebuilt from a checkpoint, so it is checked against the same hand-made rows), and its
/// last row against the counts the verdict is decided from.
fn check_reading(text: &str, start: usize, len: usize) {
    let a = analysis(text);
    let reading = table(&a, "Reading the ticket");
    let expected = reading_by_hand(text);
    let rows = a.rows(reading, 0, usize::MAX);
    assert_eq!(rows.len(), text.len(), "{text}: one row per character");
    for (i, (row, want)) in rows.iter().zip(&expected).enumerate() {
        assert_eq!(row, want, "{text}: row {} of the reading", i + 1);
    }
    let s = start.min(text.len());
    let window = a.rows(reading, s, len);
    assert_eq!(window.as_slice(), &expected[s..(s + len).min(text.len())], "{text}: window {s}+{len}");

    // The verdict is decided from `counts()`: the reading must end on exactly those numbers.
    let counts = Ticket::parse(text).unwrap().counts();
    let last = rows.last().unwrap();
    let from_counts = [counts.left_sum, counts.left_q, counts.right_sum, counts.right_q].map(|x| x.to_string());
    assert_eq!(&last[3..], &from_counts, "{text}: the reading's last row against the verdict's counts");
    assert_eq!(a.report().verdict, winner(&counts).name(), "{text}: the verdict is the one of those counts");
}

/// The "Deciding" table's values, each from the hand-made reading's last row: the four counts,
/// d, 2d, 9(qR − qL), B = d + 9(qL − qR)/2, and who wins (Bicarp exactly when 2d = 9(qR − qL)).
fn check_deciding(text: &str) {
    let a = analysis(text);
    let last = reading_by_hand(text).pop().unwrap();
    let [ls, lq, rs, rq] = [3, 4, 5, 6].map(|i| last[i].parse::<i64>().unwrap());
    let d = ls - rs;
    let signed = |x: i64| halves(2 * x);
    let bicarp = 2 * d == 9 * (rq - lq);
    let expected = [
        ls.to_string(),
        rs.to_string(),
        lq.to_string(),
        rq.to_string(),
        signed(d),
        signed(2 * d),
        signed(9 * (rq - lq)),
        halves(2 * d + 9 * (lq - rq)),
        format!("{} wins", if bicarp { "Bicarp" } else { "Monocarp" }),
    ];
    let rows = a.rows(table(&a, "Deciding"), 0, usize::MAX);
    let values: Vec<String> = rows.iter().map(|row| row[2].english()).collect();
    assert_eq!(values, expected, "{text}: the Deciding table's values");

    // The steps and how each is worked out, with this ticket's numbers: a negative factor in
    // parentheses, "position 1" for a half of one character.
    let (n, h) = (text.len(), text.len() / 2);
    let span = |first: usize, last: usize| {
        if first == last {
            format!("position {first}")
        } else {
            format!("positions {first}–{last}")
        }
    };
    let factor = |x: i64| if x < 0 { format!("({})", signed(x)) } else { signed(x) };
    let how = [
        ("Left fixed sum", format!("sum of the digits in {}", span(1, h))),
        ("Right fixed sum", format!("sum of the digits in {}", span(h + 1, n))),
        ("qL", "'?' in the left half".to_string()),
        ("qR", "'?' in the right half".to_string()),
        ("d", format!("{ls} − {rs}")),
        ("2d", format!("2 × {}", factor(d))),
        ("9(qR − qL)", format!("9 × ({rq} − {lq})")),
        ("B", format!("{} + 9 × ({lq} − {rq}) / 2", signed(d))),
        ("Verdict", format!("2d {} 9(qR − qL)", if bicarp { "=" } else { "≠" })),
    ];
    let got: Vec<(String, String)> = rows.iter().map(|row| (row[0].english(), row[1].english())).collect();
    let how: Vec<(String, String)> = how.into_iter().map(|(step, how)| (step.to_string(), how)).collect();
    assert_eq!(got, how, "{text}: the Deciding table's steps");

    // The expert layer, line by line: the closed form with this ticket's numbers, B, the odd
    // count when there is one, and the winner's strategy with the sign of B.
    let b2 = 2 * d + 9 * (lq - rq);
    let q = lq + rq;
    // The layers are catalogue messages (`ticket-why-expert-…`); compared as their English.
    let expert: Vec<String> = a.report().expert_english();
    let mut lines = vec![
        format!("d = {ls} − {rs} = {}: how far the left half's fixed digits are ahead.", signed(d)),
        "Bicarp wins exactly when 2d = 9(qR − qL): ".to_string(),
        format!("Here 2d = {} and 9(qR − qL) = 9 × {} = {}.", signed(2 * d), factor(rq - lq), signed(9 * (rq - lq))),
        format!(
            "B = d + 9(qL − qR)/2 = {} + 9 × ({lq} − {rq})/2 = {}: the left half's lead if every '?' became 4.5. Bicarp needs B = 0.",
            signed(d),
            halves(b2)
        ),
        "A move changes B by −4.5, −3.5, …, 4.5, ".to_string(),
    ];
    if q % 2 == 1 {
        assert!(b2 % 2 != 0, "{text}: an odd count of '?' leaves B at a half");
        // The real reason the closed form fails here is parity, and the line says so.
        lines.push(format!("{q} '?' in all is an odd number: Monocarp moves first and last. That is also why 2d = 9(qR − qL) fails: 2d = {} is even, while qR − qL is odd and 9 times an odd number is odd. For the same reason B = d + 9(qL − qR)/2 ends in .5 and is never 0.", signed(2 * d)));
    }
    lines.push("In the middle of a game the value depends only on B, ".to_string());
    if q > 0 && bicarp {
        lines.push("Bicarp's strategy: while both halves have '?', answer Monocarp's digit with the same digit on the other half; ".to_string());
    } else if q > 0 {
        let (sign, ahead, behind) = if b2 > 0 { ("positive", "left", "right") } else { ("negative", "right", "left") };
        lines.push(format!(
            "Monocarp's strategy: B = {} is {sign}, so he writes 9 in the {ahead} half (or 0 in the {behind} half when that one has no '?'); ",
            halves(b2)
        ));
    }
    assert_eq!(expert.len(), lines.len(), "{text}: {expert:?}");
    for (line, expected) in expert.iter().zip(&lines) {
        // A line given whole is compared whole; one given up to a space, by its start.
        let same = if expected.ends_with(' ') { line.starts_with(expected.as_str()) } else { line == expected };
        assert!(same, "{text}: {line:?} is not {expected:?}");
    }

    // The explanation's first sentence gives the same halves and counts ("no '?'" for none).
    let marks = |q: i64| if q == 0 { "no '?'".to_string() } else { format!("{q} '?'") };
    let halves_sentence = format!(
        "The left half ({}) has digits summing to {ls} and {}; the right half ({}) sums to {rs} with {}.",
        span(1, h),
        marks(lq),
        span(h + 1, n),
        marks(rq)
    );
    assert_eq!(a.report().explanation_english()[0], halves_sentence, "{text}");

    // The one-line reason, in half sums: the parity of '?' when it is odd (Monocarp writes
    // the last digit), else the halves with each '?' counted as 4.5.
    let q = lq + rq;
    let (left_worth, right_worth) = (halves(2 * ls + 9 * lq), halves(2 * rs + 9 * rq));
    let last_digit = "and of the ten digits he can write there at most one makes the halves equal: Monocarp wins";
    let reason = if q == 0 {
        let (sign, verb) = if ls == rs { ("=", "are equal") } else { ("≠", "differ") };
        format!(
            "No '?' to fill, and the halves {verb} ({ls} {sign} {rs}): {winner} wins.",
            winner = if bicarp { "Bicarp" } else { "Monocarp" }
        )
    } else if q == 1 {
        format!("The ticket has 1 '?', an odd number: Monocarp moves first, so he writes it himself, {last_digit}.")
    } else if q % 2 == 1 {
        format!("The ticket has {q} '?', an odd number: Monocarp moves first, so he also writes the last digit, {last_digit}.")
    } else if bicarp {
        assert_eq!(left_worth, right_worth, "{text}");
        format!("Counting each '?' as 4.5, both halves come to {left_worth}: they are level; Bicarp keeps them so to the end, answering x with x on the other half or 9 − x on the same half.")
    } else {
        let behind = if b2 > 0 { "right" } else { "left" };
        format!("Counting each '?' as 4.5, the left half comes to {left_worth} and the right half to {right_worth}: the {behind} half needs {} more; Monocarp keeps the gap open to the end, writing 9 on the half ahead or 0 on the other.", halves(b2.abs()))
    };
    assert_eq!(a.report().reason, reason, "{text}");

    // The rest of the student's layer, told from the same counts: nothing to fill, an odd
    // count of '?', or Bicarp's copying and pairs and what they make of the fixed digits.
    let explanation: Vec<String> = a.report().explanation_english();
    let winner_name = if bicarp { "Bicarp" } else { "Monocarp" };
    if q == 0 {
        let sign = if ls == rs { "=" } else { "≠" };
        assert_eq!(
            explanation[1],
            format!("Nothing is left to fill, so nobody moves: {ls} {sign} {rs}, and {winner_name} wins.")
        );
        assert_eq!(explanation.len(), 2, "{text}");
    } else if q % 2 == 1 {
        let opening =
            if q == 1 { "There is only 1 '?', and".to_string() } else { format!("There are {q} '?', an odd number,") };
        assert!(explanation[1].starts_with(&opening), "{text}: {explanation:?}");
        assert_eq!(explanation.len(), 2, "{text}");
    } else {
        let ((more, more_q), (fewer, fewer_q)) =
            if rq >= lq { (("right", rq), ("left", lq)) } else { (("left", lq), ("right", rq)) };
        let (extra, copied, lead) = (more_q - fewer_q, fewer_q, d.abs());
        let (pairs, gain) = (extra / 2, 9 * (extra / 2));
        let leader = if d > 0 { "left" } else { "right" };
        let mut pairing = String::new();
        if copied == 1 {
            pairing += &format!("Copying uses up the only '?' of the {fewer} half against one of the {more} half. ");
        } else if copied > 1 {
            pairing +=
                &format!("Copying uses up the {copied} '?' of the {fewer} half against {copied} of the {more} half. ");
        }
        pairing += &if pairs == 0 {
            "No '?' is left over after that, so the fixed digits alone decide: the".to_string()
        } else {
            let plural = if pairs == 1 { "" } else { "s" };
            format!("The {extra} '?' left over in the {more} half make {pairs} pair{plural}, and each pair adds 9 to that half: {gain} in all. The")
        };
        pairing += &match (lead, pairs) {
            (0, 0) => " fixed digits are equal, so the halves end equal.".to_string(),
            (_, 0) => format!(" {leader} half leads by {lead}, and nothing can make that up."),
            (0, _) => format!(" fixed digits are equal, so the {more} half ends {gain} ahead."),
            _ if bicarp => format!(" {leader} half's fixed digits lead by {lead}, exactly what the pairs add to the other half, so the halves end equal."),
            _ if leader == more => format!(" {leader} half already leads by {lead}, and the pairs add to the same half."),
            _ => format!(" {leader} half leads by {lead}, but the pairs add {gain} to the other half: {lead} ≠ {gain}."),
        };
        assert_eq!(explanation[2], pairing, "{text}");
        let so = if bicarp { "So whatever Monocarp writes" } else { "So Bicarp cannot balance the halves" };
        assert!(
            explanation[3].starts_with(so) && explanation[3].ends_with(&format!("{winner_name} wins.")),
            "{text}: {explanation:?}"
        );
        // B as the board shows it, tied to the halves counted with each '?' as 4.5.
        assert_eq!(
            explanation[4],
            format!("The same in one number, as the board shows it: B is how far the left half is ahead if every '?' were worth 4.5 (Bicarp makes each pair of '?' worth 9). Here the left half comes to {left_worth} and the right half to {right_worth}, so B = {}; with an even number of '?' and Monocarp to move, Bicarp wins exactly when B = 0.", halves(b2)),
            "{text}"
        );
        assert_eq!(explanation.len(), 5, "{text}");
    }

    // Every line of the student's layer is whole sentences: each starts with a capital (or a
    // number) and ends with a full stop, with nothing dangling.
    for line in &explanation {
        assert!(line.ends_with('.') && !line.contains("  "), "{text}: {line:?}");
        for sentence in std::iter::once(line.as_str()).chain(line.split(". ").skip(1)) {
            let first = sentence.chars().next().unwrap_or(' ');
            assert!(first.is_uppercase() || first.is_ascii_digit(), "{text}: {sentence:?} in {line:?}");
        }
    }
}

/// The "Optimal play" table's running columns, replayed from its own moves: each row's sums and
/// '?' counts are those of the ticket with the moves so far written in, and B is the left half's
/// lead with every remaining '?' counted as 4.5.
fn check_play_columns(text: &str) {
    let a = analysis(text);
    let winner = a.report().verdict.as_str().to_string();
    let mut cells: Vec<u8> = text.bytes().collect();
    let half = cells.len() / 2;
    // Monocarp's last move (left half?, digit), which Bicarp answers.
    let mut answered: Option<(bool, u8)> = None;
    for (turn, row) in a.rows(table(&a, "Optimal play"), 0, usize::MAX).iter().enumerate() {
        let position: usize = row[2].english().parse().unwrap();
        let b2_before = twice_b(&cells);
        cells[position - 1] = row[3].english().as_bytes()[0];
        // Who moves, and why, told from the move and from B before and after it.
        let (player, digit, left) = (
            if turn % 2 == 0 { "Monocarp" } else { "Bicarp" },
            row[3].english().as_bytes()[0] - b'0',
            position <= half,
        );
        assert_eq!(&row[..2], [(turn + 1).to_string(), player.to_string()], "{text}: turn {}", turn + 1);
        let b2 = twice_b(&cells);
        let why = match (player, player == winner, answered) {
            ("Monocarp", true, _) => {
                assert!(b2.abs() == b2_before.abs() + 9, "{text}: turn {}: a push moves B 4.5 away from 0", turn + 1);
                "pushes B 4.5 further from 0".to_string()
            }
            ("Monocarp", false, _) => "every move loses; tries to push B from 0".to_string(),
            ("Bicarp", true, Some((was_left, x))) if was_left != left && digit == x => {
                format!("copies {digit} on the {} half", if left { "left" } else { "right" })
            }
            ("Bicarp", true, Some((was_left, x))) if was_left == left && digit == 9 - x => {
                format!("answers with 9 − {x} = {digit} on the same half")
            }
            ("Bicarp", true, _) => {
                assert_eq!(b2, 0, "{text}: turn {}: Bicarp balances", turn + 1);
                "brings B to 0".to_string()
            }
            _ => {
                assert!(b2.abs() <= b2_before.abs(), "{text}: turn {}: a resisting Bicarp pulls B toward 0", turn + 1);
                "every move loses; brings B as close to 0 as one digit can".to_string()
            }
        };
        assert_eq!(row[9], why, "{text}: turn {}", turn + 1);
        answered = (player == "Monocarp").then_some((left, digit));
        let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| i64::from(b - b'0')).sum::<i64>();
        let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count() as i64;
        let (l, r) = cells.split_at(half);
        let expected = [sum(l), sum(r), open(l), open(r)].map(|x| x.to_string());
        assert_eq!(&row[4..8], &expected, "{text}: turn {} of the optimal play", turn + 1);
        assert_eq!(
            row[8],
            halves(2 * (sum(l) - sum(r)) + 9 * (open(l) - open(r))),
            "{text}: B after turn {}",
            turn + 1
        );
    }
}

#[test]
fn reading_table_on_hand_picked_tickets() {
    // Odd and even halves, '?' at the seam of the halves, a ticket of two characters.
    for text in ["??", "?1", "90", "?054??0?", "123?45", "0?0?", "9??0??", "??????", "555?5?"] {
        check_reading(text, 0, 3);
        check_deciding(text);
        check_play_columns(text);
    }
}

fn ticket_text(max_half: usize) -> impl Strategy<Value = String> {
    (1..=max_half).prop_flat_map(|half| {
        proptest::collection::vec(prop_oneof![1 => Just(b'?'), 1 => (0u8..=9).prop_map(|d| b'0' + d)], 2 * half)
            .prop_map(|cells| String::from_utf8(cells).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Up to 2 400 characters: windows start past the reading's first checkpoints (every 1 024).
    #[test]
    fn reading_table_rows_are_the_characters_read_so_far(text in ticket_text(1200), start in 0usize..2400, len in 0usize..200) {
        check_reading(&text, start, len);
    }

    #[test]
    fn deciding_table_follows_from_the_counts(text in ticket_text(40)) {
        check_deciding(&text);
    }

    #[test]
    fn optimal_play_rows_add_up_to_the_ticket_so_far(text in ticket_text(40)) {
        check_play_columns(&text);
    }
}
