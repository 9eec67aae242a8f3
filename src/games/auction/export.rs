//! The auction written back: as a PBN section and as a LIN record.

use super::evaluation::{Evaluation, Step};
use super::lin;
use super::record::Deal;
use super::setup::Setup;
use crate::report::Export;

/// The legal calls given, as the exports write them back.
fn legal_steps(evaluation: &Evaluation) -> impl Iterator<Item = &Step> {
    evaluation.steps.iter().filter(|s| s.result.is_ok())
}

/// The auction as PBN: the board's tags (`[Board]`, `[Vulnerable]`, `[Deal]`) when known, the
/// `[Auction]` section with the legal calls four to a line (an alerted call carries `!`, an
/// explained one a note reference), then the notes.
pub fn pbn(setup: &Setup, deal: Option<&Deal>, evaluation: &Evaluation) -> Export {
    let mut text = String::new();
    if let Some(board) = setup.board {
        text.push_str(&format!("[Board \"{board}\"]\n"));
    }
    if let Some(vulnerability) = setup.vulnerability {
        text.push_str(&format!("[Vulnerable \"{}\"]\n", vulnerability.pbn()));
    }
    if let Some(deal) = deal {
        text.push_str(&format!("[Deal \"{}\"]\n", deal.pbn()));
    }
    text.push_str(&format!("[Auction \"{}\"]", setup.dealer.letter()));
    let mut notes = Vec::new();
    let words: Vec<String> = legal_steps(evaluation)
        .map(|step| {
            let mut word = format!("{}{}", step.call.pbn(), if step.alert { "!" } else { "" });
            if let Some(explanation) = &step.explanation {
                notes.push(explanation.as_str());
                word.push_str(&format!(" ={}=", notes.len()));
            }
            word
        })
        .collect();
    for line in words.chunks(4) {
        text.push('\n');
        text.push_str(&line.join(" "));
    }
    for (number, note) in notes.iter().enumerate() {
        // Inside a tag's quotes, a quote and a backslash are escaped.
        let escaped = note.replace('\\', "\\\\").replace('"', "\\\"");
        text.push_str(&format!("\n[Note \"{}:{escaped}\"]", number + 1));
    }
    Export { label: "PBN".to_string(), text }
}

/// The auction as a LIN record (`md|`, `sv|`, `ah|`, then `mb|` and `an|` per call), as BBO's
/// hand records and handviewer links hold it.
pub fn lin(setup: &Setup, deal: Option<&Deal>, evaluation: &Evaluation) -> Export {
    let calls: Vec<lin::CallOut> = legal_steps(evaluation)
        .map(|step| lin::CallOut { call: step.call, alert: step.alert, explanation: step.explanation.as_deref() })
        .collect();
    Export { label: "LIN".to_string(), text: lin::write(setup.dealer, deal, setup.vulnerability, setup.board, &calls) }
}
