// The wasm build, driven by wasm-pack.toml (see its header): wasm-pack builds the crate for the
// target into out-dir with the profile's cargo profile and no optimizer of its own, then
// wasm-opt runs with the profile's flags.
//   node scripts/wasm.mjs [--profile release|dev] [--config path] [--package]
//                         [--plan | --dry-run [--changed path …] | --out-dir | --games]
// Without --package: what the page loads (make wasm, make serve), each game's two modules and
// pkg/games.json. --package: the npm package (make package, make dist, the tests), the module
// with every game too and the package's manifest.
// --plan prints the commands as JSON instead of running them (the tests check it); --dry-run
// prints the modules a run would build, and why, as JSON, without building; with --changed, as if
// every module were current and only those files had changed since. --out-dir prints where the
// build goes, --games the games' cargo features, comma-separated, as Cargo.toml has them (the
// Makefile asks: it keeps no list of games).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Reads the small TOML this file uses: comments, [section] headers (dotted names nest),
 * and `key = "string"` or `key = ["strings", …]` on one line. Anything else is an error that
 * names the line, rather than a setting silently ignored.
 */
export function readConfig(text) {
  const config = {};
  let section = config;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) return;
    const header = line.match(/^\[([A-Za-z0-9_.-]+)\]$/);
    if (header) {
      section = header[1].split('.').reduce((at, name) => (at[name] ??= {}), config);
      return;
    }
    const pair = line.match(/^([A-Za-z0-9_-]+)\s*=\s*(.+)$/);
    let value;
    try {
      value = pair && JSON.parse(pair[2]);
    } catch {
      value = undefined;
    }
    const isStrings = Array.isArray(value) && value.every((v) => typeof v === 'string');
    if (!pair || !(typeof value === 'string' || isStrings)) {
      throw new Error(`wasm-pack.toml, line ${index + 1}: expected key = "text" or key = ["text", …], got: ${raw.trim()}`);
    }
    section[pair[1]] = value;
  });
  return config;
}

export function loadConfig(path = `${root}wasm-pack.toml`) {
  return readConfig(readFileSync(path, 'utf8'));
}

/**
 * The modules that build `profile`, each as { dir, commands } with its commands as [program,
 * ...arguments] lists: for each name in `games` the two modules www/core/worker.js loads,
 * out-dir/games/NAME, built with that game's cargo feature alone (what a compact embed shows),
 * and out-dir/panels/NAME, with the panels' exports too (the page's and every panel's); with
 * `wholeModule`, first the module with every game and export into out-dir (the npm package's main
 * entry, the offline file's, the Node tests'). No page loads that one, and it reads every game's
 * sources: built in the dev loop, it would make a one-line change in one game rebuild three
 * modules instead of two (issue 49), so only the package's build has it.
 */
export function modules(config, profileName, games = [], { wholeModule = false } = {}) {
  const profile = config.profile?.[profileName];
  if (!profile) throw new Error(`wasm-pack.toml has no [profile.${profileName}]`);
  if (!['release', 'dev'].includes(profile.cargo)) throw new Error(`[profile.${profileName}] cargo must be "release" or "dev"`);
  const outDir = config['out-dir'];
  const build = (dir, features) => {
    const commands = [['wasm-pack', '--quiet', 'build', `--${profile.cargo}`, '--no-opt', '--target', config.target, '--out-dir', dir, ...features]];
    const wasm = `${dir}/verdict_playground_bg.wasm`;
    if (profile['wasm-opt']?.length) commands.push(['wasm-opt', ...profile['wasm-opt'], wasm, '-o', wasm]);
    return { dir, profile: profile.cargo, commands };
  };
  // The root package alone: in the workspace, a build that took in the CLI too would unify
  // its features (every game) into the root's.
  const only = ['--', '--package', 'verdict-playground'];
  return [
    ...(wholeModule ? [build(outDir, only)] : []),
    ...gameModules(games).map(({ dir, features }) => build(`${outDir}/${dir}`, [...only, '--no-default-features', '--features', features])),
  ];
}

/** Every module's commands, in order (what `--plan` prints). */
export function plan(config, profileName, games = [], options = {}) {
  return modules(config, profileName, games, options).flatMap(({ commands }) => commands);
}

/**
 * Each game's two modules, as folders of out-dir with the cargo features that build them: every
 * game's own (`games/NAME`), then every game's with the panels (`panels/NAME`). The build, the
 * package's manifest and its clean-up all go by this list.
 */
export function gameModules(games) {
  return [
    ...games.map((game) => ({ dir: `games/${game}`, features: game })),
    ...games.map((game) => ({ dir: `panels/${game}`, features: `${game},panels` })),
  ];
}

/**
 * Writes out-dir/games.json, what every game is, which the page's worker reads before it loads
 * any game's module (www/core/worker.js): the `games()` of each game's module with the panels (built
 * with the features of the module with every game but the other games), one game each, in the
 * order of `games` (Cargo.toml's default features, which tests/it/layout.rs holds to the
 * registry's): the same bytes as the module with every game's `games()` (e2e/modules.test.mjs
 * compares them). Read off the modules the page loads, so the dev loop needs no other build: a
 * native program printing the registry would compile the changed game once more, and its JSON
 * (serde_json's) need not be what the wasm layer's serializer makes.
 */
async function writeGameList(outDir, games) {
  const list = [];
  for (const game of games) {
    const dir = `${root}${outDir}/panels/${game}/`;
    const core = await import(`${dir}verdict_playground.js`);
    core.initSync({ module: readFileSync(`${dir}verdict_playground_bg.wasm`) });
    const abouts = core.games();
    if (abouts.length !== 1 || abouts[0].name !== game) {
      throw new Error(`scripts/wasm.mjs: ${outDir}/panels/${game} has the games ${abouts.map(({ name }) => name).join(', ')}, expected ${game} alone`);
    }
    list.push(...abouts);
  }
  writeFileSync(`${root}${outDir}/games.json`, `${JSON.stringify(list)}\n`);
}

/** The files of one wasm-pack module, as its directory holds them. */
const MODULE_FILES = ['verdict_playground.js', 'verdict_playground.d.ts', 'verdict_playground_bg.wasm', 'verdict_playground_bg.wasm.d.ts'];

/**
 * The npm package's manifest: wasm-pack's (which ships the module with every game alone) with
 * each game's two modules added as entry points of their own, `verdict-playground/games/NAME` and
 * `verdict-playground/panels/NAME`, so that a site showing one game bundles that game's module
 * (under 100 KB gzipped, or 180 KB with the panels) and not the one with every game (340 KB).
 * The nested directories' own package.json files stay out of the package: one package, one
 * manifest. `./*` keeps every file reachable by its path, as it was before `exports`.
 */
export function packageManifest(manifest, games) {
  const entry = (prefix) => ({ types: `./${prefix}verdict_playground.d.ts`, default: `./${prefix}verdict_playground.js` });
  const dirs = gameModules(games).map(({ dir }) => dir);
  return {
    ...manifest,
    files: [...MODULE_FILES, 'games.json', ...dirs.flatMap((dir) => MODULE_FILES.map((file) => `${dir}/${file}`))],
    exports: {
      '.': entry(''),
      ...Object.fromEntries(dirs.map((dir) => [`./${dir}`, entry(`${dir}/`)])),
      './games.json': './games.json',
      './*': './*',
    },
  };
}

function writePackageManifest(outDir, games) {
  const path = `${root}${outDir}/package.json`;
  const manifest = packageManifest(JSON.parse(readFileSync(path, 'utf8')), games);
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  // wasm-pack writes a .gitignore of `*` into every module's directory, and npm pack honours a
  // nested one even against `files`: it would leave the games' modules out. The package's own
  // (out-dir/.gitignore) still keeps the whole build out of git.
  for (const { dir } of gameModules(games)) rmSync(`${root}${outDir}/${dir}/.gitignore`, { force: true });
}

/**
 * The games: the crate's default features that add a game's crate (Cargo.toml gives each game
 * one, all on by default; `panels` adds exports, not a game), as cargo reads them.
 */
export function gamesOf(features) {
  return (features.default ?? []).filter((name) => (features[name] ?? []).some((item) => item.startsWith('dep:')));
}

export function defaultGames() {
  const run = spawnSync('cargo', ['metadata', '--no-deps', '--format-version', '1'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`cargo metadata failed: ${run.stderr}`);
  const crate = JSON.parse(run.stdout).packages.find((p) => p.name === 'verdict-playground');
  return gamesOf(crate.features);
}

/**
 * What a module's build read, besides its sources: the manifests (features, dependencies), the
 * lock file and the build's settings. A change to one rebuilds every module.
 */
function sharedInputs() {
  const manifests = readdirSync(`${root}crates`).map((crate) => `${root}crates/${crate}/Cargo.toml`).filter((path) => existsSync(path));
  return [`${root}Cargo.toml`, `${root}Cargo.lock`, `${root}wasm-pack.toml`, ...manifests];
}

/**
 * The source files cargo's dep-info file `text` names (`output: source source …`, a space in a
 * path escaped as `\ `): what the build read.
 */
export function depInfoSources(text) {
  const sources = new Set();
  for (const line of text.split('\n')) {
    const at = line.search(/:(\s|$)/);
    if (at < 0) continue;
    const list = line.slice(at + 1).trim();
    if (!list) continue;
    for (const path of list.split(/(?<!\\)\s+/)) sources.add(path.replaceAll('\\ ', ' '));
  }
  return [...sources];
}

/** Where a module keeps what its last build read and ran (beside its files; not in the package). */
const recordOf = (dir) => `${root}${dir}/.build.json`;

/**
 * Why `module` must be built, or null when its last build is current: it ran the same commands
 * and started after every file it read last time (its sources as cargo listed them, and the
 * shared inputs) was last changed. `mtime(path)` is a file's modification time in ms, or
 * undefined when it is gone. So a one-line change in one game rebuilds the modules whose build
 * read that file (its two, and the module with every game when the package is built), not the
 * others.
 */
export function staleness(module, record, mtime, shared = []) {
  if (!record) return 'never built here';
  // A module built from another checkout (a worktree whose pkg/ is a link to this one's) read
  // that checkout's files: their times say nothing of this one's.
  if (record.root !== root) return 'built from another checkout';
  if (JSON.stringify(record.commands) !== JSON.stringify(module.commands)) return 'built otherwise';
  if (mtime(`${root}${module.dir}/verdict_playground_bg.wasm`) === undefined) return 'its module is gone';
  const changed = [...record.sources, ...shared].find((path) => !(mtime(path) < record.started));
  return changed ? `${changed.replace(root, '')} changed` : null;
}

function readRecord(dir) {
  try {
    return JSON.parse(readFileSync(recordOf(dir), 'utf8'));
  } catch {
    return null;
  }
}

const mtimeOf = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * The modules of `all` that a build would make now, each as { dir, why } (what --dry-run prints;
 * the build makes these). With `changed` (paths in the checkout), as if every module built were
 * current and those files alone had changed since: what such a change costs, whatever else
 * changed since the last build. Then a record made from another checkout (a pkg/ linked to
 * another worktree's) is read as if made from this one: its sources are the same paths there.
 */
export function wouldBuild(all, { changed } = {}) {
  const shared = sharedInputs();
  const touched = changed && new Set(changed.map((path) => resolve(root, path)));
  return all.flatMap((module) => {
    let record = readRecord(module.dir);
    let mtime = mtimeOf;
    if (touched && record) {
      const here = (path) => (path.startsWith(record.root) ? `${root}${path.slice(record.root.length)}` : path);
      record = { ...record, root, sources: record.sources.map(here) };
      mtime = (path) => (touched.has(path) ? Infinity : -Infinity);
    }
    const why = staleness(module, record, mtime, shared);
    return why ? [{ dir: module.dir, why }] : [];
  });
}

/** The dep-info file cargo writes for the root package's wasm build in `profile`. */
function depInfoPath(profile) {
  const run = spawnSync('cargo', ['metadata', '--no-deps', '--format-version', '1'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`cargo metadata failed: ${run.stderr}`);
  const target = JSON.parse(run.stdout).target_directory;
  return `${target}/wasm32-unknown-unknown/${profile === 'release' ? 'release' : 'debug'}/verdict_playground.d`;
}

/**
 * Builds the modules that are stale (`staleness`), each one's commands in order, except that a
 * module's wasm-opt runs beside the next modules' cargo builds, two wasm-opts at most at a time.
 * Each of these programs keeps one core busy (the release profile's LTO has one codegen unit;
 * binaryen's passes here ran at 1.2 cores), so one after another left the second core idle.
 * A module's wasm-opt starts only after its own build; its record (what the build read, from
 * cargo's dep-info file, taken before the next build overwrites it) is written when its last
 * command succeeded, so a failed build is tried again.
 */
async function buildStale(all, optimizers = 2) {
  const run = ([program, ...rest]) =>
    new Promise((resolve) => {
      const child = spawn(program, rest, { cwd: root, stdio: 'inherit' });
      child.on('error', (error) => resolve({ program, status: null, error }));
      child.on('close', (status) => resolve({ program, status }));
    });
  const fail = ({ program, status, error }) => {
    console.error(`scripts/wasm.mjs: ${program} ${error ? `could not start: ${error.message}` : `exited with ${status}`}`);
    process.exit(status || 1);
  };
  const stale = new Map(wouldBuild(all).map(({ dir, why }) => [dir, why]));
  const chains = Array.from({ length: optimizers }, () => Promise.resolve());
  let next = 0;
  for (const module of all) {
    const why = stale.get(module.dir);
    if (!why) {
      console.log(`scripts/wasm.mjs: ${module.dir} is current`);
      continue;
    }
    console.log(`scripts/wasm.mjs: building ${module.dir} (${why})`);
    const started = Date.now();
    const [pack, ...rest] = module.commands;
    const built = await run(pack);
    if (built.status !== 0) fail(built);
    const sources = depInfoSources(readFileSync(depInfoPath(module.profile), 'utf8'));
    const record = () => writeFileSync(recordOf(module.dir), `${JSON.stringify({ root, commands: module.commands, started, sources })}\n`);
    if (!rest.length) {
      record();
      continue;
    }
    const chain = next++ % optimizers;
    chains[chain] = chains[chain].then(async () => {
      for (const command of rest) {
        const result = await run(command);
        if (result.status !== 0) fail(result);
      }
      record();
    });
  }
  await Promise.all(chains);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  // An option misspelt would otherwise run the whole build.
  const WITH_VALUE = ['--profile', '--config', '--changed'];
  const FLAGS = ['--package', '--plan', '--dry-run', '--out-dir', '--games'];
  for (let at = 0; at < args.length; at += WITH_VALUE.includes(args[at]) ? 2 : 1) {
    if (!WITH_VALUE.includes(args[at]) && !FLAGS.includes(args[at])) {
      console.error(`scripts/wasm.mjs: unknown option ${args[at]} (known: ${[...WITH_VALUE, ...FLAGS].join(' ')})`);
      process.exit(2);
    }
    if (WITH_VALUE.includes(args[at]) && args[at + 1] === undefined) {
      console.error(`scripts/wasm.mjs: ${args[at]} needs a value`);
      process.exit(2);
    }
  }
  if (args.includes('--changed') && !args.includes('--dry-run')) {
    console.error('scripts/wasm.mjs: --changed goes with --dry-run (a build goes by what did change)');
    process.exit(2);
  }
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const config = loadConfig(option('--config', undefined));
  if (args.includes('--out-dir')) {
    console.log(config['out-dir']);
    process.exit(0);
  }
  const games = defaultGames();
  if (args.includes('--games')) {
    console.log(games.join(','));
    process.exit(0);
  }
  const profile = option('--profile', 'release');
  const wholeModule = args.includes('--package');
  const all = modules(config, profile, games, { wholeModule });
  if (args.includes('--plan')) {
    console.log(JSON.stringify(plan(config, profile, games, { wholeModule })));
  } else if (args.includes('--dry-run')) {
    const changed = args.flatMap((arg, at) => (args[at - 1] === '--changed' ? [arg] : []));
    console.log(JSON.stringify(wouldBuild(all, { changed: changed.length ? changed : undefined })));
  } else {
    await buildStale(all);
    await writeGameList(config['out-dir'], games);
    if (wholeModule) writePackageManifest(config['out-dir'], games);
  }
}
