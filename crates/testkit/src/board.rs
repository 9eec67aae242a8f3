//! Boards, as the page draws them.

use verdict_model::line::BOARD_WINDOW;

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
