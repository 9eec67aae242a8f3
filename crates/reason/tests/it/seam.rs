//! The seam for games, proven from outside: a fourth game, defined here and nowhere in the
//! crate (a heap of counters, each move takes 1 to 3, whoever takes the last wins), runs through
//! every generic entry point — analysis, judge, positions, the exhaustive check and stress
//! runs, exercises, move values, the game tree and "Test a rule" — without any of them being
//! edited for it. Its players are Alice and Bob, whose verdict names the report model has.

use verdict_model::conjecture::{Case, Name, RuleSpace, Suggestion};
use verdict_model::exercises::{self, Exercise, Graded};
use verdict_model::game::{self as games, About, Game, Judged, Origin, Positions, Rules, Search, Settings};
use verdict_model::input::InputError;
use verdict_model::judge::{self, Judge, Visit};
use verdict_model::line::{Board, Cell, CellGroup, LegendEntry, Line, LineSource, Role, Step, StepValue};
use verdict_model::position::{MoveName, MoveValue, MoveView, Playable, PositionView, Value};
use verdict_model::report::{Analysis, Headline, Summary, Table, VerdictName};
use verdict_model::values::values_view;
use verdict_model::Message;
use verdict_reason::rules as conjecture;
use verdict_reason::{check, tree};

struct HeapGame;

static HEAP_GAME: HeapGame = HeapGame;
const HEAP: Game = Game::new(&HEAP_GAME);

const PLAYERS: [&str; 2] = ["Alice", "Bob"];

/// A heap position: the counters left and who is to move (0 Alice, 1 Bob).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Heap {
    left: u64,
    mover: usize,
}

impl Heap {
    /// The player to move wins exactly when the heap is not a multiple of 4 (the game's fast
    /// rule; the exhaustive search below knows nothing of it).
    fn wins(&self) -> bool {
        !self.left.is_multiple_of(4)
    }

    /// Moves to the end with both minding the clock: the winner takes `left % 4` and then
    /// keeps the heap a multiple of 4, four counters a round; the loser takes 1 at a time.
    fn clock(&self) -> u32 {
        let left = self.left as u32;
        if self.wins() {
            1 + 2 * (left / 4)
        } else {
            2 * (left / 4)
        }
    }

    fn takes(&self) -> impl Iterator<Item = u64> + '_ {
        (1..=3).filter(move |&k| k <= self.left)
    }

    fn after(&self, take: u64) -> Heap {
        Heap { left: self.left - take, mover: 1 - self.mover }
    }

    fn parse(text: &str) -> Result<Heap, InputError> {
        let mut words = text.split_whitespace();
        let left = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| InputError::whole("write the heap's size, then who moves"))?;
        let mover = match words.next() {
            Some("Alice") | None => 0,
            Some("Bob") => 1,
            Some(other) => return Err(InputError::whole(format!("{other} is not a player"))),
        };
        Ok(Heap { left, mover })
    }
}

impl Playable for Heap {
    fn mover_wins(&self) -> bool {
        self.wins()
    }
    fn is_over(&self) -> bool {
        self.left == 0
    }
    fn mover_name(&self) -> &'static str {
        PLAYERS[self.mover]
    }
    fn winning_moves(&self) -> Box<dyn Iterator<Item = MoveName> + '_> {
        Box::new(self.takes().filter(|&k| !self.after(k).wins()).map(MoveName::plain))
    }
    fn value(&self) -> Value {
        Value { mover_wins: self.wins(), moves: Some(self.clock()), clock_note: "Four counters a round.".into() }
    }
    fn move_values(&self) -> Box<dyn Iterator<Item = MoveValue> + '_> {
        Box::new(self.takes().map(|k| {
            let after = self.after(k);
            MoveValue {
                name: MoveName::plain(k),
                cell: 0,
                choice: Some(k as u32),
                wins: !after.wins(),
                moves: Some(after.clock() + 1),
            }
        }))
    }
    fn hint_reason(&self) -> Message {
        format!("{} counters left.", self.left).into()
    }
    fn rule_says(&self) -> Message {
        format!("Rule: {} counters, {} a multiple of 4.", self.left, if self.wins() { "not" } else { "" }).into()
    }
    fn view(&self, _last: Option<usize>, _origin: Option<&str>, _hints: bool) -> PositionView {
        let winner = if self.wins() { self.mover } else { 1 - self.mover };
        let count = self.takes().count();
        PositionView {
            position: self.text(),
            to_move: (!self.is_over()).then(|| PLAYERS[self.mover].to_string()),
            players: PLAYERS,
            winner: PLAYERS[winner].to_string(),
            mover_wins: self.wins(),
            reason: format!("{} counters left.", self.left).into(),
            legal_moves: count,
            winning_moves: self.winning_moves().count(),
            line_move: None,
            line_reason: String::new().into(),
            board: board(self),
            hints: None,
        }
    }
    fn no_move_at(&self, cell: usize) -> Option<Message> {
        match (cell, self.left) {
            (0, 0) => Some("The heap is empty.".into()),
            (0, _) => None,
            _ => Some("There is one heap.".into()),
        }
    }
    fn moves_at(&self, cell: usize) -> Vec<MoveView> {
        if cell != 0 {
            return Vec::new();
        }
        self.takes()
            .map(|k| MoveView {
                cell: 0,
                cells: vec![0],
                choice: Some(k as u32),
                label: k.to_string(),
                what: format!("takes {k}").into(),
                doing: format!("Taking {k}").into(),
                wins: !self.after(k).wins(),
            })
            .collect()
    }
    fn play(&self, cell: usize, choice: Option<u32>) -> Option<Box<dyn Playable>> {
        let take = u64::from(choice?);
        (cell == 0 && (1..=3).contains(&take) && take <= self.left)
            .then(|| Box::new(self.after(take)) as Box<dyn Playable>)
    }
    fn text(&self) -> String {
        format!("{} {}", self.left, PLAYERS[self.mover])
    }
}

fn board(heap: &Heap) -> Board {
    let cell = Cell {
        text: heap.left.to_string(),
        label: "1".into(),
        roles: Vec::new(),
        level: None,
        title: "the heap".into(),
    };
    Board {
        caption: "The heap.".into(),
        groups: vec![CellGroup {
            label: "Heap".into(),
            note: Message::none(),
            columns: Vec::new(),
            cells: vec![cell],
            first: 0,
            total: 1,
            place: "",
            footnotes: Vec::new(),
        }],
        facts: Vec::new(),
        layout: "",
    }
}

/// The line: the winner takes `left % 4`, the loser 1.
struct HeapLine(u64);

impl HeapLine {
    fn at(&self, index: usize) -> Heap {
        let mut heap = Heap { left: self.0, mover: 0 };
        for _ in 0..index {
            let take = if heap.wins() { heap.left % 4 } else { 1 };
            heap = heap.after(take);
        }
        heap
    }
}

impl LineSource for HeapLine {
    fn steps(&self) -> usize {
        Heap { left: self.0, mover: 0 }.clock() as usize
    }
    fn step(&self, index: usize) -> Step {
        let heap = self.at(index);
        Step {
            index,
            position: heap.text(),
            to_move: (!heap.is_over()).then(|| PLAYERS[heap.mover].to_string()),
            played: None,
            narration: String::new().into(),
            board: board(&heap),
            marks: Vec::new(),
        }
    }
    fn values(&self, range: std::ops::Range<usize>) -> Vec<StepValue> {
        range
            .map(|index| {
                let heap = self.at(index);
                let winner = PLAYERS[if heap.wins() { heap.mover } else { 1 - heap.mover }];
                StepValue {
                    index,
                    to_move: (!heap.is_over()).then(|| PLAYERS[heap.mover]),
                    winner,
                    moves: Some(heap.clock()),
                }
            })
            .collect()
    }
}

fn analysis(left: u64) -> Analysis {
    let heap = Heap { left, mover: 0 };
    let verdict = VerdictName::new(if heap.wins() { "Alice" } else { "Bob" });
    let summary = Summary {
        headline: Message::new("verdict-wins").name("winner", verdict.as_str()),
        reason: heap.rule_says(),
        ..Summary::new("heap", verdict)
    };
    let line = Line {
        title: verdict_model::Message::new("line-optimal"),
        caption: verdict_model::Message::none(),
        table: None,
        open_at_end: false,
        playable: true,
        legend: vec![LegendEntry::new(Role::Now, "just taken")],
        source: Box::new(HeapLine(left)),
    };
    Analysis::new(
        summary,
        vec![Table::new("Counters", "", &["left"], Box::new(vec![vec![left.to_string().into()]]))],
        line,
    )
}

impl Rules for HeapGame {
    fn name(&self) -> &'static str {
        "heap"
    }
    fn about(&self) -> About {
        let origin = Origin { name: "a classic", url: "https://example.invalid/heap" };
        About::new("heap", "Heap", origin, 1, &["7", "4"]).played_by(&PLAYERS)
    }
    fn analyze(&self, text: &str, _: &Settings, first: &mut dyn FnMut(Headline)) -> Result<Analysis, InputError> {
        let heap = Heap::parse(text)?;
        let analysis = analysis(heap.left);
        first(Headline::of(analysis.report()));
        Ok(analysis)
    }
    fn exercises(&self, seed: u64) -> Vec<Exercise> {
        (1..=exercises::SET_SIZE)
            .map(|number| Exercise {
                number,
                kind: "who-wins",
                prompt: "Who wins?".into(),
                given: format!("{} Alice", seed + number as u64),
                answer_help: verdict_model::Message::none(),
                choices: PLAYERS.iter().map(|p| p.to_string()).collect(),
                board: None,
                pick: "",
            })
            .collect()
    }
    fn grade(&self, seed: u64, number: usize, answer: &str) -> Graded {
        let heap = Heap { left: seed + number as u64, mover: 0 };
        let winner = if heap.wins() { "Alice" } else { "Bob" };
        exercises::grade_winner(answer, PLAYERS, winner, heap.rule_says()).with_solution(winner.to_string())
    }
    fn positions(&self) -> Option<&dyn Positions> {
        Some(self)
    }

    fn configure(&self, _settings: &Settings) -> Result<games::Variant, InputError> {
        Ok(games::Variant::with_rules(HeapGame))
    }
}

/// Plain minimax over every take, with a count of the positions solved.
fn minimax(left: u64, solved: &mut u64) -> bool {
    *solved += 1;
    (1..=3).filter(|&k| k <= left).any(|k| !minimax(left - k, solved))
}

impl Judge for HeapGame {
    fn judge(&self, stdin: &str, _: bool, visit: &mut Visit) -> Result<(), InputError> {
        for line in stdin.lines().skip(1) {
            let heap = Heap::parse(line)?;
            let answer = if heap.wins() { "Alice" } else { "Bob" }.to_string();
            if !visit(Judged { answer, analysis: None }) {
                break;
            }
        }
        Ok(())
    }

    fn judge_input(&self, inputs: &[&str]) -> String {
        format!("{}\n{}\n", inputs.len(), inputs.join("\n"))
    }
}

impl Positions for HeapGame {
    fn parse(&self, text: &str) -> Result<Box<dyn Playable>, InputError> {
        Ok(Box::new(Heap::parse(text)?))
    }
    fn search(&self, position: &str, _: &mut dyn FnMut(u64)) -> Result<Search, InputError> {
        let heap = Heap::parse(position)?;
        if heap.left > 20 {
            return Ok(Search::TooLarge("heaps of up to 20".into()));
        }
        let mut searched = 0;
        let mover_wins = minimax(heap.left, &mut searched);
        let winning = heap.takes().filter(|&k| !minimax(heap.left - k, &mut searched)).map(MoveName::plain).collect();
        Ok(Search::Done { mover_wins, winning, searched })
    }
    fn random_position(&self, size: usize, seed: u64) -> String {
        format!("{} {}", (seed % size.max(1) as u64) + 1, PLAYERS[(seed % 2) as usize])
    }
}

impl RuleSpace for HeapGame {
    fn names(&self) -> Vec<Name> {
        vec![Name { name: "n", meaning: "the heap" }]
    }
    fn claimed(&self) -> ([&'static str; 2], usize) {
        (["Alice wins", "Bob wins"], 0)
    }
    fn sizes(&self) -> Vec<usize> {
        (1..=12).collect()
    }
    fn size_words(&self, size: usize) -> String {
        format!("a heap of {size}")
    }
    fn each(&self, size: usize, visit: &mut dyn FnMut(&Case) -> bool) {
        let mut solved = 0;
        let claim_holds = minimax(size as u64, &mut solved);
        let position = || (format!("{size} Alice"), size.to_string());
        visit(&Case { values: &[size as i64], count: 1, claim_holds, position: &position });
    }
    fn suggestions(&self) -> Vec<Suggestion> {
        vec![Suggestion { rule: "n % 4 != 0".into(), scope: String::new(), note: String::new() }]
    }
}

#[test]
fn a_game_defined_outside_the_crate_runs_through_every_generic_entry_point() {
    let options = Settings::default();
    // The page's input, its headline, its line and the line's values.
    let analysis = games::analyze(HEAP, "7", &options).unwrap();
    assert_eq!(analysis.report().verdict, "Alice");
    assert_eq!(judge::headline(&HeapGame, "8", &options).unwrap().verdict, "Bob");
    assert_eq!(analysis.report().line.steps, 3, "take 3, take 1, take 3");
    assert_eq!(analysis.step(3).unwrap().position, "0 Bob");
    let values = analysis.step_values(0, 10);
    assert_eq!(values.iter().map(|v| v.moves).collect::<Vec<_>>(), [Some(3), Some(2), Some(1), Some(0)]);
    assert!(values.iter().all(|v| v.winner == "Alice"));
    assert!(games::analyze(HEAP, "many", &options).is_err());
    // The judge.
    let judged = judge::judge_all(&HeapGame, "3\n4\n5\n12\n", false).unwrap();
    assert_eq!(judged.iter().map(|j| j.answer.as_str()).collect::<Vec<_>>(), ["Bob", "Alice", "Bob"]);
    // Positions, played through Playable alone.
    let position = games::position(HEAP, "6 Bob").unwrap();
    assert_eq!(position.winning_moves().map(|m| m.to_string()).collect::<Vec<_>>(), ["2"]);
    let after = position.play(0, Some(2)).unwrap();
    assert_eq!((after.text(), after.mover_wins()), ("4 Alice".to_string(), false));
    // The exhaustive check agrees, a stress run finds no disagreement, and the limit is said.
    let heap = HEAP.configure(&options).unwrap();
    let report = check::check(&heap, "10 Alice", &mut |_| {}).unwrap();
    assert_eq!((report.outcome, report.fast.as_str()), ("agree", "win\t2"));
    assert_eq!(check::check(&heap, "40 Alice", &mut |_| {}).unwrap().outcome, "too-large");
    let stress = check::stress(&heap, 15, 50, 1, &mut |_| {}).unwrap();
    assert_eq!((stress.checked, stress.disagreement), (50, None));
    // Exercises, graded.
    assert_eq!(games::exercise_set(HEAP, 3).len(), exercises::SET_SIZE);
    assert!(games::grade(HEAP, 3, 1, "bob").correct, "a heap of 4: Bob");
    assert!(!games::grade(HEAP, 3, 2, "bob").correct, "a heap of 5: Alice");
    // Move counts by default (the game does not give them), as its view counts them.
    for text in ["0 Bob", "4 Alice", "7 Alice"] {
        let position = games::position(HEAP, text).unwrap();
        let view = position.view(None, None, false);
        assert_eq!(position.move_counts(), (view.legal_moves, view.winning_moves), "{text}");
    }
    // Move values on the board.
    let view = values_view(games::position(HEAP, "7 Alice").unwrap().as_ref(), 0..1);
    assert_eq!(view.cells.len(), 1);
    assert_eq!((view.cells[0].wins, view.cells[0].text.as_str()), (true, "✓3"));
    // The game tree, labelled by backward induction.
    let tree = tree::tree(games::position(HEAP, "5 Alice").unwrap().as_ref()).unwrap();
    assert_eq!(tree.nodes[0].value, "win");
    assert_eq!(tree.nodes[tree.nodes[0].witness.unwrap()].position, "4 Bob");
    assert_eq!(*tree.order.last().unwrap(), 0, "the root is labelled last");
    // A rule tested on its start positions.
    assert_eq!(conjecture::test(&heap, "n % 4 != 0", "", &mut |_| {}).unwrap().outcome, "holds");
    let wrong = conjecture::test(&heap, "n % 2 == 1", "", &mut |_| {}).unwrap();
    assert_eq!(wrong.counterexample.unwrap().position, "2 Alice");
}
