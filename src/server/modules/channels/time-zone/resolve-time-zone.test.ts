import { describe, expect, it } from 'vitest';
import { resolveTimeZone } from './resolve-time-zone';

describe('resolveTimeZone', () => {
  it('an IANA name or a zone city, without the city list', async () => {
    expect(await resolveTimeZone('europe/paris')).toEqual({ zone: 'Europe/Paris' });
    expect(await resolveTimeZone('lisbon')).toEqual({ zone: 'Europe/Lisbon' });
  });

  it('a city that names no zone: where it lies on the map (one zone per country or several)', async () => {
    expect(await resolveTimeZone('porto')).toEqual({ zone: 'Europe/Lisbon', city: 'Porto, Portugal' });
    expect(await resolveTimeZone('Seattle')).toEqual({ zone: 'America/Los_Angeles', city: 'Seattle, United States' });
    expect(await resolveTimeZone('lyon')).toEqual({ zone: 'Europe/Paris', city: 'Lyon, France' });
  });

  it('nothing it knows: null', async () => {
    expect(await resolveTimeZone('confusing')).toBeNull();
    expect(await resolveTimeZone('x')).toBeNull();
    expect(await resolveTimeZone('europe/atlantis')).toBeNull();
  });
});
