// The snippets a blogger pastes (docs/RULES.md, "The embed snippet"): an iframe of embed.html
// with the few lines of script that fit the frame to what it shows, or the web component. Pure
// functions of the state and the blogger's choices, so that the builder's preview, the copied
// code and the tests are one and the same text.
import { linkOf } from './fragment.js';

/**
 * The choices of the embed builder: `view` (`compact` or `full`), `theme` (`auto`, `light`,
 * `dark`), `start` (`shown`: the step on screen; `zero`: the input itself), `hideInput`.
 */
export const DEFAULT_CHOICES = Object.freeze({ view: 'compact', theme: 'auto', start: 'shown', hideInput: false });

/** Until the preview has measured it, the height a frame starts at: about what each view takes
 * in a 680 px column (README, "Embedding in a blog"); the script corrects it once loaded. */
export const GUESSED_HEIGHT = { compact: 420, full: 1400 };

/**
 * The state an embed opens at: the playground's `current()` state (the game, its input and
 * settings, the step when it is not the line's usual opening) with the choices' look and step.
 * The page's own selection and practice set stay on the page.
 */
export function embedState(state, choices) {
  return {
    ...state,
    selection: null,
    practice: null,
    step: choices.start === 'zero' ? 0 : state.step,
    view: choices.view,
    theme: choices.theme,
    hideInput: choices.hideInput,
  };
}

export function escapeAttribute(text) {
  return String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The address of the iframe embed of `state` (see `embedState`), under `base` (where www/ is published). */
export function frameSource(base, state, games) {
  return `${base}embed.html${linkOf(state, games).fragment}`;
}

/**
 * The iframe snippet: the frame at `height` px to begin with, and the listener that fits it to
 * the height the embed posts, taking only messages from that frame's own window and from the
 * embed's origin. `display:block` leaves no line gap under the frame.
 */
export function iframeSnippet(base, state, games, height) {
  const src = frameSource(base, state, games);
  const origin = new URL(base).origin;
  return `<iframe src="${escapeAttribute(src)}" title="verdict-playground: ${escapeAttribute(state.game)}" loading="lazy" style="display:block;width:100%;height:${Math.ceil(height)}px;border:0"></iframe>
<script>addEventListener('message', (e) => { if (e.origin !== '${origin}' || e.data?.type !== 'verdict-playground:height') return;
  for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.style.height = Math.ceil(e.data.height) + 'px'; });</script>`;
}

/** The web component's attributes for `state` (see `embedState`), as [name, value] pairs; a
 * value of '' is a boolean attribute. */
export function componentAttributes(state, games) {
  const attributes = [['game', state.game], ['input', state.input ?? '']];
  for (const setting of games.settingsOf(state.game)) {
    const value = state[setting.name];
    if (value && value !== setting.default) attributes.push([setting.name, value]);
  }
  if (state.step != null) attributes.push(['step', String(state.step)]);
  if (state.view === 'compact') attributes.push(['view', 'compact']);
  if (state.theme === 'light' || state.theme === 'dark') attributes.push(['theme', state.theme]);
  if (state.hideInput) attributes.push(['hide-input', '']);
  return attributes;
}

/** The web-component snippet: the module script, then the element. */
export function componentSnippet(base, state, games) {
  const attributes = componentAttributes(state, games).map(([name, value]) => (value === '' && name === 'hide-input' ? name : `${name}="${escapeAttribute(value)}"`));
  return `<script type="module" src="${base}verdict-playground.js"></script>
<verdict-playground ${attributes.join(' ')}></verdict-playground>`;
}
