// The English catalogue (docs/LANGUAGES.md): Fluent's syntax, as ko.ftl and ru.ftl are, held in a
// module so that English comes with the code (inside the bundles: no request of its own). The
// other languages' files are fetched only when shown (www/shared/i18n.js). Here: the words every view
// shows, embeds included (a compact embed's shell carries them all: what only a panel or Why's
// tables say is in en-panels.js); the page's own (its header, share bar, builder and glossary) are in
// en-page.js, which embeds do not carry. Every id of the two is used by the page and translated
// in each catalogue (e2e/languages.test.mjs).
export default String.raw`
## The playground


open-playground = Open in the playground ↗
open-playground-too-long = Open the playground (this input is too long for a link) ↗
more = Why, and the tables
game-tabs = Game
examples = Examples
rules-short = Rules
rules-of = Rules: { $game }
origin = From { $source }.
why = Why
result-withheld = The calls legal now and the exports (PBN, LIN) show after you answer: they would tell.
result-stale = The verdict is for what you are typing; the board, the explanation and the tables are still those of the last valid input.
result-name = Verdict
result-verdict-in = verdict in { $ms } ms; the tables follow
result-decided-in = decided in { $ms } ms
result-internal = Internal error
result-typing = Not a valid input yet
result-input-error = Input error
result-undo = ↶ Undo the last click
result-legal-now = Legal now:
result-copy = Copy { $label }
result-writing = Writing the { $label }…
result-write-failed = The { $label } could not be written: { $error }. Close and open it to try again.
result-no-answer = the solver did not answer
solver-loading = Loading the solver…
solver-retrying = The solver did not load ({ $error }); trying again…
start-failed = The playground could not start: { $error }.
start-part-failed = The playground could not start: its script could not be downloaded ({ $error }).
try-again = Try again
# The solver's own failures (www/core/: the worker, which has no catalogue, sends them as
# messages; solver.js writes them): shown inside the sentences above, or a panel's, so lower case.
solver-load-failed = the solver could not load: { $error }
load-status = { $path } was answered { $status }
load-offline = { $path } could not be downloaded: the connection failed
load-glue = the solver's code in { $path } could not be loaded
load-damaged = { $path } is not a whole WebAssembly module (cut off or damaged on the way)
load-no-wasm = this browser has no WebAssembly, which the solver is written in
load-start = { $path } could not start: { $error }
solver-overran = the solver worked on this for over { $seconds } s and was stopped: it is more than this page can answer
solver-restarted = the solver stopped and was restarted
solver-memory = this request needed more memory than one request may use (it asked for { $asked } MiB at once past its { $limit } MiB); the solver was restarted
solver-failed = the solver failed on this request and was restarted ({ $error })

## The stepper and the input

step-first = ⇤ First
step-first-name = First step
step-previous = ◀ Previous
step-previous-name = Previous step
step-play = ▶ Play
step-play-name = Play the game
step-pause = ⏸ Pause
step-next = Next ▶
step-next-name = Next step
step-last = Last ⇥
step-last-name = Last step
step-slider = Step
step-speed = Speed
step-counter = Step { $k } of { $n }
step-valuetext = step { $k } of { $n }
step-counter-held = Step { $k }
step-valuetext-held = step { $k }
step-group = Step through the game
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
random = Random
random-size = of size
open-file = Open a file

## The embeds

scroll-more = ↓ More below: scroll inside this frame
sandbox-needs = Sandboxed frame: its link needs { $permissions }.
sandbox-blocked = This frame’s sandbox blocked the link: it needs { $permissions }.
poster-play = ▶ Who wins? Start the solver
poster-waits = The verdict, the reason and the moves show once the solver has started.
# An embed's title and a poster's hand record (embed/describe.js): its board, or no calls at all.
embed-board = board { $board }
embed-no-calls = no calls yet

## Move values and Present (a lesson shows them too)

present = Present to a class
present-title = Show the board and the narration large, for a class
present-leave = ✕ Leave presentation (Esc)
values-show = Show move values
values-mark = Move value: { $value }.
values-none = No move values here: { $error }
values-too-long = This position is too long to write out, so its moves are not valued here: step further, or take a shorter input.

## Watch: the line's chrome (watch.js, strip.js, stepper.js, words.js)

after-answer = after you answer
step-held = Stepping through the game: { $reason }.
watch-title = Watch the game: { $title }
line-optimal = Optimal play
line-from-here = Best play from here
line-from-here-caption = { $winner } wins: at every move the winner keeps a won position, and the other side resists as well as it can.
line-cold-caption = The winner moves to a cold position each time, as fast as the game allows; the loser makes the game last as long as it can.
line-own-answer = This line is its own answer: it shows { $reason }. Judge the input as it is written above.
line-as-given = The position as given.
line-to-move = { $player } to move.
# A move and who made it ("Alice takes 3 from heap 1"), the move's words as the core gives them.
move-by = { $player } { $what }
line-withheld = (What it means for who wins: { $reason }.)
line-move = Move { $k } of { $n }
line-move-held = Move { $k }
line-call = Call { $k } of { $n }
line-call-held = Call { $k }
line-start = The start
line-start-moves = The start ({ $n } { $n ->
        [one] move follows
       *[other] moves follow
    })
line-start-calls = The start ({ $n } { $n ->
        [one] call follows
       *[other] calls follow
    })

## The input, the board, the tables and the printout (input-block.js, board.js, render.js, print.js, controller.js)

input-big = The input
input-edit-big = Show and edit the text
input-clear = Clear
input-open-file = Open a text file as the input
input-characters = { $n } { $n ->
        [one] character
       *[other] characters
    }
input-from-file = (from { $name })
input-kept = too long to show in the box while you work, so it is kept as it is.
input-set-by = set by { $by }
input-where = line { $line }, column { $column }:
input-case = case { $case },
input-offending = the offending place
file-too-big = { $name } is { $bytes } { $bytes ->
        [one] byte
       *[other] bytes
    } long; the playground takes files up to { $max } MiB (the command line judge, verdict, has no such limit)
board-move-keeps = a move here keeps the win
board-move-loses = a move here loses
board-just-played = (just played)
board-choose = Choose the move:
board-choose-example = Choose the move ({ $label } { $move }, and so on):
board-choice-keeps = { $move }, keeps the win
board-choice-loses = { $move }, loses
board-places = places { $from }–{ $to } of { $n }
board-positions = positions { $from }–{ $to } of { $n }
board-legend = Legend
withheld-available = Available { $when }.
input-here = here
input-lone-surrogate = { $unit } is half of a character written in two halves (a lone surrogate), without its other half: no text can hold it, nor a link. Delete it, or type the character again
table-notes = Notes to { $title }
print-input = Input:
print-a-text = a text
print-long-input = { $name } of { $n } { $n ->
        [one] character
       *[other] characters
    }
print-more-rows = … and { $n } more { $n ->
        [one] row
       *[other] rows
    } in the playground.
print-rows = { $n } { $n ->
        [one] row
       *[other] rows
    }, in the playground.

## The core's reports: the verdict and its reason (crates/*/src/explain.rs send them as messages)

text = { $text }
# A name alone (a table's cell, a fact's value): the catalogue's name-… for it.
named = { $name }
name-Monocarp = Monocarp
name-Bicarp = Bicarp
name-Alice = Alice
name-Bob = Bob
name-North = North
name-East = East
name-South = South
name-West = West
list-or = { $init } or { $last }
list-and = { $init } and { $last }
list-more = { $shown }, … ({ $total } in all)
list-sentences = { $first } { $rest }
verdict-wins = { $winner } wins
verdict-wins-from-here = { $winner } wins from this position
`;
