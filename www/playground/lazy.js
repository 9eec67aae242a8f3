// What a view loads beyond its first screen (docs/EMBEDDING.md, "Load what is shown"). A compact
// embed shows the input, the verdict, the board and its stepper: the code of the panels behind
// "Why, and the tables" (`more`) comes when the reader first opens it, and the teaching panels of
// the full view (`full`, which has `more`'s too) when a full view is mounted. A module of panels
// exports its `classes` and imports nothing from here (no circle: e2e/imports.test.mjs): the
// page imports its panels statically and provides them (app.js), so they are here before it
// mounts; elsewhere `load` imports a set and takes the classes from its exports. An embed's
// bundle keeps each set in a file of its own (scripts/bundle.mjs).
const provided = {};
const loaders = {
  full: () => import('../panels/full-panels.js'),
  more: () => import('../panels/more-panels.js'),
};

/** A module of panels provides its classes under `name` (`full` or `more`). */
export function provide(name, classes) {
  provided[name] = { ...provided[name], ...classes };
}

/** The classes of `name` if they are loaded already, else null. */
export function loaded(name) {
  return provided[name] ?? null;
}

/** The classes of `name`, loaded first when they are not. */
export async function load(name) {
  if (!provided[name]) provide(name, (await loaders[name]()).classes);
  return provided[name];
}
