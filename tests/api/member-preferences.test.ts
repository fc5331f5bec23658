import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { UNDER_18_MESSAGE } from '../../src/shared/schemas/member-preferences';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { browser, signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const ZURICH = 2657896;
const card = {
  birth_date: '1994-05-17',
  gender: 'woman',
  seeks: ['man', 'nonbinary'],
  age_min: 27,
  age_max: 40,
  city_id: ZURICH,
  max_km: 50,
  looking_for: 'long_term',
  share_age: true,
  share_area: true,
  share_summary: false,
};
/** A birth date `years` years before today (UTC), plus `days` days. */
const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe(`member preferences API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Browser;
  const save = (body: unknown) => b.request({ method: 'PUT', url: '/api/agent/preferences', payload: body as object });
  const automation = (action: 'pause_automation' | 'resume_automation') =>
    b.request({ method: 'POST', url: '/api/automation', payload: { action } });

  beforeAll(async () => {
    app = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(await getTestDatabase());
    b = await signIn(app);
  });
  afterAll(async () => app?.close());

  it('has none at first, saves a card with the city copied from the bundled list, and edits it in place', async () => {
    expect((await b.request({ method: 'GET', url: '/api/agent/preferences' })).json()).toEqual({ preferences: null });
    const saved = await save(card);
    expect(saved.statusCode).toBe(200);
    const city = { id: ZURICH, name: 'Zürich', country: 'CH', countryName: 'Switzerland', label: 'Zürich, Switzerland' };
    expect(saved.json()).toEqual({ ...card, city });
    expect((await b.request({ method: 'GET', url: '/api/agent/preferences' })).json()).toEqual({ preferences: { ...card, city } });

    const { db } = await getTestDatabase();
    const [row] = await db.select().from(t.memberPreferences);
    expect(row).toMatchObject({ cityName: 'Zürich', countryCode: 'CH', demo: false });
    expect(row!.lat).toBeCloseTo(47.37, 1);
    expect(row!.lon).toBeCloseTo(8.55, 1);

    const edited = await save({ ...card, seeks: ['woman'], max_km: 250, share_summary: true });
    expect(edited.json()).toMatchObject({ seeks: ['woman'], max_km: 250, share_summary: true });
    expect(await db.select().from(t.memberPreferences)).toHaveLength(1);
    // The member sees their city by name, never its coordinates.
    expect(edited.body).not.toMatch(/"(lat|lon|latitude|longitude|loc)"|47\.3/);
  });

  it('refuses anyone under 18 with a clear message, and takes them on their 18th birthday', async () => {
    const young = await save({ ...card, birth_date: bornYearsAgo(18, 1) });
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toContain(UNDER_18_MESSAGE);
    expect((await save({ ...card, birth_date: bornYearsAgo(18) })).statusCode).toBe(200);
  });

  it('refuses a city that is not in the list, and odd cards', async () => {
    const unknown = await save({ ...card, city_id: 999_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'unknown_city', message: 'Pick your city from the list.' });
    for (const odd of [{ age_min: 50 }, { seeks: [] }, { birth_date: '1994-02-30' }, { max_km: 9000 }, { gender: 'robot' }]) {
      expect((await save({ ...card, ...odd })).statusCode, JSON.stringify(odd)).toBe(400);
    }
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.memberPreferences)).toEqual([]);
  });

  it('will not resume the agent until the member said who they would like to meet', async () => {
    await b.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'whatsapp' } });
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json()).toMatchObject({ status: 'active', hasPreferences: false });
    expect((await automation('pause_automation')).json().status).toBe('paused');
    const refused = await automation('resume_automation');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'preferences_needed', message: "Tell Maya who you'd like to meet first." });
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json().status).toBe('paused');

    await save(card);
    const resumed = await automation('resume_automation');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'active', hasPreferences: true });
  });

  it('searches the bundled cities by name without ever answering coordinates', async () => {
    const res = await b.request({ method: 'GET', url: `/api/cities?q=${encodeURIComponent('zuri')}` });
    expect(res.statusCode).toBe(200);
    const { cities } = res.json();
    expect(cities[0]).toEqual({ id: ZURICH, name: 'Zürich', country: 'CH', countryName: 'Switzerland', label: 'Zürich, Switzerland' });
    const many = (await b.request({ method: 'GET', url: '/api/cities?q=san' })).json().cities;
    expect(many).toHaveLength(8);
    for (const city of [...cities, ...many]) expect(Object.keys(city).sort()).toEqual(['country', 'countryName', 'id', 'label', 'name']);
    for (const q of ['', 'z', 'x'.repeat(61)]) {
      expect((await b.request({ method: 'GET', url: `/api/cities?q=${q}` })).statusCode, q).toBe(400);
    }
    expect((await b.request({ method: 'GET', url: '/api/cities' })).statusCode).toBe(400);
  });

  it('answers 401 to someone signed out', async () => {
    const stranger = browser(app);
    expect((await stranger.request({ method: 'GET', url: '/api/cities?q=zur' })).statusCode).toBe(401);
    expect((await stranger.request({ method: 'GET', url: '/api/agent/preferences' })).statusCode).toBe(401);
    expect((await stranger.request({ method: 'PUT', url: '/api/agent/preferences', payload: card })).statusCode).toBe(401);
  });
});
