// The solver's thread, shared by every playground of the page: loads the wasm core once, keeps
// each playground's latest analysis (a wasm Session, by the client number its Solver sends) and
// answers requests `{ id, client, method, args }` with one reply `{ id, ok, value | error }`
// (the protocol is written out in solver.js). The methods are the table below. Heavy work never
// runs on the main thread.
// The core it serves: the module with every game (the page's) or, when the worker's address
// names a game (`worker.js?game=ticket`, a compact embed's), that game's own module, a quarter
// to a third of the size, built by scripts/wasm.mjs from the game's cargo feature without the
// panels' exports (below). A name with no
// module of its own gets the whole one. The offline build (scripts/dist.mjs), which carries
// only the whole module, replaces this block by matching its two marks.
// `fresh` (a query) makes a new instance of the module, for a shared worker whose core failed.
// The wasm is fetched while the glue module loads, not after it (`wasmFetch`).
let wasmFetch = null;
// <load-core>
const asked = new URL(import.meta.url).searchParams.get('game');
const fetchWasm = (dir) => {
  wasmFetch = fetch(new URL(`../pkg/${dir}verdict_playground_bg.wasm`, import.meta.url));
  wasmFetch.catch(() => {}); // a game with no module of its own: the whole one is fetched instead
};
const whole = (fresh) => {
  fetchWasm('');
  return import(`../pkg/verdict_playground.js${fresh}`);
};
const loadCore = (fresh = '') => {
  if (!/^[a-z][a-z0-9_]{0,31}$/.test(asked ?? '')) return whole(fresh);
  fetchWasm(`games/${asked}/`);
  return import(`../pkg/games/${asked}/verdict_playground.js${fresh}`).catch(() => whole(fresh));
};
// A game's own module answers what an embed shows before any click; the panels a reader opens
// (Play, lessons, move values, the tree, rules, outcome tables, checks, practice, Random, the
// auction's exports) are exports of
// the module with every game only (src/wasm_api/panels.rs), loaded for them on the first one.
const loadPanelCore = (fresh = '') => {
  const wasm = fetch(new URL('../pkg/verdict_playground_bg.wasm', import.meta.url));
  return import(`../pkg/verdict_playground.js${fresh}`).then(async (module) => {
    await module.default({ module_or_path: wasm });
    return module;
  });
};
// </load-core>

// The single-file build hands over the wasm bytes; otherwise init() takes the response fetched
// beside the glue module.
const inlinedWasm = globalThis.VERDICT_PLAYGROUND_WASM;
const startCore = (fresh) => loadCore(fresh).then(async (module) => {
  const wasm = inlinedWasm ?? wasmFetch;
  await module.default(wasm ? { module_or_path: wasm } : undefined);
  return module;
});
let ready = startCore();
/** The core's exports, once loaded. */
let core = null;
/**
 * The requests that call an export of the panels (src/wasm_api/panels.rs), by the export: a
 * core without it (a game's own module) hands them to `panelCore`, the module with every game,
 * loaded on the first such request. Everything they take is in their arguments (no session), so
 * either module gives the same answer.
 */
const PANEL_EXPORTS = {
  view: 'position_view', moves: 'position_moves', noMove: 'position_no_move',
  play: 'position_play', moveValues: 'position_values',
  tree: 'position_tree', ruleSpace: 'rule_space', exercises: 'exercise_set', grade: 'grade_answer',
  check: 'check', stress: 'stress', testRule: 'test_rule', outcomes: 'outcome_table', random: 'random_input', exports: 'record_exports',
};
/** The core the panels' requests go to (`core` itself when it has their exports). */
let panels = null;
let panelsReady = null;
let panelInstances = 0;

/** A core with export `name`: `core`, or else the module with every game, loaded once. */
async function panelCore(name) {
  if (typeof core[name] === 'function') return core;
  panelsReady ??= loadPanelCore(panelInstances ? `?instance=${panelInstances}` : '');
  return panelsReady;
}
/**
 * Each client's latest analysis: { id (the request that made it), session }, by `page client`:
 * a shared worker (the compact iframe embeds of a post, solver.js) serves several pages, each
 * numbering its own clients; a dedicated worker serves one, page 0.
 */
const sessions = new Map();

/** Frees a client's analysis, if it has one. */
function forget(client) {
  sessions.get(client)?.session.free();
  sessions.delete(client);
}

/** The analysis `session` names, if it is still its client's latest (else it was superseded). */
function latest(client, session) {
  const held = sessions.get(client);
  return held && held.id === session ? held.session : null;
}

/**
 * The methods a request can name: each takes the request's `args` and `{ id, client }`, and
 * returns the reply's value (or throws its error).
 */
const methods = {
  /** A new input: `{ session, report, millis }`; the session replaces the client's previous one. */
  analyze({ game, input, settings }, { id, client }) {
    forget(client);
    const started = performance.now();
    // The core posts { id, headline } itself as soon as the verdict is known, long before the
    // tables are built.
    const session = core.analyze(game, input, settings ?? undefined, id);
    const report = session.report();
    sessions.set(client, { id, session });
    return { session: id, report, millis: performance.now() - started };
  },
  /** The client's playground is gone: its analysis is freed. */
  forget(_, { client }) {
    forget(client);
    return null;
  },
  /** A page (a frame of a shared worker) is gone: the analyses of all its clients are freed. */
  leave(_, { page }) {
    for (const key of [...sessions.keys()]) if (key.startsWith(`${page} `)) forget(key);
    return null;
  },
  /** What every game is (labels, rules, examples, settings): the core's `About` list. */
  games: () => core.games(),
  /**
   * A lesson's position (lesson-player.js): step `step` of the line of `input` (analyzed, read,
   * and freed at once: a lesson asks about many positions and keeps no analysis), or, when
   * `input` is no start but a position in the middle of a game, that position. `step` past the
   * line's end is its last step; null is the step the line opens at.
   */
  async lessonPosition({ game, input, step = null, settings = null }) {
    let session;
    try {
      session = core.analyze(game, input, settings ?? undefined);
    } catch (error) {
      // Not a start: a position with its mover, or with removed numbers, is read as one (by a
      // panel's export: a lesson of starts alone needs no module but the game's own).
      let view;
      try {
        view = (await panelCore('position_view')).position_view(game, input, undefined, undefined, false);
      } catch {
        throw error;
      }
      return { position: view.position, to_move: view.to_move, steps: null, index: null, board: view.board, narration: '', legend: [], playable: true, report: null };
    }
    try {
      const report = session.report();
      const head = report.line;
      const index = step == null ? head.open_at : Math.min(step, head.steps);
      const shown = index === head.open_at ? head.open_step : session.step(index);
      return {
        position: shown.position, to_move: shown.to_move, steps: head.steps, index, board: shown.board, narration: shown.narration,
        legend: head.legend, playable: head.playable, report: { verdict: report.verdict, headline: report.headline, reason: report.reason },
      };
    } finally {
      session.free();
    }
  },
  /** A random input of `game` of about `size`, the same for the same `seed`; null for a game
   * that offers none. Made by the core, here, off the page's thread (a million numbers are 6.9 MB). */
  random: ({ game, size, seed }) => panels.random_input(game, size, seed),
  /** A window of a table of the analysis; null when it was superseded. */
  rows: ({ session, table, start, count }, { client }) => latest(client, session)?.rows(table, start, count) ?? null,
  /** A step of the analysis's line; null when it was superseded. */
  step: ({ session, index }, { client }) => latest(client, session)?.step(index) ?? null,
  /** The values of steps `start..start + count` of the line (the value strip); null when superseded. */
  stepValues: ({ session, start, count }, { client }) => latest(client, session)?.values(start, count) ?? null,
  view: ({ game, position, last = null, origin = null, hints = false }) =>
    panels.position_view(game, position, last ?? undefined, origin ?? undefined, hints),
  moves: ({ game, position, cell }) => panels.position_moves(game, position, cell),
  /** Why nothing can be played on a cell (the rule it meets); null where something can. */
  noMove: ({ game, position, cell }) => panels.position_no_move(game, position, cell),
  play: ({ game, position, cell, choice = null, origin = null, hints = false }) =>
    panels.position_play(game, position, cell, choice ?? undefined, origin ?? undefined, hints),
  /** "Show move values": the position's value and the marks of the board cells `first..first + count`. */
  moveValues: ({ game, position, first, count }) => panels.position_values(game, position, first, count),
  /** The game tree from a small position; the core's `{ message }` when it is too large. */
  tree: ({ game, position }) => panels.position_tree(game, position),
  /** What "Test a rule" offers for a game (null for none). */
  ruleSpace: ({ game }) => panels.rule_space(game),
  exercises: ({ game, seed }) => panels.exercise_set(game, seed),
  grade: ({ game, seed, number, answer }) => panels.grade_answer(game, seed, number, answer),
  // The searches post { id, progress } themselves while they run.
  check: ({ game, position }, { id }) => panels.check(game, position, id),
  stress: ({ game, size, count, seed }, { id }) => panels.stress(game, size, count, seed, id),
  testRule: ({ game, rule, scope }, { id }) => panels.test_rule(game, rule, scope, id),
  /** The exports of `input`'s report, for a report that left them out (`exports_left_out`). */
  exports: ({ game, input, settings }) => panels.record_exports(game, input, settings ?? undefined),
  /** An outcome table: every start position by two names, a rule drawn over it (outcome_table). */
  outcomes: ({ game, x, y, rule }, { id }) => panels.outcome_table(game, x, y, rule, id),
};

/**
 * A thrown error as a reply's error. The core's own errors are InputErrors (`{ message, line,
 * column, span, case }`), returned as they are. Anything else is the module's failure: a trap
 * (RuntimeError), a stack overflow (RangeError: it unwinds through the module's frames and
 * leaks their stack), running out of memory, or an argument the page should never send. After
 * any of them the instance is not trusted (its memory count and stack may be wrong for good),
 * so the reply says `trapped` and the page starts a fresh worker.
 */
function describe(error) {
  if (error && typeof error === 'object' && 'message' in error && !(error instanceof Error)) {
    return error;
  }
  return {
    message: `the solver failed on this request and was restarted (${String(error?.message ?? error)})`,
    internal: true,
    trapped: true,
  };
}

/** Answers one request of page `page` through `reply` (the worker's scope, or a frame's port). */
async function answerRequest({ id, client, method, args }, page, reply) {
  let loaded;
  try {
    loaded = await ready;
  } catch (error) {
    reply.postMessage({ id, ok: false, error: { message: `the solver could not load: ${error}`, internal: true, trapped: true } });
    return;
  }
  core = loaded;
  if (!Object.hasOwn(methods, method)) {
    reply.postMessage({ id, ok: false, error: { message: `no such request: ${method}`, internal: true } });
    return;
  }
  let used = loaded;
  try {
    if (Object.hasOwn(PANEL_EXPORTS, method)) {
      used = null; // while the panels' core loads: a failure to load is its own
      used = panels = await panelCore(PANEL_EXPORTS[method]);
    }
    reply.postMessage({ id, ok: true, value: await methods[method](args ?? {}, { id, client: `${page} ${client}`, page }) });
  } catch (error) {
    const described = describe(error);
    reply.postMessage({ id, ok: false, error: described });
    if (!described.trapped) return;
    if (used !== loaded) {
      // The panels' module failed (or could not load): the next panel request loads a fresh one.
      panelsReady = null;
      panelInstances += 1;
    } else if (isShared) {
      restartCore(loaded);
    }
  }
}

/**
 * A shared worker cannot be replaced by its pages as a dedicated one is (solver.js): when its
 * core fails, it makes a fresh instance of the module itself, forgets every analysis, and tells
 * every page, whose playgrounds analyze again.
 */
let coreInstances = 0;
function restartCore(failed) {
  if (core !== failed) return;
  core = null;
  sessions.clear();
  ready = startCore(`?instance=${++coreInstances}`);
  for (const port of framePorts) port.postMessage({ restarted: true });
}

/** A shared worker: each frame that connects is a page of its own, with its port. */
const isShared = typeof SharedWorkerGlobalScope === 'function' && self instanceof SharedWorkerGlobalScope;
const framePorts = new Set();
if (isShared) {
  let pages = 0;
  self.onconnect = ({ ports: [port] }) => {
    const page = ++pages;
    framePorts.add(port);
    port.onmessage = ({ data }) => {
      if (data.method === 'leave') framePorts.delete(port);
      answerRequest(data, page, port);
    };
  };
} else {
  self.onmessage = ({ data }) => answerRequest(data, 0, self);
}
