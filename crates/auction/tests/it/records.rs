//! Hand records: LIN records, handviewer links and PBN with its board tags, against the plain
//! calls. The records are written here by hand from the formats' descriptions (LIN: `md|`
//! dealer digit 1 = South … 4 = East and the hands S, W, N, E; `sv|`; `ah|Board N|`; `mb|`
//! with `!`; `an|`; `pn|` players S, W, N, E; other fields such as `st|`, `pg|`, `pc|`, `mc|`.
//! PBN: `[Board]`, `[Vulnerable]`, `[Deal "N:…"]`, `[Auction]`, `=n=` and `[Note]`, the players'
//! tags, comments and annotations. Handviewer links: `n= e= s= w=`, `d=`, `v=`, `b=`, `a=` with
//! `!` and `(…)`, `nn=` …), sharing no code with the readers and writers they check.
//!
//! - every record of a random auction (legal or not, any dealer) gets the same verdict,
//!   headline and reason as its plain calls;
//! - the exports lose nothing: every export of every record (PBN, LIN, both kinds of link)
//!   reads back with the same verdict, headline, reason, dealer, vulnerability, calls (also the
//!   illegal one and those after it, as a reader written here sees them), alerts,
//!   explanations, board, deal and players; within a format, everything it does not judge
//!   too (PBN's tags, comments, annotations and notes; LIN's other fields in their places);
//!   and exporting the export again gives the same text;
//! - each kind of illegal call cites its Laws; the diagram writes "All Pass" and says who is
//!   vulnerable; the board number sets the dealer and vulnerability and a contradiction is
//!   warned about; a bad record or deal is an input error that says where;
//! - annotations, alerts and notes no call refers to are listed in the explanation, each once,
//!   at most 20 of each kind.

use crate::common::{export_tags, EXPORT_ORDER};
use proptest::prelude::*;
use verdict_auction::reading::{LinField, Reading};
use verdict_auction::{self as auction, Auction, Call, Seat};
use verdict_model::game::analyze;
use verdict_model::line::Role;
use verdict_model::{Analysis, InputError, Settings};

/// Suits in PBN's and LIN's order, and ranks high to low.
const SUIT_LETTERS: [char; 4] = ['S', 'H', 'D', 'C'];
const RANKS: [char; 13] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const EXPLANATIONS: [&str; 7] = [
    "16+ any shape",
    "5+ \"hearts\", forcing",
    "Stayman; asks for a major",
    "C:\\path {not a comment}",
    "transfer ♥ → ♠",
    "[strong] 2NT",
    "either | or, 50% sure",
];
/// Players' names: PBN holds any of them; LIN's `pn|` separates names with commas.
const PLAYERS: [&str; 6] = ["Ann", "Bo \"the bold\" Li", "Zoë Ñ", "C:\\x", "Lee, Jr", "d|e"];
/// Comments PBN allows among the calls (a `;` one runs to the end of its line).
const COMMENTS: [&str; 4] = ["{a comment}", "{two\nlines [not a tag]}", "; to the end of the line", "{}"];
/// Annotations PBN writes after a call, not judged.
/// A `!` is PBN's "good call" (`$1`), not an alert: it must never read as one.
const ANNOTATIONS: [&str; 4] = ["$3", "?", "!?", "!"];

/// One call of a generated auction, as the model knows it.
#[derive(Clone, Debug)]
struct Entry {
    call: Call,
    alert: bool,
    explanation: Option<&'static str>,
    /// PBN only: an annotation and a comment after the call.
    annotation: Option<&'static str>,
    comment: Option<&'static str>,
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
    /// Players by seat N, E, S, W.
    players: [Option<&'static str>; 4],
    /// PBN: an [Event] tag, a comment before the first call, a note no call refers to.
    event: Option<&'static str>,
    leading_comment: Option<&'static str>,
    stray_note: bool,
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

/// A hand as LIN writes it; `tens` writes a ten as `10`, as BBO does.
fn lin_hand(hand: &[(usize, usize)], tens: bool) -> String {
    let hand: String = (0..4).map(|s| format!("{}{}", SUIT_LETTERS[s], suit_ranks(hand, s))).collect();
    if tens {
        hand.replace('T', "10")
    } else {
        hand
    }
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

/// LIN's value escapes as this project documents them: `|` is `%7C`, `,` `%2C`, and a `%`
/// that would read as one of them `%25`.
fn lin_escaped(text: &str, commas: bool) -> String {
    let mut out = String::new();
    for (i, c) in text.char_indices() {
        let next = text[i + c.len_utf8()..].to_ascii_uppercase();
        match c {
            '|' => out.push_str("%7C"),
            ',' if commas => out.push_str("%2C"),
            '%' if ["7C", "2C", "25"].iter().any(|h| next.starts_with(h)) => out.push_str("%25"),
            _ => out.push(c),
        }
    }
    out
}

/// Percent-encodes a URL parameter.
fn url_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => char::from(b).to_string(),
            b' ' => "+".to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

impl Record {
    fn plain(&self) -> String {
        self.entries.iter().map(|e| plain_call(e.call)).collect::<Vec<_>>().join(" ")
    }

    /// `three_hands` leaves East's hand out; `extras` adds fields LIN has that the auction
    /// does not judge (`st|`, `rh|`, `pg|` between calls, played cards and a claim).
    fn lin(&self, upper: bool, three_hands: bool, extras: bool) -> String {
        let hands = self.deal.as_ref().map_or(String::new(), |deal| {
            let order = [Seat::South, Seat::West, Seat::North, Seat::East];
            let mut hands: Vec<String> = order.iter().map(|&s| lin_hand(&deal[seat_index(s)], upper)).collect();
            if three_hands {
                hands[3].clear();
            }
            hands.join(",")
        });
        let names = [Seat::South, Seat::West, Seat::North, Seat::East]
            .map(|s| self.players[seat_index(s)].map_or(String::new(), |n| lin_escaped(n, true)));
        let mut out = format!("pn|{}|st||md|{}{hands}|", names.join(","), dealer_digit(self.dealer));
        if extras {
            out.push_str("rh||");
        }
        if let Some((_, letter)) = self.vulnerability {
            out.push_str(&format!("sv|{letter}|"));
        }
        if let Some(board) = self.board {
            out.push_str(&format!("ah|Board {board}|"));
        }
        for (k, entry) in self.entries.iter().enumerate() {
            out.push_str(&format!("mb|{}{}|", lin_call(entry.call, upper), if entry.alert { "!" } else { "" }));
            if let Some(text) = entry.explanation {
                out.push_str(&format!("an|{}|", lin_escaped(text, false)));
            }
            if extras && k % 5 == 2 {
                out.push_str("pg||");
            }
        }
        if extras {
            out.push_str("pc|SA|pc|S2|mc|12|");
        }
        out + "pg||"
    }

    fn link(&self) -> String {
        format!(
            "https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin={}",
            url_encoded(&self.lin(false, false, true))
        )
    }

    /// The handviewer's own parameters: hands, dealer, vulnerability, board, the calls run
    /// together with `!` and `(explanation)`, the players.
    fn viewer_link(&self) -> String {
        let mut parameters = Vec::new();
        if let Some(deal) = &self.deal {
            for (k, letter) in ["n", "e", "s", "w"].iter().enumerate() {
                parameters.push(format!("{letter}={}", lin_hand(&deal[k], k % 2 == 0).to_lowercase()));
            }
        }
        parameters.push(format!("d={}", self.dealer.letter().to_lowercase()));
        if let Some((_, letter)) = self.vulnerability {
            parameters.push(format!("v={}", if letter == "o" { "-" } else { letter }));
        }
        if let Some(board) = self.board {
            parameters.push(format!("b={board}"));
        }
        let calls: String = self
            .entries
            .iter()
            .map(|e| {
                format!(
                    "{}{}{}",
                    lin_call(e.call, false),
                    if e.alert { "!" } else { "" },
                    e.explanation.map_or(String::new(), |x| format!("({x})"))
                )
            })
            .collect();
        parameters.push(format!("a={}", url_encoded(&calls)));
        for (k, letter) in ["n", "e", "s", "w"].iter().enumerate() {
            if let Some(name) = self.players[k] {
                parameters.push(format!("{letter}n={}", url_encoded(name)));
            }
        }
        format!("https://www.bridgebase.com/tools/handviewer.html?{}", parameters.join("&"))
    }

    fn pbn(&self) -> String {
        let quoted = |text: &str| text.replace('\\', "\\\\").replace('"', "\\\"");
        let mut out = String::new();
        if let Some(event) = self.event {
            // A file's header comment, and identification tags out of the export's order.
            out.push_str("% PBN 2.1\n[Scoring \"IMP\"]\n[Site \"the club\"]\n");
            out.push_str(&format!("[Event \"{}\"]\n[Date \"2026.??.05\"]\n", quoted(event)));
        }
        if let Some(board) = self.board {
            out.push_str(&format!("[Board \"{board}\"]\n"));
        }
        for (k, tag) in ["North", "East", "South", "West"].iter().enumerate() {
            if let Some(name) = self.players[k] {
                out.push_str(&format!("[{tag} \"{}\"]\n", quoted(name)));
            }
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
        if let Some(comment) = self.leading_comment {
            out.push_str(comment);
            out.push('\n');
        }
        let mut notes = Vec::new();
        for entry in &self.entries {
            out.push_str(&plain_call(entry.call));
            // PBN's `!` glued to its call, as books write a good call: `1S!`.
            if entry.annotation == Some("!") {
                out.push('!');
            }
            // PBN has no alert mark: an alert is a note, "Alert" or "Alert: what it means".
            let note = match (entry.alert, entry.explanation) {
                (true, Some(text)) => Some(format!("Alert: {text}")),
                (true, None) => Some("Alert".to_string()),
                (false, text) => text.map(str::to_string),
            };
            if let Some(text) = note {
                notes.push(text);
                out.push_str(&format!(" ={}=", notes.len()));
            }
            if let Some(annotation) = entry.annotation.filter(|a| *a != "!") {
                out.push_str(&format!(" {annotation}"));
            }
            if let Some(comment) = entry.comment {
                out.push_str(&format!(" {comment}\n"));
            }
            out.push(' ');
        }
        for (i, note) in notes.iter().enumerate() {
            out.push_str(&format!("\n[Note \"{}:{}\"]", i + 1, quoted(note)));
        }
        if self.stray_note {
            out.push_str("\n[Note \"99:from the bidding box\"]");
        }
        out.push_str("\n[Play \"W\"]\nHA H2 H3 H4\n");
        if self.event.is_some() {
            // The result after the play, where records often put it.
            out.push_str("[Result \"9\"]\n");
        }
        out
    }

    /// The calls as LIN spells them, lower case: what a reader of `mb|` fields sees.
    fn lin_calls(&self) -> Vec<String> {
        self.entries.iter().map(|e| lin_call(e.call, false)).collect()
    }
}

fn page(text: &str, dealer: Option<Seat>) -> Result<Analysis, InputError> {
    analyze(auction::GAME, text, &Settings::new().with("dealer", dealer.map_or("", |d| d.letter())))
}

fn ok(text: &str) -> Analysis {
    page(text, None).unwrap_or_else(|e| panic!("{text}\n{e}"))
}

/// (choose, alert, explanation, extra) per call: most calls are legal ones; `wild` makes one a
/// call picked among all 38, legal or not, and goes on after it; `extra` picks an annotation
/// and a comment.
fn record_strategy() -> impl Strategy<Value = Record> {
    (
        (0..4usize, prop::collection::vec((any::<u16>(), 0..5u8, 0..14usize, 0..16u8), 0..40)),
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
        prop::array::uniform4(prop::option::of(0..PLAYERS.len())),
        (any::<bool>(), prop::option::of(0..COMMENTS.len()), any::<bool>()),
    )
        .prop_map(|((dealer, picks), vulnerability, board, deck, wild, players, (event, leading, stray_note))| {
            let dealer = SEAT_ORDER[dealer];
            let mut auction = Auction::new(dealer);
            let mut entries = Vec::new();
            for (k, (choose, alert, explain, extra)) in picks.into_iter().enumerate() {
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
                } else if choose % 3 == 0 || legal.is_empty() {
                    legal.first().copied().unwrap_or(Call::Pass)
                } else {
                    legal[usize::from(choose) % legal.len().min(12)]
                };
                let _ = auction.make(call);
                entries.push(Entry {
                    call,
                    alert: alert == 0,
                    explanation: EXPLANATIONS.get(explain).copied(),
                    annotation: ANNOTATIONS.get(usize::from(extra % 8)).copied(),
                    comment: COMMENTS.get(usize::from(extra / 4)).copied(),
                });
            }
            let vulnerability = vulnerability.map(|v| [("None", "o"), ("NS", "n"), ("EW", "e"), ("All", "b")][v]);
            let deal = deck.map(|cards| {
                let mut hands: [Vec<(usize, usize)>; 4] = Default::default();
                for (i, card) in cards.into_iter().enumerate() {
                    hands[i / 13].push(card);
                }
                hands
            });
            Record {
                dealer,
                entries,
                vulnerability,
                board,
                deal,
                players: players.map(|p| p.map(|i| PLAYERS[i])),
                event: event.then_some("Club night \"B\""),
                leading_comment: leading.map(|i| COMMENTS[i]),
                stray_note,
            }
        })
}

/// What a reading keeps, to compare: calls, alerts and explanations, and the board's facts.
/// (call, alerted, explanation) per call, the board number, the deal as PBN, the players.
type Kept = (Vec<(String, bool, Option<String>)>, Option<u32>, Option<String>, [Option<String>; 4]);

/// What a record holds beyond the settled dealer and vulnerability: calls with their alerts and
/// explanations, the board number, the deal and the players.
fn kept(text: &str) -> Kept {
    let reading = auction::read(text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    (
        reading.entries.iter().map(|w| (format!("{:?}", w.entry), w.alerted(), w.explanation.clone())).collect(),
        reading.board,
        reading.deal.map(|d| d.pbn()),
        reading.players,
    )
}

/// What only PBN holds, to compare a PBN record with its PBN export: the tags and text not
/// judged, comments, annotations, notes, `*`.
type PbnKept = (
    (Vec<String>, [Option<String>; 5]),
    Vec<String>,
    Vec<String>,
    Vec<String>,
    Vec<String>,
    Vec<(Vec<String>, Vec<String>)>,
    Vec<(String, String)>,
    bool,
);

fn pbn_kept(reading: &Reading) -> PbnKept {
    (
        (reading.preamble.clone(), reading.identification.clone()),
        reading.before.clone(),
        reading.after.clone(),
        reading.leading_comments.clone(),
        reading.stray_annotations.clone(),
        reading.entries.iter().map(|w| (w.annotations.clone(), w.comments.clone())).collect(),
        reading.notes.clone(),
        reading.starred,
    )
}

/// What only LIN holds: the fields it does not judge, in their places among the calls.
fn lin_kept(reading: &Reading) -> Vec<LinField> {
    let fields = reading.lin_fields.as_deref().unwrap_or_default();
    fields.iter().filter(|f| matches!(f, LinField::Call | LinField::Other(..))).cloned().collect()
}

/// The calls of a LIN record as another program reads them: the `mb|` values, lower case,
/// alerts dropped.
fn lin_reader_calls(text: &str) -> Vec<String> {
    let fields: Vec<&str> = text.split('|').collect();
    fields
        .chunks(2)
        .filter(|pair| pair[0].trim().eq_ignore_ascii_case("mb"))
        .map(|pair| pair[1].trim_end_matches('!').to_lowercase())
        .collect()
}

/// The calls of a PBN record as another program reads them: the words of the [Auction]
/// section, comments and annotations dropped, in LIN's spelling (no `AP` is generated here).
fn pbn_reader_calls(text: &str) -> Vec<String> {
    let start = text.find("[Auction").expect("an [Auction] tag");
    let mut section = &text[text[start..].find(']').unwrap() + start + 1..];
    let mut words = Vec::new();
    loop {
        section = section.trim_start();
        if section.is_empty() || section.starts_with('[') {
            break;
        }
        if section.starts_with('{') {
            section = &section[section.find('}').unwrap() + 1..];
        } else if section.starts_with(';') {
            section = &section[section.find('\n').unwrap_or(section.len())..];
        } else {
            let end = section.find(char::is_whitespace).unwrap_or(section.len());
            let word = &section[..end];
            section = &section[end..];
            let word = word.trim_end_matches(['!', '?']);
            if word.is_empty() || word.starts_with('$') || word.starts_with('=') || word == "*" {
                continue;
            }
            words.push(match word {
                "Pass" => "p".to_string(),
                "X" => "d".to_string(),
                "XX" => "r".to_string(),
                bid => bid.replace("NT", "N").to_lowercase(),
            });
        }
    }
    words
}

/// The settled dealer and vulnerability, as the menus show them.
fn settings(analysis: &Analysis) -> Vec<String> {
    analysis.report().settings.iter().map(|s| s.value.clone()).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A LIN record, both kinds of handviewer link and a PBN record of the same auction get the
    /// verdict, headline and reason of the plain calls with the same dealer.
    #[test]
    fn records_are_judged_as_their_calls(record in record_strategy(), upper in any::<bool>()) {
        let plain = page(&record.plain(), Some(record.dealer)).unwrap();
        let plain = plain.report();
        for text in [record.lin(upper, false, upper), record.lin(upper, true, !upper), record.link(), record.viewer_link(), record.pbn()] {
            let analysis = ok(&text);
            let report = analysis.report();
            prop_assert_eq!(&report.verdict, &plain.verdict, "{}", text);
            prop_assert_eq!(&report.headline, &plain.headline, "{}", text);
            prop_assert_eq!(&report.reason, &plain.reason, "{}", text);
            prop_assert_eq!(report.tables[0].row_count, plain.tables[0].row_count);
            // The model's alerts and explanations are read beside their calls.
            let (calls, board, deal, players) = kept(&text);
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
            prop_assert_eq!(players, record.players.map(|p| p.map(str::to_string)));
        }
    }

    /// Every export of every record reads back as the same thing: the verdict, headline,
    /// reason, settled dealer and vulnerability, every call written (as another program's
    /// reader sees them), alerts, explanations, board, deal and players; within a format, what
    /// the format holds that is not judged; and exporting the export again changes nothing.
    #[test]
    fn exports_lose_nothing(record in record_strategy()) {
        let pbn_start = record.pbn();
        let lin_start = record.lin(false, false, true);
        for start in [pbn_start.clone(), lin_start.clone(), record.link(), record.viewer_link()] {
            let first = ok(&start);
            let read_first = auction::read(&start).unwrap();
            let [pbn, lin] = [&first.report().exports[0].text, &first.report().exports[1].text];
            prop_assert_eq!(lin_reader_calls(lin), record.lin_calls(), "{}", lin);
            prop_assert_eq!(pbn_reader_calls(pbn), record.lin_calls(), "{}", pbn);
            // PBN's export format: the mandatory tags first (after a file's `%` lines), in
            // their order, each once; then the auction.
            let tags: Vec<&str> = pbn
                .lines()
                .filter(|line| !line.starts_with('%'))
                .map_while(|line| line.strip_prefix('[').and_then(|tag| tag.split(' ').next()))
                .collect();
            prop_assert_eq!(&tags[..15], &EXPORT_ORDER[..], "{}", pbn);
            prop_assert_eq!(tags[15], "Auction", "{}", pbn);
            for export in [pbn, lin] {
                let again = ok(export);
                let report = again.report();
                prop_assert_eq!(&report.verdict, &first.report().verdict, "{}", export);
                prop_assert_eq!(&report.headline, &first.report().headline, "{}", export);
                prop_assert_eq!(&report.reason, &first.report().reason, "{}", export);
                prop_assert_eq!(settings(&again), settings(&first), "{}", export);
                prop_assert_eq!(report.tables[0].row_count, first.report().tables[0].row_count);
                prop_assert_eq!(kept(export), kept(&start), "{}", export);
                // Exporting the export again in its own format changes nothing, and leaves
                // nothing out.
                let same_format = if export == pbn { 0 } else { 1 };
                prop_assert_eq!(&report.exports[same_format].text, export, "{}", export);
                prop_assert_eq!(&report.exports[same_format].note, "", "{}", export);
            }
            // Within a format, what it holds and does not judge comes back as it was.
            if start == pbn_start {
                prop_assert_eq!(pbn_kept(&auction::read(pbn).unwrap()), pbn_kept(&read_first), "{}", pbn);
            }
            if start == lin_start {
                prop_assert_eq!(lin_kept(&auction::read(lin).unwrap()), lin_kept(&read_first), "{}", lin);
            }
        }
    }
}

/// Superscript digits as footnote marks: `12` → `¹²`.
fn superscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|d| ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'][d.to_digit(10).unwrap() as usize])
        .collect()
}

/// The footnote marks in a text, in order.
fn marks_in(text: &str) -> String {
    text.chars().filter(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(*c)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every alerted or explained call given, up to the first illegal one, is numbered in order
    /// and its note printed under the diagram (the report's and each step's board, for the
    /// cells shown) and told in the narration of its step: a note without `!` as well.
    #[test]
    fn alerts_and_explanations_are_numbered_footnotes(record in record_strategy()) {
        let text = record.pbn();
        let analysis = ok(&text);
        let mut auction = Auction::new(record.dealer);
        let judged = record.entries.iter().position(|e| auction.make(e.call).is_err()).map_or(record.entries.len(), |i| i + 1);
        // (call index, number, footnote text) of each footnoted call, numbered from 1.
        let mut numbered = Vec::new();
        for (i, entry) in record.entries[..judged].iter().enumerate() {
            let said = match (entry.alert, entry.explanation) {
                (true, Some(e)) => format!("alerted: {e}"),
                (true, None) => "alerted".to_string(),
                (false, Some(e)) => e.to_string(),
                (false, None) => continue,
            };
            let note = format!("{} by {} — {said}", entry.call, record.dealer.after(i).name());
            numbered.push((i, numbered.len() + 1, note, said));
        }
        let diagram = &analysis.report().tables[1];
        let notes: Vec<(String, String)> = diagram.footnotes.iter().map(|f| (f.mark.clone(), f.text.english())).collect();
        let expected: Vec<(String, String)> = numbered.iter().map(|(_, n, note, _)| (n.to_string(), note.clone())).collect();
        prop_assert_eq!(notes, expected, "{}", text);
        // Each number is written after its call in the diagram, once, in order.
        let cells: String = diagram.preview.iter().flatten().map(|c| marks_in(&c.english())).collect();
        let all: String = numbered.iter().map(|(_, n, ..)| superscript(*n)).collect();
        prop_assert_eq!(cells, all, "{}", text);
        for k in 0..=judged {
            let step = analysis.step(k).unwrap();
            let group = step.board.groups.iter().find(|g| g.label == "Bidding").unwrap();
            // The board's notes are those of the cells it shows.
            let shown: String = group.cells.iter().map(|c| marks_in(&c.text)).collect();
            let noted: String = group.footnotes.iter().map(|f| superscript(f.mark.parse().unwrap())).collect();
            prop_assert_eq!(&shown, &noted, "step {} of {}", k, text);
            for note in &group.footnotes {
                prop_assert!(numbered.iter().any(|(_, n, t, _)| n.to_string() == note.mark && *t == note.text.english()));
            }
            // The narration numbers the call of its step and tells its note, in every language.
            verdict_testkit::words::every_language_says(&step.narration);
            let call = k.checked_sub(1).and_then(|i| numbered.iter().find(|(at, ..)| *at == i));
            match call {
                Some((_, n, _, said)) => {
                    let mut chars = said.chars();
                    let said: String = chars.next().unwrap().to_uppercase().chain(chars).collect();
                    prop_assert!(step.narration.english().contains(&format!(" {} {said}", superscript(*n))), "{}", step.narration);
                    prop_assert_eq!(marks_in(&step.narration.english()), superscript(*n).repeat(2), "{}", step.narration);
                }
                None => prop_assert_eq!(marks_in(&step.narration.english()), "", "{}", step.narration),
            }
        }
    }
}

#[test]
fn the_legend_and_the_cells_of_an_illegal_call_are_calls() {
    let analysis = ok("1C P P P 7NT P");
    let legend = &analysis.report().line.legend;
    let illegal = legend.iter().find(|e| e.role == Role::Illegal).unwrap();
    assert_eq!(illegal.sample, "7NT", "the legend's sample is the illegal call");
    // "The call of this step" has no fixed sample (a 1♣ read as the call at every step): the
    // page draws the board's own cell in that role, which is the step's call, once.
    assert_eq!(legend.iter().find(|e| e.role == Role::Now).unwrap().sample, "");
    for (k, call) in ["1♣", "Pass", "Pass", "All Pass", "7NT"].iter().enumerate() {
        let step = analysis.step(k + 1).unwrap();
        let now: Vec<&str> = step
            .board
            .groups
            .iter()
            .flat_map(|g| &g.cells)
            .filter(|c| c.roles.contains(&Role::Now))
            .map(|c| c.text.as_str())
            .collect();
        assert_eq!(now, [*call], "step {}", k + 1);
    }
    // The board writes the call alone (its role draws it illegal); the report's table, text
    // alone, says so in words.
    let step = analysis.step(5).unwrap();
    let cell = step.board.groups[0].cells.iter().find(|c| c.roles.contains(&Role::Illegal)).unwrap();
    assert_eq!(cell.text, "7NT");
    assert!(cell.title.english().ends_with("illegal"), "{}", cell.title);
    assert_eq!(analysis.report().tables[1].preview[1], ["Pass", "7NT (illegal)", "", ""]);
    // A legal auction's legend still names a call as its illegal sample.
    let legal = ok("1C");
    assert_eq!(legal.report().line.legend.iter().find(|e| e.role == Role::Illegal).unwrap().sample, "1♥");
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
        ("1C P P P P", "Laws 22, 39", "Law 22 (end of auction) and Law 39 (calls after the final pass)"),
        ("P P P P 1C", "Laws 22, 39", "Law 39 (calls after the final pass)"),
    ] {
        let analysis = ok(calls);
        let report = analysis.report();
        assert_eq!(report.verdict, "illegal", "{calls}");
        assert!(report.reason.english().contains(&format!("({laws})")), "{calls}: {}", report.reason);
        let explanation = report.explanation_english().join("\n");
        assert!(explanation.contains(citation), "{calls}: {explanation}");
        assert!(explanation.contains("of the Laws of Duplicate Bridge 2017"), "{calls}");
        let last = analysis.rows(0, report.tables[0].row_count - 1, 1);
        assert!(last[0][8].english().ends_with(&format!("({laws})")), "{calls}: {:?}", last[0]);
    }
}

#[test]
fn the_diagram_reads_as_books_print_it() {
    // West first, blanks before the dealer, the closing passes as one "All Pass"; who dealt
    // and who is vulnerable said once, as a book's caption, so that no heading wraps on a
    // phone; each filled cell is a step of the line.
    let analysis = ok("[Vulnerable \"EW\"]\n[Auction \"E\"]\n1C 1H 2H P P P");
    let diagram = &analysis.report().tables[1];
    assert_eq!(diagram.columns, ["W", "N", "E", "S"]);
    assert!(diagram.caption.english().ends_with("; East dealt, E–W vul."), "{}", diagram.caption);
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
    assert_eq!(board.groups[0].columns, ["West", "North", "East", "South"]);
    assert_eq!(board.groups[0].note, "East dealt, E–W vul");
    for (vulnerable, caption) in [("None", "Neither vul"), ("NS", "N–S vul"), ("All", "Both vul")] {
        let analysis = ok(&format!("[Vulnerable \"{vulnerable}\"]\n1C"));
        assert_eq!(analysis.step(1).unwrap().board.groups[0].note, format!("North dealt, {caption}"));
    }
    assert_eq!(ok("1C").step(1).unwrap().board.groups[0].note, "North dealt", "no vulnerability given");
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
    assert!(!report.explanation_english().iter().any(|l| l.starts_with("Warning")));
    // A record that contradicts its board is read as written, with a warning for each fact.
    let analysis = ok("md|3|sv|b|ah|Board 6|mb|1c|mb|p|mb|p|mb|p|");
    let report = analysis.report();
    assert_eq!(report.headline, "1♣ by North");
    let warnings = &report.warnings;
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(!report.explanation_english().iter().any(|l| l.starts_with("Warning")), "said once, beside the verdict");
    assert!(warnings[0].contains("board 6 is dealt by East") && warnings[0].contains("North"), "{}", warnings[0]);
    assert!(warnings[1].contains("East–West are vulnerable") && warnings[1].contains("both"), "{}", warnings[1]);
    assert_eq!(report.settings[0].set_by, "the LIN record's md| field");
    // Chosen settings apply when the input says nothing, and show as chosen.
    let chosen = analyze(auction::GAME, "1C", &Settings::new().with("dealer", "W").with("vulnerable", "ns")).unwrap();
    let settings: Vec<(&str, &str)> =
        chosen.report().settings.iter().map(|s| (s.value.as_str(), s.set_by.as_str())).collect();
    assert_eq!(settings, [("W", ""), ("NS", "")]);
    assert!(analyze(auction::GAME, "1C", &Settings::new().with("vulnerable", "red")).is_err());
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
    assert!(analysis.report().explanation_english().iter().any(|l| l.contains("North 17, East 10, South 13, West 0")));
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
        // Two boards, in PBN and in LIN, are refused where the second starts.
        ("[Auction \"N\"] 1C [Auction \"E\"] P", "paste one auction at a time", (17, 30)),
        ("qx|o1|md|3|mb|1c|mb|p|pg||qx|o2|md|4|mb|p|", "a second board starts here", (26, 31)),
    ] {
        let error = page(text, None).err().unwrap_or_else(|| panic!("{text} reads"));
        assert!(error.message.english().contains(needle), "{text}: {}", error.message);
        assert_eq!(error.span, Some(span), "{text}: {}", error.message);
    }
    // In a link the record is encoded, so the error points at the whole lin= parameter.
    let link = "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C3%7Cmb%7C9X%7C";
    let error = page(link, None).unwrap_err();
    assert!(
        error.message.english().contains("in the link's LIN record") && error.message.english().contains("'9X'"),
        "{}",
        error.message
    );
    assert_eq!(error.span, Some((53, link.len())));
}

#[test]
fn alerts_and_explained_notes_are_listed_beside_their_calls_not_as_annotations() {
    let lin = "md|3|mb|1C!|an|could be short|mb|p|";
    let pbn = "[Auction \"N\"]\n1C =1= P ?\n[Note \"1:Alert: could be short\"]";
    for text in [lin, pbn] {
        let explanation = ok(text).report().explanation_english().clone();
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
        .explanation_english()
        .iter()
        .filter(|l| ["PBN annotations", "Call ", "Note ", "… and "].iter().any(|start| l.starts_with(start)))
        .cloned()
        .collect()
}

#[test]
fn annotations_alerts_and_notes_no_call_refers_to_are_each_listed_once() {
    // 1♣ is alerted and explained by note 1; 1♦ refers to a note 3 that is not there, so its
    // `=3=` is an annotation like `?`; 1♥ is alerted by an "Alerted" note; note 2 is referred to by
    // no call. A `?` before any call is an annotation too.
    // PBN's `!` after 1♥ is a good call, an annotation, not an alert.
    let text = "[Auction \"N\"]\n? 1C =1= 1D =3= ? 1H ! =4=\n[Note \"1:Alert: short\"]\n[Note \"2:from the bidding box\"]\n[Note \"4:Alerted\"]";
    assert_eq!(
        note_lines(text),
        [
            "PBN annotations, shown in the notes but not judged: ? =3= ? !.",
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
        let calls: Vec<String> = (0..count).map(|k| format!("{}{} =0= ?", 1 + k / 5, bids[k % 5])).collect();
        let mut notes: Vec<String> = (1..=count).map(|k| format!("[Note \"{k}:note {k}\"]")).collect();
        notes.push("[Note \"0:Alert\"]".to_string());
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

/// (call, alerted, explanation, annotations) per entry of a record as read.
fn calls_read(text: &str) -> Vec<(String, bool, Option<String>, Vec<String>)> {
    let reading = auction::read(text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    reading
        .entries
        .iter()
        .map(|w| (format!("{:?}", w.entry), w.alerted(), w.explanation.clone(), w.annotations.clone()))
        .collect()
}

#[test]
fn a_pbn_exclamation_mark_is_a_good_call_not_an_alert() {
    // PBN 2.1: `!` after a call is the suffix annotation for `$1`, "good call"; an alert is a
    // note. 1♠! is a good call; 2♠ is alerted by its note; 3♠ is explained, not alerted.
    let pbn = "[Auction \"N\"]\n1S! Pass 2S =1= Pass\n3S $2 =2= AP\n[Note \"1:Alert: constructive\"]\n[Note \"2:invitational\"]";
    let read = calls_read(pbn);
    assert_eq!((read[0].1, read[0].3.clone()), (false, vec!["!".to_string()]));
    assert_eq!((read[2].1, read[2].2.as_deref()), (true, Some("constructive")));
    assert_eq!((read[4].1, read[4].2.as_deref()), (false, Some("invitational")));
    let analysis = ok(pbn);
    let report = analysis.report();
    // Neither the diagram nor the calls table shows 1♠ as alerted; 2♠ is.
    assert_eq!(report.tables[1].preview[0][1], "1♠", "{:?}", report.tables[1].preview);
    let rows = analysis.rows(0, 0, 5);
    assert_eq!((rows[0][2].english().as_str(), rows[2][2].english().as_str()), ("1♠", "2♠!"));
    assert!(!rows[0][8].english().contains("alerted") && rows[0][8].english().contains("[!]"), "{}", rows[0][8]);
    let lin = &report.exports[1].text;
    assert!(lin.contains("mb|1S|") && !lin.contains("mb|1S!|"), "{lin}");
    assert!(lin.contains("mb|2S!|an|constructive|") && lin.contains("mb|3S|an|invitational|"), "{lin}");
    // PBN → LIN → PBN keeps the calls, the alert and both notes' texts.
    let again = ok(lin);
    let pbn_again = &again.report().exports[0].text;
    let strip = |entries: Vec<(String, bool, Option<String>, Vec<String>)>| {
        entries.into_iter().map(|(call, alert, explanation, _)| (call, alert, explanation)).collect::<Vec<_>>()
    };
    // (The AP comes back as the three passes it stood for.)
    assert_eq!(strip(calls_read(pbn_again))[..5], strip(calls_read(pbn))[..5], "{pbn_again}");
    // … and within PBN the annotations as written.
    assert_eq!(calls_read(&report.exports[0].text), read);
}

#[test]
fn a_lin_alert_is_a_pbn_note_and_comes_back() {
    let lin = "md|3|mb|1N!|an|15-17|mb|p|mb|2C|an|Stayman|mb|p|mb|2D!|mb|p|mb|p|mb|p|";
    let analysis = ok(lin);
    let pbn = &analysis.report().exports[0].text;
    assert!(!pbn.contains('!'), "no alert is written as PBN's `!` (a good call): {pbn}");
    assert_eq!(
        *pbn,
        export_tags(&[("Dealer", "N"), ("Declarer", "N"), ("Contract", "2D")])
            + "[Auction \"N\"]\n1NT =1= Pass 2C =2= Pass\n2D =3= Pass Pass Pass\n[Note \"1:Alert: 15-17\"]\n[Note \"2:Stayman\"]\n[Note \"3:Alert\"]"
    );
    // LIN → PBN → LIN: the same calls, alerts and explanations, the same record.
    let back = ok(pbn);
    let alerts = |text: &str| calls_read(text).into_iter().map(|c| (c.0, c.1, c.2)).collect::<Vec<_>>();
    assert_eq!(alerts(pbn), alerts(lin));
    assert_eq!(back.report().exports[1].text, lin);
}

#[test]
fn footnotes_keep_the_record_s_own_note_numbers() {
    // The record's notes 2 and 5 (note 1 is about something else): the diagram writes 1♣² and
    // 1♥⁵, and the narration and the footnotes say the same numbers.
    let pbn = "[Auction \"N\"]\n1C =2= Pass 1H =5= Pass\n[Note \"1:a note on the board\"]\n[Note \"2:Alert: could be short\"]\n[Note \"5:four or more\"]";
    let analysis = ok(pbn);
    let diagram = &analysis.report().tables[1];
    let marks: Vec<(String, String)> = diagram.footnotes.iter().map(|f| (f.mark.clone(), f.text.english())).collect();
    assert_eq!(
        marks,
        [
            ("2".to_string(), "1♣ by North — alerted: could be short".to_string()),
            ("5".to_string(), "1♥ by South — four or more".to_string())
        ]
    );
    let cells: Vec<String> =
        diagram.preview.iter().flatten().map(|c| c.english()).filter(|c| !marks_in(c).is_empty()).collect();
    assert_eq!(cells, ["1♣!²", "1♥⁵"]);
    assert!(analysis.step(3).unwrap().narration.english().contains("1♥⁵"), "{}", analysis.step(3).unwrap().narration);
    // Calls with no note of their own (from LIN) are numbered in order.
    let lin = ok("md|3|mb|1C!|mb|p|mb|1H|an|four or more|");
    let marks: Vec<String> = lin.report().tables[1].footnotes.iter().map(|f| f.mark.clone()).collect();
    assert_eq!(marks, ["1", "2"]);
}

#[test]
fn what_the_other_format_cannot_hold_is_said_beside_the_export() {
    // PBN → LIN: LIN has no annotations, comments, other tags or notes of their own.
    let pbn = "[Event \"club\"]\n[Auction \"N\"]\n{opening} 1S! Pass 2S $2 =1= {why} Pass\nAP\n[Note \"1:Alert: weak\"]\n[Note \"3:a lead problem\"]\n[Play \"E\"]\nHA H2 H3 H4";
    let analysis = ok(pbn);
    let [pbn_out, lin_out] = [&analysis.report().exports[0], &analysis.report().exports[1]];
    assert_eq!(pbn_out.note, "", "the PBN export keeps all of it");
    assert_eq!(
        lin_out.note,
        "Left out, as LIN has no place for them: the annotations ! $2, 2 comments, the tag [Event] and note 3, which no call refers to. The PBN export keeps them."
    );
    // What LIN can hold it holds: the alert and its explanation, and the cards of [Play]
    // (East, on declarer North's left, leads) as pc| in the order played.
    assert!(lin_out.text.ends_with("pc|HA|pc|H2|pc|H3|pc|H4|"), "{}", lin_out.text);
    assert!(lin_out.text.contains("mb|2S!|an|weak|"), "{}", lin_out.text);
    // LIN → PBN: the players travel as tags, the played cards as a [Play] section (East, on
    // declarer North's left, leads; West's ♦A wins the first trick and leads the second, in
    // East's column order E S W N); the claim and st| are named.
    let lin = "pn|Sue,Wes,Ned,Eve|st||md|3|mb|1C|mb|p|mb|p|mb|p|pc|D2|pc|D5|pc|DA|pc|D3|pc|h10|pc|H2|mc|9|";
    let analysis = ok(lin);
    let [pbn_out, lin_out] = [&analysis.report().exports[0], &analysis.report().exports[1]];
    assert_eq!(lin_out.note, "");
    assert!(pbn_out.text.ends_with("[Play \"E\"]\nD2 D5 DA D3\n- - HT H2\n*"), "{}", pbn_out.text);
    assert_eq!(
        pbn_out.note,
        "Left out, as this PBN export does not write them: the LIN fields st| and mc| (a claim). The LIN export keeps them in their places."
    );
    assert!(pbn_out.text.contains("[North \"Ned\"]"), "{}", pbn_out.text);
    // Trumps win a trick: in 4♥ by South, West leads ♠A, North ruffs with ♥2 and leads next.
    let ruff = ok("md|1|mb|4H|mb|p|mb|p|mb|p|pc|SA|pc|H2|pc|SK|pc|S2|pc|C3|");
    assert!(
        ruff.report().exports[0].text.ends_with("[Play \"W\"]\nSA H2 SK S2\n- C3 - -\n*"),
        "{}",
        ruff.report().exports[0].text
    );
    // Without a contract nobody is known to lead: the cards are named instead.
    let open = ok("md|3|mb|1C|pc|SA|");
    assert!(!open.report().exports[0].text.contains("[Play"));
    assert!(open.report().exports[0].note.contains("pc| (1 card played)"), "{}", open.report().exports[0].note);
    // The [Play] section goes back to LIN as pc| in the order played: LIN → PBN → LIN keeps
    // the calls and the cards (st| and the claim, which PBN does not hold, are named).
    let back = ok(&pbn_out.text);
    let lin_again = &back.report().exports[1];
    assert_eq!(lin_again.text, "pn|Sue,Wes,Ned,Eve|md|3|mb|1C|mb|p|mb|p|mb|p|pc|D2|pc|D5|pc|DA|pc|D3|pc|HT|pc|H2|");
    assert_eq!(lin_again.note, "");
    let ruff_back = ok(&ruff.report().exports[0].text);
    assert!(
        ruff_back.report().exports[1].text.ends_with("pc|SA|pc|H2|pc|SK|pc|S2|pc|C3|"),
        "{}",
        ruff_back.report().exports[1].text
    );
    // A section whose leader is not the one the contract says is named, not reordered.
    let wrong = ok("[Auction \"N\"]\n1C P P P\n[Play \"N\"]\nSA S2 S3 S4\n*");
    assert!(!wrong.report().exports[1].text.contains("pc|"));
    assert!(wrong.report().exports[1].note.contains("[Play]"), "{}", wrong.report().exports[1].note);
    // A record with nothing the other format lacks says nothing.
    assert_eq!(ok("1C P P P").report().exports[1].note, "");
    assert_eq!(ok("md|3|mb|1C|mb|p|mb|p|mb|p|").report().exports[0].note, "");
}

#[test]
fn each_warning_is_said_once_and_every_dangling_note_reference_gets_one() {
    // Board 3 is East–West vulnerable in the cycle; "Love" (nobody) contradicts it: one
    // warning, beside the verdict, and not again in the explanation.
    let analysis = ok("[Board \"3\"]\n[Vulnerable \"Love\"]\n[Auction \"S\"]\n1C P P P");
    let report = analysis.report();
    assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
    assert!(report.warnings[0].contains("board 3") && report.warnings[0].contains("nobody vulnerable"));
    for warning in &report.warnings {
        let said = report.explanation_english().iter().chain(&report.warnings).filter(|l| *l == warning).count();
        assert_eq!(said, 1, "{warning}");
    }
    // Each reference to a note the record lacks is named with the call it follows; a reference
    // whose note is there, and an annotation that is no reference, are not warned about.
    let text = "[Auction \"N\"]\n=4= 1C =2= P =1= $3 AP=7=\n[Note \"1:natural\"]";
    let analysis = ok(text);
    let report = analysis.report();
    let warnings = &report.warnings;
    assert_eq!(warnings.len(), 3, "{warnings:?}");
    assert!(warnings[0].contains("=4= before the first call refers to note 4"), "{}", warnings[0]);
    assert!(warnings[1].contains("=2= after 1♣ (call 1) refers to note 2"), "{}", warnings[1]);
    assert!(warnings[1].contains("[Note \"2:…\"]"), "{}", warnings[1]);
    // AP stands for the two passes that end the auction: its reference follows the last, call 4.
    assert!(warnings[2].contains("=7= after Pass (call 4) refers to note 7"), "{}", warnings[2]);
    assert!(!report.explanation_english().iter().any(|l| l.starts_with("Warning")));
    // However many, the warnings are bounded, the rest counted.
    let many: Vec<String> = (1..=25).map(|k| format!("P =={k}=")).collect();
    let analysis = ok(&format!("[Auction \"N\"]\n{}", many.join(" ").replace("==", "=")));
    let report = analysis.report();
    assert_eq!(report.warnings.len(), 21, "{:?}", report.warnings);
    assert!(report.warnings[20].contains("5 more note references"), "{}", report.warnings[20]);
}

#[test]
fn the_pbn_export_writes_the_export_format_s_tags_in_order_and_reads_back_the_same() {
    // Tags in any order, a room tag the standard does not require, the result after the play.
    let text = "% PBN 2.1\n[Room \"Open\"]\n[Result \"8\"]\n[South \"Sue \\\"S\\\"\"]\n[Date \"2026.12.05\"]\n[Board \"6\"]\n[Scoring \"MP\"]\n[Event \"Club night\"]\n[Auction \"E\"]\n1S Pass 2S AP\n[Play \"S\"]\nHA H2 H3 H4";
    let analysis = ok(text);
    let pbn = analysis.report().exports[0].text.clone();
    let expected = "% PBN 2.1\n".to_string()
        + &export_tags(&[
            ("Event", "Club night"),
            ("Date", "2026.12.05"),
            ("Board", "6"),
            ("South", "Sue \\\"S\\\""),
            ("Dealer", "E"),
            ("Vulnerable", "EW"),
            ("Scoring", "MP"),
            ("Declarer", "E"),
            ("Contract", "2S"),
            ("Result", "8"),
        ])
        + "[Room \"Open\"]\n[Auction \"E\"]\n1S Pass 2S AP\n[Play \"S\"]\nHA H2 H3 H4";
    assert_eq!(pbn, expected);
    // The export read again gives the same export, byte for byte, and the same facts.
    let again = ok(&pbn);
    assert_eq!(again.report().exports[0].text, pbn);
    assert_eq!(kept(&pbn), kept(text));
    // "?" (not known) and "#" (as the game before, which one game lacks) are no value: the
    // board, players and deal stay unknown, the dealer and vulnerability come from elsewhere.
    for unknown in ["?", "#", ""] {
        let record = format!("[Board \"{unknown}\"]\n[North \"{unknown}\"]\n[Deal \"{unknown}\"]\n[Vulnerable \"{unknown}\"]\n[Auction \"N\"]\n1C");
        let reading = auction::read(&record).unwrap_or_else(|e| panic!("{record}: {e}"));
        assert_eq!((reading.board, reading.deal.is_some(), reading.vulnerability), (None, false, None), "{record}");
        assert!(reading.players.iter().all(Option::is_none), "{record}");
    }
    // The LIN export names the identification tags it cannot hold; one it has nothing for is
    // not named.
    let note = &analysis.report().exports[1].note;
    assert!(note.contains("[Event], [Date], [Scoring], [Result] and [Room]"), "{note}");
    assert!(!note.contains("[Site]"), "{note}");
}
