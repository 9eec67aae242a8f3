// Issue 34, "on paper": the page and an embed print as a figure, the input, the verdict and its
// reason, the board, the line's table folded to its first rows, and no control. A frame prints
// in the room it has on the page, its table folded to the rows that fit. Printed to PDF as a
// reader's browser would (page.pdf, which fires beforeprint in every frame), and read in print
// media; `make shots` renders the PDFs to PNG to look at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startBlog } from './browser.mjs';
import * as core from './core.mjs';
import { Games } from '../www/games.js';
import { componentSnippet, iframeSnippet } from '../www/snippet.js';

const GAMES = new Games(core.games());
let b;
let blog;
before(async () => {
  b = await launch();
  blog = await startBlog();
});
after(async () => {
  await b.close();
  await blog.close();
});

/** In `root` (a document or a shadow root): what print media shows of the figure and of the controls. */
const PRINTED = (root) => {
  const seen = (el) => el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const all = (selector) => [...root.querySelectorAll(selector)];
  return {
    controls: all('button, textarea, input, select, summary, [role="slider"]').filter(seen).map((el) => el.outerHTML.slice(0, 80)),
    verdict: all('[role="status"][data-verdict]').filter(seen).map((el) => el.textContent),
    reason: all('.reason').filter(seen).map((el) => el.textContent).join(''),
    board: all('.board[data-position] .cell').filter(seen).length,
    input: all('.print-input').filter(seen).map((el) => el.textContent).join(''),
    rows: all('.print-table tbody tr').filter(seen).length,
  };
};

function assertFigure(printed, what, { rows = 1 } = {}) {
  assert.deepEqual(printed.controls, [], `${what}: no control on paper`);
  assert.equal(printed.verdict.length, 1, `${what}: the verdict`);
  assert.ok(printed.reason.length > 20, `${what}: the reason`);
  assert.ok(printed.board > 3, `${what}: the board`);
  assert.match(printed.input, /^Input: /, `${what}: the input`);
  assert.ok(printed.rows >= rows, `${what}: ${printed.rows} rows of the line's table`);
}

test('the page prints as a figure: the board, the verdict, the reason, the first rows of the line, no control', async () => {
  const page = await b.open('/#ticket=?054??0?&step=2');
  await page.locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor();
  const pdf = await page.pdf({ format: 'A4' });
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(`(${PRINTED})(document)`);
  assertFigure(printed, 'the page', { rows: 4 });
  await page.close();
});

test('a post prints its embeds as figures: a frame within its room, a component whole', async () => {
  const state = (game, input, step) => ({ game, input, step, view: 'compact', theme: 'light' });
  const frame = iframeSnippet(`${b.base}/`, state('ticket', '?054??0?', 2), GAMES, 456);
  const component = componentSnippet(`${b.base}/`, state('permutation', '3 6 5 1 4 2', 2), GAMES, 470);
  blog.pages.set('/print', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head>
<body style="font:16px Georgia,serif;max-width:680px;margin:0 auto"><h1>A post</h1><p>Before.</p>${frame}<p>Between.</p>${component}<p>After.</p></body></html>`);
  const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${blog.base}/print`);
  await page.frameLocator('iframe').locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor({ timeout: 30_000 });
  await page.locator('verdict-playground').locator('.playground:not([data-busy]) [data-verdict="Bob"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const embedFrame = page.frames().find((f) => f.url().includes('embed.html'));
  const room = await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
  // Read as a browser prints: beforeprint in the frame, and print media.
  await embedFrame.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const inFrame = await embedFrame.evaluate(`(${PRINTED})(document)`);
  assertFigure(inFrame, 'the frame');
  const height = await embedFrame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  assert.ok(height <= room, `the frame's figure (${height} px) fits the frame (${room} px)`);
  const inComponent = await page.evaluate(`(${PRINTED})(document.querySelector('verdict-playground').shadowRoot)`);
  assertFigure(inComponent, 'the component', { rows: 4 });
  // And to PDF, which fires beforeprint and afterprint in every frame itself.
  await embedFrame.evaluate(() => dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.pdf({ format: 'A4' });
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  await page.close();
});
