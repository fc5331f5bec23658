import { api } from '@client/lib/api-client';
import { apiPaths } from '@client/config/paths';
import type { SessionUser } from '@shared/schemas/auth';

export type CallbackResult = { session: { user: SessionUser; expires_at: number }; redirect_to: string };

/** Hands the provider's answer (the callback query string) to the server, which redeems the code. */
export const completeCallback = (query: string) => api<CallbackResult>(apiPaths.callback, { method: 'POST', body: { query } });
