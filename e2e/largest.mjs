// Every export the page's worker calls, on each game's largest inputs (docs/RULES.md: a 64 MiB
// ticket or permutation, a 1 MiB Nim input, the longest auction, Wythoff's largest pair) and on
// positions with 10^5 to 10^9 moves and more, as requests to a real module: each is begun as the
// worker begins it (`request_begins`: at most 1 GiB beyond what the module holds), and its peak
// (`request_peak`) is read after it. bench/memory.mjs prints the figures; e2e/memory.test.mjs
// asserts that each request answers or refuses in words, never traps, and that the module goes on.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../scripts/wasm.mjs';
import { said as saidOf } from './said.mjs';

const out = fileURLToPath(new URL(`../${loadConfig()['out-dir']}/`, import.meta.url));

/** Every game's name, as the build lists them beside the modules (the registry's order). */
export const GAME_NAMES = JSON.parse(readFileSync(`${out}games.json`, 'utf8')).map((about) => about.name);

/** The largest input of a game that takes 64 MiB (`MAX_INPUT`, crates/model/src/game.rs). */
const MAX_INPUT = 64 << 20;
/** Nim's and the auction's largest input (`MAX_NIM_INPUT`, `MAX_AUCTION_INPUT`). */
const MAX_SMALL_INPUT = 1 << 20;

/** `word` repeated with spaces to at most `length` characters in all, then `tail`. */
const repeated = (word, length, tail = '') => `${`${word} `.repeat(Math.floor((length - tail.length) / (word.length + 1)))}${tail}`.trim();

/** The row n … 2 1 for the largest n whose text fits in `length` characters. */
function descendingRow(length) {
  let n = 0;
  let used = 0;
  while (used + String(n + 1).length + 1 <= length) used += String(++n).length + 1;
  const numbers = new Array(n);
  for (let i = 0; i < n; i++) numbers[i] = n - i;
  return numbers.join(' ');
}

/** The longest legal auction: every bid doubled and redoubled, 1♣ to 7NT, then three passes (319 calls). */
function longestAuction() {
  const calls = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of ['C', 'D', 'H', 'S', 'NT']) calls.push(`${level}${strain}`, 'P', 'P', 'X', 'P', 'P', 'XX', 'P', 'P');
  }
  calls.push('P');
  return calls.join(' ');
}

/** Nim's take sets that cost the most: a take of 10^9 (values computed one by one up to the
 * budget), the most takes a set holds (64, `MAX_TAKES`), spread up to that budget of 4 194 304
 * heap sizes, and one past the most (refused). */
const TAKE_SETS = [
  '1000000000',
  Array.from({ length: 64 }, (_, i) => 65_521 * i + 1).join(','),
  Array.from({ length: 65 }, (_, i) => 2 * i + 1).join(','),
];

/**
 * The inputs, lazily (64 MiB strings): `{ game, label, input, position, cells, settings }`:
 * `input` for the analysis (null when the game cannot analyze it as a start), `position` for
 * the position exports (null for a game without them), `cells` the board cells clicked.
 */
export function inputs() {
  const ticket = '?'.repeat(MAX_INPUT);
  const mixed = '9?'.repeat(MAX_INPUT / 2);
  const row = descendingRow(MAX_INPUT);
  // A position writes its mover within the same 64 MiB (a permutation's is its count of
  // removed numbers, not written).
  const ticketPosition = `${'?'.repeat(MAX_INPUT - 10)} Monocarp`;
  const mixedPosition = `${'9?'.repeat(MAX_INPUT / 2 - 5)} Monocarp`;
  // A Nim position holds at most 2^32 − 1 counters: 4 heaps of 10^9 and the rest, each move of
  // the 4.3·10^9 a legal one; or as many heaps as 1 MiB writes, as large as the total allows.
  const bigHeaps = '1000000000 1000000000 1000000000 1000000000 294967295';
  const manyHeaps = repeated('8191', MAX_SMALL_INPUT - 64);
  const ones = repeated('1', MAX_SMALL_INPUT - 64);
  const last = (text) => text.split(' ').length - 1;
  const auction = longestAuction();
  return [
    { game: 'ticket', label: `${MAX_INPUT} '?' (6.7e8 moves)`, input: ticket, position: ticketPosition, cells: [0, MAX_INPUT - 11] },
    { game: 'ticket', label: `'9?' × ${MAX_INPUT / 2}`, input: mixed, position: mixedPosition, cells: [1, MAX_INPUT - 11] },
    { game: 'permutation', label: `n … 1, n = ${last(row) + 1}`, input: row, position: row, cells: [0, last(row)] },
    // A position may have more places than any start (a `_` is two characters): up to 9 000 000
    // (`MAX_PLACES`, crates/permutation/src/position.rs), and one past is refused.
    { game: 'permutation', label: 'a row of 9 000 000 places, _ but 2 1', input: null, position: `${'_ '.repeat(9_000_000 - 2)}2 1`, cells: [0, 9_000_000 - 1] },
    { game: 'permutation', label: 'a row of 33 554 430 places (refused)', input: null, position: `${'_ '.repeat((MAX_INPUT >> 1) - 3)}2 1`, cells: [0] },
    { game: 'nim', label: '2^32 − 1 counters in 5 heaps (4.3e9 moves)', input: bigHeaps, position: `${bigHeaps} Alice`, cells: [0, 4] },
    { game: 'nim', label: `${last(manyHeaps) + 1} heaps of 8191 (1.7e9 moves)`, input: manyHeaps, position: `${manyHeaps} Alice`, cells: [0, last(manyHeaps)] },
    ...TAKE_SETS.map((take) => ({
      game: 'nim', label: `heaps of 10^9, take ${take.length > 20 ? `${take.split(',').length} numbers` : take}`,
      input: bigHeaps, position: `${bigHeaps} Alice`, cells: [0, 4], settings: { take },
    })),
    ...TAKE_SETS.map((take) => ({
      game: 'nim', label: `heaps of 8191, take ${take.length > 20 ? `${take.split(',').length} numbers` : take}`,
      input: manyHeaps, position: `${manyHeaps} Alice`, cells: [0, last(manyHeaps)], settings: { take },
    })),
    { game: 'nim', label: 'one heap of 10^9', input: '1000000000', position: '1000000000 Alice', cells: [0] },
    // The most heaps, each of 1: a line of one move per heap, timed only near its end.
    { game: 'nim', label: `${last(ones) + 1} heaps of 1`, input: ones, position: `${ones} Alice`, cells: [0, last(ones)] },
    { game: 'wythoff', label: 'the largest pair', input: '4294967295 4294967294', position: '4294967295 4294967294 Alice', cells: [0, 1, 2] },
    { game: 'wythoff', label: 'the largest equal pair', input: '4294967295 4294967295', position: '4294967295 4294967295 Bob', cells: [0, 1, 2] },
    { game: 'auction', label: 'the longest auction (319 calls)', input: auction, position: null, cells: [] },
    { game: 'auction', label: `${MAX_SMALL_INPUT / 2} passes (refused)`, input: repeated('P', MAX_SMALL_INPUT), position: null, cells: [] },
  ];
}

/**
 * The requests on one input: `[name, call(module)]`. An analysis is held for the session's
 * requests (rows, steps, values) and freed by the last.
 */
export function requests({ game, input, position, cells, settings }) {
  let session = null;
  const list = input == null ? [] : [
    ['analyze', (m) => { session = m.analyze(game, input, settings); return session.report().verdict; }],
    ['rows', () => session?.report().tables.map((_, table) => session.rows(table, 0, 10_000).length)],
    ['rows at the end', () => session?.report().tables.map((t, table) => session.rows(table, Math.max(0, t.row_count - 10_000), 10_000).length)],
    ['step', () => session && [session.step(0), session.step(1), session.step(session.report().line.steps)].length],
    ['values', () => session?.values(0, 10_000).length],
    ['free', () => { session?.free(); session = null; }],
    ['record_exports', (m) => m.record_exports(game, input, settings).length],
  ];
  if (position == null) return list;
  for (const cell of cells) {
    list.push(
      [`moves ${cell}`, (m) => m.position_moves(game, position, cell, settings).length],
      [`noMove ${cell}`, (m) => m.position_no_move(game, position, cell, settings)],
      [`play ${cell}`, (m) => m.position_play(game, position, cell, game === 'ticket' ? 9 : 1, undefined, true, settings)?.to_move],
      [`values ${cell}`, (m) => m.position_values(game, position, cell, 10_000, settings).value],
    );
  }
  list.push(
    ['view', (m) => m.position_view(game, position, undefined, undefined, false, settings).to_move],
    ['view, hints', (m) => m.position_view(game, position, cells.at(-1), position, true, settings).to_move],
    ['tree', (m) => m.position_tree(game, position, settings).nodes.length],
    ['check', (m) => m.check(game, settings, position, 0).report],
  );
  return list;
}

let LONG_TEXT = null;

/** The requests that take no position: the rule tester, the tables, the checks, the exercises. */
export function gameRequests(game, settings) {
  const list = [
    ['random_input', (m) => m.random_input(game, 2 ** 32 - 1, 7)?.length],
    ['exercise_set', (m) => m.exercise_set(game, 7).length],
    ['grade_answer', (m) => m.grade_answer(game, 7, 1, 'x'.repeat(1 << 20)).correct],
  ];
  // Text arguments as long as an argument may be (64 Mi UTF-16 units, 192 MiB of UTF-8): a
  // position is read (and refused at its first character), the short ones are refused unread.
  const long = () => (LONG_TEXT ??= '가'.repeat(64 << 20));
  list.push(['a 64 Mi answer', (m) => m.grade_answer(game, 7, 1, long()).correct]);
  if (game === 'auction') {
    list.push(['a 64 Mi input', (m) => m.record_exports(game, long()).length]);
    return list;
  }
  list.push(
    ['a 64 Mi position', (m) => m.position_view(game, long(), undefined, long(), true, settings).to_move],
    ['a 64 Mi check', (m) => m.check(game, settings, long(), 0).report],
    ['a 64 Mi rule', (m) => m.test_rule(game, settings, long(), long(), 0).report],
    ['64 Mi names', (m) => m.outcome_table(game, settings, long(), long(), long(), 0).report],
  );
  list.push(
    ['rule_space', (m) => m.rule_space(game, settings)?.names.length],
    // The largest size the exhaustive search takes (larger ones are refused at once, in words).
    ['stress', (m) => {
      for (let size = 64; ; size--) {
        try {
          return [size, m.stress(game, settings, size, 20, 7, 0).report.checked];
        } catch (error) {
          if (size === 1 || !/too large to search/.test(saidOf(error))) throw error;
        }
      }
    }],
    ['test_rule', (m) => {
      const space = m.rule_space(game, settings);
      return space.suggestions.map((s) => m.test_rule(game, settings, s.rule, s.scope, 0).report?.checked).length;
    }],
    ['outcome_table', (m) => {
      const names = m.rule_space(game, settings).names.map((n) => n.name);
      return [m.outcome_table(game, settings, names[0], names[1] ?? '', '', 0), m.outcome_table(game, settings, names.at(-1), '', '', 0)].length;
    }],
  );
  return list;
}

/** The generic requests of every game, with Nim's costliest take sets too. */
export const GAME_REQUESTS = [
  ...GAME_NAMES.map((game) => ({ game, label: 'no position' })),
  ...TAKE_SETS.map((take) => ({ game: 'nim', label: `take ${take.length > 20 ? `${take.split(',').length} numbers` : take}`, settings: { take } })),
];

/**
 * A module, loaded afresh (`fresh` makes a new instance: a module that trapped is never used
 * again): pkg/ (every game), or pkg/`kind`/`game` (kind `games`, a compact embed's; `panels`).
 */
export async function load(kind = null, game = null, fresh = 0) {
  const dir = kind ? `${out}${kind}/${game}/` : out;
  const module = await import(`${dir}verdict_playground.js?instance=${fresh}`);
  module.initSync({ module: readFileSync(`${dir}verdict_playground_bg.wasm`) });
  return module;
}

/**
 * Runs `call` on `module` as one request: `{ outcome, said, peak, ms }`, outcome `answer`,
 * `refused` (the core's InputError, its message in `said`), `thrown` (an Error the module threw
 * on an argument, which the page's worker takes for a broken module and replaces) or `trap`.
 */
export function request(module, call) {
  module.request_begins();
  const start = performance.now();
  let outcome = 'answer';
  let said = '';
  try {
    said = JSON.stringify(call(module) ?? null)?.slice(0, 60) ?? '';
  } catch (error) {
    // A trap is a RuntimeError; a stack overflow in the module a RangeError of the engine's.
    const trap = error instanceof WebAssembly.RuntimeError || (error instanceof RangeError && /call stack/.test(error.message));
    const ordinary = !trap && error && typeof error === 'object' && (typeof error.message === 'string' || typeof error.message?.id === 'string');
    outcome = !ordinary ? 'trap' : error instanceof Error ? 'thrown' : 'refused';
    said = saidOf(error).slice(0, 160);
  }
  return { outcome, said, peak: module.request_peak(), refused: module.request_refused(), ms: performance.now() - start };
}
