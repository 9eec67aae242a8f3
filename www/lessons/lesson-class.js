// "Class results": the teacher pastes the texts the students copied ("Copy my results"), any
// number at once, and sees a table by step (how many were right at the first try, wrong, or did
// not answer; the step most got wrong marked) and one by student. The results are self-reported,
// and the panel says so. What a text holds is read by lesson-results.js, which bounds it (at most
// MAX_STUDENTS students, lessons of at most MAX_LESSON_STEPS steps); the tables are windowed, as
// the report's state tables are (render.js), so that the page draws a few thousand cells at most.
import { t } from '../shared/i18n.js';
import { classTable, markRight, readResults } from './lesson-results.js';
import { activityLabel as activityName, markShown } from './lesson-words.js';
import { h } from '../shared/render.js';

let panels = 0;

/** Rows of the table by step shown at a time. */
export const STEP_ROWS = 100;
/** Students (rows) and steps (columns) of the table by student shown at a time. */
export const STUDENT_ROWS = 50;
export const STUDENT_COLUMNS = 20;
/** The lessons a paste is drawn for (results of more lessons than this are counted, not drawn). */
export const MAX_LESSONS = 20;
/** The hardest steps named in the sentence above the table (the rest are counted). */
const HARDEST_NAMED = 20;

/**
 * A pager over `total` items `size` at a time: `draw(first)` shows the window from `first`.
 * Its buttons say `what` ("rows", "steps", "students"), never "Next" or "Previous", which are
 * the lesson's.
 */
function pager(total, size, what, draw) {
  const words = PAGER_WORDS[what]();
  const status = h('span', { class: 'pager-status', 'aria-live': 'polite' });
  let first = 0;
  const go = (to) => {
    first = Math.max(0, Math.min(to, Math.max(0, total - size)));
    draw(first);
    status.textContent = words.status({ from: first + 1, to: Math.min(total, first + size), n: total });
    earlier.disabled = first === 0;
    later.disabled = first + size >= total;
  };
  const earlier = h('button', { type: 'button', onclick: () => go(first - size) }, words.earlier);
  const later = h('button', { type: 'button', onclick: () => go(first + size) }, words.later);
  const element = total > size ? h('div', { class: 'pager' }, earlier, status, later) : null;
  go(0);
  return element;
}

/** Each pager's words, by what it pages. */
const PAGER_WORDS = {
  rows: () => ({ status: (args) => t('class-rows', args), earlier: t('class-rows-earlier'), later: t('class-rows-later') }),
  steps: () => ({ status: (args) => t('class-steps', args), earlier: t('class-steps-earlier'), later: t('class-steps-later') }),
  students: () => ({ status: (args) => t('class-students-shown', args), earlier: t('class-students-earlier'), later: t('class-students-later') }),
};

/** The steps (columns) of one printed table by student: a page's width of them. */
export const PRINTED_STEP_COLUMNS = 12;
/** The most cells the printed tables by student hold in all; past it only the tables by step print. */
export const MAX_PRINTED_CELLS = 30_000;

/** A lesson's title in the class table: the lesson's own, when the teacher has it at hand. */
const lessonTitle = (lessonId, lesson) => (lesson ? t('class-lesson-named', { title: lesson.title, id: lessonId }) : t('class-lesson', { id: lessonId }));

/** A student's mark as the table writes it: ✓ right, ✗ wrong, ○ not answered, or a set of exercises' score (3/5). */
const markCell = (mark) => (markRight(mark) ? '✓' : mark === '-' ? '○' : mark === 'W' ? '✗' : mark);

/**
 * Prints the class table whole, on paper, apart from the page: for each lesson every step's row,
 * and every student by every step (in tables a page wide, `PRINTED_STEP_COLUMNS` steps each),
 * with no pager. The page's other parts do not print meanwhile (page.css).
 */
function printClass(lessons) {
  const tables = lessons.map(([, lesson, results]) => classTable(results, lesson));
  const cells = lessons.reduce((sum, [, , results], i) => sum + results.length * tables[i].rows.length, 0);
  const byStudent = cells <= MAX_PRINTED_CELLS;
  const sheet = h('section', { class: 'class-print' },
    byStudent ? null : h('p', {}, t('class-print-too-many', { cells, max: MAX_PRINTED_CELLS })),
    lessons.map(([lessonId, lesson, results], i) => {
      const table = tables[i];
      const title = lessonTitle(lessonId, lesson);
      const columns = [];
      for (let first = 0; byStudent && first < table.rows.length; first += PRINTED_STEP_COLUMNS) columns.push(table.rows.slice(first, first + PRINTED_STEP_COLUMNS));
      return h('div', { class: 'class-print-lesson', 'data-lesson-id': lessonId },
        h('h2', {}, t('class-heading', { title, n: results.length })),
        h('table', { class: 'class-print-steps' },
          h('thead', {}, h('tr', {}, [t('lesson-col-step'), t('lesson-col-activity'), t('class-col-right'), t('class-col-wrong'), t('class-col-none')].map((c) => h('th', { scope: 'col' }, c)))),
          h('tbody', {}, table.rows.map((row) => h('tr', { 'data-step': String(row.number) }, h('th', { scope: 'row' }, String(row.number)),
            h('td', {}, row.activity ? activityName(row.activity) : '—'), h('td', {}, String(row.right)), h('td', {}, String(row.wrong)), h('td', {}, String(row.missing)))))),
        columns.map((steps) => h('table', { class: 'class-print-students' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('class-student')), steps.map((row) => h('th', { scope: 'col' }, String(row.number))))),
          h('tbody', {}, results.map((result) => h('tr', {}, h('th', { scope: 'row' }, result.name),
            steps.map((row) => {
              const mark = result.marks.get(row.number) ?? '-';
              const answer = result.answers?.get(row.number) ?? null;
              return h('td', { 'data-mark': mark }, markCell(mark), answer ? h('span', { class: 'class-answer' }, ` ${answer}`) : null);
            })))))),
        byStudent ? h('p', { class: 'class-print-key' }, t('class-print-key')) : null);
    }));
  document.querySelector('.class-print')?.remove();
  document.body.append(sheet);
  document.body.dataset.classPrint = 'true';
  const done = () => {
    window.removeEventListener('afterprint', done);
    delete document.body.dataset.classPrint;
    sheet.remove();
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export class ClassResults {
  /** `lessons()`: the lessons the teacher has at hand, by id (the one open, the draft), to name the steps' activities. */
  constructor({ lessons = () => new Map() } = {}) {
    const id = `class-results-${++panels}`;
    this.lessons = lessons;
    this.text = h('textarea', { id, class: 'class-paste', rows: '6', spellcheck: 'false', placeholder: t('class-paste') });
    this.output = h('div', { class: 'class-output', 'aria-live': 'polite' });
    this.element = h('section', { class: 'class-results', 'aria-labelledby': `${id}-title` },
      h('h2', { id: `${id}-title` }, t('lesson-class-results')),
      h('p', {}, t('class-how', { copy: t('lesson-copy') })),
      h('p', { class: 'lesson-aside' }, t('class-self-reported')),
      h('label', { for: id, class: 'input-label' }, t('class-label')), this.text,
      h('p', {}, h('button', { type: 'button', class: 'class-read', onclick: () => this.read() }, t('class-show'))),
      this.output);
  }

  /** Reads what was pasted and draws a table for each lesson the results are for. */
  read() {
    const { results, problems } = readResults(this.text.value);
    const parts = [];
    if (!results.length) parts.push(h('p', {}, t('class-none')));
    const byLesson = new Map();
    for (const result of results) {
      if (!byLesson.has(result.id)) byLesson.set(result.id, []);
      byLesson.get(result.id).push(result);
    }
    const ids = [...byLesson.keys()];
    for (const lessonId of ids.slice(0, MAX_LESSONS)) parts.push(this.#tables(lessonId, this.lessons().get(lessonId) ?? null, byLesson.get(lessonId)));
    if (ids.length > MAX_LESSONS) {
      parts.push(h('p', { class: 'class-more' }, t('class-more', { n: ids.length, max: MAX_LESSONS })));
    }
    if (problems.length) parts.push(h('div', { class: 'class-problems' }, h('p', {}, t('class-not-counted')), h('ul', {}, problems.map((p) => h('li', {}, p)))));
    if (results.length) {
      const lessons = ids.slice(0, MAX_LESSONS).map((lessonId) => [lessonId, this.lessons().get(lessonId) ?? null, byLesson.get(lessonId)]);
      parts.unshift(h('p', { class: 'class-print-line' }, h('button', { type: 'button', class: 'class-print-button', onclick: () => printClass(lessons) }, t('class-print'))));
    }
    this.output.replaceChildren(...parts);
  }

  #tables(lessonId, lesson, results) {
    const table = classTable(results, lesson);
    const hardest = new Set(table.hardest);
    const title = lessonTitle(lessonId, lesson);
    const named = table.hardest.slice(0, HARDEST_NAMED);
    const listed = named.length > 1 ? t('class-and', { list: named.slice(0, -1).join(', '), last: String(named.at(-1)) }) : named.join('');
    const which = table.hardest.length > named.length ? t('class-and-more', { list: listed, n: table.hardest.length - named.length }) : listed;

    const stepBody = h('tbody');
    const stepRow = (row) => h('tr', { class: hardest.has(row.number) ? 'hardest' : null, 'data-step': String(row.number), 'data-right': String(row.right), 'data-wrong': String(row.wrong), 'data-missing': String(row.missing) },
      h('th', { scope: 'row' }, String(row.number), hardest.has(row.number) ? h('span', { class: 'class-flag' }, ` ${t('class-flag')}`) : null),
      h('td', {}, row.activity ? activityName(row.activity) : '—'),
      h('td', {}, String(row.right), row.exercises.total ? ` ${t('class-exercises', { right: row.exercises.right, total: row.exercises.total })}` : ''),
      h('td', {}, String(row.wrong)), h('td', {}, String(row.missing)));
    const stepPager = pager(table.rows.length, STEP_ROWS, 'rows', (first) => stepBody.replaceChildren(...table.rows.slice(first, first + STEP_ROWS).map(stepRow)));

    // By student: a window of students (rows) by a window of steps (columns).
    const head = h('tr');
    const body = h('tbody');
    let firstStudent = 0;
    let firstStep = 0;
    const drawStudents = () => {
      const steps = table.rows.slice(firstStep, firstStep + STUDENT_COLUMNS);
      head.replaceChildren(h('th', { scope: 'col' }, t('class-student')), ...steps.map((row) => h('th', { scope: 'col' }, t('class-step', { k: row.number }))));
      body.replaceChildren(...results.slice(firstStudent, firstStudent + STUDENT_ROWS).map((result) => h('tr', {}, h('th', { scope: 'row' }, result.name),
        steps.map((row) => {
          const mark = result.marks.get(row.number) ?? '-';
          // The answer given (version 2 results): what the teacher needs to see what went wrong.
          const answer = result.answers?.get(row.number) ?? null;
          return h('td', { title: markShown(mark), 'data-mark': mark },
            markCell(mark),
            answer ? h('span', { class: 'class-answer' }, ` ${answer}`) : null);
        }))));
    };
    const studentPager = pager(results.length, STUDENT_ROWS, 'students', (first) => { firstStudent = first; drawStudents(); });
    const columnPager = pager(table.rows.length, STUDENT_COLUMNS, 'steps', (first) => { firstStep = first; drawStudents(); });

    return h('div', { class: 'class-lesson', 'data-lesson-id': lessonId },
      h('h3', {}, t('class-heading', { title, n: results.length })),
      table.hardest.length ? h('p', { class: 'class-hardest' },
        h('strong', {}, table.hardest.length === 1 ? t('class-hardest-one', { which }) : t('class-hardest-many', { which })),
        ` ${t('class-hardest-count', { most: table.most, total: results.length })}`) : h('p', {}, t('class-none-wrong')),
      // Focusable, as the report's tables are (render.js): the keyboard scrolls a wide one.
      h('div', { class: 'table-scroll', role: 'region', 'aria-label': t('class-by-step', { title }), tabindex: '0' }, h('table', { class: 'class-table', 'data-class-table': '' },
        h('thead', {}, h('tr', {}, [t('lesson-col-step'), t('lesson-col-activity'), t('class-col-right'), t('class-col-wrong'), t('class-col-none')].map((c) => h('th', { scope: 'col' }, c)))),
        stepBody)),
      stepPager,
      h('details', { class: 'class-students' }, h('summary', {}, t('class-students')),
        columnPager, h('div', { class: 'table-scroll', role: 'region', 'aria-label': t('class-by-student', { title }), tabindex: '0' }, h('table', { 'data-class-students': '' }, h('thead', {}, head), body)), studentPager));
  }
}
