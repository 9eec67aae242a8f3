// `make dist`: writes dist/verdict-playground.html, the whole playground in one file that works
// when opened from disk (file://) with no server and no network.
//
// No bundler: each ES module of the page is kept as written and turned into a blob: URL at load
// time, its relative imports rewritten to the blob URLs of the modules they name. Chromium
// refuses *module* workers from blob: URLs on file:// pages (classic ones work), so the worker
// is made a classic script: the wasm-bindgen glue with its module syntax removed, then
// worker.js with that glue as its core (in place of its loading of a module). It gets the wasm
// bytes (base64) instead of fetching them. The page needs only the module with every game.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, posix } from 'node:path';
import { loadConfig } from './wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(root + path, 'utf8');

/**
 * Every module the page's entry reaches, by its imports, leaves first: each appears after the
 * modules it imports (the loader links a module to the blob URLs of those before it).
 */
function modulesFrom(entry) {
  const order = [];
  const state = new Map(); // specifier → 'visiting' | 'done'
  // Modules imported with import('./x.js') (a lesson step's panel, the lesson's embed code): each
  // is carried too, after the rest, and found at run time by its name (the loader's `link`), so
  // a dynamic import may point back at a module that imports it (e2e/imports.test.mjs holds that
  // www/ has no such circle today).
  const later = [];
  const visit = (specifier) => {
    if (state.get(specifier) === 'done') return;
    if (state.get(specifier) === 'visiting') throw new Error(`dist: ${specifier} imports itself through others`);
    state.set(specifier, 'visiting');
    // Each import is written from www/ (`./shared/render.js`, whichever room imports it: docs/WWW.md),
    // the one name the loader knows a module by.
    const fromWww = (imported) => `./${posix.join(posix.dirname(specifier), imported)}`;
    const code = read(`www/${specifier.slice(2)}`)
      .replace(/\b((?:from|import)\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (whole, keyword, quote, imported) => keyword + quote + fromWww(imported) + quote)
      .replace(/\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (whole, quote, imported) => `import(${quote}${fromWww(imported)}${quote})`);
    for (const [, imported] of code.matchAll(/\b(?:from|import)\s*['"](\.\/[^'"]+)['"]/g)) visit(imported);
    for (const [, , imported] of code.matchAll(/\bimport\((['"])(\.\/[^'"]+)\1\)/g)) later.push(imported);
    state.set(specifier, 'done');
    order.push([specifier, code]);
  };
  visit(entry);
  while (later.length) {
    const specifier = later.shift();
    if (!state.has(specifier)) visit(specifier);
  }
  return order;
}
const modules = modulesFrom('./app.js');
/** Replaces `pattern` in `text`, insisting on exactly `expected` matches (a changed glue fails loudly). */
function replaceExactly(text, pattern, replacement, expected, what) {
  const found = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'))?.length ?? 0;
  if (found !== expected) throw new Error(`dist: expected ${expected} × ${what}, found ${found}`);
  return text.replace(pattern, replacement);
}

const out = `${loadConfig()['out-dir']}/`;
let glue = read(`${out}verdict_playground.js`);
// The module's functions, which the worker gets as its loaded core.
const exported = [...glue.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
glue = replaceExactly(glue, /^export (?=(class|function|const|let|async function) )/gm, '', glue.match(/^export (class|function|const|let|async function) /gm)?.length ?? 0, 'export declarations');
glue = replaceExactly(glue, /^export \{ initSync, __wbg_init as default \};$/m, '', 1, 'the export list');
// A dev build's glue also exports the wasm instance (wasm-bindgen's debug aid): nothing uses it.
glue = glue.replace(/^export \{ wasm as __wasm \};?$/m, '');
glue = replaceExactly(glue, /import\.meta\.url/g, 'self.location.href', 1, 'import.meta.url');
if (/^\s*(import|export)\b/m.test(glue)) throw new Error('dist: module syntax left in the glue');
let workerSource = read('www/core/worker.js');
workerSource = replaceExactly(workerSource, /^\/\/ <load-core>$[\s\S]*?^\/\/ <\/load-core>$/m,
  // The one module it carries has every game and every export: every request goes to it.
  `const compactGame = null;
const loadModule = async () => {
  const module = { default: __wbg_init, ${exported.join(', ')} };
  await module.default({ module_or_path: globalThis.VERDICT_PLAYGROUND_WASM });
  return module;
};
const moduleDir = () => '';
const loadGameList = async () => (await moduleAt('')).games();`, 1, "worker.js's loading of the core");
// One classic script: a name the worker declares at its top level that the glue declares too
// would silently take the glue's place (a function declared twice is the later one).
const topLevel = (code) => new Set([...code.matchAll(/^(?:async )?(?:function\*?|const|let|var|class) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]));
const clashes = [...topLevel(workerSource)].filter((name) => topLevel(glue).has(name));
if (clashes.length) throw new Error(`dist: worker.js declares what the core's glue declares: ${clashes.join(', ')}`);
const worker = `${glue}\n${workerSource}`;
const wasm = readFileSync(`${root}${out}verdict_playground_bg.wasm`).toString('base64');

// Runs in the page. Kept small and free of the sources it carries.
function loader(modules, worker, wasm, catalogues) {
  const urls = {};
  // A dynamic import is looked up when it runs: the module it names may come later in the list.
  globalThis.VERDICT_PLAYGROUND_MODULES = urls;
  const link = (code) => code.replace(/((?:from|import)\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (whole, keyword, quote, specifier) => (specifier in urls ? keyword + quote + urls[specifier] + quote : whole))
    .replace(/\bimport\((['"])(\.\/[^'"]+)\1\)/g, (whole, quote, specifier) => `import(globalThis.VERDICT_PLAYGROUND_MODULES[${quote}${specifier}${quote}])`);
  const blob = (code) => URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  for (const [specifier, code] of modules) urls[specifier] = blob(link(code));
  globalThis.VERDICT_PLAYGROUND_CATALOGUES = catalogues;
  const wasmLine = `globalThis.VERDICT_PLAYGROUND_WASM = Uint8Array.from(atob(${JSON.stringify(wasm)}), (c) => c.charCodeAt(0));\n`;
  globalThis.VERDICT_PLAYGROUND_WORKER = blob(wasmLine + worker);
  return import(urls['./app.js']);
}

/** JSON that is safe inside a <script> element. */
const inline = (value) => JSON.stringify(value).replaceAll('</', '<\\/').replaceAll('<!--', '<\\!--');

// Every language's catalogue (www/lang/*.ftl), which the page fetches when shown: the offline file fetches nothing.
const catalogues = Object.fromEntries(readdirSync(`${root}www/lang`).sort().filter((name) => name.endsWith('.ftl')).map((name) => [name.slice(0, -4), read(`www/lang/${name}`)]));
const scriptText = `\n(${loader.toString()})(${inline(modules)}, ${inline(worker)}, ${inline(wasm)}, ${inline(catalogues)});\n`;
const script = `<script type="module">${scriptText}</script>`;
// Where the playground is published, if it is (make dist PUBLIC_URL=https://host/path/): links
// and embed snippets from the offline file then point there instead of at a local file.
const address = process.env.PUBLIC_URL?.trim();
if (address && !/^https?:\/\/[^\s"<>]+\/$/.test(address)) throw new Error(`dist: PUBLIC_URL must be an http(s) address ending in /, not ${address}`);
const addressMeta = address ? `\n  <meta name="verdict-playground-address" content="${address}">` : '';
// The offline file's policy: its one inline script and its one inline style by their hashes,
// the modules and the worker it makes as blobs, nothing fetched from anywhere.
const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// The stylesheets, in the page's order, as one style element (its one hash in the policy).
const styleText = `\n${read('www/style.css')}\n${read('www/lessons/lessons.css')}\n${read('www/page.css')}`;
const policy = `default-src 'none'; script-src ${hash(scriptText)} blob: 'wasm-unsafe-eval'; worker-src blob:; `
  + `style-src ${hash(styleText)}; img-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'; object-src 'none'`;
const html = read('www/index.html')
  .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, () => `<meta http-equiv="Content-Security-Policy" content="${policy}">`)
  .replace(/<meta name="viewport"[^>]*>/, (tag) => tag + addressMeta)
  .replace(/<link rel="stylesheet" href="\.\/style\.css">\s*<link rel="stylesheet" href="\.\/lessons\/lessons\.css">\s*<link rel="stylesheet" href="\.\/page\.css">/, () => `<style>${styleText}</style>`)
  .replace(/<script type="module" src="\.\/app\.js"><\/script>/, () => script);
if (html.includes('src="./') || html.includes('href="./')) throw new Error('dist: a relative asset was left in the page');
// DIST_OUT writes elsewhere (the tests build a second file with an address).
const file = process.env.DIST_OUT || root + 'dist/verdict-playground.html';
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, html);
console.log(`${file}: ${(html.length / 1024).toFixed(0)} KiB`);
