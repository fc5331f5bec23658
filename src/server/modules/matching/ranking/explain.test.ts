import { describe, expect, it } from 'vitest';
import { explain, PROFILE_REASON } from './explain';
import { createState } from './model';
import { fit } from './ranker';
import { decision, features, member } from './testing/ranker-fixtures';
import type { Outcome } from './types';

const hiker = member({ interests: ['Hiking'] });
const reader = member({ interests: ['reading'] });

/** a approves hikers and passes readers, where most people do the opposite; and everyone approves p (p is popular). */
function learned() {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < 10; i++) {
    outcomes.push(decision(i, 'a', `h${i}`, true, features(member(), hiker)));
    outcomes.push(decision(i, 'a', `r${i}`, false, features(member(), reader)));
    outcomes.push(decision(i, `x${i}`, `h${i}`, false, features(member(), hiker)));
    outcomes.push(decision(i, `x${i}`, `r${i}`, true, features(member(), reader)));
    outcomes.push(decision(i, `x${i}`, 'p', true, features(member(), member())));
  }
  return fit(outcomes);
}

describe('why Maya thinks it fits', () => {
  it('names the profiles’ fit while nothing is learned', () => {
    expect(explain(createState(), 'a', 'b', features(member(), hiker))).toEqual([{ source: 'profile', text: PROFILE_REASON, weight: 0 }]);
  });

  it('names what the member’s own answers taught, in the other person’s spelling', () => {
    const reasons = explain(learned(), 'a', 'h-new', features(member(), hiker));
    expect(reasons[0]).toMatchObject({ source: 'own', text: 'You tend to say yes to people who love Hiking' });
    expect(reasons.length).toBeLessThanOrEqual(3);
    expect(reasons.every((r, i) => i === 0 || r.weight <= reasons[i - 1]!.weight)).toBe(true);
  });

  it('says nothing about a reader that a learned to pass, nor about how popular anyone is', () => {
    const state = learned();
    const texts = explain(state, 'a', 'r-new', features(member(), reader)).map((r) => r.text);
    expect(texts.join(' ')).not.toMatch(/reading/);
    const forP = explain(state, 'new', 'p', features(member(), hiker)).map((r) => r.text);
    expect(forP.join(' ')).not.toMatch(/popular|many people|others/i);
  });
});
