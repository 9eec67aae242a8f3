// The glossary: the games' own words (peak, Grundy value, declarer…) in every language the page
// has, side by side, with what each means in the language shown; one click from the header. The
// words are the catalogues' (`term-NAME`, `term-NAME-means`), so a new language's catalogue brings
// its column: the other languages' catalogues are fetched when the glossary is first opened.
import { formatIn, language, LANGUAGES, loadCatalogue, messageIds, t } from '../shared/i18n.js';
import { h } from '../shared/render.js';

/**
 * The terms, in the order the English catalogue writes them: its ids `term-NAME` (each with its
 * `term-NAME-means`). A term is added by its two lines in each catalogue, and nothing here.
 */
export const glossary = () => messageIds('en').filter((id) => id.startsWith('term-') && !id.endsWith('-means'));

/** The header's button and the dialog it opens. */
export function mountGlossary(place) {
  const table = h('table', { class: 'glossary-table' });
  const close = h('button', { type: 'button', class: 'glossary-close' }, t('glossary-close'));
  const dialog = h('dialog', { class: 'glossary', 'aria-labelledby': 'glossary-title' },
    h('div', { class: 'glossary-head' }, h('h2', { id: 'glossary-title' }, t('glossary-title')), close), table);
  close.addEventListener('click', () => dialog.close());
  const open = h('button', { type: 'button', class: 'glossary-open', 'aria-haspopup': 'dialog' }, t('glossary-open'));
  open.addEventListener('click', async () => {
    const shown = language();
    const others = Object.keys(LANGUAGES);
    // A language whose catalogue does not load shows English's words in its column, marked so.
    const failed = new Set();
    await Promise.all(others.map((lang) => loadCatalogue(lang).catch(() => failed.add(lang))));
    const columns = [shown, ...others.filter((lang) => lang !== shown)];
    table.replaceChildren(
      h('thead', {}, h('tr', {}, columns.map((lang) => h('th', { scope: 'col', lang }, LANGUAGES[lang])), h('th', { scope: 'col' }, t('glossary-meaning')))),
      h('tbody', {}, glossary().map((term) => h('tr', { 'data-term': term },
        columns.map((lang, k) => h(k === 0 ? 'th' : 'td', { lang: failed.has(lang) ? 'en' : lang, ...(k === 0 ? { scope: 'row' } : {}) }, formatIn(lang, term))),
        h('td', {}, t(`${term}-means`))))));
    dialog.showModal();
  });
  place.append(dialog);
  return open;
}
