// Embeds that fit any post (issue 26): the snippet the page copies, pasted into a blog on
// another origin with a 680 px and a 375 px column, keeps the frame exactly as tall as what it
// shows while every part is opened and closed (rules, "Why, and the tables", practice, the full
// argument, play, the exhaustive check); the embed builder's choices show in its preview and in
// the copied code; the link out follows what the reader sees; an embed has no file control and
// sums up a hand record in one line.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startBlog, verdictIs } from './browser.mjs';
import { LONG, sweep } from './long.mjs';

let b;
let blog;
let blogBase;
let pages;

before(async () => {
  b = await launch();
  // The blog: another origin (another port), serving whatever page a test puts there.
  blog = await startBlog();
  ({ pages, base: blogBase } = blog);
});
after(async () => {
  await b.close();
  await blog.close();
});

/** A post with `code` pasted between two paragraphs, in a column `width` px wide. */
function post(code, width, { background = '#fff', color = '#222' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<style>body{margin:0;background:${background};color:${color};font:18px/1.6 Georgia,serif}main{max-width:${width}px;margin:0 auto}</style></head>
<body><main><h1>Who wins?</h1><p>Here is the position; step through it.</p>
${code}
<p>Prose after the embed.</p></main></body></html>`;
}

/** Stubs the clipboard: what is copied lands in window.copied. */
const CLIPBOARD = () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; };

/**
 * Opens the page at `path`, opens the embed builder, makes `choices` (the radio and check box
 * values, by name), waits for the preview's height and copies `button`'s code. Returns the page
 * (still open), what was copied and the height the builder showed.
 */
async function copyFromBuilder(path, choices = {}, button = 'Copy embed code') {
  const page = await b.open(path, { init: CLIPBOARD });
  await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor();
  await page.locator('.embed-builder > summary').click();
  for (const [name, value] of Object.entries(choices)) {
    if (typeof value === 'boolean') await page.locator(`.embed-builder input[name="embed-${name}"]`).setChecked(value);
    else await page.locator(`.embed-builder input[name="embed-${name}"][value="${value}"]`).check();
  }
  const height = await builderHeight(page);
  await page.getByRole('button', { name: button }).click();
  // The code is copied once the embed's heights in every column width are measured.
  const copied = await (await page.waitForFunction(() => window.copied, null, { timeout: 60_000 })).jsonValue();
  return { page, copied, height };
}

/** The height the builder says the preview takes, once it has held still a moment. */
async function builderHeight(page) {
  let last = null;
  for (let i = 0; i < 100; i++) {
    const text = await page.locator('.builder-height').textContent();
    const height = Number(text.match(/It takes (\d+) px/)?.[1] ?? NaN);
    if (height === last) return height;
    last = Number.isNaN(height) ? null : height;
    await page.waitForTimeout(300);
  }
  throw new Error('the builder never showed a height');
}

/** The blog's frame height once it has held still (the embed posts as it lays out). */
async function settledHeight(page) {
  let last = -1;
  let still = 0;
  for (let i = 0; i < 150; i++) {
    const height = await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
    still = Math.abs(height - last) < 0.5 ? still + 1 : 0;
    if (still >= 4) return height;
    last = height;
    await page.waitForTimeout(100);
  }
  throw new Error('the frame never stopped changing height');
}

/**
 * Asserts that the blog's frame is as tall as what it shows, within 4 px: nothing cut (the
 * frame's document does not scroll) and no blank below the last thing shown (measured from the
 * elements themselves, not from what the embed posts). Returns the frame's height.
 */
async function assertFits(page, what) {
  const height = await settledHeight(page);
  const frame = page.frames().find((f) => f.url().includes('/embed.html'));
  const inside = await frame.evaluate(() => {
    let bottom = 0;
    for (const el of document.querySelectorAll('#playground, #playground *')) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      if (box.width && box.height) bottom = Math.max(bottom, box.bottom + scrollY);
    }
    return { content: bottom + parseFloat(getComputedStyle(document.body).paddingBottom), scroll: document.documentElement.scrollHeight, view: innerHeight };
  });
  assert.ok(Math.abs(height - inside.content) <= 4, `${what}: the frame is ${height} px tall for ${inside.content} px of content`);
  assert.ok(inside.scroll <= inside.view + 1, `${what}: the frame cuts its content (${inside.scroll} px in ${inside.view} px)`);
  return height;
}

/** Clicks `target` in the frame (a locator in the blog's frameLocator) and checks the fit. */
async function toggle(page, target, what) {
  await target.click();
  return assertFits(page, what);
}

/** Opens and closes each part; the frame follows both ways and comes back to its height. */
async function openAndClose(page, view, width, t) {
  const frame = page.frameLocator('iframe');
  const start = await assertFits(page, `${view} at ${width}: as loaded`);
  const heights = [`${view} at ${width}: ${Math.round(start)} px`];
  const back = (height, part) => {
    assert.ok(Math.abs(height - start) <= 4, `${view} at ${width}: ${part} closed again, the frame is ${height} px, not ${start} px`);
  };
  const part = async (summary, name, inner = async () => {}) => {
    const opened = await toggle(page, summary, `${view} at ${width}: ${name} open`);
    assert.ok(opened > start + 20, `${view} at ${width}: opening ${name} grows the frame (${start} → ${opened})`);
    heights.push(`${name} open ${Math.round(opened)}`);
    await inner(opened);
    const closed = await toggle(page, summary, `${view} at ${width}: ${name} closed`);
    back(closed, name);
    heights.push(`closed ${Math.round(closed)}`);
  };
  await part(frame.locator('details.rules > summary'), 'the rules');
  const expert = frame.locator('.expert-layer > summary');
  const practice = frame.locator('details.practice > summary');
  const subparts = async (outer) => {
    for (const [summary, name] of [[expert, 'the full argument'], [practice, 'practice']]) {
      const opened = await toggle(page, summary, `${view} at ${width}: ${name} open`);
      assert.ok(opened > outer + 20, `${view} at ${width}: ${name} grows the frame (${outer} → ${opened})`);
      heights.push(`${name} open ${Math.round(opened)}`);
      const closed = await toggle(page, summary, `${view} at ${width}: ${name} closed`);
      assert.ok(Math.abs(closed - outer) <= 4, `${view} at ${width}: ${name} closed again (${closed} px, not ${outer} px)`);
    }
  };
  if (view === 'compact') {
    await part(frame.locator('details.more > summary'), 'Why, and the tables', subparts);
  } else {
    await subparts(start);
    // Play from the position shown, then stop: the board comes back.
    const played = await toggle(page, frame.getByRole('button', { name: /Play from here/ }), `${view} at ${width}: playing`);
    heights.push(`playing ${Math.round(played)}`);
    back(await toggle(page, frame.getByRole('button', { name: 'Stop playing' }), `${view} at ${width}: playing stopped`), 'play');
    await part(frame.locator('details.stress > summary'), 'the stress test');
    // The teaching panels: the game tree and "Test a rule".
    await part(frame.locator('details.tree-panel > summary'), 'the tree');
    await part(frame.locator('details.rule-panel > summary'), 'Test a rule');
    // The exhaustive check adds its answer under the board.
    await frame.getByRole('button', { name: /exhaustive/ }).click();
    await frame.locator('[data-check="agree"]').waitFor();
    const checked = await assertFits(page, `${view} at ${width}: checked`);
    assert.ok(checked > start + 10, `${view} at ${width}: the check's answer grows the frame`);
    heights.push(`checked ${Math.round(checked)}`);
  }
  t.diagnostic(heights.join(', '));
}

for (const view of ['compact', 'full']) {
  test(`the copied ${view} iframe fits its content in ${LONG ? '680 and 375 px columns' : 'a 375 px column (make test-long: 680 px too)'}, as every part opens and closes`, async (t) => {
    // The builder's default is compact; the full view is one choice away.
    const { page, copied, height } = await copyFromBuilder('/#ticket=?054??0?', view === 'full' ? { view: 'full' } : {});
    await page.close();
    assert.match(copied, new RegExp(`height:${height}px`), 'the frame starts at the height the builder measured');
    for (const width of sweep([680, 375], [375])) {
      pages.set(`/${view}-${width}`, post(copied, width));
      const blogPage = await b.browser.newPage({ viewport: { width: width === 680 ? 1000 : 375, height: 900 } });
      const errors = [];
      blogPage.on('pageerror', (error) => errors.push(error.message));
      await blogPage.goto(`${blogBase}/${view}-${width}`);
      await blogPage.locator('iframe').scrollIntoViewIfNeeded();
      await blogPage.frameLocator('iframe').locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor({ timeout: 20_000 });
      await openAndClose(blogPage, view, width, t);
      assert.deepEqual(errors, []);
      await blogPage.close();
    }
  });
}

test('the listener only takes heights from its own frame and the embed\'s origin', async () => {
  const { page, copied } = await copyFromBuilder('/#ticket=??');
  await page.close();
  // A second frame on the blog's own origin posts a height as the embed would.
  pages.set('/impostor-frame', '<!doctype html><script>parent.postMessage({ type: "verdict-playground:height", height: 5 }, "*")</script>');
  pages.set('/impostor', post(`${copied}\n<iframe id="other" src="/impostor-frame" style="height:50px;border:0"></iframe>`, 680));
  const blogPage = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await blogPage.goto(`${blogBase}/impostor`);
  await blogPage.frameLocator('iframe').first().locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor({ timeout: 20_000 });
  await blogPage.waitForTimeout(500);
  const [embedHeight, otherHeight] = await blogPage.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => f.getBoundingClientRect().height));
  assert.ok(embedHeight > 100, `the embed is ${embedHeight} px`);
  assert.equal(otherHeight, 50, 'a message from another origin resizes nothing');
  await blogPage.close();
});

test('the builder\'s choices show in its preview and in the copied code', async () => {
  const stepped = '/#permutation=3%206%205%201%204%202&step=2';
  // The defaults: compact, the theme of the post previewed on (light), the step shown, the input
  // box shown.
  let { page, copied, height } = await copyFromBuilder(stepped);
  let preview = page.locator('iframe.builder-preview');
  let src = await preview.getAttribute('src');
  assert.equal(src, `${b.base}/embed.html#permutation=3%206%205%201%204%202&step=2&view=compact&theme=light`);
  const [frameLine, scriptLine] = copied.split('\n');
  assert.ok(frameLine.startsWith(`<div style="container-type:inline-size;width:100%"><iframe src="${src.replaceAll('&', '&amp;')}" title="verdict-playground: permutation — 3 6 5 1 4 2" loading="lazy" style="display:block;width:100%;border:0;height:${height}px;height:calc(`), frameLine);
  assert.ok(frameLine.endsWith('</a></noscript></div>'), frameLine);
  assert.equal(scriptLine, `<script async src="${b.base}/min/frames.js"></script>`);
  assert.equal(await page.locator('.builder-code').textContent(), copied, 'the code shown is the code copied');
  const frame = page.frameLocator('iframe.builder-preview');
  await frame.locator('.playground[data-view="compact"] .board[data-step="2"]').waitFor();
  assert.equal(Math.round((await preview.boundingBox()).height), height, 'the height said is the preview\'s');
  // A dark post: the embed's theme follows it, until one is picked.
  await page.locator('.embed-builder input[name="embed-post"][value="dark"]').check();
  assert.ok(await page.locator('.embed-builder input[name="embed-theme"][value="dark"]').isChecked());
  await page.waitForFunction(() => document.querySelector('iframe.builder-preview').getAttribute('src').endsWith('&theme=dark'));
  await page.locator('.embed-builder input[name="embed-theme"][value="host"]').check();
  await page.locator('.embed-builder input[name="embed-post"][value="light"]').check();
  assert.ok(await page.locator('.embed-builder input[name="embed-theme"][value="host"]').isChecked(), 'a theme picked stays');
  await page.close();

  // Every choice changed: the full view, dark, step 0, no input box.
  ({ page, copied, height } = await copyFromBuilder(stepped, { view: 'full', theme: 'dark', start: 'zero', 'hide-input': true }));
  preview = page.locator('iframe.builder-preview');
  src = await preview.getAttribute('src');
  assert.equal(src, `${b.base}/embed.html#permutation=3%206%205%201%204%202&step=0&theme=dark&input=hide`);
  assert.ok(copied.startsWith(`<div style="container-type:inline-size;width:100%"><iframe src="${src.replaceAll('&', '&amp;')}"`), copied);
  assert.match(copied, new RegExp(`height:${height}px`));
  const dark = page.frameLocator('iframe.builder-preview');
  await dark.locator('.playground[data-view="full"] .board[data-step="0"]').waitFor();
  assert.equal(await dark.locator('textarea').count(), 0, 'no input box');
  assert.equal(await dark.locator('body').getAttribute('data-theme'), 'dark');
  // The height depends on the column: the narrow one is taller.
  await page.locator('.embed-builder input[name="embed-width"][value="375"]').check();
  const narrow = await builderHeight(page);
  assert.ok(narrow > height, `375 px: ${narrow} px, 680 px: ${height} px`);
  assert.match(await page.locator('.builder-height').textContent(), /in a 375 px column/);

  // The web component of the same choices: the preview is the element itself.
  await page.locator('.embed-builder input[name="embed-form"][value="component"]').check();
  const element = page.locator('verdict-playground.builder-preview');
  await element.locator('.playground:not([data-busy]) [data-verdict="Bob"]').waitFor();
  const attributes = await element.evaluate((e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])));
  assert.deepEqual(attributes, { class: 'builder-preview', game: 'permutation', input: '3 6 5 1 4 2', step: '0', theme: 'dark', 'hide-input': '' });
  assert.equal(await element.locator(".board[data-steps]").getAttribute('data-step'), '0');
  assert.equal(await element.locator('textarea').count(), 0);
  await page.evaluate(() => { window.copied = null; });
  await page.getByRole('button', { name: 'Copy web component' }).click();
  const component = await (await page.waitForFunction(() => window.copied, null, { timeout: 60_000 })).jsonValue();
  const [moduleLine, elementLine] = component.split('\n');
  assert.equal(moduleLine, `<script type="module" src="${b.base}/min/verdict-playground.js"></script>`);
  assert.match(elementLine, /^<div style="container-type:inline-size;width:100%"><verdict-playground game="permutation" input="3 6 5 1 4 2" step="0" theme="dark" hide-input style="display:block;min-height:\d+px;min-height:calc\([^"]+\)"><a style="[^"]+" href="[^"]*\/index\.html#permutation=3%206%205%201%204%202&amp;step=0[^"]*">Open this example in verdict-playground: Permutation 3 6 5 1 4 2<\/a><\/verdict-playground><\/div>$/);
  assert.equal(await page.locator('.builder-code').textContent(), component);
  // The preview follows the page: a new input shows in it.
  await page.locator('#verdict-1-input').fill('1');
  await element.locator('.playground:not([data-busy]) [data-verdict="Alice"]').waitFor();
  assert.equal(await element.getAttribute('input'), '1');
  await page.close();
});

test('the link out follows attributes, the fragment, steps and typing', async () => {
  pages.set('/links', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Links</title>
<script type="module" src="${b.base}/verdict-playground.js"></script></head><body>
<verdict-playground id="auction" game="auction" input="1C P" view="compact"></verdict-playground>
<iframe id="frame" title="verdict-playground" src="${b.base}/embed.html#ticket=??&view=compact" style="width:100%;height:600px;border:0"></iframe>
</body></html>`);
  const page = await b.browser.newPage({ viewport: { width: 900, height: 1200 } });
  await page.goto(`${blogBase}/links`);
  const component = page.locator('#auction');
  /** Waits until the component's link out is `expected`. */
  const linkIs = (expected) => page.waitForFunction((expected) => document.querySelector('#auction').shadowRoot
    ?.querySelector('a.open-playground')?.href === expected, expected, { timeout: 10_000 });
  const home = `${b.base}/index.html`;
  await component.locator('.playground:not([data-busy]) [data-verdict="incomplete"]').waitFor();
  await linkIs(`${home}#auction=1C%20P`);
  // The page changes the attributes: the link follows each.
  await component.evaluate((e) => e.setAttribute('input', '1C P 1NT P P P'));
  await component.locator('.playground:not([data-busy]) [data-verdict="complete"]').waitFor();
  await linkIs(`${home}#auction=1C%20P%201NT%20P%20P%20P`);
  await component.evaluate((e) => e.setAttribute('dealer', 'W'));
  await linkIs(`${home}#auction=1C%20P%201NT%20P%20P%20P&dealer=W`);
  await component.evaluate((e) => e.setAttribute('step', '2'));
  await component.locator('.board[data-step="2"]').waitFor();
  await linkIs(`${home}#auction=1C%20P%201NT%20P%20P%20P&dealer=W&step=2`);
  await component.evaluate((e) => e.setAttribute('theme', 'dark'));
  await linkIs(`${home}#auction=1C%20P%201NT%20P%20P%20P&dealer=W&step=2&theme=dark`);
  // The reader steps, then types.
  await component.getByRole('button', { name: /Next/ }).click();
  await linkIs(`${home}#auction=1C%20P%201NT%20P%20P%20P&dealer=W&step=3&theme=dark`);
  await component.locator('textarea').fill('1H P');
  await component.locator('.playground:not([data-busy]) [data-verdict="incomplete"]').waitFor();
  await linkIs(`${home}#auction=1H%20P&dealer=W&theme=dark`);

  // The iframe: its fragment changed by the blog, then the reader's step.
  await page.locator('#frame').scrollIntoViewIfNeeded();
  const frame = page.frame({ url: /embed\.html/ });
  const frameLink = page.frameLocator('#frame').locator('a.open-playground');
  await page.frameLocator('#frame').locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor();
  assert.equal(await frameLink.getAttribute('href'), `${home}#ticket=??`);
  await frame.evaluate(() => { location.hash = '#ticket=9??0??&view=compact&step=1'; });
  await page.frameLocator('#frame').locator('.playground:not([data-busy]) [data-verdict="Monocarp"]').waitFor();
  await page.frameLocator('#frame').locator('.board[data-step="1"]').waitFor();
  await frame.waitForFunction((expected) => document.querySelector('a.open-playground').href === expected, `${home}#ticket=9??0??&step=1`);
  await page.frameLocator('#frame').getByRole('button', { name: /Next/ }).click();
  await frame.waitForFunction((expected) => document.querySelector('a.open-playground').href === expected, `${home}#ticket=9??0??&step=2`);
  await page.close();
});

test('an embed has no file control, keeps no room for an error, and sums up a hand record in one line', async () => {
  const record = 'md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|';
  for (const view of ['compact', 'full']) {
    const page = await b.open(`/embed.html#auction=${encodeURIComponent(record)}&view=${view}`);
    await verdictIs(page, 'complete');
    assert.equal(await page.locator('input[type="file"]').count(), 0, `${view}: no file control`);
    // Between the input and the verdict, only the input's own margin.
    const gap = await page.evaluate(() => document.querySelector('.result').getBoundingClientRect().top
      - document.querySelector('.input-block').getBoundingClientRect().bottom);
    assert.ok(gap < 24, `${view}: ${gap} px between the input and the verdict`);
    if (view === 'compact') {
      // The record as the core sums it up, the text one click away.
      assert.equal(await page.locator('.big-summary').textContent(), 'BBO record: board 3, 8 calls');
      assert.ok(await page.locator('textarea').isHidden());
      await page.getByRole('button', { name: 'Show and edit the text' }).click();
      assert.equal(await page.locator('textarea').inputValue(), record);
      // Edited, it stays in the box.
      await page.locator('textarea').press('End');
      await page.keyboard.type('mb|p|');
      await verdictIs(page, 'illegal');
      assert.ok(await page.locator('textarea').isVisible());
    } else {
      assert.equal(await page.locator('textarea').inputValue(), record, 'the full view shows the record as it is');
    }
    await page.close();
  }
  // The full page keeps its file control (docs/RULES.md, "The file control").
  const page = await b.open('/#ticket=??');
  await verdictIs(page, 'Bicarp');
  assert.equal(await page.locator('input[type="file"]').count(), 1);
  await page.close();
});
