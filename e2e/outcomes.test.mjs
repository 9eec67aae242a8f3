// Outcome tables on the page (docs/RULES.md, "Outcome tables"): a control named for the outcome
// table and two menus of the rule tester's names; one element carrying data-outcomes ("x y"),
// each cell carrying data-x, data-y, data-total and data-first-wins, exactly the core's; a cell
// opens its positions on boards; a rule drawn over the table marks the cells where it is wrong;
// at 375 px every cell is a 44 px target and the permutation's seven-class table needs no
// sideways scroll; axe finds nothing serious.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, startBlog, verdictIs } from './browser.mjs';
import { outcome_table as outcomeTable } from './core.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

/** The cells the page shows, as the core's fields. */
const shownCells = (page) => page.locator('[data-outcomes] td[data-x]').evaluateAll((cells) => cells.map((td) => ({
  x: Number(td.dataset.x), y: Number(td.dataset.y), total: Number(td.dataset.total), first_wins: Number(td.dataset.firstWins),
})));

for (const width of [1280, 375]) {
  test(`${width} px: the outcome table is the core's, cell by cell, and a cell opens its positions`, async () => {
    for (const [path, game, verdict] of [['/#permutation=3%206%205%201%204%202', 'permutation', 'Bob'], ['/#ticket=?054??0?', 'ticket', 'Bicarp']]) {
      const page = await b.open(path, { width });
      await verdictIs(page, verdict);
      await page.locator('details.outcome-panel > summary').click();
      const make = page.getByRole('button', { name: /outcome table/ });
      const columns = page.getByRole('combobox', { name: 'Columns' });
      const rows = page.getByRole('combobox', { name: 'Rows' });
      const [x, y] = [await columns.inputValue(), await rows.inputValue()];
      await make.click();
      const table = page.locator(`[data-outcomes="${x} ${y}"]`);
      await table.waitFor({ timeout: 30_000 });
      const truth = outcomeTable(game, undefined, x, y, '', 1).report;
      assert.deepEqual(await shownCells(page), truth.cells.map(({ x, y, total, first_wins }) => ({ x, y, total, first_wins })), `${game}: ${x} × ${y}`);
      assert.equal(truth.decides, false, 'the first suggested table does not decide');
      // The last suggestion decides: no cell mixed.
      await page.locator('.outcome-suggestion').last().click();
      const last = outcomeTable(game, undefined, ...(await page.locator('.outcome-suggestion').last().textContent()).split(' × '), '', 1).report;
      await page.locator(`[data-outcomes="${last.x} ${last.y}"]`).waitFor({ timeout: 30_000 });
      assert.equal(last.decides, true);
      assert.equal(await page.locator('.outcome-cell.mixed').count(), 0);
      // A cell opens its positions, each on a board, with who wins it.
      const first = page.locator('[data-outcomes] td[data-x] button').first();
      await first.click();
      await page.locator('.outcome-example .board li').first().waitFor();
      const shown = await page.locator('.outcome-example code').allTextContents();
      assert.deepEqual(shown, last.cells[0].examples.map((e) => e.position));
      if (width === 375) {
        const sizes = await page.locator('[data-outcomes] .outcome-cell').evaluateAll((buttons) => buttons.slice(0, 30).map((el) => {
          const box = el.getBoundingClientRect();
          return [box.width, box.height];
        }));
        assert.ok(sizes.every(([w, h]) => w >= 44 && h >= 44), `cells are 44 px targets: ${JSON.stringify(sizes.slice(0, 3))}`);
        if (game === 'permutation') {
          // The seven classes by seven: 44 px targets and still no sideways scroll in a phone's column.
          const { scroll, client } = await page.locator('.outcome-scroll').evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
          assert.ok(scroll <= client, `the class table fits: ${scroll} px of content in ${client} px`);
        }
      }
      await page.close();
    }
  });
}

test('in a phone\'s blog post (a 343 px column) the component\'s seven-class table needs no sideways scroll, its cells 44 px', async () => {
  const blog = await startBlog();
  try {
    blog.pages.set('/post', `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0 auto;padding:0 16px">
      <script type="module" src="${b.base}/min/verdict-playground.js"></script>
      <verdict-playground game="permutation" input="3 6 5 1 4 2" style="display:block"></verdict-playground></body>`);
    const page = await b.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${blog.base}/post`);
    await verdictIs(page, 'Bob');
    await page.locator('details.outcome-panel > summary').click();
    await page.locator('.outcome-suggestion').last().click();
    await page.locator('[data-outcomes] td').first().waitFor({ timeout: 30_000 });
    const { scroll, client, cell } = await page.locator('.outcome-scroll').evaluate((box) => ({
      scroll: box.scrollWidth, client: box.clientWidth, cell: box.querySelector('.outcome-cell').getBoundingClientRect().width }));
    assert.ok(client <= 343 && scroll <= client, `the class table fits: ${scroll} px of content in ${client} px`);
    assert.ok(cell >= 44, `a cell is ${cell} px`);
    await page.close();
  } finally {
    await blog.close();
  }
});

test('a rule drawn over the table marks the cells where it names the wrong winner; a rule that does not read is marked in its field', async () => {
  const page = await b.open('/#ticket=?054??0?');
  await verdictIs(page, 'Bicarp');
  await page.locator('details.outcome-panel > summary').click();
  await page.getByRole('combobox', { name: 'Columns' }).selectOption('d');
  await page.getByRole('combobox', { name: 'Rows' }).selectOption('e');
  const ruleField = page.getByRole('textbox', { name: /Draw a rule/ });
  await ruleField.fill('L == R');
  await page.getByRole('button', { name: /outcome table/ }).click();
  await page.locator('[data-outcomes="d e"]').waitFor({ timeout: 30_000 });
  const truth = outcomeTable('ticket', undefined, 'd', 'e', 'L == R', 1).report;
  assert.equal(await page.locator('.outcome-cell.wrong').count(), truth.rule.wrong_cells);
  assert.ok(truth.rule.wrong_cells > 0);
  assert.match(await page.locator('.outcome-summary').textContent(), /names the wrong winner/);
  await ruleField.fill('L == ');
  await page.getByRole('button', { name: /outcome table/ }).click();
  await page.locator('#' + (await ruleField.getAttribute('aria-describedby'))).getByText(/expected a number or a name/).waitFor();
  assert.equal(await ruleField.getAttribute('aria-invalid'), 'true');
  // axe on the panel with a table in it.
  await ruleField.fill('');
  await page.getByRole('button', { name: /outcome table/ }).click();
  await page.locator('[data-outcomes="d e"]').waitFor({ timeout: 30_000 });
  await page.evaluate(readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8'));
  const found = await page.evaluate(async () => (await window.axe.run(document.querySelector('.outcome-panel'))).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`));
  assert.deepEqual(found, []);
  await page.close();
});

test('#nim=4&take=1,2,3: the rule verdict and the table are the subtraction game\'s, as the page\'s verdict is, and a new take set is asked again', async () => {
  const take = { take: '1,2,3' };
  const page = await b.open('/#nim=4&take=1,2,3');
  // A heap of 4 under take 1,2,3 is lost: whatever Alice takes, Bob takes the rest.
  await verdictIs(page, 'Bob');
  // "Test a rule": Bouton's rule is Nim's, and fails here on the heap the page shows.
  await page.locator('details.rule-panel > summary').click();
  await page.locator('.rule-game').getByText('Nim with take 1,2,3').waitFor();
  const rule = page.getByRole('textbox', { name: /Your rule/ });
  const scope = page.getByRole('textbox', { name: /Only for positions where/ });
  const testButton = page.getByRole('button', { name: /Test the rule/ });
  const result = page.locator('.rule-result');
  await rule.fill('x != 0');
  await testButton.click();
  await page.locator('.rule-result[data-rule="counterexample"]').waitFor({ timeout: 30_000 });
  assert.equal(await result.getAttribute('data-position'), '4 Alice take 1,2,3');
  assert.match(await result.textContent(), /with best play Bob wins/);
  // The page's own verdict: Bob wins the one heap of 4, so a rule saying Bob there holds.
  await rule.fill('1 == 0');
  await scope.fill('k == 1 && h1 == 4');
  await testButton.click();
  await page.locator('.rule-result[data-rule="holds"]').waitFor({ timeout: 30_000 });
  assert.equal(await result.getAttribute('data-checked'), '1');
  // The outcome table by h1 and h2: the cell of the one heap of 4 is the verdict's, and every
  // cell is the core's for the game with its take set (Alice's wins for h1 = 1 … 4 in the
  // sequence table: 432, 354, 284, 225, by a plain search in crates/nim/tests/it/take_sets.rs).
  await page.locator('details.outcome-panel > summary').click();
  await page.getByRole('combobox', { name: 'Columns' }).selectOption('h1');
  await page.getByRole('combobox', { name: 'Rows' }).selectOption('h2');
  await page.getByRole('button', { name: /outcome table/ }).click();
  const table = page.locator('[data-outcomes="h1 h2"]');
  await table.waitFor({ timeout: 30_000 });
  assert.equal(await table.getAttribute('data-game'), 'Nim with take 1,2,3');
  assert.match(await table.locator('caption').textContent(), /^Nim with take 1,2,3: who wins/);
  const truth = outcomeTable('nim', take, 'h1', 'h2', '', 1).report;
  assert.deepEqual(await shownCells(page), truth.cells.map(({ x, y, total, first_wins }) => ({ x, y, total, first_wins })));
  const four = table.locator('td[data-x="4"][data-y="0"]');
  assert.deepEqual([await four.getAttribute('data-total'), await four.getAttribute('data-first-wins')], ['1', '0'], 'one start, Bob\'s');
  const byFirst = outcomeTable('nim', take, 'h1', '', '', 1).report;
  assert.deepEqual(byFirst.cells.slice(0, 4).map((c) => c.first_wins), [432, 354, 284, 225]);
  // Plain Nim, from the menu: the verdict, the rule space and the table follow.
  await page.locator('select[aria-label="A move takes"]').selectOption('any');
  await verdictIs(page, 'Alice');
  await page.locator('.rule-game').getByText(/^The game: Nim\.\s*$/).waitFor();
  await testButton.click();
  await page.locator('.rule-result[data-rule="counterexample"]').waitFor({ timeout: 30_000 });
  assert.equal(await result.getAttribute('data-position'), '4 Alice', 'in Nim, Alice takes the heap of 4');
  await page.getByRole('button', { name: /outcome table/ }).click();
  await page.locator('[data-outcomes="h1 h2"][data-game="Nim"]').waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('[data-outcomes] td[data-x="4"][data-y="0"]').getAttribute('data-first-wins'), '1');
  await page.close();
});
