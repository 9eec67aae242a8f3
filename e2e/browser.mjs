// Shared set-up for the browser tests: the project's own static server on a free loopback
// port, and Debian's Chromium driven by playwright-core (it cannot download a browser here).
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launch() {
  const server = await startServer(0);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  /** Every request the pages make, to prove nothing leaves the origin. */
  const requests = [];
  async function open(path, { width = 1100, height = 900 } = {}) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
    await page.goto(base + path);
    return page;
  }
  async function close() {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
  return { base, open, close, requests, browser };
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
