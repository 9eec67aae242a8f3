// A lesson's play step (docs/LESSONS.md), loaded when a step shows it, with its panel
// (play.js): a lesson's first download carries neither (the embed budget). The lesson's
// own modules come as `kit` from lesson-activities.js rather than imported: a copy of
// controller.js here would bring a second solver.js, with a worker of its own.
import { t } from '../shared/i18n.js';
import { PlayPanel } from '../panels/play.js';
import { h, typeset } from '../shared/render.js';

/** Play: the student plays the step's position against the solver, with a goal (win as the side that can, or hold out); the first finished game is the answer. */
export function build(context, { Controller, initialState, inputProblem, loadPosition, offered, MoveValues }) {
  const { step, games, progress, number, solver } = context;
  const controller = new Controller(initialState(context), { games });
  const values = offered(step, 'values') ? new MoveValues(controller) : null;
  const goal = h('p', { class: 'lesson-goal' });
  const result = h('p', { class: 'lesson-result', 'aria-live': 'polite' });
  let side = null;
  let canWin = true;
  const panel = new PlayPanel(controller.solver, {
    values,
    hints: offered(step, 'hints'),
    onExit: () => start(),
    onEnd: ({ winner }) => {
      const right = canWin ? winner === side : true;
      progress.answer(number, { right, answer: winner });
      result.dataset.result = right ? 'right' : 'wrong';
      result.replaceChildren(h('strong', {}, right ? '✓ ' : '✗ '),
        canWin ? (right ? t('lesson-play-won', { side }) : t('lesson-play-lost', { winner })) : t('lesson-play-over', { winner }));
    },
  });
  const element = h('div', { class: values ? 'lesson-play' : 'lesson-play no-values' }, goal, result, panel.element);
  let position = null;
  const start = async () => {
    if (!position) return;
    await panel.start(step.game, position.position, position.legend, { side });
  };
  (async () => {
    position = await loadPosition(context);
    if (position.error) {
      element.replaceChildren(inputProblem(step, position.error));
      return;
    }
    const view = await solver.call('view', { game: step.game, position: position.position });
    const winner = view.ok ? view.value.winner : null;
    side = step.side ?? winner;
    canWin = side === winner;
    goal.replaceChildren(h('strong', {}, t('lesson-goal')), ' ', typeset(step.goal ?? (canWin ? t('lesson-goal-win', { side }) : t('lesson-goal-hold', { side }))));
    const record = progress.record(number);
    if (record?.tries) result.textContent = record.first ? t('lesson-games-reached', { n: record.tries }) : t('lesson-games-missed', { n: record.tries });
    await start();
  })();
  return { element, close: () => { panel.stop(); controller.close(); } };
}
