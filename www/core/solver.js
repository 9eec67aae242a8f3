// The page's handle on the solver worker. One worker (one wasm instance) serves every
// playground of the page, the page's own and each embedded component: each playground has its
// own `Solver`, whose requests the worker keeps apart (its analyses live under the solver's
// client number). The exception is embeds of one game (an iframe, or a post whose components
// all show that game compact): their worker analyzes with that game's own module (`only`),
// without the panels' exports (worker.js). Only a solver's newest input matters: while one
// analysis runs, later requests replace each other in a one-slot queue, and superseded ones
// resolve as null. A worker whose wasm trapped is replaced by a fresh one; every playground
// hears that its analysis is gone (`onLost`) and analyzes again, but for the one whose analysis
// was what failed (it would only fail again). The long searches a reader starts and can stop
// (`SEARCHES`: check, stress, testRule, outcomes) run in a worker of their playground's own,
// started on its first search: they need no analysis (everything is in their arguments), and a
// search cannot be interrupted from outside, so Stop ends that worker alone. The shared worker,
// and every playground's analysis in it, never hears of it.
//
// One request/reply protocol, both ways through the worker's message channel:
//   request   { id, client, method, args }   args: the method's named arguments (worker.js)
//   reply     { id, ok: true, value }  or  { id, ok: false, error }
//   progress  { id, headline }  or  { id, progress: { done, millis } }
// A request has exactly one reply. Progress is what the core itself (src/wasm_api.rs) posts
// while request `id` runs: the verdict before the tables, a long search's count; it is the only
// message without `ok`. An error is the core's InputError ({ message, line, column, span,
// case }) or { message, internal: true }, with `trapped: true` when the wasm failed (a trap,
// a stack overflow, any error that is not the core's) and the worker is not to be trusted. The page makes two replies of its own, in the same shape: a worker that
// is gone answers { ok: false, error: { message, internal: true } }, and a stopped one
// { ok: false, error: { message, internal: true, stopped: true } }.
import { message, t } from '../shared/i18n.js';

/**
 * Whether this document's solvers share one SharedWorker with the other documents of its origin
 * (`shareAcrossFrames`): the iframe embeds of a post, each its own document, then load the wasm
 * once, in one worker, instead of one each.
 */
let acrossFrames = false;

/**
 * From now on this document's workers are shared with the other frames of its origin where the
 * browser can (a SharedWorker; same-origin documents only, not an opaque origin): the compact
 * iframe embed asks for it (embed.js). Elsewhere, or where SharedWorker is missing, a dedicated
 * worker as before.
 */
export function shareAcrossFrames() {
  acrossFrames = true;
}

/**
 * A SharedWorker's port made to look like a dedicated Worker (postMessage, onmessage, onerror,
 * terminate): the protocol is the same, each port a page of its own to the worker (worker.js).
 * A shared worker cannot be ended from one of its pages; `terminate` lets go of its port.
 */
function sharedPort(url, name) {
  const worker = new SharedWorker(url, { type: 'module', name });
  const adapter = {
    shared: true,
    onmessage: null,
    onerror: null,
    postMessage: (message) => worker.port.postMessage(message),
    // The analyses this frame held are freed; the worker goes on for the other frames.
    terminate: () => {
      worker.port.postMessage({ id: 0, client: 0, method: 'leave', args: {} });
      worker.port.close();
    },
  };
  worker.port.onmessage = (event) => adapter.onmessage?.(event);
  worker.onerror = (event) => adapter.onerror?.(event);
  worker.port.start();
  return adapter;
}

/** How long a shared worker may take to answer its first message before a frame stops waiting
 * for it (`onTrial`): its answer needs only worker.js, a few kilobytes, not the wasm. */
const SHARED_TRIAL_MS = 4_000;

/** The worker's script: `only`'s compact worker, or the page's (worker.js). */
function workerAddress(only) {
  const url = new URL('./worker.js', import.meta.url);
  if (only) url.searchParams.set('game', only);
  return url;
}

/**
 * Starts a worker, also when this module was loaded from another origin (an embed): with the
 * games' modules with the panels, or with game `only`'s own smaller one (worker.js). `shared`: a worker
 * shared with the other frames of this origin, where the browser allows one.
 */
function startWorker(only, shared = false) {
  // The single-file build (scripts/dist.mjs) inlines the worker, as a classic script, and names
  // its blob URL here.
  const inlined = globalThis.VERDICT_PLAYGROUND_WORKER;
  if (inlined) return new Worker(inlined);
  const url = workerAddress(only);
  // The document's own origin, not its address's: a frame sandboxed without allow-same-origin
  // has an opaque one ('null'), and every script address is another origin to it.
  if (url.origin === self.origin) {
    if (shared && typeof SharedWorker === 'function') {
      try {
        return sharedPort(url, `verdict-playground ${only ?? ''}`);
      } catch {
        // refused (a browser's setting, a partitioned context): a worker of this frame's own
      }
    }
    return new Worker(url, { type: 'module' });
  }
  // Browsers refuse cross-origin worker scripts; a same-origin blob that imports it is fine
  // (the served files carry CORS headers).
  if (self.origin !== 'null') {
    const shim = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(shim), { type: 'module' });
  }
  // An opaque origin (a sandboxed frame) cannot start a module worker from a blob, but a classic
  // one can import the worker's module; the messages that come before it is there wait for it.
  const shim = new Blob([`const early = []; self.onmessage = (event) => early.push(event);
import(${JSON.stringify(url.href)}).then(() => { for (const event of early) self.onmessage(event); }, (error) => {
  const fail = ({ data }) => self.postMessage({ id: data.id, ok: false, error: { message: { id: 'solver-load-failed', args: { error: String(error) } }, internal: true } });
  self.onmessage = fail; early.forEach(fail); });`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(shim));
}

/**
 * How long a request may run before its worker is ended (ms): far past the largest input's
 * analysis here (seconds), so only a request the page cannot answer meets it. The searches a
 * reader starts and can stop (`SEARCHES`) have no limit.
 */
const REQUEST_LIMIT_MS = 120_000;
const SEARCHES = new Set(['check', 'stress', 'testRule', 'outcomes']);
/** The methods that read a position (worker.js): under the settings of the game on screen. */
const POSITION_METHODS = new Set(['view', 'moves', 'noMove', 'play', 'moveValues', 'tree']);

/** A request's method and arguments as one string (for the requests that failed). */
const requestKey = (method, args) => `${method} ${JSON.stringify(args ?? {})}`;

/** Request ids are unique across the page's workers: a solver keeps its requests of both of its
 * workers (the shared one, its searches') in one table. */
let nextRequest = 1;

/** A reply answers its request; anything else on the channel is progress of a running one. */
const isReply = (message) => typeof message.ok === 'boolean';

/**
 * The sentences the core sends as messages (`{ id, args }`: docs/LANGUAGES.md), anywhere in a
 * reply (a report's verdict and reason, a hint ladder's rungs), written in the language shown. The
 * one place the page formats them: every part that shows them (the result, Guess first, Play, a
 * lesson's answer, a worksheet) reads text, as before they were messages. A report's Why
 * (`explanation`, `expert`) is left as messages: it is formatted when it is drawn, once its
 * English has come (www/panels/explanation.js).
 */
export function worded(value) {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = worded(value[i]);
    return value;
  }
  if (isMessage(value)) return message(value);
  for (const key of Object.keys(value)) if (key !== 'explanation' && key !== 'expert') value[key] = worded(value[key]);
  return value;
}

/** Whether `value` is a core's message: an id and its arguments, and nothing else. */
const isMessage = (value) =>
  typeof value.id === 'string' && value.args !== null && typeof value.args === 'object' && Object.keys(value).length === 2;

/**
 * A worker shared by solvers, started when the first of them asks: the page's one worker, or,
 * for embeds that show one game, that game's (`only`).
 */
const sharedWorker = (only, acrossFrames, searches = false) => ({
  only,
  acrossFrames,
  /** A playground's own worker for its searches (`SEARCHES`), which holds no analysis. */
  searches,
  worker: null,
  /** The solver, method and arguments of each request in flight, by request id. */
  owners: new Map(),
  /**
   * Requests other than analyses that made the wasm fail, by method and arguments, with the
   * error they got: asked again (an open tree panel asks for its position after every
   * analysis), they are answered with it at once instead of failing the fresh worker again.
   */
  failed: new Map(),
  solvers: new Set(),

  post(solver, method, args) {
    if (!this.worker) this.start();
    const id = nextRequest++;
    const timer = SEARCHES.has(method) ? null : setTimeout(() => this.overran(id), REQUEST_LIMIT_MS);
    this.owners.set(id, { solver, method, args, timer });
    this.worker.postMessage({ id, client: solver.client, method, args });
    return id;
  },

  /**
   * Request `id` ran past REQUEST_LIMIT_MS: it is answered so, and its worker, busy with it for
   * as long as it runs, is replaced (a shared one is left to its other frames), so that the
   * page's other playgrounds go on. Like a trap, an analysis is not made again by itself, and
   * the same panel request is answered with this at once.
   */
  overran(id) {
    const owner = this.owners.get(id);
    if (!owner) return;
    this.owners.delete(id);
    const error = { message: t('solver-overran', { seconds: REQUEST_LIMIT_MS / 1000 }), internal: true, overran: true };
    owner.solver.settle({ id, ok: false, error });
    if (owner.method === 'analyze') owner.solver.trapped = true;
    else this.failed.set(requestKey(owner.method, owner.args), error);
    this.restart(owner.method === 'analyze' ? owner.solver : null, t('solver-restarted'));
  },

  start() {
    const worker = startWorker(this.only, this.acrossFrames);
    this.worker = worker;
    if (worker.shared) this.onTrial(worker);
    worker.onmessage = ({ data }) => {
      if (worker.trial && data.id === worker.trial.id) {
        this.confirmed(worker);
        return;
      }
      // A shared worker whose core failed (for any of its frames) started a fresh core: the
      // analyses it held are gone, in every frame.
      if (data.restarted) {
        for (const solver of this.solvers) solver.lose(t('solver-restarted'), false);
        return;
      }
      const { solver, method, args, timer } = this.owners.get(data.id) ?? {};
      if (!isReply(data)) {
        solver?.progress(data);
        return;
      }
      clearTimeout(timer);
      this.owners.delete(data.id);
      // The request that failed hears its own error first; then the worker is replaced.
      solver?.settle(data);
      if (!data.ok && data.error?.trapped) {
        // An analysis that failed is not made again by itself (two such inputs would restart
        // each other for ever); after any other request (a tree, a rule) its playground
        // analyzes its input again, as every other playground does.
        // A module that could not load is no fault of the request: asked again, it loads again.
        if (solver && method === 'analyze') solver.trapped = true;
        else if (!data.error.load) this.failed.set(requestKey(method, args), data.error);
        // A shared worker restarts its core itself, and says so to every frame (above).
        if (!this.worker.shared) this.restart(method === 'analyze' ? solver : null, t('solver-restarted'));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (worker.trial) {
        this.ownWorker(worker);
        return;
      }
      // An error event says nothing of its cause when the worker's script did not load (a
      // network failure, a 404, a Content-Security-Policy without worker-src).
      const why = event.message || workerAddress(this.only).href;
      for (const solver of this.solvers) solver.fail(t('solver-load-failed', { error: why }));
    };
  },

  /**
   * A shared worker is on trial until it answers its first message, a `hello`: a browser may
   * refuse one after the fact, with an `error` event rather than an exception (a frame on another
   * site whose reader blocks third-party cookies and storage: Incognito, privacy settings), or
   * never start it. An error, or silence for SHARED_TRIAL_MS, and this frame goes on with a
   * worker of its own (`ownWorker`).
   */
  onTrial(worker) {
    const id = nextRequest++;
    worker.trial = { id, timer: setTimeout(() => this.ownWorker(worker), SHARED_TRIAL_MS) };
    worker.postMessage({ id, client: 0, method: 'hello', args: {} });
  },

  /** The shared worker answered: it runs for this frame. */
  confirmed(worker) {
    clearTimeout(worker.trial.timer);
    worker.trial = null;
  },

  /**
   * The shared worker on trial failed it: a dedicated worker in its place, and the requests
   * already posted posted again (a worker on trial has answered none: its `hello` was the first
   * message on its port, and it answers in order).
   */
  ownWorker(worker) {
    if (this.worker !== worker) return;
    clearTimeout(worker.trial.timer);
    worker.trial = null;
    worker.terminate();
    this.acrossFrames = false;
    this.start();
    for (const [id, { solver, method, args }] of this.owners) {
      this.worker.postMessage({ id, client: solver.client, method, args });
    }
  },

  /**
   * A fresh worker in place of this one (its wasm trapped, or a request overran; `by` is the
   * solver whose request did): the requests still waiting are answered, and every other solver
   * hears its analyses are gone. A search worker is only ended (`end`): it held no analyses.
   */
  restart(by, message) {
    if (this.searches) {
      this.end({ message, internal: true });
      return;
    }
    // A shared worker's search cannot be stopped from here: this frame goes on with a worker of
    // its own (the others wait for the search to end).
    if (this.worker?.shared) this.acrossFrames = false;
    if (this.worker?.trial) clearTimeout(this.worker.trial.timer);
    this.worker?.terminate();
    this.worker = null;
    for (const { timer } of this.owners.values()) clearTimeout(timer);
    this.owners.clear();
    for (const solver of this.solvers) solver.lose(message, solver === by);
    this.start();
  },

  /**
   * A search worker is ended (a Stop, a trap): its requests are answered with `error`, and the
   * next search starts a fresh one. Nothing else is lost: it held no analysis.
   */
  end(error) {
    this.worker?.terminate();
    this.worker = null;
    const owners = [...this.owners];
    this.owners.clear();
    for (const [id, { solver, timer }] of owners) {
      clearTimeout(timer);
      solver.settle({ id, ok: false, error });
    }
  },
});

/** The page's workers, by the game whose own module they analyze with ('' for the modules with the panels). */
const workers = new Map();
/** Client numbers are unique across the page's workers. */
let nextClient = 1;

export class Solver {
  /** Requests in flight, by id: how to answer each, and who hears its progress. */
  #pending = new Map();
  #busy = false;
  #queued = null;
  /** The worker this solver shares with the others of its kind. */
  #shared;
  /** Each game's rule space, as `ruleSpace` asked for it. */
  #spaces = new Map();
  /** This solver's own worker for its searches, made on the first (`SEARCHES`). */
  #searcher = null;
  #only;
  #settingsOf;

  /**
   * `onLost()` is called when the shared worker was replaced because of another playground (a
   * trap, a request that overran): this solver's analyses are gone, and its playground analyzes
   * again. (A stopped search loses nothing: it ran in its playground's own worker.)
   * `only`: a game's name, when this solver's playground shows no other game (an embed): its
   * worker analyzes with that game's own module, without the panels' exports (a name with no
   * module of its own gets the modules with the panels). `settingsOf(game)`: the settings the
   * playground shows `game` with (as `analyze` takes them), or undefined: a position request
   * (`POSITION_METHODS`) that gives none is read under them, so that Play, the tree and move
   * values of a typed `4` under take 1,2,3 are the subtraction game's.
   */
  constructor({ onLost = () => {}, only = null, settingsOf = () => undefined } = {}) {
    const key = only ?? '';
    if (!workers.has(key)) workers.set(key, sharedWorker(only, acrossFrames));
    this.#shared = workers.get(key);
    this.#only = only;
    this.#settingsOf = settingsOf;
    this.client = nextClient++;
    this.onLost = onLost;
    this.trapped = false;
    this.#shared.solvers.add(this);
  }

  /**
   * Answers every request still waiting in the shared worker (gone or broken) with `error`; the
   * searches in this solver's own worker go on.
   */
  #answerAll(error) {
    for (const [id, { resolve, on }] of this.#pending) {
      if (on !== this.#shared) continue;
      this.#pending.delete(id);
      resolve({ ok: false, error });
    }
  }

  /** The worker that answers `method`: this solver's own for a search, else the shared one. */
  #workerFor(method) {
    if (!SEARCHES.has(method)) return this.#shared;
    if (!this.#searcher) {
      this.#searcher = sharedWorker(this.#only, false, true);
      this.#searcher.solvers.add(this);
    }
    return this.#searcher;
  }

  /** Answers every request still waiting: their worker is gone or broken. */
  fail(message) {
    this.#answerAll({ message, internal: true });
    this.#busy = false;
    this.#queued?.resolve(null);
    this.#queued = null;
  }

  /**
   * This solver's playground is gone (an embed re-mounted): the worker frees its analysis, and
   * a restart no longer analyzes for it.
   */
  close() {
    // Answers no one shows (the playground is gone), and so not a catalogue's message.
    this.fail('the playground was closed');
    this.#shared.solvers.delete(this);
    this.#searcher?.end({ message: 'the playground was closed', internal: true });
    if (this.#shared.worker) this.#shared.post(this, 'forget', {});
  }

  /** The worker was replaced: `mine` when this solver's request or `stop()` caused it. */
  lose(message, mine) {
    this.fail(message);
    if (!mine && !this.trapped) this.onLost();
  }

  /** A reply from the worker to one of this solver's requests. */
  settle(reply) {
    if (reply.ok) reply.value = worded(reply.value);
    // The worker's own failures come as messages (worker.js, `said`): written here, once, in the
    // language shown, so that every part reads an error's text as before.
    else if (reply.error?.message?.id) reply.error.message = message(reply.error.message);
    const request = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    request?.resolve(reply);
  }

  /** Progress of one of this solver's requests, as the core posted it. */
  progress(message) {
    worded(message.headline);
    this.#pending.get(message.id)?.onProgress?.(message);
  }

  /**
   * Asks the worker to run `method` with `args` (worker.js lists them); resolves its reply,
   * `{ ok: true, value }` or `{ ok: false, error }`. `onProgress` hears what the core posts
   * while it runs: `{ headline }` or `{ progress: { done, millis } }`.
   */
  call(method, args = {}, { onProgress = null } = {}) {
    if (POSITION_METHODS.has(method) && args.settings === undefined) {
      const settings = this.#settingsOf(args.game);
      if (settings !== undefined) args = { ...args, settings };
    }
    const on = this.#workerFor(method);
    const failedBefore = on.failed.size > 0 && method !== 'analyze' ? on.failed.get(requestKey(method, args)) : null;
    if (failedBefore) return Promise.resolve({ ok: false, error: failedBefore });
    return new Promise((resolve) => {
      const id = on.post(this, method, args);
      this.#pending.set(id, { resolve, onProgress, on });
    });
  }

  /**
   * Analyzes an input (a string, or a file's bytes) with its settings (the game's settings by
   * name, `About.settings`, or undefined); resolves the reply, whose value is `{ session,
   * report, millis }` (`session` names the analysis for `rows` and `step`), or null when a
   * newer input superseded it. `onHeadline` hears the verdict and its
   * reason first, before the tables are built.
   */
  analyze(game, input, settings, { onHeadline = () => {} } = {}) {
    const request = { args: { game, input, settings }, onHeadline };
    if (this.#busy) {
      this.#queued?.resolve(null);
      return new Promise((resolve) => { this.#queued = { ...request, resolve }; });
    }
    return this.#run(request);
  }

  async #run({ args, onHeadline }) {
    this.#busy = true;
    const reply = await this.call('analyze', args, { onProgress: (message) => { if ('headline' in message) onHeadline(message.headline); } });
    this.#busy = false;
    if (this.#queued) {
      const { resolve, ...next } = this.#queued;
      this.#queued = null;
      this.#run(next).then(resolve);
      return null;
    }
    if (reply.ok) this.trapped = false;
    return !reply.ok && reply.error.stopped ? null : reply;
  }

  /**
   * A random input of `game` of about `size` from `seed` (the core's `random_input`: the same
   * seed gives the same input); null for a game that offers none, or when it failed.
   */
  /**
   * What `game` under `settings` offers rules and outcome tables (the core's `rule_space`),
   * asked once per game and settings and kept: the rule tester and the outcome tables of a
   * playground share it. Null for a game that offers none, or when it failed.
   */
  ruleSpace(game, settings) {
    const key = `${game} ${JSON.stringify(settings ?? null)}`;
    if (!this.#spaces.has(key)) this.#spaces.set(key, this.call('ruleSpace', { game, settings }).then((reply) => (reply.ok ? reply.value : null)));
    return this.#spaces.get(key);
  }

  async random(game, size, seed) {
    const reply = await this.call('random', { game, size, seed });
    return reply.ok ? reply.value : null;
  }

  /** Rows of a table of analysis `session`; null when that analysis was superseded. */
  async rows(session, table, start, count) {
    const reply = await this.call('rows', { session, table, start, count });
    return reply.ok ? reply.value : null;
  }

  /** Step `index` of the line of analysis `session`; null when superseded or past the end. */
  async step(session, index) {
    const reply = await this.call('step', { session, index });
    return reply.ok ? reply.value : null;
  }

  /** The view of a position to play from; `{ error }` when the text is not a position. */
  async view(game, position, { last = null, origin = null, hints = false } = {}) {
    const reply = await this.call('view', { game, position, last, origin, hints });
    return reply.ok ? reply.value : { error: reply.error };
  }

  /** The legal moves on one cell of a position, with their values. */
  async moves(game, position, cell) {
    const reply = await this.call('moves', { game, position, cell });
    return reply.ok ? reply.value : [];
  }

  /** Why nothing can be played on a cell of a position, in one sentence (null where something can). */
  async noMove(game, position, cell) {
    const reply = await this.call('noMove', { game, position, cell });
    return reply.ok ? reply.value : null;
  }

  /** The view of the position after a move, or null when the move is not legal. */
  async play(game, position, cell, choice, { origin = null, hints = false } = {}) {
    const reply = await this.call('play', { game, position, cell, choice, origin, hints });
    return reply.ok ? reply.value ?? null : null;
  }

  /** The exercises of the set for `game` from `seed`. */
  async exercises(game, seed) {
    const reply = await this.call('exercises', { game, seed });
    return reply.ok ? reply.value : [];
  }

  /** Grades an answer to exercise `number` of a set: `{ correct, illegal, message, solution }`. */
  async grade(game, seed, number, answer) {
    const reply = await this.call('grade', { game, seed, number, answer });
    return reply.ok ? reply.value : { correct: false, message: reply.error.message ?? 'The answer could not be graded.', solution: '' };
  }

  /**
   * Checks a position of `game` under `settings` (the playground's, as `analyze` takes them) by
   * exhaustive search; `onProgress({ done, millis })` hears from the
   * search while it runs. Resolves `{ result: { report, millis } }`, `{ error }`, or
   * `{ stopped: true }` after `stop()`.
   */
  check(game, settings, position, onProgress) {
    return this.#search('check', { game, settings, position }, onProgress);
  }

  /** Checks `count` random positions of `game` under `settings` of about `size`; resolves like `check`. */
  stress(game, settings, size, count, onProgress) {
    const seed = Math.floor(Math.random() * 2 ** 32);
    return this.#search('stress', { game, settings, size, count, seed }, onProgress);
  }

  async #search(method, args, onProgress) {
    const reply = await this.call(method, args, { onProgress: (message) => { if ('progress' in message) onProgress(message.progress); } });
    if (reply.ok) return { result: reply.value };
    return reply.error.stopped ? { stopped: true } : { error: reply.error };
  }

  /**
   * Stops this solver's searches (`SEARCHES`): a search cannot be interrupted from outside, so
   * the worker of this solver's own that runs them is ended, and they are answered as stopped.
   * Analyses, this playground's and the others', are in the shared worker and stay as they are.
   */
  stop() {
    // Never shown: a stopped search is said by its panel, in its own words (`stopped: true`).
    this.#searcher?.end({ message: 'stopped', internal: true, stopped: true });
  }
}
