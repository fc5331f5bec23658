import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authFlowStates } from '../../db/schema';
import { hashToken, safeEqual } from '../../lib/tokens';
import type { SignInChecks } from '@server/modules/oidc';

export const SIGN_IN_FLOW_TTL_MS = 10 * 60 * 1000;

/** Stores one sign-in attempt, bound to this browser by a random cookie value. */
export async function saveSignInFlow(
  db: Database,
  input: { checks: SignInChecks; browserBinding: string; redirectTo: string; provider: string },
  now = new Date(),
) {
  await db.delete(authFlowStates).where(lt(authFlowStates.expiresAt, now));
  await db.insert(authFlowStates).values({
    stateHash: hashToken(input.checks.state),
    browserBindingHash: hashToken(input.browserBinding),
    nonce: input.checks.nonce,
    codeVerifier: input.checks.codeVerifier,
    redirectTo: input.redirectTo,
    provider: input.provider,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_FLOW_TTL_MS),
  });
}

export type ConsumedFlow = { checks: SignInChecks; redirectTo: string };

/**
 * Takes the flow for `state` out of the store (single use, even when the checks then fail).
 * Null when the state is unknown, expired, already used, or was started in another browser.
 */
export async function consumeSignInFlow(
  db: Database,
  state: string,
  browserBinding: string | undefined,
  now = new Date(),
): Promise<ConsumedFlow | null> {
  const [row] = await db
    .delete(authFlowStates)
    .where(eq(authFlowStates.stateHash, hashToken(state)))
    .returning();
  if (!row || row.expiresAt <= now || !browserBinding) return null;
  if (!safeEqual(row.browserBindingHash, hashToken(browserBinding))) return null;
  return { checks: { state, nonce: row.nonce, codeVerifier: row.codeVerifier }, redirectTo: row.redirectTo };
}
