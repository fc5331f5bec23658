import { describe, expect, it } from 'vitest';
import { EXPORTS_PER_HOUR, createExportLimit } from './export-limit';

describe('the download limit (in process)', () => {
  it('allows a few downloads per person per window, counted apart, and forgets a person', async () => {
    const limit = createExportLimit({ keyPrefix: 'test:' });
    const takes = [];
    for (let i = 0; i <= EXPORTS_PER_HOUR; i++) takes.push(await limit.take('a'));
    expect(takes).toEqual([true, true, true, false]);
    expect(await limit.take('b')).toBe(true);
    await limit.forget('a');
    expect(await limit.take('a')).toBe(true);
  });
});
