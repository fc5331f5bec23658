import { describe, expect, it } from 'vitest';
import type { RawCity } from '@server/domain/cities/city-index';
import { buildGazetteer, gazetteer, placeAt, placeKey, shortFormOf } from './places';

const at = (text: string) => placeAt(placeKey(text).split(' '), 0);

describe('the place gazetteer', () => {
  it('knows cities of one to four words, countries and short forms, without case or accents', () => {
    for (const name of [
      'el paso',
      'new york',
      'san jose',
      'hong kong',
      'st albans',
      'saint albans',
      'tralee',
      'Zürich',
      'wroclaw',
      'japan',
    ])
      expect(at(name)?.length, name).toBe(placeKey(name).split(' ').length);
    expect(at('united kingdom')).toMatchObject({ key: 'united kingdom', length: 2 });
    expect(shortFormOf('uk')).toBe('UK');
    expect(shortFormOf('nyc')).toBe('NYC');
    expect(shortFormOf('bangalore')).toBe('Bangalore');
  });

  it('takes the longest name at a word ("new york" before "york")', () => {
    expect(at('new york city')).toMatchObject({ key: 'new york city', length: 3 });
    expect(at('york now')).toMatchObject({ key: 'york', length: 1 });
  });

  it('marks places that are also everyday words or first names, and never takes a month', () => {
    for (const word of ['bath', 'reading', 'nice', 'mobile', 'sydney', 'austin', 'victoria']) expect(at(word)?.common, word).toBe(true);
    expect(at('london')?.common).toBe(false);
    expect(at('march')).toBeNull();
    expect(at('book')).toBeNull();
  });

  it('leaves out places below the population threshold and abandoned ones', () => {
    const city = (name: string, population: number, featureCode = 'PPL'): RawCity => ({
      cityId: 1,
      name,
      altName: '',
      country: 'GB',
      population,
      featureCode,
      loc: { coordinates: [0, 0] },
    });
    const { names } = buildGazetteer([city('Bigtown', 20_000), city('Hamlet', 900), city('Oldtown', 50_000, 'PPLH')]);
    expect(names.has('bigtown')).toBe(true);
    expect(names.has('hamlet')).toBe(false);
    expect(names.has('oldtown')).toBe(false);
  });

  it('keeps towns of 5 000 to 15 000 people apart as small, never a city of the same name', () => {
    const city = (name: string, population: number): RawCity => ({
      cityId: 1,
      name,
      altName: '',
      country: 'NZ',
      population,
      featureCode: 'PPL',
      loc: { coordinates: [0, 0] },
    });
    const { names, small } = buildGazetteer([
      city('Oamaru', 13_000),
      city('Bigtown', 20_000),
      city('Bigtown', 6_000),
      city('College', 9_000),
    ]);
    expect(small.has('oamaru')).toBe(true);
    expect(names.has('oamaru')).toBe(false);
    expect(small.has('bigtown')).toBe(false);
    expect(small.has('college')).toBe(false);
    expect(at('oamaru')).toMatchObject({ small: true, length: 1 });
  });

  it('loads once, synchronously', () => {
    expect(gazetteer()).toBe(gazetteer());
    expect(gazetteer().names.size).toBeGreaterThan(10_000);
  });
});
