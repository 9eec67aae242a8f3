// The lessons' English words (www/lang/en-lessons.js) added to English's catalogue, once, by the
// first lesson module loaded (the player, the Lessons menu): an embed of the playground, which
// shows no lesson, carries none of them. In a bundle they come read already (scripts/bundle.mjs,
// as en.js), so that English downloads no parser. Also the words the lessons' modules share.
import { addEnglish, t } from '../shared/i18n.js';
import LESSON_WORDS from '../lang/en-lessons.js';

addEnglish(Array.isArray(LESSON_WORDS) ? LESSON_WORDS : (await import('../shared/ftl.js')).parse(LESSON_WORDS));

/** An activity's name in the language shown ("Predict"); one this page does not know, as the lesson spells it. */
export function activityLabel(activity) {
  const names = {
    note: t('activity-note'), watch: t('activity-watch'), predict: t('activity-predict'), play: t('activity-play'),
    tree: t('activity-tree'), rule: t('activity-rule'), exercises: t('activity-exercises'), table: t('activity-table'),
  };
  return Object.hasOwn(names, activity) ? names[activity] : String(activity);
}

/** A step's first-try mark (lesson-results.js: `R`, `W`, `3/5`, `-`) in words, in the language shown. */
export function markShown(mark) {
  if (mark === 'R') return t('mark-right');
  if (mark === 'W') return t('mark-wrong');
  const set = /^(\d+)\/(\d+)$/.exec(mark);
  if (set) return t('mark-some', { right: Number(set[1]), total: Number(set[2]) });
  return t('mark-none');
}
