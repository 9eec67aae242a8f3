// The explanation: why the verdict holds, in two layers with the numbers plugged in (the
// student's steps, and the full argument one click away), both written by the core.
import { t } from './i18n.js';
import { h, typeset } from './render.js';

export class Explanation {
  constructor(controller) {
    this.steps = h('ol', { class: 'explanation' });
    this.expert = h('ol', { class: 'explanation expert' });
    this.expertBlock = h('details', { class: 'expert-layer' }, h('summary', {}, t('why-full')), this.expert);
    this.element = h('section', { class: 'why', 'aria-label': t('why'), part: 'explanation' }, h('h2', {}, t('why')), this.steps, this.expertBlock);

    controller.on('report', ({ report }) => {
      this.steps.replaceChildren(...report.explanation.map((text) => h('li', {}, typeset(text))));
      this.expert.replaceChildren(...report.expert.map((text) => h('li', {}, typeset(text))));
      this.expertBlock.hidden = report.expert.length === 0;
    });
    // No valid input yet: nothing to explain.
    controller.on('error', () => {
      if (controller.state.line) return;
      this.steps.replaceChildren();
      this.expert.replaceChildren();
      this.expertBlock.hidden = true;
    });
  }
}
