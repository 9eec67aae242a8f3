// Teaching the reasoning (issue 24), in the real page at 1280 and 375 px: "Show move values"
// marks every legal move on the board with the core's summary; the value strip shows who is
// winning step by step and goes to a step when a column is chosen; the game tree (docs/RULES.md,
// "The game tree") is folded, and every node's data-value is what an exhaustive search that knows
// nothing of the tree says; "label it yourself" names the child that proves a wrong mark wrong;
// a node opens on a board; "Test a rule" (docs/RULES.md, "Test a rule") finds a rule that
// holds, a counterexample to open, and an error to mark.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, verdictIs } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const WIDTHS = [1280, 375];
const board = (page) => page.locator('.board[data-position]');
const valuesSwitch = (page) => page.locator('.values-bar').getByRole('switch', { name: 'Show move values' });

/** The marks on the watch board: { place: text }. */
async function marks(page, scope = board(page)) {
  return scope.evaluate((figure) => Object.fromEntries([...figure.querySelectorAll('li[data-place]')]
    .filter((li) => li.querySelector('.value-badge'))
    .map((li) => [li.dataset.place, li.querySelector('.value-badge [aria-hidden]').textContent])));
}

for (const width of WIDTHS) {
  test(`${width} px: a move-value badge is whole: no box clips it and it names every winning digit`, async () => {
    // Issue 33: under ?0?9's first '?' the badge "✓0,1,2,…,8" overflowed its box and read
    // "2,3,4,5,6,7,8", so a student read "0 and 1 do not win".
    const page = await b.open('/#ticket=?0?9', { width });
    await verdictIs(page, 'Monocarp');
    await valuesSwitch(page).check();
    await board(page).locator('.value-badge').first().waitFor();
    const clipped = await board(page).evaluate((figure) => [...figure.querySelectorAll('.value-badge')].flatMap((badge) => {
      const r = badge.getBoundingClientRect();
      const out = [];
      if (badge.scrollWidth > badge.clientWidth + 1) out.push(`${badge.textContent}: wider than its box`);
      for (let el = badge.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = el.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1) out.push(`${badge.textContent}: clipped by ${el.className || el.tagName}`);
      }
      if (r.left < 0 || r.right > innerWidth) out.push(`${badge.textContent}: off the screen`);
      return out;
    }));
    assert.deepEqual(clipped, []);
    // Every digit the badge names wins, as the core's title says.
    for (const badge of await board(page).locator('.value-badge').all()) {
      const title = await badge.getAttribute('title');
      const text = await badge.locator('[aria-hidden]').textContent();
      if (text.startsWith('✓') && text !== '✓ all') assert.ok(title.includes(text.slice(1).replaceAll(',', ', ')), `${text} / ${title}`);
    }
    await page.close();
  });
}

for (const width of WIDTHS) {
  test(`${width} px: "Show move values" marks every legal move and says who wins and how soon`, async () => {
    const page = await b.open('/#permutation=3%206%205%201%204%202&step=1', { width });
    await verdictIs(page, 'Bob');
    await page.locator('.board[data-step="1"]').waitFor();
    assert.equal(await valuesSwitch(page).isChecked(), false, 'off until asked for');
    assert.equal(await board(page).locator('.value-badge').count(), 0);
    await valuesSwitch(page).check();
    // docs/RULES.md, "Move values and remoteness": 3 _ 5 1 4 2 → win 5, 3:L4 4:W5 5:L4 (places 1, 3, 5).
    await board(page).locator('.value-badge').nth(2).waitFor();
    assert.deepEqual(await marks(page), { 0: 'L4', 2: 'L4', 4: 'W5' });
    assert.equal(await board(page).locator('li[data-place="4"] .value-badge').getAttribute('data-wins'), 'true');
    const summary = page.locator('.values-bar .values-summary');
    assert.match(await summary.textContent(), /Bob to move wins in 5 moves: 1 of the 3 moves wins\..*as fast as possible/);

    // The switch stays on across steps: the next position is marked in turn.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.locator('.board[data-step="2"]').waitFor();
    await page.waitForFunction(() => document.querySelector('.board[data-position]')?.dataset.position === '3 _ 5 1 _ 2'
      && document.querySelectorAll('.board[data-position] .value-badge').length === 3);
    // 3 _ 5 1 _ 2, Alice to move, loses: taking 3 (or 2), Bob takes 2 (or 3), Alice must take 5
    // and Bob takes 1: four moves; taking 5 hands Bob 1 at once: two.
    assert.deepEqual(await marks(page), { 0: 'L4', 2: 'L2', 5: 'L4' });

    // …and across games: the ticket's marks and its clock sentence.
    await page.getByRole('button', { name: 'Ticket', exact: true }).click();
    await page.locator('textarea').fill('?054??0?');
    await verdictIs(page, 'Bicarp');
    assert.equal(await valuesSwitch(page).isChecked(), true);
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.locator('.board[data-step="1"]').waitFor();
    // docs/RULES.md: 9054??0? Bicarp → win 5=9 6=9 8=9.
    await page.waitForFunction(() => document.querySelectorAll('.board[data-position] .value-badge').length === 3);
    assert.deepEqual(await marks(page), { 4: '✓9', 5: '✓9', 7: '✓9' });
    assert.match(await summary.textContent(), /Bicarp to move wins.*3 of the 30 moves win.*one per '\?'/);

    // Play has the same switch, already on, and marks its own board.
    await page.getByRole('button', { name: /Play from here/ }).click();
    const play = page.locator('section.play');
    const playSwitch = play.getByRole('switch', { name: 'Show move values' });
    assert.equal(await playSwitch.isChecked(), true);
    await play.locator('.play-board .value-badge').nth(2).waitFor();
    assert.deepEqual(await marks(page, play.locator('.play-board')), { 4: '✓9', 5: '✓9', 7: '✓9' });
    assert.match(await play.locator('.values-summary').textContent(), /Bicarp to move wins/);
    await playSwitch.uncheck();
    await play.locator('.values-summary[hidden]').waitFor({ state: 'attached' });
    assert.equal(await play.locator('.play-board .value-badge').count(), 0);
    await play.getByRole('button', { name: 'Stop playing' }).click();
    assert.equal(await valuesSwitch(page).isChecked(), false, 'one state for both switches');
    assert.equal(await board(page).locator('.value-badge').count(), 0);
    await page.close();
  });

  test(`${width} px: the value strip shows a column per step, and a column goes to its step`, async () => {
    const page = await b.open('/#permutation=3%206%205%201%204%202', { width });
    await verdictIs(page, 'Bob');
    const columns = page.locator('.line-strip .strip-column');
    await columns.nth(6).waitFor();
    assert.equal(await columns.count(), 7, 'steps 0 to 6');
    const names = await columns.locator('button').evaluateAll((buttons) => buttons.map((x) => x.getAttribute('aria-label')));
    // Bob wins from the start, six moves to the end, one fewer each step (docs/RULES.md's line).
    names.forEach((name, k) => assert.match(name, new RegExp(`^Step ${k}: .*Bob (is winning|has won); ${k === 6 ? 'the game is over' : `${6 - k} moves? to the end`}`), name));
    assert.equal(await columns.locator('button[aria-current="step"]').getAttribute('data-index'), '0');
    await columns.nth(4).locator('button').click();
    await page.locator('.board[data-step="4"]').waitFor();
    await page.locator('.line-strip button[aria-current="step"][data-index="4"]').waitFor();
    assert.match(await page.locator('.line-strip .strip-caption').textContent(), /Bob is winning: step 4 of 6, 2 moves to the end/);

    // A long line: a window of columns around the step shown, never the whole line.
    await page.getByRole('button', { name: 'Ticket', exact: true }).click();
    await page.locator('textarea').fill('?'.repeat(2000));
    await verdictIs(page, 'Bicarp');
    await page.getByRole('button', { name: 'Last step' }).click();
    await page.locator('.board[data-step="2000"]').waitFor();
    await page.locator('.line-strip button[aria-current="step"][data-index="2000"]').waitFor();
    assert.equal(await columns.count(), 31);
    assert.equal(await columns.last().locator('button').getAttribute('data-index'), '2000');

    // In Play: the game so far, and the move that changed the winner flagged.
    await page.getByRole('button', { name: 'Permutation', exact: true }).click();
    await page.locator('textarea').fill('3 6 5 1 4 2');
    await verdictIs(page, 'Bob');
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.locator('.board[data-step="1"]').waitFor();
    await page.getByRole('button', { name: /Play from here/ }).click();
    // Bob, to move at 3 _ 5 1 4 2, wins only by removing 4: removing 3 throws it away.
    await page.locator('.play-board button[data-cell="0"]').click();
    await page.locator('.play .mistake').waitFor();
    const played = page.locator('.play-strip .strip-column');
    await played.nth(1).waitFor();
    assert.equal(await played.count(), 2);
    assert.deepEqual(await played.evaluateAll((cols) => cols.map((c) => c.classList.contains('changed'))), [false, true]);
    assert.match(await played.nth(1).getAttribute('title'), /^Move 1: Alice to move, Alice is winning.*A mistake: the move before it handed the win to Alice/);
    await page.close();
  });
}

/**
 * Each position's value as `verdict moves` answers it (the fast solver) and as the core's
 * exhaustive search does (check.rs: no insight of the fast solver, nor of the tree): both
 * written as `verdict moves` writes them, and they must agree. A finished ticket names its
 * mover; a row with 1 gone is lost for the player to move by the rules themselves.
 */
async function exhaustiveValues(page, game, positions) {
  const answers = await page.evaluate(async ([game, positions]) => {
    const core = await import('/pkg/verdict_playground.js');
    await core.default();
    return positions.map((position) => {
      if (game === 'permutation' && !/(^|[\s,])1([\s,]|$)/.test(position)) return ['lose', 'lose'];
      const { report } = core.check(game, undefined, position, 0);
      return [report.fast.split('\t')[0], report.exhaustive.split('\t')[0]];
    });
  }, [game, positions]);
  return answers.map(([fast, exhaustive], i) => {
    assert.equal(fast, exhaustive, `verdict moves and the exhaustive search on ${positions[i]}`);
    return exhaustive;
  });
}

/** Every node of the tree: position, value, and its parent's position (for a finished ticket's mover). */
async function treeNodes(page) {
  return page.locator('[data-tree]').evaluate((tree) => [...tree.querySelectorAll('[data-node]')].map((node) => ({
    position: node.dataset.position,
    value: node.dataset.value,
    parent: node.parentElement.closest('[data-node]')?.dataset.position ?? null,
    children: [...node.querySelectorAll('[data-node]')].filter((child) => child.parentElement.closest('[data-node]') === node).map((child) => child.dataset.position),
  })));
}

const otherPlayer = { Monocarp: 'Bicarp', Bicarp: 'Monocarp' };

for (const width of WIDTHS) {
  test(`${width} px: the game tree is folded, and every node's value is the exhaustive search's`, async () => {
    for (const [path, game, size, root] of [
      ['/#permutation=3%206%205%201%204%202&step=1', 'permutation', 58, '3 _ 5 1 4 2'],
      ['/#ticket=?054??0?&step=2', 'ticket', 221, '90549?0? Monocarp'],
    ]) {
      const page = await b.open(path, { width });
      await page.locator(`.board[data-position="${root}"]`).waitFor();
      const panel = page.locator('details.tree-panel');
      assert.equal(await panel.evaluate((d) => d.open), false, 'folded by default');
      assert.equal(await page.locator('[data-tree]').count(), 0, 'not built until opened');
      await panel.locator('summary').first().click();
      await page.locator('[data-tree] [data-node]').first().waitFor();
      const nodes = await treeNodes(page);
      assert.equal(nodes.length, size);
      assert.equal(nodes[0].position, root);
      assert.ok(await page.locator('[data-tree] details[data-node]').count() > 0, 'nodes with moves after them fold');
      const asked = nodes.map((node) => (game === 'ticket' && !node.position.includes(' ')
        ? `${node.position} ${otherPlayer[node.parent.split(' ')[1]]}` : node.position));
      const truth = await exhaustiveValues(page, game, asked);
      nodes.forEach((node, i) => assert.equal(node.value, truth[i], `${asked[i]}`));
      await page.close();
    }
  });

  test(`${width} px: label it yourself names the child that proves a wrong mark wrong`, async () => {
    // A won position marked lost: the proof is a move to a position lost for the opponent.
    const row = await b.open('/#permutation=3%206%205%201%204%202&step=1', { width });
    await row.locator('.board[data-position="3 _ 5 1 4 2"]').waitFor();
    await row.locator('details.tree-panel > summary').click();
    await row.getByRole('radio', { name: 'Label it yourself' }).check();
    const root = row.locator('[data-tree] > [data-node]');
    await root.locator(':scope > .node-tools .mark-lose').click();
    const feedback = row.locator('.tree-feedback');
    assert.match(await feedback.textContent(), /^Not so: 3 _ 5 1 4 2 is won for Bob: Bob removes 4, which reaches 3 _ 5 1 _ 2, where Alice to move loses\./);
    // The child named is lost for Alice (by the exhaustive search: an unlabelled node carries no
    // data-value, the answer a student is labelling).
    const nodes = await treeNodes(row);
    const child = nodes.find((n) => n.position === '3 _ 5 1 _ 2' && n.parent === '3 _ 5 1 4 2');
    assert.equal(child.value, undefined, 'no value on an unlabelled node');
    assert.deepEqual(await exhaustiveValues(row, 'permutation', [child.position]), ['lose']);
    assert.match(await root.getAttribute('class'), /marked-wrong/);
    // The right mark is taken, labels the node and counts.
    await root.locator(':scope > .node-tools .mark-win').click();
    assert.match(await feedback.textContent(), /^Right: 3 _ 5 1 4 2 is won for Bob\./);
    assert.match(await row.locator('.tree-score').textContent(), /^1 of \d+ positions labelled right; 1 wrong mark so far\./);
    await row.close();

    // A lost position marked won: every move hands the opponent a win; one is named.
    const ticket = await b.open('/#ticket=?054??0?&step=2', { width });
    await ticket.locator('.board[data-position="90549?0? Monocarp"]').waitFor();
    await ticket.locator('details.tree-panel > summary').click();
    await ticket.getByRole('radio', { name: 'Label it yourself' }).check();
    await ticket.locator('[data-tree] > [data-node] > .node-tools .mark-win').click();
    const said = await ticket.locator('.tree-feedback').textContent();
    const named = said.match(/reaches (\S+ \S+), where Bicarp to move wins\./);
    assert.ok(named, said);
    assert.match(said, /^Not so: 90549\?0\? Monocarp is lost for Monocarp: every one of its 20 moves leaves the opponent a winning position\./);
    const children = (await treeNodes(ticket))[0].children;
    assert.ok(children.includes(named[1]), `${named[1]} is a child of the root`);
    const [truth] = await exhaustiveValues(ticket, 'ticket', [named[1]]);
    assert.equal(truth, 'win', 'the named child is won for the opponent');
    // "Show that move in the tree" brings the named child into view.
    await ticket.getByRole('button', { name: 'Show that move in the tree' }).click();
    assert.equal(await ticket.evaluate(() => document.activeElement.closest('[data-node]').dataset.position), named[1]);
    await ticket.close();
  });

  test(`${width} px: backward induction labels the ends first, and a node opens on a board`, async () => {
    const page = await b.open('/#permutation=3%206%205%201%204%202&step=1', { width });
    await page.locator('.board[data-position="3 _ 5 1 4 2"]').waitFor();
    await page.locator('details.tree-panel > summary').click();
    await page.locator('[data-tree] [data-node]').first().waitFor();
    const nodes = page.locator('[data-tree] [data-node]');
    const total = await nodes.count();
    assert.equal(await page.locator('[data-tree] .unlabelled').count(), 0, 'opens with every position labelled');
    await page.getByRole('button', { name: 'Induction: none labelled' }).click();
    assert.equal(await page.locator('[data-tree] .unlabelled').count(), total);
    await page.getByRole('button', { name: 'Induction: label one more position' }).click();
    const first = page.locator('[data-tree] .induction-now');
    assert.equal(await first.evaluate((node) => node.querySelector('[data-node]') === null), true, 'a finished game first');
    assert.match(await page.locator('.tree-because').textContent(), /^Step 1: .*1 has been removed/);
    await page.getByRole('button', { name: 'Induction: all labelled' }).click();
    assert.match(await page.locator('.tree-because').textContent(), /^All labelled\. Last: 3 _ 5 1 4 2: Bob wins in 5\. Won: Bob removes 4/);

    // A node's position shows it on a board, and the way back returns to it.
    const target = page.locator('[data-tree] [data-node][data-position="3 _ 5 1 _ 2"]').first();
    await target.locator(':scope > summary').click();
    await target.locator(':scope > .node-tools').getByRole('button', { name: /Show on board/ }).click();
    const side = page.locator('.tree-side');
    await side.locator('.board li[data-place]').first().waitFor();
    assert.match(await side.locator('.tree-board-caption').textContent(), /^3 _ 5 1 _ 2 \(after Bob removes 4\)/);
    const present = await side.locator('.board li.cell:not(.role-removed)').evaluateAll((cells) => cells.map((c) => c.querySelector('.cell-text').textContent).join(' '));
    assert.equal(present, '3 5 1 2');
    assert.equal(await side.locator('.board li.cell.role-removed').count(), 2);
    await side.getByRole('button', { name: /Back to it in the tree/ }).click();
    assert.equal(await page.evaluate(() => document.activeElement.closest('[data-node]')?.dataset.position), '3 _ 5 1 _ 2');

    await page.close();

    // Too large a position (4 '?' left): the core's message, and no tree.
    const large = await b.open('/#ticket=?054??0?', { width });
    await large.locator('.board[data-position="?054??0? Monocarp"]').waitFor();
    await large.locator('details.tree-panel > summary').click();
    await large.locator('.tree-message', { hasText: /more than 2000 positions, too many to read/ }).waitFor();
    assert.equal(await large.locator('[data-tree]').count(), 0);
    await large.close();
  });

  test(`${width} px: "Test a rule" finds a rule that holds, a counterexample to open, and an error in place`, async () => {
    const page = await b.open('/#ticket=?054??0?', { width });
    await verdictIs(page, 'Bicarp');
    await page.locator('details.rule-panel > summary').click();
    const rule = page.getByRole('textbox', { name: /rule/ });
    const testButton = page.getByRole('button', { name: /Test.*rule/ });
    const result = page.locator('[data-rule]');
    const outcome = async () => {
      await page.locator('[data-rule]:not([data-rule=""])').waitFor({ timeout: 30_000 });
      return result.getAttribute('data-rule');
    };

    await rule.fill('2 * (L - R) == 9 * (qR - qL)');
    await testButton.click();
    assert.equal(await outcome(), 'holds');
    assert.equal(await result.getAttribute('data-checked'), '216145204');
    // No result prints a missing part as the word "null" (issue 33: it did under every result).
    const noNull = async () => assert.doesNotMatch(await result.textContent(), /\bnull\b|\bundefined\b/);
    await noNull();

    await rule.fill('L == R');
    await testButton.click();
    assert.equal(await outcome(), 'counterexample');
    assert.equal(await result.getAttribute('data-position'), '0? Monocarp');
    assert.match(await result.textContent(), /The rule says Bicarp wins; with best play Monocarp wins\. Here L = 0, R = 0, qL = 0, qR = 1/);
    await noNull();
    await result.locator('.board li[data-place="1"]').waitFor();
    assert.equal(await result.getByRole('link').getAttribute('href'), '#ticket=0?');
    await result.getByRole('button', { name: 'Open it in the playground' }).click();
    await verdictIs(page, 'Monocarp');
    assert.equal(await page.locator('textarea').inputValue(), '0?');
    await page.locator('.board[data-position="0? Monocarp"]').waitFor();

    await rule.fill('zz == 1');
    await testButton.click();
    assert.equal(await outcome(), 'error');
    assert.equal(await rule.getAttribute('aria-invalid'), 'true');
    const fieldError = page.locator(`#${await rule.getAttribute('aria-describedby')}`);
    assert.match(await fieldError.textContent(), /unknown name zz/);
    assert.equal(await fieldError.locator('mark').textContent(), 'zz');
    await noNull();
    await rule.fill('L == R');
    assert.equal(await rule.getAttribute('aria-invalid'), null, 'typing clears the mark');

    // A suggested rule fills the fields, is tested, and its note follows its result.
    await page.getByRole('button', { name: 'L == R && qL == qR' }).click();
    assert.equal(await outcome(), 'counterexample');
    assert.equal(await rule.inputValue(), 'L == R && qL == qR');
    assert.match(await result.locator('.rule-note').textContent(), /What it shows: /);

    // The permutation's rules, and playing a counterexample.
    await page.getByRole('button', { name: 'Permutation', exact: true }).click();
    await page.locator('textarea').fill('3 6 5 1 4 2');
    await verdictIs(page, 'Bob');
    assert.match(await page.locator('.rule-label').first().textContent(), /Alice wins when/);
    await rule.fill('n % 2 == 1');
    await testButton.click();
    assert.equal(await outcome(), 'counterexample');
    const start = await result.getAttribute('data-position');
    await result.getByRole('button', { name: /Play it/ }).click();
    await page.locator(`.board[data-position="${start}"]`).waitFor({ state: 'attached' });
    await page.locator('section.play:not([hidden])').waitFor();
    assert.equal(await page.locator('.play-board').getAttribute('data-play-position'), start);
    await page.close();
  });
}

test('Stop interrupts a rule test, and the playground goes on at the same step', async () => {
  const page = await b.open('/#ticket=?054??0?&step=2');
  await page.locator('.board[data-step="2"]').waitFor();
  await page.locator('details.rule-panel > summary').click();
  await page.getByRole('textbox', { name: /rule/ }).fill('2 * (L - R) == 9 * (qR - qL)');
  // Both clicks in one task: the test is in the worker when Stop replaces it (Stop shows itself
  // only for a slow test, which this is not).
  await page.evaluate(() => {
    document.querySelector('.rule-test').click();
    [...document.querySelectorAll('.rule-actions button')].find((x) => /Stop/.test(x.textContent)).click();
  });
  await page.locator('.rule-result', { hasText: /^Stopped: the test was interrupted/ }).waitFor();
  assert.equal(await page.locator('.rule-result').getAttribute('data-rule'), '');
  await verdictIs(page, 'Bicarp');
  await page.locator('.board[data-step="2"]').waitFor();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.locator('.board[data-step="3"]').waitFor();
  // The new worker answers tests again.
  await page.getByRole('button', { name: /Test.*rule/ }).click();
  await page.locator('[data-rule="holds"]').waitFor();
  await page.close();
});

test('axe finds nothing serious in the switch, the strip, the tree and the rule tester, light and dark', async () => {
  // Colours do not change with the width: each scheme once, at one of the two widths.
  for (const [scheme, width] of [['light', 375], ['dark', 1280]]) {
    const page = await b.browser.newPage({ colorScheme: scheme, viewport: { width, height: 900 } });
    await page.goto(`${b.base}/#ticket=?054??0?&step=2`);
    await page.locator('.board[data-position="90549?0? Monocarp"]').waitFor();
    await valuesSwitch(page).check();
    await page.locator('.board[data-position] .value-badge').first().waitFor();
    await page.locator('details.tree-panel > summary').click();
    await page.getByRole('radio', { name: 'Label it yourself' }).check();
    await page.locator('[data-tree] > [data-node] > .node-tools .mark-win').click();
    await page.locator('[data-tree] > [data-node] > .node-children > [data-node] > summary').first().click();
    await page.locator('[data-tree] [data-node].leaf .node-board').first().click();
    await page.locator('.tree-side .board li.cell').first().waitFor();
    await page.locator('details.rule-panel > summary').click();
    await page.getByRole('textbox', { name: /rule/ }).fill('L == R');
    await page.getByRole('button', { name: /Test.*rule/ }).click();
    await page.locator('[data-rule="counterexample"] .board li.cell').first().waitFor();
    await page.evaluate(readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8'));
    const violations = await page.evaluate(async () => {
      const found = [];
      for (const part of [document.querySelector('section.line'), document.querySelector('.rule-panel')]) {
        found.push(...(await window.axe.run(part)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
      }
      return found;
    });
    assert.deepEqual(violations, [], `${scheme} ${width}`);
    await page.close();
  }
});
