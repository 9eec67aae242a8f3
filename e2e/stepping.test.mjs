// Watching the game in the real page: the board of each step, the stepper (buttons, keys, the
// slider, play), `&step=K` links, the table row and DP-grid cell of the step, the rules, and an
// axe scan of it all. The board read back from the DOM must say what `data-position` says.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashIs, launch, verdictIs } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const board = (page) => page.locator('.board[data-position]');
const stepOf = async (page) => Number(await board(page).getAttribute('data-step'));

/** Waits until the board shows step `k`. */
async function atStep(page, k) {
  await page.locator(`.board[data-step="${k}"]`).waitFor({ timeout: 10_000 });
}

/** The position drawn on the board, written in the notation of docs/RULES.md, read from the DOM alone. */
async function drawnPosition(page, game) {
  return board(page).evaluate((el, game) => {
    const cells = [...el.querySelectorAll('li.cell')];
    const text = (cell) => cell.querySelector('.cell-text').textContent;
    if (game === 'ticket') {
      const ticket = cells.map(text).join('');
      const mover = [...el.querySelectorAll('.fact')].find((f) => f.querySelector('dt').textContent === 'To move');
      return mover ? `${ticket} ${mover.querySelector('dd').textContent}` : ticket;
    }
    if (game === 'permutation') return cells.map((c) => (c.classList.contains('role-removed') ? '_' : text(c))).join(' ');
    const suits = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };
    return cells.filter((c) => c.classList.contains('role-call') || c.classList.contains('role-illegal'))
      .map((c) => text(c).replace(' (illegal)', '').replace(/[♣♦♥♠]/u, (s) => suits[s])).join(' ');
  }, game);
}

test('a teacher opens step 3 of a permutation and steps through it with the class', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202&step=3', { width: 1280, height: 700 });
  await verdictIs(page, 'Bob');
  await atStep(page, 3);
  assert.equal(await board(page).getAttribute('data-steps'), '6');
  assert.equal(await board(page).getAttribute('data-position'), '3 _ 5 1 _ _');
  assert.equal(await drawnPosition(page, 'permutation'), '3 _ 5 1 _ _');
  // A link to a step brings the board into view.
  const box = await board(page).boundingBox();
  assert.ok(box.y >= 0 && box.y < 700, `the board is in view (y = ${box.y})`);
  // Every step says who removed which number, and why.
  const seen = [];
  for (let k = 3; k < 6; k++) {
    await page.getByRole('button', { name: /Next/ }).click();
    await atStep(page, k + 1);
    seen.push(await page.locator('.narration').textContent());
    assert.equal(await drawnPosition(page, 'permutation'), await board(page).getAttribute('data-position'));
  }
  assert.match(seen[0], /Bob removes 3 \(position 1\)/);
  assert.match(seen[1], /Alice removes 5 .*only legal move/);
  assert.match(seen[2], /Bob removes 1.*Bob wins/);
  assert.equal(await board(page).getAttribute('data-position'), '_ _ _ _ _ _');
  assert.equal(await page.getByRole('button', { name: /Next/ }).isDisabled(), true, 'nothing after the end');
  await hashIs(page, /&step=6$/);
  await page.getByRole('button', { name: /Previous/ }).click();
  await atStep(page, 5);
  assert.equal(await page.locator('.narration').getAttribute('aria-live'), 'polite');
  await page.close();
});

test('keys, the slider and Play move the stepper; the table row and the DP-grid cell follow', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202');
  await verdictIs(page, 'Bob');
  await atStep(page, 0);
  const play = page.locator('section.table[data-title="Optimal play"]');
  const grid = page.locator('section.table[data-title="DP grid"]');
  // Step 0 is the whole row: the start cell of the grid, top right.
  assert.equal(await grid.locator('td.linked').count(), 1);
  assert.match(await grid.locator('td.linked').textContent(), /^\*/);
  await page.getByRole('button', { name: /Next/ }).focus();
  await page.keyboard.press('ArrowRight');
  await atStep(page, 1);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 2);
  assert.equal(await play.locator('tr.selected th').textContent(), '2', 'the table row of step 2');
  // The frame is drawn by the cells, so the sticky row number (painted over the row) keeps its
  // left edge: an outline on the <tr> was hidden under it.
  const frame = await play.locator('tr.selected th').evaluate((th) => getComputedStyle(th).boxShadow);
  assert.match(frame, /\) 2px 0px 0px 0px inset/, `the selected row number's left frame: ${frame}`);
  // After 6 then 4 the segment holding 1 is positions 3–4: row "3 (5)", column "4 (1)".
  const cell = await grid.locator('td.linked').evaluate((td) => [td.parentElement.querySelector('th').textContent,
    td.closest('table').querySelectorAll('thead th')[td.cellIndex].textContent]);
  assert.deepEqual(cell, ['3 (5)', '4 (1)']);
  assert.equal(await grid.locator('tr.selected, tr.marked').count(), 0, 'one cell, not a row');
  await page.keyboard.press('End');
  await atStep(page, 6);
  assert.equal(await grid.locator('td.linked').count(), 0, 'no state once 1 is removed');
  await page.keyboard.press('Home');
  await atStep(page, 0);
  await page.locator('input[type="range"][aria-label="Step"]').fill('4');
  await atStep(page, 4);
  // Selecting a row of the play table moves the stepper there.
  await play.locator('button.row-select[data-row="0"]').click();
  await atStep(page, 1);
  await hashIs(page, /&step=1$/);
  // Play runs to the end by itself.
  await page.locator('select[aria-label="Speed"]').selectOption({ label: 'Fast' });
  await page.getByRole('button', { name: 'Play the game' }).click();
  await atStep(page, 6);
  assert.equal(await page.getByRole('button', { name: 'Play the game' }).count(), 1, 'Play is offered again at the end');
  await page.close();
});

test('the ticket fills in step by step, and the board matches data-position', async () => {
  const page = await b.open('/#ticket=?054??0?');
  await verdictIs(page, 'Bicarp');
  await atStep(page, 0);
  assert.equal(await board(page).getAttribute('data-position'), '?054??0? Monocarp');
  const positions = [];
  for (let k = 0; k <= 4; k++) {
    if (k > 0) {
      await page.getByRole('button', { name: /Next/ }).click();
      await atStep(page, k);
    }
    const position = await board(page).getAttribute('data-position');
    assert.equal(await drawnPosition(page, 'ticket'), position, `step ${k}`);
    positions.push(position);
  }
  assert.deepEqual(positions, ['?054??0? Monocarp', '9054??0? Bicarp', '90549?0? Monocarp', '9054900? Bicarp', '90549009']);
  assert.match(await page.locator('.narration').textContent(), /Bicarp writes 9 in position 8.*18 = 18, Bicarp wins/);
  // The cell just written is marked by shape, not only colour: it carries the ▼ marker.
  const marker = await page.locator('.board li.role-now').evaluate((li) => getComputedStyle(li, '::before').content);
  assert.equal(marker, '"▼"');
  await page.close();
});

test('the auction opens at its last call and steps back through the diagram', async () => {
  const page = await b.open('/#auction=1C%20P%201NT%20P%203NT%20P%20P%20P&dealer=E');
  await verdictIs(page, 'complete');
  await atStep(page, 8);
  assert.equal(await board(page).getAttribute('data-position'), '1C Pass 1NT Pass 3NT Pass Pass Pass');
  assert.deepEqual(await board(page).locator('.column-head').allTextContents(), ['West', 'North', 'East', 'South']);
  await page.getByRole('button', { name: 'First step' }).click();
  await atStep(page, 0);
  assert.equal(await board(page).getAttribute('data-position'), '');
  assert.match(await page.locator('.narration').textContent(), /East deals and calls first/);
  for (let k = 1; k <= 3; k++) {
    await page.getByRole('button', { name: /Next/ }).click();
    await atStep(page, k);
    assert.equal(await drawnPosition(page, 'auction'), await board(page).getAttribute('data-position'));
  }
  assert.equal(await board(page).getAttribute('data-position'), '1C Pass 1NT');
  const calls = page.locator('section.table[data-title="Calls"]');
  assert.equal(await calls.locator('tr.selected th').textContent(), '3');
  // An illegal call is the last step.
  const illegal = await b.open('/#auction=1C%20X%20P%20XX%20P&step=4');
  await verdictIs(illegal, 'illegal');
  await atStep(illegal, 4);
  assert.equal(await illegal.locator('.board[data-steps="4"]').count(), 1, 'the line stops at the first illegal call');
  assert.match(await illegal.locator('.narration').textContent(), /^Call 4 of 4: West redoubles, which is illegal/);
  await illegal.close();
  await page.close();
});

test('the rules of each game are one click away', async () => {
  const page = await b.open('/#ticket=??');
  await verdictIs(page, 'Bicarp');
  for (const [tab, words] of [['Ticket', /Monocarp first.*equal digit sums/s], ['Auction', /starting with the dealer.*declarer/s],
    ['Permutation', /Alice first.*larger than each of its current neighbours.*Whoever removes 1 wins/s]]) {
    await page.getByRole('button', { name: tab, exact: true }).click();
    const rules = page.locator('details.rules');
    await rules.locator('summary').click();
    assert.match(await rules.textContent(), words);
    assert.equal(await rules.locator('a[href^="https://"]').count(), 1, 'the origin of the problem');
    await rules.locator('summary').click();
  }
  await page.close();
});

test('a long line: exactly one Next and one Previous control, and the pagers do not take their names', async () => {
  // 300 numbers: a play table with a pager, and a line of hundreds of steps.
  const row = Array.from({ length: 300 }, (_, i) => ((i * 7) % 300) + 1).join('%20');
  const page = await b.open(`/#permutation=${row}&step=150`);
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await atStep(page, 150);
  assert.equal(await page.getByRole('button', { name: 'Next' }).count(), 1);
  assert.equal(await page.getByRole('button', { name: 'Previous' }).count(), 1);
  await page.getByRole('button', { name: 'Next' }).click();
  await atStep(page, 151);
  // The play table's window moved to show the row of step 151.
  assert.equal(await page.locator('section.table[data-title="Optimal play"] tr.selected th').textContent(), '151');
  assert.match(await page.locator('section.table[data-title="Optimal play"] .pager-status').textContent(), /rows 101–200/);
  await page.close();
});

test('above 40 numbers the page says why there is no DP grid', async () => {
  const row = Array.from({ length: 41 }, (_, i) => i + 1).join('%20');
  const page = await b.open(`/#permutation=${row}`);
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  assert.equal(await page.locator('section.table[data-title="DP grid"]').count(), 0);
  assert.match(await page.locator('.tables-note').textContent(), /up to 40 numbers: this row has 41/);
  await page.close();
});

test('axe finds nothing serious in the stepper and board of each game, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    for (const path of ['/#ticket=?054??0?&step=2', '/#permutation=3%206%205%201%204%202&step=2', '/#auction=1C%20X%20P%20XX&step=2']) {
      const page = await b.browser.newPage({ colorScheme: scheme });
      await page.goto(b.base + path);
      await atStep(page, 2);
      await page.evaluate(readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8'));
      const violations = await page.evaluate(async () => (await window.axe.run(document.querySelector('section.line'))).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, [], `${scheme} ${path}`);
      assert.ok(await stepOf(page) === 2);
      await page.close();
    }
  }
});
