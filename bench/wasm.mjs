// Times the wasm build (pkg/) in Node: the same exports the page's worker calls.
// Run with `make bench`; figures, not pass/fail.
import { readFileSync } from 'node:fs';
import { initSync, analyze, check } from '../pkg/verdict_playground.js';

initSync({ module: readFileSync(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url)) });

function median(runs, f) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    f();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** Same shape as the native benchmark's ticket: about half '?', deterministic. */
function ticketText(n) {
  let state = 12345;
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    const r = (state >>> 8) % 20;
    out[i] = r < 10 ? '?' : String(r - 10);
  }
  return out.join('');
}

const fmt = (x) => `${x.toFixed(3).padStart(9)} ms`;
console.log('ticket through wasm (median of 5 runs)');
console.log(`${'n'.padStart(12)}  ${'report'.padStart(12)}  ${'last window'.padStart(12)}  ${'middle step'.padStart(12)}  ${'last step'.padStart(12)}`);
for (const n of [200_000, 10_000_000]) {
  const text = ticketText(n);
  const report = median(5, () => { const s = analyze('ticket', text); s.report(); s.free(); });
  const session = analyze('ticket', text);
  const plays = session.report().tables[2].row_count;
  const window = median(5, () => session.rows(2, Math.max(0, plays - 100), 100));
  // A step of the line: its position (written out up to 2 000 000 characters), board and narration.
  const middle = median(5, () => session.step(Math.floor(plays / 2)));
  const last = median(5, () => session.step(plays));
  session.free();
  console.log(`${String(n).padStart(12)}  ${fmt(report)}  ${fmt(window)}  ${fmt(middle)}  ${fmt(last)}`);
}

/** A deterministic random permutation of 1..n, as text. */
function permutationText(n) {
  const values = Array.from({ length: n }, (_, i) => i + 1);
  let state = 12345;
  for (let i = n - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) >>> 0;
    const j = state % (i + 1);
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values.join(' ');
}

console.log('\npermutation through wasm (median of 3 runs)');
console.log(`${'n'.padStart(12)}  ${'report'.padStart(12)}  ${'middle step'.padStart(12)}  ${'last step'.padStart(12)}`);
for (const n of [100_000, 1_000_000]) {
  const text = permutationText(n);
  const report = median(3, () => { const s = analyze('permutation', text); s.report(); s.free(); });
  const session = analyze('permutation', text);
  const moves = session.report().line.steps;
  const middle = median(3, () => session.step(Math.floor(moves / 2)));
  const last = median(3, () => session.step(moves));
  session.free();
  console.log(`${String(n).padStart(12)}  ${fmt(report)}  ${fmt(middle)}  ${fmt(last)}`);
}

// The exhaustive searches of "Check it yourself" (docs/PAGE.md's limits, "Check it yourself": 60 '?', rows of 20).
console.log('\nexhaustive check through wasm (median of 3 runs)');
for (const [game, position] of [
  ['ticket', `${'?'.repeat(60)} Monocarp`],
  ['permutation', '11 3 17 8 1 20 14 5 9 2 16 12 7 19 4 13 6 18 10 15'],
]) {
  let searched = 0;
  const time = median(3, () => { searched = check(game, position, 1).report.searched; });
  console.log(`${game.padStart(12)}  ${fmt(time)}  ${searched} positions`);
}
