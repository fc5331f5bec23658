import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../tests/dom-support/fetch-stub';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('The screen broke for ada@example.com');
}

describe('ErrorBoundary', () => {
  it('shows the generic error screen and sends error_boundary_triggered with the §8.6 fields at once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubFetch({ 'POST /api/metrics': () => ({ status: 202, body: { accepted: 1 } }) });
    render(
      <ErrorBoundary name="overlays">
        <Broken />
      </ErrorBoundary>,
    );
    await screen.findByRole('heading', { name: 'Something went wrong' });
    const errorId = screen.getByTestId('error-id').textContent;
    // NOTE: the report is loaded on the first crash (a dynamic import), which a busy 2-core machine
    // takes over a second to transform; 5 s is still well inside the queue's 10 s batching delay.
    await waitFor(() => expect(api.to('POST /api/metrics')).toHaveLength(1), { timeout: 5_000 });
    const { metrics } = api.to('POST /api/metrics')[0]!.body as {
      metrics: { type: string; value: number; metadata: Record<string, unknown> }[];
    };
    expect(metrics).toEqual([
      {
        type: 'error_boundary_triggered',
        value: 1,
        metadata: {
          errorId,
          boundary: 'overlays',
          message: 'The screen broke for ada@example.com',
          stack: expect.stringContaining('Broken'),
          componentStack: expect.stringContaining('Broken'),
          userAgent: navigator.userAgent,
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          url: `${window.location.origin}${window.location.pathname}`,
          userId: null,
        },
      },
    ]);
    expect(logged).toHaveBeenCalled();
  });
});
