import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { configSchema } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { personalityProfiles, profiles, users } from '../src/server/db/schema';
import { createChatLink } from '../src/server/modules/conversation';
import { encodeWav } from '../src/shared/lib/wav';

export const name = 'mobile-chat';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;

/**
 * Issue 13 item 5, on the embedded defaults (PGlite, offline engine), over real HTTP: the time from
 * sending a message to the first token of Maya's reply, and from tapping stop to the voice message
 * (encoding the 3 s recording as WAV, uploading it, the stored message's event back). p50/p95 over
 * RUNS runs after WARMUP. Goals: p95 ≤ 300 ms and ≤ 800 ms.
 */
export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'maya-bench-chat-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  const config = configSchema.parse({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3394',
    RATE_LIMIT_MAX: '100000',
    OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'bench',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 3394, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookie = await openChat(database.db, base);
    const firstToken = await timeRuns(() =>
      untilEvent(base, cookie, '/api/mobile-chat/messages', 'delta', {
        body: JSON.stringify({ content: 'I had a long week and I am nervous about a date on Friday', client_id: id() }),
        type: 'application/json',
      }),
    );
    const recording = new Float32Array(3 * 24_000).map((_, i) => 0.2 * Math.sin(i / 8));
    const voice = await timeRuns(() =>
      untilEvent(base, cookie, `/api/mobile-chat/voice?client_id=${id()}`, 'message', {
        body: encodeWav(recording, 24_000),
        type: 'audio/wav',
      }),
    );
    return {
      runs: RUNS,
      'send → first reply token p50': `${firstToken.p50.toFixed(1)} ms`,
      'send → first reply token p95 (goal ≤ 300 ms)': `${firstToken.p95.toFixed(1)} ms`,
      'tap stop → voice message shown p50': `${voice.p50.toFixed(1)} ms`,
      'tap stop → voice message shown p95 (goal ≤ 800 ms)': `${voice.p95.toFixed(1)} ms`,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let n = 0;
const id = () => `bench-${process.pid}-${++n}`;

/** A person with a profile, and a phone holding their chat cookie. */
async function openChat(db: Awaited<ReturnType<typeof openDatabase>>['db'], base: string) {
  const [user] = await db
    .insert(users)
    .values({ issuer: 'https://bench.invalid', subject: `bench-${Date.now()}`, email: 'bench@example.com', emailVerified: true })
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values({ userId: user!.id, displayName: 'Bench Person', email: 'bench@example.com', onboardingCompleted: true });
  await db.insert(personalityProfiles).values({
    userId: user!.id,
    hexacoScores: {
      openness: 0.7,
      conscientiousness: 0.6,
      extraversion: 0.55,
      agreeableness: 0.65,
      emotionality: 0.5,
      honesty_humility: 0.6,
    },
  });
  const link = await createChatLink(db, user!.id);
  const res = await fetch(`${base}/api/mobile-chat/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ token: link.token }),
  });
  if (!res.ok) throw new Error(`exchange failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** ms from the start of `send` (body encoding included) until the stream carries `event`; the rest is read to the end. */
async function untilEvent(base: string, cookie: string, path: string, event: string, body: { body: string | Uint8Array; type: string }) {
  const started = performance.now();
  const payload = typeof body.body === 'string' ? body.body : new Blob([body.body as BlobPart]);
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': body.type, origin: base, cookie },
    body: payload,
  });
  if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let at: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (at === null && text.includes(`event: ${event}\n`)) at = performance.now() - started;
  }
  if (at === null) throw new Error(`${path}: no ${event} event`);
  return at;
}

async function timeRuns(once: () => Promise<number>) {
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}
