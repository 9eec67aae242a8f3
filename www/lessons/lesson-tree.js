// A lesson's tree step (docs/LESSONS.md), loaded when a step shows it, with its panel
// (tree.js): a lesson's first download carries neither (the embed budget). The lesson's
// own modules come as `kit` from lesson-activities.js rather than imported: a copy of
// controller.js here would bring a second solver.js, with a worker of its own.
import { Disclosure } from '../shared/disclosure.js';
import { h } from '../shared/render.js';
import { TreePanel } from '../panels/tree.js';
import { t } from '../shared/i18n.js';

/**
 * Tree: the game tree of the step's position, backward induction watched from nothing labelled,
 * or labelled by the student (`mode: "label"`), each wrong mark answered with the child that
 * proves it wrong; the labelling is graded (no wrong mark: right at the first try).
 */
export function build(context, { Controller, initialState, boardOf, inputProblem }) {
  const { step, games, id, progress, number } = context;
  const controller = new Controller(initialState(context), { games });
  const mode = step.mode === 'label' ? 'label' : 'induction';
  const result = h('p', { class: 'lesson-result', 'aria-live': 'polite' });
  let wrongSaid = false;
  // A tree to label asks every position's value: withheld, watching the induction too, until
  // every position is labelled (disclosure.js). A tree to watch asks nothing.
  const disclosure = new Disclosure(mode === 'label' ? 'pending' : 'open');
  const panel = new TreePanel(controller, {
    id, mode, induction: 'none', disclosure,
    onMark: ({ right, labelled, inner, mistakes, position, said }) => {
      if (!right && !wrongSaid && !progress.record(number)?.tries) {
        wrongSaid = true;
        // The first wrong mark, named: what the teacher's class table shows.
        progress.answer(number, { right: false, answer: `marked ${position} ${said === 'win' ? 'won' : 'lost'}` });
      }
      if (labelled === inner) {
        disclosure.answer();
        progress.answer(number, { right: mistakes === 0, answer: `all labelled, ${mistakes} wrong mark${mistakes === 1 ? '' : 's'}` });
        result.dataset.result = progress.record(number).first ? 'right' : 'wrong';
        result.textContent = mistakes === 0 ? t('lesson-tree-perfect') : t('lesson-tree-after', { n: mistakes });
      }
    },
  });
  const board = h('div', { class: 'lesson-tree-board' });
  controller.on('report', ({ report }) => {
    if (!report.line.playable) board.replaceChildren(h('p', {}, t('lesson-tree-none')));
  });
  let opened = false;
  controller.on('step', (shown) => {
    board.replaceChildren(boardOf({ position: shown.position, board: shown.board, legend: controller.state.line.head.legend }, { hideFacts: true, disclosure }));
    if (!opened) {
      opened = true;
      panel.element.open = true;
    }
  });
  controller.on('error', (error) => {
    if (!controller.state.line) board.replaceChildren(inputProblem(step, error));
  });
  controller.start();
  return { element: disclosure.mark(h('div', { class: 'lesson-tree' }, board, panel.element, result)), close: () => controller.close() };
}
