// What the page knows about each game beyond the generic report: its label, its rules in plain
// words and where it comes from, how to type it, and the examples menu (each one click, each
// with what it teaches).

/** The longest legal auction: every bid doubled and redoubled, 319 calls. */
function longestAuction() {
  const calls = ['P', 'P', 'P'];
  for (let level = 1; level <= 7; level++) {
    for (const strain of ['C', 'D', 'H', 'S', 'N']) {
      calls.push(`${level}${strain}`, 'P', 'P', 'X', 'P', 'P', 'XX', 'P', 'P');
    }
  }
  calls.push('P');
  return calls.join(' ');
}

export const GAMES = {
  ticket: {
    label: 'Ticket',
    rules: [
      'A ticket is a row of digits and ? (erased digits), of even length: a left half and a right half.',
      'Two players take turns, Monocarp first, then Bicarp, and so on.',
      'A move: replace one remaining ? with any digit from 0 to 9, in either half.',
      'The game ends when no ? is left.',
      'Bicarp wins if the two halves then have equal digit sums; otherwise Monocarp wins.',
    ],
    origin: { name: 'Codeforces 1215D, “Ticket Game”', url: 'https://codeforces.com/problemset/problem/1215/D' },
    prompt: 'Ticket: digits and ? (an erased digit), even length',
    placeholder: '?054??0?',
    /** What the input holds when the user switches to this game. */
    start: '?054??0?',
    examples: [
      ['?054??0?', 'The sample: d = 9 and the right half has two more ?, worth exactly 9: Bicarp.'],
      ['??', 'One ? each side: Bicarp copies whatever Monocarp writes.'],
      ['0523', 'No ? at all: nobody moves, 5 = 5.'],
      ['12', 'No ? and unequal halves: Monocarp wins without moving.'],
      ['??09', 'Two ? on one side against a 9: Bicarp answers x with 9 − x.'],
      ['???00?', 'Two more ? on the left with equal sums: nothing balances them, Monocarp.'],
      ['9??0??', 'Equal ? counts but the fixed digits differ by 9: Bicarp can only copy, so the 9 stays and Monocarp wins.'],
      ['8??0??', 'Equal ? counts, so the fixed sums must already be equal; d = 8: Monocarp.'],
      ['?123', 'An odd number of ?: Monocarp writes last and always wins.'],
      ['0?9?', 'Equal counts but d = −9: Monocarp pushes B further.'],
      ['9???', 'Three ? (odd): Monocarp again.'],
      ['??????', 'Six ?, three each side: Bicarp mirrors every move.'],
    ],
  },
  auction: {
    label: 'Auction',
    rules: [
      'Four players, North, East, South and West, call in turn clockwise, starting with the dealer. North–South are partners, and so are East–West.',
      'A call is Pass, Double (X), Redouble (XX) or a bid: a level from 1 to 7 and a strain, ♣ < ♦ < ♥ < ♠ < NT.',
      'A bid must be higher than every earlier bid: a higher level, or the same level in a higher strain.',
      'Double only an opponent’s bid, and redouble only an opponent’s double, when it is the last call other than pass.',
      'The auction ends after three passes in a row that follow a bid, double or redouble, or after four passes with no bid (the deal is passed out). No call may follow the end.',
      'The contract is the last bid, doubled or redoubled if the last call other than pass was X or XX. The declarer is the player of the contract’s side who first bid its strain.',
      'An illegal call is named with its Law: Laws 18 and 27 for an insufficient bid, 19 and 36 for an inadmissible double or redouble, 22 and 39 for a call after the auction ended.',
    ],
    origin: { name: 'Codeforces Gym 105920J, “Bridge III”, after the Laws of Duplicate Bridge 2017 (Laws 18–22)', url: 'https://codeforces.com/gym/105920' },
    prompt: 'Calls: P (or -) X XX 1C … 7NT (♣♦♥♠ too), separated by spaces or commas; or a PBN record, a BBO LIN record or a handviewer link',
    placeholder: '1H P 2H P 4H P P P',
    // Empty: the legal calls are offered as buttons, to build an auction by clicking.
    start: '',
    // The menus of the settings the core takes beside the text (`Options`): each is also a
    // fragment parameter and an embed attribute of the same name. A record in the input that
    // sets one wins over the menu (the report's `settings` say so).
    settings: [
      { name: 'dealer', label: 'Dealer', default: 'N', upper: true,
        options: [['N', 'North'], ['E', 'East'], ['S', 'South'], ['W', 'West']] },
      // Not given: nobody is marked vulnerable. Otherwise as PBN's [Vulnerable] writes it.
      { name: 'vulnerable', label: 'Vulnerable', default: '',
        options: [['', 'Not given'], ['None', 'Neither side'], ['NS', 'North–South'], ['EW', 'East–West'], ['All', 'Both sides']] },
    ],
    examples: [
      ['P P P P', 'Four passes: the hand is passed out.'],
      ['1C P 1NT P 3NT P P P', 'A plain auction: 3NT by South, who bid notrump first.'],
      ['P 2H P 4H X P P XX P P P', 'Competitive: North doubles 4♥, West redoubles; 4♥ redoubled, declared by East, who bid hearts first.'],
      ['1C P X', 'Doubling your own partner is illegal: double only an opponent’s bid.'],
      ['1C X P XX', 'A redouble by the wrong side: only the doubled side may redouble.'],
      ['1D 1C', 'An insufficient bid: 1♣ is lower than 1♦.'],
      ['1C P P P P', 'A call after the end: three passes after a bid close the auction.'],
      ['P P', 'Unfinished: the next calls are offered as buttons.'],
      ['md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|',
        'A BBO hand record (LIN): board 3, South deals, East–West vulnerable; the four hands around the diagram, and an alerted call with its explanation.'],
      ['[Board "6"]\n[Dealer "E"]\n[Vulnerable "EW"]\n[Auction "E"]\n1H 2H =1= 3H P\n4H P P P\n[Note "1:Michaels: spades and a minor"]',
        'A PBN record: board 6, East deals, East–West vulnerable; note 1 explains South’s 2♥ beside the call.'],
      [longestAuction(), 'The longest legal auction: 319 calls, every bid doubled and redoubled.'],
    ],
  },
  permutation: {
    label: 'Permutation',
    rules: [
      'A row holds the numbers 1 to n in some order.',
      'Two players take turns, Alice first, then Bob, and so on.',
      'A move: remove one number that is larger than each of its current neighbours. A number with no neighbour left can always be removed.',
      'A removed number leaves a gap: the numbers on either side of it do not become neighbours.',
      'Whoever removes 1 wins.',
    ],
    origin: { name: 'Baekjoon 10563, “정수 게임” (the integer game)', url: 'https://www.acmicpc.net/problem/10563' },
    prompt: 'A permutation of 1..n, numbers separated by spaces or commas',
    placeholder: '3 6 5 1 4 2',
    start: '3 6 5 1 4 2',
    // A random input of a chosen size, made by the worker (a million numbers are 6.9 MB of text).
    random: { label: 'Size of the random permutation', max: 1_000_000 },
    examples: [
      ['3 6 5 1 4 2', 'Every first move loses: Alice can take 6 or 4, and Bob has an answer to each (after 6, he takes 4).'],
      ['1', 'Alone, 1 is removable at once: Alice.'],
      ['2 1', '1 is smaller than 2; Alice must take 2, then Bob takes 1.'],
      ['4 1 3 2', 'An arm on each side of 1: the arm classes decide it.'],
      ['2 3 1', 'Alice’s only move is 3, which leaves 1 alone for Bob.'],
      ['4 3 2 1', 'Every move is forced: 4, 3, 2 and then Bob removes 1.'],
      ['1 3 2 4', '1 sits at the end: a single arm to the right.'],
    ],
  },
};

/** Whether `name` is one of the games (and not a name every object has, like `constructor`). */
export function isGame(name) {
  return typeof name === 'string' && Object.hasOwn(GAMES, name);
}

/** The settings a game takes (games without any take none). */
export const settingsOf = (game) => (isGame(game) ? GAMES[game].settings ?? [] : []);

/** Every setting name any game takes: the fragment's and the embed's extra parameters. */
export const SETTING_NAMES = [...new Set(Object.values(GAMES).flatMap((spec) => (spec.settings ?? []).map((s) => s.name)))];

/** A setting's value as given in a link or attribute, spelled as the menu spells it where it can. */
export function settingValue(setting, raw) {
  if (raw == null) return undefined;
  return setting.upper ? raw.toUpperCase() : raw;
}

