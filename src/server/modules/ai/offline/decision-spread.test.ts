import { beforeAll, describe, expect, it } from 'vitest';
import { VERDICT_RULE } from '@shared/domain/week/week-decision';
import { weekVerdict, type WeekVerdict } from '@shared/domain/week/week-verdict';
import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { runSimulation } from '../run-simulation';
import type { SimulateWindowParams } from '../schemas/simulation';
import { realisticPair } from '../testing/realistic-pairs';
import { writeWindow } from './window-writer';

/**
 * The decision over 500 pairs of realistic people (testing/realistic-pairs.ts: seeded answers to the
 * assessment → the real scoring → the real persona mapping), each simulating a full offline week.
 * docs/compatibility.md reports the figures this prints.
 */
const PAIRS = 500;
// The writer directly, on inputs runSimulation builds whole: the engine's schema checks would
// re-validate the whole growing history on every window, which is not what this study measures.
const engine = { simulateWindow: async (input: unknown) => ({ messages: writeWindow(input as SimulateWindowParams) }) };

type Week = { personaA: Persona; personaB: Persona; transcript: TranscriptEntry[]; verdict: WeekVerdict };
const weeks: Week[] = [];

// NOTE: 500 weeks took 12 s on the shared 2-core machine at load 9; the timeout leaves room for worse.
const TIMEOUT_MS = 120_000;

describe(`the decision over ${PAIRS} realistic pairs`, () => {
  beforeAll(async () => {
    for (let i = 0; i < PAIRS; i++) {
      const pair = realisticPair(i);
      const { transcript } = await runSimulation(engine, { ...pair, seed: (i * 7919) % 1_000_000 });
      weeks.push({ ...pair, transcript, verdict: weekVerdict({ ...pair, transcript }) });
    }
  }, TIMEOUT_MS);

  it('spreads the decisions: each of YES, NO and MAYBE at least 15 %', () => {
    const share = (d: string) => weeks.filter((w) => w.verdict.decision === d).length / PAIRS;
    const spread = { YES: share('YES'), NO: share('NO'), MAYBE: share('MAYBE') };
    console.info('decision spread', spread, 'dates planned', weeks.filter((w) => w.verdict.signals.datePlanned).length / PAIRS);
    for (const value of Object.values(spread)) expect(value).toBeGreaterThanOrEqual(0.15);
  });

  it('follows the score: YES weeks score higher on average than MAYBE weeks, MAYBE higher than NO', () => {
    const mean = (d: string) => {
      const xs = weeks.filter((w) => w.verdict.decision === d).map((w) => w.verdict.score);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(mean('YES')).toBeGreaterThan(mean('MAYBE'));
    expect(mean('MAYBE')).toBeGreaterThan(mean('NO'));
  });

  it('says YES to every week that ends with a planned date and a score above the threshold', () => {
    const planned = weeks.filter((w) => w.verdict.signals.datePlanned && w.verdict.score >= VERDICT_RULE.yesAtLeast);
    expect(planned.length).toBeGreaterThan(50);
    for (const w of planned) expect(w.verdict.decision).toBe('YES');
  });

  it('states the score once, marks negatives ✗ and positives ✓, and speaks of you and the match', () => {
    for (const { verdict, personaB } of weeks) {
      const reasons = verdict.why;
      expect(reasons.filter((r) => /\d+%/.test(r.text))).toHaveLength(1);
      for (const r of reasons) {
        if (r.tone === 'positive') expect(r.text).not.toMatch(/\b(no|not|never|below|unanswered|flat|wasn't|weren't|neither)\b|n't\b/i);
        if (/\b(no interests|unanswered|flat|wasn't ready|weren't ready|far more than|neither of you)\b/i.test(r.text))
          expect(r.tone).toBe('negative');
        expect(r.text).not.toMatch(/\b(they|their|them)\b/i);
        expect(r.text).not.toContain(personaB.name === 'your match' ? '\u0000' : 'Your match');
      }
    }
  });

  it('counts shared interests as the match card does (shared-interests.ts)', () => {
    for (const { verdict } of weeks) {
      const line = verdict.why.find((r) => /interests? in common|You share/.test(r.text))!;
      expect(line).toBeDefined();
      if (verdict.sharedInterests.length === 0) expect(line).toMatchObject({ tone: 'negative' });
      else expect(line.text).toContain(verdict.sharedInterests.join(', ').split(', ').at(-1)!);
    }
  });
});
