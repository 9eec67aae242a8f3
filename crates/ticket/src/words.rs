//! The ticket in a student's words: the halves' sums with each `?` counted as 4.5 (its
//! average, and what Bicarp makes each pair of `?` worth), instead of `B`. A position's reason
//! and each move's reason (the line's narration, the solver's reply in play) are said here, so
//! that the line and play say the same thing in the same words.
//!
//! "Level" means equal with each `?` counted as 4.5, which is `B = 0`; "the right half needs
//! 9 more" is `B = 9`. Every count is said with the grammar its number needs (1 '?', 2 '?';
//! there is one, there are two).

use super::{half_value, Counts, Half, Player};

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
use verdict_model::words::a_number;
pub use verdict_model::words::capitalized;

/// Twice what a half comes to with each `?` counted as 4.5 (twice, to stay an integer).
fn twice_worth(counts: &Counts, half: Half) -> i64 {
    match half {
        Half::Left => 2 * counts.left_sum + 9 * counts.left_q,
        Half::Right => 2 * counts.right_sum + 9 * counts.right_q,
    }
}

/// `no '?'`, `1 '?'`, `3 '?'`.
pub fn marks(count: i64) -> String {
    if count == 0 {
        "no '?'".to_string()
    } else {
        format!("{count} '?'")
    }
}

/// "1 '?' is left", "3 '?' are left", "no '?' is left".
pub fn marks_left(count: i64) -> String {
    match count {
        0 => "no '?' is left".to_string(),
        1 => "1 '?' is left".to_string(),
        _ => format!("{count} '?' are left"),
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

/// "counting each '?' as 4.5, the left half comes to 22.5 and the right half to 13.5: the right
/// half needs 9 more", or "…both halves come to 13.5: they are level".
pub fn standing(counts: &Counts) -> String {
    let b2 = counts.twice_balance();
    let (left, right) = worths(counts);
    if b2 == 0 {
        format!("counting each '?' as 4.5, both halves come to {left}: they are level")
    } else {
        format!(
            "counting each '?' as 4.5, the left half comes to {left} and the right half to {right}: the {} half needs {} more",
            ahead(counts).other().name(),
            half_value(b2.abs())
        )
    }
}

/// "the left half 4.5 ahead", "the halves level": where a move leaves them.
fn lead(twice_balance: i64) -> String {
    match twice_balance.signum() {
        0 => "the halves level".to_string(),
        1 => format!("the left half {} ahead", half_value(twice_balance)),
        _ => format!("the right half {} ahead", half_value(-twice_balance)),
    }
}

/// "the left half 4.5 ahead instead of 9", "the left half 0.5 ahead instead of level".
fn lead_change(before: i64, after: i64) -> String {
    if before == 0 {
        format!("{} instead of level", lead(after))
    } else if before.signum() == after.signum() {
        format!("{} instead of {}", lead(after), half_value(before.abs()))
    } else {
        format!("{} instead of {}", lead(after), lead(before))
    }
}

/// The digits that level the halves in one move, one per half that has a `?`: "a 9 on the
/// right half or a 0 on the left half". Empty when none does.
fn levelling_digits(counts: &Counts) -> Vec<String> {
    let b2 = counts.twice_balance();
    [ahead(counts).other(), ahead(counts)]
        .into_iter()
        .filter(|&half| counts.q(half) > 0)
        .filter_map(|half| {
            // A digit x on the left changes 2B by 2x − 9, on the right by 9 − 2x.
            let toward_left = if half == Half::Left { -b2 } else { b2 };
            let twice_digit = toward_left + 9;
            (twice_digit % 2 == 0 && (0..=18).contains(&twice_digit))
                .then(|| format!("{} on the {} half", a_number(twice_digit / 2), half.name()))
        })
        .collect()
}

/// Why a position is won or lost for whoever is to move, in half sums. `counts` are the
/// position's, `mover` the player to move and `bicarp_wins` its value.
pub fn position_reason(counts: &Counts, mover: Player, bicarp_wins: bool) -> String {
    reason_in_words(counts, mover, bicarp_wins, true)
}

/// [`position_reason`] naming no digit to write: the first hint, which says why the position is
/// won without giving the winning move away (no "a 9 on the right half").
pub fn hint_reason(counts: &Counts, mover: Player, bicarp_wins: bool) -> String {
    reason_in_words(counts, mover, bicarp_wins, false)
}

fn reason_in_words(counts: &Counts, mover: Player, bicarp_wins: bool, name_moves: bool) -> String {
    let q = counts.q_total();
    let (l, r) = (counts.left_sum, counts.right_sum);
    if q == 0 {
        return if bicarp_wins {
            format!("No '?' is left and the halves are equal ({l} = {r}): Bicarp has won.")
        } else {
            format!("No '?' is left and the halves differ ({l} ≠ {r}): Monocarp has won.")
        };
    }
    let left = marks_left(q);
    let last_digit = "and of the ten digits he can write there at most one makes the halves equal";
    match (mover, bicarp_wins) {
        (Player::Monocarp, false) if q % 2 == 1 => format!(
            "Monocarp is to move and {left}, an odd number, so he writes the last digit himself, {last_digit}: Monocarp wins."
        ),
        (Player::Monocarp, false) => format!(
            "{} Monocarp is to move and {left}, an even number: {}, and no answer narrows it by more than 4.5, so Monocarp wins.",
            capitalized(&standing(counts)) + ".",
            if name_moves {
                "each of his moves widens the gap by 4.5 (a 9 on the half that is ahead, or a 0 on the other)"
            } else {
                "with each of his moves he can widen the gap by 4.5"
            }
        ),
        (Player::Monocarp, true) => format!(
            "{}, and Monocarp is to move with an even number of '?' ({q}): whatever he writes, Bicarp answers so that the halves are level again (the same digit on the other half, or 9 − x on the same half), so Bicarp wins.",
            capitalized(&standing(counts))
        ),
        (Player::Bicarp, true) if name_moves => format!(
            "{}. Bicarp levels them with one digit ({}), and from then on he answers every move of Monocarp's, so Bicarp wins.",
            capitalized(&standing(counts)),
            levelling_digits(counts).join(" or ")
        ),
        (Player::Bicarp, true) => format!(
            "{}. One digit makes up to 4.5, so Bicarp can level them now, and from then on he answers every move of Monocarp's, so Bicarp wins.",
            capitalized(&standing(counts))
        ),
        (Player::Bicarp, false) if q % 2 == 0 => format!(
            "Bicarp is to move and {left}, an even number, so Monocarp writes the last digit, {last_digit}: Monocarp wins."
        ),
        (Player::Bicarp, false) => format!(
            "{}. One digit makes up at most 4.5, so Bicarp cannot level the halves now, and afterwards Monocarp keeps widening the gap: Monocarp wins.",
            capitalized(&standing(counts))
        ),
    }
}

/// Why a move is made, in one sentence that names it: the strategy when its player wins, what
/// it tries when it loses. `before` are the counts the move is made from, `last` the half and
/// digit of the move before it (Monocarp's move that a Bicarp's copy or `9 − x` answers).
pub fn move_reason(
    player: Player,
    position: usize,
    half: Half,
    digit: u8,
    why: Why,
    before: &Counts,
    last: Option<(Half, u8)>,
) -> String {
    let written = format!("{} writes {digit} in position {} ({} half)", player.name(), position + 1, half.name());
    let b2 = before.twice_balance();
    let change = 2 * i64::from(digit) - 9;
    let after = b2 + if half == Half::Left { change } else { -change };
    let answered = last.map_or(digit, |(_, x)| x);
    match why {
        // The last digit: nothing answers it, and he picks one that leaves the halves unequal.
        Why::Push if before.q_total() == 1 => format!(
            "Monocarp writes the last digit, {digit} in position {} ({} half): of the ten digits, at most one would have made the halves equal, and this is not it.",
            position + 1,
            half.name()
        ),
        Why::Push => {
            let ahead = ahead(before);
            let growth = format!(
                "the {} half's lead grows from {} to {}, and no answer can take back more than 4.5",
                ahead.name(),
                half_value(b2.abs()),
                half_value(after.abs())
            );
            if half == ahead {
                format!("{written}, the half that is ahead counting each '?' as 4.5: {growth}.")
            } else {
                format!(
                    "{written}, the half that is behind counting each '?' as 4.5 (the {} half, ahead, has no '?' left): {growth}.",
                    ahead.name()
                )
            }
        }
        Why::HopelessPush => format!(
            "Every move loses for Monocarp, since counting each '?' as 4.5 the halves are level and Bicarp can answer anything; he writes {digit} in position {} ({} half), which leaves {}, and hopes Bicarp answers wrong.",
            position + 1,
            half.name(),
            lead(after)
        ),
        Why::Copy => format!(
            "{written}, a copy of Monocarp's {answered} on the other half: the same digit on both halves keeps them level, counting each '?' as 4.5."
        ),
        Why::Complete => format!(
            "{written}: the {} half has no '?' left to copy Monocarp's {answered} onto, so he answers it on the same half, and {answered} + {digit} = 9, what two '?' are worth at 4.5 each: the halves stay level.",
            half.other().name()
        ),
        Why::Balance => {
            let worth = i64::from(digit) * 2 - 9;
            let (amount, word) = (half_value(worth.abs()), if worth > 0 { "more" } else { "less" });
            format!(
                "{written}: {}, and {} is worth {amount} {word} than a '?', so the halves are level.",
                standing(before),
                a_number(digit)
            )
        }
        Why::Resist => {
            let why_lost = if before.q_total() % 2 == 0 {
                "Monocarp writes the last digit".to_string()
            } else {
                format!("{}, and one digit makes up at most 4.5", standing(before))
            };
            format!(
                "Bicarp cannot win ({why_lost}); he writes {digit} in position {} ({} half), which keeps the halves as close as one digit can, {}, and hopes Monocarp slips.",
                position + 1,
                half.name(),
                lead_change(b2, after)
            )
        }
    }
}
