// Issue 34, "on paper": the page and an embed print as a figure, the input, the verdict and its
// reason, the board, the line's table folded to its first rows, and no control. A frame prints
// in the room it has on the page, its table folded to the rows that fit. Printed to PDF as a
// reader's browser would (page.pdf, which fires beforeprint in every frame), and read in print
// media; `make shots` renders the PDFs to PNG to look at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, startBlog } from './browser.mjs';
import * as core from './core.mjs';
import { Games } from '../www/core/games.js';
import { componentSnippet, iframeSnippet } from '../www/embed/snippet.js';

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

/**
 * In `root`, the lowest contrast between a visible text's colour and the background behind it
 * (the nearest ancestor's that is not transparent, the paper's white past the root), by WCAG's
 * formula, with the element that has it.
 */
const LOWEST_CONTRAST = (root) => {
  const rgb = (color) => color.match(/[\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const behind = (el) => {
    for (let at = el; at; at = at.parentElement ?? at.getRootNode().host) {
      const color = getComputedStyle(at).backgroundColor;
      const [, , , alpha = 1] = rgb(color);
      if (alpha > 0.5) return rgb(color);
    }
    return [255, 255, 255];
  };
  let lowest = { ratio: 21, what: '' };
  for (const el of root.querySelectorAll('*')) {
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
    if (!text || !el.checkVisibility() || el.getBoundingClientRect().height === 0) continue;
    const style = getComputedStyle(el);
    if (Number(style.opacity) < 0.5) continue;
    const [a, b] = [luminance(rgb(style.color)), luminance(behind(el))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < lowest.ratio) lowest = { ratio, what: `${el.className || el.tagName} "${text.slice(0, 30)}" ${style.color}` };
  }
  return lowest;
};

test('a dark post prints its embeds dark on white, every text legible; a tall component starts where the text ends', async () => {
  const state = (game, input, extra = {}) => ({ game, input, view: 'compact', theme: 'dark', ...extra });
  const deal = '[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQ2.KJ3.Q82.A54 J1098.Q5.AK3.QJ93 7643.A8742.J4.K8 5.1096.109765.10762"]\n[Auction "N"]\n1NT Pass 3NT AP';
  const frame = iframeSnippet(`${b.base}/`, state('ticket', '?054??0?', { step: 2 }), GAMES, 456);
  const component = componentSnippet(`${b.base}/`, state('auction', deal), GAMES, 900);
  // Prose that fills most of a page, then the tall component: on paper it starts right after.
  const prose = Array.from({ length: 14 }, (_, i) => `<p>Paragraph ${i + 1} of the post, long enough to fill a line or two of the column on paper.</p>`).join('');
  blog.pages.set('/print-dark', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A dark post</title>
<style>body{background:#111318;color:#ddd;font:16px Georgia,serif;max-width:680px;margin:0 auto}</style></head>
<body><h1>A dark post</h1>${prose}${component}<p>Then a frame.</p>${frame}<p>The end.</p></body></html>`);
  const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${blog.base}/print-dark`);
  await page.frameLocator('iframe').locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor({ timeout: 30_000 });
  const inComponent = page.locator('verdict-playground');
  await inComponent.locator('.playground:not([data-busy]) [role="status"][data-verdict]:not([data-verdict=""])').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  const embedFrame = page.frames().find((f) => f.url().includes('embed.html'));
  await embedFrame.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  for (const [what, lowest] of [
    ['the frame', await embedFrame.evaluate(`(${LOWEST_CONTRAST})(document)`)],
    ['the component', await page.evaluate(`(${LOWEST_CONTRAST})(document.querySelector('verdict-playground').shadowRoot)`)],
  ]) {
    assert.ok(lowest.ratio >= 4.5, `${what} on paper: contrast ${lowest.ratio.toFixed(2)} for ${lowest.what}`);
  }
  await embedFrame.evaluate(() => dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  // The PDF's first page holds the component's start (its input), not a blank band before it.
  const file = join(mkdtempSync(join(tmpdir(), 'vp-print-')), 'post.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const first = spawnSync('pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-'], { encoding: 'utf8' });
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /Paragraph 14/, 'the prose on page 1');
  // North's spades: the top of the component's deal.
  assert.match(first.stdout, /♠ AKQ2/, `the component starts on page 1, under the prose:\n${first.stdout.slice(-600)}`);
  await page.close();
});

test('an embedded lesson prints every step\'s words, not only the step on screen', async () => {
  const { lessonLink } = await import('../www/lessons/lesson-format.js');
  const lesson = { title: 'Three steps', steps: [
    { activity: 'note', text: 'First, a word about tickets.' },
    { game: 'ticket', input: '??', activity: 'predict', text: 'Who wins this short ticket?' },
    { activity: 'note', text: 'Last, what we learned.' },
  ] };
  const link = await lessonLink(lesson);
  blog.pages.set('/print-lesson', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<script type="module" src="${b.base}/min/verdict-playground.js"></script></head><body><h1>A post</h1>
<verdict-playground lesson="${link}"></verdict-playground><p>After.</p></body></html>`);
  const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${blog.base}/print-lesson`);
  const component = page.locator('verdict-playground');
  await component.locator('.lesson[data-lesson-step="1"]').waitFor({ timeout: 30_000 });
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const printed = await component.locator('.lesson').innerText();
  for (const step of lesson.steps) assert.ok(printed.includes(step.text), `"${step.text}" on paper:\n${printed}`);
  assert.match(printed, /Step 2 of 3: Predict/);
  assert.doesNotMatch(printed, /Next step/, 'no control on paper');
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await component.locator('.lesson-print-steps').isVisible(), false, 'on screen, the step alone');
  await page.close();
});
