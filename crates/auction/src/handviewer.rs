//! BBO handviewer links (`https://www.bridgebase.com/tools/handviewer.html?…`), read into the
//! same [`Reading`] as a record. A link carries either a whole LIN record in its `lin=`
//! parameter, or the board in parameters of its own:
//! - `n=`, `e=`, `s=`, `w=`: the hands, each a run of suit letters and ranks (`sakq2h54…`, a
//!   ten as `t` or `10`); three or four of them make the deal;
//! - `d=`: the dealer (`n`, `e`, `s`, `w`); `v=`: the vulnerability (`-` or `o` none, `n`, `e`,
//!   `b` both); `b=`: the board number;
//! - `a=`: the calls run together, `p` pass, `d` (or `x`) double, `r` (or `xx`) redouble,
//!   `1c` … `7n`; `!` after a call alerts it and `(…)` after it explains it;
//! - `nn=`, `en=`, `sn=`, `wn=`: the players' names.
//!
//! Other parameters (the play, display options) are not judged. Parameters may be separated
//! by `&amp;`, as in a link copied from a page's HTML.

use super::calls::{key_arg, not_a_call, syntax_error, value_error};
use super::calls::{Call, Seat};
use super::lin;
use super::reading::{CallStyle, DealerTag, Entry, Reading, Written};
use super::record::{Deal, Vulnerability};
use verdict_model::input::{contains_word, quote, InputError};
use verdict_model::{Arg, Message};

/// Whether `text` is a link (rather than calls or a record).
pub fn is_link(text: &str) -> bool {
    let trimmed = text.trim();
    (trimmed.starts_with("http://") || trimmed.starts_with("https://") || contains_word(trimmed, "handviewer"))
        && trimmed.contains('?')
        && !trimmed.contains(char::is_whitespace)
}

/// One `name=value` parameter of the link: its name, and where its value lies in the text.
struct Parameter<'a> {
    name: &'a str,
    start: usize,
    end: usize,
}

/// The link's parameters, in order.
fn parameters(text: &str) -> Vec<Parameter<'_>> {
    let trimmed_end = text.trim_end().len();
    let Some(query) = text.find('?') else { return Vec::new() };
    let end = text[query..].find('#').map_or(trimmed_end, |i| query + i);
    let mut out = Vec::new();
    let mut at = query + 1;
    while at < end {
        let stop = text[at..end].find('&').map_or(end, |i| at + i);
        let part = &text[at..stop];
        // A link copied from HTML writes `&amp;`.
        let skip = if part.starts_with("amp;") { 4 } else { 0 };
        if let Some(eq) = part.find('=') {
            if eq >= skip {
                out.push(Parameter { name: &part[skip..eq], start: at + eq + 1, end: stop });
            }
        }
        at = stop + 1;
    }
    out
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

/// Reads a handviewer link: its `lin=` record, or its own parameters.
pub fn read(text: &str) -> Result<Reading, InputError> {
    let parameters = parameters(text);
    let value = |p: &Parameter| {
        percent_decoded(&text[p.start..p.end]).ok_or_else(|| {
            InputError::at(
                text,
                p.start,
                p.end,
                Message::new("auction-error-link-encoding").arg("name", key_arg(p.name)),
            )
        })
    };
    if let Some(record) = parameters.iter().find(|p| p.name.eq_ignore_ascii_case("lin")) {
        // Inside a link the record is encoded: a problem is pointed at as the whole parameter.
        let decoded = value(record)?;
        let mut reading = lin::read(&decoded).map_err(|e| {
            InputError::at(
                text,
                record.start,
                record.end,
                Message::new("auction-error-lin-link").arg("error", e.message),
            )
        })?;
        // A further call goes at the end of the record, encoded as the link encodes it.
        (reading.append_at, reading.separator, reading.call_style) = (record.end, "", CallStyle::LinInLink);
        return Ok(reading);
    }
    // A further call goes at the end of `a=`, or in a new `a=` at the end of the query.
    let query_end = text.find('#').unwrap_or(text.trim_end().len());
    let (append_at, separator) = match parameters.iter().rfind(|p| p.name.eq_ignore_ascii_case("a")) {
        Some(calls) => (calls.end, ""),
        None => (query_end, "&a="),
    };
    let mut reading = Reading { separator, append_at, call_style: CallStyle::Viewer, ..Reading::default() };
    let mut hands: [Option<String>; 4] = Default::default();
    let mut read_any = false;
    for parameter in &parameters {
        let name = parameter.name.to_ascii_lowercase();
        let at = |message: Message| InputError::at(text, parameter.start, parameter.end, message);
        let seat_of = |letter: &str| Seat::parse(letter).filter(|_| letter.len() == 1);
        match name.as_str() {
            "n" | "e" | "s" | "w" => {
                let seat = seat_of(&name).unwrap_or(Seat::North);
                hands[seat.index()] = Some(value(parameter)?);
            }
            "nn" | "en" | "sn" | "wn" => {
                let seat = seat_of(&name[..1]).unwrap_or(Seat::North);
                let player = value(parameter)?.trim().to_string();
                reading.players[seat.index()] = (!player.is_empty()).then_some(player);
            }
            "d" => {
                let given = value(parameter)?;
                let seat = Seat::parse(given.trim()).ok_or_else(|| at(value_error("link-dealer", quote(&given))))?;
                reading.dealer = Some((seat, DealerTag::Link));
            }
            "v" => {
                let given = value(parameter)?;
                let vulnerability = Vulnerability::parse_lin(&given)
                    .or_else(|| Vulnerability::parse_pbn(&given))
                    .ok_or_else(|| at(value_error("link-vulnerable", quote(&given))))?;
                reading.vulnerability = Some((vulnerability, "the link's v= parameter"));
            }
            "b" => {
                let given = value(parameter)?;
                let board = given.trim().parse::<u32>().ok().filter(|&b| b > 0);
                reading.board = Some(board.ok_or_else(|| at(value_error("link-board", quote(&given))))?);
            }
            "a" => {
                let calls = value(parameter)?;
                reading.entries = read_calls(&calls, (parameter.start, parameter.end))
                    .map_err(|error| at(Message::new("auction-error-link-calls").arg("error", error)))?;
            }
            _ => continue,
        }
        read_any = true;
    }
    if !read_any {
        return Err(InputError::at(text, 0, text.trim_end().len(), syntax_error("link-empty")));
    }
    let given = hands.iter().filter(|h| h.is_some()).count();
    match given {
        0 => {}
        // LIN's hands, in its order South, West, North, East.
        3 | 4 => {
            let lin_hands = [Seat::South, Seat::West, Seat::North, Seat::East]
                .map(|seat| hands[seat.index()].clone().unwrap_or_default())
                .join(",");
            reading.deal = Some(Deal::parse_lin(&lin_hands).map_err(|message| {
                let first = parameters
                    .iter()
                    .find(|p| ["n", "e", "s", "w"].contains(&p.name))
                    .map_or((0, 0), |p| (p.start, p.end));
                InputError::at(text, first.0, first.1, Message::new("auction-error-link-hands").arg("error", message))
            })?);
        }
        _ => reading.remarks.push(
            verdict_model::Message::new("auction-why-link-hands").arg("given", verdict_model::Arg::digits(given)),
        ),
    }
    Ok(reading)
}

/// The calls of `a=`, run together: `1cp1np3np-p-p` is not accepted, `1cp1np3nppp` is. `span`
/// is where the whole parameter lies, which every call points at (the text was decoded).
fn read_calls(calls: &str, span: (usize, usize)) -> Result<Vec<Written>, Message> {
    let mut entries: Vec<Written> = Vec::new();
    let chars: Vec<char> = calls.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i].to_ascii_lowercase();
        let number = entries.len() + 1;
        let call = match c {
            ' ' | ',' => {
                i += 1;
                continue;
            }
            '!' => match entries.last_mut() {
                Some(last) => {
                    last.alert = true;
                    i += 1;
                    continue;
                }
                None => return Err(syntax_error("link-alert-first")),
            },
            '(' => {
                let close = chars[i..].iter().position(|&c| c == ')').map(|k| i + k);
                let Some(close) = close else {
                    return Err(Message::new("auction-error-link-unclosed").arg("index", Arg::digits(number - 1)));
                };
                let explanation: String = chars[i + 1..close].iter().collect();
                match entries.last_mut() {
                    Some(last) => {
                        let explanation = explanation.trim();
                        if !explanation.is_empty() {
                            last.explanation = Some(explanation.to_string());
                        }
                    }
                    None => return Err(syntax_error("link-explanation-first")),
                }
                i = close + 1;
                continue;
            }
            'p' => {
                i += 1;
                Call::Pass
            }
            'd' => {
                i += 1;
                Call::Double
            }
            'r' => {
                i += 1;
                Call::Redouble
            }
            'x' => {
                let redouble = chars.get(i + 1).is_some_and(|c| c.eq_ignore_ascii_case(&'x'));
                i += if redouble { 2 } else { 1 };
                if redouble {
                    Call::Redouble
                } else {
                    Call::Double
                }
            }
            '1'..='7' => {
                let strain = chars.get(i + 1).map(char::to_ascii_lowercase);
                let word = match strain {
                    Some(s @ ('c' | 'd' | 'h' | 's')) => format!("{c}{s}"),
                    Some('n') => format!("{c}n"),
                    _ => {
                        // "end" for nothing: a character is written quoted, `'z'`.
                        let next = chars.get(i + 1).map_or("end".to_string(), |c| format!("'{c}'"));
                        return Err(Message::new("auction-error-link-level")
                            .arg("index", Arg::digits(number))
                            .arg("level", c.to_string())
                            .arg("next", next));
                    }
                };
                i += 2;
                // `1nt` as well as `1n`.
                if strain == Some('n') && chars.get(i).is_some_and(|c| c.eq_ignore_ascii_case(&'t')) {
                    i += 1;
                }
                Call::parse(&word).map_err(|why| not_a_call(quote(&word), number, why.key(), false))?
            }
            other => return Err(not_a_call(format!("'{other}'"), number, "link", false)),
        };
        entries.push(Written {
            entry: Entry::Call(call),
            span,
            annotations: Vec::new(),
            alert: false,
            note: None,
            explanation: None,
            comments: Vec::new(),
        });
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lin_parameter_is_read_as_its_record() {
        let link = "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C2%7Csv%7Co%7Cmb%7C1H%7Cmb%7Cp%7C";
        assert!(is_link(link));
        let r = read(link).unwrap();
        assert_eq!((r.dealer.map(|d| d.0), r.entries.len()), (Some(Seat::West), 2));
        assert!(!is_link("1C P 1NT"));
        assert!(!is_link("[Auction \"N\"] 1C"));
    }

    #[test]
    fn the_handviewers_own_parameters_are_read() {
        let link = "https://www.bridgebase.com/tools/handviewer.html?n=ck1098daj987sk106h10&s=c53dkq102s8753ha52&e=caqj642d5sq94h964&w=c7d643saj2hkqj873&d=e&v=b&b=7&a=1c!(16%2B)pp1nt(15-17)ppp&nn=Ann+Lee&sn=Bo&p=hahk";
        let r = read(link).unwrap();
        assert_eq!(r.dealer.map(|d| d.0), Some(Seat::East));
        assert_eq!(r.vulnerability.map(|v| v.0), Some(Vulnerability::Both));
        assert_eq!(r.board, Some(7));
        let deal = r.deal.expect("four hands");
        assert_eq!(deal.suit_text(Seat::North, 0), "KT6");
        assert_eq!(deal.suit_text(Seat::North, 3), "KT98");
        let calls: Vec<Entry> = r.entries.iter().map(|w| w.entry).collect();
        let expected: Vec<Entry> =
            ["1C", "P", "P", "1NT", "P", "P", "P"].iter().map(|w| Entry::Call(Call::parse(w).unwrap())).collect();
        assert_eq!(calls, expected);
        assert!(r.entries[0].alerted());
        assert_eq!(r.entries[0].explanation.as_deref(), Some("16+"));
        assert_eq!(r.entries[3].explanation.as_deref(), Some("15-17"));
        assert!(!r.entries[3].alerted());
        assert_eq!(r.players[Seat::North.index()].as_deref(), Some("Ann Lee"));
        // Two hands are no deal, which the reading says; `&amp;` separates as `&` does.
        let two = read("https://www.bridgebase.com/tools/handviewer.html?n=sakq&amp;s=s2&amp;a=1sxxx").unwrap();
        assert!(two.deal.is_none() && two.remarks[0].english().contains("2 of the four hands"), "{:?}", two.remarks);
        let calls: Vec<Entry> = two.entries.iter().map(|w| w.entry).collect();
        assert_eq!(
            calls,
            [Entry::Call(Call::parse("1S").unwrap()), Entry::Call(Call::Redouble), Entry::Call(Call::Double)]
        );
    }

    #[test]
    fn a_link_that_does_not_read_says_where() {
        let base = "https://www.bridgebase.com/tools/handviewer.html?";
        for (query, needle, parameter) in [
            ("a=1cq", "'q' (call 2) is not a call", "1cq"),
            ("a=8c", "'8' (call 1) is not a call", "8c"),
            ("a=1x", "not a strain", "1x"),
            ("a=1c(open", "never closed", "1c(open"),
            ("d=q&a=p", "not 'q'", "q"),
            ("v=red", "not 'red'", "red"),
            ("b=0", "not '0'", "0"),
            ("n=sakqjt98765432&e=s2&s=s3", "in the link's hands", "sakqjt98765432"),
            ("x=1", "no lin= record", ""),
        ] {
            let link = format!("{base}{query}");
            let e = read(&link).err().unwrap_or_else(|| panic!("{link} reads"));
            assert!(e.message.english().contains(needle), "{link}: {}", e.message);
            let (start, end) = e.span.unwrap();
            if !parameter.is_empty() {
                assert_eq!(&link[start..end], parameter, "{link}: {}", e.message);
            }
        }
    }
}
