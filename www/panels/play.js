// Play against the solver from any position: pick a side (or two players, or watch the solver
// play itself), make moves on the board, ask for hints one rung at a time, see a move that
// throws a win away flagged with a better one and why, take it back, and get a short review at
// the end, each mistake in it one click from being tried again. The solver says why it answered
// as it did (the core's `line_reason`). The moves so far are listed with their values, each a
// button back to the position it reached, and the position reached has a link (`&play=`,
// docs/RULES.md). With "Show move values" on, every legal move is marked on the board
// (values.js); the value strip (strip.js) shows who was winning after each move and flags the
// moves that changed it. Game-neutral: everything it shows comes from the core's position views.
import { cellsOf, choicePad, markCells, renderBoard } from '../shared/board.js';
import { t, tNodes } from '../shared/i18n.js';
import './panel-words.js';
import { h, suitText } from '../shared/render.js';
import { ValueStrip } from './strip.js';
import { disclosedBoard, Disclosure } from '../shared/disclosure.js';
import { clearMarks, markBoard, valuesSummary } from './values.js';

/** A move and who made it, in one sentence (`move-by`: Korean writes "앨리스: …"). */
const moveBy = (by, move) => t('move-by', { player: by, what: move.what });

const SOLVER_DELAY_MS = 600;
/** The first rung of the core's ladder, which says who is winning (its `rungs[0].ask`, the
 * catalogue's `hint-ask-won`), asked before the ladder has come. */
const firstRung = () => t('hint-ask-won');
/**
 * The rung before it, the page's (issue 47: the ladder went from nothing to the answer): what to
 * work out, from the board's own facts (what each means, a working's table without its total),
 * revealing no fact of the disclosure, so that the student computes who is winning.
 */
const workRung = () => t('play-work-rung');

export class PlayPanel {
  #solver;
  #game = null;
  #legend = [];
  #origin = '';
  /**
   * Every position of the game so far: { view, move (the move that led here), by, why (the
   * solver's reason for it, when the solver made it), moves (the clock here, once asked) }.
   */
  #history = [];
  /** The players the learner moves for. */
  #humans = new Set();
  #hints = 0;
  /** The hinted view of the position in play ({ view, marked }): its marks and its ladder. */
  #ladder = null;
  #timer = null;
  #serial = 0;
  /** "Show move values" (values.js), or null where it is not offered. */
  #values;
  #marking = 0;
  /** The address of a link to a position (`linkTo(position)`), or null where there is none. */
  #linkTo;
  /** Hears each game played to its end (a lesson's goal), or null. */
  #onEnd;

  /**
   * `onExit()`: Stop playing was pressed; `values`: "Show move values" (values.js);
   * `linkTo(position)`: the address that opens Play at `position` (docs/RULES.md, `play=`);
   * `hints`: whether the hint ladder is offered (a lesson's teacher may withhold it);
   * `onEnd({ winner, humans })`: a game was played to its end, by a move made here.
   */
  /** Whether the panel stands under a verdict of the input (the playground's, not a lesson's). */
  #underVerdict;
  /** Whether the hint ladder is offered: then the position's facts wait for its rungs. */
  #offersHints;
  /** The view the ladder last asked about. */
  #askedAt = null;
  /** The view whose "What should I work out?" was asked. */
  #promptedAt = null;

  constructor(solver, { onExit = () => {}, values = null, linkTo = null, hints = true, onEnd = null, underVerdict = false } = {}) {
    this.#solver = solver;
    // The hint ladder is the disclosure model (disclosure.js) started pending at each position
    // the learner is to move in: who is winning (the strip, the solver's reason, the move list's
    // values, the board's sums) waits for its first rung, the moves' values for its second.
    // Without the ladder (a teacher's lesson may withhold it) nothing is asked, as before.
    this.#offersHints = hints;
    this.disclosure = new Disclosure(hints ? 'pending' : 'open');
    this.ladderNote = h('p', { class: 'withheld-reason ladder-note', hidden: true },
      t('play-ladder-note', { ask: firstRung() }));
    this.#underVerdict = underVerdict;
    this.#values = values;
    this.#linkTo = linkTo;
    this.#onEnd = onEnd;
    this.sides = h('select', { 'aria-label': t('play-sides-name') });
    this.sides.addEventListener('change', () => this.#chooseSides());
    this.board = h('figure', { class: 'board play-board', 'aria-label': t('play-board') });
    this.pad = h('div', { class: 'choice-pad', role: 'group', 'aria-label': t('choose'), hidden: true });
    this.status = h('p', { class: 'play-status', 'aria-live': 'polite' });
    /** Why the solver answered as it did (its last move's `line_reason`). */
    this.why = h('p', { class: 'solver-why', hidden: true });
    this.hintButton = h('button', { type: 'button', onclick: () => this.#hint() }, workRung());
    this.hintText = h('div', { class: 'hint-text', 'aria-live': 'polite' });
    this.mistake = h('div', { class: 'mistake', role: 'alert', hidden: true });
    this.review = h('div', { class: 'review', hidden: true });
    this.undoButton = h('button', { type: 'button', onclick: () => this.#undo() }, t('play-undo'));
    this.valuesSummary = h('p', { class: 'values-summary', 'aria-live': 'polite', hidden: true });
    this.strip = new ValueStrip({ label: t('play-strip'), noun: 'Move' });
    // Where this game starts: the verdict above the board is the input's, which a link's
    // &play= position or "Play from here" at a later step is not (issue 33: "Monocarp wins"
    // stood over a board where Bicarp was to move and winning).
    this.from = h('p', { class: 'play-from' });
    this.moveList = h('ol', { class: 'play-moves', 'aria-label': t('play-moves-name') });
    this.link = linkTo ? h('a', { class: 'play-link', href: '#' }, t('play-link')) : null;
    values?.onChange(() => this.#markValues());
    const valuesSwitch = values ? values.makeSwitch() : null;
    if (valuesSwitch) this.disclosure.gate(valuesSwitch.querySelector('input'), 'moves', { reason: t('play-after-hints') });
    this.stripHolder = h('div', { class: 'play-strip' }, this.strip.element);
    this.disclosure.on(() => this.#showDisclosed());
    this.element = h('section', { class: 'play', 'aria-label': t('play'), hidden: true },
      h('div', { class: 'play-head' }, h('h3', {}, t('play')), h('label', {}, t('play-sides'), ' ', this.sides),
        valuesSwitch,
        h('div', { class: 'play-controls' },
          this.undoButton,
          h('button', { type: 'button', onclick: () => this.#restart() }, t('play-restart')),
          h('button', { type: 'button', onclick: () => this.#swap() }, t('play-swap')),
          h('button', { type: 'button', onclick: () => { this.stop(); onExit(); } }, t('play-stop')))),
      this.from, this.board, this.valuesSummary, this.pad, this.status, this.why, this.ladderNote, this.mistake,
      h('div', { class: 'hints', hidden: !hints }, this.hintButton, this.hintText),
      this.review,
      h('div', { class: 'play-history' },
        h('h4', {}, t('play-moves'), ' ', h('span', { class: 'play-moves-note' }, t('play-moves-note'))),
        this.moveList, this.link ? h('p', { class: 'play-link-line' }, this.link) : null),
      this.stripHolder);
  }

  /** The position's facts as the ladder allows now: asked again at each position the learner is to move in. */
  #ask() {
    const { view } = this.#now;
    // Move values switched on (in Watch, before playing) were asked for: they say it all.
    if (!this.#offersHints || !view.to_move || this.#humans.size === 0 || this.#values?.on) {
      if (this.disclosure.state === 'pending') this.disclosure.answer();
      return;
    }
    // A new position asks again (what a rung or a flag revealed was of the last one).
    const climbed = this.#ladder?.view === view && this.#hints > 0;
    if (!climbed && (this.#askedAt !== view || this.disclosure.state !== 'pending')) this.disclosure.ask();
    this.#askedAt = view;
  }

  /** Shows what the disclosure allows of the position in play. */
  #showDisclosed() {
    if (!this.#history.length) return;
    const told = this.disclosure.shows('winner');
    this.why.hidden = !this.#now.why || !told;
    this.stripHolder.hidden = !told;
    this.ladderNote.hidden = told;
    this.#drawStrip();
    this.#markValues();
  }

  get #now() {
    return this.#history[this.#history.length - 1];
  }

  /**
   * Starts a game of `game` from `position` (notation of docs/RULES.md); `side`: the player the
   * learner moves for (the player to move by default).
   */
  async start(game, position, legend, { side = null } = {}) {
    this.stop();
    this.#game = game;
    this.#legend = legend;
    this.#origin = position;
    const view = await this.#solver.view(game, position, { origin: position });
    if (view.error) {
      this.status.textContent = t('play-cannot', { error: view.error.message });
      this.element.hidden = false;
      return;
    }
    const [first, second] = view.players;
    this.sides.replaceChildren(
      h('option', { value: 'mover' }, t('play-you', { player: view.to_move ?? first })),
      h('option', { value: 'other' }, t('play-you', { player: view.to_move === first ? second : first })),
      h('option', { value: 'both' }, t('play-both')),
      h('option', { value: 'none' }, t('play-none')));
    this.players = view.players;
    const start = h('code', {}, suitText(view.position));
    this.from.replaceChildren(...(this.#underVerdict ? tNodes('play-from-verdict', { position: start }) : tNodes('play-from', { position: start })));
    this.#history = [{ view, move: null, by: null }];
    const other = side != null && side !== view.to_move && view.players.includes(side);
    this.sides.value = other ? 'other' : 'mover';
    this.#humans = new Set([other ? side : view.to_move]);
    this.element.hidden = false;
    this.#render();
    this.#next();
  }

  /** Stops the game (and any move of the solver's waiting to be made). */
  stop() {
    clearTimeout(this.#timer);
    this.#serial++;
    this.element.hidden = true;
  }

  #chooseSides() {
    const mover = this.#history[0].view.to_move;
    const other = this.players.find((p) => p !== mover);
    this.#humans = new Set({ mover: [mover], other: [other], both: this.players, none: [] }[this.sides.value]);
    this.#render();
    this.#next();
  }

  #swap() {
    this.#humans = new Set(this.players.filter((p) => !this.#humans.has(p)));
    if (this.#humans.size === 1) this.sides.value = this.#humans.has(this.#history[0].view.to_move) ? 'mover' : 'other';
    this.#render();
    this.#next();
  }

  #restart() {
    clearTimeout(this.#timer);
    this.#serial++;
    this.#history = this.#history.slice(0, 1);
    this.#render();
    this.#next();
  }

  /** Takes back the last move of the learner's (and the solver's answers after it). */
  #undo() {
    clearTimeout(this.#timer);
    this.#serial++;
    if (this.#history.length <= 1) return;
    do {
      this.#history.pop();
    } while (this.#history.length > 1 && !this.#humans.has(this.#now.view.to_move));
    this.#render();
    this.#next();
  }

  /** Lets the solver move when it is its turn. */
  #next() {
    const view = this.#now.view;
    if (!view.to_move || this.#humans.has(view.to_move) || !view.line_move) return;
    const serial = ++this.#serial;
    this.#timer = setTimeout(() => {
      if (serial === this.#serial) this.#play(view.line_move, { solver: true });
    }, SOLVER_DELAY_MS);
  }

  async #cell(index) {
    const view = this.#now.view;
    if (!view.to_move || !this.#humans.has(view.to_move)) return;
    const moves = await this.#solver.moves(this.#game, view.position, index);
    if (this.#now.view !== view) return;
    if (moves.length === 0) {
      // The rule the click meets, as the core says it.
      const why = await this.#solver.noMove(this.#game, view.position, index);
      if (this.#now.view !== view) return;
      this.status.textContent = `${t('practice-no-move')} ${why ?? t('play-only-allowed', { player: view.to_move })}`;
      return;
    }
    // A legal tap: an earlier "No move there" no longer applies.
    this.#sayWhoMoves();
    if (moves.length === 1 && moves[0].choice == null) {
      this.#play(moves[0]);
      return;
    }
    // A choice to make on this cell (the digit to write): a pad of the core's moves, each
    // shown as `verdict moves` writes it and named in words, marked by the second rung of
    // hints as keeping or throwing away the win.
    this.pad.replaceChildren(...choicePad(moves, {
      marks: this.#hints >= 2,
      onChoose: (mv) => this.#play(mv),
      onCancel: () => { this.pad.hidden = true; },
    }));
    this.pad.hidden = false;
    this.pad.querySelector('button.choice')?.focus();
  }

  async #play(move, { solver = false } = {}) {
    const before = this.#now;
    const by = before.view.to_move;
    const serial = ++this.#serial;
    const view = await this.#solver.play(this.#game, before.view.position, move.cell, move.choice,
      { origin: this.#origin, hints: false });
    if (serial !== this.#serial || this.#now !== before) return;
    if (!view) {
      this.status.textContent = t('play-illegal');
      return;
    }
    this.#history.push({ view, move, by, why: solver ? before.view.line_reason : '' });
    this.#hints = 0;
    this.#render();
    if (!view.to_move) this.#onEnd?.({ winner: view.winner, humans: [...this.#humans] });
    // A move of the learner's that throws a won position away: say so, with a better move.
    if (!solver && before.view.mover_wins && view.winner !== by) {
      const better = before.view.line_move;
      this.mistake.replaceChildren(
        h('p', {}, h('strong', {}, `${t('play-throws')} `), suitText(view.reason)),
        // (replaceChildren writes a null as the text "null": nothing is given instead.)
        ...(better ? [h('p', {}, `${t('play-better', { move: better.doing })}: `, suitText(before.view.reason))] : []),
        h('div', { class: 'mistake-actions' },
          h('button', { type: 'button', onclick: () => this.#undo() }, t('play-take-back')),
          h('button', { type: 'button', onclick: () => { this.mistake.hidden = true; this.#next(); } }, t('play-on'))));
      this.mistake.hidden = false;
      // The flag has told who is winning now: what says it may show (the strip's mistake).
      this.disclosure.reveal('winner', 'value', 'workings', 'legality', 'line');
      // The solver does not move until the learner chooses: the status says so, not "thinking".
      this.status.textContent = `${moveBy(by, move)}. ${t('play-waits')}`;
      this.mistake.querySelector('button')?.focus();
      return;
    }
    this.#next();
  }

  /**
   * The next rung of the core's hint ladder (verdict_model::hints), which knows a won position
   * from a lost one: fetched with the board's ✓/✗ marks at the first rung, the marks drawn from
   * the second, the move the third names outlined.
   */
  async #hint() {
    const view = this.#now.view;
    if (!view.to_move) return;
    // The middle rung first: it reveals nothing (the disclosure stays as it is).
    if (this.#promptedAt !== view && this.#hints === 0) {
      this.#promptedAt = view;
      this.#renderHints();
      this.hintText.querySelector('.work-out')?.focus({ preventScroll: true });
      return;
    }
    let marked = this.#ladder?.view === view ? this.#ladder.marked : null;
    if (!marked) {
      marked = await this.#solver.view(this.#game, view.position, { last: this.#now.move?.cell ?? null, origin: this.#origin, hints: true });
      if (this.#now.view !== view || marked.error || !marked.hints) return;
      this.#ladder = { view, marked };
    }
    this.#hints = Math.min(marked.hints.rungs.length, this.#hints + 1);
    // The first rung answers "is my position won?": who is winning may show; the second, the moves.
    this.disclosure.reveal('winner', 'value', 'workings', 'legality', 'line', ...(this.#hints >= 2 ? ['moves'] : []));
    if (this.#hints >= 2) this.#drawBoard(marked, this.#hints >= 3 ? marked.hints.named : null);
    else this.#drawBoard(view);
    this.#renderHints();
  }

  #renderHints() {
    const view = this.#now.view;
    const ladder = this.#ladder?.view === view ? this.#ladder.marked.hints : null;
    // A position other than the one the ladder was asked of starts again from the first rung.
    if (!ladder) this.#hints = 0;
    const rungs = ladder?.rungs ?? [];
    const prompted = this.#promptedAt === view;
    this.hintText.replaceChildren(...(prompted ? [workOut(view)] : []), ...rungs.slice(0, this.#hints).map((rung) => h('p', {}, suitText(rung.says))));
    this.hintButton.textContent = this.#hints > 0 ? (rungs[this.#hints] ?? rungs[rungs.length - 1]).ask : prompted ? firstRung() : workRung();
    this.hintButton.disabled = (ladder && this.#hints >= rungs.length) || !view.to_move || !this.#humans.has(view.to_move);
  }

  #drawBoard(view, best = null) {
    const human = view.to_move && this.#humans.has(view.to_move);
    const shown = disclosedBoard(view.board, this.#legend, this.disclosure, { reason: t('play-when-asked', { ask: firstRung() }) });
    this.board.replaceChildren(...renderBoard(shown.board, shown.legend, { onCell: human ? (index) => this.#cell(index) : null }));
    this.board.dataset.playPosition = view.position;
    // A move on several cells is marked just played on each (the core marks the one it is told
    // of), and every cell of the move a hint names is outlined.
    const played = this.#now.view.position === view.position ? cellsOf(this.#now.move) : [];
    if (played.length > 1) markCells(this.board, played, 'role-now');
    if (best) markCells(this.board, cellsOf(best), 'best-move');
    this.#markValues();
  }

  /** With "Show move values" on: every legal move of the position in play marked on the board. */
  async #markValues() {
    const serial = ++this.#marking;
    const position = this.board.dataset.playPosition;
    // The switch is shared with Watch's: on there, the marks still wait for the second rung here.
    if (!this.#values?.on || !position || !this.disclosure.shows('moves')) {
      clearMarks(this.board);
      this.valuesSummary.hidden = true;
      return;
    }
    const view = await this.#values.fetch(this.#game, position, this.board);
    if (serial !== this.#marking || this.board.dataset.playPosition !== position) return;
    if (!view.error) markBoard(this.board, view.cells);
    valuesSummary(this.valuesSummary, view);
    this.valuesSummary.hidden = false;
  }

  /** The status line: the last move and who is to move now (it replaces any earlier message). */
  #sayWhoMoves() {
    const { view, move, by } = this.#now;
    const last = move ? `${moveBy(by, move)}. ` : '';
    if (!view.to_move) {
      this.status.replaceChildren(h('strong', {}, `${last}${t('wins', { player: view.winner })}`));
    } else {
      const yours = this.#humans.has(view.to_move);
      this.status.textContent = `${last}${yours ? t('play-your-move', { player: view.to_move }) : t('play-solver-move', { player: view.to_move })}`;
    }
  }

  #render() {
    const { view, move, by, why } = this.#now;
    this.#ask();
    this.pad.hidden = true;
    this.mistake.hidden = true;
    this.#drawBoard(view);
    this.#sayWhoMoves();
    // The solver's move comes with its reason: the strategy it follows, or what it tries.
    this.why.hidden = !why || !this.disclosure.shows('winner');
    this.why.replaceChildren(...(why ? [h('strong', {}, `${t('why')}: `), suitText(why)] : []));
    this.undoButton.disabled = this.#history.length <= 1;
    if (this.link) this.link.href = this.#linkTo(view.position);
    this.#renderHints();
    this.#renderReview();
    this.#drawStrip();
  }

  /** Goes back to the position of `index` in the game so far (0: where play started). */
  #goTo(index) {
    clearTimeout(this.#timer);
    this.#serial++;
    this.#history = this.#history.slice(0, index + 1);
    this.#render();
    this.#next();
  }

  /**
   * "Retry this mistake": back to the position before move `index`, with whoever made it to move
   * played by the learner, to find a move that keeps the win.
   */
  #retry(index) {
    const { by } = this.#history[index];
    if (!this.#humans.has(by)) {
      this.#humans = new Set([by]);
      this.sides.value = by === this.#history[0].view.to_move ? 'mover' : 'other';
    }
    this.#goTo(index - 1);
    this.status.textContent = t('play-retry-status', { player: by });
    this.board.querySelector('button')?.focus();
  }

  /**
   * The moves so far, each with its value for the player who made it (W: that player wins after
   * it, L: loses; with the moves to the end where the game is timed) and a "!" on a move that
   * changed who wins. Each is a button back to the position it reached.
   */
  #drawMoves() {
    const history = this.#history;
    const last = history.length - 1;
    // The moves' values say who is winning now: they wait for the ladder's first rung.
    const told = this.disclosure.shows('winner');
    const item = (i, body, label) => h('li', { class: i === last ? 'current' : null },
      h('button', { type: 'button', class: 'play-move', 'aria-current': i === last ? 'step' : null, 'aria-label': label,
        onclick: () => this.#goTo(i) }, body));
    this.moveList.replaceChildren(
      item(0, t('play-start'), last === 0 ? t('play-start-name', { position: history[0].view.position }) : t('play-start-back', { position: history[0].view.position })),
      ...history.slice(1).map((entry, k) => {
        const i = k + 1;
        const wins = entry.view.winner === entry.by;
        const changed = history[i - 1].view.winner !== entry.view.winner;
        // Moves to the end after this one, this move included (the clock of "Show move values").
        // The move that ends the game lasts that one move, whether or not the game is timed.
        const clock = !entry.view.to_move ? '1' : entry.moves != null ? String(entry.moves + 1) : '';
        const value = `${wins ? 'W' : 'L'}${clock}`;
        const player = { player: entry.by };
        const said = moveBy(entry.by, entry.move);
        const words = `${wins ? (entry.view.to_move ? t('play-value-keeps', player) : t('play-value-wins', player)) : t('play-value-loses', player)}${clock ? t('play-value-clock', { moves: Number(clock) }) : ''}${changed ? t('play-value-changed') : ''}`;
        if (!told) {
          return item(i, [h('span', { class: 'move-number' }, `${i}.`), ' ', h('span', { class: 'move-what' }, said)],
            `${i}. ${said}${i === last ? '' : t('play-go-back')}`);
        }
        return item(i, [
          h('span', { class: 'move-number' }, `${i}.`), ' ',
          h('span', { class: 'move-what' }, said), ' ',
          h('span', { class: `move-value ${wins ? 'wins' : 'loses'}`, 'aria-hidden': 'true' }, value),
          changed ? h('span', { class: 'move-changed', 'aria-hidden': 'true' }, '!') : null,
        // The name starts with the button's visible text (voice control says what it sees).
        ], `${i}. ${said} ${value}${changed ? '!' : ''}: ${words}${i === last ? '' : t('play-go-back')}`);
      }));
  }

  /**
   * The strip of the game so far: who was winning after each move, from the views already
   * held, and how many moves were left (each position's clock, asked once and kept); the move
   * list draws from the same.
   */
  async #drawStrip() {
    const history = this.#history;
    // Who was winning waits for the ladder's first rung: no column holds it meanwhile.
    if (!this.disclosure.shows('winner')) {
      this.strip.withhold(t('play-when-asked', { ask: firstRung() }));
      this.#drawMoves();
      return;
    }
    const entries = history.map((entry, i) => ({
      index: i, to_move: entry.view.to_move, winner: entry.view.winner, moves: entry.moves ?? null,
      mistake: i > 0 && history[i - 1].view.winner !== entry.view.winner,
    }));
    this.strip.draw(entries, { current: history.length - 1, sides: this.players, total: history.length - 1 });
    this.#drawMoves();
    const missing = history.filter((entry) => entry.moves === undefined);
    if (missing.length === 0) return;
    await Promise.all(missing.map(async (entry) => {
      const reply = await this.#solver.call('moveValues', { game: this.#game, position: entry.view.position, first: 0, count: 0 });
      entry.moves = reply.ok ? reply.value.value.moves : null;
    }));
    if (this.#history === history) this.#drawStrip();
  }

  /** At the end: the moves that changed who wins, and no others, each one to retry. */
  #renderReview() {
    const over = !this.#now.view.to_move;
    this.review.hidden = !over;
    if (!over) return;
    const turns = [];
    for (let i = 1; i < this.#history.length; i++) {
      const before = this.#history[i - 1].view;
      const { view, move, by } = this.#history[i];
      if (view.winner !== before.winner) {
        turns.push(h('li', {}, `${t('play-review-move', { n: i })} ${moveBy(by, move)}. `, suitText(t('play-review-change', { before: before.winner, after: view.winner })),
          before.line_move ? ` ${t('play-better', { move: before.line_move.doing })}. ` : ' ',
          h('button', { type: 'button', class: 'retry', onclick: () => this.#retry(i) }, t('play-retry', { n: i }))));
      }
    }
    this.review.replaceChildren(h('h4', {}, t('play-review')),
      turns.length ? h('ol', {}, turns)
        : h('p', {}, t('play-review-none', { player: this.#now.view.winner })));
  }
}

/**
 * "What should I work out?" for `view` (the core's position view): each of the board's facts
 * that says what it means, by its name and meaning but not its value, and a working's table
 * without its total rows (the column sums left to the student); where the board has none, how
 * backward induction decides a position. Nothing here says who is winning.
 */
function workOut(view) {
  const facts = (view.board?.facts ?? []).filter((fact) => fact.meaning);
  const mover = view.to_move;
  const other = view.players?.find((p) => p !== mover) ?? t('play-opponent');
  if (!facts.length) {
    return h('div', { class: 'work-out', tabindex: '-1' }, h('p', {},
      t('play-work-induction', { mover, other })));
  }
  const parts = [h('p', {}, t('play-work-facts')),
    h('ul', {}, facts.map((fact) => h('li', {}, h('strong', {}, fact.label), ': ', suitText(fact.meaning), '.')))];
  for (const { working } of facts) {
    if (!working) continue;
    const rows = working.rows.slice(0, working.rows.length - working.totals);
    parts.push(h('div', { class: 'working-scroll', role: 'region', 'aria-label': t('play-work-table', { table: working.switch }), tabindex: '0' },
      h('table', { class: 'working' },
        h('thead', {}, h('tr', {}, working.columns.map((column) => h('th', { scope: 'col' }, column)))),
        h('tbody', {}, rows.map((row) => h('tr', {}, row.map((cell) => h('td', {}, cell))))))),
    h('p', { class: 'working-caption' }, suitText(working.caption), ` ${t('play-work-total')}`));
  }
  return h('div', { class: 'work-out', tabindex: '-1' }, parts);
}
