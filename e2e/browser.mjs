// Shared set-up for the browser tests: the project's own static server on a free loopback
// port, and Debian's Chromium driven by playwright-core (it cannot download a browser here).
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { buildBundles } from '../scripts/bundle.mjs';
import { startServer } from '../scripts/serve.mjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launch() {
  // The embeds' bundles, from the sources as they are now (a fraction of a second), unless make
  // built them for this run (`make test-e2e` runs two files at a time, and a build empties
  // www/min/ while the other file's pages load from it).
  if (!process.env.VERDICT_BUNDLES_BUILT) await buildBundles();
  const server = await startServer(0);
  const base = `http://127.0.0.1:${server.address().port}`;
  /**
   * Every response the server sent, as { path, status, bytes, at } (the body as sent; `at`, when
   * its request came), in order of their ends: also those
   * of a shared worker, whose requests the browser reports to no page (budget.test.mjs).
   */
  const served = [];
  server.on('request', (req, res) => {
    // When the request came (Date.now()), to count what came before a moment of the page's.
    const at = Date.now();
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
      served.push({ path: req.url, status: res.statusCode, bytes: Buffer.concat(chunks), at });
      return end(chunk, ...rest);
    };
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  /** Every request the pages make, to prove nothing leaves the origin. */
  const requests = [];
  /** `init`: a function run in the page before its own scripts (page.addInitScript). */
  async function open(path, { width = 1100, height = 900, init = null } = {}) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
    if (init) await page.addInitScript(init);
    await page.goto(base + path);
    return page;
  }
  async function close() {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
  return { base, open, close, requests, browser, served };
}

/**
 * A blog on another site, as every real blog is: 127.0.0.2, where the embeds are served from
 * 127.0.0.1 (another port of the same host would be the same site, and a browser treats a frame
 * of the same site as first-party). A Playwright context is an off-the-record profile, whose
 * default blocks third-party cookies and storage, so the embeds' frames run as a reader's do in
 * Incognito or with that privacy setting: no shared worker, no storage access (the tests that
 * depend on it check it: `thirdPartyBlocked`). Serves whatever page a test puts in `pages` (a Map
 * from path to HTML); `base` is its address, `close()` stops it.
 */
export async function startBlog(host = BLOG_HOST) {
  const pages = new Map();
  const server = createServer((req, res) => {
    res.writeHead(pages.has(req.url) ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(pages.get(req.url) ?? '');
  });
  await new Promise((done) => server.listen(0, host, done));
  return { pages, base: `http://${host}:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/** The blogs' host: another site than the embeds' 127.0.0.1. */
export const BLOG_HOST = '127.0.0.2';

/**
 * Whether `frame` (a Playwright Frame of an embed in a blog) runs as a third party whose
 * cookies and storage are blocked: it has no storage access, and a shared worker is refused.
 */
export async function thirdPartyBlocked(frame) {
  return frame.evaluate(async () => {
    const access = await document.hasStorageAccess();
    const refused = await new Promise((done) => {
      const probe = new SharedWorker(URL.createObjectURL(new Blob(['onconnect = (e) => e.ports[0].postMessage(1);'], { type: 'text/javascript' })));
      probe.onerror = () => done(true);
      probe.port.onmessage = () => done(false);
      setTimeout(() => done(false), 3000);
    });
    return !access && refused;
  });
}

/** Waits until the status element shows `verdict` and returns the status element's text. */
export async function verdictIs(page, verdict, timeout = 15_000) {
  // Not busy: the status shows the answer to the newest input, not an earlier one.
  const status = page.locator('.playground:not([data-busy]) [role="status"]');
  await status.and(page.locator(`[data-verdict="${verdict}"]`)).waitFor({ timeout });
  return status.textContent();
}

/** Waits until the page's fragment is `hash` (a string) or matches it (a RegExp): the page
 * writes its fragment at most a few times a second. */
export async function hashIs(page, hash, timeout = 5_000) {
  const [source, flags] = hash instanceof RegExp ? [hash.source, hash.flags] : [null, null];
  await page.waitForFunction(([text, source, flags]) => (source != null ? new RegExp(source, flags).test(location.hash) : location.hash === text),
    [hash instanceof RegExp ? null : hash, source, flags], { timeout });
}

/**
 * The page's main thread, watched for as long as the page lives (pass it as `open`'s `init`, so
 * it runs before the page's own scripts): a long-task observer (Chromium reports every task
 * over 50 ms with its duration) and a heartbeat, a timer every 20 ms whose largest gap between
 * two ticks is how long the thread was away. A check made once, at one moment, misses a stall
 * that comes later (after the input's debounce, or while the report is drawn); these see
 * every stall between `watchFromNow` and `mainThreadStalls`.
 */
export const WATCH_MAIN_THREAD = () => {
  const watch = { since: performance.now(), longestTask: 0, longestGap: 0, last: performance.now() };
  window.__mainThreadWatch = watch;
  new PerformanceObserver((list) => {
    // Entries arrive after their task ends: one that began before `since` is not counted.
    for (const task of list.getEntries()) {
      if (task.startTime >= watch.since) watch.longestTask = Math.max(watch.longestTask, task.duration);
    }
  }).observe({ type: 'longtask' });
  setInterval(() => {
    const now = performance.now();
    watch.longestGap = Math.max(watch.longestGap, now - watch.last);
    watch.last = now;
  }, 20);
};

/**
 * The longest the page's main thread may stall during an analysis before a check fails. The
 * project's machine measures under 100 ms for the largest inputs when idle (docs/PERFORMANCE.md,
 * "The page") and up to about 600 ms with a load average of 6 to 12 on its two cores; a page that
 * blocks for seconds fails (a 4-second busy loop in the page's run() measures 4 000 ms).
 */
export const STALL_LIMIT_MS = 2_000;

/** Forgets what `WATCH_MAIN_THREAD` saw so far (making the test's own input, for example). */
export async function watchFromNow(page) {
  await page.evaluate(() => {
    const now = performance.now();
    Object.assign(window.__mainThreadWatch, { since: now, longestTask: 0, longestGap: 0, last: now });
  });
}

/**
 * The longest task and the longest heartbeat gap since `watchFromNow`, in ms. Waits a few
 * heartbeats first, so that a stall that ended just now has been counted by both.
 */
export async function mainThreadStalls(page) {
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const watch = window.__mainThreadWatch;
    return {
      longestTask: Math.round(watch.longestTask),
      longestGap: Math.round(Math.max(watch.longestGap, performance.now() - watch.last)),
    };
  });
}

/**
 * The page's work in flight, watched for as long as the page lives (an init script, so that it
 * sees the page's first worker: `watchWork`): the worker requests not answered yet (every
 * request has exactly one reply, or its worker is ended: core/solver.js) and when the document
 * last changed, shadow roots included. `settled` waits on it.
 */
const WATCH_WORK = () => {
  const watch = { asked: new Set(), changed: performance.now(), from: null };
  window.__work = watch;
  let workers = 0;
  const Base = window.Worker;
  // Request ids are a module's own count: kept apart by worker, in case two counts meet.
  window.Worker = class extends Base {
    #name = ++workers;
    #asked = new Set();
    constructor(...args) {
      super(...args);
      // Added before the page's own `onmessage`, so it runs first, in the same task.
      this.addEventListener('message', ({ data }) => {
        if (typeof data?.ok !== 'boolean') return; // progress, not the reply
        this.#asked.delete(data.id);
        watch.asked.delete(`${this.#name} ${data.id}`);
      });
    }

    postMessage(message, ...rest) {
      if (message?.method) {
        this.#asked.add(message.id);
        watch.asked.add(`${this.#name} ${message.id}`);
      }
      return super.postMessage(message, ...rest);
    }

    terminate() {
      for (const id of this.#asked) watch.asked.delete(`${this.#name} ${id}`);
      this.#asked.clear();
      return super.terminate();
    }
  };
  const changed = new MutationObserver(() => { watch.changed = performance.now(); });
  const observe = (root) => changed.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  observe(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachShadow(...args) {
    const root = attach.apply(this, args);
    observe(root);
    return root;
  };
};

/** How long the document stays unchanged, every request answered, before `settled` holds. */
export const QUIET_MS = 60;

/** Each watched page's network requests under way (`watchWork`): a module or a file still loading. */
const loading = new WeakMap();

/**
 * Watches `page`'s work from now on (`WATCH_WORK` in the page, its network requests here), for
 * `settled`. Call it before the page's first navigation.
 */
export async function watchWork(page) {
  const open = new Set();
  loading.set(page, open);
  page.on('request', (request) => open.add(request));
  for (const end of ['requestfinished', 'requestfailed']) page.on(end, (request) => open.delete(request));
  await page.addInitScript(WATCH_WORK);
}

/**
 * Waits until what an action asked for has arrived (a tree, a board, values): every worker
 * request answered, no network request under way, and the document unchanged for `QUIET_MS`,
 * counted from the call at the earliest (so that what a timer of the page's draws, a table a
 * task at a time, a frame's measure, is waited for). The page is watched (`watchWork`). Under
 * load it waits as long as the answers take, where a fixed pause would have to guess.
 */
export async function settled(page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction((quiet) => {
      const watch = window.__work;
      const now = performance.now();
      watch.from ??= now;
      if (watch.asked.size > 0 || now - Math.max(watch.changed, watch.from) < quiet) return false;
      watch.from = null;
      return true;
    }, QUIET_MS, { timeout: Math.max(1, deadline - Date.now()), polling: 30 });
    // A request the page made before its quiet moment was reported before it (one connection,
    // in order): none left, and nothing can arrive that nothing asked for.
    const open = loading.get(page);
    if (!open?.size) return;
    while (open.size) {
      if (Date.now() > deadline) throw new Error(`still loading after ${timeout} ms: ${[...open].map((r) => r.url()).join(', ')}`);
      await new Promise((done) => setTimeout(done, 30));
    }
  }
}

/**
 * A test's actions counted (issue 48: a lesson built in 30 or fewer): `act(locator, how, value)`
 * clicks, fills, selects or checks, one action each; `count` says how many so far.
 */
export function countedActions() {
  let count = 0;
  return {
    get count() { return count; },
    async act(locator, how = 'click', value) {
      count++;
      if (how === 'click') await locator.click();
      else if (how === 'fill') await locator.fill(value);
      else if (how === 'select') await locator.selectOption(value);
      else if (how === 'check') await locator.check();
    },
  };
}

/**
 * The class table's row of lesson step `step` once `results` (a student's copied results) are
 * pasted into Class results on `teacher`, a page of the playground (lessons.js).
 */
export async function classTableRow(teacher, results, step) {
  await teacher.locator('.lesson-menu > summary').click();
  await teacher.getByRole('button', { name: 'Class results' }).click();
  await teacher.getByRole('textbox', { name: /The students' results/ }).fill(results);
  await teacher.getByRole('button', { name: 'Show the class table' }).click();
  const row = teacher.locator(`[data-class-table] tbody tr[data-step="${step}"]`);
  await row.waitFor();
  return row;
}

/**
 * A student's results as "Copy my results" gives them: from a lesson's last step on to its
 * summary, named `name` (the page's clipboard keeps what it is given in `window.copied`).
 */
export async function copiedResults(page, name) {
  await page.getByRole('button', { name: 'Next step: your results' }).click();
  await page.getByRole('textbox', { name: /Your name/ }).fill(name);
  await page.getByRole('button', { name: 'Copy my results' }).click();
  await page.waitForFunction(() => window.copied);
  return page.evaluate(() => window.copied);
}
