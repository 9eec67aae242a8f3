// "Test a rule" (docs/RULES.md, "Test a rule"): the student writes a guess about who wins from
// a start position, with the game's named numbers, optionally only for positions where a scope
// holds; the core tries every start position up to a size, smallest first, and the page shows
// the outcome in one element carrying `data-rule` (holds, counterexample, error) and
// `data-checked` (positions tried). A counterexample is drawn on a board with both answers and
// can be opened and played; an error is marked in its field. Suggested rules, from wrong to
// right, make a small lesson. Game-neutral: the claim, the names, the suggestions and the sizes
// are the core's (rule_space); a game without them (the auction) has no panel.
import { renderBoard } from '../shared/board.js';
import { formatFragment } from '../core/fragment.js';
import { t, tNodes } from '../shared/i18n.js';
import './panel-words.js';
import { count, h, snippet } from '../shared/render.js';
import { seconds } from '../shared/words.js';

/** A test still running after this long shows its progress and a Stop button. */
const SLOW_MS = 250;

export class RuleTester {
  #controller;
  #onOpened;
  #home;
  /** The rule space of the game shown (the solver keeps each game's). */
  #space = null;
  #game = null;
  /** The settings of the game shown (the playground's, `About.settings`), as the space was asked with. */
  #settings = undefined;
  #serial = 0;
  /** The note of the suggestion being tested, shown with its result. */
  #note = null;

  /** Hears each test's outcome (a lesson keeps it), or null. */
  #onResult;

  /**
   * `onOpened({ play })`: a counterexample was just opened in the playground and its line shown;
   * `play`: the reader asked to play it. `onResult(report, { rule, scope })`: a test finished
   * (the core's `RuleReport`).
   */
  constructor(controller, { id, home = null, onOpened = () => {}, onResult = null }) {
    this.#controller = controller;
    this.#onResult = onResult;
    // In an embed the link points at the full playground; on the page it is the page's own fragment.
    this.#home = home ?? '';
    this.#onOpened = onOpened;
    this.ruleLabel = h('label', { for: `${id}-rule`, class: 'rule-label' }, t('rule-yours'));
    this.rule = h('input', { type: 'text', id: `${id}-rule`, class: 'rule-input', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off', 'aria-describedby': `${id}-rule-error` });
    this.ruleError = h('div', { id: `${id}-rule-error`, class: 'field-error', 'aria-live': 'polite' });
    this.scope = h('input', { type: 'text', id: `${id}-scope`, class: 'rule-input', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off', placeholder: t('rule-scope-placeholder'), 'aria-describedby': `${id}-scope-error` });
    this.scopeError = h('div', { id: `${id}-scope-error`, class: 'field-error', 'aria-live': 'polite' });
    this.testButton = h('button', { type: 'submit', class: 'rule-test' }, t('rule-test'));
    this.stopButton = h('button', { type: 'button', hidden: true, onclick: () => this.#stop() }, t('stop'));
    for (const field of [this.rule, this.scope]) field.addEventListener('input', () => this.#clearError(field));
    this.form = h('form', { class: 'rule-form', onsubmit: (event) => { event.preventDefault(); this.#note = null; this.#test(); } },
      h('div', { class: 'rule-field' }, this.ruleLabel, this.rule, this.ruleError),
      h('div', { class: 'rule-field' }, h('label', { for: `${id}-scope`, class: 'rule-label' }, t('rule-scope')), this.scope, this.scopeError),
      h('p', { class: 'rule-actions' }, this.testButton, ' ', this.stopButton));
    this.claimNote = h('p', { class: 'rule-claim' });
    this.names = h('dl', { class: 'rule-names' });
    this.syntax = h('p', { class: 'rule-syntax' },
      `${t('rule-syntax')} `,
      h('span', { class: 'rule-sizes' }));
    this.suggestions = h('ol', { class: 'rule-suggestions' });
    this.result = h('div', { class: 'rule-result', 'data-rule': '', 'data-checked': '', 'aria-live': 'polite' });
    this.element = h('details', { class: 'rule-panel', hidden: true },
      h('summary', {}, t('panel-rule')),
      h('div', { class: 'rule-body' },
        this.claimNote, this.form, this.result,
        h('details', { class: 'rule-help', open: true }, h('summary', {}, t('rule-names')), this.names, this.syntax),
        h('div', { class: 'rule-lesson' }, h('p', { class: 'rule-lesson-title' }, t('rule-try')), this.suggestions)));
    /** Settles once the game shown has its names and suggestions (a lesson fills the fields then). */
    this.ready = Promise.resolve();
    // The game on screen is the game with its settings (Nim's take set): a setting chosen in its
    // menu is heard with the analysis it makes.
    const follow = controller.followGame((game, settings, current) => this.#show(game, settings, current));
    for (const event of ['game', 'settings', 'report']) controller.on(event, () => { this.ready = follow(); });
  }

  async #show(game, settings, current) {
    const sameGame = game === this.#game;
    this.#game = game;
    this.#settings = settings;
    this.#serial++;
    this.#clearResult();
    const space = await this.#controller.solver.ruleSpace(game, settings);
    if (!current()) return;
    this.#space = space;
    this.element.hidden = !space;
    if (!space) return;
    // Another game empties the fields; other settings keep the rule, to test it again.
    if (!sameGame) {
      this.rule.value = '';
      this.scope.value = '';
      this.#clearError(this.rule);
      this.#clearError(this.scope);
    }
    this.testButton.disabled = false;
    this.stopButton.hidden = true;
    this.ruleLabel.textContent = t('rule-yours-when', { claim: space.claim });
    this.claimNote.replaceChildren(h('strong', { class: 'rule-game' }, `${t('rule-game', { game: space.game })} `),
      `${t('rule-claim', { claim: space.claim, denial: space.denial })} `, t('rule-how'));
    this.names.replaceChildren(...space.names.map(({ name, meaning }) => h('div', { class: 'rule-name' }, h('dt', {}, h('code', {}, name)), h('dd', {}, meaning))));
    this.syntax.querySelector('.rule-sizes').textContent = t('rule-sizes', { from: space.sizes[0], to: space.sizes.at(-1) });
    this.suggestions.replaceChildren(...space.suggestions.map((suggestion) => h('li', {},
      h('button', { type: 'button', class: 'rule-suggestion', onclick: () => this.#try(suggestion) },
        h('code', {}, suggestion.rule), suggestion.scope ? h('span', { class: 'rule-suggestion-scope' }, ' ', ...tNodes('rule-only-where', { scope: h('code', {}, suggestion.scope) })) : null))));
  }

  /** A suggested rule: into the fields, tested, and its note shown with the result. */
  #try(suggestion) {
    this.rule.value = suggestion.rule;
    this.scope.value = suggestion.scope;
    this.#clearError(this.rule);
    this.#clearError(this.scope);
    this.#note = suggestion.note;
    // The result shows under the fields, above the list: bring them into view.
    this.form.scrollIntoView({ block: 'nearest' });
    this.#test();
  }

  #clearResult() {
    this.result.dataset.rule = '';
    this.result.dataset.checked = '';
    delete this.result.dataset.position;
    this.result.replaceChildren();
  }

  #clearError(field) {
    field.removeAttribute('aria-invalid');
    (field === this.rule ? this.ruleError : this.scopeError).replaceChildren();
  }

  async #test() {
    const serial = ++this.#serial;
    const game = this.#game;
    const settings = this.#settings;
    const rule = this.rule.value;
    const scope = this.scope.value;
    const note = this.#note;
    this.#clearError(this.rule);
    this.#clearError(this.scope);
    this.#clearResult();
    this.testButton.disabled = true;
    const progress = h('p', { class: 'rule-progress' }, t('rule-testing'));
    // Progress and Stop only for a test that takes long enough to want them.
    const slow = setTimeout(() => {
      if (serial !== this.#serial) return;
      this.result.replaceChildren(progress);
      this.stopButton.hidden = false;
    }, SLOW_MS);
    const reply = await this.#controller.solver.call('testRule', { game, settings, rule, scope }, {
      onProgress: (message) => {
        if (message.progress) progress.textContent = t('rule-progress', { done: message.progress.done, seconds: seconds(message.progress.millis, 1) });
      },
    });
    clearTimeout(slow);
    if (serial !== this.#serial) return;
    this.testButton.disabled = false;
    this.stopButton.hidden = true;
    if (!reply.ok) {
      this.result.replaceChildren(h('p', {}, reply.error.stopped ? t('rule-stopped') : t('rule-failed', { error: reply.error.message })));
      return;
    }
    const { report, millis } = reply.value;
    this.#onResult?.(report, { rule, scope });
    this.result.dataset.rule = report.outcome;
    this.result.dataset.checked = String(report.checked);
    const took = { checked: report.checked, time: millis < 1000 ? t('milliseconds', { ms: Math.max(1, Math.round(millis)) }) : t('seconds', { seconds: seconds(millis, 2) }) };
    // An array, spread into replaceChildren (which would print a null as the text "null").
    const noteLine = note ? [h('p', { class: 'rule-note' }, h('strong', {}, `${t('rule-note')} `), note)] : [];
    if (report.outcome === 'error') {
      this.#showError(report, rule, scope);
      this.result.replaceChildren(h('p', {}, h('strong', {}, `${t('rule-error')} `), report.summary), ...noteLine);
      return;
    }
    if (report.outcome === 'holds') {
      this.result.replaceChildren(h('p', {}, h('strong', { class: 'rule-holds' }, `${t('rule-holds')} `), report.summary, ` ${t('rule-in', took)}`),
        h('p', { class: 'rule-sizes-checked' }, report.sizes.map((s) => `${s.words}: ${count(s.checked)}`).join(' · ')),
        ...noteLine);
      return;
    }
    this.#showCounterexample(report, took, noteLine);
  }

  /** The message next to the field it names, the offending span marked, the field invalid. */
  #showError(report, rule, scope) {
    const error = report.error;
    const [field, text, holder] = error.field === 'scope' ? [this.scope, scope, this.scopeError] : [this.rule, rule, this.ruleError];
    field.setAttribute('aria-invalid', 'true');
    holder.replaceChildren(h('p', { class: 'message' }, error.message),
      error.span ? snippet(text, error.span, error.field === 'scope' ? t('rule-where-scope') : t('rule-where-rule')) : '');
  }

  async #showCounterexample(report, took, noteLine) {
    const example = report.counterexample;
    const space = this.#space;
    const game = this.#game;
    const say = (holds) => (holds ? space.claim : space.denial);
    this.result.dataset.position = example.position;
    const board = h('figure', { class: 'board rule-board', 'aria-label': t('rule-board', { position: example.position }) });
    // The link carries the settings too: the counterexample is one of the game with them.
    const fragment = formatFragment({ game, input: example.input, ...this.#settings }, this.#controller.games);
    const link = h('a', { href: this.#home + fragment, class: 'rule-link' }, fragment);
    this.result.replaceChildren(
      h('p', {}, h('strong', { class: 'rule-wrong' }, `${t('rule-counterexample')} `), h('code', {}, example.position), ` (${example.size ? sizeWords(report, example.size) : ''}).`),
      board,
      h('p', { class: 'rule-answers' }, `${t('rule-says', { rule: say(example.rule_says), game: say(example.game_says) })} `,
        h('span', { class: 'rule-values' }, t('rule-here', { values: example.values.map(([name, value]) => `${name} = ${value}`).join(', ') }))),
      h('p', { class: 'rule-open' },
        h('button', { type: 'button', onclick: () => this.#open(example.input) }, t('rule-open')), ' ',
        h('button', { type: 'button', onclick: () => this.#open(example.input, { play: true }) }, t('rule-play')), ' ',
        // In a lesson the two buttons are not offered: the link then reads on its own ("Its link: …").
        h('span', { class: 'rule-link-line' }, h('span', { class: 'rule-link-or' }, `${t('rule-or')} `), `${t('rule-its-link')} `, link)),
      h('p', { class: 'rule-took' }, t('rule-searched', took)),
      ...noteLine);
    const view = await this.#controller.solver.call('view', { game, position: example.position });
    if (!view.ok || this.result.dataset.position !== example.position) return;
    board.replaceChildren(...renderBoard(view.value.board, this.#controller.state.line?.head.legend ?? []));
  }

  /** Loads `input` into the playground (and plays from it), and brings the board into view. */
  #open(input, { play = false } = {}) {
    const controller = this.#controller;
    const stop = controller.on('step', () => {
      stop();
      this.#onOpened({ play });
    });
    controller.setText(input);
  }

  #stop() {
    this.#serial++;
    this.#controller.solver.stop();
    this.testButton.disabled = false;
    this.stopButton.hidden = true;
    this.#clearResult();
    this.result.replaceChildren(h('p', {}, t('rule-stopped')));
  }
}

function sizeWords(report, size) {
  return report.sizes.find((s) => s.size === size)?.words ?? '';
}
