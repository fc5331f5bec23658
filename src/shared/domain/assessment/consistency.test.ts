import { describe, expect, it } from 'vitest';
import { consistencyIndex, contradicts, isInconsistentAnswer } from './consistency';
import { sceneById } from './scenes';
import { scoreAssessment } from './scoring';
import { answer } from './test-fixtures';
import { resolveResponses } from './trait-evidence';

describe('consistency', () => {
  const sincere = answer('wrong-chat', 'sincere-apology'); // honesty clearly up
  const keepCash = answer('found-wallet', 'keep-the-cash'); // honesty clearly down
  const police = answer('found-wallet', 'police-station'); // honesty clearly up
  const ownerFib = answer('table-for-two', 'owner-fib'); // honesty clearly down
  const wallet = sceneById('found-wallet')!;

  it('flags an answer that goes clearly against the balance of earlier clear answers', () => {
    expect(isInconsistentAnswer(wallet, 'keep-the-cash', [sincere])).toBe(true);
    expect(isInconsistentAnswer(wallet, 'police-station', [sincere])).toBe(false);
    expect(isInconsistentAnswer(wallet, 'keep-the-cash', [sincere, ownerFib])).toBe(false); // balance is 0
    expect(isInconsistentAnswer(wallet, 'keep-the-cash', [])).toBe(false);
    expect(isInconsistentAnswer(wallet, 'alex-decides', [sincere])).toBe(false); // not a clear honesty statement
    expect(isInconsistentAnswer(wallet, 'no-such-option', [sincere])).toBe(false);
  });

  it('compares with every other answer for the consistency index', () => {
    const [a, b] = resolveResponses([sincere, keepCash]);
    expect(contradicts(a!, [b!])).toBe(true);
    expect(consistencyIndex(resolveResponses([sincere, keepCash]))).toBe(0);
    expect(consistencyIndex(resolveResponses([sincere, police]))).toBe(1);
    expect(consistencyIndex(resolveResponses([sincere, police, ownerFib]))).toBe(0.667);
    expect(consistencyIndex(resolveResponses([sincere]))).toBe(1);
    // Version 3: a contradiction no longer halves confidence on its own; it makes random responding
    // more likely (careless-responding.ts), which is what lowers confidence (ADR 024).
    expect(scoreAssessment([sincere, keepCash]).evidence.carelessProbability).toBeGreaterThan(
      scoreAssessment([sincere, police]).evidence.carelessProbability! * 1.5,
    );
  });
});
