// `make shots`, the embeds of issue 34 (scripts/shots.mjs calls this): a post of three embeds
// pasted from the builder's copy buttons, on a light and on a dark blog, at 680 px and on a 375 px
// phone, with a poster (load=click), a sandboxed frame and theme="host"; and the page and a post
// printed to PDF, rendered to PNG with poppler's pdftoppm (scripts/setup.sh test installs it).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startBlog } from '../e2e/browser.mjs';

/** The code the page's copy `button` gives for the game and input of `hash`, with `choices` made in the builder. */
async function copied(b, hash, button, choices = {}) {
  const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; });
  await page.goto(`${b.base}/${hash}`);
  await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor({ timeout: 30_000 });
  if (Object.keys(choices).length) {
    await page.locator('.embed-builder > summary').click();
    for (const [name, value] of Object.entries(choices)) await page.locator(`.embed-builder input[name="embed-${name}"][value="${value}"]`).check();
  }
  await page.getByRole('button', { name: button }).click();
  const code = await (await page.waitForFunction(() => window.copied, null, { timeout: 60_000 })).jsonValue();
  await page.close();
  return code;
}

/** A picture of the whole post: the window made as tall as it (a frame out of the window is not
 * painted for a full-page picture, being another process's). */
async function whole(page, path) {
  const width = page.viewportSize().width;
  await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await page.waitForTimeout(600);
  await page.screenshot({ path });
  await page.setViewportSize({ width, height: 900 });
}

const post = (codes, dark) => `<!doctype html><html lang="en"${dark ? ' data-theme="dark"' : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
<style>body{margin:0;background:${dark ? '#111318' : '#fff'};color:${dark ? '#ddd' : '#222'};font:18px/1.6 Georgia,serif}
main{max-width:680px;margin:0 auto;padding:1rem 16px}</style></head><body><main><h1>Three tickets</h1>
<p>Who wins each of these? Step through them; the first waits for you to start it.</p>
${codes[0]}
<p>The next one, a blank ticket of two cells:</p>
${codes[1]}
<p>And one where the fixed digits already differ by 9:</p>
${codes[2]}
<p>And the prose goes on after the embeds.</p></main></body></html>`;

export async function embedShots(b, out, only) {
  const wanted = (shot) => !only.length || only.some((o) => shot.includes(o));
  const blog = await startBlog();
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    const choices = dark ? { post: 'dark' } : {};
    const codes = [
      await copied(b, '#ticket=?054??0?', 'Copy embed code', { ...choices, load: 'click' }),
      await copied(b, '#ticket=??', 'Copy embed code', choices),
      await copied(b, '#ticket=9??0??', 'Copy web component', choices),
    ];
    // A host that sandboxes its frames.
    codes[1] = codes[1].replace('<iframe ', '<iframe sandbox="allow-scripts" ');
    blog.pages.set(`/post-${theme}`, post(codes, dark));
    for (const width of [1280, 375]) {
      const shot = `embeds-post-${theme}-${width}`;
      if (!wanted(shot)) continue;
      const page = await b.browser.newPage({ viewport: { width, height: 900 }, colorScheme: 'light' });
      await page.goto(`${blog.base}/post-${theme}`);
      // The reader scrolls down the post (the frames load as they come near: loading=lazy), and back.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.frameLocator('iframe').nth(1).locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForTimeout(1500);
      await whole(page, `${out}${shot}.png`);
      // The poster started: the same room, now the embed.
      await page.frameLocator('iframe').first().getByRole('button', { name: /Start the solver/ }).click();
      await page.frameLocator('iframe').first().locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800);
      await whole(page, `${out}${shot}-started.png`);
      await page.close();
    }
  }
  // theme="host": the blog's own dark-mode switch flipped while the reader reads.
  const host = await copied(b, '#permutation=3%206%205%201%204%202&step=2', 'Copy web component', { theme: 'host' });
  const hostFrame = await copied(b, '#permutation=3%206%205%201%204%202&step=2', 'Copy embed code', { theme: 'host' });
  blog.pages.set('/host', post([hostFrame, host], false));
  if (wanted('embeds-theme-host')) {
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${blog.base}/host`);
    await page.locator('verdict-playground .playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
      Object.assign(document.body.style, { background: '#111318', color: '#ddd' });
    });
    await page.waitForTimeout(1200);
    await whole(page, `${out}embeds-theme-host-switched-dark.png`);
    await page.close();
  }
  // On paper: the page, and the light post with its embeds started.
  if (wanted('print')) {
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${b.base}/#ticket=?054??0?&step=2`);
    await page.locator('.playground:not([data-busy]) [data-verdict="Bicarp"]').waitFor({ timeout: 30_000 });
    writeFileSync(`${out}print-page.pdf`, await page.pdf({ format: 'A4' }));
    await page.goto(`${blog.base}/post-light`);
    await page.frameLocator('iframe').first().getByRole('button', { name: /Start the solver/ }).click();
    await page.frameLocator('iframe').first().locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    writeFileSync(`${out}print-post.pdf`, await page.pdf({ format: 'A4' }));
    await page.close();
    for (const name of ['print-page', 'print-post']) {
      const done = spawnSync('pdftoppm', ['-r', '70', '-png', `${out}${name}.pdf`, `${out}${name}`]);
      if (done.status !== 0) console.log(`pdftoppm is missing (scripts/setup.sh test installs poppler-utils): ${name}.pdf not rendered`);
    }
  }
  await blog.close();
}
