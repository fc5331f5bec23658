import { describe, expect, it } from 'vitest';
import { oldestFirst, parseItemKey } from './queue-items';
import { isSanctionedNow, noticeFor, sanctionFor } from './sanction';

const NOW = new Date('2026-12-02T10:00:00Z');
const ID = '0b9c5f7e-8f3a-4a51-9d39-1d2f0a7c4e11';

describe('moderation actions, pure (ADR 055)', () => {
  it('each action sets the standing it names; only warn and suspend leave room for an appeal', () => {
    expect(sanctionFor('dismiss', null, NOW)).toBeNull();
    expect(sanctionFor('warn', null, NOW)).toEqual({ state: 'warned', suspendedUntil: null, appeal: 'open' });
    expect(sanctionFor('suspend', 7, NOW)).toEqual({
      state: 'suspended',
      suspendedUntil: new Date('2026-12-09T10:00:00Z'),
      appeal: 'open',
    });
    expect(sanctionFor('ban', null, NOW)).toEqual({ state: 'banned', suspendedUntil: null, appeal: null });
  });

  it('tells the member in plain words, with the reason', () => {
    expect(noticeFor('dismiss', null, 'x')).toBeNull();
    expect(noticeFor('suspend', 1, 'Asked for money.')).toMatch(
      /suspended for 1 day\. The reason: Asked for money\. .*reply to this message once/,
    );
    expect(noticeFor('warn', null, 'Rude')).toMatch(/giving you a warning\. The reason: Rude\./);
    expect(noticeFor('ban', null, 'Scam')).toMatch(/banned .* The reason: Scam\. .*can't sign up again\.$/);
  });

  it('a suspension holds until its time; a ban always; a warning never', () => {
    const until = new Date(NOW.getTime() + 1000);
    expect(isSanctionedNow({ state: 'suspended', suspendedUntil: until }, NOW)).toBe(true);
    expect(isSanctionedNow({ state: 'suspended', suspendedUntil: until }, new Date(until.getTime() + 1))).toBe(false);
    expect(isSanctionedNow({ state: 'banned', suspendedUntil: null }, NOW)).toBe(true);
    expect(isSanctionedNow({ state: 'warned', suspendedUntil: null }, NOW)).toBe(false);
    expect(isSanctionedNow(null, NOW)).toBe(false);
  });

  it('item keys parse back, and the queue is oldest first with a stable order', () => {
    expect(parseItemKey(`flag:${ID}`)).toEqual({ kind: 'flag', id: ID });
    expect(parseItemKey(`other:${ID}`)).toBeNull();
    expect(parseItemKey("report:1' or 1=1")).toBeNull();
    const item = (key: string, at: string) => ({
      key,
      kind: 'report' as const,
      subjectUserId: 'u',
      otherUserId: null,
      pairId: null,
      reason: '',
      createdAt: new Date(at),
    });
    expect(oldestFirst([item('b', '2026-12-02'), item('c', '2026-12-01'), item('a', '2026-12-02')]).map((i) => i.key)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});
