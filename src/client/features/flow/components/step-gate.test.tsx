import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@client/config/query-keys';
import { deferredReply, reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { resultsInFlow } from '../../../../../tests/dom-support/flow-reply';
import { providers, testQueryClient } from '../../../../../tests/dom-support/providers';
import { StepGate } from './step-gate';

/** The gate on /connections with a flow cached from before (the results screen), as the app has it on Continue. */
function renderConnectionsGate(cached: { invited: boolean }) {
  const client = testQueryClient();
  client.setQueryData(queryKeys.flow, resultsInFlow(cached));
  render(
    <StepGate step="connections">
      <p>Connections page</p>
    </StepGate>,
    { wrapper: providers(client, '/connections') },
  );
}

describe('the step gate reads the flow the server holds now', () => {
  it('lets in a person invited after the flow was cached, instead of sending them to /waitlist on the old answer', async () => {
    const fresh = deferredReply();
    stubFetch({ 'GET /api/flow': fresh.handler });
    renderConnectionsGate({ invited: false });
    expect(screen.getByTestId('location').textContent).toBe('/connections');
    expect(screen.queryByText('Connections page')).toBeNull();
    fresh.release(reply(200, resultsInFlow({ invited: true })));
    await screen.findByText('Connections page');
    expect(screen.getByTestId('location').textContent).toBe('/connections');
  });

  it('still sends a person who is not invited to /waitlist once the server confirms it', async () => {
    stubFetch({ 'GET /api/flow': () => reply(200, resultsInFlow({ invited: false })) });
    renderConnectionsGate({ invited: false });
    await screen.findByText('/waitlist');
  });

  it('shows an allowed page at once from the cache', () => {
    stubFetch({ 'GET /api/flow': deferredReply().handler });
    renderConnectionsGate({ invited: true });
    expect(screen.getByText('Connections page')).toBeTruthy();
  });
});
