//! Play's hint ladder, whatever the game (issue 33): over every position reached from a start,
//! won and lost, against a plain search of the moves' remoteness that plays each move through
//! the seam and uses none of the game's insight.
//!
//! - In a lost position no rung speaks of keeping or throwing away a win, or of a best move.
//! - The first rung says who wins and names no move.
//! - The last rung's move: where the mover wins, a winning move as fast as any; where the mover
//!   loses, one that lasts as long as any, and "every one lasts as long" only where they do.

use std::collections::HashMap;
use verdict_model::hints::hinted_view;
use verdict_model::position::Playable;

/// (the player to move wins, moves to the end with both minding the clock), by trying every
/// legal move: the fastest win, the longest loss; a finished game is read by its rule.
pub fn remoteness(position: &dyn Playable, memo: &mut HashMap<String, (bool, u32)>) -> (bool, u32) {
    // The mover too: a finished ticket's text leaves it out, and its value is for the player
    // who would move.
    let key = format!("{} / {}", position.text(), position.mover_name());
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let value = if position.is_over() {
        (position.mover_wins(), 0)
    } else {
        let children = children(position);
        assert!(!children.is_empty(), "{key}: not over, yet no move");
        let values: Vec<(bool, u32)> = children.iter().map(|(_, _, child)| remoteness(&**child, memo)).collect();
        match values.iter().filter(|(wins, _)| !wins).map(|&(_, k)| k + 1).min() {
            Some(fastest) => (true, fastest),
            None => (false, values.iter().map(|&(_, k)| k + 1).max().unwrap()),
        }
    };
    memo.insert(key, value);
    value
}

type Child = (usize, Option<u32>, Box<dyn Playable>);

/// Every legal move (its cell and choice) and the position after it.
fn children(position: &dyn Playable) -> Vec<Child> {
    position
        .move_values()
        .map(|mv| {
            let child = position
                .play(mv.cell, mv.choice)
                .unwrap_or_else(|| panic!("{}: a listed move is not legal", position.text()));
            (mv.cell, mv.choice, child)
        })
        .collect()
}

/// What the ladder's checks saw: positions by whether the mover won, lost ones whose moves all
/// last as long, and ones where a move lasts longer than another.
#[derive(Debug, Default)]
pub struct Seen {
    pub won: usize,
    pub lost: usize,
    pub lost_evenly: usize,
    pub lost_unevenly: usize,
    /// The positions checked, by their text (each once, whichever start reaches it).
    pub done: std::collections::HashSet<String>,
}

/// Checks the ladder of every position reachable from `start` (including it).
pub fn check_hints_from(start: &dyn Playable, seen: &mut Seen, memo: &mut HashMap<String, (bool, u32)>) {
    let mut stack: Vec<Box<dyn Playable>> = Vec::new();
    if start.is_over() || !seen.done.insert(start.text()) {
        return;
    }
    check_hints(start, seen, memo);
    stack.extend(children(start).into_iter().map(|(_, _, c)| c));
    while let Some(position) = stack.pop() {
        if position.is_over() || !seen.done.insert(position.text()) {
            continue;
        }
        check_hints(&*position, seen, memo);
        stack.extend(children(&*position).into_iter().map(|(_, _, c)| c));
    }
}

/// One position's ladder against the plain search.
pub fn check_hints(position: &dyn Playable, seen: &mut Seen, memo: &mut HashMap<String, (bool, u32)>) {
    let text = position.text();
    let view = hinted_view(position, None, None);
    let hints = view.hints.clone().unwrap_or_else(|| panic!("{text}: a position not over has hints"));
    assert_eq!(hints.rungs.len(), 3, "{text}");
    let said: Vec<String> = hints.rungs.iter().map(|r| r.says.english()).collect();
    let all: Vec<&str> = said.iter().map(String::as_str).collect();
    let (wins, clock) = remoteness(position, memo);
    assert_eq!(view.mover_wins, wins, "{text}");
    let children = children(position);
    let values: Vec<(usize, Option<u32>, bool, u32)> = children
        .iter()
        .map(|(cell, choice, child)| {
            let (child_wins, k) = remoteness(&**child, memo);
            (*cell, *choice, !child_wins, k + 1)
        })
        .collect();

    // Rung 1 says who wins, and names no move: no move's words, no "by removing 4".
    let first = all[0];
    assert!(first.starts_with(if wins { "Yes: " } else { "No: " }), "{text}: {first}");
    assert!(first.contains(&view.winner), "{text}: rung 1 names the winner: {first}");
    let lower = first.to_lowercase();
    for (cell, _, _) in &children {
        for mv in position.moves_at(*cell) {
            for words in [mv.what.english().to_lowercase(), mv.doing.english().to_lowercase()] {
                assert!(!contains_words(&lower, &words), "{text}: rung 1 names the move {words:?}: {first}");
            }
        }
    }

    let named = hints.named.clone().unwrap_or_else(|| panic!("{text}: the last rung names a move"));
    let value_of = |cell: usize, choice: Option<u32>| {
        values.iter().find(|v| v.0 == cell && v.1 == choice).copied().unwrap_or_else(|| panic!("{text}: no such move"))
    };
    let (_, _, named_wins, named_lasts) = value_of(named.cell, named.choice);
    let last = all[2];
    if wins {
        seen.won += 1;
        let fastest = values.iter().filter(|v| v.2).map(|v| v.3).min().unwrap();
        assert!(named_wins && named_lasts == fastest, "{text}: the best move wins as fast as any: {last}");
        assert!(last.contains(&named.what.english()), "{text}: the last rung names its move: {last}");
        let winning = values.iter().filter(|v| v.2).count();
        assert_eq!(view.winning_moves, winning, "{text}");
        return;
    }
    seen.lost += 1;
    for says in &all {
        for claim in [
            "keeps the win",
            "keep the win",
            "throws the win",
            "throw the win",
            "best move",
            "None of",
            "would have kept",
        ] {
            assert!(!says.contains(claim), "{text}: a lost position's hint says {claim:?}: {says}");
        }
    }
    assert!(all[1].starts_with("No: "), "{text}: {}", all[1]);
    let longest = values.iter().map(|v| v.3).max().unwrap();
    let shortest = values.iter().map(|v| v.3).min().unwrap();
    assert_eq!(longest, clock, "{text}");
    assert_eq!(named_lasts, longest, "{text}: the move named lasts as long as any: {last}");
    assert!(last.contains(&format!("wins in {} more move", clock)), "{text}: {last}");
    let even = last.contains("every one lasts as long");
    assert_eq!(
        even,
        shortest == longest && values.len() > 1,
        "{text}: said to last as long exactly when they do: {last}"
    );
    assert!(
        last.contains(&named.what.english()) || last.contains(&lowercase_first(&named.doing.english())),
        "{text}: {last}"
    );
    if even {
        seen.lost_evenly += 1;
    } else if values.len() > 1 {
        seen.lost_unevenly += 1;
        assert!(last.contains(&format!("{} lasts longest", lowercase_first(&named.doing.english()))), "{text}: {last}");
    }
}

/// Whether `text` holds `words` as whole words ("removing 4" is not in "removing 45").
fn contains_words(text: &str, words: &str) -> bool {
    text.match_indices(words).any(|(at, _)| {
        let after = text[at + words.len()..].chars().next();
        let before = text[..at].chars().next_back();
        !after.is_some_and(|c| c.is_ascii_alphanumeric()) && !before.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

fn lowercase_first(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    text
}
