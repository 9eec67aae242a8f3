//! "Check it yourself": the fast solvers' answer for a position (its value and its winning
//! moves) against an exhaustive search that knows none of their insight, as the page's
//! "Check by exhaustive search" and stress panel run it. Pure: progress is reported through a
//! callback (the wasm layer posts it to the page from inside the search's loop).
//!
//! The searches:
//! - ticket: minimax over every `?` and every digit, memoized on the position up to the order
//!   of cells within a half (the `?` left in each half, the difference of the halves' digit
//!   sums, who moves), nothing about `B`;
//! - permutation: the plain minimax over every set of removed places ([`permutation::exhaustive`]),
//!   nothing about arms, classes or parity.

use super::permutation::exhaustive;
use super::permutation::position::RowPosition;
use super::ticket::position::{TicketMove, TicketPosition};
use super::ticket::Player;
use super::Game;
use crate::input::InputError;
use crate::random::Random;
use serde::Serialize;
use std::collections::HashMap;

/// The most `?` a ticket check takes: its search visits at most a few hundred thousand
/// positions there, well under a second in the page.
pub const TICKET_MAX_Q: usize = 60;
/// The longest row a permutation check takes: 2^20 sets of removed places.
pub const ROW_MAX: usize = exhaustive::MAX_LEN;

/// What a check found.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// `agree`, `disagree` or `too-large` (SPEC's `data-check` values).
    pub outcome: &'static str,
    /// Positions the exhaustive search solved.
    pub searched: u64,
    /// The fast solver's answer, as `verdict moves` writes it (`win`, a tab, the moves).
    pub fast: String,
    /// The exhaustive search's answer, in the same form.
    pub exhaustive: String,
    /// One sentence for the page.
    pub summary: String,
}

fn answer(wins: bool, moves: &[String]) -> String {
    format!("{}\t{}", if wins { "win" } else { "lose" }, moves.join(" "))
}

fn too_large(message: String) -> CheckReport {
    CheckReport { outcome: "too-large", searched: 0, fast: String::new(), exhaustive: String::new(), summary: message }
}

fn report(fast: String, exhaustive: String, searched: u64) -> CheckReport {
    let agree = fast == exhaustive;
    let summary = if agree {
        format!("The exhaustive search agrees: it solved {searched} positions and found the same value and the same winning moves.")
    } else {
        format!("The exhaustive search disagrees after solving {searched} positions: the fast solver says {fast:?}, the search {exhaustive:?}.")
    };
    CheckReport { outcome: if agree { "agree" } else { "disagree" }, searched, fast, exhaustive, summary }
}

/// Checks a position of `game` (SPEC's notation). `progress` hears how many positions the
/// search has solved, every few thousand.
pub fn check(game: Game, position: &str, progress: &mut dyn FnMut(u64)) -> Result<CheckReport, InputError> {
    match game {
        Game::Ticket => Ok(check_ticket(&TicketPosition::parse(position)?, progress)),
        Game::Permutation => Ok(check_row(&RowPosition::parse(position)?, progress)),
        Game::Auction => Err(InputError::whole("the auction has no game to search: its laws are checked call by call")),
    }
}

/// Minimax over the ticket's moves, memoized on what the rest of the game depends on.
struct TicketSearch<'a> {
    memo: HashMap<(usize, usize, i64, bool), bool>,
    progress: &'a mut dyn FnMut(u64),
}

impl TicketSearch<'_> {
    /// Whether Bicarp wins with `left` and `right` `?` left in each half, the left half's
    /// digits `d` ahead, and Monocarp to move when `monocarp`.
    fn bicarp_wins(&mut self, left: usize, right: usize, d: i64, monocarp: bool) -> bool {
        if left + right == 0 {
            return d == 0;
        }
        if let Some(&known) = self.memo.get(&(left, right, d, monocarp)) {
            return known;
        }
        let mut children = (0..=9i64).flat_map(|x| {
            [(left > 0).then(|| (left - 1, right, d + x)), (right > 0).then(|| (left, right - 1, d - x))]
                .into_iter()
                .flatten()
        });
        let value = if monocarp {
            children.all(|(l, r, d)| self.bicarp_wins(l, r, d, false))
        } else {
            children.any(|(l, r, d)| self.bicarp_wins(l, r, d, true))
        };
        self.memo.insert((left, right, d, monocarp), value);
        if self.memo.len().is_multiple_of(4096) {
            (self.progress)(self.memo.len() as u64);
        }
        value
    }
}

fn check_ticket(position: &TicketPosition, progress: &mut dyn FnMut(u64)) -> CheckReport {
    let q = position.q() as usize;
    if q > TICKET_MAX_Q {
        return too_large(format!(
            "This position has {q} '?'; the exhaustive search takes up to {TICKET_MAX_Q} (it would solve too many positions)."
        ));
    }
    let cells = position.ticket().chars();
    let half = cells.len() / 2;
    let digits = |s: &[u8]| s.iter().filter(|b| b.is_ascii_digit()).map(|b| i64::from(b - b'0')).sum::<i64>();
    let open = |s: &[u8]| s.iter().filter(|&&b| b == b'?').count();
    let (left, right) = (open(&cells[..half]), open(&cells[half..]));
    let d = digits(&cells[..half]) - digits(&cells[half..]);
    let monocarp = position.mover() == Player::Monocarp;
    let mut search = TicketSearch { memo: HashMap::new(), progress };
    let mover_wins = search.bicarp_wins(left, right, d, monocarp) != monocarp;
    // A move wins when the search gives the position after it to the mover.
    let mut winning = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        if cell != b'?' {
            continue;
        }
        for x in 0..=9u8 {
            let (l, r, after) =
                if i < half { (left - 1, right, d + i64::from(x)) } else { (left, right - 1, d - i64::from(x)) };
            if search.bicarp_wins(l, r, after, !monocarp) != monocarp {
                winning.push(TicketMove { position: i, digit: x }.to_string());
            }
        }
    }
    // A finished ticket is one position, solved by reading it.
    let searched = (search.memo.len() as u64).max(1);
    let fast_moves: Vec<String> = position.winning_moves().map(|mv| mv.to_string()).collect();
    report(answer(position.mover_wins(), &fast_moves), answer(mover_wins, &winning), searched)
}

fn check_row(position: &RowPosition, progress: &mut dyn FnMut(u64)) -> CheckReport {
    let n = position.cells().len();
    if n > ROW_MAX {
        return too_large(format!(
            "This row has {n} places; the exhaustive search takes up to {ROW_MAX} (it solves every set of removed places: 2^{n} of them)."
        ));
    }
    // A removed place is gone from the start, so its value is never compared; the search only
    // needs 1 to stay the smallest number, which any value above it keeps.
    let values: Vec<u32> = position.cells().iter().map(|c| c.unwrap_or(u32::MAX)).collect();
    let Some(search) = exhaustive::Search::with_progress(&values, progress) else {
        return too_large("This row cannot be searched.".to_string());
    };
    let removed = (0..n).filter(|&i| position.cells()[i].is_none()).fold(0u32, |m, i| m | 1 << i);
    let one = position.one();
    let mut winning: Vec<u32> = search
        .moves(removed)
        .filter(|&k| k == one || !search.mover_wins(removed | 1 << k))
        .map(|k| values[k])
        .collect();
    winning.sort_unstable();
    let to_text = |numbers: &[u32]| numbers.iter().map(u32::to_string).collect::<Vec<_>>();
    let fast = position.winning_numbers();
    report(
        answer(position.mover_wins(), &to_text(&fast)),
        answer(search.mover_wins(removed), &to_text(&winning)),
        search.solved(),
    )
}

/// What a stress run found: how many random positions agreed, and the first that did not.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct StressReport {
    pub checked: u64,
    /// Positions the exhaustive searches solved in all.
    pub searched: u64,
    /// The first position where the fast solver and the search disagree, with the check.
    pub disagreement: Option<(String, CheckReport)>,
}

/// A random position of `game` of about `size`: a ticket of `size` cells (rounded up to even;
/// each a `?` or a digit, either player to move), or a row of `size` numbers with about a
/// quarter of those other than 1 removed.
pub fn random_position(game: Game, size: usize, seed: u64) -> String {
    let mut random = Random::new(seed);
    match game {
        Game::Ticket => {
            let cells = size.max(2).div_ceil(2) * 2;
            let ticket: String = (0..cells)
                .map(|_| if random.below(2) == 0 { '?' } else { char::from(b'0' + random.below(10) as u8) })
                .collect();
            let mover = if random.below(2) == 0 { "Monocarp" } else { "Bicarp" };
            format!("{ticket} {mover}")
        }
        _ => {
            let values = random.permutation(size.max(1));
            let words: Vec<String> = values
                .iter()
                .map(|&v| if v != 1 && random.below(4) == 0 { "_".to_string() } else { v.to_string() })
                .collect();
            words.join(" ")
        }
    }
}

/// Checks `count` random positions of `game` of about `size` (see [`random_position`]),
/// stopping at the first disagreement. `progress` hears the count checked after each one.
pub fn stress(game: Game, size: usize, count: u64, seed: u64, progress: &mut dyn FnMut(u64)) -> StressReport {
    let mut searched = 0;
    for checked in 0..count {
        let position = random_position(game, size, seed.wrapping_add(checked.wrapping_mul(0x9e37_79b9_7f4a_7c15)));
        let report = match check(game, &position, &mut |_| {}) {
            Ok(report) if report.outcome == "too-large" => {
                return StressReport { checked, searched, disagreement: Some((position, report)) };
            }
            Ok(report) => report,
            Err(e) => {
                let report = too_large(format!("the random position could not be read: {}", e.message));
                return StressReport { checked, searched, disagreement: Some((position, report)) };
            }
        };
        searched += report.searched;
        if report.outcome == "disagree" {
            return StressReport { checked: checked + 1, searched, disagreement: Some((position, report)) };
        }
        progress(checked + 1);
    }
    StressReport { checked: count, searched, disagreement: None }
}
