//! Wythoff's tests, one binary: the rule against a search of the game's moves that knows nothing
//! of φ (`rule`), positions played through the seam as the page plays them (`play`), and the
//! public vectors with the judge format (`vectors`).

mod play;
mod rule;
mod vectors;
mod words;

use verdict_model::game::Game;

pub const GAME: Game = Game::new(&verdict_wythoff::WythoffGame);

/// `cold[a][b]` for heaps up to `n`, from the rules alone: a position is cold when no move
/// reaches a cold one, and a move reaches its row to the left, its column below and its
/// diagonal below, so each is remembered as holding a cold position or not. No φ.
pub fn cold_table(n: usize) -> Vec<Vec<bool>> {
    let mut cold = vec![vec![false; n + 1]; n + 1];
    let (mut row, mut column, mut diagonal) = (vec![false; n + 1], vec![false; n + 1], vec![false; 2 * n + 1]);
    for a in 0..=n {
        for b in 0..=n {
            let d = n + b - a;
            if !row[b] && !column[a] && !diagonal[d] {
                cold[a][b] = true;
                (row[b], column[a], diagonal[d]) = (true, true, true);
            }
        }
    }
    cold
}
