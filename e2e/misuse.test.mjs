// The release build itself (pkg/, its real glue) in Node, used as an attacker would: calls on a
// freed session, settings whose getters throw, byte-array look-alikes. Each must be an ordinary
// error, and the module must answer normally afterwards: the build before the fix threw cleanly
// on a freed session but leaked 48 bytes of wasm stack a call, and after 21 794 such calls every
// call trapped ("memory access out of bounds"). tests/web.rs does the same in Chromium, with
// the stack pointer measured.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../scripts/wasm.mjs';
import { said } from './said.mjs';

const pkg = fileURLToPath(new URL(`../${loadConfig()['out-dir']}/`, import.meta.url));
const wasm = await import(`${pkg}verdict_playground.js`);
wasm.initSync({ module: readFileSync(`${pkg}verdict_playground_bg.wasm`) });

function stillAnswers() {
  const session = wasm.analyze('ticket', '?054??0?', undefined, undefined);
  assert.equal(session.report().verdict, 'Bicarp');
  session.free();
}

/** Calls `call` `times` times; each must throw an ordinary error (never a wasm trap). */
function throwsEveryTime(times, call, says) {
  for (let i = 0; i < times; i++) {
    try {
      call(i);
    } catch (error) {
      assert.ok(!(error instanceof WebAssembly.RuntimeError), `call ${i} trapped: ${error}`);
      if (i % 1000 === 0) assert.match(said(error), says);
      continue;
    }
    assert.fail(`call ${i} did not throw`);
  }
}

test('100 000 calls on a freed session each throw, and the module still answers', () => {
  const session = wasm.analyze('permutation', '3 6 5 1 4 2', undefined, undefined);
  session.free();
  session.free();
  throwsEveryTime(100_000, (i) => [() => session.report(), () => session.rows(0, 0, 1), () => session.step(1)][i % 3](), /freed/);
  stillAnswers();
});

test('5 000 settings whose getters throw are errors, and the module still answers', () => {
  const settings = { get dealer() { throw new Error('boom'); } };
  throwsEveryTime(5_000, () => wasm.analyze('auction', '1C', settings, undefined), /settings\.dealer could not be read: boom/);
  const lookalike = Object.create(Uint8Array.prototype);
  throwsEveryTime(5_000, () => wasm.analyze('ticket', lookalike, undefined, undefined), /input must be a string or a Uint8Array/);
  // The module throws the core's error object (message, line, column, span), not an Error.
  assert.throws(() => wasm.analyze('auction', '1C', { Dealer: 'E' }, undefined), (error) => /unknown setting `Dealer`/.test(said(error)));
  stillAnswers();
});
