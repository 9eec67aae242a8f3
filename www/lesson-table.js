// A lesson's table step (docs/LESSONS.md), loaded when a step shows it, with its panel
// (outcomes.js): a lesson's first download carries neither (the embed budget). The lesson's
// own modules come as `kit` from lesson-activities.js rather than imported: a copy of
// controller.js here would bring a second solver.js, with a worker of its own.
import { Disclosure } from './disclosure.js';
import { askYesNo } from './lesson-ask.js';
import { OutcomeTables } from './outcomes.js';
import { h } from './render.js';
import { plural } from './words.js';

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
        `You said ${made.y ? `${made.x} and ${made.y}` : made.x} ${guess ? 'decide' : 'do not decide'} who wins; `
          + (made.decides ? 'every cell holds one outcome.' : `${plural(made.mixed, 'cell')} of the table hold both outcomes.`)));
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
      ask.replaceChildren(h('p', { class: 'lesson-question' }, h('strong', {}, 'Pick two numbers and make the table: where does one pair decide who wins?')));
      return;
    }
    tables.x.value = step.x;
    tables.y.value = step.y ?? '';
    tables.rule.value = step.rule ?? '';
    for (const field of [tables.x, tables.y, tables.rule]) field.disabled = true;
    tables.makeButton.hidden = true;
    const names = step.y ? `${step.x} and ${step.y}` : step.x;
    const choose = askYesNo(ask, {
      question: `Before the table: do ${names} decide who wins every start position?`,
      name: 'decides', yes: 'They decide', no: 'They do not',
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
