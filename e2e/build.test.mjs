// The wasm build's settings live in wasm-pack.toml alone: the build script reads them, and a
// setting changed there changes the commands the build runs. Node only, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultGames, depInfoSources, gamesOf, loadConfig, modules, plan, readConfig, staleness } from '../scripts/wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shipped = readFileSync(`${root}wasm-pack.toml`, 'utf8');

function planned(text, profile = 'release') {
  const path = `${mkdtempSync(`${tmpdir()}/vp-`)}/wasm-pack.toml`;
  writeFileSync(path, text);
  const run = spawnSync(process.execPath, ['scripts/wasm.mjs', '--plan', '--config', path, '--profile', profile], { cwd: root });
  assert.equal(run.status, 0, String(run.stderr));
  return JSON.parse(String(run.stdout));
}

test('the build runs wasm-pack and wasm-opt as wasm-pack.toml says', () => {
  const [pack, opt] = planned(shipped);
  assert.deepEqual(pack, ['wasm-pack', '--quiet', 'build', '--release', '--no-opt', '--target', 'web', '--out-dir', 'pkg', '--', '--package', 'verdict-playground']);
  assert.deepEqual(opt.slice(0, 2), ['wasm-opt', '-O3']);
  const dev = planned(shipped, 'dev');
  assert.deepEqual(dev[0], ['wasm-pack', '--quiet', 'build', '--dev', '--no-opt', '--target', 'web', '--out-dir', 'pkg', '--', '--package', 'verdict-playground']);
  assert.ok(dev.every(([program]) => program === 'wasm-pack'), 'no wasm-opt in dev');
});

test('each game gets two modules of its own, built with its cargo feature alone and with the panels', () => {
  const games = defaultGames();
  assert.ok(games.length >= 3, `the games are the default features that add a crate: ${games}`);
  assert.ok(!games.includes('panels'), 'the panels are no game');
  const packs = planned(shipped).filter(([program]) => program === 'wasm-pack');
  assert.deepEqual(packs.slice(1).map((command) => command.slice(command.indexOf('--out-dir') + 1)), [
    ...games.map((game) => [`pkg/games/${game}`, '--', '--package', 'verdict-playground', '--no-default-features', '--features', game]),
    ...games.map((game) => [`pkg/panels/${game}`, '--', '--package', 'verdict-playground', '--no-default-features', '--features', `${game},panels`]),
  ]);
  // Each is optimized where it was built.
  const opts = planned(shipped).filter(([program]) => program === 'wasm-opt').map((command) => command.at(-1));
  assert.deepEqual(opts, ['pkg', ...games.map((game) => `pkg/games/${game}`), ...games.map((game) => `pkg/panels/${game}`)]
    .map((dir) => `${dir}/verdict_playground_bg.wasm`));
});

test('a game is a default feature that adds a crate; a feature that adds none is no game', () => {
  const features = { default: ['ticket', 'panels', 'nim'], ticket: ['dep:verdict-ticket'], panels: [], nim: ['dep:verdict-nim'], extra: ['dep:x'] };
  assert.deepEqual(gamesOf(features), ['ticket', 'nim']);
  assert.deepEqual(gamesOf({}), []);
});

test('a setting changed in wasm-pack.toml changes the build', () => {
  const changed = shipped.replace('"-O3"', '"-Oz"').replace('target = "web"', 'target = "bundler"').replace('out-dir = "pkg"', 'out-dir = "elsewhere"');
  const [pack, opt] = planned(changed);
  assert.deepEqual(pack.slice(-7, -3), ['--target', 'bundler', '--out-dir', 'elsewhere']);
  assert.equal(opt[1], '-Oz');
  assert.equal(opt.at(-1), 'elsewhere/verdict_playground_bg.wasm');
});

test('no setting in two places: Cargo.toml has no wasm-pack settings, and the page loads out-dir', () => {
  assert.doesNotMatch(readFileSync(`${root}Cargo.toml`, 'utf8'), /^\[package\.metadata\.wasm-pack/m);
  const outDir = loadConfig()['out-dir'];
  const worker = readFileSync(`${root}www/worker.js`, 'utf8');
  // The glue modules (`${fresh}`: a query for a fresh instance), the wasm fetched beside them,
  // and the list of games the build writes beside them.
  assert.match(worker, new RegExp(`import\\(\`\\.\\./${outDir}/\\$\\{dir\\}verdict_playground\\.js\\$\\{fresh\\}\`\\)`));
  assert.match(worker, new RegExp(`\`\\.\\./${outDir}/\\$\\{dir\\}verdict_playground_bg\\.wasm\``));
  assert.match(worker, new RegExp(`'\\.\\./${outDir}/games\\.json'`));
  assert.throws(() => readConfig('target = web'), /line 1/);
  assert.throws(() => plan(readConfig('target = "web"\nout-dir = "pkg"'), 'release'), /no \[profile\.release\]/);
});

test('a module is rebuilt only when a file its last build read changed, or its commands did', () => {
  const [whole, ticket] = modules(loadConfig(), 'release', ['ticket', 'nim']);
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
  const [, dev] = modules(loadConfig(), 'dev', ['ticket', 'nim']);
  assert.equal(staleness(dev, record, mtime), 'built otherwise');
});

test('the sources of a build are read off cargo\'s dep-info file', () => {
  const text = '/t/verdict_playground.wasm /t/libverdict_playground.rlib: /r/src/lib.rs /r/crates/a\\ b/x.rs\n\n/r/src/lib.rs:\n/r/crates/a\\ b/x.rs:\n';
  assert.deepEqual(depInfoSources(text), ['/r/src/lib.rs', '/r/crates/a b/x.rs']);
});
