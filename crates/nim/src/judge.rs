//! The judge format (docs/RULES.md, "Nim"): `T`, then per case a line with `k` and a line with
//! the `k` heap sizes; one answer a case, `Alice` (the nim-sum of the heaps' Grundy values is
//! not 0) or `Bob`. Memory holds one case.

use crate::grundy::Sequence;
use crate::take::{Take, MAX_HEAP};
use verdict_model::input::{parse_count, quote, too_large, InputError, Tokens};
use verdict_model::{Arg, Message};

/// One case as read: its heaps, and their nim-sum under the take set.
pub struct Case {
    pub heaps: Vec<u32>,
    pub nim_sum: u32,
}

/// Reads every case, handing each to `visit` (which returns `false` to stop).
pub fn cases(
    stdin: &str,
    take: &Take,
    mut visit: impl FnMut(Case) -> Result<bool, InputError>,
) -> Result<(), InputError> {
    let mut tokens = Tokens::new(stdin);
    if tokens.rest_start() == stdin.len() {
        return Err(InputError::whole(Message::new("nim-error-judge-empty")));
    }
    let sequence = Sequence::of(take);
    let (count, _) = tokens.number(Message::new("input-what-cases"))?;
    for case in 1..=count {
        let read = read_case(stdin, &mut tokens, &sequence).map_err(|e| e.in_case(case as usize))?;
        if !visit(read).map_err(|e| e.in_case(case as usize))? {
            return Ok(());
        }
    }
    tokens.expect_end(Message::new("input-after-cases").arg("count", Arg::digits(count as usize)))
}

fn read_case(stdin: &str, tokens: &mut Tokens, sequence: &Sequence) -> Result<Case, InputError> {
    let (k, k_token) = tokens.number(Message::new("nim-error-what-k"))?;
    if k == 0 {
        return Err(InputError::at(stdin, k_token.start, k_token.end(), Message::new("nim-error-k-zero")));
    }
    let (first, line) = tokens.line(|| Message::new("nim-error-ended-heaps").arg("k", k.to_string()))?;
    let mut heaps = Vec::with_capacity(k.min(1 << 20) as usize);
    let mut nim_sum = 0;
    let mut count = 0u64;
    for token in Tokens::new(line) {
        let (start, end) = (first + token.start, first + token.end());
        count += 1;
        if count > k {
            return Err(InputError::at(
                stdin,
                start,
                end,
                Message::new("nim-error-line-long").arg("k", k.to_string()).arg("word", quote(token.text)),
            ));
        }
        let size = match parse_count(token.text) {
            Some(size) if size <= u64::from(MAX_HEAP) => size as u32,
            Some(_) => None.ok_or_else(|| too_big(stdin, start, end, token.text))?,
            None if too_large(token.text) => None.ok_or_else(|| too_big(stdin, start, end, token.text))?,
            None => {
                return Err(InputError::at(
                    stdin,
                    start,
                    end,
                    Message::new("nim-error-case-size")
                        .arg("word", quote(token.text))
                        .arg("max", Arg::digits(MAX_HEAP as usize)),
                ))
            }
        };
        let Some(value) = sequence.value(size) else {
            return Err(InputError::at(
                stdin,
                start,
                end,
                Message::new("nim-error-case-no-period")
                    .arg("take", sequence.take().text())
                    .arg("computed", Arg::digits(crate::grundy::MAX_COMPUTED))
                    .arg("known", Arg::digits(sequence.known_up_to() as usize))
                    .arg("size", Arg::digits(size as usize)),
            ));
        };
        nim_sum ^= value;
        heaps.push(size);
    }
    if count < k {
        let end = first + line.trim_end().len();
        return Err(InputError::at(
            stdin,
            end,
            end,
            Message::new("nim-error-line-short").arg("k", k.to_string()).arg("count", count.to_string()),
        ));
    }
    tokens.seek(first + line.len());
    Ok(Case { heaps, nim_sum })
}

fn too_big(stdin: &str, start: usize, end: usize, text: &str) -> InputError {
    InputError::at(
        stdin,
        start,
        end,
        Message::new("nim-error-case-too-large").arg("word", quote(text)).arg("max", Arg::digits(MAX_HEAP as usize)),
    )
}
