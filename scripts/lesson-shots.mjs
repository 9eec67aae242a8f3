// `make shots`, the lessons' part (scripts/shots.mjs calls it): the player at its activities at
// 1280 and 375 px in light and dark, the classroom mode on a 1280×720 projector, the editor, the
// class results, the worksheet on screen and printed (PDF pages are for pdftoppm, not made here),
// and a lesson embedded on a blog. Written into shots/ to be looked at.
import { readFileSync, writeFileSync } from 'node:fs';
import { lessonLink, plainLink } from '../www/lessons/lesson-format.js';

const lessonFile = (name) => JSON.parse(readFileSync(new URL(`../www/lessons/${name}.lesson.json`, import.meta.url), 'utf8'));

/** Answers the step shown the way a student would, so that its reveal is in the picture. */
async function answer(page) {
  const body = page.locator('.lesson-body');
  const activity = await page.locator('.lesson-step-head').textContent();
  if (/Predict/.test(activity)) {
    await body.locator('.lesson-choices button').first().click();
    await body.locator('[data-reveal]').waitFor();
  } else if (/Rule/.test(activity) && await body.getByRole('button', { name: 'It fails somewhere' }).count()) {
    await body.getByRole('button', { name: 'It fails somewhere' }).click();
    await body.locator('[data-rule="counterexample"] .board li').first().waitFor();
  } else if (/Tree/.test(activity)) {
    await body.locator('[data-tree] [data-node]').first().waitFor();
    const mark = body.locator('[data-tree] > [data-node] > .node-tools .mark-win');
    if (await mark.isVisible()) await mark.click();
    // Backward induction watched: a few positions labelled.
    const label = body.getByRole('button', { name: 'Induction: label one more position' });
    if (await label.isVisible()) for (let i = 0; i < 5; i++) await label.click();
  } else if (/Watch/.test(activity)) {
    await body.locator('.board[data-position]').waitFor();
    // A watch step that asks first keeps its move values until the answer (issue 47): checked only when offered.
    const values = body.locator('.values-bar').getByRole('switch', { name: 'Show move values' });
    if (await values.count() && await values.isEnabled()) await values.check();
    await body.locator('.value-badge').first().waitFor({ timeout: 5000 }).catch(() => {});
  }
  await page.waitForTimeout(500);
}

async function goTo(page, k) {
  while (Number(await page.locator('.lesson').getAttribute('data-lesson-step')) < k) {
    await page.locator('.lesson-nav-bar').getByRole('button', { name: 'Next step' }).click();
  }
  await page.waitForTimeout(700);
}

export async function lessonShots(b, out, only) {
  const wanted = (shot) => !only.length || only.some((o) => shot.includes(o));
  const save = (page, shot, full = true) => page.screenshot({ path: new URL(`${shot}.png`, out).pathname, fullPage: full });
  const lesson = lessonFile('winning-and-losing');
  const link = `/#lesson=${plainLink(lesson)}`;
  // The player: a note, a watch with move values, predictions, a tree, a rule, the exercises, the summary.
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark']) {
      const base = `lesson-${width}-${scheme}`;
      if (!wanted(base)) continue;
      const page = await b.browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.goto(b.base + link);
      await page.locator('.lesson').waitFor({ timeout: 30_000 });
      for (const k of [1, 2, 3, 6, 7, 10]) {
        await goTo(page, k);
        await answer(page);
        await save(page, `${base}-step${k}`);
      }
      await page.getByRole('button', { name: 'Next step: your results' }).click();
      await page.locator('.lesson[data-lesson-summary]').waitFor();
      await save(page, `${base}-summary`);
      await page.close();
    }
  }
  // The classroom mode on a projector: what the back of the room sees, the window alone.
  for (const scheme of ['light', 'dark']) {
    const base = `classroom-lesson-1280x720-${scheme}`;
    if (!wanted(base)) continue;
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 720 }, colorScheme: scheme });
    await page.goto(`${b.base}${link}&present=1`);
    await page.locator('.lesson[data-present]').waitFor({ timeout: 30_000 });
    for (const k of [2, 3, 5, 6, 7]) {
      await goTo(page, k);
      await answer(page);
      if (k === 2) await page.evaluate(() => scrollTo(0, 0));
      await save(page, `${base}-step${k}`, false);
    }
    await page.close();
  }
  // The editor with a few steps, and the class results with three students pasted.
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark']) {
      const base = `lesson-editor-${width}-${scheme}`;
      if (!wanted(base)) continue;
      const page = await b.browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.addInitScript(() => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; });
      await page.goto(`${b.base}/#ticket=?054??0?&step=1`);
      await page.locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
      await page.locator('.lesson-menu > summary').click();
      await page.getByRole('button', { name: '+ Add this to a lesson' }).first().click();
      await page.locator('details.rule-panel > summary').click();
      await page.getByRole('textbox', { name: /Your rule/ }).fill('L == R');
      await page.locator('.lesson-editor').getByRole('button', { name: '+ Add this to a lesson' }).click();
      await page.locator('.lesson-editor').getByLabel('Activity of step 1').selectOption('predict');
      await page.locator('.lesson-editor .editor-step').first().getByLabel('Your words').fill('Who wins after Monocarp\'s first move?');
      await page.locator('.lesson-editor').getByRole('button', { name: 'Copy the lesson link' }).click();
      await page.waitForTimeout(400);
      await page.locator('.lesson-editor').screenshot({ path: new URL(`${base}.png`, out).pathname });
      await page.close();
    }
  }
  if (wanted('lesson-class-results')) {
    const texts = ['VPR1 id=0123abcd steps=10 r=3:R,4:W,6:R,7:W,8:R,9:R,10:4/5 name=Ada',
      'VPR1 id=0123abcd steps=10 r=3:R,4:R,6:W,7:W,8:W,9:R,10:5/5 name=Ben',
      'VPR1 id=0123abcd steps=10 r=3:W,4:R,6:-,7:R,8:W,9:-,10:- name=Cleo'];
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${b.base}/`);
    await page.locator('.lesson-menu > summary').click();
    await page.getByRole('button', { name: 'Class results' }).click();
    await page.getByRole('textbox', { name: /The students' results/ }).fill(texts.join('\n\n'));
    await page.getByRole('button', { name: 'Show the class table' }).click();
    await page.locator('.class-results details').evaluate((d) => { d.open = true; });
    await page.locator('.class-results').screenshot({ path: new URL('lesson-class-results.png', out).pathname });
    await page.close();
  }
  // The worksheet on screen (its PDF: e2e/lessons.test.mjs writes shots/worksheet-A4.pdf and -Letter.pdf).
  if (wanted('lesson-worksheet')) {
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => { window.print = () => {}; });
    await page.goto(b.base + link);
    await page.locator('.lesson-teacher > summary').click();
  await page.getByRole('button', { name: 'Print worksheet' }).click();
    await page.locator('.worksheet[data-worksheet="ready"]').waitFor({ timeout: 30_000 });
    await save(page, 'lesson-worksheet-1280');
    await page.emulateMedia({ media: 'print' });
    writeFileSync(new URL('lesson-worksheet-A4.pdf', out), await page.pdf({ format: 'A4' }));
    await page.close();
  }
  // A short lesson in a blog post: the component and the iframe.
  if (wanted('lesson-embed')) {
    const short = { title: 'Two quick questions', steps: lessonFile('permutation').steps.slice(1, 3) };
    const text = await lessonLink(short);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<script type="module" src="${b.base}/verdict-playground.js"></script>
<style>body{background:#fff;color:#222;font:18px/1.6 Georgia,serif;max-width:680px;margin:2rem auto;padding:0 1rem}</style></head>
<body><h1>Who gets the 1?</h1><p>Two questions before we go on:</p><verdict-playground lesson="${text}"></verdict-playground>
<p>The same as an iframe:</p><iframe src="${b.base}/embed.html#lesson=${text}" title="A lesson" style="display:block;width:100%;height:640px;border:0"></iframe></body></html>`;
    const { startBlog } = await import('../e2e/browser.mjs');
    const blog = await startBlog();
    blog.pages.set('/post', html);
    for (const width of [760, 375]) {
      const page = await b.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${blog.base}/post`);
      await page.locator('verdict-playground .lesson-choices button').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      await save(page, `lesson-embed-${width}`);
      await page.close();
    }
    await blog.close();
  }
}
