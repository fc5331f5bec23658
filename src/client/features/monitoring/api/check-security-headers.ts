import { queryOptions, useQuery } from '@tanstack/react-query';
import { missingSecurityHeaders } from '../lib/security-headers';

/**
 * §7.3: a HEAD request to the app's own origin, and the required security headers its answer lacks.
 * `cache: 'no-store'` so the answer is the server's, not a cached copy's.
 */
export async function checkSecurityHeaders(): Promise<string[]> {
  const res = await fetch(`${location.origin}/`, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
  return missingSecurityHeaders((name) => res.headers.get(name));
}

export const securityHeadersQueryOptions = () =>
  queryOptions({ queryKey: ['security', 'headers'] as const, queryFn: checkSecurityHeaders, staleTime: 0, gcTime: 0 });

export const useSecurityHeaders = () => useQuery(securityHeadersQueryOptions());
