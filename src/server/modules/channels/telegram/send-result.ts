import { GrammyError, HttpError } from 'grammy';
import type { SendResult } from '../transport';

/**
 * A Bot API failure as the outbox needs it. 429 carries Telegram's own wait (`retry_after`); 400
 * (chat not found, a malformed message) and 403 (the person blocked the bot) never succeed on a
 * retry; 5xx and network failures do. 401/404 (a revoked or mistyped token) are retried, so
 * messages wait for the operator's fix instead of being dropped.
 * NOTE: never put the error's payload or URL in `error`: the URL carries the bot token.
 */
export function sendFailure(error: unknown): Extract<SendResult, { ok: false }> {
  if (error instanceof GrammyError) {
    const reason = `telegram ${error.error_code}: ${error.description}`;
    if (error.error_code === 429) return { ok: false, error: reason, retryAfterSeconds: error.parameters.retry_after ?? 1 };
    if (error.error_code === 400 || error.error_code === 403) return { ok: false, error: reason, permanent: true };
    return { ok: false, error: reason };
  }
  if (error instanceof HttpError) return { ok: false, error: `telegram unreachable: ${error.message}` };
  return { ok: false, error: `telegram call failed: ${error instanceof Error ? error.name : 'unknown error'}` };
}
