import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reply, stubFetch } from '../../../../tests/dom-support/fetch-stub';
import { setCurrentPerson } from './current-person';
import { recordLocalSecurityEvent } from './local-security-log';

const NOON = new Date(2026, 0, 5, 12, 0).getTime(); // local noon: usual hours
const stored = () => JSON.parse(localStorage.getItem('maya:security-events') ?? '{}');

beforeEach(() => {
  localStorage.clear();
  setCurrentPerson(null);
});

describe('the browser security log (§3, §9)', () => {
  it("keeps the signed-in person's events, at most 100, and reports a burst of 10 in a minute once", async () => {
    const server = stubFetch({ 'POST /api/security/events': () => reply(201, { recorded: true }) });
    setCurrentPerson('u1');
    for (let i = 0; i < 9; i++) expect(recordLocalSecurityEvent({ type: 'rate_limit_exceeded' }, NOON + i * 1000)).toEqual([]);
    expect(recordLocalSecurityEvent({ type: 'rate_limit_exceeded' }, NOON + 9000)).toEqual(['rapid_requests']);
    expect(recordLocalSecurityEvent({ type: 'rate_limit_exceeded' }, NOON + 10_000)).toEqual([]);
    await waitFor(() => expect(server.to('POST /api/security/events')).toHaveLength(1));
    expect(server.requests[0]!.body).toMatchObject({ type: 'suspicious_login_pattern', anomalies: ['rapid_requests'] });
    const events = stored().u1;
    expect(events).toHaveLength(12);
    expect(events[10]).toMatchObject({
      type: 'suspicious_login_pattern',
      riskLevel: 'HIGH',
      userId: 'u1',
      ipAddress: 'IP address not available',
    });
    for (let i = 0; i < 200; i++) recordLocalSecurityEvent({ type: 'auth_success' }, NOON + 86_400_000 + i * 120_000);
    expect(stored().u1).toHaveLength(100);
  });

  it('without a session the anomaly stays local: nothing is sent (§6)', () => {
    stubFetch({});
    for (let i = 0; i < 10; i++) recordLocalSecurityEvent({ type: 'auth_failure' }, NOON + i * 1000);
    expect(stored().anonymous.at(-1)).toMatchObject({ type: 'suspicious_login_pattern', metadata: { anomalies: ['rapid_requests'] } });
    expect(stored().anonymous[0].userId).toBeUndefined();
  });
});
