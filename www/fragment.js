// The URL fragment: `#ticket=…`, `#auction=…&dealer=E`, `#permutation=…`, percent-encoded.
import { GAMES } from './games.js';

/** Fragments longer than this are not written (Chromium caps URLs at 2 MiB). */
const MAX_FRAGMENT = 2_000_000;

export function parseFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const game of Object.keys(GAMES)) {
    if (params.has(game)) return { game, input: params.get(game), dealer: params.get('dealer')?.toUpperCase() ?? undefined };
  }
  return { game: 'ticket', input: '?054??0?' };
}

/** Percent-encodes, but keeps `?` and `,` readable: `#ticket=?054??0?`, `#permutation=3,1,2`. */
const encode = (text) => encodeURIComponent(text).replaceAll('%3F', '?').replaceAll('%2C', ',');

export function formatFragment({ game, input, dealer }) {
  const seat = GAMES[game].dealer && dealer && dealer !== 'N' ? `&dealer=${dealer}` : '';
  const fragment = `#${game}=${encode(input)}${seat}`;
  return fragment.length <= MAX_FRAGMENT ? fragment : `#${game}=${seat}`;
}
