import { describe, expect, it } from 'vitest';
import type { QueueItemView } from '@shared/schemas/moderation';
import { auditSubject, auditWhat, sourcesLabel, standingLabel } from './queue-view';

describe("the audit log's words", () => {
  it('names a waitlist approval or decline as one (ADR 065), and a queue item by its kind', () => {
    expect([auditWhat('approve', null), auditSubject('waitlist:1b2c:approve')]).toEqual(['Approved', 'Waitlist request']);
    expect([auditWhat('decline', null), auditSubject('waitlist:1b2c:decline')]).toEqual(['Declined', 'Waitlist request']);
    expect([auditWhat('suspend', 7), auditSubject('report:9')]).toEqual(['Suspended for 7 days', 'Report']);
  });

  it('calls a suspension that has ended one served before', () => {
    const member = { firstName: 'Ana', accountAgeDays: 3, standing: 'served', suspendedUntil: '2026-01-01T00:00:00.000Z' };
    expect(standingLabel(member)).toBe('Suspended before');
  });
});

describe("a queue item's sources", () => {
  const source = (kind: 'report' | 'flag' | 'appeal' | 'hold') => ({ kind }) as QueueItemView['sources'][number];
  it('are named in the order of a message’s life, whatever order they were stored in', () => {
    const both = 'Automatic flag and report';
    expect(sourcesLabel({ kind: 'report', sources: [source('report'), source('flag'), source('flag')] })).toBe(both);
    expect(sourcesLabel({ kind: 'flag', sources: [source('flag'), source('report')] })).toBe(both);
    expect(sourcesLabel({ kind: 'flag', sources: [source('flag')] })).toBe('Automatic flag');
  });
});
