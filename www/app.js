// The page: mounts the playground and keeps the URL fragment (#ticket=…, #auction=…&dealer=E,
// #permutation=…) in step with the input, so any state is a link.
import { GAMES } from './games.js';
import { mountPlayground } from './playground.js';

/** Inputs longer than this are not written into the URL (browsers cap URL length). */
const MAX_FRAGMENT_INPUT = 100_000;

export function parseFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const game of Object.keys(GAMES)) {
    if (params.has(game)) return { game, input: params.get(game), dealer: params.get('dealer')?.toUpperCase() ?? undefined };
  }
  return { game: 'ticket', input: '?054??0?' };
}

export function formatFragment({ game, input, dealer }) {
  const params = new URLSearchParams();
  params.set(game, input.length <= MAX_FRAGMENT_INPUT ? input : '');
  if (GAMES[game].dealer && dealer && dealer !== 'N') params.set('dealer', dealer);
  return `#${params.toString().replaceAll('+', '%20')}`;
}

const root = document.getElementById('playground');
const playground = mountPlayground(root, parseFragment(location.hash), {
  onChange(state) {
    history.replaceState(null, '', formatFragment(state));
  },
});
window.addEventListener('hashchange', () => playground.setState(parseFragment(location.hash)));
