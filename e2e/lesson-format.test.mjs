// The lesson format (docs/RULES.md, "Lessons"), in Node alone: random lessons from a seeded
// generator written here round-trip file ↔ link (both forms) ↔ editor model, unknown fields and
// all; random edits of the editor's model do what the same edits of a plain list do; a damaged
// link or file says what and where; the held-out lesson files in e2e/lessons/ (written by hand,
// not by the generator) read as e2e/lessons/expected.json says (its `{games}`: the registry's games).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as core from './core.mjs';
import zlib from 'node:zlib';
import { deflated } from './deflated.mjs';
import { MAX_FRAGMENT } from '../www/core/fragment.js';
import {
  ACTIVITIES, FIELDS, MAX_LESSON_BYTES, MAX_LESSON_LIST, MAX_LESSON_STEPS, MAX_LESSON_TEXT, activityName, addStep, checkLesson,
  compressedLink, editStep, fileName, fromEditor, inflate, jsonFault, lessonAsked, lessonFile, lessonId, lessonLink, looksLikeLesson,
  moveStep, offered, plainLink, readLessonText, readLink, removeStep, setTitle, stepOf, toBase64url, toEditor,
} from '../www/lessons/lesson-format.js';

const GAMES = core.games();
const NAMES = GAMES.map((g) => g.name);
const players = (name) => GAMES.find((g) => g.name === name)?.players ?? [];

/** mulberry32: a small seeded generator, so that a failure is found again from its seed. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick };
}

/** Texts a teacher might write, and some no teacher would: quotes, new lines, accents, emoji, a lone surrogate. */
const PIECES = ['Who wins?', ' ', '"quoted"', '\n', 'é', 'ü', '✓', '♥', '😀', '\\', '</script>', '{', '}', '\t', 'L == R', '\ud800', '9 − x', 'ß', '中文', ''];
function text(r, most = 6) {
  let out = '';
  for (let i = r.int(most + 1); i > 0; i--) out += r.pick(PIECES);
  return out;
}

/** Any JSON value (for unknown fields), nested a little. */
function anyValue(r, depth = 0) {
  const kind = r.int(depth > 2 ? 4 : 6);
  if (kind === 0) return text(r);
  if (kind === 1) return r.int(1000) - 500;
  if (kind === 2) return r.pick([true, false, null]);
  if (kind === 3) return r.next() * 10;
  if (kind === 4) return Array.from({ length: r.int(4) }, () => anyValue(r, depth + 1));
  return Object.fromEntries(Array.from({ length: r.int(4) }, () => [`x${r.int(50)}${text(r, 1)}`, anyValue(r, depth + 1)]));
}

/** A random valid lesson: every activity, its fields, settings and unknown fields. */
function randomLesson(r) {
  const steps = Array.from({ length: 1 + r.int(9) }, () => {
    const activity = r.int(12) === 0 ? 'duel' : r.pick(ACTIVITIES);
    const game = r.pick(NAMES);
    const step = { game, input: text(r, 3), activity, text: text(r) };
    if (r.int(2)) step.step = r.int(40);
    if (activity === 'rule' || r.int(6) === 0) step.rule = text(r, 3);
    if (r.int(5) === 0) step.scope = text(r, 2);
    if (activity === 'exercises' || r.int(6) === 0) step.seed = r.int(2 ** 32);
    if (r.int(5) === 0) step.show = { verdict: r.int(2) === 0, hints: r.int(2) === 0, values: r.int(2) === 0 };
    if (r.int(6) === 0) step.ask = r.pick(['winner', 'move']);
    if (r.int(6) === 0) step.mode = r.pick(['watch', 'label']);
    if (r.int(6) === 0 && players(game).length) step.side = r.pick(players(game));
    if (r.int(6) === 0) step.positions = Array.from({ length: 1 + r.int(3) }, () => text(r, 2));
    if (r.int(6) === 0) step.answer = r.int(2) ? text(r, 2) : [text(r, 1), text(r, 1)];
    for (let k = r.int(3); k > 0; k--) step[`later${r.int(20)}`] = anyValue(r);
    if (r.int(4) === 0) delete step.text;
    return step;
  });
  const lesson = { title: `${r.pick(['Lesson', 'Leçon', '授業'])} ${text(r, 3)}`, steps };
  if (r.int(3) === 0) lesson.author = text(r);
  if (r.int(3) === 0) lesson.version = r.int(9);
  // Unknown fields may come before the steps too: their order is kept.
  return r.int(4) === 0 ? { later: anyValue(r), ...lesson } : lesson;
}

const RUNS = 300;

test(`${RUNS} random lessons: file ↔ link (plain and z.) ↔ editor model, unknown fields kept in their order`, async () => {
  for (let seed = 1; seed <= RUNS; seed++) {
    const r = generator(seed);
    const lesson = randomLesson(r);
    const said = `seed ${seed}`;
    const checked = checkLesson(lesson, { games: NAMES, players });
    assert.deepEqual(checked.errors, [], said);
    assert.equal(checked.warnings.length, lesson.steps.filter((s) => s.activity === 'duel').length, `${said}: an unknown activity is a warning, not an error`);

    // The file: pretty JSON, read back the same, and written again the same text.
    const file = lessonFile(lesson);
    assert.ok(file.endsWith('}\n') && file.includes('\n  "steps": ['), said);
    const fromFile = readLessonText(file, { games: NAMES });
    assert.deepEqual(fromFile.errors, [], said);
    assert.deepEqual(fromFile.lesson, lesson, said);
    assert.equal(lessonFile(fromFile.lesson), file, `${said}: the file written again is the same text`);
    assert.deepEqual(Object.keys(fromFile.lesson), Object.keys(lesson), `${said}: the fields in their order`);

    // The links: base64url without padding, and the compressed form.
    const plain = plainLink(lesson);
    assert.match(plain, /^[A-Za-z0-9_-]+$/, said);
    const compressed = await compressedLink(lesson);
    assert.match(compressed, /^z\.[A-Za-z0-9_-]+$/, said);
    for (const link of [plain, compressed]) {
      const read = await readLink(link, { games: NAMES });
      assert.deepEqual(read.errors, [], said);
      assert.equal(lessonFile(read.lesson), file, `${said}: ${link.slice(0, 2)}… reads back as the same file`);
    }
    const written = await lessonLink(lesson);
    assert.equal(written.length, Math.min(plain.length, compressed.length), `${said}: the shorter form is written`);
    // The fragment carries it as written (base64url needs no percent-encoding).
    assert.equal(lessonAsked(`#lesson=${written}&present=1`), written, said);

    // The editor's model: the same lesson back, and the same again after a link's trip.
    const model = toEditor(lesson);
    assert.equal(lessonFile(fromEditor(model)), file, `${said}: editor model → file`);
    assert.equal(lessonFile(fromEditor(toEditor((await readLink(compressed)).lesson))), file, `${said}: link → editor → file`);
    assert.equal(lessonId(fromEditor(model)), lessonId(lesson), said);
  }
});

test('random edits of the editor model do what the same edits of a plain list do; fields not named are kept', () => {
  for (let seed = 1; seed <= RUNS; seed++) {
    const r = generator(1000 + seed);
    const lesson = randomLesson(r);
    let model = toEditor(lesson);
    const reference = lesson.steps.map((data, i) => ({ id: i + 1, data: structuredClone(data) }));
    let title = lesson.title;
    let next = reference.length + 1;
    for (let op = 0; op < 25; op++) {
      const n = reference.length;
      const kind = r.int(5);
      if (kind === 0) {
        const at = r.int(n + 1);
        const data = stepOf({ game: r.pick(NAMES), input: text(r, 2), activity: r.pick(ACTIVITIES), step: r.int(5), rule: 'L == R', seed: r.int(100) });
        model = addStep(model, data, at);
        reference.splice(at, 0, { id: next++, data });
      } else if (kind === 1 && n) {
        const [from, to] = [r.int(n), r.int(n)];
        model = moveStep(model, from, to);
        const [moved] = reference.splice(from, 1);
        reference.splice(to, 0, moved);
      } else if (kind === 2 && n > 1) {
        const at = r.int(n);
        model = removeStep(model, at);
        reference.splice(at, 1);
      } else if (kind === 3 && n) {
        const at = r.int(n);
        const changes = { text: text(r), step: r.int(2) ? r.int(9) : undefined };
        model = editStep(model, at, changes);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) delete reference[at].data[key];
          else reference[at].data[key] = value;
        }
      } else {
        title = `T ${text(r, 2)}`;
        model = setTitle(model, title);
      }
      assert.deepEqual(model.steps.map((s) => s.id), reference.map((s) => s.id), `seed ${seed}, op ${op}: ids follow their steps`);
    }
    const back = fromEditor(model);
    assert.deepEqual(back.steps, reference.map((s) => s.data), `seed ${seed}`);
    assert.equal(back.title, title);
    // The lesson's other fields, unknown ones too, are where they were.
    assert.deepEqual(Object.keys(back), Object.keys(lesson));
  }
});

test('a damaged link says what is wrong with it, and where', async () => {
  const lesson = { title: 'Short', steps: [{ game: NAMES[0], input: '??', activity: 'predict' }] };
  const plain = plainLink(lesson);
  const compressed = await compressedLink(lesson);
  const damaged = async (link) => (await readLink(link)).errors.map((e) => e.message);
  assert.deepEqual(await damaged(`${plain.slice(0, 5)}*${plain.slice(6)}`), [
    'The lesson link is damaged: character 6 ("*") is not one of base64url\'s letters, digits, - and _. Ask for the link again, or for the lesson\'s file.']);
  assert.match((await damaged(`z.${compressed.slice(2, 9)}!`))[0], /character 10 \("!"\)/, 'counted in the whole link, z. included');
  assert.match((await damaged(compressed.slice(0, compressed.length - 6)))[0], /compressed data does not decompress/);
  assert.match((await damaged(plain.slice(0, -8)))[0], /JSON does not read: .*expected|the end of the text/);
  assert.match((await damaged('A'))[0], /length, 1, cannot be base64url/);
  assert.match((await damaged(plainLink([1, 2])))[0], /not a list/);
  // A link whose JSON reads but whose steps are wrong: the step and the field are named.
  const wrong = await readLink(plainLink({ title: 'x', steps: [{ game: NAMES[0], activity: 'watch' }] }), { games: NAMES });
  assert.deepEqual(wrong.errors.map((e) => [e.step, e.field]), [[1, 'input']]);
});

test('every known field\'s wrong type is named with its step and field', () => {
  const values = { string: 7, whole: -1, strings: ['a', 3], answer: { a: 1 }, show: { verdict: 'no' } };
  for (const [field, kind] of Object.entries(FIELDS)) {
    const bad = Array.isArray(kind) ? 'sideways' : values[kind];
    const step = { game: NAMES[0], input: '??', activity: 'watch', [field]: bad };
    const { errors } = checkLesson({ title: 'x', steps: [{ activity: 'note' }, step] }, { games: NAMES });
    assert.ok(errors.some((e) => e.step === 2 && e.field === field && e.message.startsWith(`Step 2, "${field}": `)), `${field}: ${JSON.stringify(errors)}`);
  }
  assert.match(checkLesson({ title: 'x', steps: [{ game: NAMES[0], activity: 'exercises', seed: 2 ** 32 }] }).errors[0].message,
    /^Step 1, "seed": a whole number from 0 to 4,294,967,295, not 4294967296\.$/);
  assert.match(checkLesson({ title: ' ', steps: [] }).errors.map((e) => e.message).join(' '), /"title": empty.*"steps": empty/);
  assert.equal(checkLesson('a lesson').errors[0].message, 'A lesson is a JSON object {"title": …, "steps": […]}, not "a lesson".');
  const two = GAMES.find((g) => g.players.length === 2);
  assert.match(checkLesson({ title: 'x', steps: [{ game: two.name, input: two.start, activity: 'play', side: 'Nobody' }] }, { players }).errors[0].message,
    new RegExp(`^Step 1, "side": "Nobody" is not a player of ${two.name}: ${two.players[0]} or ${two.players[1]}\\.$`));
  assert.equal(offered({ show: { values: false } }, 'values'), false);
  assert.equal(offered({ show: { values: false } }, 'hints'), true);
  assert.equal(offered({}, 'verdict'), true);
});

test('JSON that does not read is named by line and column, found by the page\'s own scanner', () => {
  const cases = [
    ['{"title": "x",\n  "steps": [1,]\n}', 2, 15, 'a value'],
    ['{"title": "x" "steps": []}', 1, 15, '"," or "}"'],
    ['{"title": "a\nb"}', 1, 13, 'the string to end'],
    ['{"title": "é", 😀}', 1, 16, 'a field name'],
    ['', 1, 1, 'a value'],
    ['{"a": [1, 2}', 1, 12, '"," or "]"'],
  ];
  for (const [json, line, column, expected] of cases) {
    const message = readLessonText(json).errors[0].message;
    assert.ok(message.startsWith(`Line ${line}, column ${column}: the lesson's JSON does not read there (expected ${expected}`), `${JSON.stringify(json)}: ${message}`);
  }
  // The scanner agrees with JSON.parse on what is JSON, over random texts made of JSON's pieces.
  const bits = ['{', '}', '[', ']', ',', ':', '"a"', '"\\u00e9"', '"\\x"', '1', '-0.5e3', '01', 'true', 'nul', ' ', '\n'];
  for (let seed = 1; seed <= 3000; seed++) {
    const r = generator(seed);
    const json = Array.from({ length: 1 + r.int(8) }, () => r.pick(bits)).join('');
    let parses = true;
    try { JSON.parse(json); } catch { parses = false; }
    assert.equal(jsonFault(json) === null, parses, JSON.stringify(json));
  }
  // A surrogate pair is one column, on any line.
  assert.match(readLessonText('{"title":\n "😀😀", 😀}').errors[0].message, /^Line 2, column 8: /);
  // One line of 4 MiB nested "[" (a quarter of the cap: JSON.parse alone takes seconds of the
  // full one) is placed without a list of its lines or characters (spread, the line was 4
  // million strings) and with a byte a level.
  const started = performance.now();
  const deep = readLessonText(`${'['.repeat(MAX_LESSON_BYTES / 4 - 1)}x`).errors[0].message;
  console.log(`a 4 MiB line of "[" placed in ${(performance.now() - started).toFixed(0)} ms`);
  assert.ok(deep.startsWith('Line 1, column 4194304: the lesson\'s JSON does not read there (expected a value'), deep);
  // Deep nesting neither overflows the scanner nor is refused when it is JSON.
  assert.equal(jsonFault('['.repeat(200_000) + ']'.repeat(200_000)), null);
  assert.equal(jsonFault('['.repeat(200_000)).offset, 200_000);
});

test('the held-out lesson files (e2e/lessons/, written by hand) read as expected', () => {
  const dir = new URL('./lessons/', import.meta.url);
  const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8'));
  const files = readdirSync(dir).filter((f) => f.endsWith('.lesson.json'));
  assert.deepEqual(files.sort(), Object.keys(expected).sort(), 'every held-out file has its expectation');
  for (const file of files) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    assert.equal(looksLikeLesson(text), true, file);
    const { errors, lesson } = readLessonText(text, { games: NAMES, players });
    assert.equal(errors.length, expected[file].length, `${file}: ${JSON.stringify(errors)}`);
    // `{games}` stands for the registry's games, in its order (no test keeps its own list).
    const starts = expected[file].map((start) => start.replaceAll('{games}', NAMES.join(', ')));
    starts.forEach((start, i) => assert.ok(errors[i].message.startsWith(start), `${file}: ${errors[i].message}`));
    if (!errors.length) {
      assert.equal(lessonFile(fromEditor(toEditor(lesson))), lessonFile(lesson), file);
      assert.match(fileName(lesson), /^[a-z0-9-]+\.lesson\.json$/);
    }
  }
  assert.equal(looksLikeLesson('?054??0?'), false);
  assert.equal(looksLikeLesson('[Auction "N"]\n1C P'), false);
});

const TOO_BIG = `This lesson link unpacks to more than 16 MiB, and a lesson is at most 16 MiB (as its file is): it was not opened. Ask for the lesson's file, or for a shorter lesson.`;

test('a compressed link is counted as it unpacks and refused past the file\'s 16 MiB, with a message that says so', async () => {
  // 1 GB of valid JSON (a lesson, then spaces) in a link the page takes: before, "Line 1, column
  // 1 … found the end of the text" (the text did not fit a string), after gigabytes were held.
  const head = '{"title":"g","steps":[{"activity":"note","text":"x"}]';
  const gigabyte = `z.${toBase64url(await deflated(head, 1 << 30, '}'))}`;
  assert.ok(gigabyte.length < MAX_FRAGMENT, `${gigabyte.length} characters, a link the page takes`);
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const read = await readLink(gigabyte, { games: NAMES });
  const took = performance.now() - started;
  const grew = (process.memoryUsage().rss - before.rss) / 2 ** 20;
  console.log(`a ${gigabyte.length.toLocaleString('en')}-character link of 1 GiB: refused in ${took.toFixed(0)} ms, the process grew ${grew.toFixed(0)} MiB`);
  assert.deepEqual(read.errors.map((e) => e.message), [TOO_BIG]);
  assert.equal(read.lesson, null);
  assert.ok(grew < 256, `the process grew ${grew.toFixed(0)} MiB reading it`);

  // The issue's: a 400 MB text in a step, in a 518 465-character link.
  const text = `z.${toBase64url(await deflated('{"title":"g","steps":[{"activity":"note","text":"', 400_000_000, '"}]}'))}`;
  assert.deepEqual((await readLink(text)).errors.map((e) => e.message), [TOO_BIG]);

  // The cap is the file's, to the byte: a lesson of exactly 16 MiB opens, one byte more does not.
  const exactly = MAX_LESSON_BYTES - head.length - 1;
  const atCap = await readLink(`z.${toBase64url(await deflated(head, exactly, '}'))}`, { games: NAMES });
  assert.deepEqual(atCap.errors, []);
  assert.equal(atCap.lesson.title, 'g');
  assert.deepEqual((await readLink(`z.${toBase64url(await deflated(head, exactly + 1, '}'))}`)).errors.map((e) => e.message), [TOO_BIG]);
});

test('inflate gives the bytes that were compressed when they fit, and null when they do not', async () => {
  for (let seed = 1; seed <= 60; seed++) {
    const r = generator(seed);
    // Text that compresses a little or a lot, of 0 to 200 000 bytes.
    const bytes = new Uint8Array(r.int(200_001));
    const letters = 1 + r.int(r.int(2) ? 3 : 256);
    for (let i = 0; i < bytes.length; i++) bytes[i] = r.int(letters);
    const packed = new Uint8Array(zlib.deflateRawSync(bytes, { level: 1 + r.int(9) }));
    const most = r.int(2) ? bytes.length + r.int(3) - 1 : r.int(250_000);
    const out = await inflate(packed, most);
    if (bytes.length > most) assert.equal(out, null, `seed ${seed}: ${bytes.length} bytes, at most ${most}`);
    else assert.deepEqual(out, bytes, `seed ${seed}`);
  }
  await assert.rejects(inflate(new Uint8Array([0xff, 0xff, 0xff]), 100));
});

test('a lesson has at most 1 000 steps, teacher\'s texts of at most 20 000 characters and lists of at most 200 items', async () => {
  const note = { activity: 'note', text: 'x' };
  const steps = (n) => Array.from({ length: n }, () => note);
  assert.deepEqual(checkLesson({ title: 'long', steps: steps(MAX_LESSON_STEPS) }).errors, []);
  assert.deepEqual(checkLesson({ title: 'long', steps: steps(MAX_LESSON_STEPS + 1) }).errors.map((e) => e.message),
    ['The lesson\'s "steps": 1,001 steps; a lesson has at most 1,000: split it into several lessons.']);
  // The 100 000-step lesson, by its link: refused at once, with one message.
  const started = performance.now();
  const hundredThousand = await readLink(await lessonLink({ title: 'huge', steps: steps(100_000) }), { games: NAMES });
  console.log(`a 100 000-step lesson's link refused in ${(performance.now() - started).toFixed(0)} ms`);
  assert.deepEqual(hundredThousand.errors.map((e) => e.message), ['The lesson\'s "steps": 100,000 steps; a lesson has at most 1,000: split it into several lessons.']);

  const words = (n) => 'w'.repeat(n);
  const game = NAMES[0];
  const fine = { title: words(MAX_LESSON_TEXT), steps: [{ activity: 'note', text: words(MAX_LESSON_TEXT) }, { game, activity: 'rule', rule: words(MAX_LESSON_TEXT), choices: Array(MAX_LESSON_LIST).fill('a') }] };
  assert.deepEqual(checkLesson(fine, { games: NAMES }).errors, []);
  const long = (step) => checkLesson({ title: 't', steps: [step] }, { games: NAMES }).errors.map((e) => e.message);
  assert.deepEqual(long({ activity: 'note', text: words(MAX_LESSON_TEXT + 1) }), ['Step 1, "text": 20,001 characters; a text of a lesson has at most 20,000.']);
  assert.deepEqual(long({ game, activity: 'predict', input: '?', answer: words(MAX_LESSON_TEXT + 1) }), ['Step 1, "answer": 20,001 characters; a text of a lesson has at most 20,000.']);
  assert.deepEqual(long({ game, activity: 'predict', input: '?', choices: ['a', words(MAX_LESSON_TEXT + 1)] }), ['Step 1, "choices": item 2: 20,001 characters; a text of a lesson has at most 20,000.']);
  assert.deepEqual(long({ game, activity: 'predict', input: '?', choices: Array(MAX_LESSON_LIST + 1).fill('a') }), ['Step 1, "choices": 201 items; a list has at most 200.']);
  assert.deepEqual(checkLesson({ title: words(MAX_LESSON_TEXT + 1), steps: [note] }).errors.map((e) => e.message), ['The lesson\'s "title": 20,001 characters; a title has at most 20,000.']);
  // A game's input is the game's to judge (the core names its own limit), not a text of the teacher's.
  assert.deepEqual(long({ game, activity: 'predict', input: '?'.repeat(MAX_LESSON_TEXT * 5) }), []);
});

/** Object.prototype's names, which a lesson's JSON can spell as an activity or a field. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];

test('an activity or a field named as Object.prototype\'s is an unknown one, looked up as an own key', async () => {
  for (const name of PROTOTYPE_NAMES) {
    // As a lesson link carries it: JSON, parsed.
    const json = `{"title":"t","steps":[{"game":${JSON.stringify(NAMES[0])},"input":"?","activity":${JSON.stringify(name)},"text":"Words."}]}`;
    const read = await readLink(toBase64url(new TextEncoder().encode(json)), { games: NAMES });
    assert.deepEqual(read.errors, [], name);
    assert.deepEqual(read.warnings.map((w) => w.message), [`Step 1, "activity": ${JSON.stringify(name)} is not an activity this page knows (${ACTIVITIES.join(', ')}): the step shows its text only.`]);
    assert.equal(activityName(name), name, 'named as the lesson spells it (it threw "words.split is not a function")');
    assert.equal(offered(JSON.parse(`{"show":{"${name}":false}}`), 'verdict'), true);
    assert.equal(offered({ show: {} }, name), true, `${name} is no "show" switch`);
  }
  assert.equal(activityName('predict'), 'Predict');
  // A field named "__proto__" is a field: kept through the editor (an assignment set the
  // prototype instead, and the field was lost), and it names no "title" of the lesson's.
  const lesson = JSON.parse('{"__proto__":{"title":"inherited"},"steps":[{"activity":"note","__proto__":{"activity":"watch"}}]}');
  assert.deepEqual(checkLesson(lesson).errors.map((e) => e.message), ['The lesson\'s "title": missing: give the lesson a title, a text.']);
  const titled = JSON.parse('{"title":"t","__proto__":{"x":1},"steps":[{"activity":"note","__proto__":{"y":2}}]}');
  assert.equal(lessonFile(fromEditor(toEditor(titled))), lessonFile(titled));
  assert.deepEqual(Object.keys(fromEditor(toEditor(titled))), ['title', '__proto__', 'steps']);
  assert.equal(Object.getPrototypeOf(fromEditor(toEditor(titled))), Object.prototype);
});
