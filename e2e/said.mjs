// What the core says, in English as the page writes it to an English reader: its sentences are
// messages (`{ id, args }`, docs/LANGUAGES.md), an error's `message` too. Apart from core.mjs,
// which loads the module with every game, for the tests that load their own modules.
import { message } from '../www/shared/i18n.js';
import '../www/shared/game-words.js';
import '../www/panels/panel-words.js';

/** A thrown error's text: the core's (an InputError, whose `message` is a message) in English, anything else's own. */
export const said = (error) => {
  const text = error?.message ?? error;
  return text && typeof text === 'object' && 'id' in text ? message(text, 'en') : String(text);
};

/**
 * `value` (a report, a view, a step) with every message of the core in it written in English, in
 * place, as the page writes a reply when it arrives (www/core/solver.js, `worded`): a report's
 * Why stays messages, formatted when drawn (`explained`).
 */
export { worded as english } from '../www/core/solver.js';
