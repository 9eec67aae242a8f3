// The iframe embed: one game, no page chrome, same fragment as the page (plus &view=, &theme=,
// &input=hide and &load=click). It tells its parent the height of what it shows
// ({ type: 'verdict-playground:height', height }) so the frame can fit it, growing and
// shrinking as the reader opens and closes parts, and links to the full playground for the
// same state. docs/EMBEDDING.md says what a host sees:
// - the frame keeps the height its snippet gave it until what it shows is drawn: nothing is
//   posted before (a frame told 16 px collapses, then grows back as the board comes);
// - the snippet's script (frames.js) says hello to the frame, `{ type: 'verdict-playground:host',
//   theme }`, with the page's own theme for `theme=host`; a frame that hears nothing while its
//   content is taller than it (a host that strips scripts) says that the rest scrolls inside;
// - compact frames of one origin share one worker (solver.js), so a post of three downloads the
//   wasm once; a sandboxed frame (an opaque origin) works with a worker of its own, and says what
//   its sandbox blocks;
// - `&load=click` draws a poster (poster.js) and loads nothing more until the reader asks.
// The frame's shell: it reads the address, then loads one part, the lesson player
// (lesson-embed.js) or the playground (embed-playground.js), not both: a lesson downloads no
// input box, poster or playground code, and a playground no lesson code. Bundled (scripts/
// bundle.mjs), each part is one file with what it shows first (the solver, the controller, the
// board in each: no frame loads both); this shell carries only the address's reading
// (fragment.js's pure functions) and render.js's `h`, whose copies here hold no state.
import { gameAsked, lessonAsked, lookOf } from './core/fragment.js';
import { chooseLanguage, t, tNodes, useLanguage } from './shared/i18n.js';
import { h } from './shared/render.js';

const HEIGHT = 'verdict-playground:height';
const HOST = 'verdict-playground:host';
const root = document.getElementById('playground');
/** A sandbox without allow-same-origin gives the frame an opaque origin. */
const sandboxed = self.origin === 'null';

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
const printing = matchMedia('print');
/** Whether what the frame shows is drawn: its height is then worth telling. */
let drawn = false;
let last = 0;
/**
 * A lesson's room: its steps differ in height, and the post around it must not move at each
 * step, so the frame only grows, from the room its snippet gave it (the tallest step's, as the
 * lesson's embed code measures it: lesson-embed-code.js) to the tallest step seen in this column
 * width. A new width (a phone turned) starts again from what shows.
 */
const lessonRoom = { width: innerWidth, tallest: 0 };
/** Tells the parent the height, when it changed (or, `again`, in any case), once drawn. */
function postHeight(again = false) {
  // On paper the frame keeps the height it has on the page (its figure is folded to fit it).
  if (!drawn || printing.matches) return;
  let height = contentHeight();
  if (lesson) {
    if (innerWidth !== lessonRoom.width) Object.assign(lessonRoom, { width: innerWidth, tallest: 0 });
    lessonRoom.tallest = Math.max(lessonRoom.tallest, height);
    height = lessonRoom.tallest;
  }
  if (window.parent === window || (height === last && !again)) return;
  last = height;
  window.parent.postMessage({ type: HEIGHT, height }, '*');
}
new ResizeObserver(() => {
  postHeight();
  noteScrolling();
}).observe(document.body);

let look = lookOf(location.hash);
/** The host page's theme (`light` or `dark`), as its script last said, for `theme=host`. */
let hostTheme = null;
/** Whether the host runs the snippet's script (it said hello): the frame is then sized to fit. */
let hosted = false;
let playground = null;
/** The theme shown: the one asked for, or for `host` the host's (the reader's until it says). */
const theme = () => (look.theme === 'host' ? hostTheme ?? 'auto' : look.theme);
function showTheme() {
  document.body.dataset.theme = theme();
  playground?.setTheme?.(theme());
}

// A host that strips the snippet's script leaves the frame at its snippet's height: when the
// content is taller, it scrolls inside the frame, and a line pinned to the frame's foot says so
// until the reader has scrolled to the end.
const scrollNote = h('p', { class: 'scroll-note', hidden: true, 'aria-hidden': 'true' });
let patience = null;
function noteScrolling() {
  const cut = !hosted && drawn && patience === 'over' && contentHeight() > innerHeight + 1;
  scrollNote.hidden = !cut || innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
}
addEventListener('scroll', noteScrolling, { passive: true });

addEventListener('message', (event) => {
  if (event.source !== window.parent || event.data?.type !== HOST) return;
  hosted = true;
  const said = event.data.theme;
  hostTheme = said === 'light' || said === 'dark' ? said : null;
  showTheme();
  noteScrolling();
  postHeight(true);
});

showTheme();
// The frame's language: the fragment's `&lang=`, else the reader's (i18n.js); its catalogue is
// fetched (for Korean or Russian only) before anything is drawn. (After every declaration the
// observers above read: they may run while it loads.)
document.documentElement.lang = await useLanguage(chooseLanguage(look.lang));
scrollNote.textContent = t('scroll-more');
// A lesson's link shows the lesson player instead (lesson-embed.js), with its game's module.
// The lessons' code is loaded only for a lesson: a playground's embed downloads none of it.
const lessonText = lessonAsked(location.hash);
let part;
try {
  part = await (lessonText != null ? import('./lessons/lesson-embed.js') : import('./embed/embed-playground.js'));
} catch (error) {
  // Its part did not arrive (a dropped connection, a host that lost the file): said, with a way to try again.
  root.replaceChildren(h('div', { class: 'input-error start-failure', role: 'alert' },
    h('p', {}, t('start-part-failed', { error: String(error?.message ?? error) })),
    h('p', {}, h('button', { type: 'button', onclick: () => location.reload() }, t('try-again')))));
  throw error;
}
const lessons = lessonText != null ? part : null;
const lesson = lessons ? await lessons.readLessonLink(lessonText) : null;
const only = lesson ? lessons.lessonGame(lesson) : gameAsked(location.hash);
if (look.load === 'click' && !lesson) {
  // Nothing but the poster until the reader asks: no worker, no wasm.
  await part.drawPoster(root, { game: only, input: only ? new URLSearchParams(location.hash.slice(1)).get(only) : '' });
}
// The compact embeds of a post share one worker, the wasm loaded once for all of them.
if (look.view === 'compact') part.shareAcrossFrames();
// The fragment names a game and its settings, which only the core knows: nothing is mounted
// before its games are here. A compact embed or a lesson shows one game: its worker loads that
// game's own module (without the panels' exports), named by the fragment's first parameter or the
// lesson. A full view draws panels whose exports only the game's module with the panels has
// (www/core/worker.js): it loads that one alone rather than both.
const games = await part.gamesOrFailure(root, look.view === 'compact' || lesson ? only : null, only);
const home = new URL('./index.html', import.meta.url).href;
let state = lesson ? null : part.parseFragment(location.hash, games);
// The document's title says what the frame holds, as the snippet's iframe title does.
const retitle = () => { if (!lesson) document.title = part.embedTitle(state.game, state.input); };
retitle();
const mount = async () => {
  if (state.view !== 'compact') await part.load('full');
  const mounted = part.mountPlayground(root, state, {
    games, view: state.view, tabs: false, home, theme: theme(), embedded: true, hideInput: state.hideInput, bidding: Boolean(state.bidding), lang: look.lang,
  });
  if (!drawn) root.dataset.drawing = t('solver-loading');
  mounted.drawn.then(() => {
    delete root.dataset.drawing;
    drawn = true;
    postHeight(true);
    patience ??= setTimeout(() => {
      patience = 'over';
      noteScrolling();
    }, 2500);
  });
  return mounted;
};
if (lesson) {
  // The room the snippet gave is the least the frame keeps (above).
  lessonRoom.tallest = innerHeight;
  await lessons.lessonStyle(root);
  playground = lessons.mountLessonEmbed(root, lesson, { games, home, text: lessonText });
  // A lesson's player is drawn at once; its height grows to its tallest step.
  drawn = true;
  postHeight(true);
} else {
  playground = await mount();
}
document.body.append(scrollNote);

// A sandbox without allow-same-origin: the embed works (its worker is started the one way an
// opaque origin allows), but what the sandbox blocks is said, beside the link it blocks, with the
// permissions it takes: one short line, the room the builder measured being for the frame without it.
if (sandboxed) {
  const needs = 'allow-popups allow-popups-to-escape-sandbox';
  const note = h('span', { class: 'sandbox-note', role: 'note' }, ...tNodes('sandbox-needs', { permissions: h('code', {}, needs) }));
  const place = () => {
    const link = root.querySelector('a.open-playground');
    if (link && note.previousElementSibling !== link) link.after(note);
  };
  place();
  new MutationObserver(place).observe(root, { childList: true });
  root.addEventListener('click', (event) => {
    const link = event.target.closest?.('a[target="_blank"]');
    if (!link) return;
    event.preventDefault();
    const opened = window.open(link.href, '_blank');
    if (opened) opened.opener = null;
    else note.replaceChildren(...tNodes('sandbox-blocked', { permissions: h('code', {}, needs) }));
  });
}

// On paper a frame keeps the height it has on the page: the table of the printed figure is
// folded to the rows that fit beside what else prints (the verdict, its reason, the board).
addEventListener('beforeprint', () => {
  const printed = ['.result .verdict', '.result .reason', '.line .board'].map((selector) => document.querySelector(selector))
    .reduce((sum, el) => sum + (el?.getBoundingClientRect().height ?? 0), 0);
  // The line's box and the margins between the parts, as the print rules lay them out.
  playground?.printed?.fit(innerHeight, printed + 64);
});
addEventListener('afterprint', () => playground?.printed?.unfit());

window.addEventListener('hashchange', async () => {
  // Another language: its words are drawn from the start.
  if (lookOf(location.hash).lang !== look.lang) {
    location.reload();
    return;
  }
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
  const next = part.parseFragment(location.hash, games);
  look = lookOf(location.hash);
  // Another view, or the input box shown or hidden: another layout. Anything else is a new state.
  const relayout = next.view !== state.view || next.hideInput !== state.hideInput || Boolean(next.bidding) !== Boolean(state.bidding);
  state = next;
  retitle();
  if (relayout) {
    playground.close();
    playground = await mount();
  } else {
    playground.setState(next);
  }
  showTheme();
  // Whoever changed the address hears the height even when it stays the same.
  requestAnimationFrame(() => postHeight(true));
});
