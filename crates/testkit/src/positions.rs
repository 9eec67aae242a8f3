//! Positions in the middle of a game, played through the game-neutral interface the page
//! uses (`Playable`), and the exhaustive check's own counts.

use verdict_model::game::position;
use verdict_model::input::InputError;
use verdict_model::judge::{judge_all, JudgeRef};
use verdict_model::Game;
use verdict_reason::check::{check, random_position, stress, CheckReport};

/// Plays the solver against itself from `start` through `Playable`: the predicted winner
/// never changes, the line's move always keeps a win when there is one, the view counts the
/// game's legal and winning moves, what a click offers is legal and holds every winning move
/// (the whole of a small cell's moves, a pad of a large one's), and the game ends with the
/// predicted winner.
pub fn play_out(game: Game, start: &str) {
    let mut position = position(game, start).unwrap();
    let first = position.view(None, None, false);
    let winner = first.winner.clone();
    let mut last = None;
    for _ in 0..1000 {
        let view = position.view(last, Some(start), true);
        assert_eq!(view.winner, winner, "{start}: at {}", view.position);
        assert_eq!(view.position, position.text());
        let Some(mv) = view.line_move.clone() else {
            assert_eq!(view.to_move, None, "{start}: no move, yet not over: {}", view.position);
            return;
        };
        assert_eq!(mv.wins, view.mover_wins, "{start}: at {}: the solver's {} ", view.position, mv.label);
        // The view's counts are the game's: its legal moves, one at a time (taken up to one
        // past the count, so a wrong count shows without listing a heap of 10^9's moves).
        let legal: Vec<_> = position.move_values().take(view.legal_moves.saturating_add(1)).collect();
        assert_eq!(legal.len(), view.legal_moves, "{}", view.position);
        assert_eq!(legal.iter().filter(|m| m.wins).count(), view.winning_moves, "{}", view.position);
        assert_eq!(position.move_counts(), (view.legal_moves, view.winning_moves), "{}", view.position);
        // What a click offers is legal, with its value: every move of a small cell, and of a
        // large one (a Nim heap of 10^9) a pad that holds at least every winning move.
        let cells: usize = view.board.groups.iter().map(|g| g.total).sum();
        // A move on several cells (Wythoff's from both heaps) is offered on each: counted once.
        let mut offered: Vec<_> = (0..cells).flat_map(|c| position.moves_at(c)).collect();
        let mut seen = std::collections::HashSet::new();
        offered.retain(|m| seen.insert((m.cell, m.choice)));
        for offer in &offered {
            let same = |m: &&verdict_model::position::MoveValue| m.cell == offer.cell && m.choice == offer.choice;
            let value = legal.iter().find(same);
            assert_eq!(value.map(|m| m.wins), Some(offer.wins), "{}: {} is offered", view.position, offer.label);
        }
        assert!(offered.len() <= legal.len(), "{}", view.position);
        assert_eq!(offered.iter().filter(|m| m.wins).count(), view.winning_moves, "{}", view.position);
        assert!(offered.contains(&mv), "{}: the solver's move is one of the legal moves", view.position);
        position =
            position.play(mv.cell, mv.choice).unwrap_or_else(|| panic!("{}: {} is illegal", view.position, mv.label));
        last = Some(mv.cell);
        assert!(mv.cells.contains(&mv.cell) || mv.cell >= cells, "{}: {} names its cells", view.position, mv.label);
        let after = position.view(last, Some(start), false);
        if after.to_move.is_none() {
            assert_eq!(after.winner, winner, "{start}: the game ends with the predicted winner");
            return;
        }
    }
    panic!("{start}: the game does not end");
}

/// Every cell of `position` (and one past its end): `no_move_at` speaks exactly where
/// `moves_at` has nothing, in a sentence. Returns the sentences, by cell.
pub fn no_move_sentences(text: &str, game: Game, cells: usize) -> Vec<(usize, String)> {
    let position = position(game, text).unwrap();
    let mut said = Vec::new();
    for cell in 0..=cells {
        let none = position.no_move_at(cell);
        assert_eq!(none.is_none(), !position.moves_at(cell).is_empty(), "{text}, cell {cell}: {none:?}");
        if let Some(sentence) = none {
            crate::words::every_language_says(&sentence);
            let sentence = sentence.english();
            assert!(sentence.ends_with('.') && sentence.len() > 15, "{text}, cell {cell}: {sentence}");
            said.push((cell, sentence));
        }
    }
    said
}

/// "Check by exhaustive search", as the page runs it: on each of `positions` the fast solver and
/// the search agree, and the search counts the positions it solved. At the search's limit, `at`,
/// it still agrees and reports its progress as it goes; one past it, `past`, it says so at once
/// instead of running for ever. Returns the check at the limit, with how many progress reports it
/// made, for what only the game knows of it.
pub fn check_agrees_up_to_its_limit(game: Game, positions: &[&str], at: &str, past: &str) -> (CheckReport, usize) {
    let game = &game.unconfigured().unwrap();
    for position in positions {
        let report = check(game, position, &mut |_| {}).unwrap();
        assert_eq!(report.outcome, "agree", "{position}: {report:?}");
        assert!(report.searched > 0 && report.fast == report.exhaustive, "{position}: {report:?}");
    }
    let mut progress = 0;
    let report = check(game, at, &mut |_| progress += 1).unwrap();
    assert_eq!(report.outcome, "agree", "{at}: {report:?}");
    assert!(progress > 0, "{at}: no progress reported");
    assert_eq!(check(game, past, &mut |_| {}).unwrap().outcome, "too-large", "{past}");
    (report, progress)
}

/// What the page reports as searched is the searches' own count: a stress run of one position
/// counts that position's search alone, and of two, more.
pub fn check_stress_counts_the_searches(game: Game) {
    let game = &game.unconfigured().unwrap();
    let one = check(game, &random_position(game, 10, 5).unwrap(), &mut |_| {}).unwrap().searched;
    assert!(one > 0);
    assert_eq!(stress(game, 10, 1, 5, &mut |_| {}).unwrap().searched, one, "{game:?}");
    assert!(stress(game, 10, 2, 5, &mut |_| {}).unwrap().searched > one, "{game:?}");
}

/// Plays each of `starts` out ([`play_out`]); at `at`, each move of `illegal` (a cell, a
/// choice, and why it is illegal) is refused, not played.
pub fn plays_and_refuses(game: Game, starts: &[&str], at: &str, illegal: &[(usize, Option<u32>, &str)]) {
    for start in starts {
        play_out(game, start);
    }
    let at_position = position(game, at).unwrap();
    for &(cell, choice, why) in illegal {
        assert!(at_position.play(cell, choice).is_none(), "{at}: {why}");
    }
}

/// Where an error points, as its message says it: `case 2, line 5, column 3`, `line 1,
/// column 4`; empty for an error about the whole input.
pub fn place(e: &InputError) -> String {
    let parts = [("case", e.case), ("line", e.line), ("column", e.column)];
    parts.iter().filter_map(|&(what, n)| Some(format!("{what} {}", n?))).collect::<Vec<_>>().join(", ")
}

/// Each case of `tsv`, errors written by hand (`tests/data/position-errors.tsv`,
/// `judge-errors.tsv`: an input, `\n` for each line break, a tab, what the message holds, a tab,
/// where it points as the message says it ([`place`]: `line 1, column 3`, empty for no place), a
/// line a case; `#` begins a comment line): `parse` refuses the input with a message that holds
/// the needle, pointing at the place.
pub fn errors_point<T>(parse: impl Fn(&str) -> Result<T, InputError>, tsv: &str) {
    let lines = tsv.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let cases: Vec<(String, &str, &str)> = lines
        .map(|l| match l.split('\t').collect::<Vec<_>>()[..] {
            [input, needle, place] => (input.replace("\\n", "\n"), needle, place),
            _ => panic!("{l:?}: input<TAB>needle<TAB>place"),
        })
        .collect();
    assert!(cases.len() > 1, "only {} errors read", cases.len());
    for (text, needle, at) in &cases {
        let e = parse(text).err().unwrap_or_else(|| panic!("{text:?} should fail"));
        assert!(e.message.english().contains(needle), "{text:?}: {}", e.message);
        assert_eq!(place(&e), *at, "{text:?}: {e}");
    }
}

/// [`errors_point`] for a judge format: `judge` refuses each input of `tsv`
/// (`tests/data/judge-errors.tsv`), pointing at its case, line and column (`case 2, line 5,
/// column 3`).
pub fn judge_errors_point(judge: JudgeRef, tsv: &str) {
    errors_point(|stdin| judge_all(judge, stdin, false), tsv);
}
