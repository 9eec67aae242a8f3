// The built-in lessons in the reader's language (docs/LANGUAGES.md, "The built-in lessons"): in
// Korean and Russian the Lessons menu lists them in that language, each opens with its title and
// every step's teacher's words in that script and marked with its `lang` (a screen reader's
// voice), at a phone's width without running off the page; English fetches no translation, and
// each other language only its own. The translations' structure and answers: lessons-builtin.test.mjs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import { translatedEntry } from '../www/lessons/lesson-translation.js';

const dir = new URL('../www/lessons/', import.meta.url);
const read = (name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
const index = read('index.json');
/** The built-in lessons as a reader of `lang` gets them. */
const lessonsIn = (lang) => index.lessons.map((entry) => translatedEntry(entry, read(entry.file), lang === 'en' ? null : read(`${lang}.json`)));
const SCRIPT = { ko: /\p{Script=Hangul}/u, ru: /\p{Script=Cyrillic}/u };

let b;
before(async () => { b = await launch(); });
after(async () => { await b?.close(); });

/** Opens the page in `lang` with its Lessons menu open; `fetched`: the paths of www/lessons/ it requested. */
async function menuIn(lang, width) {
  const page = await b.open(`/index.html#permutation=2%201&lang=${lang}`, { width, height: 900 });
  const fetched = [];
  page.on('request', (r) => { const path = new URL(r.url()).pathname; if (path.includes('/lessons/')) fetched.push(path.slice(path.lastIndexOf('/') + 1)); });
  await page.locator('.lesson-menu > summary').click();
  await page.locator('.lesson-builtins a.lesson-link').nth(index.lessons.length - 1).waitFor({ timeout: 20_000 });
  return { page, fetched };
}

test('in English the menu is the lesson files as written, marked English, and no translation is fetched', async () => {
  const { page, fetched } = await menuIn('en', 1280);
  const links = await page.locator('.lesson-builtins a.lesson-link').evaluateAll((as) => as.map((a) => [a.lang, a.textContent]));
  assert.deepEqual(links, lessonsIn('en').map(({ lesson }) => ['en', lesson.title]));
  assert.deepEqual(fetched.filter((name) => !name.endsWith('.lesson.json') && name !== 'index.json'), [], 'no LANG.json');
  await page.close();
});

for (const lang of ['ko', 'ru']) {
  test(`in ${lang}, every built-in lesson's title and teacher's words are in ${lang}, marked lang="${lang}", at 375 px step by step and at 1280 px`, async () => {
    const lessons = lessonsIn(lang);
    for (const width of [375, 1280]) {
      const { page, fetched } = await menuIn(lang, width);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      const links = await page.locator('.lesson-builtins a.lesson-link').evaluateAll((as) => as.map((a) => [a.lang, a.textContent, a.nextElementSibling?.lang]));
      assert.deepEqual(links, lessons.map(({ lesson }) => [lang, lesson.title, lang]), 'the menu lists the lessons in the language, each marked');
      await page.waitForFunction((n) => document.querySelectorAll('.lesson-builtins a.lesson-link').length === n, lessons.length);
      for (const [i, { lesson, file }] of lessons.entries()) {
        const said = `${lang}, ${width} px, ${file}`;
        await page.locator('.lesson-builtins a.lesson-link').nth(i).click();
        const player = page.locator(`.lesson[data-lesson-steps="${lesson.steps.length}"]`);
        await player.locator('.lesson-title').filter({ hasText: lesson.title }).waitFor({ timeout: 20_000 });
        assert.equal(await player.locator('.lesson-title').getAttribute('lang'), lang, `${said}: the title's lang`);
        // At a desktop's width the first step; at a phone's, every step, where words run longest for the width.
        const steps = width === 375 ? lesson.steps.length : 1;
        for (let k = 1; k <= steps; k++) {
          await page.locator(`.lesson[data-lesson-step="${k}"] .lesson-words .lesson-text`).waitFor();
          const shown = await page.evaluate(() => {
            const words = document.querySelector('.lesson-words .lesson-text');
            return {
              lang: words.lang,
              text: words.textContent,
              paragraphs: words.querySelectorAll('p').length,
              sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              wider: words.scrollWidth - words.clientWidth,
            };
          });
          const step = lesson.steps[k - 1];
          assert.equal(shown.lang, lang, `${said}, step ${k}: the teacher's words' lang`);
          assert.match(shown.text, SCRIPT[lang], `${said}, step ${k}: in ${lang}'s script`);
          // The words as the teacher wrote them (the backticks of code aside), paragraph by paragraph.
          assert.equal(shown.text.replace(/\s+/g, ''), step.text.replace(/`|\s+/g, ''), `${said}, step ${k}: the translation's words`);
          assert.equal(shown.paragraphs, step.text.split(/\n\s*\n/).length, `${said}, step ${k}: its paragraphs`);
          assert.ok(shown.sideways <= 0 && shown.wider <= 1, `${said}, step ${k}: nothing runs off the page (${shown.sideways} px, the words ${shown.wider} px)`);
          if (k < steps) await page.locator('.lesson-nav.next').click();
        }
        await page.evaluate(() => history.back());
        await page.locator('#playground .playground').waitFor();
        await page.waitForFunction(() => location.hash.startsWith('#permutation='));
        if ((await page.locator('.lesson-menu').getAttribute('open')) == null) await page.locator('.lesson-menu > summary').click();
        await page.locator('.lesson-builtins a.lesson-link').nth(lessons.length - 1).waitFor();
      }
      const other = lang === 'ko' ? 'ru' : 'ko';
      assert.ok(fetched.includes(`${lang}.json`), `${lang}.json fetched`);
      assert.equal(fetched.filter((name) => name === `${lang}.json`).length, 1, `${lang}.json fetched once`);
      assert.ok(!fetched.includes(`${other}.json`), `${other}.json not fetched`);
      await page.close();
    }
  });
}
