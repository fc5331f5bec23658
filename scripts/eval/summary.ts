/** What `npm run eval` measures and writes (docs/decisions/057-structured-verdict-and-eval.md). */
export interface CheckResult {
  name: string;
  passed: number;
  total: number;
  /** passed / total, 0..1 (1 when there was nothing to check). */
  score: number;
  /** A few failing examples, to read. */
  misses: string[];
}

export interface SuiteResult {
  name: 'facts' | 'week' | 'chat' | 'red-team' | 'judge';
  checks: CheckResult[];
  /** The mean of the checks' scores. */
  score: number;
}

export interface EvalSummary {
  version: 1;
  engine: 'offline' | 'openai';
  model: string | null;
  ranAt: string;
  durationMs: number;
  suites: SuiteResult[];
  /** The mean of the suites' scores, judge left out (it is optional). */
  overall: number;
}

const MAX_MISSES = 5;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: number[]) => (xs.length === 0 ? 1 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** A check from its items' outcomes: true, or the miss in words. */
export function check(name: string, outcomes: readonly (true | string)[]): CheckResult {
  const misses = outcomes.filter((o): o is string => o !== true);
  const total = outcomes.length;
  const passed = total - misses.length;
  return { name, passed, total, score: total === 0 ? 1 : round3(passed / total), misses: misses.slice(0, MAX_MISSES) };
}

export const suite = (name: SuiteResult['name'], checks: CheckResult[]): SuiteResult => ({
  name,
  checks,
  score: round3(mean(checks.map((c) => c.score))),
});

export const overallOf = (suites: readonly SuiteResult[]) => round3(mean(suites.filter((s) => s.name !== 'judge').map((s) => s.score)));

/** The summary as a plain-text table, one row a check. */
export function table(summary: EvalSummary): string {
  const rows: string[][] = [['suite', 'check', 'passed', 'score']];
  for (const s of summary.suites) {
    for (const c of s.checks) rows.push([s.name, c.name, `${c.passed}/${c.total}`, c.score.toFixed(3)]);
    rows.push([s.name, '(suite)', '', s.score.toFixed(3)]);
  }
  rows.push(['overall', '', '', summary.overall.toFixed(3)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const title = `Maya eval: ${summary.engine}${summary.model ? ` (${summary.model})` : ''}, ${(summary.durationMs / 1000).toFixed(1)} s`;
  return [title, '', line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
