import { describe, expect, it } from 'vitest';
import { findCity, type RawCity } from './demo-places';

const city = (cityId: number, name: string, country: string, population: number, featureCode = 'PPL'): RawCity => ({
  cityId,
  name,
  altName: '',
  country,
  featureCode,
  population,
  loc: { coordinates: [0, 0] },
});
const CITIES = [
  city(1, 'Paris', 'US', 25_000),
  city(2, 'Paris', 'FR', 2_100_000, 'PPLC'),
  city(3, 'Zürich', 'CH', 340_000),
  city(4, 'Zürich (Kreis 1)', 'CH', 6_000, 'PPLX'),
  city(5, 'São Paulo', 'BR', 12_000_000),
];

describe('finding the --near city', () => {
  it('takes the most populous city of the name, a country after a comma, or a GeoNames id', () => {
    expect(findCity(CITIES, 'paris')?.cityId).toBe(2);
    expect(findCity(CITIES, 'Paris, US')?.cityId).toBe(1);
    expect(findCity(CITIES, ' zurich ')?.cityId).toBe(3);
    expect(findCity(CITIES, 'Sao Paulo')?.cityId).toBe(5);
    expect(findCity(CITIES, '3')?.cityId).toBe(3);
  });

  it('finds nothing for an unknown name or id, or a section of a city', () => {
    expect(findCity(CITIES, 'Atlantis')).toBeNull();
    expect(findCity(CITIES, '99')).toBeNull();
    expect(findCity(CITIES, 'Zürich (Kreis 1)')).toBeNull();
  });
});
