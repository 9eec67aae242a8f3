//! What a student reads about rows: every exercise's board is the position's own board, and
//! every sentence holds its grammar for counts of 0, 1 and 2.

use crate::common::{for_each_permutation, for_each_row_position};
use verdict_model::game::{exercise_set, position};
use verdict_permutation as permutation;
use verdict_permutation::position::RowPosition;
use verdict_testkit::words::{add_analysis, add_exercises, add_position, check_counts_agree};

/// An exercise's board shows the position (without the facts that give its answer away).
#[test]
fn exercise_boards_do_not_give_the_answer_away() {
    for set_seed in 0..20 {
        for exercise in exercise_set(permutation::GAME, set_seed) {
            let position = position(permutation::GAME, &exercise.given).unwrap();
            assert_eq!(position.exercise_board(), position.view(None, None, false).board);
        }
    }
}

/// Every sentence a student reads about rows whose counts are 0, 1 and 2 (numbers on each arm
/// and outside, moves left, winning moves): the report's reason, both layers, the table
/// captions and cells, every step's narration, every position's reason, solver's reason, rule
/// and clock, the values' summary, the exercises and their grades. None has a count whose noun
/// or verb disagrees with it.
#[test]
fn every_sentence_agrees_with_its_counts_of_0_1_and_2() {
    let mut corpus: Vec<String> = Vec::new();
    // Rows of up to 5 numbers with every set of walls: 0, 1 and 2 numbers on each arm and
    // outside, 1 and 2 legal and winning moves.
    for n in 1..=5usize {
        let mut rows = Vec::new();
        for_each_permutation(n, |values| rows.push(values.to_vec()));
        for values in rows {
            add_analysis(
                permutation::GAME,
                &values.iter().map(u32::to_string).collect::<Vec<_>>().join(" "),
                &mut corpus,
            );
            for_each_row_position(&values, |mask, text| {
                let position = RowPosition::parse(text).unwrap();
                add_position(&position, (0..n).find(|&i| mask >> i & 1 == 1), &mut corpus);
            });
        }
    }
    add_exercises(permutation::GAME, &mut corpus);
    check_counts_agree(&corpus, &["0 numbers", "1 number", "2 numbers", "1 move", "2 moves"]);
}
