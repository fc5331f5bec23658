import { describe, expect, it } from 'vitest';
import { canonicalZone, clockIn, exemplarCity, zoneFromName, zoneNamedAfter } from './time-zones';

describe('time zones a person names in the chat', () => {
  it('an IANA name in any case is checked with Intl and given its canonical spelling', () => {
    expect(canonicalZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalZone('America/New York')).toBe('America/New_York');
    expect(canonicalZone('utc')).toBe('UTC');
    expect(canonicalZone('Europe/Atlantis')).toBeNull();
    expect(canonicalZone('')).toBeNull();
  });

  it("a zone's own city names it, without accents or underscores", () => {
    expect(exemplarCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(exemplarCity('UTC')).toBeNull();
    expect(zoneNamedAfter('lisbon')).toBe('Europe/Lisbon');
    expect(zoneNamedAfter('New York')).toBe('America/New_York');
    expect(zoneNamedAfter('são paulo')).toBe('America/Sao_Paulo');
    expect(zoneNamedAfter('Porto')).toBeNull();
  });

  it('zoneFromName takes an IANA name or a zone city, nothing else', () => {
    expect(zoneFromName('europe/lisbon')).toBe('Europe/Lisbon');
    expect(zoneFromName('Paris')).toBe('Europe/Paris');
    expect(zoneFromName('GMT')).toMatch(/^(?:GMT|UTC|Etc\/GMT)$/);
    expect(zoneFromName('nowhere/at all')).toBeNull();
    expect(zoneFromName('confusing')).toBeNull();
  });

  it("the clock there, so the person sees at once whether it's right", () => {
    const now = new Date('2026-11-27T10:05:00Z');
    expect(clockIn('Europe/Lisbon', now)).toBe('10:05');
    expect(clockIn('America/New_York', now)).toBe('05:05');
  });
});
