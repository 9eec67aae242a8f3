// The lesson editor (docs/RULES.md, "Lessons"): "Add this to a lesson" makes a step of what is on
// the page (the game, the input, the step shown, the panel open: the tree, a rule, the exercises,
// Play); each step can be moved, removed, given its activity and the teacher's words, and
// previewed; the lesson is saved and opened as a file (the JSON, readable and editable as text)
// and shared as one link, which says so when it would be too long and offers the file. The
// draft is kept in this browser as it is edited. Game-neutral: the games, their players and
// settings are the core's; the model's changes are lesson-format.js's pure functions.
import {
  ACTIVITIES, ACTIVITY_FIELDS, ON_A_POSITION, MAX_LESSON_BYTES, MAX_LESSON_STEPS, addStep, checkLesson, editStep, emptyEditor, own,
  PRINTED_TREE, fileName, fromEditor, lessonFile, moveStep, offered, readLessonText, removeStep, setTitle, shownFor, stepOf, toEditor, unusedFields,
} from './lesson-format.js';
import { gameLabel } from '../playground/about.js';
import { t } from '../shared/i18n.js';
import { askPosition } from './lesson-activities.js';
import { duplicate, fileNames, keep, readLibrary, remove, rename, writeLibrary } from './lesson-library.js';
import { download, linkTo, tooLongNote } from './lesson-share.js';
import { h } from '../shared/render.js';
import { Solver } from '../core/solver.js';

const DRAFT = 'verdict-playground:lesson-draft';
/** A step's up or down button's name: its card's number in it (the focus follows the step moved). */
const moveLabel = (up, n) => (up ? t('editor-move-up', { n }) : t('editor-move-down', { n }));
const PREVIOUS = 'verdict-playground:lesson-draft:previous';

const showWords = () => ({ verdict: t('editor-show-verdict'), hints: t('editor-show-hints'), values: t('editor-show-values') });

/** What each activity is, in a few words, for the activity menu (lesson-format.js's ACTIVITY_WORDS, in the language shown). */
const activityWords = () => ({
  note: t('editor-activity-note'), watch: t('editor-activity-watch'), predict: t('editor-activity-predict'), play: t('editor-activity-play'),
  tree: t('editor-activity-tree'), rule: t('editor-activity-rule'), exercises: t('editor-activity-exercises'), table: t('editor-activity-table'),
});

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
    this.#model = fits ? toEditor(read.lesson) : emptyEditor(t('editor-untitled'));
    const id = this.#id;
    this.titleInput = h('input', { type: 'text', id: `${id}-title`, class: 'lesson-title-input', value: this.#model.fields.title ?? '' });
    this.titleInput.addEventListener('input', () => this.#change(setTitle(this.#model, this.titleInput.value), { redraw: false }));
    this.list = h('ol', { class: 'editor-steps', 'aria-label': t('editor-steps') });
    this.problems = h('div', { class: 'editor-problems', 'aria-live': 'polite' });
    this.note = h('div', { class: 'editor-note', 'aria-live': 'polite' });
    const file = h('input', { type: 'file', accept: '.json,application/json', 'aria-label': t('editor-open-file') });
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      file.value = '';
      if (chosen) this.#openFile(chosen);
    });
    this.restore = h('button', { type: 'button', hidden: true, onclick: () => this.#restore() }, t('editor-restore'));
    this.element = h('section', { class: 'lesson-editor', 'aria-labelledby': `${id}-head` },
      h('h2', { id: `${id}-head` }, t('editor-head')),
      h('p', { class: 'lesson-aside' }, t('editor-intro', { add: t('lesson-add-this') })),
      h('p', { class: 'editor-title' }, h('label', { for: `${id}-title` }, t('editor-title'), ' '), this.titleInput),
      this.problems, this.list,
      h('div', { class: 'editor-actions' },
        h('button', { type: 'button', class: 'lesson-add', onclick: () => this.#added(this.addFromPage()) }, t('lesson-add-this')),
        h('button', { type: 'button', onclick: () => this.#added(this.#add({ activity: 'note', text: '' })) }, t('editor-add-note')),
        h('button', { type: 'button', class: 'editor-preview', onclick: () => this.#preview(1) }, t('editor-preview')),
        h('button', { type: 'button', onclick: () => this.#save() }, t('editor-save')),
        h('label', { class: 'file-open' }, t('open-file'), ' ', file),
        h('button', { type: 'button', class: 'editor-link', onclick: () => this.#copyLink() }, t('editor-copy-link')),
        this.#base ? h('button', { type: 'button', class: 'editor-embed', onclick: () => this.#copyEmbed() }, t('lesson-copy-embed')) : null,
        h('button', { type: 'button', onclick: () => this.#onPrint(this.lesson()) }, t('lesson-print')),
        h('button', { type: 'button', onclick: () => this.#new() }, t('editor-new')),
        this.restore),
      this.note,
      this.library = h('details', { class: 'my-lessons' }, this.librarySummary = h('summary', {}, t('editor-library')),
        h('p', { class: 'lesson-aside' }, t('editor-library-note')),
        h('div', { class: 'editor-actions' },
          h('button', { type: 'button', class: 'library-keep', onclick: () => this.#keep() }, t('editor-keep')),
          this.exportAll = h('button', { type: 'button', class: 'library-export', onclick: () => this.#exportAll() }, t('editor-export-all'))),
        this.libraryList = h('ul', { class: 'library-list', 'aria-label': t('editor-library') })));
    this.restore.hidden = stored(PREVIOUS) == null;
    this.#draw();
    this.#drawLibrary();
  }

  /** My lessons: the draft kept (under the entry it came from, if any), each entry's buttons. */
  #keep() {
    const kept = keep(readLibrary(), this.lesson(), this.#kept);
    if (kept.id == null || !writeLibrary(kept.list)) {
      this.note.textContent = t('editor-library-full');
      return;
    }
    this.#kept = kept.id;
    this.note.textContent = t('editor-kept', { title: kept.list[0].title });
    this.library.open = true;
    this.#drawLibrary();
  }

  #setLibrary(list, said) {
    if (!writeLibrary(list)) this.note.textContent = t('editor-refused');
    else if (said) this.note.textContent = said;
    this.#drawLibrary();
  }

  #exportAll() {
    const list = readLibrary();
    const names = fileNames(list);
    list.forEach((entry, i) => download(names[i], lessonFile(entry.lesson)));
    this.note.textContent = t('editor-exported', { n: list.length, names: names.join(', ') });
  }

  #drawLibrary() {
    const list = readLibrary();
    this.librarySummary.textContent = t('editor-library-count', { n: list.length });
    this.exportAll.disabled = !list.length;
    if (!list.length) {
      this.libraryList.replaceChildren(h('li', { class: 'editor-empty' }, t('editor-none-kept')));
      return;
    }
    this.libraryList.replaceChildren(...list.map((entry) => {
      const name = h('input', { type: 'text', class: 'library-name', value: entry.title, 'aria-label': t('editor-rename-name', { title: entry.title }) });
      const steps = Array.isArray(entry.lesson.steps) ? entry.lesson.steps.length : 0;
      const button = (text, onclick) => h('button', { type: 'button', onclick, 'aria-label': `${text}: ${entry.title}` }, text);
      return h('li', { class: 'library-entry', 'data-library-id': entry.id },
        h('p', { class: 'library-head' }, h('span', { class: 'library-title' }, entry.title), ' ',
          h('span', { class: 'lesson-aside' }, entry.id === this.#kept ? t('editor-entry-editing', { n: steps }) : t('editor-entry', { n: steps }))),
        button(t('editor-open'), () => {
          this.load(entry.lesson);
          this.#kept = entry.id;
          this.note.textContent = t('editor-opened', { title: entry.title, keep: t('editor-keep') });
          this.#drawLibrary();
        }),
        button(t('editor-duplicate'), () => {
          const copy = duplicate(readLibrary(), entry.id);
          if (copy.id == null) this.note.textContent = t('editor-library-full');
          else this.#setLibrary(copy.list, t('editor-duplicated', { title: entry.title }));
        }),
        name, button(t('editor-rename'), () => {
          const title = name.value.trim();
          if (!title) return;
          // The lesson being edited takes its new name too (else keeping it again would undo it).
          if (entry.id === this.#kept) {
            this.#change(setTitle(this.#model, title), { redraw: false });
            this.titleInput.value = title;
          }
          this.#setLibrary(rename(readLibrary(), entry.id, title), t('editor-renamed', { title }));
        }),
        button(t('editor-delete'), () => {
          const before = readLibrary();
          if (this.#kept === entry.id) this.#kept = null;
          this.#setLibrary(remove(before, entry.id));
          const undo = h('button', { type: 'button', onclick: () => this.#setLibrary(before, t('editor-back', { title: entry.title })) }, t('editor-undo'));
          this.note.replaceChildren(t('editor-deleted', { title: entry.title }), ' ', undo);
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
      this.note.textContent = t('editor-too-long');
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
    this.note.textContent = t('editor-added', { n: at });
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
    this.#change(emptyEditor(t('editor-untitled')));
    this.titleInput.value = this.#model.fields.title;
    this.note.textContent = t('editor-new-note', { restore: t('editor-restore') });
  }

  #restore() {
    const read = readLessonText(stored(PREVIOUS) ?? '');
    if (!read.lesson) return;
    store(PREVIOUS, lessonFile(this.lesson()));
    this.#kept = null;
    this.#drawLibrary();
    this.#change(toEditor(read.lesson));
    this.titleInput.value = read.lesson.title ?? '';
    this.note.textContent = t('editor-restored');
  }

  #check() {
    const names = this.#games.list.map((g) => g.name);
    return checkLesson(this.lesson(), { games: names, players: (name) => this.#games.about(name)?.players ?? [] });
  }

  #drawProblems() {
    const { errors } = this.#check();
    const lesson = errors.filter((e) => e.step == null);
    this.problems.replaceChildren(...(errors.length ? [h('p', {}, t('editor-to-fix', { n: errors.length })),
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
    if (!steps.length) this.list.replaceChildren(h('li', { class: 'editor-empty' }, t('editor-no-step')));
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

    const words = activityWords();
    const activity = menu('activity', [...ACTIVITIES.map((a) => [a, words[a]]), ...(ACTIVITIES.includes(data.activity) ? [] : [[data.activity, t('editor-unknown-activity', { activity: String(data.activity) })]])]);
    activity.id = `${prefix}-activity`;
    const players = games.about(data.game)?.players ?? [];
    const uses = new Set(own(ACTIVITY_FIELDS, data.activity) ?? []);
    const fields = [];
    if (data.activity !== 'note' || data.game != null) {
      fields.push(field('game', t('editor-game'), menu('game', games.list.map((g) => [g.name, gameLabel(g)]), { empty: data.activity === 'note' ? t('editor-no-game') : null })));
    }
    if (ON_A_POSITION.has(data.activity)) {
      fields.push(field('input', t('editor-input'), text('input', { code: true, placeholder: games.about(data.game)?.placeholder ?? '' })));
      fields.push(field('step', t('editor-at-step'), number('step')));
    }
    // The game's settings (Nim's take set, the auction's dealer), for every activity on a game.
    if (data.game != null) {
      for (const setting of games.settingsOf(data.game)) {
        fields.push(field(setting.name, t(setting.label), menu(setting.name, setting.options.map(([value, name]) => [value, t(name)]), { empty: t('editor-default', { value: setting.default }), redraw: true })));
      }
    }
    if (uses.has('x')) {
      const x = this.#tableNames(data, 'x', set);
      const y = this.#tableNames(data, 'y', set);
      fields.push(field('x', t('editor-columns'), x), field('y', t('editor-rows'), y));
    }
    if (uses.has('ask') && players.length === 2) fields.push(field('ask', t('editor-question'), menu('ask', [['winner', t('editor-ask-winner', { first: players[0], second: players[1] })], ['move', t('editor-ask-move')]])));
    if (uses.has('choices') && players.length !== 2) {
      const input = h('input', { type: 'text', value: Array.isArray(data.choices) ? data.choices.join(', ') : '', placeholder: t('editor-choices-placeholder') });
      input.addEventListener('input', () => set({ choices: input.value.trim() ? input.value.split(',').map((s) => s.trim()).filter(Boolean) : undefined }));
      fields.push(field('choices', t('editor-choices'), input));
    }
    if (uses.has('side') && players.length === 2) fields.push(field('side', t('editor-side'), menu('side', players.map((p) => [p, p]), { empty: t('editor-side-default') })));
    if (uses.has('goal')) fields.push(field('goal', t('editor-goal'), text('goal', { placeholder: t('editor-goal-placeholder') })));
    if (uses.has('mode')) {
      fields.push(field('mode', t('editor-tree'), menu('mode', [['watch', t('editor-mode-watch')], ['label', t('editor-mode-label')]])));
      fields.push(this.#treeSize(data, set));
    }
    if (uses.has('rule') && data.activity === 'table') fields.push(field('rule', t('editor-table-rule'), text('rule', { code: true })));
    else if (uses.has('rule')) {
      fields.push(field('rule', t('editor-rule'), text('rule', { code: true })));
      fields.push(field('scope', t('editor-scope'), text('scope', { code: true })));
    }
    if (uses.has('seed')) fields.push(field('seed', t('editor-seed'), number('seed')));
    if (uses.has('positions')) {
      const area = h('textarea', { rows: '2', class: 'editor-code', spellcheck: 'false' }, Array.isArray(data.positions) ? data.positions.join('\n') : '');
      area.addEventListener('input', () => set({ positions: area.value.trim() ? area.value.split('\n').map((s) => s.trim()).filter(Boolean) : undefined }));
      fields.push(field('positions', t('editor-positions'), area));
    }
    if (uses.has('show')) {
      fields.push(h('fieldset', { class: 'editor-show' }, h('legend', {}, t('editor-available')),
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
          return h('label', { for: box.id }, box, ` ${showWords()[what]}`);
        })));
    }
    const teacher = h('textarea', { rows: '3', class: 'editor-words' }, typeof data.text === 'string' ? data.text : '');
    teacher.addEventListener('input', () => set({ text: teacher.value }));
    const move = (to, up, symbol) => h('button', { type: 'button', class: 'editor-move', 'aria-label': moveLabel(up, n), title: moveLabel(up, n),
      disabled: to < 0 || to >= this.#model.steps.length, onclick: () => this.#move(index, to, up) }, symbol);
    return h('li', { class: 'editor-step', 'data-step-number': String(n) },
      h('div', { class: 'editor-step-head' },
        h('h3', {}, t('class-step', { k: n })),
        h('label', { for: activity.id, class: 'sr-only' }, t('editor-activity-of', { n })), activity,
        h('span', { class: 'editor-step-buttons' },
          move(index - 1, true, '↑'), move(index + 1, false, '↓'),
          h('button', { type: 'button', class: 'editor-remove', 'aria-label': t('editor-remove', { n }), title: t('editor-remove', { n }), onclick: () => this.#remove(index) }, '✕'),
          h('button', { type: 'button', class: 'editor-preview-step', 'aria-label': t('editor-preview-from', { n }), onclick: () => this.#preview(n) }, t('editor-preview-step')))),
      h('div', { class: 'editor-fields' }, ...fields),
      field('text', t('editor-words'), teacher),
      h('div', { class: 'editor-step-problems input-error' }));
  }

  /**
   * A menu of the names an outcome table of the step's game (with its settings) can use, `x` or
   * `y`: filled when the core has said them; the step's own value is kept even if it names none.
   */
  #tableNames(data, which, set) {
    const current = typeof data[which] === 'string' ? data[which] : '';
    const select = h('select', {}, h('option', { value: '' }, which === 'x' ? t('editor-student-picks') : t('editor-no-rows')),
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
        note.textContent = t('editor-tree-fits', { n: here.nodes });
        return;
      }
      note.replaceChildren(t('editor-tree-big', { n: here.nodes, max: PRINTED_TREE }));
      for (let at = (here.index ?? 0) + 1; here.steps != null && at <= here.steps; at++) {
        const smaller = await size(at);
        if (!smaller) return;
        if (smaller.nodes <= PRINTED_TREE) {
          note.append(' ', h('button', { type: 'button', class: 'editor-smaller', onclick: () => set({ step: at }, true) },
            t('editor-tree-smaller', { k: at, position: smaller.position, n: smaller.nodes })));
          return;
        }
      }
    })();
    return note;
  }

  #move(from, to, up) {
    this.#change(moveStep(this.#model, from, to));
    // The keyboard stays on the same button of the step moved.
    const card = this.list.querySelector(`li[data-step-number="${to + 1}"]`);
    (card?.querySelector(`button[aria-label="${moveLabel(up, to + 1)}"]:not(:disabled)`) ?? card?.querySelector('select'))?.focus();
    this.note.textContent = t('editor-moved', { from: from + 1, to: to + 1 });
  }

  #remove(index) {
    const before = this.#model;
    this.#change(removeStep(this.#model, index));
    this.note.replaceChildren(t('editor-removed', { n: index + 1 }), ' ', h('button', { type: 'button', onclick: () => {
      this.#change(before);
      this.note.textContent = t('editor-step-back', { n: index + 1 });
    } }, t('editor-undo')));
  }

  #preview(at) {
    const { errors } = this.#check();
    if (errors.length || !this.#model.steps.length) {
      this.note.textContent = this.#model.steps.length ? t('editor-fix-preview') : t('editor-add-first');
      this.problems.scrollIntoView({ block: 'nearest' });
      return;
    }
    this.#onPreview(this.lesson(), at);
  }

  #save() {
    const lesson = this.lesson();
    download(fileName(lesson), lessonFile(lesson));
    this.note.textContent = t('editor-saved', { name: fileName(lesson) });
  }

  async #openFile(chosen) {
    if (chosen.size > MAX_LESSON_BYTES) {
      this.note.textContent = t('editor-file-too-big', { name: chosen.name, max: MAX_LESSON_BYTES >> 20 });
      return;
    }
    const read = readLessonText(await chosen.text());
    // A lesson past MAX_LESSON_STEPS is refused rather than drawn (a card a step: 100 000 of them).
    const tooMany = Array.isArray(read.lesson?.steps) && read.lesson.steps.length > MAX_LESSON_STEPS;
    if (!read.lesson || tooMany || read.errors.some((e) => e.step == null && e.field !== 'steps')) {
      this.note.replaceChildren(t('editor-file-unread', { name: chosen.name }), ' ', read.errors[0]?.message ?? '');
      return;
    }
    this.load(read.lesson);
    this.note.textContent = t('editor-file-opened', { name: chosen.name, n: read.lesson.steps?.length ?? 0 });
  }

  /** The lesson's iframe for a blog, its room measured step by step (lesson-embed-code.js). */
  async #copyEmbed() {
    if (this.#check().errors.length) {
      this.note.textContent = t('editor-fix-embed');
      return;
    }
    const { copyLessonEmbed } = await import('./lesson-embed-code.js');
    await copyLessonEmbed(this.lesson(), this.#base, (...said) => this.note.replaceChildren(...said));
  }

  async #copyLink() {
    const { errors } = this.#check();
    if (errors.length) {
      this.note.textContent = t('editor-fix-link');
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
      this.note.replaceChildren(t('editor-link-copied', { n: link.length }));
    } catch {
      this.note.replaceChildren(t('editor-link-refused'), ' ', h('code', { class: 'editor-link-text' }, link));
    }
  }
}
