import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { ConnectStatus } from '@shared/schemas/handoff';

/** POST /api/connect/opt-in { phone_number } (spec §7.1 human-loop send_opt_in): sends the verification message. */
export const OPT_IN_API_PATH = '/api/connect/opt-in';

export const sendOptIn = (phoneNumber: string) =>
  api<ConnectStatus>(OPT_IN_API_PATH, { method: 'POST', body: { phone_number: phoneNumber } });

export const useSendOptIn = () => useMutation({ mutationKey: ['connect', 'opt-in'], mutationFn: sendOptIn });
