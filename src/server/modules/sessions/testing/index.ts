/**
 * The sessions' inner timings that tests read directly, beside the face: how long a refresh token's reuse returns
 * the same pair, and how long a rotated access token keeps working.
 */
export { ACCESS_GRACE_MS, REFRESH_REUSE_INTERVAL_MS } from '../session-store';
