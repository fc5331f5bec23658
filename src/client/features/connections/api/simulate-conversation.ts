import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { conversationResponseSchema, type MatchProfile } from '@shared/schemas/simulation';

export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** POST /api/simulation/conversation (spec §7.1 simulate_conversation): a short preview chat with `matchProfile` (the match as /match returned it). */
export const simulateConversation = (matchProfile: MatchProfile) =>
  api(apiPaths.simulateConversation, { method: 'POST', body: { matchProfile }, schema: conversationResponseSchema, invalidMessage: 'Invalid simulation response format' });

export const useSimulateConversation = () =>
  useMutation({ mutationKey: ['connections', 'simulate-conversation'], mutationFn: simulateConversation });
