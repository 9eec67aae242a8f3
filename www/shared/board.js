// Draws any game's board from the report's game-neutral description: groups of cells, each
// with its text, a label, roles and perhaps a bar height, plus a few facts (one with a working,
// a small table, is shown with it under a switch the core names). Knows no game: a
// role is drawn by shape and text as well as colour (the cell just played gets a marker, a
// removed number is struck through, an outside bar is hatched), so nothing is told by colour
// alone. DOM only; user text goes in through textContent.
import { t } from './i18n.js';
import { h, renderFootnotes, typeset } from './render.js';

/** What a hint role says in text, so that it is never told by colour alone. */
const HINT_MARKS = { wins: '✓', loses: '✗' };

/**
 * One cell: its bar (if it has a level), its text, its label, and its meaning in words. With
 * `onCell`, a cell that is a place (it has a label) is a button that reports its 0-based index.
 */
function renderCell(cell, onCell) {
  // A place's index (0-based) when its label is its number: what the move-value marks find it by.
  const place = /^[1-9]\d*$/.test(cell.label) ? String(Number(cell.label) - 1) : null;
  const roles = cell.roles.map((role) => `role-${role}`).join(' ');
  const mark = cell.roles.map((role) => HINT_MARKS[role]).find(Boolean);
  // The bar's height through the CSSOM: a style attribute would break the page's policy.
  const bar = cell.level != null ? h('span', { class: 'bar' }) : null;
  bar?.style.setProperty('height', `${Math.max(6, Math.round(cell.level * 100))}%`);
  const parts = [
    bar ? h('span', { class: 'bar-slot', 'aria-hidden': 'true' }, bar) : null,
    h('span', { class: 'cell-text', 'aria-hidden': 'true' }, typeset(cell.text)),
    cell.label ? h('span', { class: 'cell-label', 'aria-hidden': 'true' }, cell.label) : null,
    mark ? h('span', { class: 'hint-mark', 'aria-hidden': 'true' }, mark) : null,
  ];
  const title = mark ? `${cell.title}; ${mark === '✓' ? t('board-move-keeps') : t('board-move-loses')}` : cell.title;
  if (onCell && cell.label) {
    return h('li', { class: `cell ${roles}`, title, 'data-place': place },
      // Named by its words (the drawn text is hidden from screen readers), not by an aria-label
      // that would not contain the visible digits in their order.
      h('button', { type: 'button', class: 'cell-button', 'data-cell': String(Number(cell.label) - 1),
        onclick: () => onCell(Number(cell.label) - 1) }, parts, h('span', { class: 'sr-only' }, title)));
  }
  return h('li', { class: `cell ${roles}`, title, 'data-place': place }, parts, h('span', { class: 'sr-only' }, title));
}

function renderGroup(group, onCell) {
  const grid = group.columns.length > 0;
  const list = h('ol', { class: grid ? 'cells grid' : 'cells strip', 'aria-label': `${group.label}: ${group.note}` },
    grid ? group.columns.map((c) => h('li', { class: 'column-head', 'aria-hidden': 'true' }, c)) : null,
    group.cells.map((cell) => renderCell(cell, onCell)));
  if (grid) list.style.setProperty('--columns', String(group.columns.length));
  else list.classList.toggle('roomy', group.cells.length <= 16);
  const windowed = group.cells.length < group.total;
  return h('div', { class: group.place ? `cell-group place-${group.place}` : 'cell-group' },
    h('p', { class: 'group-head' }, h('strong', {}, group.label), ' ', h('span', { class: 'group-note' }, typeset(group.note))),
    // Focusable, so that a row too wide for a phone can be scrolled from the keyboard.
    h('div', { class: 'cells-scroll', role: 'region', 'aria-label': group.label, tabindex: '0' }, list),
    windowed ? h('p', { class: 'group-window' },
      grid ? t('board-places', { from: group.first + 1, to: group.first + group.cells.length, n: group.total })
        : t('board-positions', { from: group.first + 1, to: group.first + group.cells.length, n: group.total })) : null,
    renderFootnotes(group.footnotes, t('table-notes', { title: group.label })));
}

/**
 * The workings the reader has opened, by their switch's words: kept from one board to the next
 * (each step and each move redraws the board), so a table opened once can be followed move by
 * move.
 */
const openWorkings = new Set();

/**
 * A fact with its working (the core's `Fact.working`: how its value is worked out, a small
 * table whose last rows are totals), both under a switch named by the core and closed until the
 * reader opens it: such a fact is an answer (the nim-sum says who wins), so it is shown only
 * when asked for, in Play as in Watch.
 */
function renderWorking(fact) {
  const { working } = fact;
  // Withheld (disclosure.js): the switch is there, disabled, and says when it opens; no value.
  if (fact.withheld) {
    return h('div', { class: 'working-block' },
      h('label', { class: 'switch' }, h('input', { type: 'checkbox', role: 'switch', class: 'working-switch', disabled: true, 'data-withheld': 'workings', 'aria-description': t('withheld-available', { when: fact.withheld }) }),
        h('span', { class: 'switch-track', 'aria-hidden': 'true' }), working.switch),
      h('span', { class: 'withheld-reason' }, ` (${fact.withheld})`));
  }
  const totalsFrom = working.rows.length - working.totals;
  const table = h('table', { class: 'working', 'aria-label': working.switch },
    h('thead', {}, h('tr', {}, working.columns.map((column) => h('th', { scope: 'col' }, column)))),
    h('tbody', {}, working.rows.map((row, r) => h('tr', { class: r >= totalsFrom ? 'working-total' : null },
      row.map((cell, c) => (c === 0 ? h('th', { scope: 'row' }, typeset(cell)) : h('td', {}, typeset(cell))))))));
  const shown = h('div', { class: 'working-shown' },
    h('p', { class: 'working-fact' }, h('strong', {}, `${fact.label} `), h('span', { class: 'fact-value' }, typeset(fact.value)),
      fact.meaning ? h('span', { class: 'fact-meaning' }, ': ', typeset(fact.meaning)) : null),
    h('div', { class: 'working-scroll', role: 'region', 'aria-label': working.switch, tabindex: '0' }, table),
    h('p', { class: 'working-caption' }, typeset(working.caption)));
  const open = openWorkings.has(working.switch);
  shown.hidden = !open;
  const input = h('input', { type: 'checkbox', role: 'switch', class: 'working-switch' });
  input.checked = open;
  input.addEventListener('change', () => {
    if (input.checked) openWorkings.add(working.switch);
    else openWorkings.delete(working.switch);
    shown.hidden = !input.checked;
  });
  return h('div', { class: 'working-block' },
    h('label', { class: 'switch' }, input, h('span', { class: 'switch-track', 'aria-hidden': 'true' }), working.switch), shown);
}

/** The text of the first cell of `board` drawn in `role`. */
function sampleOf(board, role) {
  for (const group of board.groups) {
    const cell = group.cells.find((c) => c.roles.includes(role));
    if (cell) return cell.text;
  }
  return '';
}

/**
 * `board` with the groups around its centre left out (an auction's bidding without the deal's
 * hands: `view=bidding`), laid out as a board of one group; a board with no layout as it is.
 */
export function centreAlone(board) {
  if (board.layout !== 'compass') return board;
  return { ...board, layout: '', groups: board.groups.filter((group) => group.place === 'centre').map((group) => ({ ...group, place: '' })) };
}

/** The board of one step, with the legend of the roles it uses; `onCell` makes places buttons. */
export function renderBoard(board, legend, { onCell = null } = {}) {
  const used = new Set(board.groups.flatMap((g) => g.cells.flatMap((c) => c.roles)));
  const entries = legend.filter((entry) => used.has(entry.role));
  return [
    // A layout (`compass`: the four hands around the bidding) places the groups by their `place`.
    h('div', { class: board.layout ? `board-groups layout-${board.layout}` : 'board-groups' }, board.groups.map((group) => renderGroup(group, onCell))),
    // A fact's meaning is printed under it, not in a hover title: a student reads "B" beside
    // what B is.
    h('dl', { class: 'facts' }, board.facts.filter((fact) => !fact.working).map((fact) =>
      h('div', { class: fact.meaning ? 'fact explained' : 'fact' }, h('dt', {}, fact.label), h('dd', { class: 'fact-value' }, typeset(fact.value)),
        fact.meaning ? h('dd', { class: 'fact-meaning' }, typeset(fact.meaning)) : null))),
    ...board.facts.filter((fact) => fact.working).map(renderWorking),
    entries.length ? h('ul', { class: 'legend', 'aria-label': t('board-legend') }, entries.map((entry) =>
      // The sample cell's text comes with the entry (a digit, a mark, a bridge call); an empty
      // one is the board's own first cell in that role, so the legend shows the step shown.
      h('li', {}, h('span', { class: `swatch cell role-${entry.role}`, 'aria-hidden': 'true' },
        h('span', { class: 'cell-text' }, typeset(entry.sample || sampleOf(board, entry.role)))), entry.meaning))) : null,
  ].filter(Boolean);
}

/**
 * The cells a move touches (0-based): its `cells` when it names several (a move on two heaps at
 * once, `cells: [i, j]`), else its one `cell`. What a board marks for a move goes by this list,
 * so a move on several cells is drawn on each of them.
 */
export function cellsOf(move) {
  if (!move) return [];
  return Array.isArray(move.cells) && move.cells.length ? move.cells : [move.cell];
}

/**
 * Marks every cell of `cells` on a drawn board (`renderBoard`'s, inside `root`) with the class
 * `name` (`role-now`: just played; `best-move`: the move a hint names). A cell marked just
 * played says so in words too (its marker is a shape, never a colour alone).
 */
export function markCells(root, cells, name) {
  for (const cell of cells) {
    const place = root.querySelector(`li[data-place="${cell}"]`);
    if (!place || place.classList.contains(name)) continue;
    place.classList.add(name);
    if (name === 'role-now') place.append(h('span', { class: 'sr-only' }, t('board-just-played')));
  }
}

/**
 * The moves a place offers when it offers several (a ticket's `?`: one for each digit), as the
 * buttons of a pad: each shows the move as `verdict moves` writes it (`MoveView.label`) and is
 * named by the core's words (`what`), so the pad assumes nothing of what a choice is. With
 * `marks`, each is marked ✓ or ✗ (keeps the win or loses) by text, not colour alone.
 */
export function choicePad(moves, { marks = false, onChoose, onCancel }) {
  return [
    // The notation read once in words, from the first move (issue 33: `1=0 … 1=9` alone).
    h('p', { class: 'pad-label' }, moves.length ? t('board-choose-example', { label: moves[0].label, move: moves[0].what }) : t('board-choose')),
    ...moves.map((mv) => h('button', {
      type: 'button', class: `choice${marks ? (mv.wins ? ' role-wins' : ' role-loses') : ''}`, title: mv.what,
      'aria-label': marks ? (mv.wins ? t('board-choice-keeps', { move: mv.what }) : t('board-choice-loses', { move: mv.what })) : mv.what,
      onclick: () => onChoose(mv),
    }, typeset(mv.label), marks ? h('span', { class: 'hint-mark', 'aria-hidden': 'true' }, mv.wins ? '✓' : '✗') : null)),
    h('button', { type: 'button', class: 'pad-cancel', onclick: onCancel }, 'Cancel'),
  ];
}
