/**
 * Issue 14 §7: what Maya's memory and learning add to a chat reply. For each database (PGlite, the
 * default; the machine's PostgreSQL when reachable), a person with 20 remembered facts and 200
 * interactions sends 40 messages; each is timed from send to the first reply token on the offline
 * engine, once without the companion (the reference) and once with beforeReply (fact extraction,
 * the locked memory/interaction/social-context writes, the FTS recall). afterReply (Maya's response
 * recorded, preferences refreshed) runs after the reply has streamed and is timed on its own.
 */
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { createAiEngine } from '../src/server/modules/ai';
import { afterReply, beforeReply } from '../src/server/modules/conversation/testing';
import { loggerOptions } from '../src/server/lib/logger-options';

export const name = 'companion memory';

const MESSAGES = 100;
const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const BENCH_DATABASE = 'maya_bench_companion';
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const SEED_FACTS = [
  'I live in Lisbon',
  'I work at Acme Robotics',
  'I work as a nurse',
  "My sister's name is Ana",
  'I have a dog called Rex',
  "I'm vegetarian",
  'My favourite food is ramen',
  'I love jazz',
  "I can't stand olives",
  "I'm planning to visit Japan in April",
  'My name is Sam',
  "I'm 32",
  'My mum is called Rosa',
  'My cat is named Miso',
  'My favourite band is Radiohead',
  'I enjoy running',
  "I'm originally from Porto",
  'My brother is called Tom',
  'My best friend is called Leo',
  'My favourite movie is Amelie',
];
const SENT = [
  'How was your day?',
  'Where do I live?',
  'I had a long day at work',
  "What's my dog's name?",
  'I moved to Berlin',
  'I feel a bit lonely tonight',
  'Do I like jazz?',
  'Any idea for the weekend?',
];

async function measure(handle: DatabaseHandle) {
  await migrate(handle);
  const ai = createAiEngine({ AI_TIMEOUT_MS: 5000 });
  const log = pino(loggerOptions({ level: 'warn' }));
  const [u] = await handle.db
    .insert(users)
    .values({ issuer: 'https://bench.invalid', subject: `companion-${Date.now()}` })
    .returning({ id: users.id });
  const userId = u!.id;
  for (let i = 0; i < 200; i++) {
    const text = i < SEED_FACTS.length ? SEED_FACTS[i]! : `message ${i} about my week and the weather`;
    const turn = await beforeReply(handle.db, ai, userId, { text }, log);
    await afterReply(handle.db, userId, turn, { text: 'reply' });
  }
  const firstToken = async (message: string, withMemory: boolean) => {
    const started = performance.now();
    const turn = withMemory ? await beforeReply(handle.db, ai, userId, { text: message }, log) : null;
    for await (const event of ai.chatReplyStream({ message, companion: turn?.companion })) {
      void event;
      break;
    }
    const elapsed = performance.now() - started;
    if (turn) {
      const saving = performance.now();
      await turn.save();
      saves.push(performance.now() - saving + elapsed);
    }
    return elapsed;
  };
  const bare: number[] = [];
  const withMemory: number[] = [];
  const after: number[] = [];
  const saves: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const message = SENT[i % SENT.length]!;
    bare.push(await firstToken(message, false));
    withMemory.push(await firstToken(message, true));
    const started = performance.now();
    await afterReply(handle.db, userId, null, { text: 'A reply from Maya.' });
    after.push(performance.now() - started);
  }
  for (const list of [bare, withMemory, after, saves]) list.sort((a, b) => a - b);
  return { bare, withMemory, after, saves };
}

function rows(label: string, r: Awaited<ReturnType<typeof measure>>): Record<string, string> {
  return {
    [`${label}: first token without memory, p50 / p95`]: `${ms(quantile(r.bare, 0.5))} / ${ms(quantile(r.bare, 0.95))}`,
    [`${label}: first token with memory, p50 / p95`]: `${ms(quantile(r.withMemory, 0.5))} / ${ms(quantile(r.withMemory, 0.95))}`,
    [`${label}: memory adds to p95 (goal ≤ 5 ms)`]: ms(quantile(r.withMemory, 0.95) - quantile(r.bare, 0.95)),
    [`${label}: the turn's writes done (while the reply streams), p95`]: ms(quantile(r.saves, 0.95)),
    [`${label}: afterReply (after the stream), p95`]: ms(quantile(r.after, 0.95)),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, string | number> = { messages: MESSAGES };
  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    Object.assign(out, rows('PGlite', await measure(lite)));
  } finally {
    await lite.close();
  }
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  try {
    await admin.connect();
  } catch {
    out.PostgreSQL = 'not reachable, skipped';
    return out;
  }
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  const pgHandle = await openDatabase({
    url: `${SERVER_URL}/${BENCH_DATABASE}`,
    dataDir: 'unused',
    applicationName: 'maya-bench-companion',
  });
  try {
    Object.assign(out, rows('PostgreSQL', await measure(pgHandle)));
  } finally {
    await pgHandle.close();
  }
  return out;
}
