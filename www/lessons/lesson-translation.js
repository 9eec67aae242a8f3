// The built-in lessons in the reader's language (docs/LANGUAGES.md, "The built-in lessons"). A
// lesson's file (www/lessons/NAME.lesson.json) is its one structure: games, positions,
// activities, rules, answers. Each other language is one file of prose alone,
// www/lessons/LANG.json, `{"lang": "ko", "lessons": {"NAME.lesson.json": {"title", "level",
// "summary", "steps": [one text a step]}}}`, fetched only when the page shows that language;
// the lesson the reader gets is the English file with those words put in and its `lang` set.
// A translation holds no position, rule or answer, so it cannot change what a step asks or how
// it is graded. Pure functions of values (no DOM, no fetch), so that Node tests them.

/** What a translation of one lesson gives, besides one text a step: its title, level and the menu's summary. */
export const LESSON_PROSE = ['title', 'level', 'summary'];

/**
 * Whether `prose` translates `lesson` whole: a title, each of the lesson's other prose fields,
 * and one text for each step that has one (and none for a step that has none).
 */
export function translates(lesson, prose) {
  const text = (value) => typeof value === 'string' && value.trim() !== '';
  if (!prose || typeof prose !== 'object' || !text(prose.title) || !Array.isArray(prose.steps)) return false;
  if (prose.steps.length !== lesson.steps.length) return false;
  if ('level' in lesson && !text(prose.level)) return false;
  return lesson.steps.every((step, i) => ('text' in step ? text(prose.steps[i]) : prose.steps[i] == null));
}

/**
 * A built-in lesson's entry of the menu (`entry`: its line of index.json, `{file, summary}`;
 * `lesson`: its file) in the language of `words` (a LANG.json, or null for English): the same
 * steps with the translated words and `lang`, or the English lesson where the translation
 * lacks it or does not fit it (a lesson changed since it was translated stays whole, in English).
 */
export function translatedEntry(entry, lesson, words) {
  const prose = words?.lessons?.[entry.file];
  if (!words?.lang || !translates(lesson, prose)) return { ...entry, lesson };
  const { title, level, steps, ...rest } = lesson;
  const translated = {
    title: prose.title,
    lang: words.lang,
    ...(level === undefined ? {} : { level: prose.level }),
    ...rest,
    steps: steps.map((step, i) => ('text' in step ? { ...step, text: prose.steps[i] } : step)),
  };
  return { ...entry, ...(prose.summary ? { summary: prose.summary } : {}), lesson: translated };
}
