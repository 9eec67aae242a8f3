// The playground widget: game picker, input, verdict, explanation and tables, updating live as
// the user types. Mounted by the page (app.js); knows nothing of where it is mounted.
import { GAMES } from './games.js';
import { h, renderTable, snippet, suitText } from './render.js';
import { Solver } from './solver.js';

const DEBOUNCE_MS = 60;
let mounted = 0;
const SEATS = [['N', 'North'], ['E', 'East'], ['S', 'South'], ['W', 'West']];

/**
 * Builds the playground in `root`. `state` = { game, input, dealer }; `onChange(state)` is
 * called after every input the user makes (the page keeps the URL fragment in step).
 * `compact` hides the game tabs and the examples, for embeds that show one game.
 */
export function mountPlayground(root, state, { onChange = () => {}, compact = false } = {}) {
  const solver = new Solver();
  // Ids must be unique when several playgrounds share a document.
  const id = `verdict-${++mounted}`;
  let game = GAMES[state.game] ? state.game : 'ticket';
  // The selected row ({ table, row }, 0-based) of the shown report, part of the permalink.
  let selection = state.selection ?? null;
  let requestSerial = 0;

  const tabs = h('div', { class: 'tabs', role: 'group', 'aria-label': 'Game' });
  const label = h('label', { for: `${id}-input`, class: 'input-label' });
  const input = h('textarea', {
    id: `${id}-input`, rows: '3', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off',
    'aria-describedby': `${id}-error`,
  });
  const dealer = h('select', { 'aria-label': 'Dealer' }, SEATS.map(([v, name]) => h('option', { value: v }, name)));
  const dealerLabel = h('label', { class: 'dealer' }, 'Dealer ', dealer);
  // The worker shuffles; the page only shows the text (a million numbers are 6.9 MB of it).
  const RANDOM_MAX = 1_000_000;
  const randomSize = h('input', { type: 'number', min: '1', max: String(RANDOM_MAX), value: '12', 'aria-label': 'Size of the random permutation' });
  const randomize = async () => setInput(await solver.random(Math.max(1, Math.min(RANDOM_MAX, Math.floor(Number(randomSize.value)) || 12))));
  const random = h('span', { class: 'random' },
    h('button', { type: 'button', onclick: randomize }, 'Random'), ' of size ', randomSize);
  const error = h('div', { id: `${id}-error`, class: 'input-error', 'aria-live': 'polite' });
  const examples = h('ul', { class: 'examples' });
  const status = h('p', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', class: 'verdict', 'data-verdict': '' });
  const reason = h('p', { class: 'reason' });
  const timing = h('p', { class: 'timing' });
  const offers = h('div', { class: 'offers' });
  const exports = h('div', { class: 'exports' });
  const explanation = h('ol', { class: 'explanation' });
  const tables = h('div', { class: 'tables' });

  const widget = h('div', { class: 'playground' },
      compact ? null : tabs,
      h('div', { class: 'input-block' }, label, input, h('div', { class: 'controls' }, dealerLabel, random), error),
      h('section', { class: 'result', 'aria-label': 'Verdict' }, status, reason, timing, offers, exports),
      compact ? null : h('details', { class: 'examples-menu' }, h('summary', {}, 'Examples'), examples),
      h('section', { class: 'why', 'aria-label': 'Why' }, h('h2', {}, 'Why'), explanation),
      tables);
  root.replaceChildren(widget);

  for (const [key, spec] of Object.entries(GAMES)) {
    tabs.append(h('button', { type: 'button', 'data-game': key, onclick: () => switchGame(key) }, spec.label));
  }
  dealer.value = SEATS.some(([v]) => v === state.dealer) ? state.dealer : 'N';
  input.value = state.input ?? '';

  input.addEventListener('input', () => schedule());
  dealer.addEventListener('change', () => schedule(0));

  function switchGame(key) {
    if (key === game) return;
    game = key;
    input.value = GAMES[key].start;
    showGame();
    schedule(0);
  }

  function setInput(text) {
    input.value = text;
    schedule(0);
  }

  function showGame() {
    const spec = GAMES[game];
    for (const tab of tabs.children) tab.setAttribute('aria-pressed', String(tab.dataset.game === game));
    label.textContent = spec.prompt;
    input.placeholder = spec.placeholder;
    dealerLabel.hidden = !spec.dealer;
    random.hidden = !spec.random;
    examples.replaceChildren(...spec.examples.map(([text, note]) => h('li', {},
      h('button', { type: 'button', class: 'example', onclick: () => setInput(text) },
        text.length > 40 ? `${text.slice(0, 40)}…` : text),
      ' ', note)));
  }

  let timer = null;
  function schedule(delay = DEBOUNCE_MS, { byUser = true } = {}) {
    // Busy from the keystroke on, until the answer to the newest input is shown.
    widget.dataset.busy = 'true';
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    if (byUser) {
      selection = null; // a new input has new rows
      onChange(current());
    }
  }

  function current() {
    return { game, input: input.value, dealer: dealer.value, selection };
  }

  async function run() {
    const serial = ++requestSerial;
    const result = await solver.analyze(game, input.value, GAMES[game].dealer ? dealer.value : undefined);
    if (result.stale || serial !== requestSerial) return;
    delete widget.dataset.busy;
    if (result.error) showError(result.error);
    else showReport(result.id, result.report, result.millis);
  }

  function showError(e) {
    status.dataset.verdict = 'error';
    status.textContent = e.internal ? 'Internal error' : 'Input error';
    reason.textContent = '';
    timing.textContent = '';
    input.setAttribute('aria-invalid', 'true');
    const where = e.line != null ? `line ${e.line}, column ${e.column}: ` : '';
    error.replaceChildren(h('p', { class: 'message' }, where + e.message),
      e.span ? snippet(input.value, e.span, 'the offending place') : '');
    for (const el of [offers, exports, explanation, tables]) el.replaceChildren();
  }

  function showReport(session, report, millis) {
    input.removeAttribute('aria-invalid');
    error.replaceChildren(report.input_mark
      ? h('div', { class: 'mark-note' }, h('p', {}, `${report.input_mark_note}:`), snippet(input.value, report.input_mark, report.input_mark_note))
      : '');
    status.dataset.verdict = report.verdict;
    status.replaceChildren(suitText(report.headline));
    reason.replaceChildren(suitText(report.reason));
    timing.textContent = `decided in ${millis < 10 ? millis.toFixed(1) : Math.round(millis)} ms`;
    offers.replaceChildren(...(report.offers.length ? [
      h('span', { class: 'offers-label' }, 'Legal now:'),
      ...report.offers.map((o) => h('button', { type: 'button', class: 'offer', onclick: () => setInput(o.input) }, suitText(o.label))),
    ] : []));
    exports.replaceChildren(...report.exports.map((x) => {
      const pre = h('pre', {}, x.text);
      return h('details', {}, h('summary', {}, x.label),
        pre, h('button', { type: 'button', onclick: () => navigator.clipboard?.writeText(x.text) }, `Copy ${x.label}`));
    }));
    explanation.replaceChildren(...report.explanation.map((line) => h('li', {}, suitText(line))));
    // A selected row whose table links to another table's cells highlights that cell.
    const follow = (index, row) => {
      const links = report.tables[index]?.row_links;
      if (links) tables.children[links.table]?.highlightCell(links.cells[row] ?? null);
    };
    tables.replaceChildren(...report.tables.map((head, index) =>
      renderTable(head, index, (start, n) => solver.rows(session, index, start, n), {
        selected: selection?.table === index ? selection.row : null,
        onSelect(row) {
          selection = { table: index, row };
          for (const [other, section] of [...tables.children].entries()) {
            if (other !== index) section.clearSelection();
          }
          follow(index, row);
          onChange(current());
        },
      })));
    if (selection) follow(selection.table, selection.row);
  }

  showGame();
  schedule(0, { byUser: false });
  return {
    current,
    /** Shows another game or input, as when the page's fragment changes. */
    setState(next) {
      if (next.game in GAMES) game = next.game;
      input.value = next.input ?? '';
      if (next.dealer) dealer.value = next.dealer;
      selection = next.selection ?? null;
      showGame();
      schedule(0, { byUser: false });
    },
  };
}

