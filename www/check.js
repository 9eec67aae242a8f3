// "Check it yourself": the shown position checked by an exhaustive search that knows none of
// the fast solver's insight, with its progress as it runs, and a stress run over random
// positions. The searches run in the playground's own search worker and post their own progress;
// Stop (beside the button that started the search) ends that worker, and a stopped stress run
// keeps its tally. The analysis, in the page's shared worker, stays as it is (solver.js).
// The result is in one element carrying `data-check` (docs/RULES.md: running, agree, disagree,
// too-large, stopped). The stress run's size field keeps the page's own bounds (1 to 60): the
// core states no largest size for a random position, and refuses one too large to search as
// too large, with a message.
import { t } from './i18n.js';
import { h } from './render.js';
import { allAgree, plural, solved, tally } from './words.js';

export class CheckPanel {
  #solver;
  #game = null;
  #settings = undefined;
  #position = '';

  constructor(solver) {
    this.#solver = solver;
    this.checkButton = h('button', { type: 'button', onclick: () => this.#check() }, 'Check by exhaustive search');
    this.stopButton = h('button', { type: 'button', hidden: true, onclick: () => this.#stop() }, '■ Stop');
    this.result = h('p', { class: 'check-result', 'data-check': '', 'aria-live': 'polite' });
    this.size = h('input', { type: 'number', min: '1', max: '60', value: '12', 'aria-label': 'Size of the random positions' });
    this.runs = h('input', { type: 'number', min: '1', max: '100000', value: '500', 'aria-label': 'How many random positions' });
    this.stressButton = h('button', { type: 'button', onclick: () => this.#stress() }, 'Run');
    this.stressStop = h('button', { type: 'button', hidden: true, onclick: () => this.#stop() }, '■ Stop');
    this.stressResult = h('div', { class: 'stress-result', 'aria-live': 'polite' });
    this.element = h('div', { class: 'check' },
      h('p', { class: 'check-line' }, this.checkButton, ' ', this.stopButton, ' ',
        h('span', { class: 'check-note' }, 'the position shown, by a search that tries every move.')),
      this.result,
      h('details', { class: 'stress' }, h('summary', {}, t('panel-stress')),
        h('p', { class: 'stress-controls' }, h('label', {}, 'Size ', this.size), h('label', {}, 'Positions ', this.runs),
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
    this.result.textContent = `Searching ${position}…`;
    this.#running('check');
    const answer = await this.#solver.check(this.#game, this.#settings, position, ({ done, millis }) => {
      this.result.textContent = solved(done, (millis / 1000).toFixed(1));
    });
    this.#running(null);
    if (answer.stopped) {
      this.result.dataset.check = 'stopped';
      this.result.textContent = 'Stopped: the search was interrupted before it finished.';
      return;
    }
    if (answer.error || !answer.result) {
      this.result.dataset.check = 'too-large';
      this.result.textContent = answer.error?.message ?? 'This position cannot be searched.';
      return;
    }
    const { report, millis } = answer.result;
    this.result.dataset.check = report.outcome;
    this.result.replaceChildren(
      h('strong', {}, { agree: 'Agreed. ', disagree: 'Disagreement! ', 'too-large': 'Too large. ' }[report.outcome]),
      report.summary,
      report.outcome === 'too-large' ? '' : ` ${(millis / 1000).toFixed(2)} s.`);
  }

  async #stress() {
    const size = Math.max(1, Math.floor(Number(this.size.value)) || 12);
    const runs = Math.max(1, Math.floor(Number(this.runs.value)) || 500);
    this.#running('stress');
    this.stressResult.textContent = 'Starting…';
    // The tally so far, kept for a Stop.
    let sofar = null;
    const answer = await this.#solver.stress(this.#game, this.#settings, size, runs, (progress) => {
      sofar = progress;
      this.stressResult.textContent = `${tally(progress.done, runs)} so far (${(progress.millis / 1000).toFixed(1)} s)…`;
    });
    this.#running(null);
    if (answer.stopped) {
      this.stressResult.textContent = sofar
        ? `Stopped: ${tally(sofar.done, runs)} with the exhaustive search, in ${(sofar.millis / 1000).toFixed(1)} s, and none disagreed.`
        : 'Stopped before the first random position was checked.';
      return;
    }
    if (answer.error || !answer.result) {
      this.stressResult.textContent = answer.error?.message ?? 'The stress run failed.';
      return;
    }
    const { report, millis } = answer.result;
    const time = `${(millis / 1000).toFixed(2)} s`;
    if (!report.disagreement) {
      this.stressResult.textContent = `${allAgree(report.checked)}: ${plural(report.searched, 'position')} searched in ${time}.`;
      return;
    }
    const [position, check] = report.disagreement;
    this.stressResult.replaceChildren(
      h('p', {}, h('strong', {}, check.outcome === 'too-large' ? 'Too large: ' : `Disagreement after ${plural(report.checked, 'position')}: `), check.summary),
      h('p', {}, 'Position: ', h('code', {}, position)),
      // replaceChildren would write a null as the text "null".
      ...(check.fast ? [h('p', {}, 'Fast solver: ', h('code', {}, check.fast), ' · search: ', h('code', {}, check.exhaustive))] : []));
  }

  #stop() {
    this.#solver.stop();
    this.#running(null);
  }
}
