// The lessons' English words (docs/LANGUAGES.md): the lesson player's chrome and the questions and
// feedback its activities write, apart from www/lang/en.js so that an embed of the playground,
// which shows no lesson, does not carry them (the Lessons menu, the editor and class results,
// which only the page shows, are en-page.js's):
// www/lessons/lesson-words.js adds them to English's catalogue when the first lesson module is loaded
// (with its bundle: scripts/bundle.mjs reads them at build time, as en.js). The teacher's own
// words are the lesson's, in the teacher's language, never here. Fluent's syntax; Korean's and
// Russian's are in ko.ftl and ru.ftl.
export default String.raw`
## The lesson player (lesson-player.js)

activity-note = Note
activity-watch = Watch
activity-predict = Predict
activity-play = Play
activity-tree = Tree
activity-rule = Rule
activity-exercises = Exercises
activity-table = Table
lesson-progress = Lesson progress
lesson-steps = Lesson steps
lesson-previous = ◀ Previous step
lesson-previous-name = Previous step
lesson-next = Next step ▶
lesson-next-results = Next step: your results ▶
lesson-present-leave = ✕ Leave presentation
lesson-step-head = Step { $k } of { $n }: { $activity }
lesson-meter = Step { $k } of { $n }; { $done } of { $all } questions answered
lesson-counter = Step { $k } of { $n } · { $done } of { $all } { $all ->
        [one] question
       *[other] questions
    } answered
lesson-results = Your results
lesson-score = Right at the first try: { $right } of { $total } { $total ->
        [one] question
       *[other] questions
    }.
lesson-no-questions = This lesson asks no questions: nothing to score.
lesson-copied = Copied: paste it into a message to your teacher.
lesson-copy-refused = Copying was refused; select the text below and copy it:
lesson-col-step = Step
lesson-col-activity = Activity
lesson-col-first = At the first try
lesson-see-step = See step { $k }
lesson-retry-step = Retry step { $k }
lesson-to-retry = To retry: { $steps }.
lesson-retry-item = step { $k }
lesson-your-name = Your name, for your teacher
lesson-copy = Copy my results
lesson-private = Your answers stay in this browser; nothing is sent anywhere. The results are self-reported: you copy them and send them yourself, and they can be typed by hand, so they are a record for you and your teacher, not a test.
lesson-restart = Start the lesson again (forget my answers)
lesson-end = The end of the lesson · { $right } of { $total } right at the first try
mark-right = right at the first try
mark-wrong = wrong at the first try
mark-some = { $right } of { $total } right at the first try
mark-none = not answered

## The activities (lesson-activities.js; the panels' steps' words are en-panels.js's)

lesson-move-first-name = First move of the line
lesson-move-previous-name = Previous move of the line
lesson-move-next-name = Next move of the line
lesson-move-last-name = Last move of the line
lesson-move-slider = Move of the line
lesson-move-group = Step through the line
lesson-position-too-long = its input is { $length } characters long, and a lesson asks about positions written in at most { $max } characters (the page writes out no longer one): give it a shorter position
lesson-input-marked = The step's input, the offending place marked
lesson-position = The position
lesson-winning-one = The only winning move
lesson-winning-one-listed = The only winning move ({ $shown } of them on the places the board shows, listed here)
lesson-winning-many = The { $count } winning moves
lesson-winning-many-listed = The { $count } winning moves ({ $shown } of them on the places the board shows, listed here)
lesson-show-verdict-who = Who wins? Show the verdict
lesson-show-verdict = Show the verdict
lesson-watch-middle = A watch step plays the line from a start of the game; “{ $input }” is a position in the middle of one. Give the step its start as "input", and the step of its line as "step".
lesson-choose-move = Choose the move
lesson-your-answer = Your answer
lesson-ask-winner = Who wins from here, with best play on both sides? { $player } is to move.
lesson-ask-over = The game is over here: who has won?
lesson-ask-move = Pick a move that wins for { $player }, on the board; or say that none does.
lesson-ask-verdict = What is the verdict here?
lesson-ask-no-choices = This step asks for the verdict, but the lesson gives no "choices" to pick from.
lesson-no-move-wins = No move wins
lesson-no-move-there = No move there.
lesson-cannot-grade = This position cannot be graded: { $error }
lesson-truth-wins = { $player } wins
lesson-best-play = with best play.
lesson-none-wins = No move wins: every move { $player } makes leaves { $winner } a win.
lesson-said-none = no move wins
lesson-right = Right.
lesson-not-so = Not so.
lesson-you-said = You said: { $answer }.
lesson-try-again = Try it again
lesson-first-counts = Your first answer is the one your results keep.
lesson-step-failed = This step could not load: { $error }.
lesson-exercises-score = Right at the first try: { $right } of { $answered } { $answered ->
        [one] position
       *[other] positions
    } answered ({ $total } in all).
lesson-unknown-activity = This step's activity, “{ $activity }”, is not one this page knows: only its words are shown.
lesson-position-unshown = This step's position cannot be shown: { $error }.
lesson-position-unshown-at = This step's position cannot be shown: line { $line }, column { $column }: { $error }.
lesson-broken = This lesson does not open
lesson-open-playground = Open the lesson in the playground ↗

## A lesson file's problems (lesson-format.js): where, then what. A field is named as the JSON
## spells it ("seed"), an activity and a game by their names in the file; the shapes in braces,
## the JSON's own, are arguments.

lesson-problem-field = The lesson's { $field }: { $problem }
lesson-problem-step = Step { $step }: { $problem }
lesson-problem-step-field = Step { $step }, { $field }: { $problem }
lesson-value-list = a list
lesson-value-object = an object
lesson-not-object = A lesson is a JSON object { $shape }, not { $value }.
lesson-title-missing = missing: give the lesson a title, a text.
lesson-not-text = a text, not { $value }.
lesson-title-empty = empty: give the lesson a title.
lesson-lang-bad = a language tag such as "ko", "ru" or "en", not { $value }.
lesson-steps-missing = missing: a lesson is a list of steps, "steps": […].
lesson-steps-not-list = a list of steps, not { $value }.
lesson-steps-empty = empty: a lesson has at least one step.
lesson-steps-too-many = { $length } { $length ->
        [one] step
       *[other] steps
    }; a lesson has at most { $max }: split it into several lessons.
lesson-title-too-long = { $length } { $length ->
        [one] character
       *[other] characters
    }; a title has at most { $max }.
lesson-step-not-object = a step is a JSON object { $shape }, not { $value }.
lesson-activity-missing = missing: one of { $activities }.
lesson-activity-unknown = { $activity } is not an activity this page knows ({ $activities }): the step shows its text only.
lesson-game-missing = missing: a { $activity } step is about a game.
lesson-game-missing-of = missing: a { $activity } step is about a game ({ $games }).
lesson-game-unknown = { $game } is not a game of this page: { $games }.
lesson-input-missing = missing: a { $activity } step shows a position, the game's input (as the page's box takes it).
lesson-seed-missing = missing: an exercises step is a set made from a seed ("seed": 7) or positions the teacher picks ("positions": […]).
lesson-positions-empty = empty: pick at least one position, or give a seed.
lesson-side-unknown = { $side } is not a player of { $game }: { $players }.
lesson-one-of = one of { $values }, not { $value }.
lesson-not-whole = a whole number, not { $value }.
lesson-whole-range = a whole number from 0 to { $max }, not { $value }.
lesson-not-texts = a list of texts, not { $value }.
lesson-list-too-long = { $length } { $length ->
        [one] item
       *[other] items
    }; a list has at most { $max }.
lesson-item-not-text = item { $item } is { $value }, not a text.
lesson-item-problem = item { $item }: { $problem }
lesson-show-not-object = an object such as { $example }, not { $value }.
lesson-show-not-boolean = { $name } is true or false, not { $value }.
lesson-text-too-long = { $length } { $length ->
        [one] character
       *[other] characters
    }; a text of a lesson has at most { $max }.
lesson-json-unread = The lesson's JSON does not read: { $reason }.
lesson-json-fault = Line { $line }, column { $column }: the lesson's JSON does not read there (expected { $expected }, found { $found }).
lesson-json-end = the end of the text
lesson-json-string-end = the string to end before the line does (write \n)
lesson-json-hex = four hex digits after \u
lesson-json-escape = an escape: \" \\ \/ \b \f \n \r \t or \u
lesson-json-closing-quote = a closing "
lesson-json-value = a value (a text in "…", a number, true, false, null, { $object } or { $list })
lesson-json-field-name = a field name in "…"
lesson-json-colon = ":" after the field name
lesson-json-comma = "," or "{ $close }"
lesson-link-damaged = The lesson link is damaged: { $why }. Ask for the link again, or for the lesson's file.
lesson-link-bad-character = character { $at } ({ $character }) is not one of base64url's letters, digits, - and _
lesson-link-bad-length = its length, { $length }, cannot be base64url (one character too many or too few)
lesson-link-no-inflater = it is compressed, and this browser cannot decompress it
lesson-link-not-deflate = its compressed data does not decompress (a part of it is missing or changed)
lesson-link-too-big = This lesson link unpacks to more than { $mib } MiB, and a lesson is at most { $mib } MiB (as its file is): it was not opened. Ask for the lesson's file, or for a shorter lesson.
lesson-link-not-utf8 = it does not hold UTF-8 text
`;
