import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import * as t from '../../../src/server/db/schema';
import { signIn, type Browser } from './sign-in';

/**
 * Agent-network fixtures for the people's side (issue 31 item 4): members with preferences and an
 * active agent, and pairs the engine would have proposed, inserted directly (the engine is not run).
 */
export type MemberSpec = {
  name: string;
  email: string;
  birthDate?: string;
  city?: { id: number; name: string; country: string; lat: number; lon: number };
  share?: { age?: boolean; area?: boolean; summary?: boolean };
  phone?: string;
};

export const LISBON = { id: 2267057, name: 'Lisbon', country: 'PT', lat: 38.71667, lon: -9.13333 };
export const PORTO = { id: 2735943, name: 'Porto', country: 'PT', lat: 41.14961, lon: -8.61099 };

/** Adds the member's profile, personality, preferences, active agent (and phone) to an existing user. */
export async function makeMember(db: Database, userId: string, spec: MemberSpec) {
  const city = spec.city ?? LISBON;
  await db
    .insert(t.profiles)
    .values({ userId, displayName: spec.name, email: spec.email, inviteStatus: 'approved' })
    .onConflictDoUpdate({ target: t.profiles.userId, set: { displayName: spec.name, email: spec.email } });
  await db.insert(t.personalityProfiles).values({
    userId,
    hexacoScores: {
      honesty_humility: 0.6,
      emotionality: 0.5,
      extraversion: 0.6,
      agreeableness: 0.7,
      conscientiousness: 0.5,
      openness: 0.8,
    },
  });
  await db.insert(t.memberPreferences).values({
    userId,
    birthDate: spec.birthDate ?? '1994-03-10',
    gender: 'woman',
    seeks: ['man', 'woman'],
    ageMin: 25,
    ageMax: 45,
    cityId: city.id,
    cityName: city.name,
    countryCode: city.country,
    lat: city.lat,
    lon: city.lon,
    maxKm: 50,
    lookingFor: 'long_term',
    shareAge: spec.share?.age ?? true,
    shareArea: spec.share?.area ?? true,
    shareSummary: spec.share?.summary ?? true,
  });
  await db.insert(t.automationSessions).values({ userId, channel: 'whatsapp', status: 'active' });
  if (spec.phone) await db.insert(t.messagingConnections).values({ userId, phone: spec.phone, status: 'connected' });
  return userId;
}

/** A member who never signs in (the other side of a proposal). */
export async function addMember(db: Database, spec: MemberSpec): Promise<string> {
  const [user] = await db
    .insert(t.users)
    .values({ issuer: 'https://fixture.example', subject: randomUUID(), email: spec.email })
    .returning({ id: t.users.id });
  return makeMember(db, user!.id, spec);
}

export type SignedInMember = Browser & { userId: string };

/** A member who signs in through the real flow, for calling the API as them. */
export async function signedInMember(app: FastifyInstance, db: Database, spec: MemberSpec): Promise<SignedInMember> {
  const browser = await signIn(app, { email: spec.email, name: spec.name });
  const userId = (browser as unknown as { session: { session: { user: { id: string } } } }).session.session.user.id;
  await makeMember(db, userId, spec);
  return { ...browser, userId };
}

/** A plausible agents' week between two members' personas, as the engine writes it. */
export const sampleWeek = (lowName: string, highName: string) => ({
  transcript: [
    { role: 'low', text: `Hi! I'm ${lowName}'s agent. She spent Sunday at the tile museum.`, day: 1, window: 1 },
    { role: 'high', text: `${highName} would love that: azulejos are a favourite.`, day: 1, window: 1 },
    { role: 'low', text: 'Is a slow walk by the river a good first plan?', day: 2, window: 1 },
    { role: 'high', text: 'The best kind. Coffee after?', day: 2, window: 2 },
    { role: 'low', text: 'Always.', day: 3, window: 1 },
  ],
  week_summary: 'Two curious walkers who like museums and coffee.',
  persona_low: { name: lowName, vibe: 'thoughtful', tone: 'warm' },
  persona_high: { name: highName, vibe: 'adventurous', tone: 'playful' },
  shared_interests: ['museums', 'walking', 'coffee'],
});

const verdict = (text: string) => ({
  decision: 'YES',
  score: 0.82,
  confidence: 0.7,
  why: [
    { tone: 'strong', text },
    { tone: 'weak', text: 'Different morning routines' },
  ],
});

export type ProposalSpec = {
  status?: string;
  /** Decisions by member (mapped to the low/high columns). */
  decisions?: Record<string, 'approve' | 'pass' | null>;
  proposedAt?: Date;
  expiresAt?: Date;
  weekAt?: Date | null;
};

const DAY_MS = 86_400_000;

/** An agent_pairs row between a and b (ordered low < high), proposed unless told otherwise. */
export async function addProposal(db: Database, a: string, b: string, spec: ProposalSpec = {}): Promise<string> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const proposedAt = spec.proposedAt ?? new Date();
  const status = spec.status ?? 'proposed';
  const shown = status !== 'screened' && status !== 'declined';
  const [row] = await db
    .insert(t.agentPairs)
    .values({
      lowUserId: low,
      highUserId: high,
      status,
      lowScore: 0.8,
      highScore: 0.78,
      reciprocalScore: 0.79,
      seed: 42,
      week: sampleWeek('Ana', 'Bruno'),
      lowVerdict: verdict('Low side: you both light up about museums'),
      highVerdict: verdict('High side: a shared love of long walks'),
      lowDecision: spec.decisions?.[low] ?? null,
      highDecision: spec.decisions?.[high] ?? null,
      weekAt: spec.weekAt === undefined ? proposedAt : spec.weekAt,
      proposedAt: shown ? proposedAt : null,
      expiresAt: shown ? (spec.expiresAt ?? new Date(proposedAt.getTime() + 7 * DAY_MS)) : null,
    })
    .returning({ id: t.agentPairs.id });
  return row!.id;
}
