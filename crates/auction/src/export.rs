//! The auction written back, as a PBN record and as a LIN record, losing nothing that was read:
//! every call written (also the illegal one and those after it, so that another program reads
//! the same calls), the dealer (PBN's mandatory `[Dealer]` as well as `[Auction]`), the
//! vulnerability, the board and the deal as settled, alerts and explanations. The PBN record
//! opens with the tags of PBN's mandatory tag set in its export format's order. What a format
//! does not judge is passed through in that format: PBN's identification tags (`[Event]`,
//! `[Site]` …) and other tags (`[Play]` with its cards …), its comments, annotations and
//! notes; LIN's other fields (`pn|`,
//! `st|`, `pc|`, `mc|` …) in their places. Across formats the players travel too (PBN's
//! `[North]` … tags, LIN's `pn|`). Reading an export again gives the same verdict, headline,
//! dealer, vulnerability, alerts and explanations, and exporting it again the same text.

use super::calls::{Call, Seat};
use super::evaluation::Evaluation;
use super::laws::Outcome;
use super::lin::{self, CallOut, RecordOut};
use super::reading::{alert_note, Entry, LinField, Reading, Written, IDENTIFICATION_TAGS};
use super::record::{Deal, Vulnerability};
use super::setup::Setup;
use super::wording::EXPORT_LABELS;
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

/// The auction as PBN, in PBN 2.1's export format as far as one board goes: comments before
/// the record's first tag; the fifteen tags of the mandatory tag set in their order (`[Event]`,
/// `[Site]`, `[Date]`, `[Board]`, `[West]`, `[North]`, `[East]`, `[South]`, `[Dealer]`,
/// `[Vulnerable]`, `[Deal]`, `[Scoring]`, `[Declarer]`, `[Contract]`, `[Result]`), each with
/// the value read or settled, `?` when it is not known (`????.??.??` for the date, in its
/// format) and empty when it does not apply (the declarer and result of a deal passed out);
/// what else the record holds before its auction section, as written; the `[Auction]`
/// section with every call written, four to a line, each with its annotations and comments
/// (an explanation read from LIN gets a note); `*` if it was there; the notes; then what
/// followed the auction section. `#` ("as in the game before") is never written: the export
/// holds one game.
pub fn pbn(reading: &Reading, setup: &Setup, evaluation: &Evaluation) -> Export {
    let mut lines: Vec<String> = reading.preamble.clone();
    let tag = |name: &str, value: &str| format!("[{name} \"{}\"]", quoted(value));
    // In IDENTIFICATION_TAGS's order.
    let [event, site, date, scoring, result] = &reading.identification;
    let [event_tag, site_tag, date_tag, scoring_tag, result_tag] = IDENTIFICATION_TAGS;
    lines.push(tag(event_tag, event.as_deref().unwrap_or("?")));
    lines.push(tag(site_tag, site.as_deref().unwrap_or("?")));
    lines.push(tag(date_tag, date.as_deref().unwrap_or("????.??.??")));
    lines.push(tag("Board", &setup.board.map_or("?".to_string(), |board| board.to_string())));
    for (seat, name) in PLAYER_TAGS {
        lines.push(tag(name, reading.players[seat.index()].as_deref().unwrap_or("?")));
    }
    lines.push(tag("Dealer", setup.dealer.letter()));
    lines.push(tag("Vulnerable", setup.vulnerability.map_or("?", Vulnerability::pbn)));
    lines.push(tag("Deal", &reading.deal.as_ref().map_or("?".to_string(), Deal::pbn)));
    lines.push(tag(scoring_tag, scoring.as_deref().unwrap_or("?")));
    // The contract and its declarer, as the laws settle them from a complete legal auction
    // (`[Contract "Pass"]`, and an empty `[Declarer]` and `[Result]`, for a deal passed out);
    // otherwise what the record said, as written.
    let passed_out = evaluation.illegal.is_none() && evaluation.auction.outcome() == Some(Outcome::PassedOut);
    let (declarer, contract) = match (evaluation.illegal, evaluation.auction.outcome()) {
        (None, Some(Outcome::Contract(contract))) => {
            (Some(contract.declarer().letter().to_string()), Some(contract.pbn()))
        }
        (None, Some(Outcome::PassedOut)) => (Some(String::new()), Some("Pass".to_string())),
        _ => (reading.declarer_tag.clone(), reading.contract_tag.clone()),
    };
    lines.push(tag("Declarer", declarer.as_deref().unwrap_or("?")));
    lines.push(tag("Contract", contract.as_deref().unwrap_or("?")));
    lines.push(tag(result_tag, result.as_deref().unwrap_or(if passed_out { "" } else { "?" })));
    lines.extend(reading.before.iter().cloned());
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
    // A LIN record's played cards, as PBN's [Play] section, when the contract says who leads
    // and what is trumps.
    let play = match (evaluation.illegal, evaluation.auction.outcome()) {
        (None, Some(Outcome::Contract(contract))) => play_section(reading, contract),
        _ => None,
    };
    lines.extend(play.iter().cloned());
    Export {
        label: EXPORT_LABELS[0].to_string(),
        text: lines.join("\n"),
        note: left_out_of_pbn(reading, play.is_some()),
    }
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
    // A PBN record's [Play] section, as LIN's pc| cards in the order played, after the calls.
    let played = match (&reading.lin_fields, evaluation.illegal, evaluation.auction.outcome()) {
        (None, None, Some(Outcome::Contract(contract))) => played_cards(reading, contract),
        _ => None,
    };
    let text = match &played {
        Some(cards) => {
            let mut fields = Vec::new();
            if reading.players.iter().any(Option::is_some) {
                let names = [Seat::South, Seat::West, Seat::North, Seat::East].map(|seat| {
                    reading.players[seat.index()].as_deref().map_or(String::new(), |n| lin::escape(n, true))
                });
                fields.push(LinField::Other("pn".to_string(), names.join(",")));
            }
            fields.extend(std::iter::repeat_n(LinField::Call, record.entries.len()));
            fields.extend(cards.iter().map(|card| LinField::Other("pc".to_string(), card.clone())));
            lin::write(&record, Some(&fields))
        }
        None => lin::write(&record, reading.lin_fields.as_deref()),
    };
    Export { label: EXPORT_LABELS[1].to_string(), text, note: left_out_of_lin(reading, played.is_some()) }
}

/// How many items a left-out note names before it only counts the rest.
const NAMED: usize = 8;

/// `a`, `a and b`, `a, b and c`; past [`NAMED`] items, the first ones and how many more.
fn listed(items: &[String]) -> String {
    let mut shown: Vec<String> = items.iter().take(NAMED).cloned().collect();
    if items.len() > NAMED {
        shown.push(format!("{} more", items.len() - NAMED));
    }
    match shown.as_slice() {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The name of a PBN piece kept as written: `[Play]` for a tag (with its section), or
/// `None` for a comment.
fn tag_name(piece: &str) -> Option<String> {
    let inner = piece.strip_prefix('[')?;
    let name: String = inner.chars().take_while(|c| !c.is_whitespace() && *c != '"' && *c != ']').collect();
    Some(format!("[{name}]"))
}

/// What a PBN record held that LIN cannot: its annotations (`!` a good call, `$2` …), its
/// comments, the tags not judged (`[Event]`, `[Play]` unless `played` says its cards became
/// `pc|` fields …) and the notes no call refers to. A LIN record read, or a link, holds none
/// of these.
fn left_out_of_lin(reading: &Reading, played: bool) -> String {
    if reading.lin_fields.is_some() {
        return String::new();
    }
    let found =
        |a: &String| a.starts_with('=') && reading.notes.iter().any(|(number, _)| number == a.trim_matches('='));
    let annotations: Vec<String> = reading
        .stray_annotations
        .iter()
        .chain(reading.entries.iter().flat_map(|w| w.annotations.iter()))
        .filter(|a| !found(a))
        .cloned()
        .collect();
    let pieces = reading.preamble.iter().chain(&reading.before).chain(&reading.after);
    let comments = reading.leading_comments.len()
        + reading.entries.iter().map(|w| w.comments.len()).sum::<usize>()
        + pieces.clone().filter(|p| tag_name(p).is_none()).count();
    // The players' tags travel as pn|, and the [Play] section as pc| when it could be read.
    let identification = IDENTIFICATION_TAGS
        .iter()
        .zip(&reading.identification)
        .filter(|(_, value)| value.is_some())
        .map(|(name, _)| format!("[{name}]"));
    let tags: Vec<String> =
        identification.chain(pieces.filter_map(|p| tag_name(p)).filter(|t| !(played && t == "[Play]"))).collect();
    let unreferenced: Vec<String> = reading
        .unreferenced_notes()
        .map(
            |(number, _)| {
                if number.is_empty() {
                    "a note with no number".to_string()
                } else {
                    format!("note {number}")
                }
            },
        )
        .collect();
    let mut parts = Vec::new();
    if !annotations.is_empty() {
        parts.push(format!(
            "the annotations {}",
            annotations.iter().take(NAMED * 2).cloned().collect::<Vec<_>>().join(" ")
        ));
        if annotations.len() > NAMED * 2 {
            parts.push(format!("{} more annotations", annotations.len() - NAMED * 2));
        }
    }
    if comments > 0 {
        parts.push(verdict_model::words::counted(comments, "comment", "comments"));
    }
    if !tags.is_empty() {
        parts.push(format!("the {} {}", if tags.len() == 1 { "tag" } else { "tags" }, listed(&tags)));
    }
    if !unreferenced.is_empty() {
        parts.push(format!("{}, which no call refers to", listed(&unreferenced)));
    }
    match parts.as_slice() {
        [] => String::new(),
        _ => format!("Left out, as LIN has no place for them: {}. The PBN export keeps them.", listed(&parts)),
    }
}

/// What a LIN record held that PBN cannot be given by this export: the fields not judged
/// (`pc|` played cards unless `played` says they became a `[Play]` section, `mc|` a claim,
/// `st|`, `pg|` …), by key and count; `pn|`, the players, travels as PBN's players' tags.
fn left_out_of_pbn(reading: &Reading, played: bool) -> String {
    let Some(fields) = &reading.lin_fields else { return String::new() };
    let mut counts: Vec<(String, usize)> = Vec::new();
    for field in fields {
        if let LinField::Other(key, _) = field {
            let key = key.trim().to_ascii_lowercase();
            if key == "pn" || (played && key == "pc") {
                continue;
            }
            match counts.iter_mut().find(|(k, _)| *k == key) {
                Some((_, n)) => *n += 1,
                None => counts.push((key, 1)),
            }
        }
    }
    let named: Vec<String> = counts
        .iter()
        .map(|(key, n)| {
            let what = match key.as_str() {
                "pc" => Some(verdict_model::words::counted(*n, "card played", "cards played")),
                "mc" => Some("a claim".to_string()),
                "nt" => Some(verdict_model::words::counted(*n, "comment", "comments")),
                _ => None,
            };
            match what {
                Some(what) => format!("{key}| ({what})"),
                None if *n == 1 => format!("{key}|"),
                None => format!("{key}| ×{n}"),
            }
        })
        .collect();
    match named.as_slice() {
        [] => String::new(),
        _ => format!(
            "Left out, as this PBN export does not write them: the LIN fields {}. The LIN export keeps them in their places.",
            listed(&named)
        ),
    }
}

/// A card of LIN's `pc|` (`SA`, `h10`, `DT`): its suit (0 spades … 3 clubs) and rank (2 … 14).
fn lin_card(text: &str) -> Option<(usize, u8)> {
    let text = text.trim().to_ascii_uppercase();
    let suit = "SHDC".find(text.get(..1)?)?;
    let rank = match &text[1..] {
        "10" | "T" => 10,
        "J" => 11,
        "Q" => 12,
        "K" => 13,
        "A" => 14,
        digit if digit.len() == 1 => digit.parse::<u8>().ok().filter(|r| (2..=9).contains(r))?,
        _ => return None,
    };
    Some((suit, rank))
}

/// The `pc|` cards of a LIN record as PBN's `[Play]` section (PBN 2.1, the play section): the
/// tag names the opening leader, declarer's left-hand opponent; each trick is a line of four
/// cards in the columns of the seats from the leader clockwise, whoever led the trick (the
/// winner of the one before: the highest trump, else the highest card of the suit led); a
/// trick not finished has `-` for the cards not played, and `*` ends a play not finished.
/// `None` when the record plays no card or a card does not read.
fn play_section(reading: &Reading, contract: super::laws::Contract) -> Option<String> {
    let cards: Vec<(usize, u8)> = reading
        .lin_fields
        .as_ref()?
        .iter()
        .filter_map(|f| match f {
            LinField::Other(key, value) if key.trim().eq_ignore_ascii_case("pc") => Some(lin_card(value)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    if cards.is_empty() || cards.len() > 52 {
        return None;
    }
    let trumps = trump_suit(contract.bid().strain());
    let opening = contract.declarer().after(1);
    let column = |seat: Seat| (seat.index() + 4 - opening.index()) % 4;
    let mut lines = vec![format!("[Play \"{}\"]", opening.letter())];
    let mut leader = opening;
    for trick in cards.chunks(4) {
        let mut row = vec!["-".to_string(); 4];
        for (k, (suit, rank)) in trick.iter().enumerate() {
            let rank = match rank {
                10 => "T".to_string(),
                11 => "J".to_string(),
                12 => "Q".to_string(),
                13 => "K".to_string(),
                14 => "A".to_string(),
                digit => digit.to_string(),
            };
            row[column(leader.after(k))] = format!("{}{rank}", ['S', 'H', 'D', 'C'][*suit]);
        }
        if trick.len() == 4 {
            let led = trick[0].0;
            let best = (0..4)
                .max_by_key(|&k| {
                    let (suit, rank) = trick[k];
                    (Some(suit) == trumps, suit == led, rank)
                })
                .unwrap_or(0);
            leader = leader.after(best);
        }
        lines.push(row.join(" "));
    }
    if cards.len() < 52 {
        lines.push("*".to_string());
    }
    Some(lines.join("\n"))
}

/// A PBN record's `[Play]` section as the cards in the order played (LIN's `pc|` values,
/// `SA`, `H10`): the section's cards read four to a trick in the seats' columns from the
/// opening leader, each trick's leader the winner of the one before (the section's own
/// leader must be declarer's left-hand opponent). `-` is a card not played, which only the
/// last trick may have; `*` ends the section. `None` when there is no such section, or a word in it is
/// not a card (an annotation, a comment), or the leader is not the one the contract says.
fn played_cards(reading: &Reading, contract: super::laws::Contract) -> Option<Vec<String>> {
    let piece = reading.after.iter().chain(&reading.before).find(|p| tag_name(p).as_deref() == Some("[Play]"))?;
    let close = piece.find(']')?;
    let value = piece[..close].split('"').nth(1)?;
    let opening = contract.declarer().after(1);
    if Seat::parse(value) != Some(opening) {
        return None;
    }
    let mut words: Vec<&str> = piece[close + 1..].split_whitespace().collect();
    if words.last() == Some(&"*") {
        words.pop();
    }
    let trumps = trump_suit(contract.bid().strain());
    let column = |seat: Seat| (seat.index() + 4 - opening.index()) % 4;
    let mut leader = opening;
    let mut played = Vec::new();
    let tricks = words.len().div_ceil(4);
    for (number, trick) in words.chunks(4).enumerate() {
        let mut cards = Vec::new();
        for k in 0..4 {
            let word = *trick.get(column(leader.after(k)))?;
            if word == "-" {
                break;
            }
            cards.push(lin_card(word)?);
            played.push(word.to_string());
        }
        if cards.len() < 4 {
            // A card not played ends the play: only the last trick may be unfinished.
            return (number + 1 == tricks).then_some(played);
        }
        let led = cards[0].0;
        let best = (0..4).max_by_key(|&k| (Some(cards[k].0) == trumps, cards[k].0 == led, cards[k].1)).unwrap_or(0);
        leader = leader.after(best);
    }
    Some(played)
}

/// The suit of `strain` as the play's suit index (spades 0 to clubs 3); none at notrump.
fn trump_suit(strain: super::calls::Strain) -> Option<usize> {
    match strain {
        super::calls::Strain::Spades => Some(0),
        super::calls::Strain::Hearts => Some(1),
        super::calls::Strain::Diamonds => Some(2),
        super::calls::Strain::Clubs => Some(3),
        super::calls::Strain::NoTrump => None,
    }
}
