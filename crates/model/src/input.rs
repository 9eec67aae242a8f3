//! Input errors that point at the offending place, and the whitespace tokenizer the judge
//! formats share.

use crate::message::Message;
use serde::Serialize;
#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
use std::fmt;

/// Bad input: what is wrong and where. Positions are computed from the text the error is about,
/// so the same error type serves the page (one field of text) and the judge (all of stdin).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct InputError {
    /// What is wrong, a sentence of the catalogues (`Message::verbatim` for one the core still
    /// writes in English).
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub message: Message,
    /// 1-based line of the offending place, if the input has a place to point at.
    pub line: Option<usize>,
    /// 1-based column (in characters) on that line.
    pub column: Option<usize>,
    /// Byte range of the offending text within the input.
    pub span: Option<(usize, usize)>,
    /// 1-based case number in a judge input with several cases.
    pub case: Option<usize>,
}

impl InputError {
    /// An error about the whole input (for example: it is empty).
    pub fn whole(message: impl Into<Message>) -> InputError {
        InputError { message: message.into(), line: None, column: None, span: None, case: None }
    }

    /// An error about `text[start..end]`.
    pub fn at(text: &str, start: usize, end: usize, message: impl Into<Message>) -> InputError {
        let start = start.min(text.len());
        let end = end.clamp(start, text.len());
        let before = &text.as_bytes()[..start];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = text[line_start..start].chars().count() + 1;
        InputError {
            message: message.into(),
            line: Some(line),
            column: Some(column),
            span: Some((start, end)),
            case: None,
        }
    }

    pub fn in_case(mut self, case: usize) -> InputError {
        self.case = Some(case);
        self
    }
}

/// In English, for the command line and the tests; not in the wasm module (see `Message`'s).
#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "case {case}, ")?;
        }
        match (self.line, self.column) {
            (Some(line), Some(column)) => write!(f, "line {line}, column {column}: {}", self.message),
            _ => write!(f, "{}", self.message),
        }
    }
}

#[cfg(any(not(target_arch = "wasm32"), feature = "english"))]
impl std::error::Error for InputError {}

/// Quotes a token for an error message, cutting very long ones.
pub fn quote(token: &str) -> String {
    const LIMIT: usize = 24;
    let shown: String = token.chars().take(LIMIT).map(visible).collect();
    if token.chars().count() <= LIMIT {
        format!("'{shown}'")
    } else {
        format!("'{shown}…'")
    }
}

/// `text` cut to at most `limit` characters, with "…" when it was longer.
pub fn shortened(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// A character as a message may show it: control characters (an ESC would drive the reader's
/// terminal) and invisible marks (a byte-order mark looks like nothing) are escaped, `\u{1b}`.
fn visible(c: char) -> String {
    if c.is_control()
        || matches!(c, '\u{feff}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2064}')
    {
        c.escape_unicode().to_string()
    } else {
        c.to_string()
    }
}

/// A token of the input and its byte range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a str,
    pub start: usize,
}

impl Token<'_> {
    pub fn end(&self) -> usize {
        self.start + self.text.len()
    }
}

/// Splits text into tokens separated by white space and by the extra separator characters
/// given (the auction also separates calls by commas).
pub struct Tokens<'a> {
    text: &'a str,
    pos: usize,
    separators: &'static [char],
}

impl<'a> Tokens<'a> {
    pub fn new(text: &'a str) -> Tokens<'a> {
        Tokens::with_separators(text, &[])
    }

    pub fn with_separators(text: &'a str, separators: &'static [char]) -> Tokens<'a> {
        Tokens { text, pos: 0, separators }
    }

    fn is_separator(&self, c: char) -> bool {
        c.is_whitespace() || self.separators.contains(&c)
    }

    /// The next token, or an error naming what was expected when the input has ended.
    pub fn expect(&mut self, what: impl Into<Message>) -> Result<Token<'a>, InputError> {
        self.next().ok_or_else(|| {
            let end = self.text.len();
            InputError::at(self.text, end, end, Message::new("input-ended").arg("what", what.into()))
        })
    }

    /// The next token parsed as an unsigned number, or an error naming `what`.
    pub fn number(&mut self, what: impl Into<Message>) -> Result<(u64, Token<'a>), InputError> {
        let what = what.into();
        let token = self.expect(what.clone())?;
        let value = parse_count(token.text).ok_or_else(|| {
            let message = if too_large(token.text) {
                Message::new("input-too-large-for").arg("most", u64::MAX.to_string())
            } else {
                Message::new("input-not-number")
            };
            let message = message.arg("token", quote(token.text)).arg("what", what);
            InputError::at(self.text, token.start, token.end(), message)
        })?;
        Ok((value, token))
    }

    /// Nothing more: or else an error at the next token, "unexpected 'x' {after}".
    pub fn expect_end(&mut self, after: impl Into<Message>) -> Result<(), InputError> {
        match self.next() {
            None => Ok(()),
            Some(extra) => Err(InputError::at(
                self.text,
                extra.start,
                extra.end(),
                Message::new("input-unexpected").arg("token", quote(extra.text)).arg("after", after.into()),
            )),
        }
    }

    /// The rest of the line where the next token stands, and the byte where it starts, for a
    /// reader of a whole line (a judge case's heaps or row), which then [`Tokens::seek`]s past
    /// it; or, when the input has ended, an error there saying `ended`.
    pub fn line<M: Into<Message>>(&mut self, ended: impl FnOnce() -> M) -> Result<(usize, &'a str), InputError> {
        let first = self.rest_start();
        if first == self.text.len() {
            return Err(InputError::at(self.text, first, first, ended()));
        }
        let end = self.text[first..].find('\n').map_or(self.text.len(), |i| first + i);
        Ok((first, &self.text[first..end]))
    }

    /// Where the rest of the input starts, after separators.
    pub fn rest_start(&mut self) -> usize {
        self.skip_separators();
        self.pos
    }

    /// Continues reading at byte `pos` (a reader that consumed a span of the text itself, such
    /// as a whole line, moves past it).
    pub fn seek(&mut self, pos: usize) {
        self.pos = pos.min(self.text.len());
    }

    fn skip_separators(&mut self) {
        let rest = &self.text[self.pos..];
        let skipped = rest.find(|c: char| !self.is_separator(c)).unwrap_or(rest.len());
        self.pos += skipped;
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        self.skip_separators();
        if self.pos >= self.text.len() {
            return None;
        }
        let rest = &self.text[self.pos..];
        let len = rest.find(|c: char| self.is_separator(c)).unwrap_or(rest.len());
        let token = Token { text: &rest[..len], start: self.pos };
        self.pos += len;
        Some(token)
    }
}

/// Parses a plain decimal count (digits only, an optional leading `+`); `None` when it is not
/// one or does not fit in 64 bits.
pub fn parse_count(text: &str) -> Option<u64> {
    let digits = text.strip_prefix('+').unwrap_or(text).as_bytes();
    if digits.is_empty() {
        return None;
    }
    // One pass, checked: this runs once per number of a ten-million-number row.
    digits.iter().try_fold(0u64, |value, &b| {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value.checked_mul(10)?.checked_add(u64::from(digit))
    })
}

/// Whether `text` contains `word` anywhere, byte for byte: `str::contains` for the short words an
/// input's kind is told by (`|mb|`, `handviewer`). The standard library's substring search (the
/// Two-Way algorithm, for long needles) was a kilobyte of the auction's compact module, gzipped;
/// this is a few dozen bytes, and a scan of a megabyte for a ten-byte word takes a millisecond.
pub fn contains_word(text: &str, word: &str) -> bool {
    word.is_empty() || text.as_bytes().windows(word.len()).any(|here| here == word.as_bytes())
}

/// Whether `text` is a count that [`parse_count`] refused only for its size: all digits, but
/// more than 64 bits hold. Such a number is "too large", not "not a number".
pub fn too_large(text: &str) -> bool {
    let digits = text.strip_prefix('+').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && parse_count(text).is_none()
}

#[cfg(test)]
mod quote_tests {
    use super::quote;

    #[test]
    fn control_and_invisible_characters_are_escaped() {
        assert_eq!(quote("1\u{1b}[31mC"), "'1\\u{1b}[31mC'");
        assert_eq!(quote("\u{feff}8"), "'\\u{feff}8'");
        assert_eq!(quote("a\tb\u{7f}"), "'a\\u{9}b\\u{7f}'");
        assert_eq!(quote("♥1"), "'♥1'");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The byte scan answers as `str::contains`, on texts and words of a few letters where
        /// a word is often there, at the ends, or there but for its last letter.
        #[test]
        fn contains_word_is_str_contains(text in "[ab|é]{0,12}", word in "[ab|é]{0,4}") {
            proptest::prop_assert_eq!(contains_word(&text, &word), text.contains(word.as_str()));
        }
    }

    #[test]
    fn error_positions_are_line_and_character_based() {
        let text = "3\n♣♣x\n";
        let start = text.find('x').unwrap();
        let e = InputError::at(text, start, start + 1, "bad");
        assert_eq!((e.line, e.column), (Some(2), Some(3)));
        assert_eq!(e.to_string(), "line 2, column 3: bad");
        assert_eq!(e.in_case(4).to_string(), "case 4, line 2, column 3: bad");
    }

    #[test]
    fn tokens_split_on_whitespace_and_separators() {
        let text = " 1C,X\n\tP ,, XX";
        let got: Vec<_> = Tokens::with_separators(text, &[',']).map(|t| (t.text, t.start)).collect();
        assert_eq!(got, vec![("1C", 1), ("X", 4), ("P", 7), ("XX", 12)]);
        let plain: Vec<_> = Tokens::new("a,b c").map(|t| t.text).collect();
        assert_eq!(plain, vec!["a,b", "c"]);
    }

    #[test]
    fn numbers_are_checked() {
        let mut t = Tokens::new("12 x");
        assert_eq!(t.number("n").unwrap().0, 12);
        let e = t.number("n").unwrap_err();
        assert_eq!(e.column, Some(4));
        assert!(e.message.english().contains("'x'"), "{}", e.message);
        let e = t.number("n").unwrap_err();
        assert!(e.message.english().contains("ended"), "{}", e.message);
        assert_eq!(parse_count("99999999999999999999999"), None);
        assert_eq!(parse_count("-3"), None);
        assert_eq!(parse_count("+"), None);
        assert_eq!(parse_count("1+2"), None);
        assert_eq!(parse_count("007"), Some(7));
        assert_eq!(parse_count("18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_count("18446744073709551616"), None);
        assert!(too_large("18446744073709551616") && too_large("+99999999999999999999"));
        assert!(
            !too_large("18446744073709551615")
                && !too_large("9x")
                && !too_large("")
                && !too_large("-99999999999999999999")
        );
        let e = Tokens::new("99999999999999999999").number("T, the number of cases").unwrap_err();
        assert_eq!(
            e.message,
            "'99999999999999999999' is too large for T, the number of cases (at most 18446744073709551615)"
        );
    }

    #[test]
    fn long_tokens_are_cut_when_quoted() {
        assert_eq!(quote("ab"), "'ab'");
        assert_eq!(quote(&"a".repeat(100)).chars().count(), 24 + 3);
    }
}
