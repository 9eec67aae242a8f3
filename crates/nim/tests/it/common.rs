//! References written from the rules alone (docs/RULES.md, "Nim"): a heap's Grundy value by
//! the mex of its options' values, a plain minimax over positions (vectors of heap sizes, no
//! symmetry, no nim-sum), and the clock by the same search. None of them calls the crate.

use std::collections::HashMap;
use verdict_model::game::Game;
use verdict_model::position::Playable;

pub const GAME: Game = verdict_nim::GAME;

/// The legal takes from a heap of `h`, in ascending order: any number, or those of `set`.
pub fn takes(set: Option<&[u32]>, h: u32) -> Vec<u32> {
    match set {
        None => (1..=h).collect(),
        Some(set) => {
            let mut t: Vec<u32> = set.iter().copied().filter(|&t| t <= h).collect();
            t.sort_unstable();
            t.dedup();
            t
        }
    }
}

/// `g(0..n)` by the definition: the least value missing among the heaps one move leaves.
pub fn mex_values(set: Option<&[u32]>, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for h in 0..n as u32 {
        let options: Vec<u32> = takes(set, h).into_iter().map(|t| g[(h - t) as usize]).collect();
        let mut m = 0;
        while options.contains(&m) {
            m += 1;
        }
        g.push(m);
    }
    g
}

/// Whether the player to move wins at `heaps`, by trying every move.
pub fn minimax(set: Option<&[u32]>, heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut wins = false;
    'all: for i in 0..heaps.len() {
        for t in takes(set, heaps[i]) {
            let mut next = heaps.to_vec();
            next[i] -= t;
            if !minimax(set, &next, memo) {
                wins = true;
                break 'all;
            }
        }
    }
    memo.insert(heaps.to_vec(), wins);
    wins
}

/// The winning moves at `heaps` as `verdict moves` writes them, by the minimax.
pub fn winning_moves(set: Option<&[u32]>, heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..heaps.len() {
        for t in takes(set, heaps[i]) {
            let mut next = heaps.to_vec();
            next[i] -= t;
            if !minimax(set, &next, memo) {
                out.push(format!("{}-{t}", i + 1));
            }
        }
    }
    out
}

/// (wins, moves to the end) with both minding the clock (docs/RULES.md, "Move values and
/// remoteness"): the fastest win, the longest loss.
pub fn remoteness(set: Option<&[u32]>, heaps: &[u32], memo: &mut HashMap<Vec<u32>, (bool, u32)>) -> (bool, u32) {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut fastest: Option<u32> = None;
    let mut longest: u32 = 0;
    for i in 0..heaps.len() {
        for t in takes(set, heaps[i]) {
            let mut next = heaps.to_vec();
            next[i] -= t;
            let (wins, k) = remoteness(set, &next, memo);
            if !wins {
                fastest = Some(fastest.map_or(k + 1, |f| f.min(k + 1)));
            }
            longest = longest.max(k + 1);
        }
    }
    let value = match fastest {
        Some(k) => (true, k),
        None => (false, longest),
    };
    memo.insert(heaps.to_vec(), value);
    value
}

/// The take sets the tests play: Nim and several subtraction games.
pub fn take_sets() -> Vec<Option<Vec<u32>>> {
    vec![
        None,
        Some(vec![1]),
        Some(vec![1, 2]),
        Some(vec![1, 2, 3]),
        Some(vec![1, 3, 4]),
        Some(vec![2, 5, 7]),
        Some(vec![2, 3]),
    ]
}

/// A position's text: the heaps, the mover, the take set.
pub fn text(heaps: &[u32], mover: &str, set: &Option<Vec<u32>>) -> String {
    let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
    match set {
        None => format!("{} {mover}", heaps.join(" ")),
        Some(set) => {
            let set: Vec<String> = set.iter().map(u32::to_string).collect();
            format!("{} {mover} take {}", heaps.join(" "), set.join(","))
        }
    }
}

/// The position through the game's seam.
pub fn position(text: &str) -> Box<dyn Playable> {
    verdict_model::game::position(GAME, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Every vector of `count` heaps with sizes in `0..=largest`.
pub fn every(count: usize, largest: u32) -> Vec<Vec<u32>> {
    let mut out = vec![Vec::new()];
    for _ in 0..count {
        out = out
            .into_iter()
            .flat_map(|v| {
                (0..=largest).map(move |h| {
                    let mut w = v.clone();
                    w.push(h);
                    w
                })
            })
            .collect();
    }
    out
}
