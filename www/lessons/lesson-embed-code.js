// A lesson's embed code (docs/LESSONS.md, "For a blogger"): the iframe of `embed.html#lesson=…`
// with the room it keeps measured, in every column width the embed builder measures, as the
// tallest of the lesson's steps there: the frame only grows past that room (embed.js), so the
// post around it never moves as the reader steps through. The lesson is measured in its real
// frame, laid out out of sight (measure.js's box), step by step and width by width.
import { frames, measuringBox } from '../embed/measure.js';
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';
import { escapeAttribute, heightDeclarations, MEASURED_WIDTHS, noScriptLink } from '../embed/snippet.js';

/** How long one step may take to settle (its board drawn by the worker) before it is measured as it is. */
const STEP_PATIENCE_MS = 8_000;
/** A step is settled once its height has not changed for this long. */
const QUIET_MS = 400;

/** The height of the frame's content, as embed.js reckons it (the body's box and margins). */
function contentHeight(frame) {
  const body = frame.contentDocument.body;
  const style = frame.contentWindow.getComputedStyle(body);
  return Math.ceil(body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
}

/** Resolves once `ready()` is true, checked each frame; rejects after `ms`, saying `slow({ seconds })`. */
async function until(ready, ms, slow) {
  const start = performance.now();
  while (!ready()) {
    if (performance.now() - start > ms) throw new Error(slow({ seconds: ms / 1000 }));
    await frames(1);
  }
}

/** The frame's content height once it has stayed the same for QUIET_MS (or after STEP_PATIENCE_MS). */
async function settledHeight(frame) {
  const start = performance.now();
  let height = contentHeight(frame);
  let since = performance.now();
  while (performance.now() - since < QUIET_MS && performance.now() - start < STEP_PATIENCE_MS) {
    await frames(1);
    const now = contentHeight(frame);
    if (now !== height) {
      height = now;
      since = performance.now();
    }
  }
  return height;
}

/**
 * The room of the lesson embed at `src` ([[width, height], …] for `widths`): at each width the
 * tallest of its `steps` steps. `onStep(k)` hears each step as it is measured.
 */
export async function measureLesson(src, steps, widths = MEASURED_WIDTHS, onStep = () => {}) {
  const box = measuringBox();
  const frame = h('iframe', { src, title: t('measure-lesson'), tabindex: '-1' });
  // From no height at all: the frame grows with its content, never below where it started.
  frame.style.cssText = 'display:block;width:100%;height:1px;border:0';
  box.style.width = `${widths[0]}px`;
  box.append(frame);
  try {
    const player = () => frame.contentDocument?.querySelector('.lesson[data-lesson-step]');
    await until(player, 30_000, (args) => t('measure-opening-slow', args));
    // The lesson opens where this browser's reader left it: back to its first step (by the
    // button's class: its name is in the frame's language).
    while (player().dataset.lessonStep !== '1') {
      player().querySelector('button.lesson-nav.previous').click();
      await frames(1);
    }
    const tallest = new Map(widths.map((width) => [width, 0]));
    for (let k = 1; k <= steps; k++) {
      onStep(k);
      if (k > 1) {
        player().querySelector('.lesson-nav.next').click();
        await until(() => player().dataset.lessonStep === String(k), STEP_PATIENCE_MS, (args) => t('measure-step-slow', { k, ...args }));
      }
      for (const width of widths) {
        box.style.width = `${width}px`;
        tallest.set(width, Math.max(tallest.get(width), await settledHeight(frame)));
      }
    }
    return widths.map((width) => [width, tallest.get(width)]);
  } finally {
    box.remove();
  }
}

/**
 * The lesson's iframe snippet: `link` (the part after `#lesson=`), its `title`, the room `heights`
 * (measureLesson's) under `base` (where www/ is published); with the host script that fits the
 * frame, and a link for a reader without scripts.
 */
export function lessonFrameSnippet(base, link, title, heights) {
  const src = `${base}embed.html#lesson=${link}`;
  return `<div style="container-type:inline-size;width:100%"><iframe src="${escapeAttribute(src)}" title="${escapeAttribute(t('lesson-frame-title', { title }))}" loading="lazy" style="display:block;width:100%;border:0;${heightDeclarations('height', heights)}"></iframe><noscript>${noScriptLink(`${base}index.html#lesson=${link}`, t('lesson-open-example', { title }))}</noscript></div>
<script async src="${escapeAttribute(base)}min/frames.js"></script>`;
}

/** The room a lesson frame keeps when it cannot be measured (the offline file, another origin). */
const GUESSED_LESSON_HEIGHT = 640;

/**
 * "Copy embed code" (the editor's and the lesson player's): measures `lesson` as published under
 * `base`, copies its snippet, and says what it did through `say` (text or nodes).
 */
export async function copyLessonEmbed(lesson, base, say) {
  const { linkTo, tooLongNote } = await import('./lesson-share.js');
  const { fragment, tooLong } = await linkTo(lesson, base);
  if (tooLong) {
    say(...tooLongNote(lesson, tooLong));
    return null;
  }
  const link = fragment.slice('#lesson='.length);
  const n = lesson.steps.length;
  let heights = GUESSED_LESSON_HEIGHT;
  let measured;
  if (new URL(base).origin === location.origin) {
    try {
      heights = await measureLesson(`${base}embed.html${fragment}`, n, MEASURED_WIDTHS,
        (k) => say(t('lesson-embed-measuring', { k, n, count: MEASURED_WIDTHS.length })));
      const [narrow, wide] = [heights[0], heights.at(-1)];
      measured = t('lesson-embed-measured', { narrowHeight: narrow[1], narrowWidth: narrow[0], wideHeight: wide[1], wideWidth: wide[0] });
    } catch (error) {
      measured = t('lesson-embed-unmeasured', { error: error.message, height: GUESSED_LESSON_HEIGHT });
    }
  } else {
    measured = t('lesson-embed-elsewhere', { height: GUESSED_LESSON_HEIGHT });
  }
  const code = lessonFrameSnippet(base, link, lesson.title ?? 'A lesson', heights);
  try {
    await navigator.clipboard.writeText(code);
    say(`${t('lesson-embed-copied')} ${measured}`);
  } catch {
    say(t('lesson-embed-refused'), ' ', h('pre', { class: 'editor-link-text' }, code));
  }
  return code;
}
