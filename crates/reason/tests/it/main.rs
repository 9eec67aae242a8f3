//! The game-neutral reasoning's integration tests, one binary (each file a module): the seam
//! proven with a game made up in the test.
#![cfg(not(target_arch = "wasm32"))]

mod seam;
