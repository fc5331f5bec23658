import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyCodeIn } from '@shared/domain/handoff/phone';
import { buildApp } from '../../src/server/app';
import * as t from '../../src/server/db/schema';
import type { InboundEvent, InboundHandler } from '../../src/server/modules/channels';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { fakeTelegramApi } from './helpers/fake-telegram-api';
import { fakeTwilio, replyFromPhone, twilioConfig } from './helpers/fake-twilio';
import { signIn } from './helpers/sign-in';
import { postUpdate, telegramConfig, textUpdate } from './helpers/telegram-updates';
import { createTestApp, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** A conversation that waits for the test before it finishes: the webhook must not wait with it. */
function heldConversation() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const finished: InboundEvent[] = [];
  const handle = vi.fn<InboundHandler>(async (event) => {
    await released;
    finished.push(event);
    return {};
  });
  return { handle, release, finished };
}

const doneRows = async () => {
  const { db } = await getTestDatabase();
  return db.select().from(t.messengerInbox).where(eq(t.messengerInbox.status, 'done'));
};

describe(`the webhooks store and answer at once; the inbox works each chat in order on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('Telegram: the webhook answers 200 while the conversation is still working the update', async () => {
    const fake = await fakeTelegramApi();
    closers.push(() => fake.close());
    const held = heldConversation();
    const app = await createTestApp(telegramConfig(fake.url), { inbound: held.handle, messenger: { loop: true } });
    closers.unshift(() => app.close());
    const res = await postUpdate(app, textUpdate(1, 42, 'hello'));
    expect(res.statusCode).toBe(200);
    // The loop has started on it, and it is held.
    await vi.waitFor(() => expect(held.handle).toHaveBeenCalledOnce());
    expect(held.finished).toEqual([]);
    held.release();
    await vi.waitFor(async () => expect(await doneRows()).toHaveLength(1));
    expect(held.finished.map((e) => e.text)).toEqual(['hello']);
  });

  it("Twilio: a verified number's message is answered with TwiML at once, before Maya's turn ends (Twilio gives up after 15 s)", async () => {
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    const held = heldConversation();
    const app = await createTestApp(twilioConfig(twilio.url), { inbound: held.handle, messenger: { loop: true } });
    closers.unshift(() => app.close());
    const ada = await signIn(app);
    await ada.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+14155550101' } });
    await replyFromPhone(app, '+14155550101', `YES ${replyCodeIn(twilio.requests.at(-1)?.form.get('Body'))}`);
    const res = await replyFromPhone(app, '+14155550101', 'I had a long week', 'SM0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    await vi.waitFor(() => expect(held.handle).toHaveBeenCalledOnce());
    expect(held.finished).toEqual([]);
    held.release();
    await vi.waitFor(() => expect(held.finished.map((e) => e.text)).toEqual(['I had a long week']));
  });

  it("works each chat's updates one at a time, in the order stored, with two processes' loops and parallel posts", async () => {
    const fake = await fakeTelegramApi();
    closers.push(() => fake.close());
    const { db } = await getTestDatabase();
    const running = new Map<string, number>();
    const overlaps: string[] = [];
    const worked = new Map<string, string[]>();
    // Each turn touches the database, as a real one does, so turns of different chats interleave.
    const handle: InboundHandler = async (event) => {
      const now = (running.get(event.address) ?? 0) + 1;
      running.set(event.address, now);
      if (now > 1) overlaps.push(event.address);
      await db.execute(sql`select pg_sleep(0)`);
      worked.set(event.address, [...(worked.get(event.address) ?? []), event.updateId]);
      running.set(event.address, now - 1);
      return {};
    };
    const one = await createTestApp(telegramConfig(fake.url), { inbound: handle });
    closers.unshift(() => one.close());
    // A second instance on the same database: its loop claims beside the first one's.
    const two = await buildApp({ config: testConfig(telegramConfig(fake.url)), db, inbound: handle });
    await two.ready();
    closers.unshift(() => two.close());

    const chats = [101, 102, 103];
    const perChat = 8;
    const posts = chats.flatMap((chat, c) =>
      Array.from({ length: perChat }, (_, n) => {
        const updateId = 1000 + n * chats.length + c;
        return postUpdate(n % 2 ? one : two, textUpdate(updateId, chat, `message ${n}`));
      }),
    );
    expect((await Promise.all(posts)).map((r) => r.statusCode)).toEqual(Array(chats.length * perChat).fill(200));
    // The order stored, read while the rows still name their chat (a worked row no longer does).
    const stored = new Map<string, string[]>();
    for (const row of await db.select().from(t.messengerInbox).orderBy(asc(t.messengerInbox.id)))
      stored.set(row.address, [...(stored.get(row.address) ?? []), row.updateId]);
    // Both loops start on a full inbox: each claim could take several updates of one chat, were it allowed to.
    for (const app of [one, two]) {
      app.messenger.start();
      closers.unshift(() => app.messenger.stop());
    }
    await vi.waitFor(async () => expect(await doneRows()).toHaveLength(chats.length * perChat), { timeout: 30_000 });

    expect(overlaps).toEqual([]);
    for (const chat of chats) {
      expect(stored.get(String(chat))).toHaveLength(perChat);
      expect(worked.get(String(chat))).toEqual(stored.get(String(chat)));
    }
  });
});
