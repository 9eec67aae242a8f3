//! How the calls table and the narration word the state of the auction: a call's text, what a
//! legal call changed, the status.

use super::evaluation::Step;
use super::laws::{Auction, Change, Doubling, Outcome};

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
