// Every generic driver of the module (the view with hints, move values, a click's moves, the
// tree, the exhaustive check) on each game's positions with 10^5 to 10^9 legal moves, in Node on
// the same wasm build the page's worker loads: each answers or refuses with an ordinary error
// within its bound, and the module answers afterwards (issue 46: the tree of a Nim heap of
// 100 000 ran 6 to 22 s, then trapped on "capacity overflow", and every later call failed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as core from './core.mjs';

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
    assert.throws(() => core.position_tree('nim', position), (e) => !(e instanceof WebAssembly.RuntimeError) && /more than 2000 positions/.test(e.message ?? JSON.stringify(e)), position);
  }
  // The module still answers.
  assert.equal(core.analyze('nim', '3 5 7').report().verdict, 'Alice');
  assert.equal(core.position_tree('nim', '1 2 Alice').nodes[0].value, 'win');
});
