// The npm package as a site's build would install it: `npm pack` of pkg/, unpacked into a
// node_modules of its own, then imported by its names. Each game's own module and its module with
// the panels are entry points (`verdict-playground/games/NAME`, `verdict-playground/panels/NAME`),
// so a site that shows one game ships that game's module, not the one with every game; their
// types resolve through the same names. Node alone: no browser.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadConfig, packageManifest } from '../scripts/wasm.mjs';
import * as whole from './core.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, loadConfig()['out-dir']);
const GAMES = whole.games().map((game) => game.name);
let site;
let packed;
/** Resolves a specifier as a module of the site does (`import.meta.resolve` there). */
let resolveInSite;

before(() => {
  site = mkdtempSync(join(tmpdir(), 'verdict-site-'));
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', site], { cwd: out, encoding: 'utf8' }));
  packed = pack;
  const installed = join(site, 'node_modules', 'verdict-playground');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(site, pack.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(join(site, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(site, 'resolve.mjs'), 'export const resolve = (specifier) => import.meta.resolve(specifier);\n');
});
after(() => rmSync(site, { recursive: true, force: true }));

/** Imports `specifier` as a module of the site would, and starts its wasm from the file beside it. */
async function load(specifier) {
  resolveInSite ??= (await import(pathToFileURL(join(site, 'resolve.mjs')).href)).resolve;
  const url = resolveInSite(specifier);
  const module = await import(url);
  module.initSync({ module: readFileSync(new URL('verdict_playground_bg.wasm', url)) });
  return { module, url };
}

test('the package holds every game module and one manifest', () => {
  const files = packed.files.map((file) => file.path).sort();
  for (const kind of ['games', 'panels']) {
    for (const game of GAMES) {
      for (const file of ['verdict_playground.js', 'verdict_playground.d.ts', 'verdict_playground_bg.wasm']) {
        assert.ok(files.includes(`${kind}/${game}/${file}`), `${kind}/${game}/${file} is in the package`);
      }
    }
  }
  assert.ok(files.includes('verdict_playground_bg.wasm') && files.includes('games.json'));
  assert.deepEqual(files.filter((file) => file.endsWith('package.json')), ['package.json'], 'the nested package.json files stay out');
  const wasm = packed.files.filter((file) => file.path.endsWith('.wasm'));
  console.log(`npm pack: ${packed.files.length} files, ${packed.size} B packed, ${packed.unpackedSize} B unpacked, ${wasm.length} wasm modules`);
});

test('each game is its own entry point, answering that game alone, lighter than the whole', async () => {
  const every = await load('verdict-playground');
  const wholeGzipped = gzipSync(readFileSync(new URL('verdict_playground_bg.wasm', every.url)), { level: 9 }).length;
  // What the game decides (e2e/modules.test.mjs compares the rest of the report).
  const decided = (report) => ({ verdict: report.verdict, line: report.line });
  for (const game of whole.games()) {
    const example = game.examples[0];
    const expected = decided(every.module.analyze(game.name, example).report());
    for (const kind of ['games', 'panels']) {
      const { module, url } = await load(`verdict-playground/${kind}/${game.name}`);
      assert.match(url, new RegExp(`/node_modules/verdict-playground/${kind}/${game.name}/verdict_playground\\.js$`));
      assert.deepEqual(module.games().map((g) => g.name), [game.name], `${kind}/${game.name} lists its game alone`);
      assert.deepEqual(decided(module.analyze(game.name, example).report()), expected, `${kind}/${game.name} judges ${example} as the whole does`);
      const other = GAMES.find((name) => name !== game.name);
      assert.throws(() => module.analyze(other, 'x'), (error) => String(error).includes(`'${other}'`), `${kind}/${game.name} refuses ${other} by name`);
      assert.equal(typeof module.check === 'function', kind === 'panels', `${kind}/${game.name} has the panels' exports exactly when it is the panels' module`);
      const gzipped = gzipSync(readFileSync(new URL('verdict_playground_bg.wasm', url)), { level: 9 }).length;
      assert.ok(gzipped < wholeGzipped, `${kind}/${game.name}: ${gzipped} B gzipped, the whole ${wholeGzipped}`);
    }
  }
});

test('the entry points carry their own types', () => {
  const [ticket, auction] = GAMES.filter((name) => ['ticket', 'auction'].includes(name));
  writeFileSync(join(site, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom', 'esnext.disposable'] },
    include: ['uses.ts'],
  }));
  writeFileSync(join(site, 'uses.ts'), [
    `import init, { analyze, type Report } from 'verdict-playground/games/${ticket}';`,
    `import { check } from 'verdict-playground/panels/${auction}';`,
    `import * as own from 'verdict-playground/games/${auction}';`,
    'export async function verdictOf(text: string): Promise<string> {',
    '  await init();',
    `  const report: Report = analyze('${ticket}', text, undefined, undefined).report();`,
    '  void check;',
    "  // @ts-expect-error: a game's own module has no panel's export.",
    '  void own.check;',
    '  return report.verdict;',
    '}',
    '',
  ].join('\n'));
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const compile = () => execFileSync(tsc, ['-p', site], { encoding: 'utf8', stdio: 'pipe' });
  try {
    compile();
  } catch (error) {
    assert.fail(`tsc: ${error.stdout}`);
  }
  // And a misuse fails, so the check above is not vacuous.
  writeFileSync(join(site, 'uses.ts'), `import { check } from 'verdict-playground/games/${ticket}';\nvoid check;\n`);
  assert.throws(compile, (error) => /has no exported member 'check'/.test(error.stdout));
});

test('the manifest names every module of the games it is given, and keeps wasm-pack\'s fields', () => {
  const manifest = packageManifest({ name: 'verdict-playground', type: 'module', files: ['x'], main: 'verdict_playground.js' }, ['ticket', 'nim']);
  assert.equal(manifest.name, 'verdict-playground');
  assert.equal(manifest.main, 'verdict_playground.js');
  assert.deepEqual(Object.keys(manifest.exports), ['.', './games/ticket', './games/nim', './panels/ticket', './panels/nim', './games.json', './*']);
  assert.deepEqual(manifest.exports['./panels/nim'], { types: './panels/nim/verdict_playground.d.ts', default: './panels/nim/verdict_playground.js' });
  assert.ok(manifest.files.includes('games/nim/verdict_playground_bg.wasm') && !manifest.files.includes('x'));
});
