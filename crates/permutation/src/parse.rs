//! Reading permutations: the page's free-form row and the judge format, with errors that point
//! at the offending token.

use super::Permutation;
use verdict_model::input::{parse_count, quote, too_large, InputError, Token, Tokens};
use verdict_model::{Arg, Message};

/// Tokens of a row: [`Tokens`]' splitting, by bytes when the text is ASCII (a row of ten
/// million numbers is read several times faster that way).
pub(super) enum RowTokens<'a> {
    Ascii { text: &'a str, pos: usize, comma: bool },
    Any(Tokens<'a>),
}

impl<'a> RowTokens<'a> {
    pub(super) fn new(text: &'a str, comma: bool) -> RowTokens<'a> {
        if text.is_ascii() {
            RowTokens::Ascii { text, pos: 0, comma }
        } else if comma {
            RowTokens::Any(Tokens::with_separators(text, &[',']))
        } else {
            RowTokens::Any(Tokens::new(text))
        }
    }
}

impl<'a> Iterator for RowTokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        match self {
            RowTokens::Any(tokens) => tokens.next(),
            RowTokens::Ascii { text, pos, comma } => {
                // The ASCII characters `char::is_whitespace` accepts, as `Tokens` splits on.
                let separator =
                    |b: u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') || (*comma && b == b',');
                let bytes = text.as_bytes();
                while *pos < bytes.len() && separator(bytes[*pos]) {
                    *pos += 1;
                }
                if *pos == bytes.len() {
                    return None;
                }
                let start = *pos;
                while *pos < bytes.len() && !separator(bytes[*pos]) {
                    *pos += 1;
                }
                Some(Token { text: &text[start..*pos], start })
            }
        }
    }
}

/// The page's input: numbers separated by white space or commas.
pub fn parse(text: &str) -> Result<Permutation, InputError> {
    let count = RowTokens::new(text, true).count();
    if count == 0 {
        return Err(InputError::whole(Message::new("permutation-error-empty")));
    }
    let values = read_permutation(text, RowTokens::new(text, true), count)?;
    Ok(Permutation::from_checked(values))
}

/// One problem found while reading a row, kept until the whole row is read so that the
/// message can also name a missing number.
enum Problem<'a> {
    NotANumber(Token<'a>),
    OutOfRange(Token<'a>),
    /// The value and the 1-based place of its second appearance.
    Duplicate(u64, u32, Token<'a>),
}

/// Reads exactly the `n` tokens given as a permutation of 1..n; errors are about `text`, which
/// the tokens' positions refer to. The first problem in reading order is reported.
fn read_permutation<'a>(
    text: &'a str,
    tokens: impl Iterator<Item = Token<'a>>,
    n: usize,
) -> Result<Vec<u32>, InputError> {
    if u32::try_from(n).is_err() {
        return Err(InputError::whole(Message::new("permutation-error-too-many").arg("n", Arg::digits(n))));
    }
    let mut values = Vec::with_capacity(n);
    // One bit per value: a byte or word per value would miss the cache on every number of a
    // long random row. Where a duplicate first appeared is looked up again only on error.
    let mut seen = vec![0u64; n / 64 + 1];
    let mut problem = None;
    for (index, token) in tokens.take(n).enumerate() {
        let place = index as u32 + 1;
        let value = match parse_count(token.text) {
            Some(v) if (1..=n as u64).contains(&v) => v,
            Some(_) => {
                problem.get_or_insert(Problem::OutOfRange(token));
                continue;
            }
            // A number too large for 64 bits is still a number: out of range, like 7 in a row of 6.
            None if too_large(token.text) => {
                problem.get_or_insert(Problem::OutOfRange(token));
                continue;
            }
            None => {
                problem.get_or_insert(Problem::NotANumber(token));
                continue;
            }
        };
        let (word, bit) = (value as usize / 64, value % 64);
        if seen[word] >> bit & 1 == 1 {
            problem.get_or_insert(Problem::Duplicate(value, place, token));
        }
        seen[word] |= 1 << bit;
        values.push(value as u32);
    }
    let Some(problem) = problem else {
        return Ok(values);
    };
    let missing = (1..=n).find(|&v| seen[v / 64] >> (v % 64) & 1 == 0);
    // ", so 3 is missing", or nothing.
    let so_missing = || -> Arg {
        match missing {
            Some(m) => Message::new("permutation-error-missing").arg("number", Arg::digits(m)).into(),
            None => Arg::Text(String::new()),
        }
    };
    Err(match problem {
        Problem::NotANumber(t) => InputError::at(
            text,
            t.start,
            t.end(),
            Message::new("permutation-error-not-number").arg("token", quote(t.text)).arg("n", Arg::digits(n)),
        ),
        Problem::OutOfRange(t) => InputError::at(
            text,
            t.start,
            t.end(),
            Message::new("permutation-error-range")
                .arg("token", quote(t.text))
                .arg("n", Arg::digits(n))
                .arg("missing", so_missing()),
        ),
        Problem::Duplicate(value, second, t) => {
            // Skipped tokens (not numbers, out of range) are not in `values`, but a duplicate
            // reported first has none before it.
            let first = values.iter().position(|&v| u64::from(v) == value).map_or(0, |i| i + 1);
            InputError::at(
                text,
                t.start,
                t.end(),
                Message::new("permutation-error-twice")
                    .arg("value", Arg::digits(value as usize))
                    .arg("first", Arg::digits(first))
                    .arg("second", Arg::digits(second as usize))
                    .arg("missing", so_missing()),
            )
        }
    })
}

/// The judge format: `T`, then per case a line with `n` and a line with the permutation.
/// `visit` hears each permutation as soon as it is read (and returns `false` to stop).
pub fn judge_cases(stdin: &str, mut visit: impl FnMut(&Permutation) -> bool) -> Result<(), InputError> {
    let mut tokens = Tokens::new(stdin);
    if tokens.rest_start() == stdin.len() {
        return Err(InputError::whole(Message::new("permutation-error-judge-empty")));
    }
    let (cases, _) = tokens.number(Message::new("input-what-cases"))?;
    for case in 1..=cases {
        let permutation = read_case(stdin, &mut tokens).map_err(|e| e.in_case(case as usize))?;
        if !visit(&permutation) {
            return Ok(());
        }
    }
    tokens.expect_end(Message::new("input-after-cases").arg("count", Arg::digits(cases as usize)))
}

/// One case: `n`, then the permutation on the line where its first number stands.
fn read_case(stdin: &str, tokens: &mut Tokens) -> Result<Permutation, InputError> {
    let (n, n_token) = tokens.number(Message::new("permutation-error-what-n"))?;
    if n == 0 {
        return Err(InputError::at(stdin, n_token.start, n_token.end(), Message::new("permutation-error-judge-zero")));
    }
    let (first, line) = tokens.line(|| Message::new("permutation-error-judge-ended").arg("n", n.to_string()))?;
    let row = || RowTokens::new(line, false).map(|t| Token { text: t.text, start: t.start + first });
    let count = row().count() as u64;
    if count < n {
        let end = line.trim_end().len() + first;
        return Err(InputError::at(
            stdin,
            end,
            end,
            Message::new("permutation-error-judge-short").arg("n", n.to_string()).arg("count", count.to_string()),
        ));
    }
    // Only when the row is too long is it scanned again, to point at the first extra number.
    if let Some(extra) = (count > n).then(|| row().nth(n as usize)).flatten() {
        return Err(InputError::at(
            stdin,
            extra.start,
            extra.end(),
            Message::new("permutation-error-judge-long").arg("n", n.to_string()).arg("token", quote(extra.text)),
        ));
    }
    let values = read_permutation(stdin, row(), n as usize)?;
    tokens.seek(first + line.len());
    Ok(Permutation::from_checked(values))
}
