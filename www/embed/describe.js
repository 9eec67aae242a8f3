// What an embed holds, in a few words, read from its input text alone (no wasm: a poster shows
// it before the solver loads, and a snippet's title carries it): the iframe's `title`, the
// embed document's title and the poster's heading say which auction or ticket this is, so
// that two embeds of one post are told apart by a screen reader's list of frames. For a hand
// record (PBN, LIN, a BBO handviewer link) that is its event and board and its first calls,
// not the raw tags; for anything else the input itself, shortened. In the embed's language (a
// frame's own; for a snippet, the one it fixes or the page's): the game's label and the record's
// words (its board, "no calls yet"); the calls are written as the core's line writes them.
import { formatIn, language } from '../shared/i18n.js';
import { labelIn } from '../shared/words.js';

/** A call as typed (`1C`, `P`, `X`, `AP`, with an alert or a note mark): no other game's input is made of these. */
const CALL = /^([1-7](NT|[CDHSN])|P|PASS|X|XX|D|R|DBL|RDBL|AP|-)(=\d+=|[!?]+)*$/i;
/** What a record writes among its calls that is no call: a note mark, a glyph, the end `*`. */
const MARK = /^(=\d+=|\$\d+|[!?]+|\*)$/;

/** The calls a description names before it says "…". */
const CALLS_NAMED = 6;
/** The longest description, in characters. */
const LONGEST = 80;

const SUITS = { C: '♣', D: '♦', H: '♥', S: '♠', N: 'NT', NT: 'NT' };

/** A call as a book prints it: `1♠`, `3NT`, `Pass`, `X`, `XX`; anything else as written. */
function printedCall(word) {
  const bid = /^([1-7])(NT|[CDHSN])$/i.exec(word);
  if (bid) return `${bid[1]}${SUITS[bid[2].toUpperCase()]}`;
  const lower = word.toLowerCase();
  if (lower === 'p' || lower === 'pass' || lower === '-') return 'Pass';
  if (lower === 'd' || lower === 'x' || lower === 'dbl' || lower === 'double') return 'X';
  if (lower === 'r' || lower === 'xx' || lower === 'rdbl' || lower === 'redouble') return 'XX';
  if (lower === 'ap') return 'All Pass';
  return word;
}

/** `1♠ Pass 2♠ …`: the first calls, annotations and alerts left out. */
function firstCalls(words) {
  const calls = words.map((word) => word.replace(/(=\d+=|[!?]+)+$/, '')).filter((word) => word && !MARK.test(word));
  const named = calls.slice(0, CALLS_NAMED).map(printedCall).join(' ');
  return calls.length > CALLS_NAMED ? `${named} …` : named;
}

/** A PBN tag's value with its escapes undone, or null when the record does not say (`?`, `#`, empty). */
function tagValue(text, name) {
  const match = new RegExp(`\\[${name}\\s+"((?:[^"\\\\]|\\\\.)*)"\\s*\\]`, 'i').exec(text);
  const value = match?.[1].replace(/\\(["\\])/g, '$1').trim();
  return value && !['?', '#', '????.??.??'].includes(value) ? value : null;
}

/** The record's name (its event, board `board`) and its calls joined: `Club night, board 6: 1♠ Pass 2♠`. */
function named(lang, event, board, calls) {
  const name = [event, board ? formatIn(lang, 'embed-board', { board }) : null].filter(Boolean).join(', ');
  if (!name) return calls || formatIn(lang, 'embed-no-calls');
  return calls ? `${name}: ${calls}` : name;
}

function pbn(text, lang) {
  const board = tagValue(text, 'Board');
  // The calls: the first stretch between tags made of calls alone (the auction section's),
  // comments dropped; a record without one names no calls.
  const stretches = text.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ').split(/\[[^\]]*\]/)
    .map((stretch) => stretch.split(/[\s,]+/).filter(Boolean));
  const words = stretches.find((list) => list.length && list.every((word) => CALL.test(word) || MARK.test(word))) ?? [];
  return named(lang, tagValue(text, 'Event'), board, firstCalls(words));
}

function lin(text, lang) {
  const fields = text.split('|');
  const calls = [];
  let board = null;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const key = fields[i].trim().toLowerCase();
    const value = fields[i + 1].trim();
    if (key === 'mb') calls.push(value.replace(/!$/, ''));
    else if (key === 'ah' || (key === 'qx' && board == null)) board = /\d+/.exec(value)?.[0] ?? board;
  }
  return named(lang, null, board, firstCalls(calls));
}

function link(text, lang) {
  let params;
  try {
    params = new URL(text.trim()).searchParams;
  } catch {
    return null;
  }
  if (params.has('lin')) return lin(params.get('lin'), lang);
  // The handviewer's own calls, run together: `1cp1h(…)`.
  const calls = (params.get('a') ?? '').replace(/\([^)]*\)/g, '').match(/[1-7][cdhsn]|[pdr]/gi) ?? [];
  return named(lang, null, params.get('b'), firstCalls(calls));
}

/** Shortens `text` to LONGEST characters, on one line. */
function oneLine(text) {
  const line = String(text).replace(/\s+/g, ' ').trim();
  return line.length > LONGEST ? `${line.slice(0, LONGEST - 1)}…` : line;
}

/**
 * Whether `input` is a hand record (PBN, LIN, a link) rather than a position typed, known by its
 * shape alone (brackets, bars, an address: no game's position is written with them), so that
 * nothing here names a game.
 */
export function isRecord(_game, input) {
  const text = String(input ?? '').trim();
  return /^https?:\/\//i.test(text) || text.includes('[') || text.includes('|');
}

/**
 * What the embed of `game` with `input` holds, in a few words: a hand record's event and board
 * (PBN, LIN, a handviewer link) and its first calls, as a book prints them (`Club night, board
 * 6: 1♠ Pass 2♠ Pass Pass Pass`), calls typed likewise; any other input itself, on one line.
 * Empty for no input. Its words in `lang` (whose catalogue is loaded).
 */
export function describeInput(game, input, lang = language()) {
  const text = String(input ?? '');
  if (!text.trim()) return '';
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) return oneLine(link(trimmed, lang) ?? trimmed);
  if (trimmed.includes('[')) return oneLine(pbn(trimmed, lang));
  if (/^[a-z]{2}\|/i.test(trimmed) || /\|mb\|/i.test(trimmed)) return oneLine(lin(trimmed, lang));
  const words = trimmed.split(/[\s,]+/).filter(Boolean);
  return oneLine(words.every((word) => CALL.test(word)) ? firstCalls(words) : trimmed);
}

/**
 * The title of an embed of `game` with `input` in `lang`: `verdict-playground: auction — Club
 * night, board 6: 1♠ Pass …`, `verdict-playground: 경매 — Club night, 6번 보드: 1♠ Pass …`. The
 * product keeps its name; English names the game as the address does, as the shortcodes write it
 * (shortcodes/), another language by its label.
 */
export function embedTitle(game, input, lang = language()) {
  const what = describeInput(game, input, lang);
  return `verdict-playground: ${labelIn(game, lang) ?? game}${what ? ` — ${what}` : ''}`;
}
