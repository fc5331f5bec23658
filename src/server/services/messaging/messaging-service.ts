import type { Database } from '../../db/client';
import { recordOutbox } from '../outbox/outbox';

export type OutgoingMessage = { to: string; body: string; channel: 'whatsapp' | 'sms' };
export type MessagingService = { readonly kind: 'outbox' | 'twilio'; send(message: OutgoingMessage): Promise<void> };

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiBase: string };

/**
 * Outgoing WhatsApp/SMS: Twilio's REST API when configured, otherwise the outbox.
 * NOTE: phone numbers are personal data: they go to the provider and the outbox, never to logs.
 */
export function createMessagingService(db: Database, twilio?: TwilioSettings, fetchImpl: typeof fetch = fetch): MessagingService {
  if (!twilio) {
    return { kind: 'outbox', send: (m) => recordOutbox(db, { kind: 'message', recipient: m.to, body: m.body, payload: { channel: m.channel }, status: 'pending' }) };
  }
  return {
    kind: 'twilio',
    async send(m) {
      const prefix = m.channel === 'whatsapp' ? 'whatsapp:' : '';
      const res = await fetchImpl(`${twilio.apiBase}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: `${prefix}${m.to}`, From: `${prefix}${twilio.from}`, Body: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      const status = res.ok ? 'sent' : 'failed';
      const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number };
      await recordOutbox(db, { kind: 'message', recipient: m.to, body: m.body, payload: { channel: m.channel, provider: 'twilio', sid: body.sid ?? null }, status });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}${body.code ? ` (code ${body.code})` : ''}`);
    },
  };
}
