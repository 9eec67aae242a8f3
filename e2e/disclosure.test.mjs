// The leak detector (issue 47; SPEC and docs/RULES.md, "Guess first"): while a guess is pending
// (Guess first on the page, or a lesson's predict, tree-to-label or table step not yet answered)
// the element asked about carries `data-guess="pending"` and shows no withheld fact of its
// position. Property-style: for every built-in lesson's predict, tree and table steps, a held-out
// lesson of random positions, and random positions of every game with Guess first on, every
// control a student can reach is walked (steppers to their ends, every switch, every fold opened,
// every mode) and nothing withheld may appear in the visible text, in an accessible name or in a
// `data-*` attribute, nor anywhere in the tree, hidden or not (`hiddenLeaks`: a style hides from
// the eye, not from a script or a screen reader); after the answer, `data-guess="answered"` and
// the answer shows (with Guess first, the verdict, the reason, the Why and the tables drawn). The facts
// withheld are the engine's (the same wasm build, in Node: the winner's name before "wins", the
// auction's verdict, the board's facts' meanings, the outcome tables' findings), not strings
// written here. At 1280 and 375 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, settled, watchWork } from './browser.mjs';
import * as core from './core.mjs';
import { plainLink } from '../www/lessons/lesson-format.js';
import { english } from './said.mjs';
import { explained } from '../www/panels/explanation.js';
// The games' own sentences (the reasons), as a page whose games came without them loads them.
import '../www/shared/game-words.js';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const GAMES = core.games();
const about = (name) => GAMES.find((g) => g.name === name);
const WIDTHS = [1280, 375];
const dir = new URL('../www/lessons/', import.meta.url);
const builtIn = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8')).lessons
  .map(({ file }) => [file, JSON.parse(readFileSync(new URL(file, dir), 'utf8'))]);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small generator with a seed, so that a failure names positions that can be tried again. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Random inputs of `game`: the core's generator where it has one, else made here from the game's notation. */
function randomInputs(game, count, seed) {
  const next = random(seed);
  const made = [];
  for (let i = 0; made.length < count && i < 50; i++) {
    const fromCore = core.random_input(game, 3 + (i % 4), seed + i);
    if (fromCore) made.push(fromCore);
    else if (game === 'ticket') {
      const length = 2 * (1 + Math.floor(next() * 4));
      made.push(Array.from({ length }, () => (next() < 0.45 ? '?' : String(Math.floor(next() * 10)))).join(''));
    } else if (game === 'auction') {
      const calls = ['P', 'X', 'XX', '1C', '1D', '1H', '1S', '1NT', '2C', '2H', '3NT'];
      made.push(Array.from({ length: 2 + Math.floor(next() * 6) }, () => calls[Math.floor(next() * calls.length)]).join(' '));
    }
  }
  return made;
}

/**
 * What a position's answer is, by the engine, and the sentences that would say it: the winner
 * named before "wins" (or the loser before "loses"), the auction's verdict and its headline, the
 * meanings of the board's facts (sums, B, nim-sums: each tells the answer).
 */
function withheldOf(game, input, settings = undefined, { meanings = true, line = true } = {}) {
  let verdict;
  let report = null;
  let steps = 0;
  let contract = false;
  let headline = '';
  let facts = [];
  let why = { steps: [], expert: [] };
  try {
    const session = core.analyze(game, input, settings);
    try {
      // The core sends its sentences as messages; the page shows them formatted, as
      // www/core/solver.js does as a report arrives, and so they are compared here.
      report = english(session.report());
      // The Why as www/panels/explanation.js formats it when it is drawn.
      why = explained(report);
      verdict = report.verdict;
      headline = report.headline;
      steps = report.line.playable ? report.line.steps : 0;
      facts = report.line.open_step?.board?.facts ?? [];
      // The auction's contract, the last board's fact its headline is (a passed-out deal has none).
      contract = report.line.open_step?.index === report.line.steps && facts.some((f) => f.label === 'Contract' && f.value === headline);
    } finally {
      session.free();
    }
  } catch {
    // A position in the middle of a game (`9054??0? Bicarp`): its view.
    const view = english(core.position_view(game, input, undefined, undefined, false));
    verdict = view.winner;
    facts = view.board?.facts ?? [];
  }
  const players = about(game).players;
  const sentences = [];
  if (players.length === 2 && steps > 0 && line) {
    // The line's length: how many moves a game lasts says who makes the last one.
    sentences.push(`\\b${steps} (moves?|steps?) follows?\\b`, `\\b(step|move) \\d+ of ${steps}\\b`);
  }
  if (players.length === 2) {
    const loser = players.find((p) => p !== verdict);
    sentences.push(`\\b${escape(verdict)} (wins|is winning|has won|can win)\\b`, `\\b${escape(loser)} (loses|is losing|has lost)\\b`, 'every move loses');
  } else {
    // The auction: its verdict said in words, or the call marked illegal.
    sentences.push('\\billegal\\b', `^${escape(headline)}$`);
  }
  if (meanings) for (const fact of facts) if (fact.meaning && fact.meaning.length > 12) sentences.push(escape(fact.meaning));
  // The reason and the Why, word for word (the core's): each says the answer.
  const written = report ? [report.reason, ...why.steps, ...why.expert].map((text) => text.replace(/\s+/g, ' ').trim()) : [];
  return { verdict, headline, contract, report, why, written, pattern: sentences.join('|') };
}

/**
 * The leaks in `scope` (a selector) now: a `data-value` or `data-wins` anywhere (a move's or a tree
 * node's value), a visible `data-verdict` other than `error`, and the withheld `pattern` in the
 * visible text (screen-reader text included), in an accessible name or in a `data-*` attribute.
 * `skip`: what is not the position's (the question and its answer buttons).
 */
function leaks(page, scope, pattern, skip, { lineGiven = false } = {}) {
  return page.evaluate(({ scope, pattern, skip, lineGiven }) => {
    const found = [];
    const re = new RegExp(pattern, 'im');
    for (const root of document.querySelectorAll(scope)) {
      const skipped = (el) => skip && el.closest(skip);
      for (const el of root.querySelectorAll('[data-value], [data-wins]')) {
        if (!skipped(el)) found.push(`data-value/data-wins on ${el.dataset.position ?? el.className}`);
      }
      // The line's length, in the board's contract attribute or the slider's end.
      for (const el of lineGiven ? [] : root.querySelectorAll('[data-steps]:not([data-steps=""]):not([data-steps="0"])')) {
        if (!skipped(el)) found.push(`data-steps="${el.dataset.steps}" on the board`);
      }
      for (const el of root.querySelectorAll('.stepper input[type="range"]:disabled')) {
        if (!skipped(el) && el.max !== el.value) found.push(`a held slider's end: max="${el.max}"`);
      }
      for (const el of root.querySelectorAll('[data-verdict]')) {
        if (el.dataset.verdict && el.dataset.verdict !== 'error' && el.checkVisibility() && !skipped(el)) found.push(`visible data-verdict="${el.dataset.verdict}"`);
      }
      let text = root.innerText;
      for (const el of skip ? root.querySelectorAll(skip) : []) text = text.replace(el.innerText, ' ');
      for (const line of text.split('\n')) if (re.test(line.trim())) found.push(`text: “${line.trim().slice(0, 120)}”`);
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (skipped(el) || !el.checkVisibility({ visibilityProperty: false })) continue;
        for (const name of ['aria-label', 'aria-description', 'aria-valuetext', 'title']) {
          const value = el.getAttribute(name);
          if (value && re.test(value)) found.push(`${name}: “${value.slice(0, 120)}”`);
        }
        for (const [name, value] of Object.entries(el.dataset)) if (re.test(value)) found.push(`data-${name}: “${value.slice(0, 80)}”`);
      }
      // What the model draws (the narration, the strips, the tree) holds nothing withheld even
      // where a style hides it: a script reads hidden text and names too.
      for (const part of root.querySelectorAll('.narration, .line-strip, .play-strip, [data-tree]')) {
        if (skipped(part)) continue;
        const texts = [part.textContent];
        for (const el of [part, ...part.querySelectorAll('*')]) {
          texts.push(...el.childNodes.values().filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data));
          for (const name of ['aria-label', 'title']) if (el.getAttribute(name)) texts.push(el.getAttribute(name));
        }
        for (const text of texts) if (re.test(text.trim())) found.push(`in ${part.className || 'the tree'}, hidden or not: “${text.trim().slice(0, 120)}”`);
      }
    }
    return [...new Set(found)];
  }, { scope, pattern, skip, lineGiven });
}

/**
 * The leaks anywhere in `scope` while a guess is pending, hidden or not (issue 47: "in the
 * `data-*` attributes a screen reader or a script could read"): the whole tree is walked, shadow
 * roots included, whatever a style hides. A `data-verdict` is empty (or `error`: the input's, not
 * the position's); no `aria-*`, `data-*` or title attribute and no element's text says the
 * withheld `pattern`; the core's own sentences that give the answer (`written`: the reason and
 * the Why, word for word) are nowhere. `skip`: what is not the position's (the question, the rules).
 */
function hiddenLeaks(page, scope, { pattern, written }, skip) {
  return page.evaluate(({ scope, pattern, written, skip }) => {
    const found = [];
    const re = new RegExp(pattern, 'im');
    const skipped = (el) => skip && el.closest(skip);
    /** The text under `node`, shadow roots in, skipped parts out. */
    const textOf = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.data;
      if (node.nodeType === Node.ELEMENT_NODE && skipped(node)) return ' ';
      const children = [...(node.shadowRoot ? [node.shadowRoot] : []), ...node.childNodes];
      return children.map(textOf).join('');
    };
    const said = (el) => `<${el.localName}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
    const elements = [];
    const collect = (node) => {
      for (const el of node.querySelectorAll('*')) {
        elements.push(el);
        if (el.shadowRoot) collect(el.shadowRoot);
      }
    };
    for (const root of document.querySelectorAll(scope)) {
      elements.push(root);
      if (root.shadowRoot) collect(root.shadowRoot);
      collect(root);
      const whole = textOf(root).replace(/\s+/g, ' ');
      for (const sentence of written) if (sentence.length >= 20 && whole.includes(sentence)) found.push(`the core's sentence, hidden or not: “${sentence.slice(0, 100)}”`);
    }
    for (const el of elements) {
      if (skipped(el)) continue;
      for (const { name, value } of el.attributes) {
        if (name === 'data-verdict' && value && value !== 'error') found.push(`data-verdict="${value}" on ${said(el)}, hidden or not`);
        if ((name.startsWith('data-') || name.startsWith('aria-') || name === 'title') && re.test(value)) found.push(`${name}="${value.slice(0, 100)}" on ${said(el)}, hidden or not`);
      }
      // The innermost element whose text says it (an outer one says it through this one).
      const text = textOf(el).replace(/\s+/g, ' ').trim();
      if (!re.test(text)) continue;
      const inner = [...el.children, ...(el.shadowRoot ? el.shadowRoot.children : [])].some((c) => !skipped(c) && re.test(textOf(c).replace(/\s+/g, ' ').trim()));
      if (!inner) found.push(`text of ${said(el)}, hidden or not: “${text.slice(0, 120)}”`);
    }
    return [...new Set(found)];
  }, { scope, pattern, written, skip });
}

/**
 * The index of the first of `controls` (element handles) from `from` on that is visible (as
 * Playwright's isVisible: shown, with a size) and enabled, or -1: asked in one round trip,
 * just before its click, as what earlier clicks did may have hidden or disabled it.
 */
const usable = (page, controls, from) => (from >= controls.length ? -1 : page.evaluate(([from, ...controls]) => controls.findIndex((el, i) => {
  if (i < from || !el.isConnected || el.matches(':disabled') || !el.checkVisibility({ visibilityProperty: true })) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}), [from, ...controls]));

/**
 * Every control a student can reach in `scope`, walked while checking for leaks after each: the
 * steppers pressed to their ends, every switch flipped, every fold opened, every mode chosen,
 * a few positions of a tree shown on its board.
 */
async function walk(page, scope, pattern, skip, said, { whole = null, lineGiven = false } = {}) {
  const check = async (after) => {
    assert.deepEqual(await leaks(page, scope, pattern, skip, { lineGiven }), [], `${said}, ${after}`);
    if (whole) assert.deepEqual(await hiddenLeaks(page, scope, whole, skip), [], `${said}, ${after}: the whole DOM, hidden or not`);
  };
  await check('as it opens');
  const clickAll = async (selector, what, limit = 12) => {
    // Handles, not indices: a fold opened no longer matches `:not([open])`.
    const controls = await page.$$(`${scope} ${selector}`);
    let clicked = 0;
    for (let i = 0; clicked < limit; i++) {
      i = await usable(page, controls, i);
      if (i < 0) break;
      await controls[i].click({ timeout: 5_000 });
      clicked++;
      // What the click asked for (a tree, a board, values) arrives first: every request answered, the page still.
      await settled(page);
      await check(`after ${what} ${clicked}`);
    }
  };
  // The modes first (a tree read another way), then the steppers to their ends: "Last ⇥", "All ⇥".
  await clickAll('input[type="radio"]', 'choosing mode');
  await clickAll('.stepper button[aria-label*="ast"], .stepper button[aria-label*="all labelled"]', 'pressing a stepper\'s last');
  await clickAll('.stepper button', 'pressing a stepper button');
  for (const slider of await page.locator(`${scope} .stepper input[type="range"]`).all()) {
    if (!(await slider.isVisible()) || !(await slider.isEnabled())) continue;
    await slider.focus();
    await page.keyboard.press('End');
    await settled(page);
    await check('after End on a stepper');
  }
  await clickAll('[role="switch"]:not(.guess-switch)', 'flipping switch');
  // (Practice asks about other positions, with questions of its own.)
  await clickAll('details:not([open]):not(.practice) > summary', 'opening fold');
  // A fold opened may hold more: its switches and modes.
  await clickAll('[role="switch"]:not(.guess-switch)', 'flipping switch');
  await clickAll('input[type="radio"]', 'choosing mode');
  await clickAll('.stepper button[aria-label*="ast"], .stepper button[aria-label*="all labelled"]', 'pressing a stepper\'s last');
  await page.evaluate((scope) => { for (const d of document.querySelectorAll(`${scope} [data-tree] details`)) d.open = true; }, scope);
  await check('with every position of the tree unfolded');
  await clickAll('.node-board', 'showing a tree position on the board', 4);
  await clickAll('.play-button', 'playing from here', 1);
}

/**
 * Opens `url` in `page` as a new document, as a link opened afresh: each item of a walk starts
 * from nothing, in the walk's one page. (An address that differs from the page's only by its
 * fragment keeps the document, which starts on the new item's work before a reload throws it
 * away: about:blank in between makes it one load.)
 */
async function fresh(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
}

async function newPage(width, init = null) {
  const page = await b.browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  await watchWork(page);
  if (init) await page.addInitScript(init);
  return page;
}

// (Not in about:blank, between two items: it has no storage.)
const GUESS_ON = () => { if (location.protocol !== 'about:') localStorage.setItem('verdict-playground:guess-first', 'on'); };

for (const width of WIDTHS) {
  test(`guess first at ${width} px: random positions of every game show nothing withheld before the answer, and the answer after`, async (t) => {
    const page = await newPage(width, GUESS_ON);
    let checked = 0;
    for (const game of GAMES.map((g) => g.name)) {
      const inputs = [...randomInputs(game, 2, 11 + width), about(game).start].filter(Boolean);
      if (game === 'auction') inputs.push('1C P P P P', '1D 1C', '1C 1H X P P P', '1NT P 2C P 2D P 3NT X P P P');
      for (const input of inputs) {
        let withheld;
        try {
          withheld = withheldOf(game, input);
        } catch {
          continue; // not an input the game reads: nothing to withhold
        }
        const said = `${game} ${input} at ${width} px`;
        await fresh(page, `${b.base}/#${game}=${encodeURIComponent(input)}`);
        // The analysis drawn (its line's board), or the input's error: the verdict's attribute is
        // empty until the answer, so it says neither.
        await page.locator('.playground:not([data-busy]) :is(.line .board[data-position]:not([data-position=""]), [role="status"][data-verdict="error"])')
          .first().waitFor({ state: 'attached', timeout: 20_000 });
        if (await page.locator('.playground [role="status"]').getAttribute('data-verdict') === 'error') continue;
        assert.equal(await page.locator('.playground').getAttribute('data-guess'), 'pending', `${said}: data-guess`);
        assert.equal(await page.locator('.playground [role="status"]').getAttribute('data-verdict'), '', `${said}: data-verdict is empty while asked`);
        // The game's rules are every position's (who wins a finished game): not this one's answer.
        // The whole DOM too: what a style hides, a script or a screen reader still reads.
        await walk(page, '.playground', withheld.pattern, '.guess, .rules', said, { whole: withheld });
        // The answer: the engine's own verdict picked.
        await page.locator('.guess-choice', { hasText: new RegExp(`^${escape(withheld.verdict)}$`) }).click();
        if (about(game).players.length !== 2 && withheld.contract) {
          // The contract is asked next, among the four declarers: nothing shows meanwhile.
          assert.equal(await page.locator('.playground').getAttribute('data-guess'), 'pending', `${said}: the contract is asked`);
          const choices = await page.locator('.guess-detail').allInnerTexts();
          assert.equal(choices.length, 4, `${said}: a declarer of each side`);
          assert.ok(choices.includes(withheld.headline), `${said}: the contract among the choices`);
          await walk(page, '.playground', withheld.pattern, '.guess, .rules', `${said}, the contract asked`, { whole: withheld });
          await page.locator('.guess-detail', { hasText: new RegExp(`^${escape(withheld.headline)}$`) }).click();
          assert.equal((await page.locator('.guess-said').allInnerTexts()).length, 2, `${said}: both answers said`);
        } else {
          assert.equal(await page.locator('.guess-detail').count(), 0, `${said}: no contract to ask`);
        }
        assert.equal(await page.locator('.playground').getAttribute('data-guess'), 'answered', `${said}: answered`);
        for (const told of await page.locator('.guess-said').allInnerTexts()) assert.match(told, /^✓ Right/, said);
        const status = page.locator(`.playground [role="status"][data-verdict="${withheld.verdict}"]`);
        assert.equal(await status.isVisible(), true, `${said}: the verdict shows after the answer`);
        assert.match(await page.locator('.playground').innerText(), new RegExp(withheld.pattern, 'im'), `${said}: the answer in words after`);
        // Drawn once answered: the reason, both layers of the Why, every state table.
        const { report, why } = withheld;
        if (report.tables.length) await page.locator(`.playground .tables > :nth-child(${report.tables.length})`).waitFor({ timeout: 15_000 });
        const shown = await page.evaluate(() => {
          const texts = (selector) => [...document.querySelectorAll(`.playground ${selector}`)].map((el) => el.textContent.replace(/\s+/g, ' ').trim());
          return { reason: texts('.reason')[0], why: texts('.why .explanation:not(.expert) > li'), expert: texts('.why .expert > li'), tables: texts('.tables > *').length };
        });
        // (The Why's lines counted: the page's settings, given, may word a line as chosen, not as the default.)
        assert.deepEqual({ ...shown, why: shown.why.length, expert: shown.expert.length }, {
          reason: report.reason.replace(/\s+/g, ' ').trim(), why: why.steps.length, expert: why.expert.length, tables: report.tables.length,
        }, `${said}: the reason, the Why and the tables after the answer`);
        assert.equal(await page.locator('.playground .why').isVisible(), true, `${said}: the Why shows`);
        checked++;
      }
    }
    assert.ok(checked >= 10, `${checked} positions checked`);
    t.diagnostic(`${checked} positions walked`);
    await page.close();
  });
}

/** The steps that ask before they tell: predictions, trees to label, tables with names given. */
const asking = (step) => step.activity === 'predict' || (step.activity === 'tree' && step.mode === 'label') || (step.activity === 'table' && step.x)
  || (step.activity === 'watch' && step.show?.verdict !== false);

/** The settings a step gives its game (fields named as the game's settings). */
const settingsOf = (step) => {
  const settings = Object.fromEntries(about(step.game).settings.filter((s) => typeof step[s.name] === 'string').map((s) => [s.name, step[s.name]]));
  return Object.keys(settings).length ? settings : undefined;
};

/** What a step withholds: its position's answer, or a table's findings (the core's notes on its tables). */
function withheldOfStep(step) {
  if (step.activity === 'table') {
    const notes = core.rule_space(step.game)?.tables ?? [];
    return { pattern: notes.map((t) => escape(t.note)).join('|') || '^$' };
  }
  // A watch step gives the line (its moves are what the student steps through): its length is no secret.
  return withheldOf(step.game, step.input, settingsOf(step), { line: step.activity !== 'watch' });
}

/** Answers the step on screen in `scope`: the engine's answer picked, or every position labelled as the engine values it. */
async function answer(page, scope, step, withheld) {
  if (step.activity === 'predict') {
    const buttons = page.locator(`${scope} .lesson-choices button`);
    const right = buttons.filter({ hasText: new RegExp(`^${escape(withheld.verdict)}$`) });
    await ((await right.count()) ? right.first() : buttons.last()).click();
    return;
  }
  if (step.activity === 'table') {
    await page.locator(`${scope} .lesson-choices button`).first().click();
    return;
  }
  if (step.activity === 'watch') {
    await page.locator(`${scope} .lesson-show`).click();
    return;
  }
  const values = Object.fromEntries(core.position_tree(step.game, step.input).nodes.map((n) => [n.position, n.value]));
  await page.evaluate((scope) => { for (const d of document.querySelectorAll(`${scope} [data-tree] details`)) d.open = true; }, scope);
  const marks = page.locator(`${scope} [data-tree] [data-node].unlabelled`);
  for (let guard = 0; guard < 200 && await marks.count(); guard++) {
    const node = marks.last();
    await node.locator(`:scope > .node-tools .mark-${values[await node.getAttribute('data-position')]}`).click();
  }
}

/** A held-out lesson: random positions of every game, a tree to label and a table, none of them the built-in lessons'. */
function heldOut(seed) {
  const steps = [];
  for (const game of GAMES.map((g) => g.name)) {
    for (const input of randomInputs(game, 2, seed)) {
      const players = about(game).players;
      steps.push({ game, input, activity: 'predict', text: 'Who wins?', ...(players.length === 2 ? {} : { choices: about(game).verdicts }) });
    }
  }
  const row = randomInputs('permutation', 1, seed + 1)[0].split(' ').slice(0, 4);
  const small = row.map(Number).map((_, i, all) => all.filter((v) => v <= all[i]).length).join(' ');
  steps.push({ game: 'permutation', input: small, activity: 'tree', mode: 'label', text: 'Label it.' });
  steps.push({ game: 'ticket', activity: 'table', x: 'd', y: 'e', text: 'Do d and e decide?' });
  return { title: `Held out ${seed}`, steps };
}

// The held-out lesson files (e2e/lessons/, written apart from the built-in ones) that read.
const heldOutFiles = ['winning-and-losing.lesson.json', 'later-page.lesson.json']
  .map((file) => [`held out ${file}`, JSON.parse(readFileSync(new URL(`lessons/${file}`, import.meta.url), 'utf8'))]);
const lessons = [...builtIn, ...heldOutFiles, ['held out', heldOut(5)]];
for (const width of WIDTHS) {
  test(`lessons at ${width} px: every predict, tree-to-label, table and verdict-asking watch step shows nothing withheld before its answer, and the answer after`, async (t) => {
    const page = await newPage(width);
    let checked = 0;
    for (const [name, lesson] of lessons) {
      for (const [i, step] of lesson.steps.entries()) {
        if (!asking(step)) continue;
        let withheld;
        try {
          withheld = withheldOfStep(step);
        } catch {
          continue; // a held-out position the game does not read
        }
        const said = `${name}, step ${i + 1} (${step.activity} ${step.input ?? ''}) at ${width} px`;
        await fresh(page, `${b.base}/#lesson=${plainLink(lesson)}&at=${i + 1}`);
        await page.locator(`.lesson[data-lesson-step="${i + 1}"]`).waitFor({ timeout: 20_000 });
        if (step.activity === 'watch' && about(step.game).players.length !== 2) {
          // A line not played between two sides (the auction) is watched whole: only its verdict waits.
          await page.locator('.lesson-watch .board:not([data-steps=""]):not([data-steps="0"])').waitFor({ timeout: 15_000 });
          assert.equal(await page.locator('.lesson [data-verdict]:not([data-verdict=""])').count(), 0, `${said}: no verdict in the page before it is asked for`);
          await page.locator('.lesson .lesson-show').click();
          await page.locator(`.lesson-verdict [data-verdict="${withheld.verdict}"]`).waitFor();
          checked++;
          continue;
        }
        const scope = '.lesson [data-guess]';
        await page.locator(scope).first().waitFor({ state: 'attached', timeout: 15_000 });
        await page.locator(`${scope} .lesson-choices button, ${scope} [data-tree], ${scope} .lesson-show`).first().waitFor({ timeout: 15_000 });
        assert.equal(await page.locator(scope).first().getAttribute('data-guess'), 'pending', `${said}: data-guess`);
        // Each bare answer button names a choice, not the answer: the question is not the position's.
        await walk(page, scope, withheld.pattern, '.lesson-choices, .lesson-question, .tree-node.leaf > .node-head', said, { whole: { written: [], ...withheld }, lineGiven: step.activity === 'watch' });
        await answer(page, scope, step, withheld);
        await page.locator('.lesson [data-guess="answered"]').first().waitFor({ state: 'attached', timeout: 15_000 });
        if (step.activity === 'watch') {
          await page.locator('.lesson-verdict [role="status"]:not([data-verdict=""])').waitFor();
          assert.equal(await page.locator('.lesson-verdict [data-verdict]').first().getAttribute('data-verdict'), withheld.verdict, `${said}: the verdict shows`);
        }
        if (step.activity === 'predict') {
          await page.locator('.lesson [data-reveal]').waitFor();
          assert.equal(await page.locator(`.lesson [data-reveal] [data-verdict="${withheld.verdict}"]`).first().isVisible(), true, `${said}: the answer shows`);
        }
        if (step.activity === 'tree') assert.ok(await page.locator('.lesson [data-tree] [data-node][data-value]').count() > 0, `${said}: the labels show`);
        checked++;
      }
    }
    assert.ok(checked >= 20, `${checked} steps checked`);
    t.diagnostic(`${checked} steps walked`);
    await page.close();
  });
}

test('a tree to label cannot be answered by watching the induction: that mode waits until every position is labelled', async () => {
  const lesson = { title: 'Label', steps: [{ game: 'permutation', input: '3 1 2', activity: 'tree', mode: 'label', text: 'Label it.' }] };
  const page = await newPage(1280);
  await page.goto(`${b.base}/#lesson=${plainLink(lesson)}`);
  const watch = page.getByRole('radio', { name: /Watch backward induction/ });
  await watch.waitFor({ timeout: 20_000 });
  assert.equal(await watch.isDisabled(), true, 'watching the induction waits');
  assert.match(await page.locator('.lesson .tree-modes').innerText(), /after you have labelled every position/);
  await answer(page, '.lesson [data-guess]', lesson.steps[0]);
  await page.locator('.lesson .lesson-result[data-result="right"]').waitFor();
  assert.equal(await watch.isDisabled(), false, 'and opens once labelled');
  await page.close();
});

/**
 * Small positions of every game played between two sides whose tree the page draws: random ones
 * (seeded) kept when their tree is small enough to walk, and a few fixed ones.
 */
function smallTrees(seed) {
  const found = [];
  for (const game of GAMES.filter((g) => g.players.length === 2).map((g) => g.name)) {
    const next = random(seed);
    const tries = game === 'ticket'
      ? Array.from({ length: 6 }, () => `${Array.from({ length: 4 }, (_, i) => (i === 1 || next() < 0.25 ? '?' : String(Math.floor(next() * 10)))).join('')} ${about(game).players[0]}`)
      : [...randomInputs(game, 4, seed), game === 'nim' ? '1 2' : '3 1 2 4'];
    for (const input of tries) {
      try {
        const tree = core.position_tree(game, input);
        if (tree.nodes.length >= 3 && tree.nodes.length <= 160 && !found.some((f) => f.game === game && f.input === input)) {
          found.push({ game, input, tree });
          if (found.filter((f) => f.game === game).length >= 2) break;
        }
      } catch {
        // Too large a tree, or not a start the page reads: another one.
      }
    }
  }
  return found;
}

/** The words that label a tree's positions: any player named as winning or losing (every position is the question). */
function treeLabels(game) {
  const names = about(game).players.map(escape).join('|');
  return `\\b(${names}) (wins|loses|is winning|is losing|can win)\\b|every move loses`;
}

for (const width of WIDTHS) {
  test(`the page's tree at ${width} px: "Label it yourself" shows no label before the student labels, watching the induction waits, and every label shows after`, async (t) => {
    const page = await newPage(width);
    let checked = 0;
    for (const { game, input, tree } of smallTrees(23 + width)) {
      const said = `${game} ${input} at ${width} px`;
      // A start the page reads: a ticket's mover is its first player, who is the start's.
      const text = game === 'ticket' ? input.split(' ')[0] : input;
      await fresh(page, `${b.base}/#${game}=${encodeURIComponent(text)}`);
      const panel = page.locator('.playground .tree-panel');
      await panel.waitFor({ timeout: 20_000 });
      await panel.locator('summary').first().click();
      await panel.locator('[data-tree]').waitFor({ timeout: 15_000 });
      await panel.getByRole('radio', { name: 'Label it yourself' }).check();
      assert.equal(await panel.getAttribute('data-guess'), 'pending', `${said}: labelling is a question`);
      const induction = panel.getByRole('radio', { name: /Watch backward induction/ });
      assert.equal(await induction.isDisabled(), true, `${said}: watching the induction waits`);
      // The whole tree is walked (every mode, stepper, fold, node on the board): no label leaks.
      await walk(page, '.playground .tree-panel', treeLabels(game), '.tree-how', said, { whole: { pattern: treeLabels(game), written: [] } });
      await answer(page, '.playground .tree-panel', { game, input });
      assert.equal(await panel.getAttribute('data-guess'), 'answered', `${said}: answered once every position is labelled`);
      assert.equal(await panel.locator('[data-node][data-value]').count(), tree.nodes.length, `${said}: every label shows after`);
      assert.equal(await induction.isDisabled(), false, `${said}: and the induction may be watched`);
      checked++;
    }
    assert.ok(checked >= 4, `${checked} trees checked`);
    t.diagnostic(`${checked} trees walked`);
    await page.close();
  });
}

test('the page\'s tree: "Show every label" answers the question and says the tree was not labelled by the student', async () => {
  const page = await newPage(1280);
  await page.goto(`${b.base}/#permutation=${encodeURIComponent('3 1 2 4')}`);
  const panel = page.locator('.playground .tree-panel');
  await panel.waitFor({ timeout: 20_000 });
  await panel.locator('summary').first().click();
  await panel.locator('[data-tree]').waitFor({ timeout: 15_000 });
  await panel.getByRole('radio', { name: 'Label it yourself' }).check();
  assert.equal(await panel.locator('[data-node][data-value]').count(), 0, 'no label while labelling');
  await panel.getByRole('button', { name: 'Show every label' }).click();
  assert.equal(await panel.getAttribute('data-guess'), 'answered');
  assert.ok(await panel.locator('[data-node][data-value]').count() > 0, 'the labels show');
  await panel.getByRole('radio', { name: /Watch backward induction/ }).check();
  await panel.getByRole('radio', { name: 'Label it yourself' }).check();
  assert.equal(await panel.getAttribute('data-guess'), 'pending', 'labelling again asks again');
  assert.match(await panel.locator('.tree-score').innerText(), /were shown before you had labelled them all: this round is practice/);
  await page.close();
});

for (const width of WIDTHS) {
  test(`Play's hints at ${width} px: the first rung asks the student to work it out (the board's facts by meaning, a working without its total) and tells nothing; the next says who is winning`, async (t) => {
    const page = await newPage(width);
    let checked = 0;
    for (const game of GAMES.filter((g) => g.players.length === 2).map((g) => g.name)) {
      for (const input of [...randomInputs(game, 2, 31 + width), about(game).start].filter(Boolean)) {
        const report = (() => {
          try {
            const session = core.analyze(game, input);
            try { return english(session.report()); } finally { session.free(); }
          } catch {
            return null;
          }
        })();
        if (!report?.line.playable) continue;
        const said = `${game} ${input} at ${width} px`;
        // Who wins, named: the meanings of the board's facts are this rung's to give.
        const { pattern } = withheldOf(game, input, undefined, { meanings: false });
        await fresh(page, `${b.base}/#${game}=${encodeURIComponent(input)}`);
        // The line drawn first: "Play from here" plays from the step shown.
        await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor({ state: 'attached', timeout: 20_000 });
        await page.locator('.line .board[data-position]:not([data-position=""])').waitFor({ state: 'attached', timeout: 20_000 });
        await page.locator('.play-button').click({ timeout: 20_000 });
        const play = page.locator('.playground .play');
        const hint = play.locator('.hints > button');
        await hint.waitFor();
        assert.equal(await hint.innerText(), 'What should I work out?', said);
        await hint.click();
        await play.locator('.work-out').waitFor();
        assert.deepEqual(await leaks(page, '.playground .play', pattern, null), [], `${said}: after the first rung`);
        assert.equal(await play.locator('.play-strip .strip-column').count(), 0, `${said}: no strip column yet`);
        const facts = report.line.open_step.board.facts.filter((f) => f.meaning);
        const text = await play.locator('.work-out').innerText();
        for (const fact of facts) {
          assert.ok(text.includes(fact.label), `${said}: the rung names ${fact.label}`);
          assert.ok(!text.includes(`${fact.label} ${fact.value}`), `${said}: but not its value`);
          if (fact.working) {
            // The table without its total rows: the student adds the columns up.
            const rows = await play.locator('.work-out table tbody tr').count();
            assert.equal(rows, fact.working.rows.length - fact.working.totals, `${said}: the working without its total`);
          }
        }
        assert.equal(await hint.innerText(), 'Is my position won?', said);
        await hint.click();
        await play.locator('.hint-text > p').first().waitFor();
        assert.match(await play.locator('.hint-text').innerText(), new RegExp(pattern, 'im'), `${said}: the next rung says who is winning`);
        checked++;
      }
    }
    assert.ok(checked >= 5, `${checked} positions checked`);
    t.diagnostic(`${checked} positions' ladders climbed`);
    await page.close();
  });
}

test('a watch that asks who wins (the line given, the winner withheld: a lesson\'s watch step) steps through the line, narrating what happened and naming no winner until answered', async () => {
  const page = await newPage(1280);
  await page.goto(`${b.base}/`);
  await page.locator('.playground').waitFor({ timeout: 20_000 });
  const game = 'nim';
  const input = '3 5 7';
  // The line is given (its length and its end with it); who wins at each step is not.
  const { pattern } = withheldOf(game, input, undefined, { meanings: false, line: false });
  // The question a lesson's watch step would ask ("Who wins? Show the verdict"): the model with the line given.
  await page.evaluate(async ({ game, input }) => {
    const [{ loadGames }, { Controller }, { WatchSection }, { LineStrip }, { Disclosure }] = await Promise.all(
      ['./core/games.js', './playground/controller.js', './playground/watch.js', './panels/strip.js', './shared/disclosure.js'].map((m) => import(m)));
    const games = await loadGames();
    const controller = new Controller({ game, input, step: null }, { games });
    const disclosure = new Disclosure('pending');
    disclosure.reveal('line');
    const watch = new WatchSection(controller, { id: 'asked', disclosure });
    const strip = new LineStrip(controller, { pick: false, disclosure });
    window.asked = disclosure;
    document.body.append(disclosure.mark(Object.assign(document.createElement('div'), { className: 'asked-watch' })));
    document.querySelector('.asked-watch').append(watch.element, strip.element);
    controller.start();
  }, { game, input });
  const scope = '.asked-watch';
  const next = page.locator(`${scope} .stepper`).getByRole('button', { name: 'Next step' });
  await page.locator(`${scope} .narration`).filter({ hasText: /./ }).waitFor();
  for (let k = 1; k <= 3; k++) {
    await next.click();
    await page.locator(`${scope} .board[data-step="${k}"]`).waitFor();
    assert.deepEqual(await leaks(page, scope, pattern, null, { lineGiven: true }), [], `step ${k}`);
    assert.deepEqual(await hiddenLeaks(page, scope, { pattern, written: [] }, null), [], `step ${k}: the whole DOM, hidden or not`);
    assert.match(await page.locator(`${scope} .narration`).innerText(), /takes \d+ from heap \d+\./, `step ${k}: what happened`);
  }
  assert.equal(await page.locator(`${scope} .strip-column`).count(), 0, 'no strip column');
  await page.evaluate(() => window.asked.answer());
  await page.locator(`${scope} .strip-column`).first().waitFor();
  assert.match(await page.locator(`${scope}`).innerText(), new RegExp(pattern, 'im'), 'the winner named once answered');
  await page.close();
});
