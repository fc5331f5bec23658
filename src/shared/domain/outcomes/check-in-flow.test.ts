import { describe, expect, it } from 'vitest';
import { checkInData, readCheckInButton } from './check-in-buttons';
import { checkInAt } from './check-in-at';
import { newAnswers, nextQuestion } from './check-in-flow';

const ID = '0b7c6a1e-3f2d-4c5b-9a8e-7d6c5b4a3f21';

describe('the morning-after check-in', () => {
  it('asks met, then rating, then again; not meeting ends it', () => {
    expect(nextQuestion({})).toBe('met');
    expect(nextQuestion({ met: false })).toBeNull();
    expect(nextQuestion({ met: true })).toBe('rating');
    expect(nextQuestion({ met: true, rating: 4 })).toBe('again');
    expect(nextQuestion({ met: true, rating: 4, again: 'maybe' })).toBeNull();
  });

  it('saves each answer once: a repeated or changed answer adds nothing', () => {
    expect(newAnswers({}, { met: true })).toEqual({ met: true });
    expect(newAnswers({ met: true }, { met: false })).toEqual({});
    expect(newAnswers({ met: true, rating: 2 }, { rating: 5 })).toEqual({});
    expect(newAnswers({ met: true, rating: 2 }, { again: 'no' })).toEqual({ again: 'no' });
  });

  it('a rating or an "again" says they met; after "we didn’t meet" nothing more is taken', () => {
    expect(newAnswers({}, { rating: 5 })).toEqual({ met: true, rating: 5 });
    expect(newAnswers({}, { rating: 5, again: 'yes' })).toEqual({ met: true, rating: 5, again: 'yes' });
    expect(newAnswers({ met: false }, { rating: 5 })).toEqual({});
    expect(newAnswers({}, { met: false, rating: 5 })).toEqual({ met: false });
  });

  it('is due at 10:00 the morning after the date began, on each person’s clock', () => {
    // Saturday 5 December 2026, 19:00 in Paris (18:00Z) = 13:00 in New York.
    const start = new Date('2026-12-05T18:00:00Z');
    expect(checkInAt(start, 'Europe/Paris').toISOString()).toBe('2026-12-06T09:00:00.000Z');
    expect(checkInAt(start, 'America/New_York').toISOString()).toBe('2026-12-06T15:00:00.000Z');
    // A date that began at 23:30 on Saturday is asked about on Sunday morning, not Monday.
    expect(checkInAt(new Date('2026-12-05T22:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-12-06T09:00:00.000Z');
    // Summer time: 10:00 in Paris is 08:00Z.
    expect(checkInAt(new Date('2026-07-04T17:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-07-05T08:00:00.000Z');
  });

  it('buttons fit Telegram and read back; anything else is not ours', () => {
    for (const tap of [{ met: true }, { met: false }, { rating: 1 }, { rating: 5 }, { again: 'maybe' }] as const) {
      const data = checkInData(ID, tap);
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
      expect(readCheckInButton(data.slice(2))).toEqual({ checkInId: ID, answers: tap });
    }
    expect(readCheckInButton(`${ID}:r6`)).toBeNull();
    expect(readCheckInButton(`${ID}:m2`)).toBeNull();
    expect(readCheckInButton('nonsense:m1')).toBeNull();
  });
});
