// What a playground prints (docs/EMBEDDING.md, "On paper"): the verdict, its reason, the board
// and its sentence are the screen's own; this adds, for paper only, the input as written and the
// line's state table folded to its first rows, from the report itself (its preview rows: nothing
// is asked of the worker). style.css's print rules hide every control.
import { h, typeset } from './render.js';
import { plural } from './words.js';

export class PrintFigure {
  /** `rows`: how many of the table's first rows are printed. */
  constructor(controller, { rows = 6 } = {}) {
    this.input = h('p', { class: 'print-input' });
    this.table = h('div', { class: 'print-table' });
    this.element = h('div', { class: 'print-only', 'aria-hidden': 'true' }, this.input, this.table);
    controller.on('input', () => {
      const { model } = controller;
      // A long input is not decoded for this (a file's bytes stay bytes): its length is said.
      const text = model.length <= 2_000 ? model.text() : `${model.fileName ?? 'a text'} of ${plural(model.length, 'character')}`;
      this.input.replaceChildren(h('strong', {}, 'Input: '), h('code', {}, text));
    });
    controller.on('report', ({ report }) => {
      const head = report.line.table == null ? null : report.tables[report.line.table];
      if (!head || head.step_grid != null) {
        this.table.replaceChildren();
        return;
      }
      const shown = head.preview.slice(0, rows);
      const rest = head.row_count - shown.length;
      this.table.replaceChildren(
        h('p', { class: 'table-title' }, h('strong', {}, head.title), ' ', head.caption),
        h('table', {}, h('thead', {}, h('tr', {}, head.columns.map((c) => h('th', {}, c)))),
          h('tbody', {}, shown.map((row) => h('tr', {}, row.map((cell) => h('td', {}, typeset(cell))))))),
        rest > 0 ? h('p', { class: 'print-more' }, `… and ${plural(rest, 'more row')} in the playground.`) : null);
    });
  }
}
