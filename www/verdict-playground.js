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
// settings). When every element of the post shows the same game, they load that game's own
// module (a third to a half of the one with every game, www/worker.js); otherwise they share
// the module with every game, and one worker.
import { gamesAsked, loadGames, settingValue } from './games.js';
import { lessonInto } from './lesson-embed.js';
import { mountPlayground, showStartFailure } from './playground.js';

const STYLE = new URL('./style.css', import.meta.url).href;
/** The full playground, for the "Open in the playground" link. */
const HOME = new URL('./index.html', import.meta.url).href;
/** The attributes of the look alone: a change of any other one is a new state to analyze. */
const LOOK = ['view', 'theme', 'hide-input'];

/**
 * The games for an element showing `game`: those of its own module when every element of the
 * post shows it (the module scripts run once the post is parsed, so all are there), else
 * those of the module with every game.
 */
function gamesFor(game) {
  // The page already has every game (the playground's own page, with a component preview).
  if (gamesAsked(null)) return loadGames(null);
  const shown = new Set([...document.querySelectorAll('verdict-playground')].map((e) => e.getAttribute('game')));
  return loadGames(game && shown.size === 1 ? game : null);
}

class VerdictPlayground extends HTMLElement {
  #widget = null;
  #container = null;
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

  #theme() {
    const theme = this.getAttribute('theme');
    return theme === 'light' || theme === 'dark' ? theme : 'auto';
  }

  /** The layout the attributes ask for: a change of it mounts the playground again. */
  #layoutAsked() {
    const view = this.getAttribute('view') === 'compact' ? 'compact' : 'full';
    return { view, hideInput: this.hasAttribute('hide-input'), key: `${view} ${this.hasAttribute('hide-input')}` };
  }

  #mount() {
    this.#layout = this.#layoutAsked();
    this.#widget?.close();
    this.#widget = mountPlayground(this.#container, this.#state(), {
      games: this.#games, view: this.#layout.view, tabs: false, home: HOME, theme: this.#theme(), embedded: true, hideInput: this.#layout.hideInput,
    });
  }

  /**
   * Has the games that know this element's game: at first the post's choice (`gamesFor`; a
   * name with no module of its own already gets every game there), later, for a game the
   * loaded ones lack, the module with every game.
   */
  async #loadGames() {
    const game = this.getAttribute('game');
    if (this.#games?.has(game)) return;
    this.#games = await (this.#games ? loadGames(null) : gamesFor(game));
  }

  async connectedCallback() {
    if (this.#container) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = STYLE;
    this.#container = document.createElement('div');
    this.#container.className = 'playground-root vp-theme';
    this.#container.dataset.theme = this.#theme();
    shadow.replaceChildren(style, this.#container);
    try {
      // `lesson="…"`: the lesson player in place of a playground (lesson-embed.js).
      if (this.hasAttribute('lesson')) await this.#mountLesson();
      else {
        await this.#loadGames();
        this.#mount();
      }
    } catch (error) {
      showStartFailure(this.#container, error);
      return;
    }
    this.#watch.observe(this, { attributes: true, attributeOldValue: true });
  }

  async #mountLesson() {
    this.#widget?.close();
    this.#layout = null;
    this.#widget = await lessonInto(this.#container, this.getAttribute('lesson'), { home: HOME });
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
      this.#widget?.close();
      await this.#loadGames();
      this.#mount();
      return;
    }
    const before = this.#games;
    if (changed.has('game')) await this.#loadGames();
    if (changed.has('theme')) {
      this.#container.dataset.theme = this.#theme();
      this.#widget.setTheme(this.#theme());
    }
    if (this.#games !== before || this.#layoutAsked().key !== this.#layout.key) this.#mount();
    else if ([...changed].some((name) => !LOOK.includes(name))) this.#widget.setState(this.#state());
  }
}

if (!customElements.get('verdict-playground')) customElements.define('verdict-playground', VerdictPlayground);
