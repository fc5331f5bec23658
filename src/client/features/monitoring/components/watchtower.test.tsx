import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubFetch, type StubHandler } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import type { WatchtowerCommand } from '../lib/commands';
import type { OverlayAuth } from '../lib/overlay-auth';
import Watchtower from './watchtower';
import { SECURE_HEADERS } from '../lib/test-fixtures';

const NOW = Date.UTC(2026, 0, 5, 12, 0);
const SIGNED_IN: OverlayAuth = {
  userId: '6f1c1a8e-2f0a-4c3e-9a59-0d6c1f7e2b11',
  expiresAt: NOW / 1000 + 23 * 3600,
  signedOutHere: false,
  loading: false,
};
const SIGNED_OUT: OverlayAuth = { userId: null, expiresAt: null, signedOutHere: false, loading: false };

const ALL_HEADERS = SECURE_HEADERS;
const flow = (onboardingComplete: boolean, hasPersonalityProfile: boolean) =>
  reply(200, {
    completed: ['landing', 'auth'],
    current: 'onboarding',
    current_path: '/onboarding',
    accessible: { landing: true, auth: true, onboarding: true, connections: false, reveal: false, simulation: false, handoff: false },
    gates: { onboarding: null, connections: '/waitlist', reveal: '/onboarding', handoff: '/onboarding' },
    flags: {
      authenticated: true,
      onboardingComplete,
      hasPersonalityProfile,
      inviteStatus: 'not_invited',
      platformConnections: { tinder: false, hinge: false },
      hasAutomation: false,
    },
  });

/** Renders the host and presses `commands` one after another (each press a new object, as the app sends them). */
function renderHost(auth: OverlayAuth, handlers: Record<string, StubHandler> = {}) {
  const server = stubFetch(handlers);
  const view = render(<Watchtower press={null} auth={auth} />, { wrapper: providers() });
  const press = (command: WatchtowerCommand) => view.rerender(<Watchtower press={{ command }} auth={auth} />);
  return { server, press };
}

// The overlays are lazy chunks; load their modules once so each test waits on rendering, not on transforming.
beforeAll(
  () =>
    Promise.all([
      import('./performance-monitor'),
      import('./accessibility-panel'),
      import('./health-panel'),
      import('./security-dashboard'),
    ]),
  30_000,
);

beforeEach(() => {
  // The page loaded in 420 ms (happy-dom's own navigation timing is not a browser's).
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: 420, startTime: 0 }] as never);
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  document.documentElement.className = '';
});

describe('performance monitor (Ctrl+Shift+P)', () => {
  it('samples the frame rate every 60 frames and colours it by the §9 thresholds', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { press } = renderHost(SIGNED_OUT);
    press('performance');
    const panel = await vi.waitFor(() => screen.getByRole('dialog', { name: /Performance monitor/ }));
    expect(within(panel).getByText('measuring…')).toBeTruthy();
    // Fake frames come every 16 ms: 60 of them make one sample of 62.5 fps, shown as 62 or 63, and no drops.
    act(() => vi.advanceTimersByTime(16 * 62));
    const fps = within(panel).getByText(/^6[23] fps$/);
    expect(fps.closest('dd')!.getAttribute('data-rating')).toBe('good');
    expect(within(panel).getByText('Dropped frames').closest('div')!.textContent).toContain('0');
    press('performance');
    expect(screen.queryByRole('dialog', { name: /Performance monitor/ })).toBeNull();
  });
});

describe('accessibility panel (Ctrl+Shift+A)', () => {
  it('switches settings on <html> at once and keeps them in this browser; keyboard navigation starts on', async () => {
    const { press } = renderHost(SIGNED_OUT);
    press('accessibility');
    const panel = await screen.findByRole('dialog', { name: /Accessibility/ });
    expect(
      within(panel)
        .getByRole('switch', { name: /Keyboard navigation/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(panel).getByRole('switch', { name: /Large text/ }));
    fireEvent.click(within(panel).getByRole('switch', { name: /High contrast/ }));
    expect(
      within(panel)
        .getByRole('switch', { name: /Large text/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(document.documentElement.classList.contains('a11y-large-text')).toBe(true);
    expect(document.documentElement.classList.contains('a11y-high-contrast')).toBe(true);
    expect(JSON.parse(localStorage.getItem('maya:accessibility')!)).toEqual({
      highContrast: true,
      largeText: true,
      reducedMotion: false,
      screenReaderMode: false,
      keyboardNavigation: true,
    });
    fireEvent.click(within(panel).getByRole('switch', { name: /Large text/ }));
    expect(document.documentElement.classList.contains('a11y-large-text')).toBe(false);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('system health panel (Ctrl+Shift+H)', () => {
  it('shows overall, flow, security and performance, re-checks every 30 s, and DASHBOARD opens /dashboard in a new tab', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'], now: NOW });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { server, press } = renderHost(SIGNED_IN, { 'GET /api/flow': () => flow(false, false) });
    press('health');
    const panel = await vi.waitFor(() => screen.getByRole('dialog', { name: /System health/ }));
    await vi.waitFor(() => expect(within(panel).getByText('Overall').nextElementSibling!.getAttribute('data-status')).toBe('warning'));
    const status = (label: string) => within(panel).getByText(label).nextElementSibling!;
    expect(status('Flow').getAttribute('data-status')).toBe('issues');
    expect(status('Security').getAttribute('data-status')).toBe('vulnerable');
    expect(status('Security').textContent).toContain('80/100');
    expect(within(panel).getByText('Onboarding is not complete.')).toBeTruthy();
    expect(server.to('GET /api/flow')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.to('GET /api/flow')).toHaveLength(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'DASHBOARD' }));
    expect(open).toHaveBeenCalledWith('/dashboard', '_blank', 'noopener');
  });
});

describe('security dashboard (Ctrl+Shift+S)', () => {
  it('scores the health penalties and a missing header, lists them as issues, and shows the session and own events', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { 'x-frame-options': _, ...withoutFrameOptions } = ALL_HEADERS;
    const { server, press } = renderHost(SIGNED_IN, {
      'HEAD /': () => ({ status: 200, headers: withoutFrameOptions }),
      'GET /api/flow': () => flow(true, true),
      'GET /api/security/events': () =>
        reply(200, {
          events: [
            {
              id: 'e1',
              event_type: 'auth_success',
              risk_level: 'LOW',
              created_at: new Date(NOW - 60_000).toISOString(),
              user_agent: 'Mozilla/5.0 (…) Firefox/128.0',
              metadata: {},
            },
          ],
        }),
    });
    press('security');
    const panel = await screen.findByRole('dialog', { name: /Security dashboard/ });
    await waitFor(() => expect(within(panel).getByTestId('scan-state').textContent).toBe('idle'));
    // Only the header check fails: 100 - 5 = 95, green.
    expect(within(panel).getByText('95')).toBeTruthy();
    expect(panel.querySelector('[data-score-colour]')!.getAttribute('data-score-colour')).toBe('green');

    fireEvent.click(within(panel).getByRole('tab', { name: /Issues/ }));
    const issues = within(panel).getByRole('tabpanel');
    expect(within(issues).getByText('Missing security headers')).toBeTruthy();
    expect(within(issues).getByText(/x-frame-options/)).toBeTruthy();
    expect(within(issues).getByText('−5')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('tab', { name: 'Session' }));
    expect(within(panel).getByTestId('session-state').textContent).toBe('valid');
    expect(within(panel).getByText(/in 23 h 0 min/)).toBeTruthy();
    expect(within(panel).getByText(/Renewed automatically/)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('tab', { name: 'Events' }));
    expect(await within(panel).findByText('Signed in')).toBeTruthy();
    expect(within(panel).getByText('LOW'.toLowerCase())).toBeTruthy();
    expect(server.to('GET /api/security/events')).toHaveLength(1);
  });

  it('signed out: red flow issue aside, no events are asked for', async () => {
    const { server, press } = renderHost(SIGNED_OUT, { 'HEAD /': () => ({ status: 200, headers: ALL_HEADERS }) });
    press('security');
    const panel = await screen.findByRole('dialog', { name: /Security dashboard/ });
    await waitFor(() => expect(within(panel).getByTestId('scan-state').textContent).toBe('idle'));
    // "No one is signed in" is a flow issue: 100 - 15 = 85, yellow.
    expect(within(panel).getByText('85')).toBeTruthy();
    expect(panel.querySelector('[data-score-colour]')!.getAttribute('data-score-colour')).toBe('yellow');
    fireEvent.click(within(panel).getByRole('tab', { name: 'Events' }));
    expect(within(panel).getByText('Sign in to see your security events.')).toBeTruthy();
    expect(server.to('GET /api/security/events')).toHaveLength(0);
    expect(server.to('GET /api/flow')).toHaveLength(0);
  });
});

describe('landmark shortcuts (Alt+H, Alt+M, Alt+S)', () => {
  it('focus the header, main and the first text field, making them focusable', async () => {
    const page = document.createElement('div');
    page.id = 'root';
    page.innerHTML = '<header><a href="/">Maya</a></header><main id="main"><h1>Hello</h1><input aria-label="Phone" /></main>';
    document.body.append(page);
    const { press } = renderHost(SIGNED_OUT);
    press('main');
    expect(document.activeElement?.id).toBe('main');
    expect(document.getElementById('main')!.getAttribute('tabindex')).toBe('-1');
    press('header');
    expect(document.activeElement?.tagName).toBe('HEADER');
    press('search');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Phone');
    page.remove();
  });
});
