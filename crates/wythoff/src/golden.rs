//! The cold positions in exact integers: the k-th is (⌊kφ⌋, ⌊kφ²⌋), φ = (1 + √5)/2. As √5·k is
//! irrational for k > 0, ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ = ⌊(k + isqrt(5k²))/2⌋: an integer square root
//! in 128 bits, exact for every k whose ⌊kφ²⌋ fits 64 bits (so for every heap of the judge,
//! up to 10^18). No floating point: an f64 (53 bits) floors kφ wrongly for some k of about 10^12 already.

/// ⌊kφ⌋, the smaller heap of the k-th cold position.
pub fn lower(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + (5 * k * k).isqrt()) / 2) as u64
}

/// ⌊kφ²⌋ = ⌊kφ⌋ + k (φ² = φ + 1), the larger heap.
pub fn upper(k: u64) -> u64 {
    lower(k) + k
}

/// Whether the player to move loses: the smaller heap is ⌊dφ⌋, d the difference.
pub fn cold(a: u64, b: u64) -> bool {
    lower(a.abs_diff(b)) == a.min(b)
}

/// The largest k at most `n` with `f(k) <= n` (`f` increasing, `f(0) = 0`).
pub fn last_at_most(n: u64, f: fn(u64) -> u64) -> u64 {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if f(mid) <= n {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// The heap a cold position pairs with `n`: every number is in exactly one cold position
/// (Beatty's theorem: ⌊kφ⌋ and ⌊kφ²⌋, k ≥ 1, split the positive numbers; 0 pairs with 0).
pub fn partner(n: u64) -> u64 {
    let k = last_at_most(n, lower);
    if lower(k) == n {
        return upper(k);
    }
    lower(last_at_most(n, upper))
}
