import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@client/config/query-keys';
import { RATE_LIMITED_EVENT } from '@client/lib/api-client';
import { providers, testQueryClient } from '../../../../../tests/dom-support/providers';
import type { OverlayAuth } from '../lib/overlay-auth';
import { SESSION_CHECK_INTERVAL_MS, useSecurityMonitor } from './use-security-monitor';

const ID = '6f1c1a8e-2f0a-4c3e-9a59-0d6c1f7e2b11';
const signedIn: OverlayAuth = { userId: ID, expiresAt: null, signedOutHere: false, loading: false };
const stored = () => JSON.parse(localStorage.getItem('maya:security-events') ?? '{}');

beforeEach(() => localStorage.clear());

describe('security monitor (§9)', () => {
  it('re-reads the session every 5 minutes while someone is signed in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const client = testQueryClient();
    const read = vi.fn(async () => ({ session: null }));
    function Probe() {
      useQuery({ queryKey: queryKeys.session, queryFn: read, staleTime: Infinity });
      useSecurityMonitor(signedIn);
      return null;
    }
    render(<Probe />, { wrapper: providers(client) });
    // NOTE: not vi.waitFor: it moves fake timers on by itself.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('logs session_expired when a held session ends without Sign Out here; Sign Out here forgets their events', () => {
    const { rerender } = renderHook((auth: OverlayAuth) => useSecurityMonitor(auth), { initialProps: signedIn, wrapper: providers() });
    rerender({ ...signedIn, userId: null });
    expect(stored()[ID].map((e: { type: string }) => e.type)).toEqual(['session_expired']);
    rerender(signedIn);
    rerender({ ...signedIn, userId: null, signedOutHere: true });
    expect(stored()[ID]).toBeUndefined();
  });

  it("logs a 429 as the signed-in person's rate_limit_exceeded", () => {
    renderHook(() => useSecurityMonitor(signedIn), { wrapper: providers() });
    window.dispatchEvent(new CustomEvent(RATE_LIMITED_EVENT, { detail: '/api/flow' }));
    expect(stored()[ID][0]).toMatchObject({ type: 'rate_limit_exceeded', riskLevel: 'MEDIUM', metadata: { path: '/api/flow' } });
  });
});
