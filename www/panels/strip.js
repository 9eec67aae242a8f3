// The value strip (GamesmanUni's value history): step by step, who is winning and by how much
// time. One column a step: its height the moves left to the end (the clock, where the game has
// one), filled solid for one player and dotted for the other (hatching is the board's sign for a number outside, so it means nothing here) and labelled with the winner's
// initial, so that colour is never the only sign; the step shown outlined; a move that changed
// the winner (a mistake) flagged with "!". In Watch the columns are a window of the line around
// the step shown (a line can have 10 000 000 steps: the window is fetched, never the line) and
// each is a button to its step; in Play they are the game played so far.
import { t } from '../shared/i18n.js';
import './panel-words.js';
import { h } from '../shared/render.js';

/** Columns shown at a time. */
const COLUMNS = 31;
/** Steps fetched at a time around the one shown, so that stepping rarely waits for the worker. */
const FETCH = 200;

const initial = (name) => (name ? [...name][0] : '');

/** "3 moves to the end", "the game is over". */
function movesLeft(moves) {
  if (moves == null) return t('strip-left-unknown');
  if (moves === 0) return t('strip-left-over');
  return t('strip-left', { moves });
}

/** A column's words: "Step 3: Alice to move, Alice is winning; …" (`move`: a game played, whose columns are moves). */
function columnWords(move, entry) {
  const args = { k: entry.index, player: entry.to_move, winner: entry.winner, left: movesLeft(entry.moves) };
  const words = entry.to_move
    ? (move ? t('strip-move-to-move', args) : t('strip-step-to-move', args))
    : (move ? t('strip-move-over', args) : t('strip-step-over', args));
  return entry.mistake ? `${words}. ${t('strip-mistake', { winner: entry.winner })}` : words;
}

export class ValueStrip {
  #onPick;
  #move;

  /**
   * `onPick(index)`: a column was chosen (null: the columns are not buttons); `noun`: what a
   * column is, `Step` (of a line) or `Move` (of a game being played).
   */
  constructor({ label, onPick = null, noun = 'Step' }) {
    this.#onPick = onPick;
    this.#move = noun === 'Move';
    this.caption = h('p', { class: 'strip-caption' });
    this.columns = h('ol', { class: 'strip-columns', 'aria-label': label });
    this.legend = h('p', { class: 'strip-legend' });
    this.element = h('div', { class: 'value-strip' }, this.caption, this.columns, this.legend);
    if (onPick) this.columns.addEventListener('keydown', (event) => this.#key(event));
  }

  /**
   * Draws `entries` ({ index, to_move, winner, moves, mistake }) with `current` outlined;
   * `sides` are the two players, the first drawn solid and the second dotted.
   */
  draw(entries, { current, sides, total }) {
    const tallest = Math.max(1, ...entries.map((e) => e.moves ?? 0));
    const timed = entries.some((e) => e.moves != null);
    this.columns.style.setProperty('--count', String(Math.max(entries.length, 1)));
    this.columns.replaceChildren(...entries.map((entry) => {
      const side = entry.winner === sides[1] ? 'side-1' : 'side-0';
      const here = entry.index === current;
      const words = columnWords(this.#move, entry);
      const bar = h('span', { class: 'strip-bar' });
      bar.style.setProperty('height', `${entry.moves == null ? 100 : Math.max(4, Math.round(100 * entry.moves / tallest))}%`);
      const body = [
        entry.mistake ? h('span', { class: 'strip-mistake', 'aria-hidden': 'true' }, '!') : null,
        h('span', { class: 'strip-slot', 'aria-hidden': 'true' }, bar),
        h('span', { class: 'strip-who', 'aria-hidden': 'true' }, initial(entry.winner)),
      ];
      const cls = `strip-column ${side}${here ? ' current' : ''}${entry.mistake ? ' changed' : ''}`;
      if (!this.#onPick) return h('li', { class: cls, title: words }, body, h('span', { class: 'sr-only' }, words));
      return h('li', { class: cls },
        h('button', {
          type: 'button', class: 'strip-button', title: words, 'aria-label': t('strip-show', { words }), 'aria-current': here ? 'step' : null,
          tabindex: here ? '0' : '-1', 'data-index': String(entry.index), onclick: () => this.#onPick(entry.index),
        }, body));
    }));
    const shown = entries.find((e) => e.index === current);
    this.caption.replaceChildren(shown
      ? h('span', {}, h('strong', {}, shown.to_move ? t('strip-winning', { player: shown.winner }) : t('strip-won', { player: shown.winner })),
        `: ${total === 0 ? t('strip-at-start') : this.#move ? t('strip-at-move', { k: shown.index, n: total }) : t('strip-at-step', { k: shown.index, n: total })}, ${movesLeft(shown.moves)}.`)
      : '');
    const swatch = (which, name) => h('span', { class: 'strip-key' }, h('span', { class: `strip-swatch ${which}`, 'aria-hidden': 'true' }),
      which === 'side-0' ? t('strip-key-solid', { player: name, initial: initial(name) }) : t('strip-key-dotted', { player: name, initial: initial(name) }));
    this.legend.replaceChildren(...[
      timed ? t('strip-timed') : t('strip-untimed'), ' ',
      ...sides.filter(Boolean).flatMap((name, i) => [swatch(`side-${i}`, name), ' ']),
      entries.some((e) => e.mistake) ? h('span', { class: 'strip-key' }, h('span', { class: 'strip-mistake', 'aria-hidden': 'true' }, '!'), ' ', t('strip-key-mistake')) : null,
    ].filter(Boolean));
  }

  /**
   * No columns: who is winning is withheld (disclosure.js). Nothing of it stays in the page, not
   * even in a hidden column's name; `reason` says when it shows.
   */
  withhold(reason) {
    this.columns.replaceChildren();
    this.caption.replaceChildren(h('span', { class: 'withheld-reason' }, t('strip-withheld', { reason })));
    this.legend.replaceChildren();
  }

  /** ← → Home End among the columns move the line's step (the stepper's keys). */
  #key(event) {
    const at = Number(event.target.closest('button')?.dataset.index);
    if (!Number.isInteger(at)) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    this.#onPick(to);
  }

  /** Keeps the keyboard on the strip: the current column takes the focus after a redraw. */
  focusCurrent() {
    this.columns.querySelector('button[aria-current="step"]')?.focus();
  }
}

/**
 * The strip along the watch section's stepper: a window of the line's values around the step
 * shown, from `Session.values`, fetched by windows of FETCH steps.
 */
export class LineStrip {
  #controller;
  /** The values fetched for the line shown: { line, first, values } (values[i] is step first + i). */
  #cache = null;
  #serial = 0;
  #keyboard = false;

  #disclosure;

  /**
   * `pick`: each column a button to its step (a lesson's strip is read only: its stepper steps);
   * `disclosure` (disclosure.js): while it withholds who is winning the strip draws no column.
   */
  constructor(controller, { pick = true, disclosure = null } = {}) {
    this.#controller = controller;
    this.#disclosure = disclosure;
    this.strip = new ValueStrip({
      label: t('strip-label'),
      onPick: pick ? (index) => {
        this.#keyboard = this.strip.columns.contains(this.strip.element.getRootNode().activeElement);
        controller.goToStep(index);
      } : null,
    });
    this.element = h('div', { class: 'line-strip', hidden: true }, this.strip.element);
    controller.on('report', ({ report }) => {
      this.#cache = null;
      this.element.hidden = !report.line.playable;
    });
    controller.on('step', (step) => this.#show(step));
    disclosure?.on(() => {
      const shown = controller.state.line?.shown;
      if (shown) this.#show(shown);
    });
  }

  async #show(step) {
    const serial = ++this.#serial;
    const line = this.#controller.state.line;
    if (!line.head.playable) return;
    if (this.#disclosure && !this.#disclosure.shows('winner')) {
      this.strip.withhold(t('after-answer'));
      return;
    }
    const k = step.index;
    const steps = line.head.steps;
    const from = Math.max(0, Math.min(k - (COLUMNS >> 1), steps + 1 - COLUMNS));
    const to = Math.min(steps, from + COLUMNS - 1);
    if (!this.#covers(line, from, to)) {
      const start = Math.max(0, Math.min(k - (FETCH >> 1), steps + 1 - FETCH));
      const window = await this.#controller.solver.call('stepValues', { session: line.session, start, count: FETCH });
      if (serial !== this.#serial || this.#controller.state.line !== line || !window.ok || !window.value) return;
      this.#cache = { line, first: start, values: window.value };
    }
    const { first, values } = this.#cache;
    const entries = values.slice(from - first, to - first + 1);
    // The game's two players, the first to move first (the core's About).
    const sides = this.#controller.games.about(this.#controller.state.game)?.players ?? [];
    this.strip.draw(entries, { current: k, sides, total: steps });
    if (this.#keyboard) this.strip.focusCurrent();
    this.#keyboard = false;
  }

  #covers(line, from, to) {
    const cache = this.#cache;
    return cache && cache.line === line && from >= cache.first && to < cache.first + cache.values.length;
  }
}
