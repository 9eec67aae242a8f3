// "Check it yourself": the shown position checked by an exhaustive search that knows none of
// the fast solver's insight, with its progress as it runs, and a stress run over random
// positions. The searches run in the playground's own search worker and post their own progress;
// Stop (beside the button that started the search) ends that worker, and a stopped stress run
// keeps its tally. The analysis, in the page's shared worker, stays as it is (solver.js).
// The result is in one element carrying `data-check` (docs/RULES.md: running, agree, disagree,
// too-large, stopped). The stress run's size field keeps the page's own bounds (1 to 60): the
// core states no largest size for a random position, and refuses one too large to search as
// too large, with a message.
import { t, tNodes } from '../shared/i18n.js';
import './panel-words.js';
import { h } from '../shared/render.js';
import { seconds } from '../shared/words.js';

export class CheckPanel {
  #solver;
  #game = null;
  #settings = undefined;
  #position = '';

  constructor(solver) {
    this.#solver = solver;
    this.checkButton = h('button', { type: 'button', onclick: () => this.#check() }, t('check-button'));
    this.stopButton = h('button', { type: 'button', hidden: true, onclick: () => this.#stop() }, t('stop'));
    this.result = h('p', { class: 'check-result', 'data-check': '', 'aria-live': 'polite' });
    this.size = h('input', { type: 'number', min: '1', max: '60', value: '12', 'aria-label': t('stress-size-name') });
    this.runs = h('input', { type: 'number', min: '1', max: '100000', value: '500', 'aria-label': t('stress-runs-name') });
    this.stressButton = h('button', { type: 'button', onclick: () => this.#stress() }, t('stress-run'));
    this.stressStop = h('button', { type: 'button', hidden: true, onclick: () => this.#stop() }, t('stop'));
    this.stressResult = h('div', { class: 'stress-result', 'aria-live': 'polite' });
    this.element = h('div', { class: 'check' },
      h('p', { class: 'check-line' }, this.checkButton, ' ', this.stopButton, ' ',
        h('span', { class: 'check-note' }, t('check-note'))),
      this.result,
      h('details', { class: 'stress' }, h('summary', {}, t('panel-stress')),
        h('p', { class: 'stress-controls' }, h('label', {}, t('stress-size'), ' ', this.size), h('label', {}, t('stress-runs'), ' ', this.runs),
          h('span', { class: 'stress-buttons' }, this.stressButton, this.stressStop)),
        this.stressResult));
  }

  /**
   * The position the check button checks next (notation of docs/RULES.md), of `game` under
   * `settings` (the playground's): the stress run's random positions are of that game too.
   */
  show(game, position, settings) {
    this.#game = game;
    this.#settings = settings;
    this.#position = position;
    this.checkButton.disabled = !position;
  }

  /** The input changed: a result shown is for a position no longer shown. */
  clear() {
    this.result.dataset.check = '';
    this.result.textContent = '';
  }

  /** A search runs (`check` or `stress`) or none (null): its Stop is shown beside its button. */
  #running(which) {
    this.stopButton.hidden = which !== 'check';
    this.stressStop.hidden = which !== 'stress';
    this.checkButton.disabled = which != null;
    this.stressButton.disabled = which != null;
  }

  async #check() {
    const position = this.#position;
    this.result.dataset.check = 'running';
    this.result.textContent = t('check-searching', { position });
    this.#running('check');
    const answer = await this.#solver.check(this.#game, this.#settings, position, ({ done, millis }) => {
      this.result.textContent = t('check-solved', { done, seconds: seconds(millis, 1) });
    });
    this.#running(null);
    if (answer.stopped) {
      this.result.dataset.check = 'stopped';
      this.result.textContent = t('check-stopped');
      return;
    }
    if (answer.error || !answer.result) {
      this.result.dataset.check = 'too-large';
      this.result.textContent = answer.error?.message ?? t('check-cannot');
      return;
    }
    const { report, millis } = answer.result;
    this.result.dataset.check = report.outcome;
    this.result.replaceChildren(
      h('strong', {}, `${{ agree: t('check-agree'), disagree: t('check-disagree'), 'too-large': t('check-too-large') }[report.outcome]} `),
      report.summary,
      report.outcome === 'too-large' ? '' : ` ${t('seconds', { seconds: seconds(millis, 2) })}.`);
  }

  async #stress() {
    const size = Math.max(1, Math.floor(Number(this.size.value)) || 12);
    const runs = Math.max(1, Math.floor(Number(this.runs.value)) || 500);
    this.#running('stress');
    this.stressResult.textContent = t('stress-starting');
    // The tally so far, kept for a Stop.
    let sofar = null;
    const answer = await this.#solver.stress(this.#game, this.#settings, size, runs, (progress) => {
      sofar = progress;
      this.stressResult.textContent = t('stress-so-far', { done: progress.done, runs, seconds: seconds(progress.millis, 1) });
    });
    this.#running(null);
    if (answer.stopped) {
      this.stressResult.textContent = sofar
        ? t('stress-stopped', { done: sofar.done, runs, seconds: seconds(sofar.millis, 1) })
        : t('stress-stopped-first');
      return;
    }
    if (answer.error || !answer.result) {
      this.stressResult.textContent = answer.error?.message ?? t('stress-failed');
      return;
    }
    const { report, millis } = answer.result;
        if (!report.disagreement) {
      this.stressResult.textContent = t('stress-agree', { checked: report.checked, searched: report.searched, seconds: seconds(millis, 2) });
      return;
    }
    const [position, check] = report.disagreement;
    this.stressResult.replaceChildren(
      h('p', {}, h('strong', {}, `${check.outcome === 'too-large' ? t('check-too-large') : t('stress-disagree', { checked: report.checked })} `), check.summary),
      h('p', {}, ...tNodes('stress-position', { position: h('code', {}, position) })),
      // replaceChildren would write a null as the text "null".
      ...(check.fast ? [h('p', {}, ...tNodes('stress-answers', { fast: h('code', {}, check.fast), search: h('code', {}, check.exhaustive) }))] : []));
  }

  #stop() {
    this.#solver.stop();
    this.#running(null);
  }
}
