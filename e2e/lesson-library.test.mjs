// "My lessons" (issue 48): the lessons a teacher keeps in this browser, opened, duplicated,
// renamed, deleted and exported as files. The list's functions (www/lessons/lesson-library.js) on plain
// data, then the editor's list in the browser, kept across a reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { duplicate, fileNames, keep, MAX_KEPT, readLibrary, remove, rename } from '../www/lessons/lesson-library.js';
import { readLessonText } from '../www/lessons/lesson-format.js';

const lesson = (title, n = 1) => ({ title, steps: Array.from({ length: n }, () => ({ game: 'ticket', input: '??', activity: 'predict' })) });

test('the list: kept first, kept again in place of itself, duplicated after itself, renamed (the lesson too), removed, files named apart', () => {
  let { list, id: a } = keep([], lesson('Peaks'));
  ({ list } = keep(list, lesson('Nim', 2)));
  assert.deepEqual(list.map((e) => e.title), ['Nim', 'Peaks']);
  // Kept again under its id: one entry, updated, first.
  ({ list } = keep(list, lesson('Peaks, better', 3), a));
  assert.deepEqual(list.map((e) => [e.title, e.lesson.steps.length]), [['Peaks, better', 3], ['Nim', 2]]);
  const copy = duplicate(list, a);
  assert.deepEqual(copy.list.map((e) => e.title), ['Peaks, better', 'Peaks, better (copy)', 'Nim']);
  assert.notEqual(copy.id, a);
  assert.equal(copy.list[1].lesson.title, 'Peaks, better (copy)');
  list = rename(copy.list, copy.id, '  Peaks for 7B ');
  assert.deepEqual([list[1].title, list[1].lesson.title], ['Peaks for 7B', 'Peaks for 7B']);
  assert.equal(rename(list, copy.id, '   '), list, 'an empty name changes nothing');
  assert.deepEqual(remove(list, a).map((e) => e.title), ['Peaks for 7B', 'Nim']);
  assert.deepEqual(fileNames([...list, ...list].map((e) => ({ ...e }))), ['peaks-better.lesson.json', 'peaks-for-7b.lesson.json', 'nim.lesson.json',
    'peaks-better-2.lesson.json', 'peaks-for-7b-2.lesson.json', 'nim-2.lesson.json']);
  // Full: a new lesson is refused, one kept already is still kept again.
  const full = Array.from({ length: MAX_KEPT }, (_, i) => keep([], lesson(`L${i}`)).list[0]);
  assert.equal(keep(full, lesson('one more')).id, null);
  assert.equal(keep(full, lesson('again'), full[5].id).list[0].title, 'again');
  // Stored text that does not read is an empty list, not an error.
  assert.deepEqual(readLibrary({ getItem: () => '{not json' }), []);
  assert.deepEqual(readLibrary({ getItem: () => '[{"id":"x"},null,{"id":"y","lesson":{}}]' }).map((e) => e.id), ['y']);
});

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

test('the editor keeps lessons in My lessons, opens, duplicates, renames, deletes (with Undo) and exports them all as files', async () => {
  const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  await page.goto(`${b.base}/#ticket=??90`);
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  await page.locator('.lesson-menu > summary').click();
  await page.getByRole('button', { name: 'Edit my lesson' }).click();
  const editor = page.locator('.lesson-editor');
  const mine = editor.locator('details.my-lessons');
  await mine.locator('summary').click();
  assert.equal(await mine.locator('summary').textContent(), 'My lessons (0)');
  assert.ok(await mine.getByRole('button', { name: 'Export all as files' }).isDisabled());
  // Two lessons kept.
  await editor.getByLabel('Title').fill('Who wins first');
  await editor.getByRole('button', { name: '+ Add this to a lesson' }).click();
  await mine.getByRole('button', { name: 'Keep this lesson in My lessons' }).click();
  await editor.getByRole('button', { name: 'New lesson' }).click();
  await editor.getByLabel('Title').fill('Notes only');
  await editor.getByRole('button', { name: '+ Add a note' }).click();
  await editor.getByRole('button', { name: '+ Add a note' }).click();
  await mine.getByRole('button', { name: 'Keep this lesson in My lessons' }).click();
  const titles = () => mine.locator('.library-title').allTextContents();
  assert.deepEqual(await titles(), ['Notes only', 'Who wins first']);
  // Kept again: the same entry, with the change.
  await editor.getByRole('button', { name: '+ Add a note' }).click();
  await mine.getByRole('button', { name: 'Keep this lesson in My lessons' }).click();
  assert.deepEqual(await titles(), ['Notes only', 'Who wins first']);
  assert.match(await mine.locator('.library-entry').first().textContent(), /3 steps, being edited/);
  // Open the other one: the editor holds it.
  await mine.getByRole('button', { name: 'Open: Who wins first' }).click();
  assert.equal(await editor.getByLabel('Title').inputValue(), 'Who wins first');
  assert.equal(await editor.locator('.editor-step').count(), 1);
  // Duplicate, rename the copy, delete the original (and undo, and delete again).
  await mine.getByRole('button', { name: 'Duplicate: Who wins first' }).click();
  assert.deepEqual(await titles(), ['Notes only', 'Who wins first', 'Who wins first (copy)']);
  await mine.getByRole('textbox', { name: 'New name for Who wins first (copy)' }).fill('Who wins, 7B');
  await mine.getByRole('button', { name: 'Rename: Who wins first (copy)' }).click();
  assert.deepEqual(await titles(), ['Notes only', 'Who wins first', 'Who wins, 7B']);
  await mine.getByRole('button', { name: 'Delete: Who wins first' }).click();
  assert.deepEqual(await titles(), ['Notes only', 'Who wins, 7B']);
  await editor.locator('.editor-note').getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await titles(), ['Notes only', 'Who wins first', 'Who wins, 7B']);
  await mine.getByRole('button', { name: 'Delete: Who wins first' }).click();
  // Kept across a reload; exported as one file each, each a lesson that reads.
  await page.reload();
  await page.locator('.lesson-menu > summary').click();
  await page.getByRole('button', { name: 'Edit my lesson' }).click();
  await mine.locator('summary').click();
  assert.equal(await mine.locator('summary').textContent(), 'My lessons (2)');
  const files = [];
  page.on('download', (d) => files.push(d));
  await mine.getByRole('button', { name: 'Export all as files' }).click();
  await page.waitForFunction(() => true);
  for (let i = 0; i < 50 && files.length < 2; i++) await page.waitForTimeout(100);
  assert.deepEqual(files.map((d) => d.suggestedFilename()), ['notes-only.lesson.json', 'who-wins-7b.lesson.json']);
  const read = await Promise.all(files.map(async (d) => readLessonText((await (await d.createReadStream()).toArray()).join(''))));
  assert.deepEqual(read.map((r) => [r.lesson.title, r.lesson.steps.length]), [['Notes only', 3], ['Who wins, 7B', 1]]);
  await page.close();
});
