// The playground's part of the iframe embed (embed.js): what a frame showing one game loads, and
// a frame showing a lesson does not (that one loads lesson-embed.js instead). The frame's shell,
// embed.js, decides which from the address and loads one of the two; both give it the solver's
// and the games' functions it calls (`shareAcrossFrames`, `gamesOrFailure`), from their own
// modules, so the shell carries no copy of the solver's state.
export { embedTitle } from './describe.js';
export { parseFragment } from '../core/fragment.js';
export { load } from '../playground/lazy.js';
export { gamesOrFailure, mountPlayground } from '../playground/playground.js';
export { drawPoster } from './poster.js';
export { shareAcrossFrames } from '../core/solver.js';
