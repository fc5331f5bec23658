import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { Channel } from '../lib/channels';

/** POST /api/handoff/complete { channel }: marks the handoff step complete (starts the person's automation). */
export const HANDOFF_COMPLETE_API_PATH = '/api/handoff/complete';

export const completeHandoff = (channel: Channel) => api<{ ok: true }>(HANDOFF_COMPLETE_API_PATH, { method: 'POST', body: { channel } });

export const useCompleteHandoff = () => useMutation({ mutationKey: ['handoff', 'complete'], mutationFn: completeHandoff });
