// The host's side of the iframe embeds (docs/EMBEDDING.md): one classic script for every frame
// of a post, built into www/min/frames.js (scripts/bundle.mjs). Each snippet brings a copy of the
// tag, `<script async src=".../min/frames.js">`; it runs once. It
// - fits each frame of the embed's origin to the height the frame posts
//   (`{ type: 'verdict-playground:height', height }`), taking messages only from a frame's own
//   window, and from the embed's origin or, for a frame sandboxed without allow-same-origin, the
//   opaque origin 'null';
// - says hello to each frame once it has loaded, and again whenever the page's theme may have
//   changed: `{ type: 'verdict-playground:host', theme }`, the page's theme where the frame sits
//   (host-theme.js), which `theme=host` follows. A frame that hears nothing (a host that strips
//   scripts) keeps its snippet's height, and says that the rest scrolls inside it.
import { hostTheme, watchHostTheme } from './embed/host-theme.js';

const HEIGHT = 'verdict-playground:height';
const HOST = 'verdict-playground:host';

const origin = document.currentScript ? new URL(document.currentScript.src).origin : null;
if (origin && !window.verdictPlaygroundFrames) {
  window.verdictPlaygroundFrames = { origin };
  const ours = () => [...document.querySelectorAll('iframe')].filter((frame) => frame.src.startsWith(`${origin}/`));
  const hello = (frame) => frame.contentWindow?.postMessage({ type: HOST, theme: hostTheme(frame) }, '*');

  addEventListener('message', (event) => {
    if (event.data?.type !== HEIGHT || (event.origin !== origin && event.origin !== 'null')) return;
    const frame = ours().find((f) => f.contentWindow === event.source);
    const { height } = event.data;
    if (frame && Number.isFinite(height) && height > 0) frame.style.height = `${Math.ceil(height)}px`;
  });
  // Each frame of the embed's as it loads, also those the page adds later.
  const known = new WeakSet();
  const meet = () => {
    for (const frame of ours()) {
      if (known.has(frame)) continue;
      known.add(frame);
      frame.addEventListener('load', () => hello(frame));
      hello(frame);
    }
  };
  meet();
  new MutationObserver(meet).observe(document.documentElement, { childList: true, subtree: true });
  watchHostTheme(() => ours().forEach(hello));
}
