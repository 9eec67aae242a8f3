// The solver's thread, shared by every playground of the page: loads the wasm cores, keeps
// each playground's latest analysis (a wasm Session, by the client number its Solver sends) and
// answers requests `{ id, client, method, args }` with one reply `{ id, ok, value | error }`
// (the protocol is written out in solver.js). The methods are the table below. Heavy work never
// runs on the main thread.
// The cores: each game has two modules, built by scripts/wasm.mjs from its cargo feature: its own
// (pkg/games/NAME/: the verdict, the report and its line, what a compact embed shows) and its own
// with the panels' exports (pkg/panels/NAME/: Play, lessons, move values, the tree, rules, outcome
// tables, checks, practice, Random, the auction's exports; src/wasm_api/panels.rs). A request goes
// to the module of the game it names, loaded on the first request that needs it: a page that
// shows one game downloads that game's code alone. When the worker's address names a game
// (`worker.js?game=ticket`, a compact embed's), that game's analyses use its own module and the
// panels' module is loaded on the first panel opened; otherwise (the page, a full view) every
// request goes to the panels' module. The offline build (scripts/dist.mjs), which carries one
// module with every game and export, replaces this block by matching its two marks.
// <load-core>
/** The game of a compact embed's worker (its analyses use the game's own module), or null. */
const compactGame = new URL(import.meta.url).searchParams.get('game');
/** The module in pkg/`dir`, its wasm fetched while its glue loads; `fresh`: a query that makes a new instance. */
const loadModule = (dir, fresh) => {
  const address = new URL(`../../pkg/${dir}verdict_playground_bg.wasm`, import.meta.url);
  const wasm = fetch(address).then((response) => {
    if (!response.ok) throw new LoadFailure(said('load-status', { path: address.pathname, status: `${response.status} ${response.statusText}`.trim() }));
    return response;
  }, () => {
    throw new LoadFailure(said('load-offline', { path: address.pathname }));
  });
  wasm.catch(() => {}); // a failed fetch is init's error, below
  return import(`../../pkg/${dir}verdict_playground.js${fresh}`).catch(() => {
    throw new LoadFailure(said('load-glue', { path: `pkg/${dir}` }));
  }).then(async (module) => {
    try {
      await module.default({ module_or_path: wasm });
    } catch (error) {
      throw loadFailure(address, error);
    }
    return module;
  });
};
/** Where game `game`'s module is: its own, or its own with the panels' exports. */
const moduleDir = (game, withPanels) => `${withPanels ? 'panels' : 'games'}/${game}/`;
/** What every game is (`About`, the core's `games()`), written by the build beside the modules. */
const loadGameList = () => fetch(new URL('../../pkg/games.json', import.meta.url)).catch(() => {
  throw new LoadFailure(said('load-offline', { path: 'pkg/games.json' }));
}).then((response) => {
  if (!response.ok) throw new LoadFailure(said('load-status', { path: new URL(response.url).pathname, status: String(response.status) }));
  return response.json();
});
// </load-core>

/**
 * A sentence for the page to write in its reader's language: the worker has no catalogue, so an
 * error's `message` it makes is a message `{ id, args }` (www/lang/en.js, "The solver's failures"),
 * which solver.js formats as the reply arrives; what the browser or the core said is an argument,
 * as they wrote it.
 */
const said = (id, args) => ({ id, args });

/**
 * Why a module could not load, in words a reader can act on (`reason`, a message): the download
 * failed, was refused, or is not WebAssembly (cut off or damaged); or the browser has no
 * WebAssembly at all.
 */
class LoadFailure {
  constructor(reason) {
    this.reason = reason;
  }
}
function loadFailure(address, error) {
  if (error instanceof LoadFailure) return error;
  if (typeof WebAssembly !== 'object') return new LoadFailure(said('load-no-wasm'));
  if (error instanceof WebAssembly.CompileError) return new LoadFailure(said('load-damaged', { path: address.pathname }));
  return new LoadFailure(said('load-start', { path: address.pathname, error: String(error?.message ?? error) }));
}

/**
 * "The solver could not load", with why (a LoadFailure's reason, or what was thrown). The reply's
 * error when a module could not load: the page starts afresh (solver.js), and may ask again
 * (`load`: the request was not at fault, and the next download may work).
 */
const loadError = (error) => said('solver-load-failed', { error: error instanceof LoadFailure ? error.reason : String(error?.message ?? error) });
const couldNotLoad = (error) => ({ message: loadError(error), internal: true, trapped: true, load: true });

const isGameName = (name) => typeof name === 'string' && /^[a-z][a-z0-9_]{0,31}$/.test(name);

/** The loaded modules, by directory: { ready (a promise of the module), instances made }. */
const modules = new Map();
/**
 * The modules that have loaded, by directory: each is told when a request begins
 * (`request_begins`: from then, it may allocate at most 1 GiB beyond what it holds), whichever
 * module the request goes to (a session's rows are its module's).
 */
const loaded = new Map();
/** The module in pkg/`dir`, loaded once; after a failure (`drop`) a fresh instance. */
function moduleAt(dir) {
  const held = modules.get(dir) ?? { ready: null, instances: 0 };
  modules.set(dir, held);
  if (!held.ready) {
    const fresh = held.instances++ ? `?instance=${held.instances}` : '';
    const ready = loadModule(dir, fresh);
    held.ready = ready;
    ready.then((module) => {
      if (held.ready === ready) loaded.set(dir, module);
    }, () => {});
    // One that could not load is tried again by the next request (unless one already is).
    ready.catch(() => {
      if (held.ready === ready) held.ready = null;
    });
  }
  return held.ready;
}
/** Forgets the module in `dir` (it failed): the next request loads a fresh instance. */
function drop(dir) {
  const held = modules.get(dir);
  if (held) held.ready = null;
  loaded.delete(dir);
}

/**
 * The game whose analyses use its own module (a compact embed's), or null: every request goes to
 * the modules with the panels. A name with no module of its own (or one that cannot load) is
 * then no compact game: the worker answers as the page's.
 */
let compact = isGameName(compactGame) ? compactGame : null;

/** Every game's `About`: a compact embed's game's own, else the list the build wrote. */
let gameList = null;
function listGames() {
  if (compact) {
    // A bundled glue carries its game's own English (scripts/bundle.mjs, `ENGLISH`): handed to
    // the page with the game's About, so that an embed downloads no other game's sentences; its
    // rules' are a file apart (`ENGLISH_LATER`, its address), which the page loads when shown.
    return moduleAt(moduleDir(compact, false)).then((core) => core.games().map((about) => (core.ENGLISH ? { ...about, english: core.ENGLISH, englishLater: core.ENGLISH_LATER } : about)), () => {
      compact = null;
      return listGames();
    });
  }
  gameList ??= loadGameList().catch((error) => {
    gameList = null;
    throw error;
  });
  return gameList;
}
// What the worker needs first starts loading at once, before the first request: a compact
// embed's module, or the list of games.
listGames().catch(() => {});

/**
 * The methods whose export only the panels' module has (src/wasm_api/panels.rs). Everything
 * they take is in their arguments (no session), so any module with the export gives the same
 * answer.
 */
const PANEL_METHODS = new Set(['view', 'moves', 'noMove', 'play', 'moveValues', 'tree', 'ruleSpace', 'exercises', 'grade',
  'check', 'stress', 'testRule', 'outcomes', 'random', 'exports']);

/** The directory of the module that answers `method` for `game`. */
const dirFor = (method, game) => moduleDir(game, !(game === compact && !PANEL_METHODS.has(method)));

/**
 * Each client's latest analysis: { id (the request that made it), session, dir (its module) }, by
 * `page client`: a shared worker (the compact iframe embeds of a post, solver.js) serves several
 * pages, each numbering its own clients; a dedicated worker serves one, page 0.
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
 * The methods a request can name: each takes the request's `args` and `{ id, client, core,
 * dir }` (`core`: the module of the game the request names, `dir` where it is), and returns the
 * reply's value (or throws its error).
 */
const methods = {
  /**
   * The first message a page sends a shared worker: its answer proves the worker runs for this
   * page (a browser may refuse a shared worker after the fact; solver.js falls back then).
   */
  hello: () => true,
  /**
   * Game `game`'s module with the panels' exports is about to be needed (a lesson's step is drawn
   * and will be answered, graded with them): it starts loading now, if it is not there already.
   */
  prepare({ game }) {
    moduleAt(moduleDir(game, true)).catch(() => {});
    return null;
  },
  /** A new input: `{ session, report, millis }`; the session replaces the client's previous one. */
  analyze({ game, input, settings }, { id, client, core, dir }) {
    forget(client);
    const started = performance.now();
    // The core posts { id, headline } itself as soon as the verdict is known, long before the
    // tables are built.
    const session = core.analyze(game, input, settings ?? undefined, id);
    const report = session.report();
    sessions.set(client, { id, session, dir });
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
  /**
   * What every game is (labels, rules, examples, settings): the core's `About` list. A page's
   * worker answers once the module of the game it shows first (`first`, else the list's first)
   * has loaded too: it is needed next, and a module that cannot load is said in place of the
   * playground rather than under its input.
   */
  async games({ first = null }) {
    let list;
    try {
      list = await listGames();
    } catch (error) {
      // Not the module's failure (it may not even have loaded): the list's download.
      throw { message: loadError(error), internal: true };
    }
    if (!compact) {
      const shown = list.find((about) => about.name === first) ?? list[0];
      try {
        await moduleAt(moduleDir(shown.name, true));
      } catch (error) {
        throw couldNotLoad(error);
      }
    }
    return list;
  },
  /**
   * A lesson's position (lesson-player.js): step `step` of the line of `input` (analyzed, read,
   * and freed at once: a lesson asks about many positions and keeps no analysis), or, when
   * `input` is no start but a position in the middle of a game, that position. `step` past the
   * line's end is its last step; null is the step the line opens at.
   */
  async lessonPosition({ game, input, step = null, settings = null }, { core }) {
    let session;
    try {
      session = core.analyze(game, input, settings ?? undefined);
    } catch (error) {
      // Not a start: a position with its mover, or with removed numbers, is read as one (by a
      // panel's export: a lesson of starts alone needs no module but the game's own).
      let view;
      try {
        view = (await moduleAt(moduleDir(game, true))).position_view(game, input, undefined, undefined, false, settings ?? undefined);
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
  random: ({ game, size, seed }, { core }) => core.random_input(game, size, seed),
  /** A window of a table of the analysis; null when it was superseded. */
  rows: ({ session, table, start, count }, { client }) => latest(client, session)?.rows(table, start, count) ?? null,
  /** A step of the analysis's line; null when it was superseded. */
  step: ({ session, index }, { client }) => latest(client, session)?.step(index) ?? null,
  /** The values of steps `start..start + count` of the line (the value strip); null when superseded. */
  stepValues: ({ session, start, count }, { client }) => latest(client, session)?.values(start, count) ?? null,
  // The position methods read a position under `settings` (the game's on screen, as `analyze`
  // takes them): what the position does not write (Nim's take set) is theirs.
  view: ({ game, position, last = null, origin = null, hints = false, settings = null }, { core }) =>
    core.position_view(game, position, last ?? undefined, origin ?? undefined, hints, settings ?? undefined),
  moves: ({ game, position, cell, settings = null }, { core }) => core.position_moves(game, position, cell, settings ?? undefined),
  /** Why nothing can be played on a cell (the rule it meets); null where something can. */
  noMove: ({ game, position, cell, settings = null }, { core }) => core.position_no_move(game, position, cell, settings ?? undefined),
  play: ({ game, position, cell, choice = null, origin = null, hints = false, settings = null }, { core }) =>
    core.position_play(game, position, cell, choice ?? undefined, origin ?? undefined, hints, settings ?? undefined),
  /** "Show move values": the position's value and the marks of the board cells `first..first + count`. */
  moveValues: ({ game, position, first, count, settings = null }, { core }) => core.position_values(game, position, first, count, settings ?? undefined),
  /** The game tree from a small position; the core's `{ message }` when it is too large. */
  tree: ({ game, position, settings = null }, { core }) => core.position_tree(game, position, settings ?? undefined),
  /** What "Test a rule" offers for a game under its settings (null for none). */
  ruleSpace: ({ game, settings = null }, { core }) => core.rule_space(game, settings ?? undefined),
  exercises: ({ game, seed }, { core }) => core.exercise_set(game, seed),
  grade: ({ game, seed, number, answer }, { core }) => core.grade_answer(game, seed, number, answer),
  // The searches post { id, progress } themselves while they run. Each is of the game with its
  // settings (`About.settings`, as `analyze` takes them): the game on screen.
  check: ({ game, settings = null, position }, { id, core }) => core.check(game, settings ?? undefined, position, id),
  stress: ({ game, settings = null, size, count, seed }, { id, core }) => core.stress(game, settings ?? undefined, size, count, seed, id),
  testRule: ({ game, settings = null, rule, scope }, { id, core }) => core.test_rule(game, settings ?? undefined, rule, scope, id),
  /** The exports of `input`'s report, for a report that left them out (`exports_left_out`). */
  exports: ({ game, input, settings }, { core }) => core.record_exports(game, input, settings ?? undefined),
  /** An outcome table: every start position by two names, a rule drawn over it (outcome_table). */
  outcomes: ({ game, settings = null, x, y, rule }, { id, core }) => core.outcome_table(game, settings ?? undefined, x, y, rule, id),
};

/** The methods that name no game: they need no module (or find their own). */
const GAMELESS = new Set(['hello', 'forget', 'leave', 'games', 'rows', 'step', 'stepValues']);

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
  // A trap at the request's memory limit: the module refused an allocation past it (sessions.rs).
  const refused = [...loaded.values()].map((core) => core.request_refused?.() ?? 0).find((bytes) => bytes > 0);
  if (refused) {
    // The limit as the docs write it (1024, not 1,024); the amount asked in the language's digits.
    return {
      message: said('solver-memory', { limit: String(MEMORY_LIMIT_MIB), asked: mebibytes(refused) }),
      internal: true,
      trapped: true,
      memory: true,
    };
  }
  return {
    message: said('solver-failed', { error: String(error?.message ?? error) }),
    internal: true,
    trapped: true,
  };
}

/** What one request may allocate beyond the analyses held, in MiB (src/wasm_api/sessions.rs). */
const MEMORY_LIMIT_MIB = 1024;
/** Bytes in MiB to a tenth, a number: the page writes it in its language's digits. */
const mebibytes = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** Answers one request of page `page` through `reply` (the worker's scope, or a frame's port). */
async function answerRequest({ id, client, method, args }, page, reply) {
  if (!Object.hasOwn(methods, method)) {
    // A guard against the page's own mistakes, never shown to a reader: left in English, as a console would say it.
    reply.postMessage({ id, ok: false, error: { message: `no such request: ${method}`, internal: true } });
    return;
  }
  const context = { id, client: `${page} ${client}`, page, core: null, dir: null };
  if (!GAMELESS.has(method)) {
    const game = args?.game;
    // The module loads while the list of games is read; a game the list lacks gets the core's
    // own message (the registry's), naming the games there are.
    if (isGameName(game)) moduleAt(dirFor(method, game)).catch(() => {});
    try {
      const known = (await listGames()).map((about) => about.name);
      if (!known.includes(game)) {
        // Never shown: the page asks only for games of the list it was given (as the line above, English).
        reply.postMessage({ id, ok: false, error: { message: `unknown game '${game}' (known: ${known.join(', ')})` } });
        return;
      }
      context.dir = dirFor(method, game);
      context.core = await moduleAt(context.dir);
    } catch (error) {
      reply.postMessage({ id, ok: false, error: couldNotLoad(error) });
      return;
    }
  }
  try {
    // Each module's memory limit counts from here (`?.`: a module built before it had none).
    for (const core of loaded.values()) core.request_begins?.();
    reply.postMessage({ id, ok: true, value: await methods[method](args ?? {}, context) });
  } catch (error) {
    const described = describe(error);
    reply.postMessage({ id, ok: false, error: described });
    if (described.trapped && context.dir) failed(context.dir);
  }
}

/**
 * A module that failed is not used again: the next request loads a fresh instance. A dedicated
 * worker's page replaces the whole worker anyway (solver.js); a shared worker, which its pages
 * cannot replace, forgets the analyses the module held and tells every page, whose playgrounds
 * analyze again.
 */
function failed(dir) {
  drop(dir);
  let lost = false;
  for (const [client, held] of sessions) {
    if (held.dir !== dir) continue;
    sessions.delete(client); // not freed: the instance that holds it is broken
    lost = true;
  }
  if (lost && isShared) for (const port of framePorts) port.postMessage({ restarted: true });
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
