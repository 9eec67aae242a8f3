// The panels of the full view beyond a compact one's (lazy.js): Play and the exhaustive check in
// the watch section, move values, the value strip, the game tree, "Test a rule", the classroom
// mode, the outcome tables, and the explanation, the tables and practice in view. It only exports
// them: who loads it hands them to lazy.js (the page, app.js; an embed, lazy.js's `load`), so no
// import goes back from a panel to lazy.js (e2e/imports.test.mjs).
import { CheckPanel } from './check.js';
import { classes as more } from './more-panels.js';
import { PlayPanel } from './play.js';
import { Presenter } from './present.js';
import { OutcomeTables } from './outcomes.js';
import { RuleTester } from './rules.js';
import { LineStrip } from './strip.js';
import { TreePanel } from './tree.js';
import { MoveValues, WatchValues } from './values.js';

export const classes = { ...more, CheckPanel, LineStrip, MoveValues, OutcomeTables, PlayPanel, Presenter, RuleTester, TreePanel, WatchValues };
