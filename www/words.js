// The few sentences the page builds itself around the core's (which are the core's own, with
// their grammar tested there): counts said so that they read right for 0, 1 and 2. Plain
// functions of numbers, no DOM, so that e2e/words.test.mjs checks them in Node for every count.
import { count } from './render.js';

/** `1 move`, `2 moves`, `0 moves` (the noun's plural: `s` added unless given). */
export function plural(n, noun, nouns = `${noun}s`) {
  return `${count(n)} ${n === 1 ? noun : nouns}`;
}

/** The step 0 of a line, before its moves: "The start (1 move follows)". */
export function lineStart(steps) {
  if (!steps) return 'The start';
  return `The start (${plural(steps, 'move')} ${steps === 1 ? 'follows' : 'follow'})`;
}

/** A search's progress: "1 position solved", "2 positions solved". */
export function solved(done, seconds) {
  return `Searching: ${plural(done, 'position')} solved in ${seconds} s…`;
}

/** A stress run's tally so far: "1 of 500 random positions agree so far". */
export function tally(done, runs) {
  const verb = done === 1 ? 'agrees' : 'agree';
  return `${count(done)} of ${plural(runs, 'random position')} ${verb}`;
}

/** A stress run that found nothing: "All 2 random positions agree", "The 1 random position agrees". */
export function allAgree(checked) {
  return checked === 1 ? 'The 1 random position agrees' : `All ${plural(checked, 'random position')} agree`;
}

/** The end-of-set summary's first line: "Right at the first try: 1 of 5 exercises". */
export function firstTry(right, total) {
  return `Right at the first try: ${count(right)} of ${plural(total, 'exercise')}.`;
}
