import { describe, expect, it } from 'vitest';
import {
  DISTINCT_REPORTERS,
  NEW_MEMBER_DAYS,
  NEW_MEMBER_LIMIT,
  NEW_MEMBER_MESSAGES_PER_HOUR,
  OPENING_MIN_WORDS,
  REPEATED_FLAGS,
  SAME_OPENINGS,
  holdReasons,
  openingHash,
  withinNewMemberRate,
} from './patterns';

const none = { flags: 0, reporters: 0, sameOpenings: 0 };
const reasons = (c: Partial<typeof none>) => holdReasons({ ...none, ...c }).map((r) => r.reason);

describe('patterns over time (ADR 056)', () => {
  it('repeated flags: a hold at REPEATED_FLAGS within the window, not one before', () => {
    expect(reasons({ flags: REPEATED_FLAGS - 1 })).toEqual([]);
    expect(reasons({ flags: REPEATED_FLAGS })).toEqual(['repeated_flags']);
    expect(holdReasons({ ...none, flags: 6 })[0]!.detail).toBe('6 flagged messages in 7 days');
  });

  it('two different reporters: one report is not enough', () => {
    expect(reasons({ reporters: DISTINCT_REPORTERS - 1 })).toEqual([]);
    expect(reasons({ reporters: DISTINCT_REPORTERS })).toEqual(['two_reporters']);
  });

  it('the same opening to many introductions', () => {
    expect(reasons({ sameOpenings: SAME_OPENINGS - 1 })).toEqual([]);
    expect(reasons({ sameOpenings: SAME_OPENINGS })).toEqual(['same_opening']);
  });

  it('every reason met at once gives each its hold', () => {
    expect(reasons({ flags: 9, reporters: 3, sameOpenings: 7 })).toEqual(['repeated_flags', 'two_reporters', 'same_opening']);
  });

  it('a detail says counts, never words of a message', () => {
    for (const r of holdReasons({ flags: 5, reporters: 2, sameOpenings: 5 })) expect(r.detail).toMatch(/^[\w\s]+$/);
  });
});

describe('the same opening, as a hash', () => {
  const script = 'Hey beautiful, I saw your profile and I just had to say hi';

  it('reads case, punctuation, spacing, look-alikes and leetspeak away', () => {
    const h = openingHash(script)!;
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(openingHash('hey BEAUTIFUL!!  i saw your profile and i just had to say hi')).toBe(h);
    expect(openingHash('Hеy bеautiful, I saw your pr0file and I just had to say hi')).toBe(h); // Cyrillic е, a zero
    expect(openingHash('Hey gorgeous, I saw your profile and I just had to say hi')).not.toBe(h);
  });

  it('never keeps the words: the hash does not contain them', () => {
    expect(openingHash(script)).not.toContain('beautiful');
  });

  it(`openings under ${OPENING_MIN_WORDS} words are what everyone writes, and never count`, () => {
    expect(openingHash('hi!')).toBeNull();
    expect(openingHash('hey, how are you?')).toBeNull();
    expect(openingHash('hey there, how are you today?')).not.toBeNull();
  });
});

describe("a new member's hourly limit", () => {
  const joined = new Date('2026-12-01T10:00:00Z');
  const at = (hours: number) => new Date(joined.getTime() + hours * 3_600_000);

  it(`in the first ${NEW_MEMBER_DAYS} days: up to ${NEW_MEMBER_MESSAGES_PER_HOUR} an hour`, () => {
    expect(withinNewMemberRate(joined, at(1), NEW_MEMBER_MESSAGES_PER_HOUR - 1)).toBe(true);
    expect(withinNewMemberRate(joined, at(1), NEW_MEMBER_MESSAGES_PER_HOUR)).toBe(false);
    expect(withinNewMemberRate(joined, at(NEW_MEMBER_DAYS * 24 - 1), NEW_MEMBER_MESSAGES_PER_HOUR)).toBe(false);
  });

  it('after the first days: no limit', () => {
    expect(withinNewMemberRate(joined, at(NEW_MEMBER_DAYS * 24), 500)).toBe(true);
  });

  it('tells the sender in plain words when they can send again', () => {
    expect(NEW_MEMBER_LIMIT(1)).toMatch(/up to 20 messages an hour.*in about 1 minute\.$/);
    expect(NEW_MEMBER_LIMIT(12)).toMatch(/in about 12 minutes\.$/);
  });
});
