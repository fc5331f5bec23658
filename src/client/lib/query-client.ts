import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;

/** Spec §9: stale 5 min, gc 10 min; never retry a 4xx, otherwise up to 3 attempts. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
