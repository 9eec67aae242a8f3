//! The auction's board, tables and move words as messages of the catalogues (issue 50): every
//! one of them, on auctions that reach each (a deal with its hands, each vulnerability, alerts,
//! explanations and PBN annotations, every kind of call, legal and illegal, the closing passes),
//! is said in every language with each of its arguments placed (`verdict_testkit::words`).

use verdict_auction as auction;
use verdict_model::game::analyze;
use verdict_model::Settings;
use verdict_testkit::words::{add_analysis, every_language_says};

/// Auctions that take every board, table and move message and each of their keys.
pub const AUCTIONS: &[&str] = &[
    "",
    "P P P P",
    "1C P 1NT P 3NT P P P",
    "P 2H P 4H X P P XX P P P",
    "1C P X",
    "1C X P XX",
    "1C X XX X",
    "1D 1C",
    "1C P P P P",
    "P P",
    "1C X 1D",
    "1C X XX 1D AP",
    "1C! P 1H P",
    "1C P P X XX XX",
    "[Auction \"N\"]\n1C $1 P ! 1H =1= P *\n[Note \"1:Alerted: four or more\"]",
    "[Auction \"W\"]\n1C =1= P =2= P P\n[Note \"1:strong\"]",
    "[Board \"4\"]\n[Vulnerable \"All\"]\n[Auction \"W\"]\nP P 1S P",
    "[Board \"1\"]\n[Vulnerable \"None\"]\n[Auction \"N\"]\nP",
    "md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|",
    "md|2SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|sv|n|mb|p|mb|1C!|mb|p|",
    "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"EW\"]\n[Auction \"E\"]\n1H 2H =1= 3H P\n4H P P P\n[Note \"1:Michaels: spades and a minor\"]",
];

#[test]
fn every_board_table_and_move_word_is_said_in_every_language() {
    let mut corpus = Vec::new();
    for text in AUCTIONS {
        add_analysis(auction::GAME, text, &mut corpus);
    }
    // Each kind of call moved, each status and doubling of the calls table, a hand's suit with
    // no card: the inputs above reach them all.
    for said in ["bids 1♣", "passes", "doubles", "redoubles", "1♣ (illegal)", "passed out", "redoubled", "yes", "no"]
    {
        assert!(corpus.iter().any(|line| line == said), "{said}");
    }
    for part in ["HCP, vulnerable", "spades: none", "alerted: ", "; explained: ", "the double and redouble lapse"] {
        assert!(corpus.iter().any(|line| line.contains(part)), "{part}");
    }
}

/// The notes' marks a reader sees under the diagram are messages too, said in every language.
#[test]
fn the_footnotes_are_said_in_every_language() {
    let mut seen = 0;
    for text in AUCTIONS {
        let a = analyze(auction::GAME, text, &Settings::default()).unwrap();
        let steps = a.report().line.steps;
        for k in 0..=steps {
            for group in &a.step(k).unwrap().board.groups {
                for note in &group.footnotes {
                    every_language_says(&note.text);
                    seen += 1;
                }
            }
        }
        for entry in &a.report().line.legend {
            every_language_says(&entry.meaning);
        }
    }
    assert!(seen > 0);
}
