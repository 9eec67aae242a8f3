// Each game's two modules (pkg/games/NAME, built with the game's cargo feature alone, and
// pkg/panels/NAME, with the panels' exports too): they are the same game as in the module with
// every game; the iframe embed of a game downloads its own module and nothing heavier, and a page
// downloads the modules of the games it shows, never the one with every game. Node for the
// comparison, Chromium for the downloads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launch, startBlog } from './browser.mjs';
import { loadConfig } from '../scripts/wasm.mjs';
import * as whole from './core.mjs';

const out = fileURLToPath(new URL(`../${loadConfig()['out-dir']}/`, import.meta.url));
const GAMES = whole.games();

/** Game `name`'s own module (`kind` games), or its module with the panels (`kind` panels), loaded in Node. */
async function moduleOf(name, kind = 'games') {
  const module = await import(`${out}${kind}/${name}/verdict_playground.js`);
  module.initSync({ module: readFileSync(`${out}${kind}/${name}/verdict_playground_bg.wasm`) });
  return module;
}
const ownWasm = (name) => `/pkg/games/${name}/verdict_playground_bg.wasm`;
const panelsWasm = (name) => `/pkg/panels/${name}/verdict_playground_bg.wasm`;

/** The most a game's own module (a compact embed's) may weigh, gzipped at gzip's best. */
const OWN_MODULE_GZIPPED = 100_000;
/** The most a game's module with the panels (the page's, a full view's) may weigh, gzipped. */
const PANELS_MODULE_GZIPPED = 180_000;

/** The bytes `bytes` take on the wire: gzip at its best, and brotli at its best (the encoding
 * static hosts offer the browsers that ask for it, as every current one does). */
function wire(bytes) {
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  return `${bytes.length} B, ${gzipSync(bytes, { level: 9 }).length} B gzipped, ${brotli.length} B with brotli`;
}

/** A session's report, every row of its tables and every step of its line (up to 500 of each),
 * as plain data (then the session is freed). */
function everything(session) {
  const report = session.report();
  const rows = report.tables.map((table, index) => session.rows(index, 0, Math.min(table.row_count, 500)));
  const steps = Array.from({ length: Math.min(report.line.steps, 500) + 1 }, (_, index) => session.step(index));
  session.free();
  return { report, rows, steps };
}

/**
 * A wasm module's path in pkg/, also when fetched as the embeds' bundles name it: their copy of
 * it in min/, named by its content (scripts/bundle.mjs), `/min/pkg/games/ticket/verdict_playground_bg-0123456789.wasm`.
 */
const modulePath = (url) => new URL(url, 'http://x').pathname.replace(/^\/min\/pkg\//, '/pkg/').replace(/-[0-9a-f]{10}\.wasm$/, '.wasm');

/** The paths of the wasm modules `page` fetches from now on, as they are fetched. */
function wasmFetches(page) {
  const fetched = [];
  page.on('request', (request) => { if (request.url().endsWith('.wasm')) fetched.push(modulePath(request.url())); });
  return fetched;
}

/**
 * The paths of the wasm modules the server sends from now on (`list()`): the compact iframe's
 * worker is shared by the frames of its origin, and a shared worker's requests reach no page's
 * events.
 */
function wasmServed() {
  const from = b.served.length;
  return () => b.served.slice(from).map((r) => modulePath(r.path)).filter((path) => path.endsWith('.wasm'));
}

/** What `call` returns, or the message it throws. */
function answer(call) {
  try {
    return call();
  } catch (error) {
    // The core's own errors are plain objects (InputError); anything else is the module failing
    // (a trap is a WebAssembly.RuntimeError), which no comparison may count as an answer: two
    // modules that both trap are equal, and broken for every test after.
    if (error instanceof Error) throw error;
    return { threw: error.message };
  }
}

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

test('a game\'s own module is that game, as the module with every game has it', async () => {
  for (const about of GAMES) {
    const own = await moduleOf(about.name);
    // A compact embed shows no examples menu: its module may leave the examples out (the
    // auction's does, crates/auction/src/game.rs), and is otherwise the same About.
    const [mine] = own.games();
    assert.deepEqual(own.games(), [mine.examples.length ? about : { ...about, examples: [] }], `${about.name}: its games() is its About alone`);
    // Its examples and random inputs get the same report, tables and values from both modules.
    const inputs = [about.start, ...about.examples];
    if (about.random) for (let seed = 1; seed <= 5; seed++) inputs.push(whole.random_input(about.name, 8, seed));
    // And a position in the middle of a game, as its line writes it (the line from a typed
    // position walks the game's own position type in both).
    const started = whole.analyze(about.name, about.start);
    if (started.report().line.steps > 0) inputs.push(started.step(1).position);
    started.free();
    for (const input of inputs) {
      const [mine, full] = [everything(own.analyze(about.name, input)), everything(whole.analyze(about.name, input))];
      // Exports it leaves out are named, in their order, and asked of the module with every game.
      assert.deepEqual([...mine.report.exports, ...mine.report.exports_left_out.map((label) => ({ label }))].map((x) => x.label),
        full.report.exports.map((x) => x.label), `${about.name}: ${input}`);
      assert.deepEqual(full.report.exports_left_out, []);
      if (mine.report.exports_left_out.length) assert.deepEqual(whole.record_exports(about.name, input), full.report.exports);
      for (const report of [mine.report, full.report]) {
        delete report.exports;
        delete report.exports_left_out;
      }
      assert.deepEqual(mine, full, `${about.name}: ${input}`);
    }
    // Another game is not there: a clear error, not a trap.
    const other = GAMES.find((g) => g.name !== about.name);
    assert.throws(() => own.analyze(other.name, other.start), (error) => /game/i.test(error.message));
  }
});

test('the iframe embed of a game downloads that game\'s module alone', async () => {
  const wholeBytes = readFileSync(`${out}verdict_playground_bg.wasm`);
  const sizes = [`every game ${wire(wholeBytes)}`];
  for (const about of GAMES) {
    const context = await b.browser.newContext();
    const page = await context.newPage();
    let fetched = wasmServed();
    await page.goto(`${b.base}/embed.html#${about.name}=${encodeURIComponent(about.start)}&view=compact`);
    await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])').waitFor();
    assert.deepEqual(fetched(), [`/pkg/games/${about.name}/verdict_playground_bg.wasm`]);
    const bytes = readFileSync(`${out}games/${about.name}/verdict_playground_bg.wasm`);
    // A compact embed's module weighs under 100 KB gzipped (issue 35's weight): what a blog's
    // reader downloads before the first verdict, besides the page's few kilobytes.
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    assert.ok(gzipped < OWN_MODULE_GZIPPED, `${about.name}: its own module is ${gzipped} B gzipped, over ${OWN_MODULE_GZIPPED}`);
    sizes.push(`${about.name} ${wire(bytes)}`);
    // Changing to another game in the fragment loads that one's module (the embed starts again).
    const other = GAMES.find((g) => g.name !== about.name);
    fetched = wasmServed();
    await page.evaluate((hash) => { location.hash = hash; }, `${other.name}=${encodeURIComponent(other.start)}&view=compact`);
    await page.waitForFunction((name) => document.querySelector('textarea') && location.hash.startsWith(`#${name}=`)
      && !document.querySelector('.playground[data-busy]'), other.name);
    await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""])').waitFor();
    assert.equal(await page.locator('textarea').inputValue(), other.start);
    assert.deepEqual(fetched(), [`/pkg/games/${other.name}/verdict_playground_bg.wasm`]);
    await context.close();
  }
  console.log(`# modules: ${sizes.join('; ')}`);
});

test('a game\'s own module leaves out the panels\' exports, which the module with every game has', async () => {
  const panels = ['position_view', 'position_moves', 'position_no_move', 'position_play', 'position_values', 'position_tree', 'rule_space',
    'test_rule', 'outcome_table', 'check', 'stress', 'exercise_set', 'grade_answer', 'random_input', 'record_exports'];
  const shown = ['analyze', 'games'];
  for (const about of GAMES) {
    const own = await moduleOf(about.name);
    for (const name of panels) assert.equal(typeof own[name], 'undefined', `${about.name}: ${name}`);
    for (const name of [...panels, ...shown]) assert.equal(typeof whole[name], 'function', `every game: ${name}`);
    for (const name of shown) assert.equal(typeof own[name], 'function', `${about.name}: ${name}`);
  }
});

test('a game\'s module with the panels has every export, and answers as the module with every game', async () => {
  const sizes = [];
  for (const about of GAMES) {
    const full = await moduleOf(about.name, 'panels');
    assert.deepEqual(full.games(), [about]);
    for (const name of Object.keys(whole).filter((key) => typeof whole[key] === 'function' && key !== 'initSync' && key !== 'default')) {
      assert.equal(typeof full[name], 'function', `${about.name}: ${name}`);
    }
    const inputs = [about.start, ...about.examples];
    for (const input of inputs) {
      const [mine, all] = [everything(full.analyze(about.name, input)), everything(whole.analyze(about.name, input))];
      assert.deepEqual(mine, all, `${about.name}: ${input}`);
      // A position of its line, as the panels see it: its board with hints, and its tree.
      const { position } = all.report.line.open_step;
      for (const call of [(core) => core.position_view(about.name, position, undefined, undefined, true), (core) => core.position_tree(about.name, position)]) {
        assert.deepEqual(answer(() => call(full)), answer(() => call(whole)), `${about.name}: ${position}`);
      }
    }
    assert.deepEqual(full.exercise_set(about.name, 4242), whole.exercise_set(about.name, 4242));
    assert.deepEqual(full.rule_space(about.name), whole.rule_space(about.name));
    const bytes = readFileSync(`${out}panels/${about.name}/verdict_playground_bg.wasm`);
    // The most the page downloads to show one game: under 180 KB gzipped (issue 35's weight,
    // which the module with every game could not meet; no page loads that one).
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    assert.ok(gzipped < PANELS_MODULE_GZIPPED, `${about.name}: its module with the panels is ${gzipped} B gzipped, over ${PANELS_MODULE_GZIPPED}`);
    sizes.push(`${about.name} ${wire(bytes)}`);
  }
  console.log(`# modules with the panels: ${sizes.join('; ')}`);
});

// The build writes it from each game's module with the panels (scripts/wasm.mjs, gameList), so
// that make wasm needs no module with every game: the same bytes as that module's games().
test('the list of games the build writes beside the modules is the games() of the module with every game', () => {
  assert.equal(readFileSync(`${out}games.json`, 'utf8'), `${JSON.stringify(GAMES)}\n`);
});

test('the page downloads the module of the game it shows, with the panels, and another game\'s when it changes to it', async () => {
  const [one, other] = GAMES;
  const context = await b.browser.newContext();
  const page = await context.newPage();
  const fetched = wasmFetches(page);
  await page.goto(`${b.base}/#${one.name}=${encodeURIComponent(one.start)}`);
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])').waitFor();
  assert.deepEqual(fetched, [panelsWasm(one.name)]);
  await page.evaluate((hash) => { location.hash = hash; }, `${other.name}=${encodeURIComponent(other.start)}`);
  await page.waitForFunction((start) => document.querySelector('textarea')?.value === start, other.start);
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])').waitFor();
  assert.deepEqual(fetched, [panelsWasm(one.name), panelsWasm(other.name)]);
  await context.close();
});

test('a compact embed gets a panel\'s answer from its game\'s module with the panels, loaded when the panel opens', async () => {
  const about = GAMES[0];
  const context = await b.browser.newContext();
  const page = await context.newPage();
  const fetched = wasmServed();
  // A link to a set of exercises opens practice at once (its exercises are a panel's export).
  await page.goto(`${b.base}/embed.html#${about.name}=${encodeURIComponent(about.start)}&view=compact&practice=4242`);
  const title = page.locator('details.practice .practice-title', { hasText: 'Set 4242, exercise 1 of 5' });
  await title.waitFor();
  assert.equal(await page.locator('details.practice .practice-given').textContent(), whole.exercise_set(about.name, 4242)[0].given);
  assert.deepEqual(fetched(), [ownWasm(about.name), panelsWasm(about.name)]);
  await context.close();
});

test('a compact auction embed writes its exports with its module with the panels, when the reader opens one', async () => {
  const auction = GAMES.find((g) => g.name === 'auction');
  if (!auction) return;
  const context = await b.browser.newContext();
  const page = await context.newPage();
  const fetched = wasmServed();
  const input = '1C P 1NT P 3NT P P P';
  await page.goto(`${b.base}/embed.html#auction=${encodeURIComponent(input)}&view=compact`);
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])').waitFor();
  await page.locator('details.more > summary').click();
  const lin = page.locator('.exports details', { hasText: 'LIN' });
  assert.deepEqual(fetched(), ['/pkg/games/auction/verdict_playground_bg.wasm'], 'nothing more until an export is opened');
  await lin.locator('summary').click();
  const expected = whole.analyze('auction', input).report().exports.find((x) => x.label === 'LIN').text;
  await lin.locator('pre').waitFor();
  assert.equal(await lin.locator('pre').textContent(), expected);
  // The box holds what the full page's does: the text and its Copy button, no stray word.
  assert.equal(await lin.evaluate((box) => [...box.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim()).length), 0);
  assert.equal(await lin.getByRole('button', { name: 'Copy LIN' }).count(), 1);
  assert.deepEqual(fetched(), [ownWasm('auction'), panelsWasm('auction')]);
  await context.close();
});

test('a full-view embed of a game loads its module with the panels alone (its panels are in view)', async () => {
  const about = GAMES[0];
  const context = await b.browser.newContext();
  const page = await context.newPage();
  const fetched = wasmServed();
  await page.goto(`${b.base}/embed.html#${about.name}=${encodeURIComponent(about.start)}`);
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])').waitFor();
  await page.locator('button.rule-test').waitFor({ state: 'attached' });
  assert.deepEqual(fetched(), [panelsWasm(about.name)]);
  await context.close();
});

test('an embed whose fragment names no game shows the first game, from its module with the panels', async () => {
  const context = await b.browser.newContext();
  const page = await context.newPage();
  const fetched = wasmServed();
  await page.goto(`${b.base}/embed.html#view=compact&theme=dark`);
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""])').waitFor();
  assert.equal(await page.locator('textarea').inputValue(), GAMES[0].start);
  assert.deepEqual(fetched(), [panelsWasm(GAMES[0].name)]);
  await context.close();
});

test('components load their game\'s own module when the whole post shows that game compact, else each game\'s with the panels', async (t) => {
  const blog = await startBlog();
  t.after(() => blog.close());
  const post = (elements) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<script type="module" src="${b.base}/verdict-playground.js"></script></head><body>${elements}</body></html>`;
  const element = (about, view = 'compact') => `<verdict-playground game="${about.name}" input="${about.start}" view="${view}"></verdict-playground>`;
  const [one, other] = GAMES;
  blog.pages.set('/one', post(element(one) + element(one)));
  blog.pages.set('/mixed', post(element(one) + element(other)));
  // A full view draws the panels: the post loads its game's module with them, and that alone.
  blog.pages.set('/full', post(element(one) + element(one, 'full')));
  for (const [path, expected] of [['/one', [ownWasm(one.name)]], ['/mixed', [panelsWasm(one.name), panelsWasm(other.name)]], ['/full', [panelsWasm(one.name)]]]) {
    const context = await b.browser.newContext();
    const page = await context.newPage();
    const fetched = wasmFetches(page);
    await page.goto(blog.base + path);
    const shown = page.locator('verdict-playground .playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])');
    await shown.nth(1).waitFor();
    assert.equal(await shown.count(), 2, path);
    assert.deepEqual([...fetched].sort(), [...expected].sort(), path);
    assert.equal(page.workers().length, 1, `${path}: one worker`);
    if (path === '/one') {
      // An element switched to a game its module lacks gets that game's module with the panels.
      await page.locator('verdict-playground').nth(1).evaluate((e, game) => { e.setAttribute('game', game.name); e.setAttribute('input', game.start); }, other);
      const switched = page.locator(`verdict-playground[game="${other.name}"]`);
      await page.waitForFunction((start) => document.querySelectorAll('verdict-playground')[1].shadowRoot.querySelector('textarea')?.value === start, other.start);
      await switched.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""]):not([data-verdict="error"])').waitFor();
      assert.deepEqual(fetched, [...expected, panelsWasm(other.name)]);
    }
    await context.close();
  }
});
