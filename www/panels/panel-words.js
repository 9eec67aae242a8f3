// The panels' English words (www/lang/en-panels.js) added to English's catalogue, once, by the
// first panel loaded that speaks them (Play, the check, the rule tester, the outcome tables,
// Practise): a compact embed, which loads none of them, carries none of their words. In a bundle
// they come read already (scripts/bundle.mjs, as en.js), so that English downloads no parser.
import { addEnglish } from '../shared/i18n.js';
import PANEL_WORDS from '../lang/en-panels.js';

addEnglish(Array.isArray(PANEL_WORDS) ? PANEL_WORDS : (await import('../shared/ftl.js')).parse(PANEL_WORDS));
