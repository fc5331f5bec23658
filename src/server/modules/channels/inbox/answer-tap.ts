import type { Channel, Transport } from '../transport';
import type { ClaimedUpdate } from './claim-updates';

/** A tapped button still to be answered: Telegram's callback id (if any) and the answer's text. */
export type TapAnswer = { callbackId?: string; text: string | null };

/**
 * Every tap is answered once, by the first attempt that ends: with the handler's text when it
 * succeeded, without when it failed (Telegram's spinner stops; the retries go on silently).
 * Null when the update is no tap or was answered already.
 */
export function tapToAnswer(row: ClaimedUpdate, text: string | undefined): TapAnswer | null {
  const button = row.event?.button;
  if (!button || row.answeredAt) return null;
  return { callbackId: button.callbackId, text: text ?? null };
}

/** What the row records of it: when, and the text only where no provider call carries it (the dev chat's page reads it). */
export const answerColumns = (tap: TapAnswer | null, now: Date) =>
  tap ? { answeredAt: now, answer: tap.callbackId ? null : tap.text } : {};

/** Telegram's answerCallbackQuery through the chat's transport. A failure (a query too old) is logged, never fatal. */
export async function sendTapAnswer(
  transports: Partial<Record<Channel, Transport>>,
  log: { warn: (obj: object, msg: string) => void },
  channel: Channel,
  tap: TapAnswer | null,
) {
  const transport = transports[channel];
  if (!tap?.callbackId || !transport?.answerCallbackQuery) return;
  const answered = await transport.answerCallbackQuery(tap.callbackId, tap.text ?? undefined);
  if (!answered.ok) log.warn({ channel, error: answered.error }, 'answerCallbackQuery failed');
}
