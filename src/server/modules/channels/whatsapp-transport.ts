import type { MessagingService } from './twilio/messaging-service';
import type { ChatButton, SendResult, Transport } from './transport';

/** WhatsApp has no inline keyboard here: buttons become numbered lines the person answers with. */
export const numberedButtons = (buttons: ChatButton[][] | undefined) =>
  (buttons ?? [])
    .flat()
    .map((b, i) => `${i + 1}. ${b.label}`)
    .join('\n');

/**
 * Twilio's error codes that no retry fixes: 21610 the person replied STOP to Twilio, 63016 outside
 * the 24-hour window (the dispatcher checks it first, the provider has the last word), 21211/21614
 * not a WhatsApp number.
 */
const PERMANENT = new Map([
  ['21610', 'unsubscribed (STOP at Twilio)'],
  ['63016', 'outside the 24-hour window'],
  ['21211', 'invalid number'],
  ['21614', 'not a mobile number'],
]);

/**
 * WhatsApp through the existing Twilio sender (modules/channels/twilio; with no Twilio configured it
 * records to the dev outbox). The 24-hour window is the dispatcher's rule (whatsapp-window.ts):
 * outside it only the window invitation goes out, as the approved template `templateSid`. A
 * document (the date's .ics) cannot go as a file without a public media URL: the text says where
 * to find it instead.
 */
export function whatsappTransport(messaging: MessagingService, templateSid?: string): Transport {
  return {
    channel: 'whatsapp',
    invitesOutsideWindow: Boolean(templateSid),
    async send(m): Promise<SendResult> {
      const parts = [m.text, numberedButtons(m.buttons), m.document ? `(${m.document.filename} is on your Maya page.)` : ''];
      if (m.windowInvite && !templateSid) return { ok: false, error: 'no WhatsApp template configured', permanent: true };
      const template =
        m.windowInvite && templateSid ? { contentSid: templateSid, variables: { '1': m.windowInvite.firstName } } : undefined;
      try {
        await messaging.send({ to: m.address, body: parts.filter(Boolean).join('\n\n'), channel: 'whatsapp', template });
        return { ok: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const code = /code (\d+)/.exec(error)?.[1];
        if (code && PERMANENT.has(code)) return { ok: false, error: PERMANENT.get(code)!, permanent: true };
        return { ok: false, error, ...(/Twilio answered 429/.test(error) ? { retryAfterSeconds: 5 } : {}) };
      }
    },
  };
}
