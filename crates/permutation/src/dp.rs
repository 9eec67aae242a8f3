//! The interval DP over (segment around 1, outside parity) in O(n^2) time and O(n) memory,
//! without recursion.
//!
//! A state is the segment `[i, j]` of positions still attached to 1 (at position `one`) and
//! the parity `p` of the moves left outside it. The player to move wins when:
//! - `i == j == one`: 1 stands alone and is removed;
//! - removing the left end `i` (removable when larger than its right neighbour, which 1 always
//!   is smaller than) leaves `[i + 1, j]` with the same parity, a loss; likewise the right end;
//! - removing an interior peak `k` of the left side (larger than both neighbours) leaves
//!   `[k + 1, j]` and sends the `k - i` numbers before it outside: parity `p ^ (k - i)`; likewise
//!   on the right with `j - k`;
//! - `p` is odd and an outside move leaves `[i, j]` with even parity, a loss.
//!
//! Rows (left ends) are filled from `one` down to 0 and, within a row, right ends from `one` up.
//! The left ends' interior peaks are the same for every right end, so each column keeps four
//! running flags "some interior left peak at a position of parity π leaves a loss with
//! parity r"; a row keeps the same four flags for the right side's interior peaks. Only the
//! current row and the two before it are kept.

use super::Player;

/// Bit `p` of a cell: the player to move wins with outside parity `p`.
pub type Cell = u8;

/// Runs the DP, calling `visit(i, row)` for every left end `i` from `one` down to 0, where
/// `row[j - one]` is the cell of segment `[i, j]`. Returns the start cell (`[0, n - 1]`).
/// An empty slice has no rows and a start cell of 0 (the player to move has no move).
pub fn run(values: &[u32], mut visit: impl FnMut(usize, &[Cell])) -> Cell {
    let n = values.len();
    let Some(one) = (0..n).min_by_key(|&i| values[i]) else {
        return 0;
    };
    let width = n - one;
    let mut current = vec![0 as Cell; width];
    let mut above = vec![0 as Cell; width]; // row i + 1
    let mut above2 = vec![0 as Cell; width]; // row i + 2
                                             // Bit 2π + r: some interior left peak at a position of parity π leaves a loss with parity r.
    let mut column_flags = vec![0u8; width];
    let losses = |cell: Cell| !cell & 0b11;

    for i in (0..=one).rev() {
        // Position i + 1 becomes interior on the left: a peak there leaves [i + 2, j].
        let k = i + 1;
        if k < one && values[k - 1] < values[k] && values[k] > values[k + 1] {
            for (flags, &after) in column_flags.iter_mut().zip(&above2) {
                *flags |= losses(after) << (2 * (k & 1));
            }
        }
        // An end is removable when larger than its neighbour inside; next to 1 it always is
        // (1 is the smallest number), so that needs no case of its own.
        let left_end_removable = i < one && values[i] > values[i + 1];
        let mut row_flags = 0u8;
        for jj in 0..width {
            let j = one + jj;
            // Position j - 1 becomes interior on the right: a peak there leaves [i, j - 2].
            if jj >= 2 {
                let k = j - 1;
                if values[k - 1] < values[k] && values[k] > values[k + 1] {
                    row_flags |= losses(current[jj - 2]) << (2 * (k & 1));
                }
            }
            let right_end_removable = j > one && values[j] > values[j - 1];
            let mut cell: Cell = 0;
            for p in 0..2usize {
                let wins = (i == one && j == one)
                    || (left_end_removable && above[jj] >> p & 1 == 0)
                    || (right_end_removable && current[jj - 1] >> p & 1 == 0)
                    || (0..2).any(|pi| {
                        // Removing a left peak k sends k - i numbers: parity pi ^ i.
                        let left_r = p ^ pi ^ (i & 1);
                        // Removing a right peak k sends j - k numbers: parity pi ^ j.
                        let right_r = p ^ pi ^ (j & 1);
                        column_flags[jj] >> (2 * pi + left_r) & 1 == 1 || row_flags >> (2 * pi + right_r) & 1 == 1
                    })
                    || (p == 1 && cell & 1 == 0);
                cell |= Cell::from(wins) << p;
            }
            current[jj] = cell;
        }
        visit(i, &current);
        std::mem::swap(&mut above2, &mut above);
        std::mem::swap(&mut above, &mut current);
    }
    // After the last swap, `above` holds row 0.
    above[width - 1]
}

/// Whether the player to move wins the whole game (outside parity even).
pub fn mover_wins(values: &[u32]) -> bool {
    run(values, |_, _| {}) & 1 == 1
}

pub fn winner(values: &[u32]) -> Player {
    if mover_wins(values) {
        Player::Alice
    } else {
        Player::Bob
    }
}

/// Every cell, row `i` (left end) for `i` in `0..=one`, column `j - one`. O(n^2) memory: for
/// the page's small grids only.
pub fn grid(values: &[u32]) -> Vec<Vec<Cell>> {
    let mut rows = Vec::new();
    run(values, |_, row| rows.push(row.to_vec()));
    rows.reverse();
    rows
}
