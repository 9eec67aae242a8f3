// The core in Node: the same wasm build (pkg/) the page's worker loads, for tests that compare
// what the page shows with what the core says (its games, its random inputs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../scripts/wasm.mjs';
import { initSync } from '../pkg/verdict_playground.js';

const out = fileURLToPath(new URL(`../${loadConfig()['out-dir']}/`, import.meta.url));
initSync({ module: readFileSync(`${out}verdict_playground_bg.wasm`) });

export * from '../pkg/verdict_playground.js';

