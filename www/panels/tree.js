// The game tree of the position shown (docs/RULES.md, "The game tree"): every continuation of
// a small position, folded, each node with the move that led there, its position, its value
// for the player to move (and the clock) and what the fast rule says of it. Backward induction
// shown as it works: a stepper over the core's order labels the finished games first, then each
// position from its children, with the sentence that justifies each label. "Label it yourself":
// the student marks positions won or lost, and each wrong mark is answered with the child that
// proves it wrong. A node's position is a button that shows it on a board beside the tree.
//
// The tree is one element with `data-tree`; each position an element with `data-node`,
// `data-position` and `data-value` (`win` or `lose` for whoever moves there), its children the
// `data-node` elements inside it. Built once per position (at most a couple of thousand nodes);
// stepping and labelling only change classes and texts.
//
// Labelling is a question (disclosure.js, issue 47): while the student labels, the tree's panel
// carries `data-guess="pending"`, no unlabelled node holds its value (no `data-value`, no words
// in the DOM), the position beside it is drawn without its reason, and "Watch backward
// induction" waits until every position is labelled or the student asks for the labels ("Show
// every label", which says so in the score): watching the induction and coming back cannot
// label a tree for the student, on the page as in a lesson.
import { renderBoard } from '../shared/board.js';
import { disclosedBoard, Disclosure } from '../shared/disclosure.js';
import { t, tNodes } from '../shared/i18n.js';
import './panel-words.js';
import { h, typeset } from '../shared/render.js';
import { Stepper } from '../shared/stepper.js';

/** Trees kept built, by game and position, so that stepping back and forth rebuilds none. */
const KEEP = 4;

/**
 * The induction stepper's words: its buttons must not be taken for the line's ("Next",
 * "Previous"), and each name holds the button's visible word (WCAG 2.5.3: a user who says what
 * they see, "None", "Animate", "All", reaches it).
 */
const inductionLabels = () => ({
  first: [t('induction-first'), t('induction-first-name')],
  previous: [t('induction-previous'), t('induction-previous-name')],
  play: [t('induction-play'), t('induction-play-name')],
  pause: [t('induction-pause'), t('induction-pause-name')],
  next: [t('induction-next'), t('induction-next-name')],
  last: [t('induction-last'), t('induction-last-name')],
  slider: t('induction-slider'),
  speed: t('induction-speed'),
  counter: (k, n) => t('induction-counter', { k, n }),
  valuetext: (k, n) => t('induction-valuetext', { k, n }),
  group: t('induction-group'),
});

/** "won" and "lost", strong, as the tree's explanations put them. */
const wonLost = () => ({ won: h('strong', {}, t('tree-won')), lost: h('strong', {}, t('tree-lost')) });

export class TreePanel {
  #controller;
  /** Built trees by `${game}\n${position}`: { tree, element, nodes (their elements) }. */
  #built = new Map();
  /** The tree shown, and the game and position it is for. */
  #shown = null;
  #wanted = null;
  #serial = 0;
  /** `induction` or `label`. */
  #mode = 'induction';
  #step = 0;
  /** Label it yourself: the student's marks by node, and the mistakes made. */
  #marks = new Map();
  #mistakes = 0;
  /** The node shown on the board beside the tree. */
  #boardFor = null;
  /** Backward induction opens with every position labelled (`all`), or none (`none`: a lesson's, which reveals nothing first). */
  #induction;
  #onMark;
  /** The trees whose labels were shown before the student had labelled them all (by key). */
  #told = new Set();

  /**
   * `mode`: how the tree opens, `induction` (watch backward induction) or `label` (label it
   * yourself); `induction`: `all` or `none`, the positions labelled when induction is shown;
   * `onMark({ right, labelled, inner, mistakes, position, said })`: the student marked
   * `position` `said` ('win' or 'lose' for its mover) (a lesson
   * keeps the result).
   */
  constructor(controller, { id, mode = 'induction', induction = 'all', onMark = null, disclosure = null, foldWhileAsked = false }) {
    this.#controller = controller;
    this.disclosure = disclosure;
    // The tree's own question, inside the page's or the lesson's (`disclosure`): asked while
    // the student labels, answered once every position is labelled.
    this.question = new Disclosure(mode === 'label' ? 'pending' : 'open', { within: disclosure });
    this.#mode = mode;
    this.#induction = induction;
    this.#onMark = onMark;
    this.message = h('p', { class: 'tree-message' });
    this.intro = h('p', { class: 'tree-intro' }, tNodes('tree-intro', wonLost()));
    const radio = (value, text) => h('label', { class: 'tree-mode' },
      h('input', { type: 'radio', name: `${id}-tree-mode`, value, checked: value === mode, onchange: () => this.#setMode(value) }), text);
    this.modes = h('div', { class: 'tree-modes', role: 'radiogroup', 'aria-label': t('tree-modes') },
      radio('induction', t('tree-mode-induction')), radio('label', t('tree-mode-label')));
    this.stepper = new Stepper(`${id}-induction`, (k) => this.#induct(k), { labels: inductionLabels() });
    this.because = h('p', { class: 'tree-because', 'aria-live': 'polite' });
    this.induction = h('div', { class: 'tree-induction', hidden: mode !== 'induction' }, this.stepper.element, this.because);
    this.labelling = h('div', { class: 'tree-labelling', hidden: mode !== 'label' },
      h('p', { class: 'tree-how' }, tNodes('tree-how', wonLost())),
      this.feedback = h('p', { class: 'tree-feedback', 'aria-live': 'polite' }),
      this.score = h('p', { class: 'tree-score' }),
      // A way out of labelling that says what it costs (a lesson's tree, asked by the lesson, has none).
      this.giveUp = h('p', { class: 'tree-give-up', hidden: true },
        tNodes('tree-give-up', { button: h('button', { type: 'button', onclick: () => this.#showLabels() }, t('tree-show-labels')) })));
    this.holder = h('div', { class: 'tree-scroll' });
    this.boardFigure = h('figure', { class: 'board tree-board', 'aria-label': t('tree-board') });
    this.boardCaption = h('p', { class: 'tree-board-caption', 'aria-live': 'polite' });
    this.backButton = h('button', { type: 'button', class: 'tree-back', onclick: () => this.#back() }, t('tree-back'));
    this.side = h('aside', { class: 'tree-side', hidden: true, 'aria-label': t('tree-side') },
      this.boardCaption, this.boardFigure, this.backButton);
    this.body = h('div', { class: 'tree-body', hidden: true }, this.intro, this.modes, this.induction, this.labelling,
      h('div', { class: 'tree-layout' }, this.holder, this.side));
    this.element = h('details', { class: 'tree-panel', hidden: true },
      h('summary', {}, t('panel-tree')), this.message, this.body);
    this.element.addEventListener('toggle', () => { if (this.element.open) this.#load(); });

    controller.on('report', ({ report }) => { this.element.hidden = !report.line.playable; });
    // A question pending on the position (disclosure.js): watching the induction answers it, so
    // that mode waits (a student labelling cannot watch the labels and come back: issue 47).
    // The page's Guess first asks about the position shown: the tree, labelled, is its answer,
    // folded and let go, so that no label waits in the page; built again when opened after.
    this.question.gate(this.modes.querySelector('input[value="induction"]'), 'tree', { reason: t('tree-after-labelling') });
    this.question.mark(this.element);
    this.question.on(() => {
      this.giveUp.hidden = !this.question.pending || Boolean(disclosure && !disclosure.shows('tree'));
      if (!this.question.shows('tree') || !this.#shown) return;
      for (const element of this.#shown.nodes) setLabelled(element, !element.classList.contains('unlabelled'));
    });
    // The induction's sentence names a position's value: gone while asked (hidden or not),
    // said again once answered.
    this.question.onShown(['tree'], (shows) => {
      if (!shows) this.because.replaceChildren();
      else if (this.#shown && this.#mode === 'induction') this.#induct(this.#step, { quiet: true });
    });
    if (foldWhileAsked) disclosure?.on(() => {
      if (disclosure.shows('tree')) return;
      this.element.open = false;
      this.#serial++;
      this.#showMessage('');
    });
    controller.on('step', (step) => {
      this.#wanted = step.position;
      if (this.element.open) this.#load();
    });
  }

  /** Whether the labels may go on the nodes as `data-value` (disclosure.js: not while the tree is asked). */
  #valuesShown() {
    return this.question.shows('tree');
  }

  /** How the tree is read: `induction` or `label`. */
  get mode() {
    return this.#mode;
  }

  /** Builds (or takes the built) tree of the position shown. */
  async #load() {
    const game = this.#controller.state.game;
    const position = this.#wanted;
    const key = `${game}\n${position}`;
    if (this.#shown?.key === key) return;
    const serial = ++this.#serial;
    if (!position) {
      this.#showMessage(t('tree-too-long'));
      return;
    }
    let built = this.#built.get(key);
    if (!built) {
      this.message.textContent = t('tree-building');
      const reply = await this.#controller.solver.call('tree', { game, position });
      if (serial !== this.#serial) return;
      if (!reply.ok) {
        this.#showMessage(reply.error.message);
        return;
      }
      built = this.#build(game, reply.value);
      this.#built.set(key, built);
      if (this.#built.size > KEEP) this.#built.delete(this.#built.keys().next().value);
    }
    this.#shown = { key, game, position, ...built };
    this.message.textContent = t('tree-size', { n: built.tree.nodes.length, position });
    this.holder.replaceChildren(built.element);
    this.body.hidden = false;
    this.side.hidden = true;
    this.#marks = new Map();
    this.#mistakes = 0;
    this.#setMode(this.#mode);
  }

  #showMessage(text) {
    this.#shown = null;
    this.message.textContent = text;
    this.body.hidden = true;
    this.holder.replaceChildren();
  }

  /** The tree's elements, once: a `<details>` per position with moves after it, a `<div>` per finished game. */
  #build(game, tree) {
    const elements = new Array(tree.nodes.length);
    // Build leaves first (preorder reversed: children come after their parent).
    for (let at = tree.nodes.length - 1; at >= 0; at--) {
      const node = tree.nodes[at];
      const value = valueWords(tree, at);
      // The fold's summary holds text only (a control inside a summary would be a control in a
      // control); the node's buttons follow it, seen once the node is open.
      const head = [
        h('span', { class: 'node-via' }, node.via_words ? `${node.parent != null ? tree.nodes[node.parent].to_move : ''} ${node.via_words}` : t('tree-root')),
        h('code', { class: 'node-position' }, node.position),
        h('span', { class: 'node-value' }, h('span', { class: 'value-known' }), h('span', { class: 'value-unknown', title: t('tree-not-labelled') }, '?')),
      ];
      const tools = h('div', { class: 'node-tools' },
        h('button', { type: 'button', class: 'node-board', onclick: () => this.#showOnBoard(at) }, h('span', { 'aria-hidden': 'true' }, '⊞ '), h('span', { class: 'node-board-words' }, t('tree-show-on-board')), h('span', { class: 'sr-only' }, `: ${node.position}`)),
        node.to_move ? h('span', { class: 'node-marks', role: 'group', 'aria-label': t('tree-label-position', { position: node.position }) },
          h('button', { type: 'button', class: 'mark-win', onclick: () => this.#mark(at, 'win') }, t('tree-mark-won'), h('span', { class: 'sr-only' }, ' ', t('tree-mark-for', { player: node.to_move }))),
          h('button', { type: 'button', class: 'mark-lose', onclick: () => this.#mark(at, 'lose') }, t('tree-mark-lost'), h('span', { class: 'sr-only' }, ' ', t('tree-mark-for', { player: node.to_move })))) : null,
        h('span', { class: 'node-note' }));
      // A finished game's rule says what its value already says (who won): once is enough.
      // Written in once the node is labelled (setLabelled): the rule says the value too.
      const rule = node.to_move || node.rule !== node.because ? h('p', { class: 'node-rule' }) : null;
      // The value goes on as `data-value` (and its class) once the node is labelled (setLabelled):
      // an unlabelled node's value is the question a student is answering.
      const attributes = { 'data-node': '', 'data-position': node.position, class: `tree-node depth-${Math.min(node.depth, 9)} unlabelled` };
      const children = node.children.map((child) => elements[child]);
      elements[at] = children.length
        ? h('details', { ...attributes, open: node.depth === 0 }, h('summary', { class: 'node-head' }, head), tools, rule, h('div', { class: 'node-children' }, children))
        : h('div', { ...attributes, class: `${attributes.class} leaf` }, h('div', { class: 'node-head' }, head), tools, rule);
      VALUES.set(elements[at], { value: node.value, words: value, rule: node.rule });
    }
    const element = h('div', { 'data-tree': '', class: 'tree', role: 'group', 'aria-label': t('tree-aria', { position: tree.nodes[0].position }) }, elements[0]);
    return { tree, element, nodes: elements };
  }

  #setMode(mode) {
    this.#mode = mode;
    for (const input of this.modes.querySelectorAll('input')) input.checked = input.value === mode;
    const shown = this.#shown;
    this.induction.hidden = mode !== 'induction';
    this.labelling.hidden = mode !== 'label';
    if (!shown) return;
    shown.element.dataset.mode = mode;
    for (const element of shown.nodes) {
      element.classList.remove('marked-wrong', 'marked-right', 'induction-now', 'induction-witness');
      element.querySelector(':scope > .node-tools > .node-note').textContent = '';
    }
    // Labelling asks afresh (its marks start again); watching asks nothing of its own.
    if (mode === 'label') this.question.ask();
    else this.question.open();
    if (mode === 'induction') {
      this.#step = this.#induction === 'none' ? 0 : shown.tree.order.length;
      this.stepper.show(this.#step, shown.tree.order.length);
      this.#induct(this.#step, { quiet: true });
    } else {
      this.#marks = new Map();
      this.#mistakes = 0;
      this.feedback.textContent = '';
      // The finished games are labelled by the rules themselves; the rest is the student's.
      for (const [at, element] of shown.nodes.entries()) setLabelled(element, !shown.tree.nodes[at].to_move, this.#valuesShown());
      this.#showScore();
    }
  }

  /** Step `k` of backward induction: the first k positions of the order labelled. */
  #induct(k, { quiet = false } = {}) {
    const shown = this.#shown;
    if (!shown) return;
    const { tree, nodes } = shown;
    this.#step = k;
    // While the position is asked about (Guess first), the induction labels nothing.
    const labelled = new Set(this.#valuesShown() ? tree.order.slice(0, k) : []);
    for (const [at, element] of nodes.entries()) {
      setLabelled(element, labelled.has(at), this.#valuesShown());
      element.classList.remove('induction-now', 'induction-witness');
    }
    if (!this.#valuesShown()) {
      this.because.replaceChildren();
      return;
    }
    if (k === 0) {
      this.because.textContent = t('induction-none-yet', { next: t('induction-next') });
      return;
    }
    const at = tree.order[k - 1];
    const node = tree.nodes[at];
    const element = nodes[at];
    element.classList.add('induction-now');
    if (node.witness != null) nodes[node.witness].classList.add('induction-witness');
    this.because.replaceChildren(h('strong', {}, k === tree.order.length ? t('induction-all-last') : t('induction-step', { k })), ' ',
      h('code', {}, node.position), `: ${valueWords(tree, at)}. `, typeset(node.because));
    if (!quiet) reveal(element);
  }

  /** The student marks node `at` won or lost for its mover. */
  #mark(at, said) {
    const shown = this.#shown;
    if (!shown || this.#mode !== 'label') return;
    const { tree, nodes } = shown;
    const node = tree.nodes[at];
    const element = nodes[at];
    const note = element.querySelector(':scope > .node-tools > .node-note');
    for (const other of nodes) other.classList.remove('induction-witness');
    if (said === node.value) {
      this.#marks.set(at, said);
      setLabelled(element, true, this.#valuesShown());
      element.classList.remove('marked-wrong');
      element.classList.add('marked-right');
      note.textContent = t('tree-note-right');
      this.feedback.replaceChildren(h('strong', {}, t('tree-right')), ' ',
        ...(said === 'win' ? tNodes('tree-right-won', { position: h('code', {}, node.position), player: node.to_move }) : tNodes('tree-right-lost', { position: h('code', {}, node.position), player: node.to_move })), ' ', typeset(node.because));
    } else {
      this.#mistakes++;
      element.classList.add('marked-wrong');
      const proof = this.#proof(tree, at, said);
      // Beside the node, the move that proves it (a big tree's status line may be off screen).
      const child = tree.nodes[proof.child];
      note.textContent = t('tree-note-wrong', { move: child.via_words ? `${node.to_move} ${child.via_words}` : t('tree-see-below') });
      nodes[proof.child].classList.add('induction-witness');
      this.feedback.replaceChildren(h('strong', {}, t('tree-not-so')), ' ', ...proof.words,
        ' ', h('button', { type: 'button', class: 'tree-show-child', onclick: () => reveal(nodes[proof.child], { focus: true }) }, t('tree-show-child')));
    }
    const inner = tree.nodes.filter((n) => n.to_move).length;
    if (this.#marks.size === inner) this.question.answer();
    this.#showScore();
    this.#onMark?.({ right: said === node.value, labelled: this.#marks.size, inner, mistakes: this.#mistakes, position: node.position, said });
  }

  /** "Show every label": the student asks for the answer; the score says the tree was not labelled by them. */
  #showLabels() {
    const shown = this.#shown;
    if (!shown || this.#mode !== 'label' || !this.question.pending) return;
    this.#told.add(shown.key);
    this.question.answer();
    for (const element of shown.nodes) setLabelled(element, true, this.#valuesShown());
    this.feedback.textContent = t('tree-labels-shown', { mode: t('tree-mode-label') });
    this.#showScore();
  }

  /** The child that proves a wrong mark wrong, and the sentence that says so. */
  #proof(tree, at, said) {
    const node = tree.nodes[at];
    // Marked lost, but won: the witness is a move to a position lost for the opponent. Marked
    // won, but lost: every move leads to a position won for the opponent; the first is named.
    const first = said === 'lose' ? node.witness : node.children[0];
    const child = tree.nodes[first];
    const args = {
      position: h('code', {}, node.position), mover: node.to_move, move: child.via_words,
      child: h('code', {}, child.position), next: child.to_move, moves: node.children.length,
    };
    const reaches = Boolean(child.to_move);
    const words = said === 'lose'
      ? (reaches ? tNodes('tree-proof-won-reaches', args) : tNodes('tree-proof-won-ends', args))
      : (reaches ? tNodes('tree-proof-lost-reaches', args) : tNodes('tree-proof-lost-ends', args));
    return { child: first, words };
  }

  #showScore() {
    const inner = this.#shown.tree.nodes.filter((node) => node.to_move).length;
    const told = this.#told.has(this.#shown.key) ? ` ${t('tree-score-told')}` : '';
    this.score.textContent = `${t('tree-score', { right: this.#marks.size, inner, mistakes: this.#mistakes })}${told}`;
  }

  /** Shows node `at` on the board beside the tree. */
  async #showOnBoard(at) {
    const shown = this.#shown;
    if (!shown) return;
    const node = shown.tree.nodes[at];
    const legend = this.#controller.state.line?.head.legend ?? [];
    this.#boardFor = at;
    for (const other of this.holder.querySelectorAll('.on-board')) other.classList.remove('on-board');
    shown.nodes[at].classList.add('on-board');
    this.side.hidden = false;
    // From the tree's root: the cells written since are drawn as written, the last one marked.
    const view = await this.#controller.solver.call('view', { game: shown.game, position: node.position, last: node.via_cell, origin: shown.position, hints: false });
    if (this.#boardFor !== at || this.#shown !== shown) return;
    if (view.ok) {
      // While the tree is asked, the position without its value: the reason says who wins.
      const asked = !this.#valuesShown();
      const drawn = disclosedBoard(view.value.board, legend, this.question);
      this.boardFigure.replaceChildren(...renderBoard(drawn.board, drawn.legend));
      const by = node.parent != null ? shown.tree.nodes[node.parent].to_move : null;
      this.boardCaption.replaceChildren(h('code', {}, node.position), by ? ` ${t('tree-board-after', { player: by, move: node.via_words })}` : '', asked ? '' : ': ', asked ? '' : typeset(view.value.reason));
    } else {
      // A finished game the notation cannot be asked about (a row once 1 is gone): its words.
      this.boardFigure.replaceChildren();
      this.boardCaption.replaceChildren(h('code', {}, node.position), ...(this.#valuesShown() ? [': ', typeset(node.because)] : []));
    }
    if (!this.side.contains(document.activeElement)) this.backButton.focus({ preventScroll: true });
    if (this.side.getBoundingClientRect().top < 0 || this.side.getBoundingClientRect().bottom > innerHeight) this.side.scrollIntoView({ block: 'nearest' });
  }

  /** Back from the board to the node it shows. */
  #back() {
    const element = this.#shown?.nodes[this.#boardFor];
    if (element) reveal(element, { focus: true });
  }
}

/** "Bob wins in 3", "Alice loses", "over: Bob won". */
function valueWords(tree, at) {
  const node = tree.nodes[at];
  const player = node.to_move;
  if (player && node.moves != null) return node.value === 'win' ? t('tree-value-wins-in', { player, moves: node.moves }) : t('tree-value-loses-in', { player, moves: node.moves });
  if (player) return node.value === 'win' ? t('tree-value-wins', { player }) : t('tree-value-loses', { player });
  // A finished game: the player to move there is the one who did not move last.
  const parent = node.parent != null ? tree.nodes[node.parent] : null;
  if (!parent) return node.value === 'win' ? t('tree-value-over-won-root') : t('tree-value-over-lost-root');
  return node.value === 'win' ? t('tree-value-over-lost', { player: parent.to_move }) : t('tree-value-over-won', { player: parent.to_move });
}

/** Each node's value (`win` or `lose`) and its words, by its element: put on the element only once labelled. */
const VALUES = new WeakMap();

/** `withValue`: the value goes on the element too (not while the tree is the question pending). */
function setLabelled(element, labelled, withValue = true) {
  // Built unlabelled, with no words: they are written in (or out) only when that changes.
  const changed = element.classList.contains('unlabelled') === labelled;
  element.classList.toggle('unlabelled', !labelled);
  const { value, words, rule } = VALUES.get(element);
  const shown = element.querySelector(':scope > .node-head > .node-value');
  for (const name of ['win', 'lose']) shown?.classList.toggle(name, labelled && value === name);
  // An unlabelled node's words are not in the page at all (a script reads hidden text too).
  if (changed) {
    const known = shown?.querySelector('.value-known');
    if (known) known.textContent = labelled ? words : '';
    element.querySelector(':scope > .node-rule')?.replaceChildren(...(labelled ? [typeset(rule)] : []));
  }
  if (labelled && withValue) element.dataset.value = value;
  else delete element.dataset.value;
}

/** Opens every fold above `element` and brings it into view (within the tree's own scroll). */
function reveal(element, { focus = false } = {}) {
  for (let up = element.parentElement?.closest('details[data-node]'); up; up = up.parentElement?.closest('details[data-node]')) up.open = true;
  const head = element.querySelector(':scope > .node-head');
  head.scrollIntoView({ block: 'nearest' });
  // A fold's summary takes the focus; a finished game's board button does.
  if (focus) (head.matches('summary') ? head : element.querySelector(':scope > .node-tools > .node-board'))?.focus({ preventScroll: true });
}
