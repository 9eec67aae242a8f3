//! `verdict`: the command-line judge. Reads a judge-format input on stdin, prints one answer
//! per case; `--explain` prints each case's full report; `--NAME VALUE` gives a setting the
//! game's judge reads (the game's `About` names its settings). `verdict moves <game>` reads one
//! position per line and prints its value and winning moves, `verdict values <game>` every
//! move's value, `verdict grundy <game>` the Grundy values of a game whose positions are sums
//! of games (contracts of docs/RULES.md). A thin driver over the core.
//!
//! A native program: for wasm32 (which `make test-wasm`'s clippy builds every target for) it is
//! empty, since the judge format it drives is not built into the wasm module (`games::Rules`).
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;
use verdict_model::catalogue::{self, Lang};
use verdict_model::judge::game_of;
use verdict_playground::games::positions_of;
use verdict_playground::position::{MoveName, Playable};
use verdict_playground::report::{Analysis, Row, TableHead};
use verdict_playground::InputError;
use verdict_playground::JudgeRef;

/// The usage text, with the registry's games and the settings each takes.
fn usage() -> String {
    let registry = verdict_playground::REGISTRY;
    let all: Vec<&str> = registry.iter().map(|g| g.name()).collect();
    let played: Vec<&str> = registry.iter().filter(|g| g.positions().is_some()).map(|g| g.name()).collect();
    let sums: Vec<&str> =
        registry.iter().filter(|g| g.positions().is_some_and(|p| p.sums_of_games())).map(|g| g.name()).collect();
    let played = played.join("|");
    let mut text = format!(
        "usage: verdict <{}> [--explain [--rows N|all] [--lang en|ko|ru]] [--SETTING VALUE] < input\n       verdict moves <{played}> [--SETTING VALUE] < positions\n       verdict values <{played}> [--SETTING VALUE] < positions",
        all.join("|"),
    );
    if !sums.is_empty() {
        text += &format!("\n       verdict grundy <{}> [--SETTING VALUE] < positions", sums.join("|"));
    }
    for judge in verdict_playground::judges() {
        let read = judge.cli_settings();
        for menu in judge.about().settings.iter().filter(|menu| read.contains(&menu.name)) {
            // A menu's empty option is the setting not given: its default, said in words.
            let values: Vec<&str> = menu.options.iter().map(|(value, _)| *value).filter(|v| !v.is_empty()).collect();
            let default = if menu.default.is_empty() { "not given" } else { menu.default };
            text += &format!(
                "\n  {}: --{} VALUE  ({}: {} …; default {default})",
                judge.name(),
                menu.name,
                catalogue::format(Lang::En, &verdict_model::Message::new(menu.label)).to_lowercase(),
                values.join(" | "),
            );
        }
        if let Some(line) = judge.cli_usage() {
            text += &format!("\n  {}: {line}", judge.name());
        }
    }
    text
}

/// Reads `--NAME VALUE` or `--NAME=VALUE` at `args[at]` for a setting `game` takes (its
/// `About`'s menus) into `settings`; returns how many arguments it used, or `None` when the
/// argument is no setting of the game.
fn setting_arg(
    game: &str,
    args: &[String],
    at: usize,
    settings: &mut verdict_playground::Settings,
) -> Result<Option<usize>, ExitCode> {
    let Some(flag) = args[at].strip_prefix("--") else { return Ok(None) };
    let (name, inline) = match flag.split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (flag, None),
    };
    let Ok(rules) = verdict_playground::game(game) else { return Ok(None) };
    if !rules.about().settings.iter().any(|menu| menu.name == name) {
        return Ok(None);
    }
    match inline {
        Some(value) => {
            settings.set(name, value);
            Ok(Some(1))
        }
        None => match args.get(at + 1) {
            Some(value) => {
                settings.set(name, value);
                Ok(Some(2))
            }
            None => Err(fail(&format!("--{name} needs a value"))),
        },
    }
}

/// `--explain` prints tables by window so a huge table streams instead of being built at once.
const TABLE_WINDOW: usize = 4096;

/// The rows of each table `--explain` writes unless `--rows` says otherwise: a ticket of 10^8
/// `?` has tables of 10^8 rows, which wrote 17 GB (issue 46). A cut table says how many rows
/// it had and how to have them all.
const EXPLAINED_ROWS: usize = 1_000;

fn main() -> ExitCode {
    // Arguments that are not UTF-8 are a usage error, not a panic.
    let mut args = Vec::new();
    for (index, arg) in std::env::args_os().skip(1).enumerate() {
        match arg.into_string() {
            Ok(arg) => args.push(arg),
            Err(raw) => {
                let shown = verdict_playground::input::quote(&raw.to_string_lossy());
                return fail(&format!("argument {} is not UTF-8 text: {shown}", index + 1));
            }
        }
    }
    match args.first().map(String::as_str) {
        Some("moves") => return moves(&args[1..]),
        Some("values") => return values(&args[1..]),
        Some("grundy") => return grundy(&args[1..]),
        _ => {}
    }
    let mut game: Option<JudgeRef> = None;
    let mut explain = false;
    let mut rows = Some(EXPLAINED_ROWS);
    // The language of the report's sentences: --lang, else VERDICT_LANG, else English.
    let mut lang = match std::env::var("VERDICT_LANG") {
        Ok(tag) if !tag.is_empty() => match Lang::known(&tag) {
            Some(lang) => lang,
            None => {
                return fail(&format!(
                    "VERDICT_LANG takes en, ko or ru, not {}",
                    verdict_playground::input::quote(&tag)
                ))
            }
        },
        _ => Lang::En,
    };
    let mut settings = verdict_playground::Settings::new();
    let mut at = 0;
    while at < args.len() {
        if let Some(game) = game {
            match setting_arg(game.name(), &args, at, &mut settings) {
                Ok(Some(used)) => {
                    at += used;
                    continue;
                }
                Ok(None) => {}
                Err(code) => return code,
            }
        }
        if let Some(value) = args[at].strip_prefix("--lang").filter(|rest| rest.is_empty() || rest.starts_with('=')) {
            let (value, used) = match value.strip_prefix('=') {
                Some(value) => (value, 1),
                None => (args.get(at + 1).map(String::as_str).unwrap_or(""), 2),
            };
            lang = match Lang::known(value) {
                Some(lang) => lang,
                None => {
                    return fail(&format!("--lang takes en, ko or ru, not {}", verdict_playground::input::quote(value)))
                }
            };
            at += used;
            continue;
        }
        match args[at].as_str() {
            "--explain" => explain = true,
            "--rows" => {
                let value = args.get(at + 1).map(String::as_str).unwrap_or("");
                rows = match value {
                    "all" => None,
                    number => match number.parse::<usize>() {
                        Ok(n) => Some(n),
                        Err(_) => {
                            return fail(&format!(
                                "--rows takes a number of rows or all, not {}",
                                verdict_playground::input::quote(value)
                            ))
                        }
                    },
                };
                at += 2;
                continue;
            }
            "-h" | "--help" => {
                println!("{}", usage());
                return ExitCode::SUCCESS;
            }
            name if game.is_none() && !name.starts_with('-') => match verdict_playground::judge_of(name) {
                Ok(g) => game = Some(g),
                Err(e) => return fail(&e),
            },
            other => return fail(&format!("unexpected argument {}", verdict_playground::input::quote(other))),
        }
        at += 1;
    }
    let Some(game) = game else {
        return fail("which game?");
    };
    let stdin = match read_stdin(game.name()) {
        Ok(text) => text,
        Err(code) => return code,
    };
    // Each case is judged, written and forgotten before the next: memory holds one case
    // (with --explain, one report), however many the input has.
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut number = 0;
    let mut written = Ok(());
    let judged = game.judge_with(&stdin, &settings, explain, &mut |case| {
        number += 1;
        written = match &case.analysis {
            Some(analysis) => (|| {
                // The multi-case formats number their cases.
                if !game.single_case() {
                    writeln!(out, "== case {number} ==")?;
                }
                write_explanation(&mut out, analysis, rows, lang)?;
                writeln!(out, "answer: {}", case.answer)?;
                writeln!(out)
            })(),
            None => writeln!(out, "{}", case.answer),
        };
        written.is_ok()
    });
    let flushed = written.and_then(|_| out.flush());
    if let Err(e) = judged {
        eprintln!("verdict {}: {}", game.name(), error_in(lang, &e));
        return ExitCode::FAILURE;
    }
    match flushed {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => write_failed(game.name(), e),
    }
}

/// All of stdin as text; a read error or a byte that is not UTF-8 is reported (naming its
/// place) under `what`, and gives the exit code to return.
fn read_stdin(what: &str) -> Result<String, ExitCode> {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("verdict {what}: cannot read stdin: {e}");
        return Err(ExitCode::FAILURE);
    }
    // A byte-order mark at the start (some editors write one) is not part of the input.
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).map(<[u8]>::to_vec).unwrap_or(bytes);
    String::from_utf8(bytes).map_err(|e| {
        // The text before the bad byte is valid, so the usual position rules apply to it.
        let at = e.utf8_error().valid_up_to();
        let valid = std::str::from_utf8(&e.as_bytes()[..at]).unwrap_or_default();
        let place = InputError::at(valid, at, at, format!("byte {} of the input is not UTF-8 text", at + 1));
        eprintln!("verdict {what}: {place}");
        ExitCode::FAILURE
    })
}

/// `verdict moves <game>`: for each position line, `win` or `lose` for the player to move, a
/// tab, and the winning moves (docs/RULES.md, "verdict moves"). Blank lines are skipped.
fn moves(args: &[String]) -> ExitCode {
    let (positions, settings) = match played_game(args, "moves") {
        Ok(found) => found,
        Err(code) => return code,
    };
    each_position(positions, &settings, "moves", &mut |position, out| {
        let value = if position.mover_wins() { "win" } else { "lose" };
        // Each answer is written as it is found, so a line of ten million moves streams.
        Ok(write_answer(out, value, position.winning_moves())?)
    })
}

/// `verdict values <game>`: for each position line, `win K` or `lose K` for the player to move
/// (K: the moves until the end when both mind the clock), a tab, and every legal move as `M:Wk`
/// or `M:Lk` (docs/RULES.md, "Move values and remoteness"). A position too large to time is
/// an error naming its line.
fn values(args: &[String]) -> ExitCode {
    let (positions, settings) = match played_game(args, "values") {
        Ok(found) => found,
        Err(code) => return code,
    };
    each_position(positions, &settings, "values", &mut |position, out| {
        let value = position.value();
        let Some(moves) = value.moves else {
            return Err(Refused::Position(value.clock_note));
        };
        write!(out, "{} {moves}\t", if value.mover_wins { "win" } else { "lose" })?;
        for (k, mv) in position.move_values().enumerate() {
            if k > 0 {
                out.write_all(b" ")?;
            }
            out.write_all(mv.spec().as_bytes())?;
        }
        Ok(out.write_all(b"\n")?)
    })
}

/// `verdict grundy <game>`: for each position line of a game whose positions are sums of games,
/// the position's Grundy value, a tab, and each component's value separated by single spaces
/// (docs/RULES.md, "verdict grundy").
fn grundy(args: &[String]) -> ExitCode {
    let (positions, settings) = match played_game(args, "grundy") {
        Ok(found) => found,
        Err(code) => return code,
    };
    if !positions.positions().is_some_and(|p| p.sums_of_games()) {
        return fail(&format!("grundy: the {} is not a sum of games: it has no Grundy values", positions.name()));
    }
    each_position(positions, &settings, "grundy", &mut |position, out| {
        let Some(grundy) = position.grundy() else {
            return Err(Refused::Position("this position has no Grundy values".to_string()));
        };
        write!(out, "{}\t", grundy.value)?;
        for (k, value) in grundy.components.iter().enumerate() {
            if k > 0 {
                out.write_all(b" ")?;
            }
            write!(out, "{value}")?;
        }
        Ok(out.write_all(b"\n")?)
    })
}

/// What a subcommand writes for one position.
type Answer = dyn FnMut(&dyn Playable, &mut dyn Write) -> Result<(), Refused>;

/// Why a position line got no answer.
enum Refused {
    /// The position reads, but this command cannot answer it (too large to time).
    Position(String),
    /// Writing the answer failed.
    Output(io::Error),
}

impl From<io::Error> for Refused {
    fn from(e: io::Error) -> Refused {
        Refused::Output(e)
    }
}

/// The game named by `args` (the first argument after the subcommand), which must be played
/// between two sides, and the settings the other arguments give (`--take 1,2,3`); or the exit
/// code of the message saying why not.
fn played_game(args: &[String], command: &str) -> Result<(JudgeRef, verdict_playground::Settings), ExitCode> {
    let Some(name) = args.first() else {
        return Err(fail(&format!("{command}: which game?")));
    };
    let judge = verdict_playground::judge_of(name).map_err(|e| fail(&format!("{command}: {e}")))?;
    positions_of(game_of(judge)).map_err(|e| fail(&format!("{command}: {}", e.message.english())))?;
    let mut settings = verdict_playground::Settings::new();
    let mut at = 1;
    while at < args.len() {
        match setting_arg(name, args, at, &mut settings)? {
            Some(used) => at += used,
            None => {
                return Err(fail(&format!(
                    "{command}: unexpected argument {}",
                    verdict_playground::input::quote(&args[at])
                )))
            }
        }
    }
    Ok((judge, settings))
}

/// Reads stdin's lines as positions (blank lines skipped) and writes `answer` for each; the first
/// line that is not a position stops it with an error naming the line and column. Stdin is read a
/// line at a time, each answered before the next is read: memory holds one line and its position,
/// however long the input (issue 46: a 140 MB input was held whole, 139 MB).
fn each_position(
    positions: JudgeRef,
    settings: &verdict_playground::Settings,
    command: &str,
    answer: &mut Answer,
) -> ExitCode {
    let what = format!("{command} {}", positions.name());
    let mut input = io::BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut bytes: Vec<u8> = Vec::new();
    // Where the line starts in the input, in bytes: a byte that is not UTF-8 is named by it.
    let mut offset = 0usize;
    for index in 0.. {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                let _ = out.flush();
                eprintln!("verdict {what}: cannot read stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        let start = offset;
        offset += bytes.len();
        // A byte-order mark at the start (some editors write one) is not part of the input.
        let skipped = if index == 0 && bytes.starts_with("\u{feff}".as_bytes()) { 3 } else { 0 };
        let line = match std::str::from_utf8(&bytes[skipped..]) {
            Ok(line) => line.strip_suffix('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).unwrap_or(line),
            Err(e) => {
                let _ = out.flush();
                let at = e.valid_up_to();
                let valid = std::str::from_utf8(&bytes[skipped..skipped + at]).unwrap_or_default();
                let column = valid.chars().count() + 1;
                eprintln!(
                    "verdict {what}: line {}, column {column}: byte {} of the input is not UTF-8 text",
                    index + 1,
                    start + skipped + at + 1
                );
                return ExitCode::FAILURE;
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        let failed = match positions.parse_line_with(line, settings) {
            Ok(position) => match answer(position.as_ref(), &mut out) {
                Ok(()) => continue,
                Err(Refused::Output(e)) => return write_failed(&what, e),
                Err(Refused::Position(message)) => (None, message),
            },
            Err(e) => (e.column, e.message.english()),
        };
        let _ = out.flush();
        let place = match failed.0 {
            Some(column) => format!("line {}, column {column}", index + 1),
            None => format!("line {}", index + 1),
        };
        eprintln!("verdict {what}: {place}: {}", failed.1);
        return ExitCode::FAILURE;
    }
    match out.flush() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => write_failed(&what, e),
    }
}

/// One answer line: the value, a tab, the moves separated by single spaces: a number, and
/// the game's sign and the choice when the move has one (`3=9`, `2-3`). Written through a small
/// buffer of digits, not `format!` (a ticket of 10 000 000 `?` has 10^8 moves to write).
fn write_answer(out: &mut dyn Write, value: &str, moves: impl Iterator<Item = MoveName>) -> io::Result<()> {
    out.write_all(value.as_bytes())?;
    out.write_all(b"\t")?;
    // A u64, a sign, a u32 and a space: 20 + 4 + 10 + 1 bytes at most.
    let mut buffer = [0u8; 40];
    for (k, MoveName { number, choice, joiner }) in moves.enumerate() {
        let mut at = buffer.len();
        if let Some(choice) = choice {
            at = digits(&mut buffer[..at], u64::from(choice));
            let mut sign = [0u8; 4];
            let sign = joiner.encode_utf8(&mut sign).as_bytes();
            at -= sign.len();
            buffer[at..at + sign.len()].copy_from_slice(sign);
        }
        at = digits(&mut buffer[..at], number);
        if k > 0 {
            at -= 1;
            buffer[at] = b' ';
        }
        out.write_all(&buffer[at..])?;
    }
    out.write_all(b"\n")
}

/// Writes `n` in decimal at the end of `buffer`; returns where it starts.
fn digits(buffer: &mut [u8], mut n: u64) -> usize {
    let mut at = buffer.len();
    loop {
        at -= 1;
        buffer[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return at;
        }
    }
}

/// Writing the answers failed: a closed pipe (`verdict ... | head`) is not worth a message; any
/// other error (a full disk) is named as an output error, without the usage text.
fn write_failed(what: &str, e: io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        ExitCode::SUCCESS
    } else {
        eprintln!("verdict {what}: cannot write the output: {e}");
        ExitCode::FAILURE
    }
}

/// The report of one case: its headline, reason and explanation, and each table, of which the
/// first `most` rows (every row with `None`), with a line saying how many more there were. The
/// headline, reason and both layers of the Why (the expert one under the page's heading for it)
/// are in `lang`, formatted from the page's catalogues (www/lang/); the tables are still English
/// (docs/LANGUAGES.md).
fn write_explanation(out: &mut impl Write, analysis: &Analysis, most: Option<usize>, lang: Lang) -> io::Result<()> {
    let report = analysis.report();
    writeln!(out, "{}", catalogue::format(lang, &report.headline))?;
    writeln!(out, "{}", catalogue::format(lang, &report.reason))?;
    // Where the input contradicts itself: beside the verdict, as the page shows them.
    for warning in &report.warnings {
        writeln!(out, "{warning}")?;
    }
    writeln!(out)?;
    // Messages, as the page formats them (`explained`): a game's not moved to the catalogues
    // yet are its English lines, shown as they are in every language.
    for line in &report.explanation {
        writeln!(out, "  {}", catalogue::format(lang, line))?;
    }
    if !report.expert.is_empty() {
        // The page's name for the expert layer, in `lang`.
        writeln!(out, "\n  {}:", catalogue::format(lang, &verdict_model::Message::new("why-full")))?;
        for line in &report.expert {
            writeln!(out, "  {}", catalogue::format(lang, line))?;
        }
    }
    for (index, head) in report.tables.iter().enumerate() {
        use verdict_model::message::{Arg, Message};
        let said = |message: &Message| catalogue::format(lang, message);
        let rows = said(&Message::new("table-row-count").arg("n", Arg::digits(head.row_count)));
        writeln!(out, "\n{} ({rows}): {}", said(&head.title), said(&head.caption))?;
        let shown = most.map_or(head.row_count, |most| head.row_count.min(most));
        let mut start = 0;
        while start < shown.max(1) {
            let rows = analysis.rows(index, start, TABLE_WINDOW.min(shown.max(1) - start));
            let mut text = String::new();
            render_text_table(lang, head, &rows, &mut text);
            // Only the first window carries the header.
            let body = if start == 0 { &text[..] } else { text.splitn(3, '\n').nth(2).unwrap_or("") };
            out.write_all(body.as_bytes())?;
            start += TABLE_WINDOW;
        }
        if shown < head.row_count {
            writeln!(
                out,
                "… {} more rows not written: --explain writes the first {} of a table; --rows all writes every row.",
                verdict_playground::words::grouped(head.row_count - shown),
                verdict_playground::words::grouped(shown)
            )?;
        }
    }
    if !report.tables_note.is_empty() {
        writeln!(out, "\n{}", report.tables_note)?;
    }
    Ok(())
}

/// An input error in `lang`: its case, its line and column, and what is wrong, as the page
/// writes them (`input-where`).
fn error_in(lang: Lang, e: &verdict_playground::input::InputError) -> String {
    use verdict_model::message::{Arg, Message};
    let mut said = String::new();
    if let Some(case) = e.case {
        said += &catalogue::format(lang, &Message::new("input-case").arg("case", Arg::digits(case)));
        said.push(' ');
    }
    if let (Some(line), Some(column)) = (e.line, e.column) {
        let place = Message::new("input-where").arg("line", Arg::digits(line)).arg("column", Arg::digits(column));
        said += &catalogue::format(lang, &place);
        said.push(' ');
    }
    said + &catalogue::format(lang, &e.message)
}

/// A usage error: the message and the usage text, exit code 2.
fn fail(message: &str) -> ExitCode {
    eprintln!("verdict: {message}\n{}", usage());
    ExitCode::from(2)
}

/// Formats a table as aligned plain text, for the CLI's `--explain` and for tests.
pub fn render_text_table(lang: Lang, head: &TableHead, rows: &[Row], out: &mut String) {
    let said = |cells: &[verdict_model::Message]| -> Vec<String> {
        cells.iter().map(|cell| catalogue::format(lang, cell)).collect()
    };
    let (columns, rows): (Vec<String>, Vec<Vec<String>>) =
        (said(&head.columns), rows.iter().map(|row| said(row)).collect());
    let mut widths: Vec<usize> = columns.iter().map(|c| c.chars().count()).collect();
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let line = |cells: &[String], out: &mut String| {
        let mut text = String::new();
        for (i, (cell, width)) in cells.iter().zip(&widths).enumerate() {
            if i > 0 {
                text.push_str("  ");
            }
            text.push_str(cell);
            text.extend(std::iter::repeat_n(' ', width - cell.chars().count()));
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(&columns, out);
    let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    line(&rule, out);
    for row in &rows {
        line(row, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_table_aligns_columns() {
        let head = TableHead {
            title: "t".into(),
            caption: "c".into(),
            columns: vec!["i".into()],
            row_count: 2,
            preview: Vec::new(),
            marked_row: None,
            step_grid: None,
            footnotes: Vec::new(),
        };
        let mut out = String::new();
        render_text_table(Lang::En, &head, &[vec!["0".into()], vec!["1".into()]], &mut out);
        assert_eq!(out, "i\n-\n0\n1\n");
    }
}
