// Results without accounts, in Node alone: the text a student copies reads back, pasted with
// others in any order and with chat around it, as the class table counts them; damaged lines are
// named by line; a student who sends twice counts once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classTable, markRight, readResults, resultsText, stepMark, summary } from '../www/lesson-results.js';

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
    'Line 1: "9:W" is not a step\'s result (step:R, step:W, step:- or step:right/total).',
    'Line 2: a results line that does not read (it should be "VPR1 id=… steps=… r=… name=…" as copied).',
    'Line 3: "1:Q" is not a step\'s result (step:R, step:W, step:- or step:right/total).',
  ]);
});
