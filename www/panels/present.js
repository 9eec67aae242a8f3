// The classroom mode (`&present=1`, or the Present button): the verdict, the board and the
// narration large, the stepper pinned at the bottom of the screen, the reasoning panels (values,
// strip, tree, rules, outcome tables, practice) large where the teacher opens them, the input,
// the tabs and the long tables hidden, readable from the back of a room on a 1280×720 projector. Escape or the Leave button
// leaves it. The mode is the controller's state (`present`), drawn here as `data-present` on the
// playground; style.css does the rest.
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

export class Presenter {
  #controller;
  #widget;

  constructor(controller, widget) {
    this.#controller = controller;
    this.#widget = widget;
    this.enter = h('button', { type: 'button', class: 'present-button', 'aria-pressed': 'false',
      title: t('present-title'), onclick: () => controller.setPresent(true) }, t('present'));
    this.leave = h('button', { type: 'button', class: 'present-leave', onclick: () => controller.setPresent(false) },
      t('present-leave'));
    controller.on('present', (on) => this.#draw(on));
    // Escape leaves, unless something open inside takes it (a menu, a pad).
    widget.ownerDocument.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.#controller.state.present && !event.defaultPrevented) controller.setPresent(false);
    });
    this.#draw(controller.state.present);
  }

  #draw(on) {
    if (on) this.#widget.dataset.present = 'true';
    else delete this.#widget.dataset.present;
    this.enter.setAttribute('aria-pressed', String(on));
    this.leave.hidden = !on;
    // The button that was pressed is gone or moved: the keyboard goes to its counterpart.
    const focus = on ? this.leave : this.enter;
    if (this.#widget.contains(this.#widget.ownerDocument.activeElement) || this.#widget.ownerDocument.activeElement === this.#widget.ownerDocument.body) {
      if (this.#widget.isConnected) focus.focus({ preventScroll: true });
    }
    // The verdict first, then the line under it.
    if (on && this.#widget.isConnected) (this.#widget.querySelector('section.result') ?? this.#widget.querySelector('section.line'))?.scrollIntoView({ block: 'start' });
  }
}

/** The smallest text a projected lesson shows: read from the back of a room (issue 48). */
export const PRESENT_MIN_PX = 24;

/**
 * Keeps every text of `root` at least `min` px while it is projected: each element holding text
 * whose computed size is smaller is raised to `min` (inline, and marked, so that `stop()` puts it
 * back). Done here rather than by a rule per class in style.css: an activity draws the page's own
 * panels (Play, the tree, the rule tester, practice), each with its small print, and a new one
 * would slip under the floor unnoticed. Follows the step as it redraws (a MutationObserver, one
 * pass a frame).
 */
export function keepLegible(root, min = PRESENT_MIN_PX) {
  let frame = 0;
  const raise = () => {
    frame = 0;
    for (const element of root.querySelectorAll('*')) {
      if (element.dataset.legible != null) continue;
      const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
      if (!text && !/^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) continue;
      if (parseFloat(getComputedStyle(element).fontSize) < min - 0.01) {
        element.dataset.legible = element.style.fontSize;
        element.style.fontSize = `${min}px`;
      }
    }
  };
  const observer = new MutationObserver(() => { frame ||= requestAnimationFrame(raise); });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  raise();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    for (const element of root.querySelectorAll('[data-legible]')) {
      element.style.fontSize = element.dataset.legible;
      delete element.dataset.legible;
    }
  };
}
