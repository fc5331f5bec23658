import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createEmailService, createMessagingService } from '../../src/server/modules/channels';
import { twilioSignature } from '../../src/server/modules/channels/testing';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { replyCodeIn } from '@shared/domain/handoff/phone';
import { fakeTwilio, replyFromPhone, twilioConfig } from './helpers/fake-twilio';
import { drainInbox } from './helpers/messenger';
import { ORIGIN, createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`messaging and e-mail providers on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("sends WhatsApp messages through Twilio's REST API and keeps a copy in the outbox", async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    const messaging = createMessagingService(handle.db, { accountSid: 'AC1', authToken: 'tok', from: '+15005550006', apiBase: twilio.url });
    await messaging.send({ to: '+14155550123', body: 'Hello', channel: 'whatsapp' });
    expect(twilio.requests[0]!.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(twilio.requests[0]!.auth).toBe(`Basic ${Buffer.from('AC1:tok').toString('base64')}`);
    expect(Object.fromEntries(twilio.requests[0]!.form)).toEqual({
      To: 'whatsapp:+14155550123',
      From: 'whatsapp:+15005550006',
      Body: 'Hello',
    });
    const [row] = await handle.db.select().from(t.outbox);
    expect(row).toMatchObject({ status: 'sent', payload: { provider: 'twilio', sid: 'SM123', channel: 'whatsapp' } });
  });

  it('reports a Twilio refusal as an error, recorded as failed', async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const twilio = await fakeTwilio(400);
    closers.push(twilio.close);
    const messaging = createMessagingService(handle.db, { accountSid: 'AC1', authToken: 'tok', from: '+15005550006', apiBase: twilio.url });
    await expect(messaging.send({ to: '+1', body: 'x', channel: 'sms' })).rejects.toThrow('Twilio answered 400 (code 21211)');
    const [row] = await handle.db.select().from(t.outbox);
    expect(row!.status).toBe('failed');
  });

  it('sends e-mail over SMTP to a local server', async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (c) => (data += c));
        stream.on('end', () => (received.push(data), callback()));
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    closers.push(() => new Promise((r) => smtp.close(() => r(undefined))));
    const port = (smtp.server.address() as AddressInfo).port;
    const email = createEmailService(handle.db, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Maya <hello@maya.app>' });
    await email.send({ to: 'ada@example.com', subject: "You're in", text: 'Welcome to Maya' });
    expect(received[0]).toContain("Subject: You're in");
    expect(received[0]).toContain('Welcome to Maya');
    expect(received[0]).toContain('To: ada@example.com');
    const [row] = await handle.db.select().from(t.outbox);
    expect(row).toMatchObject({ kind: 'email', status: 'sent' });
  });

  it('confirms the connection when the person replies with the code through the signed webhook, and obeys PAUSE', async () => {
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    const app = await createTestApp(twilioConfig(twilio.url));
    closers.push(() => app.close());
    const b = await signIn(app);
    await b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+14155550123' } });
    await b.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'whatsapp' } });
    // With a real provider nothing is simulated: still waiting until the reply arrives.
    expect((await b.request({ method: 'GET', url: '/api/connect/status' })).json().status).toBe('verification_sent');
    const code = replyCodeIn(twilio.requests[0]!.form.get('Body'));
    expect(code).toMatch(/^\d{6}$/);
    const params = { From: 'whatsapp:+14155550123', Body: `YES ${code}` };
    const url = `${ORIGIN}/api/webhooks/twilio`;
    const post = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/webhooks/twilio',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });
    expect((await post('forged')).statusCode).toBe(403);
    expect((await b.request({ method: 'GET', url: '/api/connect/status' })).json().status).toBe('verification_sent');
    const ok = await post(twilioSignature('secret-token', url, params));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/xml');
    expect((await b.request({ method: 'GET', url: '/api/connect/status' })).json().status).toBe('connected');
    expect((await replyFromPhone(app, '+14155550123', 'pause')).statusCode).toBe(200);
    await drainInbox(app);
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json().status).toBe('paused');
  });
});
