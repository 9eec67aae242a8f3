// Each game's own sentences in English (docs/LANGUAGES.md), the messages `GAME-…` the core sends
// as ids: its verdicts' reasons (crates/*/src/explain.rs), its rules, the input's prompt, the random
// input's size field and its examples' notes (`fn about`, crates/*/src/game.rs), so that no module
// carries them. Apart from www/lang/en.js so that a view carries its own game's alone: a bundled
// game's glue carries its game's section (scripts/bundle.mjs), which the worker hands the page
// with the game's About (www/core/games.js adds it to English's catalogue); where none came with
// it (the page, the sources), www/shared/game-words.js adds them all. Fluent's syntax; Korean's and
// Russian's are in ko.ftl and ru.ftl.
export default String.raw`
## Every described game (crates/model/src/described.rs: Wythoff's; its module's glue carries them)

described-step-over = No move is left: { $winner } has won.
described-step-forced = { $who } { $what }: it is the only legal move.
described-step-last = { $who } { $what }: no move is left for { $other }, who loses.
described-step-wins = { $who } { $what }. { $reason }
described-step-fastest = { $who } { $what }. { $reason } It wins as fast as any move can, in { $k } { $k ->
        [one] move
       *[other] moves
    } counting this one.
described-step-delays = Every move loses for { $who }: { $reason } { $who } { $what }, which makes the game last as long as any move can ({ $k } { $k ->
        [one] move
       *[other] moves
    } counting this one), and hopes { $other } slips.
described-step-loses = Every move loses for { $who }: { $reason } { $who } { $what }, which shortens the game (too large to time), and hopes { $other } slips.
described-exercise-who-wins = Who wins with best play, { $who } to move?
described-exercise-winning-moves = Find every winning move for { $who }, who is to move.
described-exercise-winning-move = { $who } is to move: make a move that leaves a cold position.
described-rule-over = No move is left: { $winner } won.

## The model's input errors (crates/model/src/input.rs, Tokens): the glue of a module whose wasm
## names one carries it (Wythoff's), as a described game's; the others are the command line's

input-ended = the input ended where { $what } was expected
input-not-number = { $token } should be { $what }, a whole number
input-too-large-for = { $token } is too large for { $what } (at most { $most })
input-unexpected = unexpected { $token } { $after }
input-what-cases = T, the number of cases
input-after-cases = after the last of the { $count } cases

## The ticket game

ticket-reason-filled-equal = No '?' to fill, and the halves are equal ({ $left } = { $right }): Bicarp wins.
ticket-reason-filled-unequal = No '?' to fill, and the halves differ ({ $left } ≠ { $right }): Monocarp wins.
ticket-reason-one-q = The ticket has 1 '?', an odd number: Monocarp moves first, so he writes it himself, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-reason-odd = The ticket has { $q } '?', an odd number: Monocarp moves first, so he also writes the last digit, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-standing-level = Counting each '?' as 4.5, both halves come to { $left }: they are level
ticket-standing-gap = Counting each '?' as 4.5, the left half comes to { $left } and the right half to { $right }: the { $half } half needs { $more } more
ticket-reason-keeps-level = { $standing }; Bicarp keeps them so to the end, answering x with x on the other half or 9 − x on the same half.
ticket-reason-keeps-gap = { $standing }; Monocarp keeps the gap open to the end, writing 9 on the half ahead or 0 on the other.
ticket-line-caption = { $winner } wins: at every move { $winner } keeps a won position, and { $loser } resists as well as he can.
ticket-why-position = position { $at }
ticket-why-positions = positions { $first }–{ $last }
ticket-why-no-marks = no '?'
ticket-why-marks = { $count } '?'
ticket-why-halves = The left half ({ $left_at }) has digits summing to { $left_sum } and { $left_marks }; the right half ({ $right_at }) sums to { $right_sum } with { $right_marks }.
ticket-why-filled-equal = Nothing is left to fill, so nobody moves: { $left } = { $right }, and Bicarp wins.
ticket-why-filled-unequal = Nothing is left to fill, so nobody moves: { $left } ≠ { $right }, and Monocarp wins.
ticket-why-one-q = There is only 1 '?', and Monocarp moves first, so he writes it himself. Whatever the sums are, at most one digit could make them equal, and he has ten to choose from: Monocarp wins.
ticket-why-odd = There are { $q } '?', an odd number, and Monocarp moves first, so he also writes the last digit. Whatever the sums are before it, at most one digit could make them equal, and he has ten to choose from: Monocarp wins.
ticket-why-answers = Bicarp answers each of Monocarp's digits x in one of two ways: the same x on the other half (the difference between the halves stays as it was), or, once only one half has '?', 9 − x on that same half (the pair then adds exactly 9).
ticket-why-copy-one = Copying uses up the only '?' of the { $fewer } half against one of the { $more } half. { $rest }
ticket-why-copy = Copying uses up the { $copied } '?' of the { $fewer } half against { $copied } of the { $more } half. { $rest }
ticket-why-decide-equal = No '?' is left over after that, so the fixed digits alone decide: the fixed digits are equal, so the halves end equal.
ticket-why-decide-lead = No '?' is left over after that, so the fixed digits alone decide: the { $leader } half leads by { $lead }, and nothing can make that up.
ticket-why-pairs = The { $extra } '?' left over in the { $more } half make { $pairs } { $pairs ->
        [one] pair
       *[other] pairs
    }, and each pair adds 9 to that half: { $gain } in all. { $outcome }
ticket-why-outcome-ahead = The fixed digits are equal, so the { $more } half ends { $gain } ahead.
ticket-why-outcome-balanced = The { $leader } half's fixed digits lead by { $lead }, exactly what the pairs add to the other half, so the halves end equal.
ticket-why-outcome-same = The { $leader } half already leads by { $lead }, and the pairs add to the same half.
ticket-why-outcome-other = The { $leader } half leads by { $lead }, but the pairs add { $gain } to the other half: { $lead } ≠ { $gain }.
ticket-why-balanced = So whatever Monocarp writes, Bicarp's answers keep the halves on course to end equal: Bicarp wins.
ticket-why-apart = So Bicarp cannot balance the halves, and Monocarp keeps them apart: every move of his writes 9 on the half that is ahead (or 0 on the other, when the half ahead has no '?' left), and no answer undoes more than he adds. Monocarp wins.
ticket-why-b = The same in one number, as the board shows it: B is how far the left half is ahead if every '?' were worth 4.5 (Bicarp makes each pair of '?' worth 9). Here the left half comes to { $left } and the right half to { $right }, so B = { $b }; with an even number of '?' and Monocarp to move, Bicarp wins exactly when B = 0.
ticket-why-expert-d = d = { $left } − { $right } = { $d }: how far the left half's fixed digits are ahead.
ticket-why-expert-rule = Bicarp wins exactly when 2d = 9(qR − qL): every pair of moves can add 9 to one half (x, then 9 − x) or the same digit to both, and nothing else is forced.
ticket-why-expert-here = Here 2d = { $lhs } and 9(qR − qL) = 9 × { $factor } = { $rhs }.
ticket-why-expert-b = B = d + 9(qL − qR)/2 = { $d } + 9 × ({ $ql } − { $qr })/2 = { $b }: the left half's lead if every '?' became 4.5. Bicarp needs B = 0.
ticket-why-expert-move = A move changes B by −4.5, −3.5, …, 4.5, whichever half it is played in: a digit x on the left adds x − 4.5, on the right subtracts it.
ticket-why-expert-odd = { $q } '?' in all is an odd number: Monocarp moves first and last. That is also why 2d = 9(qR − qL) fails: 2d = { $lhs } is even, while qR − qL is odd and 9 times an odd number is odd. For the same reason B = d + 9(qL − qR)/2 ends in .5 and is never 0.
ticket-why-expert-middle = In the middle of a game the value depends only on B, the count q of '?' left and who moves, and whoever makes the last move decides: with Monocarp to move, Bicarp wins exactly when q is even and B = 0; with Bicarp to move, exactly when q is odd and |B| ≤ 4.5 (one digit brings B to 0, and from there he answers every move); with no '?' left, when B = 0. The tests prove this against a minimax over every small position.
ticket-why-expert-bicarp = Bicarp's strategy: while both halves have '?', answer Monocarp's digit with the same digit on the other half; once only one half has '?', answer x with 9 − x on that half. Either way the pair changes B by 0.
ticket-why-expert-monocarp-left = Monocarp's strategy: B = { $b } is positive, so he writes 9 in the left half (or 0 in the right half when that one has no '?'); each of his moves moves B 4.5 further from 0 and no reply pulls it back by more than 4.5, so B never reaches 0.
ticket-why-expert-monocarp-right = Monocarp's strategy: B = { $b } is negative, so he writes 9 in the right half (or 0 in the left half when that one has no '?'); each of his moves moves B 4.5 further from 0 and no reply pulls it back by more than 4.5, so B never reaches 0.
ticket-rule-1 = A ticket is a row of digits and ? (erased digits), of even length: a left half and a right half.
ticket-rule-2 = Two players take turns, Monocarp first, then Bicarp, and so on.
ticket-rule-3 = A move: replace one remaining ? with any digit from 0 to 9, in either half.
ticket-rule-4 = The game ends when no ? is left.
ticket-rule-5 = Bicarp wins if the two halves then have equal digit sums; otherwise Monocarp wins.
ticket-prompt = Ticket: digits and ? (an erased digit), even length
ticket-exercise-fill = Replace each _ with a digit so that { $winner } wins ({ $first } moves first, as at the start).
ticket-exercise-fill-help = Write the whole ticket, with digits where the _ were and the ? left as they are.
ticket-exercise-who-wins = Who wins this ticket with best play, { $mover } to move?
ticket-exercise-moves = Find every move that wins for { $mover }, who is to move.
ticket-exercise-moves-help = Write each move as position=digit (positions from 1), separated by spaces, e.g. 2=9 3=9; or none.
ticket-error-typed = { $error } (a position in the middle of a game is written as the ticket, a space, and who moves next: 90?9 Bicarp)
ticket-example-1 = The sample: d = 9 and the right half has two more ?, worth exactly 9: Bicarp.
ticket-example-2 = One ? each side: Bicarp copies whatever Monocarp writes.
ticket-example-3 = No ? at all: nobody moves, 5 = 5.
ticket-example-4 = No ? and unequal halves: Monocarp wins without moving.
ticket-example-5 = Two ? on one side against a 9: Bicarp answers x with 9 − x.
ticket-example-6 = Two more ? on the left with equal sums: nothing balances them, Monocarp.
ticket-example-7 = Equal ? counts but the fixed digits differ by 9: Bicarp can only copy, so the 9 stays and Monocarp wins.
ticket-example-8 = Equal ? counts, so the fixed sums must already be equal; d = 8: Monocarp.
ticket-example-9 = An odd number of ?: Monocarp writes last and always wins.
ticket-example-10 = Equal counts but d = −9: Monocarp pushes B further.
ticket-example-11 = Three ? (odd): Monocarp again.
ticket-example-12 = Six ?, three each side: Bicarp mirrors every move.

# A position's reasons and the solver's move's (crates/ticket/src/words.rs), the line's narration
# (play.rs), the input's errors (lib.rs, position.rs) and Practise's grades (exercises.rs).
ticket-position-standing-level = counting each '?' as 4.5, both halves come to { $left }: they are level
ticket-position-standing-gap = counting each '?' as 4.5, the left half comes to { $left } and the right half to { $right }: the { $half } half needs { $more } more
ticket-position-over-equal = No '?' is left and the halves are equal ({ $left } = { $right }): Bicarp has won.
ticket-position-over-unequal = No '?' is left and the halves differ ({ $left } ≠ { $right }): Monocarp has won.
ticket-position-monocarp-odd =
    Monocarp is to move and { $q ->
        [one] { $q } '?' is left
       *[other] { $q } '?' are left
    }, an odd number, so he writes the last digit himself, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-position-monocarp-gap = { $standing }. Monocarp is to move and { $q } '?' are left, an even number: each of his moves widens the gap by 4.5 (a 9 on the half that is ahead, or a 0 on the other), and no answer narrows it by more than 4.5, so Monocarp wins.
ticket-position-monocarp-gap-hint = { $standing }. Monocarp is to move and { $q } '?' are left, an even number: with each of his moves he can widen the gap by 4.5, and no answer narrows it by more than 4.5, so Monocarp wins.
ticket-position-monocarp-level = { $standing }, and Monocarp is to move with an even number of '?' ({ $q }): whatever he writes, Bicarp answers so that the halves are level again (the same digit on the other half, or 9 − x on the same half), so Bicarp wins.
ticket-position-level-digit =
    { $digit ->
        [8] an 8
       *[other] a { $digit }
    } on the { $half } half
ticket-position-bicarp-levels = { $standing }. Bicarp levels them with one digit ({ $digits }), and from then on he answers every move of Monocarp's, so Bicarp wins.
ticket-position-bicarp-can-level = { $standing }. One digit makes up to 4.5, so Bicarp can level them now, and from then on he answers every move of Monocarp's, so Bicarp wins.
ticket-position-bicarp-even = Bicarp is to move and { $q } '?' are left, an even number, so Monocarp writes the last digit, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-position-bicarp-far = { $standing }. One digit makes up at most 4.5, so Bicarp cannot level the halves now, and afterwards Monocarp keeps widening the gap: Monocarp wins.
ticket-position-writes = { $mover } { $what } ({ $half } half)
ticket-position-last-digit = Monocarp writes the last digit, { $digit } in position { $position } ({ $half } half): of the ten digits, at most one would have made the halves equal, and this is not it.
ticket-position-push-ahead = { $move }, the half that is ahead counting each '?' as 4.5: the { $ahead } half's lead grows from { $from } to { $to }, and no answer can take back more than 4.5.
ticket-position-push-behind = { $move }, the half that is behind counting each '?' as 4.5 (the { $ahead } half, ahead, has no '?' left): the { $ahead } half's lead grows from { $from } to { $to }, and no answer can take back more than 4.5.
ticket-position-hopeless = Every move loses for Monocarp, since counting each '?' as 4.5 the halves are level and Bicarp can answer anything; he { $what } ({ $half } half), which leaves { $lead }, and hopes Bicarp answers wrong.
ticket-position-copy = { $move }, a copy of Monocarp's { $answered } on the other half: the same digit on both halves keeps them level, counting each '?' as 4.5.
ticket-position-complete = { $move }: the { $other } half has no '?' left to copy Monocarp's { $answered } onto, so he answers it on the same half, and { $answered } + { $digit } = 9, what two '?' are worth at 4.5 each: the halves stay level.
ticket-position-balance =
    { $move }: { $standing }, and { $digit ->
        [8] an 8
       *[other] a { $digit }
    } is worth { $amount } { $than ->
        [more] more
       *[less] less
    } than a '?', so the halves are level.
ticket-position-resist-last = Bicarp cannot win (Monocarp writes the last digit); he { $what } ({ $half } half), which keeps the halves as close as one digit can, { $change }, and hopes Monocarp slips.
ticket-position-resist-far = Bicarp cannot win ({ $standing }, and one digit makes up at most 4.5); he { $what } ({ $half } half), which keeps the halves as close as one digit can, { $change }, and hopes Monocarp slips.
ticket-position-lead-level = the halves level
ticket-position-lead = the { $half } half { $amount } ahead
ticket-position-instead-of-level = { $lead } instead of level
ticket-position-instead-of = { $lead } instead of { $before }
ticket-position-instead-of-lead = { $lead } instead of { $before }
ticket-step-start =
    The ticket as given: the left half's digits sum to { $left_sum } with { $left_q ->
        [0] no '?'
       *[other] { $left_q } '?'
    }, the right half's to { $right_sum } with { $right_q ->
        [0] no '?'
       *[other] { $right_q } '?'
    }. { $standing }. Monocarp moves first.
ticket-step-start-over =
    The ticket as given: the left half's digits sum to { $left_sum } with { $left_q ->
        [0] no '?'
       *[other] { $left_q } '?'
    }, the right half's to { $right_sum } with { $right_q ->
        [0] no '?'
       *[other] { $right_q } '?'
    }. No '?' to fill: { $ending }.
ticket-step-ending-equal = { $left } = { $right }, Bicarp wins
ticket-step-ending-unequal = { $left } ≠ { $right }, Monocarp wins
ticket-step-move =
    { $reason } { $q ->
        [one] { $q } '?' is left
       *[other] { $q } '?' are left
    }; { $mover } to move.
ticket-step-over = { $reason } No '?' is left: { $ending }.
ticket-error-empty = the ticket is empty: type digits and '?'
ticket-error-character = character { $position } is { $character }, not a digit or '?'
ticket-error-odd =
    the ticket has { NUMBER($length) } { $length ->
        [one] character
       *[other] characters
    }, an odd number: it must split into two equal halves
ticket-error-judge-empty = the input is empty: expected a line with n, then a line with the ticket
ticket-error-n-too-large = n = { $n } is too large (at most { $max })
ticket-error-n-not-even = n = { $n } should be a positive even number
ticket-error-length =
    n = { $n } but the ticket has { NUMBER($length) } { $length ->
        [one] character
       *[other] characters
    }
ticket-position-rule-over = Rule: no '?' left and B = { $b }, the halves { $b ->
        [0] are equal
       *[other] differ
    }: { $winner } has won.
ticket-position-rule = Rule: with { $mover } to move, { $bicarp } wins exactly when { $first ->
        [yes] an even number of '?' is left and B = 0
       *[no] an odd number of '?' is left and B is within 4.5 of 0
    }. Here { $q ->
        [0] no '?' is left
        [one] 1 '?' is left
       *[other] { $q } '?' are left
    } ({ $parity ->
        [odd] odd
       *[even] even
    }) and B = { $b }: { $holds ->
        [yes] it holds
       *[no] it fails
    }, so { $winner } wins.
ticket-error-what-ticket = the ticket
ticket-error-after-ticket = after the ticket
ticket-error-position-empty = the position is empty: write the ticket, then Monocarp or Bicarp
ticket-error-no-mover = who moves next? Write Monocarp or Bicarp after the ticket
ticket-error-not-player = { $word } is not a player: write Monocarp or Bicarp
ticket-error-after-player = unexpected { $word } after the player to move
ticket-grade-fill-wrong = { $reason } Bicarp needs an even number of '?' and the halves level, counting each '?' as 4.5.
ticket-grade-fill-asked = Write the ticket { $template } with a digit in place of each _, and nothing else changed.
ticket-grade-fill-form = { $problem } { $asked }
ticket-grade-fill-nothing = Nothing is written.
ticket-grade-fill-length = { $answer } has { $length } characters, not { $expected }.
ticket-grade-fill-blank = Position { $place } is still _: write a digit there.
ticket-grade-fill-not-digit = Position { $place } holds { $written }, not a digit.
ticket-grade-fill-changed = Position { $place } holds { $written }, but the template has { $given } there: only the _ change.
ticket-error-move-form = { $written } is not a move: write position=digit, such as 2=9.
ticket-error-move-place = { $written }: { $place } is not a position.
ticket-error-move-range = { $written }: the ticket has positions 1 to { $length } only.
ticket-error-move-taken =
    { $written }: position { $place } holds { $digit ->
        [8] an 8
       *[other] a { $digit }
    }, not a '?'.
ticket-error-move-digit = { $written }: { $digit } is not a digit from 0 to 9.

# A move's words (words.rs: MoveView.what, Played.what, and doing for the middle of a sentence),
# the board's words (board.rs, position.rs, play.rs) and the tables' (explain.rs, play.rs).
ticket-move-writes = writes { $digit } in position { $position }
ticket-move-writing = writing { $digit } in position { $position }
ticket-board-caption = The ticket: the left half is positions 1–{ $half }, the right half { $next }–{ $length }.
ticket-board-caption-step =
    The ticket { $moves ->
        [0] at the start
       *[other] after move { $moves }
    }: the left half is positions 1–{ $half }, the right half { $next }–{ $length }.
ticket-board-half =
    { $half ->
        [left] Left half
       *[right] Right half
    }
ticket-board-half-note = sum { $sum }, { $q } '?' left
ticket-board-given = position { $position }: { $digit }, given
ticket-board-open = position { $position }: ?, still to fill
ticket-board-written =
    position { $position }: { $digit }, written during play{ $now ->
        [yes] , just now
       *[no] { "" }
    }
ticket-board-written-by =
    position { $position }: { $digit }, written by { $player } at move { $move }{ $now ->
        [yes] , just now
       *[no] { "" }
    }
ticket-board-b-means = how far the left half is ahead if every ? were worth 4.5; Bicarp needs 0
ticket-board-d-means = how far the left half's digits are ahead of the right half's, without the ?
ticket-board-marks-left = '?' left
ticket-board-to-move = To move
ticket-board-result = Result
ticket-board-legend-now = just written
ticket-board-legend-given = a digit of the input
ticket-board-legend-filled = written by a player
ticket-board-legend-open = a '?' still to fill
ticket-board-legend-wins = a move here keeps the win (hint)
ticket-board-legend-loses = every move here loses (hint)
ticket-table-reading = Reading the ticket
ticket-table-reading-caption = One row per character: the running digit sum and '?' count of each half.
ticket-table-deciding = Deciding
ticket-table-deciding-caption = The steps of the rule, with this ticket's numbers.
ticket-table-play-caption = One row per move: the winner follows the winning strategy, the loser resists as well as he can; each '?' is filled left to right within its half.
ticket-table-position = Position
ticket-table-character = Character
ticket-table-half = Half
ticket-table-left-sum = Left sum
ticket-table-left-q = Left ?
ticket-table-right-sum = Right sum
ticket-table-right-q = Right ?
ticket-table-step = Step
ticket-table-how = How
ticket-table-value = Value
ticket-table-turn = Turn
ticket-table-player = Player
ticket-table-digit = Digit
ticket-table-why = Why
ticket-table-half-name = { $half }
ticket-table-left-fixed = Left fixed sum
ticket-table-right-fixed = Right fixed sum
ticket-table-sum-at = sum of the digits in position { $at }
ticket-table-sum-in = sum of the digits in positions { $first }–{ $last }
ticket-table-marks-in = '?' in the { $half } half
ticket-table-verdict = Verdict
ticket-table-push = pushes B 4.5 further from 0
ticket-table-hopeless = every move loses; tries to push B from 0
ticket-table-copy = copies { $digit } on the { $half } half
ticket-table-complete = answers with 9 − { $answered } = { $digit } on the same half
ticket-table-balance = brings B to 0
ticket-table-resist = every move loses; brings B as close to 0 as one digit can

## The auction

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
auction-line-title = The calls given
auction-line-caption = One call per step, in the order given, up to the first illegal one.
auction-rule-1 = Four players, North, East, South and West, call in turn clockwise, starting with the dealer. North–South are partners, and so are East–West.
auction-rule-2 = A call is Pass, Double (X), Redouble (XX) or a bid: a level from 1 to 7 and a strain, ♣ < ♦ < ♥ < ♠ < NT.
auction-rule-3 = A bid must be higher than every earlier bid: a higher level, or the same level in a higher strain.
auction-rule-4 = Double only an opponent’s bid, and redouble only an opponent’s double, when it is the last call other than pass.
auction-rule-5 = The auction ends after three passes in a row that follow a bid, double or redouble, or after four passes with no bid (the deal is passed out). No call may follow the end.
auction-rule-6 = The contract is the last bid, doubled or redoubled if the last call other than pass was X or XX. The declarer is the player of the contract’s side who first bid its strain.
auction-rule-7 = An illegal call is named with its Law: Laws 18 and 27 for an insufficient bid, 19 and 36 for an inadmissible double or redouble, 22 and 39 for a call after the auction ended.
auction-prompt = Calls: P (or -) X XX 1C … 7NT (♣♦♥♠ too), separated by spaces or commas; or a PBN record, a BBO LIN record or a handviewer link
auction-exercise-build = Build a legal, complete auction that ends in { $contract }, { $dealer } dealing.
auction-exercise-build-help = Write the calls separated by spaces: P, X, XX, 1C … 7NT.
auction-exercise-first-illegal = Which call is the first illegal one? { $dealer } deals.
auction-exercise-first-illegal-help = Write its number: 1 for the first call, 2 for the second, and so on.
auction-grade-empty = Write the calls of the auction, separated by spaces.
auction-error-after-cases = after the last case (t = { $cases }): does a case have more calls than its n says?
auction-grade-ends = It ends in { $target }.
auction-grade-ends-other = That auction is legal but ends in { $value }, not { $target }.
auction-grade-passed-out = That auction is legal but passes the deal out, not { $target }.
auction-grade-not-over = Not yet: the auction is not over, { $seat } to call.
auction-grade-illegal-call = Not yet: that auction holds an illegal call.
auction-grade-no-illegal = This auction has no illegal call.
auction-grade-number =
    { $problem ->
        [range] The auction has calls 1 to { $n } only.{ " " }
       *[nan] { $written } is not a number.{ " " }
        [none] { "" }
    }Write the number of a call, from 1 to { $n }.
auction-grade-illegal = Call { $index } ({ $call } by { $seat }) is illegal: { $breach }.
auction-error-syntax =
    { $problem ->
        [comment] a '{ "{" }' opens a comment that is never closed with '{ "}" }'
        [tag] a '[' opens a PBN tag that is never closed with ']' on its line
        [second-auction] a second [Auction] tag: paste one auction at a time
        [second-board] a second board starts here: the record holds several; paste one board at a time
        [lin-no-dealer] md| needs the dealer's digit (1 South, 2 West, 3 North, 4 East)
        [lin-explanation-first] an| explains the call before it, and no call comes before it
        [link-empty] this link has no lin= record and none of the handviewer's n=, s=, e=, w=, a=, d=, v= or b= parameters
        [link-alert-first] '!' alerts the call before it, and no call comes before it
        [link-explanation-first] an explanation '(…)' comes before any call
        [deal-start] a [Deal] value starts with the first hand's seat and a colon, as in N:AKQ.…
        [three-hands] a deal gives at least three of the four hands
       *[judge-empty] the input is empty: expected a line with t, the number of cases
    }
auction-error-token =
    { $problem ->
        [not-tag] { $token } is not a PBN tag: a tag is written [Name "value"], as in [Auction "N"]
        [before-auction] { $token } comes before the [Auction] tag: the calls go after it
        [after-star] { $token } comes after '*', which ends the calls
        [lin-unclosed] { $token } is not followed by '|': a LIN record is key|value| pairs
        [lin-no-value] the key { $token } has no value: a LIN record is key|value| pairs
        [lin-key] { $token } is not a LIN key (two letters, such as md, sv, mb)
        [deal-suits] the hand { $token } needs four suits separated by dots (spades.hearts.diamonds.clubs)
       *[rank-first] the hand { $token } gives a rank before any suit letter
    }
auction-error-value =
    { $field ->
        [board-tag] the [Board] tag holds the board's number, 1 or more
        [vulnerable-tag] the [Vulnerable] tag is None, NS, EW or All
        [tag-auction] the [Auction] tag names the dealer: N, E, S or W
        [tag-dealer] the [Dealer] tag names the dealer: N, E, S or W
        [lin-dealer] the dealer's digit is 1 (South), 2 (West), 3 (North) or 4 (East)
        [lin-vulnerable] sv| is o (nobody), n (North–South), e (East–West) or b (both) vulnerable
        [link-dealer] d= is the dealer, n, e, s or w
        [link-vulnerable] v= is who is vulnerable, - (nobody), n (North–South), e (East–West) or b (both)
        [link-board] b= is the board's number, 1 or more
        [deal-seat] the deal's first seat is N, E, S or W
        [setting-dealer] the dealer must be N, E, S or W (or North, East, South, West)
       *[setting-vulnerable] the vulnerability must be None, NS, EW or All
    }, not { $token }
auction-error-not-call =
    { $token } (call { $index }{ $of ->
        [case] {" "}of this case
       *[input] {""}
    }) is not a call: { $why ->
        [level] a bid's level goes from 1 to 7
        [strain] a bid's strain is C, D, H, S or NT (N), or ♣ ♦ ♥ ♠
        [no-strain] a bid needs a strain right after its level, as in 3NT or 2♥
        [too-many-x] X doubles and XX redoubles; there is nothing beyond
        [dash] a dash alone is a pass, and dashes do not separate calls: put spaces or commas between calls, as in 1C P 2H or 1C,P,2H
        [link] a= runs the calls together, p, d, r, 1c … 7n
       *[unknown] expected Pass (P, -), X (Dbl), XX (Rdbl) or a bid from 1C to 7NT
    }
auction-error-dealers-differ = the [Dealer] tag says { $dealer } deals but the [Auction] tag says { $auction }: in PBN the [Auction] tag's value is the dealer, so the two must name the same seat
auction-error-deal-hands = a [Deal] holds four hands, not { $count }
auction-error-rank =
    { $rank } in the hand { $hand } is { $record ->
        [lin] neither a suit letter nor a rank
       *[pbn] no card rank
    }
auction-error-hand-size = { $seat }'s hand has { $count } cards, not 13
auction-error-card-twice = { $card } is dealt twice: a deal is 52 distinct cards
auction-error-count =
    { $name } = { $token } { $fault ->
        [large] is too large (at most { $max })
        [cases] should be the number of cases, a whole number
        [call] should be the number of calls, a whole number (it is a call: does the previous case have more calls than its n says?)
       *[calls] should be the number of calls, a whole number
    }
auction-error-case-missing = the input ended where case { $case } of { $cases } should start with n, its number of calls
auction-error-calls-missing =
    n = { $n } but the input ended after { $count ->
        [1] 1 call
       *[other] { NUMBER($count) } calls
    }
auction-error-link-encoding = the { $name }= parameter of this link is not valid percent-encoded text
auction-error-link-calls = in the link's a= parameter: { $error }
auction-error-link-hands = in the link's hands: { $error }
auction-error-link-unclosed = the '(' after call { $index } opens an explanation that is never closed
auction-error-link-level =
    call { $index } is the level { $level } followed by { $next ->
        [end] nothing
       *[other] { $next }
    }, not a strain (c, d, h, s, n)
auction-error-lin-link = in the link's LIN record: { $error }
auction-grade-not-auction = That is not an auction: { $error }
auction-example-1 = Four passes: the hand is passed out.
auction-example-2 = A plain auction: 3NT by South, who bid notrump first.
auction-example-3 = Competitive: North doubles 4♥, West redoubles; 4♥ redoubled, declared by East, who bid hearts first.
auction-example-4 = Doubling your own partner is illegal: double only an opponent’s bid.
auction-example-5 = A redouble by the wrong side: only the doubled side may redouble.
auction-example-6 = An insufficient bid: 1♣ is lower than 1♦.
auction-example-7 = A call after the end: three passes after a bid close the auction.
auction-example-8 = Unfinished: the next calls are offered as buttons.
auction-example-9 = A BBO hand record (LIN): board 3, South deals, East–West vulnerable; the four hands around the diagram, and an alerted call with its explanation.
auction-example-10 = A PBN record: board 6, East deals, East–West vulnerable; note 1 explains South’s 2♥ beside the call.
auction-example-11 = The longest legal auction: 319 calls, every bid doubled and redoubled.
auction-setting-dealer = Dealer
auction-setting-vulnerable = Vulnerable
auction-setting-vulnerable-unknown = Not given
auction-setting-vulnerable-none = Neither side
auction-setting-vulnerable-ns = North–South
auction-setting-vulnerable-ew = East–West
auction-setting-vulnerable-all = Both sides
auction-why-board = Board { $board }.
auction-why-source =
    { $tag ->
        [auction] the [Auction] tag
        [dealer] the [Dealer] tag
        [md] the LIN record's md| field
        [d] the link's d= parameter
        [sv] the sv| field
        [v] the link's v= parameter
       *[vulnerable] the [Vulnerable] tag
    }
auction-why-dealer-from = Dealer: { $seat }, from { $source }.
auction-why-dealer-from-over = Dealer: { $seat }, from { $source }, which overrides the dealer setting ({ $chosen }).
auction-why-dealer-board = Dealer: { $seat }, as board { $board } is dealt in the standard 16-board cycle.
auction-why-dealer-board-over = Dealer: { $seat }, as board { $board } is dealt in the standard 16-board cycle, which overrides the dealer setting ({ $chosen }).
auction-why-dealer-chosen = Dealer: { $seat }, as chosen.
auction-why-dealer-default = Dealer: { $seat } (the default).
auction-why-vulnerable =
    { $vul ->
        [None] nobody vulnerable
        [NS] North–South vulnerable
        [EW] East–West vulnerable
       *[All] both sides vulnerable
    }
auction-why-vulnerability-from = Vulnerability: { $vulnerable }, from { $source }.
auction-why-vulnerability-board = Vulnerability: { $vulnerable }, as on board { $board } of the standard cycle.
auction-why-vulnerability-chosen = Vulnerability: { $vulnerable }, as chosen.
auction-why-partners = Partners: North–South against East–West.
auction-why-deal = The deal is given: high-card points North { $north }, East { $east }, South { $south }, West { $west }.
auction-why-link-hands = The link gives { $given } of the four hands; a deal is drawn with three or four, so these are not shown.
auction-why-read =
    { $count ->
        [0] No calls yet.
        [one] 1 call read.
       *[other] { $count } calls read.
    }
auction-why-read-ap =
    { $read } AP (all pass) stood for { $passes ->
        [one] 1 pass
       *[other] { $passes } passes
    }.
auction-why-read-starred = { $read } A '*' marked the end of the calls given.
auction-why-no-bid = No bid has been made.
auction-why-no-bid-before = Before the illegal call, no bid had been made.
auction-why-highest = Highest bid: { $bid } by { $seat } (call { $at }).
auction-why-highest-before = Before the illegal call, the highest bid was { $bid } by { $seat } (call { $at }).
auction-why-undoubled = Nobody has doubled { $bid }.
auction-why-doubled = { $seat } doubled { $bid } (call { $at }).
auction-why-redoubled = { $doubler } doubled { $bid } and { $seat } redoubled (call { $at }).
auction-why-passes = Passes in a row at the end: { $passes }.
auction-why-passes-before = Passes in a row before it: { $passes }.
auction-why-rule =
    The rule it breaks: { $words }: { $rule ->
        [end] Law 22 (end of auction) and Law 39 (calls after the final pass)
        [bid] Law 18 (bids) and Law 27 (insufficient bid)
       *[other] Law 19 (doubles and redoubles) and Law 36 (inadmissible doubles and redoubles)
    } of the Laws of Duplicate Bridge 2017.
auction-why-over = The auction was already over, so no call at all was legal there.
auction-why-legal-then = Legal for { $seat } at that point: { $calls }.
auction-why-bids = any bid from { $first } to { $last } ({ $count } bids)
auction-why-unchecked =
    { $count ->
        [one] 1 more call written after it was not checked
       *[other] { NUMBER($count) } more calls written after it were not checked
    }: the first illegal call decides.
auction-why-contract-undoubled = The contract is the last bid, { $bid }, undoubled: nobody doubled it.
auction-why-contract-doubled = The contract is the last bid, { $bid }, doubled: { $seat }'s double was the last call other than pass.
auction-why-contract-redoubled = The contract is the last bid, { $bid }, redoubled: { $seat }'s redouble was the last call other than pass.
auction-why-declarer =
    Declarer: the first player of { $side ->
        [ns] North–South
       *[ew] East–West
    } to bid { $strain } was { $seat } ({ $bid } at call { $at }), so { $seat } declares.
auction-why-declarer-not-final = { $declarer } { $final } made the final bid, but the declarer is whoever named the strain first.
auction-why-to-call = { $seat } is to call. Legal now: { $calls }.
auction-why-not-legal = { $call } is not legal now: { $fact }; { $rule }.
auction-why-ending-contract =
    { $passes ->
        [one] 1 more pass
       *[other] { $passes } more passes
    } would end it with the contract { $contract }.
auction-why-ending-passed-out =
    { $passes ->
        [one] 1 more pass
       *[other] { $passes } more passes
    } would pass the deal out.
auction-why-annotations = PBN annotations, shown in the notes but not judged: { $shown }.
auction-why-annotations-more = PBN annotations, shown in the notes but not judged: { $shown } … ({ $total } in all).
auction-why-alerted = Call { $index } ({ $call } by { $seat }) was alerted.
auction-why-alerted-explained = Call { $index } ({ $call } by { $seat }) was alerted and explained: { $text }
auction-why-explained = Call { $index } ({ $call } by { $seat }) explained: { $text }
auction-why-more-explained = … and { $count } more alerted or explained calls.
auction-why-note = Note { $number }: { $text }
auction-why-more-notes = … and { $count } more notes.
auction-step-start = No call yet: { $seat } deals and calls first.
auction-step-opening = { $seat } opens the bidding with { $bid }{ $mark }.
auction-step-overcall =
    { $seat } bids { $bid }{ $mark }, higher than { $over } by { $by }{ $lapse ->
        [double] ; the double lapses
        [redouble] ; the double and redouble lapse
       *[none] { "" }
    }.
auction-step-double = { $seat } doubles{ $mark } { $bid } by { $by }.
auction-step-redouble = { $seat } redoubles{ $mark } { $doubler }'s double of { $bid }.
auction-step-pass = { $seat } passes{ $mark }: { $change }.
auction-step-passed-out = fourth pass with no bid: the deal is passed out
auction-step-no-bid-yet =
    no bid yet; { $more ->
        [1] 1 more passes
       *[other] { $more } more pass
    } the deal out
auction-step-over = third pass in a row after { $last }: the auction is over; contract { $contract }
auction-step-passes =
    { $passes ->
        [1] 1 pass in a row after { $last }; 2 more end
       *[other] { $passes } passes in a row after { $last }; 1 more ends
    } the auction
auction-step-to-call = { $said } { $seat } to call.
auction-step-illegal =
    { $seat } { $kind ->
        [pass] passes
        [double] doubles
        [redouble] redoubles
       *[bid] bids { $call }
    }{ $mark }, which is illegal: { $breach }.
auction-step-noted =
    { $said } { $mark } { $kind ->
        [alerted] Alerted: { $text }
        [alert] Alerted.
       *[text] { $text }
    }
auction-breach = { $fact }; { $rule }
auction-breach-laws =
    { $rule ->
        [end] Laws 22, 39
        [bid] Laws 18, 27
       *[other] Laws 19, 36
    }
auction-breach-over-passed-out = the auction was already over, passed out by the fourth pass at call { $at }
auction-breach-over = the auction was already over, ended by the third pass in a row at call { $at }
auction-breach-insufficient =
    { $bid } { $relation ->
        [repeats] repeats
       *[lower] is lower than
    } { $highest } by { $seat } (call { $at })
auction-breach-no-bid = nobody has bid yet, so there is nothing to double
auction-breach-nothing-to-redouble = nobody has bid or doubled yet, so there is nothing to redouble
auction-breach-not-doubled = { $bid } by { $seat } has not been doubled
auction-breach-partners-bid = { $bid } was bid by { $seat }, { $caller }'s partner
auction-breach-partners-double = the double of { $bid } was made by { $seat }, { $caller }'s partner
auction-breach-doubled = { $bid } is already doubled (by { $seat })
auction-breach-redoubled = { $bid } is already redoubled
auction-breach-rule =
    { $rule ->
        [end] no call may follow the end of the auction
        [bid] a bid must be higher than every earlier bid: more tricks, or as many in a higher strain (♣ < ♦ < ♥ < ♠ < NT)
        [double] a double is allowed only when the last call other than pass is a bid by an opponent
       *[redouble] a redouble is allowed only when the last call other than pass is a double by an opponent
    }

auction-move-call =
    { $kind ->
        [pass] passes
        [double] doubles
        [redouble] redoubles
       *[bid] bids { $call }
    }
auction-board-caption =
    The bidding diagram after { $calls ->
        [0] no call
        [one] 1 call
       *[other] { $calls } calls
    }: columns West, North, East, South; { $dealer } dealt.
auction-board-bidding = Bidding
auction-board-dealt =
    { $dealer } dealt{ $vul ->
        [None] , Neither vul
        [NS] , N–S vul
        [EW] , E–W vul
        [All] , Both vul
       *[unknown] { "" }
    }
auction-board-hcp =
    { $points } HCP{ $vulnerable ->
        [yes] , vulnerable
       *[no] { "" }
    }
auction-board-suit =
    { $seat }'s { $suit ->
        [spades] spades
        [hearts] hearts
        [diamonds] diamonds
       *[clubs] clubs
    }: { $ranks }
auction-board-void = none
auction-board-no-call = { $seat }: no call
auction-board-to-call = { $seat } to call
auction-board-all-pass = calls { $first }–{ $last }: all pass, { $passes } passes in a row that end the auction
auction-board-call =
    call { $index }: { $call } by { $seat }{ $illegal ->
        [yes] , illegal
       *[no] { "" }
    }{ $alert ->
        [yes] , alerted
       *[no] { "" }
    }{ $explained ->
        [no] { "" }
       *[yes] : { $text }
    }
auction-board-footnote =
    { $call } by { $seat } — { $kind ->
        [alerted] alerted: { $text }
        [alert] alerted
       *[text] { $text }
    }
auction-board-label =
    { $label ->
        [dealer] Dealer
        [vulnerable] Vulnerable
        [highest] Highest bid
        [doubling] Doubling
        [passes] Passes in a row
        [status] Status
        [to-call] To call
        [contract] Contract
        [seat] Seat
        [call] Call
        [legal] Legal
       *[note] Note
    }
auction-board-legend-now = the call of this step
auction-board-legend-illegal = an illegal call
auction-board-legend-next = the seat to call next
auction-table-diagram = Bidding diagram
auction-table-diagram-caption = The auction as printed in books: one column per seat, West first, the first row starting at the dealer, the closing passes as All Pass; { $dealt }.
auction-table-calls = Calls
auction-table-calls-caption = One row per call given, up to the first illegal one: the state of the auction after it.
auction-table-legal =
    { $legal ->
        [yes] yes
       *[no] no
    }
auction-table-highest = { $bid } by { $seat }
auction-table-doubling =
    { $doubling ->
        [doubled] doubled
       *[redoubled] redoubled
    }
auction-table-status =
    { $status ->
        [open] open
        [passed-out] passed out
        [complete] complete
       *[illegal] illegal
    }
auction-table-illegal = { $breach } ({ $laws })
auction-table-illegal-call = { $call } (illegal)
auction-table-note =
    { $change }{ $alert ->
        [yes] ; alerted
       *[no] { "" }
    }{ $explained ->
        [no] { "" }
       *[yes] ; explained: { $text }
    }{ $annotations }
auction-table-opening = opens the bidding with { $bid }
auction-table-overcall =
    outbids { $over } by { $seat }{ $lapse ->
        [double] ; the double lapses
        [redouble] ; the double and redouble lapse
       *[none] { "" }
    }
auction-table-double = doubles { $bid } by { $seat }
auction-table-redouble = redoubles { $seat }'s double of { $bid }
auction-table-seat = { $seat }

## The permutation game

permutation-reason-alone = 1 stands alone: Alice removes it at once and wins.
permutation-reason-alice =
    Alice wins by removing { $moves } first: after { $count ->
        [1] it
       *[other] any of them
    }, every answer of Bob's loses.
permutation-reason-only = Alice's only first move, { $moves }, leaves Bob a winning answer, so Bob wins.
permutation-reason-each = Each of Alice's { $count } first moves ({ $moves }) leaves Bob a winning answer, so Bob wins.
permutation-line-caption = { $winner } wins: at every move { $winner } keeps a won position, and { $loser } resists as long as { $loser_is ->
        [alice] she
       *[other] he
    } can.
# A position's reason (the verdict of a position typed mid-game, Play's first hint) and the
# solver's reason for its move (Play, the hints). A reason that names the move reads $what, the
# move's words as the board writes them (permutation-move-removes): Play's hint quotes such a reason
# alone (Message::says) and says the move before any other; the sentence itself says the number.
permutation-position-over = 1 has been removed: { $winner } won.
permutation-position-alone = Nothing is joined to 1 any more: { $mover } removes it and wins.
permutation-position-alone-hint = Nothing is joined to 1 any more, so { $mover }, to move, wins at once.
permutation-position-nothing = nothing
permutation-position-facts = Joined to 1 (no gap between them and 1): { $left } on its left, { $right } on its right; { $cut } { $cut ->
        [one] number
       *[other] numbers
    } cut off from 1 by gaps ({ $parity ->
        [even] an even count
       *[odd] an odd count
    }).
permutation-position-loses = { $facts } { $mover } to move loses: every move leaves { $other } an answer that wins.
permutation-position-wins-hint = { $facts } { $mover } to move wins: some move leaves { $other } only answers that lose.
permutation-position-wins = { $facts } { $mover } to move wins, by removing { $moves }: then every answer of { $other }'s loses.
permutation-position-leaves = that leaves { $other } a lost position, with { $joined } { $joined ->
        [one] number
       *[other] numbers
    } still joined to 1 and { $cut } { $cut ->
        [one] number
       *[other] numbers
    } cut off from it by gaps ({ $parity ->
        [even] an even count
       *[odd] an odd count
    })
permutation-position-removes-one = { $mover } { $what ->
       *[other] removes 1
    }: nothing is next to it any more, and whoever removes 1 wins.
permutation-position-winning = { $mover } { $what ->
       *[other] removes { $value }
    }: { $leaves }.
permutation-position-fastest = { $mover } { $what ->
       *[other] removes { $value }
    }: { $leaves }, and it wins as fast as any move can, in { $moves } { $moves ->
        [one] move
       *[other] moves
    } counting this one.
permutation-position-forced = { $mover } has one legal move only, { $value }, and it loses.
permutation-position-outside = Every move loses for { $mover }; { $mover_is ->
        [alice] she
       *[other] he
    } { $what ->
       *[other] removes { $value }
    }, a number cut off from 1: a spare move that leaves the numbers joined to 1 as they were, and hopes { $other } slips.
permutation-position-resists = Every move loses for { $mover }; { $mover_is ->
        [alice] she
       *[other] he
    } { $what ->
       *[other] removes { $value }
    }, which keeps the most numbers joined to 1, and hopes { $other } slips.
permutation-position-delays = Every move loses for { $mover }; { $mover_is ->
        [alice] she
       *[other] he
    } { $what ->
       *[other] removes { $value }
    }, which makes the game last as long as any move can ({ $moves } { $moves ->
        [one] move
       *[other] moves
    } counting this one), and hopes { $other } slips.
# Watch: each step of the line, its sentences joined by permutation-step-then.
permutation-step-start = The row as given: 1 stands at position { $at }, with { $left } { $left ->
        [one] number
       *[other] numbers
    } on its left and { $right } { $right ->
        [one] number
       *[other] numbers
    } on its right, no gap yet. Alice moves first.
permutation-step-start-alone = The row as given: 1 stands at position { $at }, with 0 numbers on its left and 0 numbers on its right, no gap yet. Alice removes 1 at once.
permutation-step-removes-one = { $player } removes 1: nothing is next to it any more. { $player } wins.
permutation-step-removes = { $player } removes { $value } (position { $at }), { $neighbours }.
permutation-step-neighbours = larger than its neighbours { $a } and { $b }
permutation-step-neighbour = larger than { $a }, its only neighbour
permutation-step-no-neighbour = alone, with no neighbour
permutation-step-cut = The { $cut ->
        [one] number
       *[other] { $cut } numbers
    } beyond it { $cut ->
        [one] is
       *[other] are
    } now cut off from 1 by the gap ({ $count } { $count ->
        [one] number
       *[other] numbers
    } cut off in all, { $parity ->
        [even] an even count
       *[odd] an odd count
    }).
permutation-step-spare = It was cut off from 1: a spare move that leaves the numbers joined to 1 as they were ({ $count } { $count ->
        [one] number
       *[other] numbers
    } still cut off, { $parity ->
        [even] an even count
       *[odd] an odd count
    }).
permutation-step-winning = This leaves { $other } a lost position.
permutation-step-forced = It was the only legal move.
permutation-step-outside = Every move loses for { $player } here; a spare move keeps the fight going.
permutation-step-resists = Every move loses for { $player } here; this one keeps the most numbers joined to 1.
permutation-step-fastest = This leaves { $other } a lost position: the fastest win, { $moves } { $moves ->
        [one] move
       *[other] moves
    } with this one.
permutation-step-delays = Every move loses for { $player } here; this one lasts longest: { $moves } { $moves ->
        [one] move
       *[other] moves
    } with this one.
permutation-step-frees = Nothing is joined to 1 any more: { $other } removes it next and wins.
permutation-step-then = { $first } { $next }
# Practise's grades: the grade, then the position's reason ($grade: the model's sentence, still English).
permutation-grade-wins = Removing { $number } wins. { $reason }
permutation-grade-loses = Removing { $number } loses. { $reason }
# The input's errors: a position typed mid-game, the page's row, the judge's format.
permutation-error-position-empty = the position is empty: write the row, with _ for each removed number
permutation-error-position-long = the position has { NUMBER($places) } places; a position is read with up to { NUMBER($max) } (the most a 64 MiB row of numbers holds is { NUMBER($largest) })
permutation-error-position-not-number = { $token } is neither a number nor _ (a removed number)
permutation-error-position-range = { $token } is out of range: a row of { $n } places holds numbers from 1 to { $n }
permutation-error-position-twice = { $value } appears twice, in places { $first } and { $second }
permutation-error-position-over = 1 has been removed: the game is over, and there is no move to make
permutation-error-empty = the input is empty: type a permutation of 1..n separated by spaces or commas, such as 3 6 5 1 4 2
permutation-error-too-many = { $n } numbers are more than this program handles
permutation-error-not-number = { $token } is not a number: the row should hold each of 1 to { $n } once
permutation-error-range = { $token } is out of range: a row of { $n } numbers holds each of 1 to { $n } once{ $missing }
permutation-error-missing = , so { $number } is missing
permutation-error-twice = { $value } appears twice, as number { $first } and number { $second } of the row{ $missing }
permutation-error-judge-empty = the input is empty: expected T, then per case a line with n and a line with the permutation
permutation-position-rule-over = 1 has been removed: { $winner } won.
permutation-position-rule = Rule: the computer sorts the numbers joined to 1 on each side of it (up to the nearest gap) into 7 classes by how they rise and fall, and the player to move wins exactly when the table marks the two classes, with whether the count of numbers cut off from 1 is even or odd, as a win. Here the left side is class { $left }, the right side class { $right }, with { $outside ->
        [one] 1 number
       *[other] { $outside } numbers
    } cut off ({ $parity ->
        [odd] an odd count
       *[even] an even count
    }): the table marks { $wins ->
        [yes] a win, so the player to move, { $mover }, wins
       *[no] a loss, so the player to move, { $mover }, loses
    }.
permutation-error-what-n = n, the length of the permutation
permutation-error-judge-zero = n should be at least 1
permutation-error-judge-ended = the input ended where a permutation of { $n } numbers was expected
permutation-error-judge-short = n = { $n } but the row has only { $count } { $count ->
        [one] number
       *[other] numbers
    }
permutation-error-judge-long = n = { $n } but the row goes on: unexpected { $token }
# The board, the tables and a move's words. A move's $what is permutation-move-removes, which a
# reason that names the move passes as it is; its doing is worded for the middle of a sentence.
permutation-move-removes = removes { $value }
permutation-move-removing = removing { $value }
permutation-board-caption = The row of { $n }: bars as tall as their numbers; 1 marked; removed numbers are walls.
permutation-board-caption-step = The row of { $n } { $turn ->
        [0] at the start
       *[other] after move { $turn }
    }: bars as tall as their numbers; 1 marked; removed numbers are walls.
permutation-board-row = Row
permutation-board-cell = position { $at }: { $value }, { $place ->
        [removed] removed
        [goal] the 1
        [joined] joined to 1
       *[cut] cut off from 1
    }
permutation-board-cell-now = position { $at }: { $value }, removed just now by { $player }
permutation-board-note-over = 1 is removed: the game is over
permutation-board-note = joined to 1: { $span ->
        [1] position
       *[other] positions
    } { $at }; cut off from 1 by a gap: { $cut } { $cut ->
        [one] number
       *[other] numbers
    } ({ $parity ->
        [even] an even count
       *[odd] an odd count
    })
permutation-board-joined = Joined to 1
permutation-board-joined-long = Joined to 1 ({ $count } in all)
permutation-board-cut = Cut off from 1: { $cut } ({ $parity ->
        [even] an even count
       *[odd] an odd count
    })
permutation-board-to-move = To move: { $player }
permutation-board-result = Result: { $winner } wins
permutation-board-legend-now = just removed
permutation-board-legend-goal = the 1: whoever removes it wins
permutation-board-legend-joined = joined to 1
permutation-board-legend-cut = cut off from 1: a spare move
permutation-board-legend-removed = removed: a wall between its neighbours
permutation-board-legend-wins = a move here keeps the win (hint)
permutation-board-legend-loses = every move here loses (hint)
# The tables: titles, captions, columns, and the cells in words (numbers, positions, arrows and
# the grid's W/L are written alike in every language). $parity, $side: keys (even, odd; left, right).
permutation-table-scan = Arm scan
permutation-table-scan-caption = One row per number of each arm, read outward from 1 (left arm, then right): the step into it, the automaton's state after it, the moves of the prefix ending there (class left behind, parity sent outside) and the prefix's class.
permutation-table-arm = Arm
permutation-table-distance = Distance from 1
permutation-table-position = Position
permutation-table-number = Number
permutation-table-step = Step
permutation-table-state = State
permutation-table-moves-leave = Moves leave
permutation-table-class = Class
permutation-table-play = Optimal play
permutation-table-play-caption = One row per move: the side that can win plays a winning move (removing 1 when possible, else leaving the fewest numbers attached), the other resists (outside while possible, else keeping the most numbers attached). Segment = positions still attached to 1; classes = its two arms' classes.
permutation-table-turn = Turn
permutation-table-player = Player
permutation-table-removes = Removes
permutation-table-segment = Segment holding 1
permutation-table-outside-left = Outside left
permutation-table-classes = Classes
permutation-table-why = Why
permutation-table-grid = DP grid
permutation-table-grid-caption = The segment from the row's position to the column's (numbers in brackets): W or L for the player to move with an even / odd count of outside moves left. * marks the start, the whole row.
permutation-table-left-end = Left end
permutation-table-arm-classes = Arm classes
permutation-table-arm-classes-caption = The 7 classes an arm can be in. Work out an arm's move list by hand (what each move leaves: the class of the shorter arm, and whether the count it sends outside is even or odd), find the list in the last column, and read the class. The example's moves can be checked by hand.
permutation-table-example = First example (steps outward from 1)
permutation-table-by-hand = Its moves, by hand
permutation-table-move-lists = Every move list of this class
permutation-table-wins = Who wins, by class
permutation-table-wins-caption = The player to move, with the left arm's class (row) and the right arm's (column): W wins, L loses, first with an even count of numbers outside, then with an odd one.
permutation-table-left-class = Left arm's class
permutation-table-right-class = right { $class }
permutation-table-hand = Classifying the arms by hand
permutation-table-hand-caption = Each arm's prefixes from the shortest (up to 8 numbers), read outward from 1: the steps, the numbers that can be taken and what each leaves, the move list, and the class the class table gives it.
permutation-table-prefix = Prefix
permutation-table-steps = Steps
permutation-table-moves = Moves
permutation-table-move-list = Move list
permutation-table-strategy = Strategy
permutation-table-strategy-alice = Alice's winning first moves, each answer Bob can make, and Alice's winning answers to it (every one of them); the last column is the row Bob then faces, after the first of them.
permutation-table-strategy-bob = Each first move Alice can make, and Bob's winning answers to it (every one of them); the last column is the row Alice then faces, after the first of them.
permutation-table-alice-removes = Alice removes
permutation-table-bob-answers = Bob answers
permutation-table-alice-then = Alice then removes
permutation-table-bob-faces = Bob then faces
permutation-table-bob-then = Bob then removes
permutation-table-alice-faces = Alice then faces
permutation-table-side = { $side ->
        [left] left
       *[right] right
    }
permutation-table-up = up
permutation-table-down = down
permutation-table-none = none
permutation-table-join = { $first }{ $separator }{ $rest }
permutation-table-options = { $open }{ $pairs }{ $close }
permutation-table-option = { $class } { $parity ->
        [even] even
       *[odd] odd
    }
permutation-table-take = take { $number }, { $stays } (class { $class }), { $out } ({ $parity ->
        [even] even
       *[odd] odd
    })
permutation-table-stays-none = nothing stays
permutation-table-stays =
    { $kept } { $count ->
        [one] stays
       *[other] stay
    }
permutation-table-out =
    { $count ->
        [0] none goes outside
        [one] 1 number goes outside
       *[other] { $count } numbers go outside
    }
permutation-table-empty-arm = the empty arm
permutation-table-example-cell = { $steps } (e.g. { $numbers })
permutation-table-no-move = no move: nothing is attached on this side
permutation-table-outside = { $count } ({ $parity ->
        [even] even
       *[odd] odd
    })
permutation-table-why-removes-one = wins: 1 stands alone and is removed
permutation-table-why-winning = wins: leaves classes { $left } · { $right } with { $parity ->
        [even] even
       *[odd] odd
    } outside, a loss for { $other }
permutation-table-why-winning-outside = wins: an outside number, leaving { $parity ->
        [even] even
       *[odd] odd
    } outside, a loss for { $other }
permutation-table-why-forced = forced: the only legal move
permutation-table-why-outside = an outside number: every move loses; this keeps the segment whole
permutation-table-why-resists = longest resistance: every move loses; this keeps the most numbers attached to 1
permutation-table-why-fastest = wins fastest: leaves classes { $left } · { $right } with { $parity ->
        [even] even
       *[odd] odd
    } outside, a loss for { $other }; the game ends in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
permutation-table-why-delays = delays: every move loses; this one makes the game last { $moves } { $moves ->
        [one] move
       *[other] moves
    }, the most any move can
permutation-why-alone = 1 is the only number: nothing is next to it, so Alice removes it at once and wins.
permutation-why-family-rising = A rule you can apply by eye: in this row read outward from 1, the numbers only rise on both sides. In every such row, Alice wins exactly when the row has an odd number of numbers. Here there are { $n } numbers, so { $winner } wins. Why: Only the two outer ends can ever be removed (every other number has a larger one beyond it), one number a move, and 1 goes last: the n − 1 other numbers are removed first, taking turns from Alice. When n − 1 is even Bob removes the last of them and Alice removes 1; when it is odd, Alice removes the last and Bob removes 1.
permutation-why-family-guarded = A rule you can apply by eye: in this row each number next to 1 is smaller than the number beyond it (or is the only one on its side). In every such row, Alice wins exactly when the row has an odd number of numbers. Here there are { $n } numbers, so { $winner } wins. Why: A number next to 1 cannot go while the larger number beyond it is there, so no move can cut 1 off early, and nobody removes the last number still joined to 1 while another move is left, since that frees 1 for the other player (another move is always there: the largest number left can be removed). So all n − 1 other numbers are removed, one a move, before 1 is free: when n − 1 is even Bob removes the last of them and Alice removes 1.
permutation-why-family-falling = A rule you can apply by eye: in this row 1 stands at an end, and the numbers fall away from it. In every such row, Bob wins, however long the row. Here there are { $n } numbers, so { $winner } wins. Why: Only the number next to 1 can be removed at the start (each number is smaller than the one before it), so Alice must remove it; that leaves 1 with nothing next to it, and Bob removes it.
permutation-why-no-family = This row is in none of the families with a rule by eye (both arms rising away from 1; each number next to 1 smaller than the number beyond it; 1 at an end with the numbers falling away from it): the number next to 1 on some side is larger than the one beyond it, and removing it would cut 1 off from the rest of that side. The steps below decide it.
permutation-why-arms = 1 is in place { $at } of { $n }. Read outward from 1, its left arm is { $left } and its right arm is { $right }: the numbers still joined to 1 (no gap between them and 1).
permutation-why-empty = empty
permutation-why-more = { $shown }… ({ $total } in all)
permutation-why-join = { $first }{ $separator }{ $rest }
permutation-why-cut = A number can be removed when it is larger than the numbers next to it. Removing a number of an arm cuts off everything beyond it: those numbers are now cut off from 1 (outside, for short), no longer joined to it.
permutation-why-spare = Outside numbers are spare moves: each of them can be removed sooner or later, whatever the order, so they count only by how many there are. Two spare moves cancel out (one can answer the other), so all that matters is whether their count is odd or even.
permutation-why-open = 1 can be removed only once nothing is next to it, so nobody wants to remove the last number joined to 1: that opens the way for the other player.
permutation-why-open-forced = { $open } In the optimal play, { $player } is the one who has to: at move { $move } { $player } removes { $value }, the only move left, and { $other } removes 1.
permutation-why-alice-wins =
    Alice's winning first { $count ->
        [one] move
       *[other] moves
    }: { $moves }. After { $count ->
        [one] it
       *[other] any of them
    }, whatever Bob does, Alice has an answer that keeps the win, down to the last number next to 1.
permutation-why-only-move = Alice has only one first move, { $move }, and it loses: Bob answers so that Alice is the one left to open the way.
permutation-why-every-move = Alice can start with { $moves }, and every one of them loses: Bob always has an answer that leaves Alice to open the way.
permutation-why-procedure = To classify an arm by hand: read it outward from 1 and mark each step ↑ (larger than the number before it) or ↓; the first step is ↑, since 1 is the smallest. Classify its prefixes from the shortest; nothing at all is class 0. In a prefix, a number can be taken when the step into it is ↑ and either the step out of it is ↓ or it is the prefix's last number (a last number whose step in is ↓ cannot be taken); taking it keeps the numbers before it attached (a shorter prefix, already classified) and sends the numbers after it outside. Write each move as the class it leaves and whether an even or odd count goes outside, find that list in the class table, and read the class. Then the table of who wins by class gives the answer for the two arms and the parity outside.
permutation-why-arm-empty = The { $side } arm is empty: class 0.
permutation-why-arm-long = The { $side } arm has { $len } numbers: its first { $shown } prefixes are worked out in the table 'Classifying the arms by hand', and the whole arm is class { $class }.
permutation-why-arm-hand = The { $side } arm by hand, prefix by prefix. { $prefixes }.
permutation-why-prefix = { $prefix } ({ $steps }): { $moves }; list { $list }, class { $class }
permutation-why-take = take { $number }, { $stays } (class { $class }), { $out } ({ $parity })
permutation-why-stays-none = nothing stays
permutation-why-stays =
    { $kept } { $count ->
        [one] stays
       *[other] stay
    }
permutation-why-out =
    { $count ->
        [0] none goes outside
        [one] 1 number goes outside
       *[other] { $count } numbers go outside
    }
permutation-why-options = { $open }{ $pairs }{ $close }
permutation-why-option = { $class } { $parity }
permutation-why-lookup-alice = With classes { $left } (left) and { $right } (right) and nothing outside (an even count), the table of who wins by class says the player to move wins: Alice moves first, so Alice wins.
permutation-why-lookup-bob = With classes { $left } (left) and { $right } (right) and nothing outside (an even count), the table of who wins by class says the player to move loses: Alice moves first, so Bob wins.
permutation-why-strategy-long = This row has { $n } numbers, too many to list every answer (the strategy table is drawn for rows of up to { $max }); Play from here shows the winning answer to any move.
permutation-why-strategy-alice = The strategy table lists, for each of Alice's winning first moves, every answer Bob can make and Alice's winning answers to it.
permutation-why-strategy-bob = The strategy table lists, for each first move Alice can make, Bob's winning answers to it.
permutation-why-expert-segment = Only the segment holding 1 matters in detail: a position is (the prefix of each arm still attached, the parity of the outside count). A number of an arm is removable when the step into it (from the side of 1) goes up and, after it, either the step out goes down or the prefix ends.
permutation-why-expert-classes = Arm states fall into 7 classes by how they play against any other arm and parity; the class of a prefix depends only on the set of (class left behind, parity sent outside) of its moves, and scanning the arm outward this set is tracked by a finite automaton over the arm's up/down steps.
permutation-why-expert-empty = The { $side } arm is empty: class { $class }.
permutation-why-expert-arm = The { $side } arm's steps are { $steps }: the scan ends in state s{ $state }, whose moves leave { $options } (class left behind, parity sent outside), so the arm is class { $class } ({ $example }).
permutation-why-expert-example = first seen as { $steps }
permutation-why-expert-lookup-alice = Table lookup: classes { $left } · { $right } with even outside parity is a win for the player to move; Alice moves first, so Alice wins.
permutation-why-expert-lookup-bob = Table lookup: classes { $left } · { $right } with even outside parity is a loss for the player to move; Alice moves first, so Bob wins.
permutation-why-expert-only-loses = Alice's only first move loses: { $moves }.
permutation-why-expert-every-loses = Every one of Alice's { $count } first moves loses: { $moves }.
permutation-why-expert-winning =
    Alice's winning first { $count ->
        [one] move
       *[other] moves
    } ({ $how }): { $moves }.
permutation-why-expert-how-only = her only legal move
permutation-why-expert-how-both = both her legal moves
permutation-why-expert-how-all = all { $legal } of her legal moves
permutation-why-expert-how-some = { $winning } of her { $legal } legal moves
permutation-why-expert-remove-one = 1 (wins at once)
permutation-why-expert-leaves = { $number } (leaves { $left } · { $right }, { $parity } outside)
permutation-why-expert-dp = Cross-check: the interval DP over every segment around 1 (grid below) also says { $winner } wins.
permutation-why-expert-proof = Why the table is right: the classes, the { $states }-state automaton and the table were derived from the rules by solving every pair of arms of up to { $arm } numbers, then proved for arms of any length by checking one step of the game on all { $sets } × { $sets } × 2 = { $triples } pairs of reachable option sets and parities.
permutation-rule-1 = A row holds the numbers 1 to n in some order.
permutation-rule-2 = Two players take turns, Alice first, then Bob, and so on.
permutation-rule-3 = A move: remove one number that is larger than each of its current neighbours. A number with no neighbour left can always be removed.
permutation-rule-4 = A removed number leaves a gap: the numbers on either side of it do not become neighbours.
permutation-rule-5 = Whoever removes 1 wins.
permutation-prompt = A permutation of 1..n, numbers separated by spaces or commas
permutation-exercise-who-wins = Who wins this row with best play, { $mover } to move?
permutation-exercise-move = { $mover } is to move: remove a number that wins.
permutation-exercise-move-help = Write the number to remove.
permutation-exercise-moves = Find every number whose removal wins for { $mover }, who is to move.
permutation-exercise-moves-help = Write the numbers separated by spaces, or none.
permutation-error-typed = { $error } (a position in the middle of a game is written as the row with _ for each removed number: 3 _ 5 1 4 2)
permutation-random = Size of the random permutation
permutation-example-1 = Every first move loses: Alice can take 6 or 4, and Bob has an answer to each (after 6, he takes 4).
permutation-example-2 = Alone, 1 is removable at once: Alice.
permutation-example-3 = 1 is smaller than 2; Alice must take 2, then Bob takes 1.
permutation-example-4 = An arm on each side of 1: the arm classes decide it.
permutation-example-5 = Alice’s only move is 3, which leaves 1 alone for Bob.
permutation-example-6 = Every move is forced: 4, 3, 2 and then Bob removes 1.
permutation-example-7 = 1 sits at the end: a single arm to the right.

## Nim

nim-rule-1 = Some heaps of counters lie on the table.
nim-rule-2 = Two players take turns, Alice first, then Bob, and so on.
nim-rule-3 = A move: take counters from one heap, as many as you like from 1 to the whole heap. In a subtraction game (the take setting) a move takes one of the numbers allowed, such as 1, 2 or 3.
nim-rule-4 = A player who cannot move loses: whoever takes the last counter wins.
nim-prompt = Heap sizes separated by spaces; then, if you like, who is to move (Bob) and take 1,2,3
nim-exercise-form-meaning = from heap H take T
nim-exercise-form-example = 2-3 takes 3 from heap 2
nim-exercise-form-click = Click a heap and choose how many to take
nim-exercise-who-wins = Who wins these heaps with best play, { $mover } to move?
nim-exercise-who-wins-takes = Who wins these heaps with best play, { $mover } to move (a move takes { $takes })?
nim-exercise-move = { $mover } is to move: take from one heap so that the nim-sum becomes 0.
nim-exercise-move-grundy = { $mover } is to move (a move takes { $takes }): take from one heap so that the nim-sum of the Grundy values becomes 0.
nim-exercise-moves = Find every winning move for { $mover }, who is to move.
nim-random = Number of heaps
nim-setting-take = A move takes
nim-line-caption = The winner makes the nim-sum 0 at every move and wins as fast as possible; the loser makes the game last as long as possible.
nim-line-caption-timed-from = The winner makes the nim-sum 0 at every move. The position is too large to time until move { $from }: until then the loser takes { $loser_takes ->
        [any] the smallest heap whole
       *[set] the most it can from the largest heap
    }; from there both mind the clock.
nim-line-caption-untimed = The winner makes the nim-sum 0 at every move; the position is too large to time, so the loser takes { $loser_takes ->
        [any] the smallest heap whole
       *[set] the most it can from the largest heap
    }.
nim-setting-take-any = any number (Nim)
nim-setting-take-1-2 = 1 or 2
nim-setting-take-1-2-3 = 1, 2 or 3
nim-setting-take-1-3-4 = 1, 3 or 4
nim-setting-take-1-4 = 1 or 4
nim-setting-take-1 = 1 (parity)
nim-example-1 = The classic three heaps: nim-sum 1, so Alice wins, by taking 1 from any heap.
nim-example-2 = Nim-sum 0: whatever Alice takes, Bob answers with a move that makes it 0 again. Bob wins.
nim-example-3 = Two equal heaps: Bob copies every move of Alice's on the other heap.
nim-example-4 = A subtraction game: a move takes 1, 2 or 3. A heap's Grundy value is its size mod 4: Alice leaves a multiple of 4.
nim-example-5 = A position in the middle of a game, Bob to move: nim-sum 0, so Bob loses.
nim-example-6 = One counter a move: each heap counts only by its parity, like the permutation game's outside numbers.
nim-takes = { $takes } { $last ->
        [one] counter
       *[other] counters
    }
nim-counters = { NUMBER($n) } { $n ->
        [one] counter
       *[other] counters
    }
nim-position-over = No move is left: { $mover } cannot move and loses; { $other } won.
nim-position-rule-over = No move is left: { $winner } won.
nim-position-rule = Rule: the player to move wins exactly when the nim-sum of the heaps is not 0. Here the nim-sum of { $count ->
        [one] the single heap { $these }
       *[other] { $these }
    } is { $x }: { $x ->
        [0] it is 0, so the player to move, { $mover }, loses
       *[other] it is not 0, so the player to move, { $mover }, wins
    }.
nim-position-rule-grundy = Rule: the player to move wins exactly when the nim-sum of the heaps' Grundy values is not 0. Here the nim-sum of { $count ->
        [one] the single Grundy value { $these }
       *[other] Grundy values { $these }
    } is { $x }: { $x ->
        [0] it is 0, so the player to move, { $mover }, loses
       *[other] it is not 0, so the player to move, { $mover }, wins
    }.
nim-position-sum-single = The nim-sum of a single heap is its size, { $x }
nim-position-sum = The nim-sum of { $heaps } is { $x }
nim-position-sum-value = With a move taking { $takes }, the heap's Grundy value is { $x }, and so is the nim-sum
nim-position-sum-values = With a move taking { $takes }, the heaps' Grundy values are { $values }; their nim-sum is { $x }
nim-position-lost = { $sum }: whatever { $mover } takes, the nim-sum will not be 0, and { $other } can always make it 0 again; { $mover } to move loses.
nim-position-won-hint = { $sum }, not 0: { $mover } to move wins by making it 0, and whatever { $other } takes next, { $mover } can make it 0 again.
nim-position-won = { $sum }, not 0: { $mover } to move wins by making it 0, for instance by { $taking } ({ $move }), { $count ->
        [1] the only such move
       *[other] one of { $count } such moves
    }.
nim-position-taking = { $kind ->
        [both] taking both counters of heap { $heap }
        [all] taking all { $take } of heap { $heap }
        [last] taking the last counter of heap { $heap }
       *[some] taking { $take } from heap { $heap }
    }
nim-position-zero = Now { $of }: whatever { $other } takes, the nim-sum will not be 0, and { $mover } can always make it 0 again.
nim-position-zero-single = the nim-sum of the single heap, its size, is 0
nim-position-zero-heaps = the nim-sum of { $heaps } is 0
nim-position-zero-value = the heap's Grundy value is 0
nim-position-zero-values = the Grundy values { $values } have nim-sum 0
nim-position-forced = { $mover } { $what }: it is the only legal move.
nim-position-last = { $mover } { $what }: no move is left for { $other }, who loses.
nim-position-restores = { $mover } { $what }. { $zero }
nim-position-fastest = { $mover } { $what }. { $zero } It wins as fast as any move can, in { $k } { $k ->
        [one] move
       *[other] moves
    } counting this one.
nim-position-delays = The nim-sum is 0, so every move loses for { $mover }; { $pronoun } { $what }, which makes the game last as long as any move can ({ $k } { $k ->
        [one] move
       *[other] moves
    } counting this one), and hopes { $other } slips.
nim-position-smallest = The nim-sum is 0, so every move loses for { $mover }; { $pronoun } { $what }, the smallest heap (the game is too large to time), and hopes { $other } slips.
nim-position-largest = The nim-sum is 0, so every move loses for { $mover }; { $pronoun } { $what }, the most from the largest heap (the game is too large to time), and hopes { $other } slips.
nim-step-takes = { $kind ->
        [both] takes both counters of heap { $heap }
        [all] takes all { $take } of heap { $heap }
        [last] takes the last counter of heap { $heap }
       *[some] takes { $take } from heap { $heap }
    }
nim-step-move = { $who } { $takes } ({ $before } → { $after }).
nim-step-over = { $move } No move is left (every heap is empty, a nim-sum of 0): { $other } cannot move and loses; { $who } wins.
nim-step-over-small = { $move } No move is left (every heap is too small to take from, each worth 0: a nim-sum of 0): { $other } cannot move and loses; { $who } wins.
nim-step-restores = { $move } { $zero }
nim-step-fastest = { $move } { $zero } It wins as fast as any move can: { $k } { $k ->
        [one] move
       *[other] moves
    } with this one.
nim-step-forced = { $move } It was the only legal move. The nim-sum is now { $x }.
nim-step-delays = { $move } The nim-sum was 0, so every move loses for { $who }; { $pronoun } hopes { $other } slips. It makes the game last as long as any move can: { $k } { $k ->
        [one] move
       *[other] moves
    } with this one. The nim-sum is now { $x }.
nim-step-smallest = { $move } The nim-sum was 0, so every move loses for { $who }; { $pronoun } takes the smallest heap whole (the game is too large to time: any move loses against best play). The nim-sum is now { $x }.
nim-step-largest = { $move } The nim-sum was 0, so every move loses for { $who }; { $pronoun } takes the most { $pronoun } can from the largest heap (the game is too large to time: any move loses against best play). The nim-sum is now { $x }.
nim-step-given = The heaps as given: { $heaps } ({ $counters }); { $mover } moves first.
nim-step-start-over = { $given } No move can be made: { $mover } loses at once.
nim-step-start-lost = { $given } Their nim-sum is 0: { $mover } loses against best play.
nim-step-start-lost-values = { $given } The nim-sum of their Grundy values is 0: { $mover } loses against best play.
nim-step-start-won = { $given } Their nim-sum is { $x }, not 0: { $mover } can win.
nim-step-start-won-values = { $given } The nim-sum of their Grundy values is { $x }, not 0: { $mover } can win.
nim-step-refused = The game from here lasts at least { NUMBER($moves) } moves (a move takes at most { $most } counters, and { $heaps ->
        [all] the heaps
       *[live] the heaps with a move
    } hold { $counters }): too long to play out here. Play from here works, and every position's value is exact.
nim-grade-taking = { $kind ->
        [both] Taking both counters of heap { $heap }
        [all] Taking all { $take } of heap { $heap }
        [last] Taking the last counter of heap { $heap }
       *[some] Taking { $take } from heap { $heap }
    }
nim-grade-wins = { $doing } makes the nim-sum 0, and wins. { $reason }
nim-grade-loses = { $doing } leaves a nim-sum of { $after }, not 0: it loses. { $reason }
nim-grade-no-heap = There is no heap { $heap }: the heaps are numbered 1 to { $heaps }.
nim-grade-take-zero = A move takes at least 1 counter.
nim-grade-too-many = Heap { $heap } has only { $size }: no move can take { $take } from it.
nim-grade-not-allowed = A move takes { $takes }, not { $take }.
nim-error-how = write the heaps' sizes separated by spaces, then, if you like, the player to move and what a move may take: 3 5 7, 2 5 7 Bob, 9 4 take 1,2,3
nim-error-heaps-first = { $word } comes after the player to move or the take set: the heaps come first ({ $how })
nim-error-too-large = { $word } is too large: a heap holds at most { NUMBER($max) } counters
nim-error-mover-twice = the player to move is named twice
nim-error-take-twice = the take set is given twice
nim-error-take-empty = take needs what a move may take after it: take 1,2,3 (one of those numbers) or take any (Nim)
nim-error-commas = { $word } is not a heap size: heaps are separated by spaces (3 5 7); commas separate the numbers of a take set (take 1,2,3)
nim-error-word = { $word } is not a heap size (a whole number), the player to move (Alice or Bob) or take followed by what a move may take
nim-error-empty = the input is empty: { $how }
nim-error-no-heaps = no heaps: { $how }
nim-error-total = the heaps hold { $total } counters in all; a position holds at most { $max } (the judge format, verdict nim, has no such limit)
nim-error-no-period = the Grundy values of take { $take } show no period within the { NUMBER($computed) } values computed, so heaps of up to { NUMBER($known) } counters are answered; heap { $heap } has { NUMBER($size) }
nim-error-take-none = no numbers to take: write { $any } (Nim) or the numbers a move may take, such as 1,2,3
nim-error-take-zero = { $word } is no number to take: a move takes at least 1 counter
nim-error-take-more = { $word } is more than any heap holds (at most { NUMBER($max) })
nim-error-take-huge = { $word } is more than any heap holds
nim-error-take-word = { $word } is not a number: write { $any } (Nim) or the numbers a move may take, such as 1,2,3
nim-error-take-many = { $count } different numbers to take: a take set holds at most { $max }
nim-error-setting = the setting take: { $error }
nim-error-explain-total = the heaps hold { $total } counters in all; --explain explains a position of at most { $max } (verdict nim without --explain answers any)
nim-error-line-take = this line says take { $own } but --take is { $setting }
nim-error-judge-empty = the input is empty: expected T, then per case a line with k and a line with the k heap sizes
nim-error-what-k = k, the number of heaps
nim-error-ended-heaps = the input ended where the { $k } heap sizes were expected
nim-error-k-zero = k should be at least 1: a case has at least one heap
nim-error-line-long = k = { $k } but the line goes on: unexpected { $word }
nim-error-case-size = { $word } is not a heap size: a heap size is a whole number from 0 to { $max }
nim-error-case-no-period = the Grundy values of take { $take } show no period within the { $computed } values computed, so heaps of up to { $known } counters are answered, and { $size } is past them
nim-error-line-short = k = { $k } but the line has only { $count } heap { $count ->
        [one] size
       *[other] sizes
    }
nim-error-case-too-large = { $word } is too large: a heap holds at most { $max } counters
# Nim's board, tables and moves (board.rs, explain.rs, line.rs, playable.rs)
# A move's words for the middle of a sentence (MoveView.doing: the hints'; the page capitalizes
# them where they start one).
nim-move-doing = { $kind ->
        [both] taking both counters of heap { $heap }
        [all] taking all { $take } of heap { $heap }
        [last] taking the last counter of heap { $heap }
       *[some] taking { $take } from heap { $heap }
    }
nim-heaps = { NUMBER($n) } { $n ->
        [one] heap
       *[other] heaps
    }
nim-board-bars = { $n ->
        [1] a bar as tall as the heap, its number under it
       *[other] bars as tall as their heaps, each heap's number under it
    }
nim-board-caption = { $counters } in { $heaps }: { $bars }.
nim-board-given = { $n ->
        [1] The heap
       *[other] The heaps
    } as given: { $bars }.
nim-board-after = { $n ->
        [1] The heap
       *[other] The heaps
    } after move { $index }: { $bars }.
nim-board-heaps = Heaps
nim-board-note = { $counters } in { $heaps }
nim-board-note-take = { $counters } in { $heaps }; a move takes { $takes }
nim-board-heap = heap { $heap }: { $counters }{ $since ->
        [now] , taken from just now
       *[was] , { $was } when play started
        [same] { "" }
    }{ $left ->
        [empty] , empty
        [small] , too small for any move
       *[live] { "" }
    }
nim-board-to-move = To move: { $mover }
nim-board-over = { $winner } wins: { $loser } cannot move
nim-board-nim-sum = Nim-sum
nim-board-nim-sum-means = the heaps' { $take ->
        [any] sizes
       *[set] Grundy values
    } added in binary without carrying: 0 means the player to move loses
nim-board-switch = { $take ->
        [any] Show the heaps and the nim-sum in binary
       *[set] Show each heap's Grundy value and the nim-sum in binary
    }
nim-board-working = { $take ->
        [any] In Nim a heap's Grundy value is its size, written here in binary, one column per power of 2.
       *[set] Each heap's Grundy value (the mex of the values its moves leave) is written in binary, one column per power of 2.
    } The nim-sum has a 1 in a column exactly when the column holds an odd number of 1s.{ $window ->
       *[part] { " " }Heaps { $from } to { $to } of { $total } are shown; the nim-sum is all of theirs.
        [all] { "" }
    }
nim-board-column-heap = Heap
nim-board-column-counters = Counters
nim-board-column-value = Grundy value
nim-board-legend-now = the heap just taken from
nim-board-legend-wins = a move on this heap keeps the win
nim-board-legend-loses = every move on this heap loses
nim-table-heaps = Heap by heap
nim-table-heaps-caption = { $take ->
        [any] One row per heap: its size (in Nim, its Grundy value) in binary, and the moves from it that make the nim-sum 0.
       *[set] One row per heap: its size, its Grundy value (in binary too), and the moves from it that make the nim-sum of the values 0.
    }
nim-table-binary = In binary
nim-table-winning = Winning moves
nim-table-values = Grundy values of one heap
nim-table-values-caption = Each heap size, the heaps one move leaves, their values, and the mex of those: the size's Grundy value. Once the values repeat, each row says which earlier one it copies.
nim-table-size = Heap size
nim-table-leaves = One move leaves
nim-table-their = Their values
nim-table-mex = Grundy value (mex)
nim-table-repeats = Repeats
nim-table-none = none
nim-table-line = The line
nim-table-line-caption = The line's moves: who moves, the move as H-T (from heap H take T), the heap before and after, the nim-sum after, and why.
nim-table-move = Move
nim-table-player = Player
nim-table-sum-after = Nim-sum after
nim-table-why = Why
nim-table-why-cell = { $why ->
        [forced] the only move
        [restores] makes the nim-sum 0
        [delays] lasts longest
        [smallest] the smallest heap, whole
       *[largest] the most from the largest heap
    }
nim-why-more = { $shown }, … ({ $total } heaps in all)
nim-why-values-period = A move takes { $takes } from one heap. Each heap alone is a small game, and its Grundy value says how it behaves in a sum: the mex (the least number missing) of the values of the heaps one move leaves. A heap with no move is worth 0; see the table of one heap's values below. They repeat every { $period } heap sizes, so any heap is answered at once.
nim-why-values-from = A move takes { $takes } from one heap. Each heap alone is a small game, and its Grundy value says how it behaves in a sum: the mex (the least number missing) of the values of the heaps one move leaves. A heap with no move is worth 0; see the table of one heap's values below. From heap size { $pre } on they repeat every { $period } heap sizes, so any heap is answered at once.
nim-why-values-none = A move takes { $takes } from one heap. Each heap alone is a small game, and its Grundy value says how it behaves in a sum: the mex (the least number missing) of the values of the heaps one move leaves. A heap with no move is worth 0; see the table below. No period shows among the heap sizes computed; the values are found one by one.
nim-why-sprague = The Sprague–Grundy theorem: a sum of games, where a move is a move in one of them and whoever cannot move loses, plays exactly like Nim with a heap of each component's Grundy value. So replace each heap by its value: { $values }.
nim-why-binary-heaps = The heaps in binary: { $values }.
nim-why-binary-values = Those values in binary: { $values }.
nim-why-nim-sum = Their nim-sum adds them column by column without carrying: a column with an odd number of 1s gives 1, an even number 0. Here it is { $binary } in binary, { $x }.
nim-why-spoils = From a nim-sum of 0 every move spoils it: a move changes one heap, so at least one of its binary digits, and that column's count of 1s turns odd.
nim-why-restore-any = From any other nim-sum one move restores 0: take the nim-sum's highest 1; a heap with a 1 in that column gets smaller when each column where the nim-sum has a 1 is flipped, so the move exists.
nim-why-restore = From any other nim-sum one move restores 0: take its highest 1 (here the column of { $column }); a heap with a 1 in that column gets smaller when each column where the nim-sum has a 1 is flipped. Here { $heap }
nim-why-restore-nim = heap { $heap } goes from { $from } to { $to }: take { $take } from it ({ $move }).
nim-why-restore-values = heap { $heap }'s value must go from { $from } to { $to }, and taking { $take } leaves a heap of { $left } whose value is { $to } ({ $move }).
nim-why-end-empty = every heap empty
nim-why-end-small = every heap too small to take from, each worth 0
nim-why-lost = The game ends with { $end }: a nim-sum of 0, and the player to move cannot move and loses. { $mover } starts at nim-sum 0, so { $mover } spoils it at every turn, { $other } restores it, and { $mover } faces the end: { $other } wins.
nim-why-won = The game ends with { $end }: a nim-sum of 0, and the player to move cannot move and loses. { $mover } can hand { $other } a nim-sum of 0 at every turn, so { $other } faces the end: { $mover } wins.
nim-why-expert-bouton = Bouton's theorem (1901): the positions lost for the player to move are exactly those of nim-sum 0. Proof by induction on the counters: the end (no counter) has nim-sum 0; every move from nim-sum 0 leaves a non-zero nim-sum (it changes one term of the sum); from a non-zero nim-sum x, a heap h with a 1 in x's highest column has h XOR x < h, and taking h − (h XOR x) from it leaves 0.
nim-why-expert-grundy = Sprague and Grundy (1935, 1939) extend it to any sum of games played side by side, a move in one component at a time, whoever cannot move losing (normal play): each component is equivalent to a Nim heap of its Grundy value g = mex of its options' values, and the sum's value is the nim-sum of the components'. A heap of Nim is worth its size.
nim-why-expert-periodic = A subtraction game's values are eventually periodic: g(h) depends only on the { $largest } values before it (the largest take), a window of finitely many possible contents, so some window repeats and the sequence repeats from there. The solver finds the first repeat by Brent's cycle finding over the windows. { $period }
nim-why-expert-period = Here the first window repeats { $period } sizes later: g(h) = g(h mod { $period }) for every heap.
nim-why-expert-period-from = Here the window first repeats at heap size { $pre }, { $period } sizes later: g(h) = g({ $pre } + (h − { $pre }) mod { $period }) for every h ≥ { $pre }.
nim-why-expert-period-none = Here no window repeated within the values computed (at most { NUMBER($computed) } of them, the values below a take too large to reach being those of the set without it); heaps of up to { NUMBER($known) } counters are answered.
nim-why-expert-solver = The solver is the nim-sum alone: O(k) for k heaps. The page's check compares it with a minimax over every vector of heap sizes below the position (no nim-sum, no Grundy value), up to { NUMBER($positions) } positions. Move values are timed by a search over the multisets of live heaps below the position, when there are at most { NUMBER($states) } of them.
nim-why-expert-permutation = The permutation game's outside segments are such a sum: a segment of s numbers cut off from 1 gives exactly s moves whatever the order, a heap of the game where a move takes 1 counter, whose Grundy values are s mod 2. That is why only the parity of the outside moves counts there.

## Wythoff's game

wythoff-rule-1 = Two heaps of counters lie on the table.
wythoff-rule-2 = Two players take turns, Alice first, then Bob, and so on.
wythoff-rule-3 = A move: take counters from one heap, as many as you like, or the same number from both heaps.
wythoff-rule-4 = A player who cannot move loses: whoever takes the last counter wins.
wythoff-prompt = Two heap sizes separated by a space; then, if you like, who is to move (Bob)
wythoff-exercise-form-meaning = from heap H take T, H = 12 for both heaps
wythoff-exercise-form-example = 12-3 takes 3 from each heap
wythoff-exercise-form-click = Click a heap and choose a move
wythoff-random = Largest heap
wythoff-example-1 = Alice takes 1 from both heaps and leaves 3 5, a cold position: Bob loses.
wythoff-example-2 = A cold position: every move leaves a hot one. Bob wins.
wythoff-example-3 = Nim's rule says equal heaps lose, but here Alice takes 1 from both and wins.
wythoff-example-4 = A position in the middle of a game, Bob to move: cold, so Bob loses.
wythoff-example-5 = Cold: 1618034 − 1000000 = 618034 = k, and ⌊618034 φ⌋ = 1000000.
wythoff-why-cold-hot = A position is cold when the player to move loses: every move from it leaves a hot position, and from every hot position some move reaches a cold one. Both heaps empty is cold: no move is left.
wythoff-why-cold-positions = The cold positions, smallest first, are (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)…, with their mirror images: the k-th has difference k, since two cold positions of the same difference would be one move from both heaps apart, and its smaller heap is the least number no earlier cold position uses, since a heap shared by two would be one move from one heap apart.
wythoff-why-golden = So the k-th cold position is (⌊kφ⌋, ⌊kφ²⌋), φ = (1 + √5)/2 the golden ratio: as 1/φ + 1/φ² = 1, the numbers ⌊kφ⌋ and ⌊kφ²⌋ take every positive number exactly once between them (Beatty's theorem), and ⌊kφ²⌋ − ⌊kφ⌋ = k, as φ² = φ + 1.
wythoff-position-empty = Both heaps are empty: no move is left, a cold position.
wythoff-position-cold = The heaps { $a } and { $b } differ by { $d }, and the cold position of difference { $d } is { $pair }: this is it, so every move leaves a hot position.
wythoff-position-hot = The heaps { $a } and { $b } differ by { $d }, and the cold position of difference { $d } is { $pair }, not this one: the position is hot, and some move reaches a cold one.
wythoff-position-rule = Rule: the player to move loses exactly when the smaller heap m is ⌊dφ⌋, d the difference. Here d = { $d } and ⌊{ $d }φ⌋ = { $lower }, m = { $m }: { $cold ->
        [yes] it is, so the player to move loses
       *[no] it is not, so the player to move wins
    }.
wythoff-error-empty = write the two heap sizes, such as 3 5
wythoff-error-first-heap = the first heap's size
wythoff-error-second-heap = the second heap's size
wythoff-error-after = after the two heaps (then, if you like, who is to move: Bob)
wythoff-error-too-large = { $token } is too large: a heap holds at most { $max } counters here
wythoff-error-not-size = { $token } should be { $what }, a whole number from 0 to { $max }
wythoff-error-no-heap = There is no heap { $number }: the heaps are 1 and 2, and 12 takes from both.
wythoff-error-take-none = A move takes at least 1 counter.
wythoff-error-both-most = A move from both heaps takes at most the smaller heap, { $most }: not { $choice }.
wythoff-error-heap-most = Heap { $number } has only { $most }: no move can take { $choice } from it.
wythoff-error-heap-empty = Heap { $heap } is empty: there is nothing to take from it.
wythoff-error-both-empty = A move from both heaps takes a counter from each, and a heap is empty.
wythoff-error-no-such-heap = There is no heap { $heap }: the position has two heaps.
wythoff-move-takes = takes { $take } from { $heap ->
        [both] both heaps
       *[other] heap { $heap }
    }
wythoff-move-taking = taking { $take } from { $heap ->
        [both] both heaps
       *[other] heap { $heap }
    }
wythoff-board-caption = Two heaps, { $a } and { $b } counters: the bars are the heaps.
wythoff-board-heaps = Heaps
wythoff-board-note = a move takes from one heap, or the same from both
wythoff-board-heap = heap { $heap }: { $counters } counters{ $now ->
        [yes] , taken from just now
       *[no] { "" }
    }
wythoff-board-difference = the difference of the heaps: a move from both keeps it
wythoff-board-smaller = the smaller heap
wythoff-board-cold-smaller = the smaller heap of the cold position of difference d
wythoff-table-cold = Cold positions
wythoff-table-cold-caption = The k-th cold position (⌊kφ⌋, ⌊kφ²⌋), k its difference, up to the first past the larger heap.
wythoff-why-expert-exact = ⌊kφ⌋ is computed in exact integers, ⌊(k + ⌊√(5k²)⌋)/2⌋ with a 128-bit integer square root: √5·k is irrational for k > 0, so the floor cannot round the wrong way. No floating point is used: a 64-bit float already floors kφ wrongly for some k of about 10^12.
wythoff-why-expert-table = The table lists the cold positions by k; the row of this position's difference, { $d }, is marked. Each number appears in exactly one row, so from a heap of n the move to a cold position on the other heap is unique.
`;
