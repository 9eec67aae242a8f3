//! Reasoning over any game, through the seam of `verdict-model` alone: the game tree of a small
//! position labelled by backward induction ([`tree`]), the fast solver against an exhaustive
//! search ([`check`]), and a student's rule tested on every small start ([`rules`], in the
//! language of [`expr`]), and the outcome tables a rule is found from ([`outcomes`]). No game is
//! named here.

pub mod check;
pub mod expr;
pub mod outcomes;
pub mod rules;
pub mod tree;
