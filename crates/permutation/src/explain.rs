//! The report of one permutation: verdict, the argument in two layers (what a student can
//! follow: arms, outside numbers as spare moves, who opens the way to 1; then the classes, the
//! automaton and the proof), the tables (arm scan and optimal play by window, the DP grid for
//! small rows) and the line of the optimal play.

use super::automaton::{self, parity_name, START};
use super::classes::{CLASS_EXAMPLES, OPTION_SET_COUNT, STATES, STATE_COUNT, TRIPLES_CHECKED};
use super::families::Family;
use super::line::PermutationLine;
use super::play::{Move, OptimalPlay, Position, RowArms, Why};
use super::scan::SEARCH_ARM_LEN;
use super::teach::joined;
use super::{dp, teach, Permutation, Player, Side};
use std::rc::Rc;
use verdict_model::line::{LegendEntry, Line, Role};
use verdict_model::report::{verbatim_row, Analysis, Headline, Row, Summary, Table};
use verdict_model::walk::{Walk, WalkTable};
use verdict_model::words::grouped;
use verdict_model::{Arg, Message};

/// Rows up to this length also get the DP grid (one row per left end, one column per right end).
pub const DP_GRID_MAX: usize = 40;

/// How many numbers, steps or moves a sentence lists before it says "…".
const LIST_MAX: usize = 12;

/// The optimal-play table's index in the report.
const PLAY: usize = 1;

/// An up/down pattern as arrows: the step into each arm number.
fn arrow(up: bool) -> &'static str {
    if up {
        "↑"
    } else {
        "↓"
    }
}

/// Where a class is first seen, an arm's steps (`permutation-why-expert-example`). Only the
/// empty arm is class 0 (any other has a move: its largest number), and the expert layer asks
/// this of the others alone.
fn class_example(class: u8) -> Message {
    let example = CLASS_EXAMPLES.get(usize::from(class)).copied().unwrap_or("");
    if example.is_empty() {
        return Message::new("permutation-why-empty");
    }
    let arrows: String = example.chars().map(|c| arrow(c == 'u')).collect();
    Message::new("permutation-why-expert-example").arg("steps", arrows)
}

fn arm_steps(permutation: &Permutation, side: Side) -> Arg {
    let len = permutation.arm_len(side);
    listed_arg((0..len).map(|t| arrow(permutation.steps_up(side, t)).to_string()), len, "")
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
        let digits = |n: usize| Message::verbatim(n.to_string());
        vec![
            teach::side_cell(side),
            digits(t + 1),
            digits(self.permutation.index(side, t) + 1),
            digits(self.permutation.arm(side, t) as usize),
            Message::new(if up { "permutation-table-up" } else { "permutation-table-down" }),
            Message::verbatim(format!("s{state}")),
            teach::options_said(facts.options(), &teach::TABLE),
            digits(usize::from(facts.current)),
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
        .map(verbatim_row)
        .collect();
    let mut columns = vec![Message::new("permutation-table-left-end")];
    columns.extend((one..values.len()).map(|j| Message::verbatim(format!("{} ({})", j + 1, values[j]))));
    Table::worded(
        Message::new("permutation-table-grid"),
        Message::new("permutation-table-grid-caption"),
        columns,
        Box::new(rows),
    )
}

/// The start position's first moves: at most [`LIST_MAX`] of the legal and of the winning
/// ones (a long arm has many), and how many there are of each.
struct FirstMoves {
    legal: Vec<Move>,
    legal_count: usize,
    winning: Vec<Move>,
    winning_count: usize,
}

impl FirstMoves {
    fn new(game: &RowArms, start: &Position) -> FirstMoves {
        let legal = || game.legal_moves(start);
        let winning = || legal().filter(|&mv| game.wins_by(start, mv));
        FirstMoves {
            legal: legal().take(LIST_MAX).collect(),
            legal_count: legal().count(),
            winning: winning().take(LIST_MAX).collect(),
            winning_count: winning().count(),
        }
    }
}

fn move_number(permutation: &Permutation, mv: Move) -> String {
    match mv {
        Move::RemoveOne => "1".to_string(),
        Move::Outside => "an outside number".to_string(),
        Move::Arm { side, t } => permutation.arm(side, t).to_string(),
    }
}

/// "6", "6 or 4", "6, 4 or 2", "6, 4, … (30 in all)" as a message's argument (`moves` are the
/// first [`LIST_MAX`] of `total`, never none): `word` is the catalogue's `list-or` or `list-and`
/// (its arguments still to set).
fn alternatives_arg(permutation: &Permutation, moves: &[Move], total: usize, word: Message) -> Arg {
    // The numbers are written alike in every language, and so is the ", " between them.
    let mut shown: Vec<String> = moves.iter().map(|&mv| move_number(permutation, mv)).collect();
    if shown.len() == 1 {
        return Arg::Text(shown.remove(0));
    }
    if total == shown.len() {
        let last = shown.pop().unwrap_or_default();
        return word.arg("init", shown.join(", ")).arg("last", last).into();
    }
    Message::new("list-more").arg("shown", shown.join(", ")).arg("total", Arg::digits(total)).into()
}

/// The one-line reason, in plain words: a message of the catalogues (`permutation-reason-…`).
fn reason(permutation: &Permutation, first: &FirstMoves, alice_wins: bool) -> Message {
    if permutation.len() == 1 {
        return Message::new("permutation-reason-alone");
    }
    if alice_wins {
        Message::new("permutation-reason-alice")
            .arg("moves", alternatives_arg(permutation, &first.winning, first.winning_count, Message::new("list-or")))
            .arg("count", Arg::digits(first.winning_count))
    } else if first.legal_count == 1 {
        Message::new("permutation-reason-only")
            .arg("moves", alternatives_arg(permutation, &first.legal, first.legal_count, Message::new("list-or")))
    } else {
        Message::new("permutation-reason-each")
            .arg("count", Arg::digits(first.legal_count))
            .arg("moves", alternatives_arg(permutation, &first.legal, first.legal_count, Message::new("list-and")))
    }
}

/// Up to [`LIST_MAX`] items joined by `separator`, then how many there are in all, as a
/// message's argument, for items written alike in every language (numbers, arrows).
fn listed_arg(items: impl Iterator<Item = String>, total: usize, separator: &str) -> Arg {
    let shown: Vec<String> = items.take(LIST_MAX).collect();
    if total > shown.len() {
        Message::new("permutation-why-more")
            .arg("shown", format!("{}{separator}", shown.join(separator)))
            .arg("total", Arg::digits(total))
            .into()
    } else {
        Arg::Text(shown.join(separator))
    }
}

/// An arm's numbers read outward from 1 (`permutation-why-empty` for none), as an argument.
fn arm_numbers_arg(permutation: &Permutation, side: Side) -> Arg {
    let len = permutation.arm_len(side);
    if len == 0 {
        return Message::new("permutation-why-empty").into();
    }
    listed_arg((0..len).map(|t| permutation.arm(side, t).to_string()), len, " ")
}

/// The rule by eye of a row's family, with this row's count and winner (`permutation-why-family-…`).
fn family_said(family: Family, n: usize) -> Message {
    let said = match family {
        Family::RisingArms => Message::new("permutation-why-family-rising"),
        Family::GuardedNeighbours => Message::new("permutation-why-family-guarded"),
        Family::FallingFromAnEnd => Message::new("permutation-why-family-falling"),
    };
    said.arg("n", Arg::digits(n)).name("winner", family.winner(n).name())
}

/// The argument a student can follow: the arms, outside numbers as spare moves, and who has
/// to open the way to 1 in the line. Messages of the catalogues (`permutation-why-…`).
fn student_layer(
    permutation: &Permutation,
    classes: (u8, u8),
    play: &WalkTable<OptimalPlay>,
    first: &FirstMoves,
    alice_wins: bool,
) -> Vec<Message> {
    let n = permutation.len();
    if n == 1 {
        return vec![Message::new("permutation-why-alone")];
    }
    // A rule by eye first, where the row belongs to a family that has one (families.rs).
    let family = match Family::of(permutation) {
        Some(family) => family_said(family, n),
        None => Message::new("permutation-why-no-family"),
    };
    let mut lines = vec![
        family,
        Message::new("permutation-why-arms")
            .arg("at", Arg::digits(permutation.one() + 1))
            .arg("n", Arg::digits(n))
            .arg("left", arm_numbers_arg(permutation, Side::Left))
            .arg("right", arm_numbers_arg(permutation, Side::Right)),
        Message::new("permutation-why-cut"),
        Message::new("permutation-why-spare"),
    ];
    let mut opening = Message::new("permutation-why-open");
    let moves = play.len();
    if moves >= 2 {
        // The loser frees 1 only when nothing else is left (any other move lasts longer and
        // keeps more joined to 1; so in every row of up to 8 numbers, all checked): a free
        // choice would not be "the one who has to", so the sentence is said of a forced move.
        if let (_, Some(opener)) = play.after(moves - 1) {
            if opener.why == Why::Forced {
                opening = Message::new("permutation-why-open-forced")
                    .arg("open", opening)
                    .name("player", opener.player.name())
                    .arg("move", Arg::digits(moves - 1))
                    .arg("value", permutation.values()[opener.index].to_string())
                    .name("other", opener.player.other().name());
            }
        }
    }
    lines.push(opening);
    let or = || Message::new("list-or");
    lines.push(if alice_wins {
        Message::new("permutation-why-alice-wins")
            .arg("count", Arg::digits(first.winning_count))
            .arg("moves", alternatives_arg(permutation, &first.winning, first.winning_count, or()))
    } else if first.legal_count == 1 {
        Message::new("permutation-why-only-move")
            .arg("move", alternatives_arg(permutation, &first.legal, first.legal_count, or()))
    } else {
        Message::new("permutation-why-every-move")
            .arg("moves", alternatives_arg(permutation, &first.legal, first.legal_count, or()))
    });
    // Taught by hand: the procedure, the input's own arms worked with it, the lookup, and
    // where the winner's answers are listed.
    lines.push(teach::procedure());
    lines.push(teach::arm_in_words(permutation, Side::Left));
    lines.push(teach::arm_in_words(permutation, Side::Right));
    lines.push(teach::lookup_in_words(classes, alice_wins));
    lines.push(teach::strategy_in_words(permutation, alice_wins));
    lines
}

/// The expert layer: arm classes, the automaton, the table lookup and why it is right. Messages
/// of the catalogues (`permutation-why-expert-…`).
fn expert_layer(permutation: &Permutation, game: &RowArms, first: &FirstMoves, alice_wins: bool) -> Vec<Message> {
    let start = game.start();
    let (left_class, right_class) = game.classes(&start);
    let class_arg = |class: u8| Arg::digits(usize::from(class));
    let mut lines =
        vec![Message::new("permutation-why-expert-segment"), Message::new("permutation-why-expert-classes")];
    for side in [Side::Left, Side::Right] {
        let len = permutation.arm_len(side);
        let class = game.class(side, len);
        // The side's name selects its word in each catalogue (`[left]`, `[right]`).
        let name = side.name().to_string();
        lines.push(if len == 0 {
            Message::new("permutation-why-expert-empty").arg("side", name).arg("class", class_arg(class))
        } else {
            let state = automaton::arm_state(1, (0..len).map(|t| permutation.arm(side, t)));
            Message::new("permutation-why-expert-arm")
                .arg("side", name)
                .arg("steps", arm_steps(permutation, side))
                .arg("state", Arg::digits(usize::from(state)))
                .arg("options", teach::options_said(STATES[usize::from(state)].options(), &teach::WHY))
                .arg("class", class_arg(class))
                .arg("example", class_example(class))
        });
    }
    let lookup = if alice_wins {
        Message::new("permutation-why-expert-lookup-alice")
    } else {
        Message::new("permutation-why-expert-lookup-bob")
    };
    lines.push(lookup.arg("left", class_arg(left_class)).arg("right", class_arg(right_class)));
    let describe = |mv: Move| match mv {
        Move::RemoveOne => Message::new("permutation-why-expert-remove-one"),
        // Never at the start, where nothing is outside yet: the number's own words.
        Move::Outside => Message::verbatim(move_number(permutation, mv)),
        Move::Arm { side, t } => {
            let after = game.apply(&start, mv);
            let (l, r) = game.classes(&after);
            Message::new("permutation-why-expert-leaves")
                .arg("number", permutation.arm(side, t).to_string())
                .arg("left", class_arg(l))
                .arg("right", class_arg(r))
                .arg("parity", parity_name(after.outside).to_string())
        }
    };
    // Up to LIST_MAX moves, then how many there are in all (`list-more`).
    let listed_moves = |moves: &[Move], total: usize| -> Arg {
        let shown = joined(moves.iter().take(LIST_MAX).map(|&mv| describe(mv)).collect(), ", ", &teach::WHY);
        if total > moves.len().min(LIST_MAX) {
            Message::new("list-more").arg("shown", shown).arg("total", Arg::digits(total)).into()
        } else {
            shown
        }
    };
    lines.push(if first.winning_count == 0 && first.legal_count == 1 {
        Message::new("permutation-why-expert-only-loses").arg("moves", listed_moves(&first.legal, 1))
    } else if first.winning_count == 0 {
        Message::new("permutation-why-expert-every-loses")
            .arg("count", Arg::digits(first.legal_count))
            .arg("moves", listed_moves(&first.legal, first.legal_count))
    } else {
        let legal = || Arg::digits(first.legal_count);
        let how = match (first.winning_count, first.legal_count) {
            (1, 1) => Message::new("permutation-why-expert-how-only"),
            // Not "2 of her 2 legal moves" (issue 33).
            (2, 2) => Message::new("permutation-why-expert-how-both"),
            (w, l) if w == l => Message::new("permutation-why-expert-how-all").arg("legal", legal()),
            (w, _) => {
                Message::new("permutation-why-expert-how-some").arg("winning", Arg::digits(w)).arg("legal", legal())
            }
        };
        Message::new("permutation-why-expert-winning")
            .arg("count", Arg::digits(first.winning_count))
            .arg("how", how)
            .arg("moves", listed_moves(&first.winning, first.winning_count))
    });
    if permutation.len() <= DP_GRID_MAX {
        let dp_says = if dp::mover_wins(permutation.values()) { Player::Alice } else { Player::Bob };
        lines.push(Message::new("permutation-why-expert-dp").name("winner", dp_says.name()));
    }
    lines.push(
        Message::new("permutation-why-expert-proof")
            .arg("states", Arg::digits(STATE_COUNT))
            .arg("arm", Arg::digits(SEARCH_ARM_LEN))
            .arg("sets", Arg::digits(OPTION_SET_COUNT))
            .arg("triples", Arg::digits(TRIPLES_CHECKED)),
    );
    lines
}

/// "1,000,000 numbers".
fn input_summary(permutation: &Permutation) -> String {
    match permutation.len() {
        1 => "1 number".to_string(),
        n => format!("{} numbers", grouped(n)),
    }
}

/// The verdict and its reason, without the tables: a scan of each arm and of the first moves.
pub fn headline(permutation: &Permutation) -> Headline {
    let game = RowArms::new(permutation);
    let start = game.start();
    let alice_wins = game.mover_wins(&start);
    let winner = if alice_wins { Player::Alice } else { Player::Bob };
    Headline {
        game: "permutation",
        verdict: winner.verdict(),
        headline: Message::new("verdict-wins").name("winner", winner.name()),
        reason: reason(permutation, &FirstMoves::new(&game, &start), alice_wins),
        input_summary: input_summary(permutation),
    }
}

/// The full report for a permutation: the summary's two layers, the tables (the DP grid only
/// for short rows), and the optimal play as a line whose steps mark rows of its table.
pub fn report(permutation: &Permutation) -> Analysis {
    let game = RowArms::new(permutation);
    let start = game.start();
    let alice_wins = game.mover_wins(&start);
    let winner = if alice_wins { Player::Alice } else { Player::Bob };
    let first = FirstMoves::new(&game, &start);
    // The layers ask the game about the start; the optimal play then consumes it.
    let expert = expert_layer(permutation, &game, &first, alice_wins);
    let classes = game.classes(&start);
    let play = Rc::new(WalkTable::new(game.optimal_play()));
    let explanation = student_layer(permutation, classes, &play, &first, alice_wins);
    let (tables, grid, tables_note) = tables(permutation, play.clone());
    let summary = Summary {
        headline: Message::new("verdict-wins").name("winner", winner.name()),
        reason: reason(permutation, &first, alice_wins),
        explanation,
        expert,
        tables_note,
        input_summary: input_summary(permutation),
        ..Summary::new("permutation", winner.verdict())
    };
    Analysis::new(summary, tables, optimal_play_line(winner, play, grid))
}

/// The arm scan, the optimal play (at [`PLAY`]) and, for rows of up to [`DP_GRID_MAX`]
/// numbers, the DP grid; returns the grid's index, or the note that says why it is missing.
fn tables(permutation: &Permutation, play: Rc<WalkTable<OptimalPlay>>) -> (Vec<Table>, Option<usize>, String) {
    let mut tables = vec![
        teach::worded(
            "permutation-table-scan",
            "permutation-table-scan-caption",
            &[
                "permutation-table-arm",
                "permutation-table-distance",
                "permutation-table-position",
                "permutation-table-number",
                "permutation-table-step",
                "permutation-table-state",
                "permutation-table-moves-leave",
                "permutation-table-class",
            ],
            Box::new(WalkTable::new(ArmScan { permutation: permutation.clone() })),
        ),
        teach::worded(
            "permutation-table-play",
            "permutation-table-play-caption",
            &[
                "permutation-table-turn",
                "permutation-table-player",
                "permutation-table-removes",
                "permutation-table-segment",
                "permutation-table-outside-left",
                "permutation-table-classes",
                "permutation-table-why",
            ],
            Box::new(play),
        ),
    ];
    debug_assert_eq!(tables[PLAY].title.id, "permutation-table-play");
    let n = permutation.len();
    let grid = (n <= DP_GRID_MAX).then(|| {
        tables.push(dp_grid(permutation));
        tables.len() - 1
    });
    // What a student needs to decide a row by hand, and the winner's answers.
    tables.push(teach::class_table());
    tables.push(teach::wins_table());
    tables.push(teach::by_hand_table(permutation));
    tables.extend(teach::strategy_table(permutation));
    if grid.is_some() {
        return (tables, grid, String::new());
    }
    let rows = permutation.one() + 1;
    let columns = n - permutation.one();
    // One limit for both, so that one sentence says it.
    const _: () = assert!(teach::STRATEGY_MAX == DP_GRID_MAX);
    let note = format!(
        "The DP grid (W or L for every segment around 1) and the strategy table are drawn only for rows of up to {DP_GRID_MAX} numbers: this row has {n}, and its grid would have {} × {} = {} cells. The arm scan decides the same in one pass.",
        grouped(rows),
        grouped(columns),
        grouped(rows * columns)
    );
    (tables, None, note)
}

/// The optimal play as the line the stepper walks; `grid` is the DP grid's table, whose cell of
/// each step's segment is marked too.
fn optimal_play_line(winner: Player, play: Rc<WalkTable<OptimalPlay>>, grid: Option<usize>) -> Line {
    Line {
        title: Message::new("line-optimal"),
        // The loser's pronoun in English, she or he, chosen by who it is (a name is no key).
        caption: Message::new("permutation-line-caption")
            .name("winner", winner.name())
            .name("loser", winner.other().name())
            .arg("loser_is", winner.other().name().to_ascii_lowercase()),
        table: Some(PLAY),
        open_at_end: false,
        playable: true,
        legend: legend(),
        source: Box::new(PermutationLine::new(play, PLAY, grid)),
    }
}

/// What each role on the permutation's boards means.
pub fn legend() -> Vec<LegendEntry> {
    vec![
        LegendEntry::new(Role::Now, Message::new("permutation-board-legend-now")),
        LegendEntry::new(Role::Goal, Message::new("permutation-board-legend-goal")).with_sample("1"),
        LegendEntry::new(Role::Attached, Message::new("permutation-board-legend-joined")),
        LegendEntry::new(Role::Outside, Message::new("permutation-board-legend-cut")),
        LegendEntry::new(Role::Removed, Message::new("permutation-board-legend-removed")),
        LegendEntry::new(Role::Wins, Message::new("permutation-board-legend-wins")),
        LegendEntry::new(Role::Loses, Message::new("permutation-board-legend-loses")),
    ]
}
