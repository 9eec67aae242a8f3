// www/ in rooms (issue 49): moves the page's modules from one flat folder into a folder per role
// (docs/WWW.md is the map) and rewrites every reference to a moved file, so that the move can be
// made again on any later tree (other branches edit www/ meanwhile) rather than by hand:
//
//   node scripts/rooms.mjs            moves (git mv) and rewrites, printing each change
//   node scripts/rooms.mjs --dry-run  prints what it would do, changes nothing
//
// What it rewrites is found by form, from the table below, not listed by hand:
// - in www/ (the modules and the pages): every relative string that names a file or folder of
//   the repository, `'./render.js'`, `import('./x.js')`, `new URL('./worker.js', import.meta.url)`,
//   `` `../pkg/${dir}` ``, `href="./style.css"`: resolved from the file's old folder, written
//   again from its new one;
// - everywhere tracked (scripts, tests, docs, comments, shortcodes, Makefile, Rust comments):
//   a path from the repository's root, `www/render.js`, `../www/render.js`;
// - in the scripts, tests and benches (.mjs): a URL the served page knows a moved module by,
//   `'/worker.js'`, `import('./board.js')` run in the page: the same file's new address.
// A Markdown record of the past (between `<!-- paths as they were -->` and its end) keeps its
// paths, as e2e/docs.test.mjs lets it.
//
// The public addresses do not move: the pages, the entries a blog or a page names
// (embed.js, verdict-playground.js, frames.js, style.css), the built-in lessons' JSON and the
// bundles of min/ (scripts/bundle.mjs names each after its source file, whatever its folder)
// stay where they are. It refuses to run on a tree where a move's target exists (run already, or
// in part), or with uncommitted changes to tracked files; it says which modules of the table are
// gone (not moved) and which at www/'s root are in no room (left there: add them and run again on
// a clean tree, `git reset --hard`, since it stages and does not commit).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The rooms of www/ and the modules each holds (file names of www/ today). What is left at the
 * root is the pages and the entries named by address: index.html, embed.html, app.js (the page's
 * one composition root), embed.js, verdict-playground.js, frames.js, style.css, page.css; lang/
 * (the catalogues) stays, and lessons/ (the built-in lessons) becomes the lessons' room.
 */
export const ROOMS = {
  // What talks to the core: its worker, each playground's handle on it, its games, the link's format.
  core: ['solver.js', 'worker.js', 'games.js', 'start.js', 'fragment.js'],
  // Drawing and words any room uses; imports nothing outside itself (and lang/).
  shared: ['render.js', 'board.js', 'stepper.js', 'words.js', 'disclosure.js', 'i18n.js', 'ftl.js'],
  // The playground: its composition (playground.js), its state (controller.js) and the components of its first screen.
  playground: ['playground.js', 'controller.js', 'input.js', 'about.js', 'input-block.js', 'result.js', 'watch.js', 'lazy.js', 'print.js'],
  // The panels beyond the first screen, composed by the two panel sets (full-panels.js, more-panels.js).
  panels: ['full-panels.js', 'more-panels.js', 'explanation.js', 'tables.js', 'values.js', 'strip.js', 'tree.js', 'rules.js',
    'outcomes.js', 'play.js', 'check.js', 'practice.js', 'present.js', 'panel-words.js'],
  // Lessons: the format, the player, the editor and each step's activity, beside the built-in lessons.
  lessons: ['lessons.js', 'lesson-activities.js', 'lesson-ask.js', 'lesson-class.js', 'lesson-editor.js', 'lesson-embed-code.js',
    'lesson-embed.js', 'lesson-format.js', 'lesson-library.js', 'lesson-play.js', 'lesson-player.js', 'lesson-progress.js',
    'lesson-results.js', 'lesson-rule.js', 'lesson-share.js', 'lesson-table.js', 'lesson-tree.js', 'lesson-worksheet.js',
    'lesson-translation.js', 'lesson-watch.js', 'lesson-words.js'],
  // Embeds: the iframe's playground part, its poster and title, the host's theme, the builder and its snippets.
  embed: ['embed-playground.js', 'poster.js', 'describe.js', 'host-theme.js', 'snippet.js', 'measure.js', 'embed-builder.js'],
  // The full page's own parts around the playground (app.js composes them).
  page: ['glossary.js', 'guess-first.js'],
};
/** What stays at www/'s root: a file there that is neither this nor in a room is reported. */
const ROOT_FILES = new Set(['index.html', 'embed.html', 'app.js', 'embed.js', 'verdict-playground.js', 'frames.js', 'style.css', 'page.css']);

const root = fileURLToPath(new URL('..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

/** Old path → new path, both from the repository's root. */
const MOVES = new Map(Object.entries(ROOMS).flatMap(([room, files]) => files.map((f) => [`www/${f}`, `www/${room}/${f}`])));
const where = (path) => MOVES.get(path) ?? path;

function refuse(why) {
  console.error(`rooms: ${why}`);
  process.exit(1);
}

const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
const trackedSet = new Set(tracked);
const done = [...MOVES].filter(([from, to]) => !trackedSet.has(from) && trackedSet.has(to));
if (done.length === MOVES.size) refuse('www/ is in rooms already (every move is made): nothing to do');
if (done.length) refuse(`some moves are made already (${done.map(([f]) => f).join(', ')}), not all: undo them first`);
// A module the table names that a later change removed is left out of the move, and said so.
const missing = [...MOVES.keys()].filter((from) => !trackedSet.has(from));
for (const from of missing) MOVES.delete(from);
const taken = [...MOVES.values()].filter((to) => existsSync(root + to));
if (taken.length) refuse(`already exists: ${taken.join(', ')}`);
if (git('status', '--porcelain', '--untracked-files=no').trim()) refuse('commit or stash the changes to tracked files first');

/** The folders of the repository (each tracked file's ancestors), and what the build makes: a relative string naming one of these is a path. */
const folders = new Set(['pkg', 'www/min']);
for (const file of tracked) for (let d = posix.dirname(file); d !== '.'; d = posix.dirname(d)) folders.add(d);
const isPath = (path) => trackedSet.has(path) || folders.has(path) || path.startsWith('pkg/') || path.startsWith('www/min/');

/** `target` written relative to the folder `dir` (`./x` or `../x`), a trailing slash kept. */
function relativeTo(dir, target, slash) {
  let rel = posix.relative(dir, target) || '.';
  if (!rel.startsWith('../') && rel !== '..') rel = `./${rel}`;
  return slash && !rel.endsWith('/') ? `${rel}/` : rel;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const movedNames = [...MOVES.keys()].map((p) => escape(p.slice('www/'.length))).join('|');
/** `www/render.js`, `../www/render.js`: a path from the root (not `min/…`, not part of a longer name). */
const fromRoot = new RegExp(`(?<![\\w.-])www/(${movedNames})(?![\\w-])`, 'g');
/** `'/worker.js'`, `'./board.js'` in a script or test: a moved module's address on the served page. */
const served = new RegExp(`(['"\`])(\\.?/)(${movedNames})(?=['"\`?#])`, 'g');
/** A relative string, or a template's relative start (up to `${`). */
const relativeString = /(['"`])(\.{1,2}\/[^'"`$\s]*)(?=\1|\$\{)/g;

const HISTORY = /<!-- paths as they were -->[\s\S]*?<!-- end of paths as they were -->/g;

/** The file's text with its references rewritten, and the changes made ([old, new] pairs). */
function rewrite(file, text) {
  const changes = [];
  const note = (before, after) => {
    if (before !== after) changes.push([before, after]);
    return after;
  };
  let out = text;
  if (file.startsWith('www/') && /\.(m?js|html)$/.test(file)) {
    const oldDir = posix.dirname(file);
    const newDir = posix.dirname(where(file));
    out = out.replace(relativeString, (whole, quote, spec) => {
      const target = posix.normalize(posix.join(oldDir, spec)).replace(/\/$/, '');
      if (!isPath(target)) return whole;
      return quote + note(spec, relativeTo(newDir, where(target), spec.endsWith('/')));
    });
  }
  if (/\.mjs$/.test(file) && !file.startsWith('www/')) {
    out = out.replace(served, (whole, quote, slash, name) => {
      // A file of that name beside the script is the script's own, not the page's.
      if (slash === './' && existsSync(root + posix.join(posix.dirname(file), name))) return whole;
      return quote + note(`${slash}${name}`, `${slash}${where(`www/${name}`).slice('www/'.length)}`);
    });
  }
  const kept = [];
  if (file.endsWith('.md')) out = out.replace(HISTORY, (past) => `\0${kept.push(past) - 1}\0`);
  out = out.replace(fromRoot, (whole, name) => note(whole, where(`www/${name}`)));
  if (kept.length) out = out.replace(/\0(\d+)\0/g, (_, i) => kept[Number(i)]);
  return { out, changes };
}

/** The tracked text files (a NUL byte marks a binary one); this script keeps its own table. */
const texts = tracked.filter((file) => file !== 'scripts/rooms.mjs' && !/\.(png|wasm|lock|pdf|ico)$/.test(file) && existsSync(root + file));
const edits = [];
for (const file of texts) {
  const text = readFileSync(root + file, 'utf8');
  if (text.includes('\0')) continue;
  const { out, changes } = rewrite(file, text);
  if (changes.length) edits.push({ file, out, changes });
}

const left = tracked.filter((f) => /^www\/[^/]+\.(js|mjs|html|css)$/.test(f) && !MOVES.has(f) && !ROOT_FILES.has(f.slice('www/'.length)));

console.log(`rooms: ${MOVES.size} moves${dryRun ? ' (dry run: nothing changed)' : ''}`);
for (const [from, to] of MOVES) console.log(`  git mv ${from} ${to}`);
let count = 0;
for (const { file, changes } of edits) {
  console.log(`${where(file)}${where(file) === file ? '' : ` (was ${file})`}: ${changes.length} reference${changes.length === 1 ? '' : 's'}`);
  const seen = new Map();
  for (const [before, after] of changes) seen.set(`${before} → ${after}`, (seen.get(`${before} → ${after}`) ?? 0) + 1);
  for (const [change, times] of seen) console.log(`    ${change}${times > 1 ? ` (×${times})` : ''}`);
  count += changes.length;
}
console.log(`rooms: ${count} references rewritten in ${edits.length} files`);
if (missing.length) console.log(`rooms: in the table but not in the tree, not moved: ${missing.join(', ')}`);
if (left.length) console.log(`rooms: left at www/'s root, in no room (add each to ROOMS or ROOT_FILES): ${left.join(', ')}`);

if (!dryRun) {
  for (const room of Object.keys(ROOMS)) mkdirSync(`${root}www/${room}`, { recursive: true });
  for (const [from, to] of MOVES) git('mv', from, to);
  for (const { file, out } of edits) writeFileSync(root + where(file), out);
  git('add', '--', ...edits.map(({ file }) => where(file)));
  console.log('rooms: done; staged. Check with: node scripts/bundle.mjs && node --test e2e/imports.test.mjs e2e/docs.test.mjs');
}
