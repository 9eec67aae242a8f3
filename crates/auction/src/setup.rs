//! Who deals and who is vulnerable: the record's own fields, its board number and the page's
//! settings, settled in that order, with warnings where the record contradicts its board.

use super::calls::Seat;
use super::reading::Reading;
use super::record::{board_cycle, Vulnerability};
use verdict_model::report::Setting;

/// Who deals and who is vulnerable, settled from the input (tags, LIN fields, the board
/// number) and the page's settings, with where each came from.
pub struct Setup {
    pub dealer: Seat,
    /// `None` when neither the input nor the settings say.
    pub vulnerability: Option<Vulnerability>,
    pub board: Option<u32>,
    /// What in the input set the dealer, or `None` when the setting (or the default) did.
    pub dealer_set_by: Option<String>,
    pub vulnerability_set_by: Option<String>,
    /// The explanation's lines about them.
    pub lines: Vec<String>,
    /// The contradictions between the record and its board number: said once, beside the
    /// verdict (the report's `warnings`), not again in the explanation.
    pub warnings: Vec<String>,
}

impl Setup {
    /// The input's own record wins over the board number, which wins over the settings: a
    /// record is what was played. A record that contradicts its board number's place in the
    /// standard cycle gets a warning, not a silent choice.
    pub fn settle(
        reading: &Reading,
        chosen_dealer: Option<Seat>,
        chosen_vulnerability: Option<Vulnerability>,
    ) -> Setup {
        let cycle = reading.board.map(|board| (board, board_cycle(board)));
        let mut lines = Vec::new();
        let mut warnings = Vec::new();
        let overrides = |chosen: Option<Seat>, seat: Seat| match chosen {
            Some(chosen) if chosen != seat => format!(", which overrides the dealer setting ({})", chosen.name()),
            _ => String::new(),
        };
        let (dealer, dealer_set_by) = match (reading.dealer, cycle) {
            (Some((seat, tag)), cycle) => {
                lines.push(format!(
                    "Dealer: {}, from {}{}.",
                    seat.name(),
                    tag.source(),
                    overrides(chosen_dealer, seat)
                ));
                if let Some((board, (cycle_dealer, _))) = cycle.filter(|(_, (d, _))| *d != seat) {
                    warnings.push(format!(
                        "Warning: board {board} is dealt by {} in the standard 16-board cycle, but {} says {}; the auction is read with {} dealing.",
                        cycle_dealer.name(),
                        tag.source(),
                        seat.name(),
                        seat.name()
                    ));
                }
                (seat, Some(tag.source().to_string()))
            }
            (None, Some((board, (seat, _)))) => {
                lines.push(format!(
                    "Dealer: {}, as board {board} is dealt in the standard 16-board cycle{}.",
                    seat.name(),
                    overrides(chosen_dealer, seat)
                ));
                (seat, Some(format!("board {board}")))
            }
            (None, None) => match chosen_dealer {
                Some(seat) => {
                    lines.push(format!("Dealer: {}, as chosen.", seat.name()));
                    (seat, None)
                }
                None => {
                    lines.push("Dealer: North (the default).".to_string());
                    (Seat::North, None)
                }
            },
        };
        let (vulnerability, vulnerability_set_by) = match (reading.vulnerability, cycle) {
            (Some((vulnerability, source)), cycle) => {
                lines.push(format!("Vulnerability: {}, from {source}.", vulnerability.words()));
                if let Some((board, (_, cycle_vulnerability))) = cycle.filter(|(_, (_, v))| *v != vulnerability) {
                    warnings.push(format!(
                        "Warning: on board {board} of the standard 16-board cycle {}, but {source} says {}; the record's word is kept.",
                        cycle_vulnerability.sentence(),
                        vulnerability.words()
                    ));
                }
                (Some(vulnerability), Some(source.to_string()))
            }
            (None, Some((board, (_, vulnerability)))) => {
                lines.push(format!(
                    "Vulnerability: {}, as on board {board} of the standard cycle.",
                    vulnerability.words()
                ));
                (Some(vulnerability), Some(format!("board {board}")))
            }
            (None, None) => {
                if let Some(vulnerability) = chosen_vulnerability {
                    lines.push(format!("Vulnerability: {}, as chosen.", vulnerability.words()));
                }
                (chosen_vulnerability, None)
            }
        };
        if let Some(board) = reading.board {
            lines.insert(0, format!("Board {board}."));
        }
        Setup { dealer, vulnerability, board: reading.board, dealer_set_by, vulnerability_set_by, lines, warnings }
    }

    /// The settings as the page's menus show them.
    pub fn settings(&self) -> Vec<Setting> {
        vec![
            Setting {
                name: "dealer",
                value: self.dealer.letter().to_string(),
                set_by: self.dealer_set_by.clone().unwrap_or_default(),
            },
            Setting {
                name: "vulnerable",
                value: self.vulnerability.map_or("", Vulnerability::pbn).to_string(),
                set_by: self.vulnerability_set_by.clone().unwrap_or_default(),
            },
        ]
    }
}
