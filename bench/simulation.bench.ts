import { buildApp } from '../src/server/app';
import { configSchema } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createAiEngine } from '../src/server/modules/ai';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../src/server/modules/ai/testing/sample-personas';
import { runWeek } from '../src/server/modules/simulation';

export const name = 'simulation';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Simulations per second (the whole week: messages, score, decision, conclusion) on the offline engine. */
async function throughput() {
  const ai = createAiEngine({ AI_TIMEOUT_MS: 20_000 });
  for (let i = 0; i < 5; i++) await runWeek(ai, { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed: i });
  const runs = 50;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await runWeek(ai, { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed: 500 + i });
  return runs / ((performance.now() - started) / 1000);
}

/** Time from the request to the first `message` event of /api/simulation/stream, through a real socket. */
async function timeToFirstMessage() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const config = configSchema.parse({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', RATE_LIMIT_MAX: '100000' });
  const app = await buildApp({ config, db: database.db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
    // Sign in through the built-in provider (as the API tests do) and complete the assessment.
    const { signIn } = await import('../tests/api/helpers/sign-in');
    const { completeAssessment } = await import('../tests/api/helpers/assessment');
    const b = await signIn(app);
    await completeAssessment(b);
    const cookie = b.jar.header('/api/simulation/stream')!;
    const firsts: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/simulation/stream`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ seed: 700 + i }),
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (!first && text.includes('event: message')) first = performance.now() - started;
      }
      firsts.push(first);
      totals.push(performance.now() - started);
    }
    firsts.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    return { first: quantile(firsts, 0.5), firstP90: quantile(firsts, 0.9), total: quantile(totals, 0.5) };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const perSecond = await throughput();
  const stream = await timeToFirstMessage();
  return {
    'offline simulations per second (runWeek)': perSecond.toFixed(1),
    'stream: time to first message, median (15 runs, PGlite, real socket)': ms(stream.first),
    'stream: time to first message, p90': ms(stream.firstP90),
    'stream: whole week streamed, median': ms(stream.total),
  };
}
