// The English catalogue (docs/LANGUAGES.md): Fluent's syntax, as ko.ftl and ru.ftl are, held in a
// module so that English comes with the code (inside the bundles: no request of its own). The
// other languages' files are fetched only when shown (www/i18n.js). Here: the words every view
// shows, embeds included, and the panels' (Play, the check, the rule tester, the outcome tables,
// Practise, Present), which a full embed shows too; the page's own (its header, share bar, builder and glossary) are in
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
panel-tree = The game tree from here: backward induction
panel-rule = Test a rule: guess who wins, and let every small position check it
rule-names = The names a rule can use
panel-outcomes = Outcome table: every small start position, by two numbers
panel-practice = Practise: exercises with answers checked by the solver
panel-stress = Stress test: random positions, fast solver against exhaustive search
why = Why
why-full = The full argument
solver-loading = Loading the solver…
solver-retrying = The solver did not load ({ $error }); trying again…
start-failed = The playground could not start: { $error }.
try-again = Try again

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

## Move values and Present (a lesson shows them too)

present = Present to a class
present-title = Show the board and the narration large, for a class
present-leave = ✕ Leave presentation (Esc)
values-show = Show move values
values-mark = Move value: { $value }.
values-none = No move values here: { $error }
values-too-long = This position is too long to write out, so its moves are not valued here: step further, or take a shorter input.

## The core's reports: the verdict and its reason (crates/*/src/explain.rs send them as messages)

text = { $text }
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
verdict-wins = { $winner } wins
verdict-wins-from-here = { $winner } wins from this position
ticket-reason-filled-equal = No '?' to fill, and the halves are equal ({ $left } = { $right }): Bicarp wins.
ticket-reason-filled-unequal = No '?' to fill, and the halves differ ({ $left } ≠ { $right }): Monocarp wins.
ticket-reason-one-q = The ticket has 1 '?', an odd number: Monocarp moves first, so he writes it himself, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-reason-odd = The ticket has { $q } '?', an odd number: Monocarp moves first, so he also writes the last digit, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-standing-level = Counting each '?' as 4.5, both halves come to { $left }: they are level
ticket-standing-gap = Counting each '?' as 4.5, the left half comes to { $left } and the right half to { $right }: the { $half } half needs { $more } more
ticket-reason-keeps-level = { $standing }; Bicarp keeps them so to the end, answering x with x on the other half or 9 − x on the same half.
ticket-reason-keeps-gap = { $standing }; Monocarp keeps the gap open to the end, writing 9 on the half ahead or 0 on the other.
permutation-reason-alone = 1 stands alone: Alice removes it at once and wins.
permutation-reason-alice =
    Alice wins by removing { $moves } first: after { $count ->
        [1] it
       *[other] any of them
    }, every answer of Bob's loses.
permutation-reason-only = Alice's only first move, { $moves }, leaves Bob a winning answer, so Bob wins.
permutation-reason-each = Each of Alice's { $count } first moves ({ $moves }) leaves Bob a winning answer, so Bob wins.
auction-contract =
    { $doubling ->
        [doubled] { $bid } doubled, declared by { $declarer }
        [redoubled] { $bid } redoubled, declared by { $declarer }
       *[none] { $bid } by { $declarer }
    }
auction-illegal = Illegal call { $index }: { $call } by { $seat }
auction-passed-out = Passed out
auction-incomplete = Incomplete: { $seat } to call
auction-reason-illegal = Call { $index } ({ $call } by { $seat }) is illegal: { $breach } ({ $laws }).
auction-reason-passed-out = All four players passed without a bid: the deal is passed out and not played.
auction-reason-contract =
    Three passes followed { $last }, so the auction is over: the contract is { $doubling ->
        [doubled] { $bid } doubled
        [redoubled] { $bid } redoubled
       *[none] { $bid }
    }, declared by { $declarer }.
auction-last-bid = { $bid } by { $seat }
auction-last-double = { $seat }'s double of { $bid }
auction-last-redouble = { $seat }'s redouble of { $bid }
auction-reason-first-call = No call has been made yet: { $seat }, the dealer, calls first.
auction-reason-no-bid =
    Legal so far but not over: { $passes ->
        [1] 1 pass
       *[other] { $passes } passes
    } and no bid so far; four passes would pass the deal out. { $seat } to call.
auction-reason-after-call = Legal so far but not over: the last call was { $last }, and three passes in a row would end the auction. { $seat } to call.
auction-reason-passes-after =
    Legal so far but not over: { $passes ->
        [1] 1 pass
       *[other] { $passes } passes
    } in a row after { $last }, and three end the auction. { $seat } to call.
`;
