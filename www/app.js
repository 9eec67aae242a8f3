// The page: mounts the playground, keeps the URL fragment in step with the input so any state
// is a link, and offers the link and the embed snippets to copy.
import { formatFragment, parseFragment } from './fragment.js';
import { mountPlayground } from './playground.js';
import { h } from './render.js';

const root = document.getElementById('playground');
const playground = mountPlayground(root, parseFragment(location.hash), {
  onChange(state) {
    history.replaceState(null, '', formatFragment(state));
  },
  revealStep: true,
});
window.addEventListener('hashchange', () => playground.setState(parseFragment(location.hash)));

/** The snippets a blogger pastes: an iframe that fits its height, or the web component. */
export function embedCode(state, base = new URL('.', location.href).href) {
  const src = `${base}embed.html${formatFragment(state)}`;
  const iframe = `<iframe src="${escapeAttribute(src)}" title="verdict-playground" loading="lazy" style="width:100%;height:420px;border:0"></iframe>
<script>addEventListener('message', (e) => { if (e.data?.type !== 'verdict-playground:height') return;
  for (const f of document.querySelectorAll('iframe[title="verdict-playground"]')) if (f.contentWindow === e.source) f.style.height = e.data.height + 'px'; });</script>`;
  const attributes = [`game="${state.game}"`, `input="${escapeAttribute(state.input)}"`];
  if (state.game === 'auction' && state.dealer && state.dealer !== 'N') attributes.push(`dealer="${state.dealer}"`);
  const component = `<script type="module" src="${base}verdict-playground.js"></script>
<verdict-playground ${attributes.join(' ')}></verdict-playground>`;
  return { iframe, component };
}

function escapeAttribute(text) {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const note = h('span', { class: 'share-note', 'aria-live': 'polite' });
async function copy(label, text) {
  try {
    await navigator.clipboard.writeText(text);
    note.textContent = `${label} copied.`;
  } catch {
    note.textContent = `Copying was refused; here it is to select: ${text}`;
  }
}
const share = h('div', { class: 'share', role: 'group', 'aria-label': 'Share' },
  h('button', { type: 'button', onclick: () => copy('Link', location.href) }, 'Copy link'),
  h('button', { type: 'button', onclick: () => copy('Embed code', embedCode(playground.current()).iframe) }, 'Copy embed code'),
  h('button', { type: 'button', onclick: () => copy('Web component code', embedCode(playground.current()).component) }, 'Copy web component'),
  note);
root.before(share);
