// The playground widget: game picker, input, verdict, the line to watch, explanation and
// tables, updating live as the user types. Mounted by the page (app.js), the iframe embed and
// the web component; knows nothing of where it is mounted. This module only puts the
// components together: the state and its changes are the controller's (controller.js), and
// each component (one module each) draws its part of it.
//
// A compact view loads only what it shows (lazy.js): the panels behind "Why, and the tables"
// come on its first opening; the full view's panels must be loaded before it is mounted
// (`await load('full')`; the page imports them statically).
import { AboutGame } from './about.js';
import { Controller } from './controller.js';
import { moreEnglish } from '../core/games.js';
import { Disclosure } from '../shared/disclosure.js';
import { formatFragment, linkOf } from '../core/fragment.js';
import { t } from '../shared/i18n.js';
import { InputBlock } from './input-block.js';
import { load, loaded } from './lazy.js';
import { PrintFigure } from './print.js';
import { h } from '../shared/render.js';
import { ResultBlock } from './result.js';
import { WatchSection } from './watch.js';

let mounted = 0;

/**
 * Builds the playground in `root`. `state` = { game, input, selection, step, practice } and the
 * game's settings by name (`About.settings`); `games` is the core's games (`loadGames()`,
 * games.js), which the page has before it mounts any playground; `onChange(state, { push })`
 * is called after every input the user makes (the page keeps the URL fragment in step; `push`
 * marks a new history entry, a game switch). Options:
 * - `view`: `full` (the default) or `compact` (input, verdict, reason and the board with its
 *   stepper; the explanation and the tables one click away), and `tabs: false` for embeds that
 *   show one game;
 * - `home`: the address of the full playground, for an "Open in the playground" link (an
 *   embed), which then always points at what the playground shows; `theme`, the embed's, goes
 *   with it, and `lang`, a language the embed fixes (`&lang=`, `lang="ko"`);
 * - `embedded`: an embed, not the full page: no file control (docs/RULES.md, "The file
 *   control"), and no room kept for an error that is not there; `hideInput`: no input box;
 * - `revealStep`: scroll the board into view when `state` names a step (a link to a step).
 */
export function mountPlayground(root, state, {
  games, onChange = () => {}, view = 'full', tabs = true, home = null, theme = 'auto', embedded = false, hideInput = false, revealStep = false,
  bidding = false, lang = null,
}) {
  const compact = view === 'compact';
  const full = compact ? null : loaded('full');
  if (!compact && !full) throw new Error("the full view's panels are not loaded: await load('full') (lazy.js) before mounting it");
  // Ids must be unique when several playgrounds share a document.
  const id = `verdict-${++mounted}`;
  const openLink = home ? h('a', { class: 'open-playground', href: home, target: '_blank', rel: 'noopener', part: 'open-link' },
    t('open-playground')) : null;
  let follow = () => {};
  const controller = new Controller(state, {
    games,
    onChange(current, options) {
      follow();
      onChange(current, options);
    },
  });

  // What the reader may see of the position on screen (disclosure.js): everything, until a page's
  // "Guess first" asks a question.
  const disclosure = new Disclosure();
  // Every part that could tell a withheld fact draws through it: while a question is pending the
  // fact is not in the page at all, hidden or not (issue 47).
  const about = new AboutGame(controller, { compact, disclosure });
  const input = new InputBlock(controller, { id, compact, files: !embedded, hidden: hideInput, disclosure });
  const result = new ResultBlock(controller, { compact, typingAtEnd: () => input.typingAtEnd(), disclosure });
  // Move values, the value strip, the game tree and "Test a rule" teach the reasoning: the full
  // playground's, not a compact embed's.
  const values = compact ? null : new full.MoveValues(controller);
  // A link to a position reached in play: the game's input as it is, and `&play=` (docs/RULES.md).
  const linkTo = (position) => (home ?? '') + formatFragment({ ...controller.current(), step: null, selection: null, play: position }, games);
  const watch = new WatchSection(controller, { id, compact, reveal: revealStep && state.step != null, values, linkTo: compact ? null : linkTo, panels: full, disclosure, bidding: compact && bidding });
  let rules = null;
  let outcomes = null;
  let tree = null;
  if (!compact) {
    const watchValues = new full.WatchValues(controller, watch, values);
    disclosure.gate(watchValues.element.querySelector('input'), 'moves');
    watch.addPanel(watchValues.element, { place: 'board' });
    watch.addPanel(new full.LineStrip(controller, { disclosure }).element, { place: 'stepper' });
    tree = new full.TreePanel(controller, { id, disclosure, foldWhileAsked: true });
    watch.addPanel(tree.element);
    rules = new full.RuleTester(controller, {
      id,
      home,
      onOpened: ({ play }) => {
        if (play) watch.startPlay();
        watch.element.scrollIntoView({ block: 'start' });
      },
    });
    outcomes = new full.OutcomeTables(controller, {
      id,
      onOpen: (text) => {
        const stop = controller.on('step', () => {
          stop();
          watch.element.scrollIntoView({ block: 'start' });
        });
        controller.setText(text);
      },
    });
  }
  // The explanation, the tables and practice: in view in the full view; in a compact one behind
  // "Why, and the tables", their code loaded when it is first opened (or at once for a link's
  // set of exercises).
  let more = null;
  let practice = null;
  const withMore = ({ Explanation, PracticePanel, TablesPanel }) => {
    practice = new PracticePanel(controller.solver, { onSeed: (seed) => controller.setPracticeSeed(seed), moreEnglish });
    // (A panel set is a bundle of its own, whose copy of games.js would know of no English left to load.)
    const why = new Explanation(controller, { disclosure, moreEnglish });
    const tables = new TablesPanel(controller, { disclosure });
    // Practice: a set opened from a link, or on the first opening; the same seed makes the set of
    // a game switched to.
    controller.on('game', () => practice.showGame(controller.state.game));
    controller.on('practice', (seed) => practice.load(controller.state.game, seed, { open: true }));
    practice.element.addEventListener('toggle', () => {
      if (practice.element.open && controller.state.practiceSeed == null) practice.load(controller.state.game, Math.floor(Math.random() * 1e6));
    });
    if (controller.state.practiceSeed != null) {
      // A link to a set lands on it (issue 33: it landed 2 230 px above): once the set and the
      // analysis above it are drawn, so that nothing drawn later pushes it down.
      const drawn = controller.state.line ? Promise.resolve()
        : new Promise((resolve) => { const stop = controller.on('step', () => { stop(); resolve(); }); });
      Promise.all([practice.load(controller.state.game, controller.state.practiceSeed, { open: true }), drawn])
        .then(() => requestAnimationFrame(() => practice.element.scrollIntoView({ block: 'start' })));
    }
    return [practice.element, why.element, tables.element, tables.note];
  };
  let moreLoading = null;
  const loadMore = () => {
    moreLoading ??= load('more').then((classes) => more.append(...controller.late(() => withMore(classes))));
    return moreLoading;
  };
  // Compact: the rest is one click away, in the order the full view shows it.
  if (compact) {
    more = h('details', { class: 'more', part: 'more' }, h('summary', {}, t('more')), ...result.details);
    more.addEventListener('toggle', () => { if (more.open) loadMore(); });
  }
  const inView = compact ? [] : withMore(full);
  const widget = compact
    ? h('div', { class: 'playground', 'data-view': 'compact' },
      input.element, result.element, watch.element,
      // The rules, the rest and the full playground, each one click away, on one line.
      h('div', { class: 'compact-bar' }, about.rules, more, openLink))
    : h('div', { class: 'playground', 'data-view': 'full', 'data-embedded': embedded ? 'true' : null },
      tabs ? about.tabs : null,
      about.rules, input.element, result.element, watch.element, rules?.element, outcomes?.element, inView[0], inView[1],
      tabs ? about.examples : null,
      inView[2], inView[3], openLink);
  // On paper: the input as written and the line's table folded to its first rows (print.js).
  const printed = new PrintFigure(controller, { rows: embedded ? 4 : 8, disclosure });
  widget.append(printed.element);
  disclosure.mark(widget);
  // The rule tester and the outcome tables are the answer's as a whole (a rule, a table's
  // findings): out of the page while a question is pending.
  for (const panel of [rules, outcomes]) if (panel) disclosure.withhold(panel.element);
  root.replaceChildren(widget);
  input.dropOnto(widget);
  // The classroom mode, in the full view: its button beside the line's title, its way out
  // above the board.
  if (!compact) {
    const presenter = new full.Presenter(controller, widget);
    watch.addToHead(presenter.enter);
    watch.addToHead(presenter.leave);
  }

  // The widget's own attributes, drawn from the state: busy (the answer to the newest input is
  // not shown yet) and stale (the input is not valid, and what is shown is the last valid one's).
  controller.on('busy', (busy) => {
    if (busy) widget.dataset.busy = 'true';
    else delete widget.dataset.busy;
  });
  controller.on('error', () => {
    if (controller.state.line) widget.dataset.stale = 'true';
  });
  controller.on('report', () => { delete widget.dataset.stale; });

  // The "Open in the playground" link follows whatever changes what is shown: the reader's
  // typing and stepping, and the page's own changes (a component's attributes, an iframe's
  // fragment), which reach the state without being the reader's.
  if (openLink) {
    follow = () => {
      const { fragment, problem } = linkOf({ ...controller.current(), theme, lang }, games);
      openLink.href = home + fragment;
      const tooLong = problem?.kind === 'too-long';
      openLink.textContent = tooLong ? t('open-playground-too-long') : t('open-playground');
    };
    for (const event of ['game', 'input', 'settings', 'report', 'error', 'step']) controller.on(event, follow);
  }

  // Drawn: the first report's step on screen (the one asked for), or the input's error; an
  // embed knows its height from then on.
  const drawn = new Promise((done) => {
    const check = () => {
      const { busy, line, error } = controller.state;
      if (!busy && (error || (line?.shown && line.step === line.wanted))) done();
    };
    controller.on('busy', check);
    controller.on('step', check);
  });

  // The panel opened last, for "Add this to a lesson" when several are open.
  let lastOpened = null;
  for (const [name, panel] of [['tree', tree], ['rule', rules], ['practice', practice], ['table', outcomes]]) {
    panel?.element.addEventListener('toggle', () => { if (panel.element.open) lastOpened = name; });
  }

  controller.start();
  // A compact view whose link carries a set of exercises opens it: its code comes at once.
  if (compact) {
    controller.on('practice', () => { more.open = true; });
    if (controller.state.practiceSeed != null) more.open = true;
  }
  return {
    /** Resolves once the first report (or the input's error) is drawn. */
    drawn,
    /** What prints (print.js): `printed.fit(room, others)` folds it to a frame's room. */
    printed,
    current: () => controller.current(),
    /** Lets go of the worker's share this playground held (before it is mounted again). */
    close: () => controller.close(),
    /** The input as it is kept: a string, or a file's bytes. */
    inputPayload: () => controller.model.payload,
    /** Shows another game or input, as when the page's fragment changes. */
    setState: (next) => controller.setState(next),
    /** The embed's theme changed: the link out carries it. */
    setTheme: (next) => {
      theme = next;
      follow();
    },
    /** The step of the line on screen, or null before the first report. */
    shownStep: () => controller.state.line?.step ?? null,
    /** The widget's element (a page's switch, such as "Guess first", marks it). */
    element: widget,
    /** What the reader may see (disclosure.js): a page's "Guess first" asks and answers through it. */
    disclosure,
    /** Hears the controller's events (controller.js): `report`, `game`, `edited`… */
    on: (event, listener) => controller.on(event, listener),
    /** The analysis shown, or null: `{ session, report, millis }`. */
    analysis: () => controller.state.analysis,
    /**
     * What is open on screen beside the line, for "Add this to a lesson": the game tree (and how
     * it is read), a rule being tested, the exercises (their seed), the outcome table (its names),
     * Play, and which of these panels was opened last (`last`).
     */
    panels: () => ({
      tree: tree?.element.open ? tree.mode : null,
      rule: rules?.element.open ? { rule: rules.rule.value, scope: rules.scope.value } : null,
      practice: practice?.element.open ? controller.state.practiceSeed : null,
      // The outcome table open: its two names and the rule drawn over it.
      table: outcomes?.element.open && !outcomes.element.hidden ? { x: outcomes.x.value, y: outcomes.y.value, rule: outcomes.rule.value } : null,
      play: watch.play ? !watch.play.element.hidden : false,
      last: lastOpened,
    }),
  };
}

// How a page asks for the core's games before it mounts, and says when that fails: start.js (a
// lesson's embed uses it without the playground's code).
export { gamesOrFailure, showStartFailure } from '../core/start.js';
