import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CALLBACK_READ_DELAY_MS, callbackOutcome, isNetworkLikeError, type CallbackOutcomeKind } from '../lib/auth-messages';
import { isValidUser } from '../../../lib/session-state';
import { ApiError } from '@client/lib/api-client';
import { recordLocalSecurityEvent } from '@client/lib/security/local-security-log';
import { completeCallback } from '../api/complete-callback';
import { getSession, sessionQueryKey } from '../api/session';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Maps a failed exchange to the §8.1 error code the /auth page understands. */
const SERVER_CODES = new Set(['invalid_state', 'callback_failed']);

/**
 * §4.3: processes the provider's answer exactly once — waits 1 s, redeems the code, reads the
 * session, retries network failures (2 s × n), and otherwise redirects with the right error.
 */
export function useAuthCallback(search: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);

    const finish = async (kind: CallbackOutcomeKind, attempt: number): Promise<'retry' | 'stop'> => {
      const outcome = callbackOutcome(kind, attempt, { code: params.get('error'), description: params.get('error_description') });
      if (outcome.action === 'done') return 'stop';
      setMessage(outcome.message);
      await sleep(outcome.afterMs);
      if (outcome.action === 'retry') return 'retry';
      navigate(outcome.to, { replace: true });
      return 'stop';
    };

    void (async () => {
      if (params.has('error')) {
        recordLocalSecurityEvent({ type: 'auth_failure', userId: null, metadata: { reason: 'provider error' } });
        return void (await finish('provider_error', 0));
      }
      await sleep(CALLBACK_READ_DELAY_MS);
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await completeCallback(search);
          const current = await getSession();
          if (!current.session) return void (await finish('no_session', attempt));
          if (!isValidUser(current.session.user)) return void (await finish('invalid_session', attempt));
          queryClient.setQueryData(sessionQueryKey, current);
          recordLocalSecurityEvent({ type: 'auth_success', userId: current.session.user.id });
          return navigate(result.redirect_to, { replace: true });
        } catch (error) {
          if (error instanceof ApiError && error.code && SERVER_CODES.has(error.code)) {
            recordLocalSecurityEvent({
              type: error.code === 'invalid_state' ? 'oauth_state_mismatch' : 'auth_failure',
              userId: null,
              metadata: { reason: error.code },
            });
            setMessage(error.message);
            return navigate(`/auth?error=${error.code}`, { replace: true });
          }
          const kind = isNetworkLikeError(error) ? 'network_error' : 'other_error';
          if ((await finish(kind, attempt)) === 'stop') return;
        }
      }
    })();
  }, [search, navigate, queryClient]);

  return { message };
}
