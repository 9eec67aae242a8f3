//! Every range the core hands the page for the permutation's input falls on character boundaries of the
//! text it is about (`verdict_testkit::spans`): inputs built from the pieces every game's
//! readers care about, with astral characters around and inside them, and arbitrary text.

verdict_testkit::span_properties!(&verdict_permutation::PermutationGame);
