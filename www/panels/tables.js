// The report's tables, each windowed with its pager (render.js), and the note under them. The
// rows and cells that stand for the step shown are marked; selecting a row of the line's table
// (or a call of a step grid) shows that step, and a row of another table is the selection the
// link carries. Drawn through the playground's disclosure (disclosure.js): while a guess is
// pending no table, caption or note is in the page (their rows play the game out to who wins),
// and they are drawn once it is answered.
import { Disclosure } from '../shared/disclosure.js';
import { h, renderTable } from '../shared/render.js';
import './panel-words.js';

export class TablesPanel {
  #controller;
  #disclosure;
  /** The analysis whose tables are drawn once they may show. */
  #analysis = null;

  constructor(controller, { disclosure = new Disclosure() } = {}) {
    this.#controller = controller;
    this.#disclosure = disclosure;
    this.element = h('div', { class: 'tables', part: 'tables' });
    this.note = h('p', { class: 'tables-note' });
    // The drawing's promise keeps the playground busy until the last table is drawn.
    controller.on('report', (analysis) => {
      this.#analysis = analysis;
      return this.#draw(analysis);
    });
    controller.on('step', (step) => {
      for (const [index, section] of [...this.element.children].entries()) this.#mark(index, section, step);
    });
    controller.on('error', () => {
      if (controller.state.line) return;
      this.#analysis = null;
      this.#clear();
    });
    disclosure.onShown(['winner'], () => (this.#analysis ? this.#draw(this.#analysis) : this.#clear()));
  }

  /** Counts the drawings begun: a drawing under way stops once another (or a clearing) began. */
  #drawing = 0;

  #clear() {
    this.#drawing++;
    this.element.replaceChildren();
    this.note.textContent = '';
  }

  /**
   * Draws the tables of `analysis`, one a task: a huge input's tables carry hundreds of rows, and
   * drawing them all at once would stall the page. Resolves when the last one is drawn, or when
   * a newer report (or the question asked again) took over; at once while they are withheld.
   */
  #draw({ session, report }) {
    const controller = this.#controller;
    const line = controller.state.line;
    const head = report.line;
    this.#clear();
    if (!this.#disclosure.shows('winner')) return Promise.resolve();
    this.note.textContent = report.tables_note;
    const drawing = this.#drawing;
    return new Promise((done) => {
      const drawTable = (index) => {
        if (controller.state.line !== line || drawing !== this.#drawing || index === report.tables.length) {
          done();
          return;
        }
        const section = renderTable(report.tables[index], index, (start, n) => controller.solver.rows(session, index, start, n), {
          selected: controller.state.selection?.table === index ? controller.state.selection.row : null,
          onStep: (k) => controller.goToStep(k),
          onSelect: (row) => {
            if (index === head.table) {
              controller.goToStep(row + 1);
              return;
            }
            for (const [other, otherSection] of [...this.element.children].entries()) {
              if (other !== index && other !== head.table) otherSection.clearSelection();
            }
            controller.select({ table: index, row });
          },
        });
        this.element.append(section);
        if (line.shown) this.#mark(index, section, line.shown);
        setTimeout(() => drawTable(index + 1), 0);
      };
      drawTable(0);
    });
  }

  /** Points table `index` at the rows and cells that stand for `step`. */
  #mark(index, section, step) {
    const marks = step.marks.filter((mark) => mark.table === index);
    const rowMark = marks.find((mark) => mark.column == null);
    const cellMark = marks.find((mark) => mark.column != null);
    if (index === this.#controller.state.line.head.table) section.showRow(rowMark ? rowMark.row : null);
    section.highlightCell(cellMark ? [cellMark.row, cellMark.column] : null);
  }
}
