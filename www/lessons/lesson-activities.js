// Each activity of a lesson's step (docs/RULES.md, "Lessons"), drawn by the page's own
// components: the line (watch.js) at a step, Play (play.js) from the position with a goal, the
// game tree (tree.js) watched or labelled, "Test a rule" (rules.js) with a given rule or an empty
// one, the practice set (practice.js) of a seed, and the page's board (board.js) for a
// prediction. A step reveals nothing of its position before the student acts: a prediction
// shows the board without its facts and no verdict, reason or move value until answered, and
// then one element carrying `data-reveal` (`right` or `wrong`); the other graded steps say how
// the student did in one element carrying `data-result`. The teacher's `show` can withhold the
// verdict, the hints and the move values. Everything game-specific is the core's: the players
// (`About.players`), the positions, the grades (the worker's views, moves and values).
//
// An activity is made by `ACTIVITIES[name](context)` and returns `{ element, close() }`; the
// context is the lesson player's (lesson-player.js). `registerActivity` adds or replaces one:
// the table activity is the outcome table's (outcomes.js).
import { choicePad, renderBoard } from '../shared/board.js';
import { Controller } from '../playground/controller.js';
import { moreEnglish } from '../core/games.js';
import { disclosedBoard, Disclosure } from '../shared/disclosure.js';
import { offered } from './lesson-format.js';
import { h, snippet, typeset } from '../shared/render.js';
import { MoveValues, WatchValues, fetchValues, markBoard, valuesSummary } from '../panels/values.js';
import { t } from '../shared/i18n.js';
import { nameIn } from '../shared/words.js';
import './lesson-words.js';

/** The settings a step gives its game (fields named as the game's settings, `About.settings`). */
export function stepSettings(games, step) {
  const settings = games.settingsOf(step.game);
  if (!settings.length) return undefined;
  return Object.fromEntries(settings.filter((s) => typeof step[s.name] === 'string').map((s) => [s.name, step[s.name]]));
}

/** The state a playground opens a step at (controller.js). */
function initialState(context) {
  const { step, games } = context;
  return { game: step.game, input: step.input ?? games.about(step.game)?.start ?? '', step: step.step ?? null, ...stepSettings(games, step) };
}

/**
 * The position a step shows: step `step` of its input's line, or its input read as a position
 * (the worker's `lessonPosition`): `{ position, to_move, board, narration, legend, report, … }`
 * or `{ error }`.
 */
export async function loadPosition(context) {
  const { step, games, solver } = context;
  return askPosition(solver, games, step);
}

/**
 * The longest position the core writes out (`POSITION_TEXT_MAX`, crates/model/src/line.rs): past
 * it a step's position comes back as "" (docs/RULES.md, "Stepping and data-position").
 */
export const POSITION_TEXT_MAX = 100_000;

/**
 * The worker's `lessonPosition` of `input` (the step's by default) at `at`, or `{ error }`; a
 * position too long to be written out is an error that says so (asked about as "", it read
 * "the position is empty").
 */
export async function askPosition(solver, games, step, input = step.input, at = step.step) {
  const reply = await solver.call('lessonPosition', { game: step.game, input: input ?? '', step: at ?? null, settings: stepSettings(games, step) ?? null });
  if (!reply.ok) return { error: reply.error };
  if (reply.value.position === '' && String(input ?? '').trim()) {
    const length = String(input).length.toLocaleString('en');
    return { error: { message: t('lesson-position-too-long', { length, max: POSITION_TEXT_MAX }) } };
  }
  return reply.value;
}

/** The input's error, said and pointed at beside the input (render.js's snippet). */
export function inputProblem(step, error) {
  const said = error.line != null
    ? t('lesson-position-unshown-at', { line: String(error.line), column: String(error.column), error: error.message })
    : t('lesson-position-unshown', { error: error.message });
  return h('div', { class: 'lesson-problem input-error', role: 'alert' },
    h('p', { class: 'message' }, said),
    error.span && typeof step.input === 'string' ? snippet(step.input, error.span, t('lesson-input-marked')) : h('p', {}, h('code', {}, step.input ?? '')));
}

/**
 * The board of a position, as the page draws it; `hideFacts` until the student has answered (the
 * facts can give it away), and drawn as `disclosure` (disclosure.js) allows: no legality mark,
 * no working before the answer.
 */
function boardOf(position, { onCell = null, hideFacts = false, label = t('lesson-position'), disclosure = null } = {}) {
  const figure = h('figure', { class: 'board lesson-board', 'data-lesson-position': position.position, 'aria-label': label, 'data-hide-facts': hideFacts ? 'true' : null });
  const shown = disclosure ? disclosedBoard(position.board, position.legend, disclosure) : position;
  figure.replaceChildren(...renderBoard(shown.board, shown.legend, { onCell }));
  return figure;
}

/** Every winning move of `position` as `verdict moves` writes them (`3=9`, `4`), asked of the core place by place. */
export async function winningMoves(solver, game, position, board) {
  const values = await fetchValues(solver, game, position, board);
  if (values.error) return { error: values.error, moves: [] };
  const cells = values.cells.filter((c) => c.wins).map((c) => c.cell);
  const lists = await Promise.all(cells.map(async (cell) => {
    const reply = await solver.call('moves', { game, position, cell });
    return reply.ok ? reply.value.filter((m) => m.wins) : [];
  }));
  return { value: values, moves: lists.flat() };
}

/**
 * How a reveal or a key heads the winning moves: the game's count (`count`, the core's view's
 * `winning_moves`, every winning move of the position) and, where the board draws fewer places
 * than the position has, how many of them are listed (`shown`, those of the places drawn). The
 * count was the board's: a ticket of 82 places said "The 790 winning moves" where it has 810
 * (issue 46).
 */
export function winningMovesHeading(count, shown) {
  if (count === 1) return shown < count ? t('lesson-winning-one-listed', { shown }) : t('lesson-winning-one');
  return shown < count ? t('lesson-winning-many-listed', { count, shown }) : t('lesson-winning-many', { count });
}

/**
 * The teacher's words: paragraphs split at blank lines, as text, marked with the language the
 * teacher wrote them in (`lang`: lesson-format.js, `lessonLanguage`), not the page's.
 */
export function teacherText(text, lang = 'en') {
  const parts = String(text ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  // `a rule` between backticks is code, as in Markdown (a lesson quotes rules and positions so);
  // an odd backtick left alone is shown as written.
  const inline = (part) => part.split(/`([^`\n]+)`/).map((piece, i) => (i % 2 ? h('code', {}, piece) : typeset(piece)));
  return h('div', { class: 'lesson-text', lang }, parts.map((part) => h('p', {}, inline(part))));
}

// ---- The activities ----

function note() {
  return { element: h('div', { class: 'lesson-note' }), close() {} };
}


/**
 * Predict: who wins from the position (the two players, the core's), or a move picked on the
 * board (`ask: "move"`), or, for a game without players, the verdict among the step's
 * `choices`. Nothing of the position's value shows before the answer; then the reveal, graded by
 * the engine, with the core's reason.
 */
/** How long after a prediction is drawn the module that grades it starts loading (ms). */
const PREPARE_AFTER_MS = 500;

function predict(context) {
  const element = h('div', { class: 'lesson-predict', 'aria-busy': 'true' });
  let closed = false;
  (async () => {
    const position = await loadPosition(context);
    if (closed) return;
    element.removeAttribute('aria-busy');
    if (position.error) {
      element.replaceChildren(inputProblem(context.step, position.error));
      return;
    }
    element.replaceChildren(new Prediction(context, position).element);
    // The answer is graded with the exports of the game's module with the panels: it loads while
    // the student reads, once the step is drawn (an embed's first step comes first: EMBEDDING.md).
    setTimeout(() => { if (!closed) context.solver.call('prepare', { game: context.step.game }); }, PREPARE_AFTER_MS);
  })();
  return { element, close: () => { closed = true; } };
}

/** One prediction on one position (a predict step, or one of an exercises step's positions). */
class Prediction {
  #context;
  #position;
  #view = null;
  /** `onAnswer(right)`: instead of the step's own record (a position of a set). */
  #onAnswer;

  constructor(context, position, { onAnswer = null, ask = context.step.ask ?? 'winner', compact = false } = {}) {
    this.#context = context;
    this.#position = position;
    this.#onAnswer = onAnswer;
    const { step, games } = context;
    const players = games.about(step.game)?.players ?? [];
    this.ask = players.length !== 2 ? 'verdict' : ask === 'move' && position.to_move ? 'move' : 'winner';
    // A question asked: nothing of its answer shows until it is answered (disclosure.js).
    this.disclosure = new Disclosure('pending');
    this.board = boardOf(position, { hideFacts: true, disclosure: this.disclosure, onCell: this.ask === 'move' ? (cell) => this.#pick(cell) : null });
    this.pad = h('div', { class: 'choice-pad', role: 'group', 'aria-label': t('lesson-choose-move'), hidden: true });
    this.reveal = h('div', { class: 'lesson-reveal', 'aria-live': 'polite' });
    this.feedback = h('p', { class: 'lesson-feedback', 'aria-live': 'polite' });
    // A game without two players is asked its verdict: the lesson's choices, else the verdicts
    // the core declares for the game (`About.verdicts`, where the core has them).
    const choices = this.ask === 'winner' ? players : this.ask === 'verdict' ? (step.choices ?? games.about(step.game)?.verdicts ?? []) : [];
    const question = {
      winner: () => (position.to_move ? t('lesson-ask-winner', { player: nameIn(position.to_move) }) : t('lesson-ask-over')),
      move: () => t('lesson-ask-move', { player: nameIn(position.to_move) }),
      verdict: () => (choices.length ? t('lesson-ask-verdict') : t('lesson-ask-no-choices')),
    }[this.ask]();
    this.buttons = h('div', { class: 'lesson-choices', role: 'group', 'aria-label': t('lesson-your-answer') },
      choices.map((choice) => h('button', { type: 'button', class: 'lesson-choice', onclick: () => this.#answer(choice) }, this.ask === 'winner' ? nameIn(choice) : typeset(choice))),
      this.ask === 'move' ? h('button', { type: 'button', class: 'lesson-choice', onclick: () => this.#answer('none') }, t('lesson-no-move-wins')) : null);
    this.element = this.disclosure.mark(h('div', { class: compact ? 'lesson-prediction compact' : 'lesson-prediction' },
      this.board, this.pad, h('p', { class: 'lesson-question' }, h('strong', {}, question)), this.buttons, this.feedback, this.reveal));
    // Coming back to a step already answered: the answer and its reveal again.
    const record = onAnswer ? null : context.progress.record(context.number);
    if (record?.tries) this.#answer(record.answer, { again: true });
  }

  /** The position's value for the player to move (the core's view), asked once. */
  async #value() {
    if (this.ask === 'verdict') return null;
    if (!this.#view) {
      const reply = await this.#context.solver.call('view', { game: this.#context.step.game, position: this.#position.position });
      this.#view = reply.ok ? reply.value : { error: reply.error };
    }
    return this.#view;
  }

  /** A place clicked (ask: move): its move, a pad of its moves, or the rule it meets. */
  async #pick(cell) {
    if (this.reveal.dataset.reveal) return;
    const { solver, step } = this.#context;
    const position = this.#position.position;
    const reply = await solver.call('moves', { game: step.game, position, cell });
    const moves = reply.ok ? reply.value : [];
    if (moves.length === 0) {
      const why = await solver.call('noMove', { game: step.game, position, cell });
      this.feedback.textContent = `${t('lesson-no-move-there')} ${why.ok && why.value ? why.value : ''}`.trim();
      return;
    }
    this.feedback.textContent = '';
    if (moves.length === 1 && moves[0].choice == null) {
      this.#answer(moves[0].label);
      return;
    }
    this.pad.replaceChildren(...choicePad(moves, {
      onChoose: (move) => { this.pad.hidden = true; this.#answer(move.label); },
      onCancel: () => { this.pad.hidden = true; },
    }));
    this.pad.hidden = false;
    this.pad.querySelector('button.choice')?.focus();
  }

  /** The student's answer: graded by the engine, kept, and revealed with the core's reason. */
  async #answer(answer, { again = false } = {}) {
    const { step, solver, progress, number } = this.#context;
    const position = this.#position;
    const view = await this.#value();
    if (view?.error) {
      this.feedback.textContent = t('lesson-cannot-grade', { error: view.error.message });
      return;
    }
    let right;
    let truth;
    if (this.ask === 'winner') {
      right = answer === view.winner;
      truth = [h('strong', { 'data-verdict': view.winner }, t('lesson-truth-wins', { player: nameIn(view.winner) })), ' ', t('lesson-best-play'), ' ', typeset(view.reason)];
    } else if (this.ask === 'verdict') {
      right = answer === position.report?.verdict;
      truth = [h('strong', { 'data-verdict': position.report?.verdict ?? '' }, typeset(position.report?.headline ?? '')), '. ', typeset(position.report?.reason ?? '')];
    } else {
      const { moves } = await winningMoves(solver, step.game, position.position, this.board);
      const labels = moves.map((m) => m.label);
      // The game's count, not the board's: the board draws a window of a long position's places.
      const count = view.winning_moves;
      right = answer === 'none' ? count === 0 : labels.includes(answer);
      const every = count
        ? [`${winningMovesHeading(count, labels.length)}: `, h('code', {}, labels.join(' ')), '. ']
        : [t('lesson-none-wins', { player: nameIn(position.to_move), winner: nameIn(view.winner) }), ' '];
      truth = [h('strong', { 'data-verdict': view.winner }, t('lesson-truth-wins', { player: nameIn(view.winner) })), ' ', t('lesson-best-play'), ' ', ...every, typeset(view.reason)];
      if (view.line_move && view.mover_wins) truth.push(' ', h('span', { class: 'lesson-line-move' }, typeset(view.line_reason)));
    }
    if (!again) {
      if (this.#onAnswer) this.#onAnswer(right);
      else progress.answer(number, { right, answer });
    }
    this.#show(answer, right, truth, again);
  }

  async #show(answer, right, truth, again) {
    const { step, solver } = this.#context;
    const said = answer === 'none' ? t('lesson-said-none') : answer;
    this.reveal.dataset.reveal = right ? 'right' : 'wrong';
    // (replaceChildren writes a null as the text "null": only what there is.)
    this.reveal.replaceChildren(...[
      h('p', { class: 'lesson-verdict-line' }, h('span', { class: 'lesson-mark', 'aria-hidden': 'true' }, right ? '✓' : '✗'), ' ',
        h('strong', {}, right ? t('lesson-right') : t('lesson-not-so')), ' ', t('lesson-you-said', { answer: said }), ' ', ...truth),
      this.#position.narration ? h('p', { class: 'lesson-narration' }, typeset(this.#position.narration)) : null,
    ].filter(Boolean));
    for (const button of this.buttons.querySelectorAll('button')) {
      button.disabled = true;
      if (button.textContent === answer || (answer === 'none' && button.textContent === t('lesson-no-move-wins'))) button.setAttribute('aria-pressed', 'true');
    }
    this.disclosure.answer();
    delete this.board.dataset.hideFacts;
    this.#drawBoard();
    this.pad.hidden = true;
    if (!again) this.reveal.scrollIntoView({ block: 'nearest' });
    // The move values, now that nothing is left to guess, where the teacher offers them.
    if (this.ask !== 'verdict' && offered(step, 'values')) {
      const summary = h('p', { class: 'values-summary' });
      const values = await fetchValues(solver, step.game, this.#position.position, this.board);
      if (!values.error) markBoard(this.board, values.cells);
      valuesSummary(summary, values);
      this.reveal.append(summary);
    }
    // Another go: the first answer stays the one that counts.
    if (!this.#onAnswer) {
      this.reveal.append(h('p', {}, h('button', { type: 'button', class: 'lesson-again', onclick: () => this.#reset() }, t('lesson-try-again')),
        ' ', h('span', { class: 'lesson-aside' }, t('lesson-first-counts'))));
    }
  }

  /** The board again, as the disclosure allows now. */
  #drawBoard() {
    const shown = disclosedBoard(this.#position.board, this.#position.legend, this.disclosure);
    this.board.replaceChildren(...renderBoard(shown.board, shown.legend, { onCell: this.ask === 'move' ? (cell) => this.#pick(cell) : null }));
  }

  #reset() {
    delete this.reveal.dataset.reveal;
    this.reveal.replaceChildren();
    this.board.dataset.hideFacts = 'true';
    this.disclosure.ask();
    this.#drawBoard();
    for (const button of this.buttons.querySelectorAll('button')) {
      button.disabled = false;
      button.removeAttribute('aria-pressed');
    }
    this.buttons.querySelector('button')?.focus();
  }
}

/**
 * Play: from the step's position against the solver, the student on `side` (the player who can
 * win there, unless the teacher names another), with a goal; each game played to its end is an
 * answer, the first one counting.
 */
/**
 * An activity whose panel lives in a module of its own (Play, the tree, the rule tester, the
 * outcome tables, the exercises): loaded when a step shows it, so that an embedded lesson of
 * predictions downloads none of them before its first step (docs/EMBEDDING.md, "Load what is
 * shown"). `build(module)` makes the view once the module is here; until then the step shows
 * that it is loading.
 */
function later(load, build) {
  const element = h('div', { class: 'lesson-activity', 'aria-busy': 'true' });
  let view = null;
  let closed = false;
  load().then((module) => {
    if (closed) return;
    view = build(module);
    element.removeAttribute('aria-busy');
    element.replaceChildren(view.element);
  }, (error) => {
    if (!closed) element.replaceChildren(h('p', { class: 'input-error', role: 'alert' }, t('lesson-step-failed', { error: error?.message ?? String(error) })));
  });
  return { element, close: () => { closed = true; view?.close(); } };
}




/**
 * Exercises: the practice set of the step's seed, graded by the engine; or the positions the
 * teacher picked, each a prediction of who wins. The score is what the first answers give.
 */
function exercises(context) {
  const { step, games, progress, number, solver } = context;
  const element = h('div', { class: 'lesson-exercises' });
  if (Array.isArray(step.positions) && step.positions.length) {
    const firsts = new Map();
    const score = h('p', { class: 'lesson-result', 'aria-live': 'polite' });
    const list = h('ol', { class: 'lesson-positions' });
    element.append(list, score);
    let closed = false;
    (async () => {
      for (const [i, input] of step.positions.entries()) {
        const position = await askPosition(solver, games, step, input, null);
        if (closed) return;
        const item = h('li', {});
        list.append(item);
        if (position.error) {
          item.append(inputProblem({ ...step, input }, position.error));
          continue;
        }
        const prediction = new Prediction({ ...context, step: { ...step, input } }, position, {
          ask: 'winner', compact: true,
          onAnswer: (right) => {
            if (!firsts.has(i)) firsts.set(i, right);
            const rightCount = [...firsts.values()].filter(Boolean).length;
            const missed = [...firsts].filter(([, r]) => !r).map(([at]) => at + 1);
            progress.score(number, { right: rightCount, answered: firsts.size, total: step.positions.length, missed });
            score.textContent = t('lesson-exercises-score', { right: rightCount, answered: firsts.size, total: step.positions.length });
            if (firsts.size === step.positions.length) score.dataset.result = rightCount === step.positions.length ? 'right' : 'wrong';
          },
        });
        item.append(prediction.element);
      }
    })();
    return { element, close: () => { closed = true; } };
  }
  const practice = later(() => import('../panels/practice.js'), ({ PracticePanel }) => {
    const panel = new PracticePanel(solver, {
      moreEnglish,
      onGraded: ({ right, answered, total, missed }) => progress.score(number, { right, answered, total, missed }),
    });
    panel.element.open = true;
    panel.load(step.game, step.seed ?? 1, { open: true });
    return { element: panel.element, close() {} };
  });
  element.append(practice.element);
  return { element, close: practice.close };
}


/**
 * What an activity loaded later (lesson-play.js, lesson-tree.js, lesson-rule.js,
 * lesson-table.js) takes from the lesson's own modules, handed rather than imported: a bundle of
 * its own would carry copies, and a second solver.js would start a second worker.
 */
const KIT = { Controller, Disclosure, initialState, boardOf, inputProblem, loadPosition, offered, MoveValues, WatchValues };

/**
 * Watch: the line of the step's input from step `step`, with the line's own board, narration and
 * stepper; move values and the strip behind their switch, the verdict behind a button, each where
 * the teacher offers them (lesson-watch.js, loaded with the line's modules when a step shows it).
 */
function watch(context) {
  return later(() => import('./lesson-watch.js'), ({ build }) => build(context, KIT));
}

/** Play: the student plays the step's position against the solver, with a goal (win as the side that can, or hold out); the first finished game is the answer. */
function play(context) {
  return later(() => import('./lesson-play.js'), ({ build }) => build(context, KIT));
}

/**
 * Tree: the game tree of the step's position, backward induction watched from nothing labelled,
 * or labelled by the student (`mode: "label"`), each wrong mark answered with the child that
 * proves it wrong; the labelling is graded (no wrong mark: right at the first try).
 */
function tree(context) {
  return later(() => import('./lesson-tree.js'), ({ build }) => build(context, KIT));
}

/**
 * Rule: "Test a rule" with the teacher's rule (the student first says whether it will hold,
 * then the test reveals) or an empty one to write (each test an answer: a rule that holds is
 * right).
 */
function rule(context) {
  return later(() => import('./lesson-rule.js'), ({ build }) => build(context, KIT));
}

/**
 * Table: the outcome table of the step's game (outcomes.js), by the step's `x` and `y` (a name
 * each, `y` empty for a sequence) and with its `rule` drawn over it. With names given, the
 * student first says whether they decide who wins; the table then shows it (`data-result`).
 * Without, the student picks two names and explores.
 */
function table(context) {
  return later(() => import('./lesson-table.js'), ({ build }) => build(context, KIT));
}

/**
 * The activities by name (docs/RULES.md, "Lessons"): a Map, since the name is the lesson's text
 * (an object's `constructor` or `toString` would be found as an activity).
 */
const ACTIVITY_VIEWS = new Map(Object.entries({ note, watch, predict, play, tree, rule, exercises, table }));

/** Adds or replaces the view of an activity: `make(context)` returns `{ element, close() }`. */
export function registerActivity(name, make) {
  ACTIVITY_VIEWS.set(name, make);
}

/** The view of a step's activity; one this page does not know shows the teacher's words and says so. */
export function activityView(context) {
  const make = ACTIVITY_VIEWS.get(context.step.activity);
  if (make) return make(context);
  return {
    element: h('p', { class: 'lesson-aside' }, t('lesson-unknown-activity', { activity: String(context.step.activity) })),
    close() {},
  };
}
