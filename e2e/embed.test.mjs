// Embeds that fit any blog: own colours readable on light and dark hosts in every system theme
// and `theme`, compact heights, `step`, names that every object has, no overflow, the offline
// file's snippets, per-game inputs, history entries and a named bad dealer.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { hashIs, launch, startBlog, verdictIs } from './browser.mjs';
import { LONG, sweep } from './long.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const AXE = readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8');
let b;
let blog;
let blogBase;
let pages;

/** A blog page of a colour, with the three games as compact components of a theme. */
function blogPage(background, color, theme, extra = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
<script type="module" src="${b.base}/verdict-playground.js"></script>
<style>body{background:${background};color:${color};font:18px/1.6 Georgia,serif;max-width:680px;margin:2rem auto;padding:0 1rem}</style></head>
<body><main><h1>Three small examples</h1>
<verdict-playground game="ticket" input="?054??0?" view="compact" theme="${theme}"></verdict-playground>
<p>Some prose between them.</p>
<verdict-playground game="auction" input="1C P 1NT P 3NT P P P" dealer="E" view="compact" theme="${theme}"></verdict-playground>
<p>More prose.</p>
<verdict-playground game="permutation" input="3 6 5 1 4 2" view="compact" step="2" theme="${theme}"></verdict-playground>
${extra}</main></body></html>`;
}

before(async () => {
  b = await launch();
  blog = await startBlog();
  ({ pages, base: blogBase } = blog);
});
after(async () => {
  await b.close();
  await blog.close();
});

async function settled(page, count = 3) {
  await page.waitForFunction((count) => {
    const hosts = [...document.querySelectorAll('verdict-playground')];
    return hosts.length >= count && hosts.every((h) => h.shadowRoot?.querySelector('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""])'));
  }, count, { timeout: 20_000 });
}

const BLOGS = { light: ['#ffffff', '#222222'], dark: ['#111318', '#dddddd'] };
/** Blog, system theme and theme value: every one under make test-long; under make test, each
 * blog with the other system theme, followed (auto) and overridden (the blog's own). */
const READABLE = sweep(
  Object.keys(BLOGS).flatMap((host) => ['light', 'dark'].flatMap((scheme) => ['auto', 'light', 'dark'].map((theme) => [host, scheme, theme]))),
  [['light', 'dark', 'auto'], ['dark', 'light', 'auto'], ['light', 'dark', 'light'], ['dark', 'light', 'dark']]);
test(`every text is readable on light and dark blogs, ${LONG ? 'in each system theme and each theme value' : 'each in the other system theme, followed and overridden (make test-long: every pair)'}`, async () => {
  for (const [host, scheme, theme] of READABLE) {
    const [background, color] = BLOGS[host];
    const path = `/${host}-${theme}`;
    pages.set(path, blogPage(background, color, theme));
    const page = await b.browser.newPage({ colorScheme: scheme, viewport: { width: 1000, height: 900 } });
    await page.goto(blogBase + path);
    await settled(page);
    // Open the parts one click away, so that their text is checked too.
    await page.evaluate(() => {
      for (const host of document.querySelectorAll('verdict-playground')) {
        for (const d of host.shadowRoot.querySelectorAll('details')) d.open = true;
      }
    });
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => (await window.axe.run(document, { runOnly: ['color-contrast'] })).violations
      .flatMap((v) => v.nodes.map((n) => `${n.target.join(' > ')}: ${n.any[0]?.message ?? ''}`)));
    assert.deepEqual(violations, [], `${host} blog, ${scheme} system, theme=${theme}`);
    // The component's colours are its own: the theme it shows is the one asked for.
    const dark = await page.evaluate(() => {
      const verdict = document.querySelector('verdict-playground').shadowRoot.querySelector('[role="status"]');
      const [r, g, b] = getComputedStyle(verdict).color.match(/\d+/g).map(Number);
      return r + g + b > 382;
    });
    const expected = theme === 'auto' ? scheme === 'dark' : theme === 'dark';
    assert.equal(dark, expected, `${host} blog, ${scheme} system, theme=${theme}: light text means a dark theme`);
    await page.close();
  }
});

// A compact embed is the verdict, its reason, the board and the step's sentence: at most half a
// laptop screen (500 px) in a blog's 680 px column, so that it sits in a post like a figure.
test('compact embeds of the examples stay under 500 px in a 680 px column, and open at their step', async (t) => {
  pages.set('/compact', blogPage('#fff', '#222', 'auto'));
  const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(blogBase + '/compact');
  await settled(page);
  const heights = await page.evaluate(() => [...document.querySelectorAll('verdict-playground')].map((e) => Math.round(e.getBoundingClientRect().height)));
  t.diagnostic(`compact heights in a 680 px column (ticket, auction, permutation): ${heights.join(', ')} px`);
  for (const height of heights) assert.ok(height <= 500, `heights ${heights}`);
  const step = await page.evaluate(() => document.querySelectorAll('verdict-playground')[2].shadowRoot.querySelector('.board').dataset.step);
  assert.equal(step, '2');
  // The explanation and the tables are one click away, and a link opens the full playground.
  const link = await page.evaluate(() => document.querySelectorAll('verdict-playground')[2].shadowRoot.querySelector('a.open-playground').href);
  assert.equal(link, `${b.base}/index.html#permutation=3%206%205%201%204%202&step=2`);
  // With everything one click away opened, nothing sticks out of the column.
  const overflows = await page.evaluate(() => [...document.querySelectorAll('verdict-playground')].map((host) => {
    for (const d of host.shadowRoot.querySelectorAll('details')) d.open = true;
    return host.scrollWidth - host.clientWidth;
  }));
  assert.deepEqual(overflows, [0, 0, 0]);
  await page.close();
  // The iframe takes &view=compact and &step= too, and posts its height.
  const frame = await b.open('/embed.html#permutation=3%206%205%201%204%202&view=compact&step=3&theme=dark');
  await verdictIs(frame, 'Bob');
  await frame.locator('.board[data-step="3"]').waitFor();
  assert.equal(await frame.locator('.playground[data-view="compact"]').count(), 1);
  assert.equal(await frame.evaluate(() => document.body.dataset.theme), 'dark');
  // The full playground opens in its full view, at the same step, in the embed's theme.
  assert.match(await frame.locator('a.open-playground').getAttribute('href'), /index\.html#permutation=3%206%205%201%204%202&step=3&theme=dark$/);
  await frame.close();
});

test('names every object has are no games; a component never overflows its column', async () => {
  const extra = ['constructor', '__proto__', 'toString', 'hasOwnProperty']
    .map((name) => `<verdict-playground game="${name}" input="??"></verdict-playground>`).join('\n')
    + '<div style="width:300px"><verdict-playground id="narrow" game="permutation" input="7 2 9 4 1 8 3 6 5 10 12 11 14 13 16 15"></verdict-playground></div>';
  pages.set('/odd', blogPage('#fff', '#222', 'auto', extra));
  const page = await b.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(blogBase + '/odd');
  await settled(page, 8);
  const verdicts = await page.evaluate(() => [...document.querySelectorAll('verdict-playground')].slice(3, 7)
    .map((h) => h.shadowRoot.querySelector('[role="status"]').dataset.verdict));
  assert.deepEqual(verdicts, ['Bicarp', 'Bicarp', 'Bicarp', 'Bicarp'], 'the ticket game, for want of one named');
  const overflow = await page.evaluate(() => {
    const host = document.getElementById('narrow');
    return host.scrollWidth - host.clientWidth;
  });
  assert.ok(overflow <= 0, `the component is ${overflow}px wider than its 300 px column`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the offline file offers no embed snippet it cannot make, and says why; built with an address, it points there', async () => {
  const stub = () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; };
  let page = await b.browser.newPage();
  await page.addInitScript(stub);
  await page.goto(`file://${root}dist/verdict-playground.html#ticket=9??0??`);
  await verdictIs(page, 'Monocarp');
  for (const name of [/embed/i, /web component/i]) assert.equal(await page.getByRole('button', { name }).count(), 0, `no button ${name}`);
  assert.equal(await page.locator('.embed-builder').count(), 0, 'no embed builder');
  assert.match(await page.locator('.share-note').textContent(), /Embed snippets load the playground from a web host, which this file does not have: build it with make dist PUBLIC_URL=/);
  await page.close();
  // Built with PUBLIC_URL, the snippets point there.
  const out = `${mkdtempSync(`${tmpdir()}/vp-`)}/offline.html`;
  const built = spawnSync(process.execPath, ['scripts/dist.mjs'], { cwd: root, env: { ...process.env, PUBLIC_URL: 'https://example.org/verdict/', DIST_OUT: out } });
  assert.equal(built.status, 0, String(built.stderr));
  page = await b.browser.newPage();
  await page.addInitScript(stub);
  await page.goto(`file://${out}#ticket=9??0??`);
  await verdictIs(page, 'Monocarp');
  await page.getByRole('button', { name: 'Copy web component' }).click();
  assert.match(await page.evaluate(() => window.copied), /^<script type="module" src="https:\/\/example\.org\/verdict\/min\/verdict-playground\.js"><\/script>/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  assert.equal(await page.evaluate(() => window.copied), 'https://example.org/verdict/#ticket=9??0??');
  await page.close();
});

test('each game keeps its input, a switch is a history entry, and a bad dealer is named', async () => {
  const page = await b.open('/#ticket=??');
  await verdictIs(page, 'Bicarp');
  await page.locator('textarea').fill('9??0??');
  await verdictIs(page, 'Monocarp');
  await page.getByRole('button', { name: 'Auction', exact: true }).click();
  await verdictIs(page, 'incomplete');
  await page.locator('textarea').fill('1C P');
  await verdictIs(page, 'incomplete');
  await page.getByRole('button', { name: 'Ticket', exact: true }).click();
  await verdictIs(page, 'Monocarp');
  assert.equal(await page.locator('textarea').inputValue(), '9??0??', 'the ticket typed before');
  await page.getByRole('button', { name: 'Auction', exact: true }).click();
  assert.equal(await page.locator('textarea').inputValue(), '1C P', 'and the auction');
  await page.goBack();
  await verdictIs(page, 'Monocarp');
  await hashIs(page, /^#ticket=9\?\?0\?\?/);
  await page.close();
  const bad = await b.open('/#auction=1C%20P&dealer=Q');
  await verdictIs(bad, 'error');
  assert.match(await bad.locator('.input-error').textContent(), /not 'Q'/);
  await bad.locator('select[aria-label="Dealer"]').selectOption('E');
  await verdictIs(bad, 'incomplete');
  await bad.close();
});

test('the components of a page share one worker; a search runs in its playground\'s own, and Stop ends it alone', async () => {
  const extra = `<verdict-playground id="full" game="ticket" input="${'?'.repeat(60)}" step="3"></verdict-playground>`;
  pages.set('/shared', blogPage('#fff', '#222', 'auto', extra));
  const page = await b.browser.newPage();
  // Every analysis any playground asks of a worker, counted as it is posted.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    window.analysesPosted = 0;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.method === 'analyze') window.analysesPosted++;
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(blogBase + '/shared');
  await settled(page, 4);
  assert.equal(page.workers().length, 1, 'one worker for four components');
  // State of another playground that a lost analysis would reset: the auction a step back.
  const auction = page.locator('verdict-playground[game="auction"]');
  await auction.getByRole('button', { name: /Previous/ }).click();
  await auction.locator('.board[data-step="7"]').waitFor();
  const analysesBefore = await page.evaluate(() => window.analysesPosted);
  // Stop a search in the full component (both clicks in one task: the search is under way).
  const search = () => page.evaluate(() => {
    const buttons = [...document.getElementById('full').shadowRoot.querySelectorAll('.check button')];
    buttons.find((x) => /exhaustive/.test(x.textContent)).click();
    return buttons.find((x) => /Stop/.test(x.textContent));
  });
  await page.evaluate(() => {
    const buttons = [...document.getElementById('full').shadowRoot.querySelectorAll('.check button')];
    buttons.find((x) => /exhaustive/.test(x.textContent)).click();
    buttons.find((x) => /Stop/.test(x.textContent)).click();
  });
  const full = page.locator('#full');
  await full.locator('[data-check="stopped"]').waitFor();
  assert.match(await full.locator('.check-result').textContent(), /^Stopped: the search was interrupted/);
  // The search's own worker is terminated at once, but Chromium reports it closed a moment later.
  for (let waited = 0; page.workers().length > 1 && waited < 5_000; waited += 50) await page.waitForTimeout(50);
  assert.equal(page.workers().length, 1, 'the shared worker alone');
  // Nothing was analyzed again, and every playground is where it was: the auction a step back,
  // the full one at its step, each answering from the analysis it had.
  await page.waitForTimeout(1_000);
  assert.equal(await page.evaluate(() => window.analysesPosted), analysesBefore, 'no playground analyzed again');
  await auction.locator('.board[data-step="7"]').waitFor();
  assert.equal(await auction.locator('.board[data-position]').getAttribute('data-position'), '1C Pass 1NT Pass 3NT Pass Pass');
  await auction.getByRole('button', { name: /Previous/ }).click();
  await auction.locator('.board[data-step="6"]').waitFor();
  await full.locator('.board[data-step="3"]').waitFor();
  // The next search starts a fresh worker of its own, and is answered.
  await search();
  await full.locator('[data-check="agree"]').waitFor();
  assert.equal(await page.evaluate(() => window.analysesPosted), analysesBefore, 'still no analysis again');
  await page.close();
});
