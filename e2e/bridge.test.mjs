// Bridge as bridge players write it, in the real page: LIN records and handviewer links give the
// verdict of their plain calls, the menus follow what a record sets, the diagram reads W N E S
// and its calls are steps, alerts and explanations are numbered footnotes under the diagram
// (shown, not hovered), the diagram fits a phone, illegal calls cite their Law.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, startBlog, verdictIs } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

const status = (page) => page.locator('[role="status"]').textContent();
const diagram = (page) => page.locator('section.table[data-title="Bidding diagram"]');

test('a LIN record, a handviewer link and the plain calls get the same verdict', async () => {
  const lin = 'md|4|sv|b|mb|1C|mb|p|mb|1H|mb|2S|mb|p|mb|p|mb|p|';
  const page = await b.open(`/#auction=${encodeURIComponent(lin)}`);
  const fromLin = await verdictIs(page, 'complete');
  assert.match(fromLin, /2♠/);
  // md|4: East deals. The menu shows it, set by the record, and cannot contradict it.
  const dealer = page.locator('select[aria-label="Dealer"]');
  assert.equal(await dealer.inputValue(), 'E');
  assert.ok(await dealer.isDisabled());
  assert.match(await page.locator('.set-by').first().textContent(), /md\|/);
  assert.equal(await page.locator('select[aria-label="Vulnerable"]').inputValue(), 'All');

  await page.locator('textarea').fill(`https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(lin)}`);
  assert.equal(await verdictIs(page, 'complete'), fromLin);
  // A handviewer link with its own parameters: the calls run together, the dealer, the vulnerability.
  await page.locator('textarea').fill('https://www.bridgebase.com/tools/handviewer.html?d=e&v=b&a=1cp1h2sppp');
  assert.equal(await verdictIs(page, 'complete'), fromLin);
  assert.match(await page.locator('.set-by').first().textContent(), /d= parameter/);

  // The same calls typed plainly, with East picked in the menu (the record no longer sets it).
  await page.locator('textarea').fill('1C P 1H 2S P P P');
  await verdictIs(page, 'complete');
  assert.ok(!(await dealer.isDisabled()), 'the menu is the user’s again');
  await dealer.selectOption('E');
  assert.equal(await verdictIs(page, 'complete'), fromLin);
  await page.close();
});

test('a PBN [Auction "W"] tag sets the Dealer menu, and the menu choice comes back without it', async () => {
  const page = await b.open(`/#auction=${encodeURIComponent('[Auction "W"]\n1C P P P')}&dealer=S`);
  await verdictIs(page, 'complete');
  const dealer = page.locator('select[aria-label="Dealer"]');
  assert.equal(await dealer.inputValue(), 'W');
  assert.match(await status(page), /West/);
  await page.locator('textarea').fill('1C P P P');
  await verdictIs(page, 'complete');
  assert.equal(await dealer.inputValue(), 'S', 'the dealer chosen in the link');
  assert.match(await status(page), /South/);
  await page.close();
});

test('a record that contradicts its board number is read as it says, with a warning beside the verdict', async () => {
  const page = await b.open(`/#auction=${encodeURIComponent('[Board "6"]\n[Dealer "N"]\n1C P P P')}`);
  assert.match(await verdictIs(page, 'complete'), /North/);
  const warning = page.locator('.result .warnings li');
  assert.equal(await warning.count(), 1);
  assert.match(await warning.textContent(), /board 6 is dealt by East/);
  // Without the contradiction, no warning.
  await page.locator('textarea').fill('[Board "6"]\n1C P P P');
  assert.match(await verdictIs(page, 'complete'), /East/);
  assert.ok(await page.locator('.result .warnings').isHidden());
  await page.close();
});

test('the diagram reads West North East South; its calls are steps, and the step shown is marked there', async (t) => {
  const page = await b.open('/#auction=1C%20P%201NT%20P%203NT%20P%20P%20P&dealer=E&vulnerable=EW');
  await verdictIs(page, 'complete');
  const heads = await diagram(page).locator('thead th').allTextContents();
  assert.deepEqual(heads, ['W', 'N', 'E', 'S']);
  // Who dealt and who is vulnerable, once, as a book's caption.
  assert.match(await diagram(page).locator('.table-title').textContent(), /East dealt, E–W vul\./);
  // East deals: two blanks, then 1♣ under E; the closing passes are one All Pass.
  const first = await diagram(page).locator('tbody tr').first().locator('td').allTextContents();
  assert.deepEqual(first, ['', '', '1♣', 'Pass']);
  assert.ok((await diagram(page).locator('tbody').textContent()).includes('All Pass'));
  // As narrow as a book prints it, whatever the window (it stretched to about 1 120 px).
  const width = Math.round((await diagram(page).locator('table').boundingBox()).width);
  t.diagnostic(`bidding diagram width in a 1100 px window: ${width} px`);
  assert.ok(width <= 400, `the diagram is ${width} px wide`);
  // No row-selector buttons: the cells themselves go to their step.
  assert.equal(await diagram(page).locator('.row-select').count(), 0);
  await diagram(page).locator('button.step-cell', { hasText: '1NT' }).click();
  await page.locator('figure.board[data-step="3"]').waitFor();
  assert.equal(await diagram(page).locator('td.linked').textContent(), '1NT');
  // Selecting a row of the calls table marks its call in the diagram.
  await page.locator('section.table[data-title="Calls"] button.row-select[data-row="1"]').click();
  await page.locator('figure.board[data-step="2"]').waitFor();
  assert.equal(await diagram(page).locator('td.linked').textContent(), 'Pass');
  // The vulnerability picked in the link is the menu's, and the fragment keeps it.
  assert.equal(await page.locator('select[aria-label="Vulnerable"]').inputValue(), 'EW');
  await page.close();
});

test('the deal is drawn around the bidding, alerts and explanations beside their call', async () => {
  const lin = 'md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|sv|e|ah|Board 3|mb|1C|mb|p|mb|1D!|an|four or more diamonds|mb|p|mb|3N|mb|p|mb|p|mb|p|';
  const page = await b.open(`/#auction=${encodeURIComponent(lin)}&step=3`);
  assert.match(await verdictIs(page, 'complete'), /3NT by South/);
  const board = page.locator('figure.board');
  await page.locator('figure.board[data-step="3"]').waitFor();
  assert.equal(await board.locator('.board-groups.layout-compass').count(), 1);
  assert.match(await board.locator('.place-north .group-note').textContent(), /17 HCP/);
  assert.match(await board.locator('.place-west .group-note').textContent(), /0 HCP, vulnerable/);
  // The hands sit around the bidding: North above it, South below, West left, East right.
  const box = async (place) => board.locator(`.place-${place}`).boundingBox();
  const [north, west, centre, east, south] = await Promise.all(['north', 'west', 'centre', 'east', 'south'].map(box));
  assert.ok(north.y + north.height <= centre.y + 1 && centre.y + centre.height <= south.y + 1, 'North above, South below');
  assert.ok(west.x + west.width <= centre.x + 1 && centre.x + centre.width <= east.x + 1, 'West left, East right');
  // The alerted call: "!" and its footnote's number in the diagram, the footnote printed
  // under it (no hover needed: a phone shows it), its explanation in the calls table.
  const alerted = board.locator('.place-centre li.cell', { hasText: '1♦!¹' });
  assert.match(await alerted.getAttribute('title'), /four or more diamonds/);
  const note = board.locator('.place-centre .footnotes li');
  assert.equal(await note.count(), 1);
  assert.ok(await note.isVisible());
  assert.equal(await note.textContent(), '1 1♦ by North — alerted: four or more diamonds');
  assert.match(await page.locator('.narration').textContent(), /bids 1♦¹, .* ¹ Alerted: four or more diamonds\./);
  assert.equal(await diagram(page).locator('.footnotes li').textContent(), '1 1♦ by North — alerted: four or more diamonds');
  assert.match(await page.locator('section.table[data-title="Calls"] tbody tr').nth(2).textContent(), /alerted; explained: four or more diamonds/);
  // The exports: PBN and LIN, the alert and its explanation kept.
  const lin_out = await page.locator('.exports details', { hasText: 'LIN' }).locator('pre').textContent();
  assert.match(lin_out, /mb\|1D!\|an\|four or more diamonds\|/);
  await page.close();
});

test('the deal moves under the bidding on a phone, and nothing runs off the screen', async () => {
  const lin = 'md|1S6543HQJDAKQJCT98,S2HT732DT984C7654,SAKQJHAK98D765C32,|mb|1C|mb|p|';
  const page = await b.open(`/#auction=${encodeURIComponent(lin)}`, { width: 375, height: 800 });
  await verdictIs(page, 'incomplete');
  const line = page.locator('section.line');
  const overflow = await line.evaluate((el) => el.scrollWidth - el.clientWidth);
  assert.ok(overflow <= 0, `the board is ${overflow} px wider than its box`);
  await page.close();
});

test('on a phone the diagram keeps All Pass, its caption and an illegal call on one line each', async () => {
  const page = await b.open(`/#auction=${encodeURIComponent('[Vulnerable "NS"]\n[Auction "S"]\n1C =1= 1H 2NT P P P\n[Note "1:16+ any shape"]')}`, { width: 375, height: 800 });
  await verdictIs(page, 'complete');
  const board = page.locator('figure.board');
  const height = async (text) => (await board.locator('li.cell .cell-text', { hasText: text }).first().boundingBox()).height;
  // (The step shown is the last: All Pass is framed 1 px thicker as the call of this step.)
  assert.ok(await height('All Pass') <= await height('2NT') + 3, 'All Pass is one line, as tall as a call');
  const note = board.locator('.group-note');
  assert.equal(await note.textContent(), 'South dealt, N–S vul');
  const lineHeight = await note.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
  assert.ok((await note.boundingBox()).height <= lineHeight * 1.5, 'the caption does not wrap');
  for (const head of await board.locator('.column-head').all()) {
    assert.ok((await head.boundingBox()).height <= lineHeight * 1.6, `${await head.textContent()} does not wrap`);
  }
  // A note without '!' still leaves its mark and its footnote.
  assert.equal(await board.locator('li.cell', { hasText: '1♣¹' }).count(), 1);
  assert.equal(await board.locator('.footnotes li').textContent(), '1 1♣ by South — 16+ any shape');

  // An illegal call: the call in its place, "illegal" under it, inside its cell; the legend's
  // sample is that call, not a digit.
  await page.locator('textarea').fill('1C P P P 7NT P');
  await verdictIs(page, 'illegal');
  const cell = board.locator('li.cell.role-illegal .cell-text');
  assert.match(await cell.textContent(), /^7NT/);
  const fits = await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  assert.ok(fits, 'the illegal call fits its cell');
  assert.equal(await board.locator('.legend .swatch.role-illegal').textContent(), '7NT');
  const overflow = await page.locator('section.line').evaluate((el) => el.scrollWidth - el.clientWidth);
  assert.ok(overflow <= 0, `the board is ${overflow} px wider than its box`);
  const table = diagram(page).locator('.table-scroll');
  const sideways = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
  assert.ok(sideways <= 1, `the diagram table is ${sideways} px wider than its box`);
  await page.close();
});

test('an illegal call cites its Law beside the plain-word rule', async () => {
  const page = await b.open('/#auction=1D%201C');
  await verdictIs(page, 'illegal');
  assert.match(await page.locator('.reason').textContent(), /Laws 18, 27/);
  assert.match(await page.locator('.explanation').first().textContent(), /Law 27 \(insufficient bid\)/);
  await page.close();
});

test('a LIN record that does not read says where', async () => {
  const page = await b.open(`/#auction=${encodeURIComponent('md|3|mb|1c|mb|1x|')}`);
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error .message').textContent(), /'1x' \(call 2\) is not a call/);
  assert.equal(await page.locator('.input-error mark').textContent(), '1x');
  await page.close();
});

test('an auction steps by calls, and the legend shows the call of the step shown', async () => {
  const page = await b.open(`/#auction=${encodeURIComponent('1C P 1H X XX P')}&step=2`);
  await verdictIs(page, 'incomplete');
  const narration = page.locator('.narration');
  await narration.filter({ hasText: 'Call 2 of 6' }).waitFor();
  assert.doesNotMatch(await narration.textContent(), /Move/);
  const swatch = page.locator('figure.board .legend .swatch.role-now');
  assert.equal(await swatch.textContent(), 'Pass', 'step 2 is a pass, not the 1♣ of step 1');
  // The facts say "Doubling: redoubled" after XX, not "Doubled: doubled".
  await page.locator('.stepper button[aria-label="Last step"]').click();
  await narration.filter({ hasText: 'Call 6 of 6' }).waitFor();
  assert.equal(await swatch.textContent(), 'Pass');
  const facts = await page.locator('figure.board .facts').textContent();
  assert.match(facts, /Doubling\s*redoubled/);
  assert.doesNotMatch(facts, /Doubled/);
  await page.locator('.stepper button[aria-label="First step"]').click();
  await narration.filter({ hasText: 'The start (6 calls follow)' }).waitFor();
  await page.close();
});

test('an export says what its format could not hold, and a PBN good call is no alert', async () => {
  const pbn = '[Event "club"]\n[Auction "N"]\n1S! P 2S =1= P\nAP\n[Note "1:Alert: weak"]';
  const page = await b.open(`/#auction=${encodeURIComponent(pbn)}`);
  await verdictIs(page, 'complete');
  const lin = page.locator('.exports details', { hasText: 'LIN' });
  await lin.locator('summary').click();
  assert.match(await lin.locator('.export-note').textContent(), /^Left out, as LIN has no place for them: the annotations ! and the tag \[Event\]/);
  const text = await lin.locator('pre').textContent();
  assert.match(text, /mb\|1S\|/);
  assert.match(text, /mb\|2S!\|an\|weak\|/);
  // The diagram shows 1♠ plain and the alerted 2♠ with its footnote's number.
  const cells = await diagram(page).locator('td').allTextContents();
  assert.ok(cells.includes('1♠') && cells.includes('2♠!¹'), cells.join(' '));
  await page.close();
});

test('a LIN record of two boards is refused where the second starts, like two PBN auctions', async () => {
  const first = 'qx|o1|md|3|sv|o|mb|1c|mb|p|mb|p|mb|p|pg||';
  const page = await b.open(`/#auction=${encodeURIComponent(`${first}\nqx|o2|md|4|sv|n|mb|p|pg||`)}`);
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error .message').textContent(), /line 2, column 1: a second board starts here/);
  assert.equal(await page.locator('.input-error mark').textContent(), 'qx|o2');
  await page.locator('textarea').fill('[Auction "N"]\n1C P P P\n[Auction "E"]\nP');
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error .message').textContent(), /paste one auction at a time/);
  await page.close();
});

test('each warning is said once, a note reference with no note is named, and the PBN export has the export format\'s tags', async () => {
  const pbn = '[Event "Club night"]\n[Board "3"]\n[Vulnerable "Love"]\n[Auction "S"]\n1C =2= P P P';
  const page = await b.open(`/#auction=${encodeURIComponent(pbn)}`);
  await verdictIs(page, 'complete');
  const warnings = await page.locator('.result .warnings li').allTextContents();
  assert.equal(warnings.length, 2, warnings.join('\n'));
  assert.match(warnings[0], /board 3 of the standard 16-board cycle East–West are vulnerable/);
  assert.match(warnings[1], /=2= after 1♣ \(call 1\) refers to note 2/);
  // Said beside the verdict, not again in the explanation.
  const explanation = await page.locator('ol.explanation').first().textContent();
  assert.doesNotMatch(explanation, /Warning/);
  const exported = await page.locator('.exports details').first().locator('pre').textContent();
  const tags = exported.split('\n').map((line) => /^\[(\w+) /.exec(line)?.[1]).filter(Boolean);
  assert.deepEqual(tags.slice(0, 16), ['Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South', 'Dealer', 'Vulnerable',
    'Deal', 'Scoring', 'Declarer', 'Contract', 'Result', 'Auction'], exported);
  assert.match(exported, /^\[Event "Club night"\]\n\[Site "\?"\]\n\[Date "\?\?\?\?\.\?\?\.\?\?"\]\n\[Board "3"\]/);
  await page.close();
});

/** A PBN record with a deal, and its bidding. */
const DEALT = (event, board) => `[Event "${event}"]\n[Board "${board}"]\n[Deal "N:AKQJ.AK98.765.32 T987.654.32.AKQJ 6543.QJ.AKQJ.T98 2.T732.T984.7654"]\n[Auction "N"]\n1S P 2S P\n4S P P P`;

test('view=bidding shows an auction\'s bidding without the hands, a shorter embed; titles and posters name the record', async (t) => {
  // In a blog's column and a phone's.
  for (const width of [680, 343]) {
    const heights = {};
    for (const view of ['compact', 'bidding']) {
      const page = await b.open(`/embed.html#auction=${encodeURIComponent(DEALT('Club night', 6))}&view=${view}&theme=light`, { width, height: 1400 });
      await verdictIs(page, 'complete');
      const board = page.locator('figure.board');
      await board.locator('.cell-group').first().waitFor();
      const groups = await board.locator('.cell-group').count();
      if (view === 'bidding') {
        assert.equal(groups, 1, 'the bidding alone');
        assert.equal(await board.locator('.layout-compass').count(), 0);
        assert.match(await board.textContent(), /4♠/);
        assert.doesNotMatch(await board.textContent(), /HCP/);
      } else {
        assert.equal(groups, 5, 'the four hands around the bidding');
      }
      heights[view] = await page.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      // The embed's title names what it holds.
      assert.equal(await page.title(), 'verdict-playground: auction — Club night, board 6: 1♠ Pass 2♠ Pass 4♠ Pass …');
      await page.close();
    }
    t.diagnostic(`an embed of a record with a deal in a ${width} px column: compact ${heights.compact} px, bidding ${heights.bidding} px`);
    assert.ok(heights.bidding < heights.compact - 150, `${width} px: bidding ${heights.bidding} px against compact ${heights.compact} px`);
  }

  // The snippets: two auctions of a post have titles of their own; view=bidding round-trips.
  const { iframeSnippet, componentAttributes, embedState } = await import('../www/embed/snippet.js');
  const { centreAlone } = await import('../www/shared/board.js');
  const core = await import('./core.mjs');
  const games = { has: () => true, settingsOf: () => [] };
  const state = (input) => embedState({ game: 'auction', input, step: null }, { view: 'bidding', theme: 'light', start: 'shown', hideInput: false, load: 'auto' });
  const titles = [DEALT('Club night', 6), DEALT('Club night', 7)].map((input) => /title="([^"]*)"/.exec(iframeSnippet('/', state(input), games, 400))[1]);
  assert.notEqual(titles[0], titles[1]);
  assert.match(titles[1], /^verdict-playground: auction — Club night, board 7: 1♠ Pass/);
  assert.match(iframeSnippet('/', state('1C P P P'), games, 400), /&amp;view=bidding/);
  assert.deepEqual(componentAttributes(state('1C P P P'), games).find(([name]) => name === 'view'), ['view', 'bidding']);
  // Another game's board has no hands around a centre: the bidding view leaves it as it is (and
  // the builder does not offer it, e2e: "the builder offers the bidding view").
  const ticketBoard = core.analyze('ticket', '?0').report().line.open_step.board;
  assert.notEqual(ticketBoard.layout, 'compass');
  assert.equal(centreAlone(ticketBoard), ticketBoard);

  // A poster names the record by its event, board and first calls, not by its raw tags.
  const page = await b.open(`/embed.html#auction=${encodeURIComponent(DEALT('Club night', 6))}&view=bidding&load=click`, { width: 680, height: 900 });
  const poster = page.locator('[data-poster]');
  await poster.waitFor();
  const text = await poster.textContent();
  assert.match(text, /Club night, board 6: 1♠ Pass 2♠ Pass 4♠ Pass …/);
  assert.doesNotMatch(text, /\[Event/);
  // One click starts it, in the bidding view.
  await page.locator('.poster-play').click();
  await verdictIs(page, 'complete');
  assert.equal(await page.locator('figure.board .cell-group').count(), 1);
  await page.close();
});

test('the web component takes view="bidding" too', async () => {
  const blog = await startBlog();
  const escaped = DEALT('Club night', 6).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  blog.pages.set('/post', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<script type="module" src="${b.base}/min/verdict-playground.js"></script></head>
<body><verdict-playground game="auction" input="${escaped}" view="bidding" theme="light"></verdict-playground></body></html>`);
  const page = await b.browser.newPage({ viewport: { width: 800, height: 900 } });
  await page.goto(`${blog.base}/post`);
  await page.waitForFunction(() => document.querySelector('verdict-playground')?.shadowRoot?.querySelector('[data-verdict="complete"]'), null, { timeout: 20_000 });
  const board = page.locator('verdict-playground figure.board');
  assert.equal(await board.locator('.cell-group').count(), 1, 'the bidding alone');
  assert.match(await board.textContent(), /4♠/);
  await page.close();
  await blog.close();
});

test('the embed builder offers the bidding alone for an auction, and for no other game', async () => {
  let page = await b.open(`/#auction=${encodeURIComponent(DEALT('Club night', 6))}`);
  await verdictIs(page, 'complete');
  await page.locator('.embed-builder > summary').click();
  const bidding = page.locator('.embed-builder input[name="embed-view"][value="bidding"]');
  assert.ok(await bidding.isVisible());
  await bidding.check();
  await page.locator('.builder-code', { hasText: '&amp;view=bidding' }).waitFor();
  assert.match(await page.locator('.builder-code').textContent(), /title="verdict-playground: auction — Club night, board 6: 1♠ Pass/);
  await page.locator('iframe.builder-preview[src*="view=bidding"]').waitFor();
  await page.close();
  page = await b.open('/#ticket=?054??0?');
  await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict=""])').waitFor();
  await page.locator('.embed-builder > summary').click();
  // The choices follow the game shown once the builder has read its board (a moment after it opens).
  await page.locator('.embed-builder input[name="embed-view"][value="bidding"]').waitFor({ state: 'hidden', timeout: 10_000 });
  await page.close();
});
