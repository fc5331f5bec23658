import { describe, expect, it } from 'vitest';
import { dateInvitation, SAFETY_NOTE } from './date-invitation';
import { placeIdea } from './place-idea';
import { reminderAt } from './reminder-at';

const now = new Date('2026-11-27T12:00:00Z');
const slot = { start: '2026-12-03T18:00:00.000Z', end: '2026-12-03T19:30:00.000Z' };
const input = { planId: 'plan-42', slot, firstNames: ['Ana', 'Ben'] as const, placeIdea: placeIdea(['coffee']), now };

/** RFC 5545 read back: unfold continuation lines, then NAME[;params]:value per line. */
function fields(ics: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of ics.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const m = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (m) out.set(m[1] as string, [...(out.get(m[1] as string) ?? []), m[2] as string]);
  }
  return out;
}

describe('dateInvitation', () => {
  it('writes an event that parses back with the slot in UTC, a stable UID and the safety note', () => {
    const ics = dateInvitation(input);
    const f = fields(ics);
    expect(f.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT', 'VALARM']);
    expect(f.get('DTSTART')).toEqual(['20261203T180000Z']);
    expect(f.get('DTEND')).toEqual(['20261203T193000Z']);
    expect(f.get('UID')).toEqual(['date-plan-plan-42@maya']);
    expect(f.get('TRIGGER')).toEqual(['-PT24H']);
    expect(f.get('DESCRIPTION')?.[0]?.replace(/\\,/g, ',')).toContain(SAFETY_NOTE);
    expect(f.has('ORGANIZER') || f.has('ATTENDEE')).toBe(false);
    expect(dateInvitation(input)).toBe(ics);
  });

  it('keeps the UID when the date moves, and marks a cancellation', () => {
    const moved = fields(
      dateInvitation({ ...input, slot: { start: '2026-12-05T14:00:00.000Z', end: '2026-12-05T15:30:00.000Z' }, sequence: 1 }),
    );
    expect(moved.get('UID')).toEqual(['date-plan-plan-42@maya']);
    expect(moved.get('SEQUENCE')).toEqual(['1']);
    const cancelled = fields(dateInvitation({ ...input, cancelled: true, sequence: 2 }));
    expect(cancelled.get('STATUS')).toEqual(['CANCELLED']);
    expect(cancelled.get('METHOD')).toEqual(['CANCEL']);
  });
});

describe('reminderAt', () => {
  it('is 18:00 the day before, on each person’s clock, before the slot', () => {
    expect(reminderAt(slot, 'Europe/Paris', now)?.toISOString()).toBe('2026-12-02T17:00:00.000Z');
    expect(reminderAt(slot, 'America/New_York', now)?.toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });

  it('is null once that moment has passed', () => {
    expect(reminderAt(slot, 'Europe/Paris', new Date('2026-12-03T08:00:00Z'))).toBeNull();
  });
});
