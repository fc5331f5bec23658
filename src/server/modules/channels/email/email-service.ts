import nodemailer from 'nodemailer';
import type { Database } from '../../../db/client';
import { recordOutbox } from '../outbox-store';

/** `userId`: the person the e-mail is for, when they have an account (the outbox shows it to them). */
export type Email = { to: string; subject: string; text: string; userId?: string | null };
export type EmailService = { readonly kind: 'outbox' | 'smtp'; send(email: Email): Promise<void> };

/**
 * E-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise into the outbox, where the dev
 * outbox page and tests read it. Either way the outbox keeps a copy.
 */
export function createEmailService(db: Database, options: { smtpUrl?: string; from: string }): EmailService {
  const copy = (e: Email) => ({ kind: 'email' as const, userId: e.userId ?? null, recipient: e.to, subject: e.subject, body: e.text });
  if (!options.smtpUrl) {
    // The outbox is this set-up's delivery: an e-mail written there has been sent.
    return { kind: 'outbox', send: (e) => recordOutbox(db, { ...copy(e), status: 'sent' }) };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(e) {
      try {
        const info = await transport.sendMail({ from: options.from, to: e.to, subject: e.subject, text: e.text });
        await recordOutbox(db, { ...copy(e), status: 'sent', payload: { messageId: info.messageId } });
      } catch (err) {
        await recordOutbox(db, { ...copy(e), status: 'failed' });
        throw err;
      }
    },
  };
}
