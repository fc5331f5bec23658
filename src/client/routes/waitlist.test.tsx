import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '@client/features/auth/hooks/use-auth';
import { INVITE_CHECK_INTERVAL_MS } from '@client/features/flow/hooks/use-invite-arrived';
import { reply, stubFetch } from '../../../tests/dom-support/fetch-stub';
import { resultsInFlow } from '../../../tests/dom-support/flow-reply';
import { providers } from '../../../tests/dom-support/providers';
import { Component as Waitlist } from './waitlist';

const signedIn: AuthState = {
  status: 'authenticated',
  user: {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    email: 'noor@example.com',
    created_at: '2026-11-27T10:00:00.000Z',
    display_name: 'Noor',
  },
  expiresAt: null,
  signedOutHere: false,
};

/** /waitlist for a signed-in person, with the server's invite switched by the test. */
function renderWaitlist() {
  const server = { invited: false };
  const { requests } = stubFetch({ 'GET /api/flow': () => reply(200, resultsInFlow(server)) });
  const Providers = providers(undefined, '/waitlist');
  render(
    <AuthContext.Provider value={signedIn}>
      <Providers>
        <Waitlist />
      </Providers>
    </AuthContext.Provider>,
  );
  return { server, requests };
}

const location = () => screen.getByTestId('location').textContent;

describe('/waitlist notices an invite', () => {
  it('moves a person invited while they wait on to /connections when they come back to the tab', async () => {
    const { server, requests } = renderWaitlist();
    await screen.findByText("You're on the List!");
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(location()).toBe('/waitlist');
    server.invited = true;
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(location()).toBe('/connections'));
  });

  it('checks again while the page stays open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { server, requests } = renderWaitlist();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    server.invited = true;
    await act(() => vi.advanceTimersByTimeAsync(INVITE_CHECK_INTERVAL_MS));
    await vi.waitFor(() => expect(location()).toBe('/connections'));
  });

  it('stays for a visitor without asking for a flow', () => {
    const { requests } = stubFetch({});
    const Providers = providers(undefined, '/waitlist');
    render(
      <AuthContext.Provider value={{ ...signedIn, status: 'anonymous', user: null }}>
        <Providers>
          <Waitlist />
        </Providers>
      </AuthContext.Provider>,
    );
    expect(screen.getByText("You're on the List!")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
