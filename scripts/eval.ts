/**
 * Maya's eval (issue 43 item 6, ADR 057): a fixed suite against whichever engine the environment selects
 * (offline by default; AI_BASE_URL / AI_API_KEY / AI_MODEL for an OpenAI-compatible model), and an optional
 * judge model (EVAL_JUDGE_BASE_URL / EVAL_JUDGE_API_KEY / EVAL_JUDGE_MODEL).
 *   npm run eval
 *   npm run eval -- --json eval-summary.json
 */
import { writeFileSync } from 'node:fs';
import { createAiEngine, usesModel, type AiEngineConfig } from '../src/server/modules/ai';
import { judgeFromEnv } from './eval/judge';
import { runEval } from './eval/run-eval';
import { table } from './eval/summary';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const config: AiEngineConfig = {
  AI_BASE_URL: process.env.AI_BASE_URL || undefined,
  AI_API_KEY: process.env.AI_API_KEY || undefined,
  AI_MODEL: process.env.AI_MODEL || undefined,
  AI_TIMEOUT_MS: Number(process.env.AI_TIMEOUT_MS) || 60_000,
};
const engine = createAiEngine(config);
if (usesModel(config)) {
  const status = await engine.checkModel?.();
  if (status && status.state !== 'ok') console.warn(`The model is ${status.state}: the eval scores the fallbacks too.`);
}
const summary = await runEval(engine, {
  model: usesModel(config) ? (config.AI_MODEL ?? 'gpt-4o-mini') : null,
  judge: judgeFromEnv(process.env),
});
console.log(table(summary));
const misses = summary.suites.flatMap((s) => s.checks.flatMap((c) => c.misses.map((m) => `  ${s.name} / ${c.name}: ${m}`)));
if (misses.length > 0) console.log(`\nSome misses:\n${misses.slice(0, 30).join('\n')}`);
const file = arg('json');
if (file) {
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nThe summary is in ${file}.`);
}
