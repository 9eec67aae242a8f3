// Practice: a set of exercises made from a seed (the link carries it, so a teacher can hand
// out the same set), answered in words or by a button, graded by the exact engine, which
// accepts any right answer; after a wrong answer, a right one and why. A running score.
import { renderBoard } from './board.js';
import { h, suitText } from './render.js';

export class PracticePanel {
  #solver;
  #onSeed;
  #game = null;
  #seed = 0;
  #set = [];
  #at = 0;
  #score = { right: 0, tried: 0 };
  #answered = new Set();

  /** `onSeed(seed)` hears the set's seed, so the page can put it in its link. */
  constructor(solver, { onSeed = () => {} } = {}) {
    this.#solver = solver;
    this.#onSeed = onSeed;
    this.title = h('p', { class: 'practice-title' });
    this.prompt = h('p', { class: 'practice-prompt' });
    this.given = h('p', { class: 'practice-given' });
    this.board = h('figure', { class: 'board practice-board', 'aria-label': 'The position of the exercise' });
    this.help = h('p', { class: 'practice-help' });
    this.answer = h('input', { type: 'text', class: 'practice-answer', autocomplete: 'off', spellcheck: 'false', 'aria-label': 'Your answer' });
    this.submit = h('button', { type: 'submit' }, 'Check my answer');
    this.choices = h('div', { class: 'practice-choices', role: 'group', 'aria-label': 'Choose' });
    this.form = h('form', { class: 'practice-form', onsubmit: (e) => { e.preventDefault(); this.#grade(this.answer.value); } },
      this.answer, this.submit);
    this.feedback = h('div', { class: 'practice-feedback', 'aria-live': 'polite' });
    this.score = h('p', { class: 'practice-score', 'aria-live': 'polite' });
    this.nextButton = h('button', { type: 'button', onclick: () => this.#show(this.#at + 1) }, 'Next exercise →');
    this.element = h('details', { class: 'practice' },
      h('summary', {}, 'Practise: exercises with answers checked by the solver'),
      h('div', { class: 'practice-body' },
        h('div', { class: 'practice-head' }, this.title,
          h('button', { type: 'button', onclick: () => this.load(this.#game, Math.floor(Math.random() * 1e6)) }, 'New set')),
        this.prompt, this.given, this.board, this.help, this.choices, this.form, this.feedback,
        h('div', { class: 'practice-foot' }, this.score, this.nextButton)));
  }

  /** Loads the set of `game` from `seed` (and opens the panel when `open`). */
  async load(game, seed, { open = false } = {}) {
    this.#game = game;
    this.#seed = seed;
    this.#set = await this.#solver.exercises(game, seed);
    this.#score = { right: 0, tried: 0 };
    this.#answered = new Set();
    if (open) this.element.open = true;
    this.#onSeed(seed);
    this.#show(0);
  }

  /** The game shown changed: a set shown is made again for it, from the same seed. */
  showGame(game) {
    if (this.#game != null && game !== this.#game) this.load(game, this.#seed);
  }

  async #show(index) {
    if (!this.#set.length) return;
    this.#at = ((index % this.#set.length) + this.#set.length) % this.#set.length;
    const exercise = this.#set[this.#at];
    this.title.textContent = `Set ${this.#seed}, exercise ${exercise.number} of ${this.#set.length}`;
    this.prompt.replaceChildren(suitText(exercise.prompt));
    this.given.replaceChildren(h('code', {}, suitText(exercise.given)));
    this.help.textContent = exercise.answer_help;
    this.feedback.replaceChildren();
    this.answer.value = '';
    this.choices.replaceChildren(...exercise.choices.map((choice) =>
      h('button', { type: 'button', class: 'practice-choice', onclick: () => this.#grade(choice) }, choice)));
    this.choices.hidden = exercise.choices.length === 0;
    this.form.hidden = exercise.choices.length > 0;
    this.#renderScore();
    // A position is drawn on the board as in the game.
    this.board.replaceChildren();
    if (this.#game !== 'auction' && exercise.kind !== 'fill') {
      const view = await this.#solver.view(this.#game, exercise.given, {});
      if (!view.error && this.#set[this.#at] === exercise) this.board.replaceChildren(...renderBoard(view.board, []));
    }
  }

  async #grade(answer) {
    const exercise = this.#set[this.#at];
    const graded = await this.#solver.grade(this.#game, this.#seed, exercise.number, answer);
    if (this.#set[this.#at] !== exercise) return;
    // Each exercise counts once, at its first answer.
    if (!this.#answered.has(exercise.number)) {
      this.#answered.add(exercise.number);
      this.#score.tried++;
      if (graded.correct) this.#score.right++;
    }
    this.feedback.dataset.correct = String(graded.correct);
    this.feedback.replaceChildren(
      h('p', {}, h('strong', {}, graded.correct ? '✓ Right. ' : '✗ Not right. '), suitText(graded.message)),
      !graded.correct && graded.solution ? h('p', {}, 'A right answer: ', h('code', {}, suitText(graded.solution))) : null);
    this.#renderScore();
  }

  #renderScore() {
    const { right, tried } = this.#score;
    this.score.textContent = tried ? `Score: ${right} of ${tried} right` : 'Score: no answer yet';
  }
}
