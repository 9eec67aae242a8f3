// Practice: a set of exercises made from a seed (the link carries it, so a teacher can hand
// out the same set), answered in words, by a button, or by clicking the board (a place, then a
// move from a pad where the place offers several), graded by the exact engine, which accepts
// any right answer in any spacing. After a wrong answer, a right one and why. A slip (an answer
// the core marks malformed: nothing, a form that does not parse, the wrong length, a move that
// cannot be made here) is told what is wrong, beside the input, and costs nothing: it is not
// counted and gives nothing away, like a tap on the board where no move is. Some of the winning
// moves of a "find every" exercise are told how many were found, and counted, without the rest.
// The moves picked on the board are marked there. A running score, and at the end of the set a
// summary: which were right at the first try, which at a later one, and the others to retry.
// Game-neutral: the board, and whether a click answers, are the exercise's (the core's).
import { choicePad, renderBoard } from '../shared/board.js';
import { t, tNodes } from '../shared/i18n.js';
import './panel-words.js';
import { h, suitText } from '../shared/render.js';
import { nameIn } from '../shared/words.js';

let panels = 0;

/** Which try was right: "the first try", …, "try 4", as the language says it. */
const nthTry = (n) => t('practice-nth', { n });

export class PracticePanel {
  #solver;
  #onSeed;
  #game = null;
  #seed = 0;
  #set = [];
  #at = 0;
  #score = { right: 0, tried: 0 };
  /** Each exercise answered so far, by number: whether its first answer was right. */
  #first = new Map();
  /** Each exercise answered so far, by number: answers counted, and the one that was right. */
  #tries = new Map();
  /** The moves picked on the board, by label: the place each was picked on, and its choice. */
  #picked = new Map();
  /** Sets asked for so far: only the newest one is shown. */
  #loading = 0;

  /** Hears each grade (a lesson keeps the score), or null. */
  #onGraded;
  #moreEnglish;

  /**
   * `onSeed(seed)` hears the set's seed, so the page can put it in its link; `onGraded({ right,
   * answered, total, missed })` hears the score after each answer (right: at the first try;
   * `missed`: the numbers of the exercises wrong at their first try). `moreEnglish`: as the
   * Explanation's (www/panels/explanation.js): a compact embed's game's exercises and grades are
   * in its English loaded later, so a set is asked for once it has come.
   */
  constructor(solver, { onSeed = () => {}, onGraded = null, moreEnglish = () => null } = {}) {
    this.#solver = solver;
    this.#moreEnglish = moreEnglish;
    this.#onSeed = onSeed;
    this.#onGraded = onGraded;
    this.title = h('p', { class: 'practice-title' });
    this.prompt = h('p', { class: 'practice-prompt' });
    this.given = h('p', { class: 'practice-given' });
    this.board = h('figure', { class: 'board practice-board', 'aria-label': t('practice-board') });
    this.pad = h('div', { class: 'practice-pad', role: 'group', 'aria-label': t('practice-pad'), hidden: true });
    this.help = h('p', { class: 'practice-help' });
    const feedbackId = `practice-feedback-${++panels}`;
    this.answer = h('input', { type: 'text', class: 'practice-answer', autocomplete: 'off', spellcheck: 'false', 'aria-label': t('practice-answer'),
      'aria-describedby': feedbackId, oninput: () => { this.answer.removeAttribute('aria-invalid'); this.#markPicks(); } });
    this.submit = h('button', { type: 'submit' }, t('practice-check'));
    this.choices = h('div', { class: 'practice-choices', role: 'group', 'aria-label': t('choose') });
    this.form = h('form', { class: 'practice-form', onsubmit: (e) => { e.preventDefault(); this.#grade(this.answer.value); } },
      this.answer, this.submit);
    this.feedback = h('div', { class: 'practice-feedback', id: feedbackId, 'aria-live': 'polite' });
    this.score = h('p', { class: 'practice-score', 'aria-live': 'polite' });
    this.summary = h('div', { class: 'practice-summary', hidden: true });
    this.nextButton = h('button', { type: 'button', onclick: () => this.#show(this.#at + 1) }, t('practice-next'));
    this.element = h('details', { class: 'practice' },
      h('summary', {}, t('panel-practice')),
      h('div', { class: 'practice-body' },
        h('div', { class: 'practice-head' }, this.title,
          h('button', { type: 'button', onclick: () => this.load(this.#game, Math.floor(Math.random() * 1e6)) }, t('practice-new'))),
        this.prompt, this.given, this.board, this.pad, this.help, this.choices, this.form, this.feedback,
        h('div', { class: 'practice-foot' }, this.score, this.nextButton), this.summary));
  }

  /** Loads the set of `game` from `seed` (and opens the panel when `open`). */
  async load(game, seed, { open = false } = {}) {
    const loading = ++this.#loading;
    this.#game = game;
    this.#seed = seed;
    await this.#moreEnglish(game);
    const set = await this.#solver.exercises(game, seed);
    // A newer set (another game, another seed) was asked for meanwhile.
    if (loading !== this.#loading) return;
    this.#set = set;
    this.#score = { right: 0, tried: 0 };
    this.#first = new Map();
    this.#tries = new Map();
    if (open) this.element.open = true;
    this.#onSeed(seed);
    this.#show(0);
  }

  /** The game shown changed: a set shown is made again for it, from the same seed. */
  showGame(game) {
    if (this.#game != null && game !== this.#game) this.load(game, this.#seed);
  }

  #show(index) {
    if (!this.#set.length) return;
    this.#at = ((index % this.#set.length) + this.#set.length) % this.#set.length;
    const exercise = this.#set[this.#at];
    this.title.textContent = t('practice-title', { seed: String(this.#seed), number: exercise.number, total: this.#set.length });
    this.prompt.replaceChildren(suitText(exercise.prompt));
    this.given.replaceChildren(h('code', {}, suitText(exercise.given)));
    const byBoard = { one: t('practice-by-one'), several: t('practice-by-several') }[exercise.pick];
    this.help.replaceChildren(exercise.answer_help, ...(byBoard ? [' ', h('span', { class: 'practice-by-board' }, byBoard)] : []));
    this.feedback.replaceChildren();
    delete this.feedback.dataset.correct;
    delete this.feedback.dataset.illegal;
    delete this.feedback.dataset.partial;
    this.answer.value = '';
    this.answer.removeAttribute('aria-invalid');
    this.#picked = new Map();
    this.pad.hidden = true;
    this.choices.replaceChildren(...exercise.choices.map((choice) =>
      // A choice is a player's name as the core spells it (what the grade reads), shown as the
      // reader's language writes it.
      h('button', { type: 'button', class: 'practice-choice', onclick: () => this.#grade(choice) }, nameIn(choice))));
    this.choices.hidden = exercise.choices.length === 0;
    this.form.hidden = exercise.choices.length > 0;
    this.#renderScore();
    // The position as the game draws it, without what gives the answer away (the core's
    // exercise board); none for an exercise that is no position.
    this.board.hidden = !exercise.board;
    this.board.replaceChildren(...(exercise.board
      ? renderBoard(exercise.board, [], { onCell: exercise.pick ? (cell) => this.#pickCell(exercise, cell) : null }) : []));
  }

  /** A place of the exercise's board clicked: its move, or a pad of its moves. */
  async #pickCell(exercise, cell) {
    const moves = await this.#solver.moves(this.#game, exercise.given, cell);
    if (this.#set[this.#at] !== exercise) return;
    if (moves.length === 0) {
      // The rule the click meets, as the core says it.
      const why = await this.#solver.noMove(this.#game, exercise.given, cell);
      if (this.#set[this.#at] !== exercise) return;
      this.pad.hidden = true;
      this.feedback.dataset.illegal = 'true';
      delete this.feedback.dataset.correct;
      delete this.feedback.dataset.partial;
      this.feedback.replaceChildren(h('p', {}, h('strong', {}, `${t('practice-no-move')} `), why ?? t('practice-no-place'), ` ${t('practice-click-another')}`));
      return;
    }
    if (moves.length === 1 && moves[0].choice == null) {
      this.#answerMove(exercise, moves[0], cell);
      return;
    }
    this.pad.replaceChildren(...choicePad(moves, {
      onChoose: (mv) => { this.pad.hidden = true; this.#answerMove(exercise, mv, cell); },
      onCancel: () => { this.pad.hidden = true; },
    }));
    this.pad.hidden = false;
    this.pad.querySelector('button.choice')?.focus();
  }

  /** A move picked on the board: the answer (`one`), or added to or taken out of it (`several`). */
  #answerMove(exercise, move, cell) {
    const { label } = move;
    const picked = { cell, choice: move.choice };
    if (exercise.pick === 'one') {
      this.answer.value = label;
      this.#picked = new Map([[label, picked]]);
      this.#markPicks();
      this.#grade(label);
      return;
    }
    const moves = this.answer.value.split(/[\s,]+/).filter(Boolean);
    const at = moves.indexOf(label);
    if (at >= 0) moves.splice(at, 1);
    else {
      moves.push(label);
      this.#picked.set(label, picked);
    }
    this.answer.value = moves.join(' ');
    this.answer.removeAttribute('aria-invalid');
    this.#markPicks();
    this.submit.focus();
  }

  /**
   * Marks on the board the places of the moves picked there that the answer still holds (a
   * move typed out of the answer loses its mark): by a sign and words, not colour alone.
   */
  #markPicks() {
    const written = new Set(this.answer.value.split(/[\s,]+/).filter(Boolean));
    const byCell = new Map();
    for (const [label, { cell, choice }] of this.#picked) {
      if (written.has(label)) byCell.set(cell, [...(byCell.get(cell) ?? []), { label, choice }]);
    }
    for (const button of this.board.querySelectorAll('button[data-cell]')) {
      const picks = byCell.get(Number(button.dataset.cell));
      const item = button.closest('li');
      item?.classList.toggle('picked', Boolean(picks));
      button.querySelector('.pick-mark')?.remove();
      if (picks) {
        // The move as the answer writes it where the place offers a choice, a dot where the
        // place is the move.
        const shown = picks.map(({ label, choice }) => (choice == null ? '●' : label)).join(' ');
        button.append(h('span', { class: 'pick-mark' }, h('span', { 'aria-hidden': 'true' }, shown),
          h('span', { class: 'sr-only' }, t('practice-picked', { moves: picks.map(({ label }) => label).join(', ') }))));
      }
    }
  }

  async #grade(answer) {
    const exercise = this.#set[this.#at];
    const graded = await this.#solver.grade(this.#game, this.#seed, exercise.number, answer);
    if (this.#set[this.#at] !== exercise) return;
    delete this.feedback.dataset.partial;
    if (graded.mark === 'malformed') {
      // A slip: told what is wrong, beside the input, and nothing counted or given away.
      this.feedback.dataset.illegal = 'true';
      delete this.feedback.dataset.correct;
      this.answer.setAttribute('aria-invalid', 'true');
      this.feedback.replaceChildren(h('p', {}, h('strong', {}, `${t('practice-illegal')} `), suitText(graded.message),
        ` ${t('practice-not-counted')}`));
      if (!this.form.hidden) this.answer.focus();
      return;
    }
    this.answer.removeAttribute('aria-invalid');
    // Each exercise counts once for the score, at its first answer; its tries until it is right.
    if (!this.#first.has(exercise.number)) {
      this.#first.set(exercise.number, graded.correct);
      this.#score.tried++;
      if (graded.correct) this.#score.right++;
    }
    const tries = this.#tries.get(exercise.number) ?? { count: 0, rightAt: null };
    if (tries.rightAt == null) {
      tries.count++;
      if (graded.correct) tries.rightAt = tries.count;
    }
    this.#tries.set(exercise.number, tries);
    this.feedback.dataset.correct = String(graded.correct);
    delete this.feedback.dataset.illegal;
    if (graded.mark === 'partial') this.feedback.dataset.partial = 'true';
    const head = graded.correct ? (tries.rightAt > 1 ? t('practice-right-at', { at: nthTry(tries.rightAt) }) : t('practice-right'))
      : graded.mark === 'partial' ? t('practice-partial') : t('practice-wrong');
    // A partial answer is told how many it found, not the rest: the student looks on.
    const shown = graded.mark === 'wrong' && graded.solution;
    this.feedback.replaceChildren(
      h('p', {}, h('strong', {}, `${head} `), suitText(graded.message)),
      ...(shown ? [h('p', {}, ...tNodes('practice-solution', { answer: h('code', {}, suitText(graded.solution)) }))] : []));
    this.#renderScore();
    this.#renderSummary();
    const missed = [...this.#first].filter(([, right]) => !right).map(([number]) => number);
    this.#onGraded?.({ right: this.#score.right, answered: this.#first.size, total: this.#set.length, missed });
  }

  #renderScore() {
    const { right, tried } = this.#score;
    this.score.textContent = tried ? t('practice-score', { right, tried }) : t('practice-score-none');
  }

  /** Once every exercise has an answer: which were right at the first try, and the rest to retry. */
  #renderSummary() {
    const done = this.#set.length > 0 && this.#set.every((exercise) => this.#first.has(exercise.number));
    this.summary.hidden = !done;
    if (!done) return;
    const first = this.#set.filter((exercise) => this.#first.get(exercise.number)).length;
    const later = this.#set.filter((exercise) => this.#tries.get(exercise.number)?.rightAt > 1)
      .map((exercise) => ({ number: exercise.number, at: this.#tries.get(exercise.number).rightAt }));
    const retry = this.#set.filter((exercise) => this.#tries.get(exercise.number)?.rightAt == null);
    this.summary.replaceChildren(
      h('h4', {}, t('practice-done')),
      h('p', {}, t('practice-first-try', { right: first, total: this.#set.length })),
      ...(later.length ? [h('p', { class: 'practice-later' }, t('practice-later', { list: later.map(({ number, at }) => t('practice-later-one', { number, at: nthTry(at) })).join(', ') }))] : []),
      retry.length
        ? h('p', { class: 'practice-retry' }, `${t('practice-retry')} `, ...retry.map((exercise) =>
          h('button', { type: 'button', onclick: () => this.#show(this.#set.indexOf(exercise)) }, t('practice-exercise', { number: exercise.number }))))
        : h('p', {}, later.length ? t('practice-all-now') : t('practice-all-first')));
  }
}
