//! The auction game against a reference written here from the rules in docs/RULES.md, sharing no code
//! with the module: random legal auctions (every prefix, the final contract and declarer),
//! single-call mutations of them, the public vectors, the seed's known mistakes, the longest
//! auction, the judge format and its errors, the page's spellings and PBN, every row of the calls
//! table re-derived from the calls, and no panics.

use crate::common::{export_tags, judge};
use proptest::prelude::*;
use verdict_auction as auction;
use verdict_auction::{evaluate, Call, Outcome, Seat, Verdict};
use verdict_model::game::analyze;
use verdict_model::line::{Role, BOARD_WINDOW};
use verdict_model::{Analysis, InputError, Settings};
use verdict_testkit::positions::judge_errors_point;

// ---------------------------------------------------------------------------------------------
// The reference: calls as small values, and the rules of docs/RULES.md read literally on the whole history.

/// A call: pass, double, redouble, or a bid by rank 0..35 (level = rank / 5 + 1, strain =
/// rank % 5 in the order C D H S NT).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum C {
    P,
    X,
    XX,
    B(u8),
}

const LETTERS: [&str; 5] = ["C", "D", "H", "S", "NT"];
const SYMBOLS: [&str; 5] = ["♣", "♦", "♥", "♠", "NT"];
const SEATS: [&str; 4] = ["North", "East", "South", "West"];
const SEAT_LETTERS: [&str; 4] = ["N", "E", "S", "W"];

fn all_calls() -> Vec<C> {
    [C::P, C::X, C::XX].into_iter().chain((0..35).map(C::B)).collect()
}

fn canonical(c: C) -> String {
    match c {
        C::P => "P".into(),
        C::X => "X".into(),
        C::XX => "XX".into(),
        C::B(r) => format!("{}{}", r / 5 + 1, LETTERS[usize::from(r % 5)]),
    }
}

/// How the page labels a call.
fn display(c: C) -> String {
    match c {
        C::P => "Pass".into(),
        C::X => "X".into(),
        C::XX => "XX".into(),
        C::B(r) => format!("{}{}", r / 5 + 1, SYMBOLS[usize::from(r % 5)]),
    }
}

/// One of the spellings docs/RULES.md accepts, picked by `variant`.
fn spell(c: C, variant: u32) -> String {
    let pick = |options: &[&str]| options[variant as usize % options.len()].to_string();
    match c {
        C::P => pick(&["P", "p", "Pass", "pass", "PASS", "-"]),
        C::X => pick(&["X", "x", "Dbl", "dbl", "Double", "DOUBLE"]),
        C::XX => pick(&["XX", "xx", "Rdbl", "rdbl", "Redouble", "REDOUBLE"]),
        C::B(r) => {
            let level = r / 5 + 1;
            let strain = match r % 5 {
                0 => pick(&["C", "c", "♣"]),
                1 => pick(&["D", "d", "♦"]),
                2 => pick(&["H", "h", "♥"]),
                3 => pick(&["S", "s", "♠"]),
                _ => pick(&["NT", "N", "nt", "n", "Nt"]),
            };
            format!("{level}{strain}")
        }
    }
}

/// docs/RULES.md: the auction ends after four passes when nobody has bid, or after three consecutive
/// passes that follow a bid, double or redouble.
fn is_over(calls: &[C]) -> bool {
    let n = calls.len();
    if calls.iter().all(|&c| c == C::P) {
        return n >= 4;
    }
    n >= 4 && calls[n - 3..].iter().all(|&c| c == C::P) && calls[..n - 3].iter().any(|&c| c != C::P)
}

/// The first call that breaks a rule, checking each call against the whole history before it.
/// Seats `i` and `j` are opponents exactly when `i - j` is odd.
fn first_illegal(calls: &[C]) -> Option<usize> {
    (0..calls.len()).find(|&i| {
        let before = &calls[..i];
        if is_over(before) {
            return true;
        }
        let last_non_pass = before.iter().rposition(|&c| c != C::P);
        let legal = match calls[i] {
            C::P => true,
            C::B(rank) => before.iter().all(|&c| !matches!(c, C::B(earlier) if earlier >= rank)),
            C::X => matches!(last_non_pass, Some(j) if matches!(before[j], C::B(_)) && (i - j) % 2 == 1),
            C::XX => matches!(last_non_pass, Some(j) if before[j] == C::X && (i - j) % 2 == 1),
        };
        !legal
    })
}

/// docs/RULES.md: the contract is the last bid, doubled or redoubled if the last non-pass call was X or
/// XX; the declarer is the player of the contract's side who first bid its strain.
fn reference_contract(calls: &[C], dealer: usize) -> String {
    let Some(last_bid) = calls.iter().rposition(|c| matches!(c, C::B(_))) else {
        return "Passed out".to_string();
    };
    let C::B(rank) = calls[last_bid] else { unreachable!() };
    let strain = rank % 5;
    let first =
        (0..=last_bid).find(|&k| (last_bid - k) % 2 == 0 && matches!(calls[k], C::B(r) if r % 5 == strain)).unwrap();
    let last_non_pass = calls.iter().rposition(|&c| c != C::P).unwrap();
    let penalty = match calls[last_non_pass] {
        C::X => " doubled",
        C::XX => " redoubled",
        _ => "",
    };
    // A doubled contract names its declarer apart from the double ("2♥ doubled, declared by").
    let by = if penalty.is_empty() { " by" } else { ", declared by" };
    format!("{}{}{penalty}{by} {}", rank / 5 + 1, SYMBOLS[usize::from(strain)], SEATS[(dealer + first) % 4])
}

#[derive(Debug, PartialEq)]
enum RefVerdict {
    Complete(String),
    Incomplete { next: usize, legal: Vec<C> },
    Illegal(usize),
}

fn reference(calls: &[C], dealer: usize) -> RefVerdict {
    if let Some(i) = first_illegal(calls) {
        return RefVerdict::Illegal(i);
    }
    if is_over(calls) {
        return RefVerdict::Complete(reference_contract(calls, dealer));
    }
    let legal = all_calls()
        .into_iter()
        .filter(|&c| {
            let mut longer = calls.to_vec();
            longer.push(c);
            first_illegal(&longer).is_none()
        })
        .collect();
    RefVerdict::Incomplete { next: (dealer + calls.len()) % 4, legal }
}

// ---------------------------------------------------------------------------------------------
// Helpers over the module.

fn module_calls(calls: &[C]) -> Vec<Call> {
    calls.iter().map(|&c| Call::parse(&canonical(c)).unwrap()).collect()
}

fn seat(index: usize) -> Seat {
    Seat::parse(SEAT_LETTERS[index]).unwrap()
}

fn page(text: &str, dealer: Option<&str>) -> Analysis {
    let options = Settings::new().with("dealer", dealer.unwrap_or_default());
    analyze(auction::GAME, text, &options).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn page_error(text: &str, dealer: Option<&str>) -> InputError {
    let options = Settings::new().with("dealer", dealer.unwrap_or_default());
    analyze(auction::GAME, text, &options).err().unwrap_or_else(|| panic!("{text:?} should be refused"))
}

fn answers(stdin: &str) -> Vec<String> {
    judge(stdin, false).unwrap_or_else(|e| panic!("{stdin:?}: {e}")).into_iter().map(|j| j.answer).collect()
}

fn judge_error(stdin: &str) -> InputError {
    judge(stdin, false).err().unwrap_or_else(|| panic!("{stdin:?} should be refused"))
}

fn one_case(calls: &str) -> String {
    let n = calls.split_whitespace().count();
    format!("1\n{n}\n{calls}\n")
}

fn parse_calls(text: &str) -> Vec<C> {
    text.split_whitespace()
        .map(|w| match w {
            "P" => C::P,
            "X" => C::X,
            "XX" => C::XX,
            bid => {
                let level: u8 = bid[..1].parse().unwrap();
                let strain = LETTERS.iter().position(|&l| l == &bid[1..] || (l == "NT" && &bid[1..] == "N")).unwrap();
                C::B((level - 1) * 5 + strain as u8)
            }
        })
        .collect()
}

/// Checks a page report against the reference verdict for `calls` written as `text`, whose
/// i-th call occupies `spans[i]`.
fn check_page(text: &str, spans: &[(usize, usize)], calls: &[C], dealer: usize) -> Result<(), TestCaseError> {
    let analysis = page(text, Some(SEAT_LETTERS[dealer]));
    check_calls_table(&analysis, calls, dealer)?;
    check_line(&analysis, calls, dealer)?;
    let report = analysis.report();
    verdict_testkit::words::every_language_says(&report.reason);
    match reference(calls, dealer) {
        RefVerdict::Complete(contract) => {
            prop_assert_eq!(&report.verdict, "complete", "{}", text);
            prop_assert_eq!(&report.headline, &contract, "{}", text);
            // When the declarer did not make the final bid, the explanation says why it declares.
            if let Some(last_bid) = calls.iter().rposition(|c| matches!(c, C::B(_))) {
                let final_by = SEATS[(dealer + last_bid) % 4];
                // The declarer's sentence, from the first bid of the strain by the final bidder's side.
                let C::B(rank) = calls[last_bid] else { unreachable!() };
                let first = (0..=last_bid)
                    .find(|&k| (last_bid - k) % 2 == 0 && matches!(calls[k], C::B(r) if r % 5 == rank % 5))
                    .unwrap();
                let side = if (dealer + last_bid).is_multiple_of(2) { "North–South" } else { "East–West" };
                let strain = ["clubs", "diamonds", "hearts", "spades", "notrump"][usize::from(rank % 5)];
                let declarer = SEATS[(dealer + first) % 4];
                let sentence = format!(
                    "Declarer: the first player of {side} to bid {strain} was {declarer} ({} at call {}), so {declarer} declares.",
                    display(calls[first]),
                    first + 1
                );
                prop_assert!(
                    report.explanation_english().iter().any(|l| l.starts_with(&sentence)),
                    "{}: {:?} lacks {}",
                    text,
                    report.explanation_english(),
                    sentence
                );
                let said = report.explanation_english().iter().any(|l| {
                    l.contains(&format!(
                        " {final_by} made the final bid, but the declarer is whoever named the strain first."
                    ))
                });
                prop_assert_eq!(said, !contract.ends_with(final_by), "{}: {:?}", text, report.explanation_english());
            }
            prop_assert!(report.offers.is_empty());
            prop_assert_eq!(report.tables[0].row_count, calls.len());
        }
        RefVerdict::Incomplete { legal, next } => {
            prop_assert_eq!(&report.verdict, "incomplete", "{}", text);
            let line = format!("{} is to call. Legal now: {}.", SEATS[next], legal_summary(&legal));
            let passes = calls.iter().rev().take_while(|&&c| c == C::P).count();
            let in_a_row = passes_text(passes);
            let reason = match last_call_text(calls, dealer) {
                _ if calls.is_empty() => format!("No call has been made yet: {}, the dealer, calls first.", SEATS[dealer]),
                None => format!("Legal so far but not over: {in_a_row} and no bid so far; four passes would pass the deal out. {} to call.", SEATS[next]),
                Some(last) if passes == 0 => format!("Legal so far but not over: the last call was {last}, and three passes in a row would end the auction. {} to call.", SEATS[next]),
                Some(last) => format!("Legal so far but not over: {in_a_row} in a row after {last}, and three end the auction. {} to call.", SEATS[next]),
            };
            prop_assert_eq!(&report.reason, &reason);
            // What passing from here would give, from the reference on the passed-out calls.
            let mut passed = calls.to_vec();
            while !is_over(&passed) {
                passed.push(C::P);
            }
            let ending = passed.len() - calls.len();
            let ending = passes_text(ending).replacen(' ', " more ", 1);
            let outcome = match reference_contract(&passed, dealer).as_str() {
                "Passed out" => format!("{ending} would pass the deal out."),
                contract => format!("{ending} would end it with the contract {contract}."),
            };
            prop_assert!(
                report.explanation_english().contains(&outcome),
                "{:?} in {:?}",
                outcome,
                report.explanation_english()
            );
            prop_assert!(
                report.explanation_english().contains(&line),
                "{:?} in {:?}",
                line,
                report.explanation_english()
            );
            let labels: Vec<String> = report.offers.iter().map(|o| o.label.clone()).collect();
            prop_assert_eq!(labels, legal.iter().map(|&c| display(c)).collect::<Vec<_>>(), "{}", text);
            prop_assert_eq!(report.tables[0].row_count, calls.len());
        }
        RefVerdict::Illegal(i) => {
            prop_assert_eq!(&report.verdict, "illegal", "{}", text);
            prop_assert_eq!(report.tables[0].marked_row, Some(i), "{}", text);
            prop_assert_eq!(report.tables[0].row_count, i + 1);
            prop_assert_eq!(report.input_mark, Some(spans[i]), "{}", text);
            let expected = format!("call {}:", i + 1);
            prop_assert!(report.headline.english().contains(&expected), "{} / {}", report.headline, text);
            // What would have been legal instead, from the reference on the calls before it.
            let line = match reference(&calls[..i], dealer) {
                RefVerdict::Incomplete { next, legal } => {
                    format!("Legal for {} at that point: {}.", SEATS[next], legal_summary(&legal))
                }
                _ => "The auction was already over, so no call at all was legal there.".to_string(),
            };
            prop_assert!(
                report.explanation_english().contains(&line),
                "{:?} in {:?}",
                line,
                report.explanation_english()
            );
            // The calls written after it, which were not checked.
            let unchecked = match calls.len() - i - 1 {
                0 => None,
                1 => Some("1 more call written after it was not checked: the first illegal call decides.".to_string()),
                n => Some(format!("{n} more calls written after it were not checked: the first illegal call decides.")),
            };
            let explanation = report.explanation_english();
            let said = explanation.iter().find(|l| l.contains("not checked"));
            prop_assert_eq!(said, unchecked.as_ref());
            // The diagram's row of the illegal call: the dealer's column, then a place a call.
            prop_assert_eq!(report.tables[1].marked_row, Some(((dealer + 1) % 4 + i) / 4), "{}", text);
        }
    }
    Ok(())
}

/// "1 pass", "3 passes".
fn passes_text(count: usize) -> String {
    if count == 1 {
        "1 pass".to_string()
    } else {
        format!("{count} passes")
    }
}

/// What a new bid does to a standing double or redouble, given the calls since the last bid.
fn lapse(since_bid: &[C]) -> &'static str {
    match since_bid.iter().rfind(|&&c| c != C::P) {
        Some(C::X) => "; the double lapses",
        Some(C::XX) => "; the double and redouble lapse",
        _ => "",
    }
}

/// The last bid, double or redouble, as a pass's note names it ("North's double of 1♥").
fn last_call_text(calls: &[C], dealer: usize) -> Option<String> {
    let seat = |i: usize| SEATS[(dealer + i) % 4];
    let b = calls.iter().rposition(|c| matches!(c, C::B(_)))?;
    let m = calls.iter().rposition(|&c| c != C::P)?;
    Some(match calls[m] {
        C::X => format!("{}'s double of {}", seat(m), display(calls[b])),
        C::XX => format!("{}'s redouble of {}", seat(m), display(calls[b])),
        _ => format!("{} by {}", display(calls[b]), seat(b)),
    })
}

/// The legal calls as the explanation sums them up: the calls that are not bids one by one,
/// then the bids as a range with their count ("Pass, X or any bid from 2♠ to 7NT (23 bids)").
fn legal_summary(legal: &[C]) -> String {
    let mut parts: Vec<String> = legal.iter().filter(|c| !matches!(c, C::B(_))).map(|&c| display(c)).collect();
    let bids: Vec<C> = legal.iter().copied().filter(|c| matches!(c, C::B(_))).collect();
    if bids.len() == 1 {
        parts.push(display(bids[0]));
    } else if let (Some(&first), Some(&last)) = (bids.first(), bids.last()) {
        parts.push(format!("any bid from {} to {} ({} bids)", display(first), display(last), bids.len()));
    }
    match parts.split_last() {
        None => "none".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The calls table, row by row, as its columns describe it, from the calls alone: number, seat
/// (from the dealer, clockwise), call, legal, the highest bid and who made it, its doubling,
/// the passes in a row, the status, and the first words of what the call did. An illegal
/// call's row shows the auction as it was before it; no row follows it.
fn check_calls_table(analysis: &Analysis, calls: &[C], dealer: usize) -> Result<(), TestCaseError> {
    let rows = analysis.rows(0, 0, usize::MAX);
    let illegal = first_illegal(calls);
    prop_assert_eq!(rows.len(), illegal.map_or(calls.len(), |i| i + 1));
    let seat_of = |index: usize| (dealer + index) % 4;
    for (k, row) in rows.iter().enumerate() {
        let legal = Some(k) != illegal;
        let after = if legal { &calls[..=k] } else { &calls[..k] };
        let last_bid = after.iter().rposition(|c| matches!(c, C::B(_)));
        let highest =
            last_bid.map_or("—".to_string(), |b| format!("{} by {}", display(after[b]), SEAT_LETTERS[seat_of(b)]));
        let doubling = match last_bid.map(|b| after[b..].iter().rfind(|&&c| c != C::P)) {
            Some(Some(C::X)) => "doubled",
            Some(Some(C::XX)) => "redoubled",
            _ => "—",
        };
        let passes = after.iter().rev().take_while(|&&c| c == C::P).count();
        let status = match (legal, is_over(after), last_bid) {
            (false, _, _) => "illegal",
            (true, false, _) => "open",
            (true, true, None) => "passed out",
            (true, true, Some(_)) => "complete",
        };
        let expected = [
            (k + 1).to_string(),
            SEATS[seat_of(k)].to_string(),
            display(calls[k]),
            if legal { "yes" } else { "no" }.to_string(),
            highest,
            doubling.to_string(),
            passes.to_string(),
            status.to_string(),
        ];
        prop_assert_eq!(&row[..8], &expected[..], "row {} of {:?} (dealer {})", k + 1, calls, SEAT_LETTERS[dealer]);
        // What the call did, in full for a legal call (an illegal one's rule is the laws' tests').
        let earlier_bid = calls[..k].iter().rposition(|c| matches!(c, C::B(_)));
        // The last bid, double or redouble before this call, as a pass's note names it.
        let last_call = || last_call_text(&calls[..k], dealer).unwrap();
        let did = match (legal, calls[k], earlier_bid) {
            (false, ..) => String::new(),
            (true, C::B(_), None) => format!("opens the bidding with {}", display(calls[k])),
            (true, C::B(_), Some(b)) => {
                format!("outbids {} by {}{}", display(calls[b]), SEAT_LETTERS[seat_of(b)], lapse(&calls[b..k]))
            }
            (true, C::X, Some(b)) => format!("doubles {} by {}", display(calls[b]), SEAT_LETTERS[seat_of(b)]),
            (true, C::XX, Some(b)) => {
                let double = calls[..k].iter().rposition(|&c| c == C::X).unwrap();
                format!("redoubles {}'s double of {}", SEAT_LETTERS[seat_of(double)], display(calls[b]))
            }
            (true, C::P, None) if passes == 4 => "fourth pass with no bid: the deal is passed out".to_string(),
            (true, C::P, None) if passes == 3 => "no bid yet; 1 more passes the deal out".to_string(),
            (true, C::P, None) => format!("no bid yet; {} more pass the deal out", 4 - passes),
            (true, C::P, Some(_)) if passes == 3 => format!(
                "third pass in a row after {}: the auction is over; contract {}",
                last_call(),
                reference_contract(after, dealer)
            ),
            (true, C::P, Some(_)) => format!(
                "{} in a row after {}; {} the auction",
                passes_text(passes),
                last_call(),
                if passes == 1 { "2 more end" } else { "1 more ends" }
            ),
            (true, call, None) => return Err(TestCaseError::fail(format!("{call:?} legal with no bid before it"))),
        };
        if legal {
            prop_assert_eq!(&row[8], &did, "row {} of {:?}", k + 1, calls);
        }
    }
    Ok(())
}

/// The line of the auction, step by step, from the calls alone: step k shows the first k calls
/// (up to and including the first illegal one). Its position, who calls next, the move that led
/// there and its sentence, the facts beside the board, the caption, every place of the bidding
/// diagram (text, roles and title, in the window the board shows) and the table cells it marks.
fn check_line(analysis: &Analysis, calls: &[C], dealer: usize) -> Result<(), TestCaseError> {
    let illegal = first_illegal(calls);
    let steps = illegal.map_or(calls.len(), |i| i + 1);
    prop_assert_eq!(analysis.report().line.steps, steps);
    let seat_of = |index: usize| (dealer + index) % 4;
    // The diagram runs West, North, East, South: a seat's column in SEATS order N E S W.
    let column_of = |seat: usize| (seat + 1) % 4;
    let blanks = column_of(dealer);
    // The whole auction's closing passes all stand on its one "All Pass".
    let closing_from = |shown: &[C]| {
        let passes = shown.iter().rev().take_while(|&&c| c == C::P).count();
        is_over(shown).then(|| shown.len() - passes)
    };
    let whole_closing = if illegal.is_none() { closing_from(calls) } else { None };
    for k in 0..=steps {
        let step = analysis.step(k).unwrap();
        let context = format!("step {k} of {calls:?} (dealer {})", SEAT_LETTERS[dealer]);
        let stopped = illegal.is_some_and(|i| k == i + 1);
        let after = if stopped { &calls[..k - 1] } else { &calls[..k] };
        let open = !stopped && !is_over(after);
        let next = SEATS[seat_of(after.len())];
        // The notation of docs/RULES.md: the calls so far as PBN writes them.
        let pbn = |c: C| if c == C::P { "Pass".to_string() } else { canonical(c) };
        prop_assert_eq!(&step.position, &calls[..k].iter().map(|&c| pbn(c)).collect::<Vec<_>>().join(" "));
        prop_assert_eq!(step.to_move.as_deref(), open.then_some(next), "{}", context);

        // The move that led here, and the step told in a sentence.
        let played = k.checked_sub(1).map(|i| {
            let what = match calls[i] {
                C::P => "passes".to_string(),
                C::X => "doubles".to_string(),
                C::XX => "redoubles".to_string(),
                bid => format!("bids {}", display(bid)),
            };
            (SEATS[seat_of(i)].to_string(), what)
        });
        prop_assert_eq!(step.played.as_ref().map(|p| (p.by.clone(), p.what.english())), played, "{}", context);
        let bid_before = |end: usize| calls[..end].iter().rposition(|c| matches!(c, C::B(_)));
        let narration = match k.checked_sub(1) {
            None => format!("No call yet: {} deals and calls first.", SEATS[dealer]),
            // The call as a verb: "West doubles, which is illegal", never "West calls X".
            Some(i) if stopped => {
                let verb = match calls[i] {
                    C::P => "passes".to_string(),
                    C::X => "doubles".to_string(),
                    C::XX => "redoubles".to_string(),
                    bid => format!("bids {}", display(bid)),
                };
                format!("{} {verb}, which is illegal: ", SEATS[seat_of(i)])
            }
            Some(i) => {
                let who = SEATS[seat_of(i)];
                match (calls[i], bid_before(i)) {
                    (C::B(_), None) => format!("{who} opens the bidding with {}.", display(calls[i])),
                    (C::B(_), Some(b)) => {
                        format!(
                            "{who} bids {}, higher than {} by {}{}.",
                            display(calls[i]),
                            display(calls[b]),
                            SEATS[seat_of(b)],
                            lapse(&calls[b..i])
                        )
                    }
                    (C::X, Some(b)) => format!("{who} doubles {} by {}.", display(calls[b]), SEATS[seat_of(b)]),
                    (C::XX, Some(b)) => {
                        let double = calls[..i].iter().rposition(|&c| c == C::X).unwrap();
                        format!("{who} redoubles {}'s double of {}.", SEATS[seat_of(double)], display(calls[b]))
                    }
                    (C::P, _) => format!("{who} passes: "),
                    (call, None) => return Err(TestCaseError::fail(format!("{call:?} legal with no bid before it"))),
                }
            }
        };
        prop_assert!(
            step.narration.english().starts_with(&narration),
            "{}: {:?} / {:?}",
            context,
            step.narration,
            narration
        );
        // The narration words a pass and an illegal call's breach as the calls table's note does
        // (the table's words, checked against the reference above, are the core's English still).
        if let Some(i) = k.checked_sub(1) {
            let row = analysis.rows(0, i, 1).remove(0);
            let note = &row[8];
            let told = step.narration.english();
            if stopped {
                let breach = &note.english()[..note.english().rfind(" (Laws ").unwrap()];
                prop_assert!(
                    told.ends_with(&format!(", which is illegal: {breach}.")),
                    "{}: {} / {}",
                    context,
                    told,
                    note
                );
                // The reason says the same breach and its Laws.
                let reason = analysis.report().reason.english();
                prop_assert!(reason.ends_with(&format!(" is illegal: {note}.")), "{}: {} / {}", context, reason, note);
            } else if calls[i] == C::P {
                prop_assert!(
                    told.starts_with(&format!("{} passes: {note}.", SEATS[seat_of(i)])),
                    "{}: {}",
                    context,
                    told
                );
            }
        }
        // Every step is told in every language, every argument placed.
        verdict_testkit::words::every_language_says(&step.narration);
        let to_call = format!(" {next} to call.");
        prop_assert_eq!(
            k > 0 && open,
            step.narration.english().ends_with(&to_call),
            "{}: {:?}",
            context,
            step.narration
        );

        // The facts beside the board.
        let last_bid = after.iter().rposition(|c| matches!(c, C::B(_)));
        let highest = last_bid.map_or("—".to_string(), |b| format!("{} by {}", display(after[b]), SEATS[seat_of(b)]));
        let doubling = match last_bid.map(|b| after[b..].iter().rfind(|&&c| c != C::P)) {
            Some(Some(C::X)) => "doubled",
            Some(Some(C::XX)) => "redoubled",
            _ => "—",
        };
        let passes = after.iter().rev().take_while(|&&c| c == C::P).count();
        let last = if stopped {
            ("Status", "illegal call".to_string())
        } else if open {
            ("To call", next.to_string())
        } else if last_bid.is_none() {
            ("Status", "passed out".to_string())
        } else {
            ("Contract", reference_contract(after, dealer))
        };
        let facts: Vec<(String, String)> =
            step.board.facts.iter().map(|f| (f.label.english(), f.value.english())).collect();
        let expected: Vec<(String, String)> = [
            ("Dealer", SEATS[dealer].to_string()),
            ("Highest bid", highest),
            ("Doubling", doubling.to_string()),
            ("Passes in a row", passes.to_string()),
            (last.0, last.1),
        ]
        .into_iter()
        .map(|(label, value)| (label.to_string(), value))
        .collect();
        prop_assert_eq!(facts, expected, "{}", context);
        let count = match k {
            0 => "no call".to_string(),
            1 => "1 call".to_string(),
            k => format!("{k} calls"),
        };
        let caption =
            format!("The bidding diagram after {count}: columns West, North, East, South; {} dealt.", SEATS[dealer]);
        prop_assert_eq!(&step.board.caption, &caption);

        // The diagram: blanks before the dealer, a place per call (the closing passes of a
        // finished auction as one "All Pass"), and a '?' for the seat to call.
        let diagram_seat = |place: usize| ["West", "North", "East", "South"][place % 4];
        let mut places: Vec<(String, Vec<Role>, String)> = (0..blanks)
            .map(|place| (String::new(), vec![Role::Blank], format!("{}: no call", diagram_seat(place))))
            .collect();
        let closing = if stopped { None } else { closing_from(after) };
        for (i, &call) in calls[..k].iter().enumerate() {
            let now = i + 1 == k;
            if let Some(from) = closing.filter(|&from| i >= from) {
                let title =
                    format!("calls {}–{k}: all pass, {} passes in a row that end the auction", from + 1, k - from);
                places.push(("All Pass".to_string(), vec![Role::Call, Role::Now], title));
                break;
            }
            let bad = stopped && now;
            // The board writes an illegal call as a call, its role draws it as illegal (the
            // report's table, text alone, adds "(illegal)").
            let text = display(call);
            let mut roles = vec![if bad { Role::Illegal } else { Role::Call }];
            if now {
                roles.push(Role::Now);
            }
            let title = format!(
                "call {}: {} by {}{}",
                i + 1,
                display(call),
                SEATS[seat_of(i)],
                if bad { ", illegal" } else { "" }
            );
            places.push((text, roles, title));
        }
        if open {
            let place = places.len();
            prop_assert_eq!(diagram_seat(place), next, "{}: the '?' stands under the seat to call", context);
            places.push(("?".to_string(), vec![Role::Next], format!("{next} to call")));
        }
        prop_assert_eq!(step.board.groups.len(), 1);
        let group = &step.board.groups[0];
        prop_assert_eq!(
            (group.label.english(), group.note.english(), group.place),
            ("Bidding".to_string(), format!("{} dealt", SEATS[dealer]), "")
        );
        prop_assert_eq!(group.total, places.len(), "{}", context);
        // The board shows the diagram's last whole rows, at most BOARD_WINDOW places: the call in
        // play and the '?' are always in its last row.
        let first = places.len().saturating_sub(BOARD_WINDOW).div_ceil(4) * 4;
        prop_assert_eq!(group.first, first, "{}", context);
        let shown: Vec<(String, Vec<Role>, String)> =
            group.cells.iter().map(|c| (c.text.clone(), c.roles.clone(), c.title.english())).collect();
        prop_assert_eq!(&shown[..], &places[first..], "{}", context);

        // The calls table's row of the call, and its place in the diagram table.
        let marks: Vec<(usize, usize, Option<usize>)> = step.marks.iter().map(|m| (m.table, m.row, m.column)).collect();
        let expected_marks = match k.checked_sub(1) {
            None => vec![],
            Some(i) => {
                let place = blanks + whole_closing.map_or(i, |from| i.min(from));
                vec![(0, i, None), (1, place / 4, Some(place % 4))]
            }
        };
        prop_assert_eq!(marks, expected_marks, "{}", context);
    }
    Ok(())
}

/// Writes calls with varied spellings and separators; returns the text and each call's span.
fn write_calls(calls: &[C], variants: &[u32]) -> (String, Vec<(usize, usize)>) {
    const SEPARATORS: [&str; 6] = [" ", ",", ", ", "\n", "  ", "\t"];
    let mut text = String::new();
    let mut spans = Vec::new();
    for (i, &c) in calls.iter().enumerate() {
        let variant = variants.get(i).copied().unwrap_or(0);
        if i > 0 {
            text.push_str(SEPARATORS[(variant >> 8) as usize % SEPARATORS.len()]);
        }
        let word = spell(c, variant);
        spans.push((text.len(), text.len() + word.len()));
        text.push_str(&word);
    }
    (text, spans)
}

// ---------------------------------------------------------------------------------------------
// A random legal auction: each step one legal call. Per auction, three knobs: how often a
// player passes when the pass would not end the auction, how often when it would, and how far
// a bid may jump (1 to 3 ranks). Rare ending passes and single-rank steps make long auctions;
// the rest make short ones of every kind.

#[derive(Clone, Debug)]
struct Knobs {
    pass_percent: u32,
    ending_pass_percent: u32,
    max_step: u32,
    /// How often a double or redouble is chosen over a bid when both are legal.
    double_percent: u32,
    finish: bool,
}

fn generate(choices: &[u32], knobs: &Knobs) -> Vec<C> {
    let mut calls = Vec::new();
    let mut highest: Option<u8> = None;
    let mut last_non_pass: Option<(C, usize)> = None;
    let mut passes_in_a_row = 0;
    for &choice in choices {
        if is_over(&calls) {
            break;
        }
        let index = calls.len();
        let bid = (highest != Some(34)).then(|| {
            let step = 1 + (choice >> 8) % knobs.max_step;
            C::B(highest.map_or(step - 1, |h| (u32::from(h) + step).min(34)) as u8)
        });
        let double = match last_non_pass {
            Some((C::B(_), j)) if (index - j) % 2 == 1 => Some(C::X),
            Some((C::X, j)) if (index - j) % 2 == 1 => Some(C::XX),
            _ => None,
        };
        let would_end = passes_in_a_row == if highest.is_some() { 2 } else { 3 };
        let pass_percent = if would_end { knobs.ending_pass_percent } else { knobs.pass_percent };
        let call = match (bid, double) {
            _ if choice % 100 < pass_percent => C::P,
            (_, Some(double)) if (choice >> 16) % 100 < knobs.double_percent => double,
            (Some(bid), _) => bid,
            (None, Some(double)) => double,
            (None, None) => C::P,
        };
        if let C::B(rank) = call {
            highest = Some(rank);
        }
        if call == C::P {
            passes_in_a_row += 1;
        } else {
            passes_in_a_row = 0;
            last_non_pass = Some((call, index));
        }
        calls.push(call);
    }
    while knobs.finish && !is_over(&calls) {
        calls.push(C::P);
    }
    calls
}

fn auction_strategy() -> impl Strategy<Value = (Vec<C>, usize, Vec<u32>)> {
    // Ending passes are made rare in most auctions so that many run long.
    let ending = prop::sample::select(vec![0u32, 0, 1, 3, 10, 25, 50]);
    // Frequent passes that do not end the auction stretch it: up to 9 calls per bid.
    let pass = prop_oneof![0u32..90, 85u32..99];
    let max_step = prop::sample::select(vec![1u32, 1, 2, 3]);
    let knobs = (pass, ending, max_step, 0u32..=100, any::<bool>()).prop_map(
        |(pass_percent, ending_pass_percent, max_step, double_percent, finish)| Knobs {
            pass_percent,
            ending_pass_percent,
            max_step,
            double_percent,
            finish,
        },
    );
    (prop::collection::vec(any::<u32>(), 0..340), knobs, 0usize..4, prop::collection::vec(any::<u32>(), 340))
        .prop_map(|(choices, knobs, dealer, variants)| (generate(&choices, &knobs), dealer, variants))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every prefix of a legal auction is legal; only a finished one is complete; the contract
    /// and declarer match the reference; the page and the judge agree.
    #[test]
    fn random_legal_auctions((calls, dealer, variants) in auction_strategy()) {
        prop_assert_eq!(first_illegal(&calls), None, "the generator made an illegal auction");
        let module = module_calls(&calls);
        for k in 0..=calls.len() {
            match evaluate(seat(dealer), &module[..k]) {
                Verdict::Illegal { index, .. } => prop_assert!(false, "prefix {} judged illegal at {}", k, index),
                Verdict::Complete(_) => prop_assert!(k == calls.len() && is_over(&calls), "prefix {} complete", k),
                Verdict::Incomplete { next, .. } => {
                    prop_assert!(!is_over(&calls[..k]), "prefix {} is over", k);
                    prop_assert_eq!(next, seat((dealer + k) % 4));
                }
            }
        }
        if let Verdict::Complete(outcome) = evaluate(seat(dealer), &module) {
            let described = match outcome {
                Outcome::PassedOut => "Passed out".to_string(),
                Outcome::Contract(contract) => contract.describe(),
            };
            prop_assert_eq!(described, reference_contract(&calls, dealer));
        }
        let (text, spans) = write_calls(&calls, &variants);
        check_page(&text, &spans, &calls, dealer)?;
        if dealer == 0 {
            let stdin = format!("1\n{}\n{}\n", calls.len(), text.replace(['\n', '\t'], " "));
            let expected = if is_over(&calls) { "YES" } else { "NO" };
            prop_assert_eq!(answers(&stdin), vec![expected.to_string()]);
        }
    }

    /// One call replaced, inserted or deleted: the module agrees with the reference on the
    /// verdict, the first illegal call, the contract and the calls legal next.
    #[test]
    fn single_call_mutations(
        (calls, dealer, variants) in auction_strategy(),
        kind in 0u8..3,
        position in any::<prop::sample::Index>(),
        replacement in 0usize..38,
    ) {
        let mut mutated = calls.clone();
        let new_call = all_calls()[replacement];
        match kind {
            0 if !mutated.is_empty() => {
                let at = position.index(mutated.len());
                mutated[at] = new_call;
            }
            1 => {
                let at = position.index(mutated.len() + 1);
                mutated.insert(at, new_call);
            }
            _ if !mutated.is_empty() => {
                mutated.remove(position.index(mutated.len()));
            }
            _ => mutated.push(new_call),
        }
        let expected = reference(&mutated, dealer);
        let got = evaluate(seat(dealer), &module_calls(&mutated));
        match (&expected, &got) {
            (RefVerdict::Illegal(i), Verdict::Illegal { index, seat: who, .. }) => {
                prop_assert_eq!(i, index);
                prop_assert_eq!(*who, seat((dealer + i) % 4));
            }
            (RefVerdict::Complete(contract), Verdict::Complete(outcome)) => {
                let described = match outcome {
                    Outcome::PassedOut => "Passed out".to_string(),
                    Outcome::Contract(c) => c.describe(),
                };
                prop_assert_eq!(contract, &described);
            }
            (RefVerdict::Incomplete { next, legal }, Verdict::Incomplete { next: got_next, legal: got_legal }) => {
                prop_assert_eq!(seat(*next), *got_next);
                prop_assert_eq!(&module_calls(legal), got_legal);
            }
            _ => prop_assert!(false, "reference {:?}, module {:?} for {:?}", expected, got, mutated),
        }
        let (text, spans) = write_calls(&mutated, &variants);
        check_page(&text, &spans, &mutated, dealer)?;
        // The judge (its dealer is North) with illegal auctions too: YES only for a complete one.
        if dealer == 0 {
            let stdin = format!("1\n{}\n{}\n", mutated.len(), text.replace(['\n', '\t'], " "));
            let expected = if matches!(expected, RefVerdict::Complete(_)) { "YES" } else { "NO" };
            prop_assert_eq!(answers(&stdin), vec![expected.to_string()], "{:?}", mutated);
        }
    }

    /// Any text at all gives a report or an input error, never a panic; reports are sane.
    #[test]
    fn arbitrary_text_never_panics(text in any::<String>(), dealer in proptest::option::of(any::<String>())) {
        check_no_panic(&text, dealer.as_deref());
    }

    /// Text built from the pieces the readers care about reaches deeper than random text.
    #[test]
    fn token_soup_never_panics(pieces in prop::collection::vec(piece(), 0..40), dealer in 0usize..5) {
        let text: String = pieces.concat();
        check_no_panic(&text, [None, Some("N"), Some("e"), Some("South"), Some("w")][dealer]);
    }
}

fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "1C",
        "7NT",
        "2♥",
        "3♦\u{FE0F}",
        "P",
        "pass",
        "-",
        "—",
        "X",
        "XX",
        "AP",
        "*",
        "=1=",
        "$2",
        "!",
        "?",
        "[",
        "]",
        "\"",
        "Auction",
        "Dealer",
        "Note",
        "[Auction \"E\"]",
        "[Note \"1:x\"]",
        "{",
        "}",
        "%",
        ";",
        ",",
        " ",
        "\n",
        "\t",
        "8C",
        "0",
        "1",
        "4",
        "99999999999999999999",
        "é",
        "♣",
        "1C-P",
        "\\",
        "=",
        // LIN records and handviewer links.
        "md|3|",
        "md|",
        "mb|",
        "mb|1c|",
        "an|",
        "|",
        "sv|b|",
        "pn|",
        "pc|",
        "https://www.bridgebase.com/tools/handviewer.html?",
        "lin=",
        "a=",
        "&",
        "d=",
        "n=",
        "(",
        ")",
        "%7C",
        "%",
        "10",
    ])
}

fn check_no_panic(text: &str, dealer: Option<&str>) {
    let options = Settings::new().with("dealer", dealer.unwrap_or_default());
    if let Ok(analysis) = analyze(auction::GAME, text, &options) {
        let report = analysis.report();
        assert!(["complete", "incomplete", "illegal"].contains(&report.verdict.as_str()));
        assert_eq!(report.offers.is_empty(), report.verdict != "incomplete", "{text:?}");
        if let Some((start, end)) = report.input_mark {
            assert!(start < end && end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end));
        }
        for offer in &report.offers {
            // Clicking a suggestion gives an input that reads back with one more call; the
            // offer's edit is a range of the input on character boundaries.
            let (start, end) = offer.replace;
            assert!(start <= end && end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end));
            let input = offer.apply(text);
            let next = analyze(auction::GAME, &input, &options).unwrap_or_else(|e| panic!("{input:?}: {e}"));
            assert_ne!(next.report().verdict, "illegal", "{input:?}");
            assert_eq!(next.report().tables[0].row_count, report.tables[0].row_count + 1, "{input:?}");
        }
        for table in 0..report.tables.len() {
            analysis.rows(table, 0, usize::MAX);
        }
        // Each export reads back as the same auction.
        for export in &report.exports {
            let again = analyze(auction::GAME, &export.text, &options)
                .unwrap_or_else(|e| panic!("{text:?}: its {} export {:?}: {e}", export.label, export.text));
            let settings =
                |r: &verdict_model::report::Report| r.settings.iter().map(|s| s.value.clone()).collect::<Vec<_>>();
            assert_eq!(again.report().headline, report.headline, "{text:?}: {}", export.text);
            assert_eq!(settings(again.report()), settings(report), "{text:?}: {}", export.text);
        }
    }
    for explain in [false, true] {
        let _ = judge(text, explain);
    }
}

// ---------------------------------------------------------------------------------------------
// Fixed cases.

/// The generator is not vacuous: it makes short and long, finished and unfinished auctions,
/// with doubles and redoubles, and auctions that reach 7NT.
#[test]
fn generator_covers_long_and_finished_auctions() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = auction_strategy();
    let (mut finished, mut long, mut redoubled, mut seven_nt, mut passed_out) = (0, 0, 0, 0, 0);
    let mut lengths = Vec::new();
    for _ in 0..1000 {
        let (calls, _, _) = strategy.new_tree(&mut runner).unwrap().current();
        finished += usize::from(is_over(&calls));
        long += usize::from(calls.len() >= 150);
        lengths.push(calls.len());
        redoubled += usize::from(calls.contains(&C::XX));
        seven_nt += usize::from(calls.contains(&C::B(34)));
        passed_out += usize::from(is_over(&calls) && calls.iter().all(|&c| c == C::P));
    }
    lengths.sort_unstable();
    eprintln!(
        "lengths: median {}, 90th percentile {}, longest {}; {finished} finished, {long} long, {redoubled} redoubled, {seven_nt} reach 7NT, {passed_out} passed out",
        lengths[500], lengths[900], lengths[999]
    );
    for (what, count) in [
        ("finished", finished),
        ("long", long),
        ("redoubled", redoubled),
        ("7NT", seven_nt),
        ("passed out", passed_out),
    ] {
        assert!((20..=980).contains(&count), "{what}: {count} of 1000");
    }
}

#[test]
fn public_vectors() {
    let mut checked = 0;
    for line in include_str!("../data/vectors.tsv").lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut columns = line.split('\t');
        let calls = columns.next().unwrap();
        let verdict = columns.next().expect("calls<TAB>verdict");
        let note = columns.next().unwrap_or("");
        let analysis = page(calls, None);
        let report = analysis.report();
        assert_eq!(report.verdict, verdict, "{calls}");
        let reference_verdict = reference(&parse_calls(calls), 0);
        match reference_verdict {
            RefVerdict::Complete(contract) => {
                assert_eq!(verdict, "complete", "{calls}");
                assert_eq!(report.headline, contract, "{calls}");
            }
            RefVerdict::Incomplete { .. } => assert_eq!(verdict, "incomplete", "{calls}"),
            RefVerdict::Illegal(i) => {
                assert_eq!(verdict, "illegal", "{calls}");
                let call = format!("(call {})", i + 1);
                assert!(note.contains(&call), "{calls}: the vector says {note}, the reference {call}");
                assert_eq!(report.tables[0].marked_row, Some(i), "{calls}");
            }
        }
        let expected = if verdict == "complete" { "YES" } else { "NO" };
        assert_eq!(answers(&one_case(calls)), vec![expected], "{calls} through the judge");
        checked += 1;
    }
    assert!(checked >= 12, "only {checked} vectors read");
}

#[test]
fn seed_mistakes_are_fixed() {
    // West redoubles his partner East's double (and only two passes follow).
    let r = page("1C X P XX P P", None);
    assert_eq!(r.report().verdict, "illegal");
    assert_eq!(r.report().tables[0].marked_row, Some(3));
    assert!(r.report().reason.english().contains("partner"), "{}", r.report().reason);
    assert_eq!(answers("1\n6\n1C X P XX P P\n"), vec!["NO"]);
    // Doubling partner's bid: South doubles North's 1♣.
    let r = page("1C P X", None);
    assert_eq!(r.report().verdict, "illegal");
    assert!(r.report().reason.english().contains("North, South's partner"), "{}", r.report().reason);
    // Doubling one's own side's bid after an intervening opponent's call, and redoubling too.
    assert_eq!(page("1C 1D 2C X", None).report().verdict, "incomplete");
    assert_eq!(page("1C 1D P X", None).report().verdict, "illegal");
    // Calls after the end are illegal, not ignored.
    for text in ["1C P P P P", "1C P P P 1D", "P P P P P", "P P P P X"] {
        let r = page(text, None);
        assert_eq!(r.report().verdict, "illegal", "{text}");
        assert_eq!(r.report().tables[0].marked_row, Some(4), "{text}");
        assert!(r.report().reason.english().contains("already over"), "{}", r.report().reason);
        assert_eq!(answers(&one_case(text)), vec!["NO"], "{text}");
    }
}

/// The judge reads the n calls after the n token, not a line: `5` then `P P 1C P P P` is the
/// five calls `P P 1C P P` (not over: NO), and the sixth `P` is then the next token.
#[test]
fn judge_reads_n_calls_not_a_line() {
    // With t = 1 the leftover P is extra input.
    let e = judge_error("1\n5\nP P 1C P P P\n");
    assert!(e.message.english().contains("unexpected 'P'"), "{}", e.message);
    assert_eq!((e.line, e.column, e.span), (Some(3), Some(12), Some((15, 16))));
    // With t = 2 it stands where case 2's n should be.
    let e = judge_error("2\n5\nP P 1C P P P\n4\nP P P P\n");
    assert_eq!(e.case, Some(2));
    assert_eq!((e.line, e.column), (Some(3), Some(12)));
    assert!(e.message.english().contains("n = 'P'") && e.message.english().contains("previous case"), "{}", e.message);
    // Read right, the five calls are an unfinished auction.
    assert_eq!(answers("2\n5\nP P 1C P P\n4\nP P P P\n"), vec!["NO", "YES"]);
    assert_eq!(answers("1\n6\nP P 1C P P P\n"), vec!["YES"]);
}

#[test]
fn judge_format() {
    assert_eq!(answers("3\n4\nP P P P\n3\nP P P\n7\n1C X P XX P P P\n"), vec!["YES", "NO", "NO"]);
    // n = 0: an auction with no calls is legal but not complete.
    assert_eq!(answers("2\n0\n4\nP P P P\n"), vec!["NO", "YES"]);
    assert_eq!(answers("1\n0"), vec!["NO"]);
    // Calls may wrap lines, share n's line, and be separated by commas; every spelling works.
    assert_eq!(answers("1\n6\n1c pass\n3nt\n-\n\n- Pass\n"), vec!["YES"]);
    assert_eq!(answers("1\n8\n1c pass\n3nt\n-\n\n- Pass\n,,p ,P\n"), vec!["NO"], "calls after the end");
    assert_eq!(answers("1\n5\n1c pass\n3nt\n-\n\n-\n"), vec!["NO"], "one pass short");
    assert_eq!(answers("2 4 P P P P 5 1♥ Dbl Rdbl - -\n"), vec!["YES", "NO"]);
    assert_eq!(answers("0\n"), Vec::<String>::new());
    // An illegal call in the middle makes NO even when the rest would end the auction.
    assert_eq!(answers(&one_case("1D 1C P P P")), vec!["NO"]);
    let explained = judge("2\n4\n1H P P P\n2\n1S X\n", true).unwrap();
    let first = explained[0].analysis.as_ref().unwrap().report();
    assert_eq!(
        (explained[0].answer.as_str(), first.verdict.as_str(), first.headline.english().as_str()),
        ("YES", "complete", "1♥ by North")
    );
    let second = explained[1].analysis.as_ref().unwrap().report();
    assert_eq!((explained[1].answer.as_str(), second.verdict.as_str()), ("NO", "incomplete"));
    assert!(judge("1\n4\nP P P P\n", false).unwrap()[0].analysis.is_none());
}

#[test]
fn judge_errors_name_case_line_and_column() {
    judge_errors_point(&auction::AuctionGame, include_str!("../data/judge-errors.tsv"));
    // Columns count characters, not bytes.
    let e = judge_error("1\n3\n1♥ 1♠ 9♦\n");
    assert_eq!((e.line, e.column, e.span), (Some(3), Some(7), Some((14, 18))));
    assert_eq!(
        e.to_string(),
        "case 1, line 3, column 7: '9♦' (call 3 of this case) is not a call: a bid's level goes from 1 to 7"
    );
}

/// The longest legal auction: three passes, then each of the 35 bids followed by
/// P P X P P XX P P, and a final pass: 3 + 35 × 9 + 1 = 319 calls.
fn longest() -> Vec<C> {
    let mut calls = vec![C::P; 3];
    for rank in 0..35 {
        calls.extend([C::B(rank), C::P, C::P, C::X, C::P, C::P, C::XX, C::P, C::P]);
    }
    calls.push(C::P);
    calls
}

fn text_of(calls: &[C]) -> String {
    calls.iter().map(|&c| canonical(c)).collect::<Vec<_>>().join(" ")
}

#[test]
fn the_longest_auction_has_319_calls() {
    let calls = longest();
    assert_eq!(calls.len(), 319);
    assert_eq!(first_illegal(&calls), None);
    assert!(is_over(&calls));
    // 7NT is bid by East (call 310); West bid notrump first for East-West (1NT, call 40).
    assert_eq!(reference_contract(&calls, 0), "7NT redoubled, declared by West");
    let text = text_of(&calls);
    let analysis = page(&text, None);
    let report = analysis.report();
    assert_eq!(
        (report.verdict.as_str(), report.headline.english().as_str()),
        ("complete", "7NT redoubled, declared by West")
    );
    assert_eq!(report.tables[0].row_count, 319);
    assert_eq!(analysis.rows(0, 318, 5)[0][7], "complete");
    assert_eq!(report.tables[1].row_count, 80);
    assert_eq!(answers(&one_case(&text)), vec!["YES"]);

    // One short: still legal, South... rather whoever is next, to call; NO.
    let short = &calls[..318];
    let r = page(&text_of(short), None);
    assert_eq!(r.report().verdict, "incomplete");
    assert_eq!(r.report().offers.iter().map(|o| o.label.as_str()).collect::<Vec<_>>(), vec!["Pass"]);
    assert_eq!(answers(&one_case(&text_of(short))), vec!["NO"]);

    // One too many: call 320 comes after the end.
    let mut long = calls.clone();
    long.push(C::P);
    let r = page(&text_of(&long), None);
    assert_eq!(r.report().verdict, "illegal");
    assert_eq!(r.report().tables[0].marked_row, Some(319));
    assert!(r.report().headline.english().starts_with("Illegal call 320"), "{}", r.report().headline);
    assert_eq!(answers(&one_case(&text_of(&long))), vec!["NO"]);
}

#[test]
fn spellings_and_separators() {
    let pbn = |text: &str| page(text, None).report().exports[0].text.clone();
    let expected = export_tags(&[("Dealer", "N"), ("Declarer", "E"), ("Contract", "3NT")])
        + "[Auction \"N\"]\n1C Pass 1H X\nXX 3NT Pass Pass\nPass";
    for text in [
        "1C P 1H X XX 3NT P P P",
        "1c pass 1h dbl rdbl 3nt - - -",
        "1♣, Pass, 1♥, Double, Redouble, 3N, PASS, p, P",
        "1♣\u{FE0F} — 1♥ x xx 3Nt – - -",
        "  1C\n-\n1H\tX,XX,,3NT - - -  ",
    ] {
        assert_eq!(pbn(text), expected, "{text:?}");
        assert_eq!(page(text, None).report().headline, "3NT by East", "{text:?}");
    }
    // A lone dash is a pass wherever it stands; a dash glued to other text is refused.
    assert_eq!(
        pbn("1C - 2H,-,-, -"),
        export_tags(&[("Dealer", "N"), ("Declarer", "S"), ("Contract", "2H")])
            + "[Auction \"N\"]\n1C Pass 2H Pass\nPass Pass"
    );
    for (text, span) in [("1C-P-2H", (0, 7)), ("1C --", (3, 5)), ("1C P 2H- P", (5, 8))] {
        let e = page_error(text, None);
        assert_eq!(e.span, Some(span), "{text}");
        assert!(e.message.english().contains("dash"), "{}", e.message);
    }
    // Words that are no call: an input error naming the word and its place, not a verdict.
    for (text, word, number, span) in [
        ("1C 8C", "'8C'", 2, (3, 5)),
        ("0D", "'0D'", 1, (0, 2)),
        ("P P 1Z", "'1Z'", 3, (4, 6)),
        ("1C XXX", "'XXX'", 2, (3, 6)),
        ("1C\n2D 3", "'3'", 3, (6, 7)),
        ("1♥ ♥1", "'♥1'", 2, (5, 9)),
    ] {
        let e = page_error(text, None);
        assert!(
            e.message.english().contains(word) && e.message.english().contains(&format!("call {number}")),
            "{text}: {}",
            e.message
        );
        assert_eq!(e.span, Some(span), "{text}");
    }
    let e = page_error("1C\n2D 3", None);
    assert_eq!((e.line, e.column), (Some(2), Some(4)));
}

#[test]
fn dealer_setting() {
    assert_eq!(page("1C P P P", Some("e")).report().headline, "1♣ by East");
    assert_eq!(page("1C P P P", Some("West")).report().headline, "1♣ by West");
    assert_eq!(page("1C P P P", Some("")).report().headline, "1♣ by North");
    assert_eq!(page("1C P P P", None).report().headline, "1♣ by North");
    let e = page_error("1C", Some("Q"));
    assert!(e.message.english().contains("'Q'"), "{}", e.message);
    // The diagram runs West to South, as books print it, and starts under the dealer; the next
    // seat gets a '?'.
    let a = page("1C", Some("W"));
    let head = &a.report().tables[1];
    assert_eq!(head.columns, vec!["W", "N", "E", "S"]);
    assert_eq!(head.preview, vec![vec!["1♣", "?", "", ""]]);
    assert_eq!(a.report().headline, "Incomplete: North to call");
    let a = page("1C", Some("S"));
    assert_eq!(a.report().tables[1].preview, vec![vec!["", "", "", "1♣"], vec!["?", "", "", ""]]);
    assert_eq!(a.report().headline, "Incomplete: West to call");
}

#[test]
fn empty_input_is_an_auction_with_no_calls() {
    for text in ["", "   \n "] {
        let a = page(text, Some("S"));
        let r = a.report();
        assert_eq!(r.verdict, "incomplete");
        assert_eq!(r.headline, "Incomplete: South to call");
        assert_eq!(r.offers.len(), 36, "Pass and the 35 bids");
        assert_eq!(r.offers[0].apply(text), "Pass");
        assert_eq!(r.offers[35].label, "7NT");
        assert_eq!(r.offers[35].apply(text), "7NT");
        assert_eq!(r.tables[0].row_count, 0);
        assert_eq!(r.tables[1].preview, vec![vec!["", "", "", "?"]]);
        assert_eq!(r.exports[0].text, export_tags(&[("Dealer", "S")]) + "[Auction \"S\"]");
    }
}

#[test]
fn the_report_states_the_facts() {
    let a = page("P 2H P 4H X P P XX P P P", None);
    let r = a.report();
    assert_eq!(r.headline, "4♥ redoubled, declared by East");
    let text = r.explanation_english().join("\n");
    for fact in [
        "Highest bid: 4♥ by West (call 4)",
        "North doubled 4♥ and West redoubled (call 8)",
        "Passes in a row at the end: 3",
        "East (2♥ at call 2)",
    ] {
        assert!(text.contains(fact), "missing {fact:?} in\n{text}");
    }
    let rows = a.rows(0, 0, 20);
    assert_eq!(rows[4], vec!["5", "North", "X", "yes", "4♥ by W", "doubled", "0", "open", "doubles 4♥ by W"]);
    assert_eq!(rows[10][6..8], ["3".to_string(), "complete".to_string()]);
    assert_eq!(rows[3][8], "outbids 2♥ by E");

    let a = page("1S 2H 2S X XX 3C", None);
    let rows = a.rows(0, 0, 20);
    assert_eq!(rows[5][5], "—", "a new bid wipes out the redouble");
    assert!(rows[5][8].english().contains("lapse"), "{}", rows[5][8]);
    let r = a.report();
    assert_eq!(r.verdict, "incomplete");
    assert_eq!(r.headline, "Incomplete: South to call");
    assert_eq!(r.offers.iter().take(3).map(|o| o.label.as_str()).collect::<Vec<_>>(), vec!["Pass", "X", "3♦"]);
    assert_eq!(r.offers[1].apply("1S 2H 2S X XX 3C"), "1S 2H 2S X XX 3C X");

    let a = page("1D 1C P P P", None);
    let r = a.report();
    assert_eq!(r.input_mark, Some((3, 5)));
    assert!(r.reason.english().contains("1♣ is lower than 1♦ by North"), "{}", r.reason);
    assert_eq!(
        a.rows(0, 1, 1)[0][3..],
        ["no", "1♦ by N", "—", "0", "illegal"]
            .iter()
            .map(|s| s.to_string())
            .chain([a.rows(0, 1, 1)[0][8].english()])
            .collect::<Vec<_>>()[..]
    );
    assert_eq!(r.tables[1].preview, vec![vec!["", "1♦", "1♣ (illegal)", ""]]);
    assert_eq!(r.tables[1].marked_row, Some(0));
    // The exports give back every call written, the illegal one and those after it too.
    assert_eq!(r.exports[0].text, export_tags(&[("Dealer", "N")]) + "[Auction \"N\"]\n1D 1C Pass Pass\nPass");
    assert_eq!(r.exports[1].text, "md|3|mb|1D|mb|1C|mb|p|mb|p|mb|p|");
    assert!(
        r.explanation_english().iter().any(|l| l.contains("3 more calls written after it were not checked")),
        "{:?}",
        r.explanation_english()
    );
}

#[test]
fn what_a_record_wrote_is_read_back() {
    // AP stands for the passes that end the auction from where it is written.
    for (before, ending) in [("", 4), ("P", 3), ("P P", 2), ("1H", 3), ("1H P", 2), ("1H X P P", 1)] {
        let text = format!("{before} AP");
        let r = page(&text, None);
        let given = before.split_whitespace().count() + ending;
        let line = format!("{given} calls read. AP (all pass) stood for {}.", passes_text(ending));
        assert!(
            r.report().explanation_english().contains(&line),
            "{text}: {line:?} in {:?}",
            r.report().explanation_english()
        );
    }
    assert!(!page("1H P P P", None).report().explanation_english().iter().any(|l| l.contains("AP")));

    // The record's dealer overrides the setting only when they differ, and says so.
    let text = "[Dealer \"E\"]\n[Auction \"E\"]\n1S AP\n";
    let overrides = |setting: &str| {
        page(text, Some(setting)).report().explanation_english().iter().any(|l| l.contains("overrides"))
    };
    assert!(!overrides("E"));
    let r = page(text, Some("N"));
    assert!(
        r.report().explanation_english()[0].ends_with(", which overrides the dealer setting (North)."),
        "{}",
        r.report().explanation_english()[0]
    );

    // The calls table's note: an alert (in PBN an "Alert" note), the note a call refers to,
    // and any other annotation (a glyph, PBN's `!` "good call", a note reference with no
    // note) as written; a found note's reference is not repeated.
    let text = "[Auction \"N\"]\n1S =1= $1 Pass 2S! =2= 3S =3=\n[Note \"1:five or more spades\"]\n[Note \"3:Alert: invitational\"]\n";
    let notes: Vec<String> = page(text, None).rows(0, 0, 4).into_iter().map(|row| row[8].english()).collect();
    assert_eq!(
        notes,
        [
            "opens the bidding with 1♠; explained: five or more spades [$1]",
            "1 pass in a row after 1♠ by North; 2 more end the auction",
            "outbids 1♠ by N [!] [=2=]",
            "outbids 2♠ by S; alerted; explained: invitational",
        ]
    );
}

#[test]
fn pasted_pbn() {
    let text = "[Event \"Club night\"]\n[Dealer \"E\"]\n[Auction \"E\"]\n1S =1= Pass 2S! $4 =2= AP\n[Note \"1:five or more spades\"]\n[Note \"2:Alert\"]\n[Play \"S\"]\nHA H2 H3 H4\n";
    let a = page(text, Some("N"));
    let r = a.report();
    assert_eq!((r.verdict.as_str(), r.headline.english().as_str()), ("complete", "2♠ by East"));
    assert!(r.explanation_english()[0].contains("overrides"), "{}", r.explanation_english()[0]);
    let rows = a.rows(0, 0, 10);
    assert_eq!(rows.len(), 6, "1S Pass 2S and three passes from AP");
    // The note a call refers to explains it; an "Alert" note alerts it (the diagram's `2♠!`);
    // PBN's `!` is a good call, shown as written; they travel into the exports.
    assert!(rows[0][8].english().contains("explained: five or more spades"), "{}", rows[0][8]);
    assert_eq!(rows[2][2], "2♠!");
    assert!(rows[2][8].english().contains("alerted") && rows[2][8].english().contains("[!] [$4]"), "{}", rows[2][8]);
    assert_eq!(rows[3][2], "Pass (AP)");
    // The PBN export gives back what was typed: the [Event] in its place among the export
    // format's tags, `AP`, the annotations, the notes and the [Play] section; LIN writes the
    // passes AP stood for.
    assert_eq!(
        r.exports[0].text,
        export_tags(&[("Event", "Club night"), ("Dealer", "E"), ("Declarer", "E"), ("Contract", "2S")])
            + "[Auction \"E\"]\n1S =1= Pass 2S! $4 =2= AP\n[Note \"1:five or more spades\"]\n[Note \"2:Alert\"]\n[Play \"S\"]\nHA H2 H3 H4"
    );
    // (South, on declarer East's left, leads: the [Play] section's cards become pc| fields.)
    assert_eq!(
        r.exports[1].text,
        "md|4|mb|1S|an|five or more spades|mb|p|mb|2S!|mb|p|mb|p|mb|p|pc|HA|pc|H2|pc|H3|pc|H4|"
    );

    // AP before any bid passes the deal out; AP after the end is one illegal pass.
    assert_eq!(page("AP", None).report().headline, "Passed out");
    assert_eq!(page("P AP", None).report().tables[0].row_count, 4);
    let r = page("P P P P AP", None);
    assert_eq!(r.report().verdict, "illegal");
    assert_eq!(r.report().input_mark, Some((8, 10)));

    // A '*' ends the calls given; suggestions go before it, after the last call.
    let text = "[Auction \"W\"]\n1NT Pass *\n";
    let r = page(text, None);
    let r = r.report();
    assert_eq!(r.verdict, "incomplete");
    assert_eq!(r.offers[0].apply(text), "[Auction \"W\"]\n1NT Pass Pass *\n");
    assert_eq!(page(&r.offers[0].apply(text), None).report().tables[0].row_count, 3);
    let e = page_error("[Auction \"N\"] 1C * P", None);
    assert!(e.message.english().contains("'*'"), "{}", e.message);
    // The first call of an empty section goes on its own line.
    assert_eq!(page("[Auction \"S\"]", None).report().offers[1].apply("[Auction \"S\"]"), "[Auction \"S\"]\n1C");

    // A bad dealer in the tag, calls before the tag, and broken tags are input errors.
    let e = page_error("[Auction \"X\"] 1C", None);
    assert_eq!(e.span, Some((9, 12)));
    let e = page_error("1C [Auction \"N\"] P", None);
    assert_eq!(e.span, Some((0, 2)));
    assert!(page_error("[Auction \"N\"] [Auction \"E\"]", None).message.english().contains("second"));
    assert!(page_error("[Auction N] 1C", None).message.english().contains("PBN tag"));
    assert!(page_error("[Auction \"N\"\n1C", None).message.english().contains("never closed"));
    // Without an [Auction] tag a [Dealer] tag names the dealer.
    assert_eq!(page("[Dealer \"S\"] 1C P P P", None).report().headline, "1♣ by South");
}

/// The reason quotes the call the auction stands on, as a player would say it (found by
/// mutation: emptying `LastCall::describe` or `Breach::rule` passed every test).
#[test]
fn reasons_quote_the_last_call_and_the_rule() {
    // North 1♣, East pass, South 1NT, West pass, North 3NT: North made the last bid, South
    // named notrump first.
    let r = page("1C P 1NT P 3NT P P P", None).report().clone();
    assert_eq!(
        r.reason,
        "Three passes followed 3NT by North, so the auction is over: the contract is 3NT, declared by South."
    );
    let r = page("1C X", None).report().clone();
    assert_eq!(
        r.reason,
        "Legal so far but not over: the last call was East's double of 1♣, and three passes in a row would end the auction. South to call."
    );
    let r = page("1C X XX P", None).report().clone();
    assert!(r.reason.english().contains("1 pass in a row after South's redouble of 1♣"), "{}", r.reason);
    // The rule named in the explanation is the one the reason states, for each kind of breach.
    for illegal in ["1D 1C", "1C P X", "1C X P XX", "1C P P P P", "X"] {
        let r = page(illegal, None).report().clone();
        let explanation = r.explanation_english();
        let line =
            explanation.iter().find(|l| l.starts_with("The rule it breaks: ")).unwrap_or_else(|| panic!("{illegal}"));
        let rule = line["The rule it breaks: ".len()..].split(": Law").next().unwrap();
        assert!(rule.len() > 20 && r.reason.english().contains(rule), "{illegal}: rule {rule:?} not in {:?}", r.reason);
    }
}

/// The auction's modules import one way, leaves first, as its module comment lists them: none
/// names a module listed after it, so the laws and the evaluation know nothing of the report,
/// and no two modules import each other.
#[test]
fn the_modules_import_one_way() {
    let order = [
        "calls",
        "laws",
        "record",
        "reading",
        "lin",
        "handviewer",
        "evaluation",
        "setup",
        "wording",
        "diagram",
        "line",
        "export",
        "explain",
        "judge",
    ];
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    for (rank, module) in order.iter().enumerate() {
        let source = std::fs::read_to_string(format!("{folder}/{module}.rs")).unwrap();
        let code = source.lines().filter(|line| !line.trim_start().starts_with("//"));
        for line in code {
            for (at, _) in line.match_indices("super::") {
                let named: String =
                    line[at + "super::".len()..].chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect();
                // `use super::*` in a module's own tests names no module; anything else that names
                // no module (`super::{…}`, `super::Auction`) reaches into mod.rs, the façade.
                if named.is_empty() {
                    assert!(line[at..].starts_with("super::*"), "{module}.rs reaches into mod.rs: {line}");
                    continue;
                }
                let place =
                    order.iter().position(|m| *m == named).unwrap_or_else(|| panic!("{module}.rs names {named}"));
                assert!(place < rank, "{module}.rs names {named}, which is listed after it: {line}");
            }
        }
    }
}
