// <verdict-playground game="ticket" input="?054??0?" dealer="E"></verdict-playground>
// A web component for blogs: one <script type="module" src=".../verdict-playground.js"> tag,
// then any number of elements. Styles live in each element's shadow root; changing an
// attribute re-renders.
import { mountPlayground } from './playground.js';

const STYLE = new URL('./style.css', import.meta.url).href;

class VerdictPlayground extends HTMLElement {
  static observedAttributes = ['game', 'input', 'dealer'];
  #widget = null;

  #state() {
    return {
      game: this.getAttribute('game') ?? 'ticket',
      input: this.getAttribute('input') ?? '',
      dealer: this.getAttribute('dealer')?.toUpperCase() ?? undefined,
    };
  }

  connectedCallback() {
    if (this.#widget) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = STYLE;
    const container = document.createElement('div');
    container.className = 'playground-root';
    shadow.replaceChildren(style, container);
    this.#widget = mountPlayground(container, this.#state(), { compact: true });
  }

  attributeChangedCallback(_name, before, after) {
    if (this.#widget && before !== after) this.#widget.setState(this.#state());
  }
}

if (!customElements.get('verdict-playground')) customElements.define('verdict-playground', VerdictPlayground);
