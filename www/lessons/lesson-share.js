// A lesson as a link and as a file (docs/RULES.md, "Lessons"): the link, as far as a link can
// carry it (fragment.js's limit), and the file saved, offered in its place when the link would
// be too long.
import { MAX_FRAGMENT } from '../core/fragment.js';
import { fileName, lessonFile, lessonLink } from './lesson-format.js';
import { t, tNodes } from '../shared/i18n.js';
import { h } from '../shared/render.js';

/** Downloads `text` as a file named `name`. */
export function download(name, text, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A lesson's link: `{ link, fragment }` (`base`: the page's address, else this page's), or
 * `{ tooLong: length, fragment: null }` when its fragment would be longer than a link holds.
 */
export async function linkTo(lesson, base) {
  const fragment = `#lesson=${await lessonLink(lesson)}`;
  if (fragment.length > MAX_FRAGMENT) return { tooLong: fragment.length, fragment: null };
  return { link: (base ?? location.href.split('#')[0]) + fragment, fragment };
}

/** "This lesson is too long for a link …", with the file offered in its place. */
export function tooLongNote(lesson, length) {
  const save = h('button', { type: 'button', class: 'lesson-save', onclick: () => download(fileName(lesson), lessonFile(lesson)) }, t('lesson-save-file'));
  return tNodes('lesson-too-long-link', { length, max: MAX_FRAGMENT, save });
}
