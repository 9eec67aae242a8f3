// The iframe embed: one game, no page chrome, same fragment as the page (plus &view=, &theme=
// and &input=hide). It tells its parent the height of what it shows
// ({ type: 'verdict-playground:height', height }) so the frame can fit it, growing and
// shrinking as the reader opens and closes parts, and links to the full playground for the
// same state.
import { gameAsked, lookOf, parseFragment } from './fragment.js';
import { lessonAsked } from './lesson-format.js';
import { lessonGame, mountLessonEmbed, readLessonLink } from './lesson-embed.js';
import { gamesOrFailure, mountPlayground } from './playground.js';

const root = document.getElementById('playground');

/**
 * The height of the content: the body's box (the playground and the body's padding). Not the
 * document's scroll height, which in a frame is never less than the frame itself, so a frame
 * sized by it could grow and never shrink.
 */
function contentHeight() {
  const body = document.body;
  const style = getComputedStyle(body);
  return Math.ceil(body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
}
let last = 0;
/** Tells the parent the height, when it changed (or, `again`, in any case). */
function postHeight(again = false) {
  const height = contentHeight();
  if (window.parent === window || (height === last && !again)) return;
  last = height;
  window.parent.postMessage({ type: 'verdict-playground:height', height }, '*');
}
new ResizeObserver(() => postHeight()).observe(document.body);

// The theme at once, before the core is loaded.
document.body.dataset.theme = lookOf(location.hash).theme;
// The fragment names a game and its settings, which only the core knows: nothing is mounted
// before its games are here. An embed shows one game: its worker loads that game's own module
// (a third to a half of the one with every game), named by the fragment's first parameter.
// A lesson's link shows the lesson player instead (lesson-embed.js), with its game's module.
const lesson = lessonAsked(location.hash) != null ? await readLessonLink(lessonAsked(location.hash)) : null;
const only = lesson ? lessonGame(lesson) : gameAsked(location.hash);
const games = await gamesOrFailure(root, only);
const home = new URL('./index.html', import.meta.url).href;
let state = parseFragment(location.hash, games);
const mount = () => mountPlayground(root, state, {
  games, view: state.view, tabs: false, home, theme: state.theme, embedded: true, hideInput: state.hideInput,
});
let playground = lesson ? mountLessonEmbed(root, lesson, { games, home, text: lessonAsked(location.hash) }) : mount();
window.addEventListener('hashchange', () => {
  // Into a lesson, out of one, or another lesson: the embed starts again.
  if (lesson || lessonAsked(location.hash) != null) {
    location.reload();
    return;
  }
  // Another game than the module loaded knows: the embed starts again, with that game's module.
  const asked = gameAsked(location.hash);
  if (asked !== only && !games.has(asked)) {
    location.reload();
    return;
  }
  const next = parseFragment(location.hash, games);
  document.body.dataset.theme = next.theme;
  // Another view, or the input box shown or hidden: another layout. Anything else is a new state.
  const relayout = next.view !== state.view || next.hideInput !== state.hideInput;
  state = next;
  if (relayout) {
    playground.close();
    playground = mount();
  } else {
    playground.setTheme(next.theme);
    playground.setState(next);
  }
  // Whoever changed the address hears the height even when it stays the same.
  requestAnimationFrame(() => postHeight(true));
});
