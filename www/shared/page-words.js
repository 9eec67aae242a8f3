// The page's own English words (www/lang/en-page.js: its header, share bar, embed builder and
// snippets, glossary, Lessons menu, editor, class results), added to English's catalogue once, by
// the first module that speaks them: the page (app.js), or the snippets' writer (embed/snippet.js),
// which Node's tests and scripts use without the page. No embed loads them.
import { parse } from './ftl.js';
import { addEnglish } from './i18n.js';
import PAGE_WORDS from '../lang/en-page.js';

addEnglish(parse(PAGE_WORDS));
