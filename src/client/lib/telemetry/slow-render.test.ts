import { describe, expect, it } from 'vitest';
import { slowRenderMetric } from './slow-render';

describe('slowRenderMetric (§9)', () => {
  it('reports a render over 16 ms by a signed-in person, with the threshold in the metadata', () => {
    expect(slowRenderMetric('routes', 'update', 16.5, true, '/done')).toEqual({
      type: 'slow_render',
      value: 16.5,
      metadata: { threshold: 16, component: 'routes', phase: 'update', path: '/done' },
    });
  });

  it('reports nothing at 16 ms or less, or for a visitor', () => {
    expect(slowRenderMetric('routes', 'mount', 16, true, '/')).toBeNull();
    expect(slowRenderMetric('routes', 'mount', 90, false, '/')).toBeNull();
  });
});
