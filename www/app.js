// The page: mounts the playground, keeps the URL fragment in step with the input so any state
// is a link (a game switch is a new history entry, so Back returns to the previous game), and
// offers the link and the embed snippets to copy. It mounts nothing before it has the core's
// games (games.js): the fragment names a game and its settings, which only the core knows.
import { formatFragment, lookOf, MAX_FRAGMENT, parseFragment } from './fragment.js';
import { loadGames } from './games.js';
import { mountPlayground, showStartFailure } from './playground.js';
import { h } from './render.js';

/**
 * Where the playground is published, for links and embed snippets: the page's own folder when
 * it is served over HTTP, or the address `make dist PUBLIC_URL=…` wrote into the offline file.
 * The offline file without one has no address to give.
 */
function publicBase() {
  const configured = document.querySelector('meta[name="verdict-playground-address"]')?.content;
  if (configured) return new URL(configured, location.href).href;
  return /^https?:$/.test(location.protocol) ? new URL('.', location.href).href : null;
}

const base = publicBase();
const root = document.getElementById('playground');
// The theme at once, before the core is loaded.
document.body.dataset.theme = lookOf(location.hash).theme;
let games;
try {
  games = await loadGames();
} catch (error) {
  showStartFailure(root, error);
  throw error;
}
const first = parseFragment(location.hash, games);
// The fragment follows the input at most a few times a second: rewriting a long address on
// every keystroke costs the page. A new history entry (a game switch) is written at once.
const FRAGMENT_EVERY_MS = 250;
let pending = null;
let lastWrite = 0;
function writeFragment() {
  clearTimeout(pending);
  pending = null;
  lastWrite = performance.now();
  history.replaceState(null, '', formatFragment(playground.current(), games));
}
const playground = mountPlayground(root, first, {
  games,
  onChange(state, { push }) {
    if (push) {
      clearTimeout(pending);
      pending = null;
      history.pushState(null, '', formatFragment(state, games));
      return;
    }
    const wait = FRAGMENT_EVERY_MS - (performance.now() - lastWrite);
    if (wait <= 0) writeFragment();
    else pending ??= setTimeout(writeFragment, wait);
  },
  revealStep: true,
});
window.addEventListener('hashchange', () => {
  const state = parseFragment(location.hash, games);
  document.body.dataset.theme = state.theme;
  playground.setState(state);
});

/** The snippets a blogger pastes: an iframe that fits its height, or the web component. */
function embedCode(state, from = base) {
  const src = `${from}embed.html${formatFragment(state, games)}`;
  const iframe = `<iframe src="${escapeAttribute(src)}" title="verdict-playground: ${escapeAttribute(state.game)}" loading="lazy" style="width:100%;height:420px;border:0"></iframe>
<script>addEventListener('message', (e) => { if (e.data?.type !== 'verdict-playground:height') return;
  for (const f of document.querySelectorAll('iframe[title^="verdict-playground"]')) if (f.contentWindow === e.source) f.style.height = e.data.height + 'px'; });</script>`;
  const attributes = [`game="${state.game}"`, `input="${escapeAttribute(state.input)}"`];
  for (const setting of games.settingsOf(state.game)) {
    const value = state[setting.name];
    if (value && value !== setting.default) attributes.push(`${setting.name}="${escapeAttribute(value)}"`);
  }
  if (state.step != null) attributes.push(`step="${state.step}"`);
  const component = `<script type="module" src="${from}verdict-playground.js"></script>
<verdict-playground ${attributes.join(' ')}></verdict-playground>`;
  return { iframe, component };
}

function escapeAttribute(text) {
  return String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
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

const NO_ADDRESS = 'This offline file has no web address, so it cannot make embed snippets: embeds load the playground from a web host. '
  + 'Build the file with make dist PUBLIC_URL=https://your-host/path/ to have them point there.';
const linkButton = h('button', { type: 'button', onclick: () => {
  const state = playground.current();
  if (state.input == null) {
    // Too long for any address: say so, and offer the input as a file instead.
    note.replaceChildren(`This input is too long for a link (links hold up to ${MAX_FRAGMENT.toLocaleString('en')} characters). `,
      h('a', { href: '#', class: 'download', onclick: (event) => { event.preventDefault(); download(state.game); } }, 'Download the input as a file'),
      ' and share that instead.');
    return;
  }
  const fragment = formatFragment(state, games);
  if (base) copy('Link', base + fragment);
  else copy('Link to this file (it opens only on this computer)', location.href.split('#')[0] + fragment);
} }, 'Copy link');

/** Saves the current input as a text file. */
function download(game) {
  const url = URL.createObjectURL(new Blob([playground.inputPayload()], { type: 'text/plain' }));
  const a = h('a', { href: url, download: `${game}.txt` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
const embedButtons = [
  ['Copy embed code', 'Embed code', 'iframe'],
  ['Copy web component', 'Web component code', 'component'],
].map(([text, label, kind]) => h('button', { type: 'button', 'aria-describedby': base ? null : 'share-note', onclick: () => {
  if (!base) {
    note.textContent = NO_ADDRESS;
    return;
  }
  copy(label, embedCode(playground.current())[kind]);
} }, text));
note.id = 'share-note';
if (!base) note.textContent = 'Offline file: links open only on this computer, and embed snippets need a web address (see README).';
const share = h('div', { class: 'share', role: 'group', 'aria-label': 'Share' }, linkButton, ...embedButtons, note);
root.before(share);
