//! Hand records: LIN records, handviewer links and PBN with its board tags, against the plain
//! calls. The records are written here by hand from the formats' descriptions (LIN: `md|`
//! dealer digit 1 = South … 4 = East and the hands S, W, N, E; `sv|`; `ah|Board N|`; `mb|`
//! with `!`; `an|`. PBN: `[Board]`, `[Vulnerable]`, `[Deal "N:…"]`, `[Auction]`, `=n=` and
//! `[Note]`), sharing no code with the readers and writers they check.
//!
//! - every record of a random auction (legal or not, any dealer) gets the same verdict,
//!   headline and reason as its plain calls;
//! - the exports round-trip: PBN → LIN → PBN and LIN → PBN → LIN give the same text, and keep
//!   calls, dealer, vulnerability, board, deal, alerts and explanations;
//! - each kind of illegal call cites its Laws; the diagram marks vulnerable seats and writes
//!   "All Pass"; the board number sets the dealer and vulnerability and a contradiction is
//!   warned about; a bad record or deal is an input error that says where;
//! - annotations, alerts and notes no call refers to are listed in the explanation, each once,
//!   at most 20 of each kind.

use proptest::prelude::*;
use verdict_playground::games::auction::{self, Auction, Call, Seat};
use verdict_playground::{analyze, Analysis, InputError, Options};

/// Suits in PBN's and LIN's order, and ranks high to low.
const SUIT_LETTERS: [char; 4] = ['S', 'H', 'D', 'C'];
const RANKS: [char; 13] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const EXPLANATIONS: [&str; 6] = [
    "16+ any shape",
    "5+ \"hearts\", forcing",
    "Stayman; asks for a major",
    "C:\\path {not a comment}",
    "transfer ♥ → ♠",
    "[strong] 2NT",
];

/// One call of a generated auction, as the model knows it.
#[derive(Clone, Debug)]
struct Entry {
    call: Call,
    alert: bool,
    explanation: Option<&'static str>,
}

#[derive(Clone, Debug)]
struct Record {
    dealer: Seat,
    entries: Vec<Entry>,
    /// `None`, `NS`, `EW`, `All` as PBN spells it, with LIN's letter.
    vulnerability: Option<(&'static str, &'static str)>,
    board: Option<u32>,
    /// The four hands by seat N, E, S, W: 13 (suit, rank) indices each.
    deal: Option<[Vec<(usize, usize)>; 4]>,
}

const SEAT_ORDER: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

fn seat_index(seat: Seat) -> usize {
    SEAT_ORDER.iter().position(|&s| s == seat).unwrap()
}

/// A hand as PBN writes it: `AKQ.T98.-.…` is written `AKQ.T98..…` (a void is empty).
fn pbn_hand(hand: &[(usize, usize)]) -> String {
    (0..4).map(|s| suit_ranks(hand, s)).collect::<Vec<_>>().join(".")
}

fn suit_ranks(hand: &[(usize, usize)], suit: usize) -> String {
    let mut ranks: Vec<usize> = hand.iter().filter(|c| c.0 == suit).map(|c| c.1).collect();
    ranks.sort_unstable();
    ranks.into_iter().map(|r| RANKS[r]).collect()
}

fn lin_hand(hand: &[(usize, usize)]) -> String {
    (0..4).map(|s| format!("{}{}", SUIT_LETTERS[s], suit_ranks(hand, s))).collect()
}

fn plain_call(call: Call) -> String {
    call.pbn()
}

/// LIN's spelling, in either case as records in the wild have it.
fn lin_call(call: Call, upper: bool) -> String {
    let word = match call {
        Call::Pass => "p".to_string(),
        Call::Double => "d".to_string(),
        Call::Redouble => "r".to_string(),
        Call::Bid(_) => call.pbn().replace("NT", "N").to_lowercase(),
    };
    if upper {
        word.to_uppercase()
    } else {
        word
    }
}

fn dealer_digit(seat: Seat) -> char {
    match seat {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

impl Record {
    fn plain(&self) -> String {
        self.entries.iter().map(|e| plain_call(e.call)).collect::<Vec<_>>().join(" ")
    }

    fn lin(&self, upper: bool, three_hands: bool) -> String {
        let hands = self.deal.as_ref().map_or(String::new(), |deal| {
            let order = [Seat::South, Seat::West, Seat::North, Seat::East];
            let mut hands: Vec<String> = order.iter().map(|&s| lin_hand(&deal[seat_index(s)])).collect();
            if three_hands {
                hands[3].clear();
            }
            hands.join(",")
        });
        let mut out = format!("pn|South,West,North,East|st||md|{}{hands}|", dealer_digit(self.dealer));
        if let Some((_, letter)) = self.vulnerability {
            out.push_str(&format!("sv|{letter}|"));
        }
        if let Some(board) = self.board {
            out.push_str(&format!("ah|Board {board}|"));
        }
        for entry in &self.entries {
            out.push_str(&format!("mb|{}{}|", lin_call(entry.call, upper), if entry.alert { "!" } else { "" }));
            if let Some(text) = entry.explanation {
                out.push_str(&format!("an|{text}|"));
            }
        }
        out + "pg||"
    }

    fn link(&self) -> String {
        let encoded: String = self
            .lin(false, false)
            .bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => char::from(b).to_string(),
                b' ' => "+".to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect();
        format!("https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin={encoded}")
    }

    fn pbn(&self) -> String {
        let mut out = String::from("[Event \"Club night\"]\n");
        if let Some(board) = self.board {
            out.push_str(&format!("[Board \"{board}\"]\n"));
        }
        if let Some((name, _)) = self.vulnerability {
            out.push_str(&format!("[Vulnerable \"{name}\"]\n"));
        }
        if let Some(deal) = &self.deal {
            // Any first seat will do: start with East.
            let hands: Vec<String> = [1, 2, 3, 0].iter().map(|&i| pbn_hand(&deal[i])).collect();
            out.push_str(&format!("[Deal \"E:{}\"]\n", hands.join(" ")));
        }
        out.push_str(&format!("[Auction \"{}\"]\n", self.dealer.letter()));
        let mut notes = Vec::new();
        for entry in &self.entries {
            out.push_str(&plain_call(entry.call));
            if entry.alert {
                out.push('!');
            }
            if let Some(text) = entry.explanation {
                notes.push(text);
                out.push_str(&format!(" ={}=", notes.len()));
            }
            out.push(' ');
        }
        for (i, note) in notes.iter().enumerate() {
            out.push_str(&format!("\n[Note \"{}:{}\"]", i + 1, note.replace('\\', "\\\\").replace('"', "\\\"")));
        }
        out.push_str("\n[Play \"W\"]\nHA H2 H3 H4\n");
        out
    }
}

fn page(text: &str, dealer: Option<Seat>) -> Result<Analysis, InputError> {
    analyze(auction::GAME, text, &Options { dealer: dealer.map(|d| d.letter().to_string()), ..Options::default() })
}

fn ok(text: &str) -> Analysis {
    page(text, None).unwrap_or_else(|e| panic!("{text}\n{e}"))
}

/// (choose, alert, explanation) per call: most calls are legal ones; `wild` makes one a call
/// picked among all 38, legal or not.
fn record_strategy() -> impl Strategy<Value = Record> {
    (
        0..4usize,
        prop::collection::vec((any::<u16>(), 0..5u8, 0..12usize), 0..40),
        prop::option::of(0..4usize),
        prop::option::of(1..40u32),
        prop::option::of(Just(()).prop_perturb(|_, mut rng| {
            let mut cards: Vec<(usize, usize)> = (0..4).flat_map(|s| (0..13).map(move |r| (s, r))).collect();
            for i in (1..52).rev() {
                cards.swap(i, rng.next_u32() as usize % (i + 1));
            }
            cards
        })),
        any::<bool>(),
    )
        .prop_map(|(dealer, picks, vulnerability, board, deck, wild)| {
            let dealer = SEAT_ORDER[dealer];
            let mut auction = Auction::new(dealer);
            let mut entries = Vec::new();
            for (k, (choose, alert, explain)) in picks.into_iter().enumerate() {
                if auction.is_over() && !(wild && k % 7 == 3) {
                    break;
                }
                // Pass often, so that auctions end; now and then any call at all.
                let legal = auction.legal_calls();
                let call = if wild && k % 7 == 3 {
                    let all: Vec<Call> = ["P", "X", "XX", "1C", "1S", "2NT", "3D", "7NT"]
                        .iter()
                        .map(|w| Call::parse(w).unwrap())
                        .collect();
                    all[usize::from(choose) % all.len()]
                } else if choose % 3 == 0 {
                    legal[0]
                } else {
                    legal[usize::from(choose) % legal.len().min(12)]
                };
                let _ = auction.make(call);
                entries.push(Entry { call, alert: alert == 0, explanation: EXPLANATIONS.get(explain).copied() });
            }
            let vulnerability = vulnerability.map(|v| [("None", "o"), ("NS", "n"), ("EW", "e"), ("All", "b")][v]);
            let deal = deck.map(|cards| {
                let mut hands: [Vec<(usize, usize)>; 4] = Default::default();
                for (i, card) in cards.into_iter().enumerate() {
                    hands[i / 13].push(card);
                }
                hands
            });
            Record { dealer, entries, vulnerability, board, deal }
        })
}

/// What a reading keeps, to compare: calls, alerts and explanations, and the board's facts.
/// (call, alerted, explanation) per call, the board number, the deal as PBN.
type Kept = (Vec<(String, bool, Option<String>)>, Option<u32>, Option<String>);

/// What a record holds beyond the settled dealer and vulnerability: calls with their alerts and
/// explanations, the board number and the deal.
fn kept(text: &str) -> Kept {
    let reading = auction::read(text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    (
        reading.entries.iter().map(|w| (format!("{:?}", w.entry), w.alerted(), w.explanation.clone())).collect(),
        reading.board,
        reading.deal.map(|d| d.pbn()),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A LIN record, a handviewer link and a PBN record of the same auction get the verdict,
    /// headline and reason of the plain calls with the same dealer.
    #[test]
    fn records_are_judged_as_their_calls(record in record_strategy(), upper in any::<bool>()) {
        let plain = page(&record.plain(), Some(record.dealer)).unwrap();
        let plain = plain.report();
        for text in [record.lin(upper, false), record.lin(upper, true), record.link(), record.pbn()] {
            let analysis = ok(&text);
            let report = analysis.report();
            prop_assert_eq!(&report.verdict, &plain.verdict, "{}", text);
            prop_assert_eq!(&report.headline, &plain.headline, "{}", text);
            prop_assert_eq!(&report.reason, &plain.reason, "{}", text);
            prop_assert_eq!(report.tables[0].row_count, plain.tables[0].row_count);
            // The model's alerts and explanations are read beside their calls.
            let (calls, board, deal) = kept(&text);
            let reading = auction::read(&text).unwrap();
            prop_assert_eq!(reading.dealer.map(|d| d.0), Some(record.dealer));
            let vulnerability = reading.vulnerability.map(|v| v.0.pbn());
            prop_assert_eq!(calls.len(), record.entries.len());
            for (read, model) in calls.iter().zip(&record.entries) {
                prop_assert_eq!(read.1, model.alert, "{}", text);
                prop_assert_eq!(read.2.as_deref(), model.explanation, "{}", text);
            }
            prop_assert_eq!(vulnerability, record.vulnerability.map(|v| v.0));
            prop_assert_eq!(board, record.board);
            let model_deal = record.deal.as_ref().map(|d| {
                format!("N:{}", d.iter().map(|h| pbn_hand(h)).collect::<Vec<_>>().join(" "))
            });
            prop_assert_eq!(deal, model_deal);
        }
    }

    /// PBN → LIN → PBN and LIN → PBN → LIN give the same text back, keeping everything read.
    #[test]
    fn exports_round_trip(record in record_strategy()) {
        for start in [record.pbn(), record.lin(false, false)] {
            let first = ok(&start);
            let [pbn, lin] = [&first.report().exports[0].text, &first.report().exports[1].text];
            if first.report().verdict == "illegal" {
                // The exports hold the legal calls only, and read back as a legal auction.
                let legal_part = ok(pbn);
                prop_assert_ne!(&legal_part.report().verdict, "illegal");
                continue;
            }
            let from_lin = ok(lin);
            let from_pbn = ok(pbn);
            prop_assert_eq!(&from_lin.report().exports[0].text, pbn, "PBN → LIN → PBN");
            prop_assert_eq!(&from_pbn.report().exports[1].text, lin, "LIN → PBN → LIN");
            prop_assert_eq!(kept(lin), kept(&start));
            prop_assert_eq!(kept(pbn), kept(&start));
            prop_assert_eq!(&from_lin.report().headline, &first.report().headline);
            // Dealer and vulnerability as settled (a board number alone implies them; the
            // exports write them out).
            let values = |a: &Analysis| a.report().settings.iter().map(|s| s.value.clone()).collect::<Vec<_>>();
            prop_assert_eq!(values(&from_lin), values(&first));
            prop_assert_eq!(values(&from_pbn), values(&first));
        }
    }
}

#[test]
fn each_kind_of_illegal_call_cites_its_laws() {
    for (calls, laws, citation) in [
        ("1H 1D", "Laws 18, 27", "Law 18 (bids) and Law 27 (insufficient bid)"),
        ("1H 1H", "Laws 18, 27", "Law 27 (insufficient bid)"),
        ("X", "Laws 19, 36", "Law 19 (doubles and redoubles) and Law 36 (inadmissible doubles and redoubles)"),
        ("1C P X", "Laws 19, 36", "Law 36"),
        ("1C X X", "Laws 19, 36", "Law 36"),
        ("1C X XX X", "Laws 19, 36", "Law 36"),
        ("XX", "Laws 19, 36", "Law 36"),
        ("1C XX", "Laws 19, 36", "Law 36"),
        ("1C X P XX", "Laws 19, 36", "Law 36"),
        ("1C X XX XX", "Laws 19, 36", "Law 36"),
        (
            "1C P P P P",
            "Laws 22, 39",
            "Law 22 (procedure after the bidding has ended) and Law 39 (calls after the final pass)",
        ),
        ("P P P P 1C", "Laws 22, 39", "Law 39 (calls after the final pass)"),
    ] {
        let analysis = ok(calls);
        let report = analysis.report();
        assert_eq!(report.verdict, "illegal", "{calls}");
        assert!(report.reason.contains(&format!("({laws})")), "{calls}: {}", report.reason);
        let explanation = report.explanation.join("\n");
        assert!(explanation.contains(citation), "{calls}: {explanation}");
        assert!(explanation.contains("of the Laws of Duplicate Bridge 2017"), "{calls}");
        let last = analysis.rows(0, report.tables[0].row_count - 1, 1);
        assert!(last[0][8].ends_with(&format!("({laws})")), "{calls}: {:?}", last[0]);
    }
}

#[test]
fn the_diagram_reads_as_books_print_it() {
    // West first, blanks before the dealer, vulnerable seats marked, the closing passes as
    // one "All Pass"; each filled cell is a step of the line.
    let analysis = ok("[Vulnerable \"EW\"]\n[Auction \"E\"]\n1C 1H 2H P P P");
    let diagram = &analysis.report().tables[1];
    assert_eq!(diagram.columns, ["W vul", "N", "E vul", "S"]);
    assert_eq!(diagram.preview, vec![vec!["", "", "1♣", "1♥"], vec!["2♥", "All Pass", "", ""]]);
    assert_eq!(diagram.step_grid, Some(2));
    let passed_out = ok("P P P P");
    assert_eq!(passed_out.report().tables[1].preview, vec![vec!["", "All Pass", "", ""]]);
    // Step k marks its call's row in the calls table and its cell in the diagram; the
    // closing passes all stand on the "All Pass".
    for (k, (row, column)) in [(1, (0, 2)), (3, (1, 0)), (4, (1, 1)), (6, (1, 1))] {
        let step = analysis.step(k).unwrap();
        assert!(step.marks.iter().any(|m| m.table == 0 && m.row == k - 1 && m.column.is_none()), "step {k}");
        assert!(
            step.marks.iter().any(|m| m.table == 1 && (m.row, m.column) == (row, Some(column))),
            "step {k}: {:?}",
            step.marks
        );
    }
    // A finished auction's board writes All Pass too; an unfinished one does not.
    let board = &analysis.step(6).unwrap().board;
    assert!(board.groups[0].cells.iter().any(|c| c.text == "All Pass"));
    assert_eq!(board.groups[0].columns, ["West vul", "North", "East vul", "South"]);
    assert!(!analysis.step(5).unwrap().board.groups[0].cells.iter().any(|c| c.text == "All Pass"));
}

#[test]
fn the_board_number_sets_dealer_and_vulnerability() {
    // Board 6: East deals, East–West vulnerable.
    let analysis = ok("[Board \"6\"]\n1C P P P");
    let report = analysis.report();
    assert_eq!(report.headline, "1♣ by East");
    let settings: Vec<(&str, &str, &str)> =
        report.settings.iter().map(|s| (s.name, s.value.as_str(), s.set_by.as_str())).collect();
    assert_eq!(settings, [("dealer", "E", "board 6"), ("vulnerable", "EW", "board 6")]);
    assert!(!report.explanation.iter().any(|l| l.starts_with("Warning")));
    // A record that contradicts its board is read as written, with a warning for each fact.
    let analysis = ok("md|3|sv|b|ah|Board 6|mb|1c|mb|p|mb|p|mb|p|");
    let report = analysis.report();
    assert_eq!(report.headline, "1♣ by North");
    let warnings: Vec<&String> = report.explanation.iter().filter(|l| l.starts_with("Warning")).collect();
    assert_eq!(warnings.len(), 2, "{:?}", report.explanation);
    assert_eq!(report.warnings.iter().collect::<Vec<_>>(), warnings, "shown beside the verdict too");
    assert!(warnings[0].contains("board 6 is dealt by East") && warnings[0].contains("North"), "{}", warnings[0]);
    assert!(warnings[1].contains("East–West are vulnerable") && warnings[1].contains("both"), "{}", warnings[1]);
    assert_eq!(report.settings[0].set_by, "the LIN record's md| field");
    // Chosen settings apply when the input says nothing, and show as chosen.
    let chosen =
        analyze(auction::GAME, "1C", &Options { dealer: Some("W".into()), vulnerable: Some("ns".into()) }).unwrap();
    let settings: Vec<(&str, &str)> =
        chosen.report().settings.iter().map(|s| (s.value.as_str(), s.set_by.as_str())).collect();
    assert_eq!(settings, [("W", ""), ("NS", "")]);
    assert!(analyze(auction::GAME, "1C", &Options { vulnerable: Some("red".into()), ..Options::default() }).is_err());
}

#[test]
fn the_deal_is_shown_around_the_diagram() {
    let text = "[Deal \"N:AKQJ.AK98.765.32 T987.654.32.AKQJ 6543.QJ.AKQJ.T98 2.T732.T984.7654\"]\n[Vulnerable \"NS\"]\n[Auction \"N\"]\n1S";
    let analysis = ok(text);
    let board = &analysis.step(1).unwrap().board;
    assert_eq!(board.layout, "compass");
    let places: Vec<&str> = board.groups.iter().map(|g| g.place).collect();
    assert_eq!(places, ["north", "west", "centre", "east", "south"]);
    let north = &board.groups[0];
    assert_eq!(north.note, "17 HCP, vulnerable");
    let suits: Vec<&str> = north.cells.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(suits, ["♠ AKQJ", "♥ AK98", "♦ 765", "♣ 32"]);
    assert_eq!(board.groups[1].note, "0 HCP");
    assert_eq!(board.groups[3].note, "10 HCP");
    assert!(analysis.report().explanation.iter().any(|l| l.contains("North 17, East 10, South 13, West 0")));
}

#[test]
fn a_record_that_does_not_read_says_where() {
    for (text, needle, span) in [
        // A deal that is not 52 distinct cards, in PBN and in LIN.
        ("[Deal \"N:AKQJ.T98.765.432 AKQJ.654.32.T987 6543.32.AKQJ.T98 -\"]\n1C", "♠A is dealt twice", (7, 61)),
        ("[Deal \"N:AKQJ.T98.765.432 - - -\"]", "at least three", (7, 31)),
        ("[Deal \"N:AKQ.T98.765.432 T987.654.32.AKQJ 6543.32.AKQJ.T98 -\"]", "North's hand has 12 cards", (7, 60)),
        ("md|3SAKQJHT98D765C432,SAKQJH654D32CT987,S6543H32DAKQJCT98,|mb|p|", "dealt twice", (3, 58)),
        ("[Vulnerable \"red\"] 1C", "None, NS, EW or All", (12, 17)),
        ("[Board \"x\"] 1C", "board's number", (7, 10)),
        ("md|3|mb|1c|mb|1x|", "'1x' (call 2) is not a call", (14, 16)),
        ("md|9|mb|1c|", "not '9'", (3, 4)),
    ] {
        let error = page(text, None).err().unwrap_or_else(|| panic!("{text} reads"));
        assert!(error.message.contains(needle), "{text}: {}", error.message);
        assert_eq!(error.span, Some(span), "{text}: {}", error.message);
    }
    // In a link the record is encoded, so the error points at the whole lin= parameter.
    let link = "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3%7Cmb%7C9X%7C";
    let error = page(link, None).unwrap_err();
    assert!(error.message.contains("in the link's LIN record") && error.message.contains("'9X'"), "{}", error.message);
    assert_eq!(error.span, Some((53, link.len())));
}

#[test]
fn alerts_and_explained_notes_are_listed_beside_their_calls_not_as_annotations() {
    let lin = "md|3|mb|1C!|an|could be short|mb|p|";
    let pbn = "[Auction \"N\"]\n1C ! =1= P ?\n[Note \"1:could be short\"]";
    for text in [lin, pbn] {
        let explanation = ok(text).report().explanation.clone();
        let annotations: Vec<&String> = explanation.iter().filter(|l| l.starts_with("PBN annotations")).collect();
        if text == lin {
            assert!(annotations.is_empty(), "{text}: {annotations:?}");
        } else {
            // The `?` is not an alert or a note: it is still shown as written.
            assert_eq!(annotations.len(), 1, "{text}: {explanation:?}");
            assert!(annotations[0].ends_with(": ?."), "{}", annotations[0]);
        }
        let beside = explanation.iter().find(|l| l.starts_with("Call 1 ")).unwrap_or_else(|| panic!("{explanation:?}"));
        assert_eq!(beside, "Call 1 (1♣ by North) was alerted and explained: could be short.");
    }
}

/// The explanation's lines that list what the input carries beside its calls.
fn note_lines(text: &str) -> Vec<String> {
    ok(text)
        .report()
        .explanation
        .iter()
        .filter(|l| ["PBN annotations", "Call ", "Note ", "… and "].iter().any(|start| l.starts_with(start)))
        .cloned()
        .collect()
}

#[test]
fn annotations_alerts_and_notes_no_call_refers_to_are_each_listed_once() {
    // 1♣ is alerted and explained by note 1; 1♦ refers to a note 3 that is not there, so its
    // `=3=` is an annotation like `?`; 1♥ is alerted with no note; note 2 is referred to by
    // no call. A `?` before any call is an annotation too.
    let text = "[Auction \"N\"]\n? 1C ! =1= 1D =3= ? 1H !\n[Note \"1:short\"]\n[Note \"2:from the bidding box\"]";
    assert_eq!(
        note_lines(text),
        [
            "PBN annotations, shown in the notes but not judged: ? =3= ?.",
            "Call 1 (1♣ by North) was alerted and explained: short.",
            "Call 3 (1♥ by South) was alerted.",
            "Note 2: from the bidding box",
        ]
    );
}

#[test]
fn long_lists_of_annotations_alerts_and_notes_stop_at_twenty() {
    const LISTED: usize = 20;
    let bids = ["C", "D", "H", "S", "N"];
    for count in [LISTED, LISTED + 1] {
        // `count` bids, each alerted and followed by a `?`, and `count` notes no call refers to.
        let calls: Vec<String> = (0..count).map(|k| format!("{}{} ! ?", 1 + k / 5, bids[k % 5])).collect();
        let notes: Vec<String> = (1..=count).map(|k| format!("[Note \"{k}:note {k}\"]")).collect();
        let text = format!("[Auction \"N\"]\n{}\n{}", calls.join(" "), notes.join("\n"));
        let lines = note_lines(&text);
        let question_marks = vec!["?"; LISTED].join(" ");
        let over = count > LISTED;
        let expected_annotations = if over {
            format!("PBN annotations, shown in the notes but not judged: {question_marks} … ({count} in all).")
        } else {
            format!("PBN annotations, shown in the notes but not judged: {question_marks}.")
        };
        assert_eq!(lines[0], expected_annotations);
        let alerted: Vec<&String> = lines.iter().filter(|l| l.starts_with("Call ")).collect();
        assert_eq!(alerted.len(), LISTED, "{count}: {lines:?}");
        assert_eq!(alerted[LISTED - 1], &format!("Call {LISTED} (4NT by West) was alerted."));
        let listed_notes: Vec<&String> = lines.iter().filter(|l| l.starts_with("Note ")).collect();
        assert_eq!(listed_notes.len(), LISTED, "{count}: {lines:?}");
        assert_eq!(listed_notes[LISTED - 1], &format!("Note {LISTED}: note {LISTED}"));
        let more: Vec<&str> = lines.iter().filter(|l| l.starts_with("… and ")).map(String::as_str).collect();
        let expected_more: &[&str] =
            if over { &["… and 1 more alerted or explained calls.", "… and 1 more notes."] } else { &[] };
        assert_eq!(more, expected_more, "{count}");
    }
}
