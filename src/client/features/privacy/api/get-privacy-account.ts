import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { privacyAccountSchema } from '@shared/schemas/privacy';

/** GET /api/privacy/account: the account's e-mail, and until when it may be deleted without signing in again. */
export const getPrivacyAccount = (signal?: AbortSignal) => api(apiPaths.privacyAccount, { signal, schema: privacyAccountSchema });

/** Read afresh each time the delete dialog opens: the 10-minute window moves with the clock. */
export const privacyAccountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.privacyAccount, queryFn: ({ signal }) => getPrivacyAccount(signal), staleTime: 0 });

export const usePrivacyAccount = (enabled: boolean) => useQuery({ ...privacyAccountQueryOptions(), enabled });
