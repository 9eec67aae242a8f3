//! The ticket game (docs/RULES.md, "Ticket"): Monocarp and Bicarp take turns replacing the `?` of a
//! ticket with digits; Bicarp wins when the two halves end with equal sums.
//!
//! - this file: the ticket, its counts, the closed form [`winner`], the page's and the
//!   judge's entry points;
//! - [`play`]: the two strategies of docs/RULES.md played as an optimal game, walked by window (see
//!   [`crate::walk`]), and the line of positions with their boards;
//! - [`explain`]: the report (the argument in two layers and the tables);
//! - [`exhaustive`]: the minimax the tests compare everything against.
//!
//! A ticket of 10 000 000 characters costs a few passes over its bytes and O(n / 1024) memory
//! besides the ticket itself.

mod board;
pub mod conjecture;
mod exercises;
pub mod exhaustive;
mod explain;
mod game;
pub mod play;
pub mod position;
mod words;

use std::rc::Rc;
use verdict_model::game::Judged;
use verdict_model::input::{quote, InputError, Tokens};
use verdict_model::judge::Visit;
use verdict_model::report::{Analysis, Headline};
use verdict_model::typed_position::{analyze_input, headline_of_input, StartSaid};
use verdict_model::{Arg, Message};

pub use explain::report;
pub use game::{TicketGame, GAME};
pub use play::{Move, OptimalPlay, PlayState, Why};

/// A parsed ticket: its characters, each a digit `b'0'..=b'9'` or `b'?'`, of even length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticket {
    chars: Rc<[u8]>,
}

verdict_model::players!(Monocarp "he", Bicarp "he");

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    Left,
    Right,
}

impl Half {
    pub fn name(self) -> &'static str {
        match self {
            Half::Left => "left",
            Half::Right => "right",
        }
    }

    pub fn other(self) -> Half {
        match self {
            Half::Left => Half::Right,
            Half::Right => Half::Left,
        }
    }
}

/// What the verdict depends on: the fixed digit sums and the `?` counts of each half.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub left_sum: i64,
    pub right_sum: i64,
    pub left_q: i64,
    pub right_q: i64,
}

impl Counts {
    /// `d`: how far the left half's fixed digits are ahead of the right half's.
    pub fn d(&self) -> i64 {
        self.left_sum - self.right_sum
    }

    /// Twice the balance `B = d + 9 (qL - qR) / 2`: how far the left half would be ahead if
    /// every remaining `?` became 4.5. Doubled to stay an integer.
    pub fn twice_balance(&self) -> i64 {
        2 * self.d() + 9 * (self.left_q - self.right_q)
    }

    pub fn q(&self, half: Half) -> i64 {
        match half {
            Half::Left => self.left_q,
            Half::Right => self.right_q,
        }
    }

    pub fn q_total(&self) -> i64 {
        self.left_q + self.right_q
    }

    fn write(&mut self, half: Half, digit: u8) {
        match half {
            Half::Left => {
                self.left_sum += i64::from(digit);
                self.left_q -= 1;
            }
            Half::Right => {
                self.right_sum += i64::from(digit);
                self.right_q -= 1;
            }
        }
    }
}

/// The closed form (docs/RULES.md, "Ticket"): Bicarp wins exactly when `2d == 9 (qR - qL)`.
pub fn winner(counts: &Counts) -> Player {
    if 2 * counts.d() == 9 * (counts.right_q - counts.left_q) {
        Player::Bicarp
    } else {
        Player::Monocarp
    }
}

impl Ticket {
    /// Parses a ticket, naming the first character that is not a digit or `?`, or the length
    /// when it is odd. Positions in errors are relative to `text`.
    pub fn parse(text: &str) -> Result<Ticket, InputError> {
        if text.is_empty() {
            return Err(InputError::whole(Message::new("ticket-error-empty")));
        }
        if let Some(bad) = text.bytes().position(|b| !(b.is_ascii_digit() || b == b'?')) {
            let c = text[bad..].chars().next().unwrap_or('?');
            let e = InputError::at(text, bad, bad + c.len_utf8(), "");
            let position = e.column.unwrap_or(1);
            return Err(InputError {
                message: Message::new("ticket-error-character")
                    .arg("position", Arg::digits(position))
                    .arg("character", quote(&c.to_string())),
                ..e
            });
        }
        if text.len() % 2 == 1 {
            return Err(InputError::at(
                text,
                text.len(),
                text.len(),
                Message::new("ticket-error-odd").arg("length", Arg::digits(text.len())),
            ));
        }
        Ok(Ticket { chars: text.as_bytes().into() })
    }

    /// At least 2: parsing refuses an empty ticket, so there is no `is_empty` (it would always
    /// be false, which no test could tell from a broken one).
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.chars.len()
    }

    pub fn half_len(&self) -> usize {
        self.chars.len() / 2
    }

    pub fn half_of(&self, index: usize) -> Half {
        if index < self.half_len() {
            Half::Left
        } else {
            Half::Right
        }
    }

    pub fn counts(&self) -> Counts {
        let (left, right) = self.chars.split_at(self.half_len());
        let tally = |half: &[u8]| {
            half.iter().fold((0i64, 0i64), |(sum, q), &b| match b {
                b'?' => (sum, q + 1),
                digit => (sum + i64::from(digit - b'0'), q),
            })
        };
        let (left_sum, left_q) = tally(left);
        let (right_sum, right_q) = tally(right);
        Counts { left_sum, right_sum, left_q, right_q }
    }

    /// A ticket from cells already known to be digits and `?`, of even length.
    fn from_cells(cells: Vec<u8>) -> Ticket {
        Ticket { chars: cells.into() }
    }

    /// The characters, each a digit or `?`.
    pub fn chars(&self) -> &[u8] {
        &self.chars
    }

    /// The 0-based range of a half's positions.
    pub fn range(&self, half: Half) -> std::ops::Range<usize> {
        match half {
            Half::Left => 0..self.half_len(),
            Half::Right => self.half_len()..self.len(),
        }
    }
}

/// Formats `x / 2` exactly: `9`, `−4.5`.
pub fn half_value(twice: i64) -> String {
    let sign = if twice < 0 { "−" } else { "" };
    let abs = twice.unsigned_abs();
    if abs.is_multiple_of(2) {
        format!("{sign}{}", abs / 2)
    } else {
        format!("{sign}{}.5", abs / 2)
    }
}

/// Formats a signed integer with a proper minus sign.
pub fn signed(x: i64) -> String {
    if x < 0 {
        format!("−{}", x.unsigned_abs())
    } else {
        x.to_string()
    }
}

/// The page's entry point: a ticket as typed (surrounding white space ignored).
pub fn analyze(text: &str) -> Result<Analysis, InputError> {
    Ok(report(&parse_page(text)?))
}

/// The ticket as the page's box holds it: white space around it ignored.
fn parse_page(text: &str) -> Result<Ticket, InputError> {
    let start = text.len() - text.trim_start().len();
    Ticket::parse(text.trim()).map_err(|e| shift(e, text, start))
}

/// The verdict and its reason for the page's input, before the tables: of a ticket, four
/// counts.
pub fn headline(text: &str) -> Result<Headline, InputError> {
    let typed = typed_position(text)?;
    headline_of_input(GAME.name(), typed, explain::legend, || parse_page(text), explain::headline)
}

/// [`analyze`], telling `first` the headline before the tables are built. A ticket followed by
/// a player's name is a position in the middle of a game (docs/RULES.md), analysed from there.
pub fn analyze_with_headline(text: &str, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
    let said: StartSaid<Ticket> = (explain::headline, report);
    analyze_input(GAME.name(), typed_position(text)?, explain::legend, || parse_page(text), said, first)
}

/// The page's input as a position in the middle of a game, when it is one: a ticket and a word
/// after it (the player to move). `None` for a ticket alone, a start.
pub fn typed_position(text: &str) -> Result<Option<position::TicketPosition>, InputError> {
    let mut words = text.split_whitespace();
    if words.next().is_none() || words.next().is_none() {
        return Ok(None);
    }
    verdict_model::typed_position::check_length(text, "type the ticket alone")?;
    let start = text.len() - text.trim_start().len();
    position::TicketPosition::parse(text.trim()).map(Some).map_err(|e| {
        let mut e = shift(e, text, start);
        e.message = Message::new("ticket-error-typed").arg("error", e.message);
        e
    })
}

/// Re-anchors an error about `text[offset..]` to `text`.
fn shift(e: InputError, text: &str, offset: usize) -> InputError {
    match e.span {
        Some((s, t)) => InputError { message: e.message, ..InputError::at(text, s + offset, t + offset, "") },
        None => e,
    }
}

/// The judge format: a line with `n`, then a line with the ticket; prints the winner.
pub fn judge(stdin: &str, explain: bool, visit: &mut Visit) -> Result<(), InputError> {
    let mut tokens = Tokens::new(stdin);
    let Some(first) = tokens.next() else {
        return Err(InputError::whole(Message::new("ticket-error-judge-empty")));
    };
    let n = verdict_model::input::parse_count(first.text).filter(|&n| n > 0 && n % 2 == 0).ok_or_else(|| {
        let said = if verdict_model::input::too_large(first.text) {
            Message::new("ticket-error-n-too-large").arg("max", u64::MAX.to_string())
        } else {
            Message::new("ticket-error-n-not-even")
        };
        InputError::at(stdin, first.start, first.end(), said.arg("n", quote(first.text)))
    })?;
    let line = tokens.expect(Message::new("ticket-error-what-ticket"))?;
    let ticket = Ticket::parse(line.text).map_err(|e| shift(e, stdin, line.start))?;
    if ticket.len() as u64 != n {
        return Err(InputError::at(
            stdin,
            line.start,
            line.end(),
            Message::new("ticket-error-length").arg("n", n.to_string()).arg("length", Arg::digits(ticket.len())),
        ));
    }
    tokens.expect_end(Message::new("ticket-error-after-ticket"))?;
    let answer = winner(&ticket.counts()).name().to_string();
    let analysis = explain.then(|| report(&ticket));
    visit(Judged { answer, analysis });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(text: &str) -> Counts {
        Ticket::parse(text).unwrap().counts()
    }

    #[test]
    fn counts_and_balance() {
        let c = counts("?054??0?");
        assert_eq!(c, Counts { left_sum: 9, right_sum: 0, left_q: 1, right_q: 3 });
        assert_eq!(c.d(), 9);
        assert_eq!(c.twice_balance(), 0);
        assert_eq!(winner(&c), Player::Bicarp);
        assert_eq!(winner(&counts("9??0??")), Player::Monocarp);
        assert_eq!(winner(&counts("?1")), Player::Monocarp);
    }

    #[test]
    fn parse_errors_name_the_place() {
        let e = Ticket::parse("12a4").unwrap_err();
        assert_eq!(e.column, Some(3));
        assert!(e.message.english().contains("'a'"), "{}", e.message);
        let e = Ticket::parse("123").unwrap_err();
        assert!(e.message.english().contains("odd"), "{}", e.message);
        assert!(Ticket::parse("").is_err());
        let e = Ticket::parse("1♣").unwrap_err();
        assert_eq!(e.span, Some((1, 4)));
        let e = analyze("  1x").unwrap_err();
        assert_eq!(e.column, Some(4));
    }

    #[test]
    fn half_values_are_exact() {
        assert_eq!(half_value(9), "4.5");
        assert_eq!(half_value(-9), "−4.5");
        assert_eq!(half_value(-18), "−9");
        assert_eq!(half_value(0), "0");
    }

    #[test]
    fn judge_format_and_errors() {
        let got = verdict_model::judge::judge_all(&crate::TicketGame, "4\n0523\n", false).unwrap();
        assert_eq!(got[0].answer, "Bicarp");
        for (input, needle, line) in [
            ("", "empty", None),
            ("3\n123\n", "positive even", Some(1)),
            ("0\n\n", "positive even", Some(1)),
            ("x\n12\n", "positive even", Some(1)),
            ("4\n12\n", "n = 4 but the ticket has 2", Some(2)),
            ("4\n12?a\n", "'a'", Some(2)),
            ("4\n", "ended", Some(2)),
            ("2\n12 3\n", "unexpected", Some(2)),
        ] {
            let e = verdict_model::judge::judge_all(&crate::TicketGame, input, false)
                .err()
                .unwrap_or_else(|| panic!("{input:?} should fail"));
            assert!(e.message.english().contains(needle), "{input:?}: {}", e.message);
            assert_eq!(e.line, line, "{input:?}");
        }
        let e = verdict_model::judge::judge_all(&crate::TicketGame, "4\n12?a\n", false).err().unwrap();
        assert_eq!(e.column, Some(4));
    }

    #[test]
    fn report_fills_every_table() {
        let a = analyze("?054??0?").unwrap();
        let r = a.report();
        assert_eq!(r.verdict, "Bicarp");
        assert_eq!(r.tables.len(), 3);
        assert_eq!(r.tables[0].row_count, 8);
        assert_eq!(r.tables[2].row_count, 4);
        let last = &r.tables[2].preview[3];
        assert_eq!(last[4], last[5], "Bicarp's game ends with equal sums: {last:?}");
        assert!(r.reason.english().contains("both halves come to 13.5: they are level"), "{}", r.reason);
        let odd = analyze("?1").unwrap();
        assert_eq!(odd.report().verdict, "Monocarp");
        assert!(odd.report().reason.english().contains("odd"), "{}", odd.report().reason);
    }
}
