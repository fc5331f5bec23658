/**
 * Sign-in texts (spec §8.1, §8.2) and the callback's decisions and timings (§4.3, §9).
 */

/** §8.1: the messages /auth shows for its `error` query value. */
export const AUTH_ERROR_MESSAGES = {
  invalid_state: 'Authentication failed. Please try again.',
  callback_failed: 'Sign-in was interrupted. Please try again.',
  invalid_session: 'Session validation failed. Please try again.',
  no_user: 'Authentication incomplete. Please try again.',
  processing_failed: 'Something went wrong. Please try again.',
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export const isAuthErrorCode = (code: unknown): code is AuthErrorCode =>
  typeof code === 'string' && Object.hasOwn(AUTH_ERROR_MESSAGES, code);

/** §8.1: the message for an `error` query value; other values (and none) show nothing. */
export function authErrorMessage(code: string | null | undefined): string | null {
  return isAuthErrorCode(code) ? AUTH_ERROR_MESSAGES[code] : null;
}

// §8.2 callback and sign-in messages.
export const AUTH_FAILED_WITH = (description: string): string => `Authentication failed: ${description}`;
export const SESSION_NOT_ESTABLISHED = 'Authentication session not established. Please try again.';
export const SESSION_VALIDATION_FAILED = 'Session validation failed. Please try again.';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
export const SIGN_IN_FAILED = 'Authentication failed. Please try again.';
export const SIGN_OUT_FAILED = 'Sign-out failed. Please try again.';

// §2.4 / §2.5 labels.
export const SIGNING_IN_LABEL = 'Signing in...';
export const SIGNING_YOU_IN_LABEL = 'Signing you in...';

// §4.3 / §9 callback timings.
export const CALLBACK_READ_DELAY_MS = 1000;
export const CALLBACK_MAX_RETRIES = 3;
export const CALLBACK_RETRY_BASE_MS = 2000;
export const PROVIDER_ERROR_REDIRECT_MS = 3000;
export const NO_SESSION_REDIRECT_MS = 2000;

/** §4.3: 'Retrying authentication (n/3)...' for retry n (1-based). */
export const retryingMessage = (n: number): string => `Retrying authentication (${n}/${CALLBACK_MAX_RETRIES})...`;

/** §4.3: retry n waits 2 s × n. */
export const retryDelay = (attempt: number): number => CALLBACK_RETRY_BASE_MS * attempt;

export const CALLBACK_OUTCOME_KINDS = ['provider_error', 'no_session', 'invalid_session', 'network_error', 'other_error', 'ok'] as const;
export type CallbackOutcomeKind = (typeof CALLBACK_OUTCOME_KINDS)[number];

export type CallbackOutcome =
  | { action: 'redirect'; to: string; afterMs: number; message: string }
  | { action: 'retry'; afterMs: number; message: string; attempt: number }
  | { action: 'done' };

export type ProviderError = {
  /** The identity provider's `error` value (e.g. 'access_denied'). */
  code?: string | null;
  /** The provider's `error_description`, shown as 'Authentication failed: {description}'. */
  description?: string | null;
};

const authPathWithError = (code: string): string => `/auth?error=${encodeURIComponent(code)}`;

/**
 * §4.3: what the callback does next.
 *
 * - `attempt` is the number of retries already made for this callback (0 on the first failure).
 *   A network-like error retries while fewer than 3 retries were made; retry n waits 2 s × n and
 *   shows 'Retrying authentication (n/3)...'. Once the retries are spent, it is treated like any
 *   other error (/auth?error=processing_failed).
 * - A provider error's code comes in the third parameter (the `error` value the provider sent back
 *   to /auth/callback) and becomes /auth?error={code} (URL-encoded). /auth then shows the §8.1
 *   message for known codes and nothing for others, as §8.1 says. With no code we use
 *   'callback_failed' ("Sign-in was interrupted"). The message shown meanwhile is
 *   'Authentication failed: {description}', falling back to the code.
 * - Redirects without a stated delay (invalid session, other errors) happen at once (afterMs 0).
 * - 'ok' is done: the caller replaces the location with the (sanitised) target, /beta by default.
 */
export function callbackOutcome(kind: CallbackOutcomeKind, attempt: number, providerError: ProviderError = {}): CallbackOutcome {
  switch (kind) {
    case 'ok':
      return { action: 'done' };
    case 'provider_error': {
      const code = providerError.code?.trim() || 'callback_failed';
      const description = providerError.description?.trim() || code;
      return {
        action: 'redirect',
        to: authPathWithError(code),
        afterMs: PROVIDER_ERROR_REDIRECT_MS,
        message: AUTH_FAILED_WITH(description),
      };
    }
    case 'no_session':
      return { action: 'redirect', to: '/auth', afterMs: NO_SESSION_REDIRECT_MS, message: SESSION_NOT_ESTABLISHED };
    case 'invalid_session':
      return { action: 'redirect', to: authPathWithError('invalid_session'), afterMs: 0, message: SESSION_VALIDATION_FAILED };
    case 'network_error': {
      const next = Math.max(0, Math.floor(attempt)) + 1;
      if (next <= CALLBACK_MAX_RETRIES)
        return { action: 'retry', afterMs: retryDelay(next), message: retryingMessage(next), attempt: next };
      return { action: 'redirect', to: authPathWithError('processing_failed'), afterMs: 0, message: SOMETHING_WENT_WRONG };
    }
    case 'other_error':
      return { action: 'redirect', to: authPathWithError('processing_failed'), afterMs: 0, message: SOMETHING_WENT_WRONG };
  }
}

const NETWORK_ERROR = /network|fetch|timed? ?out|timeout|econn(?:refused|reset|aborted)|enotfound|eai_again|socket hang up|offline/i;

/** §4.3 "a network-like error": a TypeError from fetch, an abort, or a message that names the network. */
export function isNetworkLikeError(error: unknown): boolean {
  if (error instanceof Error) {
    if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
    if (error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message)) return true;
    return NETWORK_ERROR.test(error.message);
  }
  return typeof error === 'string' && NETWORK_ERROR.test(error);
}
