// Practice in the real page: a set from the seed in the link (the same for everyone), answers
// graded by the engine (any right one accepted), the right answer after a wrong one, a score.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { hashIs, launch, verdictIs } from './browser.mjs';
import { readFileSync } from 'node:fs';
import { exercise_set, grade_answer, initSync } from '../pkg/verdict_playground.js';

initSync({ module: readFileSync(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url)) });

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

test('a link with a seed opens the same set; answers are graded and scored', async () => {
  const page = await b.open('/#permutation=3%206%205%201%204%202&practice=4242');
  await verdictIs(page, 'Bob');
  const panel = page.locator('details.practice');
  await panel.locator('.practice-title', { hasText: 'Set 4242, exercise 1 of 5' }).waitFor();
  assert.equal(await panel.getAttribute('open'), '');
  // The link lands on its set (issue 33: it landed 2 230 px above it): the panel's top in view.
  await page.waitForFunction(() => {
    const top = document.querySelector('details.practice').getBoundingClientRect().top;
    return top >= -2 && top < innerHeight / 2;
  }, null, { timeout: 5_000 });
  // The set is the one the engine makes from the seed, seen from Node through the same wasm.
  const set = exercise_set('permutation', 4242);
  assert.equal(await panel.locator('.practice-given').textContent(), set[0].given);
  // Exercise 1 asks who wins: a wrong choice, then the right answer is shown.
  const right = grade_answer('permutation', 4242, 1, '').solution;
  const wrong = right === 'Alice' ? 'Bob' : 'Alice';
  await panel.getByRole('button', { name: wrong, exact: true }).click();
  await panel.locator('.practice-feedback', { hasText: '✗ Not right' }).waitFor();
  assert.match(await panel.locator('.practice-feedback').textContent(), new RegExp(`A right answer: ${right}`));
  assert.equal(await panel.locator('.practice-score').textContent(), 'Score: 0 of 1 right');
  // Exercise 2: remove a number that wins, typed; any winning number is accepted.
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 2 of 5' }).waitFor();
  const answer = grade_answer('permutation', 4242, 2, '').solution;
  await panel.locator('input[aria-label="Your answer"]').fill(answer);
  await panel.locator('input[aria-label="Your answer"]').press('Enter');
  await panel.locator('.practice-feedback', { hasText: '✓ Right' }).waitFor();
  assert.equal(await panel.locator('.practice-score').textContent(), 'Score: 1 of 2 right');
  await hashIs(page, /&practice=4242/);
  await page.close();
});

test('opening practice starts a set whose seed goes into the link', async () => {
  const page = await b.open('/#auction=');
  await verdictIs(page, 'incomplete');
  await page.locator('details.practice summary').click();
  await page.locator('.practice-title', { hasText: /^Set \d+, exercise 1 of 5$/ }).waitFor();
  const seed = Number((await page.locator('.practice-title').textContent()).match(/Set (\d+)/)[1]);
  await page.waitForFunction((seed) => location.hash.endsWith(`&practice=${seed}`), seed);
  // The auction's first exercise: build an auction that ends in the contract asked for.
  assert.equal(exercise_set('auction', seed)[0].kind, 'build-auction');
  await page.locator('input[aria-label="Your answer"]').fill(grade_answer('auction', seed, 1, '').solution);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await page.locator('.practice-feedback', { hasText: '✓ Right' }).waitFor();
  await page.close();
});

test('a slip costs nothing and gives nothing away; a partial answer is counted found; a right retry is in the summary', async () => {
  // A set whose exercise 3 (every winning move) has more than one winning move.
  let seed = 1;
  while (grade_answer('ticket', seed, 3, '').solution.split(' ').length < 2) seed++;
  const set = exercise_set('ticket', seed);
  assert.deepEqual(set.map((e) => e.kind), ['who-wins', 'fill', 'winning-moves', 'who-wins', 'fill']);
  const page = await b.open(`/#ticket=?054??0?&practice=${seed}`);
  await verdictIs(page, 'Bicarp');
  const panel = page.locator('details.practice');
  const input = panel.locator('input[aria-label="Your answer"]');
  const feedback = panel.locator('.practice-feedback');
  await panel.locator('.practice-title', { hasText: 'exercise 1 of 5' }).waitFor();
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 2 of 5' }).waitFor();
  // Exercise 2, a template to fill: the right ticket with a character left out is a slip.
  const filled = grade_answer('ticket', seed, 2, '').solution;
  for (const slip of [filled.slice(1), '', set[1].given]) {
    await input.fill(slip);
    await input.press('Enter');
    // This slip's grade (typing cleared the last one's mark; its words stay until the grade comes).
    await panel.locator('input[aria-label="Your answer"][aria-invalid="true"]').waitFor();
    await feedback.locator('strong', { hasText: '⚠ Not a legal answer.' }).waitFor();
    const told = await feedback.textContent();
    assert.match(told, /Nothing is counted: write it again\./);
    assert.doesNotMatch(told, /A right answer|Bicarp wins|✗/, `${slip}: nothing given away`);
    assert.equal(await feedback.getAttribute('data-correct'), null);
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    assert.equal(await panel.locator('.practice-score').textContent(), 'Score: no answer yet', 'a slip is not counted');
  }
  assert.match(await feedback.textContent(), /is still _: write a digit there/);
  // Then the right answer: right at the first try, as if the slip had not been.
  await input.fill(filled);
  await input.press('Enter');
  await feedback.locator('strong', { hasText: /^✓ Right\. $/ }).waitFor();
  assert.equal(await input.getAttribute('aria-invalid'), null);
  assert.equal(await panel.locator('.practice-score').textContent(), 'Score: 1 of 1 right');
  // Exercise 3: one of the winning moves picked on the board is marked there; checked, it is
  // told how many it found, and not the others.
  await panel.getByRole('button', { name: /Next exercise/ }).click();
  await panel.locator('.practice-title', { hasText: 'exercise 3 of 5' }).waitFor();
  const moves = grade_answer('ticket', seed, 3, '').solution.split(' ');
  const [place, digit] = moves[0].split('=');
  await panel.locator(`.practice-board button[data-cell="${Number(place) - 1}"]`).click();
  await panel.locator('.practice-pad:not([hidden])').getByRole('button', { name: `writes ${digit} in position ${place}` }).click();
  const picked = panel.locator(`.practice-board li.picked button[data-cell="${Number(place) - 1}"]`);
  await picked.waitFor();
  assert.match(await picked.textContent(), new RegExp(`picked: ${moves[0]}`));
  assert.equal(await panel.locator('.practice-board li.picked').count(), 1);
  await panel.getByRole('button', { name: 'Check my answer' }).click();
  await feedback.locator('strong', { hasText: '◐ Not all yet.' }).waitFor();
  assert.match(await feedback.textContent(), new RegExp(`1 of ${moves.length} found`));
  assert.doesNotMatch(await feedback.textContent(), /Not right|A right answer/);
  for (const other of moves.slice(1)) assert.ok(!(await feedback.textContent()).includes(other), `${other} is not given away`);
  assert.equal(await feedback.getAttribute('data-partial'), 'true');
  assert.equal(await panel.locator('.practice-score').textContent(), 'Score: 1 of 2 right');
  // The rest found: right, at the second try.
  await input.fill(moves.join(' '));
  await input.press('Enter');
  await feedback.locator('strong', { hasText: '✓ Right, at the second try.' }).waitFor();
  assert.equal(await panel.locator('.practice-score').textContent(), 'Score: 1 of 2 right', 'the score is of first answers');
  // The others right; the summary counts the retry apart.
  for (const number of [4, 5, 1]) {
    await panel.getByRole('button', { name: /Next exercise/ }).click();
    await panel.locator('.practice-title', { hasText: `exercise ${number} of 5` }).waitFor();
    const solution = grade_answer('ticket', seed, number, '').solution;
    if (set[number - 1].choices.length) await panel.getByRole('button', { name: solution, exact: true }).click();
    else { await input.fill(solution); await input.press('Enter'); }
    await feedback.locator('strong', { hasText: '✓ Right' }).waitFor();
  }
  const summary = panel.locator('.practice-summary');
  await summary.waitFor();
  assert.match(await summary.textContent(), /Right at the first try: 4 of 5 exercises\./);
  assert.match(await summary.textContent(), /Right at a later try: exercise 3 at the second try\./);
  assert.equal(await summary.locator('.practice-retry').count(), 0, 'nothing left to retry');
  await page.close();
});
