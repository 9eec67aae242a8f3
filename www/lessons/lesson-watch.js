// A lesson's watch step (docs/LESSONS.md), loaded when a step shows it, with the line's own
// modules (watch.js, its stepper, the value strip, the verdict's block): a lesson whose first
// step asks a question downloads none of them before it (the embed budget: docs/EMBEDDING.md,
// "Load what is shown"). The lesson's own modules come as `kit` from lesson-activities.js
// rather than imported: a copy of controller.js here would bring a second solver.js, with a
// worker of its own.
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';
import { ResultBlock } from '../playground/result.js';
import { LineStrip } from '../panels/strip.js';
import { WatchSection } from '../playground/watch.js';

/** The line's stepper inside a lesson: "Next move", since "Next step" is the lesson's own (docs/RULES.md). */
const moveLabels = () => ({
  first: [t('step-first'), t('lesson-move-first-name')],
  previous: [t('step-previous'), t('lesson-move-previous-name')],
  next: [t('step-next'), t('lesson-move-next-name')],
  last: [t('step-last'), t('lesson-move-last-name')],
  slider: t('lesson-move-slider'),
  counter: (k, n) => t('line-move', { k, n }),
  valuetext: (k, n) => t('strip-at-move', { k: String(k), n: String(n) }),
  group: t('lesson-move-group'),
});

/**
 * Watch: the line of the step's input from step `step`, with the line's own board, narration and
 * stepper (its buttons "Next move"…); move values and the strip behind their switch, the
 * verdict behind a button, each where the teacher offers them.
 */
export function build(context, { Controller, Disclosure, initialState, inputProblem, offered, MoveValues, WatchValues }) {
  const { step, games, id } = context;
  const controller = new Controller(initialState(context), { games });
  const values = offered(step, 'values') ? new MoveValues(controller) : null;
  const played = (games.about(step.game)?.players ?? []).length === 2;
  // A step that asks "Who wins?" is a question (disclosure.js): until it is answered the line is
  // watched (its moves, what happened) but the narration and the strip name no winner. A game
  // without two players (the auction) has no such question: its line, stepped, is what it shows.
  const asks = offered(step, 'verdict') && played;
  const disclosure = asks ? new Disclosure('pending') : new Disclosure();
  if (asks) disclosure.reveal('line');
  const section = new WatchSection(controller, { id, values, stepperLabels: moveLabels(), disclosure });
  if (values) {
    const watchValues = new WatchValues(controller, section, values);
    // The move values say who is winning: a step that asks waits for the answer to offer them.
    if (asks) disclosure.gate(watchValues.element.querySelector('input'), 'moves');
    section.addPanel(watchValues.element, { place: 'board' });
    // Read only: 31 columns cannot each be a 44 px target on a phone, and the stepper steps.
    const strip = new LineStrip(controller, { pick: false, disclosure });
    // The strip says who is winning at every step: it shows with the move values, on request.
    const holder = h('div', { class: 'lesson-strip', hidden: !controller.state.showValues }, strip.element);
    controller.on('values', (on) => { holder.hidden = !on; });
    section.addPanel(holder, { place: 'stepper' });
  }
  const parts = [section.element];
  if (offered(step, 'verdict')) {
    // The verdict is not in the page, hidden or not, until asked for: drawn through the question
    // (the step's, or one of its own where the line is no question).
    const question = asks ? disclosure : new Disclosure('pending');
    const result = new ResultBlock(controller, { disclosure: question });
    result.element.hidden = true;
    const button = h('button', { type: 'button', class: 'lesson-show', onclick: () => { result.element.hidden = false; button.hidden = true; question.answer(); } },
      played ? t('lesson-show-verdict-who') : t('lesson-show-verdict'));
    parts.push(h('div', { class: 'lesson-verdict' }, button, result.element));
  }
  const problem = h('div', { class: 'lesson-problem-slot' });
  controller.on('error', async (error) => {
    if (controller.state.line) return;
    // A position in the middle of a game has no line of its own: say so, not the start's error.
    const view = await context.solver.call('view', { game: step.game, position: step.input ?? '' });
    problem.replaceChildren(view.ok
      ? h('p', { class: 'lesson-problem input-error', role: 'alert' }, h('span', { class: 'message' },
        t('lesson-watch-middle', { input: step.input })))
      : inputProblem(step, error));
  });
  controller.on('report', () => problem.replaceChildren());
  controller.start();
  const element = h('div', { class: 'lesson-watch' }, problem, ...parts);
  return { element: asks ? disclosure.mark(element) : element, close: () => controller.close() };
}
