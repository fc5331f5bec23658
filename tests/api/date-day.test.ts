import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair } from '../../src/server/modules/channels/testing';
import { testDriver } from '../setup/test-db';
import { getTestDatabase } from '../setup/test-db';
import type { SignedInMember } from './helpers/agent-fixtures';
import { introducedPair, lastFromMaya, mayaMessages } from './helpers/date-plans';
import { deliverAll, fakeClock, sendDev, tapAndAnswer } from './helpers/messenger';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Saturday 5 December 2026, 18:00–19:30 UTC. */
const START = new Date('2026-12-05T18:00:00Z');
const END = new Date('2026-12-05T19:30:00Z');
const MIN = 60_000;
const at = (minutesAfterStart: number) => new Date(START.getTime() + minutesAfterStart * MIN);

/** Issue 42 item 4: on the date day, a link to share the plan with a friend, and "All good? Reply OK". */
describe(`the date day on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    const clock = fakeClock(new Date('2026-12-01T09:00:00Z'));
    app = await createTestApp({}, { messenger: { now: clock.now } });
    const { db } = await getTestDatabase();
    const people = await introducedPair(app, db, { ana: 'Europe/Lisbon', bruno: 'America/New_York' });
    await introducePair(db, app.messenger.notify, people.pairId, clock.now());
    const [plan] = await db
      .insert(t.datePlans)
      .values({
        pairId: people.pairId,
        status: 'agreed',
        chosenStart: START,
        chosenEnd: END,
        sequence: 0,
        placeIdea: { kind: 'gallery', text: 'a gallery or museum', outdoors: false },
        agreedAt: clock.now(),
      })
      .returning({ id: t.datePlans.id });
    const housekeeping = async (when: Date) => {
      clock.set(when);
      await app.messenger.housekeeping(clock.now());
      await app.messenger.housekeeping(clock.now());
      await deliverAll(app, clock);
    };
    const say = async (who: SignedInMember, text: string) => {
      await sendDev(who, text);
      await deliverAll(app, clock);
    };
    const tap = (who: SignedInMember, data: string) => tapAndAnswer(app, who, data);
    const buttonOf = async (who: SignedInMember, label: string) =>
      (await mayaMessages(who))
        .reverse()
        .flatMap((m) => m.buttons.flat())
        .find((b) => b.label === label)!.data;
    const asked = async (who: SignedInMember) =>
      (await mayaMessages(who)).filter((m) => /all good\? Reply OK/i.test(m.text)).map((m) => m.text);
    return { clock, db, ...people, planId: plan!.id, housekeeping, say, tap, buttonOf, asked };
  }

  it('"Share my plan with a friend": a link to the time, the kind of place and the first name only, gone after the date', async () => {
    const { clock, db, ana, bruno, planId, tap } = await start();
    expect(await tap(ana, `dd:${planId}:share`)).toBe('Link ready');
    const text = (await lastFromMaya(ana)).text;
    const url = /http:\/\/[^/]+(\/plan\/([A-Za-z0-9_-]+))/.exec(text)!;
    expect(url[2]!.length).toBeGreaterThanOrEqual(32);
    expect(text).toMatch(/the kind of place and Bruno's first name, nothing else, and it stops working after the date\.$/);
    // Asked again: the same link.
    await tap(ana, `dd:${planId}:share`);
    expect((await lastFromMaya(ana)).text).toContain(url[1]);

    const page = (token: string) => app.inject({ method: 'GET', url: `/api/shared-plans/${token}` });
    const seen = await page(url[2]!);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.json()).toEqual({
      startsAt: START.toISOString(),
      endsAt: END.toISOString(),
      timeZone: 'Europe/Lisbon',
      place: 'a gallery or museum',
      firstName: 'Bruno',
    });
    expect(seen.body).not.toMatch(/Costa|Ana|example\.com/);
    expect((await page('x'.repeat(32))).json()).toEqual({ code: 'shared_plan_not_found', message: "This link doesn't lead to a plan." });

    // Six hours after the date ends: gone.
    clock.set(new Date(END.getTime() + 6 * 60 * MIN - 1));
    expect((await page(url[2]!)).statusCode).toBe(200);
    clock.set(new Date(END.getTime() + 6 * 60 * MIN));
    const gone = await page(url[2]!);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('shared_plan_expired');

    // A cancelled date is gone at once; Bruno cannot share Ana's link, and a stranger's tap shares nothing.
    clock.set(new Date('2026-12-02T09:00:00Z'));
    expect((await page(url[2]!)).statusCode).toBe(200);
    await db.update(t.datePlans).set({ status: 'cancelled' }).where(eq(t.datePlans.id, planId));
    expect((await page(url[2]!)).statusCode).toBe(410);
    expect(await tap(bruno, `dd:${planId}:share`)).toBe('Nothing to share');
  });

  it('an hour after the start "All good? Reply OK"; answered in words, asked nothing more', async () => {
    const { ana, bruno, housekeeping, say, asked, db, planId } = await start();
    await housekeeping(at(59));
    expect(await asked(ana)).toEqual([]);
    await housekeeping(at(60));
    expect(await asked(ana)).toEqual(['All good? Reply OK. (Just checking on your date with Bruno; Bruno never sees this.)']);
    expect(await asked(bruno)).toHaveLength(1);
    await say(ana, 'ok!');
    expect((await lastFromMaya(ana)).text).toBe('Glad to hear it. Enjoy the rest of your date!');
    await housekeeping(at(125));
    expect(await asked(ana)).toHaveLength(1);
    // Bruno did not answer: asked once more, with HELP and the emergency number; then nothing more.
    const again = await asked(bruno);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatch(
      /^Checking once more: all good\? Reply OK\. If you feel unsafe, call .+\. Tap HELP for people who can help and to block or report Ana\.$/,
    );
    expect((await lastFromMaya(bruno)).buttons.flat().map((b) => b.label)).toEqual(['OK', 'HELP']);
    await housekeeping(at(300));
    expect(await asked(bruno)).toHaveLength(2);
    const checks = await db.select().from(t.dateDayChecks).where(eq(t.dateDayChecks.planId, planId));
    expect(checks.map((c) => [c.userId === ana.userId ? 'ana' : 'bruno', c.answer, c.askedAgainAt !== null]).sort()).toEqual([
      ['ana', 'ok', false],
      ['bruno', null, true],
    ]);
    // Ana's "ok!" went to Maya, never to Bruno.
    expect((await mayaMessages(bruno)).some((m) => m.text.startsWith('Ana:'))).toBe(false);
  });

  it('HELP, by button or in words right after the question: the lines of their country, with Block and Report', async () => {
    const { ana, bruno, housekeeping, say, tap, buttonOf, db, planId } = await start();
    await db.update(t.memberPreferences).set({ countryCode: 'GB' }).where(eq(t.memberPreferences.userId, ana.userId));
    await housekeeping(at(61));
    await say(ana, 'HELP');
    const help = await lastFromMaya(ana);
    expect(help.text).toMatch(/^I'm here\. If you're in danger right now, call 999\./);
    expect(help.text).toContain('National Domestic Abuse Helpline: 0808 2000 247');
    expect(help.buttons.flat().map((b) => b.label)).toEqual(['Block Bruno', 'Report Bruno']);
    expect(await tap(ana, help.buttons[0]![0]!.data)).toBe('Blocked');
    // Bruno taps HELP on his question: the same help, for him.
    expect(await tap(bruno, await buttonOf(bruno, 'HELP'))).toBe('Help');
    const [check] = await db.select().from(t.dateDayChecks).where(eq(t.dateDayChecks.userId, ana.userId));
    expect(check).toMatchObject({ planId, answer: 'help' });
    // After the block, Ana is asked nothing more.
    await housekeeping(at(200));
    expect((await mayaMessages(ana)).filter((m) => /Checking once more/.test(m.text))).toEqual([]);
  });
});
