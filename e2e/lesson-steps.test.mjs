// A teacher's lesson, finished (issue 48): a table step is a question like the others (recorded
// in progress, in the results a student copies and in the class table), the results say what
// went wrong (the answer given, the exercises missed) and name each step's activity, and the
// editor makes a table step of the outcome table open on the page, offering only the fields
// its activity uses. The lesson here is written by hand (e2e/lessons/tables-and-trees.lesson.json,
// in the format of docs/RULES.md, "Lessons"), not by the editor.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classTableRow, copiedResults, countedActions, launch, settled, watchWork } from './browser.mjs';
import * as core from './core.mjs';
import { plainLink } from '../www/lessons/lesson-format.js';
import { translatedEntry } from '../www/lessons/lesson-translation.js';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const LESSON = JSON.parse(readFileSync(new URL('./lessons/tables-and-trees.lesson.json', import.meta.url), 'utf8'));
const CLIPBOARD = () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; };
const winner = (game, position) => core.position_view(game, position, undefined, undefined, false).winner;

async function open(path, { init = null, width = 1280, height = 900 } = {}) {
  const page = await b.browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  if (init) await page.addInitScript(init);
  if (path) await page.goto(b.base + path);
  return page;
}
const stepIs = (page, k) => page.locator(`.lesson[data-lesson-step="${k}"]`).waitFor();
async function next(page, k) {
  await page.locator('.lesson-nav-bar').getByRole('button', { name: 'Next step' }).click();
  await stepIs(page, k);
}

test('a hand-written lesson\'s table and tree steps are recorded: progress, the copied results and the class table say what each student answered', async () => {
  // The engine's answers: g and k decide Nim with take 1,2 (the Sprague–Grundy theorem).
  const table = core.outcome_table('nim', { take: '1,2' }, 'g', 'k', '', 0).report;
  assert.ok(table.cells.every((c) => c.first_wins === 0 || c.first_wins === c.total), 'g × k decides');
  const rows = LESSON.steps[3].positions.map((p) => winner('permutation', p));

  const students = [['Ada', 'They do not', 'wrong'], ['Ben', 'They decide', 'right']];
  const texts = [];
  for (const [name, said, markTree] of students) {
    const page = await open(`/#lesson=${plainLink(LESSON)}`, { init: CLIPBOARD });
    await stepIs(page, 1);
    const counter = page.locator('.lesson-counter');
    assert.equal(await counter.textContent(), 'Step 1 of 4 · 0 of 3 questions answered', 'a table step with its names is a question; one without is not');
    await page.getByRole('button', { name: said }).click();
    const result = page.locator('.lesson-table .lesson-result[data-result]');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-result'), said === 'They decide' ? 'right' : 'wrong');
    assert.match(await result.textContent(), /You said g and k (decide|do not decide) who wins; every cell holds one outcome\./);
    await page.locator('.lesson-counter', { hasText: '1 of 3 questions answered' }).waitFor();

    await next(page, 2);
    const root = page.locator('.lesson-body [data-tree] [data-node]').first();
    await root.waitFor();
    const position = await root.getAttribute('data-position');
    const mover = (await root.locator(':scope > .node-tools .mark-win').textContent()).replace(/^won for /, '');
    const won = winner('ticket', position) === mover;
    // Ada marks the root wrong; Ben marks it right (the tree's one position to label: done).
    const wrongMark = markTree === 'wrong';
    await root.locator(':scope > .node-tools').getByRole('button', { name: (won !== wrongMark) ? /^won/ : /^lost/ }).click();
    if (wrongMark) {
      const note = root.locator(':scope > .node-tools > .node-note');
      // The wrong mark says, beside the node, which move proves it.
      assert.match(await note.textContent(), new RegExp(`^✗ not so: ${won ? mover : '(Monocarp|Bicarp)'} writes`));
      await page.locator('.lesson-counter', { hasText: '2 of 3 questions answered' }).waitFor();
    }

    await next(page, 3);
    await next(page, 4);
    const cards = page.locator('.lesson-prediction');
    await cards.nth(2).waitFor();
    // Each student misses the second row (the other player named).
    for (const [i, right] of rows.entries()) {
      const answer = i === 1 ? (right === 'Alice' ? 'Bob' : 'Alice') : right;
      await cards.nth(i).getByRole('button', { name: answer }).click();
      await cards.nth(i).locator('[data-reveal]').waitFor();
    }
    texts.push(await copiedResults(page, name));
    await page.close();
  }
  const [ada, ben] = texts;
  assert.match(ada, /\nStep 1 \(table\): wrong at the first try \(answered: do not decide\)\n/);
  assert.match(ada, /\nStep 2 \(tree\): wrong at the first try \(answered: marked .+ (won|lost)\)\n/);
  assert.match(ada, /\nStep 4 \(exercises\): 2 of 3 right at the first try \(missed 2\)\n/);
  assert.match(ada, /\nVPR2 id=[0-9a-f]{8} steps=4 r=1\.table:W:do_not_decide,2\.tree:W:marked_\S+,4\.exercises:2\/3:missed_2 name=Ada$/);
  assert.match(ben, /\nVPR2 id=[0-9a-f]{8} steps=4 r=1\.table:R:decide,2\.tree:R:all_labelled%2C_0_wrong_marks,4\.exercises:2\/3:missed_2 name=Ben$/);

  // The teacher, on the page with no lesson open, opens Class results from the Lessons menu.
  const teacher = await open('/#ticket=?054??0?');
  await teacher.locator('.lesson-menu > summary').click();
  await teacher.getByRole('button', { name: 'Class results' }).click();
  await teacher.getByRole('textbox', { name: /The students' results/ }).fill(`${ben}\n\nfrom Ada:\n${ada}`);
  await teacher.getByRole('button', { name: 'Show the class table' }).click();
  const byStep = teacher.locator('[data-class-table] tbody tr');
  await byStep.first().waitFor();
  assert.deepEqual(await byStep.evaluateAll((trs) => trs.map((tr) => [tr.dataset.step, tr.cells[1].textContent, tr.dataset.right, tr.dataset.wrong, tr.dataset.missing])),
    [['1', 'Table', '1', '1', '0'], ['2', 'Tree', '1', '1', '0'], ['4', 'Exercises', '0', '2', '0']], 'the activity named, from the results themselves');
  await teacher.locator('.class-students > summary').click();
  const cells = await teacher.locator('[data-class-students] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.deepEqual(cells.map((r) => r[0]), ['Ben', 'Ada']);
  assert.equal(cells[0][1], '✓ decide');
  assert.equal(cells[1][1], '✗ do not decide');
  assert.match(cells[1][2], /^✗ marked .+ (won|lost)$/);
  assert.equal(cells[1][3], '2/3 missed 2');
  assert.equal(cells[0][2], '✓ all labelled, 0 wrong marks');
  await teacher.close();
});

test('the editor: "+ Add this" with the outcome table open makes a table step of its names and the game\'s setting; the card offers only what the activity uses', async () => {
  const page = await open('/#nim=3%205%207&take=1,2');
  // A rule typed into "Test a rule" first: the table step, opened last, does not take it.
  await page.locator('details.rule-panel > summary').click();
  await page.getByRole('textbox', { name: /^Your rule/ }).fill('x != 0');
  await page.locator('details.outcome-panel > summary').click();
  await page.locator('.outcome-panel select.outcome-name').first().selectOption('g');
  await page.locator('.outcome-panel select.outcome-name').nth(1).selectOption('k');
  await page.locator('.lesson-menu > summary').click();
  await page.locator('.lesson-menu').getByRole('button', { name: '+ Add this to a lesson' }).click();
  const card = page.locator('.editor-step').first();
  await card.waitFor();
  assert.equal(await card.locator('select').first().inputValue(), 'table');
  const draft = () => page.evaluate(() => JSON.parse(localStorage.getItem('verdict-playground:lesson-draft')));
  const step = (await draft()).steps[0];
  assert.deepEqual({ activity: step.activity, x: step.x, y: step.y, take: step.take, rule: step.rule }, { activity: 'table', x: 'g', y: 'k', take: '1,2', rule: undefined });
  // The card: the two names (the core's, in menus), the setting, the rule drawn after; no scope, no "Offer" boxes.
  await card.getByLabel('Columns (empty: the student picks the table)').waitFor();
  await page.waitForFunction(() => document.querySelector('.editor-step .field-x select')?.options.length > 3);
  assert.equal(await card.getByLabel('Columns (empty: the student picks the table)').inputValue(), 'g');
  assert.equal(await card.getByLabel('Rows').inputValue(), 'k');
  assert.equal(await card.getByLabel('A move takes').inputValue(), '1,2');
  assert.equal(await card.locator('.field-scope').count(), 0);
  assert.equal(await card.locator('.editor-show').count(), 0);
  await card.getByLabel('Rows').selectOption('h1');
  assert.equal((await draft()).steps[0].y, 'h1');

  // A rule step made a table keeps no rule to draw over it; a predict step offers no hints.
  await card.locator('select').first().selectOption('rule');
  await card.getByLabel('Rule (empty: the student writes one)').fill('x != 0');
  await page.locator('.editor-step').first().locator('select').first().selectOption('table');
  assert.equal((await draft()).steps[0].rule, undefined, 'the rule typed for a rule step is not drawn over the table');
  await page.locator('.editor-step').first().locator('select').first().selectOption('predict');
  const shows = await page.locator('.editor-step').first().locator('.editor-show label').allTextContents();
  assert.deepEqual(shows.map((s) => s.trim()), ['Offer the verdict', 'Offer move values']);
  await page.locator('.editor-step').first().locator('select').first().selectOption('play');
  assert.ok((await page.locator('.editor-step').first().locator('.editor-show label').allTextContents()).some((s) => /hints/.test(s)));
  await page.close();
});

test('the worksheet of a hand-written lesson can be done on paper: the table as a grid to fill in, the tree drawn, Nim with no switch; the key has every cell and label (checked in the PDF\'s text)', async () => {
  const lesson = { ...LESSON, steps: [...LESSON.steps, { game: 'nim', input: '2 5 6', activity: 'predict', text: 'Who wins 2 5 6?' }] };
  const page = await open(`/#lesson=${plainLink(lesson)}`, { init: () => { window.print = () => {}; } });
  await stepIs(page, 1);
  await page.locator('.lesson-teacher > summary').click();
  await page.getByRole('button', { name: 'Print worksheet' }).click();
  await page.locator('.worksheet[data-worksheet="ready"]').waitFor({ timeout: 60_000 });
  const table = core.outcome_table('nim', { take: '1,2' }, 'g', 'k', '', 0).report;
  // The question: a grid of the table's columns and rows, blank; the key: every cell filled.
  const question = page.locator('.ws-step[data-step="1"]');
  const blank = question.locator('table.ws-grid');
  assert.equal(await blank.locator('tbody td').count(), table.xs.length * table.ys.length);
  assert.deepEqual(await blank.locator('tbody td').evaluateAll((tds) => tds.filter((td) => td.textContent).length), 0, 'nothing filled in on the sheet');
  const key = page.locator('.ws-answer[data-step="1"]');
  assert.equal(await key.locator('[data-key="table"]').getAttribute('data-decides'), String(table.decides));
  const cells = await key.locator('td[data-key="cell"]').evaluateAll((tds) => tds.map((td) => [Number(td.dataset.x), Number(td.dataset.y), td.textContent]));
  assert.equal(cells.length, table.cells.length, 'every cell in the key');
  const letter = (name, other) => name.slice(0, name[0].toUpperCase() === other[0].toUpperCase() ? 2 : 1);
  for (const [x, y, text] of cells) {
    const cell = table.cells.find((c) => c.x === x && c.y === y);
    const expected = cell.first_wins === cell.total ? letter(table.first, table.second) : cell.first_wins === 0 ? letter(table.second, table.first) : `${cell.first_wins}/${cell.total}`;
    assert.equal(text, expected, `cell ${x} ${y}`);
  }
  // The tree of ?1 fits: drawn with boxes, every label in the key.
  const tree = core.position_tree('ticket', '?1 Monocarp');
  assert.ok(await page.locator('.ws-step[data-step="2"] .ws-tree').count() === 1);
  const labels = await page.locator('.ws-answer[data-step="2"] li[data-position] > [data-value]').evaluateAll((els) => els.map((el) => [el.parentElement.dataset.position, el.dataset.value]));
  assert.deepEqual(labels, tree.nodes.filter((n) => n.to_move).map((n) => [n.position, n.value]));
  // The table with no names: the student picks, the key suggests; Nim's board prints no switch.
  assert.ok(await page.locator('.ws-answer[data-step="3"] [data-key="table"]').count() >= 1);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.ws-step[data-step="5"] .working-block, .ws-step[data-step="5"] [role="switch"]').evaluateAll((els) => els.filter((el) => el.checkVisibility()).length), 0, 'no on-screen switch on paper');
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  const dir = mkdtempSync(join(tmpdir(), 'worksheet-'));
  writeFileSync(join(dir, 'w.pdf'), pdf);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'w.pdf'), '-'], { encoding: 'utf8' });
  rmSync(dir, { recursive: true });
  for (const said of ['Do g and k decide who wins every start position', 'Label each position W', 'Pick two numbers of a position and draw the outcome table',
    'Who wins? Alice is to move', 'Who wins with best play? Alice is to move', `${table.y ? 'g and k decide it' : ''}`, 'Answer key', 'Tables to try, in order']) {
    assert.ok(text.includes(said), `the PDF says "${said}"`);
  }
  assert.doesNotMatch(text.split('Answer key')[0], /in binary|nim-sum/i, 'Nim\'s working is not printed on the sheet');
  // Every key cell's letter is in the key's text, row by row: the row of k = 1 reads as the key's cells do.
  const row = cells.filter(([, y]) => y === table.ys[0]).map(([, , t]) => t).join(' +');
  assert.match(text.replace(/[ \t]+/g, ' '), new RegExp(row.replace(/\//g, '\\/')), 'a row of the key as printed');
});

test('the editor says a tree is too big for a page (two ? of a ticket: 221 positions) and offers a smaller position', async () => {
  const page = await open('/#ticket=?1?0');
  await page.locator('.lesson-menu > summary').click();
  await page.locator('.lesson-menu').getByRole('button', { name: '+ Add this to a lesson' }).click();
  const card = page.locator('.editor-step').first();
  await card.locator('select').first().selectOption('tree');
  const note = page.locator('.editor-step .editor-tree-size');
  await note.filter({ hasText: 'positions' }).waitFor();
  const nodes = core.position_tree('ticket', '?1?0 Monocarp').nodes.length;
  assert.equal(nodes, 221);
  assert.match(await note.textContent(), /^The tree has 221 positions: too many/);
  const offer = note.getByRole('button', { name: /^Use step \d+ of the line instead/ });
  await offer.waitFor();
  const [, at, position, size] = /^Use step (\d+) of the line instead: (.+) \((\d+) positions\)$/.exec(await offer.textContent());
  assert.equal(core.position_tree('ticket', position).nodes.length, Number(size));
  assert.ok(Number(size) <= 40);
  await offer.click();
  await page.locator('.editor-step .editor-tree-size', { hasText: `The tree has ${size} positions: the worksheet draws it` }).waitFor();
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('verdict-playground:lesson-draft'))).steps[0].step, Number(at));
  await page.close();
});

/**
 * In the page: the controls of the lesson shown that are not wholly on screen above the pinned
 * bars (the lesson's steps, a watch step's stepper and switches, Play's moves), or hidden in a
 * box that clips them; and the texts smaller than `min` px.
 */
const projected = (page, min) => page.evaluate((min) => {
  const fixed = (el) => { for (let p = el; p; p = p.parentElement) if (getComputedStyle(p).position === 'fixed') return true; return false; };
  const docks = [...document.querySelectorAll('.lesson *')].filter((el) => getComputedStyle(el).position === 'fixed' && el.checkVisibility());
  const floor = Math.min(innerHeight, ...docks.map((el) => el.getBoundingClientRect().top));
  const hidden = [];
  for (const el of document.querySelectorAll('.lesson :is(button, input, select, textarea, summary, a)')) {
    if (!el.checkVisibility() || !el.getClientRects().length || el.type === 'file') continue;
    const r = el.getBoundingClientRect();
    const limit = fixed(el) ? innerHeight : floor;
    let clipped = false;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (/(auto|scroll|hidden)/.test(`${s.overflowX} ${s.overflowY}`)) {
        const box = p.getBoundingClientRect();
        if (r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1 || r.right > box.right + 1) clipped = true;
      }
    }
    if (r.top < 0 || r.left < 0 || r.bottom > limit + 0.5 || r.right > innerWidth + 0.5 || clipped) {
      hidden.push(`${(el.textContent.trim() || el.getAttribute('aria-label') || el.tagName).slice(0, 30)} at ${Math.round(r.top)}–${Math.round(r.bottom)} px${clipped ? ', clipped' : ''}`);
    }
  }
  const small = [];
  const walker = document.createTreeWalker(document.querySelector('.lesson'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el.checkVisibility() || el.closest('.sr-only')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (!range.getClientRects().length) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < min - 0.01) small.push(`“${node.textContent.trim().slice(0, 24)}” ${size} px`);
  }
  return { hidden, small, scrollY, floor };
}, min);

/** The built-in lessons as a reader of `lang` gets them (English: the files; ko, ru: with www/lessons/LANG.json's words). */
function builtInIn(lang) {
  const read = (name) => JSON.parse(readFileSync(new URL(`../www/lessons/${name}`, import.meta.url), 'utf8'));
  return read('index.json').lessons.map((entry) => translatedEntry(entry, read(entry.file), lang === 'en' ? null : read(`${lang}.json`)));
}

// In each language: Russian's words run longer than English's, Korean's shorter but taller.
for (const lang of ['en', 'ko', 'ru']) {
  test(`projected at 1280×720 in ${lang}, every control of every built-in step is on screen above the pinned bars, with no scrolling, and no text is under 24 px`, async () => {
    const { PRESENT_MIN_PX } = await import('../www/panels/present.js');
    assert.equal(PRESENT_MIN_PX, 24);
    const page = await open(null, { width: 1280, height: 720 });
    await watchWork(page);
    let steps = 0;
    const lessons = builtInIn(lang);
    for (const { file, lesson } of lessons) {
      for (const [i, step] of lesson.steps.entries()) {
        const k = i + 1;
        await page.goto(`${b.base}/#lesson=${plainLink(lesson)}&present=1&at=${k}${lang === 'en' ? '' : `&lang=${lang}`}`);
        await stepIs(page, k);
        // The step drawn whole: its board, tree, panel or prediction, and no part still loading.
        const body = page.locator('.lesson-body');
        if (step.activity !== 'note') await body.locator(':is(.board, [data-tree], .rule-input, .practice-title, .lesson-choices) >> nth=0').waitFor({ timeout: 20_000 });
        await page.waitForFunction(() => !document.querySelector('.lesson-body [aria-busy="true"]'));
        // Every request answered and the page still (present.js raises small text a frame later).
        await settled(page);
        // present.js raises text a frame after it is drawn: under load that frame may come after
        // the page looked still, so small text is looked at again for up to 3 s before it fails.
        let seen = await projected(page, PRESENT_MIN_PX);
        for (const until = Date.now() + 3000; seen.small.length && Date.now() < until;) {
          await page.waitForTimeout(100);
          seen = await projected(page, PRESENT_MIN_PX);
        }
        const { hidden, small, scrollY } = seen;
        const said = `${lang}, ${file}, step ${k} (${step.activity})`;
        assert.equal(scrollY, 0, `${said}: shown from the top`);
        assert.deepEqual(hidden, [], `${said}: every control in view above the pinned bars`);
        assert.deepEqual(small, [], `${said}: no text under ${PRESENT_MIN_PX} px`);
        steps++;
      }
    }
    const all = lessons.reduce((sum, { lesson }) => sum + lesson.steps.length, 0);
    assert.ok(steps >= 66 && steps === all, `every step of the built-in lessons (${steps})`);
    if (lang === 'en') {
      // Leaving the classroom mode gives the page's text its own sizes back.
      await page.getByRole('button', { name: /Leave presentation/ }).click();
      await page.waitForFunction(() => !document.querySelector('.lesson[data-present]'));
      assert.equal(await page.locator('[data-legible]').count(), 0);
      assert.ok(parseFloat(await page.locator('.lesson-nav').first().evaluate((el) => getComputedStyle(el).fontSize)) < 24, 'the lesson\'s own size again');
    }
    await page.close();
  });
}

test('small things: `code` in a teacher\'s words is code, a lesson\'s counterexample link reads on its own, a step made another activity keeps no stray field', async () => {
  const { unusedFields } = await import('../www/lessons/lesson-format.js');
  // An exercises step made a predict keeps no seed; a rule step made a table no rule; Play keeps its hints.
  assert.deepEqual(unusedFields({ game: 'nim', activity: 'exercises', seed: 818570, take: '1,2' }, 'predict'), { seed: undefined });
  assert.deepEqual(unusedFields({ activity: 'rule', rule: 'x != 0', scope: 'k == 2' }, 'table'), { rule: undefined, scope: undefined });
  assert.deepEqual(unusedFields({ activity: 'play', show: { hints: false, values: false } }, 'watch'), { show: { values: false } });
  assert.deepEqual(unusedFields({ activity: 'watch', show: { hints: false } }, 'play'), {});
  const lesson = { title: 'Small things', steps: [
    { game: 'ticket', activity: 'rule', rule: 'L == R', text: 'Does `L == R` hold? A lone ` stays.' },
  ] };
  const page = await open(`/#lesson=${plainLink(lesson)}`);
  await stepIs(page, 1);
  const words = page.locator('.lesson-words');
  assert.deepEqual(await words.locator('code').allTextContents(), ['L == R']);
  assert.equal(await words.textContent(), 'Does L == R hold? A lone ` stays.');
  await page.getByRole('button', { name: 'It fails somewhere' }).click();
  const line = page.locator('.lesson-body .rule-link-line');
  await line.waitFor();
  assert.match(await line.innerText(), /^Its link: #ticket=/, 'no "or" before it: the buttons it follows are not offered in a lesson');
  await page.close();
});

test('done: the issue\'s 10-step lesson built from an empty editor in 30 actions or fewer; projected, every control in view, a tree\'s of 11 positions too; it prints with a complete key, and its table step\'s answer reaches the class table', async () => {
  const page = await open('/#ticket=?054??0?', { init: () => {
    navigator.clipboard.writeText = async (text) => { window.copied = text; };
    window.print = () => {};
  } });
  const counted = countedActions();
  const { act } = counted;
  const editor = page.locator('.lesson-editor');
  const add = () => act(editor.getByRole('button', { name: '+ Add this to a lesson' }));
  const card = (n) => editor.locator(`.editor-step[data-step-number="${n}"]`);
  const input = async (text, verdict) => {
    await act(page.locator('#playground textarea'), 'fill', text);
    await page.locator(`.playground:not([data-busy]) [data-verdict="${verdict}"]`).first().waitFor({ state: 'attached' });
  };
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await act(page.locator('.lesson-menu > summary'));
  await act(page.getByRole('button', { name: 'Edit my lesson' }));
  await act(editor.getByLabel('Title'), 'fill', 'Who wins, and why');
  // 1. A note; 2. watch ?054??0?; 3. predict ??90.
  await act(editor.getByRole('button', { name: '+ Add a note' }));
  await act(card(1).getByLabel('Your words'), 'fill', 'Today: who wins before anyone moves?');
  await add();
  await input('??90', 'Bicarp');
  await add();
  await act(card(3).locator('select').first(), 'select', 'predict');
  // 4. Label the tree of ?1?0: 221 positions, so the editor offers a smaller one, taken.
  await input('?1?0', 'Monocarp');
  await act(page.locator('details.tree-panel > summary'));
  await act(page.getByRole('radio', { name: 'Label it yourself' }), 'check');
  await add();
  await act(card(4).getByRole('button', { name: /^Use step \d+ of the line instead/ }));
  // 5–7. Three rules.
  await act(page.locator('details.rule-panel > summary'));
  for (const rule of ['L == R', 'L == R && qL == qR', '2 * (L - R) == 9 * (qR - qL)']) {
    await act(page.getByRole('textbox', { name: /Your rule/ }), 'fill', rule);
    await add();
  }
  // 8. The outcome table (its first suggestion, d × q... as the core orders them); 9. exercise set 7.
  await act(page.locator('details.outcome-panel > summary'));
  await add();
  await act(page.locator('details.practice > summary'));
  await page.locator('details.practice .practice-title').waitFor();
  await add();
  await act(card(9).getByLabel('Exercise set (seed)'), 'fill', '7');
  // 10. A Nim predict on 2 5 6.
  await act(page.getByRole('button', { name: 'Nim', exact: true }));
  await input('2 5 6', 'Alice');
  await add();
  await act(card(10).locator('select').first(), 'select', 'predict');
  console.log(`the issue's 10-step lesson: built from an empty editor in ${counted.count} actions`);
  assert.ok(counted.count <= 30, `${counted.count} actions`);

  const lesson = await page.evaluate(() => JSON.parse(localStorage.getItem('verdict-playground:lesson-draft')));
  assert.deepEqual(lesson.steps.map((s) => s.activity), ['note', 'watch', 'predict', 'tree', 'rule', 'rule', 'rule', 'table', 'exercises', 'predict']);
  assert.equal(await editor.locator('.editor-problems').textContent(), '', 'nothing to fix');
  const [tree, table, set, nim] = [lesson.steps[3], lesson.steps[7], lesson.steps[8], lesson.steps[9]];
  assert.equal(tree.mode, 'label');
  assert.ok(tree.step >= 1);
  assert.ok(table.x && table.y && table.rule === undefined, `the table's names, no rule: ${JSON.stringify(table)}`);
  assert.equal(set.seed, 7);
  assert.deepEqual({ game: nim.game, input: nim.input, seed: nim.seed }, { game: 'nim', input: '2 5 6', seed: undefined }, 'no stray seed');

  // Projected at 1280×720: every control of every step in view, no text under 24 px.
  const link = `/#lesson=${plainLink(lesson)}`;
  const projector = await open(null, { width: 1280, height: 720 });
  await watchWork(projector);
  for (let k = 1; k <= lesson.steps.length; k++) {
    await projector.goto(`${b.base}${link}&present=1&at=${k}`);
    await stepIs(projector, k);
    if (k > 1) await projector.locator('.lesson-body :is(.board, [data-tree], .rule-input, .practice-title, .lesson-choices) >> nth=0').waitFor({ timeout: 20_000 });
    await projector.waitForFunction(() => !document.querySelector('.lesson-body [aria-busy="true"]'));
    await settled(projector);
    const { hidden, small } = await projected(projector, 24);
    assert.deepEqual(small, [], `step ${k}: no text under 24 px`);
    // The tree to label, of 11 positions (a ticket with one ?): ten finished games, each with
    // its own button, laid out as tiles beside each other, all in view (none in a scroll box).
    assert.deepEqual(hidden, [], `step ${k}: every control in view`);
    if (lesson.steps[k - 1].activity === 'tree') {
      const tree = projector.locator('.lesson-body [data-tree]');
      assert.equal(await tree.locator('[data-node]').count(), 11, 'the tree of 11 positions');
      assert.equal(await tree.locator('.node-board:visible').count(), 11, 'each position\'s board button shown');
      // Not under the pinned bar, which the test above measures from; and nothing scrolled.
      assert.equal(await projector.evaluate(() => scrollY), 0);
    }
  }
  await projector.close();

  // Printed: the tree drawn with every label in the key, the table as a grid with every cell.
  await page.goto(`${b.base}${link}`);
  await stepIs(page, 1);
  await page.locator('.lesson-teacher > summary').click();
  await page.getByRole('button', { name: 'Print worksheet' }).click();
  await page.locator('.worksheet[data-worksheet="ready"]').waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('.ws-step[data-step="4"] .ws-tree').count(), 1, 'the tree drawn to label');
  const labels = await page.locator('.ws-answer[data-step="4"] li[data-position] > [data-value]').count();
  assert.ok(labels > 0);
  const made = core.outcome_table('ticket', undefined, table.x, table.y, '', 0).report;
  assert.equal(await page.locator('.ws-answer[data-step="8"] td[data-key="cell"]').count(), made.cells.length, 'every cell in the key');
  await page.close();

  // A student answers the table step; the class table has it.
  const student = await open(`${link}&at=8`, { init: CLIPBOARD });
  await stepIs(student, 8);
  await student.getByRole('button', { name: made.decides ? 'They do not' : 'They decide' }).click();
  await student.locator('.lesson-table .lesson-result[data-result="wrong"]').waitFor();
  await student.evaluate(() => document.querySelector('.lesson-nav-bar button.next').click());
  await student.locator('.lesson-nav-bar').getByRole('button', { name: 'Next step' }).click();
  const results = await copiedResults(student, 'Sam');
  await student.close();
  assert.match(results, /\b8\.table:W:(decide|do_not_decide)\b/);
  const teacher = await open('/');
  const row = await classTableRow(teacher, results, 8);
  assert.deepEqual([await row.locator('td').first().textContent(), await row.getAttribute('data-wrong')], ['Table', '1']);
  await teacher.close();
});
