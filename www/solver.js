// The page's handle on the solver worker. One worker (one wasm instance) serves every
// playground of the page, the page's own and each embedded component: each playground has its
// own `Solver`, whose requests the worker keeps apart (its analyses live under the solver's
// client number). Only a solver's newest input matters: while one analysis runs, later
// requests replace each other in a one-slot queue, and superseded ones resolve as
// `{ stale: true }`. A worker whose wasm trapped, or whose search was stopped, is replaced by a
// fresh one; the other playgrounds hear that their analyses are gone (`onLost`).

/** Starts the worker, also when this module was loaded from another origin (an embed). */
function startWorker() {
  // The single-file build (scripts/dist.mjs) inlines the worker, as a classic script, and names
  // its blob URL here.
  const inlined = globalThis.VERDICT_PLAYGROUND_WORKER;
  if (inlined) return new Worker(inlined);
  const url = new URL('./worker.js', import.meta.url);
  if (url.origin === self.location.origin) return new Worker(url, { type: 'module' });
  // Browsers refuse cross-origin worker scripts; a same-origin blob that imports it is fine
  // (the served files carry CORS headers).
  const shim = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(shim), { type: 'module' });
}

/** The page's one worker, started when the first playground asks, and the solvers it serves. */
const shared = {
  worker: null,
  nextId: 1,
  nextClient: 1,
  /** The solver each request in flight came from, by request id. */
  owners: new Map(),
  solvers: new Set(),

  post(solver, message) {
    if (!this.worker) this.start();
    const id = this.nextId++;
    this.owners.set(id, solver);
    this.worker.postMessage({ ...message, id, client: solver.client });
    return id;
  },

  start() {
    this.worker = startWorker();
    this.worker.onmessage = ({ data }) => {
      const solver = this.owners.get(data.id);
      if (!data.progress && !data.headline) this.owners.delete(data.id);
      // The request that trapped hears its own error first; then the worker is replaced.
      solver?.receive(data);
      if (data.dead) {
        // Its input trapped the wasm: it is not analyzed again by itself (two such inputs
        // would otherwise restart each other for ever).
        if (solver) solver.trapped = true;
        this.restart(solver, 'the solver stopped and was restarted');
      }
    };
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      for (const solver of this.solvers) solver.fail(`the solver failed: ${event.message ?? 'unknown error'}`);
    };
  },

  /**
   * A fresh worker in place of this one (its wasm trapped, or `by` stopped a search): the
   * requests still waiting are answered, and every other solver hears its analyses are gone.
   */
  restart(by, message) {
    this.worker?.terminate();
    this.worker = null;
    this.owners.clear();
    for (const solver of this.solvers) solver.lose(message, solver === by);
    this.start();
  },
};

export class Solver {
  #waiting = new Map();
  #busy = false;
  #queued = null;
  /** Progress listeners of running requests, by id. */
  #progress = new Map();
  /** Listeners of the verdict that comes before an analysis's report, by id. */
  #headlines = new Map();

  /**
   * `onLost()` is called when the shared worker was replaced because of another playground (a
   * stopped search, a trap): this solver's analyses are gone, and its playground analyzes again.
   */
  constructor({ onLost = () => {} } = {}) {
    this.client = shared.nextClient++;
    this.onLost = onLost;
    this.trapped = false;
    shared.solvers.add(this);
  }

  /** Answers every request still waiting: their worker is gone or broken. */
  fail(message) {
    for (const [id, resolve] of this.#waiting) resolve({ id, error: { message, internal: true }, rows: null });
    this.#waiting.clear();
    this.#progress.clear();
    this.#headlines.clear();
    this.#busy = false;
    this.#queued?.resolve({ stale: true });
    this.#queued = null;
  }

  /**
   * This solver's playground is gone (an embed re-mounted): the worker frees its analysis, and
   * a restart no longer analyzes for it.
   */
  close() {
    this.fail('the playground was closed');
    shared.solvers.delete(this);
    if (shared.worker) shared.worker.postMessage({ type: 'forget', client: this.client });
  }

  /** The worker was replaced: `mine` when this solver's request or `stop()` caused it. */
  lose(message, mine) {
    this.fail(message);
    if (!mine && !this.trapped) this.onLost();
  }

  receive(data) {
    if (data.progress) {
      this.#progress.get(data.id)?.(data.progress);
      return;
    }
    if (data.headline) {
      this.#headlines.get(data.id)?.(data.headline);
      return;
    }
    this.#progress.delete(data.id);
    this.#headlines.delete(data.id);
    if (data.report) this.trapped = false;
    const resolve = this.#waiting.get(data.id);
    this.#waiting.delete(data.id);
    resolve?.(data);
  }

  #post(message, { onProgress = null, onHeadline = null } = {}) {
    return new Promise((resolve) => {
      const id = shared.post(this, message);
      this.#waiting.set(id, resolve);
      if (onProgress) this.#progress.set(id, onProgress);
      if (onHeadline) this.#headlines.set(id, onHeadline);
    });
  }

  /**
   * Analyzes an input (a string, or a file's bytes) with its settings (the auction's
   * `{ dealer, vulnerable }`, or undefined); resolves `{ id, report }`, `{ id, error }`
   * or `{ stale: true }`. `onHeadline` hears the verdict and its reason first, before the
   * tables are built.
   */
  analyze(game, input, settings, { onHeadline = () => {} } = {}) {
    const request = { type: 'analyze', game, input, settings };
    if (this.#busy) {
      this.#queued?.resolve({ stale: true });
      return new Promise((resolve) => { this.#queued = { request, resolve, onHeadline }; });
    }
    return this.#run(request, onHeadline);
  }

  async #run(request, onHeadline) {
    this.#busy = true;
    const result = await this.#post(request, { onHeadline });
    this.#busy = false;
    if (this.#queued) {
      const { request: next, resolve, onHeadline: listener } = this.#queued;
      this.#queued = null;
      this.#run(next, listener).then(resolve);
      return { stale: true };
    }
    return result;
  }

  /** A random permutation of 1..n as text, made in the worker. */
  async random(n) {
    const { text } = await this.#post({ type: 'random', n });
    return text ?? '';
  }

  /** Rows of a table of analysis `session`; null when that analysis was superseded. */
  async rows(session, table, start, count) {
    const { rows } = await this.#post({ type: 'rows', session, table, start, count });
    return rows;
  }

  /** The view of a position to play from; `{ error }` when the text is not a position. */
  async view(game, position, { last = null, origin = null, hints = false } = {}) {
    const { view, error } = await this.#post({ type: 'view', game, position, last, origin, hints });
    return view ?? { error };
  }

  /** The legal moves on one cell of a position, with their values. */
  async moves(game, position, cell) {
    const { moves } = await this.#post({ type: 'moves', game, position, cell });
    return moves ?? [];
  }

  /** The view of the position after a move, or null when the move is not legal. */
  async play(game, position, cell, choice, { origin = null, hints = false } = {}) {
    const { view } = await this.#post({ type: 'play', game, position, cell, choice, origin, hints });
    return view ?? null;
  }

  /** The exercises of the set for `game` from `seed`. */
  async exercises(game, seed) {
    const { exercises } = await this.#post({ type: 'exercises', game, seed });
    return exercises ?? [];
  }

  /** Grades an answer to exercise `number` of a set: `{ correct, message, solution }`. */
  async grade(game, seed, number, answer) {
    const { graded, error } = await this.#post({ type: 'grade', game, seed, number, answer });
    return graded ?? { correct: false, message: error?.message ?? 'The answer could not be graded.', solution: '' };
  }

  /**
   * Checks a position by exhaustive search; `onProgress({ done, millis })` hears from the
   * search while it runs. Resolves `{ result: { report, millis } }`, `{ error }`, or
   * `{ stopped: true }` after `stop()`.
   */
  check(game, position, onProgress) {
    return this.#track({ type: 'check', game, position }, onProgress);
  }

  /** Checks `count` random positions of about `size`; resolves like `check`. */
  stress(game, size, count, onProgress) {
    const seed = Math.floor(Math.random() * 2 ** 32);
    return this.#track({ type: 'stress', game, size, count, seed }, onProgress);
  }

  #track(message, onProgress) {
    return this.#post(message, { onProgress });
  }

  /**
   * Stops whatever the worker is doing (a search cannot be interrupted from outside, so the
   * worker is replaced): waiting requests resolve `{ stopped: true }`, and the analyses it
   * held are gone, so the caller analyzes again.
   */
  stop() {
    for (const [id, resolve] of this.#waiting) resolve({ id, stopped: true, stale: true });
    this.#waiting.clear();
    shared.restart(this, 'another playground stopped a search');
  }

  /** Step `index` of the line of analysis `session`; null when superseded or past the end. */
  async step(session, index) {
    const { step } = await this.#post({ type: 'step', session, index });
    return step ?? null;
  }
}
