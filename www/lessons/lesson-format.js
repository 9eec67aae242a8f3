// The lesson format (docs/RULES.md, "Lessons"; SPEC "Lessons"): a lesson is a JSON object
// `{"title": T, "steps": [STEP, ...]}`, each STEP with `game`, `input`, `activity`, `text` and,
// by activity, `step`, `rule`, `scope`, `seed` (and the additions below). It travels in three
// forms, all of the same JSON:
// - the file: the JSON pretty-printed, two spaces, readable and editable as text;
// - the link: `#lesson=` and the base64url (no padding) of the UTF-8 JSON, or `z.` and the
//   base64url of its deflate-raw compression (written when shorter);
// - the editor's model: the steps with stable ids, edited by pure functions.
// Unknown fields are kept as they are, never refused: a lesson written for a later page opens
// here. Pure functions of values (no DOM), so that Node tests them (e2e/lesson-format.test.mjs).
// Game names are data here: the page passes the core's names in, none is written below.
// A problem's sentence is a message of the lessons' catalogue (www/lang/en-lessons.js, "A lesson
// file's problems"), written in the language shown when the lesson is read: the page reads a
// lesson after it chose its language, and Node (the tests, scripts/) reads English's, which
// lesson-words.js adds here as anywhere.
import { language, t } from '../shared/i18n.js';
import './lesson-words.js';

/** The activities a step can have; a later page may add more (a step of one unknown here is shown as its text). */
export const ACTIVITIES = ['note', 'watch', 'predict', 'play', 'tree', 'rule', 'exercises', 'table'];

/** What each activity is, in a few words, for the editor's menu. */
export const ACTIVITY_WORDS = {
  note: 'Note: the teacher\'s words only',
  watch: 'Watch: the line from a step',
  predict: 'Predict: the student says who wins (or picks a move) first',
  play: 'Play: from the position, against the solver',
  tree: 'Tree: backward induction, watched or labelled',
  rule: 'Rule: test a given rule, or write one',
  exercises: 'Exercises: a seeded set, or positions picked',
  table: 'Table: the outcome table',
};

/**
 * "Predict", from the activity's words ("Predict: the student says…"); an activity this page does
 * not know is named as the lesson spells it (looked up as an own key: `constructor` is no activity).
 */
export function activityName(activity) {
  const words = Object.hasOwn(ACTIVITY_WORDS, activity) ? ACTIVITY_WORDS[activity] : null;
  return words ? words.split(':')[0] : String(activity);
}

/** The activities whose step is a position of a game (its `input`, at `step` of the line). */
export const ON_A_POSITION = new Set(['watch', 'predict', 'play', 'tree']);

/**
 * The most positions a tree of a step has for the worksheet to draw it (an indented list with W/L
 * boxes, one line each: some 40 fill an A4 or Letter page); the editor says so of a larger one.
 */
export const PRINTED_TREE = 40;

/** What a step's `show` can switch off: the verdict, the hints and the move values (all offered unless false). */
export const SHOWN = ['verdict', 'hints', 'values'];

/** The largest whole number a step or a seed may be (a seed is 32 bits; a step is written in up to nine digits in a link). */
const MAX_WHOLE = { step: 999_999_999, seed: 2 ** 32 - 1 };

/**
 * A lesson file larger than this is refused before it is read; a compressed link is refused once
 * its inflated text passes it (a link holds 2 000 000 characters, which deflate can unpack to
 * some 2 GB: counted while it unpacks, it never gets there).
 */
export const MAX_LESSON_BYTES = 16 * 1024 * 1024;

/**
 * The most steps a lesson has: a 45-minute lesson has a dozen, and every step is a dot of the
 * progress bar and a line of the worksheet (100 000 steps took the player 3 s and 1.1 GB to open).
 */
export const MAX_LESSON_STEPS = 1000;

/**
 * The most characters of the teacher's texts (the title, a step's words, rule, scope, side,
 * goal, a choice…): a page of words is some 3 000. A step's `input` and its `positions` are the
 * game's, whose own limits the core says.
 */
export const MAX_LESSON_TEXT = 20_000;

/** The most items of a step's list (`positions`, `choices`, `answer`): each is a card or a button. */
export const MAX_LESSON_LIST = 200;

/** The fields of a game's position: their size is the game's to judge (the core refuses with its limit). */
const GAME_TEXT = new Set(['input', 'positions']);

/** The prefix of the compressed link form. */
export const COMPRESSED = 'z.';

/**
 * The known fields: what each holds, for the checks and the editor. `kind`: `string`, `whole`
 * (a whole number), `strings` (a list of texts), `answer` (a text or a list of texts), `show`
 * (an object of booleans), or a list of the values allowed.
 */
export const FIELDS = {
  game: 'string',
  input: 'string',
  activity: 'string',
  text: 'string',
  step: 'whole',
  rule: 'string',
  scope: 'string',
  seed: 'whole',
  // Additions of this page (docs/RULES.md, "Lessons").
  ask: ['winner', 'move'],
  mode: ['watch', 'label'],
  side: 'string',
  goal: 'string',
  show: 'show',
  positions: 'strings',
  choices: 'strings',
  answer: 'answer',
  x: 'string',
  y: 'string',
};

/**
 * The fields each activity uses beside `game`, `input`, `activity`, `text` and the game's
 * settings (the editor shows these, and leaves out the others when a step's activity changes).
 */
export const ACTIVITY_FIELDS = {
  note: [],
  watch: ['step', 'show'],
  predict: ['step', 'ask', 'choices', 'show', 'answer'],
  play: ['step', 'side', 'goal', 'show'],
  tree: ['step', 'mode', 'show'],
  rule: ['rule', 'scope', 'answer'],
  exercises: ['seed', 'positions', 'answer'],
  table: ['x', 'y', 'rule'],
};

const quote = (value) => JSON.stringify(value);
/**
 * `object[key]` when `object` has it as its own (a lesson's JSON names activities and fields:
 * `constructor` or `__proto__` must read as unknown, not as Object.prototype's).
 */
export const own = (object, key) => (object != null && Object.hasOwn(object, key) ? object[key] : undefined);
const has = (object, key) => object != null && Object.hasOwn(object, key);

/** A BCP 47 tag as a lesson's `lang` names its teacher's language: `ko`, `ru`, `en-GB`, `zh-Hant`. */
const isLanguageTag = (value) => typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value);

/**
 * The language the teacher wrote a lesson's words in (its `lang`, English when it names none):
 * the player and the worksheet mark the title and the steps' words with it, so that a screen
 * reader reads them in that language's voice whatever language the page around them speaks.
 */
export const lessonLanguage = (lesson) => (isLanguageTag(lesson?.lang) ? lesson.lang : 'en');
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `problem` of a step or of the lesson, and where: "Step 3, "seed": …", or "The lesson's "title": …". */
function placed(step, field, problem) {
  if (step == null) return t('lesson-problem-field', { field: quote(field), problem });
  return field ? t('lesson-problem-step-field', { step: String(step), field: quote(field), problem }) : t('lesson-problem-step', { step: String(step), problem });
}

/** "A or B" in the language shown (a game's players). */
const eitherOf = (names) => new Intl.ListFormat(language(), { type: 'disjunction' }).format(names);

/** How a JSON value reads, in a message: the value itself when short, its kind otherwise. */
function shown(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return t('lesson-value-list');
  if (isObject(value)) return t('lesson-value-object');
  const text = quote(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/**
 * Checks a lesson (a parsed JSON value): `{ lesson, errors, warnings }`, each problem
 * `{ step (1-based, or null for the lesson itself), field (or null), message }`. An error
 * means the lesson cannot be played as written; a warning that a part of it will be shown
 * differently (an activity this page does not know is shown as its text). `games`: the names
 * of the games the page plays (the core's), to refuse a game it does not have; `players`:
 * a name's two players (`About.players`), to check a `side`.
 */
export function checkLesson(value, { games = null, players = null } = {}) {
  const errors = [];
  const warnings = [];
  const error = (step, field, text) => errors.push({ step, field, message: placed(step, field, text) });
  const warn = (step, field, text) => warnings.push({ step, field, message: placed(step, field, text) });
  if (!isObject(value)) {
    errors.push({ step: null, field: null, message: t('lesson-not-object', { shape: '{"title": …, "steps": […]}', value: shown(value) }) });
    return { lesson: value, errors, warnings };
  }
  if (!has(value, 'title')) error(null, 'title', t('lesson-title-missing'));
  else if (typeof value.title !== 'string') error(null, 'title', t('lesson-not-text', { value: shown(value.title) }));
  else if (!value.title.trim()) error(null, 'title', t('lesson-title-empty'));
  if (has(value, 'lang') && !isLanguageTag(value.lang)) error(null, 'lang', t('lesson-lang-bad', { value: shown(value.lang) }));
  if (!has(value, 'steps')) {
    error(null, 'steps', t('lesson-steps-missing'));
    return { lesson: value, errors, warnings };
  }
  if (!Array.isArray(value.steps)) {
    error(null, 'steps', t('lesson-steps-not-list', { value: shown(value.steps) }));
    return { lesson: value, errors, warnings };
  }
  if (value.steps.length === 0) error(null, 'steps', t('lesson-steps-empty'));
  if (value.steps.length > MAX_LESSON_STEPS) {
    error(null, 'steps', t('lesson-steps-too-many', { length: value.steps.length, max: MAX_LESSON_STEPS }));
    return { lesson: value, errors, warnings };
  }
  if (typeof value.title === 'string' && value.title.length > MAX_LESSON_TEXT) {
    error(null, 'title', t('lesson-title-too-long', { length: value.title.length, max: MAX_LESSON_TEXT }));
  }
  const names = games ? [...games] : null;
  value.steps.forEach((step, i) => {
    const n = i + 1;
    if (!isObject(step)) {
      error(n, null, t('lesson-step-not-object', { shape: '{"game": …, "activity": …}', value: shown(step) }));
      return;
    }
    for (const [field, kind] of Object.entries(FIELDS)) {
      if (!has(step, field)) continue;
      const problem = kindProblem(kind, step[field], field);
      if (problem) error(n, field, problem);
    }
    const activity = typeof step.activity === 'string' ? step.activity : null;
    if (!has(step, 'activity')) error(n, 'activity', t('lesson-activity-missing', { activities: ACTIVITIES.join(', ') }));
    else if (activity != null && !ACTIVITIES.includes(activity)) {
      warn(n, 'activity', t('lesson-activity-unknown', { activity: quote(activity), activities: ACTIVITIES.join(', ') }));
    }
    const known = activity != null && ACTIVITIES.includes(activity);
    const needsGame = known && activity !== 'note';
    if (needsGame && !has(step, 'game')) {
      error(n, 'game', names ? t('lesson-game-missing-of', { activity, games: names.join(', ') }) : t('lesson-game-missing', { activity }));
    }
    if (typeof step.game === 'string' && names && !names.includes(step.game)) {
      error(n, 'game', t('lesson-game-unknown', { game: quote(step.game), games: names.join(', ') }));
    }
    if (known && ON_A_POSITION.has(activity) && !has(step, 'input')) {
      error(n, 'input', t('lesson-input-missing', { activity }));
    }
    if (activity === 'exercises' && !has(step, 'seed') && !has(step, 'positions')) {
      error(n, 'seed', t('lesson-seed-missing'));
    }
    if (activity === 'exercises' && Array.isArray(step.positions) && step.positions.length === 0 && !has(step, 'seed')) {
      error(n, 'positions', t('lesson-positions-empty'));
    }
    if (typeof step.side === 'string' && typeof step.game === 'string' && players?.(step.game)?.length && !players(step.game).includes(step.side)) {
      error(n, 'side', t('lesson-side-unknown', { side: quote(step.side), game: step.game, players: eitherOf(players(step.game)) }));
    }
  });
  return { lesson: value, errors, warnings };
}

/** What is wrong with `value` as a field of `kind`, or null. */
function kindProblem(kind, value, field) {
  if (Array.isArray(kind)) return kind.includes(value) ? null : t('lesson-one-of', { values: kind.map(quote).join(', '), value: shown(value) });
  switch (kind) {
    case 'string':
      if (typeof value !== 'string') return t('lesson-not-text', { value: shown(value) });
      return GAME_TEXT.has(field) ? null : tooLong(value);
    case 'whole': {
      const most = own(MAX_WHOLE, field) ?? Number.MAX_SAFE_INTEGER;
      if (typeof value !== 'number' || !Number.isInteger(value)) return t('lesson-not-whole', { value: shown(value) });
      return value >= 0 && value <= most ? null : t('lesson-whole-range', { max: most, value: String(value) });
    }
    case 'strings':
      if (!Array.isArray(value)) return t('lesson-not-texts', { value: shown(value) });
      if (value.length > MAX_LESSON_LIST) return t('lesson-list-too-long', { length: value.length, max: MAX_LESSON_LIST });
      for (const [i, item] of value.entries()) {
        if (typeof item !== 'string') return t('lesson-item-not-text', { item: String(i + 1), value: shown(item) });
        const long = GAME_TEXT.has(field) ? null : tooLong(item);
        if (long) return t('lesson-item-problem', { item: String(i + 1), problem: long });
      }
      return null;
    case 'answer':
      if (typeof value === 'string') return tooLong(value);
      return kindProblem('strings', value, field);
    case 'show':
      if (!isObject(value)) return t('lesson-show-not-object', { example: '{"verdict": false}', value: shown(value) });
      for (const [name, on] of Object.entries(value)) {
        if (SHOWN.includes(name) && typeof on !== 'boolean') return t('lesson-show-not-boolean', { name: quote(name), value: shown(on) });
      }
      return null;
    default:
      return null;
  }
}

/** Why a teacher's text is too long, or null. */
function tooLong(text) {
  return text.length > MAX_LESSON_TEXT ? t('lesson-text-too-long', { length: text.length, max: MAX_LESSON_TEXT }) : null;
}

/** Whether the teacher left `what` (verdict, hints, values) available in `step` (it is unless `show` says false). */
export function offered(step, what) {
  return !(isObject(own(step, 'show')) && own(step.show, what) === false);
}

// ---- The file ----

/** The file form: the JSON, pretty-printed, ending with a line break. */
export function lessonFile(lesson) {
  return `${JSON.stringify(lesson, null, 2)}\n`;
}

/** A name for the file, from the title: `winning-and-losing.lesson.json`. */
export function fileName(lesson) {
  const stem = String(lesson?.title ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${stem || 'lesson'}.lesson.json`;
}

/**
 * Reads a lesson file's text: `{ lesson, errors, warnings }` as `checkLesson`, with a JSON that
 * does not read named by its line and column.
 */
export function readLessonText(text, options = {}) {
  let value;
  try {
    value = JSON.parse(String(text).replace(/^\uFEFF/, ''));
  } catch (failure) {
    return { lesson: null, errors: [{ step: null, field: null, message: jsonProblem(String(text), failure) }], warnings: [] };
  }
  return checkLesson(value, options);
}

/**
 * "Line 5, column 3: the lesson's JSON does not read there (expected a value, found "]")". The
 * place is found by `jsonFault` (JSON.parse's own messages name no place in some engines).
 */
function jsonProblem(text, failure) {
  const fault = jsonFault(text.replace(/^\uFEFF/, ''));
  if (!fault) return t('lesson-json-unread', { reason: String(failure?.message ?? failure) });
  const offset = fault.offset + (text.startsWith('\uFEFF') ? 1 : 0);
  // Counted in place, not by splitting or spreading the text: a 16 MiB line spread is 16 million strings.
  let line = 1;
  let start = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    start = at + 1;
  }
  let column = 1;
  for (let i = start; i < offset; i++) {
    // A surrogate pair is one character: its second half is not counted.
    const low = (text.charCodeAt(i) & 0xfc00) === 0xdc00 && i > start && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800;
    if (!low) column++;
  }
  const found = offset >= text.length ? t('lesson-json-end') : quote(String.fromCodePoint(text.codePointAt(offset)));
  // Line and column as digits alone (no grouping): an editor's "go to" takes them so.
  return t('lesson-json-fault', { line: String(line), column: String(column), expected: fault.expected, found });
}

/**
 * The first place where `text` stops being JSON, `{ offset, expected }` (what would read there,
 * in words of the language shown), or null when it is JSON. A scanner with a stack of its own
 * (no recursion: a file may nest deeply).
 */
export function jsonFault(text) {
  let i = 0;
  // The open containers, a byte each ('{' or '['): 16 MiB of "[" is 16 MiB here, not 128 as a list.
  let stack = new Uint8Array(64);
  let depth = 0;
  const push = (c) => {
    if (depth === stack.length) {
      const grown = new Uint8Array(depth * 2);
      grown.set(stack);
      stack = grown;
    }
    stack[depth++] = c.charCodeAt(0);
  };
  const space = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(i)) i++;
  };
  const fail = (expected) => ({ offset: i, expected });
  /** Reads a string at i (text[i] is '"'); returns a fault or null. */
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') { i++; return null; }
      if (c < ' ') return fail(t('lesson-json-string-end'));
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) { i += 2; return fail(t('lesson-json-hex')); }
          i += 6;
        } else if (e != null && '"\\/bfnrt'.includes(e)) i += 2;
        else { i++; return fail(t('lesson-json-escape')); }
      } else i++;
    }
    return fail(t('lesson-json-closing-quote'));
  };
  /** Reads one value at i, or opens a container; a fault or null. */
  const value = () => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      push(c);
      i++;
      space();
      if (text[i] === (c === '{' ? '}' : ']')) { depth--; i++; return null; }
      if (c === '{') return key();
      return 'open';
    }
    if (c === '"') return string();
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!literal) return fail(t('lesson-json-value', { object: '{…}', list: '[…]' }));
    i += literal[0].length;
    return null;
  };
  const key = () => {
    space();
    if (text[i] !== '"') return fail(t('lesson-json-field-name'));
    const bad = string();
    if (bad) return bad;
    space();
    if (text[i] !== ':') return fail(t('lesson-json-colon'));
    i++;
    return 'value';
  };
  let next = value();
  for (;;) {
    if (next === 'value' || next === 'open') {
      next = value();
      continue;
    }
    if (next) return next;
    space();
    if (depth === 0) return i < text.length ? fail(t('lesson-json-end')) : null;
    const top = String.fromCharCode(stack[depth - 1]);
    const close = top === '{' ? '}' : ']';
    if (text[i] === close) {
      depth--;
      i++;
      next = null;
      continue;
    }
    if (text[i] !== ',') return fail(t('lesson-json-comma', { close }));
    i++;
    next = top === '{' ? key() : value();
  }
}

/** Whether a text looks like a lesson file (a JSON object with "steps"), to tell it from a game's input. */
export function looksLikeLesson(text) {
  const start = String(text).slice(0, 4096).replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') && /"steps"\s*:/.test(String(text));
}

// ---- The link ----

/** Base64url, no padding, of bytes. */
export function toBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Bytes of a base64url text (padding optional); throws a message naming the first character that
 * is not base64url, counted from 1 in the whole link (`from`: the characters before `text` there).
 */
export function fromBase64url(text, { from = 0 } = {}) {
  const bad = text.search(/[^A-Za-z0-9_-]/);
  const body = text.replace(/=+$/, '');
  if (bad >= 0 && bad < body.length) throw new Error(t('lesson-link-bad-character', { at: String(from + bad + 1), character: quote(text[bad]) }));
  if (body.length % 4 === 1) throw new Error(t('lesson-link-bad-length', { length: String(body.length) }));
  const binary = atob(body.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (body.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encoder = new TextEncoder();

/** The link text of the plain form: base64url of the UTF-8 JSON. */
export function plainLink(lesson) {
  return toBase64url(encoder.encode(JSON.stringify(lesson)));
}

/** Bytes deflated (deflate-raw); unpacking is `inflate`'s, which counts as it goes. */
async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The compressed data is fed to the inflater this many bytes at a time (deflate unpacks a byte to at most 1 032). */
const INFLATE_SLICE = 1024;

/**
 * The deflate-raw `bytes` unpacked, or null as soon as they pass `most` bytes: counted as the
 * DecompressionStream yields them and the rest cancelled, so that a small link of a huge text
 * never holds more than `most` and a slice's output (about 1 MiB) at once. Throws on data that
 * does not decompress.
 */
export async function inflate(bytes, most) {
  let at = 0;
  // Pulled one slice at a time: the inflater is handed more only as its output is read.
  const source = new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(at, at + INFLATE_SLICE));
      at += INFLATE_SLICE;
    },
  }, { highWaterMark: 0 });
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > most) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Whether this browser can compress (CompressionStream with deflate-raw). */
export function canCompress() {
  try {
    return typeof CompressionStream === 'function' && Boolean(new CompressionStream('deflate-raw'));
  } catch {
    return false;
  }
}

/** The link text of the compressed form: `z.` and the base64url of the deflate-raw of the UTF-8 JSON. */
export async function compressedLink(lesson) {
  return COMPRESSED + toBase64url(await deflate(encoder.encode(JSON.stringify(lesson))));
}

/** The link text the page writes: the compressed form when it is shorter (and can be made), else the plain one. */
export async function lessonLink(lesson) {
  const plain = plainLink(lesson);
  if (!canCompress()) return plain;
  const small = await compressedLink(lesson);
  return small.length < plain.length ? small : plain;
}

/**
 * Reads a link's lesson text (what follows `#lesson=`, either form): `{ lesson, errors,
 * warnings }`; a damaged link is one error saying what is wrong with it.
 */
export async function readLink(text, options = {}) {
  const damaged = (why) => ({ lesson: null, errors: [{ step: null, field: null, message: t('lesson-link-damaged', { why }) }], warnings: [] });
  const compressed = text.startsWith(COMPRESSED);
  let bytes;
  try {
    bytes = compressed ? fromBase64url(text.slice(COMPRESSED.length), { from: COMPRESSED.length }) : fromBase64url(text);
  } catch (failure) {
    return damaged(failure.message);
  }
  if (compressed) {
    if (typeof DecompressionStream !== 'function') return damaged(t('lesson-link-no-inflater'));
    try {
      bytes = await inflate(bytes, MAX_LESSON_BYTES);
    } catch {
      return damaged(t('lesson-link-not-deflate'));
    }
    if (bytes == null) {
      return { lesson: null, errors: [{ step: null, field: null, message: t('lesson-link-too-big', { mib: MAX_LESSON_BYTES >> 20 }) }], warnings: [] };
    }
  }
  let json;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return damaged(t('lesson-link-not-utf8'));
  }
  const read = readLessonText(json, options);
  if (read.lesson == null) return damaged(read.errors[0].message.replace(/\.$/, ''));
  return read;
}

/** The lesson text of a fragment (`#lesson=…&present=1`), or null when the fragment opens no lesson. */
export { lessonAsked } from '../core/fragment.js';

/**
 * A short, stable name of a lesson (FNV-1a of its compact JSON, 8 hex digits): the key its
 * progress is kept under, and what results name it by.
 */
export function lessonId(lesson) {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(JSON.stringify(lesson))) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

// ---- The editor's model ----

/**
 * The editor's model of a lesson: the lesson's own fields in their order (`fields`, with the
 * place of "steps" kept), and its steps, each with an id that stays with it through moves.
 * Every change is a new model (the functions below); `fromEditor` gives the lesson back,
 * unknown fields where they were.
 */
export function toEditor(lesson) {
  const steps = Array.isArray(lesson?.steps) ? lesson.steps : [];
  return {
    fields: { ...lesson, steps: null },
    steps: steps.map((data, i) => ({ id: i + 1, data: clone(data) })),
    next: steps.length + 1,
  };
}

/** The lesson of an editor's model. */
export function fromEditor(model) {
  const fields = has(model.fields, 'steps') ? model.fields : { ...model.fields, steps: null };
  // Object.fromEntries defines each field as its own: an unknown field named "__proto__" stays a
  // field (an assignment would set the object's prototype instead, and lose it).
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, key === 'steps' ? model.steps.map((s) => clone(s.data)) : clone(value)]));
}

/** A new, empty lesson's model. */
export function emptyEditor(title = 'My lesson') {
  return toEditor({ title, steps: [] });
}

export function setTitle(model, title) {
  return { ...model, fields: { ...model.fields, title } };
}

/** Adds `data` as a step at `at` (the end by default). */
export function addStep(model, data, at = model.steps.length) {
  const steps = [...model.steps];
  steps.splice(Math.max(0, Math.min(at, steps.length)), 0, { id: model.next, data: clone(data) });
  return { ...model, steps, next: model.next + 1 };
}

/** Moves the step at `from` to `to` (both 0-based, clamped). */
export function moveStep(model, from, to) {
  if (from < 0 || from >= model.steps.length) return model;
  const steps = [...model.steps];
  const [moved] = steps.splice(from, 1);
  steps.splice(Math.max(0, Math.min(to, steps.length)), 0, moved);
  return { ...model, steps };
}

export function removeStep(model, at) {
  if (at < 0 || at >= model.steps.length) return model;
  return { ...model, steps: model.steps.filter((_, i) => i !== at) };
}

/**
 * Changes fields of the step at `at`: each of `changes` set, or removed when `undefined`; a
 * field the change does not name, known or not, stays as it was.
 */
export function editStep(model, at, changes) {
  if (at < 0 || at >= model.steps.length) return model;
  const steps = model.steps.map((s, i) => {
    if (i !== at) return s;
    const data = { ...s.data };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete data[key];
      else data[key] = clone(value);
    }
    return { ...s, data };
  });
  return { ...model, steps };
}

/** The step a click on "Add this to a lesson" makes, with the fields its activity uses (the rest left out). */
export function stepOf({ game, input, activity, step = null, text = '', rule = null, scope = null, seed = null, mode = null, settings = null, x = null, y = null }) {
  const data = { game, input, activity, text };
  if (ON_A_POSITION.has(activity) && step != null && step > 0) data.step = step;
  if (activity === 'rule') {
    if (rule != null) data.rule = rule;
    if (scope) data.scope = scope;
  }
  // A table: its two names (no `y`: a sequence by `x`) and the rule drawn over it, if any.
  if (activity === 'table') {
    if (x) data.x = x;
    if (x && y) data.y = y;
    if (x && rule) data.rule = rule;
  }
  if (activity === 'exercises' && seed != null) data.seed = seed;
  if (activity === 'tree' && mode) data.mode = mode;
  // A game's settings (the auction's dealer) travel as fields of their names.
  for (const [name, value] of Object.entries(settings ?? {})) if (value && !has(data, name)) data[name] = value;
  return data;
}

/**
 * The fields of `data` that a step of `activity` does not use (known fields only: a field of a
 * later page, or a game's setting, stays), as `editStep` changes that remove them: a rule step
 * made a table keeps no rule to draw over it, a tree made a predict keeps no `mode`.
 */
export function unusedFields(data, activity) {
  const uses = new Set(['game', 'input', 'activity', 'text', ...(own(ACTIVITY_FIELDS, activity) ?? [])]);
  const changes = {};
  for (const field of Object.keys(FIELDS)) if (!uses.has(field) && has(data, field)) changes[field] = undefined;
  // A rule step's rule is a conjecture to test; a table's is drawn over it once answered: the
  // one is not the other (a true rule drawn over a table gives its answer away).
  if (has(data, 'rule') && own(data, 'activity') !== activity) changes.rule = undefined;
  // `show.hints` is Play's alone.
  if (activity !== 'play' && uses.has('show') && isObject(own(data, 'show')) && has(data.show, 'hints')) {
    const rest = { ...data.show };
    delete rest.hints;
    changes.show = Object.keys(rest).length ? rest : undefined;
  }
  return changes;
}

/** The parts of a step's `show` its activity offers: the hints are Play's alone. */
export function shownFor(activity) {
  return activity === 'play' ? SHOWN : SHOWN.filter((what) => what !== 'hints');
}

const clone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
