// The panels behind a compact view's "Why, and the tables": loaded on its first opening (lazy.js's
// `load`, which takes them from its exports: this module imports nothing back).
import { Explanation } from './explanation.js';
import { PracticePanel } from './practice.js';
import { TablesPanel } from './tables.js';

export const classes = { Explanation, PracticePanel, TablesPanel };
