// <verdict-playground game="ticket" input="?054??0?" step="2" view="compact" theme="dark">
// (a game with settings takes each as an attribute of its name: the auction's dealer="E" and
// vulnerable="NS"; the games and their settings are the core's, games.js; `hide-input` shows
// no input box, the iframe's &input=hide).
// A web component for blogs: one <script type="module" src=".../verdict-playground.js"> tag,
// then any number of elements. Styles live in each element's shadow root, and every colour
// comes from the --vp-… custom properties (set them on the element to match a blog), with
// `theme` = auto (follows the reader's system), light or dark. Parts: input, verdict, reason,
// line, board, stepper, explanation, tables, rules, more, open-link. Changing an attribute
// re-renders. An element mounts once the core's games are here (its attributes are their
// settings). When every element of the post shows the same game compact, they load that game's
// own module, without the panels' exports (www/core/worker.js); otherwise they share one worker, which
// loads the module with the panels of each game shown.
//
// Before its script runs, the element is as tall as its snippet reserves (the inline
// `min-height`, measured by the embed builder per column width: snippet.js); once it has drawn
// its first report, that reservation is taken off, so the element is then exactly as tall as
// what it shows. `element.drawn` resolves then. `load="click"` draws a poster (poster.js) and
// loads nothing more until the reader asks; `theme="host"` follows the page (host-theme.js).
// `lang="ko"` (or `ru`, `en`) fixes the language of its words, else it is the reader's (i18n.js);
// the words are the document's one language (the first element's to start decides it).
import { gamesAsked, loadGames, settingValue } from './core/games.js';
import { hostTheme, watchHostTheme } from './embed/host-theme.js';
import { chooseLanguage, language, languageChosen, t, useLanguage } from './shared/i18n.js';
import { load } from './playground/lazy.js';
import { mountPlayground, showStartFailure } from './playground/playground.js';
import { drawPoster } from './embed/poster.js';

const STYLE = new URL('./style.css', import.meta.url).href;
/** The full playground, for the "Open in the playground" link. */
const HOME = new URL('./index.html', import.meta.url).href;
/** The attributes of the look alone: a change of any other one is a new state to analyze. */
const LOOK = ['view', 'theme', 'hide-input', 'load', 'lang', 'style', 'class', 'id'];
/** The language of every element of the document, chosen by the first to start (i18n.js). */
let speaking = null;

/**
 * The games for an element showing `game`: those of its own module when every element of the
 * post shows it compact (the module scripts run once the post is parsed, so all are there),
 * else every game's. A game's own module answers what a compact view shows; a full view draws
 * the panels (Play, rules, outcome tables) whose exports only the game's module with the panels
 * has (www/core/worker.js), so it loads that one alone rather than both.
 */
function gamesFor(game) {
  // The page already has every game (the playground's own page, with a component preview).
  if (gamesAsked(null)) return loadGames(null, game);
  const elements = [...document.querySelectorAll('verdict-playground')];
  const shown = new Set(elements.map((e) => e.getAttribute('game')));
  const compact = elements.every((e) => ['compact', 'bidding'].includes(e.getAttribute('view')));
  return loadGames(game && shown.size === 1 && compact ? game : null, game);
}

class VerdictPlayground extends HTMLElement {
  #widget = null;
  #drawn = null;
  #whenDrawn = new Promise((done) => { this.#drawn = done; });
  #container = null;
  /** A lesson's room, kept at its tallest step's height (`#mountLesson`). */
  #lessonRoom = null;
  /** Resolves once the shadow root's stylesheet has loaded (or failed to). */
  #styled = null;
  /** The core's games this element mounts with (a `Games`), once they are here. */
  #games = null;
  /** The layout mounted: the view and whether the input box is hidden. */
  #layout = null;
  /** Attribute changes, seen once the element is mounted: any name may be a setting. */
  #watch = new MutationObserver((records) => {
    const changed = new Set(records.filter((r) => r.oldValue !== this.getAttribute(r.attributeName)).map((r) => r.attributeName));
    if (changed.size) this.#attributesChanged(changed);
  });

  #state() {
    const games = this.#games;
    const game = this.getAttribute('game');
    const step = this.getAttribute('step');
    return {
      game: games.has(game) ? game : games.first.name,
      input: this.getAttribute('input') ?? '',
      ...Object.fromEntries(games.settingsOf(game).map((s) => [s.name, settingValue(s, this.getAttribute(s.name))])),
      step: step != null && /^\d{1,9}$/.test(step.trim()) ? Number(step) : null,
    };
  }

  /** The theme shown: `light`, `dark` or `auto`, and for `host` the page's own (host-theme.js). */
  #theme() {
    const theme = this.getAttribute('theme');
    if (theme === 'host') return hostTheme(this);
    return theme === 'light' || theme === 'dark' ? theme : 'auto';
  }

  /** Resolves once the element has drawn its first report (or its input's error). */
  get drawn() {
    return this.#whenDrawn;
  }

  /** The layout the attributes ask for: a change of it mounts the playground again. */
  #layoutAsked() {
    // `bidding`: the compact view with an auction's bidding alone, without the deal's hands.
    const asked = this.getAttribute('view');
    const view = asked === 'compact' || asked === 'bidding' ? 'compact' : 'full';
    const bidding = asked === 'bidding';
    return { view, bidding, hideInput: this.hasAttribute('hide-input'), key: `${view} ${bidding} ${this.hasAttribute('hide-input')}` };
  }

  async #mount() {
    this.#layout = this.#layoutAsked();
    // The full view's panels come first (a compact view loads what it opens, lazy.js).
    if (this.#layout.view !== 'compact') await load('full');
    this.#widget?.close();
    this.#widget = mountPlayground(this.#container, this.#state(), {
      games: this.#games, view: this.#layout.view, tabs: false, home: HOME, theme: this.#theme(), embedded: true, hideInput: this.#layout.hideInput,
      bidding: this.#layout.bidding, lang: this.getAttribute('lang'),
    });
    // Drawn: shown at once, and the room the snippet reserved is no longer needed, the element is
    // as tall as its content.
    if (!this.#container.hasAttribute('data-drawn')) this.#container.dataset.drawing = t('solver-loading');
    this.#widget.drawn.then(() => {
      delete this.#container.dataset.drawing;
      this.#container.dataset.drawn = '';
      this.style.removeProperty('min-height');
      this.#drawn();
    });
  }

  /** The theme asked for, drawn again (an attribute, or the page's own for `host`). */
  #showTheme() {
    this.#container.dataset.theme = this.#theme();
    this.#widget?.setTheme?.(this.#theme());
  }

  /**
   * Has the games that know this element's game: at first the post's choice (`gamesFor`; a
   * name with no module of its own already gets every game there), later, for a game the
   * loaded ones lack, every game (each from its module with the panels).
   */
  async #loadGames() {
    const game = this.getAttribute('game');
    if (this.#games?.has(game)) return;
    this.#games = await (this.#games ? loadGames(null, game) : gamesFor(game));
  }

  async connectedCallback() {
    if (this.#container) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = STYLE;
    // A stylesheet in a shadow root blocks no rendering: a playground drawn before it arrives
    // shows unstyled, taller than the room the snippet keeps, and the post jumps when the styles
    // land (a slow connection, a busy phone). Nothing is drawn before it, so the element keeps
    // its reserved room until then.
    this.#styled = new Promise((done) => {
      style.addEventListener('load', done, { once: true });
      style.addEventListener('error', done, { once: true });
    });
    this.#container = document.createElement('div');
    this.#container.className = 'playground-root vp-theme';
    this.#container.dataset.theme = this.#theme();
    // The words' language: loaded (a catalogue for Korean or Russian) before anything is drawn,
    // and said on the container, for a screen reader's voice.
    // On the playground's own page (a builder's preview) the page's language stays.
    speaking ??= languageChosen() ? Promise.resolve(language()) : useLanguage(chooseLanguage(this.getAttribute('lang')));
    this.#container.lang = await speaking;
    shadow.replaceChildren(style, this.#container);
    watchHostTheme(() => { if (this.getAttribute('theme') === 'host') this.#showTheme(); });
    if (this.getAttribute('load') === 'click') {
      // Nothing but the poster, in the room the snippet keeps, until the reader asks; drawn once
      // styled, like the playground (unstyled, it was 16 px taller than its room for a moment).
      await this.#styled;
      const poster = drawPoster(this.#container, { game: this.getAttribute('game'), input: this.getAttribute('input') });
      this.#container.firstElementChild.style.minHeight = getComputedStyle(this).minHeight;
      await poster;
    }
    await this.#start();
  }

  /** Mounts what the attributes ask for; when the core cannot load, says what failed, with a retry. */
  async #start() {
    try {
      // `lesson="…"`: the lesson player in place of a playground (lesson-embed.js).
      if (this.hasAttribute('lesson')) {
        await this.#styled;
        await this.#mountLesson();
      } else {
        await this.#loadGames();
        await this.#styled;
        await this.#mount();
      }
    } catch (error) {
      showStartFailure(this.#container, error, () => this.#start());
      return;
    }
    this.#watch.observe(this, { attributes: true, attributeOldValue: true });
  }

  async #mountLesson() {
    this.#widget?.close();
    this.#layout = null;
    // The lessons' code is loaded only for a lesson: a playground's embed downloads none of it.
    const { lessonInto } = await import('./lessons/lesson-embed.js');
    this.#widget = await lessonInto(this.#container, this.getAttribute('lesson'), { home: HOME });
    // A lesson's steps differ in height, and the post must not move at each step: the element
    // keeps the room its snippet reserved (the tallest step's, lesson-embed-code.js) and grows to
    // the tallest step it has shown, never shrinking (a new column width starts again).
    this.#container.dataset.drawn = '';
    this.#lessonRoom?.disconnect();
    let tallest = { width: this.clientWidth, height: this.getBoundingClientRect().height };
    this.#lessonRoom = new ResizeObserver(() => {
      const height = this.#container.getBoundingClientRect().height;
      if (this.clientWidth !== tallest.width) tallest = { width: this.clientWidth, height: 0 };
      if (height > tallest.height) tallest.height = height;
      this.style.minHeight = `${Math.ceil(tallest.height)}px`;
    });
    this.#lessonRoom.observe(this.#container);
    this.#drawn();
  }

  /** `changed`: the names of the attributes that changed. */
  async #attributesChanged(changed) {
    if (changed.has('theme')) this.#container.dataset.theme = this.#theme();
    if (this.hasAttribute('lesson')) {
      if (changed.has('lesson')) await this.#mountLesson();
      return;
    }
    if (changed.has('lesson') || !this.#layout) {
      // The lesson went: a playground of the other attributes.
      this.#lessonRoom?.disconnect();
      this.#lessonRoom = null;
      this.#widget?.close();
      await this.#loadGames();
      await this.#mount();
      return;
    }
    const before = this.#games;
    if (changed.has('game')) await this.#loadGames();
    if (changed.has('theme')) this.#showTheme();
    if (this.#games !== before || this.#layoutAsked().key !== this.#layout.key) await this.#mount();
    else if ([...changed].some((name) => !LOOK.includes(name))) this.#widget.setState(this.#state());
  }
}

if (!customElements.get('verdict-playground')) customElements.define('verdict-playground', VerdictPlayground);
