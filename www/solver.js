// The page's handle on the solver worker. Only the newest input matters: while one analysis
// runs, later requests replace each other in a one-slot queue, and superseded ones resolve as
// `{ stale: true }`. A worker whose wasm trapped is replaced by a fresh one.

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

export class Solver {
  #worker = null;
  #nextId = 1;
  #waiting = new Map();
  #busy = false;
  #queued = null;
  /** Progress listeners of running requests, by id. */
  #progress = new Map();
  /** Listeners of the verdict that comes before an analysis's report, by id. */
  #headlines = new Map();

  constructor() {
    this.#restart();
  }

  #restart() {
    this.#worker?.terminate();
    this.#worker = startWorker();
    this.#worker.onmessage = ({ data }) => this.#receive(data);
    this.#worker.onerror = (event) => {
      event.preventDefault?.();
      this.#failAll(`the solver failed: ${event.message ?? 'unknown error'}`);
      this.#busy = false;
    };
  }

  /** Answers every request still waiting: their worker is gone or broken. */
  #failAll(message) {
    for (const [id, resolve] of this.#waiting) resolve({ id, error: { message, internal: true }, rows: null });
    this.#waiting.clear();
  }

  #receive(data) {
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
    const resolve = this.#waiting.get(data.id);
    this.#waiting.delete(data.id);
    if (data.dead) {
      this.#failAll('the solver stopped and was restarted');
      this.#restart();
    }
    resolve?.(data);
  }

  #post(message) {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#worker.postMessage({ ...message, id });
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
    this.#headlines.set(this.#nextId, onHeadline);
    const result = await this.#post(request);
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
    const id = this.#nextId;
    this.#progress.set(id, onProgress);
    return this.#post(message);
  }

  /**
   * Stops whatever the worker is doing (a search cannot be interrupted from outside, so the
   * worker is replaced): waiting requests resolve `{ stopped: true }`, and the analyses it
   * held are gone, so the caller analyzes again.
   */
  stop() {
    for (const [id, resolve] of this.#waiting) resolve({ id, stopped: true, stale: true });
    this.#waiting.clear();
    this.#progress.clear();
    this.#busy = false;
    this.#queued?.resolve({ stale: true });
    this.#queued = null;
    this.#restart();
  }

  /** Step `index` of the line of analysis `session`; null when superseded or past the end. */
  async step(session, index) {
    const { step } = await this.#post({ type: 'step', session, index });
    return step ?? null;
  }
}
