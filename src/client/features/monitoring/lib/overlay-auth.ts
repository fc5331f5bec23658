/** What the overlays know of the session, handed down by the app (features do not import the auth feature). */
export type OverlayAuth = {
  userId: string | null;
  /** Seconds since the epoch (§3 "Session"). */
  expiresAt: number | null;
  /** The person pressed Sign Out in this tab. */
  signedOutHere: boolean;
  /** The session is still being read. */
  loading: boolean;
};
