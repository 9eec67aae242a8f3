// Share, embed, offline: permalinks, a blog page on another origin with two web components and
// an iframe, the single file from disk, accessibility, and the phone layout.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hashIs, launch, verdictIs } from './browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
let b;
let blog;
let blogBase;
before(async () => {
  b = await launch();
  // The blog: another origin (another port) serving one page that embeds the playground.
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
<script type="module" src="${b.base}/verdict-playground.js"></script></head><body>
<main><h1>Ticket games</h1>
<verdict-playground id="one" game="ticket" input="?054??0?"></verdict-playground>
<verdict-playground id="two" game="ticket" input="9??0??"></verdict-playground>
<iframe id="frame" title="verdict-playground" src="${b.base}/embed.html#ticket=??" style="width:100%;height:100px;border:0"></iframe>
<script>addEventListener('message', (e) => { if (e.data?.type !== 'verdict-playground:height') return;
  const f = document.getElementById('frame'); if (f.contentWindow === e.source) f.style.height = e.data.height + 'px'; });</script>
</main></body></html>`;
  blog = createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html' }); res.end(page); });
  await new Promise((done) => blog.listen(0, '127.0.0.1', done));
  blogBase = `http://127.0.0.1:${blog.address().port}`;
});
after(async () => {
  await b.close();
  await new Promise((done) => blog.close(done));
});

test('a permalink restores the game and the input', async () => {
  const page = await b.open('/#ticket=0523');
  await verdictIs(page, 'Bicarp');
  await page.locator('textarea').fill('?123');
  await verdictIs(page, 'Monocarp');
  const link = page.url();
  assert.equal(new URL(link).hash, '#ticket=?123');
  const again = await b.open(new URL(link).pathname + new URL(link).hash);
  await verdictIs(again, 'Monocarp');
  assert.equal(await again.locator('textarea').inputValue(), '?123');
  await again.close();
  // The step shown is part of the link, and is restored; selecting a row of the play table
  // shows its step.
  await page.locator('section.table[data-title="Optimal play"] button.row-select').nth(0).click();
  await page.waitForFunction(() => location.hash === '#ticket=?123&step=1');
  const restored = await b.open('/#ticket=????&step=3');
  await verdictIs(restored, 'Bicarp');
  await restored.locator('.board[data-step="3"]').waitFor();
  const selected = restored.locator('section.table[data-title="Optimal play"] tr.selected');
  assert.equal(await selected.locator('th').textContent(), '3');
  // The arrow keys move the selection, and the link follows.
  await selected.locator('button').focus();
  await restored.keyboard.press('ArrowDown');
  await restored.waitForFunction(() => location.hash.endsWith('&step=4'));
  // A row of another table is still a selection of its own: &table=T&row=R.
  await restored.locator('section.table[data-title="Reading the ticket"] button.row-select').nth(1).click();
  await restored.waitForFunction(() => location.hash.endsWith('&step=4&table=1&row=2'));
  // Links of the older form, a row of the play table, open that step.
  const older = await b.open('/#ticket=????&table=3&row=2');
  await older.locator('.board[data-step="2"]').waitFor();
  await older.close();
  await restored.close();
  await page.close();
});

test('the game tabs switch games, and the fragment follows', async () => {
  const page = await b.open('/#ticket=??');
  await verdictIs(page, 'Bicarp');
  await page.getByRole('button', { name: 'Permutation', exact: true }).click();
  await verdictIs(page, 'Bob');
  await hashIs(page, '#permutation=3%206%205%201%204%202');
  await page.getByRole('button', { name: 'Auction', exact: true }).click();
  await verdictIs(page, 'incomplete');
  await page.locator('select[aria-label="Dealer"]').selectOption('S');
  await page.locator('.offers button.offer', { hasText: /^1♠$/ }).click();
  await verdictIs(page, 'incomplete');
  await hashIs(page, '#auction=1S&dealer=S');
  assert.equal(await page.getByRole('button', { name: 'Auction', exact: true }).getAttribute('aria-pressed'), 'true');
  await page.close();
});

test('a blog on another origin embeds two web components and an iframe', async () => {
  const page = await b.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${blogBase}/`);
  const one = page.locator('#one .playground:not([data-busy]) [role="status"]');
  const two = page.locator('#two .playground:not([data-busy]) [role="status"]');
  await one.and(page.locator('[data-verdict="Bicarp"]')).waitFor({ timeout: 15_000 });
  await two.and(page.locator('[data-verdict="Monocarp"]')).waitFor({ timeout: 15_000 });
  // Styles are isolated: the blog's document has no playground styles, each shadow root has them.
  assert.deepEqual(await page.evaluate(() => [
    document.querySelectorAll('link[rel="stylesheet"], style').length,
    ...[...document.querySelectorAll('verdict-playground')].map((el) => el.shadowRoot.querySelectorAll('link[rel="stylesheet"]').length),
  ]), [0, 1, 1]);
  // Attributes are live, and hostile text stays text.
  await page.evaluate(() => document.getElementById('one').setAttribute('input', '<img src=x onerror="window.pwned=1">'));
  await one.and(page.locator('[data-verdict="error"]')).waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('#one img').count(), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  await page.evaluate(() => document.getElementById('one').setAttribute('input', '12'));
  await one.and(page.locator('[data-verdict="Monocarp"]')).waitFor({ timeout: 15_000 });
  // The iframe reports its height and the blog fits the frame to it. (Chromium pauses the
  // rendering of a cross-origin frame out of view, so it is scrolled to, as a reader would.)
  await page.locator('#frame').scrollIntoViewIfNeeded();
  const frame = page.frameLocator('#frame');
  await frame.locator('.playground:not([data-busy]) [role="status"][data-verdict="Bicarp"]').waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => parseInt(document.getElementById('frame').style.height, 10) > 200);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the single file works from disk with no server', async () => {
  const page = await b.browser.newPage();
  const remote = [];
  page.on('request', (r) => { if (!/^(file|blob|data):/.test(r.url())) remote.push(r.url()); });
  await page.goto(`file://${root}dist/verdict-playground.html#ticket=9??0??`);
  await verdictIs(page, 'Monocarp');
  await page.locator('textarea').fill('??');
  await verdictIs(page, 'Bicarp');
  // A lesson whose steps load their panels as they are shown (lesson-activities.js, `later`):
  // the file carries those modules too, found by name when a step asks for one.
  const { lessonLink } = await import('../www/lessons/lesson-format.js');
  const link = await lessonLink({ title: 'Offline', steps: [
    { game: 'ticket', input: '?1?0', activity: 'tree', text: 'Watch the tree.' },
    { game: 'ticket', input: '??', activity: 'rule', rule: 'L == R', text: 'Will it hold?' },
  ] });
  await page.goto(`file://${root}dist/verdict-playground.html#lesson=${link}`);
  await page.locator('.lesson[data-lesson-step="1"] .tree-panel').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.locator('.lesson[data-lesson-step="2"] .lesson-rule-ask button').first().waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('.lesson [role="alert"]').count(), 0, 'no step failed to load');
  assert.deepEqual(remote, []);
  await page.close();
});

/** Runs axe-core in the page and returns the serious and critical violations. */
async function axe(page) {
  // Evaluated, not added as a script tag: the page's policy refuses inline scripts.
  await page.evaluate(readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8'));
  const violations = await page.evaluate(async () => (await window.axe.run()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
  return violations;
}

test('axe finds no serious or critical violation on the page and the embed', async () => {
  for (const path of ['/#ticket=?054??0?', '/#ticket=12a4', '/embed.html#ticket=9??0??', '/#auction=1C%20X&dealer=W',
    '/#auction=1C%20P%20X', '/#permutation=3%206%205%201%204%202&table=2&row=2']) {
    const page = await b.open(path);
    await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
    assert.deepEqual(await axe(page), [], path);
    await page.close();
  }
});

test('a 375 px phone shows no page-level horizontal scroll', async () => {
  const forty = Array.from({ length: 40 }, (_, i) => (i * 17) % 40 + 1).join('%20');
  for (const [path, verdict] of [['/#ticket=?054??0?', 'Bicarp'], ['/#auction=1C%20X%20P%20XX', 'illegal'],
    [`/#permutation=${forty}`, null]]) {
    const page = await b.open(path, { width: 375, height: 800 });
    if (verdict) await verdictIs(page, verdict);
    else await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path}: the page is ${overflow}px wider than the screen`);
    await page.close();
  }
});

test('keyboard only: tab to the input, type, read the verdict', async () => {
  const page = await b.open('/#ticket=0523');
  await verdictIs(page, 'Bicarp');
  // At most one press a control before the input in the page's order (a tab a game, …): the
  // bound grows with the registry rather than being counted by hand.
  const presses = await page.evaluate(() => {
    const input = document.querySelector('textarea');
    return [...document.querySelectorAll('a[href], button, input, select, [tabindex]')]
      .filter((control) => control.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).length + 1;
  });
  for (let i = 0; i < presses && !(await page.evaluate(() => document.activeElement?.tagName === 'TEXTAREA')); i++) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'TEXTAREA');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('?1');
  await verdictIs(page, 'Monocarp');
  await page.close();
});
