//! Checks shared by the games' integration tests.

use verdict_playground::report::BOARD_WINDOW;
use verdict_playground::Analysis;

/// Every table's window `start..start + len` equals the same slice of the whole table: the
/// page's paging shows exactly the rows a full listing would.
pub fn windows_agree_with_full_tables(analysis: &Analysis, start: usize, len: usize) -> Result<(), String> {
    for table in 0..analysis.report().tables.len() {
        let all = analysis.rows(table, 0, usize::MAX);
        let s = start.min(all.len());
        let e = (s + len).min(all.len());
        let window = analysis.rows(table, start, len);
        if window != all[s..e] {
            return Err(format!("table {table}, window {start}+{len}: {window:?} != {:?}", &all[s..e]));
        }
    }
    Ok(())
}

/// 2B of a ticket position, from its cells alone: twice the left half's lead with every `?`
/// counted as 4.5 (a digit x counts 2x, a `?` 9).
pub fn twice_b(cells: &[u8]) -> i64 {
    let half = cells.len() / 2;
    let worth = |s: &[u8]| s.iter().map(|&b| if b == b'?' { 9 } else { 2 * i64::from(b - b'0') }).sum::<i64>();
    worth(&cells[..half]) - worth(&cells[half..])
}

/// Where a board's window starts in a group of `total` cells, written out from the page's rule:
/// everything when it fits, else `BOARD_WINDOW` cells that keep `focus` a little past the
/// middle, stopping at the group's end.
pub fn window_first(total: usize, focus: usize) -> usize {
    if total <= BOARD_WINDOW {
        0
    } else {
        focus.saturating_sub(BOARD_WINDOW / 2 - 1).min(total - BOARD_WINDOW)
    }
}

/// Whether the line's Bicarp writes in the left half of `cells`, as `line_move`'s
/// documentation promises: winning, on the half with more `?` (the right on a tie); losing, on
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
