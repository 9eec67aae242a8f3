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

use crate::message::{Arg, Message};
pub use crate::position::{Hints, Rung};
use crate::position::{MoveView, Playable, PositionView};

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

/// The ladder of `position`, whose view is `view`; `None` once the game is over. Each rung is a
/// message of the catalogues (`hint-…`); the position's reason and a move's words are still the
/// game's English, sent as text inside them.
pub fn ladder(position: &dyn Playable, view: &PositionView) -> Option<Hints> {
    let mover = view.to_move.as_deref()?;
    let name = |who: &str| match view.players.iter().find(|p| **p == who) {
        Some(player) => Arg::Name(player),
        None => Arg::Text(who.to_string()),
    };
    let (mover_name, winner) = (|| name(mover), || name(&view.winner));
    let reason = || Arg::from(position.hint_reason());
    let first = Rung {
        ask: Message::new("hint-ask-won"),
        says: if view.mover_wins {
            Message::new("hint-won").arg("mover", mover_name()).arg("reason", reason())
        } else {
            Message::new("hint-lost").arg("mover", mover_name()).arg("winner", winner()).arg("reason", reason())
        },
    };
    let clock = position.value().moves;
    let (legal, winning) = (view.legal_moves, view.winning_moves);
    if view.mover_wins {
        let second = Rung { ask: Message::new("hint-ask-keep"), says: moves_keeping_win(winning, legal) };
        let named = view.line_move.clone();
        let says = match &named {
            // With a clock, the solver's winning move is a fastest one; without, a winning
            // one. Its reason names it and says why it wins.
            Some(best) => Message::new(if clock.is_some() { "hint-best" } else { "hint-winning" })
                .arg("move", sentence_naming(best, mover, mover_name(), &view.line_reason)),
            None => Message::new("hint-unshown").arg("mover", mover_name()),
        };
        return Some(Hints { rungs: vec![first, second, Rung { ask: Message::new("hint-ask-best"), says }], named });
    }
    let second = Rung {
        ask: Message::new("hint-ask-save"),
        says: match legal {
            1 => Message::new("hint-save-only"),
            n => Message::new("hint-save-none").arg("legal", Arg::digits(n)),
        },
    };
    let delay = if position.every_move_lasts_as_long() {
        clock.map_or(Delay::Unknown, Delay::Even)
    } else {
        delay(position, clock, legal)
    };
    let mut named = view.line_move.clone();
    let doing = |mv: &MoveView| match mv.doing.verbatim_text() {
        Some(text) => Arg::Text(lowercase_first(text)),
        None => Arg::from(mv.doing.clone()),
    };
    let more = |k: u32| Arg::from(Message::new("hint-more").arg("k", Arg::digits(k as usize)));
    // The solver's move, named where no move can be shown to last longest.
    let solvers =
        |id: &'static str, mv: &MoveView| Message::new(id).arg("mover", mover_name()).arg("what", mv.what.clone());
    let says = match (delay, &named) {
        (_, None) => Message::new("hint-lost-every").arg("mover", mover_name()),
        (Delay::Even(k), Some(mv)) if legal == 1 => {
            Message::new("hint-only-timed").arg("doing", doing(mv)).arg("winner", winner()).arg("more", more(k))
        }
        (_, Some(mv)) if legal == 1 => Message::new("hint-only").arg("doing", doing(mv)),
        (Delay::Even(k), Some(mv)) => solvers("hint-even", mv).arg("winner", winner()).arg("more", more(k)),
        (Delay::Longest(k), Some(line)) => {
            // The move named is one that lasts longest: the solver's, which should, or else the
            // first that does, as the board offers it.
            let lasting = if lasts_for(position, line, k) { Some(line.clone()) } else { longest_move(position, k) };
            match lasting {
                Some(mv) => {
                    let says = Message::new("hint-longest")
                        .arg("doing", doing(&mv))
                        .arg("winner", winner())
                        .arg("more", more(k));
                    named = Some(mv);
                    says
                }
                None => solvers("hint-solvers", line),
            }
        }
        (Delay::Unknown, Some(mv)) => solvers("hint-untimed", mv),
    };
    Some(Hints { rungs: vec![first, second, Rung { ask: Message::new("hint-ask-longest"), says }], named })
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
fn sentence_naming(mv: &MoveView, mover: &str, said_mover: Arg, reason: &Message) -> Message {
    match (reason.verbatim_text(), mv.what.verbatim_text()) {
        (Some(text), Some(what)) if !text.contains(what) => {
            Message::verbatim(format!("{mover} {what}. {text}").trim_end().to_string())
        }
        (Some(_), Some(_)) => reason.clone(),
        // A reason that does not pass the move's words names it otherwise, or not at all: the
        // move is said first.
        _ if !reason.says(&mv.what) => Message::new("hint-named")
            .arg("mover", said_mover)
            .arg("what", mv.what.clone())
            .arg("reason", reason.clone()),
        _ => reason.clone(),
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
pub fn moves_keeping_win(winning: usize, legal: usize) -> Message {
    if legal == 1 {
        return Message::new("hint-keep-only");
    }
    if winning == legal {
        return Message::new("hint-keep-all").arg("legal", Arg::digits(legal));
    }
    Message::new("hint-keep-some")
        .arg("winning", Arg::digits(winning))
        .arg("legal", Arg::digits(legal))
        .arg("others", Arg::digits(legal - winning))
}
