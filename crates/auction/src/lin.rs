//! BBO's LIN hand records, in and out: the format most online hands are shared in, also found
//! inside handviewer links (`…handviewer.html?lin=…`, read by [`super::handviewer`]).
//!
//! A record is `key|value|` pairs. Judged here: `md|` (the dealer digit, 1 = South, 2 = West,
//! 3 = North, 4 = East, then the hands for South, West, North and East, comma separated; a ten
//! may be written `T` or `10`), `sv|` (vulnerability: `o` none, `n` North-South, `e` East-West,
//! `b` both), `ah|Board N|` and `qx|o5|` (the board), `mb|` (a call: `p`, `d`, `r`, `1c` …
//! `7n`; a trailing `!` is an alert) and `an|` (the explanation of the call before it). `pn|`
//! (the players, South, West, North, East) is read for the PBN export. Every other field
//! (`st|`, `pc|` played cards, `mc|` claims, `pg|` pages …) is kept as read, in its place, for
//! the LIN export. A record that does not read is an input error that says where; so is a
//! record of several boards (a second `qx|`, or an `md|` after a call, starts the next one).
//!
//! LIN has no escape for `|`, which ends a value. What the export must write that LIN cannot
//! hold (a `|` in an explanation, a `,` in a player's name) is percent-escaped (`%7C`, `%2C`,
//! and `%25` for a `%` that would read as one of these), and read back the same.

use super::calls::{not_a_call, syntax_error, token_error, value_error};
use super::calls::{Call, Seat, Strain};
use super::reading::{CallStyle, Entry, LinField, Reading, Written};
use super::record::{Deal, Vulnerability};
use verdict_model::input::{contains_word, quote, InputError};
use verdict_model::Message;

/// Whether `text` is a LIN record rather than calls or PBN.
pub fn is_lin(text: &str) -> bool {
    let lower = text.trim_start().to_ascii_lowercase();
    ["md|", "mb|", "sv|", "ah|", "qx|", "pn|", "st|", "rh|"].iter().any(|key| lower.starts_with(key))
        || contains_word(&lower, "|mb|")
}

/// The escapes [`escape`] writes and [`unescape`] reads: `%7C` is `|`, `%2C` is `,`, `%25` is `%`.
const ESCAPES: [(&str, char); 3] = [("7C", '|'), ("2C", ','), ("25", '%')];

/// `text` as a LIN value: `|` (and `,` where `commas`) percent-escaped, and a `%` that would be
/// read as an escape escaped itself, so that [`unescape`] gives `text` back.
pub fn escape(text: &str, commas: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, c) in text.char_indices() {
        let escapes_follow =
            || ESCAPES.iter().any(|(hex, _)| text[i + 1..].get(..2).is_some_and(|h| h.eq_ignore_ascii_case(hex)));
        match c {
            '|' => out.push_str("%7C"),
            ',' if commas => out.push_str("%2C"),
            '%' if escapes_follow() => out.push_str("%25"),
            _ => out.push(c),
        }
    }
    out
}

/// Undoes [`escape`]: `%7C`, `%2C` and `%25` (any case); any other `%` stays as it is.
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        match ESCAPES.iter().find(|(hex, _)| after.get(..2).is_some_and(|h| h.eq_ignore_ascii_case(hex))) {
            Some((_, c)) => {
                out.push(*c);
                rest = &after[2..];
            }
            None => {
                out.push('%');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A field of the record: its text and where it starts.
struct Field<'a> {
    text: &'a str,
    start: usize,
}

/// Reads a LIN record.
pub fn read(text: &str) -> Result<Reading, InputError> {
    let mut fields = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if c == '|' {
            fields.push(Field { text: &text[start..i], start });
            start = i + 1;
        }
    }
    if !text[start..].trim().is_empty() {
        return Err(InputError::at(text, start, text.len(), token_error("lin-unclosed", quote(text[start..].trim()))));
    }
    // A further call goes after the last call (and its explanation), or at the end.
    let mut reading =
        Reading { separator: "", call_style: CallStyle::Lin, append_at: text.trim_end().len(), ..Reading::default() };
    let mut layout = Vec::new();
    // A record of several boards (BBO's files of a match: `qx|o1|…|pg||qx|o2|…`) is refused,
    // as two PBN auctions are: read as one, its calls would run on into the next board's
    // under the last dealer. A board starts at each `qx|`, and at an `md|` after a call.
    let mut board_opened = false;
    let mut pairs = fields.chunks(2);
    for pair in &mut pairs {
        let key = &pair[0];
        let Some(value) = pair.get(1) else {
            return Err(InputError::at(
                text,
                key.start,
                key.start + key.text.len(),
                token_error("lin-no-value", quote(key.text.trim())),
            ));
        };
        let name = key.text.trim().to_ascii_lowercase();
        if name.len() != 2 || !name.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(InputError::at(
                text,
                key.start,
                key.start + key.text.len(),
                token_error("lin-key", quote(key.text)),
            ));
        }
        let at = |message: Message| InputError::at(text, value.start, value.start + value.text.len(), message);
        let v = value.text.trim();
        let opens_board = match name.as_str() {
            "qx" => std::mem::replace(&mut board_opened, true),
            "md" => !reading.entries.is_empty(),
            _ => false,
        };
        if opens_board {
            // The field from its key's first letter (records are often broken into lines): the
            // error's place, line and column, and its marked text name it.
            let field_start = key.start + key.text.len() - key.text.trim_start().len();
            return Err(InputError::at(
                text,
                field_start,
                value.start + value.text.len(),
                syntax_error("second-board"),
            ));
        }
        let place = match name.as_str() {
            "md" => Some(LinField::Dealer),
            "sv" => Some(LinField::Vulnerability),
            "ah" => Some(LinField::Board),
            "mb" => Some(LinField::Call),
            // An explanation is written again with its call.
            "an" => None,
            _ => Some(LinField::Other(key.text.to_string(), value.text.to_string())),
        };
        // A judged field written twice is read twice (the last one counts) and written once.
        if let Some(place) = place.filter(|p| matches!(p, LinField::Call | LinField::Other(..)) || !layout.contains(p))
        {
            layout.push(place);
        }
        match name.as_str() {
            "md" => {
                let digit = v.chars().next().ok_or_else(|| at(syntax_error("lin-no-dealer")))?;
                let dealer = match digit {
                    '1' => Seat::South,
                    '2' => Seat::West,
                    '3' => Seat::North,
                    '4' => Seat::East,
                    other => return Err(at(value_error("lin-dealer", format!("'{other}'")))),
                };
                reading.dealer = Some((dealer, super::reading::DealerTag::Lin));
                let hands = &v[digit.len_utf8()..];
                if hands.chars().any(|c| c.is_ascii_alphanumeric()) {
                    reading.deal = Some(Deal::parse_lin(hands).map_err(at)?);
                }
            }
            "sv" => {
                let vulnerability =
                    Vulnerability::parse_lin(v).ok_or_else(|| at(value_error("lin-vulnerable", quote(v))))?;
                reading.vulnerability = Some((vulnerability, "the sv| field"));
            }
            "ah" | "qx" => {
                let digits: String = v.chars().filter(char::is_ascii_digit).collect();
                if let (Ok(board), true) = (digits.parse::<u32>(), reading.board.is_none() || name == "ah") {
                    reading.board = Some(board);
                }
            }
            "mb" => {
                let (word, alert) = match v.strip_suffix('!') {
                    Some(word) => (word, true),
                    None => (v, false),
                };
                let spelled = match word.to_ascii_lowercase().as_str() {
                    "p" => "P".to_string(),
                    "d" => "X".to_string(),
                    "r" => "XX".to_string(),
                    other => other.to_string(),
                };
                let call = Call::parse(&spelled)
                    .map_err(|why| at(not_a_call(quote(v), reading.entries.len() + 1, why.key(), false)))?;
                reading.entries.push(Written {
                    entry: Entry::Call(call),
                    span: (value.start, value.start + value.text.len()),
                    annotations: Vec::new(),
                    alert,
                    note: None,
                    explanation: None,
                    comments: Vec::new(),
                });
                reading.append_at = value.start + value.text.len() + 1;
            }
            "an" => match reading.entries.last_mut() {
                Some(last) if !v.is_empty() => {
                    last.explanation = Some(unescape(v));
                    reading.append_at = value.start + value.text.len() + 1;
                }
                Some(_) => {}
                None => return Err(at(syntax_error("lin-explanation-first"))),
            },
            "pn" => {
                // South, West, North, East; names may be missing.
                for (k, name) in value.text.split(',').take(4).enumerate() {
                    let seat = [Seat::South, Seat::West, Seat::North, Seat::East][k];
                    let name = unescape(name.trim());
                    reading.players[seat.index()] = (!name.is_empty()).then_some(name);
                }
            }
            _ => {}
        }
    }
    reading.lin_fields = Some(layout);
    Ok(reading)
}

/// The digit of `seat` in `md|`.
fn dealer_digit(seat: Seat) -> char {
    match seat {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

/// LIN's spelling of a call: `p`, `d`, `r`, `1C` … `7N`.
pub fn lin_call(call: Call) -> String {
    match call {
        Call::Pass => "p".to_string(),
        Call::Double => "d".to_string(),
        Call::Redouble => "r".to_string(),
        Call::Bid(bid) => {
            // PBN's spelling with `N` for `NT`: its last letter dropped, where a `str::replace`
            // brought the standard library's substring search into the compact module.
            let mut spelled = bid.pbn();
            if bid.strain() == Strain::NoTrump {
                spelled.pop();
            }
            spelled
        }
    }
}

/// One call as written back: the call, whether it was alerted, its explanation.
pub struct CallOut<'a> {
    pub call: Call,
    pub alert: bool,
    pub explanation: Option<&'a str>,
}

/// What a LIN record is written from.
pub struct RecordOut<'a> {
    pub dealer: Seat,
    pub deal: Option<&'a Deal>,
    pub vulnerability: Option<Vulnerability>,
    pub board: Option<u32>,
    /// By seat index (N, E, S, W).
    pub players: &'a [Option<String>; 4],
    /// Each entry as read, with the calls it stands for (`AP` stands for several passes).
    pub entries: Vec<Vec<CallOut<'a>>>,
}

/// The auction as a LIN record. With the `fields` of a LIN record read, in their order: the
/// judged ones written from `record`, the others as read, and the dealer, vulnerability and
/// board put before the first call if the record did not have them. Without: the players
/// (`pn|`), `md|`, `sv|`, `ah|`, then `mb|` and `an|` per call.
pub fn write(record: &RecordOut, fields: Option<&[LinField]>) -> String {
    let mut layout: Vec<LinField> = match fields {
        Some(fields) => fields.to_vec(),
        None => {
            let mut layout = Vec::new();
            if record.players.iter().any(Option::is_some) {
                let names = [Seat::South, Seat::West, Seat::North, Seat::East]
                    .map(|seat| record.players[seat.index()].as_deref().map_or(String::new(), |n| escape(n, true)));
                layout.push(LinField::Other("pn".to_string(), names.join(",")));
            }
            layout
        }
    };
    // The judged fields that the layout lacks: the dealer before the first call, the
    // vulnerability and the board right after the dealer.
    let mut next = match layout.iter().position(|f| *f == LinField::Dealer) {
        Some(place) => place + 1,
        None => {
            let first_call = layout.iter().position(|f| *f == LinField::Call).unwrap_or(layout.len());
            layout.insert(first_call, LinField::Dealer);
            first_call + 1
        }
    };
    for (field, wanted) in
        [(LinField::Vulnerability, record.vulnerability.is_some()), (LinField::Board, record.board.is_some())]
    {
        if wanted && !layout.contains(&field) {
            layout.insert(next, field);
            next += 1;
        }
    }
    let calls_in_layout = layout.iter().filter(|f| **f == LinField::Call).count();
    layout.extend(std::iter::repeat_n(LinField::Call, record.entries.len().saturating_sub(calls_in_layout)));

    let mut out = String::new();
    let mut entries = record.entries.iter();
    for field in &layout {
        match field {
            LinField::Dealer => out.push_str(&format!(
                "md|{}{}|",
                dealer_digit(record.dealer),
                record.deal.map_or(String::new(), Deal::lin)
            )),
            LinField::Vulnerability => {
                if let Some(v) = record.vulnerability {
                    out.push_str(&format!("sv|{}|", v.lin()));
                }
            }
            LinField::Board => {
                if let Some(board) = record.board {
                    out.push_str(&format!("ah|Board {board}|"));
                }
            }
            LinField::Call => {
                for call in entries.next().into_iter().flatten() {
                    out.push_str(&format!("mb|{}{}|", lin_call(call.call), if call.alert { "!" } else { "" }));
                    if let Some(text) = call.explanation {
                        out.push_str(&format!("an|{}|", escape(text, false)));
                    }
                }
            }
            LinField::Other(key, value) => out.push_str(&format!("{key}|{value}|")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_and_links_are_read() {
        let r = read("pn|a,b,c,d|st||md|3SAKQJHT98D765C432,ST987H654D32CAKQJ,S6543H32DAKQJCT98,|sv|n|ah|Board 2|mb|1C!|an|16+ any|mb|p|mb|1N|mb|d|mb|r|pg||").unwrap();
        assert_eq!(r.dealer.map(|d| d.0), Some(Seat::North));
        assert_eq!(r.vulnerability.map(|v| v.0), Some(Vulnerability::NorthSouth));
        assert_eq!(r.board, Some(2));
        assert_eq!(r.entries.len(), 5);
        assert!(r.entries[0].alerted() && r.entries[0].annotations.is_empty());
        assert_eq!(r.entries[0].explanation.as_deref(), Some("16+ any"));
        assert_eq!(r.entries[3].entry, Entry::Call(Call::Double));
        assert!(r.deal.is_some());
        assert_eq!(r.players[Seat::South.index()].as_deref(), Some("a"));
        assert_eq!(r.players[Seat::East.index()].as_deref(), Some("d"));
        // A ten may be written 10, as BBO's own records do.
        let tens = read("md|3SAKQJH1098D765C432,ST987H654D32CAKQJ,S6543H32DAKQJC1098,|").unwrap();
        assert_eq!(tens.deal, r.deal);
        assert!(!is_lin("1C P 1NT"));
        assert!(!is_lin("[Auction \"N\"] 1C"));
    }

    #[test]
    fn a_record_that_does_not_read_says_where() {
        for (text, needle, span) in [
            ("md|5|", "not '5'", (3, 4)),
            ("md|3|mb|8C|", "'8C' (call 1) is not a call", (8, 10)),
            ("md|3|sv|x|", "not 'x'", (8, 9)),
            ("md|3|mb|", "has no value", (5, 7)),
            ("md|3|an|why|", "no call comes before it", (8, 11)),
            ("md|3|mb|p", "not followed by '|'", (8, 9)),
            ("md|3SAKQ,,,|", "3 cards, not 13", (3, 11)),
            ("md|3S0AKQ,,,|", "'0' in the hand", (3, 12)),
        ] {
            let e = read(text).err().unwrap_or_else(|| panic!("{text} reads"));
            assert!(e.message.english().contains(needle), "{text}: {}", e.message);
            assert_eq!(e.span, Some(span), "{text}: {}", e.message);
        }
    }

    #[test]
    fn a_record_of_several_boards_is_refused_where_the_second_starts() {
        let first = "qx|o1|md|3SAKQJHT98D765C432,ST987H654D32CAKQJ,S6543H32DAKQJCT98,|sv|o|mb|1C|mb|p|mb|p|mb|p|pg||";
        let second = "qx|o2|md|4SAKQJHT98D765C432,ST987H654D32CAKQJ,S6543H32DAKQJCT98,|sv|n|mb|p|pg||";
        // The one board alone reads.
        assert_eq!(read(first).unwrap().entries.len(), 4);
        let both = format!("{first}{second}");
        let e = read(&both).unwrap_err();
        assert!(e.message.english().contains("a second board starts here"), "{}", e.message);
        assert_eq!(e.span, Some((first.len(), first.len() + 5)), "{}", e.message);
        // On its own line, the place is its line and column.
        let lines = format!("{first}\n{second}");
        let e = read(&lines).unwrap_err();
        assert_eq!((e.line, e.column), (Some(2), Some(1)), "{e}");
        // The other table's board (`c` for the closed room) is another auction too.
        let other_room = read(&format!("{first}{}", second.replace("o2", "c1"))).unwrap_err();
        assert_eq!(other_room.span, Some((first.len(), first.len() + 5)));
        // Without qx|, a deal after the calls starts the next board.
        let e = read("md|3|mb|1C|mb|p|md|4|mb|p|").unwrap_err();
        assert!(e.message.english().contains("a second board starts here"), "{}", e.message);
        assert_eq!(e.span, Some((16, 20)));
        // A dealer given twice before any call is one board, read as before (the last counts).
        assert_eq!(read("md|3|md|4|mb|p|").unwrap().dealer.map(|d| d.0), Some(Seat::East));
    }

    #[test]
    fn escapes_read_back_as_written() {
        for text in ["a|b", "50%", "%7C is a bar", "%25", "x,y", "%%7c|%2C,", "", "%", "|%"] {
            for commas in [false, true] {
                let escaped = escape(text, commas);
                assert!(!escaped.contains('|'), "{text}: {escaped}");
                assert!(!(commas && escaped.contains(',')), "{text}: {escaped}");
                assert_eq!(unescape(&escaped), text, "{escaped}");
            }
        }
        // Only what must be escaped is: a plain '%' stays.
        assert_eq!(escape("50% of the time", false), "50% of the time");
        assert_eq!(escape("a|b", false), "a%7Cb");
    }

    #[test]
    fn the_fields_not_judged_stay_in_their_place() {
        let text = "pn|a,b,c,d|st||md|3|rh||mb|1C!|an|x%7Cy|mb|p|pg||pc|SA|mc|13|";
        let r = read(text).unwrap();
        assert_eq!(r.entries[0].explanation.as_deref(), Some("x|y"));
        let players = [None, None, None, None];
        let call =
            |call: Call, alert: bool, explanation: Option<&'static str>| vec![CallOut { call, alert, explanation }];
        let record = RecordOut {
            dealer: Seat::North,
            deal: None,
            vulnerability: Some(Vulnerability::Both),
            board: Some(7),
            players: &players,
            entries: vec![call(Call::parse("1C").unwrap(), true, Some("x|y")), call(Call::Pass, false, None)],
        };
        assert_eq!(
            write(&record, r.lin_fields.as_deref()),
            "pn|a,b,c,d|st||md|3|sv|b|ah|Board 7|rh||mb|1C!|an|x%7Cy|mb|p|pg||pc|SA|mc|13|"
        );
        // Without a record's fields: the players, if any, then md, sv, ah and the calls.
        let named = [Some("N, Jr".to_string()), None, Some("S".to_string()), None];
        let record = RecordOut { players: &named, vulnerability: None, board: None, ..record };
        assert_eq!(write(&record, None), "pn|S,,N%2C Jr,|md|3|mb|1C!|an|x%7Cy|mb|p|");
    }
}
