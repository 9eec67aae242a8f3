// Tables and words that read well at any width: for each game at 375 and 1280 px, light and
// dark, no cell or title is cut off, a table that scrolls sideways says so and keeps its first
// column in view, a blog's 680 px column holds the ticket's ten-column optimal play without
// scrolling, header rows stay in view while a long table scrolls, a pager only when there
// is more than one page, and axe finds nothing serious on the whole page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import { sweep } from './long.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const AXE = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const PAGES = {
  ticket: '/#ticket=?054??0?',
  // An illegal call: the longest notes of the auction.
  auction: '/#auction=1C%20P%201NT%20P%202C%20X%20XX%20P%20P%20P%20P',
  permutation: '/#permutation=7%202%209%204%201%208%203%206%205%2010%2012%2011',
};

async function settled(page) {
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 20_000 });
  await page.locator('section.table').first().waitFor();
  await page.waitForTimeout(200); // the ResizeObserver's first measure
}

/** What a reader would find wrong in the tables, each looked at where a reader sees it (tables
 * out of view are not laid out: content-visibility). */
async function faults() {
  const found = [];
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  for (const section of document.querySelectorAll('section.table')) {
    section.scrollIntoView({ block: 'start' });
    await frame();
    const name = section.dataset.title;
    const title = section.querySelector('.table-title');
    if (title.scrollWidth > title.clientWidth + 1) found.push(`${name}: the title runs off its box`);
    for (const cell of section.querySelectorAll('td, th')) {
      const wraps = getComputedStyle(cell).whiteSpace === 'normal';
      if (!wraps && cell.scrollWidth > cell.clientWidth + 1) found.push(`${name}: "${cell.textContent}" is cut off`);
    }
    const scroller = section.querySelector('.table-scroll');
    const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
    const hint = section.querySelector('.scroll-hint');
    if (scrolls !== !hint.hidden) found.push(`${name}: scrolls sideways ${scrolls}, hint shown ${!hint.hidden}`);
    const rows = section.querySelectorAll('tbody tr').length;
    const pager = section.querySelector('form.pager');
    const status = section.querySelector('.pager-status');
    const onePage = rows > 0 && !pager;
    if (onePage && status) found.push(`${name}: "${status.textContent}" on a table of one page`);
  }
  return found;
}

for (const [game, path] of Object.entries(PAGES)) {
  // make test: the phone in dark and the laptop in light; make test-long: each in both.
  const looks = sweep([[375, 'light'], [375, 'dark'], [1280, 'light'], [1280, 'dark']], [[375, 'dark'], [1280, 'light']]);
  test(`${game}: tables read cleanly at ${looks.map(([width, scheme]) => `${width} px ${scheme}`).join(', ')}, and axe finds nothing serious`, async () => {
    for (const [width, scheme] of looks) {
      const page = await b.browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
      await page.goto(b.base + path);
      await settled(page);
      assert.deepEqual(await page.evaluate(faults), [], `${game} ${width} ${scheme}`);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => (await window.axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, [], `${game} ${width} ${scheme}`);
      await page.close();
    }
  });
}

test('a table too wide for a phone scrolls sideways with its first column in view', async () => {
  const page = await b.browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(b.base + PAGES.auction);
  await settled(page);
  const calls = page.locator('section.table[data-title="Calls"]');
  assert.equal(await calls.getAttribute('data-scrolls'), 'sideways', 'nine columns do not fit in 375 px');
  assert.ok(await calls.locator('.scroll-hint').isVisible());
  const moved = await calls.locator('.table-scroll').evaluate((box) => {
    box.scrollLeft = 300;
    const number = box.querySelector('tbody th').getBoundingClientRect();
    const second = box.querySelector('tbody td').getBoundingClientRect();
    return { numberLeft: number.left - box.getBoundingClientRect().left, secondLeft: second.left - box.getBoundingClientRect().left, scrolled: box.scrollLeft };
  });
  assert.ok(moved.scrolled > 0);
  assert.ok(Math.abs(moved.numberLeft) <= 2, `the row number stays at the left edge (${moved.numberLeft} px)`);
  assert.ok(moved.secondLeft < 0, 'the other columns moved');
  await page.close();
});

test('in a blog\'s 680 px column the ticket\'s ten-column optimal play fits, its Why in view', async () => {
  const page = await b.browser.newPage({ viewport: { width: 680, height: 800 } });
  await page.goto(b.base + PAGES.ticket);
  await settled(page);
  const play = page.locator('section.table[data-title="Optimal play"]');
  assert.equal(await play.locator('thead th').count(), 10);
  const fit = await play.locator('.table-scroll').evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  assert.ok(fit.scroll <= fit.client, `the columns fit (${fit.scroll} px in ${fit.client} px)`);
  assert.equal(await play.getAttribute('data-scrolls'), null);
  assert.ok(!(await play.locator('.scroll-hint').isVisible()));
  await page.close();
});

test('the header row stays in view while a long table scrolls, and only a long table has a pager', async () => {
  const page = await b.browser.newPage({ viewport: { width: 1280, height: 800 } });
  // 300 '?': the reading table has 300 rows, three pages.
  await page.goto(b.base + `/#ticket=${'?'.repeat(300)}`);
  await settled(page);
  const reading = page.locator('section.table').first();
  assert.equal(await reading.locator('form.pager').count(), 1);
  const gap = await reading.locator('.table-scroll').evaluate((box) => {
    box.scrollTop = 1500;
    return box.querySelector('thead th').getBoundingClientRect().top - box.getBoundingClientRect().top;
  });
  assert.ok(Math.abs(gap) <= 2, `the header is ${gap} px from the top of the scrolled box`);
  await page.close();
});

test('axe finds nothing serious in the other states of the page, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const scan = async (what) => {
      const violations = await page.evaluate(async () => (await window.axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, [], `${scheme}: ${what}`);
    };
    await page.goto(b.base + PAGES.ticket);
    await settled(page);
    await page.evaluate(AXE);
    // Every folded part open: rules, the full argument, examples, practice.
    for (const summary of await page.locator('details > summary').all()) await summary.click();
    await page.locator('.playground:not([data-busy])').waitFor();
    await page.waitForTimeout(500);
    await scan('everything unfolded');
    // Playing against the solver.
    await page.locator('button.play-button').click();
    await page.waitForTimeout(500);
    await scan('playing');
    // An input error, with the last good analysis kept, dimmed.
    await page.locator('textarea').fill('?05x');
    await page.locator('.playground:not([data-busy]) [data-verdict="error"]').waitFor();
    await scan('an input error');
    await page.close();
  }
});
