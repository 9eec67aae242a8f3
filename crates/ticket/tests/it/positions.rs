//! Ticket positions in the middle of a game (docs/RULES.md): the value for the player to move
//! and the winning moves, checked against a minimax written here over the ticket's actual
//! cells and digits, on every small position and random larger ones. The line move from any
//! position keeps a win, or else resists (B as close to 0 as Bicarp can, as far as Monocarp
//! can), in the half its documentation names. The board a position is shown on ("Play from
//! here") is told again from its cells.

use crate::common::{bicarp_writes_left, halves, twice_b};
use proptest::prelude::*;
use std::collections::HashMap;
use verdict_model::game::position;
use verdict_model::position::Playable;
use verdict_reason::check::{check, random_position, stress};
use verdict_testkit::board::window_first;
use verdict_testkit::positions::{
    check_agrees_up_to_its_limit, check_stress_counts_the_searches, errors_point, no_move_sentences, plays_and_refuses,
};
use verdict_ticket as ticket;
use verdict_ticket::exhaustive::CHECK_MAX_Q as TICKET_MAX_Q;
use verdict_ticket::position::{TicketMove, TicketPosition};
use verdict_ticket::Player;

/// Minimax on a ticket position, move by move: every `?` and every digit. Memoized on the
/// multiset of what is left, which is the position itself up to the order of cells within a
/// half: (digit sums of the halves, `?` in each half, who moves).
struct Minimax(HashMap<(i64, i64, usize, usize, bool), bool>);

impl Minimax {
    fn new() -> Minimax {
        Minimax(HashMap::new())
    }

    /// Whether Bicarp wins from `cells` with Monocarp to move when `monocarp`.
    fn bicarp_wins(&mut self, cells: &[u8], monocarp: bool) -> bool {
        let half = cells.len() / 2;
        let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| i64::from(b - b'0')).sum::<i64>();
        let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count();
        let key = (sum(&cells[..half]), sum(&cells[half..]), open(&cells[..half]), open(&cells[half..]), monocarp);
        if let Some(&v) = self.0.get(&key) {
            return v;
        }
        let value = if key.2 + key.3 == 0 {
            key.0 == key.1
        } else {
            let mut next = cells.to_vec();
            let mut outcomes = Vec::new();
            for i in 0..cells.len() {
                if cells[i] != b'?' {
                    continue;
                }
                for d in 0..=9u8 {
                    next[i] = b'0' + d;
                    outcomes.push(self.bicarp_wins(&next, !monocarp));
                }
                next[i] = b'?';
            }
            if monocarp {
                outcomes.iter().all(|&b| b)
            } else {
                outcomes.iter().any(|&b| b)
            }
        };
        self.0.insert(key, value);
        value
    }
}

/// "counting each '?' as 4.5, the left half comes to 22.5 and the right half to 13.5: the right
/// half needs 9 more", or "…both halves come to 13.5: they are level".
fn standing(bytes: &[u8]) -> String {
    let half = bytes.len() / 2;
    let worth = |s: &[u8]| s.iter().map(|&b| if b == b'?' { 9 } else { 2 * i64::from(b - b'0') }).sum::<i64>();
    let (l, r) = (worth(&bytes[..half]), worth(&bytes[half..]));
    if l == r {
        format!("Counting each '?' as 4.5, both halves come to {}: they are level", halves(l))
    } else {
        format!(
            "Counting each '?' as 4.5, the left half comes to {} and the right half to {}: the {} half needs {} more",
            halves(l),
            halves(r),
            if l > r { "right" } else { "left" },
            halves((l - r).abs())
        )
    }
}

/// The position's reason, in half sums, told again from its cells and the minimax's winner.
fn ticket_reason(cells: &str, monocarp: bool, bicarp_wins: bool) -> String {
    let bytes = cells.as_bytes();
    let half = bytes.len() / 2;
    let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| u32::from(b - b'0')).sum::<u32>();
    let q = cells.matches('?').count();
    let left = if q == 1 { "1 '?' is left".to_string() } else { format!("{q} '?' are left") };
    let (l, r) = (sum(&bytes[..half]), sum(&bytes[half..]));
    let last_digit = "and of the ten digits he can write there at most one makes the halves equal";
    let standing = standing(bytes);
    // The digits that level the halves in one move: the half behind first, then the one ahead.
    let b2 = twice_b(bytes);
    let behind_first = if b2 > 0 { ["right", "left"] } else { ["left", "right"] };
    let levelling: Vec<String> = behind_first
        .into_iter()
        .filter(|name| bytes[if *name == "left" { 0..half } else { half..bytes.len() }].contains(&b'?'))
        .filter_map(|name| {
            let twice_digit = if name == "left" { 9 - b2 } else { 9 + b2 };
            (twice_digit % 2 == 0 && (0..=18).contains(&twice_digit))
                .then(|| format!("{} on the {name} half", verdict_model::words::a_number(twice_digit / 2)))
        })
        .collect();
    match (q, monocarp, bicarp_wins) {
        (0, _, true) => format!("No '?' is left and the halves are equal ({l} = {r}): Bicarp has won."),
        (0, _, false) => format!("No '?' is left and the halves differ ({l} ≠ {r}): Monocarp has won."),
        (_, true, false) if q % 2 == 1 => format!("Monocarp is to move and {left}, an odd number, so he writes the last digit himself, {last_digit}: Monocarp wins."),
        (_, true, false) => format!("{standing}. Monocarp is to move and {left}, an even number: each of his moves widens the gap by 4.5 (a 9 on the half that is ahead, or a 0 on the other), and no answer narrows it by more than 4.5, so Monocarp wins."),
        (_, true, true) => format!("{standing}, and Monocarp is to move with an even number of '?' ({q}): whatever he writes, Bicarp answers so that the halves are level again (the same digit on the other half, or 9 − x on the same half), so Bicarp wins."),
        (_, false, true) => format!("{standing}. Bicarp levels them with one digit ({}), and from then on he answers every move of Monocarp's, so Bicarp wins.", levelling.join(" or ")),
        (_, false, false) if q.is_multiple_of(2) => format!("Bicarp is to move and {left}, an even number, so Monocarp writes the last digit, {last_digit}: Monocarp wins."),
        (_, false, false) => format!("{standing}. One digit makes up at most 4.5, so Bicarp cannot level the halves now, and afterwards Monocarp keeps widening the gap: Monocarp wins."),
    }
}

fn check_ticket_position(cells: &str, mover: Player, minimax: &mut Minimax) {
    let text = format!("{cells} {}", mover.name());
    let position = TicketPosition::parse(&text).unwrap();
    let monocarp = mover == Player::Monocarp;
    let bicarp = minimax.bicarp_wins(cells.as_bytes(), monocarp);
    let mover_wins = bicarp != monocarp;
    assert_eq!(position.mover_wins(), mover_wins, "{text}");
    assert_eq!(position.reason(), ticket_reason(cells, monocarp, bicarp), "{text}");
    // The winning moves: every '?' and digit whose position the mover still wins.
    let mut expected = Vec::new();
    let mut next = cells.as_bytes().to_vec();
    for i in 0..next.len() {
        if next[i] != b'?' {
            continue;
        }
        for d in 0..=9u8 {
            next[i] = b'0' + d;
            if minimax.bicarp_wins(&next, !monocarp) != monocarp {
                expected.push(TicketMove { position: i, digit: d });
            }
        }
        next[i] = b'?';
    }
    assert_eq!(position.winning_moves().collect::<Vec<_>>(), expected, "{text}");
    // The line's move is legal, and keeps a win whenever there is one; a mover who loses
    // resists: Bicarp leaves B as close to 0 as any move can, Monocarp as far from it.
    if let Some(mv) = position.line_move() {
        assert_eq!(cells.as_bytes()[mv.position], b'?', "{text}: {mv}");
        assert!(!mover_wins || expected.contains(&mv), "{text}: the line's move {mv} throws the win away");
        if !monocarp {
            let half = cells.len() / 2;
            assert_eq!(
                mv.position < half,
                bicarp_writes_left(cells.as_bytes(), mover_wins),
                "{text}: Bicarp plays {mv}"
            );
        }
        if !mover_wins {
            let after = |i: usize, d: u8| {
                let mut next = cells.as_bytes().to_vec();
                next[i] = b'0' + d;
                twice_b(&next).abs()
            };
            let reachable: Vec<i64> = (0..cells.len())
                .filter(|&i| cells.as_bytes()[i] == b'?')
                .flat_map(|i| (0..=9).map(move |d| (i, d)))
                .map(|(i, d)| after(i, d))
                .collect();
            let best = if monocarp { reachable.iter().max() } else { reachable.iter().min() };
            assert_eq!(after(mv.position, mv.digit), *best.unwrap(), "{text}: the losing {} plays {mv}", mover.name());
        }
    } else {
        assert!(!cells.contains('?'));
    }
}

#[test]
fn the_ticket_rule_on_every_small_position() {
    // Every ticket of up to 6 cells over digits chosen to reach every kind of balance, with
    // either player to move: 2 × (5² + 5⁴ + 5⁶) positions.
    let alphabet = [b'?', b'0', b'4', b'5', b'9'];
    let mut minimax = Minimax::new();
    let mut count = 0;
    for len in [2usize, 4, 6] {
        for code in 0..alphabet.len().pow(len as u32) {
            let cells: String =
                (0..len).map(|k| char::from(alphabet[code / alphabet.len().pow(k as u32) % alphabet.len()])).collect();
            for mover in [Player::Monocarp, Player::Bicarp] {
                check_ticket_position(&cells, mover, &mut minimax);
                count += 1;
            }
        }
    }
    assert_eq!(count, 2 * (25 + 625 + 15625));
}

fn ticket_cells(max_half: usize) -> impl Strategy<Value = String> {
    (1..=max_half).prop_flat_map(|half| {
        proptest::collection::vec(prop_oneof![2 => Just(b'?'), 1 => (0u8..=9).prop_map(|d| b'0' + d)], 2 * half)
            .prop_map(|c| String::from_utf8(c).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_ticket_rule_on_random_positions(cells in ticket_cells(6), bicarp in any::<bool>()) {
        let mover = if bicarp { Player::Bicarp } else { Player::Monocarp };
        check_ticket_position(&cells, mover, &mut Minimax::new());
    }
}

#[test]
fn ticket_positions_parse_with_errors_that_point() {
    assert_eq!(TicketPosition::parse("?1 bicarp").unwrap().mover(), Player::Bicarp);
    assert_eq!(TicketPosition::parse("  90  MONOCARP ").unwrap().text(), "90");
    assert!(TicketPosition::parse("0909").is_ok(), "no '?' left: the mover may be left out");
    errors_point(TicketPosition::parse, include_str!("../data/position-errors.tsv"));
}

// ---------------------------------------------------------------------------------------------
// Playing through the game-neutral interface the page uses.

#[test]
fn the_solver_plays_through_the_page_interface() {
    let starts = ["?054??0? Monocarp", "9??0?? Monocarp", "?1 Bicarp", "???? Bicarp", "9?0? Bicarp", "12?0?? Monocarp"];
    let illegal = [(1, Some(3), "a digit on a digit"), (0, None, "a '?' needs a digit")];
    plays_and_refuses(ticket::GAME, &starts, "?0 Monocarp", &illegal);
}

// ---------------------------------------------------------------------------------------------
// "Check by exhaustive search", as the page runs it.

#[test]
fn the_exhaustive_check_agrees_and_reports_its_work() {
    // At the limit the search is long enough to report progress; past it, too large.
    let big_ticket = format!("{} Monocarp", "?".repeat(TICKET_MAX_Q));
    let too_many = format!("{} Monocarp", "?".repeat(TICKET_MAX_Q + 2));
    let positions = ["?054??0? Monocarp", "9054??0? Bicarp", "1234"];
    let (report, progress) = check_agrees_up_to_its_limit(ticket::GAME, &positions, &big_ticket, &too_many);
    assert_eq!(report.fast, "lose\t", "B = 0, an even count: {report:?}");
    assert!(report.searched > 10_000, "{progress} reports, {} positions", report.searched);
    assert_eq!(
        check(&ticket::GAME.unconfigured().unwrap(), "9054??0? Bicarp", &mut |_| {}).unwrap().fast,
        "win\t5=9 6=9 8=9"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn the_exhaustive_check_agrees_on_random_positions(cells in ticket_cells(8), bicarp in any::<bool>()) {
        let mover = if bicarp { "Bicarp" } else { "Monocarp" };
        let report = check(&ticket::GAME.unconfigured().unwrap(), &format!("{cells} {mover}"), &mut |_| {}).unwrap();
        prop_assert_eq!(report.outcome, "agree", "{:?}", report);
    }
}

#[test]
fn a_stress_run_checks_random_positions_until_a_disagreement() {
    let mut heard = 0;
    let report = stress(&ticket::GAME.unconfigured().unwrap(), 12, 200, 7, &mut |n| heard = n).unwrap();
    assert_eq!((report.checked, heard, report.disagreement), (200, 200, None));
    // The positions are real positions of every kind, and the same for the same seed.
    assert_eq!(
        random_position(&ticket::GAME.unconfigured().unwrap(), 9, 3).unwrap(),
        random_position(&ticket::GAME.unconfigured().unwrap(), 9, 3).unwrap()
    );
    let movers: std::collections::BTreeSet<String> = (0..40)
        .map(|s| {
            random_position(&ticket::GAME.unconfigured().unwrap(), 8, s).unwrap().split(' ').nth(1).unwrap().to_string()
        })
        .collect();
    assert_eq!(movers.len(), 2);
    for seed in 0..40 {
        assert!(
            TicketPosition::parse(&random_position(&ticket::GAME.unconfigured().unwrap(), 10, seed).unwrap()).is_ok()
        );
    }
    check_stress_counts_the_searches(ticket::GAME);
}

// ---------------------------------------------------------------------------------------------
// The board a position is shown on ("Play from here").

/// The ticket's position view told again from the cells: `origin` is where play started,
/// `moves` the (position, digit) written since, the last of them just now.
fn check_ticket_view(origin: &str, mover: Player, moves: &[(usize, u8)], hints: bool) {
    use verdict_model::line::{Role, BOARD_WINDOW};
    use verdict_model::position::Playable;
    let origin_text = format!("{origin} {}", mover.name());
    let mut position = TicketPosition::parse(&origin_text).unwrap();
    for &(at, digit) in moves {
        position = position.after(TicketMove { position: at, digit }).unwrap();
    }
    let last = moves.last().map(|&(at, _)| at);
    let view = position.view(last, Some(&origin_text), hints);
    let context = format!("{origin_text} then {moves:?}");
    let cells = position.ticket().chars().to_vec();
    let (n, h) = (cells.len(), cells.len() / 2);
    let sum = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum::<i64>();
    let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count();
    let (left_sum, right_sum) = (sum(&cells[..h]), sum(&cells[h..]));
    let q = open(&cells);
    let over = q == 0;
    let winning: Vec<TicketMove> = position.winning_moves().collect();

    assert_eq!(view.position, position.text(), "{context}");
    assert_eq!(view.to_move, (!over).then(|| position.mover().name().to_string()), "{context}");
    assert_eq!(view.mover_wins, !over && position.mover_wins(), "{context}");
    assert_eq!((view.legal_moves, view.winning_moves), (10 * q, winning.len()), "{context}");
    assert_eq!(
        view.board.caption,
        format!("The ticket: the left half is positions 1–{h}, the right half {}–{n}.", h + 1),
        "{context}"
    );
    let ending = if left_sum == right_sum {
        format!("{left_sum} = {right_sum}, Bicarp wins")
    } else {
        format!("{left_sum} ≠ {right_sum}, Monocarp wins")
    };
    let facts: Vec<(String, String)> = view.board.facts.iter().map(crate::common::fact_said).collect();
    let last_fact = if over { ("Result", ending) } else { ("To move", position.mover().name().to_string()) };
    let expected = [
        ("B", halves(twice_b(&cells))),
        ("d", halves(2 * (left_sum - right_sum))),
        ("'?' left", q.to_string()),
        (last_fact.0, last_fact.1),
    ]
    .map(|(label, value)| (label.to_string(), value));
    assert_eq!(facts, expected, "{context}");

    // The solver's move answers the move that led here, keeps a win when there is one, and
    // comes with one sentence that says what it does: the strategy, or what a loser tries.
    match &view.line_move {
        None => assert!(over && view.line_reason.english().is_empty(), "{context}"),
        Some(mv) => {
            assert_eq!(mv.wins, position.mover_wins(), "{context}: the solver's {}", mv.label);
            let b2_before = last.map(|at| {
                let mut before = cells.clone();
                before[at] = b'?';
                twice_b(&before)
            });
            let opening = match (position.mover(), position.mover_wins()) {
                (Player::Monocarp, true) => "Monocarp writes ",
                (Player::Monocarp, false) => "Every move loses for Monocarp, ",
                (Player::Bicarp, true) => "Bicarp writes ",
                (Player::Bicarp, false) => "Bicarp cannot win (",
            };
            assert!(view.line_reason.english().starts_with(opening), "{context}: {}", view.line_reason);
            // Answering Monocarp from level halves: the copy or the 9 − x of the strategy.
            if let (Player::Bicarp, Some(0), Some(at)) = (position.mover(), b2_before, last) {
                let x = cells[at] - b'0';
                let (same, other) = if at < h { (0..h, h..n) } else { (h..n, 0..h) };
                let copy = other.clone().find(|&i| cells[i] == b'?');
                let expected =
                    copy.map(|i| (i, x)).or_else(|| same.clone().find(|&i| cells[i] == b'?').map(|i| (i, 9 - x)));
                assert_eq!(
                    Some((mv.cell, mv.choice.unwrap())),
                    expected.map(|(i, d)| (i, u32::from(d))),
                    "{context}: the taught answer"
                );
            }
        }
    }

    for (g, (half, range)) in [("Left", 0..h), ("Right", h..n)].into_iter().enumerate() {
        let group = &view.board.groups[g];
        let half_cells = &cells[range.clone()];
        assert_eq!(
            (group.label.english(), group.note.english()),
            (format!("{half} half"), format!("sum {}, {} '?' left", sum(half_cells), open(half_cells))),
            "{context}"
        );
        // Around the move just made in this half, else its first '?', else its start.
        let focus = match last {
            Some(at) if range.contains(&at) => at - range.start,
            _ => half_cells.iter().position(|&b| b == b'?').unwrap_or(0),
        };
        let first = window_first(h, focus);
        assert_eq!((group.first, group.total, group.cells.len()), (first, h, h.min(BOARD_WINDOW)), "{context}");
        let half_wins = winning.iter().any(|mv| range.contains(&mv.position));
        for (offset, cell) in group.cells.iter().enumerate() {
            let i = range.start + first + offset;
            let c = char::from(cells[i]);
            let (roles, title) = match (origin.as_bytes()[i], cells[i]) {
                (_, b'?') => {
                    let mut roles = vec![Role::Open];
                    if hints {
                        roles.push(if half_wins { Role::Wins } else { Role::Loses });
                    }
                    (roles, format!("position {}: ?, still to fill", i + 1))
                }
                (b'?', _) if last == Some(i) => {
                    (vec![Role::Filled, Role::Now], format!("position {}: {c}, written during play, just now", i + 1))
                }
                (b'?', _) => (vec![Role::Filled], format!("position {}: {c}, written during play", i + 1)),
                _ => (vec![Role::Given], format!("position {}: {c}, given", i + 1)),
            };
            assert_eq!((cell.text.clone(), cell.label.clone()), (c.to_string(), (i + 1).to_string()), "{context}");
            assert_eq!((&cell.roles, &cell.title.english()), (&roles, &title), "{context}: position {}", i + 1);
        }
    }
}

#[test]
fn ticket_views_on_the_examples() {
    check_ticket_view("?054??0?", Player::Monocarp, &[], true);
    check_ticket_view("?054??0?", Player::Monocarp, &[(0, 9), (4, 9)], true);
    check_ticket_view("?054??0?", Player::Bicarp, &[(7, 3)], false);
    // One half without '?': the other half's hint is its own (each digit wins for Monocarp).
    check_ticket_view("?900", Player::Monocarp, &[], true);
    check_ticket_view("00?9", Player::Monocarp, &[], true);
    // Every '?' filled: the result instead of the mover.
    check_ticket_view("??", Player::Monocarp, &[(0, 4), (1, 4)], true);
    // Halves longer than the window: it follows the move, else the first '?'.
    let long = format!("{}?{}{}", "1".repeat(60), "?".repeat(19), "?".repeat(80));
    check_ticket_view(&long, Player::Monocarp, &[(70, 9), (150, 0)], true);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random tickets up to 100 cells a half, some moves played from them in random places.
    #[test]
    fn ticket_views_on_random_positions(
        origin in (1usize..=50).prop_flat_map(|half| proptest::collection::vec(prop_oneof![2 => Just(b'?'), 1 => (0u8..=9).prop_map(|d| b'0' + d)], 2 * half)),
        picks in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..=9), 0..12),
        bicarp_first in any::<bool>(),
        hints in any::<bool>(),
    ) {
        let mut cells = origin.clone();
        let mut moves = Vec::new();
        for (pick, digit) in picks {
            let open: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] == b'?').collect();
            if open.is_empty() {
                break;
            }
            let at = open[pick.index(open.len())];
            cells[at] = b'0' + digit;
            moves.push((at, digit));
        }
        let mover = if bicarp_first { Player::Bicarp } else { Player::Monocarp };
        check_ticket_view(&String::from_utf8(origin).unwrap(), mover, &moves, hints);
    }
}

// ---------------------------------------------------------------------------------------------
// A click where nothing can be played: the rule it meets, in words.

/// On small positions: the sentence names the digit already there (or says the game is over,
/// or that there is no such position).
#[test]
fn a_cell_without_a_move_says_which_rule_it_meets() {
    for ticket in ["??", "?0", "5?", "12", "?0?5", "9??1", "0000", "?9?0??"] {
        let cells = ticket.len();
        let said = no_move_sentences(&format!("{ticket} Monocarp"), ticket::GAME, cells);
        for (cell, sentence) in said {
            match ticket.as_bytes().get(cell) {
                Some(&digit) if ticket.contains('?') => {
                    assert!(sentence.contains(&format!("holds {}", char::from(digit))), "{ticket}, {cell}: {sentence}")
                }
                Some(_) => assert!(sentence.contains("over"), "{ticket}: {sentence}"),
                None => assert!(sentence.contains("no position"), "{ticket}: {sentence}"),
            }
        }
    }
    // The words, as a student reads them.
    let said = |text: &str, cell| position(ticket::GAME, text).unwrap().no_move_at(cell).unwrap();
    assert_eq!(said("?0 Monocarp", 1), "Position 2 already holds 0: a player writes a digit only where a ? is.");
    // The page's cell numbers come from the wasm API, which takes any whole number up to the
    // largest: counted from 1, the last one is still itself, not 0.
    let last = usize::MAX;
    assert!(said("?0 Monocarp", last).english().contains(&last.to_string()));
}

/// The largest tickets, with up to 10^8 legal moves (10^7 `?`, ten digits each): every driver
/// (the view, hints, move values, a click, the winning moves, the tree, the check) answers or
/// refuses within its bound, holding none of the moves (issue 46).
#[test]
fn every_driver_is_bounded_on_tickets_with_very_many_moves() {
    let huge = format!("{} Monocarp", "?".repeat(10_000_000));
    let half = format!("{}{} Bicarp", "9".repeat(1_000_000), "?".repeat(1_000_000));
    let nine = format!("9{} Monocarp", "?".repeat(81));
    for text in [huge.as_str(), half.as_str(), nine.as_str()] {
        let took = verdict_testkit::bounded::every_driver_answers_within(
            ticket::GAME,
            text,
            3,
            std::time::Duration::from_secs(10),
        );
        eprintln!("{} bytes: {took:?}", text.len());
    }
}
