//! The optimal play as a line of positions: the row with `_` for each removed number, a board
//! of bars (1 marked, the numbers attached to 1 apart from the outside ones, removed numbers
//! as walls) and one sentence per move in the game's own terms.

use super::automaton::parity_name;
use super::play::{Move, OptimalPlay, PlayState, Played, Position, Why};
use super::{Player, Side};
use std::rc::Rc;
use verdict_model::line::{
    Board, Cell, CellGroup, Fact, LineSource, Played as PlayedView, Role, Step, StepValue, TableMark, POSITION_TEXT_MAX,
};
use verdict_model::walk::WalkTable;
use verdict_model::{Arg, Message};

pub struct PermutationLine {
    play: Rc<WalkTable<OptimalPlay>>,
    /// The optimal-play table and the DP grid, if the report has one.
    table: usize,
    grid: Option<usize>,
}

/// A move's words, as the board and the line write them ("removes 4", `permutation-move-removes`):
/// one writer for the move's view, the line's played move and a reason that names the move, which
/// passes this same message (the hints look for it: `Message::says`).
pub fn removes(value: u32) -> Message {
    Message::new("permutation-move-removes").arg("value", Arg::digits(value as usize))
}

/// The same as a noun phrase for the middle of a sentence ("removing 4", `permutation-move-removing`):
/// a move's `doing`, which the page capitalizes where it starts one.
pub fn removing(value: u32) -> Message {
    Message::new("permutation-move-removing").arg("value", Arg::digits(value as usize))
}

/// What a cell of the row is in a position.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Attached,
    Outside,
    Removed,
}

/// One number of the row as a board cell: a bar as tall as the number (none once removed),
/// its position under it. `value` is `None` for a removed number whose value is not known.
/// `place` is the key `permutation-board-cell` selects on (`removed`, `goal`, `joined`, `cut`), or
/// `now` with `player` who removed it (`permutation-board-cell-now`).
pub fn row_cell(
    index: usize,
    value: Option<u32>,
    n: usize,
    roles: Vec<Role>,
    place: &str,
    player: &'static str,
) -> Cell {
    let removed = roles.contains(&Role::Removed);
    let text = value.map_or("_".to_string(), |v| v.to_string());
    Cell {
        label: (index + 1).to_string(),
        roles,
        level: value.filter(|_| !removed).map(|v| v as f32 / n as f32),
        // Removed just now names who removed it: a message of its own, so that every variant
        // of the others shows each of its arguments.
        title: match place {
            "now" => Message::new("permutation-board-cell-now").name("player", player),
            _ => Message::new("permutation-board-cell").arg("place", place.to_string()),
        }
        .arg("at", Arg::digits(index + 1))
        .arg("value", text.clone()),
        text,
    }
}

/// The group of the row: the cells of `window` of the `n` places, and where 1's segment is.
pub fn row_group(cells: Vec<Cell>, window: std::ops::Range<usize>, n: usize, note: Message) -> CellGroup {
    CellGroup::line(Message::new("permutation-board-row"), note, cells, window.start, n)
}

/// The group's note: the positions joined to 1 (no gap between them and 1) and the numbers
/// cut off from it. The page never teaches "attached", "outside" or "arm" (issue 47), only
/// gaps and neighbours, so the board speaks of numbers joined to 1 and cut off from it.
pub fn row_note(segment: std::ops::Range<usize>, outside: usize, over: bool) -> Message {
    if over {
        return Message::new("permutation-board-note-over");
    }
    let at =
        if segment.len() == 1 { segment.end.to_string() } else { format!("{}–{}", segment.start + 1, segment.end) };
    Message::new("permutation-board-note")
        .arg("span", Arg::digits(segment.len()))
        .arg("at", at)
        .arg("cut", Arg::digits(outside))
        .arg("parity", parity_name(outside).to_string())
}

/// The fact of the numbers cut off from 1, their count and its parity: a sentence of its own
/// (`permutation-board-cut`), since a fact's value is written alike in every language.
pub fn cut_fact(outside: usize) -> Fact {
    Fact::new(
        Message::new("permutation-board-cut")
            .arg("cut", Arg::digits(outside))
            .arg("parity", parity_name(outside).to_string()),
        "",
    )
}

/// Who is to move, or who has won: a name in a sentence of its own (`permutation-board-to-move`,
/// `permutation-board-result`).
pub fn turn_fact(over: bool, player: Player) -> Fact {
    match over {
        true => Fact::new(Message::new("permutation-board-result").name("winner", player.name()), ""),
        false => Fact::new(Message::new("permutation-board-to-move").name("player", player.name()), ""),
    }
}

impl PermutationLine {
    pub fn new(play: Rc<WalkTable<OptimalPlay>>, table: usize, grid: Option<usize>) -> PermutationLine {
        PermutationLine { play, table, grid }
    }

    fn values(&self) -> &[u32] {
        self.play.walk().arms().permutation().values()
    }

    fn one(&self) -> usize {
        self.play.walk().arms().permutation().one()
    }

    /// The positions of the row still attached to 1 (empty once 1 is gone).
    fn segment(&self, position: &Position, over: bool) -> std::ops::Range<usize> {
        let one = self.one();
        if over {
            return one..one;
        }
        one - position.left..one + position.right + 1
    }

    fn place(&self, index: usize, state: &PlayState, over: bool) -> Place {
        if self.segment(&state.position, over).contains(&index) {
            Place::Attached
        } else if state.outside.contains(index) {
            Place::Outside
        } else {
            Place::Removed
        }
    }

    /// The row with `_` for each removed number ("" when it would be longer than
    /// [`POSITION_TEXT_MAX`]).
    fn position_text(&self, state: &PlayState, over: bool) -> String {
        let values = self.values();
        // Each number takes at least two characters with its space.
        if values.len() > POSITION_TEXT_MAX / 2 {
            return String::new();
        }
        let mut present = vec![false; values.len()];
        for i in self.segment(&state.position, over) {
            present[i] = true;
        }
        state.outside.mark_present(&mut present);
        let mut text = String::new();
        for (i, (&value, &here)) in values.iter().zip(&present).enumerate() {
            if i > 0 {
                text.push(' ');
            }
            if here {
                text.push_str(&value.to_string());
            } else {
                text.push('_');
            }
            if text.len() > POSITION_TEXT_MAX {
                return String::new();
            }
        }
        text
    }

    fn board(&self, state: &PlayState, last: Option<&Played>, over: bool) -> Board {
        let values = self.values();
        let n = values.len();
        let focus = last.map_or(self.one(), |played| played.index);
        let window = CellGroup::window(n, focus);
        let cells = window
            .clone()
            .map(|i| {
                let value = values[i];
                let now = last.is_some_and(|played| played.index == i);
                let place = self.place(i, state, over);
                let mut roles = Vec::new();
                if now {
                    roles.push(Role::Now);
                }
                if value == 1 {
                    roles.push(Role::Goal);
                }
                roles.push(match place {
                    Place::Attached => Role::Attached,
                    Place::Outside => Role::Outside,
                    Place::Removed => Role::Removed,
                });
                let (what, player) = match (place, now) {
                    (Place::Removed, true) => ("now", last.map_or("", |p| p.player.name())),
                    (Place::Removed, false) => ("removed", ""),
                    (Place::Attached, _) if value == 1 => ("goal", ""),
                    (Place::Attached, _) => ("joined", ""),
                    (Place::Outside, _) => ("cut", ""),
                };
                row_cell(i, Some(value), n, roles, what, player)
            })
            .collect();
        let segment = self.segment(&state.position, over);
        let outside = state.position.outside;
        let note = row_note(segment.clone(), outside, over);
        let attached: Vec<String> = segment.clone().take(12).map(|i| values[i].to_string()).collect();
        let joined = if over {
            Fact::new(Message::new("permutation-board-joined"), "—")
        } else if segment.len() > 12 {
            // How many in all is words: the label says it, the value is the numbers.
            let label = Message::new("permutation-board-joined-long").arg("count", Arg::digits(segment.len()));
            Fact::new(label, format!("{} …", attached.join(" ")))
        } else {
            Fact::new(Message::new("permutation-board-joined"), attached.join(" "))
        };
        let mut facts = vec![joined, cut_fact(outside)];
        facts.push(match (over, last) {
            (true, Some(played)) => turn_fact(true, played.player),
            _ => turn_fact(false, Player::on_turn(state.turn)),
        });
        Board {
            // Step 0 is the start, not "after no move" (issue 33): `[0]` says so.
            caption: Message::new("permutation-board-caption-step")
                .arg("n", Arg::digits(n))
                .arg("turn", Arg::digits(state.turn)),
            groups: vec![row_group(cells, window, n, note)],
            facts,
            layout: "",
        }
    }

    /// "larger than its neighbours 3 and 5", "larger than 1, its only neighbour".
    fn neighbours(&self, before: &PlayState, played: &Played) -> Message {
        let values = self.values();
        let (inner, outer) = match played.mv {
            Move::RemoveOne => return Message::none(),
            Move::Outside => before.outside.neighbours(played.index),
            Move::Arm { side, t } => {
                let prefix = match side {
                    Side::Left => before.position.left,
                    Side::Right => before.position.right,
                };
                let toward_one = match side {
                    Side::Left => played.index + 1,
                    Side::Right => played.index - 1,
                };
                let away = match side {
                    Side::Left => played.index.checked_sub(1),
                    Side::Right => Some(played.index + 1),
                };
                (Some(toward_one), away.filter(|_| t + 1 < prefix))
            }
        };
        let value = |i: usize| Arg::digits(values[i] as usize);
        match (inner, outer) {
            // Named in the order they stand in the row.
            (Some(a), Some(b)) => {
                Message::new("permutation-step-neighbours").arg("a", value(a.min(b))).arg("b", value(a.max(b)))
            }
            (Some(a), None) | (None, Some(a)) => Message::new("permutation-step-neighbour").arg("a", value(a)),
            (None, None) => Message::new("permutation-step-no-neighbour"),
        }
    }

    /// Each step told in one sentence or a few (`permutation-step-…`, docs/LANGUAGES.md), the
    /// sentences joined one after the other (`permutation-step-then`).
    fn narration(&self, before: &PlayState, after: &PlayState, played: Option<&Played>) -> Message {
        let values = self.values();
        let Some(played) = played else {
            let p = &after.position;
            let at = Arg::digits(self.one() + 1);
            return if p.left + p.right == 0 {
                Message::new("permutation-step-start-alone").arg("at", at)
            } else {
                Message::new("permutation-step-start")
                    .arg("at", at)
                    .arg("left", Arg::digits(p.left))
                    .arg("right", Arg::digits(p.right))
            };
        };
        let (player, other) = (played.player.name(), played.player.other().name());
        if played.mv == Move::RemoveOne {
            return Message::new("permutation-step-removes-one").name("player", player);
        }
        let mut sentences = vec![Message::new("permutation-step-removes")
            .name("player", player)
            .arg("value", Arg::digits(values[played.index] as usize))
            .arg("at", Arg::digits(played.index + 1))
            .arg("neighbours", self.neighbours(before, played))];
        let outside = after.position.outside;
        let counted = |id: &'static str| {
            Message::new(id).arg("count", Arg::digits(outside)).arg("parity", parity_name(outside).to_string())
        };
        match played.mv {
            Move::Arm { .. } => {
                let cut = (before.position.left + before.position.right)
                    .saturating_sub(after.position.left + after.position.right + 1);
                if cut > 0 {
                    sentences.push(counted("permutation-step-cut").arg("cut", Arg::digits(cut)));
                }
            }
            _ => sentences.push(counted("permutation-step-spare")),
        }
        let moves = |n: u32| Arg::digits(n as usize);
        sentences.push(match played.why {
            Why::Winning | Why::WinningOutside => Message::new("permutation-step-winning").name("other", other),
            Why::Forced => Message::new("permutation-step-forced"),
            Why::Outside => Message::new("permutation-step-outside").name("player", player),
            Why::Resists => Message::new("permutation-step-resists").name("player", player),
            Why::Fastest(n) => Message::new("permutation-step-fastest").name("other", other).arg("moves", moves(n)),
            Why::Delays(n) => Message::new("permutation-step-delays").name("player", player).arg("moves", moves(n)),
            Why::RemovesOne => Message::none(),
        });
        if after.position.left + after.position.right == 0 {
            sentences.push(Message::new("permutation-step-frees").name("other", other));
        }
        // "A. B. C": nested from the right.
        let mut sentences = sentences.into_iter().rev();
        let last = sentences.next().unwrap_or_else(Message::none);
        sentences.fold(last, |next, first| Message::new("permutation-step-then").arg("first", first).arg("next", next))
    }
}

impl LineSource for PermutationLine {
    fn steps(&self) -> usize {
        self.play.len()
    }

    fn values(&self, range: std::ops::Range<usize>) -> Vec<StepValue> {
        let arms = self.play.walk().arms();
        range
            .map(|index| {
                let (state, played) = self.play.after(index);
                let mover = Player::on_turn(index);
                if played.is_some_and(|p| p.mv == Move::RemoveOne) {
                    return StepValue { index, to_move: None, winner: mover.other().name(), moves: Some(0) };
                }
                let position = state.position;
                let winner = if arms.mover_wins(&position) { mover } else { mover.other() };
                let moves = arms.clock(&position).and_then(|clock| clock.get(&position)).map(|t| t.moves);
                StepValue { index, to_move: Some(mover.name()), winner: winner.name(), moves }
            })
            .collect()
    }

    fn step(&self, index: usize) -> Step {
        let (before, _) = self.play.after(index.saturating_sub(1));
        let (after, played) = self.play.after(index);
        let over = played.is_some_and(|p| p.mv == Move::RemoveOne);
        let mut marks = Vec::new();
        if let Some(row) = index.checked_sub(1) {
            marks.push(TableMark { table: self.table, row, column: None });
        }
        if let (Some(grid), false) = (self.grid, over) {
            // The grid's rows are left ends 0..=one, its columns (after the label) right ends.
            let p = &after.position;
            marks.push(TableMark { table: grid, row: self.one() - p.left, column: Some(1 + p.right) });
        }
        Step {
            index: after.turn,
            position: self.position_text(&after, over),
            to_move: (!over).then(|| Player::on_turn(after.turn).name().to_string()),
            played: played
                .map(|p| PlayedView { by: p.player.name().to_string(), what: removes(self.values()[p.index]) }),
            narration: self.narration(&before, &after, played.as_ref()),
            board: self.board(&after, played.as_ref(), over),
            marks,
        }
    }
}
