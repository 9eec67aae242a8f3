//! BBO's LIN hand records, in and out: the format most online hands are shared in, also found
//! inside handviewer links (`…handviewer.html?lin=…`).
//!
//! A record is `key|value|` pairs. Read here: `md|` (the dealer digit, 1 = South, 2 = West,
//! 3 = North, 4 = East, then the hands for South, West, North and East, comma separated), `sv|`
//! (vulnerability: `o` none, `n` North-South, `e` East-West, `b` both), `ah|Board N|` and
//! `qx|o5|` (the board), `mb|` (a call: `p`, `d`, `r`, `1c` … `7n`; a trailing `!` is an alert)
//! and `an|` (the explanation of the call before it). Other keys (names, played cards, pages)
//! are skipped. A record that does not read is an input error that says where.

use super::calls::{Call, Seat};
use super::reading::{Entry, Reading, Written};
use super::record::{Deal, Vulnerability};
use crate::input::{quote, InputError};

/// Whether `text` is a LIN record or a handviewer link rather than calls or PBN.
pub fn is_lin(text: &str) -> bool {
    let lower = text.trim_start().to_ascii_lowercase();
    lin_parameter(text).is_some()
        || ["md|", "mb|", "sv|", "ah|", "qx|", "pn|", "st|", "rh|"].iter().any(|key| lower.starts_with(key))
        || lower.contains("|mb|")
}

/// The `lin=` parameter of a handviewer link: its byte range in `text`, if there is one.
fn lin_parameter(text: &str) -> Option<(usize, usize)> {
    let trimmed = text.trim();
    if !(trimmed.starts_with("http://") || trimmed.starts_with("https://") || trimmed.contains("handviewer")) {
        return None;
    }
    let start = text.find("lin=")? + 4;
    let end = text[start..].find(['&', '#']).map_or(text.trim_end().len(), |i| start + i);
    Some((start, end))
}

/// Percent-decodes a URL parameter (`+` is a space there); `None` when it is not valid UTF-8.
fn percent_decoded(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// Reads a LIN record, or the one inside a handviewer link.
pub fn read(text: &str) -> Result<Reading, InputError> {
    match lin_parameter(text) {
        // Inside a link the record is encoded: a problem is pointed at as the whole parameter.
        Some((start, end)) => {
            let whole = |message: String| InputError::at(text, start, end, message);
            let record = percent_decoded(&text[start..end])
                .ok_or_else(|| whole("the lin= parameter of this link is not valid percent-encoded text".into()))?;
            read_record(&record).map_err(|e| whole(format!("in the link's LIN record: {}", e.message)))
        }
        None => read_record(text),
    }
}

/// A field of the record: its text and where it starts.
struct Field<'a> {
    text: &'a str,
    start: usize,
}

fn read_record(text: &str) -> Result<Reading, InputError> {
    let mut fields = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if c == '|' {
            fields.push(Field { text: &text[start..i], start });
            start = i + 1;
        }
    }
    if !text[start..].trim().is_empty() {
        return Err(InputError::at(
            text,
            start,
            text.len(),
            format!("{} is not followed by '|': a LIN record is key|value| pairs", quote(text[start..].trim())),
        ));
    }
    let mut reading = Reading { separator: "", ..Reading::default() };
    let mut pairs = fields.chunks(2);
    for pair in &mut pairs {
        let key = &pair[0];
        let Some(value) = pair.get(1) else {
            return Err(InputError::at(
                text,
                key.start,
                key.start + key.text.len(),
                format!("the key {} has no value: a LIN record is key|value| pairs", quote(key.text.trim())),
            ));
        };
        let name = key.text.trim().to_ascii_lowercase();
        if name.len() != 2 || !name.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(InputError::at(
                text,
                key.start,
                key.start + key.text.len(),
                format!("{} is not a LIN key (two letters, such as md, sv, mb)", quote(key.text)),
            ));
        }
        let at = |message: String| InputError::at(text, value.start, value.start + value.text.len(), message);
        let v = value.text.trim();
        match name.as_str() {
            "md" => {
                let digit = v
                    .chars()
                    .next()
                    .ok_or_else(|| at("md| needs the dealer's digit (1 South, 2 West, 3 North, 4 East)".into()))?;
                let dealer = match digit {
                    '1' => Seat::South,
                    '2' => Seat::West,
                    '3' => Seat::North,
                    '4' => Seat::East,
                    other => {
                        return Err(at(format!(
                            "the dealer's digit is 1 (South), 2 (West), 3 (North) or 4 (East), not '{other}'"
                        )))
                    }
                };
                reading.dealer = Some((dealer, super::reading::DealerTag::Lin));
                let hands = &v[digit.len_utf8()..];
                if hands.chars().any(|c| c.is_ascii_alphanumeric()) {
                    reading.deal = Some(Deal::parse_lin(hands).map_err(at)?);
                }
            }
            "sv" => {
                let vulnerability = Vulnerability::parse_lin(v).ok_or_else(|| {
                    at(format!(
                        "sv| is o (nobody), n (North–South), e (East–West) or b (both) vulnerable, not {}",
                        quote(v)
                    ))
                })?;
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
                let call = Call::parse(&spelled).map_err(|why| {
                    at(format!("{} (call {}) is not a call: {}", quote(v), reading.entries.len() + 1, why.explain()))
                })?;
                let annotations = if alert { vec!["!".to_string()] } else { Vec::new() };
                reading.entries.push(Written {
                    entry: Entry::Call(call),
                    span: (value.start, value.start + value.text.len()),
                    annotations,
                    explanation: None,
                });
                reading.append_at = value.start + value.text.len() + 1;
            }
            "an" => match reading.entries.last_mut() {
                Some(last) if !v.is_empty() => last.explanation = Some(v.to_string()),
                Some(_) => {}
                None => return Err(at("an| explains the call before it, and no call comes before it".into())),
            },
            _ => {}
        }
    }
    reading.lin = true;
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
fn lin_call(call: Call) -> String {
    match call {
        Call::Pass => "p".to_string(),
        Call::Double => "d".to_string(),
        Call::Redouble => "r".to_string(),
        Call::Bid(bid) => bid.pbn().replace("NT", "N"),
    }
}

/// One call as written back: the call, whether it was alerted, its explanation.
pub struct CallOut<'a> {
    pub call: Call,
    pub alert: bool,
    pub explanation: Option<&'a str>,
}

/// The auction as a LIN record: dealer and deal, vulnerability, board, then the calls with
/// their alerts and explanations.
pub fn write(
    dealer: Seat,
    deal: Option<&Deal>,
    vulnerability: Option<Vulnerability>,
    board: Option<u32>,
    calls: &[CallOut],
) -> String {
    let mut out = format!("md|{}{}|", dealer_digit(dealer), deal.map_or(String::new(), Deal::lin));
    if let Some(v) = vulnerability {
        out.push_str(&format!("sv|{}|", v.lin()));
    }
    if let Some(board) = board {
        out.push_str(&format!("ah|Board {board}|"));
    }
    for call in calls {
        out.push_str(&format!("mb|{}{}|", lin_call(call.call), if call.alert { "!" } else { "" }));
        if let Some(text) = call.explanation {
            // A '|' would end the field: LIN has no escape for it.
            out.push_str(&format!("an|{}|", text.replace('|', "/")));
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
        assert_eq!(r.entries[0].annotations, vec!["!"]);
        assert_eq!(r.entries[0].explanation.as_deref(), Some("16+ any"));
        assert_eq!(r.entries[3].entry, Entry::Call(Call::Double));
        assert!(r.deal.is_some());
        let link = "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C2%7Csv%7Co%7Cmb%7C1H%7Cmb%7Cp%7C";
        assert!(is_lin(link));
        let r = read(link).unwrap();
        assert_eq!((r.dealer.map(|d| d.0), r.entries.len()), (Some(Seat::West), 2));
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
        ] {
            let e = read(text).err().unwrap_or_else(|| panic!("{text} reads"));
            assert!(e.message.contains(needle), "{text}: {}", e.message);
            assert_eq!(e.span, Some(span), "{text}: {}", e.message);
        }
    }
}
