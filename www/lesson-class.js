// "Class results": the teacher pastes the texts the students copied ("Copy my results"), any
// number at once, and sees a table by step (how many were right at the first try, wrong, or did
// not answer; the step most got wrong marked) and one by student. The results are self-reported,
// and the panel says so. What a text holds is read by lesson-results.js.
import { activityName } from './lesson-player.js';
import { classTable, markRight, markWords, readResults } from './lesson-results.js';
import { h } from './render.js';

let panels = 0;

export class ClassResults {
  /** `lessons()`: the lessons the teacher has at hand, by id (the one open, the draft), to name the steps' activities. */
  constructor({ lessons = () => new Map() } = {}) {
    const id = `class-results-${++panels}`;
    this.lessons = lessons;
    this.text = h('textarea', { id, class: 'class-paste', rows: '6', spellcheck: 'false', placeholder: 'Paste here every text your students sent you, one after another.' });
    this.output = h('div', { class: 'class-output', 'aria-live': 'polite' });
    this.element = h('section', { class: 'class-results', 'aria-labelledby': `${id}-title` },
      h('h2', { id: `${id}-title` }, 'Class results'),
      h('p', {}, 'Each student copies their results at the end of the lesson ("Copy my results") and sends them to you. Paste them all below, in any order, with anything around them: the table counts each student once, by step.'),
      h('p', { class: 'lesson-aside' }, 'Results are self-reported: a student copies and sends them, and they can be typed or changed by hand. Use them to see what the class found hard, not as marks.'),
      h('label', { for: id, class: 'input-label' }, 'The students\' results'), this.text,
      h('p', {}, h('button', { type: 'button', class: 'class-read', onclick: () => this.read() }, 'Show the class table')),
      this.output);
  }

  /** Reads what was pasted and draws a table for each lesson the results are for. */
  read() {
    const { results, problems } = readResults(this.text.value);
    const parts = [];
    if (!results.length) parts.push(h('p', {}, 'No results found: a student\'s text ends with a line that starts “VPR1 id=”. Paste the whole text they sent.'));
    const ids = [...new Set(results.map((r) => r.id))];
    for (const lessonId of ids) {
      const mine = results.filter((r) => r.id === lessonId);
      const lesson = this.lessons().get(lessonId) ?? null;
      parts.push(this.#tables(lessonId, lesson, mine));
    }
    if (problems.length) parts.push(h('div', { class: 'class-problems' }, h('p', {}, 'Not counted:'), h('ul', {}, problems.map((p) => h('li', {}, p)))));
    this.output.replaceChildren(...parts);
  }

  #tables(lessonId, lesson, results) {
    const table = classTable(results, lesson);
    const hardest = new Set(table.hardest);
    const title = lesson ? `${lesson.title} (lesson ${lessonId})` : `Lesson ${lessonId}`;
    return h('div', { class: 'class-lesson', 'data-lesson-id': lessonId },
      h('h3', {}, `${title}: ${results.length} ${results.length === 1 ? 'student' : 'students'}`),
      table.hardest.length ? h('p', { class: 'class-hardest' }, h('strong', {}, `Most got wrong: ${table.hardest.length === 1 ? 'step' : 'steps'} ${table.hardest.join(', ').replace(/, (\d+)$/, ' and $1')}`),
        ` (${Math.max(...table.rows.map((r) => r.wrong))} of ${results.length} wrong at the first try).`) : h('p', {}, 'No step was got wrong at the first try.'),
      h('div', { class: 'table-scroll' }, h('table', { class: 'class-table', 'data-class-table': '' },
        h('thead', {}, h('tr', {}, ['Step', 'Activity', 'Right at the first try', 'Wrong at the first try', 'Not answered'].map((c) => h('th', { scope: 'col' }, c)))),
        h('tbody', {}, table.rows.map((row) => h('tr', { class: hardest.has(row.number) ? 'hardest' : null, 'data-step': String(row.number), 'data-right': String(row.right), 'data-wrong': String(row.wrong), 'data-missing': String(row.missing) },
          h('th', { scope: 'row' }, String(row.number), hardest.has(row.number) ? h('span', { class: 'class-flag' }, ' ← most wrong') : null),
          h('td', {}, row.activity ? activityName(row.activity) : '—'),
          h('td', {}, String(row.right), row.exercises.total ? ` (exercises: ${row.exercises.right} of ${row.exercises.total})` : ''),
          h('td', {}, String(row.wrong)), h('td', {}, String(row.missing))))))),
      h('details', { class: 'class-students' }, h('summary', {}, 'By student'),
        h('div', { class: 'table-scroll' }, h('table', {},
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Student'), table.rows.map((row) => h('th', { scope: 'col' }, `Step ${row.number}`)))),
          h('tbody', {}, results.map((result) => h('tr', {}, h('th', { scope: 'row' }, result.name),
            table.rows.map((row) => {
              const mark = result.marks.get(row.number) ?? '-';
              return h('td', { title: markWords(mark) }, markRight(mark) ? '✓' : mark === '-' ? '○' : mark === 'W' ? '✗' : mark);
            }))))))));
  }
}
