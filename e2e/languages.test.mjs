// The page in the reader's language (docs/LANGUAGES.md): the catalogues against the code and
// against each other (Node alone), then the page, an iframe embed and a web component in Korean
// and Russian in Chromium at a phone's and a desktop's width.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { launch, startBlog } from './browser.mjs';
import { withIds } from '../www/core/games.js';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
// The offline file's way in (scripts/dist.mjs): Node fetches no file: URL.
const OTHERS = readdirSync(new URL('www/lang/', root)).filter((name) => name.endsWith('.ftl')).map((name) => name.slice(0, -4));
globalThis.VERDICT_PLAYGROUND_CATALOGUES = Object.fromEntries(OTHERS.map((lang) => [lang, read(`www/lang/${lang}.ftl`)]));
const i18n = await import('../www/shared/i18n.js');
const ftl = await import('../www/shared/ftl.js');
const { glossary } = await import('../www/page/glossary.js');
const { default: ENGLISH } = await import('../www/lang/en.js');
const { lookOf, linkOf } = await import('../www/core/fragment.js');
const { checkLesson, lessonLink, plainLink, readLessonText, readLink } = await import('../www/lessons/lesson-format.js');
const GAMES = JSON.parse(read('pkg/games.json'));

const { default: PAGE_WORDS } = await import('../www/lang/en-page.js');
const { default: PANEL_WORDS } = await import('../www/lang/en-panels.js');
const { default: LESSON_WORDS } = await import('../www/lang/en-lessons.js');
const { default: GAME_WORDS } = await import('../www/lang/en-games.js');
// English's catalogue is five modules: what every view shows, the panels' words (added by
// www/panels/panel-words.js when a panel loads), the lessons' (www/lessons/lesson-words.js, with a lesson),
// each game's own sentences (www/shared/game-words.js, or its section with its module) and the page's own words.
await import('../www/panels/panel-words.js');
await import('../www/lessons/lesson-words.js');
await import('../www/shared/game-words.js');
i18n.addEnglish(ftl.parse(PAGE_WORDS));
/** A language's catalogue as ftl.js parses it, read and parsed once: the tests below look messages up in it thousands of times. */
const parsed = new Map();
const catalogue = (lang) => {
  if (!parsed.has(lang)) parsed.set(lang, ftl.parse(lang === 'en' ? `${ENGLISH}\n${PANEL_WORDS}\n${LESSON_WORDS}\n${PAGE_WORDS}\n${GAME_WORDS}` : read(`www/lang/${lang}.ftl`)));
  return parsed.get(lang);
};
const LANGS = Object.keys(i18n.LANGUAGES);

/** The variables a pattern reads, in every variant. */
function variables(pattern, into = new Set()) {
  for (const part of pattern) {
    if (typeof part === 'string') continue;
    if (part.var) into.add(part.var);
    if (part.args) for (const arg of part.args) variables([arg], into);
    if (part.select) {
      variables([part.select], into);
      for (const v of part.variants) variables(v.pattern, into);
    }
  }
  return into;
}

/** The variables a pattern writes as numbers (`NUMBER($legal)`): they are given numbers, as the core's digits read. */
function numbered(pattern, into = new Set()) {
  for (const part of pattern) {
    if (typeof part === 'string') continue;
    if (part.fn === 'NUMBER') variables(part.args, into);
    if (part.select) for (const v of part.variants) numbered(v.pattern, into);
  }
  return into;
}

/** The variables a pattern writes out (in a placeable or a function's arguments), not those it only selects on. */
function shownVariables(pattern, into = new Set()) {
  for (const part of pattern) {
    if (typeof part === 'string') continue;
    if (part.select) for (const v of part.variants) shownVariables(v.pattern, into);
    else variables([part], into);
  }
  return into;
}

/** Every message id the code names: `t('…')`, `tNodes('…')`, `formatIn(lang, '…')`, and the glossary's and games' ids. */
function idsUsed() {
  const used = new Set();
  // Every room of www/ (docs/WWW.md) but the built bundles of min/ and the catalogues themselves.
  const files = readdirSync(new URL('www/', root), { recursive: true }).filter((name) => name.endsWith('.js') && !/^(min|lang)\//.test(name));
  for (const name of files) {
    const code = read(`www/${name}`);
    // `said('…')`: a sentence the solver's worker sends as a message, for the page to write (worker.js).
    for (const [, id] of code.matchAll(/\b(?:t|tNodes|said)\(\s*'([^']+)'/g)) used.add(id);
    for (const [, id] of code.matchAll(/\bformatIn\([^,]+,\s*'([^']+)'/g)) used.add(id);
  }
  // The glossary lists the English catalogue's terms, each with what it means.
  for (const term of glossary()) used.add(term).add(`${term}-means`);
  for (const id of coreIds()) used.add(id);
  return used;
}

/**
 * The messages the core sends (docs/LANGUAGES.md, "The core's sentences as messages"): every
 * `Message::new("…")` of the crates' sources and every string of theirs that reads as an id of
 * a game's or the shared sentences (`"auction-last-bid"`, `"hint-best"`), and a name (`name-Bicarp`) for each of the games'
 * players and each seat of a setting's menu (the auction's dealer), which the core sends by name.
 */
function coreIds() {
  const ids = new Set();
  const prefixes = [...GAMES.map((g) => g.name), 'verdict', 'list', 'hint', 'grade', 'exercise', 'described'].join('|');
  const sources = (dir) => readdirSync(new URL(dir, root), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(`${dir}${e.name}/`) : e.name.endsWith('.rs') ? [`${dir}${e.name}`] : []));
  for (const crate of readdirSync(new URL('crates/', root))) {
    for (const file of sources(`crates/${crate}/src/`)) {
      // A module's unit tests may name a message no catalogue has, to see it shown by its id.
      const code = read(file).split('#[cfg(test)]')[0];
      for (const [, id] of code.matchAll(/Message::new\(\s*"([^"]+)"/g)) ids.add(id);
      // An id chosen before its message is made (`("auction-last-bid", …)`): a game's or a shared prefix.
      for (const [, id] of code.matchAll(new RegExp(`"((?:${prefixes})-[a-z0-9-]+)"`, 'g'))) ids.add(id);
    }
  }
  for (const game of GAMES) {
    // A game's About names its sentences by convention, where the page receives it (withIds).
    const named = withIds(game);
    for (const id of [...named.rules, named.prompt, ...named.examples.map((e) => e.note), named.random?.label]) if (id) ids.add(id);
    for (const player of game.players) ids.add(`name-${player}`);
    // A settings menu's label and options' names are ids (`nim-setting-take`, `name-North`).
    for (const menu of game.settings) for (const id of [menu.label, ...menu.options.map(([, name]) => name)]) ids.add(id);
  }
  return ids;
}

describe('the catalogues', () => {
  test('the languages are those with a catalogue: English in the code, each other one a file of www/lang/', () => {
    assert.deepEqual(LANGS.filter((l) => l !== 'en').sort(), OTHERS.sort());
  });

  test('every id the code names is in every catalogue, and no catalogue has an id the code does not name', () => {
    const used = idsUsed();
    assert.ok(used.size > 50, `only ${used.size} ids found: the scan is broken`);
    // A game's label, `game-NAME`, is in each catalogue but English's (whose labels are the core's).
    const labels = GAMES.map((g) => `game-${g.name}`);
    for (const lang of LANGS) {
      const ids = new Set(catalogue(lang).keys());
      if (lang !== 'en') for (const id of labels) used.add(id);
      else for (const id of labels) used.delete(id);
      const missing = [...used].filter((id) => !ids.has(id));
      const unused = [...ids].filter((id) => !used.has(id));
      assert.deepEqual(missing, [], `${lang}: ids the code uses but the catalogue lacks`);
      assert.deepEqual(unused, [], `${lang}: ids no code uses`);
    }
  });

  test('each translation reads the same arguments as the English message', () => {
    const english = catalogue('en');
    for (const lang of OTHERS) {
      for (const [id, pattern] of catalogue(lang)) {
        if (id.startsWith('game-')) continue;
        assert.deepEqual([...variables(pattern)].sort(), [...variables(english.get(id))].sort(), `${lang} ${id}`);
      }
    }
  });

  test('every message formats in every language with no placeholder, brace or id left, and differs from English where it is a sentence', async () => {
    const english = catalogue('en');
    for (const lang of LANGS) {
      await i18n.useLanguage(lang);
      assert.equal(i18n.language(), lang);
      for (const [id, pattern] of english) {
        for (const n of [0, 1, 2, 5, 11, 21, 22, 25, 1234567]) {
          const numbers = numbered(catalogue(lang).get(id) ?? [], numbered(pattern));
          const args = Object.fromEntries([...variables(pattern)].map((v) => [v, v === 'length' || v === 'max' || numbers.has(v) ? n : `«${v}»`]));
          const text = i18n.t(id, args);
          assert.doesNotMatch(text, /[{}]|\$[a-z]/, `${lang} ${id}: ${text}`);
          assert.notEqual(text, id, `${lang} ${id} left as its id`);
          // A variable the language only selects on (`$doubling`: `[doubled]`) is not shown.
          const shown = shownVariables(catalogue(lang).get(id) ?? pattern);
          for (const v of Object.keys(args).filter((x) => typeof args[x] === 'string' && shown.has(x))) assert.ok(text.includes(args[v]), `${lang} ${id} drops $${v}: ${text}`);
        }
        // A Korean or Russian sentence is in its own script (names, commands and mex aside). A
        // message of its arguments alone (`text`, a list's join) has no word of its own.
        const text = i18n.t(id, {});
        // English's own words, its arguments left out (an argument's name is no word of it).
        const own = i18n.formatIn('en', id, Object.fromEntries([...variables(pattern)].map((v) => [v, ''])));
        const words = /[a-z]{4}/i.test(own) && !/^(term-mex|text)$/.test(id);
        if (lang === 'ko' && words) assert.match(text, /\p{Script=Hangul}/u, `${lang} ${id}: ${text}`);
        if (lang === 'ru' && words) assert.match(text, /\p{Script=Cyrillic}/u, `${lang} ${id}: ${text}`);
      }
    }
    await i18n.useLanguage('en');
  });

  test('Russian plurals: one for 1 and 21, few for 2 and 22, many for 5, 11 and 25', async () => {
    await i18n.useLanguage('ru');
    const word = (n) => i18n.t('link-too-long', { length: n, max: 2_000_000, download: 'D' }).match(new RegExp(`${i18n.formatNumber(n)} (\\S+?),`))?.[1];
    assert.deepEqual(Object.fromEntries([1, 2, 5, 11, 21, 22, 25, 101, 111].map((n) => [n, word(n)])),
      { 1: 'символ', 2: 'символа', 5: 'символов', 11: 'символов', 21: 'символ', 22: 'символа', 25: 'символов', 101: 'символ', 111: 'символов' });
    // The panels' counted sentences (issue 50, second round): the noun's form after each count.
    const forms = (id, args, pattern) => Object.fromEntries([1, 2, 5, 11, 21, 22, 25].map((n) => [n, i18n.t(id, args(n)).match(pattern)?.[1]]));
    assert.deepEqual(forms('check-solved', (n) => ({ done: n, seconds: '1,0' }), /Перебор: (\S+ \d+ \S+)/u),
      { 1: 'решена 1 позиция', 2: 'решены 2 позиции', 5: 'решено 5 позиций', 11: 'решено 11 позиций', 21: 'решена 21 позиция', 22: 'решены 22 позиции', 25: 'решено 25 позиций' });
    assert.deepEqual(forms('stress-so-far', (n) => ({ done: n, runs: n, seconds: '1,0' }), /^Пока (\S+) \d+ из \d+ (\S+)/u),
      { 1: 'совпадает', 2: 'совпадают', 5: 'совпадают', 11: 'совпадают', 21: 'совпадает', 22: 'совпадают', 25: 'совпадают' });
    assert.deepEqual(forms('play-value-clock', (n) => ({ moves: n }), /\d+ (\S+)$/u),
      { 1: 'ход', 2: 'хода', 5: 'ходов', 11: 'ходов', 21: 'ход', 22: 'хода', 25: 'ходов' });
    assert.deepEqual(forms('practice-first-try', (n) => ({ right: 0, total: n }), /(\S+)\.$/u),
      { 1: 'упражнения', 2: 'упражнений', 5: 'упражнений', 11: 'упражнений', 21: 'упражнения', 22: 'упражнений', 25: 'упражнений' });
    assert.equal(i18n.t('rule-searched', { checked: 22, time: '3 мс' }), 'Перебор прошёл 22 позиции за 3 мс.');
    // Numbers in Russian's grouping (a no-break space), English's in commas.
    assert.match(i18n.t('link-too-long', { length: 2_345_678, max: 2_000_000, download: 'D' }), /2\s345\s678 символов/u);
    await i18n.useLanguage('en');
    assert.match(i18n.t('link-too-long', { length: 1, max: 2_000_000, download: 'D' }), /1 character once.*2,000,000/);
    assert.match(i18n.t('link-too-long', { length: 21, max: 2_000_000, download: 'D' }), /21 characters once/);
  });

  test('Korean particles follow the last sound: a syllable’s final, a number’s reading, a letter’s name', async () => {
    const final = ftl.finalConsonant;
    assert.equal(final('님'), 16); // ㅁ
    assert.equal(final('티켓'), 19); // ㅅ
    assert.equal(final('경매'), 0);
    assert.equal(final('“정수 게임”'), 16); // the closing quote skipped
    // 1 일 (ㄹ), 2 이, 3 삼 (ㅁ), 10 십 (ㅂ), 100 백 (ㄱ), 1000 천 (ㄴ), 10000 만 (ㄴ), 0 영 (ㅇ).
    assert.deepEqual([1, 2, 3, 6, 9, 10, 20, 100, 1000, 10000, 0, '1,000'].map(final), [8, 0, 16, 1, 0, 17, 17, 1, 4, 4, 21, 4]);
    assert.deepEqual(['N', 'L', 'E', 'Nim', 'Monocarp', 'x/'].map(final), [4, 8, 0, 4, 0, null]);
    await i18n.useLanguage('ko');
    const particle = (command) => i18n.t('offline-note', { command }).match(/(\S+) 빌드하세요/)[1];
    // (으)로: 로 after a vowel and after ㄹ, 으로 after another final; unknown: both.
    assert.deepEqual(['빌드', '수업', '서울', 'make', 'scan', '1', '3', '10', 'x/'].map(particle),
      ['빌드로', '수업으로', '서울로', 'make로', 'scan으로', '1로', '3으로', '10으로', 'x/(으)로']);
    // The panels' sentences after a player's name: the core's spelling is written as Korean
    // writes it (the catalogue's name-Monocarp), particle and all; a Latin name no catalogue
    // has keeps its spelling and takes the particle of its last letter.
    assert.equal(i18n.t('wins', { player: 'Monocarp' }), '모노카프가 이깁니다.');
    assert.equal(i18n.t('wins', { player: 'Kim' }), 'Kim이 이깁니다.');
    assert.equal(i18n.t('play-only-allowed', { player: '선공' }), '선공은 수를 둘 수 있는 곳에만 둘 수 있습니다.');
    assert.equal(i18n.t('play-only-allowed', { player: '비카프' }), '비카프는 수를 둘 수 있는 곳에만 둘 수 있습니다.');
    await i18n.useLanguage('en');
  });

  test('the language: a link’s or an attribute’s first, then the reader’s choice remembered, then the browser’s, then English', () => {
    const store = new Map();
    const saved = { localStorage: globalThis.localStorage, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };
    try {
      Object.defineProperty(globalThis, 'navigator', { value: { languages: ['de-DE', 'ru-RU', 'en'] }, configurable: true });
      globalThis.localStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
      assert.equal(i18n.chooseLanguage(null), 'ru');
      i18n.remember('ko');
      assert.equal(i18n.chooseLanguage(null), 'ko');
      assert.equal(i18n.chooseLanguage('EN-gb'), 'en');
      assert.equal(i18n.chooseLanguage('fr'), 'ko');
      // A frame whose storage is blocked throws on touching it: the browser's language then.
      globalThis.localStorage = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
      i18n.remember('ko');
      assert.equal(i18n.chooseLanguage(null), 'ru');
      Object.defineProperty(globalThis, 'navigator', { value: { languages: ['de'] }, configurable: true });
      assert.equal(i18n.chooseLanguage(null), 'en');
    } finally {
      globalThis.localStorage = saved.localStorage;
      if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
      else delete globalThis.navigator;
    }
  });

  test('`lang=` in a link is read and written back; any other value is no language', () => {
    const games = { has: (g) => g === 'ticket', settingsOf: () => [] };
    assert.equal(lookOf('#ticket=?1&lang=ko').lang, 'ko');
    assert.equal(lookOf('#ticket=?1&lang=xx').lang, undefined);
    assert.equal(lookOf('#ticket=?1').lang, undefined);
    assert.match(linkOf({ game: 'ticket', input: '?1', lang: 'ru' }, games).fragment, /&lang=ru$/);
    assert.doesNotMatch(linkOf({ game: 'ticket', input: '?1' }, games).fragment, /lang/);
  });

  test('the <noscript> notes, written before any script can choose, speak every language: English first, each marked, embed.html\'s each with its link', () => {
    const WORDS = { en: /[a-z]{4}/i, ko: /\p{Script=Hangul}/u, ru: /\p{Script=Cyrillic}/u };
    for (const file of ['index.html', 'embed.html']) {
      const notes = [...read(`www/${file}`).matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]);
      assert.equal(notes.length, 1, file);
      const paragraphs = [...notes[0].matchAll(/<p lang="([^"]+)">([\s\S]*?)<\/p>/g)].map(([, lang, text]) => ({ lang, text }));
      assert.deepEqual(paragraphs.map((p) => p.lang), LANGS, `${file}: a paragraph a language, in LANGUAGES' order (English first)`);
      for (const { lang, text } of paragraphs) {
        assert.match(text.replace(/<code>[^<]*<\/code>|<[^>]+>|verdict-playground|JavaScript/g, ''), WORDS[lang] ?? /./, `${file} ${lang}: ${text}`);
        if (file === 'embed.html') assert.match(text, new RegExp(`<a href="\\./index\\.html#lang=${lang}"[^>]*>[^<]+</a>`), `${file} ${lang}: its link to the page in its language`);
      }
    }
  });

  test('a catalogue line the subset does not read is refused, naming it', () => {
    assert.throws(() => ftl.parse('a = x\n.attr = y'), /line 2/);
    assert.throws(() => ftl.parse('a = { $n ->\n [one] x\n [other] y\n }'), /default variant/);
    assert.throws(() => ftl.parse('a = x\na = y'), /twice/);
    assert.throws(() => ftl.parse('a = { LOWER($x) }'), /no function LOWER/);
  });
});

describe('in the browser', () => {
  let b = null;
  let blog = null;
  before(async () => {
    b = await launch();
    blog = await startBlog();
    for (const lang of LANGS) await i18n.loadCatalogue(lang);
  });
  after(async () => {
    await blog?.close();
    await b?.close();
  });

  /** Every element of the chrome whose text is cut or runs out of its box, and the page's sideways scroll. */
  const overflow = (page) => page.evaluate(() => {
    const cut = [];
    for (const el of document.querySelectorAll('header *, .share *, .tabs *, .rules > summary, .more > summary, .open-playground, details > summary')) {
      if (!el.checkVisibility() || getComputedStyle(el).overflowX === 'auto') continue;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') cut.push(el.outerHTML.slice(0, 80));
      if (el.getBoundingClientRect().right > document.documentElement.clientWidth + 1) cut.push(`off the page: ${el.outerHTML.slice(0, 80)}`);
    }
    return { cut, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });

  for (const lang of ['ko', 'ru']) {
    for (const width of [375, 1280]) {
      test(`the page in ${lang} at ${width} px: its chrome in ${lang}, <html lang>, nothing overflows`, async () => {
        await i18n.useLanguage(lang);
        const page = await b.open(`/index.html#permutation=3,1,2&lang=${lang}`, { width, height: 900 });
        await page.waitForSelector('.playground .tabs button[aria-pressed="true"]');
        await page.waitForFunction(() => document.querySelector('.rules > summary')?.textContent);
        const got = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          title: document.title,
          intro: document.querySelector('body > header p').textContent,
          footer: document.querySelector('body > footer p').textContent,
          share: [...document.querySelectorAll('.share > button')].map((x) => x.textContent),
          tabs: [...document.querySelectorAll('.tabs button')].map((x) => x.textContent),
          rules: document.querySelector('.rules > summary').textContent,
          panels: [...document.querySelectorAll('.tree-panel > summary, .rule-panel > summary, .outcome-panel > summary, .practice > summary')].map((x) => x.textContent),
          switchLabel: document.querySelector('.language-switch').getAttribute('aria-label'),
          steps: [...document.querySelector('.watch .stepper').querySelectorAll('.step-buttons button')].map((x) => x.getAttribute('aria-label')),
          counter: document.querySelector('.watch .step-counter')?.textContent,
          input: [document.querySelector('.file-open')?.firstChild?.textContent, document.querySelector('.random button')?.textContent],
          // The Korean judge's title, in any page language, carries its own lang where it is not the page's.
          korean: [...document.querySelectorAll('.origin [lang]')].map((x) => [x.lang, x.textContent]),
        }));
        assert.equal(got.lang, lang);
        assert.equal(got.title, i18n.t('page-title'));
        assert.equal(got.intro, i18n.t('page-intro'));
        assert.equal(got.footer, i18n.t('page-footer'));
        assert.deepEqual(got.share, [i18n.t('copy-link'), i18n.t('copy-embed'), i18n.t('copy-component')]);
        assert.deepEqual(got.tabs, GAMES.map((g) => i18n.t(`game-${g.name}`)));
        assert.equal(new Set(got.tabs).size, GAMES.length);
        assert.equal(got.rules, i18n.t('rules-of', { game: i18n.t('game-permutation') }));
        assert.equal(got.switchLabel, i18n.t('language-label'));
        assert.deepEqual(got.steps, ['step-first-name', 'step-previous-name', 'step-play-name', 'step-next-name', 'step-last-name'].map((id) => i18n.t(id)));
        assert.match(got.counter, new RegExp(i18n.t('step-counter', { k: 0, n: 9 }).replace(/\d/g, '\\d+')));
        assert.deepEqual(got.input, [i18n.t('open-file'), i18n.t('random')]);
        const script = lang === 'ko' ? /\p{Script=Hangul}/u : /\p{Script=Cyrillic}/u;
        assert.deepEqual(got.panels, [i18n.t('panel-tree'), i18n.t('panel-rule'), i18n.t('panel-outcomes'), i18n.t('panel-practice')]);
        for (const text of [got.intro, ...got.share, ...got.tabs, got.rules, ...got.panels]) assert.match(text, script, text);
        // "정수 게임" is Korean on a Russian page; on a Korean one it is the page's own language.
        assert.deepEqual(got.korean, lang === 'ko' ? [] : [['ko', '정수 게임']]);
        const { cut, sideways } = await overflow(page);
        assert.deepEqual(cut, []);
        assert.ok(sideways <= 0, `the page scrolls sideways by ${sideways} px`);
        // The glossary, one click away: every term in the three languages, each cell in its own language.
        await page.click('.glossary-open');
        await page.waitForSelector('dialog.glossary[open] tbody tr');
        const rows = await page.$$eval('dialog.glossary tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => [c.lang, c.textContent])));
        const terms = glossary();
        assert.ok(terms.length >= 15, `${terms.length} terms`);
        assert.equal(rows.length, terms.length);
        for (const [k, row] of rows.entries()) {
          assert.deepEqual(row.slice(0, 3).map(([l]) => l), [lang, ...LANGS.filter((l) => l !== lang)]);
          for (const [l, text] of row.slice(0, 3)) assert.equal(text, i18n.formatIn(l, terms[k]), JSON.stringify(row));
          assert.equal(row[3][1], i18n.t(`${terms[k]}-means`));
        }
        const box = await page.$eval('dialog.glossary', (d) => ({ right: d.getBoundingClientRect().right, width: document.documentElement.clientWidth, sideways: d.scrollWidth - d.clientWidth }));
        assert.ok(box.right <= box.width && box.sideways <= 0, JSON.stringify(box));
        await page.close();
        await i18n.useLanguage('en');
      });
    }
  }

  // The panels' own words (issue 50, second round): Play, move values, the check and stress run,
  // the rule tester's and the outcome tables' forms, Practise and Present, each opened.
  for (const lang of ['ko', 'ru']) {
    for (const width of [375, 1280]) {
      test(`the panels in ${lang} at ${width} px: Play, values, check, rules, tables, Practise, Present in ${lang}, nothing overflows`, async () => {
        await i18n.useLanguage(lang);
        const page = await b.open(`/index.html#ticket=?054??0?&lang=${lang}`, { width, height: 900 });
        await page.waitForSelector('.watch .play-button');
        await page.click('.watch .play-button');
        await page.waitForSelector('.play:not([hidden]) .play-board button');
        await page.waitForSelector('.rule-panel:not([hidden]) .rule-suggestion', { state: 'attached' });
        await page.waitForSelector('.outcome-panel:not([hidden]) .outcome-suggestion', { state: 'attached' });
        // Every panel opened (and the sections holding them), so that its inside is laid out and measured.
        await page.evaluate(() => {
          for (const d of document.querySelectorAll('.rule-panel, .outcome-panel, .practice, details.stress')) d.open = true;
          for (const el of document.querySelectorAll('.check, .values-bar, .rule-panel, .outcome-panel, .practice')) {
            for (let d = el.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
          }
        });
        await page.waitForSelector('.practice .practice-title:not(:empty)');
        await page.click('.outcome-make');
        await page.waitForSelector('.outcome-result .outcome-legend');
        const got = await page.evaluate(() => {
          const text = (selector) => document.querySelector(selector)?.textContent.trim();
          const attr = (selector, name) => document.querySelector(selector)?.getAttribute(name);
          return {
            play: [text('.play h3'), attr('.play', 'aria-label'), text('.play-controls button:last-child'), attr('.play select', 'aria-label'),
              text('.play .play-head label'), text('.play-history h4 .play-moves-note'), text('.play .hints button'), text('.play-status')],
            present: [text('.present-button'), attr('.present-button', 'title')],
            values: [...document.querySelectorAll('label.switch')].filter((l) => l.querySelector('.values-switch')).map((l) => l.textContent.trim()),
            check: [text('.check-line button'), text('.check-note'), text('.stress-controls label'), text('.stress-buttons button')],
            rules: [text('.rule-test'), attr('.rule-panel input[placeholder]', 'placeholder'), text('.rule-lesson-title'), text('.rule-claim')],
            outcomes: [text('.outcome-make'), text('.outcome-form label'), text('.outcome-intro'), text('.outcome-legend li:last-child'), text('.outcome-table caption')],
            practice: [text('.practice-title'), text('.practice-head button'), text('.practice-score'), text('.practice-foot button')],
          };
        });
        const script = lang === 'ko' ? /\p{Script=Hangul}/u : /\p{Script=Cyrillic}/u;
        assert.deepEqual(got.present, [i18n.t('present'), i18n.t('present-title')]);
        assert.ok(got.values.length >= 2 && got.values.every((v) => v === i18n.t('values-show')), JSON.stringify(got.values));
        assert.deepEqual(got.check, [i18n.t('check-button'), i18n.t('check-note'), `${i18n.t('stress-size')}`, i18n.t('stress-run')]);
        assert.equal(got.rules[0], i18n.t('rule-test'));
        assert.equal(got.rules[1], i18n.t('rule-scope-placeholder'));
        assert.equal(got.rules[2], i18n.t('rule-try'));
        assert.equal(got.outcomes[0], i18n.t('outcome-make'));
        assert.equal(got.outcomes[1], i18n.t('outcome-columns'));
        assert.equal(got.play[0], i18n.t('play'));
        assert.equal(got.play[2], i18n.t('play-stop'));
        assert.equal(got.play[6], i18n.t('play-work-rung'));
        assert.equal(got.practice[1], i18n.t('practice-new'));
        // Each of the panels' texts is in the language (the core's names and sentences inside aside).
        for (const text of Object.values(got).flat()) assert.match(text ?? '', script, `${text} (${JSON.stringify(got)})`);
        const { cut, sideways } = await page.evaluate(() => {
          const found = [];
          for (const el of document.querySelectorAll('.play *, .values-bar *, .check *, .rule-panel *, .outcome-form *, .outcome-intro, .outcome-legend *, .practice *, .present-button')) {
            if (!el.checkVisibility() || el.closest('.outcome-scroll, .cells-scroll, .working-scroll, .table-scroll')) continue;
            const style = getComputedStyle(el);
            if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible' && style.overflowX !== 'auto') found.push(el.outerHTML.slice(0, 100));
            if (el.getBoundingClientRect().right > document.documentElement.clientWidth + 1) found.push(`off the page: ${el.outerHTML.slice(0, 100)}`);
          }
          return { cut: found, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth };
        });
        assert.deepEqual(cut, []);
        assert.ok(sideways <= 0, `the page scrolls sideways by ${sideways} px`);
        await page.close();
        await i18n.useLanguage('en');
      });
    }
  }

  /**
   * The texts of `selectors` (each element's, visible or not, trimmed, none empty) that are not
   * in the language's script: the words the page writes, names, positions and the core's moves
   * aside (each text is asked to hold some of the language, not to be free of Latin).
   */
  const foreign = (page, selectors, lang) => page.evaluate(({ selectors, lang }) => {
    const script = lang === 'ko' ? /\p{Script=Hangul}/u : /\p{Script=Cyrillic}/u;
    const texts = [];
    for (const selector of selectors) {
      const found = [...document.querySelectorAll(selector)];
      if (!found.length) texts.push(`nothing matches ${selector}`);
      for (const el of found) {
        const text = (el.matches('[aria-label]:not(:is(button, summary))') ? el.getAttribute('aria-label') : el.textContent).trim();
        if (!script.test(text)) texts.push(`${selector}: ${text}`);
      }
    }
    return texts;
  }, { selectors, lang });

  /** Elements inside `scope` whose text is cut or runs off the page, and the page's sideways scroll. */
  const overflowIn = (page, scope) => page.evaluate((scope) => {
    const found = [];
    for (const el of document.querySelectorAll(scope)) {
      if (!el.checkVisibility() || el.closest('.sr-only, .tree-scroll, .outcome-scroll, .cells-scroll, .working-scroll, .table-scroll')) continue;
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible' && style.overflowX !== 'auto') found.push(el.outerHTML.slice(0, 100));
      if (el.getBoundingClientRect().right > document.documentElement.clientWidth + 1) found.push(`off the page: ${el.outerHTML.slice(0, 100)}`);
    }
    return { cut: found, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  }, scope);

  // The tree's tools and its induction stepper, and Watch's chrome (issue 50, third round).
  for (const lang of ['ko', 'ru']) {
    for (const width of [375, 1280]) {
      test(`the tree and Watch in ${lang} at ${width} px: the induction, labelling, the line's words and the strip in ${lang}, nothing overflows`, async () => {
        await i18n.useLanguage(lang);
        const page = await b.open(`/index.html#nim=1%202&lang=${lang}`, { width, height: 900 });
        await page.waitForSelector('.watch .play-button');
        // Watch: a step played, so that the narration names the move and the strip its step.
        await page.click('.watch .stepper button[aria-label="' + i18n.t('step-next-name') + '"]');
        await page.waitForSelector('.line-strip .strip-column.current');
        await page.waitForFunction((word) => document.querySelector('.narration strong')?.textContent.includes(word), i18n.t('line-move', { k: '1', n: '3' }).split(' ')[0]);
        const line = ['.line h2', '.narration strong', '.play-offer', '.line-strip .strip-caption', '.line-strip .strip-legend', '.line-strip .strip-columns'];
        assert.deepEqual(await foreign(page, line, lang), []);
        // The game's settings menu (Nim's take), its label and every option, and the Clear button.
        const settings = ['.settings .setting:not([hidden]) > label', '.settings .setting:not([hidden]) option', '.input-block button:not(.example)'];
        assert.deepEqual(await foreign(page, settings, lang), []);
        // The tree, opened: its intro, modes, the induction stepper and its sentence.
        await page.click('details.tree-panel > summary');
        await page.waitForSelector('[data-tree] [data-node]');
        await page.click(`.tree-induction .step-button[aria-label="${i18n.t('induction-first-name')}"]`);
        await page.click(`.tree-induction .step-button[aria-label="${i18n.t('induction-next-name')}"]`);
        await page.waitForFunction((word) => document.querySelector('.tree-because strong')?.textContent.includes(word), i18n.t('induction-step', { k: 1 }));
        const tree = ['.tree-message', '.tree-intro', '.tree-modes', '.tree-mode', '.tree-induction .step-button', '.tree-induction .step-counter', '.tree-induction .speed', '.tree-because', '.node-board-words'];
        assert.deepEqual(await foreign(page, tree, lang), []);
        const induction = await page.$$eval('.tree-induction .step-button', (bs) => bs.map((x) => [x.textContent, x.getAttribute('aria-label')]));
        assert.deepEqual(induction, ['first', 'previous', 'play', 'next', 'last'].map((k) => [i18n.t(`induction-${k}`), i18n.t(`induction-${k}-name`)]));
        // Shown on a board beside the tree.
        await page.click('[data-tree] > [data-node] > .node-tools .node-board');
        await page.waitForSelector('.tree-side:not([hidden]) .tree-board-caption code');
        assert.deepEqual(await foreign(page, ['.tree-back'], lang), []);
        // Label it yourself: a right mark and a wrong one, each answered in the language.
        await page.click('.tree-mode input[value="label"]');
        await page.waitForSelector('.tree-labelling:not([hidden]) .tree-score');
        const root = '[data-tree] > [data-node]';
        // 1 2 is won for the player to move (1 xor 2 is 3): "lost" is the wrong mark, answered
        // with the move that proves it, then "won" the right one.
        await page.click(`${root} > .node-tools .mark-lose`);
        await page.waitForSelector(`${root}.marked-wrong, ${root}.marked-right`);
        if (await page.$eval(root, (el) => el.classList.contains('marked-wrong'))) {
          assert.deepEqual(await foreign(page, ['.tree-feedback', `${root} > .node-tools .node-note`, '.tree-show-child'], lang), []);
          await page.click(`${root} > .node-tools .mark-win`);
          await page.waitForSelector(`${root}.marked-right`);
        }
        assert.deepEqual(await foreign(page, ['.tree-how', '.tree-feedback', '.tree-score', `${root} > .node-tools .node-note`, '.mark-win', '.mark-lose'], lang), []);
        const { cut, sideways } = await overflowIn(page, '.line *, .tree-panel *');
        assert.deepEqual(cut, []);
        assert.ok(sideways <= 0, `the page scrolls sideways by ${sideways} px`);
        await page.close();
        await i18n.useLanguage('en');
      });
    }
  }

  // A lesson (issue 50, third round): the player's chrome, a prediction asked and answered, a
  // tree to label, the results; then the Lessons menu and the editor. The teacher's words are
  // the lesson's own (here English) and are not asked to be translated.
  for (const lang of ['ko', 'ru']) {
    for (const width of [375, 1280]) {
      test(`a lesson in ${lang} at ${width} px: the player, a question and its feedback, the results, the worksheet, the menu and the editor in ${lang}, nothing overflows`, async () => {
        await i18n.useLanguage(lang);
        const lesson = { title: 'Nim', steps: [
          { game: 'nim', input: '1 2', activity: 'predict', text: 'Who wins?' },
          { game: 'nim', input: '1 1', activity: 'tree', mode: 'label', text: 'Label it.' },
          { activity: 'note', text: 'The end.' },
        ] };
        const page = await b.open(`/index.html#lesson=${await lessonLink(lesson)}&lang=${lang}`, { width, height: 900 });
        await page.waitForSelector('.lesson[data-lesson-step="1"] .lesson-choices button');
        await page.click('.lesson-choices button');
        await page.waitForSelector('.lesson-reveal[data-reveal] .lesson-again');
        const player = ['.lesson-nav', '.lesson-counter', '.lesson-step-head', '.lesson-meter', '.lesson-nav-bar', '.lesson-question', '.lesson-choices',
          '.lesson-verdict-line > strong:not([data-verdict])', '.lesson-again', '.lesson-reveal .lesson-aside', '.lesson-teacher > summary', '.lesson-leave'];
        assert.deepEqual(await foreign(page, player, lang), []);
        // The players are named in the reader's language, on the choices and in the question.
        assert.deepEqual(await page.$$eval('.lesson-choices button', (bs) => bs.map((x) => x.textContent)), ['Alice', 'Bob'].map((n) => i18n.t(`name-${n}`)));
        assert.ok((await page.$eval('.lesson-question', (x) => x.textContent)).includes(i18n.t('name-Alice')));
        assert.equal(await page.$eval('.lesson-step-head', (x) => x.textContent), i18n.t('lesson-step-head', { k: 1, n: 3, activity: i18n.t('activity-predict') }));
        // The tree to label: its own words and the lesson's.
        await page.click('.lesson-nav.next');
        await page.waitForSelector('.lesson[data-lesson-step="2"] .tree-labelling:not([hidden]) .tree-score:not(:empty)');
        assert.deepEqual(await foreign(page, ['.lesson-step-head', '.lesson .tree-how', '.lesson .tree-modes', '.lesson .tree-score'], lang), []);
        const tree = await overflowIn(page, '.lesson *');
        assert.deepEqual(tree.cut, []);
        // The results, after the last step.
        await page.click('.lesson-nav.next');
        await page.waitForSelector('.lesson[data-lesson-step="3"]');
        assert.equal(await page.$eval('.lesson-nav.next', (x) => x.textContent), i18n.t('lesson-next-results'));
        // The last step's button, whose words are the longest of the bar's.
        const last = await overflowIn(page, '.lesson-nav-bar *');
        assert.deepEqual(last.cut, []);
        await page.click('.lesson-nav.next');
        await page.waitForSelector('.lesson[data-lesson-summary] .lesson-summary tbody tr');
        assert.deepEqual(await foreign(page, ['.lesson-step-head', '.lesson-words', '.lesson-summary th[scope="col"]:not(:empty)', '.lesson-summary td', '.lesson-goto',
          '.lesson-copy label', '.lesson-copy-button', '.lesson-copy .lesson-aside', '.lesson-counter'], lang), []);
        const summary = await overflowIn(page, '.lesson *');
        assert.deepEqual(summary.cut, []);
        assert.ok(summary.sideways <= 0, `the lesson scrolls sideways by ${summary.sideways} px`);
        // The worksheet of the lesson, its questions and its key.
        await page.click('.lesson-teacher > summary');
        await page.click('.lesson-print');
        await page.waitForSelector('.worksheet[data-worksheet="ready"]');
        assert.deepEqual(await foreign(page, ['.ws-bar strong', '.ws-status', '.ws-print', '.ws-close', '.ws-name', '.ws-step h2', '.ws-position', '.ws-q',
          '.ws-key > h1', '.ws-key > .ws-aside', '.ws-answer h2', '.ws-answer [data-key="winner"]', '.ws-answer [data-key="moves"]', '.ws-answer [data-key="tree"]'], lang), []);
        const sheet = await overflowIn(page, '.worksheet *');
        assert.deepEqual(sheet.cut, []);
        await page.click('.ws-close');
        // The Lessons menu and the editor, with a step added from the page and a note.
        await page.goto(`${b.base}/index.html#nim=1%202&lang=${lang}`);
        await page.waitForSelector('.watch .play-button');
        await page.click('.lesson-menu > summary');
        await page.waitForSelector('.lesson-builtins a.lesson-link');
        assert.deepEqual(await foreign(page, ['.lesson-menu-part h2', '.lesson-menu-actions button', '.lesson-menu .file-open'], lang), []);
        await page.getByRole('button', { name: i18n.t('lesson-edit-mine') }).click();
        await page.waitForSelector('.lesson-editor');
        await page.locator('.lesson-editor .lesson-add').click();
        await page.getByRole('button', { name: i18n.t('editor-add-note') }).click();
        await page.waitForSelector('.lesson-editor li.editor-step[data-step-number="2"]');
        // The step's game's setting (Nim's take) is a field with its label and options.
        const editor = ['.field-take label', '.field-take option', '.lesson-editor h2', '.lesson-editor > .lesson-aside', '.editor-title label', '.editor-actions button', '.editor-step h3',
          '.editor-step-head select option:checked', '.field-game select option:checked', '.field-text label', '.field-input label', '.field-game label',
          '.editor-show legend', '.editor-show label', '.editor-preview-step', '.my-lessons > summary', '.editor-note'];
        assert.deepEqual(await foreign(page, editor, lang), []);
        const edited = await overflowIn(page, '.lesson-editor *');
        assert.deepEqual(edited.cut, []);
        assert.ok(edited.sideways <= 0, `the editor scrolls sideways by ${edited.sideways} px`);
        await page.close();
        await i18n.useLanguage('en');
      });
    }
  }

  // A lesson file's problems (lesson-format.js): a broken `#lesson=` link, a file that is no JSON
  // and one whose steps are wrong, each said in the reader's language and naming its step and
  // field; the page's sentences are the ones Node writes with the same catalogue.
  for (const lang of ['ko', 'ru']) {
    test(`a broken lesson's problems in ${lang}: the link's, the editor's file's and its steps', each naming its place, at 375 px`, async () => {
      await i18n.useLanguage(lang);
      const names = GAMES.map((g) => g.name);
      const broken = { title: 'Typed in a hurry', steps: [
        { game: 'nim', input: '1 2', activity: 'predict', text: 'Who wins?' },
        { game: 'tickets', input: '??', activity: 'watch' },
        { game: 'nim', activity: 'exercises', seed: '7' },
        { game: 'nim', activity: 'tree', text: 'No input given' },
      ] };
      const expected = checkLesson(broken, { games: names }).errors;
      assert.deepEqual(expected.map((e) => [e.step, e.field]), [[2, 'game'], [3, 'seed'], [4, 'input']], 'the lesson is broken as meant');
      const page = await b.open(`/index.html#lesson=${plainLink(broken)}&lang=${lang}`, { width: 375, height: 900 });
      const shown = page.locator('.lesson-broken .lesson-errors li');
      await shown.nth(expected.length - 1).waitFor({ timeout: 20_000 });
      assert.deepEqual(await shown.allTextContents(), expected.map((e) => e.message));
      for (const e of expected) assert.ok(e.message.includes(`"${e.field}"`) && e.message.includes(String(e.step)), `names its step and field: ${e.message}`);
      assert.deepEqual(await foreign(page, ['.lesson-broken h2', '.lesson-broken .lesson-errors li'], lang), []);
      const link = await overflowIn(page, '.lesson-broken *');
      assert.deepEqual(link.cut, []);
      assert.ok(link.sideways <= 0, `the page scrolls sideways by ${link.sideways} px`);
      // A damaged link: the character that is not base64url, by its place.
      await page.goto(`${b.base}/index.html#lesson=eyJ0!&lang=${lang}`);
      await page.locator('.lesson-broken .lesson-errors li').filter({ hasText: '"!"' }).waitFor();
      assert.equal(await page.locator('.lesson-broken .lesson-errors li').textContent(), (await readLink('eyJ0!')).errors[0].message);
      assert.match(await page.locator('.lesson-broken .lesson-errors li').textContent(), lang === 'ko' ? /5번째 문자/ : /символ 5 /);
      // Its way back to the playground (the note stayed over a hidden playground once).
      await page.locator('.lesson-broken a[href="#"]').click();
      await page.locator('#playground').waitFor({ state: 'visible' });
      assert.equal(await page.locator('.lesson-broken').count(), 0);
      // The editor: a file that is no JSON, named by line and column, then one whose steps are wrong.
      await page.goto(`${b.base}/index.html#nim=1%202&lang=${lang}`);
      await page.waitForSelector('.watch .play-button');
      await page.click('.lesson-menu > summary');
      await page.getByRole('button', { name: i18n.t('lesson-edit-mine') }).click();
      const editor = page.locator('.lesson-editor');
      const open = editor.getByLabel(i18n.t('editor-open-file'));
      const notJson = '{"title": "x",\n  "steps": [1,]\n}';
      await open.setInputFiles({ name: 'comma.lesson.json', mimeType: 'application/json', buffer: Buffer.from(notJson) });
      const unread = `${i18n.t('editor-file-unread', { name: 'comma.lesson.json' })} ${readLessonText(notJson).errors[0].message}`;
      await editor.locator('.editor-note').filter({ hasText: unread }).waitFor();
      assert.match(unread, lang === 'ko' ? /2행 15열: .*"\]"/ : /Строка 2, столбец 15: .*"\]"/);
      await open.setInputFiles({ name: 'typos.lesson.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
      await editor.locator('.editor-problems li').nth(expected.length - 1).waitFor();
      assert.deepEqual(await editor.locator('.editor-problems li').allTextContents(), expected.map((e) => e.message));
      for (const e of expected) {
        assert.equal(await editor.locator(`li.editor-step[data-step-number="${e.step}"] .editor-step-problems`).textContent(), e.message);
      }
      assert.deepEqual(await foreign(page, ['.editor-problems li', '.editor-step-problems p', '.editor-note'], lang), []);
      const edited = await overflowIn(page, '.lesson-editor *');
      assert.deepEqual(edited.cut, []);
      // A new lesson's title is in the language too.
      await editor.getByRole('button', { name: i18n.t('editor-new'), exact: true }).click();
      assert.equal(await editor.locator('.lesson-title-input').inputValue(), i18n.t('editor-untitled'));
      // Class results: a pasted line that does not read, named by its line, in the language.
      await page.getByRole('button', { name: i18n.t('lesson-class-results') }).click();
      await page.locator('.class-paste').fill('안녕하세요\nVPR2 garbled');
      await page.locator('.class-read').click();
      const notCounted = page.locator('.class-problems li');
      await notCounted.first().waitFor();
      assert.deepEqual(await notCounted.allTextContents(), [i18n.t('class-line-unread', { line: '2', code: 'VPR2 id=… steps=… r=… name=…' })]);
      assert.deepEqual(await foreign(page, ['.class-problems li'], lang), []);
      // The lesson iframe says the same of the broken lesson, in its own part.
      await page.goto(`${b.base}/embed.html#lesson=${plainLink(broken)}&lang=${lang}`);
      await page.locator('.lesson-broken .lesson-errors li').nth(expected.length - 1).waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('.lesson-broken .lesson-title').textContent(), i18n.t('lesson-broken'));
      assert.deepEqual(await page.locator('.lesson-broken .lesson-errors li').allTextContents(), expected.map((e) => e.message));
      await page.close();
      await i18n.useLanguage('en');
    });
  }

  test('a lesson\'s embed code in Korean: measured from its first step though the reader left it at its second (the frame\'s buttons are named in Korean), and said in Korean', async () => {
    await i18n.useLanguage('ko');
    const lesson = { title: '두 단계', steps: [{ activity: 'note', text: '하나.' }, { activity: 'note', text: '둘.' }] };
    // The reader's choice remembered: the measuring frame, which names no language, speaks it too.
    const page = await b.open(`/index.html#lesson=${await lessonLink(lesson)}&lang=ko`, { width: 1280, height: 900, init: () => {
      localStorage.setItem('verdict-playground:lang', 'ko');
      navigator.clipboard.writeText = async (text) => { window.copied = text; };
    } });
    await page.locator('.lesson[data-lesson-step="1"]').waitFor();
    await page.locator('.lesson-nav.next').click();
    await page.locator('.lesson[data-lesson-step="2"]').waitFor();
    await page.locator('.lesson-teacher > summary').click();
    await page.getByRole('button', { name: i18n.t('lesson-copy-embed') }).click();
    await page.waitForFunction(() => window.copied, null, { timeout: 60_000 });
    const note = await page.locator('.lesson-embed-note').textContent();
    assert.ok(note.startsWith(`${i18n.t('lesson-embed-copied')} ${i18n.t('lesson-embed-measured', { narrowHeight: 0 }).split(':')[0]}`), note);
    assert.doesNotMatch(note, /[A-Za-z]{4}/, note);
    await page.close();
    await i18n.useLanguage('en');
  });

  test('an iframe whose part does not download says so in one sentence of its language, with the browser’s error alone untranslated', async () => {
    for (const lang of ['ko', 'ru']) {
      await i18n.useLanguage(lang);
      const page = await b.browser.newPage({ viewport: { width: 375, height: 700 } });
      await page.route(/\/min\/embed-playground-[0-9a-f]+\.js$/, (route) => route.abort());
      await page.goto(`${b.base}/embed.html#ticket=?1&lang=${lang}`);
      const alert = page.locator('.start-failure[role="alert"]');
      await alert.waitFor({ timeout: 30_000 });
      const [said, again] = await Promise.all([alert.locator('p').first().textContent(), alert.locator('button').textContent()]);
      const error = said.match(/\(([^()]*)\)\.?$/)?.[1];
      assert.ok(error, said);
      assert.equal(said, i18n.t('start-part-failed', { error }));
      assert.equal(again, i18n.t('try-again'));
      assert.doesNotMatch(said.replace(error, ''), /[a-z]{3}/i, said);
      await page.close();
    }
    await i18n.useLanguage('en');
  });

  test('the solver\'s own failures are said in the reader\'s language, what the browser or the server said alone untranslated: a compact iframe whose module is gone, a request that ran too long', async () => {
    await i18n.useLanguage('ru');
    const script = /\p{Script=Cyrillic}/u;
    // A compact Russian iframe whose game's module is answered 404: it says so in place of the playground.
    const frame = await b.browser.newPage({ viewport: { width: 375, height: 700 } });
    await frame.route(/verdict_playground_bg[^/]*\.wasm$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    // A worker of the frame's own (a shared one's requests pass no route).
    await frame.addInitScript(() => { window.SharedWorker = undefined; });
    await frame.goto(`${b.base}/embed.html#ticket=?1&view=compact&lang=ru`);
    const alert = frame.locator('.start-failure[role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    const said = await alert.locator('p').first().textContent();
    const [, path, status] = said.match(/(\/\S+\.wasm)\D+(404\b.*?)\.?$/) ?? [];
    assert.ok(path, said);
    assert.equal(said, i18n.t('start-failed', { error: i18n.t('solver-load-failed', { error: i18n.t('load-status', { path, status }) }) }));
    assert.match(said, script);
    assert.doesNotMatch(said.replace(path, '').replace(status, ''), /[a-z]{3}/i, said);
    // The path, one long word, breaks inside the phone's column rather than run off it.
    const past = await alert.evaluate((el) => [...el.querySelectorAll('p')].map((p) => {
      const text = document.createRange();
      text.selectNodeContents(p);
      return text.getBoundingClientRect().right - document.documentElement.clientWidth;
    }));
    assert.ok(past.every((x) => x <= 1), `the failure runs off the page by ${past} px`);
    await frame.close();
    // A tree request the worker never answers: after two minutes the tree says why, in Russian.
    const page = await b.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.route(/\/worker\.js$/, async (route) => {
      try {
        const served = await route.fetch();
        await route.fulfill({ response: served, body: `${await served.text()}\nmethods.tree = () => new Promise(() => {});` });
      } catch {
        // the page closed meanwhile (a worker started as it went)
      }
    });
    await page.clock.install();
    await page.goto(`${b.base}/#permutation=3%206%205%201%204%202&step=1&lang=ru`);
    await page.locator('.board[data-position="3 _ 5 1 4 2"]').waitFor({ timeout: 15_000 });
    await page.locator('details.tree-panel > summary').click();
    await page.locator('.tree-message', { hasText: i18n.t('tree-building').slice(0, 8) }).waitFor();
    await page.clock.fastForward(121_000);
    const overran = i18n.t('solver-overran', { seconds: 120 });
    assert.match(overran, script);
    await page.locator('.tree-message', { hasText: overran }).waitFor();
    await page.close();
    await i18n.useLanguage('en');
  });

  test('an embed\'s title and its snippet\'s link without scripts speak the language the embed is made for: the game by its label, the record\'s board; the product keeps its name', async () => {
    const { embedTitle } = await import('../www/embed/describe.js');
    const { embedState, iframeSnippet, componentSnippet } = await import('../www/embed/snippet.js');
    const { lessonFrameSnippet } = await import('../www/lessons/lesson-embed-code.js');
    const { Games } = await import('../www/core/games.js');
    const games = new Games(GAMES);
    const record = '[Event "Club night"]\n[Board "6"]\n[Auction "N"]\n1S P 2S P\n4S P P P';
    const state = (lang) => embedState({ game: 'auction', input: record, step: null }, { view: 'compact', theme: 'light', start: 'shown', hideInput: false, load: 'auto', lang });
    const parts = (code) => ({ title: /title="([^"]*)"/.exec(code)?.[1], link: /<a [^>]*>([^<]*)<\/a>/.exec(code)[1] });
    // English, as the shortcodes write it (shortcodes/): the game by its name in the title, by its label in the link.
    assert.deepEqual(parts(iframeSnippet('/', state(''), games, 400)), {
      title: 'verdict-playground: auction — Club night, board 6: 1♠ Pass 2♠ Pass 4♠ Pass …',
      link: 'Open this example in verdict-playground: Auction Club night, board 6: 1♠ Pass 2♠ Pass 4♠ Pass …',
    });
    for (const lang of ['ko', 'ru']) {
      const label = i18n.formatIn(lang, 'game-auction');
      const what = `Club night, ${i18n.formatIn(lang, 'embed-board', { board: '6' })}: 1♠ Pass 2♠ Pass 4♠ Pass …`;
      const expected = { title: `verdict-playground: ${label} — ${what}`, link: i18n.formatIn(lang, 'embed-open-example', { what: `${label} ${what}` }) };
      // Fixed for every reader (`lang=`), whatever the page's language; and, for each reader's own, the page's (the blogger's).
      assert.deepEqual(parts(iframeSnippet('/', state(lang), games, 400)), expected, `${lang}: the iframe`);
      assert.deepEqual(parts(componentSnippet('/', state(lang), games, 400)).link, expected.link, `${lang}: the component`);
      await i18n.useLanguage(lang);
      assert.deepEqual(parts(iframeSnippet('/', state(''), games, 400)), expected, `${lang}: the page's language`);
      assert.equal(embedTitle('nim', '', lang), `verdict-playground: ${i18n.t('game-nim')}`);
      assert.match(expected.title.replace(/verdict-playground|Club night|Pass/g, ''), lang === 'ko' ? /\p{Script=Hangul}.*\p{Script=Hangul}/u : /\p{Script=Cyrillic}.*\p{Script=Cyrillic}/u, expected.title);
      assert.doesNotMatch(expected.link.replace(/verdict-playground|Club night|Pass/g, ''), /[a-z]{3}/i, expected.link);
      const lesson = parts(lessonFrameSnippet('/', 'x', 'Ним', 400));
      assert.deepEqual(lesson, { title: i18n.t('lesson-frame-title', { title: 'Ним' }), link: i18n.t('lesson-open-example', { title: 'Ним' }) });
      assert.doesNotMatch(`${lesson.title} ${lesson.link}`.replace(/verdict-playground/g, ''), /[a-z]{3}/i);
      await i18n.useLanguage('en');
    }
    // The frame's own title, in its language; and the builder's code once a language is picked for it.
    const frame = await b.open(`/embed.html#auction=${encodeURIComponent(record)}&view=compact&lang=ko`, { width: 375 });
    await frame.waitForFunction(() => document.title.includes('Club night'));
    assert.equal(await frame.title(), `verdict-playground: ${i18n.formatIn('ko', 'game-auction')} — Club night, ${i18n.formatIn('ko', 'embed-board', { board: '6' })}: 1♠ Pass 2♠ Pass 4♠ Pass …`);
    await frame.close();
    const page = await b.open(`/index.html#auction=${encodeURIComponent(record)}&lang=en`, { width: 1280 });
    await page.locator('.embed-builder > summary').click();
    await page.locator('.embed-builder input[name="embed-lang"][value="ru"]').check();
    const title = `verdict-playground: ${i18n.formatIn('ru', 'game-auction')} — Club night, ${i18n.formatIn('ru', 'embed-board', { board: '6' })}`;
    await page.locator('.builder-code', { hasText: `title="${title}` }).waitFor();
    assert.match(await page.locator('.builder-code').textContent(), new RegExp(`<noscript><a href="[^"]*">${i18n.formatIn('ru', 'embed-open-example', { what: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${i18n.formatIn('ru', 'game-auction')} Club night`));
    await page.close();
  });

  test('English needs no catalogue: the page fetches none; Korean fetches its own alone, once', async () => {
    const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.ftl')));
    const en = await b.open('/index.html#ticket=?1&lang=en', { width: 1280 });
    await en.waitForSelector('.tabs button[aria-pressed="true"]');
    assert.deepEqual(await fetched(en), []);
    await en.close();
    const ko = await b.open('/index.html#ticket=?1&lang=ko', { width: 1280 });
    await ko.waitForSelector('.tabs button[aria-pressed="true"]');
    assert.deepEqual(await fetched(ko), ['/lang/ko.ftl']);
    await ko.close();
  });

  test('the header’s switch changes the language and remembers it; a link’s lang= still wins', async () => {
    const page = await b.open('/index.html#ticket=?1', { width: 1280 });
    await page.waitForSelector('.language-switch');
    await page.selectOption('.language-switch', 'ru');
    await page.waitForFunction(() => document.documentElement.lang === 'ru' && document.querySelector('.tabs button'));
    await page.goto(`${b.base}/index.html#nim=3,4`);
    await page.waitForSelector('.tabs button[aria-pressed="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    await page.goto(`${b.base}/index.html#nim=3,4&lang=ko`);
    await page.waitForSelector('.tabs button[aria-pressed="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
    // Typing keeps the link's language in the address.
    await page.fill('textarea', '3,5');
    await page.waitForFunction(() => location.hash.includes('3%2C5') || location.hash.includes('3,5'));
    await page.waitForFunction(() => location.hash.includes('lang=ko'));
    await page.close();
  });

  test('an iframe embed with &lang=ru and a component with lang="ko" speak it, on another site', async () => {
    const { base } = b;
    blog.pages.set('/post.html', `<!doctype html><html lang="en"><body>
<iframe id="frame" src="${base}/embed.html#ticket=?054??0?&view=compact&lang=ru" style="width:375px;height:600px"></iframe>
<script type="module" src="${base}/verdict-playground.js"></script>
<verdict-playground game="nim" input="3,4" view="compact" lang="ko"></verdict-playground>
</body></html>`);
    const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.goto(`${blog.base}/post.html`);
    const frame = page.frame({ url: /embed\.html/ });
    await frame.waitForSelector('a.open-playground');
    await i18n.useLanguage('ru');
    assert.equal(await frame.evaluate(() => document.documentElement.lang), 'ru');
    assert.equal(await frame.$eval('a.open-playground', (a) => a.textContent), i18n.t('open-playground'));
    assert.equal(await frame.$eval('.more > summary', (s) => s.textContent), i18n.t('more'));
    assert.match(await frame.$eval('a.open-playground', (a) => a.href), /&lang=ru/);
    await i18n.useLanguage('ko');
    // A full view's panels come in a bundle of their own, loaded later (lazy.js): they read the
    // entry's words, in its language, not a copy of their own in English.
    const full = await b.open(`/embed.html#ticket=?1&lang=ko`, { width: 700 });
    await full.waitForSelector('.practice > summary');
    assert.deepEqual(await full.$$eval('.tree-panel > summary, .practice > summary', (s) => s.map((x) => x.textContent)), [i18n.t('panel-tree'), i18n.t('panel-practice')]);
    await full.close();
    await page.waitForFunction(() => document.querySelector('verdict-playground')?.shadowRoot?.querySelector('a.open-playground'));
    const component = await page.evaluate(() => {
      const shadow = document.querySelector('verdict-playground').shadowRoot;
      return { lang: shadow.querySelector('.playground-root').lang, open: shadow.querySelector('a.open-playground').textContent, more: shadow.querySelector('.more > summary').textContent };
    });
    assert.deepEqual(component, { lang: 'ko', open: i18n.t('open-playground'), more: i18n.t('more') });
    await i18n.useLanguage('en');
    await page.close();
  });

  test('a compact embed says it is loading in its language: a Korean iframe and a Russian component, their room\'s line read from the catalogue, not the stylesheet', async () => {
    const { base } = b;
    blog.pages.set('/loading.html', `<!doctype html><html lang="en"><body>
<iframe src="${base}/embed.html#ticket=?054??0?&view=compact&lang=ko" style="width:375px;height:600px"></iframe>
<script type="module" src="${base}/verdict-playground.js"></script>
<verdict-playground game="nim" input="3,4" view="compact" lang="ru"></verdict-playground>
</body></html>`);
    const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
    // In every frame and shadow root, before any script: each value the room's attribute takes
    // and what its ::before then shows (the line is there only until the first report is drawn).
    await page.addInitScript(() => {
      window.drawingSaid = [];
      const watch = (root) => new MutationObserver((records) => {
        for (const { target } of records) {
          const said = target.getAttribute('data-drawing');
          if (said != null) window.drawingSaid.push([said, getComputedStyle(target, '::before').content]);
        }
      }).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-drawing'] });
      watch(document);
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const shadow = attach.call(this, init);
        watch(shadow);
        return shadow;
      };
    });
    await page.goto(`${blog.base}/loading.html`);
    const frame = page.frame({ url: /embed\.html/ });
    // Drawn: the line was said and is gone.
    await frame.waitForFunction(() => window.drawingSaid.length && !document.getElementById('playground').hasAttribute('data-drawing'));
    await page.waitForFunction(() => document.querySelector('verdict-playground')?.shadowRoot?.querySelector('.playground-root[data-drawn]'));
    for (const [lang, where] of [['ko', frame], ['ru', page]]) {
      await i18n.useLanguage(lang);
      const said = await where.evaluate(() => window.drawingSaid);
      const line = i18n.t('solver-loading');
      assert.match(line, lang === 'ko' ? /\p{Script=Hangul}/u : /\p{Script=Cyrillic}/u);
      assert.deepEqual(said, [[line, JSON.stringify(line)]], `${lang}: what the room said while loading`);
    }
    await i18n.useLanguage('en');
    await page.close();
  });
});
