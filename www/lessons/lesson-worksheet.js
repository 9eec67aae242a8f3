// "Print worksheet": the lesson laid out for paper (A4 or Letter, black and white; page.css's
// print rules): each step's words, its board drawn as on screen (without the facts that would
// give an answer away), each question with room to answer, and, from a new page, the answer key
// computed by the engine: every winner with its reason, every winning move, each rule's
// counterexample or that it holds, the tree's labels, the exercises' answers. Shown on screen
// first, with Print and Close; printing shows the worksheet alone.
import { renderBoard } from '../shared/board.js';
import { askPosition, inputProblem, stepSettings, teacherText, winningMoves, winningMovesHeading } from './lesson-activities.js';
import { lessonLanguage, PRINTED_TREE } from './lesson-format.js';
import { activityName } from './lesson-player.js';
import { t, tNodes } from '../shared/i18n.js';
import { h, typeset } from '../shared/render.js';
import { Solver } from '../core/solver.js';

/**
 * The largest tree whose labels the key lists (a tree too big to draw on a page still has its
 * key: 221 positions of `?1?0` are some four pages in two columns).
 */
const KEY_TREE = 1000;

const lines = (n, label = t('ws-room')) => h('div', { class: 'ws-lines', 'aria-label': label }, Array.from({ length: n }, () => h('span', { class: 'ws-line' })));
const box = (text) => h('span', { class: 'ws-box' }, h('span', { class: 'ws-square', 'aria-hidden': 'true' }), ` ${text}`);

export class Worksheet {
  #games;
  #solver;
  /** The step being prepared (#build goes one step at a time). */
  #preparing = null;

  /** `onClose()`: the worksheet's Close was pressed. */
  constructor(lesson, { games, onClose = () => {} }) {
    this.#games = games;
    // Each step's positions under its own settings (a take set): the steps are prepared one by one.
    this.#solver = new Solver({ only: games.only, settingsOf: (game) => (this.#preparing?.game === game ? stepSettings(games, this.#preparing) : undefined) });
    this.sheet = h('div', { class: 'ws-sheet' });
    this.key = h('div', { class: 'ws-key' });
    this.status = h('p', { class: 'ws-status', 'aria-live': 'polite' }, t('ws-preparing'));
    const print = h('button', { type: 'button', class: 'ws-print', disabled: true, onclick: () => window.print() }, t('ws-print'));
    this.element = h('section', { class: 'worksheet', 'aria-label': t('ws-aria', { title: lesson.title }), 'data-worksheet': 'preparing' },
      h('div', { class: 'ws-bar' }, h('strong', {}, t('ws-title')), ' ', this.status, print,
        h('button', { type: 'button', class: 'ws-close', onclick: () => { this.close(); onClose(); } }, t('ws-close'))),
      this.sheet, this.key);
    document.body.dataset.worksheet = 'true';
    this.ready = this.#build(lesson).then(() => {
      this.element.dataset.worksheet = 'ready';
      this.status.textContent = t('ws-ready');
      print.disabled = false;
      print.focus();
    });
  }

  close() {
    this.#solver.close();
    delete document.body.dataset.worksheet;
  }

  async #build(lesson) {
    const lang = lessonLanguage(lesson);
    this.sheet.append(h('header', { class: 'ws-head' }, h('h1', { lang }, lesson.title),
      h('p', { class: 'ws-name' }, t('ws-name'), ' ', h('span', { class: 'ws-fill' }), ' ', t('ws-date'), ' ', h('span', { class: 'ws-fill short' }))));
    this.key.append(h('h1', {}, t('ws-key-title', { title: lesson.title })), h('p', { class: 'ws-aside' }, t('ws-key-note')));
    for (const [i, step] of lesson.steps.entries()) {
      this.#preparing = step;
      const number = i + 1;
      const question = h('section', { class: 'ws-step', 'data-step': String(number) },
        h('h2', {}, `${number}. ${activityName(step.activity)}`), teacherText(step.text, lang));
      const answer = h('section', { class: 'ws-answer', 'data-step': String(number), 'data-activity': String(step.activity) }, h('h2', {}, `${number}. ${activityName(step.activity)}`));
      this.sheet.append(question);
      try {
        await this.#step(step, question, answer);
      } catch (error) {
        question.append(h('p', {}, t('ws-step-failed', { error: String(error?.message ?? error) })));
      }
      if (answer.childElementCount > 1) this.key.append(answer);
    }
    this.#solver.close();
  }

  /** The worker's answer, or throws its message. */
  async #call(method, args) {
    const reply = await this.#solver.call(method, args);
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), { error: reply.error });
    return reply.value;
  }

  #position(step, input = step.input) {
    return askPosition(this.#solver, this.#games, step, input);
  }

  #board(position) {
    return h('figure', { class: 'board ws-board', 'data-hide-facts': 'true', 'aria-label': t('ws-board', { position: position.position }) }, renderBoard(position.board, position.legend));
  }

  async #step(step, question, answer) {
    const about = this.#games.about(step.game);
    const players = about?.players ?? [];
    const activity = step.activity;
    if (['watch', 'predict', 'play', 'tree'].includes(activity)) {
      const position = await this.#position(step);
      if (position.error) {
        question.append(inputProblem(step, position.error));
        return;
      }
      question.append(this.#board(position), h('p', { class: 'ws-position' }, t('ws-position'), ' ', h('code', {}, position.position)));
      const view = players.length === 2 && position.to_move ? await this.#call('view', { game: step.game, position: position.position }) : null;
      if (activity === 'predict') await this.#predict(step, position, view, players, question, answer);
      else if (activity === 'watch') this.#watch(position, view, question, answer);
      else if (activity === 'play') await this.#play(step, position, view, question, answer);
      else await this.#tree(step, position, question, answer);
      return;
    }
    if (activity === 'rule') await this.#rule(step, question, answer);
    else if (activity === 'exercises') await this.#exercises(step, players, question, answer);
    else if (activity === 'table') await this.#table(step, question, answer);
  }

  async #predict(step, position, view, players, question, answer) {
    if (!view) {
      const choices = step.choices ?? this.#games.about(step.game)?.verdicts ?? [];
      question.append(h('p', { class: 'ws-q' }, t('ws-ask-verdict')), h('p', {}, choices.map((c) => box(c))), lines(2, t('ws-why-label')));
      answer.append(h('p', { 'data-key': 'verdict' }, h('strong', {}, typeset(position.report?.headline ?? '')), '. ', typeset(position.report?.reason ?? '')));
      return;
    }
    if (step.ask === 'move') {
      const example = await this.#exampleMove(step, position);
      question.append(h('p', { class: 'ws-q' }, example ? t('ws-ask-move-example', { player: position.to_move, example }) : t('ws-ask-move', { player: position.to_move })),
        lines(1, t('ws-move-label')), h('p', {}, t('ws-why')), lines(2, t('ws-why-label')));
    } else {
      question.append(h('p', { class: 'ws-q' }, t('ws-ask-winner', { player: position.to_move })), h('p', {}, players.map((p) => box(p))), h('p', {}, t('ws-why')), lines(3, t('ws-why-label')));
    }
    await this.#keyOf(position, view, answer, step);
  }

  /** A legal move of the position as the game writes it, a losing one where there is one: how to write an answer. */
  async #exampleMove(step, position) {
    const places = renderBoard(position.board, position.legend).flatMap((part) => [...part.querySelectorAll?.('li[data-place]') ?? []]).map((li) => Number(li.dataset.place));
    let any = null;
    for (const cell of places) {
      const moves = await this.#call('moves', { game: step.game, position: position.position, cell }).catch(() => []);
      const losing = moves.find((m) => !m.wins);
      if (losing) return losing.label;
      any ??= moves[0]?.label ?? null;
    }
    return any;
  }

  /** The winner, the reason and every winning move of a position, into the key. */
  async #keyOf(position, view, answer, step) {
    const board = this.#board(position);
    const { moves } = await winningMoves(this.#solver, step.game, position.position, board);
    const labels = moves.map((m) => m.label);
    // The game's count (the view's), not the board's: a long position's board draws a window.
    const count = view.winning_moves;
    answer.append(
      h('p', {}, h('strong', { 'data-key': 'winner' }, t('ws-wins', { player: view.winner })), ` (${position.position}). `, typeset(view.reason)),
      h('p', { 'data-key': 'moves', 'data-moves': labels.join(' '), 'data-count': String(count) }, count
        ? [t('ws-moves-for', { heading: winningMovesHeading(count, labels.length), player: position.to_move }), ' ', h('code', {}, labels.join(' ')), '.']
        : t('ws-no-move', { player: position.to_move, winner: view.winner })));
  }

  #watch(position, view, question, answer) {
    question.append(h('p', { class: 'ws-q' }, view ? t('ws-ask-watch') : t('ws-ask-calls')), lines(2));
    if (view) answer.append(h('p', {}, h('strong', { 'data-key': 'winner' }, t('ws-wins', { player: view.winner })), '. ', typeset(view.reason)),
      view.line_move ? h('p', {}, t('ws-next-move', { player: position.to_move, move: view.line_move.what }), ' ', typeset(view.line_reason)) : null);
    else if (position.report) answer.append(h('p', { 'data-key': 'verdict' }, h('strong', {}, typeset(position.report.headline)), '. ', typeset(position.report.reason)));
  }

  async #play(step, position, view, question, answer) {
    const side = step.side ?? view?.winner;
    question.append(h('p', { class: 'ws-q' }, side ? t('ws-ask-play-side', { side }) : t('ws-ask-play')), lines(3, t('ws-moves-label')));
    if (view) await this.#keyOf(position, view, answer, step);
  }

  async #tree(step, position, question, answer) {
    const tree = await this.#call('tree', { game: step.game, position: position.position }).catch((error) => ({ error }));
    if (tree.error || tree.nodes.length > PRINTED_TREE) {
      // Too big for a page (the editor said so before printing, and offered a smaller position).
      question.append(h('p', { class: 'ws-q' }, t('ws-ask-tree-big')),
        tree.error ? null : h('p', { class: 'ws-aside' }, t('ws-tree-size', { n: tree.nodes.length })), lines(8, t('ws-tree-label')));
      if (tree.error) return;
      const top = { n: tree.nodes.length, player: tree.nodes[0].to_move };
      answer.append(h('p', { 'data-key': 'tree', 'data-root': tree.nodes[0].value }, tree.nodes[0].value === 'win' ? t('ws-key-tree-big-won', top) : t('ws-key-tree-big-lost', top), ' ', typeset(tree.nodes[0].because)));
      if (tree.nodes.length <= KEY_TREE) answer.append(this.#treeList(tree, { blank: false, big: true }));
      return;
    }
    question.append(h('p', { class: 'ws-q' }, t('ws-ask-tree')), this.#treeList(tree, { blank: true }));
    const player = tree.nodes[0].to_move;
    answer.append(h('p', { 'data-key': 'tree', 'data-root': tree.nodes[0].value }, tree.nodes[0].value === 'win' ? t('ws-key-tree-won', { player }) : t('ws-key-tree-lost', { player }), ' ', typeset(tree.nodes[0].because)),
      this.#treeList(tree, { blank: false }));
  }

  /** The tree as an indented list, each position with W/L boxes to fill (`blank`) or its value. */
  #treeList(tree, { blank, big = false }) {
    const item = (at) => {
      const node = tree.nodes[at];
      const parent = node.parent != null ? tree.nodes[node.parent] : null;
      const via = parent ? `${parent.to_move} ${node.via_words}: ` : '';
      // A finished game: who won, the player who moved last (won when the one to move there lost).
      const over = !parent ? t('ws-over') : node.value === 'lose' ? t('ws-over-won', { player: parent.to_move }) : t('ws-over-lost', { player: parent.to_move });
      const value = !node.to_move ? over : blank ? [box('W'), ' ', box('L')] : h('strong', { 'data-value': node.value }, node.value === 'win' ? 'W' : 'L');
      return h('li', { 'data-position': node.position }, via, h('code', {}, node.position), ' ', value,
        node.children.length ? h('ul', {}, node.children.map(item)) : null);
    };
    return h('ul', { class: big ? 'ws-tree ws-tree-big' : 'ws-tree' }, item(0));
  }

  /**
   * A table step on paper: with its two names, the question (do they decide?) and the table's
   * grid to fill in, each cell with the first player's letter, the second's, or both; the key is
   * the grid filled in by the engine. Without names, room to draw one and, in the key, the
   * tables the core suggests.
   */
  async #table(step, question, answer) {
    const settings = stepSettings(this.#games, step) ?? null;
    const given = typeof step.x === 'string' && step.x.trim() !== '';
    if (!given) {
      const space = await this.#call('ruleSpace', { game: step.game, settings });
      question.append(h('p', { class: 'ws-q' }, t('ws-ask-table-pick')),
        h('p', {}, t('ws-numbers'), ' ', space?.names.map((n) => `${n.name} (${n.meaning})`).join('; ')), lines(6, t('ws-your-table')));
      answer.append(h('p', {}, t('ws-tables-to-try')), h('ol', {}, (space?.tables ?? []).map((t) => h('li', { 'data-key': 'table' }, h('code', {}, t.y ? `${t.x} × ${t.y}` : t.x), ': ', typeset(t.note)))));
      return;
    }
    const { report: table } = await this.#call('outcomes', { game: step.game, settings, x: step.x, y: step.y ?? '', rule: '' });
    if (table.error) {
      question.append(h('p', { class: 'input-error' }, t('ws-table-error', { error: table.error.message })));
      return;
    }
    const names = table.y ? t('ws-names', { x: table.x, y: table.y }) : table.x;
    const [first, second] = [table.first, table.second];
    const mark = (name, other) => name.slice(0, name[0]?.toUpperCase() === other[0]?.toUpperCase() ? 2 : 1);
    question.append(h('p', { class: 'ws-q' }, t('ws-ask-table', { names, game: table.game })), h('p', {}, box(t('ws-yes')), ' ', box(t('ws-no'))),
      h('p', {}, t('ws-fill', { a: mark(first, second), first, b: mark(second, first), second })),
      this.#grid(table, null));
    answer.append(h('p', { 'data-key': 'table', 'data-decides': String(table.decides) }, h('strong', {}, table.decides ? t('ws-decide', { names }) : t('ws-not-decide', { names })), `: ${table.summary}`),
      this.#grid(table, (cell) => (cell.first_wins === cell.total ? mark(first, second) : cell.first_wins === 0 ? mark(second, first) : `${cell.first_wins}/${cell.total}`)));
  }

  /** An outcome table's grid: each cell blank (`fill` null) or as `fill(cell)` writes it. */
  #grid(table, fill) {
    const cells = new Map(table.cells.map((cell) => [`${cell.x} ${cell.y}`, cell]));
    return h('table', { class: 'ws-grid', 'data-outcomes': table.y ? `${table.x} ${table.y}` : table.x },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, table.y ? `${table.y} ↓ ${table.x} →` : table.x), table.xs.map((x) => h('th', { scope: 'col' }, String(x))))),
      h('tbody', {}, table.ys.map((y) => h('tr', {}, h('th', { scope: 'row' }, table.y ? String(y) : ''),
        table.xs.map((x) => {
          const cell = cells.get(`${x} ${y}`);
          if (!cell) return h('td', { class: 'ws-grid-empty' });
          return h('td', fill ? { 'data-x': String(x), 'data-y': String(y), 'data-key': 'cell' } : {}, fill ? fill(cell) : '');
        })))));
  }

  async #rule(step, question, answer) {
    // The rule is of the step's game with its settings (a take set makes another game).
    const settings = stepSettings(this.#games, step) ?? null;
    const space = await this.#call('ruleSpace', { game: step.game, settings });
    const given = typeof step.rule === 'string' && step.rule.trim();
    if (!given) {
      question.append(h('p', { class: 'ws-q' }, t('ws-write-rule', { claim: space?.claim ?? t('ws-first-wins') })), lines(2, t('ws-your-rule')),
        h('p', {}, t('ws-names-list'), ' ', space?.names.map((n) => `${n.name} (${n.meaning})`).join('; ')));
      return;
    }
    const rule = { claim: space?.claim ?? '', rule: h('code', {}, step.rule), scope: h('code', {}, step.scope ?? '') };
    question.append(h('p', { class: 'ws-q' }, ...(step.scope ? tNodes('ws-the-rule-scope', rule) : tNodes('ws-the-rule', rule))),
      h('p', {}, t('ws-holds-ask'), ' ', box(t('ws-yes')), ' ', box(t('ws-no'))), h('p', {}, t('ws-wrong-where')), lines(2));
    const { report } = await this.#call('testRule', { game: step.game, settings, rule: step.rule, scope: step.scope ?? '' });
    const example = report.counterexample;
    answer.append(h('p', { 'data-key': 'rule', 'data-rule': report.outcome, 'data-position': example?.position ?? null },
      report.outcome === 'holds' ? [h('strong', {}, t('ws-holds')), `: ${report.summary}`]
        : report.outcome === 'counterexample' ? [h('strong', {}, t('ws-fails')), ': ', ...tNodes('ws-counterexample', {
          position: h('code', {}, example.position), says: example.rule_says ? space.claim : space.denial,
          truth: example.game_says ? space.claim : space.denial, values: example.values.map(([k, v]) => `${k} = ${v}`).join(', '),
        })]
          : t('ws-unread', { summary: report.summary })));
  }

  async #exercises(step, players, question, answer) {
    if (Array.isArray(step.positions) && step.positions.length) {
      const list = h('ol', { class: 'ws-exercises' });
      const keys = h('ol', { class: 'ws-exercises' });
      question.append(list);
      answer.append(keys);
      for (const input of step.positions) {
        const position = await this.#position({ ...step, step: null }, input);
        if (position.error) {
          list.append(h('li', {}, inputProblem({ ...step, input }, position.error)));
          continue;
        }
        const view = await this.#call('view', { game: step.game, position: position.position });
        list.append(h('li', {}, this.#board(position), h('p', {}, t('ws-who-wins', { player: position.to_move }), ' ', players.map((p) => box(p)))));
        keys.append(h('li', { 'data-key': 'winner' }, h('strong', {}, t('ws-wins', { player: view.winner })), ` (${position.position}). `, typeset(view.reason)));
      }
      return;
    }
    const seed = step.seed ?? 1;
    const set = await this.#call('exercises', { game: step.game, seed });
    const list = h('ol', { class: 'ws-exercises' });
    const keys = h('ol', { class: 'ws-exercises' });
    question.append(h('p', { class: 'ws-aside' }, t('ws-set', { seed: String(seed) })), list);
    answer.append(keys);
    for (const exercise of set) {
      list.append(h('li', {}, h('p', { class: 'ws-q' }, typeset(exercise.prompt)), h('p', {}, h('code', {}, typeset(exercise.given))),
        exercise.board ? h('figure', { class: 'board ws-board' }, renderBoard(exercise.board, [])) : null,
        exercise.choices.length ? h('p', {}, exercise.choices.map((c) => box(c))) : lines(1, exercise.answer_help)));
      const graded = await this.#call('grade', { game: step.game, seed, number: exercise.number, answer: '' });
      keys.append(h('li', { 'data-key': 'exercise', 'data-number': String(exercise.number), 'data-solution': graded.solution },
        exercise.kind === 'winning-moves' ? `${t('ws-every-winning')} ` : exercise.choices.length ? '' : `${t('ws-a-right')} `, h('code', {}, typeset(graded.solution))));
    }
  }
}
