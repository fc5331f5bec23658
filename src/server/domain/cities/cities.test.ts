import { describe, expect, it } from 'vitest';
import { buildCityIndex, findCities, type RawCity } from './city-index';
import { cityById, searchCities } from './cities';

const raw = (cityId: number, name: string, country: string, population: number, featureCode = 'PPL'): RawCity => ({
  cityId,
  name,
  altName: '',
  country,
  population,
  featureCode,
  loc: { coordinates: [8.55, 47.37] },
});

describe('findCities', () => {
  const index = buildCityIndex([
    raw(1, 'Zürich', 'CH', 341_730, 'PPLA'),
    raw(2, 'Zurich', 'NL', 1_200),
    raw(3, 'Zürich (Kreis 3) / Alt-Wiedikon', 'CH', 14_931, 'PPLX'),
    raw(4, 'Zug', 'CH', 23_000),
    raw(5, 'São Paulo', 'BR', 10_021_295, 'PPLA'),
  ]);

  it('matches the start of the name in any case and without accents, most populous first', () => {
    expect(findCities(index, 'zur', 8).map((c) => c.id)).toEqual([1, 2]);
    expect(findCities(index, 'ZÜRI', 8).map((c) => c.id)).toEqual([1, 2]);
    expect(findCities(index, 'sao p', 8).map((c) => c.label)).toEqual(['São Paulo, Brazil']);
    expect(findCities(index, 'z', 1).map((c) => c.id)).toEqual([1]);
    expect(findCities(index, 'rich', 8)).toEqual([]);
  });

  it('answers names and countries only, never where a city is', () => {
    expect(findCities(index, 'zu', 8)[0]).toEqual({
      id: 1,
      name: 'Zürich',
      country: 'CH',
      countryName: 'Switzerland',
      label: 'Zürich, Switzerland',
    });
  });

  it('leaves out the sections of a city', () => {
    expect(index.byId.has(3)).toBe(false);
  });
});

describe('the bundled list', () => {
  it('finds real cities by name and by id with their coordinates', async () => {
    const [zurich] = await searchCities('zürich');
    expect(zurich).toEqual({ id: 2657896, name: 'Zürich', country: 'CH', countryName: 'Switzerland', label: 'Zürich, Switzerland' });
    expect(await cityById(2657896)).toMatchObject({ name: 'Zürich', lat: expect.closeTo(47.37, 1), lon: expect.closeTo(8.55, 1) });
    expect(await cityById(-1)).toBeUndefined();
    expect((await searchCities('lon')).map((c) => c.label)).toContain('London, United Kingdom');
    expect(await searchCities('lon', 3)).toHaveLength(3);
  });
});
