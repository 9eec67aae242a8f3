// Nim in the real page, through the seam alone: the heaps drawn one cell each, the nim-sum and
// each heap in binary under a switch that stays as the reader set it from step to step, the
// take setting as a menu, a fragment parameter and an input's own clause, Play by a heap and a
// take from the pad (the heaps read back against `data-play-position`), move values, the game
// tree against the core's exhaustive search, and axe with 44 px targets at 375 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashIs, launch, verdictIs } from './browser.mjs';
import { initSync, position_view } from '../pkg/verdict_playground.js';

initSync({ module: readFileSync(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url)) });

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const board = (page) => page.locator('section.line .board[data-position]');
const heaps = (locator) => locator.locator('.cells .cell-text').allTextContents();
const binarySwitch = (page) => page.locator('.watch').getByRole('switch', { name: /nim-sum in binary/ });

test('3 5 7: the heaps, the nim-sum in binary under its switch, kept open step by step', async () => {
  const page = await b.open('/#nim=3%205%207');
  assert.equal(await verdictIs(page, 'Alice'), 'Alice wins');
  assert.equal(await board(page).getAttribute('data-position'), '3 5 7 Alice');
  assert.deepEqual(await heaps(board(page)), ['3', '5', '7']);
  // The nim-sum says who wins: it is shown only when asked for.
  const working = page.locator('section.line .working');
  assert.equal(await working.isVisible(), false);
  await binarySwitch(page).check();
  const rows = async () => (await working.locator('tbody tr').all()).map((row) => row.locator('th, td').allTextContents());
  assert.deepEqual(await Promise.all(await rows()), [['1', '3', '0', '1', '1'], ['2', '5', '1', '0', '1'], ['3', '7', '1', '1', '1'], ['Nim-sum', '1', '0', '0', '1']]);
  assert.deepEqual(await working.locator('thead th').allTextContents(), ['Heap', 'Counters', '4', '2', '1']);
  // Next: Alice makes the nim-sum 0 and says so; the switch is still on.
  await page.locator('section.line .stepper').getByRole('button', { name: /Next/ }).first().click();
  await page.locator('section.line .board[data-step="1"]').waitFor();
  assert.equal(await board(page).getAttribute('data-position'), '2 5 7 Bob');
  assert.match(await page.locator('.narration').textContent(), /Alice takes 1 from heap 1 \(3 → 2\)\. Now the nim-sum of 2, 5 and 7 is 0/);
  assert.equal(await binarySwitch(page).isChecked(), true);
  assert.equal(await working.locator('tbody tr.working-total td').first().textContent(), '0');
  await page.close();
});

test('the take setting: a menu, a link parameter, and the input\'s own clause', async () => {
  const page = await b.open('/#nim=8&take=1,2,3');
  await verdictIs(page, 'Bob');
  const menu = page.locator('select[aria-label="A move takes"]');
  assert.equal(await menu.inputValue(), '1,2,3');
  await menu.selectOption('1,2');
  await verdictIs(page, 'Alice');
  await hashIs(page, /&take=1,2/);
  // A take set the menu does not list is shown as given, not as the default (8 is worth 0
  // under {2, 5}: 0 0 1 1 0 2 1 0 0).
  await page.goto(`${b.base}/#nim=8&take=2,5`);
  await verdictIs(page, 'Bob');
  assert.equal(await menu.inputValue(), '2,5');
  // The input's own clause wins, and the menu says so.
  await page.locator('textarea').fill('8 take 1,2,3');
  await verdictIs(page, 'Bob');
  assert.equal(await menu.isDisabled(), true);
  assert.match(await page.locator('.setting').filter({ has: menu }).textContent(), /set by the input/);
  await page.locator('textarea').fill('8 take 1,x');
  await verdictIs(page, 'error');
  assert.equal(await page.locator('.input-error mark').textContent(), '1,x');
  await page.close();
});

test('Play: a heap, then a take from the pad; the solver answers at nim-sum 0', async () => {
  const page = await b.open('/#nim=3%205%207');
  await verdictIs(page, 'Alice');
  await page.getByRole('button', { name: /Play from here/ }).click();
  const play = page.locator('.play-board');
  await page.locator('.play-board[data-play-position="3 5 7 Alice"]').waitFor();
  await play.locator('button[data-cell="2"]').click();
  const pad = page.locator('.play .choice-pad:not([hidden])');
  await pad.waitFor();
  assert.deepEqual(await pad.locator('button.choice').allTextContents(), ['3-1', '3-2', '3-3', '3-4', '3-5', '3-6', '3-7']);
  await pad.getByRole('button', { name: 'takes 1 from heap 3' }).click();
  // Bob, the solver, faces nim-sum 0 and moves; Alice is to move again.
  await page.waitForFunction(() => /Alice$/.test(document.querySelector('.play-board').dataset.playPosition)
    && document.querySelector('.play-board').dataset.playPosition !== '3 5 7 Alice');
  const reached = await play.getAttribute('data-play-position');
  assert.match(reached, /^\d+ \d+ \d+ Alice$/);
  // The board drawn is the position: each heap's text, read back.
  assert.deepEqual(await heaps(play), reached.split(' ').slice(0, 3));
  const view = position_view('nim', reached);
  assert.equal(view.mover_wins, true, 'Alice, who played the winning move, is still winning');
  // An empty heap says why it offers nothing.
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.close();
});

test('move values mark each heap, and the tree of 1 2 3 agrees with the exhaustive search', async () => {
  const page = await b.open('/#nim=1%202%203');
  await verdictIs(page, 'Bob');
  await page.locator('.values-bar').getByRole('switch', { name: 'Show move values' }).check();
  await page.locator('section.line .board .value-badge').first().waitFor();
  assert.deepEqual(await page.locator('section.line .board .value-badge > span[aria-hidden]').allTextContents(), ['✗', '✗', '✗']);
  await page.locator('details.tree-panel > summary').click();
  await page.locator('[data-tree]').waitFor();
  const nodes = await page.locator('[data-tree] [data-node]').evaluateAll((els) => els.map((el) => [el.dataset.position, el.dataset.value]));
  assert.equal(nodes.length, 447);
  assert.deepEqual(nodes[0], ['1 2 3 Alice', 'lose']);
  for (const [position, value] of nodes.slice(0, 40)) {
    assert.equal(position_view('nim', position).mover_wins ? 'win' : 'lose', value, position);
  }
  await page.close();
});

/**
 * Whether the player to move wins from `heaps` when a move takes one of `take` from one heap:
 * minimax over sorted heap vectors, knowing no Grundy value (the subtraction game's search).
 */
function subtractionWins(heaps, take, memo = new Map()) {
  const key = [...heaps].sort((a, b) => a - b);
  const name = key.join(' ');
  if (!memo.has(name)) {
    memo.set(name, key.some((h, i) => take.some((t) => t <= h && !subtractionWins(key.map((x, j) => (j === i ? x - t : x)), take, memo))));
  }
  return memo.get(name);
}
const heapsOf = (position) => position.split(' ').filter((word) => /^\d+$/.test(word)).map(Number);

test('under take 1,2,3, Play, move values and the tree are the subtraction game\'s, also of a position typed without its take set', async () => {
  const take = [1, 2, 3];
  const page = await b.open('/#nim=3%204&take=1,2,3');
  await verdictIs(page, 'Alice');
  // Move values: each heap's mark is whether some allowed take from it leaves a lost position,
  // with the takes that do.
  await page.locator('.values-bar').getByRole('switch', { name: 'Show move values' }).check();
  await page.locator('section.line .board .value-badge').first().waitFor();
  const marks = await page.locator('section.line .board .value-badge > span[aria-hidden]').allTextContents();
  const expected = [[3, 4], [4, 3]].map(([h, other]) => {
    const winning = take.filter((t) => t <= h && !subtractionWins([h - t, other], take));
    return [winning.length ? '✓' : '✗', winning.map(String)];
  });
  assert.deepEqual(marks.map((mark) => [mark[0], mark.match(/\d+/g) ?? []]), expected);
  // The tree: every node of the subtraction game, labelled as the search labels it.
  await page.locator('details.tree-panel > summary').click();
  await page.locator('[data-tree]').waitFor();
  const nodes = await page.locator('[data-tree] [data-node]').evaluateAll((els) => els.map((el) => [el.dataset.position, el.dataset.value]));
  assert.ok(nodes.length > 10, `${nodes.length} nodes`);
  for (const [position, value] of nodes) {
    assert.match(position, / take 1,2,3$/);
    assert.equal(value, subtractionWins(heapsOf(position), take) ? 'win' : 'lose', position);
  }
  // Play: the pad of heap 2 offers the takes the set allows, no more.
  await page.getByRole('button', { name: /Play from here/ }).click();
  await page.locator('.play-board button[data-cell="1"]').click();
  await page.locator('.play .choice-pad:not([hidden])').waitFor();
  // Each labelled as `verdict moves` writes it: heap 2, then the take (`2-3`).
  assert.deepEqual(await page.locator('.play .choice-pad button.choice').allTextContents(), ['2-1', '2-2', '2-3']);
  // The worker's position requests through a playground's Solver, of positions typed without a
  // take set: under the playground's settings they are the subtraction game's; without, Nim's.
  const answers = await page.evaluate(async () => {
    const { Solver } = await import('./core/solver.js');
    const underTake = new Solver({ settingsOf: (game) => (game === 'nim' ? { take: '1,2,3' } : undefined) });
    const plain = new Solver();
    const out = [];
    for (const position of ['1', '3', '4', '5', '8', '4 4', '1 4', '2 5', '3 6 1']) {
      const view = await underTake.view('nim', position);
      const values = await underTake.call('moveValues', { game: 'nim', position, first: 0, count: 3 });
      const tree = position.split(' ').reduce((a, h) => a + Number(h), 0) <= 5 ? await underTake.call('tree', { game: 'nim', position }) : null;
      const moves = await underTake.moves('nim', position, 0);
      const played = await underTake.play('nim', position, 0, 1);
      out.push({
        position, wins: view.mover_wins, written: view.position, valueWins: values.value.value.mover_wins,
        nodes: tree ? tree.value.nodes.map((node) => [node.position, node.value]) : [],
        takes: moves.map((m) => m.choice), moveWins: moves.map((m) => m.wins), playedWins: played?.mover_wins ?? null,
        plainWins: (await plain.view('nim', position)).mover_wins,
      });
    }
    underTake.close();
    plain.close();
    return out;
  });
  for (const answer of answers) {
    const heaps = heapsOf(answer.position);
    const won = subtractionWins(heaps, take);
    assert.equal(answer.written, `${answer.position} Alice take 1,2,3`);
    assert.equal(answer.wins, won, answer.position);
    assert.equal(answer.valueWins, won, answer.position);
    assert.equal(answer.plainWins, heaps.reduce((a, h) => a ^ h, 0) !== 0, `${answer.position} in plain Nim`);
    const allowed = take.filter((t) => t <= heaps[0]);
    assert.deepEqual(answer.takes, allowed, answer.position);
    assert.deepEqual(answer.moveWins, allowed.map((t) => !subtractionWins([heaps[0] - t, ...heaps.slice(1)], take)), answer.position);
    assert.equal(answer.playedWins, subtractionWins([heaps[0] - 1, ...heaps.slice(1)], take), answer.position);
    for (const [position, value] of answer.nodes) assert.equal(value, subtractionWins(heapsOf(position), take) ? 'win' : 'lose', position);
  }
  assert.ok(answers.some((a) => a.wins !== a.plainWins), 'some typed position differs between the subtraction game and Nim');
  await page.close();
});

/** Runs axe-core in the page and returns every violation. */
async function axe(page) {
  await page.evaluate(readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8'));
  return page.evaluate(async () => (await window.axe.run()).violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
}

for (const width of [1280, 375]) {
  test(`at ${width} px axe finds nothing with the binary columns open, and a phone's targets are 44 px`, async () => {
    const page = await b.open('/#nim=9%204%203&take=1,2,3', { width, height: 900 });
    await verdictIs(page, 'Alice');
    await binarySwitch(page).check();
    await page.locator('section.line .working').waitFor();
    // The page's own share bar sits outside its landmarks on every game (moderate, not this
    // game's); everything else is clean.
    assert.deepEqual((await axe(page)).filter((v) => !v.endsWith('(.share)')), []);
    if (width === 375) {
      const box = await page.locator('.watch .working-block .switch').boundingBox();
      assert.ok(box.height >= 44, `the switch is ${box.height} px tall`);
      await page.getByRole('button', { name: /Play from here/ }).click();
      await page.locator('.play-board button[data-cell="0"]').click();
      await page.locator('.play .choice-pad:not([hidden])').waitFor();
      const small = await page.evaluate(() => [...document.querySelectorAll('.play .choice-pad button, .play-board button.cell-button')]
        .map((el) => [el.textContent.trim(), el.getBoundingClientRect().width, el.getBoundingClientRect().height])
        .filter(([, w, h]) => w < 44 || h < 44));
      assert.deepEqual(small, []);
    }
    await page.close();
  });
}
