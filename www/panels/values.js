// "Show move values": every legal move of the position on a board marked under its cell (W5,
// L4, or a ticket cell's winning digits: by text and by the badge's shape, not by colour alone),
// with the core's sentence on who wins and how soon, and what the clock means for this game.
// One switch state for the playground (the controller's `showValues`), shown by a switch in
// Watch and one in Play. Game-neutral: the marks and the words are the core's (position_values).
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

export class MoveValues {
  #controller;
  #switches = new Set();

  constructor(controller) {
    this.#controller = controller;
    controller.on('values', (on) => {
      for (const input of this.#switches) input.checked = on;
    });
  }

  get on() {
    return this.#controller.state.showValues;
  }

  /** Calls `listener(on)` when any switch is flipped. */
  onChange(listener) {
    return this.#controller.on('values', listener);
  }

  /** A new switch, in step with every other one (a checkbox with the switch role). */
  makeSwitch() {
    const input = h('input', { type: 'checkbox', role: 'switch', class: 'values-switch' });
    input.checked = this.on;
    input.addEventListener('change', () => this.#controller.setShowValues(input.checked));
    this.#switches.add(input);
    return h('label', { class: 'switch' }, input, h('span', { class: 'switch-track', 'aria-hidden': 'true' }), t('values-show'));
  }

  /** The values of `position` for the places `board` shows (`fetchValues`). */
  fetch(game, position, board) {
    return fetchValues(this.#controller.solver, game, position, board);
  }
}

/**
 * The values of `position` for the places `board` (drawn by board.js) shows, one request per
 * group of cells (a long ticket's two halves are windows far apart): `{ value, summary, cells }`,
 * or `{ error }`.
 */
export async function fetchValues(solver, game, position, board) {
  const windows = [];
  for (const group of board.querySelectorAll('.cells')) {
    const places = [...group.querySelectorAll('li[data-place]')].map((li) => Number(li.dataset.place));
    if (places.length) windows.push([Math.min(...places), Math.max(...places) - Math.min(...places) + 1]);
  }
  if (windows.length === 0) windows.push([0, 0]);
  const replies = await Promise.all(windows.map(([first, count]) => solver.call('moveValues', { game, position, first, count })));
  const failed = replies.find((reply) => !reply.ok);
  if (failed) return { error: failed.error };
  const [{ value, summary }] = replies.map((reply) => reply.value);
  return { value, summary, cells: replies.flatMap((reply) => reply.value.cells) };
}

/** Puts each cell's mark under its place on `board` (any earlier marks are replaced). */
export function markBoard(board, cells) {
  clearMarks(board);
  for (const mark of cells) {
    const place = board.querySelector(`li[data-place="${mark.cell}"]`);
    if (!place) continue;
    place.classList.add('valued');
    place.append(h('span', { class: `value-badge ${mark.wins ? 'wins' : 'loses'}`, title: mark.title, 'data-wins': String(mark.wins) },
      h('span', { 'aria-hidden': 'true' }, mark.text),
      h('span', { class: 'sr-only' }, t('values-mark', { value: mark.title }))));
  }
}

export function clearMarks(board) {
  for (const badge of board.querySelectorAll('.value-badge')) badge.remove();
  for (const place of board.querySelectorAll('li.valued')) place.classList.remove('valued');
}

/** The sentence under a marked board: who wins and how soon, then what the clock means here. */
export function valuesSummary(element, view) {
  if (view.error) {
    element.replaceChildren(t('values-none', { error: view.error.message }));
    return;
  }
  element.replaceChildren(h('strong', {}, view.summary), ' ', h('span', { class: 'clock-note' }, view.value.clock_note));
}

/**
 * The watch section's part: the switch under the board, and, while it is on, the marks on the
 * board of the step shown and the summary. Hidden for a game that is not played (the auction).
 */
export class WatchValues {
  #controller;
  #values;
  #watch;
  #serial = 0;

  constructor(controller, watch, values) {
    this.#controller = controller;
    this.#values = values;
    this.#watch = watch;
    this.summary = h('p', { class: 'values-summary', 'aria-live': 'polite', hidden: true });
    this.element = h('div', { class: 'values-bar', hidden: true }, values.makeSwitch(), this.summary);
    controller.on('report', ({ report }) => { this.element.hidden = !report.line.playable; });
    controller.on('step', () => this.#draw());
    values.onChange(() => this.#draw());
  }

  async #draw() {
    const serial = ++this.#serial;
    const { game, line } = this.#controller.state;
    const board = this.#watch.board;
    const step = line?.shown;
    if (!this.#values.on || !step || !line.head.playable) {
      clearMarks(board);
      this.summary.hidden = true;
      return;
    }
    this.summary.hidden = false;
    if (!step.position) {
      clearMarks(board);
      this.summary.textContent = t('values-too-long');
      return;
    }
    const view = await this.#values.fetch(game, step.position, board);
    // A newer step (or the switch) took over meanwhile.
    if (serial !== this.#serial || board.dataset.position !== step.position) return;
    if (!view.error) markBoard(board, view.cells);
    valuesSummary(this.summary, view);
  }
}
