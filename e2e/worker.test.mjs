// The page's protocol with its worker (www/core/solver.js): every request `{ id, client, method,
// args }` has exactly one reply `{ id, ok, value | error }`, and the only other messages are
// the core's progress of a request still running, `{ id, headline }` or `{ id, progress }`. A
// trap in the wasm replaces the worker: the playground that caused it says so and answers its
// next input, and the other playgrounds of the page analyze again by themselves.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, verdictIs } from './browser.mjs';
import { startServer } from '../scripts/serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

/** Records every message between the page and its workers, as its keys and its id. */
const RECORD_MESSAGES = () => {
  const log = [];
  window.__messages = log;
  const Native = window.Worker;
  const shape = (data) => ({ id: data?.id, keys: Object.keys(data ?? {}).sort(), ok: data?.ok, method: data?.method,
    progress: data?.progress && Object.keys(data.progress).sort(), error: data?.error && data.error.message });
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => log.push({ from: 'worker', ...shape(data) }));
    }

    postMessage(message, ...rest) {
      log.push({ from: 'page', ...shape(message) });
      super.postMessage(message, ...rest);
    }
  };
};

test('every request has one reply, and progress comes only while its request runs', async () => {
  // 20 numbers: the exhaustive search runs long enough to post its progress.
  const row = Array.from({ length: 20 }, (_, i) => 20 - i).join('%20');
  const page = await b.open(`/#permutation=${row}&practice=7`, { init: RECORD_MESSAGES });
  await verdictIs(page, 'Bob');
  await page.locator('.practice-title', { hasText: /Set 7/ }).waitFor();
  await page.getByRole('button', { name: /exhaustive/ }).click();
  await page.locator('[data-check="agree"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.locator('.board[data-step="1"]').waitFor();
  await page.getByRole('button', { name: 'Random' }).click();
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await page.waitForTimeout(300);
  const log = await page.evaluate(() => window.__messages);

  const requests = log.filter((m) => m.from === 'page');
  assert.ok(requests.every((m) => JSON.stringify(m.keys) === '["args","client","id","method"]'), JSON.stringify(requests.filter((m) => m.keys.length !== 4)));
  assert.equal(new Set(requests.map((m) => m.id)).size, requests.length, 'request ids are unique');
  const methods = new Set(requests.map((m) => m.method));
  // (An exercise's board comes with it: practice asks no `view`; Play does, in play.test.mjs.)
  for (const method of ['games', 'analyze', 'step', 'check', 'exercises', 'random']) assert.ok(methods.has(method), `${method} was asked`);

  const replied = new Map();
  const progress = new Map();
  for (const m of log.filter((x) => x.from === 'worker')) {
    assert.ok(requests.some((r) => r.id === m.id), `message for request ${m.id}, which was made`);
    assert.ok(!replied.has(m.id), `nothing after the reply to ${m.id}: ${JSON.stringify(m)}`);
    if (typeof m.ok === 'boolean') {
      assert.deepEqual(m.keys, m.ok ? ['id', 'ok', 'value'] : ['error', 'id', 'ok'], JSON.stringify(m));
      replied.set(m.id, m);
    } else {
      assert.ok(JSON.stringify(m.keys) === '["headline","id"]' || JSON.stringify(m.keys) === '["id","progress"]', `progress is a headline or a count: ${JSON.stringify(m)}`);
      if (m.progress) assert.deepEqual(m.progress, ['done', 'millis']);
      progress.set(m.id, [...(progress.get(m.id) ?? []), m.keys.find((key) => key !== 'id')]);
    }
  }
  for (const r of requests) assert.ok(replied.has(r.id), `request ${r.id} (${r.method}) has its reply`);
  const method = (id) => requests.find((r) => r.id === id).method;
  assert.ok([...progress].some(([id, kinds]) => method(id) === 'analyze' && kinds.includes('headline')), 'an analysis posts its headline');
  assert.ok([...progress].some(([id, kinds]) => method(id) === 'check' && kinds.includes('progress')), 'a search posts its progress');
  for (const [id, kinds] of progress) {
    assert.ok(['analyze', 'check', 'stress'].includes(method(id)), `only analyses and searches post progress, not ${method(id)}: ${kinds}`);
  }
  await page.close();
});

/** A new page whose worker.js is served with `code` appended (a method of its table replaced). */
async function pageWithWorker(code) {
  const page = await b.browser.newPage();
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  await page.route(/\/worker\.js$/, async (route) => {
    const served = await route.fetch();
    await route.fulfill({ response: served, body: `${await served.text()}\n${code}` });
  });
  return page;
}

/** Worker code that runs `before` (JavaScript over `args` and `request`) ahead of each analysis. */
const beforeAnalyze = (before) => `const realAnalyze = methods.analyze;
methods.analyze = (args, request) => {
  ${before}
  return realAnalyze(args, request);
};`;

test('a trap replaces the shared worker; the other playgrounds analyze again by themselves', async () => {
  // The worker as served, with analyze made to trap (as a panic in the wasm does) on one input.
  const page = await pageWithWorker(beforeAnalyze("if (args.input === 'TRAP') throw new WebAssembly.RuntimeError('unreachable');"));
  await page.route(/\/two\.html$/, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two</title>
<script type="module" src="./verdict-playground.js"></script></head><body>
<verdict-playground id="one" game="ticket" input="??"></verdict-playground>
<verdict-playground id="two" game="permutation" input="3 6 5 1 4 2" step="2"></verdict-playground></body></html>` }));
  await page.goto(`${b.base}/two.html`);
  const one = page.locator('#one');
  const two = page.locator('#two');
  await one.locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor({ timeout: 15_000 });
  await two.locator('.playground:not([data-busy]) [data-verdict="Bob"]').waitFor({ timeout: 15_000 });
  await two.locator('.board[data-step="2"]').waitFor();
  const firstWorker = page.workers()[0];

  const fresh = page.waitForEvent('worker');
  const gone = firstWorker.waitForEvent('close');
  await one.locator('textarea').fill('TRAP');
  await one.locator('.playground:not([data-busy]) [data-verdict="error"]').waitFor();
  assert.equal(await one.locator('[role="status"]').textContent(), 'Internal error');
  assert.match(await one.locator('.input-error').textContent(), /unreachable/);
  // A fresh worker, still one for the page.
  assert.notEqual(await fresh, firstWorker, 'a new worker');
  await gone;
  assert.equal(page.workers().length, 1, 'one worker');
  // The other playground's analysis was in the old worker: it was made again, at the same step,
  // so its steps still come.
  await two.locator('.playground:not([data-busy]) [data-verdict="Bob"]').waitFor();
  await two.getByRole('button', { name: 'Next step' }).click();
  await two.locator('.board[data-step="3"]').waitFor();
  assert.equal(await two.locator('.board[data-position]').getAttribute('data-position'), '3 _ 5 1 _ _');
  // The playground that trapped answers its next input.
  await one.locator('textarea').fill('12');
  await one.locator('.playground:not([data-busy]) [data-verdict="Monocarp"]').waitFor();
  await page.close();
});

test('a request past its memory limit is refused by the allocator and said so; the worker is replaced and the page goes on', async () => {
  // The worker as served, with the limit of a long input's analysis lowered from 1 GiB to
  // 1 MiB (no input the page takes needs 1 GiB): the real allocator refuses past it.
  const page = await pageWithWorker(beforeAnalyze('if (args.input.length > 100000) request.core.request_begins(1 << 20);'));
  await page.goto(`${b.base}/#permutation=3%206%205%201%204%202`);
  await verdictIs(page, 'Bob');
  const firstWorker = page.workers()[0];
  const fresh = page.waitForEvent('worker');
  const row = Array.from({ length: 100_000 }, (_, i) => 100_000 - i).join(' ');
  await page.locator('textarea').fill(row);
  await page.locator('.playground:not([data-busy]) [data-verdict="error"]').waitFor({ timeout: 30_000 });
  assert.match(await page.locator('.input-error').textContent(), /this request needed more memory than one request may use \(it asked for [\d.,]+ MiB at once past its 1024 MiB\); the solver was restarted/);
  assert.notEqual(await fresh, firstWorker, 'a new worker');
  // The next input is answered by the fresh worker (a link: a long input's field is folded away).
  await page.evaluate(() => { location.hash = '#permutation=2%201'; });
  await verdictIs(page, 'Bob');
  await page.close();
});

/**
 * A page at a permutation's step 1 whose worker's `tree` method is `code`'s (worker.js served
 * with it appended); `clock`: the page's timers on Playwright's clock, installed first.
 */
async function pageWithTree(code, { clock = false } = {}) {
  const page = await pageWithWorker(code);
  if (clock) await page.clock.install();
  await page.goto(`${b.base}/#permutation=3%206%205%201%204%202&step=1`);
  await page.locator('.board[data-position="3 _ 5 1 4 2"]').waitFor({ timeout: 15_000 });
  return page;
}

// Issue 30: a stack overflow (a RangeError, not a RuntimeError) passed through the module and
// the worker kept it: the held-memory count stayed wrong, and every later analysis was refused
// until a reload. Any failure that is not the core's own error now replaces the worker, and the
// playground whose request failed (here a tree) analyzes its input again with the rest.
test('a stack overflow in a tree request replaces the worker; the page analyzes again and goes on', async () => {
  const page = await pageWithTree("methods.tree = () => { throw new RangeError('Maximum call stack size exceeded'); };");
  const firstWorker = page.workers()[0];
  const fresh = page.waitForEvent('worker');
  await page.locator('details.tree-panel > summary').click();
  await page.locator('.tree-message', { hasText: 'restarted' }).waitFor();
  assert.notEqual(await fresh, firstWorker, 'a new worker');
  // The analysis was made again in the fresh worker, at the step shown: its steps still come.
  await verdictIs(page, 'Bob');
  await page.locator('.board[data-position="3 _ 5 1 4 2"]').waitFor();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.locator('.board[data-step="2"]').waitFor();
  assert.equal(await page.locator('.board[data-position]').getAttribute('data-position'), '3 _ 5 1 _ 2');
  // And a new input is answered.
  await page.locator('textarea').fill('2 1');
  await verdictIs(page, 'Bob');
  await page.close();
});

test('a request still unanswered after two minutes is answered so and its worker replaced: the tree says why, the page goes on', async () => {
  // A tree request that never ends (the worker itself stays free: a promise never settled).
  const page = await pageWithTree('methods.tree = () => new Promise(() => {});', { clock: true });
  const firstWorker = page.workers()[0];
  const fresh = page.waitForEvent('worker');
  await page.locator('details.tree-panel > summary').click();
  await page.locator('.tree-message', { hasText: 'Building' }).waitFor();
  await page.clock.fastForward(119_000);
  assert.equal(await page.locator('.tree-message', { hasText: 'stopped' }).count(), 0, 'not before its time');
  await page.clock.fastForward(2_000);
  await page.locator('.tree-message', { hasText: /worked on this for over 120 s and was stopped/ }).waitFor();
  assert.notEqual(await fresh, firstWorker, 'a new worker');
  // The analysis is made again in the fresh worker, and a new input is answered.
  await verdictIs(page, 'Bob');
  await page.locator('textarea').fill('2 1');
  await verdictIs(page, 'Bob');
  await page.close();
});

test('a module that cannot load says what failed, is tried again, and "Try again" starts the page once it can', async (t) => {
  // A copy of the build with the ticket's module (the page's, with the panels) damaged in turn.
  const top = mkdtempSync(join(tmpdir(), 'vp-broken-'));
  const pkg = join(top, 'pkg');
  const module = join('panels', 'ticket', 'verdict_playground_bg.wasm');
  cpSync(join(root, 'pkg', 'games.json'), join(pkg, 'games.json'));
  cpSync(join(root, 'pkg', 'panels', 'ticket'), join(pkg, 'panels', 'ticket'), { recursive: true });
  const whole = readFileSync(join(pkg, module));
  const server = await startServer(0, '127.0.0.1', [['/pkg/', pkg], ['/', join(root, 'www')]]);
  t.after(() => new Promise((done) => server.close(done)));
  const asked = [];
  server.on('request', (req) => { if (req.url.endsWith('.wasm')) asked.push(req.url); });
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const [damage, said] of [
    [() => writeFileSync(join(pkg, module), whole.subarray(0, 4096)), /verdict_playground_bg\.wasm is not a whole WebAssembly module/],
    [() => rmSync(join(pkg, module)), /verdict_playground_bg\.wasm was answered 404/],
  ]) {
    damage();
    asked.length = 0;
    const page = await b.browser.newPage();
    await page.goto(`${base}/#ticket=??`);
    const alert = page.locator('.start-failure[role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    const text = await alert.textContent();
    assert.match(text, said);
    assert.doesNotMatch(text, /needs a browser with WebAssembly/);
    // Asked three times (twice again, a while apart) before it said so.
    assert.equal(asked.length, 3, asked.join(' '));
    // Mended, a click on "Try again" starts the page.
    writeFileSync(join(pkg, module), whole);
    await page.getByRole('button', { name: 'Try again' }).click();
    await verdictIs(page, 'Bicarp');
    await page.close();
  }
});
