// The iframe embed: one game, no page chrome, same fragment as the page. It tells its parent
// its height ({ type: 'verdict-playground:height', height }) so the frame can fit the content.
import { parseFragment } from './fragment.js';
import { mountPlayground } from './playground.js';

const root = document.getElementById('playground');
const playground = mountPlayground(root, parseFragment(location.hash), { compact: true });
window.addEventListener('hashchange', () => playground.setState(parseFragment(location.hash)));

let last = 0;
new ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height !== last && window.parent !== window) {
    last = height;
    window.parent.postMessage({ type: 'verdict-playground:height', height }, '*');
  }
}).observe(document.body);
