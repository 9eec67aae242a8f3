// What the playground shows about the game picked, beside its analysis: the game tabs, the
// rules in plain words with where the problem comes from, and the examples menu, all from the
// core's `About` of each game (games.js), whose sentences are catalogue ids (the rules' lines, the
// examples' notes: www/lang/en-games.js), shown in the reader's language. An example's note says
// who wins it, and the example may be the position on screen: the notes are drawn through the
// playground's disclosure (disclosure.js), not in the page while a guess is pending.
import { Disclosure } from '../shared/disclosure.js';
import { marked, t, tNodes } from '../shared/i18n.js';
import { h, typeset } from '../shared/render.js';
import { labelIn } from '../shared/words.js';
import { englishLeft, moreEnglish } from '../core/games.js';

/** A game's label in the language shown: its catalogue's `game-NAME`, else the core's. */
export const gameLabel = (about) => labelIn(about.name) ?? about.label;

export class AboutGame {
  /** `compact`: the rules' title is one word; `disclosure`: what may show (the playground's). */
  constructor(controller, { compact = false, disclosure = new Disclosure() } = {}) {
    const { games } = controller;
    this.tabs = h('div', { class: 'tabs', role: 'group', 'aria-label': t('game-tabs') },
      games.list.map((about) => h('button', { type: 'button', 'data-game': about.name, onclick: () => controller.switchGame(about.name) }, gameLabel(about))));
    const title = h('summary', {});
    const body = h('div', { class: 'rules-body' });
    this.rules = h('details', { class: 'rules', part: 'rules' }, title, body);
    this.examplesList = h('ul', { class: 'examples' });
    this.examples = h('details', { class: 'examples-menu' }, h('summary', {}, t('examples')), this.examplesList);
    /** The game whose rules are not drawn yet, or null. */
    let undrawn = null;
    const drawRules = (loaded = false) => {
      const about = undrawn;
      const loading = about && !loaded && moreEnglish(about.name);
      if (loading) {
        loading.then(() => undrawn === about && drawRules(true));
        return;
      }
      if (!about) return;
      undrawn = null;
      body.replaceChildren(
        h('ul', {}, about.rules.map((line) => h('li', {}, typeset(t(line))))),
        // The source's name may hold another language's words (a Korean judge's title): marked with their `lang`.
        h('p', { class: 'origin' }, ...tNodes('origin', { source: h('a', { href: about.origin.url, rel: 'noopener noreferrer' }, marked(about.origin.name)) })));
    };
    this.rules.addEventListener('toggle', () => {
      if (this.rules.open) drawRules();
    });
    /** Each example's note and where it is drawn. */
    let notes = [];
    const drawNotes = () => {
      for (const [place, note] of notes) place.replaceChildren(disclosure.shows('winner') ? typeset(note) : '');
    };
    disclosure.onShown(['winner'], drawNotes);

    controller.on('game', () => {
      const game = controller.state.game;
      const about = games.about(game);
      for (const tab of this.tabs.children) tab.setAttribute('aria-pressed', String(tab.dataset.game === game));
      title.textContent = compact ? t('rules-short') : t('rules-of', { game: gameLabel(about) });
      // A compact embed's rules' English comes when they are first opened (games.js, moreEnglish).
      undrawn = about;
      if (this.rules.open || !englishLeft(game)) drawRules();
      else body.replaceChildren();
      notes = about.examples.map(({ note }) => [h('span', { class: 'example-note' }), t(note)]);
      this.examplesList.replaceChildren(...about.examples.map(({ text }, i) => h('li', {},
        h('button', { type: 'button', class: 'example', title: text.length > 40 ? text : null, onclick: () => controller.setText(text) },
          text.length > 40 ? `${text.slice(0, 40)}…` : text),
        ' ', notes[i][0])));
      drawNotes();
    });
  }
}
