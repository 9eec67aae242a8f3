// The embed builder, beside the page's copy buttons: the blogger picks the view (compact by
// default), the theme, the step the embed opens at, whether it shows the input box and whether
// it loads at once or on a click, and sees a live preview, an actual iframe of the snippet (or
// the actual web component) in a column of 680 or 375 px on a light or a dark post, with the
// height it takes there. The theme follows the post's colour until the blogger picks one, so a
// dark post gets a dark embed (a light one, for a reader whose system is light, would be a white
// box in it). The copy buttons copy exactly what the preview shows: the snippet is made from the
// preview's own address, with the heights the embed takes in columns of every width
// (measure.js), so that it never changes height as it loads (docs/EMBEDDING.md).
import { embedTitle } from './describe.js';
import { measureComponent, measureFrame } from './measure.js';
import { LANGUAGES, loadCatalogue, t, tNodes } from '../shared/i18n.js';
import { h } from '../shared/render.js';
import {
  componentAttributes, componentSnippet, DEFAULT_CHOICES, embedState, frameSource, GUESSED_HEIGHT, iframeSnippet, MEASURED_WIDTHS, shortcodeTitle,
  snippetLanguage,
} from './snippet.js';

const WIDTHS = [680, 375];
const HEIGHT_MESSAGE = 'verdict-playground:height';

export class EmbedBuilder {
  #games;
  #base;
  #playground;
  /** The blogger's choices (snippet.js), and the form, width and post colour of the preview. */
  #choices = { ...DEFAULT_CHOICES };
  #form = 'iframe';
  #width = WIDTHS[0];
  #post = 'light';
  /** Whether the blogger picked a theme (else it is the post's). */
  #themePicked = false;
  /** The preview element (an iframe or a verdict-playground), when the builder is open. */
  #preview = null;
  /** The heights measured: { key, heights } for the form and address they were measured with. */
  #measured = null;
  /** The measuring under way: { key, promise }. */
  #measuring = null;
  #timer = null;
  #themeRadios = null;
  /** The view choice "the bidding alone", offered for a board of hands around a centre only. */
  #biddingChoice = null;

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
    const radios = (legend, name, options, chosen, onpick) => {
      const inputs = [];
      const fieldset = h('fieldset', { class: 'builder-choice' },
        h('legend', {}, legend),
        h('div', { class: 'builder-options' }, options.map(([value, label]) => {
          const radio = h('input', { type: 'radio', name: `embed-${name}`, value, checked: value === chosen });
          radio.addEventListener('change', () => { if (radio.checked) onpick(value); });
          inputs.push(radio);
          return h('label', {}, radio, ' ', label);
        })));
      return { fieldset, inputs };
    };
    this.shownLabel = h('span', {}, t('builder-start-shown'));
    this.hideInput = h('input', { type: 'checkbox', name: 'embed-hide-input' });
    this.hideInput.addEventListener('change', () => this.#choose({ hideInput: this.hideInput.checked }));
    const theme = radios(t('builder-theme'), 'theme', [['light', t('builder-light')], ['dark', t('builder-dark')], ['host', t('builder-theme-host')],
      ['auto', t('builder-theme-auto')]], this.#choices.theme, (picked) => {
      this.#themePicked = true;
      this.#choose({ theme: picked });
    });
    this.#themeRadios = theme.inputs;
    // A board of hands around a centre (an auction's deal) may leave the hands out in a compact
    // view: the centre alone is a short embed.
    const view = radios(t('builder-view'), 'view', [['compact', t('builder-view-compact')], ['bidding', t('builder-view-bidding')], ['full', t('builder-view-full')]],
      this.#choices.view, (picked) => this.#choose({ view: picked }));
    this.#biddingChoice = view.inputs.find((radio) => radio.value === 'bidding').parentElement;
    this.form = h('div', { class: 'builder-form' },
      view.fieldset,
      theme.fieldset,
      radios(t('builder-start'), 'start', [['shown', this.shownLabel], ['zero', t('builder-start-zero')]], this.#choices.start, (start) => this.#choose({ start })).fieldset,
      h('fieldset', { class: 'builder-choice' }, h('legend', {}, t('builder-input')),
        h('div', { class: 'builder-options' }, h('label', {}, this.hideInput, ' ', t('builder-input-hide')))),
      radios(t('builder-load'), 'load', [['auto', t('builder-load-auto')], ['click', t('builder-load-click')]], this.#choices.load,
        (load) => this.#choose({ load })).fieldset,
      // The embed's words: each reader's language, or one fixed for all (a post in Korean).
      radios(t('embed-language'), 'lang', [['', t('embed-language-reader')], ...Object.entries(LANGUAGES).map(([code, name]) => [code, h('span', { lang: code }, name)])],
        this.#choices.lang, (lang) => this.#choose({ lang })).fieldset,
      radios(t('builder-preview'), 'form', [['iframe', 'iframe'], ['component', t('builder-component')]], this.#form, (form) => {
        this.#form = form;
        this.#renderPreview();
      }).fieldset,
      radios(t('builder-column'), 'width', WIDTHS.map((w) => [String(w), `${w} px`]), String(this.#width), (width) => {
        this.#width = Number(width);
        this.#renderPreview();
      }).fieldset,
      // The post the embed goes into: its colour is the embed's theme, unless one was picked.
      radios(t('builder-post'), 'post', [['light', t('builder-light')], ['dark', t('builder-dark')]], this.#post, (post) => {
        this.#post = post;
        if (!this.#themePicked) {
          for (const radio of this.#themeRadios) radio.checked = radio.value === post;
          this.#choices.theme = post;
        }
        this.#renderPreview();
      }).fieldset);
    this.height = h('p', { class: 'builder-height', 'aria-live': 'polite' });
    this.measuredNote = h('p', { class: 'builder-measured', 'aria-live': 'polite' });
    this.stage = h('div', { class: 'builder-stage', 'data-post': this.#post });
    // The code to read (and select by hand): not a text box, which the page keeps for the input.
    this.code = h('pre', { class: 'builder-code', tabindex: '0', 'aria-label': t('builder-code') });
    this.element = h('details', { class: 'embed-builder' },
      h('summary', {}, t('embed-builder')),
      this.form,
      preview ? this.height : h('p', { class: 'builder-height' }, ...tNodes('builder-no-preview', { base: h('code', {}, base) })),
      preview ? this.stage : null,
      preview ? this.measuredNote : null,
      this.code,
      h('p', { class: 'builder-copy' }, h('button', { type: 'button', onclick: () => onCopy(this.#form) }, t('builder-copy')),
        ' ', t('builder-copy-note')));
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
    return iframeSnippet(this.#base, state, this.#games, this.#heightsFor('iframe', state));
  }

  /** The web-component snippet of the same choices. */
  componentCode() {
    const state = this.#state();
    return componentSnippet(this.#base, state, this.#games, this.#heightsFor('component', state));
  }

  /**
   * The code of `form` (`iframe` or `component`) with the embed's heights measured in every
   * column width first, when they are not yet (a copy button pressed before the preview is
   * done). Without a live preview (the offline file), the code with a guessed height.
   */
  async codeFor(form) {
    await this.#speaking();
    if (this.canPreview) {
      try {
        await this.#measure(form);
      } catch {
        // the guess, then: the embed corrects its height once it runs
      }
    }
    return form === 'iframe' ? this.iframeCode() : this.componentCode();
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
    // The code's words (the frame's title, the link without scripts) are in the language fixed:
    // written again once its catalogue is here.
    if (change.lang) this.#speaking().then(() => this.#renderPreview());
  }

  /** The catalogue of the language the embed fixes, loaded (once; none for each reader's own, the page's). */
  #speaking() {
    return this.#choices.lang ? loadCatalogue(this.#choices.lang).catch(() => {}) : Promise.resolve();
  }

  #state() {
    return embedState(this.#playground.current(), this.#choices);
  }

  /** What a measurement is of: the form and the embed's address (its look, input and step). */
  #key(form, state) {
    return `${form} ${frameSource(this.#base, state, this.#games)}`;
  }

  #heightsFor(form, state) {
    return this.#measured?.key === this.#key(form, state) ? this.#measured.heights : GUESSED_HEIGHT[state.view];
  }

  /**
   * Measures the embed of `form` with the current state and choices in a column of each of
   * MEASURED_WIDTHS (once per form and address), as it shows once running: a poster
   * (`load=click`) keeps the room of the embed it starts.
   */
  #measure(form) {
    const state = this.#state();
    const key = this.#key(form, state);
    if (this.#measured?.key === key) return Promise.resolve(this.#measured.heights);
    if (this.#measuring?.key === key) return this.#measuring.promise;
    const running = { ...state, load: 'auto' };
    const promise = (form === 'iframe'
      ? measureFrame(frameSource(this.#base, running, this.#games), MEASURED_WIDTHS)
      : measureComponent(componentAttributes(running, this.#games), MEASURED_WIDTHS)).then((heights) => {
      if (this.#measuring?.key === key) this.#measuring = null;
      this.#measured = { key, heights };
      this.#showMeasured();
      this.#showCode();
      return heights;
    }, (error) => {
      if (this.#measuring?.key === key) this.#measuring = null;
      throw error;
    });
    this.#measuring = { key, promise };
    this.measuredNote.textContent = t('builder-measuring-widths', { count: MEASURED_WIDTHS.length });
    return promise;
  }

  #showMeasured() {
    const state = this.#state();
    const heights = this.#measured?.key === this.#key(this.#form, state) ? this.#measured.heights : null;
    if (!heights) return;
    const [narrow, wide] = [heights[0], heights.at(-1)];
    // The same heights for a shortcode (shortcodes/: Hugo, Jekyll, Eleventy), which takes them as written here.
    // Sizes in px as CSS writes them (1400, not 1,400).
    this.measuredNote.replaceChildren(...tNodes('builder-measured', {
      count: heights.length, narrowHeight: String(narrow[1]), narrowWidth: String(narrow[0]), wideHeight: String(wide[1]), wideWidth: String(wide[0]),
      heights: h('code', { class: 'builder-heights' }, `heights="${heights.map(([w, hh]) => `${w}:${hh}`).join(' ')}"${shortcodeTitle(state)}`),
    }));
  }

  #took(height) {
    // The page may be narrower than the column asked for: the preview is then as wide as the page.
    const width = Math.round(this.stage.getBoundingClientRect().width);
    const sizes = { height: String(height), width: String(width), column: String(this.#width) };
    this.height.textContent = width < this.#width ? t('builder-takes-narrower', sizes) : t('builder-takes', sizes);
    this.#showCode();
  }

  #showCode() {
    this.code.textContent = this.#form === 'iframe' ? this.iframeCode() : this.componentCode();
  }

  /** Brings the preview and the code up to date with the state and the choices. */
  #renderPreview() {
    clearTimeout(this.#timer);
    const shown = this.#playground.shownStep();
    // Offered where the board has hands around its centre (a compass layout): the centre alone.
    // Chosen, then gone (another game shown), the view is compact again.
    this.#biddingChoice.hidden = this.#playground.analysis()?.report.line.open_step.board.layout !== 'compass';
    if (this.#biddingChoice.hidden && this.#choices.view === 'bidding') {
      this.#choices.view = 'compact';
      this.#biddingChoice.parentElement.querySelector('input[value="compact"]').checked = true;
    }
    this.shownLabel.textContent = shown == null ? t('builder-start-shown') : t('builder-start-shown-at', { step: shown });
    this.#showCode();
    if (!this.element.open || !this.canPreview) return;
    const state = this.#state();
    this.stage.style.width = `${this.#width}px`;
    this.stage.dataset.post = this.#post;
    this.#showMeasured();
    this.#measure(this.#form).catch((error) => { this.measuredNote.textContent = t('builder-measure-failed', { error: error.message }); });
    if (this.#form === 'iframe') {
      const src = frameSource(this.#base, state, this.#games);
      if (!(this.#preview instanceof HTMLIFrameElement)) {
        this.#preview = h('iframe', { class: 'builder-preview' });
        this.#preview.style.cssText = `display:block;width:100%;height:${GUESSED_HEIGHT[state.view]}px;border:0`;
        this.stage.replaceChildren(this.#preview);
      }
      this.#preview.title = embedTitle(state.game, state.input, snippetLanguage(state));
      // Only the fragment changes: the frame reads it again without loading anew (a change of
      // `load` is a new document: the poster, or the embed it started).
      if (this.#preview.getAttribute('src') !== src) {
        this.height.textContent = t('builder-measuring');
        const reload = (this.#preview.getAttribute('src') ?? '').includes('&load=click') !== src.includes('&load=click');
        this.#preview.setAttribute('src', src);
        if (reload) this.#preview.contentWindow?.location.reload();
      }
      return;
    }
    this.#showComponent(state);
  }

  /** The actual web component, its attributes those of the snippet. */
  async #showComponent(state) {
    if (!customElements.get('verdict-playground')) await import('../verdict-playground.js');
    if (this.#form !== 'component' || !this.element.open) return;
    const wanted = new Map(componentAttributes(state, this.#games));
    // `load` is read once, as the element starts: a change of it is a new element.
    if (this.#preview?.localName === 'verdict-playground' && this.#preview.getAttribute('load') !== (wanted.get('load') ?? null)) this.#preview = null;
    if (!(this.#preview?.localName === 'verdict-playground')) {
      const element = document.createElement('verdict-playground');
      element.className = 'builder-preview';
      new ResizeObserver(() => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (this.#preview === element && height > 0) this.#took(height);
      }).observe(element);
      this.#preview = element;
      for (const [name, value] of wanted) element.setAttribute(name, value);
      this.stage.replaceChildren(this.#preview);
      return;
    }
    for (const { name } of [...this.#preview.attributes]) {
      if (name !== 'class' && !wanted.has(name)) this.#preview.removeAttribute(name);
    }
    for (const [name, value] of wanted) {
      if (this.#preview.getAttribute(name) !== value) this.#preview.setAttribute(name, value);
    }
  }
}
