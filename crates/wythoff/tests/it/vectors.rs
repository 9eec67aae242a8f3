//! The public vectors, computed by `cold_table` (no φ), and the judge format's errors and bound.

use crate::cold_table;
use verdict_model::judge::judge_all;
use verdict_wythoff::WythoffGame;

#[test]
fn the_vectors_are_the_table_and_the_judge_answers_them() {
    let table = cold_table(40);
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut cases = Vec::new();
    for (a, b) in [(0, 0), (1, 2), (3, 5), (4, 6), (1, 1), (13, 8), (20, 33)].into_iter().chain((0..60).map(|_| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        ((state % 41) as usize, (state / 41 % 41) as usize)
    })) {
        cases.push((format!("{a} {b}"), if table[a][b] { "Bob" } else { "Alice" }));
    }
    let header = "(Alice moves first; computed by cold_table of crates/wythoff/tests/it/main.rs)";
    verdict_testkit::vectors::check_vectors(env!("CARGO_MANIFEST_DIR"), header, &cases, &WythoffGame);
}

#[test]
fn the_judge_format_names_the_case_and_token_and_reaches_its_bound() {
    for (stdin, place, message) in [
        ("", None, "the input is empty"),
        ("2\n1 2\n3 x\n", Some((3, 3)), "'x' should be b, the second heap"),
        ("1\n1 1000000000000000001\n", Some((2, 3)), "too large"),
        ("1\n1 2\n3 5\n", Some((3, 1)), "unexpected '3' after the last of the 1 cases"),
    ] {
        let e = judge_all(&WythoffGame, stdin, false).err().unwrap_or_else(|| panic!("{stdin:?} is refused"));
        assert_eq!(e.line.zip(e.column), place, "{stdin:?}: {e}");
        assert!(e.message.english().contains(message), "{stdin:?}: {e}");
    }
    let judged = judge_all(
        &WythoffGame,
        "3\n618033988749894848 1000000000000000000\n1000000000000000000 1000000000000000000\n0 0\n",
        false,
    )
    .unwrap();
    let answers: Vec<&str> = judged.iter().map(|j| j.answer.as_str()).collect();
    assert_eq!(answers, ["Bob", "Alice", "Bob"]);
}
