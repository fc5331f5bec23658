import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@client/config/paths';
import { inviteStatusQueryOptions } from '../api/get-invite-status';

/** 'Continue →' on the results (§2.8): /connections for someone on the invite allowlist, otherwise (and on error) /waitlist. */
export function useContinueJourney() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);

  const continueJourney = useCallback(async () => {
    setContinuing(true);
    let invited = false;
    try {
      invited = (await queryClient.fetchQuery(inviteStatusQueryOptions())).invited === true;
    } catch {
      invited = false;
    }
    void navigate(invited ? paths.connections : paths.waitlist);
  }, [navigate, queryClient]);

  return { continueJourney, continuing };
}
