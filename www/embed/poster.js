// The poster of an embed that loads on a click (`load=click`, `&load=click`; docs/EMBEDDING.md):
// what the link or the attributes give, the game's name and the input as written, with the
// verdict hidden until the reader asks, and one button that starts the solver. A hand record
// (PBN, LIN, a handviewer link) is named by what it holds, its event, board and first calls
// (describe.js), not shown as its raw tags. It is drawn from that text alone: no wasm, no worker
// and no request before the click.
import { describeInput, isRecord } from './describe.js';
import { t } from '../shared/i18n.js';
import { h, typeset } from '../shared/render.js';

/** The longest input a poster writes out; the rest is one click away. */
const SHOWN = 160;

/**
 * Draws the poster of `game` (a name as the link gives it) and `input` in `root`; resolves when
 * the reader asks for the embed (the button, or Enter or Space on it).
 */
export function drawPoster(root, { game, input }) {
  const text = input ?? '';
  const record = isRecord(game, text);
  return new Promise((done) => {
    const play = h('button', { type: 'button', class: 'poster-play', part: 'poster-play', onclick: () => done() },
      t('poster-play'));
    root.replaceChildren(h('div', { class: 'poster', part: 'poster', 'data-poster': '' },
      game ? h('p', { class: 'poster-game' }, game) : null,
      record
        ? h('p', { class: 'poster-input poster-record' }, typeset(describeInput(game, text)))
        : h('p', { class: 'poster-input' }, h('code', {}, text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text)),
      h('p', { class: 'poster-verdict' }, t('poster-waits')),
      h('p', { class: 'poster-actions' }, play)));
  });
}
