// Playing against the solver in the real page: moves on the board (a digit pad for the
// ticket), the solver's answers, the hint ladder one rung at a time, a thrown-away win flagged
// with a better move and taken back, the review at the end, and the solver playing itself.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, verdictIs } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const playBoard = (page) => page.locator('.play-board');
const playPosition = (page) => playBoard(page).getAttribute('data-play-position');
async function positionIs(page, text) {
  await page.locator(`.play-board[data-play-position="${text}"]`).waitFor({ timeout: 10_000 });
}

test('a thrown-away win is flagged with a better move, taken back, and the game won', async () => {
  const page = await b.open('/#permutation=2%204%201%203');
  await verdictIs(page, 'Alice');
  await page.getByRole('button', { name: /Play from here/ }).click();
  await positionIs(page, '2 4 1 3');
  // A number that cannot be removed, clicked: the rule it meets, and the board as it was.
  await page.locator('.play-board button[data-cell="0"]').click();
  await page.locator('.play-status', { hasText: 'No move there.' }).waitFor();
  assert.match(await page.locator('.play-status').textContent(), /2 cannot be removed: its neighbour 4 is larger\. A number may be removed only when/);
  assert.equal(await playPosition(page), '2 4 1 3');
  // The ladder opens one rung at a time, and not before it is asked.
  assert.equal(await page.locator('.hint-text').textContent(), '');
  await page.getByRole('button', { name: 'What should I work out?' }).click();
  await page.getByRole('button', { name: 'Is my position won?' }).click();
  // (The rung is the core's, drawn when the hinted view arrives.)
  await page.locator('.hint-text', { hasText: /Yes: Alice can win/ }).waitFor();
  await page.getByRole('button', { name: 'Which moves keep it won?' }).click();
  await page.locator('.play-board li.role-wins').waitFor();
  assert.deepEqual(await page.locator('.play-board li.role-wins .cell-text').allTextContents(), ['3']);
  assert.deepEqual(await page.locator('.play-board li.role-loses .hint-mark').allTextContents(), ['✗'], 'marked by a shape, not by colour alone');
  // Alice throws the win away by removing 4.
  await page.locator('.play-board button[data-cell="1"]').click();
  await positionIs(page, '2 _ 1 3');
  const mistake = page.locator('.mistake');
  await mistake.waitFor();
  assert.match(await mistake.textContent(), /throws the win away.*Removing 3 would have kept the win/s);
  // While the page waits for the learner's choice, nobody is "thinking" (issue 33).
  assert.doesNotMatch(await page.locator('.play-status').textContent(), /thinking/);
  assert.match(await page.locator('.play-status').textContent(), /waits/);
  await mistake.getByRole('button', { name: /Take it back/ }).click();
  await positionIs(page, '2 4 1 3');
  await page.locator('.play-board button[data-cell="3"]').click();
  await positionIs(page, '2 4 1 _');
  // The solver answers for Bob; Alice plays on with the best move, shown by the third rung.
  for (let turn = 0; turn < 6; turn++) {
    await page.waitForFunction(() => /\(you\)|wins\./.test(document.querySelector('.play-status').textContent));
    if (/wins\./.test(await page.locator('.play-status').textContent())) break;
    for (const rung of ['What should I work out?', 'Is my position won?', 'Which moves keep it won?', 'Show the best move']) {
      await page.getByRole('button', { name: rung }).click();
    }
    const before = await playPosition(page);
    await page.locator('.play-board li.best-move button').click();
    await page.waitForFunction((before) => document.querySelector('.play-board').dataset.playPosition !== before, before);
  }
  await page.locator('.review:not([hidden])').waitFor();
  assert.match(await page.locator('.play-status').textContent(), /Alice wins/);
  assert.match(await page.locator('.review').textContent(), /No move changed the result/);
  await page.close();
});

test('the ticket is played on the board: a cell, then a digit from the pad', async () => {
  const page = await b.open('/#ticket=?054??0?&step=1');
  await verdictIs(page, 'Bicarp');
  await page.locator('.board[data-step="1"]').waitFor();
  await page.getByRole('button', { name: /Play from here/ }).click();
  await positionIs(page, '9054??0? Bicarp');
  assert.match(await page.locator('select[aria-label="Who plays"] option').first().textContent(), /You play Bicarp/);
  // A written digit cannot be changed; a tap on a '?' after it clears that message (issue 33).
  await page.locator('.play-board button[data-cell="1"]').click();
  await page.locator('.play-status', { hasText: 'No move there.' }).waitFor();
  await page.locator('.play-board button[data-cell="4"]').click();
  await page.locator('.choice-pad:not([hidden])').waitFor();
  assert.doesNotMatch(await page.locator('.play-status').textContent(), /No move there/);
  assert.equal(await page.locator('.choice-pad button.choice').count(), 10);
  await page.getByRole('button', { name: 'writes 9 in position 5' }).click();
  await positionIs(page, '90549?0? Monocarp');
  // The solver answers for Monocarp; Bicarp's reply keeps B at 0 and wins in the end.
  await page.waitForFunction(() => document.querySelector('.play-board').dataset.playPosition.endsWith('Bicarp'));
  const position = await playPosition(page);
  assert.match(position, /^9054[0-9?]{4} Bicarp$/);
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await positionIs(page, '9054??0? Bicarp');
  await page.close();
});

test('watch the solver play itself to the end', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202');
  await verdictIs(page, 'Bob');
  await page.getByRole('button', { name: /Play from here/ }).click();
  await positionIs(page, '3 6 5 1 4 2');
  await page.locator('select[aria-label="Who plays"]').selectOption('none');
  await page.locator('.review:not([hidden])').waitFor({ timeout: 20_000 });
  assert.match(await page.locator('.play-status').textContent(), /Bob wins/);
  await page.getByRole('button', { name: 'Stop playing' }).click();
  assert.equal(await page.locator('.watch').isVisible(), true, 'back to watching');
  await page.close();
});

test('a game played from a later position says where it starts, and its strip counts no move before the first', async () => {
  // Issue 33: "Monocarp wins" (the input's verdict) stood over a Play board where Bicarp was to
  // move and winning, with a strip reading "move 0 of 0".
  const page = await b.open('/#ticket=?0?9&play=90%3F9%20Bicarp');
  await verdictIs(page, 'Monocarp');
  await positionIs(page, '90?9 Bicarp');
  const from = await page.locator('section.play .play-from').textContent();
  assert.match(from, /starts from 90\?9 Bicarp; the verdict above is for the input/);
  // The strip says who is winning: it waits for the hint ladder's first rung (issue 47).
  const caption = page.locator('section.play .strip-caption');
  assert.equal(await page.locator('section.play .play-strip').isVisible(), false, 'the strip waits for the first rung');
  await page.locator('section.play').getByRole('button', { name: 'What should I work out?' }).click();
  await page.locator('section.play').getByRole('button', { name: 'Is my position won?' }).click();
  await caption.filter({ hasText: /winning/ }).waitFor();
  assert.match(await caption.textContent(), /before the first move/);
  assert.doesNotMatch(await caption.textContent(), /move 0 of 0/);
  await page.close();
});

test('a move on several cells is drawn on each: every cell it touches is marked just played, or outlined as a hint\'s', async () => {
  // A synthetic board of three heaps (no game has such a move yet): the move took from heaps 1
  // and 3 at once (`cells: [0, 2]`), the core having marked the first (`now`) as it is told one.
  const page = await b.open('/#nim=3%205%207');
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  const marked = await page.evaluate(async () => {
    const { cellsOf, markCells, renderBoard } = await import('./shared/board.js');
    const cell = (text, label, roles) => ({ text, label, roles, level: null, title: `heap ${label}: ${text}` });
    const board = { caption: 'three heaps', layout: '', facts: [], groups: [{ label: 'Heaps', note: '', columns: [], first: 0, total: 3, place: '', footnotes: [],
      cells: [cell('2', '1', ['now']), cell('5', '2', []), cell('6', '3', [])] }] };
    const root = document.createElement('div');
    document.body.append(root);
    const draw = () => root.replaceChildren(...renderBoard(board, [{ role: 'now', meaning: 'just played', sample: '' }], { onCell: () => {} }));
    const classes = (name) => [...root.querySelectorAll('li[data-place]')].map((li) => li.classList.contains(name));
    const words = () => [...root.querySelectorAll('li[data-place]')].map((li) => li.textContent.includes('(just played)'));
    draw();
    const two = { cell: 0, cells: [0, 2], choice: 1, label: '1+3-1', what: 'takes 1 from heaps 1 and 3', doing: '', wins: true };
    markCells(root, cellsOf(two), 'role-now');
    const now = classes('role-now');
    const said = words();
    draw();
    markCells(root, cellsOf(two), 'best-move');
    const best = classes('best-move');
    draw();
    markCells(root, cellsOf({ cell: 1, choice: 2 }), 'best-move');
    const one = classes('best-move');
    root.remove();
    return { now, said, best, one, none: cellsOf(null) };
  });
  assert.deepEqual(marked.now, [true, false, true], 'both heaps the move touched are just played');
  assert.deepEqual(marked.said, [false, false, true], 'in words on the cell the core did not mark (the core\'s own title says it on the other)');
  assert.deepEqual(marked.best, [true, false, true], 'a hint\'s move is outlined on both');
  assert.deepEqual(marked.one, [false, true, false], 'a move on one cell, as every game\'s today, on its cell alone');
  assert.deepEqual(marked.none, []);
  await page.close();
});
