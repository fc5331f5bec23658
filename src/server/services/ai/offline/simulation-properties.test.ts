import { describe, expect, it } from 'vitest';
import { transcriptEntrySchema, type Persona, type TranscriptEntry } from '../../../../shared/schemas/persona';
import { createAiEngine } from '../create-ai-engine';
import { runSimulation, simulationSchedule } from '../run-simulation';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B, withTraits } from '../testing/sample-personas';

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 4999 % 1_000_000);
const engine = createAiEngine({ AI_TIMEOUT_MS: 1000 });
const simulate = (seed: number, a: Persona = SAMPLE_PERSONA_A, b: Persona = SAMPLE_PERSONA_B) => runSimulation(engine, { personaA: a, personaB: b, seed }).then((r) => r.transcript);
const texts = (t: TranscriptEntry[], role?: 'a' | 'b') => t.filter((e) => !role || e.role === role).map((e) => e.text);

describe('offline simulation, over 200 seeds', () => {
  it('reproduces a simulation exactly from its seed', async () => {
    for (const seed of SEEDS.slice(0, 50)) expect(await simulate(seed)).toEqual(await simulate(seed));
  });

  it('writes a different conversation for a different seed', async () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) seen.add(texts(await simulate(seed)).join('\n'));
    expect(seen.size).toBe(SEEDS.length);
  });

  it('never repeats a message within one simulation, and every entry is valid', async () => {
    for (const seed of SEEDS) {
      const t = await simulate(seed);
      const lines = texts(t).map((x) => x.toLowerCase());
      expect(new Set(lines).size, `seed ${seed}`).toBe(lines.length);
      for (const e of t) expect(transcriptEntrySchema.safeParse(e).success).toBe(true);
    }
  });

  it('follows the schedule: 7 days, 2-3 windows a day, 2-6 turns a window, alternating speakers', async () => {
    for (const seed of SEEDS) {
      const t = await simulate(seed);
      const schedule = simulationSchedule({ seed });
      expect(new Set(t.map((e) => e.day))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      for (const { day, windows } of schedule) {
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

  it('greets on day 1 and makes plans to meet at the end of the week, not before', async () => {
    const proposal = /saturday|meet|sometime|one of these days/i;
    for (const seed of SEEDS) {
      const t = await simulate(seed);
      expect(t[0]!.text).toMatch(/^(hi|hey|hiii)\b/i);
      expect(t.some((e) => e.day >= 6 && proposal.test(e.text)), `seed ${seed}`).toBe(true);
      expect(t.some((e) => e.day < 6 && /would you want to|we should meet|how about .* on saturday/i.test(e.text))).toBe(false);
    }
  });

  it('brings up every shared topic, by name', async () => {
    for (const seed of SEEDS) {
      const all = texts(await simulate(seed)).join(' ').toLowerCase();
      expect(all, `seed ${seed}`).toContain('hiking');
      expect(all, `seed ${seed}`).toContain('cooking');
    }
  });

  it('brings up an unknown shared topic too', async () => {
    const a = { ...SAMPLE_PERSONA_A, social: { ...SAMPLE_PERSONA_A.social, topics: ['salsa dancing', 'astronomy'] } };
    const b = { ...SAMPLE_PERSONA_B, social: { ...SAMPLE_PERSONA_B.social, topics: ['astronomy', 'knitting'] } };
    for (const seed of SEEDS.slice(0, 50)) expect(texts(await simulate(seed, a, b)).join(' ').toLowerCase()).toContain('astronomy');
  });

  it('makes a high-extraversion person read measurably louder than a low-extraversion one', async () => {
    const loud = withTraits(SAMPLE_PERSONA_A, { extraversion: 0.9 }, 'Loud');
    const quiet = withTraits(SAMPLE_PERSONA_B, { extraversion: 0.1 }, 'Quiet');
    const stats = { a: { chars: 0, bangs: 0, questions: 0, energy: 0, n: 0 }, b: { chars: 0, bangs: 0, questions: 0, energy: 0, n: 0 } };
    for (const seed of SEEDS) {
      // Swap who is A and B half the time so position can't explain the difference.
      const swap = seed % 2 === 1;
      const t = await simulate(seed, swap ? quiet : loud, swap ? loud : quiet);
      for (const e of t) {
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
