// "Print worksheet": the lesson laid out for paper (A4 or Letter, black and white; page.css's
// print rules): each step's words, its board drawn as on screen (without the facts that would
// give an answer away), each question with room to answer, and, from a new page, the answer key
// computed by the engine: every winner with its reason, every winning move, each rule's
// counterexample or that it holds, the tree's labels, the exercises' answers. Shown on screen
// first, with Print and Close; printing shows the worksheet alone.
import { renderBoard } from './board.js';
import { askPosition, inputProblem, stepSettings, teacherText, winningMoves, winningMovesHeading } from './lesson-activities.js';
import { lessonLanguage, PRINTED_TREE } from './lesson-format.js';
import { activityName } from './lesson-player.js';
import { h, typeset } from './render.js';
import { Solver } from './solver.js';
import { plural } from './words.js';

/**
 * The largest tree whose labels the key lists (a tree too big to draw on a page still has its
 * key: 221 positions of `?1?0` are some four pages in two columns).
 */
const KEY_TREE = 1000;

const lines = (n, label = 'Room for the answer') => h('div', { class: 'ws-lines', 'aria-label': label }, Array.from({ length: n }, () => h('span', { class: 'ws-line' })));
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
    this.status = h('p', { class: 'ws-status', 'aria-live': 'polite' }, 'Preparing the worksheet: the engine works out the answer key…');
    const print = h('button', { type: 'button', class: 'ws-print', disabled: true, onclick: () => window.print() }, '🖶 Print');
    this.element = h('section', { class: 'worksheet', 'aria-label': `Worksheet: ${lesson.title}`, 'data-worksheet': 'preparing' },
      h('div', { class: 'ws-bar' }, h('strong', {}, 'Worksheet'), ' ', this.status, print,
        h('button', { type: 'button', class: 'ws-close', onclick: () => { this.close(); onClose(); } }, '✕ Close')),
      this.sheet, this.key);
    document.body.dataset.worksheet = 'true';
    this.ready = this.#build(lesson).then(() => {
      this.element.dataset.worksheet = 'ready';
      this.status.textContent = 'Ready to print on A4 or Letter, in black and white; the answer key starts on a new page.';
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
      h('p', { class: 'ws-name' }, 'Name ', h('span', { class: 'ws-fill' }), ' Date ', h('span', { class: 'ws-fill short' }))));
    this.key.append(h('h1', {}, `Answer key: ${lesson.title}`), h('p', { class: 'ws-aside' }, 'Computed by the engine, the same that grades the lesson on screen.'));
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
        question.append(h('p', {}, `This step could not be prepared: ${error?.message ?? error}`));
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
    return h('figure', { class: 'board ws-board', 'data-hide-facts': 'true', 'aria-label': `The position ${position.position}` }, renderBoard(position.board, position.legend));
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
      question.append(this.#board(position), h('p', { class: 'ws-position' }, 'Position: ', h('code', {}, position.position)));
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
      question.append(h('p', { class: 'ws-q' }, 'What is the verdict?'), h('p', {}, choices.map((c) => box(c))), lines(2, 'Why'));
      answer.append(h('p', { 'data-key': 'verdict' }, h('strong', {}, typeset(position.report?.headline ?? '')), '. ', typeset(position.report?.reason ?? '')));
      return;
    }
    if (step.ask === 'move') {
      const example = await this.#exampleMove(step, position);
      question.append(h('p', { class: 'ws-q' }, `Which move wins for ${position.to_move}? Write it as the game writes moves${example ? ` (for example “${example}”, which is not necessarily a good one)` : ''}, or “none”.`),
        lines(1, 'The move'), h('p', {}, 'Why?'), lines(2, 'Why'));
    } else {
      question.append(h('p', { class: 'ws-q' }, `Who wins with best play? ${position.to_move} is to move.`), h('p', {}, players.map((p) => box(p))), h('p', {}, 'Why?'), lines(3, 'Why'));
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
      h('p', {}, h('strong', { 'data-key': 'winner' }, `${view.winner} wins`), ` (${position.position}). `, typeset(view.reason)),
      h('p', { 'data-key': 'moves', 'data-moves': labels.join(' '), 'data-count': String(count) }, count
        ? [`${winningMovesHeading(count, labels.length)} for ${position.to_move}: `, h('code', {}, labels.join(' ')), '.']
        : `No move wins for ${position.to_move}: every move leaves ${view.winner} a win.`));
  }

  #watch(position, view, question, answer) {
    question.append(h('p', { class: 'ws-q' }, view ? 'Watch the best play from here. Who is winning, and what is the next move?' : 'Read the calls. What is the verdict?'), lines(2));
    if (view) answer.append(h('p', {}, h('strong', { 'data-key': 'winner' }, `${view.winner} wins`), '. ', typeset(view.reason)),
      view.line_move ? h('p', {}, `The solver's next move: ${position.to_move} ${view.line_move.what}. `, typeset(view.line_reason)) : null);
    else if (position.report) answer.append(h('p', { 'data-key': 'verdict' }, h('strong', {}, typeset(position.report.headline)), '. ', typeset(position.report.reason)));
  }

  async #play(step, position, view, question, answer) {
    const side = step.side ?? view?.winner;
    question.append(h('p', { class: 'ws-q' }, `Play it with a partner${side ? `, you as ${side}` : ''}. Write the moves, and who won:`), lines(3, 'The moves'));
    if (view) await this.#keyOf(position, view, answer, step);
  }

  async #tree(step, position, question, answer) {
    const tree = await this.#call('tree', { game: step.game, position: position.position }).catch((error) => ({ error }));
    if (tree.error || tree.nodes.length > PRINTED_TREE) {
      // Too big for a page (the editor said so before printing, and offered a smaller position).
      question.append(h('p', { class: 'ws-q' }, 'Draw every way the game can go from here, and label each position W (won for the player to move) or L (lost).'),
        tree.error ? null : h('p', { class: 'ws-aside' }, `The whole tree has ${plural(tree.nodes.length, 'position')}: draw its first moves and label those.`), lines(8, 'The tree'));
      if (tree.error) return;
      answer.append(h('p', { 'data-key': 'tree', 'data-root': tree.nodes[0].value }, `${plural(tree.nodes.length, 'position')}; the top one is ${tree.nodes[0].value === 'win' ? 'won' : 'lost'} for ${tree.nodes[0].to_move}. `, typeset(tree.nodes[0].because)));
      if (tree.nodes.length <= KEY_TREE) answer.append(this.#treeList(tree, { blank: false, big: true }));
      return;
    }
    question.append(h('p', { class: 'ws-q' }, 'Label each position W (won for the player to move there) or L (lost). Start at the bottom.'), this.#treeList(tree, { blank: true }));
    answer.append(h('p', { 'data-key': 'tree', 'data-root': tree.nodes[0].value }, `The top position is ${tree.nodes[0].value === 'win' ? 'won' : 'lost'} for ${tree.nodes[0].to_move}. `, typeset(tree.nodes[0].because)),
      this.#treeList(tree, { blank: false }));
  }

  /** The tree as an indented list, each position with W/L boxes to fill (`blank`) or its value. */
  #treeList(tree, { blank, big = false }) {
    const item = (at) => {
      const node = tree.nodes[at];
      const parent = node.parent != null ? tree.nodes[node.parent] : null;
      const via = parent ? `${parent.to_move} ${node.via_words}: ` : '';
      // A finished game: who won, the player who moved last (won when the one to move there lost).
      const over = parent ? `over: ${parent.to_move} ${node.value === 'lose' ? 'won' : 'lost'}` : 'over';
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
      question.append(h('p', { class: 'ws-q' }, 'Pick two numbers of a position and draw the outcome table: where does one pair decide who wins?'),
        h('p', {}, 'The numbers: ', space?.names.map((n) => `${n.name} (${n.meaning})`).join('; ')), lines(6, 'Your table'));
      answer.append(h('p', {}, 'Tables to try, in order:'), h('ol', {}, (space?.tables ?? []).map((t) => h('li', { 'data-key': 'table' }, h('code', {}, t.y ? `${t.x} × ${t.y}` : t.x), ': ', typeset(t.note)))));
      return;
    }
    const { report: table } = await this.#call('outcomes', { game: step.game, settings, x: step.x, y: step.y ?? '', rule: '' });
    if (table.error) {
      question.append(h('p', { class: 'input-error' }, `This table cannot be made: ${table.error.message}`));
      return;
    }
    const names = table.y ? `${table.x} and ${table.y}` : table.x;
    const [first, second] = [table.first, table.second];
    const mark = (name, other) => name.slice(0, name[0]?.toUpperCase() === other[0]?.toUpperCase() ? 2 : 1);
    question.append(h('p', { class: 'ws-q' }, `Do ${names} decide who wins every start position of ${table.game}?`), h('p', {}, box('Yes'), ' ', box('No')),
      h('p', {}, `Fill in each cell: ${mark(first, second)} if ${first} wins every start position of the cell, ${mark(second, first)} if ${second} does, `
        + `“both” if it holds positions of each. Cells with no start position are shaded.`),
      this.#grid(table, null));
    answer.append(h('p', { 'data-key': 'table', 'data-decides': String(table.decides) }, h('strong', {}, table.decides ? `${names} decide it` : `${names} do not decide it`), `: ${table.summary}`),
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
      question.append(h('p', { class: 'ws-q' }, `Write a rule: ${space?.claim ?? 'the first player wins'} when…`), lines(2, 'Your rule'),
        h('p', {}, 'The names: ', space?.names.map((n) => `${n.name} (${n.meaning})`).join('; ')));
      return;
    }
    question.append(h('p', { class: 'ws-q' }, `The rule: ${space?.claim ?? ''} when `, h('code', {}, step.rule), step.scope ? [' (only where ', h('code', {}, step.scope), ')'] : null, '.'),
      h('p', {}, 'Does it hold on every start position up to the largest size? ', box('Yes'), ' ', box('No')), h('p', {}, 'If not, a position where it is wrong:'), lines(2));
    const { report } = await this.#call('testRule', { game: step.game, settings, rule: step.rule, scope: step.scope ?? '' });
    const example = report.counterexample;
    answer.append(h('p', { 'data-key': 'rule', 'data-rule': report.outcome, 'data-position': example?.position ?? null },
      report.outcome === 'holds' ? [h('strong', {}, 'It holds'), `: ${report.summary}`]
        : report.outcome === 'counterexample' ? [h('strong', {}, 'It fails'), ': a counterexample is ', h('code', {}, example.position),
          ` (the rule says ${example.rule_says ? space.claim : space.denial}; with best play ${example.game_says ? space.claim : space.denial}; ${example.values.map(([k, v]) => `${k} = ${v}`).join(', ')}).`]
          : `The rule does not read: ${report.summary}`));
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
        list.append(h('li', {}, this.#board(position), h('p', {}, `Who wins? ${position.to_move} is to move. `, players.map((p) => box(p)))));
        keys.append(h('li', { 'data-key': 'winner' }, h('strong', {}, `${view.winner} wins`), ` (${position.position}). `, typeset(view.reason)));
      }
      return;
    }
    const seed = step.seed ?? 1;
    const set = await this.#call('exercises', { game: step.game, seed });
    const list = h('ol', { class: 'ws-exercises' });
    const keys = h('ol', { class: 'ws-exercises' });
    question.append(h('p', { class: 'ws-aside' }, `Exercise set ${seed}.`), list);
    answer.append(keys);
    for (const exercise of set) {
      list.append(h('li', {}, h('p', { class: 'ws-q' }, typeset(exercise.prompt)), h('p', {}, h('code', {}, typeset(exercise.given))),
        exercise.board ? h('figure', { class: 'board ws-board' }, renderBoard(exercise.board, [])) : null,
        exercise.choices.length ? h('p', {}, exercise.choices.map((c) => box(c))) : lines(1, exercise.answer_help)));
      const graded = await this.#call('grade', { game: step.game, seed, number: exercise.number, answer: '' });
      keys.append(h('li', { 'data-key': 'exercise', 'data-number': String(exercise.number), 'data-solution': graded.solution },
        exercise.kind === 'winning-moves' ? 'Every winning move: ' : exercise.choices.length ? '' : 'A right answer: ', h('code', {}, typeset(graded.solution))));
    }
  }
}
