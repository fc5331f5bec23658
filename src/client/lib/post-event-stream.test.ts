import { describe, expect, it } from 'vitest';
import { parseEventFrames } from './post-event-stream';

describe('parseEventFrames', () => {
  it('reads complete frames and keeps the unfinished rest', () => {
    const { events, rest } = parseEventFrames('event: delta\ndata: {"text":"Hi"}\n\nevent: reply\ndata: {"a":1}\n\nevent: del');
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Hi' } },
      { event: 'reply', data: { a: 1 } },
    ]);
    expect(rest).toBe('event: del');
  });

  it('skips comments and frames without data, and defaults the event name', () => {
    expect(parseEventFrames(': keep-alive\n\ndata: 2\n\n').events).toEqual([{ event: 'message', data: 2 }]);
  });
});
