// The verdict block: the verdict (the `role="status"` element with `data-verdict` of
// docs/RULES.md), its one-line reason, the warnings, the note that the rest is stale while the
// input is not valid, and the details: how long it took, the report's offers (what may come
// next, to build an input by clicking, with Undo) and its exports (the auction's PBN and LIN).
// Drawn through the playground's disclosure (disclosure.js): while a guess is pending the verdict,
// its reason, the calls legal now and the exports are not in the page at all (`data-verdict` is
// empty, not merely hidden: docs/RULES.md, "data-verdict"), and are drawn once it is answered.
import { Disclosure } from '../shared/disclosure.js';
import { t } from '../shared/i18n.js';
import { h, typeset } from '../shared/render.js';

const ms = (millis) => (millis < 10 ? millis.toFixed(1) : Math.round(millis));

export class ResultBlock {
  #controller;
  #typingAtEnd;
  /** The label of the offer just clicked, to put the focus back on its namesake. */
  #focusOffer = null;
  #disclosure;
  /** The verdict to draw (a headline, then its report), or null while the input's error is shown. */
  #verdict = null;
  /** The report whose offers and exports are drawn once they may show. */
  #report = null;

  /**
   * `typingAtEnd()` says whether the user is typing at the end of the input (input-block.js):
   * an invalid input is then named calmly. The details (`this.details`) sit in the block in the
   * full view; the compact view places them elsewhere. `disclosure`: what may show (the
   * playground's).
   */
  constructor(controller, { compact = false, typingAtEnd = () => false, disclosure = new Disclosure() } = {}) {
    this.#controller = controller;
    this.#typingAtEnd = typingAtEnd;
    this.#disclosure = disclosure;
    this.status = h('p', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', class: 'verdict', 'data-verdict': '', part: 'verdict' });
    this.reason = h('p', { class: 'reason', part: 'reason' });
    // Where the input contradicts itself (a record's dealer is not its board's), and what was done.
    this.warnings = h('ul', { class: 'warnings', hidden: true });
    // While the text is not a valid input, the last valid analysis stays, dimmed and labelled.
    this.staleNote = h('p', { class: 'stale-note', hidden: true }, t('result-stale'));
    this.timing = h('p', { class: 'timing' });
    this.offers = h('div', { class: 'offers' });
    this.exports = h('div', { class: 'exports' });
    // The calls legal now say whether the auction is over; its exports, the contract.
    this.withheld = h('p', { class: 'withheld-reason result-withheld', hidden: true }, t('result-withheld'));
    this.details = [this.timing, this.offers, this.exports, this.withheld];
    this.element = h('section', { class: 'result', 'aria-label': t('result-name') },
      this.status, this.reason, this.warnings, this.staleNote, compact ? null : this.details);

    controller.on('headline', (headline, millis) => {
      this.#showVerdict(headline);
      this.timing.textContent = t('result-verdict-in', { ms: String(ms(millis)) });
    });
    controller.on('error', (error) => this.#showError(error));
    controller.on('report', ({ report, millis }) => this.#showReport(report, millis));
    disclosure.onShown(['winner', 'legality'], () => {
      this.#drawVerdict();
      this.#drawReport();
    });
  }

  #showVerdict(verdict) {
    this.#verdict = verdict;
    this.#drawVerdict();
  }

  /** The verdict and its reason, or nothing (and `data-verdict=""`) while they are withheld. */
  #drawVerdict() {
    if (!this.#verdict) return;
    const { verdict, headline, reason } = this.#verdict;
    const shows = this.#disclosure.shows('winner');
    this.status.dataset.verdict = shows ? verdict : '';
    this.status.replaceChildren(shows ? typeset(headline) : '');
    this.reason.replaceChildren(shows ? typeset(reason) : '');
  }

  /** The verdict is `error` (docs/RULES.md, "data-verdict"), even while the last valid
   * analysis stays shown. */
  #showError(error) {
    const typing = !error.internal && this.#typingAtEnd();
    this.#verdict = null;
    this.status.dataset.verdict = 'error';
    this.status.textContent = error.internal ? t('result-internal') : typing ? t('result-typing') : t('result-input-error');
    this.status.classList.toggle('calm', typing);
    this.reason.textContent = '';
    this.timing.textContent = '';
    if (this.#controller.state.line) {
      this.staleNote.hidden = false;
      return;
    }
    this.#report = null;
    for (const el of [this.offers, this.exports, this.warnings]) el.replaceChildren();
    this.warnings.hidden = true;
    this.withheld.hidden = true;
  }

  #showReport(report, millis) {
    const controller = this.#controller;
    this.staleNote.hidden = true;
    this.status.classList.remove('calm');
    this.warnings.replaceChildren(...report.warnings.map((text) => h('li', {}, typeset(text))));
    this.warnings.hidden = report.warnings.length === 0;
    this.#showVerdict(report);
    this.timing.textContent = t('result-decided-in', { ms: String(ms(millis)) });
    this.#report = report;
    this.#drawReport();
  }

  /** The report's offers and exports, or nothing while the verdict is withheld (saying so where there are some). */
  #drawReport() {
    const report = this.#report;
    if (!report) return;
    const controller = this.#controller;
    const shows = this.#disclosure.shows('legality') && this.#disclosure.shows('winner');
    this.withheld.hidden = shows || !(report.offers.length || report.exports.length || report.exports_left_out.length);
    const undo = controller.state.undo.length ? h('button', {
      type: 'button', class: 'undo',
      onclick: () => {
        this.#focusOffer = 'undo';
        controller.undoCall();
      },
    }, t('result-undo')) : null;
    this.offers.replaceChildren(...(shows && report.offers.length ? [
      h('span', { class: 'offers-label' }, t('result-legal-now')),
      ...report.offers.map((offer) => h('button', {
        type: 'button', class: 'offer',
        onclick: () => {
          this.#focusOffer = offer.label;
          controller.playOffer(offer);
        },
      }, typeset(offer.label))),
    ] : []), undo ?? '');
    // The button clicked was replaced: the focus goes to its namesake among the new ones (Pass
    // after Pass), else the first, not back to the top of the page.
    if (this.#focusOffer != null) {
      const buttons = [...this.offers.querySelectorAll('button')];
      const same = this.#focusOffer === 'undo' ? undo : buttons.find((b) => b.textContent === this.#focusOffer);
      this.#focusOffer = null;
      (same ?? buttons[0])?.focus({ preventScroll: true });
    }
    // An export's note says what the input held that its format cannot (shown, not hovered).
    const written = (x) => [x.note ? h('p', { class: 'export-note' }, x.note) : null, h('pre', {}, x.text),
      h('button', { type: 'button', onclick: () => navigator.clipboard?.writeText(x.text) }, t('result-copy', { label: x.label }))].filter(Boolean);
    if (!shows) {
      this.exports.replaceChildren();
      return;
    }
    this.exports.replaceChildren(...report.exports.map((x) => h('details', {}, h('summary', {}, x.label), ...written(x))),
      ...this.#leftOut(report.exports_left_out, written));
  }

  /**
   * The exports an embed's module left out of the report (`exports_left_out`, their labels):
   * each a closed box, whose first opening asks the worker for them (the module with every
   * game writes them, www/core/worker.js) with the input the report was made of.
   */
  #leftOut(labels, written) {
    const controller = this.#controller;
    const asked = { game: controller.state.game, input: controller.model.payload, settings: controller.settingsToUse() };
    let writing = null;
    return labels.map((label, index) => {
      const waiting = h('p', { class: 'export-note' }, t('result-writing', { label }));
      const box = h('details', {}, h('summary', {}, label), waiting);
      box.addEventListener('toggle', async () => {
        if (!box.open || !box.contains(waiting)) return;
        writing ??= controller.solver.call('exports', asked);
        const reply = await writing;
        const x = reply?.ok ? reply.value[index] : null;
        if (x) {
          box.replaceChildren(box.firstChild, ...written(x));
          return;
        }
        // Asked again on the next opening.
        writing = null;
        waiting.textContent = t('result-write-failed', { label, error: reply?.error?.message ?? t('result-no-answer') });
      });
      return box;
    });
  }
}
