import type { AiEngine } from '../../src/server/modules/ai';
import { chatSuite } from './chat-checks';
import { factSuite } from './fact-extraction';
import { judgeSuite, type JudgeConfig } from './judge';
import { redTeamSuite } from './red-team';
import { overallOf, type EvalSummary, type SuiteResult } from './summary';
import { weekSuite } from './week-checks';

export interface EvalOptions {
  /** The model's name for the summary (null offline). */
  model?: string | null;
  judge?: JudgeConfig | null;
  /** Which suites to run; all by default. */
  only?: readonly SuiteResult['name'][];
}

/** The fixed suite against `engine` (docs/decisions/057-structured-verdict-and-eval.md). Never throws for a bad answer: it scores it. */
export async function runEval(engine: AiEngine, options: EvalOptions = {}): Promise<EvalSummary> {
  const started = performance.now();
  const wanted = (name: SuiteResult['name']) => !options.only || options.only.includes(name);
  const suites: SuiteResult[] = [];
  if (wanted('facts')) suites.push(await factSuite(engine));
  let runs: Awaited<ReturnType<typeof weekSuite>>['runs'] = [];
  if (wanted('week')) {
    const week = await weekSuite(engine);
    suites.push(week.suite);
    runs = week.runs;
  }
  if (wanted('chat')) suites.push(await chatSuite(engine));
  if (wanted('red-team')) suites.push(await redTeamSuite(engine));
  if (options.judge && runs.length > 0) suites.push(await judgeSuite(options.judge, runs));
  return {
    version: 1,
    engine: engine.kind,
    model: options.model ?? null,
    ranAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    suites,
    overall: overallOf(suites),
  };
}
