//! The Nim crate's tests, one binary (linked once): each module checks one part of the game
//! against references written in the tests themselves (`common`: a mex search, a minimax over
//! positions and a remoteness search, none using a nim-sum or the crate's code).

mod common;
mod exercises;
mod grundy;
mod hints;
mod lesson;
mod lines;
mod positions;
mod rules;
mod solver;
mod take_sets;
mod values;
mod vectors;
mod words;
