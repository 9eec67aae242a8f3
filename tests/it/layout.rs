//! The workspace's shape, held by the build (issue 35, ARCHITECTURE.md): inside every crate the
//! modules import one way (no circle of `super::`/`crate::` imports between sibling modules),
//! and no product code outside a game's own crate names a game of the registry, but for the
//! registry's own lines in `src/lib.rs` (its line a game, and the games' crates under their
//! names). Comments may name games (as examples); code may not. Every list of the games is the
//! registry's (issue 49): Cargo.toml's features are checked against it, and no other exists.

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

/// The `[section]` of Cargo.toml `text`: its `name = value` lines, values as written.
fn toml_section<'a>(text: &'a str, section: &str) -> Vec<(&'a str, &'a str)> {
    let header = format!("[{section}]");
    text.lines()
        .skip_while(|line| line.trim() != header)
        .skip(1)
        .take_while(|line| !line.starts_with('['))
        .filter_map(|line| line.split('#').next()?.split_once('='))
        .map(|(name, value)| (name.trim(), value.trim()))
        .collect()
}

/// Cargo.toml must list the games (cargo features cannot be computed): it lists the registry's,
/// in its order, each a feature that adds its crate, `verdict-NAME`, an optional dependency.
/// Every other list of games is derived from these (scripts/wasm.mjs reads the features).
#[test]
fn cargo_features_are_the_registrys_games() {
    let names: Vec<&str> = REGISTRY.iter().map(|g| g.name()).collect();
    let manifest = std::fs::read_to_string(format!("{ROOT}/Cargo.toml")).unwrap();
    let features = toml_section(&manifest, "features");
    let games: Vec<&str> =
        features.iter().filter(|(_, value)| value.contains("\"dep:")).map(|(name, _)| *name).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    let mut features_sorted = games.clone();
    features_sorted.sort_unstable();
    assert_eq!(features_sorted, sorted, "Cargo.toml's game features (those that add a crate) are the registry's games");
    for name in &names {
        let feature = features.iter().find(|(f, _)| f == name).map(|(_, v)| *v);
        assert_eq!(
            feature,
            Some(format!("[\"dep:verdict-{name}\"]").as_str()),
            "Cargo.toml: the feature {name} adds its crate"
        );
        let dependency =
            toml_section(&manifest, "dependencies").into_iter().find(|(d, _)| *d == format!("verdict-{name}"));
        assert!(
            dependency.is_some_and(|(_, v)| v.contains("optional = true")),
            "Cargo.toml: verdict-{name} is an optional dependency"
        );
    }
    let default = features.iter().find(|(f, _)| *f == "default").map(|(_, v)| *v).unwrap_or_default();
    let listed: Vec<&str> = default.trim_matches(['[', ']']).split(',').map(|f| f.trim().trim_matches('"')).collect();
    let listed_games: Vec<&str> = listed.iter().copied().filter(|f| names.contains(f)).collect();
    assert_eq!(listed_games, names, "Cargo.toml's default features list the registry's games, in its order");
}

/// The code of a line of any language the repository holds: without what follows `//`, or `#`
/// where `hash_comments` (TOML, shell, the Makefile; JavaScript's `#` names private fields),
/// unless inside a string as far as one line tells.
fn code_of_line(line: &str, hash_comments: bool) -> &str {
    let mut quote = None;
    for (at, c) in line.char_indices() {
        match (quote, c) {
            (None, '"' | '\'' | '`') => quote = Some(c),
            (Some(q), _) if q == c => quote = None,
            (None, '#') if hash_comments => return &line[..at],
            (None, '/') if line[at..].starts_with("//") => return &line[..at],
            _ => {}
        }
    }
    line
}

/// Issue 49: every list of games is derived from the registry. A hard-coded one (the Makefile's
/// features, a test's expected message, a loop bound counted by hand) goes stale the day a game
/// is added; so no line of code outside the registry and Cargo.toml (checked above) and the
/// derived TypeScript names every game of the registry. Prose (`*.md`) and the games' own crates
/// are not lists of games; per-game examples on lines of their own are not either.
#[test]
fn no_other_list_of_the_games() {
    let names: Vec<String> = REGISTRY.iter().map(|g| g.name().to_ascii_lowercase()).collect();
    let root = Path::new(ROOT);
    let skipped = ["target", "node_modules", "pkg", "dist", "shots", ".git", "min", "corpus", "artifacts"];
    let exempt = ["Cargo.toml", "Cargo.lock", "package-lock.json", "src/wasm_api/types.d.ts"];
    let games: Vec<PathBuf> = names.iter().map(|name| root.join("crates").join(name)).collect();
    let mut stack = vec![root.to_path_buf()];
    let mut found = Vec::new();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().to_string();
            if path.is_dir() {
                if !skipped.contains(&name.as_str()) && !games.contains(&path) && !path.is_symlink() {
                    stack.push(path);
                }
                continue;
            }
            let relative = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            let code = [".rs", ".mjs", ".js", ".json", ".toml", ".sh", ".html", ".ts", ".yml", ".css"];
            if exempt.contains(&relative.as_str())
                || !(code.iter().any(|ext| name.ends_with(ext)) || name == "Makefile")
            {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            let hash_comments = [".toml", ".sh", ".yml"].iter().any(|ext| name.ends_with(ext)) || name == "Makefile";
            for (number, line) in text.lines().enumerate() {
                let words: BTreeSet<String> = code_of_line(line, hash_comments)
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .map(str::to_ascii_lowercase)
                    .collect();
                if names.len() > 1 && names.iter().all(|name| words.contains(name)) {
                    found.push(format!("{relative}:{}: {}", number + 1, line.trim()));
                }
            }
        }
    }
    found.sort();
    assert!(
        found.is_empty(),
        "a list of every game, kept by hand (derive it from the registry):\n{}",
        found.join("\n")
    );
}
