// Each game's own sentences in English (docs/LANGUAGES.md), the messages `GAME-…` the core sends
// as ids: its verdicts' reasons (crates/*/src/explain.rs), its rules, the input's prompt, the random
// input's size field and its examples' notes (`fn about`, crates/*/src/game.rs), so that no module
// carries them. Apart from www/lang/en.js so that a view carries its own game's alone: a bundled
// game's glue carries its game's section (scripts/bundle.mjs), which the worker hands the page
// with the game's About (www/core/games.js adds it to English's catalogue); where none came with
// it (the page, the sources), www/shared/game-words.js adds them all. Fluent's syntax; Korean's and
// Russian's are in ko.ftl and ru.ftl.
export default String.raw`
## The ticket game

ticket-reason-filled-equal = No '?' to fill, and the halves are equal ({ $left } = { $right }): Bicarp wins.
ticket-reason-filled-unequal = No '?' to fill, and the halves differ ({ $left } ≠ { $right }): Monocarp wins.
ticket-reason-one-q = The ticket has 1 '?', an odd number: Monocarp moves first, so he writes it himself, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-reason-odd = The ticket has { $q } '?', an odd number: Monocarp moves first, so he also writes the last digit, and of the ten digits he can write there at most one makes the halves equal: Monocarp wins.
ticket-standing-level = Counting each '?' as 4.5, both halves come to { $left }: they are level
ticket-standing-gap = Counting each '?' as 4.5, the left half comes to { $left } and the right half to { $right }: the { $half } half needs { $more } more
ticket-reason-keeps-level = { $standing }; Bicarp keeps them so to the end, answering x with x on the other half or 9 − x on the same half.
ticket-reason-keeps-gap = { $standing }; Monocarp keeps the gap open to the end, writing 9 on the half ahead or 0 on the other.
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
auction-rule-1 = Four players, North, East, South and West, call in turn clockwise, starting with the dealer. North–South are partners, and so are East–West.
auction-rule-2 = A call is Pass, Double (X), Redouble (XX) or a bid: a level from 1 to 7 and a strain, ♣ < ♦ < ♥ < ♠ < NT.
auction-rule-3 = A bid must be higher than every earlier bid: a higher level, or the same level in a higher strain.
auction-rule-4 = Double only an opponent’s bid, and redouble only an opponent’s double, when it is the last call other than pass.
auction-rule-5 = The auction ends after three passes in a row that follow a bid, double or redouble, or after four passes with no bid (the deal is passed out). No call may follow the end.
auction-rule-6 = The contract is the last bid, doubled or redoubled if the last call other than pass was X or XX. The declarer is the player of the contract’s side who first bid its strain.
auction-rule-7 = An illegal call is named with its Law: Laws 18 and 27 for an insufficient bid, 19 and 36 for an inadmissible double or redouble, 22 and 39 for a call after the auction ended.
auction-prompt = Calls: P (or -) X XX 1C … 7NT (♣♦♥♠ too), separated by spaces or commas; or a PBN record, a BBO LIN record or a handviewer link
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
auction-why-rule-words =
    { $rule ->
        [end] no call may follow the end of the auction
        [bid] a bid must be higher than every earlier bid: more tricks, or as many in a higher strain (♣ < ♦ < ♥ < ♠ < NT)
        [double] a double is allowed only when the last call other than pass is a bid by an opponent
       *[redouble] a redouble is allowed only when the last call other than pass is a double by an opponent
    }
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
auction-why-fact-no-bid = nobody has bid yet, so there is nothing to double
auction-why-fact-nothing-to-redouble = nobody has bid or doubled yet, so there is nothing to redouble
auction-why-fact-not-doubled = { $bid } by { $seat } has not been doubled
auction-why-fact-partners-bid = { $bid } was bid by { $seat }, { $caller }'s partner
auction-why-fact-partners-double = the double of { $bid } was made by { $seat }, { $caller }'s partner
auction-why-fact-doubled = { $bid } is already doubled (by { $seat })
auction-why-fact-redoubled = { $bid } is already redoubled
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

## The permutation game

permutation-reason-alone = 1 stands alone: Alice removes it at once and wins.
permutation-reason-alice =
    Alice wins by removing { $moves } first: after { $count ->
        [1] it
       *[other] any of them
    }, every answer of Bob's loses.
permutation-reason-only = Alice's only first move, { $moves }, leaves Bob a winning answer, so Bob wins.
permutation-reason-each = Each of Alice's { $count } first moves ({ $moves }) leaves Bob a winning answer, so Bob wins.
permutation-rule-1 = A row holds the numbers 1 to n in some order.
permutation-rule-2 = Two players take turns, Alice first, then Bob, and so on.
permutation-rule-3 = A move: remove one number that is larger than each of its current neighbours. A number with no neighbour left can always be removed.
permutation-rule-4 = A removed number leaves a gap: the numbers on either side of it do not become neighbours.
permutation-rule-5 = Whoever removes 1 wins.
permutation-prompt = A permutation of 1..n, numbers separated by spaces or commas
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
nim-random = Number of heaps
nim-setting-take = A move takes
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

## Wythoff's game

wythoff-rule-1 = Two heaps of counters lie on the table.
wythoff-rule-2 = Two players take turns, Alice first, then Bob, and so on.
wythoff-rule-3 = A move: take counters from one heap, as many as you like, or the same number from both heaps.
wythoff-rule-4 = A player who cannot move loses: whoever takes the last counter wins.
wythoff-prompt = Two heap sizes separated by a space; then, if you like, who is to move (Bob)
wythoff-random = Largest heap
wythoff-example-1 = Alice takes 1 from both heaps and leaves 3 5, a cold position: Bob loses.
wythoff-example-2 = A cold position: every move leaves a hot one. Bob wins.
wythoff-example-3 = Nim's rule says equal heaps lose, but here Alice takes 1 from both and wins.
wythoff-example-4 = A position in the middle of a game, Bob to move: cold, so Bob loses.
wythoff-example-5 = Cold: 1618034 − 1000000 = 618034 = k, and ⌊618034 φ⌋ = 1000000.
`;
