// A page's start, before it mounts what it shows: the core's games, asked with a note while they
// load and tried again after a failure, and in place of the page what failed when they cannot
// load. Apart from playground.js, so that a lesson's embed (lesson-embed.js) starts the same way
// without downloading the playground's code.
import { loadGames } from './games.js';
import { t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

/** After a failure to start, the waits before asking again (ms): a dropped connection often comes back. */
const START_RETRIES = [1_000, 4_000];
/** How long the start may take before the reader is told it is loading (ms). */
const LOADING_NOTE_AFTER = 800;

/**
 * The core's games, asked before a page mounts its playground (`only`, `first`: loadGames'); a
 * note says it is loading when that takes a while, and a failure is tried again twice. When the
 * core cannot load, what failed is said in `root` instead, with a button to try again (`retry`:
 * the document is loaded again, unless the caller knows better), and the error is thrown on, so
 * nothing mounts.
 */
export async function gamesOrFailure(root, only = null, first = only, retry = () => location.reload()) {
  const note = setTimeout(() => showLoading(root), LOADING_NOTE_AFTER);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await loadGames(only, first);
      } catch (error) {
        if (attempt >= START_RETRIES.length) throw error;
        showLoading(root, error);
        await new Promise((done) => setTimeout(done, START_RETRIES[attempt]));
      }
    }
  } catch (error) {
    showStartFailure(root, error, retry);
    throw error;
  } finally {
    clearTimeout(note);
  }
}

/**
 * While the solver loads: a line in `root` saying so (and, after a failure, that it is being
 * tried again). It goes beside what `root` shows already (an embed's poster), or in its place
 * when that is only the no-script note.
 */
function showLoading(root, failure = null) {
  let line = root.querySelector(':scope > .start-note');
  if (!line) {
    line = h('p', { class: 'start-note', role: 'status' });
    if (root.querySelector(':scope > :not(noscript)')) root.append(line);
    else root.replaceChildren(line);
  }
  line.textContent = failure
    ? t('solver-retrying', { error: failure?.message ?? String(failure) })
    : t('solver-loading');
}

/**
 * In place of a playground when the core could not load: what went wrong, in words, and a button
 * that tries again (`retry`).
 */
export function showStartFailure(root, error, retry = () => location.reload()) {
  const message = error?.message ?? String(error);
  root.replaceChildren(h('div', { class: 'input-error start-failure', role: 'alert' },
    h('p', {}, t('start-failed', { error: message })),
    h('p', {}, h('button', { type: 'button', onclick: () => retry() }, t('try-again')))));
}
