// The watch section: the game's line step by step. The board of the step shown (the element
// with `data-position`, `data-step` and `data-steps`: docs/RULES.md, "Stepping and
// data-position"), its narration, the stepper, the offer to play from the position shown, the
// exhaustive check of it, and the panels added beside them (`addPanel`). The step shown, and the
// fetching of the one asked for, are the controller's. Play and the check are the full view's:
// their classes come from it (`panels`, lazy.js), so a compact view loads neither.
import { centreAlone, renderBoard } from '../shared/board.js';
import { disclosedBoard, Disclosure } from '../shared/disclosure.js';
import { t } from '../shared/i18n.js';
import { h, typeset } from '../shared/render.js';
import { Stepper } from '../shared/stepper.js';
import { lineStart } from '../shared/words.js';

/** "Move 3 of 9", "Call 3" (the line's length withheld): the step in the game's own word. */
function stepWords(call, k, n) {
  if (call) return n == null ? t('line-call-held', { k }) : t('line-call', { k, n });
  return n == null ? t('line-move-held', { k }) : t('line-move', { k, n });
}

export class WatchSection {
  #controller;
  /** Scroll the board into view when the first step is drawn (a link to a step). */
  #reveal;
  /** Whether the board shows its centre alone (the bidding without the hands). */
  #bidding;
  /** The last panel placed beside the stepper, and under the board: the next one goes after it. */
  #besideStepper;
  #belowBoard;

  /**
   * `compact`: no caption, a compact stepper; the play offer and the check in the full view
   * only. `values`: "Show move values" (values.js), offered in Play too. `linkTo(position)`:
   * the address that opens Play at a position (the fragment's `play=`). `panels`: the full
   * view's `PlayPanel` and `CheckPanel` (none in a compact view). `stepperLabels`: the
   * stepper's words (stepper.js), when the line's own would be taken for another control's (a
   * lesson's "Next step"). `disclosure` (disclosure.js): what may show; while a guess is
   * pending the stepper is held at the position asked about, Play waits, the board shows none
   * of its telling facts, and a game's line that is its own answer (the auction's, which stops
   * at the first illegal call) is not drawn. `bidding`: an auction's bidding alone, without the
   * deal's hands (`view=bidding`).
   */
  constructor(controller, { id, compact = false, reveal = false, values = null, linkTo = null, panels = null, stepperLabels = undefined, disclosure = new Disclosure(), bidding = false }) {
    this.#controller = controller;
    this.disclosure = disclosure;
    this.#bidding = bidding;
    this.#reveal = reveal;
    const { solver } = controller;
    this.title = h('h2', { id: `${id}-line-title` });
    this.caption = h('p', { class: 'line-caption' });
    this.board = h('figure', { class: 'board', 'data-position': '', 'data-step': '0', 'data-steps': '0', 'aria-labelledby': `${id}-line-title`, part: 'board' });
    this.narration = h('p', { class: 'narration', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.stepper = new Stepper(id, (k) => controller.goToStep(k, { source: this.stepper }), { labels: stepperLabels });
    this.stepper.element.setAttribute('part', 'stepper');
    if (compact) this.stepper.compact();
    // Play from the step shown, against the solver or another person; the full playground's.
    this.play = panels ? new panels.PlayPanel(solver, { onExit: () => { this.watch.hidden = false; }, values, linkTo, underVerdict: true }) : null;
    this.playOffer = this.play ? h('p', { class: 'play-offer' },
      h('button', { type: 'button', class: 'play-button', onclick: () => this.#startPlay() }, t('play-from-here')),
      ' ', t('play-from-here-note')) : null;
    // Check the shown position by exhaustive search (in the playground's own search worker: a
    // Stop leaves the analysis as it is).
    this.checker = panels ? new panels.CheckPanel(solver) : null;
    if (this.playOffer) disclosure.gate(this.playOffer.querySelector('button'), 'moves');
    this.withheldLine = h('p', { class: 'withheld-reason line-withheld', hidden: true },
      t('line-own-answer', { reason: t('after-answer') }));
    this.watch = h('div', { class: 'watch' }, this.withheldLine, this.board, this.narration, this.stepper.element, this.playOffer, this.checker?.element);
    this.#besideStepper = this.stepper.element;
    this.#belowBoard = this.board;
    /** The line's heading row: the title, and what is put beside it (`addToHead`). */
    this.head = h('div', { class: 'line-head' }, this.title);
    this.element = h('section', { class: 'line', 'aria-labelledby': `${id}-line-title`, part: 'line' },
      this.head, compact ? null : this.caption, this.watch, this.play?.element);

    controller.on('report', ({ report }) => {
      this.#showLine(report.line);
      // A link to a position reached in play (`&play=`): Play opens there, once.
      const at = controller.takePlayPosition();
      if (at != null && report.line.playable && this.play) {
        this.watch.hidden = true;
        this.play.start(controller.state.game, at, report.line.legend);
      }
    });
    controller.on('error', () => {
      if (!controller.state.line) this.#clear();
    });
    controller.on('seek', (k, source) => {
      // A step asked for by anything but the stepper (a table row, a diagram's call) stops Play.
      if (source !== this.stepper) this.stepper.stop();
      this.stepper.show(k, controller.state.line.head.steps);
    });
    controller.on('step', (step) => this.#showStep(step));
    controller.on('edited', () => this.checker?.clear());
    disclosure.on(() => this.#disclose());
    disclosure.onShown(['winner'], () => this.#drawCaption(controller.state.line?.head));
  }

  /** What the disclosure allows, drawn again: the stepper held or not, the board redrawn. */
  #disclose() {
    const { line } = this.#controller.state;
    const pending = !this.disclosure.shows('line');
    this.stepper.hold(pending ? t('after-answer') : null);
    if (pending) this.play?.stop();
    if (!line?.shown) return;
    // The question is about the position given: the line from there, back at its start.
    if (pending && line.head.playable && line.step !== 0) this.#controller.goToStep(0);
    else this.#showStep(line.shown);
  }

  /**
   * Adds a panel's element to the watch section: under the board (`place: 'board'`), beside the
   * stepper (`place: 'stepper'`), each after any placed there before, or at the end. The panel
   * itself listens to the controller.
   */
  addPanel(element, { place = 'end' } = {}) {
    if (place === 'stepper') {
      this.#besideStepper.after(element);
      this.#besideStepper = element;
    } else if (place === 'board') {
      this.#belowBoard.after(element);
      this.#belowBoard = element;
    } else {
      this.watch.append(element);
    }
  }

  /** Puts `element` in the line's heading row, after the title. */
  addToHead(element) {
    this.head.append(element);
  }

  /** Plays from the position shown (the play offer's button; "Test a rule" after opening a position). */
  startPlay() {
    this.#startPlay();
  }

  #startPlay() {
    const { game, line } = this.#controller.state;
    if (!this.play || !line?.shown?.position || !line.shown.to_move || !line.head.playable) return;
    this.stepper.stop();
    this.watch.hidden = true;
    this.play.start(game, line.shown.position, line.head.legend);
  }

  #showLine(head) {
    this.play?.stop();
    this.watch.hidden = false;
    this.title.textContent = t('watch-title', { title: head.title });
    this.#drawCaption(head);
    this.element.hidden = false;
  }

  /** The line's caption, which says who wins and how (the core's): not in the page while that is withheld. */
  #drawCaption(head) {
    this.caption.replaceChildren(head && this.disclosure.shows('winner') ? typeset(head.caption) : '');
  }

  /** No valid input yet: no line to show. */
  #clear() {
    this.stepper.stop();
    this.play?.stop();
    this.watch.hidden = false;
    this.element.hidden = true;
    Object.assign(this.board.dataset, { position: '', step: '0', steps: '0' });
  }

  /**
   * The step's narration as the disclosure allows: the core's sentence, which says who is
   * winning and why; while that is withheld, only what happened (the move and who moves next),
   * from the step's own fields, and when the rest shows.
   */
  #narrated(step) {
    if (this.disclosure.shows('winner')) return [typeset(step.narration)];
    const what = step.played ? `${t('move-by', { player: step.played.by, what: step.played.what })}.` : t('line-as-given');
    const next = step.to_move ? ` ${t('line-to-move', { player: step.to_move })}` : '';
    return [typeset(`${what}${next}`), h('span', { class: 'withheld-reason' }, ` ${t('line-withheld', { reason: t('after-answer') })}`)];
  }

  /** Draws the step shown. */
  #showStep(step) {
    const { game, line } = this.#controller.state;
    const head = line.head;
    // Only a position written out, of a game played between two sides, can be played from or
    // checked.
    if (this.play) this.playOffer.hidden = !head.playable || !step.position || !step.to_move;
    if (this.checker) {
      this.checker.element.hidden = !head.playable;
      this.checker.show(game, step.position, this.#controller.settingsShown());
    }
    // The line's length is the line's: how many moves a game lasts says who makes the last one.
    const lineShown = this.disclosure.shows('line');
    Object.assign(this.board.dataset, { position: step.position, step: String(step.index), steps: lineShown ? String(head.steps) : '' });
    const whole = this.#bidding ? centreAlone(step.board) : step.board;
    const shown = disclosedBoard(whole, head.legend, this.disclosure);
    this.board.replaceChildren(...renderBoard(shown.board, shown.legend), h('figcaption', { class: 'sr-only' }, whole.caption));
    // A line not played between two sides is the answer itself (where the auction stops).
    const lineWithheld = !head.playable && !this.disclosure.shows('legality');
    this.withheldLine.hidden = !lineWithheld;
    for (const part of [this.board, this.narration, this.stepper.element]) part.hidden = lineWithheld;
    // Back at the start only while the line itself is withheld: a question that gives the line
    // (a lesson's watch step asking who wins, `reveal('line')`) lets it be stepped, its
    // narration saying what happened and not who wins.
    if (!lineShown && head.playable && step.index !== 0 && !line.fetching) this.#controller.goToStep(0);
    this.stepper.hold(lineShown ? null : t('after-answer'));
    // The step in the game's own word (a call of an auction): the core names it.
    // Its index and length as written (no grouping: "Move 12345 of 99999").
    const noun = head.step_name || 'move';
    const move = !step.played ? lineStart(lineShown ? head.steps : 0, noun)
      : stepWords(noun === 'call', String(step.index), lineShown ? String(head.steps) : null);
    this.narration.replaceChildren(h('strong', {}, `${move}: `), ...this.#narrated(step));
    // While a newer step is on its way the stepper already shows that one.
    this.stepper.show(line.fetching ? line.wanted : step.index, head.steps);
    if (this.#reveal) {
      this.#reveal = false;
      // In the classroom mode the view starts at the verdict above (present.js) instead.
      if (!this.#controller.state.present) this.board.scrollIntoView({ block: 'center' });
    }
  }
}
