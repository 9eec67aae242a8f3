// The page's words in the reader's language (docs/LANGUAGES.md). Every sentence the page itself
// writes is a message of a catalogue, by id, with its arguments: `t('copy-link')`,
// `t('link-too-long', { length })`. A catalogue is a file of Project Fluent's syntax (a subset:
// messages, `{ $arg }`, selections on plural categories and numbers, functions NUMBER and JOSA),
// so that any Fluent tool reads it; this module formats it over the browser's Intl.PluralRules and
// Intl.NumberFormat (3.1 KB gzipped with all it does; @fluent/bundle's formatter alone is 3.8 KB,
// and the page, plain ES modules, imports no package: ARCHITECTURE.md, "Languages"). English is imported (inside the bundles: no request); another
// language's catalogue, www/lang/LANG.ftl, is fetched once, only when that language is shown.
import ENGLISH from './lang/en.js';

/**
 * The languages, each by its name in itself, as the header's switch lists them. Adding a
 * language is its catalogue, www/lang/CODE.ftl, and its line here.
 */
export const LANGUAGES = {
  en: 'English',
  ko: '한국어',
  ru: 'Русский',
};

/** The key the reader's choice is remembered under (localStorage, when a frame may use it). */
const STORED = 'verdict-playground:lang';

/** The catalogues parsed, by language: a Map of id → pattern. */
const catalogues = new Map();
let current = 'en';
/** Whether the document's language was chosen (`useLanguage`): a later element keeps it. */
let chosen = false;
export const languageChosen = () => chosen;

/** The language the page shows now. */
export const language = () => current;

/** `ko` for `ko`, `ko-KR`, `KO`; null for a language the page has no catalogue of. */
export function known(tag) {
  const base = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

/** The language remembered from the header's switch, or null (none, or storage blocked: a third-party frame). */
export function remembered() {
  try {
    return known(localStorage.getItem(STORED));
  } catch {
    return null;
  }
}

/** Remembers the reader's choice; quietly nothing where storage is blocked. */
export function remember(lang) {
  try {
    localStorage.setItem(STORED, lang);
  } catch {
    // A frame of another site may have no storage: the choice lasts this visit.
  }
}

/**
 * The language to show: the one a link or an attribute fixes (`asked`), else the reader's
 * choice remembered, else the browser's first language the page has, else English.
 */
export function chooseLanguage(asked = null) {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return known(asked) ?? remembered() ?? browser.map(known).find(Boolean) ?? 'en';
}

/** Where a language's catalogue is: beside this module, found from it (bundles move it: scripts/bundle.mjs). */
// Made when asked, not on loading: in the offline file a module's address is a blob: URL, no base.
const catalogueUrl = (lang) => new URL(`${lang}.ftl`, new URL('./lang/', import.meta.url));

/**
 * Loads `lang`'s catalogue (once) and shows it from now on; a catalogue that does not load
 * leaves the page in English and says so in the console (an offline file opened from disk
 * cannot fetch). Resolves to the language shown.
 */
export async function useLanguage(lang) {
  const wanted = known(lang) ?? 'en';
  chosen = true;
  try {
    await loadCatalogue(wanted);
    current = wanted;
  } catch (error) {
    console.warn(`verdict-playground: the ${wanted} catalogue did not load (${error?.message ?? error}); English instead`);
    current = 'en';
  }
  return current;
}

const loading = new Map();
/**
 * Fetches and parses `lang`'s catalogue, once. The offline file, which can fetch nothing, carries
 * every catalogue's text in `VERDICT_PLAYGROUND_CATALOGUES` (scripts/dist.mjs).
 */
export async function loadCatalogue(lang) {
  if (catalogues.has(lang)) return;
  const carried = globalThis.VERDICT_PLAYGROUND_CATALOGUES?.[lang];
  if (carried != null) {
    catalogues.set(lang, parse(carried));
    return;
  }
  if (!loading.has(lang)) {
    loading.set(lang, fetch(catalogueUrl(lang)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.text();
    }).then((text) => { catalogues.set(lang, parse(text)); }).finally(() => loading.delete(lang)));
  }
  return loading.get(lang);
}

/**
 * Adds `text`'s messages (Fluent's syntax) to English's catalogue: the page's own words
 * (www/lang/en-page.js), kept out of what every embed loads.
 */
export function addEnglish(text) {
  for (const [id, pattern] of parse(text)) catalogues.get('en').set(id, pattern);
}

/** The ids of `lang`'s catalogue (loaded), in the order it writes them. */
export const messageIds = (lang = 'en') => [...(catalogues.get(lang)?.keys() ?? [])];

/** Whether a catalogue is loaded (English always is). */
export const loaded = (lang) => catalogues.has(lang);

/**
 * The message `id` in the language shown, formatted with `args`; a message a catalogue lacks is
 * English's, and one English lacks is its id (the catalogue test refuses both).
 */
export function t(id, args = {}) {
  return formatIn(current, id, args);
}

/** The message `id` in the language shown, or null where neither it nor English has one. */
export function tOptional(id, args = {}) {
  return catalogues.get(current)?.has(id) || catalogues.get('en').has(id) ? t(id, args) : null;
}

/** The message `id` in `lang` (whose catalogue is loaded), as `t`. */
export function formatIn(lang, id, args = {}) {
  return parts(lang, id, args).map((p) => (typeof p === 'string' ? p : p.textContent)).join('');
}

/**
 * The message `id` as parts to append to an element: strings, and the arguments that are DOM
 * nodes kept as nodes (a `<code>` or a link inside a sentence whose order each language sets).
 */
export function tNodes(id, args = {}) {
  return parts(current, id, args);
}

function parts(lang, id, args) {
  const pattern = catalogues.get(lang)?.get(id) ?? catalogues.get('en').get(id);
  if (!pattern) return [id];
  const out = [];
  resolve(pattern, lang, args, out);
  // Neighbouring strings joined: a node argument stays apart.
  return out.reduce((list, p) => {
    if (typeof p === 'string' && typeof list.at(-1) === 'string') list[list.length - 1] += p;
    else list.push(p);
    return list;
  }, []);
}

// ---- The catalogue's syntax: a subset of Fluent (https://projectfluent.org/fluent/guide/). ----

/**
 * A catalogue's text → Map of id → pattern. A pattern is a list of strings and placeables:
 * `{ var }`, `{ lit }`, `{ fn, args: [...] }`, `{ select, variants: [{ key, pattern, star }] }`.
 * Terms, attributes and comments attached to messages are Fluent's but not used here: a
 * line this subset does not read throws, naming it.
 */
export function parse(text) {
  const messages = new Map();
  const lines = String(text).replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '' || line.startsWith('#')) { i++; continue; }
    const head = /^([a-zA-Z][\w-]*) *= *(.*)$/.exec(line);
    if (!head) throw new SyntaxError(`catalogue line ${i + 1}: "${line}" is not "id = text"`);
    const body = [];
    i++;
    // A message goes on over the indented lines after it (and blank lines between them).
    while (i < lines.length && (/^ +\S/.test(lines[i]) || (lines[i].trim() === '' && /^ +\S/.test(lines.slice(i).find((l) => l.trim() !== '') ?? '')))) {
      body.push(lines[i]);
      i++;
    }
    const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
    const rest = body.map((l) => l.slice(indent).trimEnd());
    const value = [head[2].trimEnd(), ...rest].join('\n').replace(/^\n+/, '').trimEnd();
    if (messages.has(head[1])) throw new SyntaxError(`catalogue line ${i}: "${head[1]}" is defined twice`);
    try {
      messages.set(head[1], new Reader(value).pattern(false));
    } catch (error) {
      throw new SyntaxError(`catalogue message "${head[1]}": ${error.message}`);
    }
  }
  return messages;
}

class Reader {
  constructor(text) {
    this.s = text;
    this.i = 0;
  }

  fail(what) {
    throw new SyntaxError(`${what} at "${this.s.slice(this.i, this.i + 20)}"`);
  }

  /** Text and placeables up to the end, or (in a variant) up to the next variant or the selection's `}`. */
  pattern(inVariant) {
    const out = [];
    let text = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i];
      if (c === '{') {
        if (text) out.push(text);
        text = '';
        this.i++;
        out.push(this.placeable());
      } else if (c === '}') {
        if (inVariant) break;
        this.fail('a "}" without its "{"');
      } else if (inVariant && c === '\n' && /^\n\s*(\*?\[|\})/.test(this.s.slice(this.i))) {
        break;
      } else {
        text += c;
        this.i++;
      }
    }
    if (text) out.push(text);
    return out;
  }

  blank() {
    while (/\s/.test(this.s[this.i] ?? '')) this.i++;
  }

  /** After a `{`: an expression, or a selection on one, up to its `}`. */
  placeable() {
    this.blank();
    const expression = this.expression();
    this.blank();
    if (this.s.startsWith('->', this.i)) {
      this.i += 2;
      const variants = [];
      for (;;) {
        this.blank();
        if (this.s[this.i] === '}') break;
        const star = this.s[this.i] === '*';
        if (star) this.i++;
        const key = /^\[\s*([\w.-]+)\s*\]/.exec(this.s.slice(this.i));
        if (!key) this.fail('a variant "[key]" expected');
        this.i += key[0].length;
        while (this.s[this.i] === ' ') this.i++;
        const pattern = this.pattern(true);
        // A variant's text ends before the line of the next one.
        if (typeof pattern.at(-1) === 'string') pattern[pattern.length - 1] = pattern.at(-1).trimEnd();
        variants.push({ key: key[1], star, pattern });
      }
      if (variants.filter((v) => v.star).length !== 1) this.fail('a selection needs exactly one default variant "*[…]"');
      this.i++;
      return { select: expression, variants };
    }
    if (this.s[this.i] !== '}') this.fail('"}" expected');
    this.i++;
    return expression;
  }

  expression() {
    const rest = this.s.slice(this.i);
    let m;
    if ((m = /^\$([a-zA-Z][\w-]*)/.exec(rest))) {
      this.i += m[0].length;
      return { var: m[1] };
    }
    if ((m = /^"((?:[^"\\]|\\.)*)"/.exec(rest))) {
      this.i += m[0].length;
      return { lit: m[1].replace(/\\(.)/g, '$1') };
    }
    if ((m = /^-?\d+(\.\d+)?/.exec(rest))) {
      this.i += m[0].length;
      return { lit: Number(m[0]) };
    }
    if ((m = /^([A-Z][A-Z0-9_-]*)\(/.exec(rest))) {
      this.i += m[0].length;
      const args = [];
      for (;;) {
        this.blank();
        if (this.s[this.i] === ')') break;
        args.push(this.expression());
        this.blank();
        if (this.s[this.i] === ',') this.i++;
      }
      this.i++;
      if (!FUNCTIONS[m[1]]) this.fail(`no function ${m[1]}`);
      return { fn: m[1], args };
    }
    return this.fail('"$name", "text", a number or a FUNCTION(…) expected');
  }
}

// ---- Formatting ----

const pluralRules = new Map();
const numberFormats = new Map();
const plural = (lang, n) => {
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  return pluralRules.get(lang).select(n);
};
/** A number as the language writes it: `1,234` (en, ko), `1 234` (ru). */
export const formatNumber = (n, lang = current) => {
  if (!numberFormats.has(lang)) numberFormats.set(lang, new Intl.NumberFormat(lang));
  return numberFormats.get(lang).format(n);
};

function value(expression, lang, args) {
  if ('lit' in expression) return expression.lit;
  if ('var' in expression) return args[expression.var] ?? `{$${expression.var}}`;
  return FUNCTIONS[expression.fn](lang, ...expression.args.map((a) => value(a, lang, args)));
}

/** A value as text: numbers in the language's digits and grouping; DOM nodes kept. */
const shown = (v, lang) => (typeof v === 'number' ? formatNumber(v, lang) : typeof v === 'bigint' ? formatNumber(v, lang) : v);

function resolve(pattern, lang, args, out) {
  for (const part of pattern) {
    if (typeof part === 'string') out.push(part);
    else if (part.select) {
      const v = value(part.select, lang, args);
      // An exact key first (`[0]`, `[1]`, `[E]`), then a number's plural category.
      const exact = part.variants.find((x) => x.key === String(v));
      const category = typeof v === 'number' ? plural(lang, v) : null;
      const chosen = exact ?? part.variants.find((x) => x.key === category) ?? part.variants.find((x) => x.star);
      resolve(chosen.pattern, lang, args, out);
    } else out.push(shown(value(part, lang, args), lang));
  }
}

// Korean particles: the form after a final consonant (받침) or after a vowel, from the word's
// last sound: a Hangul syllable's own final, a digit's or a unit's reading (1 일, 10 십, 100 백),
// a Latin letter's name (N 엔, L 엘) or a word's last letter.
const HANGUL = 0xac00;
/** The final consonant's index in a syllable of the last sound of `word` (0 none, 8 ㄹ), or null when unknown. */
export function finalConsonant(word) {
  const text = String(word).replace(/[\s)\]}”"'’.,!?…]+$/u, '');
  const last = text.at(-1) ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL && code <= 0xd7a3) return (code - HANGUL) % 28;
  const digits = /[\d\s,.]*\d$/.exec(text)?.[0].replace(/\D/g, '');
  if (digits) {
    if (/^0+$/.test(digits)) return 21; // 영: ㅇ
    const zeros = digits.length - digits.replace(/0+$/, '').length;
    if (zeros === 0) return [null, 8, 0, 16, 0, 0, 1, 8, 8, 0][Number(digits.at(-1))]; // 일 이 삼 사 오 육 칠 팔 구
    if (zeros % 4 === 0) return [4, 1, 0][(zeros / 4 - 1) % 3]; // 만 억 조
    return [17, 1, 4][(zeros % 4) - 1]; // 십 백 천
  }
  if (/^[A-Z]$/.test(last) || /[A-Z]{2}$/.test(text)) return { L: 8, M: 16, N: 4, R: 8 }[last] ?? 0; // 엘 엠 엔 알
  if (/[a-z]$/.test(last)) return /(?:ng|[lmn])$/.test(text) ? (last === 'l' ? 8 : 4) : 0;
  return null;
}

/** `word` and its particle: `pair` is the form after a consonant and after a vowel, `이/가`. */
function josa(word, pair) {
  const [consonant, vowel] = pair.split('/');
  const final = finalConsonant(word);
  // (으)로 takes 로 after a vowel and after ㄹ.
  const rieul = consonant === '으로';
  if (final == null) return `${word}${rieul ? '(으)로' : `${consonant}(${vowel})`}`;
  return `${word}${final === 0 || (rieul && final === 8) ? vowel : consonant}`;
}

/** The functions a catalogue may call. */
const FUNCTIONS = {
  NUMBER: (lang, n) => formatNumber(Number(n), lang),
  JOSA: (lang, word, pair) => josa(shown(word, lang), String(pair)),
};

/**
 * Text that may hold words of another language than the page's (a problem's Korean title, a
 * Russian name): each run of Hangul or Cyrillic letters in a `<span lang>`, so that a screen
 * reader reads it with the right voice; text without them is a text node.
 */
export function marked(text) {
  const runs = String(text).split(/([\p{Script=Hangul}][\p{Script=Hangul}\s]*[\p{Script=Hangul}]|[\p{Script=Hangul}]|[\p{Script=Cyrillic}][\p{Script=Cyrillic}\s]*[\p{Script=Cyrillic}]|[\p{Script=Cyrillic}])/u);
  if (runs.length === 1) return document.createTextNode(text);
  const span = document.createElement('span');
  runs.forEach((run, k) => {
    if (!run) return;
    if (k % 2 === 0) { span.append(run); return; }
    const lang = /\p{Script=Hangul}/u.test(run) ? 'ko' : 'ru';
    if (lang === current) { span.append(run); return; }
    const inner = document.createElement('span');
    inner.lang = lang;
    inner.textContent = run;
    span.append(inner);
  });
  return span;
}

// English, parsed once every declaration above is made.
catalogues.set('en', parse(ENGLISH));

// One module of words a document: its language and catalogues are state every part reads. The
// embeds' bundles carry it in their entry, and each panel set they load later reads it here
// rather than from a copy of its own (scripts/bundle.mjs, `sharedWords`), which would speak
// English and weigh its 5 KB again.
globalThis.VERDICT_PLAYGROUND_I18N ??= {
  LANGUAGES, language, languageChosen, known, remembered, remember, chooseLanguage, useLanguage, loadCatalogue, addEnglish, messageIds,
  loaded, t, tOptional, formatIn, tNodes, parse, formatNumber, finalConsonant, marked,
};
