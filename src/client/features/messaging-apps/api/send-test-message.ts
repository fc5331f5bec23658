import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { okSchema } from '@shared/schemas/handoff';

/** POST /api/connect/test-message (spec §7.1 human-loop send_test_message). Changes nothing the client caches. */
export const sendTestMessage = () => api(apiPaths.connectTestMessage, { method: 'POST', body: {}, schema: okSchema });

export const useSendTestMessage = () => useMutation({ mutationKey: ['connect', 'test-message'], mutationFn: sendTestMessage });
