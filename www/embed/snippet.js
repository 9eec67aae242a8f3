// The snippets a blogger pastes (docs/RULES.md, "The embed snippet"): an iframe of embed.html
// with the few lines of script that fit the frame to what it shows, or the web component. Pure
// functions of the state and the blogger's choices, so that the builder's preview, the copied
// code and the tests are one and the same text.
import { describeInput, embedTitle } from './describe.js';
import { labelIn } from '../shared/words.js';
import { linkOf } from '../core/fragment.js';
import { formatIn, language } from '../shared/i18n.js';
// The link without scripts is the page's words (en-page.js): here also where no page runs (Node).
import '../shared/page-words.js';

/**
 * The language a snippet's words are in (its iframe's title, its link without scripts): the one
 * the embed fixes for every reader (`lang`), else the page's, the blogger's, who writes the post.
 * Its catalogue is loaded (embed-builder.js).
 */
export const snippetLanguage = (state) => state.lang ?? language();

/**
 * The choices of the embed builder: `view` (`compact`, `full`, or for a board of hands `bidding`:
 * compact, the bidding without the deal's hands), `theme` (`auto`, `light`,
 * `dark`, `host`), `start` (`shown`: the step on screen; `zero`: the input itself), `hideInput`,
 * `load` (`auto`, or `click`: a poster until the reader asks). The builder sets the theme from
 * the post it previews the embed on (embed-builder.js).
 */
export const DEFAULT_CHOICES = Object.freeze({ view: 'compact', theme: 'light', start: 'shown', hideInput: false, load: 'auto', lang: '' });

/** Until the preview has measured it, the height a frame starts at: about what each view takes
 * in a 680 px column (docs/EMBEDDING-REFERENCE.md, the heights of the copied frame); the script corrects it once loaded. */
export const GUESSED_HEIGHT = { compact: 420, full: 1400 };

/**
 * The column widths the builder measures an embed at (px): phones' columns (a 360, 375, 390,
 * 414 or 430 px screen less a blog's margins) to a wide blog's. The snippet carries each height,
 * so that the embed takes its height at once in any column, before any script has run.
 */
export const MEASURED_WIDTHS = [300, 320, 328, 343, 358, 375, 382, 398, 414, 480, 560, 640, 680, 760];

/**
 * The CSS height of an embed whose content is `heights` tall: a number (px, any column), or
 * [[width, height], …] measured in columns of those widths. Between two measured widths the
 * height of the narrower one, so the reserved room is never less than the content's where it
 * was measured. Written with container query units (the snippet's wrapper is the container,
 * as wide as the blog's column): the embed's height in any column is known from the first
 * layout, with no script, also where a host strips scripts. A plain height first for browsers
 * without them. Returns declarations for `property` (`height` or `min-height`).
 */
export function heightDeclarations(property, heights) {
  if (!Array.isArray(heights)) return `${property}:${Math.ceil(heights)}px`;
  const sorted = [...heights].sort(([a], [b]) => a - b).map(([w, h]) => [w, Math.ceil(h)]);
  const widest = sorted.at(-1)[1];
  // From the widest, a step up at each narrower width whose height differs: 1px exactly while the
  // column is narrower than the next measured width (clamp), times the step.
  const steps = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const step = sorted[i][1] - sorted[i + 1][1];
    if (step !== 0) steps.push(`clamp(0px,(${sorted[i + 1][0]}px - 100cqw)*1000,1px)*${step}`);
  }
  const plain = `${property}:${sorted.find(([w]) => w >= 680)?.[1] ?? widest}px`;
  return steps.length ? `${plain};${property}:calc(${widest}px + ${steps.join(' + ')})` : plain;
}

/** The wrapper of a snippet: a container as wide as the column, for `heightDeclarations`. */
const WRAPPER = '<div style="container-type:inline-size;width:100%">';

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
    // `bidding` is the compact view of a board without the hands around its centre (an
    // auction's; the builder offers it only for such a board).
    view: choices.view === 'bidding' ? 'compact' : choices.view,
    bidding: choices.view === 'bidding',
    theme: choices.theme,
    hideInput: choices.hideInput,
    load: choices.load,
    // A language fixed for every reader (`&lang=`, `lang=`), or '' for each reader's own.
    lang: choices.lang || undefined,
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
 * What an embed of `state` holds, in one line: the game's label and what its input is, as the
 * frame's title says it (describe.js: `Ticket ?054??0?`, `Auction Club night, board 6: 1♠ Pass
 * 2♠ …`, `경매 Club night, 6번 보드: …`), for the link a reader without scripts gets.
 */
export function embedDescription(state, games) {
  const lang = snippetLanguage(state);
  const label = labelIn(state.game, lang) ?? games.about?.(state.game)?.label ?? state.game;
  const what = describeInput(state.game, state.input, lang);
  return what ? `${label} ${what}` : label;
}

/**
 * ` title="…"` for a shortcode: what the snippet's title and its link without scripts say the
 * embed holds (describe.js), so that the shortcodes write the same (a hand record's event, board
 * and first calls; their template languages cannot read a record). Its quotes become ' (a
 * shortcode's value cannot hold one). Nothing for an input that says no more than itself.
 */
export function shortcodeTitle(state) {
  const what = describeInput(state.game, state.input, snippetLanguage(state));
  return what && what !== String(state.input ?? '').trim() ? ` title="${what.replaceAll('"', "'")}"` : '';
}

/** The full playground at `state`, under `base`: what an embed offers a reader it cannot start for. */
export function pageAddress(base, state, games) {
  return `${base}index.html${linkOf({ ...state, view: 'full', load: 'auto', hideInput: false }, games).fragment}`;
}

/** The link a reader without scripts follows to the example, its `text` saying what it is. */
export const noScriptLink = (address, text) => `<a href="${escapeAttribute(address)}">${escapeAttribute(text)}</a>`;

/** "Open this example in verdict-playground: Ticket ?054??0?", in the snippet's language. */
const openExample = (state, games) => formatIn(snippetLanguage(state), 'embed-open-example', { what: embedDescription(state, games) });

/**
 * The link inside a component's element: what a reader without scripts sees in the room the
 * element keeps (the element draws its own shadow tree over it once its script runs). It fills
 * that room, so the post shows a card to open, not an empty box.
 */
function fallbackLink(base, state, games) {
  const style = 'display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:inherit;'
    + 'padding:1em;border:1px solid #8888;border-radius:8px;text-align:center';
  return noScriptLink(pageAddress(base, state, games), openExample(state, games)).replace('<a ', `<a style="${style}" `);
}

/**
 * The iframe snippet: the frame, as tall as `heights` say (a number, or the heights measured
 * per column width: `heightDeclarations`), and the embed's script for the host (frames.js),
 * which fits the frame to the height the embed posts and tells it the page's theme. The
 * script is one file of the embed's address: the snippets of a post share it, and it runs
 * once. `display:block` leaves no line gap under the frame.
 */
export function iframeSnippet(base, state, games, heights) {
  const src = frameSource(base, state, games);
  // Without scripts in the post, the frame still shows its own note (embed.html), which cannot
  // know the input; the reader's way to the example itself is the link under it.
  return `${WRAPPER}<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(embedTitle(state.game, state.input, snippetLanguage(state)))}" loading="lazy" style="display:block;width:100%;border:0;${heightDeclarations('height', heights)}"></iframe><noscript>${noScriptLink(pageAddress(base, state, games), openExample(state, games))}</noscript></div>
<script async src="${escapeAttribute(base)}min/frames.js"></script>`;
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
  if (state.view === 'compact') attributes.push(['view', state.bidding ? 'bidding' : 'compact']);
  if (['light', 'dark', 'host'].includes(state.theme)) attributes.push(['theme', state.theme]);
  if (state.hideInput) attributes.push(['hide-input', '']);
  if (state.load === 'click') attributes.push(['load', 'click']);
  if (state.lang) attributes.push(['lang', state.lang]);
  return attributes;
}

/**
 * The web-component snippet: the module script (the bundle, www/min/), then the element, its
 * room reserved as `heights` say (`heightDeclarations`) until it has drawn itself.
 */
export function componentSnippet(base, state, games, heights = GUESSED_HEIGHT[state.view] ?? GUESSED_HEIGHT.compact) {
  const attributes = componentAttributes(state, games).map(([name, value]) => (value === '' && name === 'hide-input' ? name : `${name}="${escapeAttribute(value)}"`));
  return `<script type="module" src="${escapeAttribute(base)}min/verdict-playground.js"></script>
${WRAPPER}<verdict-playground ${attributes.join(' ')} style="display:block;${heightDeclarations('min-height', heights)}">${fallbackLink(base, state, games)}</verdict-playground></div>`;
}
