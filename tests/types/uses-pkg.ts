// Compiled by `tsc -p tests/types` in `make test`: the package's TypeScript types describe the
// reports for real (a wrong use below must fail to compile, or the @ts-expect-error fails).
import init, {
  analyze, check, exercise_set, grade_answer, outcome_table, position_moves, position_play, position_view, rule_space, test_rule,
  type CheckReport, type Message, type OutcomeTable, type RuleReport, type RuleSpace, type Exercise, type Graded, type InputError, type MoveView, type PositionView, type Report, type Role,
  type Setting, type Settings, type Step, type TableHead, type Timed, type Verdict,
} from '../../pkg/verdict_playground.js';

export async function firstRows(text: string): Promise<Message[][]> {
  await init();
  const session = analyze('ticket', text, undefined, undefined);
  const report: Report = session.report();
  const verdict: string = report.verdict;
  const table: TableHead = report.tables[0];
  const mark: [number, number] | null = report.input_mark;
  const markNote: string = report.input_mark_note;
  void markNote;
  const first: Step | null = session.step(report.line.open_at);
  const roles: Role[] = first?.board.groups[0]?.cells[0]?.roles ?? [];
  const position: string | undefined = first?.position;
  void roles;
  void position;
  // @ts-expect-error: a role is one of a closed set of names.
  const wrong: Role = 'highlighted';
  void wrong;
  // @ts-expect-error: a verdict is a string, not a number.
  report.verdict.toFixed(2);
  // @ts-expect-error: a misspelt verdict is no verdict.
  const misspelt: Verdict = 'Bicrap';
  void misspelt;
  const won: boolean = report.verdict === 'Bicarp';
  void won;
  // @ts-expect-error: only the three games exist.
  analyze('chess', 'e4', undefined, undefined);
  void verdict;
  void mark;
  // The auction's settings, and what in the input set each.
  const settings: Settings = { dealer: 'W', vulnerable: 'NS' };
  const bridge = analyze('auction', '1C P', settings, undefined).report();
  const dealer: Setting | undefined = bridge.settings.find((s) => s.name === 'dealer');
  const setBy: string | undefined = dealer?.set_by;
  const grid: number | null | undefined = bridge.tables[1]?.step_grid;
  void setBy;
  void grid;
  // @ts-expect-error: a dealer is a seat's letter or name, not a number.
  analyze('auction', '1C', { dealer: 3 }, undefined);
  return session.rows(0, 0, table.row_count);
}

/** Plays the solver's move from a ticket position and checks the result by exhaustive search. */
export function playAndCheck(position: string): [PositionView | null, Timed<CheckReport>] {
  const view: PositionView = position_view('ticket', position, undefined, undefined, false);
  const moves: MoveView[] = position_moves('ticket', position, view.line_move?.cell ?? 0);
  const best: MoveView | undefined = moves.find((m) => m.wins);
  const after: PositionView | null = best ? position_play('ticket', position, best.cell, best.choice ?? undefined, undefined, true) : null;
  const checked: Timed<CheckReport> = check('ticket', undefined, position, 1);
  const outcome: 'agree' | 'disagree' | 'too-large' = checked.report.outcome;
  void outcome;
  // @ts-expect-error: the auction has no positions to play.
  position_view('auction', '1C', undefined, undefined, false);
  const set: Exercise[] = exercise_set('permutation', 7);
  const graded: Graded = grade_answer('permutation', 7, set[0].number, set[0].choices[0]);
  void graded.solution;
  // A panel asks about the game on screen: the game and its settings, never a name alone.
  const rule: Timed<RuleReport> = test_rule('nim', { take: '1,2,3' }, 'x != 0', '', 2);
  const table: Timed<OutcomeTable> = outcome_table('nim', { take: '1,2,3' }, 'h1', '', '', 3);
  const space: RuleSpace | null = rule_space('nim', { take: '1,2,3' });
  void [rule.report.game, table.report.game, space?.game];
  // @ts-expect-error: the settings come second, so a call that leaves them out does not type.
  test_rule('nim', 'x != 0', '', 2);
  return [after, checked];
}

export function describe(error: InputError): string {
  const where = error.line === null ? '' : `line ${error.line}, column ${error.column}: `;
  return where + error.message;
}
