// The solver's thread, shared by every playground of the page: loads the wasm core once, keeps
// each playground's latest analysis (a wasm Session, by the client number its Solver sends)
// and answers `analyze` (a new input), `rows` (a window of a table of the latest analysis),
// `step` (a step of its line), `random`, for play `view`, `moves` and `play` (a position,
// its moves on a cell, the position after a move), and `check` and `stress` (exhaustive
// search, which posts its own progress). Heavy work never runs on the main thread.
import init, { analyze, check, exercise_set, grade_answer, position_moves, position_play, position_view, stress } from '../pkg/verdict_playground.js';

// The single-file build hands over the wasm bytes; otherwise init() fetches
// verdict_playground_bg.wasm next to the glue module.
const inlinedWasm = globalThis.VERDICT_PLAYGROUND_WASM;
const ready = init(inlinedWasm ? { module_or_path: inlinedWasm } : undefined);
/** Each client's latest analysis: { id, session }. */
const sessions = new Map();

function describe(error) {
  if (error && typeof error === 'object' && 'message' in error && !(error instanceof Error)) {
    return error; // an InputError from the core: { message, line, column, span, case }
  }
  return { message: String(error?.message ?? error), internal: true };
}

/** A uniformly random permutation of 1..n as text (Fisher-Yates), made here, off the page's thread. */
function randomPermutation(n) {
  const values = new Uint32Array(n);
  for (let i = 0; i < n; i++) values[i] = i + 1;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    const swap = values[i];
    values[i] = values[j];
    values[j] = swap;
  }
  return values.join(' ');
}

self.onmessage = async ({ data }) => {
  try {
    await ready;
  } catch (error) {
    self.postMessage({ id: data.id, error: { message: `the solver could not load: ${error}`, internal: true }, dead: true });
    return;
  }
  try {
    // The session a `rows` or `step` request names, if it is still its client's latest.
    const latest = () => {
      const held = sessions.get(data.client);
      return held && held.id === data.session ? held.session : null;
    };
    if (data.type === 'analyze') {
      sessions.get(data.client)?.session.free();
      sessions.delete(data.client);
      const started = performance.now();
      // The core posts { id, headline } itself as soon as the verdict is known, long before
      // the tables are built.
      const next = analyze(data.game, data.input, data.settings ?? undefined, data.id);
      const report = next.report();
      sessions.set(data.client, { id: data.id, session: next });
      self.postMessage({ id: data.id, report, millis: performance.now() - started });
    } else if (data.type === 'forget') {
      sessions.get(data.client)?.session.free();
      sessions.delete(data.client);
    } else if (data.type === 'random') {
      self.postMessage({ id: data.id, text: randomPermutation(data.n) });
    } else if (data.type === 'rows') {
      const rows = latest()?.rows(data.table, data.start, data.count) ?? null;
      self.postMessage({ id: data.id, rows });
    } else if (data.type === 'view') {
      self.postMessage({ id: data.id, view: position_view(data.game, data.position, data.last ?? undefined, data.origin ?? undefined, data.hints) });
    } else if (data.type === 'moves') {
      self.postMessage({ id: data.id, moves: position_moves(data.game, data.position, data.cell) });
    } else if (data.type === 'play') {
      self.postMessage({ id: data.id, view: position_play(data.game, data.position, data.cell, data.choice ?? undefined, data.origin ?? undefined, data.hints) });
    } else if (data.type === 'exercises') {
      self.postMessage({ id: data.id, exercises: exercise_set(data.game, data.seed) });
    } else if (data.type === 'grade') {
      self.postMessage({ id: data.id, graded: grade_answer(data.game, data.seed, data.number, data.answer) });
    } else if (data.type === 'check') {
      // The search posts { id, progress } itself while it runs.
      self.postMessage({ id: data.id, result: check(data.game, data.position, data.id) });
    } else if (data.type === 'stress') {
      self.postMessage({ id: data.id, result: stress(data.game, data.size, data.count, data.seed, data.id) });
    } else if (data.type === 'step') {
      const step = latest()?.step(data.index) ?? null;
      self.postMessage({ id: data.id, step });
    }
  } catch (error) {
    // A RuntimeError means the wasm module trapped (a panic): it is unusable from now on.
    const dead = error instanceof WebAssembly.RuntimeError;
    self.postMessage({ id: data.id, error: describe(error), dead });
  }
};
