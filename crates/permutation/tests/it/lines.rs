//! The line of every game, checked step by step against references written here from docs/RULES.md
//! alone: each position (in the notation of docs/RULES.md) follows from the one before by one legal move, the
//! line ends where the game ends, the predicted winner keeps a won position at every step (by
//! exhaustive minimax for small inputs), the board shows the position, and a step served from a
//! checkpoint of a long line equals the position a full replay of the play table reaches.

use crate::common;
use crate::common::for_each_permutation as permutations;
use proptest::prelude::*;
use verdict_model::line::{Role, Step, POSITION_TEXT_MAX};
use verdict_permutation as permutation;
use verdict_permutation::exhaustive;
use verdict_testkit::lines::{analysis, check_common, check_headline_matches_the_report, steps};

/// A row position as docs/RULES.md writes it: numbers, `_` for removed ones.
fn row_position(text: &str) -> Vec<Option<u32>> {
    text.split(' ').map(|t| if t == "_" { None } else { Some(t.parse().unwrap()) }).collect()
}

/// Removable: present and larger than each present neighbour (a `_` is a wall).
fn removable(row: &[Option<u32>], i: usize) -> bool {
    let Some(v) = row[i] else { return false };
    let left = i.checked_sub(1).and_then(|j| row[j]);
    let right = row.get(i + 1).copied().flatten();
    left.is_none_or(|l| v > l) && right.is_none_or(|r| v > r)
}

fn check_permutation_line(values: &[u32]) {
    let input: String = values.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    let a = analysis(permutation::GAME, &input);
    let verdict = a.report().verdict;
    let steps = steps(&a);
    check_common(&a, &steps);
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).unwrap();
    let search = exhaustive::Search::new(values).filter(|_| n <= 14);
    for (k, step) in steps.iter().enumerate() {
        let row = row_position(&step.position);
        assert_eq!(row.len(), n);
        let gone = row.iter().filter(|v| v.is_none()).count();
        assert_eq!(gone, k, "{input} step {k}: one number removed per move");
        let over = row[one].is_none();
        assert_eq!(over, k == steps.len() - 1, "{input} step {k}: 1 is removed last");
        assert_eq!(step.to_move.is_none(), over);
        if !over {
            assert_eq!(step.to_move.as_deref(), Some(if k % 2 == 0 { "Alice" } else { "Bob" }));
        }
        if k == 0 {
            assert_eq!(row, values.iter().map(|&v| Some(v)).collect::<Vec<_>>());
        } else {
            let before = row_position(&steps[k - 1].position);
            let removed: Vec<usize> = (0..n).filter(|&i| row[i] != before[i]).collect();
            assert_eq!(removed.len(), 1, "{input} step {k}");
            let i = removed[0];
            assert!(
                removable(&before, i),
                "{input} step {k}: {:?} is not removable in {}",
                before[i],
                steps[k - 1].position
            );
            let played = step.played.as_ref().unwrap();
            assert_eq!(played.what, format!("removes {}", values[i]));
            assert_eq!(Some(played.by.as_str()), steps[k - 1].to_move.as_deref());
            if over {
                assert_eq!(played.by, verdict, "{input}: the winner removes 1");
            }
        }
        // Where the line is timed, each move keeps the clock: one move less to the end, exactly
        // what the plain search gives on small rows.
        if k > 0 && common::timed(&row_position(&steps[k - 1].position)) {
            let before = common::clock_of(&row_position(&steps[k - 1].position)).unwrap();
            let now = if over { 0 } else { common::clock_of(&row).unwrap() };
            assert_eq!(now + 1, before, "{input} step {k}: the line does not keep the clock");
        }
        if n <= 12 && k == 0 {
            let mut plain = common::PlainClock::new(&row);
            let start = plain.value(0);
            assert_eq!(start.1 as usize, steps.len() - 1, "{input}: the line lasts as long as the plain search says");
        }
        if let (Some(search), false) = (&search, over) {
            let mask = (0..n).filter(|&i| row[i].is_none()).fold(0u32, |m, i| m | 1 << i);
            let mover_wins = search.mover_wins(mask);
            assert_eq!(
                mover_wins,
                step.to_move.as_deref() == Some(verdict.as_str()),
                "{input} step {k}: {}",
                step.position
            );
        }
        // The board: every number in its place, removed ones marked, 1 marked, and the ones
        // still attached to 1 told apart from the outside ones.
        let mut lo = one;
        while lo > 0 && row[lo - 1].is_some() {
            lo -= 1;
        }
        let mut hi = one;
        while hi + 1 < n && row[hi + 1].is_some() {
            hi += 1;
        }
        let group = &step.board.groups[0];
        assert_eq!(group.total, n);
        for (offset, cell) in group.cells.iter().enumerate() {
            let i = group.first + offset;
            assert_eq!(cell.text, values[i].to_string());
            assert_eq!(cell.label, (i + 1).to_string());
            let role = match row[i] {
                None => Role::Removed,
                Some(_) if !over && (lo..=hi).contains(&i) => Role::Attached,
                Some(_) => Role::Outside,
            };
            assert!(cell.roles.contains(&role), "{input} step {k} position {}: {:?} not {role:?}", i + 1, cell.roles);
            assert_eq!(cell.roles.contains(&Role::Goal), values[i] == 1);
            // A bar as tall as its number, none once removed; a title that says what it is.
            let just_removed = k > 0 && row[i].is_none() && row_position(&steps[k - 1].position)[i].is_some();
            assert_eq!(cell.roles.contains(&Role::Now), just_removed, "{input} step {k} position {}", i + 1);
            assert_eq!(cell.level, row[i].map(|v| v as f32 / n as f32), "{input} step {k} position {}", i + 1);
            let what = match role {
                Role::Removed if just_removed => format!("removed just now by {}", step.played.as_ref().unwrap().by),
                Role::Removed => "removed".to_string(),
                Role::Attached if values[i] == 1 => "the 1".to_string(),
                Role::Attached => "joined to 1".to_string(),
                _ => "cut off from 1".to_string(),
            };
            assert_eq!(cell.title, format!("position {}: {}, {what}", i + 1, values[i]), "{input} step {k}");
        }
        // The note and the facts: the run attached to 1, the numbers outside it and their
        // parity, who moves or who won; the caption names the move.
        let present = row.iter().filter(|v| v.is_some()).count();
        let outside = if over { present } else { present - (hi - lo + 1) };
        let parity = if outside.is_multiple_of(2) { "an even count" } else { "an odd count" };
        let numbers = if outside == 1 { "1 number".to_string() } else { format!("{outside} numbers") };
        let note = if over {
            "1 is removed: the game is over".to_string()
        } else if lo == hi {
            format!("joined to 1: position {}; cut off from 1 by a gap: {numbers} ({parity})", lo + 1)
        } else {
            format!("joined to 1: positions {}–{}; cut off from 1 by a gap: {numbers} ({parity})", lo + 1, hi + 1)
        };
        assert_eq!(group.note, note, "{input} step {k}");
        // A fact whose value is words says it in its label (the value is written alike in every
        // language): the count cut off, who moves or who won; the numbers joined to 1 are the value.
        let attached: Vec<String> = (lo..=hi).take(12).map(|i| values[i].to_string()).collect();
        let joined = match hi - lo + 1 {
            _ if over => ("Joined to 1".to_string(), "—".to_string()),
            count if count > 12 => (format!("Joined to 1 ({count} in all)"), format!("{} …", attached.join(" "))),
            _ => ("Joined to 1".to_string(), attached.join(" ")),
        };
        let last = match &step.to_move {
            Some(mover) => format!("To move: {mover}"),
            None => format!("Result: {verdict} wins"),
        };
        let facts: Vec<(String, String)> =
            step.board.facts.iter().map(|f| (f.label.english(), f.value.english())).collect();
        assert_eq!(
            facts,
            [joined, (format!("Cut off from 1: {outside} ({parity})"), String::new()), (last, String::new())],
            "{input} step {k}"
        );
        for fact in &step.board.facts {
            verdict_testkit::words::every_language_says(&fact.label);
        }
        for message in [&step.board.caption, &group.label, &group.note] {
            verdict_testkit::words::every_language_says(message);
        }
        for cell in &group.cells {
            verdict_testkit::words::every_language_says(&cell.title);
        }
        // Step 0 is the start, not "after no move" (issue 33).
        let after = if k == 0 { "at the start".to_string() } else { format!("after move {k}") };
        check_permutation_narration(&input, verdict.as_str(), values, &steps, k);
        assert_eq!(
            step.board.caption,
            format!("The row of {n} {after}: bars as tall as their numbers; 1 marked; removed numbers are walls.")
        );
    }
}

fn numbers(count: usize) -> String {
    format!("{count} number{}", if count == 1 { "" } else { "s" })
}

/// Step `k`'s sentence, told again from the rows before and after it: who removed what and its
/// present neighbours (a `_` is a wall), what the removal cut off from 1 or that it was a spare
/// move, and why: the winner leaves a lost position, the loser plays outside while it can and
/// otherwise keeps the most numbers attached, or had only one move.
fn check_permutation_narration(input: &str, winner: &str, values: &[u32], steps: &[Step], k: usize) {
    let row = row_position(&steps[k].position);
    let one = values.iter().position(|&v| v == 1).unwrap();
    let Some(played) = &steps[k].played else {
        let (left, right) = (one, values.len() - 1 - one);
        let start = format!(
            "The row as given: 1 stands at position {}, with {} on its left and {} on its right, no gap yet.",
            one + 1,
            numbers(left),
            numbers(right)
        );
        let then = if left + right == 0 { "Alice removes 1 at once." } else { "Alice moves first." };
        assert_eq!(steps[k].narration, format!("{start} {then}"), "{input} step 0");
        return;
    };
    let before = row_position(&steps[k - 1].position);
    let i = (0..row.len()).find(|&i| row[i] != before[i]).unwrap();
    let player = played.by.as_str();
    let other = if player == "Alice" { "Bob" } else { "Alice" };
    if values[i] == 1 {
        let expected = format!("{player} removes 1: nothing is next to it any more. {player} wins.");
        assert_eq!(steps[k].narration, expected, "{input} step {k}");
        return;
    }
    let left = i.checked_sub(1).and_then(|j| before[j]);
    let right = before.get(i + 1).copied().flatten();
    let neighbours = match (left, right) {
        (Some(a), Some(b)) => format!("larger than its neighbours {a} and {b}"),
        (Some(a), None) | (None, Some(a)) => format!("larger than {a}, its only neighbour"),
        (None, None) => "alone, with no neighbour".to_string(),
    };
    let mut expected = format!("{player} removes {} (position {}), {neighbours}.", values[i], i + 1);
    let present = |row: &[Option<u32>]| row.iter().filter(|v| v.is_some()).count();
    let outside_after = present(&row) - 1 - attached(&row);
    let (count, parity) =
        (numbers(outside_after), if outside_after.is_multiple_of(2) { "an even count" } else { "an odd count" });
    // Outside: not in the run of present numbers that holds 1.
    let run = |from: usize, to: usize| (from.min(to)..=from.max(to)).all(|j| before[j].is_some());
    let was_outside = !run(i, one);
    if was_outside {
        expected.push_str(&format!(
            " It was cut off from 1: a spare move that leaves the numbers joined to 1 as they were ({count} still cut off, {parity})."
        ));
    } else {
        let cut = attached(&before) - attached(&row) - 1;
        if cut == 1 {
            expected.push_str(&format!(
                " The number beyond it is now cut off from 1 by the gap ({count} cut off in all, {parity})."
            ));
        } else if cut > 1 {
            expected.push_str(&format!(
                " The {cut} numbers beyond it are now cut off from 1 by the gap ({count} cut off in all, {parity})."
            ));
        }
    }
    let legal = (0..before.len()).filter(|&j| removable(&before, j)).count();
    let why = if common::timed(&before) {
        // Timed: the winner wins as fast as possible, the loser delays as long as possible, and
        // the sentence gives the clock of the position before the move.
        let moves = common::clock_of(&before).expect("a timed position has a clock");
        let count = if moves == 1 { "1 move".to_string() } else { format!("{moves} moves") };
        if player == winner {
            format!("This leaves {other} a lost position: the fastest win, {count} with this one.")
        } else if legal == 1 {
            "It was the only legal move.".to_string()
        } else {
            format!("Every move loses for {player} here; this one lasts longest: {count} with this one.")
        }
    } else if player == winner {
        format!("This leaves {other} a lost position.")
    } else if was_outside {
        format!("Every move loses for {player} here; a spare move keeps the fight going.")
    } else if legal == 1 {
        "It was the only legal move.".to_string()
    } else {
        format!("Every move loses for {player} here; this one keeps the most numbers joined to 1.")
    };
    expected.push_str(&format!(" {why}"));
    if attached(&row) == 0 {
        expected.push_str(&format!(" Nothing is joined to 1 any more: {other} removes it next and wins."));
    }
    assert_eq!(steps[k].narration, expected, "{input} step {k}");
}

/// A position is written out up to POSITION_TEXT_MAX characters and left empty past it. The row
/// 9999, 18519, 18518, …, 1 (9999 left out of the run) is 100 007 characters long; its line
/// removes 18519 (−4) and then 9999 (−3), so step 2 is exactly at the limit.
#[test]
fn a_permutation_position_is_written_up_to_its_limit() {
    let mut values = vec![9999u32];
    values.extend((1..=18519).rev().filter(|&v| v != 9999));
    let a = analysis(permutation::GAME, &values.iter().map(u32::to_string).collect::<Vec<_>>().join(" "));
    let mut row: Vec<Option<u32>> = values.iter().map(|&v| Some(v)).collect();
    let mut lengths = Vec::new();
    for k in 0..=4 {
        let step = a.step(k).unwrap();
        if let Some(played) = &step.played {
            let value: u32 = played.what.english().strip_prefix("removes ").unwrap().parse().unwrap();
            row[values.iter().position(|&v| v == value).unwrap()] = None;
        }
        let text = row.iter().map(|v| v.map_or("_".to_string(), |v| v.to_string())).collect::<Vec<_>>().join(" ");
        lengths.push(text.len());
        let expected = if text.len() <= POSITION_TEXT_MAX { text } else { String::new() };
        assert!(
            step.position == expected,
            "step {k}: {} characters written for a row of {}",
            step.position.len(),
            lengths[k]
        );
    }
    assert_eq!(
        lengths[..3],
        [POSITION_TEXT_MAX + 7, POSITION_TEXT_MAX + 3, POSITION_TEXT_MAX],
        "the line crosses the limit"
    );
}

/// The present numbers attached to 1 (its run of present numbers, 1 left out); none once 1 is
/// gone.
fn attached(row: &[Option<u32>]) -> usize {
    let Some(one) = row.iter().position(|&v| v == Some(1)) else { return 0 };
    let left = row[..one].iter().rev().take_while(|v| v.is_some()).count();
    let right = row[one + 1..].iter().take_while(|v| v.is_some()).count();
    left + right
}

/// The documented resistance of the losing side of a permutation line (the optimal-play
/// table's caption: "the other resists (outside while it can, else keeping the most numbers
/// attached)"), checked on every one of its moves against every legal move of the position:
/// while any number is outside the run holding 1, the loser removes one of those; otherwise it
/// removes the number that leaves the most numbers attached to 1.
fn check_permutation_loser_resists(values: &[u32]) {
    let input: String = values.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    let a = analysis(permutation::GAME, &input);
    let loser = if a.report().verdict == "Alice" { "Bob" } else { "Alice" };
    let steps = steps(&a);
    for k in 1..steps.len() {
        let played = steps[k].played.as_ref().unwrap();
        if played.by != loser {
            continue;
        }
        let before = row_position(&steps[k - 1].position);
        let after = row_position(&steps[k].position);
        let i = (0..before.len()).find(|&i| before[i] != after[i]).unwrap();
        let outside = before.iter().flatten().count() - 1 - attached(&before);
        let context = format!("{input} step {k}: the losing {loser} {} in {}", played.what, steps[k - 1].position);
        if common::timed(&before) {
            // Timed: the move makes the game last as long as any move can, by the plain search.
            if values.len() <= 12 {
                let mut plain = common::PlainClock::new(&before);
                let mask = common::PlainClock::mask(&before);
                assert_eq!(plain.move_value(mask, i), plain.value(mask), "{context}: not the longest loss");
            }
            continue;
        }
        if outside > 0 {
            assert_eq!(
                attached(&after),
                attached(&before),
                "{context}: {outside} outside, yet it removed a number attached to 1"
            );
            continue;
        }
        let most = (0..before.len())
            .filter(|&j| removable(&before, j))
            .map(|j| {
                let mut row = before.clone();
                row[j] = None;
                attached(&row)
            })
            .max()
            .unwrap();
        assert_eq!(
            attached(&after),
            most,
            "{context}: leaves {} attached, not the most a move can ({most})",
            attached(&after)
        );
        assert!(removable(&before, i));
    }
}

#[test]
fn permutation_lines_on_every_row_up_to_7() {
    let mut count = 0;
    for n in 1..=7 {
        permutations(n, |values| {
            check_permutation_line(values);
            count += 1;
        });
    }
    assert_eq!(count, 1 + 2 + 6 + 24 + 120 + 720 + 5040);
}

#[test]
fn permutation_losers_resist_on_every_row_up_to_7() {
    for n in 1..=7 {
        permutations(n, check_permutation_loser_resists);
    }
}

fn shuffled(n: usize) -> impl Strategy<Value = Vec<u32>> {
    Just((1..=n as u32).collect::<Vec<_>>()).prop_shuffle()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn permutation_lines_keep_the_winner_winning(values in (8usize..=14).prop_flat_map(shuffled)) {
        check_permutation_line(&values);
    }

    #[test]
    fn losing_permutation_side_plays_outside_then_keeps_the_most_attached(values in (8usize..=60).prop_flat_map(shuffled)) {
        check_permutation_loser_resists(&values);
    }
}

proptest! {
    // 40 rows of 15 to 120 numbers in `make test` (4 s here); the 200 below (22 s, the slowest
    // native test) in `make test-long`, which CI runs too.
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn long_permutation_lines_are_legal(values in (15usize..=120).prop_flat_map(shuffled)) {
        check_permutation_line(&values);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    #[ignore = "long: make test-long"]
    fn long_permutation_lines_are_legal_on_200_rows(values in (15usize..=120).prop_flat_map(shuffled)) {
        check_permutation_line(&values);
    }
}

#[test]
fn steps_of_a_long_permutation_line_equal_a_full_replay() {
    // Zigzags and shuffles of a few thousand numbers: lines past several checkpoints, with
    // many blocks outside at once.
    let mut next = verdict_testkit::xorshift(0x9e37_79b9_7f4a_7c15u64);
    for n in [3000usize, 5000] {
        let mut values: Vec<u32> = (1..=n as u32).collect();
        for i in (1..n).rev() {
            values.swap(i, (next() as usize) % (i + 1));
        }
        let input: String = values.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
        let a = analysis(permutation::GAME, &input);
        let play = a.report().line.table.unwrap();
        let mut row: Vec<Option<u32>> = values.iter().map(|&v| Some(v)).collect();
        let mut positions = vec![row.clone()];
        for played in a.rows(play, 0, usize::MAX) {
            let value: u32 = played[2].english().parse().unwrap();
            let i = values.iter().position(|&v| v == value).unwrap();
            assert!(removable(&row, i), "n = {n}: {value} is not removable");
            row[i] = None;
            positions.push(row.clone());
        }
        let steps = a.report().line.steps;
        assert_eq!(positions.len(), steps + 1);
        for k in [0, 1, 1023, 1024, 1025, steps - 1, steps]
            .into_iter()
            .chain((0..30).map(|_| (next() as usize) % (steps + 1)))
        {
            assert_eq!(row_position(&a.step(k).unwrap().position), positions[k], "n = {n}, step {k}");
        }
    }
}

/// The verdict the page shows first is the full report's.
#[test]
fn headlines_match_the_full_reports() {
    for text in ["3 6 5 1 4 2", "2, 4, 1, 3", "1"] {
        check_headline_matches_the_report(&permutation::PermutationGame, text);
    }
}
