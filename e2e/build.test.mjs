// The wasm build's settings live in wasm-pack.toml alone: the build script reads them, and a
// setting changed there changes the commands the build runs. Node only, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import { defaultGames, depInfoSources, gamesOf, loadConfig, modules, plan, readConfig, staleness, wouldBuild } from '../scripts/wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shipped = readFileSync(`${root}wasm-pack.toml`, 'utf8');

/** The commands `scripts/wasm.mjs --plan` prints with the settings `text` (and `more` options). */
function planned(text, profile = 'release', ...more) {
  const path = `${mkdtempSync(`${tmpdir()}/vp-`)}/wasm-pack.toml`;
  writeFileSync(path, text);
  const run = spawnSync(process.execPath, ['scripts/wasm.mjs', '--plan', '--config', path, '--profile', profile, ...more], { cwd: root });
  assert.equal(run.status, 0, String(run.stderr));
  return JSON.parse(String(run.stdout));
}

test('the build runs wasm-pack and wasm-opt as wasm-pack.toml says', () => {
  const [pack, opt] = planned(shipped, 'release', '--package');
  assert.deepEqual(pack, ['wasm-pack', '--quiet', 'build', '--release', '--no-opt', '--target', 'web', '--out-dir', 'pkg', '--', '--package', 'verdict-playground']);
  assert.deepEqual(opt.slice(0, 2), ['wasm-opt', '-O3']);
  const dev = planned(shipped, 'dev', '--package');
  assert.deepEqual(dev[0], ['wasm-pack', '--quiet', 'build', '--dev', '--no-opt', '--target', 'web', '--out-dir', 'pkg', '--', '--package', 'verdict-playground']);
  assert.ok(dev.every(([program]) => program === 'wasm-pack'), 'no wasm-opt in dev');
});

test('each game gets two modules of its own, built with its cargo feature alone and with the panels; the page\'s build (make wasm) is those alone, the package\'s adds the module with every game', () => {
  const games = defaultGames();
  assert.ok(games.length >= 3, `the games are the default features that add a crate: ${games}`);
  assert.ok(!games.includes('panels'), 'the panels are no game');
  const own = [
    ...games.map((game) => [`pkg/games/${game}`, '--', '--package', 'verdict-playground', '--no-default-features', '--features', game]),
    ...games.map((game) => [`pkg/panels/${game}`, '--', '--package', 'verdict-playground', '--no-default-features', '--features', `${game},panels`]),
  ];
  const outDirs = (commands) => commands.filter(([program]) => program === 'wasm-pack').map((command) => command.slice(command.indexOf('--out-dir') + 1));
  assert.deepEqual(outDirs(planned(shipped)), own, 'the page\'s build: no module with every game');
  assert.deepEqual(outDirs(planned(shipped, 'release', '--package')), [['pkg', '--', '--package', 'verdict-playground'], ...own]);
  // Each is optimized where it was built.
  const opts = planned(shipped, 'release', '--package').filter(([program]) => program === 'wasm-opt').map((command) => command.at(-1));
  assert.deepEqual(opts, ['pkg', ...games.map((game) => `pkg/games/${game}`), ...games.map((game) => `pkg/panels/${game}`)]
    .map((dir) => `${dir}/verdict_playground_bg.wasm`));
});

test('an option the build does not know is refused, not taken for a build', () => {
  // With --out-dir beside it, a script that let the option pass would print and stop, not build.
  const run = spawnSync(process.execPath, ['scripts/wasm.mjs', '--dryrun', '--out-dir'], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /unknown option --dryrun/);
  const changed = spawnSync(process.execPath, ['scripts/wasm.mjs', '--changed', 'src/lib.rs', '--out-dir'], { cwd: root, encoding: 'utf8' });
  assert.equal(changed.status, 2, 'a simulated change is for --dry-run alone');
});

test('a game is a default feature that adds a crate; a feature that adds none is no game', () => {
  const features = { default: ['ticket', 'panels', 'nim'], ticket: ['dep:verdict-ticket'], panels: [], nim: ['dep:verdict-nim'], extra: ['dep:x'] };
  assert.deepEqual(gamesOf(features), ['ticket', 'nim']);
  assert.deepEqual(gamesOf({}), []);
});

test('a setting changed in wasm-pack.toml changes the build', () => {
  const changed = shipped.replace('"-O3"', '"-Oz"').replace('target = "web"', 'target = "bundler"').replace('out-dir = "pkg"', 'out-dir = "elsewhere"');
  const [pack, opt] = planned(changed, 'release', '--package');
  assert.deepEqual(pack.slice(-7, -3), ['--target', 'bundler', '--out-dir', 'elsewhere']);
  assert.equal(opt[1], '-Oz');
  assert.equal(opt.at(-1), 'elsewhere/verdict_playground_bg.wasm');
});

test('no setting in two places: Cargo.toml has no wasm-pack settings, and the page loads out-dir', () => {
  assert.doesNotMatch(readFileSync(`${root}Cargo.toml`, 'utf8'), /^\[package\.metadata\.wasm-pack/m);
  const outDir = loadConfig()['out-dir'];
  const workerPath = 'www/core/worker.js';
  const worker = readFileSync(`${root}${workerPath}`, 'utf8');
  // out-dir as the worker names it, from its own folder (www/ or a room of it: docs/WWW.md).
  const pkg = posix.relative(posix.dirname(workerPath), outDir).replace(/\./g, '\\.');
  // The glue modules (`${fresh}`: a query for a fresh instance), the wasm fetched beside them,
  // and the list of games the build writes beside them.
  assert.match(worker, new RegExp(`import\\(\`${pkg}/\\$\\{dir\\}verdict_playground\\.js\\$\\{fresh\\}\`\\)`));
  assert.match(worker, new RegExp(`\`${pkg}/\\$\\{dir\\}verdict_playground_bg\\.wasm\``));
  assert.match(worker, new RegExp(`'${pkg}/games\\.json'`));
  assert.throws(() => readConfig('target = web'), /line 1/);
  assert.throws(() => plan(readConfig('target = "web"\nout-dir = "pkg"'), 'release'), /no \[profile\.release\]/);
});

test('a module is rebuilt only when a file its last build read changed, or its commands did', () => {
  const [whole, ticket] = modules(loadConfig(), 'release', ['ticket', 'nim'], { wholeModule: true });
  const wasm = (dir) => `${root}${dir}/verdict_playground_bg.wasm`;
  const ticketSource = `${root}crates/ticket/src/lib.rs`;
  const nimSource = `${root}crates/nim/src/lib.rs`;
  const record = { root, commands: ticket.commands, started: 1000, sources: [`${root}src/lib.rs`, ticketSource] };
  const times = { [wasm(ticket.dir)]: 1100, [`${root}src/lib.rs`]: 500, [ticketSource]: 500, [nimSource]: 2000, [`${root}Cargo.lock`]: 10 };
  const mtime = (path) => times[path];
  assert.equal(staleness(ticket, record, mtime, [`${root}Cargo.lock`]), null, 'a change in another game leaves it');
  assert.equal(staleness(ticket, record, (path) => (path === ticketSource ? 1500 : mtime(path))), 'crates/ticket/src/lib.rs changed');
  assert.equal(staleness(ticket, record, mtime, [`${root}Cargo.lock`, nimSource]), 'crates/nim/src/lib.rs changed', 'a shared input rebuilds every module');
  assert.equal(staleness(ticket, { ...record, sources: [...record.sources, `${root}gone.rs`] }, mtime), 'gone.rs changed', 'a file gone');
  assert.equal(staleness(whole, record, mtime), 'built otherwise', 'another module\'s record');
  assert.equal(staleness(ticket, null, mtime), 'never built here');
  assert.equal(staleness(ticket, { ...record, root: '/elsewhere/' }, mtime), 'built from another checkout', 'a record of another checkout\'s files');
  assert.equal(staleness(ticket, record, (path) => (path === wasm(ticket.dir) ? undefined : mtime(path))), 'its module is gone');
  // A profile switch changes the commands.
  const [, dev] = modules(loadConfig(), 'dev', ['ticket', 'nim'], { wholeModule: true });
  assert.equal(staleness(dev, record, mtime), 'built otherwise');
});

test('the sources of a build are read off cargo\'s dep-info file', () => {
  const text = '/t/verdict_playground.wasm /t/libverdict_playground.rlib: /r/src/lib.rs /r/crates/a\\ b/x.rs\n\n/r/src/lib.rs:\n/r/crates/a\\ b/x.rs:\n';
  assert.deepEqual(depInfoSources(text), ['/r/src/lib.rs', '/r/crates/a b/x.rs']);
});

/**
 * The profile the modules in out-dir were last built with (the Makefile marks it), so that the
 * records below are read against the commands that made them.
 */
function builtProfile(outDir) {
  const mark = existsSync(`${root}${outDir}`) && readdirSync(`${root}${outDir}`).find((name) => name.startsWith('.profile-'));
  return mark ? mark.slice('.profile-'.length) : 'release';
}

// Issue 49: "a one-line change in one game rebuilds one game's two modules". Read off the records
// the last real build left (what cargo says each module's build read), as if every module were
// current and that game's file alone had changed: the build the tests run (make package) has
// left every module's record by the time this file runs.
test('a change in one game\'s crate rebuilds that game\'s two modules in make wasm, and the module with every game too in make package; a change in the model, every module', () => {
  const config = loadConfig();
  const games = defaultGames();
  const profile = builtProfile(config['out-dir']);
  const page = modules(config, profile, games);
  const all = modules(config, profile, games, { wholeModule: true });
  const unbuilt = wouldBuild(all, { changed: [] });
  assert.deepEqual(unbuilt, [], `every module has the record of a build (build them first: make package): ${JSON.stringify(unbuilt)}`);
  const dirs = (list) => list.map(({ dir }) => dir);
  for (const game of games) {
    const changed = [`crates/${game}/src/lib.rs`];
    const own = [`pkg/games/${game}`, `pkg/panels/${game}`];
    assert.deepEqual(dirs(wouldBuild(page, { changed })), own, `make wasm after a change in ${changed}`);
    assert.deepEqual(dirs(wouldBuild(all, { changed })), ['pkg', ...own], `make package after a change in ${changed}`);
  }
  assert.deepEqual(dirs(wouldBuild(page, { changed: ['crates/model/src/lib.rs'] })), dirs(page), 'the model is in every module');
  // The command line says the same (make wasm's own run), and why.
  const run = spawnSync(process.execPath, ['scripts/wasm.mjs', '--dry-run', '--profile', profile, '--changed', `crates/${games[0]}/src/lib.rs`], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [`pkg/games/${games[0]}`, `pkg/panels/${games[0]}`].map((dir) => ({ dir, why: `crates/${games[0]}/src/lib.rs changed` })));
});
