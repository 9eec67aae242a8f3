// The lesson editor (docs/RULES.md, "Lessons"): "Add this to a lesson" makes a step of what is on
// the page (the game, the input, the step shown, the panel open: the tree, a rule, the exercises,
// Play); each step can be moved, removed, given its activity and the teacher's words, and
// previewed; the lesson is saved and opened as a file (the JSON, readable and editable as text)
// and shared as one link, which says so when it would be too long and offers the file. The
// draft is kept in this browser as it is edited. Game-neutral: the games, their players and
// settings are the core's; the model's changes are lesson-format.js's pure functions.
import {
  ACTIVITIES, ACTIVITY_FIELDS, ACTIVITY_WORDS, ON_A_POSITION, MAX_LESSON_BYTES, MAX_LESSON_STEPS, addStep, checkLesson, editStep, emptyEditor, own,
  PRINTED_TREE, fileName, fromEditor, lessonFile, moveStep, offered, readLessonText, removeStep, setTitle, shownFor, stepOf, toEditor, unusedFields,
} from './lesson-format.js';
import { askPosition } from './lesson-activities.js';
import { duplicate, fileNames, keep, readLibrary, remove, rename, writeLibrary } from './lesson-library.js';
import { download, linkTo, tooLongNote } from './lesson-share.js';
import { h } from './render.js';
import { Solver } from './solver.js';

const DRAFT = 'verdict-playground:lesson-draft';
const PREVIOUS = 'verdict-playground:lesson-draft:previous';

const SHOW_WORDS = { verdict: 'Offer the verdict', hints: 'Offer hints (Play)', values: 'Offer move values' };

function stored(key) {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function store(key, value) {
  try {
    if (value == null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Refused: the draft lasts this visit.
  }
}

let editors = 0;

export class LessonEditor {
  #games;
  #playground;
  #base;
  #onPreview;
  #onPrint;
  #model;
  #id;
  /** The editor's own solver, made when a table step first asks for the names a table can use. */
  #solver = null;
  /** The entry of My lessons the draft was kept as or opened from (kept again under it). */
  #kept = null;

  /**
   * `playground`: the page's (for "Add this"); `base`: the page's address, for the link;
   * `onPreview(lesson, at)`: show the draft in the player from step `at`; `onPrint(lesson)`: its
   * worksheet.
   */
  constructor({ games, playground, base = null, onPreview, onPrint }) {
    this.#games = games;
    this.#playground = playground;
    this.#base = base;
    this.#onPreview = onPreview;
    this.#onPrint = onPrint;
    this.#id = `lesson-editor-${++editors}`;
    const kept = stored(DRAFT);
    const read = kept ? readLessonText(kept) : null;
    const fits = read?.lesson && !(Array.isArray(read.lesson.steps) && read.lesson.steps.length > MAX_LESSON_STEPS);
    this.#model = fits ? toEditor(read.lesson) : emptyEditor();
    const id = this.#id;
    this.titleInput = h('input', { type: 'text', id: `${id}-title`, class: 'lesson-title-input', value: this.#model.fields.title ?? '' });
    this.titleInput.addEventListener('input', () => this.#change(setTitle(this.#model, this.titleInput.value), { redraw: false }));
    this.list = h('ol', { class: 'editor-steps', 'aria-label': 'The steps of the lesson' });
    this.problems = h('div', { class: 'editor-problems', 'aria-live': 'polite' });
    this.note = h('div', { class: 'editor-note', 'aria-live': 'polite' });
    const file = h('input', { type: 'file', accept: '.json,application/json', 'aria-label': 'Open a lesson file to edit' });
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      file.value = '';
      if (chosen) this.#openFile(chosen);
    });
    this.restore = h('button', { type: 'button', hidden: true, onclick: () => this.#restore() }, 'Restore the previous draft');
    this.element = h('section', { class: 'lesson-editor', 'aria-labelledby': `${id}-head` },
      h('h2', { id: `${id}-head` }, 'Your lesson'),
      h('p', { class: 'lesson-aside' }, 'Show something on the page (a game, a step of its line, the tree, a rule, the exercises, Play) and press “+ Add this to a lesson”; then choose each step\'s activity, write your words, order the steps, and preview. The draft is kept in this browser.'),
      h('p', { class: 'editor-title' }, h('label', { for: `${id}-title` }, 'Title '), this.titleInput),
      this.problems, this.list,
      h('div', { class: 'editor-actions' },
        h('button', { type: 'button', class: 'lesson-add', onclick: () => this.#added(this.addFromPage()) }, '+ Add this to a lesson'),
        h('button', { type: 'button', onclick: () => this.#added(this.#add({ activity: 'note', text: '' })) }, '+ Add a note'),
        h('button', { type: 'button', class: 'editor-preview', onclick: () => this.#preview(1) }, '▶ Preview the lesson'),
        h('button', { type: 'button', onclick: () => this.#save() }, 'Save the file'),
        h('label', { class: 'file-open' }, 'Open a file ', file),
        h('button', { type: 'button', class: 'editor-link', onclick: () => this.#copyLink() }, 'Copy the lesson link'),
        this.#base ? h('button', { type: 'button', class: 'editor-embed', onclick: () => this.#copyEmbed() }, 'Copy embed code') : null,
        h('button', { type: 'button', onclick: () => this.#onPrint(this.lesson()) }, 'Print worksheet'),
        h('button', { type: 'button', onclick: () => this.#new() }, 'New lesson'),
        this.restore),
      this.note,
      this.library = h('details', { class: 'my-lessons' }, this.librarySummary = h('summary', {}, 'My lessons'),
        h('p', { class: 'lesson-aside' }, 'Lessons kept in this browser (nothing is sent anywhere): export them as files to keep them elsewhere.'),
        h('div', { class: 'editor-actions' },
          h('button', { type: 'button', class: 'library-keep', onclick: () => this.#keep() }, 'Keep this lesson in My lessons'),
          this.exportAll = h('button', { type: 'button', class: 'library-export', onclick: () => this.#exportAll() }, 'Export all as files')),
        this.libraryList = h('ul', { class: 'library-list', 'aria-label': 'My lessons' })));
    this.restore.hidden = stored(PREVIOUS) == null;
    this.#draw();
    this.#drawLibrary();
  }

  /** My lessons: the draft kept (under the entry it came from, if any), each entry's buttons. */
  #keep() {
    const kept = keep(readLibrary(), this.lesson(), this.#kept);
    if (kept.id == null || !writeLibrary(kept.list)) {
      this.note.textContent = 'This browser would keep no more lessons: export them as files, and delete some.';
      return;
    }
    this.#kept = kept.id;
    this.note.textContent = `Kept in My lessons as “${kept.list[0].title}”.`;
    this.library.open = true;
    this.#drawLibrary();
  }

  #setLibrary(list, said) {
    if (!writeLibrary(list)) this.note.textContent = 'This browser refused to keep the change.';
    else if (said) this.note.textContent = said;
    this.#drawLibrary();
  }

  #exportAll() {
    const list = readLibrary();
    const names = fileNames(list);
    list.forEach((entry, i) => download(names[i], lessonFile(entry.lesson)));
    this.note.textContent = `${list.length} ${list.length === 1 ? 'file' : 'files'} saved: ${names.join(', ')}.`;
  }

  #drawLibrary() {
    const list = readLibrary();
    this.librarySummary.textContent = `My lessons (${list.length})`;
    this.exportAll.disabled = !list.length;
    if (!list.length) {
      this.libraryList.replaceChildren(h('li', { class: 'editor-empty' }, 'None kept yet.'));
      return;
    }
    this.libraryList.replaceChildren(...list.map((entry) => {
      const name = h('input', { type: 'text', class: 'library-name', value: entry.title, 'aria-label': `New name for ${entry.title}` });
      const steps = Array.isArray(entry.lesson.steps) ? entry.lesson.steps.length : 0;
      const button = (text, onclick, label) => h('button', { type: 'button', onclick, 'aria-label': `${label ?? text}: ${entry.title}` }, text);
      return h('li', { class: 'library-entry', 'data-library-id': entry.id },
        h('p', { class: 'library-head' }, h('span', { class: 'library-title' }, entry.title), ' ',
          h('span', { class: 'lesson-aside' }, `${steps} ${steps === 1 ? 'step' : 'steps'}${entry.id === this.#kept ? ', being edited' : ''}`)),
        button('Open', () => {
          this.load(entry.lesson);
          this.#kept = entry.id;
          this.note.textContent = `“${entry.title}” opened: “Keep this lesson in My lessons” keeps your changes under it.`;
          this.#drawLibrary();
        }),
        button('Duplicate', () => {
          const copy = duplicate(readLibrary(), entry.id);
          if (copy.id == null) this.note.textContent = 'This browser would keep no more lessons: export them as files, and delete some.';
          else this.#setLibrary(copy.list, `“${entry.title}” duplicated.`);
        }),
        name, button('Rename', () => {
          const title = name.value.trim();
          if (!title) return;
          // The lesson being edited takes its new name too (else keeping it again would undo it).
          if (entry.id === this.#kept) {
            this.#change(setTitle(this.#model, title), { redraw: false });
            this.titleInput.value = title;
          }
          this.#setLibrary(rename(readLibrary(), entry.id, title), `Renamed “${title}”.`);
        }),
        button('Delete', () => {
          const before = readLibrary();
          if (this.#kept === entry.id) this.#kept = null;
          this.#setLibrary(remove(before, entry.id));
          const undo = h('button', { type: 'button', onclick: () => this.#setLibrary(before, `“${entry.title}” is back.`) }, 'Undo');
          this.note.replaceChildren(`“${entry.title}” deleted. `, undo);
        }));
    }));
  }

  /** The lesson as edited. */
  lesson() {
    return fromEditor(this.#model);
  }

  /** Edits `lesson` from now on (the draft before it can be restored). */
  load(lesson) {
    this.#kept = null;
    this.#keepPrevious();
    this.#change(toEditor(lesson));
    this.#drawLibrary();
    this.titleInput.value = lesson.title ?? '';
  }

  /** Adds a step made of what the page shows; returns its number (1-based), or 0 when nothing could be added. */
  addFromPage() {
    const playground = this.#playground;
    const state = playground.current();
    if (state.input == null) {
      this.note.textContent = 'This input is too long to go into a lesson (a lesson travels as a link): take a shorter one.';
      return 0;
    }
    const panels = playground.panels();
    const players = this.#games.about(state.game)?.players ?? [];
    const played = players.length === 2;
    // What the teacher is looking at: Play, else the panel opened last, else any open one.
    const open = { rule: Boolean(panels.rule?.rule.trim()), tree: panels.tree != null, practice: panels.practice != null, table: panels.table != null };
    const activities = { rule: 'rule', tree: 'tree', practice: 'exercises', table: 'table' };
    const panel = open[panels.last] ? panels.last : ['rule', 'tree', 'practice', 'table'].find((name) => open[name]);
    const activity = !played ? 'watch' : panels.play ? 'play' : panel ? activities[panel] : 'watch';
    const settings = Object.fromEntries(this.#games.settingsOf(state.game).map((s) => [s.name, state[s.name]]));
    // A table step takes the table's own names and rule, not the rule tester's.
    const table = activity === 'table' ? panels.table : null;
    const data = stepOf({
      game: state.game, input: state.input, activity, step: playground.shownStep(), rule: table ? table.rule : panels.rule?.rule, scope: panels.rule?.scope,
      seed: panels.practice, mode: panels.tree === 'label' ? 'label' : null, settings, x: table?.x, y: table?.y,
    });
    return this.#add(data);
  }

  #add(data) {
    this.#change(addStep(this.#model, data));
    return this.#model.steps.length;
  }

  #added(at) {
    if (!at) return;
    this.note.textContent = `Step ${at} added.`;
    this.list.querySelector(`li[data-step-number="${at}"] select`)?.focus();
  }

  /** A new model: kept as the draft, and drawn (unless only a text changed: the field keeps its caret). */
  #change(model, { redraw = true } = {}) {
    this.#model = model;
    store(DRAFT, lessonFile(fromEditor(model)));
    if (redraw) this.#draw();
    else this.#drawProblems();
  }

  #keepPrevious() {
    if (this.#model.steps.length) {
      store(PREVIOUS, lessonFile(this.lesson()));
      this.restore.hidden = false;
    }
  }

  #new() {
    this.#kept = null;
    this.#drawLibrary();
    this.#keepPrevious();
    this.#change(emptyEditor());
    this.titleInput.value = this.#model.fields.title;
    this.note.textContent = 'A new lesson. The one before is kept: “Restore the previous draft” brings it back.';
  }

  #restore() {
    const read = readLessonText(stored(PREVIOUS) ?? '');
    if (!read.lesson) return;
    store(PREVIOUS, lessonFile(this.lesson()));
    this.#kept = null;
    this.#drawLibrary();
    this.#change(toEditor(read.lesson));
    this.titleInput.value = read.lesson.title ?? '';
    this.note.textContent = 'The previous draft is back (and the one you had is now the previous one).';
  }

  #check() {
    const names = this.#games.list.map((g) => g.name);
    return checkLesson(this.lesson(), { games: names, players: (name) => this.#games.about(name)?.players ?? [] });
  }

  #drawProblems() {
    const { errors } = this.#check();
    const lesson = errors.filter((e) => e.step == null);
    this.problems.replaceChildren(...(errors.length ? [h('p', {}, `To fix before the lesson can be shared: ${errors.length}.`),
      h('ul', {}, errors.map((e) => h('li', {}, e.message)))] : []));
    for (const card of this.list.children) {
      const mine = errors.filter((e) => e.step === Number(card.dataset.stepNumber));
      card.querySelector('.editor-step-problems')?.replaceChildren(...mine.map((e) => h('p', { class: 'message' }, e.message)));
    }
    return { errors, lesson };
  }

  #draw() {
    const steps = this.#model.steps;
    this.list.replaceChildren(...steps.map((s, i) => this.#card(s, i)));
    if (!steps.length) this.list.replaceChildren(h('li', { class: 'editor-empty' }, 'No step yet.'));
    this.#drawProblems();
  }

  /** One step's card: its activity, game, input, step, words and the fields its activity uses. */
  #card({ id: key, data }, index) {
    const n = index + 1;
    const prefix = `${this.#id}-s${key}`;
    const games = this.#games;
    const set = (changes, redraw = false) => this.#change(editStep(this.#model, index, changes), { redraw });
    const field = (name, label, control) => {
      control.id = `${prefix}-${name}`;
      return h('p', { class: `editor-field field-${name}` }, h('label', { for: control.id }, label), ' ', control);
    };
    const text = (name, { placeholder = '', code = false } = {}) => {
      const input = h('input', { type: 'text', class: code ? 'editor-code' : null, value: typeof data[name] === 'string' ? data[name] : '', placeholder, spellcheck: code ? 'false' : null });
      input.addEventListener('input', () => set({ [name]: input.value === '' && name !== 'input' ? undefined : input.value }));
      return input;
    };
    const number = (name, { min = 0 } = {}) => {
      const input = h('input', { type: 'number', min: String(min), inputmode: 'numeric', value: Number.isInteger(data[name]) ? String(data[name]) : '' });
      input.addEventListener('input', () => {
        const value = input.value.trim();
        set({ [name]: value === '' ? undefined : /^\d+$/.test(value) ? Number(value) : value });
      });
      return input;
    };
    /** A menu of `options`; `empty`: an option for the field left out; otherwise a field left out shows its default, the first option. */
    const menu = (name, options, { empty = null, redraw = false } = {}) => {
      const select = h('select', {}, empty ? h('option', { value: '' }, empty) : null, options.map(([value, words]) => h('option', { value }, words)));
      select.value = typeof data[name] === 'string' ? data[name] : empty ? '' : options[0][0];
      select.addEventListener('change', () => {
        const changes = { [name]: select.value === '' ? undefined : select.value };
        // Another activity keeps none of the fields the last one used and this one does not (a
        // rule step made a table draws no leftover rule over it).
        if (name === 'activity') Object.assign(changes, unusedFields(this.#model.steps[index]?.data ?? data, select.value));
        // A note made into an activity on a game: the game and input shown on the page.
        if (name === 'activity' && select.value !== 'note' && data.game == null) {
          const shown = this.#playground.current();
          Object.assign(changes, { game: shown.game, input: shown.input ?? '' });
        }
        set(changes, redraw || name === 'activity' || name === 'game');
      });
      return select;
    };

    const activity = menu('activity', [...ACTIVITIES.map((a) => [a, ACTIVITY_WORDS[a]]), ...(ACTIVITIES.includes(data.activity) ? [] : [[data.activity, `${data.activity} (not known to this page)`]])]);
    activity.id = `${prefix}-activity`;
    const players = games.about(data.game)?.players ?? [];
    const uses = new Set(own(ACTIVITY_FIELDS, data.activity) ?? []);
    const fields = [];
    if (data.activity !== 'note' || data.game != null) {
      fields.push(field('game', 'Game', menu('game', games.list.map((g) => [g.name, g.label]), { empty: data.activity === 'note' ? '(none)' : null })));
    }
    if (ON_A_POSITION.has(data.activity)) {
      fields.push(field('input', 'Input', text('input', { code: true, placeholder: games.about(data.game)?.placeholder ?? '' })));
      fields.push(field('step', 'At step of the line', number('step')));
    }
    // The game's settings (Nim's take set, the auction's dealer), for every activity on a game.
    if (data.game != null) {
      for (const setting of games.settingsOf(data.game)) {
        fields.push(field(setting.name, setting.label, menu(setting.name, setting.options, { empty: `the game's default (${setting.default})`, redraw: true })));
      }
    }
    if (uses.has('x')) {
      const x = this.#tableNames(data, 'x', set);
      const y = this.#tableNames(data, 'y', set);
      fields.push(field('x', 'Columns (empty: the student picks the table)', x), field('y', 'Rows', y));
    }
    if (uses.has('ask') && players.length === 2) fields.push(field('ask', 'The question', menu('ask', [['winner', `Who wins: ${players.join(' or ')}?`], ['move', 'Pick a winning move on the board']])));
    if (uses.has('choices') && players.length !== 2) {
      const input = h('input', { type: 'text', value: Array.isArray(data.choices) ? data.choices.join(', ') : '', placeholder: 'the verdicts to choose from, separated by commas' });
      input.addEventListener('input', () => set({ choices: input.value.trim() ? input.value.split(',').map((s) => s.trim()).filter(Boolean) : undefined }));
      fields.push(field('choices', 'Choices', input));
    }
    if (uses.has('side') && players.length === 2) fields.push(field('side', 'The student plays', menu('side', players.map((p) => [p, p]), { empty: 'the side that can win' })));
    if (uses.has('goal')) fields.push(field('goal', 'Goal (optional)', text('goal', { placeholder: 'win as …' })));
    if (uses.has('mode')) {
      fields.push(field('mode', 'The tree', menu('mode', [['watch', 'Watch backward induction'], ['label', 'Label it yourself']])));
      fields.push(this.#treeSize(data, set));
    }
    if (uses.has('rule') && data.activity === 'table') fields.push(field('rule', 'Draw a rule over it, after the answer (optional)', text('rule', { code: true })));
    else if (uses.has('rule')) {
      fields.push(field('rule', 'Rule (empty: the student writes one)', text('rule', { code: true })));
      fields.push(field('scope', 'Only for positions where (optional)', text('scope', { code: true })));
    }
    if (uses.has('seed')) fields.push(field('seed', 'Exercise set (seed)', number('seed')));
    if (uses.has('positions')) {
      const area = h('textarea', { rows: '2', class: 'editor-code', spellcheck: 'false' }, Array.isArray(data.positions) ? data.positions.join('\n') : '');
      area.addEventListener('input', () => set({ positions: area.value.trim() ? area.value.split('\n').map((s) => s.trim()).filter(Boolean) : undefined }));
      fields.push(field('positions', 'Or positions you pick (who wins each), one a line', area));
    }
    if (uses.has('show')) {
      fields.push(h('fieldset', { class: 'editor-show' }, h('legend', {}, 'Available to the student (after they act)'),
        shownFor(data.activity).map((what) => {
          const box = h('input', { type: 'checkbox', id: `${prefix}-show-${what}` });
          box.checked = offered(data, what);
          box.addEventListener('change', () => {
            const show = { ...(data.show && typeof data.show === 'object' ? data.show : {}) };
            if (box.checked) delete show[what];
            else show[what] = false;
            data = { ...data, show };
            set({ show: Object.keys(show).length ? show : undefined });
          });
          return h('label', { for: box.id }, box, ` ${SHOW_WORDS[what]}`);
        })));
    }
    const words = h('textarea', { rows: '3', class: 'editor-words' }, typeof data.text === 'string' ? data.text : '');
    words.addEventListener('input', () => set({ text: words.value }));
    const move = (to, label, symbol) => h('button', { type: 'button', class: 'editor-move', 'aria-label': `${label} step ${n}`, title: `${label} step ${n}`,
      disabled: to < 0 || to >= this.#model.steps.length, onclick: () => this.#move(index, to, label) }, symbol);
    return h('li', { class: 'editor-step', 'data-step-number': String(n) },
      h('div', { class: 'editor-step-head' },
        h('h3', {}, `Step ${n}`),
        h('label', { for: activity.id, class: 'sr-only' }, `Activity of step ${n}`), activity,
        h('span', { class: 'editor-step-buttons' },
          move(index - 1, 'Move up', '↑'), move(index + 1, 'Move down', '↓'),
          h('button', { type: 'button', class: 'editor-remove', 'aria-label': `Remove step ${n}`, title: `Remove step ${n}`, onclick: () => this.#remove(index) }, '✕'),
          h('button', { type: 'button', class: 'editor-preview-step', 'aria-label': `Preview from step ${n}`, onclick: () => this.#preview(n) }, '▶ Preview'))),
      h('div', { class: 'editor-fields' }, ...fields),
      field('text', 'Your words', words),
      h('div', { class: 'editor-step-problems input-error' }));
  }

  /**
   * A menu of the names an outcome table of the step's game (with its settings) can use, `x` or
   * `y`: filled when the core has said them; the step's own value is kept even if it names none.
   */
  #tableNames(data, which, set) {
    const current = typeof data[which] === 'string' ? data[which] : '';
    const select = h('select', {}, h('option', { value: '' }, which === 'x' ? '(the student picks)' : 'none: one number, a sequence'),
      current ? h('option', { value: current }, current) : null);
    select.value = current;
    select.addEventListener('change', () => set({ [which]: select.value || undefined }));
    this.#solver ??= new Solver({ only: this.#games.only });
    const settings = Object.fromEntries(this.#games.settingsOf(data.game).filter((s) => typeof data[s.name] === 'string').map((s) => [s.name, data[s.name]]));
    this.#solver.ruleSpace(data.game, Object.keys(settings).length ? settings : undefined).then((space) => {
      if (!space) return;
      const chosen = select.value;
      select.replaceChildren(select.firstChild, ...space.names.map(({ name, meaning }) => h('option', { value: name }, `${name}: ${meaning}`)),
        chosen && !space.names.some((n) => n.name === chosen) ? h('option', { value: chosen }, chosen) : null);
      select.value = chosen;
    });
    return select;
  }

  /**
   * How many positions the step's tree has, said before printing: a tree of more than
   * PRINTED_TREE does not fit a worksheet's page (two ? of a ticket make 221), and the first step
   * of the line whose tree fits is offered in its place.
   */
  #treeSize(data, set) {
    const note = h('p', { class: 'editor-tree-size', 'aria-live': 'polite' });
    if (typeof data.game !== 'string' || typeof data.input !== 'string' || !data.input.trim()) return note;
    this.#solver ??= new Solver({ only: this.#games.only });
    const solver = this.#solver;
    const size = async (at) => {
      const position = await askPosition(solver, this.#games, data, data.input, at);
      if (position.error) return null;
      const tree = await solver.call('tree', { game: data.game, position: position.position });
      return tree.ok ? { nodes: tree.value.nodes.length, position: position.position, steps: position.steps, index: position.index } : null;
    };
    (async () => {
      const here = await size(data.step ?? null);
      if (!here) return;
      if (here.nodes <= PRINTED_TREE) {
        note.textContent = `The tree has ${here.nodes.toLocaleString('en')} positions: the worksheet draws it, with W/L boxes at each.`;
        return;
      }
      note.replaceChildren(`The tree has ${here.nodes.toLocaleString('en')} positions: too many to label on screen in a lesson's minutes, and for a worksheet's page (it draws trees of at most ${PRINTED_TREE}; on paper the student gets lines, the key every label).`);
      for (let at = (here.index ?? 0) + 1; here.steps != null && at <= here.steps; at++) {
        const smaller = await size(at);
        if (!smaller) return;
        if (smaller.nodes <= PRINTED_TREE) {
          note.append(' ', h('button', { type: 'button', class: 'editor-smaller', onclick: () => set({ step: at }, true) },
            `Use step ${at} of the line instead: ${smaller.position} (${smaller.nodes} positions)`));
          return;
        }
      }
    })();
    return note;
  }

  #move(from, to, label) {
    this.#change(moveStep(this.#model, from, to));
    // The keyboard stays on the same button of the step moved.
    const card = this.list.querySelector(`li[data-step-number="${to + 1}"]`);
    (card?.querySelector(`button[aria-label^="${label}"]:not(:disabled)`) ?? card?.querySelector('select'))?.focus();
    this.note.textContent = `Step ${from + 1} is now step ${to + 1}.`;
  }

  #remove(index) {
    const before = this.#model;
    this.#change(removeStep(this.#model, index));
    this.note.replaceChildren(`Step ${index + 1} removed. `, h('button', { type: 'button', onclick: () => {
      this.#change(before);
      this.note.textContent = `Step ${index + 1} is back.`;
    } }, 'Undo'));
  }

  #preview(at) {
    const { errors } = this.#check();
    if (errors.length || !this.#model.steps.length) {
      this.note.textContent = this.#model.steps.length ? 'Fix the problems listed above first: the preview plays the lesson as a student gets it.' : 'Add a step first.';
      this.problems.scrollIntoView({ block: 'nearest' });
      return;
    }
    this.#onPreview(this.lesson(), at);
  }

  #save() {
    const lesson = this.lesson();
    download(fileName(lesson), lessonFile(lesson));
    this.note.textContent = `Saved as ${fileName(lesson)}: the lesson as JSON, which any text editor opens (docs/RULES.md, "Lessons", says what each field is).`;
  }

  async #openFile(chosen) {
    if (chosen.size > MAX_LESSON_BYTES) {
      this.note.textContent = `${chosen.name} is too large for a lesson file (at most ${MAX_LESSON_BYTES >> 20} MiB).`;
      return;
    }
    const read = readLessonText(await chosen.text());
    // A lesson past MAX_LESSON_STEPS is refused rather than drawn (a card a step: 100 000 of them).
    const tooMany = Array.isArray(read.lesson?.steps) && read.lesson.steps.length > MAX_LESSON_STEPS;
    if (!read.lesson || tooMany || read.errors.some((e) => e.step == null && e.field !== 'steps')) {
      this.note.replaceChildren(`${chosen.name} does not read as a lesson: `, read.errors[0]?.message ?? '');
      return;
    }
    this.load(read.lesson);
    this.note.textContent = `${chosen.name} opened: ${read.lesson.steps?.length ?? 0} steps.`;
  }

  /** The lesson's iframe for a blog, its room measured step by step (lesson-embed-code.js). */
  async #copyEmbed() {
    if (this.#check().errors.length) {
      this.note.textContent = 'Fix the problems listed above first: an embed of a lesson that does not open would not help.';
      return;
    }
    const { copyLessonEmbed } = await import('./lesson-embed-code.js');
    await copyLessonEmbed(this.lesson(), this.#base, (...said) => this.note.replaceChildren(...said));
  }

  async #copyLink() {
    const { errors } = this.#check();
    if (errors.length) {
      this.note.textContent = 'Fix the problems listed above first: a link to a lesson that does not open would not help.';
      return;
    }
    const lesson = this.lesson();
    const { link, tooLong } = await linkTo(lesson, this.#base);
    if (tooLong) {
      this.note.replaceChildren(...tooLongNote(lesson, tooLong));
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      this.note.replaceChildren(`Lesson link copied (${link.length.toLocaleString('en')} characters): students who open it get the lesson, one step at a time.`);
    } catch {
      this.note.replaceChildren('Copying was refused; here is the link to select: ', h('code', { class: 'editor-link-text' }, link));
    }
  }
}
