// The iframe embed: one game, no page chrome, same fragment as the page (plus &view= and
// &theme=). It tells its parent its height ({ type: 'verdict-playground:height', height }) so
// the frame can fit the content, and links to the full playground for the same state.
import { parseFragment } from './fragment.js';
import { mountPlayground } from './playground.js';

const root = document.getElementById('playground');
const state = parseFragment(location.hash);
document.body.dataset.theme = state.theme;
const home = new URL('./index.html', import.meta.url).href;
const playground = mountPlayground(root, state, { view: state.view, tabs: false, home });
window.addEventListener('hashchange', () => {
  const next = parseFragment(location.hash);
  document.body.dataset.theme = next.theme;
  playground.setState(next);
});

let last = 0;
new ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height !== last && window.parent !== window) {
    last = height;
    window.parent.postMessage({ type: 'verdict-playground:height', height }, '*');
  }
}).observe(document.body);
