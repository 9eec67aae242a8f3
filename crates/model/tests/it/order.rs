//! The module's own sorts (`order`) against the standard library's stable sorts.

use proptest::prelude::*;
use verdict_model::order;

proptest! {
    #[test]
    fn by_key32_is_the_standard_stable_sort(items in proptest::collection::vec((0u32..20, any::<u16>()), 0..200)) {
        let mut ours = items.clone();
        order::by_key32(&mut ours, |&(key, _)| key);
        let mut theirs = items;
        theirs.sort_by_key(|&(key, _)| key);
        prop_assert_eq!(ours, theirs);
    }

    #[test]
    fn by_key32_takes_the_whole_key(items in proptest::collection::vec(any::<u32>(), 0..200)) {
        let mut ours = items.clone();
        order::by_key32(&mut ours, |&key| key);
        let mut theirs = items;
        theirs.sort_unstable();
        prop_assert_eq!(ours, theirs);
    }

    #[test]
    fn by_is_the_standard_stable_sort(items in proptest::collection::vec((0u8..5, any::<u16>()), 0..200)) {
        let mut ours = items.clone();
        order::by(&mut ours, |a, b| b.0.cmp(&a.0));
        let mut theirs = items;
        theirs.sort_by_key(|item| std::cmp::Reverse(item.0));
        prop_assert_eq!(ours, theirs);
    }
}

#[test]
fn sort_is_ords_order() {
    let mut words = vec!["b".to_string(), "a".to_string(), "c".to_string(), "a".to_string()];
    order::sort(&mut words);
    assert_eq!(words, ["a", "a", "b", "c"]);
}
