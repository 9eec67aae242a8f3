// The embeds' bundles (docs/EMBEDDING.md, "Load what is shown"): a blog's reader downloads the
// few files an embed needs, minified, instead of the page's thirty ES modules. esbuild (MIT)
// bundles the entries into www/min/: the iframe's shell (www/embed.js) and the one part it loads,
// the playground's or a lesson's; the web component (www/verdict-playground.js); each panel set
// the reader opens later (lazy.js) in a file of its own, loaded on first opening; the worker,
// the styles and the core's glue minified beside them, each glue beside a copy of its wasm.
// Every file but the four that pages and blogs name by address is named by its content
// (docs/EMBEDDING.md, "Cache for good"). The page itself keeps its ES modules. Built by make
// (serve, test, dist) and by the browser tests' launch (e2e/browser.mjs), never committed
// (.gitignore).
//   node scripts/bundle.mjs          builds, quietly
//   node scripts/bundle.mjs --sizes  builds and prints each file's bytes and gzip -9 bytes
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { HASHED_NAME } from './serve.mjs';
import { loadConfig } from './wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the bundles go: a folder of www/, so that they are served and published with it. */
export const OUT = 'www/min';
/** Files built into OUT under their own name: a reference to one stays `./NAME`. */
const BUILT = new Set(['worker.js', 'style.css', 'lessons.css']);

/**
 * The sources resolve their assets from `import.meta.url` (`new URL('./index.html',
 * import.meta.url)`, `../pkg/`): bundled into OUT, each such reference is resolved from its
 * module's own folder (www/ or a room of it, docs/WWW.md) and written again from OUT, unless it
 * names a file built into OUT itself. Every `import.meta.url` of a bundled source must be one of
 * the forms handled, or the build fails.
 */
function relocate(code, path) {
  const from = dirname(resolve(root, path));
  const out = `${root}${OUT}`;
  const fromOut = (target, slash) => {
    const rel = relative(out, target) + (slash ? '/' : '');
    return rel.startsWith('../') ? rel : `./${rel}`;
  };
  let moved = code.replace(/new URL\((['"])(\.{1,2}\/[^'"]*)\1, import\.meta\.url\)/g, (whole, quote, name) => {
    const target = resolve(from, name);
    const built = BUILT.has(basename(target)) ? `./${basename(target)}` : fromOut(target, name.endsWith('/'));
    return `new URL(${quote}${built}${quote}, import.meta.url)`;
  });
  // The core's glue is loaded from its minified copy beside the bundles (below), its wasm and
  // the list of games from pkg/.
  const pkg = relative(from, `${root}pkg`);
  const escaped = pkg.replace(/[.]/g, '\\.');
  moved = moved.replace(new RegExp(`(['"\`])${escaped}\\/([^'"\`]*\\.(?:wasm|json))\\1`, 'g'), '$1../../pkg/$2$1');
  moved = moved.replace(new RegExp(`(['"\`])${escaped}\\/(?![^'"\`]*\\.(?:wasm|json))`, 'g'), '$1./pkg/');
  const left = moved.replace(/new URL\((['"`])\.{1,2}\/[^'"`]+\1, import\.meta\.url\)/g, '').replace(/new URL\(import\.meta\.url\)/g, '');
  if (left.includes('import.meta.url')) throw new Error(`bundle: ${path} uses import.meta.url in a form scripts/bundle.mjs does not move`);
  return moved;
}

const relocating = {
  name: 'relocate',
  setup(build) {
    build.onLoad({ filter: /[\\/]www[\\/].*\.js$/ }, (args) => ({ contents: relocate(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

/**
 * The panel sets a view loads later (lazy.js) and the panels a lesson's step loads when it is
 * shown (lesson-activities.js, `later`: a step's activity with its panel, lesson-watch.js with
 * watch.js, lesson-tree.js with tree.js, or the practice panel alone): files of their own,
 * imported as they are. Each is whole
 * (no chunk shared between them: a shared chunk is one more request), so a panel's code is
 * downloaded again in each that has it, after what the reader sees first.
 */
const LESSON_PANELS = ['www/lessons/lesson-watch.js', 'www/lessons/lesson-play.js', 'www/lessons/lesson-tree.js', 'www/lessons/lesson-rule.js', 'www/lessons/lesson-table.js', 'www/panels/practice.js'];
/**
 * The iframe's two parts, of which its shell (embed.js) loads one: the playground's and the
 * lesson player's (which the component loads too). Each is whole, like a panel: no frame loads
 * both, and what they have in common (the solver, the controller, the board) in a chunk of its
 * own would be one more request and 2 KB more (files compress apart) for each.
 */
const PARTS = ['www/embed/embed-playground.js', 'www/lessons/lesson-embed.js'];
/** The catalogues' reader (www/shared/ftl.js), loaded with a catalogue other than English (read below, `englishRead`). */
const SYNTAX = ['www/shared/ftl.js'];
/** Every game's own English (www/shared/game-words.js), loaded only where the games came without theirs (www/core/games.js). */
const GAME_WORDS = ['www/shared/game-words.js'];
const PANELS = ['www/panels/full-panels.js', 'www/panels/more-panels.js', ...LESSON_PANELS, ...PARTS, ...SYNTAX, ...GAME_WORDS];
/** An entry's file in OUT is named as its source, whichever room of www/ that lies in (docs/WWW.md). */
const nameOf = (entry) => basename(entry, '.js');
/** A specifier of a module apart, from any folder of www/; in OUT it is the file beside. */
const apart = new RegExp(`^\\.{1,2}/(?:[\\w-]+/)*(${PANELS.map(nameOf).join('|')})\\.js$`);
const panelsApart = {
  name: 'panels-apart',
  setup(build) {
    build.onResolve({ filter: apart }, (args) => (args.kind === 'dynamic-import' ? { path: `./${args.path.match(apart)[1]}.js`, external: true } : undefined));
  },
};

/** A content hash for a file's name: ten hex digits of SHA-256 (serve.mjs's HASHED_NAME). */
const digest = (...contents) => {
  const hash = createHash('sha256');
  for (const content of contents) hash.update(content);
  return hash.digest('hex').slice(0, 10);
};
/** `name.ext` → `name-HASH.ext`, a name the server lets a reader keep for good (serve.mjs). */
function hashedName(name, hash) {
  const hashed = name.replace(/(\.[a-z]+)$/, `-${hash}$1`);
  if (!HASHED_NAME.test(hashed)) throw new Error(`bundle: ${hashed} is not a name scripts/serve.mjs knows as hashed`);
  return hashed;
}

/**
 * The page's words (www/shared/i18n.js) are one module a document: its language and catalogues are
 * state that every part reads. Each entry carries it, and it leaves its exports on `globalThis`;
 * a panel set opened later reads them there, rather than a copy of its own that would speak
 * English whatever the entry chose, and weigh its 5 KB again. The names are the module's own
 * exports, and the build fails if the module leaves one out.
 */
const words = await import('../www/shared/i18n.js');
const WORDS = Object.keys(words);
const missing = WORDS.filter((name) => !(name in globalThis.VERDICT_PLAYGROUND_I18N));
if (missing.length) throw new Error(`bundle: www/shared/i18n.js leaves ${missing.join(', ')} out of VERDICT_PLAYGROUND_I18N`);
const sharedWords = {
  name: 'shared-words',
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\/(?:[\w-]+\/)*i18n\.js$/ }, () => ({ path: 'i18n', namespace: 'shared-words' }));
    build.onLoad({ filter: /.*/, namespace: 'shared-words' }, () => ({
      contents: `export const { ${WORDS.join(', ')} } = globalThis.VERDICT_PLAYGROUND_I18N;`, loader: 'js',
    }));
  },
};

/**
 * English's catalogue read at build time: www/lang/en.js (and en-panels.js, the panels' words,
 * which their bundles carry: www/panels/panel-words.js; en-lessons.js, the lessons', which the lesson's
 * part carries: www/lessons/lesson-words.js; en-games.js, each game's own sentences, which each
 * game's glue carries, or www/shared/game-words.js all of them) is Fluent's text, which i18n.js reads with
 * ftl.js when it runs from the sources; in a bundle it is the entries read (an array of [id,
 * pattern]), so that a reader in English downloads no parser (1 KB gzipped less in every embed).
 */
const { parse: readCatalogue } = await import('../www/shared/ftl.js');
const ENGLISH_TEXT = {
  en: (await import('../www/lang/en.js')).default,
  'en-panels': (await import('../www/lang/en-panels.js')).default,
  'en-lessons': (await import('../www/lang/en-lessons.js')).default,
  'en-games': (await import('../www/lang/en-games.js')).default,
};
/** Every game's own English sentences, read, for each game's glue to carry its own (glues, below). */
const GAME_ENGLISH = [...readCatalogue(ENGLISH_TEXT['en-games'])];
const englishRead = {
  name: 'english-read',
  setup(build) {
    build.onLoad({ filter: /[\\/]www[\\/]lang[\\/]en(-panels|-lessons|-games)?\.js$/ }, (args) => ({
      contents: `export default ${JSON.stringify([...readCatalogue(ENGLISH_TEXT[args.path.match(/(en(?:-panels|-lessons|-games)?)\.js$/)[1]])])};`, loader: 'js',
    }));
  },
};

/**
 * Game `game`'s own English sentences (www/lang/en-games.js, its `GAME-…` messages), read: the
 * worker hands them to the page with the game's About (www/core/games.js), so that an embed
 * carries its own game's and no other's. `compactOnly`: for the game's own module, a compact
 * embed's, which shows no examples, no Random and no settings' menus, so their words stay out of
 * its glue; and which shows its rules only when its Rules are opened, and its Why (`GAME-why-…`)
 * only when "Why, and the tables" is, and a lesson neither: their sentences (`later`) are a file
 * beside the glue (named by its content), which the page imports when either is first shown
 * (www/core/games.js, moreEnglish), not in the glue it waits for before its first verdict
 * (`first`). e2e/budget.test.mjs counts `first` with the game's module: they are the module's
 * sentences, which its wasm sent as English text before (docs/EMBEDDING.md, "Load what is shown").
 * The sentences every described game shares (`described-…`, crates/model/src/described.rs) go
 * with the modules that can send them: those whose `wasm` holds their id (the linker keeps a
 * descriptor's code, and its ids, only in the modules of the games it describes).
 */
export function gameEnglish(game, compactOnly, wasm) {
  // The model's shared sentences (a described game's, its input errors') go with the modules whose
  // wasm names them.
  const mine = ([id]) => id.startsWith(`${game}-`) || (/^(described|input)-/.test(id) && wasm.includes(id));
  const own = GAME_ENGLISH.filter((entry) => mine(entry) && !(compactOnly && (entry[0].startsWith(`${game}-example-`) || entry[0] === `${game}-random` || entry[0].startsWith(`${game}-setting-`))));
  // The rules', the Why's and Practise's words: a compact embed shows them when opened
  // (about.js, explanation.js, practice.js), after loading them (games.js, moreEnglish). Not
  // the tables': a post prints its line's table (print.js), and printing cannot wait for a file.
  const later = compactOnly ? own.filter(([id]) => ['rule', 'why', 'exercise', 'grade'].some((part) => id.startsWith(`${game}-${part}-`))) : [];
  return { first: own.filter((entry) => !later.includes(entry)), later };
}

/**
 * The core's wasm-bindgen glue of each module the worker loads (pkg/games/NAME/,
 * pkg/panels/NAME/; never the module with every game, pkg/, which make wasm does not build),
 * minified into OUT/pkg/ under the same folders, each beside a copy of its wasm; both named by
 * their content (verdict_playground-HASH.js, verdict_playground_bg-HASH.wasm), so that a host may
 * let a reader keep them for good (`Cache-Control: immutable`). Returns the worker's table of
 * them, by folder: `{ 'games/ticket/': { glue, wasm } }`, and the files to write.
 */
async function glues(common) {
  const pkg = `${root}${loadConfig()['out-dir']}/`;
  const dirs = ['games', 'panels'].flatMap((kind) => (existsSync(`${pkg}${kind}`) ? readdirSync(`${pkg}${kind}`) : [])
    .map((name) => `${kind}/${name}/`).filter((dir) => existsSync(`${pkg}${dir}verdict_playground.js`)));
  if (!dirs.length) throw new Error('bundle: build the wasm first (make wasm)');
  const files = [];
  const built = await Promise.all(dirs.map(async (dir) => {
    const wasm = readFileSync(`${pkg}${dir}verdict_playground_bg.wasm`);
    const wasmName = hashedName('verdict_playground_bg.wasm', digest(wasm));
    const code = readFileSync(`${pkg}${dir}verdict_playground.js`, 'utf8');
    let pointed = code.replace("new URL('verdict_playground_bg.wasm', import.meta.url)", `new URL('${wasmName}', import.meta.url)`);
    if (pointed === code) throw new Error(`bundle: the glue in pkg/${dir} no longer finds its wasm as scripts/bundle.mjs expects`);
    const { first, later } = gameEnglish(dir.split('/')[1], dir.startsWith('games/'), wasm);
    pointed += `\nexport const ENGLISH = ${JSON.stringify(first)};\n`;
    if (later.length) {
      const text = `export default ${JSON.stringify(later)};\n`;
      const name = hashedName('english.js', digest(text));
      files.push([`pkg/${dir}${name}`, text]);
      pointed += `export const ENGLISH_LATER = new URL('${name}', import.meta.url).href;\n`;
    }
    const minified = await esbuild.build({ ...common, stdin: { contents: pointed, loader: 'js' }, format: 'esm', outfile: 'glue.js' });
    const glue = minified.outputFiles[0].text;
    const glueName = hashedName('verdict_playground.js', digest(glue));
    files.push([`pkg/${dir}${glueName}`, glue], [`pkg/${dir}${wasmName}`, wasm]);
    return [dir, { glue: glueName, wasm: wasmName }];
  }));
  // In the folders' order, not the builds': the same modules give the worker the same bytes, and the same name.
  return { table: Object.fromEntries(built), files };
}

/**
 * The worker, minified, with the glue's and the wasm's names of each module (`table`) in place
 * of the names it finds them by in pkg/: a bundled worker loads the copies beside it (glues).
 */
function workerSource(table) {
  const code = relocate(readFileSync(`${root}www/core/worker.js`, 'utf8'), 'www/core/worker.js');
  const wasm = '`../../pkg/${dir}verdict_playground_bg.wasm`';
  const glue = '`./pkg/${dir}verdict_playground.js${fresh}`';
  if (!code.includes(wasm) || !code.includes(glue)) throw new Error('bundle: worker.js no longer loads its modules as scripts/bundle.mjs expects');
  // A folder the build has no module in (a fragment's word taken for a game) is asked for all
  // the same, under the source's names, and answered 404: the worker's failure, as from pkg/.
  return `const BUILT_MODULES = ${JSON.stringify(table)};\n${code
    .replace(wasm, '`./pkg/${dir}${BUILT_MODULES[dir]?.wasm ?? "verdict_playground_bg.wasm"}`')
    .replace(glue, '`./pkg/${dir}${BUILT_MODULES[dir]?.glue ?? "verdict_playground.js"}${fresh}`')}`;
}

/**
 * The files a stable name points at (the iframe's page and a blog's snippet reference these, and
 * they are revalidated: `no-cache` with an ETag); every other built file is named by its content.
 */
const STABLE = new Set(['embed.js', 'verdict-playground.js', 'frames.js', 'style.css']);

/**
 * Names every built file but the STABLE ones by its content: `name-HASH.js`, where the hash
 * covers the file and every built file it reaches by name (so that a changed chunk renames each
 * file that leads to it, and a reader's copy kept for good is never stale), and writes each
 * reference `./name.js` in the others under its new name. `files`: Map of a path in OUT to its
 * contents (text); returns the renamed map.
 */
function nameByContent(files) {
  const top = [...files.keys()].filter((path) => !path.includes('/'));
  const refers = (code, name) => code.includes(`"./${name}"`) || code.includes(`'./${name}'`);
  const reach = (from) => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length) {
      const code = files.get(queue.shift());
      for (const name of top) if (!seen.has(name) && refers(code, name)) seen.add(name) && queue.push(name);
    }
    return [...seen].sort();
  };
  const renamed = new Map();
  for (const name of top) if (!STABLE.has(name)) renamed.set(name, hashedName(name, digest(...reach(name).map((n) => files.get(n)))));
  const out = new Map();
  for (const [path, contents] of files) {
    let moved = contents;
    for (const [from, to] of renamed) moved = moved.replace(new RegExp(`(["'])\\./${from.replace(/\./g, '\\.')}\\1`, 'g'), `$1./${to}$1`);
    out.set(renamed.get(path) ?? path, moved);
  }
  return out;
}

/**
 * Builds every bundle into OUT (emptied first); returns each written file's path (from the root)
 * and bytes. `write: false` writes nothing and returns the files instead, as a Map from their
 * path in OUT to their contents.
 */
export async function buildBundles({ write = true } = {}) {
  const common = { absWorkingDir: root, minify: true, legalComments: 'none', target: 'es2022', logLevel: 'error', write: false };
  const { table, files: glueFiles } = await glues(common);
  const outdir = `${root}${OUT}`;
  const results = await Promise.all([
    // The iframe's shell and the component: each one file with everything it shows first (a
    // chunk shared with another would be one more request for it), its part or panels apart.
    ...['www/embed.js', 'www/verdict-playground.js', ...PANELS].map((entry) => esbuild.build({
      ...common,
      entryPoints: [entry], bundle: true, format: 'esm', outfile: `${OUT}/${nameOf(entry)}.js`,
      plugins: [...(PANELS.includes(entry) ? [sharedWords] : []), englishRead, panelsApart, relocating],
    })),
    // The iframe snippet's script for the host page: a classic script (document.currentScript).
    esbuild.build({ ...common, entryPoints: ['www/frames.js'], bundle: true, format: 'iife', outfile: `${OUT}/frames.js` }),
    // The worker: no imports to bundle (it loads the core's module itself), only made smaller.
    esbuild.build({ ...common, stdin: { contents: workerSource(table), loader: 'js' }, format: 'esm', outfile: `${OUT}/worker.js` }),
    esbuild.build({ ...common, entryPoints: ['www/style.css'], outfile: `${OUT}/style.css`, bundle: false }),
    // The lesson player's, which a lesson's part adds (lesson-embed.js): named by its content.
    esbuild.build({ ...common, entryPoints: ['www/lessons/lessons.css'], outfile: `${OUT}/lessons.css`, bundle: false }),
  ]);
  const files = new Map();
  for (const result of results) for (const file of result.outputFiles) files.set(file.path.slice(outdir.length + 1), file.text);
  const named = nameByContent(files);
  for (const [path, contents] of glueFiles) named.set(path, contents);
  if (!write) return named;
  rmSync(outdir, { recursive: true, force: true });
  const written = {};
  for (const [path, contents] of named) {
    mkdirSync(dirname(`${outdir}/${path}`), { recursive: true });
    writeFileSync(`${outdir}/${path}`, contents);
    written[`${OUT}/${path}`] = Buffer.byteLength(contents);
  }
  return written;
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
