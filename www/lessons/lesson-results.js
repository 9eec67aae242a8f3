// A student's results in a lesson, without accounts: what the player records per step (kept in
// the browser, lesson-progress.js), the short text "Copy my results" gives the student to send,
// and the teacher's "Class results", which reads any number of those texts pasted together and
// counts them by step. Results are self-reported: a text can be typed by hand, and the page says
// so. Pure functions of values (no DOM, no storage), tested in Node (e2e/lesson-results.test.mjs).
// The class table's problems with a paste are the page's words (www/lang/en-page.js, "Class
// results"), in the language shown: only the page reads a paste, and it loads them at its start
// (a Node caller adds them, as e2e/lesson-results.test.mjs does). What a student copies stays
// English: it is data the class table reads back, whatever either reader's language.

import { MAX_LESSON_STEPS } from './lesson-format.js';
import { t } from '../shared/i18n.js';

/**
 * What a paste may hold. A class is some thirty students, a school's year a few hundred; a
 * paste of 5 000 made a table of 25 020 000 cells that took the page 107 s and 8.6 GB.
 */
export const MAX_STUDENTS = 500;

/** The most characters a paste is read in (500 students' texts of a long lesson are under 2 MiB). */
export const MAX_PASTE = 4 * 1024 * 1024;

/** The most characters of a student's name the table shows. */
const MAX_NAME = 80;

/** The most problems a paste is told (the lines after these are counted, not each named). */
export const MAX_PROBLEMS = 100;

/** The activities a step is graded in (the others are read or watched). */
export const GRADED = new Set(['predict', 'rule', 'tree', 'play', 'exercises', 'table']);

/**
 * Whether a step is graded: its activity asks something (a tree only when the student labels
 * it, a table only when the teacher named its two numbers: the student then says whether they
 * decide who wins).
 */
export function isGraded(step) {
  if (!GRADED.has(step?.activity)) return false;
  if (step.activity === 'tree') return step.mode === 'label';
  if (step.activity === 'table') return typeof step.x === 'string' && step.x.trim() !== '';
  return true;
}

/**
 * The line that carries the results for a machine: its version, then `id=`, `steps=`, `r=`,
 * `name=` (to the end of the line). Version 1 (`VPR1`) carried marks alone (`3:W`); version 2
 * (`VPR2`) names each step's activity and the answer given (`3.predict:W:Bicarp`), and a set of
 * exercises which it missed (`9.exercises:3/5:missed_2_4`). Both are read.
 */
const CODE = /VPR([12]) id=([0-9a-f]{8}) steps=(\d{1,4}) r=(\S*) name=(.*)$/;
const MARK = /^(\d{1,4})(?:\.([a-z]{1,20}))?:(R|W|-|\d{1,3}\/\d{1,3})(?::([^:]*))?$/;

/** The most characters of an answer a results line carries (a student's own rule can be long). */
export const MAX_ANSWER = 40;

/**
 * An answer as a results line carries it: one token, readable: a space is `_`, and `%`, `_`,
 * `,` and `:` are written %XX (they separate the line's parts); cut to MAX_ANSWER characters.
 */
export function answerToken(answer) {
  let text = String(answer ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > MAX_ANSWER) text = `${text.slice(0, MAX_ANSWER - 1)}…`;
  return text.replace(/[%_,:]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replaceAll(' ', '_');
}

/** The answer of a token (answerToken's inverse); a token whose %XX does not read is shown as written. */
export function tokenAnswer(token) {
  const spaced = String(token).replaceAll('_', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The answer a step's record keeps for the teacher: the first answer given, or, for a set of
 * exercises, which ones were missed ("missed 2 4"), or null.
 */
export function answerOf(record) {
  if (!record || !record.tries) return null;
  if (record.score) return Array.isArray(record.missed) && record.missed.length ? `missed ${record.missed.join(' ')}` : null;
  const given = record.firstAnswer ?? record.answer;
  return given == null || given === '' ? null : String(given);
}

/**
 * One step's record, from the attempts the player kept: `{ first, right, tries, score }`:
 * `first` whether the first answer was right, `right` whether some answer was, `score` for a
 * set of exercises `{ right, total }` (right at the first try of `total`).
 */
export function stepMark(record) {
  if (!record || !record.tries) return '-';
  if (record.score) return `${record.score.right}/${record.score.total}`;
  return record.first ? 'R' : 'W';
}

/** Whether a mark is right at the first try (a set: every exercise right at the first try). */
export function markRight(mark) {
  if (mark === 'R') return true;
  const set = /^(\d+)\/(\d+)$/.exec(mark);
  return set ? set[1] === set[2] && set[2] !== '0' : false;
}

/** "right at the first try", "3 of 5 right at the first try", "not answered". */
export function markWords(mark) {
  if (mark === 'R') return 'right at the first try';
  if (mark === 'W') return 'wrong at the first try';
  const set = /^(\d+)\/(\d+)$/.exec(mark);
  if (set) return `${set[1]} of ${set[2]} right at the first try`;
  return 'not answered';
}

/**
 * The summary of a student's lesson: the graded steps with their marks, how many were right at
 * the first try, and the steps to retry (wrong at the first try, or not answered).
 */
export function summary(lesson, records) {
  const graded = lesson.steps.map((step, i) => ({ number: i + 1, activity: step.activity, mark: stepMark(records[i + 1]), graded: isGraded(step) }))
    .filter((row) => row.graded);
  const right = graded.filter((row) => markRight(row.mark)).length;
  return { graded, right, retry: graded.filter((row) => !markRight(row.mark)) };
}

/**
 * The text "Copy my results" copies: a few lines for a person (each step's mark and the answer
 * given), and one line for the class table (version 2: the marks, activities and answers).
 */
export function resultsText({ lesson, id, name, records }) {
  const { graded, right } = summary(lesson, records);
  const who = String(name ?? '').replace(/[\r\n]+/g, ' ').trim().slice(0, 60) || 'anonymous';
  const answers = graded.map((row) => answerOf(records[row.number]));
  const item = (row, i) => `${row.number}.${row.activity}:${row.mark}${answers[i] == null ? '' : `:${answerToken(answers[i])}`}`;
  const lines = [
    `Lesson results (self-reported): ${lesson.title} [${id}]`,
    `Name: ${who}`,
    ...graded.map((row, i) => `Step ${row.number} (${row.activity}): ${markWords(row.mark)}${answers[i] == null ? '' : ` (${row.mark.includes('/') ? '' : 'answered: '}${tokenAnswer(answerToken(answers[i]))})`}`),
    `Right at the first try: ${right} of ${graded.length} ${graded.length === 1 ? 'step' : 'steps'}`,
    `VPR2 id=${id} steps=${lesson.steps.length} r=${graded.map(item).join(',')} name=${who}`,
  ];
  return lines.join('\n');
}

/**
 * Reads every result line in `text` (any number of students' texts pasted together, in any
 * order, with anything around them): `{ results, problems }`, each result `{ id, steps, name,
 * marks (step number → mark), line }`; a line that starts like a result but does not read is a
 * problem naming its line. The same name twice for a lesson: the later one counts.
 */
export function readResults(text) {
  const results = [];
  const problems = [];
  let unsaid = 0;
  // Named one by one up to MAX_PROBLEMS: 200 000 lines that do not read are one sentence more.
  const problem = (words) => {
    if (problems.length < MAX_PROBLEMS) problems.push(words);
    else unsaid++;
  };
  let pasted = String(text);
  if (pasted.length > MAX_PASTE) {
    problems.push(t('class-paste-cut', { length: pasted.length, mib: MAX_PASTE >> 20 }));
    pasted = pasted.slice(0, MAX_PASTE);
  }
  pasted.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!/VPR[12]/.test(line)) return;
    const found = CODE.exec(line);
    if (!found) {
      problem(t('class-line-unread', { line: String(i + 1), code: 'VPR2 id=… steps=… r=… name=…' }));
      return;
    }
    const [, , id, steps, list, name] = found;
    if (Number(steps) > MAX_LESSON_STEPS) {
      problem(t('class-line-steps', { line: String(i + 1), steps: `steps=${steps}`, max: MAX_LESSON_STEPS }));
      return;
    }
    const marks = new Map();
    const activities = new Map();
    const answers = new Map();
    let bad = null;
    for (const item of list ? list.split(',') : []) {
      const mark = MARK.exec(item);
      if (!mark || Number(mark[1]) < 1 || Number(mark[1]) > Number(steps)) {
        bad = item;
        break;
      }
      const number = Number(mark[1]);
      marks.set(number, mark[3]);
      if (mark[2] && GRADED.has(mark[2])) activities.set(number, mark[2]);
      if (mark[4]) answers.set(number, tokenAnswer(mark[4]));
    }
    if (bad != null) {
      problem(t('class-line-bad-result', { line: String(i + 1), token: JSON.stringify(bad) }));
      return;
    }
    // A name as "Copy my results" writes it is at most 60 characters; a longer one is cut, not refused.
    const who = name.trim();
    results.push({ id, steps: Number(steps), name: (who.length > MAX_NAME ? `${who.slice(0, MAX_NAME)}…` : who) || 'anonymous', marks, activities, answers, line: i + 1 });
  });
  // One result per student and lesson: a text pasted twice, or sent again after a retry.
  const latest = new Map();
  for (const result of results) {
    const key = `${result.id}\n${result.name.toLowerCase()}`;
    if (latest.has(key)) problem(t('class-twice', { name: result.name, id: result.id, line: String(result.line) }));
    latest.set(key, result);
  }
  if (unsaid) problems.push(t('class-more-problems', { length: unsaid }));
  let kept = [...latest.values()];
  if (kept.length > MAX_STUDENTS) {
    problems.unshift(t('class-too-many', { length: kept.length, max: MAX_STUDENTS, rest: kept.length - MAX_STUDENTS }));
    kept = kept.slice(0, MAX_STUDENTS);
  }
  return { results: kept, problems };
}

/**
 * The class table of one lesson: per graded step, how many students were right at the first
 * try, wrong at it, and did not answer, and the step most got wrong. `lesson`: the lesson, when
 * the teacher has it open (its steps' activities and words); otherwise the steps the results name.
 */
export function classTable(results, lesson = null) {
  const numbers = lesson
    ? lesson.steps.map((step, i) => (isGraded(step) ? i + 1 : null)).filter(Boolean)
    : [...new Set(results.flatMap((r) => [...r.marks.keys()]))].sort((a, b) => a - b);
  const rows = numbers.map((number) => {
    // The activity: the lesson's, when it is open here; else as the results name it (version 2).
    const named = results.find((r) => r.activities?.has(number))?.activities.get(number) ?? '';
    const row = { number, activity: lesson?.steps[number - 1]?.activity ?? named, right: 0, wrong: 0, missing: 0, exercises: { right: 0, total: 0 } };
    for (const result of results) {
      const mark = result.marks.get(number) ?? '-';
      const set = /^(\d+)\/(\d+)$/.exec(mark);
      if (set) {
        row.exercises.right += Number(set[1]);
        row.exercises.total += Number(set[2]);
      }
      if (mark === '-') row.missing++;
      else if (markRight(mark)) row.right++;
      else row.wrong++;
    }
    return row;
  });
  // A loop, not Math.max(...): spreading a long list as arguments overflows the stack.
  const most = rows.reduce((top, row) => Math.max(top, row.wrong), 0);
  return { rows, most, students: results.map((r) => r.name), hardest: most > 0 ? rows.filter((row) => row.wrong === most).map((row) => row.number) : [] };
}
