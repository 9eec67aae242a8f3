// What the playground shows about the game picked, beside its analysis: the game tabs, the
// rules in plain words with where the problem comes from, and the examples menu (games.js).
import { GAMES } from './games.js';
import { h, suitText } from './render.js';

export class AboutGame {
  /** `compact`: the rules' title is one word. */
  constructor(controller, { compact = false } = {}) {
    this.tabs = h('div', { class: 'tabs', role: 'group', 'aria-label': 'Game' },
      Object.entries(GAMES).map(([key, spec]) => h('button', { type: 'button', 'data-game': key, onclick: () => controller.switchGame(key) }, spec.label)));
    const title = h('summary', {});
    const body = h('div', { class: 'rules-body' });
    this.rules = h('details', { class: 'rules', part: 'rules' }, title, body);
    this.examplesList = h('ul', { class: 'examples' });
    this.examples = h('details', { class: 'examples-menu' }, h('summary', {}, 'Examples'), this.examplesList);

    controller.on('game', () => {
      const game = controller.state.game;
      const spec = GAMES[game];
      for (const tab of this.tabs.children) tab.setAttribute('aria-pressed', String(tab.dataset.game === game));
      title.textContent = compact ? 'Rules' : `Rules of the ${spec.label.toLowerCase()} game`;
      body.replaceChildren(
        h('ul', {}, spec.rules.map((line) => h('li', {}, suitText(line)))),
        h('p', { class: 'origin' }, 'From ', h('a', { href: spec.origin.url, rel: 'noopener noreferrer' }, spec.origin.name), '.'));
      this.examplesList.replaceChildren(...spec.examples.map(([text, note]) => h('li', {},
        h('button', { type: 'button', class: 'example', onclick: () => controller.setText(text) },
          text.length > 40 ? `${text.slice(0, 40)}…` : text),
        ' ', note)));
    });
  }
}
