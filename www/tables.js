// The report's tables, each windowed with its pager (render.js), and the note under them. The
// rows and cells that stand for the step shown are marked; selecting a row of the line's table
// (or a call of a step grid) shows that step, and a row of another table is the selection the
// link carries.
import { h, renderTable } from './render.js';

export class TablesPanel {
  #controller;

  constructor(controller) {
    this.#controller = controller;
    this.element = h('div', { class: 'tables', part: 'tables' });
    this.note = h('p', { class: 'tables-note' });
    controller.on('report', (analysis) => this.#draw(analysis));
    controller.on('step', (step) => {
      for (const [index, section] of [...this.element.children].entries()) this.#mark(index, section, step);
    });
    controller.on('error', () => {
      if (controller.state.line) return;
      this.element.replaceChildren();
      this.note.textContent = '';
    });
  }

  /**
   * Draws the tables of `analysis`, one a task: a huge input's tables carry hundreds of rows, and
   * drawing them all at once would stall the page. Resolves when the last one is drawn, or when
   * a newer report took over.
   */
  #draw({ session, report }) {
    const controller = this.#controller;
    const line = controller.state.line;
    const head = report.line;
    this.note.textContent = report.tables_note;
    this.element.replaceChildren();
    return new Promise((done) => {
      const drawTable = (index) => {
        if (controller.state.line !== line || index === report.tables.length) {
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
