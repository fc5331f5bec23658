import { createAiEngine, createMemoryUsageRecorder, runSimulation } from '../src/server/modules/ai';
import { scrubText } from '../src/server/modules/ai/testing';
import { adversarialMegabyte } from '../src/server/modules/ai/testing/adversarial-text';
import { scriptedModel, startFakeOpenAi } from '../src/server/modules/ai/testing/fake-openai-server';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../src/server/modules/ai/testing/sample-personas';

export const name = 'ai engine';

const RUNS = 30;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function run(): Promise<Record<string, number | string>> {
  const offline = createAiEngine({ AI_TIMEOUT_MS: 20_000 });
  // A few unmeasured runs first, so the numbers describe steady state rather than JIT warm-up.
  for (let i = 0; i < 5; i++) await runSimulation(offline, { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed: i });
  const times: number[] = [];
  let messages = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { transcript } = await runSimulation(offline, { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed: 1000 + i });
    times.push(performance.now() - started);
    messages += transcript.length;
  }
  times.sort((a, b) => a - b);

  // The model-backed engine against the same local fake server the tests use.
  const server = await startFakeOpenAi(scriptedModel);
  const calls: number[] = [];
  const windowCounts: number[] = [];
  try {
    for (const seed of [1, 42, 777, 4242, 99_999]) {
      server.requests.length = 0;
      const usage = createMemoryUsageRecorder();
      const engine = createAiEngine({ AI_BASE_URL: server.baseURL, AI_API_KEY: 'bench', AI_TIMEOUT_MS: 5000 }, { usage });
      const { windows } = await runSimulation(engine, { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed });
      calls.push(server.requests.length);
      windowCounts.push(windows);
    }
  } finally {
    await server.close();
  }
  // PII scrubbing runs on every string sent to a model: 1 MB built to make backtracking regexes quadratic.
  const adversarial = adversarialMegabyte();
  for (let i = 0; i < 3; i++) scrubText(adversarial);
  const scrubTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    scrubText(adversarial);
    scrubTimes.push(performance.now() - started);
  }
  scrubTimes.sort((a, b) => a - b);

  return {
    'scrub PII, 1 MB adversarial text, median': ms(quantile(scrubTimes, 0.5)),
    'scrub PII, 1 MB adversarial text, p90': ms(quantile(scrubTimes, 0.9)),
    'offline 7-day simulation, median': ms(quantile(times, 0.5)),
    'offline 7-day simulation, p90': ms(quantile(times, 0.9)),
    'offline runs': RUNS,
    'offline messages per simulation (mean)': Math.round(messages / RUNS),
    'model calls per simulation (5 seeds)': calls.join(', '),
    'windows per simulation (5 seeds)': windowCounts.join(', '),
    'max calls per window': Math.max(...calls.map((c, i) => c / windowCounts[i]!)),
  };
}
