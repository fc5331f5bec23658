/**
 * Issue 42 item 5: the relay's safety screen over a labelled JSONL (`{"text","label"}` a line) and its time per
 * message. `npm run bench -- safety --data FILE --json OUT` prints per-label precision and recall and the benign
 * false-positive rate, and writes them to OUT as one JSON object. Without --data it only times the screen.
 * With AI_BASE_URL (or AI_API_KEY) set, the production screen is the rules with the model's label beside them
 * (ADR 065): both are scored, the rules alone printed beside, and OUT holds the screen with the model.
 * BENCH_MODEL_CONCURRENCY (4) labels run at once; AI_SAFETY_TIMEOUT_MS (2000) bounds each, as in the relay.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ADVERSARIAL, EVERYDAY } from './safety-screen/timing-sample';
import { flag, parseJsonl, score, scoreTable, LABELS, type Example, type Scores } from './safety-screen/score';
import { screenWithModel } from './safety-screen/with-model';

export const name = 'safety';

const PASSES = Number(process.env.BENCH_RUNS ?? 20);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(3)} ms`;

export async function run(): Promise<Record<string, number | string>> {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const started = performance.now();
  const { screenMessage } = await import('../src/server/modules/safety/index');
  const firstAt = performance.now();
  screenMessage('warm up: the word lists are compiled on first use');
  const cold = { import: firstAt - started, first: performance.now() - firstAt };

  const dataFile = flag(process.argv, 'data');
  const jsonOut = flag(process.argv, 'json');
  const examples = dataFile ? parseJsonl(readFileSync(dataFile, 'utf8')) : [];
  const texts = examples.length ? examples.map((e) => e.text) : EVERYDAY;

  // One untimed pass first: V8 compiles each regular expression on its first use, once per process.
  for (const text of texts) screenMessage(text);
  // Wall time, and the process's CPU time, which a busy machine's waiting does not inflate.
  const times: number[] = [];
  const cpu: number[] = [];
  const timed = (text: string) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    screenMessage(text);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  };
  for (let pass = 0; pass < PASSES; pass++) for (const text of texts) timed(text);
  const long = ADVERSARIAL.map((text) => {
    const t0 = performance.now();
    screenMessage(text);
    return performance.now() - t0;
  }).sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);

  const rows: Record<string, number | string> = {
    messages: texts.length,
    'p50 per message': ms(quantile(times, 0.5)),
    'p95 per message': ms(quantile(times, 0.95)),
    'max per message': ms(times.at(-1)!),
    'p50 / p95 CPU per message': `${ms(quantile(cpu, 0.5))} / ${ms(quantile(cpu, 0.95))}`,
    'long texts (4,000 chars) median / max': `${ms(quantile(long, 0.5))} / ${ms(long.at(-1)!)}`,
    'import + first message': `${ms(cold.import)} + ${ms(cold.first)}`,
    'load average at start': load,
  };
  if (!examples.length) return { ...rows, accuracy: 'no --data FILE given: timing only' };

  const rulesAlone = score(
    examples,
    examples.map((e) => screenMessage(e.text)),
  );
  console.log(`\nsafety screen (rules alone) on ${dataFile} (${examples.length} messages)\n${scoreTable(rulesAlone)}\n`);
  const withModel = await modelScores(examples, rows);
  const scores = withModel ?? rulesAlone;
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(scores, null, 2)}\n`);
  addScoreRows(rows, scores, withModel ? 'rules + model: ' : '');
  if (withModel) addScoreRows(rows, rulesAlone, 'rules alone: ');
  if (jsonOut) rows['written to'] = jsonOut;
  return rows;
}

const fixed = (v: number | null) => (v === null ? '–' : v.toFixed(3));

function addScoreRows(rows: Record<string, number | string>, scores: Scores, prefix: string) {
  for (const label of LABELS) {
    const s = scores.labels[label];
    rows[`${prefix}${label} precision / recall (n)`] = `${fixed(s.precision)} / ${fixed(s.recall)} (${s.n})`;
  }
  rows[`${prefix}benign false-positive rate`] = fixed(scores.benign_fp_rate);
}

/** The screen with the model's label, when the environment configures a model (else null). */
async function modelScores(examples: readonly Example[], rows: Record<string, number | string>): Promise<Scores | null> {
  const { createAiEngine, usesModel } = await import('../src/server/modules/ai/index');
  const config = {
    AI_BASE_URL: process.env.AI_BASE_URL || undefined,
    AI_API_KEY: process.env.AI_API_KEY || undefined,
    AI_MODEL: process.env.AI_MODEL || undefined,
    AI_TIMEOUT_MS: Number(process.env.AI_TIMEOUT_MS) || 20_000,
    AI_SAFETY_TIMEOUT_MS: Number(process.env.AI_SAFETY_TIMEOUT_MS) || undefined,
  };
  if (!usesModel(config)) return null;
  const run = await screenWithModel(
    createAiEngine(config),
    examples.map((e) => e.text),
    Number(process.env.BENCH_MODEL_CONCURRENCY) || 4,
  );
  const scores = score(examples, run.results);
  console.log(`safety screen (rules + ${config.AI_MODEL ?? 'the default model'})\n${scoreTable(scores)}\n`);
  rows.model = `${config.AI_MODEL ?? 'default'} at ${config.AI_BASE_URL ?? 'api.openai.com'}`;
  rows['model answers / timeouts / breaker / failures'] = Object.values(run.outcomes).join(' / ');
  if (run.latencies.length) rows['model label p50 / p95'] = `${ms(quantile(run.latencies, 0.5))} / ${ms(quantile(run.latencies, 0.95))}`;
  return scores;
}
