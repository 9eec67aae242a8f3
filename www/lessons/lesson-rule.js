// A lesson's rule step (docs/LESSONS.md), loaded when a step shows it, with its panel
// (rules.js): a lesson's first download carries neither (the embed budget). The lesson's
// own modules come as `kit` from lesson-activities.js rather than imported: a copy of
// controller.js here would bring a second solver.js, with a worker of its own.
import { t } from '../shared/i18n.js';
import { askYesNo } from './lesson-ask.js';
import { h } from '../shared/render.js';
import { RuleTester } from '../panels/rules.js';

/**
 * Rule: "Test a rule" with the teacher's rule (the student first says whether it will hold,
 * then the test reveals) or an empty one to write (each test an answer: a rule that holds is
 * right).
 */
export function build(context, { Controller, initialState }) {
  const { step, games, id, progress, number } = context;
  const controller = new Controller(initialState(context), { games });
  const result = h('div', { class: 'lesson-result', 'aria-live': 'polite' });
  const given = typeof step.rule === 'string' && step.rule.trim() !== '';
  let guess = null;
  const tester = new RuleTester(controller, {
    id,
    onResult: (report, { rule: tested }) => {
      if (report.outcome === 'error') {
        if (given) result.replaceChildren(h('p', {}, t('lesson-rule-unread'), ' ', report.summary));
        return;
      }
      const holds = report.outcome === 'holds';
      const right = given ? guess === holds : holds;
      if (given || !progress.record(number)?.right) progress.answer(number, { right, answer: given ? (guess ? 'holds' : 'fails') : tested });
      result.dataset.result = right ? 'right' : 'wrong';
      // The verdict and the counterexample under it, in view (a projector shows one screen).
      setTimeout(() => tester.result.scrollIntoView({ block: 'nearest' }), 150);
      result.replaceChildren(h('p', {}, h('strong', {}, right ? '✓ ' : '✗ '),
        given ? `${guess ? t('lesson-rule-said-holds') : t('lesson-rule-said-fails')}; ${holds ? t('lesson-rule-held') : t('lesson-rule-countered')}.`
          : holds ? t('lesson-rule-yours-holds') : t('lesson-rule-not-yet')));
    },
  });
  tester.element.open = true;
  const ask = h('div', { class: 'lesson-rule-ask' });
  // The rule's fields first, then the question about it, then how it went (the test's own
  // result, with its counterexample, follows).
  tester.form.after(ask, result);
  const element = h('div', { class: given ? 'lesson-rule given' : 'lesson-rule' }, tester.element);
  controller.start();
  (async () => {
    await tester.ready;
    if (!given) {
      ask.replaceChildren(h('p', { class: 'lesson-question' }, h('strong', {}, t('lesson-rule-write'))));
      return;
    }
    tester.rule.value = step.rule;
    tester.scope.value = step.scope ?? '';
    for (const field of [tester.rule, tester.scope]) field.readOnly = true;
    tester.testButton.hidden = true;
    const choose = askYesNo(ask, {
      question: t('lesson-rule-ask'),
      name: 'holds', yes: t('lesson-rule-yes'), no: t('lesson-rule-no'),
      chosen: (holds) => {
        guess = holds;
        tester.form.requestSubmit();
      },
    });
    const record = progress.record(number);
    if (record?.tries) choose(record.answer === 'holds');
  })();
  return { element, close: () => controller.close() };
}
