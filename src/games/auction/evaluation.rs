//! The calls of an input played through the laws one entry at a time: each call with the
//! seat that made it, what it changed (or the rule it breaks) and the auction after it. A leaf
//! of the report: it knows calls, laws and what was read, nothing of how they are shown.

use super::calls::{Call, Seat};
use super::laws::{Auction, Breach, Change};
use super::reading::{Entry, Written};

/// One call as evaluated: a row of the state table.
pub struct Step {
    pub seat: Seat,
    pub call: Call,
    /// Whether the call is one of the passes an `AP` stands for.
    pub from_all_pass: bool,
    /// Byte range of the word it was read from.
    pub span: (usize, usize),
    pub result: Result<Change, Breach>,
    /// The auction after the call (an illegal call leaves it as it was).
    pub after: Auction,
    pub annotations: Vec<String>,
    /// Whether the call was alerted, and what its bidder said it means.
    pub alert: bool,
    pub explanation: Option<String>,
}

/// The calls of an input played through the laws, up to the first illegal one.
pub struct Evaluation {
    pub steps: Vec<Step>,
    /// The state after the last legal call.
    pub auction: Auction,
    /// Index into `steps` of the illegal call, if any.
    pub illegal: Option<usize>,
    /// The rule that call breaks.
    pub breach: Option<Breach>,
    /// Entries written after the illegal call, which were not checked.
    pub unchecked: usize,
    /// How many passes the `AP` entries stood for.
    pub all_passes: usize,
}

pub fn evaluate_entries(dealer: Seat, entries: &[Written]) -> Evaluation {
    let mut auction = Auction::new(dealer);
    let mut steps = Vec::new();
    let mut all_passes = 0;
    for (entry_index, written) in entries.iter().enumerate() {
        let (call, count) = match written.entry {
            Entry::Call(call) => (call, 1),
            // After the end `AP` still stands for one pass, so the mistake shows as a call.
            Entry::AllPass => (Call::Pass, auction.passes_to_end().max(1)),
        };
        for repeat in 0..count {
            let seat = auction.next_seat();
            let result = auction.make(call);
            let breach = result.err();
            let from_all_pass = written.entry == Entry::AllPass;
            all_passes += usize::from(from_all_pass);
            // Annotations belong to the word; show them once, on its last call.
            let last_of_word = repeat + 1 == count;
            steps.push(Step {
                seat,
                call,
                from_all_pass,
                span: written.span,
                result,
                after: auction.clone(),
                annotations: if last_of_word { written.annotations.clone() } else { Vec::new() },
                alert: last_of_word && written.alerted(),
                explanation: if last_of_word { written.explanation.clone() } else { None },
            });
            if breach.is_some() {
                return Evaluation {
                    illegal: Some(steps.len() - 1),
                    breach,
                    steps,
                    auction,
                    unchecked: entries.len() - entry_index - 1,
                    all_passes,
                };
            }
        }
    }
    Evaluation { steps, auction, illegal: None, breach: None, unchecked: 0, all_passes }
}
