// Issue 34, "never jump": a post with three embeds, pasted from the builder's copy buttons into a
// blog on another origin, does not move under its reader while the embeds load. The layout shift
// is measured in the host page as browsers score it (PerformanceObserver 'layout-shift', the
// shifts without recent input summed: CLS), for iframes and for components, in a 680 px column
// and on a 375 px phone, read from the top or scrolled through while the embeds load.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startBlog } from './browser.mjs';
import { LONG, sweep } from './long.mjs';

const LIMIT = 0.01;
/** Three positions of one game (one wasm download and one worker serve the three). */
const INPUTS = ['?054??0?', '??', '9??0??'];

let b;
let blog;
before(async () => {
  b = await launch();
  blog = await startBlog();
});
after(async () => {
  await b.close();
  await blog.close();
});

/** The code the page's copy button gives for `input` (`button`: its name). */
async function copied(input, button) {
  const page = await b.open(`/#ticket=${encodeURIComponent(input)}`, { init: () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; } });
  await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor();
  await page.getByRole('button', { name: button }).click();
  const code = await page.waitForFunction(() => window.copied, null, { timeout: 60_000 });
  const text = await code.jsonValue();
  await page.close();
  return text;
}

/** A post of prose with `codes` between its paragraphs, in a column `column` px wide at most
 * (a phone's: its width less 16 px each side). */
function post(codes, column) {
  const prose = (n) => `<p>${'The reader reads on while the embed loads, line after line of the post. '.repeat(n)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
<style>body{margin:0;background:#fff;color:#222;font:18px/1.6 Georgia,serif}main{max-width:${column}px;margin:0 auto;padding:0 16px}</style>
<script>window.cls = 0; window.shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) { window.cls += e.value; window.shifts.push(\`\${e.value.toFixed(4)} at \${Math.round(e.startTime)} ms: \${e.sources.map((s) => \`\${s.node?.nodeName ?? '?'} y \${Math.round(s.previousRect.y)}+\${Math.round(s.previousRect.height)} to \${Math.round(s.currentRect.y)}+\${Math.round(s.currentRect.height)}\`).join(', ')}\`); } }).observe({ type: 'layout-shift', buffered: true });</script>
</head><body><main><h1>Who wins?</h1>${prose(3)}${codes.map((code) => `\n${code}\n${prose(4)}`).join('')}</main></body></html>`;
}

/** Waits until every embed of the post has drawn its first report. */
async function allDrawn(page, form) {
  if (form === 'iframe') {
    for (let i = 0; i < INPUTS.length; i++) {
      await page.frameLocator('iframe').nth(i).locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor({ timeout: 30_000 });
    }
  } else {
    await page.waitForFunction(() => [...document.querySelectorAll('verdict-playground')].every((e) => e.drawn), null);
    await page.evaluate(() => Promise.all([...document.querySelectorAll('verdict-playground')].map((e) => e.drawn)));
  }
}

for (const [form, button] of [['iframe', 'Copy embed code'], ['component', 'Copy web component']]) {
  test(`a post of three ${form} embeds does not move as they load: CLS under ${LIMIT} ${LONG ? 'at 1280 and 375 px, scrolled or not' : 'at 375 px, scrolled (make test-long: 1280 px too, and not scrolled)'}`, async (t) => {
    const codes = [];
    for (const input of INPUTS) codes.push(await copied(input, button));
    // The component's script once, as a post with three would have it (the copies are the same tag).
    const pasted = form === 'iframe' ? codes : codes.map((code, i) => (i === 0 ? code : code.split('\n').slice(1).join('\n')));
    const figures = [];
    for (const [width, height, column] of sweep([[1280, 800, 680], [375, 740, 680]], [[375, 740, 680]])) {
      const path = `/${form}-${width}`;
      blog.pages.set(path, post(pasted, column));
      for (const scrolled of sweep([false, true], [true])) {
        const context = await b.browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        await page.goto(blog.base + path);
        if (scrolled) {
          // The reader scrolls through the post while the embeds load, to its end and back up.
          for (let i = 0; i < 12; i++) {
            await page.mouse.wheel(0, 400);
            await page.waitForTimeout(60);
          }
          await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        }
        await allDrawn(page, form);
        await page.waitForTimeout(800);
        const { cls, shifts } = await page.evaluate(() => ({ cls: window.cls, shifts: window.shifts }));
        figures.push(`${width} px${scrolled ? ', scrolled' : ''}: ${cls.toFixed(4)}`);
        // The shifts with what moved (the element, its top and height before and after).
        assert.ok(cls < LIMIT, `${form}s at ${width} px${scrolled ? ', scrolled while loading' : ''}: CLS ${cls.toFixed(4)}; ${shifts.join('; ')}`);
        await context.close();
      }
    }
    t.diagnostic(`CLS of three ${form}s: ${figures.join('; ')}`);
  });
}

test('a component whose stylesheet arrives late keeps the room its snippet reserves until it is styled: CLS under 0.01', async () => {
  const code = await copied(INPUTS[0], 'Copy web component');
  blog.pages.set('/late-style', post([code], 680));
  const context = await b.browser.newContext({ viewport: { width: 375, height: 740 } });
  // The shadow root's stylesheet a second after everything else, as on a slow connection.
  let delayed = 0;
  await context.route(/\/style\.css$/, async (route) => {
    delayed += 1;
    await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${blog.base}/late-style`);
  await allDrawn(page, 'component');
  await page.waitForTimeout(500);
  const { cls, shifts } = await page.evaluate(() => ({ cls: window.cls, shifts: window.shifts }));
  assert.ok(delayed > 0, 'the stylesheet was asked for, and held back');
  assert.ok(cls < LIMIT, `CLS ${cls.toFixed(4)}; ${shifts.join('; ')}`);
  // The same with load="click": the poster waits for its styles too (it jumped 16 px before).
  blog.pages.set('/late-style-poster', post([code.replace('<verdict-playground ', '<verdict-playground load="click" ')], 680));
  const poster = await context.newPage();
  await poster.goto(`${blog.base}/late-style-poster`);
  await poster.locator('verdict-playground').locator('[data-poster]').waitFor({ timeout: 20_000 });
  await poster.waitForTimeout(800);
  const late = await poster.evaluate(() => ({ cls: window.cls, shifts: window.shifts }));
  assert.ok(late.cls < LIMIT, `the poster: CLS ${late.cls.toFixed(4)}; ${late.shifts.join('; ')}`);
  await context.close();
});

test('a lesson\'s embed code keeps its tallest step\'s room: the post does not move as it loads or as the reader steps through, CLS under 0.01', async (t) => {
  // Steps of different heights: a note, a predict on a long ticket, a tree, a table.
  const lesson = { title: 'Steps of every height', steps: [
    { activity: 'note', text: 'A short note.' },
    { game: 'ticket', input: '?054??0?', activity: 'predict', text: 'Who wins?' },
    { game: 'ticket', input: '?1?0', activity: 'tree', text: 'Label the tree.' },
    { activity: 'note', text: 'The end.' },
  ] };
  const page = await b.open('/', { init: () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; } });
  await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor();
  // The lesson opened from its link, then its embed code from the teacher's tools.
  const link = await page.evaluate(async (lesson) => (await import('./lessons/lesson-format.js')).lessonLink(lesson), lesson);
  await page.evaluate((link) => { location.hash = `#lesson=${link}`; }, link);
  await page.locator('.lesson[data-lesson-step]').waitFor();
  await page.locator('.lesson-teacher > summary').click();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const code = await (await page.waitForFunction(() => window.copied, null, { timeout: 120_000 })).jsonValue();
  assert.match(await page.locator('.lesson-embed-note').textContent(), /Its room is its tallest step's/);
  await page.close();
  assert.match(code, /<iframe src="[^"]*embed\.html#lesson=/);
  const figures = [];
  for (const [width, column] of [[1280, 680], [375, 680]]) {
    const path = `/lesson-${width}`;
    blog.pages.set(path, post([code], column));
    const context = await b.browser.newContext({ viewport: { width, height: 900 } });
    const reader = await context.newPage();
    await reader.goto(blog.base + path);
    const frame = reader.frameLocator('iframe');
    await frame.locator('.lesson[data-lesson-step="1"]').waitFor({ timeout: 30_000 });
    await reader.waitForTimeout(800);
    const heights = [await reader.locator('iframe').evaluate((f) => f.getBoundingClientRect().height)];
    for (let k = 2; k <= lesson.steps.length; k++) {
      await frame.locator('.lesson-nav.next').click();
      await frame.locator(`.lesson[data-lesson-step="${k}"]`).waitFor();
      await reader.waitForTimeout(700);
      heights.push(await reader.locator('iframe').evaluate((f) => f.getBoundingClientRect().height));
    }
    const { cls, shifts } = await reader.evaluate(() => ({ cls: window.cls, shifts: window.shifts }));
    figures.push(`${width} px: CLS ${cls.toFixed(4)}, the frame ${[...new Set(heights.map(Math.round))].join(', ')} px`);
    assert.ok(cls < LIMIT, `at ${width} px: CLS ${cls.toFixed(4)}; ${shifts.join('; ')}`);
    // The room never changes, step after step: the steps' moves are the reader's, but the post
    // should not move under them either.
    assert.equal(new Set(heights.map(Math.round)).size, 1, `at ${width} px the frame was ${heights.map(Math.round).join(', ')} px`);
    await context.close();
  }
  t.diagnostic(`a lesson embedded: ${figures.join('; ')}`);
});
