import { describe, expect, it } from 'vitest';
import { approvalEmailNote, PERSONALITY_DIMENSIONS, WAIT_ESTIMATE_TEXT, waitlistStatusText } from './handoff-copy';

describe('handoff copy', () => {
  it("says 'confirmed' only after the add call succeeded (§2.13)", () => {
    expect(waitlistStatusText(true)).toBe('confirmed');
    expect(waitlistStatusText(false)).toBe('processing');
  });

  it('carries the spec texts verbatim', () => {
    expect(WAIT_ESTIMATE_TEXT).toBe('Estimated wait time: 1-2 weeks');
    expect(PERSONALITY_DIMENSIONS).toBe('50+ personality dimensions');
  });

  it('names the address in the e-mail note when known', () => {
    expect(approvalEmailNote('  ana@example.com ')).toBe("We'll email you at ana@example.com the moment you're approved.");
    expect(approvalEmailNote(null)).toBe("We'll email you the moment you're approved.");
  });
});
