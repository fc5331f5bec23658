import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { configSchema } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { createScratchDatabase } from '../tests/api/helpers/agent-jobs-db';
import { migrate } from '../src/server/db/migrate';
import { fakeTelegramApi } from '../tests/api/helpers/fake-telegram-api';
import { telegramConfig, textUpdate } from '../tests/api/helpers/telegram-updates';
import { TELEGRAM_SECRET_HEADER } from '../src/server/routes/webhooks/telegram';
import { TELEGRAM_SECRET } from '../tests/api/helpers/fake-telegram-api';
import { bindChats, percentile, type Chat } from './messaging/chats';

export const name = 'messaging';

const LATENCY_RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const BURST_CHATS = Number(process.env.BENCH_BURST_CHATS ?? 250);
/**
 * 0: each webhook of the burst on a connection of its own when none is free (fetch's default), the harshest case.
 * 40: what Telegram does (setWebhook's max_connections, 40 by default): the updates queue on its side, over 40 kept-alive connections.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 0);
const WARMUP = 3;
const PORT = 3395;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Store = { label: string; db: DatabaseHandle; close: () => Promise<void> };

/** The embedded default (PGlite in a temp dir), then the machine's PostgreSQL (a scratch database). */
async function stores(): Promise<(() => Promise<Store>)[]> {
  const pglite = async (): Promise<Store> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'maya-bench-messaging-'));
    const db = await openDatabase({ dataDir });
    await migrate(db);
    return { label: 'PGlite', db, close: async () => (await db.close(), rmSync(dataDir, { recursive: true, force: true })) };
  };
  const postgres = async (): Promise<Store> => {
    const scratch = await createScratchDatabase(PG_URL, 'maya_bench_messaging');
    const db = await openDatabase({ url: scratch.url, dataDir: '' });
    await migrate(db);
    return { label: 'PostgreSQL', db, close: async () => (await db.close(), await scratch.drop()) };
  };
  return [pglite, postgres];
}

/**
 * Issue 32 item 9, on the embedded default (PGlite) and on PostgreSQL, the offline engine, with Telegram as the channel (a
 * local fake of the Bot API): the time from posting an update to the webhook to Maya's reply reaching
 * the Bot API (goal p95 ≤ 150 ms), then a burst of BURST updates in 1 s over BURST_CHATS chats: every
 * update answered once, none lost, and /api/health's latency while it drains.
 */
export async function run(): Promise<Record<string, number | string>> {
  const rows: Record<string, number | string> = {};
  for (const open of await stores()) {
    const store = await open();
    try {
      for (const [metric, value] of Object.entries(await measure(store.db))) rows[`${store.label}: ${metric}`] = value;
    } finally {
      await store.close();
    }
  }
  return rows;
}

async function measure(database: DatabaseHandle): Promise<Record<string, number | string>> {
  const fake = await fakeTelegramApi();
  const config = configSchema.parse({
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'bench',
    LOG_LEVEL: 'silent',
    ...telegramConfig(fake.url),
  });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let updateId = 1_000_000;
  const post = (chat: Chat, text: string) =>
    fetch(`${base}/api/webhooks/telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TELEGRAM_SECRET_HEADER]: TELEGRAM_SECRET },
      body: JSON.stringify(textUpdate(++updateId, chat.chatId, text)),
    });
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS || Infinity });
  const burstPost = (chat: Chat, text: string): Promise<{ status: number }> => {
    if (!CONNECTIONS) return post(chat, text);
    const body = JSON.stringify(textUpdate(++updateId, chat.chatId, text));
    const headers = { 'content-type': 'application/json', [TELEGRAM_SECRET_HEADER]: TELEGRAM_SECRET };
    return new Promise((resolve, reject) => {
      const req = request(`${base}/api/webhooks/telegram`, { method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
      req.end(body);
    });
  };
  const repliesTo = (chat: Chat) => fake.callsOf('sendMessage').filter((c) => String(c.params.chat_id) === String(chat.chatId)).length;
  try {
    const chats = await bindChats(app, database.db, fake, BURST_CHATS, post);

    // One chat at a time, each message waiting for its reply: in → out, as a person sees it.
    const latencies: number[] = [];
    for (let i = -WARMUP; i < LATENCY_RUNS; i++) {
      const chat = chats[(i + WARMUP) % chats.length]!;
      const before = repliesTo(chat);
      const started = performance.now();
      await post(chat, i % 2 ? 'I had a long week, work was a lot' : 'what do you know about me?');
      while (repliesTo(chat) <= before) await new Promise((r) => setImmediate(r));
      if (i >= 0) latencies.push(performance.now() - started);
    }

    // The burst: BURST updates spread over one second, round robin over the chats.
    const sentBefore = fake.callsOf('sendMessage').length;
    const statuses = new Map<number, number>();
    const health: number[] = [];
    // How long each webhook took to answer (ADR 042: it stores the update and answers; the turn comes after).
    const answers: number[] = [];
    // NOTE: the server, the fake Bot API and this client share one process (and, on PGlite, the database's
    // thread): how long that thread was held shows how much of the figures below is the client waiting too.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const burstStarted = performance.now();
    const posts = Array.from({ length: BURST }, (_, i) =>
      new Promise((r) => setTimeout(r, (i * 1000) / BURST)).then(async () => {
        const started = performance.now();
        const res = await burstPost(chats[i % chats.length]!, `burst message ${i}: how are you today?`);
        answers.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    const probe = setInterval(() => {
      const t = performance.now();
      void fetch(`${base}/api/health`).then(() => health.push(performance.now() - t));
    }, 100);
    await Promise.all(posts);
    const accepted = performance.now() - burstStarted;
    while (fake.callsOf('sendMessage').length < sentBefore + BURST && performance.now() - burstStarted < 600_000)
      await new Promise((r) => setTimeout(r, 50));
    clearInterval(probe);
    loopDelay.disable();
    const drained = performance.now() - burstStarted;
    const burstReplies = fake.callsOf('sendMessage').slice(sentBefore);
    const perChat = new Map<string, number>();
    for (const c of burstReplies) perChat.set(String(c.params.chat_id), (perChat.get(String(c.params.chat_id)) ?? 0) + 1);
    const expectedPerChat = (chat: number) => Math.floor(BURST / chats.length) + (chat < BURST % chats.length ? 1 : 0);
    const wrongChats = chats.filter((c, i) => (perChat.get(String(c.chatId)) ?? 0) !== expectedPerChat(i)).length;
    const sorted = [...latencies].sort((a, b) => a - b);
    const healthSorted = [...health].sort((a, b) => a - b);
    const answersSorted = [...answers].sort((a, b) => a - b);
    const spread = (values: number[]) =>
      [percentile(values, 50), percentile(values, 95), values.at(-1) ?? 0]
        .map((ms) => ms.toFixed(1))
        .join(' / ')
        .concat(' ms');
    return {
      'webhook in → reply out, runs': LATENCY_RUNS,
      'in → out p50': `${percentile(sorted, 50).toFixed(1)} ms`,
      'in → out p95 (goal ≤ 150 ms)': `${percentile(sorted, 95).toFixed(1)} ms`,
      'burst: updates / chats / client connections': `${BURST} / ${chats.length} / ${CONNECTIONS || 'one per webhook'}`,
      'burst: webhook answers': [...statuses].map(([s, n]) => `${n}× ${s}`).join(', '),
      'burst: all answered in': `${(accepted / 1000).toFixed(1)} s`,
      'burst: webhook answer p50 / p95 / max': spread(answersSorted),
      'burst: replies delivered (goal = updates)': burstReplies.length,
      'burst: chats with a wrong count of replies (goal 0)': wrongChats,
      'burst: all replies out after (≥ 1 message/s/chat)': `${(drained / 1000).toFixed(1)} s`,
      'burst: /api/health p50 / p95 / max while draining': spread(healthSorted),
      'burst: this process held (event-loop delay p50 / p99 / max)': [50, 99]
        .map((p) => loopDelay.percentile(p) / 1e6)
        .concat(loopDelay.max / 1e6)
        .map((ms) => ms.toFixed(1))
        .join(' / ')
        .concat(' ms'),
    };
  } finally {
    agent.destroy();
    await app.close();
    await fake.close();
  }
}
