//! The judge format (docs/RULES.md, "Nim"): `T`, then per case a line with `k` and a line with
//! the `k` heap sizes; one answer a case, `Alice` (the nim-sum of the heaps' Grundy values is
//! not 0) or `Bob`. Memory holds one case.

use crate::grundy::Sequence;
use crate::take::{Take, MAX_HEAP};
use verdict_model::input::{parse_count, quote, too_large, InputError, Tokens};

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
        return Err(InputError::whole(
            "the input is empty: expected T, then per case a line with k and a line with the k heap sizes",
        ));
    }
    let sequence = Sequence::of(take);
    let (count, _) = tokens.number("T, the number of cases")?;
    for case in 1..=count {
        let read = read_case(stdin, &mut tokens, &sequence).map_err(|e| e.in_case(case as usize))?;
        if !visit(read).map_err(|e| e.in_case(case as usize))? {
            return Ok(());
        }
    }
    tokens.expect_end(&format!("after the last of the {count} cases"))
}

fn read_case(stdin: &str, tokens: &mut Tokens, sequence: &Sequence) -> Result<Case, InputError> {
    let (k, k_token) = tokens.number("k, the number of heaps")?;
    if k == 0 {
        return Err(InputError::at(
            stdin,
            k_token.start,
            k_token.end(),
            "k should be at least 1: a case has at least one heap",
        ));
    }
    let (first, line) = tokens.line(|| format!("the input ended where the {k} heap sizes were expected"))?;
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
                format!("k = {k} but the line goes on: unexpected {}", quote(token.text)),
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
                    format!(
                        "{} is not a heap size: a heap size is a whole number from 0 to {}",
                        quote(token.text),
                        MAX_HEAP
                    ),
                ))
            }
        };
        let Some(value) = sequence.value(size) else {
            return Err(InputError::at(
                stdin,
                start,
                end,
                format!(
                    "the Grundy values of take {} show no period within the {} values computed, so heaps of up to {} counters are answered, and {size} is past them",
                    sequence.take().text(),
                    crate::grundy::MAX_COMPUTED,
                    sequence.known_up_to()
                ),
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
            format!("k = {k} but the line has only {count} heap size{}", if count == 1 { "" } else { "s" }),
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
        format!("{} is too large: a heap holds at most {} counters", quote(text), MAX_HEAP),
    )
}
