//! The auction written back, as a PBN record and as a LIN record, losing nothing that was read:
//! every call written (also the illegal one and those after it, so that another program reads
//! the same calls), the dealer (PBN's mandatory `[Dealer]` as well as `[Auction]`), the
//! vulnerability, the board and the deal as settled, alerts and explanations. What a format
//! does not judge is passed through in that format: PBN's other tags (`[Event]`, the players,
//! `[Play]` with its cards), its comments, annotations and notes; LIN's other fields (`pn|`,
//! `st|`, `pc|`, `mc|` …) in their places. Across formats the players travel too (PBN's
//! `[North]` … tags, LIN's `pn|`). Reading an export again gives the same verdict, headline,
//! dealer, vulnerability, alerts and explanations, and exporting it again the same text.

use super::calls::{Call, Seat};
use super::evaluation::Evaluation;
use super::laws::Outcome;
use super::lin::{self, CallOut, RecordOut};
use super::reading::{alert_note, Entry, Reading, Written};
use super::setup::Setup;
use verdict_model::report::Export;

/// PBN's players' tags in the order PBN writes them.
const PLAYER_TAGS: [(Seat, &str); 4] =
    [(Seat::West, "West"), (Seat::North, "North"), (Seat::East, "East"), (Seat::South, "South")];

/// A value inside a PBN tag's quotes: a quote and a backslash are escaped.
fn quoted(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// `=12=`: a reference to a note.
fn is_note_reference(annotation: &str) -> bool {
    annotation.len() > 2
        && annotation.starts_with('=')
        && annotation.ends_with('=')
        && annotation[1..annotation.len() - 1].bytes().all(|b| b.is_ascii_digit())
}

/// The calls, four to a line, with what was written beside them.
struct CallLines {
    lines: Vec<String>,
    line: Vec<String>,
    calls_on_line: usize,
}

impl CallLines {
    fn push(&mut self, token: String) {
        self.line.push(token);
    }

    fn end_line(&mut self) {
        if !self.line.is_empty() {
            self.lines.push(std::mem::take(&mut self.line).join(" "));
        }
        self.calls_on_line = 0;
    }

    /// A comment as written: one to the end of its line ends the line; an escaped `%` line
    /// stands on a line of its own.
    fn comment(&mut self, comment: &str) {
        if comment.starts_with('%') {
            self.end_line();
            self.lines.push(comment.to_string());
        } else {
            self.push(comment.to_string());
            if comment.starts_with(';') {
                self.end_line();
            }
        }
    }

    fn call(&mut self, word: String) {
        if self.calls_on_line == 4 {
            self.end_line();
        }
        self.push(word);
        self.calls_on_line += 1;
    }
}

/// An entry as PBN writes it: the call (or `AP`), a suffix annotation glued to it as in `1S!`,
/// the other annotations after it; `note` is the reference to add for an alert or an
/// explanation that has none (one read from LIN).
fn pbn_word(written: &Written, note: Option<usize>) -> String {
    let mut word = match written.entry {
        Entry::Call(call) => call.pbn(),
        Entry::AllPass => "AP".to_string(),
    };
    for (k, annotation) in written.annotations.iter().enumerate() {
        let suffix = annotation.bytes().all(|b| b == b'!' || b == b'?');
        if !(k == 0 && suffix) {
            word.push(' ');
        }
        word.push_str(annotation);
    }
    if let Some(number) = note {
        word.push_str(&format!(" ={number}="));
    }
    word
}

/// The auction as PBN: what the record holds before its auction section, as written, with the
/// settled `[Board]` where it stood; the players (when they came from LIN or a link),
/// `[Dealer]`, `[Vulnerable]` and `[Deal]`; the `[Auction]` section with every call written,
/// four to a line, each with its annotations and comments (an explanation read from LIN gets a
/// note); `*` if it was there; the notes; then what followed the auction section.
pub fn pbn(reading: &Reading, setup: &Setup, evaluation: &Evaluation) -> Export {
    let mut lines: Vec<String> = reading.before.clone();
    // The board where its tag stood, else after what came before (and before players written
    // here, which a second reading finds among the pieces before it).
    if let Some(board) = setup.board {
        lines.insert(reading.board_at.unwrap_or(lines.len()).min(lines.len()), format!("[Board \"{board}\"]"));
    }
    if !reading.pbn_players {
        for (seat, tag) in PLAYER_TAGS {
            if let Some(name) = &reading.players[seat.index()] {
                lines.push(format!("[{tag} \"{}\"]", quoted(name)));
            }
        }
    }
    lines.push(format!("[Dealer \"{}\"]", setup.dealer.letter()));
    if let Some(vulnerability) = setup.vulnerability {
        lines.push(format!("[Vulnerable \"{}\"]", vulnerability.pbn()));
    }
    if let Some(deal) = &reading.deal {
        lines.push(format!("[Deal \"{}\"]", deal.pbn()));
    }
    // The contract and its declarer, as the laws settle them from a complete legal auction
    // (`[Contract "Pass"]` and an empty `[Declarer]` for a deal passed out); otherwise what
    // the record said, as written.
    let (declarer, contract) = match (evaluation.illegal, evaluation.auction.outcome()) {
        (None, Some(Outcome::Contract(contract))) => {
            (Some(contract.declarer().letter().to_string()), Some(contract.pbn()))
        }
        (None, Some(Outcome::PassedOut)) => (Some(String::new()), Some("Pass".to_string())),
        _ => (reading.declarer_tag.clone(), reading.contract_tag.clone()),
    };
    if let Some(declarer) = declarer {
        lines.push(format!("[Declarer \"{}\"]", quoted(&declarer)));
    }
    if let Some(contract) = contract {
        lines.push(format!("[Contract \"{}\"]", quoted(&contract)));
    }
    lines.push(format!("[Auction \"{}\"]", setup.dealer.letter()));

    // Explanations without a note of their own get new note numbers after the ones read.
    let mut next_note = reading.notes.iter().filter_map(|(n, _)| n.parse::<usize>().ok()).max().unwrap_or(0);
    let mut new_notes = Vec::new();
    let mut calls = CallLines { lines: Vec::new(), line: Vec::new(), calls_on_line: 0 };
    for comment in &reading.leading_comments {
        calls.comment(comment);
    }
    for annotation in &reading.stray_annotations {
        calls.push(annotation.clone());
    }
    for written in &reading.entries {
        // PBN has no alert mark: an alert read from LIN or a link is written as a note.
        let has_note = written.annotations.iter().any(|a| is_note_reference(a));
        let note_text = match (written.alerted(), &written.explanation) {
            _ if has_note => None,
            (true, explanation) => Some(alert_note(explanation.as_deref())),
            (false, Some(text)) => Some(text.clone()),
            (false, None) => None,
        };
        let note = note_text.map(|text| {
            next_note += 1;
            new_notes.push((next_note, text));
            next_note
        });
        calls.call(pbn_word(written, note));
        for comment in &written.comments {
            calls.comment(comment);
        }
    }
    if reading.starred {
        calls.push("*".to_string());
    }
    calls.end_line();
    lines.extend(calls.lines);

    for (number, note) in &reading.notes {
        // A note with no number is written as it was read: its text alone.
        let value = if number.is_empty() && !note.contains(':') { note.clone() } else { format!("{number}:{note}") };
        lines.push(format!("[Note \"{}\"]", quoted(&value)));
    }
    for (number, note) in new_notes {
        lines.push(format!("[Note \"{number}:{}\"]", quoted(&note)));
    }
    lines.extend(reading.after.iter().cloned());
    Export { label: "PBN".to_string(), text: lines.join("\n") }
}

/// The auction as a LIN record (`md|`, `sv|`, `ah|`, then `mb|` and `an|` per call), as BBO's
/// hand records and handviewer links hold it: a LIN record read keeps its other fields in
/// their places, any other input gets `pn|` when its players are known. An `AP` is written as
/// the passes it stood for.
pub fn lin(reading: &Reading, setup: &Setup, evaluation: &Evaluation) -> Export {
    let entries = reading
        .entries
        .iter()
        .zip(&evaluation.entry_calls)
        .map(|(written, &count)| {
            let call = match written.entry {
                Entry::Call(call) => call,
                Entry::AllPass => Call::Pass,
            };
            // The alert and the explanation belong to the word: its last call carries them.
            (0..count)
                .map(|k| {
                    let last = k + 1 == count;
                    CallOut {
                        call,
                        alert: last && written.alerted(),
                        explanation: if last { written.explanation.as_deref() } else { None },
                    }
                })
                .collect()
        })
        .collect();
    let record = RecordOut {
        dealer: setup.dealer,
        deal: reading.deal.as_ref(),
        vulnerability: setup.vulnerability,
        board: setup.board,
        players: &reading.players,
        entries,
    };
    Export { label: "LIN".to_string(), text: lin::write(&record, reading.lin_fields.as_deref()) }
}
