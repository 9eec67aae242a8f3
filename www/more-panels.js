// The panels behind a compact view's "Why, and the tables": loaded on its first opening (lazy.js).
import { Explanation } from './explanation.js';
import { provide } from './lazy.js';
import { PracticePanel } from './practice.js';
import { TablesPanel } from './tables.js';

export const classes = { Explanation, PracticePanel, TablesPanel };
provide('more', classes);
