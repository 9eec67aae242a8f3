//! The public vectors, `tests/data/vectors.tsv` (input, a tab, the winner), are computed here by
//! the minimax of `common`, never by hand: the file must be what this computes
//! (`VERDICT_REGENERATE=1` rewrites it; the root package's `tests/it/registry.rs` reads this
//! file, as every game's, for the judge against the page); and the judge format
//! answers each as the file says.

use crate::common::*;
use std::collections::HashMap;
use verdict_model::judge::judge_all;

/// The vectors' inputs: small positions of one to five heaps from a fixed generator, and a few
/// chosen ones.
fn inputs() -> Vec<Vec<u32>> {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut out =
        vec![vec![3, 5, 7], vec![1, 2, 3], vec![4, 4], vec![1], vec![0], vec![0, 0, 0], vec![12, 10, 6], vec![1, 1, 1]];
    while out.len() < 80 {
        let count = 1 + next(5) as usize;
        out.push((0..count).map(|_| next(10) as u32).collect());
    }
    out
}

#[test]
fn the_vectors_are_the_minimax_and_the_judge_answers_them() {
    let mut memo = HashMap::new();
    let cases: Vec<(String, &str)> = inputs()
        .into_iter()
        .map(|heaps| {
            let input: Vec<String> = heaps.iter().map(u32::to_string).collect();
            (input.join(" "), if minimax(None, &heaps, &mut memo) { "Alice" } else { "Bob" })
        })
        .collect();
    let header = "(Alice moves first; computed by the minimax of crates/nim/tests/it/common.rs)";
    verdict_testkit::vectors::check_vectors(env!("CARGO_MANIFEST_DIR"), header, &cases, &verdict_nim::NimGame);
}

#[test]
fn the_judge_format_names_the_case_line_and_token() {
    let judge = &verdict_nim::NimGame;
    let cases = [
        ("", None, "the input is empty"),
        ("x", Some((1, 1)), "T, the number of cases"),
        ("2\n1\n3\n2\n1 x\n", Some((5, 3)), "'x' is not a heap size"),
        ("1\n3\n1 2\n", Some((3, 4)), "k = 3 but the line has only 2 heap sizes"),
        ("1\n2\n1 2 3\n", Some((3, 5)), "k = 2 but the line goes on: unexpected '3'"),
        ("1\n0\n", Some((2, 1)), "k should be at least 1"),
        ("1\n1\n1000000001\n", Some((3, 1)), "too large"),
        ("1\n1\n5\n7\n", Some((4, 1)), "unexpected '7' after the last of the 1 cases"),
        ("2\n1\n5\n", Some((4, 1)), "the input ended"),
    ];
    for (stdin, place, message) in cases {
        let e = judge_all(judge, stdin, false).err().unwrap_or_else(|| panic!("{stdin:?} is refused"));
        assert_eq!(e.line.zip(e.column), place, "{stdin:?}: {e}");
        assert!(e.message.english().contains(message), "{stdin:?}: {e}");
    }
    let e = judge_all(judge, "2\n1\n3\n2\n1 x\n", false).err().unwrap();
    assert_eq!(e.case, Some(2));
    // 10^5 heaps of up to 10^9 in one case.
    let heaps: Vec<String> = (0..100_000u32).map(|i| (1_000_000_000 - i).to_string()).collect();
    let stdin = format!("1\n100000\n{}\n", heaps.join(" "));
    let x = (0..100_000u32).fold(0, |x, i| x ^ (1_000_000_000 - i));
    let judged = judge_all(judge, &stdin, false).unwrap();
    assert_eq!(judged[0].answer, if x != 0 { "Alice" } else { "Bob" });
}
