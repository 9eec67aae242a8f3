// The lesson player (docs/RULES.md, "Lessons"): one step at a time, with Next and Previous
// (buttons named "Next step" and "Previous step"; the line inside a watch step steps by "Next
// move") and a progress bar of the steps, each marked as the student did; the step's number,
// the teacher's words and its activity (lesson-activities.js). The element carries
// `data-lesson-step` (from 1) and `data-lesson-steps`. At the end, a summary: the first-try
// mark of each graded step, the steps to retry, and "Copy my results". In the classroom mode
// (`data-present`) every activity, move values, the strip and the tree included, is drawn large
// for the back of a room (style.css). The answers are kept in this browser (lesson-progress.js).
import { t } from '../shared/i18n.js';
import { lessonId, lessonLanguage } from './lesson-format.js';
import { activityView, stepSettings, teacherText } from './lesson-activities.js';
import { LessonProgress } from './lesson-progress.js';
import { isGraded as graded, markRight, resultsText, stepMark, summary } from './lesson-results.js';
import { activityLabel as activityName, markShown } from './lesson-words.js';
import { keepLegible } from '../panels/present.js';
import { h } from '../shared/render.js';
import { Solver } from '../core/solver.js';

let players = 0;

export class LessonPlayer {
  #lesson;
  #games;
  #at = 1;
  #view = null;
  #solver;
  #copy;
  /** The progress bar's dots, one a step, made when first drawn. */
  #dots = null;
  /** Lets the projected text go back to its own sizes (present.js), while projected. */
  #legible = null;

  /**
   * `lesson`: a checked lesson (lesson-format.js); `games`: the core's (games.js). Options:
   * `at`: the step to open at (else where the student left it); `present`: the classroom mode;
   * `compact`: an embed's (fewer words around the steps); `tools`: elements for the head (the
   * page's Leave, Print, Edit); `onStep(k)`: the step shown changed; `onPresent(on)`: the
   * classroom switch was pressed (the page keeps its link in step); `copy(text)`: puts a text on
   * the clipboard and says so (the page's).
   */
  constructor(lesson, { games, at = null, present = false, compact = false, tools = [], onStep = () => {}, onPresent = null, copy = null }) {
    this.#lesson = lesson;
    this.#games = games;
    this.#copy = copy ?? ((text) => navigator.clipboard?.writeText(text));
    this.id = lessonId(lesson);
    this.onStep = onStep;
    this.progress = new LessonProgress(this.id);
    this.progress.onChange = () => { if (!this.element.dataset.lessonSummary) this.#drawBar(); };
    // A step's positions are read under its own settings (a take set), whatever other step asked
    // before: the position exports take the settings of the step shown.
    this.#solver = new Solver({ only: games.only, settingsOf: (game) => {
      const step = lesson.steps[this.#at - 1];
      return step && step.game === game ? stepSettings(games, step) : undefined;
    } });
    const n = lesson.steps.length;
    const prefix = `lesson-${++players}`;
    this.prefix = prefix;
    // The teacher's words are in the teacher's language (the lesson's `lang`), the page's around them in the reader's.
    this.lang = lessonLanguage(lesson);
    this.title = h('h2', { class: 'lesson-title', id: `${prefix}-title`, lang: this.lang }, lesson.title);
    this.counter = h('p', { class: 'lesson-counter', 'aria-live': 'polite' });
    this.bar = h('ol', { class: 'lesson-bar', 'aria-hidden': 'true' });
    this.meter = h('div', { class: 'lesson-meter', role: 'progressbar', 'aria-label': t('lesson-progress'), 'aria-valuemin': '1', 'aria-valuemax': String(n) }, this.bar);
    this.previous = h('button', { type: 'button', class: 'lesson-nav previous', 'aria-label': t('lesson-previous-name'), onclick: () => this.go(this.element.dataset.lessonSummary ? this.#at : this.#at - 1) }, t('lesson-previous'));
    this.next = h('button', { type: 'button', class: 'lesson-nav next', onclick: () => this.#forward() }, t('lesson-next'));
    this.presentButton = onPresent ? h('button', { type: 'button', class: 'lesson-present', 'aria-pressed': String(present), onclick: () => onPresent(!this.present) }, t('present')) : null;
    this.stepHead = h('h3', { class: 'lesson-step-head', id: `${prefix}-step`, tabindex: '-1' });
    this.words = h('div', { class: 'lesson-words' });
    this.body = h('div', { class: 'lesson-body' });
    this.nav = h('nav', { class: 'lesson-nav-bar', 'aria-label': t('lesson-steps') }, this.previous, this.meter, this.next);
    this.element = h('section', {
      class: compact ? 'lesson compact' : 'lesson', 'aria-labelledby': `${prefix}-title`, 'data-lesson-steps': String(n), 'data-lesson-step': '1',
    },
    h('div', { class: 'lesson-head' }, this.title, h('div', { class: 'lesson-tools' }, this.presentButton, ...tools)),
    this.nav, this.counter,
    h('article', { class: 'lesson-step', 'aria-labelledby': `${prefix}-step` }, this.stepHead, this.words, this.body));
    // A presentation clicker sends Page Down and Page Up: the lesson's steps.
    this.element.addEventListener('keydown', (event) => {
      if (event.target.closest('input, textarea, select')) return;
      if (event.key === 'PageDown') { event.preventDefault(); this.#forward(); }
      if (event.key === 'PageUp') { event.preventDefault(); this.go(this.#at - 1); }
    });
    addEventListener('beforeprint', this.#printing);
    this.setPresent(present);
    const start = at ?? this.progress.at;
    this.go(Number.isInteger(start) && start >= 1 && start <= n ? start : 1, { focus: false });
  }

  get present() { return this.element.dataset.present === 'true'; }

  /** Enters or leaves the classroom mode (large, for a projector). */
  setPresent(on) {
    if (on) this.element.dataset.present = 'true';
    else delete this.element.dataset.present;
    // No text under 24 px on a projector (present.js).
    if (on && !this.#legible) this.#legible = keepLegible(this.element);
    if (!on && this.#legible) {
      this.#legible();
      this.#legible = null;
    }
    this.presentButton?.setAttribute('aria-pressed', String(on));
    if (this.presentButton) this.presentButton.textContent = on ? t('lesson-present-leave') : t('present');
  }

  /** The step shown (1-based). */
  get at() { return this.#at; }

  /** Shows step `k` (clamped to the lesson). */
  go(k, { focus = true } = {}) {
    const n = this.#lesson.steps.length;
    const at = Math.max(1, Math.min(n, k));
    this.#view?.close();
    this.#at = at;
    this.progress.at = at;
    delete this.element.dataset.lessonSummary;
    const step = this.#lesson.steps[at - 1];
    this.element.dataset.lessonStep = String(at);
    // Step numbers as written, ungrouped ("Step 21 of 1000"), as the bar and the links count them.
    this.stepHead.textContent = t('lesson-step-head', { k: String(at), n: String(n), activity: activityName(step.activity) });
    this.words.replaceChildren(teacherText(step.text, this.lang));
    this.#view = activityView({
      step, number: at, games: this.#games, solver: this.#solver, progress: this.progress, id: `${this.prefix}-${at}`,
    });
    this.body.replaceChildren(this.#view.element);
    this.previous.disabled = at === 1;
    this.next.disabled = false;
    this.next.textContent = at === n ? t('lesson-next-results') : t('lesson-next');
    this.#drawBar();
    if (focus) this.stepHead.focus({ preventScroll: true });
    if (focus) this.element.scrollIntoView({ block: 'start' });
    this.onStep(at);
  }

  #forward() {
    if (this.#at < this.#lesson.steps.length) this.go(this.#at + 1);
    else this.showSummary();
  }

  /**
   * The progress bar: a mark for each step, as the student did it. The dots are made once and
   * only those whose mark changed are touched: Next redraws no bar of a long lesson.
   */
  #drawBar() {
    const n = this.#lesson.steps.length;
    const records = this.progress.records;
    if (!this.#dots) {
      this.#dots = this.#lesson.steps.map(() => h('li', {}));
      this.bar.replaceChildren(...this.#dots);
      this.bar.classList.toggle('many', n > 40);
    }
    this.#lesson.steps.forEach((step, i) => {
      const mark = stepMark(records[i + 1]);
      const state = !graded(step) ? 'seen' : mark === '-' ? 'open' : markRight(mark) ? 'right' : 'wrong';
      const dot = this.#dots[i];
      const look = `lesson-dot ${state}${i + 1 === this.#at ? ' current' : ''}`;
      if (dot.className !== look) dot.className = look;
      const sign = state === 'right' ? '✓' : state === 'wrong' ? '✗' : '';
      if (dot.textContent !== sign) dot.textContent = sign;
    });
    const done = this.#lesson.steps.filter((step, i) => graded(step) && records[i + 1]?.tries).length;
    const all = this.#lesson.steps.filter(graded).length;
    this.meter.setAttribute('aria-valuenow', String(this.#at));
    const at = { k: String(this.#at), n: String(n), done, all };
    this.meter.setAttribute('aria-valuetext', t('lesson-meter', at));
    this.counter.textContent = t('lesson-counter', at);
  }

  /** After the last step: each graded step's first-try mark, what to retry, and the results to copy. */
  showSummary() {
    this.#view?.close();
    this.#view = null;
    this.element.dataset.lessonSummary = 'true';
    const { graded: rows, right, retry } = summary(this.#lesson, this.progress.records);
    this.stepHead.textContent = t('lesson-results');
    this.words.replaceChildren(h('p', {}, rows.length ? t('lesson-score', { right, total: rows.length }) : t('lesson-no-questions')));
    const name = h('input', { type: 'text', class: 'lesson-name', id: `${this.prefix}-name`, autocomplete: 'name', value: this.progress.name });
    name.addEventListener('input', () => { this.progress.name = name.value; });
    const note = h('p', { class: 'lesson-copied', 'aria-live': 'polite' });
    const copy = async () => {
      const text = resultsText({ lesson: this.#lesson, id: this.id, name: name.value, records: this.progress.records });
      try {
        await this.#copy(text);
        note.textContent = t('lesson-copied');
      } catch {
        note.replaceChildren(t('lesson-copy-refused'), h('pre', { class: 'lesson-results-text' }, text));
      }
    };
    this.body.replaceChildren(...[
      h('table', { class: 'lesson-summary' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('lesson-col-step')), h('th', { scope: 'col' }, t('lesson-col-activity')), h('th', { scope: 'col' }, t('lesson-col-first')), h('th', { scope: 'col' }, ''))),
        h('tbody', {}, rows.map((row) => h('tr', { 'data-mark': row.mark },
          h('th', { scope: 'row' }, String(row.number)), h('td', {}, activityName(row.activity)),
          h('td', {}, h('span', { 'aria-hidden': 'true' }, markRight(row.mark) ? '✓ ' : row.mark === '-' ? '○ ' : '✗ '), markShown(row.mark)),
          h('td', {}, h('button', { type: 'button', class: 'lesson-goto', onclick: () => this.go(row.number) }, markRight(row.mark) ? t('lesson-see-step', { k: row.number }) : t('lesson-retry-step', { k: row.number }))))))),
      retry.length ? h('p', {}, t('lesson-to-retry', { steps: retry.map((row) => t('lesson-retry-item', { k: row.number })).join(', ') })) : null,
      h('div', { class: 'lesson-copy' },
        h('label', { for: name.id }, t('lesson-your-name'), ' '), name, ' ',
        h('button', { type: 'button', class: 'lesson-copy-button', onclick: copy }, t('lesson-copy')), note,
        h('p', { class: 'lesson-aside' }, t('lesson-private'))),
      h('p', {}, h('button', { type: 'button', onclick: () => { this.progress.reset(); this.go(1); } }, t('lesson-restart'))),
    ].filter(Boolean));
    this.previous.disabled = false;
    this.next.textContent = t('lesson-next');
    this.next.disabled = true;
    this.#drawBar();
    this.counter.textContent = t('lesson-end', { right, total: rows.length });
    this.stepHead.focus({ preventScroll: true });
  }

  /** Lets go of the worker's share the lesson's steps held. */
  close() {
    this.#legible?.();
    this.#legible = null;
    this.#view?.close();
    this.#solver.close();
    removeEventListener('beforeprint', this.#printing);
  }

  /**
   * On paper, the whole lesson rather than the step on screen (an embedded lesson printed with
   * its post; the page's worksheet is its own print): the title and each step's activity and
   * words, nothing that answers them. Made when printing starts: a lesson may be 1 000 steps.
   */
  #printing = () => {
    if (this.printed) return;
    this.printed = h('ol', { class: 'lesson-print-steps print-only' }, this.#lesson.steps.map((step, i) => h('li', {},
      h('p', { class: 'lesson-print-head' }, t('lesson-step-head', { k: String(i + 1), n: String(this.#lesson.steps.length), activity: activityName(step.activity) })),
      teacherText(step.text, this.lang))));
    this.element.append(this.printed);
  };
}

/** The activity's name, as the player, the worksheet and the class table write it. */
export { activityName };
