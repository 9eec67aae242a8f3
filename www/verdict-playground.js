// <verdict-playground game="ticket" input="?054??0?" step="2" view="compact" theme="dark">
// (an auction also takes its settings: dealer="E" and vulnerable="NS").
// A web component for blogs: one <script type="module" src=".../verdict-playground.js"> tag,
// then any number of elements. Styles live in each element's shadow root, and every colour
// comes from the --vp-… custom properties (set them on the element to match a blog), with
// `theme` = auto (follows the reader's system), light or dark. Parts: input, verdict, reason,
// line, board, stepper, explanation, tables, rules, more, open-link. Changing an attribute
// re-renders.
import { isGame, SETTING_NAMES, settingsOf, settingValue } from './games.js';
import { mountPlayground } from './playground.js';

const STYLE = new URL('./style.css', import.meta.url).href;
/** The full playground, for the "Open in the playground" link. */
const HOME = new URL('./index.html', import.meta.url).href;

class VerdictPlayground extends HTMLElement {
  static observedAttributes = ['game', 'input', ...SETTING_NAMES, 'step', 'view', 'theme'];
  #widget = null;
  #container = null;
  #view = null;

  #state() {
    const game = this.getAttribute('game');
    const step = this.getAttribute('step');
    return {
      game: isGame(game) ? game : 'ticket',
      input: this.getAttribute('input') ?? '',
      ...Object.fromEntries(settingsOf(game).map((s) => [s.name, settingValue(s, this.getAttribute(s.name))])),
      step: step != null && /^\d{1,9}$/.test(step.trim()) ? Number(step) : null,
    };
  }

  #theme() {
    const theme = this.getAttribute('theme');
    return theme === 'light' || theme === 'dark' ? theme : 'auto';
  }

  #mount() {
    this.#view = this.getAttribute('view') === 'compact' ? 'compact' : 'full';
    this.#widget?.close();
    this.#widget = mountPlayground(this.#container, this.#state(), { view: this.#view, tabs: false, home: HOME });
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
    this.#mount();
  }

  attributeChangedCallback(name, before, after) {
    if (!this.#widget || before === after) return;
    if (name === 'theme') this.#container.dataset.theme = this.#theme();
    else if (name === 'view' && (after === 'compact' ? 'compact' : 'full') !== this.#view) this.#mount();
    else this.#widget.setState(this.#state());
  }
}

if (!customElements.get('verdict-playground')) customElements.define('verdict-playground', VerdictPlayground);
