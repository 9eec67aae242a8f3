// Results without accounts, in Node alone: the text a student copies reads back, pasted with
// others in any order and with chat around it, as the class table counts them; damaged lines are
// named by line; a student who sends twice counts once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_LESSON_STEPS } from '../www/lessons/lesson-format.js';
import { addEnglish } from '../www/shared/i18n.js';
import { parse } from '../www/shared/ftl.js';
import PAGE_WORDS from '../www/lang/en-page.js';
import { MAX_ANSWER, MAX_PASTE, MAX_PROBLEMS, MAX_STUDENTS, answerToken, classTable, isGraded, markRight, readResults, resultsText, stepMark, summary, tokenAnswer } from '../www/lessons/lesson-results.js';

// The class table's problems are the page's words, which the page adds to English at its start.
addEnglish(parse(PAGE_WORDS));

const lesson = {
  title: 'Winning and losing',
  steps: [
    { activity: 'note' }, { activity: 'predict' }, { activity: 'watch' }, { activity: 'tree', mode: 'label' },
    { activity: 'rule' }, { activity: 'exercises' }, { activity: 'play' },
  ],
};
const ID = '0123abcd';
const right = { tries: 1, first: true };
const wrong = { tries: 2, first: false };

test('a student\'s summary: first-try marks, and what to retry', () => {
  const records = { 2: right, 4: wrong, 6: { tries: 5, first: false, score: { right: 3, total: 5 } } };
  const { graded, right: count, retry } = summary(lesson, records);
  assert.deepEqual(graded.map((g) => [g.number, g.mark]), [[2, 'R'], [4, 'W'], [5, '-'], [6, '3/5'], [7, '-']]);
  assert.equal(count, 1);
  assert.deepEqual(retry.map((g) => g.number), [4, 5, 6, 7]);
  assert.equal(stepMark({ tries: 5, score: { right: 5, total: 5 } }), '5/5');
  assert.equal(markRight('5/5'), true);
  assert.equal(markRight('0/0'), false);
});

test('results copied by several students read back as a class table by step', () => {
  // Each student's marks for steps 2, 4, 5, 6, 7.
  const students = [
    ['Ada', { 2: right, 4: right, 5: wrong, 6: { tries: 5, first: true, score: { right: 5, total: 5 } }, 7: right }],
    ['Bea Lopez-Núñez', { 2: wrong, 4: right, 5: wrong, 6: { tries: 5, first: false, score: { right: 2, total: 5 } } }],
    ['Chen', { 2: right, 5: wrong }],
    ['', { 2: wrong, 4: wrong, 5: right, 7: wrong }],
  ];
  const texts = students.map(([name, records]) => resultsText({ lesson, id: ID, name, records }));
  assert.match(texts[0], /^Lesson results \(self-reported\): Winning and losing \[0123abcd\]\nName: Ada\nStep 2 \(predict\): right at the first try\n/);
  assert.match(texts[1], /Step 6 \(exercises\): 2 of 5 right at the first try/);
  assert.match(texts[3], /Name: anonymous/);
  // Pasted as a teacher gets them: out of order, with chat around, one sent twice.
  const pasted = ['Hi miss, here:', texts[2], '', 'from Bea:', texts[1], texts[0], '> ' + texts[3].split('\n').at(-1), texts[0]].join('\n');
  const { results, problems } = readResults(pasted);
  assert.deepEqual(results.map((r) => r.name).sort(), ['Ada', 'Bea Lopez-Núñez', 'Chen', 'anonymous']);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^Ada's results for lesson 0123abcd came twice: the later ones \(line \d+\) count\.$/);
  const table = classTable(results, lesson);
  const byStep = Object.fromEntries(table.rows.map((r) => [r.number, [r.right, r.wrong, r.missing]]));
  assert.deepEqual(byStep, { 2: [2, 2, 0], 4: [2, 1, 1], 5: [1, 3, 0], 6: [1, 1, 2], 7: [1, 1, 2] });
  assert.deepEqual(table.rows.find((r) => r.number === 6).exercises, { right: 7, total: 10 });
  assert.deepEqual(table.hardest, [5], 'the step most got wrong');
  // Without the lesson open, the steps the results name.
  assert.deepEqual(classTable(results).rows.map((r) => r.number), [2, 4, 5, 6, 7]);
});

test('a results line that does not read is named by its line', () => {
  const { results, problems } = readResults('VPR1 id=0123abcd steps=3 r=2:R,9:W name=X\nVPR1 id=zz\nVPR1 id=0123abcd steps=3 r=1:Q name=Y');
  assert.equal(results.length, 0);
  assert.deepEqual(problems, [
    'Line 1: "9:W" is not a step\'s result (step:R, step:W, step:- or step:right/total, each maybe with .activity and :answer).',
    'Line 2: a results line that does not read (it should be "VPR2 id=… steps=… r=… name=…" as copied).',
    'Line 3: "1:Q" is not a step\'s result (step:R, step:W, step:- or step:right/total, each maybe with .activity and :answer).',
  ]);
});

test('a paste is bounded: lessons of at most 1 000 steps, at most 500 students, at most 100 problems named', () => {
  // The issue's 238 KB paste: 5 000 well-formed lines of a 9 999-step lesson made a table of
  // 25 020 000 cells (107 s, 8.6 GB on the page). Each line is now refused, named by its line.
  const issue = Array.from({ length: 5000 }, (_, i) => `VPR1 id=0123abcd steps=9999 r=${i + 1}:W name=s${i + 1}`).join('\n');
  const refused = readResults(issue);
  assert.equal(refused.results.length, 0);
  assert.equal(refused.problems.length, MAX_PROBLEMS + 1);
  assert.equal(refused.problems[0], `Line 1: steps=9999, and a lesson has at most ${MAX_LESSON_STEPS.toLocaleString('en')} steps.`);
  assert.equal(refused.problems.at(-1), `…and ${(5000 - MAX_PROBLEMS).toLocaleString('en')} more like these.`);

  // The same within a lesson's bound: at most 500 students counted, the rest said.
  const many = Array.from({ length: 5000 }, (_, i) => `VPR1 id=0123abcd steps=${MAX_LESSON_STEPS} r=${(i % MAX_LESSON_STEPS) + 1}:W name=s${i + 1}`).join('\n');
  const bounded = readResults(many);
  assert.equal(bounded.results.length, MAX_STUDENTS);
  assert.deepEqual(bounded.results.map((r) => r.name), Array.from({ length: MAX_STUDENTS }, (_, i) => `s${i + 1}`), 'the first pasted are counted');
  assert.deepEqual(bounded.problems, [`This paste holds 5,000 students' results; a class table counts at most ${MAX_STUDENTS}: the first ${MAX_STUDENTS} pasted are counted, the other 4,500 are not. Paste them apart.`]);
  const table = classTable(bounded.results);
  assert.ok(table.rows.length <= MAX_LESSON_STEPS);
  assert.equal(table.rows.length, MAX_STUDENTS, 'one row a step named');
  assert.equal(table.most, 1);

  // 200 000 lines that do not read threw "Maximum call stack size exceeded" on the page: now
  // 100 are named and the rest counted, in one sentence.
  const nope = readResults('VPR1 nope\n'.repeat(200_000));
  assert.equal(nope.results.length, 0);
  assert.equal(nope.problems.length, MAX_PROBLEMS + 1);
  assert.equal(nope.problems.at(-1), '…and 199,900 more like these.');

  // A paste past 4 MiB is read to there, and says so.
  const long = `VPR1 id=0123abcd steps=3 r=2:R name=Ada\n${'x'.repeat(MAX_PASTE)}\nVPR1 id=0123abcd steps=3 r=2:W name=Bo`;
  const cut = readResults(long);
  assert.deepEqual(cut.results.map((r) => r.name), ['Ada']);
  assert.match(cut.problems[0], /^The paste is 4,194,383 characters; the first 4 MiB are read: paste the rest apart\.$/);
  // A name runs to the end of its line, and is cut for the table.
  assert.equal(readResults(`VPR1 id=0123abcd steps=3 r=2:R name=${'n'.repeat(1000)}`).results[0].name, `${'n'.repeat(80)}…`);
});

test('the class table takes no list as spread arguments: a lesson of 1 000 steps and 500 students', () => {
  // Every student wrong at every step: the hardest steps are all 1 000, counted without Math.max(...list).
  const marks = Array.from({ length: MAX_LESSON_STEPS }, (_, i) => `${i + 1}:W`).join(',');
  const { results, problems } = readResults(Array.from({ length: MAX_STUDENTS }, (_, i) => `VPR1 id=0123abcd steps=${MAX_LESSON_STEPS} r=${marks} name=s${i}`).join('\n'));
  assert.deepEqual(problems, []);
  const table = classTable(results);
  assert.equal(table.rows.length, MAX_LESSON_STEPS);
  assert.equal(table.hardest.length, MAX_LESSON_STEPS);
  assert.ok(table.rows.every((row) => row.wrong === MAX_STUDENTS && row.right === 0 && row.missing === 0));
  assert.equal(table.most, MAX_STUDENTS);
});

test('version 2 results say each step\'s activity, the first answer given and the exercises missed; version 1 still reads', () => {
  // A lesson written by hand with a table step (its two names given: graded) and a tree to label.
  const lesson = {
    title: 'Tables and trees',
    steps: [
      { game: 'nim', activity: 'table', x: 'a', y: 'b', take: '1,2', text: 'Do a and b decide?' },
      { game: 'ticket', activity: 'tree', input: '?1?0', mode: 'label' },
      { game: 'ticket', activity: 'table', text: 'Explore: no names given, nothing asked.' },
      { game: 'ticket', activity: 'exercises', seed: 7 },
      { game: 'ticket', activity: 'rule', rule: 'L == R' },
    ],
  };
  assert.deepEqual(lesson.steps.map(isGraded), [true, true, false, true, true]);
  const records = {
    1: { tries: 2, first: false, right: true, firstAnswer: 'do not decide', answer: 'decide' },
    2: { tries: 2, first: false, right: false, firstAnswer: 'a wrong mark at ?100', answer: '3 wrong' },
    4: { tries: 5, first: false, right: false, score: { right: 3, total: 5 }, missed: [2, 4] },
    5: { tries: 1, first: true, right: true, firstAnswer: 'fails, 100%: a_b, c' },
  };
  const text = resultsText({ lesson, id: '0123abcd', name: 'Ada', records });
  const line = text.split('\n').at(-1);
  assert.equal(line, 'VPR2 id=0123abcd steps=5 r=1.table:W:do_not_decide,2.tree:W:a_wrong_mark_at_?100,4.exercises:3/5:missed_2_4,5.rule:R:fails%2C_100%25%3A_a%5Fb%2C_c name=Ada');
  assert.match(text, /\nStep 1 \(table\): wrong at the first try \(answered: do not decide\)\n/);
  assert.match(text, /\nStep 4 \(exercises\): 3 of 5 right at the first try \(missed 2 4\)\n/);
  const [read] = readResults(`Hi!\n${text}`).results;
  assert.deepEqual([...read.marks], [[1, 'W'], [2, 'W'], [4, '3/5'], [5, 'R']]);
  assert.deepEqual([...read.answers], [[1, 'do not decide'], [2, 'a wrong mark at ?100'], [4, 'missed 2 4'], [5, 'fails, 100%: a_b, c']]);
  // Without the lesson at hand the class table names the activities the results name.
  const table = classTable([read]);
  assert.deepEqual(table.rows.map((r) => [r.number, r.activity, r.right, r.wrong]), [[1, 'table', 0, 1], [2, 'tree', 0, 1], [4, 'exercises', 0, 1], [5, 'rule', 1, 0]]);
  // Tokens: any text round-trips, cut to MAX_ANSWER characters; a token never holds a separator.
  for (const said of ['Bicarp', 'd1+d2 == d3+d4', 'a, b: c_d 50%', 'x'.repeat(100), '%zz']) {
    const token = answerToken(said);
    assert.doesNotMatch(token, /[\s,:]/, token);
    assert.equal(tokenAnswer(token), said.length > MAX_ANSWER ? `${said.slice(0, MAX_ANSWER - 1)}…` : said);
  }
  // An older page's line reads as before, with no activity or answer.
  const [old] = readResults('VPR1 id=0123abcd steps=3 r=2:R,3:2/5 name=Bo').results;
  assert.deepEqual([...old.marks], [[2, 'R'], [3, '2/5']]);
  assert.equal(old.answers.size, 0);
});
