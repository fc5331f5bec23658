import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { recordOutbox } from '../outbox/outbox';

export type Email = { to: string; subject: string; text: string };
export type EmailService = { readonly kind: 'outbox' | 'smtp'; send(email: Email): Promise<void> };

/**
 * E-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise into the outbox, where the dev
 * outbox page and tests read it. Either way the outbox keeps a copy.
 */
export function createEmailService(db: Database, options: { smtpUrl?: string; from: string }): EmailService {
  if (!options.smtpUrl) {
    return { kind: 'outbox', send: (e) => recordOutbox(db, { kind: 'email', recipient: e.to, subject: e.subject, body: e.text, status: 'pending' }) };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(e) {
      try {
        const info = await transport.sendMail({ from: options.from, to: e.to, subject: e.subject, text: e.text });
        await recordOutbox(db, { kind: 'email', recipient: e.to, subject: e.subject, body: e.text, status: 'sent', payload: { messageId: info.messageId } });
      } catch (err) {
        await recordOutbox(db, { kind: 'email', recipient: e.to, subject: e.subject, body: e.text, status: 'failed' });
        throw err;
      }
    },
  };
}
