import { useQuery } from '@tanstack/react-query';
import { flowQueryOptions } from '../api/get-flow';

/** How often a waiting person's flow is re-read while /waitlist is open (also on mount and on focus). */
export const INVITE_CHECK_INTERVAL_MS = 30_000;

/**
 * True once the server opens /connections to this signed-in person (an admin invited them while
 * they waited), so /waitlist can move them on. Off for a visitor, who has no flow.
 */
export function useInviteArrived(signedIn: boolean): boolean {
  const flow = useQuery({
    ...flowQueryOptions(),
    enabled: signedIn,
    refetchInterval: INVITE_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
  return signedIn && flow.data?.gates.connections === null;
}
