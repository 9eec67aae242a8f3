//! Checks the ticket's tests share.

use verdict_model::judge::judge_all;
use verdict_model::{InputError, Judged};

/// The ticket's judge format on a whole input, every case kept.
pub fn judge(stdin: &str, explain: bool) -> Result<Vec<Judged>, InputError> {
    judge_all(&verdict_ticket::TicketGame, stdin, explain)
}

/// 2B of a ticket position, from its cells alone: twice the left half's lead with every `?`
/// counted as 4.5 (a digit x counts 2x, a `?` 9).
pub fn twice_b(cells: &[u8]) -> i64 {
    let half = cells.len() / 2;
    let worth = |s: &[u8]| s.iter().map(|&b| if b == b'?' { 9 } else { 2 * i64::from(b - b'0') }).sum::<i64>();
    worth(&cells[..half]) - worth(&cells[half..])
}

/// Whether the line's Bicarp writes in the left half of `cells` when the move before is not
/// known, as `line_move`'s documentation promises: winning, on the half with more `?` (the
/// right on a tie); answering Monocarp, the line copies or pairs instead (see
/// `lines::check_ticket_bicarp_half`); losing, on
/// the half that is behind (the right when B = 0) when it has a `?`, else on the other. Either
/// half could do; this is the line the page shows and narrates, so it stays the documented one.
pub fn bicarp_writes_left(cells: &[u8], winning: bool) -> bool {
    let half = cells.len() / 2;
    let left_q = cells[..half].iter().filter(|&&c| c == b'?').count();
    let right_q = cells[half..].iter().filter(|&&c| c == b'?').count();
    if winning {
        left_q > right_q
    } else {
        let left_behind = twice_b(cells) < 0;
        let behind_has_q = if left_behind { left_q > 0 } else { right_q > 0 };
        left_behind == behind_has_q
    }
}

/// `x / 2` written exactly, with a real minus sign: `4.5`, `−9`, `0`.
pub fn halves(twice: i64) -> String {
    let sign = if twice < 0 { "−" } else { "" };
    let abs = twice.unsigned_abs();
    let fraction = if abs % 2 == 1 { ".5" } else { "" };
    format!("{sign}{}{fraction}", abs / 2)
}

/// A fact beside a board as a reader takes it in, label and value in English; the result's
/// value, `9 = 9`, with who won beside it (its meaning), as `9 = 9, Bicarp wins`.
pub fn fact_said(fact: &verdict_model::line::Fact) -> (String, String) {
    let label = fact.label.english();
    if label == "Result" {
        return (label, format!("{}, {}", fact.value, fact.meaning.english()));
    }
    (label, fact.value.english())
}
