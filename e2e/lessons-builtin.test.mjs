// The built-in lessons (www/lessons/) against the engine, in Node (the page's wasm build): each
// is a lesson the page opens without a warning, listed in the menu's index; every predict, rule
// and exercises step carries the teacher's answer, and that answer is what the engine says (the
// winner, every winning move, the verdict, whether a rule holds, each exercise graded right);
// a play step's goal can be reached; a tree to label is small enough to label (and to print).
// The held-out lessons of e2e/lessons/ are walked the same way where they carry answers. Each
// language's translation of them (www/lessons/LANG.json) is prose alone: the lessons it makes are
// the English ones but for their words, in that language's script, and answer as the engine says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as core from './core.mjs';
import { checkLesson, compressedLink, lessonLanguage, plainLink } from '../www/lessons/lesson-format.js';
import { LESSON_PROSE, translatedEntry, translates } from '../www/lessons/lesson-translation.js';

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

/** Each language the index lists a translation for, with its file. */
const translations = (index.languages ?? []).map((lang) => [lang, JSON.parse(readFileSync(new URL(`${lang}.json`, dir), 'utf8'))]);
/** The letters a language's own words are written in (the rest are names of a rule, moves, φ). */
const SCRIPT = { ko: /\p{Script=Hangul}/u, ru: /\p{Script=Cyrillic}/u };
/** A lesson without its words: what a translation may not change. */
const structure = (lesson) => {
  const { title, level, lang, steps, ...rest } = lesson;
  return { ...rest, steps: steps.map(({ text, ...step }) => step) };
};

test('each translation of the built-in lessons is their words alone: the same steps, positions, activities and answers as English', async () => {
  assert.deepEqual(translations.map(([lang]) => lang).sort(), ['ko', 'ru'], 'Korean and Russian');
  for (const [lang, words] of translations) {
    assert.equal(words.lang, lang, `${lang}.json says its language`);
    assert.deepEqual(Object.keys(words.lessons).sort(), index.lessons.map((l) => l.file).sort(), `${lang}.json translates every built-in lesson, and no other`);
    for (const [file, lesson] of builtIn) {
      const prose = words.lessons[file];
      const said = `${lang}, ${file}`;
      // Nothing but words: a translation cannot carry an answer, a position or a rule.
      assert.deepEqual(Object.keys(prose).filter((key) => !LESSON_PROSE.includes(key) && key !== 'steps'), [], `${said}: only ${LESSON_PROSE.join(', ')} and the steps' texts`);
      assert.ok(prose.steps.every((text) => typeof text === 'string'), `${said}: each step's translation is a text`);
      assert.ok(translates(lesson, prose), `${said}: a title, a level and one text for each of the ${lesson.steps.length} steps`);
      const entry = translatedEntry(index.lessons.find((l) => l.file === file), lesson, words);
      const translated = entry.lesson;
      assert.equal(lessonLanguage(translated), lang, `${said}: marked as written in ${lang}`);
      assert.deepEqual(structure(translated), structure(lesson), `${said}: the same lesson but for its words`);
      const { errors, warnings } = checkLesson(translated, { games: NAMES, players });
      assert.deepEqual([...errors, ...warnings], [], said);
      // In its own script: the letters of each text are the language's, but for a rule's names
      // (L, qR, mex: short Latin words), code between backticks, a link and φ; no English name is left.
      for (const [where, text] of [['title', translated.title], ['level', translated.level], ['summary', entry.summary], ...translated.steps.map((s, i) => [`step ${i + 1}`, s.text])]) {
        const words = text.replace(/`[^`]*`|#\S+|(?<![A-Za-z])[A-Za-z]{1,3}(?![A-Za-z])|\p{Script=Greek}/gu, '');
        const letters = [...words].filter((c) => /\p{L}/u.test(c));
        const own = letters.filter((c) => SCRIPT[lang].test(c)).length;
        assert.ok(letters.length > 0 && own === letters.length, `${said}, ${where}: ${own} of ${letters.length} letters in ${lang}'s script: ${text}`);
        assert.doesNotMatch(text, /\b(Monocarp|Bicarp|Alice|Bob|North|East|South|West|the|and|wins)\b/, `${said}, ${where}: an English word left`);
        const english = where.startsWith('step') ? lesson.steps[Number(where.slice(5)) - 1].text : where === 'summary' ? index.lessons.find((l) => l.file === file).summary : lesson[where];
        assert.notEqual(text, english, `${said}, ${where}: translated`);
      }
      // The teacher's answers are the English file's, so the engine grades them alike.
      walk(`${file} (${lang})`, translated, { answersRequired: true });
      console.log(`${file} in ${lang}: its link ${plainLink(translated).length} characters plain, ${(await compressedLink(translated)).length} compressed`);
    }
  }
});

test('a translation that does not fit its lesson gives the English lesson, whole', () => {
  const [file, lesson] = builtIn[0];
  const entry = index.lessons.find((l) => l.file === file);
  const prose = translations[0][1].lessons[file];
  const words = (changed) => ({ lang: 'ko', lessons: { [file]: { ...prose, ...changed } } });
  for (const changed of [{ steps: prose.steps.slice(1) }, { steps: [...prose.steps, 'x'] }, { title: '' }, { steps: prose.steps.map((t, i) => (i ? t : { answer: 'Monocarp' })) }]) {
    assert.equal(translatedEntry(entry, lesson, words(changed)).lesson, lesson, JSON.stringify(changed).slice(0, 60));
  }
  assert.equal(translatedEntry(entry, lesson, null).lesson, lesson, 'English: the file as it is');
  assert.equal(translatedEntry(entry, lesson, words({})).lesson.lang, 'ko');
});

test('a lesson\'s "lang" names the teacher\'s language: English when absent, refused when it is no language tag', () => {
  const lesson = { title: 'T', steps: [{ activity: 'note', text: 'Hi.' }] };
  assert.equal(lessonLanguage(lesson), 'en');
  assert.equal(lessonLanguage({ ...lesson, lang: 'ko' }), 'ko');
  assert.equal(lessonLanguage({ ...lesson, lang: 'pt-BR' }), 'pt-BR');
  assert.deepEqual(checkLesson({ ...lesson, lang: 'ru' }).errors, []);
  for (const bad of [5, '', 'ko kr', '"><script>', 'korean-language-tag']) {
    assert.deepEqual(checkLesson({ ...lesson, lang: bad }).errors.map((e) => e.field), ['lang'], String(bad));
    assert.equal(lessonLanguage({ ...lesson, lang: bad }), 'en');
  }
  assert.match(checkLesson({ ...lesson, lang: 5 }).errors[0].message, /^The lesson's "lang": a language tag such as "ko", "ru" or "en", not 5\.$/);
});
