//! Checks shared by the games' integration tests (`crates/<game>/tests/it/`), over the seam of
//! `verdict-model` and the reasoning of `verdict-reason` alone: none names a game, so each
//! game's tests depend on that game and this crate, and on no other game. What only one game's
//! tests need stays in that game's `tests/it/common.rs`.

pub mod board;
pub mod bounded;
pub mod exercises;
pub mod hints;
pub mod lines;
pub mod positions;
pub mod rules;
pub mod spans;
pub mod tables;
pub mod trees;
pub mod vectors;
pub mod words;

/// Calls `visit` with every permutation of 1..=n, in lexicographic order (the tests' plain
/// enumeration of rows, shared so that no test crate writes it again).
pub fn for_each_permutation(n: usize, mut visit: impl FnMut(&[u32])) {
    let mut p: Vec<u32> = (1..=n as u32).collect();
    loop {
        visit(&p);
        let Some(i) = (1..n).rev().find(|&i| p[i - 1] < p[i]) else {
            return;
        };
        let j = (i..n).rev().find(|&j| p[j] > p[i - 1]).unwrap();
        p.swap(i - 1, j);
        p[i..].reverse();
    }
}

/// A xorshift generator from `seed` (not 0): the tests' long random inputs, the same each run.
pub fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
