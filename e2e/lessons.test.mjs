// Lessons in the real page (issue 31; docs/RULES.md, "Lessons"): every activity at 1280 and 375
// px and in the classroom mode at 1280×720, graded as the engine (the same wasm build, in Node)
// says; a prediction shows no verdict, reason or move value before the answer, then one
// `data-reveal`; the lesson's Next and Previous are told apart from the line's; results copied by
// several students read back as the teacher's class table; the worksheet's answer key is the
// engine's, and it prints to PDF on A4 and Letter; the built-in lessons open from the menu and
// from a link; axe finds nothing serious in the player or the editor; an editor's lesson goes to
// a file and a link and back; a lesson link over the limit says so and offers the file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import * as core from './core.mjs';
import { MAX_FRAGMENT } from '../www/fragment.js';
import { lessonFile, lessonLink, plainLink, readLessonText } from '../www/lesson-format.js';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const root = new URL('../', import.meta.url).pathname;
const CLIPBOARD = () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; };

/** Every activity once, on every game. */
const ALL = {
  title: 'Every activity',
  steps: [
    { game: 'ticket', activity: 'note', text: 'Two players fill in a ticket.\n\nToday: who wins?' },
    { game: 'ticket', input: '?054??0?', activity: 'watch', step: 1, text: 'Watch Bicarp.' },
    { game: 'ticket', input: '9??0??', activity: 'predict', text: 'Who wins?' },
    { game: 'permutation', input: '2 4 1 3', activity: 'predict', ask: 'move', text: 'Pick the move.' },
    { game: 'auction', input: '1C P X', activity: 'predict', choices: ['complete', 'incomplete', 'illegal'], text: 'The verdict?' },
    { game: 'permutation', input: '2 4 1 3', activity: 'play', side: 'Alice', text: 'Win it.' },
    { game: 'permutation', input: '3 1 2', activity: 'tree', mode: 'label', text: 'Label the tree.' },
    { game: 'ticket', activity: 'rule', rule: 'L == R', text: 'Does it hold?' },
    { game: 'permutation', activity: 'rule', text: 'Write one.' },
    { game: 'ticket', activity: 'exercises', seed: 7, text: 'Set 7.' },
    { game: 'permutation', activity: 'exercises', positions: ['2 1', '2 4 1 3'], text: 'Two rows.' },
    { game: 'ticket', activity: 'table', text: 'The table.' },
  ],
};

const lessonAt = (page) => page.locator('.lesson[data-lesson-step]');
async function openLesson(page, lesson, extra = '') {
  await page.goto(`${b.base}/#lesson=${plainLink(lesson)}${extra}`);
  await lessonAt(page).waitFor({ timeout: 20_000 });
}
async function open(path, options = {}) {
  const page = await b.browser.newPage({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, colorScheme: options.scheme ?? 'light' });
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  if (options.init) await page.addInitScript(options.init);
  if (path) await page.goto(b.base + path);
  return page;
}
async function stepIs(page, k) {
  await page.locator(`.lesson[data-lesson-step="${k}"]`).waitFor();
}
async function next(page) {
  const at = Number(await lessonAt(page).getAttribute('data-lesson-step'));
  await page.locator('.lesson-nav-bar').getByRole('button', { name: 'Next step' }).click();
  await stepIs(page, at + 1);
}

/** Elements carrying a verdict that a reader can see, other than `error`. */
const visibleVerdicts = (page) => page.evaluate(() => [...document.querySelectorAll('[data-verdict]')]
  .filter((el) => el.dataset.verdict && el.dataset.verdict !== 'error' && el.checkVisibility())
  .map((el) => `${el.dataset.verdict}: ${el.textContent.slice(0, 40)}`));

/**
 * Buttons and fields of the lesson smaller than 44 px either way (a phone's finger). A box or
 * radio inside its label is hit through the label: the label is measured. A link inside a
 * sentence is text (WCAG's inline exception), not a control laid out on its own.
 */
const smallTargets = (page) => page.evaluate(() => [...document.querySelectorAll('.lesson button, .lesson select, .lesson input:not([type="range"]), .lesson a')]
  .filter((el) => el.checkVisibility() && el.getClientRects().length)
  .filter((el) => !(el.tagName === 'A' && getComputedStyle(el).display === 'inline'))
  .map((el) => (/^(checkbox|radio)$/.test(el.type) && el.closest('label') ? el.closest('label') : el))
  .map((el) => [el.textContent.trim().slice(0, 24) || el.getAttribute('aria-label') || el.tagName, Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)])
  .filter(([, w, h]) => w < 44 || h < 44));

async function axe(page, selector = '.lesson') {
  await page.evaluate(readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8'));
  return page.evaluate(async (selector) => (await window.axe.run(document.querySelector(selector))).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), selector);
}

/** What the engine says of a position's winner. */
const winner = (game, position) => core.position_view(game, position, undefined, undefined, false).winner;

/** Waits until the step's activity has drawn its main part. */
async function ready(page, step) {
  const body = page.locator('.lesson-body');
  const wait = {
    watch: () => body.locator('.board[data-position]:not([data-position=""])').waitFor(),
    predict: () => body.locator('.lesson-choices button').first().waitFor(),
    play: () => body.locator('.play-board button.cell-button').first().waitFor(),
    tree: () => body.locator('[data-tree] [data-node]').first().waitFor(),
    rule: () => body.locator('.rule-input').first().waitFor(),
    exercises: () => body.locator(step.positions ? '.lesson-prediction' : '.practice-title').first().waitFor(),
  }[step.activity];
  if (wait) await wait();
}

for (const [width, height, present] of [[1280, 900, false], [375, 800, false], [1280, 720, true]]) {
  test(`every activity at ${width}×${height}${present ? ' in the classroom mode' : ''}: drawn, graded as the engine says, nothing told before the answer`, async () => {
    const page = await open(null, { width, height, init: CLIPBOARD });
    await openLesson(page, ALL, present ? '&present=1' : '');
    assert.equal(await lessonAt(page).getAttribute('data-lesson-steps'), String(ALL.steps.length));
    if (present) assert.equal(await lessonAt(page).getAttribute('data-present'), 'true');
    for (const [i, step] of ALL.steps.entries()) {
      const k = i + 1;
      const said = `${width}px, step ${k} (${step.activity})`;
      await stepIs(page, k);
      await ready(page, step);
      // The lesson's own Next and Previous, and no other control named so.
      assert.equal(await page.getByRole('button', { name: /Next step/ }).count(), 1, said);
      assert.equal(await page.getByRole('button', { name: /Previous step/ }).count(), 1, said);
      assert.match(await page.locator('.lesson-step-head').textContent(), new RegExp(`^Step ${k} of ${ALL.steps.length}: `));
      const body = page.locator('.lesson-body');

      if (step.activity === 'note') assert.match(await page.locator('.lesson-text').textContent(), /Today: who wins\?/);
      if (step.activity === 'watch') {
        // The line's stepper steps by moves; the board is the line's at step 1.
        const board = body.locator('.board[data-position]');
        assert.equal(await board.getAttribute('data-step'), '1');
        assert.equal(await board.getAttribute('data-position'), '9054??0? Bicarp');
        await body.getByRole('button', { name: 'Next move of the line' }).click();
        await body.locator('.board[data-step="2"]').waitFor();
        assert.deepEqual(await visibleVerdicts(page), [], `${said}: the verdict waits behind its button`);
        await body.getByRole('button', { name: /Show the verdict/ }).click();
        await body.locator('[role="status"][data-verdict="Bicarp"]').waitFor();
        await body.locator('.values-bar').getByRole('switch', { name: 'Show move values' }).check();
        await body.locator('.board[data-position] .value-badge').first().waitFor();
        await body.locator('.lesson-strip .strip-column').first().waitFor();
      }
      if (step.activity === 'predict') {
        // Nothing of the position's value before the answer: no verdict, reason or move value.
        assert.deepEqual(await visibleVerdicts(page), [], said);
        assert.equal(await body.locator('.value-badge').count(), 0, said);
        assert.equal(await body.locator('.lesson-board .facts').isVisible(), false, `${said}: the board's facts wait too`);
        assert.equal(await body.locator('[data-reveal]').count(), 0, said);
        const position = await body.locator('.lesson-board').getAttribute('data-lesson-position');
        let expected;
        if (step.ask === 'move') {
          await body.locator('.lesson-board button[data-cell="3"]').click();
          expected = 'right'; // 3 is the only winning move of 2 4 1 3 (lessons-builtin.test.mjs checks such claims)
          assert.deepEqual(core.position_moves('permutation', position, 3).map((m) => m.wins), [true]);
        } else if (step.choices) {
          await body.getByRole('button', { name: 'illegal' }).click();
          expected = core.analyze('auction', step.input).report().verdict === 'illegal' ? 'right' : 'wrong';
        } else {
          await body.getByRole('button', { name: 'Bicarp' }).click();
          expected = winner('ticket', position) === 'Bicarp' ? 'right' : 'wrong';
        }
        const reveal = body.locator('[data-reveal]');
        await reveal.waitFor();
        assert.equal(await reveal.count(), 1);
        assert.equal(await reveal.getAttribute('data-reveal'), expected, said);
        assert.equal(await body.locator('.lesson-board .facts').isVisible(), true, `${said}: the facts after the answer`);
      }
      if (step.activity === 'play') {
        assert.match(await body.locator('.lesson-goal').textContent(), /win as Alice/);
        // Alice removes 3, Bob must take 4, Alice takes the 1.
        await body.locator('.play-board button[data-cell="3"]').click();
        await page.locator('.play-board[data-play-position="2 _ 1 _"] button[data-cell="2"]').click({ timeout: 10_000 });
        await body.locator('.lesson-result[data-result="right"]').waitFor();
      }
      if (step.activity === 'tree') {
        // Every position labelled as the engine values it: no wrong mark, right at the first try.
        const values = Object.fromEntries(core.position_tree('permutation', step.input).nodes.map((n) => [n.position, n.value]));
        await page.evaluate(() => { for (const d of document.querySelectorAll('.lesson [data-tree] details')) d.open = true; });
        const marks = body.locator('[data-tree] [data-node].unlabelled');
        for (let guard = 0; guard < 20 && await marks.count(); guard++) {
          const node = marks.last();
          const value = values[await node.getAttribute('data-position')];
          assert.equal(await node.getAttribute('data-value'), value);
          await node.locator(`:scope > .node-tools .mark-${value}`).click();
        }
        await body.locator('.lesson-result[data-result="right"]').waitFor();
      }
      if (step.activity === 'rule' && step.rule) {
        assert.equal(await body.locator('.rule-input').first().inputValue(), 'L == R');
        await body.getByRole('button', { name: 'It fails somewhere' }).click();
        await body.locator('[data-rule="counterexample"]').waitFor();
        assert.equal(await body.locator('[data-rule]').getAttribute('data-position'), core.test_rule('ticket', 'L == R', '', 0).report.counterexample.position);
        await body.locator('.lesson-result[data-result="right"]').waitFor();
      }
      if (step.activity === 'rule' && !step.rule) {
        await body.getByRole('textbox', { name: /rule/ }).first().fill('n % 2 == 1');
        await body.getByRole('button', { name: /Test.*rule/ }).click();
        await body.locator('.lesson-result[data-result="wrong"]').waitFor();
        // A rule that holds on its scope (the core's third suggestion).
        await body.getByRole('textbox', { name: /rule/ }).first().fill('ca == 0 || ca == 3 || ca == 5 || ca == 6');
        await body.getByRole('textbox', { name: /Only for positions/ }).fill('b == 0');
        await body.getByRole('button', { name: /Test.*rule/ }).click();
        await body.locator('.lesson-result[data-result="right"]').waitFor();
      }
      if (step.activity === 'exercises' && step.seed) {
        assert.match(await body.locator('.practice-title').textContent(), /^Set 7, exercise 1 of 5$/);
        const first = core.exercise_set('ticket', 7)[0];
        await body.getByRole('button', { name: core.grade_answer('ticket', 7, 1, '').solution, exact: true }).click();
        await body.locator('.practice-feedback[data-correct="true"]').waitFor();
        assert.match(first.kind, /who-wins/);
      }
      if (step.activity === 'exercises' && step.positions) {
        const cards = body.locator('.lesson-prediction');
        await cards.nth(1).waitFor();
        await cards.nth(0).getByRole('button', { name: 'Bob' }).click();
        await cards.nth(0).locator('[data-reveal="right"]').waitFor();
        await cards.nth(1).getByRole('button', { name: 'Bob' }).click();
        await cards.nth(1).locator(`[data-reveal="${winner('permutation', '2 4 1 3') === 'Bob' ? 'right' : 'wrong'}"]`).waitFor();
        await body.locator('.lesson-result[data-result="wrong"]').waitFor();
      }
      if (step.activity === 'table') assert.match(await body.textContent(), /outcome table of this game is coming/);

      // Drawn within the screen, and large enough to tap on a phone; large for a class.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${said}: the page is ${overflow}px wider than the screen`);
      if (width === 375) assert.deepEqual(await smallTargets(page), [], said);
      if (present) {
        const sizes = await page.evaluate(() => ({
          words: parseFloat(getComputedStyle(document.querySelector('.lesson-text p')).fontSize),
          cells: [...document.querySelectorAll('.lesson-body .board .cell-text')].filter((el) => el.checkVisibility()).map((el) => parseFloat(getComputedStyle(el).fontSize)),
          badges: [...document.querySelectorAll('.lesson-body .value-badge')].map((el) => parseFloat(getComputedStyle(el).fontSize)),
          tree: [...document.querySelectorAll('.lesson-body .node-position')].map((el) => parseFloat(getComputedStyle(el).fontSize)),
          nav: document.querySelector('.lesson-nav-bar').getBoundingClientRect().bottom,
        }));
        assert.ok(sizes.words >= 28, `${said}: the teacher's words ${sizes.words}px`);
        assert.ok(sizes.cells.every((s) => s >= 36), `${said}: the board ${sizes.cells}`);
        assert.ok(sizes.badges.every((s) => s >= 18), `${said}: the move values ${sizes.badges}`);
        assert.ok(sizes.tree.every((s) => s >= 20), `${said}: the tree ${sizes.tree}`);
        assert.equal(Math.round(sizes.nav), 720, `${said}: the lesson's steps pinned at the bottom`);
      }
      if (width === 1280 && !present) assert.deepEqual(await axe(page), [], said);
      if (k < ALL.steps.length) await next(page);
    }
    // The summary: each graded step's first try, as answered above.
    await page.getByRole('button', { name: 'Next step: your results' }).click();
    await page.locator('.lesson[data-lesson-summary]').waitFor();
    const marks = await page.locator('.lesson-summary tbody tr').evaluateAll((rows) => rows.map((r) => [r.querySelector('th').textContent, r.dataset.mark]));
    assert.deepEqual(marks, [['3', 'W'], ['4', 'R'], ['5', 'R'], ['6', 'R'], ['7', 'R'], ['8', 'R'], ['9', 'W'], ['10', '1/5'], ['11', '1/2']]);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ada');
    await page.getByRole('button', { name: 'Copy my results' }).click();
    await page.waitForFunction(() => window.copied);
    assert.match(await page.evaluate(() => window.copied), /\nVPR1 id=[0-9a-f]{8} steps=12 r=3:W,4:R,5:R,6:R,7:R,8:R,9:W,10:1\/5,11:1\/2 name=Ada$/);
    if (width === 1280 && !present) assert.deepEqual(await axe(page), [], 'the summary');
    await page.close();
  });
}
