import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@client/lib/api-client';
import { connectStatusQueryOptions, useConnectStatus } from '../api/get-connect-status';
import { useSendOptIn } from '../api/send-opt-in';
import { useSendTestMessage } from '../api/send-test-message';
import { connectReducer, initialConnectState } from '../lib/connect-machine';
import { CONNECT_TOASTS, optInFailureToast, testFailureToast } from '../lib/connect-messages';
import { readPhoneField } from '../lib/phone-field';
import { nextPollDelay, POLL_WINDOW_MS } from '../lib/polling';

/**
 * The connect page's behaviour (spec §2.10, §4.5, §8.4): reads the status on arrival, sends the
 * verification, polls every 2 s for 30 s, and sends the test message. Rendering lives elsewhere.
 */
export function useConnectFlow() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(connectReducer, initialConnectState);
  const initial = useConnectStatus();
  const { mutate: mutateOptIn, isPending: sending } = useSendOptIn();
  const { mutate: mutateTest, isPending: testing } = useSendTestMessage();
  /** The number last sent to, for 'Resend' (unknown after a reload: the server only keeps a hint). */
  const [lastNumber, setLastNumber] = useState<string | null>(null);

  // The first read settles the starting phase.
  const settled = !initial.isFetching && (initial.isSuccess || initial.isError);
  const initialData = initial.data;
  useEffect(() => {
    if (state.phase !== 'loading' || !settled) return;
    dispatch(initialData ? { type: 'loaded', status: initialData, at: Date.now() } : { type: 'load_failed' });
  }, [state.phase, settled, initialData]);

  // §4.5: while waiting, ask every 2 s until the window closes or the server says connected.
  const { phase, pollStartedAt } = state;
  useEffect(() => {
    if (phase !== 'waiting' || pollStartedAt === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = nextPollDelay(pollStartedAt, Date.now());
      if (delay === false) {
        // No check left in the window: close it when its time is up.
        timer = setTimeout(() => dispatch({ type: 'tick', at: Date.now() }), Math.max(0, pollStartedAt + POLL_WINDOW_MS - Date.now()));
        return;
      }
      timer = setTimeout(() => {
        queryClient
          .fetchQuery(connectStatusQueryOptions())
          .then((status) => !cancelled && dispatch({ type: 'polled', status, at: Date.now() }))
          // A failed check is not an error for the person: the next one may answer.
          .catch(() => undefined)
          .finally(() => !cancelled && schedule());
      }, delay);
    };
    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [phase, pollStartedAt, queryClient]);

  const sendVerification = useCallback(
    (raw: string) => {
      const field = readPhoneField(raw);
      if (!field.valid) {
        toast.error(CONNECT_TOASTS.invalidPhone.title, { description: CONNECT_TOASTS.invalidPhone.description });
        return;
      }
      mutateOptIn(field.normalized, {
        onSuccess: (status) => {
          setLastNumber(field.normalized);
          dispatch({ type: 'sent', status, at: Date.now() });
          if (status.status !== 'connected')
            toast.success('Verification sent', { description: `Check your messages at ${status.phone_hint ?? field.normalized}.` });
        },
        onError: (error) => {
          const message = error instanceof ApiError ? optInFailureToast(error.status, error.code) : optInFailureToast(undefined);
          toast.error(message.title, { description: message.description });
        },
      });
    },
    [mutateOptIn],
  );

  const resend = useCallback(() => {
    if (lastNumber) sendVerification(lastNumber);
    else dispatch({ type: 'change_number' });
  }, [lastNumber, sendVerification]);

  const sendTest = useCallback(() => {
    mutateTest(undefined, {
      onSuccess: () => toast.success('Test message sent', { description: 'Check your messages: Maya just said hi.' }),
      onError: (error) => {
        const message = testFailureToast(error instanceof ApiError ? error.status : undefined);
        toast.error(message.title, { description: message.description });
      },
    });
  }, [mutateTest]);

  return {
    state,
    lastNumber,
    sending,
    testing,
    sendVerification,
    resend,
    canResend: lastNumber !== null,
    checkAgain: () => dispatch({ type: 'check_again', at: Date.now() }),
    changeNumber: () => dispatch({ type: 'change_number' }),
    sendTest,
  };
}
