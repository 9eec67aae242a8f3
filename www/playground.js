// The playground widget: game picker, input, verdict, explanation and tables, updating live as
// the user types. Mounted by the page (app.js); knows nothing of where it is mounted.
import { renderBoard } from './board.js';
import { CheckPanel } from './check.js';
import { formatFragment, MAX_FRAGMENT } from './fragment.js';
import { GAMES, isGame, settingsOf } from './games.js';
import { InputModel, LARGE, MAX_BYTES } from './input.js';
import { PlayPanel } from './play.js';
import { PracticePanel } from './practice.js';
import { count, h, renderTable, snippet, suitText } from './render.js';
import { Solver } from './solver.js';
import { Stepper } from './stepper.js';

/** Typing into a short input is answered at once; a long one waits for a pause. */
const LONG_TYPING = 10_000;
const DEBOUNCE_MS = 120;
let mounted = 0;

/** The game's rules in plain words, with where the problem comes from. */
function renderRules(spec) {
  return [
    h('ul', {}, spec.rules.map((line) => h('li', {}, suitText(line)))),
    h('p', { class: 'origin' }, 'From ', h('a', { href: spec.origin.url, rel: 'noopener noreferrer' }, spec.origin.name), '.'),
  ];
}

/**
 * Builds the playground in `root`. `state` = { game, input, selection, step, practice } and the
 * game's settings by name (the auction's `dealer` and `vulnerable`, games.js);
 * `onChange(state, { push })` is called after every input the user makes (the page keeps the
 * URL fragment in step; `push` marks a new history entry, a game switch). Options:
 * - `view`: `full` (the default) or `compact` (input, verdict, reason and the board with its
 *   stepper; the explanation and the tables one click away), and `tabs: false` for embeds that
 *   show one game;
 * - `home`: the address of the full playground, for an "Open in the playground" link;
 * - `revealStep`: scroll the board into view when `state` names a step (a link to a step).
 */
export function mountPlayground(root, state, { onChange = () => {}, view = 'full', tabs: withTabs = true, home = null, revealStep = false } = {}) {
  // The page's one worker serves every playground on it; when another playground's stopped
  // search replaces it, this one's analysis is gone and is made again.
  const solver = new Solver({ onLost: () => analyzeAgain() });
  const compact = view === 'compact';
  // Ids must be unique when several playgrounds share a document.
  const id = `verdict-${++mounted}`;
  let game = isGame(state.game) ? state.game : 'ticket';
  // Each game's input, kept here (the text box only shows a short one), and its last one in
  // this session restored when the user comes back to the game.
  const models = {};
  const modelOf = (key) => {
    if (!models[key]) {
      models[key] = new InputModel();
      models[key].setText(GAMES[key].start);
    }
    return models[key];
  };
  modelOf(game).setText(state.input ?? '');
  // The selected row ({ table, row }, 0-based) of a table of the shown report, and the step
  // of its line to open at: both part of the permalink.
  let selection = state.selection ?? null;
  let wantedStep = state.step ?? null;
  // The seed of the set of exercises, once practice is opened (part of the link).
  let practiceSeed = state.practice ?? null;
  let reveal = revealStep && wantedStep != null;
  let requestSerial = 0;
  // An auction built by clicking the offered calls: the texts before each click, for Undo;
  // and whether the focus was on the offers, to put it back there once they are redrawn.
  let undo = [];
  let focusOffers = null; // the label of the button clicked
  // The line of the shown report: its session, header, the step on screen and the tables.
  let line = null;

  const tabs = h('div', { class: 'tabs', role: 'group', 'aria-label': 'Game' });
  const label = h('label', { for: `${id}-input`, class: 'input-label' });
  const input = h('textarea', {
    id: `${id}-input`, rows: compact ? '1' : '3', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off',
    'aria-describedby': `${id}-error`, part: 'input',
  });
  // A menu per setting of any game (games.js), shown with its game. What the input set itself
  // (a PBN tag, a LIN field, a board number) is shown, and the menu waits until the input stops
  // setting it: the record wins over the menu.
  const menus = new Map();
  for (const setting of Object.values(GAMES).flatMap((spec) => spec.settings ?? [])) {
    const select = h('select', { 'aria-label': setting.label }, setting.options.map(([v, name]) => h('option', { value: v }, name)));
    const menu = {
      setting, select,
      note: h('span', { class: 'set-by', hidden: true }),
      // A value a link or attribute named that is no option: analyzed as given, so that the
      // error names it, until the user picks one.
      given: null,
      isOption: (value) => setting.options.some(([v]) => v === value),
    };
    menu.element = h('span', { class: 'setting' }, h('label', {}, `${setting.label} `, select), menu.note);
    select.addEventListener('change', () => {
      menu.given = null;
      schedule(0);
    });
    menus.set(setting.name, menu);
  }
  const settingsBar = h('span', { class: 'settings' }, [...menus.values()].map((menu) => menu.element));
  // For games with a random input (games.js): the worker makes it, the page only shows it.
  const randomSize = h('input', { type: 'number', min: '1', value: '12' });
  const randomize = async () => {
    const max = GAMES[game].random?.max ?? 1;
    setInput(await solver.random(Math.max(1, Math.min(max, Math.floor(Number(randomSize.value)) || 12))));
  };
  const random = h('span', { class: 'random' },
    h('button', { type: 'button', onclick: randomize }, 'Random'), ' of size ', randomSize);
  const error = h('div', { id: `${id}-error`, class: 'input-error', 'aria-live': 'polite' });
  // A long input: a summary in place of the text box, with the text a click away.
  const bigSummary = h('p', { class: 'big-summary' });
  const bigBox = h('div', { class: 'big-input', hidden: true, role: 'group', 'aria-label': 'The input' },
    bigSummary,
    h('button', { type: 'button', onclick: () => editBig() }, 'Show and edit the text'),
    h('button', { type: 'button', onclick: () => setInput('') }, 'Clear'));
  const fileInput = h('input', { type: 'file', accept: '.txt,.pbn,.lin,text/plain', 'aria-label': 'Open a text file as the input' });
  fileInput.addEventListener('change', () => {
    if (fileInput.files?.[0]) openFile(fileInput.files[0]);
    fileInput.value = '';
  });
  const fileLabel = h('label', { class: 'file-open' }, 'Open a file ', fileInput);
  // While the text is not a valid input, the last valid analysis stays, dimmed and labelled.
  const staleNote = h('p', { class: 'stale-note', hidden: true }, 'The verdict is for what you are typing; the board, the explanation and the tables are still those of the last valid input.');
  const examples = h('ul', { class: 'examples' });
  const status = h('p', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', class: 'verdict', 'data-verdict': '', part: 'verdict' });
  const reason = h('p', { class: 'reason', part: 'reason' });
  // Where the input contradicts itself (a record's dealer is not its board's), and what was done.
  const warnings = h('ul', { class: 'warnings', hidden: true });
  const timing = h('p', { class: 'timing' });
  const offers = h('div', { class: 'offers' });
  const exports = h('div', { class: 'exports' });
  const explanation = h('ol', { class: 'explanation' });
  const expert = h('ol', { class: 'explanation expert' });
  const expertBlock = h('details', { class: 'expert-layer' }, h('summary', {}, 'The full argument'), expert);
  const tables = h('div', { class: 'tables', part: 'tables' });
  const tablesNote = h('p', { class: 'tables-note' });
  const rulesTitle = h('summary', {});
  const rulesBody = h('div', { class: 'rules-body' });
  const rules = h('details', { class: 'rules', part: 'rules' }, rulesTitle, rulesBody);

  // Watching the game: the board of the step shown, its narration, the stepper.
  const lineTitle = h('h2', { id: `${id}-line-title` });
  const lineCaption = h('p', { class: 'line-caption' });
  const board = h('figure', { class: 'board', 'data-position': '', 'data-step': '0', 'data-steps': '0', 'aria-labelledby': `${id}-line-title`, part: 'board' });
  const narration = h('p', { class: 'narration', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const stepper = new Stepper(id, (k) => requestStep(k));
  // Play from the step shown, against the solver or another person.
  const play = new PlayPanel(solver, { onExit: () => { watch.hidden = false; } });
  const playButton = h('button', { type: 'button', class: 'play-button', onclick: () => startPlay() }, '♟ Play from here');
  // Check the shown position by exhaustive search. Stopping a search replaces the worker,
  // which forgets the analysis: analyze again, at the same step.
  const checker = new CheckPanel(solver, { onStopped: () => analyzeAgain() });

  /** The worker forgot the analysis: the same input again, at the same step. */
  function analyzeAgain() {
    wantedStep = line?.step ?? null;
    schedule(0, { byUser: false });
  }
  const watch = h('div', { class: 'watch' }, board, narration, stepper.element,
    h('p', { class: 'play-offer' }, playButton, ' against the solver, from the position shown.'),
    checker.element);
  const lineSection = h('section', { class: 'line', 'aria-labelledby': `${id}-line-title`, part: 'line' },
    lineTitle, compact ? null : lineCaption, watch, play.element);
  stepper.element.setAttribute('part', 'stepper');

  function startPlay() {
    if (!line?.shown) return;
    stepper.stop();
    watch.hidden = true;
    play.start(game, line.shown.position, line.head.legend);
  }

  const practice = new PracticePanel(solver, {
    onSeed(seed) {
      practiceSeed = seed;
      changed();
    },
  });
  practice.element.addEventListener('toggle', () => {
    if (practice.element.open && practiceSeed == null) practice.load(game, Math.floor(Math.random() * 1e6));
  });

  const why = h('section', { class: 'why', 'aria-label': 'Why', part: 'explanation' }, h('h2', {}, 'Why'), explanation, expertBlock);
  const openLink = home ? h('a', { class: 'open-playground', href: home, target: '_blank', rel: 'noopener', part: 'open-link' },
    'Open in the playground ↗') : null;
  // Compact: the rest is one click away, in the order the full view shows it.
  const rest = [timing, offers, exports, practice.element, why, tables, tablesNote];
  const more = compact ? h('details', { class: 'more', part: 'more' }, h('summary', {}, 'Why, and the tables'), ...rest) : null;
  const widget = compact
    ? h('div', { class: 'playground', 'data-view': 'compact' },
      h('div', { class: 'input-block' }, label, input, bigBox, error),
      h('section', { class: 'result', 'aria-label': 'Verdict' }, status, reason, warnings, staleNote),
      lineSection,
      // The rules, the rest and the full playground, each one click away, on one line.
      h('div', { class: 'compact-bar' }, rules, more, openLink))
    : h('div', { class: 'playground', 'data-view': 'full' },
      withTabs ? tabs : null,
      rules,
      h('div', { class: 'input-block' }, label, input, bigBox, h('div', { class: 'controls' }, settingsBar, random, fileLabel), error),
      h('section', { class: 'result', 'aria-label': 'Verdict' }, status, reason, warnings, staleNote, timing, offers, exports),
      lineSection,
      practice.element, why,
      withTabs ? h('details', { class: 'examples-menu' }, h('summary', {}, 'Examples'), examples) : null,
      tables, tablesNote,
      openLink);
  root.replaceChildren(widget);
  if (compact) {
    // The play offer and the exhaustive check belong to the full playground; the label is
    // still read out.
    for (const el of [playButton.closest('.play-offer'), checker.element]) el.classList.add('full-only');
    label.classList.add('sr-only');
    stepper.compact();
  }

  for (const [key, spec] of Object.entries(GAMES)) {
    tabs.append(h('button', { type: 'button', 'data-game': key, onclick: () => switchGame(key) }, spec.label));
  }
  giveSettings(state);

  input.addEventListener('input', () => {
    const value = input.value;
    undo = [];
    modelOf(game).setText(value);
    // Too long to lay out: out of the box before the next frame draws it.
    if (value.length > LARGE) {
      showInput();
      schedule(0);
    } else {
      schedule(value.length > LONG_TYPING ? DEBOUNCE_MS : 0);
    }
  });
  input.addEventListener('paste', (event) => {
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    if (input.value.length - (end - start) + pasted.length <= LARGE) return;
    // A long paste never enters the box: the page keeps it.
    event.preventDefault();
    setInput(input.value.slice(0, start) + pasted + input.value.slice(end));
  });
  // A text file dropped anywhere on the playground is opened as the input.
  const dropping = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  widget.addEventListener('dragover', (event) => {
    if (!dropping(event)) return;
    event.preventDefault();
    widget.dataset.drop = 'true';
  });
  widget.addEventListener('dragleave', () => { delete widget.dataset.drop; });
  widget.addEventListener('drop', (event) => {
    delete widget.dataset.drop;
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    openFile(file);
  });

  function switchGame(key) {
    if (key === game || !isGame(key)) return;
    game = key;
    undo = [];
    showInput();
    showGame();
    schedule(0, { push: true });
    // The same seed makes the new game's set.
    if (practiceSeed != null) practice.load(game, practiceSeed);
  }

  /** Settings from a link or attributes: the menus show them, when they are options. */
  function giveSettings(values) {
    for (const [name, menu] of menus) {
      menu.given = values[name] ?? null;
      const shown = menu.isOption(menu.given) ? menu.given : menu.setting.default;
      menu.select.value = menu.select.dataset.chosen = shown;
    }
  }

  /**
   * A setting's value to analyze with: the one given, while it is no option, else the user's
   * choice in the menu (also while the menu shows what the input set instead).
   */
  function settingToUse(menu) {
    if (menu.given != null && !menu.isOption(menu.given)) return menu.given;
    return menu.select.disabled ? menu.select.dataset.chosen : menu.select.value;
  }

  /** The settings of the game shown, by name, the empty ones left out; none for most games. */
  function settingsToUse() {
    const settings = settingsOf(game);
    if (settings.length === 0) return undefined;
    const values = settings.map(({ name }) => [name, settingToUse(menus.get(name))]).filter(([, value]) => value);
    return Object.fromEntries(values);
  }

  /**
   * The menus show the settings the analysis used. One the input set itself is shown as set
   * by it (the menu disabled, and why); the user's own choice comes back when the input no
   * longer sets it.
   */
  function showSettings(settings = []) {
    for (const [name, { select: menu, note }] of menus) {
      const setting = settings.find((s) => s.name === name);
      const byInput = Boolean(setting?.set_by);
      if (byInput) {
        if (!menu.disabled) menu.dataset.chosen = menu.value;
        menu.disabled = true;
        menu.value = setting.value;
      } else {
        if (menu.disabled) menu.value = menu.dataset.chosen;
        menu.disabled = false;
        // A choice given in another spelling ("ns", "west") shows as the menu writes it.
        if (setting && [...menu.options].some((o) => o.value === setting.value)) menu.value = setting.value;
      }
      note.hidden = !byInput;
      note.textContent = byInput ? `set by ${setting.set_by}` : '';
    }
  }

  function setInput(text, { keepUndo = false } = {}) {
    if (!keepUndo) undo = [];
    modelOf(game).setText(text);
    showInput();
    schedule(0);
  }

  /**
   * A file as the input: refused unread when it is larger than the core takes; a long one
   * stays bytes (the worker decodes it), a short one goes into the box.
   */
  async function openFile(file) {
    if (file.size > MAX_BYTES) {
      showError({ message: `${file.name} is ${count(file.size)} bytes long; the playground takes files up to ${MAX_BYTES >> 20} MiB (the command line judge, verdict, has no such limit)` });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const model = modelOf(game);
    let text = null;
    if (bytes.length <= LARGE) {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        text = null; // not UTF-8: the worker names the byte
      }
    }
    if (text != null) model.setText(text);
    else model.setBytes(bytes, file.name);
    showInput();
    schedule(0);
  }

  /** The box for a short input, the summary for a long one. */
  function showInput(summary = '') {
    const model = modelOf(game);
    bigBox.hidden = !model.large;
    input.hidden = model.large;
    if (model.large) {
      input.value = '';
      const from = model.fileName ? ` (from ${model.fileName})` : '';
      bigSummary.textContent = `${summary || `${count(model.length)} characters`}${from}: too long to show in the box while you work, so it is kept as it is.`;
    } else if (input.value !== model.text()) {
      input.value = model.text();
    }
  }

  /** Puts a long input in the box after all, on request (laying it out takes the browser a while). */
  function editBig() {
    const text = modelOf(game).text();
    bigBox.hidden = true;
    input.hidden = false;
    input.value = text;
    input.focus();
  }

  function showGame() {
    const spec = GAMES[game];
    for (const tab of tabs.children) tab.setAttribute('aria-pressed', String(tab.dataset.game === game));
    label.textContent = spec.prompt;
    input.placeholder = spec.placeholder;
    const names = new Set((spec.settings ?? []).map((s) => s.name));
    for (const [name, menu] of menus) menu.element.hidden = !names.has(name);
    settingsBar.hidden = names.size === 0;
    random.hidden = !spec.random;
    if (spec.random) {
      randomSize.max = String(spec.random.max);
      randomSize.setAttribute('aria-label', spec.random.label);
    }
    rulesTitle.textContent = compact ? 'Rules' : `Rules of the ${spec.label.toLowerCase()} game`;
    rulesBody.replaceChildren(...renderRules(spec));
    examples.replaceChildren(...spec.examples.map(([text, note]) => h('li', {},
      h('button', { type: 'button', class: 'example', onclick: () => setInput(text) },
        text.length > 40 ? `${text.slice(0, 40)}…` : text),
      ' ', note)));
  }

  let timer = null;
  function schedule(delay = DEBOUNCE_MS, { byUser = true, push = false } = {}) {
    // Busy from the keystroke on, until the answer to the newest input is shown.
    widget.dataset.busy = 'true';
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    if (byUser) {
      selection = null; // a new input has new rows and a new line
      wantedStep = null;
      checker.result.dataset.check = '';
      checker.result.textContent = '';
      changed({ push });
    }
  }

  /** Tells the page, and points the "Open in the playground" link at the same state. */
  function changed({ push = false } = {}) {
    const state = current();
    if (openLink) openLink.href = home + formatFragment(state);
    onChange(state, { push });
  }

  function current() {
    const step = line && line.step !== line.head.open_at ? line.step : wantedStep;
    // An input too long for a link has none (null): the page says so when asked for one.
    const model = modelOf(game);
    const text = model.length <= MAX_FRAGMENT ? model.text() : null;
    return { game, input: text, ...settingsToUse(), selection, step, practice: practiceSeed };
  }

  async function run() {
    const serial = ++requestSerial;
    const started = performance.now();
    const result = await solver.analyze(game, modelOf(game).payload, settingsToUse(), {
      // The verdict and its reason come first; the tables and the board follow.
      onHeadline(first) {
        if (serial !== requestSerial) return;
        showHeadline(first, performance.now() - started);
      },
    });
    if (!result || serial !== requestSerial) return;
    if (!result.ok) {
      delete widget.dataset.busy;
      showError(result.error);
    } else {
      showReport(result.value.session, result.value.report, result.value.millis); // busy until its tables are drawn
    }
  }

  function showHeadline(first, millis) {
    status.dataset.verdict = first.verdict;
    status.replaceChildren(suitText(first.headline));
    reason.replaceChildren(suitText(first.reason));
    timing.textContent = `verdict in ${millis < 10 ? millis.toFixed(1) : Math.round(millis)} ms; the tables follow`;
    if (modelOf(game).large) showInput(first.input_summary);
  }

  /**
   * Bad input: named and pointed at under the box. The last valid analysis stays, dimmed and
   * labelled; while the user is typing at the end of the text, the message is calm: the input
   * is likely on its way to something valid (a permutation typed number by number is invalid
   * until its last number).
   */
  function showError(e) {
    const text = modelOf(game).payload == null ? '' : modelOf(game).text();
    // Typing at the end of the text: the input is likely on its way to something valid.
    const focused = input.getRootNode().activeElement === input;
    const typing = !e.internal && focused && input.selectionStart === input.value.length && input.value.length === text.length;
    status.dataset.verdict = 'error';
    status.textContent = e.internal ? 'Internal error' : typing ? 'Not a valid input yet' : 'Input error';
    status.classList.toggle('calm', typing);
    reason.textContent = '';
    timing.textContent = '';
    input.setAttribute('aria-invalid', 'true');
    const where = e.line != null ? `line ${e.line}, column ${e.column}: ` : '';
    error.classList.toggle('calm', typing);
    error.replaceChildren(h('p', { class: 'message' }, where + e.message),
      e.span ? snippet(text, e.span, 'the offending place') : '');
    if (line) {
      widget.dataset.stale = 'true';
      staleNote.hidden = false;
      return;
    }
    for (const el of [offers, exports, warnings, explanation, expert, tables]) el.replaceChildren();
    warnings.hidden = true;
    tablesNote.textContent = '';
    stepper.stop();
    play.stop();
    watch.hidden = false;
    lineSection.hidden = true;
    expertBlock.hidden = true;
    Object.assign(board.dataset, { position: '', step: '0', steps: '0' });
  }

  function showReport(session, report, millis) {
    const text = modelOf(game).text();
    delete widget.dataset.stale;
    staleNote.hidden = true;
    status.classList.remove('calm');
    error.classList.remove('calm');
    input.removeAttribute('aria-invalid');
    if (modelOf(game).large) showInput(report.input_summary);
    error.replaceChildren(report.input_mark
      ? h('div', { class: 'mark-note' }, h('p', {}, `${report.input_mark_note}:`), snippet(text, report.input_mark, report.input_mark_note))
      : '');
    showSettings(report.settings);
    warnings.replaceChildren(...report.warnings.map((text) => h('li', {}, suitText(text))));
    warnings.hidden = report.warnings.length === 0;
    status.dataset.verdict = report.verdict;
    status.replaceChildren(suitText(report.headline));
    reason.replaceChildren(suitText(report.reason));
    timing.textContent = `decided in ${millis < 10 ? millis.toFixed(1) : Math.round(millis)} ms`;
    const undoButton = undo.length ? h('button', {
      type: 'button', class: 'undo',
      onclick: () => {
        focusOffers = 'undo';
        setInput(undo.pop(), { keepUndo: true });
      },
    }, '↶ Undo the last call') : null;
    offers.replaceChildren(...(report.offers.length ? [
      h('span', { class: 'offers-label' }, 'Legal now:'),
      ...report.offers.map((o) => h('button', {
        type: 'button', class: 'offer',
        onclick: () => {
          const now = modelOf(game).text();
          undo.push(now);
          focusOffers = o.label;
          setInput(now.slice(0, o.replace[0]) + o.insert + now.slice(o.replace[1]), { keepUndo: true });
        },
      }, suitText(o.label))),
    ] : []), undoButton ?? '');
    // The button clicked was replaced: the focus goes to its namesake among the new ones (Pass
    // after Pass), else the first, not back to the top of the page.
    if (focusOffers != null) {
      const buttons = [...offers.querySelectorAll('button')];
      const same = focusOffers === 'undo' ? undoButton : buttons.find((b) => b.textContent === focusOffers);
      focusOffers = null;
      (same ?? buttons[0])?.focus({ preventScroll: true });
    }
    exports.replaceChildren(...report.exports.map((x) => {
      const pre = h('pre', {}, x.text);
      return h('details', {}, h('summary', {}, x.label),
        pre, h('button', { type: 'button', onclick: () => navigator.clipboard?.writeText(x.text) }, `Copy ${x.label}`));
    }));
    explanation.replaceChildren(...report.explanation.map((text) => h('li', {}, suitText(text))));
    expert.replaceChildren(...report.expert.map((text) => h('li', {}, suitText(text))));
    expertBlock.hidden = report.expert.length === 0;
    tablesNote.textContent = report.tables_note;

    // A link to a row of the line's table (the older form of a step link) opens that step.
    const head = report.line;
    if (selection && selection.table === head.table) {
      wantedStep = selection.row + 1;
      selection = null;
    }
    line = { session, head, step: head.open_at, wanted: head.open_at, fetching: false, shown: null };
    play.stop();
    watch.hidden = false;
    lineTitle.textContent = `Watch the game: ${head.title}`;
    lineCaption.replaceChildren(suitText(head.caption));
    lineSection.hidden = false;
    const opening = wantedStep != null && wantedStep >= 0 && wantedStep <= head.steps ? wantedStep : head.open_at;
    wantedStep = null;
    tables.replaceChildren();
    if (opening === head.open_at) showStep(head.open_step);
    else requestStep(opening, { byUser: false });
    // One table a task: a huge input's tables carry hundreds of rows, and drawing them all at
    // once would stall the page. The playground is busy until the last one is drawn.
    const shownLine = line;
    const drawTable = (index) => {
      if (line !== shownLine) return; // a newer report took over
      if (index === report.tables.length) {
        delete widget.dataset.busy;
        return;
      }
      const section = renderTable(report.tables[index], index, (start, n) => solver.rows(session, index, start, n), {
        selected: selection?.table === index ? selection.row : null,
        onStep: (k) => stepper.go(k),
        onSelect(row) {
          if (index === head.table) {
            stepper.go(row + 1);
            return;
          }
          selection = { table: index, row };
          for (const [other, other_section] of [...tables.children].entries()) {
            if (other !== index && other !== head.table) other_section.clearSelection();
          }
          changed();
        },
      });
      tables.append(section);
      if (line.shown) markTable(index, section, line.shown);
      setTimeout(() => drawTable(index + 1), 0);
    };
    drawTable(0);
  }

  /** Points table `index` at the rows and cells that stand for `step`. */
  function markTable(index, section, step) {
    const marks = step.marks.filter((mark) => mark.table === index);
    const rowMark = marks.find((mark) => mark.column == null);
    const cellMark = marks.find((mark) => mark.column != null);
    if (index === line.head.table) section.showRow(rowMark ? rowMark.row : null);
    section.highlightCell(cellMark ? [cellMark.row, cellMark.column] : null);
  }

  /**
   * Asks the worker for step `k` of the shown line. One request is in flight at a time: while
   * the slider is dragged, the steps in between are skipped and the newest one is fetched next.
   */
  async function requestStep(k, { byUser = true } = {}) {
    const asked = line;
    if (!asked) return;
    asked.wanted = k;
    stepper.show(k, asked.head.steps);
    if (asked.fetching) return;
    asked.fetching = true;
    while (line === asked && asked.wanted !== asked.step) {
      const target = asked.wanted;
      const step = await solver.step(asked.session, target);
      if (line !== asked || !step) break;
      showStep(step);
      if (byUser) changed();
    }
    asked.fetching = false;
  }

  /** Draws step `step` of the shown line and points at it in the tables. */
  function showStep(step) {
    line.step = step.index;
    line.shown = step;
    const head = line.head;
    // Only a position written out, of a game played between two sides, can be played from
    // or checked.
    playButton.closest('.play-offer').hidden = !head.playable || !step.position || !step.to_move;
    checker.element.hidden = !head.playable;
    checker.show(game, step.position);
    Object.assign(board.dataset, { position: step.position, step: String(step.index), steps: String(head.steps) });
    board.replaceChildren(...renderBoard(step.board, head.legend), h('figcaption', { class: 'sr-only' }, step.board.caption));
    const move = step.played ? `Move ${step.index} of ${head.steps}` : head.steps ? `The start (${head.steps} moves follow)` : 'The start';
    narration.replaceChildren(h('strong', {}, `${move}: `), suitText(step.narration));
    // While a newer step is on its way the stepper already shows that one.
    stepper.show(line.fetching ? line.wanted : step.index, head.steps);
    for (const [index, section] of [...tables.children].entries()) markTable(index, section, step);
    if (reveal) {
      reveal = false;
      board.scrollIntoView({ block: 'center' });
    }
  }

  showInput();
  showGame();
  schedule(0, { byUser: false });
  if (openLink) openLink.href = home + formatFragment(current());
  if (practiceSeed != null) practice.load(game, practiceSeed, { open: true });
  return {
    current,
    /** Lets go of the worker's share this playground held (before it is mounted again). */
    close: () => solver.close(),
    /** The input as it is kept: a string, or a file's bytes. */
    inputPayload: () => modelOf(game).payload,
    /** Shows another game or input, as when the page's fragment changes. */
    setState(next) {
      if (isGame(next.game)) game = next.game;
      modelOf(game).setText(next.input ?? '');
      showInput();
      giveSettings(next);
      selection = next.selection ?? null;
      wantedStep = next.step ?? null;
      showGame();
      schedule(0, { byUser: false });
    },
  };
}

