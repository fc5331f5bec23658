import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { startDatePlanning } from '../../src/server/modules/channels/testing';
import { describeSlot } from '../../src/shared/domain/scheduling/describe-slot';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { icsField, introducedPair, lastFromMaya, mayaMessages } from './helpers/date-plans';
import { deliverAll, fakeClock, sendDev, tapAndAnswer, tapDev } from './helpers/messenger';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const HOUR = 3_600_000;
const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';

describe(`planning a date in the messaging app on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    // Monday 30 November 2026, 09:00 UTC (10:00 in Paris, 04:00 in New York).
    const clock = fakeClock(new Date('2026-11-30T09:00:00Z'));
    app = await createTestApp({}, { messenger: { now: clock.now } });
    const { db } = await getTestDatabase();
    const people = await introducedPair(app, db, { ana: PARIS, bruno: NEW_YORK });
    const started = await startDatePlanning(app.messenger, people.pairId);
    await deliverAll(app, clock);
    const plan = async () => (await db.select().from(t.datePlans).where(eq(t.datePlans.id, started!.planId)))[0]!;
    return {
      clock,
      db,
      ...people,
      plan,
      say: async (who: typeof people.ana, text: string) => {
        await sendDev(who, text);
        await deliverAll(app, clock);
      },
    };
  }

  it('two zones: times in free text, slots on each clock, the same pick, the .ics, the reminder once, the cancellation', async () => {
    const { clock, ana, bruno, plan, say } = await start();
    expect((await lastFromMaya(ana)).text).toMatch(/find a time for you and Bruno.*Europe\/Paris/);
    expect((await lastFromMaya(bruno)).text).toMatch(/find a time for you and Ana.*America\/New_York/);

    await say(ana, 'Saturday afternoon');
    expect((await lastFromMaya(ana)).text).toMatch(/I'll ask Bruno/);
    await say(bruno, 'Saturday morning');
    const row = await plan();
    expect(row.status).toBe('proposed');
    // Paris afternoon (12:00–17:00Z) meets New York morning (14:00–17:00Z).
    for (const slot of row.slots!) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.parse('2026-12-05T14:00:00Z'));
      expect(Date.parse(slot.end)).toBeLessThanOrEqual(Date.parse('2026-12-05T17:00:00Z'));
    }

    const anaSlots = await lastFromMaya(ana);
    const brunoSlots = await lastFromMaya(bruno);
    expect(anaSlots.buttons.map((r) => r[0]!.label)).toEqual([...row.slots!.map((s) => describeSlot(s, PARIS)), 'None of these']);
    expect(brunoSlots.buttons.map((r) => r[0]!.label)).toEqual([...row.slots!.map((s) => describeSlot(s, NEW_YORK)), 'None of these']);
    expect(anaSlots.buttons[0]![0]!.label).not.toBe(brunoSlots.buttons[0]![0]!.label);
    for (const r of anaSlots.buttons) expect(Buffer.byteLength(r[0]!.data)).toBeLessThanOrEqual(64);

    expect(await tapAndAnswer(app, ana, anaSlots.buttons[0]![0]!.data)).toBe('Noted');
    await tapDev(bruno, brunoSlots.buttons[0]![0]!.data);
    await deliverAll(app, clock);
    const agreed = await plan();
    expect(agreed.status).toBe('agreed');
    const invitations = [];
    for (const who of [ana, bruno]) {
      const m = await lastFromMaya(who);
      expect(m.text).toMatch(/It's a date/);
      expect(m.text).toMatch(/public place/);
      expect(m.document!.mime_type).toBe('text/calendar');
      invitations.push(m.document!.content);
    }
    // Read back: DTSTART in UTC is the chosen slot's start, for both.
    const dtstart = row.slots![0]!.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    for (const ics of invitations) {
      expect(icsField(ics, 'DTSTART')).toBe(dtstart);
      expect(icsField(ics, 'SEQUENCE')).toBe('0');
    }
    expect(icsField(invitations[0]!, 'UID')).toBe(icsField(invitations[1]!, 'UID'));

    // The reminder: Friday 18:00 on each clock (17:00Z in Paris, 23:00Z in New York), once.
    const reminders = async (who: typeof ana) => (await mayaMessages(who)).filter((m) => m.text.startsWith('Tomorrow:')).length;
    clock.set(new Date('2026-12-04T16:59:00Z'));
    await app.messenger.housekeeping(clock.now());
    await deliverAll(app, clock);
    expect([await reminders(ana), await reminders(bruno)]).toEqual([0, 0]);
    clock.set(new Date('2026-12-04T17:01:00Z'));
    await app.messenger.housekeeping(clock.now());
    await app.messenger.housekeeping(clock.now());
    await deliverAll(app, clock);
    expect([await reminders(ana), await reminders(bruno)]).toEqual([1, 0]);
    clock.advance(6 * HOUR);
    await app.messenger.housekeeping(clock.now());
    await deliverAll(app, clock);
    expect([await reminders(ana), await reminders(bruno)]).toEqual([1, 1]);

    await say(bruno, 'Cancel the date');
    expect((await plan()).status).toBe('cancelled');
    for (const who of [ana, bruno]) {
      const m = await lastFromMaya(who);
      expect(m.text).toMatch(who === ana ? /Bruno cancelled the date/ : /Cancelled/);
      expect(icsField(m.document!.content, 'METHOD')).toBe('CANCEL');
      expect(icsField(m.document!.content, 'SEQUENCE')).toBe('1');
      expect(icsField(m.document!.content, 'UID')).toBe(icsField(invitations[0]!, 'UID'));
    }
    // A stale slot button changes nothing.
    expect(await tapAndAnswer(app, ana, anaSlots.buttons[1]![0]!.data)).toBe('That choice is no longer open.');
  });

  it('two answers at once are decided one after the other: one set of slots each', async () => {
    const { clock, ana, bruno, plan } = await start();
    await Promise.all([sendDev(ana, 'Saturday afternoon'), sendDev(bruno, 'Saturday morning')]);
    await deliverAll(app, clock);
    expect((await plan()).status).toBe('proposed');
    for (const who of [ana, bruno]) expect((await mayaMessages(who)).filter((m) => m.buttons.length > 0)).toHaveLength(1);
  });

  it('asks again, quoting what it could not read, when nothing is understood', async () => {
    const { ana, plan, say } = await start();
    await say(ana, 'banana');
    expect((await lastFromMaya(ana)).text).toMatch(/couldn't read “banana”/);
    expect((await plan()).lowAnsweredAt ?? (await plan()).highAnsweredAt).toBeNull();
    await say(ana, 'Thursday after 7');
    expect((await lastFromMaya(ana)).text).toMatch(/I'll ask Bruno/);
  });

  it('asks both again when their times do not overlap; "None of these" asks again too', async () => {
    const { clock, ana, bruno, plan, say } = await start();
    await say(ana, 'Friday evening');
    await say(bruno, 'Sunday morning');
    expect((await plan()).status).toBe('asking');
    expect((await lastFromMaya(ana)).text).toMatch(/don't overlap/);
    expect((await lastFromMaya(bruno)).text).toMatch(/don't overlap/);
    await say(ana, 'Saturday afternoon');
    await say(bruno, 'Saturday morning');
    const none = (await lastFromMaya(bruno)).buttons.at(-1)![0]!;
    expect(none.label).toBe('None of these');
    await tapDev(bruno, none.data);
    await deliverAll(app, clock);
    expect((await plan()).status).toBe('asking');
    expect((await mayaMessages(ana)).some((m) => /Bruno can't make those times/.test(m.text))).toBe(true);
  });

  it('either can start by command; reschedule asks again; a block stops the plan', async () => {
    const { clock, db, ana, bruno, pairId, plan, say } = await start();
    await say(bruno, 'schedule a date');
    expect((await lastFromMaya(bruno)).text).toMatch(/already finding a time/);
    await say(ana, 'Saturday afternoon');
    await say(bruno, 'Saturday morning');
    const [a, b] = [await lastFromMaya(ana), await lastFromMaya(bruno)];
    await tapDev(ana, a.buttons[1]![0]!.data);
    await tapDev(bruno, b.buttons[1]![0]!.data);
    await deliverAll(app, clock);
    const reschedule = (await lastFromMaya(ana)).buttons[0]!.find((x) => x.label === 'Reschedule')!;
    await tapDev(ana, reschedule.data);
    await deliverAll(app, clock);
    expect((await plan()).status).toBe('asking');
    expect((await lastFromMaya(bruno)).text).toMatch(/Ana would like to find another time/);

    await db.insert(t.memberBlocks).values({ blockerUserId: ana.userId, blockedUserId: bruno.userId });
    await db.update(t.agentPairs).set({ status: 'closed' }).where(eq(t.agentPairs.id, pairId));
    // Before the housekeeping stops the plan, Bruno's words already go to the companion.
    await say(bruno, 'Saturday evening');
    expect((await plan()).highAvailabilityText).toBeNull();
    await app.messenger.housekeeping(clock.now());
    expect((await plan()).status).toBe('cancelled');
    // Bruno's next words go to the companion, not to the plan.
    await say(bruno, 'Saturday morning');
    expect((await plan()).highAvailabilityText).toBeNull();
    await say(bruno, 'DATE');
    expect((await lastFromMaya(bruno)).text).toMatch(/Once you and someone/);
  });
});
