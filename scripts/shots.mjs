// `make shots`: screenshots of the page as its users see it, to open and judge by eye: each game
// at 1280 and 375 px in light and dark, and the web component on a light and on a dark host
// page. Writes PNGs into shots/ (not committed).
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { launch } from '../e2e/browser.mjs';
import { embedShots } from './shots-embeds.mjs';
import { lessonShots } from './lesson-shots.mjs';

const out = new URL('../shots/', import.meta.url);
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const b = await launch();

const pages = [
  ['ticket', '/#ticket=?054??0?&step=1'],
  ['auction', '/#auction=1C%20P%201NT%20P%203NT%20P%20P%20P&dealer=E&step=3'],
  ['permutation', '/#permutation=3%206%205%201%204%202&step=2'],
  // Nim: the heaps, and under its switch each heap in binary with the nim-sum; a subtraction game.
  ['nim', '/#nim=3%205%207&step=1', async (page) => {
    await page.locator('.watch').getByRole('switch', { name: /nim-sum in binary/ }).check();
  }],
  ['nim-take', '/#nim=9%204%203&take=1,2,3&step=0', async (page) => {
    await page.locator('.values-bar').getByRole('switch', { name: 'Show move values' }).check();
    await page.locator('.watch').getByRole('switch', { name: /nim-sum in binary/ }).check();
  }],
  ['nim-play', '/#nim=3%205%207', async (page) => {
    await page.getByRole('button', { name: /Play from here/ }).click();
    await page.locator('.play-board button[data-cell="2"]').click();
    await page.locator('.play .choice-pad:not([hidden]) button.choice').first().waitFor();
  }],
  // A BBO hand record: the deal around the diagram, an alert and its explanation.
  ['bridge-record', `/#auction=${encodeURIComponent('md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|')}&step=3`],
  // Alerts and a note without '!' as footnotes, a vulnerable side, the closing passes.
  ['auction-notes', `/#auction=${encodeURIComponent('[Vulnerable "NS"]\n[Auction "S"]\n1C! =1= 1H 2NT =2= P\n3NT! P P P\n[Note "1:16+ any shape"]\n[Note "2:both minors, 5-5"]')}`],
  // An illegal call after the end, and calls written after it.
  ['auction-illegal', '/#auction=1C%20P%20P%20P%207NT%20P&vulnerable=All'],
  ['permutation-long', '/#permutation=7%202%209%204%201%208%203%206%205%2010%2012%2011&step=5'],
  // Teaching the reasoning, its panels open: move values, the strip, the tree stepped halfway
  // with a node on the board, and a rule's counterexample.
  ['reasoning-permutation', '/#permutation=3%206%205%201%204%202&step=1', async (page) => {
    await page.locator('.values-bar').getByRole('switch', { name: 'Show move values' }).check();
    await page.locator('details.tree-panel > summary').click();
    await page.getByRole('button', { name: 'Induction: none labelled' }).click();
    for (let i = 0; i < 30; i++) await page.getByRole('button', { name: 'Induction: label one more position' }).click();
    const node = page.locator('[data-tree] [data-node][data-position="3 _ 5 1 _ 2"]').first();
    await node.evaluate((details) => { details.open = true; });
    await node.locator(':scope > .node-tools .node-board').click();
    await page.locator('details.rule-panel > summary').click();
    await page.getByRole('button', { name: /n % 2 == 1/ }).first().click();
    await page.locator('[data-rule="counterexample"] .board li').first().waitFor();
  }],
  ['reasoning-ticket', '/#ticket=?054??0?&step=2', async (page) => {
    await page.locator('.values-bar').getByRole('switch', { name: 'Show move values' }).check();
    await page.locator('details.tree-panel > summary').click();
    await page.getByRole('radio', { name: 'Label it yourself' }).check();
    await page.locator('[data-tree] > [data-node] > .node-tools .mark-win').click();
    await page.locator('details.rule-panel > summary').click();
    await page.getByRole('textbox', { name: /rule/ }).fill('L == R && zz');
    await page.getByRole('button', { name: /Test.*rule/ }).click();
    await page.locator('[data-rule="error"]').waitFor();
  }],
  ['play-strip', '/#permutation=3%206%205%201%204%202&step=1', async (page) => {
    await page.getByRole('button', { name: /Play from here/ }).click();
    // Move values come after the second hint (issue 47): the ladder first, then the switch.
    await page.getByRole('button', { name: 'What should I work out?' }).click();
    await page.getByRole('button', { name: 'Is my position won?' }).click();
    await page.getByRole('button', { name: /Which moves keep it won\?|Can any move save it\?/ }).click();
    await page.locator('.play').getByRole('switch', { name: 'Show move values' }).check();
    await page.locator('.play-board button[data-cell="0"]').click();
    await page.locator('.play .mistake').waitFor();
    await page.locator('.play-strip .strip-column').nth(1).waitFor();
  }],
  // A student's lessons: the exercises open, one answered on the board; then Play with hints.
  ['lesson-ticket-practice', '/#ticket=?054??0?&practice=42', async (page) => {
    const panel = page.locator('details.practice');
    for (let i = 0; i < 2; i++) await panel.getByRole('button', { name: /Next exercise/ }).click();
    await panel.locator('.practice-title', { hasText: 'exercise 3 of 5' }).waitFor();
    // The first '?' of the exercise's ticket.
    const open = (await panel.locator('.practice-given').textContent()).indexOf('?');
    await panel.locator(`.practice-board button[data-cell="${open}"]`).click();
    await panel.locator('.practice-pad:not([hidden]) button.choice').first().waitFor();
    await panel.scrollIntoViewIfNeeded();
  }],
  ['lesson-ticket-play', '/#ticket=?054??0?', async (page) => {
    await page.getByRole('button', { name: /Play from here/ }).click();
    await page.locator('.play-board button[data-cell="5"]').click();
    await page.getByRole('button', { name: 'writes 4 in position 6' }).click();
    // The ladder from its first rung, which reveals nothing (issue 47), once the solver has answered.
    await page.getByRole('button', { name: 'What should I work out?' }).click();
    await page.getByRole('button', { name: 'Is my position won?' }).click();
    // The second rung asks as the position is: won ("Which moves keep it won?") or lost.
    await page.getByRole('button', { name: /Which moves keep it won\?|Can any move save it\?/ }).click();
    await page.locator('.play-board .hint-mark').first().waitFor();
  }],
  ['lesson-permutation-practice', '/#permutation=3%206%205%201%204%202&practice=42', async (page) => {
    const panel = page.locator('details.practice');
    await panel.getByRole('button', { name: /Next exercise/ }).click();
    await panel.locator('.practice-title', { hasText: 'exercise 2 of 5' }).waitFor();
    // A slip: told what is wrong, beside the input, at no cost.
    await panel.locator('input[aria-label="Your answer"]').fill('2.');
    await panel.locator('input[aria-label="Your answer"]').press('Enter');
    await panel.locator('.practice-feedback[data-illegal="true"]').waitFor();
  }],
  ['lesson-permutation-play', '/#permutation=2%204%201%203', async (page) => {
    await page.getByRole('button', { name: /Play from here/ }).click();
    await page.getByRole('button', { name: 'What should I work out?' }).click();
    await page.getByRole('button', { name: 'Is my position won?' }).click();
    await page.getByRole('button', { name: 'Which moves keep it won?' }).click();
    await page.locator('.play').getByRole('switch', { name: 'Show move values' }).check();
    await page.locator('.play-board button[data-cell="1"]').click();
    await page.locator('.play .mistake').getByRole('button', { name: 'Play on' }).click();
    await page.locator('select[aria-label="Who plays"]').selectOption('none');
    await page.locator('.play .review:not([hidden])').waitFor({ timeout: 20_000 });
  }],
];
// A game these pages do not show yet (a new one) gets its start position, stepped once: every
// game of the registry is pictured without a list of games here.
const games = JSON.parse(readFileSync(new URL('../pkg/games.json', import.meta.url), 'utf8'));
for (const { name, start } of games) {
  if (!pages.some(([page]) => page === name)) pages.push([name, `/#${name}=${encodeURIComponent(start)}&step=1`]);
}
async function settle(page) {
  await page.locator('.playground:not([data-busy]) [role="status"]').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  await revealTables(page);
}

/** Tables far below the fold are not laid out (content-visibility) until a reader scrolls near
 * them, so a full-page picture would show their space blank: the window is made as tall as
 * the page, as if the reader had scrolled everywhere. */
async function revealTables(page) {
  const width = page.viewportSize().width;
  for (let round = 0; round < 3; round++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
  }
}
for (const [name, path, act] of pages) {
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark']) {
      const shot = `${name}-${width}-${scheme}`;
      if (only.length && !only.some((o) => shot.includes(o))) continue;
      const page = await b.browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.goto(b.base + path);
      await settle(page);
      if (act) {
        await act(page);
        await page.waitForTimeout(300);
        await revealTables(page);
      }
      await page.screenshot({ path: new URL(`${shot}.png`, out).pathname, fullPage: true });
      await page.locator('section.line').screenshot({ path: new URL(`${shot}-line.png`, out).pathname });
      // An open set of exercises, as a student sees it.
      const practice = page.locator('details.practice[open]');
      if (await practice.count()) await practice.screenshot({ path: new URL(`${shot}-practice.png`, out).pathname });
      await page.close();
    }
  }
}

// The classroom mode on a 1280×720 projector: what the back of the room sees, the window alone.
for (const [name, path] of [['ticket', '/#ticket=?054??0?&step=2&present=1'], ['permutation', '/#permutation=3%206%205%201%204%202&step=2&present=1'],
  ['permutation-long', '/#permutation=7%202%209%204%201%208%203%206%205%2010%2012%2011&step=5&present=1']]) {
  for (const scheme of ['light', 'dark']) {
    const shot = `classroom-${name}-1280x720-${scheme}`;
    if (only.length && !only.some((o) => shot.includes(o))) continue;
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 720 }, colorScheme: scheme });
    await page.goto(b.base + path);
    await page.locator('.playground[data-present]:not([data-busy]) section.line .board[data-step]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: new URL(`${shot}.png`, out).pathname });
    await page.close();
  }
}

// The component on a blog of each colour, read with each system theme: one full view, then the
// three games compact.
const hostPage = (bg, fg) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<script type="module" src="${b.base}/verdict-playground.js"></script>
<style>body{background:${bg};color:${fg};font:18px/1.6 Georgia,serif;max-width:680px;margin:2rem auto;padding:0 1rem}</style></head>
<body><h1>Why Bicarp wins</h1><p>Here is the sample ticket; press Next to watch it fill.</p>
<verdict-playground id="full" game="ticket" input="?054??0?" step="1"></verdict-playground>
<p>Three small examples:</p>
<verdict-playground id="compact" game="ticket" input="?054??0?" view="compact" step="2"></verdict-playground>
<verdict-playground game="auction" input="1C P 1NT P 3NT P P P" dealer="E" view="compact"></verdict-playground>
<verdict-playground game="permutation" input="3 6 5 1 4 2" view="compact" step="2"></verdict-playground></body></html>`;
const hosts = { light: hostPage('#ffffff', '#222'), dark: hostPage('#111318', '#ddd') };
const server = createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(hosts[req.url.slice(1)] ?? '');
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
for (const host of ['light', 'dark']) {
  for (const scheme of ['light', 'dark']) {
    const shot = `component-on-${host}-host-${scheme}`;
    if (only.length && !only.some((o) => shot.includes(o))) continue;
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    await page.goto(`http://127.0.0.1:${server.address().port}/${host}`);
    await page.waitForTimeout(2000);
    await revealTables(page);
    await page.screenshot({ path: new URL(`${shot}.png`, out).pathname, fullPage: true });
    // The pictures of the two views (README.md, docs/EMBEDDING-REFERENCE.md), from the light blog in a light system theme.
    if (host === 'light' && scheme === 'light') {
      for (const view of ['full', 'compact']) {
        await page.locator(`#${view}`).screenshot({ path: new URL(`../docs/embed-${view}.png`, import.meta.url).pathname });
      }
    }
    await page.close();
  }
}

// The iframe snippet as "Copy embed code" gives it, pasted into a light and a dark blog with a
// 680 px column and on a 375 px phone, compact and full, the theme the blog's (a light blog
// leaves it to the reader's system, here light); and the builder that makes it.
async function copiedSnippet(path, choices) {
  const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; });
  await page.goto(b.base + path);
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
  await page.locator('.embed-builder > summary').click();
  for (const [name, value] of Object.entries(choices)) await page.locator(`.embed-builder input[name="embed-${name}"][value="${value}"]`).check();
  await page.waitForFunction(() => /It takes \d+ px/.test(document.querySelector('.builder-height').textContent), null, { timeout: 30_000 });
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const code = await page.evaluate(() => window.copied);
  await page.close();
  return code;
}
const post = (code, bg, fg) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<style>body{margin:0;background:${bg};color:${fg};font:18px/1.6 Georgia,serif}main{max-width:680px;margin:0 auto;padding:1rem}</style></head>
<body><main><h1>Why Bicarp wins</h1><p>Here is the sample ticket; press Next to watch it fill.</p>
${code}
<p>And the prose goes on after the embed, right under it.</p></main></body></html>`;
for (const view of ['compact', 'full']) {
  for (const host of ['light', 'dark']) {
    const code = await copiedSnippet('/#ticket=?054??0?&step=1', { view, theme: host === 'dark' ? 'dark' : 'auto' });
    hosts[`iframe-${view}-${host}`] = post(code, host === 'dark' ? '#111318' : '#ffffff', host === 'dark' ? '#ddd' : '#222');
    for (const width of [680, 375]) {
      const shot = `iframe-${view}-on-${host}-blog-${width}`;
      if (only.length && !only.some((o) => shot.includes(o))) continue;
      const page = await b.browser.newPage({ viewport: { width: width === 680 ? 760 : 375, height: 900 }, colorScheme: 'light' });
      await page.goto(`http://127.0.0.1:${server.address().port}/iframe-${view}-${host}`);
      await page.locator('iframe').scrollIntoViewIfNeeded();
      await page.frameLocator('iframe').locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: new URL(`${shot}.png`, out).pathname, fullPage: true });
      await page.close();
    }
  }
}
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 375]) {
    const shot = `builder-${width}-${scheme}`;
    if (only.length && !only.some((o) => shot.includes(o))) continue;
    const page = await b.browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    await page.goto(`${b.base}/#auction=1C%20P%201NT%20P%203NT%20P%20P%20P&dealer=E`);
    await page.locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
    await page.locator('.embed-builder > summary').click();
    await page.waitForFunction(() => /It takes \d+ px/.test(document.querySelector('.builder-height').textContent), null, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    await page.locator('.share').screenshot({ path: new URL(`${shot}.png`, out).pathname });
    await page.close();
  }
}
server.close();
// Issue 34's embeds: a post of three, a poster, a sandboxed frame, theme="host", on paper.
await embedShots(b, out.pathname, only);
// Lessons: the player, the classroom mode, the editor, the class results, the worksheet, an embed.
await lessonShots(b, out, only);
await b.close();
console.log(`screenshots in ${out.pathname}`);
