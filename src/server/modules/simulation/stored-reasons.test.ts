import { describe, expect, it } from 'vitest';
import { withTypedReasons } from './stored-reasons';

describe('withTypedReasons', () => {
  it('reads the marked reasons of a run stored before reasons were typed', () => {
    const stored = {
      id: 9,
      event: 'final' as const,
      data: { seed: 1, final: { decision: 'NO', why: ['✓ Kind', '✗ Far apart', 'A week'] } },
    };
    expect(withTypedReasons(stored)).toEqual({
      id: 9,
      event: 'final',
      data: {
        seed: 1,
        final: {
          decision: 'NO',
          why: [
            { tone: 'positive', text: 'Kind' },
            { tone: 'negative', text: 'Far apart' },
            { tone: 'neutral', text: 'A week' },
          ],
        },
      },
    });
  });

  it('leaves typed reasons and every other event as they are', () => {
    const typed = { id: 9, event: 'final' as const, data: { final: { why: [{ tone: 'neutral', text: '✓ as typed' }] } } };
    expect(withTypedReasons(typed)).toBe(typed);
    const message = { id: 2, event: 'message' as const, data: { text: '✓ hi' } };
    expect(withTypedReasons(message)).toBe(message);
  });
});
