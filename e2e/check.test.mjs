// "Check it yourself" in the real page: the shown position checked by exhaustive search
// (the data-check of docs/RULES.md: running, agree, too-large, stopped), progress from inside the search,
// Stop, and a stress run over random positions.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, verdictIs } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const result = (page) => page.locator('[data-check]');
async function checked(page) {
  await page.locator('[data-check]:not([data-check="running"]):not([data-check=""])').waitFor({ timeout: 30_000 });
  return result(page).getAttribute('data-check');
}

test('the exhaustive search agrees with the solver on the shown position', async () => {
  const page = await b.open('/#ticket=?054??0?&step=1');
  await verdictIs(page, 'Bicarp');
  await page.locator('.board[data-step="1"]').waitFor();
  await page.getByRole('button', { name: /exhaustive/ }).click();
  assert.equal(await checked(page), 'agree');
  assert.match(await result(page).textContent(), /solved \d+ positions.*same value and the same winning moves/);
  const row = await b.open('/#permutation=3%206%205%201%204%202&step=2');
  await verdictIs(row, 'Bob');
  await row.locator('.board[data-step="2"]').waitFor();
  await row.getByRole('button', { name: /exhaustive/ }).click();
  assert.equal(await checked(row), 'agree');
  await row.close();
  await page.close();
});

test('progress comes from inside the search, and too large a position is named', async () => {
  const row = Array.from({ length: 20 }, (_, i) => 20 - i).join('%20');
  const page = await b.open(`/#permutation=${row}`);
  await verdictIs(page, 'Bob');
  const texts = new Set();
  await page.exposeFunction('record', (text) => texts.add(text));
  await page.evaluate(() => new MutationObserver(() => window.record(document.querySelector('[data-check]').textContent))
    .observe(document.querySelector('[data-check]'), { childList: true, characterData: true, subtree: true }));
  await page.getByRole('button', { name: /exhaustive/ }).click();
  assert.equal(await checked(page), 'agree');
  assert.match(await result(page).textContent(), /524288 positions/);
  assert.ok([...texts].some((t) => /^Searching: [\d,]+ positions solved/.test(t)), [...texts].join(' | '));
  const big = await b.open(`/#permutation=${Array.from({ length: 21 }, (_, i) => i + 1).join('%20')}`);
  await big.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await big.getByRole('button', { name: /exhaustive/ }).click();
  assert.equal(await checked(big), 'too-large');
  assert.match(await result(big).textContent(), /21 numbers left; the exhaustive search takes up to 20/);
  await big.close();
  await page.close();
});

test('Stop interrupts a search, and the page goes on at the same step', async () => {
  const page = await b.open('/#ticket=' + '?'.repeat(60) + '&step=3');
  await verdictIs(page, 'Bicarp');
  await page.locator('.board[data-step="3"]').waitFor();
  // Both clicks in one task: the search has started in the worker when Stop replaces it.
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('.check button')];
    buttons.find((x) => /exhaustive/.test(x.textContent)).click();
    buttons.find((x) => /Stop/.test(x.textContent)).click();
  });
  assert.equal(await checked(page), 'stopped');
  await verdictIs(page, 'Bicarp');
  await page.locator('.board[data-step="3"]').waitFor();
  await page.getByRole('button', { name: /Next/ }).click();
  await page.locator('.board[data-step="4"]').waitFor();
  await page.close();
});

test('a stress run checks random positions against the search', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202');
  await verdictIs(page, 'Bob');
  await page.locator('details.stress summary').click();
  await page.locator('input[aria-label="Size of the random positions"]').fill('8');
  await page.locator('input[aria-label="How many random positions"]').fill('200');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('.stress-result', { hasText: /All 200 random positions agree/ }).waitFor({ timeout: 30_000 });
  await page.close();
});
