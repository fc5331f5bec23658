import { describe, expect, it } from 'vitest';
import { compactId, expandId, proposalButton, readProposalButton, readRelayButton, relayButton } from './inapp-buttons';

const ID = '9f1c2a4e-7b3d-4c5e-8f60-0123456789ab';

describe('in-app button data', () => {
  it('carries a pair id in 22 characters and back', () => {
    expect(compactId(ID)).toHaveLength(22);
    expect(expandId(compactId(ID))).toBe(ID);
    expect(expandId(compactId('ffffffff-ffff-4fff-bfff-ffffffffffff'))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(expandId('short')).toBeNull();
    expect(() => compactId('not-a-uuid')).toThrow();
  });

  it('fits Telegram’s 64 bytes with room to spare, for every action', () => {
    for (const action of ['approve', 'pass', 'more', 'not_my_type', 'too_far', 'not_looking', 'not_now'] as const) {
      const data = proposalButton(ID, action);
      expect(new TextEncoder().encode(data).length).toBeLessThanOrEqual(64);
      expect(data.startsWith('p:')).toBe(true);
      expect(readProposalButton(data.slice(2))).toEqual({ pairId: ID, action });
    }
    for (const action of ['talk', 'maya', 'end', 'block', 'report', 'share'] as const) {
      const data = relayButton(ID, action);
      expect(data.length).toBeLessThanOrEqual(26);
      expect(readRelayButton(data.slice(2))).toEqual({ pairId: ID, action });
    }
  });

  it('refuses data it did not make', () => {
    const rest = proposalButton(ID, 'approve').slice(2);
    expect(readProposalButton(rest.replace(/:a$/, ':z'))).toBeNull();
    expect(readProposalButton(`${rest}x`)).toBeNull();
    expect(readProposalButton('')).toBeNull();
    expect(readRelayButton(rest.replace(/:a$/, ':q'))).toBeNull();
  });
});
