// Links that never lie (issue 26): "Copy link" copies a link that opens what is on screen, or
// says why it cannot. The limit is the encoded fragment's (a character may take nine once
// percent-encoded), checked at its edge with text of several bytes a character; a link too long
// offers the input as a file; a lone surrogate in the text box is an input error pointed at
// under the box, and the page's address is not left holding the previous input.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashIs, launch, verdictIs } from './browser.mjs';
import { MAX_FRAGMENT } from '../www/core/fragment.js';

let b;
before(async () => { b = await launch(); });
after(() => b.close());

const CLIPBOARD = () => { navigator.clipboard.writeText = async (text) => { window.copied = text; }; };

/** Puts `text` into the input as a script (or a fast typist) would: the box's value, then its input event. */
async function setInput(page, text) {
  await page.evaluate((text) => {
    const area = document.querySelector('textarea');
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** An auction whose PBN comment holds `accents` é (six characters each once encoded) and `plain` x. */
const auction = (accents, plain) => `1C P P P {${'é'.repeat(accents)}${'x'.repeat(plain)}}`;

/** The same auction made in the page and put into the input (megabytes are not sent through the test protocol). */
async function setAuction(page, accents, plain) {
  await page.evaluate(([accents, plain]) => {
    const area = document.querySelector('textarea');
    area.value = `1C P P P {${'é'.repeat(accents)}${'x'.repeat(plain)}}`;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, [accents, plain]);
}

test('a link at the limit is copied whole; one character more, measured encoded, says so and offers the file', async () => {
  const head = '#auction='.length;
  const accents = 300_000;
  // The fragment of exactly MAX_FRAGMENT characters: its input is a third as long.
  const plain = MAX_FRAGMENT - head - encodeURIComponent(auction(accents, 0)).length;
  const edge = auction(accents, plain);
  assert.equal(head + encodeURIComponent(edge).length, MAX_FRAGMENT);
  assert.ok(edge.length < MAX_FRAGMENT * 0.66);

  const page = await b.open('/#auction=1C', { init: CLIPBOARD });
  await verdictIs(page, 'incomplete');
  await setAuction(page, accents, plain);
  await verdictIs(page, 'complete', 30_000);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.waitForFunction(() => window.copied);
  const link = await page.evaluate(() => window.copied);
  assert.equal(link.length, `${b.base}/`.length + MAX_FRAGMENT);
  assert.equal(decodeURIComponent(new URL(link).hash.slice(head)), edge, 'the link holds the input whole');
  assert.match(await page.locator('.share-note').textContent(), /^Link copied\.$/);

  // One more character: its count is far below the limit, its encoded link just over it.
  const over = auction(accents, plain + 1);
  await page.evaluate(() => { window.copied = undefined; });
  await setAuction(page, accents, plain + 1);
  await verdictIs(page, 'complete', 30_000);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const note = page.locator('.share-note');
  await note.filter({ hasText: 'too long for a link' }).waitFor();
  assert.equal(await note.textContent(), `This input is too long for a link: its link would be ${(MAX_FRAGMENT + 1).toLocaleString('en')} characters once encoded, and links hold up to ${MAX_FRAGMENT.toLocaleString('en')}. Download the input as a file and share that instead.`);
  assert.equal(await page.evaluate(() => window.copied), undefined, 'nothing copied');
  // The address leaves the input out rather than keep the previous one.
  await hashIs(page, '#auction=');
  // The file holds the input as it is.
  const [download] = await Promise.all([page.waitForEvent('download'), note.getByRole('link', { name: 'Download the input as a file' }).click()]);
  assert.equal(readFileSync(await download.path(), 'utf8'), over);
  await page.close();
});

test('a row whose spaces make its link too long says so, though its characters are under the limit', async () => {
  // The case: a row under 2 000 000 characters whose encoded link is not.
  const row = Array.from({ length: 300_000 }, (_, i) => 300_000 - i).join(' ');
  assert.ok(row.length < MAX_FRAGMENT && encodeURIComponent(row).length > MAX_FRAGMENT);
  const page = await b.open('/#permutation=2%201', { init: CLIPBOARD });
  await verdictIs(page, 'Bob');
  await page.evaluate(() => {
    const area = document.querySelector('textarea');
    area.value = Array.from({ length: 300_000 }, (_, i) => 300_000 - i).join(' ');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.locator('.share-note').filter({ hasText: /too long for a link: its link would be [\d,]+ characters once encoded/ }).waitFor();
  assert.equal(await page.evaluate(() => window.copied), undefined, 'no "Link copied." for a link without the input');
  await page.close();
});

test('a lone surrogate is an input error marked in place, not an exception, and the address follows the text', async () => {
  const page = await b.open('/#ticket=?054??0?', { init: CLIPBOARD });
  await verdictIs(page, 'Bicarp');
  // Half of 😀 (U+1F600 is D83D DE00) between two digits: a text box can hold it, no encoding can.
  await setInput(page, '?0\uD83D54??0?');
  await verdictIs(page, 'error');
  const message = await page.locator('.input-error .message').textContent();
  assert.equal(message, 'line 1, column 3: U+D83D is half of a character written in two halves (a lone surrogate), without its other half: no text can hold it, nor a link. Delete it, or type the character again');
  assert.equal(await page.locator('.input-error mark').evaluate((m) => m.textContent.charCodeAt(0).toString(16)), 'd83d', 'the half itself is marked');
  assert.equal(await page.locator('textarea').getAttribute('aria-invalid'), 'true');
  // The address holds the text as a link can (U+FFFD in the half's place), not the previous input.
  await hashIs(page, '#ticket=?0%EF%BF%BD54??0?');
  await page.getByRole('button', { name: 'Copy link' }).click();
  assert.match(await page.locator('.share-note').textContent(), /lone surrogate, marked under the box\), which no link can carry/);
  assert.equal(await page.evaluate(() => window.copied), undefined);
  // The whole character is a character (a ticket's wrong one): the core names it.
  await setInput(page, '?0\uD83D\uDE0054??0?');
  await verdictIs(page, 'error');
  assert.match(await page.locator('.input-error .message').textContent(), /'😀'/);
  await setInput(page, '?054??0?');
  await verdictIs(page, 'Bicarp');
  await hashIs(page, '#ticket=?054??0?');
  // In an embed the same, and its link out follows the text without throwing.
  const embed = await b.open('/embed.html#ticket=??&view=compact');
  await verdictIs(embed, 'Bicarp');
  await setInput(embed, '1\uDE002');
  await verdictIs(embed, 'error');
  assert.match(await embed.locator('.input-error .message').textContent(), /^line 1, column 2: U\+DE00 is half of a character/);
  assert.match(await embed.locator('a.open-playground').getAttribute('href'), /index\.html#ticket=1%EF%BF%BD2$/);
  await embed.close();
  await page.close();
});
