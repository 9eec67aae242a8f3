//! The line of every game, checked step by step against references written here from docs/RULES.md
//! alone: each position (in the notation of docs/RULES.md) follows from the one before by one legal move, the
//! line ends where the game ends, the predicted winner keeps a won position at every step (by
//! exhaustive minimax for small inputs), the board shows the position, and a step served from a
//! checkpoint of a long line equals the position a full replay of the play table reaches.

use crate::common;
use crate::common::for_each_permutation as permutations;
use verdict_playground::games::{auction, permutation, ticket};

use common::{bicarp_writes_left, halves, twice_b, window_first};
use proptest::prelude::*;
use std::collections::HashMap;
use verdict_playground::games::permutation::exhaustive;
use verdict_playground::line::{Role, Step, BOARD_WINDOW, POSITION_TEXT_MAX};
use verdict_playground::{analyze, Analysis, Game, Settings};

fn analysis(game: Game, text: &str) -> Analysis {
    analyze(game, text, &Settings::default()).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn steps(analysis: &Analysis) -> Vec<Step> {
    (0..=analysis.report().line.steps).map(|k| analysis.step(k).unwrap()).collect()
}

/// What every game's line promises, whatever the game.
fn check_common(analysis: &Analysis, steps: &[Step]) {
    let line = &analysis.report().line;
    assert_eq!(steps.len(), line.steps + 1);
    assert_eq!(analysis.step(line.steps + 1), None);
    assert_eq!(line.open_step, steps[line.open_at]);
    for (k, step) in steps.iter().enumerate() {
        assert_eq!(step.index, k);
        assert_eq!(step.played.is_some(), k > 0, "step {k}: a move led here iff k > 0");
        if let (Some(table), Some(row)) = (line.table, k.checked_sub(1)) {
            assert!(
                step.marks.iter().any(|m| m.table == table && m.row == row && m.column.is_none()),
                "step {k}: {:?}",
                step.marks
            );
        }
        assert!(!step.narration.is_empty());
        let now: usize =
            step.board.groups.iter().map(|g| g.cells.iter().filter(|c| c.roles.contains(&Role::Now)).count()).sum();
        assert_eq!(now, usize::from(k > 0), "step {k}: the cell the move changed is marked, once");
        for group in &step.board.groups {
            assert!(group.cells.len() <= BOARD_WINDOW && group.first + group.cells.len() <= group.total);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Ticket.

/// A ticket position as docs/RULES.md writes it: `TICKET MOVER`, or `TICKET` once no `?` is left.
fn ticket_position(text: &str) -> (Vec<u8>, Option<&str>) {
    match text.split_once(' ') {
        Some((ticket, mover)) => (ticket.bytes().collect(), Some(mover)),
        None => (text.bytes().collect(), None),
    }
}

/// Plain minimax on a ticket position: does Bicarp win? Memoized on what the rest of the game
/// depends on: the `?` left in each half, the difference of the halves' digit sums, who moves.
struct TicketMinimax(HashMap<(usize, usize, i64, bool), bool>);

impl TicketMinimax {
    fn bicarp_wins(&mut self, cells: &[u8], monocarp_moves: bool) -> bool {
        let half = cells.len() / 2;
        let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| i64::from(b - b'0')).sum::<i64>();
        let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count();
        let (l, r) = cells.split_at(half);
        self.solve(open(l), open(r), sum(l) - sum(r), monocarp_moves)
    }

    fn solve(&mut self, lq: usize, rq: usize, diff: i64, monocarp: bool) -> bool {
        if lq + rq == 0 {
            return diff == 0;
        }
        if let Some(&v) = self.0.get(&(lq, rq, diff, monocarp)) {
            return v;
        }
        let mut outcomes = (0..=9).flat_map(|d| {
            [(lq > 0).then(|| (lq - 1, rq, diff + d)), (rq > 0).then(|| (lq, rq - 1, diff - d))].into_iter().flatten()
        });
        let v = if monocarp {
            outcomes.all(|(a, b, c)| self.solve(a, b, c, false))
        } else {
            outcomes.any(|(a, b, c)| self.solve(a, b, c, true))
        };
        self.0.insert((lq, rq, diff, monocarp), v);
        v
    }
}

fn check_ticket_line(input: &str, exhaustive: bool) {
    let a = analysis(ticket::GAME, input);
    let verdict = a.report().verdict;
    let steps = steps(&a);
    check_common(&a, &steps);
    let mut minimax = TicketMinimax(HashMap::new());
    let q = input.bytes().filter(|&b| b == b'?').count();
    assert_eq!(steps.len(), q + 1, "{input}: one move per '?'");
    // Each step's cells, read once: the board's check looks back at earlier steps.
    let positions: Vec<Vec<u8>> = steps.iter().map(|step| ticket_position(&step.position).0).collect();
    for (k, step) in steps.iter().enumerate() {
        let (cells, mover) = ticket_position(&step.position);
        let open = cells.iter().filter(|&&b| b == b'?').count();
        assert_eq!(open, q - k, "{input} step {k}");
        assert_eq!(mover, step.to_move.as_deref(), "{input} step {k}");
        if open > 0 {
            assert_eq!(mover, Some(if k % 2 == 0 { "Monocarp" } else { "Bicarp" }), "{input} step {k}");
        }
        if k == 0 {
            assert_eq!(cells, input.as_bytes());
        } else {
            let (before, before_mover) = ticket_position(&steps[k - 1].position);
            let changed: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] != before[i]).collect();
            assert_eq!(changed.len(), 1, "{input} step {k}: one cell changes");
            let at = changed[0];
            assert!(before[at] == b'?' && cells[at].is_ascii_digit(), "{input} step {k}: a '?' gets a digit");
            let played = step.played.as_ref().unwrap();
            assert_eq!(Some(played.by.as_str()), before_mover);
            assert_eq!(played.what, format!("writes {} in position {}", char::from(cells[at]), at + 1));
        }
        if exhaustive && open > 0 {
            let bicarp = minimax.bicarp_wins(&cells, mover == Some("Monocarp"));
            assert_eq!(bicarp, verdict == "Bicarp", "{input} step {k}: {} no longer wins", verdict);
        }
        check_ticket_board_and_sentence(input, verdict.as_str(), &steps, &positions, k);
        // The board is the position: both halves, cell by cell, with roles that say which
        // digits were given, which were written, which '?' are open.
        let groups = &step.board.groups;
        assert_eq!(groups.len(), 2);
        if cells.len() / 2 <= BOARD_WINDOW {
            let drawn: Vec<u8> = groups.iter().flat_map(|g| g.cells.iter().flat_map(|c| c.text.bytes())).collect();
            assert_eq!(drawn, cells, "{input} step {k}");
            for (i, cell) in groups.iter().flat_map(|g| &g.cells).enumerate() {
                let role = if input.as_bytes()[i] != b'?' {
                    Role::Given
                } else if cells[i] == b'?' {
                    Role::Open
                } else {
                    Role::Filled
                };
                assert!(cell.roles.contains(&role), "{input} step {k} cell {i}: {:?}", cell.roles);
                assert_eq!(cell.label, (i + 1).to_string());
            }
        }
    }
    let (last, mover) = ticket_position(&steps.last().unwrap().position);
    assert_eq!(mover, None);
    let half = last.len() / 2;
    let sum = |s: &[u8]| s.iter().map(|b| u32::from(b - b'0')).sum::<u32>();
    let equal = sum(&last[..half]) == sum(&last[half..]);
    assert_eq!(if equal { "Bicarp" } else { "Monocarp" }, verdict, "{input}: the line ends with its verdict");
}

/// Step `k` of a ticket line told again from the positions: the facts beside the board, its
/// caption, each half's window of cells (around the move just made in that half, else its next
/// `?`) with who wrote each digit and when, and the step's sentence with B before and after.
fn check_ticket_board_and_sentence(input: &str, winner: &str, steps: &[Step], positions: &[Vec<u8>], k: usize) {
    let position = |j: usize| positions[j].as_slice();
    let cells = position(k);
    let (n, h) = (cells.len(), cells.len() / 2);
    let digits = |range: std::ops::Range<usize>| -> (i64, i64) {
        let sum = cells[range.clone()].iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum();
        (sum, cells[range].iter().filter(|&&b| b == b'?').count() as i64)
    };
    let ((left_sum, left_q), (right_sum, right_q)) = (digits(0..h), digits(h..n));
    let q = left_q + right_q;
    let ending = if left_sum == right_sum {
        format!("{left_sum} = {right_sum}, Bicarp wins")
    } else {
        format!("{left_sum} ≠ {right_sum}, Monocarp wins")
    };
    let b2 = twice_b(cells);
    let d = left_sum - right_sum;
    let last = match &steps[k].to_move {
        Some(mover) => ("To move".to_string(), mover.clone()),
        None => ("Result".to_string(), ending.clone()),
    };
    let facts: Vec<(String, String)> =
        steps[k].board.facts.iter().map(|f| (f.label.clone(), f.value.clone())).collect();
    let expected = [("B", halves(b2)), ("d", halves(2 * d)), ("'?' left", q.to_string())]
        .map(|(label, value)| (label.to_string(), value));
    assert_eq!(facts[..3], expected, "{input} step {k}");
    assert_eq!(facts[3], last, "{input} step {k}");
    let after = if k == 0 { "no move".to_string() } else { format!("move {k}") };
    let caption = format!("The ticket after {after}: the left half is positions 1–{h}, the right half {}–{n}.", h + 1);
    assert_eq!(steps[k].board.caption, caption);

    // The move that led here: where, what, and which half.
    let moved = (k > 0).then(|| {
        let before = position(k - 1);
        let at = (0..n).find(|&i| before[i] != cells[i]).unwrap();
        (at, cells[at] - b'0', steps[k].played.as_ref().unwrap().by.clone())
    });
    // Who wrote each digit, and at which move.
    let written = |i: usize| (1..=k).find(|&j| position(j)[i] != b'?');
    for (g, (half, range, sum, open)) in
        [("Left", 0..h, left_sum, left_q), ("Right", h..n, right_sum, right_q)].into_iter().enumerate()
    {
        let group = &steps[k].board.groups[g];
        assert_eq!(
            (group.label.clone(), group.note.clone()),
            (format!("{half} half"), format!("sum {sum}, {open} '?' left"))
        );
        let focus = match moved {
            Some((at, ..)) if range.contains(&at) => at,
            _ => range.clone().find(|&i| cells[i] == b'?').unwrap_or(range.end - 1),
        } - range.start;
        let first = window_first(h, focus);
        assert_eq!((group.first, group.total, group.cells.len()), (first, h, h.min(BOARD_WINDOW)), "{input} step {k}");
        for (offset, cell) in group.cells.iter().enumerate() {
            let i = range.start + first + offset;
            let c = char::from(cells[i]);
            let (roles, title) = match (input.as_bytes()[i], written(i)) {
                (b'?', None) => (vec![Role::Open], format!("position {}: ?, still to fill", i + 1)),
                (b'?', Some(j)) => {
                    let by = &steps[j].played.as_ref().unwrap().by;
                    let now = if j == k { ", just now" } else { "" };
                    let roles = if j == k { vec![Role::Filled, Role::Now] } else { vec![Role::Filled] };
                    (roles, format!("position {}: {c}, written by {by} at move {j}{now}", i + 1))
                }
                _ => (vec![Role::Given], format!("position {}: {c}, given", i + 1)),
            };
            assert_eq!((cell.text.clone(), cell.label.clone()), (c.to_string(), (i + 1).to_string()));
            assert_eq!((&cell.roles, &cell.title), (&roles, &title), "{input} step {k}");
        }
    }

    // The sentence, in half sums: each '?' counted as 4.5.
    let marks = |q: i64| if q == 0 { "no '?'".to_string() } else { format!("{q} '?'") };
    let Some((at, digit, player)) = moved else {
        let start = format!(
            "The ticket as given: the left half's digits sum to {left_sum} with {}, the right half's to {right_sum} with {}.",
            marks(left_q),
            marks(right_q)
        );
        let then = if q == 0 {
            format!("No '?' to fill: {ending}.")
        } else {
            format!("{}. Monocarp moves first.", capital(&standing(cells)))
        };
        assert_eq!(steps[0].narration, format!("{start} {then}"), "{input}");
        return;
    };
    let before_cells = position(k - 1);
    let before_b2 = twice_b(before_cells);
    let q_before = q + 1;
    let half = if at < h { "left" } else { "right" };
    let written = format!("{player} writes {digit} in position {} ({half} half)", at + 1);
    // Monocarp's move before Bicarp's, which Bicarp answers.
    let answered = (player == "Bicarp").then(|| {
        let earlier = position(k - 2);
        let at = (0..n).find(|&i| earlier[i] != position(k - 1)[i]).unwrap();
        (at < h, position(k - 1)[at] - b'0')
    });
    let lead = |b2: i64| match b2.signum() {
        0 => "the halves level".to_string(),
        1 => format!("the left half {} ahead", halves(b2)),
        _ => format!("the right half {} ahead", halves(-b2)),
    };
    let sentence = match (player.as_str(), player == winner, answered) {
        ("Monocarp", true, _) if q_before == 1 => format!(
            "Monocarp writes the last digit, {digit} in position {} ({half} half): of the ten digits, at most one would have made the halves equal, and this is not it.",
            at + 1
        ),
        ("Monocarp", true, _) => {
            assert_eq!((b2 - before_b2).abs(), 9, "{input} step {k}: a push moves B by 4.5");
            assert!(b2.abs() > before_b2.abs(), "{input} step {k}: a push moves B away from 0");
            let ahead = if before_b2 > 0 { "left" } else { "right" };
            let growth = format!(
                "the {ahead} half's lead grows from {} to {}, and no answer can take back more than 4.5",
                halves(before_b2.abs()),
                halves(b2.abs())
            );
            if half == ahead {
                assert_eq!(digit, 9, "{input} step {k}");
                format!("{written}, the half that is ahead counting each '?' as 4.5: {growth}.")
            } else {
                assert_eq!(digit, 0, "{input} step {k}");
                format!("{written}, the half that is behind counting each '?' as 4.5 (the {ahead} half, ahead, has no '?' left): {growth}.")
            }
        }
        ("Monocarp", false, _) => {
            assert_eq!(before_b2, 0, "{input} step {k}: Monocarp loses only from level halves");
            format!(
                "Every move loses for Monocarp, since counting each '?' as 4.5 the halves are level and Bicarp can answer anything; he writes {digit} in position {} ({half} half), which leaves {}, and hopes Bicarp answers wrong.",
                at + 1,
                lead(b2)
            )
        }
        // The strategy the page teaches: Monocarp's digit copied on the other half while it has
        // a '?', else 9 − x on the same half.
        ("Bicarp", true, Some((left, x))) => {
            let other_had_q = before_cells[if left { h..n } else { 0..h }].contains(&b'?');
            assert_eq!(b2, twice_b(position(k - 2)), "{input} step {k}: the answer puts B back");
            if other_had_q {
                assert!(left != (at < h) && digit == x, "{input} step {k}: Bicarp must copy {x} on the other half");
                format!("{written}, a copy of Monocarp's {x} on the other half: the same digit on both halves keeps them level, counting each '?' as 4.5.")
            } else {
                assert!(left == (at < h) && digit == 9 - x, "{input} step {k}: Bicarp must answer {x} with {}", 9 - x);
                let other = if left { "right" } else { "left" };
                format!("{written}: the {other} half has no '?' left to copy Monocarp's {x} onto, so he answers it on the same half, and {x} + {digit} = 9, what two '?' are worth at 4.5 each: the halves stay level.")
            }
        }
        ("Bicarp", true, None) => panic!("{input} step {k}: a winning Bicarp always answers a move"),
        _ => {
            let why_lost = if q_before % 2 == 0 {
                "Monocarp writes the last digit".to_string()
            } else {
                format!("{}, and one digit makes up at most 4.5", standing(before_cells))
            };
            let was = match (before_b2, before_b2.signum() == b2.signum()) {
                (0, _) => "level".to_string(),
                (_, true) => halves(before_b2.abs()),
                _ => lead(before_b2),
            };
            format!(
                "Bicarp cannot win ({why_lost}); he writes {digit} in position {} ({half} half), which keeps the halves as close as one digit can, {} instead of {was}, and hopes Monocarp slips.",
                at + 1,
                lead(b2)
            )
        }
    };
    let rest = match (q, &steps[k].to_move) {
        (0, _) => format!("No '?' is left: {ending}."),
        (1, Some(mover)) => format!("1 '?' is left; {mover} to move."),
        (q, Some(mover)) => format!("{q} '?' are left; {mover} to move."),
        (_, None) => panic!("{input} step {k}: '?' left and nobody to move"),
    };
    assert_eq!(steps[k].narration, format!("{sentence} {rest}"), "{input} step {k}");
}

/// "counting each '?' as 4.5, the left half comes to 22.5 and the right half to 13.5: the right
/// half needs 9 more", or "…both halves come to 13.5: they are level", from the cells alone.
fn standing(cells: &[u8]) -> String {
    let h = cells.len() / 2;
    let worth = |s: &[u8]| s.iter().map(|&b| if b == b'?' { 9 } else { 2 * i64::from(b - b'0') }).sum::<i64>();
    let (left, right) = (worth(&cells[..h]), worth(&cells[h..]));
    if left == right {
        format!("counting each '?' as 4.5, both halves come to {}: they are level", halves(left))
    } else {
        let behind = if left > right { "right" } else { "left" };
        format!(
            "counting each '?' as 4.5, the left half comes to {} and the right half to {}: the {behind} half needs {} more",
            halves(left),
            halves(right),
            halves((left - right).abs())
        )
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[test]
fn ticket_lines_on_the_examples() {
    for input in ["??", "?1", "0523", "12", "??09", "???00?", "9??0??", "?054??0?", "8??0??", "?123", "9???", "??????"]
    {
        check_ticket_line(input, true);
    }
}

fn ticket_text(max_half: usize) -> impl Strategy<Value = String> {
    (1..=max_half).prop_flat_map(|half| {
        proptest::collection::vec(prop_oneof![3 => Just(b'?'), 1 => (0u8..=9).prop_map(|d| b'0' + d)], 2 * half)
            .prop_map(|cells| String::from_utf8(cells).unwrap())
    })
}

/// Bicarp's tickets are rare at random: equal fixed sums, or a lead of 9 per extra pair.
fn bicarp_ticket() -> impl Strategy<Value = String> {
    (0usize..5, 0usize..3, 0u8..=9).prop_map(|(shared, pairs, digit)| {
        let d = char::from(b'0' + digit);
        let left = format!("{}{}{}", "?".repeat(shared), d, "9".repeat(pairs));
        let right = format!("{}{}", "?".repeat(shared + 2 * pairs), d);
        let width = left.len().max(right.len());
        format!("{left:0<width$}{right:0<width$}")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn ticket_lines_keep_the_winner_winning(text in ticket_text(7)) {
        check_ticket_line(&text, true);
    }

    #[test]
    fn bicarp_lines_keep_the_winner_winning(text in bicarp_ticket()) {
        check_ticket_line(&text, true);
    }

    #[test]
    fn long_ticket_lines_are_legal(text in ticket_text(60)) {
        check_ticket_line(&text, false);
    }
}

/// The resistance rule of docs/RULES.md ("Ticket") for the losing side of a ticket line, checked on every one of its
/// moves against every legal move of the position: a losing Bicarp keeps B as close to 0 as
/// any move can, a losing Monocarp pushes B as far from 0 as any move can.
fn check_ticket_loser_resists(input: &str) {
    let a = analysis(ticket::GAME, input);
    let loser = if a.report().verdict == "Bicarp" { "Monocarp" } else { "Bicarp" };
    let steps = steps(&a);
    let mut checked = 0;
    for k in 1..steps.len() {
        let played = steps[k].played.as_ref().unwrap();
        if played.by != loser {
            continue;
        }
        let (before, _) = ticket_position(&steps[k - 1].position);
        let (after, _) = ticket_position(&steps[k].position);
        let reachable: Vec<i64> = (0..before.len())
            .filter(|&i| before[i] == b'?')
            .flat_map(|i| {
                let before = &before;
                (b'0'..=b'9').map(move |digit| {
                    let mut cells = before.clone();
                    cells[i] = digit;
                    twice_b(&cells).abs()
                })
            })
            .collect();
        let (closest, farthest) = (*reachable.iter().min().unwrap(), *reachable.iter().max().unwrap());
        let got = twice_b(&after).abs();
        let (want, rule) = if loser == "Bicarp" {
            (closest, "as close to 0 as it can")
        } else {
            (farthest, "as far from 0 as it can")
        };
        assert_eq!(
            got,
            want,
            "{input} step {k}: the losing {loser} {} in {}, leaving |B| = {}, not {rule} (|B| = {})",
            played.what,
            steps[k - 1].position,
            got as f64 / 2.0,
            want as f64 / 2.0
        );
        checked += 1;
    }
    // Every game with a '?' has moves of both sides but the last; a line with none left to
    // check must be one of at most one move.
    assert!(checked > 0 || steps.len() <= 2, "{input}: no move of the loser was checked");
}

/// Where the line's Bicarp writes: the half `bicarp_writes_left` documents, at every one of
/// his moves.
fn check_ticket_bicarp_half(input: &str) {
    let a = analysis(ticket::GAME, input);
    let winning = a.report().verdict == "Bicarp";
    let steps = steps(&a);
    for k in 1..steps.len() {
        if steps[k].played.as_ref().unwrap().by != "Bicarp" {
            continue;
        }
        let (before, _) = ticket_position(&steps[k - 1].position);
        let (after, _) = ticket_position(&steps[k].position);
        let written = (0..before.len()).find(|&i| before[i] != after[i]).unwrap();
        let half = before.len() / 2;
        // A winning Bicarp answers Monocarp's move: on the other half while it has a '?'.
        let expected_left = if winning {
            let (earlier, _) = ticket_position(&steps[k - 2].position);
            let monocarp = (0..before.len()).find(|&i| earlier[i] != before[i]).unwrap();
            let other = if monocarp < half { half..before.len() } else { 0..half };
            let copies = before[other].contains(&b'?');
            (monocarp < half) != copies
        } else {
            bicarp_writes_left(&before, false)
        };
        assert_eq!(
            written < half,
            expected_left,
            "{input} step {k}: the {} Bicarp wrote in position {} from {} (2B = {})",
            if winning { "winning" } else { "losing" },
            written + 1,
            steps[k - 1].position,
            twice_b(&before)
        );
    }
}

#[test]
fn the_lines_bicarp_writes_in_the_documented_half() {
    // The last two failed with Bicarp's half rule turned around, one for each side.
    for input in [
        "????",
        "??09",
        "???00?",
        "9??0??",
        "?054??0?",
        "8??0??",
        "??????",
        "????6??????699??00",
        "???814?6?5?6?74??????5",
    ] {
        check_ticket_bicarp_half(input);
    }
}

#[test]
fn ticket_losers_resist_on_the_examples() {
    for input in ["????", "?1", "??09", "???00?", "9??0??", "?054??0?", "8??0??", "?123", "9???", "??????", "0?????"] {
        check_ticket_loser_resists(input);
    }
}

/// Tickets Bicarp wins, in more shapes than `bicarp_ticket`: its halves shuffled (where a `?`
/// or digit stands within a half does not change B) and possibly swapped (which negates B).
fn shuffled_bicarp_ticket() -> impl Strategy<Value = String> {
    bicarp_ticket().prop_flat_map(|text| {
        let half = text.len() / 2;
        let (left, right) = (text.as_bytes()[..half].to_vec(), text.as_bytes()[half..].to_vec());
        (Just(left).prop_shuffle(), Just(right).prop_shuffle(), any::<bool>()).prop_map(|(l, r, swap)| {
            let (l, r) = if swap { (r, l) } else { (l, r) };
            String::from_utf8([l, r].concat()).unwrap()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// At random Monocarp nearly always wins: these are lines of a losing Bicarp.
    #[test]
    fn losing_bicarp_keeps_b_as_close_to_0_as_he_can(text in ticket_text(12)) {
        check_ticket_loser_resists(&text);
        check_ticket_bicarp_half(&text);
    }

    #[test]
    fn losing_monocarp_pushes_b_as_far_from_0_as_he_can(text in shuffled_bicarp_ticket()) {
        let a = analysis(ticket::GAME, &text);
        prop_assert_eq!(a.report().verdict.as_str(), "Bicarp", "{}", &text);
        check_ticket_loser_resists(&text);
        check_ticket_bicarp_half(&text);
    }
}

/// The play table applied to the input, row by row: the positions a full replay reaches.
fn ticket_replay(a: &Analysis, input: &str) -> Vec<Vec<u8>> {
    let play = a.report().line.table.unwrap();
    let mut cells = input.as_bytes().to_vec();
    let mut positions = vec![cells.clone()];
    for row in a.rows(play, 0, usize::MAX) {
        let at: usize = row[2].parse().unwrap();
        cells[at - 1] = row[3].as_bytes()[0];
        positions.push(cells.clone());
    }
    positions
}

#[test]
fn steps_of_a_long_ticket_line_equal_a_full_replay() {
    // 6 000 '?' in runs between digits: several checkpoints, and windows of the board that
    // start deep inside each half.
    let mut rng = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for _ in 0..3 {
        let input: String =
            (0..8000).map(|_| if next() % 4 == 0 { char::from(b'0' + (next() % 10) as u8) } else { '?' }).collect();
        let a = analysis(ticket::GAME, &input);
        let replay = ticket_replay(&a, &input);
        let steps = a.report().line.steps;
        assert_eq!(replay.len(), steps + 1);
        for k in [0, 1, 1023, 1024, 1025, 2049, steps / 2, steps - 1, steps]
            .into_iter()
            .chain((0..20).map(|_| (next() as usize) % (steps + 1)))
        {
            let step = a.step(k).unwrap();
            let (cells, _) = ticket_position(&step.position);
            assert_eq!(cells, replay[k], "step {k}");
            for group in &step.board.groups {
                for cell in &group.cells {
                    let i: usize = cell.label.parse::<usize>().unwrap() - 1;
                    assert_eq!(cell.text.as_bytes(), &replay[k][i..=i], "step {k}, position {}", i + 1);
                }
            }
        }
    }
}

/// A ticket position, its mover included, is written out in a step up to POSITION_TEXT_MAX
/// characters, and not past it (issue 30: a 100 000-character ticket was written with its
/// mover, 100 009 characters).
#[test]
fn a_ticket_position_is_written_up_to_its_limit() {
    // At step 1 the position is the ticket and " Bicarp", 7 characters more.
    for (len, written) in [(POSITION_TEXT_MAX - 8, true), (POSITION_TEXT_MAX - 6, false), (POSITION_TEXT_MAX, false)] {
        let text = "?0".repeat(len / 2);
        let step = analysis(ticket::GAME, &text).step(1).unwrap();
        assert_eq!(!step.position.is_empty(), written, "a ticket of {len} characters");
        assert!(step.position.len() <= POSITION_TEXT_MAX);
        if written {
            let (cells, mover) = ticket_position(&step.position);
            assert_eq!((cells.len(), mover), (len, Some("Bicarp")));
        }
    }
}

#[test]
fn a_ten_million_character_line_is_served_by_step() {
    let text: String = "?0".repeat(5_000_000);
    let a = analysis(ticket::GAME, &text);
    assert_eq!(a.report().line.steps, 5_000_000);
    let last = a.step(5_000_000).unwrap();
    assert!(last.to_move.is_none() && last.narration.contains("Bicarp wins"), "{}", last.narration);
    assert_eq!(last.position, "", "a 10 000 000-character position is not written out");
    let now = last.board.groups.iter().flat_map(|g| &g.cells).find(|c| c.roles.contains(&Role::Now)).unwrap();
    assert_eq!(now.label, "9999999", "the last '?' of the right half is filled last");
    let middle = a.step(2_500_001).unwrap();
    assert_eq!(middle.to_move.as_deref(), Some("Bicarp"));
}

// ---------------------------------------------------------------------------------------------
// Permutation.

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
                Role::Attached => "attached to 1".to_string(),
                _ => "outside".to_string(),
            };
            assert_eq!(cell.title, format!("position {}: {}, {what}", i + 1, values[i]), "{input} step {k}");
        }
        // The note and the facts: the run attached to 1, the numbers outside it and their
        // parity, who moves or who won; the caption names the move.
        let present = row.iter().filter(|v| v.is_some()).count();
        let outside = if over { present } else { present - (hi - lo + 1) };
        let parity = if outside.is_multiple_of(2) { "even" } else { "odd" };
        let numbers = if outside == 1 { "1 number".to_string() } else { format!("{outside} numbers") };
        let note = if over {
            "1 is removed: the game is over".to_string()
        } else if lo == hi {
            format!("attached to 1: position {}; outside: {numbers} ({parity})", lo + 1)
        } else {
            format!("attached to 1: positions {}–{}; outside: {numbers} ({parity})", lo + 1, hi + 1)
        };
        assert_eq!(group.note, note, "{input} step {k}");
        let attached: Vec<String> = (lo..=hi).take(12).map(|i| values[i].to_string()).collect();
        let attached = match hi - lo + 1 {
            _ if over => "—".to_string(),
            count if count > 12 => format!("{} … ({count} in all)", attached.join(" ")),
            _ => attached.join(" "),
        };
        let last = match &step.to_move {
            Some(mover) => ("To move".to_string(), mover.clone()),
            None => ("Result".to_string(), format!("{verdict} wins")),
        };
        let facts: Vec<(String, String)> =
            step.board.facts.iter().map(|f| (f.label.clone(), f.value.clone())).collect();
        assert_eq!(
            facts,
            [("Attached to 1".to_string(), attached), ("Outside".to_string(), format!("{outside} ({parity})")), last],
            "{input} step {k}"
        );
        let after = if k == 0 { "no move".to_string() } else { format!("move {k}") };
        check_permutation_narration(&input, verdict.as_str(), values, &steps, k);
        assert_eq!(
            step.board.caption,
            format!(
                "The row of {n} after {after}: bars as tall as their numbers; 1 marked; removed numbers are walls."
            )
        );
    }
}

fn numbers(count: usize) -> String {
    if count == 1 {
        "1 number".to_string()
    } else {
        format!("{count} numbers")
    }
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
            "The row as given: 1 stands at position {}, with {} on its left arm and {} on its right, nothing outside.",
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
    let spare = format!(
        "{} outside ({})",
        numbers(outside_after),
        if outside_after.is_multiple_of(2) { "even" } else { "odd" }
    );
    // Outside: not in the run of present numbers that holds 1.
    let run = |from: usize, to: usize| (from.min(to)..=from.max(to)).all(|j| before[j].is_some());
    let was_outside = !run(i, one);
    if was_outside {
        expected.push_str(&format!(
            " It was outside: a spare move that leaves the numbers attached to 1 as they were; {spare} left."
        ));
    } else {
        let cut = attached(&before) - attached(&row) - 1;
        if cut == 1 {
            expected.push_str(&format!(" The number beyond it is cut off from 1 and goes outside: {spare}."));
        } else if cut > 1 {
            expected.push_str(&format!(" The {cut} numbers beyond it are cut off from 1 and go outside: {spare}."));
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
        format!("Every move loses for {player} here; this one keeps the most numbers attached to 1.")
    };
    expected.push_str(&format!(" {why}"));
    if attached(&row) == 0 {
        expected.push_str(&format!(" Nothing is attached to 1 any more: {other} removes it next and wins."));
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
            let value: u32 = played.what.strip_prefix("removes ").unwrap().parse().unwrap();
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

    #[test]
    fn long_permutation_lines_are_legal(values in (15usize..=120).prop_flat_map(shuffled)) {
        check_permutation_line(&values);
    }
}

#[test]
fn steps_of_a_long_permutation_line_equal_a_full_replay() {
    // Zigzags and shuffles of a few thousand numbers: lines past several checkpoints, with
    // many blocks outside at once.
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
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
            let value: u32 = played[2].parse().unwrap();
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

// ---------------------------------------------------------------------------------------------
// Auction.

#[test]
fn auction_lines_show_the_calls_given_one_by_one() {
    for (input, dealer, calls, stops_illegal) in [
        ("1C P 1NT P 3NT P P P", "E", vec!["1C", "Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"], false),
        ("P P P P", "N", vec!["Pass"; 4], false),
        ("1♥ x xx p", "S", vec!["1H", "X", "XX", "Pass"], false),
        ("1C X P XX P P", "N", vec!["1C", "X", "Pass", "XX"], true),
        ("1C P P P 1D", "W", vec!["1C", "Pass", "Pass", "Pass", "1D"], true),
        ("", "N", vec![], false),
    ] {
        let a = analyze(auction::GAME, input, &Settings::new().with("dealer", dealer)).unwrap();
        let steps = steps(&a);
        check_common(&a, &steps);
        let line = &a.report().line;
        assert_eq!(line.steps, calls.len(), "{input}: up to and including the first illegal call");
        assert_eq!(line.open_at, line.steps, "an auction opens at its last call");
        for (k, step) in steps.iter().enumerate() {
            assert_eq!(step.position, calls[..k].join(" "), "{input} step {k}");
            let placed = step.board.groups[0]
                .cells
                .iter()
                .filter(|c| c.roles.contains(&Role::Call) || c.roles.contains(&Role::Illegal))
                .count();
            // Once the auction is over, its closing passes are one "All Pass", as books print it.
            let all_pass = step.board.groups[0].cells.iter().filter(|c| c.text == "All Pass").count();
            let over = step.to_move.is_none() && !(stops_illegal && k == calls.len());
            assert_eq!(all_pass, usize::from(over), "{input} step {k}: All Pass once over");
            let closing = if !over {
                0
            } else if calls.iter().all(|&c| c == "Pass") {
                4
            } else {
                3
            };
            assert_eq!(placed + closing - usize::from(over), k, "{input} step {k}: one call per step on the diagram");
            let illegal = stops_illegal && k == calls.len();
            let next = step.board.groups[0].cells.iter().filter(|c| c.roles.contains(&Role::Next)).count();
            assert_eq!(next, usize::from(step.to_move.is_some()), "{input} step {k}: a '?' for the seat to call");
            assert_eq!(step.board.groups[0].cells.iter().any(|c| c.roles.contains(&Role::Illegal)), illegal);
            assert_eq!(step.board.groups[0].columns, ["West", "North", "East", "South"]);
        }
        // The seats before the dealer are blank in a diagram that starts with West.
        let blanks = steps[0].board.groups[0].cells.iter().take_while(|c| c.roles.contains(&Role::Blank)).count();
        assert_eq!(blanks, ["W", "N", "E", "S"].iter().position(|&s| s == dealer).unwrap());
    }
}

#[test]
fn a_long_auction_shows_the_rows_up_to_the_call_in_play() {
    let mut calls = vec!["P", "P", "P"];
    for level in 1..=7 {
        for strain in ["C", "D", "H", "S", "N"] {
            calls.push(Box::leak(format!("{level}{strain}").into_boxed_str()));
            calls.extend(["P", "P", "X", "P", "P", "XX", "P", "P"]);
        }
    }
    calls.push("P");
    let a = analysis(auction::GAME, &calls.join(" "));
    assert_eq!(a.report().line.steps, 319);
    for k in [0, 1, 40, 200, 319] {
        let step = a.step(k).unwrap();
        let group = &step.board.groups[0];
        assert!(group.cells.len() <= BOARD_WINDOW && group.first.is_multiple_of(4), "step {k}: whole rows");
        if k > 0 {
            assert!(group.cells.iter().any(|c| c.roles.contains(&Role::Now)), "step {k}: the call in play is shown");
        }
    }
}

/// The verdict the page shows first is the full report's, and inputs past the limit are
/// refused before anything is built from them.
#[test]
fn headlines_match_the_full_reports() {
    use verdict_playground::games::MAX_INPUT;
    use verdict_playground::headline;
    for (game, text) in [
        (ticket::GAME, "?054??0?"),
        (ticket::GAME, " 9??0?? "),
        (ticket::GAME, "?1"),
        (permutation::GAME, "3 6 5 1 4 2"),
        (permutation::GAME, "2, 4, 1, 3"),
        (permutation::GAME, "1"),
        (auction::GAME, "1C P 1NT P 3NT P P P"),
        (auction::GAME, "1C X P XX"),
        (auction::GAME, ""),
    ] {
        let first = headline(game, text, &Settings::default()).unwrap();
        let a = analysis(game, text);
        let report = a.report();
        assert_eq!(
            (first.verdict.as_str(), first.headline.as_str(), first.reason.as_str(), first.input_summary.as_str()),
            (report.verdict.as_str(), report.headline.as_str(), report.reason.as_str(), report.input_summary.as_str()),
            "{text}"
        );
    }
    assert_eq!(headline(ticket::GAME, "?054??0?", &Settings::default()).unwrap().input_summary, "8 characters, 4 '?'");
    let e = headline(ticket::GAME, "x", &Settings::default()).unwrap_err();
    assert!(e.message.contains("'x'"));
    // Past each game's limit, refused before anything is read (the auction's is 1 MiB, issue 30).
    for game in verdict_playground::REGISTRY.iter().copied() {
        let most = game.max_input();
        assert!(most <= MAX_INPUT);
        let huge = "?".repeat(most + 2);
        let e = analyze(game, &huge, &Settings::default()).unwrap_err();
        let limit = format!("takes up to {} ({} MiB)", verdict_playground::words::grouped(most), most >> 20);
        assert!(e.message.contains(&limit), "{}", e.message);
        assert!(headline(game, &huge, &Settings::default()).is_err());
    }
    assert_eq!(auction::GAME.max_input(), 1 << 20);
}
