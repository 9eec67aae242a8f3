//! The exhaustive search the page's check compares with: minimax over every position below the
//! given one, heap by heap, knowing nothing of nim-sums, Grundy values or symmetry. A position
//! below `h_1 … h_k` is a vector `a_1 … a_k` with `a_i ≤ h_i`, numbered in mixed radix (the
//! first heap the lowest digit); every move lowers one digit, so the number goes down, and the
//! positions are solved in increasing order, each from those it reaches, with no recursion.

use crate::take::Take;

/// The most positions searched (a bit each).
pub const MAX_POSITIONS: u64 = 1 << 24;
/// The most moves tried in all.
pub const MAX_MOVES: u64 = 1 << 26;

/// The result of a search: for each position below the start, whether the player to move wins.
pub struct Search {
    heaps: Vec<u32>,
    strides: Vec<u64>,
    wins: Vec<u64>,
    solved: u64,
}

/// How many positions and moves a search of `heaps` under `take` costs, or `None` past `u64`.
pub fn cost(take: &Take, heaps: &[u32]) -> Option<(u64, u64)> {
    let positions = heaps.iter().try_fold(1u64, |p, &h| p.checked_mul(u64::from(h) + 1))?;
    let moves_each: u64 = heaps.iter().map(|&h| take.count(h)).sum();
    Some((positions, positions.checked_mul(moves_each.max(1))?))
}

impl Search {
    /// Solves every position below `heaps`, or `None` when it is larger than the limits.
    /// `progress` hears the positions solved, every 65 536.
    pub fn run(take: &Take, heaps: &[u32], progress: &mut dyn FnMut(u64)) -> Option<Search> {
        let (positions, moves) = cost(take, heaps)?;
        if positions > MAX_POSITIONS || moves > MAX_MOVES {
            return None;
        }
        let mut strides = Vec::with_capacity(heaps.len());
        let mut stride = 1u64;
        for &h in heaps {
            strides.push(stride);
            stride *= u64::from(h) + 1;
        }
        let mut wins = vec![0u64; (positions as usize).div_ceil(64)];
        let mut digits = vec![0u32; heaps.len()];
        for index in 0..positions {
            let mut win = false;
            'moves: for (i, &a) in digits.iter().enumerate() {
                for t in take.takes(a) {
                    let child = index - u64::from(t) * strides[i];
                    if wins[(child / 64) as usize] >> (child % 64) & 1 == 0 {
                        win = true;
                        break 'moves;
                    }
                }
            }
            if win {
                wins[(index / 64) as usize] |= 1 << (index % 64);
            }
            if index % 65_536 == 65_535 {
                progress(index + 1);
            }
            // The next vector in mixed radix.
            for (i, digit) in digits.iter_mut().enumerate() {
                if *digit < heaps[i] {
                    *digit += 1;
                    break;
                }
                *digit = 0;
            }
        }
        Some(Search { heaps: heaps.to_vec(), strides, wins, solved: positions })
    }

    fn wins_at(&self, index: u64) -> bool {
        self.wins[(index / 64) as usize] >> (index % 64) & 1 == 1
    }

    /// Whether the player to move at the start wins.
    pub fn mover_wins(&self) -> bool {
        self.wins_at(self.solved - 1)
    }

    /// The start's winning moves, `(heap, take)` by heap then take.
    pub fn winning(&self, take: &Take) -> Vec<(usize, u32)> {
        let start = self.solved - 1;
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            for t in take.takes(h) {
                if !self.wins_at(start - u64::from(t) * self.strides[i]) {
                    out.push((i, t));
                }
            }
        }
        out
    }

    /// The positions solved.
    pub fn solved(&self) -> u64 {
        self.solved
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_searches() {
        let any = Take::Any;
        let s = Search::run(&any, &[3, 5, 7], &mut |_| {}).unwrap();
        assert!(s.mover_wins());
        assert_eq!(s.winning(&any), [(0, 1), (1, 1), (2, 1)]);
        let s = Search::run(&any, &[1, 2, 3], &mut |_| {}).unwrap();
        assert!(!s.mover_wins() && s.winning(&any).is_empty());
        let three = Take::parse("1,2,3").unwrap();
        assert!(!Search::run(&three, &[8], &mut |_| {}).unwrap().mover_wins());
        assert!(Search::run(&any, &[1_000_000, 1_000_000], &mut |_| {}).is_none());
        assert!(!Search::run(&any, &[], &mut |_| {}).unwrap().mover_wins());
    }
}
