import { beforeAll, describe, expect, it } from 'vitest';
import { transcriptEntrySchema, type Persona, type TranscriptEntry } from '@shared/domain/matching/persona';
import { createAiEngine } from '../create-ai-engine';
import { planSimulation } from '@shared/domain/week/simulation-plan';
import { runSimulation } from '../run-simulation';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B, withTraits } from '../testing/sample-personas';

const SEEDS = Array.from({ length: 200 }, (_, i) => (i * 4999) % 1_000_000);
const engine = createAiEngine({ AI_TIMEOUT_MS: 1000 });
const simulate = (seed: number, a: Persona = SAMPLE_PERSONA_A, b: Persona = SAMPLE_PERSONA_B) =>
  runSimulation(engine, { personaA: a, personaB: b, seed }).then((r) => r.transcript);
const texts = (t: TranscriptEntry[], role?: 'a' | 'b') => t.filter((e) => !role || e.role === role).map((e) => e.text);

const loud = withTraits(SAMPLE_PERSONA_A, { extraversion: 0.9 }, 'Loud');
const quiet = withTraits(SAMPLE_PERSONA_B, { extraversion: 0.1 }, 'Quiet');
// Swap who is A and B half the time so position can't explain the difference.
const swapped = (seed: number) => seed % 2 === 1;

/** Each seed is simulated once here and shared by every assertion (CI is a busy 2-core machine). */
const week = new Map<number, TranscriptEntry[]>();
const loudWeek = new Map<number, TranscriptEntry[]>();
async function simulateEverySeed() {
  for (const seed of SEEDS) {
    week.set(seed, await simulate(seed));
    loudWeek.set(seed, await simulate(seed, swapped(seed) ? quiet : loud, swapped(seed) ? loud : quiet));
  }
}
const weekOf = (seed: number) => week.get(seed)!;

// NOTE: 400 simulations take ~5 s on an idle core; the explicit timeout leaves room for a loaded one.
const SIMULATE_TIMEOUT_MS = 120_000;

describe('offline simulation, over 200 seeds', () => {
  beforeAll(simulateEverySeed, SIMULATE_TIMEOUT_MS);

  it(
    'reproduces a simulation exactly from its seed',
    async () => {
      for (const seed of SEEDS.slice(0, 50)) expect(await simulate(seed)).toEqual(weekOf(seed));
    },
    SIMULATE_TIMEOUT_MS,
  );

  it('writes a different conversation for a different seed', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) seen.add(texts(weekOf(seed)).join('\n'));
    expect(seen.size).toBe(SEEDS.length);
  });

  it('never repeats a message within one simulation, and every entry is valid', () => {
    for (const seed of SEEDS) {
      const t = weekOf(seed);
      const lines = texts(t).map((x) => x.toLowerCase());
      expect(new Set(lines).size, `seed ${seed}`).toBe(lines.length);
      for (const e of t) expect(transcriptEntrySchema.safeParse(e).success).toBe(true);
    }
  });

  it('follows the schedule: 7 days, 2-3 windows a day, 2-6 turns a window, alternating speakers', () => {
    for (const seed of SEEDS) {
      const t = weekOf(seed);
      const plan = planSimulation(seed);
      expect(new Set(t.map((e) => e.day))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      for (const day of [1, 2, 3, 4, 5, 6, 7]) {
        const windows = plan.filter((w) => w.day === day).map((w) => w.turns);
        expect(windows.length).toBeGreaterThanOrEqual(2);
        expect(windows.length).toBeLessThanOrEqual(3);
        windows.forEach((turns, i) => {
          const inWindow = t.filter((e) => e.day === day && e.window === i + 1);
          expect(inWindow).toHaveLength(turns);
          expect(turns).toBeGreaterThanOrEqual(2);
          expect(turns).toBeLessThanOrEqual(6);
          inWindow.slice(1).forEach((e, j) => expect(e.role).not.toBe(inWindow[j]!.role));
        });
      }
    }
  });

  it('greets on day 1 and makes plans to meet at the end of the week, not before', () => {
    const proposal = /saturday|meet|sometime|one of these days/i;
    for (const seed of SEEDS) {
      const t = weekOf(seed);
      expect(t[0]!.text).toMatch(/^(hi|hey|hiii)\b/i);
      expect(
        t.some((e) => e.day >= 6 && proposal.test(e.text)),
        `seed ${seed}`,
      ).toBe(true);
      expect(t.some((e) => e.day < 6 && /would you want to|we should meet|how about .* on saturday/i.test(e.text))).toBe(false);
    }
  });

  it('brings up every shared topic, by name', () => {
    for (const seed of SEEDS) {
      const all = texts(weekOf(seed)).join(' ').toLowerCase();
      expect(all, `seed ${seed}`).toContain('hiking');
      expect(all, `seed ${seed}`).toContain('cooking');
    }
  });

  it(
    'brings up an unknown shared topic too',
    async () => {
      const a = { ...SAMPLE_PERSONA_A, social: { ...SAMPLE_PERSONA_A.social, topics: ['salsa dancing', 'astronomy'] } };
      const b = { ...SAMPLE_PERSONA_B, social: { ...SAMPLE_PERSONA_B.social, topics: ['astronomy', 'knitting'] } };
      for (const seed of SEEDS.slice(0, 50))
        expect(
          texts(await simulate(seed, a, b))
            .join(' ')
            .toLowerCase(),
        ).toContain('astronomy');
    },
    SIMULATE_TIMEOUT_MS,
  );

  it('makes a high-extraversion person read measurably louder than a low-extraversion one', () => {
    const stats = { a: { chars: 0, bangs: 0, questions: 0, energy: 0, n: 0 }, b: { chars: 0, bangs: 0, questions: 0, energy: 0, n: 0 } };
    for (const seed of SEEDS) {
      const swap = swapped(seed);
      for (const e of loudWeek.get(seed)!) {
        const who = (e.role === 'a') !== swap ? 'a' : 'b';
        const s = stats[who];
        s.n++;
        s.chars += e.text.length;
        s.bangs += (e.text.match(/!/g) ?? []).length;
        s.questions += (e.text.match(/\?/g) ?? []).length;
        s.energy += (e.text.match(/\b(love|amazing|so fun|obsessed|best|excited|so cool)\b/gi) ?? []).length;
      }
    }
    const per = (s: typeof stats.a, k: 'chars' | 'bangs' | 'questions' | 'energy') => s[k] / s.n;
    expect(per(stats.a, 'bangs')).toBeGreaterThan(per(stats.b, 'bangs') + 0.3);
    expect(per(stats.b, 'bangs')).toBe(0);
    expect(per(stats.a, 'chars')).toBeGreaterThan(per(stats.b, 'chars') * 1.1);
    expect(per(stats.a, 'questions')).toBeGreaterThan(per(stats.b, 'questions') * 1.2);
    expect(per(stats.a, 'energy')).toBeGreaterThan(per(stats.b, 'energy') * 2);
  });
});
