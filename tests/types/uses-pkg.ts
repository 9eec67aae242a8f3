// Compiled by `tsc -p tests/types` in `make test`: the package's TypeScript types describe the
// reports for real (a wrong use below must fail to compile, or the @ts-expect-error fails).
import init, { analyze, type InputError, type Report, type Role, type Step, type TableHead } from '../../pkg/verdict_playground.js';

export async function firstRows(text: string): Promise<string[][]> {
  await init();
  const session = analyze('ticket', text, undefined);
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
  // @ts-expect-error: only the three games exist.
  analyze('chess', 'e4', undefined);
  void verdict;
  void mark;
  return session.rows(0, 0, table.row_count);
}

export function describe(error: InputError): string {
  const where = error.line === null ? '' : `line ${error.line}, column ${error.column}: `;
  return where + error.message;
}
