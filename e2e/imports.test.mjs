// The page's modules import one way (issue 49): no circle in the import graph of www/, static
// imports and `import()` alike, so every module can be read, tested and bundled after the modules
// it uses. Node only: the graph is read off the sources.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const www = fileURLToPath(new URL('../www/', import.meta.url));

/** The page's modules, as paths relative to www/ (the embeds' bundles in min/ are built). */
function modules(dir = www) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'min' ? [] : modules(path);
    return entry.name.endsWith('.js') ? [relative(www, path)] : [];
  });
}

/** The modules of www/ that `code` (of the module `from`) imports, statically or with import(). */
export function importsOf(code, from) {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return [...new Set(specifiers.map((specifier) => normalize(join(dirname(from), specifier))))];
}

/** A circle of `graph` (module → modules it imports) as the modules on it, or null. */
export function circleOf(graph) {
  const state = new Map();
  const path = [];
  const visit = (module) => {
    if (state.get(module) === 'done') return null;
    if (state.get(module) === 'open') return [...path.slice(path.indexOf(module)), module];
    state.set(module, 'open');
    path.push(module);
    for (const next of graph.get(module) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    state.set(module, 'done');
    return null;
  };
  for (const module of graph.keys()) {
    const circle = visit(module);
    if (circle) return circle;
  }
  return null;
}

test('the import graph of www/ has no circle', () => {
  const graph = new Map(modules().map((module) => [module, importsOf(readFileSync(join(www, module), 'utf8'), module)]));
  assert.ok(graph.size > 40, `the page's modules: ${graph.size}`);
  for (const [module, imported] of graph) {
    for (const target of imported) assert.ok(graph.has(target), `${module} imports ${target}, which is not a module of www/`);
  }
  const circle = circleOf(graph);
  assert.equal(circle, null, `modules that import each other in a circle: ${circle?.join(' → ')}`);
});

/** The room of a module of www/ (its first folder, docs/WWW.md), or null at the root. */
const roomOf = (module) => (module.includes('/') ? module.split('/')[0] : null);

test("the rooms of www/ import one way, and shared/ imports from no other room but the catalogues", () => {
  const rooms = new Map();
  for (const module of modules()) {
    const from = roomOf(module);
    if (!from) continue; // the pages' composition roots at www/'s root import any room
    if (!rooms.has(from)) rooms.set(from, new Set());
    for (const target of importsOf(readFileSync(join(www, module), 'utf8'), module)) {
      const to = roomOf(target);
      if (to && to !== from) rooms.get(from).add(to);
    }
  }
  const graph = new Map([...rooms].map(([room, into]) => [room, [...into]]));
  const circle = circleOf(graph);
  assert.equal(circle, null, `rooms that import each other in a circle: ${circle?.join(' → ')}`);
  assert.deepEqual([...(rooms.get('shared') ?? [])].filter((room) => room !== 'lang'), [], 'shared/ imports another room');
  assert.deepEqual([...(rooms.get('lang') ?? [])], [], 'lang/ imports a room');
});

test('the reader finds static, side-effect and dynamic imports, and a circle through any of them', () => {
  const code = "import { a } from './a.js';\nimport './b.js';\nexport { c } from './sub/c.js';\nconst d = () => import('./d.js');\n// import './not-a-comment-import.js' is in a comment, on purpose\n";
  assert.deepEqual(importsOf(code, 'x.js'), ['a.js', 'sub/c.js', 'b.js', 'd.js']);
  assert.deepEqual(importsOf("import { e } from '../e.js';", 'sub/c.js'), ['e.js']);
  assert.deepEqual(circleOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
  assert.equal(circleOf(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
});
