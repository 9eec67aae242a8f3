//! The report of one permutation: verdict, the argument with its numbers, and the tables
//! (arm scan and optimal play by window, the DP grid for small rows).

use super::automaton::{self, options_text, parity_name, START};
use super::classes::{CLASS_EXAMPLES, OPTION_SET_COUNT, STATES, STATE_COUNT, TRIPLES_CHECKED};
use super::derive::SEARCH_ARM_LEN;
use super::play::{Game, Move, OptimalPlay};
use super::{dp, Permutation, Player, Side};
use crate::report::{Analysis, Row, RowLinks, RowSource, Summary, Table};
use crate::walk::{Walk, WalkTable};

/// Rows up to this length also get the DP grid (one row per left end, one column per right end).
pub const DP_GRID_MAX: usize = 40;

/// How many numbers, steps or moves a sentence lists before it says "…".
const LIST_MAX: usize = 12;

/// An up/down pattern as arrows: the step into each arm number.
fn arrow(up: bool) -> &'static str {
    if up {
        "↑"
    } else {
        "↓"
    }
}

fn class_example(class: u8) -> String {
    let example = CLASS_EXAMPLES.get(usize::from(class)).copied().unwrap_or("");
    if example.is_empty() {
        "the empty arm".to_string()
    } else {
        let arrows: String = example.chars().map(|c| arrow(c == 'u')).collect();
        format!("first seen as {arrows}")
    }
}

/// Up to [`LIST_MAX`] items joined by `separator`, then how many there are in all.
fn listed(items: impl Iterator<Item = String>, total: usize, separator: &str) -> String {
    let shown: Vec<String> = items.take(LIST_MAX).collect();
    if total > shown.len() {
        format!("{}{separator}… ({total} in all)", shown.join(separator))
    } else {
        shown.join(separator)
    }
}

fn arm_numbers(permutation: &Permutation, side: Side) -> String {
    let len = permutation.arm_len(side);
    if len == 0 {
        return "empty".to_string();
    }
    listed((0..len).map(|t| permutation.arm(side, t).to_string()), len, " ")
}

fn arm_steps(permutation: &Permutation, side: Side) -> String {
    let len = permutation.arm_len(side);
    listed((0..len).map(|t| arrow(permutation.steps_up(side, t)).to_string()), len, "")
}

/// Scanning each arm outward, one row per number: left arm first, then right.
struct ArmScan {
    permutation: Permutation,
}

impl ArmScan {
    fn locate(&self, index: usize) -> (Side, usize) {
        let left = self.permutation.arm_len(Side::Left);
        if index < left {
            (Side::Left, index)
        } else {
            (Side::Right, index - left)
        }
    }
}

impl Walk for ArmScan {
    /// (rows done, automaton state of the arm being scanned).
    type State = (usize, u8);
    /// (arm, distance from 1, step goes up).
    type Step = (Side, usize, bool);

    fn start(&self) -> (usize, u8) {
        (0, START)
    }

    fn len(&self) -> usize {
        self.permutation.len() - 1
    }

    fn step(&self, (done, state): &mut (usize, u8)) -> (Side, usize, bool) {
        let (side, t) = self.locate(*done);
        let up = self.permutation.steps_up(side, t);
        let before = if t == 0 { START } else { *state };
        *state = automaton::step(before, up);
        *done += 1;
        (side, t, up)
    }

    fn row(&self, _: usize, &(side, t, up): &(Side, usize, bool), &(_, state): &(usize, u8)) -> Row {
        let facts = STATES[usize::from(state)];
        vec![
            side.name().to_string(),
            (t + 1).to_string(),
            (self.permutation.index(side, t) + 1).to_string(),
            self.permutation.arm(side, t).to_string(),
            if up { "up" } else { "down" }.to_string(),
            format!("s{state}"),
            options_text(facts.options()),
            facts.current.to_string(),
        ]
    }
}

/// The DP grid: one row per left end, one column per right end, "W/L" for outside parity
/// even/odd; the start (the whole row) is starred.
fn dp_grid(permutation: &Permutation) -> Table {
    let values = permutation.values();
    let one = permutation.one();
    let outcome = |cell: u8, p: u8| if cell >> p & 1 == 1 { 'W' } else { 'L' };
    let rows: Vec<Row> = dp::grid(values)
        .iter()
        .enumerate()
        .map(|(i, cells)| {
            let mut row = vec![format!("{} ({})", i + 1, values[i])];
            for (jj, &cell) in cells.iter().enumerate() {
                let star = if i == 0 && one + jj + 1 == values.len() { "*" } else { "" };
                row.push(format!("{star}{}/{}", outcome(cell, 0), outcome(cell, 1)));
            }
            row
        })
        .collect();
    let mut columns = vec!["Left end".to_string()];
    columns.extend((one..values.len()).map(|j| format!("{} ({})", j + 1, values[j])));
    let columns: Vec<&str> = columns.iter().map(String::as_str).collect();
    Table::new(
        "DP grid",
        "The segment from the row's position to the column's (numbers in brackets): W or L for the player to move with an even / odd count of outside moves left. * marks the start, the whole row.",
        &columns,
        Box::new(rows),
    )
    .marked(Some(0))
}

/// For each move of the line, the DP grid cell (row = left end, column = right end, after the
/// grid's label column) of the segment it leaves around 1; none once 1 is removed.
fn grid_cells_after_each_move(play: &WalkTable<OptimalPlay>, permutation: &Permutation) -> Vec<Option<(usize, usize)>> {
    let one = permutation.one();
    let mut cells = Vec::new();
    play.for_each_in(0..play.row_count(), |_, played, after| {
        cells.push(match played.mv {
            Move::RemoveOne => None,
            _ => Some((one - after.position.left, 1 + after.position.right)),
        });
    });
    cells
}

/// The full report for a permutation.
pub fn report(permutation: &Permutation) -> Analysis {
    let game = Game::new(permutation);
    let start = game.start();
    let (left_class, right_class) = game.classes(&start);
    let left_state = automaton::arm_state(1, (0..start.left).map(|t| permutation.arm(Side::Left, t)));
    let right_state = automaton::arm_state(1, (0..start.right).map(|t| permutation.arm(Side::Right, t)));
    let alice_wins = game.mover_wins(&start);
    let winner = if alice_wins { Player::Alice } else { Player::Bob };
    let n = permutation.len();

    let reason = if n == 1 {
        "1 stands alone: Alice removes it at once and wins.".to_string()
    } else {
        format!(
            "Left arm class {left_class}, right arm class {right_class}, nothing outside: the table gives the player to move a {}, so {} wins.",
            if alice_wins { "win" } else { "loss" },
            winner.name()
        )
    };

    let mut explanation = vec![
        format!(
            "1 is number {} of {n}. Read outward from 1, the left arm is {} and the right arm is {}.",
            permutation.one() + 1,
            arm_numbers(permutation, Side::Left),
            arm_numbers(permutation, Side::Right)
        ),
        "A number is removable when the step into it (from the side of 1) goes up and the step out of it goes down, or it is the last of its arm; removing it leaves the shorter arm and sends the numbers beyond it outside. Outside numbers only add moves, one each whatever the order, so only their count's parity matters. At the start nothing is outside: parity even.".to_string(),
    ];
    for (side, len, state, class) in
        [(Side::Left, start.left, left_state, left_class), (Side::Right, start.right, right_state, right_class)]
    {
        explanation.push(if len == 0 {
            format!("The {} arm is empty: class {class}.", side.name())
        } else {
            format!(
                "The {} arm's steps are {}: the scan ends in state s{state}, whose moves leave {} (class left behind, parity sent outside), so the arm is class {class} ({}).",
                side.name(),
                arm_steps(permutation, side),
                options_text(STATES[usize::from(state)].options()),
                class_example(class)
            )
        });
    }
    explanation.push(format!(
        "Table lookup: classes {left_class} · {right_class} with even outside parity is a {} for the player to move; Alice moves first, so {} wins.",
        if alice_wins { "win" } else { "loss" },
        winner.name()
    ));

    // Listed from the legal moves twice rather than collected: a long arm has many.
    let legal = || game.legal_moves(&start);
    let winning = || legal().filter(|&mv| game.wins_by(&start, mv));
    let describe = |mv: Move| match mv {
        Move::RemoveOne => "1 (wins at once)".to_string(),
        Move::Outside => "an outside number".to_string(),
        Move::Arm { side, t } => {
            let after = game.apply(&start, mv);
            let (l, r) = game.classes(&after);
            format!("{} (leaves {l} · {r}, {} outside)", permutation.arm(side, t), parity_name(after.outside))
        }
    };
    let (legal_count, winning_count) = (legal().count(), winning().count());
    explanation.push(if winning_count == 0 && legal_count == 1 {
        format!("Alice's only first move loses: {}.", listed(legal().map(describe), legal_count, ", "))
    } else if winning_count == 0 {
        format!(
            "Every one of Alice's {legal_count} first moves loses: {}.",
            listed(legal().map(describe), legal_count, ", ")
        )
    } else {
        format!(
            "Alice's winning first moves ({winning_count} of her {legal_count} legal moves): {}.",
            listed(winning().map(describe), winning_count, ", ")
        )
    });
    if n <= DP_GRID_MAX {
        let dp_says = if dp::mover_wins(permutation.values()) { Player::Alice } else { Player::Bob };
        explanation.push(format!(
            "Cross-check: the interval DP over every segment around 1 (grid below) also says {} wins.",
            dp_says.name()
        ));
    }
    explanation.push(format!(
        "Why the table is right: the classes, the {STATE_COUNT}-state automaton and the table were derived from the rules by solving every pair of arms of up to {SEARCH_ARM_LEN} numbers, then proved for arms of any length by checking one step of the game on all {OPTION_SET_COUNT} × {OPTION_SET_COUNT} × 2 = {TRIPLES_CHECKED} pairs of reachable option sets and parities."
    ));

    let mut tables = vec![
        Table::new(
            "Arm scan",
            "One row per number of each arm, read outward from 1 (left arm, then right): the step into it, the automaton's state after it, the moves of the prefix ending there (class left behind, parity sent outside) and the prefix's class.",
            &["Arm", "Distance from 1", "Position", "Number", "Step", "State", "Moves leave", "Class"],
            Box::new(WalkTable::new(ArmScan { permutation: permutation.clone() })),
        ),
    ];
    let play = WalkTable::new(game.optimal_play());
    let grid_links = (n <= DP_GRID_MAX).then(|| grid_cells_after_each_move(&play, permutation));
    let play_table = Table::new(
        "Optimal play",
        "One row per move: the side that can win plays a winning move (removing 1 when it can, else leaving the fewest numbers attached), the other resists (outside while it can, else keeping the most numbers attached). Segment = positions still attached to 1; classes = its two arms' classes.",
        &["Turn", "Player", "Removes", "Segment holding 1", "Outside left", "Classes", "Why"],
        Box::new(play),
    );
    tables.push(match grid_links {
        Some(cells) => play_table.linked(RowLinks { table: tables.len() + 1, cells }),
        None => play_table,
    });
    if n <= DP_GRID_MAX {
        tables.push(dp_grid(permutation));
    }

    Analysis::new(
        Summary {
            game: "permutation",
            verdict: winner.name().to_string(),
            headline: format!("{} wins", winner.name()),
            reason,
            explanation,
            ..Summary::default()
        },
        tables,
    )
}
