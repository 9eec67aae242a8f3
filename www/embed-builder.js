// The embed builder, beside the page's copy buttons: the blogger picks the view (compact by
// default), the theme, the step the embed opens at and whether it shows the input box, and sees
// a live preview, an actual iframe of the snippet (or the actual web component) in a column
// of 680 or 375 px, with the height it takes there. The copy buttons copy exactly what the
// preview shows: the snippet is made from the preview's own address and measured height.
import { h } from './render.js';
import { componentAttributes, componentSnippet, DEFAULT_CHOICES, embedState, frameSource, GUESSED_HEIGHT, iframeSnippet } from './snippet.js';

const WIDTHS = [680, 375];
const HEIGHT_MESSAGE = 'verdict-playground:height';

export class EmbedBuilder {
  #games;
  #base;
  #playground;
  /** The blogger's choices (snippet.js), and the form and width of the preview. */
  #choices = { ...DEFAULT_CHOICES };
  #form = 'iframe';
  #width = WIDTHS[0];
  /** The preview element (an iframe or a verdict-playground), when the builder is open. */
  #preview = null;
  /** The height the preview takes: { key, height } for the snippet, width and choices it was measured with. */
  #measured = null;
  #timer = null;

  /**
   * `base`: where www/ is published (snippets point there); `preview`: whether a live preview
   * can be shown (the page is served from that address: the offline file makes no request).
   * `playground`: the page's playground (`current()`, `shownStep()`); `onCopy(form)`: copy the
   * code of `iframe` or `component`, as the page's buttons do.
   */
  constructor({ games, base, playground, preview = true, onCopy = () => {} }) {
    this.#games = games;
    this.#base = base;
    this.#playground = playground;
    this.canPreview = preview;
    const radios = (legend, name, options, chosen, onpick) => h('fieldset', { class: 'builder-choice' },
      h('legend', {}, legend),
      h('div', { class: 'builder-options' }, options.map(([value, label]) => {
        const radio = h('input', { type: 'radio', name: `embed-${name}`, value, checked: value === chosen });
        radio.addEventListener('change', () => { if (radio.checked) onpick(value); });
        return h('label', {}, radio, ' ', label);
      })));
    this.shownLabel = h('span', {}, 'the step shown');
    this.hideInput = h('input', { type: 'checkbox', name: 'embed-hide-input' });
    this.hideInput.addEventListener('change', () => this.#choose({ hideInput: this.hideInput.checked }));
    this.form = h('div', { class: 'builder-form' },
      radios('View', 'view', [['compact', 'compact'], ['full', 'full']], this.#choices.view, (view) => this.#choose({ view })),
      radios('Theme', 'theme', [['auto', 'the reader’s'], ['light', 'light'], ['dark', 'dark']], this.#choices.theme, (theme) => this.#choose({ theme })),
      radios('Opens at', 'start', [['shown', this.shownLabel], ['zero', 'step 0, the input']], this.#choices.start, (start) => this.#choose({ start })),
      h('fieldset', { class: 'builder-choice' }, h('legend', {}, 'Input box'),
        h('div', { class: 'builder-options' }, h('label', {}, this.hideInput, ' hide it (the verdict and the board only)'))),
      radios('Preview', 'form', [['iframe', 'iframe'], ['component', 'web component']], this.#form, (form) => {
        this.#form = form;
        this.#renderPreview();
      }),
      radios('Blog column', 'width', WIDTHS.map((w) => [String(w), `${w} px`]), String(this.#width), (width) => {
        this.#width = Number(width);
        this.#renderPreview();
      }));
    this.height = h('p', { class: 'builder-height', 'aria-live': 'polite' });
    this.stage = h('div', { class: 'builder-stage' });
    // The code to read (and select by hand): not a text box, which the page keeps for the input.
    this.code = h('pre', { class: 'builder-code', tabindex: '0', 'aria-label': 'The embed code' });
    this.element = h('details', { class: 'embed-builder' },
      h('summary', {}, 'Embed options and preview'),
      this.form,
      preview ? this.height : h('p', { class: 'builder-height' },
        'The preview needs the playground served from its web address; the code points at ', h('code', {}, base), '.'),
      preview ? this.stage : null,
      this.code,
      h('p', { class: 'builder-copy' }, h('button', { type: 'button', onclick: () => onCopy(this.#form) }, 'Copy this code'),
        ' (the same as the copy buttons above give, for the form previewed)'));
    this.element.addEventListener('toggle', () => this.#renderPreview());
    // The preview frame posts its height like any embed; only its own messages are taken.
    window.addEventListener('message', (event) => {
      if (event.data?.type !== HEIGHT_MESSAGE || !(this.#preview instanceof HTMLIFrameElement)) return;
      if (event.source !== this.#preview.contentWindow) return;
      this.#preview.style.height = `${Math.ceil(event.data.height)}px`;
      this.#took(Math.ceil(event.data.height));
    });
  }

  /** The iframe snippet as the preview shows it (or would, with these choices). */
  iframeCode() {
    const state = this.#state();
    return iframeSnippet(this.#base, state, this.#games, this.#heightFor('iframe', state));
  }

  /** The web-component snippet of the same choices. */
  componentCode() {
    return componentSnippet(this.#base, this.#state(), this.#games);
  }

  /** The page's state changed (typing, a step, a link): the preview and the code follow, a
   * moment later (typing is not to reload an embed per keystroke). */
  refresh() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#renderPreview(), 250);
  }

  #choose(change) {
    Object.assign(this.#choices, change);
    this.#renderPreview();
  }

  #state() {
    return embedState(this.#playground.current(), this.#choices);
  }

  /** What a measurement is of: the form, the column's width and the embed's address. */
  #key(form, state) {
    return `${form} ${this.#width} ${frameSource(this.#base, state, this.#games)}`;
  }

  #heightFor(form, state) {
    return this.#measured?.key === this.#key(form, state) ? this.#measured.height : GUESSED_HEIGHT[state.view];
  }

  #took(height) {
    const state = this.#state();
    this.#measured = { key: this.#key(this.#form, state), height };
    // The page may be narrower than the column asked for: the preview is then as wide as the page.
    const width = Math.round(this.stage.getBoundingClientRect().width);
    const narrower = width < this.#width ? ` (this page is narrower than ${this.#width} px)` : '';
    this.height.textContent = `It takes ${height} px in a ${width} px column${narrower}, and follows what it shows as readers open and close its parts.`;
    this.#showCode();
  }

  #showCode() {
    this.code.textContent = this.#form === 'iframe' ? this.iframeCode() : this.componentCode();
  }

  /** Brings the preview and the code up to date with the state and the choices. */
  #renderPreview() {
    clearTimeout(this.#timer);
    const shown = this.#playground.shownStep();
    this.shownLabel.textContent = shown == null ? 'the step shown' : `the step shown (step ${shown})`;
    this.#showCode();
    if (!this.element.open || !this.canPreview) return;
    const state = this.#state();
    this.stage.style.width = `${this.#width}px`;
    if (this.#form === 'iframe') {
      const src = frameSource(this.#base, state, this.#games);
      if (!(this.#preview instanceof HTMLIFrameElement)) {
        this.#preview = h('iframe', { title: `verdict-playground: ${state.game}`, class: 'builder-preview' });
        this.#preview.style.cssText = `display:block;width:100%;height:${GUESSED_HEIGHT[state.view]}px;border:0`;
        this.stage.replaceChildren(this.#preview);
      }
      this.#preview.title = `verdict-playground: ${state.game}`;
      // Only the fragment changes: the frame reads it again without loading anew.
      if (this.#preview.getAttribute('src') !== src) {
        this.height.textContent = 'Measuring…';
        this.#preview.setAttribute('src', src);
      }
      return;
    }
    this.#showComponent(state);
  }

  /** The actual web component, its attributes those of the snippet. */
  async #showComponent(state) {
    if (!customElements.get('verdict-playground')) await import('./verdict-playground.js');
    if (this.#form !== 'component' || !this.element.open) return;
    if (!(this.#preview?.localName === 'verdict-playground')) {
      const element = document.createElement('verdict-playground');
      element.className = 'builder-preview';
      new ResizeObserver(() => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (this.#preview === element && height > 0) this.#took(height);
      }).observe(element);
      this.#preview = element;
      this.stage.replaceChildren(this.#preview);
    }
    const wanted = new Map(componentAttributes(state, this.#games));
    for (const { name } of [...this.#preview.attributes]) {
      if (name !== 'class' && !wanted.has(name)) this.#preview.removeAttribute(name);
    }
    for (const [name, value] of wanted) {
      if (this.#preview.getAttribute(name) !== value) this.#preview.setAttribute(name, value);
    }
  }
}
