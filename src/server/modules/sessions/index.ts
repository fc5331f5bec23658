/**
 * Sessions (§4.2, ADR 002): access and refresh tokens, rotation, sign-in flows. The only file outside this
 * module may import (ADR 046).
 */
export { authenticate, createSession, revoke, rotateRefreshToken, sessionIdForRefreshToken, type IssuedTokens } from './session-store';
export { SIGN_IN_FLOW_TTL_MS, consumeSignInFlow, saveSignInFlow } from './sign-in-flows';
