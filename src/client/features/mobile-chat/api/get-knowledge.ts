import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { knowledgeSchema } from '@shared/schemas/companion';

/** GET /api/mobile-chat/companion/knowledge: every remembered fact and learned preference, with its source ('What Maya knows'). */
export const getKnowledge = (signal?: AbortSignal) => api(apiPaths.companionKnowledge, { signal, schema: knowledgeSchema });

/** Maya learns with every message: a mounted panel always reads afresh. */
export const knowledgeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.companionKnowledge, queryFn: ({ signal }) => getKnowledge(signal), staleTime: 0 });

export const useKnowledge = (enabled = true) => useQuery({ ...knowledgeQueryOptions(), enabled });
