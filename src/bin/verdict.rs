//! `verdict`: the command-line judge. Reads a judge-format input on stdin, prints one answer
//! per case; `--explain` prints each case's full report. A thin driver over the core.

use std::io::{self, Read, Write};
use std::process::ExitCode;
use verdict_playground::report::{render_text_table, Analysis};
use verdict_playground::{judge, Game, InputError};

const USAGE: &str = "usage: verdict <ticket|auction|permutation> [--explain] < input";

/// `--explain` prints tables by window so a huge table streams instead of being built at once.
const WINDOW: usize = 4096;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut game = None;
    let mut explain = false;
    for arg in &args {
        match arg.as_str() {
            "--explain" => explain = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            name if game.is_none() && !name.starts_with('-') => match name.parse::<Game>() {
                Ok(g) => game = Some(g),
                Err(e) => return fail(&e),
            },
            other => return fail(&format!("unexpected argument '{other}'")),
        }
    }
    let Some(game) = game else {
        return fail("which game?");
    };
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        return fail(&format!("cannot read stdin: {e}"));
    }
    let stdin = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            // The text before the bad byte is valid, so the usual position rules apply to it.
            let at = e.utf8_error().valid_up_to();
            let valid = std::str::from_utf8(&e.as_bytes()[..at]).unwrap_or_default();
            let place = InputError::at(valid, at, at, format!("byte {} of the input is not UTF-8 text", at + 1));
            eprintln!("verdict {}: {place}", game.name());
            return ExitCode::FAILURE;
        }
    };
    let cases = match judge(game, &stdin, explain) {
        Ok(cases) => cases,
        Err(e) => {
            eprintln!("verdict {}: {e}", game.name());
            return ExitCode::FAILURE;
        }
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let written = cases.iter().enumerate().try_for_each(|(i, case)| {
        if let Some(analysis) = &case.analysis {
            if cases.len() > 1 {
                writeln!(out, "== case {} ==", i + 1)?;
            }
            write_explanation(&mut out, analysis)?;
            writeln!(out, "answer: {}", case.answer)?;
            writeln!(out)
        } else {
            writeln!(out, "{}", case.answer)
        }
    });
    match written.and_then(|_| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`verdict ... | head`) is not an error worth a message.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&format!("cannot write: {e}")),
    }
}

fn write_explanation(out: &mut impl Write, analysis: &Analysis) -> io::Result<()> {
    let report = analysis.report();
    writeln!(out, "{}", report.headline)?;
    writeln!(out, "{}", report.reason)?;
    writeln!(out)?;
    for line in &report.explanation {
        writeln!(out, "  {line}")?;
    }
    if !report.expert.is_empty() {
        writeln!(out, "\n  In full:")?;
        for line in &report.expert {
            writeln!(out, "  {line}")?;
        }
    }
    for (index, head) in report.tables.iter().enumerate() {
        writeln!(out, "\n{} ({} rows): {}", head.title, head.row_count, head.caption)?;
        let mut start = 0;
        while start < head.row_count.max(1) {
            let rows = analysis.rows(index, start, WINDOW);
            let mut text = String::new();
            render_text_table(head, &rows, &mut text);
            // Only the first window carries the header.
            let body = if start == 0 { &text[..] } else { text.splitn(3, '\n').nth(2).unwrap_or("") };
            out.write_all(body.as_bytes())?;
            start += WINDOW;
        }
    }
    if !report.tables_note.is_empty() {
        writeln!(out, "\n{}", report.tables_note)?;
    }
    Ok(())
}

fn fail(message: &str) -> ExitCode {
    eprintln!("verdict: {message}\n{USAGE}");
    ExitCode::from(2)
}
