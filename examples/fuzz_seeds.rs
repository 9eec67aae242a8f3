//! Seeds the fuzzers' corpora (`fuzz/corpus/TARGET/`) from the public test vectors, for every
//! game of the registry (`crates/NAME/tests/data/vectors.tsv`): each vector in the form each target reads, its
//! first byte picking the game. Run by `make fuzz`:
//! `cargo run --release --example fuzz_seeds`.

use std::fs;
use verdict_playground::{analyze, judges, Settings, REGISTRY};

fn main() -> std::io::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut seeds: [(&str, Vec<(u8, String)>); 3] =
        [("page_inputs", Vec::new()), ("judge_formats", Vec::new()), ("positions", Vec::new())];
    let played: Vec<&str> = REGISTRY.iter().filter(|g| g.positions().is_some()).map(|g| g.name()).collect();
    for (index, game) in REGISTRY.iter().enumerate() {
        let Ok(text) = fs::read_to_string(format!("{root}/crates/{}/tests/data/vectors.tsv", game.name())) else {
            continue;
        };
        let judge = judges()[index];
        let pick = index as u8;
        for input in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
            let input = input.split('\t').next().unwrap_or_default();
            // The page input, with no setting bytes: a game with settings reads the first bytes
            // as them, which fuzzing varies.
            seeds[0].1.push((pick, input.to_string()));
            let stdin = judge.judge_input(&[input]);
            seeds[1].1.extend([(pick, stdin.clone()), (pick | 0x80, stdin)]);
            // The line's positions, from the start to the end, as Play reads them.
            if let (Some(at), Ok(analysis)) =
                (played.iter().position(|&name| name == game.name()), analyze(*game, input, &Settings::default()))
            {
                let steps = analysis.report().line.steps;
                for k in [0, steps / 2, steps] {
                    if let Some(step) = analysis.step(k).filter(|s| !s.position.is_empty()) {
                        seeds[2].1.push((at as u8, step.position));
                    }
                }
            }
        }
    }
    for (target, list) in &seeds {
        let dir = format!("{root}/fuzz/corpus/{target}");
        fs::create_dir_all(&dir)?;
        for (index, (pick, text)) in list.iter().enumerate() {
            let mut bytes = vec![*pick];
            bytes.extend_from_slice(text.as_bytes());
            fs::write(format!("{dir}/seed-{index}"), bytes)?;
        }
        println!("{target}: {} seeds", list.len());
    }
    Ok(())
}
