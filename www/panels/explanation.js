// The explanation: why the verdict holds, in two layers with the numbers plugged in (the
// student's steps, and the full argument one click away), both written by the core. Drawn
// through the playground's disclosure (disclosure.js): while a guess is pending neither layer is
// in the page (each says who wins), and both are drawn once it is answered.
import { Disclosure } from '../shared/disclosure.js';
import { t } from '../shared/i18n.js';
import './panel-words.js';
import { h, typeset } from '../shared/render.js';

export class Explanation {
  /** The report explained, drawn once the winner may show. */
  #report = null;

  constructor(controller, { disclosure = new Disclosure() } = {}) {
    this.steps = h('ol', { class: 'explanation' });
    this.expert = h('ol', { class: 'explanation expert' });
    this.expertBlock = h('details', { class: 'expert-layer' }, h('summary', {}, t('why-full')), this.expert);
    this.element = h('section', { class: 'why', 'aria-label': t('why'), part: 'explanation' }, h('h2', {}, t('why')), this.steps, this.expertBlock);

    const draw = () => {
      const report = disclosure.shows('winner') ? this.#report : null;
      this.steps.replaceChildren(...(report?.explanation ?? []).map((text) => h('li', {}, typeset(text))));
      this.expert.replaceChildren(...(report?.expert ?? []).map((text) => h('li', {}, typeset(text))));
      this.expertBlock.hidden = !report?.expert.length;
    };
    controller.on('report', ({ report }) => {
      this.#report = report;
      draw();
    });
    // No valid input yet: nothing to explain.
    controller.on('error', () => {
      if (controller.state.line) return;
      this.#report = null;
      draw();
    });
    disclosure.onShown(['winner'], draw);
  }
}
