import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

/** POST /api/connect/test-message (spec §7.1 human-loop send_test_message). */
export const TEST_MESSAGE_API_PATH = '/api/connect/test-message';

export const sendTestMessage = () => api<{ ok: true }>(TEST_MESSAGE_API_PATH, { method: 'POST', body: {} });

export const useSendTestMessage = () => useMutation({ mutationKey: ['connect', 'test-message'], mutationFn: sendTestMessage });
