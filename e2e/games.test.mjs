// What the page shows about each game is the core's: the tabs, rules, examples, settings menus,
// the input's label and the Random button are exactly what the core's games() returns (read
// here in Node from the same wasm build; its sentences are catalogue ids, shown in English here:
// www/lang/en-games.js), and a random input is the core's random_input for
// the seed the page sent (the same seed gives the same input). Nothing in www/ names a game.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import * as core from './core.mjs';
import { t } from '../www/shared/i18n.js';
import '../www/shared/game-words.js';
import { withIds } from '../www/core/games.js';

/** The core's games() with their sentences' ids, as the page names them. */
const GAMES = core.games().map(withIds);

let b;
before(async () => { b = await launch(); });
after(async () => { await b.close(); });

/** Records the args of every Random request the page sends its worker. */
const RECORD_RANDOM = () => {
  window.__random = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.method === 'random') window.__random.push(message.args);
    return post.call(this, message, ...rest);
  };
};

test('the tabs, rules, examples, settings menus and Random button are the core\'s games()', async () => {
  const page = await b.open('/');
  // No game named: the registry's first, at its start input.
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""])').waitFor();
  assert.equal(await page.locator('textarea').inputValue(), GAMES[0].start);
  const tabs = await page.locator('.tabs button').evaluateAll((buttons) => buttons.map((x) => [x.dataset.game, x.textContent]));
  assert.deepEqual(tabs, GAMES.map((g) => [g.name, g.label]));
  assert.equal(await page.locator(`.tabs button[data-game="${GAMES[0].name}"]`).getAttribute('aria-pressed'), 'true');

  await page.locator('.examples-menu summary').click();
  for (const game of GAMES) {
    await page.locator(`.tabs button[data-game="${game.name}"]`).click();
    await page.locator(`.tabs button[data-game="${game.name}"][aria-pressed="true"]`).waitFor();
    assert.equal(await page.locator('.input-label').textContent(), t(game.prompt));
    assert.equal(await page.locator('textarea').getAttribute('placeholder'), game.placeholder);
    assert.equal(await page.locator('textarea').inputValue(), game.start, `${game.name} opens at its start input`);
    // The rules, line by line, and where they come from.
    assert.deepEqual(await page.locator('.rules-body li').allTextContents(), game.rules.map((id) => t(id)));
    const origin = page.locator('.rules-body .origin a');
    assert.deepEqual([await origin.textContent(), await origin.getAttribute('href')], [game.origin.name, game.origin.url]);
    // The settings menus shown are the game's, in its order, with its options.
    const menus = await page.locator('.settings .setting:not([hidden]) select').evaluateAll((selects) => selects.map((s) => ({
      label: s.getAttribute('aria-label'), options: [...s.options].map((o) => [o.value, o.textContent]),
    })));
    assert.deepEqual(menus, game.settings.map((s) => ({ label: t(s.label), options: s.options.map(([value, name]) => [value, t(name)]) })), `${game.name}'s settings`);
    assert.equal(await page.locator('.settings').isVisible(), game.settings.length > 0);
    // The Random button only where the core makes random inputs; the size's limits are its.
    const random = page.locator('.random');
    assert.equal(await random.isVisible(), game.random != null, `${game.name}: Random shown iff the core offers it`);
    if (game.random) {
      const size = random.locator('input[type="number"]');
      assert.equal(await size.getAttribute('aria-label'), t(game.random.label));
      assert.equal(await size.getAttribute('max'), String(game.random.max));
    }
    // Each example: its note beside it, and a click puts its text in the box, exactly.
    const items = page.locator('.examples li');
    assert.equal(await items.count(), game.examples.length, `${game.name}'s examples`);
    for (const [i, example] of game.examples.entries()) {
      const item = items.nth(i);
      const button = item.locator('button.example');
      assert.equal(await item.textContent(), `${await button.textContent()} ${t(example.note)}`);
      await button.click();
      assert.equal(await page.locator('textarea').inputValue(), example.text, `${game.name} example ${i + 1}`);
    }
  }
  // The web component reads every setting's attribute by the core's name, given at first or
  // changed later: its link out carries it.
  await page.evaluate(() => import('./verdict-playground.js'));
  for (const game of GAMES.filter((g) => g.settings.length)) {
    for (const setting of game.settings) {
      const [first, second] = setting.options.map(([value]) => value).filter((value) => value !== setting.default);
      await page.evaluate(({ game, name, value }) => {
        const element = document.createElement('verdict-playground');
        element.id = `setting-${name}`;
        element.setAttribute('game', game.name);
        element.setAttribute('input', game.start);
        element.setAttribute('view', 'compact');
        element.setAttribute(name, value);
        document.body.append(element);
      }, { game, name: setting.name, value: first });
      const link = () => page.locator(`#setting-${setting.name} a.open-playground`).getAttribute('href');
      for (const value of [first, second]) {
        if (value !== first) await page.evaluate(({ name, value }) => document.getElementById(`setting-${name}`).setAttribute(name, value), { name: setting.name, value });
        await page.waitForFunction(({ name, value }) => new URL(document.getElementById(`setting-${name}`).shadowRoot
          ?.querySelector('a.open-playground')?.href ?? 'http://x/').hash.includes(`&${name}=${value}`), { name: setting.name, value }, { timeout: 10_000 });
        assert.match(await link(), new RegExp(`&${setting.name}=${value}(&|$)`));
      }
    }
  }
  await page.close();
});

test('the page follows whatever the core says: another order, other labels, one more example', async () => {
  const page = await b.browser.newPage();
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  // The worker as served, with games() answering a changed list, as a changed core would.
  await page.route(/\/worker\.js$/, async (route) => {
    const served = await route.fetch();
    const body = `${await served.text()}
const realGames = methods.games;
methods.games = async (args) => (await realGames(args)).reverse().map((g) => ({ ...g, label: g.label + ' (new)',
  examples: [...g.examples, 'one more, from the core'] }));`;
    await route.fulfill({ response: served, body });
  });
  await page.goto(`${b.base}/`);
  const changed = [...GAMES].reverse();
  await page.locator('.playground:not([data-busy]) [data-verdict]:not([data-verdict=""])').waitFor();
  const tabs = await page.locator('.tabs button').evaluateAll((buttons) => buttons.map((x) => [x.dataset.game, x.textContent]));
  assert.deepEqual(tabs, changed.map((g) => [g.name, `${g.label} (new)`]));
  // The default game is the list's first now, at its start input.
  assert.equal(await page.locator('.tabs button[aria-pressed="true"]').getAttribute('data-game'), changed[0].name);
  assert.equal(await page.locator('textarea').inputValue(), changed[0].start);
  await page.locator('.examples-menu summary').click();
  const examples = page.locator('.examples li');
  assert.equal(await examples.count(), changed[0].examples.length + 1);
  assert.equal(await examples.last().locator('button.example').textContent(), 'one more, from the core');
  await page.close();
});

test('the Random button\'s input is the core\'s random_input for the seed the page sent', async () => {
  const game = GAMES.find((g) => g.random);
  assert.ok(game, 'some game offers random inputs');
  const page = await b.open(`/#${game.name}=`, { init: RECORD_RANDOM });
  await page.locator('.playground:not([data-busy]) [role="status"]').waitFor();
  const size = page.locator(`input[aria-label="${t(game.random.label)}"]`);
  await size.fill('30');
  /** Waits for the box to hold `text` (the page sets it once the worker answers), then reads it. */
  const boxBecomes = async (text) => {
    await page.waitForFunction((t) => document.querySelector('textarea').value === t, text, { timeout: 10_000 }).catch(() => {});
    return page.locator('textarea').inputValue();
  };
  const seen = [];
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Random' }).click();
    await page.waitForFunction((n) => window.__random.length === n, i + 1);
    const args = (await page.evaluate(() => window.__random))[i];
    assert.deepEqual([args.game, args.size], [game.name, 30]);
    const expected = core.random_input(game.name, 30, args.seed);
    assert.equal(await boxBecomes(expected), expected, `the core's input for seed ${args.seed}`);
    seen.push([args.seed, expected]);
  }
  // Two clicks, two seeds, two inputs (a seed is 32 bits: equal seeds would be a broken picker).
  assert.notEqual(seen[0][0], seen[1][0]);
  assert.notEqual(seen[0][1], seen[1][1]);
  // The same seed gives the same input: the page's picker pinned, two clicks agree.
  await page.evaluate(() => { Math.random = () => 0.25; });
  const pinned = core.random_input(game.name, 30, 2 ** 30);
  for (let i = 0; i < 2; i++) {
    await page.locator('textarea').fill('');
    await page.getByRole('button', { name: 'Random' }).click();
    await page.waitForFunction((n) => window.__random.length === n, 3 + i);
    assert.equal((await page.evaluate(() => window.__random))[2 + i].seed, 2 ** 30);
    assert.equal(await boxBecomes(pinned), pinned);
  }
  await page.locator('.playground:not([data-busy]) [role="status"]:not([data-verdict="error"])').waitFor();
  await page.close();
});

test('no module of the page names a game the core serves', () => {
  const names = GAMES.flatMap((g) => [g.name, g.label, ...g.players]);
  const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  // Every room of www/ (docs/WWW.md) but the built bundles of min/ and the catalogues' words.
  for (const file of readdirSync(new URL('../www/', import.meta.url), { recursive: true })) {
    if (!/\.(js|html)$/.test(file) || /^(min|lang)\//.test(file)) continue;
    const text = code(readFileSync(new URL(`../www/${file}`, import.meta.url), 'utf8'));
    for (const name of names) {
      assert.ok(!new RegExp(`\\b${name}\\b`, 'i').test(text), `www/${file} names ${name} outside a comment`);
    }
  }
});

test('a core that cannot load is said in place of the playground', async () => {
  const page = await b.browser.newPage();
  await page.route(/verdict_playground_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${b.base}/#ticket=??`);
  const alert = page.locator('#playground [role="alert"]');
  await alert.waitFor({ timeout: 15_000 });
  assert.match(await alert.textContent(), /^The playground could not start: the solver could not load/);
  assert.equal(await page.locator('.playground').count(), 0, 'nothing mounted');
  await page.close();
});
