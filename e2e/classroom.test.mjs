// Teaching a class with the page (issue 25): the words a student reads (what B and d mean, why
// the solver answered, counts that agree), practice answered on the board with illegal answers
// told apart and a summary at the end, Play's move list, link and retry, Check's Stop and
// tally, the classroom mode (large, pinned, axe-clean), tap targets and marks that move nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashIs, launch, verdictIs } from './browser.mjs';
import { exercise_set, grade_answer, initSync } from '../pkg/verdict_playground.js';
import { t } from '../www/shared/i18n.js';
import '../www/panels/panel-words.js';
import { lineStart, plural } from '../www/shared/words.js';
import { english } from './said.mjs';

initSync({ module: readFileSync(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url)) });
const root = new URL('../', import.meta.url).pathname;

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const playBoard = (page) => page.locator('.play-board');
async function positionIs(page, text) {
  await page.locator(`.play-board[data-play-position="${text}"]`).waitFor({ timeout: 10_000 });
}
async function startPlay(page) {
  await page.getByRole('button', { name: /Play from here/ }).click();
  await playBoard(page).locator('button').first().waitFor();
}

test('the page\'s own sentences agree with their counts, for 0, 1 and 2', () => {
  const wrong = /\b1 (moves|positions|exercises|random positions)\b|\b(0|2) (move|position|exercise) (follows|keeps|agrees)\b/;
  for (const n of [0, 1, 2]) {
    const sentences = [lineStart(n), plural(n, 'move'), t('stress-so-far', { done: n, runs: n, seconds: '1.0' }),
      t('stress-agree', { checked: n, searched: n, seconds: '1.0' }), t('practice-first-try', { right: n, total: n })];
    for (const sentence of sentences) assert.doesNotMatch(sentence, wrong, sentence);
  }
  assert.equal(lineStart(1), 'The start (1 move follows)');
  assert.equal(lineStart(2), 'The start (2 moves follow)');
  assert.equal(t('stress-so-far', { done: 1, runs: 500, seconds: '0.5' }), '1 of 500 random positions agrees so far (0.5 s)…');
  assert.equal(t('stress-agree', { checked: 1, searched: 7, seconds: '0.01' }), 'The 1 random position agrees: 7 positions searched in 0.01 s.');
});

test('B and d are explained where the board shows them; a line of one move says "1 move follows"', async () => {
  const page = await b.open('/#ticket=?054??0?');
  await verdictIs(page, 'Bicarp');
  const facts = page.locator('section.line .board').first().locator('.fact.explained');
  assert.equal(await facts.count(), 2);
  const b0 = facts.filter({ has: page.locator('dt', { hasText: /^B$/ }) });
  assert.match(await b0.locator('.fact-meaning').textContent(), /how far the left half is ahead if every \? were worth 4\.5/);
  assert.equal(await b0.locator('.fact-meaning').isVisible(), true, 'a line a student reads, not a hover title');
  await page.evaluate(() => { location.hash = '#ticket=?0'; });
  await page.locator('.narration', { hasText: 'The start (1 move follows):' }).waitFor();
  await page.close();
});

test('Play: the solver says why it answered; a better move is said with its -ing form; hints count right', async () => {
  const page = await b.open('/#ticket=?054??0?');
  await verdictIs(page, 'Bicarp');
  await startPlay(page);
  await playBoard(page).locator('button[data-cell="5"]').click();
  // The pad shows the core's moves as written (6=4), named in words.
  const pad = page.locator('.play .choice-pad:not([hidden])');
  assert.deepEqual(await pad.locator('button.choice').allTextContents(), Array.from({ length: 10 }, (_, d) => `6=${d}`));
  await pad.getByRole('button', { name: 'writes 4 in position 6' }).click();
  // The solver's reason says who is winning: it waits for the ladder's first rung (issue 47),
  // and says so.
  // Monocarp was to move before his move too: wait for the solver's answer (the second move
  // after the start), or the rungs are climbed at the old position and asked again at the new one.
  await page.locator('.play-moves button.play-move').nth(2).waitFor();
  await page.locator('.play-status', { hasText: 'Monocarp to move (you)' }).waitFor();
  assert.equal(await page.locator('.play .solver-why').isVisible(), false, 'the reason waits for the first rung');
  assert.match(await page.locator('.play .ladder-note').innerText(), /when you ask “Is my position won\?”/);
  await page.getByRole('button', { name: 'What should I work out?' }).click();
  await page.getByRole('button', { name: 'Is my position won?' }).click();
  const why = page.locator('.play .solver-why:not([hidden])');
  await why.waitFor();
  assert.match(await why.textContent(), /^Why: Bicarp writes 4 in position [1-4] \(left half\), a copy of Monocarp's 4 on the other half/);
  await page.close();

  const row = await b.open('/#permutation=2%204%201%203');
  await verdictIs(row, 'Alice');
  await startPlay(row);
  await playBoard(row).locator('button[data-cell="1"]').click();
  const mistake = row.locator('.play .mistake');
  await mistake.waitFor();
  assert.match(await mistake.textContent(), /Removing 3 would have kept the win: /);
  assert.doesNotMatch(await row.locator('.play').innerText(), /\bnull\b/);
  await row.close();

  const one = await b.open('/#permutation=2%201');
  await one.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await startPlay(one);
  // A lost position's hints never speak of keeping a win (issue 33).
  await one.getByRole('button', { name: 'What should I work out?' }).click();
  await one.getByRole('button', { name: 'Is my position won?' }).click();
  await one.getByRole('button', { name: 'Can any move save it?' }).click();
  await one.locator('.hint-text', { hasText: 'No: the only move loses (✗ on the board).' }).waitFor();
  await one.getByRole('button', { name: 'Which move lasts longest?' }).click();
  await one.locator('.hint-text', { hasText: 'The only move, removing 2, loses (outlined on the board): Bob wins in 2 more moves.' }).waitFor();
  assert.doesNotMatch(await one.locator('.hint-text').textContent(), /keeps? the win|throws the win|best move/);
  await one.close();
});

test('Play: the moves with their values, a move clicked goes back, the link opens Play there, a mistake retried', async () => {
  const page = await b.open('/#permutation=2%204%201%203');
  await verdictIs(page, 'Alice');
  await startPlay(page);
  // Alice throws the win away (removes 4) and plays on; Bob answers.
  await playBoard(page).locator('button[data-cell="1"]').click();
  await page.locator('.play .mistake').getByRole('button', { name: 'Play on' }).click();
  const moves = page.locator('.play-moves button.play-move');
  await moves.nth(2).waitFor();
  // The moves' values say who is winning now: they wait for the ladder's first rung (issue 47).
  assert.doesNotMatch(await page.locator('.play-moves').innerText(), /[WL]\d/);
  assert.doesNotMatch(await moves.nth(1).getAttribute('aria-label'), /loses|wins/);
  await page.getByRole('button', { name: 'What should I work out?' }).click();
  await page.getByRole('button', { name: 'Is my position won?' }).click();
  await page.locator('.play-moves .move-value').first().waitFor();
  const first = await moves.nth(1).getAttribute('aria-label');
  assert.match(first, /^1\. Alice removes 4 L\d+!: loses for Alice, the game ending in \d+ moves?; it changed who wins/);
  assert.match(await moves.nth(1).textContent(), /1\. Alice removes 4 L\d+!/);
  assert.match(await moves.nth(2).textContent(), /2\. Bob removes \d W\d+/);
  // The link names the position reached, and opens Play there.
  const reached = await playBoard(page).getAttribute('data-play-position');
  const href = await page.locator('.play a.play-link').getAttribute('href');
  assert.equal(href, `#permutation=2%204%201%203&play=${encodeURIComponent(reached)}`);
  const linked = await b.open(`/${href}`);
  await positionIs(linked, reached);
  assert.equal(await linked.locator('.watch').isVisible(), false, 'Play is open');
  await linked.close();
  // A move clicked: back to the position it reached (after Alice's 4 is gone, Bob to move).
  await moves.nth(1).click();
  await positionIs(page, '2 _ 1 3');
  // The solver plays the game to its end; the review's retry goes back before the mistake,
  // Alice to move.
  await page.locator('select[aria-label="Who plays"]').selectOption('none');
  await page.locator('.play .review:not([hidden])').waitFor({ timeout: 20_000 });
  const retry = page.locator('.play .review').getByRole('button', { name: 'Retry move 1' });
  assert.match(await page.locator('.play .review').textContent(), /Removing 3 would have kept the win\./);
  await retry.click();
  await positionIs(page, '2 4 1 3');
  assert.match(await page.locator('.play-status').textContent(), /Alice to move \(you\), as before the mistake/);
  await playBoard(page).locator('button[data-cell="3"]').click();
  await positionIs(page, '2 4 1 _');
  assert.equal(await page.locator('.play .mistake').isVisible(), false);
  await page.close();
});

test('Practice: no B or d on exercise boards; a ticket answered on the board; an illegal answer told apart; the summary', async () => {
  const page = await b.open('/#ticket=?054??0?&practice=42');
  await verdictIs(page, 'Bicarp');
  const panel = page.locator('details.practice');
  const set = exercise_set('ticket', 42);
  await panel.locator('.practice-title', { hasText: 'exercise 1 of 5' }).waitFor();
  // Exercise 1 draws its position without B and d; exercise 2 (a template) draws none.
  await panel.locator('.practice-board .cell').first().waitFor();
  assert.deepEqual(await panel.locator('.practice-board .fact dt').allTextContents(), english(set[0].board).facts.map((f) => f.label));
  assert.ok(!(await panel.locator('.practice-board .fact dt').allTextContents()).some((label) => /^(B|d)$/.test(label)));
  await panel.getByRole('button', { name: grade_answer('ticket', 42, 1, '').solution, exact: true }).click();
  await panel.locator('.practice-feedback', { hasText: '✓ Right.' }).waitFor();
  assert.doesNotMatch(await panel.locator('.practice-feedback').innerText(), /null|Right\.\s*Right/);
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 2 of 5' }).waitFor();
  assert.equal(await panel.locator('.practice-board').isVisible(), false);
  // A fill answer that changes a given digit breaks the exercise's rule: told so, with ⚠, and
  // not counted; the right ticket then is right at the first try.
  await panel.locator('input[aria-label="Your answer"]').fill('000000');
  await panel.locator('input[aria-label="Your answer"]').press('Enter');
  await panel.locator('.practice-feedback[data-illegal="true"]', { hasText: '⚠ Not a legal answer.' }).waitFor();
  await panel.locator('input[aria-label="Your answer"]').fill(grade_answer('ticket', 42, 2, '').solution);
  await panel.locator('input[aria-label="Your answer"]').press('Enter');
  await panel.locator('.practice-feedback[data-correct="true"]').waitFor();
  // Exercise 3: every winning move, clicked on the board: a '?', then a move from the pad.
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 3 of 5' }).waitFor();
  const [place, digit] = grade_answer('ticket', 42, 3, '').solution.split('=');
  await panel.locator(`.practice-board button[data-cell="${Number(place) - 1}"]`).click();
  await panel.locator('.practice-pad:not([hidden])').getByRole('button', { name: `writes ${digit} in position ${place}` }).click();
  assert.equal(await panel.locator('input[aria-label="Your answer"]').inputValue(), `${place}=${digit}`);
  await panel.getByRole('button', { name: 'Check my answer' }).click();
  await panel.locator('.practice-feedback[data-correct="true"]').waitFor();
  // A given digit clicked is no move.
  const given = set[2].given.split(' ')[0].search(/[0-9]/);
  await panel.locator(`.practice-board button[data-cell="${given}"]`).click();
  await panel.locator('.practice-feedback', { hasText: 'No move there' }).waitFor();
  assert.match(await panel.locator('.practice-feedback').textContent(), new RegExp(`Position ${given + 1} already holds \\d: a player writes a digit only where a \\? is\\.`));
  // The rest answered: 4 right, 5 as it comes; the summary names the ones to retry.
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.getByRole('button', { name: grade_answer('ticket', 42, 4, '').solution, exact: true }).click();
  await panel.locator('.practice-feedback[data-correct="true"]').waitFor();
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 5 of 5' }).waitFor();
  assert.equal(await panel.locator('.practice-summary').isVisible(), false, 'no summary before every exercise has an answer');
  await panel.locator('input[aria-label="Your answer"]').fill(set[4].given.replaceAll('_', '0'));
  await panel.locator('input[aria-label="Your answer"]').press('Enter');
  const summary = panel.locator('.practice-summary');
  await summary.waitFor();
  const fifth = grade_answer('ticket', 42, 5, set[4].given.replaceAll('_', '0')).correct;
  const firstRight = [1, 2, 3, 4].length + (fifth ? 1 : 0);
  assert.match(await summary.textContent(), new RegExp(`Right at the first try: ${firstRight} of 5 exercises\\.`));
  const retries = await summary.locator('button').allTextContents();
  assert.deepEqual(retries, fifth ? [] : ['Exercise 5']);
  if (!fifth) {
    await summary.getByRole('button', { name: 'Exercise 5' }).click();
    await panel.locator('.practice-title', { hasText: 'exercise 5 of 5' }).waitFor();
  }
  await page.close();
});

test('Practice: a row\'s number clicked is the answer; an illegal one names the rule, apart from a losing one', async () => {
  // The first set whose exercise 2 has a number between two larger ones.
  const between = (cells) => cells.findIndex((c, i) => c !== '_' && i > 0 && i + 1 < cells.length
    && cells[i - 1] !== '_' && cells[i + 1] !== '_' && Number(c) < Number(cells[i - 1]) && Number(c) < Number(cells[i + 1]));
  let seed = 42;
  while (between(exercise_set('permutation', seed)[1].given.split(' ')) < 0) seed++;
  const page = await b.open(`/#permutation=3%206%205%201%204%202&practice=${seed}`);
  await verdictIs(page, 'Bob');
  const panel = page.locator('details.practice');
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 2 of 5' }).waitFor();
  const set = exercise_set('permutation', seed);
  const cells = set[1].given.split(' ');
  const blocked = cells[between(cells)];
  // The blocked number has larger neighbours: it cannot be removed. Clicked or typed, it is
  // told the rule it breaks, in the same words.
  await panel.locator(`.practice-board button[data-cell="${cells.indexOf(blocked)}"]`).click();
  const feedback = panel.locator('.practice-feedback');
  await feedback.locator('strong', { hasText: '⚠ No move there.' }).waitFor();
  const rule = new RegExp(`${blocked} cannot be removed: both its neighbours, \\d and \\d, are larger\\. A number may be removed only when it is larger than every neighbour it still has\\.`);
  assert.match(await feedback.textContent(), rule);
  await panel.locator('input[aria-label="Your answer"]').fill(` ${blocked} `);
  await panel.locator('input[aria-label="Your answer"]').press('Enter');
  await feedback.locator('strong', { hasText: '⚠ Not a legal answer.' }).waitFor();
  assert.match(await feedback.textContent(), rule);
  assert.equal(await feedback.getAttribute('data-illegal'), 'true');
  // A legal number that loses is only not right.
  const solution = grade_answer('permutation', seed, 2, '').solution;
  const losing = cells.find((c) => c !== '_' && c !== solution && !grade_answer('permutation', seed, 2, c).correct && !grade_answer('permutation', seed, 2, c).illegal);
  if (losing) {
    await panel.locator(`.practice-board button[data-cell="${cells.indexOf(losing)}"]`).click();
    await feedback.locator('strong', { hasText: '✗ Not right.' }).waitFor();
    assert.equal(await feedback.getAttribute('data-illegal'), null);
  }
  await panel.locator(`.practice-board button[data-cell="${cells.indexOf(solution)}"]`).click();
  // The illegal taps and answers cost nothing: right at the first try, or the second after a loss.
  await feedback.locator('strong', { hasText: losing ? '✓ Right, at the second try.' : /^✓ Right\. $/ }).waitFor();
  await page.close();
});

test('Practice follows the game shown: a tab, then Back', async () => {
  const page = await b.open('/#ticket=?054??0?&practice=42');
  await verdictIs(page, 'Bicarp');
  const given = page.locator('details.practice .practice-given');
  await given.filter({ hasText: exercise_set('ticket', 42)[0].given }).waitFor();
  await page.locator('.tabs').getByRole('button', { name: /permutation/i }).click();
  await given.filter({ hasText: exercise_set('permutation', 42)[0].given }).waitFor();
  await page.goBack();
  await verdictIs(page, 'Bicarp');
  await given.filter({ hasText: exercise_set('ticket', 42)[0].given }).waitFor();
  // A link followed on the page with another seed opens that set.
  await page.evaluate(() => { location.hash = '#permutation=3%201%202&practice=7'; });
  await given.filter({ hasText: exercise_set('permutation', 7)[0].given }).waitFor();
  await page.close();
});

test('Check: Stop sits beside Run, and a stopped stress run keeps its tally', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202');
  await verdictIs(page, 'Bob');
  await page.locator('details.stress summary').click();
  await page.getByRole('spinbutton', { name: 'Size of the random positions' }).fill('9');
  await page.getByRole('spinbutton', { name: 'How many random positions' }).fill('100000');
  const run = page.locator('.stress-controls').getByRole('button', { name: 'Run' });
  await run.click();
  const stop = page.locator('.stress-controls').getByRole('button', { name: '■ Stop' });
  await stop.waitFor();
  const [a, s] = [await run.boundingBox(), await stop.boundingBox()];
  assert.ok(Math.abs(a.y - s.y) < 4 && s.x > a.x, `Stop beside Run: ${JSON.stringify([a, s])}`);
  await page.locator('.stress-result', { hasText: /random positions? agrees? so far/ }).waitFor({ timeout: 20_000 });
  await stop.click();
  const result = page.locator('.stress-result');
  await result.filter({ hasText: /^Stopped: [\d,]+ of 100,000 random positions agrees? with the exhaustive search/ }).waitFor();
  assert.doesNotMatch(await result.textContent(), /null/);
  await page.close();
});

test('a finished stress run reads without a stray null', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202');
  await verdictIs(page, 'Bob');
  await page.locator('details.stress summary').click();
  await page.getByRole('spinbutton', { name: 'Size of the random positions' }).fill('5');
  await page.getByRole('spinbutton', { name: 'How many random positions' }).fill('1');
  await page.locator('.stress-controls').getByRole('button', { name: 'Run' }).click();
  await page.locator('.stress-result', { hasText: 'The 1 random position agrees' }).waitFor({ timeout: 20_000 });
  assert.doesNotMatch(await page.locator('.stress-result').innerText(), /null/);
  await page.close();
});

/** Runs axe-core in the page and returns every violation. */
async function axe(page) {
  await page.evaluate(readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8'));
  return page.evaluate(async () => (await window.axe.run()).violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
}

test('the classroom mode: large, pinned, the rest hidden, Escape leaves; axe finds nothing', async () => {
  const page = await b.open('/#ticket=?054??0?&step=1&present=1', { width: 1280, height: 720 });
  const playground = page.locator('.playground[data-present]');
  await page.locator('.playground[data-present]:not([data-busy]) section.line .board[data-step="1"]').waitFor();
  for (const hidden of ['textarea', '.tables', '.why', '.tabs']) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} hidden`);
  }
  // What a teacher projects backward induction with (issue 33): the verdict, the values' switch,
  // the strip and the tree, and the panels to open, all there to be shown.
  for (const shown of ['section.result .verdict', '.watch > .values-bar', '.line-strip', 'details.tree-panel > summary', 'details.rule-panel > summary', 'details.practice > summary']) {
    await page.locator(shown).first().waitFor({ state: 'visible' });
  }
  const sizes = await page.evaluate(() => ({
    cell: parseFloat(getComputedStyle(document.querySelector('section.line .board .cell-text')).fontSize),
    narration: parseFloat(getComputedStyle(document.querySelector('.narration')).fontSize),
    stepper: document.querySelector('section.line .stepper').getBoundingClientRect().bottom,
    board: document.querySelector('section.line .board').getBoundingClientRect().bottom,
  }));
  assert.ok(sizes.cell >= 48, `board digits ${sizes.cell}px`);
  assert.ok(sizes.narration >= 28, `narration ${sizes.narration}px`);
  assert.equal(Math.round(sizes.stepper), 720, 'the stepper pinned at the bottom');
  assert.ok(sizes.board < 720 - 60, 'the board above the pinned stepper');
  assert.deepEqual(await axe(page), []);
  // The tree opens large, for the back of the room.
  // (This position's tree is too large to draw: the panel says so, in the same large type.)
  await page.locator('details.tree-panel > summary').click();
  await page.waitForFunction(() => document.querySelector('details.tree-panel').textContent.length > 80);
  const treeText = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('details.tree-panel')).fontSize));
  assert.ok(treeText >= 20, `tree text ${treeText}px`);
  await page.locator('details.tree-panel > summary').click();
  // The stepper works from the pin.
  await page.locator('section.line .stepper').getByRole('button', { name: /next/i }).first().click();
  await page.locator('section.line .board[data-step="2"]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.playground:not([data-present])').waitFor();
  assert.equal(await page.locator('textarea').isVisible(), true);
  await hashIs(page, /^(?!.*present).*$/);
  // The Present button enters it, and the link carries it.
  await page.getByRole('button', { name: 'Present to a class' }).click();
  await playground.waitFor();
  await hashIs(page, /&present=1/);
  await page.getByRole('button', { name: /Leave presentation/ }).click();
  await page.locator('.playground:not([data-present])').waitFor();
  await page.close();
});

test('at 375 px every place and button to tap in Play and Practice is at least 44 px; marks move no cell', async () => {
  const page = await b.open('/#ticket=?054??0?&practice=42', { width: 375, height: 800 });
  await verdictIs(page, 'Bicarp');
  await startPlay(page);
  const small = (selector) => page.evaluate((selector) => [...document.querySelectorAll(selector)]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => [el.textContent.trim().slice(0, 20), Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)])
    .filter(([, w, hgt]) => w < 44 || hgt < 44), selector);
  assert.deepEqual(await small('.play-board button.cell-button, .play-controls button, .hints button, .play-move'), []);
  // Each cell's top, from the board's own top (the page may scroll meanwhile).
  const tops = () => page.evaluate(() => {
    const board = document.querySelector('.play-board').getBoundingClientRect().top;
    return [...document.querySelectorAll('.play-board .cells .cell-text')].map((el) => Math.round(el.getBoundingClientRect().top - board));
  });
  const before = await tops();
  assert.equal(new Set(before).size <= 2, true, 'the cells of a half on one line');
  // Monocarp to move loses here: the second rung asks whether any move saves it.
  await page.getByRole('button', { name: 'What should I work out?' }).click();
  await page.getByRole('button', { name: 'Is my position won?' }).click();
  await page.getByRole('button', { name: 'Can any move save it?' }).click();
  await page.locator('.play-board .hint-mark').first().waitFor();
  assert.deepEqual(await tops(), before, 'the ✓/✗ marks moved no cell');
  await page.locator('.play').getByRole('switch', { name: 'Show move values' }).check();
  await page.locator('.play-board .value-badge').first().waitFor();
  assert.deepEqual(await tops(), before, 'the value badges moved no cell');
  await playBoard(page).locator('button[data-cell="0"]').click();
  await page.locator('.play .choice-pad:not([hidden])').waitFor();
  assert.deepEqual(await small('.play .choice-pad button'), []);
  await page.locator('.play .choice-pad .pad-cancel').click();
  await page.locator('details.practice').evaluate((d) => { d.scrollIntoView(); });
  assert.deepEqual(await small('details.practice button:not([hidden])'), []);
  await page.close();
});
