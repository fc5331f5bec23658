import { describe, expect, it } from 'vitest';
import { createMemoryRunEventLog } from './run-events';

describe('the in-process run event log', () => {
  it('forgets a run at once (its person deleted their account)', async () => {
    const log = createMemoryRunEventLog();
    await log.open('run-1');
    await log.append('run-1', { id: 1, event: 'message', data: { text: 'hi' } });
    await log.open('run-2');
    expect([await log.knows('run-1'), await log.knows('run-2')]).toEqual([true, true]);
    await log.forget('run-1');
    expect([await log.knows('run-1'), await log.knows('run-2')]).toEqual([false, true]);
  });
});
