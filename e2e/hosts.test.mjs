// Issue 34, "every host": embeds in the blogs that make the most trouble. A sandboxed frame works
// and says what its sandbox blocks; a host that strips the snippet's script keeps a frame that
// fits a phone (or that says its rest scrolls inside); `theme="host"` follows the blog's own
// dark-mode switch; the component keeps its own type in a serif blog. Every blog is another site
// than the embeds' (browser.mjs, `startBlog`), whose frames are third parties with their cookies and
// storage blocked: every embed kind starts there.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { BLOG_HOST, CHROMIUM_ARGS, launch, startBlog, thirdPartyBlocked } from './browser.mjs';
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

const post = (code, { head = '', html = '', column = 680 } = {}) => `<!doctype html><html lang="en" ${html}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif}main{max-width:${column}px;margin:0 auto;padding:0 16px}
html[data-theme="dark"] body{background:#111318;color:#ddd}</style>${head}</head>
<body><main><p>A post.</p>${code}<p>More prose.</p></main></body></html>`;
const state = (extra = {}) => ({ game: 'ticket', input: '?054??0?', view: 'compact', theme: 'light', ...extra });
const verdictIn = (scope) => scope.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""]):not([data-verdict="error"])');

/** The snippet with the heights the page's builder measures (its copy button). */
async function measured(button, extra = '') {
  const page = await b.open(`/#ticket=?054??0?${extra}`, { init: () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; } });
  await verdictIn(page).waitFor();
  await page.getByRole('button', { name: button }).click();
  const code = await (await page.waitForFunction(() => window.copied, null, { timeout: 60_000 })).jsonValue();
  await page.close();
  return code;
}

test('on a blog of another site whose reader blocks third-party cookies, every embed kind shows its verdict', async () => {
  const documented = 'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" ';
  const kinds = {
    'compact iframe': iframeSnippet(`${b.base}/`, state(), GAMES, 420),
    'second compact iframe': iframeSnippet(`${b.base}/`, state({ input: '??' }), GAMES, 420),
    'auction compact iframe': iframeSnippet(`${b.base}/`, state({ game: 'auction', input: '1C P P P' }), GAMES, 420),
    'full iframe': iframeSnippet(`${b.base}/`, state({ view: 'full' }), GAMES, 1400),
    'sandboxed compact iframe': iframeSnippet(`${b.base}/`, state({ input: '9??0??' }), GAMES, 420).replace('<iframe ', `<iframe ${documented}`),
    'load=click iframe': iframeSnippet(`${b.base}/`, state({ input: '?0', load: 'click' }), GAMES, 420),
    component: componentSnippet(`${b.base}/`, state({ input: '0?' }), GAMES, 420),
  };
  blog.pages.set('/every-kind', post(Object.entries(kinds).map(([kind, code]) => `<h2>${kind}</h2>${code.replace('<iframe ', `<iframe data-kind="${kind}" `)}`).join('\n')));
  const context = await b.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${blog.base}/every-kind`);
  assert.notEqual(new URL(blog.base).hostname, new URL(b.base).hostname, 'the blog is another site');
  assert.equal(new URL(blog.base).hostname, BLOG_HOST);
  // The reader's setting holds: the frames are third parties whose shared worker is refused.
  await page.frameLocator('iframe[data-kind="compact iframe"]').locator('body').waitFor();
  const frame = page.frames().find((f) => f.url().includes('embed.html') && f.url().includes('054'));
  assert.ok(await thirdPartyBlocked(frame), 'a compact frame has no storage access and no shared worker');
  for (const kind of Object.keys(kinds)) {
    const scope = kind === 'component' ? page.locator('verdict-playground') : page.frameLocator(`iframe[data-kind="${kind}"]`);
    // The frames load lazily, as the reader scrolls to them.
    await page.locator(kind === 'component' ? 'verdict-playground' : `iframe[data-kind="${kind}"]`).scrollIntoViewIfNeeded();
    if (kind.startsWith('load=click')) await scope.getByRole('button', { name: /Start the solver/ }).click();
    await verdictIn(scope).waitFor({ timeout: 30_000 });
    // No failure said anywhere in it.
    assert.equal(await scope.locator('.input-error[role="alert"]').count(), 0, `${kind}: no start failure`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('without scripts every embed shows a link to the example in the full page, saying what it is', async () => {
  const frameState = state({ input: '?054??0?', step: 2 });
  const componentState = state({ game: 'auction', input: '1C P 1NT P 3NT P P P', dealer: 'E' });
  blog.pages.set('/no-js', post(`${iframeSnippet(`${b.base}/`, frameState, GAMES, 420)}<p>Between.</p>${componentSnippet(`${b.base}/`, componentState, GAMES, 600)}`));
  // A browser whose scripts are off from its start, as a reader's is. A context's
  // `javaScriptEnabled: false` reaches a frame of another site (its own renderer process) only
  // once that process is attached, and 6 times in 40 the frame's parser had already read its
  // <noscript> as script-on text (the note missing: a CI failure).
  const scriptless = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--blink-settings=scriptEnabled=false'] });
  const context = await scriptless.newContext({ viewport: { width: 1000, height: 1400 } });
  const page = await context.newPage();
  await page.goto(`${blog.base}/no-js`);
  const pageOf = (href) => {
    const url = new URL(href);
    return { page: url.origin + url.pathname, position: Object.fromEntries([...new URLSearchParams(url.hash.slice(1))].filter(([name]) => name !== 'theme')) };
  };
  // The component's element: a link that fills the room its snippet keeps, not an empty box.
  const card = page.locator('verdict-playground > a');
  assert.deepEqual(pageOf(await card.getAttribute('href')), { page: `${b.base}/index.html`, position: { auction: componentState.input, dealer: 'E' } });
  assert.match(await card.textContent(), /Open this example in verdict-playground: Auction 1♣ Pass 1NT Pass 3NT Pass …/);
  const [room, shown] = await Promise.all([page.locator('verdict-playground').boundingBox(), card.boundingBox()]);
  assert.ok(shown.height >= room.height - 1, `the link is ${shown.height} px in a room of ${room.height} px`);
  // The frame: its own note says why, and links to the playground; the post's link under it goes
  // to the example. The note is written before any script could choose a language: a paragraph a
  // language, English first, each marked with its own and linking to the page in it.
  const note = page.frameLocator('iframe').locator('.sandbox-note');
  assert.match(await note.textContent(), /needs scripts, and they are off here/);
  const said = await note.locator('p').evaluateAll((ps) => ps.map((p) => ({ lang: p.lang, text: p.textContent, href: p.querySelector('a')?.getAttribute('href') })));
  assert.deepEqual(said.map((p) => [p.lang, p.href]), ['en', 'ko', 'ru'].map((lang) => [lang, `./index.html#lang=${lang}`]));
  assert.match(said[1].text, /\p{Script=Hangul}.*allow-scripts/su);
  assert.match(said[2].text, /\p{Script=Cyrillic}.*allow-scripts/su);
  const under = page.getByRole('link', { name: /Open this example in verdict-playground: .*\?054\?\?0\?/ });
  assert.deepEqual(pageOf(await under.getAttribute('href')), { page: `${b.base}/index.html`, position: { ticket: '?054??0?', step: '2' } });
  assert.ok(await under.isVisible(), 'the link under the frame is shown');
  await scriptless.close();
});

test('a frame sandboxed with allow-scripts alone works, fits, and says what its sandbox blocks', async () => {
  const code = iframeSnippet(`${b.base}/`, state(), GAMES, 300).replace('<iframe ', '<iframe sandbox="allow-scripts" ');
  blog.pages.set('/sandboxed', post(code));
  const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${blog.base}/sandboxed`);
  const frame = page.frameLocator('iframe');
  await verdictIn(frame).waitFor({ timeout: 30_000 });
  const note = frame.locator('.sandbox-note');
  await note.waitFor();
  assert.match(await note.textContent(), /Sandboxed frame: its link needs allow-popups allow-popups-to-escape-sandbox/);
  // Its height messages come from the opaque origin 'null': the host's script takes them.
  await page.waitForFunction(() => {
    const f = document.querySelector('iframe');
    return Math.abs(f.getBoundingClientRect().height - f.contentWindow.document.body.getBoundingClientRect().height) < 2;
  }, null, { timeout: 10_000 }).catch(() => {});
  const [outer, inner] = await Promise.all([
    page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height),
    page.frames()[1].evaluate(() => Math.ceil(document.body.getBoundingClientRect().height)),
  ]);
  assert.ok(Math.abs(outer - inner) <= 2, `the sandboxed frame is ${outer} px for ${inner} px of content`);
  // The link out, blocked by the sandbox, says why instead of doing nothing.
  await frame.locator('a.open-playground').click();
  await frame.locator('.sandbox-note', { hasText: /blocked the link/ }).waitFor();
  await page.close();
  // A sandbox without allow-scripts: the frame says what it needs.
  blog.pages.set('/no-scripts', post(iframeSnippet(`${b.base}/`, state(), GAMES, 300).replace('<iframe ', '<iframe sandbox="" ')));
  const bare = await b.browser.newPage();
  await bare.goto(`${blog.base}/no-scripts`);
  await bare.frameLocator('iframe').locator('.sandbox-note', { hasText: /needs scripts.*allow-scripts/s }).waitFor();
  await bare.close();
});

test('a host that strips scripts: the frame fits a phone from its snippet alone, or says the rest scrolls inside', async () => {
  const code = (await measured('Copy embed code')).split('\n')[0];
  assert.doesNotMatch(code, /<script/);
  for (const [width, column] of [[375, 680], [1280, 680], [360, 680]]) {
    blog.pages.set(`/stripped-${width}`, post(code, { column }));
    const page = await b.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${blog.base}/stripped-${width}`);
    await verdictIn(page.frameLocator('iframe')).waitFor({ timeout: 30_000 });
    const frame = page.frames().find((f) => f.url().includes('embed.html'));
    const [outer, inner] = [await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height),
      await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height))];
    // The room is the narrower measured column's: never less than the content, at most a line more.
    assert.ok(outer >= inner - 1 && outer - inner <= 60, `${width} px: the frame is ${outer} px for ${inner} px of content`);
    await page.close();
  }
  // An older snippet's single height on a phone: the rest scrolls inside, and the frame says so.
  blog.pages.set('/stripped-old', post(iframeSnippet(`${b.base}/`, state(), GAMES, 454).split('\n')[0], { column: 680 }));
  const phone = await b.browser.newPage({ viewport: { width: 375, height: 800 } });
  await phone.goto(`${blog.base}/stripped-old`);
  const frame = phone.frameLocator('iframe');
  await verdictIn(frame).waitFor({ timeout: 30_000 });
  await frame.locator('.scroll-note:not([hidden])').waitFor({ timeout: 6_000 });
  assert.match(await frame.locator('.scroll-note').textContent(), /scroll inside this frame/);
  await phone.close();
});

test('theme="host" follows the blog: its color-scheme, and a data-theme switch flipped while reading', async () => {
  const iframe = iframeSnippet(`${b.base}/`, state({ theme: 'host' }), GAMES, 454);
  const component = componentSnippet(`${b.base}/`, state({ theme: 'host' }), GAMES, 454);
  blog.pages.set('/host-theme', post(`${iframe}\n${component}`));
  const page = await b.browser.newPage({ colorScheme: 'light' });
  await page.goto(`${blog.base}/host-theme`);
  await verdictIn(page.frameLocator('iframe')).waitFor({ timeout: 30_000 });
  await verdictIn(page.locator('verdict-playground')).waitFor({ timeout: 30_000 });
  const frame = page.frames().find((f) => f.url().includes('embed.html'));
  const themes = async () => [await frame.evaluate(() => document.body.dataset.theme),
    await page.evaluate(() => document.querySelector('verdict-playground').shadowRoot.querySelector('.playground-root').dataset.theme)];
  await frame.waitForFunction(() => document.body.dataset.theme === 'light');
  assert.deepEqual(await themes(), ['light', 'light']);
  // The blog's dark-mode switch.
  await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
  await frame.waitForFunction(() => document.body.dataset.theme === 'dark');
  await page.waitForFunction(() => document.querySelector('verdict-playground').shadowRoot.querySelector('.playground-root').dataset.theme === 'dark');
  // And back; then a blog that says it with color-scheme alone.
  await page.evaluate(() => { delete document.documentElement.dataset.theme; document.documentElement.style.colorScheme = 'dark'; document.body.style.background = '#000'; });
  await frame.waitForFunction(() => document.body.dataset.theme === 'dark');
  await page.evaluate(() => { document.documentElement.style.colorScheme = 'light'; document.body.style.background = '#fff'; });
  await frame.waitForFunction(() => document.body.dataset.theme === 'light');
  assert.deepEqual(await themes(), ['light', 'light']);
  await page.close();
});

test('the component keeps its own type in a serif blog, all through', async () => {
  blog.pages.set('/serif', post(componentSnippet(`${b.base}/`, state(), GAMES, 454), { head: '<style>body{letter-spacing:.1em;text-align:justify;font-style:italic}</style>' }));
  const page = await b.browser.newPage();
  await page.goto(`${blog.base}/serif`);
  const host = page.locator('verdict-playground');
  await verdictIn(host).waitFor({ timeout: 30_000 });
  const styles = await page.evaluate(() => [...document.querySelector('verdict-playground').shadowRoot.querySelectorAll('p, button, summary, a, li, span, td, th, label')]
    .map((el) => getComputedStyle(el)).map((s) => `${s.fontFamily} | ${s.letterSpacing} | ${s.textAlign} | ${s.fontStyle}`));
  assert.ok(styles.length > 10);
  for (const style of new Set(styles)) {
    assert.doesNotMatch(style, /Georgia|1\.8px|justify|italic/, style);
  }
  await page.close();
});
