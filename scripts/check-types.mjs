// `make test-types`: the package's TypeScript declarations against what the module really
// returns. Calls every export of pkg/ (in Node) on real inputs, writes each value into a .ts file
// as a literal of its declared type (`const v3: Report = {…};`), and runs tsc on it: a property
// the declarations lack, or one they have that the value lacks, or a value of another type, is
// a compile error naming it. (The declarations themselves are derived from the Rust types:
// `cargo test --lib typescript`.)
//   node scripts/check-types.mjs [--keep]   (--keep leaves the .ts file and prints its path)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './wasm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = join(root, loadConfig()['out-dir']);

// In a worker, the module posts { id, headline } and { id, progress } through the worker's own
// postMessage: Node is made to look like one, so that those messages are checked too.
const posted = [];
globalThis.DedicatedWorkerGlobalScope = class {
  static [Symbol.hasInstance](value) { return value === globalThis; }
};
globalThis.postMessage = (message) => posted.push(message);

const wasm = await import(join(pkg, 'verdict_playground.js'));
wasm.initSync({ module: readFileSync(join(pkg, 'verdict_playground_bg.wasm')) });

/** [declared type, value] pairs, each becoming one typed constant. */
const values = [];
const expect = (type, value) => values.push([type, value]);
const thrown = (call) => {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error(`expected ${call} to throw`);
};

const games = wasm.games();
expect('About[]', games);
for (const about of games) {
  const game = about.name;
  for (const [i, example] of about.examples.entries()) {
    const settings = Object.fromEntries(about.settings.map((s) => [s.name, s.default]));
    const session = wasm.analyze(game, example, i % 2 ? settings : undefined, i + 1);
    const keys = Object.keys(session).sort().join(' ');
    if (keys !== 'free report rows step values') throw new Error(`a session has the fields ${keys}`);
    const report = session.report();
    expect('Report', report);
    report.tables.forEach((table, t) => expect('Message[][]', session.rows(t, 0, 3)));
    for (const index of [0, 1, report.line.steps]) expect('Step | null', session.step(index));
    expect('null', session.step(report.line.steps + 1));
    expect('StepValue[]', session.values(0, 4));
    session.free();
  }
  expect('InputError', thrown(() => wasm.analyze(game, '\u{1F0A1}\u{0007}', undefined, undefined)));
  expect('Exercise[]', wasm.exercise_set(game, 7));
  expect('Graded', wasm.grade_answer(game, 7, 1, 'no answer'));
  expect('string | null', wasm.random_input(game, 6, 1));
  // The panels take the game with its settings: none given, and each menu's last option.
  const configurations = [undefined, ...about.settings.map((menu) => ({ [menu.name]: menu.options[menu.options.length - 1][0] }))];
  for (const settings of configurations) {
    const space = wasm.rule_space(game, settings);
    expect('RuleSpace | null', space);
    for (const { rule, scope } of space?.suggestions.slice(0, 2) ?? []) expect('Timed<RuleReport>', wasm.test_rule(game, settings, rule, scope, 11));
    if (space) expect('Timed<RuleReport>', wasm.test_rule(game, settings, 'no such name >', '', 12));
    for (const { x, y } of space?.tables.slice(0, 1) ?? []) expect('Timed<OutcomeTable>', wasm.outcome_table(game, settings, x, y, '', 13));
  }
  if (about.players.length) {
    const line = wasm.analyze(game, wasm.random_input(game, 6, 2) ?? about.start, undefined, undefined);
    const position = line.step(0).position;
    // Two moves from the end: a tree small enough to read.
    const late = line.step(Math.max(0, line.report().line.steps - 2)).position;
    line.free();
    const view = wasm.position_view(game, position, undefined, undefined, true);
    expect('PositionView', view);
    const move = view.line_move;
    expect('MoveView[]', wasm.position_moves(game, position, move?.cell ?? 0));
    expect('Message | null', wasm.position_no_move(game, position, move?.cell ?? 0));
    expect('Message | null', wasm.position_no_move(game, position, 10 ** 6));
    expect('PositionView | null', wasm.position_play(game, position, move?.cell ?? 0, move?.choice ?? undefined, position, false));
    expect('Timed<CheckReport>', wasm.check(game, undefined, position, 9));
    expect('Timed<StressReport>', wasm.stress(game, undefined, 6, 3, 1, 10));
    expect('ValuesView', wasm.position_values(game, position, 0, 10));
    expect('Tree', wasm.position_tree(game, late));
    expect('InputError', thrown(() => wasm.position_tree(game, wasm.random_input(game, 60, 3) ?? about.start)));
  }
}
for (const message of posted) expect('headline' in message ? 'HeadlineMessage' : 'ProgressMessage', message);
if (!posted.some((m) => 'headline' in m) || !posted.some((m) => 'progress' in m)) {
  throw new Error('no headline or no progress message was posted');
}

const names = [...new Set(values.map(([type]) => type.match(/[A-Z][A-Za-z]+/g) ?? []).flat())];
const source = `// Written by scripts/check-types.mjs: values the module returned, as literals of their types.\n`
  + `import type { ${names.join(', ')} } from ${JSON.stringify(join(pkg, 'verdict_playground.js'))};\n\n`
  + values.map(([type, value], i) => `export const v${i}: ${type} = ${JSON.stringify(value)};\n`).join('');
const dir = mkdtempSync(join(tmpdir(), 'verdict-types-'));
const file = join(dir, 'values.ts');
writeFileSync(file, source);
const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['--strict', '--noEmit', '--skipLibCheck', 'false', '--target', 'es2022',
  '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom,esnext.disposable', file], { encoding: 'utf8' });
process.stdout.write(tsc.stdout);
process.stderr.write(tsc.stderr);
if (process.argv.includes('--keep')) console.log(`kept ${file}`);
else rmSync(dir, { recursive: true });
if (tsc.status !== 0) process.exit(1);
console.log(`check-types: ${values.length} values of ${names.length} types returned by the module match its declarations`);
