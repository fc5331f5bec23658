import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { sessionResponseSchema } from '@shared/schemas/auth';

/** Rotates the refresh token; a 401 means the session is over (expired, revoked or reused). */
export const refreshSession = () => api(apiPaths.refresh, { method: 'POST', body: {}, schema: sessionResponseSchema });
