/**
 * Issue 42 item 5: the relay's safety screen over a labelled JSONL (`{"text","label"}` a line) and its time per
 * message. `npm run bench -- safety --data FILE --json OUT` prints per-label precision and recall and the benign
 * false-positive rate, and writes them to OUT as one JSON object. Without --data it only times the screen.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ADVERSARIAL, EVERYDAY } from './safety-screen/timing-sample';
import { flag, parseJsonl, score, scoreTable, LABELS } from './safety-screen/score';

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

  const scores = score(
    examples,
    examples.map((e) => screenMessage(e.text)),
  );
  console.log(`\nsafety screen on ${dataFile} (${examples.length} messages)\n${scoreTable(scores)}\n`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(scores, null, 2)}\n`);
  const fixed = (v: number | null) => (v === null ? '–' : v.toFixed(3));
  for (const label of LABELS) {
    const s = scores.labels[label];
    rows[`${label} precision / recall (n)`] = `${fixed(s.precision)} / ${fixed(s.recall)} (${s.n})`;
  }
  rows['benign false-positive rate'] = fixed(scores.benign_fp_rate);
  if (jsonOut) rows['written to'] = jsonOut;
  return rows;
}
