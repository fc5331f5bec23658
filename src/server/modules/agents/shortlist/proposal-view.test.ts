import { describe, expect, it } from 'vitest';
import { ageOn, areaOf, proposalCard, proposalState, type OtherMember, type PairRow } from './proposal-view';

const NOW = new Date('2026-11-27T12:00:00Z');
const LOW = '00000000-0000-4000-8000-000000000001';
const HIGH = '00000000-0000-4000-8000-000000000002';

const pair = (over: Partial<PairRow> = {}): PairRow => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  status: 'proposed',
  lowUserId: LOW,
  highUserId: HIGH,
  week: {
    transcript: [
      { role: 'low', text: 'Hello from low' },
      { role: 'high', text: '  Hello   from high ' },
      { role: 'b', text: '' },
      { role: 'a', text: 'Low again' },
      { role: 'high', text: 'High again' },
      { role: 'low', text: 'A fifth line' },
    ],
    persona_low: { vibe: 'thoughtful', tone: 'warm', recent_posts: ['private'] },
    persona_high: 'Loves long walks.',
    shared_interests: ['museums', 42, 'coffee'],
  },
  lowVerdict: {
    why: [
      { tone: 'strong', text: 'Low likes it' },
      { tone: 'weak', text: 'Low doubt' },
    ],
  },
  highVerdict: { why: [{ tone: 'strong', text: 'High likes it' }] },
  lowDecision: null,
  highDecision: null,
  proposedAt: new Date('2026-11-25T12:00:00Z'),
  expiresAt: new Date('2026-12-02T12:00:00Z'),
  introducedAt: null,
  ...over,
});

const other: OtherMember = {
  displayName: 'Ana Maria Souza',
  birthDate: '1996-11-28',
  cityName: 'Lisbon',
  countryCode: 'pt',
  shareAge: true,
  shareArea: true,
  shareSummary: true,
};

describe('a proposal as one member sees it', () => {
  it('never reveals the other side’s pass: waiting (or new) until it expires', () => {
    const passedByHigh = pair({ status: 'passed', highDecision: 'pass' });
    expect(proposalState(passedByHigh, 'low', NOW)).toBe('new');
    expect(proposalState({ ...passedByHigh, lowDecision: 'approve' }, 'low', NOW)).toBe('waiting');
    expect(proposalState({ ...passedByHigh, lowDecision: 'approve' }, 'low', new Date('2026-12-03T00:00:00Z'))).toBe('expired');
    expect(proposalState(passedByHigh, 'high', NOW)).toBe('passed');
  });

  it('is introduced only when the pair is, expires on time, and hides never-shown pairs', () => {
    expect(proposalState(pair({ status: 'introduced', lowDecision: 'approve', highDecision: 'approve' }), 'high', NOW)).toBe('introduced');
    expect(proposalState(pair({ lowDecision: 'approve', highDecision: 'approve' }), 'low', NOW)).toBe('waiting');
    expect(proposalState(pair({ status: 'expired' }), 'low', NOW)).toBe('expired');
    expect(proposalState(pair(), 'low', new Date('2026-12-02T12:00:00Z'))).toBe('expired');
    for (const status of ['screened', 'declined', 'closed']) expect(proposalState(pair({ status }), 'low', NOW)).toBeNull();
    expect(proposalState(pair({ proposedAt: null }), 'low', NOW)).toBeNull();
  });

  it('maps my side and theirs from the low/high columns', () => {
    const asHigh = proposalCard(pair({ lowDecision: 'approve' }), HIGH, other, NOW)!;
    expect(asHigh).toMatchObject({
      firstName: 'Ana',
      age: 29,
      area: 'Lisbon, Portugal',
      summary: 'Thoughtful and warm.',
      sharedInterests: ['museums', 'coffee'],
      whyItFits: ['High likes it'],
      myDecision: null,
      state: 'new',
      expiresAt: '2026-12-02T12:00:00.000Z',
      introducedAt: null,
    });
    expect(asHigh.weekLines).toEqual([
      { from: 'Ana', text: 'Hello from low' },
      { from: 'you', text: 'Hello from high' },
      { from: 'Ana', text: 'Low again' },
      { from: 'you', text: 'High again' },
    ]);
    const asLow = proposalCard(pair(), LOW, other, NOW)!;
    expect(asLow).toMatchObject({ summary: 'Loves long walks.', whyItFits: ['Low likes it'] });
    expect(JSON.stringify(asHigh)).not.toMatch(/private|Low likes|Souza/);
  });

  it("says a date the agents planned in their week is the agents', not the member's", () => {
    const lowVerdict = {
      why: [
        { tone: 'positive', text: 'You and Ana planned a date' },
        { tone: 'positive', text: '3 warm replies over the week' },
      ],
    };
    expect(proposalCard(pair({ lowVerdict }), LOW, other, NOW)!.whyItFits).toEqual([
      "Your Maya and Ana's Maya planned a date",
      '3 warm replies over the week',
    ]);
  });

  it('shows only what the other shares', () => {
    const card = proposalCard(pair(), HIGH, { ...other, shareAge: false, shareArea: false, shareSummary: false }, NOW)!;
    expect([card.age, card.area, card.summary]).toEqual([null, null, null]);
    expect(proposalCard(pair(), HIGH, { ...other, displayName: null }, NOW)!.firstName).toBe('Someone');
  });

  it('computes age and area', () => {
    expect(ageOn('1996-11-27', NOW)).toBe(30);
    expect(ageOn('1996-11-28', NOW)).toBe(29);
    expect(ageOn(null, NOW)).toBeNull();
    expect(areaOf('Porto', 'PT')).toBe('Porto, Portugal');
    expect(areaOf('Somewhere', 'QQ')).toBe('Somewhere');
    expect(areaOf(null, 'PT')).toBeNull();
  });
});
