//! A heap's Grundy values against the mex search of `common`, the period the crate finds
//! against the reference sequence (it holds, and nothing shorter or earlier does), and the
//! position's Grundy values (`Playable::grundy`, what `verdict grundy` prints).

use crate::common::*;
use proptest::prelude::*;
use verdict_nim::grundy::Sequence;
use verdict_nim::take::Take;

/// The least (pre, period) with which `g` repeats over its whole length, if any with at most
/// `most` of each.
fn least_period(g: &[u32], most: usize) -> Option<(usize, usize)> {
    for period in 1..=most {
        for pre in 0..=most {
            if pre + period >= g.len() {
                break;
            }
            if (pre + period..g.len()).all(|h| g[h] == g[h - period]) {
                return Some((pre, period));
            }
        }
    }
    None
}

fn check_set(set: &[u32]) {
    let sequence = Sequence::new(&Take::Set(set.to_vec()));
    let (pre, period) = sequence.period().unwrap_or_else(|| panic!("{set:?}: no period"));
    let largest = *set.iter().max().unwrap() as usize;
    // Long enough that a repeat of the whole window shows several times over.
    let n = 4 * (pre + period + largest) + 200;
    let reference = mex_values(Some(set), n);
    for (h, &expected) in reference.iter().enumerate() {
        assert_eq!(sequence.value(h as u32), Some(expected), "{set:?}: g({h})");
    }
    // The period found holds on the reference, and is the least: no shorter one, and no
    // earlier start with it.
    assert_eq!(least_period(&reference[..n], pre.max(period) + 1), Some((pre, period)), "{set:?}");
    // A heap of 10^9 is answered by the period.
    let h = 1_000_000_000usize;
    let expected = if h < pre + period { reference[h] } else { reference[pre + (h - pre) % period] };
    assert_eq!(sequence.value(h as u32), Some(expected));
}

#[test]
fn grundy_values_match_the_mex_search() {
    for set in [&[1][..], &[2], &[1, 2], &[1, 2, 3], &[1, 3, 4], &[2, 5, 7], &[2, 3], &[1, 4], &[3, 4, 11], &[5, 6, 9]]
    {
        check_set(set);
    }
    // Nim: a heap is worth its size.
    let nim = Sequence::new(&Take::Any);
    assert_eq!(mex_values(None, 40), (0..40).map(|h| nim.value(h).unwrap()).collect::<Vec<_>>());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]
    #[test]
    fn random_take_sets_match_the_mex_search(set in proptest::collection::btree_set(1u32..13, 1..5)) {
        let set: Vec<u32> = set.into_iter().collect();
        check_set(&set);
    }
}

#[test]
fn a_position_gives_its_grundy_values_and_their_nim_sum() {
    for set in take_sets() {
        let g = mex_values(set.as_deref(), 30);
        for heaps in every(3, 9) {
            let position = position(&text(&heaps, "Alice", &set));
            let grundy = position.grundy().expect("a sum of games");
            let components: Vec<u64> = heaps.iter().map(|&h| u64::from(g[h as usize])).collect();
            assert_eq!(grundy.components, components, "{heaps:?} {set:?}");
            assert_eq!(grundy.value, components.iter().fold(0, |x, &c| x ^ c));
        }
    }
    // Six heaps of 1 000 and more, at once: the sizes themselves in Nim.
    let position = position("1000 999 998 1000 500 250");
    assert_eq!(position.grundy().unwrap().value, 1000 ^ 999 ^ 998 ^ 1000 ^ 500 ^ 250);
    let position = crate::common::position("1000000000 999999999 take 1,3,4");
    let g = |h: usize| [0, 1, 0, 1, 2, 3, 2][h % 7];
    assert_eq!(position.grundy().unwrap().components, [g(1_000_000_000), g(999_999_999)].map(|v| v as u64));
}

#[test]
fn a_take_set_without_a_period_in_reach_is_said_so() {
    // A window of 3 000 000 values cannot repeat within the 4 194 304 computed.
    let take = Take::parse("1,3000000").unwrap();
    let sequence = Sequence::new(&take);
    assert_eq!(sequence.period(), None);
    assert!(sequence.value(1000).is_some());
    let e = verdict_nim::position::Heaps::parse("999999999", &take).unwrap_err();
    assert!(e.message.contains("show no period"), "{}", e.message);
}
