//! Re-derives the shipped class tables ([`super::classes`]) from the rules alone, and proves
//! them correct.
//!
//! 1. **Search.** An arm's moves depend only on its up/down pattern read outward from 1 (a
//!    number is removable when the step into it goes up and the step out of it goes down or
//!    it is the last one), so every arm of length up to [`SEARCH_ARM_LEN`] is one of
//!    `2^(len-1)` patterns. The game "left arm A, right arm B, outside parity p" is solved for
//!    every pair by plain minimax.
//! 2. **Classes.** Two arms are in the same class when they have the same outcome against
//!    every arm of the search and both parities. Classes are numbered in order of their
//!    shortest, then smallest, pattern, so the empty arm is class 0.
//! 3. **Class function.** Each searched arm's option set, the set of (class left behind,
//!    parity sent outside) over its moves, must determine its class; a clash fails the
//!    derivation.
//! 4. **Automaton.** Scanning an arm outward, the option set at each length follows from a
//!    small state ([`ScanState`]); every state reachable over all up/down words is enumerated.
//! 5. **Induction.** For every pair of reachable option sets and both parities, one step of
//!    the game evaluated on the table must give the table's own entry. With the base case
//!    (both arms empty: removing 1 wins), induction on the total arm length then proves that
//!    `table[class(left), class(right), p]` is the outcome for arms of every length, not just
//!    the searched ones.
//!
//! [`render_source`] writes the tables as Rust source; the tests compare it byte for byte with
//! the shipped `classes.rs` (see the module doc of [`super`] for regenerating).

pub use super::scan::SEARCH_ARM_LEN;
use super::scan::{option_bit, option_pairs, OptionSet, ScanState};
use std::collections::{HashMap, VecDeque};
use std::fmt::Write;

/// Everything the derivation found, and the figures docs/RULES.md quotes ("Permutation").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Derivation {
    /// How many arm patterns the search solved (all lengths `0..=SEARCH_ARM_LEN`).
    pub arms_searched: usize,
    pub class_count: usize,
    /// The first pattern (shortest, then in reading order) of each class: `u`/`d` per step into
    /// each number, read outward from 1 (so it starts with `u`); `None` for the empty arm.
    pub class_examples: Vec<Option<String>>,
    /// `wins[left][right][p]`: the player to move wins with arms of these classes and outside
    /// parity `p`.
    pub wins: Vec<[[bool; 2]; 8]>,
    /// Every reachable option set with its class, in order of discovery by the automaton.
    pub option_sets: Vec<(OptionSet, u8)>,
    /// The automaton's reachable states; state 0 is the empty arm.
    pub states: Vec<ScanState>,
    /// `next[state][up as usize]`: the state after one more number.
    pub next: Vec<[u8; 2]>,
    /// Triples (option set, option set, parity) whose induction step was checked.
    pub triples_checked: usize,
}

/// An arm pattern of `len` numbers as an index: 0 for the empty arm, else
/// `2^(len-1) + steps`, where bit `k - 1` of `steps` says step `k` (into number `k`) goes up.
/// Prefixes therefore have smaller indices than the arms they start.
fn pattern_len(id: usize) -> usize {
    (usize::BITS - id.leading_zeros()) as usize
}

fn steps_up(id: usize, len: usize) -> impl Fn(usize) -> bool {
    let steps = id - (1 << (len - 1));
    move |k| k == 0 || steps >> (k - 1) & 1 == 1
}

fn prefix(id: usize, len: usize) -> usize {
    if len == 0 {
        0
    } else {
        let steps = id - (1 << (pattern_len(id) - 1));
        (1 << (len - 1)) + (steps & ((1 << (len - 1)) - 1))
    }
}

/// The moves of an arm: (index of the prefix left, parity of the count sent outside).
fn arm_moves(id: usize) -> Vec<(usize, u8)> {
    let len = pattern_len(id);
    if len == 0 {
        return Vec::new();
    }
    let up = steps_up(id, len);
    (0..len)
        .filter(|&t| up(t) && (t + 1 == len || !up(t + 1)))
        .map(|t| (prefix(id, t), ((len - 1 - t) % 2) as u8))
        .collect()
}

fn pattern_text(id: usize) -> Option<String> {
    let len = pattern_len(id);
    (len > 0).then(|| {
        let up = steps_up(id, len);
        std::iter::once('u').chain((1..len).map(|k| if up(k) { 'u' } else { 'd' })).collect()
    })
}

/// One step of the game read off the table: the player to move wins with option sets `s`, `t`
/// (of classes `cs`, `ct`) and outside parity `p`.
fn one_step(wins: &[[[bool; 2]; 8]], s: OptionSet, cs: u8, t: OptionSet, ct: u8, p: u8) -> bool {
    let both_empty = s == 0 && t == 0;
    let left = option_pairs(s).any(|(c, sent)| !wins[c as usize][ct as usize][(p ^ sent) as usize]);
    let right = option_pairs(t).any(|(c, sent)| !wins[cs as usize][c as usize][(p ^ sent) as usize]);
    let outside = p == 1 && !wins[cs as usize][ct as usize][0];
    both_empty || left || right || outside
}

/// Checks the induction step: for every pair of option sets (with their classes) and both
/// parities, one step of the game evaluated on `wins` gives `wins`' own entry. Returns how
/// many triples were checked.
pub fn check_induction(wins: &[[[bool; 2]; 8]], option_sets: &[(OptionSet, u8)]) -> Result<usize, String> {
    let mut checked = 0;
    for &(s, cs) in option_sets {
        for &(t, ct) in option_sets {
            for p in 0..2u8 {
                let stepped = one_step(wins, s, cs, t, ct, p);
                let claimed = wins[cs as usize][ct as usize][p as usize];
                if stepped != claimed {
                    return Err(format!(
                        "induction fails at option sets {s:#x} (class {cs}), {t:#x} (class {ct}), parity {p}: \
                         one step gives {stepped}, the table says {claimed}"
                    ));
                }
                checked += 1;
            }
        }
    }
    Ok(checked)
}

/// Runs the whole derivation; an `Err` says which step failed and why.
pub fn derive() -> Result<Derivation, String> {
    derive_with(SEARCH_ARM_LEN)
}

pub fn derive_with(search_arm_len: usize) -> Result<Derivation, String> {
    // 1. Search: outcome[a][b] has bit p set when the mover wins (arms a, b; parity p).
    let count = 1usize << search_arm_len;
    let moves: Vec<Vec<(usize, u8)>> = (0..count).map(arm_moves).collect();
    let mut outcome = vec![0u8; count * count];
    for a in 0..count {
        for b in 0..count {
            let mut bits = 0u8;
            for p in 0..2u8 {
                let win = (a == 0 && b == 0)
                    || moves[a].iter().any(|&(a2, s)| outcome[a2 * count + b] >> (p ^ s) & 1 == 0)
                    || moves[b].iter().any(|&(b2, s)| outcome[a * count + b2] >> (p ^ s) & 1 == 0)
                    || (p == 1 && bits & 1 == 0);
                bits |= u8::from(win) << p;
            }
            outcome[a * count + b] = bits;
        }
    }

    // 2. Classes by outcome signature, numbered in order of first pattern.
    let mut class_by_signature: HashMap<&[u8], u8> = HashMap::new();
    let mut class_of = vec![0u8; count];
    let mut representatives = Vec::new();
    for a in 0..count {
        let signature = &outcome[a * count..(a + 1) * count];
        let next = class_by_signature.len();
        let class = *class_by_signature.entry(signature).or_insert_with(|| {
            representatives.push(a);
            next as u8
        });
        if class_by_signature.len() > 8 {
            return Err("more than 8 classes: the option-set bits would not fit".into());
        }
        class_of[a] = class;
    }
    let class_count = representatives.len();
    let mut wins = vec![[[false; 2]; 8]; class_count];
    for (c, &ra) in representatives.iter().enumerate() {
        for (d, &rb) in representatives.iter().enumerate() {
            let bits = outcome[ra * count + rb];
            wins[c][d] = [bits & 1 == 1, bits >> 1 & 1 == 1];
        }
    }

    // 3. The class must be a function of the option set.
    let mut class_of_set: HashMap<OptionSet, (u8, usize)> = HashMap::new();
    for a in 0..count {
        let set = moves[a].iter().fold(0, |set, &(a2, s)| set | option_bit(class_of[a2], s));
        match class_of_set.get(&set) {
            Some(&(class, first)) if class != class_of[a] => {
                return Err(format!(
                    "arms {:?} and {:?} have the same option set {set:#x} but classes {class} and {}",
                    pattern_text(first),
                    pattern_text(a),
                    class_of[a]
                ));
            }
            Some(_) => {}
            None => {
                class_of_set.insert(set, (class_of[a], a));
            }
        }
    }
    let classify = |set: OptionSet| -> Result<u8, String> {
        class_of_set.get(&set).map(|&(class, _)| class).ok_or_else(|| {
            format!("the automaton reaches option set {set:#x}, never seen in arms up to {search_arm_len}")
        })
    };

    // 4. The automaton, breadth first from the empty arm (which only ever reads "up").
    let start = ScanState::EMPTY.with_current(classify(0)?);
    let mut states = vec![start];
    let mut index: HashMap<ScanState, u8> = HashMap::from([(start, 0)]);
    let mut next = Vec::new();
    let mut option_sets: Vec<(OptionSet, u8)> = vec![(0, start.current)];
    let mut queue = VecDeque::from([start]);
    while let Some(state) = queue.pop_front() {
        let mut row = [0u8; 2];
        for up in [false, true] {
            // The first step of an arm always goes up (1 is smaller than every number), so the
            // empty arm's "down" entry just repeats its "up" one.
            let grown = state.grow(up || state == start);
            let set = grown.options();
            let grown = grown.with_current(classify(set)?);
            if !option_sets.iter().any(|&(s, _)| s == set) {
                option_sets.push((set, grown.current));
            }
            let id = match index.get(&grown) {
                Some(&id) => id,
                None => {
                    let id = u8::try_from(states.len()).map_err(|_| "more than 256 automaton states")?;
                    states.push(grown);
                    index.insert(grown, id);
                    queue.push_back(grown);
                    id
                }
            };
            row[usize::from(up)] = id;
        }
        next.push(row);
    }

    // 5. The induction step on every pair of reachable option sets and both parities.
    let triples_checked = check_induction(&wins, &option_sets)?;

    Ok(Derivation {
        arms_searched: count,
        class_count,
        class_examples: representatives.iter().map(|&a| pattern_text(a)).collect(),
        wins,
        option_sets,
        states,
        next,
        triples_checked,
    })
}

/// The derivation as the source of `classes.rs`.
pub fn render_source(d: &Derivation) -> String {
    let mut out = String::new();
    let w = &mut out;
    let _ = writeln!(w, "//! GENERATED by `derive::render_source`; do not edit by hand.");
    let _ = writeln!(w, "//! Regenerate: `VERDICT_REGENERATE=1 cargo test --release --test it shipped_tables`.");
    let _ = writeln!(
        w,
        "//! The test `shipped_tables_are_the_derivation` fails whenever this file and the derivation differ."
    );
    let _ = writeln!(w, "//!");
    let _ = writeln!(
        w,
        "//! {} arm patterns searched; {} classes; {} automaton states; {} option sets; {} induction triples checked.",
        d.arms_searched,
        d.class_count,
        d.states.len(),
        d.option_sets.len(),
        d.triples_checked
    );
    let _ = writeln!(w);
    let _ = writeln!(w, "use super::scan::ScanState;");
    let _ = writeln!(w);
    let _ = writeln!(w, "pub const CLASS_COUNT: usize = {};", d.class_count);
    let _ = writeln!(w, "pub const STATE_COUNT: usize = {};", d.states.len());
    let _ = writeln!(w, "pub const OPTION_SET_COUNT: usize = {};", d.option_sets.len());
    let _ = writeln!(w, "pub const TRIPLES_CHECKED: usize = {};", d.triples_checked);
    let _ = writeln!(w);
    let _ = writeln!(w, "/// The first arm pattern of each class: `u`/`d` per step into each number, read outward from 1\n/// (the first always goes up); \"\" is the empty arm.");
    let _ = writeln!(w, "pub const CLASS_EXAMPLES: [&str; CLASS_COUNT] = [");
    for example in &d.class_examples {
        let _ = writeln!(w, "    {:?},", example.as_deref().unwrap_or(""));
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// `WINS[left class][right class][outside parity]`: the player to move wins.");
    let _ = writeln!(w, "pub const WINS: [[[bool; 2]; CLASS_COUNT]; CLASS_COUNT] = [");
    for row in &d.wins {
        let cells: Vec<String> = row[..d.class_count].iter().map(|c| format!("[{}, {}]", c[0], c[1])).collect();
        let _ = writeln!(w, "    [{}],", cells.join(", "));
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// Every reachable option set (bit `2 * class + parity sent outside`) and its class.");
    let _ = writeln!(w, "pub const OPTION_SETS: [(u16, u8); OPTION_SET_COUNT] = [");
    for &(set, class) in &d.option_sets {
        let _ = writeln!(w, "    ({set:#06x}, {class}),");
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// The automaton's states; state 0 is the empty arm.");
    let _ = writeln!(w, "pub const STATES: [ScanState; STATE_COUNT] = [");
    for s in &d.states {
        let _ = writeln!(
            w,
            "    ScanState {{ peaks_even: {:#04x}, peaks_odd: {:#04x}, previous: {}, current: {}, last_up: {}, odd_length: {} }},",
            s.peaks_even, s.peaks_odd, s.previous, s.current, s.last_up, s.odd_length
        );
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// `NEXT[state][step goes up]`: the state after one more number.");
    let _ = writeln!(w, "pub const NEXT: [[u8; 2]; STATE_COUNT] = [");
    for chunk in d.next.chunks(8) {
        let cells: Vec<String> = chunk.iter().map(|r| format!("[{}, {}]", r[0], r[1])).collect();
        let _ = writeln!(w, "    {},", cells.join(", "));
    }
    let _ = writeln!(w, "];");
    out
}
