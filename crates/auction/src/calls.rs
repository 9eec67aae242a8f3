//! Seats, strains, bids and calls: the vocabulary of the auction, how each is spelled on input,
//! and how it is written back (with suit symbols for people, in PBN for programs).

use std::fmt;
use verdict_model::{Arg, Message};

/// A player, named by compass direction. Play goes clockwise: N, E, S, W.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    North,
    East,
    South,
    West,
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// Position in calling order from North: N = 0, E = 1, S = 2, W = 3.
    pub fn index(self) -> usize {
        match self {
            Seat::North => 0,
            Seat::East => 1,
            Seat::South => 2,
            Seat::West => 3,
        }
    }

    /// The seat `turns` calls after this one.
    pub fn after(self, turns: usize) -> Seat {
        Seat::ALL[(self.index() + turns % 4) % 4]
    }

    pub fn partner(self) -> Seat {
        self.after(2)
    }

    pub fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Seat::North => "N",
            Seat::East => "E",
            Seat::South => "S",
            Seat::West => "W",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    /// `N`, `north`, `E`, `East`, ... in any case, surrounding white space ignored.
    pub fn parse(text: &str) -> Option<Seat> {
        let word = text.trim();
        Seat::ALL
            .into_iter()
            .find(|seat| word.eq_ignore_ascii_case(seat.letter()) || word.eq_ignore_ascii_case(seat.name()))
    }
}

/// A partnership: North-South or East-West.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    NorthSouth,
    EastWest,
}

impl Side {
    pub fn index(self) -> usize {
        match self {
            Side::NorthSouth => 0,
            Side::EastWest => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::NorthSouth => "North–South",
            Side::EastWest => "East–West",
        }
    }
}

/// The denomination of a bid, in rank order: the derived `Ord` is the bidding order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrump,
}

impl Strain {
    pub const ALL: [Strain; 5] = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];

    pub fn index(self) -> usize {
        match self {
            Strain::Clubs => 0,
            Strain::Diamonds => 1,
            Strain::Hearts => 2,
            Strain::Spades => 3,
            Strain::NoTrump => 4,
        }
    }

    /// The display form: a suit symbol, or `NT`.
    pub fn symbol(self) -> &'static str {
        match self {
            Strain::Clubs => "♣",
            Strain::Diamonds => "♦",
            Strain::Hearts => "♥",
            Strain::Spades => "♠",
            Strain::NoTrump => "NT",
        }
    }

    /// The strain in words, for sentences: "bid hearts first".
    pub fn word(self) -> &'static str {
        match self {
            Strain::Clubs => "clubs",
            Strain::Diamonds => "diamonds",
            Strain::Hearts => "hearts",
            Strain::Spades => "spades",
            Strain::NoTrump => "notrump",
        }
    }

    /// The PBN spelling: `C`, `D`, `H`, `S`, `NT`.
    pub fn pbn(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// Letters in any case, `NT` or `N` for notrump, and the suit symbols. The outline symbols
    /// (♧ ♢ ♡ ♤) and an emoji variation selector after a symbol (`♥️`, as phones paste it) are
    /// accepted too: a user copying an auction from a web page or a chat gets those.
    fn parse(text: &str) -> Option<Strain> {
        let text = text.trim_end_matches(['\u{FE0F}', '\u{FE0E}']);
        let upper = text.to_ascii_uppercase();
        match upper.as_str() {
            "C" | "♣" | "♧" => Some(Strain::Clubs),
            "D" | "♦" | "♢" => Some(Strain::Diamonds),
            "H" | "♥" | "♡" => Some(Strain::Hearts),
            "S" | "♠" | "♤" => Some(Strain::Spades),
            "N" | "NT" => Some(Strain::NoTrump),
            _ => None,
        }
    }
}

/// A bid: a level 1-7 and a strain. Field order makes the derived `Ord` the bidding order
/// (level first, then strain), so "higher bid" is plain `>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bid {
    level: u8,
    strain: Strain,
}

impl Bid {
    /// `None` unless `level` is 1 to 7.
    pub fn new(level: u8, strain: Strain) -> Option<Bid> {
        (1..=7).contains(&level).then_some(Bid { level, strain })
    }

    pub fn strain(self) -> Strain {
        self.strain
    }

    /// All 35 bids, lowest first.
    pub fn all() -> impl Iterator<Item = Bid> {
        (1..=7).flat_map(|level| Strain::ALL.into_iter().map(move |strain| Bid { level, strain }))
    }

    /// PBN spelling: `1C`, `3NT`.
    pub fn pbn(self) -> String {
        format!("{}{}", self.level, self.strain.pbn())
    }
}

/// Display form with symbols: `1♥`, `3NT`.
impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain.symbol())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Double,
    Redouble,
    Bid(Bid),
}

impl Call {
    /// PBN spelling: `Pass`, `X`, `XX`, `1C` .. `7NT`. Also what the page appends when a
    /// suggested call is clicked, since the parser reads it back.
    pub fn pbn(self) -> String {
        match self {
            Call::Pass => "Pass".to_string(),
            Call::Double => "X".to_string(),
            Call::Redouble => "XX".to_string(),
            Call::Bid(bid) => bid.pbn(),
        }
    }

    /// Parses one call as docs/RULES.md spells it (case-insensitive): `P`/`Pass`/`-`, `X`/`Dbl`/`Double`,
    /// `XX`/`Rdbl`/`Redouble`, bids `1C`..`7N` with `NT` for `N` and ♣ ♦ ♥ ♠ for the suits.
    /// An en or em dash (`–`, `—`) alone is a pass as well: printed auctions set the pass dash in
    /// either, and copying one from a book or web page gives those characters.
    ///
    /// The error says, in a few words, why the word is not a call.
    pub fn parse(word: &str) -> Result<Call, NotACall> {
        let upper = word.to_ascii_uppercase();
        match upper.as_str() {
            "P" | "PASS" | "-" | "–" | "—" => return Ok(Call::Pass),
            "X" | "DBL" | "DOUBLE" => return Ok(Call::Double),
            "XX" | "RDBL" | "REDOUBLE" => return Ok(Call::Redouble),
            _ => {}
        }
        if word.chars().any(|c| matches!(c, '-' | '–' | '—')) {
            return Err(NotACall::Dash);
        }
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            // Both halves are ASCII-delimited, so slicing at `digits` is on a char boundary.
            let (level, strain) = word.split_at(digits);
            let strain = Strain::parse(strain);
            let level = level.parse::<u8>().ok().filter(|l| (1..=7).contains(l));
            return match (level, strain) {
                (Some(level), Some(strain)) => Ok(Call::Bid(Bid { level, strain })),
                (None, Some(_)) => Err(NotACall::Level),
                (_, None) if digits == word.len() => Err(NotACall::NoStrain),
                (_, None) => Err(NotACall::Strain),
            };
        }
        if upper.len() > 2 && upper.bytes().all(|b| b == b'X') {
            return Err(NotACall::TooManyX);
        }
        Err(NotACall::Unknown)
    }
}

/// Display form: `Pass`, `X`, `XX`, `1♥`.
impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(bid) => bid.fmt(f),
        }
    }
}

/// Why a word is not a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotACall {
    /// `8C`, `0D`: a strain with a level outside 1-7.
    Level,
    /// `1Z`: a level followed by something that is not a strain.
    Strain,
    /// `3`: a level alone.
    NoStrain,
    /// `XXX`.
    TooManyX,
    /// `1C-P`: dashes used as separators (docs/RULES.md: a dash is a pass, never a separator).
    Dash,
    Unknown,
}

impl NotACall {
    /// What the word lacks, as `auction-error-not-call` selects its words on it (the bid's
    /// level, its strain, …).
    pub fn key(self) -> &'static str {
        match self {
            NotACall::Level => "level",
            NotACall::Strain => "strain",
            NotACall::NoStrain => "no-strain",
            NotACall::TooManyX => "too-many-x",
            NotACall::Dash => "dash",
            NotACall::Unknown => "unknown",
        }
    }
}

// The readers' input errors (reading.rs, lin.rs, handviewer.rs, record.rs, judge.rs) as
// messages of the catalogues, grouped by what they say: here, the leaf every reader imports.

/// A key the catalogues select on, or a word of the input, as a message's text argument: one
/// copy of the conversion in the module for every site that passes one.
#[inline(never)]
pub(super) fn key_arg(word: &str) -> Arg {
    Arg::Text(word.to_string())
}

/// An input error the catalogues word by what is wrong (`auction-error-syntax`: an unclosed
/// comment, a second [Auction] tag …), with nothing of the input in it.
pub(super) fn syntax_error(problem: &str) -> Message {
    Message::new("auction-error-syntax").arg("problem", key_arg(problem))
}

/// An input error about one token of the input, quoted (`auction-error-token`: not a PBN tag,
/// a call after '*', a hand of the deal without its four suits …).
pub(super) fn token_error(problem: &str, token: String) -> Message {
    Message::new("auction-error-token").arg("problem", key_arg(problem)).arg("token", token)
}

/// A field's value that is none of those it takes: "the [Board] tag holds the board's number,
/// 1 or more, not '0'" (`auction-error-value`, selected on `field`).
pub(super) fn value_error(field: &str, token: String) -> Message {
    Message::new("auction-error-value").arg("field", key_arg(field)).arg("token", token)
}

/// A word that is no call: "'1Z' (call 3) is not a call: …", what it lacks as `why` says it
/// (`auction-error-not-call`; `case`, whether the number counts the judge's case's calls).
pub(super) fn not_a_call(token: String, index: usize, why: &str, case: bool) -> Message {
    Message::new("auction-error-not-call")
        .arg("token", token)
        .arg("index", Arg::digits(index))
        .arg("why", key_arg(why))
        .arg("of", key_arg(if case { "case" } else { "input" }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(level: u8, strain: Strain) -> Call {
        Call::Bid(Bid::new(level, strain).unwrap())
    }

    #[test]
    fn spellings() {
        for (word, call) in [
            ("p", Call::Pass),
            ("PASS", Call::Pass),
            ("-", Call::Pass),
            ("—", Call::Pass),
            ("dbl", Call::Double),
            ("Double", Call::Double),
            ("xx", Call::Redouble),
            ("Rdbl", Call::Redouble),
            ("1c", bid(1, Strain::Clubs)),
            ("1♥", bid(1, Strain::Hearts)),
            ("1♥\u{FE0F}", bid(1, Strain::Hearts)),
            ("3NT", bid(3, Strain::NoTrump)),
            ("2nt", bid(2, Strain::NoTrump)),
            ("7n", bid(7, Strain::NoTrump)),
            ("4♠", bid(4, Strain::Spades)),
        ] {
            assert_eq!(Call::parse(word), Ok(call), "{word}");
        }
        for (word, why) in [
            ("8C", NotACall::Level),
            ("0D", NotACall::Level),
            ("10C", NotACall::Level),
            ("1Z", NotACall::Strain),
            ("3", NotACall::NoStrain),
            ("XXX", NotACall::TooManyX),
            ("1C-P-2H", NotACall::Dash),
            ("--", NotACall::Dash),
            ("♥1", NotACall::Unknown),
            ("", NotACall::Unknown),
        ] {
            assert_eq!(Call::parse(word), Err(why), "{word}");
        }
    }

    #[test]
    fn bids_rank_by_level_then_strain() {
        let all: Vec<Bid> = Bid::all().collect();
        assert_eq!(all.len(), 35);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(all[4].pbn(), "1NT");
        assert_eq!(all[5].to_string(), "2♣");
        assert_eq!(Seat::West.after(1), Seat::North);
        assert_eq!(Seat::parse(" east "), Some(Seat::East));
        assert_eq!(Seat::parse("x"), None);
    }
}
