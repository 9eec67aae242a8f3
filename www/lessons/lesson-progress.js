// A student's progress in a lesson, kept in this browser (localStorage), per lesson: the step
// reached, each graded step's record (tries, whether the first answer was right, a set's score,
// the answer given), and the name the student gives for "Copy my results". Nothing leaves the
// browser unless the student copies it. Storage may be refused (a private window, a blocked
// frame): the lesson then works the same, and forgets on reload.

const PREFIX = 'verdict-playground:lesson:';

/** Storage that may refuse: every use is guarded. */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export class LessonProgress {
  #key;
  #state;

  /** Hears every answer kept (the player's bar of marks follows). */
  onChange = () => {};

  /** The progress of the lesson of id `id` (lesson-format.js's `lessonId`). */
  constructor(id) {
    this.id = id;
    this.#key = PREFIX + id;
    this.#state = { at: 1, records: {}, name: '' };
    try {
      const kept = JSON.parse(storage()?.getItem(this.#key) ?? 'null');
      if (kept && typeof kept === 'object' && kept.records && typeof kept.records === 'object') {
        this.#state = { at: Number.isInteger(kept.at) ? kept.at : 1, records: kept.records, name: typeof kept.name === 'string' ? kept.name : '' };
      }
    } catch {
      // Unreadable: start afresh.
    }
  }

  #save() {
    try {
      storage()?.setItem(this.#key, JSON.stringify(this.#state));
    } catch {
      // Full or refused: kept for this visit only.
    }
  }

  get at() { return this.#state.at; }
  set at(step) {
    this.#state.at = step;
    this.#save();
  }

  get name() { return this.#state.name; }
  set name(name) {
    this.#state.name = name;
    this.#save();
  }

  /** Every step's record, by step number (1-based). */
  get records() { return this.#state.records; }

  record(step) { return this.#state.records[step] ?? null; }

  /**
   * An answer to step `step`: `right` or not; the first one fixes `first`. `answer` is kept to
   * show again when the student comes back to the step.
   */
  answer(step, { right, answer = null }) {
    const record = this.#state.records[step] ?? { tries: 0, first: null, right: false };
    record.tries++;
    if (record.first == null) {
      record.first = Boolean(right);
      // The first answer is the one the results report (the teacher sees what was said first).
      record.firstAnswer = answer;
    }
    record.right = record.right || Boolean(right);
    record.answer = answer;
    this.#state.records[step] = record;
    this.#save();
    this.onChange();
    return record;
  }

  /**
   * A set's score so far (exercises): right at the first try of `total`, `answered` of them
   * answered; `missed`: the numbers (from 1) of those wrong at the first try.
   */
  score(step, { right, answered, total, missed = [] }) {
    const record = this.#state.records[step] ?? { tries: 0, first: null, right: false };
    record.tries = answered;
    record.score = { right, total };
    record.missed = [...missed].sort((a, b) => a - b);
    record.first = answered === total ? right === total : null;
    record.right = right === total;
    this.#state.records[step] = record;
    this.#save();
    this.onChange();
  }

  /** Forgets every answer (the lesson from the start again); the name stays. */
  reset() {
    this.#state = { at: 1, records: {}, name: this.#state.name };
    this.#save();
  }
}
