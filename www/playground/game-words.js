// Each game's About in English (www/lang/en-games.js: its rules, the input's prompt, the random
// input's size field and its examples' notes, which the core sends as catalogue ids) added to
// English's catalogue, once, by the first part that draws them (about.js, input-block.js): a
// lesson, which draws none, does not carry them. In a bundle they come read already
// (scripts/bundle.mjs, as en.js), so that English downloads no parser.
import { addEnglish } from '../shared/i18n.js';
import GAME_WORDS from '../lang/en-games.js';

addEnglish(Array.isArray(GAME_WORDS) ? GAME_WORDS : (await import('../shared/ftl.js')).parse(GAME_WORDS));
