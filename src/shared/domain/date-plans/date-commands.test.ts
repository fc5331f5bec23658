import { describe, expect, it } from 'vitest';
import { changeData, parseDateButton, parseDateCommand, pickData } from './date-commands';

const PLAN = '0b7c6a1e-3f2d-4c5b-9a8e-7d6c5b4a3f21';

describe('date commands', () => {
  it.each([
    ['DATE', { kind: 'start' }],
    ['/date', { kind: 'start' }],
    ['Find a time', { kind: 'start' }],
    ['can you schedule a date with Bruno please?', { kind: 'start', withName: 'bruno' }],
    ['reschedule', { kind: 'reschedule' }],
    ['Cancel the date.', { kind: 'cancel' }],
    ['call off our date', { kind: 'cancel' }],
  ])('%s', (text, expected) => expect(parseDateCommand(text)).toEqual(expected));

  it.each(['I had a date last week', 'what is the date today', 'cancel', 'Thursday after 7'])('%s is not a command', (text) =>
    expect(parseDateCommand(text)).toBeNull(),
  );

  it('buttons fit Telegram (≤ 64 bytes) and read back', () => {
    for (const data of [pickData(PLAN, 12, 2), pickData(PLAN, 1, 'none'), changeData(PLAN, 'cancel')])
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(parseDateButton(pickData(PLAN, 12, 2).slice(2))).toEqual({ planId: PLAN, action: 'pick', round: 12, choice: 2 });
    expect(parseDateButton(pickData(PLAN, 1, 'none').slice(2))).toEqual({ planId: PLAN, action: 'pick', round: 1, choice: 'none' });
    expect(parseDateButton(changeData(PLAN, 'reschedule').slice(2))).toEqual({ planId: PLAN, action: 'reschedule' });
    expect(parseDateButton('nonsense')).toBeNull();
  });
});
