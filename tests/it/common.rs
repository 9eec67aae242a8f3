//! Checks shared by the games' integration tests.

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

/// Calls `visit` with every position of the row `values` (each set of removed places that keeps
/// 1, as a mask) and its text, `_` for each removed number.
pub fn for_each_row_position(values: &[u32], mut visit: impl FnMut(u32, &str)) {
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).expect("a row holds 1");
    for mask in 0u32..1 << n {
        if mask >> one & 1 == 1 {
            continue;
        }
        let text: Vec<String> =
            (0..n).map(|i| if mask >> i & 1 == 1 { "_".to_string() } else { values[i].to_string() }).collect();
        visit(mask, &text.join(" "));
    }
}
