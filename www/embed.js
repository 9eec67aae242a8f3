// The iframe embed: one game, no page chrome, same fragment as the page (plus &view= and
// &theme=). It tells its parent its height ({ type: 'verdict-playground:height', height }) so
// the frame can fit the content, and links to the full playground for the same state.
import { lookOf, parseFragment } from './fragment.js';
import { loadGames } from './games.js';
import { mountPlayground, showStartFailure } from './playground.js';

let last = 0;
new ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height !== last && window.parent !== window) {
    last = height;
    window.parent.postMessage({ type: 'verdict-playground:height', height }, '*');
  }
}).observe(document.body);

const root = document.getElementById('playground');
// The theme at once, before the core is loaded.
document.body.dataset.theme = lookOf(location.hash).theme;
// The fragment names a game and its settings, which only the core knows: nothing is mounted
// before its games are here.
let games;
try {
  games = await loadGames();
} catch (error) {
  showStartFailure(root, error);
  throw error;
}
const state = parseFragment(location.hash, games);
const home = new URL('./index.html', import.meta.url).href;
const playground = mountPlayground(root, state, { games, view: state.view, tabs: false, home });
window.addEventListener('hashchange', () => {
  const next = parseFragment(location.hash, games);
  document.body.dataset.theme = next.theme;
  playground.setState(next);
});
