// The page: mounts the playground, keeps the URL fragment in step with the input so any state
// is a link (a game switch is a new history entry, so Back returns to the previous game), and
// offers the link and the embed snippets to copy. It mounts nothing before it has the core's
// games (games.js): the fragment names a game and its settings, which only the core knows.
import { EmbedBuilder } from './embed/embed-builder.js';
import { formatFragment, gameAsked, linkOf, lookOf, MAX_FRAGMENT, parseFragment } from './core/fragment.js';
// The full view's panels, loaded with the page's other modules and handed to lazy.js here: the
// page is the one place that composes them (the panels import nothing back).
import { classes as fullPanels } from './panels/full-panels.js';
import { provide } from './playground/lazy.js';
import { classes as morePanels } from './panels/more-panels.js';
import { mountGlossary } from './page/glossary.js';
import { chooseLanguage, language, LANGUAGES, remember, t, tNodes, useLanguage } from './shared/i18n.js';
// The page's own English words, which no embed carries (lang/en-page.js).
import './shared/page-words.js';
import { lessonAsked } from './lessons/lesson-format.js';
import { mountGuessFirst } from './page/guess-first.js';
import { mountLessons } from './lessons/lessons.js';
import { gamesOrFailure, mountPlayground } from './playground/playground.js';
import { h } from './shared/render.js';

/**
 * Where the playground is published, for links and embed snippets: the page's own folder when
 * it is served over HTTP, or the address `make dist PUBLIC_URL=…` wrote into the offline file.
 * The offline file without one has no address to give.
 */
function publicBase() {
  const configured = document.querySelector('meta[name="verdict-playground-address"]')?.content;
  if (configured) return new URL(configured, location.href).href;
  return /^https?:$/.test(location.protocol) ? new URL('.', location.href).href : null;
}

provide('more', morePanels);
provide('full', fullPanels);

const base = publicBase();
const root = document.getElementById('playground');
// The theme at once, before the core is loaded.
document.body.dataset.theme = lookOf(location.hash).theme;
// The language before any word is drawn: the link's `lang=`, else the reader's (i18n.js). English
// is in the code; Korean's or Russian's catalogue is one small file, fetched now.
document.documentElement.lang = await useLanguage(chooseLanguage(lookOf(location.hash).lang));
mountLanguage();
// The worker loads the module of the game the address opens with while it lists the games.
const games = await gamesOrFailure(root, null, gameAsked(location.hash));
const first = parseFragment(location.hash, games);
// The fragment follows the input at most a few times a second: rewriting a long address on
// every keystroke costs the page. A new history entry (a game switch) is written at once.
const FRAGMENT_EVERY_MS = 250;
let pending = null;
let lastWrite = 0;
/** The state with the language the address fixes, if it fixes one: links keep it. */
const withLanguage = (state) => ({ ...state, lang: lookOf(location.hash).lang });
function writeFragment() {
  clearTimeout(pending);
  pending = null;
  lastWrite = performance.now();
  history.replaceState(null, '', formatFragment(withLanguage(playground.current()), games));
}
const playground = mountPlayground(root, first, {
  games,
  onChange(state, { push }) {
    if (push) {
      clearTimeout(pending);
      pending = null;
      history.pushState(null, '', formatFragment(withLanguage(state), games));
      builder?.refresh();
      return;
    }
    builder?.refresh();
    const wait = FRAGMENT_EVERY_MS - (performance.now() - lastWrite);
    if (wait <= 0) writeFragment();
    else pending ??= setTimeout(writeFragment, wait);
  },
  revealStep: true,
});
window.addEventListener('hashchange', () => {
  // A link to another language: every word is drawn again, from the start.
  const asked = lookOf(location.hash).lang;
  if (asked && asked !== language()) {
    location.reload();
    return;
  }
  // A lesson's link shows the lesson player in place of the playground (lessons.js).
  if (lessonAsked(location.hash) != null) {
    lessons.route(location.hash);
    return;
  }
  lessons.route(location.hash);
  const state = parseFragment(location.hash, games);
  document.body.dataset.theme = state.theme;
  playground.setState(state);
  builder?.refresh();
});

const note = h('span', { class: 'share-note', id: 'share-note', 'aria-live': 'polite' });
/** Copies `text`; `done` says it is copied. */
async function copy(done, text) {
  try {
    await navigator.clipboard.writeText(text);
    note.textContent = done;
  } catch {
    note.textContent = t('copy-refused', { text });
  }
}

/**
 * Says why the state cannot be linked as it is (fragment.js's `problem`), with what to do
 * instead; false when it can be.
 */
function refuseLink(problem, game) {
  if (problem?.kind === 'too-long') {
    // Too long for any address: say so, and offer the input as a file instead.
    const link = h('a', { href: '#', class: 'download', onclick: (event) => { event.preventDefault(); download(game); } }, t('download-input'));
    note.replaceChildren(...tNodes('link-too-long', { length: problem.length ?? 0, max: MAX_FRAGMENT, download: link }));
    return true;
  }
  if (problem?.kind === 'unpaired') {
    note.textContent = t('link-unpaired');
    return true;
  }
  return false;
}

const linkButton = h('button', { type: 'button', onclick: () => {
  const state = playground.current();
  const { fragment, problem } = linkOf(withLanguage(state), games);
  if (refuseLink(problem, state.game)) return;
  if (base) copy(t('copied-link'), base + fragment);
  else copy(t('copied-local-link'), location.href.split('#')[0] + fragment);
} }, t('copy-link'));

/** Saves the current input as a text file. */
function download(game) {
  const url = URL.createObjectURL(new Blob([playground.inputPayload()], { type: 'text/plain' }));
  const a = h('a', { href: url, download: `${game}.txt` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// The snippets point at the playground's web address. The offline file without one has none to
// give: it offers no snippet, and says why.
const served = /^https?:$/.test(location.protocol);
/** Copies the snippet of `form` (`iframe` or `component`) that the builder's choices make. */
async function copySnippet(form) {
  const state = playground.current();
  if (refuseLink(linkOf(state, games).problem, state.game)) return;
  // The snippet carries the embed's heights in every column width: measured first, a moment.
  note.textContent = t('measuring-embed');
  const code = await builder.codeFor(form);
  copy(form === 'iframe' ? t('copied-embed') : t('copied-component'), code);
}
const builder = base ? new EmbedBuilder({ games, base, playground, preview: served && base === new URL('.', location.href).href, onCopy: copySnippet }) : null;
const embedButtons = builder ? [[t('copy-embed'), 'iframe'], [t('copy-component'), 'component']]
  .map(([text, form]) => h('button', { type: 'button', onclick: () => copySnippet(form) }, text)) : [];
if (!base) {
  note.textContent = t('offline-note', { command: 'make dist PUBLIC_URL=https://your-host/path/' });
}
const share = h('div', { class: 'share', role: 'group', 'aria-label': t('share-label') }, linkButton, ...embedButtons, builder?.element, note);
root.before(share);
// Lessons: the menu beside the share buttons, and the player of a lesson's link.
const lessons = mountLessons({ root, share, games, playground, base });
lessons.route(location.hash);
// "Guess first": the verdict and what gives it away hidden until the student has guessed.
mountGuessFirst({ place: document.querySelector('body > header') ?? root.parentElement, playground, games });

/**
 * The header's words in the language shown, its language switch (each language by its own name:
 * a choice is remembered, and the page drawn again in it) and the glossary's button.
 */
function mountLanguage() {
  document.title = t('page-title');
  const header = document.querySelector('body > header');
  const intro = header?.querySelector('p');
  if (intro) intro.textContent = t('page-intro');
  const footer = document.querySelector('body > footer > p');
  if (footer) footer.textContent = t('page-footer');
  if (!header) return;
  const select = h('select', { class: 'language-switch', 'aria-label': t('language-label') },
    Object.entries(LANGUAGES).map(([code, name]) => h('option', { value: code, lang: code, selected: code === language() }, name)));
  select.addEventListener('change', () => {
    remember(select.value);
    // An address that fixes a language fixes the one chosen now.
    const params = new URLSearchParams(location.hash.slice(1));
    if (params.has('lang')) {
      params.set('lang', select.value);
      history.replaceState(null, '', `#${params.toString()}`);
    }
    location.reload();
  });
  header.append(h('div', { class: 'page-tools' }, h('label', {}, t('language-label'), ' ', select), mountGlossary(document.body)));
}
