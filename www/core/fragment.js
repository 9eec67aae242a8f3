// The URL fragment (docs/RULES.md): `#GAME=INPUT` percent-encoded, where GAME is a game's name,
// then the game's settings by name (`#auction=…&dealer=E&vulnerable=NS`), the step, a selected
// row, the practice seed and an embed's look. The games and their settings are the core's
// (`games`, a `Games` from games.js): a game's name and its settings' names are its parameters.
import { settingValue } from './games.js';
import { known } from '../shared/i18n.js';

/** Fragments longer than this are not written (Chromium caps URLs at 2 MiB). */
export const MAX_FRAGMENT = 2_000_000;

/**
 * How an embed looks, `{ view, theme, hideInput }` and `load: 'click'` when asked for
 * (`&view=compact`, `&theme=dark`, `&input=hide`, `&load=click`): anything but the documented
 * values is the default. `&view=bidding` is the compact view with `bidding: true`: an
 * auction's bidding alone, without the deal's hands around it. `&lang=ko|ru|en` fixes the
 * language (`lang`, absent when not asked: the reader's own, i18n.js). `theme` `host` (an embed's) follows the page around it; `load` `click`
 * draws a poster and loads the solver on a click. Known before the core's games are (no game needed), so the page takes its
 * theme at once.
 */
export function lookOf(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const asked = params.get('view');
  const view = asked === 'compact' || asked === 'bidding' ? 'compact' : 'full';
  const theme = ['light', 'dark', 'host'].includes(params.get('theme')) ? params.get('theme') : 'auto';
  return {
    view, theme, hideInput: params.get('input') === 'hide', ...(params.get('load') === 'click' ? { load: 'click' } : {}),
    ...(asked === 'bidding' ? { bidding: true } : {}),
    ...(known(params.get('lang')) ? { lang: known(params.get('lang')) } : {}),
  };
}

/**
 * The name a fragment opens with (`#ticket=…` → `ticket`; every link the page writes names its
 * game first), or null: the iframe embed loads that game's own module before it knows the
 * games. A name that is no game only costs the embed the list of every game.
 */
export function gameAsked(hash) {
  const first = new URLSearchParams(hash.replace(/^#/, '')).keys().next();
  return first.done ? null : first.value;
}

/**
 * `#ticket=?1&step=1&table=1&row=2&practice=7` → { game, input, ...settings, step: 1,
 * selection: { table: 0, row: 1 }, practice: 7 }: the step of the line to open at (0 is the
 * input), a selected row of another table, and the seed of a set of exercises. No game named:
 * the first game of `games` at its start input.
 */
export function parseFragment(hash, games) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const table = Number(params.get('table'));
  const row = Number(params.get('row'));
  const selection = Number.isInteger(table) && Number.isInteger(row) && table >= 1 && row >= 1
    ? { table: table - 1, row: row - 1 } : null;
  const whole = (name) => {
    const text = params.get(name);
    return text != null && /^\d{1,9}$/.test(text) ? Number(text) : null;
  };
  const step = whole('step');
  const practice = whole('practice');
  const look = lookOf(hash);
  for (const { name: game, settings: menus } of games.list) {
    if (params.has(game)) {
      // The game's settings, by the names the core gives them.
      const settings = Object.fromEntries(menus.map((s) => [s.name, settingValue(s, params.get(s.name))]));
      return { game, input: params.get(game), ...settings, selection, step, practice, ...extra(params), ...look };
    }
  }
  return { game: games.first.name, input: games.first.start, selection: null, step: null, practice, ...extra(params), ...look };
}

/** `&play=POSITION` (open Play there) and `&present=1` (the classroom mode), where given. */
const extra = (params) => ({ ...(params.has('play') ? { play: params.get('play') } : {}), ...(params.get('present') === '1' ? { present: true } : {}) });

/**
 * Percent-encodes, but keeps `?` and `,` readable: `#ticket=?054??0?`, `#permutation=3,1,2`.
 * A lone surrogate (half of a character pair, which `encodeURIComponent` throws on) is written
 * as U+FFFD, the character every UTF-8 encoder puts in its place.
 */
const encode = (text) => encodeURIComponent(text.isWellFormed() ? text : text.toWellFormed()).replaceAll('%3F', '?').replaceAll('%2C', ',');

/**
 * Where `text` holds a lone surrogate (a UTF-16 offset), or -1: no text encoding can carry one,
 * so neither a link nor the core can read it as typed.
 */
export function unpairedSurrogate(text) {
  return text.isWellFormed() ? -1 : text.search(/\p{Surrogate}/u);
}

/**
 * The link to `state` (a playground's `current()`) as far as a link can carry it:
 * `{ fragment, problem }`. `fragment` is empty for a game not in `games`. `problem` says what
 * the fragment does not hold as it is, or null:
 * - `{ kind: 'too-long', length }`: the input's fragment would be `length` characters, more than
 *   MAX_FRAGMENT once percent-encoded (a multi-byte character takes up to nine), so it is left out
 *   (`length` is null when the input was known to be too long before encoding: `input` null);
 * - `{ kind: 'unpaired', at }`: the input holds a lone surrogate at UTF-16 offset `at`, written
 *   as U+FFFD.
 */
export function linkOf(state, games) {
  const { game, input, selection, step, practice, view, theme, hideInput } = state;
  if (!games.has(game)) return { fragment: '', problem: null };
  // Settings other than their defaults, in the order the core lists them.
  const seat = games.settingsOf(game).filter((s) => state[s.name] && state[s.name] !== s.default)
    .map((s) => `&${s.name}=${encode(state[s.name])}`).join('');
  const look = `${view === 'compact' ? `&view=${state.bidding ? 'bidding' : 'compact'}` : ''}${['light', 'dark', 'host'].includes(theme) ? `&theme=${theme}` : ''}${hideInput ? '&input=hide' : ''}${state.load === 'click' ? '&load=click' : ''}${known(state.lang) ? `&lang=${known(state.lang)}` : ''}`;
  const at = step != null ? `&step=${step}` : '';
  const row = selection ? `&table=${selection.table + 1}&row=${selection.row + 1}` : '';
  const set = `${practice != null ? `&practice=${practice}` : ''}${state.play != null ? `&play=${encode(state.play)}` : ''}${state.present ? '&present=1' : ''}`;
  const without = `#${game}=${seat}${look}`;
  // Encoding never shortens text: an input longer than a fragment is not worth encoding only to
  // be dropped. An input known to be too long comes as null.
  if (input == null || input.length > MAX_FRAGMENT) return { fragment: without, problem: { kind: 'too-long', length: null } };
  const fragment = `#${game}=${encode(input)}${seat}${at}${row}${set}${look}`;
  // The limit is on what the address holds: the encoded form.
  if (fragment.length > MAX_FRAGMENT) return { fragment: without, problem: { kind: 'too-long', length: fragment.length } };
  const unpaired = unpairedSurrogate(input);
  return { fragment, problem: unpaired >= 0 ? { kind: 'unpaired', at: unpaired } : null };
}

/** The fragment of `state` (a playground's `current()`); empty for a game not in `games`. */
export function formatFragment(state, games) {
  return linkOf(state, games).fragment;
}

/**
 * The `lesson=` of a fragment (docs/RULES.md, "Lessons"), or null: here, not in the lessons'
 * modules, so that an embed learns whether it shows a lesson without loading them.
 */
export function lessonAsked(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  return params.has('lesson') ? params.get('lesson') : null;
}
