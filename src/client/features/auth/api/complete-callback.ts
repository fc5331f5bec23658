import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { callbackResponseSchema } from '@shared/schemas/auth';

/**
 * Hands the provider's answer (the callback query string) to the server, which redeems the code,
 * with this browser's time zone (the server reads sign-in hours on the person's clock, §9).
 */
export const completeCallback = (query: string) =>
  api(apiPaths.callback, {
    method: 'POST',
    body: { query, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    schema: callbackResponseSchema,
  });
