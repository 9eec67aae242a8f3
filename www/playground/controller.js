// A playground's state, and the one place it changes. The components (input.js's block,
// result.js, watch.js, explanation.js, tables.js, about.js) read `controller.state`, call the
// controller's methods to change it, and hear what changed through `on(event, listener)`; none
// of them keeps a copy of it, and none reads it back from the DOM.
//
// A panel added later (to the watch section, say) needs three things, all here:
// - `on('step', (step) => …)`: the step of the line shown changed (`state.line.shown`);
// - `on('report', (analysis) => …)`: a new report arrived (`state.analysis`); a listener may
//   return a promise, and the playground stays busy (`data-busy`) until it settles;
// - `controller.solver`: the worker, as `solver.call(method, args)` (solver.js, worker.js) or
//   its named helpers; `state.line.session` names the analysis shown.
//
// The events, each with what its listeners get:
//   game ()            the game shown changed (and at the start)
//   input ()           the input changed (the box or its summary shows it)
//   settings ()        the settings were given from outside the menus (a link, attributes)
//   edited ()          the user changed the input or a setting: what was made for the old one
//                      (a check's result) no longer applies
//   busy (busy)        the answer to the newest input is on its way, or shown
//   headline (headline, millis)   the verdict and its reason, before the report
//   error (error)      the input is not valid; the last analysis stays shown, stale
//   report (analysis)  a new report: { session, report, millis }
//   seek (k, source)   step k was asked for (by `source`, if it says); it shows once fetched
//   step (step)        the step of the line shown changed
//   values (on)        "Show move values" was switched on or off (any of its switches)
//   present (on)       the classroom mode was entered or left
//   practice (seed)    a link asked for the set of exercises of `seed`
import { MAX_FRAGMENT, unpairedSurrogate } from '../core/fragment.js';
import { t } from '../shared/i18n.js';
import { InputModel, LARGE, MAX_BYTES } from './input.js';
import { Solver } from '../core/solver.js';

/** Typing into a short input is answered at once; a long one waits for a pause. */
const LONG_TYPING = 10_000;
const DEBOUNCE_MS = 120;

/** The events that say what is shown (not what is happening): a panel built late hears the last of each (`late`). */
const SHOWN = new Set(['game', 'input', 'settings', 'report', 'error', 'step']);

export class Controller {
  #listeners = new Map();
  /** The last arguments of each event of SHOWN, in the order they came (a Map keeps it). */
  #last = new Map();
  /** The listeners added while `late` builds, as [event, listener]. */
  #adding = null;
  #onChange;
  #timer = null;
  /** Analyses run so far: only the newest one's answer is shown. */
  #serial = 0;
  /** Inputs asked for so far: the playground is busy until the newest one's answer is shown. */
  #asked = 0;

  /**
   * `initial` = { game, input, selection, step, practice } and the settings by name, as a link
   * or the attributes give them; `games`: the core's games (games.js), whose `About`s say what
   * each game shows and takes; `onChange(current, { push })` hears every change the user makes
   * (`push`: a new history entry, a game switch).
   */
  constructor(initial, { games, onChange = () => {} }) {
    this.#onChange = onChange;
    /** The core's games (a `Games`): read it anywhere, it never changes. */
    this.games = games;
    // The page's one worker serves every playground on it; when another playground's request
    // trapped it and it was replaced, this one's analysis is gone and is made again.
    // A position a panel asks about is read under the settings of the game shown.
    this.solver = new Solver({
      onLost: () => this.analyzeAgain(),
      only: games.only,
      settingsOf: (game) => (game === this.state.game ? this.settingsShown() : undefined),
    });
    /** The state: read it anywhere, change it only through the methods below. */
    this.state = {
      /** The game shown: a game's name (`About.name`). */
      game: games.has(initial.game) ? initial.game : games.first.name,
      /** Each game's input (an InputModel: a text or a file's bytes), its last one in this
       * session restored when the user comes back to the game. */
      inputs: {},
      /** Each setting's value by name (`About.settings`): the menu's choice, or a value a link
       * gave that is no option (analyzed as given, so that the error names it). */
      settings: {},
      /** An input built by clicking the report's offers: the texts before each click, for Undo. */
      undo: [],
      /** The selected row { table, row } (0-based) of a table other than the line's. */
      selection: initial.selection ?? null,
      /** The step of the line to open at when the next report arrives (a link's &step=). */
      openAt: initial.step ?? null,
      /** The seed of the set of exercises, once practice is opened. */
      practiceSeed: initial.practice ?? null,
      /** "Show move values": every switch of it (Watch, Play) shows this, kept across steps,
       * inputs and games. */
      showValues: false,
      /** The classroom mode (`&present=1`): the board and the narration large, the rest hidden. */
      present: Boolean(initial.present),
      /** A position to open Play at when the next report arrives (a link's `&play=`). */
      openPlay: initial.play ?? null,
      /** From an input on, until its answer is shown. */
      busy: false,
      /** The analysis shown, the last valid one: { session, report, millis }. */
      analysis: null,
      /** The current input's error while it is not valid (the analysis shown is then stale). */
      error: null,
      /** The line of the analysis shown: its session and header, the step shown (`step`,
       * `shown`) and the newest one asked for (`wanted`, while `fetching`). */
      line: null,
    };
    this.model.setText(initial.input ?? '');
    this.#giveSettings(initial);
  }

  /** The shown game's input. */
  get model() {
    const { inputs, game } = this.state;
    if (!inputs[game]) {
      inputs[game] = new InputModel();
      inputs[game].setText(this.games.about(game).start);
    }
    return inputs[game];
  }

  /** Calls `listener` on `event` (above) from now on; returns what stops it. */
  on(event, listener) {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set());
    this.#listeners.get(event).add(listener);
    this.#adding?.push([event, listener]);
    return () => this.#listeners.get(event).delete(listener);
  }

  /**
   * Builds components after the start (`build()`, a panel whose code came on first opening):
   * each listener they add hears at once the last of what is shown (the game, the input, the
   * report, the error, the step), in the order it came, as if it had listened from the start.
   * Returns what `build` returned.
   */
  late(build) {
    const adding = [];
    this.#adding = adding;
    let built;
    try {
      built = build();
    } finally {
      this.#adding = null;
    }
    for (const [event, args] of this.#last) {
      for (const [heard, listener] of adding) if (heard === event) listener(...args);
    }
    return built;
  }

  /** Tells every listener of `event`, in the order they came; returns what they returned. */
  #emit(event, ...args) {
    if (SHOWN.has(event)) {
      this.#last.delete(event);
      this.#last.set(event, args);
    }
    return [...(this.#listeners.get(event) ?? [])].map((listener) => listener(...args));
  }

  /** Shows the state as it is and analyzes it: once the components listen. */
  start() {
    this.#emit('settings');
    this.#emit('input');
    this.#emit('game');
    this.#schedule(0, { byUser: false });
  }

  /** The state a link carries (fragment.js): the input is null when it is too long for one. */
  current() {
    const { game, line, openAt, selection, practiceSeed, present } = this.state;
    const step = line && line.step !== line.head.open_at ? line.step : openAt;
    const model = this.model;
    const input = model.length <= MAX_FRAGMENT ? model.text() : null;
    return { game, input, ...this.settingsToUse(), selection, step, practice: practiceSeed, present };
  }

  /** The settings of the game shown, by name, the empty ones left out; none for most games. */
  settingsToUse() {
    const settings = this.games.settingsOf(this.state.game);
    if (settings.length === 0) return undefined;
    return Object.fromEntries(settings.map(({ name }) => [name, this.state.settings[name]]).filter(([, value]) => value));
  }

  /**
   * The settings of the game on screen, as its panels (rules, outcome tables, checks) ask about
   * it: the menus' (`settingsToUse`), each replaced by the value the last analysis used
   * (`Report.settings`), so that a Nim input that writes `take 1,2,3` is that game whatever the
   * menu says. After a failed analysis, the menus' alone.
   */
  settingsShown() {
    const chosen = this.settingsToUse();
    if (!chosen || this.state.error) return chosen;
    const names = new Set(this.games.settingsOf(this.state.game).map(({ name }) => name));
    for (const { name, value } of this.state.analysis?.report.settings ?? []) if (names.has(name) && value) chosen[name] = value;
    return chosen;
  }

  /**
   * A panel that answers the game with its settings (the rule tester, the outcome tables) calls
   * what this returns at each `game`, `settings` and `report` event: `show(game, settings,
   * current)` runs when the game or the settings shown (`settingsShown`) changed, and its promise
   * is returned again while they stay (the events come in threes); `current()` says whether
   * that show is still of the game shown, after an await.
   */
  followGame(show) {
    let key = null;
    let showing = Promise.resolve();
    return () => {
      const game = this.state.game;
      const settings = this.settingsShown();
      const now = `${game} ${JSON.stringify(settings ?? null)}`;
      if (now === key) return showing;
      key = now;
      showing = show(game, settings, () => key === now);
      return showing;
    };
  }

  /** Lets go of the worker's share this playground held (before it is mounted again). */
  close() {
    clearTimeout(this.#timer);
    this.solver.close();
  }

  // ---- What the user does ----

  switchGame(key) {
    if (key === this.state.game || !this.games.has(key)) return;
    this.state.game = key;
    this.state.undo = [];
    this.#emit('input');
    this.#emit('game');
    this.#schedule(0, { push: true });
  }

  /** The user typed in the box. */
  typed(text) {
    this.state.undo = [];
    this.model.setText(text);
    this.#emit('input');
    this.#schedule(text.length > LARGE || text.length <= LONG_TYPING ? 0 : DEBOUNCE_MS);
  }

  /** A new text for the input (an example, a paste, a random one, a click on an offered call). */
  setText(text, { keepUndo = false } = {}) {
    if (!keepUndo) this.state.undo = [];
    this.model.setText(text);
    this.#emit('input');
    this.#schedule(0);
  }

  /** Plays an offered call: the text with the call put in, the text before it kept for Undo. */
  playOffer(offer) {
    const now = this.model.text();
    this.state.undo.push(now);
    this.setText(now.slice(0, offer.replace[0]) + offer.insert + now.slice(offer.replace[1]), { keepUndo: true });
  }

  /** Takes back the last call played from the offers. */
  undoCall() {
    if (this.state.undo.length) this.setText(this.state.undo.pop(), { keepUndo: true });
  }

  /**
   * A file as the input: refused unread when it is larger than the core takes; a long one
   * stays bytes (the worker decodes it), a short one becomes text.
   */
  async openFile(file) {
    if (file.size > MAX_BYTES) {
      this.#showError({ message: t('file-too-big', { name: file.name, bytes: file.size, max: MAX_BYTES >> 20 }) });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text = null;
    if (bytes.length <= LARGE) {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        text = null; // not UTF-8: the worker names the byte
      }
    }
    if (text != null) this.model.setText(text);
    else this.model.setBytes(bytes, file.name);
    this.#emit('input');
    this.#schedule(0);
  }

  /** A setting chosen in its menu. */
  setSetting(name, value) {
    this.state.settings[name] = value;
    this.#schedule(0);
  }

  /** A row selected in a table other than the line's (the line's rows are its steps). */
  select(selection) {
    this.state.selection = selection;
    this.#changed();
  }

  /** The seed of the exercises shown (part of the link). */
  setPracticeSeed(seed) {
    this.state.practiceSeed = seed;
    this.#changed();
  }

  /** Switches "Show move values" on or off, for Watch and Play alike. */
  setShowValues(on) {
    if (this.state.showValues === on) return;
    this.state.showValues = on;
    this.#emit('values', on);
  }

  /** Enters or leaves the classroom mode (`&present=1`). */
  setPresent(on) {
    if (this.state.present === on) return;
    this.state.present = on;
    this.#emit('present', on);
    this.#changed();
  }

  /** The position a link asked Play to open at, once (null when none). */
  takePlayPosition() {
    const position = this.state.openPlay;
    this.state.openPlay = null;
    return position;
  }

  /**
   * Asks for step `k` of the shown line (clamped to it); `source` is who asked (the stepper
   * moves itself). One request is in flight at a time: while the slider is dragged, the steps
   * in between are skipped and the newest one is fetched next.
   */
  async goToStep(k, { source = null, byUser = true } = {}) {
    const line = this.state.line;
    if (!line) return;
    line.wanted = Math.max(0, Math.min(line.head.steps, k));
    this.#emit('seek', line.wanted, source);
    if (line.fetching) return;
    line.fetching = true;
    while (this.state.line === line && line.wanted !== line.step) {
      const step = await this.solver.step(line.session, line.wanted);
      if (this.state.line !== line || !step) break;
      this.#showStep(step);
      if (byUser) this.#changed();
    }
    line.fetching = false;
  }

  // ---- What the page does ----

  /** Shows another game or input, as when the page's fragment or the attributes change. */
  setState(next) {
    if (this.games.has(next.game)) this.state.game = next.game;
    this.model.setText(next.input ?? '');
    this.#giveSettings(next);
    this.state.selection = next.selection ?? null;
    this.state.openAt = next.step ?? null;
    this.state.openPlay = next.play ?? null;
    this.#emit('input');
    this.#emit('settings');
    this.#emit('game');
    if (next.present != null && Boolean(next.present) !== this.state.present) {
      this.state.present = Boolean(next.present);
      this.#emit('present', this.state.present);
    }
    // A link's set of exercises (Back to a link that had one, a link followed on the page).
    if (next.practice != null && next.practice !== this.state.practiceSeed) {
      this.state.practiceSeed = next.practice;
      this.#emit('practice', next.practice);
    }
    this.#schedule(0, { byUser: false });
  }

  /** The worker forgot the analysis (another playground's request trapped it): the same input again, at the same step. */
  analyzeAgain() {
    this.state.openAt = this.state.line?.step ?? null;
    this.#schedule(0, { byUser: false });
  }

  // ---- Inside ----

  /** Settings from a link or attributes; one not given is its default. */
  #giveSettings(values) {
    for (const [name, setting] of this.games.settings) this.state.settings[name] = values[name] ?? setting.default;
  }

  /** Tells the page (the link follows the state). */
  #changed({ push = false } = {}) {
    this.#onChange(this.current(), { push });
  }

  #setBusy(busy) {
    if (this.state.busy === busy) return;
    this.state.busy = busy;
    this.#emit('busy', busy);
  }

  /** Analyzes the input after `delay` ms; `byUser`: the user changed it (a new line, no selection). */
  #schedule(delay, { byUser = true, push = false } = {}) {
    // Busy from the keystroke on, until the answer to the newest input is shown.
    this.#asked++;
    this.#setBusy(true);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), delay);
    if (byUser) {
      this.state.selection = null; // a new input has new rows and a new line
      this.state.openAt = null;
      this.#emit('edited');
      this.#changed({ push });
    }
  }

  async #run() {
    const serial = ++this.#serial;
    const asked = this.#asked;
    const started = performance.now();
    // Half of a character pair with no other half can be held by the text box but by no text
    // encoding: the core would be handed U+FFFD in its place, and a link could not carry it. It
    // is an input error, pointed at, like any other.
    const unpaired = this.#unpaired();
    if (unpaired) {
      this.#showError(unpaired);
      if (asked === this.#asked) this.#setBusy(false);
      return;
    }
    const reply = await this.solver.analyze(this.state.game, this.model.payload, this.settingsToUse(), {
      // The verdict and its reason come first; the tables and the board follow.
      onHeadline: (headline) => {
        if (serial === this.#serial) this.#emit('headline', headline, performance.now() - started);
      },
    });
    if (!reply || serial !== this.#serial) return;
    if (reply.ok) await this.#showReport(reply.value);
    else this.#showError(reply.error);
    // A newer input asked for meanwhile keeps the playground busy until its own answer.
    if (asked === this.#asked) this.#setBusy(false);
  }

  /** The input error of a lone surrogate in the text, or null. */
  #unpaired() {
    const model = this.model;
    if (typeof model.payload !== 'string') return null; // a file's bytes: the worker reads them
    const text = model.payload;
    const at = unpairedSurrogate(text);
    if (at < 0) return null;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const line = text.slice(0, lineStart).split('\n').length;
    const column = [...text.slice(lineStart, at)].length + 1;
    const unit = text.charCodeAt(at).toString(16).toUpperCase();
    return {
      message: t('input-lone-surrogate', { unit: `U+${unit}` }),
      line, column, span: [at, at + 1],
    };
  }

  #showError(error) {
    this.state.error = error;
    this.#emit('error', error);
  }

  /** Shows a new report and opens its line; resolves once every component has drawn it. */
  async #showReport(analysis) {
    const state = this.state;
    const head = analysis.report.line;
    // A link to a row of the line's table (the older form of a step link) opens that step.
    if (state.selection && state.selection.table === head.table) {
      state.openAt = state.selection.row + 1;
      state.selection = null;
    }
    const opening = state.openAt != null && state.openAt >= 0 && state.openAt <= head.steps ? state.openAt : head.open_at;
    state.openAt = null;
    state.error = null;
    state.analysis = analysis;
    state.line = { session: analysis.session, head, step: head.open_at, wanted: head.open_at, fetching: false, shown: null };
    const drawn = this.#emit('report', analysis);
    if (opening === head.open_at) this.#showStep(head.open_step);
    else this.goToStep(opening, { byUser: false });
    await Promise.all(drawn);
  }

  #showStep(step) {
    this.state.line.step = step.index;
    this.state.line.shown = step;
    this.#emit('step', step);
  }
}
