//! Sorting that keeps the wasm module small. Every `sort` of a new element type or key
//! instantiates the whole of the standard library's sort again (3 to 8 KB of wasm each: eleven
//! of them were 60 KB of the module). The two sorts here share two: [`by_key32`], for the
//! large sorts on the solvers' paths (one `[u64]::sort_unstable`), and [`by`], for lists of
//! moves, cards and answers (a merge sort of indices through a `dyn` comparison, written here).

use std::cmp::Ordering;

/// Sorts `items` by a 32-bit key, ascending; equal keys keep their order (stable). As fast as
/// `sort_unstable` on the key.
pub fn by_key32<T>(items: &mut Vec<T>, key: impl Fn(&T) -> u32) {
    // The key above, the index below: u64 order is (key, index) order, which is stable.
    let mut keyed: Vec<u64> =
        items.iter().enumerate().map(|(at, item)| u64::from(key(item)) << 32 | at as u64).collect();
    sort_u64(&mut keyed);
    reorder(items, keyed.into_iter().map(|keyed| (keyed & u64::from(u32::MAX)) as usize));
}

/// Sorts `items` by `compare`, keeping equal items in their order (stable). For lists of moves,
/// cards, answers: each comparison is a call through a pointer.
pub fn by<T>(items: &mut Vec<T>, compare: impl Fn(&T, &T) -> Ordering) {
    let order = order(items.len(), &|a, b| compare(&items[a], &items[b]));
    reorder(items, order.into_iter());
}

/// [`by`] with `Ord`'s order.
pub fn sort<T: Ord>(items: &mut Vec<T>) {
    by(items, T::cmp)
}

#[inline(never)]
fn sort_u64(keys: &mut [u64]) {
    keys.sort_unstable();
}

/// `0..len` sorted by `compare`, stable: a bottom-up merge sort, O(n log n) comparisons, a few
/// hundred bytes of wasm where the standard library's sort of the indices was 9 KB in every
/// module (the only sort in an embed's auction module).
#[inline(never)]
fn order(len: usize, compare: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    let mut merged = vec![0; len];
    let mut width = 1;
    while width < len {
        for start in (0..len).step_by(2 * width) {
            let middle = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // The left run first on a tie: equal items keep their order.
                let take_left =
                    right == end || (left < middle && compare(order[left], order[right]) != Ordering::Greater);
                let at = if take_left { &mut left } else { &mut right };
                *slot = order[*at];
                *at += 1;
            }
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// `items` taken in the order of `order`, a permutation of its indices.
fn reorder<T>(items: &mut Vec<T>, order: impl Iterator<Item = usize>) {
    let mut taken: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(order.filter_map(|at| taken[at].take()));
}
