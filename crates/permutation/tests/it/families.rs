//! The rules by family (crates/permutation/src/families.rs, docs/RULES.md "Rules by family")
//! against the exhaustive search, which knows nothing of them: on every row of every family up
//! to 8 numbers here, to 9 by the search and 10 by the solver in `make test-long`; each family
//! is met, and the rows of no family include both winners (the families do not decide those).

use verdict_permutation::exhaustive::winner as searched;
use verdict_permutation::families::Family;
use verdict_permutation::{Permutation, Player};

use crate::common::for_each_permutation;

/// Checks every row of up to `largest` numbers with `winner`; returns the rows met per family
/// (rising arms, guarded neighbours, falling from an end) and the winners of the other rows.
fn check(largest: usize, winner: &dyn Fn(&[u32]) -> Player) -> ([usize; 3], [usize; 2]) {
    let mut met = [0; 3];
    let mut others = [0; 2];
    for n in 1..=largest {
        for_each_permutation(n, |values| {
            let row = Permutation::new(values.to_vec()).expect("a permutation");
            let truth = winner(values);
            match Family::of(&row) {
                Some(family) => {
                    assert_eq!(family.winner(n), truth, "{values:?}: {family:?}");
                    met[family as usize] += 1;
                }
                None => others[usize::from(truth == Player::Bob)] += 1,
            }
        });
    }
    (met, others)
}

#[test]
fn every_row_of_a_family_to_8_numbers_follows_its_rule() {
    let (met, others) = check(8, &|values| searched(values).expect("small enough to search"));
    assert!(met.iter().all(|&m| m > 0), "{met:?}");
    assert!(others.iter().all(|&o| o > 0), "the other rows go both ways: {others:?}");
}

#[test]
#[ignore = "long: make test-long"]
fn every_row_of_a_family_to_9_numbers_by_the_search_and_10_by_the_solver() {
    check(9, &|values| searched(values).expect("small enough to search"));
    check(10, &|values| Permutation::new(values.to_vec()).unwrap().winner());
}

/// The Why opens with the family and its rule, in words that state what the rule says of this row.
#[test]
fn the_why_names_the_family_first() {
    let rows = [
        ("3 2 1 4 5", Some(Family::RisingArms)),
        ("5 2 1 3 6 4", Some(Family::GuardedNeighbours)),
        ("1 5 4 3 2", Some(Family::FallingFromAnEnd)),
        ("3 6 5 1 4 2", None),
    ];
    for (row, family) in rows {
        let values: Vec<u32> = row.split(' ').map(|v| v.parse().unwrap()).collect();
        let permutation = Permutation::new(values.clone()).unwrap();
        assert_eq!(Family::of(&permutation), family, "{row}");
        let analysis = verdict_permutation::analyze(row).unwrap();
        let first = analysis.report().explanation_english()[0].clone();
        match family {
            Some(family) => {
                assert!(first.contains(family.description()), "{row}: {first}");
                assert!(first.contains(&format!("so {} wins", permutation.winner().name())), "{row}: {first}");
            }
            None => assert!(first.starts_with("This row is in none of the families"), "{row}: {first}"),
        }
    }
}
