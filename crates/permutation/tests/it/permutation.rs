//! The permutation game's three solvers checked against each other: the exhaustive search
//! (no insight) against the interval DP and the O(n) class tables on every permutation up to
//! n = 8 and random ones; the DP against the tables on long random rows; the shipped tables
//! against their derivation; the optimal-play line replayed move by move; every table cell
//! re-derived by the exhaustive search (arm classes by how the arm plays); input errors.

use crate::common::for_each_permutation;
use crate::common::for_each_row_position;
use verdict_permutation as permutation;

use crate::common::judge;
use proptest::prelude::*;
use verdict_model::game::analyze;
use verdict_model::line::TableMark;
use verdict_model::Settings;
use verdict_permutation::play::{Move, Position, RowArms};
use verdict_permutation::{automaton, classes, derive, dp, exhaustive, parse, winner, Permutation, Player, Side};
use verdict_testkit::positions::judge_errors_point;

/// Heavy property tests shrink in debug builds; CI runs `cargo test --release`.
const RELEASE: bool = !cfg!(debug_assertions);

fn permutation(values: &[u32]) -> Permutation {
    Permutation::new(values.to_vec()).unwrap_or_else(|| panic!("{values:?} is not a permutation"))
}

fn text_of(values: &[u32]) -> String {
    values.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

/// The winner by the class tables, the DP, and (when short enough) the exhaustive search;
/// panics when they disagree.
fn agreed_winner(values: &[u32]) -> Player {
    let fast = winner(values);
    assert_eq!(dp::winner(values), fast, "DP vs tables on {values:?}");
    if let Some(truth) = exhaustive::winner(values) {
        assert_eq!(truth, fast, "exhaustive vs tables on {values:?}");
    }
    fast
}

// ---------------------------------------------------------------------------------------------
// Public vectors.

#[test]
fn public_vectors() {
    for (input, expected) in verdict_testkit::vectors::read_vectors(include_str!("../data/vectors.tsv"), 9) {
        let values: Vec<u32> = input.split_whitespace().map(|v| v.parse().unwrap()).collect();
        if Permutation::new(values.clone()).is_none() {
            // `5 1 4 2` is the origin write-up's example, not a permutation of 1..4. docs/RULES.md (which wins)
            // makes it an input error; its verdict holds for the same row in relative order.
            let e = analyze(permutation::GAME, input, &Settings::default()).unwrap_err();
            assert!(e.message.english().contains("is missing"), "{input}: {}", e.message);
            let mut ranks: Vec<u32> = values.clone();
            ranks.sort_unstable();
            let relative: Vec<u32> = values.iter().map(|v| ranks.binary_search(v).unwrap() as u32 + 1).collect();
            assert_eq!(agreed_winner(&relative).name(), expected, "{input} as {relative:?}");
            continue;
        }
        let analysis = analyze(permutation::GAME, input, &Settings::default()).unwrap();
        assert_eq!(analysis.report().verdict, expected, "{input}");
        assert_eq!(analysis.report().headline, format!("{expected} wins"));
        assert_eq!(agreed_winner(&values).name(), expected, "{input}");
        let judged = judge(&format!("1\n{}\n{input}\n", values.len()), false).unwrap();
        assert_eq!(judged[0].answer, expected, "{input} through the judge");
    }
}

// ---------------------------------------------------------------------------------------------
// Every small permutation.

#[test]
fn every_position_lists_exactly_its_legal_moves() {
    // Every position, reachable or not: both prefixes of every length and some numbers outside.
    for n in 1..=7 {
        for_each_permutation(n, |values| {
            let p = permutation(values);
            let play = RowArms::new(&p);
            let one = p.one();
            let (left_len, right_len) = (p.arm_len(Side::Left), p.arm_len(Side::Right));
            for left in 0..=left_len {
                for right in 0..=right_len {
                    for outside in 0..=2 {
                        let position = Position { left, right, outside };
                        // The segment holding 1 is all that is present that counts: outside
                        // numbers are cut off from it, so they are no arm number's neighbour.
                        let removed: Vec<bool> = (0..n).map(|i| i + left < one || i > one + right).collect();
                        let mut expected = Vec::new();
                        if left == 0 && right == 0 {
                            expected.push(Move::RemoveOne);
                        }
                        for (side, prefix, len) in [(Side::Left, left, left_len), (Side::Right, right, right_len)] {
                            for t in 0..len {
                                let by_row = removable(values, &removed, p.index(side, t));
                                assert_eq!(
                                    play.removable(side, prefix, t),
                                    by_row,
                                    "{values:?} {position:?} {side:?} {t}"
                                );
                                if by_row {
                                    expected.push(Move::Arm { side, t });
                                }
                            }
                        }
                        if outside > 0 {
                            expected.push(Move::Outside);
                        }
                        let listed: Vec<Move> = play.legal_moves(&position).collect();
                        assert_eq!(listed, expected, "{values:?} {position:?}");
                    }
                }
            }
        });
    }
}

/// Every cell of the DP (segment, parity) equals the table entry for the classes of its arms.
fn check_dp_grid_against_tables(values: &[u32]) {
    let p = permutation(values);
    let play = RowArms::new(&p);
    let one = p.one();
    for (i, row) in dp::grid(values).iter().enumerate() {
        for (jj, &cell) in row.iter().enumerate() {
            for parity in 0..2 {
                let position = Position { left: one - i, right: jj, outside: parity };
                assert_eq!(cell >> parity & 1 == 1, play.mover_wins(&position), "{values:?} cell {position:?}");
            }
        }
    }
}

#[test]
fn all_solvers_agree_on_every_permutation_up_to_8() {
    let mut total = 0;
    let mut alice = 0;
    for n in 1..=8 {
        for_each_permutation(n, |values| {
            let search = exhaustive::Search::new(values).unwrap();
            let truth = search.winner();
            assert_eq!(winner(values), truth, "tables on {values:?}");
            assert_eq!(dp::winner(values), truth, "DP on {values:?}");
            // The winning first moves read off the tables are exactly the exhaustive ones.
            let p = permutation(values);
            let play = RowArms::new(&p);
            let start = play.start();
            for mv in play.legal_moves(&start) {
                let k = match mv {
                    Move::Arm { side, t } => p.index(side, t),
                    _ => p.one(),
                };
                let by_search = k == p.one() || !search.mover_wins(1 << k);
                assert_eq!(play.wins_by(&start, mv), by_search, "{values:?} first move at {k}");
            }
            assert_eq!(play.legal_moves(&start).count(), search.moves(0).count(), "{values:?}");
            if n <= 6 {
                check_dp_grid_against_tables(values);
            }
            total += 1;
            alice += usize::from(truth == Player::Alice);
        });
    }
    assert_eq!(total, 1 + 2 + 6 + 24 + 120 + 720 + 5040 + 40320);
    // Both outcomes are common, so the comparison is not vacuous.
    assert!(alice > total / 5 && alice < total * 4 / 5, "{alice} of {total}");
}

// ---------------------------------------------------------------------------------------------
// Random rows, in families that stress the arms' shapes.

/// A small deterministic generator (SplitMix64), so that a proptest case is one seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[derive(Clone, Copy, Debug)]
enum Family {
    /// A uniformly random permutation.
    Shuffle,
    /// Both arms alternate up and down from 1.
    Zigzag,
    /// Both arms rise away from 1 (1 at the bottom of a valley), with a few dents.
    Valley,
    /// Arms of random runs up and down.
    Runs,
}

/// A permutation of 1..=n in `family`: arms are drawn as up/down patterns, realized as random
/// heights, and ranked (1 gets the lowest height).
fn sample(family: Family, n: usize, seed: u64) -> Vec<u32> {
    let mut rng = Rng(seed);
    if let Family::Shuffle = family {
        let mut values: Vec<u32> = (1..=n as u32).collect();
        for i in (1..n).rev() {
            values.swap(i, rng.below(i + 1));
        }
        return values;
    }
    let one = rng.below(n);
    let mut heights = vec![0i64; n];
    heights[one] = i64::MIN;
    for (side, len) in [(-1i64, one), (1, n - one - 1)] {
        let mut height = 0i64;
        let mut up = true;
        let mut run_left = 0;
        for t in 0..len {
            let step_up = match family {
                Family::Zigzag => t % 2 == 0,
                Family::Valley => t == 0 || rng.below(8) != 0,
                Family::Runs => {
                    if run_left == 0 {
                        up = !up;
                        run_left = 1 + rng.below(4);
                    }
                    run_left -= 1;
                    t == 0 || up
                }
                Family::Shuffle => unreachable!(),
            };
            let size = 1 + rng.below(1000) as i64;
            height += if step_up { size } else { -size };
            let index = (one as i64 + side * (t as i64 + 1)) as usize;
            heights[index] = height;
        }
    }
    // Rank by height; ties broken by index keep it a permutation, and 1 (height MIN) ranks first.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (heights[i], i));
    let mut values = vec![0u32; n];
    for (rank, &i) in order.iter().enumerate() {
        values[i] = rank as u32 + 1;
    }
    // A tie between a first arm number and its predecessor would break "the first step goes
    // up" only for 1, whose height is below every other.
    values
}

fn family() -> impl Strategy<Value = Family> {
    prop_oneof![Just(Family::Shuffle), Just(Family::Zigzag), Just(Family::Valley), Just(Family::Runs)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 300 } else { 60 }))]

    #[test]
    fn exhaustive_agrees_on_random_rows_up_to_16(family in family(), n in 1usize..=16, seed in any::<u64>()) {
        let values = sample(family, n, seed);
        let truth = exhaustive::winner(&values).unwrap();
        prop_assert_eq!(winner(&values), truth, "{:?}", values);
        prop_assert_eq!(dp::winner(&values), truth, "{:?}", values);
    }

    #[test]
    fn optimal_play_is_legal_and_ends_with_the_winner_removing_1(family in family(), n in 1usize..=16, seed in any::<u64>()) {
        check_optimal_play(&sample(family, n, seed), Judge::Exhaustive);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 60 } else { 12 }))]

    #[test]
    fn dp_agrees_with_the_tables_up_to_3000(family in family(), n in 1usize..=if RELEASE { 3000 } else { 300 }, seed in any::<u64>()) {
        let values = sample(family, n, seed);
        prop_assert_eq!(dp::winner(&values), winner(&values), "{:?}", family);
    }

    #[test]
    fn dp_grid_agrees_with_the_tables_cell_by_cell(family in family(), n in 1usize..=60, seed in any::<u64>()) {
        check_dp_grid_against_tables(&sample(family, n, seed));
    }

    #[test]
    fn optimal_play_on_longer_rows_checked_by_the_dp(family in family(), n in 17usize..=if RELEASE { 300 } else { 80 }, seed in any::<u64>()) {
        check_optimal_play(&sample(family, n, seed), Judge::Dp);
    }
}

// ---------------------------------------------------------------------------------------------
// The optimal-play line, replayed on the row itself.

#[derive(Clone, Copy, PartialEq, Eq)]
enum Judge {
    Exhaustive,
    Dp,
}

/// The rule of docs/RULES.md, written here: position `k` can be removed when it is still there and larger
/// than each neighbour still there.
fn removable(values: &[u32], removed: &[bool], k: usize) -> bool {
    let present = |i: usize| i < values.len() && !removed[i];
    present(k)
        && (k == 0 || !present(k - 1) || values[k] > values[k - 1])
        && (!present(k + 1) || values[k] > values[k + 1])
}

/// How many moves are legal with the positions in `removed` gone.
fn legal_count(values: &[u32], removed: &[bool]) -> usize {
    (0..values.len()).filter(|&k| removable(values, removed, k)).count()
}

/// Replays the "Optimal play" table on the row: every removal is legal, outside moves have an
/// outside number to take, the segment and outside count shown are right, players alternate,
/// the predicted winner only ever leaves lost positions (checked by `judge`, not the tables)
/// and ends the game by removing 1.
fn check_optimal_play(values: &[u32], judge_by: Judge) {
    let n = values.len();
    let text = text_of(values);
    let analysis = analyze(permutation::GAME, &text, &Settings::default()).unwrap();
    let report = analysis.report();
    let play = report.tables.iter().position(|t| t.title == "Optimal play").unwrap();
    let rows = analysis.rows(play, 0, usize::MAX);
    let one = values.iter().position(|&v| v == 1).unwrap();
    let search = (judge_by == Judge::Exhaustive).then(|| exhaustive::Search::new(values).unwrap());
    let grid = (judge_by == Judge::Dp).then(|| dp::grid(values));
    let mut removed = vec![false; n];
    let predicted = report.verdict.as_str();
    assert!(!rows.is_empty() && rows.len() <= n, "{text}: {} moves", rows.len());

    // The player to move in the current position wins (by the independent judge).
    let mover_wins = |removed: &[bool]| -> bool {
        let (lo, hi) = segment(removed, one);
        match (&search, &grid) {
            (Some(search), _) => {
                let mask = removed.iter().enumerate().fold(0u32, |m, (i, &r)| m | (u32::from(r) << i));
                search.mover_wins(mask)
            }
            (_, Some(grid)) => {
                let outside = (0..n).filter(|&i| !removed[i] && (i < lo || i > hi)).count();
                grid[lo][hi - one] >> (outside % 2) & 1 == 1
            }
            _ => unreachable!(),
        }
    };
    for (turn, row) in rows.iter().enumerate() {
        let player = if turn % 2 == 0 { "Alice" } else { "Bob" };
        assert_eq!(row[0], (turn + 1).to_string());
        assert_eq!(row[1], player, "{text} turn {turn}");
        let wins_before = mover_wins(&removed);
        assert_eq!(wins_before, player == predicted, "{text} turn {turn}: the predicted winner moves in won positions");
        // Every move names the number it removes, outside ones too.
        let value: u32 = row[2].english().parse().unwrap_or_else(|_| panic!("{text} turn {turn}: removes {}", row[2]));
        let k = values.iter().position(|&v| v == value).unwrap();
        assert!(removable(values, &removed, k), "{text} turn {turn}: {} cannot be removed", values[k]);
        removed[k] = true;
        if k == one {
            assert_eq!(turn + 1, rows.len(), "{text}: the game goes on after 1 is removed");
            assert_eq!(player, predicted, "{text}: the wrong player removes 1");
            assert_eq!(row[3], "—");
            return;
        }
        if player == predicted {
            assert!(!mover_wins(&removed), "{text} turn {turn}: the winner's move {} leaves a won position", row[2]);
        }
        let (lo, hi) = segment(&removed, one);
        assert_eq!(row[3], format!("{}–{}", lo + 1, hi + 1), "{text} turn {turn}: segment");
        let outside = (0..n).filter(|&i| !removed[i] && (i < lo || i > hi)).count();
        assert!(
            row[4].english().starts_with(&format!("{outside} (")),
            "{text} turn {turn}: outside {} vs {outside}",
            row[4]
        );
    }
    panic!("{text}: the line ends without removing 1");
}

/// The positions still attached to 1: from it outward until a removed position.
fn segment(removed: &[bool], one: usize) -> (usize, usize) {
    let mut lo = one;
    while lo > 0 && !removed[lo - 1] {
        lo -= 1;
    }
    let mut hi = one;
    while hi + 1 < removed.len() && !removed[hi + 1] {
        hi += 1;
    }
    (lo, hi)
}

#[test]
fn optimal_play_on_the_examples() {
    for values in [
        &[3, 6, 5, 1, 4, 2][..],
        &[1],
        &[2, 1],
        &[1, 2],
        &[2, 3, 1],
        &[4, 3, 2, 1],
        &[1, 3, 2, 4],
        &[2, 4, 1, 3],
        &[7, 2, 9, 4, 1, 8, 3, 6, 5, 10],
    ] {
        check_optimal_play(values, Judge::Exhaustive);
    }
    // The seed's story: after Alice's 6, Bob's reply is 4, not 3.
    let analysis = analyze(permutation::GAME, "3 6 5 1 4 2", &Settings::default()).unwrap();
    let rows = analysis.rows(1, 0, 2);
    assert_eq!((rows[0][2].english().as_str(), rows[1][2].english().as_str()), ("6", "4"));
}

// ---------------------------------------------------------------------------------------------
// The derivation and the shipped tables.

#[test]
fn shipped_tables_are_the_derivation() {
    let derived = derive::derive().unwrap_or_else(|e| panic!("the derivation fails: {e}"));
    let source = derive::render_source(&derived);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/classes.rs");
    if std::env::var_os("VERDICT_REGENERATE").is_some() {
        std::fs::write(path, &source).unwrap();
        eprintln!("wrote {path}");
        return;
    }
    assert_eq!(
        source,
        include_str!("../../src/classes.rs"),
        "classes.rs is not what the derivation writes: regenerate it (see the module doc)"
    );
    // The figures docs/RULES.md quotes, re-derived: 7 classes, 29 reachable option sets, 29 x 29 x 2
    // induction triples. The automaton has 63 states counting the empty arm's start state,
    // 62 for arms of one number or more (the figure of docs/RULES.md).
    assert_eq!(derived.class_count, 7);
    assert_eq!(derived.option_sets.len(), 29);
    assert_eq!(derived.triples_checked, 1682);
    assert_eq!(derived.states.len(), 63);
    assert_eq!(
        derived.states.iter().filter(|s| s.odd_length || s.last_up || s.peaks_even | s.peaks_odd != 0).count(),
        62
    );
    // The shipped constants are the derived ones.
    assert_eq!(classes::CLASS_COUNT, derived.class_count);
    assert_eq!(classes::STATES.to_vec(), derived.states);
    assert_eq!(classes::NEXT.to_vec(), derived.next);
    for c in 0..classes::CLASS_COUNT {
        assert_eq!(classes::WINS[c][..], derived.wins[c][..classes::CLASS_COUNT]);
    }
}

#[test]
fn derivation_is_stable_and_its_tables_are_consistent() {
    let base = derive::derive().unwrap();
    // Searching longer arms changes nothing but the count of arms searched.
    let longer = derive::derive_with(derive::SEARCH_ARM_LEN + 1).unwrap();
    assert_eq!(Derived::from(&longer), Derived::from(&base));
    // Too short a search cannot see every option set, and the derivation says so.
    let short = derive::derive_with(5).unwrap_err();
    assert!(short.contains("never seen"), "{short}");
    // The game is symmetric in its arms, and classes differ in some entry.
    let w = &classes::WINS;
    for a in 0..classes::CLASS_COUNT {
        for (b, row) in w.iter().enumerate() {
            assert_eq!(w[a][b], row[a], "classes {a}, {b}");
        }
        for (b, row) in w.iter().enumerate().take(a) {
            assert_ne!(&w[a], row, "classes {a} and {b} have the same row");
        }
    }
    // Every transition stays inside the table; every state's class matches its option set.
    for (state, next) in classes::NEXT.iter().enumerate() {
        assert!(next.iter().all(|&s| usize::from(s) < classes::STATE_COUNT), "state {state}");
        let set = classes::STATES[state].options();
        let class = classes::OPTION_SETS.iter().find(|&&(s, _)| s == set).map(|&(_, c)| c);
        assert_eq!(class, Some(classes::STATES[state].current), "state {state}");
    }
    // Class 0 is the empty arm, and only it has no moves.
    assert_eq!(automaton::class_of(automaton::START), 0);
    assert_eq!(classes::OPTION_SETS.iter().filter(|&&(s, _)| s == 0).count(), 1);
}

/// The induction check is not vacuous: flipping any single entry of the table (and its mirror)
/// makes it fail.
#[test]
fn induction_check_catches_every_wrong_table_entry() {
    let derived = derive::derive().unwrap();
    assert_eq!(derive::check_induction(&derived.wins, &derived.option_sets), Ok(1682));
    let mut flips = 0;
    for a in 0..derived.class_count {
        for b in a..derived.class_count {
            for p in 0..2 {
                let mut wins = derived.wins.clone();
                wins[a][b][p] = !wins[a][b][p];
                wins[b][a][p] = wins[a][b][p];
                assert!(derive::check_induction(&wins, &derived.option_sets).is_err(), "entry {a}, {b}, {p}");
                flips += 1;
            }
        }
    }
    assert_eq!(flips, 7 * 8);
}

/// A derivation without the count of arms searched.
#[derive(Debug, PartialEq)]
struct Derived {
    class_count: usize,
    examples: Vec<Option<String>>,
    wins: Vec<[[bool; 2]; 8]>,
    option_sets: Vec<(u16, u8)>,
    next: Vec<[u8; 2]>,
    triples: usize,
}

impl From<&derive::Derivation> for Derived {
    fn from(d: &derive::Derivation) -> Derived {
        Derived {
            class_count: d.class_count,
            examples: d.class_examples.clone(),
            wins: d.wins.clone(),
            option_sets: d.option_sets.clone(),
            next: d.next.clone(),
            triples: d.triples_checked,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Reports, input errors and the judge format.

#[test]
fn report_names_arms_classes_and_first_moves() {
    let analysis = analyze(permutation::GAME, "3, 6, 5, 1, 4, 2", &Settings::default()).unwrap();
    let r = analysis.report();
    assert_eq!((r.game, r.verdict.as_str(), r.headline.english().as_str()), ("permutation", "Bob", "Bob wins"));
    assert_eq!(r.input_summary, "6 numbers");
    let one = analyze(permutation::GAME, "1", &Settings::default()).unwrap();
    assert_eq!(one.report().input_summary, "1 number");
    assert!(!r.reason.english().contains('\n'));
    assert!(r.reason.english().contains("Each of Alice's 2 first moves (6 and 4)"), "{}", r.reason);
    // The student's layer speaks of arms, spare moves, who opens the way to 1 and the classes
    // worked by hand, not of the automaton; the expert's layer names its states.
    let student = r.explanation_english().join("\n");
    for needle in ["left arm is 5 6 3", "right arm is 4 2", "spare moves", "Alice is the one who has to", "6 or 4"] {
        assert!(student.contains(needle), "missing {needle:?} in:\n{student}");
    }
    for jargon in ["state s", "automaton"] {
        assert!(
            !student.contains(jargon) && !r.reason.english().contains(jargon),
            "{jargon:?} in the student's layer:\n{student}"
        );
    }
    // The arms' classes as the search decides them (how each arm plays), not copied from output.
    let examples = class_signatures();
    let (left_class, right_class) = (class_by_search(&[5, 6, 3], &examples), class_by_search(&[4, 2], &examples));
    let expert = r.expert_english().join("\n");
    for needle in [
        "The left arm's steps are ↑↑↓: the scan ends in state s".to_string(),
        format!("so the arm is class {left_class} "),
        format!("so the arm is class {right_class} "),
        format!("classes {left_class} · {right_class} with even outside parity is a loss"),
        "Every one of Alice's 2 first moves loses".to_string(),
        "1682".to_string(),
    ] {
        assert!(expert.contains(&needle), "missing {needle:?} in:\n{expert}");
    }
    let titles: Vec<String> = r.tables.iter().map(|t| t.title.english()).collect();
    assert_eq!(
        titles,
        [
            "Arm scan",
            "Optimal play",
            "DP grid",
            "Arm classes",
            "Who wins, by class",
            "Classifying the arms by hand",
            "Strategy"
        ]
    );
    let scan = &r.tables[0];
    assert_eq!(scan.row_count, 5);
    assert_eq!(scan.preview[0][..5], ["left", "1", "3", "5", "up"].map(String::from));
    assert_eq!(scan.preview[2][7], left_class.to_string(), "the whole left arm's class");
    assert_eq!(scan.preview[4][..5], ["right", "2", "6", "2", "down"].map(String::from));
    let grid = &r.tables[2];
    assert_eq!((grid.row_count, grid.columns.len()), (4, 4));
    assert!(grid.preview[0][3].english().starts_with('*'), "the start cell is marked: {:?}", grid.preview[0]);
    assert!(grid.preview[0][3].english().contains("L/"), "Alice, to move at the start, loses");

    let alice = analyze(permutation::GAME, "2 4 1 3", &Settings::default()).unwrap();
    let text = alice.report().expert_english().join("\n");
    assert!(text.contains("Alice's winning first move (1 of her 2 legal moves): 3 "), "{text}");
    assert!(alice.report().reason.english().starts_with("Alice wins by removing"), "{}", alice.report().reason);
    assert!(alice.report().tables_note.is_empty());
    // No grid past 40 numbers, and the report says so and why.
    let long: Vec<u32> = (1..=41).collect();
    let analysis = analyze(permutation::GAME, &text_of(&long), &Settings::default()).unwrap();
    let titles: Vec<String> = analysis.report().tables.iter().map(|t| t.title.english()).collect();
    assert_eq!(
        titles,
        ["Arm scan", "Optimal play", "Arm classes", "Who wins, by class", "Classifying the arms by hand"]
    );
    let thousands: Vec<u32> = (1..=1234).collect();
    let big = analyze(permutation::GAME, &text_of(&thousands), &Settings::default()).unwrap();
    assert_eq!(big.report().input_summary, "1,234 numbers");
    let note = &analysis.report().tables_note;
    assert!(
        note.contains("up to 40 numbers") && note.contains("this row has 41") && note.contains("41 = 41 cells"),
        "{note}"
    );
    // With 1 in the middle: 21 left ends (positions 1–21) by 21 right ends (21–41).
    let middle: Vec<u32> = (2..=21).chain([1]).chain(22..=41).collect();
    let analysis = analyze(permutation::GAME, &text_of(&middle), &Settings::default()).unwrap();
    let note = &analysis.report().tables_note;
    assert!(note.contains("would have 21 × 21 = 441 cells"), "{note}");
}

/// Long arms are listed by their first 12 numbers (or steps, or moves), then how many there
/// are in all; short ones in full.
#[test]
fn long_lists_say_how_many_there_are_in_all() {
    // 1 first, then 2..=21 rising: one right arm of 20 numbers, all steps up.
    let rising: Vec<u32> = (1..=21).collect();
    let analysis = analyze(permutation::GAME, &text_of(&rising), &Settings::default()).unwrap();
    let student = analysis.report().explanation_english().join("\n");
    let first_twelve = text_of(&rising[1..13]);
    assert!(student.contains(&format!("right arm is {first_twelve} … (20 in all)")), "{student}");
    let expert = analysis.report().expert_english().join("\n");
    assert!(expert.contains(&format!("steps are {}… (20 in all)", "↑".repeat(12))), "{expert}");
    // Exactly 12 are listed whole.
    let twelve: Vec<u32> = (1..=13).collect();
    let analysis = analyze(permutation::GAME, &text_of(&twelve), &Settings::default()).unwrap();
    let student = analysis.report().explanation_english().join("\n");
    assert!(student.contains(&format!("right arm is {}:", text_of(&twelve[1..]))), "{student}");
}

/// Alice's first moves by number: the legal ones (by the rule, counted here) and the winning
/// ones (those after which the search, or above its size the DP, says Bob loses).
fn first_moves(values: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).unwrap();
    let legal: Vec<usize> = (0..n).filter(|&k| removable(values, &vec![false; n], k)).collect();
    let search = exhaustive::Search::new(values).filter(|_| n <= 14);
    let grid = search.is_none().then(|| dp::grid(values));
    let bob_loses_after = |k: usize| -> bool {
        match (&search, &grid) {
            (Some(search), _) => !search.mover_wins(1 << k),
            (_, Some(grid)) => {
                let (lo, hi) = if k < one { (k + 1, n - 1) } else { (0, k - 1) };
                let outside = if k < one { k } else { n - 1 - k };
                grid[lo][hi - one] >> (outside % 2) & 1 == 0
            }
            _ => unreachable!(),
        }
    };
    let winning = legal.iter().copied().filter(|&k| k == one || bob_loses_after(k)).map(|k| values[k]).collect();
    (legal.into_iter().map(|k| values[k]).collect(), winning)
}

/// Reads a list the report writes: `6`, `6 or 4`, `6, 4 or 2`, or the first 12 then
/// `, … (30 in all)`. Returns the numbers and the total; every item must be a number.
fn read_list(text: &str, word: &str) -> (Vec<u32>, usize) {
    let number = |item: &str| item.parse::<u32>().unwrap_or_else(|_| panic!("{item:?} in the list {text:?}"));
    if let Some((head, tail)) = text.split_once(", … (") {
        let total = tail.strip_suffix(" in all)").unwrap().parse().unwrap();
        let items: Vec<u32> = head.split(", ").map(number).collect();
        assert!(items.len() == 12 && total > 12, "{text:?}");
        return (items, total);
    }
    let items: Vec<u32> = match text.rsplit_once(&format!(" {word} ")) {
        Some((init, last)) => init.split(", ").chain([last]).map(number).collect(),
        None => vec![number(text)],
    };
    let total = items.len();
    (items, total)
}

/// The reason names exactly the first moves the search finds: Alice's winning ones when she
/// wins, else all her legal ones (each of which loses).
fn check_reason_moves(values: &[u32]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let reason = &analysis.report().reason.english();
    let (legal, winning) = first_moves(values);
    let (listed, total, expected) = if let Some(rest) = reason.strip_prefix("Alice wins by removing ") {
        // "after it" for one move, "after any of them" for several (issue 33).
        let list = rest
            .strip_suffix(" first: after it, every answer of Bob's loses.")
            .or_else(|| rest.strip_suffix(" first: after any of them, every answer of Bob's loses."))
            .unwrap_or_else(|| panic!("{values:?}: {reason}"));
        let several = reason.contains("after any of them");
        assert_eq!(several, winning.len() > 1, "{values:?}: {reason}");
        let (listed, total) = read_list(list, "or");
        (listed, total, winning.clone())
    } else if let Some(rest) = reason.strip_prefix("Alice's only first move, ") {
        assert!(winning.is_empty(), "{values:?}: {reason}");
        let (listed, total) =
            read_list(rest.strip_suffix(", leaves Bob a winning answer, so Bob wins.").unwrap(), "or");
        (listed, total, legal.clone())
    } else {
        assert!(winning.is_empty(), "{values:?}: {reason}");
        let rest = reason
            .strip_prefix(&format!("Each of Alice's {} first moves (", legal.len()))
            .unwrap_or_else(|| panic!("{values:?}: {reason}"));
        let (listed, total) =
            read_list(rest.strip_suffix(") leaves Bob a winning answer, so Bob wins.").unwrap(), "and");
        (listed, total, legal.clone())
    };
    assert_eq!(total, expected.len(), "{values:?}: {reason}");
    assert!(listed.iter().all(|m| expected.contains(m)), "{values:?}: {reason} (expected {expected:?})");
    let mut distinct = listed.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), listed.len().min(expected.len()), "{values:?}: {reason}");

    // The two layers' sentences on the first moves, in the form their counts call for.
    let report = analysis.report();
    let has = |lines: &[String], start: &str| lines.iter().any(|l| l.starts_with(start));
    let (student, expert) = match (winning.len(), legal.len()) {
        (1, 1) => (
            "Alice's winning first move: ".to_string(),
            "Alice's winning first move (her only legal move): ".to_string(),
        ),
        (1, n) => (
            "Alice's winning first move: ".to_string(),
            format!("Alice's winning first move (1 of her {n} legal moves): "),
        ),
        (0, 1) => (
            format!("Alice has only one first move, {}, and it loses", legal[0]),
            "Alice's only first move loses: ".to_string(),
        ),
        (0, n) => ("Alice can start with ".to_string(), format!("Every one of Alice's {n} first moves loses: ")),
        // Every legal move wins: "both her legal moves", "all 3 of her legal moves" (issue 33).
        (2, 2) => (
            "Alice's winning first moves: ".to_string(),
            "Alice's winning first moves (both her legal moves): ".to_string(),
        ),
        (w, n) if w == n => (
            "Alice's winning first moves: ".to_string(),
            format!("Alice's winning first moves (all {n} of her legal moves): "),
        ),
        (w, n) => (
            "Alice's winning first moves: ".to_string(),
            format!("Alice's winning first moves ({w} of her {n} legal moves): "),
        ),
    };
    assert!(
        has(&report.explanation_english(), &student),
        "{values:?}: no {student:?} in {:#?}",
        report.explanation_english()
    );
    assert!(has(&report.expert_english(), &expert), "{values:?}: no {expert:?} in {:#?}", report.expert_english());
}

/// The student's sentence on who opens the way to 1: the player of the play's second-to-last
/// move, the number removed, and "the only move left" exactly when it was (counted here).
fn check_opener_sentence(values: &[u32]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let rows = table_rows(&analysis, "Optimal play");
    let Some(opening) = rows.len().checked_sub(1).filter(|&m| m >= 1) else { return };
    let n = values.len();
    let mut removed = vec![false; n];
    for row in &rows[..opening - 1] {
        let value: u32 = row[2].parse().unwrap();
        removed[values.iter().position(|&v| v == value).unwrap()] = true;
    }
    let legal = legal_count(values, &removed);
    let row = &rows[opening - 1];
    let other = if row[1] == "Alice" { "Bob" } else { "Alice" };
    let only = if legal == 1 { ", the only move left" } else { "" };
    let sentence = format!(
        "In the optimal play, {} is the one who has to: at move {opening} {} removes {}{only}, and {other} removes 1.",
        row[1], row[1], row[2]
    );
    let student = analysis.report().explanation_english().join("\n");
    assert!(student.contains(&sentence), "{values:?}: no {sentence:?} in\n{student}");
}

#[test]
fn reasons_name_the_first_moves_the_search_finds() {
    for n in 2..=7 {
        for_each_permutation(n, |values| {
            check_reason_moves(values);
            check_opener_sentence(values);
        });
    }
    // Long zigzag arms: more than 12 first moves, listed as the first 12 and how many in all.
    let mut long_lists = 0;
    for seed in 0..40 {
        let values = sample(Family::Zigzag, 60, seed);
        check_reason_moves(&values);
        check_opener_sentence(&values);
        let reason =
            analyze(permutation::GAME, &text_of(&values), &Settings::default()).unwrap().report().reason.english();
        long_lists += usize::from(reason.contains("in all)"));
    }
    assert!(long_lists > 5, "only {long_lists} long lists");
}

fn analyze_error(text: &str) -> verdict_model::InputError {
    analyze(permutation::GAME, text, &Settings::default()).err().unwrap_or_else(|| panic!("{text:?} should fail"))
}

#[test]
fn analyze_errors_point_at_the_token() {
    let e = analyze_error("3 1 2 3");
    assert!(e.message.english().contains("3 appears twice, as number 1 and number 4"), "{}", e.message);
    assert!(e.message.english().contains("4 is missing"), "{}", e.message);
    assert_eq!(e.span, Some((6, 7)));
    let e = analyze_error("5 1 4 2");
    assert!(e.message.english().contains("'5' is out of range"), "{}", e.message);
    assert!(e.message.english().contains("3 is missing"), "{}", e.message);
    assert_eq!((e.span, e.column), (Some((0, 1)), Some(1)));
    let e = analyze_error("1, 2,x");
    assert!(e.message.english().contains("'x' is not a number"), "{}", e.message);
    assert_eq!(e.span, Some((5, 6)));
    let e = analyze_error("2 0 1");
    assert!(e.message.english().contains("'0' is out of range"), "{}", e.message);
    let e = analyze_error("1 2\n-3");
    assert_eq!((e.line, e.column), (Some(2), Some(1)));
    for empty in ["", "  \n", ",,"] {
        let e = analyze_error(empty);
        assert!(e.message.english().contains("empty"), "{empty:?}: {}", e.message);
    }
    assert_eq!(parse("2,1").unwrap().values(), &[2, 1]);
    // Non-ASCII text takes the general tokenizer: the same splitting, the same positions.
    assert_eq!(parse("2\u{a0}3,1\u{2003}").unwrap().values(), &[2, 3, 1]);
    let e = analyze_error("1 ♣ 2");
    assert!(e.message.english().contains("'♣' is not a number"), "{}", e.message);
    assert_eq!((e.span, e.column), (Some((2, 5)), Some(3)));
    let e = analyze_error("1 2\u{a0}2");
    assert_eq!((e.span, e.column), (Some((5, 6)), Some(5)));
}

#[test]
fn judge_format_and_errors() {
    let got = judge("3\n6\n3 6 5 1 4 2\n4\n2 4 1 3\n1\n1\n", false).unwrap();
    let answers: Vec<&str> = got.iter().map(|j| j.answer.as_str()).collect();
    assert_eq!(answers, ["Bob", "Alice", "Alice"]);
    assert!(got.iter().all(|j| j.analysis.is_none()));
    let explained = judge("1\n2\n2 1\n", true).unwrap();
    assert_eq!(explained[0].analysis.as_ref().unwrap().report().verdict, "Bob");

    judge_errors_point(&permutation::PermutationGame, include_str!("../data/judge-errors.tsv"));
    // Zero cases is a valid, empty input.
    assert!(judge("0\n", false).unwrap().is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 2000 } else { 300 }))]

    #[test]
    fn arbitrary_text_never_panics(text in "[0-9 ,\\n\\-+x]{0,30}|\\PC{0,30}", start in 0usize..50, count in 0usize..50) {
        if let Ok(analysis) = analyze(permutation::GAME, &text, &Settings::default()) {
            for table in 0..4 {
                let _ = analysis.rows(table, start, count);
            }
        }
        let _ = judge(&text, true);
        let _ = judge(&format!("1\n{}\n{text}", text.split_whitespace().count()), true);
    }
}

/// Every table's window of a row of up to 2 500 numbers equals the same slice of the whole table
/// (windows past the play table's checkpoints, every 1 024 rows, are rebuilt from one). The
/// analysis is the expensive part: up to half a second for a row whose line is timed.
fn check_windows(family: Family, n: usize, start: usize, len: usize, seed: u64) -> Result<(), TestCaseError> {
    let values = sample(family, n, seed);
    let analysis = analyze(permutation::GAME, &text_of(&values), &Settings::default()).unwrap();
    prop_assert_eq!(verdict_testkit::tables::windows_agree_with_full_tables(&analysis, start, len), Ok(()));
    Ok(())
}

proptest! {
    // 200 rows in `make test` (7 s here); the 2 000 below (90 s of the suite's 140 s when it was one
    // binary) in `make test-long`, which CI runs too.
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 200 } else { 30 }))]

    #[test]
    fn windows_agree_with_the_full_table(family in family(), n in 1usize..=2500, start in 0usize..3000, len in 0usize..300, seed in any::<u64>()) {
        check_windows(family, n, start, len, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 2000 } else { 300 }))]

    #[test]
    #[ignore = "long: make test-long"]
    fn windows_agree_with_the_full_table_on_2000_rows(family in family(), n in 1usize..=2500, start in 0usize..3000, len in 0usize..300, seed in any::<u64>()) {
        check_windows(family, n, start, len, seed)?;
    }
}

#[test]
fn a_million_numbers_are_judged_with_tables_on_demand() {
    let n = if RELEASE { 1_000_000 } else { 100_000 };
    let values = sample(Family::Runs, n, 7);
    let text = text_of(&values);
    // (How long it takes is for `make bench` to print: a timed assertion here failed at 2.01 s
    // on a loaded machine, with nothing wrong.)
    let analysis = analyze(permutation::GAME, &text, &Settings::default()).unwrap();
    let report = analysis.report();
    assert_eq!(report.verdict, winner(&values).name());
    assert_eq!(report.tables[0].row_count, n - 1);
    let moves = report.tables[1].row_count;
    assert!(moves >= 1 && moves <= n);
    let last = analysis.rows(1, moves - 1, 10);
    assert_eq!(last.len(), 1);
    assert_eq!(
        (last[0][1].english().as_str(), last[0][2].english().as_str()),
        (report.verdict.as_str(), "1"),
        "the winner removes 1 last"
    );
    let tail = analysis.rows(0, n - 3, 10);
    assert_eq!(tail.len(), 2);
    let one = values.iter().position(|&v| v == 1).unwrap();
    let farthest = if one + 1 < n { values[n - 1] } else { values[0] };
    assert_eq!(tail[1][3], farthest.to_string(), "the last scan row is the right arm's last number");
}

/// Each step of the line highlights its move's row in the optimal-play table and the DP grid
/// cell of the segment it leaves: the cell's row label starts with the segment's left end, its
/// column header with the right end (read from the play table's "Segment" column), and no
/// cell once 1 is removed. Step 0 highlights the start, the whole row.
#[test]
fn steps_mark_their_play_row_and_the_grid_cell_of_their_segment() {
    let mut marked = 0;
    for n in 1..=7 {
        for_each_permutation(n, |values| {
            let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
            let report = analysis.report();
            let play = report.tables.iter().position(|t| t.title == "Optimal play").unwrap();
            let grid = report.tables.iter().position(|t| t.title == "DP grid").unwrap();
            assert_eq!(report.line.table, Some(play));
            let rows = analysis.rows(play, 0, usize::MAX);
            assert_eq!(report.line.steps, rows.len());
            let grid_head = &report.tables[grid];
            let start = analysis.step(0).unwrap();
            assert_eq!(start.marks, vec![TableMark { table: grid, row: 0, column: Some(grid_head.columns.len() - 1) }]);
            for (k, row) in rows.iter().enumerate() {
                let step = analysis.step(k + 1).unwrap();
                assert_eq!(step.marks[0], TableMark { table: play, row: k, column: None }, "{values:?} step {}", k + 1);
                let segment = &row[3].english();
                match step.marks.get(1) {
                    None => assert_eq!(segment, "—", "{values:?}: only removing 1 leaves no segment"),
                    Some(&TableMark { table, row: r, column: Some(c) }) => {
                        assert_eq!(table, grid);
                        let (left, right) = segment.split_once('–').expect("a segment a–b");
                        let label = &grid_head.preview[r][0];
                        assert!(
                            label.english().starts_with(&format!("{left} (")),
                            "{values:?}: row {label} for {segment}"
                        );
                        assert!(
                            grid_head.columns[c].english().starts_with(&format!("{right} (")),
                            "{values:?}: column {} for {segment}",
                            grid_head.columns[c]
                        );
                        marked += 1;
                    }
                    Some(other) => panic!("{values:?}: a whole row of the grid is marked: {other:?}"),
                }
            }
        });
    }
    assert!(marked > 1000, "{marked}");
}

// ---------------------------------------------------------------------------------------------
// Every cell of the permutation's tables, re-derived from the rules by the exhaustive search.
//
// An arm's class is, by its definition, how the arm plays: against any other arm and outside
// parity, the player to move wins exactly as with the class's first example. So the tests
// classify an arm by its *signature* (the search's verdict against every arm of up to
// `REFERENCE_ARM_LEN` numbers, with even and with odd outside) and never ask the automaton.

/// Reference arms up to this length tell the 7 classes apart (checked below).
const REFERENCE_ARM_LEN: usize = 3;

/// An arm given by its steps outward from 1 (`true` = up), as numbers around `base`: an up step
/// goes above every number so far, a down step below them all. The rules compare neighbours
/// only, so any numbers with these steps play alike.
fn realize(steps: &[bool], base: u32) -> Vec<u32> {
    let (mut low, mut high) = (base, base);
    steps
        .iter()
        .enumerate()
        .map(|(t, &up)| {
            assert!(t > 0 || up, "the first step out of 1 goes up");
            if t == 0 {
                base
            } else if up {
                high += 1;
                high
            } else {
                low -= 1;
                low
            }
        })
        .collect()
}

/// Every arm pattern of up to `max` numbers (the first step always goes up).
fn arm_patterns(max: usize) -> Vec<Vec<bool>> {
    let mut patterns = vec![Vec::new()];
    for len in 1..=max {
        for bits in 0..1u32 << (len - 1) {
            patterns.push((0..len).map(|t| t == 0 || bits >> (t - 1) & 1 == 1).collect());
        }
    }
    patterns
}

/// The search's verdict for the player to move with `left` and `right` attached to 1 (numbers
/// read outward) and `outside` spare numbers (one stands for any odd count: they cancel in
/// pairs, which the search proves rather than assumes when `outside` is 0 or 1 and the arms
/// are the same). An outside number is modelled as it arises in play: beyond a removed number.
fn search_wins(left: &[u32], right: &[u32], outside: usize) -> bool {
    let mut values = Vec::new();
    let mut removed = 0u32;
    for _ in 0..outside {
        values.push(900_000 + values.len() as u32);
        values.push(900_000 + values.len() as u32);
        removed |= 1 << (values.len() - 1);
    }
    values.extend(left.iter().rev());
    values.push(1);
    values.extend(right);
    exhaustive::Search::new(&values).expect("a short row").mover_wins(removed)
}

/// An arm's signature: the search's verdict against each reference arm, outside even and odd.
fn signature(arm: &[u32]) -> Vec<bool> {
    arm_patterns(REFERENCE_ARM_LEN)
        .iter()
        .flat_map(|pattern| {
            let reference = realize(pattern, 10_000);
            [0, 1].map(|outside| search_wins(arm, &reference, outside))
        })
        .collect()
}

/// The class of an arm, by its signature against the classes' first examples; panics when
/// the arm plays like none of them (the classes would be incomplete).
fn class_by_search(arm: &[u32], examples: &[Vec<bool>]) -> usize {
    let own = signature(arm);
    examples.iter().position(|s| *s == own).unwrap_or_else(|| panic!("arm {arm:?} plays like no class example"))
}

/// The classes' first examples' signatures, each checked distinct from the others (so a
/// signature names one class).
fn class_signatures() -> Vec<Vec<bool>> {
    let signatures: Vec<Vec<bool>> = classes::CLASS_EXAMPLES
        .iter()
        .map(|example| signature(&realize(&example.chars().map(|c| c == 'u').collect::<Vec<_>>(), 100)))
        .collect();
    for (a, sa) in signatures.iter().enumerate() {
        for (b, sb) in signatures.iter().enumerate().skip(a + 1) {
            assert_ne!(sa, sb, "classes {a} and {b} play alike against every reference arm");
        }
    }
    signatures
}

/// One arm read outward from 1: (0-based index in the row, number).
fn arm_of(values: &[u32], left: bool) -> Vec<(usize, u32)> {
    let one = values.iter().position(|&v| v == 1).unwrap();
    let indices: Vec<usize> = if left { (0..one).rev().collect() } else { (one + 1..values.len()).collect() };
    indices.into_iter().map(|i| (i, values[i])).collect()
}

/// `{0 even, 2 odd}` read back as a set of (class, odd).
fn option_set(text: &str) -> std::collections::BTreeSet<(usize, bool)> {
    let inner = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')).unwrap_or_else(|| panic!("{text}"));
    inner
        .split(", ")
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (class, parity) = pair.split_once(' ').unwrap_or_else(|| panic!("{text}"));
            (class.parse().unwrap(), parity == "odd")
        })
        .collect()
}

fn table_rows(analysis: &verdict_model::Analysis, title: &str) -> Vec<Vec<String>> {
    let index = analysis.report().tables.iter().position(|t| t.title == title).unwrap_or_else(|| panic!("no {title}"));
    analysis.rows(index, 0, usize::MAX).iter().map(|row| row.iter().map(|cell| cell.english()).collect()).collect()
}

/// The arm scan, cell by cell (the automaton's state name aside): each arm read outward from 1,
/// its steps, the moves of each prefix (a number whose step in goes up and step out goes down,
/// or the prefix's last; it leaves the shorter prefix and sends the rest outside) and the
/// prefix's class, both classes decided by the search.
fn check_arm_scan(values: &[u32], examples: &[Vec<bool>]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let rows = table_rows(&analysis, "Arm scan");
    let mut expected_rows = 0;
    for (left, name) in [(true, "left"), (false, "right")] {
        let arm = arm_of(values, left);
        let numbers: Vec<u32> = arm.iter().map(|&(_, v)| v).collect();
        let up = |t: usize| numbers[t] > if t == 0 { 1 } else { numbers[t - 1] };
        for (t, &(index, number)) in arm.iter().enumerate() {
            let row = &rows[expected_rows + t];
            let at = format!("{values:?} {name} arm, number {}", t + 1);
            assert_eq!(row[0], name, "{at}");
            assert_eq!(row[1], (t + 1).to_string(), "{at}");
            assert_eq!(row[2], (index + 1).to_string(), "{at}");
            assert_eq!(row[3], number.to_string(), "{at}");
            assert_eq!(row[4], if up(t) { "up" } else { "down" }, "{at}");
            let moves: std::collections::BTreeSet<(usize, bool)> = (0..=t)
                .filter(|&k| up(k) && (k == t || !up(k + 1)))
                .map(|k| (class_by_search(&numbers[..k], examples), (t - k) % 2 == 1))
                .collect();
            assert_eq!(option_set(&row[6]), moves, "{at}: moves leave {}", row[6]);
            assert_eq!(row[7], class_by_search(&numbers[..=t], examples).to_string(), "{at}: class");
        }
        expected_rows += arm.len();
    }
    assert_eq!(rows.len(), expected_rows, "{values:?}: one row per arm number");
}

/// The DP grid, cell by cell: row i, column j is the segment from position i to j (labels
/// `position (number)`), and each side of the `/` is the search's verdict on that segment alone
/// with even and with odd outside; the start, the whole row, is starred.
fn check_dp_grid_cells(values: &[u32]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let report = analysis.report();
    let grid = report.tables.iter().position(|t| t.title == "DP grid").expect("a DP grid for a short row");
    let rows = analysis.rows(grid, 0, usize::MAX);
    let columns = &report.tables[grid].columns;
    let one = values.iter().position(|&v| v == 1).unwrap();
    let n = values.len();
    assert_eq!(rows.len(), one + 1, "{values:?}: one row per left end");
    assert_eq!(columns.len(), 1 + n - one, "{values:?}: one column per right end");
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row[0], format!("{} ({})", i + 1, values[i]), "{values:?} row {i}");
        for j in one..n {
            assert_eq!(columns[1 + j - one], format!("{} ({})", j + 1, values[j]), "{values:?} column {j}");
            let left: Vec<u32> = values[i..one].iter().rev().copied().collect();
            let right = &values[one + 1..=j];
            let verdict = |outside| if search_wins(&left, right, outside) { 'W' } else { 'L' };
            let star = if i == 0 && j == n - 1 { "*" } else { "" };
            assert_eq!(row[1 + j - one], format!("{star}{}/{}", verdict(0), verdict(1)), "{values:?} segment {i}–{j}");
        }
    }
}

/// The optimal play's columns the replay in `check_optimal_play` leaves: the parity word of
/// the outside count, the two arms' classes (by the search) and the "Why" ("wins" for each move
/// of the predicted winner; for the loser's, "forced" exactly when one move was legal).
fn check_play_classes_and_why(values: &[u32], examples: &[Vec<bool>]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let winner = analysis.report().verdict.as_str().to_string();
    let rows = table_rows(&analysis, "Optimal play");
    let n = values.len();
    let one = values.iter().position(|&v| v == 1).unwrap();
    let mut removed = vec![false; n];
    for (turn, row) in rows.iter().enumerate() {
        let at = format!("{values:?} turn {}", turn + 1);
        let legal = legal_count(values, &removed);
        let value: u32 = row[2].parse().unwrap();
        removed[values.iter().position(|&v| v == value).unwrap()] = true;
        let why = &row[6];
        if row[1] == winner {
            assert!(why.starts_with("wins"), "{at}: the winner's move says {why:?}");
        } else if legal == 1 {
            assert!(why.starts_with("forced:"), "{at}: the loser's one legal move, but {why:?}");
        } else {
            assert!(!why.starts_with("wins") && !why.starts_with("forced"), "{at}: the loser's move says {why:?}");
        }
        let outside: usize = row[4].split(' ').next().unwrap().parse().unwrap();
        assert_eq!(row[4], format!("{outside} ({})", if outside.is_multiple_of(2) { "even" } else { "odd" }), "{at}");
        if removed[one] {
            assert_eq!(row[5], "—", "{at}");
            continue;
        }
        let (lo, hi) = segment(&removed, one);
        let left: Vec<u32> = values[lo..one].iter().rev().copied().collect();
        let right = &values[one + 1..=hi];
        let classes = format!("{} · {}", class_by_search(&left, examples), class_by_search(right, examples));
        assert_eq!(row[5], classes, "{at}: classes of {left:?} and {right:?}");
    }
}

/// The expert layer's sentence on each arm: its class is the search's, and the pattern it
/// names as the class's first example (`first seen as ↑↓`) is an arm of that class too.
fn check_expert_arm_lines(values: &[u32], examples: &[Vec<bool>]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let expert = &analysis.report().expert_english();
    for (left, name) in [(true, "left"), (false, "right")] {
        let arm: Vec<u32> = arm_of(values, left).into_iter().map(|(_, v)| v).collect();
        let class = class_by_search(&arm, examples);
        if arm.is_empty() {
            let line = format!("The {name} arm is empty: class {class}.");
            assert!(expert.contains(&line), "{values:?}: no {line:?} in {expert:#?}");
            continue;
        }
        let opening = format!("The {name} arm's steps are ");
        let line = expert.iter().find(|l| l.starts_with(&opening)).unwrap_or_else(|| panic!("{values:?}: {expert:#?}"));
        let tail = format!("so the arm is class {class} (");
        let (_, named) = line.split_once(&tail).unwrap_or_else(|| panic!("{values:?}: {line:?} lacks {tail:?}"));
        let named = named.strip_suffix(").").unwrap();
        let example: Vec<bool> = if named == "the empty arm" {
            Vec::new()
        } else {
            let arrows = named.strip_prefix("first seen as ").unwrap_or_else(|| panic!("{named:?}"));
            arrows.chars().map(|c| c == '↑').collect()
        };
        assert_eq!(class_by_search(&realize(&example, 100), examples), class, "{values:?}: {line}");
    }
}

#[test]
fn every_table_cell_of_every_permutation_up_to_6_is_what_the_search_says() {
    let examples = class_signatures();
    let mut rows = 0;
    for n in 1..=6 {
        for_each_permutation(n, |values| {
            check_arm_scan(values, &examples);
            check_dp_grid_cells(values);
            check_play_classes_and_why(values, &examples);
            check_expert_arm_lines(values, &examples);
            rows += 1;
        });
    }
    assert_eq!(rows, 1 + 2 + 6 + 24 + 120 + 720);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 120 } else { 20 }))]

    /// Longer arms reach every class (the shortest examples have up to 4 numbers).
    #[test]
    fn every_table_cell_of_random_rows_up_to_12_is_what_the_search_says(family in family(), n in 7usize..=12, seed in any::<u64>()) {
        let examples = class_signatures();
        let values = sample(family, n, seed);
        check_arm_scan(&values, &examples);
        check_dp_grid_cells(&values);
        check_play_classes_and_why(&values, &examples);
        check_expert_arm_lines(&values, &examples);
    }
}

// ---------------------------------------------------------------------------------------------
// The permutation taught by hand (issue 25): the class table, the table of who wins by class,
// the input's arms classified prefix by prefix, and the winner's strategy, each against the
// exhaustive search; and the procedure itself, followed with the class table alone, classifies
// every short arm as the search does.

/// The class table's rows: (class, example numbers, the example's moves, every move list).
fn class_table_rows() -> Vec<(usize, Vec<u32>, String, Vec<String>)> {
    let analysis = analyze(permutation::GAME, "3 6 5 1 4 2", &Settings::default()).unwrap();
    table_rows(&analysis, "Arm classes")
        .into_iter()
        .map(|row| {
            let numbers: Vec<u32> = match row[1].split_once("(e.g. ") {
                Some((_, rest)) => rest.trim_end_matches(')').split(' ').map(|n| n.parse().unwrap()).collect(),
                None => Vec::new(),
            };
            (row[0].parse().unwrap(), numbers, row[2].clone(), row[3].split("; ").map(String::from).collect())
        })
        .collect()
}

/// "take 6, 5 stays (class 1), 1 number goes outside (odd)" for taking arm number `t` of the
/// first `len` numbers, the class of what stays given.
fn take_words(arm: &[u32], len: usize, t: usize, class: usize) -> String {
    let stays = match t {
        0 => "nothing stays".to_string(),
        1 => format!("{} stays", arm[0]),
        _ => format!("{} stay", text_of(&arm[..t])),
    };
    let sent = len - t - 1;
    let out = match sent {
        0 => "none goes outside".to_string(),
        1 => "1 number goes outside".to_string(),
        k => format!("{k} numbers go outside"),
    };
    let parity = if sent.is_multiple_of(2) { "even" } else { "odd" };
    format!("take {}, {stays} (class {class}), {out} ({parity})", arm[t])
}

/// The moves of the first `len` numbers of an arm, by the rule: (distance t, numbers sent out).
fn moves_of_prefix(arm: &[u32], len: usize) -> Vec<usize> {
    let up = |t: usize| arm[t] > if t == 0 { 1 } else { arm[t - 1] };
    (0..len).filter(|&t| up(t) && (t + 1 == len || !up(t + 1))).collect()
}

fn list_words(set: &std::collections::BTreeSet<(usize, bool)>) -> String {
    if set.is_empty() {
        return "none".to_string();
    }
    let pairs: Vec<String> = set.iter().map(|(c, odd)| format!("{c} {}", if *odd { "odd" } else { "even" })).collect();
    format!("{{{}}}", pairs.join(", "))
}

#[test]
fn the_class_table_is_what_the_search_says() {
    let examples = class_signatures();
    let rows = class_table_rows();
    assert_eq!(rows.len(), 7);
    let mut lists = std::collections::BTreeSet::new();
    for (class, example, moves, class_lists) in &rows {
        // The example is an arm of that class, and its moves are told as they are.
        assert_eq!(class_by_search(example, &examples), *class, "class {class}: {example:?}");
        let expected: Vec<String> = moves_of_prefix(example, example.len())
            .into_iter()
            .map(|t| take_words(example, example.len(), t, class_by_search(&example[..t], &examples)))
            .collect();
        let expected = if expected.is_empty() {
            "no move: nothing is attached on this side".to_string()
        } else {
            expected.join("; ")
        };
        assert_eq!(moves, &expected, "class {class}");
        for list in class_lists {
            assert!(lists.insert(list.clone()), "{list} is listed under two classes");
        }
    }
    assert_eq!(lists.len(), classes::OPTION_SET_COUNT, "every move list an arm can have is in the table");
}

/// The procedure a student follows, with the class table alone: classify the prefixes from the
/// shortest, each by its move list looked up in the table. On every arm pattern of up to 9
/// numbers it gives the class the search gives (up to 6 numbers) and the automaton's (all).
#[test]
fn the_procedure_with_the_class_table_classifies_every_short_arm() {
    let examples = class_signatures();
    let rows = class_table_rows();
    let class_of_list = |list: &str| -> usize {
        rows.iter()
            .find(|(_, _, _, lists)| lists.iter().any(|l| l == list))
            .map(|r| r.0)
            .unwrap_or_else(|| panic!("{list} is in no class"))
    };
    let mut checked = 0;
    for pattern in arm_patterns(9) {
        let arm = realize(&pattern, 1000);
        let mut by_hand = vec![0usize];
        for len in 1..=arm.len() {
            let list: std::collections::BTreeSet<(usize, bool)> =
                moves_of_prefix(&arm, len).into_iter().map(|t| (by_hand[t], (len - t - 1) % 2 == 1)).collect();
            by_hand.push(class_of_list(&list_words(&list)));
        }
        let class = by_hand[arm.len()];
        let state = automaton::arm_state(1, arm.iter().copied());
        assert_eq!(class, usize::from(automaton::class_of(state)), "{arm:?}");
        if arm.len() <= 6 {
            assert_eq!(class, class_by_search(&arm, &examples), "{arm:?}");
        }
        checked += 1;
    }
    assert_eq!(checked, 512);
}

#[test]
fn who_wins_by_class_is_what_the_search_says() {
    let analysis = analyze(permutation::GAME, "2 1", &Settings::default()).unwrap();
    let rows = table_rows(&analysis, "Who wins, by class");
    let examples: Vec<Vec<u32>> = class_table_rows().into_iter().map(|r| r.1).collect();
    assert_eq!(rows.len(), 7);
    for (left, row) in rows.iter().enumerate() {
        assert_eq!(row[0], left.to_string());
        for right in 0..7 {
            let cell = |outside: usize| {
                if search_wins(&examples[left], &realize_above(&examples[right], 500), outside) {
                    'W'
                } else {
                    'L'
                }
            };
            assert_eq!(row[1 + right], format!("{}/{}", cell(0), cell(1)), "classes {left} · {right}");
        }
    }
}

/// The same arm with its numbers moved above `base`, so that two examples can share a row.
fn realize_above(arm: &[u32], base: u32) -> Vec<u32> {
    arm.iter().map(|v| v + base).collect()
}

/// The input's arms classified by hand, and the winner's strategy, against the search.
fn check_teaching_tables(values: &[u32], examples: &[Vec<bool>]) {
    let analysis = analyze(permutation::GAME, &text_of(values), &Settings::default()).unwrap();
    let rows = table_rows(&analysis, "Classifying the arms by hand");
    let class_rows = class_table_rows();
    let mut at = 0;
    for (left, name) in [(true, "left"), (false, "right")] {
        let arm: Vec<u32> = arm_of(values, left).into_iter().map(|(_, v)| v).collect();
        for len in 1..=arm.len().min(8) {
            let row = &rows[at];
            at += 1;
            let context = format!("{values:?} {name} arm, prefix {len}");
            let arrows: String = (0..len).map(|t| if t == 0 || arm[t] > arm[t - 1] { '↑' } else { '↓' }).collect();
            assert_eq!(row[..3], [name.to_string(), text_of(&arm[..len]), arrows], "{context}");
            let moves = moves_of_prefix(&arm, len);
            let words: Vec<String> =
                moves.iter().map(|&t| take_words(&arm, len, t, class_by_search(&arm[..t], examples))).collect();
            assert_eq!(row[3], words.join("; "), "{context}");
            let list: std::collections::BTreeSet<(usize, bool)> =
                moves.iter().map(|&t| (class_by_search(&arm[..t], examples), (len - t - 1) % 2 == 1)).collect();
            assert_eq!(row[4], list_words(&list), "{context}");
            let class = class_by_search(&arm[..len], examples);
            assert_eq!(row[5], class.to_string(), "{context}");
            // The procedure: the list is found under that class in the class table.
            assert!(class_rows[class].3.contains(&row[4]), "{context}: {} not under class {class}", row[4]);
        }
    }
    assert_eq!(rows.len(), at, "{values:?}");
    check_strategy(values, &analysis);
}

/// The strategy table against the search: every winning first move of Alice's with every
/// answer of Bob's and exactly Alice's winning answers to it; or, when Bob wins, every first
/// move of Alice's and exactly Bob's winning answers.
fn check_strategy(values: &[u32], analysis: &verdict_model::Analysis) {
    let n = values.len();
    if n < 2 {
        return;
    }
    let search = exhaustive::Search::new(values).unwrap();
    let place = |v: &str| values.iter().position(|&x| x.to_string() == v).unwrap();
    let winning = |removed: u32| -> Vec<String> {
        let mut moves: Vec<u32> = search
            .moves(removed)
            .filter(|&k| k == search.one() || !search.mover_wins(removed | 1 << k))
            .map(|k| values[k])
            .collect();
        moves.sort_unstable();
        moves.iter().map(u32::to_string).collect()
    };
    let rows = table_rows(analysis, "Strategy");
    if search.mover_wins(0) {
        let mut expected = Vec::new();
        for first in winning(0) {
            let after = 1 << place(&first);
            for reply in search.moves(after) {
                let then = after | 1 << reply;
                expected.push((first.clone(), values[reply].to_string(), winning(then).join(" or ")));
            }
        }
        let got: Vec<(String, String, String)> =
            rows.iter().map(|r| (r[0].clone(), r[1].clone(), r[2].clone())).collect();
        assert_eq!(got, expected, "{values:?}");
    } else {
        let mut expected = Vec::new();
        for first in search.moves(0) {
            expected.push((values[first].to_string(), winning(1 << first).join(" or ")));
        }
        let got: Vec<(String, String)> = rows.iter().map(|r| (r[0].clone(), r[1].clone())).collect();
        assert_eq!(got, expected, "{values:?}");
    }
}

#[test]
fn the_teaching_tables_of_every_permutation_up_to_6_are_what_the_search_says() {
    let examples = class_signatures();
    for n in 1..=6 {
        for_each_permutation(n, |values| check_teaching_tables(values, &examples));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if RELEASE { 60 } else { 10 }))]

    #[test]
    fn the_teaching_tables_of_random_rows_up_to_10_are_what_the_search_says(family in family(), n in 7usize..=10, seed in any::<u64>()) {
        let examples = class_signatures();
        check_teaching_tables(&sample(family, n, seed), &examples);
    }
}

/// The student's layer works the input's own arms in words, prefix by prefix, and names the
/// lookup that decides the row.
#[test]
fn the_students_layer_works_the_inputs_arms_by_hand() {
    let analysis = analyze(permutation::GAME, "3 6 5 1 4 2", &Settings::default()).unwrap();
    let student = &analysis.report().explanation_english();
    for line in [
        "The left arm by hand, prefix by prefix. 5 (↑): take 5, nothing stays (class 0), none goes outside (even); list {0 even}, class 1. 5 6 (↑↑): take 6, 5 stays (class 1), none goes outside (even); list {1 even}, class 3. 5 6 3 (↑↑↓): take 6, 5 stays (class 1), 1 number goes outside (odd); list {1 odd}, class 4.",
        "The right arm by hand, prefix by prefix. 4 (↑): take 4, nothing stays (class 0), none goes outside (even); list {0 even}, class 1. 4 2 (↑↓): take 4, nothing stays (class 0), 1 number goes outside (odd); list {0 odd}, class 2.",
        "With classes 4 (left) and 2 (right) and nothing outside (an even count), the table of who wins by class says the player to move loses: Alice moves first, so Bob wins.",
        "The strategy table lists, for each first move Alice can make, Bob's winning answers to it.",
    ] {
        assert!(student.iter().any(|l| l == line), "no {line:?} in {student:#?}");
    }
    assert!(student.iter().any(|l| l.starts_with("To classify an arm by hand: read it outward from 1")));
    // A long arm is left to the table, with its class.
    let long: Vec<u32> = (1..=21).collect();
    let analysis = analyze(permutation::GAME, &text_of(&long), &Settings::default()).unwrap();
    let student = analysis.report().explanation_english().join("\n");
    assert!(student.contains("The right arm has 20 numbers: its first 8 prefixes are worked out in the table 'Classifying the arms by hand', and the whole arm is class"), "{student}");
    assert!(student.contains("The left arm is empty: class 0."), "{student}");
    assert!(student.contains("The strategy table lists, for each of Alice's winning first moves"), "{student}");
    let longer: Vec<u32> = (1..=41).collect();
    let analysis = analyze(permutation::GAME, &text_of(&longer), &Settings::default()).unwrap();
    let student = analysis.report().explanation_english().join("\n");
    assert!(student.contains("This row has 41 numbers, too many to list every answer"), "{student}");
}

/// The solver's move in play comes with one sentence: what a winning move leaves the other
/// player, what a losing one tries; on every position of every row up to 6 numbers.
#[test]
fn the_solver_says_why_it_moves_on_every_small_row() {
    use verdict_model::position::Playable;
    use verdict_permutation::position::RowPosition;
    for n in 1..=6 {
        for_each_permutation(n, |values| {
            for_each_row_position(values, |_, text| {
                let position = RowPosition::parse(text).unwrap();
                let view = position.view(None, None, false);
                let mv = view.line_move.as_ref().unwrap();
                let mover = view.to_move.clone().unwrap();
                let (pronoun, other) = if mover == "Alice" { ("she", "Bob") } else { ("he", "Alice") };
                let reason = &view.line_reason;
                let context = format!("{}: {reason}", text);
                if mv.label == "1" {
                    assert_eq!(
                        reason,
                        &format!("{mover} removes 1: nothing is next to it any more, and whoever removes 1 wins."),
                        "{context}"
                    );
                } else if view.mover_wins {
                    // Issue 47: in the rules' words, and the counts it states are the row's
                    // after the move, which is lost for the other player.
                    let after = position.after(verdict_permutation::position::RowMove { index: mv.cell }).unwrap();
                    assert!(!after.mover_wins(), "{context}");
                    let joined = after.segment().count() - 1;
                    let cut = after.outside();
                    let numbers = |k: usize| if k == 1 { "1 number".to_string() } else { format!("{k} numbers") };
                    let parity = if cut.is_multiple_of(2) { "an even count" } else { "an odd count" };
                    assert!(
                        reason.english().starts_with(&format!(
                            "{mover} removes {}: that leaves {other} a lost position, with {} still joined to 1 and {} cut off from it by gaps ({parity})",
                            mv.label,
                            numbers(joined),
                            numbers(cut)
                        )),
                        "{context}"
                    );
                } else if view.legal_moves == 1 {
                    assert_eq!(
                        reason,
                        &format!("{mover} has one legal move only, {}, and it loses.", mv.label),
                        "{context}"
                    );
                } else {
                    assert!(
                        reason
                            .english()
                            .starts_with(&format!("Every move loses for {mover}; {pronoun} removes {}, ", mv.label)),
                        "{context}"
                    );
                    assert!(reason.english().ends_with(&format!("and hopes {other} slips.")), "{context}");
                }
            });
        });
    }
}
