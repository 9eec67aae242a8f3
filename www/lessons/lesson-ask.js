// The question a lesson's rule and table steps ask before their panel answers it (docs/LESSONS.md):
// "will this rule hold?", "do these two numbers decide who wins?".
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

/**
 * `question` in `ask` with two buttons, `yes` and `no` (their words), carrying
 * `data-NAME="true"` and `"false"`; the first press disables both, marks the one chosen
 * (aria-pressed) and calls `chosen(value)`. Returns `choose`, to replay an answer already given.
 */
export function askYesNo(ask, { question, name, yes, no, chosen }) {
  const choose = (value) => {
    for (const button of ask.querySelectorAll('button')) {
      button.disabled = true;
      button.setAttribute('aria-pressed', String(button.dataset[name] === String(value)));
    }
    chosen(value);
  };
  const choice = (value, words) => h('button', { type: 'button', class: 'lesson-choice', [`data-${name}`]: String(value), onclick: () => choose(value) }, words);
  ask.replaceChildren(h('p', { class: 'lesson-question' }, h('strong', {}, question)),
    h('div', { class: 'lesson-choices', role: 'group', 'aria-label': t('lesson-your-answer') }, choice(true, yes), choice(false, no)));
  return choose;
}
