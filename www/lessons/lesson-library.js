// "My lessons" (issue 48): the lessons a teacher kept in this browser, to open, duplicate,
// rename, delete and export as files. The list is plain data, each entry `{ id, title, saved,
// lesson }` (the lesson as its file holds it); the functions here return a new list and change
// nothing, and `readLibrary`/`writeLibrary` are the one place it meets localStorage. Nothing
// leaves the browser: "Export all" writes files the teacher keeps.
import { fileName } from './lesson-format.js';

const KEY = 'verdict-playground:my-lessons';

/** At most this many lessons kept (localStorage holds a few MB; a lesson is a few KB). */
export const MAX_KEPT = 200;

let made = 0;
const newId = () => `${Date.now().toString(36)}-${(++made).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const titleOf = (lesson) => (typeof lesson?.title === 'string' && lesson.title.trim()) || 'A lesson';

/** The kept lessons (an empty list when none, or when the stored text does not read). */
export function readLibrary(storage = globalThis.localStorage) {
  try {
    const list = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.id === 'string' && e.lesson && typeof e.lesson === 'object') : [];
  } catch {
    return [];
  }
}

/** Stores `list`; false when the browser refuses (full, or storage off). */
export function writeLibrary(list, storage = globalThis.localStorage) {
  try {
    storage.setItem(KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps `lesson`: as entry `id` when it is in the list (updated, moved first), else as a new
 * entry first. `{ list, id }`, or `{ list, id: null }` unchanged when MAX_KEPT are kept already.
 */
export function keep(list, lesson, id = null, now = new Date()) {
  const at = id == null ? -1 : list.findIndex((e) => e.id === id);
  if (at < 0 && list.length >= MAX_KEPT) return { list, id: null };
  const entry = { id: at < 0 ? newId() : id, title: titleOf(lesson), saved: now.toISOString(), lesson };
  return { list: [entry, ...list.filter((_, i) => i !== at)], id: entry.id };
}

/** A copy of entry `id`, "… (copy)", just after it. */
export function duplicate(list, id, now = new Date()) {
  const at = list.findIndex((e) => e.id === id);
  if (at < 0 || list.length >= MAX_KEPT) return { list, id: null };
  const title = `${list[at].title} (copy)`;
  const entry = { id: newId(), title, saved: now.toISOString(), lesson: { ...list[at].lesson, title } };
  return { list: [...list.slice(0, at + 1), entry, ...list.slice(at + 1)], id: entry.id };
}

/** Entry `id` named `title` (the lesson's own title too); an empty title changes nothing. */
export function rename(list, id, title) {
  const name = String(title).trim();
  if (!name) return list;
  return list.map((e) => (e.id === id ? { ...e, title: name, lesson: { ...e.lesson, title: name } } : e));
}

/** The list without entry `id`. */
export function remove(list, id) {
  return list.filter((e) => e.id !== id);
}

/** Each entry's file name, made distinct ("x.lesson.json", "x-2.lesson.json"), in the list's order. */
export function fileNames(list) {
  const used = new Map();
  return list.map((e) => {
    const name = fileName(e.lesson);
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    return n === 1 ? name : name.replace(/\.lesson\.json$/, `-${n}.lesson.json`);
  });
}
