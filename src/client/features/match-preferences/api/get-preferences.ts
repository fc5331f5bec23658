import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { preferencesAnswerSchema } from '@shared/schemas/member-preferences';

/** GET /api/agent/preferences (issue 31): who the person told Maya they'd like to meet, or null. */
export const getPreferences = (signal?: AbortSignal) => api(apiPaths.agentPreferences, { signal, schema: preferencesAnswerSchema });

export const usePreferences = () =>
  useQuery({
    queryKey: queryKeys.agentPreferences,
    queryFn: ({ signal }) => getPreferences(signal),
    select: (answer) => answer.preferences,
  });
