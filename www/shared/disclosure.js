// What the student may see (issue 47; docs/RULES.md, "Guess first"): one model, per position on
// screen, of which facts are withheld until the student has answered. Guess first on the page,
// a lesson's predict, tree-to-label and table steps, and Play's hint ladder are this one model
// with different starting states:
// - `open`: nothing is asked, every fact may show (Guess first off, a watched tree);
// - `pending`: a question is asked and not answered: every fact of `FACTS` is withheld, except
//   those a hint rung revealed (`reveal`);
// - `answered`: the student answered; everything shows.
// The element the model marks (`mark`) carries `data-guess="pending"` or `"answered"` (none when
// open): the contract outside tools read (docs/RULES.md). Panels ask `shows(fact)` and hear
// `on(listener)`; a control that would reveal a withheld fact is `gate`d: disabled, with the
// reason said beside it, rather than hidden without a word. A question can stand inside another
// (`within`: a tree to label on a page that Guess first may be asking about): a fact shows only
// when both allow it, and a change of the outer one is heard by the inner one's listeners.
import { t } from './i18n.js';
import { h } from './render.js';

/**
 * The facts of a position that tell its answer: who wins (`winner`), the position's value with
 * its clock (`value`), the value of each move (`moves`), whether a call is legal (`legality`),
 * the line played out to its end (`line`), a board's sums and B, nim-sums and Grundy values (its
 * `workings` and facts), the tree's labels (`tree`), a table's decided cells (`table`), a rule's
 * counterexamples (`counterexample`).
 */
export const FACTS = Object.freeze(['winner', 'value', 'moves', 'legality', 'line', 'workings', 'tree', 'table', 'counterexample']);

/** What a withheld control says it waits for. */
const afterAnswer = () => t('after-answer');

/**
 * A board's roles that tell a withheld fact, and the role each is drawn as meanwhile: a call
 * drawn "illegal" says the verdict of a legality question.
 */
const TELLING_ROLES = new Map([['illegal', 'call'], ['wins', null], ['loses', null]]);
/** The words of a cell's title (the core's) that say the same as a telling role. */
const TELLING_WORDS = /,\s*illegal\b|\s*\(illegal\)/g;

export class Disclosure {
  #state;
  #revealed = new Set();
  #listeners = new Set();
  #marked = new Set();
  #within;

  /** `state`: `open`, `pending` or `answered` (see above); `within`: the question this one stands inside. */
  constructor(state = 'open', { within = null } = {}) {
    this.#state = state;
    this.#within = within;
    within?.on(() => this.#emit());
  }

  get state() {
    return this.#state;
  }

  /** A question is asked (again): everything withheld until it is answered. */
  ask() {
    this.#revealed.clear();
    this.#set('pending');
  }

  /** The student answered: everything shows. */
  answer() {
    this.#set('answered');
  }

  /** Nothing is asked: everything shows, and no `data-guess`. */
  open() {
    this.#revealed.clear();
    this.#set('open');
  }

  /** A hint rung asked for: these facts show while the question is still pending. */
  reveal(...facts) {
    for (const fact of facts) this.#revealed.add(fact);
    this.#emit();
  }

  /** Whether `fact` may be shown now. */
  shows(fact) {
    return (this.#state !== 'pending' || this.#revealed.has(fact)) && (this.#within?.shows(fact) ?? true);
  }

  /** Whether this question, or the one it stands inside, waits for an answer. */
  get pending() {
    return this.#state === 'pending' || Boolean(this.#within?.pending);
  }

  /** Calls `listener(disclosure)` on every change; returns its removal. */
  on(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Calls `listener(shows)` when whether every one of `facts` may show changes (an answer, a new
   * question), not on every word of the model: a part drawn again only then keeps what the reader
   * opened in it. Returns its removal.
   */
  onShown(facts, listener) {
    const all = () => facts.every((fact) => this.shows(fact));
    let shown = all();
    return this.on(() => {
      if (all() === shown) return;
      shown = !shown;
      listener(shown);
    });
  }

  /** Keeps `data-guess` on `element`: `pending` or `answered`, none when open. */
  mark(element) {
    this.#marked.add(element);
    this.#draw(element);
    return element;
  }

  /**
   * Disables `control` (a button, a switch, a radio) while `fact` is withheld, saying why beside
   * it (`reason`); gives it back as it was once the fact may show. `place`: where the reason is
   * said (after the control's label by default).
   */
  gate(control, fact, { reason = afterAnswer(), place = control.closest('label') ?? control } = {}) {
    const note = h('span', { class: 'withheld-reason', hidden: true }, ` (${reason})`);
    place.after(note);
    let held = false;
    const draw = () => {
      const withhold = !this.shows(fact);
      if (withhold === held) return;
      held = withhold;
      note.hidden = !withhold;
      if (withhold) {
        control.dataset.withheld = fact;
        control.setAttribute('aria-description', t('withheld-available', { when: reason }));
        // A switch that was on turns off: what it showed is withheld now.
        if (control.type === 'checkbox' && control.checked) {
          control.checked = false;
          control.dispatchEvent(new Event('change', { bubbles: true }));
        }
        control.disabled = true;
      } else {
        delete control.dataset.withheld;
        control.removeAttribute('aria-description');
        control.disabled = false;
      }
    };
    this.on(draw);
    draw();
    return note;
  }

  /**
   * Keeps `element` out of the document while `fact` is withheld, an empty placeholder in its
   * place, and puts it back once the fact may show: for a panel that is the answer's as a whole
   * (the rule tester, the outcome tables), whose words a style would only hide from the eye, not
   * from a script or a screen reader's browse mode (issue 47). Its component keeps drawing into it.
   * Called once `element` is in place (in its parent).
   */
  withhold(element, fact = 'winner') {
    const placeholder = document.createComment('');
    const draw = () => {
      const [from, to] = this.shows(fact) ? [placeholder, element] : [element, placeholder];
      if (from.parentNode) from.replaceWith(to);
    };
    this.on(draw);
    draw();
    return element;
  }

  #set(state) {
    this.#state = state;
    this.#emit();
  }

  #emit() {
    for (const element of this.#marked) this.#draw(element);
    for (const listener of this.#listeners) listener(this);
  }

  #draw(element) {
    if (this.#state === 'open') delete element.dataset.guess;
    else element.dataset.guess = this.#state;
  }
}

/**
 * A board (the core's `Board`) with the facts `disclosure` withholds taken out: the roles that
 * tell a legality or a move's value drawn as plain cells, their words left out of the titles,
 * and the facts under the board (sums, B, nim-sums and their workings) gone. The board as it is
 * when everything may show. `reason`: what a withheld working's switch says it waits for.
 */
export function disclosedBoard(board, legend, disclosure, { reason = afterAnswer() } = {}) {
  if (disclosure.shows('legality') && disclosure.shows('workings')) return { board, legend };
  const cells = (cell) => ({
    ...cell,
    roles: cell.roles.map((role) => (TELLING_ROLES.has(role) ? TELLING_ROLES.get(role) : role)).filter(Boolean),
    text: String(cell.text).replace(TELLING_WORDS, ''),
    title: String(cell.title).replace(TELLING_WORDS, ''),
  });
  return {
    // A group's note sums it up (a half's sum, a row's count): a fact too. A fact with a
    // working keeps its switch, disabled with the reason (board.js); the others go.
    board: {
      ...board,
      groups: board.groups.map((group) => ({ ...group, note: '', cells: group.cells.map(cells) })),
      facts: board.facts.filter((fact) => fact.working).map((fact) => ({ ...fact, withheld: reason })),
    },
    legend: legend.filter((entry) => !TELLING_ROLES.has(entry.role)),
  };
}
