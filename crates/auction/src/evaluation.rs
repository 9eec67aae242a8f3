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
    /// The number of the call's footnote under the diagram, if it has one (alerted or
    /// explained), from 1.
    pub footnote: Option<usize>,
    /// The number of the PBN note that explains the call, if one does.
    pub note: Option<usize>,
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
    /// How many calls each entry read stands for (1, or the passes of an `AP`), all of them,
    /// also after the illegal call: what the exports write (unread in a build without them).
    #[cfg_attr(not(feature = "exports"), allow(dead_code))]
    pub entry_calls: Vec<usize>,
}

/// How many calls `entry` stands for in `auction`: after the end `AP` still stands for one
/// pass, so the mistake shows as a call.
fn calls_of(entry: Entry, auction: &Auction) -> (Call, usize) {
    match entry {
        Entry::Call(call) => (call, 1),
        Entry::AllPass => (Call::Pass, auction.passes_to_end().max(1)),
    }
}

pub fn evaluate_entries(dealer: Seat, entries: &[Written]) -> Evaluation {
    let mut auction = Auction::new(dealer);
    let mut steps = Vec::new();
    let mut all_passes = 0;
    let mut entry_calls = Vec::with_capacity(entries.len());
    let mut illegal = None;
    let mut breach = None;
    for (entry_index, written) in entries.iter().enumerate() {
        let (call, count) = calls_of(written.entry, &auction);
        entry_calls.push(count);
        if illegal.is_some() {
            // Past the first illegal call nothing is judged; the state still follows the legal
            // calls, so that an `AP` there stands for as many passes as it reads.
            for _ in 0..count {
                let _ = auction.make(call);
            }
            continue;
        }
        for repeat in 0..count {
            let seat = auction.next_seat();
            let result = auction.make(call);
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
                footnote: None,
                note: if last_of_word { written.note } else { None },
            });
            if let Err(broken) = result {
                illegal = Some((steps.len() - 1, entry_index, auction.clone()));
                breach = Some(broken);
                break;
            }
        }
    }
    // The footnotes of the diagram: every alerted or explained call. A call explained by a
    // PBN note keeps the note's own number (the record's note 2 is footnote 2); the others
    // are numbered in order, skipping the numbers the notes took.
    let taken: Vec<usize> = steps.iter().filter_map(|s| s.note).collect();
    let mut number = 0;
    for step in steps.iter_mut().filter(|s| s.alert || s.explanation.is_some()) {
        step.footnote = Some(match step.note {
            Some(note) => note,
            None => {
                number += 1;
                while taken.contains(&number) {
                    number += 1;
                }
                number
            }
        });
    }
    match illegal {
        Some((index, entry_index, before)) => Evaluation {
            illegal: Some(index),
            breach,
            steps,
            auction: before,
            unchecked: entries.len() - entry_index - 1,
            all_passes,
            entry_calls,
        },
        None => Evaluation { steps, auction, illegal: None, breach: None, unchecked: 0, all_passes, entry_calls },
    }
}
