import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { serializeError } from '../../src/server/lib/log-serializers';
import {
  INBOX_LEASE_MS,
  INBOX_MAX_ATTEMPTS,
  LEASE_RENEW_MS,
  claimUpdates,
  storeUpdate,
  workUpdate,
  type WorkDeps,
} from '../../src/server/modules/channels/testing';
import type { InboundEvent, InboundHandler } from '../../src/server/modules/channels';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { fakeClock } from './helpers/messenger';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const text = (address: string, updateId: string): InboundEvent => ({ channel: 'telegram', address, updateId, text: `update ${updateId}` });

/** The inbox's parts on the test database, with a clock and a conversation the test controls. */
async function inbox(handle: InboundHandler = async () => ({})) {
  const { db } = await getTestDatabase();
  const clock = fakeClock();
  const log = { warn: vi.fn(), error: vi.fn() };
  const deps: WorkDeps = { db, handle, transports: {}, log, now: clock.now, random: () => 1 };
  const row = async (updateId: string) => (await db.select().from(t.messengerInbox).where(eq(t.messengerInbox.updateId, updateId)))[0]!;
  const claimed = async (limit = 10) => (await claimUpdates(db, clock.now(), limit)).map((r) => r.updateId);
  return { db, clock, log, deps, row, claimed };
}

describe(`the stored inbox's claim, lease and retries on ${testDriver()}`, () => {
  beforeEach(async () => resetDatabase(await getTestDatabase()));

  it('stores an update once, however often it is delivered, also after it was worked', async () => {
    const { db, clock, deps, claimed } = await inbox();
    const copies = await Promise.all(Array.from({ length: 6 }, () => storeUpdate(db, text('1', 'u1'), clock.now())));
    expect(copies.filter(Boolean)).toHaveLength(1);
    const [row] = await claimUpdates(db, clock.now(), 10);
    expect(await workUpdate(deps, row!)).toBe('done');
    expect(await storeUpdate(db, text('1', 'u1'), clock.now())).toBe(false);
    expect(await claimed()).toEqual([]);
  });

  it("claims each chat's oldest pending update only: a chat's next one waits until the one before is worked", async () => {
    const { db, clock, deps, claimed } = await inbox();
    for (const [address, id] of [
      ['A', 'a1'],
      ['A', 'a2'],
      ['B', 'b1'],
      ['A', 'a3'],
    ])
      await storeUpdate(db, text(address!, id!), clock.now());
    const first = await claimUpdates(db, clock.now(), 10);
    expect(first.map((r) => r.updateId)).toEqual(['a1', 'b1']);
    // Claimed and not worked yet: nothing of chat A (nor B) may start.
    expect(await claimed()).toEqual([]);
    await workUpdate(deps, first[0]!);
    expect(await claimed()).toEqual(['a2']);
  });

  it('gives a claim whose lease ended (its process died) to another worker; the first one, back late, records nothing', async () => {
    const { db, clock, deps, row } = await inbox();
    await storeUpdate(db, text('1', 'u1'), clock.now());
    const [lost] = await claimUpdates(db, clock.now(), 10);
    clock.advance(INBOX_LEASE_MS - 1);
    expect(await claimUpdates(db, clock.now(), 10)).toEqual([]);
    clock.advance(1);
    const [takenOver] = await claimUpdates(db, clock.now(), 10);
    expect(takenOver).toMatchObject({ id: lost!.id, attempts: 2 });
    expect(await workUpdate(deps, lost!)).toBe('taken_over');
    expect(await row('u1')).toMatchObject({ status: 'pending', event: text('1', 'u1') });
    expect(await workUpdate(deps, takenOver!)).toBe('done');
    expect(await row('u1')).toMatchObject({ status: 'done', event: null, attempts: 2 });
  });

  it('keeps the claim of a turn that runs past its lease (renewed for ten minutes at most), so no other worker takes it over', async () => {
    let finish = () => {};
    const { db, clock, deps, row, claimed } = await inbox(() => new Promise((resolve) => (finish = () => resolve({}))));
    await storeUpdate(db, text('1', 'u1'), clock.now());
    const [slow] = await claimUpdates(db, clock.now(), 10);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const pass = async (ms: number) => (clock.advance(ms), await vi.advanceTimersByTimeAsync(ms));
    try {
      const working = workUpdate(deps, slow!);
      for (let renewal = 1; renewal <= 20; renewal++) {
        await pass(LEASE_RENEW_MS);
        await vi.waitFor(async () => expect((await row('u1')).nextAttemptAt.getTime()).toBe(clock.now().getTime() + INBOX_LEASE_MS));
        expect(await claimed()).toEqual([]);
      }
      // A turn still running after ten minutes is taken to hang: no more renewals, and another worker takes the update once the lease ends.
      await pass(INBOX_LEASE_MS);
      expect(await claimed()).toEqual(['u1']);
      finish();
      expect(await working).toBe('taken_over');
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a failing update with a growing backoff, gives it up after the last attempt (logged), and the chat goes on', async () => {
    const handle = vi.fn<InboundHandler>(async (event) => {
      if (event.updateId === 'bad') throw new Error('the conversation broke');
      return {};
    });
    const { db, clock, deps, log, row, claimed } = await inbox(handle);
    await storeUpdate(db, text('1', 'bad'), clock.now());
    await storeUpdate(db, text('1', 'next'), clock.now());
    const waits: number[] = [];
    for (let attempt = 1; attempt <= INBOX_MAX_ATTEMPTS; attempt++) {
      const [bad] = await claimUpdates(db, clock.now(), 10);
      expect(bad).toMatchObject({ updateId: 'bad', attempts: attempt });
      const outcome = await workUpdate(deps, bad!);
      if (attempt === INBOX_MAX_ATTEMPTS) break;
      expect(outcome).toBe('retried');
      // Held back until its backoff ends, and the chat's next update with it.
      expect(await claimed()).toEqual([]);
      const wait = (await row('bad')).nextAttemptAt.getTime() - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000]);
    expect(await row('bad')).toMatchObject({ status: 'failed', event: null, lastError: 'the conversation broke' });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ attempts: INBOX_MAX_ATTEMPTS }), expect.stringMatching(/given up/));
    // What the log line holds: the error as the app's serializer writes it.
    expect(
      JSON.stringify(log.error.mock.calls, (_key, value: unknown) => (value instanceof Error ? serializeError(value) : value)),
    ).not.toContain('update bad');
    expect(await claimed()).toEqual(['next']);
  });
});
