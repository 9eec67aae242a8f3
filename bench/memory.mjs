// The peak memory of every request the page's worker makes, on each game's largest inputs and on
// positions with 10^5 to 10^9 moves and more (e2e/largest.mjs has the list), in Node on the
// release modules: pkg/ (every game and panel, as pkg/panels/NAME) and each game's compact
// module, pkg/games/NAME (an embed's: the analysis and its session alone). Figures, not pass/fail
// (e2e/memory.test.mjs asserts): `node bench/memory.mjs [game …]`, a few minutes for them all.
// The limit a request meets is 1 GiB beyond what the module holds (src/wasm_api/sessions.rs).
import { GAME_REQUESTS, gameRequests, inputs, load, request, requests } from '../e2e/largest.mjs';

const only = process.argv.slice(2);
const MiB = (bytes) => (bytes / 2 ** 20).toFixed(1).padStart(7);
let fresh = 0;
const modules = new Map();
async function moduleOf(kind, game) {
  const key = `${kind}/${game}`;
  if (!modules.has(key)) modules.set(key, await load(kind, kind && game, fresh++));
  return modules.get(key);
}

let worst = { peak: 0 };
const rows = [];
function run(module, key, what, input, name, call) {
  const result = request(module, call);
  if (result.outcome === 'trap') modules.delete(key);
  const row = { what, input, name, ...result };
  rows.push(row);
  if (result.peak > worst.peak) worst = row;
  console.log(`${what.padEnd(20)} ${input.slice(0, 42).padEnd(42)} ${name.padEnd(16)} ${result.outcome.padEnd(7)} ${MiB(result.peak)} MiB ${result.ms.toFixed(0).padStart(7)} ms  ${result.said.slice(0, 70)}`);
}

console.log(`${'module'.padEnd(20)} ${'input'.padEnd(42)} ${'request'.padEnd(16)} ${'outcome'.padEnd(7)} ${'peak'.padStart(11)} ${'time'.padStart(10)}  answer or message`);
for (const input of inputs()) {
  if (only.length && !only.includes(input.game)) continue;
  for (const [kind, what] of [[null, 'pkg (panels)'], ['games', `games/${input.game}`]]) {
    for (const [name, call] of requests(input)) {
      if (kind && !['analyze', 'rows', 'rows at the end', 'step', 'values', 'free'].includes(name)) continue;
      const module = await moduleOf(kind, input.game);
      run(module, `${kind}/${kind && input.game}`, what, `${input.label}${input.settings ? '' : ''}`, name, call);
    }
  }
}
for (const { game, label, settings } of GAME_REQUESTS) {
  if (only.length && !only.includes(game)) continue;
  for (const [name, call] of gameRequests(game, settings)) run(await moduleOf(null, null), 'null/null', 'pkg (panels)', `${game}, ${label}`, name, call);
}
const traps = rows.filter((row) => row.outcome === 'trap');
console.log(`\n${rows.length} requests; the largest peak ${MiB(worst.peak).trim()} MiB (${worst.what}, ${worst.input}, ${worst.name}); ${traps.length} trapped`);
