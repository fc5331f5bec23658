import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { automationSchema, type automationActionSchema } from '@shared/schemas/handoff';

export type AutomationAction = z.infer<typeof automationActionSchema>['action'];

/** POST /api/automation { action } (agent-gateway pause/resume): persisted, so it survives a reload. */
export const updateAutomation = (action: AutomationAction) =>
  api(apiPaths.automation, { method: 'POST', body: { action }, schema: automationSchema });

/** The answer is the whole automation view, so the cached one takes it as it is. */
export const useUpdateAutomation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['automation', 'update'],
    mutationFn: updateAutomation,
    onSuccess: (automation) => queryClient.setQueryData(queryKeys.automation, automation),
  });
};
