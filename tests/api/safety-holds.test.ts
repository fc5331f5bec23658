import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { liftSafetyHold, listSafetyHolds, reportProposal } from '../../src/server/modules/agents';
import { agentConfig, findCandidates, loadPoolMember, runPass, utcDay, type PoolMember } from '../../src/server/modules/agents/testing';
import { createAiEngine } from '../../src/server/modules/ai';
import { introducePair } from '../../src/server/modules/channels/testing';
import { PAUSED_FOR_REVIEW, openingHash } from '../../src/server/modules/safety';
import { NEW_MEMBER_MESSAGES_PER_HOUR, REPEATED_FLAGS, SAME_OPENINGS } from '../../src/server/modules/safety/testing';
import { testDriver } from '../setup/test-db';
import { addMember, addProposal } from './helpers/agent-fixtures';
import { twoMembers } from './helpers/inapp';
import { sendDev } from './helpers/messenger';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const GIFT_CARDS = "send me $200 in gift cards and I'll come see you";
const SCRIPT = 'Hey there, I saw your profile and your smile made my day';
const HOUR = 3_600_000;

/** Issue 42 item 1, ADR 056: patterns over time pause a member from the pool and the relay until a moderator looks. */
describe(`safety holds and the new member's hourly limit on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function introduced() {
    const world = await twoMembers();
    app = world.app;
    const decisions = { [world.ana.userId]: 'approve' as const, [world.bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(world.db, world.app.messenger.notify, pairId, world.clock.now());
    const say = async (m: typeof world.ana, text: string) => {
      await sendDev(m, text);
      await world.deliver();
    };
    const fromAna = async () => (await world.inbox(world.bruno)).map((x) => x.text).filter((x) => x.startsWith('Ana:'));
    const actions = async () =>
      (await world.db.select().from(t.relayScreenDecisions).where(eq(t.relayScreenDecisions.senderUserId, world.ana.userId))).map(
        (d) => `${d.rule}:${d.action}`,
      );
    const holds = async () => (await listSafetyHolds(world.db, { status: 'all' })).map((h) => `${h.reason}:${h.status}`);
    /** Another member, introduced to Ana (for reports and openings across introductions). */
    const another = async (n: number) => {
      const id = await addMember(world.db, { name: `Other${n} Person`, email: `other${n}@example.com` });
      const pair = await addProposal(world.db, world.ana.userId, id, {
        status: 'introduced',
        decisions: { [world.ana.userId]: 'approve', [id]: 'approve' },
      });
      await introducePair(world.db, world.app.messenger.notify, pair, world.clock.now());
      return { id, pair };
    };
    return { ...world, pairId, say, fromAna, actions, holds, another };
  }

  it(`${REPEATED_FLAGS} flagged messages in a week: held, told in plain words, out of the pool, until a moderator lifts it`, async () => {
    const { db, ana, say, fromAna, lastText, actions, holds, clock } = await introduced();
    for (let i = 0; i < REPEATED_FLAGS - 1; i++) await say(ana, GIFT_CARDS);
    expect(await holds()).toEqual([]);
    await say(ana, GIFT_CARDS);
    expect(await holds()).toEqual(['repeated_flags:open']);
    const [hold] = await listSafetyHolds(db);
    expect(hold).toMatchObject({ userId: ana.userId, firstName: 'Ana', reason: 'repeated_flags', detail: '5 flagged messages in 7 days' });
    expect(hold!.accountCreatedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(await db.select().from(t.safetyHolds))).not.toContain('gift');

    // Her next message, however harmless, waits; she is told why; the decision is logged without the text.
    await say(ana, 'Shall we meet at the tile museum on Thursday?');
    expect(await lastText(ana)).toBe(PAUSED_FOR_REVIEW);
    expect(await fromAna()).toEqual([]);
    expect((await actions()).at(-1)).toBe('hold.repeated_flags:paused');

    // Out of the pool: no candidate of anyone, and her own pass is skipped.
    const carla = await addMember(db, { name: 'Carla Dias', email: 'carla@example.com' });
    const today = utcDay(clock.now());
    const candidatesOfCarla = async () =>
      (await findCandidates(db, (await loadPoolMember(db, carla, today)) as PoolMember, clock.now(), 10, 10)).top.map((c) => c.userId);
    expect(await candidatesOfCarla()).not.toContain(ana.userId);
    const deps = { db, ai: createAiEngine({ AI_TIMEOUT_MS: 20_000 }), config: agentConfig(testConfig()) };
    expect(await runPass(deps, ana.userId, clock.now())).toEqual({ skipped: 'safety_hold' });

    // A moderator lifts it, once; two lifts at once lift it once.
    // NOTE: on the app's one (test) clock, a minute after the flags, so the flags looked at are before the lift.
    clock.advance(60_000);
    // NOTE: on PostgreSQL the two run on two connections, so either may be the one that lifts it.
    const reasons = ['a misunderstanding', 'same'] as const;
    const lifts = await Promise.all([
      liftSafetyHold(db, hold!.id, 'mod@example.com', reasons[0], clock.now()),
      liftSafetyHold(db, hold!.id, 'other-mod@example.com', reasons[1], clock.now()),
    ]);
    expect(lifts.filter(Boolean)).toEqual([{ userId: ana.userId, stillHeld: false }]);
    expect(await listSafetyHolds(db)).toEqual([]);
    const [lifted] = await listSafetyHolds(db, { status: 'lifted' });
    expect(lifted).toMatchObject({ status: 'lifted', liftReason: reasons[lifts.findIndex(Boolean)] });
    expect(await candidatesOfCarla()).toContain(ana.userId);

    // Back in the relay; the flags a moderator already looked at are not counted again.
    await say(ana, 'Shall we meet at the tile museum on Thursday?');
    expect(await fromAna()).toEqual(['Ana: Shall we meet at the tile museum on Thursday?']);
    await say(ana, GIFT_CARDS);
    expect(await holds()).toEqual(['repeated_flags:lifted']);
  });

  it('reported by two different people: held; one person reporting twice is not two', async () => {
    const { db, ana, bruno, pairId, holds, another } = await introduced();
    const carla = await another(1);
    expect(await reportProposal(db, bruno.userId, pairId, { reason: 'inappropriate', block: false })).toBe(true);
    expect(await reportProposal(db, bruno.userId, pairId, { reason: 'fake_profile', block: false })).toBe(true);
    expect(await holds()).toEqual([]);
    await reportProposal(db, carla.id, carla.pair, { reason: 'unsafe', block: true });
    expect(await holds()).toEqual(['two_reporters:open']);
    expect((await listSafetyHolds(db))[0]).toMatchObject({ userId: ana.userId, detail: 'reported by 2 members in 30 days' });
  });

  it(`the same opening to ${SAME_OPENINGS} new introductions: held, and only its hash is kept`, async () => {
    const { db, ana, say, fromAna, holds, another, clock } = await introduced();
    for (let n = 1; n < SAME_OPENINGS; n++) {
      const other = await another(n);
      await db
        .insert(t.relayOpenings)
        .values({ pairId: other.pair, senderUserId: ana.userId, textHash: openingHash(SCRIPT)!, sentAt: clock.now() });
    }
    expect(await holds()).toEqual([]);
    await say(ana, 'TALK TO Bruno');
    await say(ana, SCRIPT.toUpperCase());
    expect(await fromAna()).toEqual([`Ana: ${SCRIPT.toUpperCase()}`]);
    expect(await holds()).toEqual(['same_opening:open']);
    const openings = await db.select().from(t.relayOpenings).where(eq(t.relayOpenings.senderUserId, ana.userId));
    expect(openings).toHaveLength(SAME_OPENINGS);
    expect(JSON.stringify(openings)).not.toMatch(/smile/i);
  });

  it(`a new member relays up to ${NEW_MEMBER_MESSAGES_PER_HOUR} messages an hour, is told so, and may send again after it; later, no limit`, async () => {
    const { db, ana, pairId, say, fromAna, lastText, actions, clock } = await introduced();
    const start = clock.now();
    const earlier = Array.from({ length: NEW_MEMBER_MESSAGES_PER_HOUR }, (_, i) => ({
      pairId,
      senderUserId: ana.userId,
      kind: 'none',
      rule: 'none',
      action: 'pass',
      decidedAt: new Date(start.getTime() - 50 * 60_000 + i * 1000),
    }));
    await db.insert(t.relayScreenDecisions).values(earlier);
    await say(ana, 'Are you free on Thursday?');
    expect(await lastText(ana)).toMatch(
      /^I haven't passed that on: in your first 3 days I pass on up to 20 messages an hour, .* in about 10 minutes\.$/,
    );
    expect(await fromAna()).toEqual([]);
    expect((await actions()).at(-1)).toBe('rate.new_member:limit');

    clock.set(new Date(start.getTime() + 11 * 60_000));
    await say(ana, 'Are you free on Thursday?');
    expect(await fromAna()).toEqual(['Ana: Are you free on Thursday?']);

    // Four days after joining, twenty more in the hour go too.
    await db
      .update(t.users)
      .set({ createdAt: new Date(start.getTime() - 4 * 24 * HOUR) })
      .where(eq(t.users.id, ana.userId));
    await db.insert(t.relayScreenDecisions).values(earlier.map((d) => ({ ...d, decidedAt: new Date(start.getTime() + 5 * 60_000) })));
    await say(ana, 'Or Friday?');
    expect((await fromAna()).at(-1)).toBe('Ana: Or Friday?');
    const limited = await db
      .select()
      .from(t.relayScreenDecisions)
      .where(and(eq(t.relayScreenDecisions.senderUserId, ana.userId), eq(t.relayScreenDecisions.action, 'limit')));
    expect(limited).toHaveLength(1);
  });
});
