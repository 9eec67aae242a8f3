//! How the calls table and the narration word the state of the auction: a call's text, what a
//! legal call changed, the status.

use super::calls::{key_arg, Seat};
use super::evaluation::Step;
use super::laws::{Auction, Breach, Change, Contract, Doubling, LastCall, Outcome};
use verdict_model::{Arg, Message};

/// What a legal call did, for the calls table's note: the narration's words for a pass
/// ([`pass_message`]), the table's own for a bid, a double or a redouble (`opens the bidding
/// with 1♣`, `outbids 1♣ by N; the double lapses`), the seats in letters.
pub fn change_message(change: Change, after: &Auction) -> Message {
    match change {
        Change::Opening { bid } => Message::new("auction-table-opening").arg("bid", bid.to_string()),
        Change::Overcall { over, cancels, .. } => {
            let lapse = match cancels {
                Doubling::Undoubled => "none",
                Doubling::Doubled { .. } => "double",
                Doubling::Redoubled { .. } => "redouble",
            };
            Message::new("auction-table-overcall")
                .arg("over", over.what.to_string())
                .arg("seat", seat_letter(over.by))
                .arg("lapse", key_arg(lapse))
        }
        Change::Double { of } => {
            Message::new("auction-table-double").arg("bid", of.what.to_string()).arg("seat", seat_letter(of.by))
        }
        Change::Redouble { of, doubled_by } => {
            Message::new("auction-table-redouble").arg("bid", of.what.to_string()).arg("seat", seat_letter(doubled_by))
        }
        Change::Pass { .. } | Change::PassWithoutBid { .. } => pass_message(change, after),
    }
}

/// Whether the bid stands doubled, for the calls table: `—`, `doubled`, `redoubled`.
pub fn doubling_message(doubling: Doubling) -> Message {
    match doubling {
        Doubling::Undoubled => Message::verbatim("—"),
        Doubling::Doubled { .. } => Message::new("auction-table-doubling").arg("doubling", key_arg("doubled")),
        Doubling::Redoubled { .. } => Message::new("auction-table-doubling").arg("doubling", key_arg("redoubled")),
    }
}

/// What a pass did, as the narration says it after "East passes: " and the calls table's note.
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
            _ => Message::verbatim(format!("third pass in a row after {}: the auction is over", last.describe())),
        },
        Change::Pass { passes, last } => {
            Message::new("auction-step-passes").arg("passes", Arg::digits(passes)).arg("last", last_call_message(last))
        }
        // Not a pass: the narration words the other calls itself.
        _ => change_message(change, after),
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

/// A seat as the calls table and the report's diagram write it, in a letter (`N`; the
/// catalogues write their own: С, 북).
pub fn seat_letter(seat: Seat) -> Message {
    Message::new("auction-table-seat").arg("seat", key_arg(seat.letter()))
}

/// A word of the board's facts and the calls table's heads (`auction-board-label`, selected by
/// `key`: `dealer`, `highest`, `seat`, `note` …): one message, which both share.
pub fn label(key: &str) -> Message {
    Message::new("auction-board-label").arg("label", key_arg(key))
}

/// A call as the diagram and the table write it: `1♣!` when alerted.
pub fn call_text(step: &Step) -> String {
    format!("{}{}", step.call, if step.alert { "!" } else { "" })
}

/// The labels of the exports, in their order: the auction as a PBN section and as a LIN record
/// (here, not in `export.rs`, which a build without the `exports` feature leaves out).
pub(super) const EXPORT_LABELS: [&str; 2] = ["PBN", "LIN"];
