// Lessons on the page (docs/RULES.md, "Lessons"): the "Lessons" menu beside the share buttons
// (the built-in lessons, a lesson file to open, "Add this to a lesson", the editor, the class
// results), and `#lesson=…` in the fragment, which shows the lesson player in place of the
// playground. The page's own parts stay where they are: app.js mounts this once and lets it
// answer the fragments that name a lesson.
import { language, t } from '../shared/i18n.js';
import './lesson-words.js';
import { ClassResults } from './lesson-class.js';
import { LessonEditor } from './lesson-editor.js';
import { MAX_LESSON_BYTES, lessonAsked, lessonId, lessonLanguage, readLessonText, readLink } from './lesson-format.js';
import { LessonPlayer } from './lesson-player.js';
import { linkTo } from './lesson-share.js';
import { translatedEntry } from './lesson-translation.js';
import { Worksheet } from './lesson-worksheet.js';
import { h } from '../shared/render.js';

/**
 * Reads the built-in lessons' list and files (www/lessons/: data, not code, so they may name
 * games), once a language; `[]` where they cannot be fetched: the offline file has no address to
 * resolve them from (its modules are blob: URLs) and may fetch nothing. In a language the index
 * lists a translation for (`languages`), its words (lessons/LANG.json) come too, and the lessons
 * are that language's (lesson-translation.js); English fetches nothing more.
 */
const builtIn = new Map();
export function builtInLessons(lang = language()) {
  if (!builtIn.has(lang)) {
    builtIn.set(lang, (async () => {
      const at = new URL('./index.json', import.meta.url);
      const index = await (await fetch(at)).json();
      const words = index.languages?.includes(lang) ? fetch(new URL(`${lang}.json`, at)).then((r) => r.json()).catch(() => null) : null;
      return Promise.all(index.lessons.map(async (entry) => {
        const text = await (await fetch(new URL(entry.file, at))).text();
        return translatedEntry(entry, JSON.parse(text), await words);
      }));
    })().catch(() => []));
  }
  return builtIn.get(lang);
}

/**
 * Mounts the Lessons menu into `share` (the page's share bar) and the lesson player beside
 * `root` (the playground's). `playground`: the page's (playground.js's handle), for "Add this";
 * `base`: the page's published address (links), or null. Returns `{ route(hash), show, editor }`:
 * `route` shows the lesson a fragment names (true) or puts the playground back (false).
 */
export function mountLessons({ root, share, games, playground, base }) {
  const names = games.list.map((g) => g.name);
  const players = (name) => games.about(name)?.players ?? [];
  const lessonRoot = h('div', { class: 'lesson-root', hidden: true });
  const panels = h('div', { class: 'lesson-panels' });
  root.before(panels);
  panels.after(lessonRoot);
  const note = h('p', { class: 'lesson-menu-note', 'aria-live': 'polite' });
  let player = null;
  /**
   * Whether the lesson shown was reached from the playground on this page (a menu link, a file):
   * Leave then goes back there, in the history; a lesson opened by its link goes to the start.
   */
  let cameFrom = false;
  /** Whether the fragment routed last named no lesson (the playground was shown). */
  let onPlayground = false;

  /** The lessons opened here, by id, and the draft: the class results name their steps. */
  const known = new Map();
  // The editor and the class results are made when first opened: until then the page holds no
  // text box, file control or button of theirs (other parts' tests find the page's own by kind).
  let editor = null;
  let classResults = null;
  const getEditor = () => {
    if (!editor) {
      editor = new LessonEditor({
        games, playground, base,
        onPreview: (lesson, at) => show(lesson, { at, preview: true }),
        onPrint: (lesson) => print(lesson),
      });
      editor.element.hidden = true;
      panels.append(editor.element);
    }
    return editor;
  };
  const getClassResults = () => {
    if (!classResults) {
      // The built-in lessons name their steps too (results of an older page carry no activity).
      builtInLessons().then((lessons) => {
        for (const { lesson } of lessons) if (!known.has(lessonId(lesson))) known.set(lessonId(lesson), lesson);
      });
      classResults = new ClassResults({
        lessons: () => new Map([...known, ...(editor ? [[lessonId(editor.lesson()), editor.lesson()]] : [])]),
      });
      classResults.element.hidden = true;
      panels.append(classResults.element);
    }
    return classResults;
  };
  /** Shows one of the panels (the other hidden), or hides it when it is shown: `toggle`. */
  const open = (panel, { toggle = true } = {}) => {
    const shown = panel.hidden || !toggle;
    for (const other of [editor?.element, classResults?.element]) if (other) other.hidden = true;
    panel.hidden = !shown;
    if (shown) panel.scrollIntoView({ block: 'start' });
  };

  // The menu, built when first opened.
  const builtInList = h('ul', { class: 'lesson-builtins' }, h('li', {}, t('lesson-loading')));
  const menu = h('details', { class: 'lesson-menu' }, h('summary', {}, t('lessons')));
  const menuBody = () => {
    const file = h('input', { type: 'file', accept: '.json,application/json', 'aria-label': t('lesson-open-file') });
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      file.value = '';
      if (chosen) openFile(chosen);
    });
    const add = h('button', { type: 'button', class: 'lesson-add', onclick: () => {
      const at = getEditor().addFromPage();
      if (at) note.textContent = t('lesson-added', { k: at, title: editor.lesson().title });
      open(editor.element, { toggle: false });
    } }, t('lesson-add-this'));
    return h('div', { class: 'lesson-menu-body' },
      h('div', { class: 'lesson-menu-part' }, h('h2', {}, t('lesson-built-in')), builtInList),
      h('div', { class: 'lesson-menu-part' }, h('h2', {}, t('lesson-teach')),
        h('p', { class: 'lesson-menu-actions' }, add,
          h('button', { type: 'button', onclick: () => open(getEditor().element) }, t('lesson-edit-mine')),
          h('button', { type: 'button', onclick: () => open(getClassResults().element) }, t('lesson-class-results'))),
        h('p', {}, h('label', { class: 'file-open' }, t('lesson-open-file'), ' ', file)),
        note));
  };
  menu.addEventListener('toggle', async () => {
    if (!menu.open) return;
    if (menu.childElementCount === 1) menu.append(menuBody());
    const lessons = await builtInLessons();
    const items = await Promise.all(lessons.map(async ({ lesson, summary }) => {
      const { fragment } = await linkTo(lesson, base);
      const lang = lessonLanguage(lesson);
      return h('li', {}, h('a', { href: fragment ?? '#', class: 'lesson-link', lang }, lesson.title), summary ? h('span', { class: 'lesson-summary-note', lang }, ` ${summary}`) : null);
    }));
    builtInList.replaceChildren(...(items.length ? items : [h('li', {}, t('lesson-none-built-in'))]));
  });
  share.append(menu);

  async function openFile(chosen) {
    if (chosen.size > MAX_LESSON_BYTES) {
      note.textContent = t('lesson-file-too-big', { name: chosen.name, bytes: chosen.size, max: MAX_LESSON_BYTES >> 20 });
      return;
    }
    const read = readLessonText(await chosen.text(), { games: names, players });
    if (read.errors.length) {
      note.replaceChildren(t('lesson-file-refused', { name: chosen.name }), h('ul', { class: 'lesson-errors' }, read.errors.map((e) => h('li', {}, e.message))));
      return;
    }
    note.textContent = '';
    menu.open = false;
    const { fragment } = await linkTo(read.lesson, base);
    if (fragment) {
      location.hash = fragment;
    } else {
      show(read.lesson, { fromFile: true });
    }
  }

  /** What "Copy embed code" says (it measures the lesson first: a few seconds). */
  const embedNote = h('p', { class: 'lesson-aside lesson-embed-note', 'aria-live': 'polite' });
  async function copyEmbed(lesson) {
    embedNote.replaceChildren();
    const { copyLessonEmbed } = await import('./lesson-embed-code.js');
    await copyLessonEmbed(lesson, base, (...said) => embedNote.replaceChildren(...said));
  }

  /** Shows `lesson` in the player, in place of the playground. */
  function show(lesson, { at = null, preview = false, fromFile = false, present = false, problems = [] } = {}) {
    player?.close();
    known.set(lessonId(lesson), lesson);
    // The teacher's tools folded, so that a student's screen (a phone's above all) shows the lesson.
    const tools = [
      h('details', { class: 'lesson-teacher' }, h('summary', {}, t('lesson-for-teacher')),
        h('div', { class: 'lesson-teacher-tools' },
          h('button', { type: 'button', class: 'lesson-print', onclick: () => print(lesson) }, t('lesson-print')),
          h('button', { type: 'button', class: 'lesson-class', onclick: () => { leave(); open(getClassResults().element, { toggle: false }); } }, t('lesson-class-results')),
          base ? h('button', { type: 'button', class: 'lesson-embed-code', onclick: () => copyEmbed(lesson) }, t('lesson-copy-embed')) : null,
          embedNote,
          preview ? null : h('button', { type: 'button', class: 'lesson-edit', onclick: () => { getEditor().load(lesson); leave(); open(editor.element, { toggle: false }); } }, t('lesson-edit-copy')))),
      h('button', { type: 'button', class: 'lesson-leave', onclick: () => leave() }, preview ? t('lesson-back-editor') : t('lesson-leave')),
    ];
    player = new LessonPlayer(lesson, {
      games, at, present, tools,
      onPresent: (on) => {
        player.setPresent(on);
        if (!preview && !fromFile) history.replaceState(null, '', on ? `${location.hash.replace(/&present=1/, '')}&present=1` : location.hash.replace(/&present=1/, ''));
      },
      copy: (text) => navigator.clipboard.writeText(text),
    });
    player.lesson = lesson;
    player.preview = preview;
    player.fromFile = fromFile;
    const warnings = problems.length ? h('details', { class: 'lesson-warnings' }, h('summary', {}, t('lesson-shown-differently', { n: problems.length })),
      h('ul', {}, problems.map((p) => h('li', {}, p.message)))) : null;
    const big = fromFile ? h('p', { class: 'lesson-aside' }, t('lesson-from-file')) : null;
    lessonRoot.replaceChildren(player.element, ...[warnings, big].filter(Boolean));
    lessonRoot.hidden = false;
    root.hidden = true;
    share.hidden = true;
    panels.hidden = true;
    document.body.dataset.lesson = 'true';
  }

  /** Back to the playground (or to the editor, from a preview). */
  function leave() {
    const wasPreview = player?.preview;
    const shownByLink = player && !player.preview && !player.fromFile;
    close();
    if (wasPreview) open(getEditor().element, { toggle: false });
    if (shownByLink && lessonAsked(location.hash) != null) {
      const back = cameFrom;
      cameFrom = false;
      if (back) history.back();
      else location.hash = '#';
    }
  }

  function close() {
    player?.close();
    player = null;
    lessonRoot.replaceChildren();
    lessonRoot.hidden = true;
    root.hidden = false;
    share.hidden = false;
    panels.hidden = false;
    delete document.body.dataset.lesson;
  }

  async function print(lesson) {
    const sheet = new Worksheet(lesson, { games, onClose: () => sheet.element.remove() });
    document.body.append(sheet.element);
    await sheet.ready;
    sheet.element.scrollIntoView({ block: 'start' });
  }

  // Escape leaves the classroom mode (unless something open inside takes it).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && player?.present && !event.defaultPrevented) player.presentButton?.click();
  });

  /** Shows the lesson `hash` names, or the playground when it names none. */
  async function route(hash) {
    const text = lessonAsked(hash);
    if (text != null && onPlayground) cameFrom = true;
    onPlayground = text == null;
    if (text == null) {
      // A lesson's player leaves with its link (a preview or a file's stays until closed); so does
      // the note of a link that did not open, which has no player: its "Back to the playground"
      // is a link to "#", and the playground stayed hidden behind it.
      if (player ? !player.preview && !player.fromFile : lessonRoot.querySelector('.lesson-broken')) close();
      return false;
    }
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const read = await readLink(text, { games: names, players });
    if (lessonAsked(location.hash) !== text) return true; // another fragment came meanwhile
    if (read.errors.length) {
      player?.close();
      player = null;
      lessonRoot.replaceChildren(h('section', { class: 'lesson lesson-broken', role: 'alert' },
        h('h2', {}, t('lesson-broken')),
        h('ul', { class: 'lesson-errors' }, read.errors.map((e) => h('li', {}, e.message))),
        h('p', {}, h('a', { href: '#' }, t('lesson-back-playground')))));
      lessonRoot.hidden = false;
      root.hidden = true;
      share.hidden = true;
      panels.hidden = true;
      return true;
    }
    const at = Number(params.get('at'));
    show(read.lesson, { present: params.get('present') === '1', problems: read.warnings, at: Number.isInteger(at) && at >= 1 ? at : null });
    return true;
  }

  return { route, show, editor: getEditor };
}
