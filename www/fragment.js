// The URL fragment: `#ticket=…`, `#auction=…&dealer=E&vulnerable=NS`, `#permutation=…`,
// percent-encoded.
import { GAMES, isGame, settingsOf, settingValue } from './games.js';

/** Fragments longer than this are not written (Chromium caps URLs at 2 MiB). */
export const MAX_FRAGMENT = 2_000_000;

/**
 * `#ticket=?1&step=1&table=1&row=2&practice=7` → { game, input, dealer, step: 1,
 * selection: { table: 0, row: 1 }, practice: 7 }: the step of the line to open at (0 is the
 * input), a selected row of another table, and the seed of a set of exercises.
 */
export function parseFragment(hash) {
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
  // How an embed looks: anything but the documented values is the default.
  const view = params.get('view') === 'compact' ? 'compact' : 'full';
  const theme = ['light', 'dark'].includes(params.get('theme')) ? params.get('theme') : 'auto';
  const look = { view, theme };
  for (const game of Object.keys(GAMES)) {
    if (params.has(game)) {
      // The game's settings (the auction's dealer and vulnerable), as named in games.js.
      const settings = Object.fromEntries(settingsOf(game).map((s) => [s.name, settingValue(s, params.get(s.name))]));
      return { game, input: params.get(game), ...settings, selection, step, practice, ...look };
    }
  }
  return { game: 'ticket', input: '?054??0?', selection: null, step: null, practice, ...look };
}

/** Percent-encodes, but keeps `?` and `,` readable: `#ticket=?054??0?`, `#permutation=3,1,2`. */
const encode = (text) => encodeURIComponent(text).replaceAll('%3F', '?').replaceAll('%2C', ',');

export function formatFragment(state) {
  const { game, input, selection, step, practice, view, theme } = state;
  if (!isGame(game)) return '';
  // Settings other than their defaults, in the order games.js lists them.
  const seat = settingsOf(game).filter((s) => state[s.name] && state[s.name] !== s.default)
    .map((s) => `&${s.name}=${encode(state[s.name])}`).join('');
  const look = `${view === 'compact' ? '&view=compact' : ''}${theme === 'light' || theme === 'dark' ? `&theme=${theme}` : ''}`;
  const at = step != null ? `&step=${step}` : '';
  const row = selection ? `&table=${selection.table + 1}&row=${selection.row + 1}` : '';
  const set = practice != null ? `&practice=${practice}` : '';
  // Encoding never shortens text: a long input is not worth encoding only to be dropped.
  // An input known to be too long comes as null.
  const fragment = input != null && input.length <= MAX_FRAGMENT ? `#${game}=${encode(input)}${seat}${at}${row}${set}${look}` : '';
  return fragment && fragment.length <= MAX_FRAGMENT ? fragment : `#${game}=${seat}${look}`;
}
