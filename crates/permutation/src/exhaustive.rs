//! The ground truth: plain minimax over the sets of removed numbers, knowing nothing of
//! segments, parities or classes. A position is the row's walls (fixed) and the set of the
//! numbers still present that have been removed since; its value is computed for every such
//! set, from the fullest down, so there is no recursion. Memory is one byte per set, hence the
//! limit of [`MAX_LEN`] numbers left: the walls of a position cost nothing, so a row of any
//! length with at most that many numbers left can be searched.

use super::Player;

/// The most numbers left (present, not walls) the search takes: 2^20 sets, one byte each.
pub const MAX_LEN: usize = 20;

pub struct Search {
    /// The numbers still present, in row order.
    values: Vec<u32>,
    /// `joined[i]`: whether present numbers `i` and `i + 1` stand side by side in the row (no
    /// wall between them), so that they are neighbours until one of them is removed.
    joined: Vec<bool>,
    /// Index (among the present numbers) of the smallest number, the one whose removal wins.
    one: usize,
    /// `wins[removed]`: the player to move wins with the present numbers in the bit set
    /// `removed` gone. Sets that contain `one` are finished games and stay `false`.
    wins: Vec<bool>,
}

impl Search {
    /// Solves every position of the game on the row `values`, no walls; `None` when it is
    /// empty or longer than [`MAX_LEN`]. The bit sets of [`Search::mover_wins`] are then over
    /// the row's places.
    pub fn new(values: &[u32]) -> Option<Search> {
        let cells: Vec<Option<u32>> = values.iter().map(|&v| Some(v)).collect();
        Search::of_row(&cells, &mut |_| {})
    }

    /// Solves every position reachable from the row `cells` (`None` for a wall: a removed
    /// number, whose two sides are not neighbours), telling `progress` how many positions are
    /// solved every 2^14 of them; `None` when no number is left or more than [`MAX_LEN`] are.
    /// The bit sets of [`Search::mover_wins`] are over the present numbers, in row order.
    pub fn of_row(cells: &[Option<u32>], progress: &mut dyn FnMut(u64)) -> Option<Search> {
        let mut values = Vec::new();
        let mut joined = Vec::new();
        for (place, cell) in cells.iter().enumerate() {
            if let Some(value) = cell {
                if !values.is_empty() {
                    joined.push(place > 0 && cells[place - 1].is_some());
                }
                values.push(*value);
            }
        }
        if values.is_empty() || values.len() > MAX_LEN {
            return None;
        }
        joined.push(false);
        let one = (0..values.len()).min_by_key(|&i| values[i])?;
        let mut search = Search { wins: vec![false; 1 << values.len()], values, joined, one };
        let mut solved = 0u64;
        for removed in (0..1u32 << search.values.len()).rev() {
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

    /// How many positions the search solved: every set of removed numbers that keeps the
    /// smallest one.
    pub fn solved(&self) -> u64 {
        1 << (self.values.len() - 1)
    }

    /// How many numbers the search plays on (the present ones).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The present number `k` (in row order).
    pub fn value(&self, k: usize) -> u32 {
        self.values[k]
    }

    /// Whether present number `k` can be removed now: not removed yet, and larger than each
    /// neighbour still there (a wall is no neighbour).
    pub fn removable(&self, removed: u32, k: usize) -> bool {
        let present = |i: usize| i < self.values.len() && removed >> i & 1 == 0;
        let beats = |i: usize| !present(i) || self.values[k] > self.values[i];
        present(k) && (k == 0 || !self.joined[k - 1] || beats(k - 1)) && (!self.joined[k] || beats(k + 1))
    }

    /// The legal moves with the numbers in `removed` gone.
    pub fn moves(&self, removed: u32) -> impl Iterator<Item = usize> + '_ {
        (0..self.values.len()).filter(move |&k| self.removable(removed, k))
    }

    /// Whether the player to move wins with the numbers in `removed` gone (`false` once the
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
