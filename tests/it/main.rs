//! The root package's integration tests: what the registry promises, over every game it holds
//! (registry, layout), and the features that reach the games through it (outcome tables, typed
//! positions). Each game's own tests are in its crate (`crates/<game>/tests/it/`), the seam's in
//! `crates/reason/tests/it/`, the model's in `crates/model/tests/it/`.
#![cfg(not(target_arch = "wasm32"))]

mod layout;
mod outcomes;
mod registry;
mod typed;

/// Calls `visit` with every permutation of 1..=n, in lexicographic order.
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
