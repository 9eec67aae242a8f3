// The input block: the text box (or, for a long input, a summary with the text a click away),
// the menus of the settings a game takes beside its text, the random input, the file control
// (and a file dropped anywhere on the playground), and under it all what is wrong with the
// input, pointed at. What it shows comes from the controller's state; what the user does goes
// to the controller. The input's mark (the first illegal call) is drawn through the playground's
// disclosure (disclosure.js): not in the page while a guess is pending.
import { Disclosure } from '../shared/disclosure.js';
import { t } from '../shared/i18n.js';
import { LARGE } from './input.js';

/** In a compact embed, a text longer than this (or of several lines: a hand record) is shown
 * as the core's one-line summary of it, the text a click away: a box one line high would show
 * a few characters of it. */
const COMPACT_LINE = 80;
import { h, snippet } from '../shared/render.js';

export class InputBlock {
  #controller;
  #menus = new Map();

  #compact;
  #disclosure;
  /** The report whose mark is drawn once it may show; null while the input's error is. */
  #marked = null;
  /** The text was asked for in the box (a click on "Show"): it stays there while it is edited. */
  #inFull = false;

  /**
   * `compact`: the box and the error only (the label still read out); `files`: the file control
   * and dropping a file (the full page's; an embed has neither); `hidden`: no box at all, only
   * what is wrong with the input (an embed that shows the verdict and the board alone).
   * `disclosure`: what may show (the playground's).
   */
  constructor(controller, { id, compact = false, files = true, hidden = false, disclosure = new Disclosure() }) {
    this.#controller = controller;
    this.#disclosure = disclosure;
    // The input's mark (the first illegal call) is a legality: drawn once it may show.
    disclosure.onShown(['legality'], () => { if (this.#marked) this.#showMark(this.#marked); });
    this.#compact = compact;
    this.files = files;
    this.label = h('label', { for: `${id}-input`, class: compact ? 'input-label sr-only' : 'input-label' });
    this.input = h('textarea', {
      id: `${id}-input`, rows: compact ? '1' : '3', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off',
      'aria-describedby': `${id}-error`, part: 'input',
    });
    this.input.addEventListener('input', () => controller.typed(this.input.value));
    this.input.addEventListener('paste', (event) => this.#paste(event));
    this.error = h('div', { id: `${id}-error`, class: 'input-error', 'aria-live': 'polite' });
    // A long input: a summary in place of the text box, with the text a click away.
    this.bigSummary = h('p', { class: 'big-summary' });
    this.bigBox = h('div', { class: 'big-input', hidden: true, role: 'group', 'aria-label': t('input-big') },
      this.bigSummary,
      h('button', { type: 'button', onclick: () => this.#editBig() }, t('input-edit-big')),
      compact ? null : h('button', { type: 'button', onclick: () => controller.setText('') }, t('input-clear')));
    this.element = h('div', { class: 'input-block' }, hidden ? null : [this.label, this.input, this.bigBox,
      compact ? null : this.#controls()], this.error);

    controller.on('input', () => this.#showInput());
    controller.on('game', () => this.#showGame());
    controller.on('settings', () => this.#showChosenSettings());
    controller.on('headline', (headline) => {
      if (this.#summarized()) this.#showInput(headline.input_summary);
    });
    controller.on('error', (error) => this.#showError(error));
    controller.on('report', ({ report }) => this.#showReport(report));
  }

  /** The settings menus, the random input and the file control. */
  #controls() {
    // A menu per setting of any game (the core's `About.settings`), shown with its game. What the
    // input set itself (a record's own field, say) is shown, and the menu waits until the input
    // stops setting it: the input wins over the menu.
    for (const setting of this.#controller.games.settings.values()) {
      // The label and the options' names are catalogue ids (the core's `SettingMenu`).
      const select = h('select', { 'aria-label': t(setting.label) }, setting.options.map(([v, name]) => h('option', { value: v }, t(name))));
      select.addEventListener('change', () => this.#controller.setSetting(setting.name, select.value));
      const note = h('span', { class: 'set-by', hidden: true });
      const element = h('span', { class: 'setting' }, h('label', {}, `${t(setting.label)} `, select), note);
      this.#menus.set(setting.name, { setting, select, note, element, isOption: (value) => setting.options.some(([v]) => v === value) });
    }
    this.settingsBar = h('span', { class: 'settings' }, [...this.#menus.values()].map((menu) => menu.element));
    // For games with a random input (`About.random`): the core makes it in the worker, from a
    // seed the page picks; the page only shows it.
    this.randomSize = h('input', { type: 'number', min: '1', value: '12' });
    this.random = h('span', { class: 'random' },
      h('button', { type: 'button', onclick: () => this.#randomize() }, t('random')), ' ', t('random-size'), ' ', this.randomSize);
    // The file control: the full page's (docs/RULES.md, "The file control"), not an embed's.
    let fileOpen = null;
    if (this.files) {
      const file = h('input', { type: 'file', accept: '.txt,.pbn,.lin,text/plain', 'aria-label': t('input-open-file') });
      file.addEventListener('change', () => {
        if (file.files?.[0]) this.#controller.openFile(file.files[0]);
        file.value = '';
      });
      fileOpen = h('label', { class: 'file-open' }, t('open-file'), ' ', file);
    }
    return h('div', { class: 'controls' }, this.settingsBar, this.random, fileOpen);
  }

  /** A text file dropped anywhere on `target` (the playground) is opened as the input, where
   * files are taken. */
  dropOnto(target) {
    if (!this.files) return;
    const dropping = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
    target.addEventListener('dragover', (event) => {
      if (!dropping(event)) return;
      event.preventDefault();
      target.dataset.drop = 'true';
    });
    target.addEventListener('dragleave', () => { delete target.dataset.drop; });
    target.addEventListener('drop', (event) => {
      delete target.dataset.drop;
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      event.preventDefault();
      this.#controller.openFile(file);
    });
  }

  /**
   * Whether the user is typing at the end of the text: then an invalid input is likely on its
   * way to something valid (a list of numbers typed one by one may be invalid until its last
   * number), and the page says so calmly.
   */
  typingAtEnd() {
    const model = this.#controller.model;
    const text = model.payload == null ? '' : model.text();
    const focused = this.input.getRootNode().activeElement === this.input;
    return focused && this.input.selectionStart === this.input.value.length && this.input.value.length === text.length;
  }

  #paste(event) {
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    const { input } = this;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    if (input.value.length - (end - start) + pasted.length <= LARGE) return;
    // A long paste never enters the box: the page keeps it.
    event.preventDefault();
    this.#controller.setText(input.value.slice(0, start) + pasted + input.value.slice(end));
  }

  async #randomize() {
    const { game } = this.#controller.state;
    const random = this.#controller.games.about(game).random;
    if (!random) return;
    const size = Math.max(1, Math.min(random.max, Math.floor(Number(this.randomSize.value)) || 12));
    const seed = Math.floor(Math.random() * 2 ** 32);
    const text = await this.#controller.solver.random(game, size, seed);
    // The user may have switched games while it was made.
    if (text != null && this.#controller.state.game === game) this.#controller.setText(text);
  }

  /**
   * Whether the input is shown as a summary rather than in the box: a long input (laying it out
   * would cost the browser seconds), or in a compact embed a text that a one-line box cannot
   * show (a hand record), unless the reader asked to see it.
   */
  #summarized() {
    const model = this.#controller.model;
    if (model.large) return true;
    if (!this.#compact) return false;
    const text = model.text();
    if (this.#inFull && this.input.value === text) return false;
    this.#inFull = false;
    return text.length > COMPACT_LINE || text.includes('\n');
  }

  /** The box for a short input, the summary (the report's, when it has come) for a long one. */
  #showInput(summary = '') {
    const model = this.#controller.model;
    const summarized = this.#summarized();
    this.bigBox.hidden = !summarized;
    this.input.hidden = summarized;
    if (summarized) {
      this.input.value = '';
      const what = summary || t('input-characters', { n: model.length });
      const from = model.fileName ? ` ${t('input-from-file', { name: model.fileName })}` : '';
      this.bigSummary.textContent = model.large ? `${what}${from}: ${t('input-kept')}` : what;
    } else if (this.input.value !== model.text()) {
      this.input.value = model.text();
    }
  }

  /** Puts a summarized input in the box after all, on request (a long one takes the browser a
   * while to lay out). */
  #editBig() {
    this.bigBox.hidden = true;
    this.input.hidden = false;
    this.input.value = this.#controller.model.text();
    this.#inFull = true;
    this.input.focus();
  }

  #showGame() {
    const about = this.#controller.games.about(this.#controller.state.game);
    this.label.textContent = t(about.prompt);
    this.input.placeholder = about.placeholder;
    if (!this.settingsBar) return;
    const names = new Set(about.settings.map((s) => s.name));
    for (const [name, menu] of this.#menus) menu.element.hidden = !names.has(name);
    this.settingsBar.hidden = names.size === 0;
    this.random.hidden = !about.random;
    if (about.random) {
      this.randomSize.max = String(about.random.max);
      this.randomSize.setAttribute('aria-label', t(about.random.label));
    }
  }

  /** The menus show the values given. */
  #showChosenSettings() {
    for (const [name, menu] of this.#menus) showValue(menu, this.#controller.state.settings[name]);
  }

  /**
   * The menus show the settings the analysis used. One the input set itself is shown as set by
   * it (the menu disabled, and why); the user's own choice, kept in the state, comes back when
   * the input no longer sets it.
   */
  #showSettings(settings = []) {
    for (const [name, menu] of this.#menus) {
      const setting = settings.find((s) => s.name === name);
      const byInput = Boolean(setting?.set_by);
      const { select, note } = menu;
      // The value the analysis used, as the menu writes it ("ns" is NS, "3,1,2" is 1,2,3), or
      // else the user's own choice.
      showValue(menu, byInput || setting?.value ? setting.value : this.#controller.state.settings[name]);
      select.disabled = byInput;
      note.hidden = !byInput;
      note.textContent = byInput ? t('input-set-by', { by: setting.set_by }) : '';
    }
  }

  /** Bad input: named and pointed at under the box. */
  #showError(error) {
    this.#marked = null;
    const model = this.#controller.model;
    const text = model.payload == null ? '' : model.text();
    this.input.setAttribute('aria-invalid', 'true');
    const where = error.line != null ? `${t('input-where', { line: error.line, column: error.column })} ` : '';
    this.error.classList.toggle('calm', !error.internal && this.typingAtEnd());
    this.error.replaceChildren(h('p', { class: 'message' }, where + error.message),
      error.span ? snippet(text, error.span, t('input-offending')) : '');
  }

  #showReport(report) {
    const model = this.#controller.model;
    this.error.classList.remove('calm');
    this.input.removeAttribute('aria-invalid');
    if (this.#summarized()) this.#showInput(report.input_summary);
    this.#marked = report;
    this.#showMark(report);
    this.#showSettings(report.settings);
  }

  #showMark(report) {
    const model = this.#controller.model;
    this.error.replaceChildren(report.input_mark && this.#disclosure.shows('legality')
      ? h('div', { class: 'mark-note' }, h('p', {}, `${report.input_mark_note}:`), snippet(model.text(), report.input_mark, report.input_mark_note))
      : '');
  }
}

/**
 * Shows `value` in a setting's menu. A value the core takes that is no option of its menu (a
 * link's `&take=2,5`) gets an option of its own, so that the menu never shows another value
 * than the one the analysis used; no value shows the default.
 */
function showValue(menu, value) {
  const { select, setting } = menu;
  let given = select.querySelector('option[data-given]');
  if (!value || menu.isOption(value)) {
    given?.remove();
    select.value = value || setting.default;
    return;
  }
  if (!given) {
    given = h('option', { 'data-given': '' });
    select.append(given);
  }
  given.value = value;
  given.textContent = value;
  select.value = value;
}
