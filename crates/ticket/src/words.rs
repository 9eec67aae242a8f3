//! The ticket in a student's words: the halves' sums with each `?` counted as 4.5 (its
//! average, and what Bicarp makes each pair of `?` worth), instead of `B`. A position's reason
//! and each move's reason (the line's narration, the solver's reply in play) are said here, so
//! that the line and play say the same thing in the same words.
//!
//! "Level" means equal with each `?` counted as 4.5, which is `B = 0`; "the right half needs
//! 9 more" is `B = 9`. Every count is said with the grammar its number needs (1 '?', 2 '?';
//! there is one, there are two).
//!
//! The sentences are messages of the catalogues (`ticket-position-…` in www/lang/en-games.js,
//! ko.ftl, ru.ftl; docs/LANGUAGES.md), so that the module carries their ids and arguments, not
//! their English, and a reader gets them in their language.

use super::{half_value, Counts, Half, Player};
use verdict_model::{Arg, Message};

/// Why a move of the line is the one it is: the strategy it follows (docs/RULES.md, "Ticket").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Monocarp, winning: a digit that moves B 4.5 further from zero.
    Push,
    /// Monocarp, losing: every move loses, so he tries the same push.
    HopelessPush,
    /// Bicarp, winning: the same digit on the other half keeps d and qR - qL.
    Copy,
    /// Bicarp, winning, no `?` on the other half: 9 - x on the same half makes the pair add to 9.
    Complete,
    /// Bicarp, winning, with no move of Monocarp's from B = 0 to answer (play from a position
    /// where Bicarp moves first, or after Monocarp threw his win away): brings B to 0.
    Balance,
    /// Bicarp, losing: a digit that pulls B 4.5 back toward zero.
    Resist,
}

/// Twice what a half comes to with each `?` counted as 4.5 (twice, to stay an integer).
fn twice_worth(counts: &Counts, half: Half) -> i64 {
    match half {
        Half::Left => 2 * counts.left_sum + 9 * counts.left_q,
        Half::Right => 2 * counts.right_sum + 9 * counts.right_q,
    }
}

/// The half ahead with each `?` counted as 4.5 (the left one when they are level).
pub fn ahead(counts: &Counts) -> Half {
    if counts.twice_balance() >= 0 {
        Half::Left
    } else {
        Half::Right
    }
}

/// What the left and the right half come to with each `?` counted as 4.5: `("13.5", "9")`.
pub fn worths(counts: &Counts) -> (String, String) {
    (half_value(twice_worth(counts, Half::Left)), half_value(twice_worth(counts, Half::Right)))
}

/// A count or a sum the ticket's arithmetic made (never negative where this is used), as the
/// core writes it: it also selects a plural form by its value.
pub fn count_arg(n: i64) -> Arg {
    Arg::digits(n.unsigned_abs() as usize)
}

/// The half's name, which selects its word in each catalogue (`[left]`, `[right]`).
fn half_arg(half: Half) -> Arg {
    Arg::Text(half.name().to_string())
}

/// A move's words as `MoveView::what` writes them, "writes 4 in position 1" (`ticket-move-writes`):
/// the move's own words wherever a sentence names it (the hints see a reason name the move by
/// passing this very message, `Message::says`).
pub fn move_words(position: usize, digit: u8) -> Message {
    move_said("ticket-move-writes", position, digit)
}

/// The same as a noun phrase for the middle of a sentence, "writing 4 in position 1"
/// (`ticket-move-writing`, `MoveView::doing`).
pub fn move_doing(position: usize, digit: u8) -> Message {
    move_said("ticket-move-writing", position, digit)
}

fn move_said(id: &'static str, position: usize, digit: u8) -> Message {
    Message::new(id).arg("digit", Arg::digits(usize::from(digit))).arg("position", Arg::digits(position + 1))
}

/// "Counting each '?' as 4.5, the left half comes to 22.5 and the right half to 13.5: the right
/// half needs 9 more", or "…both halves come to 13.5: they are level": at a sentence's start
/// (`ticket-standing-…`, capitalized) or inside one (`ticket-position-standing-…`).
pub fn standing_said(counts: &Counts, start: bool) -> Message {
    let b2 = counts.twice_balance();
    let (left, right) = worths(counts);
    if b2 == 0 {
        let id = if start { "ticket-standing-level" } else { "ticket-position-standing-level" };
        return Message::new(id).arg("left", left);
    }
    let id = if start { "ticket-standing-gap" } else { "ticket-position-standing-gap" };
    Message::new(id)
        .arg("left", left)
        .arg("right", right)
        .arg("half", half_arg(ahead(counts).other()))
        .arg("more", half_value(b2.abs()))
}

/// "the left half 4.5 ahead", "the halves level": where a move leaves them.
fn lead(twice_balance: i64) -> Message {
    match twice_balance.signum() {
        0 => Message::new("ticket-position-lead-level"),
        1 => Message::new("ticket-position-lead")
            .arg("half", half_arg(Half::Left))
            .arg("amount", half_value(twice_balance)),
        _ => Message::new("ticket-position-lead")
            .arg("half", half_arg(Half::Right))
            .arg("amount", half_value(-twice_balance)),
    }
}

/// "the left half 4.5 ahead instead of 9", "the left half 0.5 ahead instead of level".
fn lead_change(before: i64, after: i64) -> Message {
    let now = lead(after);
    if before == 0 {
        Message::new("ticket-position-instead-of-level").arg("lead", now)
    } else if before.signum() == after.signum() {
        Message::new("ticket-position-instead-of").arg("lead", now).arg("before", half_value(before.abs()))
    } else {
        Message::new("ticket-position-instead-of-lead").arg("lead", now).arg("before", lead(before))
    }
}

/// The digits that level the halves in one move, one per half that has a `?`: "a 9 on the
/// right half or a 0 on the left half". `None` when none does.
fn levelling_digits(counts: &Counts) -> Option<Message> {
    let b2 = counts.twice_balance();
    let mut digits =
        [ahead(counts).other(), ahead(counts)].into_iter().filter(|&half| counts.q(half) > 0).filter_map(|half| {
            // A digit x on the left changes 2B by 2x − 9, on the right by 9 − 2x.
            let toward_left = if half == Half::Left { -b2 } else { b2 };
            let twice_digit = toward_left + 9;
            (twice_digit % 2 == 0 && (0..=18).contains(&twice_digit)).then(|| {
                Message::new("ticket-position-level-digit")
                    .arg("digit", count_arg(twice_digit / 2))
                    .arg("half", half_arg(half))
            })
        });
    let first = digits.next()?;
    Some(match digits.next() {
        Some(second) => Message::new("list-or").arg("init", first).arg("last", second),
        None => first,
    })
}

/// Why a position is won or lost for whoever is to move, in half sums. `counts` are the
/// position's, `mover` the player to move and `bicarp_wins` its value.
pub fn position_reason(counts: &Counts, mover: Player, bicarp_wins: bool) -> Message {
    reason_in_words(counts, mover, bicarp_wins, true)
}

/// [`position_reason`] naming no digit to write: the first hint, which says why the position is
/// won without giving the winning move away (no "a 9 on the right half").
pub fn hint_reason(counts: &Counts, mover: Player, bicarp_wins: bool) -> Message {
    reason_in_words(counts, mover, bicarp_wins, false)
}

/// Messages of the catalogues, `ticket-position-…`: the `?` left, the halves' standing (each
/// `?` counted as 4.5) and what the player to move can do about it.
fn reason_in_words(counts: &Counts, mover: Player, bicarp_wins: bool, name_moves: bool) -> Message {
    let q = counts.q_total();
    if q == 0 {
        let id = if bicarp_wins { "ticket-position-over-equal" } else { "ticket-position-over-unequal" };
        return Message::new(id).arg("left", count_arg(counts.left_sum)).arg("right", count_arg(counts.right_sum));
    }
    let standing = || standing_said(counts, true);
    let said = match (mover, bicarp_wins) {
        (Player::Monocarp, false) if q % 2 == 1 => Message::new("ticket-position-monocarp-odd"),
        (Player::Monocarp, false) => {
            let id = if name_moves { "ticket-position-monocarp-gap" } else { "ticket-position-monocarp-gap-hint" };
            Message::new(id).arg("standing", standing())
        }
        (Player::Monocarp, true) => Message::new("ticket-position-monocarp-level").arg("standing", standing()),
        (Player::Bicarp, true) => match levelling_digits(counts).filter(|_| name_moves) {
            Some(digits) => {
                Message::new("ticket-position-bicarp-levels").arg("standing", standing()).arg("digits", digits)
            }
            None => Message::new("ticket-position-bicarp-can-level").arg("standing", standing()),
        },
        (Player::Bicarp, false) if q % 2 == 0 => Message::new("ticket-position-bicarp-even"),
        (Player::Bicarp, false) => Message::new("ticket-position-bicarp-far").arg("standing", standing()),
    };
    said.arg("q", count_arg(q))
}

/// Why a move is made, in one sentence that names it: the strategy when its player wins, what
/// it tries when it loses. `before` are the counts the move is made from, `last` the half and
/// digit of the move before it (Monocarp's move that a Bicarp's copy or `9 − x` answers).
/// Messages of the catalogues (`ticket-position-…`); every one but the last digit's passes the
/// move's words ([`move_words`]), so that a hint quoting it does not name the move twice.
pub fn move_reason(
    player: Player,
    position: usize,
    half: Half,
    digit: u8,
    why: Why,
    before: &Counts,
    last: Option<(Half, u8)>,
) -> Message {
    let what = move_words(position, digit);
    let written = || {
        Message::new("ticket-position-writes")
            .name("mover", player.name())
            .arg("what", what.clone())
            .arg("half", half_arg(half))
    };
    let b2 = before.twice_balance();
    let change = 2 * i64::from(digit) - 9;
    let after = b2 + if half == Half::Left { change } else { -change };
    let answered = last.map_or(digit, |(_, x)| x);
    let digit_arg = || count_arg(i64::from(digit));
    match why {
        // The last digit: nothing answers it, and he picks one that leaves the halves unequal.
        Why::Push if before.q_total() == 1 => Message::new("ticket-position-last-digit")
            .arg("digit", digit_arg())
            .arg("position", Arg::digits(position + 1))
            .arg("half", half_arg(half)),
        Why::Push => {
            let ahead = ahead(before);
            let id = if half == ahead { "ticket-position-push-ahead" } else { "ticket-position-push-behind" };
            Message::new(id)
                .arg("move", written())
                .arg("ahead", half_arg(ahead))
                .arg("from", half_value(b2.abs()))
                .arg("to", half_value(after.abs()))
        }
        Why::HopelessPush => Message::new("ticket-position-hopeless")
            .arg("what", what)
            .arg("half", half_arg(half))
            .arg("lead", lead(after)),
        Why::Copy => {
            Message::new("ticket-position-copy").arg("move", written()).arg("answered", count_arg(i64::from(answered)))
        }
        Why::Complete => Message::new("ticket-position-complete")
            .arg("move", written())
            .arg("other", half_arg(half.other()))
            .arg("answered", count_arg(i64::from(answered)))
            .arg("digit", digit_arg()),
        Why::Balance => {
            let worth = i64::from(digit) * 2 - 9;
            Message::new("ticket-position-balance")
                .arg("move", written())
                .arg("standing", standing_said(before, false))
                .arg("digit", digit_arg())
                .arg("amount", half_value(worth.abs()))
                .arg("than", (if worth > 0 { "more" } else { "less" }).to_string())
        }
        Why::Resist => {
            let said = if before.q_total() % 2 == 0 {
                Message::new("ticket-position-resist-last")
            } else {
                Message::new("ticket-position-resist-far").arg("standing", standing_said(before, false))
            };
            said.arg("what", what).arg("half", half_arg(half)).arg("change", lead_change(b2, after))
        }
    }
}
