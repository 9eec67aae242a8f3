//! A game's public vectors, `tests/data/vectors.tsv` (an input, a tab, the winner, a line a
//! case), computed by the game's tests from a reference of their own, never by hand: the file
//! must be what the reference computes (`VERDICT_REGENERATE=1` rewrites it; the root package's
//! `tests/it/registry.rs` reads it for the judge against the page), and the game's judge format
//! answers each case as the file says.

use verdict_model::judge::{judge_all, JudgeRef};

/// Checks (or, with `VERDICT_REGENERATE`, writes) the vectors of the crate at `manifest_dir`:
/// `header` (after `# input\twinner `) says what computed them, `cases` are (input, winner).
pub fn check_vectors(manifest_dir: &str, header: &str, cases: &[(String, &str)], judge: JudgeRef) {
    let here = format!("{manifest_dir}/tests/data/vectors.tsv");
    let mut expected = format!("# input\twinner {header}\n");
    for (input, winner) in cases {
        expected.push_str(&format!("{input}\t{winner}\n"));
    }
    if std::env::var_os("VERDICT_REGENERATE").is_some() {
        std::fs::write(&here, &expected).unwrap();
    }
    assert_eq!(std::fs::read_to_string(&here).unwrap(), expected, "{here}: run with VERDICT_REGENERATE=1");
    let inputs: Vec<&str> = cases.iter().map(|(input, _)| input.as_str()).collect();
    let judged = judge_all(judge, &judge.judge_input(&inputs), false).unwrap();
    let answers: Vec<&str> = judged.iter().map(|j| j.answer.as_str()).collect();
    assert_eq!(answers, cases.iter().map(|(_, winner)| *winner).collect::<Vec<_>>());
    let distinct: std::collections::BTreeSet<&str> = answers.iter().copied().collect();
    assert!(distinct.len() > 1, "the vectors hold more than one answer");
}

/// The cases of a vectors file written by hand (an input, a tab, the winner, a line a case; `#`
/// begins a comment line), each as (input, winner), with at least `least` of them.
pub fn read_vectors(tsv: &'static str, least: usize) -> Vec<(&'static str, &'static str)> {
    let lines = tsv.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let cases: Vec<_> = lines.map(|l| l.split_once('\t').expect("input<TAB>winner")).collect();
    assert!(cases.len() >= least, "only {} vectors read", cases.len());
    cases
}
