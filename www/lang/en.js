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
result-withheld = The calls legal now and the exports (PBN, LIN) show after you answer: they would tell.
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
`;
