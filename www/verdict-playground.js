// <verdict-playground game="ticket" input="?054??0?" step="2" view="compact" theme="dark">
// (a game with settings takes each as an attribute of its name: the auction's dealer="E" and
// vulnerable="NS"; the games and their settings are the core's, games.js; `hide-input` shows
// no input box, the iframe's &input=hide).
// A web component for blogs: one <script type="module" src=".../verdict-playground.js"> tag,
// then any number of elements. Styles live in each element's shadow root, and every colour
// comes from the --vp-… custom properties (set them on the element to match a blog), with
// `theme` = auto (follows the reader's system), light or dark. Parts: input, verdict, reason,
// line, board, stepper, explanation, tables, rules, more, open-link. Changing an attribute
// re-renders. The element is defined once the core's games are here (its attributes are
// their settings), so an element is never mounted without them.
import { loadGames, settingValue } from './games.js';
import { mountPlayground, showStartFailure } from './playground.js';

const STYLE = new URL('./style.css', import.meta.url).href;
/** The full playground, for the "Open in the playground" link. */
const HOME = new URL('./index.html', import.meta.url).href;

/** The core's games, or why they could not be had (each element then says so). */
let games = null;
let failure = null;
try {
  games = await loadGames();
} catch (error) {
  failure = error;
}

class VerdictPlayground extends HTMLElement {
  static observedAttributes = ['game', 'input', ...(games?.settings.keys() ?? []), 'step', 'view', 'theme', 'hide-input'];
  #widget = null;
  #container = null;
  /** The layout mounted: the view and whether the input box is hidden. */
  #layout = null;

  #state() {
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
      games, view: this.#layout.view, tabs: false, home: HOME, theme: this.#theme(), embedded: true, hideInput: this.#layout.hideInput,
    });
  }

  connectedCallback() {
    if (this.#widget) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = STYLE;
    this.#container = document.createElement('div');
    this.#container.className = 'playground-root vp-theme';
    this.#container.dataset.theme = this.#theme();
    shadow.replaceChildren(style, this.#container);
    if (failure) showStartFailure(this.#container, failure);
    else this.#mount();
  }

  attributeChangedCallback(name, before, after) {
    if (!this.#widget || before === after) return;
    if (name === 'theme') {
      this.#container.dataset.theme = this.#theme();
      this.#widget.setTheme(this.#theme());
    } else if (name === 'view' || name === 'hide-input') {
      if (this.#layoutAsked().key !== this.#layout.key) this.#mount();
    } else {
      this.#widget.setState(this.#state());
    }
  }
}

if (!customElements.get('verdict-playground')) customElements.define('verdict-playground', VerdictPlayground);
