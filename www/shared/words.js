// The few sentences the page builds itself around the core's (which are the core's own, with
// their grammar tested there): counts said so that they read right for 0, 1 and 2. Plain
// functions of numbers, no DOM, so that e2e/classroom.test.mjs checks them in Node (its first
// test) for the counts 0, 1 and 2. The panels' own counted sentences (the check, Practise) are
// catalogue messages with plural selectors (www/lang/en.js), checked there too.
import { formatIn, language, t, tOptional } from './i18n.js';
import { count } from './render.js';

/**
 * Game `game`'s label in `lang` (its catalogue loaded): the catalogue's `game-NAME` (경매,
 * Торговля), or null where it has none (English, whose labels are the core's own).
 */
export function labelIn(game, lang = language()) {
  const id = `game-${game}`;
  const label = formatIn(lang, id);
  return label === id ? null : label;
}

/** A player's or a seat's name as the core spells it (`Bicarp`), in the language shown: the catalogue's `name-Bicarp`. */
export const nameIn = (name) => tOptional(`name-${name}`) ?? name;

/** A time in seconds as the language shown writes decimals (`1.5`, `1,5`), to `digits` places. */
export const seconds = (millis, digits) => (millis / 1000).toLocaleString(language(), { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `1 move`, `2 moves`, `0 moves` (the noun's plural: `s` added unless given). */
export function plural(n, noun, nouns = `${noun}s`) {
  return `${count(n)} ${n === 1 ? noun : nouns}`;
}

/**
 * The step 0 of a line, before its moves: "The start (1 move follows)", or in the game's own
 * word for a step (the core's `step_name`, `move` or `call`): "The start (2 calls follow)".
 */
export function lineStart(steps, noun = 'move') {
  if (!steps) return t('line-start');
  return noun === 'call' ? t('line-start-calls', { n: steps }) : t('line-start-moves', { n: steps });
}
