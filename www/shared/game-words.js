// Every game's own English sentences (www/lang/en-games.js) added to English's catalogue, for a
// page whose games came without them (www/core/games.js: the page's list, the sources' modules,
// the offline file); a bundled embed's game brings its own section with its module instead, and
// loads this not at all. In a bundle it comes read already (scripts/bundle.mjs, as en.js), so
// that English downloads no parser.
import { addEnglish } from './i18n.js';
import GAME_WORDS from '../lang/en-games.js';

addEnglish(Array.isArray(GAME_WORDS) ? GAME_WORDS : (await import('./ftl.js')).parse(GAME_WORDS));
