//! The ticket game's closed form against an exhaustive game search that does not use it, on
//! every small ticket and on random larger ones; the optimal-play table checked move by move.

use verdict_ticket as ticket;

use crate::common::judge;
use proptest::prelude::*;
use verdict_model::game::analyze;
use verdict_model::Settings;
use verdict_ticket::{exhaustive::Search, winner, Player, Ticket};

fn ticket(text: &str) -> Ticket {
    Ticket::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn public_vectors() {
    for (input, expected) in verdict_testkit::vectors::read_vectors(include_str!("../data/vectors.tsv"), 13) {
        let report = analyze(ticket::GAME, input, &Settings::default()).unwrap();
        assert_eq!(report.report().verdict, expected, "{input}");
        let judged = judge(&format!("{}\n{input}\n", input.len()), false).unwrap();
        assert_eq!(judged[0].answer, expected, "{input} through the judge");
    }
}

/// Every ticket of length 2..=8 over the digits 0, 1, 5, 9 and '?' (5^8 + ... ≈ 490 000).
#[test]
fn closed_form_equals_exhaustive_search_on_all_small_tickets() {
    const ALPHABET: &[u8] = b"0159?";
    let mut search = Search::default();
    let mut tickets = 0;
    let mut bicarp = 0;
    for len in (2..=8).step_by(2) {
        let total = ALPHABET.len().pow(len as u32);
        let mut text = vec![b'0'; len];
        for mut code in 0..total {
            for slot in text.iter_mut() {
                *slot = ALPHABET[code % ALPHABET.len()];
                code /= ALPHABET.len();
            }
            let text = std::str::from_utf8(&text).unwrap();
            let expected = search.winner(text).unwrap();
            assert_eq!(winner(&ticket(text).counts()), expected, "{text}");
            tickets += 1;
            bicarp += usize::from(expected == Player::Bicarp);
        }
    }
    assert_eq!(tickets, 25 + 625 + 15_625 + 390_625);
    // Both outcomes occur, so the comparison is not vacuous.
    assert!(bicarp > 1000 && bicarp < tickets - 1000, "{bicarp} of {tickets}");
}

/// Replays the optimal-play table: every move fills a '?' that is still there with a digit,
/// players alternate from Monocarp, and the final sums give the predicted winner.
fn check_optimal_play(text: &str) {
    let analysis = analyze(ticket::GAME, text, &Settings::default()).unwrap();
    let report = analysis.report();
    let play = report.tables.iter().position(|t| t.title == "Optimal play").unwrap();
    let rows = analysis.rows(play, 0, usize::MAX);
    let mut cells: Vec<u8> = text.bytes().collect();
    assert_eq!(rows.len(), cells.iter().filter(|&&b| b == b'?').count(), "{text}: one move per '?'");
    for (turn, row) in rows.iter().enumerate() {
        let expected_player = if turn % 2 == 0 { "Monocarp" } else { "Bicarp" };
        assert_eq!(row[0], (turn + 1).to_string());
        assert_eq!(row[1], expected_player, "{text} turn {turn}");
        let position: usize = row[2].english().parse().unwrap();
        let digit: u8 = row[3].english().parse().unwrap();
        assert!(digit <= 9);
        assert_eq!(cells[position - 1], b'?', "{text}: turn {turn} writes on a filled cell");
        cells[position - 1] = b'0' + digit;
    }
    let half = cells.len() / 2;
    let sum = |s: &[u8]| s.iter().map(|b| u64::from(b - b'0')).sum::<u64>();
    let (left, right) = (sum(&cells[..half]), sum(&cells[half..]));
    let actual = if left == right { "Bicarp" } else { "Monocarp" };
    assert_eq!(report.verdict, actual, "{text}: the played game ends {left} : {right}");
    if let Some(last) = rows.last() {
        assert_eq!(
            (last[4].english().as_str(), last[5].english().as_str()),
            (left.to_string().as_str(), right.to_string().as_str())
        );
    }
}

#[test]
fn optimal_play_on_the_vectors_and_edge_cases() {
    for text in ["??", "?1", "????", "9???", "???00?", "?054??0?", "0523", "??09", "9??0??", "?9?0", "????????90"] {
        check_optimal_play(text);
    }
}

fn ticket_text(max_half: usize) -> impl Strategy<Value = String> {
    (1..=max_half).prop_flat_map(|half| {
        // Mostly '?', so that games are long; digits weighted toward the extremes.
        proptest::collection::vec(prop_oneof![3 => Just(b'?'), 1 => 0u8..=9u8], 2 * half)
            .prop_map(|cells| cells.into_iter().map(|c| if c == b'?' { '?' } else { char::from(b'0' + c) }).collect())
    })
}

/// Tickets where Bicarp wins are rare at random; build some on purpose: equal '?' counts with
/// equal sums, or extra '?' on one side balanced by 9 per pair on the other.
fn balanced_ticket() -> impl Strategy<Value = String> {
    (0usize..6, 0usize..4, proptest::collection::vec(0u8..=9, 0..6)).prop_map(|(shared_q, extra_pairs, digits)| {
        let fixed: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        let left = format!("{}{}{}", "?".repeat(shared_q), fixed, "9".repeat(extra_pairs));
        let mut right = format!("{}{}{}", "?".repeat(shared_q + 2 * extra_pairs), fixed, "");
        // Pad both halves to the same length with zeros.
        let width = left.len().max(right.len()).max(1);
        let left = format!("{left:0<width$}");
        right = format!("{right:0<width$}");
        left + &right
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn closed_form_equals_search_on_random_tickets(text in ticket_text(9)) {
        prop_assert_eq!(Some(winner(&ticket(&text).counts())), Search::default().winner(&text), "{}", text);
    }

    #[test]
    fn balanced_tickets_are_bicarps(text in balanced_ticket()) {
        prop_assert_eq!(Search::default().winner(&text), Some(Player::Bicarp), "{}", &text);
        prop_assert_eq!(winner(&ticket(&text).counts()), Player::Bicarp, "{}", &text);
        check_optimal_play(&text);
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_verdict(text in ticket_text(40)) {
        check_optimal_play(&text);
    }

    #[test]
    fn windows_agree_with_the_full_table(text in ticket_text(1500), start in 0usize..3000, len in 0usize..300) {
        let analysis = analyze(ticket::GAME, &text, &Settings::default()).unwrap();
        prop_assert_eq!(verdict_testkit::tables::windows_agree_with_full_tables(&analysis, start, len), Ok(()));
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}", n in "[0-9x ]{0,4}") {
        let _ = analyze(ticket::GAME, &text, &Settings::default());
        let _ = judge(&format!("{n}\n{text}"), true);
    }
}

#[test]
fn a_ten_million_character_ticket_is_judged_with_tables_on_demand() {
    let text: String = "?0".repeat(5_000_000);
    let analysis = analyze(ticket::GAME, &text, &Settings::default()).unwrap();
    let report = analysis.report();
    assert_eq!(report.verdict, "Bicarp");
    assert_eq!(report.tables[0].row_count, 10_000_000);
    assert_eq!(report.tables[2].row_count, 5_000_000);
    let last = analysis.rows(2, 4_999_999, 10);
    assert_eq!(last.len(), 1);
    assert_eq!(last[0][4], last[0][5], "the last move balances the sums");
}
