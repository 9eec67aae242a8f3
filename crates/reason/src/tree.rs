//! The game tree of a small position, labelled by backward induction: every position the game
//! can reach from it, each with its value for the player to move, and the order in which
//! backward induction labels them (the finished games first, then each position once all of
//! its children are labelled), with the sentence that justifies each label.
//!
//! Game-neutral: built from any [`Playable`] by playing every legal move. A node's value is the
//! fast solver's; the tests check every node against the exhaustive searches, and the tree
//! itself shows that each value follows from its children.

use serde::Serialize;
use verdict_model::message::{Arg, Message};
use verdict_model::position::{MoveValue, Playable, PositionView};

/// The most positions a tree holds: a ticket with 2 `?` left has 221, a row with 6 numbers
/// left at most a few hundred; larger trees are too large to read, and are refused.
pub const MAX_NODES: usize = 2_000;

#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Tree {
    /// The positions in preorder; `nodes[0]` is the root.
    pub nodes: Vec<TreeNode>,
    /// Backward induction, one node a step: the finished games first, then each node once its
    /// children are all labelled (the nearest to the end first).
    pub order: Vec<usize>,
}

#[derive(Serialize, Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TreeNode {
    /// The position in the game's notation (docs/RULES.md, "Positions in the middle of a game").
    pub position: String,
    /// Who is to move there; `None` once the game is over.
    pub to_move: Option<&'static str>,
    /// `win` or `lose`, for the player to move there (docs/RULES.md, "The game tree").
    #[cfg_attr(feature = "ts", ts(type = "\"win\" | \"lose\""))]
    pub value: &'static str,
    /// Moves until the end with both minding the clock, where the game is timed.
    pub moves: Option<u32>,
    /// The move that led here from the parent, in notation (`3=9`, `6`) and in words.
    pub via: Option<String>,
    #[cfg_attr(feature = "ts", ts(type = "Message | null"))]
    pub via_words: Option<Message>,
    /// The board cell and choice of that move, so a front end can show it.
    pub via_cell: Option<usize>,
    pub via_choice: Option<u32>,
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    pub depth: usize,
    /// Why the value follows: at a finished game, who won; elsewhere, from the children.
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub because: Message,
    /// The child that proves a won position (a move to a position lost for the opponent).
    pub witness: Option<usize>,
    /// What the game's fast rule says here (so the tree shows why the rule holds).
    #[cfg_attr(feature = "ts", ts(type = "Message"))]
    pub rule: Message,
}

/// The longest position text a tree is drawn from, in bytes: every node carries its position,
/// so a tree of a long row (a 10^6-number row with six numbers left) would hold 2 000 copies of
/// it. Refused before anything is built, whatever the position.
pub const MAX_POSITION_BYTES: usize = 2_000;

/// The tree from `root`, or why it is not drawn. Bounded before it starts: a position written
/// in more than [`MAX_POSITION_BYTES`] is refused at once, and the tree is grown one node at a
/// time (no recursion: a game's depth is the user's) until it is whole or passes
/// [`MAX_NODES`], so a refusal costs at most that many positions of that length.
pub fn tree(root: &dyn Playable) -> Result<Tree, String> {
    refuse_long(root.text().len())?;
    let mut nodes = Vec::new();
    grow(root, &mut nodes)?;
    explain(&mut nodes);
    let order = induction_order(&nodes);
    Ok(Tree { nodes, order })
}

/// Refuses a position written in `length` characters, past [`MAX_POSITION_BYTES`] (a driver
/// holding the text asks before parsing it: reading 64 MiB takes a second).
pub fn refuse_long(length: usize) -> Result<(), String> {
    if length <= MAX_POSITION_BYTES {
        return Ok(());
    }
    Err(format!(
        "The tree is drawn from positions written in up to {} characters, and this one has {}: step further into a smaller game, where fewer moves are left.",
        verdict_model::words::grouped(MAX_POSITION_BYTES),
        verdict_model::words::grouped(length)
    ))
}

fn too_large() -> String {
    format!(
        "The tree from here has more than {MAX_NODES} positions, too many to read: step further into the game, where fewer moves are left, and it is drawn."
    )
}

/// A position whose moves are being grown, on the stack of [`grow`].
struct Growing<'a> {
    at: usize,
    /// The root is borrowed; every other position is owned here.
    position: Option<Box<dyn Playable>>,
    root: &'a dyn Playable,
    /// Its moves not yet played, in reverse move order (the next is popped off the end).
    moves: Vec<MoveValue>,
}

impl Growing<'_> {
    fn position(&self) -> &dyn Playable {
        self.position.as_deref().unwrap_or(self.root)
    }
}

/// The legal moves of `position`, taken one at a time from the game and refused as soon as
/// there are more than `room`: each of them is a child in the tree, so a position with more
/// moves than the tree has room left for makes a tree too large, and is refused after
/// `room + 1` moves, whatever its branching (a heap of 10^9 offers 10^9 moves; collecting
/// them first took seconds and then more memory than the module has, issue 46). Reversed, so
/// that the next move is the last.
fn moves_within(position: &dyn Playable, room: usize) -> Result<Vec<MoveValue>, String> {
    if position.is_over() {
        return Ok(Vec::new());
    }
    let mut moves: Vec<MoveValue> = position.move_values().take(room.saturating_add(1)).collect();
    if moves.len() > room {
        return Err(too_large());
    }
    moves.reverse();
    Ok(moves)
}

/// Adds `root` and everything after it to `nodes`, in preorder (a node, then each child's
/// subtree in move order), depth first with a stack of its own. The moves on the stack are
/// promised nodes: a node's moves are taken only while the nodes made and the moves promised
/// stay within [`MAX_NODES`], so the stack never holds more than that many moves.
fn grow(root: &dyn Playable, nodes: &mut Vec<TreeNode>) -> Result<(), String> {
    let at = add(root, None, None, 0, nodes)?;
    let moves = moves_within(root, MAX_NODES - nodes.len())?;
    let mut promised = moves.len();
    let mut stack = vec![Growing { at, position: None, root, moves }];
    while let Some(top) = stack.last_mut() {
        let Some(mv) = top.moves.pop() else {
            stack.pop();
            continue;
        };
        promised -= 1;
        let position = top.position();
        let Some(next) = position.play(mv.cell, mv.choice) else { continue };
        let words = position.moves_at(mv.cell).into_iter().find(|m| m.choice == mv.choice).map(|m| m.what);
        let via = (mv.name.to_string(), words.unwrap_or_else(|| mv.name.to_string().into()), mv.cell, mv.choice);
        let parent = top.at;
        let child = add(next.as_ref(), Some(parent), Some(via), nodes[parent].depth + 1, nodes)?;
        nodes[parent].children.push(child);
        let moves = moves_within(next.as_ref(), MAX_NODES - nodes.len() - promised)?;
        if !moves.is_empty() {
            promised += moves.len();
            stack.push(Growing { at: child, position: Some(next), root, moves });
        }
    }
    Ok(())
}

/// Adds one node for `position`; returns its index.
fn add(
    position: &dyn Playable,
    parent: Option<usize>,
    via: Option<(String, Message, usize, Option<u32>)>,
    depth: usize,
    nodes: &mut Vec<TreeNode>,
) -> Result<usize, String> {
    if nodes.len() >= MAX_NODES {
        return Err(too_large());
    }
    let at = nodes.len();
    let value = position.value();
    let (via, via_words, via_cell, via_choice) = match via {
        Some((label, words, cell, choice)) => (Some(label), Some(words), Some(cell), choice),
        None => (None, None, None, None),
    };
    nodes.push(TreeNode {
        position: position.text(),
        to_move: (!position.is_over()).then(|| position.mover_name()),
        value: if value.mover_wins { "win" } else { "lose" },
        moves: value.moves,
        via,
        via_words,
        via_cell,
        via_choice,
        parent,
        children: Vec::new(),
        depth,
        because: if position.is_over() { finished(position) } else { Message::none() },
        witness: None,
        rule: position.rule_says(),
    });
    Ok(at)
}

/// A finished game's sentence: the position's own reason (who has won, and why).
fn finished(position: &dyn Playable) -> Message {
    let view: PositionView = position.view(None, None, false);
    view.reason
}

/// Each inner node's sentence and witness, from its children's values.
fn explain(nodes: &mut [TreeNode]) {
    for at in 0..nodes.len() {
        let Some(mover) = nodes[at].to_move else { continue };
        let children = nodes[at].children.clone();
        let lost_child = children.iter().copied().find(|&c| nodes[c].value == "lose");
        let (because, witness) = match lost_child {
            Some(child) => {
                let how = nodes[child].via_words.clone().unwrap_or_else(Message::none);
                let because = match nodes[child].to_move {
                    None => Message::new("tree-won-ends").name("mover", mover).arg("how", how),
                    Some(opponent) => Message::new("tree-won-reaching")
                        .name("mover", mover)
                        .arg("how", how)
                        .arg("position", nodes[child].position.clone())
                        .name("opponent", opponent),
                };
                (because, Some(child))
            }
            None => {
                let because = match children.len() {
                    1 => Message::new("tree-lost-only"),
                    count => Message::new("tree-lost-every").arg("count", Arg::digits(count)),
                };
                (because.name("mover", mover), None)
            }
        };
        nodes[at].because = because;
        nodes[at].witness = witness;
    }
}

/// Leaves first, then each node after all of its children: by height (the longest way down
/// to the end of the game), in preorder within a height.
fn induction_order(nodes: &[TreeNode]) -> Vec<usize> {
    let mut height = vec![0usize; nodes.len()];
    // Preorder puts children after their parent: going backwards, children come first.
    for at in (0..nodes.len()).rev() {
        height[at] = nodes[at].children.iter().map(|&c| height[c] + 1).max().unwrap_or(0);
    }
    let mut order: Vec<usize> = (0..nodes.len()).collect();
    verdict_model::order::by_key32(&mut order, |&at| height[at] as u32);
    order
}
