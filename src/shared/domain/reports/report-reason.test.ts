import { describe, expect, it } from 'vitest';
import { declinesToSay, REPORT_NOTE_MAX, reportNote, reportReasonOf } from './report-reason';

describe('a report in the person’s own words', () => {
  it.each([
    ['He said he knows where I live', 'unsafe'],
    ['threatened me when I said no, and asked for money', 'unsafe'],
    ['asked me to invest in crypto', 'fake_profile'],
    ['the photos are not real, it is a scam', 'fake_profile'],
    ['he was rude and sent explicit pictures', 'inappropriate'],
    ['we just did not get along', 'other'],
  ])('%j → %s', (words, reason) => {
    expect(reportReasonOf(words)).toBe(reason);
  });

  it('the note says where it came from and keeps their words, within the limit', () => {
    expect(reportNote()).toBe('Reported from the messaging app chat.');
    expect(reportNote('  rude  ')).toBe('Reported from the messaging app chat. In their words: rude');
    expect(reportNote('x'.repeat(2000))).toHaveLength(REPORT_NOTE_MAX);
  });

  it('knows a person who would rather not say', () => {
    for (const text of ['skip', 'No.', "I'd rather not", 'never mind']) expect(declinesToSay(text)).toBe(true);
    for (const text of ['no means no and he would not stop', 'he was rude']) expect(declinesToSay(text)).toBe(false);
  });
});
