//! How the calls table and the narration word the state of the auction: a call's text, what a
//! legal call changed, the status.

use super::calls::{key_arg, Seat};
use super::evaluation::Step;
use super::laws::{Auction, Breach, Change, Contract, Doubling, LastCall, Outcome};
use verdict_model::{Arg, Message};

/// `1 pass`, `2 passes`.
pub fn passes(count: usize) -> String {
    if count == 1 {
        "1 pass".to_string()
    } else {
        format!("{count} passes")
    }
}

/// What a legal call did, for the state table.
pub fn describe_change(change: Change, after: &Auction) -> String {
    match change {
        Change::PassWithoutBid { passes: 4 } => "fourth pass with no bid: the deal is passed out".to_string(),
        Change::PassWithoutBid { passes: 3 } => "no bid yet; 1 more passes the deal out".to_string(),
        Change::PassWithoutBid { passes } => format!("no bid yet; {} more pass the deal out", 4 - passes),
        Change::Pass { passes: 3, last } => match after.outcome() {
            Some(Outcome::Contract(contract)) => format!(
                "third pass in a row after {}: the auction is over; contract {}",
                last.describe(),
                contract.describe()
            ),
            _ => format!("third pass in a row after {}: the auction is over", last.describe()),
        },
        Change::Pass { passes, last } => {
            let more = if passes == 2 { "1 more ends" } else { "2 more end" };
            format!("{} in a row after {}; {more} the auction", self::passes(passes), last.describe())
        }
        Change::Opening { bid } => format!("opens the bidding with {bid}"),
        Change::Overcall { over, cancels, .. } => {
            let lapse = match cancels {
                Doubling::Undoubled => "",
                Doubling::Doubled { .. } => "; the double lapses",
                Doubling::Redoubled { .. } => "; the double and redouble lapse",
            };
            format!("outbids {} by {}{lapse}", over.what, over.by.letter())
        }
        Change::Double { of } => format!("doubles {} by {}", of.what, of.by.letter()),
        Change::Redouble { of, doubled_by } => format!("redoubles {}'s double of {}", doubled_by.letter(), of.what),
    }
}

/// What a pass did, as the narration says it after "East passes: " (the words of
/// [`describe_change`] for a pass, as a message of the catalogues).
pub fn pass_message(change: Change, after: &Auction) -> Message {
    match change {
        Change::PassWithoutBid { passes: 4 } => Message::new("auction-step-passed-out"),
        Change::PassWithoutBid { passes } => {
            Message::new("auction-step-no-bid-yet").arg("more", Arg::digits(4 - passes))
        }
        Change::Pass { passes: 3, last } => match after.outcome() {
            Some(Outcome::Contract(contract)) => Message::new("auction-step-over")
                .arg("last", last_call_message(last))
                .arg("contract", with_contract(Message::new("auction-contract"), &contract)),
            // Three passes after a bid always leave a contract.
            _ => Message::verbatim(describe_change(change, after)),
        },
        Change::Pass { passes, last } => {
            Message::new("auction-step-passes").arg("passes", Arg::digits(passes)).arg("last", last_call_message(last))
        }
        // Not a pass: the narration words the other calls itself.
        _ => Message::verbatim(describe_change(change, after)),
    }
}

/// `said` with a contract's words: its bid, its doubling (the catalogues select on it: `4♥ by
/// South`, `4♥ doubled, declared by South`, as [`Contract::describe`] writes it) and its
/// declarer.
pub fn with_contract(said: Message, contract: &Contract) -> Message {
    let doubling = match contract.doubling {
        Doubling::Undoubled => "none",
        Doubling::Doubled { .. } => "doubled",
        Doubling::Redoubled { .. } => "redoubled",
    };
    said.arg("bid", contract.bid().to_string())
        .arg("doubling", key_arg(doubling))
        .name("declarer", contract.declarer().name())
}

/// The last call other than pass, as [`LastCall::describe`] says it: `1♣ by North`, `East's
/// double of 1♣`.
pub fn last_call_message(last: LastCall) -> Message {
    let (id, bid, seat) = match last {
        LastCall::Bid(bid) => ("auction-last-bid", bid.what, bid.by),
        LastCall::Double(bid, by) => ("auction-last-double", bid.what, by),
        LastCall::Redouble(bid, by) => ("auction-last-redouble", bid.what, by),
    };
    Message::new(id).arg("bid", bid.to_string()).name("seat", seat.name())
}

/// The fact that breaks the rule and the rule, as [`Breach::describe`] says them about
/// `caller`'s call (the reason of an illegal call, its step's narration).
pub fn breach_message(breach: Breach, caller: Seat) -> Message {
    Message::new("auction-breach").arg("fact", breach_fact(breach, caller)).arg("rule", breach_rule(breach))
}

/// The Laws a breach breaks, in a few characters: `Laws 18, 27` ([`Breach::law_numbers`]).
pub fn laws_message(breach: Breach) -> Message {
    Message::new("auction-breach-laws").arg("rule", key_arg(rule_key(breach)))
}

/// The rule a breach breaks, in words ([`Breach::rule`]).
pub fn breach_rule(breach: Breach) -> Message {
    Message::new("auction-breach-rule").arg("rule", key_arg(rule_key(breach)))
}

/// The fact that breaks the rule, about `caller`'s call, as [`Breach::fact`] says it.
pub fn breach_fact(breach: Breach, caller: Seat) -> Message {
    match breach {
        Breach::AfterEnd { ended_at, passed_out } => {
            Message::new(if passed_out { "auction-breach-over-passed-out" } else { "auction-breach-over" })
                .arg("at", Arg::digits(ended_at + 1))
        }
        Breach::InsufficientBid { bid, highest } => Message::new("auction-breach-insufficient")
            .arg("bid", bid.to_string())
            .arg("relation", key_arg(if bid == highest.what { "repeats" } else { "lower" }))
            .arg("highest", highest.what.to_string())
            .name("seat", highest.by.name())
            .arg("at", Arg::digits(highest.at + 1)),
        Breach::DoubleWithoutBid => Message::new("auction-breach-no-bid"),
        Breach::RedoubleWithoutDouble { highest: None } => Message::new("auction-breach-nothing-to-redouble"),
        Breach::RedoubleWithoutDouble { highest: Some(highest) } => Message::new("auction-breach-not-doubled")
            .name("seat", highest.by.name())
            .arg("bid", highest.what.to_string()),
        Breach::DoubleOfOwnSide { highest } if highest.by != caller => Message::new("auction-breach-partners-bid")
            .name("seat", highest.by.name())
            .name("caller", caller.name())
            .arg("bid", highest.what.to_string()),
        Breach::RedoubleOfOwnSide { highest, doubled_by } if doubled_by != caller => {
            Message::new("auction-breach-partners-double")
                .name("seat", doubled_by.name())
                .name("caller", caller.name())
                .arg("bid", highest.what.to_string())
        }
        // A double of one's own bid, or a redouble of one's own double: three passes have
        // followed it (the caller's turn came round), so the auction is over and the breach is
        // a call after the end. Said as the core writes it, should it ever come.
        Breach::DoubleOfOwnSide { .. } | Breach::RedoubleOfOwnSide { .. } => Message::verbatim(breach.fact(caller)),
        Breach::DoubleOfDoubled { highest, doubled_by } => {
            Message::new("auction-breach-doubled").name("seat", doubled_by.name()).arg("bid", highest.what.to_string())
        }
        Breach::DoubleOfRedoubled { highest } | Breach::RedoubleOfRedoubled { highest } => {
            Message::new("auction-breach-redoubled").arg("bid", highest.what.to_string())
        }
    }
}

/// The rule a breach breaks and its Laws, as the catalogues select them: `bid` (Laws 18 and 27),
/// `double`, `redouble` (Laws 19 and 36), `end` (Laws 22 and 39).
pub fn rule_key(breach: Breach) -> &'static str {
    match breach {
        Breach::AfterEnd { .. } => "end",
        Breach::InsufficientBid { .. } => "bid",
        Breach::DoubleWithoutBid
        | Breach::DoubleOfOwnSide { .. }
        | Breach::DoubleOfDoubled { .. }
        | Breach::DoubleOfRedoubled { .. } => "double",
        Breach::RedoubleWithoutDouble { .. }
        | Breach::RedoubleOfOwnSide { .. }
        | Breach::RedoubleOfRedoubled { .. } => "redouble",
    }
}

pub fn status(auction: &Auction) -> &'static str {
    match auction.outcome() {
        None => "open",
        Some(Outcome::PassedOut) => "passed out",
        Some(Outcome::Contract(_)) => "complete",
    }
}

/// A call as the diagram and the table write it: `1♣!` when alerted.
pub fn call_text(step: &Step) -> String {
    format!("{}{}", step.call, if step.alert { "!" } else { "" })
}

/// What a footnoted call's bidder said of it: "alerted: 16+ any shape", "alerted", or the
/// explanation alone (a note without `!` is explained, not alerted).
pub fn explained(step: &Step) -> String {
    let explanation = step.explanation.as_deref().map(|text| verdict_model::input::shortened(text, 200));
    match (step.alert, explanation) {
        (true, Some(text)) => format!("alerted: {text}"),
        (true, None) => "alerted".to_string(),
        (false, Some(text)) => text,
        (false, None) => String::new(),
    }
}

/// The labels of the exports, in their order: the auction as a PBN section and as a LIN record
/// (here, not in `export.rs`, which a build without the `exports` feature leaves out).
pub(super) const EXPORT_LABELS: [&str; 2] = ["PBN", "LIN"];
