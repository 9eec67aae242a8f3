// "Guess first" (issue 31): a page switch, kept across visits, that hides the verdict, its
// reason and everything that gives them away (the narration, the board's facts, the move
// values, the strip, the explanation, the tables, the tree and the rule panel) until the student
// has said who wins; then it shows them, saying whether the guess was right. Each new input or
// game is hidden again. For a game played between two sides only (the core's `About.players`);
// any other game shows as it always does. The page draws it as `data-guess` on the playground
// (`hidden` or `revealed`); style.css does the hiding.
import { h } from './render.js';

const KEY = 'verdict-playground:guess-first';

function kept() {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}
function keep(on) {
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Refused: on for this visit only.
  }
}

/**
 * Mounts the switch into `place` (the page's header: a landmark) and the question on the page's
 * playground (`playground`: playground.js's handle); `games`: the core's.
 */
export function mountGuessFirst({ place, playground, games }) {
  const widget = playground.element;
  const input = h('input', { type: 'checkbox', role: 'switch', class: 'guess-switch' });
  input.checked = kept();
  const bar = h('div', { class: 'guess-bar' },
    h('label', { class: 'switch' }, input, h('span', { class: 'switch-track', 'aria-hidden': 'true' }), 'Guess first'),
    h('span', { class: 'guess-note' }, ' hides who wins, and why, until you have guessed.'));
  place.append(bar);
  const question = h('div', { class: 'guess', role: 'group', 'aria-label': 'Guess first: who wins?', hidden: true });
  widget.querySelector('section.result')?.before(question);
  /** The input the student guessed for (a guess holds until the input changes). */
  let guessed = false;

  const players = () => games.about(playground.current().game)?.players ?? [];
  const draw = () => {
    const on = input.checked && players().length === 2;
    if (!on) {
      delete widget.dataset.guess;
      question.hidden = true;
      return;
    }
    widget.dataset.guess = guessed ? 'revealed' : 'hidden';
    question.hidden = false;
    if (guessed) return;
    question.replaceChildren(h('p', { class: 'guess-question' }, h('strong', {}, 'Guess first: who wins this, with best play on both sides?')),
      h('div', { class: 'guess-choices' }, players().map((name) => h('button', { type: 'button', class: 'guess-choice', onclick: () => answer(name) }, name))),
      h('p', { class: 'lesson-aside' }, 'The verdict, the reason and the move values show once you have guessed.'));
  };
  const answer = (name) => {
    const winner = playground.analysis()?.report.verdict;
    if (!winner) return;
    guessed = true;
    const right = name === winner;
    question.replaceChildren(h('p', { class: 'guess-said', 'data-guess-right': String(right) },
      h('strong', {}, right ? '✓ Right: ' : '✗ Not so: '), `you said ${name}; ${winner} wins. The reason is below.`));
    draw();
  };
  input.addEventListener('change', () => {
    keep(input.checked);
    draw();
  });
  // A new input, or another game: hidden again until guessed.
  playground.on('edited', () => { guessed = false; draw(); });
  playground.on('game', () => { guessed = false; draw(); });
  playground.on('report', () => draw());
  draw();
  return { element: bar };
}
