import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { Automation } from '@shared/schemas/handoff';
import { AUTOMATION_API_PATH, automationQueryKey } from './get-automation';

export type AutomationAction = 'pause_automation' | 'resume_automation';

/** POST /api/automation { action } (agent-gateway pause/resume): persisted, so it survives a reload. */
export const updateAutomation = (action: AutomationAction) => api<Automation>(AUTOMATION_API_PATH, { method: 'POST', body: { action } });

export const useUpdateAutomation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['automation', 'update'],
    mutationFn: updateAutomation,
    onSuccess: (automation) => queryClient.setQueryData(automationQueryKey, automation),
  });
};
