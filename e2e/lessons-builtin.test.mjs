// The built-in lessons (www/lessons/) against the engine, in Node (the page's wasm build): each
// is a lesson the page opens without a warning, listed in the menu's index; every predict, rule
// and exercises step carries the teacher's answer, and that answer is what the engine says (the
// winner, every winning move, the verdict, whether a rule holds, each exercise graded right);
// a play step's goal can be reached; a tree to label is small enough to label (and to print).
// The held-out lessons of e2e/lessons/ are walked the same way where they carry answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as core from './core.mjs';
import { checkLesson, compressedLink, plainLink } from '../www/lesson-format.js';

const GAMES = core.games();
const NAMES = GAMES.map((g) => g.name);
const about = (name) => GAMES.find((g) => g.name === name);
const players = (name) => about(name)?.players ?? [];
const dir = new URL('../www/lessons/', import.meta.url);
const index = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8'));
const builtIn = index.lessons.map(({ file }) => [file, JSON.parse(readFileSync(new URL(file, dir), 'utf8'))]);

/** The settings a step gives its game (fields named as the game's settings). */
const settingsOf = (step) => Object.fromEntries(about(step.game).settings.filter((s) => typeof step[s.name] === 'string').map((s) => [s.name, step[s.name]]));

/** The position a step shows, as the page's worker finds it (worker.js, `lessonPosition`). */
function positionOf(step, input = step.input) {
  let session;
  try {
    session = core.analyze(step.game, input ?? '', settingsOf(step));
  } catch {
    const view = core.position_view(step.game, input, undefined, undefined, false);
    return { position: view.position, to_move: view.to_move, report: null };
  }
  try {
    const report = session.report();
    const head = report.line;
    const index = step.step == null ? head.open_at : Math.min(step.step, head.steps);
    const shown = index === head.open_at ? head.open_step : session.step(index);
    return { position: shown.position, to_move: shown.to_move, report };
  } finally {
    session.free();
  }
}

/** Every winning move of a position, as `verdict moves` writes them, asked cell by cell. */
function winningMoves(game, position) {
  const cells = core.position_values(game, position, 0, 10_000).cells.filter((c) => c.wins).map((c) => c.cell);
  return cells.flatMap((cell) => core.position_moves(game, position, cell).filter((m) => m.wins).map((m) => m.label)).sort();
}

/** Checks every claim a lesson's steps make against the engine; returns how many were checked. */
function walk(name, lesson, { answersRequired }) {
  let checked = 0;
  for (const [i, step] of lesson.steps.entries()) {
    const said = `${name}, step ${i + 1} (${step.activity})`;
    // A rule step with no rule asks the student to write one: there is nothing to answer ahead.
    const asks = ['predict', 'exercises'].includes(step.activity) || (step.activity === 'rule' && Boolean(step.rule));
    if (asks && answersRequired) assert.ok('answer' in step, `${said}: the teacher's answer is written, so that it can be checked`);
    if (step.activity === 'predict' && 'answer' in step) {
      const at = positionOf(step);
      if (players(step.game).length !== 2) {
        assert.ok(step.choices.includes(step.answer), `${said}: the answer is among the choices`);
        assert.equal(at.report.verdict, step.answer, `${said}: the verdict of ${step.input}`);
      } else if (step.ask === 'move') {
        assert.deepEqual(winningMoves(step.game, at.position), [...step.answer].sort(), `${said}: every winning move of ${at.position}`);
      } else {
        assert.equal(core.position_view(step.game, at.position, undefined, undefined, false).winner, step.answer, `${said}: who wins ${at.position}`);
      }
      checked++;
    }
    if (step.activity === 'rule' && step.rule && 'answer' in step) {
      const { report } = core.test_rule(step.game, settingsOf(step), step.rule, step.scope ?? '', 0);
      assert.equal(report.outcome, step.answer, `${said}: ${step.rule}${step.scope ? ` where ${step.scope}` : ''}: ${report.summary}`);
      checked++;
    }
    if (step.activity === 'exercises' && 'answer' in step) {
      if (Array.isArray(step.positions)) {
        step.positions.forEach((input, k) => {
          const at = positionOf({ ...step, step: null }, input);
          assert.equal(core.position_view(step.game, at.position, undefined, undefined, false).winner, step.answer[k], `${said}: position ${k + 1}`);
        });
      } else {
        const set = core.exercise_set(step.game, step.seed);
        assert.equal(step.answer.length, set.length, `${said}: one answer per exercise of set ${step.seed}`);
        set.forEach((exercise, k) => {
          const graded = core.grade_answer(step.game, step.seed, exercise.number, step.answer[k]);
          assert.equal(graded.correct, true, `${said}: exercise ${exercise.number} (${exercise.prompt} ${exercise.given}) answered ${step.answer[k]}: ${graded.message}`);
        });
      }
      checked++;
    }
    if (step.activity === 'play' && step.side) {
      const at = positionOf(step);
      assert.equal(core.position_view(step.game, at.position, undefined, undefined, false).winner, step.side, `${said}: ${step.side} can reach the goal from ${at.position}`);
      checked++;
    }
    if (step.activity === 'tree') {
      const at = positionOf(step);
      const tree = core.position_tree(step.game, at.position);
      if (step.mode === 'label' && answersRequired) assert.ok(tree.nodes.length <= 40, `${said}: ${tree.nodes.length} positions to label is more than a class can do (and than a worksheet prints)`);
      checked++;
    }
    if (step.activity === 'watch') {
      const at = positionOf(step);
      assert.ok(at.report, `${said}: a watch step's input is a start, with a line`);
    }
  }
  return checked;
}

test('the menu lists every built-in lesson, one per game and one on finding a rule, each opening without a warning', async () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.lesson.json')).sort();
  assert.deepEqual(index.lessons.map((l) => l.file).sort(), files, 'index.json lists every lesson file');
  for (const [file, lesson] of builtIn) {
    const { errors, warnings } = checkLesson(lesson, { games: NAMES, players });
    assert.deepEqual([...errors, ...warnings], [], file);
    console.log(`${file}: ${lesson.steps.length} steps; its link ${plainLink(lesson).length} characters plain, ${(await compressedLink(lesson)).length} compressed`);
  }
  for (const game of NAMES) {
    assert.ok(builtIn.some(([, lesson]) => lesson.steps.every((s) => s.game === game)), `a lesson on ${game} alone`);
  }
  assert.ok(builtIn.some(([, lesson]) => lesson.steps.filter((s) => s.activity === 'rule').length >= 3), 'a lesson on finding a rule');
});

test('every predict, rule and exercises step of the built-in lessons answers as the engine says', () => {
  let checked = 0;
  for (const [file, lesson] of builtIn) checked += walk(file, lesson, { answersRequired: true });
  assert.ok(checked >= 30, `${checked} claims checked`);
});

test('the held-out lessons (e2e/lessons/) grade as the engine says', () => {
  const held = new URL('./lessons/', import.meta.url);
  let checked = 0;
  for (const file of readdirSync(held).filter((f) => f.endsWith('.lesson.json'))) {
    let lesson;
    try {
      lesson = JSON.parse(readFileSync(new URL(file, held), 'utf8'));
    } catch {
      continue; // a held-out file written not to read
    }
    if (checkLesson(lesson, { games: NAMES, players }).errors.length) continue;
    checked += walk(file, lesson, { answersRequired: false });
  }
  assert.ok(checked >= 5, `${checked} claims checked`);
});
