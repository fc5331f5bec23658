import type { SessionUser } from '@shared/schemas/auth';

/** The only shape of a session the browser sees: who, and when the access token lapses (seconds). */
export const sessionView = (
  user: { id: string; email: string | null; createdAt: Date },
  displayName: string | null,
  accessExpiresAt: Date,
) => ({
  user: { id: user.id, email: user.email, created_at: user.createdAt.toISOString(), display_name: displayName } satisfies SessionUser,
  expires_at: Math.floor(accessExpiresAt.getTime() / 1000),
});
