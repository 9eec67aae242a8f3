// The stepper: watch a game's line step by step. First / Previous / Play / Next / Last buttons,
// a slider, a speed, and the keys ← → Home End while it has focus. It only keeps the step
// number: `onGo(k)` asks for step k, and `show(k, steps)` says which step is now on screen.
// Another stepper on the page (the game tree's backward induction) gives its own words, so that
// its buttons are not taken for the line's "Next" and "Previous" (docs/RULES.md).

import { t } from './i18n.js';
import { h } from './render.js';

/** The speeds, each its name and its milliseconds a step. */
const speeds = () => [[t('speed-slow'), 2000], [t('speed-normal'), 1000], [t('speed-fast'), 400]];

/**
 * The line's words in the language shown (i18n.js): each button's text and accessible name, the
 * slider's name, the counter. Made when a stepper is, the language being chosen by then.
 */
const lineLabels = () => ({
  first: [t('step-first'), t('step-first-name')],
  previous: [t('step-previous'), t('step-previous-name')],
  play: [t('step-play'), t('step-play-name')],
  pause: [t('step-pause'), t('step-pause')],
  next: [t('step-next'), t('step-next-name')],
  last: [t('step-last'), t('step-last-name')],
  slider: t('step-slider'),
  speed: t('step-speed'),
  counter: (k, n) => t('step-counter', { k, n }),
  valuetext: (k, n) => t('step-valuetext', { k, n }),
  // Held: the step without the line's length (how many moves a game lasts says who moves last).
  counterHeld: (k) => t('step-counter-held', { k }),
  valuetextHeld: (k) => t('step-valuetext-held', { k }),
  group: t('step-group'),
});

export class Stepper {
  #steps = 0;
  #step = 0;
  #timer = null;
  #onGo;
  #compact = false;
  #labels;
  /** Why the stepper is held (a withheld fact: the line played out), or null. */
  #held = null;

  /** `labels`: the words, as `lineLabels` has them (the line's by default). */
  constructor(id, onGo, { labels = {} } = {}) {
    this.#onGo = onGo;
    this.#labels = { ...lineLabels(), ...labels };
    const words = this.#labels;
    const button = ([label, name], onclick) => h('button', { type: 'button', class: 'step-button', 'aria-label': name, title: name, onclick }, label);
    this.first = button(words.first, () => this.go(0));
    this.previous = button(words.previous, () => this.go(this.#step - 1));
    this.play = button(words.play, () => this.toggle());
    this.next = button(words.next, () => this.go(this.#step + 1));
    this.last = button(words.last, () => this.go(this.#steps));
    this.slider = h('input', { type: 'range', min: '0', max: '0', value: '0', step: '1', id: `${id}-slider`, 'aria-label': words.slider });
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value), { fromSlider: true }));
    this.speed = h('select', { 'aria-label': words.speed }, speeds().map(([name, ms]) => h('option', { value: String(ms) }, name)));
    this.speed.value = '1000';
    this.speed.addEventListener('change', () => { if (this.#timer) this.#start(); });
    this.counter = h('output', { class: 'step-counter', for: `${id}-slider` });
    this.heldNote = h('p', { class: 'withheld-reason step-held', hidden: true });
    this.element = h('div', { class: 'stepper', role: 'group', 'aria-label': words.group },
      h('div', { class: 'step-buttons' }, this.first, this.previous, this.play, this.next, this.last),
      h('div', { class: 'step-track' }, this.slider, this.counter, h('label', { class: 'speed' }, words.speed, ' ', this.speed)), this.heldNote);
    this.element.addEventListener('keydown', (event) => this.#key(event));
  }

  /** Fewer words on the buttons and no speed, for a compact embed; the names stay. */
  compact() {
    this.first.textContent = '⇤';
    this.last.textContent = '⇥';
    this.speed.closest('label').hidden = true;
    this.element.classList.add('compact');
    this.#compact = true;
    this.#render();
  }

  /**
   * Holds the stepper where it is, every control disabled, saying `reason` (disclosure.js: the
   * steps ahead would show a withheld fact), and the number of steps untold (the slider's end
   * is the step shown); `null` lets it go.
   */
  hold(reason) {
    this.#held = reason;
    if (reason) this.stop();
    this.heldNote.hidden = !reason;
    this.heldNote.textContent = reason ? t('step-held', { reason }) : '';
    this.#render();
  }

  /** Moves to step `k` (clamped); stops playing when the user steps by hand. */
  go(k, { fromSlider = false, playing = false } = {}) {
    if (this.#held) return;
    if (!playing) this.stop();
    const target = Math.max(0, Math.min(this.#steps, k));
    if (target === this.#step && !fromSlider) return;
    this.#step = target;
    this.#render();
    this.#onGo(target);
  }

  /** The line has `steps` moves and step `k` is on screen. */
  show(k, steps) {
    this.#steps = steps;
    this.#step = Math.max(0, Math.min(steps, k));
    this.#render();
  }

  toggle() {
    if (this.#timer) {
      this.stop();
      return;
    }
    if (this.#step >= this.#steps) this.go(0, { playing: true });
    this.#start();
  }

  stop() {
    clearInterval(this.#timer);
    this.#timer = null;
    this.#render();
  }

  #start() {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      this.go(this.#step + 1, { playing: true });
      if (this.#step >= this.#steps) this.stop();
    }, Number(this.speed.value));
    this.#render();
  }

  #key(event) {
    if (event.target === this.slider || event.altKey || event.ctrlKey || event.metaKey) return; // the slider has these keys itself
    const to = { ArrowLeft: this.#step - 1, ArrowRight: this.#step + 1, Home: 0, End: this.#steps }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    this.go(to);
  }

  #render() {
    const atStart = this.#step <= 0;
    const atEnd = this.#step >= this.#steps;
    // A button that becomes disabled would drop the focus to the page: hand it to the slider.
    const focused = this.element.getRootNode().activeElement;
    for (const [button, off] of [[this.first, atStart], [this.previous, atStart], [this.next, atEnd], [this.last, atEnd]]) {
      if (off && button === focused && !this.#held) this.slider.focus();
      button.disabled = off || Boolean(this.#held);
    }
    this.play.disabled = this.#steps === 0 || Boolean(this.#held);
    this.slider.disabled = Boolean(this.#held);
    const words = this.#labels;
    const [text, name] = this.#timer ? words.pause : words.play;
    this.play.textContent = this.#compact ? (this.#timer ? '⏸' : '▶') : text;
    this.play.setAttribute('aria-label', name);
    this.play.title = name;
    const held = Boolean(this.#held);
    this.slider.max = String(held ? this.#step : this.#steps);
    this.slider.value = String(this.#step);
    this.slider.setAttribute('aria-valuetext', held ? words.valuetextHeld(this.#step) : words.valuetext(this.#step, this.#steps));
    this.counter.textContent = held ? words.counterHeld(this.#step) : words.counter(this.#step, this.#steps);
  }
}
