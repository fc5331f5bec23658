import { describe, expect, it } from 'vitest';
import { formatDecision } from './format-decision';

describe('formatDecision (§2.9)', () => {
  it('shows underscores as spaces', () => {
    expect(formatDecision('MAYBE')).toBe('MAYBE');
    expect(formatDecision('NOT_SURE_YET')).toBe('NOT SURE YET');
  });
});
