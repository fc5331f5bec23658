import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { memberPreferencesSchema, type MemberPreferencesInput } from '@shared/schemas/member-preferences';

/** PUT /api/agent/preferences: saves (or edits) the card; the answer is the saved view. */
export const savePreferences = (input: MemberPreferencesInput) =>
  api(apiPaths.agentPreferences, { method: 'PUT', body: input, schema: memberPreferencesSchema });

/** Saving changes whether the agent may start, so the automation view is read again too. */
export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agent', 'preferences', 'save'],
    mutationFn: savePreferences,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.agentPreferences }),
        queryClient.invalidateQueries({ queryKey: queryKeys.automation }),
      ]),
  });
};
