// The few sentences the page builds itself around the core's (which are the core's own, with
// their grammar tested there): counts said so that they read right for 0, 1 and 2. Plain
// functions of numbers, no DOM, so that e2e/classroom.test.mjs checks them in Node (its first
// test) for the counts 0, 1 and 2.
import { count } from './render.js';

/** `1 move`, `2 moves`, `0 moves` (the noun's plural: `s` added unless given). */
export function plural(n, noun, nouns = `${noun}s`) {
  return `${count(n)} ${n === 1 ? noun : nouns}`;
}

/**
 * The step 0 of a line, before its moves: "The start (1 move follows)", or in the game's own
 * word for a step (the core's `step_name`): "The start (2 calls follow)".
 */
export function lineStart(steps, noun = 'move', nouns = `${noun}s`) {
  if (!steps) return 'The start';
  return `The start (${plural(steps, noun, nouns)} ${steps === 1 ? 'follows' : 'follow'})`;
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

/** Which answer was right: "the first try", "the second try", "the third try", "try 4". */
export function nthTry(n) {
  return ['the first try', 'the second try', 'the third try'][n - 1] ?? `try ${count(n)}`;
}

/** The end-of-set summary's line for exercises right after a first answer that was not. */
export function laterTries(exercises) {
  return `Right at a later try: ${exercises.map(({ number, at }) => `exercise ${count(number)} at ${nthTry(at)}`).join(', ')}.`;
}
