// A lesson in an embed (docs/RULES.md, "Lessons"): `embed.html#lesson=…` and
// `<verdict-playground lesson="…">` show the lesson player, compact, in place of a playground,
// with a link to the lesson on the full page. The games come from the module of the lesson's
// one game when every step is on it (a smaller download), else from the list of every game.
import { loadGames } from '../core/games.js';
import { checkLesson, readLink } from './lesson-format.js';
import { LessonPlayer } from './lesson-player.js';
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

// What the iframe's shell (embed.js) calls on the part it loaded, this one or embed-playground.js.
export { gamesOrFailure } from '../core/start.js';
export { shareAcrossFrames } from '../core/solver.js';

/** A lesson's text as an attribute takes it: the link text itself, or a whole link with `#lesson=` in it. */
export function lessonText(value) {
  const text = String(value ?? '').trim();
  const at = text.indexOf('lesson=');
  return at >= 0 ? new URLSearchParams(text.slice(at)).get('lesson') ?? '' : text;
}

/** Reads a link's lesson: `{ lesson, errors, warnings }` (lesson-format.js's `readLink`). */
export function readLessonLink(text) {
  return readLink(lessonText(text));
}

/** The one game every step of the lesson is on, or null (several, or a lesson that did not read). */
export function lessonGame(read) {
  const names = new Set((read?.lesson?.steps ?? []).map((step) => step?.game).filter((game) => typeof game === 'string'));
  return names.size === 1 ? [...names][0] : null;
}

/** The lesson player's stylesheet (lessons.css): a playground's embed does not download it. */
const LESSON_STYLE = new URL('./lessons.css', import.meta.url).href;

/**
 * Adds the lesson player's stylesheet where `root` is drawn (the frame's document, or a
 * component's shadow root), once; resolves when it has loaded (or failed: the lesson is then
 * drawn with style.css alone), so that no step is drawn, or measured, unstyled.
 */
export function lessonStyle(root) {
  const at = root.getRootNode();
  const into = at.head ?? at;
  const present = [...into.querySelectorAll('link[rel="stylesheet"]')].find((link) => link.href === LESSON_STYLE);
  if (present) return present.loaded ?? Promise.resolve();
  const link = h('link', { rel: 'stylesheet', href: LESSON_STYLE });
  link.loaded = new Promise((done) => {
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
  into.append(link);
  return link.loaded;
}

/**
 * Shows the lesson `read` (readLessonLink's) in `root`, with `games` (the core's); `home`: the
 * full page's address, for "Open the lesson in the playground". Returns `{ close() }`.
 */
export function mountLessonEmbed(root, read, { games, home, text }) {
  const problems = read.lesson ? checkLesson(read.lesson, { games: games.list.map((g) => g.name), players: (name) => games.about(name)?.players ?? [] }).errors : read.errors;
  if (problems.length) {
    root.replaceChildren(h('section', { class: 'lesson lesson-broken compact', role: 'alert' },
      h('p', { class: 'lesson-title' }, t('lesson-broken')),
      h('ul', { class: 'lesson-errors' }, problems.map((e) => h('li', {}, e.message)))));
    return { close() {} };
  }
  const open = h('a', { class: 'open-playground', href: `${home}#lesson=${lessonText(text)}`, target: '_blank', rel: 'noopener', part: 'open-link' }, t('lesson-open-playground'));
  const player = new LessonPlayer(read.lesson, { games, compact: true, tools: [open] });
  root.replaceChildren(player.element);
  return { close: () => player.close() };
}

/** For the web component: reads `text`, loads the games it needs, and shows it in `root`. */
export async function lessonInto(root, text, { home }) {
  const read = await readLessonLink(text);
  const [games] = await Promise.all([loadGames(lessonGame(read)), lessonStyle(root)]);
  return mountLessonEmbed(root, read, { games, home, text });
}
