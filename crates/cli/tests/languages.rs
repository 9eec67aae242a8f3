//! `verdict --explain --lang` against the page (docs/LANGUAGES.md): for each game, on inputs that
//! take each of its reports' sentences, the CLI's first two lines (the verdict and its reason) in
//! English, Korean and Russian are what the page's formatter (`message` in www/shared/i18n.js, run by
//! Node on the same catalogues) makes of the messages the core sends. English is also today's
//! sentence, which the games' own tests hold word for word.

use std::io::Write;
use std::process::{Command, Stdio};
use verdict_model::Message;
use verdict_playground::Settings;

const LANGS: [&str; 3] = ["en", "ko", "ru"];

/// Judge-format inputs of one case each, by game: every branch of each game's verdict and reason.
const CASES: &[(&str, &str)] = &[
    ("ticket", "2\n??\n"),
    ("ticket", "2\n?1\n"),
    ("ticket", "4\n9???\n"),
    ("ticket", "4\n0523\n"),
    ("ticket", "4\n0524\n"),
    ("ticket", "4\n90??\n"),
    ("ticket", "6\n??0?9?\n"),
    ("permutation", "1\n1\n1\n"),
    ("permutation", "1\n2\n1 2\n"),
    ("permutation", "1\n3\n2 3 1\n"),
    ("permutation", "1\n6\n3 6 5 1 4 2\n"),
    ("permutation", "1\n5\n5 4 1 2 3\n"),
    ("permutation", "1\n7\n2 4 6 1 7 5 3\n"),
    ("auction", "1\n4 P P P P\n"),
    ("auction", "1\n0\n"),
    ("auction", "1\n2 P P\n"),
    ("auction", "1\n1 1C\n"),
    ("auction", "1\n3 1C P P\n"),
    ("auction", "1\n2 1D 1C\n"),
    ("auction", "1\n8 1C P 1NT P 3NT P P P\n"),
    ("auction", "1\n5 1C X P P P\n"),
    ("auction", "1\n6 1C X XX P P P\n"),
    ("nim", "1\n3\n3 5 7\n"),
    ("nim", "1\n2\n4 4\n"),
    ("wythoff", "1\n3 5\n"),
    ("wythoff", "1\n1 2\n"),
];

/// What `verdict GAME --explain --lang LANG` prints for `input`.
fn explain(game: &str, input: &str, lang: &str) -> String {
    explain_with(game, &Settings::new(), input, lang)
}

/// What `verdict GAME --explain --lang LANG --NAME VALUE…` prints for `input`.
fn explain_with(game: &str, settings: &Settings, input: &str, lang: &str) -> String {
    let given = settings.iter().flat_map(|(name, value)| [format!("--{name}"), value.to_string()]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_verdict"))
        .args([game, "--explain", "--lang", lang])
        .args(given)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("verdict runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{game} {input:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The CLI's verdict and reason lines for `input` in `lang`.
fn cli(game: &str, input: &str, lang: &str) -> [String; 2] {
    let text = explain(game, input, lang);
    let mut lines = text.lines().filter(|l| !l.starts_with("== case"));
    [lines.next().unwrap_or("").to_string(), lines.next().unwrap_or("").to_string()]
}

/// The messages of the first case's report, as the judge's `--explain` builds it.
fn messages(game: &str, input: &str) -> [Message; 2] {
    let judge = verdict_playground::judge_of(game).unwrap();
    let mut said = None;
    judge
        .judge_with(input, &verdict_playground::Settings::new(), true, &mut |case| {
            if let Some(analysis) = &case.analysis {
                said.get_or_insert_with(|| [analysis.report().headline.clone(), analysis.report().reason.clone()]);
            }
            true
        })
        .unwrap();
    said.unwrap_or_else(|| panic!("{game} {input:?}: no report"))
}

/// What the page's formatter makes of `messages` in each language: one Node run for all.
fn page(messages: &[(String, &str)]) -> Vec<String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
    let script = r#"
        import { readFileSync } from 'node:fs';
        const root = new URL(process.argv[1], 'file:///');
        const read = (path) => readFileSync(new URL(path, root), 'utf8');
        globalThis.VERDICT_PLAYGROUND_CATALOGUES = { ko: read('www/lang/ko.ftl'), ru: read('www/lang/ru.ftl') };
        const i18n = await import(new URL('www/shared/i18n.js', root));
        await import(new URL('www/shared/game-words.js', root));
        await import(new URL('www/panels/panel-words.js', root));
        await i18n.loadCatalogue('ko');
        await i18n.loadCatalogue('ru');
        const asked = JSON.parse(readFileSync(0, 'utf8'));
        process.stdout.write(JSON.stringify(asked.map(([message, lang]) => i18n.message(JSON.parse(message), lang))));
    "#;
    let root = std::fs::canonicalize(root).unwrap();
    let mut child = Command::new("node")
        .args(["--input-type=module", "-e", script, &format!("{}/", root.display())])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs (the page's formatter is JavaScript; scripts/setup.sh installs Node)");
    child.stdin.take().unwrap().write_all(serde_json::to_string(messages).unwrap().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "node: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn explain_in_each_language_says_what_the_page_says() {
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    for &(game, input) in CASES {
        let said = messages(game, input);
        for lang in LANGS {
            for message in &said {
                asked.push((serde_json::to_string(message).unwrap(), lang));
            }
            expected.push((game, input, lang, cli(game, input, lang)));
        }
    }
    let formatted = page(&asked);
    assert_eq!(formatted.len(), expected.len() * 2);
    let mut ids = std::collections::BTreeSet::new();
    for ((game, input, lang, cli), page) in expected.iter().zip(formatted.chunks(2)) {
        assert_eq!(cli.as_slice(), page, "{game} {input:?} in {lang}");
        assert!(!page[0].is_empty() && !page[1].is_empty(), "{game} {input:?} in {lang}: {page:?}");
        if *lang != "en" {
            // A translation, not English fallen back to (names, calls and numbers aside).
            assert!(
                in_script(lang, &page[0]) || page[0].chars().all(|c| !c.is_ascii_alphabetic()),
                "{game} {input:?} in {lang}: {}",
                page[0]
            );
        }
    }
    for &(game, input) in CASES {
        for message in messages(game, input) {
            ids.insert(message.id);
        }
    }
    // Every report sentence the games send today is among the cases (the verbatim `text` aside:
    // sentences still English, shown as they are in every language).
    for id in [
        "verdict-wins",
        "ticket-reason-filled-equal",
        "ticket-reason-filled-unequal",
        "ticket-reason-one-q",
        "ticket-reason-odd",
        "ticket-reason-keeps-level",
        "ticket-reason-keeps-gap",
        "permutation-reason-alone",
        "permutation-reason-alice",
        "permutation-reason-only",
        "permutation-reason-each",
        "auction-contract",
        "auction-illegal",
        "auction-passed-out",
        "auction-incomplete",
        "auction-reason-illegal",
        "auction-reason-passed-out",
        "auction-reason-contract",
        "auction-reason-first-call",
        "auction-reason-no-bid",
        "auction-reason-after-call",
        "auction-reason-passes-after",
    ] {
        assert!(ids.contains(id), "no case says {id}: {ids:?}");
    }
}

#[test]
fn the_language_comes_from_lang_or_verdict_lang_and_a_wrong_one_is_refused() {
    let run = |args: &[&str], env: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_verdict"));
        command.args(args).env_remove("VERDICT_LANG");
        if let Some(lang) = env {
            command.env("VERDICT_LANG", lang);
        }
        let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        // A refused language exits before reading: the closed pipe is no failure.
        let _ = child.stdin.take().unwrap().write_all(b"2\n??\n");
        let out = child.wait_with_output().unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (ok, out, _) = run(&["ticket", "--explain"], Some("ru-RU"));
    assert!(ok && out.starts_with("Побеждает Бикарп\n"), "{out}");
    let (ok, out, _) = run(&["ticket", "--explain", "--lang=ko"], Some("ru"));
    assert!(ok && out.starts_with("비카프가 이깁니다\n"), "{out}");
    let (ok, out, _) = run(&["ticket", "--explain"], None);
    assert!(ok && out.starts_with("Bicarp wins\n"), "{out}");
    let (ok, _, err) = run(&["ticket", "--explain", "--lang", "de"], None);
    assert!(!ok && err.contains("--lang takes en, ko or ru, not 'de'"), "{err}");
    let (ok, _, err) = run(&["ticket"], Some("xx"));
    assert!(!ok && err.contains("VERDICT_LANG takes en, ko or ru"), "{err}");
}

/// Tickets whose Why takes every branch of its two layers: nothing to fill (equal, unequal), one
/// or an odd number of '?', copying one or several, no pair left (equal, a lead) or pairs (one,
/// several) ending ahead, balanced, on the same half or against the other, and B of each sign.
const TICKET_WHYS: &[&str] = &[
    "4\n0523\n",
    "4\n0524\n",
    "2\n?1\n",
    "4\n9???\n",
    "2\n??\n",
    "4\n1?0?\n",
    "4\n00??\n",
    "8\n0000????\n",
    "4\n90??\n",
    "6\n??9000\n",
    "4\n??08\n",
    "6\n??0?9?\n",
];

/// The CLI's Why lines for `input` in `lang`: the indented lines but the expert layer's heading.
fn cli_why(game: &str, input: &str, lang: &str) -> Vec<String> {
    why_lines(&explain(game, input, lang))
}

/// The Why lines of what `verdict --explain` printed: the indented lines but the expert layer's
/// heading.
fn why_lines(text: &str) -> Vec<String> {
    // The Why ends where the first table's title starts (unindented, after a blank line).
    let why = text.split("\n\n").skip(1).take_while(|part| part.starts_with("  ")).collect::<Vec<_>>().join("\n");
    // The expert layer's heading, in any of the languages, is no line of the Why.
    let headings: Vec<String> = verdict_model::catalogue::Lang::ALL
        .into_iter()
        .map(|lang| format!("{}:", verdict_model::catalogue::format(lang, &Message::new("why-full"))))
        .collect();
    why.lines()
        .filter(|l| l.starts_with("  ") && !headings.iter().any(|h| h == l.trim()))
        .map(|l| l[2..].to_string())
        .collect()
}

/// `message`'s id and those of the messages inside it, at any depth.
fn ids_in(message: &Message, ids: &mut std::collections::BTreeSet<&'static str>) {
    ids.insert(message.id);
    for (_, arg) in message.args() {
        if let verdict_model::Arg::Message(inner) = arg {
            ids_in(inner, ids);
        }
    }
}

/// The Why of `game` (both layers) on each of `inputs`, in each language, line by line as the CLI
/// prints it and as the page's formatter makes it; every `GAME-why-…` id of en-games.js is said
/// by some input. `fewest` is the least number of lines a Why has.
fn why_says_what_the_page_says(game: &str, inputs: &[&str], fewest: usize) {
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    for &input in inputs {
        let judge = verdict_playground::judge_of(game).unwrap();
        let mut said = Vec::new();
        judge
            .judge_with(input, &verdict_playground::Settings::new(), true, &mut |case| {
                if let Some(analysis) = &case.analysis {
                    let report = analysis.report();
                    said = report.explanation.iter().chain(&report.expert).cloned().collect();
                }
                true
            })
            .unwrap();
        assert!(said.len() >= fewest, "{input:?}: {said:?}");
        for message in &said {
            ids_in(message, &mut ids);
        }
        for lang in LANGS {
            asked.extend(said.iter().map(|m| (serde_json::to_string(m).unwrap(), lang)));
            expected.push((input, lang, said.len(), cli_why(game, input, lang)));
        }
    }
    let mut formatted = page(&asked).into_iter();
    let prefix = format!("{game}-");
    for (input, lang, count, cli) in expected {
        let page: Vec<String> = formatted.by_ref().take(count).collect();
        assert_eq!(cli, page, "{input:?} in {lang}");
        for line in &page {
            assert!(!line.contains("{$") && !line.contains(&prefix), "{input:?} in {lang}: {line}");
            // A translation, not English shown as it is (a verbatim line still to move).
            assert!(in_script(lang, line), "{input:?} in {lang}: {line}");
        }
    }
    // Every id of the game's Why (en-games.js) is taken by some case.
    let english = include_str!("../../../www/lang/en-games.js");
    let why = format!("{game}-why-");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        if id.starts_with(&why) {
            assert!(ids.contains(id), "no case says {id}: {ids:?}");
        }
    }
}

#[test]
fn the_tickets_why_in_each_language_says_what_the_page_says() {
    why_says_what_the_page_says("ticket", TICKET_WHYS, 8);
}

/// Rows whose Why takes every branch of its two layers: 1 alone; each family and none; the way
/// to 1 opened by a forced move or a chosen one; Alice's one or several winning first moves, her
/// only move or every move losing; arms empty, worked by hand (a move keeping nothing, one
/// number or several, sending none, one or several outside), longer than the words work (7 and
/// 8 prefixes shown) or than a list shows (13 numbers); rows past the strategy table's 40 (and
/// the DP grid's); in the expert layer, Alice's winning first moves her only one, both, all or
/// some of hers, her only or every first move losing.
const PERMUTATION_WHYS: &[&str] = &[
    "1\n1\n1\n",
    "1\n2\n1 2\n",
    "1\n5\n3 2 1 4 5\n",
    "1\n6\n5 2 1 3 6 4\n",
    "1\n5\n1 5 4 3 2\n",
    "1\n6\n3 6 5 1 4 2\n",
    "1\n7\n2 4 6 1 7 5 3\n",
    "1\n5\n5 4 1 2 3\n",
    "1\n8\n1 2 3 4 5 6 7 8\n",
    "1\n9\n9 8 7 6 5 4 3 1 2\n",
    "1\n14\n1 2 3 4 5 6 7 8 9 10 11 12 13 14\n",
    "1\n41\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41\n",
    "1\n7\n4 7 2 1 5 3 6\n",
    "1\n3\n1 2 3\n",
    "1\n3\n2 1 3\n",
    "1\n6\n2 3 1 5 4 6\n",
    "1\n4\n1 3 2 4\n",
    "1\n4\n2 1 3 4\n",
];

#[test]
fn the_permutations_why_in_each_language_says_what_the_page_says() {
    why_says_what_the_page_says("permutation", PERMUTATION_WHYS, 1);
}

/// `verdict permutation --explain --lang ko|ru` writes each table's title and column heads as the
/// page's formatter words the messages the core sends (`permutation-table-…`), each in the
/// language's script but the columns that are numbers; on a row Bob wins and one Alice wins (the
/// strategy table has other columns), with every table (the DP grid, the strategy).
#[test]
fn the_permutations_tables_in_each_language_say_what_the_page_says() {
    for input in ["1\n6\n3 6 5 1 4 2\n", "1\n4\n2 4 1 3\n"] {
        let judge = verdict_playground::judge_of("permutation").unwrap();
        let mut heads = Vec::new();
        judge
            .judge_with(input, &Settings::new(), true, &mut |case| {
                if let Some(analysis) = &case.analysis {
                    for table in &analysis.report().tables {
                        heads.push(table.title.clone());
                        heads.extend(table.columns.iter().cloned());
                    }
                }
                true
            })
            .unwrap();
        assert!(heads.len() > 30, "{input:?}: every table, with its columns");
        for lang in ["ko", "ru"] {
            let asked: Vec<(String, &str)> = heads.iter().map(|m| (serde_json::to_string(m).unwrap(), lang)).collect();
            let printed = explain("permutation", input, lang);
            for (said, message) in page(&asked).iter().zip(&heads) {
                assert!(printed.contains(said.as_str()), "{input:?} in {lang}: {said:?} not printed:\n{printed}");
                let words = message.verbatim_text().is_none();
                assert!(!words || in_script(lang, said), "{input:?} in {lang}: {said:?} ({})", message.id);
            }
        }
    }
}

/// Nim's and Wythoff's positions whose Why takes every branch of its two layers, with the take
/// setting (empty: Nim): Nim won and lost, more heaps than the Why lists; take sets whose values
/// repeat from 0, repeat after a start, show no period (a take too large to reach), a single
/// take, each won and lost; Wythoff's empty, cold and hot positions.
const GAME_WHYS: &[(&str, &str, &str)] = &[
    ("nim", "", "1\n3\n3 5 7\n"),
    ("nim", "", "1\n2\n4 4\n"),
    ("nim", "", "1\n10\n1 2 3 4 5 6 7 8 9 10\n"),
    ("nim", "1,3,4", "1\n2\n4 4\n"),
    ("nim", "1,3,4", "1\n3\n3 4 5\n"),
    ("nim", "2,4,7", "1\n3\n9 3 21\n"),
    ("nim", "1,3000000", "1\n2\n5 9\n"),
    ("nim", "1", "1\n3\n3 4 5\n"),
    ("nim", "1,2", "1\n10\n1 2 4 5 7 8 10 11 13 14\n"),
    ("wythoff", "", "1\n0 0\n"),
    ("wythoff", "", "1\n3 5\n"),
    ("wythoff", "", "1\n1000000 1618034\n"),
    ("wythoff", "", "1\n4 6\n"),
];

/// The report's Why (both layers) of `game` on `input`, as the judge's `--explain` builds it.
fn why_messages(game: &str, settings: &Settings, input: &str) -> Vec<Message> {
    let judge = verdict_playground::judge_of(game).unwrap();
    let mut said = Vec::new();
    judge
        .judge_with(input, settings, true, &mut |case| {
            if let Some(analysis) = &case.analysis {
                let report = analysis.report();
                said = report.explanation.iter().chain(&report.expert).cloned().collect();
            }
            true
        })
        .unwrap();
    said
}

#[test]
fn nims_and_wythoffs_why_in_each_language_says_what_the_page_says() {
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    for &(game, take, input) in GAME_WHYS {
        let settings = if take.is_empty() { Settings::new() } else { Settings::new().with("take", take) };
        let said = why_messages(game, &settings, input);
        assert!(said.len() >= 6, "{game} {input:?}: {said:?}");
        for message in &said {
            ids_in(message, &mut ids);
        }
        for lang in LANGS {
            asked.extend(said.iter().map(|m| (serde_json::to_string(m).unwrap(), lang)));
            expected.push((game, input, lang, said.len(), why_lines(&explain_with(game, &settings, input, lang))));
        }
    }
    let mut formatted = page(&asked).into_iter();
    for (game, input, lang, count, cli) in expected {
        let page: Vec<String> = formatted.by_ref().take(count).collect();
        assert_eq!(cli, page, "{game} {input:?} in {lang}");
        for line in &page {
            assert!(!line.contains('{') && !line.contains("-why-"), "{game} {input:?} in {lang}: {line}");
            // A translation, not English fallen back to: no English sentence's words.
            if lang != "en" {
                assert!(![" the ", " is ", " and "].iter().any(|w| line.contains(w)), "{game} in {lang}: {line}");
            }
        }
    }
    // Every id of these games' Why (en-games.js) is taken by some case.
    let english = include_str!("../../../www/lang/en-games.js");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        if GAME_WHYS.iter().any(|(game, _, _)| id.starts_with(&format!("{game}-why-"))) {
            assert!(ids.contains(id), "no case says {id}: {ids:?}");
        }
    }
}

/// Positions typed in the middle of a game whose Why takes each of its sentences: a finished
/// game; the only move losing, every move losing (thousands of them), the only move winning,
/// some of several winning; lines of 1 move and of thousands.
const TYPED_WHYS: &[(&str, &str)] = &[
    ("ticket", "9099 Bicarp"),
    ("permutation", "_ 2 1"),
    ("ticket", "??09 Monocarp"),
    ("permutation", "_ _ 1"),
    ("ticket", "90?9 Monocarp"),
    ("permutation", "3 _ 5 1 4 2"),
];

#[test]
fn a_typed_positions_why_in_each_language_says_what_the_page_says() {
    let long = format!("{} Monocarp", "?".repeat(1_990));
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    for (game, input) in TYPED_WHYS.iter().copied().chain([("ticket", long.as_str())]) {
        let analysis =
            verdict_playground::analyze(verdict_playground::game(game).unwrap(), input, &Settings::new()).unwrap();
        let said = analysis.report().explanation.clone();
        for message in &said {
            ids_in(message, &mut ids);
            for lang in verdict_model::catalogue::Lang::ALL {
                asked.push((serde_json::to_string(message).unwrap(), lang.code()));
                expected.push((game, lang.code(), verdict_model::catalogue::format(lang, message)));
            }
        }
    }
    let formatted = page(&asked);
    assert_eq!(formatted.len(), expected.len());
    for ((game, lang, cli), page) in expected.iter().zip(&formatted) {
        assert_eq!(cli, page, "{game} in {lang}");
        assert!(!page.contains('{') && !page.contains("typed-why-"), "{game} in {lang}: {page}");
    }
    assert!(formatted.iter().any(|line| line.contains("1,990 moves")), "a long line's count grouped: {formatted:?}");
    assert!(formatted.iter().any(|line| line.contains("1\u{a0}990 ходов")), "in Russian's way: {formatted:?}");
    let english = include_str!("../../../www/lang/en-panels.js");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        // No game's position has a player to move and no move (it is over then: `finished`).
        if id.starts_with("typed-why-") && id != "typed-why-no-move" {
            assert!(ids.contains(id), "no case says {id}: {ids:?}");
        }
    }
}

/// Auctions whose Why takes every branch of its lines, with the dealer and vulnerability settings
/// (`-` for none): the dealer by default, chosen, from each record's field (overriding a setting
/// or not) or a board number; each vulnerability and where it came from; the deal, a link's
/// hands that are not one; no call, one, AP and a '*'; no bid, a bid undoubled, doubled and
/// redoubled; each rule broken, a call after the end, the calls left unchecked (one, several,
/// thousands); each doubling of a contract, each strain, a declarer who did not make the final
/// bid; X and XX not legal (for each reason), passing out or a contract ahead; annotations, alerts and
/// explanations and stray notes, up to past the 20 listed.
fn auction_whys() -> Vec<(&'static str, &'static str, String)> {
    let mut cases: Vec<(&str, &str, String)> = [
        ("-", "-", ""),
        ("-", "-", "P"),
        ("-", "-", "1C"),
        ("-", "-", "P P P"),
        ("-", "-", "1C X"),
        ("-", "-", "1C X XX"),
        ("-", "-", "1C X P"),
        ("-", "-", "1C AP"),
        ("-", "-", "P P P P"),
        ("-", "-", "1C P 1NT P 3NT P P P"),
        ("-", "-", "P 2H P 4H X P P XX P P P"),
        ("-", "-", "1C X P P P"),
        ("-", "-", "P 1D P P P"),
        ("-", "-", "P 1S P P P"),
        ("-", "-", "P 1H 2C 2H P P P"),
        ("-", "-", "X"),
        ("-", "-", "XX"),
        ("-", "-", "1C P X"),
        ("-", "-", "1C X XX XX"),
        ("-", "-", "1D 1C P"),
        ("-", "-", "1C 1C P P"),
        ("-", "-", "1C P P P P"),
        ("-", "-", "P P P P 1C"),
        ("E", "-", "1C P"),
        ("-", "None", "1C P 1H"),
        ("-", "NS", "1C P 1H"),
        ("-", "EW", "1C P 1H"),
        ("-", "All", "1C P 1H"),
        ("S", "-", "[Dealer \"W\"]\n1C P"),
        ("-", "-", "[Auction \"E\"]\n1C P *"),
        ("S", "NS", "[Board \"5\"]\n1C"),
        ("-", "-", "[Board \"5\"]\n1C"),
        ("-", "-", "[Board \"12\"]\n[Dealer \"W\"]\n[Vulnerable \"All\"]\n[Auction \"W\"]\n1C Pass 1H Pass\n*"),
        ("-", "-", "[Auction \"N\"]\n1C =1= P ! 1H $3\n[Note \"1:strong club\"]\n[Note \"2:a stray note\"]"),
        ("-", "-", "https://www.bridgebase.com/tools/handviewer.html?d=e&v=b&n=SAKQJHAK98D765C32&a=1c"),
        ("-", "-", "https://www.bridgebase.com/tools/handviewer.html?d=w&v=n&n=SAKQJHAK98D765C32&s=S2HT732DT984C7654&a=1cp"),
        ("N", "-", "md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|"),
        ("-", "-", "md|3|sv|b|mb|1D!|mb|p|mb|1H|an|natural|mb|X!|an|takeout|"),
    ]
    .into_iter()
    .map(|(d, v, t)| (d, v, t.to_string()))
    .collect();
    let bids: Vec<String> = (1..=7).flat_map(|l| ["C", "D", "H", "S", "N"].map(|s| format!("{l}{s}"))).collect();
    cases.push(("-", "-", bids[..23].iter().map(|b| format!("mb|{b}!|an|note|")).collect()));
    cases.push((
        "-",
        "-",
        format!("[Auction \"N\"]\n1C {} P", (1..30).map(|i| format!("${i}")).collect::<Vec<_>>().join(" ")),
    ));
    cases.push((
        "-",
        "-",
        format!(
            "[Auction \"N\"]\n1C P\n{}",
            (1..=22).map(|i| format!("[Note \"{i}:stray note {i}\"]")).collect::<Vec<_>>().join("\n")
        ),
    ));
    cases.push(("-", "-", format!("1C P P P {}", "P ".repeat(1234))));
    cases
}

/// The auction's Why in each language is what the page's formatter makes of the same messages:
/// the CLI's lines for the calls alone (the judge's format), and for every case the catalogues'
/// formatter the CLI uses; and every `auction-why-…` message is said by some case.
#[test]
fn the_auctions_why_in_each_language_says_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    let game = verdict_playground::game("auction").unwrap();
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    fn collect(message: &Message, ids: &mut std::collections::BTreeSet<&'static str>) {
        ids.insert(message.id);
        for (_, arg) in message.args() {
            if let verdict_model::Arg::Message(inner) = arg {
                collect(inner, ids);
            }
        }
    }
    for (dealer, vulnerable, text) in auction_whys() {
        let mut settings = verdict_playground::Settings::new();
        if dealer != "-" {
            settings = settings.with("dealer", dealer);
        }
        if vulnerable != "-" {
            settings = settings.with("vulnerable", vulnerable);
        }
        let analysis = verdict_playground::analyze(game, &text, &settings).unwrap();
        let said = analysis.report().explanation.clone();
        said.iter().for_each(|m| collect(m, &mut ids));
        for (lang, code) in Lang::ALL.into_iter().zip(LANGS) {
            asked.extend(said.iter().map(|m| (serde_json::to_string(m).unwrap(), code)));
            expected.push((text.clone(), code, said.iter().map(|m| format(lang, m)).collect::<Vec<_>>()));
        }
    }
    let mut formatted = page(&asked).into_iter();
    for (text, lang, rust) in expected {
        let page: Vec<String> = formatted.by_ref().take(rust.len()).collect();
        assert_eq!(rust, page, "{text:?} in {lang}");
        for line in &page {
            assert!(!line.contains('{') && !line.contains("auction-"), "{text:?} in {lang}: {line}");
        }
    }
    // The CLI prints those lines: the calls alone, through the judge's format.
    for calls in ["1C P 1NT P 3NT P P P", "1C X XX XX P", "1C X", "P P P"] {
        let input = format!("1\n{} {calls}\n", calls.split(' ').count());
        for (lang, code) in Lang::ALL.into_iter().zip(LANGS) {
            let analysis = verdict_playground::analyze(game, calls, &verdict_playground::Settings::new()).unwrap();
            let rust: Vec<String> = analysis.report().explanation.iter().map(|m| format(lang, m)).collect();
            let text = explain("auction", &input, code);
            let why = text.split("\n\n").nth(1).unwrap_or("");
            let cli: Vec<&str> = why.lines().map(|l| l.trim_start()).collect();
            assert_eq!(cli, rust, "{calls} in {code}");
        }
    }
    // No line, nor a part of one, is English the core still writes (`Message::verbatim`).
    assert!(!ids.contains("text"), "{ids:?}");
    // Every id of the auction's Why (en-games.js) is taken by some case.
    let english = include_str!("../../../www/lang/en-games.js");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        if id.starts_with("auction-why-") {
            assert!(ids.contains(id), "no case says {id}: {ids:?}");
        }
    }
}

/// Whether `text` has a letter of `lang`'s own script (Hangul, Cyrillic; any text for English):
/// a translation, not English shown as it is.
fn in_script(lang: &str, text: &str) -> bool {
    text.chars().any(|c| match lang {
        "ko" => ('\u{ac00}'..='\u{d7a3}').contains(&c),
        "ru" => ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)),
        _ => true,
    })
}

/// Judge-format inputs that take each of the permutation's input errors: empty, n = 0, no row,
/// a row too short (one number, several), too long, not a number, out of range (a number
/// missing or not), a number twice (the same).
const PERMUTATION_ERRORS: &[&str] = &[
    "",
    "1\n0\n",
    "1\nx\n",
    "1\n1\n1\n9\n",
    "1\n3\n",
    "1\n2\n1\n",
    "1\n4\n1 2\n",
    "1\n2\n1 2 3\n",
    "1\n3\n1 x 2\n",
    "1\n3\n1 9 2\n",
    "1\n1\n7\n",
    "1\n3\n1 1 2\n",
    "2\n1\n1\n3\n3 2 3\n",
];

/// The page's own inputs (a row, a position typed mid-game) that take each of the permutation's
/// errors the judge format cannot: an empty row, and a position with a word that is no number, a
/// number out of range, twice, or 1 removed. Play's positions (`Game::position`): an empty one
/// and one of too many places.
const PERMUTATION_PAGE_ERRORS: &[&str] = &[" ", "1 _ x", "1 _ 4", "2 _ 2 1", "2 _ 3"];

/// `verdict permutation --lang LANG` on an input it refuses writes the error as the page does: its
/// case, its line and column (`input-case`, `input-where`) and what is wrong, each the page's
/// formatter's words for the messages the core sends; and every error says so in Korean and
/// Russian in their own script. The page's own inputs' errors likewise, formatted in Rust.
#[test]
fn the_permutations_input_errors_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    use verdict_model::Arg;
    let judge = verdict_playground::judge_of("permutation").unwrap();
    let mut errors = Vec::new();
    for &input in PERMUTATION_ERRORS {
        let error = judge
            .judge_with(input, &Settings::new(), false, &mut |_| true)
            .expect_err(&format!("{input:?} is refused"));
        errors.push((input.to_string(), error, true));
    }
    let game = verdict_playground::game("permutation").unwrap();
    for input in PERMUTATION_PAGE_ERRORS {
        let error = match verdict_playground::analyze(game, input, &Settings::new()) {
            Err(error) => error,
            Ok(_) => panic!("{input:?} is refused"),
        };
        errors.push((input.to_string(), error, false));
    }
    for input in [String::new(), vec!["_"; 9_000_001].join(" ")] {
        let error =
            verdict_playground::games::position(game, &input).err().unwrap_or_else(|| panic!("{input:?} is refused"));
        errors.push((input.chars().take(20).collect(), error, false));
    }
    // Each error's parts, as the CLI writes them: its case, its place, its message.
    let parts = |e: &verdict_playground::InputError| {
        let mut parts = Vec::new();
        if let Some(case) = e.case {
            parts.push(Message::new("input-case").arg("case", Arg::digits(case)));
        }
        if let (Some(line), Some(column)) = (e.line, e.column) {
            parts.push(Message::new("input-where").arg("line", Arg::digits(line)).arg("column", Arg::digits(column)));
        }
        parts.push(e.message.clone());
        parts
    };
    let mut asked = Vec::new();
    for (_, error, _) in &errors {
        for lang in LANGS {
            asked.extend(parts(error).iter().map(|m| (serde_json::to_string(m).unwrap(), lang)));
        }
    }
    let mut formatted = page(&asked).into_iter();
    let mut ids = std::collections::BTreeSet::new();
    for (input, error, judged) in &errors {
        ids_in(&error.message, &mut ids);
        for lang in LANGS {
            let page = formatted.by_ref().take(parts(error).len()).collect::<Vec<_>>().join(" ");
            let rust = parts(error).iter().map(|m| format(Lang::known(lang).unwrap(), m)).collect::<Vec<_>>().join(" ");
            assert_eq!(rust, page, "{input:?} in {lang}");
            if *judged {
                let out = Command::new(env!("CARGO_BIN_EXE_verdict"))
                    .args(["permutation", "--lang", lang])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .and_then(|mut child| {
                        child.stdin.take().unwrap().write_all(input.as_bytes())?;
                        child.wait_with_output()
                    })
                    .unwrap();
                assert!(!out.status.success(), "{input:?}");
                let said = String::from_utf8_lossy(&out.stderr);
                assert_eq!(said.trim_end(), format!("verdict permutation: {page}"), "{input:?} in {lang}");
            }
            assert!(in_script(lang, &page) && !page.contains("permutation-"), "{input:?} in {lang}: {page}");
        }
    }
    // Every error of the permutation's (en-games.js) is taken by some input, but the row of more
    // numbers than 32 bits count (too many to write here).
    let english = include_str!("../../../www/lang/en-games.js");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        if id.starts_with("permutation-error-") && id != "permutation-error-too-many" {
            assert!(ids.contains(id), "no input says {id}: {ids:?}");
        }
    }
}

/// Every permutation of 1 to 5 and a few longer rows: Watch's narration of each step of the line,
/// and at each step's position the reason, the first hint's reason and the solver's reason for its
/// move, in each language as Rust's formatter says them (the CLI's) and as the page's formatter
/// makes them; Korean and Russian in their own script; and the ids that say them, all of the
/// permutation's `permutation-position-…` and `permutation-step-…`, each taken by some row
/// (rows and positions too large to time for the solver's untimed reasons) but one.
#[test]
fn the_permutations_reasons_and_steps_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    let game = verdict_playground::game("permutation").unwrap();
    let mut rows: Vec<Vec<u32>> = vec![vec![1]];
    for n in 2..=5u32 {
        let mut next = Vec::new();
        for row in rows.iter().filter(|r| r.len() as u32 == n - 1) {
            for at in 0..=row.len() {
                let mut longer = row.clone();
                longer.insert(at, n);
                next.push(longer);
            }
        }
        rows.extend(next);
    }
    rows.extend([vec![3, 6, 5, 1, 4, 2, 7], vec![2, 4, 6, 1, 7, 5, 3], vec![4, 7, 2, 1, 5, 3, 6, 8]]);
    // Rows too large to time (the solver's untimed reasons): 1 in the middle, the numbers rising
    // away from it, odd (Alice wins) and even (Bob wins); and one whose arms fall and rise.
    for n in [201u32, 202] {
        rows.push((3..=n).rev().filter(|v| v % 2 == 1).chain([1]).chain((2..=n).filter(|v| v % 2 == 0)).collect());
    }
    rows.push((2..=120).rev().filter(|v| v % 3 != 0).chain([1]).chain((3..=120).step_by(3)).collect());
    let mut said = std::collections::BTreeMap::new();
    for row in &rows {
        let text = row.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
        let analysis = verdict_playground::analyze(game, &text, &Settings::new()).unwrap();
        for k in 0..=analysis.report().line.steps {
            let step = analysis.step(k).unwrap();
            said.insert(serde_json::to_string(&step.narration).unwrap(), step.narration.clone());
            let Ok(position) = verdict_playground::games::position(game, &step.position) else { continue };
            let view = position.view(None, None, false);
            // And after removing 1, the game over.
            let over = (0..row.len()).filter_map(|cell| position.play(cell, None)).filter(|after| after.is_over());
            let over: Vec<Message> =
                over.flat_map(|after| [after.view(None, None, false).reason, after.rule_says()]).collect();
            // The tree's rule line too.
            for message in
                [view.reason, view.line_reason, position.hint_reason(), position.rule_says()].into_iter().chain(over)
            {
                if !message.id.is_empty() {
                    said.insert(serde_json::to_string(&message).unwrap(), message);
                }
            }
        }
    }
    // Positions too large to time with numbers cut off from 1 (the untimed spare move): rising
    // arms around 1, and 4 or 5 numbers beyond one or two gaps, so that either player moves
    // and wins or loses.
    let arms = (3..=199).rev().step_by(2).chain([1]).chain((2..=200).step_by(2));
    let arms = arms.map(|v: u32| v.to_string()).collect::<Vec<_>>().join(" ");
    for (k, gaps) in [(4, "_"), (5, "_"), (4, "_ _"), (5, "_ _")] {
        let outside = (201..=200 + k).map(|v: u32| v.to_string()).collect::<Vec<_>>().join(" ");
        let position = verdict_playground::games::position(game, &format!("{outside} {gaps} {arms}")).unwrap();
        for message in [position.view(None, None, false).line_reason, position.hint_reason()] {
            said.insert(serde_json::to_string(&message).unwrap(), message);
        }
    }
    let said: Vec<Message> = said.into_values().collect();
    let asked: Vec<(String, &str)> =
        LANGS.iter().flat_map(|&lang| said.iter().map(move |m| (serde_json::to_string(m).unwrap(), lang))).collect();
    let mut formatted = page(&asked).into_iter();
    let mut ids = std::collections::BTreeSet::new();
    for lang in LANGS {
        for message in &said {
            ids_in(message, &mut ids);
            let page = formatted.next().unwrap();
            assert_eq!(format(Lang::known(lang).unwrap(), message), page, "{message:?} in {lang}");
            assert!(in_script(lang, &page) && !page.contains("permutation-"), "{lang}: {page}");
        }
    }
    let english = include_str!("../../../www/lang/en-games.js");
    let untaken: Vec<&str> = english
        .lines()
        .map(|line| line.split(" =").next().unwrap_or(""))
        .filter(|id| id.starts_with("permutation-position-") || id.starts_with("permutation-step-"))
        .filter(|id| !ids.contains(id))
        .collect();
    // The line's loser plays a spare move untimed only in a row too large to time whose line
    // keeps it so after a cut: none of 160 random rows of 120 to 260 numbers does (the winner
    // cuts close to 1, and the clock takes over); e2e/languages.test.mjs formats it in each
    // language, as every message.
    assert_eq!(untaken, ["permutation-step-outside"], "no row says {untaken:?}");
}

/// Judge inputs that take each of the ticket's input errors the judge can meet (an empty input,
/// an n that is no positive even number or too large, a ticket of odd length, a character that
/// is no digit or '?', a length other than n), and the positions a typed position or `verdict
/// moves` can get wrong (empty, no player, a word that is no player, a word after the player).
const TICKET_ERRORS: &[&str] = &["", "3\n123\n", "99999999999999999999999\n12\n", "2\n123\n", "4\n12?a\n", "4\n12\n"];
const TICKET_POSITION_ERRORS: &[&str] = &["", "12??", "12?? Alice", "12?? Bicarp now"];

#[test]
fn the_tickets_input_errors_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    let mut errors = Vec::new();
    for &input in TICKET_ERRORS {
        let judge = verdict_playground::judge_of("ticket").unwrap();
        let error = judge.judge_with(input, &Settings::new(), false, &mut |_| true).expect_err(input);
        errors.push((input, error));
    }
    let mut asked = Vec::new();
    for (_, error) in &errors {
        let place = Message::new("input-where")
            .arg("line", verdict_model::Arg::digits(error.line.unwrap_or(0)))
            .arg("column", verdict_model::Arg::digits(error.column.unwrap_or(0)));
        for lang in LANGS {
            asked.push((serde_json::to_string(&place).unwrap(), lang));
            asked.push((serde_json::to_string(&error.message).unwrap(), lang));
        }
    }
    let positions: Vec<Message> = TICKET_POSITION_ERRORS
        .iter()
        .map(|text| verdict_playground::games::ticket::position::TicketPosition::parse(text).expect_err(text).message)
        .collect();
    for message in &positions {
        asked.extend(LANGS.map(|lang| (serde_json::to_string(message).unwrap(), lang)));
    }
    let mut formatted = page(&asked).into_iter();
    for (input, error) in &errors {
        for lang in LANGS {
            let (place, message) = (formatted.next().unwrap(), formatted.next().unwrap());
            // The page's words for where, then what, as the CLI writes them after the game's name.
            let said = if error.line.is_some() { format!("{place} {message}") } else { message.clone() };
            let mut child = Command::new(env!("CARGO_BIN_EXE_verdict"))
                .args(["ticket", "--lang", lang])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
            let out = child.wait_with_output().unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(!out.status.success(), "{input:?} in {lang}");
            assert_eq!(err.lines().next(), Some(format!("verdict ticket: {said}").as_str()), "{input:?} in {lang}");
            assert!(!message.contains("{$") && !message.contains("ticket-"), "{input:?} in {lang}: {message}");
        }
    }
    for message in &positions {
        for lang in LANGS {
            let said = formatted.next().unwrap();
            let rust = format(Lang::known(lang).unwrap(), message);
            assert_eq!(rust, said, "{message:?} in {lang}");
            assert!(lang == "en" || said != message.english(), "{message:?} in {lang}: English");
        }
    }
}

/// Positions whose reason, first hint and line reason take every branch of the ticket's
/// `ticket-position-…` messages: over (equal, unequal), Monocarp to move with an odd or even
/// count (a gap, level), Bicarp to move winning (one levelling digit or two, an 8 among them)
/// or losing (an even count, too far), and the solver's moves: the last digit, a push ahead or
/// behind, a hopeless push, a copy, a 9 − x, a balance (more, less) and a resistance (from level,
/// from a lead of the same half, past level to the other half's).
const TICKET_POSITIONS: &[(&str, Option<usize>)] = &[
    ("0523", None),
    ("0524", None),
    ("?0 Monocarp", None),
    ("??0? Monocarp", None),
    ("?0?9 Monocarp", None),
    ("9??0?? Monocarp", None),
    ("90?? Monocarp", None),
    ("???? Monocarp", None),
    ("1??? Bicarp", None),
    ("????9? Bicarp", None),
    ("?5?? Bicarp", None),
    ("99?? Bicarp", None),
    ("9?9? Bicarp", None),
    ("0??800 Bicarp", None),
    ("99?? Monocarp", None),
    ("9??? Bicarp", None),
    ("909? Bicarp", None),
    ("0?9??? Bicarp", None),
    ("4??? Bicarp", Some(0)),
    ("0?4? Bicarp", Some(2)),
    ("00?4 Bicarp", Some(3)),
];

/// Tickets whose line's narration takes its start (with '?' or none), a move with '?' left and
/// the last move.
const TICKET_LINES: &[&str] = &["?054??0?", "9??0??", "0523", "?0", "??", "00??"];

#[test]
fn the_tickets_reasons_and_narration_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    use verdict_model::position::Playable;
    use verdict_playground::games::ticket::position::TicketPosition;
    let mut said = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    for &(text, last) in TICKET_POSITIONS {
        let position = TicketPosition::parse(text).expect(text);
        let view = position.view(last, None, true);
        // The tree's rule line too.
        said.extend([view.reason, position.hint_reason(), position.rule_says()]);
        if view.to_move.is_some() {
            said.push(view.line_reason);
        }
    }
    for &ticket in TICKET_LINES {
        let analysis =
            verdict_playground::analyze(verdict_playground::game("ticket").unwrap(), ticket, &Settings::default())
                .expect(ticket);
        for k in 0..=analysis.report().line.steps {
            said.push(analysis.step(k).unwrap().narration);
        }
    }
    for message in &said {
        ids_in(message, &mut ids);
    }
    let asked: Vec<(String, &str)> =
        said.iter().flat_map(|m| LANGS.map(|lang| (serde_json::to_string(m).unwrap(), lang))).collect();
    let mut formatted = page(&asked).into_iter();
    for message in &said {
        for lang in LANGS {
            let page = formatted.next().unwrap();
            assert_eq!(format(Lang::known(lang).unwrap(), message), page, "{message:?} in {lang}");
            assert!(!page.contains("{$") && !page.contains("ticket-"), "{lang}: {page}");
            assert!(in_script(lang, &page), "{lang}: {page}");
        }
    }
    // Every reason and narration message of en-games.js is said by some case, but two that the
    // line never reaches: level halves said inside a sentence (only a Bicarp's move with an odd
    // count of '?' says the standing there, and then 2B is odd) and a move that leaves them level
    // (a push leaves B 4.5 from 0, and a resisting digit stops short of 0: 2B and a digit's
    // change 2x − 9 are not both odd where Bicarp loses with one digit's reach).
    let english = include_str!("../../../www/lang/en-games.js");
    let missing: Vec<&str> = english
        .lines()
        .map(|line| line.split(" =").next().unwrap_or(""))
        .filter(|id| id.starts_with("ticket-position-") || id.starts_with("ticket-step-"))
        .filter(|id| {
            !ids.contains(id) && !["ticket-position-standing-level", "ticket-position-lead-level"].contains(id)
        })
        .collect();
    assert!(missing.is_empty(), "no case says {missing:?}");
}

/// The auction's line in each language is what the page's formatter makes of the same messages:
/// every step's narration and the report's reason (an illegal call's breach and its Laws) of the
/// Why's auctions and a few more (an overcall over a double and over a redouble, a redouble of
/// an undoubled bid, of a partner's double), each in its language's words with nothing left in English but the notes'
/// own words; and every `auction-step-…` and `auction-breach-…` message is said by some case.
#[test]
fn the_auctions_line_in_each_language_says_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    let game = verdict_playground::game("auction").unwrap();
    let mut cases = auction_whys();
    cases.extend(["1C X 1D", "1C X XX 1D", "1C XX", "1C X X", "1C X P XX"].map(|calls| ("-", "-", calls.to_string())));
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    fn collect(message: &Message, ids: &mut std::collections::BTreeSet<&'static str>) {
        ids.insert(message.id);
        for (_, arg) in message.args() {
            if let verdict_model::Arg::Message(inner) = arg {
                collect(inner, ids);
            }
        }
    }
    for (dealer, _, text) in cases {
        let settings = if dealer == "-" { Settings::new() } else { Settings::new().with("dealer", dealer) };
        let analysis = verdict_playground::analyze(game, &text, &settings).unwrap();
        let steps = analysis.report().line.steps;
        // A long auction's steps are alike: its first and last few.
        let shown: Vec<usize> = (0..=steps).filter(|&k| k < 30 || k + 5 > steps).collect();
        let mut said = vec![analysis.report().reason.clone()];
        said.extend(shown.iter().map(|&k| analysis.step(k).unwrap().narration));
        said.iter().for_each(|m| collect(m, &mut ids));
        for (lang, code) in Lang::ALL.into_iter().zip(LANGS) {
            asked.extend(said.iter().map(|m| (serde_json::to_string(m).unwrap(), code)));
            expected.push((text.clone(), code, said.iter().map(|m| format(lang, m)).collect::<Vec<_>>()));
        }
    }
    let mut formatted = page(&asked).into_iter();
    for (text, lang, rust) in expected {
        let page: Vec<String> = formatted.by_ref().take(rust.len()).collect();
        assert_eq!(rust, page, "{text:?} in {lang}");
        for line in &page {
            assert!(!line.contains('{') && !line.contains("auction-"), "{text:?} in {lang}: {line}");
            // In Korean and Russian, no English word of the core's is left: the notes' own words
            // ("strong club", "four or more diamonds", "natural") are the bidders'.
            let english = ["passes", "bids", "doubles", "auction", "call", "Alerted", " by "];
            if lang != "en" {
                let cleaned = [
                    "strong club",
                    "four or more diamonds",
                    "Four or more diamonds",
                    "natural",
                    "Natural",
                    "takeout",
                    "Takeout",
                    "Note",
                    "note",
                ]
                .iter()
                .fold(line.clone(), |line, own| line.replace(own, ""));
                assert!(!english.iter().any(|w| cleaned.contains(w)), "{text:?} in {lang}: {line}");
            }
        }
    }
    // No narration nor reason, nor a part of one, is English the core still writes.
    assert!(!ids.contains("text"), "{ids:?}");
    let english = include_str!("../../../www/lang/en-games.js");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        if id.starts_with("auction-step-") || id.starts_with("auction-breach") {
            assert!(ids.contains(id), "no case says {id}: {ids:?}");
        }
    }
}

/// Inputs the auction refuses, each with the setting it is given (`--NAME=VALUE`, or none): every
/// input error of its readers, the judge's format, PBN, LIN, a handviewer link and the settings,
/// each of their kinds (every `[key]` of `auction-error-…`).
const AUCTION_ERRORS: &[(&str, &str)] = &[
    ("", ""),
    ("", "x\n"),
    ("", "99999999999999999999999\n"),
    ("", "2\n1 P\n1C\n"),
    ("", "1\nfour\n"),
    ("", "2\n1 P\n"),
    ("", "1\n3 P P\n"),
    ("", "1\n1 1Z\n"),
    ("", "1\n1 8C\n"),
    ("", "1\n1 3\n"),
    ("", "1\n1 XXX\n"),
    ("", "1\n1 Q\n"),
    ("", "1\n1 1C-P\n"),
    ("", "[Auction \"N\"]\n1C {never"),
    ("", "[Auction \"N\"\n1C"),
    ("", "[Auction \"N\"]\n1C [Auction \"N\"]"),
    ("", "[Event x]\n[Auction \"N\"]"),
    ("", "[Auction \"N\"]\n1C P * 2H"),
    ("", "[Auction \"N\"]\n1Z"),
    ("", "[Auction \"N\"]\n1C-P"),
    ("", "[Board \"0\"]\n[Auction \"N\"]\n1C"),
    ("", "[Vulnerable \"Q\"]\n[Auction \"N\"]\n1C"),
    ("", "[Auction \"Q\"]"),
    ("", "[Dealer \"Q\"]\n[Auction \"N\"]"),
    ("", "[Dealer \"S\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"AKQ\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"Q:AKQ\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"N:AKQ.T98.765.432 -\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"N:AKQ.T98 - - -\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"N:AKZ.T98.765.432 - - -\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"N:AKQ.T98.765.432 T987.654.32.AKQJ 6543.32.AKQJ.T98 -\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"N:AKQJ.T98.765.432 AKQJ.654.32.T987 6543.32.AKQJ.T98 -\"]\n[Auction \"N\"]\n1C"),
    ("", "[Deal \"N:AKQJ.T98.765.432 - - -\"]\n[Auction \"N\"]\n1C"),
    ("", "md|1|sv|o|mb|1C|x"),
    ("", "md|1|sv|"),
    ("", "md|1|abc|x|"),
    ("", "qx|o1|md|1|mb|1C|qx|o2|"),
    ("", "md||mb|1C|"),
    ("", "md|9|mb|1C|"),
    ("", "md|1|sv|q|mb|1C|"),
    ("", "md|1|mb|1Z|"),
    ("", "md|1|an|x|mb|1C|"),
    ("", "md|1SAKZ,,,|mb|1C|"),
    ("", "md|1AK,,,|mb|1C|"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C9%7C"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=1c%ZZ"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?d=q&a=1c"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?v=q&a=1c"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?b=0&a=1c"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=!1c"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=1c(abc"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=(x)1c"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=1z"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=1"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=8c"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?a=1cq"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?x=1"),
    ("", "https://www.bridgebase.com/tools/handviewer.html?n=SAK&s=SQJ&e=ST9&a=1c"),
    ("--dealer=Q", "1\n1 P\n"),
    ("--vulnerable=Q", "1\n1 P\n"),
    ("", "{c}\n1C [Auction \"N\"]\nP"),
    ("", "1\n3 P\n"),
    ("", "1\n1 P\nP\n"),
];

/// The auction's input errors in each language are what the page's formatter makes of the same
/// messages: `verdict auction --lang LANG` writes the message of the error the judge returns
/// (after its case and place), in Korean and Russian in their own script, nothing of the
/// catalogue's syntax or ids left; and every `auction-error-…` message and each of its kinds is
/// said by some input.
#[test]
fn the_auctions_input_errors_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    let judge = verdict_playground::judge_of("auction").unwrap();
    let mut cases: Vec<(&str, String)> = AUCTION_ERRORS.iter().map(|&(s, input)| (s, input.to_string())).collect();
    // More calls than a thousand: the count is grouped as the page writes it.
    cases.push(("", format!("1\n1500 {}\n", "P ".repeat(1200))));
    let mut asked = Vec::new();
    let mut said = Vec::new();
    let mut kinds = std::collections::BTreeSet::new();
    for (setting, input) in &cases {
        let mut settings = Settings::new();
        if let Some((name, value)) = setting.strip_prefix("--").and_then(|s| s.split_once('=')) {
            settings = settings.with(name, value);
        }
        let error = judge.judge_with(input, &settings, false, &mut |_| true).expect_err(input);
        let mut messages = vec![&error.message];
        while let Some(message) = messages.pop() {
            for (name, arg) in message.args() {
                match arg {
                    verdict_model::Arg::Message(inner) => messages.push(inner),
                    verdict_model::Arg::Text(key) if ["problem", "field", "why", "fault"].contains(name) => {
                        kinds.insert(format!("{} {key}", message.id));
                    }
                    _ => {}
                }
            }
            kinds.insert(message.id.to_string());
        }
        for (lang, code) in Lang::ALL.into_iter().zip(LANGS) {
            asked.push((serde_json::to_string(&error.message).unwrap(), code));
            said.push((setting, input, lang, code, format(lang, &error.message)));
        }
    }
    let page = page(&asked);
    for ((setting, input, _, code, rust), page) in said.into_iter().zip(page) {
        assert_eq!(rust, page, "{input:?} in {code}");
        // (A '{' of the input's own, an unclosed comment's, is no placeable left.)
        assert!(!page.contains("{ $") && !page.contains("auction-"), "{input:?} in {code}: {page}");
        let own_script = |c: char| match code {
            "ko" => ('\u{ac00}'..='\u{d7a3}').contains(&c),
            "ru" => ('\u{0400}'..='\u{04ff}').contains(&c),
            _ => c.is_ascii_alphabetic(),
        };
        assert!(page.chars().any(own_script), "{input:?} in {code}: {page}");
        // The command line writes it after the case and the place, as the page does.
        let mut command = Command::new(env!("CARGO_BIN_EXE_verdict"));
        command.args(["auction", "--lang", code]).args((!setting.is_empty()).then_some(*setting));
        let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && err.trim_end().ends_with(&page), "{input:?} in {code}: {err} / {page}");
    }
    // Every message and every kind of the grouped ones is said by some input.
    let english = include_str!("../../../www/lang/en-games.js");
    let mut id = "";
    for line in english.lines() {
        if let Some((name, _)) = line.split_once(" =") {
            id = name;
        }
        if !id.starts_with("auction-error-") {
            continue;
        }
        assert!(kinds.contains(id), "no input says {id}: {kinds:?}");
        let key = line.trim_start().trim_start_matches('*');
        if let Some(key) = key.strip_prefix('[').and_then(|k| k.split_once(']')).map(|(k, _)| k) {
            if [
                "auction-error-syntax",
                "auction-error-token",
                "auction-error-value",
                "auction-error-not-call",
                "auction-error-count",
            ]
            .contains(&id)
                && !["case", "input"].contains(&key)
            {
                assert!(kinds.contains(&format!("{id} {key}")), "no input says {id} [{key}]: {kinds:?}");
            }
        }
    }
}

/// Judge-format inputs that Nim refuses, each with a take setting (empty: none): every sentence of
/// its judge's errors, and the setting's.
const NIM_JUDGE_ERRORS: &[(&str, &str)] = &[
    ("", ""),
    ("", "1\n0\n"),
    ("", "1\nx\n"),
    ("", "1\n2\n"),
    ("", "1\n1\n3\n4\n"),
    ("", "1\n3\n1 2\n"),
    ("", "1\n2\n1 2 3\n"),
    ("", "1\n2\n1 x\n"),
    ("", "1\n1\n99999999999\n"),
    ("1,3000000", "1\n1\n999999999\n"),
    ("1,0", "1\n1\n3\n"),
    ("1,x", "1\n1\n3\n"),
    ("7000000000", "1\n1\n3\n"),
    ("", "1\n5\n1000000000 1000000000 1000000000 1000000000 1000000000\n"),
];

/// Positions the page refuses (its input, a typed position), with the take setting: every
/// sentence of Nim's position errors.
fn nim_position_errors() -> Vec<(&'static str, String)> {
    let mut inputs: Vec<(&str, String)> = [
        "",
        "Bob",
        "3 Bob 5",
        "2000000000",
        "99999999999999999999999",
        "1 Bob Alice",
        "3 take 1 take 2",
        "3 take",
        "3,5,7",
        "3 x 7",
        "3 take ,",
        "3 take 1,x",
        "3 take 1,0",
        "3 take 2000000000",
        "3 take 99999999999999999999999",
        "999999999 take 1,3000000",
        "1000000000 1000000000 1000000000 1000000000 1000000000",
    ]
    .into_iter()
    .map(|input| ("", input.to_string()))
    .collect();
    let many: Vec<String> = (1..=65).map(|t| t.to_string()).collect();
    inputs.push(("", format!("3 take {}", many.join(","))));
    inputs.push(("1,0", "3".to_string()));
    inputs
}

#[test]
fn nims_input_errors_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    let mut asked = Vec::new();
    let mut expected = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    // The judge format's: what `verdict nim --lang LANG` writes after the error's place.
    let judge = verdict_playground::judge_of("nim").unwrap();
    for &(take, input) in NIM_JUDGE_ERRORS {
        let settings = if take.is_empty() { Settings::new() } else { Settings::new().with("take", take) };
        let error = judge.judge_with(input, &settings, true, &mut |_| true).unwrap_err();
        ids_in(&error.message, &mut ids);
        for lang in LANGS {
            let mut command = Command::new(env!("CARGO_BIN_EXE_verdict"));
            command.args(["nim", "--explain", "--lang", lang]).env_remove("VERDICT_LANG");
            if !take.is_empty() {
                command.args(["--take", take]);
            }
            let mut child = command.stdin(Stdio::piped()).stderr(Stdio::piped()).stdout(Stdio::null()).spawn().unwrap();
            // A refused setting exits before reading: the closed pipe is no failure.
            let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
            let out = child.wait_with_output().unwrap();
            assert!(!out.status.success(), "{take} {input:?}");
            asked.push((serde_json::to_string(&error.message).unwrap(), lang));
            expected.push((take, input.to_string(), lang, String::from_utf8(out.stderr).unwrap()));
        }
    }
    // The page's input: what the catalogues' formatter (the CLI's) makes of each error.
    // A line of `verdict moves nim --take` that says another take set.
    let line = judge.parse_line_with("3 take 1,2", &Settings::new().with("take", "1,2,3")).err().unwrap();
    let position_errors = nim_position_errors();
    let lines = [("1,2,3", "3 take 1,2".to_string(), line)].into_iter();
    let refused = position_errors.into_iter().map(|(take, input)| {
        let settings = if take.is_empty() { Settings::new() } else { Settings::new().with("take", take) };
        let error = verdict_playground::analyze(verdict_playground::game("nim").unwrap(), &input, &settings).err();
        let error = error.unwrap_or_else(|| panic!("{input:?} is refused"));
        (take, input, error)
    });
    for (take, input, error) in refused.chain(lines) {
        ids_in(&error.message, &mut ids);
        for (lang, code) in Lang::ALL.into_iter().map(|l| (l, l.code())) {
            asked.push((serde_json::to_string(&error.message).unwrap(), code));
            expected.push((take, input.clone(), code, format!("{}\n", format(lang, &error.message))));
        }
    }
    let formatted = page(&asked);
    assert_eq!(formatted.len(), expected.len());
    for ((take, input, lang, cli), page) in expected.iter().zip(&formatted) {
        // After the error's place, in the language's words (`case 1, line 3, column 4: `).
        let said = [format!(": {page}\n"), format!(", {page}\n")].iter().any(|end| cli.ends_with(end));
        assert!(said || cli == &format!("{page}\n"), "{take} {input:?} in {lang}: {cli} / {page}");
        assert!(!page.contains('{') && !page.contains("nim-error"), "{input:?} in {lang}: {page}");
        if *lang != "en" {
            // A translation, not English fallen back to.
            assert!(![" the ", " is ", " heap "].iter().any(|w| page.contains(w)), "{input:?} in {lang}: {page}");
        }
    }
    // Every `nim-error-…` id of en-games.js is said by some input.
    let english = include_str!("../../../www/lang/en-games.js");
    for line in english.lines() {
        let id = line.split(" =").next().unwrap_or("");
        if id.starts_with("nim-error-") {
            assert!(ids.contains(id), "no input says {id}: {ids:?}");
        }
    }
}

/// `verdict auction --explain --lang ko|ru` heads the calls table and the bidding diagram in
/// the language asked, and writes their word cells in it, as the page's formatter does: the
/// tables' titles, column heads and a row's seat, legality, status and note (issue 50).
#[test]
fn the_auctions_tables_in_each_language_say_what_the_page_says() {
    let stdin = "1\n3 1C X 1D\n";
    let game = verdict_playground::game("auction").unwrap();
    let analysis = verdict_playground::analyze(game, "1C X 1D", &Settings::new()).unwrap();
    let report = analysis.report();
    let mut said: Vec<Message> = Vec::new();
    for (index, table) in report.tables.iter().enumerate() {
        said.push(table.title.clone());
        said.extend(table.columns.iter().cloned());
        said.extend(analysis.rows(index, 0, 3).into_iter().flatten());
    }
    let asked: Vec<(String, &str)> = LANGS
        .into_iter()
        .flat_map(|code| said.iter().map(move |m| (serde_json::to_string(m).unwrap(), code)))
        .collect();
    let formatted = page(&asked);
    for (k, code) in LANGS.into_iter().enumerate() {
        let printed = explain("auction", stdin, code);
        let ours = &formatted[k * said.len()..(k + 1) * said.len()];
        for (message, text) in said.iter().zip(ours) {
            assert!(printed.contains(text.as_str()), "{code}: {text:?} ({}) not in\n{printed}", message.id);
        }
        // The column heads that are words are in the language's own script.
        let heads = report.tables.iter().flat_map(|t| t.columns.iter());
        for (message, text) in said.iter().zip(ours).filter(|(m, _)| heads.clone().any(|h| h == *m)) {
            if message.verbatim_text().is_none() {
                assert!(in_script(code, text), "{code}: the column head {text:?} ({}) is not translated", message.id);
            }
        }
    }
}

/// `verdict nim --explain --lang LANG` writes Nim's tables (the heaps, a take set's Grundy
/// values, the line) with their titles, captions, column heads and word cells in `lang`, as the
/// page's formatter says them; in Korean and Russian every head but the notation `H-T` in its own
/// script.
#[test]
fn nims_tables_in_each_language_say_what_the_page_says() {
    let settings = Settings::new().with("take", "1,3,4");
    let judge = verdict_playground::judge_of("nim").unwrap();
    let mut tables = Vec::new();
    judge
        .judge_with("1\n3\n3 5 7\n", &settings, true, &mut |case| {
            if let Some(analysis) = &case.analysis {
                let report = analysis.report();
                for (index, table) in report.tables.iter().enumerate() {
                    let cells: Vec<Message> = analysis.rows(index, 0, 200).into_iter().flatten().collect();
                    tables.push((table.title.clone(), table.caption.clone(), table.columns.clone(), cells));
                }
            }
            true
        })
        .unwrap();
    assert_eq!(tables.len(), 3, "the heaps, the Grundy values and the line");
    let mut asked = Vec::new();
    for lang in LANGS {
        for (title, caption, columns, cells) in &tables {
            // The word cells only ("none", the line's whys): numbers and notation are verbatim.
            let words = cells.iter().filter(|c| c.verbatim_text().is_none());
            for message in [title, caption].into_iter().chain(columns).chain(words) {
                asked.push((serde_json::to_string(message).unwrap(), lang));
            }
        }
    }
    let formatted = page(&asked);
    let mut said = formatted.iter();
    for lang in LANGS {
        let cli = explain_with("nim", &settings, "1\n3\n3 5 7\n", lang);
        for (title, _, columns, cells) in &tables {
            let title_said = said.next().unwrap();
            let caption_said = said.next().unwrap();
            assert!(
                cli.contains(&format!("{title_said} (")) && cli.contains(caption_said.as_str()),
                "{lang}: {title:?}"
            );
            let heads: Vec<&String> = said.by_ref().take(columns.len()).collect();
            // The head row as the CLI aligns it, over its rule: each head, in order, on one line.
            let lines: Vec<&str> = cli.lines().collect();
            let line = lines
                .windows(2)
                .find(|w| w[0].starts_with(heads[0].as_str()) && w[1].starts_with('-'))
                .map(|w| w[0])
                .unwrap_or_else(|| panic!("{lang}: {heads:?}"));
            let mut rest = line;
            for head in &heads {
                let at = rest.find(head.as_str()).unwrap_or_else(|| panic!("{lang}: {head} in {line}"));
                rest = &rest[at + head.len()..];
                assert!(head.as_str() == "H-T" || in_script(lang, head), "{lang}: {head}");
            }
            for cell in cells.iter().filter(|c| c.verbatim_text().is_none()) {
                let cell_said = said.next().unwrap();
                assert!(cli.contains(cell_said.as_str()) && in_script(lang, cell_said), "{lang}: {cell:?} {cell_said}");
            }
        }
    }
}

/// `verdict ticket --explain --lang ko|ru` writes the ticket's tables as the page does: each
/// table's title and column heads, and every cell of words (a half, a player, why a move is
/// played, the Deciding table's steps), are the page's formatter's words for the messages the
/// core sends, in the language's own script but the symbols (`B`, `qL`) and numbers; and the
/// board's and a move's words (`ticket-board-…`, `ticket-move-…`) of every step are the page's too.
#[test]
fn the_tickets_tables_in_each_language_say_what_the_page_says() {
    use verdict_model::catalogue::{format, Lang};
    // Every why of the line: a push, a copy, a 9 − x, a resisting Bicarp, a hopeless push, a balance.
    for ticket in ["??0?9?", "9???", "?054??0?", "??", "0??0", "?0"] {
        let analysis =
            verdict_playground::analyze(verdict_playground::game("ticket").unwrap(), ticket, &Settings::default())
                .expect(ticket);
        let report = analysis.report();
        let mut worded: Vec<Message> = Vec::new();
        for (i, table) in report.tables.iter().enumerate() {
            worded.extend([table.title.clone(), table.caption.clone()]);
            worded.extend(table.columns.iter().filter(|head| head.verbatim_text().is_none()).cloned());
            let rows = analysis.rows(i, 0, table.row_count);
            worded.extend(rows.into_iter().flatten().filter(|cell| cell.verbatim_text().is_none()));
        }
        let board = |k: usize| {
            let step = analysis.step(k).unwrap();
            let mut said = vec![step.board.caption.clone()];
            said.extend(step.played.map(|played| played.what));
            for group in step.board.groups {
                said.extend([group.label, group.note]);
                said.extend(group.cells.into_iter().map(|cell| cell.title));
            }
            said.extend(step.board.facts.into_iter().flat_map(|f| [f.label, f.meaning]));
            said.into_iter().filter(|m| m.verbatim_text().is_none() && !m.id.is_empty())
        };
        let boards: Vec<Message> = (0..=report.line.steps).flat_map(board).collect();
        let all: Vec<&Message> = worded.iter().chain(&boards).collect();
        let asked: Vec<(String, &str)> =
            all.iter().flat_map(|m| LANGS.map(|lang| (serde_json::to_string(m).unwrap(), lang))).collect();
        let mut formatted = page(&asked).into_iter();
        let mut pages: std::collections::HashMap<&str, Vec<String>> = Default::default();
        for message in &all {
            for lang in LANGS {
                let page = formatted.next().unwrap();
                assert_eq!(format(Lang::known(lang).unwrap(), message), page, "{message:?} in {lang}");
                assert!(!page.contains("{$") && !page.contains("ticket-"), "{lang}: {page}");
                assert!(in_script(lang, &page), "{message:?} in {lang}: {page}");
                pages.entry(lang).or_default().push(page);
            }
        }
        // What the command line writes: every title, column head and word cell as the page says it.
        for lang in ["ko", "ru"] {
            let out = explain("ticket", &format!("{}\n{ticket}\n", ticket.len()), lang);
            for page in &pages[lang][..worded.len()] {
                assert!(out.contains(page.as_str()), "{ticket} {lang}: {page:?} not in\n{out}");
            }
        }
    }
}

/// `--explain` counts a table's rows beside its title in the language asked, in the plural form
/// its number takes (Russian's 4 строки and 8 строк).
#[test]
fn a_tables_row_count_is_in_the_language_asked() {
    for (lang, counts) in
        [("en", ["(8 rows)", "(4 rows)"]), ("ko", ["(8행)", "(4행)"]), ("ru", ["(8 строк)", "(4 строки)"])]
    {
        let out = explain("ticket", "8\n?054??0?\n", lang);
        for count in counts {
            assert!(out.contains(count), "{lang}: {count} not in\n{out}");
        }
    }
}
