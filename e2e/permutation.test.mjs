// The permutation game in the real page: the seed's story, errors on tokens, stepping through
// the play with the DP grid following, and a million numbers without freezing the page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { STALL_LIMIT_MS, WATCH_MAIN_THREAD, launch, mainThreadStalls, verdictIs, watchFromNow } from './browser.mjs';
import { analyze, initSync } from '../pkg/verdict_playground.js';

initSync({ module: readFileSync(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url)) });

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const table = (page, title) => page.locator(`section.table[data-title="${title}"]`);

test("the seed's 3 6 5 1 4 2: Bob wins, and every removed number is named", async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202');
  assert.equal(await verdictIs(page, 'Bob'), 'Bob wins');
  assert.equal(await table(page, 'Arm scan').locator('tbody tr').count(), 5);
  const play = table(page, 'Optimal play').locator('tbody tr');
  // Alice's two moves both lose; Bob's reply to 6 is 4; then the outside numbers, by name.
  const removed = [];
  for (let i = 0; i < 6; i++) removed.push((await play.nth(i).locator('td').allTextContents())[1]);
  assert.deepEqual(removed, ['6', '4', '2', '3', '5', '1']);
  assert.equal(await table(page, 'DP grid').locator('thead th').count(), 4);
  await page.close();
});

test('errors point at the offending token', async () => {
  const page = await b.open('/#permutation=3%201%203');
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error .message').textContent(), /3/);
  assert.equal(await page.locator('.input-error mark').textContent(), '3');
  await page.locator('textarea').fill('2, 1, x');
  await verdictIs(page, 'error');
  assert.equal(await page.locator('.input-error mark').textContent(), 'x');
  await page.locator('textarea').fill('2, 1');
  await verdictIs(page, 'Bob');
  await page.close();
});

test('the random button makes a permutation of the chosen size', async () => {
  const page = await b.open('/#permutation=1');
  await verdictIs(page, 'Alice');
  await page.locator('input[aria-label="Size of the random permutation"]').fill('30');
  await page.getByRole('button', { name: 'Random' }).click();
  // The worker makes the input: the status is idle before its answer arrives, so wait for the
  // box to change first, then for the analysis of what it holds.
  await page.waitForFunction(() => document.querySelector('textarea').value.trim() !== '1');
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  const numbers = (await page.locator('textarea').inputValue()).split(' ').map(Number).sort((x, y) => x - y);
  assert.deepEqual(numbers, Array.from({ length: 30 }, (_, i) => i + 1));
  assert.match(await page.locator('[role="status"]').getAttribute('data-verdict'), /^(Alice|Bob)$/);
  await page.close();
});

/** A zigzag with 1 near the end: `n` numbers, as text. Run in Node and in the page alike. */
const zigzag = (n) => {
  const values = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 2; i + 1 < n; i += 2) [values[i], values[i + 1]] = [values[i + 1], values[i]];
  values.reverse();
  return values.join(' ');
};

test('a million numbers answer without freezing the page', async (t) => {
  const page = await b.open('/#permutation=1', { init: WATCH_MAIN_THREAD });
  await verdictIs(page, 'Alice');
  const text = zigzag(1_000_000);
  // The page makes its own copy (seven megabytes through the test protocol would stall the
  // page for the protocol's sake), before the watch starts: making it is the test's work.
  assert.equal(await page.evaluate(`(window.big = (${zigzag})(1_000_000)).length`), text.length);
  await watchFromNow(page);
  await page.evaluate(() => {
    const area = document.querySelector('textarea');
    area.value = window.big;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // The same wasm core, called directly from Node, says who wins.
  const session = analyze('permutation', text);
  const expected = session.report().verdict;
  session.free();
  // The whole analysis, through the debounce, the worker and the drawing of the last table
  // (verdictIs waits until the page is no longer busy), without a stall of the main thread.
  await verdictIs(page, expected, 60_000);
  const { longestTask, longestGap } = await mainThreadStalls(page);
  t.diagnostic(`main thread: longest task ${longestTask} ms, longest heartbeat gap ${longestGap} ms`);
  assert.ok(longestTask < STALL_LIMIT_MS, `a task of ${longestTask} ms blocked the page`);
  assert.ok(longestGap < STALL_LIMIT_MS, `the page's heartbeat stopped for ${longestGap} ms`);
  assert.match(await table(page, 'Arm scan').locator('.pager-status').textContent(), /of 999,999/);
  assert.equal(await table(page, 'DP grid').count(), 0, 'no DP grid for a million numbers');
  await page.close();
});
