import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectStatus } from '@shared/schemas/handoff';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { CONNECT_TOASTS } from '../lib/connect-messages';
import { useConnectFlow } from './use-connect-flow';

const HINT = '+•••••••8900';
const NUMBER = '+12345678900';

/** The server's status: tests change it to play the reply arriving. */
let serverStatus: ConnectStatus;

function renderFlow() {
  const server = stubFetch({
    'GET /api/connect/status': () => reply(200, serverStatus),
    'POST /api/connect/opt-in': () => {
      serverStatus = { status: 'verification_sent', phone_hint: HINT };
      return reply(200, serverStatus);
    },
  });
  const hook = renderHook(() => useConnectFlow(), { wrapper: providers() });
  return { ...hook, server, polls: () => server.to('GET /api/connect/status').length };
}

/** Lets fake time pass, running what is due (the queries and polls settle inside). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  serverStatus = { status: 'not_started', phone_hint: null };
  vi.spyOn(toast, 'error');
});

describe('useConnectFlow', () => {
  it('refuses an invalid number with the §5 toast and sends nothing', async () => {
    const { result, server } = renderFlow();
    await pass(0);
    expect(result.current.state.phase).toBe('enter');
    act(() => result.current.sendVerification('0123'));
    expect(toast.error).toHaveBeenCalledWith(CONNECT_TOASTS.invalidPhone.title, { description: CONNECT_TOASTS.invalidPhone.description });
    expect(server.to('POST /api/connect/opt-in')).toHaveLength(0);
  });

  it('polls every 2 s after sending and stops once the server says connected', async () => {
    const { result, polls } = renderFlow();
    await pass(0);
    act(() => result.current.sendVerification('+1 234 567 8900'));
    await pass(0);
    expect(result.current.state).toMatchObject({ phase: 'waiting', phoneHint: HINT });
    expect(result.current.canResend).toBe(true);
    const before = polls();
    await pass(1999);
    expect(polls()).toBe(before);
    await pass(1);
    expect(polls()).toBe(before + 1);
    await pass(2000);
    expect(polls()).toBe(before + 2);
    serverStatus = { status: 'connected', phone_hint: HINT };
    await pass(2000);
    expect(result.current.state.phase).toBe('connected');
    const atConnect = polls();
    await pass(10_000);
    expect(polls()).toBe(atConnect);
  });

  it('closes the window after 30 s without a reply, and "Check again" opens a new one', async () => {
    const { result, polls } = renderFlow();
    await pass(0);
    act(() => result.current.sendVerification(NUMBER));
    await pass(0);
    const before = polls();
    await pass(30_000);
    expect(result.current.state.phase).toBe('expired');
    expect(polls() - before).toBe(15);
    await pass(10_000);
    expect(polls() - before).toBe(15);
    act(() => result.current.checkAgain());
    expect(result.current.state.phase).toBe('waiting');
    await pass(2000);
    expect(polls() - before).toBe(16);
  });

  it('resends to the same number and can switch to a different one', async () => {
    const { result, server } = renderFlow();
    await pass(0);
    act(() => result.current.sendVerification(NUMBER));
    await pass(0);
    act(() => result.current.resend());
    await pass(0);
    expect(server.to('POST /api/connect/opt-in').map((r) => r.body)).toEqual([{ phone_number: NUMBER }, { phone_number: NUMBER }]);
    act(() => result.current.changeNumber());
    expect(result.current.state.phase).toBe('enter');
  });
});
