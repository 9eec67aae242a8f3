//! Play's hint ladder, one model for every game: three rungs, each the question its button asks
//! and the answer it gives, that know a won position from a lost one (issue 33).
//!
//! - Rung 1 says who wins and why, naming no move ([`Playable::hint_reason`]): the answer is
//!   not given away before it is asked for.
//! - Rung 2 says how many moves keep the win, where the mover has one to keep; in a lost
//!   position, that every move loses (never "none keeps the win", as if one could).
//! - Rung 3 names a move: in a won position the best one; in a lost one the move that lasts
//!   longest, checked against every move's clock, or, where every move lasts as long (the
//!   ticket, one move per `?`) or the game is too large to time, says so instead of calling
//!   a move "the best".

pub use crate::position::{Hints, Rung};
use crate::position::{MoveView, Playable, PositionView};
use crate::words::counted;

/// How long a lost position's moves make the game last: found from every move's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Delay {
    /// Every move lasts as long: this many moves, the mover's included.
    Even(u32),
    /// The longest lasts this many moves (the mover's included), and some move less.
    Longest(u32),
    /// Not timed: too large, or too many moves to look at.
    Unknown,
}

/// A lost position's moves are looked at one by one up to this many; past it the ladder says
/// nothing about how long they last (the game's clock is off long before, but for the ticket,
/// whose every move lasts as long and says so, [`Playable::every_move_lasts_as_long`]).
const MOST_MOVES_LOOKED_AT: usize = 100_000;

/// The view of `position` with its hint marks and its ladder (the view `hints` asks for).
pub fn hinted_view(position: &dyn Playable, last: Option<usize>, origin: Option<&str>) -> PositionView {
    let mut view = position.view(last, origin, true);
    view.hints = ladder(position, &view);
    view
}

/// The ladder of `position`, whose view is `view`; `None` once the game is over.
pub fn ladder(position: &dyn Playable, view: &PositionView) -> Option<Hints> {
    let mover = view.to_move.as_deref()?;
    let winner = view.winner.as_str();
    let ask = |text: &str| text.to_string();
    let first = Rung {
        ask: ask("Is my position won?"),
        says: if view.mover_wins {
            format!("Yes: {mover} can win. {}", position.hint_reason())
        } else {
            format!("No: whatever {mover} plays, {winner} wins with best play. {}", position.hint_reason())
        },
    };
    let clock = position.value().moves;
    let (legal, winning) = (view.legal_moves, view.winning_moves);
    if view.mover_wins {
        let second = Rung { ask: ask("Which moves keep it won?"), says: moves_keeping_win(winning, legal) };
        let named = view.line_move.clone();
        let says = match &named {
            Some(best) => {
                // With a clock, the solver's winning move is a fastest one; without, a winning
                // one. Its reason names it and says why it wins.
                let which = if clock.is_some() { "The best move" } else { "A winning move" };
                format!("{which} (outlined on the board): {}", sentence_naming(best, mover, &view.line_reason))
            }
            None => format!("{mover} can win, but no move can be shown here."),
        };
        return Some(Hints { rungs: vec![first, second, Rung { ask: ask("Show the best move"), says }], named });
    }
    let second = Rung {
        ask: ask("Can any move save it?"),
        says: match legal {
            1 => "No: the only move loses (✗ on the board).".to_string(),
            n => format!("No: each of the {} loses (✗ marks them on the board).", counted(n, "move", "moves")),
        },
    };
    let delay = if position.every_move_lasts_as_long() {
        clock.map_or(Delay::Unknown, Delay::Even)
    } else {
        delay(position, clock, legal)
    };
    let mut named = view.line_move.clone();
    let doing = |mv: &MoveView| lowercase_first(&mv.doing);
    let says = match (delay, &named) {
        (_, None) => format!("Every move loses for {mover}."),
        (Delay::Even(k), Some(mv)) if legal == 1 => {
            format!("The only move, {}, loses (outlined on the board): {winner} wins in {}.", doing(mv), more_moves(k))
        }
        (_, Some(mv)) if legal == 1 => format!("The only move, {}, loses (outlined on the board).", doing(mv)),
        (Delay::Even(k), Some(mv)) => format!(
            "Every move loses, and every one lasts as long: {winner} wins in {}, whatever {mover} plays. The move outlined on the board is the solver's: {mover} {}.",
            more_moves(k),
            mv.what
        ),
        (Delay::Longest(k), Some(line)) => {
            // The move named is one that lasts longest: the solver's, which should, or else the
            // first that does, as the board offers it.
            let lasting = if lasts_for(position, line, k) { Some(line.clone()) } else { longest_move(position, k) };
            match lasting {
                Some(mv) => {
                    let says = format!(
                        "Every move loses; {} lasts longest (outlined on the board): {winner} wins in {}.",
                        doing(&mv),
                        more_moves(k)
                    );
                    named = Some(mv);
                    says
                }
                None => format!("Every move loses. The move outlined on the board is the solver's: {mover} {}.", line.what),
            }
        }
        (Delay::Unknown, Some(mv)) => format!(
            "Every move loses; the game is too large to time, so no move can be shown to last longest. The move outlined on the board is the solver's: {mover} {}.",
            mv.what
        ),
    };
    Some(Hints { rungs: vec![first, second, Rung { ask: ask("Which move lasts longest?"), says }], named })
}

/// How long the moves of a lost position last, from every move's clock (`clock` the
/// position's own: the longest a move lasts).
fn delay(position: &dyn Playable, clock: Option<u32>, legal: usize) -> Delay {
    let Some(longest) = clock else { return Delay::Unknown };
    if legal > MOST_MOVES_LOOKED_AT {
        return Delay::Unknown;
    }
    let mut shortest = u32::MAX;
    for mv in position.move_values() {
        match mv.moves {
            Some(k) => shortest = shortest.min(k),
            None => return Delay::Unknown,
        }
    }
    if shortest >= longest {
        Delay::Even(longest)
    } else {
        Delay::Longest(longest)
    }
}

/// Whether `mv` lasts `k` moves, by its clock.
fn lasts_for(position: &dyn Playable, mv: &MoveView, k: u32) -> bool {
    position.move_values_in(mv.cell..mv.cell + 1).any(|v| v.choice == mv.choice && v.moves == Some(k))
}

/// The first move (in `verdict moves`' order) that lasts `k` moves, as the board offers it.
fn longest_move(position: &dyn Playable, k: u32) -> Option<MoveView> {
    let value = position.move_values().find(|v| v.moves == Some(k))?;
    position.moves_at(value.cell).into_iter().find(|mv| mv.choice == value.choice)
}

/// The solver's reason for `mv`, which names it; or the move and the reason where it does not.
fn sentence_naming(mv: &MoveView, mover: &str, reason: &str) -> String {
    if reason.contains(&mv.what) {
        reason.to_string()
    } else {
        format!("{mover} {}. {reason}", mv.what).trim_end().to_string()
    }
}

/// "1 more move", "3 more moves".
fn more_moves(k: u32) -> String {
    if k == 1 {
        "1 more move".to_string()
    } else {
        format!("{k} more moves")
    }
}

fn lowercase_first(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    text
}

/// The second rung where the mover wins: how many of the legal moves keep the win, and which
/// marks on the board say so (`winning` of `legal`, `winning` at least 1).
pub fn moves_keeping_win(winning: usize, legal: usize) -> String {
    if legal == 1 {
        return "The only move keeps the win: ✓ marks it on the board.".to_string();
    }
    if winning == legal {
        return format!("All {} keep the win: ✓ marks them on the board.", counted(legal, "move", "moves"));
    }
    let of = counted(legal, "move", "moves");
    let keeps = if winning == 1 {
        format!("1 of the {of} keeps the win: ✓ marks it")
    } else {
        format!("{} of the {of} keep the win: ✓ marks them", crate::words::grouped(winning))
    };
    let others = if legal - winning == 1 { "the other one" } else { "the others" };
    format!("{keeps} on the board, ✗ {others}.")
}
