// Outcome tables (docs/RULES.md, "Outcome tables"): the data a rule is found from. The student
// picks two of the game's names (those "Test a rule" offers) and the core puts every start
// position the rule tester searches in the cell of its two values: one element carrying
// `data-outcomes` ("x y"), each cell with `data-x`, `data-y`, `data-total` and
// `data-first-wins`. A cell is coloured and lettered by who wins it; one that holds both
// outcomes shows its counts and says the two names do not decide the game there. A rule can be
// drawn over the table (cells where it names the wrong winner are marked ✗), and a cell opens
// its positions, the smallest first, on boards. Game-neutral: the names, the suggested tables
// and every count are the core's (rule_space, outcome_table).
import { renderBoard } from '../shared/board.js';
import { t } from '../shared/i18n.js';
import './panel-words.js';
import { count, h, snippet } from '../shared/render.js';
import { seconds } from '../shared/words.js';

/** A table still being made after this long shows its progress and a Stop button. */
const SLOW_MS = 250;

export class OutcomeTables {
  #controller;
  #onOpen;
  #space = null;
  #game = null;
  /** The settings of the game shown (the playground's), as the space was asked with. */
  #settings = undefined;
  #serial = 0;
  #table = null;

  #onMade;

  /**
   * `onOpen(input)`: the reader opened one of a cell's positions in the playground.
   * `onMade(table)`: a table was made (the core's OutcomeTable), for a lesson to grade.
   */
  constructor(controller, { id, onOpen = () => {}, onMade = () => {} }) {
    this.#controller = controller;
    this.#onOpen = onOpen;
    this.#onMade = onMade;
    this.x = h('select', { id: `${id}-outcome-x`, class: 'outcome-name' });
    this.y = h('select', { id: `${id}-outcome-y`, class: 'outcome-name' });
    this.rule = h('input', { type: 'text', id: `${id}-outcome-rule`, class: 'rule-input', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
      placeholder: t('outcome-no-rule'), 'aria-describedby': `${id}-outcome-rule-error` });
    this.ruleError = h('div', { id: `${id}-outcome-rule-error`, class: 'field-error', 'aria-live': 'polite' });
    this.rule.addEventListener('input', () => this.#clearError());
    this.makeButton = h('button', { type: 'submit', class: 'outcome-make' }, t('outcome-make'));
    this.stopButton = h('button', { type: 'button', hidden: true, onclick: () => this.#stop() }, t('stop'));
    this.form = h('form', { class: 'outcome-form', onsubmit: (event) => { event.preventDefault(); this.#make(); } },
      h('div', { class: 'outcome-field' }, h('label', { for: `${id}-outcome-x` }, t('outcome-columns')), this.x),
      h('div', { class: 'outcome-field' }, h('label', { for: `${id}-outcome-y` }, t('outcome-rows')), this.y),
      h('div', { class: 'outcome-field outcome-rule' }, h('label', { for: `${id}-outcome-rule` }, t('outcome-rule')), this.rule, this.ruleError),
      h('p', { class: 'outcome-actions' }, this.makeButton, ' ', this.stopButton));
    this.intro = h('p', { class: 'outcome-intro' });
    this.suggestions = h('ol', { class: 'outcome-suggestions' });
    this.result = h('div', { class: 'outcome-result', 'aria-live': 'polite' });
    this.opened = h('div', { class: 'outcome-cell-positions' });
    this.element = h('details', { class: 'outcome-panel', hidden: true },
      h('summary', {}, t('panel-outcomes')),
      h('div', { class: 'outcome-body' }, this.intro, this.form,
        h('div', { class: 'outcome-lesson' }, h('p', { class: 'rule-lesson-title' }, t('outcome-try')), this.suggestions),
        this.result, this.opened));
    /** Resolves once the game's names are in the menus. */
    this.ready = Promise.resolve();
    // The game on screen is the game with its settings (Nim's take set): a setting chosen in its
    // menu is heard with the analysis it makes.
    const follow = controller.followGame((game, settings, current) => this.#show(game, settings, current));
    for (const event of ['game', 'settings', 'report']) controller.on(event, () => { this.ready = follow(); });
  }

  async #show(game, settings, current) {
    this.#game = game;
    this.#settings = settings;
    this.#serial++;
    this.makeButton.disabled = false;
    this.stopButton.hidden = true;
    this.#clear();
    const space = await this.#controller.solver.ruleSpace(game, settings);
    if (!current()) return;
    this.#space = space;
    this.element.hidden = !space;
    if (!space) return;
    const option = ({ name, meaning }) => h('option', { value: name }, `${name}: ${meaning}`);
    this.x.replaceChildren(...space.names.map(option));
    this.y.replaceChildren(h('option', { value: '' }, t('outcome-none')), ...space.names.map(option));
    const [first] = space.tables ?? [];
    this.x.value = first?.x ?? space.names[0]?.name ?? '';
    this.y.value = first?.y ?? space.names[1]?.name ?? '';
    this.rule.value = '';
    this.intro.textContent = `${t('rule-game', { game: space.game })} ${t('outcome-intro', { size: space.sizes.at(-1) })}`;
    this.suggestions.replaceChildren(...(space.tables ?? []).map((table) => h('li', {},
      h('button', { type: 'button', class: 'outcome-suggestion', onclick: () => this.#try(table) },
        h('code', {}, table.y ? `${table.x} × ${table.y}` : table.x)), ' ', h('span', { class: 'outcome-suggestion-note' }, table.note))));
  }

  /** A suggested table: its names into the menus, made. */
  #try(table) {
    this.x.value = table.x;
    this.y.value = table.y;
    this.form.scrollIntoView({ block: 'nearest' });
    this.#make();
  }

  #clear() {
    this.#table = null;
    this.result.replaceChildren();
    this.opened.replaceChildren();
    this.#clearError();
  }

  #clearError() {
    this.rule.removeAttribute('aria-invalid');
    this.ruleError.replaceChildren();
  }

  async #make() {
    const serial = ++this.#serial;
    const game = this.#game;
    const settings = this.#settings;
    const [x, y, rule] = [this.x.value, this.y.value, this.rule.value];
    this.#clear();
    this.makeButton.disabled = true;
    const progress = h('p', { class: 'rule-progress' }, t('outcome-making'));
    const slow = setTimeout(() => {
      if (serial !== this.#serial) return;
      this.result.replaceChildren(progress);
      this.stopButton.hidden = false;
    }, SLOW_MS);
    const reply = await this.#controller.solver.call('outcomes', { game, settings, x, y, rule }, {
      onProgress: (message) => {
        if (message.progress) progress.textContent = t('outcome-progress', { done: message.progress.done });
      },
    });
    clearTimeout(slow);
    if (serial !== this.#serial) return;
    this.makeButton.disabled = false;
    this.stopButton.hidden = true;
    if (!reply.ok) {
      this.result.replaceChildren(h('p', {}, reply.error.stopped ? t('outcome-stopped') : t('outcome-failed', { error: reply.error.message })));
      return;
    }
    const { report: table, millis } = reply.value;
    this.#table = table;
    if (table.error) {
      if (table.error.field === 'rule') {
        this.rule.setAttribute('aria-invalid', 'true');
        this.ruleError.replaceChildren(h('p', { class: 'message' }, table.error.message),
          table.error.span ? snippet(rule, table.error.span, t('rule-where-rule')) : '');
      }
      this.result.replaceChildren(h('p', {}, table.summary));
      return;
    }
    const time = millis < 1000 ? t('milliseconds', { ms: Math.max(1, Math.round(millis)) }) : t('seconds', { seconds: seconds(millis, 2) });
    this.result.replaceChildren(
      h('p', { class: table.decides ? 'outcome-summary outcome-decides' : 'outcome-summary' }, table.summary),
      this.#legend(table),
      h('div', { class: 'outcome-scroll' }, this.#grid(table)),
      h('p', { class: 'rule-took' }, t('rule-in', { checked: table.checked, time })));
    this.#onMade(table);
  }

  /** Makes the table of the names in the menus (a lesson's step asks it). */
  make() {
    return this.#make();
  }

  /** What the colours and letters mean. */
  #legend(table) {
    const sample = (cls, text, words) => h('li', {}, h('span', { class: `outcome-sample ${cls}` }, text), ' ', words);
    return h('ul', { class: 'outcome-legend' },
      sample('first', letter(table.first, table.second), t('outcome-legend-all', { player: table.first })),
      sample('second', letter(table.second, table.first), t('outcome-legend-all', { player: table.second })),
      sample('mixed', '3/5', t('outcome-legend-mixed', { player: table.first })),
      table.rule ? sample('first wrong', '✗', t('outcome-legend-wrong')) : null);
  }

  /** The table itself: columns by x, rows by y, one button a cell. */
  #grid(table) {
    const byPlace = new Map(table.cells.map((cell) => [`${cell.x} ${cell.y}`, cell]));
    // The corner names both axes, one a line with its direction ("cb \\ ca" broke into three
    // lines in a phone's column); a screen reader hears them in words.
    const corner = table.y
      ? h('th', { scope: 'col', class: 'outcome-corner' },
        h('span', { 'aria-hidden': 'true' }, `${table.x} →`), h('span', { 'aria-hidden': 'true' }, `${table.y} ↓`),
        h('span', { class: 'sr-only' }, t('outcome-axes', { x: table.x, y: table.y })))
      : h('th', { scope: 'col' }, table.x);
    const head = h('tr', {}, corner,
      ...table.xs.map((x) => h('th', { scope: 'col' }, String(x))));
    const rows = table.ys.map((y) => h('tr', {},
      h('th', { scope: 'row' }, table.y ? String(y) : t('outcome-row')),
      ...table.xs.map((x) => {
        const cell = byPlace.get(`${x} ${y}`);
        return cell ? h('td', { 'data-x': String(x), 'data-y': String(y), 'data-total': String(cell.total), 'data-first-wins': String(cell.first_wins) },
          this.#cellButton(table, cell)) : h('td', { class: 'outcome-empty' });
      })));
    // The caption names the game counted, with its settings (Nim with take 1,2,3).
    const caption = table.y ? t('outcome-caption-two', { game: table.game, x: table.x, y: table.y }) : t('outcome-caption', { game: table.game, x: table.x });
    return h('table', { class: 'outcome-table', 'data-outcomes': table.y ? `${table.x} ${table.y}` : table.x, 'data-game': table.game },
      h('caption', {}, caption), h('thead', {}, head), h('tbody', {}, ...rows));
  }

  #cellButton(table, cell) {
    const kind = cell.first_wins === cell.total ? 'first' : cell.first_wins === 0 ? 'second' : 'mixed';
    const text = kind === 'first' ? letter(table.first, table.second) : kind === 'second' ? letter(table.second, table.first) : `${count(cell.first_wins)}/${count(cell.total)}`;
    const place = table.y ? `${table.x} = ${cell.x}, ${table.y} = ${cell.y}` : `${table.x} = ${cell.x}`;
    const who = kind === 'mixed' ? t('outcome-cell-mixed', { won: cell.first_wins, total: cell.total, first: table.first, second: table.second })
      : t('outcome-cell-all', { total: cell.total, player: kind === 'first' ? table.first : table.second });
    const wrong = cell.rule_wrong ? t('outcome-cell-wrong', { wrong: cell.rule_wrong }) : '';
    // The name starts with what the cell shows (WCAG 2.5.3), then says it in words.
    return h('button', { type: 'button', class: `outcome-cell ${kind}${cell.rule_wrong ? ' wrong' : ''}`, 'aria-label': `${text}, ${place}: ${who}${wrong}`,
      title: `${place}: ${who}${wrong}`, onclick: () => this.#openCell(table, cell, place) },
    text, cell.rule_wrong ? h('span', { class: 'outcome-wrong', 'aria-hidden': 'true' }, '✗') : null);
  }

  /** A cell's positions, the smallest first, each on its board with who wins it. */
  async #openCell(table, cell, place) {
    const game = this.#game;
    const items = cell.examples.map((example) => {
      const board = h('figure', { class: 'board rule-board', 'aria-label': example.position });
      const item = h('li', { class: 'outcome-example' },
        h('p', {}, h('code', {}, example.position), ` — ${t('wins', { player: example.first_wins ? table.first : table.second })} `,
          h('button', { type: 'button', onclick: () => this.#onOpen(example.input) }, t('rule-open'))),
        board);
      return { item, board, example };
    });
    this.opened.replaceChildren(h('p', { class: 'outcome-opened-title' }, t('outcome-opened', { place })),
      h('ul', { class: 'outcome-examples' }, ...items.map(({ item }) => item)));
    this.opened.scrollIntoView({ block: 'nearest' });
    for (const { board, example } of items) {
      const view = await this.#controller.solver.call('view', { game, position: example.position });
      if (!view.ok || this.#table !== table) return;
      board.replaceChildren(...renderBoard(view.value.board, this.#controller.state.line?.head.legend ?? []));
    }
  }

  #stop() {
    this.#serial++;
    this.#controller.solver.stop();
    this.makeButton.disabled = false;
    this.stopButton.hidden = true;
    this.result.replaceChildren(h('p', {}, t('outcome-stopped')));
  }
}

/** A player's letter in a cell (`M` for Monocarp), two letters when both names share the first. */
function letter(name, other) {
  const length = name[0]?.toUpperCase() === other[0]?.toUpperCase() ? 2 : 1;
  return name.slice(0, length);
}
