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
`;
