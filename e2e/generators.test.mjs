// Issue 34, "fit every kind of blog": the shortcodes in shortcodes/ (Hugo, Jekyll, Eleventy),
// rendered by each generator's own renderer (Debian's hugo and jekyll, npm's @11ty/eleventy;
// scripts/setup.sh test installs them), write the iframe snippet the page's builder copies (the
// same address and the same room in every column), and the post they make shows the embed. The
// generators' handling of raw HTML in Markdown, which docs/EMBEDDING-REFERENCE.md states, is checked here too:
// Hugo's default renderer omits it, Jekyll's and Eleventy's pass it through.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launch, startBlog } from './browser.mjs';
import * as core from './core.mjs';
import { Games } from '../www/core/games.js';
import { iframeSnippet, shortcodeTitle } from '../www/embed/snippet.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const GAMES = new Games(core.games());
const HEIGHTS = [[300, 800], [343, 725], [375, 693], [680, 456], [760, 434]];
const WRITTEN = HEIGHTS.map(([w, h]) => `${w}:${h}`).join(' ');
/** What each post asks for, and the same as the builder's state. */
const STATE = { game: 'auction', input: '1C P 1NT P 3NT P P P', dealer: 'E', step: 3, view: 'compact', bidding: true, theme: 'dark' };
/** The title as the builder writes it out beside the heights (` title="…"`), for the shortcodes. */
const TITLE = /title="([^"]*)"/.exec(shortcodeTitle(STATE))[1];
const ASKED = { game: 'auction', input: STATE.input, dealer: 'E', step: '3', theme: 'dark', view: 'bidding', title: TITLE };

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

const run = (command, args, cwd) => {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, JEKYLL_ENV: 'production' } });
  assert.equal(done.status, 0, `${command} ${args.join(' ')}: ${done.stderr}${done.stdout}`);
};

/** HTML's character references, as a browser reads an attribute. */
const unescape = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** The iframe's address (its fragment's parameters) and style, and the script, of some HTML. */
function embedOf(markup) {
  const html = unescape(markup);
  const frame = html.match(/<div style="container-type:inline-size;width:100%"><iframe src="([^"]+)" title="([^"]+)" loading="lazy" style="([^"]+)"><\/iframe><noscript><a href="([^"]+)">(Open this example in verdict-playground: [^<]+)<\/a><\/noscript><\/div>/);
  assert.ok(frame, `no embed in ${html.slice(0, 2000)}`);
  const src = new URL(frame[1]);
  const script = html.match(/<script async(?:="")? src="([^"]+)"><\/script>/)?.[1];
  // Without scripts, the link goes to the full page at the embed's position (its game, input and
  // settings; the look is the page's own).
  const link = new URL(frame[4]);
  const position = [...new URLSearchParams(link.hash.slice(1))].filter(([name]) => !['view', 'theme', 'input', 'load'].includes(name));
  // The title and the link's text say what it holds as the builder's do: the shortcodes take it
  // as the builder writes it out (www/embed/describe.js reads a hand record's tags, which a
  // generator's template cannot).
  return { page: src.origin + src.pathname, fragment: [...new URLSearchParams(src.hash.slice(1))], title: frame[2], style: frame[3], script,
    link: link.origin + link.pathname, position, text: frame[5] };
}
const expected = embedOf(iframeSnippet(`${'BASE'}/`.replace('BASE', 'http://host.invalid/www'), STATE, GAMES, HEIGHTS));

/** Checks a generated post's embed against the builder's snippet, then shows it in a browser. */
async function check(html, name) {
  const got = embedOf(html);
  assert.deepEqual({ ...got, page: got.page.replace(b.base, 'http://host.invalid/www'), script: got.script.replace(b.base, 'http://host.invalid/www'),
    link: got.link.replace(b.base, 'http://host.invalid/www') }, expected, name);
  blog.pages.set(`/${name}`, html);
  const page = await b.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${blog.base}/${name}`);
  const frame = page.frameLocator('iframe');
  await frame.locator('.playground:not([data-busy]) [data-verdict="complete"]').waitFor({ timeout: 30_000 });
  await frame.locator('.board[data-step="3"]').waitFor();
  assert.equal(await frame.locator('body').getAttribute('data-theme'), 'dark');
  await page.close();
}

const site = (name) => {
  const dir = mkdtempSync(`${tmpdir()}/vp-${name}-`);
  return dir;
};

test('Hugo: the shortcode writes the builder\'s snippet; its default renderer omits raw HTML', async () => {
  const dir = site('hugo');
  cpSync(`${root}shortcodes/hugo/layouts`, `${dir}/layouts`, { recursive: true });
  mkdirSync(`${dir}/layouts/_default`, { recursive: true });
  writeFileSync(`${dir}/layouts/_default/single.html`, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main style="max-width:680px">{{ .Content }}</main></body></html>');
  writeFileSync(`${dir}/hugo.toml`, `baseURL = "${blog.base}/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n[params]\nverdictPlayground = "${b.base}/"\n`);
  mkdirSync(`${dir}/content`, { recursive: true });
  writeFileSync(`${dir}/content/post.md`, `---\ntitle: A post\n---\nWho wins?\n\n{{< verdict-playground game="${ASKED.game}" input="${ASKED.input}" dealer="E" step="3" theme="dark" view="bidding" heights="${WRITTEN}" title="${ASKED.title}" >}}\n\nRaw HTML in the Markdown:\n\n<iframe src="${b.base}/embed.html#ticket=??"></iframe>\n`);
  run('hugo', ['--quiet', '--source', dir, '--destination', `${dir}/public`], dir);
  const html = readFileSync(`${dir}/public/post/index.html`, 'utf8');
  assert.match(html, /raw HTML omitted/, 'Hugo omits raw HTML by default');
  await check(html, 'hugo');
});

test('Jekyll: the include writes the builder\'s snippet; kramdown passes raw HTML through', async () => {
  const dir = site('jekyll');
  cpSync(`${root}shortcodes/jekyll/_includes`, `${dir}/_includes`, { recursive: true });
  mkdirSync(`${dir}/_layouts`, { recursive: true });
  writeFileSync(`${dir}/_layouts/default.html`, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ page.title }}</title></head><body><main style="max-width:680px">{{ content }}</main></body></html>');
  writeFileSync(`${dir}/_config.yml`, `verdict_playground: "${b.base}/"\n`);
  writeFileSync(`${dir}/post.md`, `---\nlayout: default\ntitle: A post\n---\nWho wins?\n\n{% include verdict-playground.html game="${ASKED.game}" input="${ASKED.input}" dealer="E" step="3" theme="dark" view="bidding" heights="${WRITTEN}" title="${ASKED.title}" %}\n\n<p class="raw">Raw HTML in the Markdown.</p>\n`);
  run('jekyll', ['build', '--quiet', '--source', dir, '--destination', `${dir}/_site`], dir);
  const html = readFileSync(`${dir}/_site/post.html`, 'utf8');
  assert.match(html, /<p class="raw">Raw HTML in the Markdown.<\/p>/);
  await check(html, 'jekyll');
});

test('Eleventy: the plugin\'s shortcode writes the builder\'s snippet, from Liquid and from Nunjucks', async () => {
  const { default: Eleventy } = await import('@11ty/eleventy');
  const { default: plugin } = await import('../shortcodes/eleventy/verdict-playground.cjs');
  // Eleventy's projects are CommonJS unless they say otherwise: the plugin loads with require too.
  assert.equal(createRequire(import.meta.url)('../shortcodes/eleventy/verdict-playground.cjs'), plugin);
  const dir = site('eleventy');
  writeFileSync(`${dir}/liquid.md`, `---\ntitle: A post\n---\nWho wins?\n\n{% verdictPlayground "${ASKED.game}", "${ASKED.input}", "dealer=E&step=3&theme=dark&view=bidding&heights=${WRITTEN}&title=${encodeURIComponent(ASKED.title)}" %}\n\n<p class="raw">Raw HTML in the Markdown.</p>\n`);
  writeFileSync(`${dir}/nunjucks.njk`, `{% verdictPlayground game="${ASKED.game}", input="${ASKED.input}", dealer="E", step="3", theme="dark", view="bidding", heights="${WRITTEN}", title="${ASKED.title}" %}\n`);
  const eleventy = new Eleventy(dir, `${dir}/_site`, { quietMode: true, config: (config) => config.addPlugin(plugin, { base: `${b.base}/` }) });
  await eleventy.write();
  const liquid = readFileSync(`${dir}/_site/liquid/index.html`, 'utf8');
  assert.match(liquid, /<p class="raw">Raw HTML in the Markdown.<\/p>/);
  await check(liquid, 'eleventy-liquid');
  await check(readFileSync(`${dir}/_site/nunjucks/index.html`, 'utf8'), 'eleventy-nunjucks');
});
