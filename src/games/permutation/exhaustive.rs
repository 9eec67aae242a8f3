//! The ground truth: plain minimax over the sets of removed positions, knowing nothing of
//! segments, parities or classes. Every position of the game is a set of removed positions;
//! its value is computed for all of them, from the fullest set down, so there is no recursion.
//! Memory is one byte per set, hence the limit of [`MAX_LEN`] numbers.

use super::Player;

pub const MAX_LEN: usize = 20;

pub struct Search {
    values: Vec<u32>,
    /// Index of the smallest number, the one whose removal wins.
    one: usize,
    /// `wins[removed]`: the player to move wins with the positions in the bit set `removed`
    /// gone. Sets that contain `one` are finished games and stay `false`.
    wins: Vec<bool>,
}

impl Search {
    /// Solves every position of the game on `values`; `None` when there are none or more than
    /// [`MAX_LEN`] numbers.
    pub fn new(values: &[u32]) -> Option<Search> {
        Search::with_progress(values, &mut |_| {})
    }

    /// [`Search::new`], telling `progress` how many positions are solved every 2^14 of them.
    pub fn with_progress(values: &[u32], progress: &mut dyn FnMut(u64)) -> Option<Search> {
        if values.is_empty() || values.len() > MAX_LEN {
            return None;
        }
        let one = (0..values.len()).min_by_key(|&i| values[i])?;
        let mut search = Search { values: values.to_vec(), one, wins: vec![false; 1 << values.len()] };
        let mut solved = 0u64;
        for removed in (0..1u32 << values.len()).rev() {
            if removed >> one & 1 == 1 {
                continue;
            }
            // Removing a number only adds a bit, so every successor was solved already.
            let win = search.moves(removed).any(|k| k == one || !search.wins[(removed | 1 << k) as usize]);
            search.wins[removed as usize] = win;
            solved += 1;
            if solved.is_multiple_of(1 << 14) {
                progress(solved);
            }
        }
        Some(search)
    }

    /// How many positions the search solved: every set of removed places that keeps the
    /// smallest number.
    pub fn solved(&self) -> u64 {
        1 << (self.values.len() - 1)
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Whether position `k` can be removed now: present, and larger than each present neighbour.
    pub fn removable(&self, removed: u32, k: usize) -> bool {
        let present = |i: usize| i < self.values.len() && removed >> i & 1 == 0;
        present(k)
            && (k == 0 || !present(k - 1) || self.values[k] > self.values[k - 1])
            && (!present(k + 1) || self.values[k] > self.values[k + 1])
    }

    /// The legal moves with the positions in `removed` gone.
    pub fn moves(&self, removed: u32) -> impl Iterator<Item = usize> + '_ {
        (0..self.values.len()).filter(move |&k| self.removable(removed, k))
    }

    /// Whether the player to move wins with the positions in `removed` gone (`false` once the
    /// smallest number is gone: the game is over and the player to move has lost).
    pub fn mover_wins(&self, removed: u32) -> bool {
        self.wins.get(removed as usize).copied().unwrap_or(false)
    }

    pub fn winner(&self) -> Player {
        if self.mover_wins(0) {
            Player::Alice
        } else {
            Player::Bob
        }
    }

    pub fn one(&self) -> usize {
        self.one
    }
}

/// The winner by exhaustive search, for 1 to [`MAX_LEN`] numbers.
pub fn winner(values: &[u32]) -> Option<Player> {
    Search::new(values).map(|s| s.winner())
}
