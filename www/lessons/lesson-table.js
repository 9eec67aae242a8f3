// A lesson's table step (docs/LESSONS.md), loaded when a step shows it, with its panel
// (outcomes.js): a lesson's first download carries neither (the embed budget). The lesson's
// own modules come as `kit` from lesson-activities.js rather than imported: a copy of
// controller.js here would bring a second solver.js, with a worker of its own.
import { Disclosure } from '../shared/disclosure.js';
import { t } from '../shared/i18n.js';
import { askYesNo } from './lesson-ask.js';
import { OutcomeTables } from '../panels/outcomes.js';
import { h } from '../shared/render.js';

/**
 * Table: the outcome table of the step's game (outcomes.js), by the step's `x` and `y` (a name
 * each, `y` empty for a sequence) and with its `rule` drawn over it. With names given, the
 * student first says whether they decide who wins; the table then shows it (`data-result`).
 * Without, the student picks two names and explores.
 */
export function build(context, { Controller, initialState }) {
  const { step, games, id, progress, number } = context;
  const controller = new Controller(initialState(context), { games });
  const given = typeof step.x === 'string' && step.x.trim() !== '';
  const result = h('div', { class: 'lesson-result', 'aria-live': 'polite' });
  const ask = h('div', { class: 'lesson-table-ask' });
  // With names given the table is the answer to the question asked: withheld until it is answered.
  const disclosure = new Disclosure(given ? 'pending' : 'open');
  let guess = null;
  const tables = new OutcomeTables(controller, {
    id,
    onOpen: () => {},
    onMade: (made) => {
      if (!given || guess == null) return;
      const right = guess === made.decides;
      progress.answer(number, { right, answer: guess ? 'decide' : 'do not decide' });
      result.dataset.result = right ? 'right' : 'wrong';
      result.replaceChildren(h('p', {}, h('strong', {}, right ? '✓ ' : '✗ '),
        `${saidNames(guess, made.y ? t('lesson-table-names', { x: made.x, y: made.y }) : made.x)}; ${made.decides ? t('lesson-table-decides') : t('lesson-table-mixed', { n: made.mixed })}`));
    },
  });
  tables.element.open = true;
  tables.form.after(ask, result);
  const element = disclosure.mark(h('div', { class: 'lesson-table' }, tables.element));
  // The suggested tables each say what they find: out of the page, hidden or not, until answered.
  disclosure.withhold(tables.element.querySelector('.outcome-lesson'));
  controller.start();
  (async () => {
    await tables.ready;
    if (!given) {
      ask.replaceChildren(h('p', { class: 'lesson-question' }, h('strong', {}, t('lesson-table-pick'))));
      return;
    }
    tables.x.value = step.x;
    tables.y.value = step.y ?? '';
    tables.rule.value = step.rule ?? '';
    for (const field of [tables.x, tables.y, tables.rule]) field.disabled = true;
    tables.makeButton.hidden = true;
    const names = step.y ? t('lesson-table-names', { x: step.x, y: step.y }) : step.x;
    const choose = askYesNo(ask, {
      question: t('lesson-table-ask', { names }),
      name: 'decides', yes: t('lesson-table-yes'), no: t('lesson-table-no'),
      chosen: (decides) => {
        guess = decides;
        disclosure.answer();
        tables.make();
      },
    });
    const record = progress.record(number);
    if (record?.tries) choose(record.answer === 'decide');
  })();
  return { element, close: () => controller.close() };
}

/** "You said x and y decide who wins" (or do not). */
const saidNames = (decide, names) => (decide ? t('lesson-table-said-decide', { names }) : t('lesson-table-said-not', { names }));
