// What the page knows about the games: only what the core says (the wasm export `games()`, one
// `About` per game in the registry's order, src/lib.rs), asked of the worker once per page
// before any playground is mounted. Nothing here, nor anywhere in www/, names a game: a game
// added to the core's registry gets its tab, rules, examples, settings and Random button with no
// edit to the page.
import { Solver } from './solver.js';
import { addEnglish } from '../shared/i18n.js';

/**
 * The games' own English sentences (www/lang/en-games.js: the reasons, rules, prompts and notes
 * the core sends as ids), added to English's catalogue before any of them is shown: a bundled
 * game's module brings its own section (`english`, beside its About: the worker reads it off the
 * game's glue); a list without them (the page's, the sources', the offline file's) loads every
 * game's (www/shared/game-words.js, a file apart). Returns the `About`s without that field.
 */
async function withEnglish(abouts) {
  if (!Array.isArray(abouts)) return abouts;
  let missing = false;
  const plain = abouts.map(({ english, englishLater, ...about }) => {
    if (Array.isArray(english)) addEnglish(english);
    else missing = true;
    if (typeof englishLater === 'string' && !later.has(about.name)) later.set(about.name, englishLater);
    return about;
  });
  if (missing) await import('../shared/game-words.js');
  return plain;
}

/**
 * A compact embed's game's English that its first view does not show (its rules' sentences and
 * its Why's, `GAME-rule-…` and `GAME-why-…`), by game: the address of the file beside its glue
 * (scripts/bundle.mjs), then the promise of its loading once asked (moreEnglish).
 */
const later = new Map();

/**
 * Game `name`'s English not loaded with its module (a compact embed's rules and Why), loaded
 * once when asked, by whichever of the two is shown first: a promise that settles once it is in
 * English's catalogue, or null when nothing is left to load. A failed load settles all the same
 * (the rules or the Why then show what the catalogue has) and is tried again when next asked.
 */
export function moreEnglish(name) {
  const entry = later.get(name);
  if (entry === undefined) return null;
  if (typeof entry !== 'string') return entry;
  const loading = import(entry).then(({ default: messages }) => {
    addEnglish(messages);
    later.delete(name);
  }, () => later.set(name, entry));
  later.set(name, loading);
  return loading;
}

/** Whether game `name` has English left to load (moreEnglish), without loading it. */
export const englishLeft = (name) => later.has(name);

/**
 * The core's `About` with its sentences' catalogue ids, which the core does not send: it names
 * each from the game's name by docs/LANGUAGES.md's one convention ("A game's About"), the
 * page's only writing of it. The page reads `rules` (ids), `prompt`, `examples` as { text, note }
 * and `random` as { label, max }.
 */
export function withIds({ rule_count: count, ...about }) {
  const id = (kind, k) => `${about.name}-${kind}${k ? `-${k}` : ''}`;
  const rules = Array.from({ length: count }, (_, i) => id('rule', i + 1));
  const examples = about.examples.map((text, i) => ({ text, note: id('example', i + 1) }));
  return { ...about, rules, prompt: id('prompt'), examples, random: about.random && { label: id('random'), max: about.random } };
}

/** The core's list of games, with the look-ups the page makes in it. */
export class Games {
  #byName;

  /**
   * `abouts`: the core's `games()`, an `About` per game; `only`: the `only` they were asked of
   * (Solver's: a game's own module; null for the modules with the panels), so that the
   * playgrounds mounted with them use the same worker.
   */
  constructor(abouts, only = null) {
    if (!Array.isArray(abouts) || abouts.length === 0) throw new Error('the core named no game');
    this.only = only;
    /** Every game's `About`, in the registry's order (the tabs' order), with its sentences' ids. */
    this.list = abouts.map(withIds);
    this.#byName = new Map(this.list.map((about) => [about.name, about]));
    /** The game a page without a game named opens at, with its start input. */
    this.first = this.list[0];
    /**
     * Every setting any game takes, by name: a setting is a field of the core's `Options`, so a
     * name means one setting whichever game takes it. Each is a menu, a fragment parameter and
     * an embed attribute of that name; its value is kept across game switches.
     */
    this.settings = new Map();
    for (const setting of abouts.flatMap((about) => about.settings)) {
      if (!this.settings.has(setting.name)) this.settings.set(setting.name, setting);
    }
  }

  /** Whether `name` is one of the games (a Map: `constructor` is no game). */
  has(name) {
    return typeof name === 'string' && this.#byName.has(name);
  }

  /** The `About` of game `name`. */
  about(name) {
    return this.#byName.get(name);
  }

  /** The settings game `name` takes (none for most games, or for no game). */
  settingsOf(name) {
    return this.#byName.get(name)?.settings ?? [];
  }
}

/** A setting's value as given in a link or attribute, spelled as the menu spells it where it can. */
export function settingValue(setting, raw) {
  if (raw == null) return undefined;
  return setting.upper ? raw.toUpperCase() : raw;
}

/** The games each kind of worker answered, by `only` ('' for the modules with the panels). */
const loading = new Map();

/** Whether the page asked for the games of `only`'s module already (null: the list of every game). */
export function gamesAsked(only) {
  return loading.has(only ?? '');
}

/**
 * The core's games, asked of the page's worker once (every playground of the page shares the
 * answer); with `only`, of the worker that loads that game's own module (an embed's: its list
 * is that one game, or every game where the name has no module of its own). `first`: the game
 * the page shows first, whose module the worker loads before it answers. Rejects with the
 * worker's message when the core could not load.
 */
export function loadGames(only = null, first = only) {
  const key = only ?? '';
  if (!loading.has(key)) {
    loading.set(key, (async () => {
      const solver = new Solver({ only });
      try {
        const reply = await solver.call('games', { first });
        if (!reply.ok) throw new Error(reply.error?.message ?? 'the solver did not answer');
        return new Games(await withEnglish(reply.value), only);
      } finally {
        solver.close();
      }
    })());
    // A failure is not kept: asked again (the page's retry, "Try again"), the worker loads afresh.
    loading.get(key).catch(() => loading.delete(key));
  }
  return loading.get(key);
}
