import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { replyCodeIn } from '@shared/domain/handoff/phone';
import { introducePair } from '../../src/server/modules/channels/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { addProposal, signedInMember } from './helpers/agent-fixtures';
import { fakeTwilio, replyFromPhone, twilioConfig } from './helpers/fake-twilio';
import { ANA, BRUNO } from './helpers/inapp';
import { connectDev, deliverAll, fakeClock, mayaSaid } from './helpers/messenger';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const PHONE = '+14155550102';

describe(`a held relay message on WhatsApp (numbered options) on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('shows Edit, Cancel and Send anyway as numbered lines; "3" sends it anyway, with "Does this bother you?"', async () => {
    const clock = fakeClock();
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    const app: FastifyInstance = await createTestApp({ ...twilioConfig(twilio.url) }, { messenger: { now: clock.now } });
    closers.push(() => app.close());
    const { db } = await getTestDatabase();
    const ana = await signedInMember(app, db, ANA);
    const bruno = await signedInMember(app, db, BRUNO);
    await ana.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: PHONE } });
    await replyFromPhone(app, PHONE, `YES ${replyCodeIn(twilio.requests.at(-1)?.form.get('Body'))}`);
    await connectDev(bruno);
    const pairId = await addProposal(db, ana.userId, bruno.userId, {
      status: 'introduced',
      decisions: { [ana.userId]: 'approve', [bruno.userId]: 'approve' },
    });
    await introducePair(db, app.messenger.notify, pairId, clock.now());
    await deliverAll(app, clock);
    const giftCards = "send me $200 in gift cards and I'll come see you";
    await replyFromPhone(app, PHONE, giftCards, 'SM0201');
    await deliverAll(app, clock);
    const bodies = () => twilio.requests.map((r) => r.form.get('Body'));
    expect(bodies().at(-1)).toMatch(/^I haven't sent that to Bruno yet\.[\s\S]*\n\n1\. Edit\n2\. Cancel\n3\. Send anyway$/);
    expect((await mayaSaid(bruno)).some((x) => x.includes('gift cards'))).toBe(false);
    await replyFromPhone(app, PHONE, '3', 'SM0202');
    await deliverAll(app, clock);
    expect(bodies().slice(-2)).toEqual(['Sent to Bruno.', 'Sent']); // the tap's own answer follows on WhatsApp
    expect((await mayaSaid(bruno)).at(-1)).toBe(`Ana: ${giftCards}\n\nDoes this bother you?`);
  });
});
