// `theme=host` (docs/EMBEDDING.md): an embed that follows the page around it. The page's own
// word for it first (a `data-theme` or `data-color-scheme` attribute, or a class such as `dark`,
// `dark-mode` or `theme-dark` on the root or the body, as blogs' dark-mode switches set them),
// then the `color-scheme` the page gives where the embed sits, then the colour of the
// background behind it, and last the reader's system setting. Used by the web component for
// itself, and by frames.js (the iframe snippet's script) for each frame.

/** Relative luminance of a computed CSS colour (`rgb(…)`/`rgba(…)`), or null when transparent. */
function luminance(colour) {
  const parts = colour.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3 || parts[3] === 0) return null;
  const [r, g, b] = parts.slice(0, 3).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The element, then its ancestors, across shadow roots. */
function* outward(element) {
  for (let at = element; at; at = at.parentElement ?? at.getRootNode?.().host ?? null) yield at;
}

/** `dark` or `light`: the host page's theme where `element` sits. */
export function hostTheme(element) {
  for (const at of [document.documentElement, document.body]) {
    const said = `${at?.dataset.theme ?? ''} ${at?.dataset.colorScheme ?? ''} ${at?.getAttribute('class') ?? ''}`.toLowerCase();
    if (/(^|\s)(dark|dark-mode|dark-theme|theme-dark|is-dark)(\s|$)/.test(said)) return 'dark';
    if (/(^|\s)(light|light-mode|light-theme|theme-light|is-light)(\s|$)/.test(said)) return 'light';
  }
  const scheme = getComputedStyle(element.parentElement ?? element).colorScheme;
  if (scheme === 'dark' || scheme === 'light') return scheme;
  for (const at of outward(element.parentElement)) {
    const light = luminance(getComputedStyle(at).backgroundColor);
    if (light != null) return light < 0.4 ? 'dark' : 'light';
  }
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Calls `changed()` whenever the page's theme may have changed: its root's or body's class,
 * data-theme or style, or the reader's system setting. */
export function watchHostTheme(changed) {
  const options = { attributes: true, attributeFilter: ['class', 'data-theme', 'data-color-scheme', 'style'] };
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, options);
  if (document.body) observer.observe(document.body, options);
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', changed);
}
