// verdict-playground for Eleventy (docs/EMBEDDING.md, "Shortcodes"), a plugin. A CommonJS file,
// so that it loads in either kind of project (Eleventy's default is CommonJS; an ES module
// project imports it as its default export):
//   const verdictPlayground = require('./verdict-playground.cjs');
//   module.exports = (config) => { config.addPlugin(verdictPlayground, { base: 'https://your-host/www/' }); };
// or, in an ES module project's eleventy.config.js:
//   import verdictPlayground from './verdict-playground.cjs';
//   export default (config) => { config.addPlugin(verdictPlayground, { base: 'https://your-host/www/' }); };
// then in a post (Liquid, Nunjucks or a JavaScript template):
//   {% verdictPlayground "ticket", "?054??0?", "heights=300:800 343:725 680:454&theme=dark" %}
// or, in Nunjucks, with named arguments:
//   {% verdictPlayground game="ticket", input="?054??0?", heights="300:800 343:725 680:454" %}
// The options are the embed's, as it takes them (view, compact by default, full or bidding; theme, light, dark,
// host or auto; step; load=click; hide-input=true; dealer; vulnerable), and heights, the
// "width:height" pairs the page's embed builder measures, by ascending width, so that the frame
// keeps its room in any column before it has loaded; or height, in px; and title, what the embed
// holds, as the builder writes it out beside heights (a hand record's event, board and first
// calls; the input itself when not given). It writes the iframe snippet the builder copies.

const escape = (text) => String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The CSS height of the frame, from `heights` ("w:h w:h …") or `height` (px). */
function heightDeclarations(heights, height) {
  const pairs = String(heights ?? '').split(/[\s,]+/).filter(Boolean).map((pair) => pair.split(':').map(Number));
  if (!pairs.length) return `height:${Number(height) || 460}px`;
  const widest = pairs.at(-1)[1];
  const steps = [];
  for (let i = 0; i + 1 < pairs.length; i++) {
    const step = pairs[i][1] - pairs[i + 1][1];
    if (step !== 0) steps.push(`clamp(0px,(${pairs[i + 1][0]}px - 100cqw)*1000,1px)*${step}`);
  }
  const plain = `height:${Number(height) || (pairs.find(([w]) => w >= 680)?.[1] ?? widest)}px`;
  return steps.length ? `${plain};height:calc(${widest}px + ${steps.join(' + ')})` : plain;
}

/** The snippet for `game`, `input` and the options (an object, or a query string). */
function snippet(base, game, input, options = {}) {
  const o = typeof options === 'string' ? Object.fromEntries(new URLSearchParams(options)) : { ...options };
  let src = `${base}embed.html#${game}=${encodeURIComponent(input ?? '')}`;
  for (const name of ['dealer', 'vulnerable', 'step']) if (o[name] != null && o[name] !== '') src += `&${name}=${encodeURIComponent(o[name])}`;
  // The full page at the same position: where a reader without scripts is sent.
  const page = src.replace('embed.html#', 'index.html#');
  if (o.view === 'bidding') src += '&view=bidding';
  else if (o.view !== 'full') src += '&view=compact';
  // What it holds, for its title and its link: as the builder's snippet says it (www/embed/describe.js).
  const what = String(o.title ?? input ?? '').replace(/\s+/g, ' ').trim();
  const label = String(game).charAt(0).toUpperCase() + String(game).slice(1);
  if (['light', 'dark', 'host'].includes(o.theme)) src += `&theme=${o.theme}`;
  if (String(o['hide-input']) === 'true') src += '&input=hide';
  if (o.load === 'click') src += '&load=click';
  return `<div style="container-type:inline-size;width:100%"><iframe src="${escape(src)}" title="verdict-playground: ${escape(game)}${what ? ` — ${escape(what)}` : ''}" loading="lazy" style="display:block;width:100%;border:0;${heightDeclarations(o.heights, o.height)}"></iframe><noscript><a href="${escape(page)}">Open this example in verdict-playground: ${escape(label)}${what ? ` ${escape(what)}` : ''}</a></noscript></div>
<script async src="${escape(base)}min/frames.js"></script>`;
}

/** The plugin: the shortcode `verdictPlayground`, for Liquid, Nunjucks and JavaScript templates. */
function verdictPlayground(config, { base } = {}) {
  if (!base) throw new Error('verdict-playground: give the plugin { base }: where www/ is published');
  config.addShortcode('verdictPlayground', (game, input, options) => {
    // Nunjucks' named arguments come as one object.
    if (game && typeof game === 'object') {
      const { game: name, input: text, __keywords, ...rest } = game;
      return snippet(base, name ?? 'ticket', text, rest);
    }
    return snippet(base, game ?? 'ticket', input, options);
  });
}

module.exports = verdictPlayground;
module.exports.snippet = snippet;
