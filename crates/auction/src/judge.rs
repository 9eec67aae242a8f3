//! The judge format (docs/RULES.md, "Bridge auction"): `t`, then per case `n` and `n` calls; `YES` for a
//! complete legal auction, `NO` otherwise. A hand record on standard input (PBN, LIN or a
//! handviewer link) is judged as one case; `--dealer` and `--vulnerable` set what the input
//! does not.

use super::calls::{key_arg, not_a_call, syntax_error};
use super::calls::{Call, Seat};
use super::explain::{analyze, analyze_prefix, chosen, COMPLETE};
use super::handviewer;
use super::laws::{evaluate, Auction, Verdict};
use super::lin;
use verdict_model::game::Judged;
use verdict_model::game::Settings;
use verdict_model::input::{parse_count, quote, too_large, InputError, Tokens};
use verdict_model::judge::Visit;
use verdict_model::{Arg, Message};

/// The judge format: `t`, then per case `n` and `n` calls (white space or commas between
/// tokens, line breaks anywhere). Prints `YES` for a complete legal auction, `NO` otherwise.
/// Calls are read strictly as docs/RULES.md spells them (no `AP` or annotations: they would upset `n`).
/// With `explain`, each case's analysis describes its calls joined by single spaces, dealer
/// North, so its marks point into that text.
///
/// Memory holds the calls of a case up to its first illegal one (the 320th at the latest: the
/// longest legal auction has 319 calls), never the calls after it, which are read, checked to be
/// calls and counted: ten million calls cost what 320 do.
pub fn judge(stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
    judge_with(stdin, &Settings::new(), explain, visit)
}

/// Whether `stdin` is a hand record rather than the judge format (which starts with `t`, a
/// number): a PBN record (a tag, or a comment, first), a LIN record or a handviewer link.
pub fn is_record(stdin: &str) -> bool {
    let text = stdin.trim_start_matches('\u{feff}').trim_start();
    text.starts_with(['[', '{', ';', '%']) || lin::is_lin(text) || handviewer::is_link(text)
}

/// [`judge`] under the command line's settings (`--dealer`, `--vulnerable`: what a record's
/// own tags do not say), and a hand record on standard input judged as one case: `YES` for a
/// complete legal auction, `NO` otherwise, and with `explain` the page's report of it.
pub fn judge_with(stdin: &str, settings: &Settings, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
    let (dealer, _) = chosen(settings)?;
    if is_record(stdin) {
        let analysis = analyze(stdin, settings)?;
        let answer = if analysis.report().verdict == COMPLETE.as_str() { "YES" } else { "NO" };
        visit(Judged { answer: answer.to_string(), analysis: explain.then_some(analysis) });
        return Ok(());
    }
    let dealer = dealer.unwrap_or(Seat::North);
    let mut tokens = Tokens::with_separators(stdin, &[',']);
    let Some(first) = tokens.next() else {
        return Err(InputError::whole(syntax_error("judge-empty")));
    };
    let cases = parse_count(first.text).ok_or_else(|| {
        let fault = if too_large(first.text) { "large" } else { "cases" };
        InputError::at(stdin, first.start, first.end(), count_error("t", first.text, fault))
    })?;
    for case in 1..=cases {
        let Some(n_token) = tokens.next() else {
            let end = stdin.len();
            return Err(InputError::at(
                stdin,
                end,
                end,
                Message::new("auction-error-case-missing")
                    .arg("case", Arg::digits(case as usize))
                    .arg("cases", cases.to_string()),
            )
            .in_case(case as usize));
        };
        let n = parse_count(n_token.text).ok_or_else(|| {
            let fault = if too_large(n_token.text) {
                "large"
            } else if case > 1 && Call::parse(n_token.text).is_ok() {
                // It is a call: the previous case may have more calls than its n says.
                "call"
            } else {
                "calls"
            };
            InputError::at(stdin, n_token.start, n_token.end(), count_error("n", n_token.text, fault))
                .in_case(case as usize)
        })?;
        // Every token must be a call, also after an illegal one; the laws then judge the calls
        // up to the first illegal one (which decides) through the same `evaluate` as the
        // exercises and the property tests. A running auction finds where that is.
        let mut calls = Vec::new();
        let mut words = Vec::new();
        let mut running = Auction::new(dealer);
        let mut decided = false;
        for index in 0..n {
            let Some(token) = tokens.next() else {
                let end = stdin.len();
                return Err(InputError::at(
                    stdin,
                    end,
                    end,
                    Message::new("auction-error-calls-missing")
                        .arg("n", n.to_string())
                        .arg("count", Arg::digits(index as usize)),
                )
                .in_case(case as usize));
            };
            let call = Call::parse(token.text).map_err(|why| {
                InputError::at(
                    stdin,
                    token.start,
                    token.end(),
                    not_a_call(quote(token.text), index as usize + 1, why.key(), true),
                )
                .in_case(case as usize)
            })?;
            if decided {
                continue;
            }
            decided = running.make(call).is_err();
            calls.push(call);
            if explain {
                words.push(token.text);
            }
        }
        let answer = if matches!(evaluate(dealer, &calls), Verdict::Complete(_)) { "YES" } else { "NO" };
        let after = n as usize - calls.len();
        let analysis = match explain {
            true => Some(analyze_prefix(&words.join(" "), settings, after).map_err(|e| e.in_case(case as usize))?),
            false => None,
        };
        if !visit(Judged { answer: answer.to_string(), analysis }) {
            return Ok(());
        }
    }
    tokens.expect_end(Message::new("auction-error-after-cases").arg("cases", cases.to_string()))
}

/// `t` or `n` (`name`) written as `token`, no count: too large, or not a whole number (`fault`:
/// `large`, or what it counts, `cases` or `calls`, or `call` when it reads as a call).
fn count_error(name: &str, token: &str, fault: &str) -> Message {
    Message::new("auction-error-count")
        .arg("name", key_arg(name))
        .arg("token", quote(token))
        .arg("fault", key_arg(fault))
        .arg("max", u64::MAX.to_string())
}
