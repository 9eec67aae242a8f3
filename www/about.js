// What the playground shows about the game picked, beside its analysis: the game tabs, the
// rules in plain words with where the problem comes from, and the examples menu, all from the
// core's `About` of each game (games.js).
import { h, typeset } from './render.js';

export class AboutGame {
  /** `compact`: the rules' title is one word. */
  constructor(controller, { compact = false } = {}) {
    const { games } = controller;
    this.tabs = h('div', { class: 'tabs', role: 'group', 'aria-label': 'Game' },
      games.list.map(({ name, label }) => h('button', { type: 'button', 'data-game': name, onclick: () => controller.switchGame(name) }, label)));
    const title = h('summary', {});
    const body = h('div', { class: 'rules-body' });
    this.rules = h('details', { class: 'rules', part: 'rules' }, title, body);
    this.examplesList = h('ul', { class: 'examples' });
    this.examples = h('details', { class: 'examples-menu' }, h('summary', {}, 'Examples'), this.examplesList);

    controller.on('game', () => {
      const game = controller.state.game;
      const about = games.about(game);
      for (const tab of this.tabs.children) tab.setAttribute('aria-pressed', String(tab.dataset.game === game));
      // The label as the game writes it (a name such as Nim keeps its capital): never lowercased.
      title.textContent = compact ? 'Rules' : `Rules: ${about.label}`;
      body.replaceChildren(
        h('ul', {}, about.rules.map((line) => h('li', {}, typeset(line)))),
        h('p', { class: 'origin' }, 'From ', h('a', { href: about.origin.url, rel: 'noopener noreferrer' }, about.origin.name), '.'));
      this.examplesList.replaceChildren(...about.examples.map(({ text, note }) => h('li', {},
        h('button', { type: 'button', class: 'example', title: text.length > 40 ? text : null, onclick: () => controller.setText(text) },
          text.length > 40 ? `${text.slice(0, 40)}…` : text),
        ' ', h('span', { class: 'example-note' }, typeset(note)))));
    });
  }
}
