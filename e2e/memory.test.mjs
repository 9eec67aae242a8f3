// A request's memory (issue 46): every export the page's worker calls, on each game's largest
// inputs and on positions with 10^5 to 10^9 moves and more (e2e/largest.mjs), answers or refuses
// with the core's InputError (never a thrown Error, which the page's worker takes for a broken
// module), never traps, stays within three quarters of the 1 GiB a request may allocate
// (so that a change that adds a third fails here, not as a trap on a reader's page), and the
// module answers the next request. The same for each game's compact module (an embed's), which
// has the same per-request limit. bench/memory.mjs prints the figures (docs/HARDENING.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_NAMES, GAME_REQUESTS, gameRequests, inputs, load, request, requests } from './largest.mjs';
import { LONG, sweep } from './long.mjs';
import { said } from './said.mjs';

/** Three quarters of a request's limit (`REQUEST_LIMIT`, src/wasm_api/sessions.rs). */
const BUDGET = 768 << 20;
const MiB = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** The requests the compact modules answer: the analysis and its session. */
const SESSION = new Set(['analyze', 'rows', 'rows at the end', 'step', 'values', 'free']);

let fresh = 0;

/** Runs each request on `module`, asserting the above, and that the module answers after. */
function drive(module, said, list) {
  for (const [name, call] of list) {
    const result = request(module, call);
    assert.ok(['answer', 'refused'].includes(result.outcome), `${said}, ${name}: ${result.outcome} (${result.said}), its peak ${MiB(result.peak)}`);
    assert.ok(result.peak <= BUDGET, `${said}, ${name}: its peak ${MiB(result.peak)} is past ${MiB(BUDGET)}`);
    if (result.outcome === 'refused') assert.ok(result.said.length > 10, `${said}, ${name}: refused in words (${result.said})`);
  }
}

// Under make test, the inputs that take seconds (up to 1 MiB, and those refused at once); the
// 64 MiB tickets and permutations (a minute or more each under load) under make test-long.
const all = inputs();
const chosen = sweep(all, all.filter((input) => (input.input ?? input.position).length <= 1 << 20 || input.label.endsWith('(refused)')));

test(`every request on the largest inputs answers or refuses within its memory, and the module goes on (${LONG ? 'every input' : 'the inputs up to 1 MiB'})`, async () => {
  const module = await load(null, null, `memory-${fresh++}`);
  for (const input of chosen) drive(module, `${input.game} ${input.label}`, requests(input));
  for (const { game, label, settings } of GAME_REQUESTS) drive(module, `${game} ${label}`, gameRequests(game, settings));
  module.request_begins();
  // What keeps the costliest requests within it: a permutation position of more places than
  // any start has, and a rule longer than any rule, are refused before they are read.
  assert.throws(() => module.position_view('permutation', `${'_ '.repeat(16 << 20)}2 1`, undefined, undefined, true), (e) => /the position has 16,777,218 places; a position is read with up to 9,000,000/.test(said(e)));
  assert.throws(() => module.test_rule('nim', undefined, 'n > 0'.repeat(20_000), '', 0), (e) => /rule is 100,000 characters long; the playground reads up to 65,536/.test(said(e)));
  assert.ok(module.request_peak() < 64 << 20);
  assert.equal(module.analyze('nim', '3 5 7').report().verdict, 'Alice');
  assert.equal(module.position_tree('nim', '1 2 Alice').nodes[0].value, 'win');
});

test('each game\'s compact module has a request\'s limit too: the largest inputs fit in it, and past a smaller one the allocator refuses and says how much', async () => {
  for (const game of GAME_NAMES) {
    const module = await load('games', game, `memory-${fresh++}`);
    for (const input of chosen.filter((input) => input.game === game)) {
      drive(module, `games/${game} ${input.label}`, requests(input).filter(([name]) => SESSION.has(name)));
    }
    module.request_begins();
    assert.equal(module.request_refused(), 0);
    assert.ok(module.request_peak() === 0);
  }
  // Under a limit of 1 MiB, a 2 MiB ticket's analysis is refused at the allocator: a trap, whose
  // size the worker reads to say what the request needed.
  const small = await load('games', 'ticket', `memory-${fresh++}`);
  small.request_begins(1 << 20);
  assert.throws(() => small.analyze('ticket', '?'.repeat(2 << 20)), WebAssembly.RuntimeError);
  assert.ok(small.request_refused() > 0, 'the refused allocation is noted');
});
