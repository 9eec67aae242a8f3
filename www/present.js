// The classroom mode (`&present=1`, or the Present button): the verdict, the board and the
// narration large, the stepper pinned at the bottom of the screen, the reasoning panels (values,
// strip, tree, rules, outcome tables, practice) large where the teacher opens them, the input,
// the tabs and the long tables hidden, readable from the back of a room on a 1280×720 projector. Escape or the Leave button
// leaves it. The mode is the controller's state (`present`), drawn here as `data-present` on the
// playground; style.css does the rest.
import { h } from './render.js';

export class Presenter {
  #controller;
  #widget;

  constructor(controller, widget) {
    this.#controller = controller;
    this.#widget = widget;
    this.enter = h('button', { type: 'button', class: 'present-button', 'aria-pressed': 'false',
      title: 'Show the board and the narration large, for a class', onclick: () => controller.setPresent(true) }, 'Present to a class');
    this.leave = h('button', { type: 'button', class: 'present-leave', onclick: () => controller.setPresent(false) },
      '✕ Leave presentation (Esc)');
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
