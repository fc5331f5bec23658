import { describe, expect, it } from 'vitest';
import type { MessagingService, OutgoingMessage } from './twilio/messaging-service';
import { whatsappTransport } from './whatsapp-transport';

const messaging = (fail?: string) => {
  const sent: OutgoingMessage[] = [];
  const service: MessagingService = {
    kind: 'twilio',
    send: async (m) => {
      if (fail) throw new Error(fail);
      sent.push(m);
    },
  };
  return { service, sent };
};

describe('whatsappTransport', () => {
  it('sends the text with buttons as numbered replies, and says where a document is', async () => {
    const { service, sent } = messaging();
    const result = await whatsappTransport(service).send({
      channel: 'whatsapp',
      address: '+14155550101',
      text: 'Meet Ana?',
      buttons: [
        [
          { label: 'Approve', data: 'p:1:a' },
          { label: 'Pass', data: 'p:1:p' },
        ],
        [{ label: 'Tell me more', data: 'p:1:m' }],
      ],
      document: { filename: 'date.ics', mimeType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
    });
    expect(result).toEqual({ ok: true });
    expect(sent).toEqual([
      {
        to: '+14155550101',
        channel: 'whatsapp',
        body: 'Meet Ana?\n\n1. Approve\n2. Pass\n3. Tell me more\n\n(date.ics is on your Maya page.)',
      },
    ]);
  });

  it("makes Twilio's STOP and window refusals permanent, and anything else worth a retry", async () => {
    const send = (error: string) => whatsappTransport(messaging(error).service).send({ channel: 'whatsapp', address: '+1', text: 'x' });
    expect(await send('Twilio answered 400 (code 21610)')).toEqual({ ok: false, error: 'unsubscribed (STOP at Twilio)', permanent: true });
    expect(await send('Twilio answered 400 (code 63016)')).toMatchObject({ permanent: true });
    expect(await send('Twilio answered 503')).toEqual({ ok: false, error: 'Twilio answered 503' });
    expect(await send('Twilio answered 429 (code 20429)')).toMatchObject({ retryAfterSeconds: 5 });
  });

  it('sends the window invitation as the approved template, addressed by first name; without one it refuses for good', async () => {
    const { service, sent } = messaging();
    const sid = `HX${'0'.repeat(32)}`;
    const invite = {
      channel: 'whatsapp' as const,
      address: '+1',
      text: 'Maya has news for you: reply to see it.',
      windowInvite: { firstName: 'Ana' },
    };
    expect(whatsappTransport(service, sid).invitesOutsideWindow).toBe(true);
    expect(await whatsappTransport(service, sid).send(invite)).toEqual({ ok: true });
    expect(sent[0]).toMatchObject({ body: invite.text, template: { contentSid: sid, variables: { 1: 'Ana' } } });
    expect(whatsappTransport(service).invitesOutsideWindow).toBe(false);
    expect(await whatsappTransport(service).send(invite)).toEqual({ ok: false, error: 'no WhatsApp template configured', permanent: true });
  });
});
