// The page's own English words (docs/LANGUAGES.md): its header, share bar, embed builder and
// glossary, which no embed shows, apart from www/lang/en.js so that no embed carries them;
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
`;
