//! Who deals and who is vulnerable: the record's own fields, its board number and the page's
//! settings, settled in that order, with warnings where the record contradicts its board.

use super::calls::Seat;
use super::reading::{DealerTag, Reading};
use super::record::{board_cycle, Vulnerability};
use verdict_model::report::Setting;
use verdict_model::{Arg, Message};

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
    pub lines: Vec<Message>,
    /// The contradictions between the record and its board number: said once, beside the
    /// verdict (the report's `warnings`), not again in the explanation.
    pub warnings: Vec<String>,
}

/// Who is vulnerable, as the catalogues select it by its PBN name (`[None]`, `[NS]`, `[EW]`,
/// `[All]`): `nobody vulnerable`, `North–South vulnerable`.
fn vulnerable(vulnerability: Vulnerability) -> Message {
    Message::new("auction-why-vulnerable").arg("vul", vulnerability.pbn().to_string())
}

/// Where the record named the dealer, as the catalogues select it: `the [Auction] tag`.
fn dealer_source(tag: DealerTag) -> Message {
    let key = match tag {
        DealerTag::Auction => "auction",
        DealerTag::Dealer => "dealer",
        DealerTag::Lin => "md",
        DealerTag::Link => "d",
    };
    Message::new("auction-why-source").arg("tag", key.to_string())
}

/// Where the record said who is vulnerable (the reader's words for it, `the sv| field`), as the
/// catalogues select it.
fn vulnerability_source(source: &str) -> Message {
    let key = match source {
        "the sv| field" => "sv",
        "the link's v= parameter" => "v",
        _ => "vulnerable",
    };
    Message::new("auction-why-source").arg("tag", key.to_string())
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
        // The dealer's line, with the setting it overrides when the record names another seat.
        let dealer_line = |id: &'static str, over: &'static str, seat: Seat| {
            match chosen_dealer {
                Some(chosen) if chosen != seat => Message::new(over).name("chosen", chosen.name()),
                _ => Message::new(id),
            }
            .name("seat", seat.name())
        };
        let (dealer, dealer_set_by) = match (reading.dealer, cycle) {
            (Some((seat, tag)), cycle) => {
                lines.push(
                    dealer_line("auction-why-dealer-from", "auction-why-dealer-from-over", seat)
                        .arg("source", dealer_source(tag)),
                );
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
                lines.push(
                    dealer_line("auction-why-dealer-board", "auction-why-dealer-board-over", seat)
                        .arg("board", Arg::digits(board as usize)),
                );
                (seat, Some(format!("board {board}")))
            }
            (None, None) => match chosen_dealer {
                Some(seat) => {
                    lines.push(Message::new("auction-why-dealer-chosen").name("seat", seat.name()));
                    (seat, None)
                }
                None => {
                    lines.push(Message::new("auction-why-dealer-default").name("seat", Seat::North.name()));
                    (Seat::North, None)
                }
            },
        };
        let (vulnerability, vulnerability_set_by) = match (reading.vulnerability, cycle) {
            (Some((vulnerability, source)), cycle) => {
                lines.push(
                    Message::new("auction-why-vulnerability-from")
                        .arg("vulnerable", vulnerable(vulnerability))
                        .arg("source", vulnerability_source(source)),
                );
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
                lines.push(
                    Message::new("auction-why-vulnerability-board")
                        .arg("vulnerable", vulnerable(vulnerability))
                        .arg("board", Arg::digits(board as usize)),
                );
                (Some(vulnerability), Some(format!("board {board}")))
            }
            (None, None) => {
                if let Some(vulnerability) = chosen_vulnerability {
                    lines.push(
                        Message::new("auction-why-vulnerability-chosen").arg("vulnerable", vulnerable(vulnerability)),
                    );
                }
                (chosen_vulnerability, None)
            }
        };
        if let Some(board) = reading.board {
            lines.insert(0, Message::new("auction-why-board").arg("board", Arg::digits(board as usize)));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each record's field is named as its own in the Why (the catalogues select on the tag):
    /// a source the reader names otherwise would be said as another's.
    #[test]
    fn each_record_names_where_it_said_who_is_vulnerable() {
        let source = |text: &str| {
            let reading = crate::read(text).unwrap();
            let setup = Setup::settle(&reading, None, None);
            let line = setup.lines.iter().find(|l| l.id == "auction-why-vulnerability-from").unwrap().clone();
            match line.get("source") {
                Some(Arg::Message(source)) => match source.get("tag") {
                    Some(Arg::Text(tag)) => tag.clone(),
                    _ => String::new(),
                },
                _ => String::new(),
            }
        };
        assert_eq!(source("md|3|sv|b|mb|1D|"), "sv");
        assert_eq!(source("https://www.bridgebase.com/tools/handviewer.html?d=e&v=b&a=1c"), "v");
        assert_eq!(source("[Vulnerable \"All\"]\n[Auction \"N\"]\n1C"), "vulnerable");
    }
}
