//! The workspace's shape, held by the build (issue 35, ARCHITECTURE.md): inside every crate the
//! modules import one way (no circle of `super::`/`crate::` imports between sibling modules),
//! and no product code outside a game's own crate names a game of the registry, but for the
//! registry's own lines in `src/lib.rs` (its line a game, and the games' crates under their
//! names). Comments may name games (as examples); code may not.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use verdict_playground::REGISTRY;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The Rust files below `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// A file's code without its comments and without its `#[cfg(test)] mod tests` (tests may
/// reach anywhere in their own module).
fn code_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
    text.lines().map(|line| line.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// The sibling modules `code` names through `super::` or `crate::`, among `modules`.
fn named_modules(code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    for prefix in ["super::", "crate::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            let words: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                group[..end].split(',').map(|part| part.trim().split("::").next().unwrap_or_default().trim()).collect()
            } else {
                vec![rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next().unwrap_or_default()]
            };
            named.extend(words.into_iter().filter(|w| modules.contains(*w)).map(str::to_string));
        }
    }
    named
}

#[test]
fn every_crates_modules_import_one_way() {
    let mut crates: Vec<PathBuf> = std::fs::read_dir(format!("{ROOT}/crates"))
        .unwrap()
        .flatten()
        .map(|entry| entry.path().join("src"))
        .filter(|src| src.is_dir())
        .collect();
    crates.push(PathBuf::from(format!("{ROOT}/src")));
    for src in crates {
        let files: Vec<PathBuf> = std::fs::read_dir(&src)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "rs"))
            .collect();
        let module = |p: &PathBuf| p.file_stem().unwrap().to_string_lossy().to_string();
        let modules: BTreeSet<String> = files.iter().map(module).filter(|m| m != "lib" && m != "main").collect();
        let graph: BTreeMap<String, BTreeSet<String>> = files
            .iter()
            .filter(|p| modules.contains(&module(p)))
            .map(|p| {
                let mut named = named_modules(&code_of(p), &modules);
                named.remove(&module(p));
                (module(p), named)
            })
            .collect();
        // Kahn: remove modules that name nothing left; whatever remains is on a circle.
        let mut left = graph.clone();
        while let Some(leaf) = left.iter().find(|(_, named)| named.is_empty()).map(|(m, _)| m.clone()) {
            left.remove(&leaf);
            left.values_mut().for_each(|named| {
                named.remove(&leaf);
            });
        }
        assert!(left.is_empty(), "{}: modules that import each other in a circle: {left:?}", src.display());
    }
}

#[test]
fn no_product_code_outside_a_games_crate_names_a_game() {
    let names: Vec<String> = REGISTRY.iter().map(|g| g.name().to_ascii_lowercase()).collect();
    let mut places: Vec<PathBuf> =
        ["src", "crates/model/src", "crates/reason/src", "crates/cli/src", "examples", "fuzz/fuzz_targets"]
            .iter()
            .flat_map(|dir| rust_files(&Path::new(ROOT).join(dir)))
            .collect();
    places.sort();
    let registry = Path::new(ROOT).join("src/lib.rs");
    let mut found = Vec::new();
    for path in places {
        for (number, line) in code_of(&path).lines().enumerate() {
            // The registry's own lines name each game's crate and its feature.
            if path == registry && (line.contains("verdict_") || line.contains("feature = \"")) {
                continue;
            }
            let words = line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).map(str::to_ascii_lowercase);
            let lower: Vec<String> = words.collect();
            if let Some(name) = names.iter().find(|name| lower.contains(name)) {
                found.push(format!("{}:{}: names {name}: {}", path.display(), number + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "game-named code outside the games' crates:\n{}", found.join("\n"));
}
