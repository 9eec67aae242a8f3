//! Reading the page's text: calls as a teacher types or pastes them, or a PBN auction section.
//!
//! Separators and dashes (docs/RULES.md, "Bridge auction": calls are separated by white space or
//! commas, never dashes): white space and commas separate calls; a dash standing alone is a pass, however
//! many separators surround it (`1C - 2H`, `1C,-,2H`). A dash glued to anything else
//! (`1C-P-2H`, `--`) is refused with a message saying how to write it, rather than guessed at:
//! read literally, `1C-P-2H` would hold two passes its writer did not mean.
//!
//! PBN (Portable Bridge Notation 2.1), what is understood and what is skipped:
//! - `[Auction "E"]` starts the auction section and names the dealer, overriding the dealer
//!   setting; a `[Dealer]` tag naming another seat is an input error that names both tags. The section runs to the next tag or the end. When it is present, words outside it
//!   are ignored if they follow some other tag (they belong to that tag's section, e.g. the
//!   cards of a `[Play]` section) and refused if they come before every tag. Without an
//!   `[Auction]` tag every word is a call, tags are skipped, and a `[Dealer "E"]` tag, if any,
//!   names the dealer.
//! - `AP` ("all pass") stands for as many passes as end the auction from where it stands; after
//!   the end it counts as one pass, which is then an illegal call after the end.
//! - `*` ends the calls of an unfinished auction; a call after it is refused.
//! - Note references (`=1=`), numeric annotation glyphs (`$1`) and suffix annotations (`!`,
//!   `?`, `!?` ...) are skipped, standing alone or stuck to the end of a call (`1S!`, `2C=1=`);
//!   the text of `[Note "1:..."]` tags is kept and shown next to the call it annotates.
//! - Commentary in braces `{...}`, rest-of-line comments after `;`, and escaped lines starting
//!   with `%` are not judged. A word ends where a tag, brace or `;` begins (`Pass;late` is a
//!   pass).
//!
//! Nothing read is dropped, so that the PBN export gives back what was typed: a comment among
//! the calls is kept after its call; the tags of PBN's mandatory tag set are read (the players'
//! names, and `[Event]`, `[Site]`, `[Date]`, `[Scoring]`, `[Result]` as
//! [`Reading::identification`]) for the export to write in its format's order, a value `?` or
//! `#` (unknown; "as the game before", which one game does not have) being no value; the other
//! tags (`[Play]` with its cards, `[Room]` …) and comments outside the calls are kept as
//! written, in order: before the first tag ([`Reading::preamble`]), then before or after the
//! auction section ([`Reading::before`], [`Reading::after`]).
//!
//! These all work without the `[Auction]` tag too: a teacher who types `1C P ?` loses nothing.

use super::calls::{not_a_call, syntax_error, token_error, value_error, Call, Seat};
use super::record::{Deal, Vulnerability};
use verdict_model::input::{quote, InputError};
use verdict_model::Message;

/// One entry of the auction as written: a call, or `AP` standing for the passes that end it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    Call(Call),
    AllPass,
}

/// An entry with the byte range of its word and the annotations that followed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub entry: Entry,
    pub span: (usize, usize),
    /// Note references, glyphs and suffix annotations attached to this entry, as written (PBN
    /// only: a `!` here is PBN's "good call", `$1`, not an alert).
    pub annotations: Vec<String>,
    /// Whether the bidder's side alerted the call: LIN's `mb|1C!|`, a handviewer link's `1c!`,
    /// or in PBN a note the call refers to whose text starts with "Alert" (PBN writes alerts as
    /// notes; see [`alert_note`]).
    pub alert: bool,
    /// The number of the PBN note that explains or alerts the call (`=2=` → 2), which the
    /// diagram's footnote keeps as its mark.
    pub note: Option<usize>,
    /// What the call means, as its bidder explained it: a PBN note it refers to, or LIN's
    /// `an|`.
    pub explanation: Option<String>,
    /// PBN comments written after the call (and before the next one), as written.
    pub comments: Vec<String>,
}

impl Written {
    /// Whether the call was alerted (LIN's `mb|1C!|`; in PBN an "Alert" note, never a `!`).
    pub fn alerted(&self) -> bool {
        self.alert
    }

    /// The number of the first PBN note this entry refers to that was found (`=2=` → 2).
    fn note_number(&self, notes: &[(String, String)]) -> Option<usize> {
        self.annotations
            .iter()
            .filter(|a| is_note_reference(a))
            .map(|a| a.trim_matches('='))
            .find(|n| notes.iter().any(|(number, _)| number == n))
            .and_then(|n| n.parse().ok())
    }
}

/// PBN has no mark for an alert (its `!` is the "good call" annotation, `$1`): an alert is a
/// note the call refers to. The project writes an alerted call's note as `Alert` or
/// `Alert: what it means`, and reads a note whose text starts with the word "Alert" (or
/// "Alerted"), any case, as alerting its call, the rest after a `:`, `.`, `-` or `—` being the
/// explanation. This returns the note's text for an alert with `explanation`.
pub fn alert_note(explanation: Option<&str>) -> String {
    match explanation {
        Some(text) => format!("Alert: {text}"),
        None => "Alert".to_string(),
    }
}

/// Reads a note's text as [`alert_note`] writes it: `Some(explanation)` when it is an alert.
///
/// The word is compared in ASCII: "alert" is ASCII, and Unicode's case tables (`to_lowercase`,
/// `is_alphabetic`) were 8.8 KB of the auction's compact module, gzipped. A word that goes on in
/// a letter beyond ASCII ("Alertés") is another word, so any character past ASCII other than a
/// space or a dash ends the match as not an alert.
pub fn read_alert_note(text: &str) -> Option<Option<String>> {
    let trimmed = text.trim_start();
    let word_len = trimmed.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(trimmed.len());
    let (word, after) = trimmed.split_at(word_len);
    let word_goes_on =
        after.chars().next().is_some_and(|c| !c.is_ascii() && !c.is_whitespace() && !matches!(c, '—' | '–'));
    if word_goes_on || !(word.eq_ignore_ascii_case("alert") || word.eq_ignore_ascii_case("alerted")) {
        return None;
    }
    let rest = after.trim_start().trim_start_matches([':', '.', '-', '—', '–']).trim();
    Some((!rest.is_empty()).then(|| rest.to_string()))
}

/// Where the dealer came from, when the text names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealerTag {
    Auction,
    Dealer,
    /// LIN's `md|` field.
    Lin,
    /// A handviewer link's `d=` parameter.
    Link,
}

impl DealerTag {
    /// Where the dealer was read, for the explanation: "the [Auction] tag".
    pub fn source(self) -> &'static str {
        match self {
            DealerTag::Auction => "the [Auction] tag",
            DealerTag::Dealer => "the [Dealer] tag",
            DealerTag::Lin => "the LIN record's md| field",
            DealerTag::Link => "the link's d= parameter",
        }
    }
}

/// Everything read from the page's text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    pub entries: Vec<Written>,
    pub dealer: Option<(Seat, DealerTag)>,
    /// Annotations found before any call (nothing to attach them to).
    pub stray_annotations: Vec<String>,
    /// `[Note "n:text"]` tags: the note number and its text.
    pub notes: Vec<(String, String)>,
    /// Whether a `*` closed the calls.
    pub starred: bool,
    /// Where a further call goes: the end of the last word of the auction (or of the
    /// `[Auction]` tag when there is none yet), and the separator to put before it.
    pub append_at: usize,
    pub separator: &'static str,
    /// How a further call is written there: in the notation of the input.
    pub call_style: CallStyle,
    /// The board number (`[Board]`, LIN's `ah|Board N|`).
    pub board: Option<u32>,
    /// Who is vulnerable, and where the input said so.
    pub vulnerability: Option<(Vulnerability, &'static str)>,
    /// The four hands (`[Deal]`, LIN's `md|`).
    pub deal: Option<Deal>,
    /// The players' names by seat index (N, E, S, W): PBN's `[North]` … tags, LIN's `pn|`.
    pub players: [Option<String>; 4],
    /// The values of PBN's [`IDENTIFICATION_TAGS`] (`[Event]`, `[Site]`, `[Date]`,
    /// `[Scoring]`, `[Result]`), as read with PBN's escapes undone: not judged, but written
    /// again in their places of PBN's export format.
    pub identification: [Option<String>; 5],
    /// Comments before the record's first tag, as written (a file's `% PBN 2.1` line): the
    /// export writes them first, before the tags.
    pub preamble: Vec<String>,
    /// Comments among the calls before the first one, as written.
    pub leading_comments: Vec<String>,
    /// What the text holds before and after the auction section that is not judged here (PBN
    /// tags with their sections, comments after the first tag), each piece as written.
    pub before: Vec<String>,
    pub after: Vec<String>,
    /// A LIN record's fields in order (the judged ones as places to write them again), so that
    /// the LIN export keeps the fields it does not judge where they stood; `None` for other
    /// inputs.
    pub lin_fields: Option<Vec<LinField>>,
    /// What the reader chose to say about the input (a link's hands that are not a deal).
    pub remarks: Vec<verdict_model::Message>,
    /// The record's own `[Contract]` and `[Declarer]` values, as written: the export writes
    /// them from the auction when it is complete, and these otherwise.
    pub contract_tag: Option<String>,
    pub declarer_tag: Option<String>,
}

impl Reading {
    /// The notes (number, text) that no call refers to (`=number=`), in their order: the
    /// explanation lists them and the LIN export says it leaves them out.
    pub fn unreferenced_notes(&self) -> impl Iterator<Item = &(String, String)> {
        self.notes.iter().filter(|(number, _)| {
            !self
                .entries
                .iter()
                .any(|w| w.annotations.iter().any(|a| a.starts_with('=') && a.trim_matches('=') == number))
        })
    }
}

/// How a call offered on the page is written into the input, in the input's own notation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CallStyle {
    /// A word, as PBN and plain calls write it: `Pass`, `1H`.
    #[default]
    Words,
    /// A LIN field: `mb|p|`.
    Lin,
    /// A LIN field inside a link's percent-encoded `lin=`: `mb%7Cp%7C`.
    LinInLink,
    /// A handviewer link's `a=` calls, run together: `p`, `1h`.
    Viewer,
}

/// A field of a LIN record as the export writes it again: the judged ones are written from
/// the analysis (`md|` from the settled dealer, `mb|` from the calls), the others as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinField {
    /// `md|`: the dealer and the deal.
    Dealer,
    /// `sv|`: the vulnerability.
    Vulnerability,
    /// `ah|`: the board.
    Board,
    /// One `mb|` (with its `an|`): the next entry.
    Call,
    /// Any other field, its key and value as read (`pn|`, `st|`, `pc|`, `mc|` …).
    Other(String, String),
}

#[derive(Clone, Copy, Debug)]
enum Lexeme<'a> {
    Tag {
        name: &'a str,
        value: &'a str,
        value_start: usize,
        start: usize,
        end: usize,
    },
    Word {
        text: &'a str,
        start: usize,
    },
    /// `{…}`, `;…` to the end of the line, or a `%` line, as written.
    Comment {
        text: &'a str,
        start: usize,
    },
}

impl Lexeme<'_> {
    /// The byte range of the lexeme in the text.
    fn range(&self) -> (usize, usize) {
        match *self {
            Lexeme::Tag { start, end, .. } => (start, end),
            Lexeme::Word { text, start } | Lexeme::Comment { text, start } => (start, start + text.len()),
        }
    }
}

/// The tags whose values are read (and written again by the export, in PBN's export format's
/// order, from the analysis and what was read); every other tag is kept as written.
const JUDGED_TAGS: [&str; 17] = [
    "Auction",
    "Board",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Note",
    "Contract",
    "Declarer",
    "North",
    "East",
    "South",
    "West",
    "Event",
    "Site",
    "Date",
    "Scoring",
    "Result",
];

/// The players' tags, by seat index (N, E, S, W).
const PLAYER_TAGS: [&str; 4] = ["North", "East", "South", "West"];

/// The tags of PBN's mandatory tag set that this reader does not judge, kept for the export:
/// [`Reading::identification`] holds their values in this order.
pub const IDENTIFICATION_TAGS: [&str; 5] = ["Event", "Site", "Date", "Scoring", "Result"];

/// Whether a tag's value says it is not known: PBN's `?` (`????.??.??` for a date), or `#`
/// ("as in the game before"), which a record of one game has nothing to copy from; or empty
/// ("does not apply").
fn unknown(value: &str) -> bool {
    matches!(value.trim(), "" | "?" | "#" | "????.??.??")
}

/// Splits `text` into tags, words and comments, dropping separators. Also says whether
/// the text ends in a comment that runs to the end of its line (so that anything appended
/// must go on a new line).
fn lex(text: &str) -> Result<(Vec<Lexeme<'_>>, bool), InputError> {
    let mut lexemes = Vec::new();
    let mut pos = 0;
    let mut line_start = true;
    let mut ends_in_line_comment = false;
    let rest_of_line = |from: usize| text[from..].find('\n').map_or(text.len(), |i| from + i);
    while let Some(c) = text[pos..].chars().next() {
        if c == '\n' {
            line_start = true;
            pos += 1;
            continue;
        }
        if c.is_whitespace() || c == ',' {
            line_start &= c != ',';
            pos += c.len_utf8();
            continue;
        }
        let starts_line = std::mem::replace(&mut line_start, false);
        ends_in_line_comment = c == ';' || (c == '%' && starts_line);
        let comment_end = match c {
            '%' if starts_line => Some(rest_of_line(pos)),
            ';' => Some(rest_of_line(pos)),
            _ => None,
        };
        if let Some(end) = comment_end {
            // A `\r` before the line's end belongs to the line break, not to the comment.
            let end = if text[..end].ends_with('\r') { end - 1 } else { end };
            lexemes.push(Lexeme::Comment { text: &text[pos..end], start: pos });
            pos = end;
            continue;
        }
        match c {
            '{' => match text[pos..].find('}') {
                Some(close) => {
                    lexemes.push(Lexeme::Comment { text: &text[pos..pos + close + 1], start: pos });
                    pos += close + 1;
                }
                None => return Err(InputError::at(text, pos, pos + 1, syntax_error("comment"))),
            },
            '[' => {
                let tag = tag_at(text, pos)?;
                if let Lexeme::Tag { end, .. } = tag {
                    pos = end;
                }
                lexemes.push(tag);
            }
            _ => {
                let len = text[pos..]
                    .find(|c: char| c.is_whitespace() || matches!(c, ',' | '[' | '{' | ';'))
                    .unwrap_or(text.len() - pos);
                lexemes.push(Lexeme::Word { text: &text[pos..pos + len], start: pos });
                pos += len;
            }
        }
    }
    Ok((lexemes, ends_in_line_comment))
}

/// Reads the tag `[Name "value"]` that starts at `start`.
fn tag_at(text: &str, start: usize) -> Result<Lexeme<'_>, InputError> {
    // The closing bracket is the first `]` outside the quoted value.
    let mut in_quotes = false;
    let mut escaped = false;
    let mut close = None;
    for (i, c) in text[start + 1..].char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_quotes => escaped = true,
            '"' => in_quotes = !in_quotes,
            ']' if !in_quotes => {
                close = Some(start + 1 + i);
                break;
            }
            '\n' if !in_quotes => break,
            _ => {}
        }
    }
    let Some(close) = close else {
        return Err(InputError::at(text, start, start + 1, syntax_error("tag")));
    };
    let end = close + 1;
    let malformed = || InputError::at(text, start, end, token_error("not-tag", quote(&text[start..end])));
    let inner = &text[start + 1..close];
    let name_len = inner.find(|c: char| c.is_whitespace() || c == '"').unwrap_or(inner.len());
    let name = &inner[..name_len];
    let after_name = inner[name_len..].trim_start();
    let value_start = close - after_name.len() + 1;
    let quoted = after_name.trim_end();
    if name.is_empty() || quoted.len() < 2 || !quoted.starts_with('"') || !quoted.ends_with('"') {
        return Err(malformed());
    }
    let value = &quoted[1..quoted.len() - 1];
    Ok(Lexeme::Tag { name, value, value_start, start, end })
}

/// A tag's value with PBN's escapes undone: `\"` is a quote, `\\` a backslash.
fn unescaped(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some(next @ ('"' | '\\'))) => {
                out.push(next);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

/// `=12=`: a reference to note 12.
pub fn is_note_reference(word: &str) -> bool {
    word.len() > 2
        && word.starts_with('=')
        && word.ends_with('=')
        && word[1..word.len() - 1].bytes().all(|b| b.is_ascii_digit())
}

/// `$12`: a numeric annotation glyph.
fn is_glyph(word: &str) -> bool {
    word.len() > 1 && word.starts_with('$') && word[1..].bytes().all(|b| b.is_ascii_digit())
}

/// `!`, `?`, `!?`, `??` ...: a suffix annotation.
pub fn is_suffix_annotation(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b == b'!' || b == b'?')
}

fn is_annotation(word: &str) -> bool {
    is_note_reference(word) || is_glyph(word) || is_suffix_annotation(word)
}

/// Splits annotations stuck to the end of a call (`1S!`, `2C=1=`, `X=2=?`) from the call.
fn split_annotations(word: &str) -> (&str, Vec<String>) {
    let mut core = word;
    let mut annotations = Vec::new();
    loop {
        let before = core.len();
        // A note reference at the end: `=digits=` with something before it.
        if let Some(body) = core.strip_suffix('=') {
            if let Some(open) = body.rfind('=') {
                let candidate = &core[open..];
                if open > 0 && is_note_reference(candidate) {
                    annotations.insert(0, candidate.to_string());
                    core = &core[..open];
                }
            }
        }
        let trimmed = core.trim_end_matches(['!', '?']);
        if !trimmed.is_empty() && trimmed.len() < core.len() {
            annotations.insert(0, core[trimmed.len()..].to_string());
            core = trimmed;
        }
        if core.len() == before {
            return (core, annotations);
        }
    }
}

/// Reads the page's text into auction entries (see the module comment for what is accepted).
pub fn read(text: &str) -> Result<Reading, InputError> {
    let (lexemes, ends_in_line_comment) = lex(text)?;
    // The [Auction] tags: (index among the lexemes, value, where the value starts, tag end).
    let mut auction_tags = lexemes.iter().enumerate().filter_map(|(i, l)| match *l {
        Lexeme::Tag { name, value, value_start, end, .. } if name.eq_ignore_ascii_case("Auction") => {
            Some((i, value, value_start, end))
        }
        _ => None,
    });
    let auction_tag = auction_tags.next();
    if let Some((second, ..)) = auction_tags.next() {
        if let Lexeme::Tag { start, end, .. } = lexemes[second] {
            return Err(InputError::at(text, start, end, syntax_error("second-auction")));
        }
    }

    let mut reading = Reading::default();
    for lexeme in &lexemes {
        if let Lexeme::Tag { name, value, value_start, .. } = lexeme {
            if name.eq_ignore_ascii_case("Note") {
                let (number, note) = value.split_once(':').unwrap_or(("", value));
                reading.notes.push((number.trim().to_string(), unescaped(note.trim())));
            } else if let Some(seat) = PLAYER_TAGS.iter().position(|tag| name.eq_ignore_ascii_case(tag)) {
                reading.players[seat] = (!unknown(value)).then(|| unescaped(value));
            } else if let Some(k) =
                // Only the PBN export writes them: an embed's compact module, without the
                // exports, does not keep them (its budget, e2e/modules.test.mjs).
                IDENTIFICATION_TAGS
                    .iter()
                    .position(|tag| cfg!(feature = "exports") && name.eq_ignore_ascii_case(tag))
            {
                reading.identification[k] = (!unknown(value)).then(|| unescaped(value));
            } else {
                read_record_tag(text, name, value, *value_start, &mut reading)?;
            }
        }
    }

    // The lexemes that hold the calls (and the comments among them): the [Auction] tag's
    // section, or without that tag every word and comment.
    let in_section: Vec<bool> = match auction_tag {
        Some((tag, value, value_start, end)) => {
            if let Some(Lexeme::Word { text: word, start }) = lexemes
                .iter()
                .take_while(|l| !matches!(l, Lexeme::Tag { .. }))
                .find(|l| matches!(l, Lexeme::Word { .. }))
            {
                return Err(InputError::at(
                    text,
                    *start,
                    start + word.len(),
                    token_error("before-auction", quote(word)),
                ));
            }
            let seat = dealer_in_tag(text, "tag-auction", value, value_start)?;
            reading.dealer = Some((seat, DealerTag::Auction));
            // PBN 2.1 (the auction section): the [Auction] tag's value is the dealer, which
            // the [Dealer] tag names too; two different seats are a record that contradicts
            // itself, an error rather than a silent choice.
            for lexeme in &lexemes {
                if let Lexeme::Tag { name, value: dealer, value_start: at, .. } = *lexeme {
                    if !name.eq_ignore_ascii_case("Dealer") {
                        continue;
                    }
                    let said = dealer_in_tag(text, "tag-dealer", dealer, at)?;
                    if said != seat {
                        return Err(InputError::at(
                            text,
                            at - 1,
                            at + dealer.len() + 1,
                            Message::new("auction-error-dealers-differ")
                                .name("dealer", said.name())
                                .name("auction", seat.name()),
                        ));
                    }
                }
            }
            reading.append_at = end;
            let section_end = lexemes[tag + 1..]
                .iter()
                .position(|l| matches!(l, Lexeme::Tag { .. }))
                .map_or(lexemes.len(), |k| tag + 1 + k);
            (0..lexemes.len()).map(|i| i > tag && i < section_end).collect()
        }
        None => {
            for lexeme in &lexemes {
                if let Lexeme::Tag { name, value, value_start, .. } = lexeme {
                    if name.eq_ignore_ascii_case("Dealer") {
                        let seat = dealer_in_tag(text, "tag-dealer", value, *value_start)?;
                        reading.dealer = Some((seat, DealerTag::Dealer));
                    }
                }
            }
            reading.append_at = text.trim_end().len();
            lexemes.iter().map(|l| !matches!(l, Lexeme::Tag { .. })).collect()
        }
    };
    keep_what_is_not_judged(text, &lexemes, &in_section, &mut reading);

    let mut previous_end = None;
    let mut separator = None;
    let section = lexemes.iter().zip(&in_section).filter(|(_, inside)| **inside).map(|(lexeme, _)| lexeme);
    for lexeme in section {
        let (word, start) = match *lexeme {
            Lexeme::Word { text, start } => (text, start),
            Lexeme::Comment { text, .. } => {
                match reading.entries.last_mut() {
                    Some(last) => last.comments.push(text.to_string()),
                    None => reading.leading_comments.push(text.to_string()),
                }
                continue;
            }
            Lexeme::Tag { .. } => continue,
        };
        let end = start + word.len();
        if reading.starred {
            return Err(InputError::at(text, start, end, token_error("after-star", quote(word))));
        }
        if word == "*" {
            reading.starred = true;
            // With no call before the star, a further call goes in front of it.
            if previous_end.is_none() && auction_tag.is_none() {
                reading.append_at = start;
            }
            continue;
        }
        // Calls written with commas get a comma before a suggested next call too.
        if let Some(previous_end) = previous_end {
            separator = Some(if text[previous_end..start].contains(',') { ", " } else { " " });
        }
        previous_end = Some(end);
        reading.append_at = end;
        if is_annotation(word) {
            match reading.entries.last_mut() {
                Some(last) => last.annotations.push(word.to_string()),
                None => reading.stray_annotations.push(word.to_string()),
            }
            continue;
        }
        let (core, annotations) = split_annotations(word);
        let entry = if core.eq_ignore_ascii_case("AP") {
            Entry::AllPass
        } else {
            Entry::Call(Call::parse(core).map_err(|why| {
                InputError::at(text, start, end, not_a_call(quote(word), reading.entries.len() + 1, why.key(), false))
            })?)
        };
        reading.entries.push(Written {
            entry,
            span: (start, end),
            annotations,
            alert: false,
            note: None,
            explanation: None,
            comments: Vec::new(),
        });
    }
    // A call that refers to a note (`2C =1=`) is explained by it; an "Alert" note alerts it.
    for written in &mut reading.entries {
        let mut texts: Vec<String> = Vec::new();
        for (_, note) in written
            .annotations
            .iter()
            .filter(|a| is_note_reference(a))
            .filter_map(|a| reading.notes.iter().find(|(n, _)| n == a.trim_matches('=')))
        {
            match read_alert_note(note) {
                Some(explanation) => {
                    written.alert = true;
                    texts.extend(explanation);
                }
                None => texts.push(note.clone()),
            }
        }
        if !texts.is_empty() {
            written.explanation = Some(texts.join("; "));
        }
        written.note = written.note_number(&reading.notes);
    }
    reading.separator = match (previous_end, separator) {
        // The first call of a PBN section goes on the line after the tag.
        (None, _) if auction_tag.is_some() || ends_in_line_comment => "\n",
        (_, Some(separator)) => separator,
        _ => " ",
    };
    Ok(reading)
}

/// Keeps, as written, what lies outside the calls and is not judged: each tag that is not
/// judged with the words and comments of its section (the cards of a `[Play]` section), and
/// comments elsewhere, each on its own; before or after the auction section as they stood. A
/// judged tag is written again from the analysis, and so is its section: words there (which a
/// judged tag does not have) are dropped, its comments kept.
fn keep_what_is_not_judged(text: &str, lexemes: &[Lexeme<'_>], in_section: &[bool], reading: &mut Reading) {
    // The piece being gathered: an unjudged tag's, which runs to the end of its section.
    let mut piece: Option<(usize, usize)> = None;
    let mut after_auction = false;
    let mut tag_seen = false;
    let keep = |reading: &mut Reading, tag_seen: bool, after_auction: bool, (from, to): (usize, usize)| {
        let kept = match (tag_seen, after_auction) {
            (false, _) => &mut reading.preamble,
            (true, false) => &mut reading.before,
            (true, true) => &mut reading.after,
        };
        kept.push(text[from..to].to_string());
    };
    for (lexeme, inside) in lexemes.iter().zip(in_section) {
        if *inside {
            continue;
        }
        let range = lexeme.range();
        match lexeme {
            Lexeme::Tag { name, .. } => {
                if let Some(done) = piece.take() {
                    keep(reading, tag_seen, after_auction, done);
                }
                tag_seen = true;
                after_auction |= name.eq_ignore_ascii_case("Auction");
                if !JUDGED_TAGS.iter().any(|judged| name.eq_ignore_ascii_case(judged)) {
                    piece = Some(range);
                }
            }
            _ if piece.is_some() => piece = piece.map(|(from, _)| (from, range.1)),
            Lexeme::Comment { .. } => keep(reading, tag_seen, after_auction, range),
            Lexeme::Word { .. } => {}
        }
    }
    if let Some(done) = piece {
        keep(reading, tag_seen, after_auction, done);
    }
}

/// Reads the tags that describe the board: `[Board]`, `[Vulnerable]`, `[Deal]`, and the
/// `[Contract]` and `[Declarer]` the record gives.
fn read_record_tag(
    text: &str,
    name: &str,
    value: &str,
    value_start: usize,
    reading: &mut Reading,
) -> Result<(), InputError> {
    let whole_value = |message: Message| InputError::at(text, value_start - 1, value_start + value.len() + 1, message);
    let judged_elsewhere = ["Contract", "Declarer"].iter().any(|tag| name.eq_ignore_ascii_case(tag));
    if unknown(value) && !judged_elsewhere {
        // `[Board "?"]`, `[Deal "?"]` …: the record does not say (PBN's export format writes
        // a mandatory tag so when its value is not known).
        return Ok(());
    }
    if name.eq_ignore_ascii_case("Board") {
        let number = value.trim().parse::<u32>().ok().filter(|&n| n > 0);
        reading.board = Some(number.ok_or_else(|| whole_value(value_error("board-tag", quote(value))))?);
    } else if name.eq_ignore_ascii_case("Vulnerable") {
        let vulnerability =
            Vulnerability::parse_pbn(value).ok_or_else(|| whole_value(value_error("vulnerable-tag", quote(value))))?;
        reading.vulnerability = Some((vulnerability, "the [Vulnerable] tag"));
    } else if name.eq_ignore_ascii_case("Contract") {
        reading.contract_tag = Some(value.to_string());
    } else if name.eq_ignore_ascii_case("Declarer") {
        reading.declarer_tag = Some(value.to_string());
    } else if name.eq_ignore_ascii_case("Deal") {
        reading.deal = Some(Deal::parse_pbn(value, text, value_start)?);
    }
    Ok(())
}

/// The seat a PBN tag's value names; an error marks the value with its quotes. `tag` is the
/// tag as `auction-error-value` selects it (`tag-auction`, `tag-dealer`).
fn dealer_in_tag(text: &str, tag: &str, value: &str, value_start: usize) -> Result<Seat, InputError> {
    Seat::parse(value).ok_or_else(|| {
        InputError::at(text, value_start - 1, value_start + value.len() + 1, value_error(tag, quote(value)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The rule in Unicode's words, as the note reader had it before it compared in ASCII.
    fn alert_in_unicode(text: &str) -> Option<Option<String>> {
        let trimmed = text.trim_start();
        let word_len = trimmed.find(|c: char| !c.is_alphabetic()).unwrap_or(trimmed.len());
        let word = trimmed[..word_len].to_lowercase();
        if word != "alert" && word != "alerted" {
            return None;
        }
        let rest = trimmed[word_len..].trim_start().trim_start_matches([':', '.', '-', '—', '–']).trim();
        Some((!rest.is_empty()).then(|| rest.to_string()))
    }

    proptest! {
        /// Reading a note in ASCII answers as Unicode's letters and cases do, for notes that
        /// start with the word in any case and go on in any letter, space or mark.
        #[test]
        fn alert_notes_read_as_in_unicode(
            space in r"[ \t\u{a0}]{0,2}",
            word in "(?i)(alert|alerted|alerts|aler|alertés|alertÉ|ALERTΣ)",
            rest in r"[ :.\-—–a-zé\u{a0}1Σ]{0,6}",
        ) {
            let text = format!("{space}{word}{rest}");
            prop_assert_eq!(read_alert_note(&text), alert_in_unicode(&text), "{:?}", text);
        }
    }

    #[test]
    fn a_note_is_an_alert_when_its_first_word_is() {
        assert_eq!(read_alert_note("Alert"), Some(None));
        assert_eq!(read_alert_note("  ALERTED: strong"), Some(Some("strong".to_string())));
        assert_eq!(read_alert_note("alert — Stayman"), Some(Some("Stayman".to_string())));
        assert_eq!(read_alert_note("Alertés"), None);
        assert_eq!(read_alert_note("Alerts"), None);
        assert_eq!(read_alert_note("Stayman"), None);
    }

    fn entries(text: &str) -> Vec<Entry> {
        read(text).unwrap_or_else(|e| panic!("{text}: {e}")).entries.iter().map(|w| w.entry).collect()
    }

    #[test]
    fn pbn_section_with_annotations() {
        let text = "[Event \"club\"]\n[Auction \"E\"]\n1S! =1= Pass 2C=2= $3\nAP\n[Note \"1:five spades\"]\n[Play \"S\"]\nSA H2";
        let r = read(text).unwrap();
        assert_eq!(r.dealer, Some((Seat::East, DealerTag::Auction)));
        assert_eq!(r.entries.len(), 4);
        assert_eq!(r.entries[0].annotations, vec!["!", "=1="]);
        assert_eq!(r.entries[2].annotations, vec!["=2=", "$3"]);
        assert_eq!(r.entries[3].entry, Entry::AllPass);
        assert_eq!(r.notes, vec![("1".to_string(), "five spades".to_string())]);
        assert_eq!(&text[..r.append_at], "[Event \"club\"]\n[Auction \"E\"]\n1S! =1= Pass 2C=2= $3\nAP");
    }

    #[test]
    fn a_dealer_tag_that_contradicts_the_auction_tag_is_an_error_naming_both() {
        let text = "[Dealer \"S\"]\n[Auction \"N\"]\n1C";
        let e = read(text).unwrap_err();
        assert!(
            e.message.english().contains("[Dealer] tag says South")
                && e.message.english().contains("[Auction] tag says North")
        );
        assert_eq!(e.span, Some((8, 11)), "the [Dealer] tag's value, quotes included");
        // The same seat twice, in any spelling, is the dealer.
        let same = read("[Dealer \"north\"]\n[Auction \"N\"]\n1C").unwrap();
        assert_eq!(same.dealer, Some((Seat::North, DealerTag::Auction)));
        assert!(read("[Dealer \"Q\"]\n[Auction \"N\"]")
            .unwrap_err()
            .message
            .english()
            .contains("[Dealer] tag names the dealer"));
    }

    #[test]
    fn dashes_and_commas() {
        assert_eq!(entries("1C - 2H,-, X"), entries("1C P 2H P X"));
        let e = read("1C-P-2H").unwrap_err();
        assert!(e.message.english().contains("dash"), "{}", e.message);
        assert_eq!(read("1C, P").unwrap().separator, ", ");
        let e = read("1C P * 2H").unwrap_err();
        assert_eq!(e.span, Some((7, 9)));
        let e = read("P [Auction \"N\"] P").unwrap_err();
        assert_eq!(e.span, Some((0, 1)));
        let e = read("[Auction \"Q\"]").unwrap_err();
        assert_eq!(e.span, Some((9, 12)));
        assert!(read("[Auction \"N\"").is_err());
        assert!(read("{ never closed").is_err());
    }

    #[test]
    fn what_is_not_judged_is_kept_in_its_place() {
        let text = "{first}\n[Event \"club\"] {e}\n[Note \"1:x\"] stray {n}\n[Board \"3\"]\n[North \"Ann \\\"A\\\"\"]\n[Auction \"N\"]\n{lead} 1C {after 1C} ; to the end\nP\n[Play \"W\"]\nHA H2";
        let r = read(text).unwrap();
        // A judged tag's section is written again from the analysis: its words are dropped,
        // its comments kept.
        assert_eq!(r.preamble, ["{first}"]);
        assert_eq!(r.before, ["{e}", "{n}"]);
        assert_eq!(r.identification[0].as_deref(), Some("club"));
        assert_eq!(r.players[Seat::North.index()].as_deref(), Some("Ann \"A\""));
        assert_eq!(r.after, ["[Play \"W\"]\nHA H2"]);
        assert_eq!(r.leading_comments, ["{lead}"]);
        assert_eq!(r.entries[0].comments, ["{after 1C}", "; to the end"]);
        assert!(r.entries[1].comments.is_empty());
    }
}
