import type { ChildProcess } from 'node:child_process';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { messengerInbox, outbox, profiles, users } from '../../src/server/db/schema';
import { storeUpdate } from '../../src/server/modules/channels/testing';
import { connectLink } from '../../src/server/modules/channels';
import { createScratchDatabase, until } from './helpers/agent-jobs-db';
import { QUICK_JOBS_ENV, startWorkerProcess, stopProcesses } from './helpers/agent-processes';

const base = process.env.TEST_DATABASE_URL;

// `npm run worker` shares the messaging app's work with the web instances (the claims of ADR 042): with no web
// instance at all, a stored update is worked and Maya's reply delivered by the worker alone.
describe.runIf(base)('npm run worker works the stored inbox and the outbox', () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    db = await createScratchDatabase(base!, 'maya_worker_messenger');
    handle = await openDatabase({ url: db.url, dataDir: 'unused' });
    await migrate(handle);
  });
  afterAll(async () => {
    if (worker) await stopProcesses([worker]);
    await handle?.close();
    await db?.drop();
  });

  it('answers a chat in order, remembering what it was told, with no web instance running', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ issuer: 'https://worker.invalid', subject: 'ada', email: 'ada@example.com', emailVerified: true })
      .returning({ id: users.id });
    const userId = user!.id;
    await handle.db.insert(profiles).values({ userId, displayName: 'Ada', email: 'ada@example.com', onboardingCompleted: true });
    await connectLink(handle.db, userId, 'dev', userId, new Date());
    for (const [updateId, text] of [
      ['w1', 'I live in Lisbon'],
      ['w2', 'where do I live?'],
    ] as const)
      await storeUpdate(handle.db, { channel: 'dev', address: userId, updateId, text }, new Date());

    worker = await startWorkerProcess({ ...QUICK_JOBS_ENV, DATABASE_URL: db.url });
    const sent = () =>
      handle.db
        .select({ text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.address, userId), eq(outbox.direction, 'out'), eq(outbox.status, 'sent')))
        .orderBy(asc(outbox.id));
    await until(async () => (await sent()).length >= 2, 60_000);

    const inbox = await handle.db.select({ status: messengerInbox.status }).from(messengerInbox);
    expect(inbox.map((r) => r.status)).toEqual(['done', 'done']);
    expect((await sent()).at(-1)!.text).toContain('Lisbon');
  });
});
