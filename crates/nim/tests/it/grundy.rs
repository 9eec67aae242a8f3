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
    assert!(e.message.english().contains("show no period"), "{}", e.message);
}

/// A take past what can be computed from heap 0 (any number up to 10^9 may be written): every
/// heap up to a little past it is worth what the mex search says, and the sets whose largest
/// take is 10^9 answer every heap (issue 46: `take 1000000000` refused a heap of 100).
#[test]
fn a_take_past_the_budget_is_answered_below_it_and_after_it() {
    let budget = verdict_nim::grundy::MAX_COMPUTED as u32;
    for set in [vec![budget], vec![1, budget], vec![2, 3, budget + 1], vec![1, budget, budget + 96], vec![5_000_000]] {
        let sequence = Sequence::new(&Take::Set(set.clone()));
        let largest = *set.last().unwrap() as usize;
        let reference = mex_values(Some(&set), largest + 3_000);
        for (h, &expected) in reference.iter().enumerate() {
            assert_eq!(sequence.value(h as u32), Some(expected), "{set:?}: g({h})");
        }
    }
    // A largest take of 10^9: below it the set without it, at it one more option.
    let single = Sequence::new(&Take::parse("1000000000").unwrap());
    let pairs = Sequence::new(&Take::parse("1,1000000000").unwrap());
    let three = Sequence::new(&Take::parse("1,3,4,1000000000").unwrap());
    let g134 = |h: u32| [0, 1, 0, 1, 2, 3, 2][h as usize % 7];
    for h in [0, 1, 100, 999_999_998, 999_999_999] {
        assert_eq!(single.value(h), Some(0), "g({h})");
        assert_eq!(pairs.value(h), Some(h % 2), "g({h})");
        assert_eq!(three.value(h), Some(g134(h)), "g({h})");
    }
    // mex {g(0)} = 1; mex {g(999 999 999) = 1, g(0) = 0} = 2; mex {g134(h - 1, 3, 4), g(0)}.
    assert_eq!(single.value(1_000_000_000), Some(1));
    assert_eq!(pairs.value(1_000_000_000), Some(2));
    let h = 1_000_000_000u32;
    let options = [g134(h - 1), g134(h - 3), g134(h - 4), 0];
    assert_eq!(three.value(h), (0..).find(|m| !options.contains(m)));
    for sequence in [&single, &pairs, &three] {
        assert_eq!(sequence.known_up_to(), u32::MAX);
        assert!(verdict_nim::position::Heaps::parse("1000000000 100 Alice", sequence.take()).is_ok());
    }
    // Where the values below the largest take are not all known, neither are those after it,
    // and the refusal says up to which heap they are.
    let take = Take::parse("1,3000000,5000000").unwrap();
    let sequence = Sequence::new(&take);
    let known = sequence.known_up_to();
    assert_eq!(known, budget - 1);
    assert_eq!(sequence.value(known), Some(mex_values(Some(&[1, 3_000_000]), known as usize + 1)[known as usize]));
    assert_eq!(sequence.value(known + 1), None);
    let e = verdict_nim::position::Heaps::parse(&format!("{}", known + 1), &take).unwrap_err();
    assert!(e.message.english().contains("heaps of up to 4,194,303 counters are answered"), "{}", e.message);
}
