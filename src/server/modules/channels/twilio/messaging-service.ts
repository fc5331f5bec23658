import type { Database } from '../../../db/client';
import { recordOutbox } from '../outbox-store';

/**
 * `userId`: whose message it is (the outbox shows it to them; opt-in limits count by it).
 * `purpose`: what the message is for, kept in the outbox payload ('opt_in' sends are rate limited).
 */
export type OutgoingMessage = {
  to: string;
  body: string;
  channel: 'whatsapp' | 'sms';
  userId?: string | null;
  purpose?: 'opt_in' | 'test';
  /** An approved WhatsApp template (Twilio's Content API) instead of the body; `body` is still what the outbox copy shows. */
  template?: { contentSid: string; variables: Record<string, string> };
};
export type MessagingService = {
  readonly kind: 'outbox' | 'twilio';
  /** `via`: the transaction to record the outbox copy in (so a limit counted in it sees the copy). */
  send(message: OutgoingMessage, via?: Database): Promise<void>;
};

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiBase: string };

const copy = (m: OutgoingMessage) => ({ kind: 'message' as const, userId: m.userId ?? null, recipient: m.to, body: m.body });
const purpose = (m: OutgoingMessage) => (m.purpose ? { purpose: m.purpose } : {});
const content = (m: OutgoingMessage): Record<string, string> =>
  m.template ? { ContentSid: m.template.contentSid, ContentVariables: JSON.stringify(m.template.variables) } : { Body: m.body };

/**
 * Outgoing WhatsApp/SMS: Twilio's REST API when configured, otherwise the outbox.
 * NOTE: phone numbers are personal data: they go to the provider and the outbox, never to logs.
 */
export function createMessagingService(db: Database, twilio?: TwilioSettings, fetchImpl: typeof fetch = fetch): MessagingService {
  if (!twilio) {
    // The outbox is this set-up's delivery: a message written there has been sent.
    return {
      kind: 'outbox',
      send: (m, via = db) => recordOutbox(via, { ...copy(m), payload: { channel: m.channel, ...purpose(m) }, status: 'sent' }),
    };
  }
  return {
    kind: 'twilio',
    async send(m, via = db) {
      const prefix = m.channel === 'whatsapp' ? 'whatsapp:' : '';
      // An unreachable provider is recorded too: the copy is what opt-in limits count.
      const res = await fetchImpl(`${twilio.apiBase}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: `${prefix}${m.to}`, From: `${prefix}${twilio.from}`, ...content(m) }),
        signal: AbortSignal.timeout(10_000),
      }).catch(async (err: unknown) => {
        await recordOutbox(via, {
          ...copy(m),
          payload: { channel: m.channel, ...purpose(m), provider: 'twilio', sid: null },
          status: 'failed',
        });
        throw err;
      });
      const status = res.ok ? 'sent' : 'failed';
      const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number };
      await recordOutbox(via, {
        ...copy(m),
        payload: { channel: m.channel, ...purpose(m), provider: 'twilio', sid: body.sid ?? null },
        status,
      });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}${body.code ? ` (code ${body.code})` : ''}`);
    },
  };
}
