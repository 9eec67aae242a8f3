// The page's own English words (docs/LANGUAGES.md): its header, share bar, embed builder,
// glossary, and its Lessons menu, lesson editor, class results and worksheet, which no embed shows, apart from www/lang/en.js so that no embed carries them;
// app.js adds them to English's catalogue. Fluent's syntax, as every catalogue; Korean's and
// Russian's are in their one file each (ko.ftl, ru.ftl).
export default String.raw`
## The page

page-title = verdict-playground: who wins, and why
page-intro = Pick a game and type a position: the verdict, the reason and the step-by-step tables follow as you type.
page-footer = Everything runs in your browser; nothing you type leaves this page.
language-label = Language
share-label = Share
copy-link = Copy link
copy-embed = Copy embed code
copy-component = Copy web component
copied-link = Link copied.
copied-local-link = Link to this file copied (it opens only on this computer).
copied-embed = Embed code copied.
copied-component = Web component code copied.
copy-refused = Copying was refused; here it is to select: { $text }
link-too-long =
    This input is too long for a link: { $length ->
        [0] it is longer than
       *[other] its link would be { $length } { $length ->
            [one] character
           *[other] characters
        } once encoded, and
    } links hold up to { $max }. { $download } and share that instead.
download-input = Download the input as a file
link-unpaired = The input holds half of a character pair (a lone surrogate, marked under the box), which no link can carry: delete it or type the character again, then copy the link.
measuring-embed = Measuring the embed’s height in columns of every width…
offline-note = Offline file: links open only on this computer. Embed snippets load the playground from a web host, which this file does not have: build it with { $command } to copy snippets that point there.
embed-builder = Embed options and preview
builder-view = View
builder-view-compact = compact
builder-view-bidding = compact, the bidding alone (no hands)
builder-view-full = full
builder-theme = Theme
builder-light = light
builder-dark = dark
builder-theme-host = the blog’s own (follows its dark-mode switch)
builder-theme-auto = the reader’s system
builder-start = Opens at
builder-start-shown = the step shown
builder-start-shown-at = the step shown (step { $step })
builder-start-zero = step 0, the input
builder-input = Input box
builder-input-hide = hide it (the verdict and the board only)
builder-load = Loads
builder-load-auto = at once
builder-load-click = on a click (a poster first: no download until the reader asks)
builder-preview = Preview
builder-component = web component
builder-column = Blog column
builder-post = Your post
builder-code = The embed code
builder-no-preview = The preview needs the playground served from its web address; the code points at { $base }.
builder-copy = Copy this code
builder-copy-note = (the same as the copy buttons above give, for the form previewed)
# The snippet's words a reader sees (snippet.js, lesson-embed-code.js): in the embed's language.
embed-open-example = Open this example in verdict-playground: { $what }
lesson-frame-title = verdict-playground lesson: { $title }
lesson-open-example = Open the lesson in verdict-playground: { $title }
builder-measuring-widths = Measuring its height in columns of { $count } widths…
builder-measured = Measured in columns of { $count } widths, from { $narrowHeight } px tall at { $narrowWidth } px to { $wideHeight } px at { $wideWidth } px: the code keeps that room for it in any column, before any script runs, so the post does not move as it loads. For a shortcode (Hugo, Jekyll, Eleventy): { $heights }
builder-takes = It takes { $height } px in a { $width } px column, and follows what it shows as readers open and close its parts.
builder-takes-narrower = It takes { $height } px in a { $width } px column (this page is narrower than { $column } px), and follows what it shows as readers open and close its parts.
builder-measuring = Measuring…
builder-measure-failed = Could not measure it: { $error }.
embed-language = Language
embed-language-reader = the reader’s (their browser’s)

guess-first = Guess first
guess-first-note = asks you first, and tells you after.
guess-who-question = Guess first: who wins this, with best play on both sides?
guess-verdict-question = Guess first: is this legal, and is it over? Pick the verdict.
guess-detail-question = And the { $fact }?
guess-nothing = Guess first: this game has no verdict to guess, so everything shows.
guess-name-who = Guess first: who wins?
guess-name-verdict = Guess first: the verdict?
guess-name-detail = Guess first: { $question }
guess-after = After you answer: the verdict and its reason, the line played out, the move values, Play, the game tree, the tables and the rule tester.
guess-right = ✓ Right:
guess-wrong = ✗ Not so:
guess-said-is = you said { $name }; it is { $verdict }.
guess-said-winner = you said { $name }; { $winner } wins. The reason is below.
guess-said = you said { $name }; { $truth }. The reason is below.
guess-said-detail = you said { $said }; it is { $right }. The reason is below.
lessons = Lessons

## The glossary

glossary-open = Glossary
glossary-title = The games’ words in three languages
glossary-close = Close
glossary-meaning = What it means

term-position = position
term-position-means = The state of a game between two moves: the ticket’s digits so far, the numbers left, the piles, the calls so far.
term-winning = winning position
term-winning-means = A position whose player to move wins with best play, whatever the other does.
term-losing = losing position
term-losing-means = A position whose player to move loses against best play, whatever they do.
term-parity = parity
term-parity-means = Whether a number is even or odd; often the whole rule of who wins.
term-prefix = prefix
term-prefix-means = The first few elements of a sequence, from its start.
term-peak = peak
term-peak-means = An element larger than its neighbours in a permutation.
term-arm = arm
term-arm-means = The run of elements going down on one side of a peak.
term-mex = mex
term-mex-means = The minimum excludant: the smallest whole number not in a set (mex of 0, 1, 3 is 2).
term-grundy = Grundy value
term-grundy-means = The mex of the Grundy values of the positions one move away; 0 exactly at a losing position.
term-nim-sum = nim-sum
term-nim-sum-means = The sum of numbers in binary without carrying (bitwise exclusive or); a Nim position is lost exactly when it is 0.
term-strain = strain
term-strain-means = In a bridge bid, the suit named or no trumps.
term-declarer = declarer
term-declarer-means = The player of the side that won the auction who first named its final strain; they play the hand.
term-redouble = redouble
term-redouble-means = A call that doubles the stakes again after the opponents doubled the last bid.
term-insufficient = insufficient bid
term-insufficient-means = A bid no higher than the last one, which the laws do not allow.
term-conjecture = conjecture
term-conjecture-means = A rule guessed but not yet proved; "Test a rule" tries it on every small position.
term-counterexample = counterexample
term-counterexample-means = One case where a guessed rule gives the wrong answer: it is enough to refute the rule.
term-first-player = Monocarp
term-first-player-means = The ticket game’s first player (Codeforces 1215D), who wants the halves’ sums to differ.
term-second-player = Bicarp
term-second-player-means = The ticket game’s second player, who wants the halves’ sums equal.

## The Lessons menu (lessons.js)

lesson-loading = Loading…
lesson-open-file = Open a lesson file
lesson-added = Added as step { $k } of “{ $title }”.
lesson-add-this = + Add this to a lesson
lesson-built-in = Built-in lessons
lesson-teach = Teach
lesson-edit-mine = Edit my lesson
lesson-class-results = Class results
lesson-none-built-in = The built-in lessons load from the page's web address; this copy has none. Open a lesson file instead.
lesson-file-too-big = { $name } is { $bytes } bytes; a lesson file is at most { $max } MiB.
lesson-file-refused = { $name } does not open as a lesson:
lesson-for-teacher = For the teacher
lesson-print = Print worksheet
lesson-copy-embed = Copy embed code
lesson-save-file = Save the lesson as a file
lesson-too-long-link = This lesson is too long for a link: its link would be { $length } characters, and links hold up to { $max }. { $save } and share that instead: it opens from the Lessons menu.
lesson-embed-measuring = Measuring the lesson's room: step { $k } of { $n }, in columns of { $count } widths…
lesson-embed-measured = Its room is its tallest step's: { $narrowHeight } px in a { $narrowWidth } px column to { $wideHeight } px at { $wideWidth } px, so the post never moves.
lesson-embed-unmeasured = It could not be measured ({ $error }): it keeps { $height } px and grows to its tallest step.
lesson-embed-elsewhere = Published elsewhere, it cannot be measured from here: it keeps { $height } px and grows to its tallest step.
lesson-embed-copied = Embed code copied: paste it into a post.
lesson-embed-refused = Copying was refused; here is the code to select:
lesson-edit-copy = Edit a copy
lesson-back-editor = ← Back to the editor
lesson-leave = ✕ Leave the lesson
lesson-shown-differently = This page shows { $n ->
        [1] one step
       *[other] { $n } steps
    } differently
lesson-from-file = Opened from a file, too long for a link: share the file.
lesson-back-playground = Back to the playground

## Class results (lesson-class.js)

class-paste = Paste here every text your students sent you, one after another.
class-how = Each student copies their results at the end of the lesson ("{ $copy }") and sends them to you. Paste them all below, in any order, with anything around them: the table counts each student once, by step.
class-paste-cut = The paste is { $length } characters; the first { $mib } MiB are read: paste the rest apart.
class-line-unread = Line { $line }: a results line that does not read (it should be "{ $code }" as copied).
class-line-steps = Line { $line }: { $steps }, and a lesson has at most { $max } steps.
class-line-bad-result = Line { $line }: { $token } is not a step's result (step:R, step:W, step:- or step:right/total, each maybe with .activity and :answer).
class-twice = { $name }'s results for lesson { $id } came twice: the later ones (line { $line }) count.
class-more-problems = …and { $length } more like these.
class-too-many = This paste holds { $length } students' results; a class table counts at most { $max }: the first { $max } pasted are counted, the other { $rest } are not. Paste them apart.
class-self-reported = Results are self-reported: a student copies and sends them, and they can be typed or changed by hand. Use them to see what the class found hard, not as marks.
class-label = The students' results
class-show = Show the class table
class-none = No results found: a student's text ends with a line that starts “VPR2 id=” (or “VPR1 id=”, from an older page). Paste the whole text they sent.
class-more = These results are for { $n } lessons; the tables of the first { $max } are shown. Paste each lesson's results apart to see the others.
class-not-counted = Not counted:
class-lesson-named = { $title } (lesson { $id })
class-lesson = Lesson { $id }
class-and = { $list } and { $last }
class-and-more = { $list } and { $n } more
class-flag = ← most wrong
class-exercises = (exercises: { $right } of { $total })
class-rows = rows { $from }–{ $to } of { $n }
class-rows-earlier = ← Earlier rows
class-rows-later = Later rows →
class-steps = steps { $from }–{ $to } of { $n }
class-steps-earlier = ← Earlier steps
class-steps-later = Later steps →
class-students-shown = students { $from }–{ $to } of { $n }
class-students-earlier = ← Earlier students
class-students-later = Later students →
class-student = Student
class-step = Step { $k }
class-heading = { $title }: { $n } { $n ->
        [one] student
       *[other] students
    }
class-hardest-one = Most got wrong: step { $which }
class-hardest-many = Most got wrong: steps { $which }
class-hardest-count = ({ $most } of { $total } wrong at the first try).
class-none-wrong = No step was got wrong at the first try.
class-by-step = { $title }: by step
class-by-student = { $title }: by student
class-col-right = Right at the first try
class-col-wrong = Wrong at the first try
class-col-none = Not answered
class-students = By student: each mark and the answer given
class-print = Print the class table
class-print-too-many = The tables by student would hold { $cells } cells, more than { $max } print well: only the tables by step are printed. Page through the students on screen.
class-print-key = ✓ right at the first try · ✗ wrong at the first try · ○ not answered · 3/5: exercises, 3 of 5 right

## The lesson editor (lesson-editor.js)

editor-show-verdict = Offer the verdict
editor-show-hints = Offer hints (Play)
editor-show-values = Offer move values
editor-activity-note = Note: the teacher's words only
editor-activity-watch = Watch: the line from a step
editor-activity-predict = Predict: the student says who wins (or picks a move) first
editor-activity-play = Play: from the position, against the solver
editor-activity-tree = Tree: backward induction, watched or labelled
editor-activity-rule = Rule: test a given rule, or write one
editor-activity-exercises = Exercises: a seeded set, or positions picked
editor-activity-table = Table: the outcome table
editor-steps = The steps of the lesson
editor-open-file = Open a lesson file to edit
editor-restore = Restore the previous draft
editor-head = Your lesson
editor-untitled = My lesson
editor-intro = Show something on the page (a game, a step of its line, the tree, a rule, the exercises, Play) and press “{ $add }”; then choose each step's activity, write your words, order the steps, and preview. The draft is kept in this browser.
editor-title = Title
editor-add-note = + Add a note
editor-added = Step { $n } added.
editor-preview = ▶ Preview the lesson
editor-save = Save the file
editor-copy-link = Copy the lesson link
editor-new = New lesson
editor-library = My lessons
editor-library-note = Lessons kept in this browser (nothing is sent anywhere): export them as files to keep them elsewhere.
editor-keep = Keep this lesson in My lessons
editor-export-all = Export all as files
editor-library-full = This browser would keep no more lessons: export them as files, and delete some.
editor-kept = Kept in My lessons as “{ $title }”.
editor-refused = This browser refused to keep the change.
editor-exported = { $n } { $n ->
        [one] file
       *[other] files
    } saved: { $names }.
editor-library-count = My lessons ({ $n })
editor-none-kept = None kept yet.
editor-rename-name = New name for { $title }
editor-entry = { $n } { $n ->
        [one] step
       *[other] steps
    }
editor-entry-editing = { $n } { $n ->
        [one] step
       *[other] steps
    }, being edited
editor-open = Open
editor-duplicate = Duplicate
editor-rename = Rename
editor-delete = Delete
editor-opened = “{ $title }” opened: “{ $keep }” keeps your changes under it.
editor-duplicated = “{ $title }” duplicated.
editor-renamed = Renamed “{ $title }”.
editor-undo = Undo
editor-back = “{ $title }” is back.
editor-deleted = “{ $title }” deleted.
editor-too-long = This input is too long to go into a lesson (a lesson travels as a link): take a shorter one.
editor-new-note = A new lesson. The one before is kept: “{ $restore }” brings it back.
editor-restored = The previous draft is back (and the one you had is now the previous one).
editor-to-fix = To fix before the lesson can be shared: { $n }.
editor-no-step = No step yet.
editor-unknown-activity = { $activity } (not known to this page)
editor-game = Game
editor-no-game = (none)
editor-input = Input
editor-at-step = At step of the line
editor-default = the game's default ({ $value })
editor-columns = Columns (empty: the student picks the table)
editor-rows = Rows
editor-question = The question
editor-ask-winner = Who wins: { $first } or { $second }?
editor-ask-move = Pick a winning move on the board
editor-choices-placeholder = the verdicts to choose from, separated by commas
editor-choices = Choices
editor-side = The student plays
editor-side-default = the side that can win
editor-goal = Goal (optional)
editor-goal-placeholder = win as …
editor-tree = The tree
editor-mode-watch = Watch backward induction
editor-mode-label = Label it yourself
editor-table-rule = Draw a rule over it, after the answer (optional)
editor-rule = Rule (empty: the student writes one)
editor-scope = Only for positions where (optional)
editor-seed = Exercise set (seed)
editor-positions = Or positions you pick (who wins each), one a line
editor-available = Available to the student (after they act)
editor-move-up = Move up step { $n }
editor-move-down = Move down step { $n }
editor-activity-of = Activity of step { $n }
editor-remove = Remove step { $n }
editor-preview-from = Preview from step { $n }
editor-preview-step = ▶ Preview
editor-words = Your words
editor-student-picks = (the student picks)
editor-no-rows = none: one number, a sequence
editor-tree-fits = The tree has { $n } positions: the worksheet draws it, with W/L boxes at each.
editor-tree-big = The tree has { $n } positions: too many to label on screen in a lesson's minutes, and for a worksheet's page (it draws trees of at most { $max }; on paper the student gets lines, the key every label).
editor-tree-smaller = Use step { $k } of the line instead: { $position } ({ $n } positions)
editor-moved = Step { $from } is now step { $to }.
editor-removed = Step { $n } removed.
editor-step-back = Step { $n } is back.
editor-fix-preview = Fix the problems listed above first: the preview plays the lesson as a student gets it.
editor-add-first = Add a step first.
editor-saved = Saved as { $name }: the lesson as JSON, which any text editor opens (docs/RULES.md, "Lessons", says what each field is).
editor-file-too-big = { $name } is too large for a lesson file (at most { $max } MiB).
editor-file-unread = { $name } does not read as a lesson:
editor-file-opened = { $name } opened: { $n } steps.
editor-fix-embed = Fix the problems listed above first: an embed of a lesson that does not open would not help.
editor-fix-link = Fix the problems listed above first: a link to a lesson that does not open would not help.
editor-link-copied = Lesson link copied ({ $n } characters): students who open it get the lesson, one step at a time.
editor-link-refused = Copying was refused; here is the link to select:

## The worksheet (lesson-worksheet.js)

ws-room = Room for the answer
ws-preparing = Preparing the worksheet: the engine works out the answer key…
ws-print = 🖶 Print
ws-aria = Worksheet: { $title }
ws-title = Worksheet
ws-close = ✕ Close
ws-ready = Ready to print on A4 or Letter, in black and white; the answer key starts on a new page.
ws-name = Name
ws-date = Date
ws-key-title = Answer key: { $title }
ws-key-note = Computed by the engine, the same that grades the lesson on screen.
ws-step-failed = This step could not be prepared: { $error }
ws-board = The position { $position }
ws-position = Position:
ws-ask-verdict = What is the verdict?
ws-why = Why?
ws-why-label = Why
ws-ask-move-example = Which move wins for { $player }? Write it as the game writes moves (for example “{ $example }”, which is not necessarily a good one), or “none”.
ws-ask-move = Which move wins for { $player }? Write it as the game writes moves, or “none”.
ws-move-label = The move
ws-ask-winner = Who wins with best play? { $player } is to move.
ws-wins = { $player } wins
ws-moves-for = { $heading } for { $player }:
ws-no-move = No move wins for { $player }: every move leaves { $winner } a win.
ws-ask-watch = Watch the best play from here. Who is winning, and what is the next move?
ws-ask-calls = Read the calls. What is the verdict?
ws-next-move = The solver's next move: { $player } { $move }.
ws-ask-play = Play it with a partner. Write the moves, and who won:
ws-ask-play-side = Play it with a partner, you as { $side }. Write the moves, and who won:
ws-moves-label = The moves
ws-ask-tree-big = Draw every way the game can go from here, and label each position W (won for the player to move) or L (lost).
ws-tree-size = The whole tree has { $n } { $n ->
        [one] position
       *[other] positions
    }: draw its first moves and label those.
ws-tree-label = The tree
ws-key-tree-big-won = { $n } { $n ->
        [one] position
       *[other] positions
    }; the top one is won for { $player }.
ws-key-tree-big-lost = { $n } { $n ->
        [one] position
       *[other] positions
    }; the top one is lost for { $player }.
ws-ask-tree = Label each position W (won for the player to move there) or L (lost). Start at the bottom.
ws-key-tree-won = The top position is won for { $player }.
ws-key-tree-lost = The top position is lost for { $player }.
ws-over = over
ws-over-won = over: { $player } won
ws-over-lost = over: { $player } lost
ws-ask-table-pick = Pick two numbers of a position and draw the outcome table: where does one pair decide who wins?
ws-numbers = The numbers:
ws-your-table = Your table
ws-tables-to-try = Tables to try, in order:
ws-table-error = This table cannot be made: { $error }
ws-names = { $x } and { $y }
ws-ask-table = Do { $names } decide who wins every start position of { $game }?
ws-yes = Yes
ws-no = No
ws-fill = Fill in each cell: { $a } if { $first } wins every start position of the cell, { $b } if { $second } does, “both” if it holds positions of each. Cells with no start position are shaded.
ws-decide = { $names } decide it
ws-not-decide = { $names } do not decide it
ws-write-rule = Write a rule: { $claim } when…
ws-first-wins = the first player wins
ws-your-rule = Your rule
ws-names-list = The names:
ws-the-rule = The rule: { $claim } when { $rule }.
ws-the-rule-scope = The rule: { $claim } when { $rule } (only where { $scope }).
ws-holds-ask = Does it hold on every start position up to the largest size?
ws-wrong-where = If not, a position where it is wrong:
ws-holds = It holds
ws-fails = It fails
ws-counterexample = a counterexample is { $position } (the rule says { $says }; with best play { $truth }; { $values }).
ws-unread = The rule does not read: { $summary }
ws-who-wins = Who wins? { $player } is to move.
ws-set = Exercise set { $seed }.
ws-every-winning = Every winning move:
ws-a-right = A right answer:

## The embed builder's measuring frame (measure.js, lesson-embed-code.js)

measure-frame = Measuring the embed
measure-lesson = Measuring the lesson
measure-drawing-slow = Drawing the embed took over { $seconds } s
measure-measuring-slow = Measuring the embed took over { $seconds } s
measure-opening-slow = Opening the lesson took over { $seconds } s
measure-step-slow = Step { $k } took over { $seconds } s
`;
