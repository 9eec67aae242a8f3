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
import { classTableRow, copiedResults, countedActions, launch, startBlog } from './browser.mjs';
import { LONG, sweep } from './long.mjs';
import * as core from './core.mjs';
import { MAX_FRAGMENT } from '../www/core/fragment.js';
import { MAX_LESSON_STEPS, MAX_LESSON_TEXT, lessonFile, lessonLink, plainLink, readLessonText, toBase64url } from '../www/lessons/lesson-format.js';
import { MAX_STUDENTS } from '../www/lessons/lesson-results.js';
import { STEP_ROWS, STUDENT_COLUMNS, STUDENT_ROWS } from '../www/lessons/lesson-class.js';
import { deflated } from './deflated.mjs';

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
    { game: 'ticket', activity: 'table', x: 'L', y: 'R', text: 'The table.' },
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

/** The same, for any part of the page (the editor, the menu, the class results). */
const smallTargetsIn = (page, selector) => page.evaluate((selector) => [...document.querySelectorAll(`${selector} :is(button, select, input, textarea, summary)`)]
  .filter((el) => el.checkVisibility() && el.getClientRects().length && el.type !== 'file')
  .map((el) => (/^(checkbox|radio)$/.test(el.type) && el.closest('label') ? el.closest('label') : el))
  .map((el) => [el.textContent.trim().slice(0, 24) || el.getAttribute('aria-label') || el.tagName, Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)])
  .filter(([, w, h]) => w < 44 || h < 44), selector);

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

// make test: the phone and the projector; make test-long: a laptop too.
for (const [width, height, present] of sweep([[1280, 900, false], [375, 800, false], [1280, 720, true]], [[375, 800, false], [1280, 720, true]])) {
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
          // Not on the node before it is labelled: it is the answer (SPEC, "Guess first").
          assert.equal(await node.getAttribute('data-value'), null);
          await node.locator(`:scope > .node-tools .mark-${value}`).click();
        }
        await body.locator('.lesson-result[data-result="right"]').waitFor();
      }
      if (step.activity === 'rule' && step.rule) {
        assert.equal(await body.locator('.rule-input').first().inputValue(), 'L == R');
        await body.getByRole('button', { name: 'It fails somewhere' }).click();
        await body.locator('[data-rule="counterexample"]').waitFor();
        assert.equal(await body.locator('[data-rule]').getAttribute('data-position'), core.test_rule('ticket', undefined, 'L == R', '', 0).report.counterexample.position);
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
      if (step.activity === 'table') {
        // The student says first; the engine's table then grades it: L and R do not decide
        // (cells of both outcomes), so "They decide" is wrong, and the table is drawn.
        assert.equal(await body.locator('[data-outcomes]').count(), 0, `${said}: no table before the answer`);
        await body.getByRole('button', { name: 'They decide' }).click();
        await body.locator('[data-outcomes="L R"]').waitFor({ timeout: 30_000 });
        await body.locator('.lesson-result[data-result="wrong"]').waitFor();
        assert.ok(await body.locator('[data-outcomes] td[data-first-wins]').count() > 0, said);
        assert.match(await body.locator('.lesson-result').textContent(), /hold both outcomes/);
      }

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
    assert.deepEqual(marks, [['3', 'W'], ['4', 'R'], ['5', 'R'], ['6', 'R'], ['7', 'R'], ['8', 'R'], ['9', 'W'], ['10', '1/5'], ['11', '1/2'], ['12', 'W']]);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ada');
    await page.getByRole('button', { name: 'Copy my results' }).click();
    await page.waitForFunction(() => window.copied);
    // Version 2: each step's activity and the first answer given (issue 48).
    assert.match(await page.evaluate(() => window.copied), /\nVPR2 id=[0-9a-f]{8} steps=12 r=3\.predict:W:\w+,4\.predict:R:\S+,5\.predict:R:\w+,6\.play:R:Alice,7\.tree:R:all_labelled%2C_0_wrong_marks,8\.rule:R:fails,9\.rule:W:n_%25_2_==_1,10\.exercises:1\/5,11\.exercises:1\/2:missed_\d,12\.table:W:decide name=Ada$/);
    if (width === 1280 && !present) assert.deepEqual(await axe(page), [], 'the summary');
    await page.close();
  });
}

/** A short lesson for the class: a prediction, a rule, two positions to judge. */
const CLASS = {
  title: 'Quick check',
  steps: [
    { game: 'ticket', input: '9??0??', activity: 'predict', text: 'Who wins?' },
    { game: 'ticket', activity: 'rule', rule: 'L == R', text: 'Does it hold?' },
    { game: 'permutation', activity: 'exercises', positions: ['2 1', '2 3 1'], text: 'Two rows.' },
  ],
};

test('results copied by several students read back as the teacher\'s class table', async () => {
  // Each student in a browser of their own (their answers kept in their own storage).
  const students = [
    ['Ada', { predict: 'Monocarp', rule: 'It fails somewhere', rows: ['Bob', 'Bob'] }],
    ['Ben', { predict: 'Bicarp', rule: 'It holds', rows: ['Bob', 'Alice'] }],
    ['Cleo', { predict: 'Monocarp', rule: 'It holds' }],
  ];
  assert.equal(winner('ticket', '9??0?? Monocarp'), 'Monocarp');
  assert.equal(core.test_rule('ticket', undefined, 'L == R', '', 0).report.outcome, 'counterexample');
  assert.deepEqual(['2 1', '2 3 1'].map((p) => winner('permutation', p)), ['Bob', 'Bob']);
  const texts = [];
  for (const [name, answers] of students) {
    const page = await open(null, { init: CLIPBOARD });
    await openLesson(page, CLASS);
    await page.locator('.lesson-body').getByRole('button', { name: answers.predict }).click();
    await page.locator('[data-reveal]').waitFor();
    await next(page);
    await page.getByRole('button', { name: answers.rule }).click();
    await page.locator('.lesson-result[data-result]').waitFor();
    await next(page);
    if (answers.rows) {
      const cards = page.locator('.lesson-prediction');
      await cards.nth(1).waitFor();
      for (const [i, said] of answers.rows.entries()) {
        await cards.nth(i).getByRole('button', { name: said }).click();
        await cards.nth(i).locator('[data-reveal]').waitFor();
      }
    }
    // Back to the start and through again: what was answered is kept (and shown again).
    await page.reload();
    await lessonAt(page).waitFor();
    await stepIs(page, 3);
    await page.getByRole('button', { name: 'Previous step' }).click();
    await page.getByRole('button', { name: 'Previous step' }).click();
    await page.locator('[data-reveal]').waitFor();
    await next(page);
    await next(page);
    texts.push(await copiedResults(page, name));
    await page.close();
  }
  assert.match(texts[0], /^Lesson results \(self-reported\): Quick check \[[0-9a-f]{8}\]\nName: Ada\n/);
  assert.match(texts[2], /Step 3 \(exercises\): not answered/);

  // The teacher pastes them all, out of order, with a message around one, into Class results.
  const teacher = await open('/#ticket=?054??0?', { init: () => { window.print = () => { window.printed = (window.printed ?? 0) + 1; }; } });
  await teacher.locator('.lesson-menu > summary').click();
  await teacher.getByRole('button', { name: 'Class results' }).click();
  const pasted = [texts[2], 'Sorry it is late, miss!', texts[0], texts[1]].join('\n\n');
  await teacher.getByRole('textbox', { name: /The students' results/ }).fill(pasted);
  await teacher.getByRole('button', { name: 'Show the class table' }).click();
  const rows = teacher.locator('[data-class-table] tbody tr');
  await rows.first().waitFor();
  const table = await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.step, tr.dataset.right, tr.dataset.wrong, tr.dataset.missing]));
  assert.deepEqual(table, [['1', '2', '1', '0'], ['2', '1', '2', '0'], ['3', '1', '1', '1']]);
  assert.match(await teacher.locator('.class-hardest').textContent(), /^Most got wrong: step 2 \(2 of 3 wrong at the first try\)\.$/);
  assert.match(await teacher.locator('.class-results').textContent(), /Results are self-reported/);
  assert.match(await teacher.locator('.class-lesson h3').textContent(), /: 3 students$/);
  assert.deepEqual(await axe(teacher, '.class-results'), []);

  // Printed, the class table is whole and alone: every step's row, every student by every step.
  await teacher.getByRole('button', { name: 'Print the class table' }).click();
  assert.equal(await teacher.evaluate(() => window.printed), 1);
  const printed = teacher.locator('.class-print');
  assert.deepEqual(await printed.locator('.class-print-steps tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(2).map((c) => c.textContent))),
    table.map(([, right, wrong, missing]) => [right, wrong, missing]));
  const marks = await printed.locator('.class-print-students tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.split(' ')[0])));
  assert.deepEqual(marks.map((row) => row[0]).sort(), students.map(([name]) => name).sort(), 'every student');
  // Each step's column agrees with its row by step: ✓ right, ✗ or a later try wrong, ○ not answered.
  for (const [k, [, right, wrong, missing]] of table.entries()) {
    const column = marks.map((row) => row[k + 1]);
    assert.deepEqual([column.filter((m) => m === '✓').length, column.filter((m) => m !== '✓' && m !== '○').length, column.filter((m) => m === '○').length].map(String), [right, wrong, missing], `step ${k + 1}`);
  }
  await teacher.emulateMedia({ media: 'print' });
  assert.equal(await printed.isVisible(), true, 'the printed table shows on paper');
  assert.equal(await teacher.locator('.class-results').isVisible(), false, 'and the page around it does not');
  await teacher.emulateMedia({ media: 'screen' });
  assert.equal(await printed.isVisible(), false, 'not on screen');
  await teacher.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await teacher.locator('.class-print').count(), 0, 'gone once printed');
  await teacher.close();
});

test('the worksheet: every board, room to answer, and an answer key the engine agrees with; it prints on A4 and Letter', async () => {
  const lesson = JSON.parse(readFileSync(`${root}www/lessons/winning-and-losing.lesson.json`, 'utf8'));
  const page = await open(null, { init: () => { window.print = () => { window.printed = (window.printed ?? 0) + 1; }; } });
  await openLesson(page, lesson);
  await page.locator('.lesson-teacher > summary').click();
  await page.getByRole('button', { name: 'Print worksheet' }).click();
  await page.locator('.worksheet[data-worksheet="ready"]').waitFor({ timeout: 30_000 });
  // Each step of the lesson is on the sheet; each position on a board, its facts not printed.
  assert.equal(await page.locator('.ws-sheet .ws-step').count(), lesson.steps.length);
  const positions = lesson.steps.filter((s) => ['watch', 'predict', 'play', 'tree'].includes(s.activity)).length;
  assert.ok(await page.locator('.ws-sheet .ws-board').count() >= positions);
  assert.equal(await page.locator('.ws-sheet .ws-board .facts').first().isVisible(), false);
  assert.ok(await page.locator('.ws-sheet .ws-lines').count() >= 4, 'room to answer');
  // The key, step by step, against the engine.
  let checked = 0;
  for (const [i, step] of lesson.steps.entries()) {
    const answer = page.locator(`.ws-answer[data-step="${i + 1}"]`);
    if (step.activity === 'predict') {
      const at = `${step.input} Monocarp`;
      assert.match(await answer.locator('[data-key="winner"]').textContent(), new RegExp(`^${winner('ticket', at)} wins$`));
      const moves = core.position_values('ticket', at, 0, 100).cells.filter((c) => c.wins)
        .flatMap((c) => core.position_moves('ticket', at, c.cell).filter((m) => m.wins).map((m) => m.label));
      assert.equal(await answer.locator('[data-key="moves"]').getAttribute('data-moves'), moves.join(' '), `step ${i + 1}: every winning move`);
      checked++;
    }
    if (step.activity === 'rule') {
      const { report } = core.test_rule(step.game, undefined, step.rule, step.scope ?? '', 0);
      const key = answer.locator('[data-key="rule"]');
      assert.equal(await key.getAttribute('data-rule'), report.outcome);
      assert.equal(await key.getAttribute('data-position'), report.counterexample?.position ?? null);
      checked++;
    }
    if (step.activity === 'tree') {
      const tree = core.position_tree(step.game, step.input);
      const values = await answer.locator('li[data-position] > [data-value]').evaluateAll((els) => els.map((el) => [el.parentElement.dataset.position, el.dataset.value]));
      const expected = tree.nodes.filter((n) => n.to_move).map((n) => [n.position, n.value]);
      assert.deepEqual(values, expected, `step ${i + 1}: every position of the tree labelled as the engine does`);
      checked++;
    }
    if (step.activity === 'exercises') {
      const keys = await answer.locator('[data-key="exercise"]').evaluateAll((els) => els.map((el) => [Number(el.dataset.number), el.dataset.solution]));
      assert.equal(keys.length, core.exercise_set(step.game, step.seed).length);
      for (const [number, solution] of keys) assert.equal(core.grade_answer(step.game, step.seed, number, solution).correct, true, `exercise ${number}: ${solution}`);
      checked++;
    }
  }
  assert.equal(checked, lesson.steps.filter((s) => ['predict', 'rule', 'tree', 'exercises'].includes(s.activity)).length);
  await page.getByRole('button', { name: /Print/ }).first().click();
  assert.equal(await page.evaluate(() => window.printed), 1, 'Print asks the browser to print');
  // Printed: the worksheet alone, black on white, the key from a new page.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.lesson').isVisible(), false);
  const out = `${root}shots/`;
  mkdirSync(out, { recursive: true });
  const counts = {};
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format });
    writeFileSync(`${out}worksheet-${format}.pdf`, pdf);
    counts[format] = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  }
  // The sheet and the key each take at least a page; a 45-minute lesson fits a handout.
  for (const [format, pages] of Object.entries(counts)) assert.ok(pages >= 2 && pages <= 12, `${format}: ${pages} pages`);
  console.log(`worksheet of "${lesson.title}": ${counts.A4} A4 pages, ${counts.Letter} Letter pages`);
  const colours = await page.evaluate(() => [...document.querySelectorAll('.worksheet *')].filter((el) => el.checkVisibility())
    .map((el) => getComputedStyle(el).color).filter((c) => c !== 'rgb(0, 0, 0)').slice(0, 3));
  assert.deepEqual(colours, [], 'black text on paper');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: /Close/ }).click();
  await lessonAt(page).waitFor();
  // Closed, the worksheet takes nothing from the page's own print.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await lessonAt(page).isVisible(), true, 'the page prints as itself once the worksheet is closed');
  await page.close();
});

test('"Pick a winning move" and the worksheet\'s key count the game\'s winning moves, not the board\'s (issue 46)', async () => {
  // 82 places, of which the board draws a window: the count is the position's.
  const lesson = { title: 'Counts', steps: [{ game: 'ticket', input: `9${'?'.repeat(81)}`, activity: 'predict', ask: 'move', text: 'Pick a winning move.' }] };
  const page = await open(null, { init: () => { window.print = () => {}; } });
  await openLesson(page, lesson);
  const body = page.locator('.lesson');
  const position = await body.locator('.lesson-board').getAttribute('data-lesson-position');
  const count = core.position_view('ticket', position, undefined, undefined, false).winning_moves;
  assert.ok(count > 790, `${position}: ${count} winning moves`);
  await body.locator('.lesson-board button[data-cell="1"]').click();
  await body.locator('button.choice').first().click();
  const reveal = body.locator('[data-reveal]');
  await reveal.waitFor();
  const said = await reveal.textContent();
  const heading = said.match(/The (\d+) winning moves \((\d+) of them on the places the board shows, listed here\): ([^.]*)\./);
  assert.ok(heading, said);
  assert.equal(Number(heading[1]), count, said);
  assert.ok(Number(heading[2]) < count, said);
  assert.equal(heading[3].trim().split(' ').length, Number(heading[2]), 'the moves listed are as many as it says');
  // The worksheet's key says the same count.
  await page.locator('.lesson-teacher > summary').click();
  await page.getByRole('button', { name: 'Print worksheet' }).click();
  await page.locator('.worksheet[data-worksheet="ready"]').waitFor({ timeout: 30_000 });
  const key = page.locator('.ws-answer[data-step="1"] [data-key="moves"]');
  assert.equal(await key.getAttribute('data-count'), String(count));
  assert.match(await key.textContent(), new RegExp(`^The ${count} winning moves \\(\\d+ of them on the places the board shows, listed here\\) for Monocarp: `));
  await page.close();
});

test('each built-in lesson opens from the page\'s menu and from a link', async () => {
  const index = JSON.parse(readFileSync(`${root}www/lessons/index.json`, 'utf8'));
  const lessons = index.lessons.map(({ file }) => JSON.parse(readFileSync(`${root}www/lessons/${file}`, 'utf8')));
  const page = await open('/#permutation=2%201');
  await page.locator('.lesson-menu > summary').click();
  for (const lesson of lessons) {
    const link = page.locator('.lesson-builtins a', { hasText: lesson.title });
    await link.click();
    await page.locator(`.lesson[data-lesson-steps="${lesson.steps.length}"] .lesson-title`, { hasText: lesson.title }).waitFor();
    assert.equal(await page.locator('#playground').isVisible(), false, 'the lesson in place of the playground');
    await page.getByRole('button', { name: /Leave the lesson/ }).click();
    await page.locator('#playground .playground').waitFor();
    await page.waitForFunction(() => location.hash === '#permutation=2%201');
    if (!(await page.locator('.lesson-menu').getAttribute('open') != null)) await page.locator('.lesson-menu > summary').click();
  }
  await page.close();
  for (const lesson of lessons) {
    const linked = await open(`/#lesson=${await lessonLink(lesson)}`);
    await linked.locator('.lesson .lesson-title', { hasText: lesson.title }).waitFor();
    assert.equal(await lessonAt(linked).getAttribute('data-lesson-step'), '1');
    await linked.close();
  }
});

test('the editor: a lesson made from what is on the page, reordered, worded, previewed, saved, linked and opened again', async () => {
  const page = await open('/#ticket=?054??0?&step=2', { init: CLIPBOARD });
  const counted = countedActions();
  const { act } = counted;
  await page.locator('.playground:not([data-busy]) .board[data-step="2"]').waitFor();
  await act(page.locator('.lesson-menu > summary'));
  await act(page.getByRole('button', { name: '+ Add this to a lesson' }).first());
  const editor = page.locator('.lesson-editor');
  const cards = editor.locator('.editor-step');
  await cards.nth(0).waitFor();
  // The tree open, read by labelling: a tree step at the step shown.
  await act(page.locator('details.tree-panel > summary'));
  await act(page.getByRole('radio', { name: 'Label it yourself' }), 'check');
  await act(page.getByRole('button', { name: '+ Add this to a lesson' }).first());
  // A rule typed into "Test a rule".
  await act(page.locator('details.rule-panel > summary'));
  await act(page.getByRole('textbox', { name: /Your rule/ }), 'fill', 'L == R');
  await act(page.getByRole('button', { name: '+ Add this to a lesson' }).first());
  // The exercises open: their seed.
  await act(page.locator('details.practice > summary'));
  await page.locator('details.practice .practice-title').waitFor();
  const seed = Number((await page.locator('details.practice .practice-title').textContent()).match(/^Set (\d+)/)[1]);
  await act(page.getByRole('button', { name: '+ Add this to a lesson' }).first());
  await cards.nth(3).waitFor();
  // Step 1 becomes a prediction; the rule moves up to step 2; words and a title.
  await act(editor.getByLabel('Activity of step 1'), 'select', 'predict');
  await act(cards.nth(2).getByRole('button', { name: 'Move up step 3' }));
  await act(cards.nth(0).getByLabel('Your words'), 'fill', 'Who wins from here?');
  await act(editor.getByLabel('Title'), 'fill', 'Made in the editor');
  const expected = {
    title: 'Made in the editor',
    steps: [
      { game: 'ticket', input: '?054??0?', activity: 'predict', text: 'Who wins from here?', step: 2 },
      { game: 'ticket', input: '?054??0?', activity: 'rule', text: '', rule: 'L == R' },
      { game: 'ticket', input: '?054??0?', activity: 'tree', text: '', step: 2, mode: 'label' },
      { game: 'ticket', input: '?054??0?', activity: 'exercises', text: '', seed },
    ],
  };
  assert.deepEqual(await axe(page, '.lesson-editor'), []);

  // Preview: the player, from step 1, nothing told before the answer.
  await act(editor.getByRole('button', { name: '▶ Preview the lesson' }));
  await page.locator('.lesson[data-lesson-steps="4"][data-lesson-step="1"]').waitFor();
  await page.locator('.lesson-choices button').first().waitFor();
  assert.deepEqual(await visibleVerdicts(page), []);
  assert.equal(await page.locator('.lesson-board').getAttribute('data-lesson-position'), core.analyze('ticket', '?054??0?').step(2).position);
  await next(page);
  assert.match(await page.locator('.lesson-step-head').textContent(), /^Step 2 of 4: Rule$/);
  await act(page.getByRole('button', { name: '← Back to the editor' }));
  await editor.waitFor();

  // The file: the lesson, readable JSON.
  const [download] = await Promise.all([page.waitForEvent('download'), act(editor.getByRole('button', { name: 'Save the file' }))]);
  assert.equal(download.suggestedFilename(), 'made-in-the-editor.lesson.json');
  const file = readFileSync(await download.path(), 'utf8');
  assert.deepEqual(JSON.parse(file), expected);
  assert.equal(file, lessonFile(expected));
  // The link: the same lesson.
  await act(editor.getByRole('button', { name: 'Copy the lesson link' }));
  await page.waitForFunction(() => window.copied);
  const link = await page.evaluate(() => window.copied);
  assert.match(link, new RegExp(`^${b.base}/#lesson=(z\\.)?[A-Za-z0-9_-]+$`));
  assert.match(await editor.locator('.editor-note').textContent(), /^Lesson link copied \(\d+ characters\)/);
  console.log(`the editor's lesson of 4 steps: ${counted.count} actions on the page; its link ${link.length} characters`);
  await page.close();
  const student = await open(new URL(link).hash ? `/${new URL(link).hash}` : '/');
  await student.locator('.lesson .lesson-title', { hasText: 'Made in the editor' }).waitFor();
  assert.equal(await lessonAt(student).getAttribute('data-lesson-steps'), '4');
  await student.close();
  // The file opened from the Lessons menu of another page.
  const other = await open('/');
  await other.locator('.lesson-menu > summary').click();
  await other.getByLabel('Open a lesson file').setInputFiles({ name: 'lesson.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await other.locator('.lesson .lesson-title', { hasText: 'Made in the editor' }).waitFor();
  await other.close();
});

test('a lesson link at the link limit is copied whole; just over it, the page says so and offers the file', async () => {
  // A lesson whose link lands just under, then just over, MAX_FRAGMENT characters: its words
  // are letters a compressor cannot shorten much.
  let seed = 7; // mulberry32
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éü';
  const words = Array.from({ length: 2_600_000 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  // The first `n` letters, as the words of steps of at most MAX_LESSON_TEXT letters each.
  const stepsOf = (n, most) => Array.from({ length: Math.ceil(n / most) }, (_, i) => ({ game: 'ticket', input: '??', activity: 'predict', text: words.slice(i * most, Math.min(n, (i + 1) * most)) }));
  const lessonOf = (n) => ({ title: 'Long', steps: stepsOf(n, MAX_LESSON_TEXT) });
  const page = await open('/', { init: CLIPBOARD });
  // Measured in the page: its deflate-raw is the browser's, whose output differs from Node's by bytes.
  await page.evaluate((words) => { window.words = words; }, words);
  const fragment = (n) => page.evaluate(async ([n, most]) => {
    const { lessonLink } = await import('./lessons/lesson-format.js');
    const steps = Array.from({ length: Math.ceil(n / most) }, (_, i) => ({ game: 'ticket', input: '??', activity: 'predict', text: window.words.slice(i * most, Math.min(n, (i + 1) * most)) }));
    return `#lesson=${await lessonLink({ title: 'Long', steps })}`.length;
  }, [n, MAX_LESSON_TEXT]);
  // The link grows almost in proportion to the words (a compressor cannot shorten them much), so
  // the sizes just under and just over the limit are found by interpolation, aiming 50
  // characters to either side: two or three deflates of 2 MB in the page where halving took
  // twenty (the test took 17 s alone, now 11).
  let [low, high] = [1_700_000, 2_600_000];
  let [underLength, overLength] = [await fragment(low), await fragment(high)];
  assert.ok(underLength <= MAX_FRAGMENT && overLength > MAX_FRAGMENT);
  for (let tries = 0; tries < 30 && high - low > 1 && (underLength <= MAX_FRAGMENT - 100 || overLength >= MAX_FRAGMENT + 100); tries++) {
    const aim = underLength <= MAX_FRAGMENT - 100 ? MAX_FRAGMENT - 50 : MAX_FRAGMENT + 50;
    const guess = low + Math.round(((aim - underLength) * (high - low)) / (overLength - underLength));
    const mid = Math.min(high - 1, Math.max(low + 1, guess));
    const length = await fragment(mid);
    if (length <= MAX_FRAGMENT) [low, underLength] = [mid, length];
    else [high, overLength] = [mid, length];
  }
  const [under, over] = [lessonOf(low), lessonOf(high)];
  assert.ok(underLength <= MAX_FRAGMENT && underLength > MAX_FRAGMENT - 100, `under: ${underLength}`);
  assert.ok(overLength > MAX_FRAGMENT && overLength < MAX_FRAGMENT + 100, `over: ${overLength}`);

  await page.locator('.lesson-menu > summary').click();
  await page.getByRole('button', { name: 'Edit my lesson' }).click();
  const editor = page.locator('.lesson-editor');
  const load = async (lesson) => {
    await editor.getByLabel('Open a lesson file to edit').setInputFiles({ name: 'long.lesson.json', mimeType: 'application/json', buffer: Buffer.from(lessonFile(lesson)) });
    await editor.locator('.editor-note', { hasText: 'long.lesson.json opened' }).waitFor();
  };
  await load(under);
  await editor.getByRole('button', { name: 'Copy the lesson link' }).click();
  await page.waitForFunction(() => window.copied);
  const link = await page.evaluate(() => window.copied);
  assert.equal(link.length, `${b.base}/`.length + underLength);
  const read = await import('../www/lessons/lesson-format.js').then((f) => f.readLink(new URL(link).hash.slice('#lesson='.length)));
  assert.deepEqual(read.lesson.steps.map((step) => step.text), under.steps.map((step) => step.text), 'the link holds the lesson whole');

  await page.evaluate(() => { window.copied = null; });
  await load(over);
  await editor.getByRole('button', { name: 'Copy the lesson link' }).click();
  const note = editor.locator('.editor-note');
  await note.locator('button', { hasText: 'Save the lesson as a file' }).waitFor();
  assert.equal(await note.textContent(), `This lesson is too long for a link: its link would be ${overLength.toLocaleString('en')} characters, and links hold up to ${MAX_FRAGMENT.toLocaleString('en')}. Save the lesson as a file and share that instead: it opens from the Lessons menu.`);
  assert.equal(await page.evaluate(() => window.copied), null, 'nothing copied');
  const [download] = await Promise.all([page.waitForEvent('download'), note.getByRole('button', { name: 'Save the lesson as a file' }).click()]);
  assert.equal(readFileSync(await download.path(), 'utf8'), lessonFile(over));
  // That file opens from the menu, without a link, and says why.
  await page.locator('.lesson-menu').getByLabel('Open a lesson file').setInputFiles({ name: 'long.lesson.json', mimeType: 'application/json', buffer: Buffer.from(lessonFile(over)) });
  await page.locator(`.lesson[data-lesson-steps="${over.steps.length}"]`).waitFor();
  assert.match(await page.locator('.lesson-root').textContent(), /too long for a link: share the file/);
  await page.close();
});

test('a lesson embeds: the iframe and the component on a blog of another origin, compact, each with its link to the full page', async (t) => {
  const lesson = { title: 'Two quick questions', steps: [
    { game: 'permutation', input: '2 1', activity: 'predict', text: 'Alice cannot take the 1 yet. Who wins?' },
    { game: 'permutation', input: '2 4 1 3', activity: 'predict', ask: 'move', text: 'Which number should Alice take?' },
  ] };
  const link = await lessonLink(lesson);
  const blog = await startBlog();
  t.after(() => blog.close());
  blog.pages.set('/post', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<script type="module" src="${b.base}/verdict-playground.js"></script></head><body><main><h1>A post</h1>
<verdict-playground id="component" lesson="${link}"></verdict-playground>
<iframe id="frame" src="${b.base}/embed.html#lesson=${link}" title="A lesson" style="width:100%;height:600px;border:0"></iframe></main></body></html>`);
  const page = await b.browser.newPage({ viewport: { width: 760, height: 1200 } });
  t.after(() => page.close());
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${blog.base}/post`);
  const withPanels = (u) => u.includes('/pkg/panels/permutation/');
  const whole = (u) => /\/pkg\/verdict_playground_bg\.wasm$/.test(u);
  let first = true;
  for (const scope of [page.locator('#component'), page.frameLocator('#frame')]) {
    const player = scope.locator('.lesson.compact[data-lesson-steps="2"]');
    await player.waitFor({ timeout: 20_000 });
    assert.equal(await player.getAttribute('data-lesson-step'), '1');
    await scope.locator('.lesson-choices button').first().waitFor();
    // Nothing told before the answer, in an embed too.
    assert.equal(await scope.locator('[data-verdict]:not([data-verdict="error"])').count(), 0);
    if (first) {
      // One game: its first step is drawn with the game's own module; the module with the
      // panels, which grades the answers, is asked for only once the step is asked for.
      const own = requests.findIndex((u) => u.includes('/pkg/games/permutation/verdict_playground_bg.wasm'));
      assert.ok(own >= 0, 'the game\'s own module');
      assert.ok(!requests.slice(0, own).some(withPanels), 'not the module with the panels before the game\'s own');
      first = false;
    }
    await scope.getByRole('button', { name: 'Bob' }).click();
    assert.equal(await scope.locator('[data-reveal]').getAttribute('data-reveal'), 'right');
    await scope.getByRole('button', { name: 'Next step' }).click();
    await scope.locator('.lesson[data-lesson-step="2"] .lesson-board button[data-cell="3"]').click();
    assert.equal(await scope.locator('[data-reveal]').getAttribute('data-reveal'), 'right');
    const out = await scope.getByRole('link', { name: /Open the lesson in the playground/ }).getAttribute('href');
    assert.equal(out, `${b.base}/index.html#lesson=${link}`);
  }
  // An answer is graded by the position's value, and a move played, with exports only the
  // game's module with the panels has (src/wasm_api/panels.rs): fetched for the first answer.
  assert.ok(requests.some(withPanels), 'the game\'s module with the panels for the grading');
  assert.ok(!requests.some(whole), 'never the module with every game');
});

test('guess first: a switch kept across visits hides the verdict, the reason and the move values until the student has guessed', async () => {
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${b.base}/#ticket=9??0??`);
  const status = page.locator('.playground:not([data-busy]) [role="status"][data-verdict="Monocarp"]');
  await status.waitFor();
  assert.equal(await status.isVisible(), true, 'off by default: the verdict shows');
  await page.getByRole('switch', { name: 'Guess first' }).check();
  assert.deepEqual(await visibleVerdicts(page), []);
  for (const part of ['.reason', '.board .facts', '.why', '.line-caption']) assert.equal(await page.locator(part).first().isVisible(), false, part);
  // The narration says what happened, not who wins (issue 47: drawn through disclosure.js).
  assert.match(await page.locator('.narration').innerText(), /\(What it means for who wins: after you answer\.\)/);
  assert.doesNotMatch(await page.locator('.narration').textContent(), /Monocarp (wins|is winning|can win)|every move loses|needs/i);
  // The move values wait, saying so (disclosure.js): a switch disabled, not a switch gone.
  const valuesSwitch = page.locator('.values-bar').getByRole('switch', { name: 'Show move values' });
  assert.equal(await valuesSwitch.isDisabled(), true, 'no move values');
  assert.match(await page.locator('.values-bar').innerText(), /after you answer/);
  assert.equal(await page.locator('.playground').getAttribute('data-guess'), 'pending');
  await page.getByRole('group', { name: 'Guess first: who wins?' }).getByRole('button', { name: 'Bicarp' }).click();
  assert.match(await page.locator('.guess-said').textContent(), /^✗ Not so: you said Bicarp; Monocarp wins\./);
  assert.equal(await page.locator('.playground').getAttribute('data-guess'), 'answered');
  assert.equal(await valuesSwitch.isDisabled(), false);
  assert.equal(await status.isVisible(), true);
  assert.equal(await page.locator('.reason').isVisible(), true);
  // A new input asks again; the switch is still on after a reload. While asked, the verdict is
  // not in the page at all (docs/RULES.md, "data-verdict"): its attribute is empty, not hidden.
  await page.locator('textarea').fill('??');
  await page.locator('.playground[data-guess="pending"]:not([data-busy]) .line .board[data-position="?? Monocarp"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('.playground [role="status"]').getAttribute('data-verdict'), '');
  assert.deepEqual(await visibleVerdicts(page), []);
  await page.reload();
  assert.equal(await page.getByRole('switch', { name: 'Guess first' }).isChecked(), true);
  await page.locator('.guess-choice').first().waitFor();
  assert.deepEqual(await visibleVerdicts(page), []);
  await page.getByRole('button', { name: 'Bicarp', exact: true }).click();
  assert.match(await page.locator('.guess-said').textContent(), /^✓ Right/);
  // A game not played between two sides is asked its verdict among the core's (the auction's).
  // (Its verdict is the core's, asked here: the page does not say it before the answer.)
  await page.getByRole('button', { name: 'Auction', exact: true }).click();
  const asked = page.getByRole('group', { name: 'Guess first: the verdict?' });
  await asked.waitFor();
  await page.locator('.playground:not([data-busy]) .line .board[data-position]').waitFor({ state: 'attached' });
  const auction = core.analyze('auction', await page.locator('.playground textarea').inputValue());
  const { verdict, headline } = auction.report();
  auction.free();
  assert.equal(await page.locator('.playground [role="status"]').getAttribute('data-verdict'), '');
  assert.deepEqual(await visibleVerdicts(page), []);
  await asked.getByRole('button', { name: verdict, exact: true }).click();
  // A finished auction's contract is asked next: the right one picked.
  const contract = page.locator('.guess-detail', { hasText: headline });
  if (await contract.count()) await contract.click();
  for (const said of await page.locator('.guess-said').allTextContents()) assert.match(said, /^✓ Right/);
  await page.locator(`.playground[data-guess="answered"] [role="status"][data-verdict="${verdict}"]`).waitFor();
  await context.close();
});

test('done: the issue\'s 45-minute lesson built in the editor, projected, printed and shared as one link; a student predicts first and the class table reads the result', async () => {
  const page = await open('/#ticket=?054??0?', { init: () => {
    navigator.clipboard.writeText = async (text) => { window.copied = text; };
    window.print = () => { window.printed = true; };
  } });
  const counted = countedActions();
  const { act } = counted;
  const started = Date.now();
  const editor = page.locator('.lesson-editor');
  const add = () => act(editor.getByRole('button', { name: '+ Add this to a lesson' }));
  const card = (n) => editor.locator(`.editor-step[data-step-number="${n}"]`);
  const input = (text) => act(page.locator('#playground textarea'), 'fill', text);
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await act(page.locator('.lesson-menu > summary'));
  await act(page.getByRole('button', { name: 'Edit my lesson' }));
  await act(editor.getByLabel('Title'), 'fill', 'Winning and losing positions');
  // 1. Watch the line of the sample ticket.
  await add();
  await act(card(1).getByLabel('Your words'), 'fill', 'Watch Bicarp answer every move.');
  // 2. Predict who wins here.
  await input('9??0??');
  await page.locator('.playground:not([data-busy]) [data-verdict="Monocarp"]').waitFor({ state: 'attached' });
  await add();
  await act(editor.getByLabel('Activity of step 2'), 'select', 'predict');
  // 3. Label this tree.
  await act(page.getByRole('button', { name: 'Permutation', exact: true }));
  await input('2 4 1 3');
  await page.locator('.playground:not([data-busy]) [data-verdict="Alice"]').waitFor({ state: 'attached' });
  await act(page.locator('details.tree-panel > summary'));
  await act(page.getByRole('radio', { name: 'Label it yourself' }), 'check');
  await add();
  // 4–6. Test these three rules.
  await act(page.getByRole('button', { name: 'Ticket', exact: true }));
  await act(page.locator('details.rule-panel > summary'));
  for (const rule of ['L == R', 'L == R && qL == qR', '2 * (L - R) == 9 * (qR - qL)']) {
    await act(page.getByRole('textbox', { name: /Your rule/ }), 'fill', rule);
    await add();
  }
  // 7. Then exercise set 7.
  await act(page.locator('details.practice > summary'));
  await page.locator('details.practice .practice-title').waitFor();
  await add();
  await act(card(7).getByLabel('Exercise set (seed)'), 'fill', '7');
  const built = { actions: counted.count, seconds: (Date.now() - started) / 1000 };
  const steps = await editor.locator('.editor-step h3').count();
  assert.equal(steps, 7);
  assert.equal(await editor.locator('.editor-problems').textContent(), '', 'nothing to fix');

  // Share it as one link.
  await act(editor.getByRole('button', { name: 'Copy the lesson link' }));
  await page.waitForFunction(() => window.copied);
  const link = await page.evaluate(() => window.copied);
  // Project it: the classroom mode of the preview; and print it.
  await act(editor.getByRole('button', { name: '▶ Preview the lesson' }));
  await act(page.getByRole('button', { name: 'Present to a class' }));
  await page.locator('.lesson[data-present]').waitFor();
  await act(page.getByRole('button', { name: /Leave presentation/ }));
  await act(page.locator('.lesson-teacher > summary'));
  await act(page.getByRole('button', { name: 'Print worksheet' }));
  await page.locator('.worksheet[data-worksheet="ready"]').waitFor({ timeout: 30_000 });
  await act(page.getByRole('button', { name: /Print/ }).first());
  assert.equal(await page.evaluate(() => window.printed), true);
  console.log(`the issue's 45-minute lesson: ${steps} steps built with ${built.actions} actions (clicks, choices and typed fields; ${built.seconds.toFixed(1)} s by the test's clock), shared as a link of ${link.length} characters, projected and printed in ${counted.count - built.actions} more`);
  await page.close();

  // A student opens the link: the first question asks before it tells.
  const student = await open(`/${new URL(link).hash}`, { init: CLIPBOARD });
  await lessonAt(student).waitFor();
  await next(student);
  await student.locator('.lesson-choices button').first().waitFor();
  assert.deepEqual(await visibleVerdicts(student), []);
  await student.getByRole('button', { name: 'Monocarp' }).click();
  assert.equal(await student.locator('[data-reveal]').getAttribute('data-reveal'), 'right');
  for (let k = 2; k < 7; k++) await next(student);
  const results = await copiedResults(student, 'Sam');
  await student.close();
  // The teacher's class table reads it back.
  const teacher = await open('/');
  const row = await classTableRow(teacher, results, 2);
  assert.deepEqual([await row.getAttribute('data-right'), await row.getAttribute('data-wrong')], ['1', '0']);
  await teacher.close();
  assert.ok(built.actions <= 40, `${built.actions} actions`);
});

test('at 375 px the Lessons menu, the editor and the class results are 44 px targets, and axe finds nothing serious in them', async () => {
  const page = await open('/#permutation=2%204%201%203', { width: 375, height: 800 });
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await page.locator('.lesson-menu > summary').click();
  await page.getByRole('button', { name: '+ Add this to a lesson' }).first().click();
  await page.locator('.lesson-editor').getByLabel('Activity of step 1').selectOption('play');
  assert.deepEqual(await smallTargetsIn(page, '.lesson-menu-body'), []);
  assert.deepEqual(await smallTargetsIn(page, '.lesson-editor'), []);
  assert.deepEqual(await axe(page, '.lesson-editor'), []);
  await page.getByRole('button', { name: 'Class results' }).click();
  assert.deepEqual(await smallTargetsIn(page, '.class-results'), []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow}px too wide`);
  await page.close();
});

// ---- Hostile lessons and pastes (issue 46): each bounded, each with a message that says so ----

/** The page's JS heap in use, in MiB (Chromium's own count, through the DevTools protocol). */
async function heapMiB(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20;
}

test('a compressed lesson link that unpacks past 16 MiB is refused as it unpacks, on the page and in the embed', async () => {
  // The issue's: a 400 MB text in a step, in a link of some 520 000 characters (the tab crashed
  // in 3.6 s; a 259 KB link took 11 s and 1.9 GB).
  const link = `z.${toBase64url(await deflated('{"title":"g","steps":[{"activity":"note","text":"', 400_000_000, '"}]}'))}`;
  assert.ok(link.length < MAX_FRAGMENT);
  for (const path of ['/', '/embed.html']) {
    // Opened by its link, as a reader opens it (a fragment changed on an open embed races its
    // start: it listens for changes only once its games are here).
    const page = await open(null);
    const started = Date.now();
    await page.goto(`${b.base}${path}#lesson=${link}`);
    const broken = page.locator('.lesson-broken');
    await broken.waitFor({ timeout: 20_000 });
    const took = Date.now() - started;
    const heap = await heapMiB(page);
    console.log(`${path}: a ${link.length.toLocaleString('en')}-character link of 400 MB refused in ${took} ms (the page loaded with it); JS heap ${heap.toFixed(0)} MiB`);
    assert.match(await broken.textContent(), /This lesson link unpacks to more than 16 MiB, and a lesson is at most 16 MiB \(as its file is\): it was not opened\./);
    assert.ok(heap < 200, `the page's heap holds ${heap.toFixed(0)} MiB after the link`);
    await page.close();
  }
});

/** Object.prototype's names, which a lesson can spell as an activity. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'];

test('a step whose activity is named as Object.prototype\'s shows its words and says so, on the page and in the embed', async () => {
  // Each threw "words.split is not a function": the page showed the playground, the embed nothing.
  const lesson = { title: 'Prototype', steps: PROTOTYPE_NAMES.map((name) => ({ game: 'ticket', input: '??', activity: name, text: `The words of ${name}.` })) };
  const page = await open(null);
  await openLesson(page, lesson);
  assert.match(await page.locator('.lesson-warnings summary').textContent(), /This page shows 6 steps differently/);
  for (const [i, name] of PROTOTYPE_NAMES.entries()) {
    await stepIs(page, i + 1);
    assert.equal(await page.locator('.lesson-step-head').textContent(), `Step ${i + 1} of 6: ${name}`);
    assert.equal(await page.locator('.lesson-words').textContent(), `The words of ${name}.`);
    assert.equal(await page.locator('.lesson-body').textContent(), `This step's activity, “${name}”, is not one this page knows: only its words are shown.`);
    if (i < PROTOTYPE_NAMES.length - 1) await next(page);
  }
  await page.close();
  // A page of its own (its own storage: this one would open where the student left it).
  const embed = await open(null);
  await embed.goto(`${b.base}/embed.html#lesson=${plainLink(lesson)}`);
  await embed.locator('.lesson[data-lesson-step="1"]').waitFor({ timeout: 20_000 });
  assert.equal(await embed.locator('.lesson-words').textContent(), 'The words of constructor.');
  assert.match(await embed.locator('.lesson-body').textContent(), /“constructor”, is not one this page knows/);
  await embed.close();
});

test('a lesson of 1 000 steps opens and steps at once; one of 100 000 says the limit', async () => {
  const notes = (n) => ({ title: 'Many', steps: Array.from({ length: n }, (_, i) => ({ activity: 'note', text: `Note ${i + 1}.` })) });
  const page = await open(null);
  // 100 000 steps opened in 3 s (1.1 GB) and each Next redrew 100 000 dots (2.5 s).
  await page.goto(`${b.base}/#lesson=${await lessonLink(notes(100_000))}`);
  const broken = page.locator('.lesson-broken');
  await broken.waitFor({ timeout: 20_000 });
  assert.match(await broken.textContent(), /The lesson's "steps": 100,000 steps; a lesson has at most 1,000: split it into several lessons\./);

  await page.goto(`${b.base}/`);
  let started = Date.now();
  await page.goto(`${b.base}/#lesson=${await lessonLink(notes(MAX_LESSON_STEPS))}`);
  await lessonAt(page).waitFor({ timeout: 20_000 });
  const opened = Date.now() - started;
  assert.equal(await page.locator('.lesson-dot').count(), MAX_LESSON_STEPS);
  started = Date.now();
  for (let k = 2; k <= 21; k++) await next(page);
  const perNext = (Date.now() - started) / 20;
  console.log(`a ${MAX_LESSON_STEPS}-step lesson: opened in ${opened} ms, ${perNext.toFixed(0)} ms a Next step; JS heap ${(await heapMiB(page)).toFixed(0)} MiB`);
  assert.equal(await page.locator('.lesson-dot.current').count(), 1);
  assert.equal(await page.locator('.lesson-dot').nth(20).getAttribute('class'), 'lesson-dot seen current');
  assert.equal(await page.locator('.lesson-counter').textContent(), `Step 21 of ${MAX_LESSON_STEPS} · 0 of 0 questions answered`);

  // The editor refuses such a file rather than draw a card for each of its steps.
  await page.goto(`${b.base}/`);
  await page.locator('.lesson-menu > summary').click();
  await page.getByRole('button', { name: 'Edit my lesson' }).click();
  const editor = page.locator('.lesson-editor');
  await editor.getByLabel('Open a lesson file to edit').setInputFiles({ name: 'many.lesson.json', mimeType: 'application/json', buffer: Buffer.from(lessonFile(notes(100_000))) });
  await editor.locator('.editor-note', { hasText: 'many.lesson.json' }).waitFor();
  assert.equal(await editor.locator('.editor-note').textContent(), 'many.lesson.json does not read as a lesson: The lesson\'s "steps": 100,000 steps; a lesson has at most 1,000: split it into several lessons.');
  assert.ok(await editor.locator('.editor-steps > li').count() <= 1);
  await page.close();
});

test('a predict step on a ticket too long to write out says so, naming the limit', async () => {
  // It said "the position is empty: write the ticket, then Monocarp or Bicarp".
  const lesson = { title: 'Long', steps: [{ game: 'ticket', input: '?'.repeat(100_000), activity: 'predict', text: 'Who wins?' }] };
  const page = await open(null);
  await openLesson(page, lesson);
  const problem = page.locator('.lesson-problem');
  await problem.waitFor({ timeout: 20_000 });
  assert.equal(await problem.locator('.message').textContent(),
    'This step\'s position cannot be shown: its input is 100,000 characters long, and a lesson asks about positions written in at most 100,000 characters (the page writes out no longer one): give it a shorter position.');
  await page.close();
});

test('Class results: a paste is bounded, named and windowed (5 000 students, 200 000 lines that do not read)', async () => {
  const page = await open('/');
  await page.locator('.lesson-menu > summary').click();
  await page.getByRole('button', { name: 'Class results' }).click();
  const box = page.getByRole('textbox', { name: /The students' results/ });
  /** Pastes `text` and shows the table: the milliseconds the button's handler and the next frame took. */
  const show = async (text) => {
    // Set as a paste sets it (fill types it, which takes Playwright minutes for 2 MB); the box
    // lays its lines out (seconds for 200 000 of them, the browser's own) before the count starts.
    await box.evaluate((area, text) => { area.value = text; }, text);
    return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
      const started = performance.now();
      document.querySelector('.class-read').click();
      requestAnimationFrame(() => setTimeout(() => resolve(Math.round(performance.now() - started))));
    })));
  };
  // The 238 KB paste: a 25 020 000-cell table, 107 s, 8.6 GB. Each line is now refused.
  let took = await show(Array.from({ length: 5000 }, (_, i) => `VPR1 id=0123abcd steps=9999 r=${i + 1}:W name=s${i + 1}`).join('\n'));
  console.log(`5 000 lines of a 9 999-step lesson: ${took} ms`);
  assert.equal(await page.locator('[data-class-table]').count(), 0);
  const problems = page.locator('.class-problems li');
  assert.equal(await problems.count(), 101);
  assert.equal(await problems.first().textContent(), 'Line 1: steps=9999, and a lesson has at most 1,000 steps.');
  assert.equal(await problems.last().textContent(), '…and 4,900 more like these.');

  // 5 000 students of a 1 000-step lesson: 500 counted, said, and the tables windowed.
  took = await show(Array.from({ length: 5000 }, (_, i) => `VPR1 id=0123abcd steps=${MAX_LESSON_STEPS} r=${(i % MAX_LESSON_STEPS) + 1}:W name=s${i + 1}`).join('\n'));
  const heap = await heapMiB(page);
  console.log(`5 000 students of a 1 000-step lesson: ${took} ms; JS heap ${heap.toFixed(0)} MiB`);
  assert.equal(await problems.first().textContent(), `This paste holds 5,000 students' results; a class table counts at most ${MAX_STUDENTS}: the first ${MAX_STUDENTS} pasted are counted, the other 4,500 are not. Paste them apart.`);
  assert.match(await page.locator('.class-lesson h3').textContent(), new RegExp(`: ${MAX_STUDENTS} students$`));
  const byStep = page.locator('[data-class-table] tbody tr');
  assert.equal(await byStep.count(), STEP_ROWS);
  const lesson = page.locator('.class-lesson');
  assert.equal(await lesson.locator(':scope > .pager .pager-status').textContent(), `rows 1–${STEP_ROWS} of ${MAX_STUDENTS}`);
  await lesson.getByRole('button', { name: 'Later rows →' }).click();
  assert.equal(await byStep.first().getAttribute('data-step'), String(STEP_ROWS + 1));
  await page.locator('.class-students summary').click();
  const cells = page.locator('[data-class-students] tbody td');
  assert.equal(await cells.count(), STUDENT_ROWS * STUDENT_COLUMNS);
  await page.getByRole('button', { name: 'Later students →' }).click();
  assert.equal(await page.locator('[data-class-students] tbody th').first().textContent(), `s${STUDENT_ROWS + 1}`);
  await page.getByRole('button', { name: 'Later steps →' }).click();
  assert.equal(await page.locator('[data-class-students] thead th').nth(1).textContent(), `Step ${STUDENT_COLUMNS + 1}`);
  assert.ok(heap < 200, `${heap.toFixed(0)} MiB`);
  // The pagers are the page's controls like any other: 44 px targets on a phone, and axe finds nothing serious.
  await page.setViewportSize({ width: 375, height: 800 });
  assert.deepEqual(await smallTargetsIn(page, '.class-results'), []);
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.deepEqual(await axe(page, '.class-results'), []);

  // 200 000 lines that do not read threw "Maximum call stack size exceeded", with no message.
  took = await show('VPR1 nope\n'.repeat(200_000));
  console.log(`200 000 lines that do not read: ${took} ms`);
  assert.equal(await problems.count(), 101);
  assert.equal(await problems.last().textContent(), '…and 199,900 more like these.');
  assert.match(await page.locator('.class-output').textContent(), /No results found/);
  await page.close();
});
