// Every generic driver of the module (the view with hints, move values, a click's moves, the
// tree, the exhaustive check) on each game's positions with 10^5 to 10^9 legal moves, in Node on
// the same wasm build the page's worker loads: each answers or refuses with an ordinary error
// within its bound, and the module answers afterwards (issue 46: the tree of a Nim heap of
// 100 000 ran 6 to 22 s, then trapped on "capacity overflow", and every later call failed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as core from './core.mjs';
import { said } from './said.mjs';

const POSITIONS = [
  ['nim', '100000 Alice'],
  ['nim', '1000000000 Alice'],
  ['nim', '60000 60000 Alice'],
  ['nim', '1000000000 999999999 Bob take 1,3,4,1000000'],
  ['ticket', `9${'?'.repeat(1_999)} Monocarp`],
  ['ticket', `${'?'.repeat(1_000_000)} Monocarp`],
];

/** Runs `call`, returning what it took in milliseconds; an ordinary error is an answer too. */
function timed(call) {
  const start = performance.now();
  try {
    call();
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `a trap: ${e.message}`);
  }
  return performance.now() - start;
}

test('every driver answers or refuses each game\'s largest positions within its bound, and the module goes on', () => {
  for (const [game, position] of POSITIONS) {
    const said = `${game} ${position.slice(0, 40)}`;
    const took = {
      view: timed(() => core.position_view(game, position, undefined, undefined, true)),
      values: timed(() => core.position_values(game, position, 0, 64)),
      moves: timed(() => core.position_moves(game, position, 0)),
      tree: timed(() => core.position_tree(game, position)),
      check: timed(() => core.check(game, position, 0)),
    };
    for (const [driver, ms] of Object.entries(took)) assert.ok(ms < 5_000, `${said}: ${driver} took ${ms} ms`);
  }
  // The tree of a position with more moves than a tree holds is refused at once, in words.
  for (const position of ['100000 Alice', '60000 60000 Alice', '1000000000 Alice']) {
    assert.throws(() => core.position_tree('nim', position), (e) => !(e instanceof WebAssembly.RuntimeError) && /more than 2000 positions/.test(said(e)), position);
  }
  // The module still answers.
  assert.equal(core.analyze('nim', '3 5 7').report().verdict, 'Alice');
  assert.equal(core.position_tree('nim', '1 2 Alice').nodes[0].value, 'win');
});

test('a position longer than its game\'s largest input is refused by every position export before it is read', () => {
  // A hostile position (a script's, a link's): 4 million heaps, 8 MiB of text where Nim takes 1 MiB.
  // Read, it took 21 s and 149 MiB for the view of 10^7 heaps; refused, it costs nothing.
  const hostile = '1 '.repeat(4 << 20);
  const exports = {
    view: () => core.position_view('nim', hostile, undefined, undefined, true),
    values: () => core.position_values('nim', hostile, 0, 64),
    moves: () => core.position_moves('nim', hostile, 0),
    noMove: () => core.position_no_move('nim', hostile, 0),
    play: () => core.position_play('nim', hostile, 0, 1, undefined, false),
  };
  for (const [name, call] of Object.entries(exports)) {
    const start = performance.now();
    assert.throws(call, (e) => !(e instanceof WebAssembly.RuntimeError) && /the position is 8,388,608 characters long; the playground reads positions of up to 1,114,112 for the nim/.test(said(e)), name);
    assert.ok(performance.now() - start < 500, `${name} took ${performance.now() - start} ms`);
  }
  // The tree has its own, smaller bound (every node carries its position).
  assert.throws(() => core.position_tree('nim', hostile), (e) => /drawn from positions written in up to 2,000 characters, and this one has 8,388,608/.test(said(e)));
  // Under settings too, and for a game of a larger input, past its own bound.
  assert.throws(() => core.position_view('nim', hostile, undefined, undefined, false, { take: '1,2,3' }), (e) => /8,388,608 characters/.test(said(e)));
  assert.throws(() => core.position_moves('ticket', '?'.repeat((64 << 20) + (64 << 10) + 1), 0), (e) => /reads positions of up to 67,174,400 for the ticket/.test(said(e)));
  // A position at the bound is read: the largest the page's Nim input can write.
  const largest = `${'1 '.repeat((1 << 20) / 2 - 8)}Alice take 1,2,3`;
  assert.ok(largest.length <= (1 << 20) + (64 << 10));
  assert.equal(core.position_view('nim', largest, undefined, undefined, false).to_move, 'Alice');
  assert.equal(core.analyze('nim', '3 5 7').report().verdict, 'Alice');
});

test('a request may allocate at most its limit: past it the allocator refuses, and the module says how much was asked', async () => {
  // A module of its own: a refused allocation ends in a trap, after which a module is not used again.
  const fresh = await import('../pkg/verdict_playground.js?memory-limit');
  fresh.initSync({ module: readFileSync(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url)) });
  // A hostile request under a small limit: a row of 10^6 numbers (6.9 MB of text) needs more than 4 MiB.
  const row = Array.from({ length: 1_000_000 }, (_, i) => 1_000_000 - i).join(' ');
  fresh.request_begins();
  assert.equal(fresh.request_refused(), 0);
  fresh.request_begins(4 << 20);
  assert.throws(() => fresh.analyze('permutation', row), WebAssembly.RuntimeError);
  const refused = fresh.request_refused();
  assert.ok(refused > 0 && refused <= 16 << 20, `refused ${refused} bytes`);
  // Under the default limit (1 GiB beyond what is held), the same request is answered, in
  // another module (this one trapped).
  core.request_begins();
  const session = core.analyze('permutation', row);
  assert.equal(core.request_refused(), 0);
  assert.equal(session.report().verdict, 'Bob');
  session.free();
  assert.throws(() => core.request_begins(-1), /limit/);
});
