import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '@shared/domain/matching/persona';
import { clientMessageSchema, numberTurns, toClientMessage } from './client-message';

describe('client messages (§3)', () => {
  const transcript: TranscriptEntry[] = [
    { role: 'a', text: 'Hi!', day: 1, window: 1 },
    { role: 'b', text: 'Hey you', day: 1, window: 1 },
    { role: 'a', text: 'Morning', day: 1, window: 2 },
    { role: 'b', text: 'Day two', day: 2, window: 1 },
  ];

  it('numbers turns within each window', () => {
    expect(numberTurns(transcript).map((e) => e.turn)).toEqual([1, 2, 1, 1]);
  });

  it('maps a transcript entry to the client message of §3', () => {
    const [, second] = numberTurns(transcript);
    if (!second) throw new Error('missing entry');
    const message = toClientMessage(second, { a: 'Sam', b: 'Ava' }, new Date('2025-01-02T03:04:05.000Z'));
    expect(message).toEqual({
      speaker: 'Ava',
      side: 'match',
      message: 'Hey you',
      timestamp: '2025-01-02T03:04:05.000Z',
      context: { day: 1, window: 1, turn: 2 },
    });
    expect(clientMessageSchema.parse(message)).toEqual(message);
    const first = transcript[0];
    if (!first) throw new Error('missing entry');
    expect(toClientMessage(first, { a: 'Sam', b: 'Ava' }, 'then')).toMatchObject({
      speaker: 'Sam',
      side: 'user',
      timestamp: 'then',
      context: { turn: 1 },
    });
  });
});
