import { z } from 'zod';
import { ADULT_AGE, ageOn, isCalendarDay, OLDEST_AGE, utcToday } from '../domain/agents/age';
import { safeText } from '../lib/bounded';

/**
 * Who a member wants to meet (issue 31 item 1, docs/agents.md "Who you'd like to meet"):
 *   GET /api/cities?q=            → citySearchSchema (the bundled world cities; never coordinates)
 *   GET /api/agent/preferences    → { preferences: memberPreferencesSchema | null }
 *   PUT /api/agent/preferences    memberPreferencesInputSchema → memberPreferencesSchema
 * The same input schema checks the card before it is sent and the body when it arrives.
 */

export const GENDERS = ['woman', 'man', 'nonbinary'] as const;
export const LOOKING_FOR = ['long_term', 'short_term', 'friendship', 'open'] as const;
export type Gender = (typeof GENDERS)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];

export const MIN_AGE = ADULT_AGE;
export const MAX_AGE = 99;
export const MAX_KM = 500;

export const UNDER_18_MESSAGE = "You need to be 18 or older to use Maya's matching.";

/** A calendar day, not in the future, not older than anyone alive, and 18 or more years ago (UTC today where it is checked). */
const birthDateSchema = z.string().superRefine((day, ctx) => {
  const today = utcToday();
  if (!isCalendarDay(day)) ctx.addIssue({ code: 'custom', message: 'Enter your date of birth as a date (YYYY-MM-DD).' });
  else if (day > today || ageOn(day, today) > OLDEST_AGE) ctx.addIssue({ code: 'custom', message: 'Check your date of birth.' });
  else if (ageOn(day, today) < ADULT_AGE) ctx.addIssue({ code: 'custom', message: UNDER_18_MESSAGE });
});

const ageSchema = z.int().min(MIN_AGE, `Ages start at ${MIN_AGE}.`).max(MAX_AGE, `Ages go up to ${MAX_AGE}.`);

const fields = {
  birth_date: z.string(),
  gender: z.enum(GENDERS, { error: 'Pick one.' }),
  seeks: z.array(z.enum(GENDERS), { error: 'Pick at least one.' }).min(1, 'Pick at least one.').max(GENDERS.length),
  age_min: ageSchema,
  age_max: ageSchema,
  /** An id from GET /api/cities (the server checks it is in the bundled list). */
  city_id: z.int({ error: 'Pick your city from the list.' }).positive(),
  max_km: z.int().min(1).max(MAX_KM, `At most ${MAX_KM} km.`),
  looking_for: z.enum(LOOKING_FOR, { error: 'Pick one.' }),
  /** What a proposal card may show of the member besides the first name. */
  share_age: z.boolean(),
  share_area: z.boolean(),
  share_summary: z.boolean(),
};

export const memberPreferencesInputSchema = z
  .object({ ...fields, birth_date: birthDateSchema })
  .refine((p) => new Set(p.seeks).size === p.seeks.length, { message: 'Pick each one once.', path: ['seeks'] })
  .refine((p) => p.age_min <= p.age_max, { message: 'The youngest age cannot be above the oldest.', path: ['age_max'] });
export type MemberPreferencesInput = z.infer<typeof memberPreferencesInputSchema>;

/** A city as the client sees it: a name to show and an id to send, never where exactly it is. */
export const citySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  countryName: z.string(),
  /** e.g. "Zürich, Switzerland". */
  label: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const citySearchQuerySchema = z.object({ q: safeText(60).trim().min(2, 'Type at least 2 letters.').max(60) });
export const citySearchSchema = z.object({ cities: z.array(citySchema) });

/** The member's own preferences as saved (their city by name; no coordinates). */
export const memberPreferencesSchema = z.object({ ...fields, city: citySchema });
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>;

export const preferencesAnswerSchema = z.object({ preferences: memberPreferencesSchema.nullable() });
