// The panels' English words (docs/LANGUAGES.md): Play, the check and the stress run, the rule
// tester, the outcome tables and Practise, the full view's panels' titles, Watch's strip and Why's
// tables, apart from www/lang/en.js so that a compact embed, which shows none of them first, does
// not carry them in its shell: www/panels/panel-words.js adds them to English's catalogue
// when the first of those panels is loaded (with its bundle: scripts/bundle.mjs reads them at
// build time, as en.js). Fluent's syntax; Korean's and Russian's are in ko.ftl and ru.ftl.
export default String.raw`
## The check and the stress run

stop = ■ Stop
seconds = { $seconds } s
check-button = Check by exhaustive search
check-note = the position shown, by a search that tries every move.
check-searching = Searching { $position }…
check-solved = Searching: { $done } { $done ->
        [one] position
       *[other] positions
    } solved in { $seconds } s…
check-stopped = Stopped: the search was interrupted before it finished.
check-cannot = This position cannot be searched.
check-agree = Agreed.
check-disagree = Disagreement!
check-too-large = Too large.
stress-size = Size
stress-size-name = Size of the random positions
stress-runs = Positions
stress-runs-name = How many random positions
stress-run = Run
stress-starting = Starting…
stress-so-far = { $done } of { $runs } random { $runs ->
        [one] position
       *[other] positions
    } { $done ->
        [one] agrees
       *[other] agree
    } so far ({ $seconds } s)…
stress-stopped = Stopped: { $done } of { $runs } random { $runs ->
        [one] position
       *[other] positions
    } { $done ->
        [one] agrees
       *[other] agree
    } with the exhaustive search, in { $seconds } s, and none disagreed.
stress-stopped-first = Stopped before the first random position was checked.
stress-failed = The stress run failed.
stress-agree = { $checked ->
        [1] The 1 random position agrees
       *[other] All { $checked } random positions agree
    }: { $searched } { $searched ->
        [one] position
       *[other] positions
    } searched in { $seconds } s.
stress-disagree = Disagreement after { $checked } { $checked ->
        [one] position
       *[other] positions
    }:
stress-position = Position: { $position }
stress-answers = Fast solver: { $fast } · search: { $search }

## The rule tester

milliseconds = { $ms } ms
rule-yours = Your rule
rule-yours-when = Your rule: { $claim } when…
rule-scope = Only for positions where (optional)
rule-scope-placeholder = every position
rule-test = Test the rule
rule-syntax = Whole numbers, + − * / %, == != < <= > >=, && || ! (or and, or, not), parentheses, abs, min and max.
rule-try = Rules to try, from wrong to right:
rule-game = The game: { $game }.
rule-claim = A rule is a guess about who wins from the start, with best play on both sides: true means { $claim }, false means { $denial }.
rule-how = The test plays every start position up to the largest size below, smallest first, and stops at the first where the rule is wrong.
rule-sizes = Searched: every start position from { $from } to { $to }.
rule-only-where = only where { $scope }
rule-testing = Testing…
rule-progress = Testing: { $done } { $done ->
        [one] position
       *[other] positions
    } so far ({ $seconds } s)…
rule-stopped = Stopped: the test was interrupted before it finished.
rule-failed = The rule could not be tested: { $error }
rule-in = { $checked } { $checked ->
        [one] position
       *[other] positions
    } in { $time }.
rule-searched = Searched { $checked } { $checked ->
        [one] position
       *[other] positions
    } in { $time }.
rule-note = What it shows:
rule-error = Not a rule yet.
rule-holds = ✓ Holds.
rule-where-rule = Where, in the rule
rule-where-scope = Where, in the scope
rule-board = The counterexample { $position }
rule-counterexample = ✗ Counterexample:
rule-says = The rule says { $rule }; with best play { $game }.
rule-here = Here { $values }.
rule-open = Open it in the playground
rule-play = ♟ Play it
rule-or = or
rule-its-link = its link:

## The outcome tables

outcome-no-rule = no rule
outcome-make = Make the outcome table
outcome-columns = Columns
outcome-rows = Rows
outcome-rule = Draw a rule over it (optional)
outcome-try = Tables to open, in order:
outcome-none = none: one number, a sequence
outcome-intro = Each cell holds the start positions whose two numbers are its column's and its row's, every one up to { $size }, coloured by who wins it with best play. A cell with positions of both kinds shows its counts: there, the two numbers do not decide the game. When no cell is mixed, the two numbers are enough to write a rule.
outcome-making = Making the table…
outcome-progress = Making the table: { $done } { $done ->
        [one] position
       *[other] positions
    } so far…
outcome-stopped = Stopped before the table was made.
outcome-failed = The table could not be made: { $error }
outcome-legend-all = { $player } wins every position of the cell
outcome-legend-mixed = positions of both: how many { $player } wins, of how many
outcome-legend-wrong = the rule names the wrong winner for a position of the cell
outcome-axes = { $x } across, { $y } down
outcome-row = outcome
outcome-caption = { $game }: who wins, by { $x }
outcome-caption-two = { $game }: who wins, by { $x } (columns) and { $y } (rows)
outcome-cell-mixed = { $won } of { $total } { $total ->
        [one] position
       *[other] positions
    } won by { $first }, the others by { $second }
outcome-cell-all = { $total } { $total ->
        [one] position
       *[other] positions
    }, all won by { $player }
outcome-cell-wrong = ; the rule is wrong for { $wrong } of them
wins = { $player } wins.
outcome-opened = The cell { $place }: its first positions, the smallest first

## Practise

practice-board = The position of the exercise
practice-pad = Choose a move
practice-answer = Your answer
practice-check = Check my answer
choose = Choose
practice-next = Next exercise →
practice-new = New set
practice-title = Set { $seed }, exercise { $number } of { $total }
practice-by-one = Or click the board: the move you click is your answer.
practice-by-several = Or click the board: each move you click is added to your answer (click it again to take it out).
practice-no-move = ⚠ No move there.
practice-no-place = Nothing can be played on that place.
practice-click-another = Click another one.
practice-picked = , picked: { $moves }
practice-illegal = ⚠ Not a legal answer.
practice-not-counted = Nothing is counted: write it again.
practice-right = ✓ Right.
practice-nth = { $n ->
        [1] the first try
        [2] the second try
        [3] the third try
       *[other] try { $n }
    }
practice-right-at = ✓ Right, at { $at }.
practice-partial = ◐ Not all yet.
practice-wrong = ✗ Not right.
practice-solution = A right answer: { $answer }
grade-choose = Choose the winner: { $first } or { $second }.
grade-not-player = { $written } is not a player here. { $choose }
grade-wins = { $winner } wins. { $reason }
grade-write-moves = Write the moves, or none if there is no winning move.
grade-no-move-wins = No move wins here
grade-winning-move = The winning move is { $move }
grade-winning-moves = The winning moves are { $moves }
grade-listed = { $listed }. { $reason }
grade-move-wins = { CAPITAL($doing) } wins: { $after } { $before }
grade-move-loses = { CAPITAL($doing) } loses: { $after } { $before }
exercise-help-winner = Choose the winner.
exercise-help-moves = Write the moves as { $shape } separated by spaces ({ $meaning }), or none.
exercise-help-move = { $click }, or write the move as { $shape } ({ $meaning }).
exercise-move-how = Write the move as { $shape }: { $meaning }.
exercise-move-not = { $written } is not a move: write it as { $shape }, { $meaning } ({ $example }).
grade-partial = { $found } of { $of } found: { $found ->
        [1] the move you gave wins
       *[other] each move you gave wins
    }. { $left ->
        [1] One more move wins: find it.
       *[other] { $left } more moves win: find them.
    }
practice-score = Score: { $right } of { $tried } right
practice-score-none = Score: no answer yet
practice-done = The set is done
practice-first-try = Right at the first try: { $right } of { $total } { $total ->
        [one] exercise
       *[other] exercises
    }.
practice-later = Right at a later try: { $list }.
practice-later-one = exercise { $number } at { $at }
practice-retry = To try again:
practice-exercise = Exercise { $number }
practice-all-now = Every one right now. “New set” makes another.
practice-all-first = Every one right at the first try. “New set” makes another.

## Play

play = Play
play-work-rung = What should I work out?
play-ladder-note = Who is winning here, the solver's reasons and the board's sums show when you ask “{ $ask }”.
play-when-asked = when you ask “{ $ask }”
play-after-hints = after the second hint
play-sides = Sides
play-sides-name = Who plays
play-you = You play { $player }
play-both = Two players, one screen
play-none = Watch the solver play
play-board = The position in play
play-undo = ↶ Undo
play-restart = ⟲ Restart
play-swap = ⇄ Swap sides
play-stop = Stop playing
play-strip = Who was winning, move by move
play-moves = Moves
play-moves-name = The moves so far
play-moves-note = (each a button back to the position it reached; W: the move keeps or wins the game for the player who made it, L: it loses it; the number after the letter: how many moves the game then lasts, that move included)
play-link = Link to this position
play-cannot = This position cannot be played: { $error }
play-from = This game starts from { $position }.
play-from-verdict = This game starts from { $position }; the verdict above is for the input, from its start.
play-only-allowed = { $player } can only play where a move is allowed.
play-illegal = That move is not legal here.
play-throws = That throws the win away.
play-better = { CAPITAL($move) } would have kept the win
play-take-back = ↶ Take it back
play-on = Play on
play-waits = The game waits: take it back, or play on.
play-your-move = { $player } to move (you): choose a place on the board.
play-solver-move = { $player } to move: the solver is thinking…
play-retry-status = { $player } to move (you), as before the mistake: find a move that keeps the win.
play-start = Start
play-start-name = The start: { $position }
play-start-back = The start: { $position }. Go back to it
play-go-back = . Go back to the position it reached
play-value-keeps = keeps the win for { $player }
play-value-wins = wins for { $player }
play-value-loses = loses for { $player }
play-value-clock = , the game ending in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
play-value-changed = ; it changed who wins
play-review = Review
play-review-move = Move { $n }:
play-review-change = Before it { $before } was winning; after it { $after } was.
play-retry = Retry move { $n }
play-review-none = No move changed the result: { $player } was winning from the start and kept it to the end.
play-opponent = the opponent
play-work-induction = Work it out before asking: a position is won for { $mover } when some move leaves { $other } a lost position, one where no move of { $other }'s wins. Look at { $mover }'s moves, and at { $other }'s answers to each, from the end of the game back.
play-work-facts = Work these out from the board before asking who is winning:
play-work-table = { $table }, without the total
play-work-total = The total row is yours to work out.

## Play's hint ladder (crates/model/src/hints.rs): each rung's button and answer; a reason and a
## move's words are still the game's English (text)
hint-ask-won = Is my position won?
hint-won = Yes: { $mover } can win. { $reason }
hint-lost = No: whatever { $mover } plays, { $winner } wins with best play. { $reason }
hint-ask-keep = Which moves keep it won?
hint-keep-only = The only move keeps the win: ✓ marks it on the board.
hint-keep-all = All { NUMBER($legal) } moves keep the win: ✓ marks them on the board.
hint-keep-some = { $winning ->
        [1] 1 of the { NUMBER($legal) } moves keeps the win: ✓ marks it
       *[other] { NUMBER($winning) } of the { NUMBER($legal) } moves keep the win: ✓ marks them
    } on the board, ✗ { $others ->
        [1] the other one
       *[other] the others
    }.
hint-ask-best = Show the best move
hint-best = The best move (outlined on the board): { $move }
hint-winning = A winning move (outlined on the board): { $move }
hint-named = { $mover } { $what }. { $reason }
hint-unshown = { $mover } can win, but no move can be shown here.
hint-ask-save = Can any move save it?
hint-save-only = No: the only move loses (✗ on the board).
hint-save-none = No: each of the { NUMBER($legal) } moves loses (✗ marks them on the board).
hint-ask-longest = Which move lasts longest?
hint-more = { $k } more { $k ->
        [one] move
       *[other] moves
    }
hint-lost-every = Every move loses for { $mover }.
hint-only-timed = The only move, { $doing }, loses (outlined on the board): { $winner } wins in { $more }.
hint-only = The only move, { $doing }, loses (outlined on the board).
hint-even = Every move loses, and every one lasts as long: { $winner } wins in { $more }, whatever { $mover } plays. The move outlined on the board is the solver's: { $mover } { $what }.
hint-longest = Every move loses; { $doing } lasts longest (outlined on the board): { $winner } wins in { $more }.
hint-solvers = Every move loses. The move outlined on the board is the solver's: { $mover } { $what }.
hint-untimed = Every move loses; the game is too large to time, so no move can be shown to last longest. The move outlined on the board is the solver's: { $mover } { $what }.

## Play from here (watch.js, with the panels) and the game tree (tree.js)

play-from-here = ♟ Play from here
play-from-here-note = against the solver, from the position shown.

tree-won = won
tree-lost = lost
tree-won-ends = Won: { $mover } { $how }, which ends the game in { $mover }'s favour.
tree-won-reaching = Won: { $mover } { $how }, reaching { $position }, a position lost for { $opponent }. One such move is enough.
tree-lost-only = Lost: The only move leads to a position won for the opponent, so { $mover } cannot avoid losing.
tree-lost-every = Lost: Every one of the { $count } moves leads to a position won for the opponent, so { $mover } cannot avoid losing.
tree-intro = Every way the game can go from the position shown. A position is { $won } for the player to move when some move leads to a position lost for the opponent, and { $lost } when every move leads to one won for the opponent: labelling the finished games first and working back to the start is backward induction.
tree-modes = How to read the tree
tree-mode-induction = Watch backward induction
tree-mode-label = Label it yourself
tree-after-labelling = after you have labelled every position
tree-how = Mark each position { $won } or { $lost } for the player to move there. The finished games are labelled already: the rules say who won. Start near the ends and work back to the top.
tree-show-labels = Show every label
tree-give-up = { $button } (then this tree no longer counts as labelled by you)
tree-labels-shown = Every label shown. Choose “{ $mode }” again to label a tree from nothing.
tree-board = A position of the tree
tree-side = The position on a board
tree-back = ↑ Back to it in the tree
tree-too-long = This position is too long to write out, so it has no tree here: step further into the game.
tree-building = Building the tree…
tree-size = { $n } { $n ->
        [one] position
       *[other] positions
    } from { $position }.
tree-aria = The game tree from { $position }
tree-root = The position shown
tree-not-labelled = not labelled yet
tree-show-on-board = Show on board
tree-label-position = Label { $position }
tree-mark-won = won
tree-mark-lost = lost
tree-mark-for = for { $player }
tree-board-after = (after { $player } { $move })
tree-value-wins = { $player } wins
tree-value-loses = { $player } loses
tree-value-wins-in = { $player } wins in { $moves }
tree-value-loses-in = { $player } loses in { $moves }
tree-value-over-won = over: { $player } won
tree-value-over-lost = over: { $player } lost
tree-value-over-won-root = over: won for the player named
tree-value-over-lost-root = over: lost for the player to move
induction-first = ⇤ None
induction-first-name = Induction: none labelled
induction-previous = ◀ Back
induction-previous-name = Induction: one label back
induction-play = ▶ Animate
induction-play-name = Induction: animate, label by label
induction-pause = ⏸ Pause
induction-pause-name = Induction: pause
induction-next = Label ▶
induction-next-name = Induction: label one more position
induction-last = All ⇥
induction-last-name = Induction: all labelled
induction-slider = Positions labelled
induction-speed = Labelling speed
induction-counter = { $k } of { $n } labelled
induction-valuetext = { $k } of { $n } { $n ->
        [one] position
       *[other] positions
    } labelled
induction-group = Backward induction, one position at a time
induction-none-yet = Nothing labelled yet. Press “{ $next }”: the finished games come first, then each position whose moves are all labelled.
induction-all-last = All labelled. Last:
induction-step = Step { $k }:
tree-note-right = ✓ right
tree-right = Right:
tree-right-won = { $position } is won for { $player }.
tree-right-lost = { $position } is lost for { $player }.
tree-note-wrong = ✗ not so: { $move }
tree-see-below = see below
tree-not-so = Not so:
tree-show-child = Show that move in the tree
tree-proof-won-reaches = { $position } is won for { $mover }: { $mover } { $move }, which reaches { $child }, where { $next } to move loses.
tree-proof-won-ends = { $position } is won for { $mover }: { $mover } { $move }, which ends the game: { $child }, and { $mover } has won.
tree-proof-lost-reaches = { $position } is lost for { $mover }: { $moves ->
        [1] its only move
       *[other] every one of its { $moves } moves
    } leaves the opponent a winning position. For example { $mover } { $move }, which reaches { $child }, where { $next } to move wins.
tree-proof-lost-ends = { $position } is lost for { $mover }: { $moves ->
        [1] its only move
       *[other] every one of its { $moves } moves
    } leaves the opponent a winning position. For example { $mover } { $move }, which ends the game: { $child }, and { $mover } has lost.
tree-score = { $right } of { $inner } { $inner ->
        [one] position
       *[other] positions
    } labelled right; { $mistakes } { $mistakes ->
        [one] wrong mark
       *[other] wrong marks
    } so far.
tree-score-told = The labels of this tree were shown before you had labelled them all: this round is practice.

## A lesson's steps with a panel (lesson-play.js, lesson-tree.js, lesson-rule.js, lesson-table.js), loaded with it

lesson-tree-perfect = ✓ Every position labelled, with no wrong mark.
lesson-tree-after = Every position labelled, after { $n } { $n ->
        [one] wrong mark
       *[other] wrong marks
    }.
lesson-tree-none = This game has no tree to draw: it is not played between two sides.
lesson-play-won = Goal reached: you won as { $side }.
lesson-play-lost = { $winner } won this time. Restart and try again: your first game is the one your results keep.
lesson-play-over = The game is over: { $winner } won, as best play says.
lesson-goal = Your goal:
lesson-goal-win = win as { $side }.
lesson-goal-hold = play as { $side } and hold out as long as you can: the solver does not make mistakes.
lesson-games-reached = Games finished: { $n }; the first reached the goal.
lesson-games-missed = Games finished: { $n }; the first missed the goal.
lesson-rule-unread = The lesson's rule does not read, so there is nothing to predict:
lesson-rule-said-holds = You said the rule holds
lesson-rule-said-fails = You said the rule fails somewhere
lesson-rule-held = it holds on every start position searched
lesson-rule-countered = the test found a counterexample, below
lesson-rule-yours-holds = Your rule holds on every start position searched.
lesson-rule-not-yet = Not yet: the test found a counterexample, below. Change the rule and test it again.
lesson-rule-write = Write a rule, then test it: the test tries every start position up to the largest size.
lesson-rule-ask = Before the test: will this rule hold on every start position up to the largest size?
lesson-rule-yes = It holds
lesson-rule-no = It fails somewhere
lesson-table-names = { $x } and { $y }
lesson-table-said-decide = You said { $names } decide who wins
lesson-table-said-not = You said { $names } do not decide who wins
lesson-table-decides = every cell holds one outcome.
lesson-table-mixed = { $n } { $n ->
        [one] cell
       *[other] cells
    } of the table hold both outcomes.
lesson-table-pick = Pick two numbers and make the table: where does one pair decide who wins?
lesson-table-ask = Before the table: do { $names } decide who wins every start position?
lesson-table-yes = They decide
lesson-table-no = They do not

## The full view's panels' titles (tree.js, rules.js, outcomes.js, practice.js,
## check.js, explanation.js): a compact embed shows none of them

panel-tree = The game tree from here: backward induction
panel-rule = Test a rule: guess who wins, and let every small position check it
rule-names = The names a rule can use
panel-outcomes = Outcome table: every small start position, by two numbers
panel-practice = Practise: exercises with answers checked by the solver
panel-stress = Stress test: random positions, fast solver against exhaustive search
why-full = The full argument

## Watch's strip: who is winning, step by step (strip.js: the full view's Watch and a lesson's)

strip-label = Who is winning, step by step
strip-withheld = Who is winning, step by step: { $reason }.
strip-left-unknown = the clock is not known here
strip-left-over = the game is over
strip-left = { $moves } { $moves ->
        [one] move
       *[other] moves
    } to the end
strip-step-to-move = Step { $k }: { $player } to move, { $winner } is winning; { $left }
strip-step-over = Step { $k }: { $winner } has won; { $left }
strip-move-to-move = Move { $k }: { $player } to move, { $winner } is winning; { $left }
strip-move-over = Move { $k }: { $winner } has won; { $left }
strip-mistake = A mistake: the move before it handed the win to { $winner }
strip-show = { $words }. Show it
strip-winning = { $player } is winning
strip-won = { $player } has won
strip-at-start = before the first move
strip-at-step = step { $k } of { $n }
strip-at-move = move { $k } of { $n }
strip-timed = Height: moves to the end.
strip-untimed = Every column full height: this game is too long to time.
strip-key-solid = { $player } winning (solid, { $initial })
strip-key-dotted = { $player } winning (dotted, { $initial })
strip-key-mistake = a move that changed the winner

## The explanation's tables (tables.js, with render.js's renderTable): Why's, which a compact
## embed loads when it is opened

table-sideways = More columns to the right: scroll the table sideways →
table-select-row = Select this row (arrow keys move)
table-no-rows = no rows
table-rows = rows { $from }–{ $to } of { $n }
# How many rows a table has, beside its title (the command line's --explain).
table-row-count = { $n } { $n ->
        [one] row
       *[other] rows
    }
table-step-cell = { $cell }: { $column }, step { $step }; show it
table-top = ⇤ Top
table-earlier = ← Earlier rows
table-later = Later rows →
table-end = End ⇥
table-jump = Go to row of { $title }
table-row = Row
table-go = Go

## The Why of a position typed in the middle of a game (crates/model/src/typed_position.rs): any
## game's, drawn with the Why (explanation.js), which a compact embed loads when it is opened

typed-why-middle = The input is a position in the middle of a game, { $mover } to move: it is analysed from there, as Play from here plays it.
typed-why-finished = The input is a finished game: nobody is to move.
typed-why-no-move = There is no legal move.
typed-why-only-loses = The only legal move loses for the player who makes it.
typed-why-each-loses = Each of the { $legal } legal moves loses for the player who makes it.
typed-why-only-keeps = The only legal move keeps the win.
typed-why-some-keep = { NUMBER($winning) } { $winning ->
        [one] move
       *[other] moves
    } of the { NUMBER($legal) } { $legal ->
        [one] legal move
       *[other] legal moves
    } keep the win.
typed-why-lasts = Best play from here lasts { NUMBER($moves) } { $moves ->
        [one] move
       *[other] moves
    }.
`;
