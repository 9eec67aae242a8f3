// "Guess first" (issue 31, issue 47): a page switch, kept across visits, that asks the student
// about the position on screen before telling: who wins (a game between two sides, the core's
// `About.players`), or the verdict among the game's own (`About.verdicts`: the auction's
// complete, incomplete or illegal). Until the student has answered, the playground's disclosure
// (disclosure.js) is pending: the playground carries `data-guess="pending"` and shows no fact
// that gives the answer away (the verdict, its reason, the narration, the board's facts and
// legality marks, the move values, the line played out, the strip, the explanation, the tables,
// the tree and the rule panel); the controls that would show one are disabled, saying so. Once
// answered, `data-guess="answered"` and everything shows, with whether the guess was right. Each
// new input or game asks again. A game with neither players nor verdicts says it has nothing to
// guess. Where the verdict's words are one of the last board's facts and name one of the sides
// at the table (the auction's contract, "3NT doubled, declared by North"), a second question asks
// for that fact among the same words with each side named, before anything shows (issue 47:
// Guess first asks the auction's verdict and its contract).
import { t, tNodes } from '../shared/i18n.js';
import { h, typeset } from '../shared/render.js';

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

/** What Guess first asks of `about` (the core's `About`): its question and the answers to pick from. */
export function guessOf(about) {
  const players = about?.players ?? [];
  if (players.length === 2) return { question: t('guess-who-question'), choices: players, winner: true };
  const verdicts = about?.verdicts ?? [];
  if (verdicts.length) return { question: t('guess-verdict-question'), choices: verdicts, winner: false };
  return null;
}

/**
 * The question after the verdict, where there is one: the last board's fact whose value is the
 * verdict's headline (`report`, the core's) and names exactly one of the sides of the board's
 * grid (its columns); the choices are that value with each side named in turn. Null otherwise
 * (a game between two sides, a verdict whose words are not a fact, a fact that names no side).
 */
export function detailOf(report) {
  const { line } = report ?? {};
  const step = line?.open_step;
  if (!step || step.index !== line.steps || !report.headline) return null;
  // The last such fact: the one the board ends on (the contract after the highest bid).
  const fact = step.board.facts.findLast((f) => f.value === report.headline);
  const sides = step.board.groups.find((g) => g.columns.length)?.columns ?? [];
  const word = (side) => new RegExp(`(?<![\\p{L}])${side.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
  const named = sides.filter((side) => word(side).test(fact?.value ?? ''));
  if (!fact || named.length !== 1) return null;
  return {
    question: t('guess-detail-question', { fact: fact.label.toLowerCase() }),
    choices: sides.map((side) => fact.value.replace(word(named[0]), side)),
    right: fact.value,
  };
}

/**
 * Mounts the switch into `place` (the page's header: a landmark) and the question on the page's
 * playground (`playground`: playground.js's handle); `games`: the core's.
 */
export function mountGuessFirst({ place, playground, games }) {
  const widget = playground.element;
  const { disclosure } = playground;
  const input = h('input', { type: 'checkbox', role: 'switch', class: 'guess-switch' });
  input.checked = kept();
  const bar = h('div', { class: 'guess-bar' },
    h('label', { class: 'switch' }, input, h('span', { class: 'switch-track', 'aria-hidden': 'true' }), t('guess-first')),
    h('span', { class: 'guess-note' }, ' ', t('guess-first-note')));
  place.append(bar);
  const question = h('div', { class: 'guess', role: 'group', 'aria-label': t('guess-first'), hidden: true });
  widget.querySelector('section.result')?.before(question);
  /** The input the student answered for (an answer holds until the input changes). */
  let guessed = false;
  /** The verdict guessed, while its detail (`detailOf`) is asked: { said, detail }. */
  let halfway = null;

  const asked = () => guessOf(games.about(playground.current().game));
  const draw = () => {
    const guess = input.checked ? asked() : null;
    if (!input.checked) {
      disclosure.open();
      question.hidden = true;
      return;
    }
    question.hidden = false;
    if (!guess) {
      disclosure.open();
      question.replaceChildren(h('p', { class: 'lesson-aside' }, t('guess-nothing')));
      return;
    }
    if (guessed) {
      if (disclosure.state !== 'answered') disclosure.answer();
      return;
    }
    if (disclosure.state !== 'pending') disclosure.ask();
    if (halfway) return;
    question.setAttribute('aria-label', guess.winner ? t('guess-name-who') : t('guess-name-verdict'));
    question.replaceChildren(h('p', { class: 'guess-question' }, h('strong', {}, guess.question)),
      h('div', { class: 'guess-choices' }, guess.choices.map((name) => h('button', { type: 'button', class: 'guess-choice', onclick: () => answer(name) }, name))),
      h('p', { class: 'lesson-aside' }, t('guess-after')));
  };
  const said = (right, words) => h('p', { class: 'guess-said', 'data-guess-right': String(right) },
    h('strong', {}, `${right ? t('guess-right') : t('guess-wrong')} `), ...words);
  const answer = (name) => {
    const report = playground.analysis()?.report;
    const guess = asked();
    if (!report || !guess) return;
    const right = name === report.verdict;
    const detail = guess.winner ? null : detailOf(report);
    if (detail) {
      // The verdict is answered; its detail (the contract) is asked before anything shows.
      halfway = { said: said(right, [t('guess-said-is', { name, verdict: report.verdict })]) };
      question.setAttribute('aria-label', t('guess-name-detail', { question: detail.question }));
      question.replaceChildren(halfway.said, h('p', { class: 'guess-question' }, h('strong', {}, detail.question)),
        h('div', { class: 'guess-choices' }, detail.choices.map((choice) => h('button', { type: 'button', class: 'guess-choice guess-detail', onclick: () => answerDetail(choice, detail) }, typeset(choice)))));
      question.querySelector('.guess-detail')?.focus();
      return;
    }
    guessed = true;
    question.replaceChildren(said(right, guess.winner
      ? [t('guess-said-winner', { name, winner: report.verdict })]
      : tNodes('guess-said', { name, truth: typeset(report.headline) })));
    draw();
  };
  const answerDetail = (choice, detail) => {
    const first = halfway?.said;
    halfway = null;
    guessed = true;
    question.replaceChildren(...(first ? [first] : []),
      said(choice === detail.right, tNodes('guess-said-detail', { said: typeset(choice), right: typeset(detail.right) })));
    draw();
  };
  input.addEventListener('change', () => {
    keep(input.checked);
    draw();
  });
  // A new input, or another game: asked again.
  playground.on('edited', () => { guessed = false; halfway = null; draw(); });
  playground.on('game', () => { guessed = false; halfway = null; draw(); });
  playground.on('report', () => draw());
  draw();
  return { element: bar };
}
