import { describe, expect, it } from 'vitest';
import { expiryLine, SHORTLIST_TEXT, shortlistGroups, shortlistOrder, stateLine, whoLine } from './proposal-text';

describe('the shortlist copy (issue 31)', () => {
  it('says where a proposal stands without revealing the other’s answer', () => {
    expect(stateLine({ state: 'new', firstName: 'Ana' })).toBeNull();
    expect(stateLine({ state: 'waiting', firstName: 'Ana' })).toBe('Waiting for Ana');
    expect(stateLine({ state: 'introduced', firstName: 'Ana' })).toBe(SHORTLIST_TEXT.introduced);
    expect(stateLine({ state: 'expired', firstName: 'Ana' })).toBe('This introduction expired.');
  });

  it('names only what is shared, and when the proposal closes', () => {
    expect(whoLine({ firstName: 'Ana', age: 30, area: 'Lisbon, Portugal' })).toBe('Ana, 30 · Lisbon, Portugal');
    expect(whoLine({ firstName: 'Ana', age: null, area: null })).toBe('Ana');
    expect(expiryLine({ state: 'new', expiresAt: '2026-12-02T12:00:00Z' })).toBe('Open until Dec 2');
    expect(expiryLine({ state: 'introduced', expiresAt: '2026-12-02T12:00:00Z' })).toBeNull();
  });

  it('groups the shortlist: to decide first, then waiting, introduced and earlier, newest first in each, no empty group', () => {
    const cards = [
      { id: 'a', state: 'introduced' },
      { id: 'b', state: 'new' },
      { id: 'c', state: 'expired' },
      { id: 'd', state: 'new' },
      { id: 'e', state: 'passed' },
    ] as const;
    expect(shortlistGroups(cards).map(({ group, cards: inGroup }) => [group, inGroup.map((c) => c.id)])).toEqual([
      ['decide', ['b', 'd']],
      ['introduced', ['a']],
      ['earlier', ['c', 'e']],
    ]);
    expect(shortlistGroups([])).toEqual([]);
  });

  it('shows every card to decide and, while there is one, none decided before "Show N more"; else the newest two decided', () => {
    const decided = [
      { id: 'w1', state: 'waiting' },
      { id: 'i1', state: 'introduced' },
      { id: 'w2', state: 'waiting' },
      { id: 'p1', state: 'passed' },
    ] as const;
    const deciding = shortlistOrder([...decided, { id: 'n1', state: 'new' }, { id: 'n2', state: 'new' }]);
    expect(deciding.ordered.map((c) => c.id)).toEqual(['n1', 'n2', 'w1', 'w2', 'i1', 'p1']);
    expect(deciding.first).toBe(2);
    const decidedOnly = shortlistOrder(decided);
    expect(decidedOnly.ordered.slice(0, decidedOnly.first).map((c) => c.id)).toEqual(['w1', 'w2']);
  });
});
