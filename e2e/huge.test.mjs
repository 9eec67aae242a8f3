// Huge inputs and typing, as a user meets them: a long text never stays in the text box (typed,
// pasted, opened from a file, dropped, or generated), the verdict comes first, a link that
// cannot be made says why and offers a file, a file past the limit is refused unread, and
// typing through an input on its way to valid never wipes the tables.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { hashIs, launch, verdictIs } from './browser.mjs';
import { analyze } from './core.mjs';
import { longOnly } from './long.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const TICKET = '?'.repeat(5_000_000) + '9'.repeat(4_999_998) + '0?';

async function summarized(page, pattern) {
  await page.locator('.big-input:not([hidden]) .big-summary', { hasText: pattern }).waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('textarea').isHidden(), true, 'the text box is out of the way');
  assert.equal(await page.evaluate(() => document.querySelector('textarea').value.length), 0, 'and holds none of it');
}

test('a ten-million-character paste is kept by the page, summarized, and decided', longOnly, async () => {
  const page = await b.open('/#ticket=??');
  await verdictIs(page, 'Bicarp');
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const area = document.querySelector('textarea');
    area.focus();
    area.select();
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, TICKET);
  await verdictIs(page, 'Monocarp', 60_000);
  await summarized(page, /10,000,000 characters, 5,000,001 '\?'/);
  // Copy link: no link can hold it; the page says why and offers the input as a file.
  await page.getByRole('button', { name: 'Copy link' }).click();
  assert.match(await page.locator('.share-note').textContent(), /too long for a link/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.share-note a.download').click()]);
  assert.equal(download.suggestedFilename(), 'ticket.txt');
  await hashIs(page, '#ticket=');
  // The text can still be shown and edited, on request.
  await page.getByRole('button', { name: 'Show and edit the text' }).click();
  assert.equal(await page.evaluate(() => document.querySelector('textarea').value.length), 10_000_000);
  await page.close();
});

test('the file control and a dropped file take a long input without making it text on the page', async () => {
  const page = await b.open('/#permutation=2%201');
  await verdictIs(page, 'Bob');
  const n = 1_000_000;
  const row = Array.from({ length: n }, (_, i) => n - i).join(' ');
  await page.locator('input[type="file"]').setInputFiles({ name: 'row.txt', mimeType: 'text/plain', buffer: Buffer.from(row) });
  await summarized(page, /1,000,000 numbers \(from row\.txt\)/);
  await page.locator('.playground:not([data-busy]) [role="status"][data-verdict="Alice"], .playground:not([data-busy]) [role="status"][data-verdict="Bob"]').waitFor({ timeout: 60_000 });
  // A file dropped anywhere on the playground; and one that is not UTF-8 is named, by byte.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array([0x32, 0x20, 0x31, 0x20, 0xff])], 'bad.txt'));
    document.querySelector('.playground').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error').textContent(), /byte 5 of the file is not UTF-8/);
  // Past the limit, a file is refused before it is read.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array((64 << 20) + 1)], 'huge.txt'));
    document.querySelector('.playground').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await page.locator('.input-error', { hasText: /huge\.txt is 67,108,865 bytes long; the playground takes files up to 64 MiB/ }).waitFor();
  await page.close();
});

test('the verdict comes before the tables', async () => {
  const page = await b.open('/#ticket=??');
  await verdictIs(page, 'Bicarp');
  await page.evaluate(() => {
    window.seen = [];
    new MutationObserver(() => window.seen.push(document.querySelector('.timing').textContent))
      .observe(document.querySelector('.timing'), { childList: true, characterData: true, subtree: true });
  });
  await page.locator('textarea').fill('?'.repeat(3_000_000) + '19');
  await verdictIs(page, 'Monocarp', 60_000);
  const seen = await page.evaluate(() => window.seen);
  assert.ok(seen.some((t) => /^verdict in \d+/.test(t)), seen.join(' | '));
  assert.match(seen.at(-1), /^decided in/);
  await page.close();
});

test('typing through an input on its way to valid keeps the last analysis, dimmed, and never wipes it', async () => {
  const page = await b.open('/#permutation=2%201');
  await verdictIs(page, 'Bob');
  const area = page.locator('textarea');
  await area.fill('');
  const states = [];
  for (const key of '3 6 5 1 4 2') {
    await area.pressSequentially(key);
    await page.locator('.playground:not([data-busy])').waitFor();
    states.push(await page.evaluate(() => ({
      verdict: document.querySelector('[role="status"]').dataset.verdict,
      text: document.querySelector('[role="status"]').textContent,
      tables: document.querySelectorAll('section.table').length,
      stale: document.querySelector('.playground').dataset.stale === 'true',
    })));
  }
  for (const state of states) assert.ok(state.tables > 0, 'the tables are never wiped');
  // As many tables as the core's report has (the permutation's teaching tables among them).
  const tables = analyze('permutation', '3 6 5 1 4 2').report().tables.length;
  assert.deepEqual(states.at(-1), { verdict: 'Bob', text: 'Bob wins', tables, stale: false });
  const invalid = states.filter((s) => s.verdict === 'error');
  assert.ok(invalid.length >= 5 && invalid.every((s) => s.stale && s.text === 'Not a valid input yet'), JSON.stringify(invalid));
  await page.close();
});

// Issue 30: with 3 000 '?' the tree panel showed "Maximum call stack size exceeded" and every
// later input was refused until a reload; 900 parentheses in a rule left data-rule empty and the
// second try restarted the worker. Both are refused in place now, and the page goes on.
test('the tree of a huge position and a deeply nested rule are refused in place; the page goes on', async () => {
  const page = await b.open(`/#ticket=${'?'.repeat(3_000)}`);
  await verdictIs(page, 'Bicarp');
  await page.locator('details.tree-panel > summary').click();
  await page.locator('.tree-message', { hasText: 'up to 2,000 characters' }).waitFor();
  assert.equal(await page.locator('[data-tree]').count(), 0, 'no tree is drawn');
  await page.locator('textarea').fill('?054??0?');
  await verdictIs(page, 'Bicarp');
  await page.locator('details.rule-panel > summary').click();
  // The rule test runs in the playground's search worker, started for it (solver.js): a worker
  // more is no restart, a worker that ends is.
  const ended = [];
  const watch = (worker) => worker.on('close', () => ended.push(worker.url()));
  page.workers().forEach(watch);
  page.on('worker', watch);
  for (const deep of ['('.repeat(900) + 'L == R' + ')'.repeat(900), 'abs('.repeat(2_000) + 'L' + ')'.repeat(2_000) + ' == 1']) {
    await page.getByRole('textbox', { name: /rule/ }).fill(deep);
    await page.getByRole('button', { name: /Test.*rule/ }).click();
    await page.locator('[data-rule="error"]').waitFor({ timeout: 30_000 });
    assert.match(await page.locator('.field-error').first().textContent(), /more simply/);
  }
  assert.deepEqual(ended, [], 'no worker was restarted');
  await page.locator('textarea').fill('?0');
  await verdictIs(page, 'Monocarp');
  await page.close();
});

// Issue 46: the tree of a heap of 100 000 ran 14.5 s in the page, then the worker trapped and
// was restarted. It is refused at once, in words, by the same worker, and the page goes on.
test('the tree of a Nim heap of 100 000 is refused at once; the worker is not restarted', async () => {
  const page = await b.open('/#nim=100000');
  await verdictIs(page, 'Alice');
  const workers = page.workers().length;
  const start = Date.now();
  await page.locator('details.tree-panel > summary').click();
  await page.locator('.tree-message', { hasText: 'more than 2000 positions' }).waitFor({ timeout: 10_000 });
  assert.ok(Date.now() - start < 10_000);
  assert.equal(await page.locator('[data-tree]').count(), 0, 'no tree is drawn');
  assert.equal(page.workers().length, workers, 'the worker was not restarted');
  await page.locator('textarea').fill('1 2');
  await verdictIs(page, 'Alice');
  await page.locator('[data-tree]').first().waitFor({ timeout: 10_000 });
  await page.close();
});
