// The page's words in the reader's language (docs/LANGUAGES.md). Every sentence the page itself
// writes is a message of a catalogue, by id, with its arguments: `t('copy-link')`,
// `t('link-too-long', { length })`. A catalogue is a file of Project Fluent's syntax (a subset:
// messages, `{ $arg }`, selections on plural categories and numbers, functions NUMBER, JOSA and CAPITAL),
// so that any Fluent tool reads it; this module formats it over the browser's Intl.PluralRules and
// Intl.NumberFormat (3.1 KB gzipped with all it does; @fluent/bundle's formatter alone is 3.8 KB,
// and the page, plain ES modules, imports no package: ARCHITECTURE.md, "Languages"). English is imported (inside the bundles: no request); another
// language's catalogue, www/lang/LANG.ftl, is fetched once, only when that language is shown.
import ENGLISH from '../lang/en.js';

/**
 * The catalogues' reader (ftl.js), loaded the first time a catalogue is read: in an embed's bundle
 * English comes read already (an array of [id, pattern]: scripts/bundle.mjs), so that the parser
 * is downloaded only with another language.
 */
let syntax = null;
const reader = async () => (syntax ??= await import('./ftl.js'));

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
const catalogueUrl = (lang) => new URL(`${lang}.ftl`, new URL('../lang/', import.meta.url));

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
    catalogues.set(lang, (await reader()).parse(carried));
    return;
  }
  if (!loading.has(lang)) {
    loading.set(lang, Promise.all([fetch(catalogueUrl(lang)), reader()]).then(([response]) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.text();
    }).then((text) => { catalogues.set(lang, syntax.parse(text)); }).finally(() => loading.delete(lang)));
  }
  return loading.get(lang);
}

/**
 * Adds `messages` (a catalogue read: ftl.js's `parse`) to English's: the page's own words
 * (www/lang/en-page.js), kept out of what every embed loads.
 */
export function addEnglish(messages) {
  for (const [id, pattern] of messages) catalogues.get('en').set(id, pattern);
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

/**
 * A sentence the core sent as data, `{ id, args }` (docs/LANGUAGES.md: the report's verdict and
 * reason), in the language shown: its names (`{ name: 'Bicarp' }`, the catalogue's
 * `name-Bicarp`) and the sentences inside it formatted first. Anything else (a string: text the core still writes in English) is returned as it is.
 */
export function message(said, lang = current) {
  if (said == null || typeof said !== 'object' || typeof said.id !== 'string') return said ?? '';
  if (!said.id) return '';
  const args = {};
  for (const [name, value] of Object.entries(said.args ?? {})) args[name] = argument(value, lang);
  return formatIn(lang, said.id, args);
}

function argument(value, lang) {
  if (value && typeof value === 'object' && 'name' in value) {
    const id = `name-${value.name}`;
    // A name no catalogue has is shown as the core spells it.
    return catalogues.get(lang)?.has(id) || catalogues.get('en').has(id) ? formatIn(lang, id) : value.name;
  }
  if (value && typeof value === 'object') return message(value, lang);
  return value;
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
  if ('var' in expression) return named(args[expression.var], lang) ?? `{$${expression.var}}`;
  return FUNCTIONS[expression.fn](lang, ...expression.args.map((a) => value(a, lang, args)));
}

/**
 * A player's or a seat's name as the core spells it (`Alice`, `North`), handed to a sentence as
 * a string (`t('play-your-move', { player: view.to_move })`), in `lang`: the catalogue's
 * `name-Alice`, 앨리스, so that a particle or a case follows the name as shown. No catalogue
 * selects on a name. Anything else is returned as it is.
 */
function named(v, lang) {
  if (typeof v !== 'string' || !v) return v;
  const id = `name-${v}`;
  return catalogues.get(lang)?.has(id) ? formatIn(lang, id) : v;
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
      // A number the core writes as digits (a count in its notation, ungrouped) selects by its value too.
      const category = typeof v === 'number' ? plural(lang, v) : /^\d+$/.test(v) ? plural(lang, Number(v)) : null;
      const chosen = exact ?? part.variants.find((x) => x.key === category) ?? part.variants.find((x) => x.star);
      resolve(chosen.pattern, lang, args, out);
    } else out.push(shown(value(part, lang, args), lang));
  }
}

/** The functions a catalogue may call. */
const FUNCTIONS = {
  // A count the core wrote as digits is grouped; text that is no number is shown as it is.
  NUMBER: (lang, n) => (Number.isNaN(Number(n)) ? n : formatNumber(Number(n), lang)),
  // Only a catalogue parsed by ftl.js calls it (Korean's), so ftl.js is loaded by then.
  JOSA: (lang, word, pair) => syntax.josa(shown(word, lang), String(pair)),
  // Words made for the middle of a sentence (a move's `doing`) starting one.
  CAPITAL: (lang, words) => {
    const text = shown(words, lang);
    return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
  },
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

// English, once every declaration above is made: read already in a bundle, else read here.
catalogues.set('en', Array.isArray(ENGLISH) ? new Map(ENGLISH) : (await reader()).parse(ENGLISH));

// One module of words a document: its language and catalogues are state every part reads. The
// embeds' bundles carry it in their entry, and each panel set they load later reads it here
// rather than from a copy of its own (scripts/bundle.mjs, `sharedWords`), which would speak
// English and weigh its 5 KB again.
globalThis.VERDICT_PLAYGROUND_I18N ??= {
  LANGUAGES, language, languageChosen, known, remembered, remember, chooseLanguage, useLanguage, loadCatalogue, addEnglish, messageIds,
  loaded, t, tOptional, formatIn, tNodes, formatNumber, marked, message,
};
