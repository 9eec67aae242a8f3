//! What a hand record says besides the calls: the board number, the vulnerability and the
//! deal, with the standard 16-board cycle that a board number implies, and the deal's cards
//! checked (52 distinct cards, 13 a hand).

use super::calls::Seat;
use super::calls::{key_arg, syntax_error, token_error, value_error};
use std::fmt;
use verdict_model::input::InputError;
use verdict_model::{Arg, Message};

/// A character of a hand that is no rank (`suits`: whether the hand is LIN's, where it may be a
/// suit letter too).
fn not_a_rank(c: u8, word: &str, suits: bool) -> Message {
    Message::new("auction-error-rank")
        .arg("rank", format!("'{}'", char::from(c)))
        .arg("hand", format!("'{word}'"))
        .arg("record", key_arg(if suits { "lin" } else { "pbn" }))
}

/// Who is vulnerable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vulnerability {
    None,
    NorthSouth,
    EastWest,
    Both,
}

impl Vulnerability {
    /// Whether `seat`'s side is vulnerable.
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::Both => true,
            Vulnerability::NorthSouth => matches!(seat, Seat::North | Seat::South),
            Vulnerability::EastWest => matches!(seat, Seat::East | Seat::West),
        }
    }

    /// PBN's `[Vulnerable]` values: `None`, `NS`, `EW`, `All` (also `Love`, `-`, `Both`).
    pub fn parse_pbn(value: &str) -> Option<Vulnerability> {
        match value.trim().to_ascii_lowercase().as_str() {
            "none" | "love" | "-" => Some(Vulnerability::None),
            "ns" => Some(Vulnerability::NorthSouth),
            "ew" => Some(Vulnerability::EastWest),
            "all" | "both" => Some(Vulnerability::Both),
            _ => None,
        }
    }

    pub fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }

    /// LIN's `sv|` values: `o` (or `0`) none, `n` North-South, `e` East-West, `b` both.
    pub fn parse_lin(value: &str) -> Option<Vulnerability> {
        match value.trim().to_ascii_lowercase().as_str() {
            "o" | "0" | "-" => Some(Vulnerability::None),
            "n" | "ns" => Some(Vulnerability::NorthSouth),
            "e" | "ew" => Some(Vulnerability::EastWest),
            "b" | "both" => Some(Vulnerability::Both),
            _ => None,
        }
    }

    pub fn lin(self) -> &'static str {
        match self {
            Vulnerability::None => "o",
            Vulnerability::NorthSouth => "n",
            Vulnerability::EastWest => "e",
            Vulnerability::Both => "b",
        }
    }

    /// Who is vulnerable, in a word or two: `nobody`, `North–South`, `East–West`, `both`.
    pub fn sides(self) -> &'static str {
        match self {
            Vulnerability::None => "nobody",
            Vulnerability::NorthSouth => "North–South",
            Vulnerability::EastWest => "East–West",
            Vulnerability::Both => "both",
        }
    }

    /// As a clause: "North–South are vulnerable".
    pub fn sentence(self) -> &'static str {
        match self {
            Vulnerability::None => "nobody is vulnerable",
            Vulnerability::NorthSouth => "North–South are vulnerable",
            Vulnerability::EastWest => "East–West are vulnerable",
            Vulnerability::Both => "both sides are vulnerable",
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Vulnerability::None => "nobody vulnerable",
            Vulnerability::NorthSouth => "North–South vulnerable",
            Vulnerability::EastWest => "East–West vulnerable",
            Vulnerability::Both => "both sides vulnerable",
        }
    }
}

/// The dealer and vulnerability of board `board` in the standard cycle of 16 boards.
pub fn board_cycle(board: u32) -> (Seat, Vulnerability) {
    let index = ((board.max(1) - 1) % 16) as usize;
    let dealer = Seat::ALL[index % 4];
    use Vulnerability::{Both as B, EastWest as E, None as O, NorthSouth as N};
    let vulnerability = [O, N, E, B, N, E, B, O, E, B, O, N, B, O, N, E][index];
    (dealer, vulnerability)
}

/// A card: rank 2..=14 (ace high) and suit 0..4 (spades, hearts, diamonds, clubs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub suit: u8,
    pub rank: u8,
}

pub const SUITS: [&str; 4] = ["♠", "♥", "♦", "♣"];
pub const SUIT_NAMES: [&str; 4] = ["spades", "hearts", "diamonds", "clubs"];
const SUIT_LETTERS: [u8; 4] = [b'S', b'H', b'D', b'C'];
const RANKS: &[u8; 13] = b"23456789TJQKA";

fn rank_of(c: u8) -> Option<u8> {
    let c = c.to_ascii_uppercase();
    let c = if c == b'1' { b'T' } else { c };
    RANKS.iter().position(|&r| r == c).map(|i| i as u8 + 2)
}

/// The characters of a hand as written, with a ten written `10` read as one `T` (BBO's own
/// records and handviewer links write tens so).
fn with_tens(word: &str) -> impl Iterator<Item = u8> + '_ {
    let bytes = word.as_bytes();
    (0..bytes.len()).filter(move |&i| !(bytes[i] == b'0' && i > 0 && bytes[i - 1] == b'1')).map(move |i| bytes[i])
}

fn rank_char(rank: u8) -> char {
    char::from(RANKS[usize::from(rank - 2)])
}

/// The four hands, by seat index (N, E, S, W).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub hands: [Vec<Card>; 4],
}

impl Deal {
    /// High-card points of a hand: ace 4, king 3, queen 2, jack 1.
    pub fn points(&self, seat: Seat) -> u32 {
        self.hands[seat.index()].iter().map(|c| u32::from(c.rank.saturating_sub(10))).sum()
    }

    /// One suit of a hand, highest first: `AKT2`, or `—` when void.
    pub fn suit_text(&self, seat: Seat, suit: u8) -> String {
        let mut ranks: Vec<u8> = self.hands[seat.index()].iter().filter(|c| c.suit == suit).map(|c| c.rank).collect();
        verdict_model::order::by(&mut ranks, |a, b| b.cmp(a));
        if ranks.is_empty() {
            "—".to_string()
        } else {
            ranks.into_iter().map(rank_char).collect()
        }
    }

    /// PBN's `[Deal]` value, starting from North: `N:AKQ.J9.T8.765 ...`.
    pub fn pbn(&self) -> String {
        let hands: Vec<String> = Seat::ALL
            .iter()
            .map(|&seat| (0..4).map(|s| self.suit_text(seat, s).replace('—', "")).collect::<Vec<_>>().join("."))
            .collect();
        format!("N:{}", hands.join(" "))
    }

    /// LIN's hands after the dealer digit: South, West, North, East, each `S…H…D…C…`.
    pub fn lin(&self) -> String {
        [Seat::South, Seat::West, Seat::North, Seat::East]
            .iter()
            .map(|&seat| {
                (0..4u8)
                    .map(|s| {
                        format!(
                            "{}{}",
                            char::from(SUIT_LETTERS[usize::from(s)]),
                            self.suit_text(seat, s).replace('—', "")
                        )
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads PBN's `[Deal "N:hand hand hand hand"]`: the first seat, then four hands clockwise,
    /// each `spades.hearts.diamonds.clubs`; `-` for a hand not given. `at` is where the value
    /// starts in `text`, for errors.
    pub fn parse_pbn(value: &str, text: &str, at: usize) -> Result<Deal, InputError> {
        let error = |message: Message| InputError::at(text, at, at + value.len(), message);
        let (first, hands) = value.trim().split_once(':').ok_or_else(|| error(syntax_error("deal-start")))?;
        let first = Seat::parse(first).ok_or_else(|| error(value_error("deal-seat", format!("'{first}'"))))?;
        let words: Vec<&str> = hands.split_whitespace().collect();
        if words.len() != 4 {
            return Err(error(Message::new("auction-error-deal-hands").arg("count", Arg::digits(words.len()))));
        }
        let mut given: [Option<Vec<Card>>; 4] = Default::default();
        for (k, word) in words.iter().enumerate() {
            if *word == "-" {
                continue;
            }
            let suits: Vec<&str> = word.split('.').collect();
            if suits.len() != 4 {
                return Err(error(token_error("deal-suits", format!("'{word}'"))));
            }
            let mut hand = Vec::new();
            for (suit, ranks) in suits.iter().enumerate() {
                for c in with_tens(ranks) {
                    let rank = rank_of(c).ok_or_else(|| error(not_a_rank(c, word, false)))?;
                    hand.push(Card { suit: suit as u8, rank });
                }
            }
            given[first.after(k).index()] = Some(hand);
        }
        Deal::complete(given).map_err(error)
    }

    /// Reads LIN's `md|` value after its dealer digit: hands for South, West, North and East,
    /// comma separated, each a run of suit letters and ranks; the last may be left out.
    pub fn parse_lin(hands: &str) -> Result<Deal, Message> {
        let mut given: [Option<Vec<Card>>; 4] = Default::default();
        for (k, word) in hands.split(',').enumerate().take(4) {
            if word.trim().is_empty() {
                continue;
            }
            let seat = [Seat::South, Seat::West, Seat::North, Seat::East][k];
            let mut suit = None;
            let mut hand = Vec::new();
            for c in with_tens(word.trim()) {
                if let Some(s) = SUIT_LETTERS.iter().position(|&l| l == c.to_ascii_uppercase()) {
                    suit = Some(s as u8);
                    continue;
                }
                let rank = rank_of(c).ok_or_else(|| not_a_rank(c, word, true))?;
                let suit = suit.ok_or_else(|| token_error("rank-first", format!("'{word}'")))?;
                hand.push(Card { suit, rank });
            }
            given[seat.index()] = Some(hand);
        }
        Deal::complete(given)
    }

    /// Checks the hands (13 distinct cards each, none twice in the deal) and fills in one hand
    /// left out with the cards left over.
    fn complete(given: [Option<Vec<Card>>; 4]) -> Result<Deal, Message> {
        // The cards seen, one bit each (suit × 16 + rank < 64): no hash set's code in the module.
        let bit = |card: &Card| 1u64 << (u32::from(card.suit) * 16 + u32::from(card.rank));
        let mut seen = 0u64;
        for (index, hand) in given.iter().enumerate() {
            let Some(hand) = hand else { continue };
            let seat = Seat::ALL[index];
            if hand.len() != 13 {
                return Err(Message::new("auction-error-hand-size")
                    .name("seat", seat.name())
                    .arg("count", Arg::digits(hand.len())));
            }
            for card in hand {
                if seen & bit(card) != 0 {
                    let card = format!("{}{}", SUITS[usize::from(card.suit)], rank_char(card.rank));
                    return Err(Message::new("auction-error-card-twice").arg("card", card));
                }
                seen |= bit(card);
            }
        }
        let missing: Vec<usize> = (0..4).filter(|&i| given[i].is_none()).collect();
        let mut hands: [Vec<Card>; 4] = given.map(|h| h.unwrap_or_default());
        match missing.as_slice() {
            [] => {}
            [only] => {
                hands[*only] = (0..4u8)
                    .flat_map(|suit| (2..=14u8).map(move |rank| Card { suit, rank }))
                    .filter(|c| seen & bit(c) == 0)
                    .collect();
            }
            _ => return Err(syntax_error("three-hands")),
        }
        // One order for every hand (by suit, highest first), so that equal deals compare equal.
        for hand in &mut hands {
            verdict_model::order::by(hand, |a, b| (a.suit, b.rank).cmp(&(b.suit, a.rank)));
        }
        Ok(Deal { hands })
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.pbn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_cycle_repeats_every_sixteen() {
        assert_eq!(board_cycle(1), (Seat::North, Vulnerability::None));
        assert_eq!(board_cycle(2), (Seat::East, Vulnerability::NorthSouth));
        assert_eq!(board_cycle(7), (Seat::South, Vulnerability::Both));
        assert_eq!(board_cycle(16), (Seat::West, Vulnerability::EastWest));
        assert_eq!(board_cycle(17), board_cycle(1));
        // Each vulnerability four times in the cycle, and each dealer four times.
        for v in [Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both] {
            assert_eq!((1..=16).filter(|&b| board_cycle(b).1 == v).count(), 4);
        }
    }

    #[test]
    fn deals_are_read_checked_and_written_back() {
        let text = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 6543.32.AKQJ.T98 2.AKQJ7.T984.765";
        let deal = Deal::parse_pbn(text, text, 0).unwrap();
        // ♠AKQJ counts 4 + 3 + 2 + 1; the other suits hold no honour.
        assert_eq!(deal.points(Seat::North), 10);
        assert_eq!(deal.points(Seat::East), 10);
        assert_eq!(deal.suit_text(Seat::West, 0), "2");
        assert_eq!(Deal::parse_pbn(&deal.pbn(), &deal.pbn(), 0).unwrap(), deal);
        assert_eq!(Deal::parse_lin(&deal.lin()).unwrap(), deal);
        // A hand left out is the cards left over.
        let three = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 6543.32.AKQJ.T98 -";
        assert_eq!(Deal::parse_pbn(three, three, 0).unwrap(), deal);
        let twice = "N:AKQJ.T98.765.432 AKQJ.654.32.T987 6543.32.AKQJ.T98 -";
        assert!(Deal::parse_pbn(twice, twice, 0).unwrap_err().message.english().contains("dealt twice"));
        let short = "N:AKQ.T98.765.432 T987.654.32.AKQJ 6543.32.AKQJ.T98 -";
        assert!(Deal::parse_pbn(short, short, 0).unwrap_err().message.english().contains("12 cards"));
        assert!(Deal::parse_lin("SAKX,,,").is_err());
        // A ten written 10 is a T, in PBN and in LIN; a lone 0 is no rank.
        let tens = "N:AKQJ.1098.765.432 10987.654.32.AKQJ 6543.32.AKQJ.1098 -";
        assert_eq!(Deal::parse_pbn(tens, tens, 0).unwrap(), deal);
        assert_eq!(Deal::parse_lin(&deal.lin().replace('T', "10")).unwrap(), deal);
        assert!(Deal::parse_lin("S0AKQJT98765432,,,").unwrap_err().english().contains("'0'"));
    }
}
