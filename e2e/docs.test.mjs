// Every file a document cites exists (issue 35, "Documents that stay true"), in Node alone: in
// README.md, ARCHITECTURE.md and docs/*.md, every relative Markdown link, every backticked
// repository path and every path written out in the prose (`docs/RULES.md, "Lessons"`); and in
// the page's modules (www/*.js), every test file or document a comment cites. A document that
// names a moved or deleted file fails here, with the document, the line and the path.
//
// What is not a path is skipped by its form, not by a list: anything with a character no
// repository path here has (spaces, `?`, `#`, `=`, `*`, `<`, `:`), URLs and fragments, paths
// with a placeholder in capitals (`pkg/games/NAME/`, `crates/NAME/tests/it/`), paths relative to
// a module rather than to the repository (`../pkg/`), and what the build writes (a path under a
// folder that .gitignore names: `pkg/`, `www/min/`, `dist/`, `target/`, `shots/`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file extensions a bare backticked word must end with to be read as a file's name. */
const EXTENSIONS = ['rs', 'mjs', 'js', 'json', 'toml', 'md', 'tsv', 'ts', 'html', 'css', 'sh', 'png', 'txt', 'lock'];
/** The repository's top-level folders: a path written in prose starts with one of them. */
const TOP = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules' && e.name !== 'target')
  .map((e) => e.name);

/** What the build writes: the folders .gitignore names (their contents are never committed). */
const GENERATED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.replace(/^\//, '').replace(/\/$/, ''));
const generated = (path) => GENERATED.some((g) => path === g || path.startsWith(`${g}/`));

/** Every file and folder of the repository (outside what is generated), as paths from the root. */
function repositoryPaths() {
  const paths = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || generated(path)) continue;
      if (entry.isDirectory()) {
        paths.push(`${path}/`);
        walk(path);
      } else paths.push(path);
    }
  };
  walk('');
  return paths;
}
const PATHS = repositoryPaths();
const NAMES = new Set(PATHS.filter((p) => !p.endsWith('/')).map((p) => p.split('/').pop()));

const DOCUMENTS = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** A path that is a placeholder, a glob, an example or a module-relative path: not checked. */
function notAPath(path) {
  if (!/^[A-Za-z0-9_.\-/]+$/.test(path)) return true; // spaces, ?, #, =, *, <, :, quotes…
  if (path.startsWith('./') || path.startsWith('../') || path.startsWith('/')) return true;
  if (!/[A-Za-z]/.test(path)) return true; // `1/1024`, `3/4`
  const parts = path.split('/').filter(Boolean);
  // A segment, or a file name's stem, in capitals is a placeholder: `NAME`, `TITLE.lesson.json`
  // (README.md's stem is a file's real name: a placeholder has a lower-case extension after it
  // and no such file exists, so the stem alone decides only where the file is missing).
  if (parts.some((p) => /^[A-Z][A-Z0-9_]+$/.test(p))) return true;
  const last = parts[parts.length - 1];
  if (/^[A-Z][A-Z0-9_]+\./.test(last) && !NAMES.has(last)) return true;
  return false;
}

const hasExtension = (path) => EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));

/** The problems of one path `path` cited in `doc`; `how` is "link", "code" or "prose". */
function check(doc, path, how) {
  if (how === 'link') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('#')) return null; // a URL or an anchor
    const file = decodeURIComponent(path.split('#')[0]);
    if (!file) return null;
    const fromDoc = posix.normalize(posix.join(posix.dirname(doc), file));
    return existsSync(join(ROOT, fromDoc)) ? null : `link to ${path} (${fromDoc} does not exist)`;
  }
  const clean = path.replace(/[.,;:)]+$/, (m) => (hasExtension(path) ? '' : m));
  if (notAPath(clean)) return null;
  if (!clean.includes('/')) {
    // A bare file name, `frames.js`: some file of the repository has it.
    if (!hasExtension(clean) || how === 'prose') return null;
    return NAMES.has(clean) ? null : `\`${clean}\`: no file of that name in the repository`;
  }
  const rooted = TOP.includes(clean.split('/')[0]);
  if (!rooted && !hasExtension(clean) && !clean.endsWith('/')) {
    return null; // `N/A`, `W/L`: a slash between words, not a folder of the repository
  }
  const file = clean.replace(/\/$/, '');
  if (generated(file)) return null;
  if (existsSync(join(ROOT, file))) return null;
  // A path written relative to the document's own folder (`EMBEDDING.md` beside it).
  if (existsSync(join(ROOT, dirname(doc), file))) return null;
  if (!rooted) {
    // A partial path (`hugo/layouts/shortcodes/`, `min/frames.js` below `www/`): some path of
    // the repository ends so, or it lies in what the build writes.
    if (PATHS.some((p) => p.endsWith(`/${clean}`))) return null;
    // (Below a folder of the repository that holds some output, such as www/min/; not below
    // a folder that is all output, such as pkg/ or shots/, where any name would pass.)
    if (TOP.some((top) => !generated(top) && generated(`${top}/${file}`))) return null;
  }
  return `${how === 'code' ? `\`${clean}\`` : clean}: no such file or folder`;
}

const HISTORY_START = '<!-- paths as they were -->';
const HISTORY_END = '<!-- end of paths as they were -->';

/** The citations of a Markdown text: [line, path, how] for links, code spans and prose paths. */
function citations(text) {
  const found = [];
  let fenced = false;
  let history = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    // A record of the past (the mutation runs of docs/TESTING.md) names files where they were
    // then; it says so between these two comments, and its paths are not checked.
    if (line.includes(HISTORY_START)) history = true;
    if (line.includes(HISTORY_END)) history = false;
    if (fenced || history) return;
    for (const m of line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push([i + 1, m[1], 'link']);
    const spans = [...line.matchAll(/(`+)([^`]+?)\1/g)];
    for (const m of spans) found.push([i + 1, m[2].trim(), 'code']);
    // Prose: what is left once code spans and links are taken out.
    const prose = line.replace(/(`+)([^`]+?)\1/g, ' ').replace(/\]\([^)]*\)/g, '] ');
    const folders = TOP.join('|');
    for (const m of prose.matchAll(new RegExp(`(?<![\\w./-])((?:${folders})/[\\w./-]*[\\w/])`, 'g'))) {
      found.push([i + 1, m[1], 'prose']);
    }
  });
  return found;
}

for (const doc of DOCUMENTS) {
  test(`every file ${doc} cites exists`, () => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const problems = citations(text)
      .map(([line, path, how]) => [line, check(doc, path, how)])
      .filter(([, problem]) => problem)
      .map(([line, problem]) => `${doc}:${line}: ${problem}`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });
}

test("every test file, document and source file the page's modules cite exists", () => {
  const problems = [];
  const folders = TOP.join('|');
  // Every room of www/ (docs/WWW.md) but the built bundles of min/.
  for (const file of readdirSync(join(ROOT, 'www'), { recursive: true }).filter((f) => f.endsWith('.js') && !f.startsWith('min/'))) {
    const lines = readFileSync(join(ROOT, 'www', file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const cited = [
        ...line.matchAll(new RegExp(`(?<![\\w./-])((?:${folders})/[\\w./-]*[\\w/])`, 'g')),
        ...line.matchAll(/(?<![\w./-])(ARCHITECTURE\.md|README\.md)/g),
      ];
      for (const m of cited) {
        const problem = check(`www/${file}`, m[1], 'prose');
        if (problem) problems.push(`www/${file}:${i + 1}: ${problem}`);
      }
    });
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

/** The sections of a Markdown file: its headings and its paragraphs' bold leads (`**Play.**`). */
function sectionsOf(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const names = new Set();
  for (const m of text.matchAll(/^#+\s+(.+)$/gm)) names.add(m[1].replace(/`/g, '').trim());
  for (const m of text.matchAll(/\*\*([^*]+?)\*\*/g)) names.add(m[1].replace(/\.$/, '').trim());
  return names;
}

/**
 * The sections `text` (a document, or a source file's comments) cites as `DOC, "Section"` (also
 * `DOC's "Section"`, `[DOC](…), "Section"`), each with its line: [line, document, section].
 * A citation may run over a line break, inside a comment too.
 */
function sectionCitations(text) {
  const lines = text.split('\n');
  let joined = '';
  const starts = [];
  for (const line of lines) {
    starts.push(joined.length);
    joined += `${line.replace(/^\s*(?:\/\/[!/]?|\*|\/\*\*?)\s?/, '')} `;
  }
  const found = [];
  const doc = '(?:docs\\/)?[A-Z][A-Z-]*\\.md';
  const pattern = new RegExp(`(?:(?<![\\w./-])(${doc})(?:\\]\\([^)]*\\))?|\\]\\(((?:\\.\\./)?${doc})\\))(?:'s)?,?\\s+"([^"]+)"`, 'g');
  for (const m of joined.matchAll(pattern)) {
    const line = starts.findLastIndex((start) => start <= m.index) + 1;
    found.push([line, m[1] ?? m[2], m[3].replace(/\s+/g, ' ').replace(/[.,]$/, '')]);
  }
  return found;
}

/** Where `doc` (cited from `from`) is: from the repository's root, or beside `from`. */
function documentOf(from, doc) {
  if (existsSync(join(ROOT, doc))) return doc;
  const beside = posix.join(posix.dirname(from), doc);
  return existsSync(join(ROOT, beside)) ? beside : null;
}

test('every section a document or a page module cites is a heading or a paragraph of its document', () => {
  const files = [...DOCUMENTS, ...readdirSync(join(ROOT, 'www')).filter((f) => f.endsWith('.js')).map((f) => `www/${f}`)];
  const problems = [];
  for (const file of files) {
    for (const [line, doc, section] of sectionCitations(readFileSync(join(ROOT, file), 'utf8'))) {
      const target = documentOf(file, doc);
      if (!target) problems.push(`${file}:${line}: ${doc} does not exist`);
      else if (!sectionsOf(target).has(section)) problems.push(`${file}:${line}: ${target} has no section "${section}"`);
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

// The checker itself: it must catch a wrong path and pass over what is not one.
test('the checker tells a wrong path from what is not a path', () => {
  const wrong = [
    ['README.md', 'docs/RULE.md', 'link'],
    ['docs/TESTING.md', 'EMBEDING.md', 'link'],
    ['README.md', 'e2e/words.test.mjs', 'code'],
    ['README.md', 'crates/ticket/src/nothing.rs', 'code'],
    ['README.md', 'nothing-of-that-name.mjs', 'code'],
    ['README.md', 'e2e/words.test.mjs', 'prose'],
    ['README.md', 'crates/tickets/', 'code'],
    ['README.md', 'ticket/mod.rs', 'code'],
    ['README.md', 'mod.rs', 'code'],
  ];
  for (const [doc, path, how] of wrong) assert.ok(check(doc, path, how), `${path} (${how}) passed`);
  const fine = [
    ['README.md', 'docs/RULES.md', 'link'],
    ['docs/TESTING.md', 'EMBEDDING.md', 'link'],
    ['README.md', 'https://example.com/x.md', 'link'],
    ['README.md', '#the-page', 'link'],
    ['README.md', 'docs/RULES.md#nim', 'link'],
    ['README.md', 'e2e/docs.test.mjs', 'code'],
    ['README.md', 'crates/ticket/', 'code'],
    ['README.md', 'frames.js', 'code'],
    ['README.md', 'pkg/games/NAME/', 'code'],
    ['README.md', 'crates/NAME/tests/data/vectors.tsv', 'code'],
    ['README.md', 'www/lessons/*.lesson.json', 'code'],
    ['README.md', '#ticket=?054??0?', 'code'],
    ['README.md', '3 _ 5 1 4 2', 'code'],
    ['README.md', 'verdict moves <game>', 'code'],
    ['README.md', '../pkg/', 'code'],
    ['README.md', 'pkg/verdict_playground_bg.wasm', 'code'],
    ['README.md', 'www/min/frames.js', 'code'],
    ['README.md', 'dist/verdict-playground.html', 'code'],
    ['README.md', 'W/L', 'code'],
    ['README.md', '1/1024', 'code'],
    ['README.md', 'TITLE.lesson.json', 'code'],
    ['README.md', 'README.md', 'code'],
    ['docs/EMBEDDING.md', 'layouts/shortcodes/', 'code'],
    ['docs/RULES.md', 'min/frames.js', 'code'],
    ['README.md', 'ticket/src/lib.rs', 'code'],
  ];
  for (const [doc, path, how] of fine) assert.equal(check(doc, path, how), null, `${path} (${how})`);
  assert.deepEqual(sectionCitations('// as docs/RULES.md, "Positions in the\n// middle of a game", says; [x](RULES.md), "Nim"; README\'s "More".'), [
    [1, 'docs/RULES.md', 'Positions in the middle of a game'],
    [2, 'RULES.md', 'Nim'],
  ]);
  assert.ok(sectionsOf('docs/RULES.md').has('Nim') && !sectionsOf('docs/RULES.md').has('Nim rules'));
  assert.ok(sectionsOf('docs/PAGE.md').has('Huge inputs'), 'a bold lead is a section');
  const cited = citations(
    'See [the rules](docs/RULES.md) and `e2e/nim.test.mjs`; docs/TESTING.md, "Fuzzing".\n```\nnot/a/citation.rs\n```\n' +
      `${HISTORY_START}\n\`src/games/ticket/mod.rs\`\n${HISTORY_END}\n`,
  );
  assert.deepEqual(
    cited.map(([, path, how]) => `${how} ${path}`),
    ['link docs/RULES.md', 'code e2e/nim.test.mjs', 'prose docs/TESTING.md'],
  );
});
