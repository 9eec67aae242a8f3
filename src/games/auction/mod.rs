//! The auction game (docs/RULES.md, "Bridge auction"): four players call in turn from the dealer; is the
//! sequence legal, is it over, and what is the contract?
//!
//! - [`calls`]: seats, strains, bids and calls, with every spelling docs/RULES.md accepts;
//! - [`laws`]: the laws applied call by call, naming the rule an illegal call breaks, and the
//!   plain solver API [`evaluate`];
//! - [`reading`]: the page's text (plain calls or a pasted PBN auction section) into calls;
//! - [`lin`]: BBO's LIN records and handviewer links, read and written;
//! - [`record`]: what a hand record holds besides the calls (board number, vulnerability, the
//!   deal) and the standard 16-board cycle;
//! - [`line`]: the calls as a line of steps, drawn as the bidding diagram;
//! - this file: who deals and who is vulnerable ([`Setup`]), the report (verdict, explanation,
//!   state table, bidding diagram, suggested next calls, PBN and LIN exports) and the judge
//!   format.
//!
//! The laws are written here rather than taken from the `contract-bridge` crate: its
//! `Call::from_str` panics on words such as `♥1` (it splits the word at byte 1), and its
//! `IllegalCall` says only "inadmissible double" where the page must say whether the bid was
//! partner's, already doubled, or missing. The laws are a few dozen lines; the explanations
//! need the same state anyway.

pub mod calls;
mod exercises;
mod game;
pub mod laws;
pub mod lin;
mod line;
pub mod reading;
pub mod record;

pub use calls::{Bid, Call, NotACall, Seat, Side, Strain};
pub use game::GAME;
pub use laws::{evaluate, Auction, Breach, Change, Contract, Doubling, LastCall, Law, Made, Outcome, Verdict};
pub use record::{board_cycle, Deal, Vulnerability};

use crate::games::{Judged, Options};
use crate::input::{parse_count, quote, too_large, InputError, Tokens};
use crate::report::{Analysis, Export, LegendEntry, Line, Offer, Role, Row, Setting, Summary, Table, VerdictName};
use line::AuctionLine;
use reading::{Entry, Reading, Written};
use std::rc::Rc;

/// The calls table's index in the report.
const CALLS: usize = 0;
/// The bidding diagram's index in the report.
const DIAGRAM: usize = 1;

/// How many annotations or notes the explanation lists before it says how many there are.
const LISTED: usize = 20;

/// One call as evaluated: a row of the state table.
struct Step {
    seat: Seat,
    call: Call,
    /// Whether the call is one of the passes an `AP` stands for.
    from_all_pass: bool,
    /// Byte range of the word it was read from.
    span: (usize, usize),
    result: Result<Change, Breach>,
    /// The auction after the call (an illegal call leaves it as it was).
    after: Auction,
    annotations: Vec<String>,
    /// Whether the call was alerted, and what its bidder said it means.
    alert: bool,
    explanation: Option<String>,
}

/// The calls of an input played through the laws, up to the first illegal one.
struct Evaluation {
    steps: Vec<Step>,
    /// The state after the last legal call.
    auction: Auction,
    /// Index into `steps` of the illegal call, if any.
    illegal: Option<usize>,
    /// The rule that call breaks.
    breach: Option<Breach>,
    /// Entries written after the illegal call, which were not checked.
    unchecked: usize,
    /// How many passes the `AP` entries stood for.
    all_passes: usize,
}

fn evaluate_entries(dealer: Seat, entries: &[Written]) -> Evaluation {
    let mut auction = Auction::new(dealer);
    let mut steps = Vec::new();
    let mut all_passes = 0;
    for (entry_index, written) in entries.iter().enumerate() {
        let (call, count) = match written.entry {
            Entry::Call(call) => (call, 1),
            // After the end `AP` still stands for one pass, so the mistake shows as a call.
            Entry::AllPass => (Call::Pass, auction.passes_to_end().max(1)),
        };
        for repeat in 0..count {
            let seat = auction.next_seat();
            let result = auction.make(call);
            let breach = result.err();
            let from_all_pass = written.entry == Entry::AllPass;
            all_passes += usize::from(from_all_pass);
            // Annotations belong to the word; show them once, on its last call.
            let last_of_word = repeat + 1 == count;
            steps.push(Step {
                seat,
                call,
                from_all_pass,
                span: written.span,
                result,
                after: auction.clone(),
                annotations: if last_of_word { written.annotations.clone() } else { Vec::new() },
                alert: last_of_word && written.alerted(),
                explanation: if last_of_word { written.explanation.clone() } else { None },
            });
            if breach.is_some() {
                return Evaluation {
                    illegal: Some(steps.len() - 1),
                    breach,
                    steps,
                    auction,
                    unchecked: entries.len() - entry_index - 1,
                    all_passes,
                };
            }
        }
    }
    Evaluation { steps, auction, illegal: None, breach: None, unchecked: 0, all_passes }
}

/// Who deals and who is vulnerable, settled from the input (tags, LIN fields, the board
/// number) and the page's settings, with where each came from.
pub struct Setup {
    pub dealer: Seat,
    /// `None` when neither the input nor the settings say.
    pub vulnerability: Option<Vulnerability>,
    pub board: Option<u32>,
    /// What in the input set the dealer, or `None` when the setting (or the default) did.
    pub dealer_set_by: Option<String>,
    pub vulnerability_set_by: Option<String>,
    /// The explanation's lines about them, warnings included.
    pub lines: Vec<String>,
    /// The contradictions between the record and its board number, also shown by the verdict.
    pub warnings: Vec<String>,
}

impl Setup {
    /// The input's own record wins over the board number, which wins over the settings: a
    /// record is what was played. A record that contradicts its board number's place in the
    /// standard cycle gets a warning, not a silent choice.
    pub fn settle(
        reading: &Reading,
        chosen_dealer: Option<Seat>,
        chosen_vulnerability: Option<Vulnerability>,
    ) -> Setup {
        let cycle = reading.board.map(|board| (board, board_cycle(board)));
        let mut lines = Vec::new();
        let mut warnings = Vec::new();
        let overrides = |chosen: Option<Seat>, seat: Seat| match chosen {
            Some(chosen) if chosen != seat => format!(", which overrides the dealer setting ({})", chosen.name()),
            _ => String::new(),
        };
        let (dealer, dealer_set_by) = match (reading.dealer, cycle) {
            (Some((seat, tag)), cycle) => {
                lines.push(format!(
                    "Dealer: {}, from {}{}.",
                    seat.name(),
                    tag.source(),
                    overrides(chosen_dealer, seat)
                ));
                if let Some((board, (cycle_dealer, _))) = cycle.filter(|(_, (d, _))| *d != seat) {
                    warnings.push(format!(
                        "Warning: board {board} is dealt by {} in the standard 16-board cycle, but {} says {}; the auction is read with {} dealing.",
                        cycle_dealer.name(),
                        tag.source(),
                        seat.name(),
                        seat.name()
                    ));
                }
                (seat, Some(tag.source().to_string()))
            }
            (None, Some((board, (seat, _)))) => {
                lines.push(format!(
                    "Dealer: {}, as board {board} is dealt in the standard 16-board cycle{}.",
                    seat.name(),
                    overrides(chosen_dealer, seat)
                ));
                (seat, Some(format!("board {board}")))
            }
            (None, None) => match chosen_dealer {
                Some(seat) => {
                    lines.push(format!("Dealer: {}, as chosen.", seat.name()));
                    (seat, None)
                }
                None => {
                    lines.push("Dealer: North (the default).".to_string());
                    (Seat::North, None)
                }
            },
        };
        let (vulnerability, vulnerability_set_by) = match (reading.vulnerability, cycle) {
            (Some((vulnerability, source)), cycle) => {
                lines.push(format!("Vulnerability: {}, from {source}.", vulnerability.words()));
                if let Some((board, (_, cycle_vulnerability))) = cycle.filter(|(_, (_, v))| *v != vulnerability) {
                    warnings.push(format!(
                        "Warning: on board {board} of the standard 16-board cycle {}, but {source} says {}; the record's word is kept.",
                        cycle_vulnerability.sentence(),
                        vulnerability.words()
                    ));
                }
                (Some(vulnerability), Some(source.to_string()))
            }
            (None, Some((board, (_, vulnerability)))) => {
                lines.push(format!(
                    "Vulnerability: {}, as on board {board} of the standard cycle.",
                    vulnerability.words()
                ));
                (Some(vulnerability), Some(format!("board {board}")))
            }
            (None, None) => {
                if let Some(vulnerability) = chosen_vulnerability {
                    lines.push(format!("Vulnerability: {}, as chosen.", vulnerability.words()));
                }
                (chosen_vulnerability, None)
            }
        };
        if let Some(board) = reading.board {
            lines.insert(0, format!("Board {board}."));
        }
        lines.extend(warnings.iter().cloned());
        Setup { dealer, vulnerability, board: reading.board, dealer_set_by, vulnerability_set_by, lines, warnings }
    }

    /// The settings as the page's menus show them.
    fn settings(&self) -> Vec<Setting> {
        vec![
            Setting {
                name: "dealer",
                value: self.dealer.letter().to_string(),
                set_by: self.dealer_set_by.clone().unwrap_or_default(),
            },
            Setting {
                name: "vulnerable",
                value: self.vulnerability.map_or("", Vulnerability::pbn).to_string(),
                set_by: self.vulnerability_set_by.clone().unwrap_or_default(),
            },
        ]
    }
}

/// Reads the page's text: a LIN record or handviewer link, or calls (plain or PBN).
pub fn read(text: &str) -> Result<Reading, InputError> {
    if lin::is_lin(text) {
        lin::read(text)
    } else {
        reading::read(text)
    }
}

/// The page's entry point: the calls as typed or pasted (plain, PBN, LIN or a handviewer
/// link), and the settings: the dealer (`N`, `E`, `S` or `W`, or the full names, any case;
/// North when absent) and who is vulnerable (`None`, `NS`, `EW`, `All`; not given when
/// absent). What the input says (a PBN tag, a LIN field, a board number) overrides them.
pub fn analyze(text: &str, options: &Options) -> Result<Analysis, InputError> {
    let given = |value: &Option<String>| value.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_string);
    let chosen_dealer = match given(&options.dealer) {
        None => None,
        Some(name) => Some(Seat::parse(&name).ok_or_else(|| {
            InputError::whole(format!(
                "the dealer must be N, E, S or W (or North, East, South, West), not {}",
                quote(&name)
            ))
        })?),
    };
    let chosen_vulnerability = match given(&options.vulnerable) {
        None => None,
        Some(name) => Some(Vulnerability::parse_pbn(&name).ok_or_else(|| {
            InputError::whole(format!("the vulnerability must be None, NS, EW or All, not {}", quote(&name)))
        })?),
    };
    let reading = read(text)?;
    let setup = Setup::settle(&reading, chosen_dealer, chosen_vulnerability);
    let evaluation = evaluate_entries(setup.dealer, &reading.entries);
    Ok(report(text, &reading, &setup, Rc::new(evaluation)))
}

/// `1 pass`, `2 passes`.
fn passes(count: usize) -> String {
    if count == 1 {
        "1 pass".to_string()
    } else {
        format!("{count} passes")
    }
}

/// The legal calls, compactly: `Pass, X or any bid from 2♠ to 7NT (23 bids)`.
fn summarize_calls(legal: &[Call]) -> String {
    let mut parts: Vec<String> = legal.iter().filter(|c| !matches!(c, Call::Bid(_))).map(|c| c.to_string()).collect();
    let bids: Vec<&Call> = legal.iter().filter(|c| matches!(c, Call::Bid(_))).collect();
    match bids.as_slice() {
        [] => {}
        [only] => parts.push(only.to_string()),
        [first, .., last] => parts.push(format!("any bid from {first} to {last} ({} bids)", bids.len())),
    }
    match parts.len() {
        0 => "none".to_string(),
        1 => parts.remove(0),
        n => format!("{} or {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

/// What a legal call did, for the state table.
fn describe_change(change: Change, after: &Auction) -> String {
    match change {
        Change::PassWithoutBid { passes: 4 } => "fourth pass with no bid: the deal is passed out".to_string(),
        Change::PassWithoutBid { passes: 3 } => "no bid yet; 1 more passes the deal out".to_string(),
        Change::PassWithoutBid { passes } => format!("no bid yet; {} more pass the deal out", 4 - passes),
        Change::Pass { passes: 3, last } => match after.outcome() {
            Some(Outcome::Contract(contract)) => format!(
                "third pass in a row after {}: the auction is over; contract {}",
                last.describe(),
                contract.describe()
            ),
            _ => format!("third pass in a row after {}: the auction is over", last.describe()),
        },
        Change::Pass { passes, last } => {
            let more = if passes == 2 { "1 more ends" } else { "2 more end" };
            format!("{} in a row after {}; {more} the auction", self::passes(passes), last.describe())
        }
        Change::Opening { bid } => format!("opens the bidding with {bid}"),
        Change::Overcall { over, cancels, .. } => {
            let lapse = match cancels {
                Doubling::Undoubled => "",
                Doubling::Doubled { .. } => "; the double lapses",
                Doubling::Redoubled { .. } => "; the double and redouble lapse",
            };
            format!("outbids {} by {}{lapse}", over.what, over.by.letter())
        }
        Change::Double { of } => format!("doubles {} by {}", of.what, of.by.letter()),
        Change::Redouble { of, doubled_by } => format!("redoubles {}'s double of {}", doubled_by.letter(), of.what),
    }
}

fn status(auction: &Auction) -> &'static str {
    match auction.outcome() {
        None => "open",
        Some(Outcome::PassedOut) => "passed out",
        Some(Outcome::Contract(_)) => "complete",
    }
}

/// A call as the diagram and the table write it: `1♣!` when alerted.
fn call_text(step: &Step) -> String {
    format!("{}{}", step.call, if step.alert { "!" } else { "" })
}

fn calls_row(index: usize, step: &Step) -> Row {
    let after = &step.after;
    let call = if step.from_all_pass { format!("{} (AP)", call_text(step)) } else { call_text(step) };
    let (legal, status, mut note) = match step.result {
        Ok(change) => ("yes", status(after), describe_change(change, after)),
        Err(breach) => ("no", "illegal", format!("{} ({})", breach.describe(step.seat), breach.law_numbers())),
    };
    if step.alert {
        note.push_str("; alerted");
    }
    if let Some(explanation) = &step.explanation {
        note.push_str(&format!("; explained: {}", crate::input::shortened(explanation, 200)));
    }
    // Other annotations (glyphs, `?`, notes that were not found) are shown as written.
    for annotation in &step.annotations {
        let explained = step.explanation.is_some() && annotation.starts_with('=');
        if annotation != "!" && !explained {
            note.push_str(&format!(" [{annotation}]"));
        }
    }
    vec![
        (index + 1).to_string(),
        step.seat.name().to_string(),
        call,
        legal.to_string(),
        after.highest().map_or("—".to_string(), |h| format!("{} by {}", h.what, h.by.letter())),
        after.doubling().label().to_string(),
        after.passes_in_a_row().to_string(),
        status.to_string(),
        note,
    ]
}

/// The classic diagram of all the calls given: columns W N E S, the first row starting under
/// the dealer, the closing passes as "All Pass", a `?` for the seat to call; the row of the
/// illegal call is marked.
fn diagram(evaluation: &Evaluation) -> (Vec<Row>, Option<usize>) {
    let cells = line::diagram(evaluation, evaluation.steps.len());
    let start = line::diagram_column(evaluation.auction.dealer());
    let marked = evaluation.illegal.map(|index| (start + index) / 4);
    let rows = cells
        .chunks(4)
        .map(|chunk| {
            let mut row: Row = chunk.iter().map(|cell| cell.text.clone()).collect();
            row.resize(4, String::new());
            row
        })
        .collect();
    (rows, marked)
}

/// The diagram's column headings: a vulnerable seat says so (`N vul`), as books print it.
fn diagram_columns(vulnerability: Option<Vulnerability>, name: fn(Seat) -> &'static str) -> Vec<String> {
    line::DIAGRAM_SEATS
        .iter()
        .map(|&seat| match vulnerability {
            Some(v) if v.includes(seat) => format!("{} vul", name(seat)),
            _ => name(seat).to_string(),
        })
        .collect()
}

/// The legal calls given, as the exports write them back.
fn legal_steps(evaluation: &Evaluation) -> impl Iterator<Item = &Step> {
    evaluation.steps.iter().filter(|s| s.result.is_ok())
}

/// The auction as PBN: the board's tags (`[Board]`, `[Vulnerable]`, `[Deal]`) when known, the
/// `[Auction]` section with the legal calls four to a line (an alerted call carries `!`, an
/// explained one a note reference), then the notes.
fn pbn_export(setup: &Setup, deal: Option<&Deal>, evaluation: &Evaluation) -> Export {
    let mut text = String::new();
    if let Some(board) = setup.board {
        text.push_str(&format!("[Board \"{board}\"]\n"));
    }
    if let Some(vulnerability) = setup.vulnerability {
        text.push_str(&format!("[Vulnerable \"{}\"]\n", vulnerability.pbn()));
    }
    if let Some(deal) = deal {
        text.push_str(&format!("[Deal \"{}\"]\n", deal.pbn()));
    }
    text.push_str(&format!("[Auction \"{}\"]", setup.dealer.letter()));
    let mut notes = Vec::new();
    let words: Vec<String> = legal_steps(evaluation)
        .map(|step| {
            let mut word = format!("{}{}", step.call.pbn(), if step.alert { "!" } else { "" });
            if let Some(explanation) = &step.explanation {
                notes.push(explanation.as_str());
                word.push_str(&format!(" ={}=", notes.len()));
            }
            word
        })
        .collect();
    for line in words.chunks(4) {
        text.push('\n');
        text.push_str(&line.join(" "));
    }
    for (number, note) in notes.iter().enumerate() {
        // Inside a tag's quotes, a quote and a backslash are escaped.
        let escaped = note.replace('\\', "\\\\").replace('"', "\\\"");
        text.push_str(&format!("\n[Note \"{}:{escaped}\"]", number + 1));
    }
    Export { label: "PBN".to_string(), text }
}

/// The auction as a LIN record (`md|`, `sv|`, `ah|`, then `mb|` and `an|` per call), as BBO's
/// hand records and handviewer links hold it.
fn lin_export(setup: &Setup, deal: Option<&Deal>, evaluation: &Evaluation) -> Export {
    let calls: Vec<lin::CallOut> = legal_steps(evaluation)
        .map(|step| lin::CallOut { call: step.call, alert: step.alert, explanation: step.explanation.as_deref() })
        .collect();
    Export { label: "LIN".to_string(), text: lin::write(setup.dealer, deal, setup.vulnerability, setup.board, &calls) }
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
    Offer {
        label: call.to_string(),
        replace: (if blank_before { 0 } else { at }, if blank_after { text.len() } else { at }),
        insert: format!("{separator}{}{gap}", call.pbn()),
    }
}

fn report(text: &str, reading: &Reading, setup: &Setup, evaluation: Rc<Evaluation>) -> Analysis {
    let auction = &evaluation.auction;
    let given = evaluation.steps.len();
    let mut explanation = explain_state(reading, setup, &evaluation);
    let verdict = match (evaluation.illegal, auction.outcome()) {
        (Some(_), _) => VerdictName::Illegal,
        (None, Some(_)) => VerdictName::Complete,
        (None, None) => VerdictName::Incomplete,
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
    summary.exports = vec![
        pbn_export(setup, reading.deal.as_ref(), &evaluation),
        lin_export(setup, reading.deal.as_ref(), &evaluation),
    ];
    summary.settings = setup.settings();
    summary.warnings = setup.warnings.clone();
    summary.input_summary = match given {
        1 => "1 call".to_string(),
        n => format!("{} calls", crate::report::grouped(n)),
    };
    Analysis::new(summary, tables(setup, &evaluation), calls_line(reading, setup, evaluation))
}

/// The explanation's first lines: the settings, the partnerships, the deal, what was read and
/// the state of the auction at its end (or before its illegal call).
fn explain_state(reading: &Reading, setup: &Setup, evaluation: &Evaluation) -> Vec<String> {
    let auction = &evaluation.auction;
    let given = evaluation.steps.len();
    let mut explanation = setup.lines.clone();
    explanation.push("Partners: North–South against East–West.".to_string());
    if let Some(deal) = &reading.deal {
        let points: Vec<String> =
            Seat::ALL.iter().map(|&seat| format!("{} {}", seat.name(), deal.points(seat))).collect();
        explanation.push(format!("The deal is given: high-card points {}.", points.join(", ")));
    }

    let mut read_line = match given {
        0 => "No calls yet.".to_string(),
        1 => "1 call read.".to_string(),
        n => format!("{n} calls read."),
    };
    if evaluation.all_passes > 0 {
        read_line.push_str(&format!(" AP (all pass) stood for {}.", passes(evaluation.all_passes)));
    }
    if reading.starred {
        read_line.push_str(" A '*' marked the end of the calls given.");
    }
    explanation.push(read_line);

    // The facts of the auction as it stands (before the illegal call, if there is one).
    let at_end = if evaluation.illegal.is_some() { "before it" } else { "at the end" };
    match (auction.highest(), evaluation.illegal) {
        (None, None) => explanation.push("No bid has been made.".to_string()),
        (None, Some(_)) => explanation.push("Before the illegal call, no bid had been made.".to_string()),
        (Some(h), illegal) => {
            explanation.push(match illegal {
                None => format!("Highest bid: {} by {} (call {}).", h.what, h.by.name(), h.at + 1),
                Some(_) => format!(
                    "Before the illegal call, the highest bid was {} by {} (call {}).",
                    h.what,
                    h.by.name(),
                    h.at + 1
                ),
            });
            explanation.push(match auction.doubling() {
                Doubling::Undoubled => format!("Nobody has doubled {}.", h.what),
                Doubling::Doubled { by, at } => format!("{} doubled {} (call {}).", by.name(), h.what, at + 1),
                Doubling::Redoubled { doubled_by, by, at } => {
                    format!("{} doubled {} and {} redoubled (call {}).", doubled_by.name(), h.what, by.name(), at + 1)
                }
            });
        }
    }
    explanation.push(format!("Passes in a row {at_end}: {}.", auction.passes_in_a_row()));

    explanation
}

/// An illegal call: which, the rule and its Laws, what was legal there.
fn explain_illegal(
    summary: &mut Summary,
    explanation: &mut Vec<String>,
    evaluation: &Evaluation,
    index: usize,
    breach: Breach,
) {
    let auction = &evaluation.auction;
    let step = &evaluation.steps[index];
    summary.headline = format!("Illegal call {}: {} by {}", index + 1, step.call, step.seat.name());
    summary.reason = format!(
        "Call {} ({} by {}) is illegal: {} ({}).",
        index + 1,
        step.call,
        step.seat.name(),
        breach.describe(step.seat),
        breach.law_numbers()
    );
    summary.input_mark = Some(step.span);
    summary.input_mark_note = "The first illegal call".to_string();
    explanation.push(format!("The rule it breaks: {}: {}.", breach.rule(), breach.citation()));
    if auction.is_over() {
        explanation.push("The auction was already over, so no call at all was legal there.".to_string());
    } else {
        explanation.push(format!(
            "Legal for {} at that point: {}.",
            step.seat.name(),
            summarize_calls(&auction.legal_calls())
        ));
    }
    if evaluation.unchecked > 0 {
        explanation.push(format!(
            "{} written after it {} not checked: the first illegal call decides.",
            if evaluation.unchecked == 1 {
                "1 more call".to_string()
            } else {
                format!("{} more calls", evaluation.unchecked)
            },
            if evaluation.unchecked == 1 { "was" } else { "were" }
        ));
    }
}

/// Four passes and no bid.
fn explain_passed_out(summary: &mut Summary) {
    summary.headline = "Passed out".to_string();
    summary.reason = "All four players passed without a bid: the deal is passed out and not played.".to_string();
}

/// A finished auction: the contract, and why its declarer declares.
fn explain_contract(summary: &mut Summary, explanation: &mut Vec<String>, auction: &Auction, contract: Contract) {
    let last = auction.last_call().map_or_else(String::new, |l| l.describe());
    let bid = contract.bid();
    let declaring = contract.declaring_bid;
    summary.headline = contract.describe();
    summary.reason = format!(
        "Three passes followed {last}, so the auction is over: the contract is {}, declared by {}.",
        contract.name(),
        contract.declarer().name()
    );
    explanation.push(format!(
        "The contract is the last bid, {bid}{}.",
        match contract.doubling {
            Doubling::Undoubled => ", undoubled: nobody doubled it".to_string(),
            Doubling::Doubled { by, .. } =>
                format!(", doubled: {}'s double was the last call other than pass", by.name()),
            Doubling::Redoubled { by, .. } =>
                format!(", redoubled: {}'s redouble was the last call other than pass", by.name()),
        }
    ));
    let mut declarer_line = format!(
        "Declarer: the first player of {} to bid {} was {} ({} at call {}), so {} declares.",
        declaring.by.side().name(),
        bid.strain().word(),
        declaring.by.name(),
        declaring.what,
        declaring.at + 1,
        declaring.by.name()
    );
    if declaring.by != contract.final_bid.by {
        declarer_line.push_str(&format!(
            " {} made the final bid, but the declarer is whoever named the strain first.",
            contract.final_bid.by.name()
        ));
    }
    explanation.push(declarer_line);
}

/// An unfinished auction: who calls next, what is legal, what passing out would give; the
/// legal calls as offers.
fn explain_incomplete(
    summary: &mut Summary,
    explanation: &mut Vec<String>,
    text: &str,
    reading: &Reading,
    auction: &Auction,
    given: usize,
) {
    let next = auction.next_seat();
    let legal = auction.legal_calls();
    summary.headline = format!("Incomplete: {} to call", next.name());
    summary.reason = if given == 0 {
        format!("No call has been made yet: {}, the dealer, calls first.", next.name())
    } else {
        let state = match auction.last_call() {
            None => {
                format!("{} and no bid so far; four passes would pass the deal out", passes(auction.passes_in_a_row()))
            }
            Some(last) if auction.passes_in_a_row() == 0 => {
                format!("the last call was {}, and three passes in a row would end the auction", last.describe())
            }
            Some(last) => format!(
                "{} in a row after {}, and three end the auction",
                passes(auction.passes_in_a_row()),
                last.describe()
            ),
        };
        format!("Legal so far but not over: {state}. {} to call.", next.name())
    };
    explanation.push(format!("{} is to call. Legal now: {}.", next.name(), summarize_calls(&legal)));
    for call in [Call::Double, Call::Redouble] {
        if let Err(breach) = auction.check(call) {
            explanation.push(format!("{call} is not legal now: {}.", breach.describe(next)));
        }
    }
    // What passing out from here would give: a fact a teacher is likely to ask for.
    let mut passed = auction.clone();
    while !passed.is_over() && passed.make(Call::Pass).is_ok() {}
    let ending = match auction.passes_to_end() {
        1 => "1 more pass".to_string(),
        n => format!("{n} more passes"),
    };
    match passed.outcome() {
        Some(Outcome::Contract(contract)) => {
            explanation.push(format!("{ending} would end it with the contract {}.", contract.describe()))
        }
        _ => explanation.push(format!("{ending} would pass the deal out.")),
    }
    summary.offers = legal.iter().map(|&call| offer_call(text, reading, call)).collect();
}

/// What the input carries beside its calls: annotations not judged, alerts and explanations
/// beside their call, notes no call refers to. Bounded, however long the input.
fn explain_notes(reading: &Reading, evaluation: &Evaluation) -> Vec<String> {
    let mut explanation = Vec::new();
    // Alerts (`!`) and notes that explain their call are listed below, each beside its call.
    let annotations: Vec<&str> = reading
        .stray_annotations
        .iter()
        .map(String::as_str)
        .chain(reading.entries.iter().flat_map(|w| {
            w.annotations
                .iter()
                .map(String::as_str)
                .filter(|a| *a != "!" && !(w.explanation.is_some() && a.starts_with('=')))
        }))
        .collect();
    // However long the input, the explanation lists a bounded number of them.
    if !annotations.is_empty() {
        let shown: Vec<&str> = annotations.iter().take(LISTED).copied().collect();
        let more =
            if annotations.len() > LISTED { format!(" … ({} in all)", annotations.len()) } else { String::new() };
        explanation.push(format!("PBN annotations, shown in the notes but not judged: {}{more}.", shown.join(" ")));
    }
    // Alerts and explanations, each beside its call (bounded like the annotations).
    let explained: Vec<(usize, &Step)> =
        evaluation.steps.iter().enumerate().filter(|(_, s)| s.alert || s.explanation.is_some()).collect();
    for (index, step) in explained.iter().take(LISTED) {
        explanation.push(format!(
            "Call {} ({} by {}){}{}",
            index + 1,
            step.call,
            step.seat.name(),
            if step.alert { " was alerted" } else { "" },
            match &step.explanation {
                Some(text) => format!(
                    "{} explained: {}{}",
                    if step.alert { " and" } else { "" },
                    crate::input::shortened(text, 200),
                    if text.ends_with(['.', '!', '?']) { "" } else { "." }
                ),
                None => ".".to_string(),
            }
        ));
    }
    if explained.len() > LISTED {
        explanation.push(format!("… and {} more alerted or explained calls.", explained.len() - LISTED));
    }
    // Notes no call refers to are listed, so that nothing pasted is lost.
    let unreferenced: Vec<&(String, String)> = reading
        .notes
        .iter()
        .filter(|(number, _)| {
            !reading
                .entries
                .iter()
                .any(|w| w.annotations.iter().any(|a| a.trim_matches('=') == number && a.starts_with('=')))
        })
        .collect();
    for (number, note) in unreferenced.iter().take(LISTED) {
        explanation.push(format!("Note {number}: {}", crate::input::shortened(note, 200)));
    }
    if unreferenced.len() > LISTED {
        explanation.push(format!("… and {} more notes.", unreferenced.len() - LISTED));
    }

    explanation
}

/// The calls table and the bidding diagram.
fn tables(setup: &Setup, evaluation: &Evaluation) -> Vec<Table> {
    let auction = &evaluation.auction;
    let call_rows: Vec<Row> = evaluation.steps.iter().enumerate().map(|(i, step)| calls_row(i, step)).collect();
    let (diagram_rows, diagram_mark) = diagram(evaluation);
    let diagram_columns = diagram_columns(setup.vulnerability, Seat::letter);
    let diagram_columns: Vec<&str> = diagram_columns.iter().map(String::as_str).collect();
    vec![
        Table::new(
            "Calls",
            "One row per call given, up to the first illegal one: the state of the auction after it.",
            &["#", "Seat", "Call", "Legal", "Highest bid", "Doubled", "Passes in a row", "Status", "Note"],
            Box::new(call_rows),
        )
        .marked(evaluation.illegal),
        Table::new(
            "Bidding diagram",
            "The auction as printed in books: one column per seat, West first, the first row starting at the dealer, the closing passes as All Pass.",
            &diagram_columns,
            Box::new(diagram_rows),
        )
        .marked(diagram_mark)
        .step_grid(line::diagram_column(auction.dealer())),
    ]
}

/// The calls given as the line the stepper walks.
fn calls_line(reading: &Reading, setup: &Setup, evaluation: Rc<Evaluation>) -> Line {
    Line {
        title: "The calls given".to_string(),
        caption: "One call per step, in the order given, up to the first illegal one.".to_string(),
        table: Some(CALLS),
        open_at_end: true,
        playable: false,
        legend: vec![
            LegendEntry::new(Role::Now, "the call of this step"),
            LegendEntry::new(Role::Illegal, "an illegal call"),
            LegendEntry::new(Role::Next, "the seat to call next"),
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

/// The judge format: `t`, then per case `n` and `n` calls (white space or commas between
/// tokens, line breaks anywhere). Prints `YES` for a complete legal auction, `NO` otherwise.
/// Calls are read strictly as docs/RULES.md spells them (no `AP` or annotations: they would upset `n`).
/// With `explain`, each case's analysis describes its calls joined by single spaces, dealer
/// North, so its marks point into that text.
pub fn judge(stdin: &str, explain: bool, visit: &mut dyn FnMut(Judged) -> bool) -> Result<(), InputError> {
    let mut tokens = Tokens::with_separators(stdin, &[',']);
    let Some(first) = tokens.next() else {
        return Err(InputError::whole("the input is empty: expected a line with t, the number of cases"));
    };
    let cases = parse_count(first.text).ok_or_else(|| {
        let fault = if too_large(first.text) {
            format!("is too large (at most {})", u64::MAX)
        } else {
            "should be the number of cases, a whole number".to_string()
        };
        InputError::at(stdin, first.start, first.end(), format!("t = {} {fault}", quote(first.text)))
    })?;
    for case in 1..=cases {
        let Some(n_token) = tokens.next() else {
            let end = stdin.len();
            return Err(InputError::at(
                stdin,
                end,
                end,
                format!("the input ended where case {case} of {cases} should start with n, its number of calls"),
            )
            .in_case(case as usize));
        };
        let n = parse_count(n_token.text).ok_or_else(|| {
            let hint = if case > 1 && Call::parse(n_token.text).is_ok() {
                " (it is a call: does the previous case have more calls than its n says?)"
            } else {
                ""
            };
            let fault = if too_large(n_token.text) {
                format!("is too large (at most {})", u64::MAX)
            } else {
                format!("should be the number of calls, a whole number{hint}")
            };
            InputError::at(stdin, n_token.start, n_token.end(), format!("n = {} {fault}", quote(n_token.text)))
                .in_case(case as usize)
        })?;
        // Every token must be a call, also after an illegal one; the laws then judge them all
        // through the same `evaluate` as the exercises and the property tests.
        let mut calls = Vec::new();
        let mut words = Vec::new();
        for index in 0..n {
            let Some(token) = tokens.next() else {
                let end = stdin.len();
                return Err(InputError::at(
                    stdin,
                    end,
                    end,
                    format!("n = {n} but the input ended after {index} calls"),
                )
                .in_case(case as usize));
            };
            let call = Call::parse(token.text).map_err(|why| {
                InputError::at(
                    stdin,
                    token.start,
                    token.end(),
                    format!("{} (call {} of this case) is not a call: {}", quote(token.text), index + 1, why.explain()),
                )
                .in_case(case as usize)
            })?;
            calls.push(call);
            if explain {
                words.push(token.text);
            }
        }
        let answer = if matches!(evaluate(Seat::North, &calls), Verdict::Complete(_)) { "YES" } else { "NO" };
        let analysis = match explain {
            true => Some(analyze(&words.join(" "), &Options::default()).map_err(|e| e.in_case(case as usize))?),
            false => None,
        };
        if !visit(Judged { answer: answer.to_string(), analysis }) {
            return Ok(());
        }
    }
    if let Some(extra) = tokens.next() {
        return Err(InputError::at(
            stdin,
            extra.start,
            extra.end(),
            format!(
                "unexpected {} after the last case (t = {cases}): does a case have more calls than its n says?",
                quote(extra.text)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(dealer: &str) -> Options {
        Options { dealer: Some(dealer.to_string()), ..Options::default() }
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
        assert_eq!(r.exports[0].text, "[Auction \"S\"]\n1H Pass 2H X\nPass Pass XX Pass\nPass Pass");
    }

    #[test]
    fn offers_append_the_call() {
        let a = analyze("1C, P", &Options::default()).unwrap();
        let r = a.report();
        assert_eq!(r.verdict, "incomplete");
        assert_eq!(r.offers[0], Offer { label: "Pass".into(), replace: (5, 5), insert: ", Pass".into() });
        assert_eq!(r.offers[0].apply("1C, P"), "1C, P, Pass");
        assert_eq!(r.offers[1].label, "1♦");
        assert_eq!(r.offers.len(), 1 + 34);
        let empty = analyze("  ", &Options::default()).unwrap();
        assert_eq!(empty.report().offers[1].apply("  "), "1C");
        assert!(analyze("", &options("Q")).is_err());
    }
}
