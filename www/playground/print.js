// What a playground prints (docs/EMBEDDING.md, "On paper"): the verdict, its reason, the board
// and its sentence are the screen's own; this adds, for paper only, the input as written and the
// line's state table folded to its first rows, from the report itself (its preview rows: nothing
// is asked of the worker). style.css's print rules hide every control. A frame prints in the room
// it has on the page: `fit(room)` folds the table to the rows that fit (embed.js, before printing).
// The table plays the game out to who wins: drawn through the playground's disclosure
// (disclosure.js), not in the page (nor on paper) while a guess is pending.
import { Disclosure } from '../shared/disclosure.js';
import { h, typeset } from '../shared/render.js';
import { t } from '../shared/i18n.js';

export class PrintFigure {
  #rows;
  #head = null;
  #disclosure;

  /** `rows`: how many of the table's first rows are printed at most; `disclosure`: what may show. */
  constructor(controller, { rows = 8, disclosure = new Disclosure() } = {}) {
    this.#rows = rows;
    this.#disclosure = disclosure;
    disclosure.onShown(['winner'], () => this.#draw(this.#rows));
    this.input = h('p', { class: 'print-input' });
    this.table = h('div', { class: 'print-table' });
    this.element = h('div', { class: 'print-only', 'aria-hidden': 'true' }, this.input, this.table);
    controller.on('input', () => {
      const { model } = controller;
      // A long input is not decoded for this (a file's bytes stay bytes): its length is said.
      const text = model.length <= 2_000 ? model.text() : t('print-long-input', { name: model.fileName ?? t('print-a-text'), n: model.length });
      this.input.replaceChildren(h('strong', {}, t('print-input')), ' ', h('code', {}, text));
    });
    controller.on('report', ({ report }) => {
      const head = report.line.table == null ? null : report.tables[report.line.table];
      this.#head = head && head.step_grid == null ? head : null;
      this.#draw(this.#rows);
    });
  }

  /** The table with its first `rows` rows, and how many more there are. */
  #draw(rows) {
    const head = this.#disclosure.shows('winner') ? this.#head : null;
    if (!head) {
      this.table.replaceChildren();
      return;
    }
    const shown = head.preview.slice(0, rows);
    const rest = head.row_count - shown.length;
    this.table.replaceChildren(...[
      h('p', { class: 'table-title' }, h('strong', {}, head.title), ' ', h('span', { class: 'print-caption' }, head.caption)),
      shown.length ? h('table', {}, h('thead', {}, h('tr', {}, head.columns.map((c) => h('th', {}, c)))),
        h('tbody', {}, shown.map((row) => h('tr', {}, row.map((cell) => h('td', {}, typeset(cell))))))) : null,
      rest > 0 ? h('p', { class: 'print-more' }, shown.length ? t('print-more-rows', { n: rest }) : t('print-rows', { n: rest })) : null,
    ].filter(Boolean));
  }

  /**
   * Folds the table to the most rows (up to the constructor's) that keep the printed figure
   * within `room` px, `others` px of it being taken by what prints besides (the verdict, the
   * board). Measured on screen with the print rules of the figure (style.css, .print-measure).
   */
  fit(room, others) {
    if (!this.#head || !this.#disclosure.shows('winner')) return;
    this.element.classList.add('print-measure');
    try {
      for (let rows = this.#rows; rows >= 0; rows--) {
        this.#draw(rows);
        if (others + this.element.getBoundingClientRect().height <= room || rows === 0) break;
      }
    } finally {
      this.element.classList.remove('print-measure');
    }
  }

  /** Back to the constructor's rows (after printing). */
  unfit() {
    this.#draw(this.#rows);
  }
}
