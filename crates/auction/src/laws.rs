//! The laws of the auction (docs/RULES.md, "Bridge auction"; Laws 18-22 of the Laws of Duplicate Bridge 2017),
//! applied one call at a time. The state kept is exactly what the next call's legality and the
//! final contract depend on, and every refusal says which rule the call breaks.

use super::calls::{Bid, Call, Seat, Strain};

/// Something a player did at one point of the auction: what, who, and at which 0-based call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Made<T> {
    pub what: T,
    pub by: Seat,
    pub at: usize,
}

/// Whether the current bid stands doubled or redoubled, and by whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubling {
    Undoubled,
    Doubled { by: Seat, at: usize },
    Redoubled { doubled_by: Seat, by: Seat, at: usize },
}

impl Doubling {
    /// For the state table: `—`, `doubled`, `redoubled`.
    pub fn label(self) -> &'static str {
        match self {
            Doubling::Undoubled => "—",
            Doubling::Doubled { .. } => "doubled",
            Doubling::Redoubled { .. } => "redoubled",
        }
    }

    /// For a contract's name: nothing, ` doubled`, ` redoubled`.
    fn suffix(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled { .. } => " doubled",
            Doubling::Redoubled { .. } => " redoubled",
        }
    }
}

/// The contract of an auction that ended after a bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contract {
    /// The last (highest) bid and who made it.
    pub final_bid: Made<Bid>,
    pub doubling: Doubling,
    /// The first bid of the contract's strain by the declaring side: its maker declares.
    pub declaring_bid: Made<Bid>,
}

impl Contract {
    pub fn bid(&self) -> Bid {
        self.final_bid.what
    }

    pub fn declarer(&self) -> Seat {
        self.declaring_bid.by
    }

    /// PBN's `[Contract]` value: the level, the strain (`C`, `D`, `H`, `S`, `NT`) and `X` or
    /// `XX` when doubled or redoubled: `4HX`, `3NT`.
    pub fn pbn(&self) -> String {
        let doubling = match self.doubling {
            Doubling::Undoubled => "",
            Doubling::Doubled { .. } => "X",
            Doubling::Redoubled { .. } => "XX",
        };
        format!("{}{doubling}", self.bid().pbn())
    }

    /// `4♥ doubled`.
    pub fn name(&self) -> String {
        format!("{}{}", self.bid(), self.doubling.suffix())
    }

    /// `4♥ by South`; a doubled contract says who declares (`4♥ doubled, declared by
    /// South`), since "doubled by South" would read as if South had doubled.
    pub fn describe(&self) -> String {
        match self.doubling {
            Doubling::Undoubled => format!("{} by {}", self.name(), self.declarer().name()),
            _ => format!("{}, declared by {}", self.name(), self.declarer().name()),
        }
    }
}

/// How a finished auction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Four passes and no bid: the deal is not played.
    PassedOut,
    Contract(Contract),
}

/// What a legal call changed, for the state table's notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A pass before anyone has bid; `passes` in a row so far (4 pass the deal out).
    PassWithoutBid {
        passes: usize,
    },
    /// A pass after a bid, double or redouble (`last`, the call it follows); 3 end the auction.
    Pass {
        passes: usize,
        last: LastCall,
    },
    /// The first bid of the auction.
    Opening {
        bid: Bid,
    },
    /// A bid over an earlier one; `cancels` is the doubling it wipes out.
    Overcall {
        bid: Bid,
        over: Made<Bid>,
        cancels: Doubling,
    },
    Double {
        of: Made<Bid>,
    },
    Redouble {
        of: Made<Bid>,
        doubled_by: Seat,
    },
}

/// The last call other than pass: what a double or redouble is checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastCall {
    Bid(Made<Bid>),
    Double(Made<Bid>, Seat),
    Redouble(Made<Bid>, Seat),
}

impl LastCall {
    pub fn describe(self) -> String {
        match self {
            LastCall::Bid(bid) => format!("{} by {}", bid.what, bid.by.name()),
            LastCall::Double(bid, by) => format!("{}'s double of {}", by.name(), bid.what),
            LastCall::Redouble(bid, by) => format!("{}'s redouble of {}", by.name(), bid.what),
        }
    }
}

/// Why a call is illegal: the rule it breaks, with the facts that break it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Breach {
    /// The auction already ended at 0-based call `ended_at`.
    AfterEnd {
        ended_at: usize,
        passed_out: bool,
    },
    /// The bid is not higher than the highest bid so far.
    InsufficientBid {
        bid: Bid,
        highest: Made<Bid>,
    },
    DoubleWithoutBid,
    /// The bid to double is the caller's own side's.
    DoubleOfOwnSide {
        highest: Made<Bid>,
    },
    DoubleOfDoubled {
        highest: Made<Bid>,
        doubled_by: Seat,
    },
    DoubleOfRedoubled {
        highest: Made<Bid>,
    },
    /// Nothing has been doubled; `highest` is the bid standing undoubled, if any.
    RedoubleWithoutDouble {
        highest: Option<Made<Bid>>,
    },
    /// The double to redouble was made by the caller's own side.
    RedoubleOfOwnSide {
        highest: Made<Bid>,
        doubled_by: Seat,
    },
    RedoubleOfRedoubled {
        highest: Made<Bid>,
    },
}

/// A Law of Duplicate Bridge (2017): its number and title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Law(pub u8, pub &'static str);

impl std::fmt::Display for Law {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Law {} ({})", self.0, self.1)
    }
}

const DOUBLE_RULE: &str = "a double is allowed only when the last call other than pass is a bid by an opponent";
const REDOUBLE_RULE: &str = "a redouble is allowed only when the last call other than pass is a double by an opponent";
const BID_RULE: &str =
    "a bid must be higher than every earlier bid: more tricks, or as many in a higher strain (♣ < ♦ < ♥ < ♠ < NT)";

impl Breach {
    /// The rule in general words.
    pub fn rule(self) -> &'static str {
        match self {
            Breach::AfterEnd { .. } => "no call may follow the end of the auction",
            Breach::InsufficientBid { .. } => BID_RULE,
            Breach::DoubleWithoutBid
            | Breach::DoubleOfOwnSide { .. }
            | Breach::DoubleOfDoubled { .. }
            | Breach::DoubleOfRedoubled { .. } => DOUBLE_RULE,
            Breach::RedoubleWithoutDouble { .. }
            | Breach::RedoubleOfOwnSide { .. }
            | Breach::RedoubleOfRedoubled { .. } => REDOUBLE_RULE,
        }
    }

    /// The Laws of Duplicate Bridge (2017) that the call breaks: the law that sets the rule,
    /// then the law a director applies to the irregularity. Checked against the Laws' text:
    /// Law 18 says when a bid supersedes another and Law 27 rectifies an insufficient bid;
    /// Law 19 says what may be doubled or redoubled and Law 36 rectifies an inadmissible
    /// double or redouble; Law 22 says when the auction ends and Law 39 covers calls after the
    /// final pass. The titles are the 2017 Laws' headings (Law 22 is "End of Auction" there;
    /// "Procedure after the Bidding has Ended" was its 2007 heading).
    pub fn laws(self) -> [Law; 2] {
        match self {
            Breach::AfterEnd { .. } => [Law(22, "end of auction"), Law(39, "calls after the final pass")],
            Breach::InsufficientBid { .. } => [Law(18, "bids"), Law(27, "insufficient bid")],
            Breach::DoubleWithoutBid
            | Breach::DoubleOfOwnSide { .. }
            | Breach::DoubleOfDoubled { .. }
            | Breach::DoubleOfRedoubled { .. }
            | Breach::RedoubleWithoutDouble { .. }
            | Breach::RedoubleOfOwnSide { .. }
            | Breach::RedoubleOfRedoubled { .. } => {
                [Law(19, "doubles and redoubles"), Law(36, "inadmissible doubles and redoubles")]
            }
        }
    }

    /// The laws in a few characters, for a table cell: `Laws 18, 27`.
    pub fn law_numbers(self) -> String {
        let [rule, remedy] = self.laws();
        format!("Laws {}, {}", rule.0, remedy.0)
    }

    /// The laws in words: `Law 18 (bids) and Law 27 (insufficient bid) of the Laws of
    /// Duplicate Bridge 2017`.
    pub fn citation(self) -> String {
        let [rule, remedy] = self.laws();
        format!("{rule} and {remedy} of the Laws of Duplicate Bridge 2017")
    }

    /// The fact that breaks the rule, then the rule, as one sentence about `caller`'s call.
    pub fn describe(self, caller: Seat) -> String {
        format!("{}; {}", self.fact(caller), self.rule())
    }

    /// The fact that breaks the rule, about `caller`'s call: `1♣ is already redoubled`.
    pub fn fact(self, caller: Seat) -> String {
        let whose = |seat: Seat| {
            if seat == caller {
                format!("{} (their own)", seat.name())
            } else {
                format!("{}, {}'s partner", seat.name(), caller.name())
            }
        };
        let fact = match self {
            Breach::AfterEnd { ended_at, passed_out: true } => {
                format!("the auction was already over, passed out by the fourth pass at call {}", ended_at + 1)
            }
            Breach::AfterEnd { ended_at, passed_out: false } => {
                format!("the auction was already over, ended by the third pass in a row at call {}", ended_at + 1)
            }
            Breach::InsufficientBid { bid, highest } => {
                let relation = if bid == highest.what { "repeats" } else { "is lower than" };
                format!("{bid} {relation} {} by {} (call {})", highest.what, highest.by.name(), highest.at + 1)
            }
            Breach::DoubleWithoutBid => "nobody has bid yet, so there is nothing to double".to_string(),
            Breach::DoubleOfOwnSide { highest } => {
                format!("{} was bid by {}", highest.what, whose(highest.by))
            }
            Breach::DoubleOfDoubled { highest, doubled_by } => {
                format!("{} is already doubled (by {})", highest.what, doubled_by.name())
            }
            Breach::DoubleOfRedoubled { highest } | Breach::RedoubleOfRedoubled { highest } => {
                format!("{} is already redoubled", highest.what)
            }
            Breach::RedoubleWithoutDouble { highest: None } => {
                "nobody has bid or doubled yet, so there is nothing to redouble".to_string()
            }
            Breach::RedoubleWithoutDouble { highest: Some(highest) } => {
                format!("{} by {} has not been doubled", highest.what, highest.by.name())
            }
            Breach::RedoubleOfOwnSide { highest, doubled_by } => {
                format!("the double of {} was made by {}", highest.what, whose(doubled_by))
            }
        };
        fact
    }
}

/// An auction in progress: the calls so far, reduced to what the laws need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Auction {
    dealer: Seat,
    calls_made: usize,
    highest: Option<Made<Bid>>,
    doubling: Doubling,
    /// Passes since the last other call (or since the start).
    passes_in_a_row: usize,
    /// 0-based index of the call that ended the auction.
    ended_at: Option<usize>,
    /// Per side and strain, the first bid of that strain by that side: the declarer rule.
    first_in_strain: [[Option<Made<Bid>>; 5]; 2],
}

impl Auction {
    pub fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls_made: 0,
            highest: None,
            doubling: Doubling::Undoubled,
            passes_in_a_row: 0,
            ended_at: None,
            first_in_strain: [[None; 5]; 2],
        }
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Whose turn it is (meaningful while the auction is open).
    pub fn next_seat(&self) -> Seat {
        self.dealer.after(self.calls_made)
    }

    pub fn highest(&self) -> Option<Made<Bid>> {
        self.highest
    }

    pub fn doubling(&self) -> Doubling {
        self.doubling
    }

    pub fn passes_in_a_row(&self) -> usize {
        self.passes_in_a_row
    }

    pub fn is_over(&self) -> bool {
        self.ended_at.is_some()
    }

    /// The last call other than pass. A double or redouble always applies to the current bid
    /// (any new bid cancels them), so it is determined by `highest` and `doubling`.
    pub fn last_call(&self) -> Option<LastCall> {
        let highest = self.highest?;
        Some(match self.doubling {
            Doubling::Undoubled => LastCall::Bid(highest),
            Doubling::Doubled { by, .. } => LastCall::Double(highest, by),
            Doubling::Redoubled { by, .. } => LastCall::Redouble(highest, by),
        })
    }

    /// How many passes in a row would end the auction from here (0 once it is over).
    pub fn passes_to_end(&self) -> usize {
        if self.is_over() {
            0
        } else if self.highest.is_none() {
            4 - self.passes_in_a_row
        } else {
            3 - self.passes_in_a_row
        }
    }

    /// Whether the next player may make `call`, and if not, why.
    pub fn check(&self, call: Call) -> Result<(), Breach> {
        if let Some(ended_at) = self.ended_at {
            return Err(Breach::AfterEnd { ended_at, passed_out: self.highest.is_none() });
        }
        let caller = self.next_seat();
        let own_side = |seat: Seat| seat.side() == caller.side();
        match (call, self.highest, self.doubling) {
            (Call::Pass, _, _) => Ok(()),
            (Call::Bid(bid), Some(highest), _) if bid <= highest.what => Err(Breach::InsufficientBid { bid, highest }),
            (Call::Bid(_), _, _) => Ok(()),
            (Call::Double, None, _) => Err(Breach::DoubleWithoutBid),
            (Call::Double, Some(highest), Doubling::Undoubled) if own_side(highest.by) => {
                Err(Breach::DoubleOfOwnSide { highest })
            }
            (Call::Double, Some(_), Doubling::Undoubled) => Ok(()),
            (Call::Double, Some(highest), Doubling::Doubled { by, .. }) => {
                Err(Breach::DoubleOfDoubled { highest, doubled_by: by })
            }
            (Call::Double, Some(highest), Doubling::Redoubled { .. }) => Err(Breach::DoubleOfRedoubled { highest }),
            (Call::Redouble, highest, Doubling::Undoubled) => Err(Breach::RedoubleWithoutDouble { highest }),
            (Call::Redouble, Some(highest), Doubling::Doubled { by, .. }) if own_side(by) => {
                Err(Breach::RedoubleOfOwnSide { highest, doubled_by: by })
            }
            (Call::Redouble, Some(_), Doubling::Doubled { .. }) => Ok(()),
            (Call::Redouble, Some(highest), Doubling::Redoubled { .. }) => Err(Breach::RedoubleOfRedoubled { highest }),
            // A doubling without a bid cannot arise: `make` only doubles an existing bid.
            (Call::Redouble, None, _) => Err(Breach::RedoubleWithoutDouble { highest: None }),
        }
    }

    /// Makes `call` if it is legal and says what it changed; an illegal call changes nothing.
    pub fn make(&mut self, call: Call) -> Result<Change, Breach> {
        self.check(call)?;
        let by = self.next_seat();
        let at = self.calls_made;
        let last = self.last_call();
        let change = match call {
            Call::Pass => {
                self.passes_in_a_row += 1;
                if self.passes_to_end() == 0 {
                    self.ended_at = Some(at);
                }
                match last {
                    None => Change::PassWithoutBid { passes: self.passes_in_a_row },
                    Some(last) => Change::Pass { passes: self.passes_in_a_row, last },
                }
            }
            Call::Bid(bid) => {
                let made = Made { what: bid, by, at };
                let change = match self.highest {
                    None => Change::Opening { bid },
                    Some(over) => Change::Overcall { bid, over, cancels: self.doubling },
                };
                self.highest = Some(made);
                self.doubling = Doubling::Undoubled;
                self.passes_in_a_row = 0;
                let first = &mut self.first_in_strain[by.side().index()][bid.strain().index()];
                first.get_or_insert(made);
                change
            }
            Call::Double => {
                // `check` has made sure an opponent's undoubled bid stands.
                let Some(of) = self.highest else { return Err(Breach::DoubleWithoutBid) };
                self.passes_in_a_row = 0;
                self.doubling = Doubling::Doubled { by, at };
                Change::Double { of }
            }
            Call::Redouble => {
                // `check` has made sure an opponent's double of the current bid stands.
                let (Some(of), Doubling::Doubled { by: doubled_by, .. }) = (self.highest, self.doubling) else {
                    return Err(Breach::RedoubleWithoutDouble { highest: self.highest });
                };
                self.passes_in_a_row = 0;
                self.doubling = Doubling::Redoubled { doubled_by, by, at };
                Change::Redouble { of, doubled_by }
            }
        };
        self.calls_made += 1;
        Ok(change)
    }

    /// Every call the next player may make, in the order Pass, X, XX, then bids upward.
    pub fn legal_calls(&self) -> Vec<Call> {
        [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .chain(Bid::all().map(Call::Bid))
            .filter(|&call| self.check(call).is_ok())
            .collect()
    }

    /// How the auction ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ended_at?;
        let Some(final_bid) = self.highest else { return Some(Outcome::PassedOut) };
        let declaring_bid = self.first_bid(final_bid.by, final_bid.what.strain()).unwrap_or(final_bid);
        Some(Outcome::Contract(Contract { final_bid, doubling: self.doubling, declaring_bid }))
    }

    /// The first bid of `strain` by `seat`'s side, if any.
    pub fn first_bid(&self, seat: Seat, strain: Strain) -> Option<Made<Bid>> {
        self.first_in_strain[seat.side().index()][strain.index()]
    }
}

/// The plain verdict on a list of calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Complete(Outcome),
    /// Legal so far; `next` is to call and may make any of `legal`.
    Incomplete {
        next: Seat,
        legal: Vec<Call>,
    },
    /// The first illegal call: its 0-based index, who made it, and the rule it breaks.
    Illegal {
        index: usize,
        seat: Seat,
        call: Call,
        breach: Breach,
    },
}

/// Judges `calls` made in turn from `dealer`, stopping at the first illegal one.
pub fn evaluate(dealer: Seat, calls: &[Call]) -> Verdict {
    let mut auction = Auction::new(dealer);
    for (index, &call) in calls.iter().enumerate() {
        let seat = auction.next_seat();
        if let Err(breach) = auction.make(call) {
            return Verdict::Illegal { index, seat, call, breach };
        }
    }
    match auction.outcome() {
        Some(outcome) => Verdict::Complete(outcome),
        None => Verdict::Incomplete { next: auction.next_seat(), legal: auction.legal_calls() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace().map(|w| Call::parse(w).unwrap()).collect()
    }

    fn verdict(text: &str) -> Verdict {
        evaluate(Seat::North, &calls(text))
    }

    #[test]
    fn seed_mistakes_are_illegal() {
        // West redoubles his own partner's double.
        assert!(matches!(
            verdict("1C X P XX P P"),
            Verdict::Illegal { index: 3, seat: Seat::West, breach: Breach::RedoubleOfOwnSide { .. }, .. }
        ));
        // South doubles his partner's bid.
        assert!(matches!(verdict("1C P X"), Verdict::Illegal { index: 2, breach: Breach::DoubleOfOwnSide { .. }, .. }));
        assert!(matches!(
            verdict("1C P P P P"),
            Verdict::Illegal { index: 4, breach: Breach::AfterEnd { ended_at: 3, passed_out: false }, .. }
        ));
        assert!(matches!(
            verdict("P P P P 1C"),
            Verdict::Illegal { index: 4, breach: Breach::AfterEnd { ended_at: 3, passed_out: true }, .. }
        ));
    }

    #[test]
    fn declarer_is_first_of_the_side_to_name_the_strain() {
        // North bids hearts first, South raises: North declares though South bid last.
        let Verdict::Complete(Outcome::Contract(c)) = verdict("1H P 4H X P P XX P P P") else {
            panic!("should be complete")
        };
        assert_eq!(c.describe(), "4♥ redoubled, declared by North");
        assert_eq!(c.final_bid.by, Seat::South);
        assert_eq!(verdict("P P P P"), Verdict::Complete(Outcome::PassedOut));
        let Verdict::Incomplete { next, legal } = verdict("1S X") else { panic!("open") };
        assert_eq!(next, Seat::South);
        assert_eq!(legal[..2], [Call::Pass, Call::Redouble]);
        assert_eq!(legal.len(), 2 + 31, "Pass, XX and 1NT..7NT");
    }
}
