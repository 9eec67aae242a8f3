// The embeds' bundles (docs/EMBEDDING.md, "Load what is shown"): a blog's reader downloads the
// few files an embed needs, minified, instead of the page's thirty ES modules. esbuild (MIT)
// bundles the two entries, the iframe's (www/embed.js) and the web component's
// (www/verdict-playground.js), into www/min/, each panel set the reader opens later (lazy.js) in
// a chunk of its own, loaded on first opening; the worker and the styles are minified beside
// them. The page itself keeps its ES modules. Built by make (serve, test, dist) and by the
// browser tests' launch (e2e/browser.mjs), never committed (.gitignore).
//   node scripts/bundle.mjs          builds, quietly
//   node scripts/bundle.mjs --sizes  builds and prints each file's bytes and gzip -9 bytes
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { loadConfig } from './wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the bundles go: a folder of www/, so that they are served and published with it. */
export const OUT = 'www/min';
/** Files built into OUT under their own name: a reference to one stays `./NAME`. */
const BUILT = new Set(['worker.js', 'style.css']);

/**
 * The sources resolve their assets from `import.meta.url` (`new URL('./index.html',
 * import.meta.url)`, `../pkg/`): bundled one folder deeper, in OUT, each such reference is
 * moved up a folder, unless it names a file built into OUT itself. Every `import.meta.url` of
 * a bundled source must be one of the forms handled, or the build fails.
 */
function relocate(code, path) {
  let moved = code.replace(/new URL\((['"])\.\/([^'"]+)\1, import\.meta\.url\)/g,
    (whole, quote, name) => (BUILT.has(name) ? whole : `new URL(${quote}../${name}${quote}, import.meta.url)`));
  // The core's glue is loaded from its minified copy beside the bundles (below), its wasm and
  // the list of games from pkg/.
  moved = moved.replace(/(['"`])\.\.\/pkg\/([^'"`]*\.(?:wasm|json))\1/g, '$1../../pkg/$2$1');
  moved = moved.replace(/(['"`])\.\.\/pkg\/(?![^'"`]*\.(?:wasm|json))/g, '$1./pkg/');
  const left = moved.replace(/new URL\((['"`])\.{1,2}\/[^'"`]+\1, import\.meta\.url\)/g, '').replace(/new URL\(import\.meta\.url\)/g, '');
  if (left.includes('import.meta.url')) throw new Error(`bundle: ${path} uses import.meta.url in a form scripts/bundle.mjs does not move`);
  return moved;
}

const relocating = {
  name: 'relocate',
  setup(build) {
    build.onLoad({ filter: /[\\/]www[\\/][^\\/]+\.js$/ }, (args) => ({ contents: relocate(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

/**
 * The panel sets a view loads later (lazy.js), the lesson player an embed loads only for a
 * lesson, and the panels a lesson's step loads when it is shown (lesson-activities.js, `later`):
 * files of their own, imported as they are. Each is whole (no chunk shared between them: a
 * shared chunk is one more request before a first step), so a panel's code is downloaded again
 * in each that has it, after what the reader sees first.
 */
const LESSON_PANELS = ['play', 'tree', 'rules', 'outcomes', 'practice'];
const PANELS = ['full-panels', 'more-panels', 'lesson-embed', ...LESSON_PANELS];
const apart = new RegExp(`^\\./(${PANELS.join('|')})\\.js$`);
const panelsApart = {
  name: 'panels-apart',
  setup(build) {
    build.onResolve({ filter: apart }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/**
 * The page's words (www/i18n.js) are one module a document: its language and catalogues are
 * state that every part reads. Each entry carries it, and it leaves its exports on `globalThis`;
 * a panel set opened later reads them there, rather than a copy of its own that would speak
 * English whatever the entry chose, and weigh its 5 KB again. The names are the module's own
 * exports, and the build fails if the module leaves one out.
 */
const words = await import('../www/i18n.js');
const WORDS = Object.keys(words);
const missing = WORDS.filter((name) => !(name in globalThis.VERDICT_PLAYGROUND_I18N));
if (missing.length) throw new Error(`bundle: www/i18n.js leaves ${missing.join(', ')} out of VERDICT_PLAYGROUND_I18N`);
const sharedWords = {
  name: 'shared-words',
  setup(build) {
    build.onResolve({ filter: /^\.\/i18n\.js$/ }, () => ({ path: 'i18n', namespace: 'shared-words' }));
    build.onLoad({ filter: /.*/, namespace: 'shared-words' }, () => ({
      contents: `export const { ${WORDS.join(', ')} } = globalThis.VERDICT_PLAYGROUND_I18N;`, loader: 'js',
    }));
  },
};

/**
 * The core's wasm-bindgen glue of each module (pkg/, pkg/games/NAME/, pkg/panels/NAME/), minified into
 * OUT/pkg/ under the same paths, for the worker in OUT: 6.3 KB gzipped each, 3.8 minified. The
 * glue finds its wasm beside itself; the copy points at the module where it is, in pkg/, the
 * same number of folders up from OUT/pkg/… as pkg/ is beside www/.
 */
function glues() {
  const pkg = `${root}${loadConfig()['out-dir']}/`;
  if (!existsSync(`${pkg}verdict_playground.js`)) throw new Error('bundle: build the wasm first (make wasm)');
  const dirs = ['games', 'panels'].flatMap((kind) => (existsSync(`${pkg}${kind}`) ? readdirSync(`${pkg}${kind}`) : [])
    .map((name) => `${kind}/${name}/`).filter((dir) => existsSync(`${pkg}${dir}verdict_playground.js`)));
  return ['', ...dirs].map((dir) => {
    const up = '../'.repeat(3 + dir.split('/').filter(Boolean).length);
    const code = readFileSync(`${pkg}${dir}verdict_playground.js`, 'utf8');
    const pointed = code.replace("new URL('verdict_playground_bg.wasm', import.meta.url)", `new URL('${up}pkg/${dir}verdict_playground_bg.wasm', import.meta.url)`);
    if (pointed === code) throw new Error(`bundle: the glue in pkg/${dir} no longer finds its wasm as scripts/bundle.mjs expects`);
    return { contents: pointed, outfile: `${OUT}/pkg/${dir}verdict_playground.js` };
  });
}

/** Builds every bundle into OUT (emptied first); returns esbuild's metafiles' outputs. */
export async function buildBundles() {
  const glue = glues();
  rmSync(`${root}${OUT}`, { recursive: true, force: true });
  const common = { absWorkingDir: root, minify: true, legalComments: 'none', target: 'es2022', logLevel: 'error', metafile: true };
  const results = await Promise.all([
    // Each entry is one file with everything it shows first (a chunk shared with another would
    // be one more request for it); each panel set opened later is a file of its own.
    ...['embed', 'verdict-playground', ...PANELS].map((name) => esbuild.build({
      ...common,
      entryPoints: [`www/${name}.js`], bundle: true, format: 'esm', outfile: `${OUT}/${name}.js`,
      plugins: [...(PANELS.includes(name) ? [sharedWords] : []), panelsApart, relocating],
    })),
    // The iframe snippet's script for the host page: a classic script (document.currentScript).
    esbuild.build({ ...common, entryPoints: ['www/frames.js'], bundle: true, format: 'iife', outfile: `${OUT}/frames.js` }),
    // The worker: no imports to bundle (it loads the core's module itself), only made smaller.
    esbuild.build({ ...common, entryPoints: ['www/worker.js'], format: 'esm', outfile: `${OUT}/worker.js`, plugins: [relocating], bundle: false }),
    esbuild.build({ ...common, entryPoints: ['www/style.css'], outfile: `${OUT}/style.css`, bundle: false }),
    ...glue.map(({ contents, outfile }) => esbuild.build({ ...common, stdin: { contents, loader: 'js' }, format: 'esm', outfile })),
  ]);
  return Object.assign({}, ...results.map((r) => r.metafile.outputs));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputs = await buildBundles();
  if (process.argv.includes('--sizes')) {
    let total = 0;
    for (const file of Object.keys(outputs).sort()) {
      const bytes = readFileSync(`${root}${file}`);
      const gz = gzipSync(bytes, { level: 9 }).length;
      total += gz;
      console.log(`${file.padEnd(40)}${String(bytes.length).padStart(8)} B${String(gz).padStart(8)} B gzip -9`);
    }
    console.log(`${'all'.padEnd(50)}${String(total).padStart(8)} B gzip -9`);
  }
}
