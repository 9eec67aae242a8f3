//! The auction's report: the page's entry point [`analyze`] reads the text, settles the setup,
//! evaluates the calls and builds the verdict, the explanation, the calls table, the bidding
//! diagram, the offers of the next calls and the exports.

use super::calls::{key_arg, Call, Seat, Side};
use super::diagram::{dealt, diagram_column, diagram_columns, diagram_table};
use super::evaluation::{evaluate_entries, Evaluation, Step};
#[cfg(feature = "exports")]
use super::export;
use super::handviewer;
use super::laws::{Auction, Breach, Contract, Doubling, Outcome};
use super::lin;
use super::line::AuctionLine;
use super::reading::{self, CallStyle, Reading};
use super::record::Vulnerability;
use super::setup::Setup;
use super::wording::{
    breach_fact, breach_message, breach_rule, call_text, change_message, doubling_message, label, last_call_message,
    laws_message, rule_key, seat_letter, status, with_contract,
};
use std::rc::Rc;
use verdict_model::game::Settings;
use verdict_model::input::{quote, InputError};
use verdict_model::line::{LegendEntry, Line, Role};
use verdict_model::report::{Analysis, Offer, Row, Summary, Table, VerdictName};
use verdict_model::{Arg, Message};

/// The calls table's index in the report.
const CALLS: usize = 0;
/// The bidding diagram's index in the report.
const DIAGRAM: usize = 1;

/// How many annotations or notes the explanation lists before it says how many there are.
const LISTED: usize = 20;

/// Reads the page's text: a handviewer link, a LIN record, or calls (plain or PBN).
pub fn read(text: &str) -> Result<Reading, InputError> {
    if handviewer::is_link(text) {
        handviewer::read(text)
    } else if lin::is_lin(text) {
        lin::read(text)
    } else {
        reading::read(text)
    }
}

/// The page's entry point: the calls as typed or pasted (plain, PBN, LIN or a handviewer
/// link), and the settings: the dealer (`N`, `E`, `S` or `W`, or the full names, any case;
/// North when absent) and who is vulnerable (`None`, `NS`, `EW`, `All`; not given when
/// absent). What the input says (a PBN tag, a LIN field, a board number) overrides them.
pub fn analyze(text: &str, settings: &Settings) -> Result<Analysis, InputError> {
    let (chosen_dealer, chosen_vulnerability) = chosen(settings)?;
    let reading = read(text)?;
    let setup = Setup::settle(&reading, chosen_dealer, chosen_vulnerability);
    let evaluation = evaluate_entries(setup.dealer, &reading.entries);
    Ok(report(text, &reading, &setup, Rc::new(evaluation)))
}

/// The dealer and vulnerability the settings choose, if any, or why they are not ones.
pub(super) fn chosen(settings: &Settings) -> Result<(Option<Seat>, Option<Vulnerability>), InputError> {
    let chosen_dealer = match settings.get(DEALER) {
        None => None,
        Some(name) => Some(
            Seat::parse(name)
                .ok_or_else(|| InputError::whole(super::calls::value_error("setting-dealer", quote(name))))?,
        ),
    };
    let chosen_vulnerability = match settings.get(VULNERABLE) {
        None => None,
        Some(name) => Some(
            Vulnerability::parse_pbn(name)
                .ok_or_else(|| InputError::whole(super::calls::value_error("setting-vulnerable", quote(name))))?,
        ),
    };
    Ok((chosen_dealer, chosen_vulnerability))
}

/// [`analyze`] of the calls of a judge's case up to its first illegal one, with the count of
/// the calls written after it (which the judge read but did not keep): the same report as for
/// the whole case, but for the exports (the CLI prints none).
/// The dealer and vulnerability are the settings' (`--dealer`, `--vulnerable`), North and
/// none when not given, as the judge format has it.
pub(super) fn analyze_prefix(text: &str, settings: &Settings, after: usize) -> Result<Analysis, InputError> {
    let (chosen_dealer, chosen_vulnerability) = chosen(settings)?;
    let reading = read(text)?;
    let setup = Setup::settle(&reading, chosen_dealer, chosen_vulnerability);
    let mut evaluation = evaluate_entries(setup.dealer, &reading.entries);
    evaluation.unchecked += after;
    Ok(report(text, &reading, &setup, Rc::new(evaluation)))
}

/// The auction's verdicts (docs/RULES.md, `data-verdict`).
pub const COMPLETE: VerdictName = VerdictName::new("complete");
pub const INCOMPLETE: VerdictName = VerdictName::new("incomplete");
pub const ILLEGAL: VerdictName = VerdictName::new("illegal");

/// The auction's settings, by the names its `About` declares (game.rs).
pub const DEALER: &str = "dealer";
pub const VULNERABLE: &str = "vulnerable";

fn calls_row(index: usize, step: &Step) -> Row {
    let after = &step.after;
    let call = if step.from_all_pass { format!("{} (AP)", call_text(step)) } else { call_text(step) };
    let (legal, status, change) = match step.result {
        Ok(change) => ("yes", status(after), change_message(change, after)),
        Err(breach) => (
            "no",
            "illegal",
            Message::new("auction-table-illegal")
                .arg("breach", breach_message(breach, step.seat))
                .arg("laws", laws_message(breach)),
        ),
    };
    // PBN's annotations (glyphs, `!` and `?`, notes that were not found) are shown as written:
    // a `!` is PBN's "good call", not an alert.
    let mut annotations = String::new();
    for annotation in &step.annotations {
        let explained = (step.explanation.is_some() || step.alert) && annotation.starts_with('=');
        if !explained {
            annotations.push_str(&format!(" [{annotation}]"));
        }
    }
    let note = Message::new("auction-table-note")
        .arg("change", change)
        .arg("alert", key_arg(if step.alert { "yes" } else { "no" }))
        .arg("explained", key_arg(if step.explanation.is_some() { "yes" } else { "no" }))
        .arg(
            "text",
            step.explanation.as_deref().map(|text| verdict_model::input::shortened(text, 200)).unwrap_or_default(),
        )
        .arg("annotations", annotations);
    vec![
        Message::verbatim((index + 1).to_string()),
        Message::named(step.seat.name()),
        Message::verbatim(call),
        Message::new("auction-table-legal").arg("legal", key_arg(legal)),
        after.highest().map_or_else(
            || Message::verbatim("—"),
            |h| Message::new("auction-table-highest").arg("bid", h.what.to_string()).arg("seat", seat_letter(h.by)),
        ),
        doubling_message(after.doubling()),
        Message::verbatim(after.passes_in_a_row().to_string()),
        Message::new("auction-table-status").arg("status", key_arg(&status.replace(' ', "-"))),
        note,
    ]
}

/// The offer that adds `call` after the last call written (so clicking a suggestion appends
/// it), in the separator style of the input; anything after the calls (a `*`, later PBN tags)
/// stays after it, and white space alone before or after is dropped.
fn offer_call(text: &str, reading: &Reading, call: Call) -> Offer {
    let at = reading.append_at.min(text.len());
    let (before, after) = text.split_at_checked(at).unwrap_or((text, ""));
    let blank_before = before.trim().is_empty();
    let blank_after = after.trim().is_empty();
    // Keep the call a word of its own when something follows right after the insertion point.
    let gap = if blank_after || after.starts_with(char::is_whitespace) { "" } else { " " };
    let separator = if blank_before { "" } else { reading.separator };
    // The call in the input's own notation: a word, a LIN field (encoded inside a link), or
    // one more of a handviewer link's calls.
    let word = match reading.call_style {
        CallStyle::Words => format!("{}{gap}", call.pbn()),
        CallStyle::Lin => format!("mb|{}|", lin::lin_call(call)),
        CallStyle::LinInLink => format!("mb%7C{}%7C", lin::lin_call(call)),
        CallStyle::Viewer => lin::lin_call(call).to_ascii_lowercase(),
    };
    Offer {
        label: call.to_string(),
        replace: (if blank_before { 0 } else { at }, if blank_after { text.len() } else { at }),
        insert: format!("{separator}{word}"),
    }
}

fn report(text: &str, reading: &Reading, setup: &Setup, evaluation: Rc<Evaluation>) -> Analysis {
    let auction = &evaluation.auction;
    let given = evaluation.steps.len();
    let mut explanation = explain_state(reading, setup, &evaluation);
    let verdict = match (evaluation.illegal, auction.outcome()) {
        (Some(_), _) => ILLEGAL,
        (None, Some(_)) => COMPLETE,
        (None, None) => INCOMPLETE,
    };
    let mut summary = Summary::new("auction", verdict);
    match (evaluation.illegal, evaluation.breach, auction.outcome()) {
        (Some(index), Some(breach), _) => explain_illegal(&mut summary, &mut explanation, &evaluation, index, breach),
        (_, _, Some(Outcome::PassedOut)) => explain_passed_out(&mut summary),
        (_, _, Some(Outcome::Contract(contract))) => {
            explain_contract(&mut summary, &mut explanation, auction, contract)
        }
        (_, _, None) => explain_incomplete(&mut summary, &mut explanation, text, reading, auction, given),
    }
    explanation.extend(explain_notes(reading, &evaluation));
    summary.explanation = explanation;
    exports(&mut summary, reading, setup, &evaluation);
    summary.settings = setup.settings();
    summary.warnings = setup.warnings.clone();
    #[cfg(feature = "exports")]
    warn_of_dangling_notes(&mut summary.warnings, reading, &evaluation);
    // Every call the input holds, also past an illegal one where judging stops (a 1 MiB file of
    // 524 288 calls, illegal at its fifth, read "5 calls").
    summary.input_summary = input_summary(reading, evaluation.entry_calls.iter().sum());
    Analysis::new(summary, tables(setup, &evaluation), calls_line(reading, setup, evaluation))
}

/// The exports, to copy.
#[cfg(feature = "exports")]
fn exports(summary: &mut Summary, reading: &Reading, setup: &Setup, evaluation: &Evaluation) {
    summary.exports = vec![export::pbn(reading, setup, evaluation), export::lin(reading, setup, evaluation)];
}

/// Without the writers (an embed's module, a fifth smaller): their labels, for a front end to
/// ask a build with them.
#[cfg(not(feature = "exports"))]
fn exports(summary: &mut Summary, _: &Reading, _: &Setup, _: &Evaluation) {
    summary.exports_left_out = super::wording::EXPORT_LABELS.map(String::from).to_vec();
}

/// What the input holds, in a few words: "8 calls" (every call written, judged or not), and for
/// a hand record what it is and its board ("BBO record: board 3, 8 calls"). A compact embed shows this line in place of a
/// record's text, which its one-line box could not show.
fn input_summary(reading: &Reading, given: usize) -> String {
    let calls = match given {
        1 => "1 call".to_string(),
        n => format!("{} calls", verdict_model::words::grouped(n)),
    };
    let tagged = matches!(reading.dealer, Some((_, reading::DealerTag::Auction | reading::DealerTag::Dealer)))
        || reading.board.is_some()
        || reading.deal.is_some()
        || reading.vulnerability.is_some()
        || !reading.notes.is_empty()
        || reading.players.iter().any(Option::is_some)
        || reading.identification.iter().any(Option::is_some)
        || !reading.preamble.is_empty()
        || !reading.before.is_empty()
        || !reading.after.is_empty();
    let kind = match reading.call_style {
        CallStyle::Lin => "BBO record",
        CallStyle::LinInLink | CallStyle::Viewer => "BBO handviewer link",
        CallStyle::Words if tagged => "PBN record",
        CallStyle::Words => return calls,
    };
    match reading.board {
        Some(board) => format!("{kind}: board {board}, {calls}"),
        None => format!("{kind}: {calls}"),
    }
}

/// The explanation's first lines: the settings, the partnerships, the deal, what was read and
/// the state of the auction at its end (or before its illegal call).
fn explain_state(reading: &Reading, setup: &Setup, evaluation: &Evaluation) -> Vec<Message> {
    let auction = &evaluation.auction;
    let given = evaluation.steps.len();
    let mut explanation = setup.lines.clone();
    explanation.push(Message::new("auction-why-partners"));
    if let Some(deal) = &reading.deal {
        let mut said = Message::new("auction-why-deal");
        for (seat, name) in Seat::ALL.into_iter().zip(["north", "east", "south", "west"]) {
            said = said.arg(name, Arg::digits(deal.points(seat) as usize));
        }
        explanation.push(said);
    }
    explanation.extend(reading.remarks.iter().cloned());

    // What was read, with what AP stood for and the end a '*' marked, each a sentence of its
    // own after it.
    let mut read_line = Message::new("auction-why-read").arg("count", Arg::digits(given));
    if evaluation.all_passes > 0 {
        read_line = Message::new("auction-why-read-ap")
            .arg("read", read_line)
            .arg("passes", Arg::digits(evaluation.all_passes));
    }
    if reading.starred {
        read_line = Message::new("auction-why-read-starred").arg("read", read_line);
    }
    explanation.push(read_line);

    // The facts of the auction as it stands (before the illegal call, if there is one).
    let before = evaluation.illegal.is_some();
    match auction.highest() {
        None if before => explanation.push(Message::new("auction-why-no-bid-before")),
        None => explanation.push(Message::new("auction-why-no-bid")),
        Some(h) => {
            let bid = h.what.to_string();
            let highest = if before { "auction-why-highest-before" } else { "auction-why-highest" };
            explanation.push(
                Message::new(highest)
                    .arg("bid", bid.clone())
                    .name("seat", h.by.name())
                    .arg("at", Arg::digits(h.at + 1)),
            );
            explanation.push(match auction.doubling() {
                Doubling::Undoubled => Message::new("auction-why-undoubled").arg("bid", bid),
                Doubling::Doubled { by, at } => Message::new("auction-why-doubled")
                    .name("seat", by.name())
                    .arg("bid", bid)
                    .arg("at", Arg::digits(at + 1)),
                Doubling::Redoubled { doubled_by, by, at } => Message::new("auction-why-redoubled")
                    .name("doubler", doubled_by.name())
                    .arg("bid", bid)
                    .name("seat", by.name())
                    .arg("at", Arg::digits(at + 1)),
            });
        }
    }
    let passes = if before { "auction-why-passes-before" } else { "auction-why-passes" };
    explanation.push(Message::new(passes).arg("passes", Arg::digits(auction.passes_in_a_row())));

    explanation
}

/// The legal calls, compactly: `Pass, X or any bid from 2♠ to 7NT (23 bids)` (the calls as the
/// core writes them, the bids' range a message of the catalogues).
fn calls_said(legal: &[Call]) -> Arg {
    let mut calls: Vec<String> = legal.iter().filter(|c| !matches!(c, Call::Bid(_))).map(Call::to_string).collect();
    let bids: Vec<&Call> = legal.iter().filter(|c| matches!(c, Call::Bid(_))).collect();
    let last: Arg = match bids.as_slice() {
        // Pass is legal whenever the auction is not over (a finished one is said otherwise).
        [] => calls.pop().map_or_else(|| Message::none().into(), Arg::from),
        [only] => only.to_string().into(),
        [first, .., last] => Message::new("auction-why-bids")
            .arg("first", first.to_string())
            .arg("last", last.to_string())
            .arg("count", Arg::digits(bids.len()))
            .into(),
    };
    if calls.is_empty() {
        return last;
    }
    Message::new("list-or").arg("init", calls.join(", ")).arg("last", last).into()
}

/// An illegal call: which, the rule and its Laws, what was legal there.
fn explain_illegal(
    summary: &mut Summary,
    explanation: &mut Vec<Message>,
    evaluation: &Evaluation,
    index: usize,
    breach: Breach,
) {
    let auction = &evaluation.auction;
    let step = &evaluation.steps[index];
    let (number, call, seat) = (Arg::digits(index + 1), step.call.to_string(), step.seat.name());
    summary.headline =
        Message::new("auction-illegal").arg("index", number).arg("call", call.clone()).name("seat", seat);
    summary.reason = Message::new("auction-reason-illegal")
        .arg("index", Arg::digits(index + 1))
        .arg("call", call)
        .name("seat", seat)
        .arg("breach", breach_message(breach, step.seat))
        .arg("laws", laws_message(breach));
    summary.input_mark = Some(step.span);
    summary.input_mark_note = "The first illegal call".to_string();
    explanation.push(
        Message::new("auction-why-rule").arg("words", breach_rule(breach)).arg("rule", key_arg(rule_key(breach))),
    );
    if auction.is_over() {
        explanation.push(Message::new("auction-why-over"));
    } else {
        explanation.push(
            Message::new("auction-why-legal-then")
                .name("seat", step.seat.name())
                .arg("calls", calls_said(&auction.legal_calls())),
        );
    }
    if evaluation.unchecked > 0 {
        explanation.push(Message::new("auction-why-unchecked").arg("count", Arg::digits(evaluation.unchecked)));
    }
}

/// Four passes and no bid.
fn explain_passed_out(summary: &mut Summary) {
    summary.headline = Message::new("auction-passed-out");
    summary.reason = Message::new("auction-reason-passed-out");
}

/// A finished auction: the contract, and why its declarer declares.
fn explain_contract(summary: &mut Summary, explanation: &mut Vec<Message>, auction: &Auction, contract: Contract) {
    let bid = contract.bid();
    let declaring = contract.declaring_bid;
    summary.headline = with_contract(Message::new("auction-contract"), &contract);
    summary.reason = with_contract(Message::new("auction-reason-contract"), &contract)
        .arg("last", auction.last_call().map_or_else(Message::none, last_call_message));
    explanation.push(
        match contract.doubling {
            Doubling::Undoubled => Message::new("auction-why-contract-undoubled"),
            Doubling::Doubled { by, .. } => Message::new("auction-why-contract-doubled").name("seat", by.name()),
            Doubling::Redoubled { by, .. } => Message::new("auction-why-contract-redoubled").name("seat", by.name()),
        }
        .arg("bid", bid.to_string()),
    );
    // The side and the strain select their words in each catalogue (`[ns]`, `[clubs]`).
    let side = if declaring.by.side() == Side::NorthSouth { "ns" } else { "ew" };
    let declarer = Message::new("auction-why-declarer")
        .arg("side", side.to_string())
        .arg("strain", bid.strain().word().to_string())
        .name("seat", declaring.by.name())
        .arg("bid", declaring.what.to_string())
        .arg("at", Arg::digits(declaring.at + 1));
    explanation.push(if declaring.by == contract.final_bid.by {
        declarer
    } else {
        Message::new("auction-why-declarer-not-final")
            .arg("declarer", declarer)
            .name("final", contract.final_bid.by.name())
    });
}

/// An unfinished auction: who calls next, what is legal, what passing out would give; the
/// legal calls as offers.
fn explain_incomplete(
    summary: &mut Summary,
    explanation: &mut Vec<Message>,
    text: &str,
    reading: &Reading,
    auction: &Auction,
    given: usize,
) {
    let next = auction.next_seat();
    let legal = auction.legal_calls();
    summary.headline = Message::new("auction-incomplete").name("seat", next.name());
    let passes_in_a_row = Arg::digits(auction.passes_in_a_row());
    summary.reason = match auction.last_call() {
        _ if given == 0 => Message::new("auction-reason-first-call"),
        None => Message::new("auction-reason-no-bid").arg("passes", passes_in_a_row),
        Some(last) if auction.passes_in_a_row() == 0 => {
            Message::new("auction-reason-after-call").arg("last", last_call_message(last))
        }
        Some(last) => Message::new("auction-reason-passes-after")
            .arg("passes", passes_in_a_row)
            .arg("last", last_call_message(last)),
    }
    .name("seat", next.name());
    explanation.push(Message::new("auction-why-to-call").name("seat", next.name()).arg("calls", calls_said(&legal)));
    for call in [Call::Double, Call::Redouble] {
        if let Err(breach) = auction.check(call) {
            explanation.push(
                Message::new("auction-why-not-legal")
                    .arg("call", call.to_string())
                    .arg("fact", breach_fact(breach, next))
                    .arg("rule", breach_rule(breach)),
            );
        }
    }
    // What passing out from here would give: a fact a teacher is likely to ask for.
    let mut passed = auction.clone();
    while !passed.is_over() && passed.make(Call::Pass).is_ok() {}
    let ending = Arg::digits(auction.passes_to_end());
    explanation.push(match passed.outcome() {
        Some(Outcome::Contract(contract)) => Message::new("auction-why-ending-contract")
            .arg("passes", ending)
            .arg("contract", with_contract(Message::new("auction-contract"), &contract)),
        _ => Message::new("auction-why-ending-passed-out").arg("passes", ending),
    });
    summary.offers = legal.iter().map(|&call| offer_call(text, reading, call)).collect();
}

/// What the input carries beside its calls: annotations not judged, alerts and explanations
/// beside their call, notes no call refers to. Bounded, however long the input.
fn explain_notes(reading: &Reading, evaluation: &Evaluation) -> Vec<Message> {
    let mut explanation = Vec::new();
    // Alerts and notes that explain their call are listed below, each beside its call.
    let annotations: Vec<&str> = reading
        .stray_annotations
        .iter()
        .map(String::as_str)
        .chain(reading.entries.iter().flat_map(|w| {
            w.annotations
                .iter()
                .map(String::as_str)
                .filter(|a| !((w.explanation.is_some() || w.alert) && a.starts_with('=')))
        }))
        .collect();
    // However long the input, the explanation lists a bounded number of them.
    if !annotations.is_empty() {
        let shown: Vec<&str> = annotations.iter().take(LISTED).copied().collect();
        explanation.push(
            if annotations.len() > LISTED {
                Message::new("auction-why-annotations-more").arg("total", Arg::digits(annotations.len()))
            } else {
                Message::new("auction-why-annotations")
            }
            .arg("shown", shown.join(" ")),
        );
    }
    // Alerts and explanations, each beside its call (bounded like the annotations).
    let explained: Vec<(usize, &Step)> =
        evaluation.steps.iter().enumerate().filter(|(_, s)| s.alert || s.explanation.is_some()).collect();
    for (index, step) in explained.iter().take(LISTED) {
        let said = match &step.explanation {
            None => Message::new("auction-why-alerted"),
            Some(text) => {
                let id = if step.alert { "auction-why-alerted-explained" } else { "auction-why-explained" };
                // The explanation as written, ended as a sentence.
                let end = if text.ends_with(['.', '!', '?']) { "" } else { "." };
                Message::new(id).arg("text", format!("{}{end}", verdict_model::input::shortened(text, 200)))
            }
        };
        explanation.push(
            said.arg("index", Arg::digits(index + 1)).arg("call", step.call.to_string()).name("seat", step.seat.name()),
        );
    }
    if explained.len() > LISTED {
        explanation
            .push(Message::new("auction-why-more-explained").arg("count", Arg::digits(explained.len() - LISTED)));
    }
    // Notes no call refers to are listed, so that nothing pasted is lost.
    let unreferenced: Vec<&(String, String)> = reading.unreferenced_notes().collect();
    for (number, note) in unreferenced.iter().take(LISTED) {
        explanation.push(
            Message::new("auction-why-note")
                .arg("number", number.clone())
                .arg("text", verdict_model::input::shortened(note, 200)),
        );
    }
    if unreferenced.len() > LISTED {
        explanation.push(Message::new("auction-why-more-notes").arg("count", Arg::digits(unreferenced.len() - LISTED)));
    }

    explanation
}

/// A warning for each note reference (`=2=`) whose note the record does not have, naming the
/// reference and the call it follows: the writer meant to explain that call and the explanation
/// is missing, which the reader should know rather than find the mark explained by nothing.
/// Bounded like the explanation's lists, the rest counted. With the exports only (the page's
/// module, `verdict`): an embed's compact module has no room for it under its budget
/// (e2e/modules.test.mjs), and its reader finds the warning one click away on the page.
#[cfg(feature = "exports")]
fn warn_of_dangling_notes(warnings: &mut Vec<String>, reading: &Reading, evaluation: &Evaluation) {
    let mut dangling = 0;
    let mut calls_before = 0;
    // Entry k of the loop is the stray annotations (k = 0), then each entry's (k ≥ 1).
    for k in 0..=reading.entries.len() {
        let (annotations, place) = match k.checked_sub(1) {
            None => (&reading.stray_annotations, None),
            Some(i) => {
                calls_before += evaluation.entry_calls.get(i).copied().unwrap_or(1);
                (&reading.entries[i].annotations, evaluation.steps.get(calls_before - 1).map(|step| step.call))
            }
        };
        for reference in annotations {
            let number = reference.trim_matches('=');
            if !reading::is_note_reference(reference) || reading.notes.iter().any(|(n, _)| n == number) {
                continue;
            }
            dangling += 1;
            if dangling > LISTED {
                continue;
            }
            warnings.push(match place {
                Some(call) => format!(
                    "Warning: {reference} after {call} (call {calls_before}) refers to note {number}, but the record has no [Note \"{number}:…\"]; the call is read unexplained."
                ),
                None => format!(
                    "Warning: {reference} before the first call refers to note {number}, but the record has no [Note \"{number}:…\"]."
                ),
            });
        }
    }
    if dangling > LISTED {
        warnings.push(format!(
            "Warning: … and {} more note references to notes the record does not have.",
            dangling - LISTED
        ));
    }
}

/// The calls table and the bidding diagram.
fn tables(setup: &Setup, evaluation: &Evaluation) -> Vec<Table> {
    let auction = &evaluation.auction;
    let call_rows: Vec<Row> = evaluation.steps.iter().enumerate().map(|(i, step)| calls_row(i, step)).collect();
    let (diagram_rows, diagram_mark, footnotes) = diagram_table(evaluation);
    let diagram_caption =
        Message::new("auction-table-diagram-caption").arg("dealt", dealt(auction.dealer(), setup.vulnerability));
    vec![
        Table::worded(
            Message::new("auction-table-calls"),
            Message::new("auction-table-calls-caption"),
            std::iter::once(Message::verbatim("#"))
                .chain(["seat", "call", "legal", "highest", "doubling", "passes", "status", "note"].map(label))
                .collect(),
            Box::new(call_rows),
        )
        .marked(evaluation.illegal),
        Table::worded(
            Message::new("auction-table-diagram"),
            diagram_caption,
            diagram_columns(seat_letter),
            Box::new(diagram_rows),
        )
        .marked(diagram_mark)
        .step_grid(diagram_column(auction.dealer()))
        .footnotes(footnotes),
    ]
}

/// The calls given as the line the stepper walks.
fn calls_line(reading: &Reading, setup: &Setup, evaluation: Rc<Evaluation>) -> Line {
    Line {
        title: Message::new("auction-line-title"),
        caption: Message::new("auction-line-caption"),
        table: Some(CALLS),
        open_at_end: true,
        playable: false,
        // The samples are calls, as the diagram's cells are: the illegal call itself when there
        // is one.
        legend: vec![
            // The step's own call (the sample left empty is the board's cell in that role):
            // a fixed 1♣ would read as "1♣ is the call" at every step.
            LegendEntry::new(Role::Now, Message::new("auction-board-legend-now")).with_sample(""),
            LegendEntry::new(Role::Illegal, Message::new("auction-board-legend-illegal")).with_sample(
                &evaluation.illegal.map_or_else(|| "1♥".to_string(), |index| evaluation.steps[index].call.to_string()),
            ),
            LegendEntry::new(Role::Next, Message::new("auction-board-legend-next")),
        ],
        source: Box::new(AuctionLine::new(
            evaluation.clone(),
            CALLS,
            DIAGRAM,
            setup.vulnerability,
            reading.deal.clone(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(dealer: &str) -> Settings {
        Settings::new().with(DEALER, dealer)
    }

    #[test]
    fn report_of_a_finished_auction() {
        let a = analyze("1♥ P 2♥ X P P XX P P P", &options("s")).unwrap();
        let r = a.report();
        assert_eq!(r.verdict, "complete");
        assert_eq!(r.headline, "2♥ redoubled, declared by South");
        assert_eq!(r.tables[0].row_count, 10);
        // West first: South's 1♥ ends the first row, West's pass opens the second.
        assert_eq!(r.tables[1].preview[0], vec!["", "", "", "1♥"]);
        assert_eq!(r.tables[1].preview[1], vec!["Pass", "2♥", "X", "Pass"]);
        assert!(r.offers.is_empty());
        // The PBN export has the contract and its declarer, computed from the calls, among
        // the fifteen tags of PBN's export format in their order, "?" for what is not known.
        assert_eq!(
            r.exports[0].text,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Board \"?\"]\n[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n[Dealer \"S\"]\n[Vulnerable \"?\"]\n[Deal \"?\"]\n[Scoring \"?\"]\n[Declarer \"S\"]\n[Contract \"2HXX\"]\n[Result \"?\"]\n[Auction \"S\"]\n1H Pass 2H X\nPass Pass XX Pass\nPass Pass"
        );
        let pbn = |text: &str| analyze(text, &Settings::default()).unwrap().report().exports[0].text.clone();
        assert!(pbn("1C P 1NT P 3NT P P P").contains("[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"?\"]"));
        // A deal passed out has no declarer and no result: empty, as PBN writes what does not apply.
        assert!(pbn("P P P P").contains("[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]"));
        // A record's own tags are kept while the auction settles nothing, and replaced once it
        // does (a record's contract that the calls contradict is not copied).
        let open = pbn("[Declarer \"E\"]\n[Contract \"4S\"]\n[Auction \"N\"]\nP 1S");
        assert!(open.contains("[Declarer \"E\"]\n[Contract \"4S\"]"), "{open}");
        let done = pbn("[Declarer \"E\"]\n[Contract \"4S\"]\n[Auction \"N\"]\nP 1S P P P");
        assert!(done.contains("[Declarer \"E\"]\n[Contract \"1S\"]") && !done.contains("4S"), "{done}");
        assert!(pbn("1C P P X").contains("[Declarer \"?\"]\n[Contract \"?\"]"));
    }

    #[test]
    fn offers_append_the_call() {
        let a = analyze("1C, P", &Settings::default()).unwrap();
        let r = a.report();
        assert_eq!(r.verdict, "incomplete");
        assert_eq!(r.offers[0], Offer { label: "Pass".into(), replace: (5, 5), insert: ", Pass".into() });
        assert_eq!(r.offers[0].apply("1C, P"), "1C, P, Pass");
        assert_eq!(r.offers[1].label, "1♦");
        assert_eq!(r.offers.len(), 1 + 34);
        let empty = analyze("  ", &Settings::default()).unwrap();
        assert_eq!(empty.report().offers[1].apply("  "), "1C");
        assert!(analyze("", &options("Q")).is_err());
    }

    #[test]
    fn offers_are_written_in_the_notation_of_the_input() {
        let viewer = "https://www.bridgebase.com/tools/handviewer.html?d=e&a=1cp#top";
        for (text, after_pass) in [
            ("md|3|mb|1c|an|strong|\n", "md|3|mb|1c|an|strong|mb|p|"),
            ("md|3|", "md|3|mb|p|"),
            (viewer, "https://www.bridgebase.com/tools/handviewer.html?d=e&a=1cpp#top"),
            (
                "https://www.bridgebase.com/tools/handviewer.html?d=e",
                "https://www.bridgebase.com/tools/handviewer.html?d=e&a=p",
            ),
            (
                "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3%7Cmb%7C1c%7C&b=y",
                "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3%7Cmb%7C1c%7Cmb%7Cp%7C&b=y",
            ),
        ] {
            let before = analyze(text, &Settings::default()).unwrap();
            let offers = &before.report().offers;
            let pass = offers.iter().find(|o| o.label == "Pass").unwrap();
            assert_eq!(pass.apply(text), after_pass, "{text}");
            // Every offer reads back as the calls before and the one offered, the explanation
            // staying with its call.
            for offer in offers {
                let longer = analyze(&offer.apply(text), &Settings::default()).unwrap();
                let rows = longer.rows(0, 0, 10);
                assert_eq!(rows.len(), before.report().tables[0].row_count + 1, "{}", offer.apply(text));
                assert_eq!(rows.last().unwrap()[2], offer.label, "{}", offer.apply(text));
                assert!(!rows.last().unwrap()[8].english().contains("explained"), "{}", offer.apply(text));
            }
        }
    }

    #[test]
    fn a_record_is_summed_up_by_what_it_is_and_its_board() {
        let summary = |text: &str| analyze(text, &Settings::default()).unwrap().report().input_summary.clone();
        assert_eq!(summary("1C P 1NT P 3NT P P P"), "8 calls");
        assert_eq!(summary("1C"), "1 call");
        assert_eq!(
            summary("md|3|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more|mb|p|"),
            "BBO record: board 3, 4 calls"
        );
        assert_eq!(summary("md|2|mb|p|"), "BBO record: 1 call");
        assert_eq!(
            summary("https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3%7Cmb%7C1C%7Cmb%7Cp%7C"),
            "BBO handviewer link: 2 calls"
        );
        assert_eq!(
            summary("[Board \"12\"]\n[Dealer \"W\"]\n[Auction \"W\"]\n1C Pass 1H Pass\n*"),
            "PBN record: board 12, 4 calls"
        );
        assert_eq!(summary("[Auction \"E\"]\n1C P *"), "PBN record: 2 calls");
        // Past the first illegal call the calls are not judged, and still counted: the fifth
        // pass here ends nothing (the deal was passed out), and the file holds 524 288.
        assert_eq!(summary(&"P ".repeat(524_288)), "524,288 calls");
        assert_eq!(summary("1C 1C P P"), "4 calls");
        // AP stands for the passes that end the auction.
        assert_eq!(summary("1C AP"), "4 calls");
        // A record of identification tags alone is a PBN record too.
        assert_eq!(summary("[Event \"Club night\"]\n1C P *"), "PBN record: 2 calls");
    }
}
