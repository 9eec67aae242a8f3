// The ticket game in the real page, in Chromium: fragment, live typing, errors, a 10 000 000
// character ticket, and no request outside the page's own origin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { STALL_LIMIT_MS, WATCH_MAIN_THREAD, hashIs, launch, mainThreadStalls, verdictIs, watchFromNow } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => {
  const foreign = b.requests.filter((url) => !url.startsWith(b.base) && !url.startsWith('blob:') && !url.startsWith('data:'));
  assert.deepEqual(foreign, [], 'the page only talks to its own origin');
  await b.close();
});

test('a fragment opens the ticket and the tables follow', async () => {
  const page = await b.open('/#ticket=%3F054%3F%3F0%3F');
  assert.equal(await verdictIs(page, 'Bicarp'), 'Bicarp wins');
  const reading = page.locator('section.table[data-title="Reading the ticket"] table');
  assert.equal(await reading.locator('thead tr th').count(), 7);
  assert.equal(await reading.locator('tbody tr').count(), 8);
  const play = page.locator('section.table[data-title="Optimal play"] tbody tr');
  assert.equal(await play.count(), 4);
  const lastMove = await play.nth(3).locator('td, th').allTextContents();
  assert.equal(lastMove[4], lastMove[5], 'the sums end equal');
  await page.close();
});

test('typing updates the verdict live, and the fragment follows', async () => {
  const page = await b.open('/#ticket=0523');
  await verdictIs(page, 'Bicarp');
  await page.locator('textarea').fill('');
  await page.locator('textarea').pressSequentially('9??0??', { delay: 20 });
  assert.equal(await verdictIs(page, 'Monocarp'), 'Monocarp wins');
  await hashIs(page, '#ticket=9??0??');
  await page.locator('textarea').fill('?1');
  await verdictIs(page, 'Monocarp');
  assert.match(await page.locator('.reason').textContent(), /odd/);
  await page.close();
});

test('bad input is shown next to the input, pointing at the character', async () => {
  const page = await b.open('/#ticket=12a4');
  assert.equal(await verdictIs(page, 'error'), 'Input error');
  assert.match(await page.locator('.input-error .message').textContent(), /character 3 is 'a'/);
  assert.equal(await page.locator('.input-error mark').textContent(), 'a');
  assert.equal(await page.locator('textarea').getAttribute('aria-invalid'), 'true');
  await page.locator('textarea').fill('123');
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error .message').textContent(), /odd/);
  // Hostile text is shown as text, never run.
  await page.locator('textarea').fill('<img src=x onerror="window.pwned=1">');
  await verdictIs(page, 'error');
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.equal(await page.locator('.input-error img').count(), 0);
  // The page is not dead: a good ticket still works.
  await page.locator('textarea').fill('??');
  await verdictIs(page, 'Bicarp');
  await page.close();
});

test('a 2 000 000-character ticket opens from the fragment', async () => {
  // '?' may stand unencoded in a fragment, which keeps this URL under Chromium's 2 MiB cap.
  const ticket = '?'.repeat(999_999) + '9' + '?'.repeat(1_000_000);
  const page = await b.open(`/#ticket=${ticket}`);
  await verdictIs(page, 'Monocarp', 60_000);
  const reading = page.locator('section.table[data-title="Reading the ticket"]');
  assert.match(await reading.locator('.pager-status').textContent(), /of 2,000,000/);
  await page.close();
});

test('an example is one click', async () => {
  const page = await b.open('/#ticket=');
  await page.locator('.examples-menu summary').click();
  await page.getByRole('button', { name: '9??0??', exact: true }).click();
  await verdictIs(page, 'Monocarp');
  await page.close();
});

test('a ticket of 10 000 000 characters answers without freezing the page', async (t) => {
  const page = await b.open('/#ticket=', { init: WATCH_MAIN_THREAD });
  await verdictIs(page, 'error');
  // Making the text is the test's work, not the page's: it is done before the watch starts.
  await page.evaluate(() => { window.big = '?'.repeat(5_000_000) + '9'.repeat(4_999_998) + '0?'; });
  await watchFromNow(page);
  await page.evaluate(() => {
    const area = document.querySelector('textarea');
    area.value = window.big;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // The whole analysis, from the input event through the debounce and the worker's answer to
  // the last table drawn (verdictIs waits until the page is no longer busy), without a stall.
  await verdictIs(page, 'Monocarp', 60_000);
  const { longestTask, longestGap } = await mainThreadStalls(page);
  t.diagnostic(`main thread: longest task ${longestTask} ms, longest heartbeat gap ${longestGap} ms`);
  assert.ok(longestTask < STALL_LIMIT_MS, `a task of ${longestTask} ms blocked the page`);
  assert.ok(longestGap < STALL_LIMIT_MS, `the page's heartbeat stopped for ${longestGap} ms`);
  const reading = page.locator('section.table[data-title="Reading the ticket"]');
  assert.match(await reading.locator('.pager-status').textContent(), /of 10,000,000/);
  assert.equal(await reading.locator('tbody tr').count(), 100, 'only a window of rows is in the DOM');
  await reading.getByRole('button', { name: 'End ⇥' }).click();
  await reading.locator('tbody tr').last().locator('th', { hasText: '10000000' }).waitFor();
  await hashIs(page, '#ticket=');
  await page.close();
});
