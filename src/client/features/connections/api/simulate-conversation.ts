import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@client/lib/api-client';
import { conversationResponseSchema } from '@shared/schemas/simulation';

export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** POST /api/simulation/conversation (spec §7.1 simulate_conversation): a short preview chat. */
export const SIMULATE_CONVERSATION_API_PATH = '/api/simulation/conversation';

/** Simulates a first conversation with the person's kept match (the server knows it, and its seed). */
export async function simulateConversation(): Promise<ConversationResponse> {
  const data = await api<unknown>(SIMULATE_CONVERSATION_API_PATH, { method: 'POST', body: {} });
  const parsed = conversationResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error('Invalid simulation response format');
  return parsed.data;
}

export const useSimulateConversation = () =>
  useMutation({ mutationKey: ['connections', 'simulate-conversation'], mutationFn: simulateConversation });
