//! What every game of the registry promises the drivers, checked without naming a game: its
//! judge agrees with the page on the public vectors (`crates/NAME/tests/data/vectors.tsv`
//! for each game's name), and every verdict it reports is one its `About` declares.

use verdict_playground::judge::judge_all;
use verdict_playground::{analyze, judges, Settings, REGISTRY};

fn vectors(name: &str) -> Vec<String> {
    let path = format!("{}/crates/{name}/tests/data/vectors.tsv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| line.split('\t').next().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn each_judge_agrees_with_the_page_on_the_public_vectors() {
    for &judge in judges() {
        let cases = vectors(judge.name());
        assert!(!cases.is_empty(), "{}: no vectors", judge.name());
        for input in &cases {
            let stdin = judge.judge_input(&[input]);
            let Ok(page) = analyze(judge.as_game(), input, &Settings::default()) else {
                // A vector the rules refuse (the permutation's `5 1 4 2`): the judge refuses it too.
                assert!(judge_all(judge, &stdin, false).is_err(), "{stdin}");
                continue;
            };
            let judged = judge_all(judge, &stdin, true).unwrap_or_else(|e| panic!("{stdin}: {e}"));
            assert_eq!(judged.len(), 1, "{stdin}");
            assert!(judge.answers().contains(&judged[0].answer.as_str()), "{}", judged[0].answer);
            let explained = judged[0].analysis.as_ref().expect("explained");
            assert_eq!(explained.report().verdict, page.report().verdict, "{input}");
        }
        // Several cases in one input, where the format holds several: one answer each.
        if !judge.single_case() {
            let valid = cases.iter().filter(|input| analyze(judge.as_game(), input, &Settings::default()).is_ok());
            let inputs: Vec<&str> = valid.map(String::as_str).take(5).collect();
            let judged = judge_all(judge, &judge.judge_input(&inputs), false).unwrap();
            assert_eq!(judged.len(), inputs.len(), "{}", judge.name());
        }
    }
}

/// `data-verdict` is one of `About::verdicts` (docs/RULES.md): on the game's examples, on its
/// random inputs and on its vectors; and every game says its verdicts.
#[test]
fn every_verdict_is_one_the_game_declares() {
    for &game in REGISTRY {
        let about = game.about();
        assert!(!about.verdicts.is_empty(), "{}", game.name());
        let mut inputs: Vec<String> = about.examples.iter().map(|e| e.to_string()).collect();
        inputs.extend((0..20).filter_map(|seed| game.random_input(12, seed)));
        inputs.extend(vectors(game.name()));
        let mut seen = std::collections::BTreeSet::new();
        for input in &inputs {
            let Ok(analysis) = analyze(game, input, &Settings::default()) else { continue };
            let verdict = analysis.report().verdict.as_str();
            assert!(about.verdicts.contains(&verdict), "{}: {verdict} for {input}", game.name());
            seen.insert(verdict);
        }
        assert_eq!(seen.len(), about.verdicts.len(), "{}: each declared verdict is met ({seen:?})", game.name());
    }
}

/// The registry's lookup knows exactly its games: each by its name, and not the made-up heap
/// that verdict-reason's seam test runs through every entry point.
#[test]
fn the_registry_finds_its_games_and_no_other() {
    assert!(verdict_playground::game("heap").is_err());
    for game in REGISTRY {
        assert_eq!(verdict_playground::game(game.name()).map(|g| g.name()), Ok(game.name()));
    }
}

/// Past each game's input limit (at most `MAX_INPUT`), the page's input is refused before
/// anything is read, in words that give the limit, and so is the headline (issue 30).
#[test]
fn every_game_refuses_input_past_its_limit_before_reading_it() {
    for &judge in judges() {
        let game = judge.as_game();
        let most = game.max_input();
        assert!(most <= verdict_playground::games::MAX_INPUT);
        let huge = "?".repeat(most + 2);
        let e = analyze(game, &huge, &Settings::default()).unwrap_err();
        let limit = format!("takes up to {} ({} MiB)", verdict_playground::words::grouped(most), most >> 20);
        assert!(e.message.english().contains(&limit), "{}", e.message);
        assert!(verdict_playground::headline(game, &huge, &Settings::default()).is_err());
    }
}

/// Each game's About names its sentences by the convention of docs/LANGUAGES.md ("A game's
/// About"), which the page follows (www/core/games.js `withIds`): every rule, the prompt, the
/// Random field's name and every example's note is a message of each language's catalogue, none
/// is left unformatted, and the catalogues have no rule past the About's count.
#[test]
fn every_about_sentence_is_a_message_of_each_catalogue() {
    use verdict_model::catalogue::{format, ids, Lang};
    for game in REGISTRY {
        let about = game.about();
        let name = game.name();
        let mut sentences: Vec<String> = (1..=about.rule_count).map(|k| format!("{name}-rule-{k}")).collect();
        sentences.push(format!("{name}-prompt"));
        sentences.extend(about.random.map(|_| format!("{name}-random")));
        sentences.extend((1..=about.examples.len()).map(|k| format!("{name}-example-{k}")));
        // Its settings' menus name their label and options by id (`nim-setting-take`, `name-North`).
        for menu in &about.settings {
            sentences.extend([menu.label].into_iter().chain(menu.options.iter().map(|&(_, id)| id)).map(String::from));
        }
        assert!(about.rule_count > 0, "{name}");
        for lang in Lang::ALL {
            let known = ids(lang);
            for id in &sentences {
                let Some(&id) = known.iter().find(|known| *known == id) else { panic!("{lang:?} has no {id}") };
                let said = format(lang, &verdict_model::Message::new(id));
                assert!(said != id && !said.contains('{'), "{lang:?} {id}: {said}");
            }
            let past = format!("{name}-rule-{}", about.rule_count + 1);
            assert!(!known.contains(&past.as_str()), "{lang:?} has {past}, a rule the About does not count");
        }
    }
}
