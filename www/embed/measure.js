// The embed builder's measuring (docs/EMBEDDING.md, "Never jump"): how tall an embed is, once it
// has drawn itself, in a blog column of each of `widths`, so that its snippet reserves exactly
// that room in any column from the first layout (snippet.js, `heightDeclarations`). The embed
// measured is the real one, the iframe of the snippet's address or the component with its
// attributes, in a box laid out under the page (transparent, not in the flow), resized width by
// width.
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

const HEIGHT = 'verdict-playground:height';
const HOST = 'verdict-playground:host';
/** How long an embed may take to draw itself before the measuring gives up. */
const PATIENCE_MS = 30_000;

export const frames = (n = 2) => new Promise((done) => {
  const tick = (left) => (left === 0 ? done() : requestAnimationFrame(() => tick(left - 1)));
  tick(n);
});
/** `promise`, or a failure saying `slow` (a message id: "Drawing the embed took over 30 s") after PATIENCE_MS. */
const timeout = (promise, slow) => Promise.race([promise,
  new Promise((_, fail) => setTimeout(() => fail(new Error(slow({ seconds: PATIENCE_MS / 1000 }))), PATIENCE_MS))]);

/** The box the measuring happens in: laid out and painted (so nothing throttles it), not seen. */
export function measuringBox() {
  const box = h('div', { class: 'builder-measure', 'aria-hidden': 'true', inert: '' });
  document.body.append(box);
  return box;
}

/** The heights of the iframe embed at `src`, [[width, height], …]. */
export async function measureFrame(src, widths) {
  const box = measuringBox();
  const frame = h('iframe', { src, title: t('measure-frame'), tabindex: '-1' });
  frame.style.cssText = 'display:block;width:100%;height:400px;border:0';
  let heard = null;
  const listen = (event) => {
    if (event.source !== frame.contentWindow || event.data?.type !== HEIGHT) return;
    heard?.(event.data.height);
  };
  const nextHeight = () => new Promise((done) => { heard = done; });
  addEventListener('message', listen);
  try {
    box.style.width = `${widths[0]}px`;
    const first = nextHeight();
    box.append(frame);
    await timeout(first, (args) => t('measure-drawing-slow', args));
    const heights = [];
    for (const width of widths) {
      box.style.width = `${width}px`;
      await frames();
      // The embed posts its height again when its host says hello (embed.js).
      let height = null;
      for (let tries = 0; tries < 5; tries++) {
        const asked = nextHeight();
        frame.contentWindow.postMessage({ type: HOST, theme: null }, '*');
        const now = await timeout(asked, (args) => t('measure-measuring-slow', args));
        if (now === height) break;
        height = now;
        await frames();
      }
      heights.push([width, Math.ceil(height)]);
    }
    return heights;
  } finally {
    removeEventListener('message', listen);
    box.remove();
  }
}

/** The heights of a `<verdict-playground>` with `attributes` ([name, value] pairs). */
export async function measureComponent(attributes, widths) {
  if (!customElements.get('verdict-playground')) await import('../verdict-playground.js');
  const box = measuringBox();
  const element = document.createElement('verdict-playground');
  for (const [name, value] of attributes) element.setAttribute(name, value);
  box.style.width = `${widths[0]}px`;
  box.append(element);
  try {
    await timeout(element.drawn, (args) => t('measure-drawing-slow', args));
    const heights = [];
    for (const width of widths) {
      box.style.width = `${width}px`;
      await frames();
      heights.push([width, Math.ceil(element.getBoundingClientRect().height)]);
    }
    return heights;
  } finally {
    box.remove();
  }
}
