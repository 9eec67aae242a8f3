// The URL fragment is a contract (docs/RULES.md: #ticket=…, #auction=…&dealer=E, #permutation=…):
// parse and format round-trip, in Node, without a browser. The games and their settings are the
// core's own (its games(), from the wasm build), as the page has them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as core from './core.mjs';
import { formatFragment as format, linkOf as link, MAX_FRAGMENT, parseFragment as parse } from '../www/core/fragment.js';
import { Games } from '../www/core/games.js';

const games = new Games(core.games());
const parseFragment = (hash) => parse(hash, games);
const formatFragment = (state) => format(state, games);
const linkOf = (state) => link(state, games);

test('the documented fragments parse, percent-encoded or not', () => {
  assert.deepEqual(parseFragment('#ticket=%3F054%3F%3F0%3F'), { game: 'ticket', input: '?054??0?', selection: null, step: null, practice: null, view: 'full', theme: 'auto', hideInput: false });
  assert.deepEqual(parseFragment('#ticket=?054??0?').input, '?054??0?');
  assert.deepEqual(parseFragment('#auction=1C%20P%201NT&dealer=e'), { game: 'auction', input: '1C P 1NT', dealer: 'E', vulnerable: undefined, selection: null, step: null, practice: null, view: 'full', theme: 'auto', hideInput: false });
  // docs/RULES.md: &step=K opens step K of the line; anything but a whole number is ignored.
  assert.equal(parseFragment('#permutation=3%206%205%201%204%202&step=3').step, 3);
  assert.equal(parseFragment('#ticket=??&step=0').step, 0);
  for (const bad of ['-1', '2.5', 'x', '', '1e3']) assert.equal(parseFragment(`#ticket=??&step=${bad}`).step, null, bad);
  assert.equal(parseFragment('#permutation=3,6,5,1,4,2').input, '3,6,5,1,4,2');
  assert.equal(parseFragment('#auction=1%E2%99%A5').input, '1♥');
  assert.deepEqual(parseFragment('#ticket=??&table=3&row=2').selection, { table: 2, row: 1 });
  assert.equal(parseFragment('#ticket=??&table=0&row=x').selection, null);
  // No game named: the ticket sample.
  assert.equal(parseFragment('').game, 'ticket');
  assert.equal(parseFragment('#chess=e4').game, 'ticket');
  // docs/RULES.md: embeds take &view= and &theme=; other values are the defaults.
  assert.deepEqual([parseFragment('#ticket=??&view=compact&theme=dark').view, parseFragment('#ticket=??&view=compact&theme=dark').theme], ['compact', 'dark']);
  assert.deepEqual([parseFragment('#ticket=??&view=tiny&theme=pink').view, parseFragment('#ticket=??&view=tiny&theme=pink').theme], ['full', 'auto']);
  // &view=bidding (issue 45): the compact view of an auction's bidding alone, written back so.
  const bidding = parseFragment('#auction=1C%20P&view=bidding');
  assert.deepEqual([bidding.view, bidding.bidding], ['compact', true]);
  assert.equal(formatFragment(bidding), '#auction=1C%20P&view=bidding');
  assert.equal(parseFragment('#auction=1C&view=compact').bidding, undefined);
  // An embed without its input box: &input=hide, nothing else.
  assert.equal(parseFragment('#ticket=??&input=hide').hideInput, true);
  for (const other of ['&input=no', '&input=', '&input=HIDE', '']) assert.equal(parseFragment(`#ticket=??${other}`).hideInput, false, other);
  assert.equal(formatFragment({ game: 'constructor', input: 'x' }), '', 'no game of that name');
});

test('format then parse gives the state back', () => {
  for (const state of [
    { game: 'ticket', input: '?054??0?' },
    { game: 'auction', input: '1♥ X XX, P - Pass', dealer: 'W' },
    { game: 'auction', input: '[Auction "E"]\n1C P *', dealer: 'N' },
    { game: 'permutation', input: '3 6 5 1 4 2', selection: { table: 1, row: 4 } },
    { game: 'permutation', input: '3 6 5 1 4 2', step: 4 },
    { game: 'auction', input: '1C P', dealer: 'E', step: 0 },
    { game: 'auction', input: 'md|2|mb|p|', dealer: 'N', vulnerable: 'EW' },
    { game: 'ticket', input: '??', practice: 123456 },
    { game: 'permutation', input: '2 1', step: 1, view: 'compact', theme: 'dark' },
    { game: 'ticket', input: '??', view: 'compact', hideInput: true },
    { game: 'ticket', input: '&=#+%' },
  ]) {
    const back = parseFragment(formatFragment(state));
    assert.equal(back.game, state.game);
    assert.equal(back.input, state.input);
    if (state.game === 'auction') assert.equal(back.dealer ?? 'N', state.dealer);
    assert.equal(back.vulnerable, state.game === 'auction' ? state.vulnerable : undefined);
    assert.deepEqual(back.selection, state.selection ?? null);
    assert.equal(back.step, state.step ?? null);
    assert.equal(back.practice, state.practice ?? null);
    assert.equal(back.view, state.view ?? 'full');
    assert.equal(back.theme, state.theme ?? 'auto');
    assert.equal(back.hideInput, state.hideInput ?? false);
  }
});

test('readable where it can be, bounded where it must be', () => {
  assert.equal(formatFragment({ game: 'ticket', input: '?054??0?' }), '#ticket=?054??0?');
  assert.equal(formatFragment({ game: 'auction', input: '1C P', dealer: 'N' }), '#auction=1C%20P');
  assert.equal(formatFragment({ game: 'permutation', input: '2 1', step: 2 }), '#permutation=2%201&step=2');
  assert.equal(formatFragment({ game: 'ticket', input: '?'.repeat(3_000_000) }), '#ticket=');
});

test('a game the page has never heard of is read and written from its About alone', () => {
  // A fourth game with a setting of its own, as the core would describe it: nothing in www/ names it.
  const heap = { name: 'heap', label: 'Heap', rules: [], origin: { name: '', url: '' }, prompt: '', placeholder: '', start: '7',
    examples: [], random: null, players: ['First', 'Second'],
    settings: [{ name: 'take', label: 'Take up to', default: '3', upper: false, options: [['2', 'two'], ['3', 'three']] }] };
  const more = new Games([...core.games(), heap]);
  assert.deepEqual(parse('#heap=12&take=2&step=1', more), { game: 'heap', input: '12', take: '2', selection: null, step: 1, practice: null, view: 'full', theme: 'auto', hideInput: false });
  assert.equal(format({ game: 'heap', input: '12', take: '2' }, more), '#heap=12&take=2');
  assert.equal(format({ game: 'heap', input: '12', take: '3' }, more), '#heap=12', 'a default is left out');
  assert.equal(format({ game: 'heap', input: '12' }, games), '', 'unknown to a core without it');
  // The first game of the registry is the default, at its start input.
  const first = new Games([heap, ...core.games()]);
  assert.deepEqual([parse('', first).game, parse('', first).input], ['heap', '7']);
});

test('the link limit is the encoded fragment\'s, at its edge, with text of several bytes a character', () => {
  // 'é' is one character and six once encoded (%C3%A9); '?' stays one. A fragment of exactly
  // MAX_FRAGMENT characters fits, one more does not, while the input's own length is far below.
  const head = '#ticket='.length;
  const accents = 300_000;
  const fill = MAX_FRAGMENT - head - 6 * accents;
  const edge = 'é'.repeat(accents) + '?'.repeat(fill);
  assert.ok(edge.length < MAX_FRAGMENT / 1.5);
  const fits = linkOf({ game: 'ticket', input: edge });
  assert.equal(fits.problem, null);
  assert.equal(fits.fragment.length, MAX_FRAGMENT);
  assert.equal(parseFragment(fits.fragment).input, edge);
  const over = linkOf({ game: 'ticket', input: `${edge}?` });
  assert.deepEqual(over.problem, { kind: 'too-long', length: MAX_FRAGMENT + 1 });
  assert.equal(over.fragment, '#ticket=', 'the input left out, and said so');
  // Spaces are three characters encoded: a row of 1 848 894 characters is 2.4 M in a link.
  const row = Array.from({ length: 300_000 }, (_, i) => 300_000 - i).join(' ');
  assert.ok(row.length < MAX_FRAGMENT);
  const long = linkOf({ game: 'permutation', input: row, step: 3, view: 'compact' });
  assert.equal(long.problem.kind, 'too-long');
  assert.ok(long.problem.length > MAX_FRAGMENT);
  assert.equal(long.fragment, '#permutation=&view=compact');
  // Known to be too long before encoding (the page passes null): said so too.
  assert.deepEqual(linkOf({ game: 'ticket', input: null }).problem, { kind: 'too-long', length: null });
  assert.deepEqual(linkOf({ game: 'ticket', input: '?'.repeat(MAX_FRAGMENT + 1) }).problem, { kind: 'too-long', length: null });
});

test('a lone surrogate is named by its place, and the link carries U+FFFD instead of throwing', () => {
  for (const [text, at] of [['12\uD83D34', 2], ['\uDE00', 0], ['1C P {\uD800}', 6]]) {
    assert.throws(() => encodeURIComponent(text), URIError, 'what the page called before');
    const { fragment, problem } = linkOf({ game: 'auction', input: text });
    assert.deepEqual(problem, { kind: 'unpaired', at });
    assert.equal(parseFragment(fragment).input, text.toWellFormed());
  }
  // A pair is a character like any other.
  assert.deepEqual(linkOf({ game: 'auction', input: '1C {\uD83D\uDE00}' }).problem, null);
  assert.equal(parseFragment(formatFragment({ game: 'auction', input: '1C {\uD83D\uDE00}' })).input, '1C {😀}');
});
