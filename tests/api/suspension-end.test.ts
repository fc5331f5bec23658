import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { findCandidates, loadPoolMember, utcDay, type PoolMember } from '../../src/server/modules/agents/testing';
import { introducePair } from '../../src/server/modules/channels/testing';
import { SUSPENSION_ENDED } from '../../src/shared/domain/moderation/sanction';
import { testDriver } from '../setup/test-db';
import { addMember } from './helpers/agent-fixtures';
import { twoMembers } from './helpers/inapp';
import { sendDev } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const STAFF = { MODERATOR_EMAILS: 'mo.moderator@maya.test' };
const DAY = 86_400_000;

/** Issue 42 item 3, ADR 065: when a suspension ends Maya tells the member, and they are back in the pool and the relay. */
describe(`a suspension's end on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('tells the member once, on the clock, and puts them back in the pool and the relay', async () => {
    const world = await twoMembers({ config: STAFF });
    app = world.app;
    const { db, ana, bruno, clock, inbox } = world;
    const decisions = { [ana.userId]: 'approve' as const, [bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(db, app.messenger.notify, pairId, clock.now());
    const say = async (text: string) => {
      await sendDev(ana, text);
      await world.deliver();
    };
    await say("send me $200 in gift cards and I'll come see you");
    const moderator = await signIn(app, { email: 'mo.moderator@maya.test', name: 'Mo Moderator' });
    const items = (await moderator.request({ method: 'GET', url: '/api/admin/queue' })).json().items as { key: string }[];
    const suspended = await moderator.request({
      method: 'POST',
      url: '/api/admin/actions',
      payload: { item: items[0]!.key, action: 'suspend', reason: 'Asked for gift cards', days: 2 },
    });
    expect(suspended.statusCode).toBe(200);
    const start = clock.now().getTime();
    const housekeeping = async (at: number) => {
      clock.set(new Date(at));
      await app!.messenger.housekeeping(clock.now());
      await app!.messenger.housekeeping(clock.now());
      await world.deliver();
    };
    const told = async () => (await inbox(ana)).filter((m) => m.text === SUSPENSION_ENDED);
    const carla = await addMember(db, { name: 'Carla Dias', email: 'carla@example.com' });
    const candidatesOfCarla = async () => {
      const today = utcDay(clock.now());
      return (await findCandidates(db, (await loadPoolMember(db, carla, today)) as PoolMember, clock.now(), 10, 10)).top.map(
        (c) => c.userId,
      );
    };
    expect(await candidatesOfCarla()).not.toContain(ana.userId);

    await housekeeping(start + 2 * DAY - 60_000);
    expect(await told()).toEqual([]);
    await housekeeping(start + 2 * DAY);
    expect(await told()).toHaveLength(1);
    expect(SUSPENSION_ENDED).toMatch(/^A message from the Maya team: your suspension has ended\./);
    const [sanction] = await db.select().from(t.memberSanctions).where(eq(t.memberSanctions.userId, ana.userId));
    expect(sanction).toMatchObject({ state: 'served', appeal: null });
    expect(await candidatesOfCarla()).toContain(ana.userId);
    await say('Sorry about that. The tile museum on Thursday?');
    expect((await inbox(bruno)).map((m) => m.text)).toContain('Ana: Sorry about that. The tile museum on Thursday?');
    // Later passes, and a second instance's, tell her nothing more.
    await housekeeping(start + 3 * DAY);
    expect(await told()).toHaveLength(1);
  });
});
