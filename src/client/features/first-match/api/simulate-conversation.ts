import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { conversationResponseSchema } from '@shared/schemas/simulation';

export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/**
 * POST /api/simulation/conversation (spec §7.1 simulate_conversation): a short preview chat with the
 * person's kept match (the server knows it, and its seed).
 */
export const simulateConversation = () =>
  api(apiPaths.simulateConversation, {
    method: 'POST',
    body: {},
    schema: conversationResponseSchema,
    invalidMessage: 'Invalid simulation response format',
  });

export const useSimulateConversation = () =>
  useMutation({ mutationKey: ['connections', 'simulate-conversation'], mutationFn: simulateConversation });
