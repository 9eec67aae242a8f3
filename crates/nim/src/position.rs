//! A Nim position (docs/RULES.md, "Positions in the middle of a game"): the heaps, the player
//! to move and what a move may take, written `3 5 7`, `2 5 7 Bob`, `9 4 Bob take 1,2,3`. Its
//! value for the player to move is Bouton's rule: the heaps' Grundy values added in binary
//! without carrying (their *nim-sum*) are 0 exactly when the player to move loses.

use crate::grundy::Sequence;
use crate::take::{Take, MAX_HEAP};
use crate::Player;
use std::rc::Rc;
use verdict_model::input::{parse_count, quote, too_large, InputError, Token, Tokens};
use verdict_model::{Arg, Message};

/// The most counters a position holds in all: moves are counted in 32 bits (the judge format,
/// which only adds the heaps, has no such limit).
pub const MAX_COUNTERS: u64 = u32::MAX as u64;

/// A position: the heaps, who is to move, and the Grundy values of the take set.
#[derive(Clone, Debug)]
pub struct Heaps {
    heaps: Vec<u32>,
    mover: Player,
    sequence: Rc<Sequence>,
    /// The heaps' Grundy values added without carrying, kept from the start: every winning
    /// take and every move's value asks for it, and summing 10^5 heaps again for each of
    /// them made a view of 10^5 heaps take 6 s (issue 46).
    nim_sum: u32,
}

/// What a position's text says: the heaps, and the mover and take set when it names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub heaps: Vec<u32>,
    pub mover: Option<Player>,
    pub take: Option<Take>,
    /// Where the take set is written, to point at when it conflicts with a setting.
    pub take_span: Option<(usize, usize)>,
}

/// How a position is written (`nim-error-how`), which an input with no heaps is told.
fn how() -> Message {
    Message::new("nim-error-how")
}

/// A heap too large (`nim-error-too-large`).
fn too_big(word: &str) -> Message {
    Message::new("nim-error-too-large").arg("word", quote(word)).arg("max", Arg::digits(MAX_HEAP as usize))
}

/// Reads a position's text: heap sizes first, then in any order the player to move (`Alice`,
/// `Bob`, any case) and `take` followed by the take set (`take 1,2,3`, `take=1,2,3`,
/// `take any`).
pub fn read(text: &str) -> Result<Written, InputError> {
    let mut written = Written { heaps: Vec::new(), mover: None, take: None, take_span: None };
    let mut tokens = Tokens::new(text).peekable();
    let mut heaps_done = false;
    while let Some(token) = tokens.next() {
        let word = token.text;
        let at = |message: Message| InputError::at(text, token.start, token.end(), message);
        if let Some(size) = parse_count(word) {
            if heaps_done {
                return Err(at(Message::new("nim-error-heaps-first").arg("word", quote(word)).arg("how", how())));
            }
            if size > u64::from(MAX_HEAP) {
                return Err(at(too_big(word)));
            }
            written.heaps.push(size as u32);
            continue;
        }
        if too_large(word) {
            return Err(at(too_big(word)));
        }
        heaps_done = true;
        if let Some(player) = Player::parse(word) {
            if written.mover.is_some() {
                return Err(at(Message::new("nim-error-mover-twice")));
            }
            written.mover = Some(player);
            continue;
        }
        let lower = word.to_ascii_lowercase();
        if let Some(rest) = lower.strip_prefix("take") {
            if written.take.is_some() {
                return Err(at(Message::new("nim-error-take-twice")));
            }
            let rest = rest.trim_start_matches(['=', ':']);
            let first = token.end() - rest.len();
            // The list runs on over the words that are numbers, commas or `any`; the word
            // right after a bare `take` is the list's, whatever it holds.
            let mut end = token.end();
            if rest.is_empty() {
                if let Some(next) = tokens.next() {
                    end = next.end();
                }
            }
            while let Some(next) = tokens.peek() {
                let list_word = next.text.bytes().all(|b| b.is_ascii_digit() || b == b',' || b == b'+')
                    || next.text.eq_ignore_ascii_case("any");
                if !list_word {
                    break;
                }
                end = next.end();
                tokens.next();
            }
            let list = &text[first..end];
            if list.trim().is_empty() {
                return Err(at(Message::new("nim-error-take-empty")));
            }
            let start = first + (list.len() - list.trim_start().len());
            let take = Take::parse(list).map_err(|message| InputError::at(text, start, end, message))?;
            written.take = Some(take);
            written.take_span = Some((start, end));
            continue;
        }
        let commas = word.contains(',') && word.split(',').all(|part| part.bytes().all(|b| b.is_ascii_digit()));
        let message = Message::new(if commas { "nim-error-commas" } else { "nim-error-word" });
        return Err(at(message.arg("word", quote(word))));
    }
    if written.heaps.is_empty() {
        let message = Message::new(if text.trim().is_empty() { "nim-error-empty" } else { "nim-error-no-heaps" });
        return Err(InputError::whole(message.arg("how", how())));
    }
    Ok(written)
}

impl Heaps {
    /// A position of these heaps, checked: at most [`MAX_COUNTERS`] counters, and every heap
    /// one whose Grundy value is known.
    pub fn new(heaps: Vec<u32>, mover: Player, take: &Take) -> Result<Heaps, InputError> {
        let total: u64 = heaps.iter().map(|&h| u64::from(h)).sum();
        if total > MAX_COUNTERS {
            return Err(InputError::whole(
                Message::new("nim-error-total")
                    .arg("total", total.to_string())
                    .arg("max", Arg::digits(MAX_COUNTERS as usize)),
            ));
        }
        let sequence = Sequence::of(take);
        let known = sequence.known_up_to();
        if let Some((index, &h)) = heaps.iter().enumerate().find(|(_, &h)| h > known) {
            return Err(InputError::whole(
                Message::new("nim-error-no-period")
                    .arg("take", take.text())
                    .arg("computed", Arg::digits(crate::grundy::MAX_COMPUTED))
                    .arg("known", Arg::digits(known as usize))
                    .arg("heap", Arg::digits(index + 1))
                    .arg("size", Arg::digits(h as usize)),
            ));
        }
        let nim_sum = nim_sum_of(&sequence, &heaps);
        Ok(Heaps { heaps, mover, sequence, nim_sum })
    }

    /// A position from its text; the take set is the text's own, else `take`.
    pub fn parse(text: &str, take: &Take) -> Result<Heaps, InputError> {
        let written = read(text)?;
        let take = written.take.as_ref().unwrap_or(take);
        Heaps::new(written.heaps, written.mover.unwrap_or(Player::Alice), take)
    }

    /// Another position of the same game (its heaps no larger than the values known).
    pub fn with(&self, heaps: Vec<u32>, mover: Player) -> Heaps {
        let nim_sum = nim_sum_of(&self.sequence, &heaps);
        Heaps { heaps, mover, sequence: self.sequence.clone(), nim_sum }
    }

    pub fn heaps(&self) -> &[u32] {
        &self.heaps
    }

    pub fn mover(&self) -> Player {
        self.mover
    }

    pub fn take(&self) -> &Take {
        self.sequence.take()
    }

    pub fn sequence(&self) -> &Rc<Sequence> {
        &self.sequence
    }

    /// The Grundy value of heap `index` (0-based).
    pub fn grundy(&self, index: usize) -> u32 {
        self.value_of(self.heaps[index])
    }

    /// The Grundy value of a heap of `size` under this position's take set (known for every
    /// heap the position can reach: none is larger than its own).
    pub fn value_of(&self, size: u32) -> u32 {
        self.sequence.value(size).unwrap_or(0)
    }

    /// The heaps' Grundy values added in binary without carrying.
    pub fn nim_sum(&self) -> u32 {
        self.nim_sum
    }

    pub fn total(&self) -> u64 {
        self.heaps.iter().map(|&h| u64::from(h)).sum()
    }

    /// The counters of the heaps with a move (a heap smaller than every take is dead from the
    /// start): what bounds a subtraction game's length.
    pub fn live_total(&self) -> u64 {
        let live = self.take().smallest_live();
        self.heaps.iter().filter(|&&h| h >= live).map(|&h| u64::from(h)).sum()
    }

    /// How many legal moves the position has.
    pub fn legal_count(&self) -> u64 {
        self.heaps.iter().map(|&h| self.take().count(h)).sum()
    }

    /// The takes from heap `index` that win for the player to move: those that leave a heap
    /// whose Grundy value makes the nim-sum 0. In Nim there is at most one.
    pub fn winning_takes(&self, index: usize) -> Vec<u32> {
        let x = self.nim_sum();
        let Some(&h) = self.heaps.get(index) else { return Vec::new() };
        if x == 0 {
            return Vec::new();
        }
        let target = self.value_of(h) ^ x;
        match self.take() {
            Take::Any => (target < h).then(|| h - target).into_iter().collect(),
            Take::Set(_) => self.take().takes(h).filter(|&t| self.value_of(h - t) == target).collect(),
        }
    }

    /// Whether taking `take` from heap `index` wins for the player to move (the move being legal).
    pub fn wins_by(&self, index: usize, take: u32) -> bool {
        let h = self.heaps[index];
        self.nim_sum() ^ self.value_of(h) ^ self.value_of(h - take) == 0
    }

    /// The position after taking `take` from heap `index`, if that is legal.
    pub fn after(&self, index: usize, take: u32) -> Option<Heaps> {
        let &h = self.heaps.get(index)?;
        if !self.take().allows(h, take) {
            return None;
        }
        let mut heaps = self.heaps.clone();
        heaps[index] = h - take;
        let nim_sum = self.nim_sum ^ self.value_of(h) ^ self.value_of(h - take);
        Some(Heaps { heaps, mover: self.mover.other(), sequence: self.sequence.clone(), nim_sum })
    }

    /// The position as docs/RULES.md writes it: the heaps, the mover, and the take set unless
    /// it is Nim's.
    pub fn text(&self) -> String {
        let mut text = String::with_capacity(self.heaps.len() * 4 + 16);
        for (i, h) in self.heaps.iter().enumerate() {
            if i > 0 {
                text.push(' ');
            }
            text.push_str(&h.to_string());
        }
        text.push(' ');
        text.push_str(self.mover.name());
        if !self.take().is_any() {
            text.push_str(" take ");
            text.push_str(&self.take().text());
        }
        text
    }
}

/// The Grundy values of `heaps` under `sequence`'s take set, added without carrying.
fn nim_sum_of(sequence: &Sequence, heaps: &[u32]) -> u32 {
    heaps.iter().fold(0, |x, &h| x ^ sequence.value(h).unwrap_or(0))
}

/// A token's error, for readers outside this module.
pub fn token_error(text: &str, token: &Token, message: String) -> InputError {
    InputError::at(text, token.start, token.end(), message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use verdict_model::position::Playable;

    #[test]
    fn positions_are_read_in_any_order_after_the_heaps() {
        let w = read("3 5 7").unwrap();
        assert_eq!((w.heaps, w.mover, w.take), (vec![3, 5, 7], None, None));
        let w = read("2 5 7 bob take 1,2,3").unwrap();
        assert_eq!((w.mover, w.take), (Some(Player::Bob), Some(Take::Set(vec![1, 2, 3]))));
        let w = read("9 take=1, 3 4 Alice").unwrap();
        assert_eq!((w.mover, w.take), (Some(Player::Alice), Some(Take::Set(vec![1, 3, 4]))));
        assert_eq!(read("4 take any").unwrap().take, Some(Take::Any));
    }

    #[test]
    fn bad_positions_name_the_token() {
        let e = read("3 x 7").unwrap_err();
        assert_eq!(e.column, Some(3));
        assert!(e.message.english().contains("'x' is not a heap size"), "{}", e.message);
        let e = read("3,5,7").unwrap_err();
        assert!(e.message.english().contains("separated by spaces"), "{}", e.message);
        let e = read("3 Bob 5").unwrap_err();
        assert!(e.message.english().contains("the heaps come first"), "{}", e.message);
        let e = read("3 take 0,1").unwrap_err();
        assert_eq!(e.span, Some((7, 10)));
        assert!(read("3 take").unwrap_err().message.english().contains("take needs"));
        assert!(read("2000000000").unwrap_err().message.english().contains("at most 1,000,000,000"));
        assert!(read("").unwrap_err().message.english().contains("empty"));
        assert!(read("Bob").unwrap_err().message.english().contains("no heaps"));
        assert!(read("1 Bob Alice").unwrap_err().message.english().contains("twice"));
    }

    #[test]
    fn bouton() {
        let p = Heaps::parse("3 5 7", &Take::Any).unwrap();
        assert_eq!(p.nim_sum(), 1);
        assert_eq!((0..3).map(|i| p.winning_takes(i)).collect::<Vec<_>>(), [vec![1], vec![1], vec![1]]);
        assert_eq!(p.text(), "3 5 7 Alice");
        let p = Heaps::parse("1 2 3 Bob", &Take::Any).unwrap();
        assert!(!p.mover_wins());
        assert_eq!(p.after(2, 3).unwrap().text(), "1 2 0 Alice");
        assert!(p.after(2, 4).is_none());
        let p = Heaps::parse("9 take 1,2,3", &Take::Any).unwrap();
        assert_eq!((p.nim_sum(), p.winning_takes(0)), (1, vec![1]));
        assert_eq!(p.text(), "9 Alice take 1,2,3");
    }
}
