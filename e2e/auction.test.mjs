// The auction in the real page: fragments with a dealer, one table row per call, the illegal
// call marked in the input, and an auction built by clicking the offered calls.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, verdictIs } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const calls = (page) => page.locator('section.table[data-title="Calls"] tbody tr');

test('a complete auction from the fragment, dealer East', async () => {
  const page = await b.open('/#auction=1C%20P%201NT%20P%203NT%20P%20P%20P&dealer=E');
  assert.match(await verdictIs(page, 'complete'), /3NT/);
  assert.equal(await calls(page).count(), 8, 'one row per call');
  assert.equal(await page.locator('section.table[data-title="Calls"] thead th').first().textContent(), '#');
  // With East dealing, East opened 1♣ and West (East's partner) bid 1NT first: West declares.
  assert.match(await page.locator('[role="status"]').textContent(), /West/);
  assert.equal(await page.locator('select[aria-label="Dealer"]').inputValue(), 'E');
  await page.close();
});

test('an illegal call is named, marked in the input and in the table', async () => {
  const page = await b.open('/#auction=1C%20X%20P%20XX%20P%20P');
  await verdictIs(page, 'illegal');
  assert.equal(await page.locator('.input-error mark').textContent(), 'XX');
  assert.equal(await page.locator('.mark-note p').first().textContent(), 'The first illegal call:');
  assert.match(await page.locator('.reason').textContent(), /call 4/i);
  assert.equal(await calls(page).count(), 4);
  assert.equal(await page.locator('section.table[data-title="Calls"] tr.marked').count(), 1);
  await page.close();
});

test('an auction is built by clicking the offered calls', async () => {
  const page = await b.open('/#auction=');
  await verdictIs(page, 'incomplete');
  for (const [i, call] of ['1♥', 'X', 'XX', 'Pass', 'Pass', 'Pass'].entries()) {
    await page.locator('.offers button.offer', { hasText: new RegExp(`^${call}$`) }).first().click();
    // The box holds the call at once, the offers follow the analysis: wait for both.
    await page.waitForFunction((n) => document.querySelector('textarea').value.trim().split(/\s+/).length === n, i + 1);
    await page.locator('.playground:not([data-busy])').waitFor();
  }
  assert.match(await verdictIs(page, 'complete'), /1♥/);
  assert.equal(await calls(page).count(), 6);
  assert.equal(await page.locator('.offers button.offer').count(), 0, 'nothing is offered after the end');
  // Undo takes the calls back one by one; the focus stays with the offered calls.
  await page.locator('.offers button.undo').click();
  await verdictIs(page, 'incomplete');
  assert.equal(await page.locator('textarea').inputValue(), '1H X XX Pass Pass');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'undo');
  await page.locator('.offers button.offer', { hasText: /^Pass$/ }).click();
  await verdictIs(page, 'complete');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'undo', 'the auction is over: Undo is what is left');
  // Illegal calls are never offered: after 1♥ by North, East may double but not redouble.
  await page.locator('textarea').fill('1H');
  await verdictIs(page, 'incomplete');
  const offered = await page.locator('.offers button.offer').allTextContents();
  assert.ok(offered.includes('X') && !offered.includes('XX') && !offered.includes('1♣'), offered.join(' '));
  await page.close();
});

test('a bad token is an input error pointing at it', async () => {
  const page = await b.open('/#auction=1C%208C');
  await verdictIs(page, 'error');
  assert.equal(await page.locator('.input-error mark').textContent(), '8C');
  await page.close();
});
