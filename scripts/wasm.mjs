// The wasm build, driven by wasm-pack.toml (see its header): wasm-pack builds the crate for the
// target into out-dir with the profile's cargo profile and no optimizer of its own, then
// wasm-opt runs with the profile's flags.
//   node scripts/wasm.mjs [--profile release|dev] [--config path] [--plan | --out-dir]
// --plan prints the commands as JSON instead of running them (the tests check it); --out-dir
// prints where the build goes (the Makefile asks).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * The commands that build `profile`, as [program, ...arguments] lists: the module with every
 * game and export into out-dir (the npm package, the offline file's, the Node tests'), then for
 * each name in `games` two modules www/worker.js loads: out-dir/games/NAME, built with that
 * game's cargo feature alone (what a compact embed shows), and out-dir/panels/NAME, with the
 * panels' exports too (the page's and every panel's).
 */
export function plan(config, profileName, games = []) {
  const profile = config.profile?.[profileName];
  if (!profile) throw new Error(`wasm-pack.toml has no [profile.${profileName}]`);
  if (!['release', 'dev'].includes(profile.cargo)) throw new Error(`[profile.${profileName}] cargo must be "release" or "dev"`);
  const outDir = config['out-dir'];
  const build = (dir, features) => {
    const commands = [['wasm-pack', '--quiet', 'build', `--${profile.cargo}`, '--no-opt', '--target', config.target, '--out-dir', dir, ...features]];
    const wasm = `${dir}/verdict_playground_bg.wasm`;
    if (profile['wasm-opt']?.length) commands.push(['wasm-opt', ...profile['wasm-opt'], wasm, '-o', wasm]);
    return commands;
  };
  // The root package alone: in the workspace, a build that took in the CLI too would unify
  // its features (every game) into the root's.
  const only = ['--', '--package', 'verdict-playground'];
  return [
    ...build(outDir, only),
    ...gameModules(games).map(({ dir, features }) => build(`${outDir}/${dir}`, [...only, '--no-default-features', '--features', features])).flat(),
  ];
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
 * Writes out-dir/games.json: what every game is (the `games()` of the module with every game),
 * which the page's worker reads before it loads any game's module (www/worker.js).
 */
export async function writeGameList(outDir) {
  const dir = `${root}${outDir}/`;
  const core = await import(`${dir}verdict_playground.js`);
  core.initSync({ module: readFileSync(`${dir}verdict_playground_bg.wasm`) });
  writeFileSync(`${dir}games.json`, `${JSON.stringify(core.games())}\n`);
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
 * Runs the plan's commands in order, except that a module's wasm-opt runs beside the next
 * modules' cargo builds, two wasm-opts at most at a time. Each of these programs keeps one core
 * busy (the release profile's LTO has one codegen unit; binaryen's passes here ran at 1.2 cores),
 * so one after another left the second core idle: after a one-line change the nine modules took
 * 77 s one after another and 52 s so (`time node scripts/wasm.mjs`). A module's wasm-opt starts
 * only after its own build.
 */
async function runPipelined(commands, optimizers = 2) {
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
  // `optimizers` chains of wasm-opts, taking the modules in turn; a chain's promise is its last.
  const chains = Array.from({ length: optimizers }, () => Promise.resolve());
  let next = 0;
  for (const command of commands) {
    if (command[0] === 'wasm-opt') {
      const chain = next++ % optimizers;
      chains[chain] = chains[chain].then(() => run(command)).then((result) => result.status === 0 || fail(result));
      continue;
    }
    const built = await run(command);
    if (built.status !== 0) fail(built);
  }
  await Promise.all(chains);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
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
  const commands = plan(config, option('--profile', 'release'), games);
  if (args.includes('--plan')) {
    console.log(JSON.stringify(commands));
  } else {
    await runPipelined(commands);
    await writeGameList(config['out-dir']);
    writePackageManifest(config['out-dir'], games);
  }
}
