// The explanation: why the verdict holds, in two layers with the numbers plugged in (the
// student's steps, and the full argument one click away), both written by the core. Drawn
// through the playground's disclosure (disclosure.js): while a guess is pending neither layer is
// in the page (each says who wins), and both are drawn once it is answered. Its sentences are
// formatted as they are drawn (`explained`), not as the report arrives: a compact embed's game's
// Why English is a file apart, loaded when the Why is first drawn (www/core/games.js,
// moreEnglish), which no embed downloads before its first verdict.
import { Disclosure } from '../shared/disclosure.js';
import { message, t } from '../shared/i18n.js';
import './panel-words.js';
import { h, typeset } from '../shared/render.js';

/**
 * A report's Why in the language shown (or `lang`, whose catalogue is loaded), its two layers as
 * text: `{ steps, expert }`. Each line is a message: a game's whose sentences moved to the
 * catalogues (the ticket's), or the English a game still writes (`text`, shown as it is). The one
 * place the page formats them (here, as they are drawn); the tests (e2e/disclosure.test.mjs, the
 * leak detector; e2e/budget.test.mjs) compare what the page shows with it.
 */
export function explained(report, lang = undefined) {
  const lines = (key) => (report?.[key] ?? []).map((said) => message(said, lang));
  return { steps: lines('explanation'), expert: lines('expert') };
}

export class Explanation {
  /** The report explained, drawn once the winner may show. */
  #report = null;

  /**
   * `moreEnglish`: the playground's www/core/games.js `moreEnglish`, which loads a compact
   * embed's game's English left (its Why's among it) and answers null when none is left.
   */
  constructor(controller, { disclosure = new Disclosure(), moreEnglish = () => null } = {}) {
    this.steps = h('ol', { class: 'explanation' });
    this.expert = h('ol', { class: 'explanation expert' });
    this.expertBlock = h('details', { class: 'expert-layer' }, h('summary', {}, t('why-full')), this.expert);
    this.element = h('section', { class: 'why', 'aria-label': t('why'), part: 'explanation' }, h('h2', {}, t('why')), this.steps, this.expertBlock);

    const draw = (loaded = false) => {
      const report = disclosure.shows('winner') ? this.#report : null;
      // Its English first, where it is not here yet; drawn once it is (or, the load failed, with
      // what the catalogue has), unless another report came meanwhile.
      const loading = report && !loaded && moreEnglish(report.game);
      if (loading) {
        this.steps.replaceChildren();
        this.expert.replaceChildren();
        this.expertBlock.hidden = true;
        loading.then(() => this.#report === report && draw(true));
        return;
      }
      const { steps, expert } = explained(report);
      this.steps.replaceChildren(...steps.map((text) => h('li', {}, typeset(text))));
      this.expert.replaceChildren(...expert.map((text) => h('li', {}, typeset(text))));
      this.expertBlock.hidden = !expert.length;
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
    disclosure.onShown(['winner'], () => draw());
  }
}
