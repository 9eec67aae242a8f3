//! What a move may take (docs/RULES.md, "Nim"): any number of counters (Nim), or one of a set
//! of numbers (a subtraction game: `take 1,2,3`). The setting `take` and the `take` clause of a
//! position are read here.

use verdict_model::input::{parse_count, quote};
use verdict_model::{Arg, Message};

/// The largest heap, and the largest number a take set may hold: 10^9 (docs/RULES.md).
pub const MAX_HEAP: u32 = 1_000_000_000;

/// The most numbers a take set may hold. A heap's Grundy value is at most the set's size, so
/// it fits a byte; a set this large is a game nobody plays by hand.
pub const MAX_TAKES: usize = 64;

/// Nim's take set as written, quoted as the errors quote it (an argument: English's catalogue is a
/// JavaScript template, which holds no backquote).
const ANY: &str = "`any`";

/// What one move may take from one heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Take {
    /// Any number from 1 to the whole heap: Nim.
    Any,
    /// One of these numbers, ascending, distinct, each at least 1: a subtraction game.
    Set(Vec<u32>),
}

impl Take {
    /// `any`, or positive numbers separated by commas and/or spaces (`1,2,3`, `1, 3 4`). The
    /// error says what is wrong in words, naming the token; the caller says where.
    pub fn parse(text: &str) -> Result<Take, Message> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("any") {
            return Ok(Take::Any);
        }
        let words: Vec<&str> = text.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()).collect();
        if words.is_empty() {
            return Err(Message::new("nim-error-take-none").arg("any", ANY.to_string()));
        }
        let mut set = Vec::with_capacity(words.len());
        for word in words {
            let number = match parse_count(word) {
                Some(0) => return Err(Message::new("nim-error-take-zero").arg("word", quote(word))),
                Some(n) if n <= u64::from(MAX_HEAP) => n as u32,
                Some(_) => {
                    let said = Message::new("nim-error-take-more").arg("word", quote(word));
                    return Err(said.arg("max", Arg::digits(MAX_HEAP as usize)));
                }
                None if word.bytes().all(|b| b.is_ascii_digit()) => {
                    return Err(Message::new("nim-error-take-huge").arg("word", quote(word)))
                }
                None => {
                    return Err(Message::new("nim-error-take-word")
                        .arg("word", quote(word))
                        .arg("any", ANY.to_string()))
                }
            };
            set.push(number);
        }
        set.sort_unstable();
        set.dedup();
        if set.len() > MAX_TAKES {
            let said = Message::new("nim-error-take-many").arg("count", Arg::digits(set.len()));
            return Err(said.arg("max", Arg::digits(MAX_TAKES)));
        }
        Ok(Take::Set(set))
    }

    /// As the setting and a position's `take` clause write it: `any`, `1,2,3`.
    pub fn text(&self) -> String {
        match self {
            Take::Any => "any".to_string(),
            Take::Set(set) => set.iter().map(u32::to_string).collect::<Vec<_>>().join(","),
        }
    }

    /// In words, after "a move takes": "any number of counters", "1, 2 or 3 counters".
    pub fn words(&self) -> String {
        match self {
            Take::Any => "any number of counters".to_string(),
            Take::Set(set) => {
                let numbers: Vec<String> = set.iter().map(u32::to_string).collect();
                let listed = match numbers.as_slice() {
                    [one] => one.clone(),
                    [init @ .., last] => format!("{} or {last}", init.join(", ")),
                    [] => String::new(),
                };
                format!("{listed} counter{}", if set == &[1] { "" } else { "s" })
            }
        }
    }

    /// Whether this is Nim (any take).
    pub fn is_any(&self) -> bool {
        matches!(self, Take::Any)
    }

    /// Whether a move may take `take` counters from a heap of `heap`.
    pub fn allows(&self, heap: u32, take: u32) -> bool {
        take >= 1
            && take <= heap
            && match self {
                Take::Any => true,
                Take::Set(set) => set.binary_search(&take).is_ok(),
            }
    }

    /// The legal takes from a heap of `heap`, ascending.
    pub fn takes(&self, heap: u32) -> Box<dyn Iterator<Item = u32> + '_> {
        match self {
            Take::Any => Box::new(1..=heap),
            Take::Set(set) => Box::new(set.iter().copied().take_while(move |&t| t <= heap)),
        }
    }

    /// How many legal moves a heap of `heap` offers.
    pub fn count(&self, heap: u32) -> u64 {
        match self {
            Take::Any => u64::from(heap),
            Take::Set(set) => set.partition_point(|&t| t <= heap) as u64,
        }
    }

    /// The smallest heap with a move: smaller heaps are dead (no move, Grundy value 0).
    pub fn smallest_live(&self) -> u32 {
        match self {
            Take::Any => 1,
            Take::Set(set) => set.first().copied().unwrap_or(u32::MAX),
        }
    }

    /// The most one move can take.
    pub fn largest(&self) -> Option<u32> {
        match self {
            Take::Any => None,
            Take::Set(set) => set.last().copied(),
        }
    }
}

/// The counters a move takes, a message (`nim-takes`): `1, 2 or 3 counters`, `1 counter`. The
/// position's reason says it too, so its English comes with the game's module, not the Why's.
pub fn takes_said(take: &Take) -> Message {
    let set: &[u32] = match take {
        Take::Set(set) => set,
        Take::Any => &[],
    };
    let numbers: Vec<String> = set.iter().map(u32::to_string).collect();
    let takes = match numbers.as_slice() {
        [init @ .., last] if !init.is_empty() => {
            Arg::from(Message::new("list-or").arg("init", init.join(", ")).arg("last", last.clone()))
        }
        _ => Arg::from(numbers.concat()),
    };
    // The last (largest) take selects the noun's form: English's "counter" only when it is 1.
    let last = set.last().copied().unwrap_or(0) as usize;
    Message::new("nim-takes").arg("takes", takes).arg("last", Arg::digits(last))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_are_read_in_any_spelling_and_written_one_way() {
        assert_eq!(Take::parse("any"), Ok(Take::Any));
        assert_eq!(Take::parse(" ANY "), Ok(Take::Any));
        assert_eq!(Take::parse("3,1, 2 2"), Ok(Take::Set(vec![1, 2, 3])));
        assert_eq!(Take::parse("3,1,2").unwrap().text(), "1,2,3");
        assert_eq!(Take::parse("1,2,3").unwrap().words(), "1, 2 or 3 counters");
        assert_eq!(Take::parse("1").unwrap().words(), "1 counter");
        assert_eq!(Take::parse("2").unwrap().words(), "2 counters");
        assert_eq!(Take::Any.words(), "any number of counters");
    }

    #[test]
    fn bad_sets_say_what_is_wrong() {
        let error = |text: &str| Take::parse(text).unwrap_err().english();
        assert!(error("1,0").contains("'0' is no number to take"));
        assert!(error("1,x").contains("'x' is not a number"));
        assert!(error("").contains("no numbers"));
        assert_eq!(error("2000000000"), "'2000000000' is more than any heap holds (at most 1,000,000,000)");
        assert!(error("99999999999999999999999").contains("more than any heap"));
        let many: Vec<String> = (1..=65).map(|n| n.to_string()).collect();
        assert!(error(&many.join(",")).contains("at most 64"));
    }

    #[test]
    fn takes_are_the_legal_ones() {
        let set = Take::parse("1,3,4").unwrap();
        assert_eq!(set.takes(3).collect::<Vec<_>>(), [1, 3]);
        assert_eq!(set.count(3), 2);
        assert!(set.allows(5, 4) && !set.allows(3, 4) && !set.allows(5, 2) && !set.allows(5, 0));
        assert_eq!(Take::Any.takes(3).collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!(Take::Any.count(0), 0);
        assert_eq!(set.smallest_live(), 1);
        assert_eq!(Take::parse("2,5").unwrap().smallest_live(), 2);
    }
}
