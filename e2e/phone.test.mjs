// A phone (issue 33): at 375 px, with every panel of the full playground open (move values on,
// the game tree, Test a rule with a result, the outcome tables with a table, practice, Play),
// every control a finger uses is at least 44 px each way, and axe finds nothing serious, for
// every game of the page that has the panel.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import * as core from './core.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const root = new URL('../', import.meta.url).pathname;

/** Visible controls of `selector` under 44 px either way: [name, width, height]. */
const smallTargets = (page, selector) => page.evaluate((selector) => [...document.querySelectorAll(`${selector} :is(button, select, input, textarea, summary)`)]
  .filter((el) => el.checkVisibility() && el.getClientRects().length && el.type !== 'file')
  .map((el) => (/^(checkbox|radio)$/.test(el.type) && el.closest('label') ? el.closest('label') : el))
  .map((el) => [el.textContent.trim().slice(0, 24) || el.getAttribute('aria-label') || el.tagName, Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)])
  .filter(([, w, h]) => w < 44 || h < 44), selector);

async function axe(page) {
  await page.evaluate(readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8'));
  return page.evaluate(async () => (await window.axe.run(document.querySelector('.playground'))).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
}

/** Opens a panel by its heading when the game has it; returns whether it did. */
async function open(page, selector) {
  const panel = page.locator(`${selector}:not([hidden])`);
  if (await panel.count() === 0) return false;
  if (!(await panel.first().evaluate((d) => d.open))) await panel.first().locator('> summary').click();
  return true;
}

for (const about of core.games()) {
  test(`375 px, ${about.name}: every panel open, every control 44 px, axe finds nothing serious`, async () => {
    const page = await b.open(`/#${about.name}=${encodeURIComponent(about.start)}&step=1`, { width: 375, height: 800 });
    await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor({ timeout: 30_000 });
    const values = page.locator('.watch > .values-bar:not([hidden])').getByRole('switch');
    if (await values.count()) await values.check();
    await open(page, 'details.tree-panel');
    if (await open(page, 'details.rule-panel')) {
      await page.locator('.rule-suggestion').first().click();
      await page.locator('.rule-result[data-rule]:not([data-rule=""])').waitFor({ timeout: 30_000 });
    }
    if (await open(page, 'details.outcome-panel')) {
      await page.locator('.outcome-make').click();
      await page.locator('[data-outcomes]').waitFor({ timeout: 60_000 });
    }
    if (await open(page, 'details.practice')) await page.locator('.practice-title').first().waitFor();
    assert.deepEqual(await smallTargets(page, '.playground'), [], 'the panels');
    assert.deepEqual(await axe(page), []);
    const play = page.getByRole('button', { name: /Play from here/ });
    if (await play.count()) {
      await play.first().click();
      await page.locator('section.play:not([hidden]) .play-board').waitFor();
      assert.deepEqual(await smallTargets(page, 'section.play'), [], 'Play');
    }
    await page.close();
  });
}
