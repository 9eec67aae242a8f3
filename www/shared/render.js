// Renders any game's report with DOM APIs only: user text and report strings always go in
// through textContent, never as HTML.
import { t } from './i18n.js';

/** Rows a table shows at a time (a window), fetched from the worker as the pager moves. */
const WINDOW = 100;

/** Creates an element with attributes and children (strings become text nodes). */
export function h(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value == null) continue;
    if (name === 'class') el.className = value;
    else if (name.startsWith('on')) el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : value);
  }
  el.append(...children.flat().filter((c) => c != null && c !== false));
  return el;
}

/**
 * Any text the core sends, as the page prints it: a text node, except that the card-suit
 * characters ♥ and ♦ are set in red (class `red-suit`), the convention every card game prints
 * them in. This is typography of two Unicode characters, like a typeface's, and knows no game:
 * whatever string holds them (a rule, a note, a narration, a cell) shows them red, and a string
 * without them is plain text.
 */
export function typeset(text) {
  const parts = String(text).split(/([♥♦])/u);
  if (parts.length === 1) return document.createTextNode(text);
  const span = document.createElement('span');
  for (const part of parts) {
    if (part === '♥' || part === '♦') span.append(h('span', { class: 'red-suit' }, part));
    else if (part) span.append(part);
  }
  return span;
}

/** The former name of `typeset`, kept while play.js and practice.js still import it. */
export const suitText = typeset;

export const count = (n) => Number(n).toLocaleString('en');

/**
 * Notes printed under a table or a board's group, as books print them under a bidding
 * diagram: each in full, never only in a hover title, so that a phone shows them too. A cell
 * names its note by the mark after its text.
 */
export function renderFootnotes(footnotes, label) {
  if (!footnotes?.length) return null;
  return h('ol', { class: 'footnotes', 'aria-label': label },
    footnotes.map((note) => h('li', {}, h('sup', { class: 'footnote-mark' }, note.mark), ' ', typeset(note.text))));
}

/**
 * A few characters of `text` around `span` (UTF-16 offsets), the span itself marked: shows
 * where an error or an illegal call is even in a 10 000 000-character input.
 */
export function snippet(text, [start, end], label) {
  const radius = 24;
  const from = Math.max(0, start - radius);
  const to = Math.min(text.length, end + radius);
  const marked = text.slice(start, end);
  return h('p', { class: 'snippet', 'aria-label': label },
    from > 0 ? '…' : '',
    text.slice(from, start),
    marked ? h('mark', {}, marked) : h('mark', { class: 'caret', title: t('input-here') }, '▲'),
    text.slice(end, to),
    to < text.length ? '…' : '');
}

/**
 * One table: caption, header row, the current window of rows, and a pager when the table is
 * longer than a window. `fetchRows(start, count)` supplies further windows.
 *
 * Rows can be selected (a step of the play to look at): the row-number cell is a button, the
 * arrow keys move the selection, and `onSelect(row)` reports it. `selected` restores one.
 *
 * A step grid (`head.step_grid`, the bidding diagram) has no row numbers: its places, read
 * left to right and down from column `step_grid`, are the steps 1, 2, 3…, and each filled
 * one is a button that reports its step to `onStep(k)`.
 */
export function renderTable(head, index, fetchRows, { selected = null, onSelect = () => {}, onStep = () => {} } = {}) {
  const grid = head.step_grid ?? null;
  const id = `table-${index}-${Math.random().toString(36).slice(2, 8)}`;
  const body = h('tbody');
  const status = h('span', { class: 'pager-status', 'aria-live': 'polite' });
  // The title sits above the scrolling box, so that a narrow screen wraps it between words
  // instead of cutting it off with the columns.
  const title = h('p', { class: 'table-title', id: `${id}-title` }, h('strong', {}, head.title), ' ', head.caption);
  const table = h('table', { 'aria-labelledby': `${id}-title` },
    h('thead', {}, h('tr', {}, head.columns.map((c) => h('th', { scope: 'col' }, c)))),
    body);
  if (grid != null) table.classList.add('step-grid');
  // Focusable, so that the keyboard can scroll it; its header row stays in view while it scrolls.
  const scroller = h('div', { class: grid != null ? 'table-scroll fit' : 'table-scroll', role: 'region', 'aria-label': head.title, tabindex: '0' }, table);
  const sideways = h('p', { class: 'scroll-hint', hidden: true }, t('table-sideways'));
  const notes = renderFootnotes(head.footnotes, t('table-notes', { title: head.title }));
  const section = h('section', { class: 'table', 'data-title': head.title }, title, scroller, sideways, notes);
  // Says so when the columns do not fit (a phone, a long note), and keeps saying it right.
  const measure = () => {
    const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
    sideways.hidden = !scrolls;
    if (scrolls) section.dataset.scrolls = 'sideways';
    else delete section.dataset.scrolls;
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(measure).observe(scroller);

  // Columns of sentences (a "Why", a "Note") wrap instead of running off the box's edge.
  const wraps = head.columns.map((_, c) => head.preview.some((row) => (row[c]?.length ?? 0) > 32));
  let start = 0;
  let shown = [];
  let highlighted = null; // [row, column] of a cell another table's selected row stands for
  const fill = (rows, first) => {
    body.replaceChildren(...rows.map((row, i) => {
      const at = first + i;
      const marked = at === head.marked_row;
      const picked = at === selected;
      // One tab stop per table: the selected row, else the first one shown.
      const tabStop = picked || (i === 0 && (selected == null || selected < first || selected >= first + rows.length));
      if (grid != null) return h('tr', {}, row.map((cell, c) => gridCell(cell, at, c)));
      return h('tr', { class: [marked && 'marked', picked && 'selected'].filter(Boolean).join(' ') || null, 'aria-current': marked ? 'true' : null },
        row.map((cell, c) => (c === 0
          ? h('th', { scope: 'row' }, h('button', {
            type: 'button', class: 'row-select', tabindex: tabStop ? '0' : '-1', 'aria-pressed': String(picked),
            title: t('table-select-row'), 'data-row': String(at), onclick: () => select(at),
          }, typeset(cell)))
          : h('td', { class: [wraps[c] && 'wrap', highlighted?.[0] === at && highlighted?.[1] === c && 'linked'].filter(Boolean).join(' ') || null }, typeset(cell)))));
    }));
    start = first;
    shown = rows;
    const last = first + rows.length;
    status.textContent = head.row_count === 0 ? t('table-no-rows') : t('table-rows', { from: first + 1, to: last, n: head.row_count });
    // After the frame lays the new rows out: reading sizes now would force a layout of
    // every table, also those out of view (content-visibility).
    requestAnimationFrame(measure);
    for (const [button, enabled] of [[prev, first > 0], [first_, first > 0], [next, last < head.row_count], [last_, last < head.row_count]]) {
      button.disabled = !enabled;
    }
  };
  /** A place of a step grid: a button to its step when it holds a call. */
  const gridCell = (cell, row, column) => {
    const step = row * head.columns.length + column - grid + 1;
    const here = highlighted?.[0] === row && highlighted?.[1] === column;
    return h('td', { class: here ? 'linked' : null },
      cell && step >= 1 ? h('button', {
        type: 'button', class: 'step-cell', 'data-step': String(step), 'aria-current': here ? 'step' : null,
        'aria-label': t('table-step-cell', { cell, column: head.columns[column], step: String(step) }), onclick: () => onStep(step),
      }, typeset(cell)) : typeset(cell));
  };
  const go = async (first) => {
    first = Math.max(0, Math.min(first, Math.max(0, head.row_count - WINDOW)));
    const rows = await fetchRows(first, WINDOW);
    if (rows) fill(rows, first);
  };
  /** The window that holds `row`. */
  const windowOf = (row) => Math.floor(row / WINDOW) * WINDOW;
  async function select(row, { focus = true } = {}) {
    if (row < 0 || row >= head.row_count) return;
    selected = row;
    if (row < start || row >= start + shown.length) await go(windowOf(row));
    else fill(shown, start);
    if (focus) body.querySelector(`button[data-row="${row}"]`)?.focus();
    onSelect(row);
  }
  body.addEventListener('keydown', (event) => {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: WINDOW, PageUp: -WINDOW }[event.key];
    if (step === undefined || selected == null && step < 0) return;
    event.preventDefault();
    select(Math.max(0, Math.min(head.row_count - 1, (selected ?? start - 1) + step)));
  });

  // Named apart from the stepper's buttons: "Next" and "Previous" belong to stepping (docs/RULES.md).
  const first_ = h('button', { type: 'button', onclick: () => go(0) }, t('table-top'));
  const prev = h('button', { type: 'button', onclick: () => go(start - WINDOW) }, t('table-earlier'));
  const next = h('button', { type: 'button', onclick: () => go(start + WINDOW) }, t('table-later'));
  const last_ = h('button', { type: 'button', onclick: () => go(head.row_count - WINDOW) }, t('table-end'));
  const jump = h('input', { type: 'number', min: '1', max: String(head.row_count), inputmode: 'numeric', 'aria-label': t('table-jump', { title: head.title }) });
  const form = h('form', { class: 'pager', onsubmit: (e) => { e.preventDefault(); select(Number(jump.value) - 1); } },
    first_, prev, status, next, last_, h('label', {}, t('table-row'), ' ', jump), h('button', { type: 'submit' }, t('table-go')));
  // A pager only when there is more than one page; an empty table says so.
  if (head.row_count > head.preview.length) section.append(form);
  else if (head.row_count === 0) section.append(h('p', { class: 'pager-status' }, status));

  const focusRow = selected ?? head.marked_row;
  if (focusRow != null && focusRow >= head.preview.length) go(windowOf(focusRow));
  else fill(head.preview, 0);
  /** Drops this table's selection (another table's row was selected). */
  section.clearSelection = () => {
    if (selected == null) return;
    selected = null;
    fill(shown, start);
  };
  /** Marks `row` (or none) as the step shown, bringing its window into view; no focus moves. */
  section.showRow = async (row) => {
    if (row === selected) return;
    selected = row;
    if (row != null && (row < start || row >= start + shown.length)) await go(windowOf(row));
    else fill(shown, start);
  };
  /** Highlights one cell (or none): the state of the step shown. */
  section.highlightCell = (cell) => {
    if (cell?.[0] === highlighted?.[0] && cell?.[1] === highlighted?.[1]) return;
    highlighted = cell;
    if (cell && (cell[0] < start || cell[0] >= start + shown.length)) go(windowOf(cell[0]));
    else fill(shown, start);
  };
  return section;
}
