import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { insideWhatsappWindow, meansChatGone, retryDelayMs, tooOldToRetry } from '@shared/domain/messenger/outbox-pacing';
import { claimDue, type ClaimedMessage } from './claim-due';
import { disconnectLink } from './links';
import { cancelPending } from './outbox-store';
import type { Channel, SendResult, Transport } from './transport';
import { holdOutsideWindow, inviteFor, isWindowInvite, moveToOpenChat } from './whatsapp-window';

/** A reason not to send this message after all (checked at delivery, not only when it was queued), or null. */
export type DeliveryCheck = (m: ClaimedMessage) => Promise<string | null>;

export type DeliverDeps = {
  db: Database;
  transports: Partial<Record<Channel, Transport>>;
  /** [0, 1): the backoff's jitter (tests fix it). */
  random?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
  checks?: DeliveryCheck[];
};

/** `moved`: outside WhatsApp's window, sent on to the person's other connected chat (whatsapp-window.ts). */
export type DeliverCount = { sent: number; retried: number; failed: number; held: number; moved: number };

/** Sends what is due now (each chat's next message), and records each outcome. Returns the counts. */
export async function deliverDue(deps: DeliverDeps, now: Date): Promise<DeliverCount> {
  const claimed = await claimDue(deps.db, now);
  const count: DeliverCount = { sent: 0, retried: 0, failed: 0, held: 0, moved: 0 };
  await Promise.all(claimed.map(async (m) => count[await deliverOne(deps, m, now)]++));
  return count;
}

async function deliverOne(deps: DeliverDeps, m: ClaimedMessage, now: Date): Promise<keyof DeliverCount> {
  const channel = m.channel as Channel;
  const transport = deps.transports[channel];
  if (!transport) return fail(deps, m, `no ${channel} transport configured`, now);
  for (const check of deps.checks ?? []) {
    const reason = await check(m);
    if (reason) return fail(deps, m, reason, now);
  }
  let windowInvite: { firstName: string } | undefined;
  if (channel === 'whatsapp') {
    const inside = insideWhatsappWindow(m.lastInboundAt, now);
    // The invitation is for a closed window only: once the person wrote, what was held goes out instead.
    if (isWindowInvite(m)) {
      if (inside) return fail(deps, m, 'not_needed: the person wrote again before the invitation went out', now);
      windowInvite = await inviteFor(deps.db, m.userId);
    } else if (!inside) {
      if (await moveToOpenChat(deps.db, m, now)) return 'moved';
      return (await holdOutsideWindow(deps.db, transport, m, now), 'held');
    }
  }
  const message = { channel, address: m.address, text: m.text, buttons: m.buttons ?? undefined, document: m.document ?? undefined };
  const result: SendResult = await transport
    .send(windowInvite ? { ...message, windowInvite } : message)
    .catch((err: unknown) => ({ ok: false, error: err instanceof Error ? err.message : String(err) }));
  if (result.ok) {
    await deps.db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, m.id));
    return 'sent';
  }
  if (result.permanent) {
    if (meansChatGone(result.error)) {
      // The person blocked the bot or the chat is gone: nothing more is sent there.
      await disconnectLink(deps.db, m.userId, channel, now);
      await cancelPending(deps.db, m.userId, channel, `chat gone: ${result.error}`);
    }
    return fail(deps, m, result.error, now);
  }
  if (tooOldToRetry(m.createdAt, now)) return fail(deps, m, `gave up after a day: ${result.error}`, now);
  const delay = retryDelayMs(m.attempts, (deps.random ?? Math.random)(), result.retryAfterSeconds);
  await deps.db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + delay), lastError: result.error.slice(0, 500) })
    .where(eq(outbox.id, m.id));
  return 'retried';
}

async function fail(deps: DeliverDeps, m: ClaimedMessage, error: string, now: Date): Promise<'failed'> {
  // NOTE: the error names the channel and reason, never the address.
  deps.log?.warn({ outboxId: m.id, channel: m.channel, error: error.slice(0, 200) }, 'messenger message failed');
  await deps.db
    .update(outbox)
    .set({ status: 'failed', lastError: error.slice(0, 500), nextAttemptAt: now })
    .where(eq(outbox.id, m.id));
  return 'failed';
}
