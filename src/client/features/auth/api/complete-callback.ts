import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { callbackResponseSchema } from '@shared/schemas/auth';

/** Hands the provider's answer (the callback query string) to the server, which redeems the code. */
export const completeCallback = (query: string) =>
  api(apiPaths.callback, { method: 'POST', body: { query }, schema: callbackResponseSchema });
