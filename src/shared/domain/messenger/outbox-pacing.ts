/**
 * The messaging outbox's timing rules (docs/messenger.md): at most one message a second per chat
 * (Telegram's limit), retries backing off exponentially with jitter, the provider's own wait
 * honoured, and a message given up only when it is a day old.
 */
export const CHAT_GAP_MS = 1000;
export const RETRY_BASE_MS = 2000;
export const RETRY_CAP_MS = 5 * 60 * 1000;
/** A message still undelivered after this long is marked failed: news a day late does more harm than good. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long a claimed message stays invisible to other dispatchers while one sends it. */
export const CLAIM_LEASE_MS = 30_000;
/** WhatsApp's customer-care window: free-form messages only within 24 hours of the person's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The wait before attempt `attempts + 1` after `attempts` failures: base·2^(n−1) capped, with "equal
 * jitter" (half fixed, half random) so a provider coming back is not hit by every chat at once.
 * `random` in [0, 1). The provider's `retryAfterSeconds` is a floor.
 */
export function retryDelayMs(attempts: number, random: number, retryAfterSeconds?: number): number {
  const exp = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(exp / 2 + (exp / 2) * Math.min(Math.max(random, 0), 1));
  const floor = retryAfterSeconds && retryAfterSeconds > 0 ? Math.min(retryAfterSeconds * 1000, 60 * 60 * 1000) : 0;
  return Math.max(jittered, floor);
}

/** Whether a message created at `createdAt` is too old to keep trying. */
export const tooOldToRetry = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS;

/** Whether Maya may write free-form to a WhatsApp chat whose person last wrote at `lastInboundAt`. */
export const insideWhatsappWindow = (lastInboundAt: Date | null, now: Date) =>
  lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < WHATSAPP_WINDOW_MS;

/** A permanent failure that means the person blocked the bot or the chat is gone: the link is disconnected. */
export const meansChatGone = (error: string) =>
  /blocked|deactivated|kicked|chat not found|user not found|unsubscribed|opted out/i.test(error);
