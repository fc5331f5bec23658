import { describe, expect, it } from 'vitest';
import { isRetryable } from './agent-work';

describe('isRetryable', () => {
  it('backs off a model outage and a transaction PostgreSQL rolled back, and fails anything else', () => {
    expect(isRetryable(Object.assign(new Error('429'), { retryable: true }))).toBe(true);
    expect(isRetryable(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    // Drizzle wraps the driver's error: the SQLSTATE is on its cause.
    expect(isRetryable(new Error('Failed query', { cause: Object.assign(new Error('could not serialize'), { code: '40001' }) }))).toBe(
      true,
    );
    expect(isRetryable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isRetryable(new Error('boom'))).toBe(false);
    expect(isRetryable('boom')).toBe(false);
  });
});
